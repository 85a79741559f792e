// Fuzz target: the dc-law-xml reader, its word list for the conservation
// check, then the citation extractor.
#include "fuzz/xml_reader_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  lexgraph::fuzz::RunXmlReader(lexgraph::ReadDcLawXml, "dc-law-xml", "dc-code",
                               data, size);
  return 0;
}
