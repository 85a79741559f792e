// Fuzz target: the paragraph-text reader, then the citation extractor.
#include "fuzz/text_reader_target.h"
#include "ingest/reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace lexgraph;
  Corpus corpus = fuzz::OneDocumentCorpus("paragraph-text", "greendale");
  corpus.documents[0].spec.kind = "ordinance";
  corpus.documents[0].spec.options["chapter"] = "17";
  corpus.documents[0].spec.jurisdiction = "Wisconsin";
  fuzz::RunTextReader(ReadParagraphText, std::move(corpus), data, size);
  return 0;
}
