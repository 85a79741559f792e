// The citation graph and its queries on a small hand-made corpus: nodes and
// containment, deps, impact (directly, transitively, through a containing
// key), path, cycles, dangling citations, citing sentences, word diffs,
// exports and reading OUT/data back.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "codec/corpus_data.h"
#include "codec/json.h"
#include "graph/audit.h"
#include "graph/graph.h"
#include "graph/graph_export.h"
#include "graph/queries.h"
#include "graph/word_diff.h"
#include "tests/test_util.h"

namespace lexgraph {
namespace {

Key K(const std::string& s) { return *Key::Parse(s); }

// wis-stat:30.12 with (1), (1)(a), (2); jefferson-co:22-1 and 22-2.
//   30.12(2)      "exempt under sub. (1) (a)"  -> 30.12(1)(a)
//   30.12(1)(a)   "as defined in s. 30.50 (9d)" -> 30.50(9d)
//   22-1          "subject to s. 30.12 (2)"    -> 30.12(2)
//   22-2          "under ch. 30"               -> ch.30
//   30.12(1)      "under s. 30.12 (9z)"        -> 30.12(9z) (missing)
//   22-1 <-> 22-2 cite each other
class GraphTest : public ::testing::Test {
 protected:
  void SetUp() override {
    Document stat, ord;
    stat.spec.file = "stat.txt";
    stat.spec.code = "wis-stat";
    stat.spec.title = "Statute";
    ord.spec.file = "ord.txt";
    ord.spec.code = "jefferson-co";
    ord.spec.title = "Ordinance";
    corpus_.documents = {stat, ord};
    auto add = [&](const std::string& key, int32_t doc, int32_t parent,
                   const std::string& text, int line) {
      Provision p;
      p.key = K(key);
      p.doc = doc;
      p.parent = parent;
      p.text = text;
      p.line = p.end_line = line;
      return corpus_.Add(p);
    };
    s_ = add("wis-stat:30.12", 0, kNoProvision, "", 1);
    s1_ = add("wis-stat:30.12(1)", 0, s_, "(1) No piers. See s. 30.12 (9z).", 2);
    s1a_ = add("wis-stat:30.12(1)(a)", 0, s1_,
               "(a) A pier, as defined in s. 30.50 (9d). Nothing else.", 3);
    s2_ = add("wis-stat:30.12(2)", 0, s_,
              "(2) Piers are allowed. A pier exempt under sub. (1) (a) is "
              "fine.",
              4);
    o1_ = add("jefferson-co:22-1", 1, kNoProvision,
              "Piers are subject to s. 30.12 (2). See sec. 22-2.", 1);
    o2_ = add("jefferson-co:22-2", 1, kNoProvision,
              "Docks are regulated under ch. 30. See sec. 22-1.", 2);
    corpus_.LinkChildren();
    Cite(s2_, "sub. (1) (a)", "exempt under", {"wis-stat:30.12(1)(a)"});
    Cite(s1a_, "s. 30.50 (9d)", "as defined in", {"wis-stat:30.50(9d)"});
    Cite(o1_, "s. 30.12 (2)", "subject to", {"wis-stat:30.12(2)"});
    Cite(o2_, "ch. 30", "under", {"wis-stat:ch.30"});
    Cite(s1_, "s. 30.12 (9z)", "", {"wis-stat:30.12(9z)"});
    Cite(o1_, "sec. 22-2", "", {"jefferson-co:22-2"});
    Cite(o2_, "sec. 22-1", "", {"jefferson-co:22-1"});
    graph_ = CitationGraph::Build(corpus_);
  }

  void Cite(int32_t source, const std::string& text,
            const std::string& relation,
            const std::vector<std::string>& targets) {
    Citation c;
    c.doc = corpus_.provisions[source].doc;
    c.source = source;
    c.line = corpus_.provisions[source].line;
    c.text = text;
    c.relation = relation;
    const std::string& t = corpus_.provisions[source].text;
    c.begin = static_cast<uint32_t>(t.find(text));
    c.end = c.begin + static_cast<uint32_t>(text.size());
    for (const auto& k : targets) c.targets.push_back(K(k));
    corpus_.citations.push_back(c);
  }

  int32_t Node(const std::string& key) { return graph_.NodeOf(K(key)); }
  std::string KeyOf(int32_t node) {
    return graph_.nodes()[node].key.ToString();
  }
  std::vector<std::string> Keys(const std::vector<DependencyRow>& rows) {
    std::vector<std::string> out;
    for (const auto& r : rows)
      out.push_back(KeyOf(r.node) + "@" + std::to_string(r.depth));
    return out;
  }
  std::vector<std::string> Via(const DependencyRow& row) {
    std::vector<std::string> out;
    for (int32_t n : row.via) out.push_back(KeyOf(n));
    return out;
  }

  Corpus corpus_;
  CitationGraph graph_;
  int32_t s_, s1_, s1a_, s2_, o1_, o2_;
};

TEST_F(GraphTest, NodesAreMarkedAndContainersExist) {
  EXPECT_EQ(graph_.nodes()[Node("wis-stat:30.12(1)(a)")].kind,
            NodeKind::kProvision);
  EXPECT_EQ(graph_.nodes()[Node("wis-stat:30.50(9d)")].kind,
            NodeKind::kOutside);
  // ch.30 is cited; 30.50 only contains a cited key.
  EXPECT_EQ(graph_.nodes()[Node("wis-stat:ch.30")].kind, NodeKind::kOutside);
  ASSERT_GE(Node("wis-stat:30.50"), 0);
  EXPECT_EQ(graph_.nodes()[Node("wis-stat:30.50")].kind,
            NodeKind::kContainer);
  // 30.12 lies within ch.30; 30.12(1)(a) within 30.12(1).
  auto ups = graph_.Containers(Node("wis-stat:30.12"));
  ASSERT_EQ(ups.size(), 1u);
  EXPECT_EQ(KeyOf(ups[0]), "wis-stat:ch.30");
  auto ups_a = graph_.Containers(Node("wis-stat:30.12(1)(a)"));
  ASSERT_EQ(ups_a.size(), 1u);
  EXPECT_EQ(KeyOf(ups_a[0]), "wis-stat:30.12(1)");
  EXPECT_EQ(graph_.edges().size(), 7u);
}

TEST_F(GraphTest, DepsFollowTargetsAndWhatIsWithinThem) {
  std::vector<DependencyRow> rows =
      Dependencies(graph_, {Node("jefferson-co:22-1")});
  ASSERT_EQ(Keys(rows),
            (std::vector<std::string>{
                "wis-stat:30.12(2)@1", "jefferson-co:22-2@1",
                "wis-stat:30.12(1)(a)@2", "wis-stat:ch.30@2",
                "wis-stat:30.50(9d)@3", "wis-stat:30.12(9z)@3"}));
  EXPECT_EQ(Via(rows[4]),
            (std::vector<std::string>{"jefferson-co:22-1", "wis-stat:30.12(2)",
                                      "wis-stat:30.12(1)(a)",
                                      "wis-stat:30.50(9d)"}));
  // ch.30 was reached: what is within it (30.12(1) citing 30.12(9z)) is
  // followed, and the via names the provision the citation stands in.
  EXPECT_EQ(Via(rows[5]),
            (std::vector<std::string>{"jefferson-co:22-1", "jefferson-co:22-2",
                                      "wis-stat:ch.30", "wis-stat:30.12(1)",
                                      "wis-stat:30.12(9z)"}));
}

TEST_F(GraphTest, DepsOfAContainerSkipsItsOwnParts) {
  // 30.12(9z) lies within 30.12: a reference inside the asked key.
  std::vector<DependencyRow> rows =
      Dependencies(graph_, {Node("wis-stat:30.12")});
  ASSERT_EQ(Keys(rows), (std::vector<std::string>{"wis-stat:30.50(9d)@1"}));
  EXPECT_EQ(Via(rows[0]),
            (std::vector<std::string>{"wis-stat:30.12", "wis-stat:30.12(1)(a)",
                                      "wis-stat:30.50(9d)"}));
}

TEST_F(GraphTest, DepsDepthLimit) {
  EXPECT_EQ(Keys(Dependencies(graph_, {Node("jefferson-co:22-1")}, 1)),
            (std::vector<std::string>{"wis-stat:30.12(2)@1",
                                      "jefferson-co:22-2@1"}));
}

TEST_F(GraphTest, ImpactDirectTransitiveAndThroughAContainingKey) {
  std::vector<DependencyRow> rows =
      Impact(graph_, {Node("wis-stat:30.12(1)(a)")});
  ASSERT_EQ(Keys(rows), (std::vector<std::string>{"wis-stat:30.12(2)@1",
                                                  "jefferson-co:22-2@1",
                                                  "jefferson-co:22-1@2"}));
  EXPECT_FALSE(rows[0].through_container);
  EXPECT_TRUE(rows[1].through_container);  // cites ch.30
  EXPECT_EQ(Via(rows[1]),
            (std::vector<std::string>{"wis-stat:30.12(1)(a)", "wis-stat:ch.30",
                                      "jefferson-co:22-2"}));
}

TEST_F(GraphTest, ImpactOfAKeyCoversWhatIsWithinIt) {
  // 30.50 is no provision and is not cited: it only contains 30.50(9d).
  std::vector<DependencyRow> rows = Impact(graph_, {Node("wis-stat:30.50")});
  ASSERT_FALSE(rows.empty());
  EXPECT_EQ(KeyOf(rows[0].node), "wis-stat:30.12(1)(a)");
  EXPECT_EQ(Via(rows[0]),
            (std::vector<std::string>{"wis-stat:30.50", "wis-stat:30.50(9d)",
                                      "wis-stat:30.12(1)(a)"}));
}

// One ImpactSearch asked about every node in turn (as the site asks)
// answers each as a fresh Impact would: what a query marks is cleared.
TEST_F(GraphTest, ImpactSearchReusedAnswersLikeAFreshOne) {
  ImpactSearch search(graph_);
  for (int pass = 0; pass < 2; ++pass) {
    for (int32_t n = 0; n < static_cast<int32_t>(graph_.nodes().size()); ++n) {
      std::vector<DependencyRow> fresh = Impact(graph_, {n});
      std::vector<DependencyRow> reused = search.Run({n});
      ASSERT_EQ(Keys(reused), Keys(fresh)) << KeyOf(n);
      for (size_t i = 0; i < fresh.size(); ++i)
        EXPECT_EQ(Via(reused[i]), Via(fresh[i])) << KeyOf(n);
    }
  }
  std::vector<DependencyRow> bare =
      search.Run({Node("wis-stat:30.12(1)(a)")}, 0, /*with_via=*/false);
  ASSERT_EQ(bare.size(), 3u);
  EXPECT_TRUE(bare[2].via.empty());
}

TEST_F(GraphTest, UnknownAndBadKeys) {
  EXPECT_EQ(ResolveKeyNode(graph_, "wis-stat:99.99").status().message(),
            "unknown key 'wis-stat:99.99': no provision of the corpus has it, "
            "cites it or lies within it");
  EXPECT_EQ(ResolveKeyNode(graph_, "piers").status().message(),
            "not a key: 'piers' (expected CODE:PATH, e.g. "
            "wis-stat:30.12(1g)(f))");
  EXPECT_TRUE(ResolveKeyNode(graph_, "wis-stat:30.12(1)(a).").ok());
}

TEST_F(GraphTest, ShortestPath) {
  std::vector<DependencyRow> path = ShortestPath(
      graph_, Node("jefferson-co:22-1"), Node("wis-stat:30.50(9d)"));
  ASSERT_EQ(path.size(), 3u);
  EXPECT_EQ(Via(path.back()),
            (std::vector<std::string>{"jefferson-co:22-1", "wis-stat:30.12(2)",
                                      "wis-stat:30.12(1)(a)",
                                      "wis-stat:30.50(9d)"}));
  EXPECT_TRUE(ShortestPath(graph_, Node("wis-stat:30.50(9d)"),
                           Node("jefferson-co:22-1"))
                  .empty());
}

TEST_F(GraphTest, Cycles) {
  std::vector<CitationCycle> cycles = FindCycles(graph_);
  ASSERT_EQ(cycles.size(), 1u);
  std::vector<std::string> keys;
  for (int32_t n : cycles[0].cycle) keys.push_back(KeyOf(n));
  EXPECT_EQ(keys, (std::vector<std::string>{"jefferson-co:22-1",
                                            "jefferson-co:22-2",
                                            "jefferson-co:22-1"}));
}

TEST_F(GraphTest, Dangling) {
  std::vector<DanglingCitation> d = FindDangling(corpus_, graph_);
  std::vector<std::string> got;
  for (const auto& x : d)
    got.push_back(KeyOf(graph_.edges()[x.edge].to) + " in " +
                  (x.nearest < 0 ? "-" : KeyOf(x.nearest)));
  EXPECT_EQ(got, (std::vector<std::string>{"wis-stat:30.50(9d) in -",
                                           "wis-stat:ch.30 in -",
                                           "wis-stat:30.12(9z) in "
                                           "wis-stat:30.12"}));
}

TEST_F(GraphTest, CitingSentenceSkipsCitationAbbreviations) {
  EXPECT_EQ(CitingSentence(corpus_, corpus_.citations[0]),
            "A pier exempt under sub. (1) (a) is fine.");
  EXPECT_EQ(CitingSentence(corpus_, corpus_.citations[1]),
            "(a) A pier, as defined in s. 30.50 (9d).");
  EXPECT_EQ(CitingSentence(corpus_, corpus_.citations[1], 20),
            "\xE2\x80\xA6" "in s. 30.50 (9d).");
}

TEST_F(GraphTest, ExportsDeclareTheirKeysAndEscape) {
  corpus_.citations[0].text = "sub. <(1)> & \"a\"\x01";
  CitationGraph g = CitationGraph::Build(corpus_);
  std::string xml = GraphMl(corpus_, g);
  EXPECT_NE(xml.find("<key id=\"relation\" for=\"edge\""), std::string::npos);
  EXPECT_NE(xml.find("sub. &lt;(1)&gt; &amp; &quot;a&quot; </data>"),
            std::string::npos);
  EXPECT_NE(xml.find("<data key=\"kind\">container</data>"),
            std::string::npos);
  std::string csv = EdgesCsv(corpus_, g);
  EXPECT_NE(csv.find("\"sub. <(1)> & \"\"a\"\"\x01\""), std::string::npos);
  EXPECT_NE(EdgesJsonl(corpus_, g)
                .find("{\"from\":\"wis-stat:30.12(1)(a)\",\"to\":\"wis-stat:"
                      "30.12(1)\",\"kind\":\"within\"}"),
            std::string::npos);
  EXPECT_NE(NodesJsonl(corpus_, g)
                .find("\"key\":\"wis-stat:30.50(9d)\",\"kind\":\"outside\","
                      "\"doc\":null,\"line\":null}"),
            std::string::npos);
}

TEST_F(GraphTest, DataFilesReadBackIntoTheSameGraph) {
  testing::TempDir dir;
  std::string docs, provs, cites;
  for (const Document& d : corpus_.documents) docs += DocumentJson(d) + "\n";
  for (const Provision& p : corpus_.provisions)
    provs += ProvisionJson(corpus_, p) + "\n";
  for (const Citation& c : corpus_.citations)
    cites += CitationDataJson(corpus_, c) + "\n";
  testing::WriteFile(dir / "documents.jsonl", docs);
  testing::WriteFile(dir / "provisions.jsonl", provs + "not json\n");
  testing::WriteFile(dir / "citations.jsonl", cites);
  Reporter reporter;
  Result<Corpus> back = ReadCorpusData(dir.path(), &reporter);
  ASSERT_TRUE(back.ok()) << back.status().message();
  ASSERT_EQ(reporter.diagnostics().size(), 1u);
  EXPECT_EQ(reporter.diagnostics()[0].where.line, 7);
  EXPECT_EQ(back->documents[1].spec.title, "Ordinance");
  EXPECT_EQ(back->provisions[s1a_].parent, s1_);
  EXPECT_EQ(back->citations[0].relation, "exempt under");
  EXPECT_EQ(back->citations[0].begin, corpus_.citations[0].begin);
  CitationGraph g = CitationGraph::Build(*back);
  EXPECT_EQ(NodesJsonl(*back, g), NodesJsonl(corpus_, graph_));
  EXPECT_EQ(EdgesJsonl(*back, g), EdgesJsonl(corpus_, graph_));
  EXPECT_FALSE(ReadCorpusData(dir / "nowhere", &reporter).ok());
}

// A line of documents.jsonl that does not parse is reported once, with its
// line (the file was read twice, and the line reported twice).
TEST_F(GraphTest, BadDocumentsLineIsReportedOnce) {
  testing::TempDir dir;
  std::string docs, provs;
  for (const Document& d : corpus_.documents) docs += DocumentJson(d) + "\n";
  for (const Provision& p : corpus_.provisions)
    provs += ProvisionJson(corpus_, p) + "\n";
  testing::WriteFile(dir / "documents.jsonl", docs + "not json\n");
  testing::WriteFile(dir / "provisions.jsonl", provs);
  testing::WriteFile(dir / "citations.jsonl", "");
  Reporter reporter;
  Result<Corpus> back = ReadCorpusData(dir.path(), &reporter);
  ASSERT_TRUE(back.ok()) << back.status().message();
  ASSERT_EQ(reporter.diagnostics().size(), 1u);
  EXPECT_EQ(reporter.diagnostics()[0].where.line,
            static_cast<int>(corpus_.documents.size()) + 1);
  EXPECT_EQ(back->documents.size(), corpus_.documents.size());
}

TEST_F(GraphTest, AuditReportsChangesAndTheirImpact) {
  Corpus changed = corpus_;
  changed.provisions[s1a_].text =
      "(a) A pier or wharf, as defined in s. 30.50 (9d). Nothing else.";
  CitationGraph g = CitationGraph::Build(changed);
  AuditReport r = Audit(corpus_, changed, g);
  ASSERT_EQ(r.changes.size(), 1u);
  EXPECT_EQ(r.changed, 1);
  EXPECT_EQ(r.changes[0].key.ToString(), "wis-stat:30.12(1)(a)");
  EXPECT_EQ(FormatWordDiff(r.changes[0].words),
            "(a) A [-pier,-] {+pier or wharf,+} as defined in s. 30.50 (9d). "
            "Nothing else.");
  EXPECT_EQ(r.impacted, 3);
}

TEST(WordDiffTest, MarksRemovedAndAddedWords) {
  EXPECT_EQ(FormatWordDiff(DiffWords("a b c d", "a x c d e")),
            "a [-b-] {+x+} c d {+e+}");
  EXPECT_EQ(FormatWordDiff(DiffWords("", "new text")), "{+new text+}");
  EXPECT_EQ(FormatWordDiff(DiffWords("1 2 3 4 5 6 7 8 9 10 11 12", "1 2 3 4 "
                                     "5 6 7 8 9 10 11 x"),
                           2),
            "\xE2\x80\xA6 10 11 [-12-] {+x+}");
}

}  // namespace
}  // namespace lexgraph
