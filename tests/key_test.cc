// Keys: every example of spec/keys.md parses and prints back; comparison
// ignores one trailing period; parents and containment.
#include "corpus/key.h"

#include <gtest/gtest.h>

namespace lexgraph {
namespace {

TEST(KeyTest, RoundTripsEveryExampleOfTheSpec) {
  const char* examples[] = {
      "wis-stat:30.12", "wis-stat:30.12(1g)(f)", "wis-stat:30.12(1g)(jm)7.",
      "wis-stat:30.12(3)(b)1.a.", "wis-stat:30.12(1k)(b)1m.",
      "wis-stat:59.692(1v)", "wis-stat:ch.227", "wis-adm:NR115.05(1)(b)1m.",
      "wis-adm:ch.NR115", "wis-adm:ch.SPS383", "wis-adm:NR116.12",
      "iowa-iac:571-16.7", "iowa-iac:571-16.7(2)", "iowa-iac:571-16.3",
      "iowa-iac:ch.571-16", "iowa-code:ch.461A", "iowa-code:461A.4",
      "jefferson-co:22-997", "jefferson-co:22-997(b)(1)b", "jefferson-co:ch.22",
      "jefferson-co:ch.6/art.III", "jefferson-co:11.10(f)(1)",
      "greendale:17.02", "greendale:ch.17", "greendale:ch.17/p12",
      "dc-code:1-1001.01", "dc-code:1-1001.01(a)(1)(A)", "dc-code:28:9-101",
      "dc-code:1/ch.10", "dc-code:1/ch.10/subch.VII", "wa-rcw:90.58.030(2)(b)",
      "ct-gs:22a-28", "pa-cs:53-10601", "usc:33/1344", "cfr:44/59",
      "cfr:44/59.1"};
  for (const char* text : examples) {
    std::optional<Key> k = Key::Parse(text);
    ASSERT_TRUE(k.has_value()) << text;
    EXPECT_EQ(k->ToString(), text);
  }
}

TEST(KeyTest, RemovesSpacesAndNormalizesDashes) {
  EXPECT_EQ(Key("wis-stat", "30.12 (1g) (jm) 7.").ToString(),
            "wis-stat:30.12(1g)(jm)7.");
  EXPECT_EQ(Key("iowa-iac", "571\u201416.7").ToString(), "iowa-iac:571-16.7");
  EXPECT_EQ(Key("dc-code", "1\u2013523.01").ToString(), "dc-code:1-523.01");
}

TEST(KeyTest, RejectsMalformedKeys) {
  EXPECT_FALSE(Key::Parse("30.12").has_value());
  EXPECT_FALSE(Key::Parse(":30.12").has_value());
  EXPECT_FALSE(Key::Parse("Wis-Stat:30.12").has_value());
  EXPECT_FALSE(Key::Parse("wis-stat:").has_value());
  EXPECT_FALSE(Key::Parse("wis stat:30.12").has_value());
  // Empty levels and unbalanced parentheses (found by fuzz/key).
  EXPECT_FALSE(Key::Parse("dc-code:1//ch.10").has_value());
  EXPECT_FALSE(Key::Parse("dc-code:/1").has_value());
  EXPECT_FALSE(Key::Parse("dc-code:1/").has_value());
  EXPECT_FALSE(Key::Parse("wis-stat:30.12(1g").has_value());
  EXPECT_FALSE(Key::Parse("wis-stat:30.12(1g))").has_value());
  EXPECT_FALSE(Key::Parse("wis-stat:30.12((1g))").has_value());
}

TEST(KeyTest, DeepKeysAreWithinEveryAncestor) {
  std::string path = "1";
  for (int i = 0; i < 100; ++i) path += "/p" + std::to_string(i);
  Key deep = *Key::Parse("dc-code:" + path);
  for (std::optional<Key> k = deep.Parent(); k; k = k->Parent())
    EXPECT_TRUE(deep.IsWithin(*k)) << k->ToString();
}

TEST(KeyTest, ComparisonIgnoresOneTrailingPeriod) {
  EXPECT_EQ(*Key::Parse("wis-stat:30.12(1g)(jm)7"),
            *Key::Parse("wis-stat:30.12(1g)(jm)7."));
  EXPECT_NE(*Key::Parse("wis-stat:30.12(1g)(jm)7"),
            *Key::Parse("wis-stat:30.12(1g)(jm)8."));
  EXPECT_NE(*Key::Parse("wis-stat:30.12"), *Key::Parse("wis-adm:30.12"));
  KeyHash h;
  EXPECT_EQ(h(*Key::Parse("wis-stat:30.12(3)(b)1.")),
            h(*Key::Parse("wis-stat:30.12(3)(b)1")));
}

TEST(KeyTest, SplitsComponents) {
  EXPECT_EQ(Key::Parse("wis-stat:30.12(1g)(jm)7.a.")->Components(),
            (std::vector<std::string>{"30.12", "(1g)", "(jm)", "7.", "a."}));
  EXPECT_EQ(Key::Parse("dc-code:1/ch.10/subch.VII")->Components(),
            (std::vector<std::string>{"1", "ch.10", "subch.VII"}));
  EXPECT_EQ(Key::Parse("jefferson-co:22-997(b)(1)b")->Components(),
            (std::vector<std::string>{"22-997", "(b)", "(1)", "b"}));
}

TEST(KeyTest, ParentsWalkUpThePathThenToTheChapter) {
  auto parent = [](const char* k) {
    auto p = Key::Parse(k)->Parent();
    return p ? p->ToString() : std::string("none");
  };
  EXPECT_EQ(parent("wis-stat:30.12(1g)(jm)7."), "wis-stat:30.12(1g)(jm)");
  EXPECT_EQ(parent("wis-stat:30.12(1g)"), "wis-stat:30.12");
  EXPECT_EQ(parent("wis-stat:30.12"), "wis-stat:ch.30");
  EXPECT_EQ(parent("wis-stat:ch.30"), "none");
  EXPECT_EQ(parent("wis-adm:NR115.05"), "wis-adm:ch.NR115");
  EXPECT_EQ(parent("iowa-iac:571-16.7(2)"), "iowa-iac:571-16.7");
  EXPECT_EQ(parent("iowa-iac:571-16.7"), "iowa-iac:ch.571-16");
  EXPECT_EQ(parent("jefferson-co:22-997"), "jefferson-co:ch.22");
  EXPECT_EQ(parent("wa-rcw:90.58.030"), "wa-rcw:ch.90.58");
  // The Uniform Commercial Code's sections, numbered by article.
  EXPECT_EQ(parent("wa-rcw:62A.9A-340"), "wa-rcw:ch.62A.9A");
  EXPECT_EQ(parent("greendale:ch.17/p12"), "greendale:ch.17");
  EXPECT_EQ(parent("dc-code:1/ch.10/subch.VII"), "dc-code:1/ch.10");
  EXPECT_EQ(parent("dc-code:1-1001.01"), "none");  // not guessed
  EXPECT_EQ(parent("jefferson-co:22-997(b)(1)b"), "jefferson-co:22-997(b)(1)");
  EXPECT_FALSE(Key::Parse("wis-stat:30.12")->PathParent().has_value());
}

TEST(KeyTest, AncestorRelation) {
  Key leaf = *Key::Parse("wis-stat:30.12(1g)(f)");
  EXPECT_TRUE(leaf.IsWithin(*Key::Parse("wis-stat:30.12(1g)")));
  EXPECT_TRUE(leaf.IsWithin(*Key::Parse("wis-stat:30.12")));
  EXPECT_TRUE(leaf.IsWithin(*Key::Parse("wis-stat:ch.30")));
  EXPECT_TRUE(leaf.IsWithin(leaf));
  EXPECT_FALSE(leaf.IsWithin(*Key::Parse("wis-stat:30.12(1g)(f)1.")));
  EXPECT_FALSE(leaf.IsWithin(*Key::Parse("wis-stat:30.1")));
  EXPECT_FALSE(leaf.IsWithin(*Key::Parse("wis-stat:ch.3")));
  EXPECT_FALSE(leaf.IsWithin(*Key::Parse("wis-adm:30.12")));
  EXPECT_TRUE(Key::Parse("wis-stat:59.692(1v)")
                  ->IsWithin(*Key::Parse("wis-stat:59.692")));
}

}  // namespace
}  // namespace lexgraph
