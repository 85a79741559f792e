// The graph as files for other tools, written by `lexgraph build` into
// OUT/data/: nodes.jsonl, edges.jsonl, edges.csv and graph.graphml (for
// Gephi, NetworkX, Cytoscape). Each function returns the whole file.
#ifndef LEXGRAPH_GRAPH_GRAPH_EXPORT_H_
#define LEXGRAPH_GRAPH_GRAPH_EXPORT_H_

#include <string>

#include "corpus/corpus.h"
#include "graph/graph.h"

namespace lexgraph {

// One row per node, by node id: {"id", "key", "kind", "doc", "line"} where
// kind is "provision", "outside" or "container" and doc/line are null
// outside the corpus.
std::string NodesJsonl(const Corpus& corpus, const CitationGraph& graph);

// One row per citation edge, in citation order: {"from", "to", "kind":
// "cites", "relation", "text", "doc", "line", "begin", "end"} and
// "range_member": true for a section inside a cited range; then one row
// per containment link: {"from": inner key, "to": container key, "kind":
// "within"}.
std::string EdgesJsonl(const Corpus& corpus, const CitationGraph& graph);

// The same edges as CSV (RFC 4180, header row):
// from,to,kind,relation,text,doc,line,begin,end.
std::string EdgesCsv(const Corpus& corpus, const CitationGraph& graph);

// GraphML: a directed graph, nodes "n<ID>" with data key, kind, doc, line;
// edges with kind, relation, text, doc, line. Every attribute key is
// declared; text is escaped and invalid UTF-8 replaced, so the file is
// well-formed XML.
std::string GraphMl(const Corpus& corpus, const CitationGraph& graph);

}  // namespace lexgraph

#endif  // LEXGRAPH_GRAPH_GRAPH_EXPORT_H_
