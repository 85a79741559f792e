// The home page: corpus title, search box, documents grouped by kind.
#ifndef LEXGRAPH_SITE_INDEX_PAGE_H_
#define LEXGRAPH_SITE_INDEX_PAGE_H_

#include <string>

#include "site/site_context.h"

namespace lexgraph {

// The Markdown of the home page's body: title, totals, and per kind
// (statute, rule, ordinance, then others) a table of the documents with
// jurisdiction and counts. All corpus text in it is escaped.
std::string IndexMarkdown(const SiteContext& context);

// index.html: the frame, a search form (GET search.html, field q) and
// IndexMarkdown rendered by cmark-gfm.
std::string RenderIndexPage(const SiteContext& context);

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_INDEX_PAGE_H_
