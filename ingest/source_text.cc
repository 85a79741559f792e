// Loading, UTF-8 checking and line splitting of source files.
#include "ingest/source_text.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace lexgraph {
namespace {

// Length of the valid UTF-8 sequence at s[i], or 0 when invalid.
size_t ValidUtf8At(std::string_view s, size_t i) {
  unsigned char c = s[i];
  if (c < 0x80) return 1;
  size_t n;
  uint32_t cp;
  if ((c & 0xE0) == 0xC0) {
    n = 2;
    cp = c & 0x1F;
  } else if ((c & 0xF0) == 0xE0) {
    n = 3;
    cp = c & 0x0F;
  } else if ((c & 0xF8) == 0xF0) {
    n = 4;
    cp = c & 0x07;
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    unsigned char cc = s[i + k];
    if ((cc & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (cc & 0x3F);
  }
  if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) ||
      (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
      (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  return n;
}

// Reads U+2010 (hyphen) and U+2011 (non-breaking hyphen) as "-": Municode
// sets some codes' section numbers with the latter ("Sec. 16.5\u201116."),
// and a number is a number whichever hyphen joins it. Both are hyphens by
// Unicode's definition, and word counts split at either, so the words are
// the same ones.
void ReadHyphens(std::string* text) {
  std::string_view t = *text;
  auto hyphen_at = [&](size_t i) {  // E2 80 90 or E2 80 91
    return t.substr(i, 2) == "\xE2\x80" && i + 2 < t.size() && (t[i + 2] == '\x90' || t[i + 2] == '\x91');
  };
  size_t at = t.find("\xE2\x80");
  while (at != std::string_view::npos && !hyphen_at(at)) at = t.find("\xE2\x80", at + 1);
  if (at == std::string_view::npos) return;  // (the usual case: no copy)
  std::string out(t.substr(0, at));
  out.reserve(t.size());
  for (size_t i = at; i < t.size();) {
    if (hyphen_at(i)) {
      out.push_back('-');
      i += 3;
    } else {
      out.push_back(t[i++]);
    }
  }
  *text = std::move(out);
}

// Reads an HTML line break left in a text copy of a web page ("the
// Floodplain <br />Administrator", "40 <br />CFR Part 136", "Section <br
// />65.12") as blanks of its length: the tag is the page's markup, no word
// of the law, and a citation it splits is one citation. Offsets, lines and
// columns stay the file's.
void ReadLineBreakTags(std::string* text) {
  std::string& t = *text;
  for (size_t at = t.find("<"); at != std::string::npos; at = t.find('<', at + 1)) {
    if (at + 3 >= t.size() || (t[at + 1] != 'b' && t[at + 1] != 'B') || (t[at + 2] != 'r' && t[at + 2] != 'R'))
      continue;
    size_t e = at + 3;
    while (e < t.size() && t[e] == ' ') ++e;
    if (e < t.size() && t[e] == '/') ++e;
    if (e >= t.size() || t[e] != '>') continue;
    std::fill(t.begin() + static_cast<std::ptrdiff_t>(at), t.begin() + static_cast<std::ptrdiff_t>(e + 1), ' ');
    at = e;
  }
}

}  // namespace

std::string SanitizeUtf8(std::string_view text, const std::string& name,
                         Reporter* reporter) {
  std::string out;
  out.reserve(text.size());
  int line = 1, col = 1, reported = 0;
  size_t i = 0;
  while (i < text.size()) {
    size_t n = ValidUtf8At(text, i);
    if (n == 0) {
      if (reported < 20) {
        char hex[8];
        snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned char>(text[i]));
        reporter->Warn({name, line, col},
                       std::string("invalid UTF-8 byte ") + hex +
                           " replaced by U+FFFD");
      } else if (reported == 20) {
        reporter->Warn({name, line, col},
                       "more invalid UTF-8 bytes; further ones not reported");
      }
      ++reported;
      out += "\xEF\xBF\xBD";
      ++i;
      ++col;
      continue;
    }
    if (text[i] == '\n') {
      ++line;
      col = 0;
    }
    out.append(text.substr(i, n));
    i += n;
    ++col;
  }
  return out;
}

Result<SourceText> SourceText::Load(const std::string& path,
                                    const std::string& name,
                                    Reporter* reporter, SourceKind kind) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    reporter->Error({name, 0, 0}, "cannot open file");
    return Status::Error(name + ": cannot open file");
  }
  // One read of the whole file (a 375 MB corpus is read at disk speed).
  in.seekg(0, std::ios::end);
  std::streamoff size = in.tellg();
  in.seekg(0, std::ios::beg);
  std::string text;
  if (size > 0) {
    text.resize(static_cast<size_t>(size));
    in.read(text.data(), size);
    text.resize(static_cast<size_t>(in.gcount()));
  }
  return FromString(std::move(text), name, reporter, kind);
}

SourceText SourceText::FromString(std::string text, const std::string& name,
                                  Reporter* reporter, SourceKind kind) {
  SourceText s;
  s.name_ = name;
  // Valid text (the usual case) is kept as it is, without a copy.
  bool valid = true;
  for (size_t i = 0; i < text.size() && valid;) {
    if (static_cast<unsigned char>(text[i]) < 0x80) {
      ++i;
      continue;
    }
    size_t n = ValidUtf8At(text, i);
    valid = n > 0;
    i += n;
  }
  s.text_ = valid ? std::move(text) : SanitizeUtf8(text, name, reporter);
  ReadHyphens(&s.text_);
  if (kind == SourceKind::kText) ReadLineBreakTags(&s.text_);
  s.Split();
  return s;
}

void SourceText::Split() {
  std::string_view t = text_;
  size_t start = 0;
  while (start <= t.size()) {
    size_t nl = t.find('\n', start);
    size_t end = nl == std::string_view::npos ? t.size() : nl;
    std::string_view line = t.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (nl == std::string_view::npos && line.empty() && start == t.size() &&
        start > 0)
      break;  // no empty last line after a final newline
    line_starts_.push_back(start);
    lines_.push_back(line);
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
}

int SourceText::LineOfOffset(size_t offset) const {
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  return static_cast<int>(it - line_starts_.begin());
}

int SourceText::ColumnOfOffset(size_t offset) const {
  int line = LineOfOffset(offset);
  if (line <= 0) return 1;
  return static_cast<int>(offset - line_starts_[line - 1]) + 1;
}

}  // namespace lexgraph
