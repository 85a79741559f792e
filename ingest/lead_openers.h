// Where a citation's lead-in can start, found faster than RE2's DFA can
// read the text: the extractor asks RE2 (anchored) only at such places
// (see NextLeadStart). Internal to ingest/.
#ifndef LEXGRAPH_INGEST_LEAD_OPENERS_H_
#define LEXGRAPH_INGEST_LEAD_OPENERS_H_

#include <cstddef>
#include <string_view>

namespace lexgraph::cite {

// The lead-in patterns, one per kind of text (citations.cc, LeadInSource):
// the D.C. Council's and the U.S. Code's XML; statutes' and rules' plain
// text; Wisconsin's; Wisconsin's municipal codes; other states' municipal
// codes.
enum class LeadSet { kXml, kText, kWisconsinText, kOrdinance, kOtherOrdinance };

// The first position p in [from, to) of t at which a lead-in of `set` can
// begin, or `to` if there is none: every alternative of the set's pattern
// opens with a word (or a number, a section sign, a glued word) that this
// reads without RE2, so no lead-in starts in [from, p). Conservative: p
// may be no lead-in at all. The municipal codes' sets, whose alternatives
// open with almost any capital (every state's name), are not filtered:
// for them p is from. t[from - 1], when from > 0, is read for the word
// boundary. Reads 32 bytes at a time with AVX2, 16 with SSSE3 (GCC on
// x86), else byte by byte.
size_t NextLeadStart(LeadSet set, std::string_view t, size_t from, size_t to);

// NextLeadStart reading `bytes` at a time (for the tests, which compare
// them): 1, byte by byte; 16, with SSSE3; 32, with AVX2 where the
// processor has it (else 16). NextLeadStart reads as many as it can.
size_t NextLeadStartBy(int bytes, LeadSet set, std::string_view t, size_t from, size_t to);

// RE2's \w and \s, as the lead-in patterns read a byte: ASCII only (a
// byte of a UTF-8 sequence is no word character, so a word boundary);
// \s without \v.
constexpr bool IsRe2WordByte(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
constexpr bool IsRe2SpaceByte(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
}

// Whether NextLeadStart skips any text of the set's (not the municipal
// codes').
constexpr bool SkipsToLeadStarts(LeadSet set) {
  return set != LeadSet::kOrdinance && set != LeadSet::kOtherOrdinance;
}

}  // namespace lexgraph::cite

#endif  // LEXGRAPH_INGEST_LEAD_OPENERS_H_
