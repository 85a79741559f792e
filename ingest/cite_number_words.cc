// Section and chapter numbers written in words, as New York City's
// Charter writes them: "section one hundred ninety-seven-c", "sections six
// hundred sixty-six and six hundred sixty-eight of the charter", "chapter
// sixty-eight", a range's ends ("sections three hundred eighteen through
// three hundred twenty-two").
#include "ingest/cite_number_words.h"

#include <re2/re2.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

#include "corpus/ascii.h"
#include "ingest/ordinance_citations.h"

namespace lexgraph::cite {
namespace {

using namespace std::string_view_literals;

constexpr std::array<std::string_view, 20> kUnits = {
    "zero"sv,    "one"sv,     "two"sv,       "three"sv,    "four"sv,     "five"sv,    "six"sv,
    "seven"sv,   "eight"sv,   "nine"sv,      "ten"sv,      "eleven"sv,   "twelve"sv,  "thirteen"sv,
    "fourteen"sv, "fifteen"sv, "sixteen"sv,  "seventeen"sv, "eighteen"sv, "nineteen"sv};
constexpr std::array<std::string_view, 10> kTens = {
    ""sv, ""sv, "twenty"sv, "thirty"sv, "forty"sv, "fifty"sv, "sixty"sv, "seventy"sv, "eighty"sv, "ninety"sv};

// The word of small letters at t[i] (its first letter may be a capital),
// lower-cased into *w; its end.
size_t WordAt(std::string_view t, size_t i, std::string* w) {
  w->clear();
  size_t k = i;
  while (k < t.size() && ascii::IsAlpha(static_cast<unsigned char>(t[k])) && k - i < 12) {
    w->push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(t[k]))));
    ++k;
  }
  if (k < t.size() && ascii::IsAlpha(static_cast<unsigned char>(t[k]))) w->clear();
  return k;
}

int UnitValue(std::string_view w) {
  for (size_t v = 1; v < kUnits.size(); ++v)
    if (w == kUnits[v]) return static_cast<int>(v);
  return -1;
}

int TensValue(std::string_view w) {
  for (size_t v = 2; v < kTens.size(); ++v)
    if (w == kTens[v]) return static_cast<int>(v * 10);
  return -1;
}

// A number below a hundred at t[i]: "seven", "seventeen", "ninety",
// "ninety-seven"; its value and *end, or -1.
int BelowHundred(std::string_view t, size_t i, size_t* end) {
  std::string w;
  size_t e = WordAt(t, i, &w);
  if (int u = UnitValue(w); u > 0) {
    *end = e;
    return u;
  }
  int tens = TensValue(w);
  if (tens < 0) return -1;
  *end = e;
  // ("ninety-seven", and "ninety seven" as a charter may write it.)
  if (e + 1 < t.size() && (t[e] == '-' || t[e] == ' ')) {
    std::string u;
    size_t ue = WordAt(t, e + 1, &u);
    if (int v = UnitValue(u); v > 0 && v < 10) {
      *end = ue;
      return tens + v;
    }
  }
  return tens;
}

// Whether the word after the space at t[i] multiplies ("hundred",
// "thousand").
bool MultiplierAfter(std::string_view t, size_t i) {
  if (i >= t.size() || t[i] != ' ') return false;
  std::string w;
  WordAt(t, i + 1, &w);
  return w == "hundred"sv || w == "thousand"sv;
}

}  // namespace

int ReadNumberWords(std::string_view t, size_t i, size_t* end) {
  int value = 0;
  size_t at = i;
  bool any = false;
  // [N thousand] [N hundred] [and] [N below a hundred]
  for (std::string_view scale : {"thousand"sv, "hundred"sv}) {
    size_t e = 0;
    int n = BelowHundred(t, at, &e);
    // ("eleven hundred five": a hundreds' count past nine, with no
    // thousands.)
    if (n <= 0 || (n >= 10 && (scale == "thousand"sv || any || n >= 100)) || e >= t.size() || t[e] != ' ') continue;
    std::string w;
    size_t we = WordAt(t, e + 1, &w);
    if (w != scale) continue;
    value += n * (scale == "thousand"sv ? 1000 : 100);
    at = we;
    any = true;
  }
  size_t tail = at;
  if (any) {
    // ("two hundred and three"; not "two hundred and two hundred one",
    // two numbers.)
    if (t.substr(at).starts_with(" and "sv)) {
      size_t e = 0;
      if (int n = BelowHundred(t, at + 5, &e); n > 0 && !MultiplierAfter(t, e)) {
        value += n;
        tail = e;
      }
    } else if (at < t.size() && t[at] == ' ') {
      size_t e = 0;
      if (int n = BelowHundred(t, at + 1, &e); n > 0 && !MultiplierAfter(t, e)) {
        value += n;
        tail = e;
      }
    }
  } else {
    size_t e = 0;
    int n = BelowHundred(t, at, &e);
    if (n <= 0 || MultiplierAfter(t, e)) return -1;
    value = n;
    tail = e;
  }
  *end = tail;
  return value;
}

void SpelledSectionNumbers(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                           std::vector<Citation>* out) {
  if (doc.spec.kind != "ordinance") return;
  const std::string_view charter_code = CharterCode(corpus, doc.spec);
  const bool charter = charter_code == doc.spec.code;
  // (Elsewhere the words are read only where they name a charter or an
  // administrative code the corpus holds.)
  if (charter_code.empty() && AdministrativeCodeCode(corpus, doc.spec).empty()) return;
  // The lead and the number's first word.
  static const RE2 kLead(
      R"(\b([Ss]ections?|[Cc]hapters?)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b|\b([Ss]ections?)\s+\d)",
      RE2::Quiet);
  // The tail that names the body: the charter, the administrative code,
  // this one.
  static const RE2 kTail(
      R"(^,?\s+of\s+(?:the\s+(?:New\s+York\s+[Cc]ity\s+)?(charter|Charter|administrative\s+code|Administrative\s+Code)|this\s+(?:chapter|title|code|charter|Charter))\b)",
      RE2::Quiet);
  // (Not the levels of another section, or a chapter of a title: "chapter
  // three of title twenty-five", "section three of article two of the
  // state law".)
  static const RE2 kOfAnother(R"(^,?\s+of\s+(?:title|article|part|the\s+[a-z]+\s+law|the\s+[A-Z][a-z]+\s+Law)\b)",
                              RE2::Quiet);
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece lead, figures_lead;
    while (RE2::FindAndConsume(&in, kLead, &lead, &figures_lead)) {
      // ("section 2303 of the charter", "sections 200 and 201 of the
      // charter": a charter's whole numbers in figures, read only where
      // the tail names the charter or the administrative code, and no
      // citation stands.)
      const bool figures = lead.empty();
      if (figures) {
        lead = figures_lead;
        in = re2::StringPiece(lead.data() + lead.size(), static_cast<size_t>(t.data() + t.size() - (lead.data() + lead.size())));
      }
      size_t lb = static_cast<size_t>(lead.data() - t.data());
      bool chapter = lead[0] == 'C' || lead[0] == 'c';
      size_t at = lb + lead.size();
      while (at < t.size() && t[at] == ' ') ++at;
      std::vector<std::string> numbers;
      size_t end = at;
      while (true) {
        size_t e = 0;
        int n = -1;
        if (figures) {
          e = at;
          while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e])) && e - at < 4) ++e;
          // (Not a number of more parts, "25-114", "28-101.4", which the
          // grammar reads.)
          if (e == at || (e < t.size() && (ascii::IsDigit(static_cast<unsigned char>(t[e])) ||
                                           ((t[e] == '-' || t[e] == '.') && e + 1 < t.size() &&
                                            ascii::IsDigit(static_cast<unsigned char>(t[e + 1]))))))
            break;
          n = std::stoi(std::string(t.substr(at, e - at)));
        } else {
          n = ReadNumberWords(t, at, &e);
        }
        if (n <= 0) break;
        std::string number = std::to_string(n);
        // ("one hundred ninety-seven-a": the charter's lettered sections.)
        if (!chapter && e + 1 < t.size() && t[e] == '-' && ascii::IsLower(static_cast<unsigned char>(t[e + 1])) &&
            (e + 2 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[e + 2])))) {
          number += t.substr(e, 2);
          e += 2;
        }
        numbers.push_back(number);
        end = e;
        size_t next = e;
        for (std::string_view sep : {", and "sv, ", or "sv, " and "sv, " or "sv, ", "sv, " through "sv}) {
          if (t.substr(e).starts_with(sep)) {
            next = e + sep.size();
            break;
          }
        }
        if (next == e) break;
        at = next;
      }
      if (numbers.empty()) continue;
      std::string_view rest = t.substr(end, 64);
      re2::StringPiece tail(rest.data(), rest.size());
      if (RE2::PartialMatch(tail, kOfAnother)) continue;
      std::string body;
      std::string code = doc.spec.code;
      bool named = false;
      if (RE2::Consume(&tail, kTail, &body)) {
        end += static_cast<size_t>(tail.data() - rest.data());
        if (!body.empty()) {
          std::string_view c = body[0] == 'c' || body[0] == 'C' ? charter_code
                                                                : AdministrativeCodeCode(corpus, doc.spec);
          if (c.empty()) continue;  // a body the corpus does not hold
          code = c;
          named = true;
        }
      }
      if (!named && (!charter || figures)) continue;
      if (figures && std::any_of(out->begin(), out->end(), [&](const Citation& c) {
            return c.source == id && !c.in_heading && c.begin < end && c.end > lb;
          }))
        continue;
      Context ctx(corpus, src, doc.spec, sections);
      Parsed q;
      q.begin = lb;
      q.end = end;
      q.named_own = true;
      for (const std::string& n : numbers) q.targets.emplace_back(code, chapter ? "ch." + n : n);
      AppendCitation(ctx, id, std::move(q), out);
    }
  }
}

void AdministrativeCodeChapters(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                                size_t from, std::vector<Citation>* out) {
  if (doc.spec.kind != "ordinance" || AdministrativeCodeCode(corpus, doc.spec) != doc.spec.code) return;
  static const RE2 kLead(R"(\b((?:[Ss]ub)?[Cc]hapter) )", RE2::Quiet);
  static const RE2 kThisTitle(R"(^,? of this title\b)", RE2::Quiet);
  static const RE2 kOfTitle(R"(^,? of title )", RE2::Quiet);
  static const RE2 kBody(R"(^,? of (?:the|this) (?:administrative )?code(?: of the city of New York)?\b)", RE2::Quiet);
  // (Another body's, after the number: "of the rules of the city of New
  // York", "of the general municipal law".)
  static const RE2 kOfThe(R"(^,? of the )", RE2::Quiet);
  // A number in figures ("4-C", "27") or words ("twenty-seven"); its end.
  auto number_at = [&](std::string_view t, size_t i, std::string* n) -> size_t {
    size_t k = i;
    while (k < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k])) && k - i < 3) ++k;
    if (k > i) {
      if (k + 1 < t.size() && t[k] == '-' && ascii::IsUpper(static_cast<unsigned char>(t[k + 1]))) k += 2;
      if (k < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[k]))) return 0;
      *n = std::string(t.substr(i, k - i));
      return k;
    }
    size_t e = 0;
    int v = ReadNumberWords(t, i, &e);
    if (v <= 0) return 0;
    *n = std::to_string(v);
    return e;
  };
  std::vector<CitedSpan> taken;
  std::vector<Citation> found;
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (t.find("hapter ") == std::string_view::npos) continue;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece lead;
    while (RE2::FindAndConsume(&in, kLead, &lead)) {
      const size_t lb = static_cast<size_t>(lead.data() - t.data());
      // "subchapter one of chapter five", "chapter two": the parts, inmost
      // first.
      std::string subchapter, chapter;
      size_t at = lb;
      bool sub = lead[0] == 'S' || lead[0] == 's';
      size_t e = number_at(t, at + lead.size() + 1, sub ? &subchapter : &chapter);
      if (e == 0) continue;
      at = e;
      if (sub) {
        if (!t.substr(at).starts_with(" of chapter ")) continue;
        e = number_at(t, at + 12, &chapter);
        if (e == 0) continue;
        at = e;
      }
      std::string_view rest = t.substr(at, 96);
      re2::StringPiece tail(rest.data(), rest.size());
      std::string title;
      // (Another body's: the citations found before on it give way, and
      // none takes their place.)
      bool other = false;
      if (RE2::Consume(&tail, kOfTitle)) {
        size_t base = static_cast<size_t>(tail.data() - t.data());
        size_t te = number_at(t, base, &title);
        if (te == 0) continue;
        tail.remove_prefix(te - base);
        // ("chapter 10 of title 62 of the rules of the city of New York":
        // the rules'.)
        if (!RE2::Consume(&tail, kBody) && RE2::PartialMatch(tail, kOfThe)) other = true;
      } else {
        RE2::Consume(&tail, kThisTitle) || RE2::Consume(&tail, kBody);
        if (RE2::PartialMatch(tail, kOfThe)) continue;
        // (The source's title: "20" of "20-103".)
        std::string_view own = src.key.path();
        size_t dash = own.find('-');
        if (dash == std::string_view::npos || dash == 0 ||
            !std::all_of(own.begin(), own.begin() + static_cast<std::ptrdiff_t>(dash),
                         [](char c) { return ascii::IsDigit(static_cast<unsigned char>(c)); }))
          continue;
        title = std::string(own.substr(0, dash));
      }
      const size_t end = static_cast<size_t>(tail.data() - t.data());
      // ("article eight of subchapter three of chapter one of title
      // twenty-six": the article before.)
      size_t begin = lb;
      std::string article;
      static const RE2 kArticleBefore(R"(\b[Aa]rticle ((?:[a-z]+[- ])?[a-z]+|\d{1,3}) of $)", RE2::Quiet);
      std::string_view before = Before(t, lb, 40);
      re2::StringPiece words;
      if (RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kArticleBefore, &words)) {
        size_t w = static_cast<size_t>(words.data() - t.data());
        if (number_at(t, w, &article) == w + words.size()) begin = w - 8;
        else article.clear();
      }
      Context ctx(corpus, src, doc.spec, sections);
      Parsed q;
      q.begin = begin;
      q.end = end;
      q.targets.emplace_back(doc.spec.code, title + "/ch." + chapter + (sub ? "/subch." + subchapter : "") +
                                                (article.empty() ? "" : "/art." + article));
      if (!CitationsGiveWay(*out, from, id, begin, end, &taken)) continue;
      if (!other) AppendCitation(ctx, id, std::move(q), &found);
      in = re2::StringPiece(t.data() + end, t.size() - end);
    }
  }
  ReplaceCitations(std::move(taken), std::move(found), from, out);
}

}  // namespace lexgraph::cite
