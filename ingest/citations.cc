// Citation finding (re2), parsing and resolution.
#include "ingest/citations.h"
#include "ingest/iac_citations.h"
#include "ingest/lead_openers.h"

#include <re2/re2.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
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
#include "ingest/ordinance_citations.h"
#include "ingest/ordinance_labels.h"
#include "ingest/re2_consume.h"
#include "ingest/state_law.h"
#include "ingest/text_util.h"
#include "ingest/wis_label.h"

namespace lexgraph {
namespace cite {

using namespace std::string_view_literals;

bool IsWisconsin(const DocumentSpec& spec) {
  std::string_view code = spec.code;  // compares by size first
  return Is(code, "wis-stat"sv) || Is(code, "wis-adm"sv) ||
         Is(std::string_view(spec.jurisdiction), "Wisconsin"sv);
}

// Whether a document is a Wisconsin municipal code: not the statutes nor
// the Administrative Code, but of Wisconsin.
bool IsWisconsinOrdinance(const DocumentSpec& spec) {
  return !Is(spec.code, "wis-stat"sv) && !Is(spec.code, "wis-adm"sv) && IsWisconsin(spec);
}

// Whether a document is a municipal code of a state other than
// Wisconsin ("Code of Iowa, Sec. 414.1", "WAC 173-26-221", "SMC 23.60A.150").
// (A manifest may leave the kind out: a municipal code's readers say it.)
bool IsOtherStateOrdinance(const DocumentSpec& spec) {
  return !IsWisconsin(spec) &&
         (Is(spec.kind, "ordinance"sv) ||
          (spec.kind.empty() &&
           (Is(spec.format, "paragraph-text"sv) || Is(spec.format, "ordinance-history-text"sv))));
}

// Skips spaces (and one line break already folded into a space).
size_t SkipSpace(std::string_view t, size_t i) {
  while (i < t.size() && (t[i] == ' ' || t[i] == '\n')) ++i;
  return i;
}

namespace {

bool StartsWithWord(std::string_view t, size_t i, std::string_view w) {
  if (!Is(t.substr(i, w.size()), w)) return false;
  size_t e = i + w.size();
  return e >= t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[e]));
}

}  // namespace

// A list or range word at t[i], also where the text lost the space after
// it ("46.90or55.043", "(4)to(6)").
bool StartsWithSeparator(std::string_view t, size_t i, std::string_view w) {
  if (!Is(t.substr(i, w.size()), w)) return false;
  size_t e = i + w.size();
  return e >= t.size() || !ascii::IsAlpha(static_cast<unsigned char>(t[e]));
}

// A Wisconsin section number at t[i]: "30.12", "59.692", "281.31" (no
// chapter 0: "0.375 percent" is no section).
size_t ReadSectionNumber(std::string_view t, size_t i) {
  if (i < t.size() && t[i] == '0') return 0;
  size_t j = i;
  while (j < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[j]))) ++j;
  if (j == i || j - i > 4) return 0;
  while (j < t.size() && ascii::IsLower(static_cast<unsigned char>(t[j])) &&
         j - i < 6)
    ++j;
  if (j >= t.size() || t[j] != '.') return 0;
  size_t k = ++j;
  while (j < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[j]))) ++j;
  if (j == k) return 0;
  // One letter may end it ("17.02a" of an ordinance); more are the next
  // word where the text lost its spaces ("s.46.90or55.043the").
  if (j + 1 < t.size() && ascii::IsLower(static_cast<unsigned char>(t[j])) &&
      !ascii::IsAlnum(static_cast<unsigned char>(t[j + 1])))
    ++j;
  return j - i;
}

namespace {

// The letters that end a chapter number at t[k]: capitals ("462A",
// "13A"), or one small letter or one repeated, as Connecticut writes them
// ("204a", "319dd"); not a word glued on where the text lost its spaces
// ("ch.48or", "ch.938shall"). The Wisconsin statutes have no small ones
// (`small` false).
size_t ChapterSuffix(std::string_view t, size_t k, bool small = true) {
  // Nor the capital of a glued word: "chapter 642Section amended" (an
  // Iowa Code page's footer run into the note before it).
  std::string_view glued = t.substr(k, 8);
  if (glued.starts_with("Section"sv) || glued.starts_with("Referred"sv)) return 0;
  size_t e = k;
  while (e < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[e])) && e - k < 4)
    ++e;
  if (e > k) return e - k;
  if (!small) return 0;
  while (e < t.size() && ascii::IsLower(static_cast<unsigned char>(t[e]))) ++e;
  std::string_view run = t.substr(k, e - k);
  bool repeated = !run.empty() && run.size() <= 3 &&
                  run.find_first_not_of(run[0]) == std::string_view::npos;
  if (!repeated || (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))))
    return 0;
  return e - k;
}

}  // namespace

// Upper-cases an agency prefix as keys spell it ("Comm" -> "COMM").
void ToUpper(std::string* s) {
  for (char& c : *s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
}

namespace {

// The Administrative Code's agency prefix at t[i] and the space after it
// ("NR ", "SPS ", "ATCP ", "Trans "), when a digit follows: its length with
// the space, the prefix itself in *agency (upper case, as keys spell it).
size_t ReadAgency(std::string_view t, size_t i, std::string* agency) {
  size_t j = i;
  if (j >= t.size() || !ascii::IsUpper(static_cast<unsigned char>(t[j]))) return 0;
  ++j;
  while (j < t.size() && ascii::IsAlpha(static_cast<unsigned char>(t[j])) && j - i < 5)
    ++j;
  // (One letter: the Board of Nursing's "N", "s. N 8.02 (1)".)
  bool nursing = j - i == 1 && t[i] == 'N';
  bool prefix_ok = (j - i >= 2 || nursing) && IsAgencyPrefix(t.substr(i, j - i));
  // ("s. A-E 5.04 (1)", "ch. DFI-Sec 1": a hyphened prefix.)
  if (size_t k = HyphenedAgencyEnd(t, j); k > j && k < t.size() && t[k] == ' ') {
    j = k;
    prefix_ok = true;
  }
  if (!prefix_ok) return 0;
  size_t k = SkipSpace(t, j);
  if (k >= t.size() || !ascii::IsDigit(static_cast<unsigned char>(t[k]))) return 0;
  agency->clear();
  for (size_t m = i; m < j; ++m)
    agency->push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(t[m]))));
  return k - i;
}

// Wisconsin levels after position i, e.g. " (1g) (f) 7.": each must go
// deeper than `min_level` - 1 and than the one before. Returns the end.
size_t ReadWisLevels(std::string_view t, size_t i, int min_level,
                     std::vector<std::string>* levels) {
  int last = min_level - 1;
  size_t end = i;
  while (true) {
    size_t j = SkipSpace(t, end);
    // "77.60 (2) (intro.)": the statutes' name for a level's lead-in text,
    // which the level's key stands for.
    if (!levels->empty() && Is(t.substr(j, 8), "(intro.)"sv)) {
      end = j + 8;
      continue;
    }
    size_t n = ReadWisComponent(t.substr(j));
    std::string comp;
    if (n > 0) {
      comp = std::string(t.substr(j, n));
    } else if (last == 2 && j > 0 &&
               ((j == end && t[j - 1] == ')') ||
                (j == end + 1 && t[end] == ' ' && t[end - 1] == ')'))) {
      // Ordinances write a subdivision without its period, glued to the
      // paragraph ("§ NR 115.05(1)(b)1m lists") or spaced as the levels
      // before it, where punctuation ends it ("§ 23.33 (4) (d) 4, except",
      // "[defined in § 23.33 (1) (ng) 1]"; not "(d) 4 feet").
      size_t e = j;
      while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
      size_t d = e;
      while (e < t.size() && ascii::IsLower(static_cast<unsigned char>(t[e])) &&
             e - d < 2)
        ++e;
      bool spaced = j != end;
      // ("(3) (a) 3r and 13.": a list word, then a subdivision with its
      // period, ends it too.)
      auto list_next = [&] {
        size_t k = e;
        for (std::string_view w : {" and "sv, " or "sv, " to "sv})
          if (t.substr(k).starts_with(w)) {
            k += w.size();
            size_t m = k;
            while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
            while (m < t.size() && m > k && ascii::IsLower(static_cast<unsigned char>(t[m])) && m - k < 5) ++m;
            return m > k && m < t.size() && t[m] == '.';
          }
        return false;
      };
      if (d == j || e - j > 4 ||
          (e < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[e]))) ||
          (spaced && e < t.size() && t[e] != ',' && t[e] != ';' && t[e] != ']' &&
           t[e] != ')' && !list_next()))
        break;
      comp = std::string(t.substr(j, e - j)) + ".";
      n = e - j;
    } else if (last == 1 && j == end && j > 0 && t[j - 1] == ')' && j < t.size() &&
               ascii::IsLower(static_cast<unsigned char>(t[j]))) {
      // Ordinances write a paragraph's letter without its parentheses,
      // glued to the subsection ("§ 70.47(3)b, Wis. Stats."): one letter,
      // or one and "m" ("(2)bm"), where punctuation ends it (not "(3)or",
      // nor "(2)a person" in text that lost its spaces).
      size_t e = j + 1;
      if (e < t.size() && t[e] == 'm') ++e;
      if (e < t.size() && std::string_view(",;:.)]").find(t[e]) == std::string_view::npos) break;
      comp = "(" + std::string(t.substr(j, e - j)) + ")";
      n = e - j;
    } else if (last == 3 && j == end && j > 0 && t[j - 1] == '.' && j < t.size() &&
               ascii::IsLower(static_cast<unsigned char>(t[j]))) {
      // A subdivision paragraph's letter without its period, glued to the
      // subdivision ("§ 29.038(3)(b)1.a, …"), where punctuation or a space
      // ends it.
      size_t e = j + 1;
      if (e < t.size() && t[e] == 'm') ++e;
      if (e < t.size() && std::string_view(",;:)] \n").find(t[e]) == std::string_view::npos) break;
      comp = std::string(t.substr(j, e - j)) + ".";
      n = e - j;
    } else {
      break;
    }
    // "§ 59.692(1n)(d)(7)": a subdivision in parentheses after a paragraph
    // is the statutes' "7.".
    if (last == 2 && WisLevel(comp) == 1 && j == end) comp = comp.substr(1, comp.size() - 2) + ".";
    int level = WisLevel(comp);
    // The first level may be any at or below min_level; each next one
    // must be exactly one deeper ("(1g) (f) 7." but not "(2m) s.").
    if (levels->empty() ? level < min_level : level != last + 1) break;
    // "1." right before a capitalized word may be a sentence end after a
    // number; it is still the subdivision the reference names.
    levels->push_back(comp);
    last = level;
    end = j + n;
  }
  return end;
}

// The end of a tail such as ", Wis. Stats." that follows a reference at
// t[at], or `at` when there is none. A tail that leads into another
// reference ("Wis. Admin. Code § NR 115.05") belongs to that one instead.
size_t TailEnd(std::string_view t, size_t at, const RE2& tail) {
  // Every tail starts ", Wis.", ", Stats.", "of the Wisconsin" or
  // "Wisconsin": no pattern runs otherwise.
  size_t w = at;
  while (w < t.size() && (t[w] == ',' || t[w] == ' ' || t[w] == '\n')) ++w;
  if (w >= t.size() || (t[w] != 'W' && t[w] != 'S' && t[w] != 'o' && t[w] != '(')) return at;
  std::string_view rest = t.substr(at);
  re2::StringPiece sp(rest.data(), rest.size());
  if (!Consume(&sp, tail)) return at;
  size_t end = t.size() - sp.size();
  size_t next = SkipSpace(t, end);
  std::string_view after = t.substr(next);
  if (after.starts_with("\xC2\xA7"sv) || after.starts_with("ch."sv) ||
      after.starts_with("chs."sv) || after.starts_with("s. "sv) ||
      after.starts_with("Ch. "sv) || after.starts_with("Chapter "sv)) {
    // (Unless the next is a table's row with its own tail, the rows run
    // together in the provision's text: "Chapter 98, Weights and
    // Measures, Wis. Stats." before "Chapter ATCP 90, …, Wis. Adm. Code.")
    if (!after.starts_with("Chapter "sv)) return at;
    std::string_view row = after.substr(0, std::min<size_t>(after.find("Chapter ", 1), 160));
    bool own_tail = row.find("Stats.") != std::string_view::npos ||
                    row.find("Adm. Code") != std::string_view::npos ||
                    row.find("Admin. Code") != std::string_view::npos;
    if (!own_tail) return at;
  }
  return end;
}

// (", (2001-2002) Wis. Stats.": the edition before the name; "Section
// 101.02 (1) of the Statutes" in a rule's note.)
const RE2& StatsTail() {
  static const RE2 k(
      R"(^,?\s*(?:\(\d{4}(?:-\d{2,4})?\)\s*)?(?:(?:of\s+the\s+)?(?:Wis|WI|Wisc)\.?\s*(?:St\.\s*)?(?:[Ss]tats?\.|Statutes\b)|WIS\.\s*STATS?\.|(?:of\s+the\s+)?Wisconsin\s+[Ss]tatutes\b|of\s+the\s+Statutes\b|Stats\.))",
      RE2::Quiet);
  return k;
}

// Whether the citation joined to this one by "and" or "or" ends in the
// statutes' tail: "Chs. 30 and 31 and § 281.36, Wis. Stats.", "Ch. 145
// and §§ 59.70(5), 281.48 and 968.10, Wis. Stats." (within the sentence
// part, 160 bytes at most).
bool StatutesTailAfterNext(std::string_view t, size_t at) {
  size_t k = at;
  while (k < t.size() && (t[k] == ',' || t[k] == ' ' || t[k] == '\n')) ++k;
  if (StartsWithWord(t, k, "and")) k += 3;
  else if (StartsWithWord(t, k, "or")) k += 2;
  else return false;
  k = SkipSpace(t, k);
  if (t.substr(k).starts_with("in "sv)) k += 3;  // "Ch. 961 and in Chs. 939 to 947"
  // ("Chapter 350 and Chapter 941, (2001-2002) Wis. Stats.": the tail
  // right after the next one's number; "Ch. 961 and in Chs. 939 to 947
  // and § 990.01, Wis. Stats.": after the one after it.)
  for (std::string_view lead : {"Chapters "sv, "Chapter "sv, "Chs. "sv, "Ch. "sv, "chs. "sv, "ch. "sv}) {
    if (!t.substr(k).starts_with(lead)) continue;
    size_t e = k + lead.size();
    while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
    if (e == k + lead.size()) return false;
    for (std::string_view to : {" to "sv, " through "sv})
      if (t.substr(e).starts_with(to) && e + to.size() < t.size() &&
          ascii::IsDigit(static_cast<unsigned char>(t[e + to.size()]))) {
        e += to.size();
        while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
      }
    return TailEnd(t, e, StatsTail()) != e || (e < at + 160 && StatutesTailAfterNext(t, e));
  }
  if (!t.substr(k).starts_with("\xC2\xA7"sv)) return false;
  std::string_view rest = t.substr(k, 160);
  size_t w = rest.find("Wis. Stat");
  // ("Chapter 125 and §§ 938.344 and 778.25 of the Wisconsin Statutes")
  if (w == std::string_view::npos) w = rest.find("Wisconsin Statutes");
  if (w == std::string_view::npos) return false;
  std::string_view between = rest.substr(0, w);
  return between.find(';') == std::string_view::npos &&
         between.find(". ") == std::string_view::npos;
}

const RE2& AdminCodeTail() {
  static const RE2 k(
      R"(^,?\s*(?:Wis\.\s*Adm(?:in)?\.\s*Code|(?:of\s+the\s+)?Wisconsin\s+Administrative\s+Code\b))",
      RE2::Quiet);
  return k;
}


// Whether `text` cites a section of `chapter` ("157.") with a capital
// first level ("157.055(E)"), which the statutes never have: the chapter
// is the ordinance's own.
bool OwnChapterShownInText(std::string_view text, std::string_view chapter) {
  for (size_t at = text.find(chapter); at != std::string_view::npos;
       at = text.find(chapter, at + 1)) {
    if (at > 0 && (ascii::IsDigit(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '.'))
      continue;
    size_t k = at + chapter.size();
    while (k < text.size() && ascii::IsDigit(static_cast<unsigned char>(text[k]))) ++k;
    if (k > at + chapter.size() && k + 1 < text.size() && text[k] == '(' &&
        ascii::IsUpper(static_cast<unsigned char>(text[k + 1])))
      return true;
  }
  return false;
}

// In a Wisconsin ordinance, "§ 59.69" and "Section 340.01" cite the
// statutes unless the number is the ordinance's own: of its chapter
// ("§ 17.02" in Greendale's ch. 17, "15.04.020" in ch. 15.04) or a section
// the corpus holds. Numbers of other shapes ("§ 152-17H") are its own.
void StatutesInOrdinance(const Context& ctx, Parsed* q) {
  const DocumentSpec& spec = ctx.spec;
  if (!ctx.wisconsin_ordinance) return;
  // "Licensing of bicycles — See § 7.12.": a general reference of the
  // code's own (one to the statutes names them: "See § 66.0627, Wis.
  // Stats.").
  std::string_view t = ctx.source.text;
  // "as provided in sec. 13.20 of this chapter": the code's own.
  if (q->end < t.size()) {
    std::string_view after = t.substr(q->end, 24);
    if (after.starts_with(","sv)) after.remove_prefix(1);
    for (std::string_view own : {" of this chapter"sv, " of this code"sv, " of this Code"sv,
                                 " of this ordinance"sv, " of this Chapter"sv})
      if (after.starts_with(own)) return;
  }
  if (q->begin <= t.size()) {
    // (Before the lead-in "§", which the list's start may follow.)
    std::string_view before = TrimmedBefore(t, q->begin);
    while (before.ends_with("\xC2\xA7"sv)) before = TrimmedBefore(before, before.size() - 2);
    std::string_view own_before = before;  // (Before the lead word too.)
    for (std::string_view w : {"Section"sv, "Sections"sv, "Sec."sv, "section"sv})
      if (own_before.ends_with(w)) own_before = TrimmedBefore(own_before, own_before.size() - w.size());
    // ("See now § 1.03(14).", "See also § 7.12.")
    std::string_view see = before;
    if (see.ends_with(" now"sv) || see.ends_with(" also"sv)) see = TrimmedBefore(see, see.rfind(' '));
    if (see.ends_with("See"sv) &&
        (see.size() == 3 || !ascii::IsAlpha(static_cast<unsigned char>(see[see.size() - 4]))))
      return;
    // "Sauk Co. Code Ord. § 9.002", "Sauk County Code of Ordinances,
    // Section 9.008", "Municipal Code § 9.004": the code named before the
    // number is the ordinance's own (a government the manifest's title
    // does not name is another's: left as read).
    if (own_before.ends_with("Code"sv) || own_before.ends_with("Ord."sv) ||
        own_before.ends_with("Ordinances"sv) || own_before.ends_with("Ordinances,"sv) ||
        own_before.ends_with("Code,"sv)) {
      static const RE2 kOwnCodeBefore(
          R"((?:([A-Z][a-z]+)\s+)?(?:(?:County|Co\.|Town|Village|City)\s+Code(?:\s+(?:of\s+)?Ord(?:inances|\.))?|Municipal\s+Code|Code\s+of\s+Ordinances),?$)",
          RE2::Quiet);
      std::string_view b = own_before.substr(own_before.size() > 64 ? own_before.size() - 64 : 0);
      std::string name;
      if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kOwnCodeBefore, &name) &&
          (name.empty() || Is(name, "The"sv) || Is(name, "the"sv) ||
           ctx.spec.title.find(name) != std::string::npos))
        return;
    }
  }
  for (Key& k : q->targets) {
    if (k.code() != spec.code) continue;
    const std::string& path = k.path();
    std::string number = path.substr(0, path.find('('));
    if (ReadSectionNumber(number, 0) != number.size() ||
        number.find('.', number.find('.') + 1) != std::string::npos)
      continue;
    if (InOwnChapter(ctx, number)) continue;
    if (ctx.corpus.Find(Key(spec.code, number)) != kNoProvision) continue;
    // "§ 153.051(E)": the statutes' first level is a number, never a
    // capital letter.
    if (path.size() > number.size() + 1 &&
        ascii::IsUpper(static_cast<unsigned char>(path[number.size() + 1])))
      continue;
    // "§ 157.010": the statutes number no section with a decimal that ends
    // in a zero (157.010 would be 157.01); an American Legal code does.
    size_t dot = number.find('.');
    if (dot != std::string::npos) {
      if (number.size() - dot > 3 && number.back() == '0') continue;
      // "Section 3.3 of the ordinance": the statutes number sections with
      // two digits or more after the dot (3.03, never 3.3).
      if (number.size() - dot - 1 < 2) continue;
      // "§ 157.035" beside "§ 157.055(E)" in the same text: the code's own
      // chapter, which that capital level shows.
      if (OwnChapterShownInText(ctx.source.text, number.substr(0, dot + 1))) continue;
    }
    k = Key("wis-stat", path);
  }
}

// A ", Wis. Stats." tail after q ("§ 87.30, Wis. Stats." in an
// ordinance): its targets are the statutes' and the citation takes the
// tail. Whether there was one.
bool TakeStatsTail(std::string_view t, Parsed* q) {
  size_t e = TailEnd(t, q->end, StatsTail());
  if (e == q->end) return false;
  // ("chapter 60.55, WI. St. Statutes": the statutes' chapters are whole
  // numbers; this is a section.)
  for (Key& k : q->targets) k = Key("wis-stat", std::string(DottedChapterAsSection(k.path())));
  q->end = e;
  return true;
}

}  // namespace

std::string_view DottedChapterAsSection(std::string_view path) {
  std::string_view chapter = path.substr(0, path.find('/'));
  if (chapter.starts_with("ch."sv) && chapter.size() > 3 &&
      ascii::IsDigit(static_cast<unsigned char>(chapter[3])) &&
      chapter.find('.', 3) != std::string_view::npos)
    path.remove_prefix(3);
  return path;
}

// Whether a number of the statutes' shape ("17.02", "3.15") is in the
// ordinance's own chapter: the manifest's, or that of the numbered section
// the source stands in ("§ 152.01 AUTHORITY." of a village code).
bool InOwnChapter(const Context& ctx, std::string_view number) {
  auto prefixed = [&](std::string_view chapter) {
    return !chapter.empty() && number.starts_with(chapter) &&
           (number.size() == chapter.size() || number[chapter.size()] == '.' ||
            number[chapter.size()] == '-');
  };
  auto ch = ctx.spec.options.find("chapter");
  if (ch != ctx.spec.options.end() && prefixed(ch->second)) return true;
  // (Or the one chapter the manifest's title names, "Code ch. 9:
  // traffic", "… Chapter 21, Sec. 21.03 …", where no option does.)
  if (ch == ctx.spec.options.end() && ctx.spec.title.find_first_of("hH") != std::string::npos) {
    static const RE2 kTitled(R"(\b(?:[Cc]h\.|[Cc]hapter|CHAPTER)\s*(\d+[A-Z]?)\b)", RE2::Quiet);
    re2::StringPiece in(ctx.spec.title);
    std::string number, first;
    bool one = true;
    while (RE2::FindAndConsume(&in, kTitled, &number)) {
      if (first.empty()) first = number;
      one = one && number == first;
    }
    if (one && prefixed(first)) return true;
  }
  // (A paragraph keyed under the chapter its page's heading names,
  // "ch.12/p3".)
  std::string_view source = ctx.source.key.path();
  if (ctx.source.key.code() == ctx.spec.code && source.starts_with("ch."sv)) {
    std::string_view chapter = source.substr(3, source.find('/') - 3);
    if (!Is(chapter, "0"sv) && prefixed(chapter)) return true;
  }
  const std::optional<Key>& own = ctx.section();
  if (!own || own->code() != ctx.spec.code) return false;
  std::string_view path = own->path();
  size_t dot = path.find('.');
  return dot != std::string_view::npos && ReadSectionNumber(path, 0) > 0 &&
         prefixed(path.substr(0, dot));
}

// The text before t[at], without the spaces that end it.
std::string_view TrimmedBefore(std::string_view t, size_t at) {
  std::string_view b = t.substr(0, at);
  while (!b.empty() && b.back() == ' ') b.remove_suffix(1);
  return b;
}

namespace {

// An "of this Code" tail after q ("sec. 25.04 of this Code", "§ 17.02 of
// the Greendale Municipal Code", "§ 25.04 of the Code of the Town of
// Brookfield"): the number is the ordinance's own, as written. Takes the
// tail into q. (Another government's code, "of the Green County Code", is
// told apart before: OfANamedDocument.)
bool TakeOwnCodeTail(std::string_view t, std::string_view title, Parsed* q) {
  if (!NextIsOf(t, q->end)) return false;
  static const RE2 kOwn(
      R"(^,?\s+of\s+(?:this\s+(?:(?:Municipal|General|Revised|City|Village|Town|County)\s+)?(?:Code|code|ordinance|Ordinance)(?:\s+of\s+Ordinances)?\b|the\s+(?:[A-Z][a-z]+\s+){0,3}(?:Municipal\s+Code|Code\s+of\s+Ordinances)\b|the\s+(?:County|Town|Village|City)\s+Code\b|the\s+Code\s+of\s+the\s+(?:Town|City|Village|County)\s+of\s+([A-Z][a-z]+)))",
      RE2::Quiet);
  std::string_view r = t.substr(q->end);
  re2::StringPiece sp(r.data(), r.size());
  std::string name;
  // (The code of a government the manifest's title names, not another's.)
  if (!Consume(&sp, kOwn, &name) ||
      (!name.empty() && title.find(name) == std::string_view::npos))
    return false;
  q->end = t.size() - sp.size();
  return true;
}

// Whether the words right before t[lb] name the Administrative Code
// ("Wis. Admin. Code s. 128.03", "Wisconsin Administrative Codes Chapters
// 302-305"): a number there is an agency's, which the text leaves out.
bool AdminCodeBefore(std::string_view t, size_t lb) {
  std::string_view b = TrimmedBefore(t, lb);
  if (b.ends_with("Codes"sv)) b.remove_suffix(1);
  return b.ends_with("Admin. Code"sv) || b.ends_with("Adm. Code"sv) ||
         b.ends_with("Administrative Code"sv);
}

// The Administrative Code's agency prefix that a department's name right
// before t[lb] gives ("Department of Commerce Chapters 81, 82", "DNR
// Chapter 115"), upper case; empty when none is named.
std::string AgencyOfDepartmentBefore(std::string_view t, size_t lb) {
  static const RE2 kDepartment(
      R"((?:(?:Wisconsin|Wis\.|State)\s+)?(?:Department|Dept\.)\s+of\s+(Commerce|Natural\s+Resources|Safety\s+and\s+Professional\s+Services|Health\s+Services|Transportation|Agriculture,\s+Trade\s+and\s+Consumer\s+Protection|Children\s+and\s+Families|Workforce\s+Development|Revenue)(?:\s*\((?:DNR|DSPS|DHS|DOT|DATCP|DCF|DWD|DOR)\))?,?\s*$|\b(DNR|DSPS|DATCP|NR|SPS|ATCP|Trans|TRANS|DHS|PSC|COMM|Comm|DCF|DWD)\s*$)",
      RE2::Quiet);
  std::string_view b = TrimmedBefore(t, lb);
  b = b.substr(b.size() > 90 ? b.size() - 90 : 0);
  std::string name, acronym;
  if (!RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kDepartment, &name, &acronym))
    return {};
  if (name.empty()) name = acronym;
  static const std::pair<std::string_view, std::string_view> kAgencies[] = {
      {"Commerce", "COMM"}, {"Natural", "NR"}, {"DNR", "NR"}, {"Safety", "SPS"},
      {"DSPS", "SPS"},      {"Health", "DHS"}, {"Transportation", "TRANS"},
      {"Agriculture", "ATCP"}, {"DATCP", "ATCP"}, {"Children", "DCF"},
      {"Workforce", "DWD"}, {"Revenue", "TAX"}};
  for (auto [word, prefix] : kAgencies)
    if (std::string_view(name).starts_with(word)) return std::string(prefix);
  // ("Trans Chapter 305 Wisconsin Administrative Code": the agency's own
  // prefix before the word.)
  if (!acronym.empty()) {
    ToUpper(&acronym);
    return acronym;
  }
  return {};
}

// Whether the text before t[lb] cites chapter `number` as the statutes'
// ("Wisconsin Statutes Chapter 350", "ch. 350, Wis. Stats.").
bool StatutesChapterBefore(std::string_view t, size_t lb, const std::string& number) {
  std::string_view b = t.substr(0, lb);
  for (size_t at = b.rfind(number); at != std::string_view::npos && at > 0;
       at = b.rfind(number, at - 1)) {
    size_t end = at + number.size();
    if (ascii::IsAlnum(static_cast<unsigned char>(b[at - 1])) ||
        (end < b.size() && (ascii::IsAlnum(static_cast<unsigned char>(b[end])) || b[end] == '.')))
      continue;
    std::string_view lead = b.substr(at >= 12 ? at - 12 : 0, at >= 12 ? 12 : at);
    if (lead.find("hapter") == std::string_view::npos && lead.find("ch.") == std::string_view::npos)
      continue;
    std::string_view around = b.substr(at >= 32 ? at - 32 : 0, (at >= 32 ? 32 : at) + 24);
    if (around.find("Stat") != std::string_view::npos) return true;
  }
  return false;
}

// Where "therein" or "thereof" follows the reference at [lb, end): the
// statutes' section cited last in the 200 characters before it ("§
// 66.0404(4)(L), Wis. Stats."), or nothing.
std::optional<Key> SectionCitedBefore(std::string_view t, size_t lb, size_t end) {
  size_t k = end;
  while (k < t.size() && t[k] == ' ') ++k;
  std::string_view after = t.substr(k);
  if (!after.starts_with("therein"sv) && !after.starts_with("thereof"sv)) return std::nullopt;
  std::string_view b = t.substr(lb >= 200 ? lb - 200 : 0, lb >= 200 ? 200 : lb);
  static const RE2 kLastSection(R"((?:§|\bs\.)\s*(\d+\.\d+)(?:\(\w+\))*,?\s*Wis\.\s*Stats?\.)",
                                RE2::Quiet);
  re2::StringPiece sp(b.data(), b.size());
  std::string number, last;
  while (RE2::FindAndConsume(&sp, kLastSection, &number)) last = number;
  if (last.empty()) return std::nullopt;
  return Key("wis-stat", last);
}

}  // namespace

// The `window` bytes of t right before t[lb].
std::string_view Before(std::string_view t, size_t lb, size_t window) {
  size_t from = lb >= window ? lb - window : 0;
  return t.substr(from, lb - from);
}

namespace {

// Words right before a lead-in that belong to its citation ("Unit A of",
// "Subchapter B of", "7 U.S.C."): `re` ends in "$", its first group is the
// words, its second what they name.
bool WordsBefore(std::string_view t, size_t lb, size_t window, const RE2& re,
                 std::string* words, std::string* value, std::string* value2 = nullptr) {
  std::string_view b = Before(t, lb, window);
  re2::StringPiece bp(b.data(), b.size());
  return value2 ? RE2::PartialMatch(bp, re, words, value, value2)
                : RE2::PartialMatch(bp, re, words, value);
}

// "of the Internal Revenue Code [of 1986]", after a section number.
const RE2& OfRevenueCode() {
  static const RE2 k(
      R"(^,?\s*of\s+the\s+(?:[Ff]ederal\s+|United\s+States\s+)?(?:(?:1954|1986)\s+)?[Ii]nternal\s+[Rr]evenue\s+[Cc]ode(?:\s+of\s+(?:1954|1986))?)",
      RE2::Quiet);
  return k;
}

// Whether provision `id`'s subtree holds a definition of `name` as the
// Internal Revenue Code that governs the source: a short name in
// parentheses after the Code's title ("… Internal Revenue Code of 1986,
// approved October 22, 1986 (100 Stat. 2085; 26 U.S.C. § 1 et seq.)
// (“1986 Code”)", for its section), or a definition ("the term “Code”
// means the Internal Revenue Code of 1954"), for its scope.
bool DefinesRevenueCode(const Context& ctx, int32_t id, std::string_view name) {
  static const RE2 kMeans(
      R"(^(?:\x{201D}|"),?\s+(?:shall\s+)?means\s+the\s+(?:[Ff]ederal\s+)?Internal\s+Revenue\s+Code\b)",
      RE2::Quiet);
  const Provision& p = ctx.corpus.provisions[id];
  const std::string& t = p.text;
  for (const Definition& d : p.definitions) {
    if (d.term != name || !ctx.source.key.IsWithin(d.scope)) continue;
    re2::StringPiece after(t.data() + d.end, t.size() - d.end);
    if (Consume(&after, kMeans)) return true;
  }
  for (std::string_view open : {"(\xE2\x80\x9C"sv, "(\""sv}) {
    for (size_t at = t.find(open); at != std::string::npos; at = t.find(open, at + 1)) {
      std::string_view rest = std::string_view(t).substr(at + open.size());
      if (!rest.starts_with(name)) continue;
      rest.remove_prefix(name.size());
      if (!rest.starts_with("\xE2\x80\x9D)"sv) && !rest.starts_with("\")"sv)) continue;
      // The last code the words before it name is the Internal Revenue Code.
      std::string_view before = Before(t, at, 320);
      size_t irc = before.rfind("Internal Revenue Code");
      if (irc != std::string_view::npos &&
          before.find(" Code", irc + 21) == std::string_view::npos)
        return true;
    }
  }
  for (int32_t child : p.children)
    if (DefinesRevenueCode(ctx, child, name)) return true;
  return false;
}

// The source's index among the corpus's provisions, or none when the
// context's source is not one of them.
std::optional<int32_t> SourceIndex(const Context& ctx) {
  const std::vector<Provision>& all = ctx.corpus.provisions;
  std::less<const Provision*> before;
  if (before(&ctx.source, all.data()) || !before(&ctx.source, all.data() + all.size()))
    return std::nullopt;
  return static_cast<int32_t>(&ctx.source - all.data());
}

// Whether `name` ("Code", "1986 Code") is, where the source stands, the
// short name of the Internal Revenue Code: defined so in its section
// (DefinesRevenueCode), or, for "the Code", under a lead-in that names
// it ("(h) For purposes of the Internal Revenue Code of 1986— (1) the
// Fund shall be treated as a trust described in section 401(a) of the
// Code").
bool NamesRevenueCode(const Context& ctx, std::string_view name) {
  static const RE2 kLeadIn(
      R"(Internal\s+Revenue\s+Code(?:\s+of\s+(?:1954|1986))?\s*(?:\x{2014}|--|:)\s*$)",
      RE2::Quiet);
  const std::optional<Key>& section = ctx.section();
  std::optional<int32_t> source = SourceIndex(ctx);
  if (!section || !source) return false;
  const std::vector<Provision>& all = ctx.corpus.provisions;
  int32_t top = *source;
  for (int32_t id = ctx.source.parent; id != kNoProvision && all[id].key.IsWithin(*section);
       id = all[id].parent) {
    if (Is(name, "Code"sv) && RE2::PartialMatch(all[id].text, kLeadIn)) return true;
    top = id;
  }
  return DefinesRevenueCode(ctx, top, name);
}

// Whether the code the text last names before t[at] (in the source, or
// in the provisions of its section before it) is the Internal Revenue
// Code: what "said code" means ("as defined in Section 509 of the
// Internal Revenue Code of 1986 … Section 4947(a)(1) of said code").
bool LastNamedCodeIsRevenueCode(const Context& ctx, std::string_view t, size_t at) {
  static const RE2 kNamedCode(R"(((?:[A-Z][A-Za-z.]*\s+){1,5}Code)\b)", RE2::Quiet);
  auto last_in = [&](std::string_view text) -> std::optional<bool> {
    if (text.find("Code") == std::string_view::npos) return std::nullopt;
    re2::StringPiece sp(text.data(), text.size());
    std::string name, last;
    while (RE2::FindAndConsume(&sp, kNamedCode, &name)) last = name;
    if (last.empty()) return std::nullopt;
    return last.find("Internal") != std::string::npos && last.find("Revenue") != std::string::npos;
  };
  if (std::optional<bool> r = last_in(t.substr(0, at))) return *r;
  const std::optional<Key>& section = ctx.section();
  std::optional<int32_t> source = SourceIndex(ctx);
  if (!section || !source) return false;
  const std::vector<Provision>& all = ctx.corpus.provisions;
  for (int32_t id = *source - 1;
       id >= 0 && all[id].doc == ctx.source.doc && all[id].key.IsWithin(*section); --id)
    if (std::optional<bool> r = last_in(all[id].text)) return *r;
  return false;
}

// Consumes "of the Internal Revenue Code [of 1986]" after a section
// number, or "of the Code" where that is its short name (NamesRevenueCode),
// or "of said code" after the text named it (LastNamedCodeIsRevenueCode).
bool ConsumeRevenueCode(const Context& ctx, re2::StringPiece* sp) {
  if (Consume(sp, OfRevenueCode())) return true;
  {
    static const RE2 kOfSaid(R"(^,?\s*of\s+(?:said|such)\s+(?:[Cc]ode\b|[Ii]nternal\s+[Rr]evenue\s+[Cc]ode(?:\s+of\s+(?:1954|1986))?))",
                             RE2::Quiet);
    re2::StringPiece s = *sp;
    std::string_view t = ctx.source.text;
    if (Consume(&s, kOfSaid) && sp->data() >= t.data() && sp->data() <= t.data() + t.size() &&
        LastNamedCodeIsRevenueCode(ctx, t, static_cast<size_t>(sp->data() - t.data()))) {
      *sp = s;
      return true;
    }
  }
  static const RE2 kOfShortName(R"(^,?\s*of\s+(?:the|said|such)\s+((?:1954\s+|1986\s+)?Code)\b)",
                                RE2::Quiet);
  // "the Code of Virginia", "the Code Annotated": a code's own name.
  static const RE2 kNamesOne(R"(^\s+(?:of\b|[A-Z]))", RE2::Quiet);
  re2::StringPiece s = *sp, rest;
  std::string name;
  if (!Consume(&s, kOfShortName, &name)) return false;
  if (rest = s; Consume(&rest, kNamesOne) || !NamesRevenueCode(ctx, name)) return false;
  *sp = s;
  return true;
}

}  // namespace

std::string Join(const std::vector<std::string>& parts, size_t n) {
  std::string s;
  for (size_t i = 0; i < n && i < parts.size(); ++i) s += parts[i];
  return s;
}

// Whether label b comes after label a in one level's order: "(b)" after
// "(a)", "(bm)" after "(b)", "(3)" after "(2)" (the parentheses left off).
bool LaterLabel(std::string_view b, std::string_view a) {
  auto digits = [](std::string_view s) {
    size_t n = 0;
    while (n < s.size() && ascii::IsDigit(static_cast<unsigned char>(s[n]))) ++n;
    return n;
  };
  size_t da = digits(a), db = digits(b);
  if ((da == 0) != (db == 0)) return false;
  if (da > 0) {
    if (da > 6 || db > 6) return false;
    int na = std::stoi(std::string(a.substr(0, da))), nb = std::stoi(std::string(b.substr(0, db)));
    return nb > na || (nb == na && b.substr(db) > a.substr(da));
  }
  return b > a;
}

// A label's inside ("a" of "(a)"), or empty where it has no parentheses.
std::string_view InsideParentheses(std::string_view label) {
  return label.size() >= 3 && label.front() == '(' && label.back() == ')'
             ? label.substr(1, label.size() - 2)
             : std::string_view();
}

// The labels of a range "1. to 3." / "(a) to (d)" where the corpus lacks
// its members: the plain labels between its ends, as far as they can be
// known.
std::vector<std::string> PlainRange(const std::string& code, const std::string& prefix,
                                    const std::string& from, const std::string& to) {
  std::vector<std::string> out;
  // Numbered subdivisions: 1. to 3.
  auto num = [](const std::string& s) {
    return s.size() >= 2 && s.back() == '.' &&
                   std::all_of(s.begin(), s.end() - 1,
                               [](char c) { return ascii::IsDigit(c); })
               ? std::stoi(s.substr(0, s.size() - 1))
               : -1;
  };
  int a = num(from), b = num(to);
  if (a > 0 && b >= a && b - a < 100) {
    for (int k = a; k <= b; ++k) out.push_back(std::to_string(k) + ".");
    return out;
  }
  // "subds. 2m. to 4.": the lettered start, the whole numbers between,
  // the end (3m. and the like cannot be known).
  if (size_t d = from.find_first_not_of("0123456789"); b > 0 && d > 0 && d != std::string::npos &&
                                                        from.size() > d + 1 && from.back() == '.' &&
                                                        ascii::IsLower(static_cast<unsigned char>(from[d]))) {
    int lo = std::stoi(from.substr(0, d));
    if (lo < b && b - lo < 50) {
      out.push_back(from);
      for (int k = lo + 1; k < b; ++k) out.push_back(std::to_string(k) + ".");
      out.push_back(to);
      return out;
    }
  }
  // Lettered subdivisions: "2. a. to e.".
  if (from.size() == 2 && to.size() == 2 && from[1] == '.' && to[1] == '.' &&
      ascii::IsLower(static_cast<unsigned char>(from[0])) &&
      ascii::IsLower(static_cast<unsigned char>(to[0])) && from[0] < to[0]) {
    for (char c = from[0]; c <= to[0]; ++c) out.push_back(std::string(1, c) + ".");
    return out;
  }
  // Plain subsections and paragraphs of a section the corpus lacks:
  // "(6) to (12)", "(a) to (d)".
  std::string x(InsideParentheses(from)), y(InsideParentheses(to));
  bool digits = !x.empty() && !y.empty() &&
                std::all_of(x.begin(), x.end(), ::isdigit) &&
                std::all_of(y.begin(), y.end(), ::isdigit) && x.size() < 4 &&
                y.size() < 4;
  if (digits) {
    int lo = std::stoi(x), hi = std::stoi(y);
    if (lo < hi && hi - lo < 50) {
      for (int k = lo; k <= hi; ++k) out.push_back("(" + std::to_string(k) + ")");
      return out;
    }
  }
  // "(2) to (5m)": the whole numbers between, then the end ((2m) and the
  // like cannot be known).
  size_t yd = 0;
  while (yd < y.size() && ascii::IsDigit(static_cast<unsigned char>(y[yd]))) ++yd;
  if (!x.empty() && x.size() < 4 && std::all_of(x.begin(), x.end(), ::isdigit) && yd > 0 &&
      yd < 4 && y.size() == yd + 1 && ascii::IsLower(static_cast<unsigned char>(y[yd]))) {
    int lo = std::stoi(x), hi = std::stoi(y.substr(0, yd));
    if (lo <= hi && hi - lo < 50) {
      for (int k = lo; k <= hi; ++k) out.push_back("(" + std::to_string(k) + ")");
      out.push_back(to);
      return out;
    }
  }
  // "(b)(14)(i)—(ix)": small roman numerals, where either is more than a
  // letter or the level above is numbered ("(14)(i) to (v)").
  if (int rx = SmallRomanValue(x), ry = SmallRomanValue(y);
      rx > 0 && ry > rx && ascii::IsLower(static_cast<unsigned char>(x[0]))) {
    bool numbered_above = prefix.size() >= 3 && prefix.back() == ')' &&
                          ascii::IsDigit(static_cast<unsigned char>(prefix[prefix.size() - 2]));
    if (x.size() > 1 || y.size() > 1 || numbered_above) {
      for (int k = rx; k <= ry; ++k) out.push_back("(" + RomanNumeral(k, false) + ")");
      return out;
    }
  }
  // "(C) through (F)": capital letters, as municipal codes letter their
  // subsections (not two roman numerals, "(I) to (V)").
  if (x.size() == 1 && y.size() == 1 && ascii::IsUpper(static_cast<unsigned char>(x[0])) &&
      ascii::IsUpper(static_cast<unsigned char>(y[0])) && x[0] < y[0] && y[0] - x[0] < 26 &&
      !(std::string_view("IVXL").find(x[0]) != std::string_view::npos &&
        std::string_view("IVXL").find(y[0]) != std::string_view::npos)) {
    for (char c = x[0]; c <= y[0]; ++c) out.push_back(std::string("(") + c + ")");
    return out;
  }
  if (x.size() == 1 && y.size() == 1 && ascii::IsLower(x[0]) && x[0] < y[0] &&
      ascii::IsLower(y[0])) {
    // (Wisconsin writes its paragraph l "(L)", apart from a one.)
    bool wisconsin = code == "wis-stat" || code == "wis-adm";
    for (char c = x[0]; c <= y[0]; ++c)
      out.push_back(c == 'l' && wisconsin ? "(L)" : std::string("(") + c + ")");
    return out;
  }
  // "(e) to (hm)", "(am) to (d)": an end with a suffix, the plain letters
  // between and at the other end ((em) and the like cannot be known). A
  // long one keeps its ends: "(a) through (np)" of 23.33 (1) holds (ag),
  // (am), (em) … among its letters, the plain ones a part of it.
  auto lettered = [](const std::string& c) {
    return !c.empty() && c.size() <= 3 &&
           std::all_of(c.begin(), c.end(), [](char ch) { return ascii::IsLower(static_cast<unsigned char>(ch)); });
  };
  if (lettered(x) && lettered(y) && (x.size() > 1 || y.size() > 1) && x[0] < y[0] && y[0] - x[0] <= 5 &&
      SmallRomanValue(x) == 0 && SmallRomanValue(y) == 0) {
    bool wisconsin = code == "wis-stat" || code == "wis-adm";
    auto plain = [&](char c) { return c == 'l' && wisconsin ? std::string("(L)") : std::string("(") + c + ")"; };
    out.push_back(from);
    for (char c = static_cast<char>(x[0] + 1); c < y[0]; ++c) out.push_back(plain(c));
    if (y.size() > 1) out.push_back(plain(y[0]));
    out.push_back(to);
    return out;
  }
  // An ordinance's bare labels: "a. through s.", "1. through 4.".
  if (from.size() == 1 && to.size() == 1 && ascii::IsLower(from[0]) &&
      ascii::IsLower(to[0]) && from[0] < to[0]) {
    for (char c = from[0]; c <= to[0]; ++c) out.push_back(std::string(1, c));
    return out;
  }
  auto bare = [](const std::string& s) {
    return !s.empty() && s.size() < 3 &&
                   std::all_of(s.begin(), s.end(), ::isdigit)
               ? std::stoi(s)
               : -1;
  };
  if (int lo = bare(from), hi = bare(to); lo > 0 && hi > lo) {
    for (int k = lo; k <= hi; ++k) out.push_back(std::to_string(k));
    return out;
  }
  return {from, to};
}

// Expands "1. to 3." / "(a) to (d)" between two sibling components.
std::vector<std::string> ExpandRange(const Context& ctx, const std::string& code,
                                     const std::string& prefix,
                                     const std::string& from,
                                     const std::string& to) {
  // Prefer the siblings that exist in the corpus.
  int32_t parent = ctx.corpus.Find(Key(code, prefix));
  if (parent == kNoProvision) return PlainRange(code, prefix, from, to);
  std::vector<std::string> held;
  bool in = false;
  for (int32_t c : ctx.corpus.provisions[parent].children) {
    auto comps = ctx.corpus.provisions[c].key.Components();
    const std::string& last = comps.back();
    if (last == from) in = true;
    if (in) held.push_back(last);
    if (last == to && in) return held;
  }
  std::vector<std::string> plain = PlainRange(code, prefix, from, to);
  // "sub. (1m) (a) to (d)" in an excerpt that ends at (c): the members it
  // holds ((bg) among them), then the plain labels after the last.
  auto inner = InsideParentheses;
  // (Not roman numerals, whose order is not the letters'.)
  if (held.size() >= 2 && plain.size() > 2 && !inner(to).empty() && !inner(held.back()).empty() &&
      SmallRomanValue(inner(from)) == 0 && SmallRomanValue(inner(to)) == 0 &&
      LaterLabel(inner(to), inner(held.back()))) {
    for (const std::string& l : plain)
      if (!inner(l).empty() && LaterLabel(inner(l), inner(held.back()))) held.push_back(l);
    return held;
  }
  return plain;
}

// Parses a Wisconsin-style reference list starting at t[i] (after the
// lead-in). `base` is the path the first reference is relative to (empty
// for absolute sections); `min_level` the level of its first component.
Parsed ParseWisList(const Context& ctx, std::string_view t, size_t i,
                    const std::string& code, const std::string& base,
                    int min_level, bool absolute, bool admin) {
  Parsed p;
  std::vector<std::string> cur;  // current reference's components
  size_t end = i;
  std::string agency;  // the Administrative Code's, carried along a list
  auto read_ref = [&](size_t at, bool first, std::vector<std::string>* comps,
                      bool* range) -> size_t {
    size_t j = SkipSpace(t, at);
    if (absolute) {
      // "ss. SPS 383.32 (1) (a), 383.54 (4)": later items keep the agency.
      std::string a;
      size_t al = admin ? ReadAgency(t, j, &a) : 0;
      if (admin && al == 0 && first) return 0;
      size_t n = ReadSectionNumber(t, j + al);
      if (n > 0) {
        if (al > 0) agency = a;
        comps->clear();
        comps->push_back(agency + std::string(t.substr(j + al, n)));
        return ReadWisLevels(t, j + al + n, 1, comps);
      }
      if (first) return 0;
    }
    std::vector<std::string> levels;
    size_t e = ReadWisLevels(t, j, first ? min_level : 1, &levels);
    // ("§ 125.04(5)(a)1 and 4 and (b), Wis. Stats.": after a subdivision,
    // a number without its full stop, as the copy printed the first, is
    // the next subdivision.)
    auto bare_before = [&] {  // the item before ends in a digit, no stop
      std::string_view before = Trim(t.substr(0, j));
      for (std::string_view w : {"and"sv, "or"sv})
        if (before.ends_with(w)) before = Trim(before.substr(0, before.size() - w.size()));
      if (before.ends_with(",")) before = Trim(before.substr(0, before.size() - 1));
      return !before.empty() && ascii::IsDigit(static_cast<unsigned char>(before.back()));
    };
    if (levels.empty() && !first && !comps->empty() && WisLevel(comps->back()) == 3 && bare_before()) {
      size_t d = j;
      while (d < t.size() && d - j < 3 && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
      std::string_view after = t.substr(d, 5);
      if (d > j && (after.empty() || after[0] == ',' || after[0] == ';' || after[0] == ')' ||
                    after.starts_with(" and") || after.starts_with(" or ") || after.starts_with(" to "))) {
        levels.push_back(std::string(t.substr(j, d - j)) + ".");
        e = d;
      }
    }
    if (levels.empty()) return 0;
    if (first) {
      *comps = levels;
      return e;
    }
    // ("2. a. to e. and s. 48.22": "s." before a section's number is the
    // next reference's lead, not a subdivision.)
    if (levels.size() == 1 && levels[0].size() <= 3 && levels[0].back() == '.' &&
        ascii::IsAlpha(static_cast<unsigned char>(levels[0][0])) &&
        ReadSectionNumber(t, SkipSpace(t, e)) > 0)
      return 0;
    // Attach at the level of its first component.
    int level = WisLevel(levels[0]);
    std::vector<std::string> merged;
    size_t keep = absolute ? 1 : 0;
    for (size_t k = 0; k < comps->size(); ++k) {
      if (k < keep) {
        merged.push_back((*comps)[k]);
        continue;
      }
      if (WisLevel((*comps)[k]) >= level) break;
      merged.push_back((*comps)[k]);
    }
    // A list item names a sibling at a level the reference before it has:
    // not above where the first reference began, not below its deepest
    // (but after a level's lead-in, its child: "sub. (1m) (intro.) and (a)
    // (intro.)" is (1m)(a)).
    if (!absolute && level < min_level) return 0;
    auto after_intro = [&] {
      std::string_view before = Trim(t.substr(0, j));
      for (std::string_view w : {"and"sv, "or"sv})
        if (before.ends_with(w)) before = Trim(before.substr(0, before.size() - w.size()));
      if (before.ends_with(",")) before = Trim(before.substr(0, before.size() - 1));
      return before.ends_with("(intro.)"sv);
    };
    if (comps->empty()) return 0;
    int deepest = WisLevel(comps->back());
    if (level > deepest && !(level == deepest + 1 && after_intro())) return 0;
    for (auto& l : levels) merged.push_back(l);
    *comps = merged;
    (void)range;
    return e;
  };

  size_t e = read_ref(i, true, &cur, nullptr);
  if (e == 0) return p;
  p.begin = i;
  end = e;
  auto emit = [&](const std::vector<std::string>& comps) {
    p.targets.emplace_back(code, base + Join(comps, comps.size()));
  };
  // "§§ NR 116.12-14": the sections 116.12 to 116.14, every one.
  if (absolute && cur.size() == 1 && e + 1 < t.size() && t[e] == '-') {
    size_t k = e + 1, m = k;
    while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
    size_t dot = cur[0].rfind('.');
    bool ends = m == t.size() ||
                !(ascii::IsAlnum(static_cast<unsigned char>(t[m])) ||
                  (t[m] == '.' && m + 1 < t.size() &&
                   ascii::IsDigit(static_cast<unsigned char>(t[m + 1]))));
    if (m > k && m - k <= 3 && ends && dot != std::string::npos) {
      std::string head = cur[0].substr(0, dot + 1), from = cur[0].substr(dot + 1);
      std::string to(t.substr(k, m - k));
      int lo = from.size() == to.size() &&
                       std::all_of(from.begin(), from.end(), ::isdigit)
                   ? std::stoi(from)
                   : -1;
      int hi = lo >= 0 ? std::stoi(to) : -1;
      if (lo >= 0 && lo < hi && hi - lo < 50) {
        for (int x = lo; x <= hi; ++x) {
          std::string num = std::to_string(x);
          num.insert(0, from.size() - std::min(from.size(), num.size()), '0');
          p.targets.emplace_back(code, base + head + num);
        }
        p.end = m;
        return p;
      }
    }
  }
  emit(cur);
  // A footnote's mark after an item ("66.115,[1] 66.117,[2] 66.119[3] and
  // 66.12,[4]" on a page of a municipal code): skipped between items.
  auto past_mark = [&](size_t k) {
    if (k + 2 < t.size() && t[k] == '[' && ascii::IsDigit(static_cast<unsigned char>(t[k + 1]))) {
      size_t m = k + 1;
      while (m < t.size() && m - k <= 2 && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      if (m < t.size() && t[m] == ']') return SkipSpace(t, m + 1);
    }
    return k;
  };
  // An item's edition within the list ("ss. 40.65 (2), 66.191, 1981
  // Stats., 102.18 (3) and (4) …, Stats.": the 1981 statutes' 66.191,
  // the list going on after it).
  auto past_edition = [&](size_t k) {
    if (!absolute || k >= t.size() || t[k] != ',') return k;
    size_t y = SkipSpace(t, k + 1);
    std::string_view century = t.substr(y, 2);
    if (!Is(century, "19"sv) && !Is(century, "20"sv)) return k;
    static const RE2 kEdition(R"(^,\s*(?:19|20)\d\d\s+Stats\.,)", RE2::Quiet);
    std::string_view r = t.substr(k, 20);
    re2::StringPiece sp(r.data(), r.size());
    if (Consume(&sp, kEdition)) return k + (r.size() - sp.size()) - 1;  // at its last comma
    return k;
  };
  while (true) {
    size_t j = past_mark(past_edition(SkipSpace(t, end)));
    bool range = false;
    size_t k = j;
    if (k < t.size() && t[k] == ',') k = past_mark(SkipSpace(t, k + 1));
    // ("pars. (c) and either (f), (g) … or (j)": "either" after the word.)
    auto past_either = [&](size_t at) {
      return StartsWithSeparator(t, at, "either") && at + 7 < t.size() &&
                     t[SkipSpace(t, at + 6)] == '('
                 ? SkipSpace(t, at + 6)
                 : at;
    };
    if (StartsWithSeparator(t, k, "and")) k = past_either(SkipSpace(t, k + 3));
    else if (StartsWithSeparator(t, k, "or")) k = past_either(SkipSpace(t, k + 2));
    // ("59.70(1), (5) & (7)" in an ordinance.)
    else if (k + 1 < t.size() && t[k] == '&' && t[k + 1] == ' ') k = SkipSpace(t, k + 1);
    else if (StartsWithSeparator(t, k, "to")) { k = SkipSpace(t, k + 2); range = true; }
    else if (StartsWithSeparator(t, k, "through")) { k = SkipSpace(t, k + 7); range = true; }
    // "§§ 30.50-30.71", "Sections 17.70 - 17.89", "§§ 174.05—174.10": a
    // hyphen or a dash between two whole section numbers.
    else if (absolute && cur.size() == 1 && k < t.size() && (t[k] == '-' || t[k] == '\xE2')) {
      size_t d = t[k] == '-' ? 1
                 : t.substr(k).starts_with("\xE2\x80\x93"sv) || t.substr(k).starts_with("\xE2\x80\x94"sv)
                     ? 3
                     : 0;
      if (d > 0 && ReadSectionNumber(t, SkipSpace(t, k + d)) > 0) {
        k = SkipSpace(t, k + d);
        range = true;
      }
    }
    // "§ 167.10(1)(k)-(1)(n)": a hyphen between two levels.
    else if (cur.size() > 1 && k == end && k + 1 < t.size() && t[k] == '-' && t[k + 1] == '(') {
      k += 1;
      range = true;
    }
    // "125.07(4)(a)(b) and (bm)", "23.33(5)(a)(c)", "941.12(2)(3)" in an
    // ordinance: a level after one of its own level, later in order, is
    // the next item of a list written without its commas.
    bool unseparated = false;
    if (k == j && ctx.wisconsin_ordinance && cur.size() > 1 && k <= end + 1 && k < t.size() &&
        t[k] == '(' && t[end - 1] == ')') {
      size_t n = ReadWisComponent(t.substr(k));
      std::string_view next = t.substr(k, n), last = cur.back();
      unseparated = n > 2 && WisLevel(next) == WisLevel(last) && WisLevel(last) <= 2 &&
                    LaterLabel(next.substr(1, n - 2), last.substr(1, last.size() - 2));
    }
    // "ss. 301.055, 302.043 302.045, 302.05": a list's comma lost between
    // two sections of one chapter, inside the list (the next item ends at
    // a comma too).
    if (k == j && absolute && cur.size() == 1 && p.targets.size() >= 2 && end + 1 < t.size() &&
        t[end] == ' ' && cur[0].size() > agency.size()) {
      std::string_view number = std::string_view(cur[0]).substr(agency.size());
      size_t n = ReadSectionNumber(t, end + 1);
      size_t dot = number.find('.');
      unseparated = n > 0 && dot != std::string_view::npos && end + 1 + n < t.size() &&
                    t[end + 1 + n] == ',' && t.substr(end + 1, n).starts_with(number.substr(0, dot + 1));
    }
    // "ss. 30.19(3r) 30.20 (1t), or 281.36 (3g), Stats.", "ss. 15.08 (5)
    // 227.11, and 448.40, Stats.": the comma lost after an item with its
    // levels, the list going on to the statutes' name in the sentence.
    if (k == j && !unseparated && absolute && !admin && end + 1 < t.size() && t[end] == ' ' &&
        cur.size() > 1 && ReadSectionNumber(t, end + 1) > 0) {
      std::vector<std::string> probe;
      size_t pe = read_ref(end + 1, true, &probe, nullptr);
      std::string_view ahead = t.substr(pe, 120);
      size_t stats = ahead.find(", Stats.");
      unseparated = pe > end + 1 && pe < t.size() && t[pe] == ',' && stats != std::string_view::npos &&
                    ahead.substr(0, stats).find(". ") == std::string_view::npos;
    }
    if (k == j && !unseparated) break;  // no separator
    std::vector<std::string> next = cur;
    size_t ne = read_ref(k, false, &next, nullptr);
    if (ne == 0) break;
    if (range && next.size() == cur.size() && !next.empty()) {
      std::string prefix = base + Join(cur, cur.size() - 1);
      auto members = ExpandRange(ctx, code, prefix, cur.back(), next.back());
      p.targets.pop_back();
      for (const auto& m : members) p.targets.emplace_back(code, prefix + m);
    } else if (range && absolute && next.size() == 1 && cur.size() == 1) {
      // ss. 23.27 to 23.29: the endpoints, and the corpus's sections
      // between them as range members.
      for (Key& m : ctx.sections.Between(code, cur[0], next[0]))
        p.range_members.push_back(std::move(m));
      emit(next);
    } else {
      emit(next);
    }
    cur = next;
    end = ne;
  }
  p.end = end;
  return p;
}

namespace {

// The path of the source's ancestor at `depth` components (1: section).
std::optional<std::string> SourcePrefix(const Context& ctx, size_t depth) {
  if (ctx.comps().size() < depth) return std::nullopt;
  return Join(ctx.comps(), depth);
}

}  // namespace

// The section the source stands in: its highest ancestor-or-self below
// any container. Paragraphs of a code whose numbering was lost have none.
std::optional<Key> FindSourceSection(const Context& ctx) {
  // An unnumbered paragraph ("ch.17/p12") stands in no section.
  if (Is(ctx.spec.format, "paragraph-text"sv) &&
      ctx.source.key.path().find("/p") != std::string::npos)
    return std::nullopt;
  // Nor text before any label, kept in a provision named after its file
  // ("wis-adm:file.docs/12_wis_dhs-105.txt").
  if (ctx.source.key.path().starts_with("file."sv)) return std::nullopt;
  const Provision* p = &ctx.source;
  const Provision* section = nullptr;
  while (p && !IsContainerPath(p->key.path())) {
    section = p;
    p = p->parent == kNoProvision ? nullptr : &ctx.corpus.provisions[p->parent];
  }
  if (!section) return std::nullopt;
  // A level whose key names another section than the one holding it (a
  // damaged copy's "46.011(1c)" printed inside 46.001) stands in the
  // section its key names.
  std::string_view path = ctx.source.key.path();
  size_t paren = path.find('(');
  std::string_view held_in = section->key.path();
  bool inside = path.size() > held_in.size() && path.starts_with(held_in) &&
                path[held_in.size()] == '(';
  if (paren != std::string_view::npos && paren > 0 && path != held_in && !inside &&
      path.substr(0, paren).find('/') == std::string_view::npos)
    return Key(ctx.source.key.code(), std::string(path.substr(0, paren)));
  return section->key;
}

namespace {

// (A reference to the context's cached key: no copy for each lead.)
const std::optional<Key>& SourceSection(const Context& ctx) { return ctx.section(); }

// For titled codes (usc, cfr) the source's title with a slash ("11/"),
// which numbers without a title are read in; "" for other codes.
std::string TitlePrefix(const Context& ctx) {
  const std::string& code = ctx.spec.code;
  if (Is(code, "pa-cs"sv)) {  // pa-cs:20-8613 -> "20-"
    std::string_view path = ctx.source.key.path();
    size_t dash = path.find('-');
    return dash == std::string_view::npos ? ""
                                          : std::string(path.substr(0, dash + 1));
  }
  if (!Is(code, "usc"sv) && !Is(code, "cfr"sv)) return "";
  std::string_view path = ctx.source.key.path();
  size_t slash = path.find('/');
  return std::string(path.substr(0, slash)) + "/";
}

// The section (root provision) of the source and the source's own level
// groups below it: for jefferson-co:11.10(f)(1)(b)(2) in section
// jefferson-co:11.10(f)(1), {"(b)", "(2)"}.
struct SourceLevels {
  std::string section;             // path of the section
  std::vector<std::string> groups;  // groups below it
};

std::optional<SourceLevels> LevelsBelowSection(const Context& ctx) {
  const auto& section = SourceSection(ctx);
  if (!section) return std::nullopt;
  SourceLevels out;
  out.section = section->path();
  std::string_view rest = ctx.source.key.path();
  if (!rest.starts_with(out.section)) return out;
  rest.remove_prefix(out.section.size());
  ReadLevelGroups(rest, 0, &out.groups);
  return out;
}

// Whether a clause's label `cited` is of the level of `level`, a label of
// the source's path: of one style, or `level` a lone "(i)" or "(I)" that
// is a numeral there ("clause (VI)" in (d)(24)(i)(I)). (A cited "(i)" is a
// numeral: "clause (i)" in (c) is (c)(i).)
bool ClauseLevelOf(std::string_view level, std::string_view cited) {
  int style = LabelStyle(cited);
  if (cited.size() == 3 && (cited[1] == 'I' || cited[1] == 'V' || cited[1] == 'X'))
    style = LabelStyle("(II)");  // "clause (I)" in (n)(1)(G)(ii)(II)
  return LabelStyle(level) == style ||
         (level.size() == 3 && std::string_view("ivxIVX").find(level[1]) != std::string_view::npos &&
          SameLevelStyle(level, cited));
}

// The path a level reference ("paragraph (2)", "subsection (b)(1)") is
// relative to: the prefix of the source whose next group has the same
// label style (for a clause, the nearest such), else the source itself
// when the cited style lies deeper, else the section.
std::string RelativeBase(const Context& ctx, const SourceLevels& src,
                         std::string_view first_group, bool deepest) {
  int style = LabelStyle(first_group);
  // A clause is one of the deepest levels: "clause (B)" in (a)(1)(i)(A)
  // is (a)(1)(i)(B); "clauses (i) and (ii)" in (i)(8)(F)(i) are beside the
  // last "(i)", not the subsection.
  if (deepest) {
    for (size_t k = src.groups.size(); k-- > 0;)
      if (ClauseLevelOf(src.groups[k], first_group))
        return src.section + Join(src.groups, k);
  }
  for (size_t k = 0; k < src.groups.size(); ++k)
    if (LabelStyle(src.groups[k]) == style)
      return src.section + Join(src.groups, k);
  if (!src.groups.empty() &&
      StyleDepth(ctx.spec.code, style) >
          StyleDepth(ctx.spec.code, LabelStyle(src.groups.back())))
    return src.section + Join(src.groups, src.groups.size());
  return src.section;
}

namespace {

// Whether the hyphen at t[h] joins two numbers of one shape: dotted
// with as many dots each ("17.02-17.05", "15.04.020-15.04.050"), or
// hyphened in one chapter ("Secs. 16-1-16-18"); not a number's own hyphen
// ("41 C.F.R. 1-1.1203-1", "41 CFR Part 301-10.303").
bool PairAround(std::string_view t, size_t h) {
  auto number_char = [&](size_t k) {
    return ascii::IsDigit(static_cast<unsigned char>(t[k])) || t[k] == '.' || t[k] == '-';
  };
  size_t a = h;
  while (a > 0 && number_char(a - 1)) --a;
  size_t from = h + 1;
  if (from < t.size() && t[from] == ' ') ++from;  // "RCW 15.24.010- 15.24.210"
  size_t b = from;
  while (b < t.size() && number_char(b)) ++b;
  while (b > from && t[b - 1] == '.') --b;  // a sentence's full stop
  if (a > 0 && (ascii::IsAlpha(static_cast<unsigned char>(t[a - 1])) || t[a - 1] == '-'))
    return false;
  std::string_view before = t.substr(a, h - a), after = t.substr(from, b - from);
  auto dots = [](std::string_view s) { return std::count(s.begin(), s.end(), '.'); };
  auto hyphens = [](std::string_view s) { return std::count(s.begin(), s.end(), '-'); };
  if (hyphens(before) != hyphens(after) || dots(before) != dots(after)) return false;
  if (dots(before) > 0 && hyphens(before) == 0) return true;
  return dots(before) == 0 && hyphens(before) == 1 &&
         before.substr(0, before.find('-')) == after.substr(0, after.find('-'));
}

}  // namespace

// A list or range separator at t[i]: returns the position after it (or i
// when there is none); sets *range for "to", "through" and "-".
size_t ReadSeparator(std::string_view t, size_t i, bool* range) {
  *range = false;
  size_t k = SkipSpace(t, i);
  if (k < t.size() && t[k] == ',') k = SkipSpace(t, k + 1);
  // (Also in capitals: "SECTIONS 7-17(A), (C), (F), AND (H)".)
  if (StartsWithSeparator(t, k, "and") || StartsWithSeparator(t, k, "AND"))
    return SkipSpace(t, k + 3);
  if (StartsWithSeparator(t, k, "&")) return SkipSpace(t, k + 1);
  // "Sections 17.70 - 17.89": a hyphen set apart by spaces, between two
  // numbers (not "§ 3121 (relating to rape) - not less than five years").
  // ("48 U.S.C. §§ 1501 -1507": the space before only.)
  // ("17.02-17.05", set close: two dotted numbers of one shape, where
  // the number's grammar ended the first at the hyphen.)
  bool close = k == i && i > 0 && i < t.size() && t[i] == '-' &&
               ascii::IsDigit(static_cast<unsigned char>(t[i - 1])) && PairAround(t, i);
  if ((k > i || close) && k < t.size() && t[k] == '-' && k + 1 < t.size() &&
      (t[k + 1] == ' ' || ascii::IsDigit(static_cast<unsigned char>(t[k + 1]))) &&
      ascii::IsDigit(static_cast<unsigned char>(t[SkipSpace(t, k + 1)]))) {
    *range = true;
    return SkipSpace(t, k + 1);
  }
  // "§§ 24-21--24-65": a code's contents that print a range's dash as two
  // hyphens, set close.
  if (k + 2 < t.size() && t[k] == '-' && t[k + 1] == '-' &&
      ascii::IsDigit(static_cast<unsigned char>(t[SkipSpace(t, k + 2)]))) {
    *range = true;
    return SkipSpace(t, k + 2);
  }
  if (StartsWithSeparator(t, k, "or")) return SkipSpace(t, k + 2);
  if (StartsWithSeparator(t, k, "to")) {
    *range = true;
    return SkipSpace(t, k + 2);
  }
  if (StartsWithSeparator(t, k, "through")) {
    *range = true;
    return SkipSpace(t, k + 7);
  }
  // ("sections 4-106 thru 4-110": the short spelling.)
  if (StartsWithSeparator(t, k, "thru") && k > i) {
    *range = true;
    return SkipSpace(t, k + 4);
  }
  // "§714.8 – 714.14": an en dash between two numbers; "16-86(5)—(7)",
  // "(d)(1)—(5)": an em dash before a number or a level.
  if (k < t.size() && t[k] == '\xE2') {
    if (t.substr(k).starts_with("\xE2\x80\x93"sv)) {
      *range = true;
      return SkipSpace(t, k + 3);
    }
    size_t b = SkipSpace(t, k + 3);
    if (t.substr(k).starts_with("\xE2\x80\x94"sv) && b < t.size() &&
        (t[b] == '(' || ascii::IsDigit(static_cast<unsigned char>(t[b])))) {
      *range = true;
      return b;
    }
  }
  // A bare comma; "sections 20-711 , 20-713": set apart by spaces.
  if (k > i && t[SkipSpace(t, i)] == ',') return k;
  return i;
}

// Editors' notes inside a list of sections, such as " [repealed]", and
// the headings that an amending ordinance names in brackets ("Subsection
// (c) [Maps.]"): returns the position after them.
size_t SkipEditorialBrackets(std::string_view t, size_t end) {
  size_t k = SkipSpace(t, end);
  if (k + 1 < t.size() && t[k] == '[' &&
      !ascii::IsDigit(static_cast<unsigned char>(t[k + 1]))) {
    size_t close = t.find(']', k);
    if (close != std::string_view::npos && close - k < 40) return close + 1;
  }
  return end;
}

// A list of section references of a body whose numbers are not
// Wisconsin's: "§§ 1-204.62(a) and (b), 1-204.63, and 1-204.65 through
// 1-204.67". `prefix` goes before each number ("33/" for 33 U.S.C.).
// The levels of a number as the Iowa League of Cities' codes write them
// in their statutory notes: "372.13[4]" is (4), "364.12[3f]" (3)(f),
// "364.3[2][a]" (2)(a), and "567-69.1[3 & 4]" names two subrules, (3) and
// (4). Returns each named level path (none when no bracket opens at
// t[i]) and sets *end after the brackets.
std::vector<std::string> ReadBracketLevels(std::string_view t, size_t i, size_t* end) {
  std::vector<std::string> paths{""};
  *end = i;
  while (i < t.size() && t[i] == '[') {
    size_t close = t.find(']', i);
    if (close == std::string_view::npos || close - i > 16) break;
    std::vector<std::string> items;
    bool ok = true;
    for (size_t k = i + 1; k < close && ok;) {
      if (t[k] == ' ' || t[k] == ',' || t[k] == '&') {
        ++k;
      } else if (StartsWithSeparator(t, k, "and")) {
        k += 3;
      } else if (ascii::IsDigit(static_cast<unsigned char>(t[k]))) {
        size_t d = k;
        while (d < close && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
        size_t l = d;
        while (l < close && ascii::IsLower(static_cast<unsigned char>(t[l]))) ++l;
        std::string item = "(" + std::string(t.substr(k, d - k)) + ")";
        if (l > d) item += "(" + std::string(t.substr(d, l - d)) + ")";
        items.push_back(std::move(item));
        k = l;
      } else if (ascii::IsLower(static_cast<unsigned char>(t[k])) &&
                 !ascii::IsAlpha(static_cast<unsigned char>(t[k + 1]))) {
        // "[a]"; after an item that ends in a letter, its sibling: "[2b
        // and e]" names (2)(b) and (2)(e).
        std::string item = "(" + std::string(1, t[k]) + ")";
        if (!items.empty() && items.back().size() > 3 &&
            ascii::IsLower(static_cast<unsigned char>(items.back()[items.back().size() - 2])))
          item = items.back().substr(0, items.back().rfind('(')) + item;
        items.push_back(std::move(item));
        ++k;
      } else {
        ok = false;
      }
    }
    if (!ok || items.empty() || (items.size() > 1 && paths.size() > 1)) break;
    if (items.size() == 1) {
      for (std::string& path : paths) path += items[0];
    } else {
      std::string base = paths[0];
      paths.clear();
      for (const std::string& item : items) paths.push_back(base + item);
    }
    i = close + 1;
    *end = i;
  }
  if (paths.size() == 1 && paths[0].empty()) return {};
  return paths;
}

}  // namespace

// Whether text opens with the name of a code cited by title after a title
// number ("U.S.C.", "CFR", "Pa.C.S.", "P.S.", "Pa. Code"): the number
// before it is that title, not an item of a list.
bool NamesTitledCode(std::string_view after) {
  if (after.empty() || (after[0] != 'U' && after[0] != 'C' && after[0] != 'P')) return false;
  for (std::string_view name : {"U.S.C", "U. S. C", "USC", "C.F.R", "CFR", "Pa.C.S", "Pa. C.S",
                                "P.S.", "Pa. Code"})
    if (after.starts_with(name)) return true;
  return false;
}

// Anchored patterns are given a window of the text, not the rest of the
// provision: RE2 clears state in proportion to the text it is handed, on
// every call ("of this section" after each relative reference cost more
// than the reference). What the patterns read is a few words long.
constexpr size_t kWindow = 256;

// Where in t a piece of it (a window, after RE2::Consume) now starts.
size_t PieceAt(std::string_view t, const re2::StringPiece& sp) {
  return static_cast<size_t>(sp.data() - t.data());
}

// "42 U.S.C. 5401-5426", "15 U.S.C. 1681-1681t": the Code's numbers may
// hold a hyphen ("21 U.S.C. 355-1", "42 U.S.C. 2000e-2"), but a number
// of digits, a hyphen and a number no smaller is a range: its two ends.
void SplitUscRanges(Parsed* p) {
  std::vector<Key> split;
  for (Key& k : p->targets) {
    std::string_view path = k.path();
    size_t slash = path.find('/');
    size_t hyphen = path.find('-', slash + 1);
    if (slash == std::string_view::npos || hyphen == std::string_view::npos ||
        hyphen == slash + 1 || hyphen + 1 >= path.size()) {
      split.push_back(std::move(k));
      continue;
    }
    std::string_view first = path.substr(slash + 1, hyphen - slash - 1);
    std::string_view second = path.substr(hyphen + 1);
    size_t digits = second.find_first_not_of("0123456789");
    std::string_view lead = second.substr(0, digits);
    // ("15 U.S.C. §§ 78a-78jj": lettered ends of one number, the second
    // later; not "42 U.S.C. 1320a-7", a section.)
    size_t first_digits = first.find_first_not_of("0123456789");
    std::string_view first_lead = first.substr(0, first_digits);
    std::string_view letters =
        first_digits == std::string_view::npos ? std::string_view() : first.substr(first_digits);
    std::string_view second_letters =
        digits == std::string_view::npos ? std::string_view() : second.substr(digits);
    bool lettered = !letters.empty() && letters.size() <= 3 && !first_lead.empty() &&
                    std::all_of(letters.begin(), letters.end(), ::islower) && lead == first_lead &&
                    std::all_of(second_letters.begin(), second_letters.end(), ::islower) &&
                    (second_letters.size() > letters.size() ||
                     (second_letters.size() == letters.size() && second_letters > letters));
    bool range = lettered || (!lead.empty() && std::all_of(first.begin(), first.end(), ::isdigit) &&
                              !SmallerNumber(lead, first));
    if (!range) {
      split.push_back(std::move(k));
      continue;
    }
    std::string title(path.substr(0, slash + 1));
    split.emplace_back("usc", title + std::string(first));
    split.emplace_back("usc", title + std::string(second));
  }
  p->targets = std::move(split);
}

namespace {

// The levels of an ordinance's section written after it with a space, as
// the code sets its labels ("18.60.110 A.1.m.", "18.60.040 E. through
// Q.", "17-15-10 F. 2. b."): at t[at], the space, to t[limit], where the
// source's line ends (a label opening the next line is no level of it).
// The first level (its deeper ones glued to it) goes to *groups, the
// others of a list or a range, each a path below the section, to *more;
// returns where the citation ends, or none_end if the text after the
// space is no such label. The levels alternate letters and
// numbers, as a code nests them (not "1344 U.S.C."); without parentheses
// the key is the text's without its last period ("A.1.m"), with them each
// level in its own ("(A)(1)(m)").
size_t ReadPeriodLabels(std::string_view t, size_t at, size_t limit, bool paren,
                        std::vector<std::string>* groups, std::vector<std::string>* more,
                        size_t none_end) {
  static const RE2 kFirst(R"(^ ([A-Z]\.(?: ?(?:\d{1,2}|[A-Za-z])\.)*))", RE2::Quiet);
  static const RE2 kNext(
      R"(^(,\s*(?:and\s+|or\s+)?|\s+(?:and|or|AND|OR)\s+|\s+(?:through|THROUGH|to|TO)\s+)([A-Z]\.(?: ?(?:\d{1,2}|[A-Za-z])\.)*))",
      RE2::Quiet);
  // "A.1.m." → "A.1.m" or "(A)(1)(m)"; "" where two letters or two
  // numbers follow each other.
  auto path = [paren](const std::string& chain) {
    std::string out;
    int last = -1;  // 0 letter, 1 number
    for (size_t k = 0; k < chain.size();) {
      if (chain[k] == ' ') ++k;  // ("F. 2. b.")
      size_t dot = chain.find('.', k);
      std::string_view label(chain.data() + k, dot - k);
      int kind = ascii::IsDigit(static_cast<unsigned char>(label[0])) ? 1 : 0;
      if (kind == last) return std::string();
      last = kind;
      if (paren) out += '(';
      else if (k > 0) out += '.';
      out.append(label);
      if (paren) out += ')';
      k = dot + 1;
    }
    return out;
  };
  // The citation ends at a word's end: not "A.Bc", nor "A.2nd".
  auto ends = [&](size_t e) { return e >= t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[e])); };
  std::string_view rest = t.substr(at, std::min<size_t>(80, limit - at));
  re2::StringPiece sp(rest.data(), rest.size());
  std::string chain;
  if (!Consume(&sp, kFirst, &chain)) return none_end;
  std::string first = path(chain);
  size_t end = at + (rest.size() - sp.size());
  if (first.empty() || !ends(end)) return none_end;
  groups->push_back(first);
  std::string last = first;
  std::string sep;
  while (Consume(&sp, kNext, &sep, &chain)) {
    std::string next = path(chain);
    size_t e = at + (rest.size() - sp.size());
    if (next.empty() || !ends(e)) break;
    // A range between two letters: each letter between.
    bool range = sep.find_first_of("tT") != std::string::npos;
    size_t width = paren ? 3 : 1;
    if (range && last.size() == width && next.size() == width) {
      char a = last[width / 2], b = next[width / 2];
      for (char c = static_cast<char>(a + 1); c < b; ++c)
        more->push_back(paren ? std::string{'(', c, ')'} : std::string(1, c));
    }
    more->push_back(next);
    last = next;
    end = e;
  }
  return end;
}

// "§ 29- 203.05", "§ 47- 1382.01(a)": a D.C. Code number with a space
// after its hyphen (seven in the Code), where the part after it is a
// section's, with its decimal point. Its length in t, the number without
// the space in *number; 0 if none.
size_t SpacedDcNumber(std::string_view t, size_t j, std::string* number) {
  size_t k = j;
  while (k < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k]))) ++k;
  if (k > j && k < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[k]))) ++k;
  if (k == j || k + 2 >= t.size() || t[k] != '-' || t[k + 1] != ' ' ||
      !ascii::IsDigit(static_cast<unsigned char>(t[k + 2])))
    return 0;
  std::string joined = std::string(t.substr(j, k + 1 - j)) + std::string(t.substr(k + 2));
  size_t m = ReadSectionNumberOf("dc-code", joined, 0);
  if (m <= k + 1 - j || joined.substr(k + 1 - j, m - (k + 1 - j)).find('.') == std::string::npos)
    return 0;
  *number = joined.substr(0, m);
  return m + 1;
}

// The editors' sign before a number of a list or alone ("[§] 47-1807.02",
// "[§ ] 29-708.07"): its length with the space after it, or 0.
size_t EditorsSign(std::string_view t, size_t k) {
  if (!t.substr(k).starts_with("[\xC2\xA7"sv)) return 0;
  size_t e = k + 3;
  if (e < t.size() && t[e] == ' ') ++e;
  if (e + 1 >= t.size() || t[e] != ']' || t[e + 1] != ' ') return 0;
  return e + 2 - k;
}

}  // namespace

Parsed ParsePlainList(const Context& ctx, std::string_view t, size_t i,
                      const std::string& code, const std::string& prefix) {
  Parsed p;
  bool brackets = ctx.other_state_ordinance && Is(ctx.spec.jurisdiction, "Iowa"sv);
  size_t j = SkipSpace(t, i);
  if (j < t.size() && t[j] == '[') ++j;  // "§§ [2-1215.05 and 2-1215.06]"
  // "under [§] 25-404", "[§ ] 19-1512(g)(2)": the editors' sign, the
  // number after their bracket.
  else if (j < t.size() && t[j] == ']' && i >= 3) {
    size_t sign = t.rfind("[\xC2\xA7", i);
    if (sign != std::string_view::npos && EditorsSign(t, sign) == j + 2 - sign)
      j = SkipSpace(t, j + 1);
  }
  size_t n = ReadSectionNumberOf(code, t, j);
  std::string number(t.substr(j, n));
  if (n == 0 && Is(code, "dc-code"sv)) n = SpacedDcNumber(t, j, &number);
  if (n == 0) return p;
  std::vector<std::string> groups;
  size_t end = ReadLevelGroups(t, j + n, &groups);
  // ("section 8339 (a), (b), (c), (d), (g), and (h) of that title": the
  // U.S. Code's levels after a space, in the D.C. Code's older texts.)
  if (groups.empty() && Is(code, "usc"sv) && j + n + 2 < t.size() && t[j + n] == ' ' &&
      t[j + n + 1] == '(') {
    size_t e = ReadLevelGroups(t, j + n + 1, &groups);
    // (Not "42 U.S.C. Sec. 16911 (SORNA)": an act's initials.)
    std::string_view first = groups.empty() ? std::string_view() : std::string_view(groups[0]);
    bool initials = first.size() > 4 && std::all_of(first.begin() + 1, first.end() - 1, ::isupper);
    if (groups.empty() || first.size() > 6 || initials) groups.clear();
    else end = e;
  }
  // The Regulations of Connecticut State Agencies number some sections
  // after a statute's subsection: "section 22a-449(d)-109(p) of the
  // regulations of Connecticut state agencies", "sections 17b-4(a)-1 to
  // 17b-4(a)-6".
  auto regulation_number = [&](std::string* num, std::vector<std::string>* levels, size_t* at) {
    if (!Is(code, "ct-gs"sv) || levels->size() != 1 || *at + 1 >= t.size() || t[*at] != '-' ||
        !ascii::IsDigit(static_cast<unsigned char>(t[*at + 1])))
      return;
    size_t m = *at + 1;
    while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
    while (m < t.size() && ascii::IsLower(static_cast<unsigned char>(t[m])) && m - *at < 8) ++m;
    if (m < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[m]))) return;
    *num += (*levels)[0] + std::string(t.substr(*at, m - *at));
    levels->clear();
    *at = ReadLevelGroups(t, m, levels);
  };
  regulation_number(&number, &groups, &end);
  // The Iowa League's levels in brackets after a number ("364.12[3h]",
  // "321.358 [5]" with one space, "[3 & 4]"): the first is the number's
  // level, the others (*more) are cited beside it.
  auto bracket_levels = [&](size_t* at, std::vector<std::string>* levels,
                            std::vector<std::string>* more) {
    more->clear();
    if (!brackets || !levels->empty()) return;
    size_t e = *at;
    if (e + 1 < t.size() && t[e] == ' ' && t[e + 1] == '[') ++e;
    std::vector<std::string> paths = ReadBracketLevels(t, e, &e);
    if (paths.empty()) return;
    *at = e;
    levels->push_back(paths[0]);
    more->assign(paths.begin() + 1, paths.end());
  };
  std::vector<std::string> more;
  bracket_levels(&end, &groups, &more);
  // "(Code of Iowa, Sec. 364.12(2)(b and e))": the League's "[2b and
  // e]" in parentheses, paragraphs side by side in one.
  if (brackets && !groups.empty() && more.empty() && end + 1 < t.size() && t[end] == '(' &&
      ascii::IsLower(static_cast<unsigned char>(t[end + 1]))) {
    static const RE2 kLetters(R"(^\(([a-z](?:\s*(?:,|&|and|,\s*and)\s*[a-z])+)\))", RE2::Quiet);
    std::string_view r = t.substr(end, 40);
    re2::StringPiece sp(r.data(), r.size());
    std::string list;
    if (Consume(&sp, kLetters, &list)) {
      std::string base = Join(groups, groups.size());
      bool first = true;
      // The letters standing alone (not those of "and").
      static const RE2 kLetter(R"(\b([a-z])\b)", RE2::Quiet);
      re2::StringPiece lp(list.data(), list.size());
      std::string letter;
      while (RE2::FindAndConsume(&lp, kLetter, &letter)) {
        if (first) groups.push_back("(" + letter + ")");
        else more.push_back(base + "(" + letter + ")");
        first = false;
      }
      end = PieceAt(t, sp);
    }
  }
  // "§ 32-702 (d)(5)": one space before the first level, when it reads as
  // a label (not "(1981)" nor "(relating to …)").
  // (Not a label opening the next line: "see 47 O.S. § 11-308" then "(A)
  // The driver …".)
  auto opens_line = [&](size_t at) {
    return t.data() == ctx.source.text.data() && at > 0 &&
           ctx.source.LineAt(static_cast<uint32_t>(at)) !=
               ctx.source.LineAt(static_cast<uint32_t>(at - 1));
  };
  if (groups.empty() && j + n + 1 < t.size() && t[j + n] == ' ' &&
      t[j + n + 1] == '(' && !opens_line(j + n + 1)) {
    std::vector<std::string> spaced;
    size_t e = ReadLevelGroups(t, j + n + 1, &spaced);
    if (!spaced.empty() && spaced[0].size() <= 5 && LabelStyle(spaced[0]) >= 0) {
      groups = std::move(spaced);
      end = e;
    }
  }
  // An ordinance's own section with its levels set as the code sets its
  // labels, a capital and a period, after one space: "Section 18.60.050
  // A. of the Code", "Section 18.60.110 A.1.m.", "Section 18.60.040 E.
  // through Q." (each letter between), "E. and F.".
  if (ctx.ordinance() && groups.empty() && more.empty() &&
      j + n + 3 < t.size() && t[j + n] == ' ' && Is(code, ctx.spec.code)) {
    size_t limit = t.data() == ctx.source.text.data() ? ctx.source.NextLineStart(j + n) : t.size();
    if (limit > j + n + 3)
      end = ReadPeriodLabels(t, j + n, limit,
                             ctx.other_state_ordinance && LevelsInParentheses(ctx.spec.jurisdiction),
                             &groups, &more, end);
  }
  // "subsections 5-2-4-3B2 through B7": the items of the capital glued
  // on the number, each between.
  if (ctx.ordinance() && groups.empty() && more.empty() &&
      Is(code, ctx.spec.code)) {
    size_t c = number.size();
    while (c > 0 && ascii::IsDigit(static_cast<unsigned char>(number[c - 1]))) --c;
    static const RE2 kItemRange(R"(^\s+(?:through|to)\s+([A-Z])(\d{1,2})\b)", RE2::Quiet);
    std::string_view r = t.substr(end, 24);
    re2::StringPiece sp(r.data(), r.size());
    std::string letter;
    int to = 0;
    if (c >= 2 && c < number.size() && number.size() - c <= 2 &&
        ascii::IsUpper(static_cast<unsigned char>(number[c - 1])) &&
        ascii::IsDigit(static_cast<unsigned char>(number[c - 2])) && Consume(&sp, kItemRange, &letter, &to) &&
        letter[0] == number[c - 1]) {
      int from = std::stoi(number.substr(c));
      if (to > from && to - from <= 30) {
        groups.push_back(number.substr(c - 1));
        number.resize(c - 1);
        for (int k = from + 1; k <= to; ++k) more.push_back(letter + std::to_string(k));
        end = PieceAt(t, sp);
      }
    }
  }
  p.begin = i;
  // "53 P.S. § 46202(31)(12)(34)(4)(5)": Pennsylvania nests no numbered
  // level in a numbered one; numbers written one after another are
  // clauses side by side.
  if (groups.size() > 1 && Is(code, "pa-cs"sv) &&
      std::all_of(groups.begin(), groups.end(), [](const std::string& g) {
        return g.size() > 2 && g.front() == '(' && std::all_of(g.begin() + 1, g.end() - 1, ::isdigit);
      })) {
    more.insert(more.begin(), groups.begin() + 1, groups.end());
    groups.resize(1);
  }
  // "Section 12-81(56)(a)(b)(c) of the Connecticut General Statutes" in
  // an ordinance: levels of one style one after another, each later in
  // order, are a list written without its commas (not "(h)(i)", where
  // "(i)" is a numeral below).
  if (groups.size() > 1 && more.empty() && ctx.other_state_ordinance) {
    auto plain = [](const std::string& g) {
      std::string_view in(g.data() + 1, g.size() - 2);
      return !Is(in, "i"sv) && !Is(in, "v"sv) && !Is(in, "x"sv) && !Is(in, "I"sv) && !Is(in, "V"sv) &&
             !Is(in, "X"sv);
    };
    for (size_t k = 1; k < groups.size(); ++k) {
      int style = LabelStyle(groups[k - 1]);
      if ((style != 0 && style != 1 && style != 2) || LabelStyle(groups[k]) != style ||
          !plain(groups[k]) ||
          !LaterLabel(std::string_view(groups[k]).substr(1, groups[k].size() - 2),
                      std::string_view(groups[k - 1]).substr(1, groups[k - 1].size() - 2)))
        continue;
      size_t last = k;
      while (last + 1 < groups.size() && LabelStyle(groups[last + 1]) == style &&
             plain(groups[last + 1]) &&
             LaterLabel(std::string_view(groups[last + 1]).substr(1, groups[last + 1].size() - 2),
                        std::string_view(groups[last]).substr(1, groups[last].size() - 2)))
        ++last;
      if (last + 1 != groups.size()) break;  // more levels after: not a list
      std::string base = Join(groups, k - 1);
      for (size_t m = k; m <= last; ++m) more.push_back(base + groups[m]);
      groups.resize(k);
      break;
    }
  }
  p.targets.emplace_back(code, prefix + number + Join(groups, groups.size()));
  for (const std::string& m : more) p.targets.emplace_back(code, prefix + number + m);
  while (true) {
    // "Iowa Code sections 321.1,321.178, 321.1 80A, 321.189" in a scan: a
    // space inside a number whose halves make one section (321.180A),
    // before the list's comma; the list goes on after it.
    if (Is(code, "iowa-code"sv) && groups.empty() && end + 1 < t.size() && t[end] == ' ' &&
        ascii::IsDigit(static_cast<unsigned char>(t[end + 1])) &&
        number.find('.') != std::string::npos) {
      size_t m = end + 1;
      while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      if (m < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[m]))) ++m;
      if (m < t.size() && t[m] == ',') {
        number += std::string(t.substr(end + 1, m - end - 1));
        p.targets.back() = Key(code, prefix + number);
        end = m;
      }
    }
    // The closing "]" of "§§ [2-1215.05 and 2-1215.06]".
    if (end < t.size() && t[end] == ']') ++end;
    // A note after the last item ("[part C of this subchapter]") is not
    // part of the citation: it may hold a citation of its own.
    size_t last = end;
    end = SkipEditorialBrackets(t, end);
    // But the editors' number in a bracket inside a list ("§§ 45-922(24)
    // [§ 42-1102(24)], 47-1002(26)", "[now § 47-2005(30)]") is cited too.
    bool bracket_cited = false;
    if (end != last) {
      static const RE2 kBracketSection(R"(^\s*\[(?:now\s+)?\x{00A7}\s*)", RE2::Quiet);
      std::string_view br = t.substr(last, end - last);
      re2::StringPiece bp(br.data(), br.size());
      static const RE2 kBracketNowLevels(R"(^\s*\[now\s+)", RE2::Quiet);
      if (Consume(&bp, kBracketSection)) {
        size_t at = PieceAt(t, bp);
        if (size_t n3 = ReadSectionNumberOf(code, t, at); n3 > 0) {
          std::vector<std::string> g3;
          size_t e3 = ReadLevelGroups(t, at + n3, &g3);
          if (e3 + 1 == end) {
            p.targets.emplace_back(code, prefix + std::string(t.substr(at, n3)) + Join(g3, g3.size()));
            bracket_cited = true;
          }
        }
      } else if (bp = re2::StringPiece(br.data(), br.size());
                 !p.targets.empty() && Consume(&bp, kBracketNowLevels)) {
        // "§ 47-3901(12) [now (16)]": the item's last levels renumbered,
        // the section the same.
        std::vector<std::string> g3;
        size_t e3 = ReadLevelGroups(t, PieceAt(t, bp), &g3);
        std::string path(p.targets.back().path());
        size_t cut = path.size();
        for (size_t i = 0; i < g3.size() && cut != std::string::npos; ++i)
          cut = cut == 0 ? std::string::npos : path.rfind('(', cut - 1);
        if (e3 + 1 == end && !g3.empty() && cut != std::string::npos && cut > 0) {
          p.targets.emplace_back(code, path.substr(0, cut) + Join(g3, g3.size()));
          bracket_cited = true;
        }
      }
    }
    // Pennsylvania's "section 3929 (relating to retail theft) or 3929.1";
    // "Sections 1.01.010 (terminology in the code) and 5.02.015": a
    // parenthesis of words between two items.
    if (size_t r = SkipSpace(t, end); r + 1 < t.size() && t[r] == '(' &&
                                      ascii::IsLower(static_cast<unsigned char>(t[r + 1]))) {
      size_t close = t.find(')', r);
      std::string_view words =
          close == std::string_view::npos ? std::string_view() : t.substr(r + 1, close - r - 1);
      if (t.substr(r).starts_with("(relating to "sv)) {
        if (close != std::string_view::npos) end = close + 1;
      } else if (words.size() < 80 && words.find(' ') != std::string_view::npos &&
                 words.find_first_of("()0123456789") == std::string_view::npos) {
        bool range = false;
        size_t k = ReadSeparator(t, close + 1, &range);
        if (k > close + 1 && k < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k])))
          end = close + 1;
      }
    }
    bool range = false;
    // ("section 423E.5* or 423F.4": a footnote's mark after an item.)
    if (end < t.size() && t[end] == '*') {
      size_t star = end;
      while (star < t.size() && star - end < 3 && t[star] == '*') ++star;
      bool r = false;
      if (ReadSeparator(t, star, &r) > star) end = star;
    }
    size_t k = ReadSeparator(t, end, &range);
    // "18 U.S.C. § 3583(d)-(i)", "§ 47-363(b)-(d)": a hyphen between two
    // levels.
    if (k == end && !groups.empty() && end + 1 < t.size() && t[end] == '-' && t[end + 1] == '(') {
      k = end + 1;
      range = true;
    }
    // A heading in title case: "Record Per WAC 365-195-915 And 365-195-920".
    if (k == end && Is(t.substr(end, 5), " And "sv) && end + 5 < t.size() &&
        ascii::IsDigit(static_cast<unsigned char>(t[end + 5])))
      k = end + 5;
    // Connecticut's "22a-190 to 22a-193, inclusive, and 22a-231": the list
    // goes on after a range's "inclusive".
    if (k > end && Is(t.substr(end, 11), ", inclusive"sv) &&
        (k - end == 2 || k - end == 1)) {
      size_t m = end + 11;
      size_t k2 = ReadSeparator(t, m, &range);
      if (k2 > m) k = k2;
    }
    size_t b = SkipSpace(t, k);
    if (b + 1 < t.size() && t[b] == '[' &&
        ascii::IsDigit(static_cast<unsigned char>(t[b + 1]))) {
      // "47-859.01 [47-857.01]": the number as renumbered; not a page's
      // footnote mark ("35 P.S. § 1275.2,[1] is promulgating").
      size_t close = t.find(']', b);
      if (close != std::string_view::npos && close - b <= 3) {
        end = last;
        break;
      }
      k = b + 1;
    }
    // Washington's reviser's marks: "RCW 28A.300.700, * 28A.300.710".
    if (k > end && b < t.size() && t[b] == '*') {
      size_t m = b;
      while (m < t.size() && (t[m] == '*' || t[m] == ' ')) ++m;
      if (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) k = m;
    }
    // "WAC 308-330-500, …, and 308-330-565, which relate to the
    // regulation of bicycles; and 308-330-600, …": the list goes on after
    // a clause about its items, with numbers of the same chapter.
    // Washington's "RCW 9A.36.011, assault 1; 9A.36.021, assault 2; or
    // 9A.36.130": each section's offense named after it, likewise.
    bool offense = Is(code, "wa-rcw"sv) && end + 3 < t.size() && t[end] == ',' &&
                   t[end + 1] == ' ' && ascii::IsLower(static_cast<unsigned char>(t[end + 2]));
    if (Is(t.substr(end, 8), ", which "sv) || offense) {
      static const RE2 kWhich(
          R"(^,\s+(?:which\s+[a-z][^;.()]{0,80}|[a-z][a-z ]{0,60}(?:\s\d)?);\s+(?:and\s+|or\s+)?)",
          RE2::Quiet);
      std::string_view r = t.substr(end, 120);
      re2::StringPiece wp(r.data(), r.size());
      size_t cut_at = number.find_last_of("-.");
      if (Consume(&wp, kWhich) && cut_at != std::string::npos) {
        size_t at = PieceAt(t, wp);
        size_t n3 = ReadSectionNumberOf(code, t, at);
        if (n3 > cut_at && t.substr(at, cut_at + 1) == std::string_view(number).substr(0, cut_at + 1))
          k = at;
      }
    }
    if (k == end) {
      // (The list ends before the bracket, which is read on its own.)
      if (bracket_cited) p.targets.pop_back();
      end = last;
      break;
    }
    // The sign again before the next number: after a range's word ("§
    // 151.044(C) through § 151.044(F)"; set apart by a space: "§60.530
    // through §60.539b", glued, is read as the CFR part's by its own lead),
    // or the editors' ("§ 47-1803.02, [§] 47-1807.02, or [§] 47-1808.02",
    // "§ 29-708.06, [§ ] 29-708.07").
    size_t sign = range && t.substr(k).starts_with("\xC2\xA7 "sv) ? 2 : EditorsSign(t, k);
    if (sign > 0) {
      size_t m = SkipSpace(t, k + sign);
      if (ReadSectionNumberOf(code, t, m) > 0) k = m;
    }
    size_t n2 = ReadSectionNumberOf(code, t, k);
    // ("40 C.F.R. part 403 and 1995 Michigan Administrative Code 1…": a
    // year before another body's name ends the federal list.)
    if ((Is(code, "cfr"sv) || Is(code, "usc"sv)) && n2 == 4 && k + 6 < t.size() && t[k + 4] == ' ' &&
        (Is(t.substr(k, 2), "19"sv) || Is(t.substr(k, 2), "20"sv)) &&
        ascii::IsUpper(static_cast<unsigned char>(t[k + 5])) &&
        ascii::IsLower(static_cast<unsigned char>(t[k + 6])))
      break;
    // "Sections 16-68, 16- 127, and 16-196", "15-134 – 15- 140": a scan's
    // space after the hyphen of a number whose head the one before shares.
    std::string cut;
    if (size_t dash = number.rfind('-');
        dash != std::string::npos && k > end && k + dash + 2 < t.size() &&
        t[k + dash + 1] == ' ' && t.substr(k, dash + 1) == std::string_view(number).substr(0, dash + 1)) {
      size_t d = k + dash + 2, m = d;
      while (m < t.size() && (ascii::IsAlnum(static_cast<unsigned char>(t[m])) ||
                              (t[m] == '.' && m + 1 < t.size() &&
                               ascii::IsDigit(static_cast<unsigned char>(t[m + 1])))))
        ++m;
      if (m > d && ascii::IsDigit(static_cast<unsigned char>(t[d]))) {
        cut = number.substr(0, dash + 1);
        k = d;
        n2 = m - d;
      }
    }
    // "Except as provided in section 2302(a.4), 37% shall be distributed":
    // a percentage, no item.
    if (n2 > 0 && k + n2 < t.size() && t[k + n2] == '%') {
      if (bracket_cited) p.targets.pop_back();
      end = last;
      break;
    }
    // "RCW 19.27.040 and .050": the next section of the same chapter,
    // its number cut to what differs.
    if (n2 == 0 && k + 1 < t.size() && t[k] == '.' && k > end && number.find('.') != std::string::npos) {
      size_t m = k + 1;
      while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      std::string_view last = std::string_view(number).substr(number.rfind('.'));
      if (m - k == last.size() && (m == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[m])))) {
        cut = number.substr(0, number.rfind('.'));
        n2 = m - k;
      }
    }
    // "§ 90-2A, 2B, 2C or 2D": a lettered section's siblings, cut to the
    // part after the hyphen.
    auto lettered = [](std::string_view s) {
      size_t d = 0;
      while (d < s.size() && ascii::IsDigit(static_cast<unsigned char>(s[d]))) ++d;
      return d > 0 && d + 1 == s.size() && ascii::IsUpper(static_cast<unsigned char>(s[d]));
    };
    if (n2 == 0 && k > end && number.find('-') != std::string::npos &&
        lettered(std::string_view(number).substr(number.rfind('-') + 1))) {
      size_t m = k;
      while (m < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[m]))) ++m;
      if (lettered(t.substr(k, m - k))) {
        cut = number.substr(0, number.rfind('-') + 1);
        n2 = m - k;
      }
    }
    // "C.G.S. §§ 7-152b and 152c": Connecticut's small letters, the same
    // number before them.
    if (n2 == 0 && k > end && number.find('-') != std::string::npos) {
      auto split = [](std::string_view s) {
        size_t d = 0;
        while (d < s.size() && ascii::IsDigit(static_cast<unsigned char>(s[d]))) ++d;
        bool small = d > 0 && s.size() - d >= 1 && s.size() - d <= 2 &&
                     std::all_of(s.begin() + d, s.end(), [](char c) { return c >= 'a' && c <= 'z'; });
        return small ? s.substr(0, d) : std::string_view();
      };
      std::string_view last = std::string_view(number).substr(number.rfind('-') + 1);
      size_t m = k;
      while (m < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[m]))) ++m;
      std::string_view digits = split(last);
      if (!digits.empty() && split(t.substr(k, m - k)) == digits) {
        cut = number.substr(0, number.rfind('-') + 1);
        n2 = m - k;
      }
    }
    if (n2 > 0) {
      // "§ 794e and 42 U.S.C. 1395m": a title number opening the next
      // citation is not an item of this list.
      if (NamesTitledCode(t.substr(SkipSpace(t, k + n2)))) break;
      std::string next = std::move(cut);
      next.append(t.substr(k, n2));
      // "§ 28:2-401, 2-505": items of a list in title 28 of the D.C. Code
      // keep the title written with the first.
      size_t colon = number.find(':');
      if (Is(code, "dc-code"sv) && colon != std::string::npos &&
          next.find(':') == std::string::npos)
        next = number.substr(0, colon + 1) + next;
      std::vector<std::string> g2;
      size_t e2 = ReadLevelGroups(t, k + n2, &g2);
      // ("RCW 62A.9A-309 or 62A.9A-312 (e), (f), or (g)": Washington sets
      // a space before a section's levels, as after the first item.)
      if (g2.empty() && Is(code, "wa-rcw"sv) && k + n2 + 1 < t.size() && t[k + n2] == ' ' &&
          t[k + n2 + 1] == '(') {
        size_t e3 = ReadLevelGroups(t, k + n2 + 1, &g2);
        if (!g2.empty()) e2 = e3;
      }
      regulation_number(&next, &g2, &e2);
      bracket_levels(&e2, &g2, &more);
      if (range && groups.empty() && g2.empty()) {
        for (Key& m : ctx.sections.Between(code, prefix + number,
                                            prefix + next))
          p.range_members.push_back(std::move(m));
        // "49 CFR parts 171 to 180": a short range of the regulations'
        // parts cites each part between, as a short range of chapters
        // does (the corpus holds no parts to find).
        if (Is(code, "cfr"sv))
          for (const std::string& m : ChaptersBetween(number, next))
            p.targets.emplace_back(code, prefix + m);
      }
      // "Sections 41.6.3.A through 41.6.3.E" in an ordinance: one
      // section's lettered subsections, each between.
      if (range && ctx.ordinance() && groups.empty() &&
          g2.empty() && Is(code, ctx.spec.code) && number.size() >= 3 &&
          next.size() == number.size() && number[number.size() - 2] == '.' &&
          std::string_view(number).substr(0, number.size() - 1) ==
              std::string_view(next).substr(0, next.size() - 1) &&
          ascii::IsUpper(static_cast<unsigned char>(number.back())) &&
          ascii::IsUpper(static_cast<unsigned char>(next.back())) && next.back() > number.back())
        for (char c = static_cast<char>(number.back() + 1); c < next.back(); ++c)
          p.targets.emplace_back(code, prefix + number.substr(0, number.size() - 1) + c);
      // "sections 476.20(1) through 476.20(4)": one section's levels, every
      // member between (as the corpus has them).
      if (range && next == number && !g2.empty() && g2.size() == groups.size() &&
          std::equal(groups.begin(), groups.end() - 1, g2.begin()) && more.empty()) {
        std::string head = prefix + number + Join(groups, groups.size() - 1);
        std::vector<std::string> members = ExpandRange(ctx, code, head, groups.back(), g2.back());
        if (members.size() > 2) {
          p.targets.pop_back();
          for (const std::string& m : members) p.targets.emplace_back(code, head + m);
          end = e2;
          groups = g2;
          continue;
        }
      }
      p.targets.emplace_back(code, prefix + next + Join(g2, g2.size()));
      for (const std::string& m : more) p.targets.emplace_back(code, prefix + next + m);
      number = next;
      groups = g2;
      end = e2;
      continue;
    }
    // "section 22-927(3)b or c": a bare tail item replaces the last tail
    // ("a" and "i" alone are words, not items).
    if (!groups.empty() && groups.back()[0] != '(' && k < t.size() &&
        ascii::IsAlnum(static_cast<unsigned char>(t[k]))) {
      size_t e2 = k;
      while (e2 < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[e2]))) ++e2;
      std::string item(t.substr(k, e2 - k));
      const std::string& last_tail = groups.back();
      auto style = [](const std::string& g) {
        bool digits = std::all_of(g.begin(), g.end(), ::isdigit);
        bool lower = std::all_of(g.begin(), g.end(), ::islower);
        return digits ? 1 : lower ? 2 : 0;
      };
      // One letter ("b or c"; "or in", "or by" are words), or a number.
      bool word = Is(item, "a"sv) || Is(item, "i"sv) || (style(item) == 2 && item.size() > 1);
      if (item.size() <= 3 && style(item) != 0 && style(item) == style(last_tail) &&
          !word && (e2 >= t.size() || t[e2] != '.' || e2 + 1 >= t.size() ||
                    !ascii::IsDigit(static_cast<unsigned char>(t[e2 + 1])))) {
        groups.back() = item;
        p.targets.emplace_back(code, prefix + number + Join(groups, groups.size()));
        end = e2;
        continue;
      }
    }
    // "Section 20.43.110A and B", "§§ 639-29 and 639-31A or B": a letter
    // glued to the number, and the next one alone.
    if (groups.empty() && number.size() > 2 &&
        ascii::IsUpper(static_cast<unsigned char>(number.back())) &&
        ascii::IsDigit(static_cast<unsigned char>(number[number.size() - 2])) &&
        k + 1 <= t.size() && k < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[k])) &&
        (k + 1 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[k + 1])))) {
      number.back() = t[k];
      p.targets.emplace_back(code, prefix + number);
      end = k + 1;
      continue;
    }
    if (!groups.empty() && k < t.size() && t[k] == '(') {
      std::vector<std::string> g2;
      size_t e2 = ReadLevelGroups(t, k, &g2);
      if (g2.empty() || g2.size() > groups.size() + 2) break;
      // The item replaces the groups from the level of its first group on:
      // "(a)(7) and (b-3)" is (b-3), "(a)(7) and (9)" is (a)(9), "(1) or
      // (3)(a)" is (3)(a).
      size_t at = ItemPosition(groups, g2);
      if (at == groups.size()) break;
      // "RCW 46.12.675 (1) through (3)": the siblings between, as the
      // corpus has them (or numbered ones).
      if (range && at + 1 == groups.size() && g2.size() == 1) {
        std::string head = prefix + number + Join(groups, at);
        std::vector<std::string> members =
            ExpandRange(ctx, code, head, groups.back(), g2[0]);
        p.targets.pop_back();
        for (const std::string& m : members) p.targets.emplace_back(code, head + m);
        groups.back() = g2[0];
        end = e2;
        continue;
      }
      std::vector<std::string> item(groups.begin(), groups.begin() + static_cast<std::ptrdiff_t>(at));
      item.insert(item.end(), g2.begin(), g2.end());
      Key key(code, prefix + number + Join(item, item.size()));
      // (A level already named is not named twice: "section 6108(a)(1),
      // (2) and (6), (1) and (6) or (1) and (9.1)".)
      if (std::find(p.targets.begin(), p.targets.end(), key) == p.targets.end())
        p.targets.push_back(std::move(key));
      groups = std::move(item);
      end = e2;
      continue;
    }
    break;
  }
  p.end = end;
  if (code.size() == 3 && Is(code, "usc"sv)) SplitUscRanges(&p);
  // ("sections 22a-449(c)-100 to 22a-449(c)-119, inclusive, and section
  // …": a number after a subsection is the regulations' whatever names
  // them, no statute's.)
  if (Is(code, "ct-gs"sv))
    for (Key& k : p.targets)
      if (k.path().find(")-") != std::string::npos) k = Key("ct-rcsa", std::string(k.path()));
  return p;
}

namespace {

// The authority clause of Wisconsin's model ordinances names the statutes
// for each kind of government: "ss. 61.35 and 62.23, for villages and
// cities; 59.69, 59.692, and 59.694 for counties", "§§ 62.23 and 62.231 for
// cities and 87.30 and 281.31, Wis. Stats."; so do ordinances that adopt
// statutes, each with its subject: "§§ 167.31, on safe use and
// transportation of firearms and bows, and 941.20, on endangering safety
// …". Extends q, a list of sections in the statutes' shape, over the
// lists after "for …; ", "for … and " or ", on …, and ".
void ContinueAuthorityList(const Context& ctx, std::string_view t,
                           const std::string& code, Parsed* q) {
  static const RE2 kFor(
      R"(^,?\s+for\s+(?:[a-z]+\s+){0,3}?[a-z]+(?:;\s*(?:and\s+)?|\s+and\s+)\d)",
      RE2::Quiet);
  static const RE2 kOn(
      R"(^,\s+(?:on|relating\s+to|regarding|concerning)\s+[^.;:()\d\n]+?,\s+(?:and\s+|or\s+)?\d)",
      RE2::Quiet);
  while (q->end < t.size()) {
    std::string_view r = t.substr(q->end);
    re2::StringPiece sp(r.data(), r.size());
    // (The subject's words first: the pattern runs after every plural
    // lead of the statutes.)
    bool subject = r.starts_with(", on "sv) || r.starts_with(", relating "sv) ||
                   r.starts_with(", regarding "sv) || r.starts_with(", concerning "sv);
    if (!Consume(&sp, kFor) && !(subject && Consume(&sp, kOn) && r.size() - sp.size() < 120)) return;
    size_t at = t.size() - sp.size() - 1;  // at the digit
    if (ReadSectionNumber(t, at) == 0) return;
    Parsed more = ParseWisList(ctx, t, at, code, "", 1, true);
    if (more.targets.empty()) return;
    for (Key& k : more.targets) q->targets.push_back(std::move(k));
    q->end = more.end;
  }
}

// Whether the corpus holds, below provision `node`, the provision its key
// path extended by `groups` names ("(3)", "(c)" below 12-391).
bool HoldsBelow(const Corpus& corpus, int32_t node, const std::vector<std::string>& groups) {
  for (const std::string& g : groups) {
    const std::string& path = corpus.provisions[node].key.path();
    int32_t next = kNoProvision;
    for (int32_t c : corpus.provisions[node].children) {
      const std::string& cp = corpus.provisions[c].key.path();
      if (cp.size() == path.size() + g.size() && cp.ends_with(g) && cp.starts_with(path)) {
        next = c;
        break;
      }
    }
    if (next == kNoProvision) return false;
    node = next;
  }
  return true;
}

// Moves *base, the path a relative reference to `groups` was resolved
// against, to the nearest provision from the source up to its section
// that holds what they name, when the one at *base does not.
void NearestHolder(const Context& ctx, const std::string& section,
                   const std::vector<std::string>& groups, std::string* base) {
  const Corpus& corpus = ctx.corpus;
  if (corpus.provisions.empty() || &ctx.source < &corpus.provisions.front() ||
      &ctx.source > &corpus.provisions.back())
    return;
  int32_t self = static_cast<int32_t>(&ctx.source - &corpus.provisions.front());
  int32_t found = kNoProvision;
  for (int32_t a = self; a != kNoProvision; a = corpus.provisions[a].parent) {
    const std::string& path = corpus.provisions[a].key.path();
    if (path == *base) {
      if (HoldsBelow(corpus, a, groups)) return;  // as resolved
    } else if (found == kNoProvision && HoldsBelow(corpus, a, groups)) {
      found = a;
    }
    if (path.size() <= section.size()) break;
  }
  if (found != kNoProvision) *base = corpus.provisions[found].key.path();
}

// A municipal code's level cited in parentheses where the code labels it
// "1." ("subsections (2)(b)(1) and (2) of this section" over items "1.",
// "2." of (2)(b)), or cited bare where the code labels it in parentheses
// ("subsection (a)2.b" over (a)'s "(2)" and its "b."): *key as the
// document keys it, where the cited spelling names nothing and the
// labelled one does.
void AsLabelled(const Context& ctx, Key* key) {
  const Corpus& corpus = ctx.corpus;
  if (corpus.Find(*key) != kNoProvision) return;
  const std::string& path = key->path();
  size_t open = path.find('(');
  if (open == std::string::npos) return;
  std::string held = path.substr(0, open);
  bool changed = false;
  auto holds = [&](const std::string& group) {
    return corpus.Find(Key(key->code(), held + group)) != kNoProvision;
  };
  for (size_t i = open; i < path.size();) {
    if (path[i] == '(') {
      size_t close = path.find(')', i);
      if (close == std::string::npos) return;
      std::string group = path.substr(i, close + 1 - i);
      std::string bare = group.substr(1, group.size() - 2);
      i = close + 1;
      if (holds(group)) {
        held += group;
      } else if (holds(bare)) {
        held += bare;
        changed = true;
      } else {
        return;
      }
      continue;
    }
    // A bare level: a number (with the letters glued on it, "1m", where
    // the code has that label) or letters.
    bool digits = ascii::IsDigit(static_cast<unsigned char>(path[i]));
    size_t e = i;
    while (e < path.size() && path[e] != '(' &&
           (digits ? ascii::IsDigit(static_cast<unsigned char>(path[e]))
                   : ascii::IsAlpha(static_cast<unsigned char>(path[e]))))
      ++e;
    if (e == i) return;
    size_t glued = e;
    while (digits && glued < path.size() && ascii::IsAlpha(static_cast<unsigned char>(path[glued])))
      ++glued;
    auto take = [&](size_t end) {
      std::string group = path.substr(i, end - i);
      if (holds(group)) {
        held += group;
      } else if (holds("(" + group + ")")) {
        held += "(" + group + ")";
        changed = true;
      } else {
        return false;
      }
      i = end;
      return true;
    };
    if (!take(glued) && (glued == e || !take(e))) return;
  }
  if (changed) *key = Key(key->code(), held);
}

// A label with a period at t[i] ("a.", "12.") followed by a space or the
// end: its length with the period, or 0.
size_t PeriodLabel(std::string_view t, size_t i) {
  size_t j = i;
  bool lower = j < t.size() && ascii::IsLower(static_cast<unsigned char>(t[j]));
  while (j < t.size() && j - i < 2 &&
         (lower ? ascii::IsLower(static_cast<unsigned char>(t[j]))
                : ascii::IsDigit(static_cast<unsigned char>(t[j]))))
    ++j;
  if (j == i || j >= t.size() || t[j] != '.') return 0;
  if (j + 1 < t.size() && t[j + 1] != ' ' && t[j + 1] != ',') return 0;
  return j + 1 - i;
}

// In the RCW's reviser's notes ("*Reviser's note: RCW 52.12.031 was
// amended by 2019 c 402 s 1, changing subsection (3) to subsection (4).")
// a relative level is the noted section's, the first the note names
// ("RCW 10.32.010 was alphabetized pursuant to RCW 1.08.015(2)(k),
// changing subsection (2)(a) …" is 10.32.010's), or "".
std::string RevisersNoteSection(const Context& ctx, std::string_view t, size_t at) {
  if (!Is(ctx.spec.code, "wa-rcw"sv)) return "";
  size_t ls = t.rfind('\n', at);
  ls = ls == std::string_view::npos ? 0 : ls + 1;
  std::string_view line = t.substr(ls, at - ls);
  size_t note = line.find("Reviser's note:");
  if (note == std::string_view::npos || note > 2) return "";
  static const RE2 kRcw(R"(RCW\s+(\d+[A-Z]?\.\d+[A-Z]?\.\d+[A-Z]?)\b)", RE2::Quiet);
  re2::StringPiece sp(line.data(), line.size());
  std::string number;
  RE2::PartialMatch(sp, kRcw, &number);
  return number;
}

// Whether t[at] stands inside a session law that an RCW note quotes
// ("Effective date—1989 c 349: "(1) Except as provided in subsection (2)
// of this section, this act shall take effect …"", "Severability—2003 c
// 5: "…""): its "this section" is the session law's section, which no key
// names.
bool InQuotedSessionLaw(const Context& ctx, std::string_view t, size_t at) {
  if (!Is(ctx.spec.code, "wa-rcw"sv)) return false;
  // The note's head before: "… 1989.] Effective date—1989 c 349: "",
  // in this paragraph or an earlier one of the quote ("(11) All
  // classified employees … under subsection (10) of this section").
  size_t ls = at > 8192 ? at - 8192 : 0;
  std::string_view before = t.substr(ls, at - ls);
  static const RE2 kHead(
      R"((?:^|[.\]]\s+|\n)\*?[A-Z][^:\n"]*\x{2014}\d{4}\b[^:\n"]*\bc\s+\d+\b[^:\n"]*:\s*")",
      RE2::Quiet);
  // (Cheap first: the last quote opened after a colon, and its head.)
  // (memrchr to each quote: a quote is rarer than the bytes a plain
  // rfind of ": \"" steps over, up to 8 KB for each citation.)
  size_t colon = std::string_view::npos;
  for (size_t n = before.size(); n > 2;) {
    const void* q = memrchr(before.data() + 2, '"', n - 2);
    if (q == nullptr) break;
    size_t at_quote = static_cast<const char*>(q) - before.data();
    if (before[at_quote - 2] == ':' && before[at_quote - 1] == ' ') {
      colon = at_quote - 2;
      break;
    }
    n = at_quote;
  }
  if (colon == std::string_view::npos) return false;
  size_t from = colon > 320 ? colon - 320 : 0;
  std::string_view zone = before.substr(from, colon + 3 - from);
  re2::StringPiece sp(zone.data(), zone.size());
  size_t open = std::string_view::npos;
  while (RE2::FindAndConsume(&sp, kHead)) open = from + zone.size() - sp.size();
  if (open == std::string_view::npos) return false;
  // The quote closes before the act's history bracket ("" [ 1989 c 349
  // s 4.]").
  static const RE2 kClose(R"("\s*\[)", RE2::Quiet);
  std::string_view inside = before.substr(open);
  return !RE2::PartialMatch(re2::StringPiece(inside.data(), inside.size()), kClose);
}

// A bracket "[including Subsections (a) through (i)]" at t[lb] (after
// "[including ") glossing a row of a table of adopted statutes that opens
// with the section before its title ("23.33(3) Rules of operation …"):
// that section, with its levels, in *row.
bool RowStatuteBefore(std::string_view t, size_t lb, std::string* row) {
  std::string_view b = Before(t, lb, 160);
  static const RE2 kIncluding(R"(\[\s*[Ii]ncluding\s*$)", RE2::Quiet);
  if (!RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kIncluding)) return false;
  // ("Section 23.33(3), Rules of operation [including …": a comma.)
  static const RE2 kRow(R"((?:^|\s)(\d+\.\d+[a-z]?(?:\([0-9a-z]+\))*),?\s+[A-Z][a-z])", RE2::Quiet);
  re2::StringPiece sp(b.data(), b.size());
  std::string number;
  while (RE2::FindAndConsume(&sp, kRow, &number)) *row = number;
  return !row->empty();
}

// White space as the patterns' \s: [\t\n\f\r ].
bool IsPatternSpace(char c) {
  return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f';
}

// The end of a run of white space at r[i], at least one; 0 for none.
size_t PastSpaces(std::string_view r, size_t i) {
  size_t k = i;
  while (k < r.size() && IsPatternSpace(r[k])) ++k;
  return k > i ? k : 0;
}

// ",? \s+ of \s+" at the start of r: its length, or 0. (By hand, as the
// two tails below: they are read for most level references, and a call
// of RE2 costs more than the reading.)
size_t OfWordLength(std::string_view r) {
  size_t k = PastSpaces(r, !r.empty() && r[0] == ',' ? 1 : 0);
  if (k == 0 || !Is(r.substr(k, 2), "of"sv)) return 0;
  return PastSpaces(r, k + 2);
}

// ",? of (said |such )?(subsection|paragraph|subdivision|subparagraph|
// clause|division) " at the start of r, the level's word in either case
// but "clause": the length, or 0 ("subdivision (5) of subsection (h) of
// section 12-391").
size_t OfLevelLength(std::string_view r) {
  size_t k = OfWordLength(r);
  if (k == 0) return 0;
  auto level_word = [&](size_t at) -> size_t {
    static constexpr std::string_view kWords[] = {
        "Subsection", "subsection", "Paragraph", "paragraph", "Subdivision", "subdivision",
        "Subparagraph", "subparagraph", "clause", "Division", "division"};
    for (std::string_view w : kWords)
      if (r.substr(at).starts_with(w))
        if (size_t e = PastSpaces(r, at + w.size())) return e;
    return 0;
  };
  if (r.substr(k).starts_with("said"sv) || r.substr(k).starts_with("such"sv))
    if (size_t m = PastSpaces(r, k + 4))
      if (size_t e = level_word(m)) return e;
  return level_word(k);
}

// ",? of this (section|subsection|paragraph|subdivision|subparagraph|
// clause)" at the start of r: the length, the word in *which; or 0.
size_t OfThisLength(std::string_view r, std::string* which) {
  size_t k = OfWordLength(r);
  if (k == 0 || !r.substr(k).starts_with("this"sv)) return 0;
  size_t m = PastSpaces(r, k + 4);
  if (m == 0) return 0;
  for (std::string_view w :
       {"section"sv, "subsection"sv, "paragraph"sv, "subdivision"sv, "subparagraph"sv, "clause"sv}) {
    if (r.substr(m).starts_with(w)) {
      *which = std::string(w);
      return m + w.size();
    }
  }
  return 0;
}

// "paragraph (2) of this subsection", "subsection (a) of this section",
// "subsections (b) and (c)", "subsection (2)(b) of this section",
// "subsection (a) of section 1-204.62".
std::optional<Parsed> ParseLevelReference(const Context& ctx,
                                          std::string_view t, size_t lb,
                                          size_t le) {
  // The lead word alone: some lead-ins take the label's first character
  // or all of it ("Subdivisions a. ").
  size_t w = lb;
  while (w < le && ascii::IsAlpha(static_cast<unsigned char>(t[w]))) ++w;
  std::string_view word = t.substr(lb, w - lb);
  bool clause_word = word.starts_with("clause"sv) || word.starts_with("Clause"sv) ||
                     word.starts_with("subclause"sv) || word.starts_with("Subclause"sv);
  size_t j = SkipSpace(t, w);
  // "subsection 21.01(9)(c)" in a municipal code: a section's subsection,
  // the section named.
  if (ctx.wisconsin && !Is(ctx.spec.code, "wis-stat"sv) &&
      !Is(ctx.spec.code, "wis-adm"sv) && ReadSectionNumber(t, j) > 0) {
    Parsed q = ParseWisList(ctx, t, j, ctx.spec.code, "", 1, true);
    if (q.targets.empty()) return std::nullopt;
    if (!TakeOwnCodeTail(t, ctx.spec.title, &q)) StatutesInOrdinance(ctx, &q);
    TakeStatsTail(t, &q);
    q.begin = lb;
    return q;
  }
  // "Subsection 98-206(10)": a section of a municipal code numbered with
  // a dash, named with its level.
  if (ctx.ordinance() &&
      ReadSectionNumberOf(ctx.spec.code, t, j) > 0) {
    Parsed q = ParsePlainList(ctx, t, j, ctx.spec.code, "");
    if (!q.targets.empty()) {
      TakeOwnCodeTail(t, ctx.spec.title, &q);
      q.begin = lb;
      return q;
    }
  }
  // "subsection 2502(1)" in Pennsylvania's text: a section of the title,
  // its paragraph named.
  if (Is(ctx.spec.code, "pa-cs"sv)) {
    size_t n = ReadSectionNumberOf("pa-cs", t, j);
    if (n >= 3 && j + n < t.size() && t[j + n] == '(') {
      Parsed q = ParsePlainList(ctx, t, j, "pa-cs", TitlePrefix(ctx));
      if (!q.targets.empty()) {
        q.begin = lb;
        return q;
      }
    }
  }
  std::vector<std::vector<std::string>> items(1);
  std::vector<bool> range_before(1, false);
  size_t end = j;
  bool subdivision_word = t.substr(lb).starts_with("Subdivision"sv) ||
                          t.substr(lb).starts_with("subdivision"sv);
  if (size_t n = subdivision_word ? PeriodLabel(t, j) : 0) {
    // "Subdivisions a. through s. of Paragraph (4)": a code's labels with
    // a period, as its amending ordinances name them.
    items[0].emplace_back(t.substr(j, n - 1));
    end = j + n;
    while (true) {
      bool range = false;
      size_t k = ReadSeparator(t, end, &range);
      size_t m = k == end ? 0 : PeriodLabel(t, k);
      if (m == 0) break;
      items.push_back({std::string(t.substr(k, m - 1))});
      range_before.push_back(range);
      end = k + m;
    }
    if (!NextIsOf(t, end)) return std::nullopt;  // only with the levels above
  } else {
    end = ReadLevelGroups(t, j, &items[0]);
    if (items[0].empty() || LabelStyle(items[0][0]) < 0) return std::nullopt;
  }
  while (!items[0].empty() && items[0][0].front() == '(') {
    bool range = false;
    // Connecticut's "subdivisions (2) to (6), inclusive, (9) and (14) of
    // section 38a-988", "subsections (a) to (c), inclusive, of section …":
    // the list, and its "of", go on after a range's "inclusive".
    if (Is(t.substr(end, 11), ", inclusive"sv)) {
      size_t m = end + 11;
      if (NextIsOf(t, m)) {
        end = m;
        break;
      }
      size_t k2 = ReadSeparator(t, m, &range);
      if (k2 == m || k2 >= t.size() || t[k2] != '(') break;
      end = m;
    }
    size_t k = ReadSeparator(t, end, &range);
    // ("subsection (b) or subsection (c) [repealed] of § 1-204.83",
    // "subsection (a)(4)(A), or subsection (e), of § 1-204.90": the word
    // again before the next item, the tail after it both items'; not
    // after "to", Washington's notes' "redesignated subsection (3) to
    // subsection (4)".)
    if (k > end && !range && !word.empty() && t.substr(k, word.size()) == word) {
      size_t m = SkipSpace(t, k + word.size());
      if (m < t.size() && t[m] == '(') k = m;
    }
    // "subsections (b)(4)-(6) of this section": a hyphen glued between
    // two levels.
    if (k == end && end + 1 < t.size() && t[end] == '-' && t[end + 1] == '(') {
      k = end + 1;
      range = true;
    }
    if (k == end || k >= t.size() || t[k] != '(') break;
    std::vector<std::string> g;
    size_t e = ReadLevelGroups(t, k, &g);
    if (g.empty()) break;
    // "(3)(c) and (d)": the item replaces the previous one from the level
    // of its first group on.
    const std::vector<std::string>& prev = items.back();
    size_t at = ItemPosition(prev, g);
    if (at == prev.size()) break;
    std::vector<std::string> item(prev.begin(), prev.begin() + at);
    item.insert(item.end(), g.begin(), g.end());
    items.push_back(item);
    range_before.push_back(range);
    end = e;
  }
  // "subdivision (5) of subsection (h) of section 12-391": the outer levels
  // go before each item.
  // "Paragraph (4) of Subsection (c) [Maps.] of Section 13-1-20": an
  // amending ordinance names each level's heading in brackets (see
  // OfLevelLength).
  // (Not an editor's correction that names another provision: "subsection
  // (h) [subsection (f)] of this section" cites both, and "subsection (a)
  // [(1)]" is left as it was.)
  auto heading_then_of = [&](size_t e) {
    size_t h = SkipEditorialBrackets(t, e);
    if (h == e || !NextIsOf(t, h)) return e;
    std::string_view in = t.substr(e, h - e);
    return in.find("[(") == std::string_view::npos &&
           in.find("ection") == std::string_view::npos &&
                   in.find("aragraph") == std::string_view::npos &&
                   in.find("\xC2\xA7") == std::string_view::npos
               ? h
               : e;
  };
  end = heading_then_of(end);
  // "Subsections (1)(e) through (g) [of § 167.10, Wis. Stats.] of the
  // definition": the editors' bracket names the section the levels are
  // of; read as its "of" (below), its closing bracket taken at the end.
  bool bracketed = false;
  if (size_t b = SkipSpace(t, end); b > end && t.substr(b).starts_with("[of "sv)) {
    bracketed = true;
    end = b;
  }
  while (NextIsOf(t, end)) {
    std::string_view r = t.substr(end, kWindow);
    size_t n = OfLevelLength(r);
    if (n == 0) break;
    std::vector<std::string> outer;
    size_t e = ReadLevelGroups(t, end + n, &outer);
    if (outer.empty()) break;
    for (auto& item : items) item.insert(item.begin(), outer.begin(), outer.end());
    end = heading_then_of(e);
  }
  Parsed p;
  p.begin = lb;
  p.end = end;
  std::string code_override;  // another body's section named after "of"
  const std::string& code = ctx.spec.code;
  // What the groups are relative to.
  // ("Subdivision (19) of C.G.S. § 12-81": Connecticut's statutes, named.)
  // ("of said section 12-81": the one named before, by its number; the
  // digit taken to tell it from "of said section", read below.)
  static const RE2 kOfSection(
      R"(^,?(?:\s+|\s*\[)of\s+(?:said\s+(?:[Ss]ection\s+|§\s*)\d|(C\.\s?G\.\s?S\.\s+)?(?:[Ss]ection\s+|§\s*|s\.\s*\d)))",
                              RE2::Quiet);
  static const RE2 kOfOther(
      R"(^,?\s+of\s+(?:the\s+|that\s+|such\s+|said\s+|an?\s+)?(?:[A-Z]|section\s+\d+\s+of|title\s+\d|Public|Pub\.))",
      RE2::Quiet);
  static const RE2 kOfUsc(
      R"(^,?\s+of\s+(\d+)\s+(U\.?\s?S\.?\s?C\.?(?:A\.)?|C\.?\s?F\.?\s?R\.?)\s*(?:§§?\s*|[Ss]ections?\s+)?)",
      RE2::Quiet);
  std::string_view rest = t.substr(end, kWindow);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string which;
  std::string base;
  bool of = NextIsOf(t, end) || bracketed;
  bool of_section = false;
  if (size_t n = of ? OfThisLength(rest, &which) : 0; n > 0) {
    p.end = end + n;
    auto src = LevelsBelowSection(ctx);
    if (!src) {
      p.unresolved = "relative to a section the text does not name (the "
                     "document has no section numbers)";
      return p;
    }
    size_t depth = Is(which, "section"sv)                                ? 0
                   : Is(which, "subsection"sv)                           ? 1
                   : Is(which, "paragraph"sv) || Is(which, "subdivision"sv) ? 2
                   : Is(which, "subparagraph"sv)                         ? 3
                                                                     : 4;
    if (depth > src->groups.size()) {
      // ("subparagraphs (B)(i) to (B)(iv) of this subdivision" in
      // 10-262f(20), a section whose top level is subdivisions: the level
      // of the style the name gives, where the source stands in one.)
      size_t found = 0;
      for (int style = 0; style < 5 && !found; ++style) {
        if (StyleDepth(code, style) != static_cast<int>(depth)) continue;
        for (size_t d = src->groups.size(); d-- > 0;)
          if (LabelStyle(src->groups[d]) == style) {
            found = d + 1;
            break;
          }
      }
      // (Not a level of the found one's own style below it: "paragraph
      // (A) of this subparagraph" in (9)(C) names no (9)(C)(A).)
      if (found > 0 && LabelStyle(items[0][0]) == LabelStyle(src->groups[found - 1])) found = 0;
      if (found == 0 || found >= depth) {
        p.unresolved = "\"this " + which + "\" is deeper than the provision " +
                       "the reference stands in";
        return p;
      }
      base = src->section + Join(src->groups, found);
    }
    if (base.empty()) {
      // The named provision is the one right above the level of the first
      // group: "subparagraph (A) of this paragraph" in 47-895.21(4)(B)(i) is
      // (4)(A), for that section's top level is paragraphs. Counting levels
      // by name is the fallback, when no level above has that style.
      // A level named twice ("subsection (a) of this subsection") or named
      // where the section has none ("paragraph (2) of this subsection" in a
      // section of paragraphs) reads as the section's own level.
      if (!Is(which, "section"sv) && clause_word) {
        // A clause's level is where the name puts it, give or take the one
        // level that the section's top may lack: "subclause (I) of this
        // clause" in (e)(2)(B)(ii) is (e)(2)(B)(ii)(I), not a letter beside (B).
        for (size_t d = src->groups.size(); d-- > 0 && d + 1 >= depth;) {
          if (ClauseLevelOf(src->groups[d], items[0][0])) {
            depth = d;
            break;
          }
        }
      } else if (!Is(which, "section"sv)) {
        int style = LabelStyle(items[0][0]);
        for (size_t d = src->groups.size(); d-- > 0;) {
          if (LabelStyle(src->groups[d]) == style) {
            depth = d;
            break;
          }
        }
      }
      base = src->section + Join(src->groups, depth);
    }
    if (Is(which, "section"sv) && !src->groups.empty() &&
        LabelStyle(src->groups[0]) != LabelStyle(items[0][0])) {
      // "subsection (3)a of this section" where the section's top level is
      // lettered: the level of that style the source stands under, when
      // the corpus has the provision there and not at the top; or the
      // source's own items ("Permits shall contain subsections (1) through
      // (5) of this section" in (d), over its items (1) to (14)).
      // (Where the excerpt stops before the items cited, "subsections (6)
      // through (14)" in (d), whose items the page cuts at (5): the level
      // whose items are of that style, where the section's are not.)
      int style = LabelStyle(items[0][0]);
      auto has_items_of_style = [&](const std::string& path) {
        int32_t id = ctx.corpus.Find(Key(code, path));
        if (id == kNoProvision) return false;
        for (int32_t c : ctx.corpus.provisions[id].children)
          if (LabelStyle(ctx.corpus.provisions[c].key.Components().back()) == style) return true;
        return false;
      };
      for (size_t d = 1; d <= src->groups.size(); ++d) {
        if (d < src->groups.size() && LabelStyle(src->groups[d]) != style) continue;
        std::string b = src->section + Join(src->groups, d);
        std::string item = Join(items[0], items[0].size());
        if (ctx.corpus.Find(Key(code, base + item)) == kNoProvision &&
            (ctx.corpus.Find(Key(code, b + item)) != kNoProvision ||
             (has_items_of_style(b) && !has_items_of_style(base))))
          base = b;
        break;
      }
    }
  } else if (std::string named; of && Consume(&sp, kOfSection, &named)) {
    of_section = true;
    if (!named.empty() && ctx.other_state_ordinance && Is(ctx.spec.jurisdiction, "Connecticut"sv))
      code_override = "ct-gs";
    size_t at = PieceAt(t, sp);
    if (ascii::IsDigit(static_cast<unsigned char>(t[at - 1]))) --at;  // "said section 1…"
    size_t n = ReadSectionNumberOf(code, t, at);
    // "of section 5 of the Act", "of § 301 of Reorganization Plan No. 3"
    if (n == 0) return std::nullopt;
    // "subparagraphs (A) and (B) of § 1-732(b)(2)": the section's own
    // levels go before each item.
    std::vector<std::string> outer;
    size_t e = ReadLevelGroups(t, at + n, &outer);
    std::string prefix = TitlePrefix(ctx);
    std::string number(t.substr(at, n));
    if (NextIsOf(t, e)) {
      // "subsection (b) of section 4311 of title 38", "paragraph (2) of
      // section 3304(a) of title 41, United States Code", "subsection (b)
      // of section 501 of the Internal Revenue Code": another title's.
      static const RE2 kOfUsTitle(
          R"(^,?\s+of\s+[Tt]itle\s+(\d+)(,?\s+(?:of\s+the\s+)?United\s+States\s+Code)?)",
          RE2::Quiet);
      std::string_view r2 = t.substr(e, kWindow);
      re2::StringPiece tail(r2.data(), r2.size());
      std::string title, usc_words;
      if (Consume(&tail, kOfUsTitle, &title, &usc_words) &&
          (Is(code, "usc"sv) || !usc_words.empty()) &&
          ReadSectionNumberOf("usc", number, 0) == number.size()) {
        code_override = "usc";
        prefix = title + "/";
        e = PieceAt(t, tail);
      } else if (tail = re2::StringPiece(r2.data(), r2.size());
                 ConsumeRevenueCode(ctx, &tail) &&
                 ReadSectionNumberOf("usc", number, 0) == number.size()) {
        code_override = "usc";
        prefix = "26/";
        e = PieceAt(t, tail);
      } else if (Is(code, "usc"sv)) {
        // "subsection (a) of section 1902 of the Social Security Act": a
        // section of another act, not this title's.
        tail = re2::StringPiece(r2.data(), r2.size());
        if (Consume(&tail, kOfOther)) return std::nullopt;
      }
    }
    // "of Section 13-1-20 [General Zoning Requirements.] of Article B
    // [General Provisions] of Chapter 1 [Zoning Code] of Title 13": the
    // containers an amending ordinance names after a section are part of
    // the citation.
    if (size_t h = heading_then_of(e); h != e) {
      static const RE2 kContainer(
          R"(^,?\s+of\s+(?:Article|Chapter|Title|Subchapter|Part|Division)\s+[0-9A-Z][0-9A-Za-z.-]*)",
          RE2::Quiet);
      e = h;
      while (true) {
        std::string_view r2 = t.substr(e);
        re2::StringPiece c(r2.data(), r2.size());
        if (!Consume(&c, kContainer)) break;
        e = SkipEditorialBrackets(t, t.size() - c.size());
      }
    }
    base = prefix + number + Join(outer, outer.size());
    p.end = e;
  } else if (std::string usc_title, usc_or_cfr; of && Consume(&sp, kOfUsc, &usc_title, &usc_or_cfr)) {
    // "Subsections (b), (c) and (d) of 42 USC 1396r", "subdivision (7) of
    // subsection (a) of 11 USC Section 507", "subsections (g) and (i) of
    // 12 CFR 1024.17": the U.S. Code's or the CFR's section, its levels.
    std::string body = usc_or_cfr[0] == 'U' ? "usc" : "cfr";
    size_t at = PieceAt(t, sp);
    size_t n = ReadSectionNumberOf(body, t, at);
    if (n == 0) return std::nullopt;
    std::vector<std::string> outer;
    size_t e = ReadLevelGroups(t, at + n, &outer);
    code_override = body;
    base = usc_title + "/" + std::string(t.substr(at, n)) + Join(outer, outer.size());
    p.end = e;
  } else if (of && Consume(&sp, kOfOther)) {
    return std::nullopt;  // a provision of another act: not this code's
  } else if (std::string noted = RevisersNoteSection(ctx, t, lb); !noted.empty()) {
    base = noted;
  } else {
    auto src = LevelsBelowSection(ctx);
    std::string row;
    if (!src && ctx.wisconsin_ordinance && RowStatuteBefore(t, lb, &row)) {
      // "23.33(3) Rules of operation [including Subsections (a) through
      // (i)]": a table of adopted statutes glosses its row's section.
      base = row;
      code_override = "wis-stat";
    } else if (!src) {
      p.unresolved = "relative to a section the text does not name (the "
                     "document has no section numbers)";
      return p;
    } else {
      base = RelativeBase(ctx, *src, items[0][0], clause_word);
      // Where the code nests its levels otherwise ("division (1) below" in
      // (B) of a code whose (A) holds (1)), the nearest level of the source
      // that holds the cited provision. (By the tree, not by keys: this
      // runs for every relative reference.)
      NearestHolder(ctx, src->section, items[0], &base);
    }
  }
  for (size_t i = 0; i < items.size(); ++i) {
    if (range_before[i] && i > 0 &&
        items[i].size() == items[i - 1].size()) {
      // "(2) through (5)": the siblings between, as the corpus has them.
      std::string prefix =
          base + Join(items[i - 1], items[i - 1].size() - 1);
      auto members = ExpandRange(ctx, code, prefix, items[i - 1].back(),
                                 items[i].back());
      p.targets.pop_back();
      for (const auto& m : members)
        p.targets.emplace_back(code_override.empty() ? code : code_override, prefix + m);
      continue;
    }
    p.targets.emplace_back(code_override.empty() ? code : code_override,
                            base + Join(items[i], items[i].size()));
    if (code_override.empty() && ctx.ordinance())
      AsLabelled(ctx, &p.targets.back());
  }
  // "subsection (2) of Section 59.69, Wis. Stats." in an ordinance.
  if (of_section && code_override.empty() && ctx.wisconsin) {
    StatutesInOrdinance(ctx, &p);
    TakeStatsTail(t, &p);
  }
  if (bracketed && of_section && p.end < t.size() && t[p.end] == ']') ++p.end;
  return p;
}

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

// Iowa's levels after a section number: "section 490.205, subsection 1,
// paragraph “b”" is 490.205(1)(b); "section 537B.6, subsections 2 through
// 12" every subsection between. Replaces the last target of `q`.
void IowaLevelsAfter(const Context& ctx, std::string_view t, Parsed* q) {
  // ("section 514J.107, subsection3", "section 272C.6,subsection 3":
  // the space lost.)
  static const RE2 kLead(R"(^,\s*subsections?\s*)", RE2::Quiet);
  // "section 282.18(2)“a”", as the Iowa rules write it ("(2)"a."", "(1)
  // "a"(4)" where a page broke the line): the subsection's paragraph, its
  // subparagraph and that one's division ("709.4(1)"b"(3)(d)").
  static const RE2 kQuotedParagraph(
      R"(^\s?(?:\x{201C}|")([a-z]{1,2})[.,]?(?:\x{201D}|")((?:\(\d{1,2}\)(?:\([a-z]\))?)?))", RE2::Quiet);
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

// Whether "former " or "Former " stands right before t[lb]: an Iowa
// amendment note's number before a renumbering ("Former subsection 14
// amended and renumbered as 16"), which names no provision of today's Code.
bool AfterFormer(std::string_view t, size_t lb) {
  std::string_view w = Before(t, lb, 7);
  return Is(w, "former "sv) || Is(w, "Former "sv);
}

// Iowa's subsections without parentheses, relative to the source's section:
// "subsection 2", "subsections 1 and 3", "subsection 1, paragraph “a”".
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

// A municipal code's lettered subsections ("Subsection A", "subsections B
// or C", "Subsection C(1) or (2) below", "subsection A of this section"):
// relative to the source's section, which a code kept as unnumbered
// paragraphs does not name, so such a reference is reported unresolved.
std::optional<Parsed> ParseLetteredSubsection(const Context& ctx,
                                              std::string_view t, size_t lb,
                                              size_t le) {
  static const RE2 kItems(
      R"(^\s+([A-Z](?:\.?\d{1,2}\b)?(?:\((?:\d+|[a-z]{1,3})\))*(?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+)(?:[A-Z](?:\.?\d{1,2}\b)?|\((?:\d+|[a-z]{1,3})\))(?:\((?:\d+|[a-z]{1,3})\))*)*)(\s+of\s+this\s+[Ss]ection|\s+(?:above|below)\b)?)",
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
  // "subsection C of § 12-4", "Subsection B of this § 88-5.1",
  // "subsection A of section 37": the section named, not the source's.
  std::optional<Key> named;
  if (of_this.empty()) {
    static const RE2 kOfSection(R"(^,?\s+of\s+(?:this\s+)?(?:\x{00A7}|[Ss]ection)\s*)", RE2::Quiet);
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
    p.unresolved = "relative to a section the text does not name (the "
                   "document has no section numbers)";
    return p;
  }
  // Items: a letter starts a new subsection; "(1)" or "(a)" after a
  // letter or alone is a level of the last item, in place of its level
  // of that style ("A(3)(a) through (c)": A(3)(c)), or below it.
  std::string letter;
  bool paren = ctx.other_state_ordinance && LevelsInParentheses(ctx.spec.jurisdiction);
  // A range ("subsections C through J", "Subsection C(1) through (5)"):
  // the letters, or the numbers or small letters, between its ends.
  bool range = false;
  char last_letter = 0;
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
    if (ascii::IsUpper(static_cast<unsigned char>(c))) {
      if (range && last_letter != 0 && c > last_letter && c - last_letter <= 26)
        for (char between = static_cast<char>(last_letter + 1); between < c; ++between)
          p.targets.emplace_back(ctx.spec.code, section->path() + (paren ? std::string{'(', between, ')'}
                                                                         : std::string(1, between)));
      range = false;
      last_letter = c;
      letter = paren ? std::string{'(', c, ')'} : std::string(1, c);
      size_t j = i + 1;
      // ("subsection D1 of this section", "D.1": its item written on, as
      // the text writes it, or in parentheses where the code sets them.)
      size_t d = j + (j < items.size() && items[j] == '.');
      size_t e = d;
      while (e < items.size() && ascii::IsDigit(static_cast<unsigned char>(items[e]))) ++e;
      if (e > d) {
        letter += paren ? "(" + items.substr(d, e - d) + ")" : items.substr(j, e - j);
        j = e;
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

// The Iowa Code's lower levels, relative to the source's: "paragraph “a”"
// is a lettered paragraph of the source's subsection, "subparagraph (1)"
// a numbered one of its paragraph (the Code names its levels: subsection
// 1, paragraph “a”, subparagraph (1), subparagraph division (a)).
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

// A list of roman numerals with its ranges written out: "III through V"
// -> "III, IV, V"; other items as they are.
std::string RomanRangesExpanded(const std::string& list) {
  static const RE2 kRange(R"(\b([IVXL]+)\s+(?:through|to)\s+([IVXL]+)\b)", RE2::Quiet);
  std::string out = list;
  std::string a, b;
  re2::StringPiece sp(list);
  if (!RE2::PartialMatch(sp, kRange, &a, &b)) return out;
  int from = RomanValue(a), to = RomanValue(b);
  if (from <= 0 || to <= from || to - from > 30) return out;
  std::string run;
  for (int n = from; n <= to; ++n) run += (run.empty() ? "" : ", ") + RomanNumeral(n);
  RE2::Replace(&out, kRange, run);
  return RomanRangesExpanded(out);  // the next range, if any
}

// A subchapter's numeral with its letter as the Code's tables write it:
// "IIIB" is III-B.
std::string LetteredSubchapter(std::string s) {
  if (s.size() > 1 && s.find('-') == std::string::npos &&
      std::string_view("IVXL").find(s.back()) == std::string_view::npos)
    s.insert(s.size() - 1, "-");
  return s;
}

// The key path of the source's nearest ancestor whose last component
// opens with `marker` ("/ch.": the chapter a table of contents holds it
// in), or none.
std::optional<std::string> AncestorPathWith(const Context& ctx, std::string_view marker) {
  for (int32_t a = ctx.source.parent; a != kNoProvision; a = ctx.corpus.provisions[a].parent) {
    const std::string& path = ctx.corpus.provisions[a].key.path();
    size_t at = path.rfind(marker);
    if (at != std::string::npos && path.find('/', at + 1) == std::string::npos) return path;
  }
  return std::nullopt;
}

// The title "such title" stands for: the last one the provision names
// before t[at] (or, for a list's item, its ancestors' text): "section
// 5307 of title 5, United States Code, … section 5307(d) of such title".
// Its number, and whether it is the U.S. Code's (else the D.C. Code's:
// "section 11-1566 of title 11 of the District of Columbia Official
// Code … section 11-1561(4) of such title").
std::optional<std::pair<std::string, bool>> SuchTitle(const Context& ctx, std::string_view t,
                                                      size_t at) {
  static const RE2 kTitle(
      R"(\b[Tt]itle\s+(\d+)((?:,?\s+(?:of\s+the\s+)?United\s+States\s+Code)|(?:\s+of\s+the\s+District\s+of\s+Columbia))?|\b(\d+)\s+U\.\s?S\.\s?C\.)",
      RE2::Quiet);
  auto last_in = [&](std::string_view text) -> std::optional<std::pair<std::string, bool>> {
    re2::StringPiece sp(text.data(), text.size());
    std::string number, name, usc, found;
    bool found_usc = false;
    while (RE2::FindAndConsume(&sp, kTitle, &number, &name, &usc)) {
      found = usc.empty() ? number : usc;
      found_usc = !usc.empty() || name.find("United") != std::string::npos ||
                  (name.empty() && !Is(ctx.spec.code, "dc-code"sv));
    }
    if (found.empty()) return std::nullopt;
    return std::make_pair(found, found_usc);
  };
  if (auto r = last_in(t.substr(0, at))) return r;
  for (int32_t a = ctx.source.parent; a != kNoProvision; a = ctx.corpus.provisions[a].parent)
    if (auto r = last_in(ctx.corpus.provisions[a].text)) return r;
  return std::nullopt;
}

// A D.C. Code chapter named without its title ("the taxes imposed by
// Chapter 9", "under subchapter II of Chapter 4"), as titles 25 and 47
// name their own: the path of the source's title's chapter (and
// subchapter) that the corpus holds, *sp moved past it. nullopt for
// another body's chapter: a list ("Chapter 51 and subchapter III of
// Chapter 53 of Title 5", "Chapter 1A, 3, 9 … of the Banking Code"),
// "(relating to …)" after it (title 5 of the U.S. Code), "Chapter 5,
// section 134" (an act's), "26 DCMR chapter 1", or text before it that
// names the U.S. Code or the Municipal Regulations.
std::optional<std::string> BareOwnChapter(const Context& ctx, std::string_view t, size_t lb,
                                          re2::StringPiece* sp) {
  static const RE2 kBare(R"(^(?:[Ss]ubchapter ([IVXL]+(?:-[A-Z])?) of )?[Cc]hapter (\d+[A-Z]?)\b)",
                         RE2::Quiet);
  static const RE2 kAnother(
      R"(^(?:,?\s+(?:and|or)\s+(?:[Ss]ub)?[Cc]hapter|,?\s+(?:and\s+|or\s+)?\d|,?\s+of\b|,\s+(?:[Ss]ection|[Ss]ubchapter|[Pp]art)\b|\s+\(relating|,?\s+(?:[Tt]itle|D\.C\.|U\.S\.C))|^\.\d)",
      RE2::Quiet);
  if (!Is(ctx.spec.code, "dc-code"sv)) return std::nullopt;
  re2::StringPiece s = *sp, after;
  std::string subch, chapter;
  if (!Consume(&s, kBare, &subch, &chapter)) return std::nullopt;
  if (after = s; Consume(&after, kAnother)) return std::nullopt;
  std::string_view before = t.substr(0, lb);
  // ("§ 1139 of Chapter 11 … of the Comprehensive Plan", "the subchapter I
  // of Chapter 5" whose title is not the source's: the tail of another
  // reference; but "Unit A of Chapter 14", "part D-i of subchapter I of
  // Chapter 3" are the chapter's own.)
  static const RE2 kOwnLevelOf(R"((?:[Uu]nit\s+[A-Z]|[Pp]art\s+[A-Z][-A-Za-z0-9]*)\s+of\s+$)", RE2::Quiet);
  if (TrimmedBefore(t, lb).ends_with(" of"sv) &&
      !RE2::PartialMatch(re2::StringPiece(Before(t, lb, 24).data(), Before(t, lb, 24).size()), kOwnLevelOf))
    return std::nullopt;
  if (before.ends_with("DCMR "sv) || before.find("United States Code") != std::string_view::npos ||
      before.find("U.S.C.") != std::string_view::npos || before.find("DCMR") != std::string_view::npos ||
      before.find("Municipal Regulations") != std::string_view::npos)
    return std::nullopt;
  std::string_view key = ctx.source.key.path();
  std::string title(key.substr(0, key.find_first_of("-:/")));
  if (title.empty() || Is(title, "28"sv)) return std::nullopt;  // (28: the UCC's articles)
  std::string path = title + "/ch." + chapter;
  if (!subch.empty()) path += "/subch." + LetteredSubchapter(subch);
  if (ctx.corpus.Find(Key("dc-code", path)) == kNoProvision) return std::nullopt;
  *sp = s;
  return path;
}

// A D.C. subchapter's number written in arabic numerals ("subchapter 2
// of this chapter"), as the Code numbers its subchapters: in roman. False
// for a number past any chapter's subchapters.
bool RomanSubchapter(std::string* subch) {
  if (subch->empty() || !ascii::IsDigit(static_cast<unsigned char>((*subch)[0]))) return true;
  int n = std::stoi(*subch);
  if (n > 39) return false;
  *subch = RomanNumeral(n);
  return true;
}

// Containers of the D.C. Code: "Chapter 3 of Title 2", "subchapter I of
// Chapter 5 of this title", "part E of this subchapter".
std::optional<Parsed> ParseDcContainer(const Context& ctx, std::string_view t,
                                       size_t lb) {
  static const RE2 kFull(
      R"(^(?:[Pp]art ([A-Z0-9]+(?:-[A-Z])?) of )?(?:[Ss]ubchapter ([IVXL]+(?:-[A-Z]|[A-HJKM-UWYZ])?|[1-9]\d?) of )?[Cc]hapter (\d+[A-Z]?) (?:\[repealed\] )?\[?of (?:[Tt]itle (\d+[A-Z]?)|(this|such|said) [Tt]itle)\]?)",
      RE2::Quiet);
  static const RE2 kOfThisChapter(
      R"(^(?:[Pp]art ([A-Z0-9]+(?:-[A-Z])?) of )?[Ss]ubchapter (?:\[subchapter\] )?([IVXL]+(?:-[A-Z]|[A-HJKM-UWYZ])?|[1-9]\d?) of (?:[Uu]nit ([A-Z]) of )?this [Cc]hapter)",
      RE2::Quiet);
  // A list of two or more subchapters, ranges among them: "V, VI, XVII-A
  // and XVII", "III through V".
  static const std::string kSubchapterList =
      R"(((?:[IVXL]+(?:-[A-Z]|[A-HJKM-UWYZ])?)(?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+)[IVXL]+(?:-[A-Z]|[A-HJKM-UWYZ])?)+))";
  // ("subchapter II or IV of this chapter": the singular too.)
  static const RE2 kSubchaptersOfThisChapter(
      R"(^[Ss]ubchapters?\s+)" + kSubchapterList + R"(\s+of\s+this\s+[Cc]hapter)", RE2::Quiet);
  // ("subchapter II or III of Chapter 13 of Title 16": the singular too.)
  static const RE2 kSubchaptersOfChapter(
      R"(^[Ss]ubchapters?\s+((?:[IVXL]+(?:-[A-Z]|[A-HJKM-UWYZ])?)(?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)[IVXL]+(?:-[A-Z]|[A-HJKM-UWYZ])?)+)\s+of\s+[Cc]hapter\s+(\d+[A-Z]?)\s+of\s+(?:[Tt]itle\s+(\d+[A-Z]?)|(this)\s+title))",
      RE2::Quiet);
  // "Subchapters III, IV, V, VII, and VIII [§§ 46-353.01 through …]
  // shall": of the source's own chapter, where no " of" names one.
  static const RE2 kBareSubchapters(
      R"(^[Ss]ubchapters\s+)" + kSubchapterList +
          R"((?:\s*\[|[;:.,)]|\s+(?:shall|may|is|are|apply|applies)\b|\s+(?:and|or)\s+(?:§|[Ss]ections?\s)|$))",
      RE2::Quiet);
  // Not followed by " of" (which names its chapter) nor another numeral.
  static const RE2 kBareSubchapter(
      R"(^[Ss]ubchapter ([IVXL]+(?:-[A-Z]|[A-HJKM-UWYZ])?)\b(?:[;:.,)]|\s+(?:and|or|to|through|in|for|shall|may|is|are)\b|$))",
      RE2::Quiet);
  static const RE2 kOfThisSubchapter(
      R"(^[Pp]art ([A-Z0-9]+(?:-[A-Z])?) of this subchapter)", RE2::Quiet);
  // Not followed by " of" (which names its article) nor another numeral.
  static const RE2 kBareUccPart(
      R"(^[Pp]art (\d{1,2})\b(?:[;:.,)]|\s+(?:and|or|to|as|of\s+this\s+article)\b|$))", RE2::Quiet);
  static const RE2 kSubtitle(R"(^Subtitle ([IVXL]+) of Title (\d+[A-Z]?))",
                             RE2::Quiet);
  // The Uniform Commercial Code's articles and their parts: "Article 9 of
  // Title 28", "part 4 of Article 9 of Title 28" (keyed 28/art.9/part.IV).
  // (Where the subtitle is named, "Article 9 of Subtitle I of Title 28",
  // the Council's tags cite the subtitle, and so does lexgraph.)
  // ("article 9 of this subtitle" in the UCC's transition sections.)
  static const RE2 kArticle(
      R"(^(?:[Pp]art (\d+) of )?[Aa]rticle (\d+A?) of (?:Title (\d+[A-Z]?)|this subtitle))",
      RE2::Quiet);
  // "D.C. Official Code, subchapter XVIII, Chapter 15, Title 1"
  static const RE2 kCommaForm(
      R"(^(?:[Pp]art ([A-Z0-9]+(?:-[A-Z])?),\s+)?[Ss]ubchapter ([IVXL]+(?:-[A-Z]|[A-HJKM-UWYZ])?),\s+[Cc]hapter (\d+[A-Z]?),\s+[Tt]itle (\d+[A-Z]?)\b)",
      RE2::Quiet);
  std::string_view rest = t.substr(lb);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string part, subch, chapter, title, this_title;
  // Each pattern below opens with one of a few words; its first letter, in
  // small case, tells which can match at all (a pattern that cannot costs
  // a call of RE2 all the same).
  char first = rest.empty() ? '\0' : static_cast<char>(rest[0] | 0x20);
  bool part_word = first == 'p', subchapter_word = first == 's';
  // "Parts C and D of subchapter II of Chapter 11A of this title", "Parts A
  // through E of this subchapter": the parts of the subchapter named after
  // them (a range, every letter between).
  static const RE2 kPartsOf(
      R"(^[Pp]arts\s+([A-Z](?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+)[A-Z])+)\s+of\s+)",
      RE2::Quiet);
  if (std::string list; (rest[0] == 'P' || rest[0] == 'p') && Consume(&sp, kPartsOf, &list)) {
    size_t after = t.size() - sp.size();
    std::string subchapter;
    Parsed p;
    if (t.substr(after).starts_with("this subchapter"sv)) {
      std::optional<std::string> sub = AncestorPathWith(ctx, "/subch.");
      if (!sub) return std::nullopt;
      subchapter = *sub;
      p.end = after + 15;
    } else if (std::optional<Parsed> q = ParseDcContainer(ctx, t, after);
               q && q->targets.size() == 1 &&
               q->targets[0].path().find("/subch.") != std::string::npos &&
               q->targets[0].path().find("/part.") == std::string::npos) {
      subchapter = q->targets[0].path();
      p.end = q->end;
    } else {
      return std::nullopt;
    }
    p.begin = lb;
    char prev = 0;
    bool through = false;
    for (size_t k = 0; k < list.size(); ++k) {
      char c = list[k];
      if (list.compare(k, 7, "through") == 0) {
        through = true;
        k += 6;
        continue;
      }
      if (c < 'A' || c > 'Z') continue;
      for (char x = through && prev ? prev + 1 : c; x <= c; ++x)
        p.targets.emplace_back(ctx.spec.code, subchapter + "/part." + std::string(1, x));
      prev = c;
      through = false;
    }
    return p;
  }
  if (std::string article; (part_word || first == 'a') &&
                            Consume(&sp, kArticle, &part, &article, &title)) {
    Parsed p;
    p.begin = lb;
    p.end = t.size() - sp.size();
    if (title.empty()) {  // "of this subtitle": the source's title
      std::string_view s = ctx.source.key.path();
      title = std::string(s.substr(0, s.find_first_of("-:/")));
    }
    std::string path = title + "/art." + article;
    if (int n = part.empty() ? 0 : std::stoi(part.substr(0, 3)); n > 0)
      path += "/part." + RomanNumeral(n);
    p.targets.emplace_back(ctx.spec.code, path);
    return p;
  }
  Parsed p;
  p.begin = lb;
  const std::string& code = ctx.spec.code;
  auto source_title = [&]() {
    std::string_view s = ctx.source.key.path();
    size_t cut = s.find_first_of("-:/");
    return std::string(s.substr(0, cut));
  };
  // Each item of a list of chapters ("36, 37, 38") or subchapters ("V, VI,
  // XVII-A and XVII"), keyed under `prefix`.
  static const RE2 kChapterItem(R"((\d+[A-Z]?))", RE2::Quiet);
  static const RE2 kSubchapterItem(R"(([IVXL]+(?:-[A-Z]|[A-HJKM-UWYZ])?))", RE2::Quiet);
  auto push_items = [&](const std::string& list, const RE2& item, const std::string& body,
                        const std::string& prefix) {
    re2::StringPiece items(list.data(), list.size());
    std::string one;
    while (RE2::FindAndConsume(&items, item, &one))
      p.targets.emplace_back(body, prefix + (&item == &kSubchapterItem ? LetteredSubchapter(one) : one));
  };
  auto ancestor_with = [&](std::string_view marker) { return AncestorPathWith(ctx, marker); };
  // "(Title 28, Chapters 36, 37, 38, et al.)": the title stands before.
  {
    static const RE2 kTitleBefore(R"((Title (\d+[A-Z]?),\s*)$)", RE2::Quiet);
    static const RE2 kChapterList(
        R"(^[Cc]hapters?\s+(\d+[A-Z]?(?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\d+[A-Z]?)*)\b)",
        RE2::Quiet);
    std::string words, title_num, list;
    re2::StringPiece lp(rest.data(), rest.size());
    // Not the title of a citation before ("Chapter 14 of Title 2, Chapter
    // 45 of Title 28").
    auto of_before = [&](size_t title_at) {
      return TrimmedBefore(t, title_at).ends_with(" of"sv);
    };
    if (Before(t, lb, 16).find("Title ") != std::string_view::npos &&
        WordsBefore(t, lb, 16, kTitleBefore, &words, &title_num) &&
        !of_before(lb - words.size()) && Consume(&lp, kChapterList, &list)) {
      push_items(list, kChapterItem, code, title_num + "/ch.");
      p.begin = lb - words.size();
      p.end = t.size() - lp.size();
      return p;
    }
  }
  static const RE2 kUnitedStatesCode(R"(^,?\s+(?:of\s+the\s+)?United\s+States\s+Code)",
                                     RE2::Quiet);
  // ("Chapter 1 of Title 26 (Insurance) of the District of Columbia
  // Municipal Regulations": the title's name between.)
  // (Or of the Construction Codes, DCMR title 12A's: "Chapter 1A of Title
  // 12A of the Construction Codes".)
  static const RE2 kMunicipalRegulations(
      R"(^(?:\s+\([^()]{1,60}\))?,?\s+of\s+the\s+(?:District\s+of\s+Columbia\s+)?(?:Municipal\s+Regulations|Construction\s+Codes?\b))",
      RE2::Quiet);
  // "Chapters 14 and 22 of Title 50", "chapters 5, 6 and 7 of this title",
  // "chapters 81 and 83 of title 5, United States Code", "Chapter 20 and
  // Chapter 22 of this title", "Chapter 5 or 11 of Title 21", "Chapter 3,
  // 7 [repealed], 11, or 15 [repealed] of Title 21" (the editors' notes).
  auto singular_list = [&] {
    size_t k = 8;
    while (k < rest.size() && ascii::IsAlnum(static_cast<unsigned char>(rest[k]))) ++k;
    std::string_view r = rest.substr(k, 5);
    return r.starts_with(","sv) || r.starts_with(" or "sv) || r.starts_with(" and "sv);
  };
  if (rest.size() > 9 && (rest[0] == 'C' || rest[0] == 'c') &&
      (rest[7] == 's' || rest.substr(0, 64).find(" Chapter ") != std::string_view::npos ||
       singular_list())) {
    static const RE2 kChaptersOfTitle(
        R"(^[Cc]hapters?\s+(\d+[A-Z]?(?:\s\[repealed\])?(?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(?:Chapter\s+)?\d+[A-Z]?(?:\s\[repealed\])?)+)\s+of\s+(?:[Tt]itle\s+(\d+[A-Z]?)|(this|such|said)\s+title)\b)",
        RE2::Quiet);
    std::string list, title_num, this_word;
    std::string_view window = rest.substr(0, kWindow);
    re2::StringPiece lp(window.data(), window.size());
    if (Consume(&lp, kChaptersOfTitle, &list, &title_num, &this_word)) {
      // ("Chapter 59 or Chapter 60 of Title 17 of the District of Columbia
      // Municipal Regulations": the DCMR's, which no key spells.)
      re2::StringPiece after = lp;
      if (Consume(&after, kMunicipalRegulations)) return std::nullopt;
      std::string body = code;
      if (!title_num.empty() && Consume(&lp, kUnitedStatesCode)) body = "usc";
      if (Is(this_word, "such"sv) || Is(this_word, "said"sv)) {
        // "Chapter 51 and Chapter 53 of such title": the title named before.
        std::optional<std::pair<std::string, bool>> such = SuchTitle(ctx, t, lb);
        if (!such) return std::nullopt;
        title_num = such->first;
        if (such->second) body = "usc";
      }
      if (title_num.empty()) title_num = source_title();
      push_items(list, kChapterItem, body, title_num + "/ch.");
      p.end = PieceAt(t, lp);
      return p;
    }
  }
  std::string path;
  bool comma_form = rest.substr(0, 40).find(", Chapter") != std::string_view::npos;
  if (comma_form && Consume(&sp, kCommaForm, &part, &subch, &chapter, &title)) {
    path = title + "/ch." + chapter + "/subch." + LetteredSubchapter(subch);
    if (!part.empty()) path += "/part." + part;
  } else if ((part_word || subchapter_word || first == 'c') &&
             Consume(&sp, kFull, &part, &subch, &chapter, &title, &this_title)) {
    // ("subchapter 1 of Chapter 5 of Title 2": the Code numbers its
    // subchapters in roman numerals.)
    if (!RomanSubchapter(&subch)) return std::nullopt;
    // "subchapter III of chapter 15 of such title": the title named
    // before, the U.S. Code's or the D.C. Code's.
    if (Is(this_title, "such"sv) || Is(this_title, "said"sv)) {
      std::optional<std::pair<std::string, bool>> such = SuchTitle(ctx, t, lb);
      if (!such) return std::nullopt;
      if (such->second) {
        p.end = t.size() - sp.size();
        std::string usc_path = such->first + "/ch." + chapter;
        if (!subch.empty()) usc_path += "/subch." + subch;
        if (!part.empty()) usc_path += "/part." + part;
        p.targets.emplace_back("usc", usc_path);
        return p;
      }
      title = such->first;
    }
    // "Chapter 99 of Title 18 of the District of Columbia Municipal
    // Regulations" is the DCMR, not the Code.
    re2::StringPiece after = sp;
    if (Consume(&after, kMunicipalRegulations)) return std::nullopt;
    if (!title.empty() && Consume(&sp, kUnitedStatesCode)) {
      // "chapter 43 of title 38, United States Code"
      p.end = t.size() - sp.size();
      std::string usc_path = title + "/ch." + chapter;
      if (!subch.empty()) usc_path += "/subch." + subch;
      if (!part.empty()) usc_path += "/part." + part;
      p.targets.emplace_back("usc", usc_path);
      return p;
    }
    if (title.empty()) title = source_title();
    path = title + "/ch." + chapter;
    // "Chapter 9 of Title 28": title 28's first chapters are the Uniform
    // Commercial Code's articles (its sections 28:9-101 …), which the Code
    // now calls Article 9 (28/art.9); its own chapters start at 21.
    if (Is(title, "28"sv) && subch.empty() && part.empty() &&
        (Is(chapter, "2A"sv) || Is(chapter, "4A"sv) ||
         (chapter.size() <= 2 && std::all_of(chapter.begin(), chapter.end(), ::isdigit) &&
          std::stoi(chapter) >= 1 && std::stoi(chapter) <= 11)))
      path = "28/art." + chapter;
    // "Unit A of Chapter 14 of Title 2": the unit stands before the lead,
    // and maybe a subchapter before it ("subchapter IV of Unit A of
    // Chapter 2 of Title 9"). Where the tables of contents hold the
    // chapter but no such unit (title 9's units are headings over its
    // subchapters), the unit is no level of the key.
    static const RE2 kUnitBefore(R"(((?:[Ss]ubchapter ([IVXL]+) of )?[Uu]nit ([A-Z]) of )$)",
                                 RE2::Quiet);
    std::string unit_words, unit_subch, unit;
    if (subch.empty() && part.empty() &&
        WordsBefore(t, lb, 40, kUnitBefore, &unit_words, &unit_subch, &unit)) {
      p.begin = lb - unit_words.size();
      const Corpus& corpus = ctx.corpus;
      bool heading_only = corpus.Find(Key(code, path)) != kNoProvision &&
                          corpus.Find(Key(code, path + "/unit." + unit)) == kNoProvision;
      if (!heading_only) path += "/unit." + unit;
      subch = unit_subch;
    }
    if (!subch.empty()) path += "/subch." + LetteredSubchapter(subch);
    if (!part.empty()) path += "/part." + part;
  } else if (std::string list;
             subchapter_word && Consume(&sp, kSubchaptersOfThisChapter, &list)) {
    // "subchapters V, VI, VII, XVII-A and XVII of this chapter"
    auto ch = ancestor_with("/ch.");
    p.end = t.size() - sp.size();
    if (!ch) {
      p.unresolved = "the chapter that " + ctx.source.key.ToString() +
                     " belongs to is not in the corpus";
      return p;
    }
    // "subchapters III through V": every one between.
    push_items(RomanRangesExpanded(list), kSubchapterItem, code, *ch + "/subch.");
    return p;
  } else if (std::string list2, chap2, title2, this2;
             rest.size() > 12 && (rest[10] == 's' || rest.substr(10, 20).find(" or ") != std::string_view::npos ||
                                  rest.substr(10, 20).find(" and ") != std::string_view::npos) &&
             subchapter_word && Consume(&sp, kSubchaptersOfChapter, &list2, &chap2, &title2, &this2)) {
    // "subchapters I and II of Chapter 18 of Title 2"
    p.end = t.size() - sp.size();
    std::string base = (title2.empty() ? source_title() : title2) + "/ch." + chap2;
    push_items(list2, kSubchapterItem, code, base + "/subch.");
    return p;
  } else if (std::string unit; (part_word || subchapter_word) &&
                                Consume(&sp, kOfThisChapter, &part, &subch, &unit)) {
    if (!RomanSubchapter(&subch)) return std::nullopt;  // "subchapter 2 of this chapter"
    // ("subchapter II of Unit A of this chapter": chapter 14 of title 2
    // holds units.)
    auto ch = ancestor_with("/ch.");
    if (!ch) {
      p.end = t.size() - sp.size();
      p.unresolved = "the chapter that " + ctx.source.key.ToString() +
                     " belongs to is not in the corpus";
      return p;
    }
    // (Unless the unit is a heading only, as in title 9: see below.)
    if (!unit.empty() && ctx.corpus.Find(Key(ctx.spec.code, *ch + "/unit." + unit)) == kNoProvision)
      unit.clear();
    path = *ch + (unit.empty() ? "" : "/unit." + unit) + "/subch." + LetteredSubchapter(subch);
    if (!part.empty()) path += "/part." + part;
  } else if (std::string bare_list;
             subchapter_word && Consume(&sp, kBareSubchapters, &bare_list)) {
    auto ch = ancestor_with("/ch.");
    if (!ch) return std::nullopt;
    p.end = lb + std::string_view("subchapters ").size() + bare_list.size();
    push_items(RomanRangesExpanded(bare_list), kSubchapterItem, code, *ch + "/subch.");
    return p;
  } else if (std::string bare;
             subchapter_word && Consume(&sp, kBareSubchapter, &bare)) {
    // "provided for under subchapter IV": of the source's own chapter. The
    // span ends with the numeral, before what the pattern looked at.
    auto ch = ancestor_with("/ch.");
    if (!ch) return std::nullopt;
    p.end = lb + std::string_view("subchapter ").size() + bare.size();
    p.targets.emplace_back(code, *ch + "/subch." + LetteredSubchapter(bare));
    return p;
  } else if (std::optional<std::string> article;
             (rest[0] == 'P' || rest[0] == 'p') && (article = ancestor_with("/art.")) &&
             Consume(&sp, kBareUccPart, &part)) {
    // "Part 5 as amended by the 2012 Act", in a section of Article 9 of
    // the Uniform Commercial Code (title 28): a part of its article.
    p.end = lb + 5 + part.size();
    p.targets.emplace_back(code, *article + "/part." + RomanNumeral(std::stoi(part)));
    return p;
  } else if (part_word && Consume(&sp, kOfThisSubchapter, &part)) {
    auto sub = ancestor_with("/subch.");
    if (!sub) {
      p.end = t.size() - sp.size();
      p.unresolved = "the subchapter that " + ctx.source.key.ToString() +
                     " belongs to is not in the corpus";
      return p;
    }
    path = *sub + "/part." + part;
  } else if (rest[0] == 'S' && Consume(&sp, kSubtitle, &subch, &title)) {
    path = title + "/subtitle." + subch;
  } else if (std::optional<std::string> own = BareOwnChapter(ctx, t, lb, &sp)) {
    path = *own;
  } else {
    return std::nullopt;
  }
  p.end = t.size() - sp.size();
  p.targets.emplace_back(code, path);
  return p;
}

// The chapter an ordinance's bare "Article VII" is of where the text
// names it just before: in the same sentence ("Chapter 17, Article I
// governing … and Article VII, governing …"), or, opening an item, in
// the lead-in the item follows ("10. Chapter 19, including: (a) Article
// IV, …"). Empty where none is named.
std::string ChapterNamedBefore(const Context& ctx, std::string_view t, size_t lb) {
  // (In the sentence, the code's chapter with an article of its own,
  // "Chapter 17, Article I"; before the items, one no body's name
  // follows, not "Chapter 62, Wis. Stats., including:".)
  static const RE2 kChapterArticle(
      R"(\b[Cc]hapter\s+(\d+[A-Z]?(?:[.-]\d+[A-Z]?)?),?\s+Article\b)", RE2::Quiet);
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
  if (!Trim(before).empty() || ctx.source.parent == kNoProvision) return "";
  const std::string& lead_in = ctx.corpus.provisions[ctx.source.parent].text;
  if (!std::string_view(Trim(lead_in)).ends_with(":")) return "";
  size_t open = std::string_view(lead_in).find_last_of(".;", lead_in.size() - 1);
  return last_chapter(open == std::string::npos ? std::string_view(lead_in)
                                                : std::string_view(lead_in).substr(open + 1),
                      kChapterLeadIn);
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
  static const RE2 kArticles(R"(^Articles?\s+([IVXL]+|[A-Z]|\d{1,2})\b)", RE2::Quiet);
  // ("article III of chapter 10": in small letters, a numeral or number.)
  static const RE2 kSmallArticles(R"(^articles?\s+([IVXL]+|\d{1,2})\b)", RE2::Quiet);
  static const RE2 kNextItem(
      R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+(?:to|through)\s+)(?:Articles?\s+)?([IVXL]+|[A-Z]|\d{1,2})\b)",
      RE2::Quiet);
  static const RE2 kOfChapter(R"(^,?\s+of\s+[Cc]hapter\s+(\d+(?:\.\d+)?))", RE2::Quiet);
  static const RE2 kOfOther(R"(^,?\s+of\s+(?:the|said|such)\s+[A-Z])", RE2::Quiet);
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
  std::string first;
  if (!Consume(&sp, t[lb] == 'a' ? kSmallArticles : kArticles, &first) || !ends_item(sp))
    return std::nullopt;
  // "Article I TITLE, INTENT AND AUTHORITY Section 101.", "Article II
  // DEFINITIONS Section 201.": a heading run into the text; "Article II,
  // section 2.2", "Article VIII, § 8.01": the section, the article its
  // place (read by the section's own lead).
  {
    static const RE2 kHeadingOrPlace(
        R"(^(?:\s+[A-Z]{3,}[,;]?\s+[A-Z]|,?\s+(?:[Ss]ection|\x{00A7})\s*\d))", RE2::Quiet);
    re2::StringPiece after = sp;
    if (RE2::PartialMatch(after, kHeadingOrPlace)) return std::nullopt;
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
    items.push_back(item);
  }
  if (RE2::PartialMatch(sp, kOfOther)) return std::nullopt;
  // ("Article IX (and any subsequent amendments) of the MPC": an aside
  // before the act's name.)
  if (std::string_view rest(sp.data(), sp.size()); StartsWith(rest, " ("sv)) {
    size_t close = rest.substr(0, 80).find(')');
    if (close != std::string_view::npos &&
        RE2::PartialMatch(re2::StringPiece(rest.data() + close + 1, rest.size() - close - 1), kOfOther))
      return std::nullopt;
  }
  static const RE2 kOfThisChapter(R"(^,?\s+of\s+this\s+[Cc]hapter\b)", RE2::Quiet);
  Consume(&sp, kOfThisChapter);  // "Articles VII and VIII of this chapter"
  static const RE2 kHerein(R"(^\s+herein\b)", RE2::Quiet);
  Consume(&sp, kHerein);  // "Article VII herein"
  std::string chapter;
  if (!Consume(&sp, kOfChapter, &chapter)) {
    auto ch = spec.options.find("chapter");
    if (std::string named = ChapterNamedBefore(ctx, t, lb); !named.empty()) {
      chapter = named;
    } else if (ch != spec.options.end()) {
      chapter = ch->second;
    } else if (const std::optional<Key>& sec = ctx.section()) {
      // (Of the section's number only: "1-4" of a level's key "1-4b.10".)
      static const RE2 kNumber(R"(^(\d+(?:[.-]\d+)*))", RE2::Quiet);
      std::string number;
      RE2::PartialMatch(sec->path(), kNumber, &number);
      std::string_view path = number;
      size_t n = path.find_first_of(".-");
      // (A number in three parts names its chapter by the first two:
      // "17.95.120" is in chapter 17.95, "3-7-1" in chapter 3-7.)
      size_t last = path.find_last_of(".-");
      if (n != std::string_view::npos && n > 0)
        chapter = std::string(path.substr(0, last > n ? last : n));
    }
  }
  Parsed p;
  p.begin = lb;
  p.end = t.size() - sp.size();
  if (chapter.empty()) {
    p.unresolved = "an article of a chapter the text does not name";
    return p;
  }
  for (const std::string& a : items)
    p.targets.emplace_back(spec.code, "ch." + chapter + "/art." + a);
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
  while (true) {
    re2::StringPiece before = sp;
    if (!Consume(&sp, kNext) || (!Consume(&sp, kSection) && !Consume(&sp, kLevels)) ||
        RE2::PartialMatch(sp, kFederal) || names_after()) {
      sp = before;
      break;
    }
  }
  Consume(&sp, kEtSeq);
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
  // consolidated ones (keys.md: pa-cs:53-10601).
  static const RE2 kPaCs(R"(^(\d+)\s+(?:Pa\.\s?C\.\s?S|P\.\s?S\.))", RE2::Quiet);
  if (titled && RE2::PartialMatch(sp, kPaCs, &title)) {
    *prefix = title + "-";  // 75 Pa.C.S. § 1371 -> pa-cs:75-1371
    return "pa-cs";
  }
  if (lead.starts_with("D."sv)) return "dc-code";
  if (lead.starts_with("Wis"sv)) return "wis-stat";
  return "";
}

// The lead-ins of citations, as one pattern scanned in one pass. The
// words that are also plain English ("section", "part", "chapter") must be
// followed by what starts a reference, so that prose does not stop the
// scan; that one following character is not part of the lead-in (see
// LeadEnd).
// Texts that may have lost spaces around their citations (the Akoma Ntoso
// copy of the Wisconsin statutes, the states' JSON Lines, text extracted
// from print) get three more forms: "Sections76.03" (and "chapter236A"),
// "Subsection(11)" and a title glued to the word before ("under42 USC
// 601"). The D.C. Council's
// and the U.S. Code's XML do without them: the scan is faster. Wisconsin's
// municipal codes get their own forms on top: "SECTIONS 13-1-20",
// "Article IV", "Wisconsin State Statute 59.70(1)", "ss 59.07" (an older
// scan), "Subdivisions a. through s. of …", "division (1) below", "Comm.
// 83", "Trans Code 102"; the statutes' texts scan faster without them. The
// other states' municipal codes get theirs: "567 IAC 61.2", "SMC
// 23.60A.150" (the code's own, by its abbreviation). Wisconsin's
// statutes and rules get the Administrative Code's agencies ("NR
// 115.05", "DHS 107.02 (3)") and "S. 343.085" opening a sentence, which
// the other states' texts scan faster without (Connecticut's history
// notes hold some 14,500 "P.A. 73-279, S. 1" in an eighth of the five
// states).
// The parts of Ohio's codified ordinances by the abbreviations their
// cross-references print ("see TRAF. 432.32", "GEN. OFF. 642.01", "S. &
// P.S. 903.06", the Streets and Public Services Code), each before its
// full stop.
constexpr const char kOhioParts[] =
    R"(TRAF|ADM|GEN\.\s?OFF|BUS\.\s?REG|P\.\s?&\s?Z|B\.\s?&\s?H|BLDG|S\.\s?U\.\s?&\s?P\.\s?S|S\.\s?&\s?P\.\s?S|STR\.\s?&\s?S|TAX)";

// The lead-in pattern of each set. (A new alternative of the XML's or the
// text's sets needs its opening letters known to NextLeadStart too,
// ingest/lead_openers.cc: tests/lead_openers_test.cc shows where not.)
std::string LeadInSource(LeadSet set) {
  std::string s =
      "(?:Wis\\.\\s*Stats?\\.\\s*|D\\.\\s?C\\.\\s+(?:Official\\s+)?Code,?\\s*|"
      "\\b\\d+\\s+U\\.?\\s?S\\.?\\s?C\\.?(?:A\\.)?\\s*|\\b\\d+\\s+C\\.?\\s?F\\.?\\s?R\\.?\\s*)?§§?|"
      // ("42USC 4022", "44 CFR60.1(b)": a space lost either side.)
      "\\b\\d+\\s*U\\.?\\s?S\\.?\\s?C\\.?(?:A\\.)?,?\\s|\\b\\d+\\s*C\\.?\\s?F\\.?\\s?R\\.?,?(?:\\s+(?:[Pp]arts?\\s+|[Pp]ts?\\.\\s*)?|\\d)|"
      "\\b\\d+\\s+(?:Pa\\.\\s?C\\.\\s?S(?:\\.\\s?A)?|P\\.\\s?S)\\.,?\\s*(?:§§?\\s*)?|\\bRCW\\s+(?:\\*{1,3}\\s*)?\\d|\\b[Ss]ecs?\\.\\s+\\d|"
      "\\b[Ss]ubdivisions?\\s+\\(|\\b[Ss]ubsections?\\s+\\d|"
      "\\b[Ss]ubds?\\.|\\b[Ss]ubs?\\.|\\b[Pp]ar(?:as?|s)?\\.|\\bss?\\.|\\b[Cc]hs?\\.|"
      "\\bSubdivisions?\\s+\\d|\\b[Ss]ubchs?\\.\\s*(?:[IVXL]|[A-Z]{1,2}\\b)|"
      "\\b(?:[Ss]ub)?[Pp]aragraphs?\\s+\\(|\\b[Pp]aragraphs?\\s+“|\\b[Cc]hapters?\\s+\\d|"
      "\\b(?:[Ss]ub)?[Cc]lauses?\\s+\\(|"
      // ("Subchapter [subchapter] IX of this chapter": the editors' word.)
      "\\b[Ss]ubchapters?\\s+(?:\\[subchapter\\]\\s+)?[IVXL]|\\b[Pp]art\\s+[A-Z0-9]|\\bSubtitle\\s+[IVXL]|"
      "\\bthis (?:section|subsection|paragraph|subdivision|chapter|article)\\b|"
      "\\bWis\\.\\s*Adm(?:in)?\\.\\s*Code\\b|"
      "\\b[Aa]rticle\\s+\\d+A?\\s+of\\s+(?:Title\\s+\\d|this\\s+subtitle\\b)|"
      // "Title 16, Code of Federal Regulations, Parts 1500 and 1507",
      // "Title 42, United States Code, Section 1983"
      "\\bTitle\\s+\\d+,?\\s+(?:of\\s+the\\s+)?(?:Code\\s+of\\s+Federal\\s+Regulations|United\\s+States\\s+Code)\\b|"
      // ("title 40 of CFR part 403")
      "\\b[Tt]itle\\s+\\d+\\s+of\\s+(?:the\\s+)?(?:CFR|C\\.F\\.R\\.)|";
  // "C.F.R. Title 49, parts 40, 235, 350 & 355-399": the title after the
  // name; "40 Code of Federal Regulations Part 403", "33 United States
  // Code § 1251": the name written out after the title (not in the D.C.
  // Council's XML, which writes neither: its scan is faster without).
  if (set != LeadSet::kXml)
    s += "\\b(?:C\\.?\\s?F\\.?\\s?R\\.?|Code\\s+of\\s+Federal\\s+Regulations),?\\s+Title\\s+\\d|"
         "\\b\\d+\\s+(?:[Cc]ode\\s+of\\s+[Ff]ederal\\s+[Rr]egulations|United\\s+States\\s+Code)\\b|";
  if (set == LeadSet::kOrdinance)
    s += "\\bSECTIONS?\\s+\\d|\\bSECS?\\.\\s*\\d|\\b[Aa]rticles?\\s+(?:[IVXL]+|[A-Z]|\\d{1,2})\\b|"
         "\\b(?:Wisconsin|WI)\\s+(?:[Ss]tate\\s+)?[Ss]tatut?es?\\s+\\d|\\bState\\s+[Ss]tatutes?\\s+\\d|\\bss\\s+\\d|"
         "\\b[Ss]ubdivisions?\\s+[a-z]\\.\\s|\\b[Dd]ivisions?\\s+\\(|"
         "\\b(?:NR|SPS|ATCP|DNR|COMM|Comm|Trans|PSC|DHS|DCF|DSPS|ILHR|HSS|Ind)\\.?\\s+(?:Code\\s+)?\\d|"
         // ("Chapters ADM 65": another agency's, after the word.)
         "\\b[Cc]hapters?\\s+[A-Z][A-Za-z]{1,4}\\s+\\d|"
         "\\bS{1,2}\\.\\s*\\d|"
         // The statutes' name alone, after a bare number ("County Forest
         // Law 28.11, Wis. Stats."): read back from it (a pattern that
         // starts at every number would slow the scan).
         "\\b(?:Wis|WI|Wisc)\\.?\\s*(?:St\\.\\s*)?(?:[Ss]tats?\\.|Statutes\\b)|"
         // ("Wis. Stat 23.33(11)": the name without its period, before
         // the number.)
         "\\b(?:Wis|WI|Wisc)\\.?\\s*[Ss]tats? \\d|"
         // ("as defined in 125.02, Wisconsin Statutes")
         "\\bWisconsin\\s+Statutes\\b|";
  // The Administrative Code's agencies ("NR 115.05", "DHS 107.02 (3)"),
  // read in Wisconsin's texts only.
  // ("Section Ins 6.76", "Section Tax 11.52": any agency, after the word.)
  // ("See Wisconsin Statutes 990.01": lawserver's glossary under a
  // section, the name before the number.)
  if (set == LeadSet::kWisconsinText)
    s += "\\b(?:NR|SPS|ATCP|DNR|COMM|Comm|Trans|DHS|DCF|PSC|DWD)\\s+\\d|\\b(?:NR|SPS|ATCP)\\d|"
         "\\bSections?\\s+[A-Z][A-Za-z]{1,4}\\s+\\d|\\bWisconsin\\s+Statutes\\s+\\d|";
  if (set == LeadSet::kOtherOrdinance)
    s += "\\b\\d{3}\\s*IAC\\b|\\bIAC,?\\s+\\d{3}\\b|"
         // "Washington administrative code 197-11-800(1)(b)(i)",
         // "Washington Administrative Code (WAC) Provisions 296-150B-200"
         "\\b(?:Washington\\s+[Aa]dministrative\\s+[Cc]ode|Revised\\s+Code\\s+of\\s+Washington),?"
         "\\s+(?:\\((?:WAC|RCW)\\)\\s+)?(?:(?:[Pp]rovisions?|[Ss]ections?)\\s+)?\\d|"
         "\\bIowa\\s+Administrat(?:ive|ion)\\s+Code,?\\s+(?:Section\\s+)?\\d{3}\\b|"
         "\\bIowa\\s+Codes?,?\\s+(?:[Cc]hapters?\\s+)?\\d|\\b[A-Z]{1,3}[MC]C\\s+\\d|\\b[A-Z]{2,3}BC\\s+\\d|"
         // ("BC 4.10.010": a city's code by two letters, before a number
         // in three parts.)
         "\\b[A-Z]{1,2}C\\s+\\d+\\.\\d+\\.\\d|\\b[A-Z]{2}RC\\s+\\d|\\b(?:[A-Z]\\.){1,3}[MC]\\.C\\.\\s+\\d|\\b[Dd]ivisions?\\s+\\(|\\b[Aa]rticles?\\s+(?:[IVXL]+|[A-Z]|\\d{1,2})\\b|" +
         UnkeyedStateLawLead() + "|";
  // "Municipal Code 62-70", "municipal codes 62-66 through 62-72": the
  // ordinance's own.
  // ("Zoning See CH. 93.": an index's capitals; "Housing, Ch 8.", the
  // period left out.)
  if (set == LeadSet::kOrdinance || set == LeadSet::kOtherOrdinance)
    s += "\\b[Mm]unicipal\\s+[Cc]odes?\\s+\\d|\\b[Pp]arts\\s+\\d|\\bCHS?\\.|\\bCh\\s+\\d|";
  // "SECTIONS 7-17(A), (C)", "C.G.S., TITLE 14, CHAPTER 249, PART 1,
  // SECTION 14-307", "SEC. 7-3-1": capitals, in the other states'
  // ordinances too.
  if (set == LeadSet::kOtherOrdinance) s += "\\bSECTIONS?\\s+\\d|\\bSECS?\\.\\s*\\d|";
  // ("CGS 7-340 (a)", "C.G.S. 8-2": Connecticut's statutes by their
  // initials, with no sign.)
  if (set == LeadSet::kOtherOrdinance) s += "\\b(?:C\\.\\s?G\\.\\s?S\\.|CGS)(?:A\\.?)?,?\\s+\\d|";
  // "see TRAF. 432.32", "GEN. OFF. 642.01": the parts of Ohio's codified
  // ordinances, by the abbreviations their cross-references print.
  if (set == LeadSet::kOtherOrdinance) s += std::string("\\b(?:") + kOhioParts + ")\\.\\s+\\d|";
  // "Parts C and D of subchapter II", "Parts A through E of this
  // subchapter": the D.C. Code's parts.
  // ("subchapter 1 of Chapter 5 of Title 2": an arabic numeral.)
  if (set == LeadSet::kXml) s += "\\b[Pp]arts\\s+[A-Z]|\\b[Ss]ubchapter\\s+\\d|";
  // "WAC 173-26-221", "25 Pa. Code § 102.4": Washington's and
  // Pennsylvania's regulations.
  if (set != LeadSet::kXml)
    s += "\\bWAC\\s+\\d|\\b\\d+\\s+Pa\\.\\s*Code\\b|\\bTitle\\s+\\d+,?\\s+Pa\\.\\s*Code\\b|"
         // ("34 Pennsylvania Code, Chapters 401 through 405")
         "\\b\\d+\\s+Pennsylvania\\s+Code\\b|";
  // "CHAPTER 74.34 RCW", "CHAPTER 16 OF THE … COUNTY CODE"
  if (set != LeadSet::kXml) s += "\\bCHAPTERS?\\s+\\d|";
  // "the following sections: 7505 (relating to …), 7507(a)(1) and (b)",
  // the D.C. Code's "established pursuant to the following sections:
  // 1-301.01, 3-1601 to 3-1631 [repealed], …" (not a table of contents'
  // "Sections:" over its lines: one space, on the line).
  bool text = set == LeadSet::kText || set == LeadSet::kWisconsinText;
  if (text || set == LeadSet::kXml) s += "\\bsections: \\d|";
  // Connecticut's revisors: "Wherever the words “X” are used in the
  // following sections, the words “Y” shall be substituted in lieu
  // thereof: 1-79, 1-120, …".
  if (text) s += "\\bin lieu thereof: \\d|";
  // "S. 343.085 (2) (b), Stats." opening a note's sentence in the
  // Administrative Code; read where the text is Wisconsin's only.
  if (set == LeadSet::kWisconsinText) s += "\\bS{1,2}\\.\\s+\\d|";
  // "Article 5 of this chapter", "Articles 1 through 6 of this chapter":
  // a uniform act's articles in Washington's and Iowa's chapters.
  if (text)
    s += "\\b[Aa]rticles?\\s+(?:\\d+|[IVXL]+)(?:\\s+(?:and|or|through|to)\\s+(?:\\d+|[IVXL]+))?\\s+of\\s+this\\s+chapter\\b|";
  // "Article 2 of chapter 23.95 RCW": an article of another chapter.
  if (text) s += "\\b[Aa]rticle\\s+\\d+\\s+of\\s+chapter\\s+\\d+[A-Z]?\\.\\d+[A-Z]?\\s+RCW\\b|";
  // "Article 2 or 2A of this title", "Article 9A": the Uniform Commercial
  // Code's articles, in Washington's title 62A (after the longer forms).
  if (set == LeadSet::kText) s += "\\b[Aa]rticles?\\s+\\d|";
  if (set == LeadSet::kOrdinance) s += "\\b(?:NR|SPS|ATCP)\\d|";
  // "Sec 70.46(1) of Wis. Statutes": "Sec" without its period, in
  // ordinances.
  if (set == LeadSet::kOrdinance || set == LeadSet::kOtherOrdinance)
    s += "\\b[Ss]ec \\d|"
         // ("the following sections of the Code of the City:16-401, …")
         "\\b[Ss]ections\\s+of\\s+(?:the|this)\\s+Code(?:\\s+of\\s+the\\s+(?:City|Town|Village|County))?\\s*:\\s*\\d|";
  if (set != LeadSet::kXml)
    s += "\\b[Ss]ubsections?\\s+[A-Z](?:\\.?\\d{1,2})?\\b|[a-z]subsections?\\s+\\d|"
         "\\b(?:in|under|to|of|by|with|or|and|[Nn]otwithstanding|supersede)(?:sections?|chapters?)\\s+\\d|"
         "\\b[Ss]ubsections?\\s*\\(|\\b[Ss]ections?\\s*\\d|\\b[Cc]hapters?\\d|"
         "[a-z]\\d+\\s+(?:U\\.?\\s?S\\.?\\s?C\\.?(?:A\\.)?|C\\.?\\s?F\\.?\\s?R\\.?)\\s";
  else
    // ("Article 9", "Article 2 or 2A": the Uniform Commercial Code's, in
    // the D.C. Code's title 28.)
    s += "\\b[Aa]rticles?\\s+\\d|\\b[Ss]ubsections?\\s+\\(|\\b[Ss]ections?\\s+\\d";
  return s;
}

// Each set's pattern is compiled when first used: a corpus of one kind
// does not pay for the others' (the other states' ordinances' pattern,
// with every state's statutes by name, is the largest).
template <LeadSet kSet>
const RE2& CompiledLeadIn() {
  static const RE2 k(LeadInSource(kSet), RE2::Quiet);
  return k;
}

const RE2& LeadInPattern(LeadSet set) {
  switch (set) {
    case LeadSet::kXml: return CompiledLeadIn<LeadSet::kXml>();
    case LeadSet::kText: return CompiledLeadIn<LeadSet::kText>();
    case LeadSet::kWisconsinText: return CompiledLeadIn<LeadSet::kWisconsinText>();
    case LeadSet::kOrdinance: return CompiledLeadIn<LeadSet::kOrdinance>();
    case LeadSet::kOtherOrdinance: break;
  }
  return CompiledLeadIn<LeadSet::kOtherOrdinance>();
}

}  // namespace

LeadSet LeadSetFor(const DocumentSpec& spec) {
  if (Is(spec.format, "dc-law-xml"sv) || Is(spec.format, "uslm"sv)) return LeadSet::kXml;
  if (IsWisconsinOrdinance(spec)) return LeadSet::kOrdinance;
  if (IsOtherStateOrdinance(spec)) return LeadSet::kOtherOrdinance;
  return IsWisconsin(spec) ? LeadSet::kWisconsinText : LeadSet::kText;
}

std::vector<std::pair<size_t, size_t>> LeadInMatches(LeadSet set, std::string_view t,
                                                     int skip_bytes) {
  std::vector<std::pair<size_t, size_t>> out;
  const RE2& lead = LeadInPattern(set);
  re2::StringPiece m;
  re2::StringPiece whole(t.data(), t.size());
  size_t pos = 0;
  while (pos < t.size()) {
    if (skip_bytes > 0) pos = NextLeadStartBy(skip_bytes, set, t, pos, t.size());
    if (pos >= t.size() || !lead.Match(whole, pos, t.size(), RE2::UNANCHORED, &m, 1)) break;
    size_t lb = m.data() - t.data();
    out.emplace_back(lb, lb + m.size());
    pos = lb + 1;
  }
  return out;
}

namespace {

// Whether a lead-in of `set`'s pattern `lead` (a set NextLeadStart
// filters) starts at pos, read no further than end: its extent in *m.
// RE2's answer costs some 800 instructions a call, mostly its own; the
// commonest openers are answered here instead, each where exactly one of
// the pattern's alternatives (LeadInSource) can match, and in doubt RE2
// is asked all the same. LeadIns is tested against RE2 alone (the tests
// and every corpus).
bool LeadInAt(LeadSet set, const RE2& lead, re2::StringPiece whole, size_t pos, size_t end,
              re2::StringPiece* m) {
  if (pos >= end) return false;
  const char* s = whole.data();
  auto space = [&](size_t k) { return k < end && IsRe2SpaceByte(static_cast<unsigned char>(s[k])); };
  auto digit = [&](size_t k) { return k < end && ascii::IsDigit(static_cast<unsigned char>(s[k])); };
  auto word = [&](size_t k) {  // read in the whole text, as RE2's \b
    return k < whole.size() && IsRe2WordByte(static_cast<unsigned char>(s[k]));
  };
  auto match = [&](size_t e) {
    *m = re2::StringPiece(s + pos, e - pos);
    return true;
  };
  auto at = [&](size_t k, std::string_view w) {
    return k <= end && StartsWith(std::string_view(s + k, end - k), w);
  };
  // "§", "§§": the first alternative, (?:Wis. Stats. |D.C. Code |42
  // U.S.C. |40 C.F.R. )?§§?, whose optional words cannot start at a "§"
  // (a third of the five states' lead-ins).
  if (at(pos, "\xC2\xA7"sv)) return match(pos + (at(pos + 2, "\xC2\xA7"sv) ? 4 : 2));
  // The rest open a word, after \b.
  if (pos > 0 && word(pos - 1)) return lead.Match(whole, pos, end, RE2::ANCHOR_START, m, 1);
  // "this section", "this chapter": only \bthis (?:section|subsection|
  // paragraph|subdivision|chapter|article)\b can start with "this " (its
  // words differ in their first two letters).
  if (at(pos, "this "sv)) {
    for (std::string_view w : {"section"sv, "subsection"sv, "paragraph"sv, "subdivision"sv,
                               "chapter"sv, "article"sv}) {
      size_t e = pos + 5 + w.size();
      if (!at(pos + 5, w)) continue;
      return word(e) ? false : match(e);
    }
    return false;
  }
  // "RCW 90.58.030", "RCW *** 1.2": only \bRCW\s+(?:\*{1,3}\s*)?\d
  // ("Revised Code of Washington" opens another).
  if (at(pos, "RCW"sv)) {
    size_t k = pos + 3;
    if (!space(k)) return false;
    while (space(k)) ++k;
    if (k < end && s[k] == '*') {
      size_t stars = k;
      while (k < end && k - stars < 3 && s[k] == '*') ++k;
      while (space(k)) ++k;
    }
    return digit(k) ? match(k + 1) : false;
  }
  // Wisconsin's abbreviations: "s.", "ss.", "ch.", "chs.", "sub.",
  // "subs.", "subd.", "subds.", "par.", "pars." and LawServer's "para."
  // (capitalized too, but "s." and "ss."): each the whole of one
  // alternative, \bss?\., \b[Cc]hs?\., \b[Ss]ubs?\., \b[Ss]ubds?\.,
  // \b[Pp]ar(?:as?|s)?\., that no other can start with.
  if (const void* dot = std::memchr(s + pos + 1, '.', std::min<size_t>(5, end - pos - 1));
      dot != nullptr) {
    std::string_view w(s + pos, static_cast<const char*>(dot) + 1 - (s + pos));
    for (std::string_view a : {"s."sv, "ss."sv, "ch."sv, "chs."sv, "Ch."sv, "Chs."sv, "sub."sv,
                               "subs."sv, "Sub."sv, "Subs."sv, "subd."sv, "subds."sv, "Subd."sv,
                               "Subds."sv, "par."sv, "pars."sv, "Par."sv, "Pars."sv, "para."sv,
                               "paras."sv, "Para."sv, "Paras."sv})
      if (Is(w, a)) return match(pos + w.size());
  }
  // "section 5", "Sections 3 and 4", "chapter 6": \b[Ss]ections?\s*\d
  // (\s+ in the XML's set), \b[Cc]hapters?\s+\d, and in the text sets
  // \b[Cc]hapters?\d after it ("chapter7"); no other alternative can
  // start with those words but "sections: \d", which RE2 is left.
  bool section = (s[pos] == 's' || s[pos] == 'S') && at(pos + 1, "ection"sv);
  bool chapter = (s[pos] == 'c' || s[pos] == 'C') && at(pos + 1, "hapter"sv);
  if (section || chapter) {
    size_t k = pos + 7;
    if (k < end && s[k] == 's') ++k;
    size_t d = k;
    while (space(d)) ++d;
    if (digit(d) && (d > k || set != LeadSet::kXml)) return match(d + 1);
  }
  // "subsection (2)", "subsection 5", "Subsection A": \b[Ss]ubsections?
  // \s+\d, then (the text sets) \s+[A-Z](?:\.?\d{1,2})?\b, then \s*\(
  // (\s+\( in the XML's): the first characters after them tell which;
  // a capital with a number after it is left to RE2.
  // "subdivision (3)", "Subdivision 4": \b[Ss]ubdivisions?\s+\(, then
  // \bSubdivisions?\s+\d. "paragraph (2)", "subparagraph (B)",
  // "paragraph “a”": \b(?:[Ss]ub)?[Pp]aragraphs?\s+\(, then
  // \b[Pp]aragraphs?\s+“. No other alternative can start with these words.
  bool sub = (s[pos] == 's' || s[pos] == 'S') && at(pos + 1, "ub"sv);
  size_t w = sub ? pos + 3 : pos;
  bool subsection = sub && at(w, "section"sv);
  bool subdivision = sub && at(w, "division"sv);
  bool paragraph = (s[w] == 'p' || s[w] == 'P') && at(w + 1, "aragraph"sv);
  if (subsection || subdivision || paragraph) {
    size_t k = w + (subsection ? 7 : subdivision ? 8 : 9);
    if (k < end && s[k] == 's') ++k;
    size_t d = k;
    while (space(d)) ++d;
    bool text = set != LeadSet::kXml;
    if (d < end && s[d] == '(' && (d > k || (subsection && text))) return match(d + 1);
    if (d > k && subsection && digit(d)) return match(d + 1);
    if (d > k && subsection && text && ascii::IsUpper(static_cast<unsigned char>(s[d])) &&
        !word(d + 1) && !(d + 1 < end && s[d + 1] == '.' && digit(d + 2)))
      return match(d + 1);
    if (d > k && subdivision && s[pos] == 'S' && digit(d)) return match(d + 1);
    if (d > k && paragraph && !sub && at(d, "\xE2\x80\x9C"sv)) return match(d + 3);
  }
  return lead.Match(whole, pos, end, RE2::ANCHOR_START, m, 1);
}

}  // namespace

std::vector<std::pair<size_t, size_t>> LeadIns(LeadSet set, std::string_view t, bool skip) {
  std::vector<std::pair<size_t, size_t>> out;
  const RE2& lead = LeadInPattern(set);
  re2::StringPiece m;
  re2::StringPiece whole(t.data(), t.size());
  size_t pos = 0;
  skip = skip && SkipsToLeadStarts(set);
  while (pos < t.size()) {
    if (skip) {
      pos = NextLeadStart(set, t, pos, t.size());
      if (pos >= t.size()) break;
      if (!LeadInAt(set, lead, whole, pos, t.size(), &m)) {
        ++pos;
        continue;
      }
    } else if (!lead.Match(whole, pos, t.size(), RE2::UNANCHORED, &m, 1)) {
      break;
    }
    size_t lb = m.data() - t.data();
    out.emplace_back(lb, lb + m.size());
    pos = std::max(lb + m.size(), lb + 1);
  }
  return out;
}

namespace {

// The end of the lead-in proper in a match [lb, le): without the one
// character ("1", "(", "B") and the space that the pattern requires after
// a plain-English lead word.
// "TRAF.", "GEN. OFF.", "S.U. & P.S.": a part of Ohio's codified
// ordinances named in a cross-reference ("see TRAF. 432.32").
bool IsOhioPartAbbreviation(std::string_view lead) {
  if (lead.size() < 4 || lead.back() != '.' || !ascii::IsUpper(static_cast<unsigned char>(lead[0])))
    return false;
  static const RE2 kPart(std::string("(?:") + kOhioParts + ")\\.", RE2::Quiet);
  return RE2::FullMatch(re2::StringPiece(lead.data(), lead.size()), kPart);
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

size_t LeadEnd(std::string_view t, size_t lb, size_t le) {
  if (le - lb < 3) return le;
  char last = t[le - 1];
  bool opener = ascii::IsDigit(static_cast<unsigned char>(last)) ||
                ascii::IsUpper(static_cast<unsigned char>(last)) || last == '(';
  if (!opener) return le;
  // "subsection D1", "subsection D.1": a lettered subsection's item
  // written on (the lead ends before the letter).
  if (ascii::IsDigit(static_cast<unsigned char>(last))) {
    size_t k = le - 1;
    while (k > lb && ascii::IsDigit(static_cast<unsigned char>(t[k - 1]))) --k;
    if (k > lb && t[k - 1] == '.') --k;
    if (k >= lb + 2 && ascii::IsUpper(static_cast<unsigned char>(t[k - 1])) && t[k - 2] == ' ' &&
        (Is(t.substr(lb, k - 2 - lb), "subsection"sv) || Is(t.substr(lb, k - 2 - lb), "Subsection"sv) ||
         Is(t.substr(lb, k - 2 - lb), "subsections"sv) || Is(t.substr(lb, k - 2 - lb), "Subsections"sv)))
      return k - 2;
  }
  // "NR115": an agency glued to its number.
  if (ascii::IsDigit(static_cast<unsigned char>(last)) &&
      ascii::IsUpper(static_cast<unsigned char>(t[le - 2])))
    return le - 1;
  // "Sections76.03", "Subsection(11)": text that lost its spaces.
  if (ascii::IsLower(static_cast<unsigned char>(t[le - 2])) &&
      (last == '(' || ascii::IsDigit(static_cast<unsigned char>(last))))
    return le - 1;
  if (t[le - 2] != ' ' && t[le - 2] != '\n' && t[le - 2] != '\t') return le;
  --le;
  while (le > lb && (t[le - 1] == ' ' || t[le - 1] == '\n' || t[le - 1] == '\t'))
    --le;
  return le;
}

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
    // word again.)
    if (t.substr(k).starts_with("section "sv)) k += 8;
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
  if (q->targets.empty() || q->end + 1 >= t.size() || t[q->end] != '-' ||
      !ascii::IsDigit(static_cast<unsigned char>(t[q->end + 1])))
    return;
  size_t n = ReadSectionNumberOf(code, t, q->end + 1);
  if (n == 0) return;
  std::string next(t.substr(q->end + 1, n));
  q->end += 1 + n;
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
// Pa. Code, Chapters 71, 72 and 73": the
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
      R"(^,?\s*(?:Chapters?|Chs?\.)\s*(\d+[a-z]?)\b)", RE2::Quiet);
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
    if (n == 0 || t.substr(j, n).find('.') == std::string_view::npos) return std::nullopt;
    bare = true;
  }
  while (!bare && t.substr(j).starts_with("\xC2\xA7"sv)) j += 2;
  Parsed q = ParsePlainList(ctx, t, j, "pa-code", title + "/");
  if (q.targets.empty()) return std::nullopt;
  TakeHyphenRange(t, "pa-code", title + "/", &q);  // "§§ 102.1-102.5"
  q.begin = lb;
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
  static const RE2 kItem(R"(^(\d+[A-Z]?)(\.\d+[A-Z]?)?((?:\([0-9a-z]{1,3}\))*))", RE2::Quiet);
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

// "County Forest Law 28.11, Wis. Stats.", "s 349.15 (2), Wis. Stats.":
// the bare number before the statutes' name at t[lb, le), read back word
// by word (the number, its levels "(2)" and a subdivision "4."), then
// forward with the statutes' grammar, which must end at the name.
std::optional<Parsed> BareNumberBeforeStats(const Context& ctx, std::string_view t,
                                            size_t lb, size_t le) {
  size_t k = lb;
  while (k > 0 && (t[k - 1] == ' ' || t[k - 1] == '\n')) --k;
  if (k > 0 && t[k - 1] == ',') --k;
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

// Parses the reference after a lead-in matched at [lb, le).
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

// "Part 4 of this chapter", "Parts 5 and 6 of this chapter", "Parts 4
// through 7 of this chapter" in a municipal code whose chapters hold parts
// (Pennsylvania's: § 15-401 is in chapter 15, part 4): the parts of the
// source section's chapter, keyed as its articles are.
constexpr std::string_view kPartOfUnnamedChapter = "a part of a chapter the text does not name";

std::optional<Parsed> PartsOfThisChapter(const Context& ctx, std::string_view t, size_t lb) {
  static const RE2 kParts(
      R"(^[Pp]arts?\s+(\d{1,2})((?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+)\d{1,2})*)\s+of\s+this\s+chapter\b)",
      RE2::Quiet);
  std::string_view r = t.substr(lb, 120);
  re2::StringPiece sp(r.data(), r.size());
  std::string first, more;
  const std::optional<Key>& section = SourceSection(ctx);
  if (!Consume(&sp, kParts, &first, &more)) return std::nullopt;
  if (!section) {
    // (An excerpt that never names its sections: see
    // ArticlesOfTheCitedChapter.)
    Parsed p;
    p.begin = lb;
    p.end = PieceAt(t, sp);
    p.unresolved = std::string(kPartOfUnnamedChapter);
    return p;
  }
  // (The chapter is the number before the section's hyphen: "15-801".)
  std::string_view path = section->path();
  size_t dash = path.find('-');
  if (dash == std::string_view::npos || dash == 0 ||
      !ascii::IsDigit(static_cast<unsigned char>(path[0])) || path.find('.') < dash)
    return std::nullopt;
  const std::string chapter = "ch." + std::string(path.substr(0, dash));
  Parsed p;
  p.begin = lb;
  p.end = PieceAt(t, sp);
  auto push = [&](int n) {
    p.targets.emplace_back(section->code(), chapter + "/part." + std::to_string(n));
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
// …)", "§§ 4902(a) and 6109(e) of the “Vehicle Code”"): title 75's, the
// citation from `lb`; nullopt elsewhere.
std::optional<Parsed> VehicleCodeSections(const Context& ctx, std::string_view t, size_t at,
                                          size_t lb) {
  if (!Is(ctx.spec.jurisdiction, "Pennsylvania"sv)) return std::nullopt;
  Parsed v = ParsePlainList(ctx, t, at, "pa-cs", "75-");
  size_t e = v.targets.empty() ? std::string_view::npos : VehicleCodeTail(ctx, t, v.end);
  if (e == std::string_view::npos) return std::nullopt;
  v.begin = lb;
  v.end = e;
  return v;
}

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
  // "Wis. Stats. §§. 281.16": a stray period after the sign.
  if (sign && le + 1 < t.size() && t[le] == '.' && (t[le + 1] == ' ' ||
      ascii::IsDigit(static_cast<unsigned char>(t[le + 1]))))
    ++le;
  // "Internal Revenue Code §42": the code named before the sign.
  if (sign && body.empty()) {
    static const RE2 kRevenueCodeBefore(
        R"([Ii]nternal\s+[Rr]evenue\s+[Cc]ode(?:\s+of\s+(?:1954|1986))?,?\s*$)", RE2::Quiet);
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
  // "Charter § 11.04": a town's charter, which no key spells.
  if (sign && body.empty() &&
      (Is(Before(t, lb, 8), "Charter "sv) || Is(Before(t, lb, 9), "Charter, "sv)))
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
  Parsed q = wis_grammar ? ParseWisList(ctx, t, le, code, "", 1, true)
                         : ParsePlainList(ctx, t, le, code, prefix);
  // ("45 CFR §§ 261.31-261.32", as without the sign.)
  if (Is(body, "pa-cs"sv) || Is(body, "cfr"sv)) TakeHyphenRange(t, body, prefix, &q);
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
    size_t n = 0;
    while (n < path.size() && ascii::IsDigit(static_cast<unsigned char>(path[n]))) ++n;
    if (n > 2 && n < path.size() && path[n] == '-') {
      std::optional<Parsed> r = SectionsOfTitle(ctx, t, SkipSpace(t, le), lb);
      if (r && !r->targets.empty()) return r;
    }
  }
  // "§ 4902 of the “Vehicle Code”", "§§ 4902(a), 6109(a)(7) and 6109(e)
  // of the Vehicle Code" in Pennsylvania: title 75's.
  if (sign && body.empty() && ctx.other_state_ordinance)
    if (std::optional<Parsed> v = VehicleCodeSections(ctx, t, le, lb)) return v;
  if (q.targets.empty() && sign && body.empty()) {
    // "§ 529 of the Internal Revenue Code": no number of this code.
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

// "ch. 30", "chs. 30 and 31", "Chapter 6, article III", "ch. NR 115",
// "Wis. Admin. Code § NR 115.05", bare "NR 115.02": a chapter, or a
// rule of the Administrative Code named by its agency.
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
  if (chapter && wis) {
    std::string_view before = TrimmedBefore(t, lb);
    std::string_view word = LastToken(before);
    if (word.ends_with('.')) word.remove_suffix(1);
    if (IsAgencyLead(word))
      begin = from = before.size() - LastToken(before).size();
  }
  std::string_view rest = t.substr(from, 4 * kWindow);
  re2::StringPiece sp(rest.data(), rest.size());
  static const RE2 kAdminRef(
      R"(^\s*(?:§§?\s*|ch\.\s*|chs\.\s*)?([A-Z][A-Za-z]{0,4}-[A-Z][A-Za-z]{0,3}|[A-Z][A-Za-z]{1,4})\.?\s*(?:Code\s+)?(?:[Cc]hs?\.\s*)?(\d+)(\.\d+)?)",
      RE2::Quiet);
  std::string agency, num, sec;
  if (Consume(&sp, kAdminRef, &agency, &num, &sec) && IsAgencyPrefix(agency)) {
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
    ToUpper(&agency);
    if (is_chapter) {
      path = "ch." + agency + num;
      // "Subchapter II of Ch. PSC 128, Wis. Adm. Code"
      static const RE2 kSubchOf(R"(([Ss]ubchapter\s+([IVXL]+)\s+of\s+)$)", RE2::Quiet);
      std::string words, roman;
      if (Before(t, lb, 24).find("ubchapter") != std::string_view::npos &&
          WordsBefore(t, lb, 24, kSubchOf, &words, &roman)) {
        p.begin = lb - words.size();
        path += "/subch." + roman;
      }
      p.targets.emplace_back("wis-adm", path);
      // "Ch. NR 811 and NR 812", "ch. NR 113, 204, or 214", "NR 811 & 812"
      // "Chs. SPS 320 to 325", "Chs. Comm 20-25": the range's endpoints,
      // as for the statutes' chapters.
      static const RE2 kMore(
          R"(^(\s?,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|\s+(?:to|through)\s+|\s*(?:-|–|—)\s*)(?:([A-Z][A-Za-z]{1,4})\s*)?(\d+)\b)",
          RE2::Quiet);
      std::string sep, a2, n2;
      while (true) {
        re2::StringPiece before = sp;
        if (!Consume(&sp, kMore, &sep, &a2, &n2)) break;
        size_t at = PieceAt(t, sp);
        if (at + 1 < t.size() && t[at] == '.' &&
            ascii::IsDigit(static_cast<unsigned char>(t[at + 1]))) {
          sp = before;  // "ch. NR 115 and 116.05": a section, not read here
          break;
        }
        // "NR115, Act 55 and Act 167": a session law, not an agency.
        if (!a2.empty() && !IsAgencyPrefix(a2)) {
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
    static const RE2 kRcwChapter(R"(^\s*(\d+[A-Z]?[.-]\d+[A-Z]?)\b)",
                                 RE2::Quiet);
    static const RE2 kRcwMore(
        R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(?:\*{1,3}\s*)?(\d+[A-Z]?[.-]\d+[A-Z]?)\b)",
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
      if (m + 1 < t.size() && t[m] == '-' && ascii::IsDigit(static_cast<unsigned char>(t[m + 1])))
        return 0;
      // ("chapter 308-96A of the Washington Administrative Code")
      if (m < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[m])) &&
          (m + 1 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[m + 1]))))
        ++m;
      if (m < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[m]))) return 0;
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
  // "Chapter 18 of the board's rules" in an Iowa rule: its agency's. So
  // is `Chapter 57, “Appointments,” Iowa Administrative Code` and
  // "chapter 12 of the Iowa Administrative Code": the Code's references
  // leave out the agency for the rules' own.
  if (Is(ctx.source.key.code(), "iowa-iac"sv) &&
      (NextIsOf(t, j + n) || Is(t.substr(j + n, 1), ","sv))) {
    static const RE2 kAgencyRules(
        R"(^(?:\s+of\s+(?:these|the\s+(?:board|department|commission|division|council|agency)(?:'|\x{2019})s)\s+rules\b|,?\s*(?:(?:\x{201C}|")[^\x{201D}"\n]{1,80}(?:\x{201D}|")\s*,?\s*)?(?:of\s+the\s+)?Iowa\s+Administrative\s+Code\b))",
        RE2::Quiet);
    std::string_view path = ctx.source.key.path();
    size_t dash = path.find('-');
    std::string_view r = t.substr(j + n, 48);
    re2::StringPiece sp(r.data(), r.size());
    if (Consume(&sp, kAgencyRules)) {
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
  // A code numbered title-chapter-section ("1-12-3"), its chapters
  // keyed "ch.11-6": "title 11, chapter 6", "chapter 6 of title 11",
  // "chapter 2 of this title" (in 1-12-3: 1-2).
  if (municipal && code == doc_code_str &&
      std::all_of(number.begin(), number.end(), ::isdigit)) {
    const std::optional<Key>& own = ctx.section();
    std::string_view path = own ? own->path() : ""sv;
    size_t d1 = path.find('-'), d2 = d1 == std::string_view::npos ? d1 : path.find('-', d1 + 1);
    bool titled = own && own->code() == code && d2 != std::string_view::npos && d1 > 0 &&
                  std::all_of(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(d1), ::isdigit);
    // (Or title-section with the chapter the hundreds of the section,
    // as Tennessee's municipal codes number them: "14-102" is title 14,
    // chapter 1, section 2; a chapter of one digit.)
    if (!titled && own && own->code() == code && d1 != std::string_view::npos && d1 > 0 &&
        d2 == std::string_view::npos && path.size() == d1 + 4 && number.size() == 1 &&
        path[d1 + 1] != '0' &&
        std::all_of(path.begin(), path.end(), [](char c) { return c == '-' || ascii::IsDigit(static_cast<unsigned char>(c)); }))
      titled = true;
    // ("TITLE 3, BUILDING, CHAPTER 7": the title's name between.)
    static const RE2 kTitleBefore(
        R"((\b(?:[Tt]itle|TITLE)\s+(\d+),?\s+(?:[A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*){0,3},\s+)?)$)",
        RE2::Quiet);
    static const RE2 kOfTitle(
        R"(^,?\s+(?:of|OF)\s+(?:(this)\s+title|(?:[Tt]itle|TITLE)\s+(\d+))\b)", RE2::Quiet);
    std::string words, title, self;
    std::string_view r = t.substr(p.end, 24);
    re2::StringPiece sp(r.data(), r.size());
    // Where the source stands in no such section ("Chapter 7 of Title
    // 3 is hereby deleted and replaced" in an amending ordinance's
    // preamble), the document's own sections must be numbered so
    // ("§ 3-7-1"): a code whose chapters are numbered through its
    // titles keys them alone.
    auto numbered_so = [&](const std::string& chapter) {
      std::string prefix = chapter + "-";
      int32_t doc = ctx.source.doc;
      return std::any_of(ctx.corpus.provisions.begin(), ctx.corpus.provisions.end(),
                         [&](const Provision& q) {
                           return q.doc == doc && q.key.code() == code &&
                                  q.key.path().starts_with(prefix);
                         });
    };
    if (WordsBefore(t, lb, 48, kTitleBefore, &words, &title)) {
      if (titled || numbered_so(title + "-" + number)) {
        p.begin = lb - words.size();
        number = title + "-" + number;
      }
    } else if (Consume(&sp, kOfTitle, &self, &title)) {
      if (titled || (self.empty() && numbered_so(title + "-" + number))) {
        p.end = PieceAt(t, sp);
        number = (self.empty() ? title : std::string(path.substr(0, d1))) + "-" + number;
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
    static const RE2 kOfModelCode(
        R"(^,?\s+of\s+the\s+(?:\d{4}\s+)?(?:BOCA|International|Uniform|National)\s+(?:[A-Z][A-Za-z]*\s+){0,4}Code\b)",
        RE2::Quiet);
    // ("Chapter 87 of Act No. 236 of the Public Acts of 1961": a
    // chapter of a session law, which is not reported.)
    static const RE2 kOfSessionLaw(
        R"(^,?\s+of\s+(?:Act\s+No\.|Public\s+Act\b|P\.\s?A\.)\s*\d)", RE2::Quiet);
    std::string_view after = t.substr(p.end, 80);
    if (NextIsOf(t, p.end) &&
        (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfModelCode) ||
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
  // "See Ch. 1, § 1-19", "Bonfires — See Ch. 262, § 262-2": the chapter
  // names the section's place.
  if (code == doc_code_str && municipal) {
    size_t k = SkipSpace(t, p.end);
    if (k < t.size() && t[k] == ',') {
      k = SkipSpace(t, k + 1);
      // ("Chapter 1, General Provisions, § 1-18": the chapter's title
      // between.)
      if (k < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[k]))) {
        size_t comma = t.substr(k, 60).find(',');
        std::string_view title = t.substr(k, comma);
        if (comma != std::string_view::npos &&
            title.find_first_of("0123456789.;:(") == std::string_view::npos)
          k = SkipSpace(t, k + comma + 1);
      }
      if (t.substr(k).starts_with("\xC2\xA7"sv) &&
          t.substr(SkipSpace(t, k + 2)).starts_with(number + "-"))
        return std::nullopt;  // the "§" is read as a citation of its own
    }
  }
  // The RCW's chapters are numbered within their titles ("chapter
  // 90.58"): an undotted "chapter 185" is another's (a session law's, the
  // U.S. Code's or the CFR's, "chapter 9 of the uniform building code").
  if (Is(code, "wa-rcw"sv) && number.find('.') == std::string::npos) return std::nullopt;
  p.targets.emplace_back(code, "ch." + number);
  {
    // "Subchapter I of Chapter 295, Wisconsin Statutes": the subchapter
    // stands before the lead.
    // "Subchapters II to IV of Ch. 289": the range's two ends.
    static const RE2 kSubchBefore(
        R"(([Ss]ubchapters?\s+([IVXL]+)(?:\s+(?:to|through|and|or)\s+([IVXL]+))?\s+of\s+)$)",
        RE2::Quiet);
    std::string words, roman, roman2;
    if (Before(t, lb, 36).find("ubchapter") != std::string_view::npos &&
        WordsBefore(t, lb, 36, kSubchBefore, &words, &roman, &roman2)) {
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
  // VII – Regional Council".
  static const RE2 kArticle(
      R"(^,?\s*(?:(?:[-\x{2013}\x{2014}]\s*)?[A-Z][a-z]+(?:\s+(?:(?:and|of|the|for|in|on|to)\s+)?[A-Z][a-z]+){0,4},\s*)?(?:[Aa]rticles?|Arts?[.,])\s+([IVXLC]+|\d+[A-Z]?)\b)",
      RE2::Quiet);
  // "chs. 30, 31 and 281", "Chs. 340 through 348" (the range's
  // endpoints), and "chs.446,447, and448are", "chs.600to646" where
  // spaces were lost.
  static const RE2 kMoreChapters(
      R"(^(,\s*(?:and\s*|or\s*)?|\s*and\s*|\s*or\s*|\s*to\s*|\s+through\s+)(\d+))",
      RE2::Quiet);
  std::string_view r = t.substr(p.end);
  re2::StringPiece more(r.data(), r.size());
  std::string art, sep, chap;
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
    // through 15.11, and 18.48", "Chapters 13.60 through 13.92".
    static const RE2 kMoreDotted(
        R"(^(,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+(?:to|through)\s+)(\d+[A-Z]?\.\d+[A-Z]?)\b)",
        RE2::Quiet);
    // (After "Chapters", each with its title, the items apart by
    // semicolons: "Chapters 8.14, Nuisances; 8.20, Weed Control; 8.22
    // Noxious Weed Control; and 12.28, Fences, Walls, and Hedges".)
    static const RE2 kMoreTitled(
        R"(^(,?\s+[A-Z][A-Za-z'\-]*(?:\s+(?:(?:and|of|the|for|&)\s+)?[A-Z][A-Za-z'\-]*){0,6}\s*;\s*(?:and\s+|or\s+)?)(\d+[A-Z]?\.\d+[A-Z]?)\b)",
        RE2::Quiet);
    std::string_view window = t.substr(p.end, 4 * kWindow);
    re2::StringPiece list(window.data(), window.size());
    bool plural = t.substr(lb).starts_with("Chapters"sv) || t.substr(lb).starts_with("chapters"sv);
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
                 R"(^,?\s*Part\s+(\d{1,2})\b(?:\s*[.;)\]]|,(?:\s+of\b|\s*$)|,\s+[a-z]|\s+of\b|$))",
                 RE2::Quiet);
             municipal && code == doc_code_str &&
             RE2::PartialMatch(re2::StringPiece(more.data(), more.size()), kPart, &art)) {
    // "[Chapter 26, Part 2]", "Chapter 26, Part 2, of this Code": a part
    // of the code's chapter (Pennsylvania's codes part their chapters;
    // not "Chapter 249, Part 1, Section 14-307", a path to a section).
    static const RE2 kPartConsume(R"(^,?\s*Part\s+\d{1,2}\b)", RE2::Quiet);
    Consume(&more, kPartConsume);
    p.targets.back() = Key(code, p.targets.back().path() + "/part." + art);
    p.end = t.size() - more.size();
  } else if ((!abbreviated || code == doc_code_str) && Consume(&more, kArticle, &art)) {
    std::string chapter_path = p.targets.back().path();
    p.targets.back() = Key(code, chapter_path + "/art." + art);
    p.end = t.size() - more.size();
    // "Chapter 263, Articles I through V, of the Town Code", "Chapter
    // 12, Article II and Article IV": the list's other articles (a
    // range's members).
    static const RE2 kMoreArticles(
        R"(^((?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+|\s+to\s+)(?:[Aa]rticle\s+)?(?:[IVXLC]+|\d+[A-Z]?)\b)+))",
        RE2::Quiet);
    std::string list;
    if (Consume(&more, kMoreArticles, &list)) {
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
      if (!Consume(&more, kMoreChapters, &sep, &chap)) break;
      // "chs. 145 and 146,and 1983 Wisconsin Act 410": the statutes have
      // no chapter 1000 or above; that is a year.
      if (Is(code, "wis-stat"sv) && chap.size() > 3) {
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
      if (sep.find("to") != std::string::npos || sep.find("through") != std::string::npos)
        for (const std::string& m : ChaptersBetween(p.targets.back().path(), "ch." + chap))
          p.targets.emplace_back(code, m);
      p.targets.emplace_back(code, "ch." + chap);
      p.end = at;
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
    static const RE2 kOfZoning(
        R"(^,?\s+of\s+(?:the|this)\s+(?:([A-Z][a-z]+)\s+)?(?:(?:County|Town|Village|City)\s+)?(?:Shoreland\s+Zoning|Floodplain\s+Zoning|Zoning|Shoreland|Floodplain|Subdivision|Land\s+Division)\s+(?:Ordinance|Code)\b)",
        RE2::Quiet);
    std::string_view r = q.targets.empty() ? std::string_view() : t.substr(q.end, 96);
    re2::StringPiece zp(r.data(), r.size());
    std::string name;
    // ("of the Waupaca County Shoreland Zoning Ordinance": the county the
    // manifest's title names, not another's.)
    if (!q.targets.empty() && Consume(&zp, kOfZoning, &name) &&
        (name.empty() || Is(name, "County"sv) || Is(name, "Town"sv) || Is(name, "Village"sv) ||
         Is(name, "City"sv) || ctx.spec.title.find(name) != std::string::npos)) {
      q.begin = lb;
      q.end = PieceAt(t, zp);
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
    if (!q.targets.empty() && (TakeStateLaw(ctx, t, &q) || TakeOwnCodeTail(t, ctx.spec.title, &q)))
      return q;
    // "Section 13a-71 of Chapter 238": the chapter names the section's
    // place (and is read on its own).
    static const RE2 kOfChapter(R"(^\s+of\s+[Cc]hapter\s+\d)", RE2::Quiet);
    if (!q.targets.empty() && RE2::PartialMatch(t.substr(q.end, 24), kOfChapter)) return q;
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
  bool statute_shape = wis && !wis_code && ReadSectionNumber(t, j) > 0 &&
                       ReadSectionNumberOf(doc_code_str, t, j) == ReadSectionNumber(t, j);
  Parsed q = statute_shape ? ParseWisList(ctx, t, j, doc_code_str, "", 1, true)
                           : ParsePlainList(ctx, t, j, doc_code_str, TitlePrefix(ctx));
  if (q.targets.empty()) return std::nullopt;
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
      size_t k = ReadSeparator(t, q.end, &range);
      // ("sections 307.12(1) "j," 321.209": the comma inside the quote.)
      std::string_view read = t.substr(0, q.end);
      if (k == q.end && (EndsWith(read, ",\""sv) || EndsWith(read, ",\xE2\x80\x9D"sv)))
        k = SkipSpace(t, q.end);
      size_t n = k == q.end || range ? 0 : ReadSectionNumberOf("iowa-code", t, k);
      if (n == 0 || (!plural && !t.substr(k + n).starts_with(", subsection"sv))) break;
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
  const std::string& doc_code_str = ctx.spec.code;
  std::string_view doc_code = doc_code_str;  // compares by size first
  bool wis = ctx.wisconsin;
  // A municipal code, of Wisconsin or of another state.
  bool municipal = ctx.ordinance();
  // "IRC Section 42", "I.R.C. section 501(c)(3)": the Internal Revenue
  // Code's, title 26 (as "IRC § 42" below).
  if ((Is(lead, "Section"sv) || Is(lead, "section"sv) || Is(lead, "Sections"sv) ||
       Is(lead, "sections"sv) || Is(lead, "Sec."sv)) && RevenueCodeAbbreviationBefore(t, lb)) {
    Parsed q = ParsePlainList(ctx, t, le, "usc", "26/");
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    return q;
  }
  // "Title 40, Section 122 of the Code of Federal Regulations", "Title 40,
  // Part 122 of …": the title before, the name after; "Section" names the
  // part here, a whole number (the CFR's sections have a point), and a
  // section of the U.S. Code ("Title 42, Section 1983 of the United States
  // Code").
  if (StartsWith(lead, "Section"sv) || StartsWith(lead, "section"sv) || Is(lead, "Part"sv) ||
      Is(lead, "part"sv)) {
    static const RE2 kFederalAfter(
        R"(^\s*(\d+[a-z]?(?:\.\d+[a-z]?)?(?:\([a-z0-9]+\))*),?\s+of\s+(?:the\s+)?(?:(Code\s+of\s+Federal\s+Regulations)|United\s+States\s+Code)\b)",
        RE2::Quiet);
    if (auto q = TitleThenName(t, lb, le, kFederalAfter, [](const std::string& title, const std::string& number,
                                                          const std::string& cfr) {
          return Key(cfr.empty() ? "usc" : "cfr", title + "/" + number);
        }))
      return q;
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
    static const RE2 kOwnWhole(
        R"(^\s+(\d{1,4}[A-Z]?)((?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\d{1,4}[A-Z]?)*)\s+of\s+this\s+(?:Charter|charter|Code|code)\b)",
        RE2::Quiet);
    std::string_view r = t.substr(le, 120);
    re2::StringPiece sp(r.data(), r.size());
    std::string first, more;
    if (Consume(&sp, kOwnWhole, &first, &more)) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      q.targets.emplace_back(doc_code_str, first);
      static const RE2 kNumber(R"((\d{1,4}[A-Z]?))", RE2::Quiet);
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
    // 1202(4), (5), (6) and (20) of the Borough Code", "Section 1601(d) [53
    // P.S. § 66601(d)] of the Second Class Township Code"; nor a
    // constitution's or an act's, "article 4, section 40(a)", "the
    // authority of Chapter 5, Section 501(a)(1), Polk Township …", "the
    // Pennsylvania Construction Code Act, 35 P.S. §§ 7210.101-7210.1103;
    // Section 501(c)".)
    static const RE2 kMoreLevels(
        R"(^(?:(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\([0-9A-Za-z]{1,4}\)|\s*\[[^\]\n]{1,60}\]))",
        RE2::Quiet);
    auto anothers = [&](re2::StringPiece after) {
      while (Consume(&after, kMoreLevels)) {
      }
      std::string_view before = Before(t, lb, 24);
      std::string_view sentence = Before(t, lb, 80);
      return NextIsOf(t, PieceAt(t, after)) || before.find("rticle") != std::string_view::npos ||
             before.find("hapter") != std::string_view::npos ||
             sentence.find(" Act") != std::string_view::npos ||
             sentence.find("P.S.") != std::string_view::npos;
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
  // number may be a citation's: "see Chapter 2 ZONING").
  if (municipal && (Is(lead, "Chapter"sv) || Is(lead, "CHAPTER"sv))) {
    static const RE2 kHeading(R"(^(?:Chapter|CHAPTER)\s+\d+[A-Z]?\.?\s+[A-Z]{3,},?\s+(?:AND\s+)?[A-Z]{3,}\b)",
                              RE2::Quiet);
    std::string_view r = t.substr(lb, 64);
    if (RE2::PartialMatch(re2::StringPiece(r.data(), r.size()), kHeading)) return std::nullopt;
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
  // adopt and amend).
  if (lb > 2 &&
      (t[lb - 2] == ',' || ascii::IsDigit(static_cast<unsigned char>(t[lb - 2])) ||
       ascii::IsUpper(static_cast<unsigned char>(t[lb - 2]))) &&
      (StartsWith(lead, "section"sv) || StartsWith(lead, "Section"sv))) {
    static const RE2 kStandardBefore(
        R"((?:\bHandbook\s+\d+[A-Z]?,\s*(?:ch\.\s*[0-9IVXL]+(?:\.[A-Z0-9]+)?,\s*)?|\b(?:NFPA|ASTM|ANSI|ASME|ASHRAE|AWWA|ICC|IBC|IFC|IECC|IPC|IMC|NEC|UL)\s+[A-Z]?\d+[A-Z]?,?\s*|\b(?:IBC|IRC|IFC|IFGC|IMC|IPC|IECC|IEBC|IPMC|IPSDC|ISPSC|IWUIC|IZC|UBC|UPC|UMC|NEC|NESC)\s+)$)",
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
    if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kCountyCode, &name) &&
        ctx.spec.title.find(name + " County") == std::string::npos)
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
  // "para. (a)": LawServer's copies spell "par." so.
  if (Is(lead, "para."sv) || Is(lead, "Para."sv)) lead = "par.";
  if (Is(lead, "paras."sv) || Is(lead, "Paras."sv)) lead = "pars.";
  // "Sections 51.42 (1) and 51.45 (1) and (7), Stats., provide …" opening
  // a sentence of the Administrative Code: the statutes' "ss.", where their
  // tail ends the list.
  if (Is(doc_code, "wis-adm"sv) && (Is(lead, "Section"sv) || Is(lead, "Sections"sv))) {
    std::string_view ahead = t.substr(le, 160);
    size_t stats = ahead.find(", Stats.");
    if (stats != std::string_view::npos && ahead.substr(0, stats).find(". ") == std::string_view::npos)
      lead = Is(lead, "Section"sv) ? "s." : "ss.";
  }
  // "Section Ins 6.76", "Sections Tax 11.52 and 11.53" in the statutes'
  // and the rules' text: a rule's section by its agency, as "s." names it
  // (the lead holds the agency: the word alone is the lead).
  if ((Is(doc_code, "wis-stat"sv) || Is(doc_code, "wis-adm"sv)) &&
      (StartsWith(lead, "Section "sv) || StartsWith(lead, "Sections "sv))) {
    size_t word = lead.find(' ');
    if (!IsAgencyPrefix(Trim(lead.substr(word)))) return std::nullopt;
    le = lb + word;
    lead = word == 7 ? "s." : "ss.";
  }
  bool lower_s = Is(lead, "s."sv) || Is(lead, "ss."sv) ||
                 (wis && (Is(lead, "ss"sv) || StartsWith(lead, "Wisconsin"sv) || StartsWith(lead, "WI "sv) ||
                          StartsWith(lead, "State "sv)) &&
                  ReadSectionNumber(t, SkipSpace(t, le)) > 0) ||
                 name_then_number;
  bool sign = lead.find("\xC2\xA7") != std::string_view::npos;
  std::string prefix;
  std::string body = BodyOfSectionSign(lead, &prefix);
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
    // ("33 USC, section 1251 et seq.": a comma before the word.)
    static const RE2 kSec(R"(^,?\s*(?:[Ss]ecs?\.|[Ss]ections?\b)\s*)", RE2::Quiet);
    std::string_view rest = t.substr(le);
    re2::StringPiece sec(rest.data(), rest.size());
    if (Consume(&sec, kSec)) le = t.size() - sec.size();
    // "40 CFR Chapter I, Subchapter N, Parts 405-471": the parts, which
    // the title's chapter and subchapter hold (no key spells those).
    // ("40 CFR, subchapter N, part 400": the subchapter alone; "44 CFR
    // Chapter 1, Section 65.12": the chapter in figures, then a section;
    // "49 CFR subchapters G and H, part 172".)
    static const RE2 kCfrChapter(
        R"(^\s*(?:Chapter\s+(?:[IVXL]+|\d{1,2}),?\s+)?(?:[Ss]ubchapters?\s+[A-Z](?:\s+and\s+[A-Z])?,?\s+)?(?:[Pp]arts?|[Ss]ections?|§§?)\s*)",
        RE2::Quiet);
    re2::StringPiece chapter(rest.data(), std::min<size_t>(rest.size(), 56));
    if (Is(body, "cfr"sv) &&
        (StartsWith(rest, "Chapter"sv) || StartsWith(rest, "Subchapter"sv) || StartsWith(rest, "subchapter"sv)) &&
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
    // "49 CFR Part 191 or Part 192": the word again before each part.
    if (Is(body, "cfr"sv)) {
      static const RE2 kMoreParts(
          R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)[Pp]art\s+(\d+)\b)", RE2::Quiet);
      std::string part;
      while (true) {
        std::string_view r = t.substr(q.end, 32);
        re2::StringPiece sp(r.data(), r.size());
        if (!Consume(&sp, kMoreParts, &part)) break;
        size_t e = PieceAt(t, sp);
        if (e < t.size() && t[e] == '.' && e + 1 < t.size() &&
            ascii::IsDigit(static_cast<unsigned char>(t[e + 1])))
          break;  // ("or Part 192.3": a section, read on its own)
        q.targets.emplace_back("cfr", prefix + part);
        q.end = e;
      }
    }
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
    // ("subch.Vand").
    static const RE2 kSubch(
        R"(^[Ss]ub(?:chs?\.\s*|chapters?\s+)((?:[IVXL]+|[A-Z]{1,2}\b)(?:(?:\s*,\s*(?:and\s*|or\s*)?|\s*(?:and|or)\s*|\s+(?:to|through)\s+)(?:[IVXL]+|[A-Z]{1,2}\b))*)(?:\s+of\s+(?:[Cc]h\.|[Cc]hapter)\s*(?:([A-Z][A-Za-z]{1,4})\s*)?(\d+))?)",
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
      const std::optional<Key>& sec = SourceSection(ctx);
      if (!sec || !wis_code) return std::nullopt;
      size_t dot = sec->path().find('.');
      if (dot == std::string::npos) return std::nullopt;
      chap = sec->path().substr(0, dot);
    } else if (!agency.empty()) {
      code = "wis-adm";
      for (char& c : agency) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
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
    if (!SourceSection(ctx)) {
      // "Sub. (b)" in a code kept as unnumbered paragraphs.
      q.targets.clear();
      q.unresolved = "relative to a section the text does not name (the "
                     "document has no section numbers)";
    }
    return q;
  }
  if (Is(lead, "par."sv) || Is(lead, "pars."sv) || Is(lead, "Par."sv) || Is(lead, "Pars."sv)) {
    if (!wis) return std::nullopt;
    auto base = SourcePrefix(ctx, 2);
    Parsed q = ParseWisList(ctx, t, le, doc_code_str, base.value_or(""), 2, false);
    if (q.targets.empty()) return std::nullopt;
    q.begin = lb;
    if (!base || WisLevel(ctx.comps()[1]) != 1) {
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
  // Part 65.12" (the title's chapter, which no key spells, between).
  if (StartsWith(lead, "Title "sv) || (StartsWith(lead, "title "sv) && lead.find("CFR") != std::string_view::npos) ||
      (StartsWith(lead, "title "sv) && lead.find("C.F.R.") != std::string_view::npos) ||
      (ascii::IsDigit(static_cast<unsigned char>(lead[0])) &&
       (EndsWith(lead, "Regulations"sv) || EndsWith(lead, "regulations"sv) ||
        EndsWith(lead, "States Code"sv))) ||
      (lead[0] == 'C' && EndsWith(lead, "Title"sv))) {
    static const RE2 kNamedTitle(
        R"(^(?:(\d+)\s+([Cc]ode\s+of\s+[Ff]ederal\s+[Rr]egulations|United\s+States\s+Code)|)"
        R"([Tt]itle\s+(\d+),?\s+(?:of\s+(?:the\s+)?)?(Code\s+of\s+Federal\s+Regulations|United\s+States\s+Code|CFR\b|C\.F\.R\.)|)"
        R"((?:C\.?\s?F\.?\s?R\.?|Code\s+of\s+Federal\s+Regulations),?\s+Title\s+(\d+))(?:\s*\((?:U\.\s?S\.\s?C\.|USC|CFR|C\.F\.R\.)\))?)"
        R"((?:,?\s*(?:19|20)\d\d\s+[Ee]dition)?(?:,?\s+[Cc]hapter\s+(?:[IVXLC]+|\d+))?(?:,?\s+(?:[Pp]arts?|[Ss]ections?|\x{00A7}{1,2}))?,?\s*)",
        RE2::Quiet);
    std::string_view r = t.substr(lb, 96);
    re2::StringPiece sp(r.data(), r.size());
    std::string t1, b1, t2, b2, t3;
    // ("33 United States Code (U.S.C.) section 1251", "33 United States
    // Code 1251", "Code of Federal Regulations, Title 40, Part 403": the
    // abbreviation in parentheses, the section's word left out; "Title 33
    // United States Code (U.S.C.), 1994 Edition 1342 (p)": the edition.)
    if (!Consume(&sp, kNamedTitle, &t1, &b1, &t2, &b2, &t3) || sp.empty() ||
        !ascii::IsDigit(static_cast<unsigned char>(sp[0])))
      return std::nullopt;
    std::string title = !t1.empty() ? t1 : !t2.empty() ? t2 : t3;
    std::string_view body = !b1.empty() ? b1 : b2;
    // ("44 code of federal regulations parts 59-78": in small letters.)
    std::string code = body.empty() || body[0] == 'C' || body[0] == 'c' ? "cfr" : "usc";
    Parsed q = ParsePlainList(ctx, t, PieceAt(t, sp), code, title + "/");
    if (q.targets.empty()) return std::nullopt;
    if (code == "cfr") TakeHyphenRange(t, "cfr", title + "/", &q);
    q.begin = lb;
    return q;
  }
  if (StartsWith(lead, "Article"sv) || StartsWith(lead, "article"sv))
    return ParseOrdinanceArticles(ctx, t, lb);
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
  if (ctx.other_state_ordinance && lead.size() >= 3 && lead.size() <= 12 && lead[0] == 'C' &&
      (lead[1] == 'G' || lead[1] == '.')) {
    std::string letters;
    for (char c : lead)
      if (ascii::IsAlpha(static_cast<unsigned char>(c))) letters += c;
    if (Is(letters, "CGS"sv) || Is(letters, "CGSA"sv)) {
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
      (lead.find("Pa.") != std::string_view::npos || lead.find("Pennsylvania") != std::string_view::npos))
    return ParsePaCode(ctx, t, lb, le);
  if (StartsWith(lead, "Iowa Code"sv)) return ParseIowaCodeList(t, lb, le);
  if (lead.find("IAC") != std::string_view::npos ||
      StartsWith(lead, "Iowa Administrat"sv)) {
    std::optional<Parsed> q = ParseIowaRules(t, lb);
    // ("327 IAC 15-6" in an Indiana code, "35 IAC 302" in an Illinois
    // one: that state's administrative code, which has no key.)
    std::string_view state = ctx.spec.jurisdiction;
    if (q && !StartsWith(lead, "Iowa"sv) && !state.empty() && !Is(state, "Iowa"sv)) {
      q->targets.clear();
      while (q->end + 1 < t.size() && t[q->end] == '-' &&
             ascii::IsDigit(static_cast<unsigned char>(t[q->end + 1]))) {
        ++q->end;  // (Indiana numbers title, article, rule, section: "15-2-2")
        while (q->end < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[q->end]))) ++q->end;
      }
      q->unresolved = "a rule of " + std::string(state) +
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
  // "SMC 23.60A.150", "BMC 20.12.010(B)", "WCC 17.16.020", "FWRC
  // 13.10.020", "K.C.C. 1.05.040": the ordinance's own code, by its
  // abbreviation; "Municipal Code 62-70".
  if (ctx.ordinance() &&
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
    // "SCC 30.43C" in a code whose sections are title.chapter.section
    // ("30.71.020"): a chapter, its number one part short.
    auto dots = [](std::string_view s) { return std::count(s.begin(), s.end(), '.'); };
    const std::optional<Key>& sec = SourceSection(ctx);
    if (sec && sec->code() == doc_code && dots(sec->path().substr(0, sec->path().find('('))) == 2)
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
  if ((Is(lead, "Subsection"sv) || Is(lead, "subsection"sv) || Is(lead, "Subsections"sv) ||
       Is(lead, "subsections"sv)) &&
      le < t.size() && t[le] == ' ' && le + 1 < t.size() &&
      ascii::IsUpper(static_cast<unsigned char>(t[le + 1])) &&
      ((ctx.wisconsin && !wis_code) || ctx.other_state_ordinance))
    return ParseLetteredSubsection(ctx, t, lb, le);
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
  // "division (1) below": American Legal's word for a level of a
  // municipal code (Iowa's "subparagraph division (a)" is read above).
  bool division = (StartsWith(lead, "division"sv) || StartsWith(lead, "Division"sv)) && municipal;
  bool level_word = division ||
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

// Whether s is a year's four digits.
bool FourDigits(std::string_view s) {
  return s.size() == 4 && std::all_of(s.begin(), s.end(), [](char c) {
           return ascii::IsDigit(static_cast<unsigned char>(c));
         });
}

// A reference to a code that no longer exists: "§§ 4.01 to 4.16 of the
// former Municipal Code", "Ch. 2, §§ 10-2-30 through 10-2-46, of the 1981
// Code", "[Code 1966, § 4.37; Ord. No. 888]" (history notes an ordinance's
// text keeps inline). Its numbers have no key. ("former RCW 7.94.040", a
// repealed section of the same code, keeps its key.)
bool OfASupersededCode(std::string_view t, size_t begin, size_t end) {
  // By hand, not by pattern: this runs for every citation.
  size_t k = end;
  while (k < t.size() && (t[k] == ',' || t[k] == ' ')) ++k;
  // ("Ch. 20, Part 1, of the 1983 Code": a part of the chapter between.)
  if (t.substr(k).starts_with("Part "sv)) {
    size_t m = k + 5;
    while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
    if (m > k + 5) {
      k = m;
      while (k < t.size() && (t[k] == ',' || t[k] == ' ')) ++k;
    }
  }
  // "Chapter 43 of the General Statutes, 1949 Revision" (the tail read
  // with the citation, or after it): a revision before Connecticut's
  // current one, of 1958.
  if (size_t g = t.substr(begin, end - begin + 24).find("General Statutes, ");
      g != std::string_view::npos) {
    std::string_view r = t.substr(begin + g + 18, 13);
    if (r.size() == 13 && FourDigits(r.substr(0, 4)) && r.substr(0, 4) < "1958"sv &&
        Is(r.substr(4), " Revision"sv))
      return true;
  }
  if (t.substr(k).starts_with("of the "sv)) {
    std::string_view r = t.substr(k + 7);
    if (StartsWithWord(r, 0, "former") || StartsWithWord(r, 0, "prior") ||
        StartsWithWord(r, 0, "Codification"))  // "… of the Codification"
      return true;
    if (r.size() > 5 && FourDigits(r.substr(0, 4))) {
      // "of the 1981 Code", "of the 1998 Village Code of Ordinances"
      std::string_view after = r.substr(4, 40);
      if (after.starts_with(" Code"sv) || after.starts_with(" Ed"sv)) return true;
      size_t code = after.find(" Code");
      if (code != std::string_view::npos && after.substr(1, code).find(' ') ==
                                                 std::string_view::npos)
        return true;
    }
  }
  std::string_view b = TrimmedBefore(t, begin);
  // "[Code 1966, § 4.37" (not "Iowa Code 2024, Section 554.1101", the
  // current code), "1981 Ed., § 35-2801"
  if (b.ends_with(","sv) && b.size() >= 11) {
    std::string_view w = b.substr(0, b.size() - 1);
    if (w.size() >= 10 && FourDigits(w.substr(w.size() - 4)) &&
        Is(w.substr(w.size() - 9, 5), "Code "sv) &&
        (w[w.size() - 10] == '[' || w[w.size() - 10] == '('))
      return true;
    if (w.ends_with(" Ed."sv) && w.size() >= 8 && FourDigits(w.substr(w.size() - 8, 4)))
      return true;
    b = w;  // "(Prior Code, § 22.01)"
  }
  // "(Prior Code, § 22.01)", "(2008 code § 12.02(1))"
  if (b.ends_with(" Code"sv) || b.ends_with(" code"sv)) {
    std::string_view w = b.substr(0, b.size() - 5);
    if (w.ends_with("Prior"sv) || w.ends_with("prior"sv) || w.ends_with("Former"sv) ||
        w.ends_with("former"sv))
      return true;
    if (w.size() >= 4 && FourDigits(w.substr(w.size() - 4)) &&
        (w.size() == 4 || !ascii::IsAlnum(static_cast<unsigned char>(w[w.size() - 5]))))
      return true;
  }
  return false;
}

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
bool InContentsRun(std::string_view t, size_t begin, size_t end) {
  static const RE2 kNextEntry(
      R"(^\s+[A-Z][^.(:\n]*?(?:\s\([^()\n]*Stats?\.\))?(?:[.?]|\s\(p\.\s*\d+\))\s+(?:[A-Z][A-Za-z]{1,4}\s+\d+\.\d|Subchapter\s+[IVXL]+\b))",
      RE2::Quiet);
  static const RE2 kEntryBefore(
      R"((?:^|\s)[A-Z][A-Za-z]{1,4}\s+\d+\.\d+[a-z]*\s+[A-Z][^.(:\n]*?(?:\s\([^()\n]*Stats?\.\))?(?:[.?]|\s\(p\.\s*\d+\))\s+$)",
      RE2::Quiet);
  static const RE2 kEntry(R"([A-Z][A-Za-z]{1,4}\s+\d+\.\d+[a-z]*)", RE2::Quiet);
  std::string_view number = t.substr(begin, end - begin);
  // (Cheap tests first: this runs for every citation of those texts.)
  if (end + 1 >= t.size() || t[end] != ' ' || number.empty() ||
      !ascii::IsUpper(static_cast<unsigned char>(number[0])) ||
      !RE2::FullMatch(re2::StringPiece(number.data(), number.size()), kEntry))
    return false;
  std::string_view after = t.substr(end, 200);
  if (ascii::IsUpper(static_cast<unsigned char>(t[end + 1])) &&
      RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kNextEntry))
    return true;
  std::string_view before = TrimmedBefore(t, begin);
  if (before.empty() || (before.back() != '.' && before.back() != ')' && before.back() != '?'))
    return false;
  before = Before(t, begin, 200);
  return RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kEntryBefore);
}

// In a municipal code's note, "[State Law Ref. Iowa Code Sec. 392.5;
// Code 1973, Sec. 378.5, Ch. 140, Sec. 41-1st 65GA]", "(Code 2006, §
// 8.06(2); Ord. No. O11-3-05, § 8.06, 11-22-2005)": the part that opens
// with an old edition ("Code 1973,") or an ordinance ("Ord. No.") is
// history, whatever it lists.
bool InHistoryPart(std::string_view t, size_t begin) {
  for (size_t k = begin, stop = begin > 64 ? begin - 64 : 0; k > stop; --k) {
    char c = t[k - 1];
    if (c == ')' || c == ']') return false;
    if (c != '[' && c != '(' && c != ';') continue;
    std::string_view part = t.substr(k, begin - k);
    while (!part.empty() && part[0] == ' ') part.remove_prefix(1);
    if (part.starts_with("Ord. "sv) || part.starts_with("Ord "sv) ||
        part.starts_with("Ordinance No"sv))
      return true;
    return part.size() >= 10 && part.starts_with("Code "sv) && FourDigits(part.substr(5, 4)) &&
           part[9] == ',';
  }
  return false;
}

// Cue words right before a citation, kept as the edge's relation.
std::string_view RelationBefore(std::string_view t, size_t begin) {
  static constexpr std::string_view kCues[] = {
      "exempt under", "subject to",        "notwithstanding",
      "as defined in", "pursuant to",      "in accordance with",
      "as provided in", "as provided under", "described in",
      "described under", "specified in",   "specified under",
      "required under", "authorized under", "issued under",
      "except as provided in", "except as provided under",
      "defined in",    "under",             "in"};
  std::string_view before = t.substr(0, begin);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  if (before.empty()) return {};
  for (std::string_view cue : kCues) {
    if (before.back() != cue.back()) continue;
    if (EndsWith(before, cue)) {
      size_t s = before.size() - cue.size();
      if (s == 0 || !ascii::IsAlnum(static_cast<unsigned char>(before[s - 1])))
        return cue;
    }
  }
  return {};
}

// Whether t[at] stands in one of the Iowa Code's history brackets, which
// list the earlier codes' numbers of a section ("[C54, 58, §391A.6; C75,
// §384.43]"): prior codifications, not citations.
bool InIowaHistory(std::string_view t, size_t at) {
  // (Within 2,000 bytes, by memrchr and memchr: rfind and find step a
  // byte at a time, to the text's start or end.)
  if (at >= t.size()) return false;
  size_t from = at > 2000 ? at - 2000 : 0;
  const void* bracket = memrchr(t.data() + from, '[', at + 1 - from);
  if (bracket == nullptr) return false;
  size_t open = static_cast<const char*>(bracket) - t.data();
  if (memchr(t.data() + open, ']', at - open) != nullptr) return false;
  // "[C97, …", "[S13, …", "[SS15, …", "[R60, …"
  size_t k = open + 1;
  while (k < t.size() && k - open <= 2 &&
         (t[k] == 'C' || t[k] == 'S' || t[k] == 'R'))
    ++k;
  return k > open + 1 && k < t.size() &&
         ascii::IsDigit(static_cast<unsigned char>(t[k]));
}

// Whether the lead at t[at] follows a prior code's name in the Code of
// Iowa's history lines ("C93, §904.102", "CS85, §246.102", "C2024,
// §10A.206", glued on in flattened copies: "…, 159CS83, §217A.284 Acts"):
// the section's number in an earlier code, not a citation.
bool AfterIowaPriorCode(std::string_view t, size_t at) {
  if (at < 5 || !Is(t.substr(at - 2, 2), ", "sv)) return false;
  size_t d = at - 2;
  while (d > 0 && ascii::IsDigit(static_cast<unsigned char>(t[d - 1]))) --d;
  if (at - 2 - d != 2 && at - 2 - d != 4) return false;
  size_t c = d;
  while (c > 0 && d - c < 2 && (t[c - 1] == 'C' || t[c - 1] == 'S' || t[c - 1] == 'R')) --c;
  return c < d && (c == 0 || !ascii::IsAlpha(static_cast<unsigned char>(t[c - 1])));
}

// Whether t[at] stands in one of the Code of Iowa's amendment notes after
// a section ("Subsection 4, paragraph b amended", "2023 amendment to
// subsection 5, paragraphs c and d effective January 1, 2024; …"): the
// editors' record of what changed, not a citation.
bool InIowaAmendmentNote(std::string_view t, size_t at) {
  // "2023 amendment to subsection 5, …": the lead right after the year's
  // words at the line's start.
  static constexpr std::string_view kAmendmentTo = " amendment to ";
  if (at >= 18 && t.substr(at - kAmendmentTo.size(), kAmendmentTo.size()) == kAmendmentTo &&
      (at == 18 || t[at - 19] == '\n') && ascii::IsDigit(static_cast<unsigned char>(t[at - 18])))
    return true;
  // "Subsection 4, paragraph b amended": a short line that ends with what
  // was done (the end is found first, forward, which is cheap).
  size_t le = t.substr(at, 201).find('\n');
  if (le == std::string_view::npos && at + 201 < t.size()) return false;  // a long line
  le = le == std::string_view::npos ? t.size() : at + le;
  std::string_view head = t.substr(0, le);
  while (!head.empty() && (head.back() == ' ' || head.back() == '.')) head.remove_suffix(1);
  static constexpr std::string_view kEnds[] = {"amended", "stricken", "added", "rewritten",
                                               "renumbered", "repealed", "transferred"};
  if (std::none_of(std::begin(kEnds), std::end(kEnds),
                   [&](std::string_view w) { return head.ends_with(w); }))
    return false;
  size_t from = at > 100 ? at - 100 : 0;
  size_t ls = t.substr(from, at - from).rfind('\n');
  if (ls == std::string_view::npos && from > 0) return false;
  ls = ls == std::string_view::npos ? 0 : from + ls + 1;
  std::string_view line = head.substr(ls);
  // (One clause that opens with what changed: not a sentence of the law
  // that ends "…, as amended.")
  static constexpr std::string_view kStarts[] = {"Subsection", "Paragraph", "Subparagraph",
                                                 "Section", "Chapter", "Former", "Unnumbered"};
  return line.find(". ") == std::string_view::npos &&
         std::any_of(std::begin(kStarts), std::end(kStarts),
                     [&](std::string_view w) { return line.starts_with(w); });
}

// In a municipal code, a lead that is no reference: a heading alone on
// its line ("CHAPTER 1" centered over a chapter's title), or the word
// that ends a line over a table of contents, whose next line opens with
// a number and its heading ("Section\n   10.01   Designation; …",
// "… violation of chapter\n37.40 Demolition of property"); an entry of
// the code's own contents run into one paragraph. (`own`: the code's;
// a table of the state's sections it adopts cites them.)
bool HeadingOrContentsLine(std::string_view t, size_t lb, size_t le, std::string_view own,
                           const Parsed& p) {
  std::string_view lead = Trim(t.substr(lb, le - lb));
  // (In capitals: "Chapter 905" alone on a line of a list of adopted
  // statutes is one.)
  if (Is(lead, "CHAPTER"sv) || Is(lead, "ARTICLE"sv)) {
    size_t ls = t.rfind('\n', lb == 0 ? 0 : lb - 1);
    ls = ls == std::string_view::npos || lb == 0 ? 0 : ls + 1;
    size_t nl = t.find('\n', p.end);
    std::string_view rest_of_line = t.substr(p.end, (nl == std::string_view::npos ? t.size() : nl) - p.end);
    if (Trim(t.substr(ls, lb - ls)).empty() && Trim(rest_of_line).empty()) return true;
  }
  // (A table of contents' entry with its dot leader and page: "Article 4
  // District Regulations ...... 16 Section 1 - “AC” Agricultural
  // District...... 16", its entries run into one line.)
  if (p.begin == lb && p.end + 8 < t.size() && t.substr(p.end, 120).find("....") != std::string_view::npos) {
    static const RE2 kLeaderEntry(R"(^\.?\s*[-\x{2013}\x{2014}:]?\s*[A-Z\x{201C}"][^.\n\d]*?\s*\.{4,}\s*\d{1,3}\b)",
                                  RE2::Quiet);
    std::string_view r = t.substr(p.end, 120);
    if (RE2::PartialMatch(re2::StringPiece(r.data(), r.size()), kLeaderEntry)) return true;
  }
  // (A table of contents whose lines the reader joined: the number, its
  // heading, then the next number of its shape and its heading: "Section
  // 10.01 Designation; citation; headings 10.02 General definitions",
  // "CHAPTER 1. MUNICIPAL PLANNING COMMISSION. 2. ZONING ORDINANCE.")
  std::string_view after = t.substr(p.end, 160);
  // (Cheap first: the pattern opens with white space, after a stop.)
  size_t w0 = !after.empty() && after[0] == '.' ? 1 : 0;
  bool spaced = w0 < after.size() && (after[w0] == ' ' || after[w0] == '\n');
  if (spaced && p.begin == lb && p.targets.size() == 1 && p.targets[0].code() == own) {
    static const RE2 kNextEntry(
        R"(^\.?\s+[A-Z][A-Za-z]+((?:[ ,;]+[A-Za-z]+){0,10})\.?\s+(\d[0-9.\-]*?)\.?\s+[A-Z][A-Za-z])",
        RE2::Quiet);
    std::string words, next;
    // (Not a list of references: "Administration generally, Ch. 2
    // Planning, Ch. 16.", the next number after its lead.)
    auto lead_before = [&] {
      std::string_view w = Trim(words);
      size_t sp = w.find_last_of(" ,;");
      std::string_view last = sp == std::string_view::npos ? w : w.substr(sp + 1);
      static constexpr std::string_view kLeads[] = {"Ch", "Chs", "Chapter", "Chapters", "Sec", "Secs",
                                                    "Section", "Sections", "Art", "Article", "Title",
                                                    "Part", "Rule", "Ord", "No"};
      return std::find(std::begin(kLeads), std::end(kLeads), last) != std::end(kLeads);
    };
    if (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kNextEntry, &words, &next) &&
        !lead_before()) {
      std::string_view cited = t.substr(SkipSpace(t, le), p.end - SkipSpace(t, le));
      auto shape = [](std::string_view n) {
        std::string out;
        for (char c : n)
          if (c == '.' || c == '-') out += c;
        return out;
      };
      size_t last_a = cited.find_last_of(".-"), last_b = next.find_last_of(".-");
      std::string_view tail_a = last_a == std::string_view::npos ? cited : cited.substr(last_a + 1);
      std::string_view tail_b =
          last_b == std::string::npos ? std::string_view(next) : std::string_view(next).substr(last_b + 1);
      bool digits = !tail_a.empty() && !tail_b.empty() &&
                    std::all_of(tail_a.begin(), tail_a.end(), ::isdigit) &&
                    std::all_of(tail_b.begin(), tail_b.end(), ::isdigit);
      if (digits && shape(cited) == shape(next) && SmallerNumber(tail_a, tail_b)) return true;
    }
  }
  // (The lead's word, then only white space to the line's end.)
  size_t w = le;
  while (w < t.size() && (t[w] == ' ' || t[w] == '\t')) ++w;
  static constexpr std::string_view kWords[] = {"Section", "SECTION", "Sections", "Sec.",
                                                "Secs.", "chapter", "Chapter", "CHAPTER"};
  if (w >= t.size() || t[w] != '\n' || p.begin != lb ||
      std::find(std::begin(kWords), std::end(kWords), lead) == std::end(kWords))
    return false;
  static const RE2 kEntry(R"(^\n\s*\d[0-9A-Za-z.\-]*\s+[A-Z][a-z]+(?:[\s,;]+[A-Za-z]+)*\.?\s*(?:\n|$))",
                          RE2::Quiet);
  std::string_view next_line = t.substr(w, 120);
  return RE2::PartialMatch(re2::StringPiece(next_line.data(), next_line.size()), kEntry);
}

// "Section 396.9 of the Federal Motor Carrier Safety Regulations" in an
// ordinance that adopts them: the regulations codified as 49 CFR parts 350
// to 399, the section read as the ordinance's own re-keyed there; so the
// National Flood Insurance Program's, 44 CFR, and a federal title named
// after the number ("§ 59.1 of 44 CFR").
void OfFederalRules(const Context& ctx, std::string_view t, Parsed* p) {
  // (Only numbers read as the code's own sections are re-keyed.)
  if (p->targets.empty() || std::any_of(p->targets.begin(), p->targets.end(), [&](const Key& k) {
        return k.code() != ctx.spec.code || k.path().starts_with("ch.");
      }))
    return;
  auto rekey = [&](const std::string& code, const std::string& title) {
    for (Key& k : p->targets) k = Key(code, title + "/" + k.path());
    p->range_members.clear();
  };
  std::string_view rest = t.substr(p->end, 96);
  if (rest.size() > 8 && NextIsOf(rest, 0)) {
    // ("Part § 59.1 of 44 CFR", "section 1251 of 33 U.S.C.": a title of
    // federal law named after the number.)
    static const RE2 kOfFederalTitle(
        R"(^,?\s+of\s+(?:[Tt]itle\s+)?(\d{1,2})\s+(?:(C\.?\s?F\.?\s?R\.?|Code\s+of\s+Federal\s+Regulations\b)|U\.?\s?S\.?\s?C\.?(?:A\.?)?|United\s+States\s+Code\b))",
        RE2::Quiet);
    // ("Title 40, Section 122.26 of the Code of Federal Register": the
    // title before, the name after, the register for the regulations.)
    static const RE2 kOfCfrName(
        R"(^,?\s+of\s+the\s+Code\s+of\s+Federal\s+(?:Regulations?|Register)\b)", RE2::Quiet);
    static const RE2 kTitleBefore(R"(\bTitle\s+(\d{1,2}),\s*$)", RE2::Quiet);
    re2::StringPiece sp(rest.data(), rest.size());
    std::string title, cfr;
    if (Consume(&sp, kOfFederalTitle, &title, &cfr)) {
      rekey(cfr.empty() ? "usc" : "cfr", title);
      size_t end = PieceAt(t, sp);
      while (end > p->end && t[end - 1] == '.' && (end == t.size() || t[end] == '\n' || t[end] == ' ')) --end;
      p->end = end;
      return;
    }
    std::string_view before = Before(t, p->begin, 16);
    if (Consume(&sp, kOfCfrName) &&
        RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kTitleBefore, &title)) {
      rekey("cfr", title);
      p->begin -= before.size() - before.rfind("Title");
      p->end = PieceAt(t, sp);
      return;
    }
  }
  bool carriers = rest.find("Motor Carrier") != std::string_view::npos;
  bool flood = !carriers && rest.find("nsurance") != std::string_view::npos;
  if (!carriers && !flood) return;
  static const RE2 kOf(R"(^,?\s+of\s+the\s+Federal\s+Motor\s+Carrier\s+Safety\s+Regulations\b)",
                       RE2::Quiet);
  // ("section 60.6(a)(5) and (6) of the rules and regulations of the
  // National Flood Insurance Program": 44 CFR parts 59 to 80.)
  static const RE2 kOfFloodRules(
      R"(^,?\s+of\s+the\s+(?:[Rr]ules\s+and\s+)?[Rr]egulations\s+of\s+the\s+[Nn]ational\s+[Ff]lood\s+[Ii]nsurance\s+[Pp]rogram\b)",
      RE2::Quiet);
  re2::StringPiece sp(rest.data(), rest.size());
  if (!Consume(&sp, carriers ? kOf : kOfFloodRules)) return;
  rekey("cfr", carriers ? "49" : "44");
  p->end = PieceAt(t, sp);
}

// "Chapter 3 of the American Pyrotechnics Association’s Standard 87-1"
// (or "Association (“APA”) Standard 87-1"),
// "section 5.2 of the Pennsylvania Human Relations Act", "section 806.1
// of the act of April 9, 1929": numbers read as the document's own
// body's, followed by a possessive name, an act's title or date, or "of
// the definition of": a part of another's document, of a session law or
// of a definition, no citation of the body.
bool OfANamedDocument(const Context& ctx, std::string_view t, const Parsed& p) {
  // "§ 13.8 of the town zoning regulations": a commission's regulations,
  // a document apart from the code (and from the state's statutes).
  if (ctx.ordinance()) {
    static const RE2 kOfRegulations(
        R"(^,?\s+of\s+the\s+(?:[Tt]own|[Cc]ity|[Vv]illage|[Bb]orough|[Tt]ownship|[Cc]ounty)\s+(?:[Zz]oning|[Ss]ubdivision|[Ii]nland\s+[Ww]etlands?)\s+[Rr]egulations\b)",
        RE2::Quiet);
    // "Chapter 2, 7-2-1 of the Green County Code" in a town's code:
    // another government's code, whose name is not the document's (not a
    // state's law for a class of them: "the Second Class Township Code").
    // ("§ 5.01 of the Code of the Town of Delafield", the name after;
    // "Section 6.1 of the Dane County Land Use Code".)
    static const RE2 kOfNamedCode(
        R"(^(?:,\s+\d[0-9A-Za-z.-]*)?,?\s+of\s+the\s+(?:((?:[A-Z][a-z]+\s+){1,3})(?:County|City|Village|Town|Township|Borough)\s+(?:(?:Land\s+Use|Zoning|Development|Unified\s+Development)\s+)?(?:Code|Ordinances|Municipal\s+Code)\b|Code\s+of\s+the\s+(?:County|City|Village|Town|Township|Borough)\s+of\s+([A-Z][a-z]+)))",
        RE2::Quiet);
    // "Section 5608.2 of the International Fire Code", "Chapter 5 of the
    // city's fire code": a model code (adopted or not), which no key
    // spells.
    static const RE2 kOfModelCode(
        R"(^(?:\.\d+)*,?\s+of\s+the\s+(?:(?:\d{4}\s+(?:[Ee]dition\s+of\s+the\s+)?)?(?:International|Uniform|National)\s+(?:[A-Z][a-z]+\s+){0,3}Code\b|(?:[Cc]ity|[Tt]own|[Vv]illage|[Cc]ounty|[Bb]orough|[Tt]ownship)(?:\x{2019}|')s\s+(?:fire|building|plumbing|mechanical|electrical|residential|energy|property\s+maintenance)\s+code\b))",
        RE2::Quiet);
    std::string_view rest = t.substr(p.end, 100);
    std::string name;
    if (rest.starts_with(" of "sv) || rest.starts_with(", of "sv) ||
        (rest.size() > 1 && rest[0] == '.' && ascii::IsDigit(static_cast<unsigned char>(rest[1])))) {
      if (RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kOfRegulations) ||
          RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kOfModelCode))
        return true;
    }
    std::string name_after;
    if ((rest.starts_with(" of "sv) || rest.starts_with(", "sv)) &&
        RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kOfNamedCode, &name,
                          &name_after)) {
      if (name.empty()) name = name_after;
      if (name.find("Class") == std::string::npos &&
          ctx.spec.title.find(Trim(name)) == std::string::npos)
        return true;
    }
  }
  if (p.targets.empty() ||
      std::any_of(p.targets.begin(), p.targets.end(),
                  [&](const Key& k) { return k.code() != ctx.spec.code; }))
    return false;
  // (The D.C. Code's numbers name its sections wherever they stand: "§
  // 1-204.81 of the Home Rule Act" is that section, codified. But not
  // "§§ 243-245 of the Clean Air Act": the Code has no title 243.)
  if (Is(ctx.spec.code, "dc-code"sv)) {
    auto dc_title = [](const Key& k) {
      std::string_view path = k.path();
      size_t n = 0;
      while (n < path.size() && ascii::IsDigit(static_cast<unsigned char>(path[n]))) ++n;
      return n > 0 && n <= 2 && std::stoi(std::string(path.substr(0, n))) <= 51;
    };
    if (std::all_of(p.targets.begin(), p.targets.end(), dc_title)) return false;
  }
  // ("section 806.1(a)(5) of the act of April 9, 1929 (P.L.343, No.176)",
  // Pennsylvania's session laws; "paragraph (1)(iv) of the definition of
  // "administrative action" under section 13A03", a definition's own
  // paragraphs, which no key spells.)
  static const RE2 kOfNamed(
      R"(^(?:-[A-Z]{1,2}(?:\.\d+)?(?:\([0-9a-z]{1,4}\))*(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)\([0-9a-z]{1,4}\))*)?,?\s+of\s+(?:the\s+)?(?:(?:[A-Z][A-Za-z.&-]*\s+){0,5}([A-Z][A-Za-z]*)(?:\x{2019}|')s\b|[A-Z][A-Za-z.&-]*\s+(?:[a-z][A-Za-z.&-]*\s+){0,3}([a-z]+)(?:\x{2019}|')s\b|(?:[A-Z][A-Za-z.&,-]*\s+){1,8}Act\b|(?:[A-Z][A-Za-z.&-]*\s+){1,6}(?:\([^()]{2,12}\)\s+)?Standards?\b|(?:such|said)\s+Act\b|(?:[A-Z][A-Za-z.&,-]*\s+){0,4}Rules\s+of\s+(?:[A-Z][a-z]+\s+)?Procedure\b|act\s+of\s+[A-Z][a-z]+\.?\s+\d{1,2},\s+\d{4}|definitions?\s+of\b))",
      RE2::Quiet);
  std::string_view rest = t.substr(p.end, 120);
  // ("former section 911 (relating to requirements relating to certain
  // business combinations) of the act of May 5, 1933": the section's
  // name between.)
  if (rest.starts_with(" (relating to "sv)) {
    size_t close = t.find(')', p.end);
    if (close != std::string_view::npos && close - p.end < 200) rest = t.substr(close + 1, 120);
  }
  // (cheap first; "section 1724.1-E(f) of the act of …", "section
  // 1781-E(c) and (d) of the act of …", "section 1723-A.1 of the act of
  // …": the act's lettered article, which the body's number stops before)
  if (!rest.starts_with(" of "sv) && !rest.starts_with(", of "sv) && !rest.starts_with("-"sv))
    return false;
  // ("subsections 30-272(5)—(7) and (9)—(14) of the definition of the
  // term Fireworks": levels of a section the reference names itself, the
  // definition's words only saying which.)
  if (rest.substr(0, 24).find("definition") != std::string_view::npos) {
    std::string_view section = p.targets[0].path();
    section = section.substr(0, section.find('('));
    if (section.size() > 2 &&
        t.substr(p.begin, p.end - p.begin).find(section) != std::string_view::npos)
      return false;
  }
  // ("section 1601-A of the Tax Reform Code of 1971": an act's lettered
  // article's section, the act named a code.)
  static const RE2 kLetteredOfCode(
      R"(^-[A-Z]{1,2}(?:\.\d+)?(?:\([0-9a-z]{1,4}\))*,?\s+of\s+(?:the\s+)?(?:[A-Z][A-Za-z.&,-]*\s+){1,8}Code\b)",
      RE2::Quiet);
  if (RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kLetteredOfCode)) return true;
  // ("section 652.1(a)(4) of the Public School Code of 1949": an act named
  // a code with its year; not the Internal Revenue Code, read before.)
  static const RE2 kOfCodeOfYear(
      R"(^,?\s+of\s+the\s+((?:[A-Z][A-Za-z.&-]*\s+){1,6})Code\s+of\s+\d{4}\b)", RE2::Quiet);
  std::string code_words;
  if (RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kOfCodeOfYear, &code_words) &&
      code_words.find("Revenue") == std::string::npos)
    return true;
  std::string owner;
  if (!RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kOfNamed, &owner))
    return false;
  // ("section 01-01-07 of the County's Ordinance": the government's own.)
  static constexpr std::string_view kGovernments[] = {"County", "City", "Town", "Village",
                                                      "Township", "Borough"};
  return std::find(std::begin(kGovernments), std::end(kGovernments), owner) ==
         std::end(kGovernments);
}

// "current or future Chapters 939 to 948, §§ 86.06, 86.192, … and
// 961.571-961.577, Stats." in a Wisconsin ordinance: the chapters share
// the statutes' tail of the list of sections after them (read as the
// ordinance's own up to here); so does a chapter in a list between the
// statutes' sections.
void ChaptersBeforeStatutesList(const Context& ctx, std::string_view t, int32_t provision,
                                const std::vector<Citation>& out, Parsed* p) {
  if (p->targets.empty()) return;
  for (const Key& k : p->targets) {
    std::string_view path = k.path();
    if (k.code() != ctx.spec.code || !path.starts_with("ch.") || path.size() < 4 ||
        path.find_first_not_of("0123456789", 3) != std::string_view::npos)
      return;
  }
  // "943.50 | Retail theft | Ch. 948 | Crimes against children | 961.41":
  // a row of a table of the statutes adopted, between rows that cite
  // sections of the statutes' shape.
  auto table_row = [&] {
    // (Or its rows one cell a line: "§ 346.935\nIntoxicants in motor
    // vehicles\nChapter 905\nEvidence – Privileges\n§§ 951.571 …".)
    static const RE2 kRowBefore(
        R"((?:\b\d{2,3}\.\d{2,4}|\bChs?\.\s*\d{2,3}|\bChapters?\s+\d{2,3})[0-9a-z()\s,]{0,24}(?:\|[^|]{1,120}\|\s*|\n[^\n|§]{1,120}\n)$)",
        RE2::Quiet);
    static const RE2 kRowAfter(
        R"(^(?:\s*\|[^|]{1,120}\|\s*|\n[^\n|§]{1,120}\n)(?:§|\d{2,3}\.\d|Chs?\.\s*\d|Chapters?\s+\d))",
        RE2::Quiet);
    std::string_view before = Before(t, p->begin, 200);
    std::string_view after = t.substr(p->end, 200);
    return (before.find('|') != std::string_view::npos || before.ends_with("\n"sv)) &&
           RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kRowBefore) &&
           RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kRowAfter);
  };
  if (table_row()) {
    for (Key& k : p->targets) k = Key("wis-stat", std::string(k.path()));
    return;
  }
  if (!Is(t.substr(p->end, 2), ", "sv)) return;
  static const RE2 kList(
      R"(^,\s*(?:§§?|ss?\.)\s*\d[0-9A-Za-z.()\s,–-]{0,300}?,?\s*(?:Wis\.\s*)?Stats?\.)", RE2::Quiet);
  // "Wisconsin State Statutes § 66.0417, Ch. 68, and §§ 97.12, 97.41":
  // a chapter between the statutes' sections in one list, no tail.
  static const RE2 kNextSections(R"(^,\s*(?:and\s+|or\s+)?(?:§§?|ss?\.)\s*\d)", RE2::Quiet);
  static const RE2 kGap(R"(^,\s*(?:and\s+|or\s+)?$)", RE2::Quiet);
  auto between_statutes = [&] {
    if (out.empty() || out.back().source != provision || out.back().end > p->begin ||
        out.back().targets.empty() || !Is(out.back().targets.back().code(), "wis-stat"sv))
      return false;
    std::string_view gap = t.substr(out.back().end, p->begin - out.back().end);
    std::string_view next = t.substr(p->end, 24);
    return RE2::FullMatch(re2::StringPiece(gap.data(), gap.size()), kGap) &&
           RE2::PartialMatch(re2::StringPiece(next.data(), next.size()), kNextSections);
  };
  std::string_view rest = t.substr(p->end, 360);
  if (!between_statutes() &&
      !RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kList))
    return;
  for (Key& k : p->targets) k = Key("wis-stat", std::string(k.path()));
}

// "Section 17.30, Shoreland Overlay Districts" in a county's ordinance
// that cited "Chapter 17, Subchapter III, Section 17.30, of the St. Croix
// County Code" before: the county's section named again, not the
// statutes' (a number of the statutes' shape is read as theirs, where
// nothing says otherwise).
void OwnSectionNamedBefore(const Context& ctx, std::string_view t, int32_t provision,
                           const std::vector<Citation>& out, Parsed* p) {
  if (p->targets.empty() || out.empty() || out.back().source != provision) return;
  std::string_view text = t.substr(p->begin, p->end - p->begin);
  if (text.find("Stat") != std::string_view::npos || text.find("Wis") != std::string_view::npos)
    return;
  for (const Key& k : p->targets)
    if (!Is(k.code(), "wis-stat"sv) || k.path().starts_with("ch."sv)) return;
  auto named_before = [&](const Key& k) {
    std::string_view path = k.path();
    std::string_view section = path.substr(0, path.find('('));
    for (auto c = out.rbegin(); c != out.rend() && c->source == provision; ++c)
      for (const Key& e : c->targets) {
        std::string_view other = e.path();
        if (e.code() == ctx.spec.code && other.substr(0, other.find('(')) == section) return true;
      }
    return false;
  };
  if (!std::all_of(p->targets.begin(), p->targets.end(), named_before)) return;
  for (Key& k : p->targets) k = Key(ctx.spec.code, std::string(k.path()));
}

// "2 Pa.C.S. Ch. 5 Subch. A (relating to practice …) and Ch. 7 Subch. A":
// the second chapter is of the title the first named, not of the citing
// section's title (read so up to here). Not a chapter of the rules of
// procedure ("and Chapter 15 of the Pennsylvania Rules of Appellate
// Procedure": read as another document's).
void CarriedPaTitle(std::string_view t, int32_t provision, const std::vector<Citation>& out,
                    Parsed* p) {
  // (Only a chapter that names no title of its own, abbreviated as the
  // other title's was: the statutes spell out their own title's chapters,
  // "under 75 Pa.C.S. Ch. 15 (relating to …) or Chapter 31" in title 20.)
  std::string_view span = t.substr(p->begin, p->end - p->begin);
  if (p->targets.empty() || !(span.starts_with("Ch. ") || span.starts_with("Chs. ")) ||
      NextIsOf(t, p->end) || span.find("itle") != std::string_view::npos ||
      span.find("Pa.") != std::string_view::npos || out.empty() ||
      out.back().source != provision || out.back().end > p->begin || out.back().targets.empty())
    return;
  std::string_view last = out.back().targets.back().path();
  size_t slash = last.find('/');
  if (!Is(out.back().targets.back().code(), "pa-cs"sv) || slash == std::string_view::npos ||
      !last.substr(slash).starts_with("/ch."))
    return;
  std::string_view title = last.substr(0, slash);
  for (const Key& k : p->targets) {
    std::string_view path = k.path();
    if (!Is(k.code(), "pa-cs"sv) || !path.substr(path.find('/') + 1).starts_with("ch.") ||
        path.substr(0, path.find('/')) == title)
      return;
  }
  static const RE2 kBetween(R"(^\s*(?:\([^()]{0,160}\))?,?\s+(?:and|or)\s+$)", RE2::Quiet);
  std::string_view gap = t.substr(out.back().end, p->begin - out.back().end);
  if (!RE2::FullMatch(re2::StringPiece(gap.data(), gap.size()), kBetween)) return;
  for (Key& k : p->targets) {
    std::string_view path = k.path();
    k = Key("pa-cs", std::string(title) + std::string(path.substr(path.find('/'))));
  }
  // (Its subchapter as the first had one: "and Ch. 7 Subch. A".)
  static const RE2 kSubch(R"(^\s+Subch\.\s+([A-Z]{1,2}|[IVXL]+)\b)", RE2::Quiet);
  std::string_view rest = t.substr(p->end, 24);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string subch;
  if (p->targets.size() == 1 && p->targets[0].path().find("/subch.") == std::string::npos &&
      Consume(&sp, kSubch, &subch)) {
    p->targets[0] = Key("pa-cs", std::string(p->targets[0].path()) + "/subch." + subch);
    p->end += rest.size() - sp.size();
  }
}

// "Chapter 441 of Title 67 of the Pennsylvania Code", "Section 459.1 of
// Title 67 of the Pennsylvania Code" in an ordinance: the Pennsylvania
// Code's chapter or section, not the ordinance's own (read as its own up
// to the number).
void OfTitleOfPaCode(const Context& ctx, std::string_view t, Parsed* p) {
  if (p->targets.size() != 1 || p->targets[0].code() != ctx.spec.code ||
      !Is(t.substr(p->end, 10), " of Title "sv))
    return;
  static const RE2 kTail(R"(^\s+of\s+Title\s+(\d+)\s+of\s+the\s+Pennsylvania\s+Code\b)", RE2::Quiet);
  std::string_view rest = t.substr(p->end, 64);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string title;
  if (!Consume(&sp, kTail, &title)) return;
  std::string_view path = p->targets[0].path();
  if (path.starts_with("ch.") || ReadSectionNumberOf("pa-code", path, 0) == path.size()) {
    p->targets[0] = Key("pa-code", title + "/" + std::string(path));
    p->end += rest.size() - sp.size();
  }
}

// The levels written in `span` ("(a)", "(12)"), a group each, into
// groups; false when a parenthesis is left open.
bool WrittenGroups(std::string_view span, std::vector<std::string>* groups) {
  for (size_t open = span.find('('); open != std::string_view::npos;
       open = span.find('(', open + 1)) {
    size_t close = span.find(')', open);
    if (close == std::string_view::npos) return false;
    groups->emplace_back(span.substr(open, close - open + 1));
  }
  return true;
}

// The last citation with a target that `provision` made before, or null
// (past its "this section"s if `past_self_references`).
const Citation* LastCitationWithTargets(const std::vector<Citation>& out, int32_t provision,
                                        bool past_self_references = false) {
  for (size_t i = out.size(); i-- > 0 && out[i].source == provision;)
    if (!out[i].targets.empty() && !(past_self_references && out[i].self_reference)) return &out[i];
  return nullptr;
}

// The levels of a key's path after its section ("12-407(a)(12)(E)":
// "(a)", "(12)", "(E)").
std::vector<std::string> LevelsOfPath(std::string_view path) {
  std::vector<std::string> levels;
  ReadLevelGroups(path, std::min(path.find('('), path.size()), &levels);
  return levels;
}

// Each group as a level under the section of `cited` and its first
// `keep` levels, appended to p's targets.
void GroupsUnderCited(const Key& cited, const std::vector<std::string>& levels, size_t keep,
                      const std::vector<std::string>& groups, Parsed* p) {
  std::string_view path = cited.path();
  std::string base(path.substr(0, std::min(path.find('('), path.size())));
  for (size_t i = 0; i < keep; ++i) base += levels[i];
  for (const std::string& g : groups) p->targets.emplace_back(std::string(cited.code()), base + g);
}

// "section 9-505 of Subtitle I of Title 28" in the D.C. Code: the Uniform
// Commercial Code's section (28:9-505), which its own numbers name as an
// article's; not title 9's 9-505. Takes the tail into p.
void OfTheUniformCommercialCode(std::string_view t, Parsed* p) {
  if (p->end + 26 > t.size() || p->targets.size() != 1) return;
  // (A substring check first: this runs for every D.C. citation.)
  if (t.substr(p->end, 14).find("ubtitle") == std::string_view::npos) return;
  static const RE2 kOfSubtitle(R"(^,?\s+of\s+[Ss]ubtitle\s+I\s+of\s+Title\s+28\b)", RE2::Quiet);
  std::string_view r = t.substr(p->end, 40);
  re2::StringPiece sp(r.data(), r.size());
  if (!Consume(&sp, kOfSubtitle)) return;
  std::string_view path = p->targets[0].path();
  size_t dash = path.find('-');
  if (dash == std::string_view::npos || dash == 0 || dash > 2 || path.find(':') != std::string_view::npos)
    return;
  p->targets[0] = Key(std::string(p->targets[0].code()), "28:" + std::string(path));
  p->end += r.size() - sp.size();
}

// "subparagraph (F) of said subdivision (12)" after "subparagraph (E) of
// subdivision (12) of subsection (a) of section 12-407" (or "of such"): the (12) is the
// one the provision cited last holds (12-407(a)(12)(F)), not the source's
// own. Left as read when that citation holds no such level.
void OfSaidNamedLevel(std::string_view t, int32_t provision, const std::vector<Citation>& out,
                      Parsed* p) {
  std::string_view span = t.substr(p->begin, p->end - p->begin);
  // (One pass for both words: this runs for every citation.)
  size_t said = span.find(" of s");
  while (said != std::string_view::npos && !Is(span.substr(said + 5, 4), "aid "sv) &&
         !Is(span.substr(said + 5, 4), "uch "sv))
    said = span.find(" of s", said + 1);
  if (said == std::string_view::npos) return;
  static const RE2 kNamed(
      R"(^ of (?:said|such) (?:subsection|subdivision|paragraph|subparagraph|clause) (\([0-9A-Za-z]{1,5}\)))",
      RE2::Quiet);
  std::string_view tail = span.substr(said);
  std::string named;
  if (!RE2::FullMatch(re2::StringPiece(tail.data(), tail.size()), kNamed, &named)) return;
  std::vector<std::string> groups;
  std::string_view inner = span.substr(0, said);
  if (!WrittenGroups(inner, &groups)) return;
  // (One group an item: not "(2)(a)", nor a range, whose members came
  // from the tree.)
  if (groups.empty() || inner.find(")(") != std::string_view::npos ||
      inner.find(") (") != std::string_view::npos || inner.find(" to ") != std::string_view::npos ||
      inner.find("through") != std::string_view::npos)
    return;
  // (Of a list's items, the first: "paragraphs (2), (3), and (5) of
  // subsection (b) of § 1-301.01 … paragraph (1) of such subsection (b)".)
  // (Past a "this section" between: "… of § 1-301.01 shall be applicable
  // to each bond authorized by this section as if … of such subsection
  // (b)".)
  const Citation* prev = LastCitationWithTargets(out, provision, /*past_self_references=*/true);
  if (prev == nullptr) return;
  std::vector<std::string> cited = LevelsOfPath(prev->targets[0].path());
  auto at = std::find(cited.begin(), cited.end(), named);
  if (at == cited.end()) return;
  p->targets.clear();
  p->range_members.clear();
  GroupsUnderCited(prev->targets[0], cited, static_cast<size_t>(at - cited.begin()) + 1, groups, p);
}

// "subsection (b) of said section", "subdivision (1) of said subsection"
// after p: levels of the provision this one cited last ("section 9-601a
// except that … subsection (b) of said section" is 9-601a(b); "Section
// 267(c) of the Internal Revenue Code … paragraph (3) of said section",
// 267(c)(3)), not of the source's own section. Each level goes where the
// cited key has one of its style (a sibling), else below it. Unresolved
// when this provision cited nothing before, or several at once. Takes the
// tail into p.
void OfSaidContainer(std::string_view t, int32_t provision, const std::vector<Citation>& out,
                     Parsed* p) {
  // ("of said" right after: no pattern runs otherwise.)
  size_t k = p->end;
  while (k < t.size() && (t[k] == ',' || t[k] == ' ' || t[k] == '\n')) ++k;
  // ("subparagraph (B) of such paragraph" after "paragraph (1)": so.)
  if (!Is(t.substr(k, 8), "of said "sv) && !Is(t.substr(k, 8), "of such "sv)) return;
  // (Not "of said section 12-81", "of said subsection (a)": named, and read
  // as without "said".)
  static const RE2 kSaid(
      R"(^,?\s+of\s+(said|such)\s+(section|subsection|subdivision|paragraph|subparagraph)\b(?:\s*[(\d])?)",
      RE2::Quiet);
  std::string_view rest = t.substr(p->end, 40);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string said, word;
  if (!Consume(&sp, kSaid, &said, &word)) return;
  char last = sp.data()[-1];
  if (last == '(' || ascii::IsDigit(static_cast<unsigned char>(last))) return;
  // The reference's own levels, one group an item ("subsections (a) and
  // (b)"; not "(2)(a)", nor a range, whose members come from the tree).
  std::string_view span = t.substr(p->begin, p->end - p->begin);
  if (span.find(")(") != std::string_view::npos || span.find(") (") != std::string_view::npos ||
      span.find(" of ") != std::string_view::npos || span.find(" to ") != std::string_view::npos ||
      span.find("through") != std::string_view::npos)
    return;
  std::vector<std::string> groups;
  if (!WrittenGroups(span, &groups) || groups.empty()) return;
  p->end += rest.size() - sp.size();
  p->targets.clear();
  p->range_members.clear();
  p->self = false;
  const Citation* prev = LastCitationWithTargets(out, provision);
  if (prev == nullptr || prev->targets.size() != 1 ||
      IsContainerPath(prev->targets[0].path())) {
    p->unresolved = "\"of " + said + " " + word + "\": no one " + word + " cited before it in this provision";
    return;
  }
  std::vector<std::string> cited = LevelsOfPath(prev->targets[0].path());
  size_t keep = cited.size();
  for (size_t i = 0; i < cited.size(); ++i) {
    if (SameLevelStyle(cited[i], groups[0])) {
      keep = i;
      break;
    }
  }
  // ("said subsection": the key cited keeps a subsection above the level.)
  if (!Is(word, "section"sv) && keep == 0) {
    p->unresolved = "\"of " + said + " " + word + "\": the provision cited before names no " + word;
    return;
  }
  GroupsUnderCited(prev->targets[0], cited, keep, groups, p);
}

// "Act 22 amended subsec. (b). Section 2 provided that …", "the notice in
// section 7" in Pennsylvania's notes: an act's section, read as the citing
// title's. No section of the Consolidated Statutes has a number below 101
// (a chapter's sections count from its number times a hundred), so such a
// number of the citing title is dropped. False when nothing is left.
bool ActSectionsDropped(const Context& ctx, Parsed* p) {
  std::string title = TitlePrefix(ctx);
  if (title.empty() || p->targets.empty()) return true;
  std::erase_if(p->targets, [&](const Key& k) {
    std::string_view path = k.path();
    if (!Is(k.code(), "pa-cs"sv) || !path.starts_with(title)) return false;
    path.remove_prefix(title.size());
    size_t digits = 0;
    while (digits < path.size() && ascii::IsDigit(static_cast<unsigned char>(path[digits])))
      ++digits;
    return digits > 0 && digits <= 2 &&
           (digits == path.size() || path[digits] == '(' ||
            (path[digits] == '.' && digits + 1 < path.size() &&
             ascii::IsDigit(static_cast<unsigned char>(path[digits + 1]))));
  });
  return !p->targets.empty();
}

// Whether p, read as the ordinance's own sections, names sections of a
// model code the ordinance adopts with amendments: "International
// Building Code (IBC), 2018 Edition, … adopted with the following local
// amendments: (a) Section 101.1. Substitute …" The model codes number
// sections by chapter, a dot and one digit or more levels ("101.1",
// "105.2", "1612.1.2"), which a municipal code's sections are not; the
// adoption names the code in the source, its ancestors or the
// provisions just before. No key spells a model code's section.
bool ModelCodeAmendment(const Context& ctx, int32_t provision, const Parsed& p) {
  static const RE2 kModelNumber(R"(\d{3,4}\.\d(?:\.\d+)*(?:\(.*\))?)", RE2::Quiet);
  if (p.targets.empty()) return false;
  for (const Key& k : p.targets)
    if (k.code() != ctx.spec.code || !RE2::FullMatch(k.path(), kModelNumber)) return false;
  static const RE2 kAdoption(
      R"((?:International|Uniform|National)\s+(?:[A-Z][a-z]+\s+){0,4}Code\b[^.]{0,240}?(?:amend|as\s+follows|following))",
      RE2::Quiet);
  auto adopts = [&](std::string_view text) {
    return text.find("Code") != std::string_view::npos && RE2::PartialMatch(text, kAdoption);
  };
  const std::vector<Provision>& all = ctx.corpus.provisions;
  if (adopts(ctx.source.text)) return true;
  for (int32_t a = ctx.source.parent; a != kNoProvision; a = all[a].parent)
    if (adopts(all[a].text)) return true;
  for (int32_t id = provision - 1; id >= 0 && id >= provision - 3 && all[id].doc == ctx.source.doc;
       --id)
    if (adopts(all[id].text)) return true;
  return false;
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
  if (!p) p = ParseAt(ctx, t, lb, le);
  // "§ 903 of this Part", "§§ 1503 and 1505 of this Part": a
  // Pennsylvania code's part-numbered sections, whole numbers its
  // grammar does not read elsewhere (another act's "§ 701" is not its
  // own), named by the part they stand in.
  if (!p && (other_state || ctx.wisconsin_ordinance) && t[lb] == '\xC2') {
    static const RE2 kOfThisPart(
        R"(^\x{00A7}\x{00A7}?\s*(\d{1,5}[A-Z]?)(?:(?:,\s*|\s+)(?:and|or)\s+(\d{1,5}[A-Z]?))?\s+of\s+this\s+(?:Part|Subpart|Chapter|Article)\b)",
        RE2::Quiet);
    std::string_view r = t.substr(lb, 64);
    re2::StringPiece sp(r.data(), r.size());
    std::string a, b;
    if (Consume(&sp, kOfThisPart, &a, &b)) {
      Parsed q;
      q.begin = lb;
      q.end = PieceAt(t, sp);
      q.targets.emplace_back(ctx.spec.code, a);
      if (!b.empty()) q.targets.emplace_back(ctx.spec.code, b);
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
  if ((other_state || ctx.wisconsin_ordinance) && !p->self && ModelCodeAmendment(ctx, provision, *p))
    return std::max(p->end, lb + 1);
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
  // (A table of contents' entry in a rule's or statute's text: "DHS
  // 134.11 Authority and purpose. DHS 134.60 Resident care.")
  bool statutes_or_rules = Is(ctx.spec.code, "wis-adm"sv) || Is(ctx.spec.code, "wis-stat"sv);
  if ((statutes_or_rules && !p->self && p->targets.size() == 1 &&
       InContentsRun(t, p->begin, p->end)) ||
      OfASupersededCode(t, p->begin, p->end) ||
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
  if (other_state || ctx.wisconsin_ordinance) {
    std::string_view before = TrimmedBefore(t, p->begin);
    bool former = before.ends_with("Former"sv) || before.ends_with("former"sv) ||
                  before.ends_with("Original"sv) || before.ends_with("original"sv);
    if (former && !p->unresolved.empty()) return std::max(p->end, lb + 1);
    std::string_view text = t.substr(p->begin, p->end - p->begin);
    if (former && text.find("Stat") == std::string_view::npos &&
        text.find("Wis") == std::string_view::npos &&
        (Before(t, p->begin, 40).find("Editor's Note") != std::string_view::npos ||
         Before(t, p->begin, 40).find("Editor\xE2\x80\x99s Note") != std::string_view::npos))
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

}  // namespace

// Appends the citation parsed as p in the source's text.
void AppendCitation(const Context& ctx, int32_t provision, Parsed&& parsed,
                    std::vector<Citation>* out) {
  const Provision& src = ctx.source;
  std::string_view t = src.text;
  Parsed* p = &parsed;
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
    c.targets.clear();
    p->unresolved = "a section of the Administrative Code whose agency the text does not name";
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
    else if (p->unresolved.empty())
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
  for (Citation& c : general) {
    if (in_prior_note(c)) continue;
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
    // the rules' chapter heading, no chapter of the Code.
    if (words.starts_with("CHAPTER "sv) && (c.begin == 0 || t[c.begin - 1] == '\n')) {
      size_t k = c.end;
      while (k < t.size() && t[k] == ' ') ++k;
      if (k < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[k])) &&
          !Is(t.substr(k, 3), "OF "sv))
        continue;
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
  }
  return out;
}

// "Article IV", "Part 4 of this chapter" in an excerpt of a municipal
// code that never names the chapter it is (no manifest chapter, no
// numbered section to stand in) are left unresolved by the grammar. Where every section of the code's own
// that the document cites is numbered in one chapter ("§§ 203-13 and
// 203-14", eCode's chapter-section numbers), that chapter is the one the
// excerpt is of, and its articles and parts are keyed in it. Two
// chapters, or none, and they stay unresolved.
void ArticlesOfTheCitedChapter(const DocumentSpec& spec, size_t from,
                               std::vector<Citation>* out) {
  static constexpr std::string_view kNoChapter = "an article of a chapter the text does not name";
  auto unnamed = [](const Citation& c) {
    return c.status == CitationStatus::kUnresolved &&
           (Is(c.reason, kNoChapter) || Is(c.reason, kPartOfUnnamedChapter));
  };
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
      size_t n = 0;
      while (n < path.size() && ascii::IsDigit(static_cast<unsigned char>(path[n]))) ++n;
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
  if (chapter.empty()) return;
  static const RE2 kItem(R"(\b([IVXLC]+|\d{1,2}[A-Z]?)\b)", RE2::Quiet);
  static const RE2 kPart(R"((through\s+|to\s+)?\b(\d{1,2})\b)", RE2::Quiet);
  for (size_t i = from; i < out->size(); ++i) {
    Citation& c = (*out)[i];
    if (!unnamed(c)) continue;
    std::string_view text = c.text;
    bool part = Is(c.reason, kPartOfUnnamedChapter);
    size_t at = text.find(part ? "art" : "rticle");
    if (at == std::string_view::npos) continue;
    re2::StringPiece items(text.data() + at, text.size() - at);
    std::string item, range;
    std::vector<Key> targets;
    if (part) {
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
    }
    while (!part && RE2::FindAndConsume(&items, kItem, &item))
      targets.emplace_back(spec.code, "ch." + chapter + "/art." + item);
    if (targets.empty()) continue;
    c.targets = std::move(targets);
    c.status = CitationStatus::kResolved;
    c.reason.clear();
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
    size_t n = 0;
    while (n < path.size() && ascii::IsDigit(static_cast<unsigned char>(path[n]))) ++n;
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
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
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
      re2::StringPiece number;
      if (!RE2::FullMatch(re2::StringPiece(t.data() + b, e - b), kLineEntry, &number)) continue;
      size_t at = static_cast<size_t>(number.data() - t.data());
      // (Not an amount: "Permit, 10.00".)
      if (std::string_view(number.data(), number.size()).ends_with(".00") ||
          spans().Overlaps(id, at, at + number.size()))
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
  const size_t found = out->size();
  std::optional<CitedSpans> spans;
  for (int32_t id : doc.provisions) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (t.find(") above") == std::string_view::npos && t.find(") below") == std::string_view::npos)
      continue;
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece levels;
    while (RE2::FindAndConsume(&in, kBare, &levels)) {
      size_t at = static_cast<size_t>(levels.data() - t.data());
      if (!spans) spans.emplace(*out, from, found);
      if (spans->Overlaps(id, at, at + levels.size())) continue;
      Context ctx(corpus, src, doc.spec, sections);
      std::optional<Parsed> q = ParseLevelReference(ctx, t, at, at);
      if (!q || (q->targets.empty() && q->unresolved.empty())) continue;
      AppendCitation(ctx, id, std::move(*q), out);
    }
  }
  if (out->size() > found) SortCitations(out, from);
}

// The citations in the headings of a document's provisions ("Exceptions
// to Section 4-2.", "809.30 Rule (Appeals in s. 971.17 proceedings …)"),
// read as the provision's text would be, in reading order; `ranks` gets
// each one's provision's place in the document, so the scan of the text
// puts them before the text's.
// (A heading without a digit names no provision. One that opens with a
// citation's words is the provision's own title, "CHAPTER 7 DANGEROUS
// BUILDINGS", "Secs. 16.5-2–16-15. Reserved": no citation of it.)
std::vector<Citation> HeadingCitations(const Corpus& corpus, const SectionIndex& sections,
                                       const Document& doc, std::vector<size_t>* ranks) {
  static const RE2 kTitleHeading(
      R"(^\W{0,3}(?:(?i:title|chapter|article|part|division|subchapter|subpart|sections?|secs?\.)|§)\s*[0-9IVXLC])");
  std::vector<Citation> heads;
  for (size_t rank = 0; rank < doc.provisions.size(); ++rank) {
    int32_t id = doc.provisions[rank];
    const Provision& p = corpus.provisions[id];
    if (std::none_of(p.heading.begin(), p.heading.end(),
                     [](char c) { return ascii::IsDigit(static_cast<unsigned char>(c)); }) ||
        RE2::PartialMatch(p.heading, kTitleHeading))
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
    ArticlesOfTheCitedChapter(doc.spec, doc_from, out);
    IndexEntries(corpus, sections, doc, doc_from, out);
    BareLevelsAboveOrBelow(corpus, sections, doc, doc_from, out);
  }
  if (IsWisconsinOrdinance(doc.spec)) {
    StatutesChaptersOfCitedSections(doc.spec, doc_from, out);
    EchoedStatuteSections(corpus, sections, doc, doc_from, out);
  }
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
    FindInDocument(*corpus, sections, d, &buffer, &starts, &corpus->citations);
  }
}

}  // namespace lexgraph
