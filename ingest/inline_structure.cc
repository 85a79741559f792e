// Inline label recovery.
#include "ingest/inline_structure.h"

#include <algorithm>
#include <vector>

#include "corpus/ascii.h"
#include "ingest/text_util.h"

namespace lexgraph {
namespace {

bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }
bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }

// True when the text after a label starts like a provision's text: a
// capital, a quoted term, a label, or the end of the line.
bool StartsProvisionText(std::string_view rest) {
  size_t i = 0;
  while (i < rest.size() && IsSpace(rest[i])) ++i;
  if (i >= rest.size()) return true;
  rest = rest.substr(i);
  char c = rest[0];
  return IsUpper(c) || c == '"' || c == '(' ||
         rest.starts_with("\xE2\x80\x9C") || rest.starts_with("\xE2\x80\x98");
}

// Whether `rest` opens with a subdivision's number glued on, then a
// sentence or a quoted term: "1. The owner …".
bool GluedSubdivisionThenText(std::string_view rest) {
  size_t d = 0;
  while (d < rest.size() && d < 3 && rest[d] >= '0' && rest[d] <= '9') ++d;
  return d > 0 && d + 1 < rest.size() && rest[d] == '.' && IsSpace(rest[d + 1]) &&
         StartsProvisionText(rest.substr(d + 1));
}

// Whether the labels that `rest` opens with, after a label, each open
// their level ("(2) (a) 1. The rules …"): a provision's chain of labels
// does; a citation's next item does not ("… s. 447.04 (1) (a) 5. or" then
// "(2) (a) 5. The rules may …", the list's second item at line start).
bool ChainOpensEachLevel(std::string_view rest) {
  std::vector<LabelReading> readings;
  for (int guard = 0; guard < 4; ++guard) {
    size_t i = 0;
    while (i < rest.size() && IsSpace(rest[i])) ++i;
    rest = rest.substr(i);
    size_t n = ReadLabel(rest, &readings);
    if (n == 0) return true;
    std::string_view label = rest.substr(0, n);
    static constexpr std::string_view kFirsts[] = {"(a)", "1.", "a.", "(1)", "(ag)", "(am)", "(intro.)"};
    if (std::find(std::begin(kFirsts), std::end(kFirsts), label) == std::end(kFirsts)) return false;
    rest = rest.substr(n);
  }
  return true;
}

// Whether `rest` (after an "s.") opens with a section's number, an
// agency's prefix before it or not: "s. SFP 2.01(1)" opening a table's
// row is the statutes' abbreviation, no subdivision paragraph "s.".
bool SectionNumberFollows(std::string_view rest) {
  size_t i = 0;
  while (i < rest.size() && IsSpace(rest[i])) ++i;
  if (i == 0) return false;
  size_t a = i;
  while (a < rest.size() && a - i < 5 && (IsUpper(rest[a]) || (a > i && (ascii::IsLower(static_cast<unsigned char>(rest[a])) || rest[a] == '-'))))
    ++a;
  if (a > i && a < rest.size() && rest[a] == ' ') i = a + 1;
  size_t d = i;
  while (d < rest.size() && rest[d] >= '0' && rest[d] <= '9') ++d;
  return d > i && d + 1 < rest.size() && rest[d] == '.' && rest[d + 1] >= '0' && rest[d + 1] <= '9';
}

// What may follow a label: the end, a space, another label, or text glued
// on that starts a sentence or a quoted term.
bool CanFollowLabel(std::string_view rest, bool glued_subdivisions) {
  if (rest.empty()) return true;
  char c = rest[0];
  if (IsSpace(c) || c == '(' || c == '"' || IsUpper(c)) return true;
  // A subdivision's number glued on where a copy lost the space: "(am)1.
  // The owner …" (the pages that run a rule's text together).
  if (glued_subdivisions && GluedSubdivisionThenText(rest)) return true;
  return rest.starts_with("\xE2\x80\x9C") || rest.starts_with("\xC2\xA0");
}

// A heading is a phrase ("Boat slips for certain piers and wharves."), not
// a short sentence that defines, commands or cites ("Section 31.06 governs
// procedure upon all applications hereunder.": a section number).
bool LooksLikeHeading(std::string_view h) {
  for (std::string_view w : {" means", " shall ", " may ", " must ", " is ",
                             " are ", " has ", " have ", " includes",
                             "\xE2\x80\x9C", "\xE2\x80\x9D"})
    if (h.find(w) != std::string_view::npos) return false;
  for (size_t i = 1; i + 1 < h.size(); ++i)
    if (h[i] == '.' && h[i - 1] >= '0' && h[i - 1] <= '9' && h[i + 1] >= '0' && h[i + 1] <= '9')
      return false;
  return true;
}

// Whether line[k] starts a numbered item glued after a word's full stop,
// "women.2. Anamosa" (the token ends at `end`): digits, a full stop, then
// a space and a capital, or the line's end ("human services.12." over the
// next item's lines, its text starting the next line), or after a
// colon. (Not "595.2." or "U.S.C.2.": the character before the stop is a
// small letter.)
bool GluedNumberedItem(std::string_view line, size_t k, size_t end, bool after_number) {
  // ("unless the context otherwise requires:1." opens item 1 too.)
  bool after_colon = k >= 2 && line[k - 1] == ':' && line[k - 2] >= 'a' && line[k - 2] <= 'z';
  // (Or after a citation's number or label: "as defined under 40 CFR
  // 70.2.2. The facility …", "under s. NR 408.02 (21).3. The facility …".)
  auto word_end = [after_number](char c) {
    return (c >= 'a' && c <= 'z') || (after_number && ((c >= '0' && c <= '9') || c == ')'));
  };
  if (!after_colon && (k < 2 || line[k - 1] != '.' || !word_end(line[k - 2])))
    return false;
  size_t d = k;
  while (d < end && d - k < 3 && line[d] >= '0' && line[d] <= '9') ++d;
  // (Or a lettered subdivision, where subdivisions glue: casetext's
  // "… all pertinent state departments.b. To make investigations …";
  // only the one expected next opens, see TryLabel.)
  if (d == k && after_number && line[k] >= 'a' && line[k] <= 'z' && k + 2 == end && line[k + 1] == '.')
    d = k + 1;
  if (d == k || d + 1 != end || line[d] != '.') return false;
  if (end == line.size()) return true;
  return IsSpace(line[end]) && StartsProvisionText(line.substr(end));
}

// Whether line[t, k) is a subdivision number a citation printed without
// its stop ("3" of "971.10 (3) (b) 3(b)"): one to three digits, after a
// level in parentheses ("(b) 3").
bool SubdivisionBefore(std::string_view line, size_t t, size_t k) {
  if (k == t || k - t > 3) return false;
  for (size_t i = t; i < k; ++i)
    if (line[i] < '0' || line[i] > '9') return false;
  std::string_view before = line.substr(0, t);
  while (!before.empty() && IsSpace(before.back())) before.remove_suffix(1);
  return before.size() >= 3 && before.back() == ')' && before.size() != t;
}

}  // namespace

InlineStructure::InlineStructure(TreeBuilder* builder, const LabelStyle* style,
                                 std::string code, std::string file,
                                 Reporter* reporter, Options options)
    : b_(builder), reporter_(reporter), code_(std::move(code)),
      file_(std::move(file)), style_(style), options_(options),
      stack_(style), cite_(style) {}

void InlineStructure::StartSection(int32_t provision) {
  section_ = current_ = provision;
  note_owner_ = kNoProvision;
  section_path_ = b_->at(provision).key.path();
  stack_.Clear();
  cite_.Reset();
  prev_token_.clear();
  marker_.clear();
  after_label_ = false;
  conjunction_after_semicolon_ = false;
  bracket_depth_ = 0;
}

void InlineStructure::Located(int32_t provision, bool expect_marker) {
  std::vector<int32_t> chain;
  for (int32_t p = provision; p != kNoProvision; p = b_->at(p).parent)
    chain.insert(chain.begin(), p);
  section_ = chain.front();
  section_path_ = b_->at(section_).key.path();
  current_ = provision;
  note_owner_ = kNoProvision;
  std::vector<std::string> comps;
  std::vector<int32_t> provs;
  std::vector<std::string> all = b_->at(provision).key.Components();
  // Components()[0] is the section; the chain holds one provision a level.
  for (size_t i = 1; i < all.size() && i < chain.size(); ++i) {
    comps.push_back(all[i]);
    provs.push_back(chain[i]);
  }
  stack_.Assign(comps, provs);
  cite_.Reset();
  marker_ = expect_marker && !comps.empty() ? comps.back() : "";
  after_label_ = false;
  conjunction_after_semicolon_ = false;
  // The locator is the token before what follows it, not the last word
  // read before it ("Current through October 28, 2024" on the line
  // before "Section NR 438.03 - Required emissions inventories(1)
  // REPORTABLE …": the first label still opens the text).
  prev_token_.clear();
}

void InlineStructure::BreakParagraph() {
  blank_before_ = true;
  if (int32_t p = note_owner_ != kNoProvision ? note_owner_ : current_; p != kNoProvision)
    b_->BreakParagraph(p);
}

void InlineStructure::EndSentence() {
  prev_token_.clear();
  cite_.Reset();
  after_label_ = false;
  conjunction_after_semicolon_ = false;
}

void InlineStructure::AppendPending(int32_t p) {
  for (size_t i = 0; i < pending_lines_.size(); ++i) {
    size_t b = pending_lines_[i].offset;
    size_t e = i + 1 < pending_lines_.size() ? pending_lines_[i + 1].offset : pending_.size();
    b_->Append(p, std::string_view(pending_).substr(b, e - b), pending_lines_[i].line);
  }
  pending_.clear();
  pending_lines_.clear();
}

void InlineStructure::Flush(std::string_view piece, int ln) {
  piece = Trim(piece);
  if (piece.empty()) return;
  if (current_ == kNoProvision) {
    if (pending_.empty()) pending_line_ = ln;
    if (!pending_.empty()) pending_ += " ";
    if (pending_lines_.empty() || pending_lines_.back().line != ln)
      pending_lines_.push_back({static_cast<uint32_t>(pending_.size()), ln});
    pending_ += piece;
    return;
  }
  Provision& p = b_->at(current_);
  if (options_.subsection_headings && note_owner_ == kNoProvision && p.heading.empty()) {
    bool only_marker =
        p.text.empty() || (p.text.front() == '(' && p.text.back() == ')' &&
                           p.text.find(' ') == std::string::npos);
    const std::string& path = p.key.path();
    if (only_marker && !path.empty() && path.back() == ')' &&
        p.key.Components().size() == 2) {
      size_t h = HeadingLength(piece, 12);
      if (h > 0 && LooksLikeHeading(piece.substr(0, h))) {
        b_->SetHeading(current_, std::string(piece.substr(0, h)));
        piece = Trim(piece.substr(h));
        if (piece.empty()) return;
      }
    }
  }
  b_->Append(note_owner_ != kNoProvision ? note_owner_ : current_, piece, ln);
}

void InlineStructure::FeedToken(std::string_view token) {
  for (char c : token) {
    if (c == '[') ++bracket_depth_;
    if (c == ']' && bracket_depth_ > 0) --bracket_depth_;
  }
  cite_.Feed(token);
  conjunction_after_semicolon_ = (token == "and" || token == "or") && !prev_token_.empty() &&
                                 prev_token_.back() == ';';
  prev_token_.assign(token);
  after_label_ = false;
  marker_.clear();
}

size_t InlineStructure::TryLabel(std::string_view line, size_t t, int ln,
                                 bool line_start, size_t* pos, bool only_expected) {
  if (section_ == kNoProvision || bracket_depth_ > 0) return 0;
  std::vector<LabelReading> readings;
  size_t n = ReadLabel(line.substr(t), &readings);
  if (n == 0 || !CanFollowLabel(line.substr(t + n), options_.glued_subdivisions)) return 0;
  std::string_view label = line.substr(t, n);
  if (label == "s." && SectionNumberFollows(line.substr(t + n))) return 0;
  if (!marker_.empty() && label == marker_) {
    // The located provision's own label repeated: its text, on its own so
    // that a heading after it is still seen.
    Flush(line.substr(*pos, t + n - *pos), ln);
    *pos = t + n;
    prev_token_.assign(label);
    marker_.clear();
    return n;
  }
  bool chain = after_label_;
  // The line before was blank: a label opening this line starts a
  // paragraph.
  bool paragraph = line_start && blank_before_;
  bool clause = chain || EndsClause(prev_token_) ||
                (line_start && options_.line_starts_paragraph) || paragraph ||
                prev_token_.empty();
  bool prefer_child = chain || (!prev_token_.empty() && prev_token_.back() == ':');
  LabelDecision d = stack_.Fit(label, prefer_child);
  // (A list's items end in commas: "1. Waters … open to commercial clam
  // shelling," then "2. Clam species …", the next label in order opening
  // the line, the provision's text after it; a word before the comma,
  // not a citation's number or label.)
  bool comma_item = line_start && prev_token_.size() >= 3 && prev_token_.back() == ',' &&
                    ascii::IsLower(static_cast<unsigned char>(prev_token_[prev_token_.size() - 2])) &&
                    d.fit == LabelFit::kExpected && StartsProvisionText(line.substr(t + n));
  // (Or the list's last, after "and" ending the line before: "2. … in
  // waters designated under subd. 1., and" then "3. Alternative …".)
  bool and_item = line_start && (prev_token_ == "and" || prev_token_ == "or") &&
                  d.fit == LabelFit::kExpected && StartsProvisionText(line.substr(t + n)) &&
                  ChainOpensEachLevel(line.substr(t + n));
  bool list_item = comma_item || and_item;
  clause = clause || list_item;
  // "… in accordance with s. 348.26, Stats." then "(2)" opening the next
  // line: the statutes' name ended that citation and its sentence.
  // (Or glued on: "… in accordance with s. 348.26, Stats.(2) An
  // application …", a copy that lost its line breaks.)
  bool after_tail = (line_start || (t > 0 && !IsSpace(line[t - 1]))) && (prev_token_ == "Stats." || prev_token_ == "Stat.");
  // (Nor does a citation run on past a blank line: "… WI Admin Code § NR
  // 343.08", a blank line, "(1) PROCEDURES.")
  // "(4) wears attire; and (5) makes use …": the last item of a list,
  // the next label in order after "; and" (not a citation's "and").
  bool last_item = conjunction_after_semicolon_ && d.fit == LabelFit::kExpected;
  // (The next label glued to a citation's subdivision printed without its
  // stop, "… 971.10 (3) (b) 3(b) To attend …": it ends the citation.)
  bool after_subdivision = only_expected && t > 0 && line[t - 1] >= '0' && line[t - 1] <= '9' &&
                           d.fit == LabelFit::kExpected;
  if (!chain && !after_tail && !paragraph && !last_item && !after_subdivision && !list_item &&
      cite_.Continues(d.level))
    return 0;
  if (!clause && !last_item && !after_subdivision) return 0;
  std::string_view rest = line.substr(t + n);
  if (only_expected && d.fit != LabelFit::kExpected) return 0;
  if (d.fit == LabelFit::kNone) {
    if (StartsProvisionText(rest) && !stack_.entries().empty() &&
        !rest.empty() && IsSpace(rest[0]))
      reporter_->Warn({file_, ln, 0},
                      "label " + std::string(label) + " out of order after " +
                          b_->at(current_).label + "; kept as text");
    return 0;
  }
  if (d.fit == LabelFit::kGap && !line_start && !chain && options_.inline_levels_in_order) {
    const auto& open = stack_.entries();
    bool sibling = d.keep < open.size() && open[d.keep].level == d.level;
    int above = d.keep == 0 ? -1 : open[d.keep - 1].level;
    if (!sibling && above < d.level - 1) return 0;
  }
  if (d.fit == LabelFit::kGap) {
    // (Or its first subdivision glued on, where the copy ran the text
    // together: "… 100 megawatts or more.(w)1. “Wholesale merchant plant"
    // …", the excerpt passing over (h) to (v).)
    if (!chain && !StartsProvisionText(rest) &&
        !(options_.glued_subdivisions && GluedSubdivisionThenText(rest)))
      return 0;
    std::string after = d.keep < stack_.entries().size()
                            ? b_->at(stack_.entries()[d.keep].provision).label
                            : std::string("its parent");
    reporter_->Warn({file_, ln, 0}, "unexpected label order: " +
                                        std::string(label) + " after " +
                                        after);
  }
  Flush(line.substr(*pos, t - *pos), ln);
  int32_t parent =
      d.keep == 0 ? section_ : stack_.entries()[d.keep - 1].provision;
  Key key(code_, section_path_ + stack_.Path(d.keep) + stack_.Component(label));
  int32_t id = b_->Open(key, std::string(label), ln, parent);
  stack_.Push(d, label, id);
  current_ = id;
  note_owner_ = kNoProvision;
  cite_.Reset();
  prev_token_.assign(label);
  after_label_ = true;
  conjunction_after_semicolon_ = false;
  marker_.clear();
  *pos = t + n;
  return n;
}

void InlineStructure::ReadLine(std::string_view line, int ln) {
  size_t pos = 0;  // start of the text not yet given to a provision
  size_t t = 0;
  bool first = true;
  // No citation runs on into a new paragraph.
  if (options_.line_starts_paragraph) cite_.Reset();
  while (t < line.size()) {
    while (t < line.size() && IsSpace(line[t])) ++t;
    if (t >= line.size()) break;
    bool line_start = first;
    first = false;
    // A page quoting a section, its heading after an opening quote
    // ("“426.110. Class actions; …"): the quote stays text before it.
    if (line_start) {
      size_t q = line[t] == '"' ? 1 : line.substr(t).starts_with("\xE2\x80\x9C") ? 3 : 0;
      if (q > 0 && t + q < line.size() && ascii::IsDigit(static_cast<unsigned char>(line[t + q])))
        if (size_t len = MatchLocator(line, t + q, true)) {
          Flush(line.substr(pos, t + q - pos), ln);
          OpenLocator(line.substr(t + q, len), ln);
          t += q + len;
          pos = t;
          continue;
        }
    }
    if (size_t len = MatchLocator(line, t, line_start)) {
      Flush(line.substr(pos, t - pos), ln);
      OpenLocator(line.substr(t, len), ln);
      t += len;
      pos = t;
      continue;
    }
    if (TryLabel(line, t, ln, line_start, &pos)) {
      t = pos;
      continue;
    }
    size_t end = t;
    while (end < line.size() && !IsSpace(line[end])) ++end;
    // A label glued after a clause end inside the token: "following:(i)",
    // or a numbered item after a sentence's word ("for women.2. Anamosa
    // state penitentiary.3. …", the Code of Iowa with its breaks lost).
    size_t from = t;
    for (size_t k = t + 1; k + 1 < end; ++k) {
      char c = line[k - 1];
      // A reader's locator glued after a sentence's word, where a copy
      // lost its line breaks: "… the following penalties:961.41(1)(a) (a)
      // Schedule I …". (The word is the token before it only if it opens.)
      if (k >= t + 2 && (c == '.' || c == ':') && ascii::IsAlpha(line[k - 2]) &&
          (ascii::IsDigit(line[k]) || ascii::IsUpper(line[k]))) {
        std::string before = std::move(prev_token_);
        prev_token_.assign(line.substr(from, k - from));
        size_t len = MatchLocator(line, k, false);
        prev_token_ = std::move(before);
        if (len) {
          FeedToken(line.substr(from, k - from));
          Flush(line.substr(pos, k - pos), ln);
          OpenLocator(line.substr(k, len), ln);
          pos = from = k + len;
          break;
        }
      }
      bool glued = line[k] == '(' && (c == '.' || c == ':' || c == ';');
      bool item = !glued && GluedNumberedItem(line, k, end, options_.glued_subdivisions);
      // (Or glued to a citation's subdivision printed without its stop,
      // casetext's "… under ss. 938.315 (2) and 971.10 (3) (b) 3(b) To
      // attend …": the next label in order, opening provision text.)
      if (!glued && !item && options_.glued_subdivisions && line[k] == '(' &&
          SubdivisionBefore(line, t, k))
        item = true;
      if (!glued && !item) continue;
      FeedToken(line.substr(from, k - from));
      if (TryLabel(line, k, ln, false, &pos, item)) {
        from = pos;
        break;
      }
      from = k;
    }
    if (from > t && from == pos) {  // a label was opened inside the token
      t = pos;
      continue;
    }
    FeedToken(line.substr(from, end - from));
    t = end;
  }
  Flush(line.substr(pos), ln);
  blank_before_ = false;
}

}  // namespace lexgraph
