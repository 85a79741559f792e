// The reading of one lead-in (ParseAt): of each lead word ("§", "s.",
// "ch.", an agency, "Section", "Article") and the body of law it names.
#include "ingest/citation_parse.h"

#include <re2/re2.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <set>
#include <string>

#include "ingest/ordinance_citations.h"
#include "corpus/ascii.h"
#include "corpus/same_bytes.h"
#include "ingest/cite_grammar.h"
#include "ingest/re2_consume.h"
#include "ingest/state_law.h"
#include "ingest/text_util.h"
#include "ingest/wis_label.h"

namespace lexgraph::cite {

using namespace std::string_view_literals;

namespace {

// Whether ", Title " or " of title " (either case) stands in w: one scan
// for the word's tail, then the words before it.
bool TitleWordAfter(std::string_view w) {
  for (size_t k = w.find("itle "); k != std::string_view::npos; k = w.find("itle ", k + 1)) {
    if (k < 3 || (w[k - 1] != 'T' && w[k - 1] != 't')) continue;
    if (w.substr(k - 3, 2) == ", "sv || (k >= 5 && w.substr(k - 5, 4) == " of "sv)) return true;
  }
  return false;
}

// Past "(Rule) " or "(Rules) " at t[le] (after spaces) and before a
// section's number: the Supreme Court's name for a section of its rules
// of procedure, which are the statutes' ("Wis. Stat. § (Rule) 809.19");
// else le.
size_t PastRuleWord(std::string_view t, size_t le) {
  size_t k = SkipSpace(t, le);
  for (std::string_view w : {"(Rule) "sv, "(Rules) "sv})
    if (t.substr(k).starts_with(w) && ReadSectionNumber(t, k + w.size()) > 0) return k + w.size();
  return le;
}

// "SECTION 4. Med 1.02 (3) (cm) is created to read: Med 1.02 (3) (cm) An
// applicant … the requirements of par. (a) or (b)": the rule text a
// rule-making order's section quotes, no label of the reader's opening it
// (text kept in the provision named after the file). So the statutes an
// order's analysis quotes: "Section 29.519(1m)(b), Stats., provides that
// “after … under sub. (7), the department …”". Their relative references
// are the quoted provision's: its code and the quoted locator's
// components (section, then levels), or no components.
struct Quoted {
  std::string code;
  std::vector<std::string> comps;
};
Quoted QuotedProvisionBefore(const Context& ctx, std::string_view t, size_t lb) {
  // (So an act's or a bill's section quotes the statute it changes:
  // "SECTION 16. 227.15 (1m) (intro.) of the statutes is amended to read:
  // 227.15 (1m) … received under sub. (1)".)
  bool admin = Is(ctx.spec.code, "wis-adm"sv);
  if (!admin && !Is(ctx.spec.code, "wis-stat"sv)) return {};
  // (Text the reader kept in a provision named after the file; or, in an
  // act, text it gave a section the act quotes last, "… 20.001 (6) (b) of
  // the statutes is created to read: 20.001 (6) (b) … under par. (a)"
  // above an excerpt's last line "20.003".)
  // (Or, in a rule's order, a section the reader opened that holds the
  // order's later sections: "Tax 18.04 Purpose. …" then "SECTION 16. Tax
  // 18.07 (2) is amended to read:" and "Tax 18.07 (2) … under sub. (1)".)
  if (!ctx.source.key.path().starts_with("file."sv) &&
      (admin ? t.rfind("to read:", lb) == std::string_view::npos
             : t.rfind("of the statutes", lb) == std::string_view::npos))
    return {};
  // (The statutes' text, inside quotation marks still open at lb; or
  // inside plain quotation marks, the one before lb with none between:
  // "Section 48.57(3m)(ar) states that \"The department shall … under
  // par. (am).", in a rule's document whose sections carry their agency.)
  size_t open = t.rfind("\xE2\x80\x9C", lb);
  bool curly = open != std::string_view::npos && lb - open < 2000 &&
               t.substr(open, lb - open).find("\xE2\x80\x9D") == std::string_view::npos;
  if (!curly && admin) {
    open = t.rfind('"', lb);
    if (open != std::string_view::npos && (lb - open >= 2000 || open == 0)) open = std::string_view::npos;
  }
  if (curly || open != std::string_view::npos) {
    static const RE2 kStatuteSays(
        R"((?:[Ss]ection|s\.)\s*(\d+\.\d+[0-9a-z]*)((?:\s*\([0-9a-zA-Z]+\))*),\s+(?:Wis\.\s+)?Stats?\.,\s+(?:provides|states|reads|requires)(?:\s+in\s+part)?(?:\s+that|:)?\s*$)",
        RE2::Quiet);
    static const RE2 kSectionSays(
        R"(\bSection\s+(\d+\.\d+[0-9a-z]*)((?:\s*\([0-9a-zA-Z]+\))*)\s+(?:provides|states|reads|requires)(?:\s+in\s+part)?(?:\s+that|:)?\s*$)",
        RE2::Quiet);
    std::string_view before = Before(t, open, 120);
    std::string section, levels;
    if (RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), curly ? kStatuteSays : kSectionSays,
                          &section, &levels)) {
      Quoted q{"wis-stat", {section}};
      ReadWisLevels(levels, 0, 1, &q.comps);
      return q;
    }
    // (A bill's amendment quotes the text it puts in, a piece at a time:
    // "“281.36 (4m) Exemption; artificial wetlands. (a) …”", then "“(b)
    // Subject to par. (c), the permitting requirement under sub. (3b) …”":
    // the pieces are the statute's the first one names.)
    if (curly && !admin) {
      static const RE2 kQuotedLocator(R"(\x{201C}(\d+\.\d+[0-9a-z]*)((?:\s*\([0-9a-z]{1,4}\))*)\s+[A-Z(])",
                                      RE2::Quiet);
      size_t from = open > 4000 ? open - 4000 : 0;
      std::string_view window = t.substr(from, open + 3 - from);
      re2::StringPiece in(window.data(), window.size());
      std::string last_section, last_levels;
      while (RE2::FindAndConsume(&in, kQuotedLocator, &section, &levels)) {
        last_section = section;
        last_levels = levels;
      }
      if (!last_section.empty()) {
        Quoted q{"wis-stat", {last_section}};
        ReadWisLevels(last_levels, 0, 1, &q.comps);
        return q;
      }
    }
  }
  // (A correction bill's note quotes a statute as merged: "As merged by
  // the legislative reference bureau, s. 66.1105 (6) (a) (intro.) reads:
  // (a) If … under sub. (4m)".)
  if (!admin) {
    size_t r = t.rfind(" reads:", lb);
    if (r != std::string_view::npos && lb - r < 4000) {
      static const RE2 kReads(
          R"((?:[Ss]ection|s\.)\s*(\d+\.\d+[0-9a-z]*)((?:\s*\((?:[0-9a-zA-Z]+|intro\.)\))*(?:\s*\d+[a-z]{0,2}\.(?:\s*[a-z]{1,2}\.)?)?)\s*$)",
          RE2::Quiet);
      std::string_view before = Before(t, r, 120);
      std::string section, levels;
      std::string_view between = t.substr(r, lb - r);
      if (RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kReads, &section, &levels) &&
          between.find("Section ") == std::string_view::npos && between.find("SECTION ") == std::string_view::npos) {
        Quoted q{"wis-stat", {section}};
        ReadWisLevels(levels, 0, 1, &q.comps);
        return q;
      }
    }
  }
  // (A scope statement or an analysis quotes a statute under a line of
  // its number alone, the statute's text on the lines after it opening on
  // a level: "Wis. Stat. § 106.275\n(4)Implementation … (b) … under sub.
  // (2) (a)". The source's lines, which the reader may have joined.)
  if (!ctx.source.text_lines.empty()) {
    static const RE2 kHeadingLine(
        R"(^\s*(?:Wis\.\s*Stats?\.\s*(?:\x{00A7}\s*)?|[Ss]ection\s+|s\.\s*|\x{00A7}\s*)(\d+\.\d+[0-9a-z]*)\s*(?:,\s*(?:Wis\.\s*)?Stats?\.)?\s*$)",
        RE2::Quiet);
    size_t line = ctx.source.LineStart(lb);
    for (int k = 0; k < 40 && line > 0 && lb - line <= 4000; ++k) {
      size_t prev = ctx.source.LineStart(line - 1);
      std::string_view heading = t.substr(prev, line - prev);
      // (Or the statute's number and title, as the statutes print them,
      // in a rule's document, whose own sections carry their agency:
      // "95.51 Livestock premises registration." then "(3m) Exemptions.
      // … exemptions from sub. (2)".)
      static const RE2 kTitledLine(R"(^\s*(\d+\.\d+[0-9a-z]*)\s+[A-Z][A-Za-z ,;'-]{2,100}\.\s*$)", RE2::Quiet);
      std::string section;
      if (((heading.size() <= 40 && RE2::FullMatch(re2::StringPiece(heading.data(), heading.size()), kHeadingLine, &section)) ||
           (admin && heading.size() <= 120 &&
            RE2::FullMatch(re2::StringPiece(heading.data(), heading.size()), kTitledLine, &section))) &&
          SkipSpace(t, line) < t.size() && t[SkipSpace(t, line)] == '(')
        return {"wis-stat", {section}};
      // (Not past an order's section, "SECTION 5.", nor a heading of the
      // statement's, "Statutes Interpreted".)
      if (heading.find("SECTION") != std::string_view::npos) break;
      line = prev;
    }
  }
  // The quoted text opens after "to read:" or, where the excerpt starts
  // past that, on a line of its own with the provision's locator and
  // title: "HFS 131.14 (8) ACTION BY THE DEPARTMENT. … under sub. (10)".
  auto read_locator = [&](size_t j, std::vector<std::string>* comps) -> size_t {
    std::string agency;
    size_t al = admin ? ReadAgency(t, j, &agency) : 0;
    size_t n = admin && al == 0 ? 0 : ReadSectionNumber(t, j + al);
    if (n == 0) return 0;
    comps->assign({agency + std::string(t.substr(j + al, n))});
    return ReadWisLevels(t, j + al + n, 1, comps);
  };
  size_t r = t.rfind("to read:", lb);
  size_t floor = r == std::string_view::npos || lb - r > 4000 ? std::string_view::npos : r + 8;
  // (Not the Supreme Court Rules an order quotes, "SCR 75.02(2) of the
  // Supreme Court Rules is amended to read: 75.02(2) (a) … under sub.
  // (1)": no statute's text.)
  if (!admin && floor != std::string_view::npos && NamesSupremeCourtRules(Before(t, r, 160))) return {};
  // (A bill's copy runs the line's number into the word, "… is repealed
  // and recreated to\n12read:", read with the number blanked.)
  if (size_t q = t.rfind("read:", lb); q != std::string_view::npos && lb - q <= 4000 &&
                                       (floor == std::string_view::npos || q + 5 > floor)) {
    size_t b = q;
    while (b > 0 && q - b < 2 && ascii::IsDigit(static_cast<unsigned char>(t[b - 1]))) --b;
    size_t digits = b;
    while (b > 0 && digits - b < 8 && (t[b - 1] == ' ' || t[b - 1] == '\n')) --b;
    if (b < digits && b >= 3 && t.substr(b - 3, 3) == " to"sv) floor = q + 5;
  }
  std::vector<std::string> comps;
  size_t e = 0;
  for (size_t ls = lb; ls > 0 && lb - ls <= 4000;) {
    size_t nl = t.rfind('\n', ls - 1);
    ls = nl == std::string_view::npos ? 0 : nl + 1;
    if (floor != std::string_view::npos && ls < floor) break;
    size_t end = read_locator(ls, &comps);
    if (end != 0 && end < lb && comps.size() >= 2) {
      size_t title = SkipSpace(t, end);
      if (title + 1 < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[title])) &&
          ascii::IsUpper(static_cast<unsigned char>(t[title + 1]))) {
        e = end;
        break;
      }
    }
    if (ls == 0) break;
    ls = ls - 1;
  }
  // (A bill's copy opens each page's line with its tag, "SB21,1604,2219
  // 301.26 (8) Alcohol …": the bill's number and page, the line's number
  // run on; an engrossed bill's, "AB283-engrossed,19,1915 346.65 (2)
  // (f) 1. If …".)
  auto past_bill_tag = [&](size_t j) {
    static const RE2 kBillTag(R"(^[A-Z]{2,5}\d+(?:-(?:[A-Z]{2,5}\d*|engrossed))*(?:,\d+)+[ \t]+)", RE2::Quiet);
    re2::StringPiece sp(t.data() + j, t.size() - j);
    return RE2::Consume(&sp, kBillTag) ? static_cast<size_t>(sp.data() - t.data()) : j;
  };
  if (e == 0) {
    // (An excerpt that opens on the quoted provision, past its "to read:":
    // "346.65 (2g) (b) The court may require …".)
    if (floor == std::string_view::npos && !admin) {
      size_t j = past_bill_tag(SkipSpace(t, 0));
      size_t end = read_locator(j, &comps);
      size_t word = end == 0 ? 0 : SkipSpace(t, end);
      if (end == 0 || end >= lb || comps.size() < 2 || word >= t.size() ||
          !ascii::IsUpper(static_cast<unsigned char>(t[word])))
        return {};
      e = end;
    } else {
      if (floor == std::string_view::npos) return {};
      e = read_locator(past_bill_tag(SkipSpace(t, floor)), &comps);
      if (e == 0 || e > lb) return {};
    }
  }
  // (Not past the order's next section: "SECTION 5.", "Section 5.")
  std::string_view between = t.substr(e, lb - e);
  for (std::string_view w : {"SECTION "sv, "Section "sv})
    for (size_t k = between.find(w); k != std::string_view::npos; k = between.find(w, k + 1)) {
      size_t d = k + w.size();
      while (d < between.size() && ascii::IsDigit(static_cast<unsigned char>(between[d]))) ++d;
      if (d > k + w.size() && d < between.size() && between[d] == '.') return {};
    }
  return {std::string(ctx.spec.code), std::move(comps)};
}

// The chapter an ordinance's bare "Article VII" is of where the text
// names it just before: in the same sentence ("Chapter 17, Article I
// governing … and Article VII, governing …", "Chapter 18, Zoning,
// Article III, District Regulations, Article IV"), or, opening an item, in
// the lead-in the item follows ("10. Chapter 19, including: (a) Article
// IV, …"). Empty where none is named.
std::string ChapterNamedBefore(const Context& ctx, std::string_view t, size_t lb) {
  // (In the sentence, the code's chapter with an article of its own,
  // "Chapter 17, Article I"; before the items, one no body's name
  // follows, not "Chapter 62, Wis. Stats., including:".)
  // ("Chapter 18, Zoning, Article III, District Regulations, Article IV,
  // Procedure, and Article V": the chapter's title between.)
  static const RE2 kChapterArticle(
      R"(\b[Cc]hapter\s+(\d+[A-Z]?(?:[.-]\d+[A-Z]?)?),?\s+(?:[A-Z][A-Za-z&' -]{0,40},\s+)?Article\b)", RE2::Quiet);
  static const RE2 kChapterLeadIn(
      R"(\b[Cc]hapter\s+(\d+[A-Z]?(?:[.-]\d+[A-Z]?)?),?\s+(?:including|as\s+follows|namely)\b)",
      RE2::Quiet);
  auto last_chapter = [](std::string_view text, const RE2& pattern) {
    re2::StringPiece in(text.data(), text.size());
    std::string c, last;
    while (RE2::FindAndConsume(&in, pattern, &c)) last = c;
    return last;
  };
  std::string_view before = t.substr(0, lb);
  size_t stop = before.find_last_of(".;:");
  // (A full stop within a number, "8.04", ends no sentence.)
  while (stop != std::string_view::npos && stop + 1 < before.size() &&
         ascii::IsDigit(static_cast<unsigned char>(before[stop + 1])))
    stop = stop == 0 ? std::string_view::npos : before.find_last_of(".;:", stop - 1);
  std::string_view sentence = stop == std::string_view::npos ? before : before.substr(stop + 1);
  if (std::string c = last_chapter(sentence, kChapterArticle); !c.empty()) return c;
  // (Or the chapter and its title the colon ends, its articles listed
  // on the lines after: "Chapter 425, Vehicles and Traffic:\nArticle I,
  // …".)
  if (stop != std::string_view::npos && before[stop] == ':') {
    static const RE2 kChapterTitleColon(
        R"(\b[Cc]hapter\s+(\d+[A-Z]?(?:[.-]\d+[A-Z]?)?),\s+[A-Z][A-Za-z ,&'-]{0,60}$)", RE2::Quiet);
    std::string_view head = before.substr(0, stop);
    head = head.substr(head.size() > 90 ? head.size() - 90 : 0);
    std::string c;
    if (RE2::PartialMatch(re2::StringPiece(head.data(), head.size()), kChapterTitleColon, &c)) return c;
  }
  if (!Trim(before).empty() || ctx.source.parent == kNoProvision) return "";
  const std::string& lead_in = ctx.corpus.provisions[ctx.source.parent].text;
  if (!std::string_view(Trim(lead_in)).ends_with(":")) return "";
  size_t open = std::string_view(lead_in).find_last_of(".;", lead_in.size() - 1);
  return last_chapter(open == std::string::npos ? std::string_view(lead_in)
                                                : std::string_view(lead_in).substr(open + 1),
                      kChapterLeadIn);
}

// "sub. (3) of s. NR 19.05", "par. (b) of s. NR 19.06 (2)", and in an
// order's analysis "adds a new subsection (3) to s. NR 19.05": in a
// rule, the level of the Administrative Code's section named after it
// with its agency, not of the source's own; `q` the level list read at
// `le` (its end where the words begin), `depth` its level (1 sub., 2
// par.). Empty where no such section follows.
std::optional<Parsed> LevelOfNamedRule(const Context& ctx, std::string_view t, size_t lb, size_t le,
                                       const Parsed& q, int depth) {
  if (!Is(ctx.spec.code, "wis-adm"sv)) return std::nullopt;
  static const RE2 kOfAgencySection(R"(^,?\s+(of|to)\s+(?:s\.|[Ss]ection|\x{00A7})\s*([A-Z][A-Za-z]{1,4})\s+\d)", RE2::Quiet);
  static const RE2 kAdds(R"(\b(?:[Aa]dds?|[Aa]dding|[Cc]reates?|[Cc]reating)(?:\s+an?)?(?:\s+new)?\s*$)", RE2::Quiet);
  std::string_view r = t.substr(q.end, 40);
  re2::StringPiece sp(r.data(), r.size());
  std::string word, agency;
  if (!Consume(&sp, kOfAgencySection, &word, &agency)) return std::nullopt;
  std::string_view before = Before(t, lb, 40);
  if (word == "to" && !RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kAdds)) return std::nullopt;
  size_t at = PieceAt(t, sp) - 1;
  size_t n = ReadSectionNumberOf("wis-adm", t, at);
  if (n == 0) return std::nullopt;
  std::string base = agency + std::string(t.substr(at, n));
  ToUpper(&base);
  size_t e = at + n;
  // (The section's own levels, spaced or not: "NR 19.06 (2)".)
  static const RE2 kLevel(R"(^\s?\(([0-9]+[a-z]*)\))", RE2::Quiet);
  for (int level = 1; level < depth; ++level) {
    std::string_view rest = t.substr(e, 12);
    re2::StringPiece lp(rest.data(), rest.size());
    std::string label;
    if (!Consume(&lp, kLevel, &label)) return std::nullopt;
    base += "(" + label + ")";
    e = PieceAt(t, lp);
  }
  Parsed r2 = ParseWisList(ctx, t, le, "wis-adm", base, depth, false);
  if (r2.targets.empty()) return std::nullopt;
  r2.begin = lb;
  r2.end = e;
  return r2;
}

// Whether a section numbered `number` (its first part; `dotted` where a
// point follows it) is one of article `article`'s, which numbers its
// sections: "1.6" of Article I, "2300" of Article 2, "301" of Article 3.
bool SectionOfArticle(std::string_view article, const std::string& number, bool dotted) {
  int value = ascii::IsDigit(static_cast<unsigned char>(article[0])) ? std::atoi(std::string(article).c_str())
                                                                     : RomanValue(article);
  if (value <= 0) return false;
  std::string lead = std::to_string(value);
  return dotted ? number == lead
                : number.size() >= lead.size() + 2 && number.size() <= 4 && number.starts_with(lead);
}

// Whether the article at t[article] and its section ending at t[end]
// are another act's: named before ("Act 247, as amended, Article V,
// Section 505") or after ("Article II, Section 201 of the Pennsylvania
// Municipalities Planning Code", "Section 501, of Pennsylvania …"), the
// zoning ordinance's excepted.
bool OtherBodysArticle(std::string_view t, size_t article, size_t end) {
  static const RE2 kOtherBody(R"(\b(?:Act|Code|MPC|Law|Laws|Statutes|Constitution)\b)", RE2::Quiet);
  std::string_view before = Before(t, article, 60);
  std::string_view after = t.substr(end, 80);
  if (after.starts_with(",")) after.remove_prefix(1);
  return RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kOtherBody) ||
         ((after.starts_with(" of ") || after.starts_with(" the ")) &&
          after.substr(0, 30).find("Zoning") == std::string_view::npos);
}

// The article at t[at], "Article IV", "ARTICLE 2": its numeral and its
// end; 0 where none.
size_t ArticleAt(std::string_view t, size_t at, std::string* numeral) {
  static const RE2 kArticle(R"(^(?:Article|ARTICLE)\s+([IVXL]+|\d{1,2})\b)", RE2::Quiet);
  if (at > 0 && ascii::IsAlnum(static_cast<unsigned char>(t[at - 1]))) return 0;
  re2::StringPiece sp(t.data() + at, t.size() - at);
  return Consume(&sp, kArticle, numeral) ? PieceAt(t, sp) : 0;
}

// Where the clause of an article's title that starts at t[from] ends,
// within 81 bytes: at a line break, semicolon, colon or section sign.
// (Read by hand: a counted repeat of the gap costs RE2 a large
// automaton.)
size_t TitleClauseEnd(std::string_view t, size_t from) {
  size_t i = from;
  for (; i < t.size() && i - from <= 80; ++i) {
    char c = t[i];
    if (c == '\n' || c == ';' || c == ':' || (c == '\xC2' && i + 1 < t.size() && t[i + 1] == '\xA7')) break;
  }
  return i;
}

// The section a title's words lead to in that clause: "Section 1.6",
// "Sec. 2300" (`number` the figures before any point, `dotted` the point
// and figure after them); its end, or 0.
size_t SectionWithin(std::string_view t, size_t from, std::string* number, std::string* dotted) {
  static const RE2 kSection(R"(^(?:Section|SECTION|Sec\.)\s+(\d{1,4})(\.\d)?)", RE2::Quiet);
  for (size_t i = from, end = TitleClauseEnd(t, from); i < end; ++i) {
    if (t[i] != 'S' || (i > 0 && ascii::IsAlnum(static_cast<unsigned char>(t[i - 1])))) continue;
    re2::StringPiece sp(t.data() + i, t.size() - i);
    if (Consume(&sp, kSection, number, dotted)) return PieceAt(t, sp);
  }
  return 0;
}

// Whether the document of ctx's source, near it (its provision and the
// 32 on either side, headings and texts), numbers an article's sections
// by the article: then its articles are its top parts ("Amend Article
// VIII" of the zoning ordinance whose "Article II – Districts, Section
// 2.7" the text names).
bool DocumentNumbersSectionsByArticle(const Context& ctx) {
  std::string joined;
  for (int32_t id : ProvisionsNear(ctx, 32)) {
    const Provision& q = ctx.corpus.provisions[id];
    if (q.text.find("rticle") == std::string::npos && q.text.find("RTICLE") == std::string::npos &&
        q.heading.find("rticle") == std::string::npos && q.heading.find("RTICLE") == std::string::npos)
      continue;
    joined = q.heading + " " + q.text;
    std::string article, number, dotted;
    // (A whole number of Article I's, "Article I - In General, Sec.
    // 106", is too often a chapter's own section to tell.)
    for (size_t a = joined.find("rticle"), b = joined.find("RTICLE"); a != std::string::npos || b != std::string::npos;) {
      size_t word = std::min(a, b);  // the word's second letter
      if (word == a) a = joined.find("rticle", a + 1); else b = joined.find("RTICLE", b + 1);
      if (word == 0) continue;
      size_t at = word - 1;
      size_t end = ArticleAt(joined, at, &article), section_end = end ? SectionWithin(joined, end, &number, &dotted) : 0;
      if (section_end && SectionOfArticle(article, number, !dotted.empty()) &&
          (!dotted.empty() || (article != "I" && article != "1")) && !OtherBodysArticle(joined, at, section_end))
        return true;
    }
  }
  return false;
}

// Whether the document of ctx's source, near it (its provision and the
// 32 on either side), names a section as an article with its
// subsection's letter: "See Article 30.1H-2", "Article 20.4C" (Ray
// County, Mo.'s zoning regulations, whose "Article 30.2" is a section).
bool CallsItsSectionsArticles(const Context& ctx) {
  static const RE2 kLettered(R"(\bArticle\s+\d{1,3}\.[1-9]\d{0,2}[A-Z])", RE2::Quiet);
  for (int32_t id : ProvisionsNear(ctx, 32)) {
    std::string_view t = ctx.corpus.provisions[id].text;
    if (t.find("Article ") != std::string_view::npos && RE2::PartialMatch(t, kLettered)) return true;
  }
  return false;
}


// Whether the document of ctx's source calls itself "this Ordinance" and
// never "this chapter" (its first 200 provisions): a zoning ordinance
// parted into articles, no chapter of a code.
bool CallsItselfThisOrdinance(const Context& ctx) {
  const Document& doc = ctx.corpus.documents[static_cast<size_t>(ctx.source.doc)];
  bool ordinance = false;
  for (size_t k = 0; k < doc.provisions.size() && k < 200; ++k) {
    std::string_view text = ctx.corpus.provisions[static_cast<size_t>(doc.provisions[k])].text;
    if (text.find("this chapter") != std::string_view::npos || text.find("this Chapter") != std::string_view::npos)
      return false;
    ordinance = ordinance || text.find("this Ordinance") != std::string_view::npos;
  }
  return ordinance;
}

// Whether the document of ctx's source, near it (its provision and the
// 32 on either side), cites its sections by numbers in three short
// parts, the article's first ("§ 9.2.11", "Section 3.5.D", "§ 15.2.1
// .e"): a zoning ordinance parted into articles, no chapters, whose
// "Article 12" is its top part. Not a code's title, chapter and section
// ("§ 17.04.010", a part of three figures or a nought before one).
bool DocumentCitesArticleNumberedSections(const Context& ctx) {
  static const RE2 kCited(R"((?:\x{00A7}|\bSections?|\bSec\.)\s*([1-9]\d?\.[1-9]\d?\.(?:[1-9]\d?|[A-Z]))\b)",
                          RE2::Quiet);
  std::set<std::string> seen;  // (two at least, not one cited twice)
  for (int32_t id : ProvisionsNear(ctx, 32)) {
    std::string_view t = ctx.corpus.provisions[id].text;
    if (t.find('.') == std::string_view::npos) continue;
    re2::StringPiece in(t.data(), t.size());
    std::string number;
    while (RE2::FindAndConsume(&in, kCited, &number)) {
      seen.insert(number);
      if (seen.size() >= 2) return true;
    }
    // (Or heads its sections so, a line of its own: "12.1.9 Compliance".)
    static const RE2 kHeading(R"((?m)^([1-9]\d?\.[1-9]\d?\.[1-9]\d?)[ \t]+[A-Z][A-Za-z &,'-]{2,60}$)", RE2::Quiet);
    in = re2::StringPiece(t.data(), t.size());
    while (RE2::FindAndConsume(&in, kHeading, &number)) {
      seen.insert(number);
      if (seen.size() >= 2) return true;
    }
  }
  return false;
}

// Whether the part named at t[begin] (its numeral ending at t[end])
// is a heading opening its line of the source: "Article I. In General",
// "ARTICLE VIII - Offenses Relating to Morals", "ARTICLE 12: Definitions",
// "Article 8 Fair Housing" (a table of contents, the part's own top), no
// citation; not "Article II shall be revised", "Article III of Chapter 5".
bool OpensHeadingLine(const Context& ctx, std::string_view t, size_t begin, size_t end) {
  if (t.data() != ctx.source.text.data()) return false;
  size_t line = ctx.source.LineStart(begin);
  if (t.substr(line, begin - line).find_first_not_of(" \t") != std::string_view::npos) return false;
  static const RE2 kHeadingAfter(R"(^(?:\.|[ \t]*(?:-|:|\x{2013}|\x{2014}))?[ \t]+[A-Z])", RE2::Quiet);
  return RE2::PartialMatch(re2::StringPiece(t.data() + end, t.size() - end), kHeadingAfter);
}

// An ordinance's articles ("Article IV", "Article III or Article IV",
// "Article F and G", "Article III of Chapter 5"; a range, "Articles III
// through IX", by its two ends): of the chapter the text
// names, else of the manifest's chapter or the source section's;
// unresolved where none is known. Not another instrument's ("Article X of
// the Wisconsin Constitution").
std::optional<Parsed> ParseOrdinanceArticles(const Context& ctx,
                                             std::string_view t, size_t lb) {
  const DocumentSpec& spec = ctx.spec;
  if (!ctx.wisconsin_ordinance && !ctx.other_state_ordinance) return std::nullopt;
  // ("Article IX, section II of the state constitution", "Article IX,
  // Section II, Paragraph III of the Constitution of the State of
  // Georgia": a constitution's article, read over, no citation, as a
  // state's constitution named so is elsewhere.)
  {
    static const RE2 kOfConstitution(
        R"(^(?:Articles?|ARTICLES?|articles?)\s+(?:[IVXL]+|\d{1,3})\b(?:,?\s+(?:[Ss]ections?|[Pp]aragraphs?|[Ss]ec\.|[Pp]ar\.)\s+(?:[IVXL]+|\d{1,3}[a-z]?)\b)*,?\s+of\s+(?:the\s+)?(?:[A-Za-z]+\s+){0,3}[Cc]onstitution\b)",
        RE2::Quiet);
    std::string_view r = t.substr(lb, 160);
    re2::StringPiece sp(r.data(), r.size());
    // (A state's, named so, is unkeyed state law: "… of the Constitution
    // of the State of Georgia".)
    if (RE2::Consume(&sp, kOfConstitution) && !t.substr(PieceAt(t, sp)).starts_with(" of the State")) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      return q;
    }
  }
  // ("part 6 of Article 5, Chapter 5 of Title 12, the "Georgia Water
  // Quality Control Act"" in a code numbered chapter-section, "38-213":
  // the state code's article, whose titles the code does not have; read
  // over, no citation.)
  {
    static const RE2 kOfTitle(
        R"(^(?:Articles?|ARTICLES?|articles?)\s+\d{1,3}[A-Z]?,?\s+(?:[Cc]hapter|CHAPTER)\s+\d{1,3}[A-Z]?,?\s+(?:of|OF)\s+(?:[Tt]itle|TITLE)\s+\d{1,3}[A-Z]?\b)",
        RE2::Quiet);
    const std::optional<Key>& own = SourceSection(ctx);
    std::string_view path = own ? std::string_view(own->path()) : std::string_view();
    bool chapter_section = own && own->code() == spec.code &&
                           std::count(path.begin(), path.end(), '-') == 1 && path.find('.') == std::string_view::npos;
    std::string_view r = t.substr(lb, 80);
    re2::StringPiece sp(r.data(), r.size());
    if (chapter_section && RE2::Consume(&sp, kOfTitle)) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      return q;
    }
  }
  // ("Section 4-3 of Article I", "Section 19-21 (Rules and Regulations
  // Adopted) of Article II": the article is the place of the section
  // cited before it, not cited itself, as "Article II, § 390-4" names the
  // section only.)
  {
    static const RE2 kSectionOf(
        R"((?:\b[Ss]ections?|\bSECTIONS?|\x{00A7}\x{00A7}?)\s*\d[\w.-]*(?:\s*\([^()\n]{1,60}\))*(?:\s+(?:through|to|and|THROUGH|TO|AND)\s+\d[\w.-]*(?:\s*\([^()\n]{1,60}\))*)?,?\s+(?:of|OF)\s+$)",
        RE2::Quiet);
    // (Its chapter after it is the place too: "Section 19-91 of Article V,
    // Street and Thoroughfare Closures, of Chapter 19": read over, no
    // citation.)
    static const RE2 kPlace(
        R"(^(?:Articles?|ARTICLES?|articles?)\s+(?:[IVXL]+|\d{1,4}[A-Z]?)\b(?:(?:,\s+[A-Z][A-Za-z&' -]{0,60}?,?|\s*\([^()\n]{1,60}\),?|,?\s+(?:ENTITLED|entitled|titled)\s+["\x{201C}][^"\x{201C}\x{201D}]{1,100}["\x{201D}],?)?\s+(?:of|OF)\s+(?:Chapter|CHAPTER)\s+\d+[A-Z]?(?:[.-]\d+)?\b)?)",
        RE2::Quiet);
    // (Not in an ordinance's title in capitals, "REPEALING SECTIONS 12.02
    // THROUGH 12.05 OF ARTICLE XII ENTITLED … OF CHAPTER 3", whose
    // article is cited, as the kept gold has it.)
    std::string_view before = Before(t, lb, 120);
    if (before.ends_with(" of "sv) && !t.substr(lb).starts_with("ARTICLE"sv) &&
        RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kSectionOf)) {
      std::string_view r = t.substr(lb, 240);
      re2::StringPiece sp(r.data(), r.size());
      if (!RE2::Consume(&sp, kPlace)) return std::nullopt;
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      return q;
    }
  }
  // ("See Article 30.2", "Article 30.1H-2", "Article 140.4F": a code
  // that calls its sections articles, numbered by the article, the
  // subsection's letter after; its section, where the document names one
  // so with a letter after it. Not "Article 22.04", a chapter's article
  // numbered with a nought.)
  if (ctx.other_state_ordinance) {
    static const RE2 kSectionArticle(
        R"(^Article\s+(\d{1,3}\.[1-9]\d{0,2}(?:[A-Z](?:\d{1,2})?(?:-\d{1,2})?)?)\b)", RE2::Quiet);
    std::string number;
    re2::StringPiece sp(t.data() + lb, t.size() - lb);
    if (RE2::Consume(&sp, kSectionArticle, &number) && CallsItsSectionsArticles(ctx)) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      q.targets.emplace_back(spec.code, number);
      return q;
    }
  }
  // ("Arts I and II of this chapter", "Art. V of this chapter":
  // abbreviated, where the lead found "of this chapter" after.)
  static const RE2 kArticles(R"(^(?:Articles?|Arts?\.?)\s+([IVXL]+|[A-Z]|\d{1,2})\b)", RE2::Quiet);
  // ("article III of chapter 10": in small letters, a numeral or number.)
  static const RE2 kSmallArticles(R"(^articles?\s+([IVXL]+|\d{1,2})\b)", RE2::Quiet);
  static const RE2 kNextItem(
      R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+(?:to|through)\s+)(?:Articles?\s+)?([IVXL]+|[A-Z]|\d{1,2})\b)",
      RE2::Quiet);
  // ("Article V, Chapter 3-8, Charlotte County Code": the chapter after a
  // comma, in a title's capitals too; "article I of chapter1c", text that
  // lost its space, as the glued "chapter1c" is read alone; "Article II
  // of Chapter VI", a chapter numbered in Roman numerals; "Article I of
  // Ch. 1", the word abbreviated after "of" (after a comma, "Article IV,
  // Ch. 19, Art. III", it opens a citation of its own).)
  // ("Article XII entitled "Standards …" of Chapter 3", "Article X,
  // entitled "Building Standards Commission", to Chapter 3": the
  // article's name in quotes between; an article added to the chapter.)
  static const RE2 kOfChapter(
      R"(^(?:,?\s+(?:(?i:entitled|titled)\s+)?["\x{201C}][^"\x{201C}\x{201D}\n]+["\x{201D}],?)?(?:(?:,?\s+of\s+|,\s+|\s+to\s+)(?:[Cc]hapter|CHAPTER)|(?:,?\s+of\s+|\s+to\s+)(?:[Cc]h\.|CH\.))\s*(\d+[A-Za-z]?(?:[.-]\d+)?|[IVXL]+)\b)",
      RE2::Quiet);
  static const RE2 kOfOther(R"(^,?\s+of\s+(?:the|said|such)\s+[A-Z])", RE2::Quiet);
  // ("Articles 1, 3 and 4 of the Land Use and Development Code", "ARTICLE
  // 14 OF THE GARFIELD COUNTY LAND USE AND DEVELOPMENT CODE", "Article 18
  // of the Boulder County Land Use Code": a code that a county or town
  // parts into articles, no chapter above them; the code's own where no
  // chapter is named before and the place, if any, is the title's.)
  auto top_of_land_use_code = [&](re2::StringPiece* rest) {
    static const RE2 kOfLandUseCode(
        R"(^,?\s+(?i:of\s+the)\s+(?:((?:[A-Z][A-Za-z]+\s+){1,3})(?i:county|city|town|village)\s+)?(?i:(?:land\s+use\s+and\s+development|unified\s+development|land\s+development|land\s+use)\s+(?:code|regulations))\b)",
        RE2::Quiet);
    re2::StringPiece probe = *rest;
    std::string place;
    if (!Consume(&probe, kOfLandUseCode, &place)) return false;
    if (!place.empty()) {
      std::string title(spec.title), name(Trim(place));
      ToLower(&title);
      ToLower(&name);
      if (title.find(name) == std::string::npos) return false;
    }
    if (spec.options.count("chapter") || !ChapterNamedBefore(ctx, t, lb).empty()) return false;
    *rest = probe;
    return true;
  };
  std::string_view r = t.substr(lb);
  re2::StringPiece sp(r.data(), r.size());
  // An item's style: a numeral, a letter, or a number ("Article XVI, B-1
  // Business District" names a district, not Article B).
  auto style = [](const std::string& a) {
    if (ascii::IsDigit(static_cast<unsigned char>(a[0]))) return 0;
    return a.size() > 1 || Is(a, "I"sv) || Is(a, "V"sv) || Is(a, "X"sv) || Is(a, "L"sv) ? 1 : 2;
  };
  // ("Article 2.3 (§ 62.1-44.15:24 et seq.) of Chapter 3.1": a statute's
  // article numbered with a dot, no article of the code.)
  auto ends_item = [&](const re2::StringPiece& rest) {
    return rest.empty() ||
           (rest[0] != '-' && !ascii::IsDigit(static_cast<unsigned char>(rest[0])) &&
            !(rest[0] == '.' && rest.size() > 1 && ascii::IsDigit(static_cast<unsigned char>(rest[1]))));
  };
  // Codified ordinances number their articles as their chapters, in
  // three or four figures, each article's sections under its number
  // ("Article 1331", sections 1331.01 …): "Article 1365", "Part 13,
  // Articles 1331 – 1336, of the Charles Town Code", "Article 1761 of the
  // Codified Ordinances"; the code's own, an article of no chapter (a
  // range's each one). Not another instrument's ("Article 1331 of the
  // Uniform Commercial Code" would name its act).
  {
    // ("Art. 1317 of this part", "Part Thirteen, Art. 1341": abbreviated.)
    static const RE2 kCodified(R"(^(?:[Aa]rticles?|Arts?\.)\s+(\d{3,4})\b)", RE2::Quiet);
    static const RE2 kNextCodified(
        R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*(to|through|-|\x{2013}|\x{2014})\s*)(?:Articles?\s+)?(\d{3,4})\b)",
        RE2::Quiet);
    static const RE2 kOfAnotherBody(
        R"(^,?\s+of\s+(?:the\s+)?[^.;]{0,60}?\b(?:Act|Acts|Statutes|Constitution|State|Laws|Uniform|International|National|Federal|Commercial|Rules)\b)",
        RE2::Quiet);
    std::string number;
    re2::StringPiece cp = sp;
    if (Consume(&cp, kCodified, &number) && ends_item(cp)) {
      Parsed q;
      q.begin = lb;
      q.targets.emplace_back(spec.code, "art." + number);
      int last = std::stoi(number);
      while (true) {
        re2::StringPiece before = cp;
        std::string range, next;
        if (!Consume(&cp, kNextCodified, &range, &next) || !ends_item(cp)) {
          cp = before;
          break;
        }
        int n = std::stoi(next);
        if (!range.empty() && n > last && n - last <= 30)
          for (int k = last + 1; k < n; ++k) q.targets.emplace_back(spec.code, "art." + std::to_string(k));
        q.targets.emplace_back(spec.code, "art." + next);
        last = n;
      }
      if (RE2::PartialMatch(cp, kOfAnotherBody)) return std::nullopt;
      q.end = PieceAt(t, cp);
      return q;
    }
  }
  // ("AN ORDINANCE AMENDING ARTICLE IV OF CHAPTER 42 OF PART II OF THE
  // CODE OF ORDINANCES", "ADDING ARTICLE VI TO CHAPTER 20 OF THE
  // OCEANSIDE CITY CODE": an ordinance's title in capitals, the article
  // of the chapter it names.)
  if (t.substr(lb).starts_with("ARTICLE"sv)) {
    static const RE2 kCapitalArticle(
        R"(^ARTICLES?\s+([IVXL]+|\d{1,2})(?:,?\s+(?:(?:ENTITLED|TITLED)\s+)?["\x{201C}][^"\x{201C}\x{201D}\n]+["\x{201D}],?)?\s+(?:OF|TO)\s+CHAPTER\s+(\d+[A-Z]?(?:\.\d+)?)\b)",
        RE2::Quiet);
    static const RE2 kCapitalList(
        R"(^ARTICLES?\s+(\d{1,2}|[IVXL]+)((?:(?:,\s*|,?\s+AND\s+)(?:\d{1,2}|[IVXL]+)\b)*))", RE2::Quiet);
    std::string first_item, more_items;
    if (re2::StringPiece list = sp; Consume(&list, kCapitalList, &first_item, &more_items) &&
                                    top_of_land_use_code(&list)) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, list);
      q.targets.emplace_back(spec.code, "art." + first_item);
      static const RE2 kItem(R"((\d{1,2}|[IVXL]+)\b)", RE2::Quiet);
      re2::StringPiece rest(more_items);
      std::string item;
      while (RE2::FindAndConsume(&rest, kItem, &item)) q.targets.emplace_back(spec.code, "art." + item);
      return q;
    }
    std::string article, chapter;
    if (!Consume(&sp, kCapitalArticle, &article, &chapter) || !ends_item(sp)) return std::nullopt;
    Parsed q;
    q.begin = lb;
    q.end = PieceAt(t, sp);
    q.targets.emplace_back(spec.code, "ch." + chapter + "/art." + article);
    return q;
  }
  // ("amending Article 16-4 to read", "Articles 7-2 and 7-3": an article
  // numbered by its chapter, "ARTICLE 16-4" in chapter 16's text.)
  {
    // (Not a land use code's "Article 4-400", its sections' number; nor
    // the place of a section it numbers, "Article 2-2 Mayor, Section
    // 2-2-1", which the section's lead reads.)
    static const RE2 kChapterArticle(R"(^[Aa]rticles?\s+((\d{1,3})-\d{1,2}[A-Z]?)\b)", RE2::Quiet);
    static const RE2 kNextChapterArticle(
        R"(^(,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+)((\d{1,3})-\d{1,2}[A-Z]?)\b)", RE2::Quiet);
    std::string article, chapter;
    re2::StringPiece cp = sp;
    auto place_of_section = [&] {
      std::string_view after(cp.data(), std::min<size_t>(cp.size(), 60));
      size_t s = after.find("Section " + article + "-");
      return s != std::string_view::npos && after.substr(0, s).find_first_of(".;") == std::string_view::npos;
    };
    if (Consume(&cp, kChapterArticle, &article, &chapter) && ends_item(cp) && !place_of_section()) {
      // (Where the sections are numbered in four parts, title, article,
      // chapter and section, "Sec. 9-1-2-2" in Gainesville's, Ga.: the
      // article's number holds its title's, "article 9-14", a top part;
      // a range's articles between its ends, "articles 9-16 through
      // 9-18".)
      bool titled = false;
      if (const std::optional<Key>& sec = ctx.section()) {
        std::string_view path = sec->path();
        path = path.substr(0, path.find_first_of("(/"));
        titled = std::count(path.begin(), path.end(), '-') == 3 && path.find('.') == std::string_view::npos &&
                 path.starts_with(chapter + "-");
      }
      auto key = [&](const std::string& art, const std::string& ch) {
        return titled ? "art." + art : "ch." + ch + "/art." + art;
      };
      Parsed q;
      q.begin = lb;
      q.targets.emplace_back(spec.code, key(article, chapter));
      std::string joint;
      for (re2::StringPiece next = cp;
           Consume(&next, kNextChapterArticle, &joint, &article, &chapter) && ends_item(next); cp = next) {
        if (titled && (joint.find("through") != std::string::npos || joint.find(" to ") != std::string::npos)) {
          std::string_view last = q.targets.back().path();
          std::string_view lo = last.substr(last.find('-') + 1), hi = std::string_view(article).substr(chapter.size() + 1);
          if (last.substr(4, chapter.size() + 1) == chapter + "-")
            for (const std::string& between : LabelsBetween(lo, hi))
              q.targets.emplace_back(spec.code, key(chapter + "-" + between, chapter));
        }
        q.targets.emplace_back(spec.code, key(article, chapter));
      }
      q.end = PieceAt(t, cp);
      // (Not another instrument's: "Article 2-A of the Uniform …" is
      // none of the code's, "of the City Code" its own.)
      if (RE2::PartialMatch(cp, kOfOther)) {
        Parsed tail;
        tail.end = q.end;
        if (!TakeOwnCodeTail(t, spec.title, &tail)) return std::nullopt;
        q.end = tail.end;
      }
      return q;
    }
  }
  std::string first;
  // ("article B, "Planning Permits And Entitlements", of this chapter":
  // in small letters, an article's letter only where "of this" names its
  // place after it, its name perhaps between.)
  static const RE2 kSmallLetterArticle(R"(^articles?\s+([A-Z]\d?)\b)", RE2::Quiet);
  static const RE2 kNamedThenOfThis(
      R"(^(?:,?\s*["\x{201C}][^"\x{201C}\x{201D}\n]{1,80}["\x{201D}],?)?\s+of\s+this\s+(?:chapter|title)\b)", RE2::Quiet);
  bool read_first = Consume(&sp, t[lb] == 'a' ? kSmallArticles : kArticles, &first);
  if (!read_first && t[lb] == 'a') {
    re2::StringPiece probe = sp;
    if (Consume(&probe, kSmallLetterArticle, &first) && RE2::PartialMatch(probe, kNamedThenOfThis)) {
      sp = probe;
      read_first = true;
    }
  }
  if (!read_first || !ends_item(sp) || OpensHeadingLine(ctx, t, lb, PieceAt(t, sp))) return std::nullopt;
  // "Article I TITLE, INTENT AND AUTHORITY Section 101.", "Article II
  // DEFINITIONS Section 201.": a heading run into the text; "Article II,
  // section 2.2", "Article VIII, § 8.01", "Article VIII, Sections
  // 5.801-5.810", "Article III, Division 3, Section 111", "Article III,
  // Subsection 2-23.2": the section, the article its place (read by the
  // section's own lead).
  {
    static const RE2 kHeadingOrPlace(
        R"(^(?:\s+[A-Z]{3,}[,;]?\s+[A-Z]|(?:,?\s+(?:[Dd]ivision|DIVISION)\s+\d+[A-Z]?)?,?\s+(?:[Ss]ections?|SECTIONS?|[Ss]ubsections?|\x{00A7})\s*\d))", RE2::Quiet);
    re2::StringPiece after = sp;
    if (RE2::PartialMatch(after, kHeadingOrPlace)) {
      // ("Article III, Section 425.060": in a code numbered by chapter
      // and section, the article of the section's chapter is cited too,
      // where the manifest gives no chapter.)
      static const RE2 kChapterSection(R"(^,?\s+(?:[Ss]ection|\x{00A7})\s*(\d{3,4})\.\d{2,3}\b)", RE2::Quiet);
      std::string chapter;
      if (RE2::PartialMatch(after, kChapterSection, &chapter) && !spec.options.count("chapter")) {
        Parsed q;
        q.begin = lb;
        q.end = PieceAt(t, sp);
        q.targets.emplace_back(spec.code, "ch." + chapter + "/art." + first);
        return q;
      }
      return std::nullopt;
    }
  }
  std::vector<std::string> items{first};
  while (true) {
    re2::StringPiece before = sp;
    std::string item;
    if (!Consume(&sp, kNextItem, &item) || !ends_item(sp) ||
        style(item) != style(first)) {
      sp = before;
      break;
    }
    // ("Articles II through VII", "Articles 1 to 5": a short range's
    // articles between its ends, as the kept gold writes them out.)
    std::string_view joint(before.data(), static_cast<size_t>(sp.data() - before.data()));
    if ((joint.find(" through ") != std::string_view::npos || joint.find(" to ") != std::string_view::npos) &&
        style(item) != 2)
      for (std::string& between : LabelsBetween(items.back(), item)) items.push_back(std::move(between));
    items.push_back(item);
  }
  // ("Article III, Division 2 of Chapter 34", "Article III “Subdivisions”
  // Division 2": one article's divisions.)
  std::vector<std::string> divisions;
  if (items.size() == 1) {
    size_t e = 0;
    divisions = ReadDivisions(t, PieceAt(t, sp), &e);
    if (!divisions.empty()) sp.remove_prefix(e - PieceAt(t, sp));
  }
  // ("an amendment to Article V of the Code of Ordinances": the code's
  // own, named; its chapter is read from the rest of the text, see
  // ArticlesOfTheCitedChapter.)
  if (re2::StringPiece rest = sp; items.size() <= 12 && top_of_land_use_code(&rest)) {
    Parsed q;
    q.begin = lb;
    q.end = PieceAt(t, rest);
    for (const std::string& a : items) q.targets.emplace_back(spec.code, "art." + a);
    return q;
  }
  // ("Articles 25 through 32 of Ord. 6-4-84": an adopting ordinance's
  // articles, none of the code's.)
  static const RE2 kOfAnOrdinance(R"(^,?\s+of\s+(?:Ord\.|Ordinance)\s*(?:No\.\s*)?\d)", RE2::Quiet);
  if (RE2::PartialMatch(sp, kOfAnOrdinance)) return std::nullopt;
  // ("Article 11 of the October 2010 Town Meeting", "Article 11 of
  // October 9, 2010 Town Warrant": a town meeting's warrant article.)
  static const RE2 kOfAMeeting(
      R"(^,?\s+of\s+(?:the\s+)?(?:[A-Z][a-z]+\.?\s+|\d{1,2},?\s+|\d{4}\s+|[Aa]nnual\s+|[Ss]pecial\s+){1,5}(?:[Tt]own\s+[Mm]eeting|(?:[Tt]own\s+)?[Ww]arrant)\b)",
      RE2::Quiet);
  if (RE2::PartialMatch(sp, kOfAMeeting)) return std::nullopt;
  bool own_code = false;
  if (RE2::PartialMatch(sp, kOfOther)) {
    Parsed tail;
    tail.end = PieceAt(t, sp);
    if (!TakeOwnCodeTail(t, spec.title, &tail)) return std::nullopt;
    sp.remove_prefix(tail.end - PieceAt(t, sp));
    own_code = true;
  }
  // ("article 3, chapter 59 of the Code of West Virginia": a state's
  // chapter's article, the state's law named after the chapter.)
  {
    static const RE2 kStateChapter(R"(^,\s+[Cc]hapter\s+\d+[A-Z]?\b)", RE2::Quiet);
    re2::StringPiece c = sp;
    if (Consume(&c, kStateChapter) && UnkeyedStateLawAround(t, lb, PieceAt(t, c))) return std::nullopt;
  }
  // ("Article IX (and any subsequent amendments) of the MPC": an aside
  // before the act's name.)
  if (std::string_view rest(sp.data(), sp.size()); StartsWith(rest, " ("sv)) {
    size_t close = rest.substr(0, 80).find(')');
    if (close != std::string_view::npos &&
        RE2::PartialMatch(re2::StringPiece(rest.data() + close + 1, rest.size() - close - 1), kOfOther))
      return std::nullopt;
  }
  static const RE2 kOfThisChapter(
      R"(^(?:,?\s*["\x{201C}][^"\x{201C}\x{201D}\n]{1,80}["\x{201D}])?,?\s+of\s+this\s+[Cc]hapter\b)", RE2::Quiet);
  // "Articles VII and VIII of this chapter"; "article E, “Voluntary
  // Parcel Merger”, of this chapter", its name between.
  Consume(&sp, kOfThisChapter);
  static const RE2 kHerein(R"(^\s+herein\b)", RE2::Quiet);
  Consume(&sp, kHerein);  // "Article VII herein"
  std::string chapter;
  bool top_articles = false;
  // ("Article I, Public Consumption, § 100-5", an item of a list of the
  // code's chapters and their articles: the article's section after its
  // title names its chapter.)
  static const RE2 kSectionAfter(R"(^,\s*[A-Z][^,\n\x{00A7}]{0,60},\s*\x{00A7}\x{00A7}?\s*(\d+[A-Z]?)-\d)", RE2::Quiet);
  std::string chapter_after;
  // (A Roman chapter only where the chapter reader reads one: in other
  // states' codes, RomanChapters.)
  re2::StringPiece before_chapter = sp;
  if (!own_code && Consume(&sp, kOfChapter, &chapter) && !ctx.other_state_ordinance && RomanValue(chapter) > 0 &&
      !ascii::IsDigit(static_cast<unsigned char>(chapter[0]))) {
    sp = before_chapter;
    chapter.clear();
  }
  if (own_code || chapter.empty()) {
    auto ch = spec.options.find("chapter");
    if (std::string named = ChapterNamedBefore(ctx, t, lb); !named.empty()) {
      chapter = named;
    } else if (RE2::PartialMatch(sp, kSectionAfter, &chapter_after)) {
      chapter = chapter_after;
    } else if (ch != spec.options.end()) {
      chapter = ch->second;
    } else if (const std::optional<Key>& sec = ctx.section()) {
      // (Of the section's number only: "1-4" of a level's key "1-4b.10".)
      static const RE2 kNumber(R"(^(\d+(?:[.-]\d+)*))", RE2::Quiet);
      // (A title-chapter-article-section number, "9-2A-7": chapter 9-2,
      // whose articles are letters.)
      static const RE2 kLetteredArticle(R"(^(\d+-\d+)[A-Z]\d?-\d+)", RE2::Quiet);
      std::string number;
      if (RE2::PartialMatch(sec->path(), kLetteredArticle, &number)) number += "-0";
      else RE2::PartialMatch(sec->path(), kNumber, &number);
      std::string_view path = number;
      size_t n = path.find_first_of(".-");
      // (A number in three parts names its chapter by the first two:
      // "17.95.120" is in chapter 17.95, "3-7-1" in chapter 3-7; where a
      // dash and a point both part it, by what stands before the dash:
      // "30-3.5" is in chapter 30, "36.1-25" in chapter 36.1.)
      // ("8-4.501", title 8, chapter 4, article 5, section 1, as
      // California's counties number them: in chapter 8-4.)
      size_t last = ArticleSectionAfterPoint(path) ? path.find('.')
                    : path.find('-') != std::string_view::npos && path.find('.') != std::string_view::npos
                        ? path.rfind('-')
                        : path.find_last_of(".-");
      if (n != std::string_view::npos && n > 0)
        chapter = std::string(path.substr(0, last > n ? last : n));
      // ("APPENDIX C - ZONING REGULATIONS\Article 19 Wind Energy
      // Conversion Systems" over "SECTION 19-1": regulations whose
      // articles are their top parts, the sections numbered by them; their
      // "Article 5" is the regulations' own, no part of an article.)
      if (!chapter.empty() && chapter.find_first_of(".-") == std::string::npos) {
        // (The document's first text, its heading.)
        const Document& doc = ctx.corpus.documents[static_cast<size_t>(ctx.source.doc)];
        std::string_view heading;
        for (size_t k = 0; k < doc.provisions.size() && k < 3 && heading.empty(); ++k)
          heading = Trim(ctx.corpus.provisions[static_cast<size_t>(doc.provisions[k])].text);
        heading = heading.substr(0, std::min<size_t>(heading.find('\n'), 200));
        std::string named = "Article " + chapter;
        for (size_t k = heading.find(named); k != std::string_view::npos; k = heading.find(named, k + 1))
          if (size_t e = k + named.size(); e == heading.size() || !ascii::IsAlnum(static_cast<unsigned char>(heading[e]))) {
            top_articles = true;
            break;
          }
        // (Nor where the section's number is two short parts, "13.3",
        // and the document calls itself "this Ordinance" and never "this
        // chapter": a zoning ordinance's article and section, "article VI"
        // its top part.)
        if (!top_articles && chapter.size() <= 2 && CallsItselfThisOrdinance(ctx)) top_articles = true;
      }
      // (A zoning or development ordinance the manifest's title names,
      // "Kingsland Zoning and Land Development Ordinance", "Bartow County
      // Zoning Ordinance", numbered "60.1.2", "13.3": its sections' first
      // parts are no chapters, its articles its top parts.)
      if (!top_articles && !chapter.empty() && path.find('-') == std::string_view::npos) {
        if (TitleNamesZoningOrdinance(spec)) top_articles = true;
      }
    }
  }
  // ("Amend Article I – General. Section 1.6 Definitions", "Zoning
  // Bylaws, Article 2 District Regulations, Section 2300": with no
  // chapter named, a section numbered by the article after its title
  // makes the articles the ordinance's top parts.)
  // (Or the text near names another article so.)
  if (chapter.empty() && divisions.empty() && ctx.ordinance()) {
    std::string number, dotted;
    top_articles = (items.size() == 1 && SectionWithin(t, PieceAt(t, sp), &number, &dotted) &&
                    SectionOfArticle(first, number, !dotted.empty())) ||
                   DocumentNumbersSectionsByArticle(ctx) ||
                   (ascii::IsDigit(static_cast<unsigned char>(first[0])) &&
                    (DocumentCitesArticleNumberedSections(ctx) || CallsItselfThisOrdinance(ctx)));
    top_articles = top_articles && first[0] != '0';  // (not a warrant's "Article 05")
  }
  // ("Article 43 of this Bylaw", "Article 6 of this Ordinance" where no
  // chapter is named nor read from the source's number: the bylaw's or
  // ordinance's own top parts.)
  // (The words are the citation's where its articles are the top parts
  // already.)
  if (chapter.empty() && divisions.empty() && ctx.ordinance()) {
    static const RE2 kOfThisWhole(
        R"(^,?\s+of\s+(?:this|these)\s+(?:[Zz]oning\s+)?(?:[Bb]y-?[Ll]aws?|[Oo]rdinance|ORDINANCE|BYLAWS?)\b)",
        RE2::Quiet);
    top_articles = Consume(&sp, kOfThisWhole) || top_articles;
  }
  // ("Article 7, Part 4", "Article 3, Part 4 of this Ordinance": a zoning
  // ordinance parted into articles and their parts, where no chapter is
  // named and the document calls itself "this Ordinance": the article is
  // its top part, the part the article's.)
  std::string part;
  // (Its articles the top parts already, its part is read too.)
  if (chapter.empty() && divisions.empty() && ctx.ordinance() && items.size() == 1) {
    static const RE2 kPart(R"(^,\s+Part\s+(\d{1,2}[A-Z]?)\b)", RE2::Quiet);
    static const RE2 kOfThisOrdinance(R"(^\s+of\s+this\s+Ordinance\b)", RE2::Quiet);
    re2::StringPiece probe = sp;
    if (Consume(&probe, kPart, &part)) {
      if (Consume(&probe, kOfThisOrdinance) || top_articles || CallsItselfThisOrdinance(ctx)) {
        top_articles = true;
        sp = probe;
      } else {
        part.clear();
      }
    }
  }
  Parsed p;
  p.begin = lb;
  p.end = t.size() - sp.size();
  if (chapter.empty() && !top_articles) {
    p.unresolved = "an article of a chapter the text does not name";
    return p;
  }
  for (const std::string& a : items)
    p.targets.emplace_back(spec.code, (top_articles ? "art." + a : "ch." + chapter + "/art." + a) +
                                          (part.empty() ? "" : "/part." + part));
  if (!divisions.empty()) {
    std::string article_path = p.targets.back().path();
    p.targets.clear();
    for (const std::string& d : divisions) p.targets.emplace_back(spec.code, article_path + "/div." + d);
  }
  return p;
}

// "Idaho Code 18-113", "I.C. 10-14-3-29, 10-14-3-30 et seq.": sections of
// the statutes of a state that has no key, after their name at [lb, at);
// unresolved.
std::optional<Parsed> ParseUnkeyedStateLaw(std::string_view t, size_t lb, size_t at,
                                           const std::string& name) {
  // ("RSA 676:17, 17-a and 17-b": a lettered section after a dash.)
  static const RE2 kSection(R"(^\d+[A-Za-z]?(?:[-.:/](?:\d+[A-Za-z]*|[a-z]\b))*(?:\([0-9A-Za-z]{1,4}\))*)",
                            RE2::Quiet);
  static const RE2 kNext(R"(^(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|to|through)\s+))",
                         RE2::Quiet);
  static const RE2 kEtSeq(R"(^,?\s+et\.?\s+seq\.?)", RE2::Quiet);
  std::string_view rest = t.substr(at);
  re2::StringPiece sp(rest.data(), rest.size());
  if (!Consume(&sp, kSection)) return std::nullopt;
  // ("S.C. Code 1976, § 4-9-25": the code's year, the section after it.)
  std::string_view first = rest.substr(0, rest.size() - sp.size());
  if (first.size() == 4 && (first.starts_with("19") || first.starts_with("20")) &&
      std::all_of(first.begin(), first.end(), ::isdigit))
    return std::nullopt;
  // (A later item may be levels of the one before: "I.C. 36-7-4-405(b),
  // (c)".)
  static const RE2 kLevels(R"(^(?:\([0-9A-Za-z]{1,4}\))+)", RE2::Quiet);
  // (Nor the title of a federal body after a comma: "ARM 36.15.202, 44
  // C.F.R. § 60.1(b)".)
  static const RE2 kFederal(R"(^\s*(?:U\.?\s?S\.?\s?C|C\.?\s?F\.?\s?R|Stat\.|Fed\.))", RE2::Quiet);
  // (Not the first either: "(76-5-302, MCA, 44 CFR60.1(b))".)
  if (RE2::PartialMatch(sp, kFederal)) return std::nullopt;
  // (Nor the chapter number of another state's name after it: "65 ILCS
  // 5/1-2-1 and 730 Illinois Compiled Statutes 5/5-1-4".)
  auto names_after = [&] {
    std::string_view r(sp.data(), sp.size());
    size_t k = r.find_first_not_of(' ');
    std::string other;
    return k != std::string_view::npos && k > 0 &&
           UnkeyedStateLawName(r.substr(k, 64), &other) > 0;
  };
  // (Nor the first: "the Illinois Counties Code, 55 ILCS 5/5-1041", the
  // act's name, then its chapter and the compiled statutes' name, read
  // from there.)
  if (names_after()) return std::nullopt;
  while (true) {
    re2::StringPiece before = sp;
    if (!Consume(&sp, kNext) || (!Consume(&sp, kSection) && !Consume(&sp, kLevels)) ||
        RE2::PartialMatch(sp, kFederal) || names_after()) {
      sp = before;
      break;
    }
  }
  Consume(&sp, kEtSeq);
  // ("IDAPA 58, title 01, chapter 25": the rules' title and chapter after
  // the agency's number.)
  static const RE2 kContainers(
      R"(^,\s*[Tt]itle\s+\d+[A-Z]?(?:,\s*(?:[Cc]hapter|[Pp]art)\s+\d+[A-Za-z]?)*)", RE2::Quiet);
  Consume(&sp, kContainers);
  Parsed p;
  p.begin = lb;
  // ("65 ILCS 5/1-2-1", "730 Illinois Compiled Statutes 5/5-1-4": Illinois
  // numbers its compiled statutes' chapters before the name.)
  if (name.find("ILCS") != std::string::npos || name.find("Comp") != std::string::npos) {
    size_t b = lb;
    while (b > 0 && t[b - 1] == ' ') --b;
    size_t d = b;
    while (d > 0 && b - d < 3 && ascii::IsDigit(static_cast<unsigned char>(t[d - 1]))) --d;
    if (d < b && b < lb && (d == 0 || !ascii::IsAlnum(static_cast<unsigned char>(t[d - 1]))))
      p.begin = d;
  }
  p.end = t.size() - sp.size();
  p.unresolved = UnkeyedStatutes(name);
  return p;
}

// The body of law named just before a "§": "D.C. Official Code §",
// "33 U.S.C. §", "40 C.F.R. §". Sets *prefix to "33/" for titled codes.
std::string BodyOfSectionSign(std::string_view lead, std::string* prefix) {
  static const RE2 kTitled(R"(^(\d+)\s*(U\.?\s?S\.?\s?C|C\.?\s?F\.?\s?R))",
                           RE2::Quiet);
  re2::StringPiece sp(lead.data(), lead.size());
  std::string title, body;
  // Titled bodies start with the title number: no pattern runs otherwise.
  bool titled = !lead.empty() && ascii::IsDigit(static_cast<unsigned char>(lead[0]));
  if (titled && RE2::PartialMatch(sp, kTitled, &title, &body)) {
    *prefix = title + "/";
    return body[0] == 'U' ? "usc" : "cfr";
  }
  // "53 P.S. § 10101", Purdon's unconsolidated statutes, keyed with the
  // consolidated ones (keys.md: pa-cs:53-10601); "75 Pa C.S.A. § 101",
  // the point after "Pa" lost.
  static const RE2 kPaCs(R"(^(\d+)\s+(?:Pa\.?\s?C\.\s?S|P\.\s?S\.))", RE2::Quiet);
  if (titled && RE2::PartialMatch(sp, kPaCs, &title)) {
    *prefix = title + "-";  // 75 Pa.C.S. § 1371 -> pa-cs:75-1371
    return "pa-cs";
  }
  if (lead.starts_with("D."sv)) return "dc-code";
  if (lead.starts_with("Wis"sv)) return "wis-stat";
  return "";
}


// Whether a number in three parts ("4.10.010") stands at t[at].
bool ThreePartNumberAt(std::string_view t, size_t at) {
  int dots = 0;
  size_t k = at;
  while (k < t.size() && (ascii::IsDigit(static_cast<unsigned char>(t[k])) ||
                          (t[k] == '.' && k + 1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k + 1]))))) {
    dots += t[k] == '.';
    ++k;
  }
  return dots == 2;
}

}  // namespace

bool IsOhioPartAbbreviation(std::string_view lead) {
  if (lead.size() < 4 || lead.back() != '.' || !ascii::IsUpper(static_cast<unsigned char>(lead[0])))
    return false;
  static const RE2 kPart(std::string("(?:") + kOhioParts + ")\\.", RE2::Quiet);
  return RE2::FullMatch(re2::StringPiece(lead.data(), lead.size()), kPart);
}

// Whether the manifest's title names a zoning or development ordinance
// ("Kingsland Zoning and Land Development Ordinance", "Cordele, Ga.,
// Zoning Ordinance", a unified development code): one whose articles are
// its top parts, no chapter's.
bool TitleNamesZoningOrdinance(const DocumentSpec& spec) {
  static const RE2 kZoningTitle(
      R"((?i)\b(?:(?:zoning|(?:land\s+)?development|land\s+use)\s+(?:ordinance|code|regulations|resolution)\b|app(?:endix|\.)\s+[A-Z]\s+\(zoning\)))", RE2::Quiet);
  return RE2::PartialMatch(spec.title, kZoningTitle);
}

size_t LeadEnd(std::string_view t, size_t lb, size_t le) {
  if (le - lb < 3) return le;
  char last = t[le - 1];
  // ("subsection B1b": the item's letter after its number.)
  bool item_letter = ascii::IsLower(static_cast<unsigned char>(last)) &&
                     ascii::IsDigit(static_cast<unsigned char>(t[le - 2]));
  bool opener = ascii::IsDigit(static_cast<unsigned char>(last)) ||
                ascii::IsUpper(static_cast<unsigned char>(last)) || last == '(' || item_letter;
  if (!opener) return le;
  // "subsection D1", "subsection D.1", "Paragraph D1": a lettered
  // subsection's item written on (the lead ends before the letter).
  if (ascii::IsDigit(static_cast<unsigned char>(last)) || item_letter) {
    size_t k = le - 1 - (item_letter ? 1 : 0);
    while (k > lb && ascii::IsDigit(static_cast<unsigned char>(t[k - 1]))) --k;
    if (k > lb && t[k - 1] == '.') --k;
    if (k >= lb + 2 && ascii::IsUpper(static_cast<unsigned char>(t[k - 1])) && t[k - 2] == ' ' &&
        (Is(t.substr(lb, k - 2 - lb), "subsection"sv) || Is(t.substr(lb, k - 2 - lb), "Subsection"sv) ||
         Is(t.substr(lb, k - 2 - lb), "subsections"sv) || Is(t.substr(lb, k - 2 - lb), "Subsections"sv) ||
         Is(t.substr(lb, k - 2 - lb), "Paragraph"sv) || Is(t.substr(lb, k - 2 - lb), "paragraph"sv)))
      return k - 2;
    if (item_letter) return le;
  }
  // "Chapter A129": an eCode360 code's appendix chapter, its number
  // opening with the "A" (the lead ends before it).
  if (ascii::IsDigit(static_cast<unsigned char>(last)) && t[le - 2] == 'A' && le - lb >= 4 &&
      (t[le - 3] == ' ' || t[le - 3] == '\n') && (t[lb] == 'C' || t[lb] == 'c')) {
    le -= 2;
    while (le > lb && (t[le - 1] == ' ' || t[le - 1] == '\n' || t[le - 1] == '\t')) --le;
    return le;
  }
  // "NR115": an agency glued to its number.
  if (ascii::IsDigit(static_cast<unsigned char>(last)) &&
      ascii::IsUpper(static_cast<unsigned char>(t[le - 2])))
    return le - 1;
  // "Sections76.03", "Subsection(11)": text that lost its spaces.
  if (ascii::IsLower(static_cast<unsigned char>(t[le - 2])) &&
      (last == '(' || ascii::IsDigit(static_cast<unsigned char>(last))))
    return le - 1;
  // "Sec.18.1-1402", "SEC.7-3-1": the stop's space lost.
  if (ascii::IsDigit(static_cast<unsigned char>(last)) && t[le - 2] == '.' &&
      (Is(t.substr(lb, 3), "Sec"sv) || Is(t.substr(lb, 3), "SEC"sv)))
    return le - 1;
  if (t[le - 2] != ' ' && t[le - 2] != '\n' && t[le - 2] != '\t') return le;
  --le;
  while (le > lb && (t[le - 1] == ' ' || t[le - 1] == '\n' || t[le - 1] == '\t'))
    --le;
  return le;
}

namespace {

// Section numbers at t[j] read as sections of what follows them: "section
// 1344 of title 33", "sections 4941(d) and 4942 of the Internal Revenue
// Code", "§ 529 of the Internal Revenue Code", and in the D.C. Code
// "section 2605 of this title" (11-2605 in title 11). nullopt when no such
// tail follows; no targets for a section of another act ("section 5 of the
// Foo Act"), which is not reported.
std::optional<Parsed> SectionsOfTitle(const Context& ctx, std::string_view t,
                                      size_t j, size_t lb) {
  static const RE2 kOfTitle(
      R"(^\s+of\s+(?:(this|such|said|that)\s+title|title\s+(\d+)|(?:Title\s+)?(\d+),?\s+(?:(?:of\s+the\s+)?United\s+States\s+Code|U\.\s?S\.\s?C\.|USC\b)))",
      RE2::Quiet);
  // "section 501(c)(3) of the Internal Revenue Code of 1986" is 26 U.S.C.
  static const RE2 kOfOther(
      R"(^,?\s+of\s+(?:the\s+|that\s+|such\s+|said\s+|an?\s+)?(?:[A-Z]|Public|Pub\.|act\b))",
      RE2::Quiet);
  if (ReadSectionNumberOf("usc", t, j) == 0) return std::nullopt;
  // Every tail read below opens with "of" (glued on in text that lost
  // its spaces: "section163of", "section468Aof the internal revenue
  // code"), or a next "§" shares one: with neither before the clause ends
  // (";", a blank line), no list is parsed (this runs for every "section
  // N"; past 600 bytes, parsed all the same).
  {
    size_t stop = std::min(t.size(), j + 600);
    bool of = false, ended = false;
    for (size_t k = j; k < stop && !of && !ended; ++k) {
      char c = t[k];
      ended = c == ';' || (c == '\n' && k + 1 < t.size() && t[k + 1] == '\n');
      of = c == '\xC2' || (c == 'o' && k + 2 < t.size() && t[k + 1] == 'f' &&
                           !ascii::IsLower(static_cast<unsigned char>(t[k - 1])) &&
                           (t[k + 2] == ' ' || t[k + 2] == '\n'));
    }
    if (!of && (ended || stop < j + 600)) return std::nullopt;
  }
  // The numbers first, then what they are sections of.
  Parsed numbers = ParsePlainList(ctx, t, j, "usc", "");
  if (numbers.targets.empty()) return std::nullopt;
  // "§ 1153 or § 1182 of Title 8, United States Code", "section 5304 or
  // section 5304a of title 5": the title named after the next citation is
  // this one's too.
  std::optional<size_t> shared_end;
  // "section 409 (as in effect prior to January 1984) of the Internal
  // Revenue Code of 1954": the version cited, between number and title.
  if (!NextIsOf(t, numbers.end) && SkipSpace(t, numbers.end) < t.size() &&
      t[SkipSpace(t, numbers.end)] == '(') {
    static const RE2 kVersion(
        R"(^\s*\((?:as\s+(?:in\s+effect|amended|added)|in\s+effect)[^()]{0,80}\))", RE2::Quiet);
    std::string_view r = t.substr(numbers.end, 128);
    re2::StringPiece ps(r.data(), r.size());
    if (Consume(&ps, kVersion) && NextIsOf(t, PieceAt(t, ps))) numbers.end = PieceAt(t, ps);
  }
  // "§ 7511 et seq. of Title 5 of the United States Code": the sections
  // from the first on, of the title after.
  if (size_t e = SkipSpace(t, numbers.end);
      !NextIsOf(t, numbers.end) && StartsWith(t.substr(e), "et seq."sv) && NextIsOf(t, e + 7))
    numbers.end = e + 7;
  // "§ 4218 [repealed] of title 18, United States Code", "§§ 257
  // [repealed] to 261a [repealed] of Title 42": the editors' note after
  // the last number (a list leaves it out of its citation).
  if (size_t b = SkipSpace(t, numbers.end); b < t.size() && t[b] == '[' &&
                                             t.substr(b).starts_with("[repealed]"sv)) {
    if (size_t note = SkipEditorialBrackets(t, numbers.end); NextIsOf(t, note)) numbers.end = note;
  }
  if (!NextIsOf(t, numbers.end)) {
    // By hand: this runs for every "section N" not followed by "of".
    size_t k = SkipSpace(t, numbers.end);
    if (k == numbers.end) return std::nullopt;
    if (StartsWithWord(t, k, "or")) k += 2;
    else if (StartsWithWord(t, k, "and")) k += 3;
    else return std::nullopt;
    k = SkipSpace(t, k);
    // ("section 5304 or section 5304a of title 5, United States Code": the
    // word again; "Section 401(K) or Section 457 of the Internal Revenue
    // Code", capitalized.)
    if (t.substr(k).starts_with("section "sv) || t.substr(k).starts_with("Section "sv)) k += 8;
    else if (t.substr(k).starts_with("\xC2\xA7"sv)) k += 2;
    else return std::nullopt;
    k = SkipSpace(t, k);
    if (ReadSectionNumberOf("usc", t, k) == 0) return std::nullopt;
    Parsed next = ParsePlainList(ctx, t, k, "usc", "");
    if (next.targets.empty() || !NextIsOf(t, next.end)) return std::nullopt;
    shared_end = numbers.end;
    numbers.end = next.end;
  }
  std::string_view rest = t.substr(numbers.end, kWindow);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string self, title, us_title;
  std::string code = "usc";
  std::optional<std::string> prefix;
  // ("section 11-1570(c) of Title 11 of the District of Columbia Official
  // Code", "section 1-204.46 of the D.C. Code": the D.C. Code's own
  // numbers, named.)
  static const RE2 kOfDcCode(
      R"(^,?\s+of\s+(?:[Tt]itle\s+(\d+),?\s+(?:of\s+)?)?the\s+(?:District\s+of\s+Columbia|D\.\s?C\.)\s+(?:Official\s+)?Code\b)",
      RE2::Quiet);
  re2::StringPiece dc_tail = sp;
  std::string dc_title;
  if (Consume(&dc_tail, kOfDcCode, &dc_title) &&
      numbers.targets[0].path().find('-') != std::string::npos &&
      (dc_title.empty() || numbers.targets[0].path().starts_with(dc_title + "-"))) {
    code = "dc-code";
    prefix = "";
    sp = dc_tail;
  } else if (Consume(&sp, kOfTitle, &self, &title, &us_title)) {
    if (!us_title.empty()) title = us_title;
    prefix = title + "/";
    // "section 11-1566 of title 11" in the D.C. Code: its own title, whose
    // numbers open with the title's.
    if (us_title.empty() && !title.empty() && Is(ctx.spec.code, "dc-code"sv) &&
        numbers.targets[0].path().starts_with(title + "-")) {
      code = "dc-code";
      prefix = "";
    }
    if (Is(self, "such"sv) || Is(self, "said"sv) || Is(self, "that"sv)) {
      // "section 5307(d) of such title", "section 8334(c) and (d) of that
      // title": the title named before.
      std::optional<std::pair<std::string, bool>> such = SuchTitle(ctx, t, j);
      if (!such) return Parsed{};
      if (such->second) {
        prefix = such->first + "/";
      } else if (numbers.targets[0].path().starts_with(such->first + "-")) {
        code = "dc-code";
        prefix = "";
      } else {
        return Parsed{};
      }
    } else if (!self.empty()) {
      const std::string& own = ctx.spec.code;
      std::string_view path = ctx.source.key.path();
      size_t dash = path.find('-');
      if (Is(own, "usc"sv)) {
        prefix = TitlePrefix(ctx);
      } else if (Is(own, "dc-code"sv) && dash != std::string_view::npos &&
                 path.substr(0, dash).find(':') == std::string_view::npos) {
        code = "dc-code";  // "section 2605 of this title" in 11-2606
        prefix = std::string(path.substr(0, dash + 1));
      } else if (Is(own, "pa-cs"sv) && dash != std::string_view::npos) {
        // "section 6322(e) of this title" in 40-6324: its own title's.
        code = "pa-cs";
        prefix = TitlePrefix(ctx);
      } else if (ctx.ordinance() && numbers.targets[0].path().find_first_of("-.") != std::string::npos) {
        // ("section 26-414 of this title" in New York City's
        // Administrative Code: the code's own number, read as its own.)
        return std::nullopt;
      } else {
        return Parsed{};
      }
    }
  } else if (ConsumeRevenueCode(ctx, &sp)) {
    prefix = "26/";
  }
  if (prefix) {
    Parsed q = ParsePlainList(ctx, t, j, Is(code, "pa-cs"sv) ? code : "usc", *prefix);
    for (Key& k : q.targets) k = Key(code, k.path());
    if (!Is(code, "usc"sv)) q.range_members.clear();
    q.begin = lb;
    q.end = shared_end ? *shared_end : PieceAt(t, sp);
    return q;
  }
  if (shared_end) return std::nullopt;
  // ("section 9705 of Revised Division 9" in 13 Pa.C.S.: a division of the
  // title itself, whose sections the title numbers.)
  if (Is(ctx.spec.code, "pa-cs"sv) && (rest.starts_with(" of Revised Division "sv) ||
                                     rest.starts_with(" of Division "sv)))
    return std::nullopt;
  // ("section 9-505 of Subtitle I of Title 28": the Uniform Commercial
  // Code's, read as the D.C. Code's; see OfTheUniformCommercialCode.)
  if (Is(ctx.spec.code, "dc-code"sv) && rest.starts_with(" of Subtitle I of Title 28"sv))
    return std::nullopt;
  // ("section 16-76 of the Code" in a municipal code: its own, as "of
  // this Code"; not "of the Code of Iowa", "of the Code of Federal
  // Regulations".)
  if (ctx.ordinance() && (rest.starts_with(" of the Code"sv) || rest.starts_with(", of the Code"sv))) {
    size_t e = rest.find("Code") + 4;
    if (e >= rest.size() || (!ascii::IsAlnum(static_cast<unsigned char>(rest[e])) &&
                             !rest.substr(e).starts_with(" of"sv) &&
                             !rest.substr(e).starts_with(" Ann"sv)))
      return std::nullopt;
  }
  re2::StringPiece sp2(rest.data(), rest.size());
  if (Consume(&sp2, kOfOther)) return Parsed{};
  return std::nullopt;
}

// A hyphen right after q's last number and another number: the end of a
// range of the titled codes, whose numbers hold no hyphen ("44 CFR
// 59-72", "§§ 102.1-102.5" of the Pa. Code, "35 P.S. §§
// 7210.101-7210.1103").
void TakeHyphenRange(std::string_view t, const std::string& code, const std::string& prefix,
                     Parsed* q) {
  // Purdon's sections of a lettered article ("53 P.S. § 58304-A", "72 P.S.
  // § 8701-A"): the letter is the section's.
  if (Is(code, "pa-cs"sv) && !q->targets.empty() && q->end + 1 < t.size() && t[q->end] == '-' &&
      ascii::IsUpper(static_cast<unsigned char>(t[q->end + 1])) &&
      (q->end + 2 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[q->end + 2])))) {
    q->targets.back() = Key(code, std::string(q->targets.back().path()) + "-" + t[q->end + 1]);
    q->end += 2;
    return;
  }
  // (An en or em dash too, "parts 405—471".)
  size_t dash = 0;
  if (q->end < t.size() && t[q->end] == '-')
    dash = 1;
  else if (t.substr(q->end).starts_with("\xE2\x80\x93") || t.substr(q->end).starts_with("\xE2\x80\x94"))
    dash = 3;
  if (q->targets.empty() || dash == 0 || q->end + dash >= t.size() ||
      !ascii::IsDigit(static_cast<unsigned char>(t[q->end + dash])))
    return;
  size_t n = ReadSectionNumberOf(code, t, q->end + dash);
  if (n == 0) return;
  std::string next(t.substr(q->end + dash, n));
  q->end += dash + n;
  // Purdon's sections may hold a hyphen ("3 P.S. § 459-101", the Dog
  // Law): a smaller number after it is no range's end but the section's.
  std::string_view last = q->targets.back().path();
  size_t run = last.find_last_not_of("0123456789") + 1;
  if (Is(code, "pa-cs"sv) && n < 6 && std::all_of(next.begin(), next.end(), ::isdigit) &&
      run < last.size() && last.size() - run <= 6 &&
      std::stoul(next) < std::stoul(std::string(last.substr(run)))) {
    q->targets.back() = Key(code, std::string(last) + "-" + next);
    return;
  }
  // A section of a part ("17 CFR 270.2a-7", "17 CFR 240.10b-5"), then a
  // hyphen and a number with no part: the section's own number, no
  // range's end (which would be a section too: "§§ 102.1-102.5").
  if ((Is(code, "cfr"sv) || Is(code, "pa-code"sv)) && last.size() > prefix.size() &&
      last.substr(prefix.size()).find('.') != std::string_view::npos &&
      next.find('.') == std::string::npos) {
    q->targets.back() = Key(code, std::string(last) + "-" + next);
    return;
  }
  // The Federal Travel Regulation's parts hold a hyphen ("41 CFR Part
  // 301-10.303": part 301-10, its section 303): a part, then a section's
  // number, is no range (which would run from a part to a part).
  if (Is(code, "cfr"sv) && last.size() > prefix.size() &&
      last.substr(prefix.size()).find('.') == std::string_view::npos &&
      next.find('.') != std::string::npos) {
    q->targets.back() = Key(code, std::string(last) + "-" + next);
    return;
  }
  q->targets.emplace_back(code, prefix + next);
}

// "25 Pa. Code § 102.4", "25 Pa. Code §§ 102.1-102.5", "25 Pa. Code
// Chapter 102", "34 Pa. Code, Chapters 401-405" (the range's ends), "25
// Pa. Code, Chapters 71, 72 and 73", "25 Pa. Code 93" (a whole number,
// the chapter), "34 Pa. Code (Chapters 401 to 405, as amended)" (in
// parentheses): the
// Pennsylvania Code, keyed by title as the CFR is (pa-code:25/102.4,
// pa-code:25/ch.102).
std::optional<Parsed> ParsePaCode(const Context& ctx, std::string_view t,
                                  size_t lb, size_t le) {
  // ("Title 34, Pa. Code, Chapters 401-405", "Title 34, Pa. Code,
  // Section 403.121": the title named first.)
  size_t from = t.substr(lb).starts_with("Title"sv) ? SkipSpace(t, lb + 5) : lb;
  std::string title;
  for (size_t k = from; k < le && ascii::IsDigit(static_cast<unsigned char>(t[k])); ++k)
    title += t[k];
  static const RE2 kChapter(
      R"(^,?\s*\(?(?:Chapters?|Chs?\.)\s*(\d+[a-z]?)\b)", RE2::Quiet);
  static const RE2 kMore(
      R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*(?:-|–|—|to\b|through\b)\s*)(\d+[a-z]?)\b)",
      RE2::Quiet);
  std::string_view rest = t.substr(le);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string chapter, last;
  // ("25 Pa. Code, Chapter 71.1": the Code numbers sections chapter.section,
  // its chapters never so; the word is loose, the number a section's.)
  static const RE2 kSectionCalledChapter(R"(^,?\s*(?:Chapter|Ch\.)\s*(\d+[a-z]?\.\d+[a-z]?)\b)",
                                         RE2::Quiet);
  if (re2::StringPiece s = sp; Consume(&s, kSectionCalledChapter, &chapter)) {
    Parsed p;
    p.begin = lb;
    p.end = PieceAt(t, s);
    p.targets.emplace_back("pa-code", title + "/" + chapter);
    return p;
  }
  if (Consume(&sp, kChapter, &chapter)) {
    Parsed p;
    p.begin = lb;
    p.targets.emplace_back("pa-code", title + "/ch." + chapter);
    // (Not "Chapter 102 and 25 Pa. Code § 102.4": a title opening the
    // next citation.)
    for (re2::StringPiece more = sp;
         Consume(&more, kMore, &last) &&
         !NamesTitledCode(t.substr(SkipSpace(t, t.size() - more.size())));
         sp = more) {
      // A short range's chapters between its ends ("Chapters 401-405").
      std::string_view sep(sp.data(), more.data() - sp.data());
      bool range = sep.find('-') != std::string_view::npos ||
                   sep.find("\xE2\x80\x93") != std::string_view::npos ||
                   sep.find("\xE2\x80\x94") != std::string_view::npos ||
                   sep.find("to") != std::string_view::npos || sep.find("through") != std::string_view::npos;
      if (range)
        for (const std::string& c : ChaptersBetween(chapter, last))
          p.targets.emplace_back("pa-code", title + "/ch." + c);
      p.targets.emplace_back("pa-code", title + "/ch." + last);
      chapter = last;
    }
    p.end = t.size() - sp.size();
    return p;
  }
  size_t j = SkipSpace(t, le);
  if (j < t.size() && t[j] == ',') j = SkipSpace(t, j + 1);
  if (t.substr(j).starts_with("Section "sv)) j = SkipSpace(t, j + 8);  // ", Section 403.121"
  // "25 Pa. Code 271.1": a section (its dot) without "§".
  bool bare = false;
  if (!t.substr(j).starts_with("\xC2\xA7"sv)) {
    size_t n = ReadSectionNumberOf("pa-code", t, j);
    if (n == 0) return std::nullopt;
    // ("25 Pa. Code 93": a whole number, which no section of the Code
    // is, names the chapter.)
    if (size_t d = LeadingDigits(t.substr(j)); t.substr(j, n).find('.') == std::string_view::npos) {
      if (d == 0 || d > 3 || (j + d < t.size() && (ascii::IsAlnum(static_cast<unsigned char>(t[j + d])) ||
                                                  t[j + d] == '(' || t[j + d] == '-')))
        return std::nullopt;
      Parsed p;
      p.begin = lb;
      p.end = j + d;
      p.targets.emplace_back("pa-code", title + "/ch." + std::string(t.substr(j, d)));
      return p;
    }
    bare = true;
  }
  while (!bare && t.substr(j).starts_with("\xC2\xA7"sv)) j += 2;
  Parsed q = ParsePlainList(ctx, t, j, "pa-code", title + "/");
  if (q.targets.empty()) return std::nullopt;
  TakeHyphenRange(t, "pa-code", title + "/", &q);  // "§§ 102.1-102.5"
  q.begin = lb;
  return q;
}

// Whether `heading` (a part's word and number, then its name in
// capitals) matches at t[lb] where no word stands right before: a
// heading run into a page's line, "18-1 TITLE 18 WATER AND SEWERS"; not
// "AN ORDINANCE AMENDING TITLE 18 ZONING REGULATIONS".
bool HeadingInCapitalsAt(std::string_view t, size_t lb, const RE2& heading) {
  std::string_view last = LastToken(TrimmedBefore(t, lb));
  bool after_word = !last.empty() && std::all_of(last.begin(), last.end(), [](char c) {
    return ascii::IsAlpha(static_cast<unsigned char>(c));
  });
  std::string_view r = t.substr(lb, 64);
  return !after_word && RE2::PartialMatch(re2::StringPiece(r.data(), r.size()), heading);
}

// "Chapter VIII of this revision", "CHAPTER XV OF THE REVISED GENERAL
// ORDINANCES", "Chapters II, III and VI of the ECLUR", "Chapters I
// through XVII": a code that numbers its chapters in Roman numerals (New
// Jersey's revised general ordinances, a Colorado county's land use
// regulations), the code's own chapters keyed as written; a range's
// chapters between its ends where it is short, as ChaptersBetween has
// Arabic ones. From le, after the word written out (not "CHTR. Ch. VI", a
// charter's; not "Ch. II, Air Pollution" in a table of an old code's
// chapters); nothing where no numeral follows. Not a federal title's
// chapter: "Title 24, Chapter X", "40 CFR … and chapter I, subchapter N".
std::optional<Parsed> RomanChapters(const Context& ctx, std::string_view t, size_t lb, size_t le) {
  static const RE2 kTitleBefore(R"((?:\bTitle\s+(?:\d+|[IVXL]+)|\bCFR\b.{0,60}),?\s*$)", RE2::Quiet);
  std::string_view before = Before(t, lb, 80);
  if (RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kTitleBefore)) return std::nullopt;
  // ("Sub-Chapter I": a subchapter's letter, the word hyphenated.)
  if (before.ends_with("Sub-"sv) || before.ends_with("sub-"sv) || before.ends_with("SUB-"sv)) return std::nullopt;
  // ("CHAPTER XXIV. STORMWATER POLLUTION PREVENTION", "Robbinsdale City
  // Code 400.01 CHAPTER IV BUILDING, HOUSING …": the chapter's heading,
  // its name in capitals, as a title's is read below; not after a word,
  // "AMENDING CHAPTER XV OF THE REVISED GENERAL ORDINANCES".)
  if (t.substr(lb, 7) == "CHAPTER"sv) {
    static const RE2 kHeading(R"(^CHAPTER\s+[IVXL]+\.?\s+[A-Z]{3,},?\s+(?:AND\s+)?[A-Z]{3,}\b)", RE2::Quiet);
    if (HeadingInCapitalsAt(t, lb, kHeading)) return std::nullopt;
  }
  // (The lead holds a numeral of more than one letter: "Chapter VIII".)
  size_t word = t.substr(lb, le - lb).find_first_of(" \t\n");
  if (word != std::string_view::npos) le = lb + word;
  static const RE2 kFirst(R"(^\s+([IVXL]+)\b)", RE2::Quiet);
  static const RE2 kMore(
      R"(^(,\s*(?:and\s+|or\s+)?|\s+(?:and|or|AND|OR)\s+|\s+(?:through|to|THROUGH|TO)\s+|\s*(?:-|\x{2013})\s*)([IVXL]+)\b)",
      RE2::Quiet);
  std::string_view rest = t.substr(le, 160);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string numeral, sep;
  if (!RE2::Consume(&sp, kFirst, &numeral) || RomanValue(numeral) == 0) return std::nullopt;
  Parsed q;
  q.begin = lb;
  q.targets.emplace_back(ctx.spec.code, "ch." + numeral);
  std::string last = numeral;
  for (re2::StringPiece more = sp; RE2::Consume(&more, kMore, &sep, &numeral) && RomanValue(numeral) > 0;
       sp = more) {
    std::string_view joint = Trim(sep);
    bool range = joint == "-"sv || joint == "\xE2\x80\x93"sv || Is(joint, "to"sv) || Is(joint, "TO"sv) ||
                 Is(joint, "through"sv) || Is(joint, "THROUGH"sv);
    if (range)
      for (const std::string& between : LabelsBetween(last, numeral))
        q.targets.emplace_back(ctx.spec.code, "ch." + between);
    q.targets.emplace_back(ctx.spec.code, "ch." + numeral);
    last = numeral;
  }
  q.end = le + (sp.data() - rest.data());
  return q;
}

}  // namespace

// The chapters strictly between two of one code ("ch.340", "ch.348";
// "ch.SPS320", "ch.SPS325"): a short range of whole numbers ("Chapters
// 340 to 348", "Chs. SPS 320 to 325") cites each number between, as the
// text says; a long one ("chs. 600 to 646", whose numbers the statutes
// skip) only its ends, for the numbers between may name nothing.
std::vector<std::string> ChaptersBetween(std::string_view lo, std::string_view hi) {
  constexpr int kMaxSpan = 10;
  std::vector<std::string> out;
  size_t a = lo.find_first_of("0123456789"), b = hi.find_first_of("0123456789");
  if (a == std::string_view::npos || b == std::string_view::npos ||
      lo.substr(0, a) != hi.substr(0, b) || lo.size() - a > 4 || hi.size() - b > 4)
    return out;
  std::string_view x = lo.substr(a), y = hi.substr(b);
  auto digits = [](std::string_view v) {
    return std::all_of(v.begin(), v.end(),
                       [](char c) { return ascii::IsDigit(static_cast<unsigned char>(c)); });
  };
  // "Chapters 165A through 165D": one number's lettered chapters, each
  // letter between.
  if (x.size() == y.size() && x.size() >= 2 && x.substr(0, x.size() - 1) == y.substr(0, y.size() - 1) &&
      digits(x.substr(0, x.size() - 1)) && ascii::IsUpper(static_cast<unsigned char>(x.back())) &&
      ascii::IsUpper(static_cast<unsigned char>(y.back())) && y.back() - x.back() >= 2 &&
      y.back() - x.back() <= kMaxSpan) {
    for (char c = static_cast<char>(x.back() + 1); c < y.back(); ++c)
      out.push_back(std::string(lo.substr(0, a)) + std::string(x.substr(0, x.size() - 1)) + c);
    return out;
  }
  if (!digits(x) || !digits(y) || x[0] == '0' || y[0] == '0') return out;
  int from = std::stoi(std::string(x)), to = std::stoi(std::string(y));
  if (to - from < 2 || to - from > kMaxSpan) return out;
  for (int n = from + 1; n < to; ++n)
    out.push_back(std::string(lo.substr(0, a)) + std::to_string(n));
  return out;
}

namespace {

// "Iowa Code 321I.10", "Iowa Codes 321I, 321.20B, and 321.234A", "Iowa
// Code Chapters 321I, 321.20B, 321A.21": the Code of Iowa's chapters (a
// number without a dot) and sections, in one list.
std::optional<Parsed> ParseIowaCodeList(std::string_view t, size_t lb, size_t le) {
  // ("Iowa Code Section 321.1(24B)": a subsection inserted with a capital.)
  static const RE2 kItem(R"(^(\d+[A-Z]?)(\.\d+[A-Z]?)?((?:\([0-9a-z]{1,3}\)|\(\d{1,3}[A-Z]\))*))", RE2::Quiet);
  static const RE2 kMore(R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+(through|to)\s+))",
                         RE2::Quiet);
  size_t k = SkipSpace(t, le);
  Parsed p;
  p.begin = lb;
  bool range = false;  // "Iowa Code Chapters 687 through 747"
  while (true) {
    std::string_view rest = t.substr(k);
    re2::StringPiece sp(rest.data(), rest.size());
    std::string chapter, section, levels;
    if (!Consume(&sp, kItem, &chapter, &section, &levels) ||
        (!sp.empty() && ascii::IsAlnum(static_cast<unsigned char>(sp[0]))))
      break;
    // (Not a year: the edition's right after the name, "the Code of Iowa
    // 2019, section 321.1", or one after the list, "Iowa Code section
    // 15.106A and 2023 Iowa Acts".)
    if (section.empty() && chapter.size() == 4 && (chapter.starts_with("19") || chapter.starts_with("20")) &&
        (p.targets.empty() || (sp.size() > 1 && sp[0] == ' ' && ascii::IsUpper(static_cast<unsigned char>(sp[1])))))
      break;
    if (range && section.empty() && !p.targets.empty())
      for (const std::string& m : ChaptersBetween(p.targets.back().path(), "ch." + chapter))
        p.targets.emplace_back("iowa-code", m);
    p.targets.push_back(section.empty() ? Key("iowa-code", "ch." + chapter)
                                        : Key("iowa-code", chapter + section + levels));
    p.end = t.size() - sp.size();
    re2::StringPiece more = sp;
    std::string word;
    if (!Consume(&more, kMore, &word)) break;
    range = !word.empty();
    k = t.size() - more.size();
  }
  if (p.targets.empty()) return std::nullopt;
  return p;
}

// The Iowa Administrative Code as ordinances cite it: "567 IAC 61.2",
// "567 IAC chapter 61", "567 IAC 61" (a chapter), "IAC 567-61.2(1)",
// "Iowa Administrative Code 567—61.2". Keys as keys.md spells them:
// iowa-iac:567-61.2(1), iowa-iac:ch.567-61.
std::optional<Parsed> ParseIowaRules(std::string_view t, size_t lb) {
  static const RE2 kAgencyFirst(
      R"(^(\d{3})\s*IAC,?\s*(?:(?:[Cc]hapters?|[Cc]hs?\.)\s*)?(\d+[A-Z]?)(\.\d+[A-Z]?)?((?:\(\d+\))*))",
      RE2::Quiet);
  // "IAC, 567-69.1", "Iowa Administrative Code 567, Chapter 69", "Iowa
  // Administration Code Section 567 Chapter 69".
  static const RE2 kAgencyAfter(
      R"(^(?:IAC|Iowa\s+Administrat(?:ive|ion)\s+Code),?\s+(?:Section\s+)?\[?(\d{3})\]?(?:\s*(?:-|–|—)\s*(?:(?:[Cc]hapters?|[Cc]hs?\.)\s*)?|,?\s+(?:[Cc]hapters?|[Cc]hs?\.)\s*)(\d+[A-Z]?)(\.\d+[A-Z]?)?((?:\(\d+\))*))",
      RE2::Quiet);
  std::string_view rest = t.substr(lb);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string agency, chapter, rule, subrules;
  if (!Consume(&sp, kAgencyFirst, &agency, &chapter, &rule, &subrules) &&
      !Consume(&sp, kAgencyAfter, &agency, &chapter, &rule, &subrules))
    return std::nullopt;
  // ("441 IAC 93.5 (3) b. (1)": a rule's subrule, paragraph and
  // subparagraph set apart by spaces, as another state's rule-making
  // order writes them.)
  if (!rule.empty() && subrules.empty()) {
    static const RE2 kSpacedLevels(R"(^\s+\((\d+)\)(?:\s+([a-z])\.(?:\s*\((\d+)\))?)?)", RE2::Quiet);
    std::string sub, par, subpar;
    if (Consume(&sp, kSpacedLevels, &sub, &par, &subpar))
      subrules = "(" + sub + ")" + (par.empty() ? "" : "(" + par + ")") + (subpar.empty() ? "" : "(" + subpar + ")");
  }
  Parsed p;
  p.begin = lb;
  p.end = t.size() - sp.size();
  if (rule.empty()) {
    p.targets.emplace_back("iowa-iac", "ch." + agency + "-" + chapter);
    return p;
  }
  // "IAC, 567-23.2[455B] and 567-100.2": a list of rules, each with its
  // agency, past the chapter of the Code a rule implements.
  static const RE2 kNext(
      R"(^(?:\s*\[\d+[A-Z]?\])?(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(\d{3})\s*(?:-|–|—)\s*(\d+[A-Z]?)(\.\d+[A-Z]?)((?:\(\d+\))*))",
      RE2::Quiet);
  while (true) {
    std::string path = agency + "-" + chapter + rule + subrules;
    std::vector<std::string> levels;
    if (subrules.empty()) levels = ReadBracketLevels(t, p.end, &p.end);
    if (levels.empty()) p.targets.emplace_back("iowa-iac", path);
    for (const std::string& l : levels) p.targets.emplace_back("iowa-iac", path + l);
    std::string_view more = t.substr(p.end);
    re2::StringPiece mp(more.data(), more.size());
    if (!Consume(&mp, kNext, &agency, &chapter, &rule, &subrules)) break;
    p.end = t.size() - mp.size();
  }
  return p;
}

// A section number right after the statutes' name that ends at t[le], on
// its line ("Wis. Stat. 23.33, as from time to time amended"): not a
// table's row under a column headed "Wis. Stats.", nor a number behind a
// declared prefix ("8.340.01").
bool NumberOnNameLine(const Context& ctx, std::string_view t, size_t le) {
  if (le + 1 >= t.size() || t[le] != ' ') return false;
  size_t n = ReadSectionNumber(t, le + 1);
  if (n == 0 || ctx.source.LineAt(static_cast<uint32_t>(le + 1)) !=
                    ctx.source.LineAt(static_cast<uint32_t>(le - 1)))
    return false;
  size_t e = le + 1 + n;
  return !(e + 1 < t.size() && t[e] == '.' && ascii::IsDigit(static_cast<unsigned char>(t[e + 1])));
}

}  // namespace

// "County Forest Law 28.11, Wis. Stats.", "s 349.15 (2), Wis. Stats.":
// the bare number before the statutes' name at t[lb, le), read back word
// by word (the number, its levels "(2)" and a subdivision "4."), then
// forward with the statutes' grammar, which must end at the name.
std::optional<Parsed> BareNumberBeforeStats(const Context& ctx, std::string_view t,
                                            size_t lb, size_t le) {
  size_t k = lb;
  while (k > 0 && (t[k - 1] == ' ' || t[k - 1] == '\n')) --k;
  if (k > 0 && t[k - 1] == ',') --k;
  // ("227.24 (1) (a)\n, Stats.": the comma on the tail's line.)
  while (k > 0 && (t[k - 1] == ' ' || t[k - 1] == '\n')) --k;
  size_t start = std::string_view::npos;
  for (int words = 0; words < 6 && k > 0; ++words) {
    if (t[k - 1] == ',') --k;  // "59.02, and 92.16, Wis. Stats."
    size_t e = k;
    while (k > 0 && (ascii::IsAlnum(static_cast<unsigned char>(t[k - 1])) || t[k - 1] == '.' ||
                     t[k - 1] == '(' || t[k - 1] == ')'))
      --k;
    std::string_view word = t.substr(k, e - k);
    bool level = word.size() >= 3 && word.front() == '(' && word.back() == ')';
    bool joins = (Is(word, "and"sv) || Is(word, "or"sv)) && start != std::string_view::npos;
    if (word.empty() ||
        (!level && !joins && word.find_first_of("0123456789") == std::string_view::npos))
      break;
    if (ReadSectionNumber(t, k) > 0) start = k;
    if (k == 0 || t[k - 1] != ' ') break;
    --k;
  }
  if (start == std::string_view::npos) return std::nullopt;
  Parsed q = ParseWisList(ctx, t, start, "wis-stat", "", 1, true);
  if (q.targets.empty()) return std::nullopt;
  size_t gap = q.end;
  while (gap < lb && (t[gap] == ' ' || t[gap] == ',' || t[gap] == '\n')) ++gap;
  if (gap != lb) return std::nullopt;
  for (Key& k2 : q.targets) k2 = Key("wis-stat", k2.path());
  q.begin = start >= 2 && t[start - 1] == ' ' && t[start - 2] == 's' &&
                    (start == 2 || !ascii::IsAlnum(static_cast<unsigned char>(t[start - 3])))
                ? start - 2
                : start;
  q.end = le;
  return q;
}

namespace {

// Where a list of bare levels ending at t[end] starts ("(c) or (d)",
// "(2)(b)", "(a), (b), and (e)"): at its first parenthesis, after a space
// (not after a number, whose levels they would be), or npos.
size_t LevelsBefore(std::string_view t, size_t end) {
  size_t k = end;
  size_t start = std::string_view::npos;
  for (int items = 0; items < 12; ++items) {
    // One item: "(c)", "(2)(b)".
    size_t e = k;
    while (k > 0 && t[k - 1] == ')') {
      size_t open = t.rfind('(', k - 1);
      if (open == std::string_view::npos || k - 1 - open > 5 || open + 1 == k - 1) return start;
      for (size_t x = open + 1; x < k - 1; ++x)
        if (!ascii::IsAlnum(static_cast<unsigned char>(t[x]))) return start;
      k = open;
    }
    if (k == e) break;
    if (k == 0 || t[k - 1] != ' ') return std::string_view::npos;
    start = k;
    // A separator before it: ", ", " or ", " and ", ", and ", " through ".
    std::string_view b = t.substr(0, k);
    size_t cut = 0;
    for (std::string_view sep : {", and ", ", or ", " through ", " and ", " or ", " to ", ", "})
      if (b.ends_with(sep)) {
        cut = sep.size();
        break;
      }
    if (cut == 0) break;
    k -= cut;
    if (k == 0 || t[k - 1] != ')') break;
  }
  return start;
}

// "49 CFR Part 191 or Part 192": the word again before each part.
// ("49 CFR part 385, subpart C (Certification of Safety Auditors …) and
// parts 390 to 393 and 395 to 397": past a part's subpart and its title,
// a list of parts again; "12 C.F.R. § 741.215 & parts 715, 748 and 749",
// after an ampersand.)
void TakeMoreParts(const Context& ctx, std::string_view t, const std::string& prefix, Parsed* q) {
  static const RE2 kMoreParts(
      R"(^(?:,?\s*[Ss]ubpart\s+[A-Z]{1,2}\b(?:,?\s*\([^()]*\))?)?(?:,\s*(?:and\s+|or\s+|&\s*)?|\s+and\s+|\s+or\s+|\s*&\s*)[Pp]arts?\s+(\d+)\b)",
      RE2::Quiet);
  std::string part;
  while (q->end < t.size() && (t[q->end] == ',' || t[q->end] == ' ')) {
    std::string_view r = t.substr(q->end, 180);
    re2::StringPiece sp(r.data(), r.size());
    if (!Consume(&sp, kMoreParts, &part)) break;
    // ("or Part 192.3": a section of the title, after the word.)
    Parsed more = ParsePlainList(ctx, t, PieceAt(t, sp) - part.size(), "cfr", prefix);
    if (more.targets.empty()) break;
    q->targets.insert(q->targets.end(), more.targets.begin(), more.targets.end());
    q->end = more.end;
  }
}

// "21 CFR Part 1, Sections 1.20 to 1.24 and Subpart O, Sections 1.900 to
// 1.934": the part's sections named after it (each of the part's
// number) are what is cited, the part only their place. Extends q, a
// citation of one part.
void TakePartSections(const Context& ctx, std::string_view t, const std::string& prefix,
                      Parsed* q) {
  if (q->targets.size() != 1) return;
  const std::string& path = q->targets[0].path();
  if (path.find('.') != std::string::npos || !path.starts_with(prefix)) return;
  std::string part = path.substr(prefix.size()) + ".";
  // ("40 CFR Part 261, Subpart A 261.2, 261.3 and 261.4": after the
  // subpart the word may be left out; the sections are the part's.)
  static const RE2 kSections(
      R"(^,?\s+(?:and\s+)?(?:Subpart\s+[A-Z]+,?\s+(?:Sections?\s+|§§?\s*)?|Sections?\s+|§§?\s*))", RE2::Quiet);
  size_t e = q->end;
  while (true) {
    std::string_view rest = t.substr(e, 48);
    re2::StringPiece sp(rest.data(), rest.size());
    if (!Consume(&sp, kSections)) break;
    Parsed s = ParsePlainList(ctx, t, PieceAt(t, sp), "cfr", prefix);
    if (s.targets.empty() ||
        !std::all_of(s.targets.begin(), s.targets.end(),
                     [&](const Key& k) { return k.path().starts_with(prefix + part); }))
      break;
    // ("Section 60.3.(d)": a full stop between the number and its level.)
    if (s.end + 1 < t.size() && t[s.end] == '.' && t[s.end + 1] == '(') {
      std::vector<std::string> levels;
      size_t le = ReadLevelGroups(t, s.end + 1, &levels);
      if (!levels.empty()) {
        s.targets.back() = Key("cfr", s.targets.back().path() + Join(levels, levels.size()));
        s.end = le;
      }
    }
    for (Key& k : s.targets) q->targets.push_back(std::move(k));
    e = s.end;
  }
  // (The part holds the sections named: they are what is cited.)
  if (q->targets.size() > 1) q->targets.erase(q->targets.begin());
  q->end = e;
}

}  // namespace

// Whether the subchapter `roman`'s heading follows at t[at] ("… of ch.
// ATCP 1 Subchapter I — Definitions", glued where a copy lost the space:
// "ch. ATCP 50Subchapter III"): the Legislature's locator over a
// subchapter's heading, no citation.
bool SubchapterHeadingAfter(std::string_view t, size_t at, const std::string& roman) {
  std::string_view after = t.substr(at);
  if (after.starts_with(" "sv)) after.remove_prefix(1);
  if (!after.starts_with("Subchapter "sv)) return false;
  after.remove_prefix(11);
  return after.starts_with(roman) &&
         (after.size() == roman.size() || !ascii::IsAlnum(static_cast<unsigned char>(after[roman.size()])));
}

// Chapters of the RCW at t[at]: "3.46, 3.50, 35.20", "82.02, 58.17, and
// 43.21C"; none where the number goes on as a section's ("35.21.163").
std::vector<std::string> RcwChaptersAt(std::string_view t, size_t at, size_t* end) {
  static const RE2 kFirst(R"(^\s*(\d+[A-Z]?\.\d+[A-Z]?)\b)", RE2::Quiet);
  static const RE2 kMore(
      R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(\d+[A-Z]?\.\d+[A-Z]?)\b)", RE2::Quiet);
  std::vector<std::string> out;
  std::string_view rest = t.substr(at, kWindow);
  re2::StringPiece sp(rest.data(), rest.size());
  auto goes_on = [&] {
    return sp.size() >= 2 && sp[0] == '.' && ascii::IsDigit(static_cast<unsigned char>(sp[1]));
  };
  std::string n;
  if (!Consume(&sp, kFirst, &n) || goes_on()) return out;
  out.push_back(n);
  *end = PieceAt(t, sp);
  while (true) {
    re2::StringPiece before = sp;
    if (!Consume(&sp, kMore, &n) || goes_on()) {
      sp = before;
      break;
    }
    out.push_back(n);
    *end = PieceAt(t, sp);
  }
  return out;
}

namespace {

// The Uniform Commercial Code's articles named in Washington's title 62A,
// whose chapters they are: "Article 2 or 2A of this title", "Article 9A",
// "Articles 3, 4, and 8" are chapters 62A.2, 62A.2A, 62A.9A, … . Only
// where the source is a section of title 62A and the corpus holds
// sections of the chapter ("Article 9", the old article, names none).
// In the D.C. Code's title 28 ("subject to Article 9") they are the
// title's articles (28/art.9), where the corpus holds them.
std::optional<Parsed> UccArticles(const Context& ctx, std::string_view t, size_t lb) {
  static const RE2 kArticles(
      R"(^[Aa]rticles?\s+(\d{1,2}[A-Z]?(?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+)\d{1,2}[A-Z]?\b)*)\b(?:\s+of\s+this\s+title\b)?)",
      RE2::Quiet);
  static const RE2 kItem(R"((\d{1,2}[A-Z]?))", RE2::Quiet);
  const std::optional<Key>& section = SourceSection(ctx);
  bool dc = Is(ctx.spec.code, "dc-code"sv);
  if (!section || !section->path().starts_with(dc ? "28:"sv : "62A."sv)) return std::nullopt;
  // The article's key, where the corpus holds it.
  auto held = [&](const std::string& n) -> std::optional<Key> {
    if (dc) {
      Key article("dc-code", "28/art." + n);
      if (ctx.corpus.Find(article) == kNoProvision) return std::nullopt;
      return article;
    }
    std::string chapter = "62A." + n;
    if (ctx.sections.Between("wa-rcw", chapter + "-0", chapter + "-999999").empty()) return std::nullopt;
    return Key("wa-rcw", "ch." + chapter);
  };
  std::string_view r = t.substr(lb, 160);
  re2::StringPiece sp(r.data(), r.size());
  std::string list;
  if (!Consume(&sp, kArticles, &list)) return std::nullopt;
  Parsed p;
  p.begin = lb;
  p.end = PieceAt(t, sp);
  re2::StringPiece items(list.data(), list.size());
  std::string item, last;
  while (true) {
    const char* from = items.data();
    if (!RE2::FindAndConsume(&items, kItem, &item)) break;
    // ("articles 1 through 9 of the Uniform Commercial Code": each between.)
    bool through = std::string_view(from, items.data() - from).find("through") != std::string_view::npos;
    if (through && !last.empty() && ascii::IsDigit(static_cast<unsigned char>(last.back())) &&
        ascii::IsDigit(static_cast<unsigned char>(item.back()))) {
      int lo = std::stoi(last), hi = std::stoi(item);
      for (int a = lo + 1; a < hi && a - lo < 30; ++a)
        if (std::optional<Key> between = held(std::to_string(a))) p.targets.push_back(std::move(*between));
    }
    last = item;
    std::optional<Key> article = held(item);
    if (!article) return std::nullopt;
    p.targets.push_back(std::move(*article));
  }
  if (p.targets.empty()) return std::nullopt;
  return p;
}

// "Article 5 of this chapter", "Articles 1 through 6 of this chapter" in
// a state's statutes (the lead is the whole reference): articles of the
// chapter that holds the source's section, keyed ch.N/art.R; a range's
// every member. nullopt where the section has no chapter.
std::optional<Parsed> ArticlesOfThisChapter(const Context& ctx, std::string_view lead,
                                            size_t lb, size_t le) {
  // ("Article IX of this chapter": Washington's LLC act numbers its
  // articles in roman numerals.)
  static const RE2 kArticles(
      R"([Aa]rticles?\s+(\d+|[IVXL]+)(?:\s+(and|or|through|to)\s+(\d+|[IVXL]+))?\s+of\s+this\s+chapter)",
      RE2::Quiet);
  std::string first, sep, last;
  const std::optional<Key>& section = SourceSection(ctx);
  std::optional<Key> chapter = section ? section->Container() : std::nullopt;
  if (!chapter || !RE2::FullMatch(lead, kArticles, &first, &sep, &last)) return std::nullopt;
  Parsed p;
  p.begin = lb;
  p.end = le;
  auto push = [&](const std::string& a) {
    p.targets.emplace_back(chapter->code(), chapter->path() + "/art." + a);
  };
  push(first);
  if (last.empty()) return p;
  bool roman = !ascii::IsDigit(static_cast<unsigned char>(first[0]));
  if (roman != !ascii::IsDigit(static_cast<unsigned char>(last[0]))) return std::nullopt;
  int lo = roman ? RomanValue(first) : std::stoi(first.substr(0, 3));
  int hi = roman ? RomanValue(last) : std::stoi(last.substr(0, 3));
  if (sep == "through" || sep == "to")
    for (int a = lo + 1; a < hi && a - lo < 30; ++a) push(roman ? RomanNumeral(a) : std::to_string(a));
  push(last);
  return p;
}

}  // namespace

namespace {

// "Part 4 of this chapter", "Parts 5 and 6 of this chapter", "Parts 4
// through 7 of this chapter", "Part 3 of Chapter 21" in a municipal code whose chapters hold parts
// (Pennsylvania's: § 15-401 is in chapter 15, part 4): the parts of the
// source section's chapter, keyed as its articles are. ("Part 1,
// Stormwater Management, of Ch. 26, Water": the part's name between, the
// word abbreviated.)
std::optional<Parsed> PartsOfThisChapter(const Context& ctx, std::string_view t, size_t lb) {
  static const RE2 kParts(
      R"(^[Pp]arts?\s+(\d{1,2})((?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+)\d{1,2})*)(?:,\s+[A-Z][A-Za-z&' -]{0,60},)?\s+of\s+(?:this\s+chapter|(?:Chapter|Ch\.)\s*(\d{1,3}[A-Z]?(?:\.\d{1,3}[A-Z]?)?))\b)",
      RE2::Quiet);
  std::string_view r = t.substr(lb, 120);
  re2::StringPiece sp(r.data(), r.size());
  std::string first, more, named;
  const std::optional<Key>& section = SourceSection(ctx);
  if (!Consume(&sp, kParts, &first, &more, &named)) return std::nullopt;
  // (A dotted chapter, "Part 5 of Chapter 22.60"; not a section's number,
  // "Chapter 22.60.010".)
  if (sp.size() > 1 && sp[0] == '.' && ascii::IsDigit(static_cast<unsigned char>(sp[1]))) return std::nullopt;
  // "Part 3 of Chapter 21": the code's own chapter, named.
  std::string chapter = named.empty() ? "" : "ch." + named;
  std::string code = named.empty() || !section ? std::string(ctx.spec.code) : section->code();
  if (chapter.empty() && !section) {
    // (An excerpt that never names its sections: see
    // ArticlesOfTheCitedChapter.)
    Parsed p;
    p.begin = lb;
    p.end = PieceAt(t, sp);
    p.unresolved = std::string(kPartOfUnnamedChapter);
    return p;
  }
  if (chapter.empty()) {
    // (The chapter is the number before the section's hyphen: "15-801".)
    std::string_view path = section->path();
    size_t dash = path.find('-');
    if (dash == std::string_view::npos || dash == 0 ||
        !ascii::IsDigit(static_cast<unsigned char>(path[0])) || path.find('.') < dash)
      return std::nullopt;
    chapter = "ch." + std::string(path.substr(0, dash));
  }
  Parsed p;
  p.begin = lb;
  p.end = PieceAt(t, sp);
  auto push = [&](int n) {
    p.targets.emplace_back(code, chapter + "/part." + std::to_string(n));
  };
  int last = std::stoi(first);
  push(last);
  static const RE2 kItem(R"((through|to)?\s*(\d{1,2}))", RE2::Quiet);
  re2::StringPiece items(more.data(), more.size());
  std::string range, number;
  while (RE2::FindAndConsume(&items, kItem, &range, &number)) {
    int next = std::stoi(number);
    if (!range.empty())
      for (int k = last + 1; k < next && next - last < 30; ++k) push(k);
    push(next);
    last = next;
  }
  return p;
}

// Whether t[lb] stands under a heading or sentence that amends a model
// code ("Amendments to the International Fire Code.", "The International
// Building Code is amended as follows:"): in the 1,500 bytes before it, or
// at the start of the source's text or of one of its three nearest
// ancestors'.
bool UnderModelCodeAmendments(const Context& ctx, std::string_view t, size_t lb) {
  static const RE2 kAmends(
      R"((?:[Aa]mendments?\s+to\s+the|[Aa]mending\s+the)\s+(?:\d{4}\s+)?(?:International|Uniform|National)\s+(?:[A-Z][a-z]+\s+){1,3}Code\b|\b(?:International|Uniform)\s+(?:[A-Z][a-z]+\s+){1,3}Code\b[^.]{0,80}\bis\s+(?:hereby\s+)?amended\b)",
      RE2::Quiet);
  std::string_view before = Before(t, lb, 1500);
  if (before.find("Code") != std::string_view::npos &&
      RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kAmends))
    return true;
  // ("International Fire Code, 2015 edition, published by …, with the
  // following amendments: a. Delete section 103 …")
  if (size_t with = before.rfind("with the following amendments");
      with != std::string_view::npos) {
    std::string_view named = before.substr(with > 300 ? with - 300 : 0, std::min<size_t>(with, 300));
    for (std::string_view model : {"International "sv, "Uniform "sv, "National "sv})
      if (size_t m = named.rfind(model);
          m != std::string_view::npos && named.find(" Code", m) != std::string_view::npos)
        return true;
  }
  const Provision* p = &ctx.source;
  for (int depth = 0; depth < 4; ++depth) {
    std::string_view head = std::string_view(p->text).substr(0, 200);
    if (head.find("Code") != std::string_view::npos &&
        RE2::PartialMatch(re2::StringPiece(head.data(), head.size()), kAmends))
      return true;
    if (p->parent == kNoProvision) break;
    p = &ctx.corpus.provisions[p->parent];
  }
  return false;
}

// The sections listed at t[at] where "of the Vehicle Code" follows them
// in a Pennsylvania code ("Section 3331 of the Vehicle Code (relating to
// …)", "§§ 4902(a) and 6109(e) of the “Vehicle Code”"): title 75's (or
// the Borough Code's, title 8, …: PaCodeTail), the citation from `lb`;
// nullopt elsewhere.
std::optional<Parsed> VehicleCodeSections(const Context& ctx, std::string_view t, size_t at,
                                          size_t lb) {
  if (!Is(ctx.spec.jurisdiction, "Pennsylvania"sv)) return std::nullopt;
  Parsed v = ParsePlainList(ctx, t, at, "pa-cs", "75-");
  std::string_view title;
  size_t e = v.targets.empty() ? std::string_view::npos : PaCodeTail(ctx, t, v.end, &title);
  if (e == std::string_view::npos) return std::nullopt;
  if (title != "75") v = ParsePlainList(ctx, t, at, "pa-cs", std::string(title) + "-");
  if (!PaCodeSections(title, t, &v)) return std::nullopt;
  v.begin = lb;
  v.end = e;
  return v;
}


// "subd. 1, 2 or 3", "subd. 2 a.": subdivisions whose numbers a copy
// printed without their full stops (WomensLaw's 968.075, Justia's), after
// "subd." and nothing but numbers (each perhaps with its subdivision
// paragraph's letter), commas and "and"/"or" to the list's end. The keys
// have the stops (968.075(1)(a)1., 448.975(2)(a)1.a.).
Parsed BareSubdivisions(std::string_view t, size_t i, const std::string& code,
                        const std::string& base) {
  static const RE2 kItem(
      R"(^(,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+|\s*)(\d{1,3}[a-z]?)(?:\s+([a-z]{1,2})\.)?(?:[\s,;:).]|$))");
  Parsed q;
  if (base.empty()) return q;
  size_t at = i;
  for (bool first = true;; first = false) {
    re2::StringPiece rest(t.data() + at, t.size() - at), sep, number, letter;
    // (After the first, an item follows a comma, "and" or "or".)
    if (!RE2::PartialMatch(rest, kItem, &sep, &number, &letter) ||
        (!first && Trim(std::string_view(sep.data(), sep.size())).empty()))
      break;
    std::string key = base + std::string(number.data(), number.size()) + ".";
    if (!letter.empty()) key += std::string(letter.data(), letter.size()) + ".";
    q.targets.emplace_back(code, key);
    const char* end = letter.empty() ? number.data() + number.size() : letter.data() + letter.size() + 1;
    at = static_cast<size_t>(end - t.data());
  }
  // ("subd. 3 of par. (b)": a tail this reading does not follow.)
  std::string_view after = t.substr(at, 5);
  if (q.targets.empty() || after.starts_with(" of ") || after.starts_with(" of\n")) return Parsed();
  q.begin = i;
  q.end = at;
  return q;
}

// "40 CFR part 280 … s. 280.34 (a) (3); s. 280.61 (b) and (c)": after a
// part of the CFR named in the text before (within a few lines), "s."
// with a section of that part cites the CFR's section, its levels in
// the CFR's grammar. Nothing where no part is named or the number is of
// another chapter.
std::optional<Parsed> SectionsOfCfrPartBefore(const Context& ctx, std::string_view t, size_t lb,
                                              size_t le) {
  std::string_view before = Before(t, lb, 600);
  // (A substring check first: this runs for every "s." of the statutes.)
  if (before.find("CFR") == std::string_view::npos && before.find("C.F.R") == std::string_view::npos)
    return std::nullopt;
  static const RE2 kPart(R"((\d{1,2})\s+C\.?\s?F\.?\s?R\.?,?\s+[Pp]art\s+(\d{1,4})\b)", RE2::Quiet);
  re2::StringPiece in(before.data(), before.size());
  std::string title, part, last_title, last_part;
  while (RE2::FindAndConsume(&in, kPart, &title, &part)) {
    last_title = title;
    last_part = part;
  }
  if (last_part.empty()) return std::nullopt;
  size_t at = SkipSpace(t, le);
  if (t.substr(at, last_part.size() + 1) != last_part + ".") return std::nullopt;
  Parsed q = ParsePlainList(ctx, t, at, "cfr", last_title + "/");
  if (q.targets.empty()) return std::nullopt;
  for (const Key& k : q.targets)
    if (!k.path().starts_with(last_title + "/" + last_part + ".")) return std::nullopt;
  q.begin = lb;
  return q;
}

// "chapter 15.04.030" in an ordinance: the code's section 15.04.030 (see
// ParseAt). Not a body's named after it ("chapter 90.58.030 RCW", ", Wis.
// Stats."), which the chapter's own reading decides.
std::optional<Parsed> SectionAfterChapterWord(const Context& ctx, std::string_view t, size_t lb,
                                              size_t le) {
  // (The section's part zero-padded, "030": Ashland's "chapter 18.4.7"
  // is a chapter.)
  static const RE2 kThreeParts(R"(^\s*(\d{1,3}\.\d{1,3}\.\d{3}[A-Z]?)\b)", RE2::Quiet);
  // (Levels after it: "Chapter 36.32.120 (7) and (10) of the Revised Code
  // of Washington".)
  static const RE2 kLevels(R"(^(?:\s*\([0-9A-Za-z]{1,4}\))*(?:(?:,\s*|\s+and\s+|\s+or\s+)\([0-9A-Za-z]{1,4}\))*)",
                           RE2::Quiet);
  static const RE2 kOtherBody(
      R"(^(?:\.\d|,?\s*(?:RCW|WAC|Wis\b|Wisconsin|Stats?\b|of\s+the\s+(?:Revised|Wisconsin|Iowa|Idaho|Kansas|Code\s+of\s+Iowa)|Iowa\s+Code|IAC|ILCS|MCL|ORS|RSMo|NRS|C\.R\.S|U\.S\.C|CFR)))",
      RE2::Quiet);
  std::string_view rest = t.substr(le, 40);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string number;
  if (!Consume(&sp, kThreeParts, &number)) return std::nullopt;
  size_t end = PieceAt(t, sp);
  std::string_view after = t.substr(end, 80);
  re2::StringPiece levels(after.data(), after.size());
  Consume(&levels, kLevels);
  if (RE2::PartialMatch(levels, kOtherBody)) return std::nullopt;
  // ("RCW Ch. 35.80.030": the body named before the word.)
  std::string_view before = TrimmedBefore(t, lb);
  if (before.ends_with("RCW"sv) || before.ends_with("WAC"sv) || before.ends_with("Stats."sv))
    return std::nullopt;
  Parsed q;
  q.begin = lb;
  q.end = end;
  q.targets.emplace_back(ctx.spec.code, number);
  return q;
}

// "s. 30.12 (1)", "ss. 23.27 to 23.29", "§ 17.02", "Wis. Stats. § 59.692(1v)":
// a section after "s.", "ss." or the section sign, with its levels, lists
// and tail.
std::optional<Parsed> ParseSectionSignOrS(const Context& ctx, std::string_view t, size_t lb, size_t le, std::string_view lead, bool lower_s, bool sign, std::string body, std::string prefix) {
  const std::string& doc_code_str = ctx.spec.code;
  std::string_view doc_code = ctx.spec.code;  // compares by size first
  bool wis = ctx.wisconsin;
  bool municipal = ctx.ordinance();
  Parsed p;
  if (sign && wis) le = PastRuleWord(t, le);
  // "Wis. Stats. §§. 281.16": a stray period after the sign.
  if (sign && le + 1 < t.size() && t[le] == '.' && (t[le + 1] == ' ' ||
      ascii::IsDigit(static_cast<unsigned char>(t[le + 1]))))
    ++le;
  // "Internal Revenue Code §42": the code named before the sign ("the
  // Internal Revenue Code, particularly §\n115").
  if (sign && body.empty()) {
    static const RE2 kRevenueCodeBefore(
        R"([Ii]nternal\s+[Rr]evenue\s+[Cc]ode(?:\s+of\s+(?:1954|1986))?(?:,?\s+(?:particularly|specifically|including))?,?\s*$)",
        RE2::Quiet);
    std::string_view before = Before(t, lb, 40);
    // (A substring check first: this runs for every "§".)
    if (before.find("evenue") != std::string_view::npos &&
        RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kRevenueCodeBefore)) {
      Parsed q = ParsePlainList(ctx, t, SkipSpace(t, le), "usc", "26/");
      if (!q.targets.empty()) {
        q.begin = lb - (before.size() - (before.rfind("nternal") - 1));
        return q;
      }
    }
  }
  // "[Code § 15.01-6, 2018.]", "(Code 2011, § 10.02)": a history note's
  // number in a former code, no citation.
  if (sign && body.empty() && municipal && lb >= 6) {
    std::string_view b = Before(t, lb, 14);
    size_t code_at = b.rfind("Code");
    if (code_at != std::string_view::npos && code_at > 0 &&
        (b[code_at - 1] == '[' || b[code_at - 1] == '(')) {
      static const RE2 kFormerCode(R"(^Code(?:\s+\d{4})?,?\s*$)", RE2::Quiet);
      std::string_view words = b.substr(code_at);
      if (RE2::FullMatch(re2::StringPiece(words.data(), words.size()), kFormerCode))
        return std::nullopt;
    }
  }
  // "40 Code of Federal Regulations Part 60 … are adopted by reference,
  // except §60.530 through §60.539b": sections of the part named before
  // (not the Code of Iowa's).
  // (Rules' and ordinances' only: the statutes' "§ 60.530" is their own.)
  if (sign && body.empty() &&
      (!Is(ctx.spec.kind, "statute"sv) || Is(ctx.source.key.code(), "iowa-iac"sv))) {
    // (Cheap first: a number "60.", and "Part 60" in the window before.)
    size_t d0 = SkipSpace(t, le), d1 = d0;
    while (d1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[d1]))) ++d1;
    std::string_view b = d1 > d0 && d1 < t.size() && t[d1] == '.' ? Before(t, lb, 300)
                                                                  : std::string_view();
    std::string needle = "art ";  // (short: no allocation)
    needle.append(t.substr(d0, d1 - d0));
    size_t named = b.empty() ? std::string_view::npos : b.rfind(needle);
    if (named != std::string_view::npos && named >= 1 &&
        (b[named - 1] == 'P' || b[named - 1] == 'p') &&
        (b.find("Federal Regulations") != std::string_view::npos ||
         b.find("CFR") != std::string_view::npos)) {
      static const RE2 kCfrPart(
          R"((?s).*\b(\d+)\s+(?:Code\s+of\s+Federal\s+Regulations|CFR),?\s+(?:[Pp]arts?|Pt\.)\s+(\d+)\b)",
          RE2::Quiet);
      std::string title, part;
      size_t at = SkipSpace(t, le);
      if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kCfrPart, &title, &part) &&
          t.substr(at).starts_with(part + ".")) {
        Parsed q = ParsePlainList(ctx, t, le, "cfr", title + "/");
        if (!q.targets.empty()) {
          q.begin = lb;
          TakeHyphenRange(t, "cfr", title + "/", &q);
          return q;
        }
      }
    }
  }
  // "Charter § 11.04": a town's charter, which no key spells ("see CHTR.
  // §\n11.01" in an Ohio code's cross-references).
  if (sign && body.empty() &&
      (Is(Before(t, lb, 8), "Charter "sv) || Is(Before(t, lb, 9), "Charter, "sv) ||
       Is(Before(t, lb, 6), "CHTR. "sv)))
    return std::nullopt;
  // "NR§322.03(8)", "NR § 115.05": an agency's prefix before the sign,
  // the Administrative Code's section.
  if (sign && body.empty() && wis && lb >= 2 &&
      ascii::IsUpper(static_cast<unsigned char>(t[t[lb - 1] == ' ' ? lb - 2 : lb - 1]))) {
    size_t e = t[lb - 1] == ' ' ? lb - 1 : lb;
    size_t a = e;
    while (a > 0 && e - a < 5 && ascii::IsAlpha(static_cast<unsigned char>(t[a - 1]))) --a;
    std::string_view agency = t.substr(a, e - a);
    static const RE2 kAgencyWord(R"((?:NR|SPS|ATCP|DNR|COMM|Comm|Trans|PSC|DHS|DCF|DSPS))",
                                 RE2::Quiet);
    if ((a == 0 || !ascii::IsAlnum(static_cast<unsigned char>(t[a - 1]))) &&
        RE2::FullMatch(agency, kAgencyWord)) {
      Parsed q = ParseWisList(ctx, t, le, "wis-adm", "", 1, true, false);
      if (q.targets.empty()) return std::nullopt;
      std::string prefix_upper(agency);
      ToUpper(&prefix_upper);
      for (Key& k : q.targets) k = Key("wis-adm", prefix_upper + k.path());
      q.begin = a;
      q.end = TailEnd(t, q.end, AdminCodeTail());
      return q;
    }
  }
  // Absolute sections. "§" alone cites the document's own code; in an
  // ordinance a ", Wis. Stats." tail makes it a statute.
  if (lower_s && !wis) return std::nullopt;
  std::string code = lower_s ? "wis-stat" : body.empty() ? doc_code_str : body;
  std::string no_agency;
  if (lower_s && AdminCodeBefore(t, lb) &&
      ReadAgency(t, SkipSpace(t, le), &no_agency) == 0 &&
      ReadSectionNumber(t, SkipSpace(t, le)) > 0) {
    p.begin = lb;
    p.end = SkipSpace(t, le) + ReadSectionNumber(t, SkipSpace(t, le));
    p.unresolved = "a section of the Administrative Code whose agency the text does not name";
    return p;
  }
  // "s. 3.15" in a county code's chapter 3: its own section, written as
  // the statutes write theirs.
  if (lower_s && lead[0] == 's' && !Is(doc_code, "wis-stat"sv) && !Is(doc_code, "wis-adm"sv)) {
    size_t at = SkipSpace(t, le);
    size_t n = ReadSectionNumber(t, at);
    if (n > 0 && InOwnChapter(ctx, t.substr(at, n))) code = doc_code_str;
  }
  bool wis_grammar = Is(code, "wis-stat"sv) || Is(code, "wis-adm"sv) || lower_s;
  // "s. NR 115.04", "ss. SPS 383.32 (1) (a) and 383.54 (4)", "§§ NR
  // 116.12-14, Wis. Adm. Code": the Administrative Code's.
  std::string agency;
  if (wis && (body.empty() || Is(body, "wis-stat"sv)) &&
      ReadAgency(t, SkipSpace(t, le), &agency) > 0) {
    Parsed q = ParseWisList(ctx, t, le, "wis-adm", "", 1, true, true);
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    q.end = TailEnd(t, q.end, AdminCodeTail());
    return q;
  }
  if (!wis_grammar && ReadSectionNumberOf(code, t, SkipSpace(t, le)) == 0 &&
      wis && body.empty() &&
      ReadSectionNumber(t, SkipSpace(t, le)) > 0) {
    code = "wis-stat";  // "§ 59.69" in an ordinance numbered 22-997
    wis_grammar = true;
  }
  // "§ 2555" in Pennsylvania's text: a section of its own title.
  if (body.empty() && Is(code, "pa-cs"sv)) prefix = TitlePrefix(ctx);
  // "§ 59.692 (1v), Wis. Stats." in an ordinance: a number of the
  // statutes' shape is read with their grammar (spaced levels), whose
  // code the tail or the number then decides.
  size_t at = SkipSpace(t, le);
  if (!wis_grammar && wis && body.empty()) {
    size_t n = ReadSectionNumber(t, at);
    // ("§ 153.051(E)": a capital first level is the ordinance's own.)
    bool capital_level = at + n + 1 < t.size() && t[at + n] == '(' &&
                         ascii::IsUpper(static_cast<unsigned char>(t[at + n + 1]));
    if (n > 0 && ReadSectionNumberOf(code, t, at) == n && !capital_level)
      wis_grammar = true;
  }
  // ("… has the meaning given in s.\n19344.61 (2).": a bill's copy runs
  // the line's number into a section's where no run of numbered lines in
  // the provision told it apart. The statutes' chapters have three
  // figures at most: a line's number, 10 to 25, before three more is
  // read past.)
  size_t from = le;
  if (wis_grammar && lower_s && Is(doc_code, "wis-stat"sv) && ReadSectionNumber(t, at) == 0 &&
      ctx.source.LineStart(at) == at && at + 6 < t.size() && t[at + 5] == '.') {
    std::string_view figures = t.substr(at, 5);
    if (figures.find_first_not_of("0123456789") == std::string_view::npos &&
        figures.substr(0, 2) >= "10"sv && figures.substr(0, 2) <= "25"sv && figures[2] != '0' &&
        ReadSectionNumber(t, at + 2) > 0)
      from = at + 2;
  }
  Parsed q = wis_grammar ? ParseWisList(ctx, t, from, code, "", 1, true)
                         : ParsePlainList(ctx, t, le, code, prefix);
  // ("45 CFR §§ 261.31-261.32", as without the sign.)
  if (Is(body, "pa-cs"sv) || Is(body, "cfr"sv)) TakeHyphenRange(t, body, prefix, &q);
  if (Is(body, "cfr"sv) && !q.targets.empty()) TakeMoreParts(ctx, t, prefix, &q);
  if (wis_grammar && wis && !q.targets.empty() &&
      (StartsWith(lead, "ss"sv) || lead.find("\xC2\xA7\xC2\xA7") != std::string_view::npos))
    ContinueAuthorityList(ctx, t, code, &q);
  // "Penalty, see § 10.99": American Legal's pointer to the code's own
  // penalty section, in every chapter.
  bool penalty = Before(t, lb, 16).ends_with("enalty, see "sv);
  bool own = wis && body.empty() && TakeOwnCodeTail(t, ctx.spec.title, &q);
  if (body.empty() && !penalty && !own) StatutesInOrdinance(ctx, &q);
  // ("§§ 1101-1103, 1105, … and 7352 of Title 5, United States Code":
  // the D.C. Code has no title 1101; read below as the U.S. Code's.)
  if (sign && body.empty() && Is(code, "dc-code"sv) && !q.targets.empty()) {
    std::string_view path = q.targets[0].path();
    size_t n = LeadingDigits(path);
    if (n > 2 && n < path.size() && path[n] == '-') {
      std::optional<Parsed> r = SectionsOfTitle(ctx, t, SkipSpace(t, le), lb);
      if (r && !r->targets.empty()) return r;
    }
  }
  // "§ 4902 of the “Vehicle Code”", "§§ 4902(a), 6109(a)(7) and 6109(e)
  // of the Vehicle Code" in Pennsylvania: title 75's.
  if (sign && body.empty() && ctx.other_state_ordinance)
    if (std::optional<Parsed> v = VehicleCodeSections(ctx, t, le, lb)) return v;
  if (q.targets.empty() && (sign || lower_s) && body.empty()) {
    // "§ 529 of the Internal Revenue Code": no number of this code; nor
    // "s. 1361 (b) of the Internal Revenue Code" in a Wisconsin rule.
    std::optional<Parsed> r = SectionsOfTitle(ctx, t, SkipSpace(t, le), lb);
    if (r && !r->targets.empty()) return r;
  }
  if (q.targets.empty()) return std::nullopt;
  q.begin = lb;
  // ", Wis. Stats." makes "§ 87.30" in an ordinance the statutes'; after
  // "s. 59.692" it is part of the citation.
  bool stats_tail = (body.empty() || lower_s) && TakeStatsTail(t, &q);
  // "The following portions of 40 CFR part 280 have been included …:
  // s. 280.34 (a) (3); s. 280.61 (b) and (c)": the sections of the part
  // just named (a rule's note on the federal rule it carries).
  if (lower_s && !stats_tail && Is(code, "wis-stat"sv))
    if (std::optional<Parsed> f = SectionsOfCfrPartBefore(ctx, t, lb, le)) return f;
  // "an order to repeal PI 1.01 (2) (f) … appeals under s. 1.01 (2) (f)",
  // "ss. Adm 47.03, 47.04 … s. 47.04": in an order or notice of the
  // Administrative Code, a section it has named with its agency, the
  // agency written once and then left out. Not with "Stats.".
  // (Each of a list's sections so named, by one agency, or none read so.)
  if (lower_s && !stats_tail && Is(doc_code, "wis-adm"sv) && !q.targets.empty() &&
      std::all_of(q.targets.begin(), q.targets.end(), [](const Key& k) {
        return Is(k.code(), "wis-stat"sv) && !k.path().starts_with("ch."sv);
      })) {
    if (std::string agency = AgencyOfSectionsBefore(t, lb, q.targets); !agency.empty())
      for (Key& k : q.targets) k = Key("wis-adm", agency + k.path());
  }
  // "§§ 30.64 and 30.65 of the Wisconsin Uniform Building Code": a model
  // code's, which no key spells.
  if (wis && NextIsOf(t, q.end)) {
    static const RE2 kUniformCode(R"(^,?\s+of\s+the\s+(?:Wisconsin\s+)?Uniform\s+[A-Z])",
                                  RE2::Quiet);
    std::string_view r = t.substr(q.end);
    if (RE2::PartialMatch(r, kUniformCode)) return std::nullopt;
  }
  // "§805.8B, subsection 3, paragraph c" in the Code of Iowa.
  if (sign && body.empty() && Is(doc_code, "iowa-code"sv)) IowaLevelsAfter(ctx, t, &q);
  // "29 U.S.C. §1002, paragraph 40": the Code of Iowa names a federal
  // section's level in its own words.
  if (Is(body, "usc"sv) && Is(doc_code, "iowa-code"sv) && q.targets.size() == 1 &&
      q.targets[0].path().find('(') == std::string::npos) {
    static const RE2 kLevelWord(R"(^,\s*(?:paragraph|subsection)\s+(\d{1,3}[A-Za-z]?)\b)", RE2::Quiet);
    std::string_view r = t.substr(q.end, 24);
    re2::StringPiece sp(r.data(), r.size());
    std::string level;
    if (Consume(&sp, kLevelWord, &level)) {
      q.targets[0] = Key("usc", std::string(q.targets[0].path()) + "(" + level + ")");
      q.end = PieceAt(t, sp);
    }
  }
  return q;
}

}  // namespace

// "NR 115", "SPS", "Comm.", "ATCP Code": an agency's prefix to a rule
// of the Administrative Code, as a lead-in or the word before "ch.".
// Agency prefixes are short and open with one of a few pairs of letters:
// no pattern runs for the other lead-ins ("Section", "Chapter").
bool IsAgencyLead(std::string_view l) {
  static const RE2 kAgencyLead(
      R"((?:NR|SPS|ATCP|DNR|COMM|Comm|Trans|PSC|DHS|DCF|DSPS|ILHR|HSS|Ind)\.?\s*(?:Code)?)",
      RE2::Quiet);
  if (l.size() < 2) return false;
  char a = l[0], b = l[1];
  bool pair = false;
  switch (a) {
    case 'N': pair = b == 'R'; break;
    case 'S': pair = b == 'P'; break;
    case 'A': pair = b == 'T'; break;
    case 'D': pair = b == 'N' || b == 'H' || b == 'C' || b == 'S'; break;
    case 'C': pair = b == 'O' || b == 'o'; break;
    case 'T': pair = b == 'r'; break;
    case 'P': pair = b == 'S'; break;
    case 'I': pair = b == 'L' || b == 'n'; break;
    case 'H': pair = b == 'S'; break;
    default: break;
  }
  return pair && RE2::FullMatch(re2::StringPiece(l.data(), l.size()), kAgencyLead);
}

bool IsCapitalAgencyWord(std::string_view w) {
  auto capitals = [](std::string_view s) {
    return s.size() >= 2 && s.size() <= 5 &&
           std::all_of(s.begin(), s.end(), [](char c) { return ascii::IsUpper(static_cast<unsigned char>(c)); });
  };
  static constexpr std::string_view kOtherBodies[] = {"USC", "CFR", "IRC", "UCC", "RCW", "WAC", "ORS", "IAC",
                                                      "ILCS", "NEC", "IBC", "NFPA", "ANSI", "ASTM", "OSHA",
                                                      "EPA", "HUD", "FAA", "SCR", "ADA", "FR", "PL"};
  if (std::find(std::begin(kOtherBodies), std::end(kOtherBodies), w) != std::end(kOtherBodies)) return false;
  size_t hyphen = w.find('-');
  return hyphen == std::string_view::npos ? capitals(w)
                                          : capitals(w.substr(0, hyphen)) && capitals(w.substr(hyphen + 1));
}

namespace {

// Whether " of Chapter 238", " of Article X", " of Division 3" or " of
// Part 3" follows t[end]: a container of the code's own, which names the
// section's place and is read on its own.
bool OfOwnContainer(std::string_view t, size_t end) {
  static const RE2 kOfContainer(
      R"(^\s+of\s+(?:[Cc]hapter\s+\d|[Aa]rticle\s+(?:[IVXLC]+|\d)|ARTICLE\s+(?:[IVXLC]+|\d)|[Dd]ivision\s+\d|[Pp]art\s+\d))",
      RE2::Quiet);
  std::string_view r = t.substr(end, 24);
  return RE2::PartialMatch(re2::StringPiece(r.data(), r.size()), kOfContainer);
}

// Whether the sections q read are followed by the name of the
// document's own zoning (shoreland, floodplain, subdivision, land use,
// development) ordinance or code, "of the Zoning Ordinance", "of the
// Waupaca County Shoreland Zoning Ordinance", "of the City of
// Alexandria Zoning Ordinance" (a place the manifest's title names, not
// another's); q's end moved past it. With
// `kind_in_title`, the title must name the kind too ("Zoning
// Administrator determinations (Zoning Ordinance §§ 13-104 …)"): another
// state's code holds other ordinances beside it.
bool OfOwnZoningOrdinance(const Context& ctx, std::string_view t, bool kind_in_title, Parsed* q) {
  static const RE2 kOfZoning(
      R"(^,?\s+of\s+(?:the|this)\s+(?:(?:City|Town|Village|County|Township|Borough)\s+of\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+|([A-Z][a-z]+)\s+)?(?:(?:County|Town|Village|City)\s+)?((?:Shoreland\s+Zoning|Floodplain\s+Zoning|Zoning|Shoreland|Floodplain|Subdivision|Land\s+Division|Land\s+Use|Land\s+Development|Unified\s+Development))\s+(?:Ordinance|Code)\b)",
      RE2::Quiet);
  if (q->targets.empty()) return false;
  std::string_view r = t.substr(q->end, 96);
  re2::StringPiece zp(r.data(), r.size());
  std::string of_name, name, kind;
  if (!Consume(&zp, kOfZoning, &of_name, &name, &kind)) return false;
  // ("of the City of Alexandria Zoning Ordinance": the place after "of".)
  if (!of_name.empty()) name = of_name;
  bool place = name.empty() || Is(name, "County"sv) || Is(name, "Town"sv) || Is(name, "Village"sv) ||
               Is(name, "City"sv) || ctx.spec.title.find(name) != std::string::npos;
  // (The kind's first word: "Zoning", "Land", "Unified".)
  std::string_view first = std::string_view(kind).substr(0, kind.find(' '));
  if (!place || (kind_in_title && ctx.spec.title.find(first) == std::string::npos)) return false;
  q->end = PieceAt(t, zp);
  q->named_own = true;
  return true;
}

// "Section 12-3", "section 462A.2", "Sections 22-973 and 22-974": a
// section named by its word, in each body's numbering.
std::optional<Parsed> ParseSectionWord(const Context& ctx, std::string_view t, size_t lb, size_t le, std::string_view lead) {
  const std::string& doc_code_str = ctx.spec.code;
  std::string_view doc_code = ctx.spec.code;  // compares by size first
  bool wis = ctx.wisconsin;
  bool wis_code = Is(ctx.spec.code, "wis-stat"sv) || Is(ctx.spec.code, "wis-adm"sv);
  // "section 22-997(b)(1)b", "sections 22-973 and 22-974",
  // "section 1344 of title 33", "section 5 of the Foo Act" (not this
  // code's: not reported).
  size_t j = SkipSpace(t, le);
  // "Wards and precincts - see CHTR. Sec. 3.1": a city's charter, which
  // no key spells (as "Charter § 11.04").
  if (ctx.ordinance()) {
    std::string_view b = TrimmedBefore(t, lb);
    // (Where the reader took the words before for the paragraph's
    // heading, "… - see CHTR.", the heading's end.)
    if (b.empty() && t.data() == ctx.source.text.data()) b = Trim(ctx.source.heading);
    if (b.ends_with("CHTR."sv) || b.ends_with("Charter"sv) || b.ends_with("CHARTER"sv)) return std::nullopt;
  }
  // "as defined in Section 6707A of the Internal Revenue Code … as
  // defined in said Section 6707A": a number not of the text's own
  // shape, after "said", is the section of the code last named.
  if (std::string_view b = TrimmedBefore(t, lb);
      (EndsWith(b, "said"sv) || EndsWith(b, "such"sv)) && ReadSectionNumberOf(doc_code, t, j) == 0) {
    static const RE2 kRevenueSection(R"(^(\d{1,4}[A-Z]{0,2})\b)", RE2::Quiet);
    std::string_view r = t.substr(j, 8);
    re2::StringPiece sp(r.data(), r.size());
    std::string number;
    if (Consume(&sp, kRevenueSection, &number) && LastNamedCodeIsRevenueCode(ctx, t, lb)) {
      std::vector<std::string> groups;
      Parsed q;
      q.begin = lb;
      q.end = ReadLevelGroups(t, j + number.size(), &groups);
      q.targets.emplace_back("usc", "26/" + number + Join(groups, groups.size()));
      // (Not "such Section 852(b)(5) of the Internal Revenue Code",
      // "said Section 220 or 223 of said Internal Revenue Code", which
      // name their code: read below.)
      static const RE2 kMore(R"(^(?:,\s*|\s+)(?:and|or)\s+\d|^,\s*\d)", RE2::Quiet);
      std::string_view after = t.substr(q.end, 12);
      if (!NextIsOf(t, q.end) &&
          !RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kMore))
        return q;
    }
  }
  // "Sec. 52-100 of the Code of Ordinances": the ordinance's own, not
  // another act's section.
  if (ctx.wisconsin_ordinance) {
    Parsed q = ParsePlainList(ctx, t, j, doc_code_str, "");
    if (!q.targets.empty() && TakeOwnCodeTail(t, ctx.spec.title, &q)) {
      q.begin = lb;
      return q;
    }
    // "Per section 20-1008 of the Zoning Ordinance" on a county's page:
    // a Wisconsin county's or town's zoning ordinance is a chapter of
    // its code, numbered as the code is (not another act's section, nor
    // the statutes', whatever the number's shape).
    if (OfOwnZoningOrdinance(ctx, t, /*kind_in_title=*/false, &q)) {
      q.begin = lb;
      return q;
    }
    // ("Section 22-997 of Article IV": the code's article.)
    if (!q.targets.empty() && OfOwnContainer(t, q.end)) {
      q.begin = lb;
      return q;
    }
  }
  // "Section 414.7 of the Code of Iowa", "Section 8-2 of the General
  // Statutes", "section 17.10.030 of this code" in another state's
  // municipal code.
  if (ctx.other_state_ordinance) {
    // "Section 6109 of the Vehicle Code", "Section 3331 of the Vehicle
    // Code (relating to …)" in Pennsylvania: title 75's.
    if (std::optional<Parsed> v = VehicleCodeSections(ctx, t, j, lb)) return v;
    Parsed q = ParsePlainList(ctx, t, j, doc_code_str, "");
    q.begin = lb;
    // ("Section 13-104 of the Fauquier County Zoning Ordinance", "Section
    // 15-263 of the Land Use Ordinance" on a page the manifest calls the
    // zoning or land use ordinance's: its own, before a state's law named
    // further on.)
    if (OfOwnZoningOrdinance(ctx, t, /*kind_in_title=*/true, &q)) return q;
    if (!q.targets.empty() && (TakeStateLaw(ctx, t, &q) || TakeOwnCodeTail(t, ctx.spec.title, &q)))
      return q;
    // "Section 13a-71 of Chapter 238": the chapter names the section's
    // place (and is read on its own); so an article, a division or a
    // part of the code, "Sections 42-702 and 42-709 of Article X",
    // "Section 42-702 of Division 3" (not another act's section).
    if (!q.targets.empty() && OfOwnContainer(t, q.end)) return q;
  }
  if (std::optional<Parsed> q = SectionsOfTitle(ctx, t, j, lb)) {
    if (q->targets.empty()) return std::nullopt;  // another act's
    return q;
  }
  if (Is(doc_code, "wis-stat"sv)) {
    // "Sections 76.03 (4), 76.05 and 76.28 (4) to (6) apply"
    Parsed q = ParseWisList(ctx, t, j, "wis-stat", "", 1, true);
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    return q;
  }
  // "Sections 59.97 (5)(d), 60.10 (2)(c), 60.22 (3) … of the Wisconsin
  // Statutes" in an ordinance: the statutes' grammar, spaced levels and
  // all, for numbers of their shape.
  // (And in a rule: "Sections 40.02 (48m), 40.05 (4), 40.23, and 40.95
  // Stats.", the statutes' spaced levels, read as "ss." reads them.)
  bool statute_shape = wis && (!wis_code || Is(doc_code, "wis-adm"sv)) && ReadSectionNumber(t, j) > 0 &&
                       ReadSectionNumberOf(doc_code_str, t, j) == ReadSectionNumber(t, j);
  Parsed q = statute_shape ? ParseWisList(ctx, t, j, doc_code_str, "", 1, true)
                           : ParsePlainList(ctx, t, j, doc_code_str, TitlePrefix(ctx));
  if (q.targets.empty()) return std::nullopt;
  // ("AMENDING SECTIONS 4-1: NUISANCE, 4-3: ANIMALS, 6-1-4: VISIBILITY
  // AT INTERSECTIONS, 10-3: PRIVATE STREETS": in a list whose other items
  // are numbered title-chapter-section, a number of two parts is a
  // chapter, whatever the word before calls it.)
  if (ctx.ordinance() && !statute_shape && q.targets.size() > 1) {
    auto hyphens = [](std::string_view path) {
      if (path.empty() || path.find_first_not_of("0123456789-") != std::string_view::npos) return -1;
      return static_cast<int>(std::count(path.begin(), path.end(), '-'));
    };
    bool three = false, two = false;
    for (const Key& k : q.targets) {
      int h = k.code() == doc_code ? hyphens(k.path()) : -1;
      three = three || h == 2;
      two = two || h == 1;
    }
    if (three && two)
      for (Key& k : q.targets)
        if (k.code() == doc_code && hyphens(k.path()) == 1) k = Key(doc_code_str, "ch." + k.path());
  }
  // "sections 18.034 and 18.035 of the Official Methods of Analysis" in
  // a Wisconsin rule or statute: another work's sections (the statutes
  // and the code name theirs "s." and "§", or "of the Wisconsin …").
  if (wis_code && !ctx.wisconsin_ordinance && NextIsOf(t, q.end)) {
    static const RE2 kOfWork(R"(^,?\s+of\s+the\s+([A-Z][A-Za-z]*))", RE2::Quiet);
    std::string_view r = t.substr(q.end, 64);
    re2::StringPiece sp(r.data(), r.size());
    std::string word;
    if (Consume(&sp, kOfWork, &word) && !Is(word, "Wisconsin"sv) && !Is(word, "Statutes"sv) &&
        !Is(word, "Code"sv) && !Is(word, "Administrative"sv) && !Is(word, "United"sv))
      return std::nullopt;
  }
  if (Is(doc_code, "ct-gs"sv) &&
      (NextIsOf(t, q.end) || t.substr(q.end).starts_with(", inclusive, of "sv))) {
    // "section 19a-25-3 of the regulations of Connecticut state
    // agencies", "sections 17b-4(a)-1 to 17b-4(a)-6, inclusive, of the
    // regulations …": the regulations'.
    static const RE2 kOfRcsa(
        R"(^,?\s+(?:inclusive,\s+)?of\s+the\s+[Rr]egulations\s+of\s+Connecticut\s+[Ss]tate\s+[Aa]gencies\b)",
        RE2::Quiet);
    std::string_view r = t.substr(q.end, 64);
    re2::StringPiece sp(r.data(), r.size());
    if (Consume(&sp, kOfRcsa)) {
      for (Key& k : q.targets) k = Key("ct-rcsa", std::string(k.path()));
      q.end = PieceAt(t, sp);
    }
  }
  if (Is(doc_code, "pa-cs"sv) && NextIsOf(t, q.end)) {
    // "sections 1725.3, 1725.5, 9762 of Title 42": another title's.
    static const RE2 kOfPaTitle(R"(^,?\s+of\s+[Tt]itle\s+(\d+)\b)", RE2::Quiet);
    std::string_view r = t.substr(q.end);
    re2::StringPiece sp(r.data(), r.size());
    std::string title;
    if (Consume(&sp, kOfPaTitle, &title)) {
      std::string_view after = t.substr(SkipSpace(t, t.size() - sp.size()));
      if (!StartsWith(after, ", United States"sv) && !StartsWith(after, "U.S.C"sv) &&
          !StartsWith(after, "of the United States"sv)) {
        Parsed other = ParsePlainList(ctx, t, j, "pa-cs", title + "-");
        if (!other.targets.empty()) {
          q = std::move(other);
          q.end = t.size() - sp.size();
        }
      }
    }
  }
  if (!(wis && TakeOwnCodeTail(t, ctx.spec.title, &q))) StatutesInOrdinance(ctx, &q);
  if (wis) TakeStatsTail(t, &q);  // "secs. 60.22(3) … of the Wisconsin Statutes"
  q.begin = lb;
  if (Is(doc_code, "iowa-code"sv) && !q.targets.empty()) {
    // (After a list, the levels are its last item's: "section 256.13,
    // 280.15, or 282.7, subsection 1 or 3".)
    size_t before_levels = q.end;
    IowaLevelsAfter(ctx, t, &q);
    // "sections 12C.7, subsection 2, and 666.3": the list goes on after
    // an item's levels (and "section 15.329(1) "c" or 15.335C" after a
    // quoted paragraph, which had stopped it).
    bool plural = Is(lead, "sections"sv) || Is(lead, "Sections"sv) ||
                  (q.end > before_levels && t[q.end - 1] != ')' &&
                   t.substr(before_levels, q.end - before_levels).find(',') == std::string_view::npos);
    // (Or a singular "section 486A.404, subsection 2, or 486A.603,
    // subsection 2, paragraph “c”": the next item has its levels too.)
    bool leveled = q.end > before_levels;
    while (plural || leveled) {
      bool range = false;
      // ("sections 17A.3(1)“b” (rescinded), 17A.7(1)": past an editors'
      // note.)
      size_t note = SkipEditorialBrackets(t, q.end);
      size_t k = ReadSeparator(t, note, &range);
      // ("sections 307.12(1) "j," 321.209": the comma inside the quote.)
      // (A copy's space inside it, "232.52(2) "d, " 232.102(1)". So
      // separated, the next number is the list's, after "section" too.)
      std::string_view read = t.substr(0, q.end);
      if (!read.empty() && read.back() == '"') read.remove_suffix(1);
      else if (EndsWith(read, "\xE2\x80\x9D"sv)) read.remove_suffix(3);
      if (EndsWith(read, " "sv)) read.remove_suffix(1);
      bool inner_comma = k == q.end && read.size() < q.end && EndsWith(read, ","sv);
      if (inner_comma) k = SkipSpace(t, q.end);
      size_t n = k == note || range ? 0 : ReadSectionNumberOf("iowa-code", t, k);
      if (n == 0 || (!plural && !inner_comma && !t.substr(k + n).starts_with(", subsection"sv))) break;
      Parsed more = ParsePlainList(ctx, t, k, doc_code_str, TitlePrefix(ctx));
      if (more.targets.empty()) break;
      if (more.targets.size() == 1) IowaLevelsAfter(ctx, t, &more);
      q.targets.insert(q.targets.end(), more.targets.begin(), more.targets.end());
      q.end = more.end;
    }
  }
  return q;
}

// Whether "IRC " or "I.R.C. " stands right before t[lb]: the Internal
// Revenue Code's abbreviation before its section's lead ("IRC § 42",
// "IRC Section 42").
bool RevenueCodeAbbreviationBefore(std::string_view t, size_t lb) {
  return (lb >= 4 && Is(Before(t, lb, 4), "IRC "sv)) || (lb >= 7 && Is(Before(t, lb, 7), "I.R.C. "sv));
}

// Whether the Internal Revenue Code's name, in any case, stands right
// before t[lb]: "under internal revenue code section 457", "Internal
// Revenue Code section 401 (a)"; with a comma or its year between, "the
// United States Internal Revenue Code, Section 501(c)", "Internal
// Revenue Code of 1986, Section 42".
bool RevenueCodeNameBefore(std::string_view t, size_t lb) {
  if (lb < 22) return false;
  char last = t[lb - 2];
  if (last != 'e' && last != 'E' && last != ',' && !ascii::IsDigit(static_cast<unsigned char>(last))) return false;
  std::string name(Before(t, lb, 32));
  ToLower(&name);
  static const RE2 kName(R"(internal\s+revenue\s+code(?:\s+of\s+(?:19|20)\d\d)?,?\s$)", RE2::Quiet);
  return RE2::PartialMatch(name, kName);
}

}  // namespace

std::optional<Parsed> ParseAt(const Context& ctx, std::string_view t,
                              size_t lb, size_t le) {
  std::string_view lead = t.substr(lb, le - lb);
  // ("Subchapter [subchapter] IX of this chapter": the editors' word
  // after the lead's own, which ParseDcContainer reads.)
  if (EndsWith(lead, " [subchapter]"sv)) lead.remove_suffix(13);
  // ("BC 4.10.010": the lead-in matched into the number; the code's
  // letters are the lead.)
  if (ctx.other_state_ordinance && lead.size() > 4 && lead.size() < 16 &&
      ascii::IsUpper(static_cast<unsigned char>(lead[0]))) {
    size_t sp = lead.find(' ');
    if (sp != std::string_view::npos && sp >= 2 && sp <= 3 && lead[sp - 1] == 'C' &&
        ascii::IsDigit(static_cast<unsigned char>(lead.back()))) {
      le = SkipSpace(t, lb + sp);
      lead = lead.substr(0, sp);
    }
  }
  // ("section(s) 6-75 through 6-78", "section[s] 6-147": the plural.)
  if (lead.size() == 10 && (EndsWith(lead, "(s)"sv) || EndsWith(lead, "[s]"sv)))
    lead = ascii::IsUpper(static_cast<unsigned char>(lead[0])) ? "Sections"sv : "sections"sv;
  // ("[Section] 18.07.080": the publisher's bracketed word.)
  if (lead.size() > 2 && lead.front() == '[' && lead.back() == ']') lead = lead.substr(1, lead.size() - 2);
  const std::string& doc_code_str = ctx.spec.code;
  std::string_view doc_code = doc_code_str;  // compares by size first
  bool wis = ctx.wisconsin;
  // A municipal code, of Wisconsin or of another state.
  bool municipal = ctx.ordinance();
  // "IRC Section 42", "I.R.C. section 501(c)(3)", "Internal Revenue Code
  // section 457": the Internal Revenue Code's, title 26 (as "IRC § 42"
  // below).
  if ((Is(lead, "Section"sv) || Is(lead, "section"sv) || Is(lead, "Sections"sv) ||
       Is(lead, "sections"sv) || Is(lead, "Sec."sv)) &&
      (RevenueCodeAbbreviationBefore(t, lb) || RevenueCodeNameBefore(t, lb))) {
    Parsed q = ParsePlainList(ctx, t, le, "usc", "26/");
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    return q;
  }
  // "Title 40, Section 122 of the Code of Federal Regulations", "Title 40,
  // Part 122 of …": the title before, the name after; "Section" names the
  // part here, a whole number (the CFR's sections have a point), and a
  // section of the U.S. Code ("Title 42, Section 1983 of the United States
  // Code", "Title 21, § 802 of the United States Code").
  if (StartsWith(lead, "Section"sv) || StartsWith(lead, "section"sv) || Is(lead, "Part"sv) ||
      Is(lead, "part"sv) || (Is(lead, "\xC2\xA7"sv) && lb >= 2 && t[lb - 2] == ',')) {
    static const RE2 kFederalAfter(
        R"(^\s*(\d+[a-z]?(?:\.\d+[a-z]?)?(?:\([a-z0-9]+\))*),?\s+of\s+(?:the\s+)?(?:(Code\s+of\s+Federal\s+Regulations)|United\s+States\s+Code)\b)",
        RE2::Quiet);
    if (auto q = TitleThenName(t, lb, le, kFederalAfter, [](const std::string& title, const std::string& number,
                                                          const std::string& cfr) {
          return Key(cfr.empty() ? "usc" : "cfr", title + "/" + number);
        }))
      return q;
  }
  // "Parts 40 and 655, Title 49 of the Code of Federal Regulations",
  // "Part 382, Title 49, Code of Federal Regulations", "Sections 1251 and
  // 1342, Title 33, United States Code", "Part 403 of Title 40 of the
  // Code of Federal Regulations": the numbers first, then the title and
  // the name (California's "Part 382 (commencing with Section 382.101)
  // of Title 49 of the Code of Federal Regulations", the part's first
  // section between).
  if ((StartsWith(lead, "Section"sv) || StartsWith(lead, "section"sv) || StartsWith(lead, "Part"sv) ||
       StartsWith(lead, "part"sv)) &&
      TitleWordAfter(t.substr(le, 160))) {
    static const RE2 kListThenTitle(
        R"(^\s*\d[0-9a-z.()]*(?:\s+\(commencing\s+with\s+[Ss]ection\s+\d[0-9a-z.]*\))?(?:(?:,\s*|,?\s+(?:and|or|through|to)\s+)\d[0-9a-z.()]*){0,12}(?:,|,?\s+of)\s+[Tt]itle\s+(\d{1,2}),?\s+(?:of\s+)?(?:the\s+)?(?:(Code\s+of\s+Federal\s+Regulations|C\.\s?F\.\s?R\.|CFR)|United\s+States\s+Code|U\.\s?S\.\s?C\.|USC)\b)",
        RE2::Quiet);
    std::string_view r = t.substr(le, 240);
    re2::StringPiece sp(r.data(), r.size());
    std::string title, cfr;
    if (Consume(&sp, kListThenTitle, &title, &cfr)) {
      Parsed q = ParsePlainList(ctx, t, SkipSpace(t, le), cfr.empty() ? "usc" : "cfr", title + "/");
      if (!q.targets.empty()) {
        q.begin = lb;
        q.end = PieceAt(t, sp);
        return q;
      }
    }
  }
  // "part 3280 of 24 CFR", "section 3280.5 of 24 C.F.R.": the number
  // first, then the title and the name's initials.
  if (StartsWith(lead, "Section"sv) || StartsWith(lead, "section"sv) || Is(lead, "Part"sv) ||
      Is(lead, "part"sv)) {
    static const RE2 kOfTitleInitials(
        R"(^\s*(\d+(?:\.\d+)?[a-z]?(?:\([a-z0-9]+\))*)\s+of\s+(\d{1,2})\s+(?:(C\.\s?F\.\s?R\.|CFR\b)|U\.\s?S\.\s?C\.|USC\b))",
        RE2::Quiet);
    std::string_view r = t.substr(le, 60);
    re2::StringPiece sp(r.data(), r.size());
    std::string number, title, cfr;
    if (Consume(&sp, kOfTitleInitials, &number, &title, &cfr)) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      q.targets.emplace_back(cfr.empty() ? "usc" : "cfr", title + "/" + number);
      return q;
    }
  }
  // (FEMA's model definition of a violation, which flood ordinances copy
  // word for word: "… or other evidence of compliance required in section
  // 60.3(b)(5), (c)(4), (c)(10), (d)(3), (e)(2), (e)(4) or (e)(5) is
  // presumed to be in violation": the program's rule, 44 CFR 60.3, the
  // program named only elsewhere.)
  if (ctx.ordinance() && (Is(lead, "section"sv) || Is(lead, "Section"sv)) &&
      TrimmedBefore(t, lb).ends_with("evidence of compliance required in"sv) &&
      t.substr(SkipSpace(t, le)).starts_with("60.3"sv)) {
    Parsed q = ParsePlainList(ctx, t, SkipSpace(t, le), "cfr", "44/");
    if (!q.targets.empty()) {
      q.begin = lb;
      return q;
    }
  }
  // "Section 60.3(d) of the National Flood Insurance Program", "§§ 59 et
  // seq. of the National Flood Insurance Program Regulations", "the
  // National Flood Insurance Program Section 60.3(d)": the program's
  // regulations, 44 CFR parts 59 to 80 (not its former "part 1910", title
  // 24's before 1979).
  // (Cheap first: an ordinance's, the program's name ahead.)
  if (ctx.ordinance() && (StartsWith(lead, "Section"sv) || StartsWith(lead, "section"sv) || StartsWith(lead, "Part"sv) ||
       StartsWith(lead, "part"sv) || lead.find("\xC2\xA7") != std::string_view::npos) &&
      (t.substr(le, 160).find("National Flood") != std::string_view::npos ||
       t.substr(le, 160).find("national flood") != std::string_view::npos ||
       TrimmedBefore(t, lb).ends_with("Flood Insurance Program"sv))) {
    Parsed q = ParsePlainList(ctx, t, SkipSpace(t, le), "cfr", "44/");
    auto program_part = [](const Key& k) {  // "44/60.3(d)": part 60
      std::string_view path = std::string_view(k.path()).substr(3);  // (a view, not a copy's)
      size_t n = LeadingDigits(path);
      int part = n > 0 && n <= 2 ? std::stoi(std::string(path.substr(0, n))) : 0;
      return part >= 59 && part <= 80;
    };
    // ("the National Flood Insurance Program Section 60.3(d), 44 CFR 59":
    // the program named before.)
    if (!q.targets.empty() && TrimmedBefore(t, lb).ends_with("Flood Insurance Program"sv) &&
        std::all_of(q.targets.begin(), q.targets.end(), program_part)) {
      q.begin = lb;
      return q;
    }
    static const RE2 kNfip(
        R"(^(?:,?\s+et\.?\s+seq\.?)?,?\s+of\s+the\s+[Nn]ational\s+[Ff]lood\s+[Ii]nsurance\s+[Pp]rogram\b(?:\s+\(NFIP\))?(?:\s+[Rr]egulations\b)?)",
        RE2::Quiet);
    std::string_view r = q.targets.empty() ? std::string_view() : t.substr(q.end, 120);
    re2::StringPiece sp(r.data(), r.size());
    if (!q.targets.empty() && Consume(&sp, kNfip) &&
        std::all_of(q.targets.begin(), q.targets.end(), program_part)) {
      q.begin = lb;
      q.end = PieceAt(t, sp);
      return q;
    }
  }
  // "APA 87-1, Section 3.5", "NFPA 13, Chapter 8", "the Association's
  // standard 87-1, Chapter 3": a model standard's parts, which no key
  // spells (not the code's own).
  if (municipal && (StartsWith(lead, "Section"sv) || StartsWith(lead, "Chapter"sv)) &&
      TrimmedBefore(t, lb).ends_with(","sv)) {
    static const RE2 kStandardBefore(
        R"((?:\b([A-Z]{2,6})|\b[Ss]tandard)\s+\d[0-9A-Za-z.-]*,\s*$)", RE2::Quiet);
    std::string_view b = Before(t, lb, 32);
    std::string acronym;
    if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kStandardBefore, &acronym) &&
        !Is(acronym, "RCW"sv) && !Is(acronym, "WAC"sv) && !Is(acronym, "CFR"sv) && !Is(acronym, "USC"sv) &&
        !Is(acronym, "IAC"sv) && !Is(acronym, "CGS"sv) && !Is(acronym, "RCSA"sv))
      return std::nullopt;
  }
  // "Section 604 of this Charter", "Section 12 of this Code": a section
  // numbered by a whole number, which the document names its own
  // (without the words, "Section 5" is an amending ordinance's part, and
  // "section 2 of this ordinance" may be).
  // "Sec. 236, Wis. Stats.": the statutes number no section by a whole
  // number; it is the chapter (as "chapter 60.55, Wis. Stats." is a
  // section).
  if (municipal && wis && (Is(lead, "Sec."sv) || Is(lead, "Section"sv) || Is(lead, "section"sv))) {
    size_t j = SkipSpace(t, le), n = 0;
    while (j + n < t.size() && n < 4 && ascii::IsDigit(static_cast<unsigned char>(t[j + n]))) ++n;
    if (n > 0 && (j + n == t.size() || !(ascii::IsAlnum(static_cast<unsigned char>(t[j + n])) ||
                                         t[j + n] == '.' || t[j + n] == '(' || t[j + n] == '-'))) {
      if (size_t e = TailEnd(t, j + n, StatsTail()); e > j + n) {
        Parsed q;
        q.begin = lb;
        q.end = e;
        q.targets.emplace_back("wis-stat", "ch." + std::string(t.substr(j, n)));
        return q;
      }
    }
  }
  if (municipal && (Is(lead, "Section"sv) || Is(lead, "section"sv) || Is(lead, "Sections"sv) ||
                    Is(lead, "sections"sv))) {
    // ("Section 3114(C) of the Temple City Municipal Code", "Sections 3106
    // through 3118 of the Municipal Code": the code named, its levels
    // after, a range's two ends; the name the manifest's title gives.)
    // (Or the code named before: "Temple City Municipal Code Sections 3106
    // through 3118".)
    static constexpr char kWholeNumber[] = R"x(\d{1,4}[A-Z]?(?:\([0-9A-Za-z]{1,4}\))*)x";
    static const std::string kWholeList =
        std::string(R"x(^\s+()x") + kWholeNumber +
        R"x()((?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+))x" + kWholeNumber + ")*)";
    static const RE2 kOwnWhole(
        kWholeList +
            R"x(\s+of\s+(?:this\s+(?:Charter|charter|Code|code)\b|the\s+((?:[A-Z][a-z]+\s+){0,3})(?:Municipal\s+Code|City\s+Code|Code\s+of\s+Ordinances)\b))x",
        RE2::Quiet);
    static const RE2 kOwnWholeAfterName(kWholeList + R"x(\b)x", RE2::Quiet);
    // ("the Zoning Ordinance, Sections 302, 409, 507, 514, and 701": a
    // zoning ordinance's sections, numbered whole.)
    static const RE2 kNameBefore(
        R"(\b(?:[Tt]he\s+)?((?:[A-Z][a-z]+\s+){0,3}?)(?:(?:Municipal|City)\s+Code|Zoning\s+(?:Ordinance|By-?[Ll]aws?),?)\s*$)",
        RE2::Quiet);
    // (Not a title's section, "Title 18, Section 303 of the Tiptonville
    // City Code", which a title-chapter-section code reads as 18-303.)
    static const RE2 kTitleBefore(R"((?i:title)\s+\d+[A-Z]?,?\s*$)", RE2::Quiet);
    auto in_title = [&](const std::string& name) {
      return name.empty() || ctx.spec.title.find(Trim(name)) != std::string::npos;
    };
    std::string_view r = t.substr(le, 160);
    re2::StringPiece sp(r.data(), r.size());
    std::string first, more, name;
    bool named_code = Consume(&sp, kOwnWhole, &first, &more, &name) && in_title(name);
    std::string_view name_before = TrimmedBefore(t, lb);
    name_before = name_before.substr(name_before.size() > 64 ? name_before.size() - 64 : 0);
    re2::StringPiece after_name(r.data(), r.size());
    // ("Zoning Bylaws, Article 2 District Regulations, Section 2300": a
    // section its article numbers, after the article and its title; its
    // levels after it. Not another act's: "Act 247, as amended, Article
    // V, Section 505", "Article V, Section 509 of the Pennsylvania
    // Municipalities Planning Code".)
    if (!named_code) {
      std::string_view path_before = Before(t, lb, 100);
      static const RE2 kSectionLevels(R"(^\s+(\d{1,4}[A-Z]?)((?:\([0-9A-Za-z]{1,4}\))*))", RE2::Quiet);
      std::string article, number, levels;
      re2::StringPiece rest(r.data(), r.size());
      size_t found = std::max(path_before.rfind("rticle") + 1, path_before.rfind("RTICLE") + 1);  // (npos + 1 is 0)
      size_t at = found > 1 ? lb - path_before.size() + found - 2 : 0;
      size_t article_end = found > 1 ? ArticleAt(t, at, &article) : 0;
      if (article_end && article_end <= lb && lb - article_end <= 80 && TitleClauseEnd(t, article_end) >= lb &&
          Consume(&rest, kSectionLevels, &number, &levels) && SectionOfArticle(article, number, false) &&
          // (A sentence's stop after it is no point: "Article 4, Section
          // 413. Placement …", the article's comma right before; not a
          // heading's label, "Article II DEFINITIONS Section 201.
          // Definitions.")
          (rest.empty() ||
           !(ascii::IsAlnum(static_cast<unsigned char>(rest[0])) || rest[0] == '-' ||
             (rest[0] == '.' && (rest.size() == 1 || !ascii::IsSpace(static_cast<unsigned char>(rest[1])) ||
                                 Trim(t.substr(article_end, lb - article_end)) != ","sv))))) {
        if (!OtherBodysArticle(t, at, PieceAt(t, rest))) {
          Parsed q;
          q.begin = lb;
          q.end = PieceAt(t, rest);
          q.targets.emplace_back(doc_code_str, number + levels);
          return q;
        }
      }
    }
    if (!named_code && (name_before.ends_with("Code"sv) || name_before.ends_with("Ordinance,"sv) ||
                        name_before.ends_with("Ordinance"sv) || name_before.ends_with("aws,"sv) ||
                        name_before.ends_with("aw,"sv)) &&  // (cheap first: every ordinance's "Section" comes here)
        RE2::PartialMatch(re2::StringPiece(name_before.data(), name_before.size()), kNameBefore, &name) &&
        in_title(name) && Consume(&after_name, kOwnWholeAfterName, &first, &more) &&
        // (A whole number, not "Section 14.30.040"'s first part.)
        // (A sentence's stop after it is no point: "…, 514, and 701.")
        (after_name.empty() ||
         !(ascii::IsAlnum(static_cast<unsigned char>(after_name[0])) || after_name[0] == '-' || after_name[0] == ':' ||
           (after_name[0] == '.' && after_name.size() > 1 && !ascii::IsSpace(static_cast<unsigned char>(after_name[1])))))) {
      sp = after_name;
      named_code = true;
    }
    std::string_view title_before = Before(t, lb, 16);
    if (named_code &&
        !RE2::PartialMatch(re2::StringPiece(title_before.data(), title_before.size()), kTitleBefore)) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      q.targets.emplace_back(doc_code_str, first);
      static const RE2 kNumber(std::string("(") + kWholeNumber + ")", RE2::Quiet);
      re2::StringPiece items(more.data(), more.size());
      std::string n;
      while (RE2::FindAndConsume(&items, kNumber, &n)) q.targets.emplace_back(doc_code_str, n);
      return q;
    }
    // "Section 3(h)(1)(I)", "Section 3(s) of this Ordinance": such a
    // section's levels name it the document's own (an amending
    // ordinance's parts are cited whole); not another work's, "section
    // 8(c) of the Act".
    static const RE2 kOwnWholeLevels(
        R"(^\s+(\d{1,4}[A-Z]?(?:\([0-9A-Za-z]{1,4}\))+)(\s+of\s+this\s+(?:[Oo]rdinance|ORDINANCE|Charter|charter|Code|code)\b)?)",
        RE2::Quiet);
    // (Nor with the list it opens and an editor's bracket passed: "Section
    // 1202(4), (5), (6) and (20) of the Borough Code", "Section 4902(a)
    // and (g)(1) of the Vehicle Code", "Section 3323(b) or 3323(c) of the
    // Vehicle Code", "Section 1601(d) [53
    // P.S. § 66601(d)] of the Second Class Township Code"; nor a
    // constitution's or an act's, "article 4, section 40(a)", "the
    // authority of Chapter 5, Section 501(a)(1), Polk Township …", "the
    // Pennsylvania Construction Code Act, 35 P.S. §§ 7210.101-7210.1103;
    // Section 501(c)".)
    static const RE2 kMoreLevels(
        R"(^(?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(?:\d{1,4}[A-Z]?)?(?:\([0-9A-Za-z]{1,4}\))+|\s*\[[^\]\n]{1,60}\]))",
        RE2::Quiet);
    auto anothers = [&](re2::StringPiece after) {
      while (Consume(&after, kMoreLevels)) {
      }
      std::string_view before = Before(t, lb, 24);
      std::string_view sentence = Before(t, lb, 80);
      // ("The 1987 amendments to CWA added section 402(p)": an act named
      // by its initials before.)
      static const RE2 kActInitials(R"(\b[A-Z]{2,4}A\b)", RE2::Quiet);
      return NextIsOf(t, PieceAt(t, after)) || before.find("rticle") != std::string_view::npos ||
             before.find("hapter") != std::string_view::npos ||
             sentence.find(" Act") != std::string_view::npos ||
             sentence.find("P.S.") != std::string_view::npos ||
             RE2::PartialMatch(re2::StringPiece(sentence.data(), sentence.size()), kActInitials);
    };
    sp = re2::StringPiece(r.data(), r.size());
    std::string levels, own;
    if (!Is(lead, "Sections"sv) && !Is(lead, "sections"sv) &&
        Consume(&sp, kOwnWholeLevels, &levels, &own) && (!own.empty() || !anothers(sp))) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      q.targets.emplace_back(doc_code_str, levels);
      return q;
    }
  }
  // "CODE OF ORDINANCES Chapter 1 GENERAL PROVISIONS Sec. 1-1. …": a
  // chapter's heading, its title in capitals, where a page's copy ran the
  // headings into one line; no citation (one word in capitals after the
  // number may be a citation's: "see Chapter 2 ZONING"; nor after "see",
  // a cross-reference's line before the next heading: "Environmental
  // Management of Storm Sewer Systems, see Chapter 53" over "GENERAL
  // PROVISIONS").
  if (municipal && (Is(lead, "Chapter"sv) || Is(lead, "CHAPTER"sv)) &&
      !Is(LastToken(TrimmedBefore(t, lb)), "see"sv) && !Is(LastToken(TrimmedBefore(t, lb)), "See"sv)) {
    static const RE2 kHeading(R"(^(?:Chapter|CHAPTER)\s+\d+[A-Z]?\.?\s+[A-Z]{3,},?\s+(?:AND\s+)?[A-Z]{3,}\b)",
                              RE2::Quiet);
    std::string_view r = t.substr(lb, 64);
    if (RE2::PartialMatch(re2::StringPiece(r.data(), r.size()), kHeading)) return std::nullopt;
  }
  // "Title 25 of the Pennsylvania Code (including, but not limited to,
  // Chapter 102 Erosion and Sediment Control)": a chapter of the title
  // named before it, in its parenthesis.
  if (municipal && (StartsWith(lead, "Chapter"sv) || StartsWith(lead, "chapter"sv)) &&
      ctx.spec.jurisdiction == "Pennsylvania") {
    static const RE2 kTitleBefore(
        R"(\b[Tt]itle\s+(\d{1,2}),?\s+(?:of\s+the\s+)?(?:Pennsylvania|Pa\.)\s+Code\s*\([^()]{0,60}$)", RE2::Quiet);
    std::string_view b = Before(t, lb, 120);
    std::string title;
    size_t n = SkipSpace(t, le), e = n;
    while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
    if (e > n && e - n <= 4 &&
        RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kTitleBefore, &title)) {
      Parsed q;
      q.begin = lb;
      q.end = e;
      q.targets.emplace_back("pa-code", title + "/ch." + std::string(t.substr(n, e - n)));
      return q;
    }
  }
  // A model code's chapters left out of its adoption: "International
  // Residential Code …, 2021 Edition, as published by the International
  // Code Council, Inc., except Chapters 11 and 25 through 43" (the
  // model code's, which no key spells).
  if (municipal && (StartsWith(lead, "Chapter"sv) || StartsWith(lead, "chapter"sv))) {
    std::string_view before = TrimmedBefore(t, lb);
    for (std::string_view w : {"except"sv, "excluding"sv, "exception of"sv}) {
      if (!before.ends_with(w)) continue;
      std::string_view sentence = Before(t, lb, 300);
      size_t stop = sentence.rfind(". ");
      if (stop != std::string_view::npos) sentence = sentence.substr(stop + 2);
      static const RE2 kModelCode(R"(\b(?:International|Uniform|National)\s+(?:[A-Z][a-z]+\s+){0,4}Code\b)",
                                  RE2::Quiet);
      // (Not "except Chapter 3 of this title": the code's own.)
      static const RE2 kOwnAfter(
          R"(^[\s\d.,A-Z-]*(?:(?:and|or|through|to)\b[\s\d.,A-Z-]*)*of\s+this\b)", RE2::Quiet);
      std::string_view after = t.substr(le, 80);
      if (RE2::PartialMatch(re2::StringPiece(sentence.data(), sentence.size()), kModelCode) &&
          !RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOwnAfter))
        return std::nullopt;
    }
  }
  // Another work's chapter, in a municipal code: "Chapter 5, Section
  // 501(a)(1) of Act 45 of 1999", "Chapter 40, subtitle 7, … of the
  // Revised Statutes of 1937", "Chapter 7, ASCE 24" (a standard), "the
  // Federal Clean Water Act (Chapter 26, Subchapter I, …".
  if (municipal && (Is(lead, "Chapter"sv) || Is(lead, "chapter"sv))) {
    static const RE2 kOfAnotherWork(
        R"(^[Cc]hapter\s+\d+[A-Z]?,\s+(?:(?:[Ss]ection|[Ss]ubtitle|[Ss]ubchapter)\s+[0-9A-Za-z.()]+[^.;:]{0,80}?\bof\s+(?:Act\s+\d|the\s+Revised\s+Statutes\b|P\.\s?L\.)|[A-Z]{2,6}\s+\d))",
        RE2::Quiet);
    std::string_view r = t.substr(lb, 200);
    if (RE2::PartialMatch(re2::StringPiece(r.data(), r.size()), kOfAnotherWork)) return std::nullopt;
    static const RE2 kActsParts(R"(^[Cc]hapter\s+\d+,\s+(?:[Ss]ubchapter|[Ss]ection)\s)", RE2::Quiet);
    if (EndsWith(TrimmedBefore(t, lb), "Act ("sv) &&
        RE2::PartialMatch(re2::StringPiece(r.data(), r.size()), kActsParts))
      return std::nullopt;
  }
  // "38 CFR Ch. 1 Pt. 4", "49 C.F.R. Chapter III, Part 390": the CFR's
  // part, its chapter between (not the document's own chapter); a CFR
  // chapter alone, which no key spells, is no citation.
  if (lead.size() > 2 && (lead[0] == 'C' || lead[0] == 'c') && lead[1] == 'h') {
    static const RE2 kCfrBefore(R"((\d+)\s+C\.?\s?F\.?\s?R\.?,?\s*$)", RE2::Quiet);
    // ("40 CFR Ch. 1, 123.45": the section, the chapter before it.)
    static const RE2 kChapterPart(
        R"(^(?:Ch\.|Chapter|ch\.|chapter)\s+[IVXL0-9]+,?\s+(?:(?:Pts?\.|Parts?|pts?\.|parts?)\s+(\d+)\b|(\d+\.\d+)\b))",
        RE2::Quiet);
    std::string_view b = Before(t, lb, 16);
    std::string title, part, section;
    if ((b.find("CFR") != std::string_view::npos || b.find("F.R") != std::string_view::npos) &&
        RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kCfrBefore, &title)) {
      std::string_view r = t.substr(lb, 48);
      re2::StringPiece sp(r.data(), r.size());
      if (!Consume(&sp, kChapterPart, &part, &section)) return std::nullopt;
      if (part.empty()) part = section;
      Parsed q;
      q.begin = lb - (b.size() - b.rfind(title));
      q.end = PieceAt(t, sp);
      q.targets.emplace_back("cfr", title + "/" + part);
      return q;
    }
  }
  // "50 U.S.C. App. § 526": a section of the U.S. Code's appendix, which
  // no key spells (not the document's own § 526).
  if (lead[0] == '\xC2' && lb > 4 && (t[lb - 2] == '.' || t[lb - 2] == 'p')) {
    std::string_view b = TrimmedBefore(t, lb);
    if (EndsWith(b, "U.S.C. App."sv) || EndsWith(b, "U.S.C. Appx."sv) || EndsWith(b, "U.S.C. App"sv))
      return std::nullopt;
  }
  // "NIST Handbook 130, ch. IV.B, section 2.11" (weights and measures
  // rules cite them by the dozen), "NFPA 1 section 1.7.3": a handbook's or
  // a standard's sections, no key's. So are a model code's, named by its
  // initials alone ("IBC section 706.2", "IFGC section 303.1": the
  // International Code Council's codes, which Wisconsin's building rules
  // adopt and amend). ("the 2006 IRC (Section 324.1.6)", "the 2006 IBC
  // (Appendix G, Sections 401.3 and 401.4)", "the ASCE 24-05 (Section
  // 8.3)": in parentheses after the code's or standard's name.)
  if (lb > 2 &&
      (t[lb - 2] == ',' || t[lb - 1] == '(' || ascii::IsDigit(static_cast<unsigned char>(t[lb - 2])) ||
       ascii::IsUpper(static_cast<unsigned char>(t[lb - 2]))) &&
      (StartsWith(lead, "section"sv) || StartsWith(lead, "Section"sv))) {
    static const RE2 kStandardBefore(
        R"((?:\bHandbook\s+\d+[A-Z]?,\s*(?:ch\.\s*[0-9IVXL]+(?:\.[A-Z0-9]+)?,\s*)?|\b(?:NFPA|ASTM|ANSI|ASME|ASHRAE|AWWA|ICC|IBC|IFC|IECC|IPC|IMC|NEC|UL|ASCE)\s+[A-Z]?\d+[A-Z]?(?:-\d+)?,?\s*|\b(?:IBC|IRC|IFC|IFGC|IMC|IPC|IECC|IEBC|IPMC|IPSDC|ISPSC|IWUIC|IZC|UBC|UPC|UMC|NEC|NESC)\s+)(?:\((?:Appendix\s+[A-Z0-9]+,\s*)?)?$)",
        RE2::Quiet);
    std::string_view b = Before(t, lb, 48);
    if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kStandardBefore)) return std::nullopt;
  }
  // "… in the following sections, the words … shall be substituted in
  // lieu thereof: 1-79, 1-120, …": the list the sentence announced.
  if (StartsWith(lead, "in lieu thereof:"sv)) {
    std::string_view b = Before(t, lb, 400);
    size_t cue = b.rfind("following sections");
    size_t stop = b.rfind(". ");  // (in the same sentence)
    if (cue == std::string_view::npos || (stop != std::string_view::npos && stop > cue))
      return std::nullopt;
    Parsed q = ParsePlainList(ctx, t, le, doc_code_str, TitlePrefix(ctx));
    if (q.targets.empty()) return std::nullopt;
    q.begin = SkipSpace(t, le);
    return q;
  }
  // "governed by Brown County Zoning Chapter 22" in a village's code:
  // another government's code, which no key spells (not the village's).
  if (municipal && (StartsWith(lead, "Chapter"sv) || StartsWith(lead, "Section"sv)) &&
      Before(t, lb, 48).find("County ") != std::string_view::npos) {
    static const RE2 kCountyCode(
        R"(\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+County\s+(?:(?:Zoning|Shoreland|Code|Ordinances?|Comprehensive|Land\s+Use)\s+)+$)",
        RE2::Quiet);
    std::string_view b = Before(t, lb, 48);
    std::string name;
    // (The county's name is the word before "County", or the two: "Gem
    // County Code Section 10-3-5" after "See" is the county's own, "See
    // County Code …" and "The County Code" too.)
    static constexpr std::string_view kNoName[] = {"See", "The", "Also", "Per", "Under", "And",
                                                   "Or", "In", "Of", "By", "With", "To", "This"};
    auto own = [&](std::string_view n) {
      return std::find(std::begin(kNoName), std::end(kNoName), n) != std::end(kNoName) ||
             ctx.spec.title.find(std::string(n) + " County") != std::string::npos;
    };
    if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kCountyCode, &name) && !own(name) &&
        !own(LastToken(name)))
      return std::nullopt;
  }
  // "(D) Amendments to the International Fire Code. (1) Section 101.1.
  // Insert: City of Newton": the model code's sections, which no key
  // spells (not the city's own).
  // (Not "Iowa Code section 100.35" among them: named.)
  if ((municipal || Is(ctx.source.key.code(), "iowa-iac"sv)) &&
      (StartsWith(lead, "Section"sv) || StartsWith(lead, "section"sv) ||
       StartsWith(lead, "Sec."sv)) &&
      !TrimmedBefore(t, lb).ends_with("Code"sv) && UnderModelCodeAmendments(ctx, t, lb)) {
    // (Unless it names its code after it: "Section 8.18.020 of this code".)
    size_t n = SkipSpace(t, le);
    while (n < t.size() && (ascii::IsAlnum(static_cast<unsigned char>(t[n])) || t[n] == '.' ||
                            t[n] == '-' || t[n] == '(' || t[n] == ')'))
      ++n;
    while (n > le && t[n - 1] == '.') --n;
    if (!NextIsOf(t, n)) return std::nullopt;
  }
  Parsed p;
  if (StartsWith(lead, "this "sv)) {
    // "other than a successor described in (c) or (d) of this
    // subsection": levels with no lead word, read back from "of this …".
    if (lb >= 6 && t[lb - 5] == ')' && Is(t.substr(lb - 4, 4), " of "sv)) {
      if (size_t start = LevelsBefore(t, lb - 4); start != std::string_view::npos) {
        std::optional<Parsed> q = ParseLevelReference(ctx, t, start, start);
        if (q && q->end > lb) return q;
      }
    }
    p.begin = lb;
    p.end = le;
    p.self = true;
    std::string_view what = lead.substr(5);
    std::optional<std::string> path;
    if (Is(what, "section"sv)) {
      if (const auto& s = SourceSection(ctx)) path = s->path();
    } else if (Is(what, "subsection"sv) && Is(ctx.spec.code, "wis-stat"sv)) {
      path = SourcePrefix(ctx, 2);
    } else if (Is(what, "subsection"sv) && SourceSection(ctx)) {
      // The ancestor right below the section (which may itself stand in a
      // chapter and title).
      const Key& section = *SourceSection(ctx);
      const Provision* p2 = &ctx.source;
      while (p2->parent != kNoProvision &&
             !(ctx.corpus.provisions[p2->parent].key == section))
        p2 = &ctx.corpus.provisions[p2->parent];
      if (p2->parent != kNoProvision) path = p2->key.path();
    } else if (Is(what, "paragraph"sv) && Is(ctx.spec.code, "wis-stat"sv)) {
      path = SourcePrefix(ctx, 3);
    } else if (Is(what, "subdivision"sv) && Is(ctx.spec.code, "wis-stat"sv)) {
      path = SourcePrefix(ctx, 4);
    } else if (Is(what, "chapter"sv)) {
      if (const auto& s = SourceSection(ctx))
        if (auto c = s->Container()) path = c->path();
      // (Or the chapter the tree holds the section in: the D.C. Code's
      // tables of contents.)
      if (!path) path = AncestorPathWith(ctx, "/ch.");
      // "Unit A of this chapter" (D.C.): a unit of the chapter, no
      // self-reference.
      std::string_view b = Before(t, lb, 10);
      if (path && b.size() == 10 && (StartsWith(b, "Unit ") || StartsWith(b, "unit ")) &&
          ascii::IsUpper(static_cast<unsigned char>(b[5])) && Is(b.substr(6), " of "sv)) {
        *path += "/unit." + std::string(1, b[5]);
        p.begin = lb - 10;
        // (Of another unit than the one the source stands in.)
        p.self = AncestorPathWith(ctx, "/unit.") == *path;
      }
    }
    // A self-reference whose provision the text does not name (an
    // ordinance's "this article") cites nothing: it is not reported.
    if (!path) return std::nullopt;
    p.targets.emplace_back(doc_code, *path);
    return p;
  }
  // "28.11, Wis. Stats.", "s 349.15 (2), Wis. Stats." in an ordinance: a
  // bare number (or one after "s" without its period) is the statutes'
  // where their name follows it. The lead is the name; the number stands
  // before it.
  // "Wis. Stat. 23.33, as from time to time amended": the name, then the
  // number on its line.
  bool name_then_number =
      ctx.wisconsin_ordinance && lead[0] == 'W' && NumberOnNameLine(ctx, t, le);
  if (ctx.wisconsin_ordinance && lead[0] == 'W' &&
      (lead.back() == '.' || EndsWith(lead, "Statutes"sv))) {
    std::optional<Parsed> q = BareNumberBeforeStats(ctx, t, lb, le);
    // (Or the name before the number: "Wisconsin Statutes 125.04", or
    // "Wis. Stat. 23.33", read below.)
    bool number_after = StartsWith(lead, "Wisconsin"sv) || StartsWith(lead, "WI "sv)
                            ? ReadSectionNumber(t, SkipSpace(t, le)) > 0
                            : name_then_number;
    if (q || !number_after) return q;
  }
  // "ss 59.07 (51) , 59.97": the period lost in an older scanned code.
  // "Wisconsin State Statute 59.70(1), 59.70(5)" reads as "ss." does.
  // "S. 101.65, Wisconsin Statutes" opening a sentence.
  if (Is(lead, "S."sv) || Is(lead, "SS."sv)) lead = Is(lead, "S."sv) ? "s." : "ss.";
  // "Rule 806.01 (2)" in a Judicial Council note: the rules of civil
  // procedure and of evidence are the statutes' chapters 801 to 847 and
  // 901 to 911, and their notes call a section a rule.
  if (Is(lead, "Rule"sv) || Is(lead, "Rules"sv)) {
    size_t at = SkipSpace(t, le);
    std::string_view number = t.substr(at, ReadSectionNumber(t, at));
    std::string_view chapter = number.substr(0, number.find('.'));
    if (!Is(doc_code, "wis-stat"sv) || chapter.size() == number.size() || chapter.size() != 3 ||
        !((chapter >= "801"sv && chapter <= "847"sv) || (chapter >= "901"sv && chapter <= "911"sv)))
      return std::nullopt;
    lead = Is(lead, "Rule"sv) ? "s." : "ss.";
  }
  // "para. (a)": LawServer's copies spell "par." so.
  if (Is(lead, "para."sv) || Is(lead, "Para."sv)) lead = "par.";
  if (Is(lead, "paras."sv) || Is(lead, "Paras."sv)) lead = "pars.";
  // "Sections 51.42 (1) and 51.45 (1) and (7), Stats., provide …" opening
  // a sentence of the Administrative Code: the statutes' "ss.", where their
  // tail ends the list.
  if (Is(doc_code, "wis-adm"sv) && (Is(lead, "Section"sv) || Is(lead, "Sections"sv))) {
    std::string_view ahead = t.substr(le, 160);
    size_t stats = ahead.find(", Stats.");
    // (No sentence's end between: a period after "Ch." or "s." is none.)
    bool stats_ahead = stats != std::string_view::npos;
    for (size_t dot = ahead.find(". "); stats_ahead && dot < stats; dot = ahead.find(". ", dot + 1)) {
      size_t w = dot;
      while (w > 0 && ascii::IsAlpha(static_cast<unsigned char>(ahead[w - 1]))) --w;
      std::string_view word = ahead.substr(w, dot - w);
      stats_ahead = Is(word, "Ch"sv) || Is(word, "ch"sv) || Is(word, "Chs"sv) || Is(word, "chs"sv) ||
                    Is(word, "s"sv) || Is(word, "ss"sv);
    }
    if (stats_ahead) lead = Is(lead, "Section"sv) ? "s." : "ss.";
  }
  // "Section Ins 6.76", "Sections Tax 11.52 and 11.53" in the statutes'
  // and the rules' text, "SS. OCT 5.02, 5.03" and "S. RL 10.04" in
  // capitals: a rule's section by its agency, as "s." names it (the lead
  // holds the agency: the word alone is the lead).
  // (And in small letters: "Rule adopted revising section Ins 3.75".)
  bool section_word = (Is(doc_code, "wis-stat"sv) || Is(doc_code, "wis-adm"sv)) &&
                      (StartsWith(lead, "Section "sv) || StartsWith(lead, "Sections "sv) ||
                       StartsWith(lead, "section "sv) || StartsWith(lead, "sections "sv));
  bool s_capital = wis && (StartsWith(lead, "S. "sv) || StartsWith(lead, "SS. "sv));
  if (section_word || s_capital) {
    size_t word = lead.find(' ');
    if (!IsAgencyPrefix(Trim(lead.substr(word)))) return std::nullopt;
    le = lb + word;
    lead = (word == 7 || word == 2) ? "s." : "ss.";  // "Section", "S."
  }
  // ("Updated 11−12 Wis. Stats. 948.01": the running head of the
  // Legislature's PDF, the page's first section after it; no citation.)
  if (StartsWith(lead, "Wis."sv) && lead.find("Stats") != std::string_view::npos) {
    static const RE2 kRunningHead(R"(Updated\s+\d{2,4}(?:\x{2212}|\x{2013}|-)\d{2}\s*$)", RE2::Quiet);
    std::string_view b = Before(t, lb, 24);
    if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kRunningHead)) return std::nullopt;
  }
  // ("Statutes interpreted: Wis. Stat. 157 and Wis. Stat. 440"): a whole
  // number after the statutes' name, no sign, is a chapter; a section's
  // number has its point.
  if (wis && StartsWith(lead, "Wis."sv) && lead.find("Stat") != std::string_view::npos &&
      lead.find("\xC2\xA7") == std::string_view::npos) {
    size_t at = SkipSpace(t, le), d = at;
    while (d < t.size() && d - at < 4 && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
    if (d > at && d - at <= 3 &&
        (d == t.size() || !(ascii::IsAlnum(static_cast<unsigned char>(t[d])) || t[d] == '(' ||
                            (t[d] == '.' && d + 1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[d + 1])))))) {
      Parsed p;
      p.begin = lb;
      p.end = d;
      p.targets.emplace_back("wis-stat", "ch." + std::string(t.substr(at, d - at)));
      return p;
    }
  }
  // ("A. ETF s. 10.01 (3i) is amended", "ETF s. 10.63 establishes" in a
  // rule's text: the agency's sections, its prefix before the word.)
  if (Is(doc_code, "wis-adm"sv) && (Is(lead, "s."sv) || Is(lead, "ss."sv))) {
    std::string_view before = TrimmedBefore(t, lb);
    std::string_view word = LastToken(before);
    // (Not a department's initials, "DNR s. 23.09", nor a country's.)
    bool initials = word == "DNR"sv || word == "DOT"sv || word == "WI"sv || word == "US"sv || word == "USA"sv;
    if ((IsCapitalAgencyWord(word) || IsAgencyLead(word)) && !initials) {
      Parsed q = ParseWisList(ctx, t, SkipSpace(t, le), "wis-adm", "", 1, true, false);
      // (Not the statutes' under an agency's initials, "DNR s. 23.09,
      // Stats.".)
      if (!q.targets.empty() && TailEnd(t, q.end, StatsTail()) == q.end) {
        std::string prefix(word);
        ToUpper(&prefix);
        for (Key& k : q.targets) k = Key("wis-adm", prefix + k.path());
        q.begin = before.size() - word.size();
        return q;
      }
    }
  }
  // ("Wis. Stat. (Rule) 809.23(4)", without the sign.)
  if (wis && StartsWith(lead, "Wis."sv)) le = PastRuleWord(t, le);
  bool lower_s = Is(lead, "s."sv) || Is(lead, "ss."sv) ||
                 (wis && (Is(lead, "ss"sv) || StartsWith(lead, "Wisconsin"sv) || StartsWith(lead, "WI "sv) ||
                          StartsWith(lead, "State "sv) || StartsWith(lead, "Wis."sv)) &&
                  ReadSectionNumber(t, SkipSpace(t, le)) > 0) ||
                 name_then_number;
  bool sign = lead.find("\xC2\xA7") != std::string_view::npos;
  std::string prefix;
  std::string body = BodyOfSectionSign(lead, &prefix);
  // "Pa. R.C.P. § 237.1", "Pa.R.Civ.P. § 1019": a court's rules of
  // procedure, which no key spells.
  if (sign && body.empty() && lb >= 7) {
    std::string_view b = TrimmedBefore(t, lb);
    if (b.ends_with("R.C.P."sv) || b.ends_with("R.Civ.P."sv) || b.ends_with("R. Civ. P."sv) ||
        b.ends_with("R.Crim.P."sv) || b.ends_with("R. Crim. P."sv))
      return std::nullopt;
  }
  // "IRC § 402(f)(2)(A)": the Internal Revenue Code, title 26.
  if (sign && body.empty() && RevenueCodeAbbreviationBefore(t, lb)) {
    body = "usc";
    prefix = "26/";
  }
  if (Is(body, "pa-cs"sv)) {
    // "75 Pa.C.S. Ch. 15": a chapter of a title, keyed as the D.C. Code's
    // are (pa-cs:75/ch.15).
    // "35 Pa.C.S. Ch. 78 Subch. C": one of its subchapters.
    // "53 Pa.C.S. Chs. 30 (relating to …) and 31 (relating to …)": each
    // chapter of the list, each of a short range.
    static const RE2 kPaChapter(
        R"(^\s*(Chs?\.|Chapters?)\s+(\d+[A-Z]?)\b(?:,?\s+(?:Subch\.|Subchapter)\s+([A-Z])\b)?)",
        RE2::Quiet);
    static const RE2 kMoreChapters(
        R"(^(?:\s*\(relating\s+to\s[^()]{1,200}\))?(,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+(?:through|to)\s+)(\d+)\b(?:,?\s+(?:Subch\.|Subchapter)\s+([A-Z])\b)?)",
        RE2::Quiet);
    std::string_view rest = t.substr(le, 4 * kWindow);
    re2::StringPiece sp(rest.data(), rest.size());
    std::string word, chap, subch;
    if (Consume(&sp, kPaChapter, &word, &chap, &subch)) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      std::string title = prefix.substr(0, prefix.size() - 1);
      std::string path = title + "/ch." + chap;
      if (!subch.empty()) path += "/subch." + subch;
      q.targets.emplace_back("pa-cs", path);
      // ("18 Pa.C.S. Ch. 47 (relating to …), 49 (relating to …) or 53":
      // the singular's list, each chapter's heading between.)
      std::string_view after(sp.data(), sp.size());
      bool headed = Trim(after.substr(0, 16)).starts_with("(relating to"sv);
      std::string sep, next, next_subch;
      while ((Is(word, "Chs."sv) || Is(word, "Chapters"sv) || headed)) {
        // (Not "…, 62 Pa.C.S. Ch. 17": a title opening the next citation.)
        re2::StringPiece before = sp;
        if (!Consume(&sp, kMoreChapters, &sep, &next, &next_subch)) break;
        if (NamesTitledCode(t.substr(SkipSpace(t, PieceAt(t, sp))))) {
          sp = before;
          break;
        }
        std::string_view range = Trim(sep);
        if ((Is(range, "through"sv) || Is(range, "to"sv)) && subch.empty() && next_subch.empty())
          for (const std::string& c : ChaptersBetween(chap, next))
            q.targets.emplace_back("pa-cs", title + "/ch." + c);
        q.targets.emplace_back("pa-cs", title + "/ch." + next +
                                             (next_subch.empty() ? "" : "/subch." + next_subch));
        q.end = PieceAt(t, sp);
        chap = next;
        subch = next_subch;
      }
      return q;
    }
  }
  if (!sign && (Is(body, "usc"sv) || Is(body, "cfr"sv) || Is(body, "pa-cs"sv))) {
    // "42 U.S.C.A. Sec. 10101", "49 C.F.R. Sec. 173", "28 U.S.C. sec. 1738",
    // "53 P.S. Section 47903".
    // ("33 USC, section 1251 et seq.": a comma before the word; "33
    // U.S.C. Subsection 1317(a), (b) or (c)", a section's subsections.)
    // ("49 CFR s. 192.629 (b)": a Wisconsin rule's "s." for the section.)
    // ("42 U.S. Code § 4001": the Legal Information Institute's heading,
    // the name's last word spelled out, then the sign.)
    // ("33 U.S.C. Sec 1251 et seq.": the abbreviation's stop left out.)
    static const RE2 kSec(R"(^,?\s*(?:[Ss]ecs?\.|(?:[Ss]ub)?[Ss]ections?\b|s\.|\x{00A7}\x{00A7}?|[Ss]ecs?[ \t]+)\s*)",
                          RE2::Quiet);
    std::string_view rest = t.substr(le);
    re2::StringPiece sec(rest.data(), rest.size());
    if (Consume(&sec, kSec)) {
      // (The word without its stop before a number only.)
      std::string_view word = Trim(rest.substr(0, rest.size() - sec.size()));
      bool bare_sec = Is(word, "Sec"sv) || Is(word, "sec"sv) || Is(word, "Secs"sv) || Is(word, "secs"sv);
      if (!bare_sec || (!sec.empty() && ascii::IsDigit(static_cast<unsigned char>(sec[0]))))
        le = t.size() - sec.size();
    }
    // "40 CFR Chapter I, Subchapter N, Parts 405-471": the parts, which
    // the title's chapter and subchapter hold (no key spells those).
    // ("40 CFR, subchapter N, part 400": the subchapter alone; "44 CFR
    // Chapter 1, Section 65.12": the chapter in figures, then a section;
    // "49 CFR subchapters G and H, part 172"; abbreviated, "40 C.F.R. Ch.
    // 1, Subch. N, parts 405 through 471"; its edition's year after,
    // "Subchapter N (1990), Parts 405-471".)
    static const RE2 kCfrChapter(
        R"(^\s*(?:(?:Chapter|Ch\.)\s+(?:[IVXL]+|\d{1,2}),?\s+)?(?:(?:[Ss]ubchapters?|Subch\.)\s+[A-Z](?:\s+and\s+[A-Z])?(?:\s+\((?:19|20)\d\d\))?,?\s+)?(?:[Pp]arts?|[Ss]ections?|§§?)\s*)",
        RE2::Quiet);
    re2::StringPiece chapter(rest.data(), std::min<size_t>(rest.size(), 56));
    if (Is(body, "cfr"sv) &&
        (StartsWith(rest, "Chapter"sv) || StartsWith(rest, "Subchapter"sv) || StartsWith(rest, "subchapter"sv) ||
         StartsWith(rest, "Ch."sv) || StartsWith(rest, "Subch."sv)) &&
        Consume(&chapter, kCfrChapter))
      le = PieceAt(t, chapter);
    // "33 U.S.C. 1344", "44 CFR 59-72", "44 CFR part 59".
    Parsed q = ParsePlainList(ctx, t, le, body, prefix);
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    // "16 USC 460d, 460L-4, et seq., 669 et seq., 1261, 1262": the list
    // goes on past an item's "et seq." (not into "…, 28 U.S.C. 1331").
    while (Is(body, "usc"sv) && q.end + 8 < t.size() && t.substr(q.end, 12).find("et seq") != std::string_view::npos) {
      static const RE2 kEtSeqMore(R"(^,?\s*et\s+seq\.,\s*(?:and\s+|or\s+)?)", RE2::Quiet);
      std::string_view r = t.substr(q.end, 24);
      re2::StringPiece sp(r.data(), r.size());
      if (!Consume(&sp, kEtSeqMore)) break;
      size_t k = PieceAt(t, sp);
      if (ReadSectionNumberOf("usc", t, k) == 0) break;
      Parsed more = ParsePlainList(ctx, t, k, "usc", prefix);
      std::string_view after = t.substr(SkipSpace(t, more.end));
      if (more.targets.empty() || StartsWith(after, "U.S.C"sv) || StartsWith(after, "USC"sv) ||
          StartsWith(after, "C.F.R"sv) || StartsWith(after, "CFR"sv) || StartsWith(after, "Stat"sv))
        break;
      q.targets.insert(q.targets.end(), more.targets.begin(), more.targets.end());
      q.end = more.end;
    }
    if (Is(body, "cfr"sv)) TakeHyphenRange(t, "cfr", prefix, &q);
    if (Is(body, "cfr"sv)) TakePartSections(ctx, t, prefix, &q);
    if (Is(body, "cfr"sv)) TakeMoreParts(ctx, t, prefix, &q);
    // "72 P.S. 8101-D et seq.": a lettered article's section, as after
    // the sign.
    if (Is(body, "pa-cs"sv)) TakeHyphenRange(t, "pa-cs", prefix, &q);
    return q;
  }
  if (lower_s || sign)
    return ParseSectionSignOrS(ctx, t, lb, le, lead, lower_s, sign, body, prefix);
  // The statutes spell the level out where an abbreviation cannot stand:
  // "Subsection (11) does not apply", "Subdivision 1. does not apply".
  bool wis_code = Is(doc_code, "wis-stat"sv) || Is(doc_code, "wis-adm"sv);
  // ("Subsection (3) of s. 6.26, Stats., provides …": the spelled-out
  // level of a section the text names after it, read as elsewhere.)
  if (wis_code && (StartsWith(lead, "Subsection"sv) || StartsWith(lead, "subsection"sv) ||
                   StartsWith(lead, "Paragraph"sv) || StartsWith(lead, "paragraph"sv)) &&
      t.substr(le, 64).find(" of ") != std::string_view::npos) {
    // ("Subsection (1) of Wis. Stat. § 168.23", the statutes named.)
    static const RE2 kOfNamedSection(
        R"(^\s*(?:\([0-9a-zA-Z]{1,4}\)\s*){1,4},?\s+of\s+(?:s\.|[Ss]ection|\x{00A7}|Wis(?:consin|\.)\s+Stats?\.\s*\x{00A7})\s*\d)",
        RE2::Quiet);
    std::string_view r = t.substr(le, 64);
    if (RE2::PartialMatch(re2::StringPiece(r.data(), r.size()), kOfNamedSection)) {
      // (Where it reads a section with no agency in a rule, the words are
      // read as before: "Paragraph (a)", then "section 6.26 (3), Stats.")
      std::optional<Parsed> q = ParseLevelReference(ctx, t, lb, le);
      // ("Subsection (1) of Wis. Stat. § 168.23", "Subsection (3) of s.
      // 168.23" in a rule: the statutes' section, as "s. 168.23" alone is;
      // the code's own are named with their agency.)
      if (q && q->unresolved.empty() && Is(doc_code, "wis-adm"sv))
        for (Key& k : q->targets)
          if (Is(k.code(), "wis-adm"sv) && !k.path().empty() && ascii::IsDigit(static_cast<unsigned char>(k.path()[0])))
            k = Key("wis-stat", k.path());
      if (q && q->unresolved.empty() && !q->targets.empty() &&
          std::all_of(q->targets.begin(), q->targets.end(), [](const Key& k) {
            return !Is(k.code(), "wis-adm"sv) || ascii::IsAlpha(static_cast<unsigned char>(k.path()[0]));
          }))
        return q;
    }
  }
  if (wis_code) {
    if (Is(lead, "Subsection"sv) || Is(lead, "Subsections"sv) || Is(lead, "subsection"sv) ||
        Is(lead, "subsections"sv))
      lead = "sub.";
    else if (Is(lead, "Paragraph"sv) || Is(lead, "Paragraphs"sv) ||
             Is(lead, "paragraph"sv) || Is(lead, "paragraphs"sv))
      lead = "par.";
    else if (Is(lead, "Subdivision"sv) || Is(lead, "Subdivisions"sv))
      lead = "subd.";
  }
  if (wis && (StartsWith(lead, "subch"sv) || StartsWith(lead, "Subch"sv))) {
    // "subch. IV of ch. 49", "subch. I" (of the source's own chapter), a
    // list "subch. I, II or VI" ("subch.I,IIorVI" where spaces were lost)
    // or a range "subchs. III to V". The numeral may have a word glued on
    // ("subch.Vand"). (The older annotations' "subch. II, ch. 111": the
    // chapter after a comma; an order's "subch. VIII ch. 448", with
    // neither.)
    static const RE2 kSubch(
        R"(^[Ss]ub(?:chs?\.\s*|chapters?\s+)((?:[IVXL]+|[A-Z]{1,2}\b)(?:(?:\s*,\s*(?:and\s*|or\s*)?|\s*(?:and|or)\s*|\s+(?:to|through)\s+)(?:[IVXL]+|[A-Z]{1,2}\b))*)(?:(?:(?:\s+of|,)\s+(?:[Cc]h\.|[Cc]hapter)|\s+ch\.)\s*(?:([A-Z][A-Za-z]{1,4})\s*)?(\d+))?)",
        RE2::Quiet);
    std::string_view rest = t.substr(lb);
    re2::StringPiece sp(rest.data(), rest.size());
    // ("subchs. III and IV of ch. NR 151": the Administrative Code's.)
    std::string list, agency, chap;
    if (!Consume(&sp, kSubch, &list, &agency, &chap)) return std::nullopt;
    // Lettered subchapters ("subchs. G and H of ch. NR 664", "subch. B")
    // are the Administrative Code's only.
    bool lettered = std::any_of(list.begin(), list.end(), [](char c) {
      return ascii::IsUpper(static_cast<unsigned char>(c)) && std::string_view("IVXL").find(c) == std::string_view::npos;
    });
    if (lettered && agency.empty() && !Is(doc_code, "wis-adm"sv)) return std::nullopt;
    // The Legislature's locator over a subchapter's heading, "subch. I of
    // ch. ATCP 1 Subchapter I — Definitions": a label, which the heading
    // repeats.
    if (!chap.empty() && SubchapterHeadingAfter(t, PieceAt(t, sp), list))
      return std::nullopt;
    size_t after_numeral = lb + (rest.size() - sp.size());
    if (chap.empty() && after_numeral < t.size() &&
        (ascii::IsUpper(static_cast<unsigned char>(t[after_numeral])) ||
         ascii::IsDigit(static_cast<unsigned char>(t[after_numeral]))))
      return std::nullopt;
    // The word spelled out, "Subchapter\nIII does not apply": a reference
    // where a lower-case word or a comma follows, not a heading
    // ("Subchapter I — Definitions").
    if (chap.empty() && rest[5] == 'a') {
      size_t k = SkipSpace(t, after_numeral);
      if (k >= t.size() || !(ascii::IsLower(static_cast<unsigned char>(t[k])) || t[k] == ',' ||
                             t[k] == ';' || t[k] == ')'))
        return std::nullopt;
    }
    std::string code = wis_code ? doc_code_str : "wis-stat";
    if (chap.empty()) {
      // The source's chapter: the digits (and agency) before the section's
      // dot ("76.84" is in ch. 76; "ATCP 50.08" in ch. ATCP 50).
      // (Or, in an act's or an order's text, the statute or rule it
      // quotes: "60.10 (2) (m) … under subch. IX" after "to read:".)
      const std::optional<Key>& sec = SourceSection(ctx);
      if (!wis_code) return std::nullopt;
      std::string section = sec ? sec->path() : "";
      if (!sec) {
        Quoted quoted = QuotedProvisionBefore(ctx, t, lb);
        if (quoted.comps.empty()) return std::nullopt;
        section = quoted.comps[0];
        code = quoted.code;
      }
      size_t dot = section.find('.');
      if (dot == std::string::npos) return std::nullopt;
      chap = section.substr(0, dot);
    } else if (!agency.empty()) {
      code = "wis-adm";
      ToUpper(&agency);
      chap = agency + chap;
    } else {
      code = "wis-stat";
      // (Spelled out in an ordinance, "Subchapter II of Chapter 17" may be
      // its own: the statutes' only with their name after it.)
      if (!wis_code && rest[5] == 'a') {
        static const RE2 kStatsName(R"(^(?:,\s*|\s+of\s+the\s+)?(?:Wis\.|Wisconsin|Stats?\.))",
                                    RE2::Quiet);
        std::string_view r = t.substr(PieceAt(t, sp), 24);
        if (!RE2::PartialMatch(re2::StringPiece(r.data(), r.size()), kStatsName))
          return std::nullopt;
      }
    }
    p.begin = lb;
    p.end = t.size() - sp.size();
    static const RE2 kNumeral(R"(([IVXL]+|\b[A-Z]{1,2}\b))", RE2::Quiet);
    std::string expanded = RomanRangesExpanded(list), roman;
    re2::StringPiece items(expanded.data(), expanded.size());
    while (RE2::FindAndConsume(&items, kNumeral, &roman))
      p.targets.emplace_back(code, "ch." + chap + "/subch." + roman);
    if (Is(code, "wis-stat"sv)) TakeStatsTail(t, &p);  // "Subch. I of Ch. 295, Wis. Stats."
    // ("Subchapter II of Ch. PSC 128, Wis. Adm. Code")
    if (Is(code, "wis-adm"sv) && !agency.empty()) p.end = TailEnd(t, p.end, AdminCodeTail());
    return p;
  }
  if (Is(lead, "sub."sv) || Is(lead, "subs."sv) || Is(lead, "Sub."sv) || Is(lead, "Subs."sv)) {
    if (!wis) return std::nullopt;
    auto base = SourcePrefix(ctx, 1);
    Parsed q = ParseWisList(ctx, t, le, doc_code_str, base.value_or(""), 1, false);
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    if (std::optional<Parsed> named = LevelOfNamedRule(ctx, t, lb, le, q, 1)) return named;
    // "§ 66.0404(4)(L), Wis. Stats., and … Sub. (4)(u) therein": a
    // subsection of the section just cited.
    if (std::optional<Key> cited = wis_code ? std::nullopt : SectionCitedBefore(t, lb, q.end)) {
      Parsed r = ParseWisList(ctx, t, le, std::string(cited->code()), cited->path(), 1, false);
      if (!r.targets.empty()) {
        r.begin = lb;
        static const RE2 kTherein(R"(^\s+(?:therein|thereof)\b)", RE2::Quiet);
        std::string_view after = t.substr(r.end);
        re2::StringPiece sp(after.data(), after.size());
        if (Consume(&sp, kTherein)) r.end = t.size() - sp.size();
        return r;
      }
    }
    // (A rule's order quoting another section of the agency's after "to
    // read:", in the text of a section the page opened: the quoted
    // section's subsection.)
    if (Is(doc_code, "wis-adm"sv) && SourceSection(ctx) &&
        !ctx.source.key.path().starts_with("file."sv)) {
      if (Quoted quoted = QuotedProvisionBefore(ctx, t, lb);
          quoted.comps.size() >= 2 && quoted.comps[0] != SourceSection(ctx)->path()) {
        Parsed r = ParseWisList(ctx, t, le, quoted.code, quoted.comps[0], 1, false);
        if (!r.targets.empty()) {
          r.begin = lb;
          return r;
        }
      }
    }
    if (!SourceSection(ctx)) {
      if (Quoted quoted = QuotedProvisionBefore(ctx, t, lb); !quoted.comps.empty()) {
        Parsed r = ParseWisList(ctx, t, le, quoted.code, quoted.comps[0], 1, false);
        if (!r.targets.empty()) {
          r.begin = lb;
          return r;
        }
      }
      // "Sub. (b)" in a code kept as unnumbered paragraphs.
      q.targets.clear();
      q.unresolved = kNoSectionNamed;
    }
    return q;
  }
  if (Is(lead, "par."sv) || Is(lead, "pars."sv) || Is(lead, "Par."sv) || Is(lead, "Pars."sv)) {
    if (!wis) return std::nullopt;
    auto base = SourcePrefix(ctx, 2);
    Parsed q = ParseWisList(ctx, t, le, doc_code_str, base.value_or(""), 2, false);
    if (q.targets.empty()) {
      // "Pars. (2) (b) and (c) are independent provisions": an
      // annotation's paragraphs written with their subsection, of the
      // section it stands under.
      auto section = SourcePrefix(ctx, 1);
      Parsed r = ParseWisList(ctx, t, le, doc_code_str, section.value_or(""), 1, false);
      std::string_view first = r.targets.empty() ? ""sv : r.targets[0].path();
      if (!section || !first.starts_with(*section) ||
          std::count(first.begin() + static_cast<std::ptrdiff_t>(section->size()), first.end(), '(') < 2)
        return std::nullopt;
      r.begin = lb;
      return r;
    }
    q.begin = lb;
    if (std::optional<Parsed> named = LevelOfNamedRule(ctx, t, lb, le, q, 2)) return named;
    if (!base || WisLevel(ctx.comps()[1]) != 1) {
      if (Quoted quoted = QuotedProvisionBefore(ctx, t, lb);
          quoted.comps.size() >= 2 && WisLevel(quoted.comps[1]) == 1) {
        Parsed r = ParseWisList(ctx, t, le, quoted.code, quoted.comps[0] + quoted.comps[1], 2, false);
        if (!r.targets.empty()) {
          r.begin = lb;
          return r;
        }
      }
      q.targets.clear();
      q.unresolved = "\"par.\" needs an enclosing subsection";
    }
    return q;
  }
  if (Is(lead, "subd."sv) || Is(lead, "subds."sv) || Is(lead, "Subd."sv) ||
      Is(lead, "Subds."sv)) {
    if (!wis) return std::nullopt;
    auto base = SourcePrefix(ctx, 3);
    Parsed q = ParseWisList(ctx, t, le, doc_code_str, base.value_or(""), 3, false);
    if (q.targets.empty()) q = BareSubdivisions(t, le, doc_code_str, base.value_or(""));
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    if (!base || WisLevel(ctx.comps()[2]) != 2) {
      if (Quoted quoted = QuotedProvisionBefore(ctx, t, lb); quoted.comps.size() >= 3 &&
          WisLevel(quoted.comps[1]) == 1 && WisLevel(quoted.comps[2]) == 2) {
        Parsed r = ParseWisList(ctx, t, le, quoted.code, quoted.comps[0] + quoted.comps[1] + quoted.comps[2], 3,
                                false);
        if (!r.targets.empty()) {
          r.begin = lb;
          return r;
        }
      }
      q.targets.clear();
      q.unresolved = "\"subd.\" needs an enclosing paragraph";
    }
    return q;
  }
  bool container_word = Is(lead, "Chapter"sv) || Is(lead, "chapter"sv) ||
                        Is(lead, "subchapter"sv) || Is(lead, "Subchapter"sv) ||
                        Is(lead, "subchapters"sv) || Is(lead, "Subchapters"sv) ||
                        Is(lead, "part"sv) || Is(lead, "Part"sv) || Is(lead, "Subtitle"sv);
  if (Is(doc_code, "dc-code"sv) &&
      (Is(lead, "Article"sv) || Is(lead, "Articles"sv) || Is(lead, "article"sv) || Is(lead, "articles"sv)))
    return UccArticles(ctx, t, lb);
  if (Is(doc_code, "dc-code"sv) &&
      (container_word || Is(lead, "Chapters"sv) || Is(lead, "chapters"sv) || Is(lead, "Parts"sv) ||
       Is(lead, "parts"sv) ||
       Is(lead, "ch."sv) || Is(lead, "chs."sv) || Is(lead, "Ch."sv) || StartsWith(lead, "Article "sv) ||
       StartsWith(lead, "article "sv)))
    return ParseDcContainer(ctx, t, lb);
  if (municipal && StartsWith(lead, "Art"sv) && !StartsWith(lead, "Article"sv) && EndsWith(lead, "this chapter"sv))
    return ParseOrdinanceArticles(ctx, t, lb);
  // ("Art. 1317 of this part": only a codified ordinance's article, in
  // three or four figures; not a history note's "Ord. 12, Art. 1".)
  if (municipal && (Is(lead, "Art."sv) || Is(lead, "Arts."sv))) {
    size_t d = SkipSpace(t, le), e = d;
    while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
    if (e - d < 3 || e - d > 4) return std::nullopt;
    // (Nor a contents' entry opening its line, "Art. 730.Neighborhood
    // Improvement.")
    bool line_start = t.data() == ctx.source.text.data() ? ctx.source.LineStart(lb) == lb : lb == 0 || t[lb - 1] == '\n';
    if (line_start && e < t.size() && t[e] == '.') return std::nullopt;
    return ParseOrdinanceArticles(ctx, t, lb);
  }
  if ((lead[0] == 'A' || lead[0] == 'a') && EndsWith(lead, "this chapter"sv))
    return ArticlesOfThisChapter(ctx, lead, lb, le);
  if (Is(doc_code, "wa-rcw"sv) &&
      (Is(lead, "Article"sv) || Is(lead, "Articles"sv) || Is(lead, "article"sv) || Is(lead, "articles"sv)))
    return UccArticles(ctx, t, lb);
  if ((lead[0] == 'A' || lead[0] == 'a') && EndsWith(lead, " RCW"sv)) {
    static const RE2 kArticleOfRcwChapter(
        R"(^[Aa]rticle\s+(\d+)\s+of\s+chapter\s+(\d+[A-Z]?\.\d+[A-Z]?)\s+RCW$)", RE2::Quiet);
    std::string article, chapter;
    if (!RE2::FullMatch(lead, kArticleOfRcwChapter, &article, &chapter)) return std::nullopt;
    Parsed q;
    q.begin = lb;
    q.end = le;
    q.targets.emplace_back("wa-rcw", "ch." + chapter + "/art." + article);
    return q;
  }
  // "FAR Part 77", "Federal Aviation Regulation (FAR) 14, Parts 77, Parts
  // 91 and 105": the Federal Aviation Regulations, title 14 of the CFR,
  // by their parts (an airport's zoning; the lead holds the name).
  if ((StartsWith(lead, "FAR"sv) || StartsWith(lead, "F.A.R."sv) || StartsWith(lead, "Federal Aviation"sv)) &&
      (EndsWith(lead, "Part"sv) || EndsWith(lead, "Parts"sv) || EndsWith(lead, "part"sv) ||
       EndsWith(lead, "parts"sv))) {
    static const RE2 kFarParts(
        R"(^(\d{1,3}(?:\.\d{1,3})?)\b((?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(?:Parts?\s+)?\d{1,3}\b(?:\.\d)?)*))",
        RE2::Quiet);
    std::string first, more;
    size_t at = SkipSpace(t, le);
    re2::StringPiece sp(t.data() + at, std::min(t.size() - at, kWindow));
    // ("FAR Part 77.13": a section of the part.)
    if (!Consume(&sp, kFarParts, &first, &more) || more.find('.') != std::string::npos) return std::nullopt;
    Parsed q;
    q.begin = lb;
    q.end = PieceAt(t, sp);
    q.targets.emplace_back("cfr", "14/" + first);
    static const RE2 kNumber(R"((\d+))", RE2::Quiet);
    re2::StringPiece items(more.data(), more.size());
    for (std::string n; RE2::FindAndConsume(&items, kNumber, &n);) q.targets.emplace_back("cfr", "14/" + n);
    return q;
  }
  if ((Is(lead, "part"sv) || Is(lead, "Part"sv) || Is(lead, "parts"sv) || Is(lead, "Parts"sv)) &&
      ctx.ordinance())
    return PartsOfThisChapter(ctx, t, lb);
  if (Is(lead, "subchapter"sv) || Is(lead, "Subchapter"sv) || Is(lead, "subchapters"sv) ||
      Is(lead, "Subchapters"sv) || Is(lead, "part"sv) || Is(lead, "Part"sv) ||
      Is(lead, "parts"sv) || Is(lead, "Parts"sv) || Is(lead, "Subtitle"sv))
    return std::nullopt;
  bool chapter = Is(lead, "ch."sv) || Is(lead, "chs."sv) || Is(lead, "Ch."sv) ||
                 Is(lead, "Chs."sv) || Is(lead, "CH."sv) || Is(lead, "CHS."sv) || Is(lead, "Ch"sv) ||
                 StartsWith(lead, "chapter"sv) ||
                 StartsWith(lead, "Chapter"sv) || StartsWith(lead, "CHAPTER"sv);
  bool admin_lead = StartsWith(lead, "Wis."sv);
  // (Wisconsin's only: "DHS 2023" elsewhere is no rule.)
  bool bare_admin = wis && lead.size() <= 12 && IsAgencyLead(lead);
  // "chapter 15.04.030", "Ch. 1.08.010" in a code numbered title.chapter.
  // section: a number of three parts is a section of the code (its
  // chapter has two), as the text's word has it wrong.
  if (chapter && municipal)
    if (std::optional<Parsed> q = SectionAfterChapterWord(ctx, t, lb, le)) return q;
  // (The abbreviation too where the code is named after it: "Ch. VI of
  // this code".)
  static const RE2 kRomanOfThisCode(R"(^\s+[IVXL]+\s+of\s+this\s+[Cc]ode\b)", RE2::Quiet);
  if (chapter && ctx.other_state_ordinance &&
      (ascii::IsAlpha(static_cast<unsigned char>(lead.back())) ||
       ((Is(lead, "Ch."sv) || Is(lead, "ch."sv)) && RE2::PartialMatch(t.substr(le, 40), kRomanOfThisCode))))
    if (std::optional<Parsed> q = RomanChapters(ctx, t, lb, le)) return q;
  if (chapter || admin_lead || bare_admin)
    return ParseChapterOrAgency(ctx, t, lb, le, lead, chapter, admin_lead, bare_admin);
  if (StartsWith(lead, "Title "sv) && EndsWith(lead, "Code"sv) &&
      lead.find("Pa.") != std::string_view::npos)
    return ParsePaCode(ctx, t, lb, le);  // "Title 34, Pa. Code, Chapters 401-405"
  // A title of the federal codes named in words: "Title 16, Code of
  // Federal Regulations, Parts 1500 and 1507", "Title 42, United States
  // Code, Section 1983", "40 Code of Federal Regulations Part 403", "33
  // United States Code § 1251", "C.F.R. Title 49, parts 40, 235, 350 &
  // 355-399", "Title 44 of the Code of Federal Regulations, Chapter 1,
  // Part 65.12" (the title's chapter, which no key spells, between);
  // "Title 11, USC 1301", the name abbreviated.
  // ("title 49, Code of Federal Regulations, part 393": in small letters.)
  if (StartsWith(lead, "Title "sv) || (StartsWith(lead, "title "sv) && lead.find("CFR") != std::string_view::npos) ||
      (StartsWith(lead, "title "sv) && lead.find("C.F.R.") != std::string_view::npos) ||
      (StartsWith(lead, "title "sv) && (EndsWith(lead, "Regulations"sv) || EndsWith(lead, "States Code"sv))) ||
      (ascii::IsDigit(static_cast<unsigned char>(lead[0])) &&
       (EndsWith(lead, "Regulations"sv) || EndsWith(lead, "regulations"sv) ||
        EndsWith(lead, "States Code"sv))) ||
      (lead[0] == 'C' && (EndsWith(lead, "Title"sv) || EndsWith(lead, "title"sv))) ||
      StartsWith(lead, "United States Code"sv) || StartsWith(lead, "Code ("sv) ||
      StartsWith(lead, "Code(U"sv) || StartsWith(lead, "Code,"sv)) {
    // ("U.S. Code (U.S.C.) Title 42 § 4001", "U.S. Code, Title 11,
    // Section 104": the lead-in reads from "Code"; the name's first words
    // stand before it, or it is none of the U.S. Code's.)
    size_t named = lb;
    if (StartsWith(lead, "Code ("sv) || StartsWith(lead, "Code(U"sv) || StartsWith(lead, "Code,"sv)) {
      std::string_view b = TrimmedBefore(t, lb);
      size_t w = b.ends_with("U.S."sv) ? 4 : b.ends_with("U. S."sv) ? 5 : b.ends_with("United States"sv) ? 13 : 0;
      if (w == 0) return std::nullopt;
      named = b.size() - w;
    }
    static const RE2 kNamedTitle(
        R"(^(?:(\d+)\s+([Cc]ode\s+of\s+[Ff]ederal\s+[Rr]egulations|United\s+States\s+Code)|)"
        R"([Tt]itle\s+(\d+),?\s+(?:of\s+(?:the\s+)?)?(Code\s+of\s+Federal\s+Regulations|United\s+States\s+Code|CFR\b|C\.F\.R\.|U\.\s?S\.\s?C\.|USC\b)|)"
        R"((?:C\.?\s?F\.?\s?R\.?|Code\s+of\s+Federal\s+Regulations)(?:\s*\((?:CFR|C\.F\.R\.)\))?,?\s+[Tt]itle\s+(\d+)|)"
        R"((?:(?:United\s+States|U\.\s?S\.)\s+)?Code(?:\s*\((?:U\.\s?S\.\s?C\.|USC)\))?,?\s+[Tt]itle\s+(\d+))(?:\s*[(\[](?:U\.\s?S\.\s?C\.|USC|CFR|C\.F\.R\.)[)\]])?)"
        R"((?:,?\s*(?:19|20)\d\d\s+[Ee]dition)?(?:,?\s+[Cc]hapter\s+(?:[IVXLC]+|\d+)(?:,\s+(?:[A-Z][A-Za-z]+\s+){1,4}[A-Z][A-Za-z]+)?)?(?:,?\s+[Ss]ubchapter\s+[A-Z]\b)?)"
        R"((?:,?\s+(?:[Pp]arts?|[Ss]ections?|\x{00A7}{1,2}))?,?\s*)",
        RE2::Quiet);
    std::string_view r = t.substr(lb, 96);
    re2::StringPiece sp(r.data(), r.size());
    std::string t1, b1, t2, b2, t3, t4;
    // ("33 United States Code (U.S.C.) section 1251", "33 United States
    // Code 1251", "Code of Federal Regulations, Title 40, Part 403": the
    // abbreviation in parentheses or brackets, "33 United States Code
    // [U.S.C.] section 1251", the section's word left out; "Title 33
    // United States Code (U.S.C.), 1994 Edition 1342 (p)": the edition.)
    // ("United States Code, title 33, sections 1317, 1328, 1342, and
    // 1345": the name before its title; "U.S. Code (U.S.C.) Title 42 §
    // 4001", "Code of Federal Regulations (CFR), Title 44, Chapter I,
    // Subchapter B, Part 60": the initials between, the title's
    // subchapter, which no key spells, after its chapter; "Code of
    // Federal Regulations, Title 24, Chapter X, Federal Insurance
    // Administration, § 1910.3": the chapter's name.)
    if (!Consume(&sp, kNamedTitle, &t1, &b1, &t2, &b2, &t3, &t4) || sp.empty() ||
        !ascii::IsDigit(static_cast<unsigned char>(sp[0])))
      return std::nullopt;
    std::string title = !t1.empty() ? t1 : !t2.empty() ? t2 : !t3.empty() ? t3 : t4;
    std::string_view body = !b1.empty() ? b1 : b2;
    // ("44 code of federal regulations parts 59-78": in small letters.)
    std::string code = !t4.empty() ? "usc" : body.empty() || body[0] == 'C' || body[0] == 'c' ? "cfr" : "usc";
    Parsed q = ParsePlainList(ctx, t, PieceAt(t, sp), code, title + "/");
    if (q.targets.empty()) return std::nullopt;
    if (code == "cfr") {
      TakeHyphenRange(t, "cfr", title + "/", &q);
      // ("Code of Federal Regulations (CFR), Title 40, Part 261, Subpart
      // A 261.3": the part's section after its subpart, as after "40 CFR
      // Part 261".)
      TakePartSections(ctx, t, title + "/", &q);
      TakeMoreParts(ctx, t, title + "/", &q);
    }
    q.begin = named;
    return q;
  }
  if (StartsWith(lead, "Article"sv) || StartsWith(lead, "article"sv) || StartsWith(lead, "ARTICLE"sv))
    return ParseOrdinanceArticles(ctx, t, lb);
  if (municipal && (Is(lead, "Title"sv) || Is(lead, "title"sv) || Is(lead, "TITLE"sv) || Is(lead, "Titles"sv) ||
                    Is(lead, "titles"sv) || Is(lead, "TITLES"sv))) {
    // "Change 2, June 16, 2016 18-1 TITLE 18 WATER AND SEWERS 1 CHAPTER
    // 1. …": a title's heading, its name in capitals, where a page's copy
    // ran the headings into one line (as a chapter's, below); no
    // citation. (After a word, "AN ORDINANCE AMENDING TITLE 18 ZONING
    // REGULATIONS", it is read as any title is.)
    if (Is(lead, "TITLE"sv)) {
      static const RE2 kTitleHeading(R"(^TITLE\s+\d+[A-Z]?\.?\s+[A-Z]{3,},?\s+(?:AND\s+)?[A-Z]{3,}\b)", RE2::Quiet);
      if (HeadingInCapitalsAt(t, lb, kTitleHeading)) return std::nullopt;
    }
    return ParseOwnTitles(ctx, t, lb);
  }
  if (ctx.other_state_ordinance && ascii::IsUpper(static_cast<unsigned char>(lead[0])))
    if (std::string name; size_t n = UnkeyedStateLawName(t.substr(lb, 64), &name)) {
      // ("I.C. 321.1" in an Iowa ordinance is the Iowa Code.)
      if (!Is(ctx.spec.jurisdiction, "Iowa"sv) || !StartsWith(name, "I."))
        return ParseUnkeyedStateLaw(t, lb, lb + n, name);
      Parsed q = ParsePlainList(ctx, t, lb + n, "iowa-code", "");
      if (q.targets.empty()) return std::nullopt;
      q.begin = lb;
      return q;
    }
  // "Washington Administrative Code (WAC) 173-26-221", "Revised Code of
  // Washington 36.70A.040": the names written out.
  if (StartsWith(lead, "Washington"sv) || StartsWith(lead, "Revised Code of"sv)) {
    Parsed q = ParsePlainList(ctx, t, le, lead[0] == 'W' ? "wa-wac" : "wa-rcw", "");
    if (q.targets.empty() && lead[0] == 'R') {
      // "Revised Code of Washington 82.02, 58.17, and 43.21C": chapters.
      for (const std::string& c : RcwChaptersAt(t, le, &q.end))
        q.targets.emplace_back("wa-rcw", "ch." + c);
    }
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    return q;
  }
  // "CGS 7-340 (a)", "C.G.S. 8-2", "CGSA 22a-36": Connecticut's General
  // Statutes by their initials.
  // (Only the other states' ordinances' lead-ins hold them; "Chapter",
  // "Ch." and "CFR" are not looked at letter by letter.)
  // (And "G.S. 7-148(c)(8)" in a Connecticut town's code, where the
  // General Statutes are Connecticut's: North Carolina's are "G.S." too.)
  if (ctx.other_state_ordinance && lead.size() >= 3 && lead.size() <= 12 &&
      ((lead[0] == 'C' && (lead[1] == 'G' || lead[1] == '.')) ||
       (lead[0] == 'G' && Is(ctx.spec.jurisdiction, "Connecticut"sv)))) {
    std::string letters;
    for (char c : lead)
      if (ascii::IsAlpha(static_cast<unsigned char>(c))) letters += c;
    if (Is(letters, "CGS"sv) || Is(letters, "CGSA"sv) || (Is(letters, "GS"sv) && lead[0] == 'G')) {
      Parsed q = ParsePlainList(ctx, t, SkipSpace(t, le), "ct-gs", "");
      if (q.targets.empty()) return std::nullopt;
      q.begin = lb;
      return q;
    }
  }
  // ("RCW * 74.14B.060": the reviser's mark for a note, between.)
  if (StartsWith(lead, "RCW"sv) && lead.size() > 3 &&
      lead.find_first_not_of("* \n", 3) == std::string_view::npos)
    lead = "RCW"sv;
  if (Is(lead, "RCW"sv) || Is(lead, "WAC"sv)) {
    // "RCW 90.58.030(2)(b)", "RCW 28A.175.100 through 28A.175.110",
    // "WAC 173-26-221(2)(c)".
    const char* code = Is(lead, "RCW"sv) ? "wa-rcw" : "wa-wac";
    Parsed q = ParsePlainList(ctx, t, le, code, "");
    if (q.targets.empty()) {
      // "RCW 36.70A et seq.": a chapter, and the sections after it; "RCW
      // 36.70A" alone, a chapter (the RCW's sections have three parts),
      // and "RCW 35.21, 35.22" each.
      size_t end = le;
      std::vector<std::string> chapters = Is(lead, "RCW"sv) ? RcwChaptersAt(t, le, &end)
                                                           : std::vector<std::string>();
      if (chapters.empty()) return std::nullopt;
      for (const std::string& c : chapters) q.targets.emplace_back(code, "ch." + c);
      q.end = end;
    }
    // "RCW 35.22.280(35); 35.21.163 and 35.21.165": a list set off by a
    // semicolon, of numbers of the same shape.
    while (t.substr(q.end).starts_with("; "sv) &&
           ReadSectionNumberOf(code, t, q.end + 2) > 0) {
      Parsed more = ParsePlainList(ctx, t, q.end + 2, code, "");
      if (more.targets.empty()) break;
      q.targets.insert(q.targets.end(), more.targets.begin(), more.targets.end());
      q.end = more.end;
    }
    q.begin = lb;
    return q;
  }
  if (EndsWith(lead, "Code"sv) &&
      (lead.find("Pa.") != std::string_view::npos || lead.find("PA") != std::string_view::npos ||
       lead.find("Pennsylvania") != std::string_view::npos))
    return ParsePaCode(ctx, t, lb, le);
  if (StartsWith(lead, "Iowa Code"sv) || StartsWith(lead, "Code of Iowa"sv)) return ParseIowaCodeList(t, lb, le);
  if (lead.find("IAC") != std::string_view::npos ||
      StartsWith(lead, "Iowa Administrat"sv)) {
    std::optional<Parsed> q = ParseIowaRules(t, lb);
    // ("327 IAC 15-6" in an Indiana code, "35 IAC 302" in an Illinois
    // one: that state's administrative code, which has no key.)
    std::string_view state = ctx.spec.jurisdiction;
    // (In Wisconsin's texts, whose scan reads "657 IAC 2.9" only for a
    // rule's comparison with the adjacent states: Iowa's, a rule numbered
    // chapter.rule; Indiana's "327 IAC 15-6" has a hyphen.)
    bool iowa = ctx.wisconsin && q && (q->end >= t.size() || t[q->end] != '-');
    if (q && !StartsWith(lead, "Iowa"sv) && !state.empty() && !Is(state, "Iowa"sv) && !iowa) {
      q->targets.clear();
      while (q->end + 1 < t.size() && t[q->end] == '-' &&
             ascii::IsDigit(static_cast<unsigned char>(t[q->end + 1]))) {
        ++q->end;  // (Indiana numbers title, article, rule, section: "15-2-2")
        while (q->end < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[q->end]))) ++q->end;
      }
      q->unresolved = ctx.wisconsin ? std::string("a rule of another state's administrative code (keys.md has no code for it)")
                                    : "a rule of " + std::string(state) +
                                          "'s administrative code (keys.md has no code for it)";
    }
    return q;
  }
  // "the following sections of the Code of the City:16-401, 16-402, …":
  // the code's own, listed after the colon.
  if (ctx.ordinance() && lead.size() > 20 &&
      lead.substr(1).starts_with("ections of "sv) && lead.find(':') != std::string_view::npos) {
    size_t from = lb + lead.find(':') + 1;
    Parsed q = ParsePlainList(ctx, t, from, doc_code_str, "");
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    return q;
  }
  // "Gem County Code 5-2-3", "GEM COUNTY CODE 1-4-1", "City Code
  // 10-3-5": the ordinance's own code, named for its government (where the
  // manifest's title names the place, or none stands before); not another
  // government's, "Brown County Code 5-2-3" in a village's, nor an edition,
  // "(City Code 1965, § 20-2)".
  auto government_code = [&] {
    for (std::string_view g : {"County"sv, "City"sv, "Town"sv, "Village"sv, "Township"sv, "Borough"sv,
                               "COUNTY"sv, "CITY"sv, "TOWN"sv, "VILLAGE"sv, "TOWNSHIP"sv, "BOROUGH"sv})
      if (lead.starts_with(g) && lead.size() > g.size() && ascii::IsSpace(static_cast<unsigned char>(lead[g.size()])))
        return lead.ends_with("Code"sv) || lead.ends_with("CODE"sv);
    return false;
  };
  if (ctx.ordinance() && government_code()) {
    size_t n = SkipSpace(t, le), d = n;
    while (d < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
    bool year = d - n == 4 && (t.substr(n, 2) == "19"sv || t.substr(n, 2) == "20"sv) &&
                (d == t.size() || (t[d] != '-' && t[d] != '.'));
    std::string name(LastToken(TrimmedBefore(t, lb)));
    bool named = !name.empty() && ascii::IsUpper(static_cast<unsigned char>(name[0]));
    auto in_title = [&](const std::string& word) {
      // (The title's spelling, any case: "Gem County, Idaho" for "GEM
      // COUNTY CODE".)
      auto lower = [](std::string_view w) {
        std::string out(w);
        ToLower(&out);
        return out;
      };
      std::string_view government = lead.substr(0, lead.find_first_of(" \t\n"));
      // (Or "City of Littleton, Colo." for "Littleton City Code".)
      std::string title = lower(ctx.spec.title);
      return title.find(lower(word) + " " + lower(government)) != std::string::npos ||
             title.find(lower(government) + " of " + lower(word)) != std::string::npos;
    };
    static constexpr std::string_view kNoName[] = {"See", "SEE", "The", "THE", "At", "AT", "Per",
                                                   "PER", "Under", "UNDER", "And", "AND", "Of", "OF"};
    if (year || (named && std::find(std::begin(kNoName), std::end(kNoName), name) == std::end(kNoName) &&
                 !in_title(name)))
      return std::nullopt;
    Parsed q = ParsePlainList(ctx, t, n, doc_code_str, "");
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    return q;
  }
  // "TRAF. Art. 531", "S.U. & P.S. Art. 905 and 909": an article of a
  // part of the codified ordinances, as Pennsylvania's codes of Ohio's
  // kind number them.
  if (ctx.other_state_ordinance && lead.ends_with(" Art."sv) &&
      IsOhioPartAbbreviation(Trim(lead.substr(0, lead.size() - 5)))) {
    static const RE2 kArticles(R"(^\s*(\d{2,4})\b((?:(?:,\s*|\s+and\s+|\s+or\s+)\d{2,4}\b)*))", RE2::Quiet);
    std::string_view r = t.substr(le, 80);
    re2::StringPiece sp(r.data(), r.size());
    std::string first, more;
    if (!Consume(&sp, kArticles, &first, &more)) return std::nullopt;
    Parsed q;
    q.begin = lb;
    q.end = PieceAt(t, sp);
    q.targets.emplace_back(doc_code_str, "art." + first);
    for (size_t d = more.find_first_of("0123456789"); d != std::string::npos;
         d = more.find_first_of("0123456789", d)) {
      size_t e = std::min(more.find_first_not_of("0123456789", d), more.size());
      q.targets.emplace_back(doc_code_str, "art." + more.substr(d, e - d));
      d = e;
    }
    return q;
  }
  // "SMC 23.60A.150", "BMC 20.12.010(B)", "WCC 17.16.020", "FWRC
  // 13.10.020", "K.C.C. 1.05.040": the ordinance's own code, by its
  // abbreviation; "Municipal Code 62-70".
  // (Not the Federal Communications Commission's orders, "FCC 14-153".)
  if (ctx.ordinance() && !Is(lead, "FCC"sv) &&
      ((((lead.size() <= 4 && (EndsWith(lead, "MC"sv) || EndsWith(lead, "CC"sv))) ||
         // ("FWRC 19.05.330": a city's revised code; not "IRC".)
         (lead.size() == 4 && EndsWith(lead, "RC"sv)) ||
         (lead.size() <= 8 && (EndsWith(lead, "M.C."sv) || EndsWith(lead, "C.C."sv))) ||
         (lead.size() <= 3 && lead.back() == 'C' && ThreePartNumberAt(t, le)) ||
         // ("FNSBC 3.20.010": a borough's code; not "IBC 1612".)
         (lead.size() >= 4 && EndsWith(lead, "BC"sv) && ThreePartNumberAt(t, SkipSpace(t, le)))) &&
        ctx.other_state_ordinance) ||
       StartsWith(lead, "Municipal"sv) || StartsWith(lead, "municipal"sv) ||
       (ctx.other_state_ordinance && IsOhioPartAbbreviation(lead)))) {
    Parsed q = ParsePlainList(ctx, t, le, doc_code_str, "");
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    // ("MCC 8.90.005—8.90.260" in Wood Village's code: the county's, its
    // initial no word of the code's name; another code, which no key
    // spells.)
    if (ctx.other_state_ordinance && ascii::IsUpper(static_cast<unsigned char>(lead[0])) &&
        !StartsWith(lead, "Municipal"sv) && !IsOhioPartAbbreviation(lead) &&
        (EndsWith(lead, "C"sv) || EndsWith(lead, "C."sv))) {
      char initial = static_cast<char>(std::tolower(static_cast<unsigned char>(lead[0])));
      bool named = !doc_code_str.empty() && doc_code_str[0] == initial;
      std::string_view title = ctx.spec.title;
      for (size_t k = 0; !named && k < title.size(); ++k)
        named = (k == 0 || !ascii::IsAlnum(static_cast<unsigned char>(title[k - 1]))) &&
                std::tolower(static_cast<unsigned char>(title[k])) == initial &&
                ascii::IsUpper(static_cast<unsigned char>(title[k]));
      // (Only where the title names the place: a manifest's bare title
      // says nothing of the code's name.)
      bool place_named = false;
      for (std::string_view w : {"City of "sv, "Town of "sv, "Village of "sv, "County"sv, "Borough"sv, "Township"sv,
                                 "Parish"sv})
        place_named = place_named || title.find(w) != std::string_view::npos;
      if (!named && place_named) {
        q.targets.clear();
        q.unresolved = "a section of another code, named by its initials";
        return q;
      }
    }
    // ("chapter HCC 21.41 is hereby added": the word before names a
    // chapter.)
    std::string_view before = TrimmedBefore(t, lb);
    if (std::string_view word = LastToken(before); Is(word, "chapter"sv) || Is(word, "Chapter"sv)) {
      for (Key& k : q.targets)
        if (k.path().find('(') == std::string::npos && !k.path().starts_with("ch.")) k = Key(doc_code, "ch." + k.path());
      q.begin = before.size() - word.size();
      return q;
    }
    // "SCC 30.43C" in a code whose sections are title.chapter.section
    // ("30.71.020"): a chapter, its number one part short. (So are a
    // Washington city's or county's, as the RCW's: "KMC 9.48 and 9.44",
    // "WWCC 16.80" where no section of the code stands around it.)
    auto dots = [](std::string_view s) { return std::count(s.begin(), s.end(), '.'); };
    const std::optional<Key>& sec = SourceSection(ctx);
    if ((sec && sec->code() == doc_code && dots(sec->path().substr(0, sec->path().find('('))) == 2) ||
        (Is(ctx.spec.jurisdiction, "Washington"sv) && !StartsWith(lead, "Municipal"sv) &&
         !StartsWith(lead, "municipal"sv) && !(sec && sec->code() == doc_code)))
      for (Key& k : q.targets)
        if (dots(k.path()) == 1 && k.path().find('(') == std::string::npos)
          k = Key(doc_code, "ch." + k.path());
    return q;
  }
  // (An Iowa city's code numbers its subsections as the Code does:
  // "signs shall be erected as per subsection 5 below".)
  bool iowa_ordinance = ctx.other_state_ordinance && Is(ctx.spec.jurisdiction, "Iowa"sv);
  if ((Is(doc_code, "iowa-code"sv) || iowa_ordinance) &&
      (Is(lead, "subsection"sv) || Is(lead, "Subsection"sv) || Is(lead, "subsections"sv) ||
       Is(lead, "Subsections"sv)) &&
      (!iowa_ordinance || (le + 1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[le + 1]))))) {
    // (A city's "subsection 50.02(9)" names its section: read below.)
    std::optional<Parsed> q = ParseIowaSubsections(ctx, t, lb, le);
    if (q || !iowa_ordinance) return q;
  }
  // "Subsection 2 below", "subsection 3 of this section": a numbered
  // subsection of the source's section, as Pennsylvania's and New York's
  // codes number some ("1.", "2."), keyed as their "§ 14-402, Subsection
  // 1A" is, 14-402(1)(A).
  // ("paragraphs 1, 2, 3, 4, 5, 6, 7, 9 or 10 of this section": a
  // Georgia code's word for its numbered levels, a list of them.)
  // (The lead is then the whole reference.)
  bool paragraph_word = (StartsWith(lead, "paragraph"sv) || StartsWith(lead, "Paragraph"sv)) &&
                        (EndsWith(lead, "ection"sv) || EndsWith(lead, "above"sv) || EndsWith(lead, "below"sv));
  size_t word_end = paragraph_word ? lb + (lead[9] == 's' ? 10 : 9) : le;
  // (An Iowa city's "Paragraph 1 above" too: its subsection, as the
  // Code of Iowa's numbered ones are keyed.)
  if ((Is(lead, "Subsection"sv) || Is(lead, "subsection"sv) || paragraph_word) && ctx.other_state_ordinance &&
      (!iowa_ordinance || paragraph_word) && word_end + 1 < t.size() && t[word_end] == ' ' &&
      ascii::IsDigit(static_cast<unsigned char>(t[word_end + 1]))) {
    static const RE2 kNumbered(
        R"(^\s+(\d{1,2}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d{1,2})*)(?:\s+of\s+this\s+[Ss]ection|\s+(?:above|below))\b)",
        RE2::Quiet);
    std::string_view r = t.substr(word_end, 120);
    re2::StringPiece sp(r.data(), r.size());
    std::string numbers;
    if (Consume(&sp, kNumbered, &numbers)) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      const std::optional<Key>& section = SourceSection(ctx);
      if (!section) {
        q.unresolved = kNoSectionNamed;
        return q;
      }
      static const RE2 kNumber(R"((\d{1,2}))", RE2::Quiet);
      re2::StringPiece np(numbers.data(), numbers.size());
      std::string number;
      while (RE2::FindAndConsume(&np, kNumber, &number))
        q.targets.emplace_back(section->code(), section->path() + "(" + number + ")");
      return q;
    }
  }
  // ("Paragraph D1 of this Section": a code that calls its lettered
  // levels' items paragraphs; a list of them, the Georgia model erosion
  // ordinance's "paragraphs A, B, C, D, E, F, G, I or J of this section".)
  static const RE2 kParagraphOfThisSection(
      R"(^ [A-Z]\d{0,2}(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)[A-Z]\d{0,2})*\s+of\s+this\s+[Ss]ection\b)",
      RE2::Quiet);
  bool lettered_paragraph = (Is(lead, "Paragraph"sv) || Is(lead, "paragraph"sv) || paragraph_word) &&
                            ctx.other_state_ordinance &&
                            RE2::PartialMatch(re2::StringPiece(t.data() + word_end, std::min<size_t>(t.size() - word_end, 96)),
                                              kParagraphOfThisSection);
  if ((Is(lead, "Subsection"sv) || Is(lead, "subsection"sv) || Is(lead, "Subsections"sv) ||
       Is(lead, "subsections"sv) || lettered_paragraph) &&
      word_end < t.size() && t[word_end] == ' ' && word_end + 1 < t.size() &&
      ascii::IsUpper(static_cast<unsigned char>(t[word_end + 1])) &&
      ((ctx.wisconsin && !wis_code) || ctx.other_state_ordinance))
    return ParseLetteredSubsection(ctx, t, lb, word_end);
  // ("paragraph\n\n“d”": the quote may stand lines below the word.)
  if (Is(doc_code, "iowa-code"sv) &&
      (StartsWith(lead, "paragraph"sv) || StartsWith(lead, "Paragraph"sv)) &&
      EndsWith(lead, "\xE2\x80\x9C"sv))
    return ParseIowaLowerLevel(ctx, t, lb, lb + 9, false);  // after "paragraph"
  if (Is(doc_code, "iowa-code"sv) && (Is(lead, "subparagraph"sv) || Is(lead, "Subparagraph"sv) ||
                                   Is(lead, "subparagraphs"sv) || Is(lead, "Subparagraphs"sv)))
    return ParseIowaLowerLevel(ctx, t, lb, le, true);
  if (StartsWith(lead, "section"sv) || StartsWith(lead, "Section"sv) ||
      StartsWith(lead, "SECTION"sv) || StartsWith(lead, "SEC."sv) || StartsWith(lead, "SECS."sv) ||
      StartsWith(lead, "Sec."sv) || StartsWith(lead, "Secs."sv) ||
      StartsWith(lead, "sec."sv) || StartsWith(lead, "secs."sv) || Is(lead, "Sec"sv) ||
      Is(lead, "sec"sv))
    return ParseSectionWord(ctx, t, lb, le, lead);
  // "Division 10-20.80, Procedures for Appeals": a group of sections
  // numbered as a section, the code's own.
  if (municipal && (Is(lead, "Division"sv) || Is(lead, "Divisions"sv)) && le < t.size() &&
      ascii::IsDigit(static_cast<unsigned char>(t[SkipSpace(t, le)])))
    return ParseSectionWord(ctx, t, lb, le, lead);
  // "division (1) below": American Legal's word for a level of a
  // municipal code (Iowa's "subparagraph division (a)" is read above).
  bool division = (StartsWith(lead, "division"sv) || StartsWith(lead, "Division"sv)) && municipal;
  bool item = municipal && (StartsWith(lead, "item"sv) || StartsWith(lead, "Item"sv) || StartsWith(lead, "ITEM"sv));
  bool level_word = division || item || (municipal && Is(lead, "subs"sv)) ||
                    StartsWith(lead, "subsection"sv) ||
                    StartsWith(lead, "Subsection"sv) ||
                    StartsWith(lead, "paragraph"sv) ||
                    StartsWith(lead, "subparagraph"sv) ||
                    StartsWith(lead, "Paragraph"sv) ||
                    StartsWith(lead, "Subparagraph"sv) ||
                    StartsWith(lead, "subdivision"sv) ||
                    StartsWith(lead, "Subdivision"sv) ||
                    StartsWith(lead, "clause"sv) || StartsWith(lead, "Clause"sv) ||
                    StartsWith(lead, "subclause"sv) || StartsWith(lead, "Subclause"sv);
  if (level_word && !Is(doc_code, "wis-stat"sv) && !Is(doc_code, "wis-adm"sv))
    return ParseLevelReference(ctx, t, lb, le);
  return std::nullopt;
}

}  // namespace lexgraph::cite
