// Reader for Wisconsin statute text (format wis-statute-text), and for the
// Administrative Code's in the same shape when the document's code is
// wis-adm ("NR 115.05(1)(b)1m."). Provisions start at their full label
// ("30.12(1g)(jm)7."), on a line of its own or
// inline after a heading or a citation, with lines broken inside citations;
// or, the way most sources publish it, the text runs together with only
// relative labels inline ("30.01 Definitions. In this chapter: (1am) … (a)
// … (1c) (a) …"), recovered by the label grammar (ingest/inline_structure.h).
#include <optional>
#include <string>

#include "ingest/inline_structure.h"
#include "ingest/reader.h"
#include "ingest/text_util.h"
#include "ingest/tree_builder.h"
#include "ingest/wis_label.h"

namespace lexgraph {
namespace {

class WisReader : public InlineStructure {
 public:
  WisReader(const SourceText& src, TreeBuilder* b, const std::string& code,
            Reporter* reporter)
      : InlineStructure(b, &WisconsinStyle(), code, src.name(), reporter,
                        {.line_starts_paragraph = false,
                         .subsection_headings = true}),
        src_(src) {}

  void Run() {
    const auto& lines = src_.lines();
    for (size_t i = 0; i < lines.size(); ++i) {
      int ln = static_cast<int>(i + 1);
      std::string_view line = lines[i];
      if (IsBlank(line)) {
        BreakParagraph();
        continue;
      }
      ReadLine(line, ln);
    }
    if (!pending_.empty()) {
      reporter_->Warn({src_.name(), pending_line_, 0},
                      "no provision label found; text kept in a provision "
                      "named after the file");
      int32_t p = b_->Open(Key(code_, "file." + src_.name()), "",
                           pending_line_, kNoProvision);
      b_->Append(p, pending_, pending_line_);
    }
  }

 protected:
  // A full locator ("30.12(1g)(jm)7.") or a section heading ("30.01
  // Definitions.") at line[t], when it is one here.
  size_t MatchLocator(std::string_view line, size_t t,
                      bool line_start) override {
    loc_.reset();
    heading_ = 0;
    char c = line[t];
    bool agency = code_ == "wis-adm";
    if (agency ? (c < 'A' || c > 'Z') : (c < '0' || c > '9')) return 0;
    std::string_view rest = line.substr(t);
    auto loc = ParseWisLocator(rest, /*require_levels=*/false, agency);
    if (!loc) return 0;
    bool alone = line_start && Trim(rest).size() == loc->length;
    if (loc->levels.empty() && !alone) {
      // A bare section number opens its section only at a line start and
      // before a heading sentence: "30.01 Definitions. In this chapter:".
      if (!line_start || IsCitationLeadIn(prev_token())) return 0;
      size_t sp = loc->length;
      while (sp < rest.size() && (rest[sp] == ' ' || rest[sp] == '\t')) ++sp;
      size_t h = HeadingLength(rest.substr(sp), 12);
      if (h == 0 || sp == loc->length) return 0;
      heading_ = sp + h - loc->length;
      loc_ = loc;
      return sp + h;
    }
    if (line_start) {
      // "…, under s. 59.692 (6), Stats." then a label alone on its line:
      // the tail ends that citation, the label opens a provision.
      std::string_view prev = prev_token();
      bool tail = prev == "Stats." || prev == "Stat.";
      if (IsCitationLeadIn(prev) && !(tail && alone)) return 0;
    } else {
      // Inline: after a sentence end, in the section being read.
      std::string_view prev = prev_token();
      if (!section_name_.empty() && loc->section != section_name_) return 0;
      if (prev.empty() || IsCitationLeadIn(prev)) return 0;
      char last = prev.back();
      if (last != '.' && last != ':' && last != ';') return 0;
    }
    loc_ = loc;
    return loc->length;
  }

  void OpenLocator(std::string_view token, int ln) override {
    const WisLocator& loc = *loc_;
    if (section_name_.empty()) section_name_ = loc.section;
    Key key(code_, loc.Path());
    std::string label(token.substr(0, loc.length - loc.marker.size()));
    int32_t p = b_->OpenNested(key, label, ln);
    if (heading_ > 0) b_->SetHeading(p, std::string(token.substr(loc.length)));
    if (!pending_.empty()) {
      // Text before the first label belongs to the section it opens.
      int32_t top = p;
      while (b_->at(top).parent != kNoProvision) top = b_->at(top).parent;
      b_->Append(top, pending_, pending_line_);
      pending_.clear();
    }
    Located(p, /*expect_marker=*/loc.marker.empty());
    if (!loc.marker.empty()) b_->Append(p, loc.marker, ln);
  }

 private:
  const SourceText& src_;
  std::optional<WisLocator> loc_;
  size_t heading_ = 0;  // bytes of a section heading after the number
  std::string section_name_;
};

}  // namespace

void ReadWisStatuteText(const SourceText& src, int32_t doc, Corpus* corpus,
                        Reporter* reporter) {
  TreeBuilder b(corpus, doc, reporter);
  WisReader(src, &b, corpus->documents[doc].spec.code, reporter).Run();
}

}  // namespace lexgraph
