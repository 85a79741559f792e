// Escaping and the page frame.
#include "site/html.h"

#include <cstdint>

namespace lexgraph {
namespace {

// Decodes one UTF-8 sequence at text[*i]. Returns the code point and advances
// *i past it, or returns -1 and advances one byte when the bytes there are not
// well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF
// included).
int32_t NextCodePoint(std::string_view text, size_t* i) {
  unsigned char c = text[*i];
  if (c < 0x80) {
    ++*i;
    return c;
  }
  int len;
  int32_t cp, min;
  if (c >= 0xC2 && c <= 0xDF) {
    len = 2, cp = c & 0x1F, min = 0x80;
  } else if (c >= 0xE0 && c <= 0xEF) {
    len = 3, cp = c & 0x0F, min = 0x800;
  } else if (c >= 0xF0 && c <= 0xF4) {
    len = 4, cp = c & 0x07, min = 0x10000;
  } else {
    ++*i;
    return -1;
  }
  if (*i + len > text.size()) {
    ++*i;
    return -1;
  }
  for (int k = 1; k < len; ++k) {
    unsigned char cc = text[*i + k];
    if ((cc & 0xC0) != 0x80) {
      ++*i;
      return -1;
    }
    cp = (cp << 6) | (cc & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
    ++*i;
    return -1;
  }
  *i += len;
  return cp;
}

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD

void AppendHex4(std::string* out, int32_t v) {
  static const char kHex[] = "0123456789abcdef";
  out->append("\\u");
  for (int shift = 12; shift >= 0; shift -= 4)
    out->push_back(kHex[(v >> shift) & 0xF]);
}

}  // namespace

void AppendHtml(std::string* out, std::string_view text) {
  out->reserve(out->size() + text.size());
  size_t i = 0;
  while (i < text.size()) {
    size_t start = i;
    int32_t cp = NextCodePoint(text, &i);
    switch (cp) {
      case -1:
        out->append(kReplacement);
        break;
      case '&':
        out->append("&amp;");
        break;
      case '<':
        out->append("&lt;");
        break;
      case '>':
        out->append("&gt;");
        break;
      case '"':
        out->append("&quot;");
        break;
      case '\'':
        out->append("&#39;");
        break;
      default:
        if ((cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') ||
            cp == 0x7F || (cp >= 0x80 && cp < 0xA0)) {
          out->push_back(' ');
        } else {
          out->append(text.substr(start, i - start));
        }
    }
  }
}

std::string EscapeHtml(std::string_view text) {
  std::string out;
  AppendHtml(&out, text);
  return out;
}

void AppendJsString(std::string* out, std::string_view text) {
  out->push_back('"');
  size_t i = 0;
  while (i < text.size()) {
    size_t start = i;
    int32_t cp = NextCodePoint(text, &i);
    switch (cp) {
      case -1:
        AppendHex4(out, 0xFFFD);
        break;
      case '"':
        out->append("\\\"");
        break;
      case '\\':
        out->append("\\\\");
        break;
      case '\n':
        out->append("\\n");
        break;
      case '\t':
        out->append("\\t");
        break;
      case '<':
      case '>':
      case '&':
      case 0x2028:
      case 0x2029:
        AppendHex4(out, cp);
        break;
      default:
        if (cp < 0x20 || cp == 0x7F) {
          AppendHex4(out, cp);
        } else {
          out->append(text.substr(start, i - start));
        }
    }
  }
  out->push_back('"');
}

std::string PageStart(const PageFrame& frame) {
  std::string out =
      "<!DOCTYPE html>\n"
      "<html lang=\"en\">\n"
      "<head>\n"
      "<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, "
      "initial-scale=1\">\n"
      "<title>";
  AppendHtml(&out, frame.title);
  if (!frame.corpus_title.empty() && frame.title != frame.corpus_title) {
    out += " \xE2\x80\x94 ";  // em dash
    AppendHtml(&out, frame.corpus_title);
  }
  out += "</title>\n<link rel=\"stylesheet\" href=\"";
  AppendHtml(&out, frame.root);
  out += "style.css\">\n</head>\n<body>\n<header class=\"site-header\">\n";
  out += "<a class=\"site-title\" href=\"";
  AppendHtml(&out, frame.root);
  out += "index.html\">";
  AppendHtml(&out, frame.corpus_title);
  out += "</a>\n";
  if (frame.header_search) {
    out += "<form class=\"search-form\" action=\"";
    AppendHtml(&out, frame.root);
    out +=
        "search.html\" method=\"get\" role=\"search\">"
        "<input type=\"search\" name=\"q\" aria-label=\"Search the provisions\""
        " placeholder=\"Search provisions\" value=\"";
    AppendHtml(&out, frame.query);
    out += "\"> <button type=\"submit\">Search</button></form>\n";
  }
  out += "</header>\n<main>\n";
  return out;
}

std::string PageEnd() {
  return "</main>\n<footer class=\"site-footer\">Built by lexgraph from the "
         "corpus manifest. Not an official publication: check the official "
         "text before relying on it.</footer>\n</body>\n</html>\n";
}

}  // namespace lexgraph
