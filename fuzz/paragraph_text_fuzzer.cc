// Fuzz target: the paragraph-text reader, then the citation extractor.
#include "fuzz/text_reader_target.h"
#include "ingest/reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace lexgraph;
  Corpus corpus = fuzz::OneDocumentCorpus("paragraph-text", "greendale");
  corpus.documents[0].spec.kind = "ordinance";
  corpus.documents[0].spec.options["chapter"] = "17";
  // A Wisconsin code, or an Iowa city's (its labels keyed "165.02(2)(A)",
  // its statutory notes read): the input's length picks, so that the
  // whole input stays text.
  corpus.documents[0].spec.jurisdiction = size % 2 ? "Iowa" : "Wisconsin";
  fuzz::RunTextReader(ReadParagraphText, std::move(corpus), data, size);
  return 0;
}
