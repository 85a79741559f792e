// The home page, written as Markdown and rendered with cmark-gfm.
#include "site/index_page.h"

#include <map>
#include <vector>

#include "site/html.h"
#include "site/markdown.h"

namespace lexgraph {
namespace {

// Order of the kind groups; unknown kinds follow, by name.
int KindRank(const std::string& kind) {
  if (kind == "statute") return 0;
  if (kind == "rule") return 1;
  if (kind == "ordinance") return 2;
  return 3;
}

std::string KindHeading(const std::string& kind) {
  if (kind == "statute") return "Statutes";
  if (kind == "rule") return "Rules";
  if (kind == "ordinance") return "Ordinances";
  if (kind.empty()) return "Other documents";
  return kind;
}

std::string Plural(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::string IndexMarkdown(const SiteContext& ctx) {
  const Corpus& corpus = ctx.corpus();
  size_t citations = 0, unresolved = 0;
  for (size_t d = 0; d < corpus.documents.size(); ++d) {
    citations += ctx.Counts(static_cast<int32_t>(d)).citations;
    unresolved += ctx.Counts(static_cast<int32_t>(d)).unresolved;
  }
  std::string md = "# " + EscapeMarkdown(ctx.Title()) + "\n\n";
  md += Plural(corpus.documents.size(), "document", "documents") + ", " +
        Plural(corpus.provisions.size(), "provision", "provisions") + ", " +
        Plural(citations, "citation", "citations") + " (" +
        std::to_string(unresolved) + " unresolved).\n\n";
  md +=
      "Every provision's page shows its text with the citations linked, what "
      "it *cites* and what it is *cited by*. Citations that could not be "
      "resolved are marked, with the reason.\n\n";
  if (!ctx.ImpactSubjects().empty())
    md += "[What depends on what](impact/index.html): for each section the "
          "corpus cites, its own or outside it (a statute an ordinance "
          "implements), every provision that depends on it, directly or "
          "through a chain of citations.\n\n";

  std::map<std::pair<int, std::string>, std::vector<int32_t>> groups;
  for (int32_t d = 0; d < static_cast<int32_t>(corpus.documents.size()); ++d) {
    const std::string& kind = corpus.documents[d].spec.kind;
    groups[{KindRank(kind), KindRank(kind) < 3 ? "" : kind}].push_back(d);
  }
  for (const auto& [group, docs] : groups) {
    md += "## " +
          EscapeMarkdown(KindHeading(corpus.documents[docs[0]].spec.kind)) +
          "\n\n";
    md +=
        "| Document | Jurisdiction | Provisions | Citations | Unresolved | "
        "Cited from other documents |\n"
        "|---|---|--:|--:|--:|--:|\n";
    for (int32_t d : docs) {
      const DocumentSpec& spec = corpus.documents[d].spec;
      const DocumentCounts& n = ctx.Counts(d);
      std::string title = spec.title.empty() ? spec.file : spec.title;
      md += "| [" + EscapeMarkdown(title) + "](doc/" + ctx.pages()[d] + ") | " +
            EscapeMarkdown(spec.jurisdiction) + " | " +
            std::to_string(n.provisions) + " | " + std::to_string(n.citations) +
            " | " + std::to_string(n.unresolved) + " | " +
            std::to_string(n.cited_from_other_documents) + " |\n";
    }
    md += "\n";
  }
  if (corpus.documents.empty()) md += "The corpus has no documents.\n";
  return md;
}

std::string RenderIndexPage(const SiteContext& ctx) {
  std::string out = PageStart({ctx.Title(), ctx.Title(), "", "", false});
  std::string body = RenderMarkdown(IndexMarkdown(ctx));
  // The search form goes right under the title, before the rest of the prose.
  std::string form =
      "<form class=\"search-form big\" action=\"search.html\" method=\"get\" "
      "role=\"search\"><input type=\"search\" name=\"q\" aria-label=\"Search "
      "the provisions\" placeholder=\"Search provisions, e.g. piers\"> "
      "<button type=\"submit\">Search</button></form>\n";
  size_t after_h1 = body.find("</h1>\n");
  if (after_h1 == std::string::npos) {
    out += form + body;
  } else {
    after_h1 += 6;
    out += body.substr(0, after_h1) + form + body.substr(after_h1);
  }
  out += PageEnd();
  return out;
}

}  // namespace lexgraph
