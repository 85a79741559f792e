// Provision tree construction shared by the readers.
#include "ingest/tree_builder.h"

#include <algorithm>

#include "corpus/words.h"

namespace lexgraph {

TreeBuilder::TreeBuilder(Corpus* corpus, int32_t doc, Reporter* reporter)
    : corpus_(corpus), doc_(doc), reporter_(reporter) {}

const std::string& TreeBuilder::file() const {
  return corpus_->documents[doc_].spec.file;
}

int32_t TreeBuilder::Open(const Key& key, std::string label, int line,
                          int32_t parent) {
  int32_t existing = Own(key);
  if (existing == kNoProvision) existing = corpus_->Find(key);
  if (existing != kNoProvision) {
    const Provision& e = corpus_->provisions[existing];
    // (Not one of another document that holds words of its own there: a
    // page's note of a section it holds only a level of.)
    bool words = !e.text.empty() || !e.notes.empty() || !e.heading.empty();
    if (e.implied && (e.doc == doc_ || !words)) {
      // A provision first implied by a child, or whose place a table of
      // contents held in another document, now shows up itself.
      Provision& p = corpus_->provisions[existing];
      if (p.doc != doc_) {
        auto& old = corpus_->documents[p.doc].provisions;
        old.erase(std::remove(old.begin(), old.end(), existing), old.end());
        corpus_->documents[doc_].provisions.push_back(existing);
        p.doc = doc_;
        own_.emplace(key, existing);
      }
      if (parent != kNoProvision && p.parent == kNoProvision) {
        p.parent = parent;
        corpus_->provisions[parent].children.push_back(existing);
      }
      p.implied = false;
      p.label = std::move(label);
      p.line = p.end_line = line;
      return existing;
    }
    reporter_->Warn({file(), line, 0},
                    "duplicate key " + key.ToString() + " (first at " +
                        corpus_->documents[e.doc].spec.file + ":" +
                        std::to_string(e.line) + "); text kept under both");
  }
  Provision p;
  p.key = key;
  p.doc = doc_;
  p.parent = parent;
  p.line = p.end_line = line;
  p.label = std::move(label);
  int32_t id = corpus_->Add(std::move(p));
  if (parent != kNoProvision) corpus_->provisions[parent].children.push_back(id);
  own_.emplace(key, id);
  return id;
}

int32_t TreeBuilder::Own(const Key& key) const {
  auto it = own_.find(key);
  return it == own_.end() ? kNoProvision : it->second;
}

int32_t TreeBuilder::OpenNested(const Key& key, std::string label, int line) {
  int32_t parent = kNoProvision;
  if (auto pk = key.PathParent()) {
    parent = Own(*pk);
    if (parent == kNoProvision) {
      parent = OpenNested(*pk, "", line);
      corpus_->provisions[parent].implied = true;
    }
  }
  return Open(key, std::move(label), line, parent);
}

void TreeBuilder::Append(int32_t provision, std::string_view text, int line) {
  std::string piece = CollapseSpace(text);
  if (piece.empty()) return;
  Provision& p = corpus_->provisions[provision];
  if (pending_break_.size() <= static_cast<size_t>(provision))
    pending_break_.resize(provision + 1, false);
  if (!p.text.empty()) p.text += pending_break_[provision] ? "\n" : " ";
  pending_break_[provision] = false;
  if (p.text_lines.empty() || p.text_lines.back().line != line)
    p.text_lines.push_back({static_cast<uint32_t>(p.text.size()), line});
  p.text += piece;
  if (line > p.end_line) p.end_line = line;
}

void TreeBuilder::BreakParagraph(int32_t provision) {
  if (pending_break_.size() <= static_cast<size_t>(provision))
    pending_break_.resize(provision + 1, false);
  pending_break_[provision] = true;
}

void TreeBuilder::SetHeading(int32_t provision, std::string heading) {
  Provision& p = corpus_->provisions[provision];
  if (!p.heading.empty()) p.heading += " ";
  p.heading += CollapseSpace(heading);
}

void TreeBuilder::AddNote(int32_t provision, std::string note, int line) {
  Provision& p = corpus_->provisions[provision];
  p.notes.push_back(CollapseSpace(note));
  if (line > p.end_line) p.end_line = line;
}

}  // namespace lexgraph
