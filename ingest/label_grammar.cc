// Label styles, label order and the open-label stack.
#include "ingest/label_grammar.h"

#include <algorithm>
#include <array>

namespace lexgraph {
namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }

int RomanValue(std::string_view s) {
  static constexpr std::array<std::string_view, 40> kRomans = {
      "i",      "ii",     "iii",   "iv",     "v",      "vi",    "vii",
      "viii",   "ix",     "x",     "xi",     "xii",    "xiii",  "xiv",
      "xv",     "xvi",    "xvii",  "xviii",  "xix",    "xx",    "xxi",
      "xxii",   "xxiii",  "xxiv",  "xxv",    "xxvi",   "xxvii", "xxviii",
      "xxix",   "xxx",    "xxxi",  "xxxii",  "xxxiii", "xxxiv", "xxxv",
      "xxxvi",  "xxxvii", "xxxviii", "xxxix", "xl"};
  for (size_t i = 0; i < kRomans.size(); ++i)
    if (kRomans[i] == s) return static_cast<int>(i + 1);
  return 0;
}

// Letter labels: "a" = 1, "am" = 1 with minor "m" (Wisconsin inserts), and
// "aa", "bbb" = 27, 54+26 (doubled letters after z).
void LetterOrdinal(std::string_view body, bool upper, LabelReading* r) {
  auto idx = [upper](char c) { return (upper ? c - 'A' : c - 'a') + 1; };
  bool same = true;
  for (char c : body) same &= c == body[0];
  if (same) {
    r->major = idx(body[0]) + 26 * static_cast<int>(body.size() - 1);
  } else {
    r->major = idx(body[0]);
    r->minor = std::string(body.substr(1));
  }
}

int Compare(const LabelReading& a, const LabelReading& b) {
  if (a.major != b.major) return a.major < b.major ? -1 : 1;
  if (a.minor != b.minor) return a.minor < b.minor ? -1 : 1;
  return 0;
}

// How `cur` follows `prev` at the same level.
LabelFit FollowFit(const LabelReading& prev, const LabelReading& cur) {
  if (Compare(cur, prev) <= 0) return LabelFit::kNone;
  if (cur.major == prev.major || cur.major == prev.major + 1)
    return LabelFit::kExpected;
  return LabelFit::kGap;
}

int Rank(LabelFit f) { return static_cast<int>(f); }

}  // namespace

const LabelStyle& WisconsinStyle() {
  static const LabelStyle s{"wisconsin",
                            {LabelKind::kParenNum, LabelKind::kParenLower,
                             LabelKind::kDotNum, LabelKind::kDotLower}};
  return s;
}
const LabelStyle& WashingtonStyle() {
  static const LabelStyle s{"washington",
                            {LabelKind::kParenNum, LabelKind::kParenLower,
                             LabelKind::kParenRoman, LabelKind::kParenUpper}};
  return s;
}
const LabelStyle& ConnecticutStyle() {
  static const LabelStyle s{"connecticut",
                            {LabelKind::kParenLower, LabelKind::kParenNum,
                             LabelKind::kParenUpper, LabelKind::kParenRoman}};
  return s;
}
const LabelStyle& PennsylvaniaStyle() {
  static const LabelStyle s{"pennsylvania",
                            {LabelKind::kParenLower, LabelKind::kParenNum,
                             LabelKind::kParenRoman, LabelKind::kParenUpper}};
  return s;
}
const LabelStyle& IowaStyle() {
  static const LabelStyle s{"iowa",
                            {LabelKind::kDotNum, LabelKind::kDotLower,
                             LabelKind::kParenNum, LabelKind::kParenLower},
                            /*parenthesize_dot_keys=*/true};
  return s;
}

const LabelStyle* StyleFor(std::string_view s) {
  if (s == "wisconsin" || s == "wis-stat") return &WisconsinStyle();
  if (s == "washington" || s == "wa-rcw") return &WashingtonStyle();
  if (s == "connecticut" || s == "ct-gs") return &ConnecticutStyle();
  if (s == "pennsylvania" || s == "pa-cs") return &PennsylvaniaStyle();
  if (s == "iowa" || s == "iowa-code") return &IowaStyle();
  return nullptr;
}

size_t ReadLabel(std::string_view t, std::vector<LabelReading>* out) {
  out->clear();
  if (t.empty()) return 0;
  if (t[0] == '(') {
    size_t close = t.find(')', 1);
    if (close == std::string_view::npos || close == 1 || close > 6) return 0;
    std::string_view body = t.substr(1, close - 1);
    // Pennsylvania's inserted levels, "(a.1)" after (a), "(1.1)" after (1):
    // the base's reading, the insert as its minor.
    std::string insert;
    if (size_t dot = body.find('.'); dot != std::string_view::npos) {
      std::string_view after = body.substr(dot + 1);
      if (dot == 0 || after.empty() || after.size() > 2 ||
          !std::all_of(after.begin(), after.end(), IsDigit))
        return 0;
      insert = std::string(body.substr(dot));
      body = body.substr(0, dot);
    }
    size_t d = 0;
    while (d < body.size() && IsDigit(body[d])) ++d;
    if (d > 0) {
      if (d > 3 || body[0] == '0') return 0;
      size_t l = d;
      while (l < body.size() && IsLower(body[l])) ++l;
      if (l != body.size() || l - d > 2) return 0;
      LabelReading r{LabelKind::kParenNum};
      r.major = std::stoi(std::string(body.substr(0, d)));
      r.minor = std::string(body.substr(d)) + insert;
      out->push_back(std::move(r));
      return close + 1;
    }
    bool lower = true, upper = true;
    for (char c : body) {
      lower &= IsLower(c);
      upper &= IsUpper(c);
    }
    // "(L)", "(Lm)": Wisconsin prints paragraph l as a capital, and the
    // paragraphs inserted after it so ("(k)", "(L)", "(Lm)", "(m)").
    bool capital_l = body[0] == 'L' && body.size() <= 2 && insert.empty() &&
                     (body.size() == 1 || IsLower(body[1]));
    if (!lower && !upper && !capital_l) return 0;
    if (body.size() > 4) return 0;
    if (lower || upper) {
      LabelReading r{lower ? LabelKind::kParenLower : LabelKind::kParenUpper};
      LetterOrdinal(body, upper, &r);
      r.minor += insert;
      out->push_back(r);
    }
    if (capital_l) {
      LabelReading r{LabelKind::kParenLower};
      r.major = 'l' - 'a' + 1;
      r.minor = std::string(body.substr(1));
      out->push_back(r);
    }
    if (lower && insert.empty()) {
      if (int v = RomanValue(body)) {
        LabelReading rr{LabelKind::kParenRoman};
        rr.major = v;
        out->push_back(rr);
      }
    }
    return close + 1;
  }
  if (IsDigit(t[0])) {
    if (t[0] == '0') return 0;
    size_t i = 0;
    while (i < t.size() && IsDigit(t[i])) ++i;
    if (i > 3) return 0;
    size_t j = i;
    while (j < t.size() && IsLower(t[j]) && j - i < 2) ++j;
    if (j >= t.size() || t[j] != '.') return 0;
    LabelReading r{LabelKind::kDotNum};
    r.major = std::stoi(std::string(t.substr(0, i)));
    r.minor = std::string(t.substr(i, j - i));
    out->push_back(std::move(r));
    return j + 1;
  }
  if (IsLower(t[0]) && t.size() >= 2 && t[1] == '.') {
    LabelReading r{LabelKind::kDotLower};
    r.major = t[0] - 'a' + 1;
    out->push_back(r);
    return 2;
  }
  return 0;
}

LabelDecision LabelStack::Fit(std::string_view label,
                              bool prefer_child) const {
  std::vector<LabelReading> readings;
  LabelDecision best;
  if (ReadLabel(label, &readings) != label.size()) return best;
  const auto& levels = style_->levels;
  for (const LabelReading& r : readings) {
    for (size_t lv = 0; lv < levels.size(); ++lv) {
      if (levels[lv] != r.kind) continue;
      int level = static_cast<int>(lv);
      LabelDecision d;
      d.level = level;
      d.reading = r;
      // An open label at this level: the new one is its sibling.
      size_t at = entries_.size();
      for (size_t k = 0; k < entries_.size(); ++k)
        if (entries_[k].level == level) at = k;
      if (at < entries_.size()) {
        d.keep = at;
        d.fit = FollowFit(entries_[at].reading, r);
      } else {
        size_t keep = 0;
        while (keep < entries_.size() && entries_[keep].level < level) ++keep;
        d.keep = keep;
        int above = keep == 0 ? -1 : entries_[keep - 1].level;
        bool first = r.major == 1;
        d.fit = first && above == level - 1 && keep == entries_.size()
                    ? LabelFit::kExpected
                    : LabelFit::kGap;
      }
      bool better = Rank(d.fit) > Rank(best.fit);
      if (!better && Rank(d.fit) == Rank(best.fit) && d.fit != LabelFit::kNone) {
        // "(iv)" after "(h)(1)(iii)": the numeral that follows an open
        // one, not a letter after (h) (a label of two letters or more),
        // whichever reading came first.
        bool several = label.size() > 3;
        auto open_numeral = [&](const LabelDecision& x) {
          return x.reading.kind == LabelKind::kParenRoman && x.keep < entries_.size() &&
                 entries_[x.keep].level == x.level;
        };
        if (several && open_numeral(d) && best.reading.kind == LabelKind::kParenLower)
          better = true;
        else if (!(several && open_numeral(best) && d.reading.kind == LabelKind::kParenLower))
          better = prefer_child ? d.keep > best.keep : d.keep < best.keep;
      }
      if (better) best = d;
    }
  }
  return best;
}

std::string LabelStack::Component(std::string_view label) const {
  if (style_->parenthesize_dot_keys && !label.empty() && label.back() == '.')
    return "(" + std::string(label.substr(0, label.size() - 1)) + ")";
  return std::string(label);
}

void LabelStack::Push(const LabelDecision& d, std::string_view label,
                      int32_t provision) {
  entries_.resize(d.keep, Entry{0, LabelReading{LabelKind::kParenNum}, "", 0});
  entries_.push_back({d.level, d.reading, Component(label), provision});
}

void LabelStack::Assign(const std::vector<std::string>& components,
                        const std::vector<int32_t>& provisions) {
  entries_.clear();
  std::vector<LabelReading> readings;
  int last = -1;
  for (size_t i = 0; i < components.size(); ++i) {
    const std::string& c = components[i];
    ReadLabel(c, &readings);
    bool placed = false;
    for (const LabelReading& r : readings) {
      for (size_t lv = 0; lv < style_->levels.size() && !placed; ++lv) {
        if (style_->levels[lv] != r.kind || static_cast<int>(lv) <= last)
          continue;
        entries_.push_back({static_cast<int>(lv), r, c, provisions[i]});
        last = static_cast<int>(lv);
        placed = true;
      }
      if (placed) break;
    }
    if (!placed) {
      entries_.clear();  // not this style's labels: start afresh
      return;
    }
  }
}

std::string LabelStack::Path(size_t count) const {
  std::string p;
  for (size_t i = 0; i < count && i < entries_.size(); ++i)
    p += entries_[i].component;
  return p;
}

bool IsLabelCitationLeadIn(std::string_view t) {
  static constexpr std::array<std::string_view, 64> kLeadIns = {
      "s.",          "ss.",         "sub.",        "subs.",
      "par.",        "pars.",       "subd.",       "subds.",
      "ch.",         "chs.",        "subch.",      "\xC2\xA7",
      "\xC2\xA7\xC2\xA7", "No.",    "and",         "or",
      "to",          "through",     "under",       "in",
      "of",          "Stat.",       "Stats.",      "Sec.",
      "section",     "sections",    "subsection",  "subsections",
      "paragraph",   "paragraphs",  "subparagraph", "subparagraphs",
      "subdivision", "subdivisions", "clause",     "clauses",
      "subclause",   "item",        "items",       "RCW",
      "article",     "Article",     "chapter",     "Chapter",
      "title",       "Title",       "Section",     "Subsection",
      "Paragraph",   "Subdivision", "subpart",     "part",
      "pursuant",    "and/or",
      // Pennsylvania's amendment notes: "added subsec. (i) and …".
      "subsec.",     "subsecs.",    "subpar.",     "subpars.",
      // Opening a sentence: "Under Pars. (2) (b) and (c)".
      "Sub.",        "Subs.",       "Par.",        "Pars.",
      "Subd.",       "Subds."};
  if (t.empty()) return false;
  if (t.back() == ',') return true;
  if (t.size() > 13) return false;  // longer than any lead-in
  for (std::string_view k : kLeadIns)
    if (t == k) return true;
  return false;
}

bool EndsClause(std::string_view t) {
  while (!t.empty()) {
    if (t.back() == '"' || t.back() == '\'') {
      t.remove_suffix(1);
    } else if (t.ends_with("\xE2\x80\x9D") || t.ends_with("\xE2\x80\x99")) {
      t.remove_suffix(3);  // ” ’
    } else {
      break;
    }
  }
  if (t.empty()) return false;
  // Pennsylvania's headings end in a period and two hyphens: "(d)
  // Authorized types of investments.-- (1) Authorized …".
  if (t.ends_with(".--")) return true;
  char c = t.back();
  return c == '.' || c == ':' || c == ';';
}

bool CitationContext::Continues(int level) const {
  return active_ && level > last_level_;
}

void CitationContext::Feed(std::string_view token) {
  if (IsLabelCitationLeadIn(token)) {
    active_ = true;
    last_level_ = -1;
    return;
  }
  if (!active_) return;
  // A section's number ("48.21", "30.206"), not a label "48." with more
  // glued on: read below.
  bool section_number = token.size() > 2 && IsDigit(token[0]) &&
                        [&] {
                          size_t k = 0;
                          while (k < token.size() && IsDigit(token[k])) ++k;
                          return k + 1 < token.size() && token[k] == '.' &&
                                 IsDigit(token[k + 1]);
                        }();
  // Labels glued or spaced after the lead-in: "(2)(b)", "(1g)", "7.".
  std::vector<LabelReading> readings;
  size_t i = 0;
  bool any = false;
  while (i < token.size() && !section_number) {
    size_t n = ReadLabel(token.substr(i), &readings);
    if (n == 0) break;
    int level = -1;
    for (const LabelReading& r : readings)
      for (size_t lv = 0; lv < style_->levels.size(); ++lv)
        if (style_->levels[lv] == r.kind && static_cast<int>(lv) > last_level_ &&
            (level < 0 || static_cast<int>(lv) < level))
          level = static_cast<int>(lv);
    if (level < 0) break;
    last_level_ = level;
    any = true;
    i += n;
  }
  if (any) {
    std::string_view rest = token.substr(i);
    if (rest.empty()) return;
    if (rest == ",") return;  // a list goes on
    active_ = false;  // "(1g)." "(a):" end the citation
    return;
  }
  // A section number: "30.206", "42a-9-109", "462A.2", "1.04.014".
  if (!token.empty() && IsDigit(token[0])) {
    size_t k = 0;
    while (k < token.size() &&
           (IsDigit(token[k]) || IsLower(token[k]) || IsUpper(token[k]) ||
            token[k] == '.' || token[k] == '-' || token[k] == ':'))
      ++k;
    std::string_view num = token.substr(0, k);
    if (num.back() == '.' || token.back() == ':' || token.back() == ';') {
      active_ = false;  // "s. 30.291." ends the sentence, "16.315:" the clause
      return;
    }
    if (k == token.size() || token.substr(k) == ",") {
      last_level_ = -1;
      return;
    }
    if (token[k] == '(') {
      // "30.206(3r)" glued: the labels after it belong to the citation.
      last_level_ = -1;
      Feed(token.substr(k));
      return;
    }
  }
  active_ = false;
}

}  // namespace lexgraph
