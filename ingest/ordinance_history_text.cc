// Reader for an ordinance article whose sections carry no heading and end
// with a history note "(Ord. No. 2022-12, § 11.10(a)(1), 10-11-2022; ...)"
// (format ordinance-history-text). The note's latest ordinance number names
// the section unless the manifest maps it to a code section number;
// subsections are label lines "(a)", "(1)", "a.", "1.", "(i)", "A." nested
// by their style and position.
#include <re2/re2.h>

#include <cctype>
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
    // "(Ord. No. 2022-12, § 11.10(a)(1), 10-11-2022; …)", and as other
    // publishers print them: "(Code 2006, § 3.13(2); Ord. No. O5-4-88, …)",
    // "(Prior Code, § 8.06) (Ord. 3-04, passed 2-12-2004)".
    static const RE2 kNote(R"(\((?:Ord|Res)\..*\)|\((?:Prior\s+)?Code\b[^()]*(?:\([^()]*\)[^()]*)*\)(?:\s*\(Ord\..*\))?)",
                           RE2::Quiet);
    const auto& lines = src_.lines();
    size_t section_start = 0;
    for (size_t i = 0; i < lines.size(); ++i) {
      std::string_view line = Trim(lines[i]);
      if (RE2::FullMatch(line, kNote) && line.find("Ord") != line.npos &&
          (line.find("No.") != line.npos || line.find("passed") != line.npos)) {
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
    auto mapped = spec_.section_numbers.find(number);
    std::string path = mapped != spec_.section_numbers.end() ? mapped->second
                                                             : number;
    while (begin < end && IsBlank(src_.lines()[begin])) ++begin;
    // Where the copy kept the code's headings (Municode's "ARTICLE III. -
    // SHORELAND ZONING", "Sec. 22-97. - Definitions."), the section's own
    // number names it, and its article holds it.
    int32_t parent = kNoProvision;
    std::string label, heading;
    for (size_t i = begin; i < end; ++i) {
      std::string_view line = Trim(src_.lines()[i]);
      if (line.empty()) continue;
      std::string kind, number2, title;
      if (RE2::FullMatch(line, ContainerHeading(), &kind, &number2, &title)) {
        pending_containers_.push_back({kind, number2, title, static_cast<int>(i + 1)});
        begin = i + 1;
        continue;
      }
      std::string sec_label, sec_number;
      if (RE2::FullMatch(line, SectionHeading(), &sec_label, &sec_number, &heading)) {
        path = sec_number;
        label = sec_label;
        begin = i + 1;
        parent = OpenContainers(path);
      }
      break;
    }
    if (path.empty()) {
      ++unnumbered_;
      if (!note.empty())
        reporter_->Warn({src_.name(), note_line, 0},
                        "history note names no section number: kept as a "
                        "note of an unnumbered section",
                        std::string(note));
      path = "unnumbered." + std::to_string(unnumbered_);
    }
    if (!pending_containers_.empty() && label.empty()) parent = OpenContainers("");
    if (parent == kNoProvision) parent = container_;
    while (begin < end && IsBlank(src_.lines()[begin])) ++begin;
    int first = static_cast<int>(begin + 1);
    int32_t section = b_.Open(Key(spec_.code, path), label,
                              begin < end ? first : note_line, parent);
    if (!heading.empty()) b_.SetHeading(section, heading);
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

  // "ARTICLE III. - SHORELAND ZONING", "DIVISION 2. - PERMITS",
  // "CHAPTER 22 - ZONING": kind, number, title.
  static const RE2& ContainerHeading() {
    static const RE2 k(
        R"((?i:(ARTICLE|DIVISION|CHAPTER|SUBCHAPTER))\s+([IVXLC]+|\d+[A-Z]?)\.?(?:\s*(?:-|\x{2013}|\x{2014})\s*|\s+)?(.*))",
        RE2::Quiet);
    return k;
  }
  // "Sec. 22-97. - Definitions.", "Section 22-97. Definitions.", "§ 17.02
  // PURPOSE.": label, number, heading.
  static const RE2& SectionHeading() {
    static const RE2 k(
        R"(((?:Sec\.|Section|\x{00A7})\s*(\d+[A-Za-z]*(?:[.-]\d+[A-Za-z]*)+)\.?)(?:\s*(?:-|\x{2013}|\x{2014})\s*|\s+)?(.*))",
        RE2::Quiet);
    return k;
  }

  struct PendingContainer {
    std::string kind, number, title;
    int line;
  };
  // Opens the article (or division, chapter) headings read since the last
  // section, keyed under the chapter that the next section's number names
  // ("22-97": ch.22/art.III); returns the innermost, or the open one.
  int32_t OpenContainers(std::string_view section_path) {
    std::string chapter;
    size_t dash = section_path.find_first_of("-.");
    if (dash != std::string_view::npos) chapter = "ch." + std::string(section_path.substr(0, dash));
    for (const PendingContainer& c : pending_containers_) {
      std::string kind;
      for (char ch : c.kind) kind += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      std::string path;
      if (kind == "chapter") {
        path = "ch." + c.number;
        chapter = path;
        container_ = kNoProvision;
      } else {
        std::string part = (kind == "article" ? "art." : kind == "division" ? "div." : "subch.") + c.number;
        std::string base = container_ != kNoProvision ? b_.at(container_).key.path() : chapter;
        // A division lives in the article open before it; an article in
        // the chapter.
        if (kind == "article" && !chapter.empty()) base = chapter;
        path = base.empty() ? part : base + "/" + part;
      }
      int32_t parent = kNoProvision;
      if (kind == "division" && container_ != kNoProvision) parent = container_;
      int32_t id = b_.Open(Key(spec_.code, path), std::string(Trim(c.kind + " " + c.number)), c.line, parent);
      if (!c.title.empty()) b_.SetHeading(id, c.title);
      container_ = id;
    }
    pending_containers_.clear();
    return container_;
  }

  const SourceText& src_;
  TreeBuilder b_;
  Reporter* reporter_;
  const DocumentSpec& spec_;
  int unnumbered_ = 0;
  std::vector<PendingContainer> pending_containers_;
  int32_t container_ = kNoProvision;  // the article (or division) open
};

}  // namespace

void ReadOrdinanceHistoryText(const SourceText& src, int32_t doc,
                              Corpus* corpus, Reporter* reporter) {
  OrdinanceReader(src, doc, corpus, reporter).Run();
}

}  // namespace lexgraph
