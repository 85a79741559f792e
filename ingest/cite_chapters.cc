// Chapters, and the Administrative Code's rules by their agency: "ch.
// 30", "chs. 30 and 31", "Chapter 6, article III", "ch. NR 115", "Wis.
// Admin. Code § NR 115.05", "chapter 36.70A RCW", "Chapter 19.145 FWRC,
// Article I" (ParseChapterOrAgency, which ParseAt calls for those
// lead words).
#include "ingest/citation_parse.h"

#include <re2/re2.h>

#include <algorithm>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <optional>
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

bool ArticleSectionAfterPoint(std::string_view path) {
  static const RE2 kNumber(R"(\d{1,3}-\d{1,2}\.\d{3,4}(?:$|[^0-9].*))", RE2::Quiet);
  return RE2::FullMatch(re2::StringPiece(path.data(), path.size()), kNumber);
}

using namespace std::string_view_literals;

namespace {

// The chapter `number` of the title of `path`, a section of a code
// numbered title.chapter.section ("15.6.9.1", "16.04.010"): "15.10",
// "16.08", its digits as many as the code writes a chapter's.
std::string DottedChapterOfTitle(std::string_view path, const std::string& number) {
  size_t e1 = path.find('.'), e2 = path.find('.', e1 + 1);
  std::string_view chapter = path.substr(e1 + 1, e2 - e1 - 1);
  // (California's codes write a chapter with two digits and a section
  // with three, "14.32.010": chapter 8 is 14.08.)
  size_t e3 = path.find('.', e2 + 1);
  bool two_digits = e3 == std::string_view::npos && path.size() - e2 - 1 == 3 && chapter.size() == 2;
  std::string padded = number;
  if (!chapter.empty() && (chapter[0] == '0' || two_digits) && padded.size() < chapter.size())
    padded.insert(0, chapter.size() - padded.size(), '0');
  return std::string(path.substr(0, e1)) + "." + padded;
}

// Whether t names a section whose number starts with `prefix` ("16-7-"
// of "Section 16-7-2"): the prefix at a word's start, a digit after it.
bool NamesSectionOf(std::string_view t, const std::string& prefix) {
  for (size_t f = t.find(prefix); f != std::string_view::npos; f = t.find(prefix, f + 1))
    if ((f == 0 || !ascii::IsAlnum(static_cast<unsigned char>(t[f - 1]))) && f + prefix.size() < t.size() &&
        ascii::IsDigit(static_cast<unsigned char>(t[f + prefix.size()])))
      return true;
  return false;
}

// The title of the section the source stands in, where `code` numbers
// it title-chapter-section ("3" of 3-2-1); empty otherwise.
std::string_view TitleOfSourceSection(const Context& ctx, std::string_view code) {
  const std::optional<Key>& own = ctx.section();
  if (!own || own->code() != code) return {};
  std::string_view path = own->path();
  size_t d1 = path.find('-');
  if (d1 == std::string_view::npos || d1 == 0) return {};
  // (Or title-chapter.article-and-section, as California's counties
  // number them: "8-4.501" is title 8, chapter 4, article 5, section 1.)
  if (path.find('-', d1 + 1) == std::string_view::npos && !ArticleSectionAfterPoint(path)) return {};
  std::string_view title = path.substr(0, d1);
  // (A title inserted later has a letter: "5A" of 5A-5-9-5.)
  std::string_view digits = title;
  if (digits.size() > 1 && ascii::IsUpper(static_cast<unsigned char>(digits.back()))) digits.remove_suffix(1);
  return std::all_of(digits.begin(), digits.end(), ::isdigit) ? title : std::string_view();
}

// Whether the document of ctx's source numbers its sections from
// `prefix` ("3-7-" of "§ 3-7-1"), by its provisions' keys or by a
// section the text near the source names (its provision and the 32 on
// either side: a long code is not read through for every chapter).
bool DocumentNumbersSo(const Context& ctx, const std::string& prefix) {
  for (int32_t id : ctx.corpus.documents[ctx.source.doc].provisions) {
    const Key& key = ctx.corpus.provisions[id].key;
    if (key.code() == ctx.spec.code && key.path().starts_with(prefix)) return true;
  }
  for (int32_t id : ProvisionsNear(ctx, 32))
    if (NamesSectionOf(ctx.corpus.provisions[id].text, prefix)) return true;
  return NamesSectionOf(ctx.source.text, prefix);
}

// Whether the document of ctx's source numbers its own sections
// title.chapter.section ("12.12.030", "9.04.010"), by its provisions'
// keys or by a section the text near the source names, and never
// "12-12-030" (nor "9-2A-7", an article's letter after the chapter).
bool DocumentNumbersDotted(const Context& ctx) {
  static const RE2 kDotted(R"((?:^|[^\w.])\d{1,3}\.\d{1,3}\.\d{2,4}(?:[^\w.]|$))", RE2::Quiet);
  static const RE2 kDashed(R"((?:^|[^\w.-])\d{1,3}-\d{1,3}(?:[A-Z]\d?)?-\d{1,4}(?:[^\w.-]|$))", RE2::Quiet);
  bool dotted = false;
  for (int32_t id : ProvisionsNear(ctx, 32)) {
    const Provision& q = ctx.corpus.provisions[id];
    // (Nor where the code's own sections near it are so numbered, "10-10-7"
    // a section's key, whatever the NFIP's "60.3" or a rule's numbers.)
    std::string_view key = q.key.path();
    if (q.key.code() == ctx.spec.code && !key.empty() && ascii::IsDigit(static_cast<unsigned char>(key[0])) &&
        std::count(key.begin(), key.end(), '-') >= 2 && key.find('/') == std::string_view::npos)
      return false;
    re2::StringPiece text(q.text.data(), q.text.size());
    if (RE2::PartialMatch(text, kDashed)) return false;
    dotted = dotted || (q.key.code() == ctx.spec.code && std::count(q.key.path().begin(), q.key.path().end(), '.') >= 2) ||
             RE2::PartialMatch(text, kDotted);
  }
  return dotted;
}

}  // namespace

// A municipal code's own titles: "Title 9 of the Firestone Municipal
// Code", "Titles 18 and 22 of the Deschutes County Code", "Title 17 of
// this code", "BMC Title 20", "TITLE 17 MMC", `titles 7, "Building
// Regulations", 9, … of this Code`; bare ("Title 10 (Vehicles and
// Traffic)", "Titles 5, 6, 8, 15, 16 and 18") in a code numbered through
// its titles. `title.N`, as the code's tree keys them. Not another body's
// ("Title 21 of the Delaware Code", "Idaho Code Title 67", "RCW Title
// 69", "Title 15.1 of the Code of Virginia"), nor a title on the way to
// its chapter or section ("Title 17, Chapter 4", read from the chapter).
std::optional<Parsed> ParseOwnTitles(const Context& ctx, std::string_view t, size_t lb) {
  // A code's name that makes it a place's own ("Municipal Code", "County
  // Code", "Development Code"), before or after the title.
  static constexpr char kOwnCodeName[] =
      R"((?i:municipal|city|county|town|village|borough|township|parish|general|development|zoning)\s+(?i:code))";
  static const RE2 kFirst(R"(^(?:[Tt]itles?|TITLES?)[ \t]+(\d{1,3}[A-Z]?)\b)", RE2::Quiet);
  // (Each title's name after it: in parentheses, or quoted.)
  static const RE2 kName(
      R"(^(?:[ \t]*\([A-Z][^()\n]{0,58}\)|,?[ \t]*["\x{201C}][A-Z][^"\x{201C}\x{201D}\n]{0,58}["\x{201D}]))",
      RE2::Quiet);
  static const RE2 kNext(
      R"(^(?:,[ \t]*(?:and[ \t]+|or[ \t]+|&[ \t]*)?|[ \t]+(?:and|or|AND|OR|&)[ \t]+)(?:[Tt]itles?[ \t]+|TITLES?[ \t]+)?(\d{1,3}[A-Z]?)\b)",
      RE2::Quiet);
  static const RE2 kThrough(R"(^[ \t]+(?:through|to|thru|THROUGH|TO)[ \t]+(\d{1,3})\b)", RE2::Quiet);
  // (The way down to a part of it, or the federal titles' names.)
  static const RE2 kPathOn(
      R"(^,?\s*(?:[Cc]hapters?\b|CHAPTERS?\b|[Cc]hs?\.|CHS?\.|[Ss]ections?\b|SECTIONS?\b|[Ss]ecs?\.|SECS?\.|\x{00A7}|[Pp]arts?\b|PARTS?\b|[Aa]rticles?\b|ARTICLES?\b|[Ss]ubtitle|SUBTITLE|[Dd]ivision|DIVISION|[Ss]ubchapter|SUBCHAPTER|(?:of\s+(?:the\s+)?)?(?:United\s+States\s+Code|U\.\s?S\.\s?C|USC\b|CFR\b|C\.\s?F\.\s?R|Code\s+of\s+Federal)))",
      RE2::Quiet);
  // ("Title 9, Public Peace, Morals and Welfare, of the Firestone
  // Municipal Code": a name of words and commas before "of".)
  // (Or in quotes after "entitled": "Title 8, entitled "TRAFFIC," of this
  // code".)
  static const RE2 kCommaName(
      R"(^(?:,[ \t]+[A-Z][A-Za-z'-]*(?:,?[ \t]+(?:and|of|&|[A-Z][A-Za-z'-]*))*,|,?\s+(?:entitled|titled)\s+["\x{201C}][^"\x{201C}\x{201D}\n]{1,60}["\x{201D}]|,?\s+(?:entitled|titled)\s+["\x{201C}][^"\x{201C}\x{201D}\n]{1,60},["\x{201D}]))",
      RE2::Quiet);
  static const RE2 kOf(R"(^,?\s+(?:of|OF|in|IN)\s+)", RE2::Quiet);
  // ("Title 16 of this Municipal\ncode".)
  static const RE2 kThisCode(R"(^(?:this|THIS|said|SAID)\s+(?:(?:[Mm]unicipal|MUNICIPAL|[Cc]ity|CITY)\s+)?(?:[Cc]ode|CODE)\b)",
                             RE2::Quiet);
  // ("the Nye County Code", "THE PETALUMA MUNICIPAL CODE", "the City of
  // Watsonville Municipal Code", "the Code of Ordinances", "the NBMC".)
  static const RE2 kTheOwnCode(
      std::string(R"(^(?:the|THE)\s+(?:[A-Z][A-Za-z.'-]*\s+(?:(?:of|OF)\s+)?){0,5}?(?:)") + kOwnCodeName +
          R"(\b|(?i:code\s+of\s+ordinances)\b|(?i:revised\s+ordinances)\b|[A-Z]{1,4}MC\b))",
      RE2::Quiet);
  static const RE2 kTheCode(R"(^(?:the|THE)\s+(?:Code|CODE)\b(\s+(?:of|OF)\s+[A-Za-z]+)?)", RE2::Quiet);
  // (Or a county code's initials, "Title 17 HCC": the Humboldt County
  // Code's.)
  static const RE2 kOwnAfter(R"(^[ \t]+(?:[A-Z]{1,4}MC|[A-TV-Z][A-Z]?CC)\b)", RE2::Quiet);
  // (The name before is the citation's: "BMC Title 20", "Grays Harbor
  // County Code Title 18".)
  static const RE2 kOwnBefore(
      std::string(R"(((?:\b[A-Z][A-Za-z.'-]*\s+){0,3}?(?:\b[A-Z]{1,4}MC|)") + kOwnCodeName +
          R"(|(?i:code\s+of\s+ordinances)))[ \t]*([,(]?)[ \t]*$)",
      RE2::Quiet);
  // (Another body's name or abbreviation right before: "Idaho Code Title
  // 67", "RCW Title 28A", "C.F.R. Title 44", "Land Use Article, Title 4".)
  // (Or its volume between: "State Code Annotated, Volume 6, Title 8".)
  static const RE2 kOtherBefore(
      R"((?:\b(?:Code|CODE|Statutes?|STATUTES?|Stats?\.|Regulations|REGULATIONS|Annotated|ANNOTATED|Article|ARTICLE|Section|SECTION|Act|ACT|Laws?|LAWS?|RCW|UCA|MCA|NRS|ORS|CRS|KSA|OCGA|RSMo|NMSA|TCA|SDCL|NDCC|ILCS|MGL|WAC|CFR|USC|NYCRR|CCR|OAR|IAC|ARM)|(?:\b[A-Z]\.){2,5})(?:,?[ \t]*(?:Volume|Vol\.)[ \t]+\d+[A-Z]?)?[ \t]*,?[ \t]*$)",
      RE2::Quiet);
  std::string_view r = t.substr(lb, 400);
  re2::StringPiece sp(r.data(), r.size());
  std::string number;
  if (!Consume(&sp, kFirst, &number)) return std::nullopt;
  // ("Title 15.1", "Title 11-C", "Title 18.06": another numbering.)
  auto ends_number = [](const re2::StringPiece& rest) {
    return rest.empty() ||
           !(rest[0] == '-' || ((rest[0] == '.' || rest[0] == ':') && rest.size() > 1 &&
                                ascii::IsDigit(static_cast<unsigned char>(rest[1]))));
  };
  // ("Title 15.36 of the Castle Rock Municipal Code", "Nye County Code
  // Title 16.28", "Title 15.36.210B": a code numbered title.chapter.section
  // whose chapter or section the text calls a title; its chapter's part of
  // two figures, not a state's title with a point, "Title 15.1".)
  std::string dotted;
  if (!ends_number(sp)) {
    static const RE2 kDotted(R"(^\.(\d{2})(\.\d{3}[A-Z]?)?\b)", RE2::Quiet);
    std::string chapter, section;
    if (!Consume(&sp, kDotted, &chapter, &section) || !ends_number(sp)) return std::nullopt;
    dotted = section.empty() ? "ch." + number + "." + chapter : number + "." + chapter + section;
  }
  std::vector<std::string> numbers{number};
  std::vector<std::pair<std::string, std::string>> ranges;
  Consume(&sp, kName);
  for (; dotted.empty();) {
    re2::StringPiece probe = sp;
    std::string next;
    if (Consume(&probe, kThrough, &next) && ends_number(probe)) {
      ranges.emplace_back(numbers.back(), next);
    } else if (probe = sp; !Consume(&probe, kNext, &next) || !ends_number(probe)) {
      break;
    }
    numbers.push_back(next);
    sp = probe;
    Consume(&sp, kName);
  }
  if (RE2::PartialMatch(sp, kPathOn)) return std::nullopt;
  // (A title's heading, alone on its line or with its name in capitals,
  // "TITLE 18 WATER AND SEWERS": no citation; not a caption's "TITLE 17
  // OF THE ESTES PARK MUNICIPAL CODE".)
  // (The reader joins a provision's lines with a space: text_lines says
  // where each starts.)
  const auto& lines = ctx.source.text_lines;
  auto line = std::lower_bound(lines.begin(), lines.end(), lb,
                               [](const TextLine& l, size_t at) { return l.offset < at; });
  if ((lb == 0 || t[lb - 1] == '\n') || (line != lines.end() && line->offset == lb)) {
    size_t eol = line != lines.end() && line + 1 != lines.end() ? (line + 1)->offset : t.find('\n', lb);
    size_t from = PieceAt(t, sp);
    std::string_view line_rest = eol == std::string_view::npos || eol < from ? t.substr(from) : t.substr(from, eol - from);
    bool lower = std::any_of(line_rest.begin(), line_rest.end(), [](char c) { return ascii::IsLower(static_cast<unsigned char>(c)); });
    if (!lower && line_rest.find(" OF ") == std::string_view::npos) return std::nullopt;
  }
  // ("Title 1, General Provisions, Ch. 1-1, Art. III", "City Code Title
  // 12—ZONING, Chapter 3": its name between.)
  static const RE2 kDashName(
      R"(^\s*(?:-|\x{2013}|\x{2014})\s*[A-Z][A-Za-z'-]*(?:\s+(?:and|of|&|[A-Z][A-Za-z'-]*))*,)", RE2::Quiet);
  if (re2::StringPiece named = sp; (Consume(&named, kCommaName) || Consume(&named, kDashName)) &&
                                   RE2::PartialMatch(named, kPathOn))
    return std::nullopt;
  // (Another body's abbreviation after it: "title 35A RCW".)
  static const RE2 kOtherAfter(
      R"(^,?\s+(?:RCW|WAC|USC|CFR|NYCRR|CCR|ILCS|NRS|ORS|MCA|UCA|SDCL|NDCC|KSA|CRS|RSMo|NMSA|TCA|COMAR|VAC|(?:[A-Z]\.){2,5})(?:[^A-Za-z]|$))",
      RE2::Quiet);
  if (RE2::PartialMatch(sp, kOtherAfter)) return std::nullopt;
  std::string_view before = Before(t, lb, 48);
  if (size_t nl = before.rfind('\n'); nl != std::string_view::npos && nl + 1 < before.size() &&
                                       before.substr(nl + 1).find_first_not_of(' ') != std::string_view::npos)
    before.remove_prefix(nl + 1);
  re2::StringPiece bp(before.data(), before.size());
  // (On the way up from a part: "Chapter 13, Title 7", "Chapter 13 of
  // Title 7", "Article 15, Title 1"; not from a chapter numbered through
  // its title, "Chapter 2.12 of Title 2", nor after a label, "Section
  // 1.1: Title 16 of the Cupertino Municipal Code".)
  static const RE2 kPartBefore(
      R"((?:\b(?:[Cc]hapter|CHAPTER|[Cc]h\.|CH\.|[Aa]rticle|ARTICLE|[Aa]rt\.|ART\.|[Ss]ection|SECTION|[Ss]ec\.|\x{00A7}|[Pp]art|PART)\s*[0-9A-Z][\w-]*,?\s+(?:(?:of|OF|to|TO|in|IN)\s+)?)$)",
      RE2::Quiet);
  if (RE2::PartialMatch(bp, kPartBefore)) return std::nullopt;
  re2::StringPiece own_name, own_mark;
  bool own = RE2::PartialMatch(bp, kOwnBefore, &own_name, &own_mark);
  // (Not a parenthesis's: "TIGARD DEVELOPMENT CODE (TITLE 18)" cites the
  // title alone.)
  size_t begin = own && own_mark != "(" ? static_cast<size_t>(own_name.data() - t.data()) : lb;
  // (The name's words only: not a sentence's, "Purpose. See Nye County
  // Code Title 16.28", "… Municipal Code. Nye County Code Title 16.28".)
  if (size_t stop = t.substr(0, lb).rfind(". "); begin < lb && stop != std::string_view::npos && stop >= begin)
    begin = SkipSpace(t, stop + 2);
  for (size_t sp2 = t.find(' ', begin); begin < lb && sp2 < lb;) {
    std::string_view word = t.substr(begin, sp2 - begin);
    static constexpr std::string_view kPlain[] = {"See", "The", "In", "Under", "Per", "Of", "And", "Or", "By",
                                                  "With", "To", "From", "As", "Pursuant", "Amending", "AMENDING"};
    if (!word.ends_with('.') && !word.ends_with(',') &&
        std::find(std::begin(kPlain), std::end(kPlain), word) == std::end(kPlain))
      break;
    begin = SkipSpace(t, sp2);
    sp2 = t.find(' ', begin);
  }
  // ("as provided in the N.D.C.C. in Title 39": a small word between.)
  static const RE2 kOtherThenWord(
      R"((?:\b(?:Code|CODE|Statutes?|STATUTES?|RCW|CFR|USC)|(?:\b[A-Z]\.){2,5})\s+(?:in|under|at)\s+$)", RE2::Quiet);
  if (!own && (RE2::PartialMatch(bp, kOtherBefore) || RE2::PartialMatch(bp, kOtherThenWord))) return std::nullopt;
  // What follows: "of this code", "of the … Municipal Code" (own);
  // "of the Delaware Code", ", Idaho Code" (another body's).
  re2::StringPiece named = sp;
  Consume(&named, kCommaName);
  if (Consume(&named, kOf)) {
    re2::StringPiece what = named;
    std::string of_what;
    if (Consume(&what, kThisCode) || Consume(&what, kTheOwnCode)) {
      own = true;
      sp = what;
    } else if (Consume(&what, kTheCode, &of_what)) {
      // ("the Code of Virginia" another's; "the Code of the City" own.)
      static const RE2 kOfPlace(R"(^\s+(?i:of)\s+(?i:the|ordinances)\b)", RE2::Quiet);
      if (!of_what.empty() && !RE2::PartialMatch(of_what, kOfPlace)) return std::nullopt;
      own = true;
      sp = what;
    } else {
      // ("of the Texas Administrative Code", "of the Act": another body's.)
      static const RE2 kOtherName(R"(^(?:the|THE)\s+[A-Z])", RE2::Quiet);
      if (RE2::PartialMatch(named, kOtherName)) return std::nullopt;
    }
  }
  if (!own && Consume(&sp, kOwnAfter)) own = true;
  // (", Idaho Code", ", Pennsylvania Code, Chapter 71": another body's
  // name after a comma.)
  static const RE2 kCommaOther(
      R"(^,?\s+(?:[A-Z][A-Za-z.]*\s+){0,4}(?:Code|CODE|Statutes|STATUTES|Annotated|Regulations|C\.R\.S\.|NYCRR)\b)", RE2::Quiet);
  if (!own && RE2::PartialMatch(sp, kCommaOther)) return std::nullopt;
  // ("Municipal code references / Animal control: title 10. / Housing
  // and utility codes: title 12.": a codifier's note listing the code's
  // own titles by subject, each after a colon.)
  if (!own && TrimmedBefore(t, begin).ends_with(":"sv)) {
    std::string_view note = Before(t, begin, 400);
    own = note.find("ode reference") != std::string_view::npos || note.find("ODE REFERENCE") != std::string_view::npos;
  }
  if (!own) {
    // Bare: the code's own where it numbers its sections through its
    // titles ("17.04.010", "10-5-1", "14-308"); not California's "Title
    // 24", the state's building standards.
    if (Is(ctx.spec.jurisdiction, "California"sv)) return std::nullopt;
    bool titled = DocumentNumbersDotted(ctx);
    for (size_t i = 0; i < numbers.size() && !titled && dotted.empty(); ++i)
      titled = DocumentNumbersSo(ctx, numbers[i] + "-") || DocumentNumbersSo(ctx, numbers[i] + ".");
    if (!titled) return std::nullopt;
  }
  Parsed q;
  q.begin = begin;
  q.end = PieceAt(t, sp);
  if (!dotted.empty()) q.targets.emplace_back(ctx.spec.code, dotted);
  else
    for (const std::string& n : numbers) q.targets.emplace_back(ctx.spec.code, "title." + n);
  // ("Titles 11 through 17": the two ends, and the titles between that
  // the corpus holds.)
  for (const auto& [lo, hi] : ranges) {
    int from = std::atoi(lo.c_str()), to = std::atoi(hi.c_str());
    for (int32_t id : ctx.corpus.documents[ctx.source.doc].provisions) {
      const Key& k = ctx.corpus.provisions[id].key;
      if (k.code() != ctx.spec.code || !k.path().starts_with("title.") || k.path().find('/') != std::string::npos)
        continue;
      int n = std::atoi(k.path().substr(6).c_str());
      if (n > from && n < to && std::to_string(n) == k.path().substr(6)) q.range_members.push_back(k);
    }
  }
  return q;
}

std::optional<Parsed> ParseChapterOrAgency(const Context& ctx, std::string_view t, size_t lb, size_t le, std::string_view lead, bool chapter, bool admin_lead, bool bare_admin) {
  const std::string& doc_code_str = ctx.spec.code;
  std::string_view doc_code = ctx.spec.code;  // compares by size first
  bool wis = ctx.wisconsin;
  bool municipal = ctx.ordinance();
  bool wis_code = Is(ctx.spec.code, "wis-stat"sv) || Is(ctx.spec.code, "wis-adm"sv);
  Parsed p;
  size_t from = bare_admin ? lb : le;
  // ("Chapters ADM 65": the lead holds the agency after its word.)
  if (size_t sp = lead.find(' '); chapter && sp != std::string_view::npos && sp + 1 < lead.size() &&
                                  ascii::IsUpper(static_cast<unsigned char>(lead[sp + 1])))
    from = lb + sp;
  // ("Comm. Ch. 25", "SPS Ch. 383": the agency before the chapter's
  // word.)
  size_t begin = lb;
  // ("article II, offensive conditions, of chapter 38", "section 1-11,
  // general penalty; continuing violations, of chapter 1": the chapter
  // of the part named before it, with its title between; the way to it,
  // no citation of its own.)
  if (chapter && municipal && (Is(lead, "chapter"sv) || Is(lead, "Chapter"sv))) {
    static const RE2 kPartTitledBefore(
        R"(\b(?:[Aa]rticle|[Ss]ection|[Dd]ivision|\x{00A7})\s*[0-9A-Z][\w.-]*,\s+[a-z][^,.()]{0,60},\s+of\s+$)",
        RE2::Quiet);
    std::string_view b = Before(t, lb, 96);
    if (b.ends_with("of ") && RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kPartTitledBefore))
      return std::nullopt;
  }
  // ("Chapter 1020.04(a)", "Chapter 1266.03" in Ohio's or Michigan's
  // codified ordinances, whose chapters have three figures or four and
  // whose sections add two after a point: the section, called a chapter;
  // not the Revised Code's, named after it.)
  if (chapter && ctx.other_state_ordinance &&
      (Is(ctx.spec.jurisdiction, "Ohio"sv) || Is(ctx.spec.jurisdiction, "Michigan"sv)) &&
      (Is(lead, "Chapter"sv) || Is(lead, "chapter"sv))) {
    size_t j = SkipSpace(t, le);
    std::string_view n = t.substr(j);
    size_t d = LeadingDigits(n);
    if (d >= 3 && d <= 4 && n.size() > d + 2 && n[d] == '.' && LeadingDigits(n.substr(d + 1)) == 2 &&
        !(n.size() > d + 4 && n[d + 3] == '.' && ascii::IsDigit(static_cast<unsigned char>(n[d + 4])))) {
      Parsed q = ParsePlainList(ctx, t, j, doc_code_str, "");
      if (!q.targets.empty()) {
        q.begin = lb;
        TakeStateLaw(ctx, t, &q);
        return q;
      }
    }
  }
  // ("the Pa. Code Chapter 92a and Chapter 102 regulations": the
  // Pennsylvania Code's chapters, its title not named; no key spells
  // them without it.)
  if (chapter && municipal && Is(ctx.spec.jurisdiction, "Pennsylvania"sv)) {
    std::string_view before = TrimmedBefore(t, lb);
    if (before.ends_with("Pa. Code"sv) || before.ends_with("Pennsylvania Code"sv)) {
      static const RE2 kChapters(
          R"(^\s*\d+[A-Za-z]?(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:[Cc]hapters?\s+)?\d+[A-Za-z]?)*\b)",
          RE2::Quiet);
      std::string_view r = t.substr(le, 160);
      re2::StringPiece sp(r.data(), r.size());
      if (RE2::Consume(&sp, kChapters)) {
        Parsed q;
        q.begin = lb;
        q.end = le + (sp.data() - r.data());
        q.unresolved = "a chapter of the Pennsylvania Code whose title the text does not name";
        return q;
      }
    }
  }
  if (chapter && wis) {
    std::string_view before = TrimmedBefore(t, lb);
    std::string_view word = LastToken(before);
    // ("SCR chapter 72": the Supreme Court Rules', which no key spells;
    // so "Supreme Court Rules Chapter 20", "Chapter 40 of the Supreme
    // Court Rules".)
    // ("Supreme\n\nCourt Rule Chapter 20", the name broken.)
    if (word == "SCR"sv || before.ends_with("Supreme Court Rules"sv) || before.ends_with("Supreme Court"sv) ||
        before.ends_with("Court Rule"sv) ||
        t.substr(le).find(" of the Supreme Court Rules") < 8)
      return std::nullopt;
    if (word.ends_with('.')) word.remove_suffix(1);
    // ("Rule No.: ETH Ch. 1", "DFI-CCS ch. 25" in a rule's text.)
    // (Not a subchapter's numeral: "subch. VIII ch. 448, Wis. Stats.",
    // the subchapter of the statutes' chapter.)
    std::string_view ahead = TrimmedBefore(t, before.size() - LastToken(before).size());
    if ((IsAgencyLead(word) || (Is(doc_code, "wis-adm"sv) && IsCapitalAgencyWord(word))) &&
        !ahead.ends_with("subch."sv) && !ahead.ends_with("Subch."sv))
      begin = from = before.size() - LastToken(before).size();
  }
  std::string_view rest = t.substr(from, 4 * kWindow);
  re2::StringPiece sp(rest.data(), rest.size());
  static const RE2 kAdminRef(
      // (The Board of Nursing's one letter: "ch. N 7".)
      // (A hyphened prefix's second part read as the chapter's, "Chapters
      // Trans RR-1, 29, 56": Trans-RR 1, then the department's own.)
      // (The chapter's word spelled out after the agency: "Wisconsin
      // Administrative Code DOC Chapter 302".)
      // (An old Register's dash for the hyphen: "ch. DFI—SL 21.05".)
      R"(^\s*(?:§§?\s*|ch\.\s*|chs\.\s*)?([A-Z][A-Za-z]{0,4}(?:-|\x{2013}|\x{2014})[A-Z][A-Za-z]{0,3}|[A-Z][A-Za-z]{1,4}|N(?:\s))\.?\s*(?:Code\s+)?(?:[Cc]hs?\.\s*|[Cc]hapters?\s+)?(?:([A-Z]{2,3})-)?(\d+)(\.\d+)?)",
      RE2::Quiet);
  std::string agency, part, num, sec;
  // (The word spelled out only after the Code's name, "Wisconsin
  // Administrative Code DOC Chapter 302": not a model code's, "IEBC
  // chapters 4 through 12", nor a department's initials, "DNR Chapter
  // 115, Wisconsin Administrative Code", read below.)
  auto spelled_out = [&] {
    std::string_view read = rest.substr(0, rest.size() - sp.size());
    return read.find("hapter") != std::string_view::npos && !TrimmedBefore(t, from).ends_with("Code"sv);
  };
  if (Consume(&sp, kAdminRef, &agency, &part, &num, &sec) && IsAgencyPrefix(agency) && !spelled_out() &&
      (part.empty() || (sec.empty() && agency.find('-') == std::string::npos))) {
    p.begin = begin;
    size_t after = PieceAt(t, sp);
    // (The chapter of the Legislature's subchapter locator, "subch. I
    // of ch. ATCP 1 Subchapter I — Definitions", is no citation either.)
    static const RE2 kLocatorBefore(R"(\bsubch\.\s*([IVXL]+)\s+of\s+(?:ch\.\s*)?$)", RE2::Quiet);
    std::string_view before = Before(t, lb, 24);
    std::string roman;
    if (sec.empty() && before.find("subch.") != std::string_view::npos &&
        RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kLocatorBefore,
                          &roman) &&
        SubchapterHeadingAfter(t, after, roman))
      return std::nullopt;
    std::string path;
    bool is_chapter = sec.empty();
    // ("the NR 700 series rules": chapters 700 to 799, no one of them.)
    if (is_chapter && Is(t.substr(SkipSpace(t, after), 6), "series"sv)) return std::nullopt;
    agency = AgencyKeyPrefix(agency);
    if (is_chapter) {
      path = "ch." + agency + (part.empty() ? "" : "-" + part) + num;
      // "Subchapter II of Ch. PSC 128, Wis. Adm. Code"
      static const RE2 kSubchOf(R"(([Ss]ubchapter\s+([IVXL]+)\s+of\s+)$)", RE2::Quiet);
      std::string words, roman;
      if (Before(t, lb, 24).find("ubchapter") != std::string_view::npos &&
          WordsBefore(t, lb, 24, kSubchOf, &words, &roman)) {
        p.begin = lb - words.size();
        path += "/subch." + roman;
      } else if (static const RE2 kSubchAfter(R"(^,?\s+(?:[Ss]ubchapter\s+|[Ss]ubch\.\s*)([IVXL]+)\b)", RE2::Quiet);
                 Consume(&sp, kSubchAfter, &roman)) {
        // ("revisions to ch. NR 47, subch. IX relating to …": the
        // subchapter after its chapter.)
        path += "/subch." + roman;
        after = PieceAt(t, sp);
      }
      p.targets.emplace_back("wis-adm", path);
      // "Ch. NR 811 and NR 812", "ch. NR 113, 204, or 214", "NR 811 & 812"
      // "Chs. SPS 320 to 325", "Chs. Comm 20-25": the range's endpoints,
      // as for the statutes' chapters.
      static const RE2 kMore(
          R"(^(\s?,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|\s+(?:to|through)\s+|\s*(?:-|–|—)\s*)(?:([A-Z][A-Za-z]{1,4})\s*)?(\d+)\b)",
          RE2::Quiet);
      // (Each with its title between, in a code's list of the rules it
      // adopts: "SPS 320 Administration and Enforcement, 321 Construction
      // Standards, 322 Energy Conservation": the next chapters, numbered
      // up from the first.)
      static const RE2 kMoreTitled(
          R"(^(\s+[A-Z][A-Za-z]*(?:,?\s+(?:(?:and|of|the|for|&)\s+)?[A-Z][A-Za-z]*){0,6},\s*(?:and\s+|or\s+)?)()(\d{2,3})\b)",
          RE2::Quiet);
      std::string sep, a2, n2;
      while (true) {
        // ("Chapters ATCP 21 Appendix , 29 , 30": the chapter's appendix,
        // which its key stands for, the list going on after it.)
        for (std::string_view w : {" Appendix"sv, " appendix"sv, " (Appendix)"sv})
          if (std::string_view rest(sp.data(), sp.size());
              rest.starts_with(w) && (rest.size() == w.size() || !ascii::IsAlpha(static_cast<unsigned char>(rest[w.size()])))) {
            sp.remove_prefix(w.size());
            after = PieceAt(t, sp);
          }
        re2::StringPiece before = sp;
        if (!Consume(&sp, kMore, &sep, &a2, &n2)) {
          if (!Consume(&sp, kMoreTitled, &sep, &a2, &n2)) break;
          int last = std::atoi(p.targets.back().path().substr(3 + agency.size()).data());
          if (n2.size() != num.size() || std::atoi(n2.c_str()) <= last || std::atoi(n2.c_str()) > last + 20) {
            sp = before;
            break;
          }
          sep.clear();
        }
        size_t at = PieceAt(t, sp);
        if (at + 1 < t.size() && t[at] == '.' &&
            ascii::IsDigit(static_cast<unsigned char>(t[at + 1]))) {
          sp = before;  // "ch. NR 115 and 116.05": a section, not read here
          break;
        }
        // "NR115, Act 55 and Act 167": a session law, not an agency; nor a
        // statement of scope's number, "Chapter VA 15, SS 046-16".
        if ((!a2.empty() && !IsAgencyPrefix(a2)) ||
            (a2 == "SS" && at + 1 < t.size() && t[at] == '-' &&
             ascii::IsDigit(static_cast<unsigned char>(t[at + 1])))) {
          sp = before;
          break;
        }
        ToUpper(&a2);
        if (!a2.empty()) agency = a2;
        bool range = false;
        for (std::string_view r :
             {"to"sv, "through"sv, "-"sv, "\xE2\x80\x93"sv, "\xE2\x80\x94"sv})
          range = range || sep.find(r) != std::string::npos;
        std::string next = "ch." + agency + n2;
        if (range)
          for (const std::string& m : ChaptersBetween(p.targets.back().path(), next))
            p.targets.emplace_back("wis-adm", m);
        p.targets.emplace_back("wis-adm", "ch." + agency + n2);
        after = at;
      }
    } else {
      // "§ NR 115.05(1)(b)1m.", "§§ NR 116.12-14", "NR 115.04, 115.05
      // and 115.06": the statutes' list grammar after an agency.
      size_t a0 = SkipSpace(t, from);
      while (t.substr(a0).starts_with("\xC2\xA7"sv)) a0 = SkipSpace(t, a0 + 2);
      Parsed q = ParseWisList(ctx, t, a0, "wis-adm", "", 1, true, true);
      if (q.targets.empty()) return std::nullopt;
      // "… age of 21 DHS 107.21(3)(c)(c) The sterilization …": the
      // Legislature's locator, its label doubled, run into the text of
      // a page that lost its line breaks; no citation.
      if (bare_admin && q.targets.size() == 1) {
        // (Or over a note: "DCF 57.44 HistoryHistory: CR 04-067 …", "DHS
        // 107.21 NoteNote: …".)
        std::string_view after = t.substr(SkipSpace(t, q.end), 16);
        if (StartsWith(after, "HistoryHistory"sv) || StartsWith(after, "NoteNote"sv))
          return std::nullopt;
        std::string_view path = q.targets[0].path();
        size_t open = path.rfind('(');
        if (open != std::string_view::npos && path.back() == ')' &&
            t.substr(q.end).starts_with(path.substr(open)))
          return std::nullopt;
      }
      q.begin = lb;
      q.end = TailEnd(t, q.end, AdminCodeTail());
      return q;
    }
    // ("ch. RL 113 (title), 113.01 (1), 113.02 (4) and (5)", "chs. RL 110
    // and 111, 112.04 and 113.04": an order's list going on after the
    // chapters with the agency's sections.)
    if (is_chapter) {
      static const RE2 kOnToSections(
          R"(^(?:\s*\((?:title|Title)\))?(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(\d{1,3}\.\d))", RE2::Quiet);
      std::string_view r2 = t.substr(after, 24);
      re2::StringPiece on(r2.data(), r2.size());
      re2::StringPiece number;
      if (Consume(&on, kOnToSections, &number)) {
        size_t at = number.data() - t.data();
        Parsed q = ParseWisList(ctx, t, at, "wis-adm", "", 1, true, true, agency);
        if (!q.targets.empty() && q.targets[0].path().starts_with(agency)) {
          for (Key& k : q.targets) p.targets.push_back(std::move(k));
          after = q.end;
        }
      }
    }
    // "DHS 30-100 - Community Services": the Legislature's page of the
    // Administrative Code, its heading over a group of chapters (its
    // title after a spaced hyphen), no citation. (A county's page that
    // lists "NR 115 - Shoreland Management" among the laws it
    // enforces cites the chapter.)
    if (bare_admin && Is(doc_code, "wis-adm"sv) && t.substr(after).starts_with(" - "sv) &&
        after + 3 < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[after + 3])))
      return std::nullopt;
    p.end = after;
    p.end = TailEnd(t, p.end, AdminCodeTail());
    return p;
  }
  // "Wis. Admin. Code § 327.08(9)": a section of the Administrative
  // Code whose agency the text leaves out; not the statutes'.
  if (admin_lead) {
    static const RE2 kAgencyless(R"(^\s*(?:§§?|ss?\.)\s*\d+\.\d+(?:\([0-9A-Za-z]+\))*)",
                                 RE2::Quiet);
    std::string_view r = t.substr(le);
    re2::StringPiece sp2(r.data(), r.size());
    if (!Consume(&sp2, kAgencyless)) return std::nullopt;
    p.begin = lb;
    p.end = t.size() - sp2.size();
    // (Unless the text has named the section with its agency: "amends
    // Ins 51.80 … under Wis. Admin. Code § 51.80".)
    size_t number = le;
    while (number < p.end && !ascii::IsDigit(static_cast<unsigned char>(t[number]))) ++number;
    size_t n = ReadSectionNumber(t, number);
    if (std::string agency = AgencyOfSectionBefore(t, lb, t.substr(number, n)); n > 0 && !agency.empty()) {
      std::vector<std::string> comps{agency + std::string(t.substr(number, n))};
      p.end = std::max(p.end, ReadWisLevels(t, number + n, 1, &comps));
      p.targets.emplace_back("wis-adm", Join(comps, comps.size()));
      return p;
    }
    p.unresolved = "a section of the Administrative Code whose agency the text does not name";
    return p;
  }
  if (!chapter) return std::nullopt;
  // "7 U.S.C. ch. 3": a chapter of a U.S. Code title.
  {
    static const RE2 kUscBefore(R"(((\d+)\s+U\.?\s?S\.?\s?C\.?(?:A\.)?\s*)$)", RE2::Quiet);
    std::string words, title;
    size_t j = SkipSpace(t, le);
    size_t n = 0;
    while (j + n < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[j + n]))) ++n;
    if (n > 0 && Before(t, lb, 16).find('U') != std::string_view::npos &&
        WordsBefore(t, lb, 16, kUscBefore, &words, &title)) {
      n += ChapterSuffix(t, j + n, false);
      p.begin = lb - words.size();
      p.end = j + n;
      p.targets.emplace_back("usc", title + "/ch." + std::string(t.substr(j, n)));
      return p;
    }
  }
  // "Title 28, Chapter 1, Part 20 of the Code of Federal Regulations": a
  // part of a title of the CFR, the chapter its place.
  {
    static const RE2 kCfrPartAfter(
        R"(^\s*(?:\d+|[IVXL]+),\s+(?:[Ss]ubchapter\s+[A-Z],\s+)?[Pp]art\s+(\d+)(\.\d+)?,?\s+of\s+(?:the\s+)?Code\s+of\s+Federal\s+Regulations\b)",
        RE2::Quiet);
    if (auto q = TitleThenName(t, lb, le, kCfrPartAfter, [](const std::string& title, const std::string& part,
                                                           const std::string& section) {
          return Key("cfr", title + "/" + part + section);
        }))
      return q;
  }
  // "ch. 30", "chs. 30, 31, 281 or 283", "chapter 6, article III".
  bool abbreviated = lead.back() == '.';  // "ch." "chs.", not "chapter"
  // "ch. 30" in the statutes and the Administrative Code is the
  // statutes'; in an ordinance only after "Wis. Stats." (a ", Wis.
  // Stats." after it is read below): "See Ch. 130" in a municipal code
  // is its own chapter.
  {
    // "Chapter 40, Code of Federal Regulations, Part 122": a part of a
    // title of the CFR (which the ordinance calls a chapter).
    static const RE2 kCfrPart(
        R"(^[Cc]hapter\s+(\d+),?\s+(?:of\s+the\s+)?Code\s+of\s+Federal\s+Regulations,?\s+[Pp]art\s+(\d+)\b)",
        RE2::Quiet);
    std::string_view r = t.substr(lb);
    re2::StringPiece sp(r.data(), r.size());
    std::string title, part;
    if (r.size() > 40 && r.substr(0, 40).find(", Code of") != std::string_view::npos &&
        Consume(&sp, kCfrPart, &title, &part)) {
      p.begin = lb;
      p.end = t.size() - sp.size();
      p.targets.emplace_back("cfr", title + "/" + part);
      return p;
    }
  }
  bool statutes_before = false;
  {
    std::string_view b = TrimmedBefore(t, lb);
    statutes_before = EndsWith(b, "Stats."sv) || EndsWith(b, "Stat."sv) ||
                      EndsWith(b, "Statutes"sv) ||
                      EndsWith(b, "W.S.A.,"sv) || EndsWith(b, "W.S.A."sv) ||
                      // "the statutory regulations in Chapters 340
                      // through 349"
                      [&] {
                        std::string_view w = Before(t, lb, 80);
                        size_t at = w.rfind("statutory ");
                        return at != std::string_view::npos &&
                               w.find(". ", at) == std::string_view::npos;
                      }();
  }
  std::string code = wis && ((abbreviated && wis_code) || statutes_before)
                         ? "wis-stat"
                         : doc_code_str;
  if (Is(doc_code, "usc"sv)) {
    // "chapter 7 of title 11", "chapter 5 of this title", "chapter 202".
    static const RE2 kUscChapter(
        R"(^[Cc]hapter\s+(\d+[A-Z]?)(?:\s+of\s+(?:title\s+(\d+)|(this)\s+title))?)",
        RE2::Quiet);
    std::string_view rest = t.substr(lb, kWindow);
    re2::StringPiece sp(rest.data(), rest.size());
    std::string chap, title, self;
    if (!Consume(&sp, kUscChapter, &chap, &title, &self))
      return std::nullopt;
    p.begin = lb;
    p.end = PieceAt(t, sp);
    std::string prefix = title.empty() ? TitlePrefix(ctx) : title + "/";
    p.targets.emplace_back("usc", prefix + "ch." + chap);
    return p;
  }
  if (Is(doc_code, "pa-cs"sv)) {
    // "Chapter 31", "Chapter 31 of this title", "Chapter 15 of Title 75";
    // not "the rules of Chapter 7" (of a court's rules).
    static const RE2 kPaChapter(
        R"(^(?:Chs?\.|[Cc]hapters?)\s+(\d+[A-Z]?)\b(?:\s+of\s+(?:this\s+title|[Tt]itle\s+(\d+)))?)",
        RE2::Quiet);
    std::string_view before = t.substr(0, lb);
    if (EndsWith(before, "rules of "sv) || EndsWith(before, "Rules of "sv))
      return std::nullopt;
    std::string_view rest = t.substr(lb, kWindow);
    re2::StringPiece sp(rest.data(), rest.size());
    std::string chap, title;
    if (!Consume(&sp, kPaChapter, &chap, &title)) return std::nullopt;
    std::string own = TitlePrefix(ctx);
    bool titled = !title.empty();
    if (title.empty() && own.empty()) return std::nullopt;
    if (title.empty()) title = own.substr(0, own.size() - 1);
    p.begin = lb;
    p.end = PieceAt(t, sp);
    // "Subchapter B of Chapter 1 of Title 15": the subchapter stands
    // before the lead.
    static const RE2 kSubchapterBefore(R"(([Ss]ubchapter ([A-Z]) of )$)", RE2::Quiet);
    std::string words, subch;
    std::string path = title + "/ch." + chap;
    if (Before(t, lb, 18).find("ubchapter") != std::string_view::npos &&
        WordsBefore(t, lb, 18, kSubchapterBefore, &words, &subch)) {
      p.begin = lb - words.size();
      path += "/subch." + subch;
    }
    p.targets.emplace_back("pa-cs", path);
    // "Chapter 15 (relating to licensing of drivers), 17 (relating to
    // financial responsibility) … or 37 (…)", "Chapters 15 and 17": the
    // list's other chapters, each heading between skipped.
    static const RE2 kRelating(R"(^\s*\(relating to [^()]{1,120}\))", RE2::Quiet);
    static const RE2 kNext(R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(\d+[A-Z]?)\b)",
                           RE2::Quiet);
    while (path.find("/subch.") == std::string::npos) {
      re2::StringPiece probe(t.data() + p.end, t.size() - p.end);
      Consume(&probe, kRelating);
      std::string next;
      if (!Consume(&probe, kNext, &next)) break;
      // (Not "Chapter 15, 1501": a section after its chapter; nor "or 23
      // Pa.C.S. Ch. 61": a title opening the next citation.)
      if (next.size() > 3 || NamesTitledCode(t.substr(SkipSpace(t, PieceAt(t, probe))))) break;
      p.targets.emplace_back("pa-cs", title + "/ch." + next);
      p.end = PieceAt(t, probe);
    }
    // ("Chapters 83 and 85 of Title 15": the title after the list is
    // every item's.)
    static const RE2 kOfTitle(R"(^\s+of\s+(?:this\s+title\b|[Tt]itle\s+(\d+)\b))", RE2::Quiet);
    std::string list_title;
    if (re2::StringPiece tail(t.data() + p.end, std::min(t.size() - p.end, kWindow));
        !titled && p.targets.size() > 1 && Consume(&tail, kOfTitle, &list_title)) {
      p.end = PieceAt(t, tail);
      if (!list_title.empty())
        for (Key& k : p.targets) {
          std::string_view path = k.path();
          k = Key("pa-cs", list_title + std::string(path.substr(path.find('/'))));
        }
    }
    return p;
  }
  // "RCW Ch. 35.80.030(1)", "Chapter 36.32.120 (7) and (10) of the
  // Revised Code of Washington": a section of the RCW called a chapter
  // (a county's own sections have the same shape: "Title 13, Ch.
  // 01.030" is not the RCW's).
  if (Is(ctx.spec.jurisdiction, "Washington"sv) &&
      ReadSectionNumberOf("wa-rcw", t, SkipSpace(t, le)) > 0) {
    static const RE2 kRcwName(
        R"(^,?\s+(?:of\s+the\s+)?(?:Revised\s+Code\s+[Oo]f\s+Washington|RCW)\b)", RE2::Quiet);
    bool before = Is(Before(t, lb, 4), "RCW "sv);
    Parsed q = ParsePlainList(ctx, t, SkipSpace(t, le), "wa-rcw", "");
    std::string_view after = t.substr(q.end, kWindow);
    re2::StringPiece tail(after.data(), after.size());
    bool named = !q.targets.empty() && Consume(&tail, kRcwName);
    if (!q.targets.empty() && (before || named)) {
      q.begin = before ? lb - 4 : lb;
      if (named) q.end = PieceAt(t, tail);
      return q;
    }
  }
  // "see RCW Ch. 70.77": the RCW's chapter, its name before.
  if (Is(ctx.spec.jurisdiction, "Washington"sv) && Is(Before(t, lb, 4), "RCW "sv)) {
    // ("RCW chs. 3.46, 3.50, 35.20": each.)
    size_t end = le;
    std::vector<std::string> chapters = RcwChaptersAt(t, le, &end);
    if (!chapters.empty()) {
      p.begin = lb - 4;
      p.end = end;
      for (const std::string& c : chapters) p.targets.emplace_back("wa-rcw", "ch." + c);
      return p;
    }
  }
  {
    // "chapter 258, Laws of 2011" ("chapter 377, laws of 1977"),
    // "Chapter 79 of the 1981 Laws of Wisconsin", "Chapter 228 of the
    // Laws of the State of Washington for 1961" are session laws, not
    // chapters of a code; "chapter 39.34 RCW", "chapters 39.34 and
    // 35.21 RCW" are Washington's, as "chapter 173-26 WAC" is its
    // regulations'.
    // ("Chapter 347, 1995 Laws of Washington".)
    static const RE2 kSessionLaw(
        R"(^\s*\d+[A-Z]?,?\s+(?:of\s+the\s+(?:\d{4}\s+)?|\d{4}\s+)?[Ll]aws\s+of\b)",
                                 RE2::Quiet);
    // (A caption in parentheses after a number: "Chapters 51-11C
    // (Commercial) and 51-11R WAC (Residential)".)
    static const RE2 kRcwChapter(
        R"(^\s*(\d+[A-Z]?[.-]\d+[A-Z]?)\b(?:\s*\([A-Z][a-z]+(?:\s+[A-Za-z]+){0,3}\))?)", RE2::Quiet);
    static const RE2 kRcwMore(
        R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(?:\*{1,3}\s*)?(\d+[A-Z]?[.-]\d+[A-Z]?)\b(?:\s*\([A-Z][a-z]+(?:\s+[A-Za-z]+){0,3}\))?)",
        RE2::Quiet);  // ("chapters 13.50, 70.24, *70.96A, and 74.09 RCW": the reviser's mark)
    static const RE2 kRcwTail(R"(^\s+(RCW|WAC)\b)", RE2::Quiet);
    std::string_view rest = t.substr(le, 4 * kWindow);
    re2::StringPiece sp(rest.data(), rest.size());
    if (Consume(&sp, kSessionLaw)) return std::nullopt;
    // ("Current through Acts 2023-2024, ch. 272", "1898 Iowa Acts, ch.
    // 48", Washington's "Laws 1993, ch. 400" and "Laws of 1993, 1st
    // ex. s., ch. 4": a session's act.)
    static const RE2 kActsBefore(
        R"(\b(?:Acts\s+\d{4}(?:-\d{2,4})?|\d{4}\s+(?:Iowa\s+)?Acts|Laws\s+(?:of\s+)?\d{4}(?:,?\s+\d(?:st|nd|rd|th)\s+(?:ex|sp)\.\s*s(?:ess)?\.)?),?\s*$)",
        RE2::Quiet);
    std::string_view before = Before(t, lb, 32);
    if ((before.find("Acts") != std::string_view::npos ||
         before.find("Laws") != std::string_view::npos) &&
        RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kActsBefore))
      return std::nullopt;
    std::string num, body;
    if (Consume(&sp, kRcwChapter, &num)) {
      // RCW chapters are dotted, WAC chapters dashed.
      bool dotted = num.find('.') != std::string::npos;
      std::vector<std::string> nums{num};
      while (Consume(&sp, kRcwMore, &num)) nums.push_back(num);
      bool same = std::all_of(nums.begin(), nums.end(), [&](const std::string& n) {
        return (n.find('.') != std::string::npos) == dotted;
      });
      re2::StringPiece tail = sp;
      if (same && Consume(&tail, kRcwTail, &body) && (Is(body, "RCW"sv)) == dotted) {
        p.begin = lb;
        p.end = PieceAt(t, tail);
        std::string wa = dotted ? "wa-rcw" : "wa-wac";
        for (const std::string& n : nums) p.targets.emplace_back(wa, "ch." + n);
        // ("Chapters 43.21C RCW and 197-11 WAC": the other body's
        // chapter after it, named after its number too.)
        static const RE2 kOtherBody(
            R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(\d+[A-Z]?[.-]\d+[A-Z]?)\s+(RCW|WAC)\b)",
            RE2::Quiet);
        for (re2::StringPiece more = tail; Consume(&more, kOtherBody, &num, &body);) {
          if ((num.find('.') != std::string::npos) != (Is(body, "RCW"sv))) break;
          p.targets.emplace_back(Is(body, "RCW"sv) ? "wa-rcw" : "wa-wac", "ch." + num);
          p.end = PieceAt(t, more);
        }
        return p;
      }
      // "Chapter 51.50 WAC": the WAC's chapter 51-50, its dash printed
      // as a dot (the WAC numbers no chapter with a dot).
      if (same && dotted && Is(body, "WAC"sv)) {
        p.begin = lb;
        p.end = PieceAt(t, tail);
        for (std::string n : nums) {
          std::replace(n.begin(), n.end(), '.', '-');
          p.targets.emplace_back("wa-wac", "ch." + n);
        }
        return p;
      }
      // "Chapter 16.05 RMC": a municipal code's own (read below); the
      // Code of Iowa's "chapter 174.12. A research facility", a label
      // glued on (read below).
      if (dotted && !(municipal && code == doc_code_str) && !Is(code, "iowa-code"sv))
        return std::nullopt;
    }
  }
  bool titled_list = false;  // "chapters 9-200, 9-300 and 9-400"
  auto read_number = [&](size_t at) -> size_t {
    size_t k = at;
    // An eCode360 code's appendix chapters: "See Ch. A113."
    bool appendix = municipal && code == doc_code_str && k + 1 < t.size() && t[k] == 'A' &&
                    ascii::IsDigit(static_cast<unsigned char>(t[k + 1]));
    if (appendix) ++k;
    while (k < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k])) &&
           k - at < 6)
      ++k;
    size_t suffix = ChapterSuffix(t, k, !Is(code, "wis-stat"sv));
    k += suffix;
    if (k < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[k])) &&
        !t.substr(k).starts_with("Section "sv))
      return 0;
    // A municipal code's "Chapter 3-1" (title 3, chapter 1); "Chapter
    // 3-1-4" is a section's number, no chapter's.
    bool plural = EndsWith(lead, "s"sv) || EndsWith(lead, "s."sv);  // "Chapters 302-305"
    // (But "chapters 9-200, 9-300 and 9-400": a list, each of title 9.)
    if (plural && municipal && code == doc_code_str && suffix == 0 && k + 1 < t.size() && t[k] == '-') {
      std::string title(t.substr(at, k - at));
      size_t m = k + 1;
      while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      std::string_view after = t.substr(m, 8 + title.size());
      for (std::string_view sep : {", "sv, " and "sv, " or "sv})
        if (StartsWith(after, sep) && after.substr(sep.size()).starts_with(title + "-")) titled_list = true;
      if (titled_list) plural = false;
    }
    if (municipal && code == doc_code_str && !plural && suffix == 0 && k + 1 < t.size() &&
        t[k] == '-' && ascii::IsDigit(static_cast<unsigned char>(t[k + 1]))) {
      size_t m = k + 1;
      while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      if (m + 1 < t.size() && t[m] == '-' && ascii::IsDigit(static_cast<unsigned char>(t[m + 1]))) {
        // ("chapter 9-13-12" where the sections are numbered in four
        // parts, title, article, chapter and section, "Sec. 9-1-2-2":
        // the chapter's number has three.)
        const std::optional<Key>& own = ctx.section();
        std::string_view path = own ? own->path() : ""sv;
        path = path.substr(0, path.find_first_of("(/"));
        // (Of the section's title: not a state agency's rules, "chapter
        // 110-12-2".)
        if (std::count(path.begin(), path.end(), '-') != 3 || path.find('.') != std::string_view::npos ||
            !path.starts_with(t.substr(at, k - at + 1)))
          return 0;
        size_t e = m + 1;
        while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
        if (e < t.size() && (ascii::IsAlnum(static_cast<unsigned char>(t[e])) ||
                             (t[e] == '-' && e + 1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e + 1])))))
          return 0;
        return e - at;
      }
      // ("Chapter 17-1.4": an Oregon city's chapter, its point part of
      // the number.)
      if (m + 1 < t.size() && t[m] == '.' && ascii::IsDigit(static_cast<unsigned char>(t[m + 1]))) {
        size_t d = m + 1;
        while (d < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
        if (d - m - 1 <= 2 && (d == t.size() || !(t[d] == '.' && d + 1 < t.size() &&
                                                   ascii::IsDigit(static_cast<unsigned char>(t[d + 1])))))
          m = d;
      }
      // ("chapter 308-96A of the Washington Administrative Code")
      if (m < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[m])) &&
          (m + 1 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[m + 1]))))
        ++m;
      if (m < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[m]))) return 0;
      return m - at;
    }
    // ("Ch. 14:2", "Chapter 14:1": a Maryland county's chapter, its part
    // after a colon; "14:1-53" is a section's number.)
    if (municipal && code == doc_code_str && suffix == 0 && k + 1 < t.size() && t[k] == ':' &&
        ascii::IsDigit(static_cast<unsigned char>(t[k + 1]))) {
      size_t m = k + 1;
      while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      if (m < t.size() && (ascii::IsAlnum(static_cast<unsigned char>(t[m])) || t[m] == '-')) return 0;
      return m - at;
    }
    // "Chapter 1State Statutes Adopted" in a municipal code: a heading
    // that lost its space (the statutes' text that lost its spaces
    // glues words after a chapter's letter: "chapter 17Aas necessary").
    if (suffix > 0 && municipal && code == doc_code_str && k < t.size() &&
        ascii::IsLower(static_cast<unsigned char>(t[k])))
      return 0;
    bool dotted = k > at && k + 1 < t.size() && t[k] == '.' &&
                  ascii::IsDigit(static_cast<unsigned char>(t[k + 1]));
    // "Chapter 16.05 RMC": a municipal code numbers chapters so; the
    // statutes never do.
    if (dotted && code == doc_code_str && municipal) {
      size_t m = k + 1;
      while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      // "Chapter 69.51A of the Revised Code of Washington"
      if (m + 1 < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[m])) &&
          !ascii::IsAlnum(static_cast<unsigned char>(t[m + 1])))
        ++m;
      if (m < t.size() && (t[m] == '.' || t[m] == '(') && m + 1 < t.size() &&
          ascii::IsAlnum(static_cast<unsigned char>(t[m + 1])))
        return 0;
      return m - at;
    }
    // "chapter 174.12. A research facility": the Code of Iowa's chapter
    // (never dotted), the next item's label "12." glued on.
    if (dotted && Is(code, "iowa-code"sv)) {
      size_t m = k + 1;
      while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      if (m - k - 1 <= 2 && m < t.size() && t[m] == '.' &&
          (m + 1 == t.size() || t[m + 1] == ' ' || ascii::IsUpper(static_cast<unsigned char>(t[m + 1]))))
        dotted = false;
    }
    if (k == at || (!ascii::IsDigit(static_cast<unsigned char>(t[at])) && !appendix) || dotted)
      return 0;
    return k - at;
  };
  size_t j = SkipSpace(t, le);
  size_t n = read_number(j);
  if (n == 0) return std::nullopt;
  // "[Filed as Chapter 108, 2/14/75 and renumbered 7/1/75]": the
  // chapter's own former number, in the Iowa rules' history.
  if (Is(Before(t, lb, 9), "Filed as "sv)) return std::nullopt;
  // Cornell's title line of an Iowa rules chapter, "Iowa Admin. Code
  // agency 481, ch. 553 - CONTROLLED AND PRECURSOR SUBSTANCES" (and "Iowa
  // Code agency 481, ch. 940 - …"): the agency's chapter.
  if (Is(ctx.source.key.code(), "iowa-iac"sv) && !t.substr(j + n).starts_with("."sv)) {
    static const RE2 kAgencyBefore(R"(\bagency (\d{1,3}[A-Z]?), $)", RE2::Quiet);
    std::string_view b = Before(t, lb, 16);
    std::string agency;
    if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kAgencyBefore, &agency)) {
      p.begin = lb;
      p.end = j + n;
      p.targets.emplace_back("iowa-iac", "ch." + agency + "-" + std::string(t.substr(j, n)));
      return p;
    }
  }
  // "Chapter 18 of the board's rules" in an Iowa rule: its agency's. So
  // is `Chapter 57, “Appointments,” Iowa Administrative Code` and
  // "chapter 12 of the Iowa Administrative Code": the Code's references
  // leave out the agency for the rules' own.
  // (And "Iowa Administrative Code Chapter 68", the Code's name before.)
  static const RE2 kIacBefore(R"(\bIowa\s+Admin(?:istrative|\.)\s+Code\s*,?\s*$)", RE2::Quiet);
  // (Read only where it can count, in an Iowa rule or an ordinance: not
  // for every chapter of the statutes.)
  bool iac_source = Is(ctx.source.key.code(), "iowa-iac"sv);
  std::string_view name_before = Before(t, lb, 32);
  bool iac_named = (iac_source || municipal) &&
                   RE2::PartialMatch(re2::StringPiece(name_before.data(), name_before.size()), kIacBefore);
  bool iac_before = iac_source && iac_named;
  // (Elsewhere, "Iowa Administrative Code chapter 567-23" names its
  // agency before the dash; "Iowa Administrative Code Chapter 68" none.)
  if (iac_named && !iac_before && municipal) {
    p.begin = lb;
    std::string_view number = t.substr(j, n);
    static const RE2 kAgencyChapter(R"((\d{1,3})-(\d{1,3}[A-Z]?))", RE2::Quiet);
    size_t e = j + n;
    std::string agency, chapter;
    if (RE2::FullMatch(re2::StringPiece(number.data(), number.size()), kAgencyChapter, &agency, &chapter)) {
      p.end = e;
      p.targets.emplace_back("iowa-iac", "ch." + agency + "-" + chapter);
      return p;
    }
    p.end = e;
    p.unresolved = "a chapter of the Iowa Administrative Code whose agency the text does not name";
    return p;
  }
  if (Is(ctx.source.key.code(), "iowa-iac"sv) &&
      (NextIsOf(t, j + n) || Is(t.substr(j + n, 1), ","sv) || iac_before)) {
    static const RE2 kAgencyRules(
        R"(^(?:\s+of\s+(?:these|the\s+(?:[Bb]oard|[Dd]epartment|[Cc]ommission|[Dd]ivision|[Cc]ouncil|[Aa]gency|[Aa]uthority)(?:'|\x{2019})s)\s+rules\b|,?\s*(?:(?:\x{201C}|")[^\x{201D}"\n]{1,80}(?:\x{201D}|")\s*,?\s*)?(?:of\s+the\s+)?Iowa\s+Administrative\s+Code\b))",
        RE2::Quiet);
    std::string_view path = ctx.source.key.path();
    size_t dash = path.find('-');
    std::string_view r = t.substr(j + n, 48);
    re2::StringPiece sp(r.data(), r.size());
    if (Consume(&sp, kAgencyRules) || iac_before) {
      p.begin = lb;
      p.end = PieceAt(t, sp);
      // (The agency is the source rule's number's: "11" of "11-57.6".
      // A text kept under its file's name, no rule heading found, names
      // none.)
      std::string_view agency = dash == std::string_view::npos ? ""sv : path.substr(0, dash);
      static const RE2 kAgencyNumber(R"(\d{1,3}[A-Z]?)", RE2::Quiet);
      if (!RE2::FullMatch(re2::StringPiece(agency.data(), agency.size()), kAgencyNumber)) {
        p.unresolved = "a chapter of the Iowa Administrative Code whose agency the text does not name";
        return p;
      }
      p.targets.emplace_back("iowa-iac", "ch." + std::string(agency) + "-" + std::string(t.substr(j, n)));
      return p;
    }
  }
  p.begin = lb;
  p.end = j + n;
  std::string number(t.substr(j, n));
  // ("Chapter 1180, Statutes 1965": a state's session law, California's
  // chapters of a year's statutes; no code's chapter.)
  if (municipal) {
    static const RE2 kSessionLaw(R"(^,?\s+(?:Statutes|Stats\.)\s+(?:of\s+)?(?:18|19|20)\d\d\b)", RE2::Quiet);
    std::string_view after = t.substr(p.end, 24);
    if (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kSessionLaw)) return std::nullopt;
  }
  // "Title 25, Chapter 73, of the Pennsylvania Code", "Title 25, Chapter
  // 73.72, of the Pennsylvania Code": the Pennsylvania Code's, its title
  // named before (its sections are numbered chapter.section).
  if (municipal && t.substr(p.end, 40).find("Pennsylvania Code") != std::string_view::npos) {
    static const RE2 kPaCodeAfter(R"(^,?\s+of\s+the\s+Pennsylvania\s+Code\b)", RE2::Quiet);
    static const RE2 kTitleComma(R"(\b[Tt]itle\s+(\d+),\s*$)", RE2::Quiet);
    std::string_view after = t.substr(p.end, 40), before = Before(t, lb, 16);
    std::string title;
    if (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kPaCodeAfter) &&
        RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kTitleComma, &title)) {
      Parsed q;
      q.begin = lb - before.size() + before.rfind("itle") - 1;  // at "Title" or "title"
      q.end = p.end;
      q.targets.emplace_back("pa-code", title + "/" + (number.find('.') == std::string::npos ? "ch." : "") + number);
      return q;
    }
  }
  // (The title a list's first chapter was read under: "title 5, chapters
  // 1 through 3" are all of it.)
  std::string list_title;
  // A code numbered title-chapter-section ("1-12-3"), its chapters
  // keyed "ch.11-6": "title 11, chapter 6", "chapter 6 of title 11",
  // "chapter 2 of this title" (in 1-12-3: 1-2).
  if (municipal && code == doc_code_str &&
      std::all_of(number.begin(), number.end(), ::isdigit)) {
    const std::optional<Key>& own = ctx.section();
    std::string_view path = own ? own->path() : ""sv;
    size_t d1 = path.find('-'), d2 = d1 == std::string_view::npos ? d1 : path.find('-', d1 + 1);
    bool titled = !TitleOfSourceSection(ctx, code).empty();
    // (Or title-section with the chapter the hundreds of the section,
    // as Tennessee's municipal codes number them: "14-102" is title 14,
    // chapter 1, section 2; a chapter of one digit.)
    if (!titled && own && own->code() == code && d1 != std::string_view::npos && d1 > 0 &&
        d2 == std::string_view::npos && path.size() == d1 + 4 && number.size() == 1 &&
        path[d1 + 1] != '0' &&
        std::all_of(path.begin(), path.end(), [](char c) { return c == '-' || ascii::IsDigit(static_cast<unsigned char>(c)); }))
      titled = true;
    // ("TITLE 3, BUILDING, CHAPTER 7": the title's name between; "Title
    // 5, Zoning Regulations Set Forth in Chapter 2, 3, 5 and 10"; in
    // parentheses, "TITLE 12 (DOVER ZONING REGULATIONS), CHAPTER 7".)
    static const RE2 kTitleBefore(
        R"((\b(?:[Tt]itle|TITLE)\s+(\d+)(?:,?\s+(?:[A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*){0,3}(?:,|\s+(?:[Ss]et\s+[Ff]orth|SET\s+FORTH)\s+(?:in|IN))\s+|\([A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*){0,3}\),?\s+)?|\s*(?:\x{2014}|\x{2013})\s*[A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*){0,3},\s+))$)",
        RE2::Quiet);
    // (Its name after a dash: "City Code Title 12—ZONING, Chapter 3".)
    // ("Chapter 7 of Title XVI": the title in Roman numerals.)
    // ("a new Chapter 16 in Title 6 of the Lusk Municipal Code": "in".)
    // ("chapter 4, "Enforcement And Penalties", of this title": the
    // chapter's name in quotes between.)
    // ("Chapter 2 of this Title", "Chapter 2 of this Title 10": capitals,
    // and the title's number after "this".)
    static const RE2 kOfTitle(
        R"(^,?(?:\s+["\x{201C}][^"\x{201C}\x{201D}\n]{1,60}["\x{201D}],?)?\s+(?:of|OF|in|IN)\s+(?:(this|This|THIS)\s+(?:title|Title|TITLE)(?:\s+(\d+)\b)?|(?:[Tt]itle|TITLE)\s+(\d+|[IVXL]+))\b)",
        RE2::Quiet);
    static const RE2 kNextOfThisTitle(
        R"(^\s+(?:and|or)\s+(?:[Cc]hapter|CHAPTER)\s+\d+[A-Z]?(?:,\s*(?:[Aa]rticle|ARTICLE)\s+[0-9A-Z]+)?\s+(?:of|OF)\s+(?:this|This|THIS)\s+(?:title|Title|TITLE)\b)",
        RE2::Quiet);
    std::string words, title, self, this_title;
    std::string_view r = t.substr(p.end, 96);
    re2::StringPiece sp(r.data(), r.size());
    // Where the source stands in no such section ("Chapter 7 of Title
    // 3 is hereby deleted and replaced" in an amending ordinance's
    // preamble), the document's own sections must be numbered so
    // ("§ 3-7-1"): a code whose chapters are numbered through its
    // titles keys them alone.
    // (Or its text names such a section: "Section 16-7-2 of Chapter 7
    // of Title XVI".)
    auto numbered_so = [&](const std::string& chapter) { return DocumentNumbersSo(ctx, chapter + "-"); };
    // (A code numbered title.chapter.section, "9.04.010" elsewhere in the
    // text and no "9-04-010": "Title 12, Chapter 32, Section 050" is
    // 12.32.050, "Title 12, Chapter 12" chapter 12.12.)
    auto joined = [&](const std::string& title, const std::string& chapter) {
      if (!ctx.ordinance() || numbered_so(title) || !DocumentNumbersDotted(ctx)) return title + "-" + chapter;
      return title + "." + (chapter.size() == 1 ? "0" : "") + chapter;
    };
    if (WordsBefore(t, lb, 48, kTitleBefore, &words, &title)) {
      // (The title named before is the chapter's, numbered so or not:
      // "Title 4, chapter 2" of a code whose sections the text never
      // shows; not on the way down to another body's section, "Title 7,
      // Chapter 98, Section 7-148", whose chapters are numbered alone.)
      // (Nor in a code numbered title.chapter.section, "5.01.010", whose
      // chapters are "5.01".)
      static const RE2 kPathOn(R"(^,?\s*(?:[Pp]art|PART|[Ss]ection|SECTION|[Ss]ec\.|SEC\.|\x{00A7}))", RE2::Quiet);
      std::string_view on = t.substr(p.end, 16);
      bool path_on = RE2::PartialMatch(re2::StringPiece(on.data(), on.size()), kPathOn);
      bool dotted_code = own && own->code() == code && std::count(path.begin(), path.end(), '.') >= 2;
      // (Nor after a comma, a name's path going on: "South Carolina Code,
      // Title 6, Chapter 29", "Subchapter I, Title 43, Chapter 21, of the
      // Texas Administrative Code".)
      // (But the code's own name before the comma, "DOVER CITY CODE,
      // TITLE 12 (DOVER ZONING REGULATIONS), CHAPTER 7", is no other
      // body's.)
      std::string_view named = TrimmedBefore(t, lb - words.size());
      bool after_comma = named.ends_with(","sv) && !named.ends_with("CITY CODE,"sv) &&
                         !named.ends_with("City Code,"sv) && !named.ends_with("MUNICIPAL CODE,"sv) &&
                         !named.ends_with("Municipal Code,"sv);
      // ("TITLE 5, CHAPTER 1, SECTION 4", "Title 5, Chapter 3, Section
      // 14 of the City Code": the code's own section, numbered
      // title-chapter-section, the section a bare number; not another
      // body's, "Title 7, Chapter 98, Section 7-148", nor a section of an
      // act after it, "Section 4 of the Act".)
      if (path_on && !after_comma && !dotted_code && ctx.ordinance() && code == ctx.spec.code &&
          std::all_of(number.begin(), number.end(), ::isdigit)) {
        static const RE2 kSectionOn(R"(^,?\s*(?:[Ss]ection|SECTION|[Ss]ec\.|SEC\.)\s*(\d{1,3})\b)", RE2::Quiet);
        std::string_view rest = t.substr(p.end, 24);
        re2::StringPiece so(rest.data(), rest.size());
        std::string sec;
        if (Consume(&so, kSectionOn, &sec)) {
          size_t e = PieceAt(t, so);
          bool longer = e + 1 < t.size() && (t[e] == '-' || t[e] == '.') && ascii::IsDigit(static_cast<unsigned char>(t[e + 1]));
          // ("of the city code", "OF THE DALTON GARDENS CITY CODE": its
          // own code.)
          static const RE2 kOfOwnCode(R"(^,?\s+(?:of|OF)\s+(?:the|THE)\s+(?:[A-Za-z]+\s+){0,3}(?:[Cc]ode|CODE)\b)", RE2::Quiet);
          std::string_view after = t.substr(e, 60);
          bool of_other = (after.starts_with(" of the") || after.starts_with(" OF THE")) &&
                          !RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfOwnCode);
          if (!longer && !of_other) {
            Parsed q;
            q.begin = lb - words.size();
            // ("Title 10, Chapter 6, Section 3(B) of the Municipal Code",
            // "Section 8 (B)": the section's levels after it.)
            static const RE2 kLevels(R"(^(?:\s?\([0-9A-Za-z]{1,4}\))+)", RE2::Quiet);
            std::string_view r = t.substr(e, 40);
            re2::StringPiece lv(r.data(), r.size());
            std::string levels;
            if (Consume(&lv, kLevels)) {
              size_t le2 = PieceAt(t, lv);
              for (char ch : t.substr(e, le2 - e))
                if (ch != ' ') levels += ch;
              // (Not "(3 through 8)", a range inside one pair, which is left.)
              e = le2;
            }
            q.end = e;
            // (Tennessee's municipal codes number a section by its title
            // and the hundreds of its chapter: "Title 8, Chapter 2 Section
            // 9" is 8-209.)
            if (Is(ctx.spec.jurisdiction, "Tennessee"sv) && number.size() <= 2 && sec.size() <= 2)
              q.targets.emplace_back(code, title + "-" + number + (sec.size() == 1 ? "0" : "") + sec + levels);
            else if (std::string c = joined(title, number); c.find('.') != std::string::npos)
              q.targets.emplace_back(code, c + "." + sec + levels);
            else
              q.targets.emplace_back(code, c + "-" + sec + levels);
            return q;
          }
        }
      }
      if (titled || numbered_so(title + "-" + number) || (!path_on && !dotted_code && !after_comma)) {
        p.begin = lb - words.size();
        number = joined(title, number);
        list_title = title;
      } else if (dotted_code && !path_on && !after_comma && path.substr(0, path.find('.')) == title) {
        // ("Title 14, Chapter 32" in 14.32.010: the source's own title, its
        // chapter 14.32, the digits as the code writes them.)
        p.begin = lb - words.size();
        number = DottedChapterOfTitle(path, number);
        list_title = title;
      } else if (dotted_code && !path_on) {
        // ("title 7, chapter 11 of this code", "Title 16, Chapter 9 of
        // the Ivins City Code" in 15.06.207: another title of the code,
        // named as its own after the chapter; its chapter written with
        // the source's digits, 7.11, 16.09.)
        static const RE2 kOfOwnCode(
            R"(^,?\s+of\s+(?:this\s+(?:[Cc]ode|[Mm]unicipal\s+[Cc]ode)\b|the\s+(?:[A-Z][A-Za-z]+\s+){0,3}(?:City|Municipal|Town|County)\s+Code\b))",
            RE2::Quiet);
        std::string_view on = t.substr(p.end, 64);
        if (RE2::PartialMatch(re2::StringPiece(on.data(), on.size()), kOfOwnCode)) {
          p.begin = lb - words.size();
          std::string own_title(path.substr(0, path.find('.')));
          number = title + DottedChapterOfTitle(path, number).substr(own_title.size());
          list_title = title;
        }
      }
    } else if (re2::StringPiece next_item = sp;
               titled && RE2::PartialMatch(next_item, kNextOfThisTitle)) {
      // ("chapter 17 and chapter 13, article B of this title": the next
      // chapter's title is this one's too; the next is read on its own.)
      number = std::string(path.substr(0, d1)) + "-" + number;
    } else if (Consume(&sp, kOfTitle, &self, &this_title, &title)) {
      if (!this_title.empty()) {
        title = this_title;
        self.clear();
      }
      if (int roman = ascii::IsDigit(static_cast<unsigned char>(title[0])) ? 0 : RomanValue(title); roman > 0)
        title = std::to_string(roman);
      if (titled || (self.empty() && numbered_so(title + "-" + number))) {
        p.end = PieceAt(t, sp);
        number = (self.empty() ? title : std::string(path.substr(0, d1))) + "-" + number;
      } else if (!self.empty() && own && own->code() == code &&
                 std::count(path.begin(), path.end(), '.') >= 2) {
        // ("chapter 10 of this title" in 15.6.9.1, a code numbered
        // title.chapter.section: 15.10; in 16.04.010, "chapter 8 of this
        // title" is 16.08, the chapter's digits as the code writes them.)
        size_t e1 = path.find('.'), e2 = path.find('.', e1 + 1);
        std::string_view chapter = path.substr(e1 + 1, e2 - e1 - 1);
        if (e1 > 0 && !chapter.empty() && std::all_of(path.begin(), path.begin() + e2, [](char c) {
              return c == '.' || ascii::IsDigit(static_cast<unsigned char>(c));
            })) {
          p.end = PieceAt(t, sp);
          number = DottedChapterOfTitle(path, number);
        }
      }
    }
  }
  // "IEBC chapters 4 through 12", "IBC chapter 10": a model code's
  // chapters, which no key spells (the Administrative Code adopts the
  // International codes by their initials).
  {
    std::string_view b = TrimmedBefore(t, lb);
    size_t sp = b.find_last_of(" \n(");
    std::string_view word = sp == std::string_view::npos ? b : b.substr(sp + 1);
    static constexpr std::string_view kModelCodes[] = {
        "IBC", "IEBC", "IFC", "IECC", "IPC", "IMC", "IFGC", "IPMC", "ISPSC", "IWUIC", "UPC", "UMC", "NEC"};
    if (std::find(std::begin(kModelCodes), std::end(kModelCodes), word) != std::end(kModelCodes))
      return std::nullopt;
    // ("15 United States Code, Chapter 47": the U.S. Code's chapter,
    // which no key spells; not the code's own.)
    if (municipal && (EndsWith(b, "United States Code,"sv) || EndsWith(b, "United States Code"sv) ||
                      EndsWith(b, "U.S.C."sv) || EndsWith(b, "U.S.C.,"sv) || EndsWith(b, "USC"sv) ||
                      EndsWith(b, "USC,"sv))) {
      p.unresolved = "a chapter of the United States Code, which no key spells";
      return p;
    }
    // ("Chapter 1 of the BOCA National Building Code", "chapter 11 of
    // the International Building Code": after it, named.)
    // ("Chapter 70, Excavation and Grading, of the appendix to the
    // Uniform Building Code": its name between, and the appendix.)
    static const RE2 kOfModelCode(
        R"(^(?:,\s+[A-Z][A-Za-z]*(?:\s+[A-Za-z]+){0,5},)?,?\s+of\s+the\s+(?:[Aa]ppendix\s+(?:to|of)\s+the\s+)?(?:\d{4}\s+)?(?:BOCA|International|Uniform|National)\s+(?:[A-Z][A-Za-z]*\s+){0,4}Code\b)",
        RE2::Quiet);
    // ("Chapter 3 of Statutes of the State of Kansas": a state's
    // statutes that no key spells.)
    static const RE2 kOfStateStatutes(
        R"(^,?\s+of\s+(?:the\s+)?(?:Revised\s+|General\s+)?Statutes\s+of\s+(?:the\s+)?State\s+of\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))",
        RE2::Quiet);
    // ("Chapter 7 of the USDA Forest Service General Technical Report": a
    // publication's chapter.)
    // (Its name quoted: "Chapter 7 of the USDA Forest Service “General
    // Technical Report …”".)
    static const RE2 kOfPublication(
        R"(^,?\s+of\s+the\s+(?:["\x{201C}]?[A-Z][A-Za-z.]*\s+){1,6}(?:Report|Manual|Handbook|Guide|Guidelines)\b)",
        RE2::Quiet);
    // ("Chapter 87 of Act No. 236 of the Public Acts of 1961": a
    // chapter of a session law, which is not reported.)
    static const RE2 kOfSessionLaw(
        R"(^,?\s+of\s+(?:Act\s+No\.|Public\s+Act\b|P\.\s?A\.)\s*\d)", RE2::Quiet);
    std::string_view after = t.substr(p.end, 80);
    std::string state;
    if (municipal && RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfStateStatutes, &state) &&
        !HasKeyedLaw(state))
      return std::nullopt;
    // ("Chapter 1.5 (commencing with Section 2050) of Division 3 of the
    // Fish and Game Code": California's way to name a chapter of one of
    // its codes, the code's name after its division.)
    size_t open = p.end;
    while (open < t.size() && (t[open] == ' ' || t[open] == '\n')) ++open;
    if (municipal && t.substr(open).starts_with("(commencing with "sv)) {
      static const RE2 kCommencingOf(
          R"(^\s+\(commencing\s+with\s+[Ss]ection\s+[0-9A-Za-z.-]+\),?\s+of\s+(?:(?:Division|Part|Title)\s+[0-9.]+[A-Z]?,?\s+of\s+)*(?:the\s+)?(?:[A-Z][a-z]+\s+(?:and\s+)?){1,4}Code\b)",
          RE2::Quiet);
      std::string_view r = t.substr(p.end, 160);
      re2::StringPiece cp(r.data(), r.size());
      if (RE2::Consume(&cp, kCommencingOf)) {
        p.end = PieceAt(t, cp);
        p.targets.clear();
        p.unresolved = "a chapter of another code, named after it, which no key spells";
        return p;
      }
    }
    // ("Title 25, Chapter 1, Article 4 of said Administrative Code": the
    // code named before, by its name again.)
    static const RE2 kOfSaidCode(
        R"(^(?:,?\s+(?:Article|Art\.)\s+[0-9A-Z]+)?,?\s+of\s+(?:said|such)\s+(?:(?:Administrative|Building|Health|Government|Vehicle|Penal|Fire|Plumbing|Residential|Water|Public)\s+)(?:[A-Z][a-z]+\s+){0,2}Code\b)",
        RE2::Quiet);
    // ("the Communications Act of 1934, Ch. 652, 48 Stat. 1064": an act's
    // chapter of the session laws, its volume of the Statutes at Large
    // after it.)
    static const RE2 kStatutesAtLarge(R"(^,\s*\d{1,3}\s+Stat\.?\s+\d)", RE2::Quiet);
    if (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kStatutesAtLarge)) return std::nullopt;
    if ((NextIsOf(t, p.end) || after.starts_with(","sv)) &&
        (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfModelCode) ||
         RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfSaidCode) ||
         RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfPublication) ||
         RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfSessionLaw)))
      return std::nullopt;
  }
  if (wis && AdminCodeBefore(t, lb)) {
    p.unresolved = "a chapter of the Administrative Code whose agency the text does not name";
    return p;
  }
  // "Wis. Admin. Code ATCP ch. 125": the agency before the lead.
  if (wis && Before(t, lb, 24).find("Code ") != std::string_view::npos) {
    static const RE2 kAgencyBefore(
        R"(((?:Wis\.\s+)?(?:Admin|Adm)\.\s+Code\s+([A-Z][A-Za-z]{1,4})\s+)$)", RE2::Quiet);
    std::string_view b = Before(t, lb, 32);
    std::string words, agency;
    if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kAgencyBefore, &words,
                          &agency) &&
        IsAgencyPrefix(agency)) {
      p.begin = lb - words.size();
      ToUpper(&agency);
      p.targets.emplace_back("wis-adm", "ch." + agency + number);
      return p;
    }
  }
  // "The penalty provisions in Chapter 350", after "the Wisconsin
  // Statutes Chapter 350" earlier in the provision: the same chapter.
  if (code == doc_code_str && wis && !wis_code && StatutesChapterBefore(t, lb, number))
    code = "wis-stat";
  // "Chapter 18 Sewers and Sewage Disposal Part 1 …" opening a
  // municipal code's text: the chapter's heading, run into its text.
  if (municipal && code == doc_code_str &&
      t.find_first_not_of(" \n") == static_cast<size_t>(lb)) {
    size_t k = SkipSpace(t, p.end);
    if (k + 1 < t.size() && k > p.end && ascii::IsUpper(static_cast<unsigned char>(t[k])) &&
        ascii::IsLower(static_cast<unsigned char>(t[k + 1])))
      return std::nullopt;
  }
  if (!abbreviated && code == doc_code_str && !wis_code && wis) {
    // "Chapter 4 HEALTH AND SANITATION ORDINANCES": a chapter's heading
    // in text that lost its line breaks, not a reference.
    // (Two words: "Chapter 16.05 RMC control" names the code.)
    auto caps = [&](size_t from, size_t* to) {
      size_t e = from;
      while (e < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[e]))) ++e;
      *to = e;
      return e - from >= 2 && (e == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[e])))
                 ? t.substr(from, e - from)
                 : std::string_view();
    };
    size_t e1 = 0, e2 = 0;
    std::string_view word = caps(SkipSpace(t, p.end), &e1);
    // ("CHAPTER 9 TRAFFIC 9.01 TRAFFIC ORDINANCE": the heading, then its
    // first section's.)
    if (word.size() >= 3 && !Is(word, "THE"sv) && !Is(word, "AND"sv) &&
        (!caps(SkipSpace(t, e1), &e2).empty() ||
         t.substr(SkipSpace(t, e1)).starts_with(number + ".")))
      return std::nullopt;
    // ("CHAPTER 9 ARTICLE 9 - SHORELAND PROTECTION PROVISION": the
    // chapter's and its article's heading.)
    static const RE2 kArticleHeading(
        R"(^\s+ARTICLE\s+[0-9IVXL]+[A-Z]?\s*(?:-|\x{2013}|\x{2014})\s*[A-Z]{2,}\b)", RE2::Quiet);
    if (Is(word, "ARTICLE"sv) &&
        RE2::PartialMatch(
            re2::StringPiece(t.data() + p.end, std::min<size_t>(64, t.size() - p.end)),
            kArticleHeading))
      return std::nullopt;
    // "CHAPTER 17, SUBCHAPTER III, SECTION 17.30": the path to a section.
    static const RE2 kPathToSection(
        R"(^,?\s+(?:SUBCHAPTER|Subchapter)\s+[IVXL]+,?\s+(?:SECTION|Section)\s+(\d+\.\d+))",
        RE2::Quiet);
    std::string_view r = t.substr(p.end);
    re2::StringPiece sp(r.data(), r.size());
    std::string section;
    if (r.size() > 12 && Consume(&sp, kPathToSection, &section) &&
        StartsWith(section, number + ".")) {
      p.end = t.size() - sp.size();
      p.targets.emplace_back(code, section);
      return p;
    }
  }
  // The RCW's chapters are numbered within their titles ("chapter
  // 90.58"): an undotted "chapter 185" is another's (a session law's, the
  // U.S. Code's or the CFR's, "chapter 9 of the uniform building code").
  if (Is(code, "wa-rcw"sv) && number.find('.') == std::string::npos) return std::nullopt;
  p.targets.emplace_back(code, "ch." + number);
  // ("An Act to repeal chapter 166 (title), 166.02 (2), 166.02 (5), …":
  // an act's clause going on after the chapter's title with the
  // statutes' sections.)
  // (Where the chapter opens the clause: inside a list the list's own
  // reading holds it, "…, 118.40 (5) (b), chapter 119 (title), 119.01".)
  auto opens_clause = [&] {
    std::string_view b = TrimmedBefore(t, lb);
    for (std::string_view verb : {"repeal"sv, "renumber"sv, "amend"sv, "create"sv, "recreate"sv, "consolidate"sv})
      if (EndsWith(b, verb)) return true;
    return false;
  };
  if (Is(code, "wis-stat"sv) && t.substr(p.end, 9).starts_with(" (title)"sv) && opens_clause()) {
    static const RE2 kOnToSections(R"(^\s*\(title\)(?:\s*,\s*(?:and\s+)?|\s+and\s+)(\d{1,3}\.\d))", RE2::Quiet);
    std::string_view r2 = t.substr(p.end, 24);
    re2::StringPiece on(r2.data(), r2.size());
    re2::StringPiece first;
    if (Consume(&on, kOnToSections, &first)) {
      Parsed q = ParseWisList(ctx, t, first.data() - t.data(), "wis-stat", "", 1, true);
      if (!q.targets.empty()) {
        for (Key& k : q.targets) p.targets.push_back(std::move(k));
        p.end = q.end;
        return p;
      }
    }
  }
  {
    // "Subchapter I of Chapter 295, Wisconsin Statutes": the subchapter
    // stands before the lead.
    // "Subchapters II to IV of Ch. 289": the range's two ends. (An act's
    // "subchapter III (title) of chapter 30": the subchapter's title,
    // which the subchapter's key stands for.)
    static const RE2 kSubchBefore(
        R"(([Ss]ubchapters?\s+([IVXL]+)(?:\s+(?:to|through|and|or)\s+([IVXL]+))?\s+(?:\(title\)\s+)?of\s+)$)",
        RE2::Quiet);
    std::string words, roman, roman2;
    if (Before(t, lb, 44).find("ubchapter") != std::string_view::npos &&
        WordsBefore(t, lb, 44, kSubchBefore, &words, &roman, &roman2)) {
      p.begin = lb - words.size();
      std::string chapter_path = p.targets.back().path();
      p.targets.back() = Key(code, chapter_path + "/subch." + roman);
      if (!roman2.empty()) p.targets.emplace_back(code, chapter_path + "/subch." + roman2);
    } else if ((wis || Is(code, "iowa-code"sv)) &&
               t.substr(p.end, 16).find("ubchapter") != std::string_view::npos) {
      // "Ch. 19, Subchapter II, Wis. Stats.", the Code of Iowa's "chapter 8A,
      // subchapter IV": the subchapter after.
      static const RE2 kSubchAfter(R"(^,?\s+[Ss]ubchapter\s+([IVXL]+)\b)", RE2::Quiet);
      // ("chapter 422, subchapter II or III": each.)
      static const RE2 kMoreSubch(
          R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(?:[Ss]ubchapter\s+)?([IVXL]+)\b)",
          RE2::Quiet);
      std::string_view r = t.substr(p.end, 64);
      re2::StringPiece sp(r.data(), r.size());
      if (Consume(&sp, kSubchAfter, &roman)) {
        std::string chapter_path(p.targets.back().path());
        p.targets.back() = Key(code, chapter_path + "/subch." + roman);
        while (Consume(&sp, kMoreSubch, &roman))
          p.targets.emplace_back(code, chapter_path + "/subch." + roman);
        p.end = PieceAt(t, sp);
      }
    }
  }
  // "chapter 6, article III", "Ch. 19, Art. III", "Chapter 1, General
  // Provisions, Article I, of this Code", "Chapter 15 – Planning, Article
  // VII – Regional Council", "ch. 14, art. IX" in small letters; "See Ch.
  // 19, Art I", the abbreviation's stop left out before a Roman numeral;
  // "Chapter 277 , Article II", a copy's space before the comma; a title
  // of several words apart by commas, "Chapter 98 - Streets, Sidewalks,
  // Storm Sewers, and Other Public Places, Article IX"; an article
  // numbered by its chapter, "Chapter 9, Article 9-11".
  // (In an ordinance's title in capitals too: "CHAPTER 58, ARTICLE II",
  // "CHAPTER 42 - FLOODS, ARTICLE II", "CHAPTER 2 “ADMINISTRATION,”
  // ARTICLE I", the title quoted.)
  static const RE2 kArticle(
      R"(^ ?,?\s*(?:(?:[-\x{2013}\x{2014}]\s*)?[A-Z][a-z]+(?:,?\s+(?:(?:and|of|the|for|in|on|to)\s+)?[A-Z][a-z]+){0,7} ?,\s*|(?:[-\x{2013}\x{2014}]\s*)?[A-Z][A-Z]+(?:\s+(?:(?:AND|OF|THE|FOR|IN|ON|TO|&)\s+)?[A-Z][A-Z]+)* ?,\s*|["\x{201C}][^"\x{201C}\x{201D}\n]+["\x{201D}] ?,?\s*)?(?:(?:[Aa]rticles?|ARTICLES?|[Aa]rts?[.,])\s+([IVXLC]+|\d+[A-Z]?(?:-\d+[A-Z]?)?|[A-Z]\d?)|Art\s+([IVXLC]+))\b)",
      RE2::Quiet);
  // "chs. 30, 31 and 281", "Chs. 340 through 348" (the range's
  // endpoints), and "chs.446,447, and448are", "chs.600to646" where
  // spaces were lost; in a title's capitals, "CHAPTERS 3, 6, 7, 9 AND 10";
  // a space before the comma, "chs. 30 , 280 to 292", where a copy put one;
  // "Chapter 1252 and/or 1254".
  static const RE2 kMoreChapters(
      R"(^( ?,\s*(?:and\s*|or\s*|AND\s+|OR\s+)?|\s+and/or\s+|\s*and\s*|\s*or\s*|\s*to\s*|\s+through\s+|\s+(?:AND|OR|TO|THROUGH)\s+)(\d+))",
      RE2::Quiet);
  std::string_view r = t.substr(p.end);
  re2::StringPiece more(r.data(), r.size());
  std::string art, sep, chap;
  // ("Ch. 12, § 12-2", "Chapter 8, Section 8.302": the chapter on the way
  // to a section of its own number, which the section's lead reads; no
  // citation of its own. Not "Chapter 19, Article IV, Section 321.5",
  // whose place the section's number does not give.)
  auto to_own_section = [&](const re2::StringPiece& after) {
    static const RE2 kToSection(
        R"(^(?:,?[ \t]*(?:[Dd]ivision|DIVISION)[ \t]+\d+[A-Z]?)?,?[ \t]*(?:[Ss]ections?|SECTIONS?|[Ss]ecs?\.|SECS?\.|\x{00A7}\x{00A7}?)[ \t]*(\d+[.-])\d)",
        RE2::Quiet);
    std::string section_chapter;
    return municipal && code == doc_code_str && RE2::PartialMatch(after, kToSection, &section_chapter) &&
           section_chapter.substr(0, section_chapter.size() - 1) == number;
  };
  if (to_own_section(more)) return std::nullopt;
  static const RE2 kNamedCodeArticle(
      R"(^\s+[A-Z]{2,5},?\s*(?:[Aa]rticle|Art\.)\s+([IVXLC]+|\d+)\b)", RE2::Quiet);
  if (number.find('.') != std::string::npos && code == doc_code_str &&
      Consume(&more, kNamedCodeArticle, &art)) {
    // "Chapter 19.145 FWRC, Article I": an article of the code's chapter.
    p.targets.back() = Key(code, p.targets.back().path() + "/art." + art);
    p.end = t.size() - more.size();
  } else if (titled_list) {
    // "chapters 9-200, 9-300 and 9-400": each of the title's chapters.
    static const RE2 kMoreTitled(R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(\d+-\d+)\b)",
                                 RE2::Quiet);
    while (Consume(&more, kMoreTitled, &chap)) {
      p.targets.emplace_back(code, "ch." + chap);
      p.end = t.size() - more.size();
    }
  } else if (number.find('.') != std::string::npos) {
    // A municipal code's dotted chapters: "Chapters 13.56, 13.60, 15.09
    // through 15.11, and 18.48", "Chapters 13.60 through 13.92" ("CHAPTER
    // 2.25, 16.05 AND 17.05 OF THE LEWIS COUNTY CODE" in capitals).
    // (Each with its name in parentheses, "Chapters 7.16 (Disorderly
    // Conduct) and 11.08".)
    static const RE2 kMoreDotted(
        R"(^((?:\s*\([A-Z][^()\n]{1,60}\))?(?:,\s*(?:and\s+|or\s+|AND\s+|OR\s+)?|\s+(?:and|or|AND|OR|and/or)\s+|\s+(?:to|through|TO|THROUGH)\s+))(\d+[A-Z]?\.\d+[A-Z]?)\b)",
        RE2::Quiet);
    // (After "Chapters", each with its title, the items apart by
    // semicolons: "Chapters 8.14, Nuisances; 8.20, Weed Control; 8.22
    // Noxious Weed Control; and 12.28, Fences, Walls, and Hedges".)
    // (In a title's capitals too, the names longer, with commas:
    // "CHAPTERS 2.28 CABINET TEAM POSITIONS AND OFFICERS; … 23.36
    // RIGHT-OF-WAY STANDARDS, STREET IMPROVEMENT STANDARDS, AND BUILDING
    // LINE REQUIREMENTS; 23.40 FLOODPLAIN …".)
    static const RE2 kMoreTitled(
        R"(^(,?\s+[A-Z][A-Za-z'\-]*(?:,?\s+(?:and|of|the|for|&|AND|OF|THE|FOR|ON|IN|TO|[A-Z][A-Za-z'\-]*)){0,12}\s*;\s*(?:and\s+|or\s+|AND\s+)?)(\d+[A-Z]?\.\d+[A-Z]?)\b)",
        RE2::Quiet);
    std::string_view window = t.substr(p.end, 4 * kWindow);
    re2::StringPiece list(window.data(), window.size());
    bool plural = t.substr(lb).starts_with("Chapters"sv) || t.substr(lb).starts_with("chapters"sv) ||
                  t.substr(lb).starts_with("CHAPTERS"sv);
    while (Consume(&list, kMoreDotted, &sep, &chap) ||
           (plural && Consume(&list, kMoreTitled, &sep, &chap))) {
      size_t at = PieceAt(t, list);
      // Not a section ("13.56.400") nor a level after the number.
      if (at < t.size() && (t[at] == '.' || t[at] == '(') && at + 1 < t.size() &&
          ascii::IsAlnum(static_cast<unsigned char>(t[at + 1])))
        break;
      p.targets.emplace_back(code, "ch." + chap);
      p.end = at;
    }
  } else if (static const RE2 kPart(
                 R"(^(?:,\s+[A-Z][a-z]+(?:\s+(?:and\s+|&\s+)?[A-Z][a-z]+){0,3})?,?\s*Part\s+(\d{1,2}[A-Z]?)\b(?:\s*[.;)\]]|,(?:\s+of\b|\s*$)|,\s+[a-z]|\s+of\b|$|,\s+[A-Z][a-z]+(?:\s+(?:and\s+)?[A-Z][a-z]+){0,3}(?:[.;]|$)))",
                 RE2::Quiet);
             municipal && code == doc_code_str &&
             RE2::PartialMatch(re2::StringPiece(more.data(), more.size()), kPart, &art)) {
    // "[Chapter 26, Part 2]", "Chapter 26, Part 2, of this Code", "See Ch.
    // 165, Part 1, Zoning.", "See Chapter 1, Part 2D, Ord. 327", the
    // chapter's title between, "Chapter 5, Code Enforcement, Part 2,
    // Property Maintenance Code": a part of
    // the code's chapter (Pennsylvania's and New York's codes part their
    // chapters; not "Chapter 249, Part 1, Section 14-307", a path to a
    // section).
    static const RE2 kPartConsume(
        R"(^(?:,\s+[A-Z][a-z]+(?:\s+(?:and\s+|&\s+)?[A-Z][a-z]+){0,3})?,?\s*Part\s+\d{1,2}[A-Z]?\b)",
        RE2::Quiet);
    Consume(&more, kPartConsume);
    p.targets.back() = Key(code, p.targets.back().path() + "/part." + art);
    p.end = t.size() - more.size();
  } else if (std::string art_bare; (!abbreviated || code == doc_code_str) && Consume(&more, kArticle, &art, &art_bare)) {
    if (art.empty()) art = std::move(art_bare);
    // ("Chapter 8, Article III, Section 8.302", "CHAPTER 5, ARTICLE VIII,
    // SECTIONS 5.801 – 5.810", "Chapter 1, Article III, Division 2,
    // Section 1-50": the article too, on the way to the section.)
    if (to_own_section(more)) return std::nullopt;
    std::string chapter_path = p.targets.back().path();
    // ("chapter 2, article C, "Nonconforming Uses", of this title" in
    // 9-4C-4: the chapter of the source's title, named after the article.)
    static const RE2 kThenOfThisTitle(
        R"(^(?:,?\s*["\x{201C}][^"\x{201C}\x{201D}\n]{1,80}["\x{201D}])?,?\s+of\s+this\s+(?:title|Title|TITLE)\b)",
        RE2::Quiet);
    if (re2::StringPiece after_article = more;
        municipal && code == doc_code_str && chapter_path.find('-') == std::string::npos &&
        Consume(&after_article, kThenOfThisTitle)) {
      static const RE2 kTitleOf(R"(^(\d{1,3})-\d)", RE2::Quiet);
      std::string source_title;
      if (const std::optional<Key>& own = ctx.section();
          own && own->code() == code && RE2::PartialMatch(own->path(), kTitleOf, &source_title)) {
        chapter_path = "ch." + source_title + "-" + chapter_path.substr(3);
        more = after_article;
      }
    }
    p.targets.back() = Key(code, chapter_path + "/art." + art);
    p.end = t.size() - more.size();
    // "Chapter 263, Articles I through V, of the Town Code", "Chapter
    // 12, Article II and Article IV": the list's other articles (a
    // range's members).
    // (Each in the first's style, numeral or number, and not a section's
    // number: "Chapter 21, Article VIII, 21-800 Report of Spill".)
    static const RE2 kMoreArticle(
        R"(^((?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+)(?:[Aa]rticle\s+)?([IVXLC]+|\d+[A-Z]?)\b))",
        RE2::Quiet);
    // ("Chapter 98 - Streets, …, Article IX - Street Sweeping, and Article
    // X - Leaf Collection Services": each item's title after a dash, the
    // next one named by its word.)
    static const RE2 kTitledMoreArticle(
        R"(^\s*[-\x{2013}\x{2014}]\s*[A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*){0,5}((?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)[Aa]rticle\s+([IVXLC]+|\d+[A-Z]?)\b))",
        RE2::Quiet);
    std::string list, item_text, item;
    bool numeral = !ascii::IsDigit(static_cast<unsigned char>(art[0]));
    while (true) {
      re2::StringPiece before = more;
      if (!Consume(&more, kMoreArticle, &item_text, &item) &&
          !Consume(&more, kTitledMoreArticle, &item_text, &item))
        break;
      bool section = more.size() > 1 && (more[0] == '-' || more[0] == '.') &&
                     ascii::IsDigit(static_cast<unsigned char>(more[1]));
      if (section || numeral == ascii::IsDigit(static_cast<unsigned char>(item[0]))) {
        more = before;
        break;
      }
      list += item_text;
    }
    if (!list.empty()) {
      static const RE2 kNumeral(R"(\b([IVXLC]+|\d+[A-Z]?)\b)", RE2::Quiet);
      std::string expanded = RomanRangesExpanded(art + list), roman;
      // ("articles 1 through 10": whole numbers too.)
      static const RE2 kNumberRange(R"(\b(\d+)\s+(?:through|to)\s+(\d+)\b)", RE2::Quiet);
      for (std::string a, b; RE2::PartialMatch(expanded, kNumberRange, &a, &b);) {
        int from = std::stoi(a), to = std::stoi(b);
        std::string run;
        for (int n = from; n <= to && to - from <= 30; ++n)
          run += (run.empty() ? "" : ", ") + std::to_string(n);
        if (run.empty()) break;
        RE2::Replace(&expanded, kNumberRange, run);
      }
      re2::StringPiece items(expanded.data(), expanded.size());
      RE2::FindAndConsume(&items, kNumeral, &roman);  // the first, read above
      while (RE2::FindAndConsume(&items, kNumeral, &roman))
        p.targets.emplace_back(code, chapter_path + "/art." + roman);
      p.end = t.size() - more.size();
    } else if (size_t e = 0; municipal && code == doc_code_str) {
      // ("Chapter 10, Article II, Division 15, of the City Code": the
      // article's divisions.)
      std::vector<std::string> divisions = ReadDivisions(t, p.end, &e);
      if (!divisions.empty()) {
        std::string article_path = p.targets.back().path();
        p.targets.pop_back();
        for (const std::string& d : divisions) p.targets.emplace_back(code, article_path + "/div." + d);
        p.end = e;
      }
    }
  } else {
    while (true) {
      re2::StringPiece before = more;
      // ("Chapter 15 (relating to licensing of drivers), 17 (relating
      // to financial responsibility) or 37": Pennsylvania's headings
      // between the items.)
      if (std::string_view m(more.data(), more.size());
          StartsWith(m, " (relating to "sv) && m.find(')') != std::string_view::npos &&
          m.find(')') < 160) {
        size_t close = m.find(')');
        re2::StringPiece after(more.data() + close + 1, more.size() - close - 1);
        re2::StringPiece probe = after;
        if (Consume(&probe, kMoreChapters, &sep, &chap)) more = after;
      }
      // ("chapters 369 to 376, inclusive, 378 to 381, inclusive, 393a":
      // Connecticut's list goes on after a range's "inclusive".)
      if (std::string_view m(more.data(), more.size()); StartsWith(m, ", inclusive"sv)) {
        re2::StringPiece after(more.data() + 11, more.size() - 11);
        re2::StringPiece probe = after;
        if (Consume(&probe, kMoreChapters, &sep, &chap)) more = after;
      }
      // "Chapters 1-12", "Chapters 165-166A": after the plural, a
      // hyphen between two chapters' numbers is a range.
      static const RE2 kHyphenRange(R"(^(\s?(?:-|\x{2013})\s?)(\d+))", RE2::Quiet);
      // (Or, in an ordinance, an em dash, set apart or close: "Chapters 1
      // — 25", "(chapters 20—25)"; not a rule page's "Safety and
      // Professional Services, Chs. 1—299", the agency's span of the
      // Code.)
      static const RE2 kEmDashRange(R"(^(\s?\x{2014}\s?)(\d+))", RE2::Quiet);
      if (!Consume(&more, kMoreChapters, &sep, &chap) &&
          !((EndsWith(lead, "s"sv) || EndsWith(lead, "s."sv)) &&
            (Consume(&more, kHyphenRange, &sep, &chap) ||
             (ctx.ordinance() && Consume(&more, kEmDashRange, &sep, &chap)))))
        break;
      // "chs. 145 and 146,and 1983 Wisconsin Act 410": the statutes have
      // no chapter 1000 or above; that is a year. (So has the Code of
      // Iowa: "chapter 231 and 2024 Iowa Acts, House File 2673".)
      if ((Is(code, "wis-stat"sv) || Is(code, "iowa-code"sv)) && chap.size() > 3) {
        more = before;
        break;
      }
      // Not a section number ("ch. 30 and 31.02", "Chapter 2, 7-2-1 of
      // the … Code"), a longer number nor a date ("[Filed as Chapter
      // 108, 2/14/75 …]").
      size_t at = t.size() - more.size();
      if (at < t.size() &&
          (ascii::IsDigit(static_cast<unsigned char>(t[at])) ||
           (t[at] == '-' && at + 1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[at + 1]))) ||
           ((t[at] == '.' || t[at] == '/') && at + 1 < t.size() &&
            ascii::IsDigit(static_cast<unsigned char>(t[at + 1]))))) {
        more = before;
        break;
      }
      // "chapter 128 or 319uu or 42 USC 1437f": a title opening the next
      // citation is no chapter of this list, nor an agency opening an
      // Iowa rule's chapter ("chapter 256B and 281-Chapter 41").
      {
        size_t d = at;
        while (d < t.size() && (t[d] == '-' || t[d] == ' ')) ++d;
        if (t.substr(d).starts_with("\xE2\x80\x94"sv) || t.substr(d).starts_with("\xE2\x80\x93"sv))
          d += 3;
        if (d > at && (t.substr(d).starts_with("Chapter"sv) || t.substr(d).starts_with("chapter"sv))) {
          more = before;
          break;
        }
        std::string_view after = t.substr(SkipSpace(t, at));
        if (StartsWith(after, "U.S.C"sv) || StartsWith(after, "USC"sv) ||
            StartsWith(after, "U. S. C"sv) || StartsWith(after, "C.F.R"sv) ||
            StartsWith(after, "CFR"sv)) {
          more = before;
          break;
        }
      }
      // "204a", "319dd"; "and448are": the next word, not the number's.
      size_t suffix = ChapterSuffix(t, at, !Is(code, "wis-stat"sv));
      // "Ch. 20, 1st": an ordinal, not a chapter (only the statutes'
      // damaged text glues words to chapter numbers).
      if (!Is(code, "wis-stat"sv) && at + suffix < t.size() &&
          ascii::IsAlpha(static_cast<unsigned char>(t[at + suffix]))) {
        more = before;
        break;
      }
      chap += std::string(t.substr(at, suffix));
      at += suffix;
      more = re2::StringPiece(t.data() + at, t.size() - at);
      bool range = sep.find("to") != std::string::npos || sep.find("through") != std::string::npos ||
                   sep.find("TO") != std::string::npos || sep.find("THROUGH") != std::string::npos ||
                   sep.find('-') != std::string::npos || sep.find("\xE2\x80\x93") != std::string::npos ||
                   sep.find("\xE2\x80\x94") != std::string::npos;
      if (!list_title.empty()) {
        // ("title 5, chapters 1 through 3": each of the title's.)
        std::string_view last = p.targets.back().path();
        size_t dash = last.rfind('-');
        if (range && dash != std::string_view::npos)
          for (const std::string& m : ChaptersBetween("ch." + std::string(last.substr(dash + 1)), "ch." + chap))
            p.targets.emplace_back(code, "ch." + list_title + "-" + m.substr(3));
        p.targets.emplace_back(code, "ch." + list_title + "-" + chap);
        p.end = at;
        continue;
      }
      if (range)
        for (const std::string& m : ChaptersBetween(p.targets.back().path(), "ch." + chap))
          p.targets.emplace_back(code, m);
      p.targets.emplace_back(code, "ch." + chap);
      p.end = at;
    }
  }
  // ("CHAPTERS 3, 6, 7, 9 AND 10 OF TITLE XVI OF THE PUEBLO MUNICIPAL
  // CODE": the title after a list of the code's chapters is every item's,
  // where the document numbers a section of one of them so.)
  if (municipal && code == doc_code_str && p.targets.size() > 1 && list_title.empty()) {
    // ("chapters 1 through 5 of this title" in 3-2-1: the source's title,
    // 3, its sections numbered title-chapter-section.)
    static const RE2 kOfListTitle(R"(^,?\s+(?:of|OF)\s+(?:(this|THIS)\s+(?:title|TITLE)|(?:[Tt]itle|TITLE)\s+(\d+|[IVXL]+))\b)",
                                  RE2::Quiet);
    re2::StringPiece tail(t.data() + p.end, std::min<size_t>(t.size() - p.end, 40));
    std::string self, title;
    bool plain = std::all_of(p.targets.begin(), p.targets.end(), [&](const Key& k) {
      std::string_view path = k.path();
      return k.code() == code && path.starts_with("ch.") && path.find_first_of("-/.", 3) == std::string_view::npos;
    });
    bool source_titled = false;
    if (plain && Consume(&tail, kOfListTitle, &self, &title) && !self.empty()) {
      title = std::string(TitleOfSourceSection(ctx, code));
      source_titled = !title.empty();
    }
    if (plain && !title.empty()) {
      if (int roman = ascii::IsDigit(static_cast<unsigned char>(title[0])) ? 0 : RomanValue(title); roman > 0)
        title = std::to_string(roman);
      if (ascii::IsDigit(static_cast<unsigned char>(title[0])) &&
          (source_titled || std::any_of(p.targets.begin(), p.targets.end(), [&](const Key& k) {
            return DocumentNumbersSo(ctx, title + "-" + std::string(k.path().substr(3)) + "-");
          }))) {
        for (Key& k : p.targets) k = Key(code, "ch." + title + "-" + std::string(k.path().substr(3)));
        p.end = PieceAt(t, tail);
      }
    }
  }
  // ("Dwelling Code, with the exception of Part V, Plumbing, (chapters
  // 20—25) of such code": the model code named before, after the list.)
  if (municipal) {
    static const RE2 kOfSuchCode(R"(^\)?,?\s+of\s+(?:such|said)\s+code\b)", RE2::Quiet);
    std::string_view after = t.substr(p.end, 24);
    if ((after.find(" such ") != std::string_view::npos || after.find(" said ") != std::string_view::npos) &&
        RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfSuchCode))
      return std::nullopt;
  }
  // "Chapter 55 of title 10 of the United States Code", "chapter 89 of
  // title 5, United States Code": the U.S. Code's chapter, as "10 U.S.C.
  // chapter 55" is keyed.
  if (std::string_view after = t.substr(p.end, 64);
      after.find("tates") != std::string_view::npos || after.find("U.S.C") != std::string_view::npos) {
    static const RE2 kOfUscTitle(
        R"(^,?\s+of\s+[Tt]itle\s+(\d+),?\s+(?:of\s+the\s+)?(?:United\s+States\s+Code|U\.\s?S\.\s?C\.?)(?:\s+Annotated)?)",
        RE2::Quiet);
    re2::StringPiece tail(after.data(), after.size());
    std::string title;
    if (Consume(&tail, kOfUscTitle, &title)) {
      for (Key& k : p.targets)
        if (k.path().starts_with("ch.")) k = Key("usc", title + "/" + k.path());
      p.end = PieceAt(t, tail);
      return p;
    }
  }
  // "Chapter 27 of Title 58 of the Pennsylvania Consolidated Statutes",
  // "Title 75, Chapter 31 of the Pennsylvania Consolidated Statutes", "Act
  // 13 … amended Title 58 ("Oil and Gas") of the Pennsylvania
  // Consolidated Statutes to add Chapters 23, 25, 27": the Consolidated
  // Statutes' chapters (pa-cs:58/ch.27), not the code's.
  if (municipal && code == doc_code_str && Is(ctx.spec.jurisdiction, "Pennsylvania"sv) &&
      (t.substr(p.end, 200).find("Consolidated") != std::string_view::npos ||
       t.substr(p.end, 40).find("Pa.") != std::string_view::npos ||
       Before(t, lb, 160).find("Consolidated") != std::string_view::npos)) {
    static const RE2 kOfPaTitle(
        R"(^,?\s+of\s+[Tt]itle\s+(\d+)(?:\s*\([^)]{1,40}\))?,?\s+(?:of\s+the\s+Pennsylvania\s+Consolidated\s+Statutes\b|(?:of\s+the\s+)?Pa\.\s?C\.\s?S\.(?:A\.)?))",
        RE2::Quiet);
    static const RE2 kOfPaCs(R"(^,?\s+of\s+the\s+Pennsylvania\s+Consolidated\s+Statutes\b)", RE2::Quiet);
    static const RE2 kPaTitleBefore(
        R"(\b[Tt]itle\s+(\d+)\s*(?:\([^)]{1,40}\)\s*)?,?\s+of\s+the\s+Pennsylvania\s+Consolidated\s+Statutes\s+to\s+(?:add|amend|create)\s+$)",
        RE2::Quiet);
    std::string_view r2 = t.substr(p.end, 160);
    re2::StringPiece tail(r2.data(), r2.size());
    std::string title;
    std::string_view before = Before(t, lb, 160);
    bool after = Consume(&tail, kOfPaTitle, &title);
    if (!after && !list_title.empty() && Consume(&tail, kOfPaCs)) title = list_title;
    if (after || !title.empty() ||
        RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kPaTitleBefore, &title)) {
      for (Key& k : p.targets) {
        std::string_view path = k.path();
        if (!path.starts_with("ch."sv) || k.code() != code) continue;
        std::string_view n = path.substr(3);
        if (!list_title.empty() && n.starts_with(list_title + "-")) n.remove_prefix(list_title.size() + 1);
        k = Key("pa-cs", title + "/ch." + std::string(n));
      }
      if (after || title == list_title) p.end = PieceAt(t, tail);
      return p;
    }
  }
  // "Chapter 98, Weights and Measures, Wis. Stats.": the chapter's title
  // between it and the statutes' name.
  if (wis && !Is(code, "wis-stat"sv) && t.substr(p.end).starts_with(", "sv)) {
    size_t k = p.end + 2, words = 0;
    while (k < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[k])) && words < 8) {
      size_t e = k;
      while (e < t.size() && ascii::IsAlpha(static_cast<unsigned char>(t[e]))) ++e;
      ++words;
      if (t.substr(e).starts_with(" and "sv)) e += 4;
      if (e < t.size() && t[e] == ' ') {
        k = e + 1;
        continue;
      }
      k = e;
      break;
    }
    if (words > 0 && k < t.size() && t[k] == ',') {
      Parsed titled = p;
      titled.end = k;
      if (TakeStatsTail(t, &titled)) return titled;
    }
  }
  // "Department of Commerce Chapters 81, 82, 83, Wisconsin
  // Administrative Code": the Administrative Code's chapters, under the
  // agency the department's name gives; unresolved when none is named.
  if (wis && code == doc_code_str && !wis_code) {
    if (size_t e = TailEnd(t, p.end, AdminCodeTail()); e != p.end) {
      p.end = e;
      std::string agency = AgencyOfDepartmentBefore(t, lb);
      if (agency.empty()) {
        p.targets.clear();
        p.unresolved = "a chapter of the Administrative Code whose agency the text does not name";
        return p;
      }
      for (Key& k : p.targets) {
        std::string_view path = k.path();
        if (!StartsWith(path, "ch."sv) || path.find('/') != std::string_view::npos) continue;
        k = Key("wis-adm", "ch." + agency + std::string(path.substr(3)));
      }
      return p;
    }
  }
  if (!TakeStatsTail(t, &p) && wis && !Is(code, "wis-stat"sv) &&
      StatutesTailAfterNext(t, p.end)) {
    for (Key& k : p.targets) k = Key("wis-stat", k.path());
  }
  return p;
}

}  // namespace lexgraph::cite
