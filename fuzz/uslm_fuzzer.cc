// Fuzz target: the uslm reader, its word list for the conservation check,
// then the citation extractor.
#include "fuzz/xml_reader_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  lexgraph::fuzz::RunXmlReader(lexgraph::ReadUslm, "uslm", "usc", data, size);
  return 0;
}
