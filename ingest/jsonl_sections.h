// The jsonl-sections reader (one section a JSON line) and its cleaning of
// section numbers as scraped sources write them.
#ifndef LEXGRAPH_INGEST_JSONL_SECTIONS_H_
#define LEXGRAPH_INGEST_JSONL_SECTIONS_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"
#include "ingest/source_text.h"

namespace lexgraph {

// Reads every line of `src` (or those the manifest's select keeps) as a
// section; see jsonl_sections.cc.
void ReadJsonlSections(const SourceText& src, int32_t doc, Corpus* corpus,
                       Reporter* reporter);

// A section number field cleaned: "1.011.01State" (written twice, heading
// glued on) gives path "1.01", label "1.011.01", glued "State";
// "1.04.013 - Code reviser defined." gives "1.04.013" and the heading;
// "Next" with text "RCW 62A.1-102 …" gives path "62A.1-102".
struct SectionNumber {
  std::string path;     // the key path
  std::string label;    // the number as written, without the glued words
  std::string glued;    // words of the field that belong to the heading
  std::string problem;  // why the field was not a clean number, or empty
};
SectionNumber CleanSectionNumber(std::string_view number, std::string_view text,
                                 std::string_view source_url);

// Whether `line` of a section's text is that text run together, printed
// before the same text a level a line (Washington's "(1) It is unlawful …
// fur.(2) It is …", then "(1) It is unlawful … fur." on a line of its
// own): white space aside, it equals the two or more non-blank lines of
// `after` (the text after it) joined. As scripts/count_run_together.py
// counts them, only a line that opens with "(" and is 40 characters long
// or more.
bool IsRunTogetherCopy(std::string_view line, std::string_view after);

// The conservation check for a jsonl-sections document: line by line, the
// words of the kept lines' number, heading and text fields against those of
// the provisions read from that line (a number glued to its heading,
// "1.01State", counts as "1.01 State"). Reports each word lost or doubled
// with its line; returns true when all match.
bool CheckJsonlSectionsWords(const Corpus& corpus, const Document& doc,
                             const SourceText& src, Reporter* reporter);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_JSONL_SECTIONS_H_
