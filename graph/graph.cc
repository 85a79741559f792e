// Building the citation graph from the corpus's resolved citations and its
// containment links from keys and parent links.
#include "graph/graph.h"

#include <algorithm>
#include <utility>

namespace lexgraph {

std::string_view NodeKindName(NodeKind kind) {
  switch (kind) {
    case NodeKind::kProvision:
      return "provision";
    case NodeKind::kOutside:
      return "outside";
    case NodeKind::kContainer:
      return "container";
  }
  return "outside";
}

int32_t CitationGraph::AddNode(const Key& key, int32_t provision,
                               NodeKind kind) {
  auto [it, inserted] =
      by_key_.emplace(key, static_cast<int32_t>(nodes_.size()));
  if (inserted) nodes_.push_back({key, provision, kind});
  return it->second;
}

CitationGraph::Csr CitationGraph::MakeCsr(
    size_t n, const std::vector<std::pair<int32_t, int32_t>>& pairs) {
  Csr c;
  c.start.assign(n + 1, 0);
  for (const auto& [row, id] : pairs) ++c.start[row + 1];
  for (size_t i = 0; i < n; ++i) c.start[i + 1] += c.start[i];
  c.ids.resize(pairs.size());
  std::vector<int32_t> fill(c.start.begin(), c.start.end() - 1);
  for (const auto& [row, id] : pairs) c.ids[fill[row]++] = id;
  return c;
}

CitationGraph CitationGraph::Build(const Corpus& corpus) {
  CitationGraph g;
  const int32_t np = static_cast<int32_t>(corpus.provisions.size());
  g.provision_node_.resize(np);
  g.nodes_.reserve(np);
  g.by_key_.reserve(np);
  for (int32_t i = 0; i < np; ++i)
    g.provision_node_[i] =
        g.AddNode(corpus.provisions[i].key, i, NodeKind::kProvision);

  std::vector<std::pair<int32_t, int32_t>> out, in;
  for (int32_t c = 0; c < static_cast<int32_t>(corpus.citations.size()); ++c) {
    const Citation& cite = corpus.citations[c];
    if (cite.status != CitationStatus::kResolved || cite.self_reference ||
        cite.source < 0 || cite.source >= np)
      continue;
    int32_t from = g.provision_node_[cite.source];
    for (const auto* keys : {&cite.targets, &cite.range_members}) {
      for (const Key& target : *keys) {
        int32_t found = corpus.Find(target);
        int32_t to = g.AddNode(target, found,
                               found == kNoProvision ? NodeKind::kOutside
                                                     : NodeKind::kProvision);
        int32_t e = static_cast<int32_t>(g.edges_.size());
        g.edges_.push_back({from, to, c, keys == &cite.range_members});
        out.emplace_back(from, e);
        in.emplace_back(to, e);
      }
    }
  }

  // Containment. Nodes added here (containers) are visited in turn, so every
  // key above a node is a node.
  std::vector<std::pair<int32_t, int32_t>> up, down;
  for (int32_t n = 0; n < static_cast<int32_t>(g.nodes_.size()); ++n) {
    int32_t key_parent = -1;
    if (std::optional<Key> parent = g.nodes_[n].key.Parent()) {
      int32_t found = corpus.Find(*parent);
      key_parent = g.AddNode(*parent, found,
                             found == kNoProvision ? NodeKind::kContainer
                                                   : NodeKind::kProvision);
    }
    int32_t corpus_parent = -1;
    int32_t p = g.nodes_[n].provision;
    if (p != kNoProvision && corpus.provisions[p].parent != kNoProvision)
      corpus_parent = g.provision_node_[corpus.provisions[p].parent];
    for (int32_t c : {key_parent, corpus_parent}) {
      if (c < 0 || c == n) continue;
      if (c == corpus_parent && c == key_parent && !up.empty() &&
          up.back() == std::pair<int32_t, int32_t>{n, c})
        continue;
      up.emplace_back(n, c);
      down.emplace_back(c, n);
    }
  }
  const size_t nn = g.nodes_.size();
  g.out_ = MakeCsr(nn, out);
  g.in_ = MakeCsr(nn, in);
  g.up_ = MakeCsr(nn, up);
  g.down_ = MakeCsr(nn, down);
  return g;
}

int32_t CitationGraph::NodeOf(const Key& key) const {
  auto it = by_key_.find(key);
  return it == by_key_.end() ? -1 : it->second;
}

}  // namespace lexgraph
