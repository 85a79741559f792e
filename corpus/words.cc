// Word splitting and white-space folding.
#include "corpus/words.h"

#include <algorithm>
#include <vector>

#include "corpus/ascii.h"

namespace lexgraph {
namespace {

// Length of the UTF-8 sequence starting with byte c (1 for invalid bytes).
int Utf8Length(unsigned char c) {
  if (c < 0x80) return 1;
  if ((c & 0xE0) == 0xC0) return 2;
  if ((c & 0xF0) == 0xE0) return 3;
  if ((c & 0xF8) == 0xF0) return 4;
  return 1;
}

// True for bytes that are part of a word. Non-ASCII sequences count as
// letters except punctuation-like ones we know (quotes, dashes, spaces, §, ¶).
bool IsWordSequence(std::string_view s) {
  unsigned char c = s[0];
  if (c < 0x80) return ascii::IsAlnum(c) != 0;
  if (s == "\u00A0" || s == "\u00A7" || s == "\u00B6" || s == "\u00B0")
    return false;
  if (s.size() == 3 && c == 0xE2 && static_cast<unsigned char>(s[1]) == 0x80)
    return false;  // U+2000..U+203F: spaces, dashes, quotes, bullets
  return true;
}

}  // namespace

bool IsSpaceAt(std::string_view text, size_t i, size_t* len) {
  unsigned char c = text[i];
  if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
      c == '\v') {
    *len = 1;
    return true;
  }
  if (c == 0xC2 && i + 1 < text.size() &&
      static_cast<unsigned char>(text[i + 1]) == 0xA0) {
    *len = 2;
    return true;
  }
  // U+2000..U+200A (en, em, thin and other spaces), U+202F, U+205F: E2 80
  // 80..8A, E2 80 AF, E2 81 9F; U+3000: E3 80 80.
  if (c == 0xE2 && i + 2 < text.size()) {
    unsigned char c1 = text[i + 1], c2 = text[i + 2];
    if ((c1 == 0x80 && ((c2 >= 0x80 && c2 <= 0x8A) || c2 == 0xAF)) ||
        (c1 == 0x81 && c2 == 0x9F)) {
      *len = 3;
      return true;
    }
  }
  if (c == 0xE3 && i + 2 < text.size() &&
      static_cast<unsigned char>(text[i + 1]) == 0x80 &&
      static_cast<unsigned char>(text[i + 2]) == 0x80) {
    *len = 3;
    return true;
  }
  return false;
}

void CountWords(std::string_view text, int sign,
                std::map<std::string, int>* counts) {
  std::string word;
  size_t i = 0;
  while (i < text.size()) {
    int n = Utf8Length(static_cast<unsigned char>(text[i]));
    if (i + n > text.size()) n = 1;
    std::string_view seq = text.substr(i, n);
    if (IsWordSequence(seq)) {
      word.append(seq);
    } else if (!word.empty()) {
      (*counts)[word] += sign;
      word.clear();
    }
    i += n;
  }
  if (!word.empty()) (*counts)[word] += sign;
}

namespace {

// Whether a reader may cut between w[i - 1] and w[i] (ASCII only); or
// after the Legislature's margin word "Annotation", which its pages glue
// to the annotation's first word ("815.11 Annotations. 779.12" is the
// locator "815.11 Annotation" and "s. 779.12").
bool CutPoint(const std::string& w, size_t i) {
  unsigned char a = w[i - 1], b = w[i];
  if (a >= 0x80 || b >= 0x80) return false;
  if (i == 10 && std::string_view(w).substr(0, 10) == "Annotation") return true;
  return ascii::IsDigit(a) != ascii::IsDigit(b) || (ascii::IsLower(a) && ascii::IsUpper(b));
}

// Settles up to `n` lost copies of a word against its doubled pieces
// `parts`: how many it settled.
int TakePieces(std::map<std::string, int>* counts, const std::vector<std::string>& parts, int n) {
  std::map<std::string, int> need;
  for (const std::string& p : parts) ++need[p];
  for (const auto& [p, k] : need) {
    auto it = counts->find(p);
    if (it == counts->end() || it->second >= 0) return 0;
    n = std::min(n, -it->second / k);
  }
  for (const auto& [p, k] : need) (*counts)[p] += n * k;
  return n;
}

}  // namespace

void SettleSplitWords(std::map<std::string, int>* counts) {
  std::vector<std::string> lost;
  for (const auto& [w, n] : *counts)
    if (n > 0 && w.size() > 1) lost.push_back(w);
  for (const std::string& w : lost) {
    int& n = (*counts)[w];
    for (size_t i = 1; i < w.size() && n > 0; ++i) {
      if (!CutPoint(w, i)) continue;
      n -= TakePieces(counts, {w.substr(0, i), w.substr(i)}, n);
      for (size_t j = i + 1; j < w.size() && n > 0; ++j)
        if (CutPoint(w, j))
          n -= TakePieces(counts, {w.substr(0, i), w.substr(i, j - i), w.substr(j)}, n);
    }
  }
}

std::string CollapseSpace(std::string_view text) {
  // Most text has single spaces only, and no other white space: one copy.
  // (Of the bytes above ASCII, only the leads of the spaces IsSpaceAt
  // reads need the long way: "§" does not.)
  bool plain = !text.empty() && text.front() != ' ' && text.back() != ' ';
  for (size_t i = 0; plain && i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      plain = c != 0xE2 && c != 0xE3 &&
              (c != 0xC2 || i + 1 >= text.size() || static_cast<unsigned char>(text[i + 1]) != 0xA0);
    } else if (c <= ' ' && (c != ' ' || text[i + 1] == ' ')) {
      plain = false;
    }
  }
  if (plain) return std::string(text);
  std::string out;
  out.reserve(text.size());
  bool pending = false;
  size_t i = 0;
  while (i < text.size()) {
    size_t len;
    if (IsSpaceAt(text, i, &len)) {
      pending = !out.empty();
      i += len;
      continue;
    }
    if (pending) out.push_back(' ');
    pending = false;
    out.push_back(text[i]);
    ++i;
  }
  return out;
}

}  // namespace lexgraph
