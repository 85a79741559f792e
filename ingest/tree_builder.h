// Builds a document's provision tree for a reader: opens provisions (with
// implied ancestors when asked), appends text line by line while keeping the
// offset -> line map, and reports duplicate keys.
#ifndef LEXGRAPH_INGEST_TREE_BUILDER_H_
#define LEXGRAPH_INGEST_TREE_BUILDER_H_

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"

namespace lexgraph {

class TreeBuilder {
 public:
  TreeBuilder(Corpus* corpus, int32_t doc, Reporter* reporter);

  // Opens a provision under `parent` (kNoProvision for a top-level one).
  int32_t Open(const Key& key, std::string label, int line, int32_t parent);
  // Opens a provision whose parent is found by its key's path: missing
  // ancestors (30.12(1g) for 30.12(1g)(f)) are added as implied provisions.
  int32_t OpenNested(const Key& key, std::string label, int line);

  // Appends a piece of one source line to the provision's text, separated
  // from what is there by one space. White space inside is collapsed.
  void Append(int32_t provision, std::string_view text, int line);
  // Starts a new paragraph: the next Append is separated by "\n".
  void BreakParagraph(int32_t provision);
  void SetHeading(int32_t provision, std::string heading);
  void AddNote(int32_t provision, std::string note, int line);

  Provision& at(int32_t provision) { return corpus_->provisions[provision]; }
  Corpus* corpus() { return corpus_; }
  Document& document() { return corpus_->documents[doc_]; }
  const std::string& file() const;

 private:
  // This document's first provision with the key, or kNoProvision.
  int32_t Own(const Key& key) const;

  Corpus* corpus_;
  int32_t doc_;
  Reporter* reporter_;
  std::vector<bool> pending_break_;
  std::unordered_map<Key, int32_t, KeyHash> own_;
};

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_TREE_BUILDER_H_
