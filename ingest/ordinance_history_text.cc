// Reader for an ordinance article whose sections carry no heading and end
// with a history note "(Ord. No. 2022-12, § 11.10(a)(1), 10-11-2022; ...)"
// (format ordinance-history-text). The note's latest ordinance number names
// the section unless the manifest maps it to a code section number;
// subsections are label lines "(a)", "(1)", "a.", "1.", "(i)", "A." nested
// by their style and position.
#include <re2/re2.h>

#include <map>
#include <string>
#include <vector>

#include "corpus/words.h"
#include "ingest/ordinance_labels.h"
#include "ingest/reader.h"
#include "ingest/text_util.h"
#include "ingest/tree_builder.h"

namespace lexgraph {
namespace {

class OrdinanceReader {
 public:
  OrdinanceReader(const SourceText& src, int32_t doc, Corpus* corpus,
                  Reporter* reporter)
      : src_(src), b_(corpus, doc, reporter), reporter_(reporter),
        spec_(corpus->documents[doc].spec) {}

  void Run() {
    static const RE2 kNote(R"(\((Ord|Res)\..*\))", RE2::Quiet);
    const auto& lines = src_.lines();
    size_t section_start = 0;
    for (size_t i = 0; i < lines.size(); ++i) {
      std::string_view line = Trim(lines[i]);
      if (RE2::FullMatch(line, kNote) && line.find("No.") != line.npos) {
        Section(section_start, i, line);
        section_start = i + 1;
      }
    }
    // Text after the last history note: kept, under a key of its own.
    for (size_t i = section_start; i < lines.size(); ++i) {
      if (!IsBlank(lines[i])) {
        reporter_->Warn({src_.name(), static_cast<int>(i + 1), 0},
                        "text after the last history note has no section "
                        "number; kept as an unnumbered section");
        Section(section_start, lines.size(), "");
        break;
      }
    }
  }

 private:
  // Lines [begin, end) are a section's text; `note` its history note (or
  // empty when it has none).
  void Section(size_t begin, size_t end, std::string_view note) {
    static const RE2 kOrd(R"(Ord\. No\. ([0-9A-Za-z-]+),\s*§\s*([^,;]+))",
                          RE2::Quiet);
    int note_line = static_cast<int>(end + 1);
    std::string number;
    {
      re2::StringPiece rest(note.data(), note.size());
      std::string ord, sec;
      while (RE2::FindAndConsume(&rest, kOrd, &ord, &sec)) number = sec;
    }
    number = std::string(Trim(number));
    if (number.empty()) {
      ++unnumbered_;
      if (!note.empty())
        reporter_->Warn({src_.name(), note_line, 0},
                        "history note names no section number: kept as a "
                        "note of an unnumbered section",
                        std::string(note));
      number = "unnumbered." + std::to_string(unnumbered_);
    }
    auto mapped = spec_.section_numbers.find(number);
    std::string path = mapped != spec_.section_numbers.end() ? mapped->second
                                                             : number;
    while (begin < end && IsBlank(src_.lines()[begin])) ++begin;
    int first = static_cast<int>(begin + 1);
    int32_t section = b_.Open(Key(spec_.code, path), "",
                              begin < end ? first : note_line, kNoProvision);
    if (!note.empty()) b_.AddNote(section, std::string(note), note_line);

    std::vector<OrdinanceLevel> stack;
    int32_t current = section;
    // Paragraphs of text each provision has (a label line's text is one).
    std::map<int32_t, int> paragraphs;
    bool new_paragraph = true;
    for (size_t i = begin; i < end; ++i) {
      int ln = static_cast<int>(i + 1);
      std::string_view line = Trim(src_.lines()[i]);
      if (line.empty()) {
        b_.BreakParagraph(current);
        new_paragraph = true;
        continue;
      }
      std::optional<OrdinanceLabel> label = ParseOrdinanceLabel(line, stack);
      if (!label) {
        // A paragraph after a list item's own paragraph, where the list
        // hung from a later paragraph of its parent ("Navigable waters
        // means … adjacent to:" among definitions, then "(1)", "(2)"),
        // resumes the parent's paragraphs ("Ordinary high-water mark
        // means …"): each item of such a list is one paragraph.
        if (new_paragraph && !stack.empty() && paragraphs[current] >= 1 &&
            stack.back().parent_paragraphs >= 2) {
          stack.pop_back();
          current = stack.empty() ? section : stack.back().provision;
        }
        if (new_paragraph) ++paragraphs[current];
        new_paragraph = false;
        b_.Append(current, line, ln);
        continue;
      }
      new_paragraph = true;
      current = OpenOrdinanceLabel(&b_, spec_.code, section, *label, ln,
                                   paragraphs, &stack, reporter_);
    }
  }

  const SourceText& src_;
  TreeBuilder b_;
  Reporter* reporter_;
  const DocumentSpec& spec_;
  int unnumbered_ = 0;
};

}  // namespace

void ReadOrdinanceHistoryText(const SourceText& src, int32_t doc,
                              Corpus* corpus, Reporter* reporter) {
  OrdinanceReader(src, doc, corpus, reporter).Run();
}

}  // namespace lexgraph
