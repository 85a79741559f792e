// Longest common subsequence of words.
#include "graph/word_diff.h"

#include <algorithm>
#include <cstdint>

namespace lexgraph {
namespace {

std::vector<std::string_view> SplitWords(std::string_view text) {
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n' ||
                               text[i] == '\t' || text[i] == '\r'))
      ++i;
    size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != '\n' &&
           text[j] != '\t' && text[j] != '\r')
      ++j;
    if (j > i) words.push_back(text.substr(i, j - i));
    i = j;
  }
  return words;
}

void Push(std::vector<WordChange>* out, WordChange::Op op,
          std::string_view word) {
  if (!out->empty() && out->back().op == op) {
    out->back().text += ' ';
    out->back().text += word;
    return;
  }
  out->push_back({op, std::string(word)});
}

}  // namespace

std::vector<WordChange> DiffWords(std::string_view old_text,
                                  std::string_view new_text) {
  std::vector<std::string_view> a = SplitWords(old_text),
                                b = SplitWords(new_text);
  size_t pre = 0;
  while (pre < a.size() && pre < b.size() && a[pre] == b[pre]) ++pre;
  size_t suf = 0;
  while (suf < a.size() - pre && suf < b.size() - pre &&
         a[a.size() - 1 - suf] == b[b.size() - 1 - suf])
    ++suf;
  std::vector<WordChange> out;
  for (size_t i = 0; i < pre; ++i) Push(&out, WordChange::Op::kSame, a[i]);
  const size_t n = a.size() - pre - suf, m = b.size() - pre - suf;
  if (n * m > 4'000'000) {
    for (size_t i = 0; i < n; ++i)
      Push(&out, WordChange::Op::kRemoved, a[pre + i]);
    for (size_t j = 0; j < m; ++j)
      Push(&out, WordChange::Op::kAdded, b[pre + j]);
  } else {
    // lcs[i][j]: LCS length of a[pre+i..] and b[pre+j..].
    std::vector<uint32_t> lcs((n + 1) * (m + 1), 0);
    auto at = [&](size_t i, size_t j) -> uint32_t& {
      return lcs[i * (m + 1) + j];
    };
    for (size_t i = n; i-- > 0;)
      for (size_t j = m; j-- > 0;)
        at(i, j) = a[pre + i] == b[pre + j]
                       ? at(i + 1, j + 1) + 1
                       : std::max(at(i + 1, j), at(i, j + 1));
    size_t i = 0, j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[pre + i] == b[pre + j]) {
        Push(&out, WordChange::Op::kSame, a[pre + i]);
        ++i, ++j;
      } else if (j == m || (i < n && at(i + 1, j) >= at(i, j + 1))) {
        Push(&out, WordChange::Op::kRemoved, a[pre + i++]);
      } else {
        Push(&out, WordChange::Op::kAdded, b[pre + j++]);
      }
    }
  }
  for (size_t i = a.size() - suf; i < a.size(); ++i)
    Push(&out, WordChange::Op::kSame, a[i]);
  // An addition directly before a removal reads better after it.
  for (size_t k = 0; k + 1 < out.size(); ++k)
    if (out[k].op == WordChange::Op::kAdded &&
        out[k + 1].op == WordChange::Op::kRemoved)
      std::swap(out[k], out[k + 1]);
  return out;
}

std::string FormatWordDiff(const std::vector<WordChange>& changes,
                           size_t context) {
  std::string out;
  for (size_t k = 0; k < changes.size(); ++k) {
    const WordChange& c = changes[k];
    if (!out.empty()) out += ' ';
    if (c.op == WordChange::Op::kRemoved) {
      out += "[-" + c.text + "-]";
      continue;
    }
    if (c.op == WordChange::Op::kAdded) {
      out += "{+" + c.text + "+}";
      continue;
    }
    std::vector<std::string_view> words = SplitWords(c.text);
    bool first = k == 0, last = k + 1 == changes.size();
    size_t keep_front = first ? 0 : context, keep_back = last ? 0 : context;
    if (words.size() <= keep_front + keep_back + 1) {
      out += c.text;
      continue;
    }
    std::string part;
    for (size_t i = 0; i < keep_front; ++i)
      part += std::string(words[i]) + " ";
    part += "\xE2\x80\xA6";
    for (size_t i = words.size() - keep_back; i < words.size(); ++i)
      part += " " + std::string(words[i]);
    out += part;
  }
  return out;
}

}  // namespace lexgraph
