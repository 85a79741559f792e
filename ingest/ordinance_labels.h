// The label lines of municipal codes ("(a)", "(1)", "a.", "1.", "(i)",
// "A."), read by style and nested by position: shared by the ordinance
// readers.
#ifndef LEXGRAPH_INGEST_ORDINANCE_LABELS_H_
#define LEXGRAPH_INGEST_ORDINANCE_LABELS_H_

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <re2/re2.h>

#include "ingest/tree_builder.h"

namespace lexgraph {

enum class OrdinanceStyle {
  kParenNum, kParenLower, kParenRoman, kParenUpper,
  kDotNum, kDotLower, kDotRoman, kDotUpper
};

struct OrdinanceLabel {
  OrdinanceStyle style;
  int ordinal;            // 1-based position in its numbering (a=1, ii=2)
  std::string text;       // as written, "(a)" or "a."
  std::string component;  // key component: "(a)" or "a"
};

// An open label: its provision, and the paragraphs its parent had when
// the list began.
struct OrdinanceLevel {
  OrdinanceStyle style;
  int ordinal;
  int32_t provision;
  int parent_paragraphs;
};

// A reserved or repealed section's line: "Secs. 10-3—10-20. - Reserved.",
// "Sec. 10-4. - Reserved.", "§ 17.05 [Repealed]". FullMatch groups: the
// label as printed, its first number, the heading.
const re2::RE2& ReservedSectionLine();

// Reads `label`, the whole token ("(a)", "iv.", "A."); roman numerals and
// letters ("(i)") are told apart by the open labels.
std::optional<OrdinanceLabel> ParseOrdinanceLabel(
    std::string_view label, const std::vector<OrdinanceLevel>& open);

// Opens `label`'s provision at line `line`: the next sibling of an open
// label of its style (closing the deeper ones), else a first child of the
// innermost open label (or of `section`). Its key extends its parent's
// ("22-997(b)" + "(1)", "(1)" + "b"); where `parenthesized`, as in the
// codes of Iowa's cities, which cite "Section 165.02(2)(A)", a dotted
// label's key is in parentheses too ("165.02" + "(2)"). `paragraphs`
// counts the paragraphs of text of each provision so far. Where
// `dotted_letters`, a letter right under a section numbered in three dotted
// parts takes a dot too ("15.44.210" + "C" is "15.44.210.C"), as the code
// cites its levels (see CitesDottedLetters).
int32_t OpenOrdinanceLabel(TreeBuilder* b, const std::string& code,
                           int32_t section, const OrdinanceLabel& label,
                           int line, std::map<int32_t, int>& paragraphs,
                           std::vector<OrdinanceLevel>* stack,
                           Reporter* reporter, bool parenthesized = false,
                           bool dotted_letters = false);

// Whether a code's text cites its sections' lettered levels after a dot
// ("Section 15.44.210.C", "17.111.080.C.1.d") more often than glued on
// ("Section 12.44.110A"): how it keys them.
bool CitesDottedLetters(std::string_view text);

// Whether a municipal code of `jurisdiction` cites a section's levels in
// parentheses, and so keys them: "Section 165.02(2)(A)" in Iowa's cities,
// "FWRC 19.05.330(B)" in Washington's (eCode360's codes elsewhere glue a
// letter on: "§ 152-17H").
bool LevelsInParentheses(std::string_view jurisdiction);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_ORDINANCE_LABELS_H_
