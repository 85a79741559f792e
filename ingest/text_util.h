// Small text helpers shared by the plain-text readers.
#ifndef LEXGRAPH_INGEST_TEXT_UTIL_H_
#define LEXGRAPH_INGEST_TEXT_UTIL_H_

#include <string_view>

namespace lexgraph {

std::string_view Trim(std::string_view s);
bool IsBlank(std::string_view s);
// The last white-space-separated token of `s`.
std::string_view LastToken(std::string_view s);
// True for the abbreviations that introduce a citation ("s.", "sub.",
// "par.", "ch.", "§", "No.") and joining words ("and", "or", "to"), after
// which a number belongs to a citation rather than starting a provision.
bool IsCitationLeadIn(std::string_view token);
// Whether `s` names the Wisconsin Supreme Court Rules ("SCR 75.02(2) of
// the Supreme Court Rules is amended to read:"): the clause before the
// rule text an order quotes, which is no statute's.
bool NamesSupremeCourtRules(std::string_view s);
// The length of a leading heading sentence of `s` ("Boat slips for certain
// piers and wharves."), or 0: a short capitalized phrase ending in a period
// followed by the end of `s` or by a space.
size_t HeadingLength(std::string_view s, int max_words);
// Whether ", of" or " of" follows t[i]: the patterns of what a reference
// is relative to all start so ("of this section", "of the Code of
// Virginia"), and are not run otherwise.
bool NextIsOf(std::string_view t, size_t i);
// s.rfind(w), by memrchr for w's first byte: the library's rfind compares
// w at every position, which costs most over a long window (an editor's
// note looked for in the 1,500 bytes before each citation).
size_t RFind(std::string_view s, std::string_view w);
// How many ASCII digits open `s` ("1103.5" → 4, "ch.30" → 0).
size_t LeadingDigits(std::string_view s);
// The value of a roman numeral in either case ("xvii", "IV"), or 0 for
// anything else.
int RomanValue(std::string_view s);
// A bill's name as its page tags print it, an re2 pattern: "AB532",
// "AB532-SA7", "AB283-engrossed". The tag adds the page and the line,
// "AB532-SA7,7,13", or the SECTION, "SB544, s. 6" (the statute reader's
// tag alone on its line, the citation finder's at a line's start).
inline constexpr std::string_view kBillTagName = R"([A-Z]{2,5}\d+(?:-(?:[A-Z]{2,5}\d*|engrossed))*)";

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_TEXT_UTIL_H_
