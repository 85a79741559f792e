// Printing the answers of the graph queries: deps and impact rows as the
// JSON Lines of spec/cli.md and as text grouped by body of law and document.
#ifndef LEXGRAPH_GRAPH_REPORT_H_
#define LEXGRAPH_GRAPH_REPORT_H_

#include <string>
#include <vector>

#include "codec/json.h"
#include "corpus/corpus.h"
#include "graph/graph.h"
#include "graph/queries.h"

namespace lexgraph {

enum class QueryKind { kDeps, kImpact };

// {"key", "doc", "line", "depth", "via": [KEY...]} (spec/cli.md), then
// "in_corpus", and about the citation that reached the row: "source" (the
// provision it stands in), "target" (the key it cites), "text" (as
// written), "relation" (cue words, "" when none), "sentence" (the citing
// sentence) and for impact "within" (true when the citation names a key
// containing the changed provision). doc and line are null for a key
// outside the corpus.
JsonObject DependencyRowJson(const Corpus& corpus, const CitationGraph& graph,
                             const DependencyRow& row);

// Impact rows in the order of their documents in the corpus, and in reading
// order within each: the order of the jsonl output and of the text report.
std::vector<DependencyRow> ByDocument(const Corpus& corpus,
                                      const CitationGraph& graph,
                                      std::vector<DependencyRow> rows);
// The same with the ranks computed once for many calls.
std::vector<int32_t> ReadingRanks(const Corpus& corpus);  // by provision
std::vector<DependencyRow> ByDocument(const std::vector<int32_t>& ranks,
                                      const CitationGraph& graph,
                                      std::vector<DependencyRow> rows);

// The text report. deps: one block per row, breadth first. impact: rows
// (already ByDocument) under a heading per body of law (code) and per
// document, each with the citing sentence. `asked` names the keys in the
// first line.
std::string DependencyText(const Corpus& corpus, const CitationGraph& graph,
                           QueryKind kind, const std::vector<int32_t>& asked,
                           const std::vector<DependencyRow>& rows,
                           const std::string& indent = "");

// The keys of a chain of nodes joined by " -> ".
std::string ViaText(const CitationGraph& graph,
                    const std::vector<int32_t>& via);

}  // namespace lexgraph

#endif  // LEXGRAPH_GRAPH_REPORT_H_
