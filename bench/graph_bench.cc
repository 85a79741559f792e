// The citation graph at scale: building it and answering deps, impact, path
// and cycles over a synthetic corpus of about 100,000 provisions and 300,000
// citations, and over the D.C. Code when $LEXGRAPH_CORPORA_DIR holds it
// unpacked as dc-code/ (run: lexgraph_bench --benchmark_filter=Graph).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"
#include "graph/graph.h"
#include "graph/queries.h"
#include "ingest/citations.h"
#include "ingest/reader.h"

namespace lexgraph {
namespace {

// 1,000 sections wis-stat:N.M, each with 10 subsections of 9 paragraphs
// (101,000 provisions); 300,000 citations from random provisions, one target
// each: 85% a random provision, 10% a key outside the corpus, 5% a chapter.
const Corpus& SyntheticCorpus() {
  static const Corpus* corpus = [] {
    auto* c = new Corpus;
    Document d;
    d.spec.file = "synthetic.txt";
    d.spec.code = "wis-stat";
    c->documents.push_back(d);
    for (int s = 0; s < 1000; ++s) {
      std::string section = std::to_string(10 + s / 50) + "." +
                            std::to_string(s % 50 + 1);
      Provision sec;
      sec.key = Key("wis-stat", section);
      int32_t sp = c->Add(sec);
      for (int u = 1; u <= 10; ++u) {
        Provision sub;
        sub.key = Key("wis-stat", section + "(" + std::to_string(u) + ")");
        sub.parent = sp;
        int32_t up = c->Add(sub);
        for (int p = 0; p < 9; ++p) {
          Provision par;
          par.key = Key("wis-stat", section + "(" + std::to_string(u) + ")(" +
                                        std::string(1, 'a' + p) + ")");
          par.parent = up;
          c->Add(par);
        }
      }
    }
    c->LinkChildren();
    std::mt19937 rng(12345);
    const int32_t n = static_cast<int32_t>(c->provisions.size());
    std::uniform_int_distribution<int32_t> pick(0, n - 1);
    std::uniform_int_distribution<int> percent(0, 99);
    c->citations.reserve(300000);
    for (int i = 0; i < 300000; ++i) {
      Citation cite;
      cite.source = pick(rng);
      int roll = percent(rng);
      if (roll < 85) {
        cite.targets.push_back(c->provisions[pick(rng)].key);
      } else if (roll < 95) {
        cite.targets.push_back(
            Key("wis-stat", std::to_string(100 + pick(rng) % 500) + "." +
                                std::to_string(pick(rng) % 90) + "(1)"));
      } else {
        cite.targets.push_back(
            Key("wis-stat", "ch." + std::to_string(10 + pick(rng) % 20)));
      }
      cite.relation = "under";
      c->citations.push_back(std::move(cite));
    }
    return c;
  }();
  return *corpus;
}

const CitationGraph& SyntheticGraph() {
  static const CitationGraph* g =
      new CitationGraph(CitationGraph::Build(SyntheticCorpus()));
  return *g;
}

// Provision nodes to ask about, the same for every run.
std::vector<int32_t> AskedNodes(size_t count) {
  const Corpus& c = SyntheticCorpus();
  const CitationGraph& g = SyntheticGraph();
  std::mt19937 rng(7);
  std::uniform_int_distribution<int32_t> pick(
      0, static_cast<int32_t>(c.provisions.size()) - 1);
  std::vector<int32_t> out;
  for (size_t i = 0; i < count; ++i) out.push_back(g.NodeOfProvision(pick(rng)));
  return out;
}

void BM_GraphBuild(benchmark::State& state) {
  const Corpus& c = SyntheticCorpus();
  for (auto _ : state) {
    CitationGraph g = CitationGraph::Build(c);
    benchmark::DoNotOptimize(g.nodes().size());
  }
  state.counters["nodes"] = static_cast<double>(SyntheticGraph().nodes().size());
  state.counters["edges"] = static_cast<double>(SyntheticGraph().edges().size());
}
BENCHMARK(BM_GraphBuild)->Unit(benchmark::kMillisecond);

// deps of one paragraph, limited to `range(0)` hops (0: the whole closure).
void BM_GraphDeps(benchmark::State& state) {
  const CitationGraph& g = SyntheticGraph();
  std::vector<int32_t> asked = AskedNodes(64);
  size_t i = 0, rows = 0;
  for (auto _ : state) {
    std::vector<DependencyRow> r =
        Dependencies(g, {asked[i++ % asked.size()]},
                     static_cast<int>(state.range(0)));
    rows += r.size();
    benchmark::DoNotOptimize(r.data());
  }
  state.counters["rows"] = benchmark::Counter(
      static_cast<double>(rows), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_GraphDeps)->Arg(1)->Arg(2)->Arg(3)->Arg(0)
    ->Unit(benchmark::kMillisecond);

void BM_GraphImpact(benchmark::State& state) {
  const CitationGraph& g = SyntheticGraph();
  std::vector<int32_t> asked = AskedNodes(64);
  size_t i = 0, rows = 0;
  for (auto _ : state) {
    std::vector<DependencyRow> r = Impact(
        g, {asked[i++ % asked.size()]}, static_cast<int>(state.range(0)));
    rows += r.size();
    benchmark::DoNotOptimize(r.data());
  }
  state.counters["rows"] = benchmark::Counter(
      static_cast<double>(rows), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_GraphImpact)->Arg(1)->Arg(2)->Arg(0)
    ->Unit(benchmark::kMillisecond);

void BM_GraphPath(benchmark::State& state) {
  const CitationGraph& g = SyntheticGraph();
  std::vector<int32_t> asked = AskedNodes(128);
  size_t i = 0;
  for (auto _ : state) {
    std::vector<DependencyRow> r =
        ShortestPath(g, asked[i % 64], asked[64 + i % 64]);
    ++i;
    benchmark::DoNotOptimize(r.data());
  }
}
BENCHMARK(BM_GraphPath)->Unit(benchmark::kMillisecond);

void BM_GraphCycles(benchmark::State& state) {
  const CitationGraph& g = SyntheticGraph();
  for (auto _ : state) {
    std::vector<CitationCycle> c = FindCycles(g);
    benchmark::DoNotOptimize(c.data());
  }
}
BENCHMARK(BM_GraphCycles)->Unit(benchmark::kMillisecond);

// The D.C. Code read from $LEXGRAPH_CORPORA_DIR/dc-code/titles/*/sections,
// citations extracted; nullptr when it is not there.
const Corpus* DcCorpus() {
  static const Corpus* corpus = []() -> const Corpus* {
    namespace fs = std::filesystem;
    const char* dir = std::getenv("LEXGRAPH_CORPORA_DIR");
    if (!dir) return nullptr;
    fs::path base = fs::path(dir) / "dc-code";
    if (!fs::is_directory(base / "titles")) return nullptr;
    std::vector<fs::path> files;
    for (const auto& e : fs::recursive_directory_iterator(base / "titles"))
      if (e.is_regular_file() && e.path().extension() == ".xml" &&
          e.path().parent_path().filename() == "sections")
        files.push_back(e.path());
    std::sort(files.begin(), files.end());
    auto* c = new Corpus;
    for (const fs::path& f : files) {
      Document d;
      d.spec.file = fs::relative(f, base).string();
      d.spec.path = f.string();
      d.spec.format = "dc-law-xml";
      d.spec.code = "dc-code";
      c->documents.push_back(d);
    }
    Reporter reporter;
    for (size_t i = 0; i < c->documents.size(); ++i)
      ReadDocument(static_cast<int32_t>(i), c, &reporter);
    c->LinkChildren();
    ExtractCitations(c, &reporter);
    return c;
  }();
  return corpus;
}

const CitationGraph* DcGraph() {
  static const CitationGraph* g =
      DcCorpus() ? new CitationGraph(CitationGraph::Build(*DcCorpus()))
                 : nullptr;
  return g;
}

// The most cited section keys of the D.C. Code (with no parenthesis).
std::vector<int32_t> DcMostCited(size_t count) {
  const CitationGraph& g = *DcGraph();
  std::vector<int32_t> nodes;
  for (int32_t n = 0; n < static_cast<int32_t>(g.nodes().size()); ++n)
    if (g.nodes()[n].kind == NodeKind::kProvision &&
        g.nodes()[n].key.path().find_first_of("(/") == std::string::npos)
      nodes.push_back(n);
  std::partial_sort(nodes.begin(),
                    nodes.begin() + std::min(count, nodes.size()), nodes.end(),
                    [&](int32_t a, int32_t b) {
                      return g.Incoming(a).size() > g.Incoming(b).size();
                    });
  nodes.resize(std::min(count, nodes.size()));
  return nodes;
}

void BM_GraphDcBuild(benchmark::State& state) {
  if (!DcCorpus()) {
    state.SkipWithError("set LEXGRAPH_CORPORA_DIR to a folder with dc-code/");
    return;
  }
  for (auto _ : state) {
    CitationGraph g = CitationGraph::Build(*DcCorpus());
    benchmark::DoNotOptimize(g.nodes().size());
  }
  state.counters["nodes"] = static_cast<double>(DcGraph()->nodes().size());
  state.counters["edges"] = static_cast<double>(DcGraph()->edges().size());
}
BENCHMARK(BM_GraphDcBuild)->Unit(benchmark::kMillisecond);

// deps (range 0 == 0) or impact (1) of the 32 most cited sections, in turn.
void BM_GraphDcQuery(benchmark::State& state) {
  if (!DcCorpus()) {
    state.SkipWithError("set LEXGRAPH_CORPORA_DIR to a folder with dc-code/");
    return;
  }
  std::vector<int32_t> asked = DcMostCited(32);
  size_t i = 0, rows = 0;
  for (auto _ : state) {
    int32_t n = asked[i++ % asked.size()];
    std::vector<DependencyRow> r = state.range(0) == 0
                                       ? Dependencies(*DcGraph(), {n})
                                       : Impact(*DcGraph(), {n});
    rows += r.size();
    benchmark::DoNotOptimize(r.data());
  }
  state.counters["rows"] = benchmark::Counter(
      static_cast<double>(rows), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_GraphDcQuery)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_GraphDcCycles(benchmark::State& state) {
  if (!DcCorpus()) {
    state.SkipWithError("set LEXGRAPH_CORPORA_DIR to a folder with dc-code/");
    return;
  }
  for (auto _ : state) {
    std::vector<CitationCycle> c = FindCycles(*DcGraph());
    benchmark::DoNotOptimize(c.data());
  }
}
BENCHMARK(BM_GraphDcCycles)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace lexgraph
