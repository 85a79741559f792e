// The extractor against the citations the sources tag themselves: the D.C.
// Council's <cite path="…"> and the Law Revision Counsel's <ref href="…">,
// read as markup by the XML readers and never shown to the extractor
// (which sees the text only). Scores (source provision, target key) pairs.
//
// What is compared: targets in the tagging body's own code (dc-code for the
// D.C. Code, usc for the U.S. Code) outside the source's own section — the
// Council does not tag references inside a section ("paragraph (2) of this
// section"). A found key within the tagged key counts as a match (the
// Council tags "subsection (b) of § 1-301.01" at the section). Prints
// precision and recall (and the exact-key matches); fails below the floors
// that the extractor reached when this test was written
// (docs/BENCHMARKS.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>

#include "corpus/corpus.h"
#include "ingest/cite_grammar.h"
#include "ingest/citations.h"
#include "ingest/reader.h"
#include "tests/gold_score.h"

namespace lexgraph {
namespace {

namespace fs = std::filesystem;

std::string Canon(std::string k) {
  if (!k.empty() && k.back() == '.') k.pop_back();
  return k;
}

// dc-code:1-1001.01(a) -> "1-1001.01"; usc:42/1395m(n) -> "42/1395m".
std::string SectionOf(const Key& k) { return k.path().substr(0, k.path().find('(')); }

// The corpus's container keys by their numbers alone: "28|I|1" ->
// "28/subtitle.I/article.1". Filled by NoteDcContainers.
std::map<std::string, std::string>& DcContainers() {
  static std::map<std::string, std::string> m;
  return m;
}

void NoteDcContainers(const Corpus& corpus) {
  for (const Provision& p : corpus.provisions) {
    const std::string& k = p.key.path();
    if (k.find('/') == std::string::npos || k.find('(') != std::string::npos)
      continue;
    std::string bare;
    size_t s = 0;
    while (true) {
      size_t slash = k.find('/', s);
      std::string part = k.substr(s, slash == std::string::npos ? slash : slash - s);
      if (!bare.empty()) bare += '|';
      size_t dot = part.find('.');
      bare += s == 0 || dot == std::string::npos ? part : part.substr(dot + 1);
      if (slash == std::string::npos) break;
      s = slash + 1;
    }
    DcContainers().emplace(bare, k);
  }
}

// The key a D.C. <cite path> names: "§1-523.01|(f)" -> dc-code:1-523.01(f);
// "1|10|VII" -> dc-code:1/ch.10/subch.VII; "1|3|XII-A|B" adds /part.B.
std::optional<Key> DcPathKey(const std::string& path) {
  if (path.empty()) return std::nullopt;
  std::vector<std::string> parts;
  size_t s = 0;
  std::string p = path;
  bool section = p.rfind("\xC2\xA7", 0) == 0;
  if (section) p = p.substr(2);
  while (true) {
    size_t bar = p.find('|', s);
    parts.push_back(p.substr(s, bar == std::string::npos ? bar : bar - s));
    if (bar == std::string::npos) break;
    s = bar + 1;
  }
  if (section) {
    std::string k = parts[0];
    for (size_t i = 1; i < parts.size(); ++i) k += parts[i];
    return Key("dc-code", k);
  }
  // A container: its key as the corpus names it where the corpus has one
  // ("28|I" is title 28's Subtitle I, dc-code:28/subtitle.I).
  std::string bare = path;
  if (auto it = DcContainers().find(bare); it != DcContainers().end())
    return Key("dc-code", it->second);
  static const char* kLevels[] = {"", "/ch.", "/subch.", "/part."};
  std::string k = parts[0];
  for (size_t i = 1; i < parts.size() && i < 4; ++i) k += kLevels[i] + parts[i];
  return Key("dc-code", k);
}

// The key a USLM <ref href> names: "/us/usc/t42/s1395m/n/1/A" ->
// usc:42/1395m(n)(1)(A); other hrefs (public laws, statutes) -> nullopt.
std::optional<Key> UslmHrefKey(const std::string& href) {
  if (href.rfind("/us/usc/t", 0) != 0) return std::nullopt;
  std::vector<std::string> parts;
  size_t s = 1;
  while (s < href.size()) {
    size_t slash = href.find('/', s);
    parts.push_back(href.substr(s, slash == std::string::npos ? slash : slash - s));
    if (slash == std::string::npos) break;
    s = slash + 1;
  }
  // us, usc, tN, sN, levels...
  if (parts.size() < 4 || parts[3].empty() || parts[3][0] != 's')
    return std::nullopt;
  std::string k = parts[2].substr(1) + "/" + parts[3].substr(1);
  for (size_t i = 4; i < parts.size(); ++i) k += "(" + parts[i] + ")";
  return Key("usc", k);
}

struct Score {
  size_t tp = 0, fp = 0, fn = 0;
  double precision() const { return tp + fp ? double(tp) / (tp + fp) : 1; }
  double recall() const { return tp + fn ? double(tp) / (tp + fn) : 1; }
};

using Pair = std::pair<std::string, std::string>;

// The key a tag of provision `p` names, canonical, when the oracle expects
// it: outside p's own section, and, for a section, a number of the code
// (a tag such as "§D.C. Law 4-164" or "§80a-1" names something else).
std::optional<std::string> OracleTag(const Provision& p, const MarkupCitation& m,
                                     const std::string& code,
                                     std::optional<Key> (*markup_key)(const std::string&)) {
  std::optional<Key> k = markup_key(m.target);
  if (!k || SectionOf(*k) == SectionOf(p.key)) return std::nullopt;
  std::string sec = SectionOf(*k);
  if (sec.find('/') == std::string::npos &&
      ReadSectionNumberOf(code, sec, 0) != sec.size())
    return std::nullopt;
  return Canon(k->ToString());
}

// A found key within the tagged one counts as the tagged citation: the
// Council tags "subsection (b) of § 1-301.01" at "§ 1-301.01", which the
// extractor resolves to 1-301.01(b), and "Unit A of Chapter 14 of Title 2"
// at the chapter.
bool KeyWithin(const std::string& key, const std::string& tag) {
  return key == tag || (key.size() > tag.size() && key.starts_with(tag) &&
                        (key[tag.size()] == '(' || key[tag.size()] == '/'));
}

Score Compare(const Corpus& corpus, const std::string& code,
              std::optional<Key> (*markup_key)(const std::string&)) {
  std::set<Pair> oracle, found;
  for (const Provision& p : corpus.provisions) {
    for (const MarkupCitation& m : p.markup_citations)
      if (std::optional<std::string> tag = OracleTag(p, m, code, markup_key))
        oracle.insert({p.key.ToString(), *tag});
  }
  for (const Citation& c : corpus.citations) {
    // (The Council tags its text's citations, not its headings'.)
    if (c.self_reference || c.in_heading) continue;
    const Provision& src = corpus.provisions[c.source];
    for (const Key& t : c.targets) {
      if (t.code() != code || SectionOf(t) == SectionOf(src.key)) continue;
      found.insert({src.key.ToString(), Canon(t.ToString())});
    }
  }
  std::map<std::string, std::vector<std::string>> tags_of;  // by source
  for (const Pair& p : oracle) tags_of[p.first].push_back(p.second);
  std::map<std::string, std::vector<std::string>> found_of;
  for (const Pair& p : found) found_of[p.first].push_back(p.second);
  Score s;
  int shown = 0;
  for (const Pair& p : found) {
    bool hit = false;
    for (const std::string& tag : tags_of[p.first]) hit |= KeyWithin(p.second, tag);
    if (hit) {
      ++s.tp;
      continue;
    }
    ++s.fp;
    if (std::getenv("LEXGRAPH_SHOW_MISSES") && ++shown % 97 == 1)
      std::cout << "extra " << p.first << " -> " << p.second << "\n";
  }
  for (const Pair& p : oracle) {
    bool hit = false;
    for (const std::string& key : found_of[p.first]) hit |= KeyWithin(key, p.second);
    if (hit) continue;
    ++s.fn;
    if (std::getenv("LEXGRAPH_SHOW_MISSES") && ++shown % 23 == 1)
      std::cout << "missed " << p.first << " -> " << p.second << "\n";
  }
  size_t exact = 0;
  for (const Pair& p : found) exact += oracle.count(p);
  std::cout << "  exact key matches: " << exact << " of " << found.size()
            << " found, " << oracle.size() << " tagged\n";
  return s;
}

Corpus ReadFiles(const std::vector<fs::path>& files, const std::string& format,
                 const std::string& code, const std::string& jurisdiction) {
  Corpus corpus;
  for (const fs::path& f : files) {
    Document d;
    d.spec.file = f.filename().string();
    d.spec.path = f.string();
    d.spec.format = format;
    d.spec.code = code;
    d.spec.jurisdiction = jurisdiction;
    corpus.documents.push_back(d);
  }
  Reporter r;
  for (size_t i = 0; i < corpus.documents.size(); ++i)
    ReadDocument(static_cast<int32_t>(i), &corpus, &r);
  corpus.LinkChildren();
  ExtractCitations(&corpus, &r);
  return corpus;
}

std::vector<fs::path> Files(const fs::path& dir, const std::string& ext,
                            const std::string& parent) {
  std::vector<fs::path> out;
  if (!fs::is_directory(dir)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ext &&
        (parent.empty() || e.path().parent_path().filename() == parent))
      out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::string Corpora() {
  const char* d = std::getenv("LEXGRAPH_CORPORA_DIR");
  return d ? d : "";
}

// The D.C. Code's files: the tables of contents first (titles/N/index.xml),
// which give the chapters that "subchapter V of this chapter" needs, then
// the sections.
std::vector<fs::path> DcFiles(const fs::path& root = fs::path(Corpora())) {
  fs::path titles = root / "dc-code" / "titles";
  std::vector<fs::path> files;
  for (const fs::path& f : Files(titles, ".xml", ""))
    if (f.filename() == "index.xml") files.push_back(f);
  for (const fs::path& f : Files(titles, ".xml", "sections")) files.push_back(f);
  return files;
}

TEST(CitationsOracleTest, DcCodeCouncilTags) {
  std::vector<fs::path> files = DcFiles();
  ASSERT_GT(files.size(), 10000u) << "unpacked D.C. Code not found";
  Corpus corpus = ReadFiles(files, "dc-law-xml", "dc-code", "District of Columbia");
  NoteDcContainers(corpus);
  Score s = Compare(corpus, "dc-code", DcPathKey);
  std::cout << "D.C. Code: precision " << s.precision() << " recall "
            << s.recall() << " (tp " << s.tp << ", fp " << s.fp << ", fn "
            << s.fn << ")\n";
  EXPECT_GE(s.recall(), 0.98);
  // The Council tags no "section 16-707(a)" form and often only the first
  // item of "§ 1-204.62(a) or (b)" or of "subchapters V and XVII of this
  // chapter", nor the members inside "§ 9-202.05(1) through (6)": such
  // pairs count against precision here though they are citations
  // (docs/BENCHMARKS.md has the breakdown; DcCodeCouncilTagSpans and the
  // hand-checked samples below measure precision itself). Nor does it tag
  // "Chapter 13 [repealed] of Title 21", a UCC section's bare "Part 5" or
  // the editors' "[§ 42-1102(24)]" inside a list, which the eleventh
  // round of issue 4 added (0.8502 to 0.8493), nor the fifteenth round's
  // "Chapter 5 or 11 of Title 21" (to 0.84499), nor the eighteenth
  // round's title 28 "Article 9", "articles 1 through 9" (the Uniform
  // Commercial Code's articles, about ninety pairs) and bare "Chapter 9"
  // of titles 25 and 47 (to 0.8392): the floor is a tripwire for a drop,
  // below what such real citations cost.
  EXPECT_GE(s.precision(), 0.835);
}

// Where the Council speaks: each found citation (outside its own section,
// in the Code) whose span overlaps a <cite> tag's span is checked against
// that tag; one overlapping none is counted apart as untagged, neither right
// nor wrong. A target is right when it lies within an overlapping tag's key
// or the tag's key lies within it (the tag of "§ 1-204.62(a) or (b)" covers
// its first item only, at the section). Recall: each tag is found when a
// citation overlapping it has a target within its key, or inside it.
struct SpanScore {
  size_t targets_right = 0, targets_wrong = 0, untagged_citations = 0;
  size_t untagged_items = 0;  // list items past the tags' end
  size_t tags_found = 0, tags_missed = 0;
};

SpanScore CompareSpans(const Corpus& corpus, const std::string& code,
                       std::optional<Key> (*markup_key)(const std::string&)) {
  std::vector<std::vector<size_t>> cites_of(corpus.provisions.size());
  for (size_t i = 0; i < corpus.citations.size(); ++i)
    if (!corpus.citations[i].in_heading)  // (spans of the text, as the tags')
      cites_of[corpus.citations[i].source].push_back(i);
  SpanScore s;
  int shown = 0;
  for (size_t pi = 0; pi < corpus.provisions.size(); ++pi) {
    const Provision& p = corpus.provisions[pi];
    struct Tag {
      uint32_t begin, end;
      std::string key;
    };
    std::vector<Tag> tags;
    for (const MarkupCitation& m : p.markup_citations)
      if (std::optional<std::string> tag = OracleTag(p, m, code, markup_key))
        tags.push_back({m.begin, m.end, *tag});
    for (size_t ci : cites_of[pi]) {
      const Citation& c = corpus.citations[ci];
      if (c.self_reference) continue;
      std::vector<std::string> keys;
      for (const Key& t : c.targets)
        if (t.code() == code && SectionOf(t) != SectionOf(p.key))
          keys.push_back(Canon(t.ToString()));
      if (keys.empty()) continue;
      std::vector<const Tag*> over;
      for (const Tag& t : tags)
        if (t.begin < c.end && c.begin < t.end) over.push_back(&t);
      if (over.empty()) {
        ++s.untagged_citations;
        if (std::getenv("LEXGRAPH_SHOW_UNTAGGED") && s.untagged_citations % 41 == 0)
          std::cout << "untagged " << p.key.ToString() << " \"" << c.text
                    << "\" -> " << keys[0] << "\n";
        continue;
      }
      // The Council often tags only the first item of a list: where the
      // tags leave the citation's end uncovered, a target no tag names may
      // be a later item's, which no tag speaks for.
      uint32_t covered_to = 0;
      for (const Tag* t : over) covered_to = std::max(covered_to, t->end);
      bool partly = covered_to < c.end;
      for (const std::string& k : keys) {
        bool ok = false;
        for (const Tag* t : over) ok |= KeyWithin(k, t->key) || KeyWithin(t->key, k);
        if (!ok && partly) {
          ++s.untagged_items;
          continue;
        }
        ++(ok ? s.targets_right : s.targets_wrong);
        if (!ok && std::getenv("LEXGRAPH_SHOW_MISSES") && ++shown < 60)
          std::cout << "wrong " << p.key.ToString() << " \"" << c.text
                    << "\" -> " << k << " (tag " << over[0]->key << ")\n";
      }
    }
    for (const Tag& t : tags) {
      bool found = false;
      for (size_t ci : cites_of[pi]) {
        const Citation& c = corpus.citations[ci];
        if (c.begin >= t.end || t.begin >= c.end) continue;
        for (const Key& k : c.targets) {
          std::string ks = Canon(k.ToString());
          found |= KeyWithin(ks, t.key) || KeyWithin(t.key, ks);
        }
      }
      ++(found ? s.tags_found : s.tags_missed);
    }
  }
  return s;
}

TEST(CitationsOracleTest, DcCodeCouncilTagSpans) {
  std::vector<fs::path> files = DcFiles();
  ASSERT_GT(files.size(), 10000u) << "unpacked D.C. Code not found";
  Corpus corpus = ReadFiles(files, "dc-law-xml", "dc-code", "District of Columbia");
  NoteDcContainers(corpus);
  SpanScore s = CompareSpans(corpus, "dc-code", DcPathKey);
  double precision = double(s.targets_right) / (s.targets_right + s.targets_wrong);
  double recall = double(s.tags_found) / (s.tags_found + s.tags_missed);
  std::cout << "D.C. Code, where a tag covers the citation: precision "
            << precision << " (" << s.targets_right << " targets agree, "
            << s.targets_wrong << " do not); recall of tags by span " << recall
            << " (" << s.tags_found << " found, " << s.tags_missed
            << " missed); " << s.untagged_citations
            << " citations overlap no tag, " << s.untagged_items
            << " targets lie past the tags' end\n";
  EXPECT_GE(precision, 0.98);
  EXPECT_GE(recall, 0.98);
}

// The titles the shared copy holds back (6, 8, 22, 34, 38, 44, 48),
// forty-nine of their sections fetched verbatim from the Council's
// repository (tests/dc_titles/sources.txt): the same comparison on D.C.
// text the extractor was never fitted to. Floors at what it reached when
// the sections were added (the sixtieth round of issue 4).
TEST(CitationsOracleTest, DcHeldBackTitles) {
  std::vector<fs::path> files = DcFiles(fs::path(LEXGRAPH_SOURCE_DIR) / "tests" / "dc_titles");
  ASSERT_EQ(files.size(), 49u);
  Corpus corpus = ReadFiles(files, "dc-law-xml", "dc-code", "District of Columbia");
  NoteDcContainers(corpus);
  Score s = Compare(corpus, "dc-code", DcPathKey);
  std::cout << "D.C. Code, held-back titles: precision " << s.precision() << " recall " << s.recall()
            << " (tp " << s.tp << ", fp " << s.fp << ", fn " << s.fn << ")\n";
  EXPECT_GE(s.recall(), 0.98);
  // (The Council's tags miss items and ranges' ends, as in the whole Code:
  // see DcCodeCouncilTags; where it tags, the next figures.)
  EXPECT_GE(s.precision(), 0.80);
  SpanScore spans = CompareSpans(corpus, "dc-code", DcPathKey);
  double right = static_cast<double>(spans.targets_right) /
                 static_cast<double>(spans.targets_right + spans.targets_wrong);
  double found = static_cast<double>(spans.tags_found) / static_cast<double>(spans.tags_found + spans.tags_missed);
  std::cout << "  where the Council tags: targets right " << right << " (" << spans.targets_right << " of "
            << spans.targets_right + spans.targets_wrong << "), tags found " << found << " ("
            << spans.tags_found << " of " << spans.tags_found + spans.tags_missed << ")\n";
  EXPECT_GE(right, 0.98);
  EXPECT_GE(found, 0.98);
}

TEST(CitationsOracleTest, UsCodeRefs) {
  auto files = Files(fs::path(Corpora()) / "uscode-uslm", ".xml", "");
  ASSERT_GT(files.size(), 10u) << "unpacked U.S. Code not found";
  Corpus corpus = ReadFiles(files, "uslm", "usc", "United States");
  Score s = Compare(corpus, "usc", UslmHrefKey);
  std::cout << "U.S. Code: precision " << s.precision() << " recall "
            << s.recall() << " (tp " << s.tp << ", fp " << s.fp << ", fn "
            << s.fn << ")\n";
  // The Law Revision Counsel tags references to other titles and to session
  // laws, not "section 362 of this title": precision against those tags
  // says little, so only recall is held.
  EXPECT_GE(s.recall(), 0.95);
  // Where a tag covers the citation, it speaks for its target.
  SpanScore spans = CompareSpans(corpus, "usc", UslmHrefKey);
  double precision = double(spans.targets_right) /
                     (spans.targets_right + spans.targets_wrong);
  std::cout << "U.S. Code, where a tag covers the citation: precision "
            << precision << " (" << spans.targets_right << " targets agree, "
            << spans.targets_wrong << " do not); "
            << spans.untagged_citations << " citations overlap no tag\n";
  EXPECT_GE(precision, 0.98);
}


// Section-level "cited by" against the Council's own "Section References"
// annotation of each section ("This section is referenced in § 1-1001.08,
// § 1-1001.10, and § 38-2651."): the independent check of impact that
// issue 5 asks for. A section S is cited by T when a provision in T cites S
// or a provision in S. Only citing sections present in this copy of the
// Code are expected (some titles are kept back), and only sections that
// carry the annotation are scored.
//
// The annotations are older than the text: of the pairs found that a
// section's list leaves out, nearly all are tagged by the Council itself,
// with a <cite path> into S in T's text (1-1001.09's "§ 1-1001.07(i)(4)"
// is tagged, yet 1-1001.07's list omits 1-1001.09). Precision is therefore
// given twice: against the lists alone, and against the lists or the
// Council's own tags (a found pair that either confirms is a citation the
// Council records). Recall is against the lists alone.
TEST(CitationsOracleTest, DcSectionReferences) {
  std::vector<fs::path> files = DcFiles();
  ASSERT_GT(files.size(), 10000u) << "unpacked D.C. Code not found";
  Corpus corpus = ReadFiles(files, "dc-law-xml", "dc-code", "District of Columbia");
  std::set<std::string> sections;
  for (const Provision& p : corpus.provisions)
    if (p.key.path().find_first_of("(/") == std::string::npos)
      sections.insert(p.key.path());
  std::set<Pair> oracle;  // (cited section, citing section)
  std::set<Pair> tagged;  // the same, from the Council's <cite path> tags
  std::set<std::string> annotated;  // sections that carry the annotation
  for (const Provision& p : corpus.provisions) {
    for (const MarkupCitation& m : p.markup_citations) {
      std::optional<Key> k = DcPathKey(m.target);
      if (k && k->path().find('/') == std::string::npos)
        tagged.insert({SectionOf(*k), SectionOf(p.key)});
    }
    for (const std::string& note : p.notes) {
      if (note.rfind("Section References:", 0) != 0) continue;
      annotated.insert(p.key.path());
      for (size_t at = note.find("\xC2\xA7"); at != std::string::npos;
           at = note.find("\xC2\xA7", at + 2)) {
        size_t i = at + 2;
        while (i < note.size() && note[i] == ' ') ++i;
        size_t n = ReadSectionNumberOf("dc-code", note, i);
        std::string cited_by = note.substr(i, n);
        if (n > 0 && sections.count(cited_by) && cited_by != p.key.path())
          oracle.insert({p.key.path(), cited_by});
      }
    }
  }
  std::set<Pair> found;
  for (const Citation& c : corpus.citations) {
    if (c.self_reference) continue;
    std::string from = SectionOf(corpus.provisions[c.source].key);
    if (from.find('/') != std::string::npos) continue;  // a container's text
    for (const Key& t : c.targets) {
      if (t.code() != "dc-code" || t.path().find('/') != std::string::npos)
        continue;
      std::string to = SectionOf(t);
      // A section without the annotation says nothing of who cites it
      // (47-4902 has none, though 47-4901 cites it): not scored.
      if (to != from && annotated.count(to)) found.insert({to, from});
    }
  }
  Score listed, confirmed;
  std::map<Pair, std::string> text;
  for (const Citation& c : corpus.citations)
    for (const Key& t : c.targets)
      text[{SectionOf(t), SectionOf(corpus.provisions[c.source].key)}] = c.text;
  int shown = 0;
  for (const Pair& p : found) {
    bool in_list = oracle.count(p) > 0;
    ++(in_list ? listed.tp : listed.fp);
    bool known = in_list || tagged.count(p);
    ++(known ? confirmed.tp : confirmed.fp);
    if (!known && std::getenv("LEXGRAPH_SHOW_MISSES") && ++shown % 3 == 1)
      std::cout << "unconfirmed " << p.second << " cites " << p.first << ": "
                << text[p] << "\n";
  }
  for (const Pair& p : oracle) listed.fn += !found.count(p);
  std::cout << "D.C. Section References (cited by, section level): recall "
            << listed.recall() << " (tp " << listed.tp << ", fn " << listed.fn
            << "); precision against the lists " << listed.precision()
            << " (fp " << listed.fp << "), against the lists or the "
            << "Council's tags " << confirmed.precision() << " (fp "
            << confirmed.fp << ")\n";
  EXPECT_GE(listed.recall(), 0.96);
  EXPECT_GE(listed.precision(), 0.93);
  EXPECT_GE(confirmed.precision(), 0.99);
}

// The hand-checked gold of D.C. sections drawn at random
// (tests/gold/README.md): every citation of their text, checked by hand
// without the extractor's output. The same reading as the oracle tests (all
// tables of contents and the sampled sections).
class DcHandCheckedTest : public ::testing::TestWithParam<const char*> {};

TEST_P(DcHandCheckedTest, PrecisionAndRecall) {
  const std::string gold = std::string(LEXGRAPH_SOURCE_DIR) + "/tests/gold/";
  const std::string name = GetParam();
  std::ifstream list(gold + name + ".sections");
  std::vector<fs::path> files;
  fs::path titles = fs::path(Corpora()) / "dc-code" / "titles";
  for (const fs::path& f : Files(titles, ".xml", ""))
    if (f.filename() == "index.xml") files.push_back(f);
  for (std::string key; std::getline(list, key);) {
    std::string num = key.substr(key.find(':') + 1);
    std::string title = num.substr(0, num.find_first_of(":-"));
    std::string file = num;  // 28:9-337 is in 28~9-337.xml
    std::replace(file.begin(), file.end(), ':', '~');
    files.push_back(titles / title / "sections" / (file + ".xml"));
  }
  ASSERT_GT(files.size(), 30u) << "unpacked D.C. Code not found";
  Corpus corpus = ReadFiles(files, "dc-law-xml", "dc-code", "District of Columbia");
  testing::GoldScore s = testing::ScoreAgainstGold(
      corpus, gold + name + ".jsonl", gold + name + ".sections");
  testing::PrintGoldScore(name, s, std::cout);
  EXPECT_GE(s.precision(), 0.98);
  EXPECT_GE(s.recall(), 0.97);
}

// tests/gold/README.md: two samples of the D.C. Code, checked by hand.
INSTANTIATE_TEST_SUITE_P(Samples, DcHandCheckedTest,
                         ::testing::Values("dc_sample", "dc_sample2", "dc_sample3",
                                           "dc_sample4", "dc_sample5", "dc_sample6",
                                           "dc_sample7", "dc_sample8", "dc_sample9",
                                           "dc_sample10", "dc_sample11",
                                           "dc_sample12", "dc_sample17", "dc_sample18",
                                           "dc_sample20", "dc_sample21",
                                           "dc_sample22", "dc_sample23", "dc_sample24",
                                           "dc_sample25", "dc_sample26", "dc_sample27",
                                           "dc_sample28", "dc_sample29", "dc_sample30",
                                           "dc_sample31", "dc_sample32", "dc_sample33",
                                           "dc_sample35", "dc_sample36", "dc_sample37",
                                           "dc_sample38", "dc_sample39", "dc_sample40",
                                           "dc_sample41", "dc_sample42", "dc_sample43",
                                           "dc_sample44", "dc_sample45", "dc_sample46",
                                           "dc_sample47", "dc_sample48",
                                           "dc_sample49", "dc_sample50",
                                           "dc_sample51", "dc_sample52",
                                           "dc_sample53", "dc_sample54",
                                           "dc_sample55", "dc_sample57",
                                           "dc_sample58", "dc_sample59",
                                           "dc_sample60", "dc_sample61",
                                           "dc_sample62", "dc_sample63",
                                           "dc_sample64", "dc_sample65",
                                           "dc_sample66", "dc_sample67",
                                           "dc_sample68", "dc_sample69",
                                           "dc_sample70", "dc_sample72",
                                           "dc_sample73", "dc_sample74",
                                           "dc_sample75", "dc_sample78",
                                           "dc_sample79", "dc_sample81",
                                           "dc_sample83", "dc_sample86",
                                           "dc_sample87", "dc_sample88",
                                           "dc_sample89", "dc_sample90",
                                           "dc_sample92", "dc_sample93", "dc_sample94",
                                           "dc_sample95", "dc_sample96", "dc_sample97",
                                           "dc_sample98", "dc_sample99", "dc_sample100",
                                           "dc_sample101", "dc_sample102", "dc_sample103",
                                           "dc_sample104", "dc_sample105", "dc_sample106",
                                           "dc_sample107", "dc_sample108", "dc_sample109",
                                           "dc_sample110", "dc_sample111", "dc_sample112",
                                           "dc_sample113", "dc_sample114", "dc_sample115",
                                           "dc_sample116", "dc_sample117", "dc_sample118",
                                           "dc_sample119", "dc_sample120", "dc_sample121"));

// Thirty sections of the Wisconsin Statutes drawn from the Akoma Ntoso
// chapters (whose text lost many of its spaces: "s.46.90or55.043the"),
// checked by hand: the chapters they stand in are read whole.
class WiHandCheckedTest : public ::testing::TestWithParam<const char*> {};

TEST_P(WiHandCheckedTest, AkomaNtosoSample) {
  const std::string gold = std::string(LEXGRAPH_SOURCE_DIR) + "/tests/gold/";
  const std::string name = GetParam();
  std::ifstream list(gold + name + ".sections");
  std::set<fs::path> files;
  fs::path dir = fs::path(Corpora()) / "wi-akn" / "statutes" / "akn";
  for (std::string key; std::getline(list, key);) {
    std::string num = key.substr(key.find(':') + 1);
    std::string chapter = num.substr(0, num.find('.'));
    while (chapter.size() < 3) chapter = "0" + chapter;
    files.insert(dir / ("wi-chapter-" + chapter + ".xml"));
  }
  for (const fs::path& f : files)
    ASSERT_TRUE(fs::exists(f)) << f << ": unpacked Wisconsin statutes not found";
  Corpus corpus = ReadFiles({files.begin(), files.end()}, "akn", "wis-stat", "Wisconsin");
  testing::GoldScore s = testing::ScoreAgainstGold(
      corpus, gold + name + ".jsonl", gold + name + ".sections");
  testing::PrintGoldScore(name, s, std::cout);
  EXPECT_GE(s.precision(), 0.99);
  EXPECT_GE(s.recall(), 0.98);
}

INSTANTIATE_TEST_SUITE_P(Samples, WiHandCheckedTest,
                         ::testing::Values("wi_sample", "wi_sample2", "wi_sample3",
                                           "wi_sample5", "wi_sample8", "wi_sample9",
                                           "wi_sample10", "wi_sample11",
                                           "wi_sample12", "wi_sample13", "wi_sample14",
                                           "wi_sample15", "wi_sample16",
                                           "wi_sample17", "wi_sample19"));

}  // namespace
}  // namespace lexgraph
