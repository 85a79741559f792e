// Document pages.
#include "site/document_page.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "site/html.h"
#include "site/links.h"

namespace lexgraph {
namespace {

// Lists longer than this fold into a <details> element.
constexpr size_t kFoldAfter = 12;

struct Span {
  uint32_t begin, end;
  int32_t citation;
};

bool IsContinuationByte(std::string_view text, uint32_t at) {
  return at < text.size() &&
         (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80;
}

// The citation spans of a provision that can be marked in its text (or,
// `heading`, in its heading).
std::vector<Span> UsableSpans(const SiteContext& ctx, int32_t provision, bool heading = false) {
  const Provision& p = ctx.corpus().provisions[provision];
  const std::string& text = heading ? p.heading : p.text;
  std::vector<Span> spans;
  uint32_t last_end = 0;
  for (int32_t c : ctx.CitationsOf(provision)) {  // sorted by begin
    const Citation& cite = ctx.corpus().citations[c];
    if (cite.in_heading != heading) continue;
    if (cite.begin >= cite.end || cite.end > text.size() ||
        cite.begin < last_end || IsContinuationByte(text, cite.begin) ||
        IsContinuationByte(text, cite.end))
      continue;
    spans.push_back({cite.begin, cite.end, c});
    last_end = cite.end;
  }
  return spans;
}

void AppendAttr(std::string* out, std::string_view name,
                std::string_view value) {
  *out += ' ';
  *out += name;
  *out += "=\"";
  AppendHtml(out, value);
  *out += '"';
}

// The opening and closing tags around a citation's words.
std::pair<std::string, std::string> CitationTags(const SiteContext& ctx,
                                                 const Citation& cite,
                                                 int32_t doc) {
  std::string open;
  if (cite.status == CitationStatus::kUnresolved) {
    open = "<span class=\"cite unresolved\"";
    AppendAttr(&open, "title",
               cite.reason.empty() ? "unresolved citation" : cite.reason);
    return {open + ">", "</span>"};
  }
  if (cite.targets.empty()) return {"<span class=\"cite\">", "</span>"};
  KeyLink link = ctx.LinkTo(cite.targets[0], doc);
  std::string title = link.title;
  if (cite.targets.size() > 1) {
    title = "Cites ";
    for (size_t i = 0; i < cite.targets.size(); ++i) {
      if (i) title += ", ";
      title += cite.targets[i].ToString();
    }
  }
  if (link.href.empty()) {
    open = "<span class=\"cite " + link.cls + "\"";
    AppendAttr(&open, "title", title);
    return {open + ">", "</span>"};
  }
  open = "<a class=\"cite " + link.cls + "\"";
  AppendAttr(&open, "href", link.href);
  AppendAttr(&open, "title", title);
  return {open + ">", "</a>"};
}

// The heading, its citations marked.
void AppendHeading(const SiteContext& ctx, int32_t provision, int32_t doc, std::string* out) {
  const std::string& heading = ctx.corpus().provisions[provision].heading;
  uint32_t cur = 0;
  for (const Span& s : UsableSpans(ctx, provision, /*heading=*/true)) {
    auto [open, close] = CitationTags(ctx, ctx.corpus().citations[s.citation], doc);
    AppendHtml(out, std::string_view(heading).substr(cur, s.begin - cur));
    *out += open;
    AppendHtml(out, std::string_view(heading).substr(s.begin, s.end - s.begin));
    *out += close;
    cur = s.end;
  }
  AppendHtml(out, std::string_view(heading).substr(cur));
}

// The text from byte `start` on as paragraphs (split at '\n'), with
// citation spans marked; `lead` (HTML) opens the first paragraph.
void AppendText(const SiteContext& ctx, int32_t provision, int32_t doc,
                uint32_t start, std::string lead, std::string* out) {
  const std::string& text = ctx.corpus().provisions[provision].text;
  std::vector<Span> spans = UsableSpans(ctx, provision);
  std::vector<std::pair<std::string, std::string>> tags;
  tags.reserve(spans.size());
  for (const Span& s : spans)
    tags.push_back(CitationTags(ctx, ctx.corpus().citations[s.citation], doc));
  size_t next_span = 0;
  uint32_t pb = start;
  while (pb <= text.size()) {
    size_t nl = text.find('\n', pb);
    uint32_t pe = nl == std::string::npos ? static_cast<uint32_t>(text.size())
                                          : static_cast<uint32_t>(nl);
    if (pe > pb) {
      *out += "<p>" + lead;
      lead.clear();
      uint32_t cur = pb;
      while (next_span < spans.size() && spans[next_span].end <= pb)
        ++next_span;
      for (size_t k = next_span; k < spans.size() && spans[k].begin < pe; ++k) {
        uint32_t s = std::max(spans[k].begin, pb);
        uint32_t e = std::min(spans[k].end, pe);
        AppendHtml(out, std::string_view(text).substr(cur, s - cur));
        *out += tags[k].first;
        AppendHtml(out, std::string_view(text).substr(s, e - s));
        *out += tags[k].second;
        cur = e;
      }
      AppendHtml(out, std::string_view(text).substr(cur, pe - cur));
      *out += "</p>\n";
    }
    if (nl == std::string::npos) break;
    pb = pe + 1;
  }
}

// One "Cites:" / "Cited by:" row; `items` are finished <li> elements.
void AppendRefsRow(std::string_view cls, std::string_view label,
                   std::string_view noun, const std::vector<std::string>& items,
                   std::string* out) {
  if (items.empty()) return;
  std::string list = "<ul class=\"refs-list\">";
  for (const std::string& item : items) list += item;
  list += "</ul>";
  if (items.size() > kFoldAfter) {
    *out += "<details class=\"refs-row ";
    *out += cls;
    *out += "\"><summary><span class=\"refs-label\">";
    *out += label;
    *out += "</span> " + std::to_string(items.size()) + " ";
    *out += noun;
    *out += "</summary>" + list + "</details>\n";
  } else {
    *out += "<div class=\"refs-row ";
    *out += cls;
    *out += "\"><span class=\"refs-label\">";
    *out += label;
    *out += "</span> " + list + "</div>\n";
  }
}

std::string LinkItem(const KeyLink& link, const std::string& text) {
  std::string li = "<li>";
  if (link.href.empty()) {
    li += "<span class=\"" + link.cls + "\"";
    AppendAttr(&li, "title", link.title);
    li += ">";
    AppendHtml(&li, text);
    li += "</span>";
  } else {
    li += "<a class=\"" + link.cls + "\"";
    AppendAttr(&li, "href", link.href);
    AppendAttr(&li, "title", link.title);
    li += ">";
    AppendHtml(&li, text);
    li += "</a>";
  }
  return li + "</li>";
}

// What the provision cites, what cites it, and its unresolved citations.
void AppendRefs(const SiteContext& ctx, int32_t provision, int32_t doc,
                std::string* out) {
  const Corpus& corpus = ctx.corpus();
  const CitationGraph& graph = ctx.graph();
  int32_t node = graph.NodeOfProvision(provision);

  std::vector<std::string> cites, cited_by, unresolved;
  std::unordered_set<int32_t> seen;
  for (int32_t e : graph.Outgoing(node)) {
    int32_t to = graph.edges()[e].to;
    if (!seen.insert(to).second) continue;
    const Key& key = graph.nodes()[to].key;
    cites.push_back(LinkItem(ctx.LinkTo(key, doc), key.ToString()));
  }
  seen.clear();
  for (int32_t e : graph.Incoming(node)) {
    int32_t from = graph.edges()[e].from;
    if (!seen.insert(from).second) continue;
    int32_t source = graph.nodes()[from].provision;
    if (source == kNoProvision) continue;
    const Provision& sp = corpus.provisions[source];
    std::string title = sp.key.ToString();
    if (sp.doc != doc && sp.doc >= 0 &&
        sp.doc < static_cast<int32_t>(corpus.documents.size()))
      title += " \xE2\x80\x94 " + corpus.documents[sp.doc].spec.title;
    cited_by.push_back(
        LinkItem({ctx.ProvisionHref(source, doc), "internal", title},
                 sp.key.ToString()));
  }
  for (int32_t c : ctx.CitationsOf(provision)) {
    const Citation& cite = corpus.citations[c];
    if (cite.status != CitationStatus::kUnresolved) continue;
    std::string li = "<li><span class=\"unresolved\"";
    AppendAttr(&li, "title", cite.reason);
    li += ">";
    AppendHtml(&li, cite.text);
    li += "</span>";
    if (!cite.reason.empty()) {
      li += " <span class=\"reason\">(";
      AppendHtml(&li, cite.reason);
      li += ")</span>";
    }
    unresolved.push_back(li + "</li>");
  }
  if (cites.empty() && cited_by.empty() && unresolved.empty()) return;
  *out += "<div class=\"refs\">\n";
  AppendRefsRow("cites", "Cites:", "provisions", cites, out);
  AppendRefsRow("cited-by", "Cited by:", "provisions", cited_by, out);
  AppendRefsRow("unresolved-list", "Unresolved:", "citations", unresolved, out);
  *out += "</div>\n";
}

void AppendProvision(const SiteContext& ctx, int32_t provision, int32_t doc,
                     int depth, const std::string& anchor, std::string* out) {
  const Provision& p = ctx.corpus().provisions[provision];
  *out += "<section class=\"prov depth-" + std::to_string(depth);
  if (p.implied) *out += " implied";
  *out += "\" id=\"" + anchor + "\">\n";

  // Key and source lines, floated to the right of the first line.
  std::string meta = "<span class=\"prov-meta\"><code class=\"key\">";
  AppendHtml(&meta, p.key.ToString());
  meta += "</code>";
  if (p.implied || p.line <= 0) {
    // An implied provision has no lines of its own.
  } else if (p.end_line > p.line) {
    meta += " <span class=\"lines\">lines " + std::to_string(p.line) +
            "\xE2\x80\x93" + std::to_string(p.end_line) + "</span>";
  } else {
    meta += " <span class=\"lines\">line " + std::to_string(p.line) + "</span>";
  }
  if (std::string impact = ctx.ImpactHref(p.key, doc); !impact.empty()) {
    meta += " <a class=\"impact-link\" href=\"";
    AppendHtml(&meta, impact);
    meta += "\" title=\"Every provision that depends on this one\">"
            "what depends on it</a>";
  }
  meta += "</span>";

  auto [shown, start] = DisplayLabel(p);
  std::string label = "<a class=\"label\" href=\"#" + anchor + "\"";
  if (shown != p.label && !p.label.empty())
    AppendAttr(&label, "title", p.label);
  label += ">";
  AppendHtml(&label, shown);
  label += "</a>";

  // A provision without a heading reads like print: label, then its text.
  if (p.heading.empty() &&
      p.text.find_first_not_of('\n', start) != std::string::npos) {
    AppendText(ctx, provision, doc, start, meta + label + " ", out);
  } else {
    std::string tag = p.heading.empty()
                          ? "div"
                          : "h" + std::to_string(std::min(2 + depth, 6));
    *out += "<" + tag + " class=\"prov-head\">" + meta + label;
    if (!p.heading.empty()) {
      *out += " <span class=\"heading\">";
      AppendHeading(ctx, provision, doc, out);
      *out += "</span>";
    }
    *out += "</" + tag + ">\n";
    AppendText(ctx, provision, doc, start, "", out);
  }
  if (!p.notes.empty()) {
    *out += "<div class=\"notes\">";
    for (const std::string& note : p.notes) {
      *out += "<p>";
      AppendHtml(out, note);
      *out += "</p>";
    }
    *out += "</div>\n";
  }
  AppendRefs(ctx, provision, doc, out);
}

// Depth of each provision of the document (parallel to its provision list):
// the number of its ancestors still open in reading order.
std::vector<int> Depths(const Corpus& corpus, const Document& d) {
  std::vector<int> depths;
  depths.reserve(d.provisions.size());
  std::vector<int32_t> open;
  for (int32_t p : d.provisions) {
    int32_t parent = corpus.provisions[p].parent;
    while (!open.empty() && open.back() != parent) open.pop_back();
    depths.push_back(static_cast<int>(open.size()));
    open.push_back(p);
  }
  return depths;
}

// Contents longer than this start folded.
constexpr size_t kContentsOpen = 30;

// Up to this many bytes of text stand in for a missing heading in the
// contents.
constexpr size_t kContentsExcerpt = 70;

// A contents list of the top level, or of the level under a lone top-level
// provision; nothing when that level has fewer than two provisions.
void AppendContents(const SiteContext& ctx, const Document& d,
                    const std::vector<int>& depths,
                    const std::vector<std::string>& anchors, std::string* out) {
  const Corpus& corpus = ctx.corpus();
  std::vector<size_t> entries;
  for (int level = 0; level <= 1 && entries.size() < 2; ++level) {
    entries.clear();
    for (size_t i = 0; i < d.provisions.size(); ++i)
      if (depths[i] == level) entries.push_back(i);
  }
  if (entries.size() < 2) return;
  *out += "<nav class=\"toc\" aria-label=\"Contents\"><details";
  if (entries.size() <= kContentsOpen) *out += " open";
  *out += "><summary>Contents (" + std::to_string(entries.size()) +
          ")</summary><ol>";
  for (size_t i : entries) {
    const Provision& p = corpus.provisions[d.provisions[i]];
    *out += "<li><a href=\"#" + anchors[i] + "\">";
    std::string shown = DisplayLabel(p).first;
    AppendHtml(out, shown == kPilcrow ? p.key.ToString() : shown);
    *out += "</a> ";
    AppendHtml(out, p.heading.empty()
                        ? ctx.Excerpt(d.provisions[i], kContentsExcerpt)
                        : p.heading);
    *out += "</li>";
  }
  *out += "</ol></details></nav>\n";
}

// The id of each provision of the document: AnchorOf(key), and for a later
// provision with the same key AnchorOf(key) + "__2", "__3", ... ("__" never
// occurs in AnchorOf), so ids stay unique and links by key reach the first.
std::vector<std::string> Anchors(const Corpus& corpus, const Document& d) {
  std::vector<std::string> anchors;
  anchors.reserve(d.provisions.size());
  std::unordered_map<std::string, int> seen;
  for (int32_t p : d.provisions) {
    std::string anchor = AnchorOf(corpus.provisions[p].key);
    int n = ++seen[anchor];
    if (n > 1) anchor += "__" + std::to_string(n);
    anchors.push_back(std::move(anchor));
  }
  return anchors;
}

void AppendMeta(std::string* out, std::string_view name,
                std::string_view value) {
  if (value.empty()) return;
  *out += "<div><dt>";
  *out += name;
  *out += "</dt><dd>";
  AppendHtml(out, value);
  *out += "</dd></div>";
}

}  // namespace

std::string RenderDocumentPage(const SiteContext& ctx, int32_t doc) {
  const Corpus& corpus = ctx.corpus();
  const Document& d = corpus.documents[doc];
  const std::string title = d.spec.title.empty() ? d.spec.file : d.spec.title;
  std::string out = PageStart({title, ctx.Title(), "../", "", true});

  out += "<article class=\"document\">\n<h1>";
  AppendHtml(&out, title);
  out += "</h1>\n<dl class=\"doc-meta\">";
  AppendMeta(&out, "Kind", d.spec.kind);
  AppendMeta(&out, "Jurisdiction", d.spec.jurisdiction);
  AppendMeta(&out, "Code", d.spec.code);
  AppendMeta(&out, "Source file", d.spec.file);
  const DocumentCounts& n = ctx.Counts(doc);
  AppendMeta(&out, "Provisions", std::to_string(n.provisions));
  AppendMeta(&out, "Citations",
             std::to_string(n.citations) + " (" + std::to_string(n.unresolved) +
                 " unresolved)");
  out += "</dl>\n";
  out +=
      "<p class=\"legend\">In the text: <span class=\"cite internal\">a "
      "provision of this corpus</span>, <span class=\"cite external\">the "
      "official text elsewhere</span>, <span class=\"cite partial\">the "
      "nearest enclosing provision</span>, <span class=\"cite outside\">not "
      "in this corpus</span>, <span class=\"cite unresolved\">not "
      "resolved</span>. Hover a citation for its key or reason.</p>\n";

  std::vector<int> depths = Depths(corpus, d);
  std::vector<std::string> anchors = Anchors(corpus, d);
  AppendContents(ctx, d, depths, anchors, &out);

  out += "<div class=\"provisions\">\n";
  int open = 0;
  for (size_t i = 0; i < d.provisions.size(); ++i) {
    for (; open > depths[i]; --open) out += "</section>\n";
    AppendProvision(ctx, d.provisions[i], doc, depths[i], anchors[i], &out);
    ++open;
  }
  for (; open > 0; --open) out += "</section>\n";
  out += "</div>\n</article>\n";
  out += PageEnd();
  return out;
}

}  // namespace lexgraph
