// Text helpers for the plain-text readers.
#include "ingest/text_util.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>

#include "corpus/ascii.h"

namespace lexgraph {

std::string_view Trim(std::string_view s) {
  auto space = [](char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' ||
           c == '\v';
  };
  // ASCII white space and U+00A0 (C2 A0), in any mix, at either end.
  while (!s.empty()) {
    if (space(s.front())) s.remove_prefix(1);
    else if (s.starts_with("\xC2\xA0")) s.remove_prefix(2);
    else break;
  }
  while (!s.empty()) {
    if (space(s.back())) s.remove_suffix(1);
    else if (s.ends_with("\xC2\xA0")) s.remove_suffix(2);
    else break;
  }
  return s;
}

bool IsBlank(std::string_view s) { return Trim(s).empty(); }

std::string_view LastToken(std::string_view s) {
  s = Trim(s);
  size_t sp = s.find_last_of(" \t");
  return sp == std::string_view::npos ? s : s.substr(sp + 1);
}

bool IsCitationLeadIn(std::string_view t) {
  // ("Wis. Stat.§ (Rule)\n809.23": the Supreme Court's word for a
  // section of its rules of procedure.)
  static constexpr std::array<std::string_view, 33> kLeadIns = {
      "s.",     "ss.",   "sub.",   "subs.", "par.",    "pars.",  "subd.",
      "subds.", "ch.",   "chs.",   "subch.", "subchs.", "\xC2\xA7", "\xC2\xA7\xC2\xA7",
      "No.",    "and",   "or",     "to",    "through", "under",  "in",
      "of",     "Stat.", "Stats.", "Sec.",  "section", "sections",
      "Ch.",    "Chs.",  "Secs.",  "Art.",  "(Rule)",  "(Rules)"};
  for (std::string_view k : kLeadIns)
    if (t == k) return true;
  return !t.empty() && t.back() == ',';
}

bool NamesSupremeCourtRules(std::string_view s) {
  return s.find("Supreme Court Rule") != std::string_view::npos || s.find("SCR ") != std::string_view::npos;
}

size_t HeadingLength(std::string_view s, int max_words) {
  if (s.empty() || !ascii::IsUpper(static_cast<unsigned char>(s[0]))) return 0;
  int words = 1;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == ' ') {
      if (++words > max_words) return 0;
    } else if (c == ':' || c == ';' || c == '?' || c == '(' || c == '"') {
      return 0;
    } else if (c == '.' && (i + 1 == s.size() || s[i + 1] == ' ')) {
      std::string_view before = s.substr(0, i + 1);
      std::string_view last = LastToken(before);
      if (IsCitationLeadIn(last)) return 0;
      // Not the period of an abbreviation inside the sentence ("Code Act,
      // 35 P.S. § 7210.101", "42 U.S.C. 4001"): initials, or a body of
      // law's short name, or a place's or body's ("The Sauk Co. Code Ord.
      // § 9.002 …", "The St. Croix County Board …").
      bool initials = last.size() == 2 && ascii::IsUpper(static_cast<unsigned char>(last[0]));
      bool dotted = last.find('.') + 1 < last.size();
      // (And the states' and their codes' short names: "The town held
      // under Ariz. Rev. Stat. § 9-462.04 …", "… pursuant to ARIZ. REV.
      // STAT. § 9-462.04".)
      static constexpr std::string_view kShort[] = {
          "Pa.",   "Wis.",  "Conn.", "Gen.",  "Adm.",  "Co.",   "Twp.",  "Dept.", "Ord.",  "St.",   "Mt.",
          "Ft.",   "Ala.",  "Ariz.", "Ark.",  "Cal.",  "Calif.", "Colo.", "Del.", "Fla.",  "Ga.",   "Ill.",
          "Kan.",  "Ky.",   "La.",   "Md.",   "Mass.", "Mich.", "Minn.", "Miss.", "Mont.", "Neb.",  "Nev.",
          "Okla.", "Ore.",  "Tenn.", "Tex.",  "Va.",   "Vt.",   "Wash.", "Wyo.",  "Rev.",  "Ann.",  "ARIZ.",
          "TEX.",  "FLA.",  "CAL.",  "REV.",  "STAT.", "ANN."};
      bool short_name = std::find(std::begin(kShort), std::end(kShort), last) != std::end(kShort);
      // (Nor Ohio's parts of a code before a number: "Appeals go to the
      // board under ZON. 1181.05", "TRAF. 432.32".)
      static constexpr std::string_view kParts[] = {"ZON.", "TRAF.", "BLDG.", "ADM.", "OFF.", "REG.", "TAX."};
      bool part = i + 2 < s.size() && ascii::IsDigit(static_cast<unsigned char>(s[i + 2])) &&
                  std::find(std::begin(kParts), std::end(kParts), last) != std::end(kParts);
      if (words > 1 && (initials || dotted || short_name || part)) return 0;
      return i + 1;
    }
  }
  return 0;
}

size_t LeadingDigits(std::string_view s) {
  size_t n = 0;
  while (n < s.size() && ascii::IsDigit(static_cast<unsigned char>(s[n]))) ++n;
  return n;
}

int RomanValue(std::string_view s) {
  int total = 0, prev = 0;
  for (auto it = s.rbegin(); it != s.rend(); ++it) {
    int v = 0;
    switch (std::tolower(static_cast<unsigned char>(*it))) {
      case 'i': v = 1; break;
      case 'v': v = 5; break;
      case 'x': v = 10; break;
      case 'l': v = 50; break;
      case 'c': v = 100; break;
      default: return 0;
    }
    total += v < prev ? -v : v;
    prev = std::max(prev, v);
  }
  return total;
}

size_t RFind(std::string_view s, std::string_view w) {
  if (w.empty()) return s.size();
  if (w.size() > s.size()) return std::string_view::npos;
  size_t limit = s.size() - w.size() + 1;  // positions [0, limit) may start w
  while (limit > 0) {
    const void* hit = memrchr(s.data(), w[0], limit);
    if (!hit) break;
    size_t at = static_cast<size_t>(static_cast<const char*>(hit) - s.data());
    if (s.compare(at, w.size(), w) == 0) return at;
    limit = at;
  }
  return std::string_view::npos;
}

bool NextIsOf(std::string_view t, size_t i) {
  while (i < t.size() && (t[i] == ',' || t[i] == ' ' || t[i] == '\n')) ++i;
  std::string_view rest = t.substr(i);
  return rest.starts_with("of ") || rest.starts_with("of\n");
}

}  // namespace lexgraph
