// Fuzz target: the ordinance-history-text reader, then the citation
// extractor.
#include "fuzz/text_reader_target.h"
#include "ingest/reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace lexgraph;
  Corpus corpus =
      fuzz::OneDocumentCorpus("ordinance-history-text", "jefferson-co");
  corpus.documents[0].spec.kind = "ordinance";
  corpus.documents[0].spec.section_numbers["2023-10"] = "11.10";
  fuzz::RunTextReader(ReadOrdinanceHistoryText, std::move(corpus), data, size);
  return 0;
}
