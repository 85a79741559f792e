// Reader for the D.C. Council's XML (format dc-law-xml): one <section> per
// file, with nested <para>s, <annotations> and <cite> markup.
//
// Keys (spec/keys.md, code dc-code): the section's <num> as written
// ("1-1001.01", title 28's "28:9-101"); a <para> whose <num> is in
// parentheses is glued to its parent's path ("1-1001.01(a)(1)(A)"; the
// brackets of "[(a)]" are dropped from the key); any other <num> ("1.",
// "IV.", an "Article I" with its <prefix>) is a new '/'-separated level,
// an article as "art.I" ("9-1103.02/art.XII/1."). Sections are top-level
// (parent none): the tables of contents (titles/N/index.xml) are not read,
// so the chapter a section belongs to is not known to this reader; the
// chapter and subchapter keys ("1/ch.10/subch.VII") stay targets of
// citations only.
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
