// References by a level's name: "paragraph (2) of this subsection",
// "subsection (a) of section 1-204.62", "subsections (b) and (c)", read
// against the provision they stand in.
#include "ingest/citation_parse.h"

#include <re2/re2.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>

#include "corpus/ascii.h"
#include "corpus/same_bytes.h"
#include "ingest/cite_grammar.h"
#include "ingest/re2_consume.h"
#include "ingest/text_util.h"

namespace lexgraph::cite {

using namespace std::string_view_literals;

namespace {

// Whether t[k] is a letter that goes on a list whose last item ends in a
// letter glued after its levels ("(f)(1)B, C, or D", "(1)a through h"):
// a later letter of its case, near it, standing alone.
bool NextLetterItem(std::string_view t, size_t k, const std::vector<std::string>& last) {
  if (last.size() < 2 || last.back().size() != 1 || !ascii::IsAlpha(static_cast<unsigned char>(last.back()[0])))
    return false;
  char c = t[k], l = last.back()[0];
  bool same_case = ascii::IsUpper(static_cast<unsigned char>(l)) ? ascii::IsUpper(static_cast<unsigned char>(c)) != 0
                                                                 : ascii::IsLower(static_cast<unsigned char>(c)) != 0;
  return same_case && c > l && c - l <= 12 &&
         (k + 1 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[k + 1])));
}

// A label with a period at t[i] ("a.", "12.") followed by a space or the
// end: its length with the period, or 0.
size_t PeriodLabel(std::string_view t, size_t i) {
  size_t j = i;
  bool lower = j < t.size() && ascii::IsLower(static_cast<unsigned char>(t[j]));
  while (j < t.size() && j - i < 2 &&
         (lower ? ascii::IsLower(static_cast<unsigned char>(t[j]))
                : ascii::IsDigit(static_cast<unsigned char>(t[j]))))
    ++j;
  if (j == i || j >= t.size() || t[j] != '.') return 0;
  if (j + 1 < t.size() && t[j + 1] != ' ' && t[j + 1] != ',') return 0;
  return j + 1 - i;
}

// In the RCW's reviser's notes ("*Reviser's note: RCW 52.12.031 was
// amended by 2019 c 402 s 1, changing subsection (3) to subsection (4).")
// a relative level is the noted section's, the first the note names
// ("RCW 10.32.010 was alphabetized pursuant to RCW 1.08.015(2)(k),
// changing subsection (2)(a) …" is 10.32.010's), or "".
std::string RevisersNoteSection(const Context& ctx, std::string_view t, size_t at) {
  if (!Is(ctx.spec.code, "wa-rcw"sv)) return "";
  size_t ls = t.rfind('\n', at);
  ls = ls == std::string_view::npos ? 0 : ls + 1;
  std::string_view line = t.substr(ls, at - ls);
  size_t note = line.find("Reviser's note:");
  if (note == std::string_view::npos || note > 2) return "";
  static const RE2 kRcw(R"(RCW\s+(\d+[A-Z]?\.\d+[A-Z]?\.\d+[A-Z]?)\b)", RE2::Quiet);
  re2::StringPiece sp(line.data(), line.size());
  std::string number;
  RE2::PartialMatch(sp, kRcw, &number);
  return number;
}

}  // namespace

bool InQuotedSessionLaw(const Context& ctx, std::string_view t, size_t at) {
  if (!Is(ctx.spec.code, "wa-rcw"sv)) return false;
  // The note's head before: "… 1989.] Effective date—1989 c 349: "",
  // in this paragraph or an earlier one of the quote ("(11) All
  // classified employees … under subsection (10) of this section").
  size_t ls = at > 8192 ? at - 8192 : 0;
  std::string_view before = t.substr(ls, at - ls);
  static const RE2 kHead(
      R"((?:^|[.\]]\s+|\n)\*?[A-Z][^:\n"]*\x{2014}\d{4}\b[^:\n"]*\bc\s+\d+\b[^:\n"]*:\s*")",
      RE2::Quiet);
  // (Cheap first: the last quote opened after a colon, and its head.)
  // (memrchr to each quote: a quote is rarer than the bytes a plain
  // rfind of ": \"" steps over, up to 8 KB for each citation.)
  size_t colon = std::string_view::npos;
  for (size_t n = before.size(); n > 2;) {
    const void* q = memrchr(before.data() + 2, '"', n - 2);
    if (q == nullptr) break;
    size_t at_quote = static_cast<const char*>(q) - before.data();
    if (before[at_quote - 2] == ':' && before[at_quote - 1] == ' ') {
      colon = at_quote - 2;
      break;
    }
    n = at_quote;
  }
  if (colon == std::string_view::npos) return false;
  size_t from = colon > 320 ? colon - 320 : 0;
  std::string_view zone = before.substr(from, colon + 3 - from);
  re2::StringPiece sp(zone.data(), zone.size());
  size_t open = std::string_view::npos;
  while (RE2::FindAndConsume(&sp, kHead)) open = from + zone.size() - sp.size();
  if (open == std::string_view::npos) return false;
  // The quote closes before the act's history bracket ("" [ 1989 c 349
  // s 4.]").
  static const RE2 kClose(R"("\s*\[)", RE2::Quiet);
  std::string_view inside = before.substr(open);
  return !RE2::PartialMatch(re2::StringPiece(inside.data(), inside.size()), kClose);
}

namespace {

// A bracket "[including Subsections (a) through (i)]" at t[lb] (after
// "[including ") glossing a row of a table of adopted statutes that opens
// with the section before its title ("23.33(3) Rules of operation …"):
// that section, with its levels, in *row.
bool RowStatuteBefore(std::string_view t, size_t lb, std::string* row) {
  std::string_view b = Before(t, lb, 160);
  static const RE2 kIncluding(R"(\[\s*[Ii]ncluding\s*$)", RE2::Quiet);
  if (!RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kIncluding)) return false;
  // ("Section 23.33(3), Rules of operation [including …": a comma.)
  static const RE2 kRow(R"((?:^|\s)(\d+\.\d+[a-z]?(?:\([0-9a-z]+\))*),?\s+[A-Z][a-z])", RE2::Quiet);
  re2::StringPiece sp(b.data(), b.size());
  std::string number;
  while (RE2::FindAndConsume(&sp, kRow, &number)) *row = number;
  return !row->empty();
}

// White space as the patterns' \s: [\t\n\f\r ].
bool IsPatternSpace(char c) {
  return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f';
}

// The end of a run of white space at r[i], at least one; 0 for none.
size_t PastSpaces(std::string_view r, size_t i) {
  size_t k = i;
  while (k < r.size() && IsPatternSpace(r[k])) ++k;
  return k > i ? k : 0;
}

// ",? \s+ of \s+" at the start of r: its length, or 0. (By hand, as the
// two tails below: they are read for most level references, and a call
// of RE2 costs more than the reading.)
size_t OfWordLength(std::string_view r) {
  size_t k = PastSpaces(r, !r.empty() && r[0] == ',' ? 1 : 0);
  if (k == 0 || !Is(r.substr(k, 2), "of"sv)) return 0;
  return PastSpaces(r, k + 2);
}

// ",? of (said |such )?(subsection|paragraph|subdivision|subparagraph|
// clause|division) " at the start of r, the level's word in either case
// but "clause": the length, or 0 ("subdivision (5) of subsection (h) of
// section 12-391").
size_t OfLevelLength(std::string_view r) {
  size_t k = OfWordLength(r);
  if (k == 0) return 0;
  auto level_word = [&](size_t at) -> size_t {
    static constexpr std::string_view kWords[] = {
        "Subsection", "subsection", "Paragraph", "paragraph", "Subdivision", "subdivision",
        "Subparagraph", "subparagraph", "clause", "Division", "division"};
    for (std::string_view w : kWords)
      if (r.substr(at).starts_with(w))
        if (size_t e = PastSpaces(r, at + w.size())) return e;
    return 0;
  };
  if (r.substr(k).starts_with("said"sv) || r.substr(k).starts_with("such"sv))
    if (size_t m = PastSpaces(r, k + 4))
      if (size_t e = level_word(m)) return e;
  return level_word(k);
}

// ",? of this (section|subsection|paragraph|subdivision|subparagraph|
// clause)" at the start of r: the length, the word in *which; or 0.
size_t OfThisLength(std::string_view r, std::string* which) {
  size_t k = OfWordLength(r);
  if (k == 0 || !r.substr(k).starts_with("this"sv)) return 0;
  size_t m = PastSpaces(r, k + 4);
  if (m == 0) return 0;
  for (std::string_view w :
       {"section"sv, "subsection"sv, "paragraph"sv, "subdivision"sv, "subparagraph"sv, "clause"sv}) {
    if (r.substr(m).starts_with(w)) {
      *which = std::string(w);
      return m + w.size();
    }
  }
  return 0;
}

// After a relative reference that ends at t[end], another joined to it by
// "and" that names its section ("… of subsection (b) and subsection (c)
// of Section 16-7-2"): that section's key path (levels named after it
// leave it unsaid), or empty.
std::string SharedSectionAfter(const Context& ctx, std::string_view t, size_t end) {
  if (!t.substr(end, 6).starts_with(" and ") && !t.substr(end, 6).starts_with(", and")) return {};
  static const RE2 kNext(
      R"(^,?\s+and\s+(?:[Ss]ub)?(?:[Ss]ection|[Pp]aragraph|[Ss]ubparagraph|[Ss]ubdivision|[Dd]ivision|[Cc]lause)s?\s+)"
      R"(\([0-9A-Za-z]{1,4}\)(?:\s*\([0-9A-Za-z]{1,4}\))*(?:(?:,\s*|\s+and\s+|\s+or\s+)\([0-9A-Za-z]{1,4}\)(?:\s*\([0-9A-Za-z]{1,4}\))*)*)"
      R"(\s+of\s+(?:[Ss]ection\s+|\x{00A7}\s*))",
      RE2::Quiet);
  std::string_view rest = t.substr(end, 160);
  re2::StringPiece sp(rest.data(), rest.size());
  if (!Consume(&sp, kNext)) return {};
  size_t at = PieceAt(t, sp);
  size_t n = ReadSectionNumberOf(ctx.spec.code, t, at);
  if (n == 0 || (at + n < t.size() && (t[at + n] == '(' || ascii::IsAlnum(static_cast<unsigned char>(t[at + n])))))
    return {};
  return TitlePrefix(ctx) + std::string(t.substr(at, n));
}

}  // namespace

std::optional<Parsed> ParseLevelReference(const Context& ctx,
                                          std::string_view t, size_t lb,
                                          size_t le) {
  // The lead word alone: some lead-ins take the label's first character
  // or all of it ("Subdivisions a. ").
  size_t w = lb;
  while (w < le && ascii::IsAlpha(static_cast<unsigned char>(t[w]))) ++w;
  std::string_view word = t.substr(lb, w - lb);
  bool clause_word = word.starts_with("clause"sv) || word.starts_with("Clause"sv) ||
                     word.starts_with("subclause"sv) || word.starts_with("Subclause"sv);
  size_t j = SkipSpace(t, w);
  // "subsection 21.01(9)(c)" in a municipal code: a section's subsection,
  // the section named.
  if (ctx.wisconsin && !Is(ctx.spec.code, "wis-stat"sv) &&
      !Is(ctx.spec.code, "wis-adm"sv) && ReadSectionNumber(t, j) > 0) {
    Parsed q = ParseWisList(ctx, t, j, ctx.spec.code, "", 1, true);
    if (q.targets.empty()) return std::nullopt;
    if (!TakeOwnCodeTail(t, ctx.spec.title, &q)) StatutesInOrdinance(ctx, &q);
    TakeStatsTail(t, &q);
    q.begin = lb;
    return q;
  }
  // "Subsection 98-206(10)": a section of a municipal code numbered with
  // a dash, named with its level.
  if (ctx.ordinance() &&
      ReadSectionNumberOf(ctx.spec.code, t, j) > 0) {
    Parsed q = ParsePlainList(ctx, t, j, ctx.spec.code, "");
    if (!q.targets.empty()) {
      TakeOwnCodeTail(t, ctx.spec.title, &q);
      q.begin = lb;
      return q;
    }
  }
  // "subsection 2502(1)" in Pennsylvania's text: a section of the title,
  // its paragraph named.
  if (Is(ctx.spec.code, "pa-cs"sv)) {
    size_t n = ReadSectionNumberOf("pa-cs", t, j);
    if (n >= 3 && j + n < t.size() && t[j + n] == '(') {
      Parsed q = ParsePlainList(ctx, t, j, "pa-cs", TitlePrefix(ctx));
      if (!q.targets.empty()) {
        q.begin = lb;
        return q;
      }
    }
  }
  std::vector<std::vector<std::string>> items(1);
  std::vector<bool> range_before(1, false);
  size_t end = j;
  // ("division 1. or 2. of this section", "paragraph b. of this
  // section": a municipal code's words for them.)
  bool subdivision_word = t.substr(lb).starts_with("Subdivision"sv) ||
                          t.substr(lb).starts_with("subdivision"sv) ||
                          (ctx.ordinance() && (t.substr(lb).starts_with("division"sv) ||
                                               t.substr(lb).starts_with("Division"sv) ||
                                               t.substr(lb).starts_with("paragraph"sv) ||
                                               t.substr(lb).starts_with("Paragraph"sv)));
  if (size_t n = subdivision_word ? PeriodLabel(t, j) : 0) {
    // "Subdivisions a. through s. of Paragraph (4)": a code's labels with
    // a period, as its amending ordinances name them.
    items[0].emplace_back(t.substr(j, n - 1));
    end = j + n;
    while (true) {
      bool range = false;
      size_t k = ReadSeparator(t, end, &range);
      size_t m = k == end ? 0 : PeriodLabel(t, k);
      if (m == 0) break;
      items.push_back({std::string(t.substr(k, m - 1))});
      range_before.push_back(range);
      end = k + m;
    }
    if (!NextIsOf(t, end)) return std::nullopt;  // only with the levels above
  } else {
    end = ReadLevelGroups(t, j, &items[0]);
    if (items[0].empty() || LabelStyle(items[0][0]) < 0) return std::nullopt;
  }
  while (!items[0].empty() && items[0][0].front() == '(') {
    bool range = false;
    // Connecticut's "subdivisions (2) to (6), inclusive, (9) and (14) of
    // section 38a-988", "subsections (a) to (c), inclusive, of section …":
    // the list, and its "of", go on after a range's "inclusive".
    if (Is(t.substr(end, 11), ", inclusive"sv)) {
      size_t m = end + 11;
      if (NextIsOf(t, m)) {
        end = m;
        break;
      }
      size_t k2 = ReadSeparator(t, m, &range);
      if (k2 == m || k2 >= t.size() || t[k2] != '(') break;
      end = m;
    }
    // ("paragraph (a)(10)A. or\n(a)(10)B. hereof": the next item after a
    // capital's full stop; after a small letter's, "subsection (3)a.—c.".)
    if (end + 1 < t.size() && t[end] == '.' && ascii::IsAlpha(static_cast<unsigned char>(t[end - 1])) &&
        !items.back().empty() && items.back().back() == t.substr(end - 1, 1)) {
      bool r = false;
      size_t k2 = ReadSeparator(t, end + 1, &r);
      if (k2 > end + 1 && k2 < t.size() && (t[k2] == '(' || NextLetterItem(t, k2, items.back()))) ++end;
    }
    size_t k = ReadSeparator(t, end, &range);
    // ("subsection (b) or subsection (c) [repealed] of § 1-204.83",
    // "subsection (a)(4)(A), or subsection (e), of § 1-204.90": the word
    // again before the next item, the tail after it both items'; not
    // after "to", Washington's notes' "redesignated subsection (3) to
    // subsection (4)".)
    if (k > end && !range && !word.empty() && t.substr(k, word.size()) == word) {
      size_t m = SkipSpace(t, k + word.size());
      if (m < t.size() && t[m] == '(') k = m;
    }
    // "subsections (b)(4)-(6) of this section": a hyphen glued between
    // two levels.
    if (k == end && GluedLevelRange(t, end, &k)) range = true;
    // ("subsection (f)(1)B., C., or D. of this section": capitals after
    // the levels, each replacing the last.)
    if (k > end && k < t.size() && NextLetterItem(t, k, items.back())) {
      std::vector<std::string> item = items.back();
      item.back() = std::string(1, t[k]);
      items.push_back(std::move(item));
      range_before.push_back(range);
      end = k + 1;
      continue;
    }
    if (k == end || k >= t.size() || t[k] != '(') break;
    std::vector<std::string> g;
    size_t e = ReadLevelGroups(t, k, &g);
    if (g.empty()) break;
    // "(3)(c) and (d)": the item replaces the previous one from the level
    // of its first group on.
    const std::vector<std::string>& prev = items.back();
    size_t at = ItemPosition(prev, g);
    if (at == prev.size()) break;
    std::vector<std::string> item(prev.begin(), prev.begin() + at);
    item.insert(item.end(), g.begin(), g.end());
    items.push_back(item);
    range_before.push_back(range);
    end = e;
  }
  // ("items (i-xi) in Section 4.4-1(4)": a range of the items in one pair
  // of parentheses, in an ordinance, each item.)
  if (items.size() == 1 && items[0].size() == 1 && ctx.ordinance())
    if (std::vector<std::string> range = LevelRangeItems(items[0][0]); !range.empty()) {
      items.clear();
      for (const std::string& r : range) items.push_back({"(" + r + ")"});
      range_before.assign(items.size(), false);
    }
  // "subdivision (5) of subsection (h) of section 12-391": the outer levels
  // go before each item.
  // "Paragraph (4) of Subsection (c) [Maps.] of Section 13-1-20": an
  // amending ordinance names each level's heading in brackets (see
  // OfLevelLength).
  // (Not an editor's correction that names another provision: "subsection
  // (h) [subsection (f)] of this section" cites both, and "subsection (a)
  // [(1)]" is left as it was.)
  auto heading_then_of = [&](size_t e) {
    size_t h = SkipEditorialBrackets(t, e);
    if (h == e || !NextIsOf(t, h)) return e;
    std::string_view in = t.substr(e, h - e);
    return in.find("[(") == std::string_view::npos &&
           in.find("ection") == std::string_view::npos &&
                   in.find("aragraph") == std::string_view::npos &&
                   in.find("\xC2\xA7") == std::string_view::npos
               ? h
               : e;
  };
  end = heading_then_of(end);
  // ("subsections (1) through (3) of this definition": a definition's
  // items, which no key names; the citation is of the section that holds
  // it, the source's own, as "Subsections E to G of the definition of
  // "fireworks" in § 217-2" is of 217-2.)
  // (In an ordinance; a statute's definitions are levels the tree holds,
  // "subparagraphs (A) through (E) of this definition" in the D.C. Code.)
  if (ctx.ordinance() && t.substr(end).starts_with(" of this definition"sv)) {
    Parsed q;
    q.begin = lb;
    q.end = end + 19;
    if (const std::optional<Key>& own = SourceSection(ctx)) {
      q.targets.push_back(*own);
      q.self = true;
    } else {
      q.unresolved = kNoSectionNamed;
    }
    return q;
  }
  // "Subsections (1)(e) through (g) [of § 167.10, Wis. Stats.] of the
  // definition": the editors' bracket names the section the levels are
  // of; read as its "of" (below), its closing bracket taken at the end.
  bool bracketed = false;
  if (size_t b = SkipSpace(t, end); b > end && t.substr(b).starts_with("[of "sv)) {
    bracketed = true;
    end = b;
  }
  while (NextIsOf(t, end)) {
    std::string_view r = t.substr(end, kWindow);
    size_t n = OfLevelLength(r);
    if (n == 0) break;
    std::vector<std::string> outer;
    size_t e = ReadLevelGroups(t, end + n, &outer);
    if (outer.empty()) break;
    for (auto& item : items) item.insert(item.begin(), outer.begin(), outer.end());
    end = heading_then_of(e);
  }
  Parsed p;
  p.begin = lb;
  p.end = end;
  std::string code_override;  // another body's section named after "of"
  const std::string& code = ctx.spec.code;
  // What the groups are relative to.
  // ("Subdivision (19) of C.G.S. § 12-81": Connecticut's statutes, named;
  // "Subsection (1) of Wis. Stat. § 168.23", Wisconsin's.)
  // ("of said section 12-81": the one named before, by its number; the
  // digit taken to tell it from "of said section", read below. So "of
  // subsection 1005.4(c)", a section's subsection by its whole number.)
  static const RE2 kOfSection(
      R"(^,?(?:\s+|\s*\[)(?:of|in)\s+(?:(?:said|this)\s+(?:[Ss]ection\s+|§\s*)\d|[Ss]ubsection\s+\d|(C\.\s?G\.\s?S\.\s+)?(?:[Ss]ection\s+|§\s*|s\.\s*\d)|Wis(?:consin|\.)\s+Stats?\.\s*§\s*\d))",
                              RE2::Quiet);
  // (Or Illinois's compiled statutes by their chapter's number, "subsection
  // (3) of 625 ILCS 5/18a-200".)
  static const RE2 kOfOther(
      R"(^,?\s+of\s+(?:the\s+|that\s+|such\s+|said\s+|an?\s+)?(?:[A-Z]|section\s+\d+\s+of|title\s+\d|Public|Pub\.|\d{1,3}\s+ILCS\b))",
      RE2::Quiet);
  static const RE2 kOfUsc(
      R"(^,?\s+of\s+(\d+)\s+(U\.?\s?S\.?\s?C\.?(?:A\.)?|C\.?\s?F\.?\s?R\.?)\s*(?:§§?\s*|[Ss]ections?\s+)?)",
      RE2::Quiet);
  std::string_view rest = t.substr(end, kWindow);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string which;
  std::string base;
  // ("Subsection B in § 165-40 of this Article": "in" a section named by
  // its number, as "of" it.)
  static const RE2 kInSection(R"(^\s+in\s+(?:\x{00A7}\s*|[Ss]ection\s+)\d)", RE2::Quiet);
  bool of = NextIsOf(t, end) || bracketed ||
            (rest.starts_with(" in ") && RE2::PartialMatch(sp, kInSection));
  bool of_section = false;
  // ("subsections (d)(1) through (d)(6) of this section 30-406": the
  // section named by its number after "this", as "of section 30-406".)
  // (Read without RE2: this runs for every "of this section".)
  bool this_numbered = false;
  if (of) {
    for (std::string_view words : {" of this section "sv, " of this Section "sv, ", of this section "sv}) {
      if (!rest.starts_with(words)) continue;
      size_t at = end + words.size();
      this_numbered = at < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[at])) &&
                      ReadSectionNumberOf(code, t, at) > 0;
      break;
    }
  }
  if (size_t n = of && !this_numbered ? OfThisLength(rest, &which) : 0; n > 0) {
    p.end = end + n;
    auto src = LevelsBelowSection(ctx);
    if (!src) {
      p.unresolved = kNoSectionNamed;
      return p;
    }
    size_t depth = Is(which, "section"sv)                                ? 0
                   : Is(which, "subsection"sv)                           ? 1
                   : Is(which, "paragraph"sv) || Is(which, "subdivision"sv) ? 2
                   : Is(which, "subparagraph"sv)                         ? 3
                                                                     : 4;
    if (depth > src->groups.size()) {
      // ("subparagraphs (B)(i) to (B)(iv) of this subdivision" in
      // 10-262f(20), a section whose top level is subdivisions: the level
      // of the style the name gives, where the source stands in one.)
      size_t found = 0;
      for (int style = 0; style < 5 && !found; ++style) {
        if (StyleDepth(code, style) != static_cast<int>(depth)) continue;
        for (size_t d = src->groups.size(); d-- > 0;)
          if (LabelStyle(src->groups[d]) == style) {
            found = d + 1;
            break;
          }
      }
      // (Not a level of the found one's own style below it: "paragraph
      // (A) of this subparagraph" in (9)(C) names no (9)(C)(A).)
      if (found > 0 && LabelStyle(items[0][0]) == LabelStyle(src->groups[found - 1])) found = 0;
      if (found == 0 || found >= depth) {
        p.unresolved = "\"this " + which + "\" is deeper than the provision " +
                       "the reference stands in";
        return p;
      }
      base = src->section + Join(src->groups, found);
    }
    if (base.empty()) {
      // The named provision is the one right above the level of the first
      // group: "subparagraph (A) of this paragraph" in 47-895.21(4)(B)(i) is
      // (4)(A), for that section's top level is paragraphs. Counting levels
      // by name is the fallback, when no level above has that style.
      // A level named twice ("subsection (a) of this subsection") or named
      // where the section has none ("paragraph (2) of this subsection" in a
      // section of paragraphs) reads as the section's own level.
      if (!Is(which, "section"sv) && clause_word) {
        // A clause's level is where the name puts it, give or take the one
        // level that the section's top may lack: "subclause (I) of this
        // clause" in (e)(2)(B)(ii) is (e)(2)(B)(ii)(I), not a letter beside (B).
        for (size_t d = src->groups.size(); d-- > 0 && d + 1 >= depth;) {
          if (ClauseLevelOf(src->groups[d], items[0][0])) {
            depth = d;
            break;
          }
        }
      } else if (!Is(which, "section"sv)) {
        int style = LabelStyle(items[0][0]);
        for (size_t d = src->groups.size(); d-- > 0;) {
          if (LabelStyle(src->groups[d]) == style) {
            depth = d;
            break;
          }
        }
      }
      base = src->section + Join(src->groups, depth);
    }
    if (Is(which, "section"sv) && !src->groups.empty() &&
        LabelStyle(src->groups[0]) != LabelStyle(items[0][0])) {
      // "subsection (3)a of this section" where the section's top level is
      // lettered: the level of that style the source stands under, when
      // the corpus has the provision there and not at the top; or the
      // source's own items ("Permits shall contain subsections (1) through
      // (5) of this section" in (d), over its items (1) to (14)).
      // (Where the excerpt stops before the items cited, "subsections (6)
      // through (14)" in (d), whose items the page cuts at (5): the level
      // whose items are of that style, where the section's are not.)
      int style = LabelStyle(items[0][0]);
      auto has_items_of_style = [&](const std::string& path) {
        int32_t id = ctx.corpus.Find(Key(code, path));
        if (id == kNoProvision) return false;
        for (int32_t c : ctx.corpus.provisions[id].children)
          if (LabelStyle(ctx.corpus.provisions[c].key.Components().back()) == style) return true;
        return false;
      };
      for (size_t d = 1; d <= src->groups.size(); ++d) {
        if (d < src->groups.size() && LabelStyle(src->groups[d]) != style) continue;
        std::string b = src->section + Join(src->groups, d);
        std::string item = Join(items[0], items[0].size());
        if (ctx.corpus.Find(Key(code, base + item)) == kNoProvision &&
            (ctx.corpus.Find(Key(code, b + item)) != kNoProvision ||
             (has_items_of_style(b) && !has_items_of_style(base))))
          base = b;
        break;
      }
    }
  } else if (std::string named; of && Consume(&sp, kOfSection, &named)) {
    of_section = true;
    if (!named.empty() && ctx.other_state_ordinance && Is(ctx.spec.jurisdiction, "Connecticut"sv))
      code_override = "ct-gs";
    size_t at = PieceAt(t, sp);
    if (ascii::IsDigit(static_cast<unsigned char>(t[at - 1]))) --at;  // "said section 1…"
    size_t n = ReadSectionNumberOf(code, t, at);
    // "of section 5 of the Act", "of § 301 of Reorganization Plan No. 3"
    if (n == 0) return std::nullopt;
    // "subparagraphs (A) and (B) of § 1-732(b)(2)": the section's own
    // levels go before each item.
    std::vector<std::string> outer;
    size_t e = ReadLevelGroups(t, at + n, &outer);
    // ("Paragraph (a) of section 6.26 (3), Stats.": Wisconsin's levels
    // spaced from the number.)
    if (outer.empty() && ctx.wisconsin && at + n + 1 < t.size() && t[at + n] == ' ' && t[at + n + 1] == '(')
      if (size_t spaced = ReadLevelGroups(t, at + n + 1, &outer); !outer.empty()) e = spaced;
    std::string prefix = TitlePrefix(ctx);
    std::string number(t.substr(at, n));
    if (NextIsOf(t, e)) {
      // "subsection (b) of section 4311 of title 38", "paragraph (2) of
      // section 3304(a) of title 41, United States Code", "subsection (b)
      // of section 501 of the Internal Revenue Code": another title's.
      static const RE2 kOfUsTitle(
          R"(^,?\s+of\s+[Tt]itle\s+(\d+)(,?\s+(?:of\s+the\s+)?United\s+States\s+Code)?)",
          RE2::Quiet);
      std::string_view r2 = t.substr(e, kWindow);
      re2::StringPiece tail(r2.data(), r2.size());
      std::string title, usc_words;
      if (Consume(&tail, kOfUsTitle, &title, &usc_words) &&
          (Is(code, "usc"sv) || !usc_words.empty()) &&
          ReadSectionNumberOf("usc", number, 0) == number.size()) {
        code_override = "usc";
        prefix = title + "/";
        e = PieceAt(t, tail);
      } else if (tail = re2::StringPiece(r2.data(), r2.size());
                 ConsumeRevenueCode(ctx, &tail) &&
                 ReadSectionNumberOf("usc", number, 0) == number.size()) {
        code_override = "usc";
        prefix = "26/";
        e = PieceAt(t, tail);
      } else if (Is(code, "usc"sv)) {
        // "subsection (a) of section 1902 of the Social Security Act": a
        // section of another act, not this title's.
        tail = re2::StringPiece(r2.data(), r2.size());
        if (Consume(&tail, kOfOther)) return std::nullopt;
      }
    }
    // "of Section 13-1-20 [General Zoning Requirements.] of Article B
    // [General Provisions] of Chapter 1 [Zoning Code] of Title 13": the
    // containers an amending ordinance names after a section are part of
    // the citation.
    if (size_t h = heading_then_of(e); h != e) {
      static const RE2 kContainer(
          R"(^,?\s+of\s+(?:Article|Chapter|Title|Subchapter|Part|Division)\s+[0-9A-Z][0-9A-Za-z.-]*)",
          RE2::Quiet);
      e = h;
      while (true) {
        std::string_view r2 = t.substr(e);
        re2::StringPiece c(r2.data(), r2.size());
        if (!Consume(&c, kContainer)) break;
        e = SkipEditorialBrackets(t, t.size() - c.size());
      }
    }
    base = prefix + number + Join(outer, outer.size());
    p.end = e;
  } else if (std::string usc_title, usc_or_cfr; of && Consume(&sp, kOfUsc, &usc_title, &usc_or_cfr)) {
    // "Subsections (b), (c) and (d) of 42 USC 1396r", "subdivision (7) of
    // subsection (a) of 11 USC Section 507", "subsections (g) and (i) of
    // 12 CFR 1024.17": the U.S. Code's or the CFR's section, its levels.
    std::string body = usc_or_cfr[0] == 'U' ? "usc" : "cfr";
    size_t at = PieceAt(t, sp);
    size_t n = ReadSectionNumberOf(body, t, at);
    if (n == 0) return std::nullopt;
    std::vector<std::string> outer;
    size_t e = ReadLevelGroups(t, at + n, &outer);
    code_override = body;
    base = usc_title + "/" + std::string(t.substr(at, n)) + Join(outer, outer.size());
    p.end = e;
  } else if (of && Consume(&sp, kOfOther)) {
    return std::nullopt;  // a provision of another act: not this code's
  } else if (std::string noted = RevisersNoteSection(ctx, t, lb); !noted.empty()) {
    base = noted;
  } else {
    auto src = LevelsBelowSection(ctx);
    std::string row;
    if (!src && ctx.wisconsin_ordinance && RowStatuteBefore(t, lb, &row)) {
      // "23.33(3) Rules of operation [including Subsections (a) through
      // (i)]": a table of adopted statutes glosses its row's section.
      base = row;
      code_override = "wis-stat";
    } else if (std::string shared = src ? std::string() : SharedSectionAfter(ctx, t, end); !shared.empty()) {
      // "Subparagraphs (5) and (8) of subsection (b) and subsection (c)
      // of Section 16-7-2": the section the next reference names is this
      // one's too.
      base = shared;
    } else if (!src) {
      p.unresolved = kNoSectionNamed;
      return p;
    } else {
      base = RelativeBase(ctx, *src, items[0][0], clause_word);
      // Where the code nests its levels otherwise ("division (1) below" in
      // (B) of a code whose (A) holds (1)), the nearest level of the source
      // that holds the cited provision. (By the tree, not by keys: this
      // runs for every relative reference.)
      NearestHolder(ctx, src->section, items[0], &base);
    }
  }
  for (size_t i = 0; i < items.size(); ++i) {
    if (range_before[i] && i > 0 &&
        items[i].size() == items[i - 1].size()) {
      // "(2) through (5)": the siblings between, as the corpus has them.
      std::string prefix =
          base + Join(items[i - 1], items[i - 1].size() - 1);
      auto members = ExpandRange(ctx, code, prefix, items[i - 1].back(),
                                 items[i].back());
      p.targets.pop_back();
      for (const auto& m : members)
        p.targets.emplace_back(code_override.empty() ? code : code_override, prefix + m);
      continue;
    }
    p.targets.emplace_back(code_override.empty() ? code : code_override,
                            base + Join(items[i], items[i].size()));
    if (code_override.empty() && ctx.ordinance())
      AsLabelled(ctx, &p.targets.back());
  }
  // "subsection (2) of Section 59.69, Wis. Stats." in an ordinance.
  if (of_section && code_override.empty() && ctx.wisconsin) {
    StatutesInOrdinance(ctx, &p);
    TakeStatsTail(t, &p);
  }
  if (bracketed && of_section && p.end < t.size() && t[p.end] == ']') ++p.end;
  return p;
}

}  // namespace lexgraph::cite
