// The manifest: the sample corpus loads; each kind of error is reported
// with the manifest line, exactly.
#include "codec/manifest.h"

#include <gtest/gtest.h>

#include "tests/test_util.h"

namespace lexgraph {
namespace {

using testing::TempDir;

std::string Errors(const Reporter& r) {
  std::string out;
  for (const auto& d : r.diagnostics()) out += d.Format() + "\n";
  return out;
}

TEST(ManifestTest, LoadsTheSampleCorpus) {
  Reporter r;
  Result<Manifest> m = LoadManifest(testing::SampleManifest(), &r);
  ASSERT_TRUE(m.ok()) << Errors(r);
  EXPECT_EQ(m->title, "Shoreland and pier rules");
  ASSERT_EQ(m->documents.size(), 4u);
  EXPECT_EQ(m->documents[0].format, "wis-statute-text");
  EXPECT_EQ(m->documents[0].code, "wis-stat");
  EXPECT_EQ(m->documents[0].kind, "statute");
  EXPECT_EQ(m->documents[3].options.at("chapter"), "17");
  EXPECT_EQ(r.diagnostics().size(), 0u);
}

class ManifestErrorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    testing::WriteFile(dir_ / "a.txt", "30.12(1)\n(1) Text.\n");
    testing::WriteFile(dir_ / "b.txt", "text\n");
  }
  std::string Parse(const std::string& toml) {
    Reporter r;
    Result<Manifest> m = ParseManifest(toml, dir_ / "corpus.toml", &r);
    EXPECT_FALSE(m.ok());
    std::string out = Errors(r);
    // Make the folder part of paths stable.
    for (size_t p; (p = out.find(dir_.path())) != std::string::npos;)
      out.replace(p, dir_.path().size(), "DIR");
    return out;
  }
  TempDir dir_;
};

TEST_F(ManifestErrorTest, UnknownFormat) {
  EXPECT_EQ(Parse("title = \"t\"\n[[document]]\nfile = \"a.txt\"\n"
                  "format = \"pdf\"\ncode = \"wis-stat\"\n"),
            "DIR/corpus.toml:4:10: error: unknown format 'pdf' (known: "
            "wis-statute-text, iac-text, ordinance-history-text, "
            "paragraph-text, dc-law-xml, jsonl-sections, uslm, akn)\n"
            "format = \"pdf\"\n         ^ near here\n");
}

TEST_F(ManifestErrorTest, MissingFile) {
  EXPECT_EQ(Parse("[[document]]\nfile = \"nope.txt\"\n"
                  "format = \"iac-text\"\ncode = \"iowa-iac\"\n"),
            "DIR/corpus.toml:2:8: error: document file 'nope.txt' not found "
            "(looked for DIR/nope.txt)\nfile = \"nope.txt\"\n"
            "       ^ near here\n");
}

TEST_F(ManifestErrorTest, DuplicateDocument) {
  EXPECT_EQ(Parse("[[document]]\nfile = \"a.txt\"\nformat = \"iac-text\"\n"
                  "code = \"iowa-iac\"\n\n[[document]]\nfile = \"a.txt\"\n"
                  "format = \"iac-text\"\ncode = \"iowa-iac\"\n"),
            "DIR/corpus.toml:7:8: error: duplicate document 'a.txt'\n"
            "file = \"a.txt\"\n       ^ near here\n");
}

TEST_F(ManifestErrorTest, FileReadAgainNeedsAnotherSelectAndCode) {
  const std::string iowa =
      "[[document]]\nfile = \"b.txt\"\nformat = \"jsonl-sections\"\n"
      "code = \"iowa-code\"\nselect = { state = \"iowa\" }\n\n";
  EXPECT_EQ(Parse(iowa +
                  "[[document]]\nfile = \"b.txt\"\nformat = \"jsonl-sections\"\n"
                  "code = \"wa-rcw\"\nselect = { state = \"iowa\" }\n"),
            "DIR/corpus.toml:8:8: error: duplicate document 'b.txt' (reading "
            "a file again needs another select and another code)\n"
            "file = \"b.txt\"\n       ^ near here\n");
  EXPECT_EQ(Parse(iowa +
                  "[[document]]\nfile = \"b.txt\"\nformat = \"jsonl-sections\"\n"
                  "code = \"iowa-code\"\nselect = { state = \"washington\" }\n"),
            "DIR/corpus.toml:8:8: error: duplicate document 'b.txt' (reading "
            "a file again needs another select and another code)\n"
            "file = \"b.txt\"\n       ^ near here\n");
}

TEST_F(ManifestErrorTest, BadKeyCode) {
  EXPECT_EQ(Parse("[[document]]\nfile = \"a.txt\"\nformat = \"iac-text\"\n"
                  "code = \"Iowa IAC\"\n"),
            "DIR/corpus.toml:4:8: error: bad key code 'Iowa IAC': use "
            "lower-case letters, digits and '-' (see keys.md)\n"
            "code = \"Iowa IAC\"\n       ^ near here\n");
}

TEST_F(ManifestErrorTest, MissingField) {
  EXPECT_EQ(Parse("[[document]]\nfile = \"a.txt\"\ncode = \"wis-stat\"\n"),
            "DIR/corpus.toml:1:1: error: document is missing 'format'\n"
            "[[document]]\n^ near here\n");
}

TEST_F(ManifestErrorTest, TomlSyntax) {
  EXPECT_EQ(Parse("title = \n"),
            "DIR/corpus.toml:1:9: error: Error while parsing key-value pair: "
            "expected value, saw '\\n'\n"
            "title = \n        ^ near here\n");
}

TEST_F(ManifestErrorTest, NoDocuments) {
  EXPECT_EQ(Parse("title = \"empty\"\n"),
            "DIR/corpus.toml:1: error: manifest has no [[document]] "
            "entries\ntitle = \"empty\"\n");
}

TEST(ManifestGlobTest, ExpandsGlobsToOneDocumentPerFile) {
  TempDir dir;
  testing::WriteFile(dir / "t/1/a.xml", "<x/>");
  testing::WriteFile(dir / "t/2/b.xml", "<x/>");
  Reporter r;
  Result<Manifest> m = ParseManifest(
      "[[document]]\nfile = \"t/*/*.xml\"\nformat = \"dc-law-xml\"\n"
      "code = \"dc-code\"\n",
      dir / "corpus.toml", &r);
  ASSERT_TRUE(m.ok()) << Errors(r);
  ASSERT_EQ(m->documents.size(), 2u);
  EXPECT_EQ(m->documents[0].file, "t/1/a.xml");
  EXPECT_EQ(m->documents[1].file, "t/2/b.xml");
}

// Regression: an absolute pattern, in a manifest named by a relative path
// ("corpus.toml" in the working folder), matched files that were then
// named "" and reported not found.
TEST(ManifestGlobTest, AbsolutePatternKeepsItsPaths) {
  TempDir dir;
  testing::WriteFile(dir / "t/1/a.xml", "<x/>");
  Reporter r;
  const std::string pattern = dir / "t/*/*.xml";
  Result<Manifest> m = ParseManifest(
      "[[document]]\nfile = \"" + pattern + "\"\nformat = \"dc-law-xml\"\n"
      "code = \"dc-code\"\n",
      "corpus.toml", &r);
  ASSERT_TRUE(m.ok()) << Errors(r);
  ASSERT_EQ(m->documents.size(), 1u);
  EXPECT_EQ(m->documents[0].file, dir / "t/1/a.xml");
  EXPECT_EQ(m->documents[0].path, dir / "t/1/a.xml");
}

}  // namespace
}  // namespace lexgraph

namespace lexgraph {
namespace {

// Regression: `select` read the table through a dangling iterator and
// crashed the Release build.
TEST(ManifestSelectTest, ReadsTheSelectedFieldAndValue) {
  testing::TempDir dir;
  testing::WriteFile(dir / "s.jsonl", "{}\n");
  Reporter r;
  Result<Manifest> m = ParseManifest(
      "[[document]]\nfile = \"s.jsonl\"\nformat = \"jsonl-sections\"\n"
      "code = \"wis-stat\"\nselect = { state = \"wisconsin\" }\n",
      dir / "corpus.toml", &r);
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(m->documents[0].options.at("select.field"), "state");
  EXPECT_EQ(m->documents[0].options.at("select.value"), "wisconsin");
}

// The five-state corpus is one file: each state is a reading of it with its
// own select and code.
TEST(ManifestSelectTest, OneFileReadOncePerState) {
  testing::TempDir dir;
  testing::WriteFile(dir / "s.jsonl", "{}\n");
  Reporter r;
  Result<Manifest> m = ParseManifest(
      "[[document]]\nfile = \"s.jsonl\"\nformat = \"jsonl-sections\"\n"
      "code = \"iowa-code\"\nselect = { state = \"iowa\" }\n"
      "[[document]]\nfile = \"s.jsonl\"\nformat = \"jsonl-sections\"\n"
      "code = \"wa-rcw\"\nselect = { state = \"washington\" }\n",
      dir / "corpus.toml", &r);
  ASSERT_TRUE(m.ok()) << Errors(r);
  ASSERT_EQ(m->documents.size(), 2u);
  EXPECT_EQ(m->documents[1].code, "wa-rcw");
}

}  // namespace
}  // namespace lexgraph
