// Writes the Xapian search index of a corpus: one document per provision.
// Callers see no Xapian type; searcher.h reads what this writes.
#ifndef LEXGRAPH_INDEX_INDEX_WRITER_H_
#define LEXGRAPH_INDEX_INDEX_WRITER_H_

#include <string>

#include "corpus/corpus.h"
#include "corpus/status.h"

namespace lexgraph {

struct IndexWriterOptions {
  // How many parts are indexed at once, each on its own thread, then merged.
  // 0: one per core (at most 8), one for corpora under 40,000 provisions.
  int shards = 0;
};

// Writes a compacted Xapian (glass) database of every provision of `corpus`
// into `dir`, which is created when missing and must otherwise be an empty
// folder. Every provision is indexed, implied ones with empty text too (by
// key and label); document ids follow Corpus::provisions (reading order).
// The provisions are indexed in shards on worker threads into `dir`/.shards/,
// merged by one compaction into `dir`, and the shards removed.
//
// Per provision: its heading (weighted 3x, also under `heading:`), label and
// text, stemmed for English with positions (phrases work); notes under
// `note:` only; boolean terms for its code, document file and kind; and scope
// terms for its key path and every path above it (see searcher.h).
//
// Returns a failed Status naming `dir` when it is not an empty folder or
// Xapian fails; `dir` may then hold a partial database.
Status WriteIndex(const Corpus& corpus, const std::string& dir,
                  const IndexWriterOptions& options = {});

}  // namespace lexgraph

#endif  // LEXGRAPH_INDEX_INDEX_WRITER_H_
