// Reader for Wisconsin statute text in which provisions start at their full
// label ("30.12(1g)(jm)7."), on a line of its own or inline after a heading
// or a citation, and lines break inside citations (format wis-statute-text).
#include <string>

#include "ingest/reader.h"
#include "ingest/text_util.h"
#include "ingest/tree_builder.h"
#include "ingest/wis_label.h"

namespace lexgraph {
namespace {

class WisReader {
 public:
  WisReader(const SourceText& src, int32_t doc, Corpus* corpus,
            Reporter* reporter)
      : src_(src), b_(corpus, doc, reporter), reporter_(reporter),
        code_(corpus->documents[doc].spec.code) {}

  void Run() {
    const auto& lines = src_.lines();
    std::string_view prev;
    for (size_t i = 0; i < lines.size(); ++i) {
      int ln = static_cast<int>(i + 1);
      std::string_view line = lines[i];
      if (IsBlank(line)) {
        if (current_ != kNoProvision) b_.BreakParagraph(current_);
        continue;
      }
      ReadLine(line, ln, IsCitationLeadIn(LastToken(prev)));
      prev = line;
    }
    if (!pending_.empty()) {
      reporter_->Warn({src_.name(), pending_line_, 0},
                      "no provision label found; text kept in a provision "
                      "named after the file");
      int32_t p = b_.Open(Key(code_, "file." + src_.name()), "", pending_line_,
                          kNoProvision);
      b_.Append(p, pending_, pending_line_);
    }
  }

 private:
  void ReadLine(std::string_view line, int ln, bool continues_citation) {
    size_t pos = 0;  // start of the text not yet given to a provision
    size_t t = 0;
    while (t < line.size()) {
      while (t < line.size() && (line[t] == ' ' || line[t] == '\t')) ++t;
      if (t >= line.size()) break;
      if (auto loc = Locator(line, t, ln, continues_citation)) {
        Flush(line.substr(pos, t - pos), ln);
        StartProvision(*loc, line.substr(t, loc->length - loc->marker.size()),
                       ln);
        if (!loc->marker.empty()) b_.Append(current_, loc->marker, ln);
        t += loc->length;
        pos = t;
        continue;
      }
      while (t < line.size() && line[t] != ' ' && line[t] != '\t') ++t;
    }
    Flush(line.substr(pos), ln);
  }

  // A locator starting at line[t], when it is one here.
  std::optional<WisLocator> Locator(std::string_view line, size_t t, int ln,
                                    bool continues_citation) {
    char c = line[t];
    if (c < '0' || c > '9') return std::nullopt;
    bool at_line_start = t == line.find_first_not_of(" \t");
    std::string_view rest = line.substr(t);
    bool alone = at_line_start && Trim(rest).find(' ') == std::string_view::npos;
    auto loc = ParseWisLocator(rest, /*require_levels=*/!alone);
    if (!loc) return std::nullopt;
    if (at_line_start) {
      if (continues_citation) return std::nullopt;
      return loc;
    }
    // Inline: after a sentence end, in the section being read.
    std::string_view before = Trim(line.substr(0, t));
    std::string_view prev = LastToken(before);
    if (!section_.empty() && loc->section != section_) return std::nullopt;
    if (prev.empty() || IsCitationLeadIn(prev)) return std::nullopt;
    char last = prev.back();
    if (last != '.' && last != ':' && last != ';') return std::nullopt;
    return loc;
  }

  void StartProvision(const WisLocator& loc, std::string_view label, int ln) {
    if (section_.empty()) section_ = loc.section;
    Key key(code_, loc.Path());
    current_ = b_.OpenNested(key, std::string(label), ln);
    if (!pending_.empty()) {
      // Text before the first label belongs to the section it opens.
      int32_t top = current_;
      while (b_.at(top).parent != kNoProvision) top = b_.at(top).parent;
      b_.Append(top, pending_, pending_line_);
      pending_.clear();
    }
  }

  // Gives a piece of a line to the current provision, taking a leading
  // heading sentence when the provision has only its marker so far.
  void Flush(std::string_view piece, int ln) {
    piece = Trim(piece);
    if (piece.empty()) return;
    if (current_ == kNoProvision) {
      if (pending_.empty()) pending_line_ = ln;
      pending_ += std::string(pending_.empty() ? "" : " ") + std::string(piece);
      return;
    }
    Provision& p = b_.at(current_);
    bool only_marker = p.text.empty() || (p.text.front() == '(' &&
                                          p.text.back() == ')' &&
                                          p.text.find(' ') == std::string::npos);
    bool subsection = !p.key.path().empty() && p.key.path().back() == ')' &&
                      p.key.Components().size() == 2;
    if (only_marker && subsection && p.heading.empty()) {
      size_t h = HeadingLength(piece, 12);
      if (h > 0) {
        b_.SetHeading(current_, std::string(piece.substr(0, h)));
        piece = Trim(piece.substr(h));
        if (piece.empty()) return;
      }
    }
    b_.Append(current_, piece, ln);
  }

  const SourceText& src_;
  TreeBuilder b_;
  Reporter* reporter_;
  std::string code_;
  std::string section_;
  int32_t current_ = kNoProvision;
  std::string pending_;
  int pending_line_ = 0;
};

}  // namespace

void ReadWisStatuteText(const SourceText& src, int32_t doc, Corpus* corpus,
                        Reporter* reporter) {
  WisReader(src, doc, corpus, reporter).Run();
}

}  // namespace lexgraph
