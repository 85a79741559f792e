// Reader for Wisconsin statute text (format wis-statute-text), and for the
// Administrative Code's in the same shape when the document's code is
// wis-adm ("NR 115.05(1)(b)1m."). Provisions start at their full label
// ("30.12(1g)(jm)7."), on a line of its own or
// inline after a heading or a citation, with lines broken inside citations;
// or, the way most sources publish it, the text runs together with only
// relative labels inline ("30.01 Definitions. In this chapter: (1am) … (a)
// … (1c) (a) …"), recovered by the label grammar (ingest/inline_structure.h).
#include <re2/re2.h>

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <utility>

#include "corpus/ascii.h"
#include "ingest/inline_structure.h"
#include "ingest/reader.h"
#include "ingest/text_util.h"
#include "ingest/tree_builder.h"
#include "ingest/wis_label.h"

namespace lexgraph {
namespace {

// A bill's page tag as the Legislature's copies print it, alone on a line
// or at a line's start, the line's number run into its last figures:
// "AB532-SA7,7,13", "SB544,5,2321", "AB283-engrossed,19,137".
bool IsBillPageTag(std::string_view token) {
  static const RE2 kTag(std::string(kBillTagName) + R"((?:,\d+){2})", RE2::Quiet);
  return token.size() >= 6 && token.size() <= 40 && ascii::IsUpper(static_cast<unsigned char>(token[0])) &&
         RE2::FullMatch(re2::StringPiece(token.data(), token.size()), kTag);
}

// A scope statement's or hearing notice's field naming the rule it is
// about: "Rule No.:", "Rule Nos.", "Rule Number:" on a line of its own.
bool IsRuleNumberField(std::string_view line) {
  static const RE2 kField(R"(Rule\s+(?:Nos?\.?|Numbers?):?)", RE2::Quiet);
  return RE2::FullMatch(line, kField);
}

// Whether text before any label is an act's or a bill's, naming the
// statutes it changes: "… of the statutes is amended to read:", "An Act
// to create 323.225 of the statutes".
// A section's number and the head of its annotation, cross-reference or
// note, glued or not: "250.04 Annotation", "101.63 Cross-reference",
// "809.25 Note" (the number and the word captured).
constexpr char kSectionNoteHead[] =
    R"(((?:(?:[A-Z][A-Za-z]{1,4}|N)\s)?\d+\.\d+[0-9a-z]*)\s*(Annotation|Cross-reference|Note))";

bool IsActText(std::string_view text) {
  // (Or a court's order with a petition's section: "SECTION 1. 887.24 of
  // the statutes is repealed:", then "887.24. Deposition; …".)
  return text.find("of the statutes") != std::string_view::npos &&
         (text.find("to read") != std::string_view::npos || text.find("An Act") != std::string_view::npos ||
          text.find("AN ACT") != std::string_view::npos || text.find("of the statutes is repealed") != std::string_view::npos);
}

class WisReader : public InlineStructure {
 public:
  WisReader(const SourceText& src, TreeBuilder* b, const std::string& code,
            const std::string& title, Reporter* reporter)
      : InlineStructure(b, &WisconsinStyle(), code, src.name(), reporter,
                        {.line_starts_paragraph = false,
                         .subsection_headings = true,
                         .glued_subdivisions = true,
                         .inline_levels_in_order = true}),
        src_(src),
        title_(title) {}

  void Run() {
    const auto& lines = src_.lines();
    for (size_t i = 0; i < lines.size(); ++i) {
      int ln = static_cast<int>(i + 1);
      line_no_ = ln;
      std::string_view line = lines[i];
      // (A scope statement's "Rule No.:" field's value, "ATCP 149.10" or
      // "Chapter Accy 2" on the line after: text, no section's label nor
      // chapter's title.)
      if (current_ == kNoProvision && i > 0 && !IsBlank(line) && IsRuleNumberField(Trim(lines[i - 1]))) {
        Flush(line, ln);
        continue;
      }
      if (IsBlank(line)) {
        BreakParagraph();
        continue;
      }
      // print.casetext's citation line glued to the end of the text it
      // names, before any section opened: "… from one facility to
      // another.Wis. Admin. Code Department of Safety and Professional
      // Services SPS 220.04". The text, then the line that opens its
      // section (as on a line of its own, see MatchLocator).
      if (current_ == kNoProvision) {
        static const RE2 kGluedCitationLine(
            R"((.*[a-z0-9)]\.)((?:Wis\. Adm(?:in)?\. Code|Wis\. Stats?\.) [^.;:]{0,100}?\d+\.\d+[0-9a-z]*)\s*)",
            RE2::Quiet);
        std::string text, citation_line;
        if (line.find(".Wis. ") != std::string_view::npos &&
            RE2::FullMatch(line, kGluedCitationLine, &text, &citation_line)) {
          ReadLine(text, ln);
          ReadLine(citation_line, ln);
          continue;
        }
      }
      // The Legislature's older pages print a section's number twice, on
      // lines of their own ("84.02", "84.02", then its heading) or the
      // second with its heading ("30.126", "30.126 Regulation of fishing
      // rafts."): the second copy is the label's, the heading after it the
      // section's, not the section again. What follows the heading on the
      // line is read on ("PSC 135.014 Protection of gas pipeline
      // facilities. PSC 135.014(1)(1)").
      std::string_view trimmed = Trim(line);
      if (i > 0 && current_ != kNoProvision && b_->at(current_).text.empty() &&
          b_->at(current_).label == Trim(lines[i - 1]) &&
          (trimmed == Trim(lines[i - 1]) ||
           (trimmed.starts_with(b_->at(current_).label) &&
            trimmed.substr(b_->at(current_).label.size()).starts_with(" ")))) {
        const std::string& label = b_->at(current_).label;
        std::string_view rest = Trim(trimmed.substr(label.size()));
        size_t h = b_->at(current_).heading.empty() ? SectionHeadingLength(rest) : 0;
        if (h == 0) {
          b_->Append(current_, Trim(line), ln);
          continue;
        }
        b_->document().doubled_labels.push_back({current_, label + " " + label});
        b_->SetHeading(current_, std::string(rest.substr(0, h)));
        line = rest.substr(h);
        if (Trim(line).empty()) continue;
      }
      // The Legislature's pages put a section's history on a line of its
      // own: "254.46 HistoryHistory: 1993 a. 27." A note, not text ("27."
      // is no subdivision).
      static const RE2 kHistory(
          R"(^\s*(?:(?:[A-Z][A-Za-z]{1,4}|N)\s)?\d+\.\d+[0-9a-z]*\s*History\s*History:.*)", RE2::Quiet);
      // A page opening with the note of the section before ("ATCP 51.04
      // Note “Animal unit" equivalents … See s. NR 243.03 (3)."): that
      // section's text, citations and all.
      static const RE2 kNoteLine(
          R"(^\s*((?:(?:[A-Z][A-Za-z]{1,4}|N)\s)?\d+\.\d+[0-9a-z]*)\s+Note\b.*)", RE2::Quiet);
      // A margin locator's start ("ATCP 80.28", "803.06"), where a note
      // run over lines ends.
      static const RE2 kLocatorStart(R"(^\s*(?:(?:[A-Z][A-Za-z]{1,4}|N)\s)?\d+\.\d+)", RE2::Quiet);
      // A chapter's page opens with the chapter's title ("Chapter NR 185",
      // "CHAPTER 30"), then its name and table of contents: the chapter's
      // own provision, keyed ch.NR185, holds them. A publisher's
      // breadcrumb names the chapter on the same line ("Chapter 50 -
      // Uniform licensure.", Justia's "Chapter 865. Probate — informal
      // administration."): its heading. (A breadcrumb's path before it,
      // "Code · Wisconsin · Chapter 82 — Town highways", is the chapter's
      // text.)
      static const RE2 kChapterTitle(
          R"(^\s*((?:[^·]{1,40}·\s*)*)((?:Chapter|CHAPTER)\s+((?:[A-Z][A-Za-z]{1,4}(?:-[A-Z][A-Za-z]{1,3})?\s+)?\d+[a-z]?))(?:\s*(?:\.|-|–|—)\s+([A-Z].*?))?\s*)",
          RE2::Quiet);
      // (The page's own title, near its top: not a chapter named on a line
      // of its own deep in an order's or a notice's text, "Related Statutes
      // and Rules" then "Chapter ATCP 149".)
      if (std::string path, title, chapter, name;
          current_ == kNoProvision && pending_.size() <= 300 &&
          RE2::FullMatch(line, kChapterTitle, &path, &title, &chapter, &name)) {
        if (std::optional<Key> key = ChapterKey(chapter)) {
          int32_t p = b_->Open(*key, name.empty() && path.empty() ? std::string(trimmed) : title, ln, kNoProvision);
          if (!name.empty()) b_->SetHeading(p, name);
          if (!pending_.empty()) {
            AppendPending(p);
          }
          if (!path.empty()) b_->Append(p, Trim(path), ln);
          StartSection(p);
          continue;
        }
      }
      // A chapter's note before its first section ("Ch. VA 2 NoteNote:
      // Chapter VA 2 as it existed on …", "Ch. 224 Cross-referenceCross-
      // reference: See definitions in s. 220.01"): the chapter's own
      // text, not the first section's.
      static const RE2 kChapterNote(
          R"(^\s*Ch\.\s+((?:[A-Z][A-Za-z]{1,4}(?:-[A-Z][A-Za-z]{1,3})?\s+)?\d+[a-z]?)\s+(?:Note|Cross-reference).*)",
          RE2::Quiet);
      if (std::string chapter; pending_.empty() && RE2::FullMatch(line, kChapterNote, &chapter)) {
        if (std::optional<Key> key = ChapterKey(chapter)) {
          int32_t top = Top(current_);
          if (top == kNoProvision) {
            top = b_->Open(*key, "", ln, kNoProvision);
            StartSection(top);
          }
          if (b_->at(top).key == *key) {
            ReadLine(line, ln);
            continue;
          }
        }
      }
      // (A copy's annotations after the section's history, on lines of
      // their own with no locator, "History: Sup. Ct. Order …" then "The
      // state must show … under sub. (2). State v. Frambs, …": the
      // section's text, not its last provision's, up to a label, a
      // locator or a heading.)
      // (Or the section's before the excerpt, whose history opens the
      // page: "756.001 History History: …", then "Judicial Council Note,
      // 1996: Subsections (1) and (2) are based on …".)
      if (code_ == "wis-stat" && pending_.empty() && history_section_ != kNoProvision &&
          current_ == history_current_ && (current_ == kNoProvision || Top(current_) == history_section_) &&
          !trimmed.starts_with("(") && !ascii::IsDigit(static_cast<unsigned char>(trimmed[0])) &&
          !trimmed.starts_with("Chapter ") && !trimmed.starts_with("CHAPTER ") &&
          !trimmed.starts_with("SUBCHAPTER ") && !trimmed.starts_with("Subchapter ") &&
          !trimmed.starts_with("subch. ") &&
          std::any_of(trimmed.begin(), trimmed.end(),
                      [](char c) { return ascii::IsLower(static_cast<unsigned char>(c)); })) {
        b_->Append(history_section_, trimmed, ln);
        EndSentence();
        continue;
      }
      std::string noted;
      // (After the section's history, its notes are the section's, glued
      // to their word or not: "346.62 NoteJudicial Council Note, 1988: The
      // revisions contained in subs. (2) and (3) …". Before it a note stays
      // the provision's it follows: "NR 724.02 NoteNote: … pars. (a) or
      // (b)" after (1)(b).)
      static const RE2 kGluedNoteLine(
          R"(^\s*((?:(?:[A-Z][A-Za-z]{1,4}|N)\s)?\d+\.\d+[0-9a-z]*)\s*Note[A-Z].*)", RE2::Quiet);
      if (pending_.empty() && current_ != kNoProvision && Top(current_) == history_section_ &&
          RE2::FullMatch(line, kGluedNoteLine, &noted))
        if (std::optional<Key> key = SectionKey(noted); key && b_->at(history_section_).key == *key) {
          b_->Append(history_section_, Trim(line), ln);
          EndSentence();
          continue;
        }
      // The Register's notes printed after an order's rules, each headed
      // by the section it is about ("Note: DOC 306.08. The use of firearms
      // … Sub. (3) …", then "Note: DOC 306.09. …"): that section's text,
      // its relative references its own, up to the next such head.
      static const RE2 kNoteHead(
          R"(^\s*Note:\s+((?:[A-Z][A-Za-z]{1,4}|N)\s\d+\.\d+[0-9a-z]*)\.(?:\s.*)?)", RE2::Quiet);
      if (std::string noted_section;
          pending_.empty() && code_ == "wis-adm" && (current_ == kNoProvision || Top(current_) == note_section_) &&
          RE2::FullMatch(line, kNoteHead, &noted_section))
        if (std::optional<Key> key = SectionKey(noted_section)) {
          int32_t top = Top(current_);
          if (top == kNoProvision || b_->at(top).key != *key) {
            top = b_->Open(*key, "", ln, kNoProvision);
            StartSection(top);
            note_section_ = top;
          }
          b_->Append(top, Trim(line), ln);
          continue;
        }
      if (pending_.empty() && RE2::FullMatch(line, kNoteLine, &noted)) {
        if (std::optional<Key> key = SectionKey(noted)) {
          int32_t top = Top(current_);
          if (top == kNoProvision) {
            top = b_->Open(*key, "", ln, kNoProvision);
            StartSection(top);
          }
          if (b_->at(top).key == *key) {
            b_->Append(top, Trim(line), ln);
            // (After the section's history, a locator line "803.06 Note"
            // alone, the note on the lines after it: "Judicial Council
            // Committee's Note, 1976: Sub. (2) establishes …" is the
            // section's, as its glued form is, up to the next locator.)
            if (top == history_section_ && Trim(line).ends_with("Note")) {
              while (i + 1 < lines.size() && !IsBlank(lines[i + 1]) &&
                     !RE2::PartialMatch(lines[i + 1], kLocatorStart)) {
                ++i;
                b_->Append(top, Trim(lines[i]), static_cast<int>(i + 1));
              }
              EndSentence();
              continue;
            }
            // The note's citation broken across lines ("… cite to s.
            // 80.32", then "(1)or (2), the predecessor statutes …"; "…
            // Note, 1986: Sub.", then "(1)specifies that …"): the next
            // line goes on with the note, no subsection of its own.
            static const RE2 kCitationAtEnd(
                R"((?:(?:\bss?\.|\xC2\xA7)\s*\d+\.\d+[0-9a-z]*(?:\s*\([0-9a-zA-Z]+\))*|\b(?:[Ss]ubs?|[Pp]ars?|[Ss]ubds?)\.)\s*$)", RE2::Quiet);
            while (i + 1 < lines.size() && Trim(lines[i + 1]).starts_with("(") &&
                   RE2::PartialMatch(lines[i], kCitationAtEnd)) {
              ++i;
              b_->Append(top, Trim(lines[i]), static_cast<int>(i + 1));
            }
            continue;
          }
        }
      }
      // A page opening with a section's note that runs on into the next
      // sections, a copy that lost its line breaks ("DOC 346.01 NoteNote:
      // … services to juveniles DOC 346.02DOC 346.02 Applicability. …"):
      // the note is that section's, the sections after open as read.
      static const RE2 kRunOnNote(
          R"(^\s*((?:(?:[A-Z][A-Za-z]{1,4}|N)\s)?\d+\.\d+[0-9a-z]*)\s+NoteNote:.*)", RE2::Quiet);
      if (pending_.empty() && current_ == kNoProvision && RE2::FullMatch(line, kRunOnNote, &noted) &&
          HoldsGluedDouble(line))
        if (std::optional<Key> key = SectionKey(noted)) {
          StartSection(b_->Open(*key, "", ln, kNoProvision));
          ReadLine(line, ln);
          continue;
        }
      // (Or its head alone, the note on the lines after, up to the next
      // locator: "ATCP 80.28 History", "History: Cr.", "Register, …".)
      static const RE2 kHistoryHead(
          R"(^\s*(?:(?:[A-Z][A-Za-z]{1,4}|N)\s)?\d+\.\d+[0-9a-z]*\s*History\s*)", RE2::Quiet);
      std::string joined;
      if (i + 1 < lines.size() && Trim(lines[i + 1]).starts_with("History:") &&
          RE2::FullMatch(line, kHistoryHead)) {
        joined = std::string(Trim(line));
        while (i + 1 < lines.size() && !IsBlank(lines[i + 1]) &&
               !RE2::PartialMatch(lines[i + 1], kLocatorStart)) {
          joined += " ";
          joined += Trim(lines[++i]);
        }
        line = joined;
      }
      // (Or a history line of its own after the section's provisions:
      // the Legislature's "History: Cr. Register, …", e-laws' without the
      // word, "Cr. Register, October, 1997, No. 502, eff. 11-1-97; …".)
      static const RE2 kHistoryLine(
          R"(^\s*(?:History:\s|(?:Cr|Am|R|Rn|Renum)\.\s[^;]{0,80}?\bRegister\b))", RE2::Quiet);
      if (!joined.empty() || RE2::FullMatch(line, kHistory) ||
          (current_ != kNoProvision && RE2::PartialMatch(line, kHistoryLine))) {
        int32_t owner = current_;
        // The history of the section before the excerpt ("SPS 316.003
        // HistoryHistory: …" opening the page, or after the chapter's
        // contents and notes): that section's note, not the chapter's.
        if (owner == kNoProvision || b_->at(Top(owner)).key.path().starts_with("ch.")) {
          std::string_view text = Trim(line);
          if (std::optional<Key> key = SectionKey(text.substr(0, text.find(" History"))))
            owner = b_->Open(*key, "", ln, kNoProvision);
        }
        if (owner != kNoProvision) {
          // A copy that lost its line breaks runs the next section on
          // after the note: "… Register April 2017 No. 736, eff. 5-1-17.
          // NR 13.32NR 13.32 Statutory modifications …".
          size_t next = NextDoubledSection(line);
          // (Or the section's note after it, the note's word lost:
          // casetext's "… Register February 2013 No. 686.Permit application
          // procedures are in s. Trans 250.025": the section's text.)
          size_t note = NoteAfterHistory(line.substr(0, next));
          b_->AddNote(Top(owner), std::string(Trim(line.substr(0, note))), ln);
          history_section_ = Top(owner);
          history_current_ = current_;
          if (note < next) b_->Append(Top(owner), Trim(line.substr(note, next - note)), ln);
          if (next == line.size()) {
            EndSentence();
            continue;
          }
          line = line.substr(next);
        }
      }
      // The e-laws page's breadcrumb: "Agency DHS. Department of Health
      // Services |" names the agency its sections' titles leave out.
      static const RE2 kAgencyLine(R"(^\s*Agency ([A-Z][A-Za-z]{1,4}(?:-[A-Z][A-Za-z]{1,3})?)\. .*)");
      if (std::string agency; RE2::FullMatch(line, kAgencyLine, &agency) && LooksLikeAgency(agency))
        page_agency_ = Upper(agency);
      next_line_ = i + 1 < lines.size() ? Trim(lines[i + 1]) : std::string_view();
      prev_line_ = i > 0 ? Trim(lines[i - 1]) : std::string_view();
      prev_text_line_ = prev_line_;
      for (size_t j = i; prev_text_line_.empty() && j-- > 0 && i - j <= 4;) prev_text_line_ = Trim(lines[j]);
      // (Past a bill's page tag alone on its line, "AB532-SA7,7,13", to
      // the clause above it.)
      if (IsBillPageTag(prev_text_line_) && i >= 2) prev_text_line_ = Trim(lines[i - 2]);
      located_end_ = nullptr;  // (a position in this line only)
      // The e-laws pages' bullet before a subsection's label ("  • (1)
      // Scope. The provisions …") is no word of the rule.
      // (Or e-laws' hyphen: "- (1) Any person violating s. 951.02 …".)
      if (std::string_view t = Trim(line); t.starts_with("\xE2\x80\xA2 ") || t.starts_with("- (")) {
        std::string_view rest = Trim(t.substr(t.starts_with("-") ? 1 : 3));
        if (rest.starts_with("(")) line = rest;
      }
      // casetext's title line after Cornell's, for the section that one
      // opened ("Wis. Admin. Code SPS § SPS 382.40", "Section SPS 382.40 -
      // Water supply systems"), perhaps past the date between ("Current
      // through March 24, 2024"): the same section, its heading.
      if (current_ != kNoProvision && b_->at(current_).parent == kNoProvision &&
          (b_->at(current_).text.empty() || b_->at(current_).text.starts_with("Current through ")) &&
          b_->at(current_).children.empty() &&
          trimmed.starts_with("Section ")) {
        std::string_view rest = trimmed.substr(8);
        auto loc = ParseWisLocator(rest, /*require_levels=*/false, code_ == "wis-adm");
        std::string_view after = loc ? Trim(rest.substr(loc->length)) : std::string_view();
        if (loc && loc->levels.empty() && Key(code_, loc->Path()) == b_->at(current_).key &&
            (after.starts_with("- ") || after.starts_with("\xE2\x80\x93 "))) {
          std::string_view heading = Trim(after.substr(after.starts_with("- ") ? 2 : 4));
          Provision& p = b_->at(current_);
          std::string second(trimmed.substr(0, 8 + loc->length));
          auto& doubled = b_->document().doubled_labels;
          auto known = std::find_if(doubled.begin(), doubled.end(),
                                    [&](const DoubledLabel& d) { return d.provision == current_; });
          if (known != doubled.end())
            known->written += " " + second;
          else
            doubled.push_back({current_, p.label + " " + second});
          if (p.heading.empty()) b_->SetHeading(current_, std::string(heading));
          else b_->Append(current_, heading, ln);
          continue;
        }
      }
      // The line that opened the section, again, before any subsection
      // (Justia's breadcrumb "865.02 Use of informal administration.",
      // "Universal Citation: WI Stat § 865.02 (2017)", then the section's
      // own "865.02 Use of informal administration."): the page's copy of
      // its title, not the section a second time.
      if (current_ != kNoProvision && b_->at(current_).parent == kNoProvision &&
          b_->at(current_).children.empty() && !b_->at(current_).heading.empty() &&
          trimmed.size() == b_->at(current_).label.size() + 1 + b_->at(current_).heading.size() &&
          trimmed.starts_with(b_->at(current_).label) && trimmed.ends_with(b_->at(current_).heading) &&
          trimmed[b_->at(current_).label.size()] == ' ') {
        std::string heading = b_->at(current_).heading;
        const std::string& label = b_->at(current_).label;
        b_->document().doubled_labels.push_back({current_, label + " " + label});
        b_->Append(current_, heading, ln);
        BreakParagraph();
        continue;
      }
      // A title line with the section's number alone, its heading on the
      // next line without a full stop (lexace's "Wisconsin Code §
      // 50.037", then "Community-based residential facility licensing
      // fees"): the heading, not the section's text, and no sentence a
      // label after it would continue.
      // (Not a first line of text that the page wraps: the heading's line
      // ends a paragraph, a label or the site's line after it.)
      std::string_view after_heading = i + 1 < lines.size() ? Trim(lines[i + 1]) : "";
      if (int32_t p = std::exchange(heading_awaited_, kNoProvision);
          p != kNoProvision && p == current_ && b_->at(p).text.empty() && IsHeadingLine(trimmed) &&
          (after_heading.empty() || after_heading.starts_with("(") ||
           after_heading.starts_with("Open in Lexace"))) {
        b_->SetHeading(p, std::string(trimmed));
        continue;
      }
      // A section's number ending a line after a sentence, the next line
      // opening with it again and the heading ("… to reflect Note
      // revisions. DHS 94.01", "DHS 94.01 Authority, purpose and …"): the
      // label printed twice across the break, not a citation.
      if (size_t n = TrailingDoubledLabel(line, i + 1 < lines.size() ? Trim(lines[i + 1]) : "")) {
        carried_label_ = Trim(line.substr(line.size() - n));
        line = line.substr(0, line.size() - n);
      }
      // The Legislature's annotations stand together after a section's
      // last provision, each headed by the section's number ("250.04
      // AnnotationNeither s. 140.05 …", "990.001 Annotation", run on in
      // a copy that lost its line breaks): the section's text, not its
      // last provision's. (A note follows the provision it is about and
      // stays its: "NR 724.02 Note" after (1)(b) says "pars. (a) or (b)".)
      line = ReadAnnotations(line, ln);
      // (A bill's clause naming the statute it quotes, "6. 30.77 (3) (am)
      // 1m. of the statutes is created to read:", see MatchLocator.)
      if (code_ == "wis-stat" && line.find("of the statutes") != std::string_view::npos) {
        static const RE2 kClause(R"(((\d+\.\d+[0-9a-z]*)(?:\s*\([0-9a-zA-Z.]+\))*(?:\s*\d+[a-z]*\.)*(?:\s*[a-z]{1,2}\.)?)\s+of\s+the\s+statutes\b[^:]{0,80}\bto\s+read:\s*$)",
                                 RE2::Quiet);
        std::string number, section;
        if (RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), kClause, &number, &section)) {
          clause_number_ = std::move(number);
          clause_section_ = std::move(section);
          clause_line_ = ln;
        }
      }
      // An act's or bill's next clause ("SECTION 3. Nonstatutory
      // provisions.", "3,3 Section 3. …", "AB532-SA7,7L 25Section 7L. …")
      // after the statute the clause before quoted: the act's text again,
      // not the quoted provision's.
      if (act_ != kNoProvision && current_ != act_) {
        // (Or the preview site's tag run into it: "SB1071,1323Section 13.")
        static const RE2 kNextClause(
            R"(^\s*(?:\S+,(?:\s?s\.\s?)?\S*\s+|[A-Z]{2,5}\d+,\d*)?\d{0,2}(?:SECTION|Section)\s+\d+[a-zA-Z]*\s?\.)",
            RE2::Quiet);
        if (RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), kNextClause)) StartSection(act_);
      }
      ReadLine(line, ln);
      // A page's "Current through August 26, 2024" ends its paragraph: a
      // label opening the next line starts the text ("(1) ELIGIBLE
      // COSTS."), as after a blank line. So does lexace's "Open in
      // Lexace · Ask the AI about this section".
      // (And lawserver's glossary entry, a bullet's line: "• Year: means a
      // calendar year … See Wisconsin Statutes 990.01", then "(1) Real
      // property …".)
      if (std::string_view t = Trim(line); t.starts_with("Current through ") ||
                                           t.starts_with("Open in Lexace") ||
                                           trimmed.starts_with("\xE2\x80\xA2"))
        BreakParagraph();
    }
    if (!pending_.empty()) {
      reporter_->Warn({src_.name(), pending_line_, 0},
                      "no provision label found; text kept in a provision "
                      "named after the file");
      int32_t p = b_->Open(Key(code_, "file." + src_.name()), "",
                           pending_line_, kNoProvision);
      AppendPending(p);
    }
  }

 protected:
  // A full locator ("30.12(1g)(jm)7.") or a section heading ("30.01
  // Definitions.") at line[t], when it is one here.
  size_t MatchLocator(std::string_view line, size_t t,
                      bool line_start) override {
    loc_.reset();
    heading_ = 0;
    prefix_ = 0;
    heading_from_ = 0;
    title_line_ = false;
    bool agency = code_ == "wis-adm";
    // The text a bill's clause quotes, its number not printed atop it
    // ("1. 809.23(4) of the statutes is repealed and recreated to read:"
    // then "(4) REQUEST FOR PUBLICATION. (a) … par. (b)"): its first label
    // opens the statute the clause named.
    if (std::optional<WisLocator> treated = line_start ? std::exchange(treated_, std::nullopt) : std::nullopt;
        treated && line.substr(t).starts_with(treated->levels.back() + " ")) {
      treated->length = treated->levels.back().size();
      treated->marker.clear();
      loc_ = std::move(treated);
      return loc_->length;
    }
    // (The text a bill's clause quotes under its number and levels, as
    // bills print them, spaced: "SECTION 6. 66.0401 (5) of the statutes is
    // created to read:" then "66.0401 (5) Public service commission
    // review. (a) The decision …".)
    if (line_start && !agency && AfterClause())
      if (size_t n = QuotedSpacedLocator(line.substr(t)); n > 0) return n;
    // (Nor the Supreme Court Rules an order quotes, "SCR 75.02(2) of the
    // Supreme Court Rules is amended to read:" then "75.02(2) (a) The
    // chief judge … under sub. (1)": no statute's text nor label.)
    if (line_start && !agency && prev_text_line_.ends_with("to read:") && NamesSupremeCourtRules(prev_text_line_))
      return 0;
    // casetext's and the like's title line: "Section 70.11 - Property
    // exempted from taxation", "Section Trans 254.03 - Permit application".
    if (line_start && line.substr(t).starts_with("Section ")) {
      if (size_t n = MatchTitleLine(line.substr(t), 8, agency)) return n;
      if (agency)
        if (size_t n = MatchAgencyLessTitle(line.substr(t))) return n;
    }
    // Cornell's: "Wis. Admin. Code Medical Examining Board § Med 8.07 -
    // Practice", "Wis. Admin. Code SPS § SPS 382.40", "Wis. Stat. § 30.12
    // - …": the body's name (and the agency's), the sign, the section.
    // (lexace's: "Wisconsin Code § 50.037" alone, its heading on the next
    // line.)
    if (line_start) {
      std::string_view rest = line.substr(t);
      // (lawserver's: "Terms Used In Wisconsin Statutes 70.32", its
      // glossary, then the text.)
      static constexpr std::string_view kStatutes[] = {"Wis. Stat. ", "Wis. Stats. ",
                                                       "Wisconsin Code ", "Wisconsin Statutes ",
                                                       "Terms Used In Wisconsin Statutes "};
      static constexpr std::string_view kRules[] = {"Wis. Admin. Code ", "Wis. Adm. Code ",
                                                    "Wisconsin Administrative Code "};
      std::string_view name;
      for (std::string_view n : agency ? std::span<const std::string_view>(kRules)
                                       : std::span<const std::string_view>(kStatutes))
        if (rest.starts_with(n)) name = n;
      size_t sign = !name.empty() ? rest.substr(0, 120).find("\xC2\xA7 ")
                                  : std::string_view::npos;
      // (The words between are a name: no punctuation, but FindLaw's
      // chapters of its title, "Wisconsin Statutes Property (Ch. 700 to
      // 710) § 704.07. Repairs; untenantability", and Cornell's agency
      // and its division, "Department of Administration-Division of
      // Personnel Management; Merit Recruitment § ER-MRS 6.04 - …".)
      std::string between(sign == std::string_view::npos
                              ? std::string_view()
                              : rest.substr(name.size() - 1, sign + 1 - name.size()));
      static const RE2 kChapters(R"( \(Ch\. \d+[A-Z]? to \d+[A-Z]?\) )", RE2::Quiet);
      RE2::Replace(&between, kChapters, " ");
      if (sign != std::string_view::npos &&
          between.find_first_of(agency ? ".,:()" : ".,;:()") == std::string::npos)
        if (size_t n = MatchTitleLine(rest, sign + 2, agency)) return n;
      // (Or no sign: "Wis. Admin. Code Department of Transportation Trans
      // 275.05 - Authorization code", the section's number then its dash.)
      for (size_t w = name.size(); !name.empty() && sign == std::string_view::npos &&
                                   w < rest.size() && w < 120;
           w = rest.find(' ', w) == std::string_view::npos ? rest.size() : rest.find(' ', w) + 1) {
        if (rest.substr(name.size(), w - name.size()).find_first_of(".,;:()") != std::string_view::npos)
          break;
        auto loc = ParseWisLocator(rest.substr(w), /*require_levels=*/false, agency);
        if (!loc || !loc->levels.empty()) continue;
        std::string_view after = Trim(rest.substr(w + loc->length));
        // (Or the number alone, casetext's citation line, where no section
        // is open yet: "Wis. Admin. Code Department of Natural Resources NR
        // 111.01" under the text it names.)
        if (after.starts_with("- ") || after.starts_with("\xE2\x80\x93 ") ||
            after.starts_with("\xE2\x80\x94 ") || (after.empty() && current_ == kNoProvision))
          if (size_t n = MatchTitleLine(rest, w, agency)) return n;
        break;
      }
    }
    char c = line[t];
    if (agency ? (c < 'A' || c > 'Z') : (c < '0' || c > '9')) return 0;
    std::string_view rest = line.substr(t);
    // (Inline where a copy lost its line breaks: "… eff. 1-1-06. DCF
    // 57.46DCF 57.46 Other licenses. …".)
    std::string_view before = line_start ? std::string_view() : prev_token();
    // (Right after a locator this reader opened, the token before is the
    // locator's last word, its heading's: "NR 13.32NR 13.32 Statutory
    // modifications and exceptions. NR 13.32(1)(1) Trap tags.")
    if (const char* here = line.data() + t; !line_start && located_end_ != nullptr &&
                                            here > located_end_ && here - located_end_ < 8 &&
                                            Trim(std::string_view(located_end_, here - located_end_)).empty())
      before = located_last_;
    bool sentence_end = !before.empty() && (before.back() == '.' || before.back() == ':' ||
                                            before.back() == ';');
    // (A doubled number after the statutes' name too: "… were corrected
    // under s. 13.93 (2m) (b) 7., Stats. VA 2.01VA 2.01 Subsistence …".)
    bool tail = before == "Stats." || before == "Stat.";
    if (line_start || (sentence_end && (!IsCitationLeadIn(before) || tail))) {
      if (size_t n = MatchDoubledSection(rest, agency)) return n;
    } else if (!IsCitationLeadIn(before) && GluedDouble(rest, agency)) {
      // (Glued, the two copies one token, even after words that end no
      // sentence: "… standards for services to juveniles DOC 346.02DOC
      // 346.02 Applicability.", a note the copy cut short.)
      if (size_t n = MatchDoubledSection(rest, agency)) return n;
    }
    auto loc = ParseWisLocator(rest, /*require_levels=*/false, agency);
    // (A bill's page that opens on the clause's statute atop the quoted
    // text, the line's number run into it: "… 30.77 (3) (am) 1m. of the
    // statutes is created to read:", the page's tag "AB1050-ASA1,3,6",
    // then "130.77" over "(3) (am) 1m. A town …": 30.77, not 130.77.)
    if (line_start && !agency && AfterClause()) {
      for (size_t k = 1; k <= 2 && k < rest.size() && ascii::IsDigit(static_cast<unsigned char>(rest[k - 1])); ++k) {
        size_t e = k + clause_section_.size();
        if (!rest.substr(k).starts_with(clause_section_) || (e < rest.size() && rest[e] != ' ' && rest[e] != '\t'))
          continue;
        if (auto number = ParseWisLocator(rest.substr(k), false, agency); number && number->section == clause_section_) {
          number->length += k;
          loc = std::move(number);
          break;
        }
      }
    }
    // (A full stop after a section's number opening a line, the heading
    // after it: "968.075. Domestic abuse incidents; …".)
    // (Only the first 24 bytes are looked at: a line of 50,000 listed
    // sections, each token a call here, must not be searched to its end.)
    if (size_t dot = !loc && line_start ? rest.substr(0, 25).find(". ") : std::string_view::npos; dot < 24)
      if (auto number = ParseWisLocator(rest.substr(0, dot), false, agency);
          number && number->levels.empty() && number->length == dot)
        loc = number;
    if (!loc) return 0;
    // (Nor a bill's clause whose "SECTION 1." the copy lost: ". 20.005 (3)
    // (schedule) of the statutes: at the appropriate place, insert", the
    // bill's words naming the statute, not its label.)
    if (!loc->levels.empty() && rest.substr(loc->length, 40).find("of the statutes") != std::string_view::npos) {
      static const RE2 kOfTheStatutes(R"(^\s*(?:\([A-Za-z]+\.?\)\s*)?of\s+the\s+statutes\b)", RE2::Quiet);
      std::string_view after = rest.substr(loc->length, 40);
      if (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfTheStatutes)) {
        if (next_line_.starts_with(loc->levels.back() + " ")) treated_ = loc;
        return 0;
      }
    }
    // (Nor a list's next item opening a line, the line before ending in
    // one and its semicolon or comma: "…; 809.31(5);\n809.32(1) to (4);
    // …" in a caption.)
    // (A label alone on its line, "… listed under sub. (4) (d);" then
    // "NR 117.05(2)(k)3.", is the page's next provision.)
    if (line_start && !loc->levels.empty() && Trim(rest).size() > loc->length) {
      std::string_view pl = Trim(prev_line_);
      if (pl.size() > 2 && (pl.back() == ';' || pl.back() == ',')) {
        size_t sp = pl.find_last_of(' ');
        std::string_view item = pl.substr(sp == std::string_view::npos ? 0 : sp + 1);
        if (ListItem(item.substr(0, item.size() - 1), agency)) return 0;
      }
    }
    bool alone = line_start && Trim(rest).size() == loc->length;
    // A table of contents' entry before any section ("NR 185.01
    // Purpose.", "SPS 500.02 Policy.", the line before or after another,
    // or a subchapter's title): the chapter's text, not the section,
    // which opens below. Under no chapter's title, the entry's chapter
    // opens to hold it.
    if (loc->levels.empty() && line_start && IsContentsLine(rest, agency) &&
        (IsContentsLine(next_line_, agency) || IsContentsLine(prev_line_, agency) ||
         next_line_.starts_with("Subchapter ") || prev_line_.starts_with("Subchapter "))) {
      if (current_ == kNoProvision) {
        std::string_view section = loc->section;
        Key key(code_, "ch." + std::string(section.substr(0, section.find('.'))));
        int32_t p = b_->Open(key, "", line_no_, kNoProvision);
        if (!pending_.empty()) {
          AppendPending(p);
        }
        StartSection(p);
        return 0;
      }
      if (b_->at(Top(current_)).key.path().starts_with("ch.")) return 0;
    }
    if (loc->levels.empty() && !alone) {
      // A bare section number opens its section only at a line start and
      // before a heading sentence: "30.01 Definitions. In this chapter:".
      if (!line_start || IsCitationLeadIn(prev_token())) return 0;
      size_t sp = loc->length;
      while (sp < rest.size() && (rest[sp] == ' ' || rest[sp] == '\t')) ++sp;
      size_t h = SectionHeadingLength(rest.substr(sp));
      // A table of contents' entry, among others: "NR 213.06   Exemptions
      // from ch. NR 213.", "NR 213.13   Requirements for sweet corn silage
      // stacks … at any one time." (a heading with a citation's words in
      // it, or a long one): the number, two spaces or more, the heading to
      // the line's end.
      if (h == 0 && sp >= loc->length + 2 && (IsTocEntry(next_line_, agency) || IsTocEntry(prev_line_, agency))) {
        std::string_view heading = Trim(rest.substr(sp));
        // ("NR 670.320   How do I modify my standardized license?")
        if (heading.size() > 1 && heading.size() < 300 &&
            (heading.back() == '.' || heading.back() == '?') &&
            std::isupper(static_cast<unsigned char>(heading[0])))
          h = heading.size();
      }
      // A heading that holds a parenthesis with citations, to the line's
      // end, the text on the lines below: "809.30 Rule (Appeals in s.
      // 971.17 proceedings and in criminal, ch. 48, 51, 55, 938, and 980
      // cases)." then a blank line or "(1) Definitions. …".
      if (h == 0 && sp > loc->length &&
          (Trim(next_line_).empty() || Trim(next_line_).starts_with("(")))
        h = ParenthesizedHeadingLength(rest.substr(sp));
      // (A heading without its full stop, to the line's end, perhaps after
      // the number's: WomensLaw's "968.075. Domestic abuse incidents;
      // arrest and prosecution", then a blank line or a label.)
      if (h == 0 && line_start && (Trim(next_line_).empty() || Trim(next_line_).starts_with("("))) {
        size_t at = loc->length;
        if (at < rest.size() && rest[at] == '.') ++at;
        size_t from = at;
        while (at < rest.size() && (rest[at] == ' ' || rest[at] == '\t')) ++at;
        std::string_view heading = Trim(rest.substr(at));
        std::string_view words = heading.ends_with(".") ? heading.substr(0, heading.size() - 1) : heading;
        // (One word without a full stop is a note's word: "346.62
        // Annotation", the rest of its line read after it.)
        if (at > from && heading.size() >= 4 && heading.size() <= 150 && ascii::IsUpper(heading[0]) &&
            words.find_first_of(".:()0123456789\xC2\xA7") == std::string_view::npos &&
            (words.find(' ') != std::string_view::npos || heading.ends_with("."))) {
          sp = at;
          h = heading.size();
        }
      }
      // (The heading glued on where a copy lost the space: "ATCP
      // 134.02Definitions.")
      bool glued = sp == loc->length && sp + 1 < rest.size() &&
                   std::isupper(static_cast<unsigned char>(rest[sp])) &&
                   std::islower(static_cast<unsigned char>(rest[sp + 1]));
      if (h == 0 || (sp == loc->length && !glued)) return 0;
      heading_ = sp + h - loc->length;
      loc_ = loc;
      return sp + h;
    }
    if (line_start) {
      // "…, under s. 59.692 (6), Stats." then a label alone on its line:
      // the tail ends that citation, the label opens a provision.
      std::string_view prev = prev_token();
      bool tail = prev == "Stats." || prev == "Stat.";
      // (The Legislature's pages print each provision's locator and then
      // its label, on the line or the next: "NR 103.03(1)(g) (g)
      // Recreational …", a line no citation runs on to, even after "…
      // food; and".)
      std::string_view after = Trim(rest.substr(loc->length));
      // ("Trans 101.02(7)(b)(b) Any person …" after "…, Stats.": the
      // label doubled onto the locator.)
      bool relabelled = !loc->levels.empty() &&
                        (!loc->marker.empty() ||
                         after.starts_with(loc->levels.back()) ||
                         (alone && next_line_.starts_with(loc->levels.back() + " ")));
      if (IsCitationLeadIn(prev) && !(tail && alone) && !relabelled) return 0;
    } else if (!loc->levels.empty() && !loc->marker.empty() && sentence_end &&
               (!IsCitationLeadIn(before) || before == "Stats." || before == "Stat.")) {
      // Inline, the label doubled onto the locator ("… Stats. NR
      // 115.04(2)(c)9.9. If …", "… eff. 1-1-06. DCF 57.45(1)(1) A person
      // …"): the Legislature's page run on, in any section.
    } else {
      // Inline: after a sentence end, in the section being read.
      if (!section_name_.empty() && loc->section != section_name_) return 0;
      if (before.empty() || IsCitationLeadIn(before)) return 0;
      if (!sentence_end) return 0;
      // (Not an item of a list of numbers apart by semicolons, "§§
      // 808.04(1); 808.07(6); 808.075(2) and (8)": the token before is a
      // number of the same shape.)
      // ("… (6) and (6am); 809.11(4) to (8)": or a level of one.)
      if (before.back() == ';' && ListItem(before.substr(0, before.size() - 1), agency)) return 0;
      // (Nor the rule a rule-making order's section names after its
      // number, "SECTION 13 and 14. Tax 61.05(1) and (2) are amended".)
      static const RE2 kOrderSection(
          R"(^\s*(?:SECTION|Section)S?\s+\d+[a-z]?(?:(?:\s*,\s*|\s+and\s+)\d+[a-z]?)*\s?\.\s*$)", RE2::Quiet);
      std::string_view head = line.substr(0, t);
      if (head.size() < 48 && RE2::FullMatch(re2::StringPiece(head.data(), head.size()), kOrderSection)) return 0;
    }
    loc_ = loc;
    return loc->length;
  }

  // Whether this line is one of the three after a bill's clause naming
  // the statute it quotes (past a page's tag or its blank lines): where
  // the quoted text opens under the clause's number.
  bool AfterClause() const {
    return !clause_section_.empty() && line_no_ > clause_line_ && line_no_ - clause_line_ <= 3;
  }

  // A locator with its levels spaced as bills print them ("66.0401 (5)
  // (a)") at the start of `rest`, when the clause just before names it
  // ("66.0401 (5) of the statutes is created to read:", AfterClause): its length,
  // loc_ set; 0 otherwise. (The line's number may run into it, "1125.51
  // (3) (bv) 1. Subject to …" under "125.51 (3) (bv) of the statutes is
  // created to read:", line 1 of a page.)
  // (Or the preview site's copy, its page tag, an empty field and the
  // line's number twice run into it: "SB1071,,222225.46 (2m) Of the
  // moneys …" under "Section 12. 25.46 (2m) of the statutes is amended to
  // read:"; the tag kept in the label's text.)
  size_t QuotedSpacedLocator(std::string_view rest) {
    size_t first = 0, last = 2;
    if (!rest.empty() && ascii::IsUpper(static_cast<unsigned char>(rest[0]))) {
      static const RE2 kPreviewTag(std::string("^") + std::string(kBillTagName) + ",,", RE2::Quiet);
      re2::StringPiece tp(rest.data(), rest.size());
      if (!RE2::Consume(&tp, kPreviewTag)) return 0;
      first = static_cast<size_t>(tp.data() - rest.data()) + 1;
      last = first + 7;
    }
    for (size_t k = first; k <= last && k < rest.size(); ++k) {
      if (k > 0 && !ascii::IsDigit(static_cast<unsigned char>(rest[k - 1]))) break;
      std::string_view from = rest.substr(k);
      size_t sp = from.find(' ');
      if (sp == std::string_view::npos || sp > 12) return 0;
      auto loc = ParseWisLocator(from.substr(0, sp), /*require_levels=*/false);
      if (!loc || !loc->levels.empty() || loc->length != sp) continue;
      size_t end = sp;
      while (end + 1 < from.size() && from[end] == ' ') {
        size_t n = ReadWisComponent(from.substr(end + 1));
        if (n == 0 || (end + 1 + n < from.size() && from[end + 1 + n] != ' ')) break;
        loc->levels.emplace_back(from.substr(end + 1, n));
        end += 1 + n;
      }
      if (loc->levels.empty()) continue;
      // (The clause names the number and the first levels at least, past
      // them a "(intro.)", a "(title)" or further levels.)
      if (!clause_number_.starts_with(loc->section + " " + loc->levels[0])) continue;
      loc->length = k + end;
      loc_ = std::move(loc);
      return k + end;
    }
    return 0;
  }

  // Whether a token is a number of the statutes' or rules' shape, whole
  // ("808.07(6)"), or a level of one ("(6am)"): a list's item.
  static bool ListItem(std::string_view item, bool agency) {
    if (auto prior = ParseWisLocator(item, /*require_levels=*/false, agency); prior && prior->length == item.size())
      return true;
    return item.size() >= 3 && item.front() == '(' && ReadWisComponent(item) == item.size();
  }

  void OpenLocator(std::string_view token, int ln) override {
    const WisLocator& loc = *loc_;
    if (section_name_.empty()) section_name_ = loc.section;
    Key key(code_, loc.Path());
    std::string label(token.substr(0, prefix_ + loc.length - loc.marker.size()));
    // An act's or bill's text before the first statute it quotes ("An
    // Act to create 323.225 of the statutes; … SECTION 1. 323.225 of the
    // statutes is created to read:", then "323.225 Prohibition …") is
    // the act's, not the quoted section's: kept in a provision named
    // after the file.
    // (So a scope statement's text before the rule it quotes: "Statement
    // of Scope … Rule No.: CSB 2.98 … 3. Description …", then "CSB 2.98
    // Excluding … from schedule II.")
    if (!pending_.empty() && current_ == kNoProvision &&
        (IsActText(pending_) || (pending_.starts_with("Statement of Scope") &&
                                 pending_.find("Rule No") != std::string::npos))) {
      act_ = b_->Open(Key(code_, "file." + src_.name()), "", pending_line_, kNoProvision);
      AppendPending(act_);
    }
    int32_t p = b_->OpenNested(key, label, ln);
    if (std::string_view carried = std::exchange(carried_label_, {});
        !carried.empty() && carried == label && loc.levels.empty()) {
      // (The copy that ended the line before.)
      b_->document().doubled_labels.push_back({p, std::string(carried) + " " + label});
    } else if (heading_from_ > prefix_ + loc.length) {
      // The number printed twice: the label is the first copy; both are
      // kept, as written, for the conservation check.
      std::string_view both = token.substr(prefix_, heading_from_ - prefix_);
      while (!both.empty() && both.back() == ' ') both.remove_suffix(1);
      b_->document().doubled_labels.push_back({p, std::string(both)});
    }
    if (title_line_ && heading_ == 0) heading_awaited_ = p;
    if (heading_ > 0) {
      std::string_view heading = Trim(token.substr(heading_from_ ? heading_from_ : prefix_ + loc.length));
      // (The title line's dash: "Section 70.11 - Property …"; e-laws'
      // period, "Section 120.12. Data …".)
      for (std::string_view dash : {"-", "\xE2\x80\x93", "\xE2\x80\x94", "."})
        if (heading.starts_with(dash)) heading = Trim(heading.substr(dash.size()));
      b_->SetHeading(p, std::string(heading));
    }
    if (!pending_.empty()) {
      // Text before the first label belongs to the section it opens.
      AppendPending(Top(p));
    }
    Located(p, /*expect_marker=*/loc.marker.empty());
    if (!loc.marker.empty()) b_->Append(p, loc.marker, ln);
    located_end_ = token.data() + token.size();
    located_last_.assign(LastToken(token));
  }

 private:
  // The section a provision stands in (the provision itself at the top);
  // kNoProvision for none.
  int32_t Top(int32_t p) const {
    while (p != kNoProvision && b_->at(p).parent != kNoProvision) p = b_->at(p).parent;
    return p;
  }

  // The key of a section's number alone ("254.46", "ATCP 51.04"), or none.
  std::optional<Key> SectionKey(std::string_view number) const {
    auto loc = ParseWisLocator(number, /*require_levels=*/false, code_ == "wis-adm");
    if (!loc || !loc->levels.empty()) return std::nullopt;
    return Key(code_, loc->Path());
  }

  // "Section 70.11 - Property exempted from taxation" as a whole line
  // (the section's number at prefix): its length, with the section as the
  // locator and the rest its heading; 0 when it is not one. Only the
  // section's number, and only where no section is open yet or one with a
  // heading ("Section 70.11" alone opens the document's first).
  size_t MatchTitleLine(std::string_view line, size_t prefix, bool agency) {
    std::string_view rest = Trim(line.substr(prefix));
    auto loc = ParseWisLocator(rest, /*require_levels=*/false, agency);
    // (e-laws' full stop after the number: "Section 291.97. Violations and
    // penalties.")
    if (!loc) {
      std::string_view number = rest.substr(0, std::min<size_t>(rest.find(". "), 24));
      loc = ParseWisLocator(number, /*require_levels=*/false, agency);
      if (loc && loc->length != number.size()) loc.reset();
    }
    if (!loc || !loc->levels.empty()) return 0;
    std::string_view after = Trim(rest.substr(loc->length));
    bool dash = after.starts_with("-") || after.starts_with("\xE2\x80\x93") ||
                after.starts_with("\xE2\x80\x94") ||
                (after.starts_with(". ") && after.size() > 3 && ascii::IsUpper(after[2]));
    if (!dash && !(after.empty() && section_name_.empty())) return 0;
    prefix_ = rest.data() - line.data();
    heading_ = after.empty() ? 0 : 1;
    title_line_ = true;
    loc_ = loc;
    section_name_.clear();  // a new section: its own labels follow
    // "Section DCF 59.08 - License denial or revocation(1) GROUNDS. The
    // department …": a page that runs the text on from the heading; the
    // first label, glued to the heading's last word, opens the text. (Or
    // a numbered subsection with its letters: "… for victims and
    // witnesses(1v) RIGHTS OF VICTIMS. …".)
    for (size_t k = 1; k + 4 < after.size() && k < 200; ++k) {
      if (after[k] != '(' || !std::islower(static_cast<unsigned char>(after[k - 1]))) continue;
      size_t e = k + 1;
      while (e < after.size() && e - k <= 3 && std::isdigit(static_cast<unsigned char>(after[e]))) ++e;
      bool numbered = e > k + 1 && after[k + 1] != '0';
      while (numbered && e < after.size() && e - k <= 5 && std::islower(static_cast<unsigned char>(after[e]))) ++e;
      std::string_view label = after.substr(k, 3);
      if (((numbered && e + 1 < after.size() && after[e] == ')' && after[e + 1] == ' ') ||
           (label == std::string_view("(a)") && after[k + 3] == ' ')))
        return static_cast<size_t>(after.data() + k - line.data());
    }
    return line.size();
  }

  // The bytes of a bare section number ending `line` after a sentence,
  // with the space before it, when `next` opens with the same number and
  // a heading; 0 otherwise.
  size_t TrailingDoubledLabel(std::string_view line, std::string_view next) const {
    std::string_view t = line;
    while (!t.empty() && ascii::IsSpace(t.back())) t.remove_suffix(1);
    size_t cut = t.rfind(' ');
    if (cut == std::string_view::npos || cut == 0) return 0;
    bool agency = code_ == "wis-adm";
    if (agency) cut = t.substr(0, cut).rfind(' ');  // the agency's too: "DHS 94.01"
    if (cut == std::string_view::npos || cut == 0) return 0;
    std::string_view number = t.substr(cut + 1);
    auto loc = ParseWisLocator(number, /*require_levels=*/false, agency);
    if (!loc || !loc->levels.empty() || loc->length != number.size()) return 0;
    std::string_view before = LastToken(t.substr(0, cut));
    if (before.empty() || !(before.back() == '.' || before.back() == ':') ||
        IsCitationLeadIn(before))
      return 0;
    if (next.size() <= number.size() + 1 || !next.starts_with(number) ||
        next[number.size()] != ' ' || SectionHeadingLength(next.substr(number.size() + 1)) == 0)
      return 0;
    return line.size() - cut;
  }

  // The key of chapter `chapter` as a page names it ("NR 185", "30"):
  // the Administrative Code's with its agency, the statutes' without.
  std::optional<Key> ChapterKey(std::string_view chapter) const {
    std::string path = "ch.";
    for (char ch : chapter)
      if (!ascii::IsSpace(ch)) path += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    bool agency_named = chapter.find(' ') != std::string_view::npos;
    if (agency_named != (code_ == "wis-adm")) return std::nullopt;
    return Key(code_, path);
  }

  // Reads `line` up to each annotation's head of the section open ("…
  // unclaimed by the defendant. 800.095 AnnotationSection 343.30 (5) does
  // not …"), the head and what follows as the section's; the rest, after
  // the last head, is left to read.
  std::string_view ReadAnnotations(std::string_view line, int ln) {
    static const RE2 kHead(kSectionNoteHead, RE2::Quiet);
    // (A note's head counts only where no section is open yet: below.)
    if (line.find("Annotation") == std::string_view::npos && line.find("Cross-reference") == std::string_view::npos &&
        (Top(current_) != kNoProvision || line.find("Note") == std::string_view::npos))
      return line;
    re2::StringPiece in(line.data(), line.size());
    re2::StringPiece m[3];
    size_t from = 0;
    while (from < line.size() && kHead.Match(in, from, line.size(), RE2::UNANCHORED, m, 3)) {
      size_t at = m[0].data() - line.data(), end = at + m[0].size();
      from = end;
      // (A note's head only where a page opens with it, "809.25
      // NoteJudicial Council Committee's Note, 1979: Sub. (1) (a) …": that
      // section's; elsewhere a note stays the provision's it follows.)
      // ("Trans 101.02 NoteNote: …" is read as a note line.)
      if (m[2] == "Note" && (at != 0 || Top(current_) != kNoProvision || end >= line.size() ||
                             !ascii::IsUpper(line[end]) || line.substr(end).starts_with("Note")))
        continue;
      std::string_view before = Trim(line.substr(0, at));
      std::string_view number(m[1].data(), m[1].size());
      // (Or a colon: "The following are special provisions …: 815.11
      // Annotationss. 32.05 (8), 32.06 (9) (c)", a cross-reference's list.)
      bool opens = before.empty() || before.back() == '.' || before.back() == ')' || before.back() == ';' ||
                   before.back() == ':';
      std::optional<Key> key = SectionKey(number);
      // (The section open, or one whose locator the line holds before.)
      int32_t top = Top(current_);
      // (Or, where a page opens with another section's annotations,
      // "48.02 Annotation Under sub. (13), …" before 48.023: that
      // section, opened for them, as a page opening with a section's note.)
      if (top == kNoProvision && key && before.empty() && at == 0) {
        top = b_->Open(*key, "", ln, kNoProvision);
        StartSection(top);
      }
      bool open = top != kNoProvision && key && b_->at(top).key == *key;
      if (!opens || !key || (!open && before.find(number) == std::string_view::npos)) continue;
      if (!before.empty()) ReadLine(line.substr(0, at), ln);
      top = Top(current_);
      if (top != kNoProvision && b_->at(top).key == *key && top != current_) note_owner_ = top;
      ReadLine(line.substr(at, end - at), ln);
      line = line.substr(end);
      in = re2::StringPiece(line.data(), line.size());
      from = 0;
    }
    return line;
  }

  // Whether a section's number printed twice with no space between
  // stands in `line` after its first word.
  bool HoldsGluedDouble(std::string_view line) const {
    bool agency = code_ == "wis-adm";
    for (size_t k = line.find(' '); k != std::string_view::npos; k = line.find(' ', k + 1))
      if (k + 1 < line.size() && (agency ? ascii::IsUpper(line[k + 1]) : ascii::IsDigit(line[k + 1])) &&
          GluedDouble(line.substr(k + 1), agency))
        return true;
    return false;
  }

  // Whether `rest` opens with a section's number printed twice with no
  // space between ("DOC 346.02DOC 346.02", "118.15118.15").
  static bool GluedDouble(std::string_view rest, bool agency) {
    auto loc = ParseWisLocator(rest, /*require_levels=*/false, agency);
    size_t n = loc ? loc->length : 0;
    if (n == 0) {
      // (The first copy runs into the second: no white space ends it.)
      size_t space = agency ? rest.find(' ') : 0;
      size_t k = space == std::string_view::npos ? rest.size() : space + 1;
      while (k < rest.size() && (ascii::IsDigit(rest[k]) || rest[k] == '.')) ++k;
      n = k;
    }
    return n >= 4 && 2 * n <= rest.size() && rest.substr(0, n) == rest.substr(n, n);
  }

  // A heading to the line's end that holds one parenthesis, closed before
  // its full stop ("Rule (Appeals in s. 971.17 proceedings and in
  // criminal, ch. 48, 51, 55, 938, and 980 cases)."): its length, or 0.
  static size_t ParenthesizedHeadingLength(std::string_view s) {
    std::string_view h = Trim(s);
    if (h.size() < 4 || h.size() > 200 || !ascii::IsUpper(h[0]) || !h.ends_with(").")) return 0;
    size_t open = h.find('(');
    if (open == std::string_view::npos || open == 0 || h[open - 1] != ' ' ||
        h.find('(', open + 1) != std::string_view::npos ||
        h.find(')') != h.size() - 2)
      return 0;
    // (Words before the parenthesis, no sentence ended among them.)
    std::string_view before = h.substr(0, open);
    if (before.find_first_of(".:;") != std::string_view::npos) return 0;
    return static_cast<size_t>(h.data() + h.size() - s.data());
  }

  // A heading on a line of its own: a capital, words, no full stop but
  // perhaps a last one, no label, number or citation.
  static bool IsHeadingLine(std::string_view line) {
    if (line.size() < 4 || line.size() > 120 || !ascii::IsUpper(line[0])) return false;
    std::string body(line.ends_with(".") ? line.substr(0, line.size() - 1) : line);
    // (A word in parentheses is the heading's: "Plumbers license
    // (restricted)"; not a label, "(1)", nor a citation's level.)
    static const RE2 kWordsInParentheses(R"( \([a-z][a-z ]{2,30}\))", RE2::Quiet);
    RE2::GlobalReplace(&body, kWordsInParentheses, "");
    // (Semicolons part a heading's topics: "Withdrawal; transfer of
    // ownership; nonrenewal".)
    return body.find_first_of(".:()0123456789\xC2\xA7") == std::string::npos;
  }

  // The Legislature's e-laws pages title a rule's section without its
  // agency: "Section 106.12. Procedure, pleadings and practice." The
  // agency is the one the page's "Agency DHS. Department of …" line, or
  // the manifest's title ("Wis. Admin. Code DHS 106.12 …"), gives for
  // that chapter; none, and the line is no title. Its length, or 0.
  size_t MatchAgencyLessTitle(std::string_view line) {
    std::string_view rest = line.substr(8);
    size_t end = rest.find(' ');
    std::string_view number = rest.substr(0, end);
    if (number.ends_with(".")) number.remove_suffix(1);
    auto loc = ParseWisLocator(number, /*require_levels=*/false);
    if (!loc || !loc->levels.empty() || loc->length != number.size()) return 0;
    std::string agency = AgencyOf(number.substr(0, number.find('.')));
    if (agency.empty()) return 0;
    std::string_view after = rest.substr(number.size());
    if (!after.empty() && !after.starts_with(". ") && after != ".") return 0;
    loc->section = agency + loc->section;
    prefix_ = 8;
    heading_ = Trim(after).size() > 1 ? 1 : 0;
    loc_ = loc;
    section_name_.clear();
    return line.size();
  }

  // The agency whose chapter `chapter` is, as the page or the manifest's
  // title says; empty when neither does.
  std::string AgencyOf(std::string_view chapter) const {
    if (!page_agency_.empty()) return page_agency_;
    // "… Code DHS 106.12 …", "… ch. DHS 120 (…), DHS 120.12": an agency's
    // prefix, a space, this chapter's number. (Or the one letter and its
    // hyphen of "A-E 8.10 Plan stamping".)
    static const RE2 kTitled(R"(\b([A-Z](?:[A-Za-z]{1,4}(?:-[A-Z][A-Za-z]{1,3})?|-[A-Z])) (\d+)\b)");
    re2::StringPiece in(title_);
    std::string agency, number;
    while (RE2::FindAndConsume(&in, kTitled, &agency, &number))
      if (number == chapter && LooksLikeAgency(agency)) return Upper(agency);
    return {};
  }

  // An agency's prefix as keys write it: upper case ("TRANS").
  static std::string Upper(std::string s) {
    for (char& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    return s;
  }

  // An agency's prefix as the titles write it: capitals ("DHS", "DFI-Sec")
  // or a capital and small letters ("Trans"), not a word of the title.
  static bool LooksLikeAgency(std::string_view a) {
    if (!IsAgencyPrefix(a)) return false;
    size_t small = 0;
    for (char ch : a.substr(0, a.find('-'))) small += ch >= 'a' && ch <= 'z';
    size_t head = a.substr(0, a.find('-')).size();
    return small == 0 || small + 1 == head;
  }

  // A section's heading sentence, which may hold a semicolon ("Judicial
  // review; certifying record to court.", "Structures and deposits in
  // navigable waters; permits."): its length, or 0.
  // (Or "U.S." inside it: "Motorcycle rider courses approved by another
  // jurisdiction, U.S. governmental agency or military branch.")
  // (Or a table of contents' heading that ends in the statute it carries
  // out: "Law enforcement aids to counties (ch. 350, Stats.).")
  // (Or a colon before a small letter: "Boards: composition; election;
  // terms; compensation; compatibility.")
  static size_t SectionHeadingLength(std::string_view s) {
    if (size_t h = HeadingLength(s, 12)) return h;
    // (A title that cites: "616.20 Conversion of plans under s. 616.06 to
    // mutuals under ch. 611 or service insurance corporations under ch.
    // 613.", the citations' lead-ins no sentence's end.)
    if (size_t h = CitingHeadingLength(s)) return h;
    auto heading_colon = [](std::string_view w, size_t k) {
      return w[k] == ':' && k + 2 < w.size() && w[k + 1] == ' ' && ascii::IsLower(static_cast<unsigned char>(w[k + 2]));
    };
    size_t semi = s.find(';');
    for (size_t k = 0; k < s.size() && k < semi && k < 100; ++k)
      if (heading_colon(s, k)) semi = k;
    size_t us = s.substr(0, 120).find("U.S. ");
    size_t source = s.substr(0, 120).find(" (");
    size_t source_end = source == std::string_view::npos ? source : s.find(").", source);
    bool stats = source_end != std::string_view::npos && source_end - source < 40 &&
                 s.substr(source, source_end - source).ends_with("Stats.");
    if ((semi == std::string_view::npos || semi > 100) && us == std::string_view::npos && !stats)
      return 0;
    std::string without(s.substr(0, std::min<size_t>(s.size(), 160)));
    if (stats)
      for (size_t k = source + 1; k <= source_end && k < without.size(); ++k) without[k] = '_';
    for (size_t k = 0; k < without.size(); ++k)
      if (without[k] == ';' || heading_colon(without, k)) without[k] = ',';
    for (size_t at = without.find("U.S. "); at != std::string::npos; at = without.find("U.S. ", at))
      without.replace(at, 4, "U_S_");
    return HeadingLength(without, 16);
  }

  // The length of a heading that cites statutes ("Conversion of plans
  // under s. 616.06 to mutuals under ch. 611 …."): read with each "s.",
  // "ss.", "ch.", "chs.", "sub." before a number or a level as no stop;
  // 0 where none stands in the first line's 160 bytes or no heading ends.
  static size_t CitingHeadingLength(std::string_view s) {
    std::string masked(s.substr(0, std::min<size_t>(s.size(), 160)));
    bool any = false;
    static constexpr std::string_view kLeads[] = {" s. ", " ss. ", " ch. ", " chs. ", " sub. ", " subch. "};
    for (std::string_view lead : kLeads)
      for (size_t at = masked.find(lead); at != std::string::npos; at = masked.find(lead, at + 1)) {
        size_t next = at + lead.size();
        if (next < masked.size() && (ascii::IsDigit(static_cast<unsigned char>(masked[next])) || masked[next] == '(' ||
                                     (lead == kLeads[5] && ascii::IsUpper(static_cast<unsigned char>(masked[next]))))) {
          masked[next - 2] = '_';
          any = true;
        }
      }
    return any ? HeadingLength(masked, 20) : 0;
  }

  // A heading whose period the text runs on from ("Necedah national
  // wildlife refuge, Juneau county.Except as provided …"), after a doubled
  // number only: its length, or 0.
  static size_t GluedHeadingLength(std::string_view s) {
    for (size_t k = 1; k + 2 < s.size() && k < 120; ++k) {
      if (s[k] != '.' || !std::isupper(static_cast<unsigned char>(s[k + 1])) ||
          !std::islower(static_cast<unsigned char>(s[k + 2])))
        continue;
      return HeadingLength(s.substr(0, k + 1), 16);
    }
    return 0;
  }

  // A heading with an aside in parentheses ("Ferry bluff state natural
  // area (December 1-March 31)."), after a doubled number only: its
  // length, or 0. The asides are short and hold no sentence's stop.
  static size_t HeadingWithAsideLength(std::string_view s) {
    std::string without(s.substr(0, std::min<size_t>(s.size(), 200)));
    bool aside = false;
    for (size_t open = without.find('('); open != std::string::npos;
         open = without.find('(', open + 1)) {
      size_t close = without.find(')', open);
      if (close == std::string::npos || close - open > 60 ||
          without.substr(open + 1, close - open - 1).find_first_of(".;:(") != std::string::npos)
        return 0;
      std::fill(without.begin() + static_cast<std::ptrdiff_t>(open),
                without.begin() + static_cast<std::ptrdiff_t>(close) + 1, '_');
      aside = true;
    }
    return aside ? HeadingLength(without, 16) : 0;
  }

  // A line that is a table of contents' entry: a section's number, two
  // spaces or more, a capital ("NR 213.05   Additional requirements.").
  // A table of contents' line: a section's number alone, then its heading
  // to the line's end ("SPS 500.02 Policy.", "NR 185.01   Purpose.",
  // "30.01 Definitions.").
  static bool IsContentsLine(std::string_view line, bool agency) {
    line = Trim(line);
    auto loc = ParseWisLocator(line, /*require_levels=*/false, agency);
    if (!loc || !loc->levels.empty() || loc->length >= line.size() || line[loc->length] != ' ')
      return false;
    std::string_view heading = Trim(line.substr(loc->length));
    if (heading.size() < 2 || !ascii::IsUpper(heading[0])) return false;
    size_t h = SectionHeadingLength(heading);
    if (h == heading.size()) return true;
    // (Entries run into one line, the next one's number after the
    // heading: "PI 13.10 Applicability and purpose. PI 13.11 General
    // requirements.")
    if (h > 0) {
      std::string_view next = Trim(heading.substr(h));
      auto more = ParseWisLocator(next, /*require_levels=*/false, agency);
      if (more && more->levels.empty() && more->length < next.size() && next[more->length] == ' ' &&
          more->section.substr(0, more->section.find('.')) == loc->section.substr(0, loc->section.find('.')))
        return true;
    }
    if (heading.size() > 300) return false;
    // (Long, or naming its statute: "Requirements for sweet corn silage
    // stacks … at any one time.", "Law enforcement aids to counties (ch.
    // 350, Stats.).")
    return IsTocEntry(line, agency) && (heading.back() == '.' || heading.back() == '?');
  }

  static bool IsTocEntry(std::string_view line, bool agency) {
    static const RE2 kAgencyEntry(R"(^[A-Z][A-Za-z]{1,4} \d+\.\d+[0-9a-z]*  +[A-Z])", RE2::Quiet);
    static const RE2 kEntry(R"(^\d+\.\d+[0-9a-z]*  +[A-Z])", RE2::Quiet);
    return !line.empty() &&
           RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), agency ? kAgencyEntry : kEntry);
  }

  // Where a section's doubled number opens, after a sentence, inside a
  // history note's line; the line's size when none does.
  // Where a sentence that is no history entry starts after a history
  // note's last register ("… Register February 2013 No. 686.Permit
  // application procedures are in s. Trans 250.025"); line.size() when
  // none does. (Entries go on with a history word: "… No. 420. Correction
  // in (2) made under …".)
  static size_t NoteAfterHistory(std::string_view line) {
    // (The Legislature's page run on: "… 2017 a. 59, 68. 101.63
    // Cross-referenceCross-reference: See also chs. SPS 316, …", the
    // section's cross-reference, note or annotation after its history.)
    static const RE2 kNoteHead(std::string(R"(\.\s+()") + kSectionNoteHead + ")", RE2::Quiet);
    size_t head = line.size();
    if (re2::StringPiece m; RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), kNoteHead, &m))
      head = static_cast<size_t>(m.data() - line.data());
    line = line.substr(0, head);
    static const RE2 kEntryEnd(
        R"((?:\bNo\.\s*\d+|\beff\.\s*\d{1,2}-\d{1,2}-\d{2,4})\.\s*([A-Z][a-z]+)\b)", RE2::Quiet);
    static constexpr std::string_view kHistoryWords[] = {
        "Correction", "Corrections", "Cr", "Am", "Renum", "Rn", "Emerg", "Eff", "Register",
        "Renumbered", "Repealed", "Created", "Amended", "History", "Published"};
    re2::StringPiece rest(line.data(), line.size());
    re2::StringPiece word;
    while (RE2::FindAndConsume(&rest, kEntryEnd, &word)) {
      if (std::find(std::begin(kHistoryWords), std::end(kHistoryWords),
                    std::string_view(word.data(), word.size())) != std::end(kHistoryWords))
        continue;
      return static_cast<size_t>(word.data() - line.data());
    }
    return head;
  }

  size_t NextDoubledSection(std::string_view line) const {
    bool agency = code_ == "wis-adm";
    for (size_t k = line.find(". "); k != std::string_view::npos; k = line.find(". ", k + 1)) {
      size_t at = k + 2;
      if (at >= line.size() || (agency ? !std::isupper(static_cast<unsigned char>(line[at]))
                                       : !std::isdigit(static_cast<unsigned char>(line[at]))))
        continue;
      std::optional<WisLocator> loc;
      size_t from = 0;
      if (DoubledSection(line.substr(at), agency, &loc, &from) > 0) return at;
      // (Or docs-preview's margin locator of the next section's first
      // provision, its last level repeated: "… No. 489, eff. 10-1-96.
      // SFP 2.15(1)(1) False fire alarm.")
      if (loc = ParseWisLocator(line.substr(at), /*require_levels=*/true, agency);
          loc && !loc->marker.empty())
        return at;
    }
    return line.size();
  }

  // The Legislature's pages print a section's number twice before its
  // heading, glued or not: "118.15118.15Compulsory school attendance.",
  // "ATCP 51.06 ATCP 51.06Local approval …". The token's length, with the
  // heading after the second number; 0 when it is not one.
  size_t MatchDoubledSection(std::string_view rest, bool agency) {
    std::optional<WisLocator> loc;
    size_t from = 0;
    size_t length = DoubledSection(rest, agency, &loc, &from);
    if (length == 0) return 0;
    loc_ = loc;
    heading_ = 1;
    heading_from_ = from;
    section_name_.clear();
    return length;
  }

  // The token MatchDoubledSection takes at rest, its locator and where
  // its heading starts; 0 when there is none. Sets nothing of the reader.
  size_t DoubledSection(std::string_view rest, bool agency, std::optional<WisLocator>* found,
                        size_t* heading_from) const {
    for (size_t n = 3; n <= 16 && 2 * n < rest.size(); ++n) {
      size_t second = rest[n] == ' ' ? n + 1 : n;
      if (second + n >= rest.size() || rest.substr(0, n) != rest.substr(second, n)) continue;
      // (The heading glued on, or after one space.)
      size_t from = second + n;
      if (rest[from] == ' ' && from + 1 < rest.size()) ++from;
      char next = rest[from];
      if (next < 'A' || next > 'Z') continue;
      auto loc = ParseWisLocator(rest.substr(0, n), /*require_levels=*/false, agency);
      if (!loc || loc->length != n || !loc->levels.empty()) continue;
      size_t h = SectionHeadingLength(rest.substr(from));
      if (h == 0) h = GluedHeadingLength(rest.substr(from));
      if (h == 0) h = HeadingWithAsideLength(rest.substr(from));
      // (A heading with a citation's words in it, "NR 670.001 NR
      // 670.001 Purpose and scope of subchs. A to I.", to the line's end
      // where the next line opens a level of the section.)
      if (std::string_view whole = Trim(rest.substr(from));
          h == 0 && whole.size() < 200 && (whole.ends_with(".") || whole.ends_with("?")) &&
          whole.data() + whole.size() == rest.data() + rest.size() &&
          next_line_.starts_with(rest.substr(0, n)) && next_line_.size() > n && next_line_[n] == '(')
        h = whole.size();
      if (h == 0) continue;
      *found = loc;
      *heading_from = from;
      return from + h;
    }
    return 0;
  }

  const SourceText& src_;
  std::string_view next_line_;  // the line after the one being read
  std::string_view prev_line_;  // and the one before
  std::optional<WisLocator> loc_;
  size_t heading_from_ = 0;  // where the heading starts in the token, when set
  size_t prefix_ = 0;   // bytes of "Section " before the locator
  size_t heading_ = 0;  // bytes of a section heading after the number
  int line_no_ = 0;           // the line being read
  bool title_line_ = false;  // the locator is a title line's section number
  // The section a title line opened with no heading: its heading may be
  // the next line.
  // The act's or bill's own text, its clauses, where it quotes statutes.
  int32_t act_ = kNoProvision;
  int32_t heading_awaited_ = kNoProvision;
  // The section whose history note was read last: the notes after it are
  // the section's.
  int32_t history_section_ = kNoProvision;
  // The provision open when it was read: while it stays open, the lines
  // after the note are the section's annotations.
  int32_t history_current_ = kNoProvision;
  // The section a Register's note head opened ("Note: DOC 306.08.").
  int32_t note_section_ = kNoProvision;
  // A section's number cut from the end of the line before, where the
  // section's own line opens with it again.
  std::string_view carried_label_;
  std::string section_name_;
  std::string title_;        // the manifest's title of the document
  std::string page_agency_;  // the agency an "Agency DHS. …" line names
  // Where the last locator this reader opened ends in its line, and its
  // last word.
  const char* located_end_ = nullptr;
  std::string located_last_;
  // The statute a bill's clause named ("… of the statutes is amended to
  // read:"), its last label opening the next line: the quoted text's.
  std::optional<WisLocator> treated_;
  // The statute a bill's clause named last ("30.77 (3) (am) 1m. of the
  // statutes is created to read:"), its section and its line.
  std::string clause_number_;
  std::string clause_section_;
  int clause_line_ = 0;
  // The last line before this one that holds text.
  std::string_view prev_text_line_;
};

}  // namespace

void ReadWisStatuteText(const SourceText& src, int32_t doc, Corpus* corpus,
                        Reporter* reporter) {
  TreeBuilder b(corpus, doc, reporter);
  const DocumentSpec& spec = corpus->documents[doc].spec;
  WisReader(src, &b, spec.code, spec.title, reporter).Run();
}

}  // namespace lexgraph
