// The corpus model: documents, their provision trees and the citations found
// in them. Readers fill it; graph, index and site read it.
#ifndef LEXGRAPH_CORPUS_CORPUS_H_
#define LEXGRAPH_CORPUS_CORPUS_H_

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "corpus/key.h"

namespace lexgraph {

// What the manifest says about one document.
struct DocumentSpec {
  std::string file;     // as written in the manifest (or the glob's match)
  std::string path;     // the file on disk
  std::string format;   // reader name, e.g. "wis-statute-text"
  std::string code;     // key code, e.g. "wis-stat"
  std::string title;
  std::string kind;     // statute | rule | ordinance
  std::string jurisdiction;
  int manifest_line = 0;
  // Reader options, e.g. "chapter" for paragraph-text.
  std::map<std::string, std::string> options;
  // ordinance-history-text: adopting ordinance number -> code section number.
  std::map<std::string, std::string> section_numbers;
};

inline constexpr int32_t kNoProvision = -1;

// Where a run of a provision's text came from: text from byte `offset` on
// (up to the next entry) starts on source line `line`.
struct TextLine {
  uint32_t offset = 0;
  int line = 0;
};

// A citation that the source's own markup tags (D.C. <cite path=...>,
// USLM <ref href=...>): a hint for the extractor and an oracle for tests.
struct MarkupCitation {
  uint32_t begin = 0, end = 0;  // byte span in the provision's text
  std::string target;           // the markup's own target, as written
};

// A defined term: "“Structure” means ...", "Boathouse means ...".
struct Definition {
  std::string term;             // as written, without quotes
  uint32_t begin = 0, end = 0;  // span of the term in the provision's text
  Key scope;                    // the provision whose text the definition
                                // governs ("In this subsection" -> the
                                // subsection); the document's top key when
                                // the scope is the whole chapter or article
};

struct Provision {
  Key key;
  int32_t doc = 0;       // index into Corpus::documents
  int32_t parent = kNoProvision;
  int line = 0;          // first and last line of the provision's own text
  int end_line = 0;
  std::string label;     // as written: "(1g)", "16.7(2)", "a."
  std::string heading;
  std::string text;      // its own words, white space collapsed
  std::vector<std::string> notes;  // history and editorial notes
  bool implied = false;  // present only because a child's label implies it
  std::vector<int32_t> children;
  std::vector<TextLine> text_lines;  // ascending offsets
  std::vector<MarkupCitation> markup_citations;
  std::vector<Definition> definitions;

  // The source line of the byte at `offset` of `text`.
  int LineAt(uint32_t offset) const;
  // Where in `text` the source line after the one holding the byte at
  // `offset` starts (the reader joins lines with spaces); text.size() on
  // the last line.
  size_t NextLineStart(size_t offset) const;
  // Where in `text` the source line holding the byte at `offset` starts.
  size_t LineStart(size_t offset) const;
};

// A passage the source holds twice, word for word, and the reader reads
// once: the Wisconsin Akoma Ntoso copy files a section's subsections again
// inside its neighbours' elements. The copy at `line` repeats the words of
// `provision` and its descendants (the conservation check counts them).
struct RepeatedCopy {
  int line = 0;
  int32_t provision = kNoProvision;
};

// A label the source prints twice ("118.15118.15Compulsory school
// attendance.", "ATCP 13.01 ATCP 13.01Definitions."): the provision's label
// is one copy; `written` is both, as the source has them (the conservation
// check counts its words in the label's place).
struct DoubledLabel {
  int32_t provision = kNoProvision;
  std::string written;
};

struct Document {
  DocumentSpec spec;
  std::vector<int32_t> provisions;  // in reading order
  std::vector<RepeatedCopy> repeated;
  std::vector<DoubledLabel> doubled_labels;
};

enum class CitationStatus { kResolved, kUnresolved };

struct Citation {
  int32_t doc = 0;
  int32_t source = kNoProvision;  // provision the citation stands in
  int line = 0;
  std::string text;               // as written, white space collapsed
  std::vector<Key> targets;
  // A range across sections ("§§ 5-541.01 to 5-545.06") cites its two
  // endpoints (targets); the sections of the corpus between them are kept
  // here, so the graph can follow them without claiming the text names them.
  std::vector<Key> range_members;
  CitationStatus status = CitationStatus::kResolved;
  std::string reason;             // why unresolved
  std::string relation;           // cue words before it ("exempt under")
  bool self_reference = false;    // "this section", "this chapter"
  // The citation stands in the source provision's heading ("Exceptions to
  // Section 4-2."), not its text.
  bool in_heading = false;
  uint32_t begin = 0, end = 0;    // byte span in the source provision's text
                                  // (its heading, when in_heading)
};

class Corpus {
 public:
  std::string title;
  std::vector<Document> documents;
  std::vector<Provision> provisions;
  std::vector<Citation> citations;

  // Adds a provision and records its key. Returns its index. A duplicate key
  // is still added (nothing is dropped); Find returns the first.
  int32_t Add(Provision p);
  // The provision with this key, or kNoProvision.
  int32_t Find(const Key& key) const;
  // Links children to parents after a reader has set `parent`.
  void LinkChildren();

 private:
  std::unordered_map<Key, int32_t, KeyHash> by_key_;
};

}  // namespace lexgraph

#endif  // LEXGRAPH_CORPUS_CORPUS_H_
