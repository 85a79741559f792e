// The audit of a change to a corpus: provisions added, removed and changed
// between two versions (text compared word by word), and what in the new
// version depends on each change.
#ifndef LEXGRAPH_GRAPH_AUDIT_H_
#define LEXGRAPH_GRAPH_AUDIT_H_

#include <string>
#include <vector>

#include "corpus/corpus.h"
#include "graph/graph.h"
#include "graph/queries.h"
#include "graph/word_diff.h"

namespace lexgraph {

struct ProvisionChange {
  enum class Kind { kAdded, kRemoved, kChanged };
  Kind kind = Kind::kChanged;
  Key key;
  int32_t old_provision = kNoProvision;  // in the old corpus
  int32_t new_provision = kNoProvision;  // in the new corpus
  bool text_changed = false, heading_changed = false, notes_changed = false;
  std::vector<WordChange> words;  // the text, old to new (added: all new)
  // Provisions of the new corpus depending on the key (Impact), by document.
  // A removed key's dependants still cite it.
  std::vector<DependencyRow> impact;
};

struct AuditReport {
  std::string old_name, new_name;  // the manifests as given
  // The new corpus and its graph, which `impact` rows refer to; both must
  // outlive the report.
  const Corpus* old_corpus = nullptr;
  const Corpus* new_corpus = nullptr;
  const CitationGraph* new_graph = nullptr;
  // Changed and added provisions in the new corpus's reading order, then
  // removed ones in the old corpus's.
  std::vector<ProvisionChange> changes;
  int added = 0, removed = 0, changed = 0;
  int impacted = 0;  // distinct provisions of the new corpus in any impact
};

// Compares provisions by key (Key's ==): text, heading and notes. Implied
// provisions count only when one side has text.
AuditReport Audit(const Corpus& old_corpus, const Corpus& new_corpus,
                  const CitationGraph& new_graph);

// The report as text and as one JSON document:
// {"old", "new", "summary": {"added", "removed", "changed", "impacted"},
//  "changes": [{"kind", "key", "doc", "line", "old_text", "new_text",
//  "diff", "heading": [old, new]?, "impact": [deps/impact rows]}]}.
std::string AuditText(const AuditReport& report);
std::string AuditJson(const AuditReport& report);

// "added", "removed", "changed".
const char* ChangeKindName(ProvisionChange::Kind kind);

}  // namespace lexgraph

#endif  // LEXGRAPH_GRAPH_AUDIT_H_
