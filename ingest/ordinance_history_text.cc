// Reader for an ordinance article whose sections carry no heading and end
// with a history note "(Ord. No. 2022-12, § 11.10(a)(1), 10-11-2022; ...)"
// (format ordinance-history-text). The note's latest ordinance number names
// the section unless the manifest maps it to a code section number;
// subsections are label lines "(a)", "(1)", "a.", "1.", "(i)", "A." nested
// by their style and position.
#include <re2/re2.h>

#include <algorithm>
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
    // "(Prior Code, § 8.06) (Ord. 3-04, passed 2-12-2004)", "(Ord. of
    // 9-8-1997(2), § 26.04; Ord. of 4-10-2006)".
    static const RE2 kNote(R"(\((?:Ord|Res)\..*\)|\((?:Prior\s+)?Code\b[^()]*(?:\([^()]*\)[^()]*)*\)(?:\s*\(Ord\..*\))?)",
                           RE2::Quiet);
    static const RE2 kNumbered(R"(\((?:Ord|Res)\.\s*(?:No\.\s*)?[0-9A-Z].*)", RE2::Quiet);
    const auto& lines = src_.lines();
    size_t section_start = 0;
    // A section without a note of its own ends where the next section's
    // heading follows its text ("Sec. 10-32. Code provisions applicable."
    // after 10-31's body): headings one after another are a table of
    // contents, not sections.
    bool heading_seen = false, text_since = false;
    for (size_t i = 0; i < lines.size(); ++i) {
      std::string_view line = Trim(lines[i]);
      bool ord_note = RE2::FullMatch(line, kNote) && line.find("Ord") != line.npos &&
                      (line.find("No.") != line.npos || line.find("passed") != line.npos ||
                       line.find("Ord. of ") != line.npos || RE2::FullMatch(line, kNumbered));
      // Under a section's heading, a note that names only a former code
      // ("(Code 1990, § 3-8)") ends the section too.
      bool code_note = !ord_note && heading_seen && RE2::FullMatch(line, kNote);
      if (ord_note || code_note) {
        // Municode prints a section's annotations after its note ("State
        // law reference— Forfeitures, Wis. Stats. § 66.0109."): they are
        // the section's.
        std::vector<size_t> annotations = AnnotationsAfter(i + 1);
        Section(section_start, i, line, annotations);
        if (!annotations.empty()) i = annotations.back();
        section_start = i + 1;
        heading_seen = text_since = false;
        continue;
      }
      if (line.empty()) continue;
      std::string label, number, heading;
      // "Secs. 10-3—10-20. - Reserved.", "Sec. 10-4. - Reserved.": numbers
      // the code holds open, a section of their own unless they are a
      // line of a table of contents (right after another heading).
      if (RE2::FullMatch(line, ReservedSectionLine(), &label, &number, &heading) &&
          (!heading_seen || text_since)) {
        if (heading_seen) {
          Section(section_start, i, "", {});
          section_start = i;
        }
        ReservedSection(section_start, i, label, number, heading);
        section_start = i + 1;
        heading_seen = text_since = false;
        continue;
      }
      if (line.size() <= 120 && !line.starts_with("(") &&
          SectionHeadingLine(line, &label, &number, &heading)) {
        if (heading_seen && text_since) {
          Section(section_start, i, "", {});
          section_start = i;
        } else if (!heading_seen && last_section_ != kNoProvision &&
                   AppendToLastSection(section_start, i)) {
          // Prose after a section's note and before the next heading
          // (a penalty clause the page prints there) is that section's.
          section_start = i;
        }
        heading_seen = true;
        text_since = false;
      } else if (heading_seen && !RE2::FullMatch(line, ContainerHeading())) {
        text_since = true;
      }
    }
    // Text after the last history note: kept, under a key of its own.
    // (A section that ends the page without a note is numbered by its
    // heading: no warning.)
    for (size_t i = section_start; i < lines.size(); ++i) {
      if (!IsBlank(lines[i])) {
        std::string label, number, heading;
        std::string_view first = Trim(lines[i]);
        if (first.size() > 120 || first.starts_with("(") ||
            !SectionHeadingLine(first, &label, &number, &heading))
          reporter_->Warn({src_.name(), static_cast<int>(i + 1), 0},
                          "text after the last history note has no section "
                          "number; kept as an unnumbered section");
        Section(section_start, lines.size(), "", {});
        break;
      }
    }
  }

 private:
  // Appends lines [begin, end) to the last section read, when they hold a
  // sentence (not only short title lines, "Lake Regulations: Penalties"
  // over the next section's heading, which are that section's) and no
  // container heading; whether it did.
  bool AppendToLastSection(size_t begin, size_t end) {
    bool prose = false;
    for (size_t i = begin; i < end; ++i) {
      std::string_view line = Trim(src_.lines()[i]);
      if (line.empty()) continue;
      if (RE2::FullMatch(line, ContainerHeading()) || RE2::FullMatch(line, ReservedSectionLine())) return false;
      size_t words = static_cast<size_t>(std::count(line.begin(), line.end(), ' ')) + 1;
      if (words >= 8 && line.back() == '.') prose = true;
    }
    if (!prose) return false;
    for (size_t i = begin; i < end; ++i) {
      std::string_view line = Trim(src_.lines()[i]);
      if (line.empty()) continue;
      b_.BreakParagraph(last_section_);
      b_.Append(last_section_, line, static_cast<int>(i + 1));
    }
    return true;
  }

  // The annotation lines from `from` on: "State law reference(s)— …",
  // "Cross reference(s)— …", "Charter reference— …", "Editor's note— …",
  // each to the next blank line, heading or note.
  std::vector<size_t> AnnotationsAfter(size_t from) const {
    static const RE2 kAnnotation(
        R"((?i:state\s+law\s+references?|cross[- ]references?|charter\s+references?|editor'?\x{2019}?s?\s+notes?)\s*(?:-|\x{2013}|\x{2014}|:).*)",
        RE2::Quiet);
    const auto& lines = src_.lines();
    std::vector<size_t> out;
    size_t i = from;
    while (i < lines.size() && IsBlank(lines[i])) ++i;
    while (i < lines.size() && RE2::FullMatch(Trim(lines[i]), kAnnotation)) {
      out.push_back(i++);
      while (i < lines.size() && !IsBlank(lines[i]) && !EndsAnnotation(Trim(lines[i])))
        out.push_back(i++);
      size_t next = i;
      while (next < lines.size() && IsBlank(lines[next])) ++next;
      if (next < lines.size() && RE2::FullMatch(Trim(lines[next]), kAnnotation)) i = next;
    }
    return out;
  }
  // Whether a line after an annotation opens what follows it: a heading, a
  // container, a note, another annotation.
  static bool EndsAnnotation(std::string_view line) {
    std::string a, b, c;
    return line.starts_with("(") || SectionHeadingLine(line, &a, &b, &c) ||
           RE2::FullMatch(line, ContainerHeading()) || RE2::FullMatch(line, ReservedSectionLine()) ||
           RE2::PartialMatch(line, AnnotationStart());
  }
  // The words that open an annotation line ("State law reference— …").
  static const RE2& AnnotationStart() {
    static const RE2 k(R"(^(?i:state\s+law|cross[- ]ref|charter\s+ref|editor))", RE2::Quiet);
    return k;
  }

  // A reserved section's line at `at` ("Secs. 10-3—10-20. - Reserved."),
  // after the container headings of lines [begin, at): keyed by its
  // first number, in the container open.
  void ReservedSection(size_t begin, size_t at, const std::string& label,
                       const std::string& number, const std::string& heading) {
    for (size_t i = begin; i < at; ++i) {
      std::string_view line = Trim(src_.lines()[i]);
      std::string kind, number2, title;
      if (RE2::FullMatch(line, ContainerHeading(), &kind, &number2, &title))
        pending_containers_.push_back({kind, number2, title, static_cast<int>(i + 1)});
      else if (!line.empty())
        return Section(begin, at + 1, "", {});  // text before it: a section's own
    }
    int32_t parent = kNoProvision;
    if (!pending_containers_.empty()) parent = OpenContainers(number);
    if (parent == kNoProvision && container_ != kNoProvision &&
        InChapterOf(b_.at(container_).key.path(), number))
      parent = container_;
    int32_t id = b_.Open(Key(spec_.code, number), label, static_cast<int>(at + 1), parent);
    b_.SetHeading(id, heading);
  }

  // Lines [begin, end) are a section's text; `note` its history note (or
  // empty when it has none), `annotations` the lines after the note that
  // are its own.
  void Section(size_t begin, size_t end, std::string_view note,
               const std::vector<size_t>& annotations) {
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
    // SHORELAND ZONING", "Sec. 22-97. - Definitions."; Code Publishing's
    // "Chapter 21A.01", "21A.01.010 Purpose."), the section's own number
    // names it, and its article (or chapter) holds it. Its heading is the
    // last one in the short lines that open the block (a table of contents
    // may list the headings before it); the other short lines there are
    // text of the container opened before them, or of the section.
    int32_t parent = kNoProvision;
    std::string label, heading;
    size_t heading_at = end;
    for (size_t i = begin; i < end; ++i) {
      std::string_view line = Trim(src_.lines()[i]);
      if (line.empty()) continue;
      if (line.size() > 120 || line.starts_with("(")) break;
      std::string l2, n2, h2;
      if (SectionHeadingLine(line, &l2, &n2, &h2)) {
        heading_at = i;
        label = l2, path = n2, heading = h2;
      }
    }
    // "Sec. 48-01. AUTHORITY. These regulations are adopted …": a heading
    // in capitals with the text run on after it, which is the body's.
    std::string run_on;
    if (size_t stop = heading.find(". "); stop != std::string::npos && stop < 60 &&
                                          stop + 2 < heading.size() &&
                                          std::none_of(heading.begin(), heading.begin() + stop,
                                                       [](char c) { return std::islower(static_cast<unsigned char>(c)); }) &&
                                          std::any_of(heading.begin() + stop, heading.end(),
                                                      [](char c) { return std::islower(static_cast<unsigned char>(c)); })) {
      run_on = heading.substr(stop + 2);
      heading.resize(stop + 1);
    }
    // (The lines after the heading are the section's body.)
    size_t body = heading_at == end ? begin : heading_at + 1;
    std::vector<std::pair<size_t, size_t>> before;  // (line, containers before it)
    for (size_t i = begin; i < body; ++i) {
      std::string_view line = Trim(src_.lines()[i]);
      if (line.empty() || i == heading_at) continue;
      std::string kind, number2, title;
      if (RE2::FullMatch(line, ContainerHeading(), &kind, &number2, &title)) {
        pending_containers_.push_back({kind, number2, title, static_cast<int>(i + 1)});
        continue;
      }
      before.push_back({i, pending_containers_.size()});
    }
    if (heading_at != end) begin = body;
    size_t opened_from = opened_.size();
    if (!pending_containers_.empty()) parent = OpenContainers(label.empty() ? "" : path);
    std::vector<size_t> early_text;  // lines for the section
    // (Lines before any container of the block, "Lake Pewaukee
    // Regulations: Penalties" over a section's heading, are the section's.)
    for (auto [i, n] : before) {
      if (n == 0)
        early_text.push_back(i);
      else
        b_.Append(opened_[opened_from + n - 1], Trim(src_.lines()[i]), static_cast<int>(i + 1));
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
    // (The open container holds the section only if the section's number
    // is of its chapter: "§ 95.06" after chapter 21A.01 is not.)
    if (parent == kNoProvision && container_ != kNoProvision &&
        (label.empty() || InChapterOf(b_.at(container_).key.path(), path)))
      parent = container_;
    while (begin < end && IsBlank(src_.lines()[begin])) ++begin;
    int first = static_cast<int>(begin + 1);
    if (!early_text.empty()) first = static_cast<int>(early_text.front() + 1);
    int32_t section = b_.Open(Key(spec_.code, path), label,
                              begin < end || !early_text.empty() ? first : note_line, parent);
    last_section_ = section;
    if (!heading.empty()) b_.SetHeading(section, heading);
    if (!run_on.empty()) b_.Append(section, run_on, static_cast<int>(heading_at + 1));
    if (!note.empty()) b_.AddNote(section, std::string(note), note_line);
    for (size_t i : early_text) {
      b_.Append(section, Trim(src_.lines()[i]), static_cast<int>(i + 1));
      b_.BreakParagraph(section);
    }

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
                                   paragraphs, &stack, reporter_,
                                   LevelsInParentheses(spec_.jurisdiction));
    }
    for (size_t i : annotations) {
      if (RE2::PartialMatch(Trim(src_.lines()[i]), AnnotationStart()))
        b_.BreakParagraph(section);
      b_.Append(section, Trim(src_.lines()[i]), static_cast<int>(i + 1));
    }
  }

  // "ARTICLE III. - SHORELAND ZONING", "DIVISION 2. - PERMITS",
  // "CHAPTER 22 - ZONING": kind, number, title.
  static const RE2& ContainerHeading() {
    static const RE2 k(
        R"((?i:(TITLE|ARTICLE|DIVISION|CHAPTER|SUBCHAPTER))\s+([IVXLC]+|\d+[A-Z]?(?:\.\d+[A-Z]?)*)\.?(?:\s*(?:-|\x{2013}|\x{2014})\s*|\s+)?(.*))",
        RE2::Quiet);
    return k;
  }
  static const RE2& SignedHeading() {
    static const RE2 kSigned(
        R"(((?:[^()]*?(?:-|\x{2013}|\x{2014})\s+)?(?:Sec\.|Section|\x{00A7})\s*(\d+[A-Za-z]*(?:[.-]\d+[A-Za-z]*)+)\.?)(?:\s*(?:-|\x{2013}|\x{2014})\s*|\s+)?(.*))",
        RE2::Quiet);
    return kSigned;
  }

  // A section's heading line: "Sec. 22-97. - Definitions.", "Section
  // 22-97. Definitions.", "§ 17.02 PURPOSE.", after a trail of where it
  // stands ("Municipal Code – Chapter 21 – Sec. 21.03. – Penalties."), or
  // the number alone before a short title ("21A.01.010 Purpose."). Its
  // label (through the number), number and heading.
  static bool SectionHeadingLine(std::string_view line, std::string* label, std::string* number,
                                 std::string* heading) {
    // ("10-5-1 FINDINGS:", "8-14-3: TITLE:": a title's chapter's section,
    // its heading in capitals ending with a colon.)
    static const RE2 kBare(
        R"(((\d+[A-Z]?(?:\.\d+[A-Z]?){1,2}|\d+-\d+[A-Z]?(?:-\d+[A-Z]?)?):?)\s+([A-Z][^.]{0,90}\.|[A-Z][^.:a-z]{0,90}:))",
        RE2::Quiet);
    // (Not a citation's list run onto its own line: "Sec. 61.35 and
    // 62.23(7), Wis. Stats.", after "… the authority granted by".)
    if (RE2::FullMatch(line, SignedHeading(), label, number, heading))
      return heading->empty() || !std::islower(static_cast<unsigned char>((*heading)[0]));
    return RE2::FullMatch(line, kBare, label, number, heading);
  }

  struct PendingContainer {
    std::string kind, number, title;
    int line;
  };
  // The chapter a section's number names: "21A.01.010" ch.21A.01; "22-97"
  // and "17.02" ch.22, ch.17; "10-5-1" ch.10-5; "" for a number of one part.
  static std::string ChapterOf(std::string_view section_path) {
    size_t cut = section_path.find_first_of("-.");
    // ("10-5-1": title 10's chapter 5, ch.10-5.)
    if (size_t last = section_path.rfind('-'); cut != std::string_view::npos && last != cut &&
                                               section_path[cut] == '-')
      cut = last;
    size_t last_dot = section_path.rfind('.');
    if (last_dot != std::string_view::npos && section_path.find('.') != last_dot) cut = last_dot;
    return cut == std::string_view::npos ? std::string()
                                         : "ch." + std::string(section_path.substr(0, cut));
  }

  // Whether a container ("ch.22/art.III", "title.21A") may hold the section
  // numbered `section_path`: its chapter is the section's, or it names none.
  static bool InChapterOf(std::string_view container, std::string_view section_path) {
    std::string chapter = ChapterOf(section_path);
    if (chapter.empty()) return true;
    bool named = false;
    for (size_t from = 0; from <= container.size();) {
      size_t slash = container.find('/', from);
      std::string_view part = container.substr(from, slash - from);
      if (part.starts_with("ch.")) {
        if (part == chapter) return true;
        named = true;
      }
      if (slash == std::string_view::npos) break;
      from = slash + 1;
    }
    return !named && !container.starts_with("title.");
  }

  // Opens the article (or division, chapter) headings read since the last
  // section, keyed under the chapter that the next section's number names
  // ("22-97": ch.22/art.III); returns the innermost, or the open one.
  int32_t OpenContainers(std::string_view section_path) {
    std::string chapter = ChapterOf(section_path);
    for (const PendingContainer& c : pending_containers_) {
      std::string kind;
      for (char ch : c.kind) kind += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      std::string path;
      if (kind == "title") {
        path = "title." + c.number;
        container_ = kNoProvision;
      } else if (kind == "chapter") {
        path = "ch." + c.number;
        // ("CHAPTER 5" over "10-5-1": title 10's chapter 5.)
        if (chapter.ends_with("-" + c.number)) path = chapter;
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
      if (kind == "chapter" && title_ != kNoProvision) parent = title_;
      int32_t id = b_.Open(Key(spec_.code, path), std::string(Trim(c.kind + " " + c.number)), c.line, parent);
      if (!c.title.empty()) b_.SetHeading(id, c.title);
      container_ = id;
      if (kind == "title") title_ = id;
      opened_.push_back(id);
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
  int32_t title_ = kNoProvision;      // the title open
  int32_t last_section_ = kNoProvision;  // the section read last
  std::vector<int32_t> opened_;       // every container, in order
};

}  // namespace

void ReadOrdinanceHistoryText(const SourceText& src, int32_t doc,
                              Corpus* corpus, Reporter* reporter) {
  OrdinanceReader(src, doc, corpus, reporter).Run();
}

}  // namespace lexgraph
