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

// A title's table of contents and one section file, read with the
// tables of contents first.
// Every citation's targets, in order, as keys written out.
std::vector<std::string> TargetKeys(const Corpus& corpus) {
  std::vector<std::string> keys;
  for (const Citation& ci : corpus.citations)
    for (const Key& k : ci.targets) keys.push_back(k.ToString());
  return keys;
}

Result<Corpus> LoadTitle(const std::string& title, const char* toc, const std::string& file,
                         const char* section) {
  testing::TempDir dir;
  testing::WriteFile(dir / ("titles/" + title + "/index.xml"), toc);
  testing::WriteFile(dir / ("titles/" + title + "/sections/" + file), section);
  testing::WriteFile(dir / "corpus.toml",
                     "[[document]]\nfile = \"titles/*/index.xml\"\nformat = \"dc-law-xml\"\n"
                     "code = \"dc-code\"\n[[document]]\nfile = \"titles/*/sections/*.xml\"\n"
                     "format = \"dc-law-xml\"\ncode = \"dc-code\"\n");
  Reporter r;
  return LoadCorpus(dir / "corpus.toml", &r);
}

TEST(DcTocTest, TableOfContentsFirst) { ExpectTree(Load(true)); }
TEST(DcTocTest, SectionsFirst) { ExpectTree(Load(false)); }


// Title 28's Uniform Commercial Code: its articles are keyed by title
// (28/art.9, as "Article 9 of Title 28" and "part 4 of Article 9 of Title
// 28" cite them), and a file "28~9-806.xml" holds section 28:9-806 (a file
// name has no colon): the table of contents places that section, not a
// key with a tilde. In the section, a bare "Part 5" is its article's, and
// "Chapter 9 of Title 28" is Article 9 (title 28's own chapters start at
// 21). Regression cases of issue 4 (the twenty-third D.C. draw).
TEST(DcTocTest, UniformCommercialCode) {
  constexpr char kUccToc[] = R"(<?xml version='1.0' encoding='utf-8'?>
<container xmlns="https://code.dccouncil.us/schemas/dc-library" xmlns:xi="http://www.w3.org/2001/XInclude">
  <prefix>Title</prefix>
  <num>28</num>
  <heading>Commercial Instruments and Transactions.</heading>
  <container>
    <prefix>Subtitle</prefix>
    <num>I</num>
    <heading>Uniform Commercial Code.</heading>
    <container>
      <prefix>Article</prefix>
      <num>9</num>
      <heading>Secured Transactions.</heading>
      <container>
        <prefix>Part</prefix>
        <num>VIII</num>
        <heading>Transition Provisions.</heading>
        <xi:include href="./sections/28~9-806.xml"/>
      </container>
    </container>
  </container>
</container>
)";
  constexpr char kUccSection[] = R"(<?xml version='1.0' encoding='utf-8'?>
<section xmlns="https://code.dccouncil.us/schemas/dc-library">
  <num>28:9-806</num>
  <heading>When initial financing statement suffices.</heading>
  <text>A filing is effective under Part 5 as amended, and under Chapter 9 of Title 28, as article 9 of this subtitle provides.</text>
</section>
)";
  Result<Corpus> c = LoadTitle("28", kUccToc, "28~9-806.xml", kUccSection);
  ASSERT_TRUE(c.ok());
  for (const Provision& p : c->provisions)
    EXPECT_EQ(p.key.path().find('~'), std::string::npos) << p.key.ToString();
  int32_t s = c->Find(*Key::Parse("dc-code:28:9-806"));
  ASSERT_NE(s, kNoProvision);
  ASSERT_NE(c->provisions[s].parent, kNoProvision);
  const Provision& part = c->provisions[c->provisions[s].parent];
  EXPECT_EQ(part.key.ToString(), "dc-code:28/art.9/part.VIII");
  EXPECT_EQ(c->provisions[part.parent].key.ToString(), "dc-code:28/art.9");
  EXPECT_EQ(TargetKeys(*c), (std::vector<std::string>{"dc-code:28/art.9/part.V", "dc-code:28/art.9",
                                                      "dc-code:28/art.9"}));
}

// "Unit A of this chapter" in a section of Unit C cites the chapter's unit
// (not the source's own); "this chapter" is the chapter the table of
// contents holds the section in (the section's number does not say).
// Regression cases of issue 4 (the twenty-fourth D.C. draw).
TEST(DcTocTest, UnitOfThisChapter) {
  constexpr char kToc2[] = R"(<?xml version='1.0' encoding='utf-8'?>
<container xmlns="https://code.dccouncil.us/schemas/dc-library" xmlns:xi="http://www.w3.org/2001/XInclude">
  <prefix>Title</prefix>
  <num>2</num>
  <container>
    <prefix>Chapter</prefix>
    <num>14</num>
    <container>
      <prefix>Unit</prefix>
      <num>C</num>
      <xi:include href="./sections/2-1431.01.xml"/>
    </container>
  </container>
</container>
)";
  constexpr char kSection2[] = R"(<?xml version='1.0' encoding='utf-8'?>
<section xmlns="https://code.dccouncil.us/schemas/dc-library">
  <num>2-1431.01</num>
  <heading>Definitions.</heading>
  <text>The human rights law is Unit A of this chapter, for the purposes of this chapter.</text>
</section>
)";
  Result<Corpus> c = LoadTitle("2", kToc2, "2-1431.01.xml", kSection2);
  ASSERT_TRUE(c.ok());
  std::vector<std::string> cites;
  for (const Citation& ci : c->citations)
    for (const Key& k : ci.targets)
      cites.push_back(k.ToString() + (ci.self_reference ? " (self)" : ""));
  EXPECT_EQ(cites, (std::vector<std::string>{"dc-code:2/ch.14/unit.A", "dc-code:2/ch.14 (self)"}));
}

// Title 28's sections name the Uniform Commercial Code's articles bare
// ("subject to Article 9", "Article 2 or 2A", "articles 1 through 3"):
// the title's articles that its table of contents holds; "Article 7",
// which it does not hold here, is no citation (the issue's eighteenth
// round, D.C. draws 68 and 70).
TEST(DcTocTest, UccArticlesOfTitle28) {
  constexpr char kToc28[] = R"(<?xml version='1.0' encoding='utf-8'?>
<container xmlns="https://code.dccouncil.us/schemas/dc-library" xmlns:xi="http://www.w3.org/2001/XInclude">
  <prefix>Title</prefix>
  <num>28</num>
  <container>
    <prefix>Subtitle</prefix>
    <num>I</num>
    <container><prefix>Article</prefix><num>1</num></container>
    <container>
      <prefix>Article</prefix>
      <num>2</num>
      <xi:include href="./sections/28~2-503.xml"/>
    </container>
    <container><prefix>Article</prefix><num>2A</num></container>
    <container><prefix>Article</prefix><num>3</num></container>
    <container><prefix>Article</prefix><num>9</num></container>
  </container>
</container>
)";
  constexpr char kSection28[] = R"(<?xml version='1.0' encoding='utf-8'?>
<section xmlns="https://code.dccouncil.us/schemas/dc-library">
  <num>28:2-503</num>
  <heading>Manner of seller's tender of delivery.</heading>
  <text>A security interest is subject to Article 9; a lease under Article 2 or 2A; articles 1 through 3 apply; Article 7 governs documents.</text>
</section>
)";
  Result<Corpus> c = LoadTitle("28", kToc28, "28~2-503.xml", kSection28);
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(TargetKeys(*c),
            (std::vector<std::string>{"dc-code:28/art.9", "dc-code:28/art.2", "dc-code:28/art.2A",
                                      "dc-code:28/art.1", "dc-code:28/art.2", "dc-code:28/art.3"}));
}

}  // namespace
}  // namespace lexgraph
