// Build orchestration.
#include "app/build.h"

#include <string>

#include "app/output_dir.h"
#include "codec/corpus_data.h"
#include "codec/json.h"
#include "codec/manifest.h"
#include "graph/graph.h"
#include "graph/graph_export.h"
#include "index/index_writer.h"
#include "ingest/citations.h"
#include "ingest/reader.h"
#include "site/site_writer.h"

namespace lexgraph {

Result<Corpus> LoadCorpus(const std::string& manifest_path,
                          Reporter* reporter) {
  Result<Manifest> m = LoadManifest(manifest_path, reporter);
  if (!m.ok()) return m.status();
  Corpus corpus;
  corpus.title = m->title;
  for (DocumentSpec& spec : m->documents) {
    Document d;
    d.spec = std::move(spec);
    corpus.documents.push_back(std::move(d));
  }
  for (int32_t i = 0; i < static_cast<int32_t>(corpus.documents.size()); ++i)
    ReadDocument(i, &corpus, reporter);  // failures are already reported
  ExtractCitations(&corpus, reporter);
  return corpus;
}

Status WriteOutput(const Corpus& corpus, const std::string& out) {
  Result<OutputDir> dir = OutputDir::Begin(out);
  if (!dir.ok()) return dir.status();

  std::string documents, provisions, citations;
  for (const Document& d : corpus.documents) documents += DocumentJson(d) + "\n";
  for (const Document& d : corpus.documents)
    for (int32_t id : d.provisions)
      provisions += ProvisionJson(corpus, corpus.provisions[id]) + "\n";
  for (const Citation& c : corpus.citations)
    citations += CitationDataJson(corpus, c) + "\n";
  if (Status s = dir->WriteFile("data/documents.jsonl", documents); !s.ok())
    return s;
  if (Status s = dir->WriteFile("data/provisions.jsonl", provisions); !s.ok())
    return s;
  if (Status s = dir->WriteFile("data/citations.jsonl", citations); !s.ok())
    return s;

  Result<std::string> index_dir = dir->Path("index");
  if (!index_dir.ok()) return index_dir.status();
  if (Status s = WriteIndex(corpus, *index_dir); !s.ok()) return s;

  CitationGraph graph = CitationGraph::Build(corpus);
  for (const auto& [name, content] :
       {std::pair<const char*, std::string>{"data/nodes.jsonl",
                                            NodesJsonl(corpus, graph)},
        {"data/edges.jsonl", EdgesJsonl(corpus, graph)},
        {"data/edges.csv", EdgesCsv(corpus, graph)},
        {"data/graph.graphml", GraphMl(corpus, graph)}}) {
    if (Status s = dir->WriteFile(name, content); !s.ok()) return s;
  }
  Result<std::string> site_dir = dir->Path("site/.");
  if (!site_dir.ok()) return site_dir.status();
  if (Status s = WriteSite(corpus, graph, dir->staging() + "/site"); !s.ok())
    return s;
  return dir->Commit();
}

}  // namespace lexgraph
