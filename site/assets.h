// Static files of the site (site/assets/*), compiled into the library.
#ifndef LEXGRAPH_SITE_ASSETS_H_
#define LEXGRAPH_SITE_ASSETS_H_

#include <string_view>

namespace lexgraph {

// The text of site/assets/style.css and site/assets/search.js at build time.
std::string_view StyleCss();
std::string_view SearchJs();

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_ASSETS_H_
