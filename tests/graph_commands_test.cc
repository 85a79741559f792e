// The graph commands on the sample corpus, in-process: deps, impact, path,
// cycles and dangling over a built OUT folder, and diff over two versions of
// seed 000. Outputs are compared with tests/golden/graph/.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "codec/json.h"
#include "tests/run_lexgraph.h"
#include "tests/test_util.h"

namespace lexgraph {
namespace {

namespace fs = std::filesystem;

using testing::RunLexgraph;
using testing::RunResult;

std::vector<FlatJson> Rows(const std::string& jsonl) {
  std::vector<FlatJson> rows;
  std::istringstream in(jsonl);
  std::string line;
  while (std::getline(in, line)) {
    Result<FlatJson> j = ParseFlatJson(line);
    EXPECT_TRUE(j.ok()) << line;
    if (j.ok()) rows.push_back(*j);
  }
  return rows;
}

std::string ReplaceAll(std::string s, const std::string& from,
                       const std::string& to) {
  for (size_t at = s.find(from); at != std::string::npos;
       at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

class GraphCommandsTest : public testing::SampleBuildTest {};

TEST_F(GraphCommandsTest, BuildWritesTheGraphExports) {
  for (const char* f : {"documents.jsonl", "nodes.jsonl", "edges.jsonl",
                        "edges.csv", "graph.graphml"})
    EXPECT_TRUE(fs::is_regular_file(Out() + "/data/" + f)) << f;
  std::string xml = testing::ReadFile(Out() + "/data/graph.graphml");
  EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", 0), 0u);
  EXPECT_NE(xml.find("</graphml>"), std::string::npos);
}

TEST_F(GraphCommandsTest, ImpactOfSection59692ListsTheCitingOrdinance) {
  RunResult r =
      RunLexgraph({"impact", Out(), "wis-stat:59.692", "--format", "jsonl"});
  ASSERT_EQ(r.status, 0) << r.err;
  std::vector<FlatJson> rows = Rows(r.out);
  ASSERT_GE(rows.size(), 10u);
  bool subsection = false;
  for (const FlatJson& row : rows) {
    for (const char* f : {"key", "doc", "line", "depth", "via"})
      EXPECT_TRUE(row.count(f)) << f;
    EXPECT_EQ(row.at("doc")[0], "002_6fa53fe1ae6cecf8.txt");
    EXPECT_EQ(row.at("via")[0], "wis-stat:59.692");
    if (row.at("depth")[0] == "1") {
      EXPECT_NE(row.at("sentence")[0].find("59.692"), std::string::npos);
      subsection |= row.at("target")[0] == "wis-stat:59.692(1v)";
    }
  }
  EXPECT_TRUE(subsection) << "a citation of 59.692(1v) bears on 59.692";
  EXPECT_EQ(r.out, testing::Golden("graph/impact_59.692.jsonl", r.out));
}

TEST_F(GraphCommandsTest, ImpactTextIsGroupedByBodyOfLawAndDocument) {
  RunResult r = RunLexgraph({"impact", Out(), "wis-stat:59.692"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, testing::Golden("graph/impact_59.692.txt", r.out));
}

TEST_F(GraphCommandsTest, DepsOfSubsection1h) {
  RunResult r = RunLexgraph(
      {"deps", Out(), "wis-stat:30.12(1h)", "--format", "jsonl"});
  ASSERT_EQ(r.status, 0) << r.err;
  std::vector<std::string> keys;
  for (const FlatJson& row : Rows(r.out)) keys.push_back(row.at("key")[0]);
  EXPECT_NE(std::find(keys.begin(), keys.end(), "wis-stat:30.12(1g)(f)"),
            keys.end());
  EXPECT_NE(std::find(keys.begin(), keys.end(), "wis-stat:30.50(9d)"),
            keys.end());
  RunResult text = RunLexgraph({"deps", Out(), "wis-stat:30.12(1h)"});
  EXPECT_EQ(text.out, testing::Golden("graph/deps_30.12_1h.txt", text.out));
}

TEST_F(GraphCommandsTest, PathCyclesAndDangling) {
  RunResult path = RunLexgraph(
      {"path", Out(), "jefferson-co:11.10(f)(1)(a)", "wis-stat:59.692"});
  ASSERT_EQ(path.status, 0) << path.err;
  RunResult cycles = RunLexgraph({"cycles", Out()});
  ASSERT_EQ(cycles.status, 0) << cycles.err;
  RunResult dangling = RunLexgraph({"dangling", Out()});
  ASSERT_EQ(dangling.status, 0) << dangling.err;
  std::string all = "$ path\n" + path.out + "$ cycles\n" + cycles.out +
                    "$ dangling\n" + dangling.out;
  EXPECT_EQ(all, testing::Golden("graph/path_cycles_dangling.txt", all));
}

TEST_F(GraphCommandsTest, UnknownKeyAndMissingOutExitWithOne) {
  RunResult r = RunLexgraph({"deps", Out(), "wis-stat:99.99"});
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err,
            "lexgraph: deps: unknown key 'wis-stat:99.99': no provision of the "
            "corpus has it, cites it or lies within it\n");
  r = RunLexgraph({"impact", Out(), "wis-stat:59.692", "piers"});
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("not a key: 'piers'"), std::string::npos);
  testing::TempDir empty;
  r = RunLexgraph({"cycles", empty / "out"});
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("is not a built output folder"), std::string::npos)
      << r.err;
  EXPECT_EQ(RunLexgraph({"deps", Out()}).status, 2);
  EXPECT_EQ(RunLexgraph({"diff", "a.toml"}).status, 2);
}

TEST(GraphDiffTest, EditedSubsectionAndEverythingDependingOnIt) {
  testing::TempDir dir;
  const std::string sample = testing::SourceDir() + "/examples/shoreland";
  fs::copy(sample, dir / "v2");
  const std::string file = dir / "v2/000_529a051a0fae6e40.txt";
  std::string text = testing::ReadFile(file);
  const std::string old_line =
      "7. Filter fabric or clean-washed gravel is used as a filter layer "
      "under the riprap.";
  ASSERT_NE(text.find(old_line), std::string::npos);
  text.replace(text.find(old_line), old_line.size(),
               "7. Filter fabric or clean-washed gravel or crushed stone is "
               "used as a filter layer beneath the riprap.");
  testing::WriteFile(file, text);

  const std::string old_manifest = testing::SampleManifest();
  const std::string new_manifest = dir / "v2/corpus.toml";
  RunResult r = RunLexgraph(
      {"diff", old_manifest, new_manifest, "-o", dir / "report"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("changed wis-stat:30.12(1g)(jm)7."), std::string::npos);
  EXPECT_NE(r.out.find("gravel {+or crushed stone+} is used as a filter layer "
                       "[-under-] {+beneath+} the riprap."),
            std::string::npos);
  // (jm)5. cites subd. 7. directly.
  EXPECT_NE(r.out.find("wis-stat:30.12(1g)(jm)5.  line 13  depth 1"),
            std::string::npos);
  std::string shown = ReplaceAll(
      ReplaceAll(r.out, old_manifest, "OLD/corpus.toml"), new_manifest,
      "NEW/corpus.toml");
  EXPECT_EQ(shown, testing::Golden("graph/diff_000.txt", shown));

  for (const char* f :
       {"index.html", "style.css", "report.txt", "report.json"})
    EXPECT_TRUE(fs::is_regular_file(dir / ("report/" + std::string(f)))) << f;
  Result<FlatJson> json =
      ParseFlatJson(testing::ReadFile(dir / "report/report.json"));
  ASSERT_TRUE(json.ok());
  EXPECT_NE(json->at("summary")[0].find("\"changed\":1"), std::string::npos);
  std::string html = testing::ReadFile(dir / "report/index.html");
  EXPECT_NE(html.find("<del>under</del> <ins>beneath</ins>"),
            std::string::npos);
  EXPECT_NE(html.find("wis-stat:30.12(1g)(jm)5."), std::string::npos);

  RunResult same = RunLexgraph({"diff", old_manifest, old_manifest,
                                "--format", "json"});
  ASSERT_EQ(same.status, 0) << same.err;
  EXPECT_NE(same.out.find("\"changes\":[]"), std::string::npos);
}

}  // namespace
}  // namespace lexgraph
