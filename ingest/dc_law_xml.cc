// Reader for the D.C. Council's XML (format dc-law-xml): one <section> per
// file, with nested <para>s, <annotations> and <cite> markup.
//
// Keys (spec/keys.md, code dc-code): the section's <num> as written
// ("1-1001.01", title 28's "28:9-101"); a <para> whose <num> is in
// parentheses is glued to its parent's path ("1-1001.01(a)(1)(A)"; the
// brackets of "[(a)]" are dropped from the key); any other <num> ("1.",
// "IV.", an "Article I" with its <prefix>) is a new '/'-separated level,
// an article as "art.I" ("9-1103.02/art.XII/1.").
//
// A table of contents (titles/N/index.xml, a <container> root) gives the
// containers: the title "1", its chapters "1/ch.10", subchapters
// "1/ch.10/subch.VII", parts ".../part.B" (other prefixes: "/<prefix>.N"),
// each with its label ("Chapter 10") and heading, and hangs each included
// section under its container. List the tables of contents before the
// sections in the manifest, or after: a section read first is hung under
// its container when the table is read; one read later takes the place
// the table held for it.
#include <algorithm>
#include <pugixml.hpp>

#include <cctype>

#include "ingest/reader.h"
#include "ingest/tree_builder.h"
#include "ingest/xml_text.h"

namespace lexgraph {
namespace {

constexpr int kMaxDepth = 100;

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

class DcReader {
 public:
  DcReader(const XmlSource& x, int32_t doc, Corpus* corpus,
           Reporter* reporter)
      : x_(x),
        flat_(*XmlVocabularyFor("dc-law-xml"), x, reporter),
        b_(corpus, doc, reporter),
        reporter_(reporter),
        code_(corpus->documents[doc].spec.code) {}

  void Read(const pugi::xml_node& root) {
    flat_.CheckKnown(root);
    if (XmlName(root) == "container") {
      ReadContainer(root, kNoProvision, "", 0);
      return;
    }
    if (XmlName(root) != "section") {
      reporter_->Warn({x_.source().name(), x_.LineOf(root), 0},
                      "expected a <section>, found <" +
                          std::string(root.name()) +
                          ">; its text is kept in a provision named after "
                          "the file");
    }
    std::string num = Trim(flat_.FlattenToLine(root.child("num")));
    int line = x_.LineOf(root);
    std::string path = num.empty() ? "file." + x_.source().name() : num;
    if (num.empty())
      reporter_->Warn({x_.source().name(), line, 0},
                      "section has no <num>; keyed by the file name");
    int32_t sec = b_.Open(Key(code_, path), num, line, kNoProvision);
    ReadChildren(root, sec, Key(code_, path).path(), 0);
  }

 private:
  static std::string Trim(std::string s) {
    size_t b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
    return b == std::string::npos ? "" : s.substr(b, e - b + 1);
  }

  // The children of a section or para, into provision `p` with key path
  // `path`.
  void ReadChildren(const pugi::xml_node& node, int32_t p,
                    const std::string& path, int depth) {
    int ordinal = 0;
    for (pugi::xml_node c = node.first_child(); c; c = c.next_sibling()) {
      if (c.type() != pugi::node_element) {
        AppendParagraphs(&b_, p, flat_.Flatten(c));  // stray text
        continue;
      }
      std::string_view name = XmlName(c);
      if (name == "num" || name == "prefix") continue;  // in the label
      if (name == "heading") {
        b_.SetHeading(p, flat_.FlattenToLine(c));
      } else if (name == "reason") {
        b_.AddNote(p, flat_.FlattenToLine(c), x_.LineOf(c));
      } else if (name == "annotations") {
        ReadAnnotations(c, p);
      } else if (name == "para" && depth < kMaxDepth) {
        ReadPara(c, p, path, depth + 1, ++ordinal);
      } else {
        // <text>, <aftertext> (text after the sub-paras, a new paragraph of
        // the provision it stands in), and anything unknown.
        AppendParagraphs(&b_, p, flat_.Flatten(c));
      }
    }
  }

  void ReadPara(const pugi::xml_node& node, int32_t parent,
                const std::string& parent_path, int depth, int ordinal) {
    flat_.CheckKnown(node);
    std::string num = Trim(flat_.FlattenToLine(node.child("num")));
    std::string prefix = Trim(flat_.FlattenToLine(node.child("prefix")));
    int line = x_.LineOf(node);
    std::string label = prefix.empty() ? num : prefix + " " + num;
    std::string level = num;
    if (level.size() >= 2 && level.front() == '[' && level.back() == ']')
      level = level.substr(1, level.size() - 2);
    std::string path;
    if (level.empty()) {
      path = parent_path + "/p" + std::to_string(ordinal);
      reporter_->Warn({x_.source().name(), line, 0},
                      "<para> without <num>; keyed " + path);
    } else if (level.front() == '(') {
      path = parent_path + level;
    } else {
      std::string p = Lower(prefix);
      if (p == "article") p = "art";
      path = parent_path + "/" + (p.empty() ? "" : p + ".") + level;
    }
    Key key(code_, path);
    int32_t id = b_.Open(key, label, line, parent);
    ReadChildren(node, id, key.path(), depth);
  }

  // A <container> of a table of contents and everything in it.
  void ReadContainer(const pugi::xml_node& node, int32_t parent,
                     const std::string& parent_path, int depth) {
    flat_.CheckKnown(node);
    std::string prefix = Trim(flat_.FlattenToLine(node.child("prefix")));
    std::string num = Trim(flat_.FlattenToLine(node.child("num")));
    int line = x_.LineOf(node);
    std::string level = Lower(prefix);
    if (level == "chapter") level = "ch";
    if (level == "subchapter") level = "subch";
    if (level == "division") level = "div";
    std::string path;
    if (parent_path.empty()) {
      path = num.empty() ? "file." + x_.source().name() : num;  // the title
    } else if (level == "article") {
      // The Uniform Commercial Code's articles (title 28, subtitle I) are
      // cited by title, "Article 9 of Title 28", and keyed so
      // (28/art.9/part.IV), as "part 4 of Article 9 of Title 28" is.
      path = parent_path.substr(0, parent_path.find('/')) + "/art." + num;
    } else {
      path = parent_path + "/" + level + "." + num;
    }
    std::string label = prefix.empty() ? num : prefix + " " + num;
    int32_t id = b_.Open(Key(code_, path), label, line, parent);
    std::string own_path = Key(code_, path).path();
    for (pugi::xml_node c = node.first_child(); c; c = c.next_sibling()) {
      if (c.type() != pugi::node_element) {
        AppendParagraphs(&b_, id, flat_.Flatten(c));
        continue;
      }
      flat_.CheckKnown(c);
      std::string_view name = XmlName(c);
      if (name == "prefix" || name == "num") continue;
      if (name == "heading") {
        b_.SetHeading(id, flat_.FlattenToLine(c));
      } else if (name == "container" && depth < kMaxDepth) {
        ReadContainer(c, id, own_path, depth + 1);
      } else if (name == "include") {
        Include(c, id);
      } else {
        AppendParagraphs(&b_, id, flat_.Flatten(c));
      }
    }
  }

  // <xi:include href="./sections/1-101.xml"/>: section 1-101 belongs here.
  void Include(const pugi::xml_node& node, int32_t container) {
    std::string href = node.attribute("href").value();
    size_t slash = href.rfind('/');
    std::string file = href.substr(slash == std::string::npos ? 0 : slash + 1);
    if (file.size() < 5 || file.substr(file.size() - 4) != ".xml") return;
    // ("28~9-806.xml" holds section 28:9-806: a file name has no colon.)
    std::replace(file.begin(), file.end(), '~', ':');
    Key section(code_, file.substr(0, file.size() - 4));
    Corpus* corpus = b_.corpus();
    int32_t existing = corpus->Find(section);
    if (existing != kNoProvision) {
      Provision& p = corpus->provisions[existing];
      if (p.parent == kNoProvision) {
        p.parent = container;
        corpus->provisions[container].children.push_back(existing);
      }
      return;
    }
    // Not read yet: hold its place; the section's own reading takes it.
    int32_t id = b_.Open(section, "", x_.LineOf(node), container);
    b_.at(id).implied = true;
  }

  // Each <annotation> (and each typed <text> among them) is one note of the
  // section, prefixed by its type: "History: Aug. 12, 1955, ...".
  void ReadAnnotations(const pugi::xml_node& node, int32_t p) {
    for (pugi::xml_node c = node.first_child(); c; c = c.next_sibling()) {
      std::string note = flat_.FlattenToLine(c);
      if (c.type() == pugi::node_element) {
        std::string type = c.attribute("type").value();
        if (!type.empty()) note = type + (note.empty() ? "" : ": " + note);
      }
      if (!note.empty()) b_.AddNote(p, note, x_.LineOf(c));
    }
  }

  const XmlSource& x_;
  XmlFlattener flat_;
  TreeBuilder b_;
  Reporter* reporter_;
  std::string code_;
};

}  // namespace

Status ReadDcLawXml(const SourceText& src, int32_t doc, Corpus* corpus,
                    Reporter* reporter) {
  Result<std::unique_ptr<XmlSource>> x = XmlSource::Parse(src, reporter);
  if (!x.ok()) return x.status();
  pugi::xml_node root = (*x)->document().document_element();
  DcReader(**x, doc, corpus, reporter).Read(root);
  return Status::Ok();
}

}  // namespace lexgraph
