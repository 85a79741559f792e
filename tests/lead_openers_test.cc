// NextLeadStart against RE2: the lead-ins RE2 finds reading only from where
// NextLeadStart says one can start are the ones it finds reading all the
// text, on every form of lead-in, on every spec case, page set and sample
// document, and on random text made of the lead-ins' pieces. (The corpus
// tests check the same over the D.C. Code, the U.S. Code, Wisconsin's
// statutes and the five states' statutes.)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "ingest/citation_parse.h"
#include "ingest/lead_openers.h"

namespace lexgraph::cite {
namespace {

namespace fs = std::filesystem;

constexpr LeadSet kFiltered[] = {LeadSet::kXml, LeadSet::kText, LeadSet::kWisconsinText};

const char* Name(LeadSet s) {
  switch (s) {
    case LeadSet::kXml: return "xml";
    case LeadSet::kText: return "text";
    case LeadSet::kWisconsinText: return "wisconsin-text";
    case LeadSet::kOrdinance: return "ordinance";
    case LeadSet::kOtherOrdinance: return "other-ordinance";
  }
  return "?";
}

// The first lead-in RE2 alone and RE2 after NextLeadStart (reading 1, 16
// and 32 bytes at a time) disagree on, or "".
std::string Disagreement(LeadSet set, std::string_view t) {
  auto all = LeadInMatches(set, t, 0);
  for (int bytes : {1, 16, 32}) {
    auto skipped = LeadInMatches(set, t, bytes);
    if (all == skipped) continue;
    size_t i = 0;
    while (i < all.size() && i < skipped.size() && all[i] == skipped[i]) ++i;
    std::ostringstream o;
    o << Name(set) << ", " << bytes << " bytes at a time: ";
    if (i < all.size())
      o << "RE2 alone finds \"" << t.substr(all[i].first, all[i].second - all[i].first)
        << "\" at " << all[i].first;
    else
      o << "RE2 alone finds nothing more";
    o << "; after NextLeadStart, ";
    if (i < skipped.size())
      o << "\"" << t.substr(skipped[i].first, skipped[i].second - skipped[i].first) << "\" at "
        << skipped[i].first;
    else
      o << "nothing more";
    o << " in: " << t.substr(0, 300);
    return o.str();
  }
  // And as the extraction's scan meets them, resumed past each.
  if (LeadIns(set, t, false) != LeadIns(set, t, true))
    return std::string(Name(set)) + ": the scan resumed past each lead-in differs in: " +
           std::string(t.substr(0, 300));
  return "";
}

// One example of each alternative of the lead-in patterns (citations.cc,
// LeadInSource), at the start of a word, after a word, glued to one.
const char* const kForms[] = {
    "§ 1-204.41", "§§ 2-1215.05 and 2-1215.06", "Wis. Stats. § 59.692(1v)",
    "per Wis. Stat. § 30.12", "D.C. Official Code § 1-523.01(f)", "D. C. Code, § 16-584",
    "33 U.S.C. § 1344", "42 USC 4022", "42USC 4022", "44 CFR60.1(b)", "40 C.F.R. Part 403",
    "44 CFR 59-72", "75 Pa.C.S. § 3731", "53 P.S. § 10101", "RCW 90.58.030", "RCW *** 1.2",
    "RCW **** 1.2", "RCW\t*1", "RCW*1", "RCW  x", "Chs. 30", "Subd. 2.", "Subds. 2.", "Sub. (1)",
    "Subs. (2)", "Par. (a)", "Pars. (a)", "sections. 5", "Section\n5",
    "Sec. 5", "secs. 3 and 4", "Subdivision (3)", "subsections 2 and 3", "subd. 2.", "sub. (1g)",
    "subs. (2) and (3)", "par. (a)", "pars. (a) to (c)", "s. 30.206", "ss. 30.50", "ch. 227",
    "chs. 30 and 31", "Subdivisions 4", "subch. II", "Subch. IV", "subparagraph (B)",
    "paragraph (2)", "Paragraph “A”", "chapter 6", "Chapters 10 to 12", "clause (i)",
    "subclause (II)", "subchapter VII", "Subchapter [subchapter] IX", "Part A", "part 4",
    "Subtitle I", "this section", "this subsection", "this paragraph", "this subdivision",
    "this chapter", "this article", "Wis. Admin. Code", "Wis. Adm. Code § NR 115.05",
    "Article 9 of Title 28", "article 2 of this subtitle", "Title 42, United States Code",
    "Title 16, Code of Federal Regulations, Parts 1500", "title 40 of CFR part 403",
    "C.F.R. Title 49", "CFR Title 40", "C F R Title 1", "Code of Federal Regulations, Title 7",
    "40 Code of Federal Regulations Part 403", "33 United States Code § 1251",
    "NR 115.05", "SPS 320", "ATCP 50", "DNR 1", "COMM 83", "Comm 5", "Trans 401", "DHS 107.02",
    "DCF 1", "PSC 113", "DWD 2", "NR115", "SPS20", "ATCP50", "Parts C and D", "subchapter 1",
    "WAC 173-26-221", "25 Pa. Code § 102.4", "Title 25, Pa. Code", "34 Pennsylvania Code",
    "CHAPTER 74.34 RCW", "CHAPTERS 1 and 2", "the following sections: 7505",
    "in lieu thereof: 1-79", "S. 343.085 (2)", "SS. 1 and 2", "Article 5 of this chapter",
    "Articles 1 through 6 of this chapter", "Article II of this chapter",
    "Article 2 of chapter 23.95 RCW", "Article 9A", "articles 2", "Subsection A", "subsection B.2",
    "thesubsection 5", "xsubsections 5", "insection 3", "undersection 4", "tochapter 5",
    "ofsection 6", "bysection 7", "withsection 8", "orchapter 9", "andsections 10",
    "Notwithstandingsection 11", "notwithstandingchapter 12", "supersedesection 13",
    "subsection (b)", "Subsections(c)", "section 5", "Sections12", "chapter7", "Chapters8",
    "a42 U.S.C. 1", "b40 CFR 2", "Section 5", "sections 1 and 2",
    "para. (a)", "Paras. (b)", "See Wisconsin Statutes 990.01",
};

TEST(LeadOpenersTest, EveryFormIsFoundAsRe2FindsIt) {
  for (LeadSet set : kFiltered) {
    int found = 0;
    for (const char* form : kForms) {
      for (const char* before : {"", " ", "(", "see ", "x", "\n", "\xC2\xA0", "1"}) {
        // (A word's letter or "_" after: "this sections", "this section_"
        // are no lead-ins; an apostrophe ends a word.)
        for (const char* after : {"", " and more.", ") 5", "s", "_", "'s", "\xC2\xA7"}) {
          std::string t = std::string(before) + form + after;
          EXPECT_EQ(Disagreement(set, t), "");
          found += !LeadInMatches(set, t, 0).empty();
        }
      }
    }
    // (Most forms are lead-ins of every set: the comparison is of something.)
    EXPECT_GT(found, 1000) << Name(set);
  }
}

TEST(LeadOpenersTest, SkipsTextNoLeadInCanStartIn) {
  std::string t = "The owner of the pier shall apply to the department for it under section 5.";
  for (LeadSet set : kFiltered) EXPECT_EQ(NextLeadStart(set, t, 0, t.size()), t.find("section"));
  EXPECT_EQ(NextLeadStart(LeadSet::kXml, t, 0, 20), 20u);
  // "§" inside a word, "Wis." glued to one; a word in a glued lead-in.
  std::string u = "the owners§ 5 and theWis. Stats. § 3";
  EXPECT_EQ(NextLeadStart(LeadSet::kXml, u, 0, u.size()), u.find("\xC2\xA7"));
  EXPECT_EQ(NextLeadStart(LeadSet::kXml, u, 12, u.size()), u.find("Wis."));
  std::string v = "any owner's notwithstandingsection 5";
  EXPECT_LE(NextLeadStart(LeadSet::kText, v, 0, v.size()), v.find("notwith"));
  EXPECT_GT(NextLeadStart(LeadSet::kText, v, 0, v.size()), v.find("owner"));
  // The municipal codes' sets are not filtered.
  EXPECT_EQ(NextLeadStart(LeadSet::kOrdinance, t, 3, t.size()), 3u);
  EXPECT_EQ(NextLeadStart(LeadSet::kOtherOrdinance, t, 3, t.size()), 3u);
}

// Every text the repository holds: the spec cases' inputs, the page sets'
// documents, the sample corpus.
TEST(LeadOpenersTest, RepositoryTextsAgree) {
  std::vector<fs::path> files;
  fs::path src(LEXGRAPH_SOURCE_DIR);
  for (const char* dir : {"tests/spec", "tests/pages", "examples"})
    for (const auto& e : fs::recursive_directory_iterator(src / dir))
      if (e.is_regular_file() &&
          (e.path().extension() == ".md" || e.path().extension() == ".txt" ||
           e.path().extension() == ".xml"))
        files.push_back(e.path());
  ASSERT_GT(files.size(), 100u);
  int failures = 0;
  for (const fs::path& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (LeadSet set : kFiltered) {
      std::string d = Disagreement(set, text);
      if (!d.empty() && ++failures <= 10) ADD_FAILURE() << f << ": " << d;
    }
  }
  EXPECT_EQ(failures, 0);
}

// Random text of the lead-ins' pieces, spaces and punctuation.
TEST(LeadOpenersTest, RandomTextsAgree) {
  const std::vector<std::string> pieces = {
      "§", "§§", "Wis", "Wis.", "Stats.", "Stat", "D.", "C.", "D.C.", "Official", "Code", "U.S.C.",
      "USC", "CFR", "C.F.R.", "U.", "S.", "C", "F", "R", "Pa.", "P.S.", "Pa.C.S.", "RCW", "WAC",
      "Sec", "sec", "Sec.", "Subsection", "subsection", "sections:", "sub", "Sub", "subd.", "subs.",
      "par.", "Par", "Part", "part", "parts", "s.", "ss.", "S.", "SS.", "ch.", "Ch", "CHAPTER",
      "chapter", "Chapters", "clause", "Clause", "subclause", "paragraph", "Paragraph", "“",
      "this", "section", "article", "Article", "Articles", "Title", "title", "of", "the", "this",
      "in", "lieu", "thereof:", "under", "to", "by", "with", "or", "and", "Notwithstanding",
      "notwithstanding", "supersede", "NR", "SPS", "ATCP", "DNR", "COMM", "Comm", "Trans", "DHS",
      "DCF", "PSC", "DWD", "Adm.", "Admin.", "United", "States", "Federal", "Regulations",
      "Pennsylvania", "code", "federal", "regulations", "state", "act", "Subchapter", "[subchapter]", "Subtitle", "IV", "IX", "A", "B", "a", "x",
      "Pars", "Chs", "Subch", "Subd", "Secs", "Subds", "Subs", "subpart", "Clauses", "Paragraphs",
      "Sections", "Subsections", "Subdivisions", "CHAPTERS", "Articles", "Titles", "Parts",
      "1", "42", "1-204.41", "(", ")", "(a)", "(1)", ",", ".", ";", ":", "***", "_", "9A", "\xC2",
      "\xA7", "\xC2\xA0", "é"};
  const std::vector<std::string> gaps = {"", " ", "  ", "\n", "\t", ""};
  std::mt19937 rng(20261202);
  int failures = 0;
  for (int n = 0; n < 40000; ++n) {
    std::string t;
    int len = 1 + static_cast<int>(rng() % 40);
    for (int i = 0; i < len; ++i) {
      t += pieces[rng() % pieces.size()];
      t += gaps[rng() % gaps.size()];
    }
    for (LeadSet set : kFiltered) {
      std::string d = Disagreement(set, t);
      if (!d.empty() && ++failures <= 10) ADD_FAILURE() << d;
    }
  }
  EXPECT_EQ(failures, 0);
}

}  // namespace
}  // namespace lexgraph::cite
