// RE2::Consume, the same answers at less cost for short captures in long
// texts.
//
// RE2::Consume with captures, on a text shorter than its bit-state limit
// (a few kilobytes for the citation grammar's patterns), skips the DFA and
// runs the backtracker over the whole rest of the text, clearing a bitmap
// of (pattern size x text length) bits first: about 1,400 instructions a
// call whether it matches or not. Asked without captures, RE2 answers with
// its DFA, which stops where the pattern can no longer match; asked again
// with captures over the match alone (anchored at both ends, the text after
// it still seen as context for \b and $), it captures over those few bytes.
// That second question is the one RE2 itself asks whenever its DFA runs
// first, so the captures are the same by RE2's own contract.
#ifndef LEXGRAPH_INGEST_RE2_CONSUME_H_
#define LEXGRAPH_INGEST_RE2_CONSUME_H_

#include <re2/re2.h>

namespace lexgraph::cite {

template <typename... A>
bool Consume(re2::StringPiece* input, const RE2& re, A&&... a) {
  constexpr int n = sizeof...(A);
  re2::StringPiece m[1 + n];
  if (!re.Match(*input, 0, input->size(), RE2::ANCHOR_START, m, 1))
    return false;
  if constexpr (n > 0) {
    if (re.NumberOfCapturingGroups() < n) return false;  // as RE2::Consume
    if (!re.Match(*input, 0, m[0].size(), RE2::ANCHOR_BOTH, m, 1 + n))
      return false;
    const RE2::Arg args[] = {RE2::Arg(a)...};
    for (int i = 0; i < n; ++i)
      if (!args[i].Parse(m[i + 1].data(), m[i + 1].size())) return false;
  }
  input->remove_prefix(m[0].size());
  return true;
}

}  // namespace lexgraph::cite

#endif  // LEXGRAPH_INGEST_RE2_CONSUME_H_
