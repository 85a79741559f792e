// D.C. Code tables of contents: titles/N/index.xml gives the title, its
// chapters and subchapters, and hangs each included section under its
// container, whichever of the two is read first; "subchapter II of this
// chapter" then resolves, and "this subsection" is still the section's.
#include <gtest/gtest.h>

#include "app/build.h"
#include "tests/test_util.h"

namespace lexgraph {
namespace {

constexpr char kToc[] = R"(<?xml version='1.0' encoding='utf-8'?>
<container xmlns="https://code.dccouncil.us/schemas/dc-library" xmlns:xi="http://www.w3.org/2001/XInclude">
  <prefix>Title</prefix>
  <num>1</num>
  <heading>Government Organization.</heading>
  <container>
    <prefix>Chapter</prefix>
    <num>1</num>
    <heading>Government Development.</heading>
    <container>
      <prefix>Subchapter</prefix>
      <num>I</num>
      <heading>Establishment.</heading>
      <xi:include href="./sections/1-101.xml"/>
    </container>
  </container>
</container>
)";

constexpr char kSection[] = R"(<?xml version='1.0' encoding='utf-8'?>
<section xmlns="https://code.dccouncil.us/schemas/dc-library">
  <num>1-101</num>
  <heading>Territorial area.</heading>
  <text>As provided in subchapter II of this chapter and Chapter 3 of this title.</text>
  <para>
    <num>(a)</num>
    <text>Land described in this subsection.</text>
  </para>
</section>
)";

Corpus Load(bool toc_first) {
  testing::TempDir dir;  // the corpus is read whole into memory
  testing::WriteFile(dir / "titles/1/index.xml", kToc);
  testing::WriteFile(dir / "titles/1/sections/1-101.xml", kSection);
  std::string toc = "[[document]]\nfile = \"titles/*/index.xml\"\n"
                    "format = \"dc-law-xml\"\ncode = \"dc-code\"\n";
  std::string sections = "[[document]]\nfile = \"titles/*/sections/*.xml\"\n"
                         "format = \"dc-law-xml\"\ncode = \"dc-code\"\n";
  testing::WriteFile(dir / "corpus.toml",
                     toc_first ? toc + sections : sections + toc);
  Reporter r;
  Result<Corpus> c = LoadCorpus(dir / "corpus.toml", &r);
  EXPECT_TRUE(c.ok());
  EXPECT_EQ(r.error_count(), 0);
  for (const auto& d : r.diagnostics()) ADD_FAILURE() << d.Format();
  return std::move(*c);
}

void ExpectTree(const Corpus& c) {
  int32_t s = c.Find(*Key::Parse("dc-code:1-101"));
  ASSERT_NE(s, kNoProvision);
  const Provision& section = c.provisions[s];
  EXPECT_FALSE(section.implied);
  EXPECT_EQ(section.heading, "Territorial area.");
  ASSERT_NE(section.parent, kNoProvision);
  const Provision& sub = c.provisions[section.parent];
  EXPECT_EQ(sub.key.ToString(), "dc-code:1/ch.1/subch.I");
  EXPECT_EQ(sub.label, "Subchapter I");
  EXPECT_EQ(sub.heading, "Establishment.");
  EXPECT_EQ(c.provisions[sub.parent].key.ToString(), "dc-code:1/ch.1");
  EXPECT_EQ(c.documents[section.doc].spec.file, "titles/1/sections/1-101.xml");
  std::vector<std::string> targets;
  for (const Citation& ci : c.citations)
    for (const Key& k : ci.targets) targets.push_back(k.ToString());
  // "this subsection" is the section's (a), not the chapter the section
  // stands in.
  EXPECT_EQ(targets, (std::vector<std::string>{"dc-code:1/ch.1/subch.II",
                                               "dc-code:1/ch.3", "dc-code:1-101(a)"}));
}

TEST(DcTocTest, TableOfContentsFirst) { ExpectTree(Load(true)); }
TEST(DcTocTest, SectionsFirst) { ExpectTree(Load(false)); }

}  // namespace
}  // namespace lexgraph
