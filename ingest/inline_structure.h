// Recovers a provision tree from text whose labels run inline, the way
// most sources publish statutes: "30.01 Definitions. In this chapter: (1am)
// “Area …” means any of the following: (a) A state natural area … (1c) (a)
// …". A label-shaped token opens a provision only where the label grammar
// (ingest/label_grammar.h) expects one: after the end of a clause or at a
// paragraph start, not inside a citation ("sub. (1g) (f)", "under par.
// (a)", "s. 30.206 (a)"), and in the style's order. Shared by the
// wis-statute-text and jsonl-sections readers.
#ifndef LEXGRAPH_INGEST_INLINE_STRUCTURE_H_
#define LEXGRAPH_INGEST_INLINE_STRUCTURE_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "corpus/diagnostic.h"
#include "ingest/label_grammar.h"
#include "ingest/tree_builder.h"

namespace lexgraph {

class InlineStructure {
 public:
  struct Options {
    // A line of the input starts a paragraph (jsonl text split at "\n"),
    // so a label there needs no clause end before it.
    bool line_starts_paragraph = false;
    // Wisconsin subsections may open with a heading sentence:
    // "(1h) Personal watercraft secured to piers allowed. A riparian …".
    bool subsection_headings = false;
    // A subdivision's number may be glued to the label or the citation
    // before it, where a copy ran the text together: "(am)1. The owner
    // …", "as defined under 40 CFR 70.2.2. The facility …".
    bool glued_subdivisions = false;
    // Wisconsin's levels nest one below another: inline, no label opens a
    // level more than one below the open ones ("… Home Improvement Co.
    // v. Mansavage, 77 Wis. 2d 648" is a case's name, no subdivision
    // paragraph "v." under the section).
    bool inline_levels_in_order = false;
  };

  InlineStructure(TreeBuilder* builder, const LabelStyle* style,
                  std::string code, std::string file, Reporter* reporter,
                  Options options);
  virtual ~InlineStructure() = default;

  // Labels from here on open under section `provision` (keyed CODE:PATH,
  // its children CODE:PATH(1)(a)…).
  void StartSection(int32_t provision);
  // Reads one line (no line break inside) of source line `ln`.
  void ReadLine(std::string_view line, int ln);
  // A blank line: the current provision's next text starts a paragraph.
  void BreakParagraph();

  int32_t current() const { return current_; }

 protected:
  // A reader's own full locator ("30.12(1g)(f)") at line[t]: its length, or
  // 0. `line_start` when t is the first token of the line.
  virtual size_t MatchLocator(std::string_view line, size_t t,
                              bool line_start) {
    (void)line, (void)t, (void)line_start;
    return 0;
  }
  // Opens the provision of the locator just matched at `token`; text before
  // it has been flushed. Calls Located() with what it opened.
  virtual void OpenLocator(std::string_view token, int ln) {
    (void)token, (void)ln;
  }
  // After a reader opened `provision` itself: labels continue under it, and
  // a repeat of its own last label right after it ("30.12(1g)(j) (j) …")
  // is its text, not a new provision.
  void Located(int32_t provision, bool expect_marker);
  // Gives a piece of text to the current provision (or keeps it pending
  // before the first one).
  void Flush(std::string_view piece, int ln);

  std::string_view prev_token() const { return prev_token_; }
  // Words the reader took out of the flow (a history note on its own line)
  // ended a sentence: no citation runs on past them, and what follows
  // reads as after a full stop.
  void EndSentence();

  TreeBuilder* b_;
  Reporter* reporter_;
  std::string code_;
  std::string file_;
  int32_t current_ = kNoProvision;
  // A provision above current_ whose annotation the text is, up to the
  // next provision that opens ("250.04 Annotation" after (14)(b)2.): the
  // text is its, the labels still current_'s.
  int32_t note_owner_ = kNoProvision;
  int32_t section_ = kNoProvision;
  std::string pending_;  // text before any provision
  int pending_line_ = 0;
  // Where each source line's text starts in pending_, and its line.
  std::vector<TextLine> pending_lines_;
  // Appends pending_ to provision p line by line (each line's words
  // where the source has them), and empties it.
  void AppendPending(int32_t p);

 private:
  // A relative label at line[t]; opens it and returns its length, or 0.
  // `only_expected`: only the next label in order, nothing out of it (a
  // label glued inside a word's token).
  size_t TryLabel(std::string_view line, size_t t, int ln, bool line_start,
                  size_t* pos, bool only_expected = false);
  void FeedToken(std::string_view token);

  const LabelStyle* style_;
  Options options_;
  LabelStack stack_;
  CitationContext cite_;
  std::string section_path_;
  std::string prev_token_;
  std::string marker_;       // the label a located provision may repeat
  bool after_label_ = false;  // the last token was a label
  // The last token was "and" or "or" after a clause's ';' ("(4) wears
  // attire; and (5) makes use …").
  bool conjunction_after_semicolon_ = false;
  // The line before was blank: a label opening this line starts a
  // paragraph ("Current through August 26, 2024" then a blank line, then
  // "(1) PROCEDURES.").
  bool blank_before_ = false;
  int bracket_depth_ = 0;     // inside "[ … ]" (history notes)
};

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_INLINE_STRUCTURE_H_
