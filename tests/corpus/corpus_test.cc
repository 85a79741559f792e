// The XML readers over the whole shared corpora: every file of dc-code,
// uscode-uslm and wi-akn reads with no error and keeps every word exactly
// once. Prints the counts (documents, sections, provisions, markup
// citations), the reading time and the warnings by kind; and that the
// citation scan's skipping misses no lead-in (tests/lead_check.h).
// The unpacked corpora are found in $LEXGRAPH_CORPORA_DIR (ctest fixture
// "corpora", tests/corpus/unpack.cmake).
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>

#include "corpus/corpus.h"
#include "ingest/conservation.h"
#include "ingest/reader.h"
#include "tests/lead_check.h"

namespace lexgraph {
namespace {

namespace fs = std::filesystem;

std::string CorporaDir() {
  const char* dir = std::getenv("LEXGRAPH_CORPORA_DIR");
  return dir ? dir : "";
}

// A warning's kind: its message with numbers, keys and quoted parts blanked.
std::string Kind(const std::string& message) {
  std::string k;
  bool in_quote = false;
  for (size_t i = 0; i < message.size() && k.size() < 60; ++i) {
    char c = message[i];
    if (c == '\'' || c == '(') in_quote = !in_quote && c == '\'';
    if (c == '(' || c == ';') break;
    if (in_quote) continue;
    if (std::isdigit(static_cast<unsigned char>(c))) {
      if (k.empty() || k.back() != 'N') k += 'N';
      continue;
    }
    k += c;
  }
  return k;
}

struct Run {
  Corpus corpus;
  Reporter reporter;
  double seconds = 0;
  int failed = 0;
};

void ReadAll(const std::vector<fs::path>& files, const std::string& format,
             const std::string& code, const fs::path& base, Run* run) {
  for (const fs::path& f : files) {
    Document d;
    d.spec.file = fs::relative(f, base).string();
    d.spec.path = f.string();
    d.spec.format = format;
    d.spec.code = code;
    run->corpus.documents.push_back(d);
  }
  auto start = std::chrono::steady_clock::now();
  for (size_t i = 0; i < run->corpus.documents.size(); ++i) {
    if (!ReadDocument(static_cast<int32_t>(i), &run->corpus, &run->reporter)
             .ok())
      ++run->failed;
  }
  run->corpus.LinkChildren();
  run->seconds = std::chrono::duration<double>(
                     std::chrono::steady_clock::now() - start)
                     .count();
}

// True for a section's key: no levels in parentheses, not a container
// (dc-code 1-1001.01, usc 9/1, wis-stat 52.01).
bool IsSectionKey(const std::string& path) {
  if (path.find('(') != std::string::npos) return false;
  size_t slash = path.rfind('/');
  std::string last = path.substr(slash == std::string::npos ? 0 : slash + 1);
  if (last.find('.') != std::string::npos &&
      std::isalpha(static_cast<unsigned char>(last[0])))
    return false;  // ch.1, subch.II, pt.A, lvl.1, art.I, file.x
  return true;
}

void Summarize(const std::string& name, const Run& run) {
  size_t sections = 0, implied = 0, cites = 0;
  for (const Provision& p : run.corpus.provisions) {
    implied += p.implied;
    cites += p.markup_citations.size();
    bool usc_title = name == "uscode-uslm" &&
                     p.key.path().find('/') == std::string::npos;
    if (!p.implied && !usc_title && IsSectionKey(p.key.path())) ++sections;
  }
  std::map<std::string, int> kinds;
  for (const Diagnostic& d : run.reporter.diagnostics())
    ++kinds[(d.severity == Severity::kError ? "error: " : "warning: ") +
            Kind(d.message)];
  std::cout << "[corpus] " << name << ": " << run.corpus.documents.size()
            << " files, " << run.corpus.provisions.size() << " provisions ("
            << implied << " implied), " << sections << " sections, " << cites << " markup citations, read in "
            << run.seconds << " s\n";
  std::vector<std::pair<int, std::string>> sorted;
  for (const auto& [k, n] : kinds) sorted.push_back({n, k});
  std::sort(sorted.rbegin(), sorted.rend());
  for (const auto& [n, k] : sorted)
    std::cout << "[corpus]   " << n << " x " << k << "\n";
}

void CheckCorpus(const std::string& name, const std::string& format,
                 const std::string& code, const std::string& pattern_ext,
                 const std::string& under) {
  fs::path base = fs::path(CorporaDir()) / name;
  if (CorporaDir().empty() || !fs::exists(base))
    GTEST_SKIP() << "LEXGRAPH_CORPORA_DIR/" << name << " not unpacked";
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(base / under)) {
    if (!e.is_regular_file() || e.path().extension() != pattern_ext) continue;
    // dc-code: sections only; the tables of contents are not sections.
    if (name == "dc-code" && e.path().parent_path().filename() != "sections")
      continue;
    files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  ASSERT_FALSE(files.empty());
  Run run;
  ReadAll(files, format, code, base, &run);
  Summarize(name, run);
  ExpectLeadStartsAgree(run.corpus, name);
  EXPECT_EQ(run.failed, 0);
  int shown = 0;
  for (const Diagnostic& d : run.reporter.diagnostics())
    if (d.severity == Severity::kError && ++shown <= 20)
      ADD_FAILURE() << d.Format();
  Reporter conservation;
  EXPECT_EQ(CheckConservation(run.corpus, &conservation), 0);
  shown = 0;
  for (const Diagnostic& d : conservation.diagnostics())
    if (++shown <= 30) ADD_FAILURE() << d.Format();
}

TEST(CorpusTest, DcCodeReadsAndKeepsEveryWord) {
  CheckCorpus("dc-code", "dc-law-xml", "dc-code", ".xml", "titles");
}

TEST(CorpusTest, UscodeUslmReadsAndKeepsEveryWord) {
  CheckCorpus("uscode-uslm", "uslm", "usc", ".xml", "");
}

TEST(CorpusTest, WiAknReadsAndKeepsEveryWord) {
  CheckCorpus("wi-akn", "akn", "wis-stat", ".xml", "statutes");
}

}  // namespace
}  // namespace lexgraph
