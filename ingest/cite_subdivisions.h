// Levels named by bare labels, as New York City's codes name them:
// "subdivision b of this section", "paragraph one or two of subdivision a
// of this section", "subdivisions one through four of section 24-118 of
// the code"; internal to ingest/.
#ifndef LEXGRAPH_INGEST_CITE_SUBDIVISIONS_H_
#define LEXGRAPH_INGEST_CITE_SUBDIVISIONS_H_

#include <cstddef>
#include <vector>

#include "ingest/citation_parse.h"

namespace lexgraph::cite {

// The subdivisions (small letters, or numbers in figures or words),
// paragraphs and subparagraphs a municipal code names without
// parentheses, each level "of" the next, then "of this section", "of
// section N" (figures or words, of the charter or the administrative
// code the corpus holds, or of this code), or nothing (the section the
// reference stands in, where it holds every level named). Keyed with
// their levels in parentheses, as the codes cite them ("§ 25-114(b)(1)"):
// "paragraphs 1, 2 and 5 of subdivision b" is (b)(1), (b)(2), (b)(5).
// Not where a citation found before stands on the lead ("subdivision 3
// of section 462.357", Minnesota's), nor a section of another body named
// after it ("of the general municipal law"). The citations found before
// inside the reference's tail ("this section", "section eight hundred
// fifty-one") give way to it. out[from, …) are the document's citations;
// the caller sorts them.
void LetteredSubdivisions(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                          size_t from, std::vector<Citation>* out);

}  // namespace lexgraph::cite

#endif  // LEXGRAPH_INGEST_CITE_SUBDIVISIONS_H_
