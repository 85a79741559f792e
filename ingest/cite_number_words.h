// Section and chapter numbers written in words ("section one hundred
// ninety-seven-c of the charter"), internal to ingest/.
#ifndef LEXGRAPH_INGEST_CITE_NUMBER_WORDS_H_
#define LEXGRAPH_INGEST_CITE_NUMBER_WORDS_H_

#include <cstddef>
#include <string_view>
#include <vector>

#include "ingest/citation_parse.h"

namespace lexgraph::cite {

// An English cardinal number at t[i], below ten thousand: "sixteen",
// "ninety-seven", "two hundred and three", "one thousand forty-three"
// ("two hundred and two hundred one" is two numbers: the first ends
// before "and"). Its value, and *end; -1 for none.
int ReadNumberWords(std::string_view t, size_t i, size_t* end);

// The sections and chapters a municipal code cites by numbers in words,
// as New York City's Charter does: "section thirty-one", "sections six
// hundred sixty-six and six hundred sixty-eight of the charter",
// "chapter sixty-eight". Read in a charter (a document whose manifest
// title names one), and elsewhere where the words name the charter or
// the administrative code the corpus holds ("section seven hundred five
// of the charter" in the Administrative Code); not the sections of an
// amending ordinance ("Section One"), nor another body's ("chapter three
// of title twenty-five").
void SpelledSectionNumbers(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                           std::vector<Citation>* out);

}  // namespace lexgraph::cite

#endif  // LEXGRAPH_INGEST_CITE_NUMBER_WORDS_H_
