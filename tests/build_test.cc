// The whole program in-process: `lexgraph build` writes OUT/ atomically,
// `search` and `cites` answer from it, bad input and bad usage get the
// exit statuses of spec/cli.md.
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

class BuildTest : public testing::SampleBuildTest {};

TEST_F(BuildTest, WritesDataIndexAndSite) {
  EXPECT_TRUE(fs::is_regular_file(Out() + "/data/provisions.jsonl"));
  EXPECT_TRUE(fs::is_regular_file(Out() + "/data/citations.jsonl"));
  EXPECT_TRUE(fs::is_directory(Out() + "/index"));
  EXPECT_TRUE(fs::is_regular_file(Out() + "/site/index.html"));
  EXPECT_TRUE(fs::is_regular_file(Out() + "/site/search.html"));
  // No staging folder is left behind.
  for (const auto& e : fs::directory_iterator(fs::path(Out()).parent_path()))
    EXPECT_EQ(e.path().filename(), "out");
}

TEST_F(BuildTest, ProvisionsJsonlHasTheContractFields) {
  std::istringstream in(testing::ReadFile(Out() + "/data/provisions.jsonl"));
  std::string line;
  int rows = 0;
  while (std::getline(in, line)) {
    Result<FlatJson> j = ParseFlatJson(line);
    ASSERT_TRUE(j.ok()) << line;
    for (const char* f : {"key", "doc", "line", "end_line", "parent", "label",
                          "heading", "text", "notes"})
      EXPECT_TRUE(j->count(f)) << f << " missing in " << line;
    ++rows;
  }
  EXPECT_GT(rows, 600);
}

TEST_F(BuildTest, SearchFindsPiers) {
  RunResult r = RunLexgraph({"search", Out(), "piers", "--format", "jsonl"});
  ASSERT_EQ(r.status, 0) << r.err;
  std::istringstream in(r.out);
  std::string line;
  int hits = 0;
  while (std::getline(in, line)) {
    Result<FlatJson> j = ParseFlatJson(line);
    ASSERT_TRUE(j.ok());
    for (const char* f : {"key", "doc", "line", "end_line", "title", "score",
                          "snippet"})
      EXPECT_TRUE(j->count(f)) << f;
    ++hits;
  }
  EXPECT_GT(hits, 3);
}

TEST_F(BuildTest, SearchWithNoHitsSaysSo) {
  RunResult r = RunLexgraph({"search", Out(), "zzyzxquux"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "no results\n");
}

TEST_F(BuildTest, FailedBuildLeavesOutputAsItWas) {
  std::string before = testing::ReadFile(Out() + "/data/provisions.jsonl");
  testing::TempDir bad;
  testing::WriteFile(bad / "corpus.toml",
                     "[[document]]\nfile = \"missing.txt\"\n"
                     "format = \"iac-text\"\ncode = \"iowa-iac\"\n");
  RunResult r = RunLexgraph({"build", bad / "corpus.toml", "-o", Out()});
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.err.find("corpus.toml:2:8: error: document file 'missing.txt' "
                       "not found"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(testing::ReadFile(Out() + "/data/provisions.jsonl"), before);
}

TEST_F(BuildTest, RebuildReplacesOutput) {
  testing::TempDir other;
  testing::WriteFile(other / "r.txt",
                     "Section 571.16.7. Docks.\n\n16.7(1) A dock.\n");
  testing::WriteFile(other / "corpus.toml",
                     "[[document]]\nfile = \"r.txt\"\nformat = \"iac-text\"\n"
                     "code = \"iowa-iac\"\n");
  std::string out = other / "out";
  ASSERT_EQ(RunLexgraph({"build", other / "corpus.toml", "-o", out}).status, 0);
  testing::WriteFile(other / "r.txt",
                     "Section 571.16.7. Docks.\n\n16.7(1) A dock.\n\n"
                     "16.7(2) A hoist.\n");
  ASSERT_EQ(RunLexgraph({"build", other / "corpus.toml", "-o", out}).status, 0);
  EXPECT_NE(testing::ReadFile(out + "/data/provisions.jsonl")
                .find("iowa-iac:571-16.7(2)"),
            std::string::npos);
}

TEST(CommandLineTest, UsageErrorsExitWithTwo) {
  EXPECT_EQ(RunLexgraph({}).status, 2);
  EXPECT_EQ(RunLexgraph({"frobnicate"}).status, 2);
  EXPECT_EQ(RunLexgraph({"build"}).status, 2);
  EXPECT_EQ(RunLexgraph({"cites", "x.toml", "--format", "xml"}).status, 2);
}

TEST(CommandLineTest, HelpExitsWithZero) {
  RunResult r = RunLexgraph({"build", "--help"});
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("manifest"), std::string::npos);
}

TEST(CommandLineTest, CitesPrintsTheContractShape) {
  RunResult r =
      RunLexgraph({"cites", testing::SampleManifest(), "--format", "jsonl"});
  ASSERT_EQ(r.status, 0) << r.err;
  std::istringstream in(r.out);
  std::string first;
  std::getline(in, first);
  EXPECT_EQ(first,
            "{\"doc\":\"000_529a051a0fae6e40.txt\",\"source\":\"wis-stat:30.12"
            "(1g)(jm)5.\",\"line\":14,\"text\":\"subd. 7.\",\"targets\":"
            "[\"wis-stat:30.12(1g)(jm)7.\"],\"status\":\"resolved\","
            "\"relation\":\"under\"}");
}

TEST(CommandLineTest, CheckPassesOnTheSampleCorpus) {
  RunResult r = RunLexgraph({"check", testing::SampleManifest()});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("0 document(s) lose or double words"),
            std::string::npos);
}

}  // namespace
}  // namespace lexgraph

namespace lexgraph {
namespace {

// A bulk corpus can raise hundreds of thousands of warnings: build and cites
// show the first hundred and count the rest; check shows them all.
TEST(CommandLineTest, WarningsBeyondAHundredAreCounted) {
  testing::TempDir dir;
  std::string lines;
  for (int i = 0; i < 150; ++i)
    lines += "{\"number\": \"1.01\", \"heading\": \"Same.\", \"text\": \"Text.\"}\n";
  testing::WriteFile(dir / "s.jsonl", lines);
  testing::WriteFile(dir / "corpus.toml",
                     "[[document]]\nfile = \"s.jsonl\"\n"
                     "format = \"jsonl-sections\"\ncode = \"wis-stat\"\n");
  RunResult cites = RunLexgraph({"cites", dir / "corpus.toml"});
  EXPECT_EQ(cites.status, 0) << cites.err;
  EXPECT_NE(cites.err.find("lexgraph: 49 more warning(s) not shown"),
            std::string::npos)
      << cites.err;
  RunResult check = RunLexgraph({"check", dir / "corpus.toml"});
  size_t shown = 0;
  for (size_t at = 0; (at = check.err.find("warning: duplicate key", at)) !=
                      std::string::npos;
       ++at)
    ++shown;
  EXPECT_EQ(shown, 149u);
}

}  // namespace
}  // namespace lexgraph

namespace lexgraph {
namespace {

// One JSON Lines file holding two states, read once per state: the build
// keeps them as two documents, and the graph commands, which read OUT/data
// back, still tell the citing state's document apart.
TEST(CommandLineTest, OneFileReadOncePerStateStaysTwoDocuments) {
  testing::TempDir dir;
  testing::WriteFile(
      dir / "s.jsonl",
      "{\"state\": \"iowa\", \"number\": \"462A.2\", \"heading\": "
      "\"Definitions.\", \"text\": \"Vessel means a boat.\"}\n"
      "{\"state\": \"iowa\", \"number\": \"462A.3\", \"heading\": \"Use.\", "
      "\"text\": \"A vessel as defined in section 462A.2 may dock.\"}\n"
      "{\"state\": \"washington\", \"number\": \"90.58.030\", \"heading\": "
      "\"Definitions.\", \"text\": \"Shoreline means a shore.\"}\n");
  testing::WriteFile(
      dir / "corpus.toml",
      "[[document]]\nfile = \"s.jsonl\"\nformat = \"jsonl-sections\"\n"
      "code = \"iowa-code\"\ntitle = \"Code of Iowa\"\n"
      "select = { state = \"iowa\" }\n"
      "[[document]]\nfile = \"s.jsonl\"\nformat = \"jsonl-sections\"\n"
      "code = \"wa-rcw\"\ntitle = \"Revised Code of Washington\"\n"
      "select = { state = \"washington\" }\n");
  RunResult b = RunLexgraph({"build", dir / "corpus.toml", "-o", dir / "out"});
  ASSERT_EQ(b.status, 0) << b.err;
  RunResult i = RunLexgraph({"impact", dir / "out", "iowa-code:462A.2"});
  ASSERT_EQ(i.status, 0) << i.err;
  EXPECT_NE(i.out.find("iowa-code:462A.3"), std::string::npos) << i.out;
  EXPECT_NE(i.out.find("Code of Iowa"), std::string::npos) << i.out;
  EXPECT_EQ(i.out.find("Revised Code of Washington"), std::string::npos) << i.out;
}

}  // namespace
}  // namespace lexgraph
