// Comparisons of text with a literal that are always inlined: the
// citation grammar's functions are past GCC's limits for inlining, and in
// them string_view's ==, starts_with and ends_with were calls to compare
// and memcmp (memcmp was called some 600,000 times on a quarter of the
// five states' eighth).
#ifndef LEXGRAPH_CORPUS_SAME_BYTES_H_
#define LEXGRAPH_CORPUS_SAME_BYTES_H_

#include <cstdint>
#include <cstring>
#include <string_view>

namespace lexgraph {

// Whether n bytes are the same, read a word at a time: with n a constant,
// a few loads and compares. (GCC expands memcmp with a constant length
// only in blocks it compiles for speed.)
[[gnu::always_inline]] inline bool SameBytes(const char* a, const char* b, size_t n) {
  for (; n >= 8; a += 8, b += 8, n -= 8) {
    uint64_t x, y;
    std::memcpy(&x, a, 8);
    std::memcpy(&y, b, 8);
    if (x != y) return false;
  }
  if (n >= 4) {
    uint32_t x, y;
    std::memcpy(&x, a, 4);
    std::memcpy(&y, b, 4);
    if (x != y) return false;
    a += 4, b += 4, n -= 4;
  }
  if (n >= 2) {
    uint16_t x, y;
    std::memcpy(&x, a, 2);
    std::memcpy(&y, b, 2);
    if (x != y) return false;
    a += 2, b += 2, n -= 2;
  }
  return n == 0 || *a == *b;
}

// s == w, s.starts_with(w), s.ends_with(w).
[[gnu::always_inline]] inline bool Is(std::string_view s, std::string_view w) {
  return s.size() == w.size() && SameBytes(s.data(), w.data(), w.size());
}
[[gnu::always_inline]] inline bool StartsWith(std::string_view s, std::string_view w) {
  return s.size() >= w.size() && SameBytes(s.data(), w.data(), w.size());
}
[[gnu::always_inline]] inline bool EndsWith(std::string_view s, std::string_view w) {
  return s.size() >= w.size() && SameBytes(s.data() + s.size() - w.size(), w.data(), w.size());
}

}  // namespace lexgraph

#endif  // LEXGRAPH_CORPUS_SAME_BYTES_H_
