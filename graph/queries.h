// Queries over the citation graph: what a provision depends on, what depends
// on a provision, the shortest citation chain, citation cycles and citations
// of missing keys. Used by the CLI (deps, impact, path, cycles, dangling,
// diff) and the site.
//
// What "depends on" means (docs/graph.md says the same in prose):
// - A key stands for itself and everything within it (containment): asking
//   about wis-stat:30.12 asks about every provision under it.
// - deps(K): the targets of the citations made by K or by any provision
//   within K (depth 1); then, for each target T, the targets of the
//   citations made by T or within T (depth 2), and so on. A target's
//   descendants are followed but not listed themselves; targets within K
//   are not listed (they are K).
// - impact(K): every provision whose citation targets a node within K or a
//   node containing K (citing wis-stat:59.692 bears on a change to
//   wis-stat:59.692(1v)): depth 1; then every provision citing one of those
//   or a node containing one of those, and so on. Provisions within K are
//   not listed. Exactly the provisions P for which K's node shows up in
//   deps(P) or lies within a node that does.
// Containment is not a citation: ancestors of an impacted provision are not
// listed, and the cycles query looks at citation edges only.
#ifndef LEXGRAPH_GRAPH_QUERIES_H_
#define LEXGRAPH_GRAPH_QUERIES_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/corpus.h"
#include "corpus/status.h"
#include "graph/graph.h"

namespace lexgraph {

// The node of a key as the user typed it. Fails with "not a key: 'X'
// (expected CODE:PATH, e.g. wis-stat:30.12(1g)(f))" or "unknown key 'X': no
// provision of the corpus has it, cites it or lies within it".
Result<int32_t> ResolveKeyNode(const CitationGraph& graph,
                               std::string_view text);

// One node reached by deps, impact or path.
struct DependencyRow {
  int32_t node = -1;
  int depth = 0;            // citation hops from the asked keys
  int32_t edge = -1;        // the citation edge that reached it
  int32_t from = -1;        // the previous row's node (or an asked node)
  // The node the edge actually leaves (deps) or enters (impact) when it is
  // not `from` itself: a provision within `from` (deps, impact of an asked
  // key), or a key containing `from` (impact).
  int32_t hop = -1;
  bool through_container = false;  // impact: the edge cites a key containing
                                   // the changed provision
  std::vector<int32_t> via;        // nodes from the asked key to this one,
                                   // both included, `hop`s included
};

// What the asked nodes depend on, breadth first; `max_depth` 0 is no limit.
std::vector<DependencyRow> Dependencies(const CitationGraph& graph,
                                        const std::vector<int32_t>& asked,
                                        int max_depth = 0);

// The provisions that depend on any of the asked nodes, breadth first.
std::vector<DependencyRow> Impact(const CitationGraph& graph,
                                  const std::vector<int32_t>& asked,
                                  int max_depth = 0);

// Marks nodes with the number of the current walk, so one array serves many
// walks without clearing.
class NodeMarks {
 public:
  explicit NodeMarks(size_t n) : mark_(n, 0) {}
  void NewWalk() { ++walk_; }
  // True when `n` was not yet marked in this walk; marks it.
  bool Visit(int32_t n) {
    if (mark_[n] == walk_) return false;
    mark_[n] = walk_;
    return true;
  }

 private:
  std::vector<uint32_t> mark_;
  uint32_t walk_ = 1;
};

// Impact queries one after another over one graph (the site asks one per
// cited section): the work arrays are kept between queries, and each query
// clears only what it touched. Run(asked, max_depth) == Impact(graph, asked,
// max_depth); with `with_via` false the rows' `via` chains are left empty.
class ImpactSearch {
 public:
  explicit ImpactSearch(const CitationGraph& graph);  // must outlive this
  std::vector<DependencyRow> Run(const std::vector<int32_t>& asked,
                                 int max_depth = 0, bool with_via = true);

 private:
  const CitationGraph& g_;
  std::vector<char> inside_, scanned_;
  std::vector<int32_t> row_of_;
  NodeMarks marks_;
};

// The shortest dependency chain from `from` to `to` (as deps follows it):
// rows from the first hop to the first node that is `to` or lies within it
// (a chain reaching only a key that contains `to` does not count). Empty
// when there is none; `from` within `to` gives one row of depth 0.
std::vector<DependencyRow> ShortestPath(const CitationGraph& graph,
                                        int32_t from, int32_t to);

// A group of nodes that cite each other in a circle (a strongly connected
// component of the citation edges with more than one node, or one node
// citing itself).
struct CitationCycle {
  std::vector<int32_t> nodes;  // sorted by key
  std::vector<int32_t> cycle;  // one circle through nodes[0], back to it:
                               // nodes[0], ..., nodes[0]
};
// Sorted by their first key.
std::vector<CitationCycle> FindCycles(const CitationGraph& graph);

// A citation of a key of one of the corpus's own bodies of law (the codes of
// its documents) that is not in the corpus.
struct DanglingCitation {
  int32_t edge = -1;
  // The nearest provision of the corpus containing the missing key
  // (wis-stat:30.12 for wis-stat:30.12(9z)), or -1 when its whole section is
  // outside the corpus.
  int32_t nearest = -1;
};
// In citation order.
std::vector<DanglingCitation> FindDangling(const Corpus& corpus,
                                           const CitationGraph& graph);

// The sentence of the source provision's text in which a citation stands,
// line breaks as spaces, cut to about `max_bytes` around the citation with
// "…" where cut. Sentences end at a line break, and at '.', '?' or '!'
// before a space and an upper-case letter, except after the abbreviations of citations ("s.",
// "sub.", "par.", "No.", "Stat.", ...).
std::string CitingSentence(const Corpus& corpus, const Citation& citation,
                           size_t max_bytes = 400);

}  // namespace lexgraph

#endif  // LEXGRAPH_GRAPH_QUERIES_H_
