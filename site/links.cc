// Anchors, page names and official addresses.
#include "site/links.h"

#include <cctype>
#include <unordered_set>

namespace lexgraph {
namespace {

bool IsAsciiAlnum(unsigned char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
         (c >= 'A' && c <= 'Z');
}

bool AllDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Percent-encodes the bytes a URL path must not carry as they are; keeps
// the characters official addresses use literally ( ) . - _ ~ and digits.
std::string UrlPath(std::string_view s) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (IsAsciiAlnum(c) || c == '-' || c == '.' || c == '_' || c == '~' ||
        c == '(' || c == ')') {
      out.push_back(static_cast<char>(c));
    } else {
      out.push_back('%');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 0xF]);
    }
  }
  return out;
}

// Splits "1344(a)(1)" into "1344" and "(a)(1)".
std::pair<std::string_view, std::string_view> SplitSubdivisions(
    std::string_view path) {
  size_t paren = path.find('(');
  if (paren == std::string_view::npos) return {path, {}};
  return {path.substr(0, paren), path.substr(paren)};
}

// "(a)(1)" -> {"a", "1"}; nullopt unless the whole text is such groups.
std::optional<std::vector<std::string>> ParenGroups(std::string_view s) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < s.size()) {
    if (s[i] != '(') return std::nullopt;
    size_t close = s.find(')', i);
    if (close == std::string_view::npos || close == i + 1) return std::nullopt;
    std::string_view inner = s.substr(i + 1, close - i - 1);
    for (unsigned char c : inner)
      if (!IsAsciiAlnum(c)) return std::nullopt;
    out.emplace_back(inner);
    i = close + 1;
  }
  return out;
}

// "NR115.05(1)(b)" -> "NR 115.05(1)(b)": the agency prefix and the number
// are written apart in the official form.
std::string SpaceAfterPrefix(std::string_view path) {
  size_t i = 0;
  while (i < path.size() && std::isalpha(static_cast<unsigned char>(path[i])))
    ++i;
  if (i == 0 || i == path.size()) return std::string(path);
  return std::string(path.substr(0, i)) + " " + std::string(path.substr(i));
}

std::optional<std::string> WisStatUrl(std::string_view path) {
  static constexpr std::string_view kBase =
      "https://docs.legis.wisconsin.gov/document/statutes/";
  if (path.starts_with("ch.")) {
    std::string_view chapter = path.substr(3);
    if (chapter.empty() || chapter.find('/') != std::string_view::npos)
      return std::nullopt;
    return std::string(kBase) + "ch.%20" + UrlPath(chapter);
  }
  if (path.empty() || !std::isdigit(static_cast<unsigned char>(path[0])) ||
      path.find('/') != std::string_view::npos)
    return std::nullopt;
  return std::string(kBase) + UrlPath(path);
}

std::optional<std::string> WisAdmUrl(std::string_view path) {
  static constexpr std::string_view kBase =
      "https://docs.legis.wisconsin.gov/document/administrativecode/";
  if (path.starts_with("ch.")) {
    std::string_view chapter = path.substr(3);
    if (chapter.empty() || chapter.find('/') != std::string_view::npos)
      return std::nullopt;
    return std::string(kBase) + "ch." +
           UrlPath(" " + SpaceAfterPrefix(chapter));
  }
  if (path.empty() || !std::isalpha(static_cast<unsigned char>(path[0])) ||
      path.find('/') != std::string_view::npos)
    return std::nullopt;
  return std::string(kBase) + UrlPath(SpaceAfterPrefix(path));
}

// usc:33/1344(a)(1) -> .../uscode/text/33/1344#a_1; usc:33/ch.26 ->
// .../uscode/text/33/chapter-26.
std::optional<std::string> UscUrl(std::string_view path) {
  size_t slash = path.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  std::string_view title = path.substr(0, slash);
  std::string_view rest = path.substr(slash + 1);
  if (!AllDigits(title) || rest.empty()) return std::nullopt;
  std::string base =
      "https://www.law.cornell.edu/uscode/text/" + std::string(title) + "/";
  if (rest.starts_with("ch.")) {
    std::string_view chapter = rest.substr(3);
    if (chapter.empty() || chapter.find('/') != std::string_view::npos)
      return std::nullopt;
    return base + "chapter-" + UrlPath(chapter);
  }
  if (rest.find('/') != std::string_view::npos) return std::nullopt;
  auto [section, subdivisions] = SplitSubdivisions(rest);
  if (section.empty() || !std::isdigit(static_cast<unsigned char>(section[0])))
    return std::nullopt;
  std::string url = base + UrlPath(section);
  if (auto groups = ParenGroups(subdivisions); groups && !groups->empty()) {
    url += '#';
    for (size_t i = 0; i < groups->size(); ++i) {
      if (i) url += '_';
      url += (*groups)[i];
    }
  }
  return url;
}

// cfr:44/59 -> .../title-44/part-59; cfr:44/59.1(a) ->
// .../title-44/section-59.1#p-59.1(a).
std::optional<std::string> CfrUrl(std::string_view path) {
  size_t slash = path.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  std::string_view title = path.substr(0, slash);
  std::string_view rest = path.substr(slash + 1);
  if (!AllDigits(title) || rest.empty() ||
      rest.find('/') != std::string_view::npos)
    return std::nullopt;
  auto [section, subdivisions] = SplitSubdivisions(rest);
  if (section.empty() || !std::isdigit(static_cast<unsigned char>(section[0])))
    return std::nullopt;
  std::string url =
      "https://www.ecfr.gov/current/title-" + std::string(title) + "/";
  if (section.find('.') == std::string_view::npos) {
    if (!subdivisions.empty()) return std::nullopt;
    return url + "part-" + UrlPath(section);
  }
  url += "section-" + UrlPath(section);
  if (ParenGroups(subdivisions) && !subdivisions.empty())
    url += "#p-" + UrlPath(section) + UrlPath(subdivisions);
  return url;
}

// dc-code:1-1001.01(a)(1) -> .../code/sections/1-1001.01 (the section page;
// its subsections carry no stable anchors).
std::optional<std::string> DcCodeUrl(std::string_view path) {
  if (path.empty() || !std::isdigit(static_cast<unsigned char>(path[0])) ||
      path.find('/') != std::string_view::npos)
    return std::nullopt;
  std::string_view section = SplitSubdivisions(path).first;
  if (section.find('-') == std::string_view::npos) return std::nullopt;
  return "https://code.dccouncil.gov/us/dc/council/code/sections/" +
         UrlPath(section);
}

// The page of a section or chapter where the official site takes its
// number as written, between `before` and `after`; the levels below the
// section are dropped. wa-rcw:90.58.030(2)(b) ->
// https://app.leg.wa.gov/RCW/default.aspx?cite=90.58.030, wa-rcw:ch.90.58
// -> ...?cite=90.58, wa-wac alike; iowa-code:414.12(3) ->
// https://www.legis.iowa.gov/docs/code/414.12.pdf, iowa-code:ch.461A ->
// .../461A.pdf.
std::optional<std::string> NumberPageUrl(std::string_view before, std::string_view path,
                                         std::string_view after = "") {
  if (path.starts_with("ch.")) path.remove_prefix(3);
  std::string_view cite = SplitSubdivisions(path).first;
  if (cite.empty() || !std::isdigit(static_cast<unsigned char>(cite[0])) ||
      cite.find('/') != std::string_view::npos)
    return std::nullopt;
  return std::string(before) + UrlPath(cite) + std::string(after);
}

}  // namespace

std::string AnchorOf(const Key& key) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string text = key.code() + ":" + key.Canonical();
  std::string out;
  out.reserve(text.size() + 16);
  for (unsigned char c : text) {
    if (IsAsciiAlnum(c) || c == '-' || c == '.') {
      out.push_back(static_cast<char>(c));
    } else {
      out.push_back('_');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 0xF]);
    }
  }
  return out;
}

std::string SafePageStem(std::string_view file) {
  size_t slash = file.find_last_of('/');
  size_t dot = file.rfind('.');
  if (dot != std::string_view::npos && dot > 0 &&
      (slash == std::string_view::npos || dot > slash + 1))
    file = file.substr(0, dot);
  std::string out;
  for (unsigned char c : file) {
    bool keep = IsAsciiAlnum(c) || c == '-' || c == '_' || c == '.';
    char mapped = keep ? static_cast<char>(c) : '-';
    if (mapped == '-' && !out.empty() && out.back() == '-') continue;
    out.push_back(mapped);
  }
  // Trim '-' and '.' at both ends (no hidden files, no "..").
  size_t b = out.find_first_not_of("-.");
  if (b == std::string::npos) return "document";
  size_t e = out.find_last_not_of("-.");
  out = out.substr(b, e - b + 1);
  if (out.size() > 100) {
    out.resize(100);
    while (!out.empty() && (out.back() == '-' || out.back() == '.'))
      out.pop_back();
  }
  return out.empty() ? "document" : out;
}

std::vector<std::string> DocumentPageNames(
    const std::vector<Document>& documents) {
  std::vector<std::string> names;
  names.reserve(documents.size());
  std::unordered_set<std::string> taken;  // lower-cased stems
  for (const Document& d : documents) {
    std::string stem = SafePageStem(d.spec.file);
    std::string name = stem;
    for (int n = 2; !taken.insert(Lower(name)).second; ++n)
      name = stem + "-" + std::to_string(n);
    names.push_back(name + ".html");
  }
  return names;
}

std::optional<std::string> OfficialUrl(const Key& key) {
  const std::string& path = key.path();
  if (key.code() == "wis-stat") return WisStatUrl(path);
  if (key.code() == "wis-adm") return WisAdmUrl(path);
  if (key.code() == "usc") return UscUrl(path);
  if (key.code() == "cfr") return CfrUrl(path);
  if (key.code() == "dc-code") return DcCodeUrl(path);
  if (key.code() == "wa-rcw")
    return NumberPageUrl("https://app.leg.wa.gov/RCW/default.aspx?cite=", path);
  if (key.code() == "wa-wac")
    return NumberPageUrl("https://app.leg.wa.gov/WAC/default.aspx?cite=", path);
  if (key.code() == "iowa-code")
    return NumberPageUrl("https://www.legis.iowa.gov/docs/code/", path, ".pdf");
  return std::nullopt;
}

}  // namespace lexgraph
