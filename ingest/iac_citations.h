// Citations in the Iowa Administrative Code's own forms, internal to
// ingest/: "16.3(461A,462A)" and "567—65.11(459,459B)" (a rule, and the
// Iowa Code chapters it implements), "rule 567—61.3", "subrule 61.3(3)",
// "paragraph 61.3(3)“a”", "61.3(3)“a”(1)", "567—Chapter 63", relative
// "paragraph “a” of this subrule" and "subparagraph (1)", and "this rule",
// "this chapter". citations.cc calls it for a document of the iowa-iac
// code; the Iowa Code, CFR and U.S. Code that rules cite are read there by
// the general grammar.
#ifndef LEXGRAPH_INGEST_IAC_CITATIONS_H_
#define LEXGRAPH_INGEST_IAC_CITATIONS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ingest/citation_parse.h"

namespace lexgraph::cite {

// The rule-number citations of the provision ctx.source (index
// `provision`), in reading order. Numbers right after the words that name
// another body ("Iowa Code section 17.5", "40 CFR 403.3") are left to the
// general grammar.
std::vector<Citation> FindIacCitations(const Context& ctx, int32_t provision);

// The agency a page's header names, for text before any rule's heading:
// the Code's running header ("Human Services[441] Ch 78, p.33") or an
// Administrative Bulletin notice's ("TRANSPORTATION DEPARTMENT[761]", in
// capitals, or after the item's number, "ARC 5718CAdministrative Services
// Department[11]"), in the first 400 bytes; "" if none.
std::string HeaderAgency(std::string_view t);

// The agency a Bulletin item names in words as the one acting, where the
// copy lost its header: "The Board of Pharmacy hereby amends Chapter 8",
// "The Director of the Department of Workforce Development hereby
// proposes …", "the Iowa Public Employees' Retirement System (IPERS)
// hereby amends …", in the first 1,600 bytes; its number from a closed
// table of the Code's agencies (either word order, "Pharmacy Board[657]"
// as the Code lists it); "" for a name not in it. Departments that adopt
// rules under several numbers (Health and Human Services, Inspections,
// Appeals, and Licensing; Natural Resources, whose commissions number
// theirs) are left out: their chapters' agency is not the name's.
std::string NamedItemAgency(std::string_view t);

}  // namespace lexgraph::cite

#endif  // LEXGRAPH_INGEST_IAC_CITATIONS_H_
