// Reading a built OUT/data folder back into a Corpus, so the graph commands
// (deps, impact, path, cycles, dangling) answer without re-reading sources.
#ifndef LEXGRAPH_CODEC_CORPUS_DATA_H_
#define LEXGRAPH_CODEC_CORPUS_DATA_H_

#include <string>

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"
#include "corpus/status.h"

namespace lexgraph {

// The OUT/data/documents.jsonl row of a document: {"doc", "code", "title",
// "kind", "jurisdiction", "format"}.
std::string DocumentJson(const Document& d);

// Reads DATA_DIR/documents.jsonl (optional: without it each document is
// known only by its file name and the code of its first key),
// provisions.jsonl and citations.jsonl as `lexgraph build` writes them.
// Provision order, parents, texts, notes and the citations' sources,
// targets, status, relation and byte spans (when present) come back; source
// lines of text runs and markup do not. Fails when provisions.jsonl or
// citations.jsonl cannot be read; a bad row is reported with file and line
// and skipped.
Result<Corpus> ReadCorpusData(const std::string& data_dir, Reporter* reporter);

}  // namespace lexgraph

#endif  // LEXGRAPH_CODEC_CORPUS_DATA_H_
