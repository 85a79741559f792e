// HTML and JavaScript text for the site: escaping of user text and the frame
// (head, site header, footer) shared by every page.
#ifndef LEXGRAPH_SITE_HTML_H_
#define LEXGRAPH_SITE_HTML_H_

#include <string>
#include <string_view>

namespace lexgraph {

// Appends `text` to `out` escaped for HTML text and quoted attribute values:
// & < > " ' become entities, invalid UTF-8 becomes U+FFFD, and control
// characters other than tab, line feed and carriage return become spaces.
void AppendHtml(std::string* out, std::string_view text);
std::string EscapeHtml(std::string_view text);

// A JavaScript (and JSON) string literal, double-quoted, for `text`: quotes,
// backslashes, controls, '<', '>', '&', U+2028 and U+2029 as \uXXXX or short
// escapes; invalid UTF-8 becomes U+FFFD.
void AppendJsString(std::string* out, std::string_view text);

// What the common frame of a page needs.
struct PageFrame {
  std::string title;         // the page's own title (plain text)
  std::string corpus_title;  // shown in the site header (plain text)
  std::string root;          // path from the page to the site root: "" or "../"
  std::string query;         // pre-filled into the header's search box
  bool header_search = true;  // false on the search page, which has its own
};

// The page up to and including <main>, and from </main> to the end.
std::string PageStart(const PageFrame& frame);
std::string PageEnd();

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_HTML_H_
