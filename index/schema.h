// The layout of the search index, shared by its writer and its searcher:
// term prefixes, key scope terms and the data stored with each provision.
#ifndef LEXGRAPH_INDEX_SCHEMA_H_
#define LEXGRAPH_INDEX_SCHEMA_H_

#include <string>
#include <string_view>

namespace lexgraph::index_schema {

// Term prefixes (Xapian's conventions: one capital, or 'X' and capitals).
inline constexpr char kIdPrefix[] = "Q";       // Q + key.ToString(), unique
inline constexpr char kCodePrefix[] = "XC";    // XC + spec.code
inline constexpr char kDocPrefix[] = "XD";     // XD + spec.file
inline constexpr char kKindPrefix[] = "XK";    // XK + spec.kind
inline constexpr char kScopePrefix[] = "XP";   // see ScopeTerm
inline constexpr char kHeadingPrefix[] = "S";  // heading words
inline constexpr char kNotePrefix[] = "XN";    // history and editorial notes

// Xapian refuses terms longer than 245 bytes; longer ones are not added
// (only keys and file names could be that long).
inline constexpr size_t kMaxTermBytes = 240;

// The term a provision carries for its own key path and for the path of
// every key above it (Key::Parent steps, containers included), so that
// 30.12 matches 30.12 and everything under it. The path is normalized like a
// Key's, one trailing period removed and ASCII letters lowered:
// "30.12(1g)(f)" -> "XP30.12(1g)(f)", "NR115.05." -> "XPnr115.05".
std::string ScopeTerm(std::string_view path);

// What the index keeps of a provision to show it as a search hit.
struct StoredProvision {
  std::string key;  // Key::ToString()
  std::string doc;  // the document's file as written in the manifest
  int line = 0;
  int end_line = 0;
  std::string title;
  std::string text;  // for snippets
};

// The document data: the fields one per line, '\\' and newlines escaped.
std::string EncodeStored(const StoredProvision& p);
// Returns false (and leaves *out partly filled) when `data` was not written
// by EncodeStored.
bool DecodeStored(std::string_view data, StoredProvision* out);

}  // namespace lexgraph::index_schema

#endif  // LEXGRAPH_INDEX_SCHEMA_H_
