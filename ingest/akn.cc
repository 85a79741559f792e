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
// The parent is found by the key (missing ancestors are implied).
//
// The wi-akn copy files each section's subsections again inside the
// elements of its neighbours (section 75.03 holds 75.001(1), 75.01(1),
// 75.05(1)-(5) ...: 13,182 of the 15,581 subsections of the fifteen
// chapters stand under another section's element). Before reading, a plan
// (Plan) decides where each of a section's top-level levels is read, by the
// section its label names:
//  - under its own section (the holder's, or where the label is not read);
//  - a copy that repeats, element for element and word for word, a level
//    read under the section its label names is not read again: it is
//    recorded as a RepeatedCopy of that provision (the conservation check
//    counts its words), and reported once per file;
//  - a level found only under other sections (76.07(5) stands only in
//    76.074's element) is read under the section its label names, after the
//    level its copy follows; when the file holds no element of that section
//    (48.255's levels stand in 48.243's and 48.245's), under an implied one,
//    placed after the section where its first level stands;
//  - a copy whose words differ is read too, under the same key (the
//    duplicate is reported), since the source holds both.
// A level inside such a level whose label names yet another section is
// keyed by its own label where it stands (reported once per section).
#include <pugixml.hpp>

#include <map>
#include <set>
#include <unordered_map>

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
        doc_(doc),
        reporter_(reporter),
        code_(corpus->documents[doc].spec.code) {}

  void Read(const pugi::xml_node& root) {
    Plan(root);
    Walk(root, kNoProvision, "", 0);
    Report();
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
        // A section whose element holds no level of its own reads those
        // that stand only in its neighbours'.
        ReadPlanned(id, depth + 1);
        ReportMisplaced(c, num);
        // Sections the file holds no element of, whose levels first stand
        // in this one's: implied, under this one's parent.
        for (const std::string& s : implied_after_[num]) {
          int32_t sid = b_.Open(Key(code_, s), "", x_.LineOf(c), p);
          b_.at(sid).implied = true;
          section_num_ = s;
          ReadPlanned(sid, depth + 1);
        }
        section_num_ = key.path();
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
        // A section's levels are read as planned, all at its first.
        if (section_levels_.count(c.internal_object()))
          ReadPlanned(p, depth);
        else
          ReadLower(c, p, depth + 1);
      } else {
        Text(p, flat_.Flatten(c));
      }
    }
  }

  // The words of a level's own element (its <num>, <heading> and nested
  // levels left out), as paragraphs.
  std::vector<XmlParagraph> OwnText(const pugi::xml_node& node) {
    std::vector<XmlParagraph> text;
    for (pugi::xml_node c = node.first_child(); c; c = c.next_sibling()) {
      if (c.type() == pugi::node_element) {
        flat_.CheckKnown(c);
        std::string_view name = XmlName(c);
        if (name == "num" || name == "heading" || IsHierarchy(name)) continue;
      }
      for (auto& p : flat_.Flatten(c)) text.push_back(std::move(p));
    }
    return text;
  }

  // The full label at the start of a level's first paragraph `first`, with
  // `num` its <num>, in the element of section `section`.
  static std::optional<WisLocator> LabelOf(const std::string& first,
                                           const std::string& num,
                                           const std::string& section) {
    std::optional<WisLocator> loc = ParseWisLocator(first, true);
    if (!loc && !first.empty() && !num.empty()) {
      // A label the grammar does not take ("49.01(8L)"): the section's
      // number and the <num>, as they stand in the text.
      std::string full = section + num;
      if (first.starts_with(full) &&
          (first.size() == full.size() || first[full.size()] == ' ')) {
        loc = WisLocator();
        loc->section = section;
        loc->levels.push_back(num);
        loc->length = full.size();
      }
    }
    return loc;
  }

  int32_t ReadLower(const pugi::xml_node& node, int32_t parent, int depth) {
    std::string num = Trim(flat_.FlattenToLine(node.child("num")));
    int line = x_.LineOf(node);
    // (A section's level was flattened once already, by the plan.)
    std::vector<XmlParagraph> text;
    if (auto planned = flattened_.find(node.internal_object()); planned != flattened_.end()) {
      text = std::move(planned->second);
      flattened_.erase(planned);
    } else {
      text = OwnText(node);
    }
    std::optional<WisLocator> loc;
    if (!text.empty()) loc = LabelOf(text[0].text, num, section_num_);
    Key key;
    std::string label;
    int32_t id;
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
    return id;
  }

  // A top-level level of a section's element.
  struct Level {
    pugi::xml_node node;
    std::string holder;   // the number of the section whose element holds it
    std::string section;  // the section its label names (holder if none)
    std::string key;      // its label's path ("" when it has none)
    std::string shape;    // its elements' names and words, in order
  };

  // Element names and text, depth first: two levels with the same shape
  // read to the same provisions. (Without recursion: a level nests as deep
  // as its file does.)
  static void Shape(const pugi::xml_node& node, std::string* out) {
    std::vector<std::pair<pugi::xml_node, bool>> todo;  // (node, its end)
    auto push_children = [&](const pugi::xml_node& n) {
      for (pugi::xml_node c = n.last_child(); c; c = c.previous_sibling())
        todo.push_back({c, false});
    };
    push_children(node);
    while (!todo.empty()) {
      auto [n, end] = todo.back();
      todo.pop_back();
      if (end) {
        *out += "</>";
      } else if (n.type() == pugi::node_element) {
        *out += '<';
        *out += n.name();
        *out += '>';
        todo.push_back({n, true});
        push_children(n);
      } else {
        *out += n.value();
      }
    }
  }

  // Decides where each section's top-level levels are read (see the file
  // comment): fills planned_, section_levels_ and repeated_.
  void Plan(const pugi::xml_node& root) {
    std::vector<Level> levels;
    std::set<std::string> sections;
    std::vector<pugi::xml_node> todo = {root};
    while (!todo.empty()) {
      pugi::xml_node n = todo.back();
      todo.pop_back();
      std::vector<pugi::xml_node> kids;
      for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling())
        if (c.type() == pugi::node_element) kids.push_back(c);
      if (XmlName(n) != "section") {
        todo.insert(todo.end(), kids.rbegin(), kids.rend());
        continue;
      }
      std::string num = Trim(flat_.FlattenToLine(n.child("num")));
      if (num.empty()) continue;  // keyed by its place: read as it stands
      sections.insert(num);
      for (const pugi::xml_node& c : kids) {
        if (!IsHierarchy(XmlName(c))) continue;
        Level l{c, num, num, "", ""};
        std::vector<XmlParagraph> text = OwnText(c);
        std::string cnum = Trim(flat_.FlattenToLine(c.child("num")));
        if (!text.empty())
          if (auto loc = LabelOf(text[0].text, cnum, num)) {
            l.section = loc->section;
            l.key = loc->Path();
          }
        Shape(c, &l.shape);
        flattened_[c.internal_object()] = std::move(text);
        section_levels_.insert(c.internal_object());
        levels.push_back(std::move(l));
      }
    }
    // What is read: every level its own section's element holds, and the
    // first of each other shape of a label.
    std::unordered_map<std::string, std::vector<size_t>> read;  // key -> levels
    std::vector<int> fate(levels.size(), 0);  // 0 in place, 1 moved, 2 copy
    std::vector<size_t> copy_of(levels.size(), 0);
    std::set<std::string> missing;  // sections named by labels only
    for (size_t i = 0; i < levels.size(); ++i)
      if (levels[i].section == levels[i].holder || levels[i].key.empty())
        read[levels[i].key].push_back(i);
    for (size_t i = 0; i < levels.size(); ++i) {
      Level& l = levels[i];
      if (l.section == l.holder || l.key.empty()) continue;
      std::vector<size_t>& same = read[l.key];
      auto it = std::find_if(same.begin(), same.end(), [&](size_t j) {
        return levels[j].shape == l.shape;
      });
      if (it != same.end()) {
        fate[i] = 2;
        copy_of[i] = *it;
        continue;
      }
      same.push_back(i);
      fate[i] = 1;
      if (!sections.count(l.section) && missing.insert(l.section).second)
        implied_after_[l.holder].push_back(l.section);
    }
    // Each section's list: its own levels in order, then each moved level
    // after the level its copy follows in the element that holds it.
    std::map<std::string, std::vector<size_t>> lists;
    for (size_t i = 0; i < levels.size(); ++i)
      if (fate[i] == 0) lists[levels[i].holder].push_back(i);
    for (size_t i = 0; i < levels.size(); ++i) {
      if (fate[i] != 1) continue;
      std::vector<size_t>& list = lists[levels[i].section];
      auto at = list.end();
      for (size_t j = i; j-- > 0 && levels[j].holder == levels[i].holder;) {
        if (levels[j].section != levels[i].section) continue;
        auto after = std::find_if(list.begin(), list.end(), [&](size_t k) {
          return levels[k].key == levels[j].key;
        });
        if (after != list.end()) at = after + 1;
        break;
      }
      list.insert(at, i);
      bool implied = missing.count(levels[i].section) > 0;
      (implied ? implied_ : moved_)
          .push_back(levels[i].key + " in " + levels[i].holder);
      int& first = implied ? implied_line_ : moved_line_;
      if (first == 0) first = x_.LineOf(levels[i].node);
    }
    for (auto& [section, list] : lists)
      for (size_t i : list) planned_[section].push_back(levels[i].node);
    for (size_t i = 0; i < levels.size(); ++i)
      if (fate[i] == 2) {
        repeated_.push_back({x_.LineOf(levels[i].node),
                             levels[copy_of[i]].node.internal_object()});
        flattened_.erase(levels[i].node.internal_object());  // not read again
      }
  }

  // Reads the levels planned for the section being read, once.
  void ReadPlanned(int32_t section, int depth) {
    auto it = planned_.find(section_num_);
    if (it == planned_.end()) return;
    std::vector<pugi::xml_node> nodes = std::move(it->second);
    planned_.erase(it);
    for (const pugi::xml_node& n : nodes)
      if (depth < kMaxDepth)
        read_as_[n.internal_object()] = ReadLower(n, section, depth + 1);
  }

  // Records the repeated copies and reports the plan's moves, once a file.
  void Report() {
    const std::string& file = x_.source().name();
    Document& doc = b_.corpus()->documents[doc_];
    size_t recorded = 0;
    int first_line = 0;
    for (const auto& [line, node] : repeated_) {
      auto it = read_as_.find(node);
      if (it == read_as_.end()) {  // (its original was never read)
        reporter_->Error({file, line, 0},
                         "a level repeated here was not read where it stands "
                         "first; its words are lost");
        continue;
      }
      doc.repeated.push_back({line, it->second});
      if (recorded++ == 0) first_line = line;
    }
    if (recorded > 0)
      reporter_->Warn({file, first_line, 0},
                      std::to_string(recorded) +
                          " levels filed under other sections repeat, element "
                          "for element, one read under the section their "
                          "label names; each is read once");
    auto list = [](const std::vector<std::string>& v) {
      std::string l;
      for (size_t i = 0; i < v.size() && i < 3; ++i)
        l += (i ? ", " : "") + v[i];
      return v.size() > 3 ? l + ", ..." : l;
    };
    if (!moved_.empty())
      reporter_->Warn({file, moved_line_, 0},
                      std::to_string(moved_.size()) +
                          " levels stand only under other sections; read under "
                          "the section their label names (" + list(moved_) + ")");
    if (!implied_.empty())
      reporter_->Warn({file, implied_line_, 0},
                      std::to_string(implied_.size()) +
                          " levels are labelled for sections the file holds no "
                          "element of; read under those sections, implied (" +
                          list(implied_) + ")");
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
  int32_t doc_;
  Reporter* reporter_;
  std::string code_;
  std::vector<XmlParagraph> stray_;
  std::vector<std::string> misplaced_;
  std::string section_num_;  // path of the section being read
  // The plan: each section's levels in the order read; the elements of the
  // levels a section's element holds; copies not read again (line, the
  // element of the level they repeat); moved levels, for the report.
  std::map<std::string, std::vector<pugi::xml_node>> planned_;
  std::set<const void*> section_levels_;
  std::vector<std::pair<int, const void*>> repeated_;
  std::vector<std::string> moved_, implied_;
  int moved_line_ = 0, implied_line_ = 0;  // where the first stands
  // Sections the file holds no element of, by the section in whose element
  // their first level stands.
  std::map<std::string, std::vector<std::string>> implied_after_;
  std::unordered_map<const void*, int32_t> read_as_;  // element -> provision
  // The words of the levels the plan flattened and the reading has yet to
  // take (element -> paragraphs).
  std::unordered_map<const void*, std::vector<XmlParagraph>> flattened_;
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
