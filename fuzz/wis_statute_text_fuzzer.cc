// Fuzz target: the wis-statute-text reader, then the citation extractor.
#include "fuzz/text_reader_target.h"
#include "ingest/reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace lexgraph;
  fuzz::RunTextReader(ReadWisStatuteText,
                      fuzz::OneDocumentCorpus("wis-statute-text", "wis-stat"),
                      data, size);
  return 0;
}
