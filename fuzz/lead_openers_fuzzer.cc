// Fuzz target: the lead-in scan's skipping (ingest/lead_openers.h). The
// first input byte picks the lead-in set (the D.C. and U.S. Code's XML,
// statutes' plain text, Wisconsin's); the rest is text. RE2 must find the
// same lead-ins reading all of it as reading only from where
// NextLeadStart says one can start, byte by byte and in vectors of 16 and
// 32 bytes. (Built by clang, as libFuzzer needs, NextLeadStart has no
// vector loops and reads byte by byte; the GCC builds' regression run of
// the seeds, sanitized in CI, compares the vectors.)
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/fuzz_util.h"
#include "ingest/citation_parse.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace lexgraph::cite;
  if (size == 0) return 0;
  constexpr LeadSet kSets[] = {LeadSet::kXml, LeadSet::kText, LeadSet::kWisconsinText};
  LeadSet set = kSets[data[0] % 3];
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  auto all = LeadInMatches(set, text, 0);
  for (int bytes : {1, 16, 32})
    FUZZ_CHECK(LeadInMatches(set, text, bytes) == all,
               "a lead-in RE2 finds is missed after NextLeadStart, reading " +
                   std::to_string(bytes) + " bytes at a time");
  return 0;
}
