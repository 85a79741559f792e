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

// Two pages of one section: the first holds only a level of it and the
// section's note, so the section is implied there with words of its own;
// the second page's section must not take that provision, words and all,
// into its own document (rule pages 50: DHS 92.04's note had been counted
// lost in one page and doubled in the other).
TEST(ConservationTest, AnImpliedProvisionWithWordsStaysInItsDocument) {
  testing::TempDir dir;
  testing::WriteFile(dir / "a.txt",
                     "DHS 92.04(1)(c) (c) Records.\n"
                     "DHS 92.04 Note Note: See s. 51.30, Stats.\n");
  testing::WriteFile(dir / "b.txt",
                     "DHS 92.04 DHS 92.04Confidentiality.\n"
                     "DHS 92.04(13)(13)Between boards.\n");
  Corpus corpus;
  for (const char* f : {"a.txt", "b.txt"}) {
    Document d;
    d.spec.file = f;
    d.spec.path = dir / f;
    d.spec.format = "wis-statute-text";
    d.spec.code = "wis-adm";
    corpus.documents.push_back(d);
  }
  Reporter r;
  ASSERT_TRUE(ReadDocument(0, &corpus, &r).ok());
  ASSERT_TRUE(ReadDocument(1, &corpus, &r).ok());
  corpus.LinkChildren();
  ExpectNothingLost(corpus);
  for (const Provision& p : corpus.provisions) {
    if (p.parent != kNoProvision) {
      EXPECT_EQ(corpus.provisions[p.parent].doc, p.doc) << p.key.ToString();
    }
  }
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

// CollapseSpace copies text with single ASCII spaces as it is, "§" and
// other letters above ASCII included, and folds every other white space,
// the Unicode spaces among them, into one space.
TEST(ConservationTest, CollapseSpaceFoldsEveryKindOfSpace) {
  EXPECT_EQ(CollapseSpace("\xC2\xA7 1-523.01(f)"), "\xC2\xA7 1-523.01(f)");
  EXPECT_EQ(CollapseSpace("\xC2\xA7\xC2\xA0 1-523.01"), "\xC2\xA7 1-523.01");
  EXPECT_EQ(CollapseSpace("s.\xE2\x80\x89" "30.12"), "s. 30.12");
  EXPECT_EQ(CollapseSpace("\xE2\x80\x9C" "Definitions\xE2\x80\x9D  \n (a)"),
            "\xE2\x80\x9C" "Definitions\xE2\x80\x9D (a)");
  EXPECT_EQ(CollapseSpace("sub.\xC2\xA0"), "sub.");
  EXPECT_EQ(CollapseSpace(" \xC3\xA9t\xC3\xA9 "), "\xC3\xA9t\xC3\xA9");
}

}  // namespace
}  // namespace lexgraph
