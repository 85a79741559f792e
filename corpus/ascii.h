// <cctype>'s classes of a byte as the "C" locale defines them (lexgraph
// never sets another locale), inlined: glibc's isupper, islower, isalpha
// and isalnum are calls that read the locale's table, which the citation
// grammar made some hundreds of thousands of times on the five states'
// statutes. The same answers for every byte (tests/ascii_test.cc).
#ifndef LEXGRAPH_CORPUS_ASCII_H_
#define LEXGRAPH_CORPUS_ASCII_H_

namespace lexgraph::ascii {

constexpr bool IsDigit(int c) { return c >= '0' && c <= '9'; }
constexpr bool IsUpper(int c) { return c >= 'A' && c <= 'Z'; }
constexpr bool IsLower(int c) { return c >= 'a' && c <= 'z'; }
constexpr bool IsAlpha(int c) { return IsUpper(c) || IsLower(c); }
constexpr bool IsAlnum(int c) { return IsAlpha(c) || IsDigit(c); }
constexpr bool IsSpace(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

}  // namespace lexgraph::ascii

#endif  // LEXGRAPH_CORPUS_ASCII_H_
