// Pathological inputs for the readers and the citation extractor: 65,000
// levels of XML nesting, a 10 MB statute line with 100,000 inline labels,
// lists of 100,000 and 200,000 items. Each runs under a ctest TIMEOUT (see
// CMakeLists.txt); here they check that the result is still sane.
#include <chrono>
#include <cstdio>
#include <string>

#include <gtest/gtest.h>

#include "fuzz/fuzz_util.h"
#include "ingest/citations.h"
#include "ingest/definitions.h"
#include "ingest/reader.h"

namespace lexgraph {
namespace {

using Clock = std::chrono::steady_clock;

struct ReadResult {
  Corpus corpus;
  Reporter reporter;
  Status status;
};

// Reads `text` as one document of `format`, finds definitions and
// citations, checks the fuzz invariants and prints the time taken.
ReadResult Read(const std::string& format, const std::string& code,
         std::string text) {
  ReadResult run;
  run.corpus = fuzz::OneDocumentCorpus(format, code);
  run.corpus.documents[0].spec.options["chapter"] = "17";
  auto start = Clock::now();
  SourceText src = SourceText::FromString(std::move(text), "input",
                                          &run.reporter);
  using TextReader = void (*)(const SourceText&, int32_t, Corpus*, Reporter*);
  using XmlReader = Status (*)(const SourceText&, int32_t, Corpus*, Reporter*);
  TextReader text_reader = format == "wis-statute-text" ? ReadWisStatuteText
                           : format == "paragraph-text" ? ReadParagraphText
                           : format == "iac-text"       ? ReadIacText
                                                        : nullptr;
  XmlReader xml_reader = format == "dc-law-xml" ? ReadDcLawXml
                         : format == "uslm"     ? ReadUslm
                         : format == "akn"      ? ReadAkn
                                                : nullptr;
  if (text_reader) text_reader(src, 0, &run.corpus, &run.reporter);
  if (xml_reader) run.status = xml_reader(src, 0, &run.corpus, &run.reporter);
  FindDefinitions(0, &run.corpus);
  auto read = Clock::now();
  ExtractCitations(&run.corpus, &run.reporter);
  auto done = Clock::now();
  fuzz::CheckProvisions(run.corpus);
  fuzz::CheckCitations(run.corpus);
  std::printf("%s: %zu provisions, %zu citations; read %.2f s, citations "
              "%.2f s\n",
              format.c_str(), run.corpus.provisions.size(),
              run.corpus.citations.size(),
              std::chrono::duration<double>(read - start).count(),
              std::chrono::duration<double>(done - read).count());
  return run;
}

std::string Repeat(const std::string& s, int n) {
  std::string out;
  out.reserve(s.size() * n);
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

constexpr int kDeep = 65000;

TEST(PathologicalTest, DcLawXml65000NestedParas) {
  std::string xml =
      "<section xmlns=\"https://code.dccouncil.us/schemas/dc-library\">"
      "<num>1-101</num><text>Top.</text>" +
      Repeat("<para><num>(a)</num><text>Deep.</text>", kDeep) +
      Repeat("</para>", kDeep) + "</section>";
  ReadResult run = Read("dc-law-xml", "dc-code", std::move(xml));
  EXPECT_TRUE(run.status.ok()) << run.status.message();
  EXPECT_GE(run.corpus.provisions.size(), 2u);
}

TEST(PathologicalTest, DcLawXml65000NestedInlineElements) {
  std::string xml =
      "<section xmlns=\"https://code.dccouncil.us/schemas/dc-library\">"
      "<num>1-101</num><text>" +
      Repeat("<strong>x ", kDeep) + Repeat("</strong>", kDeep) +
      "</text></section>";
  ReadResult run = Read("dc-law-xml", "dc-code", std::move(xml));
  EXPECT_TRUE(run.status.ok()) << run.status.message();
}

TEST(PathologicalTest, Uslm65000NestedParagraphs) {
  std::string xml =
      "<uscDoc xmlns=\"http://xml.house.gov/schemas/uslm/1.0\"><main>"
      "<title identifier=\"/us/usc/t9\"><num value=\"9\">Title 9</num>"
      "<section identifier=\"/us/usc/t9/s1\"><num value=\"1\">§ 1.</num>" +
      Repeat("<paragraph><num value=\"1\">(1)</num><content>Deep.</content>",
             kDeep) +
      Repeat("</paragraph>", kDeep) + "</section></title></main></uscDoc>";
  ReadResult run = Read("uslm", "usc", std::move(xml));
  EXPECT_TRUE(run.status.ok()) << run.status.message();
  EXPECT_GE(run.corpus.provisions.size(), 2u);
}

TEST(PathologicalTest, Akn65000NestedSubsections) {
  std::string xml =
      "<akomaNtoso xmlns=\"http://docs.oasis-open.org/legaldocml/ns/akn/3.0\">"
      "<act><body><chapter eId=\"chp_52\"><num>52</num>"
      "<section eId=\"sec_52-01\"><num>52.01</num>" +
      Repeat("<subsection><num>(1)</num><content><p>Deep.</p></content>",
             kDeep) +
      Repeat("</subsection>", kDeep) + "</section></chapter></body></act>"
      "</akomaNtoso>";
  ReadResult run = Read("akn", "wis-stat", std::move(xml));
  EXPECT_TRUE(run.status.ok()) << run.status.message();
  EXPECT_GE(run.corpus.provisions.size(), 2u);
}

// 10 MB on one line: a section whose subsections, paragraphs and
// subdivisions run together, 100,000 inline labels in all.
TEST(PathologicalTest, WisStatute10MbLineWith100kInlineLabels) {
  std::string filler(100, 'w');
  for (size_t i = 8; i < filler.size(); i += 9) filler[i] = ' ';
  filler.back() = '.';
  std::string line = "30.12 Structures. ";
  int labels = 0;
  for (int sub = 1; labels < 100000; ++sub) {
    line += "(" + std::to_string(sub) + ") " + filler + " ";
    ++labels;
    for (char par = 'a'; par <= 'z' && labels < 100000; ++par) {
      line += std::string("(") + par + ") " + filler + " See sub. (1). ";
      ++labels;
      for (int subd = 1; subd <= 3 && labels < 100000; ++subd, ++labels)
        line += std::to_string(subd) + ". " + filler + " ";
    }
  }
  ASSERT_GE(line.size(), 10u << 20);
  ReadResult run = Read("wis-statute-text", "wis-stat", line + "\n");
  EXPECT_GE(run.corpus.provisions.size(), 90000u);
}

// One citation with 100,000 list items: "sub. (1) (a), (b), (c), …".
TEST(PathologicalTest, SubsectionList100kItems) {
  std::string text = "30.12 Structures. (1) Except under sub. (1) ";
  for (int i = 0; i < 100000; ++i)
    text += std::string("(") + static_cast<char>('a' + i % 26) + "), ";
  text += "and (z), a permit is required.\n";
  ReadResult run = Read("wis-statute-text", "wis-stat", std::move(text));
  EXPECT_GE(run.corpus.citations.size(), 1u);
}

// A section's text listing 200,000 sections, each `prefix` then "30.N":
// "ss. 30.1, 30.2, …, and 30.200000". (Each number is a token the reader
// tries as a locator; one search that ran to the line's end made this
// quadratic, 7 s for 50,000 in Release and past the 60 s TIMEOUT under
// ASan.)
std::string SectionList200k(const std::string& heading, const std::string& prefix) {
  std::string text = heading + " (1) As provided in ss. ";
  for (int i = 1; i < 200000; ++i) text += prefix + "30." + std::to_string(i) + ", ";
  return text + "and " + prefix + "30.200000, a permit is required.\n";
}

TEST(PathologicalTest, SectionList200kItems) {
  ReadResult run = Read("wis-statute-text", "wis-stat", SectionList200k("30.12 Structures.", ""));
  EXPECT_GE(run.corpus.citations.size(), 1u);
}

// The same list of an agency's rules: "ss. NR 30.1, NR 30.2, …".
TEST(PathologicalTest, AgencySectionList200kItems) {
  ReadResult run = Read("wis-statute-text", "wis-adm", SectionList200k("NR 1.01 Purpose.", "NR "));
  EXPECT_GE(run.corpus.citations.size(), 1u);
}

// 65,000 nested parentheses and a line of 200,000 "s." lead words.
TEST(PathologicalTest, NestedParenthesesAndLeadWords) {
  std::string text = "30.12 Structures. (1) " + Repeat("(", kDeep) + "1" +
                     Repeat(")", kDeep) + " " + Repeat("s. ", 200000) +
                     Repeat("sub. (", 50000) + "\n";
  ReadResult run = Read("wis-statute-text", "wis-stat", std::move(text));
  EXPECT_GE(run.corpus.provisions.size(), 1u);
}

// 100,000 numbered paragraphs of an ordinance text, each citing the next.
TEST(PathologicalTest, ParagraphText100kParagraphs) {
  std::string text;
  for (int i = 0; i < 100000; ++i)
    text += "Paragraph " + std::to_string(i) + " under Section 17.0" +
            std::to_string(i % 9 + 1) + "(b) and Subsection (3)(c)4.\n\n";
  ReadResult run = Read("paragraph-text", "greendale", std::move(text));
  EXPECT_GE(run.corpus.provisions.size(), 1000u);
}

}  // namespace
}  // namespace lexgraph
