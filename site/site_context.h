// What every page of the site needs to know about the corpus: page names,
// citations by provision, per-document counts, and where a key links to.
#ifndef LEXGRAPH_SITE_SITE_CONTEXT_H_
#define LEXGRAPH_SITE_SITE_CONTEXT_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/corpus.h"
#include "graph/graph.h"

namespace lexgraph {

inline constexpr std::string_view kPilcrow = "\xC2\xB6";

// The label to show for a provision, and where its text starts when shown
// after that label. When the text starts with the label or with the last
// level of the key ("1." of wis-stat:30.12(1g)(jm)1.) and a space, that copy
// is the label and the text starts after it; else the label as written (text
// from 0), or for an implied provision without one the last level of its
// key, or kPilcrow.
std::pair<std::string, uint32_t> DisplayLabel(const Provision& p);

// Where a cited key leads, from a given page.
struct KeyLink {
  std::string href;   // empty: no link can be made
  std::string cls;    // "internal", "external", "partial" or "outside"
  std::string title;  // plain text for the title attribute
};

// Per-document counts shown on the home page.
struct DocumentCounts {
  int provisions = 0;
  int citations = 0;  // occurrences, self-references not counted
  int unresolved = 0;
  int cited_from_other_documents = 0;  // graph edges into it from elsewhere
};

class SiteContext {
 public:
  // Both must outlive the context.
  SiteContext(const Corpus& corpus, const CitationGraph& graph);

  const Corpus& corpus() const { return corpus_; }
  const CitationGraph& graph() const { return graph_; }
  // Page file name of each document inside doc/ ("NAME.html").
  const std::vector<std::string>& pages() const { return pages_; }
  // Citations standing in a provision, in text order (its heading's
  // first).
  const std::vector<int32_t>& CitationsOf(int32_t provision) const {
    return citations_of_[provision];
  }
  const DocumentCounts& Counts(int32_t doc) const { return counts_[doc]; }
  std::string Title() const;  // the corpus title, or a stand-in

  // The href of a provision, from a document page (`from_doc` >= 0: same
  // page gives "#anchor", another "NAME.html#anchor") or from the site root
  // (`from_doc` < 0: "doc/NAME.html#anchor").
  std::string ProvisionHref(int32_t provision, int32_t from_doc) const;

  // Where `key` leads from the page of `from_doc` (or the root, when < 0):
  // its provision when it is in the corpus ("internal", titled with the key,
  // the nearest heading and the start of the text); else its official
  // address ("external"); else the nearest enclosing provision that is in
  // the corpus ("partial"); else nowhere ("outside").
  KeyLink LinkTo(const Key& key, int32_t from_doc) const;

  // Impact pages (impact/NAME.html): one per subject, the section-level key
  // of something cited (the key cut before its first "(":
  // wis-stat:30.12(1g)(f) -> wis-stat:30.12; containers such as
  // wis-stat:ch.30 are their own subjects). Subjects are graph nodes, in
  // key order.
  const std::vector<int32_t>& ImpactSubjects() const { return subjects_; }
  // The impact page of the node of `key` when it is a subject, as an href
  // from the page of `from_doc` (or the root, when < 0), else "".
  std::string ImpactHref(const Key& key, int32_t from_doc) const;
  // The file name of a subject node's page inside impact/.
  std::string ImpactPageName(int32_t node) const;

  // The heading of a provision, or of its nearest ancestor that has one, or "".
  const std::string& NearestHeading(int32_t provision) const;

  // The start of a provision's text after its DisplayLabel, cut at a word
  // boundary before `max_bytes` and then ended with an ellipsis.
  std::string Excerpt(int32_t provision, size_t max_bytes) const;

 private:
  const Corpus& corpus_;
  const CitationGraph& graph_;
  std::vector<std::string> pages_;
  std::vector<std::vector<int32_t>> citations_of_;
  std::vector<DocumentCounts> counts_;
  std::vector<int32_t> subjects_;
  std::vector<char> is_subject_;  // by node
};

// The section-level key of a key: cut before its first "(".
Key SubjectKeyOf(const Key& key);

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_SITE_CONTEXT_H_
