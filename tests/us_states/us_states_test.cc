// The jsonl-sections reader over the whole us-states-5 corpus: each state
// (select = { state = "…" }) reads with no error and keeps every word of
// every line exactly once; prints the counts, the reading time and the
// warnings by kind; the citation scan's skipping misses no lead-in
// (tests/lead_check.h). The corpus is $LEXGRAPH_US_STATES (ctest fixture
// "us_states", tests/us_states/CMakeLists.txt).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>

#include "corpus/corpus.h"
#include "ingest/conservation.h"
#include "ingest/citations.h"
#include "ingest/reader.h"
#include "tests/gold_score.h"
#include "tests/lead_check.h"

namespace lexgraph {
namespace {

std::string CorpusFile() {
  const char* f = std::getenv("LEXGRAPH_US_STATES");
  return f ? f : "";
}

// A warning's kind: its message up to the first quote, number or colon.
std::string Kind(const std::string& m) {
  size_t end = m.find_first_of("'0123456789:");
  return m.substr(0, end == std::string::npos ? m.size() : end);
}

struct State {
  const char* name;
  const char* code;
};
constexpr State kStates[] = {{"wisconsin", "wis-stat"},
                             {"iowa", "iowa-code"},
                             {"washington", "wa-rcw"},
                             {"connecticut", "ct-gs"},
                             {"pennsylvania", "pa-cs"}};

void Summarize(const char* what, const Corpus& c, const Reporter& r,
               double seconds) {
  std::map<std::string, int> kinds;
  for (const auto& d : r.diagnostics()) ++kinds[Kind(d.message)];
  int sections = 0;
  for (const Provision& p : c.provisions) sections += p.parent == kNoProvision;
  std::cout << what << ": " << sections << " sections, "
            << c.provisions.size() << " provisions, " << seconds << " s, "
            << r.error_count() << " errors, " << r.warning_count()
            << " warnings\n";
  for (const auto& [k, n] : kinds) std::cout << "  " << n << " x " << k << "\n";
}

// One state's lines of the file as a document, under the state's code.
Document StateDocument(const std::string& file, const State& s) {
  Document d;
  d.spec.file = "us-states-5.jsonl";
  d.spec.path = file;
  d.spec.format = "jsonl-sections";
  d.spec.code = s.code;
  d.spec.options["select.field"] = "state";
  d.spec.options["select.value"] = s.name;
  return d;
}

class UsStatesTest : public ::testing::TestWithParam<State> {};

TEST_P(UsStatesTest, ReadsWithNoErrorAndKeepsEveryWord) {
  const std::string file = CorpusFile();
  if (file.empty() || !std::filesystem::exists(file))
    GTEST_SKIP() << "LEXGRAPH_US_STATES not set or missing";
  const State& s = GetParam();
  Corpus corpus;
  corpus.documents.push_back(StateDocument(file, s));
  Reporter reporter;
  auto start = std::chrono::steady_clock::now();
  ASSERT_TRUE(ReadDocument(0, &corpus, &reporter).ok());
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  Summarize(s.name, corpus, reporter, seconds);
  ExpectLeadStartsAgree(corpus, s.name);
  EXPECT_EQ(reporter.error_count(), 0);
  for (const auto& diag : reporter.diagnostics())
    if (diag.severity == Severity::kError) ADD_FAILURE() << diag.Format();
  Reporter words;
  EXPECT_EQ(CheckConservation(corpus, &words), 0);
  for (const auto& diag : words.diagnostics()) ADD_FAILURE() << diag.Format();
}

INSTANTIATE_TEST_SUITE_P(States, UsStatesTest, ::testing::ValuesIn(kStates),
                         [](const auto& info) {
                           return std::string(info.param.name);
                         });

// The whole file as one document (each line's style from its state): the
// reading time the scale target is about.
TEST(UsStatesWholeFileTest, ReadsEveryLine) {
  const std::string file = CorpusFile();
  if (file.empty() || !std::filesystem::exists(file))
    GTEST_SKIP() << "LEXGRAPH_US_STATES not set or missing";
  Corpus corpus;
  Document d;
  d.spec.file = "us-states-5.jsonl";
  d.spec.path = file;
  d.spec.format = "jsonl-sections";
  d.spec.code = "us-states";
  corpus.documents.push_back(d);
  Reporter reporter;
  auto start = std::chrono::steady_clock::now();
  ASSERT_TRUE(ReadDocument(0, &corpus, &reporter).ok());
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  Summarize("all five states", corpus, reporter, seconds);
  EXPECT_EQ(reporter.error_count(), 0);
  int sections = 0;
  for (const Provision& p : corpus.provisions)
    sections += p.parent == kNoProvision;
  EXPECT_EQ(sections, 124530);
}

// The hand-checked gold of two samples of sections drawn at random from
// Washington, Connecticut, Iowa and Pennsylvania (tests/gold/README.md):
// each state read as its own document, as a manifest with one `select` per
// state reads it, then every citation scored.
TEST(UsStatesCitationsTest, HandCheckedSamples) {
  const std::string file = CorpusFile();
  if (file.empty() || !std::filesystem::exists(file))
    GTEST_SKIP() << "LEXGRAPH_US_STATES not set or missing";
  Corpus corpus;
  for (const State& s : kStates)
    if (std::string(s.name) != "wisconsin")
      corpus.documents.push_back(StateDocument(file, s));
  Reporter reporter;
  for (size_t i = 0; i < corpus.documents.size(); ++i)
    ASSERT_TRUE(ReadDocument(static_cast<int32_t>(i), &corpus, &reporter).ok());
  corpus.LinkChildren();
  ExtractCitations(&corpus, &reporter);
  const std::string gold = std::string(LEXGRAPH_SOURCE_DIR) + "/tests/gold/";
  for (const char* name :
       {"states_sample", "states_sample2", "states_sample3", "states_sample4",
        "states_sample5", "states_sample17", "states_sample18", "states_sample20",
        "states_sample21", "states_sample22", "states_sample23", "states_sample25",
        "states_sample26", "states_sample28", "states_sample30",
        "states_sample31", "states_sample35", "states_sample36",
        "states_sample37", "states_sample38", "states_sample39",
        "states_sample43", "states_sample47", "states_sample48",
        "states_sample49", "states_sample50", "states_sample52",
        "states_sample53", "states_sample54", "states_sample55",
        "states_sample58", "states_sample60", "states_sample61",
        "states_sample63", "states_sample64", "states_sample68",
        "states_sample69", "states_sample70", "states_sample74", "states_sample76",
        "states_sample77", "states_sample78", "states_sample80",
        "states_sample83", "states_sample84", "states_sample86",
        "states_sample88", "states_sample89", "states_sample91",
        "states_sample93", "states_sample94", "states_sample95",
        "states_sample97", "states_sample98", "states_sample100",
        "states_sample101", "states_sample103", "states_sample104",
        "states_sample107", "states_sample109", "states_sample111",
        "states_sample113", "states_sample114", "states_sample115",
        "states_sample116", "states_sample117", "states_sample118",
        "states_sample120", "states_sample125", "states_sample126",
        "states_sample127", "states_sample128", "states_sample130",
        "states_sample134", "states_sample135", "states_sample136",
        "states_sample137", "states_sample139", "states_sample142",
        "states_sample143", "states_sample144", "states_sample145",
        "states_sample146",
        // Passing the whole file's reading since Pennsylvania's "(c)
        // Heading.-- (1)" opens (1) (the nineteenth round).
        "states_sample24", "states_sample45", "states_sample67",
        "states_sample72", "states_sample79", "states_sample82",
        "states_sample87", "states_sample96", "states_sample102",
        "states_sample105", "states_sample106", "states_sample110",
        "states_sample112", "states_sample121", "states_sample124",
        "states_sample131", "states_sample138", "states_sample141",
        "states_sample147", "states_sample149", "states_sample150",
        "states_sample152", "states_sample154", "states_sample156",
        "states_sample157", "states_sample159", "states_sample160",
        "states_sample161", "states_sample162",
        // The twentieth round's draws.
        "states_sample163", "states_sample164", "states_sample165",
        "states_sample166", "states_sample167", "states_sample168",
        // The twenty-first round's.
        "states_sample169", "states_sample170", "states_sample171",
        "states_sample172", "states_sample173", "states_sample174",
        // The twenty-second round's.
        "states_sample175", "states_sample176", "states_sample177",
        "states_sample178", "states_sample179", "states_sample180",
        "states_sample181", "states_sample182",
        // The twenty-third round's.
        "states_sample183", "states_sample184",
        // The twenty-fourth round's.
        "states_sample185", "states_sample186", "states_sample187",
        "states_sample188",
        // The twenty-fifth round's.
        "states_sample189", "states_sample190", "states_sample191",
        "states_sample192", "states_sample193", "states_sample194",
        "states_sample195", "states_sample196", "states_sample197",
        "states_sample198", "states_sample199", "states_sample200"}) {
    testing::GoldScore s = testing::ScoreAgainstGold(
        corpus, gold + name + ".jsonl", gold + name + ".sections");
    testing::PrintGoldScore(name, s, std::cout);
    EXPECT_GE(s.precision(), 0.98) << name;
    EXPECT_GE(s.recall(), 0.98) << name;
  }
}

}  // namespace
}  // namespace lexgraph
