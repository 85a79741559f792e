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
#include "ingest/reader.h"
#include "ingest/text_util.h"
#include "ingest/tree_builder.h"

namespace lexgraph {
namespace {

enum class Style {
  kParenNum, kParenLower, kParenRoman, kParenUpper,
  kDotNum, kDotLower, kDotRoman, kDotUpper
};

struct Label {
  Style style;
  int ordinal;  // 1-based position in its numbering (a=1, ii=2, 3=3)
  std::string text;     // as written, "(a)" or "a."
  std::string component;  // key component: "(a)" or "a"
};

int RomanValue(std::string_view s) {
  int total = 0, prev = 0;
  for (auto it = s.rbegin(); it != s.rend(); ++it) {
    int v = 0;
    switch (std::tolower(static_cast<unsigned char>(*it))) {
      case 'i': v = 1; break;
      case 'v': v = 5; break;
      case 'x': v = 10; break;
      case 'l': v = 50; break;
      case 'c': v = 100; break;
      default: return 0;
    }
    total += v < prev ? -v : v;
    prev = std::max(prev, v);
  }
  return total;
}

int LetterOrdinal(std::string_view s) {
  // a..z, then aa, bb, ... as ordinances write them.
  if (s.empty()) return 0;
  for (char c : s)
    if (std::tolower(static_cast<unsigned char>(c)) !=
        std::tolower(static_cast<unsigned char>(s[0])))
      return 0;
  return (std::tolower(static_cast<unsigned char>(s[0])) - 'a' + 1) +
         26 * static_cast<int>(s.size() - 1);
}

struct Level {
  Style style;
  int ordinal;
  int32_t provision;
  int parent_paragraphs;  // paragraphs the parent had when the list began
};

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

    std::vector<Level> stack;
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
      std::optional<Label> label = ParseLabel(line, stack);
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
      while (!stack.empty() && stack.back().style != label->style) {
        bool deeper_has_style = false;
        for (const Level& l : stack)
          if (l.style == label->style) deeper_has_style = true;
        if (!deeper_has_style) break;
        stack.pop_back();
      }
      bool sibling = !stack.empty() && stack.back().style == label->style;
      if (sibling) {
        if (label->ordinal != stack.back().ordinal + 1)
          reporter_->Warn({src_.name(), ln, 0},
                          "label " + label->text + " does not follow " +
                              LabelOf(stack.back().provision));
        stack.pop_back();
      }
      int32_t parent = stack.empty() ? section : stack.back().provision;
      const Provision& pp = b_.at(parent);
      std::string parent_path = pp.key.path();
      std::string comp = label->component;
      if (comp[0] != '(' && !parent_path.empty() &&
          parent_path.back() != ')')
        comp = "." + comp;
      current = b_.Open(Key(spec_.code, parent_path + comp), label->text, ln,
                        parent);
      stack.push_back({label->style, label->ordinal, current, paragraphs[parent]});
    }
  }

  std::string LabelOf(int32_t p) { return b_.at(p).label; }

  static std::optional<Label> ParseLabel(std::string_view line,
                                         const std::vector<Level>& stack) {
    bool paren = line.size() >= 3 && line.front() == '(' && line.back() == ')';
    bool dot = line.size() >= 2 && line.back() == '.';
    if (!paren && !dot) return std::nullopt;
    std::string_view body =
        paren ? line.substr(1, line.size() - 2) : line.substr(0, line.size() - 1);
    if (body.empty() || body.size() > 5) return std::nullopt;
    bool digits = true, lower = true, upper = true;
    for (char c : body) {
      digits &= c >= '0' && c <= '9';
      lower &= c >= 'a' && c <= 'z';
      upper &= c >= 'A' && c <= 'Z';
    }
    Label l;
    l.text = std::string(line);
    l.component = paren ? std::string(line) : std::string(body);
    if (digits) {
      l.style = paren ? Style::kParenNum : Style::kDotNum;
      l.ordinal = std::stoi(std::string(body));
      return l;
    }
    if (!lower && !upper) return std::nullopt;
    Style letter = paren ? (lower ? Style::kParenLower : Style::kParenUpper)
                         : (lower ? Style::kDotLower : Style::kDotUpper);
    int letter_ord = LetterOrdinal(body);
    int roman = RomanValue(body);
    if (lower && roman > 0) {
      Style roman_style = paren ? Style::kParenRoman : Style::kDotRoman;
      bool letter_continues = false, roman_continues = false;
      for (const Level& s : stack) {
        if (s.style == letter && s.ordinal + 1 == letter_ord)
          letter_continues = true;
        if (s.style == roman_style && s.ordinal + 1 == roman)
          roman_continues = true;
      }
      bool is_roman = !letter_continues &&
                      (roman_continues || body.size() > 1 || body == "i");
      if (is_roman) {
        l.style = roman_style;
        l.ordinal = roman;
        return l;
      }
    }
    if (letter_ord == 0) return std::nullopt;
    l.style = letter;
    l.ordinal = letter_ord;
    return l;
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
