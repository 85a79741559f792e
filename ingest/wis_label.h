// The Wisconsin label grammar shared by the statute reader and the citation
// parser: section numbers (30.12), subsections ((1g)), paragraphs ((jm)),
// subdivisions (7., 1m.) and subdivision paragraphs (a.).
#ifndef LEXGRAPH_INGEST_WIS_LABEL_H_
#define LEXGRAPH_INGEST_WIS_LABEL_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lexgraph {

// 1 subsection "(1g)", 2 paragraph "(jm)", 3 subdivision "7." / "1m.",
// 4 subdivision paragraph "a."; 0 for anything else.
int WisLevel(std::string_view component);

// A full label as the statute prints it: "30.12(1g)(jm)7." or, with the
// provision's own marker glued on, "30.12(1p)(a)(a)".
struct WisLocator {
  std::string section;              // "30.12"
  std::vector<std::string> levels;  // "(1g)", "(jm)", "7."
  std::string marker;               // a glued repeat of the last level
  size_t length = 0;                // bytes of the token consumed
  std::string Path() const;         // "30.12(1g)(jm)7."
};

// Parses a locator at the start of `text`. The locator must end at white
// space or the end of `text`, and its levels must go strictly deeper; a
// last component that repeats the one before and breaks that order is the
// marker. With `require_levels`, a bare section number is not a locator.
// With `agency`, the locator is the Administrative Code's, its number after
// an agency prefix and a space ("NR 115.05(1)(b)1m."; section "NR115.05").
std::optional<WisLocator> ParseWisLocator(std::string_view text,
                                          bool require_levels,
                                          bool agency = false);

// The second half of a hyphened Administrative Code agency prefix at
// text[i] ("-E" of "A-E", "-Sec" of "DFI-Sec", "-WCA" of "DFI-WCA"): a
// hyphen (or a dash), a capital and at most three more letters. Returns where it ends,
// or i when there is none.
size_t HyphenedAgencyEnd(std::string_view text, size_t i);

// The length of an em or en dash at text[i] (an old Register's hyphen in
// "DFI—Bkg"), or 0.
size_t AgencyDashAt(std::string_view text, size_t i);

// An agency prefix as keys spell it: upper case, its dash a hyphen
// ("DFI—Bkg" -> "DFI-BKG").
std::string AgencyKeyPrefix(std::string_view written);

// Reads one level component at the start of `text` ("(1g)", "7.", "a.");
// returns its length or 0.
size_t ReadWisComponent(std::string_view text);

// Whether a capitalized word before a number can be an Administrative
// Code agency prefix: the prefixes are upper case ("NR", "ATCP") or short
// mixed-case names ("Trans", "Ins", "Tax", "Comm"), but not the words that
// number other things ("Act 55", "Ord. 12", "Art. 4", "Stat 9"). The
// word's shape is the caller's to check.
bool IsAgencyPrefix(std::string_view w);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_WIS_LABEL_H_
