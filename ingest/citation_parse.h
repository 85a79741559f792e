// The citation parser's shared pieces, internal to ingest/: the context a
// reference is read in, a parsed reference, and the grammar that both
// citations.cc (every body of law) and ordinance_citations.cc (what only
// municipal codes need) use. Not for other modules: they call
// ingest/citations.h.
#ifndef LEXGRAPH_INGEST_CITATION_PARSE_H_
#define LEXGRAPH_INGEST_CITATION_PARSE_H_

#include <re2/re2.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/ascii.h"
#include "corpus/corpus.h"
#include "corpus/same_bytes.h"
#include "ingest/lead_openers.h"
#include "ingest/re2_consume.h"

namespace lexgraph::cite {

// The lead-in pattern a document's text is read with.
LeadSet LeadSetFor(const DocumentSpec& spec);

// Every lead-in of `set` in t that RE2 finds searching on from just past
// the last one's start: with RE2 reading all of t (skip_bytes 0), or only
// from where NextLeadStartBy(skip_bytes, …) says one can start. The lists
// are the same, or NextLeadStart has missed an opener
// (tests/lead_openers_test.cc).
std::vector<std::pair<size_t, size_t>> LeadInMatches(LeadSet set, std::string_view t,
                                                     int skip_bytes);

// The lead-ins of `set` in t as the extraction's scan meets them, each
// search resumed at the end of the last one (no parsing): by RE2's DFA
// reading all of t, or (skip) at each place NextLeadStart gives, as the
// extraction reads them there (the commonest openers by hand, the rest
// by RE2 asked, anchored). The same list either way (the tests compare
// them); for the scan's benchmark.
std::vector<std::pair<size_t, size_t>> LeadIns(LeadSet set, std::string_view t, bool skip);

// The corpus's section numbers per body of law, in natural order, for
// the members of cross-section ranges.
class SectionIndex {
 public:
  // Built on the first range that needs it: most texts have none.
  explicit SectionIndex(const Corpus& corpus) : corpus_(corpus) {}
  // Sections of `code` strictly between lo and hi.
  std::vector<Key> Between(const std::string& code, const std::string& lo,
                           const std::string& hi) const {
    if (!built_) Build();
    std::vector<Key> out;
    auto it = by_code_.find(code);
    std::string plo = Padded(lo), phi = Padded(hi);
    if (it == by_code_.end() || !(plo < phi)) return out;
    const auto& v = it->second;
    // (Past every entry whose padded path is plo itself.)
    auto first = std::upper_bound(v.begin(), v.end(), std::string_view(plo),
                                  [](std::string_view x, const Entry& e) { return x < e.padded; });
    for (auto i = first; i != v.end() && i->padded < std::string_view(phi); ++i)
      out.push_back(Key(code, i->path));
    return out;
  }

 private:
  struct Entry {
    std::string_view padded;  // in arena_: byte order is the paths' natural order
    std::string_view path;    // the provision's own key path
    auto operator<=>(const Entry&) const = default;
  };
  // Appends the path with each run of digits written as a 12-digit number,
  // so that plain byte order is the natural order: "5-6" < "5-541.01".
  static void AppendPadded(std::string_view path, std::string* out) {
    size_t i = 0;
    while (i < path.size()) {
      if (!std::isdigit(static_cast<unsigned char>(path[i]))) {
        out->push_back(path[i++]);
        continue;
      }
      size_t e = i;
      while (e < path.size() && std::isdigit(static_cast<unsigned char>(path[e])))
        ++e;
      std::string_view run = path.substr(i, e - i);
      while (run.size() > 1 && run[0] == '0') run.remove_prefix(1);
      if (run.size() < 12) out->append(12 - run.size(), '0');
      out->append(run);
      i = e;
    }
  }
  static std::string Padded(std::string_view path) {
    std::string out;
    out.reserve(path.size() + 24);
    AppendPadded(path, &out);
    return out;
  }

  // One pass over the provisions (sections only: no level, no container),
  // the padded paths written into one arena, then each code's sorted.
  void Build() const {
    struct Pending {
      size_t from, size;
      std::string_view path;
    };
    std::map<std::string_view, std::vector<Pending>> pending;
    std::string_view last_code;
    std::vector<Pending>* last = nullptr;
    for (const Provision& p : corpus_.provisions) {
      const std::string& path = p.key.path();
      if (path.find('(') != std::string::npos || path.find('/') != std::string::npos) continue;
      std::string_view code = p.key.code();
      if (last == nullptr || code != last_code) {
        last = &pending[code];
        last_code = code;
      }
      size_t from = arena_.size();
      AppendPadded(path, &arena_);
      last->push_back({from, arena_.size() - from, path});
    }
    for (auto& [code, items] : pending) {
      std::vector<Entry>& entries = by_code_[std::string(code)];
      entries.reserve(items.size());
      for (const Pending& x : items)
        entries.push_back({std::string_view(arena_).substr(x.from, x.size), x.path});
      std::sort(entries.begin(), entries.end());
      entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
    }
    built_ = true;
  }

  const Corpus& corpus_;
  mutable bool built_ = false;
  mutable std::string arena_;
  mutable std::map<std::string, std::vector<Entry>> by_code_;
};

// A document's body of law: of Wisconsin (its statutes, Administrative
// Code or a municipal code); a Wisconsin municipal code; a municipal code
// of another state.
bool IsWisconsin(const DocumentSpec& spec);
bool IsWisconsinOrdinance(const DocumentSpec& spec);
bool IsOtherStateOrdinance(const DocumentSpec& spec);

class Context;
// The section a provision stands in (see Context::section).
std::optional<Key> FindSourceSection(const Context& ctx);

class Context {
 public:
  Context(const Corpus& c, const Provision& s, const DocumentSpec& sp,
          const SectionIndex& idx)
      : corpus(c), source(s), spec(sp), sections(idx), wisconsin(IsWisconsin(sp)),
        wisconsin_ordinance(IsWisconsinOrdinance(sp)),
        other_state_ordinance(IsOtherStateOrdinance(sp)) {}
  const Corpus& corpus;
  const Provision& source;
  const DocumentSpec& spec;
  const SectionIndex& sections;
  // The document's body of law, decided once (every lead-in asks).
  const bool wisconsin;
  const bool wisconsin_ordinance;
  const bool other_state_ordinance;
  // A municipal code of any state.
  bool ordinance() const { return wisconsin_ordinance || other_state_ordinance; }

  // The source key's components, split on first use.
  const std::vector<std::string>& comps() const {
    if (!comps_) comps_ = source.key.Components();
    return *comps_;
  }
  // The section the source stands in (see SourceSection), found on first
  // use.
  const std::optional<Key>& section() const {
    if (!section_) section_ = FindSourceSection(*this);
    return *section_;
  }
  // This context with `section` as the one the source stands in (a
  // document without section numbers, where the sentence names it).
  Context WithSection(const Key& section) const {
    Context c = *this;
    c.section_ = std::optional<Key>(section);
    return c;
  }

 private:
  mutable std::optional<std::vector<std::string>> comps_;
  mutable std::optional<std::optional<Key>> section_;
};

struct Parsed {
  size_t begin = 0, end = 0;
  std::vector<Key> targets;
  std::vector<Key> range_members;
  std::string unresolved;  // reason, when not resolvable
  bool self = false;
  // The text names the numbers the document's own ("Section 13-104 of
  // the Fauquier County Zoning Ordinance"): no state's law named further
  // on takes them.
  bool named_own = false;
};


// --- The small pieces of the grammar (cite_pieces.cc; the smallest here,
// inline, for the parsers in every file) ---

// Skips spaces (and one line break already folded into a space).
inline size_t SkipSpace(std::string_view t, size_t i) {
  while (i < t.size() && (t[i] == ' ' || t[i] == '\n')) ++i;
  return i;
}
// A list or range word at t[i], also where the text lost the space after
// it ("46.90or55.043", "(4)to(6)").
inline bool StartsWithSeparator(std::string_view t, size_t i, std::string_view w) {
  if (!Is(t.substr(i, w.size()), w)) return false;
  size_t e = i + w.size();
  return e >= t.size() || !ascii::IsAlpha(static_cast<unsigned char>(t[e]));
}
// Why a relative reference in a document without section numbers is
// unresolved ("Subsection (3)(c)4" in a code's unnumbered paragraphs).
inline constexpr std::string_view kNoSectionNamed =
    "relative to a section the text does not name (the document has no section numbers)";
// Whether a list goes on after an item ending at t[at]: the text's end, a
// comma or semicolon, " and " or " or ".
inline bool ListGoesOnAt(std::string_view t, size_t at) {
  std::string_view next = t.substr(at < t.size() ? at : t.size(), 5);
  return next.empty() || next[0] == ',' || next[0] == ';' || next.starts_with(" and ") ||
         next.starts_with(" or ");
}
// The word w at t[i], not followed by a letter or digit.
inline bool StartsWithWord(std::string_view t, size_t i, std::string_view w) {
  if (!Is(t.substr(i, w.size()), w)) return false;
  size_t e = i + w.size();
  return e >= t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[e]));
}
// The text before t[at], without the spaces that end it.
inline std::string_view TrimmedBefore(std::string_view t, size_t at) {
  std::string_view b = t.substr(0, at);
  while (!b.empty() && b.back() == ' ') b.remove_suffix(1);
  return b;
}
// The `window` bytes of t right before t[lb].
inline std::string_view Before(std::string_view t, size_t lb, size_t window) {
  size_t from = lb >= window ? lb - window : 0;
  return t.substr(from, lb - from);
}
// A Wisconsin section number at t[i]: "30.12", "59.692", "281.31" (no
// chapter 0: "0.375 percent" is no section).
size_t ReadSectionNumber(std::string_view t, size_t i);
void ToUpper(std::string* s);
// Lower-cases ASCII letters in place (a case-blind comparison's copy).
void ToLower(std::string* s);
std::string Join(const std::vector<std::string>& parts, size_t n);
// The chapters strictly between two of a short range ("340" and "348",
// "ch.SPS320" and "ch.SPS325"), ten apart at most; none for a long one.
std::vector<std::string> ChaptersBetween(std::string_view lo, std::string_view hi);

// The list grammars: Wisconsin's ("ss. 30.12 (1g) (f) and 30.13", relative
// levels from `min_level` on; an Administrative Code's list opens on its
// agency, or on `agency` named before it: "ch. RL 113 (title), 113.01
// (1)") and the plain one of every other body ("§§ 1-204.62(a) and
// 1-204.63", "RCW 90.58.030(2)(b)").
Parsed ParseWisList(const Context& ctx, std::string_view t, size_t i,
                    const std::string& code, const std::string& base,
                    int min_level, bool absolute, bool admin = false,
                    const std::string& agency = "");
Parsed ParsePlainList(const Context& ctx, std::string_view t, size_t i,
                      const std::string& code, const std::string& prefix);
// The levels from `from` to `to` ("(a)", "(d)"; "1.", "3.") under the
// provision `prefix` of `code`: the siblings the corpus holds, else those
// the labels name in sequence, else the two ends.
std::vector<std::string> ExpandRange(const Context& ctx, const std::string& code,
                                     const std::string& prefix, const std::string& from,
                                     const std::string& to);

// Whether a number of the statutes' shape ("17.02", "3.15") is in the
// ordinance's own chapter: the manifest's, or that of the numbered section
// the source stands in.
bool InOwnChapter(const Context& ctx, std::string_view number);

// A chapter path whose number has a decimal point ("ch.60.55", "ch.364.17")
// in a body whose chapters are whole numbers (the Wisconsin Statutes, the
// Code of Iowa): the section's path ("60.55"); any other path as it is.
std::string_view DottedChapterAsSection(std::string_view path);

// Whether the manifest's title names a zoning or development ordinance
// ("Kingsland Zoning and Land Development Ordinance", "Cordele, Ga.,
// Zoning Ordinance", a unified development code, "Baldwin County Land Use
// Code", a code's zoning appendix, "Code App. C (Zoning)"): one whose
// articles are its top parts, no chapter's.
bool TitleNamesZoningOrdinance(const DocumentSpec& spec);

// Appends the citation parsed as `parsed` in the source's text.
void AppendCitation(const Context& ctx, int32_t provision, Parsed&& parsed,
                    std::vector<Citation>* out);

// A document pass's longer readings of spans the citations found before
// it read short ("subdivision b of this section" over "this section"):
// the citations of out[from, …) on the spans `taken` (source, begin, end)
// give way, and `found` is appended. The caller sorts.
using CitedSpan = std::pair<int32_t, std::pair<uint32_t, uint32_t>>;
void ReplaceCitations(std::vector<CitedSpan> taken, std::vector<Citation>&& found, size_t from,
                      std::vector<Citation>* out);
// Whether the citations of out[from, …) on provision id's text
// [begin, end) lie inside it, none running past: then their spans are
// added to `taken`, to give way (ReplaceCitations); else none is.
bool CitationsGiveWay(const std::vector<Citation>& out, size_t from, int32_t id, size_t begin, size_t end,
                      std::vector<CitedSpan>* taken);

// --- More of the small pieces (cite_pieces.cc) ---

// The letters that end a chapter number at t[k]: capitals ("462A",
// "13A"), or one small letter or one repeated, as Connecticut writes them
// ("204a", "319dd"); not a word glued on where the text lost its spaces
// ("ch.48or", "ch.938shall"). The Wisconsin statutes have no small ones
// (`small` false).
size_t ChapterSuffix(std::string_view t, size_t k, bool small = true);

// The Administrative Code's agency prefix at t[i] and the space after it
// ("NR ", "SPS ", "ATCP ", "Trans "), when a digit follows: its length with
// the space, the prefix itself in *agency (upper case, as keys spell it).
size_t ReadAgency(std::string_view t, size_t i, std::string* agency);

// The length of a rule-making order's mark for a provision's note at the
// start of s, "(Note)", "(Note 2)", "(Note2)", "(Note 1 and 2)", "(note)",
// with which of the notes in brackets after it ("(Note) [2] and [3]"); 0
// if none.
size_t NoteMark(std::string_view s);
// The statutes' name for a level's lead-in text at the start of s,
// "(intro.)", an order's "(intro)", or a copy's "(intro . )" with the
// spaces of a damaged extraction: its length, or 0.
size_t IntroMark(std::string_view s);
// Whether s starts with the mark for a provision's title, "(title)" or an
// order's "(Title)" (seven bytes).
bool TitleMark(std::string_view s);

// Wisconsin levels after position i, e.g. " (1g) (f) 7.": each must go
// deeper than `min_level` - 1 and than the one before. Returns the end.
size_t ReadWisLevels(std::string_view t, size_t i, int min_level,
                     std::vector<std::string>* levels);

// The end of a tail such as ", Wis. Stats." that follows a reference at
// t[at], or `at` when there is none. A tail that leads into another
// reference ("Wis. Admin. Code § NR 115.05") belongs to that one instead.
size_t TailEnd(std::string_view t, size_t at, const RE2& tail);

// (", (2001-2002) Wis. Stats.": the edition before the name; "Section
// 101.02 (1) of the Statutes" in a rule's note.)
const RE2& StatsTail();

// Whether the citation joined to this one by "and" or "or" ends in the
// statutes' tail: "Chs. 30 and 31 and § 281.36, Wis. Stats.", "Ch. 145
// and §§ 59.70(5), 281.48 and 968.10, Wis. Stats." (within the sentence
// part, 160 bytes at most).
bool StatutesTailAfterNext(std::string_view t, size_t at);

const RE2& AdminCodeTail();

// In a Wisconsin ordinance, "§ 59.69" and "Section 340.01" cite the
// statutes unless the number is the ordinance's own: of its chapter
// ("§ 17.02" in Greendale's ch. 17, "15.04.020" in ch. 15.04) or a section
// the corpus holds. Numbers of other shapes ("§ 152-17H") are its own.
void StatutesInOrdinance(const Context& ctx, Parsed* q);

// A ", Wis. Stats." tail after q ("§ 87.30, Wis. Stats." in an
// ordinance): its targets are the statutes' and the citation takes the
// tail. Whether there was one.
bool TakeStatsTail(std::string_view t, Parsed* q);

// An "of this Code" tail after q ("sec. 25.04 of this Code", "§ 17.02 of
// the Greendale Municipal Code", "§ 25.04 of the Code of the Town of
// Brookfield", "Section 46-448 of the Charter Township of Brandon Code of
// Ordinances"): the number is the ordinance's own, as written. Takes the
// tail into q. (Another government's code, "of the Green County Code", is
// told apart before: OfANamedDocument.)
bool TakeOwnCodeTail(std::string_view t, std::string_view title, Parsed* q);

// The divisions of an article named right after it, at t[at]: ",
// Division 15", " Divisions 2 and 3", "“Subdivisions” Division 2" (the
// article's name in quotes between); *end past them. None where no such
// words follow, or a section's number does ("Division 38.600").
std::vector<std::string> ReadDivisions(std::string_view t, size_t at, size_t* end);

// Whether "the County Code", which names no county, is another
// government's on the page the manifest's title names: a town's, city's,
// village's, borough's or township's, whose title names no county. (A
// title that names neither leaves it the page's own.) TakeOwnCodeTail and
// OfANamedDocument both ask.
bool CountyCodeIsAnothers(std::string_view title);

// The agency of the section `section` ("47.04") that the text names with
// one before `at` ("ss. Adm 47.03, 47.04", "repeal PI 1.01 (2) (f)"),
// the last so named; empty when none. Only an agency's word right before
// the number counts, or one before a list of its sections.
std::string AgencyOfSectionBefore(std::string_view t, size_t at, std::string_view section);

// The one agency AgencyOfSectionBefore gives every key of `keys` (their
// sections, levels aside), upper case; empty where one has none or two
// differ.
std::string AgencyOfSectionsBefore(std::string_view t, size_t at, const std::vector<Key>& keys);
// The agency whose prefix t writes before chapter `number` ("chs. NR 300,
// 301", "NR 300.01"): "NR"; empty where none does, or two differ.
std::string AgencyNamingChapter(std::string_view t, std::string_view number);

// "County Forest Law 28.11, Wis. Stats.", "227.24 (1) (a)\n, Stats.": the
// bare number before the statutes' name at t[lb, le), read back word by
// word, then forward with the statutes' grammar, which must end at the
// name; the citation spans both.
std::optional<Parsed> BareNumberBeforeStats(const Context& ctx, std::string_view t, size_t lb, size_t le);

// Whether the words right before t[lb] name the Administrative Code
// ("Wis. Admin. Code s. 128.03", "Wisconsin Administrative Codes Chapters
// 302-305"): a number there is an agency's, which the text leaves out.
bool AdminCodeBefore(std::string_view t, size_t lb);
// Whether the Administrative Code is named right at t[at] (", Wis. Adm.
// Code", " Wisconsin Administrative Code"): a number before it is the
// Code's, not the statutes'.
bool AdminCodeAfter(std::string_view t, size_t at);

// The Administrative Code's agency prefix that a department's name right
// before t[lb] gives ("Department of Commerce Chapters 81, 82", "DNR
// Chapter 115"), upper case; empty when none is named.
std::string AgencyOfDepartmentBefore(std::string_view t, size_t lb);

// Whether the text before t[lb] cites chapter `number` as the statutes'
// ("Wisconsin Statutes Chapter 350", "ch. 350, Wis. Stats.").
bool StatutesChapterBefore(std::string_view t, size_t lb, const std::string& number);

// Where "therein" or "thereof" follows the reference at [lb, end): the
// statutes' section cited last in the 200 characters before it ("§
// 66.0404(4)(L), Wis. Stats."), or nothing.
std::optional<Key> SectionCitedBefore(std::string_view t, size_t lb, size_t end);

// Words right before a lead-in that belong to its citation ("Unit A of",
// "Subchapter B of", "7 U.S.C."): `re` ends in "$", its first group is the
// words, its second what they name.
bool WordsBefore(std::string_view t, size_t lb, size_t window, const RE2& re,
                 std::string* words, std::string* value, std::string* value2 = nullptr);

// Whether the code the text last names before t[at] (in the source, or
// in the provisions of its section before it) is the Internal Revenue
// Code: what "said code" means ("as defined in Section 509 of the
// Internal Revenue Code of 1986 … Section 4947(a)(1) of said code").
bool LastNamedCodeIsRevenueCode(const Context& ctx, std::string_view t, size_t at);

// Consumes "of the Internal Revenue Code [of 1986]" after a section
// number, or "of the Code" where that is its short name (NamesRevenueCode),
// or "of said code" after the text named it (LastNamedCodeIsRevenueCode).
bool ConsumeRevenueCode(const Context& ctx, re2::StringPiece* sp);

// Whether label b comes after label a in one level's order: "(b)" after
// "(a)", "(bm)" after "(b)", "(3)" after "(2)" (the parentheses left off).
bool LaterLabel(std::string_view b, std::string_view a);

// --- The list grammars and the source a relative level is read against (cite_lists.cc) ---
// The path of the source's ancestor at `depth` components (1: section).
std::optional<std::string> SourcePrefix(const Context& ctx, size_t depth);

// The document's provisions near the source: its own and up to `radius`
// on either side (the source found by its key, so the copy a heading's
// parse reads finds its provision; from the document's first if none).
std::span<const int32_t> ProvisionsNear(const Context& ctx, size_t radius);

// (A reference to the context's cached key: no copy for each lead.)
inline const std::optional<Key>& SourceSection(const Context& ctx) { return ctx.section(); }

// For titled codes (usc, cfr) the source's title with a slash ("11/"),
// which numbers without a title are read in; "" for other codes.
std::string TitlePrefix(const Context& ctx);

// The section (root provision) of the source and the source's own level
// groups below it: for jefferson-co:11.10(f)(1)(b)(2) in section
// jefferson-co:11.10(f)(1), {"(b)", "(2)"}.
struct SourceLevels {
  std::string section;             // path of the section
  std::vector<std::string> groups;  // groups below it
};
std::optional<SourceLevels> LevelsBelowSection(const Context& ctx);

// Whether a clause's label `cited` is of the level of `level`, a label of
// the source's path: of one style, or `level` a lone "(i)" or "(I)" that
// is a numeral there ("clause (VI)" in (d)(24)(i)(I)). (A cited "(i)" is a
// numeral: "clause (i)" in (c) is (c)(i).)
bool ClauseLevelOf(std::string_view level, std::string_view cited);

// The path a level reference ("paragraph (2)", "subsection (b)(1)") is
// relative to: the prefix of the source whose next group has the same
// label style (for a clause, the nearest such), else the source itself
// when the cited style lies deeper, else the section.
std::string RelativeBase(const Context& ctx, const SourceLevels& src,
                         std::string_view first_group, bool deepest);

// A list or range separator at t[i]: returns the position after it (or i
// when there is none); sets *range for "to", "through" and "-".
size_t ReadSeparator(std::string_view t, size_t i, bool* range);

// A number's points and hyphens in order, its shape: "17.02" is ".",
// "9-2-5C" is "--", "18.20.010(C)(1)" is "..". Two numbers of one shape
// are items of one code's list.
inline std::string NumberShape(std::string_view n) {
  std::string out;
  for (char c : n)
    if (c == '.' || c == '-') out += c;
  return out;
}

// A hyphen glued after a level that opens a range of levels at t[end]:
// "(b)-(d)", and "(a)- (c)" with a space after it only. Sets *next to the
// next level's parenthesis.
bool GluedLevelRange(std::string_view t, size_t end, size_t* next);

// Whether an ordinance's section number is title-chapter, then after a
// point the article and the section ("8-4.501": title 8, chapter 4,
// article 5, section 1), as California's counties number them.
bool ArticleSectionAfterPoint(std::string_view path);

// "TRAF.", "GEN. OFF.", "S.U. & P.S.": a part of Ohio's codified
// ordinances named in a cross-reference ("see TRAF. 432.32").
bool IsOhioPartAbbreviation(std::string_view lead);

// Editors' notes inside a list of sections, such as " [repealed]" or
// " (rescinded)", and the headings that an amending ordinance names in
// brackets ("Subsection (c) [Maps.]"): returns the position after them.
size_t SkipEditorialBrackets(std::string_view t, size_t end);

// A list of section references of a body whose numbers are not
// Wisconsin's: "§§ 1-204.62(a) and (b), 1-204.63, and 1-204.65 through
// 1-204.67". `prefix` goes before each number ("33/" for 33 U.S.C.).
// The levels of a number as the Iowa League of Cities' codes write them
// in their statutory notes: "372.13[4]" is (4), "364.12[3f]" (3)(f),
// "364.3[2][a]" (2)(a), and "567-69.1[3 & 4]" names two subrules, (3) and
// (4). Returns each named level path (none when no bracket opens at
// t[i]) and sets *end after the brackets.
std::vector<std::string> ReadBracketLevels(std::string_view t, size_t i, size_t* end);

// Whether text opens with the name of a code cited by title after a title
// number ("U.S.C.", "CFR", "Pa.C.S.", "P.S.", "Pa. Code"): the number
// before it is that title, not an item of a list.
bool NamesTitledCode(std::string_view after);

// Anchored patterns are given a window of the text, not the rest of the
// provision: RE2 clears state in proportion to the text it is handed, on
// every call ("of this section" after each relative reference cost more
// than the reference). What the patterns read is a few words long.
inline constexpr size_t kWindow = 256;

// Where in t a piece of it (a window, after RE2::Consume) now starts.
inline size_t PieceAt(std::string_view t, const re2::StringPiece& sp) {
  return static_cast<size_t>(sp.data() - t.data());
}

// The editors' sign before a number of a list or alone ("[§] 47-1807.02",
// "[§ ] 29-708.07"): its length with the space after it, or 0.
size_t EditorsSign(std::string_view t, size_t k);

// The authority clause of Wisconsin's model ordinances names the statutes
// for each kind of government: "ss. 61.35 and 62.23, for villages and
// cities; 59.69, 59.692, and 59.694 for counties", "§§ 62.23 and 62.231 for
// cities and 87.30 and 281.31, Wis. Stats."; so do ordinances that adopt
// statutes, each with its subject: "§§ 167.31, on safe use and
// transportation of firearms and bows, and 941.20, on endangering safety
// …". Extends q, a list of sections in the statutes' shape, over the
// lists after "for …; ", "for … and " or ", on …, and ".
void ContinueAuthorityList(const Context& ctx, std::string_view t,
                           const std::string& code, Parsed* q);

// Moves *base, the path a relative reference to `groups` was resolved
// against, to the nearest provision from the source up to its section
// that holds what they name, when the one at *base does not.
void NearestHolder(const Context& ctx, const std::string& section,
                   const std::vector<std::string>& groups, std::string* base);

// A municipal code's level cited in parentheses where the code labels it
// "1." ("subsections (2)(b)(1) and (2) of this section" over items "1.",
// "2." of (2)(b)), or cited bare where the code labels it in parentheses
// ("subsection (a)2.b" over (a)'s "(2)" and its "b."): *key as the
// document keys it, where the cited spelling names nothing and the
// labelled one does.
void AsLabelled(const Context& ctx, Key* key);

// --- References by a level's name (cite_levels.cc) ---
// Whether t[at] stands inside a session law that an RCW note quotes
// ("Effective date—1989 c 349: "(1) Except as provided in subsection (2)
// of this section, this act shall take effect …"", "Severability—2003 c
// 5: "…""): its "this section" is the session law's section, which no key
// names.
bool InQuotedSessionLaw(const Context& ctx, std::string_view t, size_t at);

// "paragraph (2) of this subsection", "subsection (a) of this section",
// "subsections (b) and (c)", "subsection (2)(b) of this section",
// "subsection (a) of section 1-204.62".
std::optional<Parsed> ParseLevelReference(const Context& ctx,
                                          std::string_view t, size_t lb,
                                          size_t le);

// --- Iowa's levels (cite_iowa.cc) ---
// Iowa's levels after a section number: "section 490.205, subsection 1,
// paragraph “b”" is 490.205(1)(b); "section 537B.6, subsections 2 through
// 12" every subsection between. Replaces the last target of `q`.
void IowaLevelsAfter(const Context& ctx, std::string_view t, Parsed* q);

// Iowa's subsections without parentheses, relative to the source's section:
// "subsection 2", "subsections 1 and 3", "subsection 1, paragraph “a”".
std::optional<Parsed> ParseIowaSubsections(const Context& ctx,
                                           std::string_view t, size_t lb,
                                           size_t le);

// A municipal code's lettered subsections ("Subsection A", "subsections B
// or C", "Subsection C(1) or (2) below", "subsection A of this section"):
// relative to the source's section, which a code kept as unnumbered
// paragraphs does not name, so such a reference is reported unresolved.
std::optional<Parsed> ParseLetteredSubsection(const Context& ctx,
                                              std::string_view t, size_t lb,
                                              size_t le);

// The Iowa Code's lower levels, relative to the source's: "paragraph “a”"
// is a lettered paragraph of the source's subsection, "subparagraph (1)"
// a numbered one of its paragraph (the Code names its levels: subsection
// 1, paragraph “a”, subparagraph (1), subparagraph division (a)).
std::optional<Parsed> ParseIowaLowerLevel(const Context& ctx,
                                          std::string_view t, size_t lb,
                                          size_t le, bool sub);

// --- The D.C. Code's containers (cite_dc.cc) ---
// A list of roman numerals with its ranges written out: "III through V"
// -> "III, IV, V"; other items as they are.
std::string RomanRangesExpanded(const std::string& list);

// The key path of the source's nearest ancestor whose last component
// opens with `marker` ("/ch.": the chapter a table of contents holds it
// in), or none.
std::optional<std::string> AncestorPathWith(const Context& ctx, std::string_view marker);

// The title "such title" stands for: the last one the provision names
// before t[at] (or, for a list's item, its ancestors' text): "section
// 5307 of title 5, United States Code, … section 5307(d) of such title".
// Its number, and whether it is the U.S. Code's (else the D.C. Code's:
// "section 11-1566 of title 11 of the District of Columbia Official
// Code … section 11-1561(4) of such title").
std::optional<std::pair<std::string, bool>> SuchTitle(const Context& ctx, std::string_view t,
                                                      size_t at);

// Containers of the D.C. Code: "Chapter 3 of Title 2", "subchapter I of
// Chapter 5 of this title", "part E of this subchapter".
std::optional<Parsed> ParseDcContainer(const Context& ctx, std::string_view t,
                                       size_t lb);

// --- One lead-in's reading (cite_parse_at.cc) ---
// The end of the lead-in proper in a match [lb, le): without the one
// character ("1", "(", "B") and the space that the pattern requires after
// a plain-English lead word.
size_t LeadEnd(std::string_view t, size_t lb, size_t le);

// Why "Part 4 of this chapter" is unresolved where the source's chapter is
// not known (PartsOfThisChapter); the extraction reports it.
inline constexpr std::string_view kPartOfUnnamedChapter = "a part of a chapter the text does not name";

// Parses the reference after a lead-in matched at [lb, le).
std::optional<Parsed> ParseAt(const Context& ctx, std::string_view t,
                              size_t lb, size_t le);

// Whether the subchapter `roman`'s heading follows at t[at] ("… of ch.
// ATCP 1 Subchapter I — Definitions", glued where a copy lost the space:
// "ch. ATCP 50Subchapter III"): the Legislature's locator over a
// subchapter's heading, no citation.
bool SubchapterHeadingAfter(std::string_view t, size_t at, const std::string& roman);

// Chapters of the RCW at t[at]: "3.46, 3.50, 35.20", "82.02, 58.17, and
// 43.21C"; none where the number goes on as a section's ("35.21.163").
std::vector<std::string> RcwChaptersAt(std::string_view t, size_t at, size_t* end);

// "NR 115", "SPS", "Comm.", "ATCP Code": an agency's prefix to a rule
// of the Administrative Code, as a lead-in or the word before "ch.".
// Agency prefixes are short and open with one of a few pairs of letters:
// no pattern runs for the other lead-ins ("Section", "Chapter").
bool IsAgencyLead(std::string_view l);

// In a rule's text, a word before "ch." or "s." that is an agency's prefix
// in capitals, hyphened or not ("ETH Ch. 1", "DFI-CCS ch. 25", "ETF s.
// 10.01"): two to five capitals, not another body's initials ("IRC",
// "NFPA").
bool IsCapitalAgencyWord(std::string_view w);

// A federal title named before the lead and the code's name after its
// number: "Title 28, Chapter 1, Part 20 of the Code of Federal
// Regulations", "Title 40, Section 122 of …", "Title 42, Section 1983 of
// the United States Code". `after` (two groups) reads from the lead's
// end; `key` makes the target of the title and the two groups.
template <typename MakeKey>
std::optional<Parsed> TitleThenName(std::string_view t, size_t lb, size_t le, const RE2& after,
                                    MakeKey key) {
  if (Before(t, lb, 16).find("itle") == std::string_view::npos) return std::nullopt;
  static const RE2 kTitleBefore(R"((\b[Tt]itle\s+(\d{1,2}),\s*)$)", RE2::Quiet);
  std::string words, title, a, b;
  std::string_view r = t.substr(le, 120);
  re2::StringPiece sp(r.data(), r.size());
  if (!WordsBefore(t, lb, 16, kTitleBefore, &words, &title) || !Consume(&sp, after, &a, &b))
    return std::nullopt;
  Parsed q;
  q.begin = lb - words.size();
  q.end = PieceAt(t, sp);
  q.targets.push_back(key(title, a, b));
  return q;
}

// --- Chapters, and rules by their agency (cite_chapters.cc) ---
// "ch. 30", "chs. 30 and 31", "Chapter 6, article III", "ch. NR 115",
// "Wis. Admin. Code § NR 115.05", bare "NR 115.02": a chapter, or a
// rule of the Administrative Code named by its agency.
std::optional<Parsed> ParseChapterOrAgency(const Context& ctx, std::string_view t, size_t lb, size_t le, std::string_view lead, bool chapter, bool admin_lead, bool bare_admin);
// A municipal code's own titles ("Title 9 of the Firestone Municipal Code",
// "BMC Title 20"): `title.N`; nullopt for another body's.
std::optional<Parsed> ParseOwnTitles(const Context& ctx, std::string_view t, size_t lb);

// --- The lead-in patterns (cite_lead_in.cc) ---
// The parts of Ohio's codified ordinances by the abbreviations their
// cross-references print ("see TRAF. 432.32", "GEN. OFF. 642.01", "S. &
// P.S. 903.06", the Streets and Public Services Code; "ZON. 1181.05", a
// city's Zoning Code; "HLTH. Art. 1161", "F.P. 1501.01", the Health and
// Fire Prevention Codes), each before its full stop.
inline constexpr const char kOhioParts[] =
    R"(TRAF|ADM|GEN\.\s?OFF|BUS\.\s?REG|P\.\s?&\s?Z|PLAN\.\s?&\s?PLAT|ZON|B\.\s?&\s?H|BLDG|S\.\s?U\.\s?&\s?P\.\s?S|S\.\s?&\s?P\.\s?S|STR\.\s?&\s?S|TAX|HLTH|F\.\s?P|B\.\s?R\.\s?&\s?T)";

// The lead-in pattern of `set`, compiled when first used.
const RE2& LeadInPattern(LeadSet set);

// Whether a lead-in of `set`'s pattern `lead` (a set NextLeadStart
// filters) starts at pos, read no further than end: its extent in *m.
// RE2's answer costs some 800 instructions a call, mostly its own; the
// commonest openers are answered here instead, each where exactly one of
// the pattern's alternatives (LeadInSource) can match, and in doubt RE2
// is asked all the same. LeadIns is tested against RE2 alone (the tests
// and every corpus).
bool LeadInAt(LeadSet set, const RE2& lead, re2::StringPiece whole, size_t pos, size_t end,
              re2::StringPiece* m);

// --- The checks of a reference in its context (cite_filters.cc) ---
// A reference to a code that no longer exists: "§§ 4.01 to 4.16 of the
// former Municipal Code", "Ch. 2, §§ 10-2-30 through 10-2-46, of the 1981
// Code", "[Code 1966, § 4.37; Ord. No. 888]" (history notes an ordinance's
// text keeps inline). Its numbers have no key. ("former RCW 7.94.040", a
// repealed section of the same code, keeps its key.)
bool OfASupersededCode(std::string_view t, size_t begin, size_t end);

// Whether the Administrative Code's chapter at t[begin, end) is the
// subject of the Legislature's note on a chapter's history: "Note:
// Chapter HFS 36 was renumbered chapter DHS 36 under s. 13.93 (2m) (b)
// 1., Stats.", "Chapter Ind 88 as it existed on June 30, 1995 was
// repealed", "Chapter SFC 16 was created as an emergency rule"; or what
// one was renumbered to ("… was renumbered to chapter DHS 63"). A chapter's
// number as a history note gives it: no citation.
bool RenumberedChapterNote(std::string_view t, size_t begin, size_t end);
// Whether t[begin, end) stands in a sentence of the Legislature's note on
// chapters repealed as they stood on a date ("Chapters Ind 1, 6, 11, …
// and ILHR 32 as they existed on March 31, 1991 were repealed and a new
// chapter ILHR 32 was created …"): former numbers, no citations.
bool InRepealedChaptersNote(std::string_view t, size_t begin, size_t end);

// Whether the section number at t[begin, end) is an entry of a chapter's
// table of contents run into one line, as the Legislature's pages print
// it in two columns: "DHS 134.11 Authority and purpose. DHS 134.60
// Resident care.", "NR 45.01 Purpose (p. 483) NR 45.085 Shoreline zones
// (p. 490)": a number, its section's heading, then another entry (or,
// for the last, one before it). A contents line is no cross-reference.
// (A heading may end in the statute it carries out, "Law enforcement aids
// to counties (s. 23.33, Stats.).", and run long: "Requirements for sweet
// corn silage stacks of greater than 150 tons which do not exceed 1200
// tons at any one time." The windows bound it.)
bool InContentsRun(std::string_view t, size_t begin, size_t end);

// Whether a citation at t[begin] stands in a page's path over a section,
// after another step of it ("Agency SPS. Department of Safety and
// Professional Services | Chapters 301-. Safety, Buildings, and
// Environment | Chapter SPS305. Licenses, Certifications And
// Registrations |"): the e-laws pages' breadcrumb, the page's place in
// the code, no reference.
bool InBreadcrumb(std::string_view t, size_t begin);

// In a municipal code's note, "[State Law Ref. Iowa Code Sec. 392.5;
// Code 1973, Sec. 378.5, Ch. 140, Sec. 41-1st 65GA]", "(Code 2006, §
// 8.06(2); Ord. No. O11-3-05, § 8.06, 11-22-2005)": the part that opens
// with an old edition ("Code 1973,") or an ordinance ("Ord. No.") is
// history, whatever it lists.
bool InHistoryPart(std::string_view t, size_t begin);

// Cue words right before a citation, kept as the edge's relation.
std::string_view RelationBefore(std::string_view t, size_t begin);

// Whether t[at] stands in one of the Iowa Code's history brackets, which
// list the earlier codes' numbers of a section ("[C54, 58, §391A.6; C75,
// §384.43]"): prior codifications, not citations.
bool InIowaHistory(std::string_view t, size_t at);

// Whether the lead at t[at] follows a prior code's name in the Code of
// Iowa's history lines ("C93, §904.102", "CS85, §246.102", "C2024,
// §10A.206", glued on in flattened copies: "…, 159CS83, §217A.284 Acts"):
// the section's number in an earlier code, not a citation.
bool AfterIowaPriorCode(std::string_view t, size_t at);

// Whether t[at] stands in one of the Code of Iowa's amendment notes after
// a section ("Subsection 4, paragraph b amended", "2023 amendment to
// subsection 5, paragraphs c and d effective January 1, 2024; …"): the
// editors' record of what changed, not a citation.
bool InIowaAmendmentNote(std::string_view t, size_t at);

// In a municipal code, a lead that is no reference: a heading alone on
// its line ("CHAPTER 1" centered over a chapter's title), or the word
// that ends a line over a table of contents, whose next line opens with
// a number and its heading ("Section\n   10.01   Designation; …",
// "… violation of chapter\n37.40 Demolition of property"); an entry of
// the code's own contents run into one paragraph. (`own`: the code's;
// a table of the state's sections it adopts cites them.)
bool HeadingOrContentsLine(std::string_view t, size_t lb, size_t le, std::string_view own,
                           const Parsed& p);

// "Section 396.9 of the Federal Motor Carrier Safety Regulations" in an
// ordinance that adopts them: the regulations codified as 49 CFR parts 350
// to 399, the section read as the ordinance's own re-keyed there; so the
// National Flood Insurance Program's, 44 CFR, and a federal title named
// after the number ("§ 59.1 of 44 CFR").
void OfFederalRules(const Context& ctx, std::string_view t, Parsed* p);

// "Chapter 3 of the American Pyrotechnics Association’s Standard 87-1"
// (or "Association (“APA”) Standard 87-1"),
// "section 5.2 of the Pennsylvania Human Relations Act", "section 806.1
// of the act of April 9, 1929": numbers read as the document's own
// body's, followed by a possessive name, an act's title or date, or "of
// the definition of": a part of another's document, of a session law or
// of a definition, no citation of the body.
bool OfANamedDocument(const Context& ctx, std::string_view t, const Parsed& p);

// "current or future Chapters 939 to 948, §§ 86.06, 86.192, … and
// 961.571-961.577, Stats." in a Wisconsin ordinance: the chapters share
// the statutes' tail of the list of sections after them (read as the
// ordinance's own up to here); so does a chapter in a list between the
// statutes' sections.
void ChaptersBeforeStatutesList(const Context& ctx, std::string_view t, int32_t provision,
                                const std::vector<Citation>& out, Parsed* p);

// "Section 17.30, Shoreland Overlay Districts" in a county's ordinance
// that cited "Chapter 17, Subchapter III, Section 17.30, of the St. Croix
// County Code" before: the county's section named again, not the
// statutes' (a number of the statutes' shape is read as theirs, where
// nothing says otherwise).
void OwnSectionNamedBefore(const Context& ctx, std::string_view t, int32_t provision,
                           const std::vector<Citation>& out, Parsed* p);

// "2 Pa.C.S. Ch. 5 Subch. A (relating to practice …) and Ch. 7 Subch. A":
// the second chapter is of the title the first named, not of the citing
// section's title (read so up to here). Not a chapter of the rules of
// procedure ("and Chapter 15 of the Pennsylvania Rules of Appellate
// Procedure": read as another document's).
void CarriedPaTitle(std::string_view t, int32_t provision, const std::vector<Citation>& out,
                    Parsed* p);

// "Chapter 441 of Title 67 of the Pennsylvania Code", "Section 459.1 of
// Title 67 of the Pennsylvania Code" in an ordinance: the Pennsylvania
// Code's chapter or section, not the ordinance's own (read as its own up
// to the number). So "Sections 102.41 and 102.42, relating to …, of
// Title 25 of the Pennsylvania Code, Chapter 102", "Title 25, Chapter 102,
// of the Rules and Regulations of the Pennsylvania Department of
// Environmental Protection" (the department's, title 25), and the chapter
// after the name, "Title 25 of the Pennsylvania Code, Chapter 102".
void OfTitleOfPaCode(const Context& ctx, std::string_view t, Parsed* p);

// "section 9-505 of Subtitle I of Title 28" in the D.C. Code: the Uniform
// Commercial Code's section (28:9-505), which its own numbers name as an
// article's; not title 9's 9-505. Takes the tail into p.
void OfTheUniformCommercialCode(std::string_view t, Parsed* p);

// "subparagraph (F) of said subdivision (12)" after "subparagraph (E) of
// subdivision (12) of subsection (a) of section 12-407" (or "of such"): the (12) is the
// one the provision cited last holds (12-407(a)(12)(F)), not the source's
// own. Left as read when that citation holds no such level.
void OfSaidNamedLevel(std::string_view t, int32_t provision, const std::vector<Citation>& out,
                      Parsed* p);

// "subsection (b) of said section", "subdivision (1) of said subsection"
// after p: levels of the provision this one cited last ("section 9-601a
// except that … subsection (b) of said section" is 9-601a(b); "Section
// 267(c) of the Internal Revenue Code … paragraph (3) of said section",
// 267(c)(3)), not of the source's own section. Each level goes where the
// cited key has one of its style (a sibling), else below it. Unresolved
// when this provision cited nothing before, or several at once. Takes the
// tail into p.
void OfSaidContainer(std::string_view t, int32_t provision, const std::vector<Citation>& out,
                     Parsed* p);

// "Act 22 amended subsec. (b). Section 2 provided that …", "the notice in
// section 7" in Pennsylvania's notes: an act's section, read as the citing
// title's. No section of the Consolidated Statutes has a number below 101
// (a chapter's sections count from its number times a hundred), so such a
// number of the citing title is dropped. False when nothing is left.
bool ActSectionsDropped(const Context& ctx, Parsed* p);

// Whether p, read as the ordinance's own sections, names sections of a
// model code the ordinance adopts with amendments: "International
// Building Code (IBC), 2018 Edition, … adopted with the following local
// amendments: (a) Section 101.1. Substitute …" The model codes number
// sections by chapter, a dot and one digit or more levels ("101.1",
// "105.2", "1612.1.2"), which a municipal code's sections are not; the
// adoption names the code in the source, its ancestors or the
// provisions just before. No key spells a model code's section.
bool ModelCodeAmendment(const Context& ctx, int32_t provision, const Parsed& p);

// A section of a state's code named by its number alone in a municipal
// code numbered title.chapter.section: "pursuant to Section 65962.5" (the
// Government Code's) in a California city's code whose sections are
// "16.03.070" (or a county's, "8-2.219"). No section of the code's has
// that shape; reported unresolved, never the code's.
bool UnnamedStateSection(const Context& ctx, const Parsed& p);

// Whether a model code's name stands right before t[begin]: "the
// International Building Code Section 101.2.1", "Uniform Plumbing Code,
// 2003 edition, Section 1003", whose section no key spells.
bool ModelCodeNamedBefore(std::string_view t, size_t begin);

}  // namespace lexgraph::cite

#endif  // LEXGRAPH_INGEST_CITATION_PARSE_H_
