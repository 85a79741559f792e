// Section-number grammars and level groups.
#include "ingest/cite_grammar.h"

#include <re2/re2.h>

#include <cctype>

namespace lexgraph {
namespace {

bool IsAlnum(char c) { return std::isalnum(static_cast<unsigned char>(c)); }

const RE2& NumberPattern(std::string_view code) {
  static const RE2 kDc(R"(\d+[A-Z]?(?::\d+[A-Z]?)?-\d+[A-Za-z]*(?:\.\d+[A-Za-z]*)?)",
                       RE2::Quiet);
  static const RE2 kDashed(R"(\d+[A-Za-z]*-\d+[A-Za-z]*(?:\.\d+[A-Za-z]*)?)",
                           RE2::Quiet);
  static const RE2 kRcw(R"(\d+[A-Z]?\.\d+[A-Z]?\.\d+[A-Z]?)", RE2::Quiet);
  // Pennsylvania's text cites "section 8611" of its own title (the key is
  // TITLE-SECTION, pa-cs:20-8611): the number alone, "2380.4" included.
  static const RE2 kPa(R"(\d+[A-Za-z]*(?:\.\d+[A-Za-z]*)?)", RE2::Quiet);
  static const RE2 kUsc(R"(\d+[A-Za-z]*(?:-\d+[A-Za-z]*)?)", RE2::Quiet);
  static const RE2 kCfr(R"(\d+(?:\.\d+[a-z]*)?)", RE2::Quiet);
  static const RE2 kDotted(R"(\d+[A-Za-z]*\.\d+[A-Za-z]*)", RE2::Quiet);
  if (code == "dc-code") return kDc;
  if (code == "jefferson-co" || code == "ct-gs") return kDashed;
  if (code == "pa-cs") return kPa;
  if (code == "wa-rcw") return kRcw;
  if (code == "usc") return kUsc;
  if (code == "cfr") return kCfr;
  return kDotted;
}

bool IsRoman(std::string_view s, bool upper) {
  if (s.empty()) return false;
  for (char c : s) {
    char l = upper ? static_cast<char>(std::tolower(c)) : c;
    if (upper && !std::isupper(static_cast<unsigned char>(c))) return false;
    if (l != 'i' && l != 'v' && l != 'x' && l != 'l') return false;
  }
  return true;
}

}  // namespace

size_t ReadSectionNumberOf(std::string_view code, std::string_view t,
                           size_t i) {
  if (i >= t.size() || !std::isdigit(static_cast<unsigned char>(t[i])))
    return 0;
  re2::StringPiece m;
  re2::StringPiece text(t.data(), t.size());
  if (!NumberPattern(code).Match(text, i, t.size(), RE2::ANCHOR_START, &m, 1))
    return 0;
  size_t end = i + m.size();
  if (end < t.size() && IsAlnum(t[end])) return 0;
  return m.size();
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
      // "(a)", "(12)", "(iv)", and inserted levels "(b-1)", "(a-ii)".
      size_t e = k + 1;
      while (e < t.size() && (IsAlnum(t[e]) || (t[e] == '-' && e > k + 1)) &&
             e - k <= 7)
        ++e;
      if (e == k + 1 || e >= t.size() || t[e] != ')') break;
      groups->emplace_back(t.substr(k, e - k + 1));
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
      continue;
    }
    break;
  }
  return j;
}

int LabelStyle(std::string_view g) {
  if (g.size() < 3 || g.front() != '(' || g.back() != ')') return -1;
  std::string_view s = g.substr(1, g.size() - 2);
  s = s.substr(0, s.find('-'));  // "(b-1)" is styled as "(b)"
  if (s.empty()) return -1;
  bool digits = true, lower = true, upper = true;
  for (char c : s) {
    digits &= std::isdigit(static_cast<unsigned char>(c)) != 0;
    lower &= std::islower(static_cast<unsigned char>(c)) != 0;
    upper &= std::isupper(static_cast<unsigned char>(c)) != 0;
  }
  if (digits) return 1;
  if (lower) return (s.size() > 1 || s == "i" || s == "v" || s == "x") &&
                            IsRoman(s, false) && s != "l"
                        ? 3
                        : 0;
  if (upper) return s.size() > 1 && IsRoman(s, true) ? 4 : 2;
  return -1;
}

int StyleDepth(std::string_view code, int style) {
  if (style < 0) return 0;
  if (code == "wa-rcw") {
    static constexpr int kWa[] = {2, 1, 4, 3, 5};  // (1) (a) (i) (A) (I)
    return kWa[style];
  }
  static constexpr int kDefault[] = {1, 2, 3, 4, 5};  // (a) (1) (A) (i) (I)
  return kDefault[style];
}

}  // namespace lexgraph
