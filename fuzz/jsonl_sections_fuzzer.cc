// Fuzz target: the jsonl-sections reader (each line's "state" picks the
// label style), its word check, then the citation extractor.
#include "fuzz/text_reader_target.h"
#include "ingest/jsonl_sections.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace lexgraph;
  Corpus corpus = fuzz::OneDocumentCorpus("jsonl-sections", "us-states");
  fuzz::RunTextReader(ReadJsonlSections, corpus, data, size);
  // The word check reads the source again beside a fresh reading.
  Reporter reporter;
  SourceText src = fuzz::Source(data, size, &reporter);
  ReadJsonlSections(src, 0, &corpus, &reporter);
  CheckJsonlSectionsWords(corpus, corpus.documents[0], src, &reporter);
  return 0;
}
