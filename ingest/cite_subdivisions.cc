// Levels named by bare labels, as New York City's codes name them (see
// cite_subdivisions.h).
#include "ingest/cite_subdivisions.h"

#include <re2/re2.h>

#include <algorithm>
#include <string>
#include <utility>

#include "corpus/ascii.h"
#include "ingest/cite_grammar.h"
#include "ingest/cite_number_words.h"
#include "ingest/ordinance_citations.h"

namespace lexgraph::cite {
namespace {

using namespace std::string_view_literals;

enum class LevelWord { kSubdivision, kParagraph, kSubparagraph, kClause };

// The level word at t[i] and the space after it: its kind and the end of
// the space, or 0.
size_t LevelWordAt(std::string_view t, size_t i, LevelWord* kind) {
  static constexpr std::pair<std::string_view, LevelWord> kWords[] = {
      {"subdivisions "sv, LevelWord::kSubdivision}, {"subdivision "sv, LevelWord::kSubdivision},
      {"Subdivisions "sv, LevelWord::kSubdivision}, {"Subdivision "sv, LevelWord::kSubdivision},
      {"subparagraphs "sv, LevelWord::kSubparagraph}, {"subparagraph "sv, LevelWord::kSubparagraph},
      {"Subparagraphs "sv, LevelWord::kSubparagraph}, {"Subparagraph "sv, LevelWord::kSubparagraph},
      {"paragraphs "sv, LevelWord::kParagraph},     {"paragraph "sv, LevelWord::kParagraph},
      {"Paragraphs "sv, LevelWord::kParagraph},     {"Paragraph "sv, LevelWord::kParagraph},
      // (New York City's deeper levels, "subitem (I) of item (B) of clause
      // (ii) of subparagraph (a)", and the charter's "subsection a".)
      {"subsections "sv, LevelWord::kSubdivision},  {"subsection "sv, LevelWord::kSubdivision},
      {"clauses "sv, LevelWord::kClause},           {"clause "sv, LevelWord::kClause},
      {"subitems "sv, LevelWord::kClause},          {"subitem "sv, LevelWord::kClause},
      {"items "sv, LevelWord::kClause},             {"item "sv, LevelWord::kClause}};
  for (const auto& [w, k] : kWords)
    if (t.substr(i).starts_with(w)) {
      *kind = k;
      return i + w.size();
    }
  return 0;
}

// Whether what follows a small letter read as a label at t[e] lets it be
// one: the text's end, a stop, or a word a reference goes on with; not
// another word ("subdivisions a license", the article).
bool LetterEndsAt(std::string_view t, size_t e) {
  if (e >= t.size()) return true;
  if (t[e] == ',' || t[e] == '.' || t[e] == ';' || t[e] == ':' || t[e] == ')') return true;
  for (std::string_view w : {" of "sv, " and "sv, " or "sv, " through "sv, " to "sv, " shall "sv, " is "sv,
                             " are "sv, " may "sv, " must "sv, " has "sv, " have "sv, " above"sv, " below"sv,
                             " hereof"sv, " herein"sv, " unless "sv, " if "sv, " where "sv, " for "sv, " in "sv,
                             " that "sv, " which "sv})
    if (t.substr(e).starts_with(w)) return true;
  return false;
}

// One label at t[i]: a small letter alone (a subdivision's, or a
// paragraph's under a numbered subdivision, "paragraph a of this
// subdivision"), a number in figures or words, or either in parentheses
// ("(ix)"). Its text without them, and end; *paren whether it had them.
bool LabelAt(std::string_view t, size_t i, LevelWord kind, std::string* label, size_t* end, bool* paren) {
  *paren = false;
  if (i >= t.size()) return false;
  const auto c = static_cast<unsigned char>(t[i]);
  if (c == '(') {
    size_t k = i + 1;
    while (k < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[k])) && k - i <= 4) ++k;
    if (k == i + 1 || k >= t.size() || t[k] != ')') return false;
    *label = std::string(t.substr(i + 1, k - i - 1));
    *end = k + 1;
    *paren = true;
    return true;
  }
  if (ascii::IsLower(c) &&
      (i + 1 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[i + 1]))) && LetterEndsAt(t, i + 1)) {
    *label = std::string(1, static_cast<char>(c));
    *end = i + 1;
    return true;
  }
  if (ascii::IsDigit(c)) {
    size_t k = i;
    while (k < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k])) && k - i < 3) ++k;
    if (k < t.size() && (ascii::IsAlnum(static_cast<unsigned char>(t[k])) || t[k] == '(' || t[k] == '-' ||
                         (t[k] == '.' && k + 1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k + 1])))))
      return false;  // (a section's number: "subdivision 14(c)", "paragraph 4.2")
    *label = std::string(t.substr(i, k - i));
    *end = k;
    return true;
  }
  size_t e = 0;
  int n = ReadNumberWords(t, i, &e);
  if (n <= 0 || n >= 100) return false;
  *label = std::to_string(n);
  *end = e;
  return true;
}

// A list or range of one level's labels at t[i] ("c and d", "1, 2 and
// 5", "one or two", "one through four"): the labels, a range's between
// ones too, and *end.
std::vector<std::string> LabelsAt(std::string_view t, size_t i, LevelWord kind, size_t* end) {
  std::vector<std::string> labels;
  std::string label;
  size_t e = 0;
  bool paren = false, more_paren = false;
  if (!LabelAt(t, i, kind, &label, &e, &paren)) return labels;
  labels.push_back(label);
  auto digit = [](const std::string& l) { return ascii::IsDigit(static_cast<unsigned char>(l[0])); };
  while (true) {
    size_t next = e;
    bool range = false;
    for (std::string_view sep : {", and "sv, ", or "sv, ", "sv, " and "sv, " or "sv, " through "sv, " to "sv}) {
      if (t.substr(e).starts_with(sep)) {
        next = e + sep.size();
        range = sep == " through "sv || sep == " to "sv;
        break;
      }
    }
    if (next == e) break;
    std::string more;
    size_t me = 0;
    if (!LabelAt(t, next, kind, &more, &me, &more_paren) || more_paren != paren ||
        digit(more) != digit(labels.back()))
      break;
    if (range && paren) {
      // ("(i) through (ix)": numerals, letters or numbers, one style.)
      std::vector<std::string> items = LevelRangeItems("(" + labels.back() + "-" + more + ")");
      if (items.size() < 2) break;
      labels.insert(labels.end(), items.begin() + 1, items.end() - 1);
    } else if (range) {
      if (digit(more)) {
        int lo = std::stoi(labels.back()), hi = std::stoi(more);
        if (hi <= lo || hi - lo > 50) break;
        for (int v = lo + 1; v < hi; ++v) labels.push_back(std::to_string(v));
      } else {
        if (more[0] <= labels.back()[0]) break;
        for (char ch = static_cast<char>(labels.back()[0] + 1); ch < more[0]; ++ch) labels.emplace_back(1, ch);
      }
    }
    labels.push_back(more);
    e = me;
  }
  *end = e;
  return labels;
}

// Whether the document sets its sections' first levels as small letters
// with a full stop ("a."), the reader keying them "(a)".
bool LetteredAsSubdivisions(const Corpus& corpus, const Document& doc) {
  return std::any_of(doc.provisions.begin(), doc.provisions.end(), [&](int32_t id) {
    const Provision& p = corpus.provisions[id];
    return p.label == "a." && p.parent != kNoProvision && corpus.provisions[p.parent].parent == kNoProvision &&
           p.key.path().ends_with("(a)");
  });
}

}  // namespace

void LetteredSubdivisions(const Corpus& corpus, const SectionIndex& sections, const Document& doc, size_t from,
                          std::vector<Citation>* out) {
  // (In a code that so labels its sections' levels, or one beside a
  // charter or an administrative code of the same place, as New York
  // City's two are.)
  if (doc.spec.kind != "ordinance") return;
  if (!LetteredAsSubdivisions(corpus, doc) && CharterCode(corpus, doc.spec).empty() &&
      AdministrativeCodeCode(corpus, doc.spec).empty())
    return;
  static const RE2 kLead(R"(\b((?:[Ss]ub(?:division|paragraph|section|item)|[Pp]aragraph|[Dd]ivision|item|clause)s? ))",
                         RE2::Quiet);
  static const RE2 kThisSection(R"(^,? of this section\b)", RE2::Quiet);
  static const RE2 kOfAnyTail(R"(^,? of )", RE2::Quiet);
  static const RE2 kThisSubdivision(R"(^,? of this subdivision\b)", RE2::Quiet);
  // "of section 24-118", "of section eight hundred fifty-one"
  static const RE2 kOfSection(R"(^,? of section )", RE2::Quiet);
  static const RE2 kSectionNumber(R"(^(\d+(?:-\d+)?(?:\.\d+)?(?:-[a-z]\b)?))", RE2::Quiet);
  static const RE2 kBody(
      R"(^,? of (?:the (charter|Charter|administrative code|Administrative Code)|(?:this|the) (?:code|Code|charter|Charter|title|chapter))\b)",
      RE2::Quiet);
  // (Another body's section: "of the general municipal law", "of the
  // zoning resolution", "of the rules of the city".)
  static const RE2 kOtherBody(R"(^,? of the (?:[A-Za-z]+ ){0,6}(?:[Ll]aw|[Aa]ct|[Rr]esolution|[Rr]ules|[Cc]ode|[Ss]tatutes?)\b)",
                              RE2::Quiet);
  std::vector<CitedSpan> taken;  // the spans whose citations give way
  std::vector<Citation> found;
  std::map<int32_t, std::vector<size_t>> before;  // out's citations by source
  for (size_t i = from; i < out->size(); ++i)
    if (!(*out)[i].in_heading) before[(*out)[i].source].push_back(i);
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (t.find("ivision") == std::string_view::npos && t.find("aragraph") == std::string_view::npos &&
        t.find("subsection") == std::string_view::npos && t.find("item") == std::string_view::npos &&
        t.find("clause") == std::string_view::npos)
      continue;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece lead;
    while (RE2::FindAndConsume(&in, kLead, &lead)) {
      const size_t lb = static_cast<size_t>(lead.data() - t.data());
      // The levels, innermost first, each "of" the next.
      std::vector<std::vector<std::string>> levels;
      size_t at = lb, first_end = 0;
      LevelWord kind;
      while (size_t w = LevelWordAt(t, at, &kind)) {
        size_t e = 0;
        std::vector<std::string> labels = LabelsAt(t, w, kind, &e);
        if (labels.empty() || (!levels.empty() && labels.size() > 1)) {
          if (!levels.empty()) at -= 4;  // (back before " of ")
          break;
        }
        levels.push_back(std::move(labels));
        at = e;
        if (first_end == 0) first_end = e;
        if (!t.substr(at).starts_with(" of "sv) || !LevelWordAt(t, at + 4, &kind)) break;
        at += 4;
      }
      if (levels.empty()) continue;
      // The section: this one, a named one, or (no tail) this one where it
      // holds the levels.
      std::string_view rest = t.substr(at, 96);
      re2::StringPiece tail(rest.data(), rest.size());
      Context ctx(corpus, src, doc.spec, sections);
      // (The section the source stands in: the top of its levels, each
      // keyed on from its parent's key.)
      auto own_section = [&]() -> std::optional<Key> {
        int32_t top = id;
        while (corpus.provisions[top].parent != kNoProvision) {
          const Key& up = corpus.provisions[corpus.provisions[top].parent].key;
          const Key& k = corpus.provisions[top].key;
          if (up.code() != k.code() || !k.path().starts_with(up.path())) break;
          top = corpus.provisions[top].parent;
        }
        if (top == id && corpus.provisions[id].label.empty()) return ctx.section();
        return corpus.provisions[top].key;
      };
      std::optional<Key> section;
      bool must_hold = false;
      if (RE2::Consume(&tail, kThisSection)) {
        section = own_section();
      } else if (RE2::Consume(&tail, kThisSubdivision)) {
        // ("paragraph 2 of this subdivision": the section's level the
        // source stands in.)
        std::optional<Key> s = own_section();
        int32_t at_level = id;
        while (s && corpus.provisions[at_level].parent != kNoProvision &&
               !(corpus.provisions[corpus.provisions[at_level].parent].key == *s))
          at_level = corpus.provisions[at_level].parent;
        if (!s || (at_level == id && corpus.provisions[id].key == *s) ||
            corpus.provisions[at_level].parent == kNoProvision)
          continue;
        // (Keyed by its label in parentheses, as the codes cite it, "§
        // 16-118(9)(a)", whatever the reader made of a numbered level.)
        std::string label;
        for (char ch : corpus.provisions[at_level].label)
          if (ascii::IsAlnum(static_cast<unsigned char>(ch))) label += ch;
        if (label.empty()) continue;
        section = Key(std::string(s->code()), std::string(s->path()) + "(" + label + ")");
      } else if (RE2::Consume(&tail, kOfSection)) {
        std::string number;
        if (!RE2::Consume(&tail, kSectionNumber, &number)) {
          size_t base = static_cast<size_t>(tail.data() - t.data()), e = 0;
          int n = ReadNumberWords(t, base, &e);
          if (n <= 0) continue;
          number = std::to_string(n);
          if (e + 1 < t.size() && t[e] == '-' && ascii::IsLower(static_cast<unsigned char>(t[e + 1])) &&
              (e + 2 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[e + 2])))) {
            number += t.substr(e, 2);
            e += 2;
          }
          tail.remove_prefix(e - base);
        }
        std::string body;
        std::string code = doc.spec.code;
        if (RE2::Consume(&tail, kBody, &body)) {
          if (!body.empty()) {
            std::string_view c = body[0] == 'c' || body[0] == 'C' ? CharterCode(corpus, doc.spec)
                                                                  : AdministrativeCodeCode(corpus, doc.spec);
            if (c.empty()) continue;  // a body the corpus does not hold
            code = c;
          }
        } else if (RE2::PartialMatch(tail, kOtherBody)) {
          continue;
        }
        section = Key(code, number);
      } else {
        // (Not "of such section", "of the act": an unread tail.)
        if (RE2::PartialMatch(tail, kOfAnyTail)) continue;
        section = own_section();
        must_hold = true;
      }
      if (!section) continue;
      const size_t end = static_cast<size_t>(tail.data() - t.data());
      // (Not where a citation found before stands on the lead or runs past
      // the reference; those inside its tail give way.)
      bool blocked = false;
      std::vector<size_t> inside;
      // (A list of sections that the tail's section opens, "of section one
      // hundred ninety-seven-c, one hundred ninety-nine, two hundred …":
      // the list keeps the others.)
      size_t list = out->size();
      for (size_t i : before[id]) {
        const Citation& c = (*out)[i];
        if (c.begin >= end || c.end <= lb) continue;
        // (One that found nothing gives way: "paragraph (ii) of this
        // subdivision", unresolved by the level grammar.)
        if (c.targets.empty() && c.status == CitationStatus::kUnresolved && c.begin >= lb && c.end <= end) {
          inside.push_back(i);
          continue;
        }
        if (c.begin >= first_end && c.end > end && !c.targets.empty() && c.targets.front() == *section &&
            c.targets.size() > 1) {
          list = i;
          continue;
        }
        // (One from the lead that stops short gives way too: "paragraphs
        // (i) through (ix)" read relative to the source, then "of
        // subdivision a of this section".)
        if (c.begin < lb || c.end > end || (c.begin < first_end && (c.end >= end || (levels.size() == 1 && must_hold))))
          blocked = true;
        inside.push_back(i);
      }
      if (blocked) continue;
      std::string path(section->path());
      for (auto it = levels.rbegin(); it + 1 != levels.rend(); ++it) path += "(" + it->front() + ")";
      Parsed q;
      q.begin = lb;
      q.end = end;
      for (const std::string& l : levels.front()) q.targets.emplace_back(std::string(section->code()), path + "(" + l + ")");
      if (must_hold && std::any_of(q.targets.begin(), q.targets.end(),
                                   [&](const Key& k) { return corpus.Find(k) == kNoProvision; }))
        continue;
      for (size_t i : inside) taken.push_back({id, {(*out)[i].begin, (*out)[i].end}});
      if (list < out->size()) (*out)[list].targets.erase((*out)[list].targets.begin());
      AppendCitation(ctx, id, std::move(q), &found);
      in = re2::StringPiece(t.data() + end, t.size() - end);
    }
  }
  ReplaceCitations(std::move(taken), std::move(found), from, out);
}

}  // namespace lexgraph::cite
