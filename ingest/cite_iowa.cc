// The levels of Iowa's rules and Code: "subrule 65.3(2)",
// "paragraph 65.3(1)\"b\"", "subsection 3", "section 709.4(1)\"b\"(3)".
#include "ingest/citation_parse.h"

#include <re2/re2.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>

#include "corpus/ascii.h"
#include "corpus/same_bytes.h"
#include "ingest/cite_grammar.h"
#include "ingest/ordinance_labels.h"
#include "ingest/re2_consume.h"
#include "ingest/text_util.h"

namespace lexgraph::cite {

using namespace std::string_view_literals;

namespace {

// More numbered items after the Code of Iowa's first ("(1)"): ", (2)",
// " and (3)", " through (9)" (each between), appended to out as "(2)"…;
// consumed from sp. The Code's copies lose spaces: "(5) and(6)".
void MoreIowaNumbers(re2::StringPiece* sp, std::vector<std::string>* out) {
  static const RE2 kMore(
      R"(^(\s*,\s*(?:and\s*|or\s*)?|\s+and\s*|\s+or\s*|\s+through\s+|\s+to\s+)\((\d{1,2})\))",
      RE2::Quiet);
  std::string number, sep;
  while (Consume(sp, kMore, &sep, &number)) {
    int last = std::stoi(out->back().substr(1, out->back().size() - 2)), next = std::stoi(number);
    bool range = sep.find("through") != std::string::npos || sep.find("to") != std::string::npos;
    if (range)
      for (int k = last + 1; k < next && next - last < 30; ++k) out->push_back("(" + std::to_string(k) + ")");
    out->push_back("(" + number + ")");
  }
}

// The Code of Iowa's subparagraphs named after a paragraph: ", subparagraph
// (1)", ", subparagraphs (1) and (2)", ", subparagraphs (1) through (9)":
// each, the paragraph's path then "(1)", "(2)" …; consumed from sp. Empty
// when none. (The Code's copies set a paragraph's quotes on lines of their
// own, "paragraph\n\n“a”\n\n, subparagraphs (1) and (2)".)
std::vector<std::string> IowaSubparagraphsAfter(re2::StringPiece* sp, const std::string& paragraph) {
  // ("paragraph a, NEW subparagraph (3)": an amendment note's.)
  // ("subparagraph(1), (2), or (3)": the space lost.)
  static const RE2 kFirst(R"(^\s*,\s*(?:NEW\s+)?subparagraphs?\s*\((\d{1,2})\))", RE2::Quiet);
  std::vector<std::string> out;
  std::string number;
  if (!Consume(sp, kFirst, &number)) return out;
  out.push_back("(" + number + ")");
  MoreIowaNumbers(sp, &out);
  for (std::string& o : out) o = paragraph + o;
  return out;
}

// Iowa's subsections at t[at], as numbers without parentheses: "2", "1
// and 3", "1 through 10", "1, paragraph “a”". Each item is a subsection
// (with its paragraph) or the two ends of a range of them. Sets *end past
// the last item read (at if none).
using IowaItems = std::vector<std::pair<std::string, std::string>>;

IowaItems ReadIowaSubsections(std::string_view t, size_t at, size_t* end) {
  // (At most three digits: "subsection 1, 2023 Iowa Acts" ends at "1";
  // and no section's: "subsection 5, and 554.12404, subsections 4 and 5".)
  // ("subsection 9B": the Code letters some subsections in capitals.)
  static const RE2 kNumber(R"(^(\d{1,3}[a-zA-Z]?)\b)", RE2::Quiet);
  auto number = [](re2::StringPiece* sp, std::string* n) {
    re2::StringPiece before = *sp;
    if (!Consume(sp, kNumber, n)) return false;
    // (But "subsection 3.6." is 3 with the next item's "6." glued on, and
    // "subsection 5.2000 Acts" 5 with the history's year.)
    size_t j = 1;
    while (j < sp->size() && ascii::IsAlnum(static_cast<unsigned char>((*sp)[j]))) ++j;
    std::string_view next(sp->data() + j, sp->size() - j);
    if (sp->size() >= 2 && (*sp)[0] == '.' && ascii::IsDigit(static_cast<unsigned char>((*sp)[1])) &&
        !next.starts_with("."sv) && !next.starts_with(" Acts"sv)) {
      *sp = before;
      return false;
    }
    return true;
  };
  static const RE2 kParagraph(R"(^,\s+paragraphs?\s+(?:"|“)([a-z]+)(?:"|”))",
                              RE2::Quiet);
  // ("…, paragraphs “a” and “b”": each.)
  // ("paragraphs\n“a”\nthrough\n“c”": every letter between.)
  static const RE2 kMoreParagraph(
      R"(^(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+(through|to)\s+)(?:paragraph\s+)?(?:"|“)([a-z]{1,2})(?:"|”))",
      RE2::Quiet);
  // ("…, paragraphs b and c", unquoted: one letter each.)
  // ("Subsection 4, NEW paragraph c", an amendment note's.)
  static const RE2 kBareParagraphs(R"(^,\s+(?:NEW\s+)?paragraphs?\s+([a-z])\b)", RE2::Quiet);
  static const RE2 kMoreBareParagraph(R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)([a-z])\b)",
                                      RE2::Quiet);
  IowaItems subs;
  *end = at;
  while (true) {
    std::string_view rest = t.substr(at);
    re2::StringPiece sp(rest.data(), rest.size());
    std::string n;
    if (!number(&sp, &n)) break;
    subs.push_back({"(" + n + ")", ""});
    *end = t.size() - sp.size();
    std::string par;
    // ("subsection 1, paragraph “a”, subparagraph (1)", "paragraph “a”,
    // subparagraphs (1) through (9)", "paragraph “b”, subparagraphs (2),
    // (5), and (6), and paragraph “e”, subparagraphs (2)": the last
    // paragraph's subparagraphs, each.)
    auto subparagraphs = [&] {
      std::vector<std::string> subpars = IowaSubparagraphsAfter(&sp, subs.back().first);
      for (size_t k = 0; k < subpars.size(); ++k) {
        if (k == 0) subs.back().first = subpars[0];
        else subs.push_back({subpars[k], ""});
      }
    };
    if (Consume(&sp, kParagraph, &par)) {
      std::string sub = subs.back().first;
      subs.back().first += "(" + par + ")";
      subparagraphs();
      std::string through;
      while (Consume(&sp, kMoreParagraph, &through, &par)) {
        std::string_view last = subs.back().first;
        char from = last.size() >= 3 && last[last.size() - 3] == '(' ? last[last.size() - 2] : 0;
        if (!through.empty() && from && par.size() == 1 && par[0] > from && par[0] - from < 26)
          for (char c = static_cast<char>(from + 1); c < par[0]; ++c)
            subs.push_back({sub + "(" + std::string(1, c) + ")", ""});
        subs.push_back({sub + "(" + par + ")", ""});
        subparagraphs();
      }
      *end = t.size() - sp.size();
    } else if (Consume(&sp, kBareParagraphs, &par)) {
      // "Subsection 1, paragraphs b and c amended" (a history line's).
      std::string sub = subs.back().first;
      subs.back().first += "(" + par + ")";
      while (Consume(&sp, kMoreBareParagraph, &par))
        subs.push_back({sub + "(" + par + ")", ""});
      subparagraphs();  // ("subsection 4, paragraph a, subparagraphs (1), (2)")
      *end = t.size() - sp.size();
    }
    bool range = false;
    size_t k = ReadSeparator(t, *end, &range);
    if (k == *end) break;
    if (range) {
      std::string_view last = t.substr(k);
      re2::StringPiece lp(last.data(), last.size());
      if (!par.empty() || !number(&lp, &n)) break;
      subs.back().second = "(" + n + ")";
      *end = t.size() - lp.size();
      k = ReadSeparator(t, *end, &range);
      if (k == *end || range) break;
    }
    at = k;
  }
  return subs;
}

// The keys of Iowa subsection items of the section `section` (a range's
// members those the corpus holds, else every number between).
void PushIowaSubsections(const Context& ctx, const Key& section, const IowaItems& subs,
                         std::vector<Key>* out) {
  const std::string code(section.code());
  const std::string path(section.path());
  for (const auto& [from, to] : subs) {
    if (to.empty()) {
      out->emplace_back(code, path + from);
      continue;
    }
    for (const std::string& m : ExpandRange(ctx, code, path, from, to))
      out->emplace_back(code, path + m);
  }
}

}  // namespace

void IowaLevelsAfter(const Context& ctx, std::string_view t, Parsed* q) {
  // ("section 514J.107, subsection3", "section 272C.6,subsection 3":
  // the space lost.)
  static const RE2 kLead(R"(^,\s*subsections?\s*)", RE2::Quiet);
  // "section 282.18(2)“a”", as the Iowa rules write it ("(2)"a."", "(1)
  // "a"(4)" where a page broke the line; "17A.4(1) "d. "", "8B.11(4)"a"
  // (6)" with a space lost in): the subsection's paragraph, its
  // subparagraph and that one's division ("709.4(1)"b"(3)(d)").
  static const RE2 kQuotedParagraph(
      R"(^\s?(?:\x{201C}|")([a-z]{1,2})[.,]?\s?(?:\x{201D}|")(?:\s?((?:\(\d{1,2}\)(?:\([a-z]\))?)))?)", RE2::Quiet);
  // ("15.492(1)"a" and "b"": each paragraph of the subsection.)
  static const RE2 kMoreQuoted(
      R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(?:\x{201C}|")([a-z]{1,2})[.,]?(?:\x{201D}|"))",
      RE2::Quiet);
  std::string_view rest = t.substr(q->end);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string par, subpar;
  Key& last = q->targets.back();
  if (last.path().ends_with(")") && Consume(&sp, kQuotedParagraph, &par, &subpar)) {
    std::string subsection(last.path());
    std::string code(last.code());
    last = Key(code, subsection + "(" + par + ")" + subpar);
    while (subpar.empty() && Consume(&sp, kMoreQuoted, &par))
      q->targets.emplace_back(code, subsection + "(" + par + ")");
    // ("232.68(2)"a"(1) through (3) and (5) through (11)": the
    // paragraph's other subparagraphs, a range's each one.)
    static const RE2 kMoreSubparagraphs(
        R"(^(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|\s+(through|to)\s+)\((\d{1,2})\))", RE2::Quiet);
    int from = 0;
    if (subpar.size() >= 3 && subpar.front() == '(' && subpar.back() == ')' &&
        std::all_of(subpar.begin() + 1, subpar.end() - 1, ::isdigit))
      from = std::stoi(subpar.substr(1, subpar.size() - 2));
    std::string range;
    int to = 0;
    while (from > 0 && Consume(&sp, kMoreSubparagraphs, &range, &to)) {
      if (!range.empty() && to > from && to - from <= 30)
        for (int k = from + 1; k < to; ++k)
          q->targets.emplace_back(code, subsection + "(" + par + ")(" + std::to_string(k) + ")");
      q->targets.emplace_back(code, subsection + "(" + par + ")(" + std::to_string(to) + ")");
      from = to;
    }
    q->end = t.size() - sp.size();
    return;
  }
  if (!Consume(&sp, kLead)) return;
  size_t end;
  IowaItems subs = ReadIowaSubsections(t, t.size() - sp.size(), &end);
  if (subs.empty()) return;
  Key section = last;
  q->targets.pop_back();
  PushIowaSubsections(ctx, section, subs, &q->targets);
  q->end = end;
}

namespace {

// Whether "former " or "Former " stands right before t[lb]: an Iowa
// amendment note's number before a renumbering ("Former subsection 14
// amended and renumbered as 16"), which names no provision of today's Code.
bool AfterFormer(std::string_view t, size_t lb) {
  std::string_view w = Before(t, lb, 7);
  return Is(w, "former "sv) || Is(w, "Former "sv);
}

}  // namespace

std::optional<Parsed> ParseIowaSubsections(const Context& ctx,
                                           std::string_view t, size_t lb,
                                           size_t le) {
  static const RE2 kOfThisSection(R"(^(?:,?\s+of\s+this\s+section|\s+(?:above|below)\b))",
                                  RE2::Quiet);
  static const RE2 kOfSection(R"(^,?\s+of\s+(?:[Ss]ection|the\s+Code)\s)", RE2::Quiet);
  const auto& section = SourceSection(ctx);
  // "former subsection 8", "Former subsection 14 amended and renumbered
  // as 16" (an amendment note's: the number before a renumbering) names
  // no provision of today's Code.
  // Read over whole ("Former subsection 2, paragraph b, subparagraph
  // (6)"), so that none of its levels is read on its own.
  bool former = AfterFormer(t, lb);
  // "Iowa Code subsection 321.208(12)": the Code's section, its level.
  if (TrimmedBefore(t, lb).ends_with("Code"sv) && Is(ctx.spec.code, "iowa-code"sv) &&
      ReadSectionNumberOf("iowa-code", t, SkipSpace(t, le)) > 0) {
    Parsed q = ParsePlainList(ctx, t, SkipSpace(t, le), "iowa-code", "");
    if (!q.targets.empty() && q.targets[0].path().find('.') != std::string::npos) {
      q.begin = lb;
      return q;
    }
  }
  Parsed p;
  p.begin = lb;
  IowaItems subs = ReadIowaSubsections(t, SkipSpace(t, le), &p.end);
  if (subs.empty()) return std::nullopt;
  if (former) return p;  // (no targets: not reported)
  // "Subsection 401.2.3.3.1 of the Uniform Code for the Abatement of
  // Dangerous Buildings": a model code's dotted number (three digits, or
  // two dots), no subsection's (not "subsection 4.4. The purpose", where
  // the text lost a space before the next item).
  if (p.end + 1 < t.size() && t[p.end] == '.' && ascii::IsDigit(static_cast<unsigned char>(t[p.end + 1]))) {
    size_t d = p.end, m = p.end + 1;
    while (d > 0 && ascii::IsDigit(static_cast<unsigned char>(t[d - 1]))) --d;
    while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
    bool two_dots = m + 1 < t.size() && t[m] == '.' && ascii::IsDigit(static_cast<unsigned char>(t[m + 1]));
    if (p.end - d >= 3 || two_dots) return std::nullopt;
  }
  std::string_view rest = t.substr(p.end);
  re2::StringPiece sp(rest.data(), rest.size());
  // "section 7, subsection 10, of the federal Rehabilitation Act of 1973":
  // another act's.
  static const RE2 kOfAct(
      R"(^,?\s+of\s+the\s+(?:[Ff]ederal\s+|United\s+States\s+)?(?:[A-Z][A-Za-z.'\x{2019}-]*\s+(?:of\s+|and\s+)?){1,8}Act\b)",
      RE2::Quiet);
  if (NextIsOf(t, p.end)) {
    re2::StringPiece probe = sp;
    if (Consume(&probe, kOfAct)) return std::nullopt;
  }
  // "subsection 2 of section 17A.3", "subsection 3 of section 9-12-1":
  // another section's subsections (not "of the Code").
  if (Consume(&sp, kOfSection)) {
    size_t k = PieceAt(t, sp);
    if (t.substr(p.end, k - p.end).find("ection") != std::string_view::npos) {
      Parsed q = ParsePlainList(ctx, t, SkipSpace(t, k - 1), ctx.spec.code, "");
      if (q.targets.size() == 1 && q.targets[0].path().find('(') == std::string::npos &&
          !q.targets[0].path().starts_with("ch.")) {
        p.end = q.end;
        PushIowaSubsections(ctx, q.targets[0], subs, &p.targets);
        return p;
      }
    }
    return std::nullopt;
  }
  if (Consume(&sp, kOfThisSection)) p.end = t.size() - sp.size();
  if (!section) {
    p.unresolved = "relative to a section the text does not name";
    return p;
  }
  PushIowaSubsections(ctx, *section, subs, &p.targets);
  return p;
}

std::optional<Parsed> ParseLetteredSubsection(const Context& ctx,
                                              std::string_view t, size_t lb,
                                              size_t le) {
  // (A label's period before the list goes on: "renumber subsections G.
  // through J. accordingly".)
  static const RE2 kItems(
      R"(^\s+([A-Z](?:\.?\d{1,2}[a-z]?\b)?(?:\((?:\d+|[a-z]{1,3})\))*(?:\.?(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+|-)(?:[A-Z](?:\.?\d{1,2}[a-z]?)?\b|\((?:\d+|[a-z]{1,3})\))(?:\((?:\d+|[a-z]{1,3})\))*)*)(\s+of\s+this\s+[Ss]ection|\s+(?:above|below)\b)?)",
      RE2::Quiet);
  std::string_view rest = t.substr(le);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string items, of_this;
  if (!Consume(&sp, kItems, &items, &of_this)) return std::nullopt;
  Parsed p;
  p.begin = lb;
  p.end = t.size() - sp.size();
  // "Subsection A" followed by a letter or digit is something else ("A1
  // zone", "Subsection Approval").
  if (p.end < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[p.end])))
    return std::nullopt;
  // ("Subsections E to G or Subsections I to N of the definition of
  // "fireworks" in § 217-2": items of a definition, which no key names;
  // the citation is of the section that holds it, named after it, or "in
  // this section", the source's.)
  {
    std::string_view on = t.substr(p.end, 60);
    on = on.substr(0, on.find(". "));
    if (size_t d = on.find("of the definition"); d != std::string_view::npos) {
      static const RE2 kDefinitionIn(
          R"(^of\s+the\s+definition\s+of\s+["\x{201C}]?[^".\x{201D}]{1,40}["\x{201D}]?\s+(?:in|of)\s+(?:(this\s+section)\b|(?:\x{00A7}|[Ss]ection)\s*))",
          RE2::Quiet);
      size_t from = p.end + d;
      std::string_view r = t.substr(from, 120);
      re2::StringPiece in(r.data(), r.size()), this_section;
      if (!Consume(&in, kDefinitionIn, &this_section)) return std::nullopt;
      size_t at = PieceAt(t, in);
      Parsed q;
      q.begin = lb;
      if (!this_section.empty()) {
        q.end = at;
        std::optional<Key> own = SourceSection(ctx);
        if (!own) {
          q.unresolved = kNoSectionNamed;
          return q;
        }
        q.targets.push_back(*own);
        return q;
      }
      size_t n = ReadSectionNumberOf(ctx.spec.code, t, at);
      if (n == 0) return std::nullopt;
      q.end = at + n;
      q.targets.emplace_back(ctx.spec.code, std::string(t.substr(at, n)));
      return q;
    }
  }
  // "subsection C of § 12-4", "Subsection B of this § 88-5.1",
  // "subsection A of section 37", "Subsection B in § 165-40 of this
  // Article": the section named, not the source's.
  std::optional<Key> named;
  if (of_this.empty()) {
    static const RE2 kOfSection(
        R"(^,?\s+(?:of\s+(?:this\s+)?|in\s+)(?:\x{00A7}|[Ss]ection)\s*)", RE2::Quiet);
    std::string_view r = t.substr(p.end, 40);
    re2::StringPiece of(r.data(), r.size());
    if (Consume(&of, kOfSection)) {
      size_t at = PieceAt(t, of);
      size_t n = ReadSectionNumberOf(ctx.spec.code, t, at);
      // (Not another body's: "subsection A of section 37 of the Act".)
      static const RE2 kOfAnother(R"(^,?\s+of\s+(?:the|said|such)\s)", RE2::Quiet);
      std::string_view after = t.substr(at + n, 24);
      if (n == 0 || RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfAnother))
        return std::nullopt;
      named.emplace(ctx.spec.code, std::string(t.substr(at, n)));
      p.end = at + n;
    }
  }
  const std::optional<Key>& section = named ? named : SourceSection(ctx);
  if (!section) {
    p.unresolved = kNoSectionNamed;
    return p;
  }
  // Items: a letter starts a new subsection; "(1)" or "(a)" after a
  // letter or alone is a level of the last item, in place of its level
  // of that style ("A(3)(a) through (c)": A(3)(c)), or below it.
  std::string letter;
  bool paren = ctx.other_state_ordinance && LevelsInParentheses(ctx.spec.jurisdiction);
  // A range ("subsections C through J", "Subsection C(1) through (5)",
  // "subsections D-H"):
  // the letters, or the numbers or small letters, between its ends.
  bool range = false;
  char last_letter = 0;
  std::string number, small;  // the last item's number and small letter after its capital
  std::vector<std::string> groups;  // the last item's levels below its letter
  auto digits = [](const std::string& g) { return ascii::IsDigit(static_cast<unsigned char>(g[1])); };
  auto join = [](const std::vector<std::string>& gs) {
    std::string out;
    for (const std::string& g : gs) out += g;
    return out;
  };
  for (size_t i = 0; i < items.size();) {
    char c = items[i];
    if (items.compare(i, 8, "through ") == 0 || (items.compare(i, 3, "to ") == 0 && i > 0 && items[i - 1] == ' ')) {
      range = true;
      i += c == 't' && items[i + 1] == 'o' ? 3 : 8;
      continue;
    }
    // ("subsections D-H": a range's hyphen.)
    if (c == '-') {
      range = true;
      ++i;
      continue;
    }
    if (ascii::IsUpper(static_cast<unsigned char>(c))) {
      if (range && last_letter != 0 && c > last_letter && c - last_letter <= 26)
        for (char between = static_cast<char>(last_letter + 1); between < c; ++between)
          p.targets.emplace_back(ctx.spec.code, section->path() + (paren ? std::string{'(', between, ')'}
                                                                         : std::string(1, between)));
      bool same_letter_range = range && c == last_letter;
      range = false;
      last_letter = c;
      std::string prev_number = number, prev_small = small;
      number.clear();
      small.clear();
      letter = paren ? std::string{'(', c, ')'} : std::string(1, c);
      size_t j = i + 1;
      // ("subsection D1 of this section", "D.1", "subsections B1b and B1c":
      // its items written on, as the text writes them, or in parentheses
      // where the code sets them.)
      size_t d = j + (j < items.size() && items[j] == '.');
      size_t e = d;
      while (e < items.size() && ascii::IsDigit(static_cast<unsigned char>(items[e]))) ++e;
      if (e > d) {
        number = items.substr(d, e - d);
        letter += paren ? "(" + number + ")" : items.substr(j, e - j);
        j = e;
        if (j < items.size() && ascii::IsLower(static_cast<unsigned char>(items[j]))) {
          small = std::string(1, items[j]);
          letter += paren ? std::string{'(', items[j], ')'} : small;
          ++j;
        }
      }
      // ("subsections D1 through D4", "subsections A4a through A4k of this
      // section": a range within the capital's items, each between.)
      if (same_letter_range && !number.empty() && !prev_number.empty() && number.size() <= 3 &&
          prev_number.size() <= 3) {
        std::string head = section->path() + (paren ? std::string{'(', c, ')'} : std::string(1, c));
        int lo = std::stoi(prev_number), hi = std::stoi(number);
        if (small.empty() && prev_small.empty() && lo < hi && hi - lo <= 30)
          for (int n = lo + 1; n < hi; ++n)
            p.targets.emplace_back(ctx.spec.code, head + (paren ? "(" + std::to_string(n) + ")" : std::to_string(n)));
        if (!small.empty() && !prev_small.empty() && lo == hi && prev_small[0] < small[0])
          for (char b = static_cast<char>(prev_small[0] + 1); b < small[0]; ++b)
            p.targets.emplace_back(ctx.spec.code, head + (paren ? "(" + number + ")(" + std::string(1, b) + ")"
                                                                : number + std::string(1, b)));
      }
      groups.clear();
      while (j < items.size() && items[j] == '(') {
        size_t close = items.find(')', j);
        groups.push_back(items.substr(j, close - j + 1));
        j = close + 1;
      }
      p.targets.emplace_back(ctx.spec.code, section->path() + letter + join(groups));
      i = j;
    } else if (c == '(' && !letter.empty()) {
      size_t close = items.find(')', i);
      std::string g = items.substr(i, close - i + 1);
      // In place of the last item's level of its style, or below it.
      size_t at = groups.size();
      while (at > 0 && digits(groups[at - 1]) != digits(g)) --at;
      at = at == 0 ? groups.size() : at - 1;
      if (range && at < groups.size()) {
        const std::string& from = groups[at];
        std::vector<std::string> head(groups.begin(), groups.begin() + static_cast<std::ptrdiff_t>(at));
        std::string prefix = section->path() + letter + join(head);
        if (digits(g)) {
          int lo = std::atoi(from.c_str() + 1), hi = std::atoi(g.c_str() + 1);
          if (hi > lo && hi - lo <= 30)
            for (int between = lo + 1; between < hi; ++between)
              p.targets.emplace_back(ctx.spec.code, prefix + "(" + std::to_string(between) + ")");
        } else if (from.size() == 3 && g.size() == 3 && g[1] > from[1]) {
          for (char between = static_cast<char>(from[1] + 1); between < g[1]; ++between)
            p.targets.emplace_back(ctx.spec.code, prefix + std::string{'(', between, ')'});
        }
      }
      range = false;
      groups.resize(at);
      i = close + 1;
      groups.push_back(g);
      // (Its own levels after it: "(2)(b)".)
      while (i < items.size() && items[i] == '(') {
        size_t e = items.find(')', i);
        groups.push_back(items.substr(i, e - i + 1));
        i = e + 1;
      }
      p.targets.push_back(Key(ctx.spec.code, section->path() + letter + join(groups)));
    } else {
      ++i;
    }
  }
  return p;
}

std::optional<Parsed> ParseIowaLowerLevel(const Context& ctx,
                                          std::string_view t, size_t lb,
                                          size_t le, bool sub) {
  static const RE2 kLetter(R"(^\s*(?:"|“)([a-z]+)(?:"|”))", RE2::Quiet);
  static const RE2 kNumber(R"(^\s*\((\d+)\))", RE2::Quiet);
  // "paragraphs “c” and “d”", "paragraphs “a” through “c”".
  static const RE2 kMoreLetters(
      R"(^(\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+)(?:"|“)([a-z])(?:"|”))",
      RE2::Quiet);
  // (The Code's copies set each quote on a line of its own, the comma
  // too: "paragraph\n“b”\n,\n“c”\n, or\n“d”".)
  // ("paragraph “a”, subparagraph (6)": the paragraph's subparagraph,
  // read by IowaSubparagraphsAfter.)
  if (Is(t.substr(le, 1), "s"sv)) ++le;
  std::string_view rest = t.substr(le, kWindow);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string item;
  if (!Consume(&sp, sub ? kNumber : kLetter, &item)) return std::nullopt;
  std::vector<std::string> items{"(" + item + ")"};
  if (!sub) {
    std::string sep, letter;
    while (Consume(&sp, kMoreLetters, &sep, &letter)) {
      bool range = sep.find("through") != std::string::npos || sep.find("to") != std::string::npos;
      char last = items.back().size() == 3 ? items.back()[1] : 0;
      if (range && last && letter[0] > last && letter[0] - last < 26)
        for (char c = static_cast<char>(last + 1); c < letter[0]; ++c)
          items.push_back(std::string("(") + c + ")");
      items.push_back("(" + letter + ")");
    }
    // ("paragraph “a”, subparagraphs (4) through (10)": each.)
    if (items.size() == 1) {
      std::vector<std::string> subpars = IowaSubparagraphsAfter(&sp, items[0]);
      if (!subpars.empty()) items = std::move(subpars);
    }
  } else {
    // "subparagraphs (1) and (2)", "(1) through (3)": each.
    if (item.size() <= 2) MoreIowaNumbers(&sp, &items);
    // "subparagraph (1), subparagraph divisions (b) and (c)": the
    // subparagraph's divisions.
    static const RE2 kDivisions(
        R"(^,\s+subparagraph\s+divisions?\s+\(([a-z])\)((?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\([a-z]\))*))",
        RE2::Quiet);
    std::string first, more;
    if (items.size() == 1 && Consume(&sp, kDivisions, &first, &more)) {
      std::string base = items[0];
      items = {base + "(" + first + ")"};
      for (size_t k = 0; k + 2 < more.size(); ++k)
        if (more[k] == '(' && more[k + 2] == ')') items.push_back(base + more.substr(k, 3));
    }
  }
  size_t stop = PieceAt(t, sp);
  // "former subparagraphs (3) – (9) renumbered as (4) – (10)": an
  // amendment note's numbers before a renumbering, none of today's (read
  // over, not reported).
  if (AfterFormer(t, lb)) {
    Parsed p;
    p.begin = lb;
    p.end = stop;
    return p;
  }
  // "of this subsection" ("of this paragraph" after a subparagraph): the
  // source's own, read here; "subparagraphs (1) through (3) of paragraph
  // “a”": a paragraph of the source's subsection; "of section 490.205":
  // not read here.
  std::string of_paragraph;
  if (NextIsOf(t, stop)) {
    static const RE2 kOfThis(R"(^,?\s+of\s+this\s+(subsection|paragraph)\b)", RE2::Quiet);
    static const RE2 kOfParagraph(R"(^,?\s+of\s+paragraph\s+(?:"|“)([a-z]{1,2})(?:"|”))",
                                  RE2::Quiet);
    std::string_view r = t.substr(stop, 32);
    re2::StringPiece op(r.data(), r.size());
    std::string level;
    if (sub && Consume(&op, kOfParagraph, &of_paragraph)) {
      stop = PieceAt(t, op);
    } else {
      if (!Consume(&op, kOfThis, &level) || (level == "paragraph") != sub) return std::nullopt;
      stop = PieceAt(t, op);
    }
  }
  auto src = LevelsBelowSection(ctx);
  if (!of_paragraph.empty()) {
    Parsed p;
    p.begin = lb;
    p.end = stop;
    if (!src || src->groups.empty()) {
      p.unresolved = "\"paragraph\" needs an enclosing subsection";
      return p;
    }
    for (const std::string& i : items)
      p.targets.push_back(
          Key(ctx.spec.code, src->section + Join(src->groups, 1) + "(" + of_paragraph + ")" + i));
    return p;
  }
  Parsed p;
  p.begin = lb;
  p.end = stop;
  size_t depth = sub ? 2 : 1;
  if (!src || src->groups.size() < depth) {
    p.unresolved = std::string("\"") + (sub ? "subparagraph" : "paragraph") +
                   "\" needs an enclosing " + (sub ? "paragraph" : "subsection");
    return p;
  }
  for (const std::string& i : items)
    p.targets.emplace_back(ctx.spec.code, src->section + Join(src->groups, depth) + i);
  return p;
}

}  // namespace lexgraph::cite
