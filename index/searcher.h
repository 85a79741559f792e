// Searches the index WriteIndex wrote: free text, phrases, keys and filters.
// Callers see no Xapian type.
#ifndef LEXGRAPH_INDEX_SEARCHER_H_
#define LEXGRAPH_INDEX_SEARCHER_H_

#include <string>
#include <vector>

#include "corpus/status.h"

namespace lexgraph {

struct SearchHit {
  std::string key;             // "wis-stat:30.12(1g)(f)"
  std::string doc;             // the document's file as written in the manifest
  int line = 0, end_line = 0;  // lines of the provision's own text
  std::string title;  // its heading, else "KEY — DOCUMENT TITLE" (or KEY)
  double score = 0;   // Xapian weight; 0 when only keys and filters matched
  // Plain text (no HTML escaping) of up to about 200 bytes of the
  // provision's text around the matches, each match between « and », cut
  // text marked with "…". Empty when the provision has no text.
  std::string snippet;
};

// Searches the database in `dir` (the folder WriteIndex wrote) and returns
// at most `limit` hits, best first (none when `limit` <= 0 or the query is
// empty).
//
// Query syntax is Xapian's QueryParser with English stemming (`pier` finds
// "piers"), default operator AND, "phrases", AND/OR/NOT/XOR/NEAR and
// brackets, +required/-excluded words and trailing* wildcards. If the query
// does not parse it is read again as plain words.
//
// Filters: `code:wis-stat`, `doc:FILE` (quote a file with spaces or ')':
// `doc:"a b.txt"`), `kind:ordinance`; several values of one filter are
// ORed, different filters ANDed. Prefixed words: `heading:pier`,
// `note:2011`.
//
// Keys: a word that looks like a key path (a digit, one of . ( ) - / and
// only letters besides: `30.12(1g)(f)`, `59.692`, `22-997`, `§30.12`), a
// whole key (`wis-stat:30.12(1g)(f)`) or `key:PATH` matches that provision
// and everything under it (Key::IsWithin), in any code unless the key names
// one; case does not matter. A query of keys alone lists the provisions in
// reading order, the named one first, with score 0; with words, the words
// are ranked within the keys. If a query with such key words finds nothing,
// it is run again reading them as plain text (`2019-20`, `1.5`).
//
// Returns a failed Result when `dir` is missing or is not a readable index
// ("search index 'DIR' does not exist", "search index 'DIR': <Xapian's
// reason>").
Result<std::vector<SearchHit>> Search(const std::string& dir,
                                      const std::string& query, int limit);

}  // namespace lexgraph

#endif  // LEXGRAPH_INDEX_SEARCHER_H_
