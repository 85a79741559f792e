// cmark-gfm glue: parser with the table extension, HTML renderer.
#include "site/markdown.h"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>

#include <cctype>
#include <cstdlib>
#include <mutex>

namespace lexgraph {

std::string RenderMarkdown(std::string_view markdown) {
  static std::once_flag registered;
  std::call_once(registered,
                 [] { cmark_gfm_core_extensions_ensure_registered(); });

  const int options =
      CMARK_OPT_DEFAULT | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES;
  cmark_parser* parser = cmark_parser_new(options);
  if (cmark_syntax_extension* table = cmark_find_syntax_extension("table"))
    cmark_parser_attach_syntax_extension(parser, table);
  cmark_parser_feed(parser, markdown.data(), markdown.size());
  cmark_node* document = cmark_parser_finish(parser);
  char* html = cmark_render_html(document, options,
                                 cmark_parser_get_syntax_extensions(parser));
  std::string out = html ? html : "";
  cmark_get_default_mem_allocator()->free(html);
  cmark_node_free(document);
  cmark_parser_free(parser);
  return out;
}

std::string EscapeMarkdown(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 8);
  for (char c : text) {
    unsigned char u = static_cast<unsigned char>(c);
    if (c == '\n' || c == '\r') {
      out.push_back(' ');
    } else if (u < 0x80 && std::ispunct(u)) {
      out.push_back('\\');
      out.push_back(c);
    } else {
      out.push_back(c);
    }
  }
  return out;
}

}  // namespace lexgraph
