// Inline label recovery: seed 000 run together in one paragraph gives the
// same tree as its line form; label order; section number cleaning.
#include <gtest/gtest.h>

#include <sstream>

#include "corpus/words.h"
#include "ingest/jsonl_sections.h"
#include "ingest/label_grammar.h"
#include "ingest/reader.h"
#include "tests/test_util.h"

namespace lexgraph {
namespace {

Corpus ReadWis(const std::string& text, Reporter* reporter) {
  Corpus corpus;
  Document d;
  d.spec.file = "000.txt";
  d.spec.format = "wis-statute-text";
  d.spec.code = "wis-stat";
  corpus.documents.push_back(d);
  SourceText src = SourceText::FromString(text, "000.txt", reporter);
  ReadWisStatuteText(src, 0, &corpus, reporter);
  return corpus;
}

std::string Seed000() {
  return testing::ReadFile(testing::SourceDir() +
                           "/examples/shoreland/000_529a051a0fae6e40.txt");
}

// key < parent | label | heading | text with white space collapsed.
std::string Tree(const Corpus& c) {
  std::string out;
  for (const Provision& p : c.provisions) {
    out += p.key.ToString() + " < " +
           (p.parent == kNoProvision ? "" : c.provisions[p.parent].key.ToString()) +
           " | " + p.label + " | " + p.heading + " | " + CollapseSpace(p.text) +
           "\n";
  }
  return out;
}

TEST(InlineStructureTest, Seed000AsOneParagraphGivesTheLineFormTree) {
  std::string text = Seed000();
  Reporter line_reporter, joined_reporter;
  Corpus lines = ReadWis(text, &line_reporter);
  std::string joined = text;
  for (char& c : joined)
    if (c == '\n') c = ' ';
  Corpus one = ReadWis(joined, &joined_reporter);
  std::istringstream a(Tree(one)), b(Tree(lines));
  std::string la, lb;
  int n = 0;
  while (std::getline(b, lb)) {
    ++n;
    std::getline(a, la);
    if (la != lb) {
      ADD_FAILURE() << "provision " << n << " differs:\n  joined: " << la
                    << "\n  lines:  " << lb;
      break;
    }
  }
  EXPECT_EQ(Tree(one).size(), Tree(lines).size());
  EXPECT_EQ(joined_reporter.diagnostics().size(),
            line_reporter.diagnostics().size());
}

TEST(InlineStructureTest, RelativeLabelsInOneParagraph) {
  Reporter r;
  Corpus c = ReadWis(
      "30.01 Definitions. In this chapter: (1am) \xE2\x80\x9C" "Area of special "
      "natural resource interest\xE2\x80\x9D means any of the following: (a) A "
      "state natural area designated under s. 23.27 (3). (b) A surface water "
      "identified as a trout stream under sub. (1g) (f). (1c) (a) "
      "\xE2\x80\x9C" "Boat shelter\xE2\x80\x9D means a structure. (b) Under par. "
      "(a) and s. 30.206 (a), it is not a shelter. 1. First. a. Sub one. b. "
      "Sub two. 2. Second. (2) Last.",
      &r);
  std::string keys;
  for (const Provision& p : c.provisions) keys += p.key.ToString() + " ";
  EXPECT_EQ(keys,
            "wis-stat:30.01 wis-stat:30.01(1am) wis-stat:30.01(1am)(a) "
            "wis-stat:30.01(1am)(b) wis-stat:30.01(1c) wis-stat:30.01(1c)(a) "
            "wis-stat:30.01(1c)(b) wis-stat:30.01(1c)(b)1. "
            "wis-stat:30.01(1c)(b)1.a. wis-stat:30.01(1c)(b)1.b. "
            "wis-stat:30.01(1c)(b)2. wis-stat:30.01(2) ");
  EXPECT_EQ(c.provisions[0].heading, "Definitions.");
  EXPECT_EQ(r.warning_count(), 0);
}

TEST(InlineStructureTest, OutOfOrderLabelIsWarnedAndKeptAsText) {
  Reporter r;
  Corpus c = ReadWis(
      "30.02 Scope. (1) One applies. (3) Three applies to all of the piers "
      "placed in any lake of the state. (2) Two.",
      &r);
  ASSERT_EQ(c.provisions.size(), 3u);
  EXPECT_EQ(c.provisions[2].key.ToString(), "wis-stat:30.02(3)");
  EXPECT_EQ(c.provisions[2].text,
            "Three applies to all of the piers placed in any lake of the "
            "state. (2) Two.");
  std::string all;
  for (const auto& d : r.diagnostics()) all += d.Format() + "\n";
  EXPECT_EQ(all,
            "000.txt:1: warning: unexpected label order: (3) after (1)\n"
            "000.txt:1: warning: label (2) out of order after (3); kept as "
            "text\n");
}

TEST(InlineStructureTest, RomanOrLetterByPlace) {
  LabelStack s(&WashingtonStyle());
  LabelDecision d = s.Fit("(1)", false);
  ASSERT_EQ(d.fit, LabelFit::kExpected);
  s.Push(d, "(1)", 1);
  d = s.Fit("(h)", false);  // a late start: (h) as a paragraph
  s.Push(d, "(h)", 2);
  EXPECT_EQ(s.Fit("(i)", false).level, 1);  // after "…;": the letter (i)
  EXPECT_EQ(s.Fit("(i)", true).level, 2);   // after "…:": the numeral (i)
}

TEST(InlineStructureTest, CleansSectionNumbers) {
  SectionNumber n = CleanSectionNumber("1.011.01State", "", "");
  EXPECT_EQ(n.path, "1.01");
  EXPECT_EQ(n.label, "1.011.01");
  EXPECT_EQ(n.glued, "State");
  EXPECT_FALSE(n.problem.empty());
  n = CleanSectionNumber("1.04.013 - 1950 Supplement enacted.", "", "");
  EXPECT_EQ(n.path, "1.04.013");
  EXPECT_EQ(n.glued, "1950 Supplement enacted.");
  EXPECT_TRUE(n.problem.empty());
  n = CleanSectionNumber("Next", "RCW 62A.1-102\n\nScope.", "");
  EXPECT_EQ(n.path, "62A.1-102");
  EXPECT_EQ(n.glued, "Next");
  n = CleanSectionNumber("1-1a.", "", "");
  EXPECT_EQ(n.path, "1-1a");
  EXPECT_EQ(n.label, "1-1a.");
  n = CleanSectionNumber(
      "102", "", "https://law.justia.com/codes/pennsylvania/title-54/chapter-1/section-102/");
  EXPECT_EQ(n.path, "54-102");
  n = CleanSectionNumber("10A.101", "", "");
  EXPECT_EQ(n.path, "10A.101");
  EXPECT_TRUE(n.problem.empty());
}

// As scripts/count_run_together.py counts Washington's run-together
// copies: white space aside, the two or more non-blank lines after the line
// joined, ending where it ends.
TEST(InlineStructureTest, TellsARunTogetherCopy) {
  const std::string copy =
      "(1) It is unlawful to use a trap.(2) It is unlawful to sell fur.";
  EXPECT_TRUE(IsRunTogetherCopy(
      copy,
      "\n(1) It is unlawful to use a trap.\n\n(2) It is unlawful to "
      "sell fur.\n\n[ 2000 c 107 s 239.]"));
  // White space of any kind, anywhere, aside.
  EXPECT_TRUE(IsRunTogetherCopy("  " + copy + " ",
                                "(1) It is unlawful to\u00A0use a trap.\n \n"
                                "  (2) It is unlawfulto sell fur. \n"));
  // One line only, a word more or less, or the copy's end inside a line.
  EXPECT_FALSE(IsRunTogetherCopy(copy, "\n" + copy + "\n(1) x\n(2) y"));
  EXPECT_FALSE(IsRunTogetherCopy(
      copy, "(1) It is unlawful to use a trap.\n(2) It is unlawful to sell."));
  EXPECT_FALSE(IsRunTogetherCopy(
      copy,
      "(1) It is unlawful to use a trap.\n(2) It is unlawful to sell "
      "fur.(3) Or hides."));
  EXPECT_FALSE(IsRunTogetherCopy(copy, "(1) It is unlawful to use a trap."));
  // Only a line that opens with "(" and is 40 characters long or more.
  EXPECT_FALSE(IsRunTogetherCopy("(1) A trap.(2) A snare.",
                                 "(1) A trap.\n(2) A snare."));
  EXPECT_FALSE(IsRunTogetherCopy(
      "It is unlawful to use a trap.(2) It is unlawful to sell fur.",
      "It is unlawful to use a trap.\n(2) It is unlawful to sell fur."));
}

}  // namespace
}  // namespace lexgraph
