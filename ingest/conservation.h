// The conservation check: every word of a source document must land in
// exactly one of label, heading, text and notes of exactly one provision.
#ifndef LEXGRAPH_INGEST_CONSERVATION_H_
#define LEXGRAPH_INGEST_CONSERVATION_H_

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"

namespace lexgraph {

// Compares the word multiset of each document's source with that of its
// provisions. Each word lost or doubled is reported as an error with the
// line where it stands (for lost words) or the provision holding it (for
// doubled ones). Returns the number of documents that differ.
int CheckConservation(const Corpus& corpus, Reporter* reporter);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_CONSERVATION_H_
