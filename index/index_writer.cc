// WriteIndex: the corpus's provisions into a Xapian database. Xapian errors
// end here, turned into a Status.
#include "index/index_writer.h"

#include <xapian.h>

#include <filesystem>
#include <optional>
#include <system_error>

#include "index/schema.h"

namespace lexgraph {
namespace {

namespace fs = std::filesystem;
namespace schema = index_schema;

// Heading words count this many times a text word.
constexpr Xapian::termcount kHeadingWeight = 3;
// Key::Parent steps followed at most (a guard against odd paths).
constexpr int kMaxScopeDepth = 64;

void AddBooleanTerm(const std::string& term, Xapian::Document* doc) {
  if (term.size() <= schema::kMaxTermBytes) doc->add_boolean_term(term);
}

// Makes sure `dir` is an empty folder, creating it when missing.
Status PrepareDir(const std::string& dir) {
  std::error_code ec;
  fs::file_status st = fs::status(dir, ec);
  if (fs::exists(st)) {
    if (!fs::is_directory(st))
      return Status::Error("index: '" + dir + "' exists and is not a folder");
    if (!fs::is_empty(dir, ec) || ec)
      return Status::Error("index: folder '" + dir + "' is not empty");
    return Status::Ok();
  }
  fs::create_directories(dir, ec);
  if (ec)
    return Status::Error("index: cannot create '" + dir + "': " +
                         ec.message());
  return Status::Ok();
}

Xapian::Document MakeDocument(const Provision& p, const DocumentSpec& spec,
                              Xapian::TermGenerator* tg) {
  Xapian::Document doc;
  tg->set_document(doc);
  // Fields are kept apart in term positions so phrases do not span them.
  if (!p.heading.empty()) {
    tg->index_text(p.heading, kHeadingWeight);
    tg->increase_termpos();
    tg->index_text(p.heading, 1, schema::kHeadingPrefix);
    tg->increase_termpos();
  }
  if (!p.label.empty()) {
    tg->index_text(p.label);
    tg->increase_termpos();
  }
  tg->index_text(p.text);
  for (const std::string& note : p.notes) {
    tg->increase_termpos();
    tg->index_text(note, 1, schema::kNotePrefix);
  }

  const std::string key = p.key.ToString();
  AddBooleanTerm(schema::kIdPrefix + key, &doc);
  AddBooleanTerm(schema::kCodePrefix + spec.code, &doc);
  AddBooleanTerm(schema::kDocPrefix + spec.file, &doc);
  AddBooleanTerm(schema::kKindPrefix + spec.kind, &doc);
  std::optional<Key> k = p.key;
  for (int depth = 0; k && depth < kMaxScopeDepth; ++depth) {
    AddBooleanTerm(schema::ScopeTerm(k->path()), &doc);
    k = k->Parent();
  }

  schema::StoredProvision stored;
  stored.key = key;
  stored.doc = spec.file;
  stored.line = p.line;
  stored.end_line = p.end_line;
  if (!p.heading.empty()) {
    stored.title = p.heading;
  } else {
    stored.title = spec.title.empty() ? key : key + " — " + spec.title;
  }
  stored.text = p.text;
  doc.set_data(schema::EncodeStored(stored));
  return doc;
}

}  // namespace

Status WriteIndex(const Corpus& corpus, const std::string& dir) {
  if (Status s = PrepareDir(dir); !s.ok()) return s;
  static const DocumentSpec kNoSpec;
  try {
    Xapian::WritableDatabase db(dir,
                                Xapian::DB_CREATE | Xapian::DB_BACKEND_GLASS);
    Xapian::TermGenerator tg;
    tg.set_stemmer(Xapian::Stem("english"));
    // One transaction: the documents are committed once, at the end.
    db.begin_transaction();
    for (const Provision& p : corpus.provisions) {
      const DocumentSpec& spec =
          p.doc >= 0 && static_cast<size_t>(p.doc) < corpus.documents.size()
              ? corpus.documents[p.doc].spec
              : kNoSpec;
      db.add_document(MakeDocument(p, spec, &tg));
    }
    db.commit_transaction();
    db.close();
  } catch (const Xapian::Error& e) {
    return Status::Error("index: writing '" + dir +
                         "': " + e.get_description());
  }
  return Status::Ok();
}

}  // namespace lexgraph
