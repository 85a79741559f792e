// search.html and the data files for its client-side search.
#include "site/search_page.h"

#include "site/html.h"

namespace lexgraph {

std::string RenderSearchPage(const SiteContext& ctx) {
  std::string out = PageStart({"Search", ctx.Title(), "", "", false});
  out +=
      "<h1>Search</h1>\n"
      "<form class=\"search-form big\" action=\"search.html\" method=\"get\" "
      "role=\"search\"><input type=\"search\" id=\"q\" name=\"q\" "
      "aria-label=\"Search the provisions\" placeholder=\"Search provisions, "
      "e.g. piers\"> <button type=\"submit\">Search</button></form>\n"
      "<p class=\"search-help\">All words must appear; a word also finds "
      "longer words that start with it (<i>pier</i> finds <i>piers</i>).</p>\n"
      "<p id=\"search-status\" class=\"search-status\" role=\"status\">"
      "<noscript>Search needs JavaScript. Every document is listed on the "
      "<a href=\"index.html\">home page</a>.</noscript></p>\n"
      "<ol id=\"results\" class=\"results\"></ol>\n"
      "<script src=\"search-docs.js\"></script>\n"
      "<script src=\"search.js\"></script>\n";
  out += PageEnd();
  return out;
}

std::string SearchDocsScript(const SiteContext& ctx) {
  const Corpus& corpus = ctx.corpus();
  std::string out =
      "// Documents of the site, for search.js.\nvar LEXGRAPH_DOCS = [\n";
  for (size_t d = 0; d < corpus.documents.size(); ++d) {
    const DocumentSpec& spec = corpus.documents[d].spec;
    out += "{\"file\":";
    AppendJsString(&out, spec.file);
    out += ",\"page\":";
    AppendJsString(&out, "doc/" + ctx.pages()[d]);
    out += ",\"title\":";
    AppendJsString(&out, spec.title.empty() ? spec.file : spec.title);
    out += ",\"code\":";
    AppendJsString(&out, spec.code);
    out += d + 1 < corpus.documents.size() ? "},\n" : "}\n";
  }
  out += "];\n";
  return out;
}

std::string SearchDataScript(const SiteContext& ctx) {
  const Corpus& corpus = ctx.corpus();
  std::string out =
      "// Provisions for search.js: [key, doc, heading, text].\n"
      "var LEXGRAPH_ITEMS = [\n";
  bool first = true;
  for (size_t d = 0; d < corpus.documents.size(); ++d) {
    for (int32_t id : corpus.documents[d].provisions) {
      const Provision& p = corpus.provisions[id];
      if (p.text.empty() && p.heading.empty() && p.notes.empty()) continue;
      std::string text = p.text;
      for (const std::string& note : p.notes) {
        if (!text.empty()) text += ' ';
        text += note;
      }
      out += first ? "[" : ",\n[";
      first = false;
      AppendJsString(&out, p.key.ToString());
      out += "," + std::to_string(d) + ",";
      AppendJsString(&out, ctx.NearestHeading(id));
      out += ",";
      AppendJsString(&out, text);
      out += "]";
    }
  }
  out += "\n];\n";
  return out;
}

}  // namespace lexgraph
