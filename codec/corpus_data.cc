// OUT/data/*.jsonl back into a Corpus.
#include "codec/corpus_data.h"

#include <charconv>
#include <fstream>
#include <functional>
#include <unordered_map>
#include <unordered_set>

#include "codec/json.h"

namespace lexgraph {
namespace {

const std::string& First(const FlatJson& j, const std::string& field) {
  static const std::string kEmpty;
  auto it = j.find(field);
  return it == j.end() || it->second.empty() ? kEmpty : it->second[0];
}

long long Number(const FlatJson& j, const std::string& field) {
  const std::string& s = First(j, field);
  long long v = 0;
  std::from_chars(s.data(), s.data() + s.size(), v);
  return v;
}

// Calls `row` with each parsed line of a JSON Lines file; a line that does
// not parse is reported. Fails when the file cannot be opened.
Status ForEachRow(const std::string& path, const std::string& shown,
                  Reporter* reporter,
                  const std::function<void(const FlatJson&, int)>& row) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::Error(shown + ": cannot be read");
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty()) continue;
    Result<FlatJson> j = ParseFlatJson(line);
    if (!j.ok()) {
      reporter->Error({shown, n, 0}, j.status().message());
      continue;
    }
    row(*j, n);
  }
  return Status::Ok();
}

}  // namespace

std::string DocumentJson(const Document& d) {
  JsonObject o;
  o.Set("doc", d.spec.file)
      .Set("code", d.spec.code)
      .Set("title", d.spec.title)
      .Set("kind", d.spec.kind)
      .Set("jurisdiction", d.spec.jurisdiction)
      .Set("format", d.spec.format);
  return o.Dump();
}

Result<Corpus> ReadCorpusData(const std::string& data_dir,
                              Reporter* reporter) {
  Corpus corpus;
  // A document is its file. A file that documents.jsonl lists more than
  // once (read again with another select under another code) is told apart
  // by the code of the keys.
  // documents.jsonl is read once; which files it lists twice is known
  // before any document is made.
  const std::string docs = data_dir + "/documents.jsonl";
  std::vector<FlatJson> doc_rows;
  std::unordered_set<std::string> listed, shared;
  if (std::ifstream(docs).good()) {
    Status s = ForEachRow(docs, docs, reporter, [&](const FlatJson& j, int) {
      if (!listed.insert(First(j, "doc")).second) shared.insert(First(j, "doc"));
      doc_rows.push_back(j);
    });
    if (!s.ok()) return s;
  }
  std::unordered_map<std::string, int32_t> doc_of;  // file [+ '\0' + code]
  auto doc_index = [&](const std::string& file, const std::string& code) {
    std::string id = shared.count(file) ? file + '\0' + code : file;
    auto [it, inserted] =
        doc_of.emplace(id, static_cast<int32_t>(corpus.documents.size()));
    if (inserted) {
      Document d;
      d.spec.file = file;
      d.spec.code = code;
      corpus.documents.push_back(std::move(d));
    }
    return it->second;
  };
  for (const FlatJson& j : doc_rows) {
    int32_t d = doc_index(First(j, "doc"), First(j, "code"));
    DocumentSpec& spec = corpus.documents[d].spec;
    spec.title = First(j, "title");
    spec.kind = First(j, "kind");
    spec.jurisdiction = First(j, "jurisdiction");
    spec.format = First(j, "format");
  }

  const std::string provs = data_dir + "/provisions.jsonl";
  std::vector<std::string> parents;
  Status s = ForEachRow(provs, provs, reporter, [&](const FlatJson& j,
                                                   int line) {
    std::optional<Key> key = Key::Parse(First(j, "key"));
    if (!key) {
      reporter->Error({provs, line, 0},
                      "bad key '" + First(j, "key") + "'");
      return;
    }
    Provision p;
    p.key = *key;
    p.doc = doc_index(First(j, "doc"), key->code());
    p.line = static_cast<int>(Number(j, "line"));
    p.end_line = static_cast<int>(Number(j, "end_line"));
    p.label = First(j, "label");
    p.heading = First(j, "heading");
    p.text = First(j, "text");
    if (auto it = j.find("notes"); it != j.end()) p.notes = it->second;
    p.implied = First(j, "implied") == "true";
    parents.push_back(First(j, "parent"));
    corpus.Add(std::move(p));
  });
  if (!s.ok()) return s;
  for (size_t i = 0; i < parents.size(); ++i) {
    if (parents[i].empty()) continue;
    std::optional<Key> parent = Key::Parse(parents[i]);
    if (parent) corpus.provisions[i].parent = corpus.Find(*parent);
  }
  corpus.LinkChildren();

  const std::string cites = data_dir + "/citations.jsonl";
  s = ForEachRow(cites, cites, reporter, [&](const FlatJson& j, int line) {
    Citation c;
    std::optional<Key> source = Key::Parse(First(j, "source"));
    c.doc = doc_index(First(j, "doc"), source ? source->code() : "");
    if (source) c.source = corpus.Find(*source);
    c.line = static_cast<int>(Number(j, "line"));
    c.text = First(j, "text");
    if (auto it = j.find("targets"); it != j.end()) {
      for (const std::string& t : it->second) {
        if (std::optional<Key> k = Key::Parse(t)) {
          c.targets.push_back(*k);
        } else {
          reporter->Error({cites, line, 0}, "bad target key '" + t + "'");
        }
      }
    }
    if (auto it = j.find("range_members"); it != j.end())
      for (const std::string& t : it->second)
        if (std::optional<Key> k = Key::Parse(t)) c.range_members.push_back(*k);
    c.status = First(j, "status") == "unresolved" ? CitationStatus::kUnresolved
                                                  : CitationStatus::kResolved;
    c.reason = First(j, "reason");
    c.relation = First(j, "relation");
    c.self_reference = First(j, "self_reference") == "true";
    c.begin = static_cast<uint32_t>(Number(j, "begin"));
    c.end = static_cast<uint32_t>(Number(j, "end"));
    corpus.citations.push_back(std::move(c));
  });
  if (!s.ok()) return s;
  return corpus;
}

}  // namespace lexgraph
