// Wisconsin label parsing.
#include "ingest/wis_label.h"

#include <algorithm>
#include <cctype>

namespace lexgraph {
namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsAlpha(char c) { return IsLower(c) || IsUpper(c); }

size_t ReadSection(std::string_view t) {
  size_t i = 0;
  while (i < t.size() && IsDigit(t[i])) ++i;
  if (i == 0 || i > 4) return 0;
  while (i < t.size() && IsLower(t[i])) ++i;
  if (i >= t.size() || t[i] != '.') return 0;
  size_t j = ++i;
  while (i < t.size() && IsDigit(t[i])) ++i;
  if (i == j) return 0;
  while (i < t.size() && IsLower(t[i]) && i - j < 8) ++i;
  return i;
}

bool EndsToken(std::string_view t, size_t i) {
  return i >= t.size() || t[i] == ' ' || t[i] == '\t' || t[i] == '\n' ||
         t[i] == '\r';
}

// The letter after a subdivision paragraph's own that the Legislature
// inserts between two ("am.", "cg.", "br."; "gn.", "gp." of s. 35.93 (2)
// (b) 3.; "ak." of s. 252.15 (2) (a) 7.; "at.", "ae.", "as.").
bool InsertedLetter(char c) {
  return c == 'm' || c == 'g' || c == 'r' || c == 'n' || c == 'p' || c == 'k' || c == 't' || c == 'e' ||
         c == 's';
}

}  // namespace

int WisLevel(std::string_view c) {
  if (c.size() >= 3 && c.front() == '(' && c.back() == ')') {
    if (IsDigit(c[1])) return 1;
    if (c == "(L)") return 2;  // paragraph l, printed capital
    // (Also with a letter after, "(Lm)", or after a letter: "(nL)".)
    if (c.size() == 4 && c[1] == 'L' && IsLower(c[2])) return 2;
    for (size_t i = 1; i + 1 < c.size(); ++i)
      if (!IsLower(c[i]) && !(c[i] == 'L' && i > 1)) return 0;
    return 2;
  }
  if (c.size() >= 2 && c.back() == '.') {
    if (IsDigit(c[0])) return 3;
    if (c.size() == 2 && IsLower(c[0])) return 4;
    if (c == "L.") return 4;  // subdivision paragraph l, printed capital
    if (c.size() == 3 && IsLower(c[0]) && InsertedLetter(c[1])) return 4;
  }
  // ("666.102 (5) (f) 2. b. 2)": a fifth level, the federal style of the
  // chapters that copy the federal rules.)
  if (c.size() >= 2 && c.size() <= 3 && c.back() == ')' && IsDigit(c[0]) && IsDigit(c[c.size() - 2])) return 5;
  return 0;
}

size_t ReadWisComponent(std::string_view t) {
  if (t.empty()) return 0;
  if (t[0] == '(') {
    // "(L)": the statutes print paragraph l as a capital.
    if (t.size() >= 3 && t[1] == 'L' && t[2] == ')') return 3;
    // ("(Lm)", "(Lr)": paragraph l's own lettered followers.)
    if (t.size() >= 4 && t[1] == 'L' && IsLower(t[2]) && t[3] == ')') return 4;
    size_t i = 1;
    // ("(3L)", "(nL)": l printed capital after a digit or a letter.)
    while (i < t.size() && (IsDigit(t[i]) || IsLower(t[i]) || (t[i] == 'L' && i > 1))) ++i;
    if (i == 1 || i - 1 > 5 || i >= t.size() || t[i] != ')') return 0;
    // ("WI Stat § 70.47 (2019)": an edition's year, no subsection.)
    if (i == 5 && (t.substr(1, 2) == "19" || t.substr(1, 2) == "20") && IsDigit(t[3]) && IsDigit(t[4]))
      return 0;
    return i + 1;
  }
  if (IsDigit(t[0])) {
    size_t i = 0;
    while (i < t.size() && IsDigit(t[i])) ++i;
    if (i > 3) return 0;
    // (Two letters at most: "1m.", "3am."; not a bill's line number run
    // into a word, "7sub.")
    size_t digits = i;
    while (i < t.size() && IsLower(t[i]) && i < 5 && i - digits < 2) ++i;
    if (i < t.size() && t[i] == '.') return i + 1;
    return 0;
  }
  if (IsLower(t[0]) && t.size() >= 2 && t[1] == '.') return 2;
  // ("3. i. to L.": subdivision paragraph l, printed capital as paragraph
  // l is; not an initial before a word.)
  if (t[0] == 'L' && t.size() >= 2 && t[1] == '.' && (t.size() == 2 || !IsAlpha(t[2])) &&
      !(t.size() >= 4 && t[2] == ' ' && IsUpper(t[3])))
    return 2;
  // An inserted subdivision paragraph: "am.", "cg.", "br." (s. 287.07 (7)
  // (c) 1. cg.).
  if (IsLower(t[0]) && t.size() >= 3 && InsertedLetter(t[1]) && t[2] == '.')
    return 3;
  return 0;
}

std::string WisLocator::Path() const {
  std::string p = section;
  for (const auto& l : levels) p += l;
  return p;
}

size_t HyphenedAgencyEnd(std::string_view text, size_t i) {
  // (An old Register's dash for the hyphen: "s. DFI—Bkg 73.03 (8)".)
  size_t dash = i < text.size() && text[i] == '-' ? 1 : AgencyDashAt(text, i);
  if (dash == 0 || i + dash >= text.size() || text[i + dash] < 'A' || text[i + dash] > 'Z') return i;
  size_t j = i + dash + 1;
  while (j < text.size() && j - i - dash < 4 && std::isalpha(static_cast<unsigned char>(text[j]))) ++j;
  return j;
}

size_t AgencyDashAt(std::string_view text, size_t i) {
  return text.substr(i, 3) == "\xE2\x80\x94" || text.substr(i, 3) == "\xE2\x80\x93" ? 3 : 0;
}

std::string AgencyKeyPrefix(std::string_view written) {
  std::string key;
  for (size_t i = 0; i < written.size(); ++i) {
    if (size_t d = AgencyDashAt(written, i); d > 0) {
      key.push_back('-');
      i += d - 1;
    } else {
      key.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(written[i]))));
    }
  }
  return key;
}

std::optional<WisLocator> ParseWisLocator(std::string_view text,
                                          bool require_levels, bool agency) {
  WisLocator loc;
  // The Administrative Code's "NR 115.05(1)(b)": the agency's prefix, a
  // space, then a number of the statutes' shape. The key drops the space.
  size_t a = 0;
  if (agency) {
    // Upper case ("NR", "ATCP"), or a capital and small letters
    // ("Trans", "Tax", "Ins"); the key's is upper case ("TRANS254.03").
    bool small = false;
    while (a < text.size() && a < 6 &&
           ((text[a] >= 'A' && text[a] <= 'Z') || (a > 0 && text[a] >= 'a' && text[a] <= 'z'))) {
      small |= text[a] >= 'a';
      ++a;
    }
    // ("A-E 5.03", "DFI-Sec 4.01", "DFI-WCA 1.32": a hyphened prefix.)
    size_t first = a;
    if (a >= 1) a = HyphenedAgencyEnd(text, a);
    // (One letter: the Board of Nursing's "N 1.06".)
    bool nursing = first == 1 && text[0] == 'N';
    if ((first < 2 && a == first && !nursing) || first > 5 || a + 1 >= text.size() || text[a] != ' ' ||
        !IsDigit(text[a + 1]) || (small && (text[1] < 'a' || text[1] > 'z')))
      return std::nullopt;
    loc.section = AgencyKeyPrefix(text.substr(0, a));
    text.remove_prefix(a + 1);
  }
  size_t i = ReadSection(text);
  if (i == 0) return std::nullopt;
  loc.section += std::string(text.substr(0, i));
  std::vector<std::string> comps;
  while (i < text.size()) {
    size_t n = ReadWisComponent(text.substr(i));
    if (n == 0) break;
    comps.emplace_back(text.substr(i, n));
    i += n;
  }
  // The Legislature's pages run the short label into its text:
  // "118.145(4)(4)The school board …".
  // (Or a defined term's opening quote: "Trans 102.15(1)(1)“ Unavailable"
  // defined.")
  bool glued = comps.size() >= 2 && comps.back() == comps[comps.size() - 2] &&
               i < text.size() &&
               ((text[i] >= 'A' && text[i] <= 'Z') || text[i] == '"' ||
                text.substr(i).starts_with("\xE2\x80\x9C"));
  // A section's heading glued on where a copy lost the space: "ATCP
  // 134.02Definitions." (a capital, then small letters).
  bool heading = comps.empty() && i + 1 < text.size() && text[i] >= 'A' && text[i] <= 'Z' &&
                 text[i + 1] >= 'a' && text[i + 1] <= 'z';
  if (!EndsToken(text, i) && !glued && !heading) return std::nullopt;
  int last_level = 0;
  for (size_t k = 0; k < comps.size(); ++k) {
    int level = WisLevel(comps[k]);
    if (level == 0) return std::nullopt;
    if (level <= last_level) {
      // Only a final repeat of the previous component may break the order.
      if (k + 1 == comps.size() && k > 0 && comps[k] == comps[k - 1]) {
        loc.marker = comps[k];
        break;
      }
      return std::nullopt;
    }
    last_level = level;
    loc.levels.push_back(comps[k]);
  }
  if (require_levels && loc.levels.empty()) return std::nullopt;
  loc.length = i + (agency ? a + 1 : 0);
  return loc;
}

bool IsAgencyPrefix(std::string_view w) {
  static constexpr std::string_view kNot[] = {
      "Act",   "Acts",  "Art",   "Ch",   "Chs",   "No",    "Ord",  "Par",   "Res",  "Sec",
      "Secs",  "Sub",   "Title", "Rule", "Laws",  "Part",  "Vol",  "Page",  "Code", "Stat",
      "Stats", "Table", "Note",  "Item", "Zone",  "Lot",   "Unit", "Map",   "Form", "Room",
      "Type",  "Class", "Group", "Level", "Step", "Phase", "Area", "Block",
      // (An emergency rule's number, "Ch. Comm 139 – EmR1044".)
      "EmR"};
  // (In capitals too: "(CLEARINGHOUSE RULE 15-041)" above an order's
  // caption names no agency.)
  for (std::string_view n : kNot)
    if (w.size() == n.size() && std::equal(w.begin(), w.end(), n.begin(), [](char a, char b) {
          return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
        }))
      return false;
  return true;
}

}  // namespace lexgraph
