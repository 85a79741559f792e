// What only municipal codes need of the citation parser, internal to
// ingest/: history notes that cite nothing, other states' bodies of law
// named around a number ("Section 414.7 of the Code of Iowa", "C.G.S. §
// 8-2"), and tables of adopted statutes. citations.cc calls these where a
// document is an ordinance.
#ifndef LEXGRAPH_INGEST_ORDINANCE_CITATIONS_H_
#define LEXGRAPH_INGEST_ORDINANCE_CITATIONS_H_

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ingest/citation_parse.h"

namespace lexgraph::cite {

// In an ordinance of another state, the state's body of law named around
// q ("Section 414.7 of the Code of Iowa", "(Code of Iowa, Sec. 414.1)",
// "C.G.S. § 8-2"): the numbers read as the ordinance's own are that
// body's, and the citation takes the words. Whether there were any.
bool TakeStateLaw(const Context& ctx, std::string_view t, Parsed* q);

// In a Pennsylvania ordinance, where an "of the Vehicle Code" tail after
// t[end] ends ("Section 3331 of the Vehicle Code (relating to …)": title
// 75 of the Consolidated Statutes; the Borough, Crimes, Judicial and
// Third Class City Codes' titles 8, 18, 42 and 11, the Statutory
// Construction Act's 1), or npos; *title the code's title.
size_t PaCodeTail(const Context& ctx, std::string_view t, size_t end, std::string_view* title);

// q's targets, read as sections of that title of the Consolidated
// Statutes: false where they cannot be (the Borough Code's, title 8, are
// numbered in four digits); the Borough Code's keyed as the text around
// them, t, cites the code: the act's, Purdon's 53 P.S. § 45000 + N,
// unless t cites title 8 itself; so the Third Class City Code's numbers
// of four digits or fewer, the act's, 53 P.S. § 35000 + N, unless t
// cites title 11.
bool PaCodeSections(std::string_view title, std::string_view t, Parsed* q);

// In a Pennsylvania ordinance, the sections listed at the lead t[lb]
// where such a code's name stands right before it ("Borough Code Sections
// 1202(6), 1202(21) … and 1202(74)", "the Vehicle Code, Section 3362"):
// that title's. Where the Municipalities Planning Code's ("MPC Section
// 909.1(a)(3)"), the list read without a target (an act's, which no key
// spells, not the ordinance's own). nullopt elsewhere.
std::optional<Parsed> PaCodeNamedBefore(const Context& ctx, std::string_view t, size_t lb);

// Whether t[at] stands in a municipal code's history note: a bracket that
// opens with the code's history words ("[Adopted as Title 10, Ch. 4, of
// the 1998 Village Code", "[Amended 5-3-2010 by Ord. No. 10-5]") or an
// editor's note on where the text was adopted or what it superseded or
// repealed ("Editor's Note: … originally adopted as Ch. 435", "… at time
// of adoption of Code (see Ch. 1 …", "… also superseded former Ch. 183"),
// or a line of the section's sources ("Source: Section 13-1-386; Ord.
// 990225-70").
bool InHistoryNote(std::string_view t, size_t at);

// A "§" that names no body, in the sentence of a "§" citation of another
// body ("Iowa Code §321.285(5) and the provisions of §§321.297, 321.298",
// "53 P.S. § 10501 et seq., and § 10701 et seq."), in another state's
// ordinance: that body's, in the same title.
std::optional<Parsed> CarriedSectionSign(const Context& ctx, std::string_view t, size_t lb,
                                         size_t le, int32_t provision,
                                         const std::vector<Citation>& out);

// "said Chapter 124", "such Section 8-5": the one the document cited
// before, by the same number, in whatever body it was ("Chapter 124, §
// 8-5, of the Connecticut General Statutes" a paragraph earlier). The
// targets read as the ordinance's own take that body. Without "said", a
// section the same provision cited before in another body.
void SaidAsBefore(const Context& ctx, std::string_view t, int32_t provision,
                  const std::vector<Citation>& out, Parsed* p);

// The code of the charter the corpus holds ("section 197-d of the
// charter" in New York City's Administrative Code, beside the Charter's
// chapters): the document's own where its manifest title names a
// charter, else that of another document whose title does; empty if
// none. So the code of an administrative code ("section 6-101 of the
// administrative code").
std::string_view CharterCode(const Corpus& corpus, const DocumentSpec& spec);
std::string_view AdministrativeCodeCode(const Corpus& corpus, const DocumentSpec& spec);

// Whether t[at] stands in a parenthesized history note: the Iowa League
// of Cities' "(Section 62.01 – Ord. 20-2023 – Dec. 23 Supp.)", or one that
// opens with the ordinance ("(Ord. 6514 §6, 2007, repealed section
// 18.75.080 …)").
bool InOrdinanceHistory(std::string_view t, size_t at);

// In another state's ordinance, whose the numbers read as the
// ordinance's own are: the state's, where words name it or the number's
// shape does (TakeStateLaw, StateLawOfNumber). False for a section of an
// act, which is not reported.
// `read`: the citations read so far (a state's law cited earlier in the
// section names the body of later numbers of its shape).
bool OtherStateLaw(const Context& ctx, std::string_view t, const std::vector<Citation>& read,
                   Parsed* p);

// A Wisconsin ordinance that adopts statutes by a table ("the following
// enumerated sections of the Wisconsin Statutes … are hereby adopted",
// then "340.01, 341.01 … and 348.01 Words and phrases defined 341.04
// Operating unregistered vehicle …"), or chapters of the Administrative
// Code ("The following chapters of the Wisconsin Administrative Code …
// are adopted", then "Ind. 1 Safety", "ILHR 50—64 Building code"): after
// that sentence, and in the paragraphs of the table that follow it, the
// rows' bare numbers cite them. With a declared prefix ("the statutory
// provisions following the prefix "8"": "8.341.04") the prefix is dropped.
// An ordinance's own sections listed after a sentence on amendments ("the
// board has approved the following amendments: 2-399 and 2-837 – delete
// Zoning administrator section … 2-427 – address public notice …") are
// kAmendedSections: an item's numbers, before its dash, cite them. The
// code's own chapters listed a line each after a sentence naming them
// ("… and the following chapters of the Code of Miami-Dade County, as
// they may be amended from time to time:" over "8A Business
// Regulations;") are kOwnChapters.
struct AdoptionTable {
  enum Kind { kNone, kStatutes, kAdminChapters, kAmendedSections, kOwnChapters } kind = kNone;
  std::string prefix;  // "8" of "8.341.04"
  std::string code = "wis-stat";  // the statutes': "iowa-code" in Iowa
  std::string row_section;  // "197-11-800": every row opens with it
  std::string row_chapter;  // "308-330": every row opens with a section of it
  // The Administrative Code's agency of rows numbered without it ("PSC"
  // of "185.11" under "The following provisions of Wis. Adm. Code PSC 185
  // are adopted"); its rows are of row_chapter.
  std::string row_agency;
  // A Washington table: a row to a line, "9.03.010 Abandoning, discarding
  // refrigeration equipment.", of the RCW or (by its shape) the WAC.
  bool line_rows = false;
  // Opened by a heading ("Adoption of sections of Revised Code of
  // Washington … by reference."): no row until the code's line ("RCW:").
  bool pending = false;
};

// Reads the adoption tables of provisions `ids` of a document, in
// reading order; `table` carries an open table from one provision into
// the paragraphs that go on with its rows.
void FindAdoptionTables(const Corpus& corpus, const SectionIndex& sections,
                        const DocumentSpec& spec, std::span<const int32_t> ids,
                        size_t from, AdoptionTable* table, std::vector<Citation>* out);

}  // namespace lexgraph::cite

#endif  // LEXGRAPH_INGEST_ORDINANCE_CITATIONS_H_
