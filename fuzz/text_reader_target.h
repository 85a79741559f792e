// The body of the text-reader fuzz targets: read the input as one document
// of `format`, find its definitions and citations, check the invariants.
#ifndef LEXGRAPH_FUZZ_TEXT_READER_TARGET_H_
#define LEXGRAPH_FUZZ_TEXT_READER_TARGET_H_

#include "fuzz/fuzz_util.h"

namespace lexgraph::fuzz {

using TextReader = void (*)(const SourceText&, int32_t, Corpus*, Reporter*);

inline void RunTextReader(TextReader reader, Corpus corpus, const uint8_t* data,
                          size_t size) {
  Reporter reporter;
  SourceText src = Source(data, size, &reporter);
  reader(src, 0, &corpus, &reporter);
  CheckAfterReading(corpus, reporter);
}

}  // namespace lexgraph::fuzz

#endif  // LEXGRAPH_FUZZ_TEXT_READER_TARGET_H_
