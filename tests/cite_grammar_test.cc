// The section-number grammars of ingest/cite_grammar.cc, written as a few
// greedy steps for speed, against the regular expressions they stand for
// (std::regex, anchored) on many random strings.
#include "ingest/cite_grammar.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <regex>
#include <string>

namespace lexgraph {
namespace {

struct Grammar {
  const char* code;
  const char* pattern;
};

constexpr Grammar kGrammars[] = {
    {"dc-code", R"(\d+[A-Z]?(?::\d+[A-Z]?)?-\d+[A-Za-z]*(?:\.\d+[A-Za-z]*)?)"},
    {"ct-gs", R"(\d+[A-Za-z]*-\d+[A-Za-z]*(?:-\d+)?(?:\.\d+[A-Za-z]*)?)"},
    {"jefferson-co", R"(\d+[A-Za-z]*-\d+[A-Za-z]*(?:\.\d+[A-Za-z]*)?)"},
    {"wa-rcw", R"(\d+[A-Z]?\.\d+[A-Z]?\.\d+[A-Z]?|\d+[A-Z]\.\d+[A-Z]?-\d+[A-Z]?)"},
    {"pa-cs", R"(\d+(?:[A-Z]\d+|[A-Za-z]*)(?:\.\d+[A-Za-z]*)?)"},
    {"usc", R"(\d+[A-Za-z]*(?:-\d+[A-Za-z]*)?)"},
    {"cfr", R"(\d+(?:\.\d+[a-z]*(?:[A-Z](?![A-Za-z0-9]))?(?:-\d+[a-z]*(?![A-Za-z0-9]|\.\d))?)?)"},
    {"iowa-code", R"(\d+[A-Za-z]*\.\d+[A-Za-z]*)"},
    {"greendale", R"(\d+[A-Za-z]*(?:-\d+[A-Z]\d{1,3}(?![A-Za-z0-9])|[.:-]\d+[A-Za-z]*)(?:[.-]\d+(?:[A-Za-z]*[A-Z]\d{1,2}(?:[a-z](?![A-Za-z0-9])|(?![A-Za-z0-9]))|[A-Za-z]*(?:[.-]\d+[A-Za-z]*)*)|\.[A-Z](?![A-Za-z0-9])(?! [a-z])(?:\.(?:\d{1,2}|[A-Za-z])(?![A-Za-z0-9]))*|\.[B-HJ-Z](?![A-Za-z0-9])(?:\.(?:\d{1,2}|[A-Za-z])(?![A-Za-z0-9]))*|\.[AI](?= (?:and |or |to |of |thro)))?)"},
};

// The items after a dotted number's subsection letter, from t[k]
// ("9.2.11.a.ii", ".B.f", ".A.1"): each after a full stop, a number of one
// or two figures, one letter, or two to four small Roman letters; not an
// abbreviation's letters ("i.e."); four at most.
size_t DottedItemsReference(const std::string& t, size_t k) {
  static const std::regex kItem(R"(\.(?:\d{1,2}|[a-z](?!\.[a-z](?:\.|$))|[ivxl]{2,4}|[A-Z])(?![A-Za-z0-9]))");
  for (int items = 0; items < 4; ++items) {
    std::smatch m;
    std::string rest = t.substr(k);
    if (!std::regex_search(rest, m, kItem, std::regex_constants::match_continuous)) break;
    k += static_cast<size_t>(m.length(0));
  }
  return k;
}

size_t Reference(const std::regex& re, const std::string& t,
                 const std::string& code) {
  std::smatch m;
  // New York City's "197-a": a small letter alone after the hyphen.
  if (code == "greendale") {
    static const std::regex kLettered(R"(\d+-[a-z](?![A-Za-z0-9])(?!-\d))");
    std::smatch l;
    if (std::regex_search(t, l, kLettered, std::regex_constants::match_continuous)) return l.length(0);
  }
  // An ordinance's "11-I-3" (an article's Roman numeral between), "3-7-B-1"
  // (an article's capital between) and "23-12-A" (a third part of one
  // capital, not before a number).
  if (code == "greendale") {
    static const std::regex kBetween(R"(\d+[A-Za-z]*-(?:[IVXL]{1,5}|\d+-[A-Z])-\d+[A-Za-z]*)");
    static const std::regex kCapital(R"(\d+[A-Za-z]*-\d+-[A-Z](?![A-Za-z0-9])(?![-.]\d))");
    std::smatch b;
    if (std::regex_search(t, b, kBetween, std::regex_constants::match_continuous) ||
        std::regex_search(t, b, kCapital, std::regex_constants::match_continuous)) {
      std::string head = t.substr(0, b.length(0));
      size_t e = head.size();
      while (e > 0 && std::isalpha(static_cast<unsigned char>(head[e - 1]))) --e;
      if (head.size() - e >= 3 && std::isupper(static_cast<unsigned char>(head[e])) &&
          std::islower(static_cast<unsigned char>(head[e + 1])))
        return 0;
      return head.size();
    }
  }
  if (!std::regex_search(t, m, re, std::regex_constants::match_continuous))
    return 0;
  size_t n = m.length(0);
  // The Iowa Code's rule for a word glued on: two or more letters, one
  // of them small, after the last digit are not the number's.
  static const std::regex kGlued(R"((.*\d)([A-Za-z]*[a-z][A-Za-z]*)$)");
  std::smatch g;
  std::string head = t.substr(0, n);
  // A year glued on ("523A.8072022 strike"): six or more digits after the
  // dot, the last four 19xx or 20xx, then a space.
  static const std::regex kYear(R"(.*\.\d{2,}(19|20)\d\d$)");
  if (code == "iowa-code" && n < t.size() && t[n] == ' ' && std::regex_match(head, kYear) &&
      std::regex_match(head, std::regex(R"(.*\.\d{6,}$)")))
    return n - 4;
  if (code == "iowa-code" && std::regex_match(head, g, kGlued) &&
      g.length(2) >= 2)
    return g.length(1);
  // An ordinance's number with a capitalized word glued on ("18-3-10Statutory"): none.
  if (code == "greendale") {
    size_t e = n;
    while (e > 0 && std::isalpha(static_cast<unsigned char>(head[e - 1]))) --e;
    if (n - e >= 3 && std::isupper(static_cast<unsigned char>(head[e])) &&
        std::islower(static_cast<unsigned char>(head[e + 1])))
      return 0;
  }
  // An ordinance's "19.6.6.A", "27-1103.5.B", "9.2.2.a": a letter after
  // the third part's full stop (the parts apart by full stops or hyphens,
  // one full stop at least), and its items ("19.10.060.B.f", ".A.1",
  // "9.2.11.a.ii").
  if (code == "greendale" && std::regex_match(head, std::regex(R"(\d+[A-Za-z]*[.-]\d+[A-Za-z]*[.-]\d+[A-Za-z]*)")) &&
      head.find('.') != std::string::npos && n + 1 < t.size() && t[n] == '.' &&
      std::isalpha(static_cast<unsigned char>(t[n + 1]))) {
    if (size_t k = DottedItemsReference(t, n); k > n) return k;
  }
  // So after a number in four dotted parts or more: "16.28.140.2.b",
  // "1.12.030.7.D".
  if (code == "greendale" && std::regex_match(head, std::regex(R"(\d+[A-Za-z]*(?:\.\d+[A-Za-z]*){3,})")) &&
      n + 1 < t.size() && t[n] == '.' && std::isalpha(static_cast<unsigned char>(t[n + 1])))
    return DottedItemsReference(t, n);
  // An ordinance's "88-110-06-C.6": after three dashed parts (the last
  // with no capital and item glued on), a dash and a capital, then its
  // item after a full stop.
  if (code == "greendale" && std::count(head.begin(), head.end(), '-') == 2 &&
      head.find_first_of(".:") == std::string::npos &&
      std::regex_match(head.substr(head.rfind('-') + 1), std::regex(R"(\d+[A-Za-z]*)")) &&
      n + 1 < t.size() && t[n] == '-' &&
      std::isupper(static_cast<unsigned char>(t[n + 1])) &&
      (n + 2 == t.size() || !std::isalnum(static_cast<unsigned char>(t[n + 2])))) {
    size_t k = n + 2, d = n + 3;
    while (d < t.size() && std::isdigit(static_cast<unsigned char>(t[d]))) ++d;
    if (d > k + 1 && t[k] == '.' && (d == t.size() || !std::isalnum(static_cast<unsigned char>(t[d])))) k = d;
    return k;
  }
  // An ordinance's "17.02-17.05": one hyphen between two dotted numbers
  // with as many dots each ends the first.
  if (code == "greendale" && std::count(head.begin(), head.end(), '-') == 1 &&
      std::count(head.begin(), head.end(), '.') >= 2) {
    size_t h = head.find('-');
    if (std::count(head.begin(), head.begin() + h, '.') ==
        std::count(head.begin() + h, head.end(), '.'))
      return h;
  }
  // An ordinance's "5-2-4-3B2": in four parts or more, a capital and its
  // item (one or two digits, and a small letter) glued on the last.
  if (code == "greendale" && std::count_if(head.begin(), head.end(), [](char c) {
        return c == '.' || c == '-' || c == ':';
      }) >= 3 && n > 0 && std::isupper(static_cast<unsigned char>(head.back()))) {
    size_t k = n;
    while (k < t.size() && k - n < 2 && std::isdigit(static_cast<unsigned char>(t[k]))) ++k;
    // (And the item's small letter: "14-1-7B2d".)
    if (k > n && k + 1 < t.size() && std::islower(static_cast<unsigned char>(t[k])) &&
        !std::isalnum(static_cast<unsigned char>(t[k + 1])))
      ++k;
    if (k > n && (k == t.size() || !std::isalnum(static_cast<unsigned char>(t[k])))) return k;
  }
  // Purdon's "459-101": a smaller number after a hyphen is the number's.
  if (code == "pa-cs" && n > 0 &&
      head.find_first_not_of("0123456789") == std::string::npos && n + 1 < t.size() &&
      t[n] == '-' && std::isdigit(static_cast<unsigned char>(t[n + 1]))) {
    size_t m = n + 1;
    while (m < t.size() && std::isdigit(static_cast<unsigned char>(t[m]))) ++m;
    auto strip = [](std::string d) {
      while (d.size() > 1 && d[0] == '0') d.erase(0, 1);
      return d;
    };
    std::string a = strip(head), b = strip(t.substr(n + 1, m - n - 1));
    // (Smaller, or of two figures more: the Liquor Code's "1-102".)
    if ((b.size() != a.size() ? b.size() < a.size() : b < a) || b.size() >= a.size() + 2) n = m;
  }
  // A heading's word of three capitals or more glued after a digit
  // ("9-1-1OFFENSES", "521J.22NEW"): none of the number.
  {
    size_t e = n;
    while (e > 0 && std::isupper(static_cast<unsigned char>(head[e - 1]))) --e;
    if (n - e >= 3 && e > 0 && std::isdigit(static_cast<unsigned char>(head[e - 1])) &&
        (n == t.size() || !std::isalnum(static_cast<unsigned char>(t[n]))))
      return e;
  }
  // The CFR's numbers end in no word: three small letters glued on are
  // the next word ("42 CFR 483related").
  auto small = [&](size_t k) { return k < t.size() && std::islower(static_cast<unsigned char>(t[k])); };
  if (code == "cfr" && small(n) && small(n + 1) && small(n + 2)) return n;
  // Initials glued on ("12-81fC.G.S."): a capital, a full stop, a capital
  // and a full stop after the number are none of its.
  auto upper = [&](size_t k) { return k < t.size() && std::isupper(static_cast<unsigned char>(t[k])); };
  if (n > 1 && upper(n - 1) && n + 2 < t.size() && t[n] == '.' && upper(n + 1) && t[n + 2] == '.' &&
      std::isalnum(static_cast<unsigned char>(t[n - 2])))
    return n - 1;
  if (n < t.size() && std::isalnum(static_cast<unsigned char>(t[n]))) return 0;
  return n;
}

TEST(CiteGrammarTest, SectionNumbersReadAsTheirPatterns) {
  std::mt19937 rng(20261129);
  const std::string alphabet = "0123456789012345AZaqi.-:- ()";
  for (const Grammar& g : kGrammars) {
    std::regex re(g.pattern);
    for (int k = 0; k < 20000; ++k) {
      std::string t;
      size_t len = 1 + rng() % 12;
      for (size_t j = 0; j < len; ++j) t += alphabet[rng() % alphabet.size()];
      ASSERT_EQ(ReadSectionNumberOf(g.code, t, 0), Reference(re, t, g.code))
          << g.code << " on '" << t << "'";
    }
  }
  // (Denser for an ordinance's parts and capitals: "88-110-06-C.6".)
  std::regex ordinance(kGrammars[std::size(kGrammars) - 1].pattern);
  for (int k = 0; k < 20000; ++k) {
    std::string t = k % 2 ? "88-110-06" : "4-3";
    size_t len = 1 + rng() % 6;
    for (size_t j = 0; j < len; ++j) t += "01-.A:B -"[rng() % 9];
    ASSERT_EQ(ReadSectionNumberOf("greendale", t, 0), Reference(ordinance, t, "greendale"))
        << "greendale on '" << t << "'";
  }
  EXPECT_EQ(ReadSectionNumberOf("dc-code", "28:9-101(a)", 0), 8u);
  EXPECT_EQ(ReadSectionNumberOf("cfr", "483related to", 0), 3u);
  EXPECT_EQ(ReadSectionNumberOf("cfr", "483a", 0), 0u);
  EXPECT_EQ(ReadSectionNumberOf("cfr", "301.45-2a.", 0), 9u);
  EXPECT_EQ(ReadSectionNumberOf("cfr", "230.144A and", 0), 8u);
  EXPECT_EQ(ReadSectionNumberOf("cfr", "275.203A-3.", 0), 10u);
  EXPECT_EQ(ReadSectionNumberOf("cfr", "230.144AB", 0), 0u);
  EXPECT_EQ(ReadSectionNumberOf("cfr", "60.1-60.5", 0), 4u);
  EXPECT_EQ(ReadSectionNumberOf("iowa-code", "523A.8072022 strike", 0), 8u);
  EXPECT_EQ(ReadSectionNumberOf("renton", "4-3-050D5 and", 0), 9u);
  EXPECT_EQ(ReadSectionNumberOf("kansas-city-mo", "88-110-06-C.6, 88", 0), 13u);
  EXPECT_EQ(ReadSectionNumberOf("york-co-va", "20.5-27.1", 0), 4u);  // a range
  EXPECT_EQ(ReadSectionNumberOf("york-co-va", "§ 20.5-27 or 20.5-27.1", 14), 9u);
  EXPECT_EQ(ReadSectionNumberOf("kansas-city-mo", "88-805-04-O.", 0), 11u);
  // A subsection's capital after a two-part number ("Section 2.4.F"), not
  // a run-on sentence's article ("section 524.904.A state bank").
  EXPECT_EQ(ReadSectionNumberOf("burlington-nc", "2.4.F, the", 0), 5u);
  EXPECT_EQ(ReadSectionNumberOf("burlington-nc", "5.2.A or 5.3", 0), 5u);
  EXPECT_EQ(ReadSectionNumberOf("us-states", "524.904.A state bank", 0), 7u);
  EXPECT_EQ(ReadSectionNumberOf("iowa-code", "554.13203 and", 0), 9u);
  EXPECT_EQ(ReadSectionNumberOf("wa-rcw", "90.58.030(2)", 0), 9u);
  // The Uniform Commercial Code's title numbers by article: RCW
  // 62A.9A-340; a treasury rule's "1.468B-6" is no section of the RCW.
  EXPECT_EQ(ReadSectionNumberOf("wa-rcw", "62A.9A-340(c)", 0), 10u);
  EXPECT_EQ(ReadSectionNumberOf("wa-rcw", "1.468B-6(c)", 0), 0u);
  EXPECT_EQ(ReadSectionNumberOf("usc", "1400U-2,", 0), 7u);
  EXPECT_EQ(ReadSectionNumberOf("pa-cs", "2380.4 and", 0), 6u);
  // A chapter's capital inside the number: 8 Pa.C.S. § 32A01.
  EXPECT_EQ(ReadSectionNumberOf("pa-cs", "32A01 et seq.", 0), 5u);
  // Purdon's hyphenated sections, not a range: 3 P.S. § 459-101.
  EXPECT_EQ(ReadSectionNumberOf("pa-cs", "459-101 et seq.", 0), 7u);
  EXPECT_EQ(ReadSectionNumberOf("pa-cs", "3101-3103 ", 0), 4u);
  EXPECT_EQ(ReadSectionNumberOf("pa-cs", "1-102 and", 0), 5u);
  EXPECT_EQ(ReadSectionNumberOf("pa-cs", "10-102 and", 0), 2u);
  // An en dash inside a number; glued list words and "et seq." are not
  // part of it.
  EXPECT_EQ(ReadSectionNumberOf("dc-code", "31\xE2\x80\x93" "3171.04(a)", 0), 12u);
  EXPECT_EQ(ReadSectionNumberOf("usc", "2000e\xE2\x80\x93" "2(i)", 0), 9u);
  EXPECT_EQ(ReadSectionNumberOf("usc", "236\xE2\x80\x93" "244 ", 0), 3u);
  EXPECT_EQ(ReadSectionNumberOf("usc", "1901to1963", 0), 4u);
  EXPECT_EQ(ReadSectionNumberOf("usc", "163of the", 0), 3u);
  EXPECT_EQ(ReadSectionNumberOf("usc", "628bor42 USC", 0), 4u);
  EXPECT_EQ(ReadSectionNumberOf("dc-code", "2-501et seq.", 0), 5u);
  EXPECT_EQ(ReadSectionNumberOf("greendale", "152-17H of", 0), 7u);
  EXPECT_EQ(ReadSectionNumberOf("greendale", "1-4-1-1 of", 0), 7u);
  EXPECT_EQ(ReadSectionNumberOf("greendale", "17.02-17.05", 0), 5u);
  EXPECT_EQ(ReadSectionNumberOf("greendale", "Secs. 16-1-16-18.", 6), 4u);
  EXPECT_EQ(ReadSectionNumberOf("greendale", "section 16-1-16-18.", 8), 10u);
  EXPECT_EQ(ReadSectionNumberOf("iowa-code", "515B.9Subsection 2", 0), 6u);
  EXPECT_EQ(ReadSectionNumberOf("iowa-code", "135C.33 ", 0), 7u);
}

}  // namespace
}  // namespace lexgraph
