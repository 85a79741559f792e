// Dispatch from a document's format to its reader.
#include "ingest/reader.h"

#include "ingest/definitions.h"
#include "ingest/jsonl_sections.h"

namespace lexgraph {

namespace {

Status ReadWithReader(int32_t doc, Corpus* corpus, Reporter* reporter) {
  const DocumentSpec& spec = corpus->documents[doc].spec;
  using TextReader = void (*)(const SourceText&, int32_t, Corpus*, Reporter*);
  TextReader reader = nullptr;
  if (spec.format == "wis-statute-text") reader = ReadWisStatuteText;
  if (spec.format == "iac-text") reader = ReadIacText;
  if (spec.format == "ordinance-history-text") reader = ReadOrdinanceHistoryText;
  if (spec.format == "paragraph-text") reader = ReadParagraphText;
  if (spec.format == "jsonl-sections") reader = ReadJsonlSections;
  using XmlReader = Status (*)(const SourceText&, int32_t, Corpus*, Reporter*);
  XmlReader xml_reader = nullptr;
  if (spec.format == "dc-law-xml") xml_reader = ReadDcLawXml;
  if (spec.format == "uslm") xml_reader = ReadUslm;
  if (spec.format == "akn") xml_reader = ReadAkn;
  if (xml_reader) {
    Result<SourceText> src = SourceText::Load(spec.path, spec.file, reporter, SourceKind::kXml);
    if (!src.ok()) return src.status();
    return xml_reader(*src, doc, corpus, reporter);
  }
  if (!reader) {
    reporter->Error({spec.file, 0, 0},
                    "no reader for format '" + spec.format + "' yet");
    return Status::Error(spec.file + ": no reader for format '" +
                         spec.format + "'");
  }
  Result<SourceText> src = SourceText::Load(spec.path, spec.file, reporter);
  if (!src.ok()) return src.status();
  reader(*src, doc, corpus, reporter);
  return Status::Ok();
}

}  // namespace

Status ReadDocument(int32_t doc, Corpus* corpus, Reporter* reporter) {
  Status s = ReadWithReader(doc, corpus, reporter);
  FindDefinitions(doc, corpus);
  return s;
}

}  // namespace lexgraph
