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

// The chapters and subchapters of an administrative code numbered by
// title and section ("§ 20-103"), keyed under their title as the D.C.
// Code's are: "chapter two of this title" in title 20 is `20/ch.2`,
// "subchapter one of chapter five" `20/ch.5/subch.1`, "chapter 1 of title
// 27 of the administrative code" `27/ch.1`, "chapter 4-C of title 16"
// `16/ch.4-C`. Read in the document the corpus holds as its administrative
// code (its manifest title names one); the citations found before inside
// such a reference give way. out[from, …) are the document's; the caller
// sorts them.
void AdministrativeCodeChapters(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                                size_t from, std::vector<Citation>* out);

}  // namespace lexgraph::cite

#endif  // LEXGRAPH_INGEST_CITE_NUMBER_WORDS_H_
