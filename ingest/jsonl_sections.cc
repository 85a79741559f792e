// Reader for JSON Lines with one section a line (format jsonl-sections):
// {"state", "number", "heading", "text", "source_url"}. Each kept line is a
// section keyed CODE:NUMBER whose text runs its provisions together with
// inline labels, recovered in the state's label style by the shared inline
// grammar (ingest/inline_structure.h). The manifest's `select = { F = "V" }`
// keeps only the lines whose field F is V.
#include <map>
#include <cctype>
#include <string>
#include <string_view>

#include "codec/json.h"
#include "corpus/words.h"
#include "ingest/inline_structure.h"
#include "ingest/jsonl_sections.h"
#include "ingest/reader.h"
#include "ingest/text_util.h"
#include "ingest/tree_builder.h"

namespace lexgraph {
namespace {

// Whether the first label opening a paragraph of `text` is "(a)".
bool FirstLabelIsLetter(std::string_view text) {
  for (size_t at = 0; at < text.size();) {
    size_t open = at;
    while (open < text.size() && (text[open] == ' ' || text[open] == '\n')) ++open;
    if (open + 2 < text.size() && text[open] == '(' && text[open + 2] == ')')
      return text[open + 1] == 'a';
    if (open + 2 < text.size() && text[open] == '(' && std::isdigit(static_cast<unsigned char>(text[open + 1])))
      return false;
    size_t nl = text.find('\n', at);
    if (nl == std::string_view::npos) break;
    at = nl + 1;
  }
  return false;
}

// "62A.9A-105": a title's section numbered by article and section.
bool IsArticleNumbered(std::string_view path) {
  size_t dot = path.find('.'), dash = path.find('-');
  return dot != std::string_view::npos && dash != std::string_view::npos && dot < dash &&
         path.find('.', dot + 1) == std::string_view::npos && dot > 0 &&
         std::isupper(static_cast<unsigned char>(path[dot - 1]));
}

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsNumberChar(char c) {
  return IsDigit(c) || IsLower(c) || IsUpper(c) || c == '.' || c == '-' ||
         c == ':';
}

const std::string& First(const FlatJson& j, const char* field) {
  static const std::string kEmpty;
  auto it = j.find(field);
  return it == j.end() || it->second.empty() ? kEmpty : it->second[0];
}

// The first white-space-separated token of `text` after `prefix`, when the
// text starts with it: "RCW 62A.1-102\n\n…" gives "62A.1-102".
std::string_view NumberAfter(std::string_view text, std::string_view prefix) {
  text = Trim(text);
  if (!text.starts_with(prefix)) return {};
  text = Trim(text.substr(prefix.size()));
  size_t n = 0;
  while (n < text.size() && IsNumberChar(text[n])) ++n;
  std::string_view num = text.substr(0, n);
  while (!num.empty() && num.back() == '.') num.remove_suffix(1);
  if (num.empty() || !IsDigit(num[0])) return {};
  return num;
}

// Skips white space (CollapseSpace's: ASCII, U+00A0, the Unicode spaces)
// in `s` from `at`.
size_t SkipSpace(std::string_view s, size_t at) {
  size_t len;
  while (at < s.size() && IsSpaceAt(s, at, &len)) at += len;
  return at;
}

}  // namespace

bool IsRunTogetherCopy(std::string_view line, std::string_view after) {
  size_t at = SkipSpace(line, 0);
  if (at == line.size() || line[at] != '(') return false;
  // Its length in characters, white space at its end left out.
  size_t chars = 0, trimmed = 0, len;
  for (size_t i = at; i < line.size();) {
    if (IsSpaceAt(line, i, &len)) {
      ++chars;
      i += len;
      continue;
    }
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++chars;
    trimmed = chars;
    ++i;
  }
  if (trimmed < 40) return false;
  // The following non-blank lines, white space aside, must spell `line`
  // out to its end, the last of them ending where it ends.
  int count = 0;
  while (!after.empty()) {
    size_t nl = after.find('\n');
    std::string_view next = after.substr(0, nl);
    after = nl == std::string_view::npos ? std::string_view()
                                         : after.substr(nl + 1);
    size_t j = SkipSpace(next, 0);
    if (j == next.size()) continue;
    ++count;
    while (j < next.size()) {
      at = SkipSpace(line, at);
      if (at == line.size() || line[at] != next[j]) return false;
      ++at;
      j = SkipSpace(next, j + 1);
    }
    if (SkipSpace(line, at) == line.size()) return count >= 2;
  }
  return false;
}

SectionNumber CleanSectionNumber(std::string_view raw, std::string_view text,
                                 std::string_view source_url) {
  SectionNumber out;
  std::string_view s = Trim(raw);
  // "1.04.013 - 1950 Supplement enacted.": the heading after " - ".
  size_t dash = s.find(" - ");
  std::string_view rest;
  if (dash != std::string_view::npos) {
    rest = Trim(s.substr(dash + 3));
    s = Trim(s.substr(0, dash));
  }
  size_t n = 0;
  while (n < s.size() && IsNumberChar(s[n])) ++n;
  std::string_view token = s.substr(0, n);
  std::string_view after = s.substr(n);  // words after the number token
  std::string_view number = token;
  // "1.011.01State": the number written twice, then the heading glued on.
  for (size_t k = 3; 2 * k <= token.size(); ++k) {
    if (token.substr(0, k) == token.substr(k, k) && IsDigit(token[0]) &&
        token.substr(0, k).find('.') != std::string_view::npos &&
        (2 * k == token.size() || !IsDigit(token[2 * k]))) {
      number = token.substr(0, k);
      out.problem = "section number written twice";
      break;
    }
  }
  std::string_view label = token;
  // A capitalized word glued after the number: "1.01State", "1-1Fee".
  for (size_t p = 1; p + 1 < label.size(); ++p) {
    if (IsUpper(label[p]) && IsLower(label[p + 1]) &&
        (IsDigit(label[p - 1]) || label[p - 1] == '.')) {
      out.glued = std::string(label.substr(p));
      label = label.substr(0, p);
      if (number.size() > label.size()) number = label;
      if (!out.problem.empty()) out.problem += ", and ";
      out.problem += "heading glued on";
      break;
    }
  }
  std::string glued_rest = std::string(Trim(after));
  if (!glued_rest.empty()) {
    if (!out.glued.empty()) out.glued += " ";
    out.glued += glued_rest;
  }
  while (!number.empty() && number.back() == '.') number.remove_suffix(1);
  out.label = std::string(label);
  // Not a section number ("Next", "2024 Rev. Code of Wash."): the text
  // names it ("RCW 62A.1-102", "§ 2380.1.").
  bool numeric = !number.empty() && IsDigit(number[0]) &&
                 (number.find_first_of(".-") != std::string_view::npos ||
                  glued_rest.empty());
  if (!numeric) {
    std::string_view from_text = NumberAfter(text, "RCW");
    if (from_text.empty()) from_text = NumberAfter(text, "\xC2\xA7");
    if (!from_text.empty()) {
      out.problem = "'" + std::string(Trim(raw)) +
                    "' is not a section number; the text names it " +
                    std::string(from_text);
      // Every word of the number field is kept in the heading.
      out.glued = std::string(Trim(raw));
      out.label.clear();
      out.path = std::string(from_text);
      return out;
    }
    if (number.empty()) {
      out.problem = "no section number";
      out.path = "unnumbered";
      out.glued = std::string(Trim(raw));
      out.label.clear();
      return out;
    }
  }
  out.path = std::string(number);
  if (!rest.empty()) {
    if (!out.glued.empty()) out.glued += " ";
    out.glued += std::string(rest);
  }
  // Pennsylvania numbers sections within a title: the title is in the URL
  // (".../title-54/chapter-1/section-102/") and in the key, "54-102".
  size_t t = source_url.find("/title-");
  if (t != std::string_view::npos && source_url.find("pennsylvania") !=
                                         std::string_view::npos) {
    size_t b = t + 7, e = b;
    while (e < source_url.size() && IsNumberChar(source_url[e]) &&
           source_url[e] != '.')
      ++e;
    if (e > b) out.path = std::string(source_url.substr(b, e - b)) + "-" +
                          out.path;
  }
  return out;
}

void ReadJsonlSections(const SourceText& src, int32_t doc, Corpus* corpus,
                       Reporter* reporter) {
  const DocumentSpec spec = corpus->documents[doc].spec;
  auto option = [&spec](const char* name) {
    auto it = spec.options.find(name);
    return it == spec.options.end() ? std::string() : it->second;
  };
  const std::string field = option("select.field");
  const std::string value = option("select.value");
  const LabelStyle* code_style = StyleFor(spec.code);
  bool warned_style = false;
  TreeBuilder b(corpus, doc, reporter);
  const auto& lines = src.lines();
  for (size_t i = 0; i < lines.size(); ++i) {
    int ln = static_cast<int>(i + 1);
    std::string_view line = lines[i];
    if (IsBlank(line)) continue;
    // A line that does not even contain the selected value is not parsed.
    if (!value.empty() && line.find(value) == std::string_view::npos) continue;
    Result<FlatJson> j = ParseFlatJson(line);
    if (!j.ok()) {
      reporter->Error({src.name(), ln, 0},
                      "line is not a JSON object: " + j.status().message(),
                      std::string(line.substr(0, 200)));
      continue;
    }
    if (!field.empty() && First(*j, field.c_str()) != value) continue;
    const std::string& state = First(*j, "state");
    const std::string& text = First(*j, "text");
    const LabelStyle* style = StyleFor(state);
    if (!style) style = code_style;
    if (!style) {
      style = &WashingtonStyle();
      if (!warned_style) {
        reporter->Warn({src.name(), ln, 0},
                       "no label style known for state '" + state +
                           "' or code '" + spec.code +
                           "'; reading labels as (1)(a)(i)(A)");
        warned_style = true;
      }
    }
    SectionNumber num = CleanSectionNumber(First(*j, "number"), text,
                                           First(*j, "source_url"));
    // Washington's Uniform Commercial Code, numbered by article
    // ("62A.9A-105"), labels as the revised articles of the Code do, (a)
    // (1) (A) (i) (Connecticut's order), where the section opens with
    // "(a)"; its older articles (2, 2A, 6) as the rest of the RCW does, (1)
    // (a) (i) (A).
    if (style == &WashingtonStyle() && IsArticleNumbered(num.path) &&
        FirstLabelIsLetter(text))
      style = &ConnecticutStyle();
    if (!num.problem.empty())
      reporter->Warn({src.name(), ln, 0},
                     "number '" + First(*j, "number") + "': " + num.problem +
                         "; keyed " + spec.code + ":" + num.path +
                         (num.glued.empty() ? std::string()
                                            : ", '" + num.glued +
                                                  "' kept in the heading"));
    int32_t section = b.Open(Key(spec.code, num.path), num.label, ln,
                             kNoProvision);
    std::string heading = num.glued;
    const std::string& h = First(*j, "heading");
    if (!h.empty()) heading += (heading.empty() ? "" : " ") + h;
    if (!heading.empty()) b.SetHeading(section, heading);
    InlineStructure reader(&b, style, spec.code, src.name(), reporter,
                           {.line_starts_paragraph = true,
                            .subsection_headings = style == &WisconsinStyle(),
                            .inline_levels_in_order = style == &WisconsinStyle()});
    reader.StartSection(section);
    // Connecticut's "History: P.A. 77-614 amended Subsec. (a) …" paragraph
    // tells how the section was amended: a note of the section, not text
    // of its provisions (its "Subsec. (c)" is no label, its "clauses (i)
    // and (ii)" no citation).
    bool history_notes = spec.code == "ct-gs" || state == "connecticut";
    bool paragraph_start = true, in_history = false;
    std::string history;
    auto flush_history = [&] {
      if (!history.empty()) b.AddNote(section, std::move(history), ln);
      history.clear();
      in_history = false;
    };
    std::string_view rest = text;
    while (!rest.empty()) {
      size_t nl = rest.find('\n');
      std::string_view piece = rest.substr(0, nl);
      if (IsBlank(piece)) {
        flush_history();
        reader.BreakParagraph();
        paragraph_start = true;
      } else if (in_history ||
                 (history_notes && paragraph_start && piece.starts_with("History: "))) {
        if (!history.empty()) history += ' ';
        history += piece;
        in_history = true;
        paragraph_start = false;
      } else if (nl != std::string_view::npos &&
                 IsRunTogetherCopy(piece, rest.substr(nl + 1))) {
        // The text run together before the same text a level a line
        // (18,689 of Washington's sections): kept whole as a note, the
        // levels read from the lines after it.
        b.AddNote(section, std::string(piece), ln);
        paragraph_start = false;
      } else {
        reader.ReadLine(piece, ln);
        paragraph_start = false;
      }
      if (nl == std::string_view::npos) break;
      rest = rest.substr(nl + 1);
    }
    flush_history();
  }
}

namespace {

// "1.011.01State" -> "1.011.01 State": the reader keys the number and keeps
// the glued word in the heading.
std::string SplitGluedNumber(std::string_view number) {
  std::string out;
  for (size_t i = 0; i < number.size(); ++i) {
    if (i > 0 && IsUpper(number[i]) && i + 1 < number.size() &&
        IsLower(number[i + 1]) &&
        (IsDigit(number[i - 1]) || number[i - 1] == '.'))
      out += ' ';
    out += number[i];
  }
  return out;
}

}  // namespace

bool CheckJsonlSectionsWords(const Corpus& corpus, const Document& doc,
                             const SourceText& src, Reporter* reporter) {
  auto option = [&doc](const char* name) {
    auto it = doc.spec.options.find(name);
    return it == doc.spec.options.end() ? std::string() : it->second;
  };
  const std::string field = option("select.field");
  const std::string value = option("select.value");
  const auto& lines = src.lines();
  size_t next = 0;  // index into doc.provisions, in line order
  int reported = 0, differing_lines = 0;
  std::map<std::string, int> counts;
  for (size_t i = 0; i < lines.size(); ++i) {
    int ln = static_cast<int>(i + 1);
    counts.clear();
    if (!IsBlank(lines[i]) &&
        (value.empty() || lines[i].find(value) != std::string_view::npos)) {
      Result<FlatJson> j = ParseFlatJson(lines[i]);
      if (j.ok() && (field.empty() || First(*j, field.c_str()) == value)) {
        CountWords(SplitGluedNumber(First(*j, "number")), +1, &counts);
        CountWords(First(*j, "heading"), +1, &counts);
        CountWords(First(*j, "text"), +1, &counts);
      }
    }
    while (next < doc.provisions.size() &&
           corpus.provisions[doc.provisions[next]].line <= ln) {
      const Provision& p = corpus.provisions[doc.provisions[next++]];
      CountWords(p.label, -1, &counts);
      CountWords(p.heading, -1, &counts);
      CountWords(p.text, -1, &counts);
      for (const auto& n : p.notes) CountWords(n, -1, &counts);
    }
    SettleSplitWords(&counts);
    bool differs = false;
    for (const auto& [word, n] : counts) {
      if (n == 0) continue;
      differs = true;
      if (++reported > 20) continue;
      reporter->Error({doc.spec.file, ln, 0},
                      "word '" + word + "' " + (n > 0 ? "lost " : "doubled ") +
                          std::to_string(n > 0 ? n : -n) + " time(s)");
    }
    differing_lines += differs;
  }
  if (reported > 20)
    reporter->Error({doc.spec.file, 0, 0},
                    std::to_string(reported - 20) + " more words differ on " +
                        std::to_string(differing_lines) + " lines");
  return differing_lines == 0;
}

}  // namespace lexgraph
