// Tests of index/: WriteIndex over a small hand-made corpus, then Search for
// words, stems, phrases, filters, keys, snippets and errors.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "corpus/corpus.h"
#include "gtest/gtest.h"
#include "index/index_writer.h"
#include "index/searcher.h"

namespace lexgraph {
namespace {

namespace fs = std::filesystem;

// A fresh path under the temp folder, removed (with its contents) at the end.
class TempDir {
 public:
  TempDir() {
    path_ = fs::temp_directory_path() /
            ("lexgraph_index_test_" + std::to_string(getpid()) + "_" +
             std::to_string(
                 std::chrono::steady_clock::now().time_since_epoch().count()) +
             "_" + std::to_string(counter_++));
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  std::string str() const { return path_.string(); }
  const fs::path& path() const { return path_; }

 private:
  static inline int counter_ = 0;
  fs::path path_;
};

int32_t AddDocument(Corpus* c, std::string file, std::string code,
                    std::string kind, std::string title) {
  Document d;
  d.spec.file = std::move(file);
  d.spec.path = "/nowhere/" + d.spec.file;
  d.spec.format = "test";
  d.spec.code = std::move(code);
  d.spec.kind = std::move(kind);
  d.spec.title = std::move(title);
  c->documents.push_back(std::move(d));
  return static_cast<int32_t>(c->documents.size() - 1);
}

void AddProvision(Corpus* c, int32_t doc, const std::string& key, int line,
                  std::string label, std::string heading, std::string text,
                  bool implied = false) {
  Provision p;
  p.key = *Key::Parse(key);
  p.doc = doc;
  p.line = line;
  p.end_line = line + 1;
  p.label = std::move(label);
  p.heading = std::move(heading);
  p.text = std::move(text);
  p.implied = implied;
  c->Add(std::move(p));
}

Corpus MakeCorpus() {
  Corpus c;
  c.title = "Shoreland test corpus";
  int32_t stat = AddDocument(
      &c, "000_stat.txt", "wis-stat", "statute",
      "Wis. Stat. § 30.12 Structures and deposits in navigable waters");
  AddProvision(&c, stat, "wis-stat:30.12", 1, "30.12",
               "Structures and deposits in navigable waters.",
               "Except as provided under sub. (1g), no person may place a "
               "structure upon the bed of a navigable water.");
  AddProvision(&c, stat, "wis-stat:30.12(1g)", 3, "(1g)", "", "",
               /*implied=*/true);
  AddProvision(&c, stat, "wis-stat:30.12(1g)(f)", 4, "(f)", "",
               "A pier or wharf that is constructed in accordance with s. "
               "30.13 and that does not interfere with public rights in "
               "navigable waters.");
  AddProvision(&c, stat, "wis-stat:30.12(1g)(g)", 6, "(g)", "",
               "Seawalls placed on the bed of an inland lake by the riparian "
               "owner.");
  AddProvision(&c, stat, "wis-stat:30.13", 8, "30.13",
               "Wharves, swimming rafts and pierhead lines.",
               "A riparian owner may construct piers that extend beyond the "
               "ordinary high-water mark.");

  int32_t ord = AddDocument(&c, "002_ord.txt", "jefferson-co", "ordinance",
                            "Jefferson County Zoning Ordinance");
  AddProvision(&c, ord, "jefferson-co:22-997", 10, "", "",
               "No boathouse shall be constructed below the ordinary "
               "high-water mark. Fences & walls <2 ft> are exempt.");
  AddProvision(&c, ord, "jefferson-co:22-997(a)", 12, "(a)", "",
               "Piers shall comply with the state's rules for the 2019-20 "
               "season.");

  int32_t shore = AddDocument(&c, "003_stat.txt", "wis-stat", "statute",
                              "Wis. Stat. § 59.692");
  AddProvision(&c, shore, "wis-stat:59.692", 1, "59.692",
               "Zoning of shorelands on navigable waters.",
               "To effect the purposes of s. 281.31 and to protect the rights "
               "of the public, each county shall zone its shorelands.");
  AddProvision(&c, shore, "wis-stat:59.692(1)", 3, "(1)", "",
               "In this section, shorelands means the area within 1,000 feet "
               "of a lake.");
  return c;
}

std::vector<std::string> Keys(const std::vector<SearchHit>& hits) {
  std::vector<std::string> keys;
  for (const SearchHit& h : hits) keys.push_back(h.key);
  return keys;
}

class IndexTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new TempDir();
    Status s = WriteIndex(MakeCorpus(), dir_->str());
    ASSERT_TRUE(s.ok()) << s.message();
  }
  static void TearDownTestSuite() {
    delete dir_;
    dir_ = nullptr;
  }

  // The hits of `query`, failing the test when Search fails.
  static std::vector<SearchHit> Find(const std::string& query, int limit = 20) {
    Result<std::vector<SearchHit>> r = Search(dir_->str(), query, limit);
    EXPECT_TRUE(r.ok()) << query << ": " << r.status().message();
    return r.ok() ? *r : std::vector<SearchHit>();
  }

  static TempDir* dir_;
};

TempDir* IndexTest::dir_ = nullptr;

TEST_F(IndexTest, WordFindsTheProvisionWithItsData) {
  std::vector<SearchHit> hits = Find("boathouse");
  ASSERT_EQ(hits.size(), 1u);
  EXPECT_EQ(hits[0].key, "jefferson-co:22-997");
  EXPECT_EQ(hits[0].doc, "002_ord.txt");
  EXPECT_EQ(hits[0].line, 10);
  EXPECT_EQ(hits[0].end_line, 11);
  EXPECT_EQ(hits[0].title,
            "jefferson-co:22-997 — Jefferson County Zoning Ordinance");
  EXPECT_GT(hits[0].score, 0);
}

TEST_F(IndexTest, HeadingIsTitleAndWeighsMore) {
  // "shorelands" is in the heading of 59.692 and the text of 59.692(1).
  std::vector<SearchHit> hits = Find("shorelands");
  ASSERT_EQ(Keys(hits), (std::vector<std::string>{"wis-stat:59.692",
                                                  "wis-stat:59.692(1)"}));
  EXPECT_EQ(hits[0].title, "Zoning of shorelands on navigable waters.");
  EXPECT_EQ(Keys(Find("heading:wharves")),
            std::vector<std::string>{"wis-stat:30.13"});
  EXPECT_TRUE(Find("heading:riparian").empty());
}

TEST_F(IndexTest, DefaultOperatorIsAnd) {
  EXPECT_EQ(Keys(Find("riparian piers")),
            std::vector<std::string>{"wis-stat:30.13"});
  EXPECT_EQ(Keys(Find("riparian OR boathouse")).size(), 3u);
}

TEST_F(IndexTest, StemmingMatchesOtherForms) {
  // wis-stat:30.13 says only "piers"; 30.12(1g)(f) says "pier".
  std::vector<std::string> keys = Keys(Find("pier"));
  EXPECT_NE(std::find(keys.begin(), keys.end(), "wis-stat:30.13"), keys.end());
  EXPECT_NE(std::find(keys.begin(), keys.end(), "wis-stat:30.12(1g)(f)"),
            keys.end());
  EXPECT_NE(std::find(keys.begin(), keys.end(), "jefferson-co:22-997(a)"),
            keys.end());
  EXPECT_EQ(keys.size(), 3u);
}

TEST_F(IndexTest, PhraseNeedsAdjacentWords) {
  // 59.692 has both words ("rights of the public"), not as the phrase.
  EXPECT_EQ(Keys(Find("public rights")).size(), 2u);
  EXPECT_EQ(Keys(Find("\"public rights\"")),
            std::vector<std::string>{"wis-stat:30.12(1g)(f)"});
  EXPECT_TRUE(Find("\"rights public\"").empty());
}

TEST_F(IndexTest, FiltersByCodeKindAndDoc) {
  EXPECT_EQ(Keys(Find("pier code:jefferson-co")),
            std::vector<std::string>{"jefferson-co:22-997(a)"});
  std::vector<std::string> stat = Keys(Find("pier code:wis-stat"));
  EXPECT_EQ(stat.size(), 2u);
  for (const std::string& k : stat) EXPECT_TRUE(k.starts_with("wis-stat:"));
  EXPECT_EQ(Keys(Find("high-water kind:ordinance")),
            std::vector<std::string>{"jefferson-co:22-997"});
  EXPECT_EQ(Keys(Find("navigable doc:003_stat.txt")),
            std::vector<std::string>{"wis-stat:59.692"});
  EXPECT_TRUE(Find("boathouse code:wis-stat").empty());
}

TEST_F(IndexTest, KeyPathFindsTheProvisionFirst) {
  std::vector<SearchHit> hits = Find("30.12(1g)(f)");
  ASSERT_FALSE(hits.empty());
  EXPECT_EQ(hits[0].key, "wis-stat:30.12(1g)(f)");
  EXPECT_EQ(hits.size(), 1u);

  // A section stands for everything under it, itself first.
  hits = Find("59.692");
  EXPECT_EQ(Keys(hits), (std::vector<std::string>{"wis-stat:59.692",
                                                  "wis-stat:59.692(1)"}));
  // Nothing matched a word: the snippet is the start of the text.
  ASSERT_FALSE(hits.empty());
  EXPECT_TRUE(hits[0].snippet.starts_with("To effect the purposes of s. "))
      << hits[0].snippet;
  // An implied provision (no text) is indexed too.
  hits = Find("wis-stat:30.12(1g)");
  ASSERT_EQ(Keys(hits), (std::vector<std::string>{"wis-stat:30.12(1g)",
                                                  "wis-stat:30.12(1g)(f)",
                                                  "wis-stat:30.12(1g)(g)"}));
  EXPECT_EQ(hits[0].title,
            "wis-stat:30.12(1g) — Wis. Stat. § 30.12 Structures and "
            "deposits in navigable waters");
  EXPECT_EQ(hits[0].snippet, "");
  EXPECT_EQ(Keys(Find("22-997(A)")),
            std::vector<std::string>{"jefferson-co:22-997(a)"});
  EXPECT_EQ(Keys(Find("§30.13")), std::vector<std::string>{"wis-stat:30.13"});
  EXPECT_TRUE(Find("jefferson-co:30.12").empty());
}

TEST_F(IndexTest, KeyWithWordsRanksWordsWithinTheKey) {
  EXPECT_EQ(Keys(Find("pier 30.12")),
            std::vector<std::string>{"wis-stat:30.12(1g)(f)"});
  EXPECT_EQ(Keys(Find("(bed AND key:30.12(1g))")),
            std::vector<std::string>{"wis-stat:30.12(1g)(g)"});
}

TEST_F(IndexTest, KeyLikeWordThatIsNoKeyIsReadAsText) {
  EXPECT_EQ(Keys(Find("2019-20")),
            std::vector<std::string>{"jefferson-co:22-997(a)"});
}

TEST_F(IndexTest, UnknownWordFindsNothing) {
  EXPECT_TRUE(Find("xylophone").empty());
  EXPECT_TRUE(Find("pier xylophone").empty());
  EXPECT_TRUE(Find("").empty());
}

TEST_F(IndexTest, LimitCapsTheHits) {
  EXPECT_EQ(Find("navigable", 20).size(), 3u);
  EXPECT_EQ(Find("navigable", 2).size(), 2u);
  EXPECT_TRUE(Find("navigable", 0).empty());
}

TEST_F(IndexTest, SnippetIsPlainTextWithTheMatchMarked) {
  // "piers" is stemmed: 30.12(1g)(f) matches by its "pier".
  std::vector<SearchHit> hits = Find("piers code:wis-stat");
  ASSERT_EQ(hits.size(), 2u);
  for (const SearchHit& h : hits) {
    const char* word = h.key == "wis-stat:30.13" ? "«piers»" : "«pier»";
    EXPECT_NE(h.snippet.find(word), std::string::npos) << h.snippet;
  }

  hits = Find("boathouse");
  ASSERT_EQ(hits.size(), 1u);
  EXPECT_NE(hits[0].snippet.find("«boathouse»"), std::string::npos)
      << hits[0].snippet;
  EXPECT_NE(hits[0].snippet.find("Fences & walls <2 ft>"), std::string::npos)
      << hits[0].snippet;
}

TEST_F(IndexTest, BadQuerySyntaxStillSearches) {
  EXPECT_EQ(Keys(Find("boathouse AND")),
            std::vector<std::string>{"jefferson-co:22-997"});
  EXPECT_EQ(Keys(Find("\"boathouse shall")),
            std::vector<std::string>{"jefferson-co:22-997"});
}

TEST(SearchTest, MissingFolderIsAnError) {
  TempDir dir;
  Result<std::vector<SearchHit>> r = Search(dir.str(), "pier", 10);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(),
            "search index '" + dir.str() + "' does not exist");
}

TEST(SearchTest, FolderWithoutIndexIsAnError) {
  TempDir dir;
  fs::create_directories(dir.path());
  Result<std::vector<SearchHit>> r = Search(dir.str(), "pier", 10);
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(
      r.status().message().starts_with("search index '" + dir.str() + "': "))
      << r.status().message();
}

TEST(WriteIndexTest, RefusesAFolderThatIsNotEmpty) {
  TempDir dir;
  fs::create_directories(dir.path());
  std::ofstream(dir.path() / "keep.txt") << "x";
  Status s = WriteIndex(MakeCorpus(), dir.str());
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.message(), "index: folder '" + dir.str() + "' is not empty");
  EXPECT_TRUE(fs::exists(dir.path() / "keep.txt"));
}

TEST(WriteIndexTest, ShardsKeepReadingOrder) {
  TempDir dir;
  IndexWriterOptions options;
  options.shards = 4;  // 9 provisions: shard borders fall inside 30.12
  ASSERT_TRUE(WriteIndex(MakeCorpus(), dir.str(), options).ok());
  EXPECT_FALSE(fs::exists(dir.path() / ".shards"));
  Result<std::vector<SearchHit>> r = Search(dir.str(), "code:wis-stat", 20);
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(Keys(*r),
            (std::vector<std::string>{
                "wis-stat:30.12", "wis-stat:30.12(1g)", "wis-stat:30.12(1g)(f)",
                "wis-stat:30.12(1g)(g)", "wis-stat:30.13", "wis-stat:59.692",
                "wis-stat:59.692(1)"}));
  r = Search(dir.str(), "boathouse", 20);
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(Keys(*r), std::vector<std::string>{"jefferson-co:22-997"});
}

TEST(WriteIndexTest, EmptyCorpusGivesAnEmptyIndex) {
  TempDir dir;
  ASSERT_TRUE(WriteIndex(Corpus(), dir.str()).ok());
  Result<std::vector<SearchHit>> r = Search(dir.str(), "pier", 10);
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_TRUE(r->empty());
}

TEST(WriteIndexTest, WritesIntoAnEmptyFolder) {
  TempDir dir;
  fs::create_directories(dir.path());
  ASSERT_TRUE(WriteIndex(MakeCorpus(), dir.str()).ok());
  Result<std::vector<SearchHit>> r = Search(dir.str(), "boathouse", 10);
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->size(), 1u);
}

}  // namespace
}  // namespace lexgraph
