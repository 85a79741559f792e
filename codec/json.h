// JSON Lines in and out, for the data files, the CLI's jsonl output and the
// jsonl-sections reader. Callers never see the JSON library's types.
#ifndef LEXGRAPH_CODEC_JSON_H_
#define LEXGRAPH_CODEC_JSON_H_

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/corpus.h"
#include "corpus/status.h"

namespace lexgraph {

// Builds one JSON object, fields in insertion order.
class JsonObject {
 public:
  JsonObject();
  ~JsonObject();
  JsonObject(JsonObject&&) noexcept;
  JsonObject& operator=(JsonObject&&) noexcept;

  JsonObject& Set(std::string_view name, std::string_view value);
  JsonObject& Set(std::string_view name, const char* value) {
    return Set(name, std::string_view(value));
  }
  JsonObject& Set(std::string_view name, long long value);
  JsonObject& Set(std::string_view name, int value) {
    return Set(name, static_cast<long long>(value));
  }
  JsonObject& Set(std::string_view name, double value);
  JsonObject& Set(std::string_view name, bool value);
  JsonObject& SetNull(std::string_view name);
  JsonObject& Set(std::string_view name, const std::vector<std::string>& values);
  JsonObject& Set(std::string_view name, std::vector<JsonObject> objects);
  JsonObject& Set(std::string_view name, JsonObject object);

  // One line, no trailing newline. Invalid UTF-8 is replaced by U+FFFD.
  std::string Dump() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A parsed JSON object whose values are scalars or arrays of scalars: each
// field maps to its values as text (a scalar is a one-element list; numbers
// and booleans are spelled as in JSON; null is an empty list). Nested objects
// are kept as their JSON text.
using FlatJson = std::map<std::string, std::vector<std::string>>;

// Parses one line holding a JSON object.
Result<FlatJson> ParseFlatJson(std::string_view line);

// The provisions.jsonl row of a provision (spec/cli.md).
std::string ProvisionJson(const Corpus& corpus, const Provision& p);
// The `lexgraph cites` row of a citation (spec/cli.md).
std::string CitationJson(const Corpus& corpus, const Citation& c);
// The OUT/data/citations.jsonl row: CitationJson's fields, then "begin" and
// "end", the byte span in the source provision's text, and "range_members"
// when the citation is a range across sections.
std::string CitationDataJson(const Corpus& corpus, const Citation& c);

}  // namespace lexgraph

#endif  // LEXGRAPH_CODEC_JSON_H_
