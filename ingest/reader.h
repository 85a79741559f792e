// The readers: one per source format (spec/cli.md), each turning one
// document into provisions of the corpus.
#ifndef LEXGRAPH_INGEST_READER_H_
#define LEXGRAPH_INGEST_READER_H_

#include <string>

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"
#include "corpus/status.h"
#include "ingest/source_text.h"

namespace lexgraph {

// Reads document `doc` (already in corpus->documents) with the reader its
// spec names, adding its provisions to the corpus. Problems in the text are
// reported and reading goes on; a failed Status means the document could not
// be read at all (missing file, unknown format, XML that does not parse).
Status ReadDocument(int32_t doc, Corpus* corpus, Reporter* reporter);

// The readers, on text already loaded (for tests and fuzzing).
void ReadWisStatuteText(const SourceText& src, int32_t doc, Corpus* corpus,
                        Reporter* reporter);
void ReadIacText(const SourceText& src, int32_t doc, Corpus* corpus,
                 Reporter* reporter);
void ReadOrdinanceHistoryText(const SourceText& src, int32_t doc,
                              Corpus* corpus, Reporter* reporter);
void ReadParagraphText(const SourceText& src, int32_t doc, Corpus* corpus,
                       Reporter* reporter);
// The XML readers fail (with a diagnostic at line:column) when the XML does
// not parse; nothing of that document is added then.
Status ReadDcLawXml(const SourceText& src, int32_t doc, Corpus* corpus,
                    Reporter* reporter);
Status ReadUslm(const SourceText& src, int32_t doc, Corpus* corpus,
                Reporter* reporter);
Status ReadAkn(const SourceText& src, int32_t doc, Corpus* corpus,
               Reporter* reporter);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_READER_H_
