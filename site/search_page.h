// The search page and the client-side index it falls back to when no
// /api/search endpoint answers (e.g. when opened from disk).
#ifndef LEXGRAPH_SITE_SEARCH_PAGE_H_
#define LEXGRAPH_SITE_SEARCH_PAGE_H_

#include <string>

#include "site/site_context.h"

namespace lexgraph {

// search.html: takes the query from ?q=, shows up to 50 results (class
// "result") or a message (id "search-status", class "no-results" when
// nothing matches). Loads search-docs.js and search.js.
std::string RenderSearchPage(const SiteContext& context);

// search-docs.js: `var LEXGRAPH_DOCS = [{file, page, title, code}, ...]`,
// one per document in corpus order, page relative to the site root.
std::string SearchDocsScript(const SiteContext& context);

// search-data.js: `var LEXGRAPH_ITEMS = [[key, doc, heading, text], ...]`,
// one per provision in reading order, document by document; doc indexes
// LEXGRAPH_DOCS, heading is the provision's or its nearest ancestor's, text
// its own words followed by its notes. Provisions without text, heading or
// notes are left out.
std::string SearchDataScript(const SiteContext& context);

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_SEARCH_PAGE_H_
