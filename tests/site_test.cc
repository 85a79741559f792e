// Tests of the static site: anchors, links, cites / cited-by lists, escaping,
// and a golden document page (LEXGRAPH_UPDATE_GOLDEN=1 rewrites it).
#include <gtest/gtest.h>
#include <stdlib.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "corpus/corpus.h"
#include "graph/graph.h"
#include "site/site_context.h"
#include "site/html.h"
#include "site/links.h"
#include "site/site_writer.h"
#include "tests/test_util.h"

namespace lexgraph {
namespace {

namespace fs = std::filesystem;

std::string ReadAll(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Adds a citation over the first occurrence of `words` in the provision.
void Cite(Corpus* corpus, int32_t source, const std::string& words,
          std::vector<Key> targets, const std::string& reason = "") {
  const Provision& p = corpus->provisions[source];
  size_t at = p.text.find(words);
  ASSERT_NE(at, std::string::npos) << words;
  Citation c;
  c.doc = p.doc;
  c.source = source;
  c.line = p.line;
  c.text = words;
  c.targets = std::move(targets);
  c.status = c.targets.empty() ? CitationStatus::kUnresolved
                               : CitationStatus::kResolved;
  c.reason = reason;
  c.begin = static_cast<uint32_t>(at);
  c.end = static_cast<uint32_t>(at + words.size());
  corpus->citations.push_back(c);
}

int32_t AddProvision(Corpus* corpus, int32_t doc, const Key& key,
                     const std::string& label, const std::string& heading,
                     const std::string& text, int32_t parent, int line) {
  Provision p;
  p.key = key;
  p.doc = doc;
  p.parent = parent;
  p.label = label;
  p.heading = heading;
  p.text = text;
  p.line = line;
  p.end_line = line;
  return corpus->Add(std::move(p));
}

// Two documents: a statute section with two subsections, and an ordinance
// section that cites the statute and holds an unresolved citation.
Corpus SmallCorpus() {
  Corpus corpus;
  corpus.title = "Shoreland <test> & piers";
  DocumentSpec statute;
  statute.file = "statute.txt";
  statute.code = "wis-stat";
  statute.title = "Wis. Stat. \xC2\xA7 30.12 Structures & deposits";
  statute.kind = "statute";
  statute.jurisdiction = "Wisconsin";
  DocumentSpec ordinance;
  ordinance.file = "ordinance.txt";
  ordinance.code = "jefferson-co";
  ordinance.title = "Jefferson County shoreland ordinance";
  ordinance.kind = "ordinance";
  ordinance.jurisdiction = "Jefferson County, Wis.";
  corpus.documents.emplace_back().spec = statute;
  corpus.documents.emplace_back().spec = ordinance;

  int32_t s = AddProvision(&corpus, 0, Key("wis-stat", "30.12"), "30.12",
                           "Structures and deposits in navigable waters.", "",
                           kNoProvision, 1);
  int32_t s1g = AddProvision(
      &corpus, 0, Key("wis-stat", "30.12(1g)"), "(1g)", "",
      "A riparian owner may place piers <without> a permit & as provided in "
      "sub. (3), or under s. 30.206 (3r).\nA second paragraph.",
      s, 2);
  int32_t s3 = AddProvision(&corpus, 0, Key("wis-stat", "30.12(3)"), "(3)", "",
                            "Piers shall not exceed 8 feet in width.", s, 4);
  corpus.provisions[s3].notes.push_back("History: 2011 a. 167.");
  int32_t o = AddProvision(
      &corpus, 1, Key("jefferson-co", "22-997"), "22-997", "Piers.",
      "See Subsection (3)(c)4 for limits. Piers are regulated under Wis. "
      "Stat. \xC2\xA7 30.12 (3).",
      kNoProvision, 1);
  // Its text repeats the label, and a citation runs across a line break.
  int32_t oa =
      AddProvision(&corpus, 1, Key("jefferson-co", "22-997(a)"), "(a)", "",
                   "(a) Width is set by s. 30.12\n(3) at most.", o, 2);
  corpus.LinkChildren();

  Cite(&corpus, s1g, "sub. (3)", {Key("wis-stat", "30.12(3)")});
  Cite(&corpus, s1g, "s. 30.206 (3r)", {Key("wis-stat", "30.206(3r)")});
  Cite(&corpus, o, "Subsection (3)(c)4", {},
       "the section it belongs to is not stated");
  Cite(&corpus, o, "Wis. Stat. \xC2\xA7 30.12 (3)",
       {Key("wis-stat", "30.12(3)")});
  Cite(&corpus, oa, "s. 30.12\n(3)", {Key("wis-stat", "30.12(3)")});
  // A span past the end of the text: no link in the text, still an edge.
  Citation bad;
  bad.doc = 0;
  bad.source = s3;
  bad.text = "s. 30.12";
  bad.targets = {Key("wis-stat", "30.12")};
  bad.begin = 500;
  bad.end = 508;
  corpus.citations.push_back(bad);
  return corpus;
}

class SiteTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl =
        (fs::temp_directory_path() / "site_test_XXXXXX").string();
    ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
    dir_ = tmpl;
    corpus_ = SmallCorpus();
    graph_ = CitationGraph::Build(corpus_);
    Status s = WriteSite(corpus_, graph_, dir_.string());
    ASSERT_TRUE(s.ok()) << s.message();
    statute_ = ReadAll(dir_ / "doc" / "statute.html");
    ordinance_ = ReadAll(dir_ / "doc" / "ordinance.html");
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }

  // The HTML of one provision's own <section>, up to its first child.
  std::string SectionOf(const std::string& page, const std::string& anchor) {
    size_t at = page.find("id=\"" + anchor + "\"");
    EXPECT_NE(at, std::string::npos) << anchor;
    if (at == std::string::npos) return "";
    size_t end = page.find("<section", at);
    size_t close = page.find("</section>", at);
    return page.substr(at, std::min(end, close) - at);
  }

  fs::path dir_;
  Corpus corpus_;
  CitationGraph graph_;
  std::string statute_, ordinance_;
};

TEST_F(SiteTest, WritesEveryFile) {
  for (const char* name : {"index.html", "search.html", "search.js",
                           "search-data.js", "search-docs.js", "style.css",
                           "doc/statute.html", "doc/ordinance.html",
                           "impact/index.html", "impact/wis-stat_3A30.12.html",
                           "impact/wis-stat_3A30.206.html"})
    EXPECT_TRUE(fs::is_regular_file(dir_ / name)) << name;
}

TEST_F(SiteTest, ProvisionsCarryAnchorsFromTheirKeys) {
  EXPECT_NE(
      statute_.find("<section class=\"prov depth-0\" id=\"wis-stat_3A30.12\">"),
      std::string::npos);
  EXPECT_NE(
      statute_.find(
          "<section class=\"prov depth-1\" id=\"wis-stat_3A30.12_281g_29\">"),
      std::string::npos);
  EXPECT_NE(ordinance_.find("id=\"jefferson-co_3A22-997\""), std::string::npos);
  // Nested: both subsections close before their section does.
  size_t last = statute_.find("id=\"wis-stat_3A30.12_283_29\"");
  ASSERT_NE(last, std::string::npos);
  EXPECT_NE(statute_.find("</section>\n</section>\n</div>", last),
            std::string::npos);
  EXPECT_EQ(statute_.find("depth-0", statute_.find("depth-1")),
            std::string::npos);
}

TEST_F(SiteTest, CitationInTheTextLinksToItsTarget) {
  // The title previews the cited provision: key, heading, start of text.
  const std::string title =
      "title=\"wis-stat:30.12(3) \xE2\x80\x94 Structures and deposits in "
      "navigable waters. Piers shall not exceed 8 feet in width.\"";
  EXPECT_NE(statute_.find("<a class=\"cite internal\" "
                          "href=\"#wis-stat_3A30.12_283_29\" " +
                          title + ">sub. (3)</a>"),
            std::string::npos);
  // From the other document: page and anchor.
  EXPECT_NE(ordinance_.find("<a class=\"cite internal\" "
                            "href=\"statute.html#wis-stat_3A30.12_283_29\" " +
                            title + ">Wis. Stat. \xC2\xA7 30.12 (3)</a>"),
            std::string::npos);
}

TEST_F(SiteTest, CitedByListsTheCitingProvisions) {
  std::string target = SectionOf(statute_, "wis-stat_3A30.12_283_29");
  size_t cited_by = target.find("Cited by:");
  ASSERT_NE(cited_by, std::string::npos) << target;
  std::string list = target.substr(cited_by);
  EXPECT_NE(list.find("href=\"#wis-stat_3A30.12_281g_29\""), std::string::npos);
  EXPECT_NE(list.find(">wis-stat:30.12(1g)</a>"), std::string::npos);
  EXPECT_NE(list.find("href=\"ordinance.html#jefferson-co_3A22-997\""),
            std::string::npos);
  // And the citing provision lists what it cites.
  std::string source = SectionOf(statute_, "wis-stat_3A30.12_281g_29");
  size_t cites = source.find("Cites:");
  ASSERT_NE(cites, std::string::npos);
  EXPECT_NE(source.find(">wis-stat:30.12(3)</a>", cites), std::string::npos);
  EXPECT_NE(source.find(">wis-stat:30.206(3r)</a>", cites), std::string::npos);
}

TEST_F(SiteTest, OutsideKeyLinksToTheOfficialText) {
  EXPECT_NE(statute_.find("<a class=\"cite external\" href=\"https://"
                          "docs.legis.wisconsin.gov/document/statutes/"
                          "30.206(3r)\""),
            std::string::npos);
}

TEST_F(SiteTest, UnresolvedCitationIsMarked) {
  EXPECT_NE(
      ordinance_.find("<span class=\"cite unresolved\" title=\"the section "
                      "it belongs to is not stated\">Subsection "
                      "(3)(c)4</span>"),
      std::string::npos);
}

TEST_F(SiteTest, SpanOutsideTheTextIsIgnoredButTheEdgeIsListed) {
  std::string s3 = SectionOf(statute_, "wis-stat_3A30.12_283_29");
  EXPECT_NE(s3.find("</a> Piers shall not exceed 8 feet in width.</p>"),
            std::string::npos);
  EXPECT_NE(s3.find("href=\"#wis-stat_3A30.12\""), std::string::npos);
}

TEST_F(SiteTest, RepeatedLabelAndSpanAcrossParagraphs) {
  std::string a = SectionOf(ordinance_, "jefferson-co_3A22-997_28a_29");
  const std::string link =
      "<a class=\"cite internal\" "
      "href=\"statute.html#wis-stat_3A30.12_283_29\" "
      "title=\"wis-stat:30.12(3) \xE2\x80\x94 Structures and deposits in "
      "navigable waters. Piers shall not exceed 8 feet in width.\">";
  EXPECT_NE(
      a.find("href=\"#jefferson-co_3A22-997_28a_29\">(a)</a> Width is set "
             "by " +
             link + "s. 30.12</a></p>\n<p>" + link +
             "(3)</a> at "
             "most.</p>"),
      std::string::npos)
      << a;
}

TEST_F(SiteTest, UserTextIsEscaped) {
  EXPECT_NE(statute_.find("place piers &lt;without&gt; a permit &amp; as"),
            std::string::npos);
  EXPECT_EQ(statute_.find("<without>"), std::string::npos);
  EXPECT_NE(statute_.find("<p>A second paragraph.</p>"), std::string::npos);
  std::string index = ReadAll(dir_ / "index.html");
  EXPECT_NE(index.find("Shoreland &lt;test&gt; &amp; piers"),
            std::string::npos);
  EXPECT_EQ(index.find("<test>"), std::string::npos);
  EXPECT_NE(index.find("Structures &amp; deposits"), std::string::npos);
}

TEST_F(SiteTest, IndexGroupsDocumentsAndHasASearchBox) {
  std::string index = ReadAll(dir_ / "index.html");
  EXPECT_NE(index.find("<h2>Statutes</h2>"), std::string::npos);
  EXPECT_NE(index.find("<h2>Ordinances</h2>"), std::string::npos);
  EXPECT_LT(index.find("<h2>Statutes</h2>"), index.find("<h2>Ordinances</h2>"));
  EXPECT_NE(index.find("<table>"), std::string::npos);  // cmark-gfm table
  EXPECT_NE(index.find("href=\"doc/statute.html\""), std::string::npos);
  EXPECT_NE(index.find("<td>Jefferson County, Wis.</td>"), std::string::npos);
  EXPECT_NE(index.find("action=\"search.html\" method=\"get\""),
            std::string::npos);
  EXPECT_NE(index.find("name=\"q\""), std::string::npos);
}

TEST_F(SiteTest, SearchDataHoldsTheProvisions) {
  std::string data = ReadAll(dir_ / "search-data.js");
  EXPECT_NE(data.find("[\"wis-stat:30.12(3)\",0,\"Structures and deposits in "
                      "navigable waters.\",\"Piers shall not exceed 8 feet in "
                      "width. History: 2011 a. 167.\"]"),
            std::string::npos)
      << data;
  EXPECT_NE(data.find("\\u003cwithout\\u003e a permit \\u0026"),
            std::string::npos);
  std::string docs = ReadAll(dir_ / "search-docs.js");
  EXPECT_NE(docs.find("\"page\":\"doc/ordinance.html\""), std::string::npos);
}

TEST_F(SiteTest, GoldenDocumentPage) {
  fs::path golden =
      fs::path(LEXGRAPH_SOURCE_DIR) / "tests/golden/site/statute.html";
  const char* update = std::getenv("LEXGRAPH_UPDATE_GOLDEN");
  if (update && std::string(update) == "1") {
    fs::create_directories(golden.parent_path());
    std::ofstream(golden, std::ios::binary) << statute_;
  }
  ASSERT_TRUE(fs::exists(golden)) << golden
                                  << " missing; run with "
                                     "LEXGRAPH_UPDATE_GOLDEN=1";
  std::string want = ReadAll(golden);
  if (statute_ == want) return;
  // Report the first line that differs, not two whole pages.
  std::istringstream got_lines(statute_), want_lines(want);
  std::string got_line, want_line;
  int n = 0;
  while (true) {
    ++n;
    bool g = static_cast<bool>(std::getline(got_lines, got_line));
    bool w = static_cast<bool>(std::getline(want_lines, want_line));
    if (!g && !w) break;
    if (g != w || got_line != want_line) {
      ADD_FAILURE() << "doc/statute.html differs from " << golden.string()
                    << " at line " << n << ":\n  got:  " << got_line
                    << "\n  want: " << want_line
                    << "\nIf the change is intended, rerun with "
                       "LEXGRAPH_UPDATE_GOLDEN=1.";
      return;
    }
  }
  ADD_FAILURE() << "doc/statute.html differs from " << golden.string()
                << " in line endings";
}

// The impact pages: one per cited section (wis-stat:30.12 inside the
// corpus, wis-stat:30.206 outside it), each listing what cites it with the
// citing sentence and what depends on it through other provisions; the
// index; and the link from a cited section's own text.
class ImpactPageTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl =
        (fs::temp_directory_path() / "impact_test_XXXXXX").string();
    ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
    dir_ = tmpl;
    corpus_ = SmallCorpus();
    // A chain: the ordinance cites 30.12(1g), which cites 30.206(3r).
    Cite(&corpus_, 3, "Piers are regulated", {Key("wis-stat", "30.12(1g)")});
    graph_ = CitationGraph::Build(corpus_);
    Status s = WriteSite(corpus_, graph_, dir_.string());
    ASSERT_TRUE(s.ok()) << s.message();
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  fs::path dir_;
  Corpus corpus_;
  CitationGraph graph_;
};

TEST_F(ImpactPageTest, OutsideKeyPageListsDirectAndChainedDependents) {
  ASSERT_EQ(corpus_.provisions[3].key.ToString(), "jefferson-co:22-997");
  std::string page = ReadAll(dir_ / "impact/wis-stat_3A30.206.html");
  // 30.12(3)'s "s. 30.12" cites the section that holds 30.12(1g), and
  // 22-997(a) cites 30.12(3): chains of two and three citations.
  EXPECT_NE(page.find("Not in this corpus. 4 provisions depend on it or on a "
                      "key within it: 1 cites it directly, 0 cite a key that "
                      "contains it, and 3 depend on it through other "
                      "provisions."),
            std::string::npos)
      << page;
  // The direct one, with what it cites and its sentence.
  EXPECT_NE(page.find("href=\"../doc/statute.html#wis-stat_3A30.12_281g_29\""),
            std::string::npos);
  EXPECT_NE(page.find("<code class=\"key\">wis-stat:30.206(3r)</code></span>"
                      "<br><q>A riparian owner may place piers &lt;without&gt; "
                      "a permit &amp; as provided in sub. (3), or under s. "
                      "30.206 (3r).</q>"),
            std::string::npos)
      << page;
  // The chained one, through the provision it cites.
  EXPECT_NE(page.find("<h2>Through other provisions</h2>"), std::string::npos);
  EXPECT_NE(page.find("href=\"../doc/ordinance.html#jefferson-co_3A22-997\">"
                      "<code class=\"key\">jefferson-co:22-997</code></a> "
                      "<span class=\"legend\">through <code class=\"key\">"
                      "wis-stat:30.12(1g)</code>, 2 citations away"),
            std::string::npos)
      << page;
  EXPECT_EQ(page, testing::Golden("site/impact-30.206.html", page));
}

TEST_F(ImpactPageTest, IndexAndProvisionPagesLinkToThePages) {
  std::string index = ReadAll(dir_ / "impact/index.html");
  size_t outside = index.find("<h2>Cited from outside this corpus</h2>");
  size_t inside = index.find("<h2>Cited inside this corpus</h2>");
  ASSERT_NE(outside, std::string::npos);
  ASSERT_NE(inside, std::string::npos);
  size_t at = index.find("href=\"wis-stat_3A30.206.html\"");
  EXPECT_TRUE(at > outside && at < inside) << index;
  EXPECT_GT(index.find("href=\"wis-stat_3A30.12.html\""), inside);
  std::string statute = ReadAll(dir_ / "doc/statute.html");
  EXPECT_NE(statute.find("<a class=\"impact-link\" "
                         "href=\"../impact/wis-stat_3A30.12.html\""),
            std::string::npos);
  // Only cited sections have a page: 30.12(3) is cited but is no section.
  EXPECT_FALSE(fs::exists(dir_ / "impact/wis-stat_3A30.12_283_29.html"));
  EXPECT_NE(ReadAll(dir_ / "index.html").find("href=\"impact/index.html\""),
            std::string::npos);
}

// Writes the site of `corpus` to a fresh folder and returns the document
// page `name` (empty, and the test failed, where the site was not written).
std::string WrittenPage(const Corpus& corpus, const std::string& name) {
  CitationGraph graph = CitationGraph::Build(corpus);
  std::string tmpl = (fs::temp_directory_path() / "site_test_XXXXXX").string();
  if (mkdtemp(tmpl.data()) == nullptr) {
    ADD_FAILURE() << "mkdtemp failed";
    return "";
  }
  Status s = WriteSite(corpus, graph, tmpl);
  EXPECT_TRUE(s.ok()) << s.message();
  std::string page = ReadAll(fs::path(tmpl) / "doc" / name);
  fs::remove_all(tmpl);
  return page;
}

// A citation in a heading ("Exceptions to Section 4-2.") links there; its
// span is the heading's, so the text's words stay as they are.
TEST(SiteWriterTest, HeadingCitationLinksInTheHeading) {
  Corpus corpus;
  DocumentSpec spec;
  spec.file = "animals.txt";
  spec.code = "centralia-mo";
  spec.title = "Animals";
  spec.kind = "ordinance";
  corpus.documents.emplace_back().spec = spec;
  int32_t a = AddProvision(&corpus, 0, Key("centralia-mo", "4-2"), "Section 4-2",
                           "Animal abuse.", "No person shall abuse an animal.", kNoProvision, 1);
  int32_t b = AddProvision(&corpus, 0, Key("centralia-mo", "4-3"), "Section 4-3",
                           "Exceptions to Section 4-2.", "Exceptions apply to veterinarians.",
                           kNoProvision, 3);
  corpus.documents[0].provisions = {a, b};
  corpus.LinkChildren();
  Citation c;
  c.doc = 0;
  c.source = b;
  c.line = 3;
  c.text = "Section 4-2";
  c.targets = {Key("centralia-mo", "4-2")};
  c.in_heading = true;
  c.begin = 14;  // "Exceptions to |Section 4-2|."
  c.end = 25;
  corpus.citations.push_back(c);
  std::string page = WrittenPage(corpus, "animals.html");
  EXPECT_NE(page.find("<span class=\"heading\">Exceptions to <a class=\"cite internal\" "
                      "href=\"#centralia-mo_3A4-2\""),
            std::string::npos)
      << page;
  EXPECT_NE(page.find("Section 4-2</a>.</span>"), std::string::npos);
  EXPECT_NE(page.find("<p>Exceptions apply to veterinarians.</p>"), std::string::npos);
}

TEST(SiteWriterTest, MissingFolderIsAnError) {
  Corpus corpus = SmallCorpus();
  CitationGraph graph = CitationGraph::Build(corpus);
  Status s = WriteSite(corpus, graph, "/nonexistent/lexgraph/site");
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("/nonexistent/lexgraph/site"), std::string::npos);
}

TEST(SiteWriterTest, RepeatedKeysGetDistinctIds) {
  Corpus corpus;
  DocumentSpec spec;
  spec.file = "dup.txt";
  corpus.documents.emplace_back().spec = spec;
  AddProvision(&corpus, 0, Key("greendale", "17.02"), "17.02", "", "First.",
               kNoProvision, 1);
  AddProvision(&corpus, 0, Key("greendale", "17.02"), "17.02", "", "Again.",
               kNoProvision, 2);
  corpus.LinkChildren();
  std::string page = WrittenPage(corpus, "dup.html");
  EXPECT_NE(page.find("id=\"greendale_3A17.02\""), std::string::npos);
  EXPECT_NE(page.find("id=\"greendale_3A17.02__2\""), std::string::npos);
}

TEST(SiteLinksTest, AnchorsAreStableAndUrlSafe) {
  EXPECT_EQ(AnchorOf(Key("wis-stat", "30.12(1g)(jm)7.")),
            "wis-stat_3A30.12_281g_29_28jm_297");
  // Keys equal under == (one trailing period ignored) share an anchor.
  EXPECT_EQ(AnchorOf(Key("wis-stat", "30.12(1g)(jm)7")),
            AnchorOf(Key("wis-stat", "30.12(1g)(jm)7.")));
  EXPECT_EQ(AnchorOf(Key("greendale", "ch.17/p12")), "greendale_3Ach.17_2Fp12");
  EXPECT_EQ(AnchorOf(Key("dc-code", "28:9-101")), "dc-code_3A28_3A9-101");
  EXPECT_NE(AnchorOf(Key("wis-stat", "30.12(1)")),
            AnchorOf(Key("wis-stat", "30.12_281_29")));
}

TEST(SiteLinksTest, OfficialUrls) {
  EXPECT_EQ(OfficialUrl(Key("wis-stat", "30.206(3r)")).value_or(""),
            "https://docs.legis.wisconsin.gov/document/statutes/30.206(3r)");
  EXPECT_EQ(OfficialUrl(Key("wis-stat", "ch.30")).value_or(""),
            "https://docs.legis.wisconsin.gov/document/statutes/ch.%2030");
  EXPECT_EQ(OfficialUrl(Key("wis-adm", "NR115.05(1)(b)")).value_or(""),
            "https://docs.legis.wisconsin.gov/document/administrativecode/"
            "NR%20115.05(1)(b)");
  EXPECT_EQ(OfficialUrl(Key("usc", "33/1344")).value_or(""),
            "https://www.law.cornell.edu/uscode/text/33/1344");
  EXPECT_EQ(OfficialUrl(Key("usc", "33/1344(a)(1)")).value_or(""),
            "https://www.law.cornell.edu/uscode/text/33/1344#a_1");
  EXPECT_EQ(OfficialUrl(Key("cfr", "44/59")).value_or(""),
            "https://www.ecfr.gov/current/title-44/part-59");
  EXPECT_EQ(OfficialUrl(Key("cfr", "44/59.1")).value_or(""),
            "https://www.ecfr.gov/current/title-44/section-59.1");
  EXPECT_EQ(OfficialUrl(Key("wa-rcw", "90.58.030(2)(b)")).value_or(""),
            "https://app.leg.wa.gov/RCW/default.aspx?cite=90.58.030");
  EXPECT_EQ(OfficialUrl(Key("wa-rcw", "ch.90.58")).value_or(""),
            "https://app.leg.wa.gov/RCW/default.aspx?cite=90.58");
  EXPECT_EQ(OfficialUrl(Key("wa-wac", "173-26-221(2)(c)")).value_or(""),
            "https://app.leg.wa.gov/WAC/default.aspx?cite=173-26-221");
  EXPECT_EQ(OfficialUrl(Key("iowa-code", "414.12(3)")).value_or(""),
            "https://www.legis.iowa.gov/docs/code/414.12.pdf");
  EXPECT_EQ(OfficialUrl(Key("iowa-code", "ch.461A")).value_or(""),
            "https://www.legis.iowa.gov/docs/code/461A.pdf");
  EXPECT_FALSE(OfficialUrl(Key("jefferson-co", "22-997")).has_value());
  EXPECT_FALSE(OfficialUrl(Key("iowa-iac", "571-16.7")).has_value());
}

TEST(SiteLinksTest, PageNamesAreSafeAndUnique) {
  EXPECT_EQ(SafePageStem("000_529a051a0fae6e40.txt"), "000_529a051a0fae6e40");
  EXPECT_EQ(SafePageStem("titles/1/sections/1-101.xml"),
            "titles-1-sections-1-101");
  EXPECT_EQ(SafePageStem("../a b (c).txt"), "a-b-c");
  EXPECT_EQ(SafePageStem("..."), "document");
  std::vector<Document> docs(3);
  docs[0].spec.file = "a/x.txt";
  docs[1].spec.file = "a x.xml";
  docs[2].spec.file = "A-X.txt";
  EXPECT_EQ(DocumentPageNames(docs),
            (std::vector<std::string>{"a-x.html", "a-x-2.html", "A-X-3.html"}));
}

TEST(SiteHtmlTest, EscapesAndRepairsText) {
  EXPECT_EQ(EscapeHtml("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;");
  EXPECT_EQ(EscapeHtml("bad \xFF byte"), "bad \xEF\xBF\xBD byte");
  EXPECT_EQ(EscapeHtml("form\x0C"
                       "feed"),
            "form feed");
  EXPECT_EQ(EscapeHtml("\xC2\xA7 30.12"), "\xC2\xA7 30.12");
  std::string js;
  AppendJsString(&js, "a\"b</script>\n");
  EXPECT_EQ(js, "\"a\\\"b\\u003c/script\\u003e\\n\"");
}

}  // namespace
}  // namespace lexgraph

namespace lexgraph {
namespace {

// Regression: a subsection whose text is only its marker ("(1j)", its
// heading taken out) showed the full label "30.12(1j)" in the contents
// while its siblings showed "(1h)".
TEST(DisplayLabelTest, MarkerAloneIsTheLabel) {
  Provision p;
  p.key = *Key::Parse("wis-stat:30.12(1j)");
  p.label = "30.12(1j)";
  p.text = "(1j)";
  EXPECT_EQ(DisplayLabel(p), (std::pair<std::string, uint32_t>{"(1j)", 4}));
  p.text = "(1j) Boat slips.";
  EXPECT_EQ(DisplayLabel(p), (std::pair<std::string, uint32_t>{"(1j)", 5}));
}

}  // namespace
}  // namespace lexgraph
