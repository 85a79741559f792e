#include "ingest/ordinance_labels.h"

#include <algorithm>
#include <cctype>

#include "ingest/text_util.h"

namespace lexgraph {
namespace {

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

}  // namespace

std::optional<OrdinanceLabel> ParseOrdinanceLabel(
  std::string_view line, const std::vector<OrdinanceLevel>& stack) {
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
  OrdinanceLabel l;
  l.text = std::string(line);
  l.component = paren ? std::string(line) : std::string(body);
  if (digits) {
    l.style = paren ? OrdinanceStyle::kParenNum : OrdinanceStyle::kDotNum;
    l.ordinal = std::stoi(std::string(body));
    return l;
  }
  if (!lower && !upper) return std::nullopt;
  OrdinanceStyle letter = paren ? (lower ? OrdinanceStyle::kParenLower : OrdinanceStyle::kParenUpper)
                       : (lower ? OrdinanceStyle::kDotLower : OrdinanceStyle::kDotUpper);
  int letter_ord = LetterOrdinal(body);
  int roman = RomanValue(body);
  if (lower && roman > 0) {
    OrdinanceStyle roman_style = paren ? OrdinanceStyle::kParenRoman : OrdinanceStyle::kDotRoman;
    bool letter_continues = false, roman_continues = false;
    for (const OrdinanceLevel& s : stack) {
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

int32_t OpenOrdinanceLabel(TreeBuilder* b, const std::string& code,
                           int32_t section, const OrdinanceLabel& label,
                           int line, std::map<int32_t, int>& paragraphs,
                           std::vector<OrdinanceLevel>* stack,
                           Reporter* reporter, bool parenthesized, bool dotted_letters) {
  while (!stack->empty() && stack->back().style != label.style) {
    bool deeper_has_style = false;
    for (const OrdinanceLevel& l : *stack)
      if (l.style == label.style) deeper_has_style = true;
    if (!deeper_has_style) break;
    stack->pop_back();
  }
  bool sibling = !stack->empty() && stack->back().style == label.style;
  if (sibling) {
    if (label.ordinal != stack->back().ordinal + 1)
      reporter->Warn({b->file(), line, 0},
                      "label " + label.text + " does not follow " +
                          b->at(stack->back().provision).label);
    stack->pop_back();
  }
  int32_t parent = stack->empty() ? section : stack->back().provision;
  const Provision& pp = b->at(parent);
  std::string parent_path = pp.key.path();
  std::string comp = label.component;
  // A section whose first level is a small letter with a period ("a.",
  // then "1.", then "(a)", as New York City's codes set them) is cited
  // with its levels in parentheses ("subdivision b of this section",
  // "§ 25-114(b)(1)"): each of its levels takes them.
  const OrdinanceStyle top = stack->empty() ? label.style : stack->front().style;
  if (top == OrdinanceStyle::kDotLower) parenthesized = true;
  // A dotted label right under a section: "8-14-3" + "A" is "8-14-3A", as
  // the code cites it ("§ 152-17H"); a number would run into the section's
  // ("22-997" + "1"), so it takes a dot. Below, every dotted level takes
  // one: "A.1" + "a" is "A.1.a", as codes cite it ("9-6-2C.6.g").
  if (comp[0] != '(' && parenthesized) {
    comp = "(" + comp + ")";
  } else if (comp[0] != '(' && !parent_path.empty() && parent_path.back() != ')' &&
             !(std::isalpha(static_cast<unsigned char>(comp[0])) &&
               std::isdigit(static_cast<unsigned char>(parent_path.back())) && parent == section &&
               !(dotted_letters && std::count(parent_path.begin(), parent_path.end(), '.') >= 2))) {
    comp = "." + comp;
  }
  int32_t current = b->Open(Key(code, parent_path + comp), label.text, line, parent);
  stack->push_back({label.style, label.ordinal, current, paragraphs[parent]});
  return current;
}

bool CitesDottedLetters(std::string_view text) {
  // "15.44.210.C" (not "15.44.210.C1", nor a fourth part "12.04.010.5");
  // "12.44.110A".
  static const re2::RE2 kDotted(R"(\b\d+\.\d+\.\d+\.[A-Z](?:[^A-Za-z0-9]|\.[a-z0-9]|$))", re2::RE2::Quiet);
  static const re2::RE2 kGlued(R"(\b\d+\.\d+\.\d+[A-Z](?:[^A-Za-z0-9]|$))", re2::RE2::Quiet);
  if (text.find('.') == std::string_view::npos) return false;
  auto count = [&](const re2::RE2& re) {
    re2::StringPiece in(text.data(), text.size());
    int n = 0;
    while (re2::RE2::FindAndConsume(&in, re)) ++n;
    return n;
  };
  int dotted = count(kDotted);
  return dotted > 0 && dotted > count(kGlued);
}

bool LevelsInParentheses(std::string_view jurisdiction) {
  return jurisdiction == "Iowa" || jurisdiction == "Washington";
}

const re2::RE2& ReservedSectionLine() {
  static const re2::RE2 k(
      R"(((?:Secs?\.|Sections?|\x{00A7}{1,2})\s*(\d+[A-Za-z]*(?:[.-]\d+[A-Za-z]*)+)(?:\s*(?:\x{2013}|\x{2014}|--|\s-\s|through|to|thru)\s*\d+[A-Za-z]*(?:[.-]\d+[A-Za-z]*)+)?\.?)\s*(?:(?:-|\x{2013}|\x{2014})\s*)?(\[?(?i:reserved|repealed)\b.*))",
      re2::RE2::Quiet);
  return k;
}

}  // namespace lexgraph
