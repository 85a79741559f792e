// The citation graph: a node per provision of the corpus, per cited key
// outside it and per key that contains one of those; an edge per (citation,
// target); containment links from each node to the nodes it lies within.
// Built once from a Corpus, then read-only (compressed adjacency arrays).
#ifndef LEXGRAPH_GRAPH_GRAPH_H_
#define LEXGRAPH_GRAPH_GRAPH_H_

#include <cstdint>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "corpus/corpus.h"

namespace lexgraph {

enum class NodeKind : uint8_t {
  kProvision,  // a provision of the corpus
  kOutside,    // a cited key that is not in the corpus
  kContainer,  // neither: a key that contains a node (wis-stat:ch.30)
};

// "provision", "outside", "container".
std::string_view NodeKindName(NodeKind kind);

struct GraphNode {
  Key key;
  int32_t provision = kNoProvision;  // kNoProvision: outside the corpus
  NodeKind kind = NodeKind::kOutside;
};

struct GraphEdge {
  int32_t from = 0;      // node ids
  int32_t to = 0;
  int32_t citation = 0;  // index into Corpus::citations (span, relation)
  bool range_member = false;  // a section inside a cited range, not named
};

class CitationGraph {
 public:
  // Nodes: every provision (duplicate keys share the first one's node), every
  // target (and range member) of a resolved citation that is not a
  // self-reference, and every
  // key above those by Key::Parent. Containment: a node lies within the
  // nearest node above it by Key::Parent and, when different, within its
  // provision's parent in the corpus.
  static CitationGraph Build(const Corpus& corpus);

  const std::vector<GraphNode>& nodes() const { return nodes_; }
  const std::vector<GraphEdge>& edges() const { return edges_; }
  // Node id of a key (equal under Key's ==), or -1.
  int32_t NodeOf(const Key& key) const;
  // Node id of a provision of the corpus.
  int32_t NodeOfProvision(int32_t provision) const {
    return provision_node_[provision];
  }
  // Citation edge ids leaving / entering a node, in citation order.
  std::span<const int32_t> Outgoing(int32_t node) const {
    return Slice(out_, node);
  }
  std::span<const int32_t> Incoming(int32_t node) const {
    return Slice(in_, node);
  }
  // Nodes directly containing / directly contained by a node.
  std::span<const int32_t> Containers(int32_t node) const {
    return Slice(up_, node);
  }
  std::span<const int32_t> Contents(int32_t node) const {
    return Slice(down_, node);
  }
  // Number of containment links (each counted once).
  size_t containment_count() const { return up_.ids.size(); }

 private:
  // Compressed rows: the ids of row n are ids[start[n] .. start[n+1]).
  struct Csr {
    std::vector<int32_t> start, ids;
  };
  static std::span<const int32_t> Slice(const Csr& c, int32_t n) {
    return {c.ids.data() + c.start[n], c.ids.data() + c.start[n + 1]};
  }
  static Csr MakeCsr(size_t n,
                     const std::vector<std::pair<int32_t, int32_t>>& pairs);
  int32_t AddNode(const Key& key, int32_t provision, NodeKind kind);

  std::vector<GraphNode> nodes_;
  std::vector<GraphEdge> edges_;
  Csr out_, in_, up_, down_;
  std::vector<int32_t> provision_node_;
  std::unordered_map<Key, int32_t, KeyHash> by_key_;
};

}  // namespace lexgraph

#endif  // LEXGRAPH_GRAPH_GRAPH_H_
