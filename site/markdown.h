// Markdown to HTML through cmark-gfm, with the GFM table extension. The only
// place that includes cmark-gfm.
#ifndef LEXGRAPH_SITE_MARKDOWN_H_
#define LEXGRAPH_SITE_MARKDOWN_H_

#include <string>
#include <string_view>

namespace lexgraph {

// Renders GFM Markdown (tables on) to an HTML fragment. Raw HTML in the input
// is not passed through and unsafe link schemes are dropped (cmark-gfm's safe
// mode); table cell alignment is written as style attributes.
std::string RenderMarkdown(std::string_view markdown);

// `text` as Markdown that renders to exactly that text: every ASCII
// punctuation character is backslash-escaped (so '|' is safe in a table cell
// and '<', '&' come out as entities) and line breaks become spaces.
std::string EscapeMarkdown(std::string_view text);

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_MARKDOWN_H_
