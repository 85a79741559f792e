// Manifest parsing with toml++ and validation of every field.
#include "codec/manifest.h"

#include <glob.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <toml++/toml.h>

namespace lexgraph {
namespace {

namespace fs = std::filesystem;

const std::set<std::string>& KnownKinds() {
  static const std::set<std::string> k = {"statute", "rule", "ordinance"};
  return k;
}

bool ValidCode(const std::string& code) {
  if (code.empty() || !(code[0] >= 'a' && code[0] <= 'z')) return false;
  for (char c : code)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
      return false;
  return code.back() != '-';
}

struct Place {
  int line = 0, column = 0;
};

// Where a node starts; `fallback` when there is no node.
Place PlaceOf(const toml::node* node, Place fallback) {
  if (!node) return fallback;
  return {static_cast<int>(node->source().begin.line),
          static_cast<int>(node->source().begin.column)};
}

std::string NthLine(const std::string& text, int line) {
  std::istringstream in(text);
  std::string s;
  for (int i = 1; std::getline(in, s); ++i)
    if (i == line) return s;
  return "";
}

bool HasGlobChars(const std::string& s) {
  return s.find_first_of("*?[") != std::string::npos;
}

}  // namespace

const std::vector<std::string>& KnownFormats() {
  static const std::vector<std::string> k = {
      "wis-statute-text", "iac-text", "ordinance-history-text",
      "paragraph-text",   "dc-law-xml", "jsonl-sections",
      "uslm",             "akn"};
  return k;
}

Result<Manifest> LoadManifest(const std::string& path, Reporter* reporter) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    reporter->Error({path, 0, 0}, "cannot open manifest");
    return Status::Error(path + ": cannot open manifest");
  }
  std::stringstream ss;
  ss << in.rdbuf();
  return ParseManifest(ss.str(), path, reporter);
}

Result<Manifest> ParseManifest(const std::string& text,
                               const std::string& path, Reporter* reporter) {
  Manifest m;
  m.path = path;
  m.dir = fs::path(path).parent_path().string();
  if (m.dir.empty()) m.dir = ".";
  int errors_before = reporter->error_count();
  auto error = [&](Place at, const std::string& msg) {
    reporter->Error({path, at.line, at.column}, msg, NthLine(text, at.line));
  };

  toml::table root;
  try {
    root = toml::parse(text, path);
  } catch (const toml::parse_error& e) {
    int line = static_cast<int>(e.source().begin.line);
    int col = static_cast<int>(e.source().begin.column);
    reporter->Error({path, line, col}, std::string(e.description()),
                    NthLine(text, line));
    return Status::Error(path + ":" + std::to_string(line) + ": " +
                         std::string(e.description()));
  }

  if (auto t = root["title"].value<std::string>()) m.title = *t;
  for (auto&& [k, v] : root) {
    std::string key(k.str());
    if (key != "title" && key != "document")
      error(PlaceOf(&v, {}), "unknown top-level key '" + key + "'");
  }

  const toml::array* docs = root["document"].as_array();
  if (!docs || docs->empty()) {
    error({1, 0}, "manifest has no [[document]] entries");
    return Status::Error(path + ": manifest has no documents");
  }

  // path -> (select, code) of each reading
  std::map<std::string, std::vector<std::pair<std::string, std::string>>>
      seen_files;
  for (const toml::node& node : *docs) {
    const toml::table* t = node.as_table();
    Place line = PlaceOf(&node, {});
    if (!t) {
      error(line, "[[document]] must be a table");
      continue;
    }
    DocumentSpec spec;
    spec.manifest_line = line.line;
    auto str = [&](const char* name, bool required, std::string* out) {
      const toml::node* n = t->get(name);
      if (!n) {
        if (required) error(line, std::string("document is missing '") + name + "'");
        return;
      }
      if (auto s = n->value<std::string>()) {
        *out = *s;
      } else {
        error(PlaceOf(n, line), std::string("'") + name + "' must be a string");
      }
    };
    str("file", true, &spec.file);
    str("format", true, &spec.format);
    str("code", true, &spec.code);
    str("title", false, &spec.title);
    str("kind", false, &spec.kind);
    str("jurisdiction", false, &spec.jurisdiction);

    for (auto&& [k, v] : *t) {
      std::string key(k.str());
      static const std::set<std::string> kFields = {
          "file", "format", "code", "title", "kind", "jurisdiction",
          "section_numbers", "chapter", "select"};
      if (!kFields.count(key))
        error(PlaceOf(&v, line), "unknown document key '" + key + "'");
    }
    if (const toml::node* n = t->get("chapter")) {
      if (auto s = n->value<std::string>())
        spec.options["chapter"] = *s;
      else
        error(PlaceOf(n, line), "'chapter' must be a string");
    }
    if (const toml::node* n = t->get("section_numbers")) {
      if (const toml::table* map = n->as_table()) {
        for (auto&& [k, v] : *map) {
          if (auto s = v.value<std::string>())
            spec.section_numbers[std::string(k.str())] = *s;
          else
            error(PlaceOf(&v, line), "section_numbers values must be strings");
        }
      } else {
        error(PlaceOf(n, line), "'section_numbers' must be a table");
      }
    }
    if (const toml::node* n = t->get("select")) {
      const toml::table* sel = n->as_table();
      if (sel && sel->size() == 1) {
        // Iterate: toml++'s iterator owns the pair it hands out, so
        // *sel->begin() would dangle once the iterator is gone.
        for (auto&& [k, v] : *sel) {
          if (auto s = v.value<std::string>()) {
            spec.options["select.field"] = std::string(k.str());
            spec.options["select.value"] = *s;
          } else {
            error(PlaceOf(n, line), "'select' value must be a string");
          }
        }
      } else {
        error(PlaceOf(n, line), "'select' must be a table with one field");
      }
    }

    if (!spec.format.empty() &&
        std::find(KnownFormats().begin(), KnownFormats().end(), spec.format) ==
            KnownFormats().end()) {
      std::string known;
      for (const auto& f : KnownFormats()) known += (known.empty() ? "" : ", ") + f;
      error(PlaceOf(t->get("format"), line),
            "unknown format '" + spec.format + "' (known: " + known + ")");
    }
    if (!spec.code.empty() && !ValidCode(spec.code))
      error(PlaceOf(t->get("code"), line),
            "bad key code '" + spec.code +
                "': use lower-case letters, digits and '-' (see keys.md)");
    if (!spec.kind.empty() && !KnownKinds().count(spec.kind))
      error(PlaceOf(t->get("kind"), line),
            "unknown kind '" + spec.kind + "' (statute, rule or ordinance)");
    if (spec.file.empty()) continue;

    // Expand the file (or glob) relative to the manifest.
    std::vector<std::string> files;
    if (HasGlobChars(spec.file)) {
      glob_t g{};
      std::string pattern = (fs::path(m.dir) / spec.file).string();
      // (An absolute pattern names its files as they are: made relative
      // to a manifest named by a relative path they would be "".)
      bool absolute = fs::path(spec.file).is_absolute();
      if (glob(pattern.c_str(), 0, nullptr, &g) == 0) {
        for (size_t i = 0; i < g.gl_pathc; ++i)
          files.push_back(absolute ? std::string(g.gl_pathv[i])
                                   : fs::path(g.gl_pathv[i]).lexically_relative(m.dir).string());
      }
      globfree(&g);
      if (files.empty())
        error(PlaceOf(t->get("file"), line),
              "no file matches '" + spec.file + "'");
    } else {
      files.push_back(spec.file);
    }
    for (const std::string& f : files) {
      DocumentSpec d = spec;
      d.file = f;
      d.path = (fs::path(m.dir) / f).lexically_normal().string();
      std::error_code ec;
      if (!fs::is_regular_file(d.path, ec)) {
        error(PlaceOf(t->get("file"), line),
              "document file '" + f + "' not found (looked for " + d.path + ")");
        continue;
      }
      // One file may be read more than once (the five-state corpus holds
      // each state's lines) when each reading selects other lines under
      // its own code: OUT/data names a document by file, and its rows are
      // told apart by their keys' code.
      std::string select = d.options["select.field"] + "=" +
                           d.options["select.value"];
      auto& readings = seen_files[d.path];
      bool twice = std::any_of(readings.begin(), readings.end(),
                               [&](const auto& r) {
                                 return r.first == select || r.second == d.code;
                               });
      if (twice) {
        error(PlaceOf(t->get("file"), line),
              "duplicate document '" + f + "'" +
                  (readings.front().first.size() > 1
                       ? " (reading a file again needs another select and "
                         "another code)"
                       : ""));
        continue;
      }
      readings.emplace_back(select, d.code);
      m.documents.push_back(std::move(d));
    }
  }
  if (reporter->error_count() > errors_before)
    return Status::Error(path + ": invalid manifest");
  return m;
}

}  // namespace lexgraph
