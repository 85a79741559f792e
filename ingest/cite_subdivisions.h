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
// subsections, paragraphs, subparagraphs, clauses and items a municipal
// code names by bare labels or labels in parentheses ("subdivision b",
// "paragraph one", "clause (ii)"), each level "of" the next, then "of
// this section", "of this subdivision", "of section N" (figures or words,
// of the charter or the administrative code the corpus holds, or of this
// code), or nothing (the section the reference stands in, where it holds
// every level named). Keyed with their levels in parentheses, as the
// codes cite them ("§ 25-114(b)(1)"): "paragraphs 1, 2 and 5 of
// subdivision b" is (b)(1), (b)(2), (b)(5). Read in a document whose
// sections' first levels are "a.", or beside a charter or an
// administrative code of the same place (New York City's). Not where a
// citation found before stands on the lead and reaches as far
// ("subdivision 3 of section 462.357", Minnesota's), nor a section of
// another body named after it ("of the general municipal law"). The
// citations found before inside the reference ("this section", "section
// eight hundred fifty-one"), or on its lead and shorter ("paragraphs (i)
// through (ix)" before "of subdivision a"), give way to it. out[from, …)
// are the document's citations; the caller sorts them.
void LetteredSubdivisions(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                          size_t from, std::vector<Citation>* out);

}  // namespace lexgraph::cite

#endif  // LEXGRAPH_INGEST_CITE_SUBDIVISIONS_H_
