// The checks of a parsed reference in its context before it is kept:
// superseded codes, contents runs, history notes, named documents, the
// level or container a "said" or "such" refers back to.
#include "ingest/citation_parse.h"

#include <re2/re2.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include "corpus/ascii.h"
#include "corpus/same_bytes.h"
#include "ingest/cite_grammar.h"
#include "ingest/re2_consume.h"
#include "ingest/state_law.h"
#include "ingest/text_util.h"

namespace lexgraph::cite {

using namespace std::string_view_literals;

namespace {

// Whether s is a year's four digits.
bool FourDigits(std::string_view s) {
  return s.size() == 4 && std::all_of(s.begin(), s.end(), [](char c) {
           return ascii::IsDigit(static_cast<unsigned char>(c));
         });
}

}  // namespace

bool RenumberedChapterNote(std::string_view t, size_t begin, size_t end) {
  std::string_view after = t.substr(end, 24);
  for (std::string_view w : {" was renumbered"sv, " were renumbered"sv, " as it existed"sv,
                             " was repealed"sv, " was created"sv, " (Title) was"sv})
    if (after.starts_with(w)) return true;
  // ("… was renumbered chapter HFS 63 under s. 13.93 (2m) (b) 1., Stats.
  // … Chapter HFS 63 was renumbered to chapter DHS 63": each number of
  // the chain.)
  std::string_view before = TrimmedBefore(t, begin);
  for (std::string_view w : {"renumbered"sv, "renumbered to"sv, "renumbered to be"sv, "recreated to be"sv,
                             "Renumbered from"sv, "renumbered from"sv, "Corrections in"sv,
                             "corrections in"sv})
    if (before.ends_with(w)) return true;
  return false;
}

bool InRepealedChaptersNote(std::string_view t, size_t begin, size_t end) {
  // (Not the note's locator before it, "Ch. VA 2 NoteNote: Chapter VA 2 as
  // it existed on …".)
  if (t.substr(end).starts_with(" Note"sv)) return false;
  // (The sentence around it, within 400 bytes each side, so a long text
  // without full stops is not read again for each citation: from the last
  // full stop and space before it to the next after it.)
  std::string_view before = Before(t, begin, 400);
  size_t stop = before.rfind(". ");
  if (stop != std::string_view::npos) before.remove_prefix(stop + 2);
  std::string_view after = t.substr(end, 400);
  after = after.substr(0, after.find(". "));
  auto holds = [&](std::string_view w) {
    return before.find(w) != std::string_view::npos || after.find(w) != std::string_view::npos;
  };
  return holds(" existed on "sv) && holds(" repealed"sv);
}

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
    // ("of the parish's 1961 Code", "of the city's 1975 Code": the
    // government's own, its year's.)
    for (std::string_view owner : {"parish's "sv, "city's "sv, "county's "sv, "town's "sv, "village's "sv,
                                   "borough's "sv, "township's "sv})
      if (r.starts_with(owner)) {
        r.remove_prefix(owner.size());
        break;
      }
    // ("of the Code of 1961": the year after.)
    if (r.size() >= 12 && r.starts_with("Code of "sv) && FourDigits(r.substr(8, 4)) &&
        (r.size() == 12 || !ascii::IsAlnum(static_cast<unsigned char>(r[12]))))
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
  size_t upto = begin;
  // (Past a subchapter's title between the entries: "NR 46.26 Yield
  // tax.", "Subchapter IV — Stumpage Rates", "NR 46.30 Stumpage rates.")
  // (The reader may have joined the lines with spaces.)
  static const RE2 kSubchapterTitle(R"((\s+Subchapter\s+[IVXL]+\b[^.\n]{0,80})$)", RE2::Quiet);
  if (!before.empty() && before.back() != '.' && before.back() != ')' && before.back() != '?') {
    std::string_view tail = before.substr(before.size() > 120 ? before.size() - 120 : 0);
    re2::StringPiece title;
    if (!RE2::PartialMatch(re2::StringPiece(tail.data(), tail.size()), kSubchapterTitle, &title))
      return false;
    upto = static_cast<size_t>(title.data() - t.data()) + 1;
    before = TrimmedBefore(t, upto);
  }
  if (before.empty() || (before.back() != '.' && before.back() != ')' && before.back() != '?'))
    return false;
  before = Before(t, upto, 200);
  return RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kEntryBefore);
}

bool InBreadcrumb(std::string_view t, size_t begin) {
  // The crumb the citation stands in: after the last "| " before it.
  std::string_view before = Before(t, begin, 160);
  size_t bar = before.rfind("| ");
  if (bar == std::string_view::npos || before.find('\n', bar) != std::string_view::npos) return false;
  size_t start = begin - before.size() + bar + 2;
  size_t end = t.find('|', begin);
  if (end == std::string_view::npos || end - start > 160) return false;
  std::string_view crumb = t.substr(start, end - start);
  static const RE2 kCrumb(R"((?:Chapters?|SubChapter|Subchapter) [0-9A-Za-z-]+\. [^|\n]*)", RE2::Quiet);
  return RE2::FullMatch(re2::StringPiece(crumb.data(), crumb.size()), kCrumb);
}

bool InHistoryPart(std::string_view t, size_t begin) {
  for (size_t k = begin, stop = begin > 64 ? begin - 64 : 0; k > stop; --k) {
    char c = t[k - 1];
    if (c == ')' || c == ']') return false;
    if (c != '[' && c != '(' && c != ';') continue;
    std::string_view part = t.substr(k, begin - k);
    while (!part.empty() && part[0] == ' ') part.remove_prefix(1);
    // ("(Ordinance 246-B, sec. 172.020, adopted 5/31/07)": the number
    // right after the word.)
    if (part.starts_with("Ord. "sv) || part.starts_with("Ord "sv) ||
        part.starts_with("Ordinance No"sv) ||
        (part.starts_with("Ordinance "sv) && part.size() > 10 && ascii::IsDigit(static_cast<unsigned char>(part[10]))))
      return true;
    return part.size() >= 10 && part.starts_with("Code "sv) && FourDigits(part.substr(5, 4)) &&
           part[9] == ',';
  }
  return false;
}

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

bool AfterIowaPriorCode(std::string_view t, size_t at) {
  if (at < 5 || !Is(t.substr(at - 2, 2), ", "sv)) return false;
  size_t d = at - 2;
  while (d > 0 && ascii::IsDigit(static_cast<unsigned char>(t[d - 1]))) --d;
  if (at - 2 - d != 2 && at - 2 - d != 4) return false;
  size_t c = d;
  while (c > 0 && d - c < 2 && (t[c - 1] == 'C' || t[c - 1] == 'S' || t[c - 1] == 'R')) --c;
  return c < d && (c == 0 || !ascii::IsAlpha(static_cast<unsigned char>(t[c - 1])));
}

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
        R"(^\.?\s+([A-Z][A-Za-z]+(?:[ ,;]+[A-Za-z]+){0,10})\.?\s+(\d[0-9.\-]*?)\.?\s+[A-Z][A-Za-z])",
        RE2::Quiet);
    std::string words, next;
    // (Not a list of references: "Administration generally, Ch. 2
    // Planning, Ch. 16.", the next number after its lead; "Section
    // 2.08.030\nSection 2.08.100\nSection 2.16.210", each line's.)
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
      size_t last_a = cited.find_last_of(".-"), last_b = next.find_last_of(".-");
      std::string_view tail_a = last_a == std::string_view::npos ? cited : cited.substr(last_a + 1);
      std::string_view tail_b =
          last_b == std::string::npos ? std::string_view(next) : std::string_view(next).substr(last_b + 1);
      bool digits = !tail_a.empty() && !tail_b.empty() &&
                    std::all_of(tail_a.begin(), tail_a.end(), ::isdigit) &&
                    std::all_of(tail_b.begin(), tail_b.end(), ::isdigit);
      if (digits && NumberShape(cited) == NumberShape(next) && SmallerNumber(tail_a, tail_b)) return true;
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
    // ("Section 59.2(b) of\nCFR 44, Chapter 1": the title after the
    // name, and the title's chapter.)
    static const RE2 kOfCfrThenTitle(R"(^,?\s+of\s+C\.?\s?F\.?\s?R\.?\s+(\d{1,2})\b(?:,?\s+[Cc]hapter\s+(?:1|I)\b)?)",
                                     RE2::Quiet);
    re2::StringPiece sp(rest.data(), rest.size());
    std::string title, cfr;
    if (Consume(&sp, kOfCfrThenTitle, &title)) cfr = "CFR";
    if (!cfr.empty() || Consume(&sp, kOfFederalTitle, &title, &cfr)) {
      rekey(cfr.empty() ? "usc" : "cfr", title);
      size_t end = PieceAt(t, sp);
      while (end > p->end && t[end - 1] == '.' && (end == t.size() || t[end] == '\n' || t[end] == ' ')) --end;
      p->end = end;
      return;
    }
    std::string_view before = Before(t, p->begin, 16);
    if (Consume(&sp, kOfCfrName)) {
      if (RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kTitleBefore, &title)) {
        rekey("cfr", title);
        p->begin -= before.size() - before.rfind("Title");
        p->end = PieceAt(t, sp);
        return;
      }
      // ("Sections 1926.650, 1926.651 … of the Code of Federal
      // Regulations": the regulations' sections, their title not named;
      // unresolved, not the code's own.)
      p->targets.clear();
      p->range_members.clear();
      p->unresolved = "a section of the Code of Federal Regulations whose title the text does not name";
      p->end = PieceAt(t, sp);
      return;
    }
  }
  // ("Section 177.823 of the United States Department of Transportation
  // regulations": title 49's.)
  // (The pattern built only where the word stands.)
  if (rest.find("ransportation") != std::string_view::npos) {
    static const RE2 kOfDot(
        R"(^,?\s+of\s+the\s+(?:United\s+States\s+|U\.\s?S\.\s+|Federal\s+)?(?:Department\s+of\s+Transportation|DOT)(?:'s)?\s+[Rr]egulations\b)",
        RE2::Quiet);
    re2::StringPiece dot(rest.data(), rest.size());
    if (Consume(&dot, kOfDot)) {
      rekey("cfr", "49");
      p->end = PieceAt(t, dot);
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
  // (The program's rules were title 24's parts 1909 to 1925 until 1979:
  // "Section 1910.3" is 24 CFR 1910.3, not title 44's.)
  bool former = !carriers && std::all_of(p->targets.begin(), p->targets.end(), [](const Key& k) {
    std::string_view path = k.path();
    return path.size() > 4 && path[4] == '.' && path.substr(0, 4) >= "1909"sv && path.substr(0, 4) <= "1925"sv;
  });
  rekey("cfr", carriers ? "49" : former ? "24" : "44");
  p->end = PieceAt(t, sp);
}

bool OfANamedDocument(const Context& ctx, std::string_view t, const Parsed& p) {
  // "I.A.C. Title 675: Article 13, State Building Code, Article 14, State
  // Residential Code": the articles of the state's codes an ordinance
  // adopts, named after them; "Chapter 20, Title 815 of the Kentucky
  // Administrative Regulations", a state's rules with no key.
  if (ctx.other_state_ordinance && !p.targets.empty() && p.targets[0].code() == ctx.spec.code) {
    static const RE2 kStateCodeAfter(
        R"(^,\s+(?:State\s+(?:[A-Z][a-z]+\s+){1,3}Code\b|Title\s+\d+\s+of\s+the\s+((?:[A-Z][a-z]+\s+){1,2})(?:Administrative\s+(?:Regulations|Code|Rules)|Revised\s+Statutes)\b))",
        RE2::Quiet);
    std::string_view rest = t.substr(p.end, 100);
    std::string state;
    if (RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kStateCodeAfter, &state)) {
      if (!HasKeyedLaw(Trim(state))) return true;
    }
  }
  // "§ 13.8 of the town zoning regulations": a commission's regulations,
  // a document apart from the code (and from the state's statutes); so
  // are "… of the Rules and Regulations of the Department of …" (not "of
  // the Code of Federal Regulations"; not Pennsylvania's Department of
  // Environmental Protection, whose regulations are the Pennsylvania
  // Code's title 25: see OfTitleOfPaCode).
  if (ctx.ordinance()) {
    static const RE2 kOfRegulations(
        R"(^,?\s+of\s+(?:the\s+(?:(?:[Tt]own|[Cc]ity|[Vv]illage|[Bb]orough|[Tt]ownship|[Cc]ounty)\s+(?:[Zz]oning|[Ss]ubdivision|[Ii]nland\s+[Ww]etlands?)\s+[Rr]egulations\b|(?:[A-Z][a-z]+\s+){0,2}(?:Department|Commission|Board|Division|Bureau)\s+of\s+(?:[A-Z][A-Za-z&]*\s+){1,4}(?:Rules\s+and\s+)?Regulations\b|(?:Rules\s+and\s+)?Regulations\s+of\s+the\s+(?:[A-Z][a-z]+\s+){0,2}(?:Department|Commission|Board|Division|Bureau)\b)|(?:the\s+)?[A-Z]{2,6}\s+[Rr]egulations\b))",
        RE2::Quiet);
    // "Chapter 2, 7-2-1 of the Green County Code" in a town's code:
    // another government's code, whose name is not the document's (not a
    // state's law for a class of them: "the Second Class Township Code").
    // ("§ 5.01 of the Code of the Town of Delafield", the name after;
    // "Section 6.1 of the Dane County Land Use Code"; "Chapter 153,
    // Floodplain Management, of the Carroll County Code", the chapter's
    // name between; "Chapter 151 of the County Code of Ordinances" in a
    // town's, whose title names no county, "§ 3.1 of the County
    // Development Code" in a city's; "Section 15-16.B of the DuPage
    // County countywide stormwater and floodplain ordinance", the
    // ordinance's name in small letters; "Section 110.036 of the
    // Ordinances of Sioux Falls", "§53.043 of the Revised Ordinances of
    // Sioux Falls, South Dakota", another city's, by its place's name.)
    static const RE2 kOfNamedCode(
        R"(^(?:,\s+\d[0-9A-Za-z.-]*)?(?:,\s+(?:[A-Z][a-z]+\s+){0,3}[A-Z][a-z]+)?,?\s+of\s+the\s+(?:((?:[A-Z][a-zA-Z]+\s+){1,3})(?:County|City|Village|Town|Township|Borough)\s+(?:(?:(?:Land\s+Use|Zoning|Development|Unified\s+Development)\s+)?(?:Code|Ordinances|Municipal\s+Code)\b|(?:[A-Za-z]+\s+){1,5}[Oo]rdinance\b)|Code\s+of\s+the\s+(?:County|City|Village|Town|Township|Borough)\s+[Oo]f\s+([A-Z][a-z]+)|(County)\s+(?:(?:Land\s+Use|Zoning|Development|Unified\s+Development)\s+)?Code\b|(?:Revised\s+)?Ordinances\s+of\s+(?:the\s+(?:City|Town|Village|County)\s+of\s+)?((?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+)))",
        RE2::Quiet);
    // "Section 5608.2 of the International Fire Code", "Chapter 5 of the
    // city's fire code": a model code (adopted or not), which no key
    // spells; so are New York City's construction codes, "section
    // 1008.1.4.5 of the New York city building code", "section 708.7 of
    // the 1968 building code".
    static const RE2 kOfModelCode(
        R"(^(?:\.\d+)*,?\s+of\s+the\s+(?:(?:\d{4}\s+(?:[Ee]dition\s+of\s+the\s+)?)?(?:International|Uniform|National)\s+(?:[A-Z][a-z]+\s+){0,3}Code\b|(?:[Cc]ity|[Tt]own|[Vv]illage|[Cc]ounty|[Bb]orough|[Tt]ownship)(?:\x{2019}|')s\s+(?:fire|building|plumbing|mechanical|electrical|residential|energy|property\s+maintenance)\s+code\b|(?:[Nn]ew\s+[Yy]ork\s+[Cc]ity\s+|(?:19|20)\d\d\s+)(?:fire|building|plumbing|mechanical|electrical|fuel\s+gas|energy\s+conservation)\s+code\b))",
        RE2::Quiet);
    std::string_view rest = t.substr(p.end, 100);
    std::string name;
    // (Only numbers read as the code's own: "Section 60.1(b) of CFR 44,
    // Chapter 1, of the NFIP regulations" is the federal rules'.)
    bool own_numbers = std::all_of(p.targets.begin(), p.targets.end(),
                                   [&](const Key& k) { return k.code() == ctx.spec.code; });
    if (own_numbers && (rest.starts_with(" of "sv) || rest.starts_with(", of "sv) ||
                        (rest.size() > 1 && rest[0] == '.' && ascii::IsDigit(static_cast<unsigned char>(rest[1]))))) {
      if (RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kOfRegulations) ||
          RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kOfModelCode))
        return true;
    }
    // (In an ordinance's title in capitals: "INCORPORATING BY REFERENCE
    // CHAPTER 27 OF THE BROWARD COUNTY CODE", whose place the manifest's
    // title does not name.)
    static const RE2 kOfNamedCodeCapitals(
        R"(^,?\s+OF\s+THE\s+((?:[A-Z]+\s+){1,3})(?:COUNTY|CITY|VILLAGE|TOWN|TOWNSHIP|BOROUGH)\s+(?:CODE|ORDINANCES)\b)",
        RE2::Quiet);
    if (rest.starts_with(" OF THE "sv) &&
        RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kOfNamedCodeCapitals, &name)) {
      std::string title = ctx.spec.title;
      ToUpper(&title);
      if (name.find("CLASS") == std::string::npos && title.find(Trim(name)) == std::string::npos) return true;
    }
    // (Or named before: "the Paulding County Code, Section 18-70(a)" in a
    // city's ordinance, whose title names no Paulding.)
    static const RE2 kNamedCodeBefore(
        R"(\bthe\s+((?:[A-Z][a-zA-Z]+\s+){1,3})(?:County|City|Village|Town|Township|Borough)\s+(?:(?:Land\s+Use|Zoning|Development|Unified\s+Development)\s+)?(?:Code|Ordinances|Municipal\s+Code)(?:\s+of\s+Ordinances)?,?\s+$)",
        RE2::Quiet);
    std::string_view before = Before(t, p.begin, 80);
    if (before.ends_with(" ") &&
        (before.find("Code") != std::string_view::npos || before.find("Ordinances") != std::string_view::npos) &&
        RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kNamedCodeBefore, &name)) {
      std::string_view own = ctx.spec.title;
      if (name.find("Class") == std::string::npos && own.find(Trim(name)) == std::string_view::npos) return true;
    }
    std::string name_after, county, ordinances_of;
    if ((rest.starts_with(" of "sv) || rest.starts_with(", "sv)) &&
        RE2::PartialMatch(re2::StringPiece(rest.data(), rest.size()), kOfNamedCode, &name,
                          &name_after, &county, &ordinances_of)) {
      if (!county.empty()) return CountyCodeIsAnothers(ctx.spec.title);
      if (name.empty()) name = name_after;
      if (name.empty()) name = ordinances_of;
      // (The title's words before a colon name its code: "Village of
      // Lisle, Ill., Code: amendments to the DuPage County Countywide
      // Stormwater and Floodplain Ordinance".)
      std::string_view own = ctx.spec.title;
      own = own.substr(0, own.find(':'));
      if (name.find("Class") == std::string::npos && own.find(Trim(name)) == std::string_view::npos)
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
      size_t n = LeadingDigits(path);
      return n > 0 && n <= 2 && std::stoi(std::string(path.substr(0, n))) <= 51;
    };
    if (std::all_of(p.targets.begin(), p.targets.end(), dc_title)) return false;
  }
  // ("section 806.1(a)(5) of the act of April 9, 1929 (P.L.343, No.176)",
  // Pennsylvania's session laws; "paragraph (1)(iv) of the definition of
  // "administrative action" under section 13A03", a definition's own
  // paragraphs, which no key spells; "§ 7-725-a of Village Law", New
  // York's named laws, a section's small letter after its hyphen;
  // "Chapter 75-456 of the Laws of Florida", "Chapter 270 of the Public
  // Laws of Rhode Island, 1984", session laws.)
  static const RE2 kOfNamed(
      R"(^(?:-[A-Za-z]{1,2}(?:\.\d+)?(?:\([0-9a-z]{1,4}\))*(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)\([0-9a-z]{1,4}\))*)?,?\s+of\s+(?:the\s+)?(?:(?:Public\s+|Session\s+)?Laws\s+of\s+[A-Z]|(?:[A-Z][A-Za-z.&-]*\s+){0,5}([A-Z][A-Za-z]*)(?:\x{2019}|')s\b|[A-Z][A-Za-z.&-]*\s+(?:[a-z][A-Za-z.&-]*\s+){0,3}([a-z]+)(?:\x{2019}|')s\b|(?:[A-Z][A-Za-z.&,-]*\s+){1,8}Act\b|(?:[A-Z][A-Za-z.&,-]*\s+){1,5}Law\b|(?:[A-Z][A-Za-z.&-]*\s+){1,6}(?:\([^()]{2,12}\)\s+)?Standards?\b|(?:[A-Z][A-Za-z.&-]*\s+){0,4}(?:Guidelines|Manual|Handbook)\b|(?:such|said)\s+Act\b|(?:[A-Z][A-Za-z.&,-]*\s+){0,4}Rules\s+of\s+(?:[A-Z][a-z]+\s+)?Procedure\b|(?:National|Federal)\s+(?:[A-Z][A-Za-z.&-]*\s+){0,5}Regulations\b|act\s+of\s+[A-Z][a-z]+\.?\s+\d{1,2},\s+\d{4}|definitions?\s+of\b))",
      RE2::Quiet);
  std::string_view rest = t.substr(p.end, 120);
  // ("former section 911 (relating to requirements relating to certain
  // business combinations) of the act of May 5, 1933": the section's
  // name between.)
  if (rest.starts_with(" (relating to "sv)) {
    size_t close = t.find(')', p.end);
    if (close != std::string_view::npos && close - p.end < 200) rest = t.substr(close + 1, 120);
  }
  // ("§ 267, as amended, of the Town Law": the amendment's words between.)
  if (rest.starts_with(", as amended, of "sv)) rest.remove_prefix(std::string_view(", as amended").size());
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

void OfTitleOfPaCode(const Context& ctx, std::string_view t, Parsed* p) {
  if (p->targets.empty() || p->targets.size() > 12) return;
  // (The code's own sections or chapters, as the ordinance's grammar read
  // them: "102.41", "ch.102".)
  for (const Key& k : p->targets) {
    std::string_view path = k.path();
    if (k.code() != ctx.spec.code ||
        !(path.starts_with("ch.") || ReadSectionNumberOf("pa-code", path, 0) == path.size()))
      return;
  }
  auto rekey = [&](const std::string& title) {
    for (Key& k : p->targets) {
      std::string path(k.path());
      // ("Title 25, Chapter 102", which the grammar read as a code's
      // title-chapter "25-102".)
      if (path.starts_with("ch." + title + "-")) path = "ch." + path.substr(4 + title.size());
      k = Key("pa-code", title + "/" + path);
    }
  };
  // "Sections 102.41 and 102.42, relating to permit requirements, of Title
  // 25 of the Pennsylvania Code, Chapter 102": the title after, past the
  // words a parenthetical comma sets off and the chapter that holds them.
  static const RE2 kTail(
      R"(^(?:,\s*relating\s+to\s+[^,;()]{1,80},)?\s+of\s+Title\s+(\d+)\s+of\s+the\s+Pennsylvania\s+Code\b(?:,\s*Chapter\s+\d+[A-Z]?\b)?)",
      RE2::Quiet);
  // "Title 25, Chapter 102, of the Rules and Regulations of the
  // Pennsylvania Department of Environmental Protection", "Section 71.1
  // of Chapter 71 of the Regulations of the Department of Environmental
  // Protection", "Chapters 71 and 73 of the Department of Environmental
  // Protection Rules and Regulations": the department's regulations,
  // title 25 of the Pennsylvania Code.
  static const RE2 kDepartment(
      R"(^,?\s+(?:of\s+Chapter\s+\d+[A-Z]?\s+)?of\s+the\s+(?:(?:Rules\s+and\s+)?Regulations\s+of\s+the\s+(?:Pennsylvania\s+)?Department\s+of\s+Environmental\s+(?:Protection|Resources)\b|(?:Pennsylvania\s+)?Department\s+of\s+Environmental\s+(?:Protection|Resources)(?:\x{2019}s|'s)?\s+(?:Rules\s+and\s+)?Regulations\b))",
      RE2::Quiet);
  std::string_view rest = t.substr(p->end, 160);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string title;
  // (Cheap first: the words these begin with.)
  bool of = rest.starts_with(" of "sv) || rest.starts_with(", of "sv) || rest.starts_with(", relating"sv);
  if (of && Consume(&sp, kTail, &title)) {
    rekey(title);
    p->end += rest.size() - sp.size();
    return;
  }
  if (of && Consume(&sp, kDepartment)) {
    rekey("25");
    p->end += rest.size() - sp.size();
    static const RE2 kTitleBefore(R"(\bTitle\s+25,\s*$)", RE2::Quiet);
    std::string_view b = Before(t, p->begin, 16);
    re2::StringPiece bp(b.data(), b.size());
    if (RE2::PartialMatch(bp, kTitleBefore)) p->begin -= b.size() - b.rfind("Title");
    return;
  }
  // "Title 25 of the Pennsylvania Code, Chapter 102", "25 Pa. Code,
  // Chapter 93": the chapter after the name.
  static const RE2 kNameBefore(R"(\b(?:Title\s+(\d+)\s+of\s+the\s+Pennsylvania\s+Code|(\d+)\s+Pa\.\s?Code),\s*$)",
                               RE2::Quiet);
  std::string_view b = Before(t, p->begin, 48);
  std::string named, abbreviated;
  if (p->targets.size() == 1 && p->targets[0].path().starts_with("ch.") && b.ends_with(", "sv) &&
      RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kNameBefore, &named, &abbreviated))
    rekey(named.empty() ? abbreviated : named);
}

namespace {

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

}  // namespace

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

bool ModelCodeNamedBefore(std::string_view t, size_t begin) {
  std::string_view b = Before(t, begin, 80);
  static const RE2 kName(
      R"(\b(?:[Ii]nternational|[Uu]niform|[Nn]ational)\s+(?:[A-Z][a-z]+\s+){0,4}Code(?:,?\s+(?:\d{4}\s+[Ee]dition|\d{4}))?,?\s*$)",
      RE2::Quiet);
  // (Or by its initials: "IFC, 2006 edition, sections 102.1 and 102.2".)
  static const RE2 kInitials(
      R"(\b(?:IBC|IFC|IRC|IPMC|IEBC|IMC|IPC|IFGC|IECC|IWUIC|ISPSC|UBC|UFC|UPC|UMC)(?:,?\s+(?:\d{4}\s+[Ee]dition|\d{4}))?,?\s*$)",
      RE2::Quiet);
  re2::StringPiece bp(b.data(), b.size());
  return (b.find("Code") != std::string_view::npos && RE2::PartialMatch(bp, kName)) ||
         (b.find_first_of("IU") != std::string_view::npos && RE2::PartialMatch(bp, kInitials));
}

bool ModelCodeAmendment(const Context& ctx, int32_t provision, const Parsed& p) {
  // (A model code's sections, "302.4", "102.7.1"; "304.14" where the
  // document's own sections are numbered and none is in chapter 304, so
  // not "§ 155.31" of the code's own chapter 155.)
  static const RE2 kModelNumber(R"((\d{3,4})\.\d(\d)?(?:\.\d+)*(?:\(.*\))?)", RE2::Quiet);
  if (p.targets.empty()) return false;
  const std::vector<Provision>& all = ctx.corpus.provisions;
  for (const Key& k : p.targets) {
    std::string chapter, second;
    if (k.code() != ctx.spec.code || !RE2::FullMatch(k.path(), kModelNumber, &chapter, &second)) return false;
    if (second.empty()) continue;
    bool numbered = false;
    for (int32_t id : ctx.corpus.documents[static_cast<size_t>(ctx.source.doc)].provisions) {
      std::string_view own = all[static_cast<size_t>(id)].key.path();
      if (own.size() > chapter.size() && own.starts_with(chapter) && own[chapter.size()] == '.') return false;
      numbered = numbered || (!own.empty() && ascii::IsDigit(static_cast<unsigned char>(own[0])));
    }
    if (!numbered) return false;
  }
  // (Or the changes named before the code: "The following replacements,
  // insertions, and modifications shall be made in the 2009 International
  // Property Maintenance Code at the places hereinafter indicated:";
  // "Paragraph 802.1. of the 2006 International Existing Building code is
  // amended to read as follows", the code's name ended in small letters.)
  static const RE2 kAdoption(
      R"((?:International|Uniform|National)[\s_]+(?:[A-Z][a-z]+[\s_]+){0,4}[Cc]ode\b[^.]{0,240}?(?:amend|as\s+follows|following)|)"
      R"(\b(?:modifications|changes|replacements|insertions|deletions|amendments)\s+(?:[a-z]+\s+){0,3}made\s+(?:in|to)\s+(?:the\s+)?(?:\d{4}\s+(?:[Ee]dition\s+of\s+(?:the\s+)?)?)?(?:International|Uniform|National)\s+(?:[A-Z][a-z]+\s+){0,4}Code\b|)"
      // ("Chapter 1, section 101.1 Title, of the property maintenance code
      // of the city of Dixon shall be amended to read as follows": the
      // code the city adopted, named in small letters.)
      R"(\bof\s+the\s+(?:property\s+maintenance|building|fire|plumbing|mechanical|residential|electrical)\s+code\b[^.]{0,80}?\bshall\s+be\s+(?:amended|added|deleted))",
      RE2::Quiet);
  auto adopts = [&](std::string_view text) {
    return (text.find("Code") != std::string_view::npos || text.find(" code ") != std::string_view::npos) &&
           RE2::PartialMatch(text, kAdoption);
  };
  if (adopts(ctx.source.text)) return true;
  for (int32_t a = ctx.source.parent; a != kNoProvision; a = all[a].parent)
    if (adopts(all[a].text)) return true;
  // (The model code's placeholder its adopters replace: "In Section
  // 101.1, replace [Name of Jurisdiction] with …".)
  std::string_view own = ctx.source.text;
  if (own.find("[Name of Jurisdiction]") != std::string_view::npos ||
      own.find("[NAME OF JURISDICTION]") != std::string_view::npos)
    return true;
  // (Or in the provisions just before, the adoption and its "following"
  // in one or apart, the lettered changes after them: "… designated as
  // the International Property Maintenance Code, 2009 edition, …", "The
  // following sections are hereby revised:", "A.", "In Section 101.1,
  // …", "B.", "In Section 102.3, …".)
  std::string before;
  for (int32_t id = std::max<int32_t>(0, provision - 8); id < provision; ++id)
    if (all[id].doc == ctx.source.doc) (before += all[id].text) += ' ';
  return adopts(before);
}

bool UnnamedStateSection(const Context& ctx, const Parsed& p) {
  // (A number of four or five figures, with at most one point:
  // California's "65962.5", "25356".)
  static const RE2 kStateNumber(R"(\d{4,5}(?:\.\d{1,2})?(?:\(.*\))?)", RE2::Quiet);
  if (p.targets.empty()) return false;
  for (const Key& k : p.targets)
    if (k.code() != ctx.spec.code || !RE2::FullMatch(k.path(), kStateNumber)) return false;
  // (The document's own sections all numbered in parts whose first has
  // three figures at most, "16.03.070", "8-2.219", none of them under the
  // cited number.)
  const std::vector<Provision>& all = ctx.corpus.provisions;
  bool dotted = false;
  for (int32_t id : ctx.corpus.documents[static_cast<size_t>(ctx.source.doc)].provisions) {
    std::string_view own = all[static_cast<size_t>(id)].key.path();
    if (own.empty() || !ascii::IsDigit(static_cast<unsigned char>(own[0]))) continue;
    size_t first = own.find_first_of(".-");
    if (NumberShape(own).size() < 2 || first == std::string_view::npos || first > 3) return false;
    dotted = true;
  }
  return dotted;
}

}  // namespace lexgraph::cite
