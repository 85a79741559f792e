// Fuzz target: ParseFlatJson, the JSON Lines parser of the jsonl-sections
// reader; what it gives is written back with JsonObject.
#include <string_view>

#include "codec/json.h"
#include "fuzz/fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace lexgraph;
  std::string_view line(reinterpret_cast<const char*>(data), size);
  Result<FlatJson> j = ParseFlatJson(line);
  if (!j.ok()) {
    FUZZ_CHECK(!j.status().message().empty(), "failure without a message");
    return 0;
  }
  JsonObject o;
  for (const auto& [name, values] : *j) o.Set(name, values);
  std::string dumped = o.Dump();
  FUZZ_CHECK(ParseFlatJson(dumped).ok(), "its own output does not parse");
  return 0;
}
