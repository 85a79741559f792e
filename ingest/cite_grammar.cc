// Section-number grammars and level groups.
#include "ingest/cite_grammar.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <utility>

#include "corpus/ascii.h"
#include "corpus/same_bytes.h"
#include "ingest/text_util.h"

namespace lexgraph {
namespace {

bool IsAlnum(char c) { return ascii::IsAlnum(static_cast<unsigned char>(c)); }
bool IsDigitAt(std::string_view t, size_t i) {
  return i < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[i]));
}

// A cursor over the text for the section-number grammars below (each a
// few greedy steps, as the regular expressions in their comments read).
struct NumberScan {
  std::string_view t;
  size_t i;
  bool Digits() {
    size_t s = i;
    while (i < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[i]))) ++i;
    return i > s;
  }
  void Letters() {
    while (i < t.size() && ascii::IsAlpha(static_cast<unsigned char>(t[i]))) ++i;
  }
  void Lowers() {
    while (i < t.size() && ascii::IsLower(static_cast<unsigned char>(t[i]))) ++i;
  }
  void OptionalUpper() {
    if (i < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[i]))) ++i;
  }
  bool Char(char c) {
    if (i >= t.size() || t[i] != c) return false;
    ++i;
    return true;
  }
  // "-" or an en dash, which the D.C. and U.S. Codes' texts also set
  // inside a number ("§ 31–3171.04", "42 U.S.C. 2000e–2").
  bool Dash() {
    if (Char('-')) return true;
    if (t.substr(i).starts_with("\xE2\x80\x93")) {
      i += 3;
      return true;
    }
    return false;
  }
  // (?:C\d+ then `rest`)? : taken only when C and a digit follow.
  template <typename Rest>
  void Optional(char c, Rest rest) {
    size_t save = i;
    if (Char(c) && Digits()) {
      rest();
    } else {
      i = save;
    }
  }
};

bool IsRoman(std::string_view s, bool upper) {
  if (s.empty()) return false;
  for (char c : s) {
    char l = upper ? static_cast<char>(std::tolower(c)) : c;
    if (upper && !ascii::IsUpper(static_cast<unsigned char>(c))) return false;
    if (l != 'i' && l != 'v' && l != 'x' && l != 'l') return false;
  }
  return true;
}

// The items after a dotted number's subsection letter at t[k] (a full
// stop before each): one letter, a small Roman numeral or a number of one
// or two figures ("9.2.11.a.ii", "19.10.060.B.f", "18.620.030.A.1"); the
// end of the last. Not an abbreviation's letters ("i.e.", "e.g.").
size_t DottedItems(std::string_view t, size_t k) {
  for (int items = 0; items < 4 && k + 1 < t.size() && t[k] == '.'; ++items) {
    size_t d = k + 1;
    if (IsDigitAt(t, d)) {
      while (d < t.size() && d - k <= 2 && IsDigitAt(t, d)) ++d;
    } else {
      while (d < t.size() && d - k <= 4 && ascii::IsLower(static_cast<unsigned char>(t[d]))) ++d;
      if (d - k > 2 && !IsRoman(t.substr(k + 1, d - k - 1), false)) break;
      if (d == k + 1 && ascii::IsUpper(static_cast<unsigned char>(t[d]))) ++d;
    }
    if (d == k + 1 || (d < t.size() && IsAlnum(t[d]))) break;
    if (d == k + 2 && ascii::IsLower(static_cast<unsigned char>(t[k + 1])) && d + 1 < t.size() &&
        t[d] == '.' && ascii::IsLower(static_cast<unsigned char>(t[d + 1])) &&
        (d + 2 == t.size() || t[d + 2] == '.'))
      break;
    k = d;
  }
  return k;
}

// An ordinance number read to its third part, t[i, e): the fourth part a
// code numbers four deep ("1-4-1-1", "25.16.08.040", "9-12.1.202"), or
// where a hyphen joins two numbers of one shape in a dotted code
// ("17.02-17.05", "15.04.020-15.04.050"), the range's first number.
size_t FourthPart(std::string_view t, size_t i, size_t e) {
  // ("Section 19.6.6.A": a dotted number's subsection capital after a
  // full stop; its item after another, "§19.10.060.B.f", "18.620.030.A.1".)
  // (Or a number of three parts that a hyphen joins first: "§
  // 27-1103.5.B", a Pennsylvania township's.)
  // (A small letter too, "§ 9.2.2.a", "9.2.11.a.ii", a zoning
  // ordinance's.)
  std::string_view parts = t.substr(i, e - i);
  if (std::count(parts.begin(), parts.end(), '.') + std::count(parts.begin(), parts.end(), '-') == 2 &&
      parts.find('.') != std::string_view::npos) {
    size_t k = DottedItems(t, e);
    if (k > e && ascii::IsAlpha(static_cast<unsigned char>(t[e + 1]))) return k - i;
  }
  // ("88-110-06-C.6", Kansas City's: a subsection's capital after a dash
  // on a third part, and its item after a full stop.)
  if (std::string_view m = t.substr(i, e - i);
      e + 1 < t.size() && t[e] == '-' && ascii::IsUpper(static_cast<unsigned char>(t[e + 1])) &&
      (e + 2 == t.size() || !IsAlnum(t[e + 2])) && std::count(m.begin(), m.end(), '-') == 2 &&
      m.find('.') == std::string_view::npos) {
    size_t k = e + 2, d = e + 3;
    while (d < t.size() && IsDigitAt(t, d)) ++d;
    if (d > k + 1 && t[k] == '.' && (d == t.size() || !IsAlnum(t[d]))) k = d;
    return k - i;
  }
  NumberScan s{t, e};
  if (!(s.Char('.') || s.Char('-')) || !s.Digits()) return e - i;
  s.Letters();
  // (A fifth part too: "25.16.08.040.1" reads as far as the parts go.)
  std::string_view m = t.substr(i, s.i - i);
  while (s.i + 1 < t.size() && (t[s.i] == '.' || t[s.i] == '-') && IsDigitAt(t, s.i + 1)) {
    size_t save = s.i;
    ++s.i;
    s.Digits();
    s.Letters();
    if (s.i - i > 24) {
      s.i = save;
      break;
    }
    m = t.substr(i, s.i - i);
  }
  size_t hyphens = static_cast<size_t>(std::count(m.begin(), m.end(), '-'));
  size_t dots = static_cast<size_t>(std::count(m.begin(), m.end(), '.'));
  if (hyphens == 1 && dots >= 2) {
    size_t h = m.find('-');
    std::string_view a = m.substr(0, h), b = m.substr(h + 1);
    // (Not after a number of the chapter before its dash, in a list: "§
    // 20.5-27 or 20.5-27.1", a county's chapter 20.5.)
    std::string_view before = t.substr(i >= 40 ? i - 40 : 0, i >= 40 ? 40 : i);
    bool chapter_before = false;
    for (size_t at = before.find(a); at != std::string_view::npos; at = before.find(a, at + 1))
      chapter_before |= at + a.size() + 1 < before.size() && before[at + a.size()] == '-' &&
                        IsDigitAt(before, at + a.size() + 1) &&
                        (at == 0 || !IsAlnum(before[at - 1]));
    if (std::count(a.begin(), a.end(), '.') == std::count(b.begin(), b.end(), '.') && !chapter_before)
      return h;
  }
  // "Secs. 16-1-16-18. Reserved.": after a plural lead, two numbers of
  // one chapter set close (not the four-part "section 1-4-1-1").
  if (hyphens == 3 && dots == 0) {
    size_t h1 = m.find('-'), h2 = m.find('-', h1 + 1);
    // (Or in a list after one: "§§ 32-1, 32-3-32-8, 32-10".)
    std::string_view before = t.substr(0, i);
    for (size_t items = 0; items < 8; ++items) {
      while (!before.empty() && std::strchr("0123456789-.,() ", before.back()) != nullptr)
        before.remove_suffix(1);
      if (before.ends_with(" and")) before.remove_suffix(4);
      else if (before.ends_with(" or")) before.remove_suffix(3);
      else break;
    }
    bool plural = false;
    for (std::string_view w : {"Secs", "secs", "Sections", "sections", "SECTIONS", "\xC2\xA7\xC2\xA7"})
      plural |= before.ends_with(w);
    std::string_view a = m.substr(0, h2), b = m.substr(h2 + 1);
    size_t hb = b.find('-');
    if (plural && a.substr(0, h1) == b.substr(0, hb) &&
        SmallerNumber(a.substr(h1 + 1), b.substr(hb + 1)))
      return h2;
  }
  // ("1.12.030.7.D", "16.28.140.2.b": a four-part dotted number's
  // subsection letter and items after it.)
  if (hyphens == 0 && dots >= 3 && i + m.size() + 1 < t.size() &&
      ascii::IsAlpha(static_cast<unsigned char>(t[i + m.size() + 1])))
    return DottedItems(t, i + m.size()) - i;
  // ("5-2-4-3B2": a subsection's capital and its item glued on the last
  // part, as on a third.)
  // ("14-1-7B2d": and the item's small letter.)
  if (ascii::IsUpper(static_cast<unsigned char>(m.back())) && IsDigitAt(t, i + m.size())) {
    size_t k = i + m.size();
    while (k < t.size() && k - (i + m.size()) < 2 && IsDigitAt(t, k)) ++k;
    if (k + 1 < t.size() && ascii::IsLower(static_cast<unsigned char>(t[k])) && !IsAlnum(t[k + 1])) ++k;
    if (k == t.size() || !IsAlnum(t[k])) return k - i;
  }
  return m.size();
}

// The length of the section number of `code` at t[i] (0: none), before the
// check that no letter or digit follows it.
size_t MatchNumber(std::string_view code, std::string_view t, size_t i) {
  NumberScan s{t, i};
  if (!s.Digits()) return 0;
  if (code == "dc-code") {
    // \d+[A-Z]?(?::\d+[A-Z]?)?[-–]\d+[A-Za-z]*(?:\.\d+[A-Za-z]*)?
    s.OptionalUpper();
    s.Optional(':', [&] { s.OptionalUpper(); });
    if (!s.Dash() || !s.Digits()) return 0;
    s.Letters();
    s.Optional('.', [&] { s.Letters(); });
  } else if (code == "jefferson-co" || code == "ct-gs") {
    // \d+[A-Za-z]*-\d+[A-Za-z]*(?:\.\d+[A-Za-z]*)?; Connecticut's Uniform
    // Commercial Code has a third part ("42a-8-401").
    s.Letters();
    if (!s.Char('-') || !s.Digits()) return 0;
    s.Letters();
    if (code == "ct-gs") {
      size_t save = s.i;
      if (!(s.Char('-') && s.Digits())) s.i = save;
    }
    s.Optional('.', [&] { s.Letters(); });
  } else if (code == "wa-rcw") {
    // \d+[A-Z]?\.\d+[A-Z]?\.\d+[A-Z]?; the Uniform Commercial Code's
    // title numbers its sections by article ("62A.9A-340"):
    // \d+[A-Z]?\.\d+[A-Z]?-\d+[A-Z]?
    size_t title_end = s.i;
    s.OptionalUpper();
    bool lettered_title = s.i > title_end;  // "62A", not the "1." of a treasury rule
    if (!s.Char('.') || !s.Digits()) return 0;
    s.OptionalUpper();
    if (!(s.Char('.') || (lettered_title && s.Char('-'))) || !s.Digits()) return 0;
    s.OptionalUpper();
  } else if (code == "pa-cs") {
    // Pennsylvania's text cites "section 8611" of its own title (the key
    // is TITLE-SECTION, pa-cs:20-8611); a chapter's capital may stand
    // inside the number ("8 Pa.C.S. § 32A01", chapter 32A):
    // \d+(?:[A-Z]\d+|[A-Za-z]*)(?:\.\d+[A-Za-z]*)?
    size_t letter = s.i;
    s.OptionalUpper();
    if (s.i == letter || !s.Digits()) {
      s.i = letter;
      s.Letters();
    }
    s.Optional('.', [&] { s.Letters(); });
    // Purdon's hyphenated sections ("3 P.S. § 459-101", the Dog Law's):
    // a smaller number after the hyphen, not a range's end ("3101-3103");
    // or one of two figures more, the Liquor Code's article and section
    // ("47 P.S. § 1-102", "§ 4-493"), which no range spans.
    if (s.i + 1 < t.size() && t[s.i] == '-' && IsDigitAt(t, s.i + 1)) {
      size_t k = i, m = s.i + 1;
      while (k < s.i && IsDigitAt(t, k)) ++k;
      while (m < t.size() && IsDigitAt(t, m)) ++m;
      auto figures = [](std::string_view d) {
        while (d.size() > 1 && d[0] == '0') d.remove_prefix(1);
        return d.size();
      };
      std::string_view before = t.substr(i, k - i), after = t.substr(s.i + 1, m - s.i - 1);
      if (k == s.i && (SmallerNumber(after, before) || figures(after) >= figures(before) + 2)) s.i = m;
    }
  } else if (code == "usc") {
    // \d+[A-Za-z]*(?:[-–]\d+[A-Za-z]*)?
    s.Letters();
    size_t save = s.i;
    if (s.Dash() && s.Digits()) {
      s.Letters();
    } else {
      s.i = save;
    }
  } else if (code == "wa-wac") {
    // \d+[A-Z]?-\d+[A-Z]?-\d+[A-Z]?: "173-26-221", "246-272A-0110"
    s.OptionalUpper();
    if (!s.Char('-') || !s.Digits()) return 0;
    s.OptionalUpper();
    if (!s.Char('-') || !s.Digits()) return 0;
    s.OptionalUpper();
  } else if (code == "cfr" || code == "pa-code") {
    // \d+(?:\.\d+[a-z]*(?:-\d+[a-z]*)?)? -- the CFR's hyphened sections
    // ("7 CFR 301.45-2a"), not a range's hyphen ("60.1-60.5").
    size_t start = s.i;
    s.Optional('.', [&] { s.Lowers(); });
    // ("17 CFR 230.144A": a capital ends a section's number, Rule 144A.)
    if (code == "cfr" && s.i > start && s.i < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[s.i])) &&
        (s.i + 1 == t.size() || !IsAlnum(t[s.i + 1])))
      ++s.i;
    if (code == "cfr" && s.i > start && s.i + 1 < t.size() && t[s.i] == '-' && IsDigitAt(t, s.i + 1)) {
      size_t m = s.i + 1;
      while (m < t.size() && IsDigitAt(t, m)) ++m;
      while (m < t.size() && ascii::IsLower(static_cast<unsigned char>(t[m]))) ++m;
      if (!(m < t.size() && IsAlnum(t[m])) && !(m + 1 < t.size() && t[m] == '.' && IsDigitAt(t, m + 1)))
        s.i = m;
    }
  } else if (code == "iowa-code" || code == "iowa-iac" || code == "wis-stat" ||
             code == "wis-adm") {
    // \d+[A-Za-z]*\.\d+[A-Za-z]*
    s.Letters();
    if (!s.Char('.') || !s.Digits()) return 0;
    s.Letters();
  } else {
    // Ordinances and other codes, numbered "17.02", "152-17H", "10-3-4" or
    // "15.04.020", Louisiana's parishes "2:250":
    // \d+[A-Za-z]*[.:-]\d+[A-Za-z]*(?:[.-]\d+[A-Za-z]*|\.[A-Z])?, or
    // after a hyphen \d+[A-Z]\d{1,3} for the second part
    size_t first_end = s.i;
    s.Letters();
    bool first_lettered = s.i > first_end;
    bool hyphen = s.i < t.size() && t[s.i] == '-';
    // (A capitalized word glued on ends no number: see below.)
    auto glued_word = [&](size_t at) {
      size_t e = at;
      while (e > i && ascii::IsAlpha(static_cast<unsigned char>(t[e - 1]))) --e;
      return at - e >= 3 && ascii::IsUpper(static_cast<unsigned char>(t[e])) &&
             ascii::IsLower(static_cast<unsigned char>(t[e + 1]));
    };
    // ("sections 11-I-3, 39-I-2", "26-VIII-1": a chapter's article in
    // Roman numerals between, the section's number after.)
    if (hyphen) {
      size_t k = s.i + 1;
      while (k < t.size() && k - s.i <= 5 && (t[k] == 'I' || t[k] == 'V' || t[k] == 'X' || t[k] == 'L')) ++k;
      if (k > s.i + 1 && k + 1 < t.size() && t[k] == '-' && IsDigitAt(t, k + 1)) {
        s.i = k + 1;
        s.Digits();
        s.Letters();
        return glued_word(s.i) ? 0 : s.i - i;
      }
    }
    // ("section 197-a", New York City's charter: a small letter after
    // the hyphen, alone.)
    if (hyphen && !first_lettered && s.i + 1 < t.size() && ascii::IsLower(static_cast<unsigned char>(t[s.i + 1])) &&
        (s.i + 2 == t.size() || !IsAlnum(t[s.i + 2])) && !(s.i + 3 < t.size() && t[s.i + 2] == '-' && IsDigitAt(t, s.i + 3)))
      return s.i + 2 - i;
    if (!(s.Char('.') || s.Char('-') || s.Char(':')) || !s.Digits()) return 0;
    size_t letters = s.i;
    s.Letters();
    // ("§ 27-14A04": a Pennsylvania code's section 04 of its Part 14A, the
    // part's capital inside the number; not Iowa's "§533C.1C93", the
    // Code of 1993 glued after a section.)
    if (hyphen && s.i == letters + 1 && ascii::IsUpper(static_cast<unsigned char>(t[letters])) &&
        IsDigitAt(t, s.i)) {
      size_t k = s.i;
      while (k < t.size() && k - s.i < 3 && IsDigitAt(t, k)) ++k;
      if (k == t.size() || !IsAlnum(t[k])) s.i = k;
    }
    size_t save = s.i;
    // ("23-12-A": a third part of one capital after a hyphen; not an
    // article's letter before its section's number, "3-7-B-1".)
    if (hyphen && s.i + 1 < t.size() && t[s.i] == '-' && ascii::IsUpper(static_cast<unsigned char>(t[s.i + 1])) &&
        (s.i + 2 == t.size() || !IsAlnum(t[s.i + 2])) && s.i == letters &&
        !(s.i + 3 < t.size() && (t[s.i + 2] == '-' || t[s.i + 2] == '.') && IsDigitAt(t, s.i + 3)))
      return s.i + 2 - i;
    // ("Section 3-7-B-1": title, chapter, the article's capital, the
    // section.)
    if (hyphen && s.i + 3 < t.size() && t[s.i] == '-' && ascii::IsUpper(static_cast<unsigned char>(t[s.i + 1])) &&
        t[s.i + 2] == '-' && IsDigitAt(t, s.i + 3) && s.i == letters) {
      s.i += 3;
      s.Digits();
      s.Letters();
      return glued_word(s.i) ? 0 : s.i - i;
    }
    if ((s.Char('.') || s.Char('-')) && s.Digits()) {
      s.Letters();
      // ("RMC 4-3-050D5": a subsection's capital and its item glued on.)
      if (s.i > save && ascii::IsUpper(static_cast<unsigned char>(t[s.i - 1])) && IsDigitAt(t, s.i)) {
        size_t k = s.i;
        while (k < t.size() && k - s.i < 2 && IsDigitAt(t, k)) ++k;
        if (k + 1 < t.size() && ascii::IsLower(static_cast<unsigned char>(t[k])) && !IsAlnum(t[k + 1])) ++k;
        if (k == t.size() || !IsAlnum(t[k])) s.i = k;
      } else {
        s.i = i + FourthPart(t, i, s.i);
      }
    } else {
      s.i = save;
      // ("Section 2.4.F": a subsection's capital after a point, alone;
      // not the article of a sentence run on, "section 524.904.A state
      // bank's".)
      auto article = [&] {
        size_t k = s.i + 2;
        if ((t[s.i + 1] != 'A' && t[s.i + 1] != 'I') || k + 1 >= t.size() || t[k] != ' ' ||
            !ascii::IsLower(static_cast<unsigned char>(t[k + 1])))
          return false;
        std::string_view word = t.substr(k + 1, 4);
        return !(word.starts_with("and ") || word.starts_with("or ") || word.starts_with("to ") ||
                 word.starts_with("of ") || word.starts_with("thro"));
      };
      if (s.i + 1 < t.size() && t[s.i] == '.' && ascii::IsUpper(static_cast<unsigned char>(t[s.i + 1])) &&
          (s.i + 2 == t.size() || !IsAlnum(t[s.i + 2])) && !article()) {
        s.i += 2;
        // ("30-5.F.4.d.1", "Section 507.I.1": the capital's items after
        // it, each after a full stop, a number of two figures or a
        // letter.)
        while (s.i + 1 < t.size() && t[s.i] == '.') {
          size_t k = s.i + 1;
          if (IsDigitAt(t, k)) {
            while (k < t.size() && k - s.i <= 2 && IsDigitAt(t, k)) ++k;
          } else if (ascii::IsAlpha(static_cast<unsigned char>(t[k]))) {
            ++k;
          }
          if (k == s.i + 1 || (k < t.size() && IsAlnum(t[k]))) break;
          s.i = k;
        }
      }
    }
    // ("Sec. 18-3-10Statutory authorization": a contents line that lost
    // its spaces; a capitalized word glued on is no letter of the number,
    // and no number stands there.)
    if (glued_word(s.i)) return 0;
  }
  return s.i - i;
}

}  // namespace

std::string RomanNumeral(int n, bool upper) {
  static constexpr std::pair<int, std::string_view> kDigits[] = {
      {50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}};
  std::string out;
  for (const auto& [v, d] : kDigits)
    while (n >= v) out += d, n -= v;
  if (!upper)
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::vector<std::string> LabelsBetween(std::string_view lo, std::string_view hi) {
  std::vector<std::string> out;
  if (lo.empty() || hi.empty()) return out;
  bool digits = ascii::IsDigit(static_cast<unsigned char>(lo[0]));
  if (digits != ascii::IsDigit(static_cast<unsigned char>(hi[0]))) return out;
  int a = digits ? std::atoi(std::string(lo).c_str()) : RomanValue(lo);
  int b = digits ? std::atoi(std::string(hi).c_str()) : RomanValue(hi);
  if (a <= 0 || b <= a || b - a > 10) return out;
  for (int v = a + 1; v < b; ++v) out.push_back(digits ? std::to_string(v) : RomanNumeral(v));
  return out;
}

int SmallRomanValue(std::string_view s) {
  if (s.empty() || s.size() > 7 ||
      s.find_first_not_of("ivxIVX") != std::string_view::npos)
    return 0;
  // (Read as written, then checked by writing it back: "iiii" is none.)
  int n = 0;
  for (size_t k = 0; k < s.size(); ++k) {
    char c = static_cast<char>(std::tolower(static_cast<unsigned char>(s[k])));
    int v = c == 'i' ? 1 : c == 'v' ? 5 : 10;
    char next = k + 1 < s.size() ? static_cast<char>(std::tolower(static_cast<unsigned char>(s[k + 1]))) : 0;
    int w = next == 'i' ? 1 : next == 'v' ? 5 : next == 'x' ? 10 : 0;
    n += v < w ? -v : v;
  }
  std::string back = RomanNumeral(n, ascii::IsUpper(static_cast<unsigned char>(s[0])) != 0);
  return back == s ? n : 0;
}

std::vector<std::string> LevelRangeItems(std::string_view group) {
  // \((\d{1,2}|[a-z]{1,5}|[A-Z])-(\d{1,2}|[a-z]{1,5}|[A-Z])\)
  auto side = [](std::string_view s) {
    if (s.empty()) return false;
    if (std::all_of(s.begin(), s.end(), [](char c) { return ascii::IsDigit(static_cast<unsigned char>(c)); }))
      return s.size() <= 2;
    if (std::all_of(s.begin(), s.end(), [](char c) { return ascii::IsLower(static_cast<unsigned char>(c)); }))
      return s.size() <= 5;
    return s.size() == 1 && ascii::IsUpper(static_cast<unsigned char>(s[0]));
  };
  size_t dash = group.find('-');
  if (group.size() < 5 || group.front() != '(' || group.back() != ')' || dash == std::string_view::npos)
    return {};
  std::string lo(group.substr(1, dash - 1)), hi(group.substr(dash + 1, group.size() - dash - 2));
  if (!side(lo) || !side(hi)) return {};
  std::vector<std::string> items;
  bool digits = ascii::IsDigit(static_cast<unsigned char>(lo[0]));
  if (digits != ascii::IsDigit(static_cast<unsigned char>(hi[0]))) return items;
  if (digits) {
    int a = std::atoi(lo.c_str()), b = std::atoi(hi.c_str());
    if (a >= 1 && a < b && b - a <= 10)
      for (int v = a; v <= b; ++v) items.push_back(std::to_string(v));
    return items;
  }
  if (int a = SmallRomanValue(lo), b = SmallRomanValue(hi);
      a > 0 && a < b && b - a <= 20 && (lo.size() > 1 || hi.size() > 1 || lo == "i")) {
    for (int v = a; v <= b; ++v) items.push_back(RomanNumeral(v, ascii::IsUpper(static_cast<unsigned char>(lo[0])) != 0));
    return items;
  }
  if (lo.size() == 1 && hi.size() == 1 && lo[0] < hi[0] && hi[0] - lo[0] <= 12 &&
      ascii::IsUpper(static_cast<unsigned char>(lo[0])) == ascii::IsUpper(static_cast<unsigned char>(hi[0])))
    for (char c = lo[0]; c <= hi[0]; ++c) items.push_back(std::string(1, c));
  return items;
}

bool SmallerNumber(std::string_view b, std::string_view a) {
  while (b.size() > 1 && b[0] == '0') b.remove_prefix(1);
  while (a.size() > 1 && a[0] == '0') a.remove_prefix(1);
  return b.size() != a.size() ? b.size() < a.size() : b < a;
}

size_t ReadSectionNumberOf(std::string_view code, std::string_view t,
                           size_t i) {
  size_t n = MatchNumber(code, t, i);
  if (n == 0) return 0;
  // Text that lost its spaces ("ss. 49.141to49.161", "1901to1963"): a list
  // or range word glued between two numbers is no suffix of the first.
  // ("628bor42": after a number's own letter too.)
  for (std::string_view w : {"to", "or", "and", "through"}) {
    if (n <= w.size() || !EndsWith(t.substr(i, n), w)) continue;
    size_t before = i + n - w.size() - 1;
    bool after_number =
        IsDigitAt(t, before) ||
        (n > w.size() + 1 && ascii::IsAlpha(static_cast<unsigned char>(t[before])) &&
         IsDigitAt(t, before - 1) && i + n < t.size() && IsDigitAt(t, i + n));
    if (after_number &&
        (i + n == t.size() || !IsAlnum(t[i + n]) || IsDigitAt(t, i + n)))
      return n - w.size();
  }
  // "section163of the Internal Revenue Code", "section468Aof the"
  if (n > 2 && t.substr(i + n - 2, 2) == "of" &&
      (IsDigitAt(t, i + n - 3) ||
       ascii::IsUpper(static_cast<unsigned char>(t[i + n - 3]))) &&
      i + n < t.size() && t[i + n] == ' ')
    return n - 2;
  // The U.S. Code's letters repeat one letter ("1395ccc", "300gg"): in
  // text that lost its spaces, "1395cccor", "1396r-3for" end with a word.
  if (code == "usc") {
    size_t e = n;
    while (e > 0 && ascii::IsLower(static_cast<unsigned char>(t[i + e - 1]))) --e;
    std::string_view letters = t.substr(i + e, n - e);
    if (letters.size() >= 2 && e > 0 && IsDigitAt(t, i + e - 1) &&
        letters.find_first_not_of(letters[0]) != std::string_view::npos &&
        (i + n == t.size() || !IsAlnum(t[i + n]))) {
      for (std::string_view w : {"for", "and", "or", "to", "of", "in"}) {
        if (!letters.ends_with(w)) continue;
        std::string_view rest = letters.substr(0, letters.size() - w.size());
        if (rest.find_first_not_of(rest.empty() ? ' ' : rest[0]) == std::string_view::npos)
          return n - w.size();
      }
    }
  }
  // Connecticut's letters are one letter or one repeated ("54l", "430aa"):
  // "Sec. 25-54ltransferred to …" is 25-54l with a word glued on.
  if (code == "ct-gs") {
    size_t e = n;
    while (e > 0 && ascii::IsLower(static_cast<unsigned char>(t[i + e - 1]))) --e;
    if (e > 0 && IsDigitAt(t, i + e - 1) && n - e == 2 && t.substr(i + e, 2) == "re" &&
        i + n < t.size() && t[i + n] == ' ')
      return e;  // "See Sec. 19a-341re …"
    if (n - e >= 3 && e > 0 && IsDigitAt(t, i + e - 1)) {
      size_t k = e + 1;
      while (k < n && k - e < 3 && t[i + k] == t[i + e]) ++k;
      if (n - k >= 3) return k;
      // ("See Sec. 52-557lre immunity": the editors' "re" glued on.)
      if (t.substr(i + k, n - k) == "re" && i + n < t.size() && t[i + n] == ' ') return k;
      // ("20-206llor 20-206mm", "sections 34-279lto 34-279q": "or" or
      // "to" before the list's next number.)
      if ((t.substr(i + k, n - k) == "or" || t.substr(i + k, n - k) == "to") &&
          i + n + 1 < t.size() && t[i + n] == ' ' && IsDigitAt(t, i + n + 1))
        return k;
    }
  }
  // Iowa's history brackets lost their spaces: "§515B.6, 515B.9Subsection".
  if (code == "iowa-code") {
    // ("523A.8072022 strike and rewrite": a year glued after the number,
    // whose part after the dot runs to five digits at most.)
    size_t dot = t.substr(i, n).find('.');
    if (dot != std::string_view::npos && n - dot - 1 >= 6 && i + n < t.size() && t[i + n] == ' ') {
      std::string_view year = t.substr(i + n - 4, 4);
      bool digits = std::all_of(t.begin() + static_cast<std::ptrdiff_t>(i + dot + 1),
                                t.begin() + static_cast<std::ptrdiff_t>(i + n), ::isdigit);
      if (digits && (year.starts_with("19") || year.starts_with("20"))) return n - 4;
    }
    size_t e = n;
    while (e > 0 && ascii::IsAlpha(static_cast<unsigned char>(t[i + e - 1]))) --e;
    size_t letters = n - e;
    bool small = false;
    for (size_t k = e; k < n; ++k)
      small |= ascii::IsLower(static_cast<unsigned char>(t[i + k])) != 0;
    // (The Code letters its sections in capitals: "section 521A.6as"
    // lost the space before "as".)
    if (letters >= 2 && small && IsDigitAt(t, i + e - 1)) return e;
  }
  // "SEC. 9-1-1OFFENSES AGAINST STATE LAWS": a heading's word in
  // capitals glued after the number (no body letters its sections with
  // three capitals) is none of it.
  if (n > 3 && ascii::IsUpper(static_cast<unsigned char>(t[i + n - 1]))) {
    size_t e = n - 1;
    while (e > 0 && ascii::IsUpper(static_cast<unsigned char>(t[i + e - 1]))) --e;
    if (n - e >= 3 && e > 0 && IsDigitAt(t, i + e - 1) && (i + n == t.size() || !IsAlnum(t[i + n])))
      return e;
  }
  // "42 CFR 483related to": the CFR's numbers end in no word, so one glued
  // on is the next word, where the text lost its spaces.
  if (code == "cfr" && i + n + 2 < t.size() && ascii::IsLower(static_cast<unsigned char>(t[i + n])) &&
      ascii::IsLower(static_cast<unsigned char>(t[i + n + 1])) &&
      ascii::IsLower(static_cast<unsigned char>(t[i + n + 2])))
    return n;
  // "§ 12-81fC.G.S.": the statutes' initials glued after the number (a
  // capital, a full stop, a capital and a full stop) are none of its.
  if (n > 1 && ascii::IsUpper(static_cast<unsigned char>(t[i + n - 1])) && i + n + 2 < t.size() &&
      t[i + n] == '.' && ascii::IsUpper(static_cast<unsigned char>(t[i + n + 1])) &&
      t[i + n + 2] == '.' && IsAlnum(t[i + n - 2]))
    return n - 1;
  if (i + n < t.size() && IsAlnum(t[i + n])) return 0;
  // "20 U.S.C. 236–244" is a range; "2000e–2", "1440–1" are numbers.
  if (code == "usc") {
    std::string_view m = t.substr(i, n);
    size_t d = m.find("\xE2\x80\x93");
    if (d != std::string_view::npos && d > 0 && IsDigitAt(m, d - 1)) {
      size_t a = 0, b = 0, k = d;
      while (k > 0 && IsDigitAt(m, k - 1)) --k;
      bool digits_only = k == 0;
      for (size_t x = k; x < d; ++x) a = a * 10 + (m[x] - '0');
      size_t y = d + 3;
      for (; y < m.size() && IsDigitAt(m, y) && y - d < 9; ++y) b = b * 10 + (m[y] - '0');
      if (digits_only && y == m.size() && b > a) return d;
    }
  }
  // "§ 2-501et seq.": markup set "et seq." against the number with no
  // space between ("<cite>§ 2-501</cite><em>et seq.</em>"); the letters
  // are no suffix of the number.
  if (n > 2 && t.substr(i + n - 2, 2) == "et" && IsDigitAt(t, i + n - 3) &&
      t.substr(i + n).starts_with(" seq"))
    n -= 2;
  return n;
}

size_t ReadLevelGroups(std::string_view t, size_t i,
                       std::vector<std::string>* groups) {
  size_t j = i;
  while (j < t.size()) {
    size_t k = j;
    // "(b) (2)": one space between groups is allowed.
    if (t[k] == ' ' && !groups->empty() && k + 1 < t.size() &&
        t[k + 1] == '(')
      ++k;
    if (t[k] == '(') {
      // "(a)", "(12)", "(iv)", and inserted levels "(b-1)", "(a-ii)",
      // Pennsylvania's "(a.1)"; a range's dash of any kind, "(4—6)" (read
      // as "-").
      size_t e = k + 1;
      bool long_dash = false;
      while (e < t.size() && e - k <= 7) {
        if (IsAlnum(t[e]) || (t[e] == '-' && e > k + 1) || (t[e] == '.' && e > k + 1 && IsDigitAt(t, e + 1))) {
          ++e;
        } else if (e > k + 1 && (t.substr(e).starts_with("\xE2\x80\x93") || t.substr(e).starts_with("\xE2\x80\x94"))) {
          e += 3;
          long_dash = true;
        } else {
          break;
        }
      }
      if (e == k + 1 || e >= t.size() || t[e] != ')') break;
      // "section 24-70(c) (below)": a word in parentheses, no level (a
      // level of small letters is a numeral or one letter repeated).
      if (std::string_view in = t.substr(k + 1, e - k - 1);
          in.size() >= 3 && std::all_of(in.begin(), in.end(), [](char c) { return c >= 'a' && c <= 'z'; }) &&
          in.find_first_not_of("ivxlcdm") != std::string_view::npos &&
          in.find_first_not_of(in[0]) != std::string_view::npos)
        break;
      // ("division (EPD)": an agency's initials, no level; not a numeral,
      // "(IV)", nor a letter doubled, "(AA)".)
      if (std::string_view in = t.substr(k + 1, e - k - 1);
          in.size() >= 2 && std::all_of(in.begin(), in.end(), [](char c) { return c >= 'A' && c <= 'Z'; }) &&
          in.find_first_not_of("IVXLCDM") != std::string_view::npos &&
          in.find_first_not_of(in[0]) != std::string_view::npos)
        break;
      // "21 U.S.C. 350(b) (2012)": an edition's year, no level.
      if (e - k == 5 && (t.substr(k + 1, 2) == "19" || t.substr(k + 1, 2) == "20") &&
          IsDigitAt(t, k + 3) && IsDigitAt(t, k + 4))
        break;
      std::string group(t.substr(k, e - k + 1));
      if (long_dash)
        for (std::string_view dash : {"\xE2\x80\x93", "\xE2\x80\x94"})
          for (size_t d = group.find(dash); d != std::string::npos; d = group.find(dash)) group.replace(d, 3, "-");
      groups->push_back(std::move(group));
      j = e + 1;
      continue;
    }
    // "(3)(c)4", "(1)(e)2a": a short tail right after a group.
    if (k == j && !groups->empty() && IsAlnum(t[k])) {
      size_t e = k;
      while (e < t.size() && IsAlnum(t[e])) ++e;
      if (e - k > 3) break;
      groups->emplace_back(t.substr(k, e - k));
      j = e;
      // ("(a)2.b", the statutes' way a municipal code may write its own
      // levels: a letter after the number's full stop.)
      // (One letter, the number's item; not a word.)
      if (ascii::IsDigit(static_cast<unsigned char>(t[e - 1])) && e + 1 < t.size() && t[e] == '.' &&
          ascii::IsLower(static_cast<unsigned char>(t[e + 1])) &&
          (e + 2 == t.size() || !IsAlnum(t[e + 2]))) {
        groups->emplace_back(t.substr(e + 1, 1));
        j = e + 2;
      }
      // ("1462.12(j)(1)A.4.": Ohio's codes' items under a capital's, the
      // capital's full stop kept between, as the tree keys them.)
      else if (e == k + 1 && ascii::IsUpper(static_cast<unsigned char>(t[k])) && e + 1 < t.size() &&
               t[e] == '.' && IsDigitAt(t, e + 1)) {
        size_t m = e + 1;
        while (m < t.size() && m - e <= 2 && IsDigitAt(t, m)) ++m;
        if (m - e <= 2 && (m == t.size() || !IsAlnum(t[m])) && !(m + 1 < t.size() && t[m] == '.' && IsDigitAt(t, m + 1))) {
          groups->back() = std::string(t.substr(k, m - k));
          j = m;
        }
      }
      continue;
    }
    break;
  }
  return j;
}

int LabelStyle(std::string_view g) {
  if (g.size() < 3 || g.front() != '(' || g.back() != ')') return -1;
  std::string_view s = g.substr(1, g.size() - 2);
  s = s.substr(0, s.find_first_of("-."));  // "(b-1)", "(b.1)" are styled as "(b)"
  if (s.empty()) return -1;
  bool digits = true, lower = true, upper = true;
  for (char c : s) {
    digits &= ascii::IsDigit(static_cast<unsigned char>(c)) != 0;
    lower &= ascii::IsLower(static_cast<unsigned char>(c)) != 0;
    upper &= ascii::IsUpper(static_cast<unsigned char>(c)) != 0;
  }
  if (digits) return 1;
  // "(1A)", "(8C)": a numbered level inserted after "(1)" and "(8)".
  size_t d = s.find_first_not_of("0123456789");
  if (d > 0 && s.size() - d <= 2 &&
      std::all_of(s.begin() + d, s.end(), [](char c) { return ascii::IsUpper(static_cast<unsigned char>(c)); }))
    return 1;
  if (lower) return (s.size() > 1 || s == "i" || s == "v" || s == "x") &&
                            IsRoman(s, false) && s != "l"
                        ? 3
                        : 0;
  if (upper) return s.size() > 1 && IsRoman(s, true) ? 4 : 2;
  return -1;
}

bool SameLevelStyle(std::string_view a, std::string_view b) {
  int x = LabelStyle(a), y = LabelStyle(b);
  if (x == y) return x >= 0;
  // "(i)", "(v)", "(x)", "(I)", "(V)", "(X)" alone are letters or numerals.
  auto either = [](std::string_view g, int style) {
    if (g.size() != 3) return false;
    char c = static_cast<char>(std::tolower(static_cast<unsigned char>(g[1])));
    return (c == 'i' || c == 'v' || c == 'x') && (style == 0 || style == 2 ||
                                                  style == 3 || style == 4);
  };
  bool upper_pair = (x == 2 && y == 4) || (x == 4 && y == 2);
  bool lower_pair = (x == 0 && y == 3) || (x == 3 && y == 0);
  return (upper_pair || lower_pair) && (either(a, x) || either(b, y));
}

size_t ItemPosition(const std::vector<std::string>& prev, const std::vector<std::string>& item) {
  size_t best = prev.size(), best_score = 0;
  for (size_t m = 0; m < prev.size(); ++m) {
    if (!SameLevelStyle(prev[m], item[0])) continue;
    size_t overlap = std::min(prev.size() - m, item.size()), score = 1;
    for (size_t k = 1; k < overlap; ++k) score += SameLevelStyle(prev[m + k], item[k]);
    if (score >= best_score) best = m, best_score = score;
  }
  return best;
}

int StyleDepth(std::string_view code, int style) {
  if (style < 0) return 0;
  if (code == "wa-rcw" || code == "wa-wac") {
    static constexpr int kWa[] = {2, 1, 4, 3, 5};  // (1) (a) (i) (A) (I)
    return kWa[style];
  }
  static constexpr int kDefault[] = {1, 2, 3, 4, 5};  // (a) (1) (A) (i) (I)
  return kDefault[style];
}

}  // namespace lexgraph
