// Golden cases in the style of cmark-gfm's spec: each case in
// tests/spec/*.md gives an input document (reader format and key code) and
// the provisions and/or citations that must come out, one per line. A case
// with several input blocks reads each as a document of one corpus (a
// code and the charter it cites, the corpus's other code).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "corpus/corpus.h"
#include "ingest/citations.h"
#include "ingest/conservation.h"
#include "ingest/reader.h"
#include "tests/test_util.h"

namespace lexgraph {
namespace {

struct SpecCase {
  std::string file;
  int line = 0;
  std::string name;
  // Each input block is a document of the case's corpus (most cases have
  // one; a second names another code the first cites).
  struct Input {
    std::string format, code;
    std::map<std::string, std::string> options;
    std::string text;
  };
  std::vector<Input> inputs;
  std::string provisions;  // expected, or empty when not given
  std::string citations;
  std::string diagnostics;  // expected Diagnostic::Format() lines
  std::string markup;       // markup citations: "KEY: span -> target"
  std::string definitions;  // defined terms: "SCOPE: term"
  bool has_definitions = false;
  bool has_provisions = false, has_citations = false, has_diagnostics = false,
       has_markup = false;
};

std::vector<SpecCase> LoadCases() {
  std::vector<SpecCase> cases;
  std::string dir = testing::SourceDir() + "/tests/spec";
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".md") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    std::istringstream in(testing::ReadFile(path.string()));
    std::string line, block;
    std::string* target = nullptr;
    int ln = 0;
    while (std::getline(in, line)) {
      ++ln;
      if (target) {
        if (line == "````") {
          target = nullptr;
          continue;
        }
        *target += line + "\n";
        continue;
      }
      if (line.starts_with("## ")) {
        cases.push_back({});
        cases.back().file = path.filename().string();
        cases.back().line = ln;
        cases.back().name = line.substr(3);
        continue;
      }
      if (!line.starts_with("````") || cases.empty()) continue;
      std::istringstream words(line.substr(4));
      std::string kind;
      words >> kind;
      SpecCase& c = cases.back();
      if (kind == "input") {
        SpecCase::Input& in = c.inputs.emplace_back();
        words >> in.format >> in.code;
        std::string opt;
        while (words >> opt) {
          size_t eq = opt.find('=');
          in.options[opt.substr(0, eq)] = opt.substr(eq + 1);
        }
        target = &in.text;
      } else if (kind == "provisions") {
        c.has_provisions = true;
        target = &c.provisions;
      } else if (kind == "citations") {
        c.has_citations = true;
        target = &c.citations;
      } else if (kind == "definitions") {
        c.has_definitions = true;
        target = &c.definitions;
      } else if (kind == "markup") {
        c.has_markup = true;
        target = &c.markup;
      } else if (kind == "diagnostics") {
        c.has_diagnostics = true;
        target = &c.diagnostics;
      }
    }
  }
  return cases;
}

std::string RenderProvisions(const Corpus& c) {
  std::string out;
  for (const Provision& p : c.provisions) {
    out += p.key.ToString();
    out += p.parent == kNoProvision ? "" : " < " + c.provisions[p.parent].key.ToString();
    if (p.implied) out += " (implied)";
    out += " | " + p.label + " | " + p.heading + " | ";
    std::string text = p.text;
    for (char& ch : text)
      if (ch == '\n') ch = '/';
    out += text;
    for (const auto& n : p.notes) out += " | note: " + n;
    out += "\n";
  }
  return out;
}

// Each markup citation with the text its span covers.
std::string RenderMarkup(const Corpus& c) {
  std::string out;
  for (const Provision& p : c.provisions)
    for (const MarkupCitation& m : p.markup_citations)
      out += p.key.ToString() + ": " +
             p.text.substr(m.begin, m.end - m.begin) + " -> " + m.target +
             "\n";
  return out;
}

// Each defined term with the key of the provision its definition governs.
std::string RenderDefinitions(const Corpus& c) {
  std::string out;
  for (const Provision& p : c.provisions)
    for (const Definition& d : p.definitions)
      out += d.scope.ToString() + ": " + d.term + "\n";
  return out;
}

std::string RenderCitations(const Corpus& c) {
  std::string out;
  for (const Citation& ci : c.citations) {
    // ("KEY heading: …" for a citation in the provision's heading.)
    out += c.provisions[ci.source].key.ToString() + (ci.in_heading ? " heading" : "") + ": " +
           ci.text + " ->";
    for (const Key& k : ci.targets) out += " " + k.ToString();
    if (ci.status == CitationStatus::kUnresolved)
      out += " (unresolved: " + ci.reason + ")";
    out += "\n";
  }
  return out;
}

class SpecTest : public ::testing::TestWithParam<SpecCase> {};

TEST_P(SpecTest, Matches) {
  const SpecCase& sc = GetParam();
  testing::TempDir dir;
  Corpus corpus;
  for (size_t k = 0; k < sc.inputs.size(); ++k) {
    const SpecCase::Input& in = sc.inputs[k];
    // The input's file name: option file=NAME (e.g. input.xml), else
    // input.txt (input2.txt, … for the case's further documents).
    std::string name = in.options.count("file") ? in.options.at("file")
                       : k == 0                 ? "input.txt"
                                                : "input" + std::to_string(k + 1) + ".txt";
    std::string path = dir / name;
    testing::WriteFile(path, in.text);
    Document d;
    d.spec.file = name;
    d.spec.path = path;
    d.spec.format = in.format;
    d.spec.code = in.code;
    d.spec.jurisdiction = in.options.count("jurisdiction") ? in.options.at("jurisdiction") : "";
    if (in.options.count("kind")) d.spec.kind = in.options.at("kind");
    // title=Green_County_Code: the manifest's title, '_' for each space.
    if (in.options.count("title")) {
      d.spec.title = in.options.at("title");
      std::replace(d.spec.title.begin(), d.spec.title.end(), '_', ' ');
    }
    for (const auto& [key, v] : in.options) d.spec.options[key] = v;
    corpus.documents.push_back(d);
  }
  Reporter reporter;
  SCOPED_TRACE(sc.file + ":" + std::to_string(sc.line) + ": " + sc.name);
  Status read;
  for (size_t k = 0; k < corpus.documents.size() && read.ok(); ++k)
    read = ReadDocument(static_cast<int32_t>(k), &corpus, &reporter);
  if (sc.has_diagnostics) {
    // A case that states its diagnostics may fail to read.
    std::string got;
    for (const Diagnostic& diag : reporter.diagnostics())
      got += diag.Format() + "\n";
    EXPECT_EQ(got, sc.diagnostics);
    if (!read.ok()) return;
  }
  ASSERT_TRUE(read.ok()) << read.message();
  // Every reader keeps every word of its input exactly once.
  Reporter conservation;
  EXPECT_EQ(CheckConservation(corpus, &conservation), 0);
  for (const Diagnostic& diag : conservation.diagnostics())
    ADD_FAILURE() << diag.Format();
  ExtractCitations(&corpus, &reporter);
  if (sc.has_provisions) {
    EXPECT_EQ(RenderProvisions(corpus), sc.provisions);
  }
  if (sc.has_citations) {
    EXPECT_EQ(RenderCitations(corpus), sc.citations);
  }
  if (sc.has_markup) {
    EXPECT_EQ(RenderMarkup(corpus), sc.markup);
  }
  if (sc.has_definitions) {
    EXPECT_EQ(RenderDefinitions(corpus), sc.definitions);
  }
}

std::string CaseName(const ::testing::TestParamInfo<SpecCase>& info) {
  std::string n = info.param.file.substr(0, info.param.file.find('.')) + "_" +
                  std::to_string(info.param.line);
  for (char& c : n)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

INSTANTIATE_TEST_SUITE_P(Spec, SpecTest, ::testing::ValuesIn(LoadCases()),
                         CaseName);

}  // namespace
}  // namespace lexgraph
