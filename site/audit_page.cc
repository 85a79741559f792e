// Rendering the audit report as HTML.
#include "site/audit_page.h"

#include <algorithm>

#include "graph/report.h"
#include "site/assets.h"
#include "site/html.h"
#include "site/links.h"

namespace lexgraph {
namespace {

// The key, linked to its official text where the body of law has one.
std::string KeyHtml(const Key& key) {
  std::string out;
  std::optional<std::string> url = OfficialUrl(key);
  if (url) {
    out += "<a class=\"cite external\" href=\"";
    AppendHtml(&out, *url);
    out += "\">";
  }
  out += "<code class=\"key\">";
  AppendHtml(&out, key.ToString());
  out += "</code>";
  if (url) out += "</a>";
  return out;
}

void AppendImpact(const AuditReport& r, const ProvisionChange& c,
                  std::string* out) {
  const Corpus& nc = *r.new_corpus;
  const CitationGraph& g = *r.new_graph;
  if (c.impact.empty()) {
    *out += "<p class=\"legend\">Nothing in the corpus depends on it.</p>\n";
    return;
  }
  *out += "<p>" + std::to_string(c.impact.size()) +
          (c.impact.size() == 1 ? " provision depends" : " provisions depend") +
          " on it:</p>\n";
  int32_t doc = -1;
  for (const DependencyRow& row : c.impact) {
    const Provision& p = nc.provisions[g.nodes()[row.node].provision];
    if (p.doc != doc) {
      if (doc >= 0) *out += "</ul>\n";
      doc = p.doc;
      const DocumentSpec& spec = nc.documents[doc].spec;
      *out += "<h3>";
      AppendHtml(out, spec.title.empty() ? spec.file : spec.title);
      *out += " <span class=\"legend\">(";
      AppendHtml(out, spec.code);
      *out += ", ";
      AppendHtml(out, spec.file);
      *out += ")</span></h3>\n<ul class=\"impact\">\n";
    }
    const GraphEdge& e = g.edges()[row.edge];
    const Citation& cite = nc.citations[e.citation];
    *out += "<li><code class=\"key\">";
    AppendHtml(out, p.key.ToString());
    *out += "</code> <span class=\"legend\">line " + std::to_string(p.line) +
            ", depth " + std::to_string(row.depth) + ", cites ";
    AppendHtml(out, g.nodes()[e.to].key.ToString());
    if (row.through_container) *out += " (which contains the change)";
    *out += "</span><br><q>";
    AppendHtml(out, CitingSentence(nc, cite));
    *out += "</q>";
    if (row.via.size() > 2) {
      *out += "<br><span class=\"legend\">via ";
      AppendHtml(out, ViaText(g, row.via));
      *out += "</span>";
    }
    *out += "</li>\n";
  }
  *out += "</ul>\n";
}

}  // namespace

std::vector<std::pair<std::string, std::string>> RenderAuditPage(
    const AuditReport& r) {
  PageFrame frame;
  frame.title = "Audit of a change";
  frame.corpus_title = r.new_corpus && !r.new_corpus->title.empty()
                           ? r.new_corpus->title
                           : "lexgraph audit";
  frame.header_search = false;
  std::string out = PageStart(frame);
  out += "<h1>Audit of a change</h1>\n<dl class=\"doc-meta\"><div><dt>Old"
         "</dt><dd>";
  AppendHtml(&out, r.old_name);
  out += "</dd></div><div><dt>New</dt><dd>";
  AppendHtml(&out, r.new_name);
  out += "</dd></div></dl>\n<p>" + std::to_string(r.changed) + " changed, " +
         std::to_string(r.added) + " added, " + std::to_string(r.removed) +
         " removed; " + std::to_string(r.impacted) +
         " provision(s) of the new corpus depend on a change.</p>\n";
  for (const ProvisionChange& c : r.changes) {
    bool is_new = c.new_provision != kNoProvision;
    const Corpus& in = is_new ? *r.new_corpus : *r.old_corpus;
    const Provision& p = in.provisions[is_new ? c.new_provision
                                              : c.old_provision];
    out += "<section class=\"change ";
    out += ChangeKindName(c.kind);
    out += "\">\n<h2>";
    out += ChangeKindName(c.kind);
    out += " " + KeyHtml(c.key) + "</h2>\n<p class=\"legend\">";
    AppendHtml(&out, in.documents[p.doc].spec.file);
    out += ", line " + std::to_string(p.line) + "</p>\n";
    if (c.heading_changed) {
      out += "<p>Heading: <del>";
      AppendHtml(&out, r.old_corpus->provisions[c.old_provision].heading);
      out += "</del> <ins>";
      AppendHtml(&out, p.heading);
      out += "</ins></p>\n";
    }
    if (c.text_changed) {
      out += "<p class=\"diff\">";
      for (const WordChange& w : c.words) {
        const char* tag = w.op == WordChange::Op::kAdded     ? "ins"
                          : w.op == WordChange::Op::kRemoved ? "del"
                                                             : nullptr;
        if (tag) out += std::string("<") + tag + ">";
        AppendHtml(&out, w.text);
        if (tag) out += std::string("</") + tag + ">";
        out += " ";
      }
      out += "</p>\n";
    }
    if (c.notes_changed) out += "<p class=\"legend\">Notes changed.</p>\n";
    AppendImpact(r, c, &out);
    out += "</section>\n";
  }
  out += PageEnd();
  std::string css(StyleCss());
  css +=
      "\n/* audit report */\ndel { background: #fdd; }\n"
      "ins { background: #dfd; text-decoration: none; }\n"
      ".impact li { margin: 0.4rem 0; }\n";
  return {{"index.html", out}, {"style.css", css}};
}

}  // namespace lexgraph
