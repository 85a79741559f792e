// Reader for a code whose numbering was lost (format paragraph-text): each
// paragraph (lines up to a blank line) is a provision keyed in reading order
// under the manifest's chapter, "greendale:ch.17/p12". A short capitalized
// sentence opening a paragraph ("Areas to be regulated.") is its heading.
#include "ingest/reader.h"
#include "ingest/text_util.h"
#include "ingest/tree_builder.h"

namespace lexgraph {

void ReadParagraphText(const SourceText& src, int32_t doc, Corpus* corpus,
                       Reporter* reporter) {
  const DocumentSpec& spec = corpus->documents[doc].spec;
  std::string chapter = "ch." + (spec.options.count("chapter")
                                     ? spec.options.at("chapter")
                                     : std::string("0"));
  if (!spec.options.count("chapter"))
    reporter->Warn({spec.file, 0, 0},
                   "paragraph-text document has no 'chapter' in the "
                   "manifest; paragraphs are keyed under ch.0");
  TreeBuilder b(corpus, doc, reporter);
  int32_t current = kNoProvision;
  int count = 0;
  const auto& lines = src.lines();
  for (size_t i = 0; i < lines.size(); ++i) {
    int ln = static_cast<int>(i + 1);
    std::string_view line = Trim(lines[i]);
    if (line.empty()) {
      current = kNoProvision;
      continue;
    }
    if (current == kNoProvision) {
      Key key(spec.code, chapter + "/p" + std::to_string(++count));
      current = b.OpenNested(key, "", ln);
      size_t h = HeadingLength(line, 8);
      // A heading is a short phrase, not a short sentence with a verb.
      if (h > 0 && line.substr(0, h).find(" shall") == std::string_view::npos &&
          line.substr(0, h).find(" must") == std::string_view::npos &&
          line.substr(0, h).find(" may ") == std::string_view::npos) {
        b.SetHeading(current, std::string(line.substr(0, h)));
        line = Trim(line.substr(h));
        if (line.empty()) continue;
      }
    }
    b.Append(current, line, ln);
  }
}

}  // namespace lexgraph
