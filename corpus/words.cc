// Word splitting and white-space folding.
#include "corpus/words.h"

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
  if (c < 0x80) return std::isalnum(c) != 0;
  if (s == "\u00A0" || s == "\u00A7" || s == "\u00B6" || s == "\u00B0")
    return false;
  if (s.size() == 3 && c == 0xE2 && static_cast<unsigned char>(s[1]) == 0x80)
    return false;  // U+2000..U+203F: spaces, dashes, quotes, bullets
  return true;
}

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

}  // namespace

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

std::string CollapseSpace(std::string_view text) {
  // Most text has single spaces only, and no other white space: one copy.
  bool plain = !text.empty() && text.front() != ' ' && text.back() != ' ';
  for (size_t i = 0; plain && i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80 || (c <= ' ' && (c != ' ' || text[i + 1] == ' '))) plain = false;
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
