// The definition finder: defined terms in provision text ("“X” means …",
// "X means …", "“X” has the meaning given in s. 30.50 (9d)", "\"X.\" A
// …") and the provision each definition governs, from the scope words
// before it or above it ("In this chapter", "In this subsection", "As used
// in this section"); a definition without scope words governs the section
// (or ordinance section) it stands in.
#ifndef LEXGRAPH_INGEST_DEFINITIONS_H_
#define LEXGRAPH_INGEST_DEFINITIONS_H_

#include <cstdint>

#include "corpus/corpus.h"

namespace lexgraph {

// Fills Provision::definitions of every provision of document `doc`.
void FindDefinitions(int32_t doc, Corpus* corpus);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_DEFINITIONS_H_
