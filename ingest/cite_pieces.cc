// The small pieces of the citation grammar: section numbers, agencies,
// the tails that name a body of law (", Stats.", ", Wis. Adm. Code"),
// the Internal Revenue Code named around a number, and the members of a
// range of labels.
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
#include "ingest/wis_label.h"

namespace lexgraph::cite {

using namespace std::string_view_literals;

bool IsWisconsin(const DocumentSpec& spec) {
  std::string_view code = spec.code;  // compares by size first
  return Is(code, "wis-stat"sv) || Is(code, "wis-adm"sv) ||
         Is(std::string_view(spec.jurisdiction), "Wisconsin"sv);
}

// Whether a document is a Wisconsin municipal code: not the statutes nor
// the Administrative Code, but of Wisconsin.
bool IsWisconsinOrdinance(const DocumentSpec& spec) {
  return !Is(spec.code, "wis-stat"sv) && !Is(spec.code, "wis-adm"sv) && IsWisconsin(spec);
}

// Whether a document is a municipal code of a state other than
// Wisconsin ("Code of Iowa, Sec. 414.1", "WAC 173-26-221", "SMC 23.60A.150").
// (A manifest may leave the kind out: a municipal code's readers say it.)
bool IsOtherStateOrdinance(const DocumentSpec& spec) {
  return !IsWisconsin(spec) &&
         (Is(spec.kind, "ordinance"sv) ||
          (spec.kind.empty() &&
           (Is(spec.format, "paragraph-text"sv) || Is(spec.format, "ordinance-history-text"sv))));
}

// A Wisconsin section number at t[i]: "30.12", "59.692", "281.31" (no
// chapter 0: "0.375 percent" is no section).
size_t ReadSectionNumber(std::string_view t, size_t i) {
  if (i < t.size() && t[i] == '0') return 0;
  size_t j = i;
  while (j < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[j]))) ++j;
  if (j == i || j - i > 4) return 0;
  while (j < t.size() && ascii::IsLower(static_cast<unsigned char>(t[j])) &&
         j - i < 6)
    ++j;
  if (j >= t.size() || t[j] != '.') return 0;
  size_t k = ++j;
  while (j < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[j]))) ++j;
  if (j == k) return 0;
  // One letter may end it ("17.02a" of an ordinance); more are the next
  // word where the text lost its spaces ("s.46.90or55.043the").
  if (j + 1 < t.size() && ascii::IsLower(static_cast<unsigned char>(t[j])) &&
      !ascii::IsAlnum(static_cast<unsigned char>(t[j + 1])))
    ++j;
  return j - i;
}

size_t ChapterSuffix(std::string_view t, size_t k, bool small) {
  // Nor the capital of a glued word: "chapter 642Section amended" (an
  // Iowa Code page's footer run into the note before it).
  std::string_view glued = t.substr(k, 8);
  if (glued.starts_with("Section"sv) || glued.starts_with("Referred"sv)) return 0;
  size_t e = k;
  while (e < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[e])) && e - k < 4)
    ++e;
  // ("CHAPTER 1CODE OF ORDINANCES": a heading's word glued on, three
  // capitals or more; the codes' letters are one or two, "462A", "84AA".)
  if (e - k > 2) return 0;
  if (e > k) return e - k;
  if (!small) return 0;
  while (e < t.size() && ascii::IsLower(static_cast<unsigned char>(t[e]))) ++e;
  std::string_view run = t.substr(k, e - k);
  bool repeated = !run.empty() && run.size() <= 3 &&
                  run.find_first_not_of(run[0]) == std::string_view::npos;
  if (!repeated || (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))))
    return 0;
  return e - k;
}

// Upper-cases an agency prefix as keys spell it ("Comm" -> "COMM").
void ToUpper(std::string* s) {
  for (char& c : *s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
}

void ToLower(std::string* s) {
  for (char& c : *s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

size_t ReadAgency(std::string_view t, size_t i, std::string* agency) {
  size_t j = i;
  if (j >= t.size() || !ascii::IsUpper(static_cast<unsigned char>(t[j]))) return 0;
  ++j;
  while (j < t.size() && ascii::IsAlpha(static_cast<unsigned char>(t[j])) && j - i < 5)
    ++j;
  // (One letter: the Board of Nursing's "N", "s. N 8.02 (1)".)
  bool nursing = j - i == 1 && t[i] == 'N';
  bool prefix_ok = (j - i >= 2 || nursing) && IsAgencyPrefix(t.substr(i, j - i));
  // ("s. A-E 5.04 (1)", "ch. DFI-Sec 1": a hyphened prefix.)
  if (size_t k = HyphenedAgencyEnd(t, j); k > j && k < t.size() && t[k] == ' ') {
    j = k;
    prefix_ok = true;
  }
  if (!prefix_ok) return 0;
  // ("s. Opt. 1.02 (5)": a stray period after the prefix.)
  size_t letters = j;
  if (j + 1 < t.size() && t[j] == '.' && t[j + 1] == ' ') ++j;
  size_t k = SkipSpace(t, j);
  if (k >= t.size() || !ascii::IsDigit(static_cast<unsigned char>(t[k]))) return 0;
  *agency = AgencyKeyPrefix(t.substr(i, letters - i));
  return k - i;
}

size_t IntroMark(std::string_view s) {
  // (A budget act's "20.005 (3) (schedule)", the appropriations' table of
  // the subsection: a part of it named by a word, as its intro is.)
  if (s.starts_with("(schedule)"sv)) return 10;
  // (An order's "(5) (c) (Intro)" in capitals too.)
  if (!s.starts_with("(intro"sv) && !s.starts_with("(Intro"sv)) return 0;
  size_t k = 6;
  while (k < s.size() && s[k] == ' ') ++k;
  if (k < s.size() && s[k] == '.') ++k;
  while (k < s.size() && s[k] == ' ') ++k;
  return k < s.size() && s[k] == ')' ? k + 1 : 0;
}

bool TitleMark(std::string_view s) { return Is(s.substr(0, 7), "(title)"sv) || Is(s.substr(0, 7), "(Title)"sv); }

size_t NoteMark(std::string_view s) {
  // (An order's "55.02(8)(note)" in small letters too; the Department of
  // Revenue's rules' examples so, "11.56 (9) (b) (Example 1) to (Example
  // 4)", "2.30 (2) (Example)".)
  size_t k = 0;
  // (And a provision's chart, table or figure: "11.17 (3) (Chart)".)
  // ("(2) (a) (Notes) [1] and [2]": its notes, in brackets after.)
  for (std::string_view w : {"(Note"sv, "(note"sv, "(Example"sv, "(Chart"sv, "(Table"sv, "(Figure"sv, "(Notes"sv})
    if (s.starts_with(w)) k = w.size();
  if (k == 0) return 0;
  const size_t word = k;
  if (k < s.size() && s[k] == ' ') ++k;
  size_t d = k;
  while (k < s.size() && ascii::IsDigit(static_cast<unsigned char>(s[k]))) ++k;
  // ("(Note 1 and 2)", "(Note 1, 2)": more of the provision's notes.)
  while (k > d) {
    size_t m = k;
    if (s.substr(m).starts_with(" and "sv)) m += 5;
    else if (s.substr(m).starts_with(", "sv)) m += 2;
    else break;
    size_t e = m;
    while (e < s.size() && ascii::IsDigit(static_cast<unsigned char>(s[e]))) ++e;
    if (e == m) break;
    k = e;
  }
  if (k >= s.size() || s[k] != ')' || (k != word && k <= d)) return 0;
  // ("(Example 1) to (Example 4)": the ones between.)
  if (s.substr(k + 1).starts_with(" to "sv))
    if (size_t more = NoteMark(s.substr(k + 5)); more > 0) return k + 5 + more;
  // ("320.09 (1) (Note) [1] and (9) (c) (Note)": which of its notes, in
  // brackets; "(Notes) [1] and [2]", "(Note) [2] and [3]", more than one.)
  auto bracket = [&](size_t at) -> size_t {  // past "[N]" at s[at], or at
    size_t e = at + 1;
    while (e < s.size() && e - at - 1 < 2 && ascii::IsDigit(static_cast<unsigned char>(s[e]))) ++e;
    return at < s.size() && s[at] == '[' && e > at + 1 && e < s.size() && s[e] == ']' ? e + 1 : at;
  };
  size_t end = k + 1;
  if (end + 1 < s.size() && s[end] == ' ')
    if (size_t b = bracket(end + 1); b > end + 1) {
      end = b;
      for (std::string_view w : {" and "sv, ", "sv})
        if (s.substr(end).starts_with(w))
          if (size_t b2 = bracket(end + w.size()); b2 > end + w.size()) end = b2;
    }
  return end;
}

namespace {

// A level that lost its opening parenthesis at t[j], in a list, a list's
// mark after it ("56.03 (1d), (2), 10), (11r)"): its length, *comp the
// level as it should read, "(10)"; 0 if none.
size_t UnopenedLevel(std::string_view t, size_t j, std::string* comp) {
  if (j >= t.size() || !ascii::IsDigit(static_cast<unsigned char>(t[j]))) return 0;
  size_t e = j;
  while (e < t.size() && e - j < 4 && ascii::IsAlnum(static_cast<unsigned char>(t[e]))) ++e;
  if (e >= t.size() || t[e] != ')' || e + 1 >= t.size() || !ListGoesOnAt(t, e + 1)) return 0;
  std::string label = "(" + std::string(t.substr(j, e - j)) + ")";
  if (ReadWisComponent(label) != label.size()) return 0;
  *comp = std::move(label);
  return e + 1 - j;
}

}  // namespace

size_t ReadWisLevels(std::string_view t, size_t i, int min_level,
                     std::vector<std::string>* levels) {
  int last = min_level - 1;
  size_t end = i;
  while (true) {
    size_t j = SkipSpace(t, end);
    // "77.60 (2) (intro.)": the statutes' name for a level's lead-in text,
    // which the level's key stands for.
    // ("(8) (intro), (a), and (b)": an order's copy without the period;
    // "(1) (intro . ), (a)", a damaged copy's.)
    if (size_t n = levels->empty() ? 0 : IntroMark(t.substr(j)); n > 0) {
      end = j + n;
      // ("646.35 (3) (intro.) (except 646.35 (3) (title)), 646.35 (3)
      // (a)": a bill's title that leaves a part of the intro out, in
      // parentheses after it; the list goes on after them.)
      if (size_t k = SkipSpace(t, end); t.substr(k).starts_with("(except "sv)) {
        size_t close = k + 1;
        for (int depth = 1; close < t.size() && close - k < 120 && depth > 0; ++close)
          depth += t[close] == '(' ? 1 : t[close] == ')' ? -1 : 0;
        if (close - k < 120 && ListGoesOnAt(t, close)) end = close;
      }
      continue;
    }
    // ("Sub. (4) (title)" in an effective-date note: the level's title,
    // which the level's key stands for too; an order's "DHS 68.05 (1)
    // (Title)". The title ends its reference: "NR 12.06 (title) (1) and
    // (2)", the section's title and its subsections, is a list whose
    // comma the order left out.)
    if (!levels->empty() && TitleMark(t.substr(j))) {
      end = j + 7;
      break;
    }
    // ("75.48 (1) (table) row (f), (2) (Table) first row and row (m),
    // 75.51 (1)": an order's item for a level's table and its rows, which
    // the level's key stands for.)
    if (!levels->empty() && (t.substr(j).starts_with("(table)"sv) || t.substr(j).starts_with("(Table)"sv))) {
      end = j + 7;
      static const RE2 kRows(
          R"(^(?:,?\s+(?:and\s+)?(?:(?:first|last|second|third)\s+row|rows?\s+\([0-9A-Za-z]{1,4}\)(?:\s+(?:to|through)\s+\([0-9A-Za-z]{1,4}\))?))+)",
          RE2::Quiet);
      std::string_view r = t.substr(end, 120);
      re2::StringPiece rp(r.data(), r.size());
      if (RE2::Consume(&rp, kRows)) end += static_cast<size_t>(rp.data() - r.data());
      break;
    }
    // ("10.02 (3) (form) (a)", a bill's name for a lettered part of the
    // ballot form the subsection prints: the form is the subsection's
    // text, its parts no level of the statutes; the level's key stands
    // for them, and the reference ends.)
    if (!levels->empty() && t.substr(j).starts_with("(form)"sv)) {
      end = j + 6;
      for (size_t k = SkipSpace(t, end); k + 2 < t.size() && t[k] == '(';) {
        size_t e = k + 1;
        while (e < t.size() && e - k <= 3 && ascii::IsAlnum(static_cast<unsigned char>(t[e]))) ++e;
        if (e == k + 1 || e >= t.size() || t[e] != ')') break;
        end = e + 1;
        k = SkipSpace(t, end);
      }
      // ("812.44 (3) (form) 3., 812.44 (4) (form) 1.": a numbered part of
      // the form, before the list's next item; "709.03 (form) C2.",
      // "(form) C2m.", a lettered one's.)
      if (size_t k = SkipSpace(t, end); k > end) {
        size_t e = k;
        if (e < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[e]))) ++e;
        size_t d = e;
        while (e < t.size() && e - d < 2 && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
        if (e > d && d > k)
          while (e < t.size() && e - d < 4 && ascii::IsLower(static_cast<unsigned char>(t[e]))) ++e;
        if (e > k && e < t.size() && t[e] == '.' && ListGoesOnAt(t, e + 1)) end = e + 1;
      }
      break;
    }
    // ("Chir 4.03, 4.04 (Note), and 4.05": a rule-making order's name for
    // the note of a provision, which the provision's key stands for.)
    if (size_t n = NoteMark(t.substr(j)); n > 0) {
      end = j + n;
      continue;
    }
    // (Or without its parentheses in a list, "20.07 (3), (5) and (5) Note,
    // 20.35 (1) (a)"; not a note's own "Note:".)
    // (And "1.03 (5) (b) explanatory note, 3.02", the Department of
    // Financial Institutions'.)
    size_t note = Is(t.substr(j, 4), "Note"sv) ? 4 : Is(t.substr(j, 16), "explanatory note"sv) ? 16 : 0;
    if (!levels->empty() && j == end + 1 && note > 0 &&
        (t.substr(j + note, 1) == ","sv || t.substr(j + note, 1) == ";"sv || t.substr(j + note, 5) == " and "sv ||
         t.substr(j + note, 4) == " or "sv)) {
      end = j + note;
      continue;
    }
    // ("NR 809.20 (1) Table, 809.203 (1) Table, (2) Table CM and (4) Table
    // D, 809.205 (2)": an order's item for a level's table, which the
    // level's key stands for; in capitals too, "809.113 (1) TABLE A".)
    if (!levels->empty() && j == end + 1 && (t.substr(j).starts_with("Table"sv) || t.substr(j).starts_with("TABLE"sv))) {
      size_t k = j + 5;
      if (k + 1 < t.size() && t[k] == ' ' && ascii::IsAlnum(static_cast<unsigned char>(t[k + 1]))) {
        size_t e = k + 1;
        while (e < t.size() && e - k <= 3 &&
               (ascii::IsUpper(static_cast<unsigned char>(t[e])) || ascii::IsDigit(static_cast<unsigned char>(t[e]))))
          ++e;
        if (e - k - 1 >= 1 && e - k - 1 <= 3) k = e;
      }
      std::string_view after = t.substr(k, 5);
      if (k == t.size() || after.starts_with(","sv) || after.starts_with(";"sv) || after.starts_with(" and "sv) ||
          after.starts_with(" or "sv)) {
        end = k;
        continue;
      }
    }
    // ("664.0151 (8) 14., (11) and (13) (a) Section 8 (c), 664.0221 (5)":
    // an order's item for a section of the form that a level holds, which
    // the level's key stands for.)
    if (!levels->empty() && j == end + 1 && t.substr(j).starts_with("Section "sv)) {
      size_t k = j + 8, e = k;
      while (e < t.size() && e - k < 2 && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
      if (e > k && e + 3 < t.size() && t[e] == ' ' && t[e + 1] == '(' &&
          ascii::IsLower(static_cast<unsigned char>(t[e + 2])) && t[e + 3] == ')')
        e += 4;
      if (e > k && ListGoesOnAt(t, e)) {
        end = e;
        continue;
      }
    }
    // ("666.102 (5) (f) 2. b. 2), and (5) (h) 3.": a fifth level in the
    // federal style of the chapters that copy the federal rules, after a
    // subdivision paragraph, keyed as written; the list goes on after it.)
    if (!levels->empty() && j == end + 1 && levels->back().size() == 2 &&
        ascii::IsLower(static_cast<unsigned char>(levels->back()[0])) && levels->back()[1] == '.') {
      size_t e = j;
      while (e < t.size() && e - j < 2 && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
      if (e > j && e < t.size() && t[e] == ')' && ListGoesOnAt(t, e + 1)) {
        levels->push_back(std::string(t.substr(j, e + 1 - j)));
        end = e + 1;
        break;
      }
    }
    size_t n = ReadWisComponent(t.substr(j));
    // ("sub. (2) (cm) 2. or 4. s. 218.0114 (13) (b)": "s." before a
    // section's number is the next citation's lead, no subdivision
    // paragraph "s.".)
    if (n == 2 && t.substr(j, 2) == "s."sv && ReadSectionNumber(t, SkipSpace(t, j + 2)) > 0 &&
        SkipSpace(t, j + 2) > j + 2)
      break;
    std::string comp;
    // ("(f), and (i) 250.11 (4) (a) 2.": the next section's number, its
    // list's semicolon lost, no subdivision "250.".)
    if (n > 0 && t[j + n - 1] == '.' && j + n < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[j + n])))
      break;
    if (n > 0) {
      comp = std::string(t.substr(j, n));
    } else if (size_t k = j + 1; k + 3 < t.size() && t[j] == '(') {
      // ("(3) (b) and ( i )": a damaged copy's spaces inside a level's
      // parentheses; "PSC 160.02 (4g ) and (4m )", after the label only.)
      while (k < t.size() && t[k] == ' ') ++k;
      size_t e = k;
      while (e < t.size() && e - k < 4 && ascii::IsAlnum(static_cast<unsigned char>(t[e]))) ++e;
      size_t c = e;
      while (c < t.size() && t[c] == ' ') ++c;
      // ("55.03 (1 (a) 1. (intro.)": an order's level that lost its
      // closing parenthesis, the next level after one space.)
      bool unclosed = k == j + 1 && e > k && c == e + 1 && c < t.size() && t[c] == '(' &&
                      t.substr(c, 8).find(')') != std::string_view::npos;
      if (!unclosed && (e == k || c >= t.size() || t[c] != ')' || (k == j + 1 && c == e))) break;
      std::string label = "(" + std::string(t.substr(k, e - k)) + ")";
      if (ReadWisComponent(label) != label.size()) break;
      comp = label;
      n = unclosed ? e - j : c + 1 - j;
    } else if (size_t u = j >= 2 && t[j - 1] == ' ' && t[j - 2] == ',' ? UnopenedLevel(t, j, &comp) : 0; u > 0) {
      n = u;
    } else if (last == 2 && j > 0 &&
               ((j == end && t[j - 1] == ')') ||
                (j == end + 1 && t[end] == ' ' && t[end - 1] == ')'))) {
      // Ordinances write a subdivision without its period, glued to the
      // paragraph ("§ NR 115.05(1)(b)1m lists") or spaced as the levels
      // before it, where punctuation ends it ("§ 23.33 (4) (d) 4, except",
      // "[defined in § 23.33 (1) (ng) 1]"; not "(d) 4 feet").
      size_t e = j;
      while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
      size_t d = e;
      while (e < t.size() && ascii::IsLower(static_cast<unsigned char>(t[e])) &&
             e - d < 2)
        ++e;
      bool spaced = j != end;
      // ("(3) (a) 3r and 13.": a list word, then a subdivision with its
      // period, ends it too.)
      auto list_next = [&] {
        size_t k = e;
        for (std::string_view w : {" and "sv, " or "sv, " to "sv})
          if (t.substr(k).starts_with(w)) {
            k += w.size();
            // ("s. 49.26 (1) (gm) 2 and (h) 1": a paragraph after it; "78.07
            // (1) (b) 4 and (2) (b)", a subsection.)
            if (k + 1 < t.size() && t[k] == '(' && ascii::IsAlnum(static_cast<unsigned char>(t[k + 1])))
              return true;
            size_t m = k;
            while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
            while (m < t.size() && m > k && ascii::IsLower(static_cast<unsigned char>(t[m])) && m - k < 5) ++m;
            return m > k && m < t.size() && t[m] == '.';
          }
        return false;
      };
      // ("… under s. 973.014 (1g) (a) 2(3)(a) The warden": the next
      // provision's label glued on, a copy's line break lost; "s. 950.02
      // (4) (a) 3 to exercise": "to" and a word, no range.)
      auto next_label = [&] {
        return e + 1 < t.size() && t[e] == '(' && ascii::IsDigit(static_cast<unsigned char>(t[e + 1]));
      };
      auto to_word = [&] {
        return t.substr(e).starts_with(" to "sv) && e + 4 < t.size() &&
               ascii::IsLower(static_cast<unsigned char>(t[e + 4]));
      };
      // ("s. 450.09 (2) (b) 1 a. to d., Stats.": its subdivision
      // paragraph after it.)
      // (Or at the text's end: "… approved by the director under s.\n
      // 157.70(4) (c) 3\na.", a page's last line.)
      auto letter_next = [&] {
        return e + 2 < t.size() && t[e] == ' ' && ascii::IsLower(static_cast<unsigned char>(t[e + 1])) &&
               t[e + 2] == '.' && (e + 3 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[e + 3])));
      };
      // ("10.40 (7) (b) 2 Note, 10.40 (8)": an order's item for its note.)
      auto note_next = [&] {
        return t.substr(e).starts_with(" Note"sv) &&
               (e + 5 == t.size() || t[e + 5] == ',' || t[e + 5] == ';' || t.substr(e + 5).starts_with(" and "sv));
      };
      if (d == j || e - j > 4 ||
          (e < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[e]))) ||
          (spaced && e < t.size() && t[e] != ',' && t[e] != ';' && t[e] != ']' &&
           t[e] != ')' && !list_next() && !next_label() && !to_word() && !letter_next() && !note_next()))
        break;
      comp = std::string(t.substr(j, e - j)) + ".";
      n = e - j;
    } else if (last == 1 && j == end && j > 0 && t[j - 1] == ')' && j < t.size() &&
               ascii::IsLower(static_cast<unsigned char>(t[j]))) {
      // Ordinances write a paragraph's letter without its parentheses,
      // glued to the subsection ("§ 70.47(3)b, Wis. Stats."): one letter,
      // or one and "m" ("(2)bm"), where punctuation ends it (not "(3)or",
      // nor "(2)a person" in text that lost its spaces).
      size_t e = j + 1;
      if (e < t.size() && t[e] == 'm') ++e;
      if (e < t.size() && std::string_view(",;:.)]").find(t[e]) == std::string_view::npos) break;
      comp = "(" + std::string(t.substr(j, e - j)) + ")";
      n = e - j;
    } else if (last == 3 && j > 0 && j < t.size() && ascii::IsLower(static_cast<unsigned char>(t[j])) &&
               ((j == end && t[j - 1] == '.') || (j == end + 1 && end >= 1 && t[end] == ' ' && t[end - 1] == '.'))) {
      // A subdivision paragraph's letter without its period, glued to the
      // subdivision ("§ 29.038(3)(b)1.a, …"), where punctuation or a space
      // ends it; or spaced as the levels before it, where punctuation
      // ends it ("ss. DCF 201.039 (4) and (7) (a) 6. a; ss. DCF 102.01",
      // not "6. a person").
      size_t e = j + 1;
      if (e < t.size() && t[e] == 'm') ++e;
      std::string_view ends = j == end ? ",;:)] \n" : ",;)]";
      if (e < t.size() ? ends.find(t[e]) == std::string_view::npos : j != end) break;
      comp = std::string(t.substr(j, e - j)) + ".";
      n = e - j;
    } else {
      break;
    }
    // "§ 59.692(1n)(d)(7)": a subdivision in parentheses after a paragraph
    // is the statutes' "7.".
    if (last == 2 && WisLevel(comp) == 1 && j == end) comp = comp.substr(1, comp.size() - 2) + ".";
    int level = WisLevel(comp);
    // ("TCS 5.04 (1) (e) (2) and (4)", "NR 10.07 (1) (b) (3)": an order's
    // caption that types a subdivision in parentheses after a space, keyed
    // as typed; not a subsection with its paragraph, its comma lost, "(d),
    // (f) (3) (a) or (4) (a)".)
    if (last == 2 && level == 1 && j == end + 1 && ascii::IsDigit(static_cast<unsigned char>(comp[1]))) {
      size_t k = j + n;
      bool paragraph_after = k + 2 < t.size() && t[k] == ' ' && t[k + 1] == '(' &&
                             ascii::IsLower(static_cast<unsigned char>(t[k + 2]));
      if (!paragraph_after) level = 3;
    }
    // ("94.64 (3r) (b) and (4a) 5., 94.645": a subsection whose
    // subdivisions stand under it with no paragraph; "to amend N 8.02
    // (c), 8.02 (4)": a rule's paragraph with no subsection (in the
    // statutes' damaged copies "s. 157.70 (a)" lost its subsection);
    // where the list goes on after.)
    auto level_skipped = [&] {
      std::string_view after = t.substr(j + n, 5);
      return ((level == 3 && last == 1 && ascii::IsDigit(static_cast<unsigned char>(comp[0]))) ||
              (level == 2 && last == 0 && levels->size() == 1 && ascii::IsUpper(static_cast<unsigned char>((*levels)[0][0])))) &&
             (after.empty() || after[0] == ',' || after[0] == ';' || after.starts_with(" and "sv) ||
              after.starts_with(" or "sv) || after.starts_with(" to "sv));
    };
    // The first level may be any at or below min_level; each next one
    // must be exactly one deeper ("(1g) (f) 7." but not "(2m) s.").
    if (levels->empty() ? level < min_level : level != last + 1 && !level_skipped()) break;
    // "1." right before a capitalized word may be a sentence end after a
    // number; it is still the subdivision the reference names.
    levels->push_back(comp);
    last = level;
    end = j + n;
  }
  return end;
}

size_t TailEnd(std::string_view t, size_t at, const RE2& tail) {
  // Every tail starts ", Wis.", ", Stats.", "of the Wisconsin",
  // "Wisconsin", an edition's "(2001-2002)" or ", 2011 Stats.": no
  // pattern runs otherwise.
  size_t w = at;
  while (w < t.size() && (t[w] == ',' || t[w] == ' ' || t[w] == '\n')) ++w;
  bool edition = w + 10 <= t.size() && (t[w] == '1' || t[w] == '2') && t.substr(w + 4, 6) == " Stats"sv;
  if (w >= t.size() || (t[w] != 'W' && t[w] != 'S' && t[w] != 'o' && t[w] != '(' && !edition)) return at;
  std::string_view rest = t.substr(at);
  re2::StringPiece sp(rest.data(), rest.size());
  if (!Consume(&sp, tail)) return at;
  size_t end = t.size() - sp.size();
  size_t next = SkipSpace(t, end);
  std::string_view after = t.substr(next);
  if (after.starts_with("\xC2\xA7"sv) || after.starts_with("ch."sv) ||
      after.starts_with("chs."sv) || after.starts_with("s. "sv) ||
      after.starts_with("Ch. "sv) || after.starts_with("Chapter "sv)) {
    // (Unless the next is a table's row with its own tail, the rows run
    // together in the provision's text: "Chapter 98, Weights and
    // Measures, Wis. Stats." before "Chapter ATCP 90, …, Wis. Adm. Code.")
    if (!after.starts_with("Chapter "sv)) return at;
    std::string_view row = after.substr(0, std::min<size_t>(after.find("Chapter ", 1), 160));
    bool own_tail = row.find("Stats.") != std::string_view::npos ||
                    row.find("Adm. Code") != std::string_view::npos ||
                    row.find("Admin. Code") != std::string_view::npos;
    if (!own_tail) return at;
  }
  return end;
}

// ", Wis. Stats.", ", Stats.", "(2001-2002) Wis. Stats.", an act's "of the
// statutes" ("section 227.24 (1) (a) of the statutes"), and an edition's
// ", 2011 Stats." (that year's statutes, keyed as the section); on a
// Register page whose links were stripped, the comma on a line of its own
// ("Chapter\n283\n, Stats."); a heading's ", Wis. Stats:" without its
// period.
const RE2& StatsTail() {
  static const RE2 k(
      R"(^\s*,?\s*(?:\(\d{4}(?:-\d{2,4})?\)\s*|(?:19|20)\d\d\s+)?(?:(?:of\s+the\s+)?(?:Wis|WI|Wisc)\.?\s*(?:St\.\s*|State\s+)?(?:[Ss]tats?\.|Stats\b|Statutes\b)|WIS\.\s*STATS?\.|(?:of\s+(?:the\s+)?)?Wisconsin\s+(?:[Ss]tate\s+)?[Ss]tatutes\b|of\s+the\s+[Ss]tatutes\b|Stats\.))",
      RE2::Quiet);
  return k;
}

bool StatutesTailAfterNext(std::string_view t, size_t at) {
  size_t k = at;
  while (k < t.size() && (t[k] == ',' || t[k] == ' ' || t[k] == '\n')) ++k;
  if (StartsWithWord(t, k, "and")) k += 3;
  else if (StartsWithWord(t, k, "or")) k += 2;
  else return false;
  k = SkipSpace(t, k);
  if (t.substr(k).starts_with("in "sv)) k += 3;  // "Ch. 961 and in Chs. 939 to 947"
  // ("Chapter 350 and Chapter 941, (2001-2002) Wis. Stats.": the tail
  // right after the next one's number; "Ch. 961 and in Chs. 939 to 947
  // and § 990.01, Wis. Stats.": after the one after it.)
  for (std::string_view lead : {"Chapters "sv, "Chapter "sv, "Chs. "sv, "Ch. "sv, "chs. "sv, "ch. "sv}) {
    if (!t.substr(k).starts_with(lead)) continue;
    size_t e = k + lead.size();
    while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
    if (e == k + lead.size()) return false;
    for (std::string_view to : {" to "sv, " through "sv})
      if (t.substr(e).starts_with(to) && e + to.size() < t.size() &&
          ascii::IsDigit(static_cast<unsigned char>(t[e + to.size()]))) {
        e += to.size();
        while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
      }
    return TailEnd(t, e, StatsTail()) != e || (e < at + 160 && StatutesTailAfterNext(t, e));
  }
  if (!t.substr(k).starts_with("\xC2\xA7"sv)) return false;
  std::string_view rest = t.substr(k, 160);
  size_t w = rest.find("Wis. Stat");
  // ("Chapter 125 and §§ 938.344 and 778.25 of the Wisconsin Statutes")
  if (w == std::string_view::npos) w = rest.find("Wisconsin Statutes");
  if (w == std::string_view::npos) return false;
  std::string_view between = rest.substr(0, w);
  return between.find(';') == std::string_view::npos &&
         between.find(". ") == std::string_view::npos;
}

const RE2& AdminCodeTail() {
  static const RE2 k(
      R"(^,?\s*(?:Wis\.\s*Adm(?:in)?\.\s*Code|(?:of\s+the\s+)?Wisconsin\s+Administrative\s+Code\b))",
      RE2::Quiet);
  return k;
}

namespace {

// Whether `text` cites a section of `chapter` ("157.") with a capital
// first level ("157.055(E)"), which the statutes never have: the chapter
// is the ordinance's own.
bool OwnChapterShownInText(std::string_view text, std::string_view chapter) {
  for (size_t at = text.find(chapter); at != std::string_view::npos;
       at = text.find(chapter, at + 1)) {
    if (at > 0 && (ascii::IsDigit(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '.'))
      continue;
    size_t k = at + chapter.size();
    while (k < text.size() && ascii::IsDigit(static_cast<unsigned char>(text[k]))) ++k;
    if (k > at + chapter.size() && k + 1 < text.size() && text[k] == '(' &&
        ascii::IsUpper(static_cast<unsigned char>(text[k + 1])))
      return true;
  }
  return false;
}

}  // namespace

void StatutesInOrdinance(const Context& ctx, Parsed* q) {
  const DocumentSpec& spec = ctx.spec;
  if (!ctx.wisconsin_ordinance) return;
  // "Licensing of bicycles — See § 7.12.": a general reference of the
  // code's own (one to the statutes names them: "See § 66.0627, Wis.
  // Stats.").
  std::string_view t = ctx.source.text;
  // "as provided in sec. 13.20 of this chapter": the code's own.
  if (q->end < t.size()) {
    std::string_view after = t.substr(q->end, 24);
    if (after.starts_with(","sv)) after.remove_prefix(1);
    for (std::string_view own : {" of this chapter"sv, " of this code"sv, " of this Code"sv,
                                 " of this ordinance"sv, " of this Chapter"sv})
      if (after.starts_with(own)) return;
  }
  if (q->begin <= t.size()) {
    // (Before the lead-in "§", which the list's start may follow.)
    std::string_view before = TrimmedBefore(t, q->begin);
    while (before.ends_with("\xC2\xA7"sv)) before = TrimmedBefore(before, before.size() - 2);
    std::string_view own_before = before;  // (Before the lead word too.)
    for (std::string_view w : {"Section"sv, "Sections"sv, "Sec."sv, "section"sv})
      if (own_before.ends_with(w)) own_before = TrimmedBefore(own_before, own_before.size() - w.size());
    // ("See now § 1.03(14).", "See also § 7.12.")
    std::string_view see = before;
    if (see.ends_with(" now"sv) || see.ends_with(" also"sv)) see = TrimmedBefore(see, see.rfind(' '));
    if (see.ends_with("See"sv) &&
        (see.size() == 3 || !ascii::IsAlpha(static_cast<unsigned char>(see[see.size() - 4]))))
      return;
    // "Sauk Co. Code Ord. § 9.002", "Sauk County Code of Ordinances,
    // Section 9.008", "Municipal Code § 9.004": the code named before the
    // number is the ordinance's own (a government the manifest's title
    // does not name is another's: left as read).
    if (own_before.ends_with("Code"sv) || own_before.ends_with("Ord."sv) ||
        own_before.ends_with("Ordinances"sv) || own_before.ends_with("Ordinances,"sv) ||
        own_before.ends_with("Code,"sv)) {
      static const RE2 kOwnCodeBefore(
          R"((?:([A-Z][a-z]+)\s+)?(?:(?:County|Co\.|Town|Village|City)\s+Code(?:\s+(?:of\s+)?Ord(?:inances|\.))?|Municipal\s+Code|Code\s+of\s+Ordinances),?$)",
          RE2::Quiet);
      std::string_view b = own_before.substr(own_before.size() > 64 ? own_before.size() - 64 : 0);
      std::string name;
      if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kOwnCodeBefore, &name) &&
          (name.empty() || Is(name, "The"sv) || Is(name, "the"sv) ||
           ctx.spec.title.find(name) != std::string::npos))
        return;
    }
  }
  for (Key& k : q->targets) {
    if (k.code() != spec.code) continue;
    const std::string& path = k.path();
    std::string number = path.substr(0, path.find('('));
    if (ReadSectionNumber(number, 0) != number.size() ||
        number.find('.', number.find('.') + 1) != std::string::npos)
      continue;
    if (InOwnChapter(ctx, number)) continue;
    if (ctx.corpus.Find(Key(spec.code, number)) != kNoProvision) continue;
    // "§ 153.051(E)": the statutes' first level is a number, never a
    // capital letter.
    if (path.size() > number.size() + 1 &&
        ascii::IsUpper(static_cast<unsigned char>(path[number.size() + 1])))
      continue;
    // "§ 157.010": the statutes number no section with a decimal that ends
    // in a zero (157.010 would be 157.01); an American Legal code does.
    size_t dot = number.find('.');
    if (dot != std::string::npos) {
      if (number.size() - dot > 3 && number.back() == '0') continue;
      // "Section 3.3 of the ordinance": the statutes number sections with
      // two digits or more after the dot (3.03, never 3.3).
      if (number.size() - dot - 1 < 2) continue;
      // "§ 157.035" beside "§ 157.055(E)" in the same text: the code's own
      // chapter, which that capital level shows.
      if (OwnChapterShownInText(ctx.source.text, number.substr(0, dot + 1))) continue;
      // "Chapter SPS 320, § 320.07 (Definitions), and § 320.24": a section
      // of the administrative code's chapter named just before it, in the
      // same sentence.
      // (From the last chapter's word before: cheap.)
      static const RE2 kAgencyChapterBefore(
          R"(^(?:Chapters?|Chs?\.)\s+([A-Z][A-Za-z]{1,4})\s+(\d+)\b(?:[^.;]|\.\d)*$)", RE2::Quiet);
      std::string_view b = Before(t, q->begin, 160);
      size_t word = b.rfind("Ch");
      std::string agency, chapter;
      if (word != std::string_view::npos &&
          RE2::FullMatch(re2::StringPiece(b.data() + word, b.size() - word), kAgencyChapterBefore, &agency,
                         &chapter) &&
          chapter == number.substr(0, dot) && IsAgencyPrefix(agency)) {
        ToUpper(&agency);
        k = Key("wis-adm", agency + path);
        continue;
      }
    }
    k = Key("wis-stat", path);
  }
}

bool TakeStatsTail(std::string_view t, Parsed* q) {
  size_t e = TailEnd(t, q->end, StatsTail());
  if (e == q->end) return false;
  // ("chapter 60.55, WI. St. Statutes": the statutes' chapters are whole
  // numbers; this is a section.)
  for (Key& k : q->targets) k = Key("wis-stat", std::string(DottedChapterAsSection(k.path())));
  q->end = e;
  return true;
}

std::string_view DottedChapterAsSection(std::string_view path) {
  std::string_view chapter = path.substr(0, path.find('/'));
  if (chapter.starts_with("ch."sv) && chapter.size() > 3 &&
      ascii::IsDigit(static_cast<unsigned char>(chapter[3])) &&
      chapter.find('.', 3) != std::string_view::npos)
    path.remove_prefix(3);
  return path;
}

// Whether a number of the statutes' shape ("17.02", "3.15") is in the
// ordinance's own chapter: the manifest's, or that of the numbered section
// the source stands in ("§ 152.01 AUTHORITY." of a village code).
bool InOwnChapter(const Context& ctx, std::string_view number) {
  auto prefixed = [&](std::string_view chapter) {
    return !chapter.empty() && number.starts_with(chapter) &&
           (number.size() == chapter.size() || number[chapter.size()] == '.' ||
            number[chapter.size()] == '-');
  };
  auto ch = ctx.spec.options.find("chapter");
  if (ch != ctx.spec.options.end() && prefixed(ch->second)) return true;
  // (Or the one chapter the manifest's title names, "Code ch. 9:
  // traffic", "… Chapter 21, Sec. 21.03 …", where no option does.)
  if (ch == ctx.spec.options.end() && ctx.spec.title.find_first_of("hH") != std::string::npos) {
    static const RE2 kTitled(R"(\b(?:[Cc]h\.|[Cc]hapter|CHAPTER)\s*(\d+[A-Z]?)\b)", RE2::Quiet);
    re2::StringPiece in(ctx.spec.title);
    std::string number, first;
    bool one = true;
    while (RE2::FindAndConsume(&in, kTitled, &number)) {
      if (first.empty()) first = number;
      one = one && number == first;
    }
    if (one && prefixed(first)) return true;
  }
  // (A paragraph keyed under the chapter its page's heading names,
  // "ch.12/p3".)
  std::string_view source = ctx.source.key.path();
  if (ctx.source.key.code() == ctx.spec.code && source.starts_with("ch."sv)) {
    std::string_view chapter = source.substr(3, source.find('/') - 3);
    if (!Is(chapter, "0"sv) && prefixed(chapter)) return true;
  }
  const std::optional<Key>& own = ctx.section();
  if (!own || own->code() != ctx.spec.code) return false;
  std::string_view path = own->path();
  size_t dot = path.find('.');
  return dot != std::string_view::npos && ReadSectionNumber(path, 0) > 0 &&
         prefixed(path.substr(0, dot));
}

bool TakeOwnCodeTail(std::string_view t, std::string_view title, Parsed* q) {
  if (!NextIsOf(t, q->end)) return false;
  static const RE2 kOwn(
      R"(^,?\s+of\s+(?:this\s+(?:(?:Municipal|General|Revised|City|Village|Town|County)\s+)?(?:Code|code|ordinance|Ordinance)(?:\s+of\s+Ordinances)?\b|the\s+(?:[A-Z][a-z]+\s+(?:of\s+)?){0,4}(?:Municipal\s+[Cc]ode|Code\s+of\s+Ordinances|General\s+Ordinances)\b|the\s+(?:([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+)?(County|Town|Village|City)\s+Code\b|the\s+Code\s+of\s+the\s+(?:Town|City|Village|County)\s+[Oo]f\s+([A-Z][a-z]+)))",
      RE2::Quiet);
  std::string_view r = t.substr(q->end);
  re2::StringPiece sp(r.data(), r.size());
  std::string place, kind, name;
  // (The code of a government the manifest's title names, not another's:
  // "of the Thornton City Code" on Thornton's page; "of the County Code"
  // on a town's page, whose title names a town and no county.)
  // ("of the Municipal code of the Town": the word in small letters.)
  if (!Consume(&sp, kOwn, &place, &kind, &name)) return false;
  if (name.empty()) name = std::move(place);
  if (!name.empty() && title.find(name) == std::string_view::npos) return false;
  if (name.empty() && kind == "County" && CountyCodeIsAnothers(title)) return false;
  q->end = t.size() - sp.size();
  return true;
}

std::vector<std::string> ReadDivisions(std::string_view t, size_t at, size_t* end) {
  std::vector<std::string> divisions;
  if (at >= t.size()) return divisions;
  static const RE2 kDivision(
      R"(^(?:\s*["\x{201C}][^"\x{201C}\x{201D}\n]+["\x{201D}])?,?\s+(?:[Dd]ivisions?|DIVISIONS?|[Dd]iv\.)\s+(\d{1,2}[A-Z]?|[IVXL]+)\b)",
      RE2::Quiet);
  static const RE2 kMore(R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(\d{1,2}[A-Z]?|[IVXL]+)\b)", RE2::Quiet);
  std::string_view r = t.substr(at, 200);
  re2::StringPiece sp(r.data(), r.size());
  std::string d;
  auto whole = [&](const re2::StringPiece& rest) {
    return rest.empty() || !((rest[0] == '.' || rest[0] == '-') && rest.size() > 1 &&
                             ascii::IsDigit(static_cast<unsigned char>(rest[1])));
  };
  if (!Consume(&sp, kDivision, &d) || !whole(sp)) return divisions;
  divisions.push_back(d);
  for (re2::StringPiece before = sp; Consume(&sp, kMore, &d) && whole(sp); before = sp) {
    if (ascii::IsDigit(static_cast<unsigned char>(d[0])) != ascii::IsDigit(static_cast<unsigned char>(divisions[0][0]))) {
      sp = before;
      break;
    }
    divisions.push_back(d);
  }
  *end = at + (r.size() - sp.size());
  return divisions;
}

bool CountyCodeIsAnothers(std::string_view title) {
  if (title.find("County") != std::string_view::npos) return false;
  static const RE2 kMunicipality(R"(\b(?:Town|City|Village|Borough|Township)\s+of\b)", RE2::Quiet);
  return RE2::PartialMatch(re2::StringPiece(title.data(), title.size()), kMunicipality);
}

std::string AgencyOfSectionBefore(std::string_view t, size_t at, std::string_view section) {
  std::string_view before = t.substr(0, at);
  static const RE2 kAgencyList(
      R"(\b([A-Z][A-Za-z]{0,4}(?:-[A-Z][A-Za-z]{0,3})?)\s+(?:\d+\.\d+[a-z]?(?:\s*\((?:[0-9a-zA-Z.]+|intro\.)\))*(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+))*$)",
      RE2::Quiet);
  std::string found;
  for (size_t k = before.find(section); k != std::string_view::npos; k = before.find(section, k + 1)) {
    size_t e = k + section.size();
    // (The whole number: not "147.04" nor "47.045".)
    if ((k > 0 && (ascii::IsDigit(static_cast<unsigned char>(before[k - 1])) || before[k - 1] == '.')) ||
        (e < before.size() && ascii::IsAlnum(static_cast<unsigned char>(before[e]))))
      continue;
    std::string_view lead = Before(before, k, 200);
    std::string agency;
    if (RE2::PartialMatch(re2::StringPiece(lead.data(), lead.size()), kAgencyList, &agency) &&
        IsAgencyPrefix(agency)) {
      found = agency;
      ToUpper(&found);
    }
  }
  return found;
}

std::string AgencyOfSectionsBefore(std::string_view t, size_t at, const std::vector<Key>& keys) {
  std::string agency;
  for (const Key& k : keys) {
    std::string a = AgencyOfSectionBefore(t, at, std::string_view(k.path()).substr(0, k.path().find('(')));
    if (a.empty() || (!agency.empty() && a != agency)) return {};
    agency = std::move(a);
  }
  return agency;
}

std::string AgencyNamingChapter(std::string_view t, std::string_view number) {
  std::string found;
  for (size_t k = t.find(number); k != std::string_view::npos; k = t.find(number, k + 1)) {
    size_t e = k + number.size();
    if (k < 2 || t[k - 1] != ' ' || (e < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[e])))) continue;
    size_t w = k - 1;
    while (w > 0 && (ascii::IsAlpha(static_cast<unsigned char>(t[w - 1])) || t[w - 1] == '-')) --w;
    std::string agency;
    if (ReadAgency(t, w, &agency) != k - w) continue;
    if (!found.empty() && found != agency) return {};
    found = std::move(agency);
  }
  return found;
}

bool AdminCodeAfter(std::string_view t, size_t at) {
  static const RE2 kAdminCodeAfter(R"(^,?\s*Wis(?:consin|\.)\s*Adm(?:in)?(?:\.|istrative)\s*Code\b)", RE2::Quiet);
  return at <= t.size() && RE2::PartialMatch(re2::StringPiece(t.data() + at, t.size() - at), kAdminCodeAfter);
}

bool AdminCodeBefore(std::string_view t, size_t lb) {
  std::string_view b = TrimmedBefore(t, lb);
  if (b.ends_with("Codes"sv)) b.remove_suffix(1);
  return b.ends_with("Admin. Code"sv) || b.ends_with("Adm. Code"sv) ||
         b.ends_with("Administrative Code"sv);
}

std::string AgencyOfDepartmentBefore(std::string_view t, size_t lb) {
  static const RE2 kDepartment(
      R"((?:(?:Wisconsin|Wis\.|State)\s+)?(?:Department|Dept\.)\s+of\s+(Commerce|Natural\s+Resources|Safety\s+and\s+Professional\s+Services|Health\s+Services|Transportation|Agriculture,\s+Trade\s+and\s+Consumer\s+Protection|Children\s+and\s+Families|Workforce\s+Development|Revenue)(?:\s*\((?:DNR|DSPS|DHS|DOT|DATCP|DCF|DWD|DOR)\))?,?\s*$|\b(DNR|DSPS|DATCP|NR|SPS|ATCP|Trans|TRANS|DHS|PSC|COMM|Comm|DCF|DWD)\s*$)",
      RE2::Quiet);
  std::string_view b = TrimmedBefore(t, lb);
  b = b.substr(b.size() > 90 ? b.size() - 90 : 0);
  std::string name, acronym;
  if (!RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kDepartment, &name, &acronym))
    return {};
  if (name.empty()) name = acronym;
  static const std::pair<std::string_view, std::string_view> kAgencies[] = {
      {"Commerce", "COMM"}, {"Natural", "NR"}, {"DNR", "NR"}, {"Safety", "SPS"},
      {"DSPS", "SPS"},      {"Health", "DHS"}, {"Transportation", "TRANS"},
      {"Agriculture", "ATCP"}, {"DATCP", "ATCP"}, {"Children", "DCF"},
      {"Workforce", "DWD"}, {"Revenue", "TAX"}};
  for (auto [word, prefix] : kAgencies)
    if (std::string_view(name).starts_with(word)) return std::string(prefix);
  // ("Trans Chapter 305 Wisconsin Administrative Code": the agency's own
  // prefix before the word.)
  if (!acronym.empty()) {
    ToUpper(&acronym);
    return acronym;
  }
  return {};
}

bool StatutesChapterBefore(std::string_view t, size_t lb, const std::string& number) {
  std::string_view b = t.substr(0, lb);
  for (size_t at = b.rfind(number); at != std::string_view::npos && at > 0;
       at = b.rfind(number, at - 1)) {
    size_t end = at + number.size();
    if (ascii::IsAlnum(static_cast<unsigned char>(b[at - 1])) ||
        (end < b.size() && (ascii::IsAlnum(static_cast<unsigned char>(b[end])) || b[end] == '.')))
      continue;
    std::string_view lead = b.substr(at >= 12 ? at - 12 : 0, at >= 12 ? 12 : at);
    if (lead.find("hapter") == std::string_view::npos && lead.find("ch.") == std::string_view::npos)
      continue;
    std::string_view around = b.substr(at >= 32 ? at - 32 : 0, (at >= 32 ? 32 : at) + 24);
    if (around.find("Stat") != std::string_view::npos) return true;
  }
  return false;
}

std::optional<Key> SectionCitedBefore(std::string_view t, size_t lb, size_t end) {
  size_t k = end;
  while (k < t.size() && t[k] == ' ') ++k;
  std::string_view after = t.substr(k);
  if (!after.starts_with("therein"sv) && !after.starts_with("thereof"sv)) return std::nullopt;
  std::string_view b = t.substr(lb >= 200 ? lb - 200 : 0, lb >= 200 ? 200 : lb);
  static const RE2 kLastSection(R"((?:§|\bs\.)\s*(\d+\.\d+)(?:\(\w+\))*,?\s*Wis\.\s*Stats?\.)",
                                RE2::Quiet);
  re2::StringPiece sp(b.data(), b.size());
  std::string number, last;
  while (RE2::FindAndConsume(&sp, kLastSection, &number)) last = number;
  if (last.empty()) return std::nullopt;
  return Key("wis-stat", last);
}

bool WordsBefore(std::string_view t, size_t lb, size_t window, const RE2& re,
                 std::string* words, std::string* value, std::string* value2) {
  std::string_view b = Before(t, lb, window);
  re2::StringPiece bp(b.data(), b.size());
  return value2 ? RE2::PartialMatch(bp, re, words, value, value2)
                : RE2::PartialMatch(bp, re, words, value);
}

namespace {

// "of the Internal Revenue Code [of 1986]", after a section number.
const RE2& OfRevenueCode() {
  static const RE2 k(
      R"(^,?\s*of\s+the\s+(?:[Ff]ederal\s+|United\s+States\s+)?(?:(?:1954|1986)\s+)?[Ii]nternal\s+[Rr]evenue\s+[Cc]ode(?:\s+of\s+(?:1954|1986))?)",
      RE2::Quiet);
  return k;
}

// Whether provision `id`'s subtree holds a definition of `name` as the
// Internal Revenue Code that governs the source: a short name in
// parentheses after the Code's title ("… Internal Revenue Code of 1986,
// approved October 22, 1986 (100 Stat. 2085; 26 U.S.C. § 1 et seq.)
// (“1986 Code”)", for its section), or a definition ("the term “Code”
// means the Internal Revenue Code of 1954"), for its scope.
bool DefinesRevenueCode(const Context& ctx, int32_t id, std::string_view name) {
  static const RE2 kMeans(
      R"(^(?:\x{201D}|"),?\s+(?:shall\s+)?means\s+the\s+(?:[Ff]ederal\s+)?Internal\s+Revenue\s+Code\b)",
      RE2::Quiet);
  const Provision& p = ctx.corpus.provisions[id];
  const std::string& t = p.text;
  for (const Definition& d : p.definitions) {
    if (d.term != name || !ctx.source.key.IsWithin(d.scope)) continue;
    re2::StringPiece after(t.data() + d.end, t.size() - d.end);
    if (Consume(&after, kMeans)) return true;
  }
  for (std::string_view open : {"(\xE2\x80\x9C"sv, "(\""sv}) {
    for (size_t at = t.find(open); at != std::string::npos; at = t.find(open, at + 1)) {
      std::string_view rest = std::string_view(t).substr(at + open.size());
      if (!rest.starts_with(name)) continue;
      rest.remove_prefix(name.size());
      if (!rest.starts_with("\xE2\x80\x9D)"sv) && !rest.starts_with("\")"sv)) continue;
      // The last code the words before it name is the Internal Revenue Code.
      std::string_view before = Before(t, at, 320);
      size_t irc = before.rfind("Internal Revenue Code");
      if (irc != std::string_view::npos &&
          before.find(" Code", irc + 21) == std::string_view::npos)
        return true;
    }
  }
  for (int32_t child : p.children)
    if (DefinesRevenueCode(ctx, child, name)) return true;
  return false;
}

// The source's index among the corpus's provisions, or none when the
// context's source is not one of them.
std::optional<int32_t> SourceIndex(const Context& ctx) {
  const std::vector<Provision>& all = ctx.corpus.provisions;
  std::less<const Provision*> before;
  if (before(&ctx.source, all.data()) || !before(&ctx.source, all.data() + all.size()))
    return std::nullopt;
  return static_cast<int32_t>(&ctx.source - all.data());
}

// Whether `name` ("Code", "1986 Code") is, where the source stands, the
// short name of the Internal Revenue Code: defined so in its section
// (DefinesRevenueCode), or, for "the Code", under a lead-in that names
// it ("(h) For purposes of the Internal Revenue Code of 1986— (1) the
// Fund shall be treated as a trust described in section 401(a) of the
// Code").
bool NamesRevenueCode(const Context& ctx, std::string_view name) {
  static const RE2 kLeadIn(
      R"(Internal\s+Revenue\s+Code(?:\s+of\s+(?:1954|1986))?\s*(?:\x{2014}|--|:)\s*$)",
      RE2::Quiet);
  const std::optional<Key>& section = ctx.section();
  std::optional<int32_t> source = SourceIndex(ctx);
  if (!section || !source) return false;
  const std::vector<Provision>& all = ctx.corpus.provisions;
  int32_t top = *source;
  for (int32_t id = ctx.source.parent; id != kNoProvision && all[id].key.IsWithin(*section);
       id = all[id].parent) {
    if (Is(name, "Code"sv) && RE2::PartialMatch(all[id].text, kLeadIn)) return true;
    top = id;
  }
  return DefinesRevenueCode(ctx, top, name);
}

}  // namespace

bool LastNamedCodeIsRevenueCode(const Context& ctx, std::string_view t, size_t at) {
  static const RE2 kNamedCode(R"(((?:[A-Z][A-Za-z.]*\s+){1,5}Code)\b)", RE2::Quiet);
  auto last_in = [&](std::string_view text) -> std::optional<bool> {
    if (text.find("Code") == std::string_view::npos) return std::nullopt;
    re2::StringPiece sp(text.data(), text.size());
    std::string name, last;
    while (RE2::FindAndConsume(&sp, kNamedCode, &name)) last = name;
    if (last.empty()) return std::nullopt;
    return last.find("Internal") != std::string::npos && last.find("Revenue") != std::string::npos;
  };
  if (std::optional<bool> r = last_in(t.substr(0, at))) return *r;
  const std::optional<Key>& section = ctx.section();
  std::optional<int32_t> source = SourceIndex(ctx);
  if (!section || !source) return false;
  const std::vector<Provision>& all = ctx.corpus.provisions;
  for (int32_t id = *source - 1;
       id >= 0 && all[id].doc == ctx.source.doc && all[id].key.IsWithin(*section); --id)
    if (std::optional<bool> r = last_in(all[id].text)) return *r;
  return false;
}

bool ConsumeRevenueCode(const Context& ctx, re2::StringPiece* sp) {
  if (Consume(sp, OfRevenueCode())) return true;
  {
    static const RE2 kOfSaid(R"(^,?\s*of\s+(?:said|such)\s+(?:[Cc]ode\b|[Ii]nternal\s+[Rr]evenue\s+[Cc]ode(?:\s+of\s+(?:1954|1986))?))",
                             RE2::Quiet);
    re2::StringPiece s = *sp;
    std::string_view t = ctx.source.text;
    if (Consume(&s, kOfSaid) && sp->data() >= t.data() && sp->data() <= t.data() + t.size() &&
        LastNamedCodeIsRevenueCode(ctx, t, static_cast<size_t>(sp->data() - t.data()))) {
      *sp = s;
      return true;
    }
  }
  static const RE2 kOfShortName(R"(^,?\s*of\s+(?:the|said|such)\s+((?:1954\s+|1986\s+)?Code)\b)",
                                RE2::Quiet);
  // "the Code of Virginia", "the Code Annotated": a code's own name.
  static const RE2 kNamesOne(R"(^\s+(?:of\b|[A-Z]))", RE2::Quiet);
  re2::StringPiece s = *sp, rest;
  std::string name;
  if (!Consume(&s, kOfShortName, &name)) return false;
  if (rest = s; Consume(&rest, kNamesOne) || !NamesRevenueCode(ctx, name)) return false;
  *sp = s;
  return true;
}

std::string Join(const std::vector<std::string>& parts, size_t n) {
  std::string s;
  for (size_t i = 0; i < n && i < parts.size(); ++i) s += parts[i];
  return s;
}

bool LaterLabel(std::string_view b, std::string_view a) {
  size_t da = LeadingDigits(a), db = LeadingDigits(b);
  if ((da == 0) != (db == 0)) return false;
  if (da > 0) {
    if (da > 6 || db > 6) return false;
    int na = std::stoi(std::string(a.substr(0, da))), nb = std::stoi(std::string(b.substr(0, db)));
    return nb > na || (nb == na && b.substr(db) > a.substr(da));
  }
  return b > a;
}

// A label's inside ("a" of "(a)"), or empty where it has no parentheses.
std::string_view InsideParentheses(std::string_view label) {
  return label.size() >= 3 && label.front() == '(' && label.back() == ')'
             ? label.substr(1, label.size() - 2)
             : std::string_view();
}

// The labels of a range "1. to 3." / "(a) to (d)" where the corpus lacks
// its members: the plain labels between its ends, as far as they can be
// known.
std::vector<std::string> PlainRange(const std::string& code, const std::string& prefix,
                                    const std::string& from, const std::string& to) {
  std::vector<std::string> out;
  // Numbered subdivisions: 1. to 3.
  auto num = [](const std::string& s) {
    return s.size() >= 2 && s.back() == '.' &&
                   std::all_of(s.begin(), s.end() - 1,
                               [](char c) { return ascii::IsDigit(c); })
               ? std::stoi(s.substr(0, s.size() - 1))
               : -1;
  };
  int a = num(from), b = num(to);
  if (a > 0 && b >= a && b - a < 100) {
    for (int k = a; k <= b; ++k) out.push_back(std::to_string(k) + ".");
    return out;
  }
  // "subds. 2m. to 4.": the lettered start, the whole numbers between,
  // the end (3m. and the like cannot be known).
  if (size_t d = from.find_first_not_of("0123456789"); b > 0 && d > 0 && d != std::string::npos &&
                                                        from.size() > d + 1 && from.back() == '.' &&
                                                        ascii::IsLower(static_cast<unsigned char>(from[d]))) {
    int lo = std::stoi(from.substr(0, d));
    if (lo < b && b - lo < 50) {
      out.push_back(from);
      for (int k = lo + 1; k < b; ++k) out.push_back(std::to_string(k) + ".");
      out.push_back(to);
      return out;
    }
  }
  // Lettered subdivisions: "2. a. to e."; the statutes' and rules' l
  // printed capital, "3. i. to L.", "j. to m." (the Legislature's "L.").
  {
    bool wisconsin = code == "wis-stat" || code == "wis-adm";
    auto letter = [&](const std::string& s) -> char {
      if (s.size() != 2 || s[1] != '.') return '\0';
      if (wisconsin && s[0] == 'L') return 'l';
      return ascii::IsLower(static_cast<unsigned char>(s[0])) ? s[0] : '\0';
    };
    if (char lo = letter(from), hi = letter(to); lo != '\0' && hi != '\0' && lo < hi) {
      for (char c = lo; c <= hi; ++c) out.push_back(c == 'l' && wisconsin ? std::string("L.") : std::string(1, c) + ".");
      return out;
    }
  }
  // Plain subsections and paragraphs of a section the corpus lacks:
  // "(6) to (12)", "(a) to (d)".
  std::string x(InsideParentheses(from)), y(InsideParentheses(to));
  // (Wisconsin's paragraph l printed "(L)" at either end: "(b) to (L)".)
  if (code == "wis-stat" || code == "wis-adm") {
    auto small = [](const std::string& c) { return c.size() == 1 && ascii::IsLower(static_cast<unsigned char>(c[0])); };
    if (x == "L" && small(y)) x = "l";
    if (y == "L" && small(x)) y = "l";
  }
  // A label's whole number of three digits at most ("12"), and one
  // followed by one small letter ("5m", "1r"); -1 for any other label.
  auto whole = [](const std::string& s) {
    return !s.empty() && s.size() < 4 && std::all_of(s.begin(), s.end(), ::isdigit) ? std::stoi(s) : -1;
  };
  auto lettered_number = [&](const std::string& s) {
    return s.size() >= 2 && ascii::IsLower(static_cast<unsigned char>(s.back()))
               ? whole(s.substr(0, s.size() - 1))
               : -1;
  };
  if (int lo = whole(x), hi = whole(y); lo >= 0 && hi >= 0) {
    if (lo < hi && hi - lo < 50) {
      for (int k = lo; k <= hi; ++k) out.push_back("(" + std::to_string(k) + ")");
      return out;
    }
  }
  // "(2) to (5m)": the whole numbers between, then the end ((2m) and the
  // like cannot be known).
  if (int lo = whole(x), hi = lettered_number(y); lo >= 0 && hi >= 0 && lo <= hi && hi - lo < 50) {
    for (int k = lo; k <= hi; ++k) out.push_back("(" + std::to_string(k) + ")");
    out.push_back(to);
    return out;
  }
  // "(1r) to (7)": the start, then the whole numbers after it to the end
  // ((3m) and the like cannot be known), as "subds. 2m. to 4.".
  if (int lo = lettered_number(x), hi = whole(y); lo >= 0 && hi >= 0 && lo < hi && hi - lo < 50) {
    out.push_back(from);
    for (int k = lo + 1; k <= hi; ++k) out.push_back("(" + std::to_string(k) + ")");
    return out;
  }
  // "(b)(14)(i)—(ix)": small roman numerals, where either is more than a
  // letter or the level above is numbered ("(14)(i) to (v)").
  if (int rx = SmallRomanValue(x), ry = SmallRomanValue(y);
      rx > 0 && ry > rx && ascii::IsLower(static_cast<unsigned char>(x[0]))) {
    bool numbered_above = prefix.size() >= 3 && prefix.back() == ')' &&
                          ascii::IsDigit(static_cast<unsigned char>(prefix[prefix.size() - 2]));
    if (x.size() > 1 || y.size() > 1 || numbered_above) {
      for (int k = rx; k <= ry; ++k) out.push_back("(" + RomanNumeral(k, false) + ")");
      return out;
    }
  }
  // "(C) through (F)": capital letters, as municipal codes letter their
  // subsections (not two roman numerals, "(I) to (V)").
  if (x.size() == 1 && y.size() == 1 && ascii::IsUpper(static_cast<unsigned char>(x[0])) &&
      ascii::IsUpper(static_cast<unsigned char>(y[0])) && x[0] < y[0] && y[0] - x[0] < 26 &&
      !(std::string_view("IVXL").find(x[0]) != std::string_view::npos &&
        std::string_view("IVXL").find(y[0]) != std::string_view::npos)) {
    for (char c = x[0]; c <= y[0]; ++c) out.push_back(std::string("(") + c + ")");
    return out;
  }
  if (x.size() == 1 && y.size() == 1 && ascii::IsLower(x[0]) && x[0] < y[0] &&
      ascii::IsLower(y[0])) {
    // (Wisconsin writes its paragraph l "(L)", apart from a one.)
    bool wisconsin = code == "wis-stat" || code == "wis-adm";
    for (char c = x[0]; c <= y[0]; ++c)
      out.push_back(c == 'l' && wisconsin ? "(L)" : std::string("(") + c + ")");
    return out;
  }
  // "(e) to (hm)", "(am) to (d)": an end with a suffix, the plain letters
  // between and at the other end ((em) and the like cannot be known). A
  // long one keeps its ends: "(a) through (np)" of 23.33 (1) holds (ag),
  // (am), (em) … among its letters, the plain ones a part of it.
  auto lettered = [](const std::string& c) {
    return !c.empty() && c.size() <= 3 &&
           std::all_of(c.begin(), c.end(), [](char ch) { return ascii::IsLower(static_cast<unsigned char>(ch)); });
  };
  // "(ac) to (af)", "pars. (ae) to (ag)": doubled letters, the second
  // running a to g (70.47 (7) (aa) to (af)); not "(am) to (ar)", whose
  // members are inserted letters (am), (ar) and what else cannot be known.
  if (x.size() == 2 && y.size() == 2 && lettered(x) && lettered(y) && x[0] == y[0] && x[1] < y[1] &&
      y[1] <= 'g' && SmallRomanValue(x) == 0 && SmallRomanValue(y) == 0) {
    for (char c = x[1]; c <= y[1]; ++c) out.push_back(std::string("(") + x[0] + c + ")");
    return out;
  }
  if (lettered(x) && lettered(y) && (x.size() > 1 || y.size() > 1) && x[0] < y[0] && y[0] - x[0] <= 5 &&
      SmallRomanValue(x) == 0 && SmallRomanValue(y) == 0) {
    bool wisconsin = code == "wis-stat" || code == "wis-adm";
    auto plain = [&](char c) { return c == 'l' && wisconsin ? std::string("(L)") : std::string("(") + c + ")"; };
    out.push_back(from);
    for (char c = static_cast<char>(x[0] + 1); c < y[0]; ++c) out.push_back(plain(c));
    if (y.size() > 1) out.push_back(plain(y[0]));
    out.push_back(to);
    return out;
  }
  // An ordinance's bare labels: "a. through s.", "1. through 4.".
  if (from.size() == 1 && to.size() == 1 && ascii::IsLower(from[0]) &&
      ascii::IsLower(to[0]) && from[0] < to[0]) {
    for (char c = from[0]; c <= to[0]; ++c) out.push_back(std::string(1, c));
    return out;
  }
  auto bare = [](const std::string& s) {
    return !s.empty() && s.size() < 3 &&
                   std::all_of(s.begin(), s.end(), ::isdigit)
               ? std::stoi(s)
               : -1;
  };
  if (int lo = bare(from), hi = bare(to); lo > 0 && hi > lo) {
    for (int k = lo; k <= hi; ++k) out.push_back(std::to_string(k));
    return out;
  }
  return {from, to};
}

// Expands "1. to 3." / "(a) to (d)" between two sibling components.
std::vector<std::string> ExpandRange(const Context& ctx, const std::string& code,
                                     const std::string& prefix,
                                     const std::string& from,
                                     const std::string& to) {
  // Prefer the siblings that exist in the corpus.
  int32_t parent = ctx.corpus.Find(Key(code, prefix));
  if (parent == kNoProvision) return PlainRange(code, prefix, from, to);
  std::vector<std::string> held;
  bool in = false;
  for (int32_t c : ctx.corpus.provisions[parent].children) {
    auto comps = ctx.corpus.provisions[c].key.Components();
    const std::string& last = comps.back();
    if (last == from) in = true;
    if (in) held.push_back(last);
    if (last == to && in) return held;
  }
  std::vector<std::string> plain = PlainRange(code, prefix, from, to);
  auto inner = InsideParentheses;
  // "subs. (1) to (4)" in an excerpt that starts at (2): the plain labels,
  // and those the excerpt holds between the ends ((2m)), in order.
  if (!in && plain.size() > 2 && !inner(from).empty() && !inner(to).empty() &&
      SmallRomanValue(inner(from)) == 0 && SmallRomanValue(inner(to)) == 0) {
    std::vector<std::string> merged = plain;
    for (int32_t c : ctx.corpus.provisions[parent].children) {
      const std::string last = ctx.corpus.provisions[c].key.Components().back();
      std::string_view l = inner(last);
      if (!l.empty() && LaterLabel(l, inner(from)) && LaterLabel(inner(to), l) &&
          std::find(merged.begin(), merged.end(), last) == merged.end())
        merged.push_back(last);
    }
    if (merged.size() > plain.size()) {
      std::stable_sort(merged.begin(), merged.end(), [&](const std::string& a, const std::string& b) {
        return LaterLabel(inner(b), inner(a));
      });
      return merged;
    }
  }
  // "sub. (1m) (a) to (d)" in an excerpt that ends at (c): the members it
  // holds ((bg) among them), then the plain labels after the last.
  // (Not roman numerals, whose order is not the letters'.)
  if (held.size() >= 2 && plain.size() > 2 && !inner(to).empty() && !inner(held.back()).empty() &&
      SmallRomanValue(inner(from)) == 0 && SmallRomanValue(inner(to)) == 0 &&
      LaterLabel(inner(to), inner(held.back()))) {
    for (const std::string& l : plain)
      if (!inner(l).empty() && LaterLabel(inner(l), inner(held.back()))) held.push_back(l);
    return held;
  }
  return plain;
}

}  // namespace lexgraph::cite
