// Corpus bookkeeping: the key index and the child lists.
#include "corpus/corpus.h"

#include <algorithm>
#include <iterator>
#include <vector>

namespace lexgraph {

namespace {

// The first of a provision's lines that starts after `offset` (the lines
// are in ascending order of their offsets).
std::vector<TextLine>::const_iterator LineAfter(const std::vector<TextLine>& lines, size_t offset) {
  return std::upper_bound(lines.begin(), lines.end(), offset,
                          [](size_t at, const TextLine& l) { return at < l.offset; });
}

}  // namespace

int Provision::LineAt(uint32_t offset) const {
  auto next = LineAfter(text_lines, offset);
  return next == text_lines.begin() ? line : std::prev(next)->line;
}

size_t Provision::NextLineStart(size_t offset) const {
  auto next = LineAfter(text_lines, offset);
  return next == text_lines.end() ? text.size() : next->offset;
}

size_t Provision::LineStart(size_t offset) const {
  auto next = LineAfter(text_lines, offset);
  return next == text_lines.begin() ? 0 : std::prev(next)->offset;
}

int32_t Corpus::Add(Provision p) {
  int32_t id = static_cast<int32_t>(provisions.size());
  by_key_.emplace(p.key, id);
  if (p.doc >= 0 && p.doc < static_cast<int32_t>(documents.size()))
    documents[p.doc].provisions.push_back(id);
  provisions.push_back(std::move(p));
  return id;
}

int32_t Corpus::Find(const Key& key) const {
  auto it = by_key_.find(key);
  return it == by_key_.end() ? kNoProvision : it->second;
}

void Corpus::LinkChildren() {
  for (auto& p : provisions) p.children.clear();
  for (int32_t i = 0; i < static_cast<int32_t>(provisions.size()); ++i) {
    int32_t parent = provisions[i].parent;
    if (parent != kNoProvision) provisions[parent].children.push_back(i);
  }
}

}  // namespace lexgraph
