// The static site: the one entry point of the site module.
#ifndef LEXGRAPH_SITE_SITE_WRITER_H_
#define LEXGRAPH_SITE_SITE_WRITER_H_

#include <string>

#include "corpus/corpus.h"
#include "corpus/status.h"
#include "graph/graph.h"

namespace lexgraph {

// Writes the static site for the corpus into `dir` (an existing empty
// folder): index.html, style.css, search.html with search.js, search-docs.js
// and search-data.js, and doc/<name>.html per document (names from
// DocumentPageNames, anchors from AnchorOf; see site/links.h). `graph` must
// be CitationGraph::Build(corpus). Returns a failed Status naming the file on
// an I/O error; files written before the error stay.
Status WriteSite(const Corpus& corpus, const CitationGraph& graph,
                 const std::string& dir);

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_SITE_WRITER_H_
