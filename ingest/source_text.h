// A source file loaded for reading: checked as UTF-8 (each invalid byte is
// reported with its line and replaced by U+FFFD, so no text is dropped), its
// hyphens U+2010 and U+2011 read as "-", in a text (not XML) an HTML line
// break left in the copy ("<br />") read as blanks, and split into lines.
#ifndef LEXGRAPH_INGEST_SOURCE_TEXT_H_
#define LEXGRAPH_INGEST_SOURCE_TEXT_H_

#include <string>
#include <string_view>
#include <vector>

#include "corpus/diagnostic.h"
#include "corpus/status.h"

namespace lexgraph {

// Whether a source is text or XML (whose "<br/>" is an element).
enum class SourceKind { kText, kXml };

class SourceText {
 public:
  // Reads `path`; `name` is how diagnostics name the file.
  static Result<SourceText> Load(const std::string& path,
                                 const std::string& name, Reporter* reporter,
                                 SourceKind kind = SourceKind::kText);
  // Wraps text already in memory.
  static SourceText FromString(std::string text, const std::string& name,
                               Reporter* reporter,
                               SourceKind kind = SourceKind::kText);

  const std::string& name() const { return name_; }
  const std::string& text() const { return text_; }
  // Lines without their terminators ("\n", "\r\n"); lines()[0] is line 1.
  const std::vector<std::string_view>& lines() const { return lines_; }
  // The 1-based line holding byte `offset` of text().
  int LineOfOffset(size_t offset) const;
  // 1-based column of byte `offset` within its line.
  int ColumnOfOffset(size_t offset) const;

 private:
  void Split();

  std::string name_;
  std::string text_;
  std::vector<std::string_view> lines_;
  std::vector<size_t> line_starts_;
};

// Replaces invalid UTF-8 in `text` by U+FFFD; reports each bad sequence.
std::string SanitizeUtf8(std::string_view text, const std::string& name,
                         Reporter* reporter);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_SOURCE_TEXT_H_
