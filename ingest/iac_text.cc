// Reader for an Iowa Administrative Code rule (format iac-text): a heading
// "Section 571.16.7. Title." then subrules "16.7(1) ..." each on its own line.
#include <re2/re2.h>

#include "ingest/reader.h"
#include "ingest/text_util.h"
#include "ingest/tree_builder.h"

namespace lexgraph {

void ReadIacText(const SourceText& src, int32_t doc, Corpus* corpus,
                 Reporter* reporter) {
  static const RE2 kRule(R"(Section\s+(\d+)\.(\d+)\.(\d+)\.\s*(.*))",
                         RE2::Quiet);
  static const RE2 kSubrule(R"((\d+)\.(\d+)\((\d+)\)\s*(.*))", RE2::Quiet);
  static const RE2 kNote(
      R"((This rule is intended to implement|\[(Filed|ARC|Editorial)).*)",
      RE2::Quiet);
  const std::string& code = corpus->documents[doc].spec.code;
  TreeBuilder b(corpus, doc, reporter);
  int32_t rule = kNoProvision, current = kNoProvision;
  std::string agency, chapter, number;
  std::string pending;
  int pending_line = 0;
  const auto& lines = src.lines();
  for (size_t i = 0; i < lines.size(); ++i) {
    int ln = static_cast<int>(i + 1);
    std::string_view line = Trim(lines[i]);
    if (line.empty()) {
      if (current != kNoProvision) b.BreakParagraph(current);
      continue;
    }
    std::string a, c, r, rest, sub;
    if (RE2::FullMatch(line, kRule, &a, &c, &r, &rest)) {
      agency = a;
      chapter = c;
      number = r;
      std::string label(line.substr(0, line.size() - rest.size()));
      rule = current = b.Open(Key(code, a + "-" + c + "." + r),
                              std::string(Trim(label)), ln, kNoProvision);
      size_t h = HeadingLength(rest, 20);
      if (h > 0) {
        b.SetHeading(rule, rest.substr(0, h));
        rest = std::string(Trim(std::string_view(rest).substr(h)));
      }
      if (!pending.empty()) {
        b.Append(rule, pending, pending_line);
        pending.clear();
      }
      b.Append(rule, rest, ln);
      continue;
    }
    if (rule != kNoProvision &&
        RE2::FullMatch(line, kSubrule, &c, &r, &sub, &rest) && c == chapter &&
        r == number) {
      std::string label(Trim(line.substr(0, line.size() - rest.size())));
      current = b.Open(Key(code, agency + "-" + c + "." + r + "(" + sub + ")"),
                       label, ln, rule);
      b.Append(current, rest, ln);
      continue;
    }
    if (rule != kNoProvision && RE2::FullMatch(line, kNote)) {
      b.AddNote(rule, std::string(line), ln);
      continue;
    }
    if (current == kNoProvision) {
      if (pending.empty()) pending_line = ln;
      pending += (pending.empty() ? "" : " ") + std::string(line);
      continue;
    }
    b.Append(current, line, ln);
  }
  if (!pending.empty()) {
    reporter->Warn({src.name(), pending_line, 0},
                   "no \"Section AGENCY.CHAPTER.RULE.\" heading found; text "
                   "kept in a provision named after the file");
    int32_t p = b.Open(Key(code, "file." + src.name()), "", pending_line,
                       kNoProvision);
    b.Append(p, pending, pending_line);
  }
}

}  // namespace lexgraph
