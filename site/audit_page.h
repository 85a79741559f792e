// The audit report of `lexgraph diff` as a web page in the site's frame.
#ifndef LEXGRAPH_SITE_AUDIT_PAGE_H_
#define LEXGRAPH_SITE_AUDIT_PAGE_H_

#include <string>
#include <utility>
#include <vector>

#include "graph/audit.h"

namespace lexgraph {

// The files of a stand-alone report folder: "index.html" (summary, then per
// change the key, the word-level changes as <del>/<ins>, and the provisions
// depending on it grouped by document with their citing sentences) and the
// site's "style.css" it uses. Names and contents, in that order.
std::vector<std::pair<std::string, std::string>> RenderAuditPage(
    const AuditReport& report);

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_AUDIT_PAGE_H_
