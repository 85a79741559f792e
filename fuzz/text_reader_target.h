// The body of the text-reader fuzz targets: read the input as one document
// of `format`, find its definitions and citations, check the invariants.
#ifndef LEXGRAPH_FUZZ_TEXT_READER_TARGET_H_
#define LEXGRAPH_FUZZ_TEXT_READER_TARGET_H_

#include "fuzz/fuzz_util.h"
#include "ingest/citations.h"
#include "ingest/definitions.h"

namespace lexgraph::fuzz {

using TextReader = void (*)(const SourceText&, int32_t, Corpus*, Reporter*);

inline void RunTextReader(TextReader reader, Corpus corpus, const uint8_t* data,
                          size_t size) {
  Reporter reporter;
  SourceText src = Source(data, size, &reporter);
  reader(src, 0, &corpus, &reporter);
  FindDefinitions(0, &corpus);
  CheckProvisions(corpus);
  ExtractCitations(&corpus, &reporter);
  CheckCitations(corpus);
  for (const Diagnostic& d : reporter.diagnostics()) (void)d.Format();
}

}  // namespace lexgraph::fuzz

#endif  // LEXGRAPH_FUZZ_TEXT_READER_TARGET_H_
