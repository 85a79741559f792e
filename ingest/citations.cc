// Citation finding (re2), parsing and resolution.
#include "ingest/citations.h"

#include <re2/re2.h>

#include <algorithm>
#include <optional>
#include <string>

#include "corpus/words.h"
#include "ingest/text_util.h"
#include "ingest/wis_label.h"

namespace lexgraph {
namespace {

enum class Lead {
  kSection,      // s. ss. Wis. Stats. §  (absolute section)
  kSub,          // sub. subs.            (relative to the section)
  kPar,          // par. pars.            (relative to the subsection)
  kSubd,         // subd. subds.          (relative to the paragraph)
  kChapter,      // ch. chs. chapter
  kSectionWord,  // section(s) 22-997(b)  (ordinance style)
  kSubsectionWord,  // subsection (3)(c)4 [of this section]
  kThis,         // this section / subsection / paragraph / chapter
  kAdmin,        // Wis. Admin. Code § NR 115.05
  kIowaRule,     // 16.3(461A,462A) inside an Iowa rule
};

struct Context {
  const Corpus& corpus;
  const Provision& source;
  const DocumentSpec& spec;
  std::vector<std::string> comps;  // source key components
};

bool IsWisconsin(const DocumentSpec& spec) {
  return spec.code == "wis-stat" || spec.code == "wis-adm" ||
         spec.jurisdiction == "Wisconsin";
}

// Skips spaces (and one line break already folded into a space).
size_t SkipSpace(std::string_view t, size_t i) {
  while (i < t.size() && (t[i] == ' ' || t[i] == '\n')) ++i;
  return i;
}

bool StartsWithWord(std::string_view t, size_t i, std::string_view w) {
  if (t.substr(i, w.size()) != w) return false;
  size_t e = i + w.size();
  return e >= t.size() || !std::isalnum(static_cast<unsigned char>(t[e]));
}

// A Wisconsin section number at t[i]: "30.12", "59.692", "281.31".
size_t ReadSectionNumber(std::string_view t, size_t i) {
  size_t j = i;
  while (j < t.size() && std::isdigit(static_cast<unsigned char>(t[j]))) ++j;
  if (j == i || j - i > 4) return 0;
  while (j < t.size() && std::islower(static_cast<unsigned char>(t[j])) &&
         j - i < 6)
    ++j;
  if (j >= t.size() || t[j] != '.') return 0;
  size_t k = ++j;
  while (j < t.size() && std::isdigit(static_cast<unsigned char>(t[j]))) ++j;
  if (j == k) return 0;
  while (j < t.size() && std::islower(static_cast<unsigned char>(t[j])) &&
         j - k < 8)
    ++j;
  return j - i;
}

// Wisconsin levels after position i, e.g. " (1g) (f) 7.": each must go
// deeper than `min_level` - 1 and than the one before. Returns the end.
size_t ReadWisLevels(std::string_view t, size_t i, int min_level,
                     std::vector<std::string>* levels) {
  int last = min_level - 1;
  size_t end = i;
  while (true) {
    size_t j = SkipSpace(t, end);
    size_t n = ReadWisComponent(t.substr(j));
    if (n == 0) break;
    std::string comp(t.substr(j, n));
    int level = WisLevel(comp);
    // The first level may be any at or below min_level; each next one
    // must be exactly one deeper ("(1g) (f) 7." but not "(2m) s.").
    if (levels->empty() ? level < min_level : level != last + 1) break;
    // "1." right before a capitalized word may be a sentence end after a
    // number; it is still the subdivision the reference names.
    levels->push_back(comp);
    last = level;
    end = j + n;
  }
  return end;
}

// Ordinance-style levels written as in the text: "(3)(c)4", "(b)(1)b".
size_t ReadPlainLevels(std::string_view t, size_t i, std::string* out) {
  size_t j = i;
  while (j < t.size()) {
    if (t[j] == '(') {
      size_t k = j + 1;
      while (k < t.size() && std::isalnum(static_cast<unsigned char>(t[k])) &&
             k - j <= 5)
        ++k;
      if (k == j + 1 || k >= t.size() || t[k] != ')') break;
      out->append(t.substr(j, k - j + 1));
      j = k + 1;
    } else if (std::isalnum(static_cast<unsigned char>(t[j])) && j > i &&
               t[j - 1] == ')') {
      size_t k = j;
      while (k < t.size() && std::isalnum(static_cast<unsigned char>(t[k])) &&
             k - j < 4)
        ++k;
      out->append(t.substr(j, k - j));
      j = k;
    } else {
      break;
    }
  }
  return j;
}

// The end of a tail such as ", Wis. Stats." that follows a reference at
// t[at], or `at` when there is none. A tail that leads into another
// reference ("Wis. Admin. Code § NR 115.05") belongs to that one instead.
size_t TailEnd(std::string_view t, size_t at, const RE2& tail) {
  std::string_view rest = t.substr(at);
  re2::StringPiece sp(rest.data(), rest.size());
  if (!RE2::Consume(&sp, tail)) return at;
  size_t end = t.size() - sp.size();
  size_t next = SkipSpace(t, end);
  std::string_view after = t.substr(next);
  if (after.starts_with("\xC2\xA7") || after.starts_with("ch.") ||
      after.starts_with("chs.") || after.starts_with("s. "))
    return at;
  return end;
}

const RE2& StatsTail() {
  static const RE2 k(R"(^,?\s*Wis\.\s*Stats?\.)", RE2::Quiet);
  return k;
}

const RE2& AdminCodeTail() {
  static const RE2 k(R"(^,?\s*Wis\.\s*Adm(?:in)?\.\s*Code)", RE2::Quiet);
  return k;
}

struct Parsed {
  size_t begin = 0, end = 0;
  std::vector<Key> targets;
  std::string unresolved;  // reason, when not resolvable
  bool self = false;
};

std::string Join(const std::vector<std::string>& parts, size_t n) {
  std::string s;
  for (size_t i = 0; i < n && i < parts.size(); ++i) s += parts[i];
  return s;
}

// Expands "1. to 3." / "(a) to (d)" between two sibling components.
std::vector<std::string> ExpandRange(const Context& ctx, const std::string& code,
                                     const std::string& prefix,
                                     const std::string& from,
                                     const std::string& to) {
  std::vector<std::string> out;
  // Prefer the siblings that exist in the corpus.
  int32_t parent = ctx.corpus.Find(Key(code, prefix));
  if (parent != kNoProvision) {
    bool in = false;
    for (int32_t c : ctx.corpus.provisions[parent].children) {
      auto comps = ctx.corpus.provisions[c].key.Components();
      const std::string& last = comps.back();
      if (last == from) in = true;
      if (in) out.push_back(last);
      if (last == to && in) return out;
    }
    out.clear();
  }
  // Numbered subdivisions: 1. to 3.
  auto num = [](const std::string& s) {
    return s.size() >= 2 && s.back() == '.' &&
                   std::all_of(s.begin(), s.end() - 1,
                               [](char c) { return std::isdigit(c); })
               ? std::stoi(s.substr(0, s.size() - 1))
               : -1;
  };
  int a = num(from), b = num(to);
  if (a > 0 && b >= a && b - a < 100) {
    for (int k = a; k <= b; ++k) out.push_back(std::to_string(k) + ".");
    return out;
  }
  return {from, to};
}

// Parses a Wisconsin-style reference list starting at t[i] (after the
// lead-in). `base` is the path the first reference is relative to (empty
// for absolute sections); `min_level` the level of its first component.
Parsed ParseWisList(const Context& ctx, std::string_view t, size_t i,
                    const std::string& code, const std::string& base,
                    int min_level, bool absolute) {
  Parsed p;
  std::vector<std::string> cur;  // current reference's components
  size_t end = i;
  auto read_ref = [&](size_t at, bool first, std::vector<std::string>* comps,
                      bool* range) -> size_t {
    size_t j = SkipSpace(t, at);
    if (absolute) {
      size_t n = ReadSectionNumber(t, j);
      if (n > 0) {
        comps->clear();
        comps->push_back(std::string(t.substr(j, n)));
        return ReadWisLevels(t, j + n, 1, comps);
      }
      if (first) return 0;
    }
    std::vector<std::string> levels;
    size_t e = ReadWisLevels(t, j, first ? min_level : 1, &levels);
    if (levels.empty()) return 0;
    if (first) {
      *comps = levels;
      return e;
    }
    // Attach at the level of its first component.
    int level = WisLevel(levels[0]);
    std::vector<std::string> merged;
    size_t keep = absolute ? 1 : 0;
    for (size_t k = 0; k < comps->size(); ++k) {
      if (k < keep) {
        merged.push_back((*comps)[k]);
        continue;
      }
      if (WisLevel((*comps)[k]) >= level) break;
      merged.push_back((*comps)[k]);
    }
    // A list item names a sibling at a level the reference before it has:
    // not above where the first reference began, not below its deepest.
    if (!absolute && level < min_level) return 0;
    if (comps->empty() || level > WisLevel(comps->back())) return 0;
    for (auto& l : levels) merged.push_back(l);
    *comps = merged;
    (void)range;
    return e;
  };

  size_t e = read_ref(i, true, &cur, nullptr);
  if (e == 0) return p;
  p.begin = i;
  end = e;
  auto emit = [&](const std::vector<std::string>& comps) {
    p.targets.push_back(Key(code, base + Join(comps, comps.size())));
  };
  emit(cur);
  while (true) {
    size_t j = SkipSpace(t, end);
    bool range = false;
    size_t k = j;
    if (k < t.size() && t[k] == ',') k = SkipSpace(t, k + 1);
    if (StartsWithWord(t, k, "and")) k = SkipSpace(t, k + 3);
    else if (StartsWithWord(t, k, "or")) k = SkipSpace(t, k + 2);
    else if (StartsWithWord(t, k, "to")) { k = SkipSpace(t, k + 2); range = true; }
    else if (StartsWithWord(t, k, "through")) { k = SkipSpace(t, k + 7); range = true; }
    if (k == j) break;  // no separator
    std::vector<std::string> next = cur;
    size_t ne = read_ref(k, false, &next, nullptr);
    if (ne == 0) break;
    if (range && next.size() == cur.size() && !next.empty()) {
      std::string prefix = base + Join(cur, cur.size() - 1);
      auto members = ExpandRange(ctx, code, prefix, cur.back(), next.back());
      p.targets.pop_back();
      for (const auto& m : members) p.targets.push_back(Key(code, prefix + m));
    } else if (range && absolute && next.size() == 1 && cur.size() == 1) {
      // ss. 23.27 to 23.29: the endpoints plus the corpus's sections between.
      Key lo(code, cur[0]), hi(code, next[0]);
      for (const Provision& prov : ctx.corpus.provisions) {
        if (prov.key.code() == code && prov.parent == kNoProvision &&
            lo < prov.key && prov.key < hi)
          p.targets.push_back(prov.key);
      }
      emit(next);
    } else {
      emit(next);
    }
    cur = next;
    end = ne;
  }
  p.end = end;
  return p;
}

// The path of the source's ancestor at `depth` components (1: section).
std::optional<std::string> SourcePrefix(const Context& ctx, size_t depth) {
  if (ctx.comps.size() < depth) return std::nullopt;
  return Join(ctx.comps, depth);
}

// The top-level provision of the source's document (its section), unless
// that is a chapter of unnumbered paragraphs.
std::optional<Key> SourceSection(const Context& ctx) {
  const Provision* p = &ctx.source;
  while (p->parent != kNoProvision) p = &ctx.corpus.provisions[p->parent];
  if (p->key.path().starts_with("ch.")) return std::nullopt;
  return p->key;
}

const RE2& LeadInPattern() {
  static const RE2 kLead(
      "((?:Wis\\.\\s*Stats?\\.\\s*)?§§?|\\b[Ss]ubds?\\.|\\b[Ss]ubs?\\.|\\b[Pp]ars?\\.|"
      "\\bss?\\.|\\b[Cc]hs?\\.|\\b[Ss]ubsections?\\b|\\b[Ss]ections?\\b|"
      "\\b[Cc]hapters?\\b|\\bthis (?:section|subsection|paragraph|"
      "subdivision|chapter|article)\\b|\\bWis\\.\\s*Adm(?:in)?\\.\\s*Code\\b|"
      "\\b(?:NR|SPS|ATCP|DNR|COMM|Trans)\\s+\\d)",
      RE2::Quiet);
  return kLead;
}

// Parses the reference after a lead-in matched at [lb, le).
std::optional<Parsed> ParseAt(const Context& ctx, std::string_view t,
                              size_t lb, size_t le) {
  std::string_view lead = t.substr(lb, le - lb);
  const std::string& doc_code = ctx.spec.code;
  bool wis = IsWisconsin(ctx.spec);
  Parsed p;
  if (lead.starts_with("this ")) {
    p.begin = lb;
    p.end = le;
    p.self = true;
    std::string_view what = lead.substr(5);
    std::optional<std::string> path;
    if (what == "section") {
      if (auto s = SourceSection(ctx)) path = s->path();
    } else if (what == "subsection" && ctx.spec.code == "wis-stat") {
      path = SourcePrefix(ctx, 2);
    } else if (what == "subsection" && SourceSection(ctx)) {
      // The ancestor right below the section.
      const Provision* p2 = &ctx.source;
      while (p2->parent != kNoProvision &&
             ctx.corpus.provisions[p2->parent].parent != kNoProvision)
        p2 = &ctx.corpus.provisions[p2->parent];
      if (p2->parent != kNoProvision) path = p2->key.path();
    } else if (what == "paragraph" && ctx.spec.code == "wis-stat") {
      path = SourcePrefix(ctx, 3);
    } else if (what == "subdivision" && ctx.spec.code == "wis-stat") {
      path = SourcePrefix(ctx, 4);
    } else if (what == "chapter") {
      if (auto s = SourceSection(ctx))
        if (auto c = s->Container()) path = c->path();
    }
    // A self-reference whose provision the text does not name (an
    // ordinance's "this article") cites nothing: it is not reported.
    if (!path) return std::nullopt;
    p.targets.push_back(Key(doc_code, *path));
    return p;
  }
  bool lower_s = lead == "s." || lead == "ss.";
  if (lower_s || lead.find("\xC2\xA7") != std::string_view::npos) {
    // Absolute sections. "§" alone in an ordinance cites the ordinance's own
    // code unless a ", Wis. Stats." tail follows.
    bool statutes = lower_s || lead.find("Wis") != std::string_view::npos;
    if (lower_s && !wis) return std::nullopt;
    std::string code = statutes ? "wis-stat" : doc_code;
    Parsed q = ParseWisList(ctx, t, le, code, "", 1, true);
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    if (!statutes) {
      size_t e = TailEnd(t, q.end, StatsTail());
      if (e != q.end) {
        for (Key& k : q.targets) k = Key("wis-stat", k.path());
        q.end = e;
      }
    }
    return q;
  }
  if (lead == "sub." || lead == "subs." || lead == "Sub." || lead == "Subs.") {
    if (!wis) return std::nullopt;
    auto base = SourcePrefix(ctx, 1);
    Parsed q = ParseWisList(ctx, t, le, doc_code, base.value_or(""), 1, false);
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    return q;
  }
  if (lead == "par." || lead == "pars." || lead == "Par." || lead == "Pars.") {
    if (!wis) return std::nullopt;
    auto base = SourcePrefix(ctx, 2);
    Parsed q = ParseWisList(ctx, t, le, doc_code, base.value_or(""), 2, false);
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    if (!base || WisLevel(ctx.comps[1]) != 1) {
      q.targets.clear();
      q.unresolved = "\"par.\" needs an enclosing subsection";
    }
    return q;
  }
  if (lead == "subd." || lead == "subds." || lead == "Subd." ||
      lead == "Subds.") {
    if (!wis) return std::nullopt;
    auto base = SourcePrefix(ctx, 3);
    Parsed q = ParseWisList(ctx, t, le, doc_code, base.value_or(""), 3, false);
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    if (!base || WisLevel(ctx.comps[2]) != 2) {
      q.targets.clear();
      q.unresolved = "\"subd.\" needs an enclosing paragraph";
    }
    return q;
  }
  static const RE2 kAdminRef(
      R"(^\s*(?:§§?\s*|ch\.\s*|chs\.\s*)?([A-Z]{2,5})\s*(\d+)(\.\d+)?)",
      RE2::Quiet);
  bool chapter = lead == "ch." || lead == "chs." || lead == "Ch." ||
                 lead == "Chs." || lead.starts_with("chapter") ||
                 lead.starts_with("Chapter");
  bool admin_lead = lead.starts_with("Wis.");
  static const RE2 kAgencyLead(R"((?:NR|SPS|ATCP|DNR|COMM|Trans)\s+)",
                                RE2::Quiet);
  bool bare_admin = RE2::FullMatch(lead, kAgencyLead);
  if (chapter || admin_lead || bare_admin) {
    size_t from = bare_admin ? lb : le;
    std::string_view rest = t.substr(from);
    re2::StringPiece sp(rest.data(), rest.size());
    std::string agency, num, sec;
    if (RE2::Consume(&sp, kAdminRef, &agency, &num, &sec)) {
      p.begin = lb;
      size_t after = t.size() - sp.size();
      std::string path;
      bool is_chapter = sec.empty();
      if (is_chapter) {
        path = "ch." + agency + num;
        p.targets.push_back(Key("wis-adm", path));
        // "Ch. NR 811 and NR 812"
        static const RE2 kMore(R"(^(?:,|\s+and|\s+or)\s+([A-Z]{2,5})\s*(\d+)\b)",
                               RE2::Quiet);
        std::string a2, n2;
        while (RE2::Consume(&sp, kMore, &a2, &n2)) {
          p.targets.push_back(Key("wis-adm", "ch." + a2 + n2));
          after = t.size() - sp.size();
        }
      } else {
        path = agency + num + sec;
        std::vector<std::string> levels;
        after = ReadWisLevels(t, after, 1, &levels);
        p.targets.push_back(Key("wis-adm", path + Join(levels, levels.size())));
      }
      p.end = after;
      p.end = TailEnd(t, p.end, AdminCodeTail());
      return p;
    }
    if (!chapter) return std::nullopt;
    // "ch. 30", "chs. 30, 31, 281 or 283", "chapter 6, article III".
    bool abbreviated = lead.back() == '.';  // "ch." "chs.", not "chapter"
    std::string code = wis && abbreviated ? "wis-stat" : doc_code;
    auto read_number = [&](size_t at) -> size_t {
      size_t k = at;
      while (k < t.size() && std::isalnum(static_cast<unsigned char>(t[k])) &&
             k - at < 6)
        ++k;
      if (k == at || !std::isdigit(static_cast<unsigned char>(t[at])) ||
          (k < t.size() && (t[k] == '.' && k + 1 < t.size() &&
                            std::isdigit(static_cast<unsigned char>(t[k + 1])))))
        return 0;
      return k - at;
    };
    size_t j = SkipSpace(t, le);
    size_t n = read_number(j);
    if (n == 0) return std::nullopt;
    p.begin = lb;
    p.end = j + n;
    p.targets.push_back(Key(code, "ch." + std::string(t.substr(j, n))));
    static const RE2 kArticle(R"(^,?\s*[Aa]rticle\s+([IVXLC]+|\d+)\b)",
                              RE2::Quiet);
    static const RE2 kMoreChapters(R"(^(,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(\d+[A-Za-z]?)\b)",
                                   RE2::Quiet);
    std::string_view r = t.substr(p.end);
    re2::StringPiece more(r.data(), r.size());
    std::string art, sep, chap;
    if (!abbreviated && RE2::Consume(&more, kArticle, &art)) {
      p.targets.back() = Key(code, p.targets.back().path() + "/art." + art);
      p.end = t.size() - more.size();
    } else {
      while (RE2::Consume(&more, kMoreChapters, &sep, &chap)) {
        p.targets.push_back(Key(code, "ch." + chap));
        p.end = t.size() - more.size();
      }
    }
    size_t e = TailEnd(t, p.end, StatsTail());
    if (e != p.end) {
      for (Key& k : p.targets) k = Key("wis-stat", k.path());
      p.end = e;
    }
    return p;
  }
  if (lead.starts_with("section") || lead.starts_with("Section")) {
    // Ordinance sections "section 22-997(b)(1)b", "sections 22-973 and 22-974".
    static const RE2 kOrdSec(R"(^\s*(\d+-\d+(?:\.\d+)?))", RE2::Quiet);
    size_t j = le;
    std::string_view rest = t.substr(j);
    re2::StringPiece sp(rest.data(), rest.size());
    std::string num;
    if (!RE2::Consume(&sp, kOrdSec, &num)) return std::nullopt;
    p.begin = lb;
    size_t after = t.size() - sp.size();
    std::string levels;
    after = ReadPlainLevels(t, after, &levels);
    p.targets.push_back(Key(doc_code, num + levels));
    static const RE2 kMore(R"(^(?:,\s*|\s+and\s+|\s+or\s+|,\s+and\s+)(\d+-\d+(?:\.\d+)?))",
                           RE2::Quiet);
    while (true) {
      std::string_view r = t.substr(after);
      re2::StringPiece s2(r.data(), r.size());
      if (!RE2::Consume(&s2, kMore, &num)) break;
      after = t.size() - s2.size();
      levels.clear();
      after = ReadPlainLevels(t, after, &levels);
      p.targets.push_back(Key(doc_code, num + levels));
    }
    p.end = after;
    return p;
  }
  if (lead.starts_with("subsection") || lead.starts_with("Subsection")) {
    size_t j = SkipSpace(t, le);
    std::string levels;
    size_t after = ReadPlainLevels(t, j, &levels);
    if (levels.empty()) return std::nullopt;
    p.begin = lb;
    std::vector<std::string> all = {levels};
    while (true) {
      size_t k = after;
      if (k < t.size() && t[k] == ',') ++k;
      k = SkipSpace(t, k);
      if (StartsWithWord(t, k, "and")) k = SkipSpace(t, k + 3);
      else if (StartsWithWord(t, k, "or")) k = SkipSpace(t, k + 2);
      else if (k == after || k == after + 1) {}
      std::string more;
      size_t e = ReadPlainLevels(t, k, &more);
      if (more.empty() || k == after) break;
      all.push_back(more);
      after = e;
    }
    p.end = after;
    static const RE2 kOfThis(R"(^\s+of\s+this\s+section)", RE2::Quiet);
    std::string_view r = t.substr(after);
    re2::StringPiece s2(r.data(), r.size());
    if (RE2::Consume(&s2, kOfThis)) p.end = t.size() - s2.size();
    auto section = SourceSection(ctx);
    if (!section) {
      p.unresolved =
          "relative to a section the text does not name (the document has "
          "no section numbers)";
      return p;
    }
    for (const auto& l : all) p.targets.push_back(Key(doc_code, section->path() + l));
    return p;
  }
  return std::nullopt;
}

// Cue words right before a citation, kept as the edge's relation.
std::string RelationBefore(std::string_view t, size_t begin) {
  static constexpr std::string_view kCues[] = {
      "exempt under", "subject to",        "notwithstanding",
      "as defined in", "pursuant to",      "in accordance with",
      "as provided in", "as provided under", "described in",
      "described under", "specified in",   "specified under",
      "required under", "authorized under", "issued under",
      "except as provided in", "except as provided under",
      "defined in",    "under",             "in"};
  std::string_view before = t.substr(0, begin);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  for (std::string_view cue : kCues) {
    if (before.size() >= cue.size() &&
        before.substr(before.size() - cue.size()) == cue) {
      size_t s = before.size() - cue.size();
      if (s == 0 || !std::isalnum(static_cast<unsigned char>(before[s - 1])))
        return std::string(cue);
    }
  }
  return "";
}

}  // namespace

std::vector<Citation> FindCitations(const Corpus& corpus, int32_t provision) {
  const Provision& src = corpus.provisions[provision];
  const DocumentSpec& spec = corpus.documents[src.doc].spec;
  Context ctx{corpus, src, spec, src.key.Components()};
  std::vector<Citation> out;
  std::string_view t = src.text;

  // Iowa rules: "16.3(461A,462A)" within the agency's chapter.
  if (spec.code == "iowa-iac") {
    static const RE2 kRule(R"((\d+)\.(\d+)(?:\(([0-9A-Z]+(?:,\s*[0-9A-Z]+)*)\))?)",
                           RE2::Quiet);
    std::string agency = src.key.path().substr(0, src.key.path().find('-'));
    re2::StringPiece sp(t.data(), t.size());
    re2::StringPiece m[4];
    size_t pos = 0;
    while (pos < t.size() &&
           kRule.Match(sp, pos, t.size(), RE2::UNANCHORED, m, 4)) {
      size_t b = m[0].data() - t.data(), e = b + m[0].size();
      pos = e;
      if (b > 0 && (std::isalnum(static_cast<unsigned char>(t[b - 1])) ||
                    t[b - 1] == '.'))
        continue;
      std::string chapter(m[1].data(), m[1].size());
      std::string rule(m[2].data(), m[2].size());
      std::string paren(m[3].data(), m[3].size());
      bool implements = !paren.empty() &&
                        std::any_of(paren.begin(), paren.end(),
                                    [](char c) { return std::isupper(c); });
      bool subrule = !paren.empty() && !implements;
      if (paren.empty() && src.key.path().find("-" + chapter + ".") ==
                               std::string::npos)
        continue;  // a bare decimal outside the rule's chapter
      Citation c;
      c.doc = src.doc;
      c.source = provision;
      c.begin = static_cast<uint32_t>(b);
      c.end = static_cast<uint32_t>(e);
      c.line = src.LineAt(c.begin);
      c.text = std::string(t.substr(b, e - b));
      std::string path = agency + "-" + chapter + "." + rule;
      if (subrule) path += "(" + paren + ")";
      c.targets.push_back(Key("iowa-iac", path));
      c.relation = RelationBefore(t, b);
      out.push_back(c);
      if (implements) {
        Citation ch = c;
        size_t pb = m[3].data() - t.data();
        ch.begin = static_cast<uint32_t>(pb);
        ch.end = static_cast<uint32_t>(pb + m[3].size());
        ch.text = paren;
        ch.targets.clear();
        ch.relation = "implements";
        size_t s = 0;
        while (s < paren.size()) {
          size_t comma = paren.find(',', s);
          std::string item = std::string(
              Trim(std::string_view(paren).substr(s, comma - s)));
          ch.targets.push_back(Key("iowa-code", "ch." + item));
          if (comma == std::string::npos) break;
          s = comma + 1;
        }
        out.push_back(ch);
      }
    }
    return out;
  }

  const RE2& lead = LeadInPattern();
  re2::StringPiece m[2];
  size_t pos = 0;
  while (pos < t.size() &&
         lead.Match(re2::StringPiece(t.data(), t.size()), pos, t.size(),
                    RE2::UNANCHORED, m, 2)) {
    size_t lb = m[1].data() - t.data(), le = lb + m[1].size();
    // A bare agency reference "NR 115.05" is matched with its first digit.
    if (std::isdigit(static_cast<unsigned char>(t[le - 1]))) --le;
    std::optional<Parsed> p = ParseAt(ctx, t, lb, le);
    if (!p || (p->targets.empty() && p->unresolved.empty())) {
      pos = std::max(le, lb + 1);
      continue;
    }
    Citation c;
    c.doc = src.doc;
    c.source = provision;
    c.begin = static_cast<uint32_t>(p->begin);
    c.end = static_cast<uint32_t>(p->end);
    c.line = src.LineAt(c.begin);
    c.text = CollapseSpace(t.substr(p->begin, p->end - p->begin));
    c.targets = std::move(p->targets);
    c.self_reference = p->self;
    if (!p->unresolved.empty()) {
      c.status = CitationStatus::kUnresolved;
      c.reason = p->unresolved;
      c.targets.clear();
    }
    c.relation = RelationBefore(t, p->begin);
    out.push_back(std::move(c));
    pos = std::max<size_t>(p->end, lb + 1);
  }
  return out;
}

void ExtractCitations(Corpus* corpus, Reporter* reporter) {
  if (!LeadInPattern().ok()) {
    reporter->Error({"<citations>", 0, 0},
                    "citation pattern failed to compile: " +
                        LeadInPattern().error());
    return;
  }
  for (const Document& d : corpus->documents)
    for (int32_t id : d.provisions)
      for (Citation& c : FindCitations(*corpus, id))
        corpus->citations.push_back(std::move(c));
}

}  // namespace lexgraph
