// The conservation check finds a lost and a doubled word and names the
// file and line.
#include "ingest/conservation.h"

#include <gtest/gtest.h>

#include "corpus/words.h"
#include "ingest/reader.h"
#include "tests/test_util.h"

namespace lexgraph {
namespace {

Corpus ReadOne(const std::string& path, const std::string& format,
               const std::string& code) {
  Corpus corpus;
  Document d;
  d.spec.file = "doc.txt";
  d.spec.path = path;
  d.spec.format = format;
  d.spec.code = code;
  corpus.documents.push_back(d);
  Reporter r;
  EXPECT_TRUE(ReadDocument(0, &corpus, &r).ok());
  return corpus;
}

void ExpectNothingLost(const Corpus& corpus) {
  Reporter clean;
  EXPECT_EQ(CheckConservation(corpus, &clean), 0);
  EXPECT_EQ(clean.error_count(), 0);
}

TEST(ConservationTest, ReportsLostAndDoubledWordsWithTheirLine) {
  testing::TempDir dir;
  testing::WriteFile(dir / "doc.txt",
                     "Section 571.16.7. Docks.\n\n16.7(1) A dock needs a "
                     "permit.\n\n16.7(2) A hoist needs none.\n");
  Corpus corpus = ReadOne(dir / "doc.txt", "iac-text", "iowa-iac");
  ExpectNothingLost(corpus);

  corpus.provisions.back().text = "A needs none.";       // "hoist" lost
  corpus.provisions[1].text += " permit";                 // "permit" doubled
  Reporter r;
  EXPECT_EQ(CheckConservation(corpus, &r), 1);
  ASSERT_EQ(r.diagnostics().size(), 2u);
  EXPECT_EQ(r.diagnostics()[0].Format(),
            "doc.txt:5: error: word 'hoist' lost 1 time(s)\n"
            "16.7(2) A hoist needs none.");
  EXPECT_EQ(r.diagnostics()[1].Format(),
            "doc.txt:3: error: word 'permit' doubled 1 time(s)\n"
            "16.7(1) A dock needs a permit.");
}

// A copy that lost its line breaks runs a chapter's number into its title
// and a filing number into the next rule ("CHAPTER 15UNFAIR", "Related
// ARC(s): 7734C191—15.2(507B)"): the reader cuts them, and the check counts
// the pieces as the word, lost nowhere. A word cut where no piece is
// doubled is still lost.
TEST(ConservationTest, AWordTheReaderCutIsNotLost) {
  testing::TempDir dir;
  testing::WriteFile(dir / "doc.txt",
                     "CHAPTER 15UNFAIR TRADE PRACTICES191—15.1(507B) Purpose. The "
                     "rules apply.Related ARC(s): 7734C191—15.2(507B) Definitions. "
                     "Terms.\n");
  Corpus corpus = ReadOne(dir / "doc.txt", "iac-text", "iowa-iac");
  ExpectNothingLost(corpus);

  std::map<std::string, int> counts{{"15UNFAIR", 1}, {"15", -1}, {"UNFAIRX", -1}};
  SettleSplitWords(&counts);
  EXPECT_EQ(counts["15UNFAIR"], 1);
  counts = {{"7734C191", 2}, {"7734", -2}, {"C", -2}, {"191", -1}};
  SettleSplitWords(&counts);
  EXPECT_EQ(counts["7734C191"], 1);  // one whole set of pieces
  EXPECT_EQ(counts["191"], 0);
}

TEST(ConservationTest, InvalidUtf8IsReportedAndKept) {
  testing::TempDir dir;
  testing::WriteFile(dir / "doc.txt",
                     "Section 571.16.7. Docks.\n\n16.7(1) A d\xFFock.\n");
  Corpus corpus;
  Document d;
  d.spec.file = "doc.txt";
  d.spec.path = dir / "doc.txt";
  d.spec.format = "iac-text";
  d.spec.code = "iowa-iac";
  corpus.documents.push_back(d);
  Reporter r;
  ASSERT_TRUE(ReadDocument(0, &corpus, &r).ok());
  ASSERT_EQ(r.diagnostics().size(), 1u);
  EXPECT_EQ(r.diagnostics()[0].Format(),
            "doc.txt:3:12: warning: invalid UTF-8 byte 0xFF replaced by U+FFFD");
  EXPECT_EQ(corpus.provisions.back().text, "A d\xEF\xBF\xBDock.");
}

}  // namespace
}  // namespace lexgraph
