// Command-line parsing (CLI11) and the commands themselves.
#include "app/commands.h"

#include <CLI/CLI.hpp>
#include <httplib.h>

#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "app/build.h"
#include "app/graph_commands.h"
#include "codec/json.h"
#include "index/searcher.h"
#include "ingest/conservation.h"

namespace lexgraph {
namespace {

// Prints every error and, unless `all`, the first kMaxWarnings warnings
// and a count of the rest (a bulk corpus can raise hundreds of thousands;
// `lexgraph check` lists them all).
void PrintDiagnostics(const Reporter& r, std::ostream& err, bool all = false) {
  constexpr int kMaxWarnings = 100;
  int warnings = 0;
  for (const Diagnostic& d : r.diagnostics()) {
    if (d.severity == Severity::kWarning && !all && ++warnings > kMaxWarnings)
      continue;
    err << d.Format() << "\n";
  }
  if (warnings > kMaxWarnings)
    err << "lexgraph: " << warnings - kMaxWarnings
        << " more warning(s) not shown; `lexgraph check` lists them all\n";
}

std::string HitJson(const SearchHit& h) {
  JsonObject o;
  o.Set("key", h.key)
      .Set("doc", h.doc)
      .Set("line", h.line)
      .Set("end_line", h.end_line)
      .Set("title", h.title)
      .Set("score", h.score)
      .Set("snippet", h.snippet);
  return o.Dump();
}

int Build(const std::string& manifest, const std::string& out,
          std::ostream& os, std::ostream& err) {
  Reporter reporter;
  Result<Corpus> corpus = LoadCorpus(manifest, &reporter);
  PrintDiagnostics(reporter, err);
  if (!corpus.ok()) {
    err << "lexgraph: build failed: " << corpus.status().message() << "\n";
    return 1;
  }
  Status s = WriteOutput(*corpus, out);
  if (!s.ok()) {
    err << "lexgraph: build failed: " << s.message() << "\n";
    return 1;
  }
  size_t unresolved = 0;
  for (const Citation& c : corpus->citations)
    unresolved += c.status == CitationStatus::kUnresolved;
  os << "built " << corpus->documents.size() << " documents, "
     << corpus->provisions.size() << " provisions, "
     << corpus->citations.size() << " citations (" << unresolved
     << " unresolved) into " << out << "\n"
     << "site: " << (std::filesystem::path(out) / "site" / "index.html").string()
     << "\n";
  if (reporter.error_count() > 0) {
    err << "lexgraph: " << reporter.error_count()
        << " error(s) in the input; the rest was built\n";
    return 1;
  }
  return 0;
}

int Cites(const std::string& manifest, const std::string& format,
          std::ostream& os, std::ostream& err) {
  Reporter reporter;
  Result<Corpus> corpus = LoadCorpus(manifest, &reporter);
  PrintDiagnostics(reporter, err);
  if (!corpus.ok()) return 1;
  for (const Citation& c : corpus->citations) {
    if (format == "jsonl") {
      os << CitationJson(*corpus, c) << "\n";
    } else {
      os << corpus->documents[c.doc].spec.file << ":" << c.line << ": "
         << corpus->provisions[c.source].key.ToString() << ": " << c.text
         << " ->";
      for (const Key& k : c.targets) os << " " << k.ToString();
      if (c.status == CitationStatus::kUnresolved)
        os << " (unresolved: " << c.reason << ")";
      os << "\n";
    }
  }
  return reporter.error_count() > 0 ? 1 : 0;
}

int Check(const std::string& manifest, std::ostream& os, std::ostream& err) {
  Reporter reporter;
  Result<Corpus> corpus = LoadCorpus(manifest, &reporter);
  if (!corpus.ok()) {
    PrintDiagnostics(reporter, err, /*all=*/true);
    return 1;
  }
  int differing = CheckConservation(*corpus, &reporter);
  PrintDiagnostics(reporter, err, /*all=*/true);
  os << corpus->documents.size() << " documents, "
     << corpus->provisions.size() << " provisions, "
     << corpus->citations.size() << " citations; " << differing
     << " document(s) lose or double words; " << reporter.warning_count()
     << " warning(s), " << reporter.error_count() << " error(s)\n";
  return reporter.error_count() > 0 ? 1 : 0;
}

int SearchCommand(const std::string& out, const std::vector<std::string>& words,
                  int limit, const std::string& format, std::ostream& os,
                  std::ostream& err) {
  std::string query;
  for (const auto& w : words) query += (query.empty() ? "" : " ") + w;
  Result<std::vector<SearchHit>> hits =
      Search((std::filesystem::path(out) / "index").string(), query, limit);
  if (!hits.ok()) {
    err << "lexgraph: search: " << hits.status().message() << "\n";
    return 1;
  }
  for (const SearchHit& h : *hits) {
    if (format == "jsonl") {
      os << HitJson(h) << "\n";
    } else {
      os << h.key << "  " << h.doc << ":" << h.line << "-" << h.end_line
         << "  " << h.title << "\n    " << h.snippet << "\n";
    }
  }
  if (format != "jsonl" && hits->empty()) os << "no results\n";
  return 0;
}

int Serve(const std::string& out, int port, std::ostream& os,
          std::ostream& err) {
  namespace fs = std::filesystem;
  std::string site = (fs::path(out) / "site").string();
  std::string index = (fs::path(out) / "index").string();
  if (!fs::is_directory(site)) {
    err << "lexgraph: serve: " << site << " is not a built site\n";
    return 1;
  }
  httplib::Server server;
  server.set_mount_point("/", site);
  server.Get("/api/search", [&](const httplib::Request& req,
                                httplib::Response& res) {
    std::string q = req.has_param("q") ? req.get_param_value("q") : "";
    int limit = 50;
    if (req.has_param("limit")) {
      try {
        limit = std::stoi(req.get_param_value("limit"));
      } catch (...) {
      }
    }
    Result<std::vector<SearchHit>> hits = Search(index, q, limit);
    if (!hits.ok()) {
      res.status = 500;
      JsonObject o;
      o.Set("error", hits.status().message());
      res.set_content(o.Dump(), "application/json");
      return;
    }
    std::string body = "[";
    for (size_t i = 0; i < hits->size(); ++i)
      body += (i ? "," : "") + HitJson((*hits)[i]);
    body += "]";
    res.set_content(body, "application/json");
  });
  if (!server.bind_to_port("127.0.0.1", port)) {
    err << "lexgraph: serve: cannot listen on 127.0.0.1:" << port << "\n";
    return 1;
  }
  os << "serving " << site << " at http://127.0.0.1:" << port << "/\n";
  os.flush();
  server.listen_after_bind();
  return 0;
}

}  // namespace

int Run(int argc, const char* const* argv, std::ostream& out,
        std::ostream& err) {
  CLI::App app{"lexgraph: law corpus to provision tree, citation graph, "
               "search index and static site"};
  app.require_subcommand(1);

  std::string manifest, out_dir, format = "text";
  int limit = 20, port = 8080;
  std::vector<std::string> query;

  CLI::App* build = app.add_subcommand("build", "Build OUT/ from a manifest");
  build->add_option("manifest", manifest, "corpus manifest (TOML)")
      ->required();
  build->add_option("-o,--out", out_dir, "output folder")->required();

  CLI::App* cites =
      app.add_subcommand("cites", "Print every citation of the corpus");
  cites->add_option("manifest", manifest, "corpus manifest (TOML)")
      ->required();
  cites->add_option("--format", format, "text or jsonl")
      ->check(CLI::IsMember({"text", "jsonl"}));

  CLI::App* check = app.add_subcommand(
      "check", "Read the corpus and report lost or doubled words");
  check->add_option("manifest", manifest, "corpus manifest (TOML)")
      ->required();

  CLI::App* search = app.add_subcommand("search", "Search a built index");
  search->add_option("out", out_dir, "built output folder")->required();
  search->add_option("query", query, "query words")->required();
  search->add_option("--limit", limit, "most hits to print")
      ->check(CLI::PositiveNumber);
  search->add_option("--format", format, "text or jsonl")
      ->check(CLI::IsMember({"text", "jsonl"}));

  CLI::App* serve =
      app.add_subcommand("serve", "Serve the site with a search endpoint");
  serve->add_option("out", out_dir, "built output folder")->required();
  serve->add_option("--port", port, "port on 127.0.0.1")
      ->check(CLI::Range(1, 65535));

  GraphCommands graph_commands(&app);  // deps, impact, path, cycles, ...

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e, out, err);
    return code == 0 ? 0 : 2;
  }
  if (build->parsed()) return Build(manifest, out_dir, out, err);
  if (cites->parsed()) return Cites(manifest, format, out, err);
  if (check->parsed()) return Check(manifest, out, err);
  if (search->parsed())
    return SearchCommand(out_dir, query, limit, format, out, err);
  if (serve->parsed()) return Serve(out_dir, port, out, err);
  if (int status; graph_commands.Run(out, err, &status)) return status;
  return 2;
}

}  // namespace lexgraph
