// Key parsing, normalization and containment (spec/keys.md).
#include "corpus/key.h"

#include <cctype>

#include "corpus/ascii.h"

namespace lexgraph {
namespace {

bool IsCodeChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}

// Splits one '/'-free segment into its head and its levels.
void SplitSegment(std::string_view seg, std::vector<std::string>* out) {
  size_t i = seg.find('(');
  if (i == std::string_view::npos) {
    out->emplace_back(seg);
    return;
  }
  if (i > 0) out->emplace_back(seg.substr(0, i));
  while (i < seg.size()) {
    if (seg[i] == '(') {
      size_t close = seg.find(')', i);
      if (close == std::string_view::npos) {
        out->emplace_back(seg.substr(i));
        return;
      }
      out->emplace_back(seg.substr(i, close - i + 1));
      i = close + 1;
      continue;
    }
    size_t j = i;
    while (j < seg.size() && ascii::IsAlnum(static_cast<unsigned char>(seg[j])))
      ++j;
    if (j == i) {  // Something we do not know how to split: keep it whole.
      out->emplace_back(seg.substr(i));
      return;
    }
    if (j < seg.size() && seg[j] == '.') ++j;
    out->emplace_back(seg.substr(i, j - i));
    i = j;
  }
}

std::string_view StripTrailingPeriod(std::string_view s) {
  if (!s.empty() && s.back() == '.') s.remove_suffix(1);
  return s;
}

bool AllDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!ascii::IsDigit(static_cast<unsigned char>(c))) return false;
  return true;
}

}  // namespace

bool IsContainerPath(std::string_view path) {
  std::string_view last = path.substr(path.rfind('/') + 1);
  for (std::string_view c : {"ch.", "subch.", "part.", "subtitle.", "art.",
                             "article.", "unit.", "title.", "div.",
                             "subpart."})
    if (last.starts_with(c)) return true;
  // (A byte at a time: find_first_not_of asks memchr for each byte.)
  for (char c : path)
    if (!ascii::IsDigit(static_cast<unsigned char>(c))) return false;
  return true;
}

std::string NormalizeKeyPath(std::string_view path) {
  // Most paths are already in key spelling: no white space, no UTF-8.
  bool plain = true;
  for (char c : path) {
    unsigned char u = c;
    if (u >= 0x80 || u <= ' ') {
      plain = false;
      break;
    }
  }
  if (plain) return std::string(path);
  std::string out;
  out.reserve(path.size());
  for (size_t i = 0; i < path.size(); ++i) {
    unsigned char c = path[i];
    if (ascii::IsSpace(c)) continue;
    // U+00A0 no-break space: C2 A0.
    if (c == 0xC2 && i + 1 < path.size() &&
        static_cast<unsigned char>(path[i + 1]) == 0xA0) {
      ++i;
      continue;
    }
    // U+2010..U+2015 dashes and U+2212 minus: E2 80 90..95, E2 88 92.
    if (c == 0xE2 && i + 2 < path.size()) {
      unsigned char c1 = path[i + 1], c2 = path[i + 2];
      if ((c1 == 0x80 && c2 >= 0x90 && c2 <= 0x95) ||
          (c1 == 0x88 && c2 == 0x92)) {
        out.push_back('-');
        i += 2;
        continue;
      }
    }
    out.push_back(static_cast<char>(c));
  }
  return out;
}

Key::Key(std::string_view code, std::string_view path)
    : code_(code), path_(NormalizeKeyPath(path)) {}

std::optional<Key> Key::Parse(std::string_view text) {
  size_t colon = text.find(':');
  if (colon == std::string_view::npos || colon == 0) return std::nullopt;
  std::string_view code = text.substr(0, colon);
  for (char c : code)
    if (!IsCodeChar(c)) return std::nullopt;
  if (!ascii::IsAlpha(static_cast<unsigned char>(code[0]))) return std::nullopt;
  Key k(code, text.substr(colon + 1));
  if (k.path_.empty()) return std::nullopt;
  // Every '/'-separated level names something, and parentheses close.
  std::string_view p = k.path_;
  if (p.front() == '/' || p.back() == '/' ||
      p.find("//") != std::string_view::npos)
    return std::nullopt;
  int depth = 0;
  for (char c : p) {
    if (c == '(' && ++depth > 1) return std::nullopt;
    if (c == ')' && --depth < 0) return std::nullopt;
  }
  if (depth != 0) return std::nullopt;
  return k;
}

std::string Key::ToString() const { return code_ + ":" + path_; }

std::string Key::Canonical() const {
  return std::string(StripTrailingPeriod(path_));
}

std::vector<std::string> Key::Components() const {
  std::vector<std::string> out;
  std::string_view p = path_;
  size_t start = 0;
  while (true) {
    size_t slash = p.find('/', start);
    std::string_view seg = p.substr(start, slash == std::string_view::npos
                                               ? std::string_view::npos
                                               : slash - start);
    SplitSegment(seg, &out);
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  return out;
}

std::optional<Key> Key::Parent() const {
  if (auto p = PathParent()) return p;
  return Container();
}

std::optional<Key> Key::PathParent() const {
  if (path_.empty()) return std::nullopt;
  size_t slash = path_.rfind('/');
  std::string_view last = std::string_view(path_).substr(
      slash == std::string::npos ? 0 : slash + 1);
  std::vector<std::string> parts;
  SplitSegment(last, &parts);
  if (parts.size() > 1) {
    size_t cut = path_.size() - parts.back().size();
    Key k;
    k.code_ = code_;
    k.path_ = path_.substr(0, cut);
    return k;
  }
  if (slash != std::string::npos) {
    Key k;
    k.code_ = code_;
    k.path_ = path_.substr(0, slash);
    return k;
  }
  return std::nullopt;
}

std::optional<Key> Key::Container() const {
  std::string_view p = path_;
  if (p.find('/') != std::string_view::npos ||
      p.find('(') != std::string_view::npos || p.starts_with("ch.") ||
      p.starts_with("subch.") || p.starts_with("art."))
    return std::nullopt;
  auto make = [&](std::string_view chapter) {
    if (chapter.empty()) return std::optional<Key>();
    return std::optional<Key>(Key(code_, "ch." + std::string(chapter)));
  };
  if (code_ == "wis-stat" || code_ == "wis-adm" || code_ == "iowa-code" ||
      code_ == "greendale") {
    size_t dot = p.find('.');
    if (dot == std::string_view::npos) return std::nullopt;
    return make(p.substr(0, dot));
  }
  if (code_ == "iowa-iac") {  // 571-16.7 -> ch.571-16
    size_t dash = p.find('-'), dot = p.find('.');
    if (dash == std::string_view::npos || dot == std::string_view::npos ||
        dot < dash)
      return std::nullopt;
    return make(p.substr(0, dot));
  }
  if (code_ == "jefferson-co") {  // 22-997 -> ch.22
    size_t dash = p.find('-');
    if (dash == std::string_view::npos || !AllDigits(p.substr(0, dash)))
      return std::nullopt;
    return make(p.substr(0, dash));
  }
  if (code_ == "wa-rcw") {  // 90.58.030 -> ch.90.58; 62A.9A-340 -> ch.62A.9A
    size_t dot = p.rfind('.');
    if (dot == std::string_view::npos) return std::nullopt;
    if (p.find('.') == dot) {
      size_t dash = p.find('-', dot);
      return dash == std::string_view::npos ? std::nullopt : make(p.substr(0, dash));
    }
    return make(p.substr(0, dot));
  }
  return std::nullopt;
}

bool Key::IsWithin(const Key& other) const {
  if (code_ != other.code_) return false;
  // Each Parent step shortens the path or ends at a container, so the
  // chain is finite; the bound only guards against a future change.
  std::optional<Key> k = *this;
  for (size_t guard = 0; k && guard <= path_.size() + 2; ++guard) {
    if (*k == other) return true;
    k = k->Parent();
  }
  return false;
}

}  // namespace lexgraph
