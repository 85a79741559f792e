// What the XML readers (dc-law-xml, uslm, akn) share: parsing a source into
// a pugixml document with diagnostics at line:column, the per-format
// vocabulary (which elements are inline, which carry citations) and the
// flattening of mixed content into collapsed paragraphs with the spans of
// their markup citations. Also the "words of an XML source" that the
// conservation check compares with the provisions.
//
// The contract between the readers and the conservation check: the words of
// an XML document are those of its text nodes, where the text nodes inside
// one run of inline elements are joined as they stand ("10<sup>6</sup>" is
// one word) and every other element boundary separates words. Readers keep
// every text node in some field and never join across a non-inline element.
#ifndef LEXGRAPH_INGEST_XML_TEXT_H_
#define LEXGRAPH_INGEST_XML_TEXT_H_

#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"
#include "corpus/status.h"
#include "ingest/source_text.h"

namespace pugi {
class xml_node;
class xml_document;
}  // namespace pugi

namespace lexgraph {

// How one XML format is read as text.
struct XmlVocabulary {
  std::string format;
  // Elements whose text joins its neighbours without a separator.
  std::set<std::string, std::less<>> inline_elements;
  // Elements that start a new paragraph of text ("p", D.C.'s nested "text").
  std::set<std::string, std::less<>> paragraph_elements;
  // Citation markup: element name -> attributes naming the target, the
  // first present one wins ("cite" -> {"path", "doc"}).
  std::vector<std::pair<std::string, std::vector<std::string>>> citations;
  // Elements the reader knows; any other is reported once as unknown.
  std::set<std::string, std::less<>> known_elements;
  // dc-law-xml prefixes each note with its `type` attribute ("History: ");
  // those attribute values count as source words for the elements named
  // here (element name -> attribute), when their parent is `notes_parent`.
  std::string typed_notes_parent;
  std::string type_attribute;
};

// The vocabulary of an XML format, or nullptr when `format` is not XML.
const XmlVocabulary* XmlVocabularyFor(std::string_view format);

// An element's name without its namespace prefix ("codify:insert" ->
// "insert", "dc:title" -> "title").
std::string_view XmlName(const pugi::xml_node& node);

// A parsed XML source. The document keeps pointers into itself: hold it by
// unique_ptr.
class XmlSource {
 public:
  ~XmlSource();
  // Parses `src`. On a parse failure reports
  // "FILE:LINE:COLUMN: error: XML does not parse: <reason>" with the line,
  // and returns a failed Status.
  static Result<std::unique_ptr<XmlSource>> Parse(const SourceText& src,
                                                  Reporter* reporter);
  const pugi::xml_document& document() const { return *doc_; }
  const SourceText& source() const { return *src_; }
  // 1-based line of a node (its start tag); 0 when unknown.
  int LineOf(const pugi::xml_node& node) const;

 private:
  XmlSource() = default;
  std::unique_ptr<pugi::xml_document> doc_;
  const SourceText* src_ = nullptr;
};

// A paragraph of flattened text: white space collapsed as
// TreeBuilder::Append does, with the markup citations inside it.
struct XmlParagraph {
  std::string text;
  std::vector<MarkupCitation> citations;  // spans in `text`
  int line = 0;
};

// Flattens mixed content into paragraphs and reports unknown elements once
// per name per document.
class XmlFlattener {
 public:
  XmlFlattener(const XmlVocabulary& vocab, const XmlSource& src,
               Reporter* reporter);

  // The text of `node`'s whole subtree (the node itself included when it is
  // a text node). Paragraph elements start new paragraphs; empty paragraphs
  // are dropped.
  std::vector<XmlParagraph> Flatten(const pugi::xml_node& node);
  // Flatten joined into one line with single spaces (for headings, notes).
  std::string FlattenToLine(const pugi::xml_node& node);

  // Reports `node` as unknown unless its name is known or already reported.
  void CheckKnown(const pugi::xml_node& node);

 private:
  struct Raw;
  void Walk(const pugi::xml_node& node, Raw* raw,
            std::vector<XmlParagraph>* out);
  void EndParagraph(Raw* raw, std::vector<XmlParagraph>* out);

  const XmlVocabulary& vocab_;
  const XmlSource& src_;
  Reporter* reporter_;
  std::set<std::string, std::less<>> reported_;
};

// Appends paragraphs to a provision through the TreeBuilder, each as a new
// paragraph, moving their markup citations into the provision.
class TreeBuilder;
void AppendParagraphs(TreeBuilder* b, int32_t provision,
                      std::vector<XmlParagraph> paragraphs);

// The words of an XML source as one string (see the contract above), for
// the conservation check. Fails when the text does not parse.
Result<std::string> XmlSourceWords(const SourceText& src,
                                   const XmlVocabulary& vocab);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_XML_TEXT_H_
