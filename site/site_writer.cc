// Writing the site's files.
#include "site/site_writer.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string_view>

#include "site/assets.h"
#include "site/document_page.h"
#include "site/impact_page.h"
#include "site/index_page.h"
#include "site/search_page.h"
#include "site/site_context.h"

namespace lexgraph {
namespace {

Status WriteFile(const std::string& path, std::string_view content) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f)
    return Status::Error("cannot write " + path + ": " + std::strerror(errno));
  bool ok = std::fwrite(content.data(), 1, content.size(), f) == content.size();
  int saved = errno;
  if (std::fclose(f) != 0 && ok) {
    ok = false;
    saved = errno;
  }
  if (!ok)
    return Status::Error("cannot write " + path + ": " + std::strerror(saved));
  return Status::Ok();
}

}  // namespace

Status WriteSite(const Corpus& corpus, const CitationGraph& graph,
                 const std::string& dir) {
  SiteContext ctx(corpus, graph);
  const std::string root = dir.empty() ? "." : dir;

  std::error_code ec;
  if (!std::filesystem::is_directory(root, ec))
    return Status::Error("cannot write the site: " + root + " is not a folder");
  for (const char* sub : {"/doc", "/impact"}) {
    std::filesystem::create_directory(root + sub, ec);
    if (ec)
      return Status::Error("cannot create " + root + sub + ": " + ec.message());
  }

  struct Page {
    std::string name;
    std::string content;
  };
  for (const Page& p : {Page{"index.html", RenderIndexPage(ctx)},
                        Page{"search.html", RenderSearchPage(ctx)},
                        Page{"style.css", std::string(StyleCss())},
                        Page{"search.js", std::string(SearchJs())},
                        Page{"search-docs.js", SearchDocsScript(ctx)},
                        Page{"search-data.js", SearchDataScript(ctx)}}) {
    if (Status s = WriteFile(root + "/" + p.name, p.content); !s.ok()) return s;
  }
  for (int32_t d = 0; d < static_cast<int32_t>(corpus.documents.size()); ++d) {
    Status s =
        WriteFile(root + "/doc/" + ctx.pages()[d], RenderDocumentPage(ctx, d));
    if (!s.ok()) return s;
  }
  ImpactWork work(ctx);
  std::vector<ImpactSummary> summaries(ctx.ImpactSubjects().size());
  for (size_t i = 0; i < summaries.size(); ++i) {
    int32_t node = ctx.ImpactSubjects()[i];
    Status s = WriteFile(root + "/impact/" + ctx.ImpactPageName(node),
                         RenderImpactPage(ctx, &work, node, &summaries[i]));
    if (!s.ok()) return s;
  }
  return WriteFile(root + "/impact/index.html",
                   RenderImpactIndex(ctx, summaries));
}

}  // namespace lexgraph
