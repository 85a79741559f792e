// The body of the XML-reader fuzz targets: read the input as one document
// of `format` (from memory), list its source words, find definitions and
// citations, check the invariants. A document that does not parse must add
// no provision.
#ifndef LEXGRAPH_FUZZ_XML_READER_TARGET_H_
#define LEXGRAPH_FUZZ_XML_READER_TARGET_H_

#include "fuzz/fuzz_util.h"
#include "ingest/reader.h"
#include "ingest/xml_text.h"

namespace lexgraph::fuzz {

using XmlReader = Status (*)(const SourceText&, int32_t, Corpus*, Reporter*);

inline void RunXmlReader(XmlReader reader, const char* format,
                         const char* code, const uint8_t* data, size_t size) {
  Corpus corpus = OneDocumentCorpus(format, code);
  Reporter reporter;
  SourceText src = Source(data, size, &reporter);
  Status s = reader(src, 0, &corpus, &reporter);
  if (!s.ok()) {
    FUZZ_CHECK(corpus.provisions.empty(), "provisions kept from bad XML");
    FUZZ_CHECK(reporter.error_count() > 0, "failure without a diagnostic");
  }
  if (const XmlVocabulary* vocab = XmlVocabularyFor(format)) {
    Result<std::string> words = XmlSourceWords(src, *vocab);
    FUZZ_CHECK(words.ok() == s.ok(), "reader and word list disagree on parsing");
  } else {
    Fail(std::string("no XML vocabulary for ") + format);
  }
  CheckAfterReading(corpus, reporter);
}

}  // namespace lexgraph::fuzz

#endif  // LEXGRAPH_FUZZ_XML_READER_TARGET_H_
