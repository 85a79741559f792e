// Scope terms and the encoding of the data stored with each indexed provision.
#include "index/schema.h"

#include <charconv>
#include <vector>

#include "corpus/key.h"

namespace lexgraph::index_schema {
namespace {

void AppendEscaped(std::string_view field, std::string* out) {
  for (char c : field) {
    if (c == '\\') {
      *out += "\\\\";
    } else if (c == '\n') {
      *out += "\\n";
    } else {
      out->push_back(c);
    }
  }
  out->push_back('\n');
}

bool ParseInt(std::string_view s, int* out) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), *out);
  return ec == std::errc() && end == s.data() + s.size();
}

}  // namespace

std::string ScopeTerm(std::string_view path) {
  // Key normalizes the path; the code plays no part in Canonical().
  std::string canonical = Key("x", path).Canonical();
  for (char& c : canonical)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return kScopePrefix + canonical;
}

std::string EncodeStored(const StoredProvision& p) {
  std::string out;
  out.reserve(p.key.size() + p.doc.size() + p.title.size() + p.text.size() +
              32);
  AppendEscaped(p.key, &out);
  AppendEscaped(p.doc, &out);
  AppendEscaped(std::to_string(p.line), &out);
  AppendEscaped(std::to_string(p.end_line), &out);
  AppendEscaped(p.title, &out);
  AppendEscaped(p.text, &out);
  return out;
}

bool DecodeStored(std::string_view data, StoredProvision* out) {
  std::vector<std::string> fields(1);
  for (size_t i = 0; i < data.size(); ++i) {
    char c = data[i];
    if (c == '\n') {
      fields.emplace_back();
    } else if (c == '\\') {
      if (++i == data.size()) return false;
      if (data[i] == 'n') {
        fields.back().push_back('\n');
      } else if (data[i] == '\\') {
        fields.back().push_back('\\');
      } else {
        return false;
      }
    } else {
      fields.back().push_back(c);
    }
  }
  // Each field ends with a newline, so the last "field" is empty.
  if (fields.size() != 7 || !fields.back().empty()) return false;
  out->key = std::move(fields[0]);
  out->doc = std::move(fields[1]);
  out->title = std::move(fields[4]);
  out->text = std::move(fields[5]);
  return ParseInt(fields[2], &out->line) && ParseInt(fields[3], &out->end_line);
}

}  // namespace lexgraph::index_schema
