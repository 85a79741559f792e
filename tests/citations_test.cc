// Citation forms of bodies whose text comes from XML readers or other
// sources (D.C. Code, U.S. Code, CFR, Washington), as an expectation table:
// a provision's key and text, and the citations that must come out.
#include "ingest/citations.h"

#include <gtest/gtest.h>

namespace lexgraph {
namespace {

struct Case {
  const char* key;       // source provision
  const char* text;
  const char* expected;  // "TEXT -> TARGETS" lines
};

// Builds a corpus with the source provision (and its ancestors, so that
// relative references can find their section), extracts, renders.
std::string Extract(const Case& c, const std::vector<std::string>& extra_keys = {}) {
  Corpus corpus;
  Key key = *Key::Parse(c.key);
  Document d;
  d.spec.file = "doc";
  d.spec.code = key.code();
  corpus.documents.push_back(d);
  std::vector<Key> chain;
  for (std::optional<Key> k = key; k; k = k->PathParent()) chain.push_back(*k);
  int32_t parent = kNoProvision;
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    Provision p;
    p.key = *it;
    p.doc = 0;
    p.parent = parent;
    if (*it == key) p.text = c.text;
    parent = corpus.Add(std::move(p));
  }
  for (const std::string& k : extra_keys) {
    Provision p;
    p.key = *Key::Parse(k);
    p.doc = 0;
    corpus.Add(std::move(p));
  }
  corpus.LinkChildren();
  Reporter r;
  ExtractCitations(&corpus, &r);
  std::string out;
  for (const Citation& ci : corpus.citations) {
    out += ci.text + " ->";
    for (const Key& k : ci.targets) out += " " + k.ToString();
    if (!ci.range_members.empty()) {
      out += " [range:";
      for (const Key& k : ci.range_members) out += " " + k.ToString();
      out += "]";
    }
    if (ci.status == CitationStatus::kUnresolved) out += " (unresolved)";
    out += "\n";
  }
  return out;
}

TEST(CitationsTest, DcCodeForms) {
  const Case cases[] = {
      {"dc-code:1-1001.01(a)", "as provided in § 1-523.01(f) and (g).",
       "§ 1-523.01(f) and (g) -> dc-code:1-523.01(f) dc-code:1-523.01(g)\n"},
      {"dc-code:1-1001.01", "under §§ 1-204.01, 1-204.02(b) or (c), and 1-204.04.",
       "§§ 1-204.01, 1-204.02(b) or (c), and 1-204.04 -> dc-code:1-204.01 "
       "dc-code:1-204.02(b) dc-code:1-204.02(c) dc-code:1-204.04\n"},
      {"dc-code:28:9-102", "see § 28:2-401, 2-505, or 5-118.",
       "§ 28:2-401, 2-505, or 5-118 -> dc-code:28:2-401 dc-code:28:2-505 "
       "dc-code:28:5-118\n"},
      {"dc-code:2-1402.21", "the D.C. Official Code § 7-1303.04(b-1)(2) applies.",
       "D.C. Official Code § 7-1303.04(b-1)(2) -> dc-code:7-1303.04(b-1)(2)\n"},
      {"dc-code:2-1402.21", "pursuant to Chapter 18 of Title 2 and Chapter 3A of this title.",
       "Chapter 18 of Title 2 -> dc-code:2/ch.18\n"
       "Chapter 3A of this title -> dc-code:2/ch.3A\n"},
      {"dc-code:2-1402.21", "under subchapter I of Chapter 5 of Title 2.",
       "subchapter I of Chapter 5 of Title 2 -> dc-code:2/ch.5/subch.I\n"},
      {"dc-code:5-704", "under chapter 43 of title 38, United States Code.",
       "chapter 43 of title 38, United States Code -> usc:38/ch.43\n"},
      {"dc-code:1-1001.01(b)(2)", "described in paragraph (1) of this subsection and subsection (a) of this section.",
       "paragraph (1) of this subsection -> dc-code:1-1001.01(b)(1)\n"
       "subsection (a) of this section -> dc-code:1-1001.01(a)\n"},
      {"dc-code:1-1001.01(b)(2)", "except as provided in paragraph (4).",
       "paragraph (4) -> dc-code:1-1001.01(b)(4)\n"},
      {"dc-code:1-1001.01(3)", "the officials referred to in paragraphs (1) and (2).",
       "paragraphs (1) and (2) -> dc-code:1-1001.01(1) dc-code:1-1001.01(2)\n"},
      {"dc-code:1-1001.01", "as defined by section 5 of the Home Rule Act.", ""},
      // Editors' brackets inside lists (regression: the lists stopped there).
      {"dc-code:2-1215.60(a)", "Subject to §§ [2-1215.05 and 2-1215.06], the BID.",
       "§§ [2-1215.05 and 2-1215.06] -> dc-code:2-1215.05 dc-code:2-1215.06\n"},
      {"dc-code:42-401", "under §§ 42-123 [repealed], 42-306, and 42-602 and",
       "§§ 42-123 [repealed], 42-306, and 42-602 -> dc-code:42-123 "
       "dc-code:42-306 dc-code:42-602\n"},
      {"dc-code:47-857.09a", "§§ 47-859.01 [47-857.01] through 47-857.10 or",
       "§§ 47-859.01 [47-857.01] through 47-857.10 -> dc-code:47-859.01 "
       "dc-code:47-857.01 dc-code:47-857.10 [range: dc-code:47-857.09a]\n"},
      {"dc-code:1-1001.01", "licensed under Chapters 1, 2, and 4.", ""},
      {"dc-code:1-1001.01", "29 U.S.C. § 794e and 42 U.S.C. 1395m(n)(1)(A) apply.",
       "29 U.S.C. § 794e -> usc:29/794e\n"
       "42 U.S.C. 1395m(n)(1)(A) -> usc:42/1395m(n)(1)(A)\n"},
      {"dc-code:1-1001.01", "under section 8901(3)(A) of title 5.",
       "section 8901(3)(A) of title 5 -> usc:5/8901(3)(A)\n"},
      {"dc-code:1-1001.01", "floodplain rules in 44 CFR 59-72 and 40 C.F.R. § 122.26(b).",
       "44 CFR 59-72 -> cfr:44/59 cfr:44/72\n"
       "40 C.F.R. § 122.26(b) -> cfr:40/122.26(b)\n"},
  };
  for (const Case& c : cases) EXPECT_EQ(Extract(c), c.expected) << c.text;
}

TEST(CitationsTest, CrossSectionRangeKeepsEndpointsAndListsMembers) {
  Case c{"dc-code:5-701", "the powers in §§ 5-541.01 to 5-545.06.",
         "§§ 5-541.01 to 5-545.06 -> dc-code:5-541.01 dc-code:5-545.06 "
         "[range: dc-code:5-542.01 dc-code:5-545.01]\n"};
  EXPECT_EQ(Extract(c, {"dc-code:5-542.01", "dc-code:5-545.01",
                        "dc-code:5-545.07", "dc-code:5-6"}),
            c.expected);
}

TEST(CitationsTest, ThisChapterNeedsTheChapterInTheCorpus) {
  Case c{"dc-code:3-1208.41", "under subchapter V of this chapter.",
         "subchapter V of this chapter -> (unresolved)\n"};
  EXPECT_EQ(Extract(c), c.expected);
}

// Regression (fuzz/corpus/citations/crash-iowa-rule-newline): an Iowa rule
// whose implemented chapters run over a line break kept the break in the
// citation text, which must be the span with white space collapsed.
TEST(CitationsTest, IowaRuleTextAcrossALineBreakIsCollapsed) {
  Case c = {"iowa-iac:571-16.7(2)", "as provided in 16.10(461A,\n462A).",
            "16.10(461A, 462A) -> iowa-iac:571-16.10\n"
            "461A, 462A -> iowa-code:ch.461A iowa-code:ch.462A\n"};
  EXPECT_EQ(Extract(c), c.expected);
}

}  // namespace
}  // namespace lexgraph
