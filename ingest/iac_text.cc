// Reader for the Iowa Administrative Code (format iac-text): one rule, or a
// run of rules of one chapter, as the publishers print them:
//   law.cornell.edu  "Section 571.16.7. Title." then subrules "16.7(1) ...";
//   the Code itself  "567—61.2(455B) Title. Text" (or "571—61.7 (461A)") then
//                    "61.2(1) ...", under a
//                    "CHAPTER 61" heading, often run together on one line
//                    when transcribed from print;
//   casetext         "Iowa Admin. Code r. 567-61.2 - Title" then "(1) ...".
// Below a subrule, paragraphs "a.", subparagraphs "(1)" and numbered
// paragraphs "1." each open a line. Keys (keys.md): iowa-iac:567-61.2,
// 567-61.2(1), 567-61.2(1)(a), 567-61.2(1)(a)(1); the chapter ch.567-61.
#include <re2/re2.h>

#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ingest/reader.h"
#include "ingest/text_util.h"
#include "ingest/tree_builder.h"

namespace lexgraph {
namespace {

// A dash of any kind between an agency and its chapter: "-", "–", "—".
constexpr const char* kDash = R"((?:--?|\x{2013}|\x{2014}))";

struct RuleHeading {
  std::string agency, chapter, rule;
  size_t label_end = 0;  // the label: "567—61.2(455B)", "Section 571.16.7."
  size_t rest = 0;       // where the title and text start
  bool title_line = false;  // a publisher's title line: the rest is the title
};

// A rule's heading at the start of `line`, in any publisher's form.
std::optional<RuleHeading> ReadRuleHeading(std::string_view line) {
  static const RE2 kLii(R"(^(Section\s+(\d+[A-Z]?)\.(\d+)\.(\d+[A-Z]?)\.)\s*)", RE2::Quiet);
  // (Also "RULE 481-31.2. Inspection standards …".)
  static const RE2 kCasetext(std::string(R"(^((?:Iowa\s+(?:Admin\.?\s+)?Code\s+[Rr]\.|Section|Rule|RULE)\s+(\d+[A-Z]?)\s*)") +
                                 kDash + R"(\s*(\d+)\.(\d+[A-Z]?)(?:\([0-9A-Z]+(?:,\s*[0-9A-Z]+)*\))?)\s*(?:-|\x{2013}|\x{2014}|:|\.(?:\s|$))?\s*)",
                             RE2::Quiet);
  // "567—61.2(455B)", "571—16.7(461A,462A)": the Code's own, with the Iowa
  // Code chapters it implements; a dash of print or an en dash, or the
  // typed one of a text copy ("441--86.1(514I)"), never a hyphen (a
  // hyphenated number opens lines of prose).
  static const RE2 kNative(
      R"(^((\d{1,3}[A-Z]?)\s*(?:\x{2013}|\x{2014}|--)\s*(\d+)\.(\d+[A-Z]?)(?:\s?\([0-9A-Z]+(?:,\s*[0-9A-Z]+)*\))?)\s*)",
      RE2::Quiet);
  re2::StringPiece sp(line.data(), line.size());
  re2::StringPiece label;
  RuleHeading h;
  // (Not a sentence of prose opening on the rule's name: "Rule
  // 571—112.1(484B) also provides a definition …" in a bulletin item.)
  // (Nor the first of rules.iowa.gov's list of a notice's reference tags,
  // "Rule 661-22.9 Rule 761-380.4(2) Rule 761-400.18 …": another rule's
  // name where the title would be.)
  auto title_follows = [&] {
    if (sp.empty()) return true;
    if (std::islower(static_cast<unsigned char>(sp[0]))) return false;
    re2::StringPiece next = sp;
    std::string a, c, r;
    re2::StringPiece l;
    return !RE2::Consume(&next, kCasetext, &l, &a, &c, &r);
  };
  if (RE2::Consume(&sp, kLii, &label, &h.agency, &h.chapter, &h.rule) ||
      ((h.title_line = RE2::Consume(&sp, kCasetext, &label, &h.agency, &h.chapter, &h.rule)) && title_follows()) ||
      (!h.title_line && RE2::Consume(&sp, kNative, &label, &h.agency, &h.chapter, &h.rule))) {
    h.label_end = label.size();
    h.rest = line.size() - sp.size();
    return h;
  }
  return std::nullopt;
}

// Where the text printed from the Code runs on after a sentence ("…
// 1977. 567—61.2(455B) General considerations. 61.2(1) Policy statement.
// …", "215.3(1) “Agriculture” includes …"), the line is cut before each
// rule heading and each subrule label of the rule in effect, so that each
// piece opens its provision.
std::vector<std::string_view> SplitRunOn(std::string_view line, std::string* chapter,
                                         std::string* rule) {
  static const RE2 kInlineRule(
      R"((\d{1,3}[A-Z]?)\s*(?:\x{2013}|\x{2014}|--)\s*(\d+)\.(\d+[A-Z]?)\s?\(|(\d+)\.(\d+[A-Z]?)\(\d+\)\s+(?:[A-Z]|\x{201C}[A-Za-z]))",
      RE2::Quiet);
  std::vector<std::string_view> pieces;
  size_t from = 0, pos = 0;
  re2::StringPiece sp(line.data(), line.size());
  re2::StringPiece m[6];
  while (pos < line.size() && kInlineRule.Match(sp, pos, line.size(), RE2::UNANCHORED, m, 6)) {
    size_t b = m[0].data() - line.data();
    pos = b + 1;
    bool heading = !m[1].empty();
    std::string c(heading ? m[2].data() : m[4].data(), heading ? m[2].size() : m[4].size());
    std::string r(heading ? m[3].data() : m[5].data(), heading ? m[3].size() : m[5].size());
    // A rule heading opening the line: its subrules follow on it ("481—50.3(135B,
    // 135C)  Licensing.  … fee.  50.3(1)  Initial fees …").
    if (heading && b == from && from == 0) {
      *chapter = c, *rule = r;
      continue;
    }
    if (!heading && (c != *chapter || r != *rule)) continue;
    // Only after a sentence or a bracketed note ends, or glued to what
    // went before where the text lost its line breaks ("…Ch 13]761—600.1",
    // "Related ARC(s): 0661C, 4586C761—600.2", "requests.875—1.3(91)"),
    // and not at the start.
    size_t k = b;
    while (k > from && line[k - 1] == ' ') --k;
    if (k <= from) continue;
    char before = line[k - 1];
    bool glued = k == b && (before == ']' || before == ')' || before == '.' ||
                            std::isupper(static_cast<unsigned char>(before)));
    // (Or after the chapter's heading in capitals: "CHAPTER 39
    // REGISTRATION OF RADIATION MACHINE FACILITIES 641—39.1(136C)".)
    std::string_view so_far = line.substr(from, k - from);
    bool after_chapter_heading =
        heading && so_far.starts_with("CHAPTER ") &&
        std::none_of(so_far.begin(), so_far.end(),
                     [](char ch) { return std::islower(static_cast<unsigned char>(ch)); });
    if (!glued && !after_chapter_heading &&
        (k == b || (before != '.' && before != ']' && before != ':')))
      continue;
    // A rule cited in a sentence runs on in lower case ("under
    // 567—65.11(459), that …"); a heading's title is capitalized.
    if (heading) {
      size_t close = line.find(')', b);
      size_t next = close == std::string_view::npos ? line.size() : close + 1;
      while (next < line.size() && line[next] == ' ') ++next;
      if (next >= line.size() || !std::isupper(static_cast<unsigned char>(line[next]))) continue;
    }
    if (heading) *chapter = c, *rule = r;
    pieces.push_back(line.substr(from, k - from));
    from = b;
  }
  pieces.push_back(line.substr(from));
  return pieces;
}

// Whether a subrule's text opens with a catchword, a short phrase before
// its first sentence ("Nontaxable sales. A retailer may …").
bool Catchword(std::string_view text) {
  text = Trim(text);
  size_t h = HeadingLength(text, 6);
  return h > 0 && h < text.size();
}

// The next label in a sequence: "a" -> "b", "z" -> "aa"; "3" -> "4".
std::string NextLetter(const std::string& s) {
  if (s.empty()) return "a";
  if (s.back() == 'z') return std::string(s.size() + 1, 'a');
  std::string n = s;
  ++n.back();
  return n;
}
bool FollowsNumber(const std::string& last, const std::string& n) {
  if (last.empty()) return n == "1";
  // (As decimal strings: a label may hold more digits than an int.)
  std::string next = last;
  size_t i = next.size();
  while (i > 0 && next[i - 1] == '9') next[--i] = '0';
  if (i == 0)
    next.insert(next.begin(), '1');
  else
    ++next[i - 1];
  return next == n;
}

// The length of a page's running head glued before the text where a copy
// lost its line breaks ("IAC Ch 58, p.1 481—58.1 (135C) Definitions. …"),
// which is read as a piece of its own; 0 for none.
size_t RunningHead(std::string_view line) {
  static const RE2 kRunningHead(R"(^(IAC\s+(?:\d+/\d+/\d+\s+[^\n]*?)?Ch\s*\d+[A-Z]?,\s*p\.\s?\d+)\s+\S)",
                                RE2::Quiet);
  re2::StringPiece head;
  if (!line.starts_with("IAC ") || !RE2::PartialMatch(line, kRunningHead, &head)) return 0;
  return head.size();
}

class IacReader {
 public:
  IacReader(const SourceText& src, int32_t doc, Corpus* corpus, Reporter* reporter)
      : src_(src), code_(corpus->documents[doc].spec.code), b_(corpus, doc, reporter),
        reporter_(reporter) {}

  void Read() {
    const auto& lines = src_.lines();
    // The agency and chapter come from the first rule heading, which may
    // follow the chapter's own heading.
    for (std::string_view raw : lines) {
      std::string c, r;
      std::string_view line = Trim(raw);
      line = Trim(line.substr(RunningHead(line)));
      for (std::string_view piece : SplitRunOn(line, &c, &r)) {
        if (auto h = ReadRuleHeading(Trim(piece))) {
          agency_ = h->agency;
          chapter_ = h->chapter;
          break;
        }
      }
      if (!agency_.empty()) break;
    }
    std::string run_chapter, run_rule;
    for (size_t i = 0; i < lines.size(); ++i) {
      int ln = static_cast<int>(i + 1);
      std::string_view line = Trim(lines[i]);
      // A web copy's bullet before a label ("•  71.11(1) Commencing in
      // 1977 …") is no word of the rule.
      if (line.starts_with("\xE2\x80\xA2")) line = Trim(line.substr(3));
      if (line.empty()) {
        if (current_ != kNoProvision) b_.BreakParagraph(current_);
        continue;
      }
      run_chapter = chapter_;
      run_rule = rule_number_;
      if (size_t n = RunningHead(line); n > 0) {
        Piece(Trim(line.substr(0, n)), ln);
        line = Trim(line.substr(n));
      }
      for (std::string_view piece : SplitRunOn(line, &run_chapter, &run_rule))
        PieceWithGluedSubrules(piece, ln);
    }
    if (!pending_.empty()) {
      reporter_->Warn({src_.name(), pending_.front().line, 0},
                      "no rule heading (\"Section AGENCY.CHAPTER.RULE.\", "
                      "\"AGENCY—CHAPTER.RULE(...)\") found; text kept in a provision "
                      "named after the file");
      int32_t p = b_.Open(Key(code_, "file." + src_.name()), "", pending_.front().line, kNoProvision);
      for (const PendingLine& l : pending_) b_.Append(p, l.text, l.line);
    }
  }

 private:
  void Piece(std::string_view line, int ln) {
    if (line.empty()) return;
    if (auto h = ReadRuleHeading(line); h && !agency_.empty()) {
      OpenRule(*h, line, ln);
      return;
    }
    // "CHAPTER 61", "CHAPTER 17A WATER …", and run into its title where
    // the text lost its line breaks: "CHAPTER 600GENERAL INFORMATION".
    // (After the title it stands in: "TITLE IV AUXILIARY PERSONNEL
    // CHAPTER 20 DENTAL ASSISTANTS".)
    static const RE2 kChapter(R"(^(?:TITLE\s+[IVXL]+\b[^a-z]*?\s)?CHAPTER\s+(\d+[A-Z]?)\s*(.*))",
                              RE2::Quiet);
    // (A web page's locator line: "Chapter 5 - Licensure Status …", of
    // the chapter its rules are in.)
    static const RE2 kChapterLocator(R"(^Chapter\s+(\d+[A-Z]?)\s+(?:-|\x{2013}|\x{2014})\s+(.*))",
                                     RE2::Quiet);
    std::string number, rest;
    if (!agency_.empty() && chapter_id_ == kNoProvision &&
        RE2::FullMatch(line, kChapterLocator, &number, &rest) && number == chapter_) {
      chapter_id_ = b_.Open(Key(code_, "ch." + agency_ + "-" + number), "Chapter " + number, ln,
                            kNoProvision);
      b_.SetHeading(chapter_id_, rest);
      current_ = chapter_id_;
      TakePending();
      return;
    }
    if (!agency_.empty() && RE2::FullMatch(line, kChapter, &number, &rest)) {
      if (std::isupper(static_cast<unsigned char>(number.back())) && !rest.empty() &&
          line[line.size() - rest.size() - 1] == number.back() &&
          std::isupper(static_cast<unsigned char>(rest[0]))) {
        rest.insert(rest.begin(), number.back());
        number.pop_back();
      }
      chapter_ = number;
      chapter_id_ = b_.Open(Key(code_, "ch." + agency_ + "-" + number),
                            std::string(line.substr(0, line.size() - rest.size())), ln,
                            kNoProvision);
      CloseBelowRule();
      rule_ = kNoProvision;
      current_ = chapter_id_;
      TakePending();
      b_.Append(chapter_id_, rest, ln);
      return;
    }
    // Page headers of the print ("IAC 9/17/14 Environmental
    // Protection[567] Ch 65, p.1") and the Code's history and editorial
    // notes ("[ARC 1234C, IAB 1/2/14, effective 2/6/14]", "[Prior to
    // 7/1/83, DEQ Ch 16]").
    static const RE2 kNote(
        R"(^(?:IAC\s+(?:\d+/\d+/\d+\b.*\b)?Ch\s*\d+.*|\[(?:Filed|ARC|Editorial|Prior\s+to|Transferred|Published|Rescinded|Amended|Adopted|Emergency).*\]?\s*))",
        RE2::Quiet);
    int32_t owner = rule_ != kNoProvision ? rule_ : chapter_id_;
    if (owner != kNoProvision && RE2::FullMatch(line, kNote)) {
      b_.AddNote(owner, std::string(line), ln);
      return;
    }
    if (rule_ == kNoProvision) {
      if (current_ != kNoProvision) {
        b_.Append(current_, line, ln);
        return;
      }
      pending_.push_back({std::string(line), ln});
      return;
    }
    // "This rule is intended to implement Iowa Code section 455B.173.":
    // the rule's, after its subrules.
    if (line.starts_with("This rule is intended to implement") ||
        line.starts_with("These rules are intended to implement")) {
      CloseBelowRule();
      current_ = rule_;
      b_.Append(rule_, line, ln);
      return;
    }
    if (OpenLevel(line, ln)) return;
    b_.Append(current_, line, ln);
  }

  // casetext's short subrules glued to what goes before where a copy lost
  // its line breaks: "Rule 661-93.3 - Application for … ID card(1) A
  // qualified …", "… effective.(2) Application …", "….(3)The …": each
  // piece is cut before the next subrule in order, then read.
  void PieceWithGluedSubrules(std::string_view piece, int ln) {
    piece = Trim(piece);
    size_t from = 1;
    std::string last = sub_n_;
    if (auto h = ReadRuleHeading(piece); h && !agency_.empty()) {
      from = h->rest;
      last.clear();
    } else if (rule_ == kNoProvision || full_subrules_) {
      Piece(Trim(piece), ln);
      return;
    }
    while (true) {
      size_t cut = GluedSubrule(piece, from, &last);
      if (cut == std::string_view::npos) break;
      Piece(Trim(piece.substr(0, cut)), ln);
      piece = piece.substr(cut);
      from = last.size() + 2;
    }
    Piece(Trim(piece), ln);
  }

  // Where in `piece`, from `from` on, the subrule after `last` starts
  // ("(2)" after "2"), glued after a word or a sentence's end and followed
  // by a capital; npos if nowhere. Sets `last` to the one found.
  static size_t GluedSubrule(std::string_view piece, size_t from, std::string* last) {
    for (size_t at = piece.find('(', from); at != std::string_view::npos;
         at = piece.find('(', at + 1)) {
      size_t close = at + 1;
      while (close < piece.size() && std::isdigit(static_cast<unsigned char>(piece[close])))
        ++close;
      std::string n(piece.substr(at + 1, close - at - 1));
      if (close >= piece.size() || piece[close] != ')' || !FollowsNumber(*last, n)) continue;
      size_t after = close + 1;
      while (after < piece.size() && piece[after] == ' ') ++after;
      if (after >= piece.size() || !std::isupper(static_cast<unsigned char>(piece[after])))
        continue;
      char before = piece[at - 1];
      bool glued = before == '.' || std::islower(static_cast<unsigned char>(before));
      bool spaced = before == ' ' && at >= 2 &&
                    (piece[at - 2] == '.' || piece[at - 2] == ';' || piece[at - 2] == ':');
      if (glued || spaced) {
        *last = n;
        return at;
      }
    }
    return std::string_view::npos;
  }

  void OpenRule(const RuleHeading& h, std::string_view line, int ln) {
    // A publisher's title line again for the rule open: casetext's after
    // Cornell's ("Iowa Admin. Code r. 641-40.80", a date, "Rule 641-40.80 -
    // General provisions") gives its title; a last one under the text (the
    // page's citation line) is the rule's text. Neither opens it again.
    if (rule_ != kNoProvision && h.title_line &&
        b_.at(rule_).key == Key(code_, h.agency + "-" + h.chapter + "." + h.rule)) {
      std::string_view title = Trim(line.substr(h.rest));
      const Provision& p = b_.at(rule_);
      if (sub_ == kNoProvision && p.heading.empty() && !title.empty() &&
          (p.text.empty() || p.text.starts_with("Current through "))) {
        b_.document().doubled_labels.push_back(
            {rule_, p.label + " " + std::string(Trim(line.substr(0, h.label_end)))});
        b_.SetHeading(rule_, std::string(title));
        current_ = rule_;
        return;
      }
      b_.Append(rule_, line, ln);
      return;
    }
    agency_ = h.agency;
    chapter_ = h.chapter;
    rule_number_ = h.rule;
    CloseBelowRule();
    full_subrules_ = false;
    // A Bulletin item's notice before the rule it amends ("ARC 3540C",
    // the agency's name, "Notice of Intended Action", …, "Amend rule
    // 283—21.15(261B,261G) as follows:", then the rule): the item's own
    // text, which cites the rule, kept in a provision named after the file.
    static const RE2 kItemHead(R"(^ARC\s+\d{3,5}[A-Z]\b.*)", RE2::Quiet);
    if (!pending_.empty() && chapter_id_ == kNoProvision && RE2::FullMatch(pending_.front().text, kItemHead)) {
      int32_t item = b_.Open(Key(code_, "file." + src_.name()), "", pending_.front().line, kNoProvision);
      for (const PendingLine& l : pending_) b_.Append(item, l.text, l.line);
      pending_.clear();
    }
    rule_ = current_ = b_.Open(Key(code_, RuleKey()),
                               std::string(Trim(line.substr(0, h.label_end))), ln,
                               chapter_id_);
    std::string rest(Trim(line.substr(h.rest)));
    size_t n = HeadingLength(rest, 20);
    if (n == 0 && h.title_line) {
      n = rest.size();
      // "Special education studentsIf a parent …": a page that lost its
      // line break ran the rule's first sentence into its title.
      for (size_t k = 3; k + 40 < rest.size(); ++k) {
        if (std::islower(static_cast<unsigned char>(rest[k - 1])) &&
            std::isupper(static_cast<unsigned char>(rest[k])) &&
            (rest[k + 1] == ' ' || std::islower(static_cast<unsigned char>(rest[k + 1])))) {
          n = k;
          break;
        }
      }
    }
    if (n > 0) {
      b_.SetHeading(rule_, rest.substr(0, n));
      rest = std::string(Trim(std::string_view(rest).substr(n)));
    }
    TakePending();
    b_.Append(rule_, rest, ln);
  }

  // Text before the first heading belongs to what opens first.
  void TakePending() {
    if (pending_.empty() || current_ == kNoProvision) return;
    for (const PendingLine& l : pending_) b_.Append(current_, l.text, l.line);
    pending_.clear();
  }

  void CloseBelowRule() {
    sub_ = par_ = subpar_ = kNoProvision;
    sub_n_.clear();
    par_letter_.clear();
    subpar_n_.clear();
    num_n_.clear();
  }

  std::string RuleKey() const { return agency_ + "-" + chapter_ + "." + rule_number_; }

  // Opens the subrule, paragraph, subparagraph or numbered paragraph that
  // `line` starts with, if its label continues a sequence; whether it did.
  bool OpenLevel(std::string_view line, int ln) {
    static const RE2 kFullSubrule(R"(^((\d+)\.(\d+[A-Z]?)\((\d+)\))\s*)", RE2::Quiet);
    static const RE2 kParagraph(R"(^(([a-z]{1,2})\.)\s+)", RE2::Quiet);
    static const RE2 kParen(R"(^(\((\d+)\))\s*)", RE2::Quiet);
    static const RE2 kNumbered(R"(^((\d+)\.)\s+)", RE2::Quiet);
    re2::StringPiece sp(line.data(), line.size());
    re2::StringPiece label;
    std::string c, r, n;
    // (Not a subrule's paragraph cited at a line's start, where a page
    // broke the line after the lead word: "… as identified in
    // subparagraph", then "3.8(3)"d"(5)."; a quoted letter, not a quoted
    // defined term, "215.3(1) “Agriculture” includes …".)
    static const RE2 kQuotedLetter(R"(^(?:"|\x{201C})[a-z]{1,2}[.,]?(?:"|\x{201D}))", RE2::Quiet);
    if (RE2::Consume(&sp, kFullSubrule, &label, &c, &r, &n) && c == chapter_ &&
        r == rule_number_ && !RE2::PartialMatch(sp, kQuotedLetter)) {
      full_subrules_ = true;
      OpenSubrule(n, label, line.substr(line.size() - sp.size()), ln);
      return true;
    }
    sp = re2::StringPiece(line.data(), line.size());
    if (RE2::Consume(&sp, kParagraph, &label, &n) &&
        (par_ == kNoProvision ? n == "a" : n == NextLetter(par_letter_))) {
      int32_t parent = sub_ != kNoProvision ? sub_ : rule_;
      par_ = current_ = b_.Open(Key(code_, b_.at(parent).key.path() + "(" + n + ")"),
                                std::string(label.data(), label.size()), ln, parent);
      par_letter_ = n;
      subpar_ = kNoProvision;
      subpar_n_.clear();
      num_n_.clear();
      b_.Append(par_, line.substr(line.size() - sp.size()), ln);
      return true;
    }
    sp = re2::StringPiece(line.data(), line.size());
    if (RE2::Consume(&sp, kParen, &label, &n)) {
      std::string_view rest = line.substr(line.size() - sp.size());
      // casetext writes subrules "(1)" without the rule's number: where
      // "(2)" may be either, a catchword ("(2) Nontaxable sales.") after a
      // subrule that had one makes it the subrule.
      bool subrule_fits = !full_subrules_ && FollowsNumber(sub_n_, n);
      bool catchword = sub_catchword_ && Catchword(rest);
      if (par_ != kNoProvision && FollowsNumber(subpar_n_, n) && !(subrule_fits && catchword)) {
        subpar_ = current_ = b_.Open(Key(code_, b_.at(par_).key.path() + "(" + n + ")"),
                                     std::string(label.data(), label.size()), ln, par_);
        subpar_n_ = n;
        num_n_.clear();
        b_.Append(subpar_, rest, ln);
        return true;
      }
      if (subrule_fits) {
        OpenSubrule(n, label, rest, ln);
        return true;
      }
      return false;
    }
    sp = re2::StringPiece(line.data(), line.size());
    if (subpar_ != kNoProvision && RE2::Consume(&sp, kNumbered, &label, &n) &&
        FollowsNumber(num_n_, n)) {
      current_ = b_.Open(Key(code_, b_.at(subpar_).key.path() + "(" + n + ")"),
                         std::string(label.data(), label.size()), ln, subpar_);
      num_n_ = n;
      b_.Append(current_, line.substr(line.size() - sp.size()), ln);
      return true;
    }
    return false;
  }

  void OpenSubrule(const std::string& n, re2::StringPiece label, std::string_view rest, int ln) {
    CloseBelowRule();
    sub_ = current_ = b_.Open(Key(code_, RuleKey() + "(" + n + ")"),
                              std::string(label.data(), label.size()), ln, rule_);
    sub_n_ = n;
    sub_catchword_ = Catchword(rest);
    b_.Append(sub_, rest, ln);
  }

  const SourceText& src_;
  const std::string& code_;
  TreeBuilder b_;
  Reporter* reporter_;
  std::string agency_, chapter_, rule_number_;
  int32_t chapter_id_ = kNoProvision, rule_ = kNoProvision, current_ = kNoProvision;
  int32_t sub_ = kNoProvision, par_ = kNoProvision, subpar_ = kNoProvision;
  std::string sub_n_, par_letter_, subpar_n_, num_n_;
  bool full_subrules_ = false;  // subrules written "61.2(1)": "(1)" is never one
  bool sub_catchword_ = false;  // the open subrule's text began with a catchword
  // Text before the first heading, line by line (each keeps its line, so
  // that a citation can tell a line's start).
  struct PendingLine {
    std::string text;
    int line;
  };
  std::vector<PendingLine> pending_;
};

}  // namespace

void ReadIacText(const SourceText& src, int32_t doc, Corpus* corpus, Reporter* reporter) {
  // A web copy's no-break spaces ("281—12.1(256)\u00A0\u00A0General
  // standards.\u00A0\u00A012.1(1)") part headings and labels as spaces do:
  // each becomes two spaces (the same bytes, so lines and columns stay).
  if (src.text().find("\xC2\xA0") == std::string::npos) {
    IacReader(src, doc, corpus, reporter).Read();
    return;
  }
  std::string text = src.text();
  for (size_t at = text.find("\xC2\xA0"); at != std::string::npos; at = text.find("\xC2\xA0", at + 2))
    text.replace(at, 2, "  ");
  SourceText spaced = SourceText::FromString(std::move(text), src.name(), reporter);
  IacReader(spaced, doc, corpus, reporter).Read();
}

}  // namespace lexgraph
