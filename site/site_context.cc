// Precomputed lookups for the page writers.
#include "site/site_context.h"

#include <algorithm>

#include "site/links.h"

namespace lexgraph {
namespace {

bool ValidProvision(const Corpus& corpus, int32_t p) {
  return p >= 0 && p < static_cast<int32_t>(corpus.provisions.size());
}

// Bytes of cited text shown when hovering a link into the corpus.
constexpr size_t kPreviewBytes = 160;

bool IsContinuationByte(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

bool ValidDoc(const Corpus& corpus, int32_t d) {
  return d >= 0 && d < static_cast<int32_t>(corpus.documents.size());
}

}  // namespace

std::pair<std::string, uint32_t> DisplayLabel(const Provision& p) {
  std::vector<std::string> levels = p.key.Components();
  std::string last_level = levels.empty() ? "" : levels.back();
  for (const std::string& lead : {p.label, last_level}) {
    if (lead.empty() || !p.text.starts_with(lead)) continue;
    if (p.text.size() == lead.size())  // the text is the marker alone: "(1j)"
      return {lead, static_cast<uint32_t>(lead.size())};
    if (p.text[lead.size()] == ' ')
      return {lead, static_cast<uint32_t>(lead.size() + 1)};
  }
  if (!p.label.empty()) return {p.label, 0};
  if (p.implied && !last_level.empty()) return {last_level, 0};
  return {std::string(kPilcrow), 0};
}

SiteContext::SiteContext(const Corpus& corpus, const CitationGraph& graph)
    : corpus_(corpus),
      graph_(graph),
      pages_(DocumentPageNames(corpus.documents)),
      citations_of_(corpus.provisions.size()),
      counts_(corpus.documents.size()) {
  for (size_t d = 0; d < corpus.documents.size(); ++d)
    counts_[d].provisions =
        static_cast<int>(corpus.documents[d].provisions.size());
  for (int32_t c = 0; c < static_cast<int32_t>(corpus.citations.size()); ++c) {
    const Citation& cite = corpus.citations[c];
    if (ValidProvision(corpus, cite.source))
      citations_of_[cite.source].push_back(c);
    if (cite.self_reference || !ValidDoc(corpus, cite.doc)) continue;
    ++counts_[cite.doc].citations;
    if (cite.status == CitationStatus::kUnresolved)
      ++counts_[cite.doc].unresolved;
  }
  for (auto& list : citations_of_) {
    std::stable_sort(list.begin(), list.end(), [&](int32_t a, int32_t b) {
      const Citation& x = corpus.citations[a];
      const Citation& y = corpus.citations[b];
      if (x.in_heading != y.in_heading) return x.in_heading;  // (the heading first)
      return x.begin < y.begin;
    });
  }
  for (const GraphEdge& e : graph.edges()) {
    int32_t from = graph.nodes()[e.from].provision;
    int32_t to = graph.nodes()[e.to].provision;
    if (!ValidProvision(corpus, from) || !ValidProvision(corpus, to)) continue;
    int32_t to_doc = corpus.provisions[to].doc;
    if (corpus.provisions[from].doc != to_doc && ValidDoc(corpus, to_doc))
      ++counts_[to_doc].cited_from_other_documents;
  }
  is_subject_.assign(graph.nodes().size(), 0);
  for (const GraphEdge& e : graph.edges()) {
    int32_t s = graph.NodeOf(SubjectKeyOf(graph.nodes()[e.to].key));
    if (s >= 0 && !is_subject_[s]) {
      is_subject_[s] = 1;
      subjects_.push_back(s);
    }
  }
  std::sort(subjects_.begin(), subjects_.end(), [&](int32_t a, int32_t b) {
    return graph.nodes()[a].key < graph.nodes()[b].key;
  });
}

Key SubjectKeyOf(const Key& key) {
  const std::string& path = key.path();
  size_t paren = path.find('(');
  if (paren == std::string::npos || paren == 0) return key;
  return Key(key.code(), path.substr(0, paren));
}

std::string SiteContext::ImpactPageName(int32_t node) const {
  return AnchorOf(graph_.nodes()[node].key) + ".html";
}

std::string SiteContext::ImpactHref(const Key& key, int32_t from_doc) const {
  int32_t node = graph_.NodeOf(key);
  if (node < 0 || !is_subject_[node]) return "";
  return (from_doc >= 0 ? "../impact/" : "impact/") + ImpactPageName(node);
}

std::string SiteContext::Title() const {
  return corpus_.title.empty() ? "Law corpus" : corpus_.title;
}

std::string SiteContext::ProvisionHref(int32_t provision,
                                       int32_t from_doc) const {
  const Provision& p = corpus_.provisions[provision];
  std::string anchor = "#" + AnchorOf(p.key);
  if (!ValidDoc(corpus_, p.doc)) return anchor;
  if (from_doc < 0) return "doc/" + pages_[p.doc] + anchor;
  if (from_doc == p.doc) return anchor;
  return pages_[p.doc] + anchor;
}

KeyLink SiteContext::LinkTo(const Key& key, int32_t from_doc) const {
  const std::string name = key.ToString();
  if (int32_t p = corpus_.Find(key); p != kNoProvision) {
    std::string title = name;
    const std::string& heading = NearestHeading(p);
    std::string excerpt = Excerpt(p, kPreviewBytes);
    if (!heading.empty()) title += " \xE2\x80\x94 " + heading;
    if (!excerpt.empty()) title += (heading.empty() ? ": " : " ") + excerpt;
    return {ProvisionHref(p, from_doc), "internal", title};
  }
  if (auto url = OfficialUrl(key))
    return {*url, "external",
            name + " (not in this corpus; opens the official text)"};
  std::optional<Key> up = key.Parent();
  for (int steps = 0; up && steps < 32; ++steps, up = up->Parent()) {
    if (int32_t p = corpus_.Find(*up); p != kNoProvision) {
      return {
          ProvisionHref(p, from_doc), "partial",
          name + " is not in this corpus; the link goes to " + up->ToString()};
    }
  }
  return {"", "outside", name + " (not in this corpus)"};
}

const std::string& SiteContext::NearestHeading(int32_t provision) const {
  static const std::string kNone;
  for (int steps = 0; ValidProvision(corpus_, provision) && steps < 64;
       ++steps) {
    const Provision& p = corpus_.provisions[provision];
    if (!p.heading.empty()) return p.heading;
    provision = p.parent;
  }
  return kNone;
}

std::string SiteContext::Excerpt(int32_t provision, size_t max_bytes) const {
  const Provision& p = corpus_.provisions[provision];
  std::string_view text =
      std::string_view(p.text).substr(DisplayLabel(p).second);
  while (!text.empty() && (text.front() == ' ' || text.front() == '\n'))
    text.remove_prefix(1);
  if (text.size() <= max_bytes) return std::string(text);
  size_t cut = text.rfind(' ', max_bytes);
  if (cut == std::string_view::npos || cut < max_bytes / 2) {
    cut = max_bytes;
    while (cut > 0 && IsContinuationByte(text[cut])) --cut;
  }
  return std::string(text.substr(0, cut)) + "\xE2\x80\xA6";  // ellipsis
}

}  // namespace lexgraph
