// Reader for United States Legislative Markup 1.0 (format uslm): one U.S.
// Code title per file, <title> down to <subclause>, with <notes>,
// <sourceCredit> and <ref> markup.
//
// Keys (spec/keys.md, code usc): the title is "9"; a section is
// TITLE/SECTION from its identifier "/us/usc/t9/s1" ("9/1"), its levels
// glued on as the <num> prints them ("9/1(a)(1)(A)"). Containers nest like
// the D.C. Code's "1/ch.10/subch.VII": a chapter hangs from its title
// ("9/ch.1", also when a subtitle or part stands above it, since chapter
// numbers are unique within a title), any other container from its parent
// container: "9/ch.1/subch.II", "9/ch.1/subch.II/pt.A", "41/subtitle.I",
// "41/subtitle.I/div.C", "14/pt.I"; an unnumbered <level> is "lvl.N" by
// its place among its siblings. Sections (keyed by title) have their
// container as parent in the tree.
// Everything inside <quotedContent> (amendments quoting other law) is text
// of the provision that quotes it, never provisions of its own.
#include <pugixml.hpp>

#include <map>

#include "ingest/reader.h"
#include "ingest/tree_builder.h"
#include "ingest/xml_text.h"

namespace lexgraph {
namespace {

constexpr int kMaxDepth = 100;

// Container elements and the abbreviation of their key level.
const std::map<std::string_view, std::string_view>& Containers() {
  static const std::map<std::string_view, std::string_view> kMap = {
      {"subtitle", "subtitle."}, {"chapter", "ch."},     {"subchapter", "subch."},
      {"part", "pt."},           {"subpart", "subpt."},  {"division", "div."},
      {"subdivision", "subdiv."}, {"article", "art."},   {"level", "lvl."}};
  return kMap;
}

bool IsLevelBelowSection(std::string_view name) {
  return name == "subsection" || name == "paragraph" ||
         name == "subparagraph" || name == "clause" || name == "subclause" ||
         name == "item" || name == "subitem" || name == "subsubitem";
}

std::string Trim(std::string s) {
  size_t b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

class UslmReader {
 public:
  UslmReader(const XmlSource& x, int32_t doc, Corpus* corpus,
             Reporter* reporter)
      : x_(x),
        flat_(*XmlVocabularyFor("uslm"), x, reporter),
        b_(corpus, doc, reporter),
        reporter_(reporter),
        code_(corpus->documents[doc].spec.code) {}

  void Read(const pugi::xml_node& root) {
    flat_.CheckKnown(root);
    // <meta> (title, publisher, dates) precedes <main>: its words become a
    // note of the title provision.
    std::string meta;
    for (pugi::xml_node c = root.first_child(); c; c = c.next_sibling()) {
      std::string_view name = XmlName(c);
      if (c.type() == pugi::node_element && name == "main") {
        flat_.CheckKnown(c);
        for (pugi::xml_node t = c.first_child(); t; t = t.next_sibling()) {
          if (t.type() == pugi::node_element && XmlName(t) == "title") {
            int32_t title = ReadTitle(t);
            if (!meta.empty()) b_.AddNote(title, meta, x_.LineOf(root));
            meta.clear();
          } else {
            Stray(t);
          }
        }
      } else if (c.type() == pugi::node_element && name == "meta") {
        meta = flat_.FlattenToLine(c);
      } else {
        Stray(c);
      }
    }
    if (!meta.empty() || !stray_.empty()) {
      if (last_ == kNoProvision) {
        reporter_->Warn({x_.source().name(), x_.LineOf(root), 0},
                        "no <main><title>; text kept in a provision named "
                        "after the file");
        last_ = b_.Open(Key(code_, "file." + x_.source().name()), "",
                        x_.LineOf(root), kNoProvision);
      }
      if (!meta.empty()) b_.AddNote(last_, meta, x_.LineOf(root));
      AppendParagraphs(&b_, last_, std::move(stray_));
    }
  }

 private:
  // Text outside the structure the reader knows: kept in the last provision
  // (or, before any, gathered until one exists).
  void Stray(const pugi::xml_node& n) {
    std::vector<XmlParagraph> ps = flat_.Flatten(n);
    if (ps.empty()) return;
    if (last_ == kNoProvision) {
      for (auto& p : ps) stray_.push_back(std::move(p));
      return;
    }
    AppendParagraphs(&b_, last_, std::move(ps));
  }

  int32_t ReadTitle(const pugi::xml_node& node) {
    std::string id = node.attribute("identifier").value();
    std::string num = node.child("num").attribute("value").value();
    if (id.starts_with("/us/usc/t")) num = id.substr(9);
    if (num.empty()) num = "file." + x_.source().name();
    title_ = num;
    Key key(code_, num);
    int32_t p = Open(node, key, kNoProvision);
    ReadChildren(node, p, key.path(), 0);
    return p;
  }

  int32_t Open(const pugi::xml_node& node, const Key& key, int32_t parent) {
    std::string label = Trim(flat_.FlattenToLine(node.child("num")));
    int32_t p = b_.Open(key, label, x_.LineOf(node), parent);
    last_ = p;
    if (!stray_.empty()) AppendParagraphs(&b_, p, std::move(stray_));
    stray_.clear();
    return p;
  }

  // The children of a title, container, section or lower level.
  void ReadChildren(const pugi::xml_node& node, int32_t p,
                    const std::string& path, int depth) {
    std::map<std::string, int> ordinals;
    for (pugi::xml_node c = node.first_child(); c; c = c.next_sibling()) {
      if (c.type() != pugi::node_element) {
        AppendParagraphs(&b_, p, flat_.Flatten(c));
        continue;
      }
      flat_.CheckKnown(c);
      std::string name(XmlName(c));
      int ordinal = ++ordinals[name];
      if (name == "num") continue;  // the label
      if (depth >= kMaxDepth) {
        AppendParagraphs(&b_, p, flat_.Flatten(c));
      } else if (name == "heading") {
        b_.SetHeading(p, flat_.FlattenToLine(c));
      } else if (name == "notes") {
        for (pugi::xml_node n = c.first_child(); n; n = n.next_sibling()) {
          flat_.CheckKnown(n);
          std::string note = flat_.FlattenToLine(n);
          if (!note.empty()) b_.AddNote(p, note, x_.LineOf(n));
        }
      } else if (name == "note" || name == "sourceCredit" || name == "toc") {
        std::string note = flat_.FlattenToLine(c);
        if (!note.empty()) b_.AddNote(p, note, x_.LineOf(c));
      } else if (auto it = Containers().find(name); it != Containers().end()) {
        std::string value = c.child("num").attribute("value").value();
        if (value.empty()) value = Trim(flat_.FlattenToLine(c.child("num")));
        if (value.empty()) value = std::to_string(ordinal);
        std::string base = name == "chapter" ? title_ : path;
        Key key(code_, base + "/" + std::string(it->second) + value);
        int32_t id = Open(c, key, p);
        ReadChildren(c, id, key.path(), depth + 1);
      } else if (name == "section") {
        Key key = SectionKey(c, path, ordinal);
        int32_t id = Open(c, key, p);
        ReadChildren(c, id, key.path(), depth + 1);
      } else if (IsLevelBelowSection(name) && c.child("num")) {
        std::string num = Trim(flat_.FlattenToLine(c.child("num")));
        std::string value = c.child("num").attribute("value").value();
        std::string level = num.starts_with("(") || value.empty()
                                ? num
                                : "(" + value + ")";
        if (level.empty()) level = "(" + std::to_string(ordinal) + ")";
        Key key(code_, path + level);
        int32_t id = Open(c, key, p);
        ReadChildren(c, id, key.path(), depth + 1);
      } else {
        // <content>, <chapeau>, <continuation>, <proviso>, an unnumbered
        // level, anything unknown: text of this provision.
        AppendParagraphs(&b_, p, flat_.Flatten(c));
      }
    }
  }

  Key SectionKey(const pugi::xml_node& node, const std::string& path,
                 int ordinal) {
    std::string id = node.attribute("identifier").value();
    size_t s = id.find("/s");
    if (id.starts_with("/us/usc/t") && s != std::string::npos)
      return Key(code_, id.substr(9, s - 9) + "/" + id.substr(s + 2));
    std::string value = node.child("num").attribute("value").value();
    if (!value.empty()) return Key(code_, title_ + "/" + value);
    std::string key = path + "/s" + std::to_string(ordinal);
    reporter_->Warn({x_.source().name(), x_.LineOf(node), 0},
                    "section without identifier or number; keyed " + key);
    return Key(code_, key);
  }

  const XmlSource& x_;
  XmlFlattener flat_;
  TreeBuilder b_;
  Reporter* reporter_;
  std::string code_;
  std::string title_;
  int32_t last_ = kNoProvision;
  std::vector<XmlParagraph> stray_;
};

}  // namespace

Status ReadUslm(const SourceText& src, int32_t doc, Corpus* corpus,
                Reporter* reporter) {
  Result<std::unique_ptr<XmlSource>> x = XmlSource::Parse(src, reporter);
  if (!x.ok()) return x.status();
  UslmReader(**x, doc, corpus, reporter)
      .Read((*x)->document().document_element());
  return Status::Ok();
}

}  // namespace lexgraph
