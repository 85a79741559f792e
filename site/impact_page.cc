// Rendering the impact pages and their index.
#include "site/impact_page.h"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "graph/queries.h"
#include "graph/report.h"
#include "site/html.h"
#include "site/links.h"

namespace lexgraph {
namespace {

// Subjects inside the corpus listed on the index, the most depended-on first.
constexpr size_t kInsideListed = 300;

// The subject's key, linked to its text: its provision on the site, or its
// official address, or nothing.
std::string SubjectKeyHtml(const SiteContext& ctx, int32_t node,
                           const std::string& root) {
  const GraphNode& n = ctx.graph().nodes()[node];
  std::string href, cls;
  if (n.provision != kNoProvision) {
    href = root + ctx.ProvisionHref(n.provision, -1);
    cls = "internal";
  } else if (std::optional<std::string> url = OfficialUrl(n.key)) {
    href = *url;
    cls = "external";
  }
  std::string out;
  if (!href.empty()) {
    out += "<a class=\"" + cls + "\" href=\"";
    AppendHtml(&out, href);
    out += "\">";
  }
  out += "<code class=\"key\">";
  AppendHtml(&out, n.key.ToString());
  out += "</code>";
  if (!href.empty()) out += "</a>";
  return out;
}

std::string Plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// A provision that cites the subject, a key within it or a key containing
// it: its key, document and heading, what it cites and the citing sentence.
void AppendRow(const SiteContext& ctx, const DependencyRow& row,
               std::string* out) {
  const Corpus& corpus = ctx.corpus();
  const CitationGraph& g = ctx.graph();
  int32_t provision = g.nodes()[row.node].provision;
  const Provision& p = corpus.provisions[provision];
  *out += "<li><a class=\"internal\" href=\"../";
  AppendHtml(out, ctx.ProvisionHref(provision, -1));
  *out += "\"><code class=\"key\">";
  AppendHtml(out, p.key.ToString());
  *out += "</code></a> <span class=\"legend\">";
  // The document by its title (a file name says nothing the key does not).
  const std::string& title = corpus.documents[p.doc].spec.title;
  AppendHtml(out, title);
  const std::string& heading = ctx.NearestHeading(provision);
  if (!heading.empty()) {
    if (!title.empty()) *out += " \xC2\xB7 ";
    AppendHtml(out, heading);
  }
  *out += "</span><br><span class=\"legend\">";
  if (row.edge >= 0) {
    const GraphEdge& e = g.edges()[row.edge];
    const Citation& cite = corpus.citations[e.citation];
    if (!cite.relation.empty()) {
      AppendHtml(out, cite.relation);
      *out += " ";
    }
    *out += "<code class=\"key\">";
    AppendHtml(out, g.nodes()[e.to].key.ToString());
    *out += "</code>";
    if (row.through_container) *out += ", which contains it";
    *out += "</span><br><q>";
    AppendHtml(out, CitingSentence(corpus, cite));
    *out += "</q>";
  } else {
    *out += "</span>";
  }
  *out += "</li>\n";
}

// A provision that depends on the subject through others: its key, the
// provision it cites on the way, and the number of citations in the chain.
void AppendBriefRow(const SiteContext& ctx, const DependencyRow& row,
                    std::string* out) {
  const CitationGraph& g = ctx.graph();
  int32_t provision = g.nodes()[row.node].provision;
  *out += "<li><a class=\"internal\" href=\"../";
  AppendHtml(out, ctx.ProvisionHref(provision, -1));
  *out += "\"><code class=\"key\">";
  AppendHtml(out, g.nodes()[row.node].key.ToString());
  *out += "</code></a> <span class=\"legend\">through ";
  int32_t through = row.edge >= 0 ? g.edges()[row.edge].to : row.from;
  *out += "<code class=\"key\">";
  AppendHtml(out, g.nodes()[through].key.ToString());
  *out += "</code>, " + std::to_string(row.depth) + " citations away</span></li>\n";
}

}  // namespace

std::string RenderImpactPage(const SiteContext& ctx, ImpactWork* work,
                             int32_t subject, ImpactSummary* summary) {
  const CitationGraph& g = ctx.graph();
  const Key& key = g.nodes()[subject].key;
  std::vector<DependencyRow> rows =
      work->search.Run({subject}, 0, /*with_via=*/false);
  *summary = ImpactSummary{};
  summary->node = subject;
  for (const DependencyRow& r : rows) {
    if (r.depth > 1) {
      ++summary->indirect;
    } else if (r.through_container) {
      ++summary->contained;
    } else {
      ++summary->direct;
    }
  }
  // Direct rows first, then as the command prints them: by document, in
  // reading order, under a heading per body of law.
  std::stable_sort(rows.begin(), rows.end(),
                   [](const DependencyRow& a, const DependencyRow& b) {
                     return a.depth < b.depth;
                   });
  auto first_indirect =
      std::find_if(rows.begin(), rows.end(),
                   [](const DependencyRow& r) { return r.depth > 1; });
  std::vector<DependencyRow> direct(rows.begin(), first_indirect);
  std::vector<DependencyRow> indirect(first_indirect, rows.end());
  size_t hidden = 0;
  for (auto* list : {&direct, &indirect}) {
    size_t shown =
        list == &direct ? kImpactDirectShown : kImpactIndirectShown;
    if (list->size() > shown) {
      hidden += list->size() - shown;
      list->resize(shown);
    }
    *list = ByDocument(work->ranks, g, std::move(*list));
    std::unordered_map<std::string, size_t> code_rank;
    for (const DependencyRow& r : *list)
      code_rank.emplace(g.nodes()[r.node].key.code(), code_rank.size());
    std::stable_sort(list->begin(), list->end(),
                     [&](const DependencyRow& x, const DependencyRow& y) {
                       return code_rank[g.nodes()[x.node].key.code()] <
                              code_rank[g.nodes()[y.node].key.code()];
                     });
  }

  PageFrame frame;
  frame.title = "What depends on " + key.ToString();
  frame.corpus_title = ctx.Title();
  frame.root = "../";
  std::string out = PageStart(frame);
  out += "<nav class=\"crumbs\"><a href=\"../index.html\">Home</a> \xE2\x80\xBA "
         "<a href=\"index.html\">Impact</a></nav>\n";
  out += "<h1>What depends on " + SubjectKeyHtml(ctx, subject, "../") +
         "</h1>\n<p class=\"impact-summary\">";
  if (g.nodes()[subject].provision == kNoProvision)
    out += "Not in this corpus. ";
  out += Plural(summary->total(), "provision depends", "provisions depend") +
         " on it or on a key within it: " +
         Plural(summary->direct, "cites it", "cite it") + " directly, " +
         std::to_string(summary->contained) +
         " cite a key that contains it, and " +
         std::to_string(summary->indirect) +
         " depend on it through other provisions.</p>\n";
  if (hidden > 0) {
    out += "<p class=\"legend\">" + std::to_string(hidden) +
           " more are not listed here; <code>lexgraph impact OUT ";
    AppendHtml(&out, key.ToString());
    out += "</code> lists them all.</p>\n";
  }
  auto group = [&](const std::vector<DependencyRow>& list, bool full) {
    std::string code;
    for (const DependencyRow& r : list) {
      const std::string& c = g.nodes()[r.node].key.code();
      if (c != code) {
        if (!code.empty()) out += "</ul>\n";
        code = c;
        out += "<h3><code>";
        AppendHtml(&out, code);
        out += full ? "</code></h3>\n<ul class=\"impact\">\n"
                    : "</code></h3>\n<ul class=\"impact brief\">\n";
      }
      if (full) {
        AppendRow(ctx, r, &out);
      } else {
        AppendBriefRow(ctx, r, &out);
      }
    }
    if (!code.empty()) out += "</ul>\n";
  };
  if (!direct.empty()) {
    out += "<h2>Citing it</h2>\n";
    group(direct, true);
  }
  if (!indirect.empty()) {
    out += "<h2>Through other provisions</h2>\n";
    group(indirect, false);
  }
  out += PageEnd();
  return out;
}

std::string RenderImpactIndex(const SiteContext& ctx,
                              const std::vector<ImpactSummary>& summaries) {
  const CitationGraph& g = ctx.graph();
  PageFrame frame;
  frame.title = "Impact";
  frame.corpus_title = ctx.Title();
  frame.root = "../";
  std::string out = PageStart(frame);
  out += "<nav class=\"crumbs\"><a href=\"../index.html\">Home</a></nav>\n"
         "<h1>Impact: what depends on what</h1>\n<p>Each key below has a "
         "page listing every provision of the corpus that depends on it: "
         "those that cite it or a key within it, those that cite a key "
         "containing it, and those that depend on it through a chain of "
         "citations, with the citing sentences. <code>lexgraph impact OUT "
         "KEY</code> answers the same question for any key.</p>\n";

  auto table_start = [&](std::string* o) {
    *o += "<table class=\"impact-index\"><thead><tr><th>Key</th>"
          "<th>Directly</th><th>Through a containing key</th>"
          "<th>Through other provisions</th></tr></thead><tbody>\n";
  };
  auto table_row = [&](const ImpactSummary& s, std::string* o) {
    *o += "<tr><td><a href=\"";
    AppendHtml(o, ctx.ImpactPageName(s.node));
    *o += "\"><code class=\"key\">";
    AppendHtml(o, g.nodes()[s.node].key.ToString());
    *o += "</code></a></td><td>" + std::to_string(s.direct) + "</td><td>" +
          std::to_string(s.contained) + "</td><td>" +
          std::to_string(s.indirect) + "</td></tr>\n";
  };

  // Outside the corpus, by body of law: what a change elsewhere touches.
  std::map<std::string, std::vector<const ImpactSummary*>> outside;
  std::vector<const ImpactSummary*> inside;
  for (const ImpactSummary& s : summaries) {
    if (s.total() == 0) continue;
    if (g.nodes()[s.node].provision == kNoProvision) {
      outside[g.nodes()[s.node].key.code()].push_back(&s);
    } else {
      inside.push_back(&s);
    }
  }
  out += "<h2>Cited from outside this corpus</h2>\n";
  if (outside.empty())
    out += "<p class=\"legend\">The corpus cites nothing outside it.</p>\n";
  for (const auto& [code, list] : outside) {
    out += "<h3><code>";
    AppendHtml(&out, code);
    out += "</code> <span class=\"legend\">" +
           Plural(static_cast<int>(list.size()), "key", "keys") +
           "</span></h3>\n";
    table_start(&out);
    for (const ImpactSummary* s : list) table_row(*s, &out);
    out += "</tbody></table>\n";
  }

  out += "<h2>Cited inside this corpus</h2>\n";
  std::stable_sort(inside.begin(), inside.end(),
                   [](const ImpactSummary* a, const ImpactSummary* b) {
                     return a->total() > b->total();
                   });
  if (inside.size() > kInsideListed) {
    out += "<p class=\"legend\">The " + std::to_string(kInsideListed) +
           " most depended-on of " + std::to_string(inside.size()) +
           "; every provision's page links to its own.</p>\n";
    inside.resize(kInsideListed);
  }
  if (inside.empty())
    out += "<p class=\"legend\">No provision of the corpus cites another.</p>\n";
  if (!inside.empty()) {
    table_start(&out);
    for (const ImpactSummary* s : inside) table_row(*s, &out);
    out += "</tbody></table>\n";
  }
  out += PageEnd();
  return out;
}

}  // namespace lexgraph
