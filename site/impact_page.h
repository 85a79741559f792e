// The impact pages: for each subject of the site (the section-level key of
// something the corpus cites, inside the corpus or not), every provision
// that depends on it — directly, through a key that contains it, or through
// a chain of citations — grouped by body of law, with the citing sentences;
// and an index of the subjects. The same query as `lexgraph impact KEY`
// (graph/queries.h), so a page and the command agree.
#ifndef LEXGRAPH_SITE_IMPACT_PAGE_H_
#define LEXGRAPH_SITE_IMPACT_PAGE_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "graph/queries.h"
#include "graph/report.h"
#include "site/site_context.h"

namespace lexgraph {

// Rows shown on one impact page: those that cite the subject (or a key
// containing it), each with its citing sentence, and those that depend on it
// through other provisions, each as a key and the provision it goes
// through. The rest are counted, and the page names the command that lists
// them all.
inline constexpr size_t kImpactDirectShown = 300;
inline constexpr size_t kImpactIndirectShown = 50;

// What a subject's page counted, for the index.
struct ImpactSummary {
  int32_t node = -1;
  int direct = 0;     // cite it or a key within it
  int contained = 0;  // cite a key that contains it
  int indirect = 0;   // depend on it through other provisions
  int total() const { return direct + contained + indirect; }
};

// What rendering the pages one after another shares.
struct ImpactWork {
  explicit ImpactWork(const SiteContext& ctx)
      : search(ctx.graph()), ranks(ReadingRanks(ctx.corpus())) {}
  ImpactSearch search;
  std::vector<int32_t> ranks;  // ReadingRanks of the corpus
};

// The page of one subject node (impact/NAME.html); fills `summary`.
std::string RenderImpactPage(const SiteContext& ctx, ImpactWork* work,
                             int32_t subject, ImpactSummary* summary);

// impact/index.html: the subjects outside the corpus, by body of law, and
// the most depended-on subjects inside it.
std::string RenderImpactIndex(const SiteContext& ctx,
                              const std::vector<ImpactSummary>& summaries);

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_IMPACT_PAGE_H_
