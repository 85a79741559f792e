// deps, impact, path, cycles, dangling and diff.
#include "app/graph_commands.h"

#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>
#include <set>

#include "app/build.h"
#include "app/output_dir.h"
#include "codec/corpus_data.h"
#include "codec/json.h"
#include "graph/audit.h"
#include "graph/graph.h"
#include "graph/queries.h"
#include "graph/report.h"
#include "site/audit_page.h"

namespace lexgraph {
namespace {

namespace fs = std::filesystem;

struct Loaded {
  Corpus corpus;
  CitationGraph graph;
};

// Reads OUT/data and builds the graph, or says why not.
bool LoadBuilt(const std::string& command, const std::string& out,
               std::unique_ptr<Loaded>* loaded, std::ostream& err) {
  std::string data = (fs::path(out) / "data").string();
  if (!fs::is_regular_file(fs::path(data) / "provisions.jsonl")) {
    err << "lexgraph: " << command << ": " << out
        << " is not a built output folder (no " << data
        << "/provisions.jsonl); run `lexgraph build MANIFEST -o " << out
        << "` first\n";
    return false;
  }
  Reporter reporter;
  Result<Corpus> corpus = ReadCorpusData(data, &reporter);
  for (const Diagnostic& d : reporter.diagnostics())
    err << d.Format() << "\n";
  if (!corpus.ok()) {
    err << "lexgraph: " << command << ": " << corpus.status().message()
        << "\n";
    return false;
  }
  *loaded = std::make_unique<Loaded>();
  (*loaded)->corpus = std::move(*corpus);
  (*loaded)->graph = CitationGraph::Build((*loaded)->corpus);
  return true;
}

bool ResolveAll(const std::string& command, const CitationGraph& graph,
                const std::vector<std::string>& keys,
                std::vector<int32_t>* nodes, std::ostream& err) {
  for (const std::string& k : keys) {
    Result<int32_t> node = ResolveKeyNode(graph, k);
    if (!node.ok()) {
      err << "lexgraph: " << command << ": " << node.status().message()
          << "\n";
      return false;
    }
    nodes->push_back(*node);
  }
  return true;
}

int Deps(const std::string& out_dir, const std::string& key, int depth,
         const std::string& format, std::ostream& os, std::ostream& err) {
  std::unique_ptr<Loaded> g;
  std::vector<int32_t> asked;
  if (!LoadBuilt("deps", out_dir, &g, err) ||
      !ResolveAll("deps", g->graph, {key}, &asked, err))
    return 1;
  std::vector<DependencyRow> rows = Dependencies(g->graph, asked, depth);
  if (format == "jsonl") {
    for (const DependencyRow& r : rows)
      os << DependencyRowJson(g->corpus, g->graph, r).Dump() << "\n";
  } else {
    os << DependencyText(g->corpus, g->graph, QueryKind::kDeps, asked, rows);
  }
  return 0;
}

int ImpactCommand(const std::string& out_dir,
                  const std::vector<std::string>& keys, int depth,
                  const std::string& format, std::ostream& os,
                  std::ostream& err) {
  std::unique_ptr<Loaded> g;
  std::vector<int32_t> asked;
  if (!LoadBuilt("impact", out_dir, &g, err) ||
      !ResolveAll("impact", g->graph, keys, &asked, err))
    return 1;
  std::vector<DependencyRow> rows =
      ByDocument(g->corpus, g->graph, Impact(g->graph, asked, depth));
  if (format == "jsonl") {
    for (const DependencyRow& r : rows)
      os << DependencyRowJson(g->corpus, g->graph, r).Dump() << "\n";
  } else {
    os << DependencyText(g->corpus, g->graph, QueryKind::kImpact, asked,
                         rows);
  }
  return 0;
}

int PathCommand(const std::string& out_dir, const std::string& from,
                const std::string& to, const std::string& format,
                std::ostream& os, std::ostream& err) {
  std::unique_ptr<Loaded> g;
  std::vector<int32_t> nodes;
  if (!LoadBuilt("path", out_dir, &g, err) ||
      !ResolveAll("path", g->graph, {from, to}, &nodes, err))
    return 1;
  std::vector<DependencyRow> chain =
      ShortestPath(g->graph, nodes[0], nodes[1]);
  if (format == "jsonl") {
    for (const DependencyRow& r : chain)
      os << DependencyRowJson(g->corpus, g->graph, r).Dump() << "\n";
    return 0;
  }
  if (chain.empty()) {
    os << "no citation chain from " << from << " to " << to << "\n";
    return 0;
  }
  os << ViaText(g->graph, chain.back().via) << "\n";
  for (const DependencyRow& r : chain) {
    if (r.edge < 0) continue;
    const GraphEdge& e = g->graph.edges()[r.edge];
    const Citation& c = g->corpus.citations[e.citation];
    os << "  " << g->graph.nodes()[e.from].key.ToString() << " -> "
       << g->graph.nodes()[e.to].key.ToString() << "  "
       << g->corpus.documents[c.doc].spec.file << ":" << c.line << "  "
       << (c.relation.empty() ? "" : c.relation + " ") << "\"" << c.text
       << "\"\n";
  }
  return 0;
}

int Cycles(const std::string& out_dir, const std::string& format,
           std::ostream& os, std::ostream& err) {
  std::unique_ptr<Loaded> g;
  if (!LoadBuilt("cycles", out_dir, &g, err)) return 1;
  std::vector<CitationCycle> cycles = FindCycles(g->graph);
  auto keys = [&](const std::vector<int32_t>& nodes) {
    std::vector<std::string> out;
    for (int32_t n : nodes) out.push_back(g->graph.nodes()[n].key.ToString());
    return out;
  };
  for (const CitationCycle& c : cycles) {
    if (format == "jsonl") {
      JsonObject o;
      o.Set("size", static_cast<int>(c.nodes.size()))
          .Set("keys", keys(c.nodes))
          .Set("cycle", keys(c.cycle));
      os << o.Dump() << "\n";
    } else {
      std::string members;
      for (const std::string& k : keys(c.nodes))
        members += (members.empty() ? "" : ", ") + k;
      os << (c.nodes.size() == 1 ? "1 key cites itself: "
                                 : std::to_string(c.nodes.size()) +
                                       " keys cite each other: ")
         << members << "\n  e.g. " << ViaText(g->graph, c.cycle) << "\n";
    }
  }
  if (format != "jsonl" && cycles.empty()) os << "no citation cycles\n";
  return 0;
}

int Dangling(const std::string& out_dir, const std::string& format,
             std::ostream& os, std::ostream& err) {
  std::unique_ptr<Loaded> g;
  if (!LoadBuilt("dangling", out_dir, &g, err)) return 1;
  std::vector<DanglingCitation> found = FindDangling(g->corpus, g->graph);
  int inside = 0;
  for (const DanglingCitation& d : found) {
    const GraphEdge& e = g->graph.edges()[d.edge];
    const Citation& c = g->corpus.citations[e.citation];
    std::string target = g->graph.nodes()[e.to].key.ToString();
    std::string source = g->graph.nodes()[e.from].key.ToString();
    std::string nearest =
        d.nearest < 0 ? "" : g->graph.nodes()[d.nearest].key.ToString();
    inside += d.nearest >= 0;
    if (format == "jsonl") {
      JsonObject o;
      o.Set("target", target)
          .Set("source", source)
          .Set("doc", g->corpus.documents[c.doc].spec.file)
          .Set("line", c.line)
          .Set("text", c.text);
      if (d.nearest < 0)
        o.SetNull("nearest");
      else
        o.Set("nearest", nearest);
      os << o.Dump() << "\n";
    } else {
      os << g->corpus.documents[c.doc].spec.file << ":" << c.line << ": "
         << source << ": \"" << c.text << "\" cites " << target << ", ";
      if (d.nearest >= 0)
        os << "which is not in the corpus although " << nearest << " is\n";
      else
        os << "whose section is not in the corpus\n";
    }
  }
  if (format != "jsonl")
    os << found.size() << " citation(s) of keys missing from the corpus; "
       << inside << " of them inside a provision the corpus has\n";
  return 0;
}

int Diff(const std::string& old_manifest, const std::string& new_manifest,
         const std::string& format, const std::string& report_dir,
         std::ostream& os, std::ostream& err) {
  Reporter reporter;
  Result<Corpus> old_corpus = LoadCorpus(old_manifest, &reporter);
  Result<Corpus> new_corpus = LoadCorpus(new_manifest, &reporter);
  for (const Diagnostic& d : reporter.diagnostics())
    err << d.Format() << "\n";
  if (!old_corpus.ok() || !new_corpus.ok()) {
    err << "lexgraph: diff: "
        << (old_corpus.ok() ? new_corpus : old_corpus).status().message()
        << "\n";
    return 1;
  }
  CitationGraph graph = CitationGraph::Build(*new_corpus);
  AuditReport report = Audit(*old_corpus, *new_corpus, graph);
  report.old_name = old_manifest;
  report.new_name = new_manifest;
  std::string text = AuditText(report);
  std::string json = AuditJson(report);
  if (!report_dir.empty()) {
    Result<OutputDir> dir = OutputDir::Begin(report_dir);
    Status s = dir.ok() ? Status::Ok() : dir.status();
    if (s.ok()) s = dir->WriteFile("report.txt", text);
    if (s.ok()) s = dir->WriteFile("report.json", json);
    for (const auto& [name, content] : RenderAuditPage(report))
      if (s.ok()) s = dir->WriteFile(name, content);
    if (s.ok()) s = dir->Commit();
    if (!s.ok()) {
      err << "lexgraph: diff: " << s.message() << "\n";
      return 1;
    }
  }
  os << (format == "json" ? json : text);
  return reporter.error_count() > 0 ? 1 : 0;
}

}  // namespace

GraphCommands::GraphCommands(CLI::App* app) {
  auto format = [&](CLI::App* cmd) {
    cmd->add_option("--format", format_, "text or jsonl")
        ->check(CLI::IsMember({"text", "jsonl"}));
  };
  deps_ = app->add_subcommand(
      "deps", "What KEY depends on, transitively, with the citation chain");
  deps_->add_option("out", out_dir_, "built output folder")->required();
  deps_->add_option("key", from_, "provision key, e.g. wis-stat:30.12(1h)")
      ->required();
  deps_->add_option("--depth", depth_, "most citation hops (0: no limit)")
      ->check(CLI::NonNegativeNumber);
  format(deps_);

  impact_ = app->add_subcommand(
      "impact",
      "Every provision that depends on any KEY (or on a key within it)");
  impact_->add_option("out", out_dir_, "built output folder")->required();
  impact_->add_option("keys", keys_, "provision keys")->required();
  impact_->add_option("--depth", depth_, "most citation hops (0: no limit)")
      ->check(CLI::NonNegativeNumber);
  format(impact_);

  path_ = app->add_subcommand("path",
                              "The shortest citation chain from FROM to TO");
  path_->add_option("out", out_dir_, "built output folder")->required();
  path_->add_option("from", from_, "provision key")->required();
  path_->add_option("to", to_, "provision key")->required();
  format(path_);

  cycles_ = app->add_subcommand("cycles", "Provisions that cite in a circle");
  cycles_->add_option("out", out_dir_, "built output folder")->required();
  format(cycles_);

  dangling_ = app->add_subcommand(
      "dangling",
      "Citations of keys of the corpus's bodies of law missing from it");
  dangling_->add_option("out", out_dir_, "built output folder")->required();
  format(dangling_);

  diff_ = app->add_subcommand(
      "diff",
      "Provisions added, removed and changed between two versions of a "
      "corpus, and what depends on each change");
  diff_->add_option("old", old_manifest_, "manifest of the old version")
      ->required();
  diff_->add_option("new", new_manifest_, "manifest of the new version")
      ->required();
  diff_->add_option("--format", format_, "text or json")
      ->check(CLI::IsMember({"text", "json"}));
  diff_->add_option("-o,--out", report_dir_,
                    "also write report.txt, report.json and report.html "
                    "into this folder");
}

bool GraphCommands::Run(std::ostream& out, std::ostream& err,
                        int* status) const {
  if (deps_->parsed())
    *status = Deps(out_dir_, from_, depth_, format_, out, err);
  else if (impact_->parsed())
    *status = ImpactCommand(out_dir_, keys_, depth_, format_, out, err);
  else if (path_->parsed())
    *status = PathCommand(out_dir_, from_, to_, format_, out, err);
  else if (cycles_->parsed())
    *status = Cycles(out_dir_, format_, out, err);
  else if (dangling_->parsed())
    *status = Dangling(out_dir_, format_, out, err);
  else if (diff_->parsed())
    *status = Diff(old_manifest_, new_manifest_, format_, report_dir_, out,
                   err);
  else
    return false;
  return true;
}

}  // namespace lexgraph
