// Parsing, flattening and word extraction shared by the XML readers.
#include "ingest/xml_text.h"

#include <pugixml.hpp>

#include <limits>

#include "ingest/tree_builder.h"

namespace lexgraph {
namespace {

constexpr unsigned kParseOptions =
    pugi::parse_default | pugi::parse_ws_pcdata;
// Below this depth the flattener recurses; deeper subtrees are walked
// without recursion (pathological nesting must not overflow the stack).
constexpr int kMaxRecursion = 200;

bool IsTextNode(const pugi::xml_node& n) {
  return n.type() == pugi::node_pcdata || n.type() == pugi::node_cdata;
}

// The white space of CollapseSpace: ASCII white space and U+00A0.
size_t SpaceLength(std::string_view s, size_t i) {
  unsigned char c = s[i];
  if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
      c == '\v')
    return 1;
  if (c == 0xC2 && i + 1 < s.size() &&
      static_cast<unsigned char>(s[i + 1]) == 0xA0)
    return 2;
  return 0;
}

// Appends the text of every text node under `node`, in document order,
// without recursion; element boundaries become spaces unless `inline_only`
// says the element is inline.
template <typename Visit>
void WalkIteratively(const pugi::xml_node& root, Visit visit) {
  pugi::xml_node n = root.first_child();
  while (n && n != root) {
    visit(n, /*entering=*/true);
    if (n.first_child()) {
      n = n.first_child();
      continue;
    }
    visit(n, /*entering=*/false);
    while (n != root && !n.next_sibling()) {
      n = n.parent();
      if (n != root) visit(n, /*entering=*/false);
    }
    if (n == root) break;
    n = n.next_sibling();
  }
}

XmlVocabulary MakeDc() {
  XmlVocabulary v;
  v.format = "dc-law-xml";
  v.inline_elements = {"cite", "Cite", "code-cite", "strong", "em", "span",
                       "underline", "sup", "sub", "b", "i", "u"};
  v.paragraph_elements = {"text", "tr", "center", "p"};
  v.citations = {{"cite", {"path", "doc"}},
                 {"code-cite", {"path", "doc"}},
                 {"Cite", {"path", "Doc", "doc"}}};
  v.known_elements = {"section", "num", "heading", "reason", "text", "para",
                      "prefix", "aftertext", "annotations", "annotation",
                      "cite", "code-cite", "strong", "em", "span",
                      "underline", "center", "br", "table", "tbody", "tr",
                      "td", "th", "img", "insert", "TODO", "sup", "sub",
                      "container", "include"};
  v.typed_notes_parent = "annotations";
  v.type_attribute = "type";
  return v;
}

XmlVocabulary MakeUslm() {
  XmlVocabulary v;
  v.format = "uslm";
  v.inline_elements = {"ref", "date", "i", "b", "sup", "sub", "inline",
                       "span", "a", "term", "shortTitle", "del", "ins",
                       "entity", "quotedText", "u", "em", "strong"};
  v.paragraph_elements = {"p", "tr"};
  v.citations = {{"ref", {"href"}}};
  v.known_elements = {
      "uscDoc", "meta", "main", "title", "subtitle", "chapter", "subchapter",
      "part", "subpart", "division", "subdivision", "article", "level",
      "section", "subsection", "paragraph", "subparagraph", "clause",
      "subclause", "item", "subitem", "subsubitem", "num", "heading",
      "content", "chapeau", "continuation", "proviso", "notes", "note",
      "sourceCredit", "toc", "layout", "header", "tocItem", "column", "p",
      "ref", "date", "i", "b", "sup", "sub", "inline", "quotedContent",
      "signature", "name", "role", "img", "br", "table", "colgroup", "col",
      "thead", "tbody", "tfoot", "tr", "td", "th", "span", "a", "docNumber",
      "docPublicationName", "type", "publisher", "created", "creator"};
  return v;
}

XmlVocabulary MakeAkn() {
  XmlVocabulary v;
  v.format = "akn";
  v.inline_elements = {"ref", "i", "b", "u", "sup", "sub", "span", "term",
                       "def", "date", "inline", "a", "abbr", "em", "strong"};
  v.paragraph_elements = {"p", "tr"};
  v.citations = {{"ref", {"href"}}};
  v.known_elements = {
      "akomaNtoso", "act", "meta", "identification", "FRBRWork",
      "FRBRExpression", "FRBRManifestation", "FRBRthis", "FRBRuri",
      "FRBRdate", "FRBRauthor", "FRBRcountry", "FRBRnumber", "FRBRname",
      "FRBRlanguage", "references", "TLCOrganization", "body", "chapter",
      "subchapter", "part", "title", "article", "section", "subsection",
      "paragraph", "subparagraph", "point", "clause", "subclause", "list",
      "item", "level", "hcontainer", "num", "heading", "content", "intro",
      "wrapUp", "p", "ref", "i", "b", "u", "sup", "sub", "span", "term",
      "def", "date", "inline", "br", "table", "tr", "td", "th", "a"};
  return v;
}

}  // namespace

const XmlVocabulary* XmlVocabularyFor(std::string_view format) {
  static const XmlVocabulary kDc = MakeDc(), kUslm = MakeUslm(),
                             kAkn = MakeAkn();
  if (format == kDc.format) return &kDc;
  if (format == kUslm.format) return &kUslm;
  if (format == kAkn.format) return &kAkn;
  return nullptr;
}

std::string_view XmlName(const pugi::xml_node& node) {
  std::string_view name = node.name();
  size_t colon = name.find(':');
  return colon == std::string_view::npos ? name : name.substr(colon + 1);
}

XmlSource::~XmlSource() = default;

Result<std::unique_ptr<XmlSource>> XmlSource::Parse(const SourceText& src,
                                                    Reporter* reporter) {
  std::unique_ptr<XmlSource> x(new XmlSource);
  x->doc_ = std::make_unique<pugi::xml_document>();
  x->src_ = &src;
  const std::string& text = src.text();
  pugi::xml_parse_result r = x->doc_->load_buffer(
      text.data(), text.size(), kParseOptions, pugi::encoding_utf8);
  if (!r) {
    size_t offset = r.offset < 0 ? 0 : static_cast<size_t>(r.offset);
    if (offset > text.size()) offset = text.size();
    int line = src.LineOfOffset(offset);
    int column = src.ColumnOfOffset(offset);
    std::string message =
        std::string("XML does not parse: ") + r.description();
    std::string shown;
    if (line >= 1 && static_cast<size_t>(line) <= src.lines().size())
      shown = std::string(src.lines()[line - 1]);
    reporter->Error({src.name(), line, column}, message, shown);
    return Status::Error(src.name() + ":" + std::to_string(line) + ":" +
                         std::to_string(column) + ": " + message);
  }
  return x;
}

int XmlSource::LineOf(const pugi::xml_node& node) const {
  ptrdiff_t off = node.offset_debug();
  if (off < 0) return 0;
  return src_->LineOfOffset(static_cast<size_t>(off));
}

struct XmlFlattener::Raw {
  std::string text;
  int line = 0;
  struct Span {
    size_t begin, end;
    std::string target;
  };
  std::vector<Span> spans;
};

XmlFlattener::XmlFlattener(const XmlVocabulary& vocab, const XmlSource& src,
                           Reporter* reporter)
    : vocab_(vocab), src_(src), reporter_(reporter) {}

void XmlFlattener::CheckKnown(const pugi::xml_node& node) {
  if (node.type() != pugi::node_element) return;
  std::string_view name = XmlName(node);
  if (vocab_.known_elements.count(name) || reported_.count(name)) return;
  reported_.emplace(name);
  int line = src_.LineOf(node);
  reporter_->Warn({src_.source().name(), line, 0},
                  "unknown element <" + std::string(node.name()) +
                      ">; its text is kept");
}

void XmlFlattener::EndParagraph(Raw* raw, std::vector<XmlParagraph>* out) {
  const std::string& s = raw->text;
  constexpr uint32_t kUnset = std::numeric_limits<uint32_t>::max();
  XmlParagraph p;
  p.line = raw->line;
  std::vector<uint32_t> land(s.size(), kUnset);
  bool pending = false;
  for (size_t i = 0; i < s.size();) {
    if (size_t n = SpaceLength(s, i)) {
      pending = !p.text.empty();
      i += n;
      continue;
    }
    if (pending) p.text.push_back(' ');
    pending = false;
    land[i] = static_cast<uint32_t>(p.text.size());
    p.text.push_back(s[i]);
    ++i;
  }
  for (const Raw::Span& sp : raw->spans) {
    size_t b = sp.begin, e = sp.end;
    while (b < e && land[b] == kUnset) ++b;
    while (e > b && land[e - 1] == kUnset) --e;
    if (b >= e) continue;
    p.citations.push_back({land[b], land[e - 1] + 1, sp.target});
  }
  if (!p.text.empty()) out->push_back(std::move(p));
  *raw = Raw();
}

void XmlFlattener::Walk(const pugi::xml_node& node, Raw* raw,
                        std::vector<XmlParagraph>* out) {
  if (IsTextNode(node)) {
    std::string_view v = node.value();
    if (raw->line == 0 && v.find_first_not_of(" \t\r\n") != v.npos)
      raw->line = src_.LineOf(node);
    raw->text += v;
    return;
  }
  if (node.type() != pugi::node_element) return;
  // Recursion depth, by counting ancestors only when deep: cheap for the
  // usual shallow documents.
  static thread_local int depth = 0;
  if (depth > kMaxRecursion) {
    raw->text += ' ';
    WalkIteratively(node, [&](const pugi::xml_node& n, bool entering) {
      if (entering && IsTextNode(n)) raw->text += n.value();
      if (n.type() == pugi::node_element) {
        CheckKnown(n);
        if (!vocab_.inline_elements.count(XmlName(n))) raw->text += ' ';
      }
    });
    raw->text += ' ';
    return;
  }
  CheckKnown(node);
  std::string_view name = XmlName(node);
  bool para = vocab_.paragraph_elements.count(name) > 0;
  bool inl = vocab_.inline_elements.count(name) > 0;
  if (para)
    EndParagraph(raw, out);
  else if (!inl)
    raw->text += ' ';
  const std::string* target = nullptr;
  std::string target_value;
  for (const auto& [element, attrs] : vocab_.citations) {
    if (element != std::string_view(node.name())) continue;
    for (const std::string& a : attrs)
      if (pugi::xml_attribute at = node.attribute(a.c_str())) {
        target_value = at.value();
        target = &target_value;
        break;
      }
  }
  size_t begin = raw->text.size();
  ++depth;
  for (pugi::xml_node c = node.first_child(); c; c = c.next_sibling())
    Walk(c, raw, out);
  --depth;
  if (target && !para) raw->spans.push_back({begin, raw->text.size(), *target});
  if (para)
    EndParagraph(raw, out);
  else if (!inl)
    raw->text += ' ';
}

std::vector<XmlParagraph> XmlFlattener::Flatten(const pugi::xml_node& node) {
  std::vector<XmlParagraph> out;
  Raw raw;
  Walk(node, &raw, &out);
  EndParagraph(&raw, &out);
  return out;
}

std::string XmlFlattener::FlattenToLine(const pugi::xml_node& node) {
  std::string line;
  for (const XmlParagraph& p : Flatten(node)) {
    if (!line.empty()) line += ' ';
    line += p.text;
  }
  return line;
}

void AppendParagraphs(TreeBuilder* b, int32_t provision,
                      std::vector<XmlParagraph> paragraphs) {
  for (XmlParagraph& p : paragraphs) {
    b->BreakParagraph(provision);
    b->Append(provision, p.text, p.line);
    Provision& prov = b->at(provision);
    uint32_t shift = static_cast<uint32_t>(prov.text.size() - p.text.size());
    for (MarkupCitation& c : p.citations) {
      c.begin += shift;
      c.end += shift;
      prov.markup_citations.push_back(std::move(c));
    }
  }
}

Result<std::string> XmlSourceWords(const SourceText& src,
                                   const XmlVocabulary& vocab) {
  pugi::xml_document doc;
  pugi::xml_parse_result r = doc.load_buffer(
      src.text().data(), src.text().size(), kParseOptions,
      pugi::encoding_utf8);
  if (!r) return Status::Error(src.name() + ": XML does not parse");
  std::string words;
  words.reserve(src.text().size());
  WalkIteratively(doc, [&](const pugi::xml_node& n, bool entering) {
    if (IsTextNode(n)) {
      if (entering) words += n.value();
      return;
    }
    if (n.type() != pugi::node_element) return;
    if (!vocab.inline_elements.count(XmlName(n))) words += ' ';
    if (entering && !vocab.type_attribute.empty() &&
        XmlName(n.parent()) == vocab.typed_notes_parent) {
      if (pugi::xml_attribute a = n.attribute(vocab.type_attribute.c_str()))
        words += std::string(" ") + a.value() + " ";
    }
  });
  return words;
}

}  // namespace lexgraph
