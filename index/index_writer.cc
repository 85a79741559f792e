// WriteIndex: the corpus's provisions into Xapian shards on worker threads,
// compacted into one database. Xapian errors end here, turned into a Status.
#include "index/index_writer.h"

#include <xapian.h>

#include <algorithm>
#include <exception>
#include <filesystem>
#include <optional>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

#include "index/schema.h"

namespace lexgraph {
namespace {

namespace fs = std::filesystem;
namespace schema = index_schema;

// Heading words count this many times a text word.
constexpr Xapian::termcount kHeadingWeight = 3;
// Key::Parent steps followed at most (a guard against odd paths).
constexpr int kMaxScopeDepth = 64;
// Documents added between commits of a shard.
constexpr size_t kBatch = 1000;
// Automatic sharding: at least this many provisions a shard, at most this
// many shards.
constexpr size_t kMinShardSize = 20000;
constexpr size_t kMaxShards = 8;

// Adds prefix + value unless the value is empty or the term too long.
void AddBooleanTerm(std::string_view prefix, std::string_view value,
                    Xapian::Document* doc) {
  if (value.empty() || prefix.size() + value.size() > schema::kMaxTermBytes)
    return;
  std::string term(prefix);
  term += value;
  doc->add_boolean_term(term);
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
    return Status::Error("index: cannot create '" + dir + "': " + ec.message());
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
  AddBooleanTerm(schema::kIdPrefix, key, &doc);
  AddBooleanTerm(schema::kCodePrefix, spec.code, &doc);
  AddBooleanTerm(schema::kDocPrefix, spec.file, &doc);
  AddBooleanTerm(schema::kKindPrefix, spec.kind, &doc);
  std::optional<Key> k = p.key;
  for (int depth = 0; k && !k->path().empty() && depth < kMaxScopeDepth;
       ++depth) {
    AddBooleanTerm("", schema::ScopeTerm(k->path()), &doc);
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

// Indexes provisions [begin, end) into a new database at `path`. Commits
// every kBatch documents: in Xapian 1.4 small batches index faster than
// large ones, and without sync a commit is cheap.
Status WriteShard(const Corpus& corpus, size_t begin, size_t end,
                  const std::string& path) {
  static const DocumentSpec kNoSpec;
  try {
    Xapian::WritableDatabase db(path, Xapian::DB_CREATE |
                                          Xapian::DB_BACKEND_GLASS |
                                          Xapian::DB_NO_SYNC);
    Xapian::TermGenerator tg;
    tg.set_stemmer(Xapian::Stem("english"));
    for (size_t i = begin; i < end; ++i) {
      const Provision& p = corpus.provisions[i];
      const DocumentSpec& spec =
          p.doc >= 0 && static_cast<size_t>(p.doc) < corpus.documents.size()
              ? corpus.documents[p.doc].spec
              : kNoSpec;
      db.add_document(MakeDocument(p, spec, &tg));
      if ((i - begin + 1) % kBatch == 0) db.commit();
    }
    db.commit();
    db.close();
  } catch (const Xapian::Error& e) {
    return Status::Error("index: writing '" + path +
                         "': " + e.get_description());
  } catch (const std::exception& e) {
    return Status::Error("index: writing '" + path + "': " + e.what());
  }
  return Status::Ok();
}

size_t ShardCount(size_t provisions, int requested) {
  if (requested > 0) return static_cast<size_t>(requested);
  size_t cores = std::max(1u, std::thread::hardware_concurrency());
  return std::clamp<size_t>(provisions / kMinShardSize, 1,
                            std::min<size_t>(cores, kMaxShards));
}

}  // namespace

Status WriteIndex(const Corpus& corpus, const std::string& dir,
                  const IndexWriterOptions& options) {
  if (Status s = PrepareDir(dir); !s.ok()) return s;
  const size_t n = corpus.provisions.size();
  const size_t shards = ShardCount(n, options.shards);
  const fs::path work = fs::path(dir) / ".shards";
  std::error_code ec;
  fs::create_directory(work, ec);
  if (ec)
    return Status::Error("index: cannot create '" + work.string() +
                         "': " + ec.message());

  std::vector<std::string> paths(shards);
  std::vector<Status> results(shards);
  std::vector<std::thread> threads;
  for (size_t k = 0; k < shards; ++k) {
    paths[k] = (work / std::to_string(k)).string();
    size_t begin = n * k / shards, end = n * (k + 1) / shards;
    auto job = [&, k, begin, end] {
      results[k] = WriteShard(corpus, begin, end, paths[k]);
    };
    if (k + 1 == shards) {
      job();  // the last shard on this thread
      continue;
    }
    try {
      threads.emplace_back(job);
    } catch (const std::system_error&) {  // no thread to be had
      job();
    }
  }
  for (std::thread& t : threads) t.join();

  Status status;
  for (const Status& s : results) {
    if (!s.ok()) {
      status = s;
      break;
    }
  }
  if (status.ok()) {
    try {
      // Shards in order, renumbered one after another: reading order stays.
      Xapian::Database all;
      for (const std::string& path : paths)
        all.add_database(Xapian::Database(path));
      all.compact(dir);
    } catch (const Xapian::Error& e) {
      status =
          Status::Error("index: writing '" + dir + "': " + e.get_description());
    }
  }
  fs::remove_all(work, ec);
  return status;
}

}  // namespace lexgraph
