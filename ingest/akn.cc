// Reader for Akoma Ntoso 3.0 Wisconsin statutes (format akn): <chapter>,
// <section>, then <subsection> (and any deeper hierarchy element) whose
// <content><p> repeats the provision's full label: "52.01(1) “Abuse” ...".
//
// Keys (spec/keys.md, code wis-stat): the chapter is "ch.52", a section its
// <num> ("52.01"). A lower provision is keyed by the full label its text
// starts with, read with the Wisconsin grammar of ingest/wis_label.h; as
// for seed 000 of the wis-statute-text reader, `label` is that full label
// as written ("52.01(1)") and `text` starts with the provision's own <num>
// ("(1) “Abuse” has ..."), so every word is kept once. Without such a
// label the key is the parent's path and the <num>.
// The parent is found by the key (missing ancestors are implied): the
// wi-akn copy files many subsections under the wrong section (section
// 46.001 holds "46.011(1c) ..."); they are reported once per section and
// keyed by their own label. Copies of one subsection are kept under the same
// key (the duplicate is reported), since the source holds their words twice.
#include <pugixml.hpp>

#include <set>

#include "ingest/reader.h"
#include "ingest/tree_builder.h"
#include "ingest/wis_label.h"
#include "ingest/xml_text.h"

namespace lexgraph {
namespace {

constexpr int kMaxDepth = 100;

bool IsHierarchy(std::string_view name) {
  static const std::set<std::string_view> kNames = {
      "book",       "part",      "title",    "subchapter", "article",
      "subsection", "paragraph", "subparagraph", "point",  "clause",
      "subclause",  "list",      "item",     "level",      "hcontainer",
      "division"};
  return kNames.count(name) > 0;
}

std::string Trim(std::string s) {
  size_t b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

class AknReader {
 public:
  AknReader(const XmlSource& x, int32_t doc, Corpus* corpus,
            Reporter* reporter)
      : x_(x),
        flat_(*XmlVocabularyFor("akn"), x, reporter),
        b_(corpus, doc, reporter),
        reporter_(reporter),
        code_(corpus->documents[doc].spec.code) {}

  void Read(const pugi::xml_node& root) {
    Walk(root, kNoProvision, "", 0);
    if (!stray_.empty()) {
      int32_t p = b_.Open(Key(code_, "file." + x_.source().name()), "",
                          x_.LineOf(root), kNoProvision);
      reporter_->Warn({x_.source().name(), x_.LineOf(root), 0},
                      "text outside any <chapter> or <section>; kept in a "
                      "provision named after the file");
      AppendParagraphs(&b_, p, std::move(stray_));
    }
  }

 private:
  // Walks the document's wrappers (akomaNtoso, act, body, meta) down to the
  // chapters and sections.
  void Walk(const pugi::xml_node& node, int32_t p, const std::string& path,
            int depth) {
    for (pugi::xml_node c = node.first_child(); c; c = c.next_sibling()) {
      if (c.type() != pugi::node_element) {
        Text(p, flat_.Flatten(c));
        continue;
      }
      flat_.CheckKnown(c);
      std::string_view name = XmlName(c);
      if (depth >= kMaxDepth) {
        Text(p, flat_.Flatten(c));
      } else if (name == "chapter") {
        std::string num = Trim(flat_.FlattenToLine(c.child("num")));
        Key key(code_, "ch." + num);
        int32_t id = b_.Open(key, num, x_.LineOf(c), kNoProvision);
        Walk(c, id, key.path(), depth + 1);
      } else if (name == "section") {
        std::string num = Trim(flat_.FlattenToLine(c.child("num")));
        Key key(code_, num.empty() ? path + "/s" : num);
        int32_t id = b_.Open(key, num, x_.LineOf(c), p);
        section_num_ = key.path();
        ReadProvision(c, id, depth + 1);
        ReportMisplaced(c, num);
      } else if (p != kNoProvision && name == "heading") {
        b_.SetHeading(p, flat_.FlattenToLine(c));
      } else if (name == "num") {
        continue;  // the chapter's label
      } else if (name == "akomaNtoso" || name == "act" || name == "body" ||
                 name == "meta" || IsHierarchy(name)) {
        Walk(c, p, path, depth + 1);
      } else {
        Text(p, flat_.Flatten(c));
      }
    }
  }

  void Text(int32_t p, std::vector<XmlParagraph> ps) {
    if (p == kNoProvision) {
      for (auto& x : ps) stray_.push_back(std::move(x));
      return;
    }
    AppendParagraphs(&b_, p, std::move(ps));
  }

  // The children of a section or lower provision `p`.
  void ReadProvision(const pugi::xml_node& node, int32_t p, int depth) {
    for (pugi::xml_node c = node.first_child(); c; c = c.next_sibling()) {
      if (c.type() != pugi::node_element) {
        Text(p, flat_.Flatten(c));
        continue;
      }
      flat_.CheckKnown(c);
      std::string_view name = XmlName(c);
      if (name == "num") continue;
      if (name == "heading") {
        b_.SetHeading(p, flat_.FlattenToLine(c));
      } else if (IsHierarchy(name) && depth < kMaxDepth) {
        ReadLower(c, p, depth + 1);
      } else {
        Text(p, flat_.Flatten(c));
      }
    }
  }

  void ReadLower(const pugi::xml_node& node, int32_t parent, int depth) {
    std::string num = Trim(flat_.FlattenToLine(node.child("num")));
    int line = x_.LineOf(node);
    std::vector<XmlParagraph> text;
    for (pugi::xml_node c = node.first_child(); c; c = c.next_sibling()) {
      if (c.type() == pugi::node_element) {
        flat_.CheckKnown(c);
        std::string_view name = XmlName(c);
        if (name == "num" || name == "heading" || IsHierarchy(name)) continue;
      }
      for (auto& p : flat_.Flatten(c)) text.push_back(std::move(p));
    }
    // The full label at the start of the first paragraph.
    std::optional<WisLocator> loc;
    if (!text.empty()) loc = ParseWisLocator(text[0].text, true);
    Key key;
    std::string label;
    int32_t id;
    if (!loc && !text.empty() && !num.empty()) {
      // A label the grammar does not take ("49.01(8L)"): the section's
      // number and the <num>, as they stand in the text.
      std::string full = section_num_ + num;
      const std::string& t = text[0].text;
      if (t.starts_with(full) &&
          (t.size() == full.size() || t[full.size()] == ' ')) {
        loc = WisLocator();
        loc->section = section_num_;
        loc->levels.push_back(num);
        loc->length = full.size();
      }
    }
    if (loc) {
      label = text[0].text.substr(0, loc->length);
      size_t rest = loc->length;
      while (rest < text[0].text.size() && text[0].text[rest] == ' ') ++rest;
      XmlParagraph& first = text[0];
      first.text = first.text.substr(rest);
      for (MarkupCitation& m : first.citations) {
        m.begin = m.begin >= rest ? m.begin - rest : 0;
        m.end = m.end >= rest ? m.end - rest : 0;
      }
      key = Key(code_, loc->Path());
      int32_t by_key = kNoProvision;
      if (auto pk = key.PathParent()) by_key = b_.corpus()->Find(*pk);
      if (by_key != kNoProvision &&
          b_.at(by_key).doc != b_.at(parent).doc)
        by_key = kNoProvision;
      if (loc->section != section_num_) {
        // Filed under the wrong section: under its own when that has been
        // read, else where the source puts it.
        misplaced_.push_back(key.ToString());
        id = b_.Open(key, label, line,
                     by_key != kNoProvision ? by_key : parent);
      } else if (by_key != kNoProvision) {
        id = b_.Open(key, label, line, by_key);
      } else {
        id = b_.OpenNested(key, label, line);
      }
    } else {
      label = num;
      key = Key(code_, b_.at(parent).key.path() + num);
      id = b_.Open(key, label, line, parent);
    }
    // The <num> leads the text, as the marker does in seed 000 (when the
    // label is the <num> itself, it is not repeated).
    if (!num.empty() && label != num) {
      if (text.empty()) {
        text.push_back({num, {}, line});
      } else {
        XmlParagraph& first = text[0];
        uint32_t shift = static_cast<uint32_t>(num.size() + 1);
        first.text = first.text.empty() ? num : num + " " + first.text;
        if (first.text.size() > num.size())
          for (MarkupCitation& m : first.citations) {
            m.begin += shift;
            m.end += shift;
          }
      }
    }
    AppendParagraphs(&b_, id, std::move(text));
    if (!node.child("heading").empty())
      b_.SetHeading(id, flat_.FlattenToLine(node.child("heading")));
    for (pugi::xml_node c = node.first_child(); c; c = c.next_sibling())
      if (c.type() == pugi::node_element && IsHierarchy(XmlName(c)) &&
          depth < kMaxDepth)
        ReadLower(c, id, depth + 1);
  }

  void ReportMisplaced(const pugi::xml_node& section, const std::string& num) {
    if (misplaced_.empty()) return;
    std::string list;
    for (size_t i = 0; i < misplaced_.size() && i < 3; ++i)
      list += (i ? ", " : "") + misplaced_[i];
    if (misplaced_.size() > 3) list += ", ...";
    reporter_->Warn({x_.source().name(), x_.LineOf(section), 0},
                    "section " + num + " holds " +
                        std::to_string(misplaced_.size()) +
                        " provisions labelled for other sections (" + list +
                        "); keyed by their own labels");
    misplaced_.clear();
  }

  const XmlSource& x_;
  XmlFlattener flat_;
  TreeBuilder b_;
  Reporter* reporter_;
  std::string code_;
  std::vector<XmlParagraph> stray_;
  std::vector<std::string> misplaced_;
  std::string section_num_;  // path of the section being read
};

}  // namespace

Status ReadAkn(const SourceText& src, int32_t doc, Corpus* corpus,
               Reporter* reporter) {
  Result<std::unique_ptr<XmlSource>> x = XmlSource::Parse(src, reporter);
  if (!x.ok()) return x.status();
  pugi::xml_node doc_node = (*x)->document().document_element();
  AknReader reader(**x, doc, corpus, reporter);
  // Read walks the children of the node it is given: start above the root.
  reader.Read(doc_node.parent());
  return Status::Ok();
}

}  // namespace lexgraph
