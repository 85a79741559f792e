// Pieces of the citation grammar shared across bodies of law: section
// numbers by body, level groups "(a)(1)(A)", and the label styles that tell
// a subsection from a paragraph.
#ifndef LEXGRAPH_INGEST_CITE_GRAMMAR_H_
#define LEXGRAPH_INGEST_CITE_GRAMMAR_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace lexgraph {

// Length of the section number of body `code` at t[i] ("1-204.62" for
// dc-code, "22-997" for jefferson-co, "90.58.030" for wa-rcw, "1344" for
// usc), or 0. The number must end at a word boundary.
size_t ReadSectionNumberOf(std::string_view code, std::string_view t,
                           size_t i);

// The value of a small roman numeral, 1 to 39, "xiv" or "XIV" as written
// (0 for none: "iiii", "xIv"); the numeral of a number from 1 to 89 ("XVII"),
// in capitals if `upper` ("" below 1).
int SmallRomanValue(std::string_view s);
std::string RomanNumeral(int n, bool upper = true);

// The labels strictly between the two ends of a short range of numbered
// parts ("II" and "VII": III to VI; "1" and "5": 2 to 4), both numbers
// (read from their leading digits) or both Roman numerals, at most ten
// apart; none for anything else.
std::vector<std::string> LabelsBetween(std::string_view lo, std::string_view hi);

// The items of a level's range in one pair of parentheses, "(1-4)",
// "(i-xi)", "(a-c)": its ends both in one style, numbers (ten apart at
// most), small Roman numerals (twenty apart at most; a single letter only
// from "i") or single letters of one case (twelve apart at most). Empty
// for anything else (an inserted level, "(b-1)", "(12-1)").
std::vector<std::string> LevelRangeItems(std::string_view group);

// Whether the digits b name a smaller number than the digits a ("101"
// after "459", in Purdon's "459-101"; not "3103" after "3101").
bool SmallerNumber(std::string_view b, std::string_view a);

// Reads level groups written as in the text starting at t[i]: "(a)(1)(A)",
// "(3)(c)4", "(b) (2)". Appends each group to `groups`; returns the end.
size_t ReadLevelGroups(std::string_view t, size_t i,
                       std::vector<std::string>* groups);

// The style of a level label: 0 lower letter (a), 1 digit (1), 2 upper
// letter (A), 3 lower roman (i), 4 upper roman (I); -1 for anything else.
int LabelStyle(std::string_view group);

// Whether two groups are of one level's style, reading a lone "(i)", "(v)",
// "(x)" (or upper-case) as either a letter or a numeral: "(ii)(I) or (II)".
bool SameLevelStyle(std::string_view a, std::string_view b);

// Where a list's next item `item` of level groups goes in the item before
// it, `prev` ("(3)(c) and (d)": at 1, replacing "(c)"): a position whose
// group matches the item's first in style; of those, the one where most
// of the groups after it match the item's too, then the deepest. (An
// "(A)(i)(V) or (B)(i)(V)" is two subparagraphs, not (B) under (V).)
// prev.size() when none fits.
size_t ItemPosition(const std::vector<std::string>& prev, const std::vector<std::string>& item);

// The depth at which body `code` uses a label style below the section
// (1 = subsection). D.C., U.S.C. and Connecticut: (a) (1) (A) (i);
// Washington: (1) (a) (i) (A).
int StyleDepth(std::string_view code, int style);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_CITE_GRAMMAR_H_
