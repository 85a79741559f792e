// The page of one document: its provisions in reading order, nested, with
// citations linked in the text and each provision's cites / cited-by lists.
#ifndef LEXGRAPH_SITE_DOCUMENT_PAGE_H_
#define LEXGRAPH_SITE_DOCUMENT_PAGE_H_

#include <cstdint>
#include <string>

#include "site/site_context.h"

namespace lexgraph {

// The HTML of doc/<page> for document `doc`. Each provision is a <section>
// with id AnchorOf(key) (a repeated key in the same document gets "__2",
// "__3", ... appended); a provision nests inside its parent when the parent
// is still open in reading order, else it starts a new top-level section.
// A citation becomes a link over its byte span [begin, end) of the text when
// the span lies inside the text, on UTF-8 character boundaries, and after the
// previous kept span; other spans are ignored (the citation still shows in
// the provision's lists).
std::string RenderDocumentPage(const SiteContext& context, int32_t doc);

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_DOCUMENT_PAGE_H_
