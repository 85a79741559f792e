// The extraction: each provision's text scanned for lead-ins (the
// patterns of cite_lead_in.cc), each lead-in read (ParseAt,
// cite_parse_at.cc), checked in its context (cite_filters.cc) and
// resolved; then the passes over a whole document (the chapters of cited
// sections, index entries, headings). The grammar's other files:
// cite_chapters.cc, cite_pieces.cc, cite_lists.cc, cite_levels.cc,
// cite_iowa.cc, cite_dc.cc.
#include "ingest/citations.h"
#include "ingest/iac_citations.h"
#include "ingest/lead_openers.h"

#include <re2/re2.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>

#include "corpus/ascii.h"
#include "corpus/same_bytes.h"
#include "corpus/words.h"
#include "ingest/citation_parse.h"
#include "ingest/cite_grammar.h"
#include "ingest/cite_number_words.h"
#include "ingest/cite_subdivisions.h"
#include "ingest/ordinance_citations.h"
#include "ingest/re2_consume.h"
#include "ingest/state_law.h"
#include "ingest/text_util.h"
#include "ingest/wis_label.h"

namespace lexgraph {
namespace cite {

using namespace std::string_view_literals;
namespace {

// Whether t holds a section's number: a digit, a dot or a hyphen, a digit
// ("148.6408", "16-7-2").
bool HoldsSectionNumber(std::string_view t) {
  for (size_t i = 1; i + 1 < t.size(); ++i)
    if ((t[i] == '.' || t[i] == '-') && ascii::IsDigit(static_cast<unsigned char>(t[i - 1])) &&
        ascii::IsDigit(static_cast<unsigned char>(t[i + 1])))
      return true;
  return false;
}

// The one section of the document's own code that the last citation of
// `provision` before t[lb] named ("Section 14.12.080", "§ 7-3", not a
// subsection's), in the same sentence and no more than 300 bytes back (no
// sentence's end, semicolon or blank line between), where the sentence
// amends it.
std::optional<Key> SectionOfSentence(const Context& ctx, std::string_view t, size_t lb, int32_t provision,
                                     const std::vector<Citation>& out) {
  std::string_view chapter;  // a chapter named after the section, its place
  for (auto c = out.rbegin(); c != out.rend() && c->source == provision; ++c) {
    if (c->in_heading || c->end > lb) continue;
    if (lb - c->end > 300) return std::nullopt;
    // (Past another of its subsections: "amending Section 12.44.110, …,
    // subsection A and repealing subsections D-H".)
    if (c->text.starts_with("subsection"sv) || c->text.starts_with("Subsection"sv)) continue;
    // (Past the chapter that holds it: "add to Section 7.01.12 of Chapter
    // 7 of the Unified Development Ordinance the following as Paragraph
    // (C)".)
    if (chapter.empty() && c->targets.size() == 1 && c->targets[0].code() == ctx.spec.code &&
        c->targets[0].path().starts_with("ch."sv) && c->text.starts_with("Chapter"sv) &&
        c->targets[0].path().find('/') == std::string::npos) {
      chapter = std::string_view(c->targets[0].path()).substr(3);
      continue;
    }
    if (c->self_reference || c->targets.size() != 1 ||
        !(c->text.starts_with("\xC2\xA7"sv) || c->text.starts_with("Sec"sv) || c->text.starts_with("sec"sv) ||
          c->text.starts_with("SEC"sv)))
      return std::nullopt;
    const Key& k = c->targets[0];
    std::string_view path = k.path();
    if (k.code() != ctx.spec.code || !HoldsSectionNumber(" " + std::string(path) + " ") ||
        path.find_first_of("/(") != std::string_view::npos || path.starts_with("ch."sv))
      return std::nullopt;
    if (!chapter.empty() && !(path.size() > chapter.size() && path.starts_with(chapter) &&
                              (path[chapter.size()] == '.' || path[chapter.size()] == '-')))
      return std::nullopt;
    std::string_view gap = t.substr(c->end, lb - c->end);
    // (An amendment's words: "is hereby amended by adding thereto",
    // "amending Section 12.44.110, entitled …, subsection A". A reference
    // elsewhere, "the definition of "fireworks" in § 221-1 … listed
    // under Subsection C(1)", is the source's own section's, which the
    // text does not name.)
    static const RE2 kAmending(R"((?i)\b(?:amend|repeal|add(?:ing|ition|ed|s)?\b|delet|insert))", RE2::Quiet);
    size_t from = c->begin >= 40 ? c->begin - 40 : 0;
    std::string_view around = t.substr(from, lb - from);
    if (!RE2::PartialMatch(re2::StringPiece(around.data(), around.size()), kAmending)) return std::nullopt;
    for (size_t i = 0; i < gap.size(); ++i) {
      char g = gap[i];
      if (g == ';' || (g == '\n' && i + 1 < gap.size() && gap[i + 1] == '\n') ||
          (g == '.' && i + 2 < gap.size() && gap[i + 1] == ' ' &&
           ascii::IsUpper(static_cast<unsigned char>(gap[i + 2]))))
        return std::nullopt;
    }
    return k;
  }
  return std::nullopt;
}

// Whether a rule's text names chapter `number` as the statutes' ("Chapter
// 11, Stats.", "ch. 11, Wis. Stats."), or the sentence after t[end] a
// section of it with the statutes' name ("… pursuant to s. 11.1304 (17),
// Stats."): then a bare "Chapter 11" in it is the statutes' too.
// The one agency whose chapters the text lists, "chs. LES 1 to 6 and 9",
// "Chs. NR 20, 21 and 23", where the list holds chapter `number` (a
// range's members too); empty where none does, or two agencies' do.
std::string AgencyListingChapter(std::string_view t, std::string_view number) {
  if (t.find("hs.") == std::string_view::npos && t.find("hapters ") == std::string_view::npos) return {};
  static const RE2 kList(
      R"(\b(?:[Cc]hs\.|[Cc]hapters)\s+([A-Z][A-Za-z]{1,4}(?:-[A-Z][A-Za-z]{0,3})?)\s+(\d{1,3})((?:\s*(?:,|-|\x{2013}|\bto\b|\bthrough\b|\band\b|,\s*and\b)\s*\d{1,3}\b)*))",
      RE2::Quiet);
  static const RE2 kItem(R"((,|-|\x{2013}|\bto\b|\bthrough\b|\band\b)?\s*(\d{1,3})\b)", RE2::Quiet);
  int wanted = std::atoi(std::string(number).c_str());
  if (wanted <= 0 || number.find_first_not_of("0123456789") != std::string_view::npos) return {};
  re2::StringPiece sp(t.data(), t.size());
  std::string agency, first, rest, found;
  while (RE2::FindAndConsume(&sp, kList, &agency, &first, &rest)) {
    if (!IsAgencyPrefix(agency)) continue;
    bool holds = std::atoi(first.c_str()) == wanted;
    int last = std::atoi(first.c_str());
    re2::StringPiece items(rest);
    std::string sep, item;
    while (RE2::FindAndConsume(&items, kItem, &sep, &item)) {
      int n = std::atoi(item.c_str());
      bool range = sep == "-" || sep == "to" || sep == "through" || sep == "\xE2\x80\x93";
      if (n == wanted || (range && last < wanted && wanted < n && n - last <= 30)) holds = true;
      last = n;
    }
    if (!holds) continue;
    ToUpper(&agency);
    if (!found.empty() && found != agency) return {};
    found = agency;
  }
  return found;
}

bool StatutesChapterNamed(std::string_view t, size_t end, std::string_view number) {
  static const RE2 kStatsAfter(R"(^,?\s+(?:Wis\.\s+)?Stats?\.)", RE2::Quiet);
  for (std::string_view word : {"Chapter "sv, "chapter "sv, "ch. "sv}) {
    for (size_t f = t.find(word); f != std::string_view::npos; f = t.find(word, f + 1)) {
      size_t n = f + word.size();
      if (t.substr(n, number.size()) != number) continue;
      n += number.size();
      if (n < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[n]))) continue;
      if (RE2::PartialMatch(re2::StringPiece(t.data() + n, std::min<size_t>(16, t.size() - n)), kStatsAfter)) return true;
    }
  }
  std::string_view sentence = t.substr(end, 120);
  sentence = sentence.substr(0, std::min(sentence.find(". "), sentence.find('\n')));
  std::string section = "s. " + std::string(number) + ".";
  size_t f = sentence.find(section);
  if (f != std::string_view::npos && sentence.find("Stats", f) != std::string_view::npos) return true;
  // ("Section 45.437(4) explicitly directs the Department … to carry out
  // the purposes of Chapter 45": a section of the chapter earlier in the
  // sentence, with no agency, which a rule's text gives its own.)
  std::string_view before = t.substr(0, end);
  before = before.substr(before.size() > 200 ? before.size() - 200 : 0);
  size_t period = before.rfind(". "), line = before.rfind('\n');
  size_t stop = period == std::string_view::npos ? line
                : line == std::string_view::npos ? period
                                                 : std::max(period, line);
  if (stop != std::string_view::npos) before.remove_prefix(stop + 1);
  for (std::string_view word : {"Section "sv, "section "sv, "s. "sv, "\xC2\xA7 "sv}) {
    std::string cited = std::string(word) + std::string(number) + ".";
    size_t at = before.find(cited);
    if (at != std::string_view::npos && at + cited.size() < before.size() &&
        ascii::IsDigit(static_cast<unsigned char>(before[at + cited.size()])))
      return true;
  }
  return false;
}

// Whether the word right before t[at] is a plain one: lower-case
// ("with", "to", "under"), or "See", "Under", "In", "Per", "Pursuant",
// "Except", "As" (not a name's, "Executive Law", nor an abbreviation's;
// not "such" or "said").
bool PlainWordBefore(std::string_view t, size_t at) {
  std::string_view b = TrimmedBefore(t, at);
  size_t n = 0;
  while (n < b.size() && ascii::IsAlpha(static_cast<unsigned char>(b[b.size() - 1 - n]))) ++n;
  if (n < 2) return false;
  if (n < b.size()) {
    char c = b[b.size() - 1 - n];
    if (c != ' ' && c != '\n' && c != '(') return false;
  }
  std::string_view w = b.substr(b.size() - n);
  for (std::string_view plain : {"See"sv, "Under"sv, "In"sv, "Per"sv, "Pursuant"sv, "Except"sv, "As"sv})
    if (w == plain) return true;
  // ("such § 139", "said § 1": the one cited before.)
  if (w == "such"sv || w == "said"sv) return false;
  for (char c : w)
    if (!ascii::IsLower(static_cast<unsigned char>(c))) return false;
  return true;
}

// Parses the lead-in matched at [lb, me) of the source's text and appends
// its citation, if it is one. Returns where scanning goes on.
size_t HandleLead(const Context& ctx, int32_t provision, size_t lb, size_t me,
                  std::vector<Citation>* out) {
  const Provision& src = ctx.source;
  std::string_view t = src.text;
  // "under42 USC 601": the lead-in starts at the title number;
  // "complies withsubsection 2", at the lead word.
  if (ascii::IsLower(static_cast<unsigned char>(t[lb])) && lb + 1 < me &&
      (ascii::IsDigit(static_cast<unsigned char>(t[lb + 1])) ||
       Is(t.substr(lb + 1, 10), "subsection"sv)))
    ++lb;
  // "Notwithstandingsection 554.9515", "supersedesection 4": a longer one.
  for (std::string_view w : {"Notwithstanding"sv, "notwithstanding"sv, "supersede"sv})
    if (t.substr(lb, w.size()) == w &&
        (Is(t.substr(lb + w.size(), 7), "section"sv) || Is(t.substr(lb + w.size(), 7), "chapter"sv))) {
      lb += w.size();
      break;
    }
  // "undersection 537.2504", "inchapter 554": a short word glued before
  // "section" or "chapter".
  if (ascii::IsLower(static_cast<unsigned char>(t[lb])) && t[lb] != 's') {
    std::string_view glued = t.substr(lb, 12);
    size_t s = std::min(glued.find("section"), glued.find("chapter"));
    if (s != std::string_view::npos && s <= 5 &&
        std::all_of(glued.begin(), glued.begin() + static_cast<std::ptrdiff_t>(s),
                    [](char c) { return ascii::IsLower(static_cast<unsigned char>(c)) != 0; }))
      lb += s;
  }
  size_t le = LeadEnd(t, lb, me);
  if (Is(ctx.spec.code, "iowa-code"sv) && InIowaHistory(t, lb)) {
    size_t close = t.find(']', lb);
    return close == std::string_view::npos ? le : close + 1;
  }
  if (Is(ctx.spec.code, "iowa-code"sv) && AfterIowaPriorCode(t, lb)) return le;
  if (Is(ctx.spec.code, "iowa-code"sv) && InIowaAmendmentNote(t, lb)) {
    size_t nl = t.find('\n', lb);
    return nl == std::string_view::npos ? t.size() : nl;
  }
  bool other_state = ctx.other_state_ordinance;
  std::optional<Parsed> p;
  if (other_state && (t[lb] == '\xC2' || Is(t.substr(lb, 3), "Sec"sv)))
    p = CarriedSectionSign(ctx, t, lb, le, provision, *out);
  // ("Borough Code Sections 1202(6), …", "MPC Section 909.1(a)(3)": a
  // Pennsylvania code or act named before, not the ordinance's own.)
  if (!p && other_state) p = PaCodeNamedBefore(ctx, t, lb);
  if (!p) p = ParseAt(ctx, t, lb, le);
  // "Section 98-215 of the Code … is hereby amended by the addition
  // thereto of subsection (14)", "Section 14.12.080 of the Bakersfield
  // Municipal Code is hereby amended by adding thereto subsection D.": in
  // a document without section numbers, a subsection of the section its
  // sentence cited last.
  // ("Repeal Section 5.72.020.F. … and renumber subsections G. through
  // J.": the section's, its siblings; in the text's style, after a point.)
  if (p && p->targets.empty() && p->unresolved == kNoSectionNamed && ctx.ordinance())
    if (std::optional<Key> named = SectionOfSentence(ctx, t, lb, provision, *out)) {
      static const RE2 kDottedLevel(R"(^(.*\d)\.([A-Z]{1,2})$)", RE2::Quiet);
      std::string section, level;
      bool dotted = RE2::FullMatch(named->path(), kDottedLevel, &section, &level);
      if (dotted) named = Key(named->code(), section);
      if (std::optional<Parsed> q = ParseAt(ctx.WithSection(*named), t, lb, le); q && !q->targets.empty()) {
        if (dotted)
          for (Key& k : q->targets)
            if (std::string_view path = k.path(); path.size() > section.size() && path.starts_with(section) &&
                                                  ascii::IsUpper(static_cast<unsigned char>(path[section.size()])))
              k = Key(k.code(), section + "." + std::string(path.substr(section.size())));
        p = std::move(q);
      }
    }
  // "§ 903 of this Part", "§§ 1503 and 1505 of this Part": a
  // Pennsylvania code's part-numbered sections, whole numbers its
  // grammar does not read elsewhere (another act's "§ 701" is not its
  // own), named by the part they stand in.
  // "in accordance with § 406, shall", "exempted according to § 401
  // or", "as shown in §§ 203 through 207": such a section (a list, a
  // range) bare, after a plain word, in another state's code (after a
  // name, "Executive Law § 381", or a comma, "MGL c. 138, § 1", "Ord.
  // 2609 § 1", it is another body's, or history).
  if (!p && (other_state || ctx.wisconsin_ordinance) && t[lb] == '\xC2') {
    static const RE2 kOfThisPart(
        R"(^\x{00A7}\x{00A7}?\s*(\d{1,5}[A-Z]?)(?:(?:,\s*|\s+)(?:and|or)\s+(\d{1,5}[A-Z]?))?\s+of\s+this\s+(?:[Pp]art|[Ss]ubpart|[Cc]hapter|[Aa]rticle)\b)",
        RE2::Quiet);
    static const RE2 kBare(
        R"(^(\x{00A7}\x{00A7}?\s*(\d{3,4})((?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+(?:through|to)\s+)\d{3,4})*)))",
        RE2::Quiet);
    static const RE2 kBareEnd(
        R"(^(?:[;:)]|,(?:\s+respectively)?\s+|\s+(?:and|or|shall|is|are|to|in|for|may|must|below|above|\(|\[)|\.(?:\s|$)|$))",
        RE2::Quiet);
    static const RE2 kOfAfter(R"(^(?:respectively,?\s+)?of\s)", RE2::Quiet);
    std::string_view r = t.substr(lb, 64);
    re2::StringPiece sp(r.data(), r.size());
    std::string a, b, whole, more;
    std::vector<std::string> numbers;
    std::vector<Key> range;
    bool of_this = Consume(&sp, kOfThisPart, &a, &b);
    if (of_this) {
      numbers.push_back(a);
      if (!b.empty()) numbers.push_back(b);
    } else if (other_state && PlainWordBefore(t, lb)) {
      re2::StringPiece bare(r.data(), r.size()), rest;
      if (RE2::PartialMatch(bare, kBare, &whole, &a, &more)) {
        rest = re2::StringPiece(t.data() + lb + whole.size(), t.size() - lb - whole.size());
        bool ends = RE2::PartialMatch(rest, kBareEnd);
        while (!rest.empty() && (rest[0] == ',' || rest[0] == ' ')) rest.remove_prefix(1);
        if (ends && !RE2::PartialMatch(rest, kOfAfter)) {
          sp = re2::StringPiece(r.data() + whole.size(), 0);
          of_this = true;
          numbers.push_back(a);
          for (size_t k = 0; k < more.size();) {
            size_t d = k;
            while (d < more.size() && !ascii::IsDigit(static_cast<unsigned char>(more[d]))) ++d;
            size_t e = d;
            while (e < more.size() && ascii::IsDigit(static_cast<unsigned char>(more[e]))) ++e;
            if (e > d) {
              // ("§§ 203 through 207": a range's two ends, and the
              // sections the corpus holds between.)
              if (std::string_view between = std::string_view(more).substr(k, d - k);
                  between.find('t') != std::string_view::npos)
                for (Key& m : ctx.sections.Between(ctx.spec.code, numbers.back(), more.substr(d, e - d)))
                  range.push_back(std::move(m));
              numbers.emplace_back(more.substr(d, e - d));
            }
            k = e;
          }
        }
      }
    }
    if (of_this) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      for (const std::string& number : numbers) q.targets.emplace_back(ctx.spec.code, number);
      q.range_members = std::move(range);
      p = std::move(q);
    }
  }
  // (Nothing to report: the scan goes on after what was read, when it
  // began at the lead.)
  if (!p || (p->targets.empty() && p->unresolved.empty()))
    return std::max({le, lb + 1, p && p->begin == lb ? p->end : 0});
  if ((other_state || ctx.wisconsin_ordinance) && !p->self && HeadingOrContentsLine(t, lb, le, ctx.spec.code, *p))
    return std::max(p->end, lb + 1);
  // (A citation read back from its lead, "28.11, Wis. Stats.", not over
  // one found before.)
  if (p->begin < lb && !out->empty() && out->back().source == provision &&
      out->back().end > p->begin)
    return std::max(le, lb + 1);
  OfSaidNamedLevel(t, provision, *out, &*p);
  OfSaidContainer(t, provision, *out, &*p);
  if (Is(ctx.spec.code, "dc-code"sv)) OfTheUniformCommercialCode(t, &*p);
  if (other_state && !p->self) OfTitleOfPaCode(ctx, t, &*p);
  // ("Minnesota Statutes 2020, section 148.6408", "Minn. Stat. §
  // 148.6408" in an order's comparison with the adjacent states: a
  // state's law that has no key, not the statutes'.)
  // (Cheap first: such a name's words, "Statutes", "Stat.", "Laws",
  // "Code", "ILCS", stand right before.)
  auto names_a_code_before = [&] {
    std::string_view b = Before(t, p->begin, 48);
    return b.find("Stat") != std::string_view::npos || b.find("Laws") != std::string_view::npos ||
           b.find("Code") != std::string_view::npos || b.find("ILCS") != std::string_view::npos ||
           b.find("MCL") != std::string_view::npos || b.find("M.C.L") != std::string_view::npos;
  };
  bool wis_statute_named = !other_state && !ctx.wisconsin_ordinance && !p->self && !p->targets.empty() &&
                           (Is(p->targets[0].code(), "wis-stat"sv) || Is(p->targets[0].code(), "wis-adm"sv)) &&
                           [&] {
                             std::string_view path = p->targets[0].path();
                             if (path.starts_with("ch.")) path.remove_prefix(3);
                             return !path.empty() && ascii::IsDigit(static_cast<unsigned char>(path[0]));
                           }();
  // ("Iowa Code ch. 543B", "Iowa Code section 543B.5": the Code of Iowa's,
  // which has a key, named before the lead.)
  if (wis_statute_named && TrimmedBefore(t, p->begin).ends_with("Iowa Code"sv)) {
    for (Key& k : p->targets) k = Key("iowa-code", k.path());
    p->begin = TrimmedBefore(t, p->begin).size() - 9;
    wis_statute_named = false;
  }
  // (And a lettered chapter after it, which no chapter of the statutes is:
  // "Iowa Code ch. 543B, Real Estate Brokers …; ch. 543C, Sales …".)
  if (wis_statute_named && p->targets.size() == 1 && p->targets[0].path().starts_with("ch.") &&
      ascii::IsUpper(static_cast<unsigned char>(p->targets[0].path().back())) && !out->empty() &&
      out->back().source == provision && out->back().end <= p->begin && p->begin - out->back().end < 200 &&
      !out->back().targets.empty() && out->back().targets[0].code() == "iowa-code") {
    p->targets[0] = Key("iowa-code", p->targets[0].path());
    wis_statute_named = false;
  }
  // (The name right before it, not a list's earlier item, "Minnesota
  // Statutes section 148.6408 and s. 440.03, Stats.": no section's number
  // between.)
  if (wis_statute_named && names_a_code_before())
    if (std::optional<StateLaw> law = UnkeyedStateLawAround(t, p->begin, p->end);
        law && law->begin < p->begin && !HoldsSectionNumber(t.substr(law->begin, p->begin - law->begin))) {
      p->targets.clear();
      p->unresolved = UnkeyedStatutes(law->name);
      p->begin = law->begin;
      p->end = law->end;
    }
  // ("… (Ill. Admin. Code § 1250.135). … (Id. at § 125.120)": "Id."
  // names the law the citation before it named; another state's, which
  // no key spells, stays so.)
  if (wis_statute_named && p->unresolved.empty() && !out->empty() && out->back().source == provision &&
      out->back().end <= p->begin && out->back().status == CitationStatus::kUnresolved &&
      out->back().reason.starts_with("a state's law"sv)) {
    std::string_view b = TrimmedBefore(t, p->begin);
    for (std::string_view id : {"Id. at"sv, "id. at"sv, "Id."sv}) {
      if (!b.ends_with(id)) continue;
      p->targets.clear();
      p->unresolved = out->back().reason;
      p->begin = b.size() - id.size();
      break;
    }
  }
  if (ctx.wisconsin_ordinance && !p->self) {
    ChaptersBeforeStatutesList(ctx, t, provision, *out, &*p);
    OwnSectionNamedBefore(ctx, t, provision, *out, &*p);
  }
  if (Is(ctx.spec.code, "pa-cs"sv) && !p->self) {
    CarriedPaTitle(t, provision, *out, &*p);
    if (!ActSectionsDropped(ctx, &*p)) return std::max(p->end, lb + 1);
  }
  if (other_state && !p->self && !p->targets.empty() && !OtherStateLaw(ctx, t, *out, &*p))
    return std::max(p->end, lb + 1);
  // ("in Title 29, Article 20, C.R.S.", where the text names no chapter
  // of its own for the article: the state's, named after it.)
  if (other_state && !p->self && p->targets.empty() && p->unresolved.starts_with("an article of a chapter"))
    if (std::optional<StateLaw> law = UnkeyedStateLawAround(t, p->begin, p->end)) {
      p->unresolved = UnkeyedStatutes(law->name);
      p->begin = law->begin;
      p->end = law->end;
    }
  // (An Iowa rule's "IFC, 2006 edition, sections 102.1 and 102.2": the
  // fire code's sections, not the Iowa Code's its bare "sections" names.)
  if (!p->self && !p->targets.empty() &&
      (((other_state || ctx.wisconsin_ordinance) && p->targets[0].code() == ctx.spec.code) ||
       (Is(ctx.source.key.code(), "iowa-iac"sv) && p->targets[0].code() == "iowa-code")) &&
      ModelCodeNamedBefore(t, p->begin))
    return std::max(p->end, lb + 1);
  if ((other_state || ctx.wisconsin_ordinance) && !p->self && ModelCodeAmendment(ctx, provision, *p))
    return std::max(p->end, lb + 1);
  // ("section 391-3-4-.19(5)(g) of the Georgia Administrative Code": the
  // rules of Georgia's agencies number with a hyphen and a point, which
  // no municipal code does; read whole, the state's.)
  if (other_state && !p->self && p->end + 2 < t.size() && t[p->end] == '-' && t[p->end + 1] == '.' &&
      ascii::IsDigit(static_cast<unsigned char>(t[p->end + 2])) &&
      std::all_of(p->targets.begin(), p->targets.end(), [&](const Key& k) { return k.code() == ctx.spec.code; })) {
    size_t e = p->end + 2;
    while (e < t.size() && (ascii::IsAlnum(static_cast<unsigned char>(t[e])) || t[e] == '(' || t[e] == ')')) ++e;
    p->end = e;
    p->targets.clear();
    p->range_members.clear();
    p->unresolved = UnkeyedStatutes("a state agency's rule, numbered with \"-.\"");
  }
  if (other_state && !p->self && UnnamedStateSection(ctx, *p)) {
    p->targets.clear();
    p->range_members.clear();
    p->unresolved = "a section of another code whose name the text does not give (the code numbers its own title.chapter.section)";
  }
  if ((other_state || ctx.wisconsin_ordinance) && !p->self) OfFederalRules(ctx, t, &*p);
  if (!p->self && t.size() > p->end + 8 && OfANamedDocument(ctx, t, *p))
    return std::max(p->end, lb + 1);
  if (other_state && !p->self) SaidAsBefore(ctx, t, provision, *out, &*p);
  // "Section 70.06.020 RCW" in a Washington county's code: the RCW's, its
  // name after the number as after a chapter's.
  if (other_state && !p->self && Is(ctx.spec.jurisdiction, "Washington"sv) &&
      Is(t.substr(p->end, 4), " RCW"sv) &&
      (p->end + 4 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[p->end + 4]))) &&
      std::all_of(p->targets.begin(), p->targets.end(), [&](const Key& k) {
        return k.code() == ctx.spec.code && !k.path().starts_with("ch.") &&
               ReadSectionNumberOf("wa-rcw", k.path(), 0) > 0;
      })) {
    for (Key& k : p->targets) k = Key("wa-rcw", k.path());
    p->end += 4;
  }
  // (A note's "see" points to a provision in force: "[HISTORY: Adopted …
  // at time of adoption of Code (see Ch. 1, General Provisions, Art.
  // II).]" is the code's own adopting article.)
  std::string_view see = TrimmedBefore(t, p->begin);
  bool pointer = see.ends_with("(see"sv) || see.ends_with(" see"sv) || see.ends_with("See"sv);
  // "16.06.010 Section 105.3.2 – Time limitation of application.": in a
  // Washington code, numbered title.chapter.section with chapters of two
  // digits or more ("16.06.010", "22.200.040"), a "Section" whose number
  // has a chapter of one digit is a model code's the code amends (the
  // International Building Code's 105.3.2, 109.4), not its own.
  if (other_state && !p->self && Is(ctx.spec.jurisdiction, "Washington"sv) &&
      (StartsWith(t.substr(p->begin), "Section"sv) || StartsWith(t.substr(p->begin), "section"sv)) &&
      !p->targets.empty() && std::all_of(p->targets.begin(), p->targets.end(), [&](const Key& k) {
        std::string_view path = k.path();
        size_t dot = path.find('.');
        if (k.code() != ctx.spec.code || dot == std::string_view::npos || path.starts_with("ch.")) return false;
        size_t d = dot + 1;
        while (d < path.size() && ascii::IsDigit(static_cast<unsigned char>(path[d]))) ++d;
        return d - dot - 1 == 1;
      }))
    return std::max(p->end, lb + 1);
  // (A table of contents' entry in a rule's or statute's text: "DHS
  // 134.11 Authority and purpose. DHS 134.60 Resident care.")
  bool statutes_or_rules = Is(ctx.spec.code, "wis-adm"sv) || Is(ctx.spec.code, "wis-stat"sv);
  if ((statutes_or_rules && !p->self && p->targets.size() == 1 &&
       InContentsRun(t, p->begin, p->end)) ||
      (statutes_or_rules && InBreadcrumb(t, p->begin)) ||
      OfASupersededCode(t, p->begin, p->end) ||
      (statutes_or_rules && p->targets.size() == 1 && Is(p->targets[0].code(), "wis-adm"sv) &&
       p->targets[0].path().starts_with("ch.") && RenumberedChapterNote(t, p->begin, p->end)) ||
      (Is(ctx.spec.code, "wis-adm"sv) && !p->targets.empty() &&
       std::all_of(p->targets.begin(), p->targets.end(), [](const Key& k) { return Is(k.code(), "wis-adm"sv); }) &&
       InRepealedChaptersNote(t, p->begin, p->end)) ||
      (!p->self && (other_state || ctx.wisconsin_ordinance) && InHistoryPart(t, p->begin)) ||
      (!p->self && !pointer && ctx.wisconsin_ordinance && InHistoryNote(t, p->begin)) ||
      (!p->self && !pointer && other_state &&
       (InHistoryNote(t, p->begin) || InOrdinanceHistory(t, p->begin))))
    return std::max(p->end, lb + 1);
  // "under § 5-716(7) … such paragraph (7)": the level the provision cited
  // just before, not the source section's own (D.C., the states).
  if (!p->self && p->targets.size() == 1 && !out->empty() && out->back().source == provision &&
      ctx.spec.code == p->targets[0].code()) {
    std::string_view before = TrimmedBefore(t, p->begin);
    // (Not one that says whose it is: "said subdivision (1) of subsection
    // (b) of this section".)
    std::string_view self_text = t.substr(p->begin, p->end - p->begin);
    if ((before.ends_with(" such"sv) || before.ends_with(" said"sv)) &&
        self_text.find(" of ") == std::string_view::npos && !NextIsOf(t, p->end)) {
      std::vector<std::string> mine = p->targets[0].Components();
      for (auto c = out->rbegin(); c != out->rend() && c->source == provision && mine.size() > 1;
           ++c) {
        auto same = std::find_if(c->targets.begin(), c->targets.end(), [&](const Key& k) {
          std::vector<std::string> theirs = k.Components();
          return theirs.size() > 1 && theirs.back() == mine.back() && k != p->targets[0];
        });
        if (same != c->targets.end()) {
          p->targets[0] = *same;
          p->begin = before.size() - 4;
          break;
        }
      }
    }
  }
  // "Editor's Note: Former Subsection B, regarding …, was repealed": a
  // repealed provision, which no text now holds; not reported unresolved.
  // Nor, in an editor's note, the code's own "Original § 1.04(3) to (16),
  // which immediately followed this subsection, were repealed" (read as
  // the statutes' by their shape); "Former § 66.115, Wis. Stats." names
  // the statutes and is cited.
  // (Municode's "Editor's note— An ordinance adopted Sept. 1, 2005,
  // amended Ch. 50 in its entirety …. Former Ch. 50, §§ 50-1—50-88,
  // pertained to similar subject matter": the former chapter's sections
  // too, after its number, in the note's line.)
  if (other_state || ctx.wisconsin_ordinance) {
    std::string_view before = TrimmedBefore(t, p->begin);
    static const RE2 kFormerChapter(
        R"((?:^|\s)[Ff]ormer\s+(?:Ch\.|[Cc]hapter|Art\.|[Aa]rticle)\s+[0-9A-Z.-]{1,8},(?:\s*(?:Art\.|[Aa]rticle)\s+[0-9A-Z.-]{1,8},)?\s*$)",
        RE2::Quiet);
    // ("deleted provisions formerly set out as Art. II of this chapter".)
    bool former = before.ends_with("Former"sv) || before.ends_with("former"sv) ||
                  before.ends_with("Formerly,"sv) ||
                  before.ends_with("Original"sv) || before.ends_with("original"sv) ||
                  before.ends_with("formerly set out as"sv) || before.ends_with("formerly set out in"sv) ||
                  before.ends_with("formerly codified as"sv) || before.ends_with("formerly codified in"sv);
    bool former_chapter = false;
    if (!former && before.ends_with(","sv)) {
      std::string_view w = Before(t, p->begin, 32);
      former_chapter = w.find("ormer") != std::string_view::npos &&
                       RE2::PartialMatch(re2::StringPiece(w.data(), w.size()), kFormerChapter);
    }
    // (Or the rest of the list the word opens, in its sentence: "repealed
    // former Ch. 6, Art. V, §§ 6-87—6-94 and 6-102—6-112; Art. VI, §§
    // 6-124—6-130 …; and enacted new Arts. V—X", up to the new ones.)
    if (!former && !former_chapter) {
      std::string_view w = Before(t, p->begin, 240);
      // (One search for both spellings, "ormer ", then its first letter.)
      size_t f = w.rfind("ormer ");
      if (f != std::string_view::npos && (f == 0 || (w[f - 1] != 'f' && w[f - 1] != 'F'))) f = std::string_view::npos;
      if (f != std::string_view::npos && w.find('\n', f) == std::string_view::npos) {
        --f;
        std::string_view between = w.substr(f);
        // (A sentence's stop, not an abbreviation's: "Ch. 6, Art. V".)
        bool stop = false;
        for (size_t d = between.find(". "); d != std::string_view::npos && !stop; d = between.find(". ", d + 1)) {
          std::string_view word = LastToken(between.substr(0, d));
          stop = !(word == "Ch"sv || word == "Art"sv || word == "Arts"sv || word == "No"sv || word == "Nos"sv ||
                   word == "Sec"sv || word == "Secs"sv || word == "Ord"sv || word == "Ords"sv || word.size() == 1);
        }
        // (Not what the former part became: "renumbering of former Art.
        // I, …, which consisted of §§ 15-1 through 15-5, as Art. II",
        // "split up into Articles X, …", "see Ch. 1".)
        former_chapter = !stop;
        for (std::string_view now : {" new "sv, "enacted"sv, "added"sv, "derived"sv, " into "sv, " as "sv, "see "sv,
                                     "renumber"sv, "redesignat"sv, "consist"sv})
          if (between.find(now) != std::string_view::npos) former_chapter = false;
      }
    }
    if (former && !p->unresolved.empty()) return std::max(p->end, lb + 1);
    std::string_view text = t.substr(p->begin, p->end - p->begin);
    auto in_editors_note = [&](size_t window) {
      std::string_view w = Before(t, p->begin, window);
      if (size_t nl = w.rfind('\n'); nl != std::string_view::npos) w.remove_prefix(nl + 1);
      return w.find("Editor's Note") != std::string_view::npos ||
             w.find("Editor\xE2\x80\x99s Note") != std::string_view::npos ||
             w.find("Editor's note") != std::string_view::npos ||
             w.find("Editor\xE2\x80\x99s note") != std::string_view::npos;
    };
    // (Or the code's own note of a former number in parentheses, "(Former §
    // 7-003(3.))".)
    bool former_note = before.ends_with("(Former"sv) || before.ends_with("(Formerly"sv);
    if ((former || former_chapter || former_note) && text.find("Stat") == std::string_view::npos &&
        text.find("Wis") == std::string_view::npos && (former_note || in_editors_note(400)))
      return std::max(p->end, lb + 1);
  }
  // "Penalty, see § 130.99" then "(A) For the purpose …" on the next
  // source line: a label that opens a line and a sentence is the next
  // provision's, not a level of the citation before it.
  if ((other_state || ctx.wisconsin_ordinance) && p->targets.size() == 1 && !p->self &&
      t[p->end - 1] == ')')
    for (const TextLine& line : src.text_lines) {
      size_t o = line.offset;
      while (o < t.size() && t[o] == ' ') ++o;
      if (o <= p->begin || o >= p->end || t[o] != '(') continue;
      std::string_view group = t.substr(o, p->end - o);
      std::string path(p->targets[0].path());
      std::string compact(group);
      std::erase(compact, ' ');  // ("(A) (1) Pursuant …")
      if (group.size() > 10 || !path.ends_with(compact) ||
          p->end + 2 >= t.size() || t[p->end] != ' ' ||
          !ascii::IsUpper(static_cast<unsigned char>(t[p->end + 1])) ||
          !ascii::IsLower(static_cast<unsigned char>(t[p->end + 2])))
        break;
      p->targets[0] = Key(p->targets[0].code(), path.substr(0, path.size() - compact.size()));
      p->end = o;
      while (p->end > p->begin && t[p->end - 1] == ' ') --p->end;
      break;
    }
  // "division (B)(1) above", "§ 183-4 below", "subsection (b) hereof": the
  // word that points within the text is the citation's.
  for (std::string_view w : {" above"sv, " below"sv, " hereof"sv})
    if (t.substr(p->end, w.size()) == w &&
        (p->end + w.size() == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[p->end + w.size()])))) {
      p->end += w.size();
      break;
    }
  // "[§] 25-404": the editors' bracket is the citation's.
  if (p->begin > 0 && t[p->begin - 1] == '[' && EditorsSign(t, p->begin - 1) > 0) --p->begin;
  size_t end = p->end;
  AppendCitation(ctx, provision, std::move(*p), out);
  return std::max<size_t>(end, lb + 1);
}

// "42 U.S.C. §§ 300gg-15A, 300gg-19A": a U.S. Code number mixes no cases
// (the Code's own is 300gg-15a; the Internal Revenue Code's 45Q, title
// 17's 104A are upper case throughout), so a mixed one is lowered.
void OneCaseUscNumber(Key* k) {
  std::string_view path = k->path();
  size_t slash = path.find('/');
  if (slash == std::string_view::npos) return;
  std::string_view number = path.substr(slash + 1);
  number = number.substr(0, number.find('('));
  bool lower = false, upper = false;
  for (char ch : number) {
    lower |= ascii::IsLower(static_cast<unsigned char>(ch)) != 0;
    upper |= ascii::IsUpper(static_cast<unsigned char>(ch)) != 0;
  }
  if (!lower || !upper || number.find_first_of("/.") != std::string_view::npos) return;
  std::string fixed(path);
  for (size_t i = slash + 1; i < slash + 1 + number.size(); ++i)
    fixed[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(fixed[i])));
  *k = Key("usc", fixed);
}

// Whether the Legislature's mark of an annotation on `section`, "632.26
// Annotation", stands in t before `at`.
bool AfterAnnotationMark(std::string_view t, size_t at, std::string_view section) {
  size_t mark = t.rfind(" Annotation", at);
  if (mark == std::string_view::npos) mark = t.rfind("Annotation", at);
  if (mark == std::string_view::npos) return false;
  std::string_view before = t.substr(0, mark);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  return before.ends_with(section);
}

// Whether the Legislature's note mark, "NOTE:" or "Note:", stands right
// before t[at] ("NOTE: Par. (b) is amended eff. 9-30-05 by 2003 Wis. Act
// 33 to read:"): the note names the provision it is about.
bool NoteMarkBefore(std::string_view t, size_t at) {
  std::string_view before = TrimmedBefore(t, at);
  return before.ends_with("NOTE:"sv) || before.ends_with("Note:"sv);
}

// Whether a rule-making order's section, "SECTION 8." or "Section 1.",
// stands right before t[at].
// (Or without its stop, the Register's "Section 11   NR 542.01 is
// amended to read:".)
bool OrderSectionBefore(std::string_view t, size_t at) {
  std::string_view before = TrimmedBefore(t, at);
  if (before.empty()) return false;
  if (before.back() == '.') before.remove_suffix(1);
  size_t d = before.size();
  while (d > 0 && ascii::IsAlnum(static_cast<unsigned char>(before[d - 1]))) --d;
  if (d == before.size() || !ascii::IsDigit(static_cast<unsigned char>(before[d]))) return false;
  std::string_view word = Trim(before.substr(0, d));
  return word.ends_with("SECTION"sv) || word.ends_with("Section"sv);
}

// The agency of the chapter `chapter` that the text names in the 3,000
// bytes before `at` ("ch. RAD 3", "chapter DHS 75"), the last so named;
// empty when none.
std::string AgencyOfChapterBefore(std::string_view t, size_t at, std::string_view chapter) {
  if (chapter.empty()) return {};
  std::string_view before = Before(t, at, 3000);
  if (before.find(chapter) == std::string_view::npos) return {};
  // (Or a section of it: "ss. DCF 56.01 (2) (Note), 56.02, …; to renumber
  // ss. 56.17 (2) (a)", an order's caption that named the agency once.)
  static const RE2 kNamedChapter(
      R"(\b(?:ch\.|[Cc]hapter|ss?\.)\s+([A-Z][A-Za-z]{0,4}(?:-[A-Z][A-Za-z]{0,3})?)\s+(\d+)(?:\.\d|\b))",
      RE2::Quiet);
  re2::StringPiece in(before.data(), before.size());
  std::string agency, number, found;
  while (RE2::FindAndConsume(&in, kNamedChapter, &agency, &number))
    if (number == chapter && IsAgencyPrefix(agency)) {
      found = agency;
      ToUpper(&found);
    }
  return found;
}

// The agency prefix of an Administrative Code key ("NR" of
// "wis-adm:NR115.05", "A-E" of "wis-adm:ch.A-E6"); empty for another
// body's key or one with no prefix.
std::string_view AgencyOfAdminKey(const Key& k) {
  if (k.code() != "wis-adm"sv) return {};
  std::string_view p = k.path();
  if (p.starts_with("ch."sv)) p.remove_prefix(3);
  size_t e = 0;
  while (e < p.size() && (ascii::IsAlpha(static_cast<unsigned char>(p[e])) || p[e] == '-')) ++e;
  if (e > 0 && e < p.size() && ascii::IsDigit(static_cast<unsigned char>(p[e]))) return p.substr(0, e);
  return {};
}

}  // namespace

// Appends the citation parsed as p in the source's text.
void ReplaceCitations(std::vector<CitedSpan> taken, std::vector<Citation>&& found, size_t from,
                      std::vector<Citation>* out) {
  if (!taken.empty()) {
    std::sort(taken.begin(), taken.end());
    auto gone = [&](const Citation& c) {
      return !c.in_heading && std::binary_search(taken.begin(), taken.end(), CitedSpan{c.source, {c.begin, c.end}});
    };
    out->erase(std::remove_if(out->begin() + static_cast<std::ptrdiff_t>(from), out->end(), gone), out->end());
  }
  out->insert(out->end(), std::make_move_iterator(found.begin()), std::make_move_iterator(found.end()));
}

bool CitationsGiveWay(const std::vector<Citation>& out, size_t from, int32_t id, size_t begin, size_t end,
                      std::vector<CitedSpan>* taken) {
  std::vector<CitedSpan> inside;
  for (size_t i = from; i < out.size(); ++i) {
    const Citation& c = out[i];
    if (c.source != id || c.in_heading || c.begin >= end || c.end <= begin) continue;
    if (c.begin < begin || c.end > end) return false;
    inside.push_back({id, {c.begin, c.end}});
  }
  taken->insert(taken->end(), inside.begin(), inside.end());
  return true;
}

// A level lettered right under a section numbered in three dotted parts,
// keyed glued ("15.44.210C") where the reader keyed the code's levels
// after a dot ("15.44.210.C", as the code cites them): the tree's
// spelling, where it holds that and not this.
void LetterAsTheTreeKeysIt(const Corpus& corpus, Key* k) {
  const std::string& path = k->path();
  size_t i = 0;
  while (i < path.size() && (ascii::IsDigit(static_cast<unsigned char>(path[i])) || path[i] == '.')) ++i;
  if (i == 0 || i >= path.size() || !ascii::IsUpper(static_cast<unsigned char>(path[i])) ||
      !ascii::IsDigit(static_cast<unsigned char>(path[i - 1])) ||
      std::count(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(i), '.') < 2)
    return;
  if (corpus.Find(*k) != kNoProvision) return;
  Key dotted(std::string(k->code()), path.substr(0, i) + "." + path.substr(i));
  if (corpus.Find(dotted) != kNoProvision) *k = std::move(dotted);
}

void AppendCitation(const Context& ctx, int32_t provision, Parsed&& parsed,
                    std::vector<Citation>* out) {
  const Provision& src = ctx.source;
  std::string_view t = src.text;
  Parsed* p = &parsed;
  // ("949.38 Report by the department. Ch. 949 Cross-referenceCross-
  // reference: See …": the Legislature's mark of a chapter's note, where a
  // copy ran its lines together, is no citation of the chapter from the
  // section before it. (In the chapter's own text, where the reader puts
  // the mark opening a line, the chapter names itself.)
  if (t.substr(p->begin).starts_with("Ch. "sv) && !src.key.path().starts_with("ch."sv) &&
      (Is(ctx.spec.code, "wis-stat"sv) || Is(ctx.spec.code, "wis-adm"sv))) {
    std::string_view after = t.substr(p->end, 32);
    for (std::string_view mark : {" Cross-reference"sv, " Note"sv}) {
      if (!after.starts_with(mark)) continue;
      std::string_view rest = after.substr(mark.size());
      if (rest.starts_with(mark.substr(1)) || rest.starts_with(":"sv)) return;
    }
  }
  // ("Wis. Stat. § 106.275\n(4)Implementation of grant program.": the
  // label of the statute's text quoted under its number, opening the next
  // line of the source and run into its heading, is no level of the
  // number above it.)
  if (p->targets.size() == 1 && p->end + 1 < t.size() && p->end > p->begin + 3 && t[p->end - 1] == ')' &&
      ascii::IsUpper(static_cast<unsigned char>(t[p->end])) && ascii::IsLower(static_cast<unsigned char>(t[p->end + 1]))) {
    size_t open = t.rfind('(', p->end - 1);
    std::string_view level = open == std::string_view::npos ? std::string_view() : t.substr(open, p->end - open);
    const std::string& path = p->targets[0].path();
    if (!level.empty() && open > p->begin && src.LineStart(open) == open && std::string_view(path).ends_with(level)) {
      size_t e = open;
      while (e > p->begin && ascii::IsSpace(static_cast<unsigned char>(t[e - 1]))) --e;
      p->targets[0] = Key(std::string(p->targets[0].code()), path.substr(0, path.size() - level.size()));
      p->end = e;
    }
  }
  if (ctx.ordinance())
    for (Key& k : p->targets)
      if (k.code() == ctx.spec.code) LetterAsTheTreeKeysIt(ctx.corpus, &k);
  // (Built in place: moving a finished one in copied its short strings.)
  Citation& c = out->emplace_back();
  c.doc = src.doc;
  c.source = provision;
  c.begin = static_cast<uint32_t>(p->begin);
  c.end = static_cast<uint32_t>(p->end);
  c.line = src.LineAt(c.begin);
  c.text = CollapseSpace(t.substr(p->begin, p->end - p->begin));
  c.targets = std::move(p->targets);
  // The statutes print paragraph (l) as "(L)", apart from the numeral 1:
  // "(i) to (n)" and "(l)" name it so.
  for (Key& k : c.targets) {
    if (k.code().size() != 8 || !Is(k.code(), "wis-stat"sv)) continue;
    size_t l = k.path().find("(l)");
    if (l == std::string::npos) continue;
    std::string path = k.path();
    for (; l != std::string::npos; l = path.find("(l)", l)) path[l + 1] = 'L';
    k = Key("wis-stat", path);
  }
  for (Key& k : c.targets)
    if (k.code().size() == 3 && Is(k.code(), "usc"sv)) OneCaseUscNumber(&k);
  // A list that names one provision twice cites it once: "PT 8.01, 8.02
  // (title) and 8.02", "RCW 84.64.270, 84.64.280, 84.64.290, and
  // 84.64.270". (Short lists; the first of each kept, in order.)
  for (size_t i = 1; i < c.targets.size() && c.targets.size() <= 64; ++i)
    if (std::find(c.targets.begin(), c.targets.begin() + static_cast<std::ptrdiff_t>(i), c.targets[i]) !=
        c.targets.begin() + static_cast<std::ptrdiff_t>(i))
      c.targets.erase(c.targets.begin() + static_cast<std::ptrdiff_t>(i--));
  // "Wisconsin Administrative Code section 811.16", "Wis. Admin. Code
  // 811.16(5)": not the statutes' section, but one of the Administrative Code whose agency the text
  // leaves out.
  static const RE2 kAdminCodeLead(
      R"(^(?:Wis(?:consin|\.)\s*)?Adm(?:in)?(?:\.|inistrative)\s*Code,?\s*(?:(?:§§?|ss?\.|[Ss]ections?)\s*)?\d)",
      RE2::Quiet);
  // (Cheap tests first: this runs for every citation.)
  if (p->unresolved.empty() && !c.targets.empty() &&
      std::all_of(c.targets.begin(), c.targets.end(),
                  [](const Key& k) { return Is(k.code(), "wis-stat"sv) && !k.path().starts_with("ch."); }) &&
      (AdminCodeBefore(t, p->begin) ||
       ((t[p->begin] == 'W' || t[p->begin] == 'A') &&
        RE2::PartialMatch(re2::StringPiece(t.data() + p->begin, std::min<size_t>(48, t.size() - p->begin)),
                          kAdminCodeLead)))) {
    // (Unless the text has named the section with its agency: "Ins 51.80
    // … Wis. Admin. Code § 51.80".)
    if (std::string agency = AgencyOfSectionsBefore(t, p->begin, c.targets); !agency.empty()) {
      for (Key& k : c.targets) k = Key("wis-adm", agency + k.path());
    } else {
      c.targets.clear();
      p->unresolved = "a section of the Administrative Code whose agency the text does not name";
    }
  }
  // "ch. 20, Wis. Adm. Code", "chs. 300, 301, 305, and 310, Wis. Adm.
  // Code": the Administrative Code's chapters, not the statutes'; the
  // agency's where the text names the first with it ("chs. NR 300, 301"),
  // else unresolved.
  if (p->unresolved.empty() && !c.targets.empty() && t.size() - p->end > 10 &&
      (t[p->end] == ',' || t[p->end] == ' ') &&
      std::all_of(c.targets.begin(), c.targets.end(),
                  [](const Key& k) { return Is(k.code(), "wis-stat"sv) && k.path().starts_with("ch."); })) {
    if (AdminCodeAfter(t, p->end)) {
      std::string agency = AgencyNamingChapter(t, c.targets.front().path().substr(3));
      if (!agency.empty()) {
        for (Key& k : c.targets) k = Key("wis-adm", "ch." + agency + k.path().substr(3));
      } else {
        c.targets.clear();
        p->unresolved = "a chapter of the Administrative Code whose agency the text does not name";
      }
    }
  }
  // "Section 75.02 of this chapter" in DHS 75: a section of the rule's own
  // chapter, written without the agency the source's key has; so is
  // "Chapter 75." over an e-laws page of it. Another chapter's, with no
  // agency, is no key: unresolved.
  for (Key& k : c.targets) {
    std::string_view path = k.path(), own = src.key.path();
    bool is_chapter = StartsWith(path, "ch."sv);
    std::string_view number = is_chapter ? path.substr(3) : path;
    if (!Is(k.code(), "wis-adm"sv) || number.empty() ||
        !ascii::IsDigit(static_cast<unsigned char>(number[0])))
      continue;
    size_t a = own.find_first_of("0123456789");
    bool agency = Is(src.key.code(), "wis-adm"sv) && a != std::string_view::npos && a > 0 &&
                  ascii::IsUpper(static_cast<unsigned char>(own[0]));
    std::string_view chapter = agency ? own.substr(a, own.find('.', a) - a) : ""sv;
    if (agency && number.starts_with(chapter) &&
        (is_chapter ? number.size() == chapter.size()
                    : number.size() > chapter.size() && number[chapter.size()] == '.'))
      k = Key("wis-adm", std::string(is_chapter ? "ch." : "") + std::string(own.substr(0, a)) +
                             std::string(number));
    else if (!agency && !is_chapter && Is(src.key.code(), "wis-adm"sv) && p->unresolved.empty() &&
             c.text.find("this chapter") == std::string::npos) {
      // A rule-making order or notice, no rule's own text: it names
      // rules' sections with their agency ("s. EL 2.05"), the statutes'
      // without ("emergency rules under § 227.24(1)(a)"), but for the
      // sections of a chapter it has just named with its agency
      // ("SECTION 3 creates ch. RAD 3, entitled … Section 3.01
      // establishes …"). (A chapter may be another book's: "Chapter 4 of
      // the … Briefing Book".)
      std::string named = AgencyOfChapterBefore(t, p->begin, number.substr(0, number.find('.')));
      if (named.empty()) named = AgencyOfSectionBefore(t, p->begin, number.substr(0, number.find('(')));
      k = named.empty() ? Key("wis-stat", std::string(path)) : Key("wis-adm", named + std::string(path));
    } else if (static const RE2 kByAct(
                   R"(^,?\s+as\s+(?:re-?created|created|amended|affected|renumbered)\s+by\s+\d{4}\s+Wis(?:consin|\.)\s+Act\b)",
                   RE2::Quiet);
               is_chapter && p->unresolved.empty() &&
               RE2::PartialMatch(re2::StringPiece(t.data() + p->end, std::min<size_t>(80, t.size() - p->end)), kByAct)) {
      // ("Chapter 11 as re-created by 2015 Wisconsin Act 117": a chapter
      // an act made is the statutes'.)
      k = Key("wis-stat", std::string(path));
    } else if (is_chapter && p->unresolved.empty() && StatutesChapterNamed(t, p->end, number)) {
      // ("to administer Chapter 11 pursuant to s. 11.1304 (17), Stats."
      // in an order whose text names "Chapter 11, Stats.": the statutes'.)
      k = Key("wis-stat", std::string(path));
    } else if (std::string lister; is_chapter && p->unresolved.empty() &&
               !(lister = AgencyListingChapter(t, number)).empty()) {
      // ("The rules affect chs. LES 1 to 6 and 9 … Chapter 2 is titled
      // …": a chapter the text has listed with its one agency.)
      k = Key("wis-adm", "ch." + lister + std::string(number));
    } else if (p->unresolved.empty())
      p->unresolved = is_chapter ? "a chapter of the Administrative Code whose agency the text does not name"
                                 : "a section of the Administrative Code whose agency the text does not name";
  }
  c.range_members = std::move(p->range_members);
  c.self_reference = p->self;
  // "subsection (2) of this section" in a quoted session law: the act's.
  if ((p->self || c.text.find("this s") != std::string::npos) &&
      InQuotedSessionLaw(ctx, t, p->begin)) {
    out->pop_back();
    return;
  }
  // A section naming its own number ("RCW 11.96A.010" atop that section,
  // "§ 2555." in 53 Pa.C.S. § 2555) refers to itself, as "this section"
  // does.
  // Only a key above or at the source can be it (checked first: finding
  // the section walks up the tree).
  auto at_or_above = [&](const Key& k) {
    return k.code() == src.key.code() && src.key.path().starts_with(k.path());
  };
  if (!c.self_reference && !c.targets.empty() &&
      std::all_of(c.targets.begin(), c.targets.end(), at_or_above)) {
    const std::optional<Key>& section = SourceSection(ctx);
    c.self_reference = std::all_of(
        c.targets.begin(), c.targets.end(), [&](const Key& k) {
          return k == src.key || (section && k == *section);
        });
    // (Not in the Legislature's annotations after the section, "632.26
    // Annotation … Shifting it to s. 632.26, which …": the editors' words
    // on the section, which cite it by its number.)
    if (c.self_reference && !p->self && Is(ctx.spec.code, "wis-stat"sv) && section &&
        AfterAnnotationMark(t, p->begin, section->path()))
      c.self_reference = false;
    // (Nor a rule-making order's section naming the rule it creates, its
    // text kept with the rule the order's text opens: "SECTION 8. Psy
    // 2.012 is created to read:", "Section 1. Chapter Med 24 is created".)
    if (c.self_reference && !p->self && Is(ctx.spec.code, "wis-adm"sv) && OrderSectionBefore(t, p->begin))
      c.self_reference = false;
    // (Nor the note on a provision that names it: "NOTE: Par. (f) is
    // shown as amended by 2023 Wis. Acts 87 and 88".)
    if (c.self_reference && !p->self && (Is(ctx.spec.code, "wis-stat"sv) || Is(ctx.spec.code, "wis-adm"sv)) &&
        NoteMarkBefore(t, p->begin))
      c.self_reference = false;
  }
  if (!p->unresolved.empty()) {
    c.status = CitationStatus::kUnresolved;
    c.reason = p->unresolved;
    c.targets.clear();
  }
  if (std::string_view cue = RelationBefore(t, p->begin); !cue.empty()) c.relation = cue;
}

namespace {

// Puts out[from, end) back in reading order: by provision, then position.
void SortCitations(std::vector<Citation>* out, size_t from) {
  std::stable_sort(out->begin() + static_cast<std::ptrdiff_t>(from), out->end(),
                   [](const Citation& a, const Citation& b) {
                     if (a.source != b.source) return a.source < b.source;
                     if (a.in_heading != b.in_heading) return a.in_heading;  // (the heading first)
                     return a.begin < b.begin;
                   });
}

// Finds the citations of the lead-ins in the source's text, as its
// document's body of law reads them.
void ScanLeads(const Context& ctx, int32_t provision, std::vector<Citation>* out) {
  std::string_view t = ctx.source.text;
  LeadSet set = LeadSetFor(ctx.spec);
  const RE2& lead = LeadInPattern(set);
  // The whole match only: RE2 then finds it with its DFAs alone.
  re2::StringPiece m;
  re2::StringPiece whole(t.data(), t.size());
  size_t pos = 0;
  while (pos < t.size()) {
    // (RE2 reads from where a lead-in can start: see NextLeadStart.)
    pos = NextLeadStart(set, t, pos, t.size());
    if (pos >= t.size() || !lead.Match(whole, pos, t.size(), RE2::UNANCHORED, &m, 1)) break;
    size_t lb = m.data() - t.data();
    pos = HandleLead(ctx, provision, lb, lb + m.size(), out);
  }
}

// An Iowa rule's document read as the Code of Iowa's text, for the Iowa
// Code, CFR and U.S. Code citations in it.
DocumentSpec AsIowaCode(const DocumentSpec& spec) {
  DocumentSpec as_code = spec;
  as_code.code = "iowa-code";
  as_code.kind = "statute";
  as_code.format = "jsonl-sections";
  return as_code;
}

// "Chapter 14" with a capital, in an Iowa rule or a bulletin's notice, with
// no name of the Code of Iowa around it, is a chapter of the agency's own
// rules ("The Human Services Department hereby proposes to amend Chapter
// 14, “Offset of County Debts Owed Department”; to adopt new Chapter 16",
// "repromulgate Chapter 529", "Chapters 21, 22, and 23", "Chapters 1
// through 19"), as is `Chapter 57, “Appointments,” Iowa Administrative
// Code`; unresolved where no agency is known. ("Iowa Code
// section 307.27(8) and chapter 327B", "Chapter 17A of the Iowa Code" are
// the Code's.)
void AgencyChapter(std::string_view t, const std::string& agency, Citation* c) {
  // (In capitals too: a copy's run-together running heads, "SOCIAL WORKERS
  // CHAPTER 280 CHAPTER 281 CHAPTER 282".)
  bool plural = c->text.starts_with("Chapters "sv) || c->text.starts_with("CHAPTERS "sv);
  if (!plural && !c->text.starts_with("Chapter "sv) && !c->text.starts_with("CHAPTER "sv)) return;
  bool code_chapter = !c->targets.empty() && (plural || c->targets.size() == 1) &&
                      std::all_of(c->targets.begin(), c->targets.end(), [](const Key& k) {
                        return Is(k.code(), "iowa-code"sv) && k.path().starts_with("ch."sv);
                      });
  bool unnamed = c->status == CitationStatus::kUnresolved && c->targets.empty() &&
                 c->reason.find("Iowa Administrative Code whose agency") != std::string::npos;
  if (!code_chapter && !unnamed) return;
  // (Not the Code named inside a chapter's quoted title before it:
  // `Chapter 61, "Administration of Iowa Code Chapter 88A," Chapter 150`.)
  static const RE2 kCodeBefore(R"((?:Iowa\s+Code|Code\s+of\s+Iowa)\b([^.;"\x{201D}]*)$)", RE2::Quiet);
  // (Nor a chapter that goes on a list of the Code's sections: "Iowa Code
  // sections 543B.9, and 543B.18 and Chapter 558A".)
  static const RE2 kCodeListBefore(
      R"((?:Iowa\s+Code|Code\s+of\s+Iowa)\s+[Ss]ections?\s+\d[0-9A-Z.()]*(?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\d[0-9A-Z.()]*)*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)$)",
      RE2::Quiet);
  // (Nor the Code's chapters named before an agency's verb: "in
  // accordance with Iowa Code chapters 8B, 17A, and 22, proposes to adopt
  // new Chapters 1 through 6".)
  static const RE2 kVerb(R"(\b(?:adopt|amend|rescind|propos|repromulgat|promulgat))", RE2::Quiet);
  static const RE2 kCodeAfter(R"(^,?\s+(?:of\s+the\s+)?(?:Iowa\s+Code|Code\s+of\s+Iowa|Code\b))", RE2::Quiet);
  std::string_view before = t.substr(c->begin > 80 ? c->begin - 80 : 0, c->begin > 80 ? 80 : c->begin);
  std::string_view after = t.substr(c->end, 32);
  re2::StringPiece between;
  if (code_chapter &&
      ((RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kCodeBefore, &between) &&
        !RE2::PartialMatch(between, kVerb)) ||
       RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kCodeListBefore) ||
       RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kCodeAfter)))
    return;
  std::vector<std::string> chapters;
  if (code_chapter) {
    for (const Key& k : c->targets) chapters.emplace_back(k.path().substr(3));
  } else {
    size_t d = std::string_view("Chapter ").size(), e = d;
    while (e < c->text.size() && ascii::IsAlnum(static_cast<unsigned char>(c->text[e]))) ++e;
    if (e == d) return;
    chapters.push_back(c->text.substr(d, e - d));
  }
  c->targets.clear();
  c->range_members.clear();
  // (The Code's Supplement names each agency's chapters to replace after
  // its name and number: "Economic Development Authority[261] Replace
  // Chapter 81 School Budget Review Committee[289] Replace Chapter 6
  // Energy Independence, Office of[350] Replace Analysis Remove Chapters 1
  // to 5".)
  static const RE2 kSupplement(
      R"(\[(\d{1,3}[A-Z]?)\]\s+(?:Replace|Remove|Insert)\b[^\[\].;]{0,40}$)", RE2::Quiet);
  std::string listed;
  std::string_view near = t.substr(c->begin > 80 ? c->begin - 80 : 0, c->begin > 80 ? 80 : c->begin);
  if (near.find('[') != std::string_view::npos)
    RE2::PartialMatch(re2::StringPiece(near.data(), near.size()), kSupplement, &listed);
  const std::string& own = listed.empty() ? agency : listed;
  if (own.empty()) {
    c->status = CitationStatus::kUnresolved;
    c->reason = "a chapter of the Iowa Administrative Code whose agency the text does not name";
    return;
  }
  for (const std::string& n : chapters) c->targets.emplace_back("iowa-iac", "ch." + own + "-" + n);
  c->status = CitationStatus::kResolved;
  c->reason.clear();
}

// Iowa rules: their own numbers ("16.3(461A,462A)", "subrule 61.3(3)"),
// and the Iowa Code, CFR and U.S. Code they cite, read as the Code of Iowa
// reads them. A number both read is the longer reading's.
std::vector<Citation> FindInIowaRule(const Corpus& corpus, const SectionIndex& sections,
                                     const Context& ctx, int32_t provision,
                                     const DocumentSpec& as_code) {
  const Provision& src = ctx.source;
  std::string_view t = src.text;
  std::vector<Citation> out = FindIacCitations(ctx, provision);
  Context code_ctx(corpus, src, as_code, sections);
  std::vector<Citation> general;
  ScanLeads(code_ctx, provision, &general);
  // The Code's editorial notes on earlier numbers ("[Prior to 1/6/16, see
  // 655—Chapter 4]") cite nothing.
  auto in_prior_note = [&](const Citation& c) {
    std::string_view before = t.substr(0, c.begin);
    size_t open = before.rfind('[');
    return open != std::string_view::npos && before.find(']', open) == std::string_view::npos &&
           before.substr(open + 1).starts_with("Prior to"sv);
  };
  std::erase_if(out, in_prior_note);
  // Relative references read against the rule's key as if it were a
  // section of the Code ("subsection 2"), unresolved ones ("subparagraph
  // (1)" outside a paragraph of the Code's shape) and self-references are
  // the rule's own grammar's.
  std::string agency = src.key.path().substr(0, src.key.path().find('-') + 1);
  if (agency.starts_with("ch."sv)) agency = agency.substr(3);
  std::string_view rule = Is(src.key.code(), "iowa-iac"sv) ? src.key.path() : std::string_view();
  rule = rule.substr(0, rule.find('('));
  // The agency whose rules these are: the rule's, or the page header's.
  // (A provision named after its file, "file.docs/05_761-529.txt", has
  // none in its key.)
  std::string own_agency = agency.empty() ? "" : agency.substr(0, agency.size() - 1);
  static const RE2 kAgencyNumber(R"(\d{1,3}[A-Z]?)", RE2::Quiet);
  if (!RE2::FullMatch(own_agency, kAgencyNumber)) own_agency = HeaderAgency(t);
  // (Or none: the agency the item names in words as the one acting, "The
  // Board of Pharmacy hereby amends Chapter 8", "The Board of Nursing
  // hereby proposes to rescind Chapter 1" over the waiver rules of
  // another agency it names by number, "pursuant to 481—Chapter 6".)
  if (own_agency.empty()) own_agency = NamedItemAgency(t);
  // (A notice whose header the copy lost, "The Board hereby proposes to
  // amend Chapter 1, …" above "657—Chapter 1": the one agency its rules'
  // own numbers name, if they name one.)
  if (own_agency.empty()) {
    std::set<std::string, std::less<>> named;
    // (Not the waiver rules the notices of 2023-2024 name, "may petition
    // the Department of Inspections, Appeals, and Licensing for a waiver
    // … pursuant to 481—Chapter 6": that department's, as the sentence
    // says; an earlier notice's "petition the Board for a waiver …
    // pursuant to 657—Chapter 34" names the agency's own.)
    auto in_waiver_sentence = [&](const Citation& c) {
      std::string_view before = t.substr(0, c.begin);
      size_t stop = before.find_last_of(".\n");
      std::string_view sentence = stop == std::string_view::npos ? before : before.substr(stop + 1);
      return sentence.find("waiver") != std::string_view::npos &&
             sentence.find("Department of Inspections") != std::string_view::npos;
    };
    for (const Citation& c : out) {
      if (in_waiver_sentence(c)) continue;
      for (const Key& k : c.targets)
        if (Is(k.code(), "iowa-iac"sv)) {
          std::string_view path = k.path();
          if (path.starts_with("ch."sv)) path.remove_prefix(3);
          if (size_t dash = path.find('-'); dash != std::string_view::npos) named.emplace(path.substr(0, dash));
        }
    }
    // (Or by the agency's number before the Code's name: a board's memo,
    // "Proposed 655 IAC Chapter 6", "revise 655 Iowa Administrative Code,
    // Chapter 6".)
    if (named.empty() && t.find(" I") != std::string_view::npos) {
      static const RE2 kNumberedCode(R"(\b(\d{3}[A-Z]?)\s+(?:IAC|Iowa\s+Administrative\s+Code)\b)", RE2::Quiet);
      re2::StringPiece in(t.data(), t.size());
      std::string number;
      while (RE2::FindAndConsume(&in, kNumberedCode, &number)) named.insert(number);
    }
    if (named.size() == 1) own_agency = *named.begin();
  }
  for (Citation& c : general) {
    if (in_prior_note(c)) continue;
    if (c.text.starts_with("Chapter"sv) || c.text.starts_with("CHAPTER"sv)) AgencyChapter(t, own_agency, &c);
    std::string_view words = c.text;
    bool relative_word = words.starts_with("sub"sv) || words.starts_with("Sub"sv) ||
                         words.starts_with("par"sv) || words.starts_with("Par"sv) ||
                         words.starts_with("this"sv);
    bool relative = c.self_reference ||
                    (c.status == CitationStatus::kUnresolved && relative_word) ||
                    std::any_of(c.targets.begin(), c.targets.end(), [&](const Key& k) {
                      std::string_view path = k.path();
                      if (path.starts_with("ch."sv)) path.remove_prefix(3);
                      // (A provision named after its file has no agency.)
                      // ("Subsection 274b of the Atomic Energy Act", read
                      // against the rule's own key: an act's, no level of
                      // the rule, whose grammar names subrules.)
                      if (Is(k.code(), "iowa-iac"sv))
                        return !rule.empty() && path.starts_with(rule) &&
                               path.size() > rule.size() && path[rule.size()] == '(';
                      return Is(k.code(), "iowa-code"sv) && !agency.empty() &&
                             path.starts_with(agency);
                    });
    if (relative) continue;
    // "CHAPTER 12 GENERAL ACCREDITATION STANDARDS" on a line of its own:
    // the rules' chapter heading, no chapter of the Code. (A copy's
    // "chapter 1" over "ORGANIZATION AND GENERAL ADMINISTRATION" too: its
    // title's next word in capitals.) A line of the source, which a copy
    // may have run into its neighbours with spaces ("Utilities Division
    // [199] | Agency Listing" above "Chapter 17 ASSESSMENTS | Chapter
    // Listing", the Legislature's chapter page).
    if (c.begin == 0 || t[c.begin - 1] == '\n' || src.LineStart(c.begin) == c.begin) {
      size_t k = c.end;
      while (k < t.size() && (t[k] == ' ' || t[k] == '\n')) ++k;
      size_t w = k;
      while (w < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[w]))) ++w;
      bool capitals = w - k >= 2 && (w == t.size() || !ascii::IsLower(static_cast<unsigned char>(t[w])));
      if (words.starts_with("CHAPTER "sv) && k < t.size() &&
          ascii::IsUpper(static_cast<unsigned char>(t[k])) && !Is(t.substr(k, 3), "OF "sv))
        continue;
      if ((words.starts_with("Chapter "sv) || words.starts_with("chapter "sv)) && capitals &&
          !Is(t.substr(k, 3), "OF "sv))
        continue;
      // (Or alone on its line in the rule's text, the number of the
      // rule's own chapter: "chapter 25" over "282—25.1(272) Scope of
      // standards.", a copy's heading run into the rule.)
      if (words.starts_with("Chapter "sv) || words.starts_with("chapter "sv) || words.starts_with("CHAPTER "sv)) {
        std::string_view number = Trim(words.substr(8));
        size_t dash = rule.find('-'), dot = rule.find('.');
        size_t next = src.NextLineStart(c.begin);
        bool alone = next >= c.end && Trim(t.substr(c.end, next - c.end)).empty();
        if (alone && dash != std::string_view::npos && dot != std::string_view::npos && dot > dash &&
            rule.substr(dash + 1, dot - dash - 1) == number)
          continue;
      }
    }
    auto overlaps = [&](const Citation& o) { return o.begin < c.end && c.begin < o.end; };
    bool shorter = std::any_of(out.begin(), out.end(), [&](const Citation& o) {
      return overlaps(o) && o.end - o.begin > c.end - c.begin;
    });
    if (shorter) continue;
    std::erase_if(out, overlaps);
    out.push_back(std::move(c));
  }
  SortCitations(&out, 0);
  // "This rule is intended to implement Iowa Code section 455B.173."
  for (Citation& c : out) {
    if (c.self_reference) continue;
    std::string_view before = t.substr(0, c.begin);
    size_t cue = before.rfind("intended to implement");
    if (cue != std::string_view::npos && before.find(". ", cue) == std::string_view::npos)
      c.relation = "implements";
  }
  return out;
}

void ArticlesOfTheCitedChapter(const Corpus& corpus, const DocumentSpec& spec, size_t from,
                               std::vector<Citation>* out);

std::vector<Citation> FindIn(const Corpus& corpus, const SectionIndex& sections,
                             int32_t provision) {
  const Provision& src = corpus.provisions[provision];
  const DocumentSpec& spec = corpus.documents[src.doc].spec;
  Context ctx(corpus, src, spec, sections);
  if (Is(spec.code, "iowa-iac"sv))
    return FindInIowaRule(corpus, sections, ctx, provision, AsIowaCode(spec));
  std::vector<Citation> out;
  ScanLeads(ctx, provision, &out);
  if (IsWisconsinOrdinance(spec) || IsOtherStateOrdinance(spec)) {
    size_t found = out.size();
    AdoptionTable table;
    FindAdoptionTables(corpus, sections, spec, std::span<const int32_t>(&provision, 1), 0,
                       &table, &out);
    if (out.size() > found) SortCitations(&out, 0);
    // (An article and the chapter its clause names after it, "Article I
    // … of chapter7", one citation, as the document's reading makes
    // them: the provision's reading finds no more than the document's.)
    ArticlesOfTheCitedChapter(corpus, spec, 0, &out);
  }
  return out;
}

constexpr std::string_view kNoChapter = "an article of a chapter the text does not name";

// An article's number in a citation's text: a Roman numeral or one of
// one or two figures.
const RE2& ArticleItem() {
  static const RE2 kItem(R"(\b([IVXLC]+|\d{1,2}[A-Z]?)\b)", RE2::Quiet);
  return kItem;
}

// The keys of the articles c names ("Article IV", "Articles I, II,
// and III") in `chapter` (the code's top parts where it is empty); the
// divisions of its one article ("Article III “Subdivisions” Division 2").
std::vector<Key> ArticleKeys(const Citation& c, std::string_view chapter, const DocumentSpec& spec) {
  const RE2& kItem = ArticleItem();
  std::string container = chapter.empty() ? "" : "ch." + std::string(chapter) + "/";
  std::vector<Key> targets;
  size_t at = c.text.find("rticle");
  if (at == std::string::npos) return targets;
  re2::StringPiece items(c.text.data() + at, c.text.size() - at);
  std::string item, prev;
  size_t prev_end = 0;
  while (RE2::FindAndConsume(&items, kItem, &item)) {
    // ("Articles II through VII": a short range's articles between its
    // ends, as the grammar has them.)
    size_t item_end = c.text.size() - items.size();
    std::string_view joint = std::string_view(c.text).substr(prev_end, item_end - item.size() - prev_end);
    if (!prev.empty() && (joint.find(" through ") != std::string_view::npos || joint.find(" to ") != std::string_view::npos))
      for (const std::string& between : LabelsBetween(prev, item)) targets.emplace_back(spec.code, container + "art." + between);
    prev = item;
    prev_end = item_end;
    std::string path = container + "art." + item;
    size_t e = 0;
    std::vector<std::string> divisions =
        targets.empty() ? ReadDivisions(c.text, c.text.size() - items.size(), &e) : std::vector<std::string>();
    if (divisions.empty()) {
      targets.emplace_back(spec.code, path);
      continue;
    }
    for (const std::string& d : divisions) targets.emplace_back(spec.code, path + "/div." + d);
    break;
  }
  return targets;
}

// An article whose chapter the text has not named, not "this" chapter's.
bool OpenArticle(const Citation& c) {
  return c.status == CitationStatus::kUnresolved && Is(c.reason, kNoChapter) &&
         c.text.find("this") == std::string::npos;
}

// "Article IV", "Part 4 of this chapter" in an excerpt of a municipal
// code that never names the chapter it is (no manifest chapter, no
// numbered section to stand in) are left unresolved by the grammar. Where every section of the code's own
// that the document cites is numbered in one chapter ("§§ 203-13 and
// 203-14", eCode's chapter-section numbers), that chapter is the one the
// excerpt is of, and its articles and parts are keyed in it. Two
// chapters, or none, and they stay unresolved.
void ArticlesByTheCitedChapter(const Corpus& corpus, const DocumentSpec& spec, size_t from,
                               std::vector<Citation>* out) {
  auto unnamed = [](const Citation& c) {
    return c.status == CitationStatus::kUnresolved &&
           (Is(c.reason, kNoChapter) || Is(c.reason, kPartOfUnnamedChapter));
  };
  auto resolve = [](Citation* c, std::vector<Key> targets) {
    c->targets = std::move(targets);
    c->status = CitationStatus::kResolved;
    c->reason.clear();
  };
  // First the chapter its own sentence names just before it: "Amends and
  // reordains Chapter 2, Administration, by amending Article IV,
  // Officers and Employees" in a supplement's list of ordinances, each
  // of another chapter.
  // (A whole chapter of the code that b cites, or empty.)
  auto whole_chapter = [&](const Citation& b) {
    if (b.targets.size() != 1 || b.targets[0].code() != spec.code || !b.targets[0].path().starts_with("ch."sv))
      return std::string_view();
    std::string_view number = std::string_view(b.targets[0].path()).substr(3);
    return number.find('/') == std::string_view::npos ? number : std::string_view();
  };
  // (No sentence's end between.)
  auto one_clause = [](std::string_view between) {
    return between.find(". ") == std::string_view::npos && between.find(';') == std::string_view::npos &&
           between.find('\n') == std::string_view::npos;
  };
  std::set<size_t> keyed_here;
  std::vector<bool> merged(out->size(), false);
  bool any_merged = false;
  for (size_t i = from; i < out->size(); ++i) {
    Citation& c = (*out)[i];
    if (!OpenArticle(c) || c.in_heading) continue;
    std::string_view t = corpus.provisions[c.source].text;
    // ("Chapter 18, Streets and Sidewalks, of the Code of Ordinances be
    // amended to add Article IV".)
    if (i > from) {
      const Citation& b = (*out)[i - 1];
      std::string_view number = whole_chapter(b);
      if (b.source == c.source && !b.in_heading && b.end <= c.begin && c.begin - b.end <= 90 && !number.empty() &&
          one_clause(t.substr(b.end, c.begin - b.end))) {
        std::vector<Key> targets = ArticleKeys(c, number, spec);
        if (targets.empty()) continue;
        resolve(&c, std::move(targets));
        keyed_here.insert(i);
        continue;
      }
    }
    // ("Article V Junk, Abandoned Items of Chapter 10 Health and
    // Sanitation": the chapter after the article's name, one citation.)
    if (i + 1 < out->size()) {
      Citation& a = (*out)[i + 1];
      std::string_view number = whole_chapter(a);
      if (a.source != c.source || a.in_heading || c.end > a.begin || a.begin - c.end > 60 || number.empty())
        continue;
      std::string_view between = t.substr(c.end, a.begin - c.end);
      if (!one_clause(between) || !(between.ends_with(" of "sv) || between.ends_with(" to "sv))) continue;
      std::vector<Key> targets = ArticleKeys(c, number, spec);
      if (targets.empty()) continue;
      resolve(&c, std::move(targets));
      c.end = a.end;
      c.text = CollapseSpace(t.substr(c.begin, c.end - c.begin));
      merged[i + 1] = any_merged = true;
      keyed_here.insert(i);
    }
  }
  if (any_merged) {
    size_t w = from;
    std::set<size_t> kept;
    for (size_t i = from; i < out->size(); ++i) {
      if (merged[i]) continue;
      if (keyed_here.count(i)) kept.insert(w);
      if (w != i) (*out)[w] = std::move((*out)[i]);
      ++w;
    }
    out->resize(w);
    keyed_here = std::move(kept);
  }
  // ("an amendment to Article V of the Code of Ordinances", where the
  // text names "Article V … of Chapter 10" elsewhere: the same article.)
  if (std::any_of(out->begin() + static_cast<std::ptrdiff_t>(from), out->end(), OpenArticle)) {
    std::map<std::string, std::string, std::less<>> chapter_of_article;
    std::set<std::string, std::less<>> twice;
    for (size_t i = from; i < out->size(); ++i)
      for (const Key& k : (*out)[i].targets) {
        std::string_view path = k.path();
        size_t slash = path.find("/art.");
        if (k.code() != spec.code || !path.starts_with("ch."sv) || slash == std::string_view::npos ||
            path.find('/', slash + 1) != std::string_view::npos)
          continue;
        std::string article(path.substr(slash + 5)), chapter(path.substr(3, slash - 3));
        auto [it, added] = chapter_of_article.emplace(article, chapter);
        if (!added && it->second != chapter) twice.insert(article);
      }
    for (size_t i = from; i < out->size() && !chapter_of_article.empty(); ++i) {
      Citation& c = (*out)[i];
      if (!OpenArticle(c)) continue;
      std::string chapter;
      re2::StringPiece items(c.text.data(), c.text.size());
      size_t at = c.text.find("rticle");
      if (at == std::string::npos) continue;
      items.remove_prefix(at);
      std::string item;
      bool one = true;
      while (one && RE2::FindAndConsume(&items, ArticleItem(), &item)) {
        auto it = chapter_of_article.find(item);
        one = it != chapter_of_article.end() && !twice.count(item) && (chapter.empty() || chapter == it->second);
        if (one) chapter = it->second;
      }
      if (!one || chapter.empty()) continue;
      resolve(&c, ArticleKeys(c, chapter, spec));
      keyed_here.insert(i);
    }
  }
  bool any = false;
  for (size_t i = from; i < out->size() && !any; ++i) any = unnamed((*out)[i]);
  if (!any) return;
  std::string chapter;
  for (size_t i = from; i < out->size(); ++i) {
    for (const Key& k : (*out)[i].targets) {
      if (k.code() != spec.code) continue;
      // (A section "203-13", "32B-7", "94-13B": digits, perhaps a capital,
      // a hyphen, digits; no third part.)
      std::string_view path = k.path();
      size_t n = LeadingDigits(path);
      if (n == 0 || n > 4) continue;
      if (n < path.size() && ascii::IsUpper(static_cast<unsigned char>(path[n]))) ++n;
      if (n + 1 >= path.size() || path[n] != '-' || !ascii::IsDigit(static_cast<unsigned char>(path[n + 1])))
        continue;
      size_t e = n + 1;
      while (e < path.size() && ascii::IsAlnum(static_cast<unsigned char>(path[e]))) ++e;
      if (e < path.size() && path[e] != '(' && path[e] != '.') continue;
      if (chapter.empty()) chapter = std::string(path.substr(0, n));
      else if (chapter != path.substr(0, n)) return;
    }
  }
  // Else the one chapter of its own the text names ("Chapter 3,
  // Personnel, of the Weld County Code be … re-enacted, with the addition
  // of Article XIII"), for an article not said to be "this" chapter's
  // (which may be another).
  bool by_name = chapter.empty();
  if (by_name) {
    for (size_t i = from; i < out->size(); ++i) {
      if (keyed_here.count(i)) continue;
      for (const Key& k : (*out)[i].targets) {
        std::string_view path = k.path();
        if (k.code() != spec.code || !path.starts_with("ch."sv)) continue;
        path.remove_prefix(3);
        bool whole = !path.empty() && path.size() <= 4 &&
                     std::all_of(path.begin(), path.end(),
                                 [](char ch) { return ascii::IsDigit(static_cast<unsigned char>(ch)); });
        if (!whole || (!chapter.empty() && chapter != path)) return;
        chapter = std::string(path);
      }
    }
  }
  if (chapter.empty()) return;
  static const RE2 kPart(R"((through\s+|to\s+)?\b(\d{1,2})\b)", RE2::Quiet);
  for (size_t i = from; i < out->size(); ++i) {
    Citation& c = (*out)[i];
    if (!unnamed(c)) continue;
    std::string_view text = c.text;
    if (by_name && text.find("this") != std::string_view::npos) continue;
    std::vector<Key> targets;
    if (Is(c.reason, kPartOfUnnamedChapter)) {
      size_t at = text.find("art");
      if (at == std::string_view::npos) continue;
      re2::StringPiece items(text.data() + at, text.size() - at);
      std::string item, range;
      // ("Parts 4 through 7 of this chapter": every part between.)
      int last = 0;
      while (RE2::FindAndConsume(&items, kPart, &range, &item)) {
        int n = std::stoi(item);
        if (!range.empty())
          for (int k = last + 1; k < n && n - last < 30; ++k)
            targets.emplace_back(spec.code, "ch." + chapter + "/part." + std::to_string(k));
        targets.emplace_back(spec.code, "ch." + chapter + "/part." + item);
        last = n;
      }
    } else {
      targets = ArticleKeys(c, chapter, spec);
    }
    if (targets.empty()) continue;
    resolve(&c, std::move(targets));
  }
}

// The articles and parts of an excerpt's unnamed chapter (above); then,
// in a zoning or development ordinance the manifest's title names,
// numbered whole ("Section 610" of Cordele's), its articles that no
// chapter is named with, as its top parts.
void ArticlesOfTheCitedChapter(const Corpus& corpus, const DocumentSpec& spec, size_t from,
                               std::vector<Citation>* out) {
  ArticlesByTheCitedChapter(corpus, spec, from, out);
  if (!TitleNamesZoningOrdinance(spec)) return;
  // (Not an article of a title named before it in the clause, a state's
  // statutes': "Title 24, Government - State, Article 67, Planned Unit
  // Development Act" in La Plata County's Land Use Code.)
  static const RE2 kTitleBefore(R"(\b[Tt]itle\s+\d+[A-Z]?\b[^;.\n]{0,60}[,;]\s*$)", RE2::Quiet);
  for (size_t i = from; i < out->size(); ++i) {
    Citation& c = (*out)[i];
    if (!OpenArticle(c)) continue;
    if (!c.in_heading) {
      std::string_view t = corpus.provisions[c.source].text;
      std::string_view before = t.substr(c.begin >= 80 ? c.begin - 80 : 0, c.begin >= 80 ? 80 : c.begin);
      if (RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kTitleBefore)) continue;
    }
    if (std::vector<Key> targets = ArticleKeys(c, "", spec); !targets.empty()) {
      c.targets = std::move(targets);
      c.status = CitationStatus::kResolved;
      c.reason.clear();
    }
  }
}

// "subsection (b), (c), (m) or (o) of section 414 of the Internal Revenue
// Code of 1986" in Wisconsin's statutes or rules: the level words spelled
// out (Wisconsin's own are "sub.", "par.") are the levels of the section
// named right after "of", another body's: 26 U.S.C. 414(b), not the
// Wisconsin section's own subsection (b). The levels are rewritten onto
// that section, which stays cited too.
void LevelsOfTheSectionAfter(const Corpus& corpus, const Document& doc, size_t from,
                             std::vector<Citation>* out) {
  for (size_t i = from; i + 1 < out->size(); ++i) {
    Citation& c = (*out)[i];
    const Citation& next = (*out)[i + 1];
    if (c.source != next.source || c.targets.empty() || next.targets.size() != 1 || c.end > next.begin ||
        next.begin - c.end > 4)
      continue;
    std::string_view words = c.text;
    if (!(words.starts_with("subsection"sv) || words.starts_with("paragraph"sv) ||
          words.starts_with("subparagraph"sv)))
      continue;
    const std::string& t = corpus.provisions[c.source].text;
    if (Trim(std::string_view(t).substr(c.end, next.begin - c.end)) != "of"sv) continue;
    std::string_view named = next.text;
    if (!(named.starts_with("section "sv) || named.starts_with("Section "sv))) continue;
    const Key& section = next.targets[0];
    if (section.code() == doc.spec.code || section.path().find('(') != std::string::npos) continue;
    std::vector<Key> levels;
    for (const Key& k : c.targets) {
      if (k.code() != doc.spec.code) break;
      std::string_view path = k.path();
      size_t open = path.rfind('(');
      if (open == std::string_view::npos || path.back() != ')') break;
      levels.emplace_back(section.code(), std::string(section.path()) + std::string(path.substr(open)));
    }
    if (levels.size() != c.targets.size()) continue;
    c.targets = std::move(levels);
    c.self_reference = false;
  }
}

// "Chapter 939, Crimes – General Provisions" over "Section 939.05,
// Parties to crime" in a Wisconsin ordinance's list of the statutes it
// adopts: a chapter spelled out is read as the ordinance's own (its
// codes number chapters as the statutes do), unless the document cites
// the statutes' sections of that chapter and none of its own there. Then
// it is the statutes' chapter. (The manifest's own chapter stays the
// ordinance's.)
void StatutesChaptersOfCitedSections(const DocumentSpec& spec, size_t from,
                                     std::vector<Citation>* out) {
  auto chapter_of = [](std::string_view path) {
    size_t n = LeadingDigits(path);
    return n > 0 && n < path.size() && path[n] == '.' ? path.substr(0, n) : std::string_view();
  };
  std::set<std::string_view> statutes, own;
  bool any = false;
  for (size_t i = from; i < out->size(); ++i)
    for (const Key& k : (*out)[i].targets) {
      std::string_view path = k.path();
      if (Is(k.code(), "wis-stat"sv)) {
        if (std::string_view c = chapter_of(path); !c.empty()) statutes.insert(c);
      } else if (k.code() == spec.code) {
        if (std::string_view c = chapter_of(path); !c.empty()) own.insert(c);
        any = any || StartsWith(path, "ch."sv);
      }
    }
  if (!any || statutes.empty()) return;
  auto manifest = spec.options.find("chapter");
  for (size_t i = from; i < out->size(); ++i) {
    Citation& c = (*out)[i];
    if (c.self_reference) continue;
    for (Key& k : c.targets) {
      std::string_view path = k.path();
      if (k.code() != spec.code || !StartsWith(path, "ch."sv)) continue;
      std::string_view number = path.substr(3);
      if (number.empty() || !std::all_of(number.begin(), number.end(), [](char ch) { return ascii::IsDigit(static_cast<unsigned char>(ch)); }))
        continue;
      if (!statutes.count(number) || own.count(number) ||
          (manifest != spec.options.end() && manifest->second == number))
        continue;
      k = Key("wis-stat", std::string(path));
    }
  }
}

// The spans the citations out[from, to) stand on, by provision: where a
// pass that reads more of a document's text must not read again.
class CitedSpans {
 public:
  CitedSpans(const std::vector<Citation>& out, size_t from, size_t to) {
    for (size_t i = from; i < to; ++i)
      if (!out[i].in_heading) Add(out[i].source, out[i].begin, out[i].end);  // (the text's spans)
  }
  void Add(int32_t id, size_t begin, size_t end) {
    spans_[id].emplace_back(static_cast<uint32_t>(begin), static_cast<uint32_t>(end));
  }
  bool Overlaps(int32_t id, size_t begin, size_t end) const {
    auto it = spans_.find(id);
    if (it == spans_.end()) return false;
    for (const auto& [b, e] : it->second)
      if (begin < e && end > b) return true;
    return false;
  }

 private:
  std::map<int32_t, std::vector<std::pair<uint32_t, uint32_t>>> spans_;
};

// What a document pass appends to out: the spans the citations found
// before it stand on (read on first use; the pass must not read them
// again), and its own citations, sorted into place when it ends.
class PassAppends {
 public:
  PassAppends(std::vector<Citation>* out, size_t from) : out_(out), from_(from), found_(out->size()) {}
  PassAppends(const PassAppends&) = delete;
  PassAppends& operator=(const PassAppends&) = delete;
  ~PassAppends() {
    if (out_->size() > found_) SortCitations(out_, from_);
  }
  // Whether a citation found before the pass stands on t[begin, end) of
  // provision id's text.
  bool Cited(int32_t id, size_t begin, size_t end) {
    if (!spans_) spans_.emplace(*out_, from_, found_);
    return spans_->Overlaps(id, begin, end);
  }

 private:
  std::vector<Citation>* out_;
  size_t from_, found_;
  std::optional<CitedSpans> spans_;
};

// "… as authorized by 23.33 (8) (b), Wis. Stats.", then "Section 5. 23.33
// (8) (e) 3, signs are erected": in a Wisconsin ordinance a bare number is
// the ordinance's own, or nothing, unless the document has named it the
// statutes' section. Then the number again, bare, with its levels, is
// that section's: read where no citation stands.
void EchoedStatuteSections(const Corpus& corpus, const SectionIndex& sections,
                           const Document& doc, size_t from, std::vector<Citation>* out) {
  std::set<std::string> cited;  // "23.33"
  for (size_t i = from; i < out->size(); ++i) {
    // (Named the statutes' in its own words: "23.33 (8) (b), Wis Stats.",
    // "Wisconsin statute 167.10"; not a bare "section 10.02" the grammar
    // gave the statutes.)
    std::string_view text = (*out)[i].text;
    if (text.find("Stat") == std::string_view::npos && text.find("stat") == std::string_view::npos)
      continue;
    for (const Key& k : (*out)[i].targets) {
      if (!Is(k.code(), "wis-stat"sv)) continue;
      std::string_view path = k.path();
      path = path.substr(0, path.find('('));
      if (!path.empty() && ascii::IsDigit(static_cast<unsigned char>(path[0])) &&
          path.find('.') != std::string_view::npos)
        cited.emplace(path);
    }
  }
  if (cited.empty()) return;
  CitedSpans spans(*out, from, out->size());
  const size_t found = out->size();
  // (Every number cited has a point between digits: a provision without
  // one, most of an ordinance's, is not searched for each.)
  auto dotted = [](std::string_view t) {
    for (size_t k = t.find('.'); k != std::string_view::npos; k = t.find('.', k + 1))
      if (k > 0 && k + 1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k - 1])) &&
          ascii::IsDigit(static_cast<unsigned char>(t[k + 1])))
        return true;
    return false;
  };
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (!dotted(t)) continue;
    std::optional<Context> ctx;
    for (const std::string& number : cited) {
      for (size_t at = t.find(number); at != std::string_view::npos; at = t.find(number, at + 1)) {
        size_t e = at + number.size();
        auto glued = [&](size_t k) {
          return ascii::IsAlnum(static_cast<unsigned char>(t[k])) || t[k] == '.' || t[k] == '-' ||
                 t[k] == '/' || t[k] == ':';
        };
        if ((at > 0 && glued(at - 1)) ||
            (e < t.size() && (ascii::IsAlnum(static_cast<unsigned char>(t[e])) ||
                              ((t[e] == '.' || t[e] == '-') && e + 1 < t.size() &&
                               ascii::IsDigit(static_cast<unsigned char>(t[e + 1]))))))
          continue;
        if (spans.Overlaps(id, at, e)) continue;
        // After a small word ("under 167.10 (3) (h)") or a stop ("Section
        // 5. 23.33 (8) (e) 3"), not after a name's word ("Lot 28.11 of the
        // plat", "Page 23.33").
        size_t w = at;
        while (w > 0 && (t[w - 1] == ' ' || t[w - 1] == '\t' || t[w - 1] == '\n')) --w;
        if (w > 0 && ascii::IsAlpha(static_cast<unsigned char>(t[w - 1]))) {
          size_t v = w;
          while (v > 0 && ascii::IsAlpha(static_cast<unsigned char>(t[v - 1]))) --v;
          if (!ascii::IsLower(static_cast<unsigned char>(t[v]))) continue;
        }
        if (!ctx) ctx.emplace(corpus, src, doc.spec, sections);
        Parsed q = ParseWisList(*ctx, t, at, "wis-stat", "", 1, true);
        if (q.targets.empty() || q.end <= at) continue;
        q.begin = at;
        spans.Add(id, q.begin, q.end);
        AppendCitation(*ctx, id, std::move(q), out);
      }
    }
  }
  if (out->size() > found) SortCitations(out, from);
}

// The Legislature's older annotations cite their own section's levels
// bare: "908.01 Annotation … admissible under (4) (a) 2 and 3 of prior
// consistent statements", "Under (4) (b) 4, there is no requirement …".
// A subsection and its paragraph after a small word, in an annotation
// headed by the section's number, are that section's (where no citation
// stands).
void AnnotationsBareLevels(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                           size_t from, std::vector<Citation>* out) {
  static const RE2 kAnnotation(R"((\d+\.\d+[0-9a-z]*)\s+Annotation\b)", RE2::Quiet);
  // ("admissible under (2) to show", "not barred by (4) when": a
  // subsection alone, after "under" or "by" and before a word or a
  // stop; "See note to 971.12": the annotations under another
  // section, by its number alone; "frivolous under 809.25(3)", "See
  // 802.06 (1) for", "[now 59.25 (3) (r)]", "limitation period in 551.59
  // (5)": another section's level by its number alone; "to enforce
  // child support orders pursuant to 785.06.": a section alone.)
  static const RE2 kBare(
      R"(\b(?:(?:[Uu]nder|in|of|by|to)\s+(\(\d+[a-z]{0,2}\)\s*\([a-z]{1,2}\))|(?:[Uu]nder|by)\s+(\(\d+[a-z]{0,2}\))(?:\s+[a-z]|[.,;])|[Nn]otes?\s+to\s+(\d{1,3}\.\d{2,4}[a-z]?)\b[^(]|(?:[Uu]nder|[Ss]ee|now|in)\s+(\d{1,3}\.\d{2,4}[a-z]?\s?\([0-9a-z]{1,4}\))|(?:(?:[Uu]nder|[Ss]ee|pursuant\s+to)\s+(\d{1,3}\.\d{2,4}[a-z]?)(?:[.,;:)]|\s+[A-Za-z])|(?:of|to)\s+(\d{1,3}\.\d{2,4}[a-z]?)(?:[.,;:)]|\s+(?:in|apply|applies|is|are|was|were|does|do|as|for|by|with|that|which|only|requires|provides)\b))|(\d{1,3}\.\d{2,4}[a-z]?\s?\([0-9a-z]{1,4}\)\s+(?:and|or)\s+\d{1,3}\.\d{2,4}[a-z]?\s?\([0-9a-z]{1,4}\))|(?:[Uu]nder|[Ss]ee|of|to)\s+(\d{1,3}\.\d{2,4}[a-z]?\s+(?:and|or)\s+\d{1,3}\.\d{2,4}[a-z]?)(?:[.,;:)]|\s+[A-Za-z])))",
      RE2::Quiet);
  // (The last two: two sections' levels by their numbers alone, joined by
  // "and" or "or": "Under separation of powers doctrine, 805.13 (4) and
  // 972.10 (5) require …"; two sections alone, "the applicable
  // provisions of 236.15 and 236.20, with which …". A section alone after
  // "of" or "to" too: "The reference to 66.60 in sub. (1) …".)
  CitedSpans spans(*out, from, out->size());
  const size_t found = out->size();
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    size_t a = t.find(" Annotation ");
    if (a == std::string_view::npos) continue;
    std::optional<Context> ctx;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece head[2];
    size_t pos = a > 24 ? a - 24 : 0;
    while (pos < t.size() && kAnnotation.Match(in, pos, t.size(), RE2::UNANCHORED, head, 2)) {
      std::string section(head[1].data(), head[1].size());
      size_t body = head[0].data() + head[0].size() - t.data();
      size_t next = t.find(" Annotation", body);
      size_t stop = next == std::string_view::npos ? t.size() : next;
      re2::StringPiece m[9];
      size_t at = body;
      while (at < stop && kBare.Match(in, at, stop, RE2::UNANCHORED, m, 9)) {
        if (!m[6].empty()) m[5] = m[6];  // (a section alone after "of" or "to")
        const re2::StringPiece& level = !m[1].empty() ? m[1] : !m[2].empty() ? m[2] : !m[3].empty() ? m[3]
                                      : !m[4].empty() ? m[4] : !m[5].empty() ? m[5] : !m[7].empty() ? m[7] : m[8];
        size_t b = level.data() - t.data();
        at = b + level.size();
        if (spans.Overlaps(id, b, at)) continue;
        if (!ctx) ctx.emplace(corpus, src, doc.spec, sections);
        Parsed q;
        if (!m[3].empty() || !m[5].empty()) {
          q.targets.emplace_back("wis-stat", std::string(level.data(), level.size()));
          q.end = at;
          // ("under 48.13 and 880.15.": the second of two, which the first
          // alternative to match leaves.)
          static const RE2 kSecond(R"(^\s+(?:and|or)\s+(\d{1,3}\.\d{2,4}[a-z]?)(?:[.,;:)]|\s+[A-Za-z]))", RE2::Quiet);
          re2::StringPiece rest(t.data() + at, stop - at), second;
          if (!m[5].empty() && RE2::PartialMatch(rest, kSecond, &second)) {
            q.targets.emplace_back("wis-stat", std::string(second.data(), second.size()));
            q.end = second.data() + second.size() - t.data();
          }
        } else if (!m[8].empty()) {
          // (Two sections alone: each, by its number.)
          std::string_view pair(level.data(), level.size());
          for (std::string_view w : {" and "sv, " or "sv})
            if (size_t j = pair.find(w); j != std::string_view::npos) {
              q.targets.emplace_back("wis-stat", std::string(pair.substr(0, j)));
              q.targets.emplace_back("wis-stat", std::string(pair.substr(j + w.size())));
            }
          q.end = at;
        } else if (!m[4].empty() || !m[7].empty()) {
          q = ParseWisList(*ctx, t, b, "wis-stat", "", 1, true);
        } else {
          q = ParseWisList(*ctx, t, b, "wis-stat", section, 1, false);
        }
        if (q.targets.empty() || q.end <= b || q.end > stop) continue;
        // ("under (4) (a) 2 and 3 of prior consistent statements",
        // "Statements under (4) (b) 5 discussed": the paragraph's
        // subdivisions without their stops, before a word.)
        static const RE2 kSubdivisions(R"(^ (\d{1,2})(?:\s+(?:and|or)\s+(\d{1,2}))?(?:\s+[a-z]|[,;:)]))", RE2::Quiet);
        re2::StringPiece rest(t.data() + q.end, stop - q.end);
        re2::StringPiece d1, d2;
        if (q.targets.size() == 1 && q.targets[0].path().back() == ')' &&
            RE2::PartialMatch(rest, kSubdivisions, &d1, &d2)) {
          std::string paragraph(q.targets[0].path());
          q.targets.clear();
          q.targets.emplace_back("wis-stat", paragraph + std::string(d1.data(), d1.size()) + ".");
          q.end = d1.data() + d1.size() - t.data();
          if (!d2.empty()) {
            q.targets.emplace_back("wis-stat", paragraph + std::string(d2.data(), d2.size()) + ".");
            q.end = d2.data() + d2.size() - t.data();
          }
        }
        q.begin = b;
        spans.Add(id, q.begin, q.end);
        at = q.end;
        AppendCitation(*ctx, id, std::move(q), out);
      }
      // (From before the next one's number.)
      pos = next == std::string_view::npos ? t.size() : std::max(body, next > 24 ? next - 24 : 0);
    }
  }
  if (out->size() > found) SortCitations(out, from);
}

// An order caption's clause up to its first rule: "to amend ", "; and
// to repeal and recreate ", "to consolidate, renumber and amend ".
constexpr char kCaptionClause[] =
    R"((?:\bto:?\s+|;\s+(?:and\s+)?(?:to\s+)?)(?:(?:consolidate|renumber|amend|repeal|create),?\s+(?:and\s+)?)*(?:repeal\s+and\s+recreate|amend|repeal|create|renumber|consolidate)\s+)";

// A rule-making order in the Administrative Register names the rules it
// changes with their agency and no "s.": in its caption ("An order … to
// amend Opt 3.02 (3), 4.03 (2) (b), and 7.05 (2) (b) 2. a.; and to repeal
// and recreate Opt 4.01 (9)"; "to consolidate, renumber and amend HAS
// 6.04 (6) (b) (intro) and 1"; a notice's "The proposed rule amends PI
// 11.24 (1), …; and repeals and recreates PI 18.03") and in each of its
// sections ("SECTION 13.
// PT 8.01, 8.02 (title) and 8.02 are amended to read:", "Section 4. RAD
// 2.06 is repealed."). Where no citation stands, those lists are read as
// the Administrative Code's. (The lead-ins name the agencies commonest in
// citations; an order's board may be any.)
void RuleOrderClauses(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                      size_t from, std::vector<Citation>* out) {
  static const RE2 kClause(
      std::string(R"((?:\b(?:SECTION|Section)S?\s+\d+[a-z]?(?:(?:\s*,\s*|\s+and\s+)\d+[a-z]?)*\.\s+|)") + kCaptionClause +
          R"(|(?:\b(?:rule|order)|;\s+(?:and\s+)?)\s+(?:(?:amends|repeals|creates|renumbers),?\s+(?:and\s+)?)*(?:repeals\s+and\s+recreates|amends|repeals|creates|renumbers)\s+))",
      RE2::Quiet);
  CitedSpans spans(*out, from, out->size());
  bool added = false;
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    // (Cheap first: an order's words.)
    if (t.find("ECTION ") == std::string_view::npos && t.find("ection ") == std::string_view::npos &&
        t.find("to amend") == std::string_view::npos &&
        t.find("to repeal") == std::string_view::npos && t.find("to create") == std::string_view::npos &&
        t.find("to renumber") == std::string_view::npos && t.find("to: ") == std::string_view::npos &&
        t.find("to consolidate") == std::string_view::npos && t.find("amends ") == std::string_view::npos &&
        t.find("repeals ") == std::string_view::npos && t.find("creates ") == std::string_view::npos)
      continue;
    std::optional<Context> ctx;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece m;
    size_t pos = 0;
    std::pair<std::string, size_t> caption_agency;  // the last clause's agency, where its list ended
    // (A copy that dropped the prefix from the caption's lists, the
    // agency named once above them: "Amend Relevant Sections of chs. PSC
    // 112, PSC 133, and PSC 184 …", then "… proposes an order to repeal
    // 112.05 (3) (a) 1. to 3. and 118.03 (2) (b)": the one agency whose
    // chapters the text names before its first clause.)
    std::string page_agency;
    if (kClause.Match(in, 0, t.size(), RE2::UNANCHORED, &m, 1)) {
      static const RE2 kChapterOf(R"(\b(?:chs?\.\s*|Chapters?\s+)?([A-Z][A-Za-z]{1,4})\s+\d{1,3}\b)", RE2::Quiet);
      std::string_view head = t.substr(0, std::min<size_t>(m.data() - t.data(), 1200));
      re2::StringPiece hp(head.data(), head.size());
      std::string a;
      std::set<std::string> named;
      while (RE2::FindAndConsume(&hp, kChapterOf, &a))
        if (IsAgencyPrefix(a)) named.insert(a);
      if (named.size() == 1) page_agency = *named.begin();
    }
    // The agency of a clause whose numbers carry none: the caption's
    // last, within the caption ("to repeal ETF 50.42 (1), …; to renumber
    // and amend 50.44 (1);", its agency written once before), or, before
    // any, the page's.
    auto carried_agency = [&](size_t at) -> std::string {
      if (caption_agency.first.empty()) return page_agency;
      if (at - caption_agency.second >= 1000 ||
          t.substr(caption_agency.second, at - caption_agency.second).find("relating to") !=
              std::string_view::npos)
        return "";
      return caption_agency.first;
    };
    while (pos < t.size() && kClause.Match(in, pos, t.size(), RE2::UNANCHORED, &m, 1)) {
      size_t at = m.data() + m.size() - t.data();
      pos = at;
      std::string agency;
      // ("to amend sections Adm 2.02 (1) (a) , 2.04 (1)": the sections'
      // word before the agency.)
      for (std::string_view w : {"sections "sv, "section "sv}) {
        std::string a;
        if (t.substr(at).starts_with(w) && ReadAgency(t, at + w.size(), &a) > 0) at += w.size();
      }
      // ("to create Chapter Chir 6": a chapter.)
      static const RE2 kChapter(R"(^(?:Chapter|ch\.)\s+([A-Z][A-Za-z]{1,4})\s+(\d+[a-z]?)\b)", RE2::Quiet);
      re2::StringPiece cp(t.data() + at, t.size() - at);
      std::string number;
      if (Consume(&cp, kChapter, &agency, &number) && IsAgencyPrefix(agency)) {
        if (!ctx) ctx.emplace(corpus, src, doc.spec, sections);
        ToUpper(&agency);
        caption_agency = {agency, cp.data() - t.data()};
        if (!spans.Overlaps(id, at, at + 1)) {
          Parsed q;
          q.begin = at;
          q.end = cp.data() - t.data();
          q.targets.emplace_back("wis-adm", "ch." + agency + number);
          spans.Add(id, q.begin, q.end);
          AppendCitation(*ctx, id, std::move(q), out);
          added = true;
        }
        pos = cp.data() - t.data();
        // ("to repeal and recreate Chapter REEB 17 (title) and 17.03 (3)":
        // the chapter's title, then the list of its agency's sections.)
        static const RE2 kTitleThenList(R"(^\s*\(title\)(?:,\s*(?:and\s+)?|\s+and\s+))", RE2::Quiet);
        size_t list = 0;
        if (Consume(&cp, kTitleThenList) && ReadSectionNumber(t, list = cp.data() - t.data()) > 0 &&
            !spans.Overlaps(id, list, list + 1)) {
          Parsed more = ParseWisList(*ctx, t, list, "wis-adm", "", 1, true, false);
          for (Key& k : more.targets) k = Key("wis-adm", agency + k.path());
          if (!more.targets.empty() && more.end > list && !spans.Overlaps(id, list, more.end)) {
            more.begin = list;
            spans.Add(id, more.begin, more.end);
            pos = more.end;
            caption_agency.second = more.end;
            AppendCitation(*ctx, id, std::move(more), out);
            added = true;
          }
        }
        continue;
      }
      // (A chapter read alone where the caption's list begins, "to repeal
      // ATCP 21 Appendix A; 76 Table of Contents …": the list's reading
      // stands for it, below.)
      bool alone = false;
      for (size_t i = from; i < out->size() && !alone; ++i) {
        const Citation& c = (*out)[i];
        alone = c.source == id && c.begin == at && c.targets.size() == 1 &&
                c.targets[0].path().starts_with("ch."sv);
      }
      if (!alone && spans.Overlaps(id, at, at + 1)) {
        // (A clause the lead-ins read, its agency named, "to repeal SPS
        // 320.07 (34m);", still gives the next clauses theirs: "to
        // consolidate, renumber, and amend 321.02 (3) (g) (intro.) and
        // 2.".)
        std::string named;
        if (ReadAgency(t, at, &named) > 0 && IsAgencyPrefix(named))
          for (size_t i = from; i < out->size(); ++i)
            if (const Citation& c = (*out)[i]; c.source == id && c.begin <= at && c.end > at) {
              ToUpper(&named);
              caption_agency = {named, c.end};
              break;
            }
        continue;
      }
      Parsed q;
      if (ReadAgency(t, at, &agency) > 0) {
        if (!ctx) ctx.emplace(corpus, src, doc.spec, sections);
        q = ParseWisList(*ctx, t, at, "wis-adm", "", 1, true, true);
        // ("to create PA 1 to 4 relating to": the agency's chapters, a
        // range's every one.)
        static const RE2 kChapters(R"(^[A-Z][A-Za-z-]{0,5}\s+(\d{1,3})(?:\s*(?:to|through|-|\x{2013})\s*(\d{1,3}))?\b)",
                                   RE2::Quiet);
        re2::StringPiece cr(t.data() + at, t.size() - at);
        std::string lo, hi;
        // (Not a section's number, "ERC 19, 26.01".)
        auto section_next = [&] {
          return cr.size() > 1 && cr[0] == '.' && ascii::IsDigit(static_cast<unsigned char>(cr[1]));
        };
        if (q.targets.empty() && Consume(&cr, kChapters, &lo, &hi) && !section_next()) {
          std::string prefix = agency;
          ToUpper(&prefix);
          q.begin = at;
          // A chapter, or a range's ends and the members between.
          auto add_chapters = [&] {
            q.end = cr.data() - t.data();
            q.targets.emplace_back("wis-adm", "ch." + prefix + lo);
            if (hi.empty()) return;
            for (const std::string& m : ChaptersBetween("ch." + prefix + lo, "ch." + prefix + hi))
              q.targets.emplace_back("wis-adm", m);
            q.targets.emplace_back("wis-adm", "ch." + prefix + hi);
          };
          add_chapters();
          // ("to repeal and recreate ERC 1-18, 20-25, 30-33; and to create
          // ERC 19, 26-\n28, 40 and 50": the list's other chapters and
          // ranges.)
          static const RE2 kMoreChapters(
              R"(^(?:,\s*(?:and\s+)?|\s+and\s+)(\d{1,3})(?:\s*(?:to|through|-|\x{2013})\s*(\d{1,3}))?\b)", RE2::Quiet);
          while (Consume(&cr, kMoreChapters, &lo, &hi) && !section_next()) add_chapters();
        }
        if (!q.targets.empty() && q.end > at) caption_agency = {agency, q.end};
      } else if (std::string carried = carried_agency(at);
                 !carried.empty() && ReadSectionNumber(t, at) > 0) {
        if (!ctx) ctx.emplace(corpus, src, doc.spec, sections);
        q = ParseWisList(*ctx, t, at, "wis-adm", "", 1, true, false);
        ToUpper(&carried);
        for (Key& k : q.targets) k = Key("wis-adm", carried + k.path());
      }
      if (q.targets.empty() || q.end <= at) continue;
      if (spans.Overlaps(id, at, q.end)) {
        // ("to amend A-E 1.02 (1), 2.01, Chapter 6 (title), 6.01": the
        // list holds the chapter the lead-ins read alone, with no agency
        // or with the list's; its reading stands for theirs.)
        auto within = [&](const Citation& c) {
          return c.source == id && !c.in_heading && c.begin < q.end && c.end > at;
        };
        auto covered = [&](const Citation& c) {
          if (c.begin < at || c.end > q.end) return false;
          if (c.status == CitationStatus::kUnresolved) return true;
          // ("…, 18.04 (2), ch. 19, 40.03 (1), …": the lead-ins read "ch.
          // 19" alone as the statutes'; in the list it is the agency's.)
          if (c.targets.size() == 1 && Is(c.targets[0].code(), "wis-stat"sv) &&
              c.targets[0].path().starts_with("ch."sv)) {
            std::string_view number = std::string_view(c.targets[0].path()).substr(3);
            if (std::any_of(q.targets.begin(), q.targets.end(), [&](const Key& o) {
                  std::string_view path = o.path();
                  return Is(o.code(), "wis-adm"sv) && path.starts_with("ch."sv) && path.ends_with(number) &&
                         path.size() > 3 + number.size() &&
                         !ascii::IsDigit(static_cast<unsigned char>(path[path.size() - number.size() - 1]));
                }))
              return true;
          }
          // (Or a container of one it holds: "ch. Phar 7" read alone, of
          // "ch. Phar 7 subch. V (title)".)
          return std::all_of(c.targets.begin(), c.targets.end(), [&](const Key& k) {
            return std::any_of(q.targets.begin(), q.targets.end(), [&](const Key& o) {
              return o == k || (o.code() == k.code() && o.path().starts_with(k.path()) &&
                                o.path().size() > k.path().size() && o.path()[k.path().size()] == '/');
            });
          });
        };
        bool replace = true;
        for (size_t i = from; i < out->size() && replace; ++i)
          if (within((*out)[i]) && !covered((*out)[i])) replace = false;
        if (!replace) continue;
        out->erase(std::remove_if(out->begin() + static_cast<std::ptrdiff_t>(from), out->end(), within),
                   out->end());
        spans = CitedSpans(*out, from, out->size());
      }
      q.begin = at;
      spans.Add(id, q.begin, q.end);
      pos = q.end;
      AppendCitation(*ctx, id, std::move(q), out);
      added = true;
    }
  }
  if (added) SortCitations(out, from);
}

// A rule-making order's caption changes rules only: "and to create ch.
// DCF 12 and ss. 50.01 (4)(Lm), 55.02(5m), … relating to" names the
// department's rules with "ss." and no agency, which the lead-ins read as
// the statutes'. In a caption's clause that names the agency's rules, a
// list after "s."/"ss." with no "Stats." is that agency's.
void CaptionRuleItems(const Corpus& corpus, const Document& doc, size_t from, std::vector<Citation>* out) {
  static const RE2 kCaption(kCaptionClause, RE2::Quiet);
  for (int32_t id : doc.provisions) {
    std::string_view t = corpus.provisions[id].text;
    if (t.find("relating to") == std::string_view::npos) continue;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece m;
    size_t pos = 0;
    while (pos < t.size() && kCaption.Match(in, pos, t.size(), RE2::UNANCHORED, &m, 1)) {
      size_t at = m.data() + m.size() - t.data();
      pos = at;
      size_t end = std::min(t.find(';', at), t.find("relating to", at));
      if (end == std::string_view::npos || end - at > 2000) continue;
      std::string agency;
      for (size_t i = from; i < out->size() && agency.empty(); ++i) {
        const Citation& c = (*out)[i];
        if (c.source != id || c.begin < at || c.begin >= end) continue;
        for (const Key& k : c.targets)
          if (std::string_view a = AgencyOfAdminKey(k); !a.empty()) {
            agency = std::string(a);
            break;
          }
      }
      // (Or, where the clause names none, the department whose order it
      // is: "The Wisconsin Department of Transportation proposes an order
      // to: renumber ss. 313.01(title), and 313.10(9);".)
      if (agency.empty()) {
        static const RE2 kProposer(
            R"(((?:Department|Dept\.)\s+of\s+[A-Z][A-Za-z,]*(?:\s+(?:and\s+)?[A-Z][A-Za-z,]*){0,5}(?:\s*\([A-Z]+\))?)\s+(?:hereby\s+)?(?:proposes|adopts|issues|orders)\s+(?:an\s+|the\s+following\s+)?(?:order|rule)\s*$)",
            RE2::Quiet);
        std::string_view lead = Before(t, m.data() - t.data(), 300);
        re2::StringPiece name;
        if (RE2::PartialMatch(re2::StringPiece(lead.data(), lead.size()), kProposer, &name))
          agency = AgencyOfDepartmentBefore(t, name.data() + name.size() - t.data());
      }
      for (size_t i = from; i < out->size(); ++i) {
        Citation& c = (*out)[i];
        if (c.source != id || c.begin < at || c.begin >= end || c.in_heading) continue;
        std::string_view text = c.text;
        if (!(text.starts_with("s. "sv) || text.starts_with("ss. "sv)) ||
            text.find("Stat") != std::string_view::npos || text.find("statute") != std::string_view::npos)
          continue;
        if (c.targets.empty() || !std::all_of(c.targets.begin(), c.targets.end(), [](const Key& k) {
              return k.code() == "wis-stat"sv && !k.path().empty() &&
                     ascii::IsDigit(static_cast<unsigned char>(k.path()[0]));
            }))
          continue;
        // (No agency named: the rules of an agency the text does not name.)
        if (agency.empty()) {
          c.targets.clear();
          c.status = CitationStatus::kUnresolved;
          c.reason = "a section of the Administrative Code whose agency the text does not name";
          continue;
        }
        for (Key& k : c.targets) k = Key("wis-adm", agency + k.path());
      }
      pos = end;
    }
  }
}

// The patterns of ActStatuteLists, compiled on the first act's text (a
// corpus without one pays nothing for them).
struct ActPatterns {
  // (Or a section's clause whose "SECTION 1" the copy lost, its full stop
  // left: ". 20.005 (3) (schedule) of the statutes: at the appropriate
  // place, insert …"; or the text's first words.)
  RE2 start{std::string(R"((?:(?:SECTION|Section)\s+\d+[a-z]{0,3}\s?\.\s+|^|\.\s+|)") + kCaptionClause + ")",
            RE2::Quiet};
  RE2 next_clause{std::string(R"(;\s+(?:and\s+)?)") + kCaptionClause, RE2::Quiet};
  RE2 verb_lost{R"(^;\s+(?:and\s+)?to\s+)", RE2::Quiet};
  RE2 of_the_statutes{R"(^\s*of\s+the\s+statutes\b)", RE2::Quiet};
  RE2 next_item{R"(^(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+))", RE2::Quiet};
  // (", as created by 2001 Wisconsin Act 16, is renumbered …": the
  // session law that made the number, between.)
  RE2 renumbered{
      R"(^(?:,\s+as\s+(?:created|affected|amended|renumbered)\s+by\s+[^,;:]{1,120},)?\s+(?:is|are)\s+renumbered\s+(?:to\s+be\s+)?)",
      RE2::Quiet};
};

// An act or bill names the statutes it changes by their numbers alone,
// "of the statutes" after the list: in its title ("An Act to renumber
// 941.29 (1g) (a) and 971.17 (1g); to amend 973.176 (1); and to create
// 941.29 (1g) (ah), … and 973.136 of the statutes; relating to: …") and
// in each of its sections ("SECTION 15. 227.14 (6) (d) of the statutes is
// created to read:", "SECTION 4292. 301.26 (4) (a) of the statutes is
// renumbered 48.526 (3) (a) and amended to read:"; a bill's copy runs its
// line number into the word, "6Section 15.", and an act's may set the
// full stop apart, "Section 1006 ."). A clause's list is the statutes'
// where the clauses end in those words, and in an act's title up to its
// "relating to" however they end; a list's item the lead-ins read
// ("subchapter IX of chapter 16") stays theirs.
void ActStatuteLists(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                     size_t from, std::vector<Citation>* out) {
  CitedSpans spans(*out, from, out->size());
  bool added = false;
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (t.find("of the statutes") == std::string_view::npos && t.find("An Act to") == std::string_view::npos &&
        t.find("AN ACT to") == std::string_view::npos)
      continue;
    static const ActPatterns kActs;
    std::optional<Context> ctx;
    // The citations this provision's text already holds, by where they
    // start.
    auto cited_at = [&](size_t at) -> size_t {
      for (size_t i = from; i < out->size(); ++i) {
        const Citation& c = (*out)[i];
        if (c.source == id && !c.in_heading && c.begin == at) return c.end;
      }
      return 0;
    };
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece m;
    size_t pos = 0;
    while (pos < t.size() && kActs.start.Match(in, pos, t.size(), RE2::UNANCHORED, &m, 1)) {
      size_t m_start = m.data() - t.data();
      size_t at = m.data() + m.size() - t.data();
      pos = std::max(at, m_start + 1);  // (the text's start matches empty)
      if (!ctx) ctx.emplace(corpus, src, doc.spec, sections);
      std::vector<Parsed> items;
      // A list of the statutes' numbers at t[item], appended to items;
      // its end, or 0.
      auto read_list = [&](size_t item) -> size_t {
        if (ReadSectionNumber(t, item) == 0) return 0;
        Parsed q = ParseWisList(*ctx, t, item, "wis-stat", "", 1, true, false);
        if (q.targets.empty() || q.end <= item) return 0;
        q.begin = item;
        items.push_back(std::move(q));
        return items.back().end;
      };
      // (In an act's title, up to its "relating to", every clause's list
      // is the statutes', the words ending the list or not: an excerpt
      // may cut the title short, "… 30.207 (3) (d) and", or a clause hold
      // what no list reads, "709.03 (form) C. 27.".)
      auto in_title = [&, title_known = false, title_value = false]() mutable {
        if (title_known) return title_value;
        title_known = true;
        size_t title = std::string_view::npos;
        for (std::string_view w : {"An Act to"sv, "AN ACT to"sv})
          if (size_t f = t.rfind(w, m_start); f != std::string_view::npos && (title == std::string_view::npos || f > title))
            title = f;
        title_value = title != std::string_view::npos &&
                      t.substr(title, m_start - title).find("relating to") == std::string_view::npos;
        return title_value;
      };
      size_t k = at;
      for (;;) {
        size_t item = SkipSpace(t, k);
        if (size_t e = cited_at(item); e > item) {
          k = e;
        } else if (size_t e = read_list(item); e > 0) {
          k = e;
        } else {
          break;
        }
        // (Past an editor's bracket, "subchapter III (title) of chapter 30
        // [precedes 30.299], 30.32": the list goes on.)
        size_t b = SkipSpace(t, k);
        if (b < t.size() && t[b] == '[') {
          size_t close = t.find(']', b);
          if (close != std::string_view::npos && close - b <= 40) k = close + 1;
        }
        re2::StringPiece next(t.data() + k, t.size() - k);
        if (kActs.next_item.Match(next, 0, next.size(), RE2::ANCHOR_START, &m, 1)) {
          size_t n = k + m.size();
          if (ReadSectionNumber(t, n) > 0 || cited_at(n) > n) {
            k = n;
            continue;
          }
        }
        if (kActs.next_clause.Match(next, 0, next.size(), RE2::ANCHOR_START, &m, 1)) {
          k += m.size();
          continue;
        }
        // (In a title, a clause whose verb the copy lost with its line's
        // number: "…; and to\n50.01 (1b), 50.01 (4p), …".)
        if (!in_title() || !kActs.verb_lost.Match(next, 0, next.size(), RE2::ANCHOR_START, &m, 1) ||
            ReadSectionNumber(t, k + m.size()) == 0)
          break;
        k += m.size();
      }
      re2::StringPiece tail(t.data() + k, t.size() - k);
      bool section_lost = m_start == at || t[m_start] == '.';
      if (items.empty() || (!RE2::Consume(&tail, kActs.of_the_statutes) && (section_lost || !in_title()))) continue;
      pos = tail.data() - t.data();
      // ("… of the statutes is renumbered 48.526 (3) (a)": its new number.)
      if (RE2::Consume(&tail, kActs.renumbered))
        if (size_t e = read_list(tail.data() - t.data()); e > 0) pos = e;
      for (Parsed& q : items) {
        // (A chapter the lead-ins read alone inside the list's item, "…,
        // chapter 119 (title), 119.01, …": the list's reading stands.)
        auto chapters_inside = [&] {
          bool any = false;
          for (size_t i = from; i < out->size(); ++i) {
            const Citation& c = (*out)[i];
            if (c.source != id || c.in_heading || c.begin >= q.end || c.end <= q.begin) continue;
            if (c.begin < q.begin || c.end > q.end || c.targets.empty() ||
                !std::all_of(c.targets.begin(), c.targets.end(), [](const Key& k) { return k.path().starts_with("ch."sv); }))
              return false;
            any = true;
          }
          return any;
        };
        if (spans.Overlaps(id, q.begin, q.end)) {
          if (!chapters_inside()) continue;
          for (size_t i = out->size(); i-- > from;) {
            const Citation& c = (*out)[i];
            if (c.source == id && !c.in_heading && c.begin >= q.begin && c.end <= q.end)
              out->erase(out->begin() + static_cast<std::ptrdiff_t>(i));
          }
        }
        spans.Add(id, q.begin, q.end);
        AppendCitation(*ctx, id, std::move(q), out);
        added = true;
      }
    }
  }
  if (added) SortCitations(out, from);
}

// A rule-making order's analysis names the statutes it rests on after
// its headings, the "s." left out: "Statutory authority: 15.08 (5) (b),
// 227.11 (2) (a), Stats.", "Statutes interpreted: 440.08", "4. Related
// statutes or rules. 29.197 Waivers of certain approvals". Where no
// citation stands, a number right after such a heading is the statutes'.
void AnalysisStatutes(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                      size_t from, std::vector<Citation>* out) {
  static const RE2 kHeading(
      R"(\b(?:[Ss]tatutory\s+[Aa]uthority(?:\s+for\s+the\s+[Rr]ule)?(?:\s*\([^()]{0,60}\))?|Statutes?\s+[Ii]nterpreted|Related\s+[Ss]tatutes?(?:\s+or\s+[Rr]ules?)?)\s*[:.]?\s*\d)",
      RE2::Quiet);
  CitedSpans spans(*out, from, out->size());
  const size_t found = out->size();
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (t.find("tatut") == std::string_view::npos) continue;
    std::optional<Context> ctx;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece m;
    size_t pos = 0;
    while (pos < t.size() && kHeading.Match(in, pos, t.size(), RE2::UNANCHORED, &m, 1)) {
      size_t at = m.data() + m.size() - 1 - t.data();
      pos = at + 1;
      if (spans.Overlaps(id, at, at + 1)) continue;
      if (!ctx) ctx.emplace(corpus, src, doc.spec, sections);
      // ("29.197 Waivers of certain approvals 29.405 Fishing with a bow":
      // each statute listed with its title, the next after it.)
      static const RE2 kNextTitled(R"x(^\s*[A-Z][^0-9;:()]{0,80}?\s+(\d+\.\d))x", RE2::Quiet);
      while (true) {
        Parsed q = ParseWisList(*ctx, t, at, "wis-stat", "", 1, true, false);
        if (q.targets.empty() || q.end <= at || spans.Overlaps(id, at, q.end)) break;
        TakeStatsTail(t, &q);
        q.begin = at;
        spans.Add(id, q.begin, q.end);
        pos = q.end;
        AppendCitation(*ctx, id, std::move(q), out);
        re2::StringPiece next(t.data() + pos, t.size() - pos), got[2];
        if (!kNextTitled.Match(next, 0, next.size(), RE2::ANCHOR_START, got, 2)) break;
        at = got[1].data() - t.data();
      }
    }
  }
  if (out->size() > found) SortCitations(out, from);
}

// A Register page whose links were stripped drops the "s." and puts the
// tail on a line of its own: "227.24 (1) (a)\n, Stats., authorizes state
// agencies …", "23.22 (2t) (a), Stats.". Where no citation stands, a
// bare number before the statutes' tail is the statutes' section.
void BareNumbersBeforeStats(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                            size_t from, std::vector<Citation>* out) {
  CitedSpans spans(*out, from, out->size());
  const size_t found = out->size();
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    std::optional<Context> ctx;
    for (size_t k = t.find(", Stats."); k != std::string_view::npos; k = t.find(", Stats.", k + 1)) {
      size_t lb = k + 2, le = k + 8;
      if (spans.Overlaps(id, k, le)) continue;
      // (A digit right before, the number's own or its level's.)
      size_t b = k;
      while (b > 0 && (t[b - 1] == ' ' || t[b - 1] == '\n')) --b;
      if (b == 0 ||
          !(ascii::IsDigit(static_cast<unsigned char>(t[b - 1])) || t[b - 1] == ')' || t[b - 1] == '.'))
        continue;
      if (!ctx) ctx.emplace(corpus, src, doc.spec, sections);
      std::optional<Parsed> q = BareNumberBeforeStats(*ctx, t, lb, le);
      if (!q || q->targets.empty() || spans.Overlaps(id, q->begin, q->end)) continue;
      spans.Add(id, q->begin, q->end);
      AppendCitation(*ctx, id, std::move(*q), out);
    }
  }
  if (out->size() > found) SortCitations(out, from);
}

// The prefixes of the Administrative Code's agencies, past and present, as
// the Code writes them, that no other text writes before a section's
// number (not "PA", "AT", "DE", "VA" nor "N", which a rule's own text may
// set before a number in capitals).
bool IsCodeAgencyAsWritten(std::string_view w) {
  static constexpr std::string_view kAgencies[] = {
      "Accy", "Adm",  "Chir", "Cos",  "ElBd", "Eth",  "Game", "Ins",  "Jus",  "Med",  "Opt",  "Phar",
      "Pod",  "Psy",  "Tax",  "Trans", "ATCP", "SPS", "DHS",  "DCF",  "DWD",  "DOC",  "ETF",  "PSC",
      "REEB", "COMM", "Comm", "HFS",  "MPSW", "ERC",  "NHA",  "UWS",  "SFP",  "ILHR", "HEA",  "HSS",
      "MTBT", "LIRC", "GAB",  "CSB",  "WEM",  "TCS",  "CVRB", "GHSS", "WGC",  "NR",
      "DFI-Bkg", "DFI-CCS", "DFI-CU", "DFI-SB", "DFI-Sec", "DFI-SL", "DFI-WCA",
      "FD",   "RAD",  "HAS",  "LES",  "RL",   "PI",   "Vet",  "SFC"};
  return std::find(std::begin(kAgencies), std::end(kAgencies), w) != std::end(kAgencies);
}

// A rule's page names other rules by their agency's prefix alone, no
// "s." before it ("Tax 11.05 – ss. 77.52 (1) …, Stats." in an order's
// analysis; "align PI 24 with …"; an agency's list of its orders, "Ins
// 9.04 and 9.08—relating to …"). Any capitalized word before a number
// could be read so ("Figure 3.2", "Room 201"): the prefix is read as an
// agency's where the document names that agency's rules elsewhere (its
// own provisions' keys, or the rules its other citations name), or where
// the list is an order's caption, "relating to" after it. A whole number
// after the prefix is the agency's chapter.
void BareAgencyRefs(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                    size_t from, std::vector<Citation>* out) {
  std::set<std::string, std::less<>> known;
  auto learn = [&known](const Key& k) {
    if (std::string_view agency = AgencyOfAdminKey(k); !agency.empty()) known.emplace(agency);
  };
  for (size_t i = from; i < out->size(); ++i)
    for (const Key& k : (*out)[i].targets) learn(k);
  for (int32_t id : doc.provisions) learn(corpus.provisions[id].key);
  // (Or one of the Code's agencies as it writes them that the manifest's
  // title names before a number: "… statement of scope SS 108-16, DFI-CU
  // 72 member business loans" over a page whose one "by DFI-CU 72" names
  // the chapter.)
  {
    static const RE2 kTitled(R"(\b([A-Z][A-Za-z]{0,4}(?:-[A-Z][A-Za-z]{0,3})?) \d)", RE2::Quiet);
    re2::StringPiece in(doc.spec.title.data(), doc.spec.title.size());
    std::string prefix;
    while (RE2::FindAndConsume(&in, kTitled, &prefix))
      if (IsCodeAgencyAsWritten(prefix)) known.emplace(prefix);
  }
  // (Or a prefix in capitals the document sets before a rule's number
  // three times or more, "compare old ERC 12.03 (3) and 22.03 (3) with
  // …, old ERC 2.04, … new ERC 2.03 (1)": an agency's, though no "s."
  // names it; not a model code's, "NEC 250.52", "IBC 1008.1".)
  {
    static const RE2 kCapitalRule(R"(\b([A-Z]{2,5}) (?:\d{1,3}\.\d{2,3})\b)", RE2::Quiet);
    static constexpr std::string_view kModelCodes[] = {"NEC", "NFPA", "IBC", "IRC", "IFC", "IMC", "IPC", "IECC",
                                                       "IEBC", "CFR", "USC", "RCW", "WAC", "ASTM", "ANSI", "ASME",
                                                       "UDC", "UPC", "UMC", "NESC", "OSHA", "EPA"};
    std::map<std::string, int, std::less<>> seen;
    for (int32_t id : doc.provisions) {
      std::string_view t = corpus.provisions[id].text;
      if (t.find_first_of("0123456789") == std::string_view::npos) continue;
      re2::StringPiece in(t.data(), t.size());
      std::string prefix;
      while (RE2::FindAndConsume(&in, kCapitalRule, &prefix))
        if (std::find(std::begin(kModelCodes), std::end(kModelCodes), prefix) == std::end(kModelCodes) &&
            IsAgencyPrefix(prefix) && ++seen[prefix] == 3)
          known.emplace(prefix);
    }
  }
  static const RE2 kCandidate(R"(\b[A-Z][A-Za-z]{0,4}(?:-[A-Z][A-Za-z]{0,3})?\.? {1,2}\d)", RE2::Quiet);
  static const RE2 kRelating(R"(^\s*(?:[\x{2013}\x{2014}-]\s*)?[Rr]elating\s+to\b)", RE2::Quiet);
  CitedSpans spans(*out, from, out->size());
  const size_t found = out->size();
  // (Twice where the first round learns an agency from a caption: its
  // other rules on the page are read on the second.)
  for (int round = 0; round < 2; ++round) {
    size_t learned = known.size();
    for (int32_t id : doc.provisions) {
      const Provision& src = corpus.provisions[id];
      std::string_view t = src.text;
      std::optional<Context> ctx;
      re2::StringPiece in(t.data(), t.size());
      re2::StringPiece m;
      size_t pos = 0;
      while (pos < t.size() && kCandidate.Match(in, pos, t.size(), RE2::UNANCHORED, &m, 1)) {
        size_t at = m.data() - t.data();
        pos = m.data() + m.size() - t.data();
        std::string agency;
        size_t al = ReadAgency(t, at, &agency);
        if (al == 0 || spans.Overlaps(id, at, at + al + 1)) continue;
        // ("Chapter HSS 63 was renumbered chapter HFS 63", "Ch. VA 2
        // NoteNote": after the word, the lead-ins' reading stands, a
        // chapter's history left out.)
        std::string_view word = TrimmedBefore(t, at);
        if (word.ends_with("hapter"sv) || word.ends_with("hapters"sv) || word.ends_with("h."sv) ||
            word.ends_with("hs."sv))
          continue;
        if (!ctx) ctx.emplace(corpus, src, doc.spec, sections);
        Parsed q = ParseWisList(*ctx, t, at, "wis-adm", "", 1, true, true);
        bool chapter = q.targets.empty();
        if (chapter) {
          // ("PI 24", "create Med 26": the chapter; not "Tax 2019" nor
          // "Ins 40.00".)
          size_t d = at + al, e = d;
          while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
          // (Nor a number the excerpt ends in, which may be cut short; nor
          // a series of chapters, "the NR 700 series rules".)
          size_t f = e;
          while (f < t.size() && ascii::IsSpace(static_cast<unsigned char>(t[f]))) ++f;
          if (e - d > 3 || f == t.size() || t.substr(f).starts_with("series"sv) ||
              ascii::IsAlnum(static_cast<unsigned char>(t[e])) ||
              (t[e] == '.' && e + 1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e + 1]))))
            continue;
          q.targets.emplace_back("wis-adm", "ch." + agency + std::string(t.substr(d, e - d)));
          q.end = e;
          // ("Rule No.: MPSW 1, 3, 5", "Phar 5, 6, 7, 11, 12": the agency's
          // chapters listed, each a whole number.)
          static const RE2 kMoreChapters(R"(^(?:,\s*(?:(?:and|or|&)\s+)?|\s+(?:and|or|&)\s+)(\d{1,3})\b)", RE2::Quiet);
          for (;;) {
            re2::StringPiece more(t.data() + q.end, t.size() - q.end);
            re2::StringPiece number;
            if (!RE2::PartialMatch(more, kMoreChapters, &number)) break;
            size_t n_end = number.data() + number.size() - t.data();
            if (n_end < t.size() && (t[n_end] == '(' || t[n_end] == '-' ||
                                     (t[n_end] == '.' && n_end + 1 < t.size() &&
                                      ascii::IsDigit(static_cast<unsigned char>(t[n_end + 1])))))
              break;
            q.targets.emplace_back("wis-adm", "ch." + agency + std::string(number.data(), number.size()));
            q.end = n_end;
          }
          // ("VE 1-10, Wis. Adm. Code": a range of the agency's chapters,
          // the Code named after it.)
          size_t g = e + 1;
          while (g < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[g]))) ++g;
          if (e < t.size() && t[e] == '-' && g > e + 1 && g - e - 1 <= 3) {
            if (AdminCodeAfter(t, g)) {
              std::string last = "ch." + agency + std::string(t.substr(e + 1, g - e - 1));
              for (const std::string& c : ChaptersBetween(q.targets.back().path(), last))
                q.targets.emplace_back("wis-adm", c);
              q.targets.emplace_back("wis-adm", last);
              q.end = g;
            }
          }
        }
        if (q.end <= at || spans.Overlaps(id, at, q.end)) continue;
        re2::StringPiece rest(t.data() + q.end, t.size() - q.end);
        // (A scope statement's "Rule No.: OJA 1." names its chapter.)
        static const RE2 kRuleNumberField(R"(\bRule\s+(?:Nos?\.?|Numbers?):?\s*$)", RE2::Quiet);
        std::string_view field = Before(t, at, 24);
        // ("the administrative rules in VE 1-10, Wis. Adm. Code": the Code's
        // name after it, as good as a known agency's.)
        bool caption = RE2::PartialMatch(rest, kRelating) || AdminCodeAfter(t, q.end) ||
                       RE2::PartialMatch(re2::StringPiece(field.data(), field.size()), kRuleNumberField);
        if (!caption) {
          // ("Game 5.14 Oral presentation by applicant. Game 5.15 Delay
          // in …", "NR 50.06   LAWCON program.", "NR 800 - Environmental
          // Protection": a chapter's contents, a page's trail of links, or
          // a section's own number before its heading, the lines joined.)
          static const RE2 kHeading(
              R"(^(?:\s*[-\x{2013}\x{2014}]\s*[A-Z]|\s+[A-Z][a-z]|\s{2,}[A-Z]|\s+[A-Z]{3,}\s|-\d))", RE2::Quiet);
          if (RE2::PartialMatch(rest, kHeading)) continue;
          // ("PSC 185.36(14)(b) (b) If the utility …": a provision's label
          // before its short label, in a copy that keeps both.)
          std::string_view cited = t.substr(at, q.end - at);
          size_t open = cited.rfind('(');
          // ("NR 123.03(5)(d)2.2. Produces": so a subdivision's.)
          size_t dot = cited.size() >= 2 && cited.back() == '.'
                           ? cited.find_last_not_of("0123456789", cited.size() - 2)
                           : std::string_view::npos;
          if (dot != std::string_view::npos && dot + 2 < cited.size() &&
              t.substr(q.end).starts_with(cited.substr(dot + 1)))
            continue;
          if (open != std::string_view::npos && cited.back() == ')') {
            std::string_view level = cited.substr(open);
            size_t r = q.end < t.size() && t[q.end] == ' ' ? q.end + 1 : q.end;
            if (t.substr(r).starts_with(level)) continue;
          }
          // ("CR 19-163: renum. FD 1.015 (2), (3) to (4)": a history
          // note's renumbering and amending, not a citation.)
          // (Not an order's "VA 1.01 is renumbered VA 1.01 (3) and amended".)
          static const RE2 kHistory(R"((?:[Rr]enum\.|[Rr]enumbered\s+(?:from|to)\b|\b(?:am|cr|r|rn|recr)\.\s*$))",
                                    RE2::Quiet);
          std::string_view before = Before(t, at, 24);
          if (RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kHistory)) continue;
          // ("… were repealed and a new chapter ILHR 32 was created …": the
          // Legislature's note on repealed chapters.)
          if (InRepealedChaptersNote(t, at, q.end)) continue;
          // ("Trans-RR 1.02" where the page names "Trans 29": a hyphened
          // prefix of a known agency's, its board's or its code's part.)
          // (Or, before a section's number, "updates language in Jus
          // 11.03", the prefix of one of the Code's agencies as the Code
          // writes it.)
          size_t hyphen = agency.find('-');
          if (!known.count(agency) &&
              (hyphen == std::string::npos || !known.count(std::string_view(agency).substr(0, hyphen))) &&
              (chapter || !IsCodeAgencyAsWritten(t.substr(at, agency.size()))))
            continue;
        }
        known.insert(agency);
        q.begin = at;
        spans.Add(id, q.begin, q.end);
        pos = q.end;
        AppendCitation(*ctx, id, std::move(q), out);
      }
    }
    if (known.size() == learned) break;
  }
  if (out->size() > found) SortCitations(out, from);
}

// Whether a line can end as an index's entry does: in a number with a
// part after "." or "-" ("7-2-10", "41.08"), trailing blanks aside. The
// entry's pattern has a submatch, which RE2 finds far slower than it
// tells a match; this check skips the lines that cannot match (most of
// an ordinance's), where the pattern had cost more than all the rest of
// the ordinance's extraction (the bundled sample's: 118.9 M instructions
// in a first run, 55.1 M with this check and the DFA's answer first).
bool MayEndInNumber(std::string_view line) {
  size_t e = line.size();
  while (e > 0 && ascii::IsSpace(static_cast<unsigned char>(line[e - 1]))) --e;
  size_t b = e;
  while (b > 0 && (ascii::IsAlnum(static_cast<unsigned char>(line[b - 1])) || line[b - 1] == '.' ||
                   line[b - 1] == '-'))
    --b;
  for (size_t k = b; k + 1 < e; ++k)
    if ((line[k] == '.' || line[k] == '-') && ascii::IsDigit(static_cast<unsigned char>(line[k + 1])))
      return true;
  return false;
}

// A code's index: "ABANDONED OR UNATTENDED REFRIGERATORS......... 41.08",
// "Open Containers in Motor Vehicles....... 62.01(49) and (50)": the
// number a dot leader ends in is a section of the code's own. A whole
// number there ("ABANDONED VEHICLES....... 80") is a chapter where the
// document's leaders end in sections too; in a table of contents of page
// numbers every leader ends in a whole number, and none is read.
void IndexEntries(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                  size_t from, std::vector<Citation>* out) {
  static const RE2 kEntry(R"(\.{5,}[ \t]*(\d{1,4}(?:\.\d{1,4}[A-Za-z]?)?)(?:\([0-9A-Za-z]{1,4}\))*(?:\s+(?:and|or|to)\s+\([0-9A-Za-z]{1,4}\))*(?:\s|$))",
                              RE2::Quiet);
  struct Entry {
    int32_t id;
    size_t at;
    bool section;
    size_t size = 0;  // a chapter's number's, where not digits alone
  };
  std::vector<Entry> entries;
  bool sections_seen = false;
  for (int32_t id : doc.provisions) {
    std::string_view t = corpus.provisions[id].text;
    if (t.find(".....") == std::string_view::npos) continue;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece number;
    while (RE2::FindAndConsume(&in, kEntry, &number)) {
      // (Not a schedule's amount: "Operating a vessel ........ 250.00".)
      if (std::string_view(number.data(), number.size()).ends_with(".00")) continue;
      bool section = number.find('.') != re2::StringPiece::npos;
      sections_seen = sections_seen || section;
      entries.push_back({id, static_cast<size_t>(number.data() - t.data()), section});
    }
  }
  // An index without leaders: "Disposal of abandoned vehicles, 10-5-4",
  // "Granting of license,7-2-10", "Regulation of, 13-4-140 through
  // 13-1-143", "Statutory procedures adopted 4-1-1 through 4-1-13": a line
  // whose words end in a section's number, or a list or range of them.
  // Read where such lines, not cited already, are at least five and a
  // third of the document's: not a line of prose that happens to end in a
  // number, nor a code's "Penalty, see § 70.99" after each section.
  static const RE2 kLineEntry(
      R"([^\n]*?[A-Za-z][^\n]*?(?:,[ \t]*|\.?[ \t]+)(\d{1,3}(?:[-.]\d{1,3}[A-Za-z]?)+)(?:(?:,[ \t]*|[ \t]+(?:and|or|through|to)[ \t]+)\d{1,3}(?:[-.]\d{1,3}[A-Za-z]?)+)*\s*)",
      RE2::Quiet);
  const size_t found = out->size();
  std::optional<CitedSpans> cited;  // built when an entry is first found
  auto spans = [&]() -> const CitedSpans& {
    if (!cited) cited.emplace(*out, from, found);
    return *cited;
  };
  std::vector<Entry> lines;
  size_t all_lines = 0;
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    // (The source's lines, which the reader joined with spaces.)
    for (size_t k = 0; k < src.text_lines.size(); ++k) {
      size_t b = src.text_lines[k].offset;
      size_t e = k + 1 < src.text_lines.size() ? src.text_lines[k + 1].offset : t.size();
      ++all_lines;
      if (!MayEndInNumber(t.substr(b, e - b))) continue;
      // (Whether it matches first, which RE2's DFA tells; then where.)
      re2::StringPiece line(t.data() + b, e - b), number;
      if (!RE2::FullMatch(line, kLineEntry) || !RE2::FullMatch(line, kLineEntry, &number)) continue;
      size_t at = static_cast<size_t>(number.data() - t.data());
      // (Not an amount: "Permit, 10.00"; nor a table of contents' pages,
      // "Section 2 Definitions Page 5-11".)
      if (std::string_view(number.data(), number.size()).ends_with(".00") ||
          spans().Overlaps(id, at, at + number.size()))
        continue;
      if (std::string_view word = LastToken(TrimmedBefore(t, at));
          Is(word, "Page"sv) || Is(word, "Pages"sv) || Is(word, "PAGE"sv) || Is(word, "PAGES"sv) ||
          Is(word, "page"sv) || Is(word, "pages"sv) || Is(word, "Pg."sv) || Is(word, "pg."sv))
        continue;
      lines.push_back({id, at, true, number.size()});
    }
  }
  if (lines.size() >= 5 && 3 * lines.size() >= all_lines) {
    // Where the sections are numbered in three parts or more (title,
    // chapter, section: "7-2-10", most of the entries), a number of fewer
    // is a chapter's ("Restrictions on special event licenses, 7-2").
    auto parts = [&](const Entry& e) {
      std::string_view n = std::string_view(corpus.provisions[e.id].text).substr(e.at, e.size);
      return 1 + std::count_if(n.begin(), n.end(), [](char c) { return c == '-' || c == '.'; });
    };
    std::map<long, size_t> by_parts;
    for (const Entry& e : lines) ++by_parts[parts(e)];
    long usual = std::max_element(by_parts.begin(), by_parts.end(), [](const auto& a, const auto& b) {
                   return a.second < b.second;
                 })->first;
    for (Entry& e : lines) {
      e.section = usual < 3 || parts(e) >= usual;
      if (e.section) e.size = 0;
    }
    entries.insert(entries.end(), lines.begin(), lines.end());
    sections_seen = true;
  }
  if (!sections_seen) return;
  for (const Entry& e : entries) {
    const Provision& src = corpus.provisions[e.id];
    std::string_view t = src.text;
    Context ctx(corpus, src, doc.spec, sections);
    Parsed q;
    if (e.section) {
      q = ParsePlainList(ctx, t, e.at, doc.spec.code, "");
      if (q.targets.empty()) continue;
    } else {
      size_t n = e.at + e.size;
      while (n < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[n]))) ++n;
      q.end = n;
      q.targets.emplace_back(doc.spec.code, "ch." + std::string(t.substr(e.at, n - e.at)));
    }
    q.begin = e.at;
    if (!spans().Overlaps(e.id, q.begin, q.end)) AppendCitation(ctx, e.id, std::move(q), out);
  }
  if (out->size() > found) SortCitations(out, from);
}

// "| Accessory dwelling unit | | 30-5.36 | A |", "See 30-5.33", "as
// required by 30-5.7": in an ordinance whose sections are numbered with a
// dash and a point ("Sec. 30-4.19"), a bare number of that shape, in a
// chapter the document's own sections are in, is the code's own section,
// where no citation stands (a table's column of use standards). So too in
// one numbered in three parts with dashes ("Sec. 17-3-5"): "according to
// 17-3-4", in chapter 17-3. No date, amount or range of feet has that
// shape in those chapters; a number after "$", glued to a letter, a
// digit or another dash, or opening a line (a heading, a table of
// contents' entry), is not read.
void BareSectionsOfTheCodesShape(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                                 size_t from, std::vector<Citation>* out) {
  // (A title-chapter-article-section number too, "8-9-4-2".)
  static const RE2 kOwnNumber(R"(^(?:(\d{1,3})-\d{1,3}\.\d{1,3}|(\d{1,3}-\d{1,3})-\d{1,3}(?:-\d{1,3})?(?:\.\d{1,3})?)(?:$|[A-Z(]))",
                              RE2::Quiet);
  std::set<std::string, std::less<>> chapters;
  for (int32_t id : doc.provisions) {
    std::string pointed, dashed;
    if (RE2::PartialMatch(corpus.provisions[id].key.path(), kOwnNumber, &pointed, &dashed))
      chapters.insert(pointed.empty() ? dashed : pointed);
  }
  if (chapters.empty()) return;
  static const RE2 kBare(
      R"((?:^|[\s|(\[])((?:(\d{1,3})-\d{1,3}\.\d{1,3}|(\d{1,3}-\d{1,3})-\d{1,3}(?:-\d{1,3})?(?:\.\d{1,2})?)(?:[A-Z](?:\.\d{1,2})?)?)(?:$|[\s|),;\]]|\.(?:$|\s)))",
      RE2::Quiet);
  PassAppends pass(out, from);
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece number, pointed, dashed;
    while (RE2::FindAndConsume(&in, kBare, &number, &pointed, &dashed)) {
      const re2::StringPiece& chapter = pointed.empty() ? dashed : pointed;
      if (!chapters.contains(std::string_view(chapter.data(), chapter.size()))) continue;
      size_t at = static_cast<size_t>(number.data() - t.data());
      // (Not a line's first word, a heading's or a table of contents'
      // entry: "9-1-10: OTHER RESTRICTED PARKING AREAS:"; but where the
      // line above broke the sentence before it, "Standards in" over
      // "8-9-4-2, below.")
      if (src.LineStart(at) == at) {
        std::string_view last = LastToken(TrimmedBefore(t, at));
        static constexpr std::string_view kJoining[] = {"in", "under", "of", "and", "or", "see", "to", "with", "per", "by"};
        if (std::find(std::begin(kJoining), std::end(kJoining), last) == std::end(kJoining)) continue;
      }
      // (Not a word's number: "Sec. 30-4.19", "Table 30-4.1", "Ord. No.
      // 30-1.2", which the grammar reads or leaves.)
      std::string_view word = LastToken(TrimmedBefore(t, at));
      if (!word.empty() && !Is(word, "See"sv) && !Is(word, "see"sv) && !Is(word, "|"sv) &&
          (ascii::IsUpper(static_cast<unsigned char>(word[0])) || word.back() == '.' || word == "$"sv ||
           word == "\xC2\xA7"sv || word == "\xC2\xA7\xC2\xA7"sv))
        continue;
      if (pass.Cited(id, at, at + number.size())) continue;
      Context ctx(corpus, src, doc.spec, sections);
      Parsed q;
      q.begin = at;
      q.end = at + number.size();
      q.targets.emplace_back(doc.spec.code, std::string(number.data(), number.size()));
      AppendCitation(ctx, id, std::move(q), out);
    }
  }
}

// "(c) Uses permitted through administrative permit. … (1) 10-2089.
// Alternative antenna support structure.": a list item whose words open
// with a number of the shape of the document's own sections ("Sec.
// 10-2064": a chapter, a dash and three or four figures), in a chapter
// they are in, and then a title, names that section (a zoning district's
// uses, each by the section of its standards). The item's label stands
// before the number, so it is neither a section's own heading nor a table
// of contents' entry; a number of other figures ("4-5 Lane Avenue") is not
// read.
void ListedSectionsOfTheCode(const Corpus& corpus, const SectionIndex& sections, const Document& doc, size_t from,
                             std::vector<Citation>* out) {
  static const RE2 kOwn(R"(^(\d{1,3})-(\d{3,4})$)", RE2::Quiet);
  std::set<std::string, std::less<>> chapters;
  std::set<size_t> widths;
  for (int32_t id : doc.provisions) {
    std::string chapter, number;
    if (RE2::FullMatch(corpus.provisions[id].key.path(), kOwn, &chapter, &number)) {
      chapters.insert(chapter);
      widths.insert(number.size());
    }
  }
  if (chapters.empty()) return;
  static const RE2 kItem(R"(^((\d{1,3})-(\d{3,4}))\.?\s+\p{Lu})", RE2::Quiet);
  PassAppends pass(out, from);
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    if (src.label.empty() || src.key.path().find('(') == std::string::npos) continue;
    std::string number, chapter, figures;
    if (!RE2::PartialMatch(src.text, kItem, &number, &chapter, &figures) || !chapters.contains(chapter) ||
        !widths.contains(figures.size()) || pass.Cited(id, 0, number.size()))
      continue;
    Context ctx(corpus, src, doc.spec, sections);
    Parsed q;
    q.begin = 0;
    q.end = number.size();
    q.targets.emplace_back(doc.spec.code, number);
    AppendCitation(ctx, id, std::move(q), out);
  }
}

// The code's own sections named by bare numbers, where no citation
// stands: each match of `number` (its first group the number, two more
// groups given to `mode`) that `mode` takes, with its levels and a list
// after it, read from the number. `mode` says 0 (not read), 1 (read) or 2
// (read only where, with a level, it ends its line: a table's cell).
template <typename Mode>
void BareOwnNumbers(const Corpus& corpus, const SectionIndex& sections, const Document& doc, size_t from,
                    std::vector<Citation>* out, const RE2& number_re, Mode mode) {
  PassAppends pass(out, from);
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece number, first, second;
    size_t read_to = 0;  // (the list read last: "70.05(A) and" over "70.06.")
    while (RE2::FindAndConsume(&in, number_re, &number, &first, &second)) {
      size_t at = static_cast<size_t>(number.data() - t.data());
      if (at == 0 || at < read_to) continue;
      int m = mode(src, t, at, std::string_view(first.data(), first.size()),
                   std::string_view(second.data(), second.size()));
      if (m == 0 || pass.Cited(id, at, at + number.size())) continue;
      Context ctx(corpus, src, doc.spec, sections);
      Parsed q = ParsePlainList(ctx, t, at, doc.spec.code, "");
      if (q.targets.empty()) continue;
      if (m == 2) {
        // (With a level, "1145.11(e)": not a contents' "4.04 In General".)
        size_t next = src.NextLineStart(at);
        if ((TrimmedBefore(t, next).size() != q.end && q.end != t.size()) ||
            q.end <= at + number.size() || t[at + number.size()] != '(')
          continue;
      }
      q.begin = at;
      read_to = q.end;
      AppendCitation(ctx, id, std::move(q), out);
    }
  }
}

// The first group of `own` (a whole key's pattern) in each key of the
// document's provisions it matches: the titles, or chapters, its
// sections are numbered in.
std::set<std::string, std::less<>> OwnNumberGroups(const Corpus& corpus, const Document& doc, const RE2& own) {
  std::set<std::string, std::less<>> groups;
  for (int32_t id : doc.provisions) {
    std::string group;
    if (RE2::FullMatch(corpus.provisions[id].key.path(), own, &group)) groups.insert(std::move(group));
  }
  return groups;
}

// Whether the word before t[at] is one of `words`.
bool WordBeforeIsOneOf(std::string_view t, size_t at, std::initializer_list<std::string_view> words) {
  std::string_view word = LastToken(TrimmedBefore(t, at));
  return std::find(words.begin(), words.end(), word) != words.end();
}

// "Penalty, see" over "10.99", "in accordance with" over "1226.18.":
// American Legal Publishing's text breaks a line before a cross-reference
// it links, and the link's text may be the number alone. A number opening
// a line, of the shape of the document's own sections ("70.05", "1226.18":
// as many figures after the point), after a line that ends in a word a
// reference follows, is the code's own section (with its levels and a
// list after it), where no citation stands. So is one in a table's cell
// (after "See" or a run of spaces) of a chapter the document's sections
// are in: "See 1145.11(b)", "20 ft.    1145.11(e)".
// Indiana's codes list the sections their violations bureau takes
// admissions for, one a line under "Code Sections", after "The
// following sections of this Code of Ordinances …": "70.01 -" over
// "70.08", "71.05," over "71.06". A number of n bytes at t[at] opening
// such a line, alone on it but for a range's hyphen or a list's comma.
bool InScheduleOfSections(const Provision& src, std::string_view t, size_t at, size_t n) {
  if (t.find("ollowing sections") == std::string_view::npos && t.find("Code Sections") == std::string_view::npos)
    return false;
  size_t end = src.NextLineStart(at);
  std::string_view rest = Trim(t.substr(at + n, end - at - n));
  return rest.empty() || rest == "-"sv || rest == ","sv;
}

void RunInSectionNumbers(const Corpus& corpus, const SectionIndex& sections, const Document& doc, size_t from,
                         std::vector<Citation>* out) {
  static const RE2 kDotted(R"(^(\d{1,4})\.(\d{2,3})$)", RE2::Quiet);
  std::set<size_t> places;  // figures after the point
  std::set<std::string, std::less<>> chapters;  // "1145" of "1145.05"
  for (int32_t id : doc.provisions) {
    std::string chapter, decimals;
    if (RE2::FullMatch(corpus.provisions[id].key.path(), kDotted, &chapter, &decimals)) {
      places.insert(decimals.size());
      chapters.insert(chapter);
    }
  }
  if (places.empty()) return;
  static const RE2 kLineNumber(R"((?:^|\s)((\d{1,4})\.(\d{2,3}))(?:[^0-9A-Za-z.]|\.(?:\s|$)|$))", RE2::Quiet);
  BareOwnNumbers(corpus, sections, doc, from, out, kLineNumber,
                 [&](const Provision& src, std::string_view t, size_t at, std::string_view chapter,
                     std::string_view decimals) {
                   if (!places.contains(decimals.size())) return 0;
                   if (src.LineStart(at) == at)
                     return WordBeforeIsOneOf(t, at, {"see"sv, "See"sv, "with"sv, "in"sv, "under"sv, "of"sv, "to"sv,
                                                      "by"sv, "and"sv, "or"sv, "per"sv, "and/or"sv}) ||
                                    InScheduleOfSections(src, t, at, chapter.size() + 1 + decimals.size())
                                ? 1
                                : 0;
                   // (A table's cell, "See 1145.11(b)", or the last of its
                   // row, "20 ft. 1145.11(e)", in a chapter the document's
                   // sections are in.)
                   if (!chapters.contains(chapter)) return 0;
                   return WordBeforeIsOneOf(t, at, {"See"sv, "see"sv}) ? 1 : 2;
                 });
}

// "As defined in 16.04.547.", "according to 16.18.030(A)": in a code
// numbered title, chapter and section with points ("16.24.010"), a bare
// number of that shape after a word a reference follows ("in", "to",
// "see", "with", "under", "per", "of", "by"), in a title the document's
// sections are in, is the code's own section, where no citation stands.
// (Two points tell it from an amount; American Legal Publishing's codes
// link such numbers bare.)
void BareTitleChapterSections(const Corpus& corpus, const SectionIndex& sections, const Document& doc, size_t from,
                              std::vector<Citation>* out) {
  static const RE2 kOwn(R"(^(\d{1,3})\.\d{2}\.\d{3}$)", RE2::Quiet);
  std::set<std::string, std::less<>> titles = OwnNumberGroups(corpus, doc, kOwn);
  if (titles.empty()) return;
  // ("pursuant to\n16.03.020.A.9": its levels after points.)
  static const RE2 kBare(R"((?:^|\s)((\d{1,3})\.\d{2}\.\d{3})()(?:[^0-9A-Za-z.]|\.(?:\s|$)|\.[A-Z](?:[.\s]|$)|$))",
                         RE2::Quiet);
  BareOwnNumbers(corpus, sections, doc, from, out, kBare,
                 [&](const Provision&, std::string_view t, size_t at, std::string_view title, std::string_view) {
                   return titles.contains(title) &&
                                  WordBeforeIsOneOf(t, at, {"in"sv, "to"sv, "see"sv, "See"sv, "with"sv, "under"sv,
                                                            "per"sv, "of"sv, "by"sv})
                              ? 1
                              : 0;
                 });
}

// "… shall comply with" over "10-5-4, Lighting Standards of this Title.":
// in a code numbered title-chapter-section with dashes ("10-3K-4"),
// American Legal Publishing's line broken before a linked section, the
// number opening the line after a word a reference follows, of a title
// the document's sections are in, is the code's own section; so is one
// that ends a row of a section headed as a table.
void RunInDashedSections(const Corpus& corpus, const SectionIndex& sections, const Document& doc, size_t from,
                         std::vector<Citation>* out) {
  static const RE2 kOwn(R"(^(\d{1,3})-\d{1,3}[A-Z]?\d?-\d{1,4}$)", RE2::Quiet);
  std::set<std::string, std::less<>> titles = OwnNumberGroups(corpus, doc, kOwn);
  if (titles.empty()) return;
  static const RE2 kLineNumber(R"((?:^|\s)((\d{1,3})-\d{1,3}[A-Z]?\d?-\d{1,4})()(?:[^0-9A-Za-z-]|$))", RE2::Quiet);
  BareOwnNumbers(corpus, sections, doc, from, out, kLineNumber,
                 [&](const Provision& src, std::string_view t, size_t at, std::string_view title, std::string_view) {
                   if (src.LineStart(at) == at)
                     return titles.contains(title) &&
                                    WordBeforeIsOneOf(t, at, {"see"sv, "See"sv, "with"sv, "in"sv, "under"sv, "of"sv,
                                                              "to"sv, "by"sv, "and"sv, "or"sv, "per"sv, "the"sv})
                                ? 1
                                : 0;
                   // (Or a table's last cell, the line's end after it, in a
                   // section headed as a table: "Building Board of Appeals"
                   // and "4-14-1" in a table of the city's boards, the
                   // cell before it words alone; of any title, the shape
                   // the code's own.)
                   if (src.heading.find("TABLE") == std::string::npos && src.heading.find("Table") == std::string::npos)
                     return 0;
                   size_t end = src.NextLineStart(at);
                   size_t n = at;
                   while (n < end && !ascii::IsSpace(static_cast<unsigned char>(t[n]))) ++n;
                   std::string_view before = t.substr(src.LineStart(at), at - src.LineStart(at));
                   return Trim(t.substr(n, end - n)).empty() && !Trim(before).empty() &&
                                  before.find_first_of("0123456789.,;:") == std::string_view::npos
                              ? 1
                              : 0;
                 });
}

// "§801 of this Part", "§ 105 of Part 1", "§ 216 of Part 2 of this
// Chapter": a Pennsylvania code's section numbered in its chapter by part
// ("§ 15-801", chapter 15, part 8), named without the chapter. It is the
// chapter's the source's section is in ("15-802"), the part's the number
// holds (8 of "801"); the citations found before on it give way. So are
// its parts: "Part 5 of this Chapter", "Part 3" (ch.16/part.3 in §
// 16-506), "Chapter 10, Part 1".
void ChapterlessPartSections(const Corpus& corpus, const SectionIndex& sections, const Document& doc, size_t from,
                             std::vector<Citation>* out) {
  static const RE2 kOwn(R"(^(\d{1,3}[A-Z]?)-(\d{1,2})\d\d(?:$|[^0-9]))", RE2::Quiet);
  static const RE2 kRef(
      R"((?:\x{00A7}\x{00A7}?|[Ss]ections?)\s*(\d{1,2})(\d\d)\s+of\s+(?:(this\s+Part)|Part\s+(\d{1,2})(?:\s+of\s+this\s+Chapter)?|this\s+Chapter)\b)",
      RE2::Quiet);
  // ("Chapter 10, Part 1", "Part 5 of this Chapter", "(See definition in
  // Part 3.)": a part, of the chapter named or of the source's.)
  static const RE2 kPart(R"(\b(?:Chapter\s+(\d{1,3}[A-Z]?),\s+)?Part\s+(\d{1,2})\b(\s+of\s+this\s+Chapter\b)?)", RE2::Quiet);
  const bool pennsylvania = doc.spec.jurisdiction == "Pennsylvania";
  std::vector<CitedSpan> taken;
  std::vector<Citation> found;
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (t.find("Part") == std::string_view::npos &&
        (t.find(" of ") == std::string_view::npos || t.find("Chapter") == std::string_view::npos))
      continue;
    std::string chapter, own_part;
    if (!RE2::PartialMatch(src.key.path(), kOwn, &chapter, &own_part)) continue;
    // The citation of t[begin, end), the citations found before inside it
    // giving way (not where one runs past it).
    auto place = [&](size_t begin, size_t end, std::string path) {
      if (!CitationsGiveWay(*out, from, id, begin, end, &taken)) return;
      Context ctx(corpus, src, doc.spec, sections);
      Parsed q;
      q.begin = begin;
      q.end = end;
      q.targets.emplace_back(doc.spec.code, std::move(path));
      AppendCitation(ctx, id, std::move(q), &found);
    };
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece part, rest, this_part, named_part;
    while (RE2::FindAndConsume(&in, kRef, &part, &rest, &this_part, &named_part)) {
      std::string_view p(part.data(), part.size());
      if (!this_part.empty() ? p != own_part : (!named_part.empty() && p != std::string_view(named_part.data(), named_part.size())))
        continue;
      // (The lead: back from the number to its sign or word.)
      size_t begin = static_cast<size_t>(part.data() - t.data());
      while (begin > 0 && t[begin - 1] == ' ') --begin;
      while (begin > 0 && !std::isspace(static_cast<unsigned char>(t[begin - 1]))) --begin;
      place(begin, static_cast<size_t>(in.data() - t.data()),
            chapter + "-" + std::string(p) + std::string(rest.data(), rest.size()));
    }
    if (!pennsylvania || t.find("Part ") == std::string_view::npos) continue;
    in = re2::StringPiece(t.data(), t.size());
    re2::StringPiece named_chapter, number, of_this;
    while (RE2::FindAndConsume(&in, kPart, &named_chapter, &number, &of_this)) {
      size_t end = static_cast<size_t>(in.data() - t.data());
      size_t begin = static_cast<size_t>((named_chapter.empty() ? number.data() - 5 : named_chapter.data() - 8) - t.data());
      // (Not another body's part, "Part 77 of the Federal Aviation
      // Regulations", "Design Manual Part 2", nor one whose chapter the
      // text names after it, "Part 4 of Chapter 8", read already; nor a
      // contents' line, "Part 2" alone; nor a section's part read above,
      // "§ 105 of Part 1".)
      std::string_view after = t.substr(end, 8);
      if (of_this.empty() && (after.starts_with(" of ") || after.starts_with(", of "))) continue;
      std::string_view word = LastToken(TrimmedBefore(t, begin));
      if (!word.empty() && ascii::IsUpper(static_cast<unsigned char>(word[0])) && word != "See"sv) continue;
      if (src.LineStart(begin) == begin && src.NextLineStart(begin) <= end + 1) continue;
      if (std::any_of(found.begin(), found.end(), [&](const Citation& c) {
            return c.source == id && c.begin < end && c.end > begin;
          }))
        continue;
      place(begin, end,
            "ch." + (named_chapter.empty() ? chapter : std::string(named_chapter.data(), named_chapter.size())) +
                "/part." + std::string(number.data(), number.size()));
    }
  }
  ReplaceCitations(std::move(taken), std::move(found), from, out);
}

// "Section 406", "Sections 1304 and 1305", "section 2307 of this
// ordinance": a code whose sections are numbered whole (its headings
// "Section 2305. - Application requirements.", "710. - HIGH DENSITY
// RESIDENTIAL", a charter's "Section 192. City planning commission.")
// cites them so. Read where no citation stands: numbers of as many
// figures as the code's sections have (not an amending act's "Section 1"
// beside sections of four), not another body's ("Section 404 of the
// Clean Water Act", "Title 26, Section 115"); "Sec. 750" too, and after
// the sign, as a Pennsylvania borough's code with its chapters left out
// ("§ 212. THROUGH HIGHWAYS ESTABLISHED.") cites them: "§§ 603 , 604 ,
// 605 , 606 or 607 of this Part".
void WholeSectionsOfTheCode(const Corpus& corpus, const SectionIndex& sections, const Document& doc, size_t from,
                            std::vector<Citation>* out) {
  std::set<size_t> figures;
  for (const Document& d : corpus.documents) {
    if (d.spec.code != doc.spec.code) continue;
    for (int32_t id : d.provisions) {
      std::string_view path = corpus.provisions[id].key.path();
      if (!path.empty() && path.size() <= 4 && std::all_of(path.begin(), path.end(), ::isdigit))
        figures.insert(path.size());
    }
  }
  if (figures.empty()) return;
  static constexpr char kItem[] = R"(\d{1,4}(?:\([0-9A-Za-z]{1,4}\))*)";
  static const RE2 kWhole(std::string(R"(((?:\b(?:[Ss]ections?|SECTIONS?|Secs?\.)\s+|§§?\s*))()") + kItem +
                              R"()((?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+))" + kItem +
                              ")*)",
                          RE2::Quiet);
  static const RE2 kItemOnly(std::string("(") + kItem + ")", RE2::Quiet);
  // (Another body's: "of the Clean Water Act", "of Title 26"; not "of
  // this ordinance", "of the Unified Development Code".)
  static const RE2 kOfAnother(
      R"(^,?\s+of\s+(?:the\s+|said\s+)?(?:[A-Z][A-Za-z.]*\s+){0,5}(?:Act|Law|Code|Statutes?|Regulations?|Rules?|Charter|Constitution|Title|title)\b)",
      RE2::Quiet);
  static const RE2 kOfOwn(R"(^,?\s+of\s+(?:this|the\s+(?:Unified\s+Development|Zoning|Development)\s+(?:Code|Ordinance))\b)",
                          RE2::Quiet);
  // (A title before names another body's: "Title 26, Section 115"; an
  // article before is the code's own, "Article VI, Section 680 of this
  // Ordinance".)
  static const RE2 kTitleBefore(R"((?i:title)\s+[0-9IVXL]+[A-Z]?,?\s*$)", RE2::Quiet);
  PassAppends pass(out, from);
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece lead, first, more;
    while (RE2::FindAndConsume(&in, kWhole, &lead, &first, &more)) {
      size_t lb = static_cast<size_t>(lead.data() - t.data());
      size_t end = static_cast<size_t>(in.data() - t.data());
      // (Not an amending ordinance's part opening its line, "§2. Sec. 2.2
      // of the Code is amended", nor a title's section after its
      // abbreviation, "75 Pa C.S.A. §§101".)
      if (lead[0] != 'S' && lead[0] != 's') {
        if (src.LineStart(lb) == lb) continue;
        std::string_view word = LastToken(TrimmedBefore(t, lb));
        if (std::count(word.begin(), word.end(), '.') >= 2) continue;
      }
      // (A whole number: not "Section 2310.6", "Section 9-1", "Section 4A".)
      if (end < t.size() && (ascii::IsAlnum(static_cast<unsigned char>(t[end])) ||
                             ((t[end] == '.' || t[end] == '-' || t[end] == ':') && end + 1 < t.size() &&
                              ascii::IsAlnum(static_cast<unsigned char>(t[end + 1])))))
        continue;
      std::string_view rest = t.substr(end, 80);
      re2::StringPiece r(rest.data(), rest.size());
      if (!RE2::PartialMatch(r, kOfOwn) && RE2::PartialMatch(r, kOfAnother)) continue;
      std::string_view before = Before(t, lb, 24);
      if (RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kTitleBefore)) continue;
      std::vector<std::string> numbers;
      re2::StringPiece items(first.data(), static_cast<size_t>(in.data() - first.data()));
      std::string n;
      bool fits = true;
      while (RE2::FindAndConsume(&items, kItemOnly, &n)) {
        fits &= figures.contains(std::min(n.find('('), n.size()));
        numbers.push_back(n);
      }
      if (!fits || numbers.empty()) continue;
      if (pass.Cited(id, lb, end)) continue;
      Context ctx(corpus, src, doc.spec, sections);
      Parsed q;
      q.begin = lb;
      q.end = end;
      for (const std::string& number : numbers) q.targets.emplace_back(doc.spec.code, number);
      AppendCitation(ctx, id, std::move(q), out);
    }
  }
}

// "section 2-38, public hearings, of this Code" in Peachtree City's
// zoning ordinance, whose sections are numbered whole ("1304"), beside
// the city's code of chapter-section numbers in the same corpus: a number
// of a shape the document's code never has, and one other code of the
// same place has (its key the document's but for a suffix,
// "peachtree-city" of "peachtree-city-zoning", or the other way), is that
// code's section.
void SiblingCodeSections(const Corpus& corpus, const Document& doc, size_t from, std::vector<Citation>* out) {
  const std::string& own = doc.spec.code;
  std::set<std::string, std::less<>> siblings;
  for (const Document& d : corpus.documents) {
    const std::string& code = d.spec.code;
    if (code != own && (own.starts_with(code + "-") || code.starts_with(own + "-"))) siblings.insert(code);
  }
  if (siblings.empty()) return;
  // A section number's shape: its runs of figures and of letters, and the
  // marks between ("2-38(b)": "9-9").
  auto shape = [](std::string_view path) {
    path = path.substr(0, path.find('('));
    std::string out;
    for (char ch : path) {
      char c = ascii::IsDigit(static_cast<unsigned char>(ch)) ? '9' : ascii::IsAlpha(static_cast<unsigned char>(ch)) ? 'a' : ch;
      if (out.empty() || out.back() != c || (c != '9' && c != 'a')) out += c;
    }
    return out;
  };
  auto numbered = [](std::string_view path) { return !path.empty() && ascii::IsDigit(static_cast<unsigned char>(path[0])); };
  std::map<std::string, std::set<std::string>, std::less<>> shapes;  // by code
  for (const Document& d : corpus.documents) {
    if (d.spec.code != own && !siblings.contains(d.spec.code)) continue;
    for (int32_t id : d.provisions)
      if (std::string_view path = corpus.provisions[id].key.path(); numbered(path))
        shapes[d.spec.code].insert(shape(path));
  }
  const std::set<std::string>& own_shapes = shapes[own];
  for (size_t i = from; i < out->size(); ++i) {
    Citation& c = (*out)[i];
    for (Key& k : c.targets) {
      if (k.code() != own || !numbered(k.path())) continue;
      std::string s = shape(k.path());
      if (own_shapes.empty() || own_shapes.contains(s)) continue;
      std::string_view other;
      int with = 0;
      for (const std::string& code : siblings)
        if (shapes[code].contains(s)) {
          other = code;
          ++with;
        }
      if (with == 1) k = Key(std::string(other), std::string(k.path()));
    }
  }
}

// "paragraphs a. through e. below", "Items 3., 4., 5., and 6.",
// "paragraphs 1., 2., … or 10. of this section", "subsections A. and B.
// of this section": a code's levels labelled with a full stop, named by
// their labels. Each is the provision of the section the reference stands
// in that carries the label, the nearest to the reference (its own items,
// then its siblings', then those further up), as the reader keyed it;
// read where no citation stands, with "above", "below" or "of this
// section" after the labels, or a list of two or more. A label the
// section does not hold leaves the reference unresolved.
void PeriodLabelReferences(const Corpus& corpus, const SectionIndex& sections, const Document& doc, size_t from,
                           std::vector<Citation>* out) {
  // (Only in a document whose levels are so labelled.)
  if (std::none_of(doc.provisions.begin(), doc.provisions.end(), [&](int32_t id) {
        const std::string& label = corpus.provisions[id].label;
        return label.size() >= 2 && label.size() <= 3 && label.back() == '.';
      }))
    return;
  static constexpr char kLabel[] = R"((?:\d{1,2}|[A-Za-z])\.)";
  static const RE2 kRef(std::string(R"(\b((?:(?:[Ss]ub)?[Pp]aragraphs?|[Ii]tems?|ITEMS?|[Ss]ubsections?|[Ss]ubdivisions?)\s+)()") +
                            kLabel + R"()((?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+))" +
                            kLabel + R"()*)(,?\s+(?:above|below|of\s+this\s+(?:section|subsection))\b)?)",
                        RE2::Quiet);
  static const RE2 kItem(std::string("(through|to)?[^0-9A-Za-z]*?(") + kLabel + ")", RE2::Quiet);
  PassAppends pass(out, from);
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (t.find("aragraph") == std::string_view::npos && t.find("tem") == std::string_view::npos &&
        t.find("TEM") == std::string_view::npos && t.find("ubsection") == std::string_view::npos &&
        t.find("ubdivision") == std::string_view::npos)
      continue;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece lead, first, more, tail;
    while (RE2::FindAndConsume(&in, kRef, &lead, &first, &more, &tail)) {
      size_t end = static_cast<size_t>(in.data() - t.data());
      size_t lb = static_cast<size_t>(lead.data() - t.data());
      // (The labels with their full stops: a list's last one may end the
      // sentence, "Items 3., 4., 5., and 6." with no tail.)
      std::vector<std::string> labels;
      re2::StringPiece items(first.data(), static_cast<size_t>(more.data() + more.size() - first.data()));
      std::string range, label;
      while (RE2::FindAndConsume(&items, kItem, &range, &label)) {
        if (!range.empty() && !labels.empty()) {
          std::string lo = labels.back().substr(0, labels.back().size() - 1), hi = label.substr(0, label.size() - 1);
          std::vector<std::string> between = LevelRangeItems("(" + lo + "-" + hi + ")");
          for (size_t k = 1; k + 1 < between.size(); ++k) labels.push_back(between[k] + ".");
        }
        labels.push_back(label);
      }
      if (tail.empty() && labels.size() < 2) continue;
      // (The labels' span: "of this section" after them is a
      // self-reference of its own.)
      if (pass.Cited(id, lb, static_cast<size_t>(more.data() + more.size() - t.data()))) continue;
      Context ctx(corpus, src, doc.spec, sections);
      const std::optional<Key>& section = ctx.section();
      if (!section) continue;
      // (The section's own provision, where the search for the labels
      // stops.)
      int32_t top = id;
      while (corpus.provisions[top].parent != kNoProvision && !(corpus.provisions[top].key == *section))
        top = corpus.provisions[top].parent;
      if (!(corpus.provisions[top].key == *section)) continue;
      // The provision carrying `label` nearest to the source: the source's
      // own items first, then each ancestor's (its siblings, then further up).
      auto find = [&](const std::string& want) -> int32_t {
        for (int32_t at = id;; at = corpus.provisions[at].parent) {
          int32_t hit = kNoProvision;
          int hits = 0;
          for (int32_t c : corpus.provisions[at].children)
            if (Trim(corpus.provisions[c].label) == want) {
              hit = c;
              ++hits;
            }
          if (hits == 1) return hit;
          if (hits > 1 || at == top || corpus.provisions[at].parent == kNoProvision) return kNoProvision;
        }
      };
      Parsed q;
      q.begin = lb;
      q.end = end;
      for (const std::string& l : labels) {
        int32_t hit = find(l);
        if (hit == kNoProvision) {
          q.targets.clear();
          break;
        }
        q.targets.push_back(corpus.provisions[hit].key);
      }
      if (q.targets.empty()) {
        if (tail.empty()) continue;
        q.unresolved = "levels labelled with a full stop that the section the reference stands in does not hold";
      }
      AppendCitation(ctx, id, std::move(q), out);
    }
  }
}

// "IRC 501(c)(3)", "IRC 509\n(a)(1), (a)(2), or (a)(3)": the Internal
// Revenue Code's sections after its abbreviation with no "§" (an Ohio
// code's bingo chapter), title 26; not a year ("IRC 1986"), nor the
// International Residential Code's "IRC R301.2".
void RevenueCodeBareNumbers(const Corpus& corpus, const SectionIndex& sections, const Document& doc,
                            size_t from, std::vector<Citation>* out) {
  static const RE2 kAbbreviation(R"(\b(?:IRC|I\.R\.C\.) (\d{1,4}[A-Z]?)\b)", RE2::Quiet);
  PassAppends pass(out, from);
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (t.find("IRC ") == std::string_view::npos && t.find("I.R.C. ") == std::string_view::npos) continue;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece number;
    while (RE2::FindAndConsume(&in, kAbbreviation, &number)) {
      size_t at = static_cast<size_t>(number.data() - t.data());
      size_t lb = t.rfind(t[at - 2] == '.' ? "I.R.C." : "IRC", at);
      if (number.size() == 4 && (number.starts_with("19") || number.starts_with("20"))) continue;
      if (pass.Cited(id, lb, at + number.size())) continue;
      Context ctx(corpus, src, doc.spec, sections);
      Parsed q = ParsePlainList(ctx, t, at, "usc", "26/");
      if (q.targets.empty()) continue;
      q.begin = lb;
      AppendCitation(ctx, id, std::move(q), out);
    }
  }
}

// "The exceptions set forth in (3) above", "as listed in (a) and (b)
// below": an ordinance's levels with no lead word, placed by "above" or
// "below" after them (and a small word before them, or the editors'
// word, "[subsection] (c) above"; not a label opening a line: "(3)
// Above-ground pools"), read as "subsection (3) above" is, where no
// citation stands.
void BareLevelsAboveOrBelow(const Corpus& corpus, const SectionIndex& sections,
                            const Document& doc, size_t from, std::vector<Citation>* out) {
  static const RE2 kBare(
      R"((?:\b(?:in|of|under|by|to|with|see)|\[(?:[Ss]ub)?(?:[Ss]ection|[Pp]aragraph|[Dd]ivision)s?\])\s+(\((?:\d{1,3}[a-z]?|[a-z]{1,2}|[A-Z])\)(?:\([0-9A-Za-z]{1,4}\))*)(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through|to)\s+)\([0-9A-Za-z]{1,4}\))*\s+(?:above|below)\b)",
      RE2::Quiet);
  PassAppends pass(out, from);
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (t.find(") above") == std::string_view::npos && t.find(") below") == std::string_view::npos)
      continue;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece levels;
    while (RE2::FindAndConsume(&in, kBare, &levels)) {
      size_t at = static_cast<size_t>(levels.data() - t.data());
      if (pass.Cited(id, at, at + levels.size())) continue;
      Context ctx(corpus, src, doc.spec, sections);
      std::optional<Parsed> q = ParseLevelReference(ctx, t, at, at);
      if (!q || (q->targets.empty() && q->unresolved.empty())) continue;
      AppendCitation(ctx, id, std::move(*q), out);
    }
  }
}

// The citations in the headings of a document's provisions ("Exceptions
// to Section 4-2.", "809.30 Rule (Appeals in s. 971.17 proceedings …)"),
// read as the provision's text would be, in reading order; `ranks` gets
// each one's provision's place in the document, so the scan of the text
// puts them before the text's.
// (A heading without a digit or a container's Roman numeral, "Amend
// Article II - Districts.", names no provision. One that opens with a
// citation's words is the provision's own title, "CHAPTER 7 DANGEROUS
// BUILDINGS", "Secs. 16.5-2–16-15. Reserved": no citation of it; unless
// the number is another body's, named after it: "Chapter 51-50 WAC and
// chapter 51-54A WAC.", a short paragraph the reader took for a heading.)
std::vector<Citation> HeadingCitations(const Corpus& corpus, const SectionIndex& sections,
                                       const Document& doc, std::vector<size_t>* ranks) {
  static const RE2 kTitleHeading(
      R"(^(?:\*+\s*)?\W{0,3}(?:(?i:title|chapter|article|part|division|subchapter|subpart|sections?|secs?\.)|§)\s*[0-9IVXLC])");
  static const RE2 kNamedBodyAfter(
      R"(^\W{0,3}(?i:chapters?|sections?|secs?\.)\s*\d[0-9A-Za-z.\-]*,?\s+(?:RCW|WAC|Wis\.|Stats?\.|U\.\s?S\.\s?C|C\.\s?F\.\s?R|CFR)\b)");
  static const RE2 kRomanContainer(R"(\b(?:Articles?|ARTICLES?|Chapters?|CHAPTERS?|Parts?|PARTS?)\s+[IVXL]+\b)");
  // (An ordinance's, whose paragraphs' run-in headings may cite: the
  // cheap test first.)
  const bool ordinance = IsWisconsinOrdinance(doc.spec) || IsOtherStateOrdinance(doc.spec);
  auto roman_container = [&](const std::string& h) {
    return ordinance &&
           (h.find("rticle") != std::string::npos || h.find("RTICLE") != std::string::npos ||
            h.find("hapter") != std::string::npos || h.find("HAPTER") != std::string::npos ||
            h.find("art") != std::string::npos || h.find("ART") != std::string::npos) &&
           RE2::PartialMatch(h, kRomanContainer);
  };
  std::vector<Citation> heads;
  for (size_t rank = 0; rank < doc.provisions.size(); ++rank) {
    int32_t id = doc.provisions[rank];
    const Provision& p = corpus.provisions[id];
    if (p.heading.empty() ||
        (std::none_of(p.heading.begin(), p.heading.end(),
                      [](char c) { return ascii::IsDigit(static_cast<unsigned char>(c)); }) &&
         !roman_container(p.heading)) ||
        (RE2::PartialMatch(p.heading, kTitleHeading) && !RE2::PartialMatch(p.heading, kNamedBodyAfter)))
      continue;
    // (What the parse reads of its source: key, document, parent, text
    // and the text's line.)
    Provision heading;
    heading.key = p.key;
    heading.doc = p.doc;
    heading.parent = p.parent;
    heading.line = heading.end_line = p.line;
    heading.text = p.heading;
    heading.text_lines = {{0, p.line}};
    Context ctx(corpus, heading, doc.spec, sections);
    size_t from = heads.size();
    ScanLeads(ctx, id, &heads);
    // Not a former number ("(Formerly Sec. 9-348gg). - Public access …"),
    // nor a publisher's link to the next section glued on after the
    // heading's full stop ("State boundaries.Section 1.2 - Sovereignty").
    auto first = heads.begin() + static_cast<std::ptrdiff_t>(from);
    heads.erase(std::remove_if(first, heads.end(), [&](const Citation& c) {
      std::string_view before = std::string_view(p.heading).substr(0, c.begin);
      return (c.begin > 0 && p.heading[c.begin - 1] == '.') ||
             before.ends_with("Formerly ") || before.ends_with("formerly ");
    }), heads.end());
    for (size_t k = from; k < heads.size(); ++k) heads[k].in_heading = true;
    ranks->resize(heads.size(), rank);
  }
  return heads;
}

// Finds the citations of every provision of a document whose body has no
// rule-number form (all but iowa-iac): the provisions' texts are scanned as
// one buffer, separated by NUL bytes that no lead-in pattern crosses, so
// that one RE2 call serves many short provisions.
void FindInDocument(const Corpus& corpus, const SectionIndex& sections,
                    const Document& doc, std::string* buffer,
                    std::vector<size_t>* starts_buffer,
                    std::vector<Citation>* out) {
  // Chunks of about 64 KB keep the buffer in cache and RE2's work per call
  // bounded; a provision is never split.
  constexpr size_t kChunk = 64 * 1024;
  LeadSet set = LeadSetFor(doc.spec);
  const RE2& lead = LeadInPattern(set);
  const bool skips = SkipsToLeadStarts(set);
  std::vector<size_t>& starts = *starts_buffer;
  AdoptionTable table;  // one open across chunks
  const size_t doc_from = out->size();
  std::vector<size_t> head_ranks;
  std::vector<Citation> heads = HeadingCitations(corpus, sections, doc, &head_ranks);
  size_t h = 0;  // the next heading citation to place
  auto place_heads = [&](size_t before) {  // those of provisions before `before`
    while (h < heads.size() && head_ranks[h] < before) out->push_back(std::move(heads[h++]));
  };
  size_t first = 0;
  while (first < doc.provisions.size()) {
    buffer->clear();
    starts.clear();
    size_t last = first;
    while (last < doc.provisions.size() &&
           (buffer->empty() || buffer->size() < kChunk)) {
      starts.push_back(buffer->size());
      buffer->append(corpus.provisions[doc.provisions[last]].text);
      buffer->push_back('\0');
      ++last;
    }
    size_t chunk_from = out->size();
    re2::StringPiece m;
    re2::StringPiece whole(buffer->data(), buffer->size());
    std::optional<Context> ctx;
    size_t current = SIZE_MAX;
    size_t scan_k = 0;  // the provision the skipping scan stands in
    size_t pos = 0;
    while (pos < buffer->size()) {
      // RE2 is asked whether a lead-in starts at each place
      // NextLeadStart says one can, within that provision (to its NUL):
      // the text between is read by NextLeadStart, faster than RE2's DFA.
      // (A set NextLeadStart does not filter is searched as before, for
      // the next lead-in anywhere in the chunk.)
      size_t k;  // the provision the lead-in stands in
      if (skips) {
        pos = NextLeadStart(set, *buffer, pos, buffer->size());
        if (pos >= buffer->size()) break;
        // (The places only move on: the provision is this one or a later
        // one, found by stepping, most often none or one.)
        while (scan_k + 1 < starts.size() && starts[scan_k + 1] <= pos) ++scan_k;
        k = scan_k;
        size_t nul = k + 1 < starts.size() ? starts[k + 1] - 1 : buffer->size() - 1;
        if (!LeadInAt(set, lead, whole, pos, nul, &m)) {
          ++pos;
          continue;
        }
      } else if (!lead.Match(whole, pos, buffer->size(), RE2::UNANCHORED, &m, 1)) {
        break;
      } else {
        k = std::upper_bound(starts.begin(), starts.end(), static_cast<size_t>(m.data() - buffer->data())) -
            starts.begin() - 1;
      }
      size_t gb = m.data() - buffer->data();
      int32_t id = doc.provisions[first + k];
      if (k != current) {
        ctx.emplace(corpus, corpus.provisions[id], doc.spec, sections);
        current = k;
      }
      size_t base = starts[k];
      place_heads(first + k + 1);
      pos = base + HandleLead(*ctx, id, gb - base, gb - base + m.size(), out);
    }
    place_heads(last);
    if (IsWisconsinOrdinance(doc.spec) || IsOtherStateOrdinance(doc.spec)) {
      size_t found = out->size();
      std::span<const int32_t> ids(doc.provisions.data() + first, last - first);
      FindAdoptionTables(corpus, sections, doc.spec, ids, chunk_from, &table, out);
      if (out->size() > found) SortCitations(out, chunk_from);
    }
    first = last;
  }
  if (IsWisconsinOrdinance(doc.spec) || IsOtherStateOrdinance(doc.spec)) {
    ArticlesOfTheCitedChapter(corpus, doc.spec, doc_from, out);
    IndexEntries(corpus, sections, doc, doc_from, out);
    BareLevelsAboveOrBelow(corpus, sections, doc, doc_from, out);
    RevenueCodeBareNumbers(corpus, sections, doc, doc_from, out);
    RunInSectionNumbers(corpus, sections, doc, doc_from, out);
    BareTitleChapterSections(corpus, sections, doc, doc_from, out);
    RunInDashedSections(corpus, sections, doc, doc_from, out);
    BareSectionsOfTheCodesShape(corpus, sections, doc, doc_from, out);
    ListedSectionsOfTheCode(corpus, sections, doc, doc_from, out);
    WholeSectionsOfTheCode(corpus, sections, doc, doc_from, out);
    PeriodLabelReferences(corpus, sections, doc, doc_from, out);
    SiblingCodeSections(corpus, doc, doc_from, out);
    size_t found = out->size();
    SpelledSectionNumbers(corpus, sections, doc, out);
    LetteredSubdivisions(corpus, sections, doc, doc_from, out);
    AdministrativeCodeChapters(corpus, sections, doc, doc_from, out);
    ChapterlessPartSections(corpus, sections, doc, doc_from, out);
    if (out->size() != found) SortCitations(out, doc_from);
  }
  if (IsWisconsinOrdinance(doc.spec)) {
    StatutesChaptersOfCitedSections(doc.spec, doc_from, out);
    EchoedStatuteSections(corpus, sections, doc, doc_from, out);
  }
  if (Is(doc.spec.code, "wis-adm"sv)) {
    RuleOrderClauses(corpus, sections, doc, doc_from, out);
    CaptionRuleItems(corpus, doc, doc_from, out);
    AnalysisStatutes(corpus, sections, doc, doc_from, out);
    BareNumbersBeforeStats(corpus, sections, doc, doc_from, out);
    BareAgencyRefs(corpus, sections, doc, doc_from, out);
  }
  if (Is(doc.spec.code, "wis-stat"sv) || Is(doc.spec.code, "wis-adm"sv)) {
    ActStatuteLists(corpus, sections, doc, doc_from, out);
    LevelsOfTheSectionAfter(corpus, doc, doc_from, out);
  }
  if (Is(doc.spec.code, "wis-stat"sv)) AnnotationsBareLevels(corpus, sections, doc, doc_from, out);
}

// A line's number and a space at a line's start, "3 440.03 (13) (e)" (1
// to 25); 0 if none.
int SpacedLineNumber(std::string_view line) {
  size_t d = 0;
  while (d < line.size() && d < 3 && ascii::IsDigit(static_cast<unsigned char>(line[d]))) ++d;
  if (d == 0 || d > 2 || d + 1 >= line.size() || line[d] != ' ' || line[d + 1] == ' ') return 0;
  int v = (line[0] - '0') * (d == 2 ? 10 : 1) + (d == 2 ? line[1] - '0' : 0);
  return v >= 1 && v <= 25 ? v : 0;
}

// A bill's copy as the Legislature's pages store it prints each line's
// number (1 to 25, from 1 on each page) at the line's start, run into the
// words, and a page's first line after the bill's tag: "AB962,3,29
// 342.12 (4) (a) The district attorney …\n10files a criminal complaint
// … violating s.\n11346.63 (1), (1m) or (2)". A citation the numbers
// break ("s.\n16343.307 (1)", "chs. 5\n2to 12", a title's list "…; and\n2to
// create …") is read where they stand blank: *masked is `text` with the
// line numbers and the tags as spaces, the same length, where they run on
// (three lines or more numbered one more than the last, each number
// right against the line's text); false where text has none.
bool MaskBillLineNumbers(const Provision& p, std::string* masked) {
  // (The reader joins the source's lines with a space: p.text_lines says
  // where each starts.)
  if (p.text_lines.size() < 3) return false;
  std::string_view text = p.text;
  // (Cheap first: two lines or more opening on a number run into the
  // text, "10files", "8(2m)"; a statute's "30.12 (1)" and "2. The" are
  // not.)
  int glued_lines = 0;
  // (Or three lines running on, each opening on its number and a space:
  // "1 AN ACT to renumber and amend 440.03 (13) (a); to amend 440.035
  // (1m)" then "2 (intro.), 440.035 (1m) (b) …" then "3 440.03 (13)
  // (e) …", a copy that kept the space.)
  int spaced_prev = -1, spaced_run = 0;
  for (const TextLine& l : p.text_lines) {
    if (int v = SpacedLineNumber(text.substr(l.offset, 4)); v > 0) {
      spaced_run = v == spaced_prev + 1 ? spaced_run + 1 : 1;
      spaced_prev = v;
      if (spaced_run >= 3) {
        glued_lines = 2;
        break;
      }
    } else {
      spaced_prev = -1;
      spaced_run = 0;
    }
    size_t d = l.offset;
    // (A page's tag, "AB497,1,3 1An Act …", counts as one.)
    size_t c = d;
    while (c < text.size() && c - d < 5 && ascii::IsUpper(static_cast<unsigned char>(text[c]))) ++c;
    if (c - d >= 2 && c < text.size() && ascii::IsDigit(static_cast<unsigned char>(text[c])) &&
        text.substr(c, 8).find(',') != std::string_view::npos && ++glued_lines >= 2)
      break;
    while (d < text.size() && d - l.offset < 6 && ascii::IsDigit(static_cast<unsigned char>(text[d]))) ++d;
    // (Or a section number whose chapter would have four figures or
    // five, "2030.71": no chapter of the statutes has.)
    bool wide_chapter = d - l.offset >= 4 && d < text.size() && text[d] == '.';
    if (d > l.offset && d < text.size() && !ascii::IsSpace(static_cast<unsigned char>(text[d])) &&
        (text[d] != '.' || wide_chapter) && text[d] != ',' && ++glued_lines >= 2)
      break;
  }
  if (glued_lines < 2) return false;
  // (Or a tag alone on its line, "SB107,24,1614" over "767.24": its last
  // figures the line's number. An engrossed bill's tag holds the word:
  // "AB283-engrossed,19,137".)
  static const RE2 kTag("^" + std::string(kBillTagName) + R"((?:,\s?s\.\s?\d+[a-z]*|(?:,\d+)+)(?:[ \t]+|\s*$))",
                        RE2::Quiet);
  struct Line {
    size_t start;           // where the line starts in text
    size_t tag_end;         // where its text starts, past a tag
    std::string_view text;  // past the tag
    size_t digits;          // the figures that open it
    int number = 0;         // its number, 0 if none
    bool gap = false;       // a line the copy split from the one before, unnumbered
    bool in_tag = false;    // its number the tag's last figures
  };
  std::vector<Line> lines;
  for (size_t i = 0; i < p.text_lines.size(); ++i) {
    size_t b = p.text_lines[i].offset;
    size_t e = i + 1 < p.text_lines.size() ? p.text_lines[i + 1].offset : text.size();
    if (b > e || e > text.size()) return false;
    std::string_view line = text.substr(b, e - b);
    re2::StringPiece sp(line.data(), line.size());
    size_t j = RE2::Consume(&sp, kTag) ? static_cast<size_t>(sp.data() - line.data()) : 0;
    std::string_view rest = line.substr(j);
    size_t d = 0;
    while (d < rest.size() && d < 6 && ascii::IsDigit(static_cast<unsigned char>(rest[d]))) ++d;
    lines.push_back({b, j, rest, d});
  }
  // Whether line i's tag ends in `number`, the line's number run into
  // the tag's last figure ("AB68,1827,1817 (1) …": line 17).
  auto tag_ends_with = [&](size_t i, const std::string& number) {
    return lines[i].tag_end > 0 && Trim(text.substr(lines[i].start, lines[i].tag_end)).ends_with(number);
  };
  // (The tag's, not the text's, where the tag's last figures are no line
  // of a page without it (a page has 25): "AB250-AA1,2,37 767.25 (6)" is
  // line 7, "767.25" no "7" and "67.25"; or where the text's figures past
  // it could open no number, "SB57-SA2,2,83 302.11" no "02.11".)
  auto number_in_tag = [&](size_t i, const std::string& number) {
    if (!tag_ends_with(i, number)) return false;
    std::string_view tag = Trim(text.substr(lines[i].start, lines[i].tag_end));
    std::string_view figures = tag.substr(tag.rfind(',') + 1);
    std::string_view rest = lines[i].text.substr(number.size());
    bool digits = figures.size() >= 2 && figures.size() <= 4 &&
                  figures.find_first_not_of("0123456789") == std::string_view::npos;
    return (digits && std::stoi(std::string(figures)) > 25) || (!rest.empty() && rest[0] == '0');
  };
  int prev = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view line = lines[i].text;
    size_t d = lines[i].digits;
    // (Right against the text: "6privilege", "8(2m)", "16343.307"; not
    // "2. The", "20 days", nor a section's "30.18".)
    bool glued = d > 0 && d < line.size() && !ascii::IsSpace(static_cast<unsigned char>(line[d]));
    // (Past a line or two the copy split off unnumbered: "1An Act to
    // renumber and amend 98.146 (2); and" then "to amend 98.146 (1) and"
    // then "298.146 (3) of the statutes;", line 2's number run into
    // 98.146; "SB646,5,1918" then "632.32" then "(2) (bc) … in s." then
    // "19344.61 (2).")
    int last = prev;
    for (size_t b = 1; last == 0 && b <= 3 && b <= i; ++b)
      last = lines[i - b].number;
    std::string next = std::to_string(last + 1);
    int number = 0;
    // (Or run into a number a space ends, "438 USC 5901 to 5904" after
    // line 3: line 4, title 38.)
    if ((glued || d < line.size()) && last > 0 && last < 25 && line.starts_with(next) && d > next.size() &&
        !number_in_tag(i, next)) {
      // The next, its text a number too ("11346.63"); unless the copy
      // split the line before, unnumbered, and the next line holds the
      // number ("343.303; to amend …" then "3343.16 (5) (a)").
      if (i + 1 < lines.size() && lines[i + 1].text.starts_with(next) &&
          !lines[i + 1].text.starts_with(std::to_string(prev + 2))) {
        lines[i].gap = true;
        continue;
      }
      number = last + 1;
    } else if (glued && d <= 2 && line[d] != '.' && line[d] != ',') {
      int v = std::stoi(std::string(line.substr(0, d)));
      if (v >= 1 && v <= 25) number = v;
    } else if (d >= 4 && line[d] == '.' && line.starts_with("1"sv) && i + 1 < lines.size() &&
               lines[i + 1].digits >= 4 && lines[i + 1].text.starts_with("2"sv) &&
               lines[i + 1].text.substr(lines[i + 1].digits, 1) == "."sv) {
      // (A page's first line, its "1" run into a section's number whose
      // chapter would have four figures, "1343.235 (title), …", and the
      // next's "2" so, "2343.50 (5) (a) 1. and …": the page's numbering
      // starting over, which the run then carries.)
      number = 1;
    } else if (int v = lines[i].tag_end == 0 ? SpacedLineNumber(line) : 0; v > 0) {
      number = v;
    } else if (last > 0 && last < 25 && tag_ends_with(i, next)) {
      // ("17amended to read:" then "AB878,16,318 301.19 (4) …": the
      // next number run into the tag's last figure, the line's text a
      // section's number.)
      number = last + 1;
      lines[i].in_tag = true;
    }
    lines[i].number = number;
    prev = number;
  }
  // (Backward too, where a line's number runs into a section's and no
  // number stood before it: "SB111,1820,168 (1) …", "9302.113 (8m) …",
  // "10(1) (intro.) …".)
  for (size_t i = lines.size() - 1; i-- > 0;) {
    int after = lines[i + 1].number;
    // (Or past a line between that the copy split off, unnumbered:
    // "160.10 (2) (h) … as provided in s." then "266.011 (13) (b), in"
    // then "a town located …" then "3under s. 59.69".)
    if (after == 0 && i + 2 < lines.size() && lines[i + 1].digits == 0 && !lines[i + 1].gap)
      after = lines[i + 2].number;
    if (lines[i].number != 0 || lines[i].gap || after <= 1) continue;
    // (Not where the line before holds that number: this one is split
    // from it, "2create" then "254.151 (2m), …" then "3testing".)
    if (i > 0 && lines[i - 1].number == after - 1) continue;
    std::string before = std::to_string(after - 1);
    if (lines[i].text.starts_with(before) && lines[i].digits > before.size() && !number_in_tag(i, before)) {
      lines[i].number = after - 1;
    } else if (tag_ends_with(i, before)) {
      // ("AB68,1827,1817 (1) Revenue …": the number run into the tag's
      // last figure, "18(b) 1. to 3." after it.)
      lines[i].number = after - 1;
      lines[i].in_tag = true;
    }
  }
  // Only where the numbers run on.
  std::vector<bool> keep(lines.size(), false);
  for (size_t i = 0; i < lines.size();) {
    if (lines[i].number == 0) {
      ++i;
      continue;
    }
    size_t k = i, count = 1;
    for (;;) {
      // (One line between may have no number: split from the one before,
      // or its number run into a section's, "254.151 (2m)" after "2create".)
      size_t n = k + 1;
      if (n + 1 < lines.size() && lines[n].number == 0) ++n;
      // (Or two, a line the tag numbers split in three: "SB646,5,1918",
      // "632.32", "(2) (bc) …", then "19344.61 (2).")
      if (n + 1 < lines.size() && lines[n].number == 0 && lines[k].in_tag) ++n;
      // (Or an act title's clauses the copy set each on a line of its
      // own, unnumbered: "1An Act to repeal …;", "to renumber", "230.715
      // (5);", "to renumber and amend 30.715 (6);", "to amend 23.22 (3)
      // (c), 23.22", "3(6) (b), …"; its "relating to: use of" too.)
      while (n + 1 < lines.size() && n - k <= 3 && lines[n].number == 0 &&
             (lines[n].text.starts_with("to "sv) || lines[n].text.starts_with("and to "sv) ||
              lines[n].text.starts_with("relating to"sv)))
        ++n;
      // (Or the enacting clause, never numbered, after the title: "2125.34
      // (2) (a) of the statutes; relating to: …", "The people of the state
      // of Wisconsin, represented in senate and assembly, do", "enact as
      // follows:", then "AB775-ASA1, s. 1 4Section 1.", the title's last
      // line and its number lost from the copy.)
      bool enacting = false;
      while (n + 1 < lines.size() && n - k <= 3 && lines[n].number == 0 &&
             (lines[n].text.starts_with("The people of the state of Wisconsin"sv) ||
              lines[n].text.starts_with("enact as follows"sv))) {
        ++n;
        enacting = true;
      }
      // (Or its number lost with the words it opened: "… to repeal and"
      // then "440.14 (2) and 440.14 (3); …" then "4and (2r)", "3recreate"
      // gone.)
      bool lost = (n == k + 2 || enacting) && lines[n].number == lines[k].number + 2 && lines[k].number > 0;
      if (n >= lines.size() || (lines[n].number != lines[k].number + 1 && !lost)) break;
      k = n;
      ++count;
    }
    if (count >= 3)
      for (size_t m = i; m <= k; ++m) keep[m] = lines[m].number > 0;
    i = k + 1;
  }
  // (And a page's running head between two pages' numbered lines, "2023 -
  // 2024 Legislature -2- LRB-1443/1", "MED:skw", "ASSEMBLY BILL 332", then
  // "1 440.09 (2) (f), …": a list the page break cut goes on past it.)
  static const RE2 kRunningHead(
      R"(^\s*(?:\d{4}\s*-\s*\d{4}\s+Legislature\b.*|LRB-\d+/\d+.*|-\s*\d+\s*-.*|[A-Z&]{2,12}:[a-z&]{2,12}|(?:ENROLLED\s+)?(?:\d{4}\s+)?(?:ASSEMBLY|SENATE)\s+(?:BILL|SUBSTITUTE|AMENDMENT|JOINT|RESOLUTION)[A-Z0-9 ,-]*)\s*$)",
      RE2::Quiet);
  std::vector<bool> head(lines.size(), false);
  for (size_t a = 1; a < lines.size(); ++a) {
    if (!keep[a - 1] || keep[a]) continue;
    size_t b = a;
    while (b < lines.size() && b - a <= 4 && !keep[b] && lines[b].number == 0) ++b;
    if (b >= lines.size() || !keep[b] || lines[b].number != 1 || b - a > 4) continue;
    bool all = true;
    for (size_t m = a; m < b && all; ++m) {
      size_t e = m + 1 < lines.size() ? lines[m + 1].start : text.size();
      std::string_view l = text.substr(lines[m].start, e - lines[m].start);
      all = RE2::FullMatch(re2::StringPiece(l.data(), l.size()), kRunningHead);
    }
    if (all)
      for (size_t m = a; m < b; ++m) head[m] = true;
  }
  // (And, outside the runs, a line opening on a section number whose
  // chapter has four figures or five, which no chapter of the statutes
  // has: "Sections 30.50 to\n2030.71 shall be …" is line 20 run into
  // 30.71, where one way only leaves a line's number (1 to 25) and a
  // chapter of three figures at most, not opening on 0; "1482.33" is
  // either, and stays.)
  std::vector<size_t> glued_number(lines.size(), 0);
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view line = lines[i].text;
    size_t d = lines[i].digits;
    // (Or a citation's word the line's number runs into: "7par. (a), the
    // town …", "12s. 59.69", no word of the statutes'.)
    if (!keep[i] && !head[i] && d >= 1 && d <= 2 && lines[i].tag_end == 0) {
      int v = std::stoi(std::string(line.substr(0, d)));
      std::string_view word = line.substr(d);
      static constexpr std::string_view kWords[] = {"par. ", "pars. ", "sub. ", "subs. ", "subd. ",
                                                    "subds. ", "s. ", "ss. ", "ch. ", "chs. "};
      if (v >= 1 && v <= 25 &&
          std::any_of(std::begin(kWords), std::end(kWords), [&](std::string_view w) { return word.starts_with(w); })) {
        glued_number[i] = d;
        continue;
      }
    }
    if (keep[i] || head[i] || d < 4 || d > 5 || d + 1 >= line.size() || line[d] != '.' ||
        !ascii::IsDigit(static_cast<unsigned char>(line[d + 1])))
      continue;
    size_t found = 0, ways = 0;
    for (size_t k = 1; k <= 2; ++k) {
      int v = std::stoi(std::string(line.substr(0, k)));
      if (v >= 1 && v <= 25 && d - k <= 3 && line[k] != '0') {
        found = k;
        ++ways;
      }
    }
    if (ways == 1) glued_number[i] = found;
  }
  bool any = false;
  for (size_t i = 0; i < lines.size(); ++i) {
    const Line& line = lines[i];
    if (glued_number[i] > 0) {
      if (!any) masked->assign(text);
      any = true;
      for (size_t k = line.start + line.tag_end; k < line.start + line.tag_end + glued_number[i]; ++k) (*masked)[k] = ' ';
      continue;
    }
    if (head[i]) {
      if (!any) masked->assign(text);
      any = true;
      size_t e = i + 1 < lines.size() ? lines[i + 1].start : text.size();
      for (size_t k = line.start; k < e; ++k) (*masked)[k] = ' ';
      continue;
    }
    if (!keep[i]) continue;
    if (!any) masked->assign(text);
    any = true;
    size_t n = line.in_tag ? 0 : std::to_string(line.number).size();
    for (size_t k = line.start; k < line.start + line.tag_end + n; ++k) (*masked)[k] = ' ';
  }
  return any;
}

}  // namespace

}  // namespace cite

std::vector<Citation> FindCitations(const Corpus& corpus, int32_t provision) {
  return cite::FindIn(corpus, cite::SectionIndex(corpus), provision);
}

void ExtractCitations(Corpus* corpus, Reporter* reporter) {
  using namespace cite;  // NOLINT: this module's own parser
  // (The sets the documents use; an Iowa rule is also read with the
  // Code of Iowa's.)
  std::set<LeadSet> sets;
  for (const Document& d : corpus->documents) {
    sets.insert(LeadSetFor(d.spec));
    if (Is(d.spec.code, "iowa-iac"sv)) sets.insert(LeadSet::kText);
  }
  for (LeadSet set : sets) {
    if (!LeadInPattern(set).ok()) {
      reporter->Error({"<citations>", 0, 0},
                      "citation pattern failed to compile: " +
                          LeadInPattern(set).error());
      return;
    }
  }
  SectionIndex sections(*corpus);
  // Room for about one citation per 512 bytes of text (the D.C. Code has
  // one per 585, the five states one per 460): growing the vector instead
  // moves every citation again and touches fresh memory each time, which
  // cost more than the extraction itself on the five-state corpus.
  size_t bytes = 0;
  for (const Provision& p : corpus->provisions) bytes += p.text.size();
  corpus->citations.reserve(corpus->citations.size() + bytes / 512);
  std::string buffer;          // kept across documents, as is
  std::vector<size_t> starts;  // where each provision starts in it
  for (const Document& d : corpus->documents) {
    if (Is(d.spec.code, "iowa-iac"sv)) {
      DocumentSpec as_code = AsIowaCode(d.spec);  // once a document
      for (int32_t id : d.provisions) {
        Context ctx(*corpus, corpus->provisions[id], d.spec, sections);
        for (Citation& c : FindInIowaRule(*corpus, sections, ctx, id, as_code))
          corpus->citations.push_back(std::move(c));
      }
      continue;
    }
    // (A bill's copy is read with its line numbers blank, each citation's
    // text then taken from the copy as it stands.)
    std::vector<std::pair<int32_t, std::string>> copies;
    if (IsWisconsin(d.spec) && Is(d.spec.format, "wis-statute-text"sv)) {
      for (int32_t id : d.provisions) {
        std::string masked;
        if (!MaskBillLineNumbers(corpus->provisions[id], &masked)) continue;
        copies.emplace_back(id, std::move(corpus->provisions[id].text));
        corpus->provisions[id].text = std::move(masked);
      }
    }
    const size_t doc_from = corpus->citations.size();
    FindInDocument(*corpus, sections, d, &buffer, &starts, &corpus->citations);
    for (auto& [id, text] : copies) corpus->provisions[id].text = std::move(text);
    if (!copies.empty())
      for (size_t i = doc_from; i < corpus->citations.size(); ++i) {
        Citation& c = corpus->citations[i];
        if (c.in_heading) continue;
        for (const auto& [id, unused] : copies)
          if (c.source == id) {
            c.text = CollapseSpace(std::string_view(corpus->provisions[id].text).substr(c.begin, c.end - c.begin));
            break;
          }
      }
  }
}

}  // namespace lexgraph
