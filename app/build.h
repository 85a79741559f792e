// The build pipeline: manifest -> corpus (readers, citations) -> OUT/ with
// data files, the Xapian index and the static site.
#ifndef LEXGRAPH_APP_BUILD_H_
#define LEXGRAPH_APP_BUILD_H_

#include <string>

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"
#include "corpus/status.h"

namespace lexgraph {

// Loads the manifest and reads every document, then finds and resolves the
// citations. Problems are reported; the result fails only when the manifest
// itself is unusable. A document that cannot be read is reported and left
// out of the corpus (its spec stays, with no provisions).
Result<Corpus> LoadCorpus(const std::string& manifest_path, Reporter* reporter);

// Writes OUT/data, OUT/index and OUT/site for the corpus, atomically.
Status WriteOutput(const Corpus& corpus, const std::string& out);

}  // namespace lexgraph

#endif  // LEXGRAPH_APP_BUILD_H_
