// Search: query parsing (with key words turned into key scope filters),
// matching and snippets. Xapian errors end here, turned into a Status.
#include "index/searcher.h"

#include <xapian.h>

#include <filesystem>
#include <iterator>
#include <string_view>
#include <system_error>

#include "corpus/key.h"
#include "index/schema.h"

namespace lexgraph {
namespace {

namespace schema = index_schema;

constexpr unsigned kQueryFlags =
    Xapian::QueryParser::FLAG_DEFAULT | Xapian::QueryParser::FLAG_PHRASE |
    Xapian::QueryParser::FLAG_BOOLEAN | Xapian::QueryParser::FLAG_LOVEHATE |
    Xapian::QueryParser::FLAG_WILDCARD;
constexpr size_t kSnippetBytes = 200;
constexpr char kSection[] = "\xC2\xA7";  // U+00A7 SECTION SIGN

bool IsSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
         c == '\v';
}
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsAlpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

std::string ToLowerAscii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// The length of the dash (U+2010..U+2015, U+2212) starting s[i], or 0.
size_t DashAt(std::string_view s, size_t i) {
  if (i + 2 >= s.size() || static_cast<unsigned char>(s[i]) != 0xE2) return 0;
  unsigned char c1 = s[i + 1], c2 = s[i + 2];
  if ((c1 == 0x80 && c2 >= 0x90 && c2 <= 0x95) || (c1 == 0x88 && c2 == 0x92))
    return 3;
  return 0;
}

// A key path as a user types it: starts with a letter or digit, holds a
// digit and one of . ( ) - / and nothing but those, letters and dashes.
bool LooksLikeKeyPath(std::string_view s) {
  if (s.empty() || !(IsDigit(s[0]) || IsAlpha(s[0]))) return false;
  if (s.find("..") != std::string_view::npos) return false;  // a range
  bool digit = false, mark = false;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (IsDigit(c)) {
      digit = true;
    } else if (IsAlpha(c)) {
    } else if (c == '.' || c == '(' || c == ')' || c == '-' || c == '/') {
      mark = true;
    } else if (size_t n = DashAt(s, i)) {
      mark = true;
      i += n - 1;
    } else {
      return false;
    }
  }
  return digit && mark;
}

bool IsField(std::string_view f) {
  return f == "code" || f == "doc" || f == "kind" || f == "key" ||
         f == "heading" || f == "note";
}

int Balance(std::string_view s) {
  int n = 0;
  for (char c : s) n += (c == '(') - (c == ')');
  return n;
}

// One white-space-free word of the query, rewritten as key:"VALUE" when it
// names a key (see searcher.h); else returned unchanged.
std::string MarkKeyWord(std::string_view word) {
  std::string lead, trail;
  std::string_view core = word;
  if (core.front() == '+' || core.front() == '-') {
    lead.push_back(core.front());
    core.remove_prefix(1);
  }
  // Brackets that do not pair up inside the word belong to the query.
  while (!core.empty() && core.front() == '(' && Balance(core) > 0) {
    lead.push_back('(');
    core.remove_prefix(1);
  }
  while (!core.empty() && ((core.back() == ')' && Balance(core) < 0) ||
                           core.back() == ',' || core.back() == ';')) {
    trail.insert(trail.begin(), core.back());
    core.remove_suffix(1);
  }
  std::string_view value;
  size_t colon = core.find(':');
  if (colon != std::string_view::npos) {
    std::string field = ToLowerAscii(core.substr(0, colon));
    if (field == "key") {
      value = core.substr(colon + 1);
    } else if (IsField(field)) {
      return std::string(word);
    } else {
      std::optional<Key> key = Key::Parse(ToLowerAscii(core));
      if (!key || !LooksLikeKeyPath(key->path())) return std::string(word);
      value = core;
    }
  } else {
    if (core.starts_with(kSection)) core.remove_prefix(sizeof(kSection) - 1);
    if (!LooksLikeKeyPath(core)) return std::string(word);
    value = core;
  }
  if (value.empty()) return std::string(word);
  return lead + "key:\"" + std::string(value) + "\"" + trail;
}

// `query` with every key word outside "quotes" marked by MarkKeyWord.
std::string MarkKeys(std::string_view query) {
  std::string out;
  bool in_quotes = false;
  size_t i = 0;
  while (i < query.size()) {
    if (IsSpace(query[i])) {
      out.push_back(query[i++]);
      continue;
    }
    size_t j = i;
    while (j < query.size() && !IsSpace(query[j])) ++j;
    std::string_view word = query.substr(i, j - i);
    i = j;
    size_t quotes = 0;
    for (char c : word) quotes += c == '"';
    if (in_quotes || quotes > 0) {
      out += word;
      if (quotes % 2 == 1) in_quotes = !in_quotes;
    } else {
      out += MarkKeyWord(word);
    }
  }
  return out;
}

// key:VALUE -> the scope term of VALUE's path, and its code when VALUE is a
// whole key.
class KeyFieldProcessor : public Xapian::FieldProcessor {
 public:
  Xapian::Query operator()(const std::string& str) override {
    std::string value = ToLowerAscii(str);
    if (value.starts_with(kSection)) value.erase(0, sizeof(kSection) - 1);
    if (std::optional<Key> key = Key::Parse(value)) {
      return Xapian::Query(Xapian::Query::OP_AND,
                           Xapian::Query(schema::kCodePrefix + key->code()),
                           Xapian::Query(schema::ScopeTerm(key->path())));
    }
    return Xapian::Query(schema::ScopeTerm(value));
  }
};

// Undoes the HTML escaping MSet::snippet applies.
std::string UnescapeHtml(std::string_view s) {
  static constexpr std::pair<std::string_view, char> kEntities[] = {
      {"&amp;", '&'},  {"&lt;", '<'},   {"&gt;", '>'},
      {"&quot;", '"'}, {"&#39;", '\''}, {"&apos;", '\''}};
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    bool replaced = false;
    if (s[i] == '&') {
      for (const auto& [entity, c] : kEntities) {
        if (s.substr(i).starts_with(entity)) {
          out.push_back(c);
          i += entity.size();
          replaced = true;
          break;
        }
      }
    }
    if (!replaced) out.push_back(s[i++]);
  }
  return out;
}

// The start of `text`, cut after whole words near `bytes` and marked "…".
std::string Lead(std::string_view text, size_t bytes) {
  if (text.size() <= bytes) return std::string(text);
  size_t cut = text.rfind(' ', bytes);
  if (cut == std::string_view::npos || cut == 0) {
    // One long word: cut it, but not inside a UTF-8 character.
    cut = bytes;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
      --cut;
  }
  return std::string(text.substr(0, cut)) + "…";
}

std::vector<SearchHit> Run(const Xapian::Database& db, const std::string& text,
                           int limit) {
  Xapian::Stem stemmer("english");
  KeyFieldProcessor key_processor;  // outlives `parser`
  Xapian::QueryParser parser;
  parser.set_database(db);
  parser.set_stemmer(stemmer);
  parser.set_stemming_strategy(Xapian::QueryParser::STEM_SOME);
  parser.set_default_op(Xapian::Query::OP_AND);
  parser.add_boolean_prefix("code", schema::kCodePrefix);
  parser.add_boolean_prefix("doc", schema::kDocPrefix);
  parser.add_boolean_prefix("kind", schema::kKindPrefix);
  parser.add_boolean_prefix("key", &key_processor);
  parser.add_prefix("heading", schema::kHeadingPrefix);
  parser.add_prefix("note", schema::kNotePrefix);

  Xapian::Query query;
  try {
    query = parser.parse_query(text, kQueryFlags);
  } catch (const Xapian::QueryParserError&) {
    // Plain words; the operator words that broke the syntax ("pier AND")
    // are dropped rather than required.
    static const char* const kOperators[] = {"and", "or",   "not",
                                             "xor", "near", "adj"};
    Xapian::SimpleStopper operators(std::begin(kOperators),
                                    std::end(kOperators));
    parser.set_stopper(&operators);
    query = parser.parse_query(text, 0);
    parser.set_stopper(nullptr);
  }

  std::vector<SearchHit> hits;
  if (query.empty()) return hits;
  Xapian::Enquire enquire(db);
  enquire.set_query(query);
  Xapian::MSet mset = enquire.get_mset(0, static_cast<Xapian::doccount>(limit));
  hits.reserve(mset.size());
  for (Xapian::MSetIterator it = mset.begin(); it != mset.end(); ++it) {
    schema::StoredProvision stored;
    if (!schema::DecodeStored(it.get_document().get_data(), &stored)) {
      throw Xapian::DatabaseCorruptError("unreadable data in document " +
                                         std::to_string(*it));
    }
    SearchHit hit;
    hit.key = std::move(stored.key);
    hit.doc = std::move(stored.doc);
    hit.line = stored.line;
    hit.end_line = stored.end_line;
    hit.title = std::move(stored.title);
    hit.score = it.get_weight();
    if (!stored.text.empty()) {
      hit.snippet = UnescapeHtml(
          mset.snippet(stored.text, kSnippetBytes, stemmer,
                       Xapian::MSet::SNIPPET_BACKGROUND_MODEL |
                           Xapian::MSet::SNIPPET_EXHAUSTIVE |
                           Xapian::MSet::SNIPPET_EMPTY_WITHOUT_MATCH,
                       "«", "»", "…"));
      if (hit.snippet.empty()) hit.snippet = Lead(stored.text, kSnippetBytes);
    }
    hits.push_back(std::move(hit));
  }
  return hits;
}

}  // namespace

Result<std::vector<SearchHit>> Search(const std::string& dir,
                                      const std::string& query, int limit) {
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec))
    return Status::Error("search index '" + dir + "' does not exist");
  if (limit <= 0) return std::vector<SearchHit>();
  try {
    Xapian::Database db(dir);
    std::string marked = MarkKeys(query);
    std::vector<SearchHit> hits = Run(db, marked, limit);
    if (hits.empty() && marked != query) hits = Run(db, query, limit);
    return hits;
  } catch (const Xapian::Error& e) {
    return Status::Error("search index '" + dir + "': " + e.get_description());
  }
}

}  // namespace lexgraph
