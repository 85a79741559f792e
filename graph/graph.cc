// Building the citation graph from the corpus's resolved citations.
#include "graph/graph.h"

namespace lexgraph {

int32_t CitationGraph::AddNode(const Key& key, int32_t provision) {
  auto [it, inserted] =
      by_key_.emplace(key, static_cast<int32_t>(nodes_.size()));
  if (inserted) {
    nodes_.push_back({key, provision});
    out_.emplace_back();
    in_.emplace_back();
  }
  return it->second;
}

CitationGraph CitationGraph::Build(const Corpus& corpus) {
  CitationGraph g;
  g.provision_node_.resize(corpus.provisions.size());
  for (int32_t i = 0; i < static_cast<int32_t>(corpus.provisions.size()); ++i)
    g.provision_node_[i] = g.AddNode(corpus.provisions[i].key, i);
  for (int32_t c = 0; c < static_cast<int32_t>(corpus.citations.size()); ++c) {
    const Citation& cite = corpus.citations[c];
    if (cite.status != CitationStatus::kResolved || cite.self_reference ||
        cite.source == kNoProvision)
      continue;
    int32_t from = g.provision_node_[cite.source];
    for (const Key& target : cite.targets) {
      int32_t to = g.AddNode(target, corpus.Find(target));
      int32_t e = static_cast<int32_t>(g.edges_.size());
      g.edges_.push_back({from, to, c});
      g.out_[from].push_back(e);
      g.in_[to].push_back(e);
    }
  }
  return g;
}

int32_t CitationGraph::NodeOf(const Key& key) const {
  auto it = by_key_.find(key);
  return it == by_key_.end() ? -1 : it->second;
}

}  // namespace lexgraph
