// The citation extractor: finds the cross-references in provision text with
// re2, parses each with a small grammar (main reference, list and range
// separators, a tail such as ", Wis. Stats."), and resolves relative ones
// against the provision they stand in, by each body of law's rules.
#ifndef LEXGRAPH_INGEST_CITATIONS_H_
#define LEXGRAPH_INGEST_CITATIONS_H_

#include <string_view>
#include <vector>

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"

namespace lexgraph {

// Finds the citations of every provision of the corpus and appends them to
// corpus->citations in reading order. Unresolvable ones are kept with a
// reason.
void ExtractCitations(Corpus* corpus, Reporter* reporter);

// Finds the citations in the text of one provision (its key and document
// give the context for relative references). Builds the corpus's section
// index on every call: for one provision; ExtractCitations for many.
std::vector<Citation> FindCitations(const Corpus& corpus, int32_t provision);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_CITATIONS_H_
