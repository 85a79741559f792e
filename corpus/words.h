// Words for the conservation check: a word is a maximal run of letters and
// digits (any script), so punctuation and spacing damage do not count.
#ifndef LEXGRAPH_CORPUS_WORDS_H_
#define LEXGRAPH_CORPUS_WORDS_H_

#include <cctype>
#include <map>
#include <string>
#include <string_view>

namespace lexgraph {

// Adds each word of `text` to `counts` with weight `sign` (+1 or -1).
void CountWords(std::string_view text, int sign,
                std::map<std::string, int>* counts);

// Settles words that a reader cut in two or three where the source ran
// them together ("15UNFAIR" read as "15" and "UNFAIR", "7734C191" as
// "7734C" and "191"): a word counted as lost (> 0) whose pieces are all
// counted as doubled (< 0) is neither. Split only at a change between
// letters and digits or between small and capital letters, as a reader
// cuts.
void SettleSplitWords(std::map<std::string, int>* counts);

// Whether text[i] starts a white-space character (ASCII, U+00A0 and the
// Unicode space separators U+2000..U+200A, U+202F, U+205F, U+3000); if so,
// stores its length in bytes in *len.
bool IsSpaceAt(std::string_view text, size_t i, size_t* len);

// Collapses every run of white space (ASCII, U+00A0 and the Unicode space
// separators U+2000..U+200A, U+202F, U+205F, U+3000) to one space and trims
// both ends.
std::string CollapseSpace(std::string_view text);

}  // namespace lexgraph

#endif  // LEXGRAPH_CORPUS_WORDS_H_
