// What the fuzz targets share: a one-document corpus for a reader, and the
// cheap invariants every reader and the extractor must keep. A broken
// invariant prints what broke and aborts, so libFuzzer and the regression
// driver both report it as a crash.
#ifndef LEXGRAPH_FUZZ_FUZZ_UTIL_H_
#define LEXGRAPH_FUZZ_FUZZ_UTIL_H_

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"
#include "corpus/words.h"
#include "ingest/citations.h"
#include "ingest/definitions.h"
#include "ingest/source_text.h"

namespace lexgraph::fuzz {

[[noreturn]] inline void Fail(const std::string& what) {
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what.c_str());
  std::abort();
}

#define FUZZ_CHECK(cond, what)                                         \
  do {                                                                 \
    if (!(cond)) ::lexgraph::fuzz::Fail(std::string(#cond ": ") + (what)); \
  } while (0)

// True when `offset` does not fall inside a UTF-8 sequence of `text`.
inline bool OnCharBoundary(std::string_view text, size_t offset) {
  return offset >= text.size() ||
         (static_cast<unsigned char>(text[offset]) & 0xC0) != 0x80;
}

// A corpus with one document read by `format` under key code `code`.
inline Corpus OneDocumentCorpus(const std::string& format,
                                const std::string& code) {
  Corpus corpus;
  Document d;
  d.spec.file = "fuzz-input";
  d.spec.path = "fuzz-input";
  d.spec.format = format;
  d.spec.code = code;
  d.spec.kind = "statute";
  corpus.documents.push_back(std::move(d));
  return corpus;
}

inline SourceText Source(const uint8_t* data, size_t size, Reporter* r) {
  return SourceText::FromString(
      std::string(reinterpret_cast<const char*>(data), size), "fuzz-input", r);
}

// The provision tree: parents and children agree, parent chains end, spans
// and text-line offsets lie inside the text.
inline void CheckProvisions(const Corpus& corpus) {
  const int32_t n = static_cast<int32_t>(corpus.provisions.size());
  for (const Document& d : corpus.documents)
    for (int32_t id : d.provisions)
      FUZZ_CHECK(id >= 0 && id < n, "document lists provision " +
                                         std::to_string(id));
  for (int32_t i = 0; i < n; ++i) {
    const Provision& p = corpus.provisions[i];
    const std::string where = p.key.ToString();
    FUZZ_CHECK(p.doc >= 0 &&
                   p.doc < static_cast<int32_t>(corpus.documents.size()),
               where);
    FUZZ_CHECK(p.parent == kNoProvision || (p.parent >= 0 && p.parent < n),
               where + " parent " + std::to_string(p.parent));
    FUZZ_CHECK(p.parent != i, where);
    // The parent chain ends (no cycle): at most n steps.
    int32_t steps = 0;
    for (int32_t a = p.parent; a != kNoProvision; a = corpus.provisions[a].parent)
      FUZZ_CHECK(++steps <= n, where + " has a parent cycle");
    for (int32_t c : p.children)
      FUZZ_CHECK(c >= 0 && c < n && corpus.provisions[c].parent == i,
                 where + " child " + std::to_string(c));
    uint32_t last = 0;
    for (const TextLine& t : p.text_lines) {
      FUZZ_CHECK(t.offset >= last && t.offset <= p.text.size(),
                 where + " text line offset " + std::to_string(t.offset));
      last = t.offset;
    }
    for (const MarkupCitation& m : p.markup_citations)
      FUZZ_CHECK(m.begin <= m.end && m.end <= p.text.size(),
                 where + " markup citation [" + std::to_string(m.begin) +
                     "," + std::to_string(m.end) + ")");
    for (const Definition& d : p.definitions)
      FUZZ_CHECK(d.begin <= d.end && d.end <= p.text.size() &&
                     OnCharBoundary(p.text, d.begin) &&
                     OnCharBoundary(p.text, d.end),
                 where + " definition '" + d.term + "'");
  }
}

// Every citation stands in a provision, its span lies inside that
// provision's text on character boundaries, its text is that span's with
// white space collapsed, and it cites something or says why not.
inline void CheckCitations(const Corpus& corpus) {
  const int32_t n = static_cast<int32_t>(corpus.provisions.size());
  for (const Citation& c : corpus.citations) {
    FUZZ_CHECK(c.source >= 0 && c.source < n,
               "citation '" + c.text + "' source " + std::to_string(c.source));
    const Provision& p = corpus.provisions[c.source];
    // (A citation in the provision's heading spans the heading's text.)
    const std::string& text = c.in_heading ? p.heading : p.text;
    const std::string where =
        "citation '" + c.text + "' in " + p.key.ToString() + (c.in_heading ? " heading" : "") + " [" +
        std::to_string(c.begin) + "," + std::to_string(c.end) + ") of " +
        std::to_string(text.size());
    FUZZ_CHECK(c.begin <= c.end && c.end <= text.size(), where);
    FUZZ_CHECK(OnCharBoundary(text, c.begin) &&
                   OnCharBoundary(text, c.end),
               where);
    FUZZ_CHECK(c.doc == p.doc, where);
    FUZZ_CHECK(c.text == CollapseSpace(std::string_view(text).substr(
                             c.begin, c.end - c.begin)),
               where + " is not its text");
    FUZZ_CHECK(c.status == CitationStatus::kUnresolved || !c.targets.empty(),
               where + " resolved without targets");
    FUZZ_CHECK(c.status == CitationStatus::kResolved || !c.reason.empty(),
               where + " unresolved without a reason");
  }
}

// What every reader target does after reading document 0: definitions,
// the tree's invariants, citation extraction and its invariants, and the
// formatting of every diagnostic.
inline void CheckAfterReading(Corpus& corpus, Reporter& reporter) {
  FindDefinitions(0, &corpus);
  CheckProvisions(corpus);
  ExtractCitations(&corpus, &reporter);
  CheckCitations(corpus);
  for (const Diagnostic& d : reporter.diagnostics()) (void)d.Format();
}

}  // namespace lexgraph::fuzz

#endif  // LEXGRAPH_FUZZ_FUZZ_UTIL_H_
