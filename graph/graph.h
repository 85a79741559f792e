// The citation graph: a node per provision of the corpus and per cited key
// outside it; an edge per (citation, target). Built once from a Corpus.
#ifndef LEXGRAPH_GRAPH_GRAPH_H_
#define LEXGRAPH_GRAPH_GRAPH_H_

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "corpus/corpus.h"

namespace lexgraph {

struct GraphNode {
  Key key;
  int32_t provision = kNoProvision;  // kNoProvision: outside the corpus
};

struct GraphEdge {
  int32_t from = 0;      // node ids
  int32_t to = 0;
  int32_t citation = 0;  // index into Corpus::citations
};

class CitationGraph {
 public:
  static CitationGraph Build(const Corpus& corpus);

  const std::vector<GraphNode>& nodes() const { return nodes_; }
  const std::vector<GraphEdge>& edges() const { return edges_; }
  // Node id of a key, or -1.
  int32_t NodeOf(const Key& key) const;
  // Node id of a provision of the corpus.
  int32_t NodeOfProvision(int32_t provision) const {
    return provision_node_[provision];
  }
  // Edge ids leaving / entering a node, in citation order.
  const std::vector<int32_t>& Outgoing(int32_t node) const { return out_[node]; }
  const std::vector<int32_t>& Incoming(int32_t node) const { return in_[node]; }

 private:
  int32_t AddNode(const Key& key, int32_t provision);

  std::vector<GraphNode> nodes_;
  std::vector<GraphEdge> edges_;
  std::vector<std::vector<int32_t>> out_, in_;
  std::vector<int32_t> provision_node_;
  std::unordered_map<Key, int32_t, KeyHash> by_key_;
};

}  // namespace lexgraph

#endif  // LEXGRAPH_GRAPH_GRAPH_H_
