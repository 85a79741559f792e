// Word-by-word comparison of two texts, for the audit of a corpus change.
#ifndef LEXGRAPH_GRAPH_WORD_DIFF_H_
#define LEXGRAPH_GRAPH_WORD_DIFF_H_

#include <string>
#include <string_view>
#include <vector>

namespace lexgraph {

struct WordChange {
  enum class Op { kSame, kRemoved, kAdded };
  Op op = Op::kSame;
  std::string text;  // one or more words joined by single spaces
};

// The changes that turn `old_text` into `new_text`, words being runs of
// non-space bytes: a longest common subsequence of words, runs of one op
// merged, a removal before the addition that replaces it. Texts whose
// differing middle exceeds about 4 million word pairs are compared as one
// removal and one addition of that middle.
std::vector<WordChange> DiffWords(std::string_view old_text,
                                  std::string_view new_text);

// git's --word-diff=plain notation: "[-removed-]{+added+}", unchanged runs
// longer than 2 * `context` words shortened to their ends around "…".
std::string FormatWordDiff(const std::vector<WordChange>& changes,
                           size_t context = 8);

}  // namespace lexgraph

#endif  // LEXGRAPH_GRAPH_WORD_DIFF_H_
