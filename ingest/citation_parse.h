// The citation parser's shared pieces, internal to ingest/: the context a
// reference is read in, a parsed reference, and the grammar that both
// citations.cc (every body of law) and ordinance_citations.cc (what only
// municipal codes need) use. Not for other modules: they call
// ingest/citations.h.
#ifndef LEXGRAPH_INGEST_CITATION_PARSE_H_
#define LEXGRAPH_INGEST_CITATION_PARSE_H_

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/corpus.h"
#include "ingest/lead_openers.h"

namespace lexgraph::cite {

// The lead-in pattern a document's text is read with.
LeadSet LeadSetFor(const DocumentSpec& spec);

// Every lead-in of `set` in t that RE2 finds searching on from just past
// the last one's start: with RE2 reading all of t (skip_bytes 0), or only
// from where NextLeadStartBy(skip_bytes, …) says one can start. The lists
// are the same, or NextLeadStart has missed an opener
// (tests/lead_openers_test.cc).
std::vector<std::pair<size_t, size_t>> LeadInMatches(LeadSet set, std::string_view t,
                                                     int skip_bytes);

// The lead-ins of `set` in t as the extraction's scan meets them, each
// search resumed at the end of the last one (no parsing): by RE2's DFA
// reading all of t, or (skip) at each place NextLeadStart gives, as the
// extraction reads them there (the commonest openers by hand, the rest
// by RE2 asked, anchored). The same list either way (the tests compare
// them); for the scan's benchmark.
std::vector<std::pair<size_t, size_t>> LeadIns(LeadSet set, std::string_view t, bool skip);

// The corpus's section numbers per body of law, in natural order, for
// the members of cross-section ranges.
class SectionIndex {
 public:
  // Built on the first range that needs it: most texts have none.
  explicit SectionIndex(const Corpus& corpus) : corpus_(corpus) {}
  // Sections of `code` strictly between lo and hi.
  std::vector<Key> Between(const std::string& code, const std::string& lo,
                           const std::string& hi) const {
    if (!built_) Build();
    std::vector<Key> out;
    auto it = by_code_.find(code);
    std::string plo = Padded(lo), phi = Padded(hi);
    if (it == by_code_.end() || !(plo < phi)) return out;
    const auto& v = it->second;
    // (Past every entry whose padded path is plo itself.)
    auto first = std::upper_bound(v.begin(), v.end(), std::string_view(plo),
                                  [](std::string_view x, const Entry& e) { return x < e.padded; });
    for (auto i = first; i != v.end() && i->padded < std::string_view(phi); ++i)
      out.push_back(Key(code, i->path));
    return out;
  }

 private:
  struct Entry {
    std::string_view padded;  // in arena_: byte order is the paths' natural order
    std::string_view path;    // the provision's own key path
    auto operator<=>(const Entry&) const = default;
  };
  // Appends the path with each run of digits written as a 12-digit number,
  // so that plain byte order is the natural order: "5-6" < "5-541.01".
  static void AppendPadded(std::string_view path, std::string* out) {
    size_t i = 0;
    while (i < path.size()) {
      if (!std::isdigit(static_cast<unsigned char>(path[i]))) {
        out->push_back(path[i++]);
        continue;
      }
      size_t e = i;
      while (e < path.size() && std::isdigit(static_cast<unsigned char>(path[e])))
        ++e;
      std::string_view run = path.substr(i, e - i);
      while (run.size() > 1 && run[0] == '0') run.remove_prefix(1);
      if (run.size() < 12) out->append(12 - run.size(), '0');
      out->append(run);
      i = e;
    }
  }
  static std::string Padded(std::string_view path) {
    std::string out;
    out.reserve(path.size() + 24);
    AppendPadded(path, &out);
    return out;
  }

  // One pass over the provisions (sections only: no level, no container),
  // the padded paths written into one arena, then each code's sorted.
  void Build() const {
    struct Pending {
      size_t from, size;
      std::string_view path;
    };
    std::map<std::string_view, std::vector<Pending>> pending;
    std::string_view last_code;
    std::vector<Pending>* last = nullptr;
    for (const Provision& p : corpus_.provisions) {
      const std::string& path = p.key.path();
      if (path.find('(') != std::string::npos || path.find('/') != std::string::npos) continue;
      std::string_view code = p.key.code();
      if (last == nullptr || code != last_code) {
        last = &pending[code];
        last_code = code;
      }
      size_t from = arena_.size();
      AppendPadded(path, &arena_);
      last->push_back({from, arena_.size() - from, path});
    }
    for (auto& [code, items] : pending) {
      std::vector<Entry>& entries = by_code_[std::string(code)];
      entries.reserve(items.size());
      for (const Pending& x : items)
        entries.push_back({std::string_view(arena_).substr(x.from, x.size), x.path});
      std::sort(entries.begin(), entries.end());
      entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
    }
    built_ = true;
  }

  const Corpus& corpus_;
  mutable bool built_ = false;
  mutable std::string arena_;
  mutable std::map<std::string, std::vector<Entry>> by_code_;
};

// A document's body of law: of Wisconsin (its statutes, Administrative
// Code or a municipal code); a Wisconsin municipal code; a municipal code
// of another state.
bool IsWisconsin(const DocumentSpec& spec);
bool IsWisconsinOrdinance(const DocumentSpec& spec);
bool IsOtherStateOrdinance(const DocumentSpec& spec);

class Context;
// The section a provision stands in (see Context::section).
std::optional<Key> FindSourceSection(const Context& ctx);

class Context {
 public:
  Context(const Corpus& c, const Provision& s, const DocumentSpec& sp,
          const SectionIndex& idx)
      : corpus(c), source(s), spec(sp), sections(idx), wisconsin(IsWisconsin(sp)),
        wisconsin_ordinance(IsWisconsinOrdinance(sp)),
        other_state_ordinance(IsOtherStateOrdinance(sp)) {}
  const Corpus& corpus;
  const Provision& source;
  const DocumentSpec& spec;
  const SectionIndex& sections;
  // The document's body of law, decided once (every lead-in asks).
  const bool wisconsin;
  const bool wisconsin_ordinance;
  const bool other_state_ordinance;
  // A municipal code of any state.
  bool ordinance() const { return wisconsin_ordinance || other_state_ordinance; }

  // The source key's components, split on first use.
  const std::vector<std::string>& comps() const {
    if (!comps_) comps_ = source.key.Components();
    return *comps_;
  }
  // The section the source stands in (see SourceSection), found on first
  // use.
  const std::optional<Key>& section() const {
    if (!section_) section_ = FindSourceSection(*this);
    return *section_;
  }

 private:
  mutable std::optional<std::vector<std::string>> comps_;
  mutable std::optional<std::optional<Key>> section_;
};

struct Parsed {
  size_t begin = 0, end = 0;
  std::vector<Key> targets;
  std::vector<Key> range_members;
  std::string unresolved;  // reason, when not resolvable
  bool self = false;
};


// Small pieces of the grammar (citations.cc).
size_t SkipSpace(std::string_view t, size_t i);
bool StartsWithSeparator(std::string_view t, size_t i, std::string_view w);
size_t ReadSectionNumber(std::string_view t, size_t i);
void ToUpper(std::string* s);
std::string_view TrimmedBefore(std::string_view t, size_t at);
std::string_view Before(std::string_view t, size_t lb, size_t window);
std::string Join(const std::vector<std::string>& parts, size_t n);
// The chapters strictly between two of a short range ("340" and "348",
// "ch.SPS320" and "ch.SPS325"), ten apart at most; none for a long one.
std::vector<std::string> ChaptersBetween(std::string_view lo, std::string_view hi);

// The list grammars: Wisconsin's ("ss. 30.12 (1g) (f) and 30.13", relative
// levels from `min_level` on) and the plain one of every other body
// ("§§ 1-204.62(a) and 1-204.63", "RCW 90.58.030(2)(b)").
Parsed ParseWisList(const Context& ctx, std::string_view t, size_t i,
                    const std::string& code, const std::string& base,
                    int min_level, bool absolute, bool admin = false);
Parsed ParsePlainList(const Context& ctx, std::string_view t, size_t i,
                      const std::string& code, const std::string& prefix);
// The levels from `from` to `to` ("(a)", "(d)"; "1.", "3.") under the
// provision `prefix` of `code`: the siblings the corpus holds, else those
// the labels name in sequence, else the two ends.
std::vector<std::string> ExpandRange(const Context& ctx, const std::string& code,
                                     const std::string& prefix, const std::string& from,
                                     const std::string& to);

// Whether a number of the statutes' shape ("17.02", "3.15") is in the
// ordinance's own chapter: the manifest's, or that of the numbered section
// the source stands in.
bool InOwnChapter(const Context& ctx, std::string_view number);

// A chapter path whose number has a decimal point ("ch.60.55", "ch.364.17")
// in a body whose chapters are whole numbers (the Wisconsin Statutes, the
// Code of Iowa): the section's path ("60.55"); any other path as it is.
std::string_view DottedChapterAsSection(std::string_view path);

// Appends the citation parsed as `parsed` in the source's text.
void AppendCitation(const Context& ctx, int32_t provision, Parsed&& parsed,
                    std::vector<Citation>* out);

}  // namespace lexgraph::cite

#endif  // LEXGRAPH_INGEST_CITATION_PARSE_H_
