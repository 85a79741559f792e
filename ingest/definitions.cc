// Defined terms and their scope.
#include "ingest/definitions.h"

#include <re2/re2.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace lexgraph {
namespace {

// “X” / "X" / ‘X’ followed by a defining verb.
const RE2& QuotedTerm() {
  static const RE2 re(
      R"((?:\x{201C}|"|\x{2018})([^\x{201C}\x{201D}"\x{2018}\x{2019}]{1,80}?))"
      R"((?:\x{201D}|"|\x{2019}),?\s+(?:shall\s+)?(?:means?|has\s+the\s+meaning)"
      R"(|have\s+the\s+meanings?|includes?|is\s+defined|shall\s+be\s+construed)"
      R"(\s+to\s+mean)\b)",
      RE2::Quiet);
  return re;
}

// "Applicant." A person …: a definitions list that quotes the term with
// its period (Pennsylvania).
const RE2& QuotedTermWithPeriod() {
  static const RE2 re(
      R"((?:\x{201C}|")([A-Z][^\x{201C}\x{201D}"]{0,80}?)\.(?:\x{201D}|")\s*[A-Z\x{201C}"])",
      RE2::Quiet);
  return re;
}

// Boathouse means …, at the start of a provision's text (after its marker)
// or of a sentence.
const RE2& BareTerm() {
  static const RE2 re(
      R"((?:^|[.:;]\s+)(?:\([0-9a-zA-Z]{1,5}\)\s+|[0-9a-z]{1,3}\.\s+)?)"
      R"(([A-Z][A-Za-z'-]*(?:\s+[A-Za-z'-]+){0,4}?)\s+means\b)",
      RE2::Quiet);
  return re;
}

const RE2& ScopeWords() {
  static const RE2 re(
      R"((?i)\b(?:in|as\s+used\s+in|used\s+in|for\s+(?:the\s+)?purposes?\s+of)"
      R"()\s+this\s+(chapter|subchapter|section|subsection|paragraph|)"
      R"(subparagraph|subdivision|article|title|part|act|code|rule|ordinance)\b)",
      RE2::Quiet);
  return re;
}

bool MayDefine(std::string_view t) {
  return t.find("mean") != std::string_view::npos ||
         t.find("includ") != std::string_view::npos ||
         t.find("construed") != std::string_view::npos ||
         t.find(".\"") != std::string_view::npos ||
         t.find(".\xE2\x80\x9D") != std::string_view::npos;
}

// The last scope word in text[0, end), lower-cased, or empty.
std::string LastScope(std::string_view text, size_t end) {
  re2::StringPiece in(text.data(), end);
  std::string word, last;
  while (RE2::FindAndConsume(&in, ScopeWords(), &word)) last = word;
  for (char& c : last) c = static_cast<char>(std::tolower(c));
  return last;
}

class Finder {
 public:
  explicit Finder(Corpus* corpus) : c_(corpus) {}

  void Provision(int32_t id) {
    const std::string& text = c_->provisions[id].text;
    if (!MayDefine(text)) return;
    std::vector<lexgraph::Definition> found;
    auto add = [&](const re2::StringPiece& term) {
      uint32_t b = static_cast<uint32_t>(term.data() - text.data());
      for (const auto& d : found)
        if (d.begin == b) return;
      lexgraph::Definition d;
      d.term = std::string(term.data(), term.size());
      d.begin = b;
      d.end = b + static_cast<uint32_t>(term.size());
      d.scope = ScopeOf(id, b);
      found.push_back(std::move(d));
    };
    for (const RE2* re : {&QuotedTerm(), &QuotedTermWithPeriod(), &BareTerm()}) {
      re2::StringPiece in(text);
      re2::StringPiece term;
      while (RE2::FindAndConsume(&in, *re, &term)) {
        if (re == &BareTerm() && IsPronoun(term)) continue;
        add(term);
      }
    }
    std::sort(found.begin(), found.end(),
              [](const auto& a, const auto& b) { return a.begin < b.begin; });
    c_->provisions[id].definitions = std::move(found);
  }

 private:
  static bool IsPronoun(const re2::StringPiece& term) {
    std::string_view t(term.data(), term.size());
    std::string_view first = t.substr(0, t.find(' '));
    for (std::string_view w : {"This", "That", "It", "Such", "Which", "What",
                               "Nothing", "Each", "The", "Term", "Word"})
      if (first == w) return true;
    return false;
  }

  // The provision a definition at `offset` of provision `id` governs.
  Key ScopeOf(int32_t id, uint32_t offset) {
    int32_t holder = id;
    std::string word = LastScope(c_->provisions[id].text, offset);
    while (word.empty()) {
      int32_t up = c_->provisions[holder].parent;
      if (up == kNoProvision) break;
      holder = up;
      const std::string& t = c_->provisions[holder].text;
      word = LastScope(t, t.size());
    }
    if (word.empty()) holder = id;
    // The chain from the section down to the holder, and the container
    // nearest above the section (a chapter a table of contents holds).
    std::vector<int32_t> chain;
    int32_t container = kNoProvision;
    for (int32_t p = holder; p != kNoProvision; p = c_->provisions[p].parent) {
      if (IsContainerPath(c_->provisions[p].key.path())) {
        container = p;
        break;
      }
      chain.insert(chain.begin(), p);
    }
    if (chain.empty()) return c_->provisions[holder].key;  // a container's own text
    const Key& top = c_->provisions[chain.front()].key;
    const std::string& code = top.code();
    int depth = -1;
    if (word == "section" || word == "rule" || word.empty()) depth = 0;
    else if (word == "subsection") depth = 1;
    else if (word == "paragraph") depth = 2;
    else if (word == "subparagraph") depth = 3;
    else if (word == "subdivision")
      depth = code == "wis-stat" || code == "wis-adm" ? 3 : 2;
    if (depth < 0) {  // chapter, article, title, …: the body around it
      if (container != kNoProvision) return c_->provisions[container].key;
      if (auto by_number = top.Container()) return *by_number;
      return top;
    }
    if (depth >= static_cast<int>(chain.size()))
      depth = static_cast<int>(chain.size()) - 1;
    return c_->provisions[chain[depth]].key;
  }

  Corpus* c_;
};

}  // namespace

void FindDefinitions(int32_t doc, Corpus* corpus) {
  Finder f(corpus);
  for (int32_t id : corpus->documents[doc].provisions) f.Provision(id);
}

}  // namespace lexgraph
