// Citation finding, parsing and resolving speed (MB of provision text per
// second of one core): over the sample corpus always, and over the D.C.
// Code and the five-state corpus when $LEXGRAPH_CORPORA_DIR holds
// dc-code/ and us-states-5.jsonl (scripts/bench.sh unpacks them).
#include <benchmark/benchmark.h>

#include <filesystem>

#include "app/build.h"
#include "ingest/citation_parse.h"
#include "ingest/citations.h"
#include "ingest/reader.h"

namespace lexgraph {
namespace {

namespace fs = std::filesystem;

// Reads every document named, without extracting citations.
Corpus* ReadAll(std::vector<DocumentSpec> specs) {
  auto* c = new Corpus;
  for (DocumentSpec& s : specs) {
    Document d;
    d.spec = std::move(s);
    c->documents.push_back(std::move(d));
  }
  Reporter reporter;
  for (size_t i = 0; i < c->documents.size(); ++i)
    ReadDocument(static_cast<int32_t>(i), c, &reporter);
  c->LinkChildren();
  return c;
}

Corpus* SampleCorpus() {
  static Corpus* corpus = [] {
    Reporter r;
    Result<Corpus> c = LoadCorpus(
        std::string(LEXGRAPH_SOURCE_DIR) + "/examples/shoreland/corpus.toml", &r);
    return c.ok() ? new Corpus(std::move(*c)) : nullptr;
  }();
  return corpus;
}

Corpus* DcCorpus() {
  static Corpus* corpus = []() -> Corpus* {
    const char* dir = std::getenv("LEXGRAPH_CORPORA_DIR");
    if (!dir) return nullptr;
    fs::path base = fs::path(dir) / "dc-code" / "titles";
    if (!fs::is_directory(base)) return nullptr;
    std::vector<DocumentSpec> specs;
    for (const auto& e : fs::recursive_directory_iterator(base)) {
      if (!e.is_regular_file() || e.path().extension() != ".xml" ||
          e.path().parent_path().filename() != "sections")
        continue;
      DocumentSpec s;
      s.file = fs::relative(e.path(), base).string();
      s.path = e.path().string();
      s.format = "dc-law-xml";
      s.code = "dc-code";
      s.jurisdiction = "District of Columbia";
      specs.push_back(std::move(s));
    }
    std::sort(specs.begin(), specs.end(),
              [](const auto& a, const auto& b) { return a.file < b.file; });
    return ReadAll(std::move(specs));
  }();
  return corpus;
}

Corpus* StatesCorpus() {
  static Corpus* corpus = []() -> Corpus* {
    const char* dir = std::getenv("LEXGRAPH_CORPORA_DIR");
    if (!dir) return nullptr;
    fs::path file = fs::path(dir) / "us-states-5.jsonl";
    if (!fs::is_regular_file(file)) return nullptr;
    // One reading per state under its own code, as a manifest writes it
    // (select = { state = "…" }), so each state's forms are the ones used.
    std::vector<DocumentSpec> specs;
    for (auto [state, code] : {std::pair{"wisconsin", "wis-stat"},
                               {"iowa", "iowa-code"},
                               {"washington", "wa-rcw"},
                               {"connecticut", "ct-gs"},
                               {"pennsylvania", "pa-cs"}}) {
      DocumentSpec s;
      s.file = "us-states-5.jsonl";
      s.path = file.string();
      s.format = "jsonl-sections";
      s.code = code;
      s.options["select.field"] = "state";
      s.options["select.value"] = state;
      specs.push_back(std::move(s));
    }
    return ReadAll(std::move(specs));
  }();
  return corpus;
}

// Whether the corpus is missing (the benchmark then says so and skips).
bool Missing(benchmark::State& state, const Corpus* corpus, const char* what) {
  if (corpus) return false;
  state.SkipWithError(
      (std::string("no ") + what + ": set LEXGRAPH_CORPORA_DIR (scripts/bench.sh)").c_str());
  return true;
}

void Extract(benchmark::State& state, Corpus* corpus, const char* what) {
  if (Missing(state, corpus, what)) return;
  size_t bytes = 0;
  for (const Provision& p : corpus->provisions) bytes += p.text.size();
  Reporter reporter;
  size_t found = 0;
  for (auto _ : state) {
    // Freeing the previous run's citations is no part of extracting (a
    // build extracts once): untimed. The vector keeps its capacity, so
    // this measures warm memory; docs/BENCHMARKS.md gives a cold run too.
    state.PauseTiming();
    corpus->citations.clear();
    state.ResumeTiming();
    ExtractCitations(corpus, &reporter);
    found = corpus->citations.size();
  }
  state.SetBytesProcessed(static_cast<int64_t>(bytes) * state.iterations());
  state.counters["citations"] = static_cast<double>(found);
  state.counters["provisions"] = static_cast<double>(corpus->provisions.size());
}

void BM_CitationsSample(benchmark::State& state) {
  Extract(state, SampleCorpus(), "sample corpus");
}
BENCHMARK(BM_CitationsSample)->Unit(benchmark::kMillisecond);

void BM_CitationsDcCode(benchmark::State& state) {
  Extract(state, DcCorpus(), "D.C. Code");
}
BENCHMARK(BM_CitationsDcCode)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_CitationsUsStates(benchmark::State& state) {
  Extract(state, StatesCorpus(), "five-state corpus");
}
BENCHMARK(BM_CitationsUsStates)->Unit(benchmark::kMillisecond)->Iterations(2);

// The lead-in scan alone, no parsing (cite::LeadIns): the lead-ins as the
// extraction meets them, each search resumed past the last, found by
// RE2's DFA reading all the text (arg 0) or only where NextLeadStart says
// one can start, as the extraction reads them there (arg 1).
void LeadScan(benchmark::State& state, Corpus* corpus, const char* what) {
  if (Missing(state, corpus, what)) return;
  bool skip = state.range(0) != 0;
  size_t bytes = 0, found = 0;
  for (const Provision& p : corpus->provisions) bytes += p.text.size();
  for (auto _ : state) {
    found = 0;
    for (const Provision& p : corpus->provisions)
      found += cite::LeadIns(cite::LeadSetFor(corpus->documents[p.doc].spec), p.text, skip).size();
  }
  state.SetBytesProcessed(static_cast<int64_t>(bytes) * state.iterations());
  state.counters["lead_ins"] = static_cast<double>(found);
}

void BM_LeadScanDcCode(benchmark::State& state) { LeadScan(state, DcCorpus(), "D.C. Code"); }
BENCHMARK(BM_LeadScanDcCode)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_LeadScanUsStates(benchmark::State& state) {
  LeadScan(state, StatesCorpus(), "five-state corpus");
}
BENCHMARK(BM_LeadScanUsStates)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(2);

}  // namespace
}  // namespace lexgraph
