// The list grammars: Wisconsin's ("ss. 30.12 (1g) (f) and 30.13") and
// the plain one of every other body ("§§ 1-204.62(a) and 1-204.63"),
// with the section and levels a relative reference is read against.
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
#include "ingest/state_law.h"
#include "ingest/text_util.h"
#include "ingest/wis_label.h"

namespace lexgraph::cite {

using namespace std::string_view_literals;

namespace {

// Past a figure's or table's own part after its section's number, "-A"
// of "321.25-A" at t[e]; e if none.
size_t PastFigurePart(std::string_view t, size_t e) {
  if (e + 1 < t.size() && t[e] == '-' && ascii::IsAlnum(static_cast<unsigned char>(t[e + 1])))
    while (++e < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[e]))) {}
  // (Or after a dash: "Table 322.31–4".)
  else if (t.substr(e).starts_with("\xE2\x80\x93"sv) && e + 3 < t.size() &&
           ascii::IsAlnum(static_cast<unsigned char>(t[e + 3])))
    for (e += 3; e < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[e]));) ++e;
  return e;
}

// Past a note's mark after one space at t[e] (" (Note)", " (Notes) [1]"):
// an order's note of the item or table before; e if none.
size_t PastNote(std::string_view t, size_t e) {
  if (e + 1 < t.size() && t[e] == ' ')
    if (size_t n = NoteMark(t.substr(e + 1)); n > 0) return e + 1 + n;
  return e;
}

// After a section's number at t[at], " Figure 321.25-A" or " Table 321.25"
// naming that section's figure or table: the position after it, else at.
size_t FigureMark(std::string_view t, size_t at, std::string_view section) {
  // (" Form B" of "6.52 Form B, 8.42 (4) (a)": the section's form, before
  // the list's next item.)
  if (t.substr(at).starts_with(" Form "sv)) {
    size_t e = at + 6, f = e;
    while (f < t.size() && f - e < 2 && ascii::IsAlnum(static_cast<unsigned char>(t[f]))) ++f;
    if (f > e && ListGoesOnAt(t, f)) return f;
  }
  // (" Subchapter A (Note)" of "663.10 Subchapter A (Note), 663.20 (5)": the
  // note under a subchapter's heading that the section opens, which the
  // section's key stands for.)
  if (t.substr(at).starts_with(" Subchapter "sv)) {
    size_t e = at + 12, f = e;
    while (f < t.size() && f - e < 4 && ascii::IsUpper(static_cast<unsigned char>(t[f]))) ++f;
    if (f > e)
      if (size_t g = PastNote(t, f); g > f && ListGoesOnAt(t, g)) return g;
  }
  // (" Table 2 footnote 2." of "NR 149.13 Table 2 footnote 2., 211.10 (2)
  // (a)": the section's table by a short number of its own, and the
  // table's footnote, before the list's next item.)
  if (t.substr(at).starts_with(" Table "sv)) {
    size_t e = at + 7, f = e;
    while (f < t.size() && f - e < 3 && ascii::IsDigit(static_cast<unsigned char>(t[f]))) ++f;
    if (f > e && f < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[f]))) ++f;
    if (f > e && t.substr(f).starts_with(" footnote "sv)) {
      size_t g = f + 10, h = g;
      while (h < t.size() && h - g < 3 && ascii::IsAlnum(static_cast<unsigned char>(t[h]))) ++h;
      if (h > g) f = h < t.size() && t[h] == '.' ? h + 1 : h;
    }
    f = PastNote(t, f);
    if (f > e && ascii::IsDigit(static_cast<unsigned char>(t[e])) && ListGoesOnAt(t, f)) return f;
  }
  for (std::string_view w : {" Figure "sv, " Table "sv}) {
    if (!t.substr(at).starts_with(w) || !t.substr(at + w.size()).starts_with(section)) continue;
    size_t e = at + w.size() + section.size();
    if (e < t.size() && ascii::IsAlnum(static_cast<unsigned char>(t[e]))) return at;
    // (And the table's note: "322.31 Table 322.31–4 (Note), and".)
    return PastNote(t, PastFigurePart(t, e));
  }
  return at;
}

// A chapter's appendices named in an order's item: "Appendix A",
// "Appendices B, C, and D", "Appendix 1 and Appendix 2"; by Roman
// numerals and with their tables, "664 Appendix I Table 1", "665
// Appendix I Table 1 and Table 2 (b) 6. (d)", "665 Appendix VI Table".
constexpr char kAppendixItem[] =
    R"(Appendi(?:x|ces)\s+(?:[IVX]{2,4}|[A-Z0-9])\b(?:(?:,\s*(?:and\s+)?|\s+and\s+)(?:[A-Z]|Appendix\s+[A-Z0-9])\b)*)"
    R"((?:\s+Table(?:\s+\d{1,2}[A-Z]?(?:\s*\([a-z0-9]{1,3}\)|\s+\d{1,2}\.)*(?:\s+and\s+Table\s+\d{1,2}[A-Z]?(?:\s*\([a-z0-9]{1,3}\)|\s+\d{1,2}\.)*)*)?)?)";

}  // namespace

// Parses a Wisconsin-style reference list starting at t[i] (after the
// lead-in). `base` is the path the first reference is relative to (empty
// for absolute sections); `min_level` the level of its first component.
Parsed ParseWisList(const Context& ctx, std::string_view t, size_t i,
                    const std::string& code, const std::string& base,
                    int min_level, bool absolute, bool admin,
                    const std::string& named_agency) {
  Parsed p;
  std::vector<std::string> cur;  // current reference's components
  size_t end = i;
  std::string agency = named_agency;  // the Administrative Code's, carried along a list
  auto read_ref = [&](size_t at, bool first, std::vector<std::string>* comps,
                      bool* range) -> size_t {
    size_t j = SkipSpace(t, at);
    if (absolute) {
      // "ss. SPS 383.32 (1) (a), 383.54 (4)": later items keep the agency.
      std::string a;
      size_t al = admin ? ReadAgency(t, j, &a) : 0;
      if (admin && al == 0 && first && agency.empty()) return 0;
      // ("10.71 (4) (a) 1., 73 (title), 73.01", "to repeal ATCP 21 Appendix
      // A; 76 Table of Contents Note 2, 91.03(3)": an order's item for a
      // chapter's title, appendix or table of contents, the word
      // "chapter" left out; a whole number and the part's name. The
      // chapter's key stands for it.)
      auto part_word = [&](size_t d) {  // (cheap first: the part's first letters)
        std::string_view w = t.substr(d, 3);
        return w == " (t"sv || w == " (T"sv || w == " Ta"sv || w == " Ap"sv || w == " su"sv || w == " Su"sv;
      };
      size_t c0 = j + al, d0 = c0;
      while (d0 < t.size() && d0 - c0 < 4 && ascii::IsDigit(static_cast<unsigned char>(t[d0]))) ++d0;
      if (admin && d0 > c0 && part_word(d0) && (al > 0 || (!first && !comps->empty())) &&
          !(al > 0 ? a : agency).empty()) {
        // ("361 subch. V and subch. VI, 362.0902 (1) (Note)", "105.04 (4m),
        // 106 Subchapter VIII, 219.04 (1)": a chapter's subchapter; "664
        // Subchapter F (title)", the federal-style chapters' lettered ones;
        // "305 Appendix, 318.1003 (3)", a chapter's one appendix.)
        static const RE2 kChapterPart(
            std::string(R"(^ (?:\((?:title|Title)\)|Table of Contents(?: Note \d+)?(?:,\s*Subchapter\s+([IVXL]+)\b)?|(?:subch\.|Subchapter)\s*([IVXL]+|[A-Z])\b(?:\s*\((?:title|Title)\))?|)") +
                kAppendixItem + R"(|Appendix\b(?:\s*\((?:title|Title)\))?))",
            RE2::Quiet);
        size_t c = c0, d = d0;
        std::string_view rest = t.substr(d);
        re2::StringPiece sp(rest.data(), rest.size());
        std::string subch, subch2;
        if (Consume(&sp, kChapterPart, &subch, &subch2)) {
          if (subch.empty()) subch = std::move(subch2);
          if (al > 0) agency = a;
          comps->clear();
          comps->push_back("ch." + agency + std::string(t.substr(c, d - c)) +
                           (subch.empty() ? "" : "/subch." + subch));
          return PieceAt(t, sp);
        }
      }
      // ("… 118.40 (5) (b), chapter 119 (title), 119.01, 119.02 (intro.)":
      // a bill's item for a chapter's title among the statutes' sections,
      // which the chapter's key stands for.)
      if (!admin && !first && !comps->empty() && (t.substr(j).starts_with("chapter "sv) || t.substr(j).starts_with("ch. "sv))) {
        size_t c = j + (t[j + 2] == '.' ? 4 : 8), d = c;
        while (d < t.size() && d - c < 3 && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
        if (d < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[d]))) ++d;  // "chapter 66A"
        if (d > c && t[c] != '0' && TitleMark(t.substr(SkipSpace(t, d))) && SkipSpace(t, d) == d + 1) {
          comps->clear();
          comps->push_back("ch." + std::string(t.substr(c, d - c)));
          return d + 8;
        }
      }
      // ("Wis. Stats. §§ 19, 20.115(7)(d), 30.01(4m), …, 31.02, 32, …, and
      // 985": a whole number among the statutes' sections, which number
      // none so, is a chapter; the first where a section follows it.)
      // (The list's last before the sentence's stop: "…, and 985." Not
      // where the text ends, an excerpt's cut "…, 196.67, and 196."; nor
      // a copy's comma for a point, "23,175".)
      auto more_after = [&](size_t d) {
        return d + 1 < t.size() && ascii::IsSpace(static_cast<unsigned char>(t[d + 1])) &&
               SkipSpace(t, d + 1) < t.size();
      };
      if (!admin && code == "wis-stat" && d0 > c0 && d0 - c0 <= 3 && t[c0] != '0' && al == 0 && d0 < t.size() &&
          (((t[d0] == ',' || t[d0] == ';' || t[d0] == '.') && more_after(d0)) ||
           (ListGoesOnAt(t, d0) && t[d0] == ' '))) {
        // (After a section with no levels, or a chapter: after a level a
        // number is the next subdivision, "(a) 1., 2, and 3".)
        bool listed = !first && comps->size() == 1 && (*comps)[0].find('(') == std::string::npos;
        if (first) {
          bool range = false;
          size_t sep = ReadSeparator(t, d0, &range);
          listed = sep > d0 && !range && ReadSectionNumber(t, SkipSpace(t, sep)) > 0;
        }
        if (listed) {
          comps->clear();
          comps->push_back("ch." + std::string(t.substr(c0, d0 - c0)));
          return d0;
        }
      }
      size_t n = ReadSectionNumber(t, j + al);
      // ("305.41 (4) (c) and (Note), 305. 70 (4) (b)": a copy's space after
      // a later item's point, its levels after it.)
      std::string spaced;
      if (n == 0 && admin && !first && !comps->empty()) {
        size_t d = j + al, e = d;
        while (e < t.size() && e - d < 4 && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
        size_t f = e + 2, g = f;
        while (g < t.size() && g - f < 4 && ascii::IsDigit(static_cast<unsigned char>(t[g]))) ++g;
        if (e - d >= 2 && t.substr(e, 2) == ". "sv && g > f && t.substr(g, 2) == " ("sv) {
          spaced = std::string(t.substr(d, e - d + 1)) + std::string(t.substr(f, g - f));
          n = g - d;
        }
      }
      if (n > 0) {
        if (al > 0) agency = a;
        comps->clear();
        comps->push_back(agency + (spaced.empty() ? std::string(t.substr(j + al, n)) : spaced));
        size_t e = ReadWisLevels(t, j + al + n, 1, comps);
        // ("321.25 Figure 321.25-A, (8) (d) 1.": an order's item for the
        // section's figure or table, which the section's key stands for,
        // its levels after it.)
        if (admin && comps->size() == 1)
          if (size_t f = FigureMark(t, e, t.substr(j + al, n)); f > e) e = f;
        return e;
      }
      // ("373.05, Subchapter III(title), 373.22(1)": the title of a
      // subchapter of the chapter the list is in.)
      if (admin && !first && !agency.empty() && !comps->empty()) {
        // ("305.63 (5), subch. I (title) of ch. SPS 316, 316.002": of
        // the chapter named after it, the list going on in that chapter.)
        static const RE2 kSubchapterTitle(
            R"(^(?:Subchapter|subch\.)\s*([IVXL]+)(\s*\((?:title|Title)\))?(?:\s+of\s+(?:ch\.|Chapter)\s+([A-Z][A-Za-z-]{0,8})\s+(\d{1,3})\b)?)",
            RE2::Quiet);
        std::string_view rest = t.substr(j);
        re2::StringPiece sp(rest.data(), rest.size());
        std::string roman, title, of_agency, of_chapter;
        std::string_view last = (*comps)[0];
        size_t dot = last.find('.');
        // ("361 subch. V and subch. VI": another of the chapter's
        // subchapters.)
        if (size_t sub = last.find("/subch."); last.starts_with("ch.") && sub != std::string_view::npos &&
                                                Consume(&sp, kSubchapterTitle, &roman, &title, &of_agency, &of_chapter) &&
                                                of_chapter.empty()) {
          std::string chapter = std::string(last.substr(0, sub)) + "/subch." + roman;
          comps->clear();
          comps->push_back(std::move(chapter));
          return PieceAt(t, sp);
        }
        sp = re2::StringPiece(rest.data(), rest.size());
        if (dot != std::string_view::npos && !last.starts_with("ch.") &&
            Consume(&sp, kSubchapterTitle, &roman, &title, &of_agency, &of_chapter)) {
          // (A subchapter named alone is none of the list's: "subch. II of
          // ch. SPS 316, 316.013" is, with its chapter.)
          ToUpper(&of_agency);
          if ((title.empty() && of_chapter.empty()) || (!of_chapter.empty() && of_agency != agency)) return 0;
          std::string chapter = "ch." + (of_chapter.empty() ? std::string(last.substr(0, dot)) : agency + of_chapter) +
                                "/subch." + roman;
          comps->clear();
          comps->push_back(std::move(chapter));
          return PieceAt(t, sp);
        }
      }
      // ("107.09 (4) (L) and (Note), Table 103.087, 103.09 (3) (a)": the
      // table of a section, as an item.)
      if (admin && !first && !agency.empty()) {
        for (std::string_view w : {"Table "sv, "Figure "sv}) {
          if (!t.substr(j).starts_with(w)) continue;
          // ("Table A-383.43-1, 384.10 (intro.)": an appendix's table, its
          // letter and hyphen before the section's number.)
          // (The appendix is the chapter's: its key stands for it.)
          size_t at = j + w.size();
          bool appendix = at + 2 < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[at])) && t[at + 1] == '-';
          if (appendix) at += 2;
          size_t m = ReadSectionNumber(t, at);
          if (m == 0) break;
          comps->clear();
          std::string_view number = t.substr(at, m);
          comps->push_back(appendix ? "ch." + agency + std::string(number.substr(0, number.find('.')))
                                    : agency + std::string(number));
          size_t e = PastFigurePart(t, at + m);
          // ("Figure 160.09 (3) (c), 160.092 (1)": a level's figure,
          // numbered as the level, which its key stands for.)
          if (!appendix && e == at + m) {
            std::vector<std::string> levels;
            if (size_t le = ReadWisLevels(t, e, 1, &levels); !levels.empty()) {
              for (std::string& l : levels) comps->push_back(std::move(l));
              e = le;
            }
          }
          // ("Table 305.02 (intro.) and line 26., 305.04 (1)": the table's
          // lead-in and a line of it, which its key stands for too.)
          if (size_t n = IntroMark(t.substr(SkipSpace(t, e))); n > 0) e = SkipSpace(t, e) + n;
          static const RE2 kLines(R"(^(?:,\s*|\s+and\s+)lines?\s+\d+(?:\s*(?:to|and|-)\s*\d+)?\.?)", RE2::Quiet);
          std::string_view rest = t.substr(e);
          re2::StringPiece lp(rest.data(), rest.size());
          if (Consume(&lp, kLines)) e = PieceAt(t, lp);
          return e;
        }
      }
      if (first) return 0;
      // ("to amend A-E 1.02 (1), 2.01, Chapter 6 (title), 6.01 (intro.)",
      // "Chir 4.04 (3), ch. Chir 10 (title), 10.015 (1)": a rule-making
      // order's item for a chapter's title, the list going on after it.)
      if (admin && !comps->empty()) {
        size_t w = t.substr(j).starts_with("Chapter "sv) ? 8 : t.substr(j).starts_with("ch. "sv) ? 4 : 0;
        if (w > 0) {
          size_t c = SkipSpace(t, j + w);
          std::string a2;
          size_t al2 = ReadAgency(t, c, &a2);
          if (al2 == 0 || a2 == agency) {
            size_t d = c + al2;
            while (d < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
            // ("ch. Phar 7 subch. V (title), 7.62 (title)": a subchapter's
            // title.)
            static const RE2 kSubchapter(R"(^\s*subch\.\s*([IVXL]+|[A-Z])\b)", RE2::Quiet);
            std::string_view rest = t.substr(d);
            re2::StringPiece sp(rest.data(), rest.size());
            std::string subch;
            size_t m = Consume(&sp, kSubchapter, &subch) ? PieceAt(t, sp) : d;
            if (d > c + al2 && TitleMark(t.substr(SkipSpace(t, m)))) {
              comps->clear();
              comps->push_back("ch." + agency + std::string(t.substr(c + al2, d - c - al2)) +
                               (subch.empty() ? "" : "/subch." + subch));
              return SkipSpace(t, m) + 7;
            }
            // ("; ch. 250 Appendices B, C, and D; 251.03 (3m)": the
            // chapter's appendices, which its key stands for.)
            static const RE2 kAppendices(
                std::string(R"(^\s+)") + kAppendixItem, RE2::Quiet);
            re2::StringPiece ap(rest.data(), rest.size());
            if (d > c + al2 && subch.empty() && Consume(&ap, kAppendices)) {
              comps->clear();
              comps->push_back("ch." + agency + std::string(t.substr(c + al2, d - c - al2)));
              return PieceAt(t, ap);
            }
            // ("20.37 (2) (e), ch. ETF 41, 70.09 (5)": a whole chapter
            // repealed among the sections, the list going on with a
            // section; not "ch. NR 420, 421, or 422", the lead-ins' list
            // of chapters, nor a list's last item.)
            size_t after = SkipSpace(t, d);
            size_t next = after < t.size() ? SkipSpace(t, after + 1) : after;
            if (d > c + al2 && subch.empty() && after < t.size() && (t[after] == ',' || t[after] == ';') &&
                (d == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[d]))) &&
                ReadSectionNumber(t, next) > 0 && t.substr(next, ReadSectionNumber(t, next)).find('.') != std::string_view::npos) {
              comps->clear();
              comps->push_back("ch." + agency + std::string(t.substr(c + al2, d - c - al2)));
              return d;
            }
          }
        }
      }
      // ("to repeal ETF 10.61 and 62, 10.82 (2) (f) 3.": a rule-making
      // order's next section of the same chapter, cut to what follows the
      // point, as many digits, before a comma.)
      if (admin && al == 0 && !comps->empty()) {
        std::string_view last = (*comps)[0];
        size_t dot = last.rfind('.');
        size_t d = j;
        while (d < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
        if (dot != std::string_view::npos && d > j && d - j == last.size() - dot - 1 &&
            d < t.size() && (t[d] == ',' || t[d] == ';')) {
          std::string next(last.substr(0, dot + 1));
          next.append(t.substr(j, d - j));
          comps->clear();
          comps->push_back(std::move(next));
          return d;
        }
      }
    }
    // ("Chir 4.04 (2) (a) and (Note), and 4.07 (1)": an order's item for
    // the note of the provision before it, whose key stands for it.)
    if (!first && !comps->empty()) {
      if (size_t n = NoteMark(t.substr(j)); n > 0) return j + n;
      // ("(105) (d) and Note, 10.03 (3)": the note without its
      // parentheses, an item of its own; "114.007 (intro.) and Notes",
      // "114.096 (intro.) and Exception 2", the electrical code's notes
      // and exceptions.)
      size_t w = Is(t.substr(j, 5), "Notes"sv) ? 5 : Is(t.substr(j, 4), "Note"sv) ? 4 : 0;
      if (w == 0 && Is(t.substr(j, 10), "Exception "sv)) {
        size_t d = j + 10;
        while (d < t.size() && d - j - 10 < 2 && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
        if (d > j + 10) w = d - j;
      }
      if (w > 0 && (j + w == t.size() || t[j + w] == ',' || t[j + w] == ';' ||
                    t.substr(j + w).starts_with(" and "sv)))
        return j + w;
      // ("SPS 6.07 (title), (intro.), (1), (2)": an order's item for the
      // lead-in of the provision before it, which its key stands for; so
      // its title, "321.02 (1) (d), (title), and (Note)".)
      if (size_t n = IntroMark(t.substr(j)); n > 0) return j + n;
      if (admin && TitleMark(t.substr(j))) return j + 7;
    }
    std::vector<std::string> levels;
    size_t e = ReadWisLevels(t, j, first ? min_level : 1, &levels);
    // ("§ 125.04(5)(a)1 and 4 and (b), Wis. Stats.": after a subdivision,
    // a number without its full stop, as the copy printed the first, is
    // the next subdivision.)
    auto item_before = [&] {  // the text up to the item before, its list word and comma off
      std::string_view before = Trim(t.substr(0, j));
      for (std::string_view w : {"and"sv, "or"sv})
        if (before.ends_with(w)) before = Trim(before.substr(0, before.size() - w.size()));
      if (before.ends_with(",")) before = Trim(before.substr(0, before.size() - 1));
      return before;
    };
    auto bare_before = [&] {  // the item before ends in a digit, no stop
      std::string_view before = item_before();
      return !before.empty() && ascii::IsDigit(static_cast<unsigned char>(before.back()));
    };
    // (Or after a paragraph's lead-in, its subdivision: "HAS 6.04 (6) (b)
    // (intro) and 1;" in an order's caption.)
    auto intro_before = [&] {
      std::string_view before = item_before();
      size_t open = before.rfind('(');
      return open != std::string_view::npos && IntroMark(before.substr(open)) == before.size() - open;
    };
    // (Or with its lead-in after it, "(8) (a) 1., 1g., 1r., and 2 (intro.),
    // a. and c." in an order's caption: no other level is so written. An
    // order's caption drops the stop after a stop too: "(6) (a) 1. and 2,
    // 7.43 (7)".)
    if (levels.empty() && !first && !comps->empty()) {
      int back = WisLevel(comps->back());
      size_t d = j;
      while (d < t.size() && d - j < 3 && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
      std::string_view after = t.substr(d, 5);
      size_t k = d < t.size() && t[d] == ' ' ? d + 1 : d;
      size_t intro = IntroMark(t.substr(k));
      if (d > j && back == 3 && intro > 0) {
        levels.push_back(std::string(t.substr(j, d - j)) + ".");
        e = k + intro;
      } else if (d > j && ((back == 3 && (bare_before() || admin)) || (back == 2 && intro_before())) &&
                 (after.empty() || after[0] == ',' || after[0] == ';' || after[0] == ')' ||
                  after.starts_with(" and") || after.starts_with(" or ") || after.starts_with(" to "))) {
        levels.push_back(std::string(t.substr(j, d - j)) + ".");
        e = d;
      } else if (d > j && admin && back == 1 && (after.starts_with(","sv) || after.starts_with(";"sv)) &&
                 ReadSectionNumber(t, SkipSpace(t, d + 1)) > 0) {
        // ("809.04 (5), 6), (7), and 8, 809.04 (15)": an order's last
        // subsection of a series, its parentheses lost, the next item a
        // section's number.)
        levels.push_back("(" + std::string(t.substr(j, d - j)) + ")");
        e = d;
      } else if (d > j && admin && back >= 1 && k == d + 1 && k < t.size() && t[k] == '(') {
        // ("(14) (a) 1., 15 (a) and (Note), 811.13 (1)": an order's
        // caption that lost a subsection's parentheses, its paragraph
        // after it; the list goes on.)
        std::vector<std::string> below;
        size_t e2 = ReadWisLevels(t, k, 2, &below);
        if (!below.empty() && WisLevel(below[0]) == 2) {
          levels.push_back("(" + std::string(t.substr(j, d - j)) + ")");
          levels.insert(levels.end(), below.begin(), below.end());
          e = e2;
        }
      }
    }
    if (levels.empty()) return 0;
    if (first) {
      *comps = levels;
      return e;
    }
    // ("TCS 5.04 (1) (e) (2) and (4), (2) (b)": after a subdivision an
    // order typed in parentheses, a number so typed is the next one, keyed
    // as typed.)
    auto digits = [](std::string_view s) {
      return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return ascii::IsDigit(static_cast<unsigned char>(c)); });
    };
    if (absolute && levels.size() == 1 && comps->size() == 4 && WisLevel(comps->back()) == 1 &&
        WisLevel((*comps)[2]) == 2 && WisLevel(levels[0]) == 1 && levels[0].size() <= 4 &&
        digits(std::string_view(levels[0]).substr(1, levels[0].size() - 2))) {
      comps->back() = levels[0];
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
      // ("3.02 (Note) and (4)", "4.01 (title) and (1) (intro.)": after a
      // section's note or title, its subsections.)
      return before.ends_with("(intro.)"sv) || before.ends_with("(intro)"sv) ||
             before.ends_with("(Note)"sv) || (before.size() >= 7 && TitleMark(before.substr(before.size() - 7)));
    };
    if (comps->empty()) return 0;
    int deepest = WisLevel(comps->back());
    // ("to consolidate, number and amend ss. PI 24.03 (1) and (a) 1.": an
    // order's item one level down from the one before is its child, which
    // the order folds into it.)
    // ("DFI-CU 62.01 (intro.), (a), and (b)": so a section's paragraphs
    // after its lead-in, in a rule without subsections.)
    bool paragraphs_of_section = admin && absolute && comps->size() == 1 && level == 2 && after_intro();
    if (level > deepest && !(level == deepest + 1 && (after_intro() || admin)) && !paragraphs_of_section) return 0;
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
  // (The statutes' list after the plural sign, whose items a semicolon may
  // part: "Wis. Stat. §§ 808.04(1); 808.07(6)".)
  // (Or the plural "ss.": "ss. 101.145, 101.19 (1) (b); 101.60, 101.63
  // (1) and (2), 101.70", a hearing notice's statutes.)
  std::string_view lead_before = TrimmedBefore(t, i);
  const bool plural_sign =
      !admin && absolute &&
      (lead_before.ends_with("\xC2\xA7\xC2\xA7"sv) ||
       (lead_before.ends_with("ss."sv) &&
        (lead_before.size() == 3 || !ascii::IsAlpha(static_cast<unsigned char>(lead_before[lead_before.size() - 4])))));
  // A court order's caption set beside its right-hand column, whose words
  // ("ORDER", "No. 96-08") end a line of the list: "805.09(1),      ORDER
  // / 805.18(2)", the lines joined. Skipped between two items, a number
  // of the statutes' after them.
  auto past_column = [&](size_t k) {
    if (!absolute || admin || k >= t.size() || !ascii::IsUpper(static_cast<unsigned char>(t[k])))
      return k;
    auto digits = [&](size_t i) {
      size_t e = i;
      while (e < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e]))) ++e;
      return e - i;
    };
    size_t e = k;
    while (e < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[e]))) ++e;
    if (e - k < 3 || e - k > 10) {
      // ("No. 96-08")
      e = k;
      if (!t.substr(k).starts_with("No."sv)) return k;
      e = k + 3 + (t.substr(k + 3, 1) == " "sv);
      size_t n1 = digits(e);
      if (n1 < 2 || n1 > 4 || e + n1 >= t.size() || t[e + n1] != '-') return k;
      size_t n2 = digits(e + n1 + 1);
      if (n2 < 1 || n2 > 5) return k;
      e += n1 + 1 + n2;
    }
    if (e >= t.size() || !ascii::IsSpace(static_cast<unsigned char>(t[e]))) return k;
    size_t n = SkipSpace(t, e);
    return ReadSectionNumber(t, n) > 0 ? n : k;
  };
  // An order's tables of the provision before, keyed as it ("320.24 (2)
  // Table 320.24–8, 321.02 (3) (g) 1.", "(2) Tables 320.24–1 to
  // 320.24-3, Table 320.24-4 Heading, and …", "322.31 Table 322.31–4
  // (Note), and"): skipped, the list going on after them.
  auto past_table = [&](size_t k) {
    if (!admin || cur.empty() || k == end) return k;
    std::string_view section = cur[0];
    while (!section.empty() && !ascii::IsDigit(static_cast<unsigned char>(section[0]))) section.remove_prefix(1);
    if (section.empty()) return k;
    // (A table's number, "Table" before it or not: the section's, and a
    // part after a hyphen or a dash where the word is not.)
    auto number = [&](size_t at) -> size_t {
      size_t w = t.substr(at).starts_with("Tables "sv) ? 7 : t.substr(at).starts_with("Table "sv) ? 6 : 0;
      if (!t.substr(at + w).starts_with(section)) return 0;
      size_t f = at + w + section.size();
      if (f < t.size() && (ascii::IsDigit(static_cast<unsigned char>(t[f])) || t[f] == '.')) return 0;
      size_t e = PastFigurePart(t, f);
      return w > 0 || e > f ? e : 0;
    };
    if (!t.substr(k).starts_with("Table"sv)) return k;
    size_t e = number(k);
    while (e > 0) {
      if (t.substr(e).starts_with(" Heading"sv)) e += 8;
      e = PastNote(t, e);
      // (The next table of the section, after a list's word.)
      size_t n = e < t.size() && t[e] == ',' ? SkipSpace(t, e + 1) : SkipSpace(t, e);
      if (StartsWithSeparator(t, n, "and")) n = SkipSpace(t, n + 3);
      else if (StartsWithSeparator(t, n, "to")) n = SkipSpace(t, n + 2);
      else if (n == SkipSpace(t, e)) break;
      size_t f = number(n);
      if (f == 0) break;
      e = f;
    }
    return e;
  };
  while (true) {
    size_t j = past_table(past_mark(past_edition(SkipSpace(t, end))));
    // ("3.06, 3.09, 3.11), 4.02, 4.07": an order's stray closing
    // parenthesis after a section with no level open, before the list's
    // comma.)
    // (Or a stray full stop after a level: "(8) (a)., 56.17 (2) (q)".)
    if (admin && absolute && j == end && j + 1 < t.size() && t[j + 1] == ',' &&
        ((t[j] == ')' && cur.size() == 1) || (t[j] == '.' && cur.size() > 1 && t[j - 1] == ')')))
      ++j;
    bool range = false;
    size_t k = j;
    if (k < t.size() && t[k] == ',') k = past_column(past_mark(SkipSpace(t, k + 1)));
    // ("(b) 1., 2., and 7.. (3m), (14)": an order's doubled full stop
    // where its comma belongs, a level after it; not an ellipsis.)
    else if (k == end && k + 2 < t.size() && k > 0 && t[k] == '.' && t[k - 1] == '.' && t[k + 1] != '.' &&
             t[SkipSpace(t, k + 1)] == '(')
      k = SkipSpace(t, k + 1);
    // ("repeals ss. DCF 12.02 (6), (14) (h) to (j), and (23); 12.08 (2)
    // (b) 2.; 12.16 (1) (b); 202.02 (1m)": an order's list of an agency's
    // sections, each with its levels, apart by semicolons; not one whose
    // next number is the statutes', ", Stats." after it.)
    // (So, in the statutes' text, a list after the plural sign: "Wis.
    // Stat. §§ 808.04(1); 808.07(6); 808.075(2) and (8); 809.01(5)".)
    // ("216.07 (intro), (1), (8) .; 216.07 (8) (intro)": a stray full stop
    // before the semicolon, after a space.)
    else if (absolute && (admin ? !agency.empty() : plural_sign) && k + 1 < t.size() &&
             (t[k] == ';' || (t[k] == '.' && t[k + 1] == ';' && k > 0 && t[k - 1] == ' '))) {
      if (t[k] == '.') ++k;
      size_t n = SkipSpace(t, k + 1);
      if (StartsWithSeparator(t, n, "and")) n = SkipSpace(t, n + 3);
      std::vector<std::string> probe = cur;
      std::string kept = agency;  // (the probe may read another's)
      // ("SPS 305.40 (2) (b); (3) (b); (4) (a) 1., (b), (c), and (d) 1.;
      // and (5); and to create …": an order's levels of the one section,
      // apart by semicolons too.)
      bool level = admin && n < t.size() && t[n] == '(' && !cur.empty();
      size_t pe = ReadSectionNumber(t, n) > 0 || t.substr(n).starts_with("ch. "sv) ||
                          (n < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[n]))) || level
                      ? read_ref(n, false, &probe, nullptr)
                      : 0;
      agency = kept;
      if (pe > n && TailEnd(t, pe, StatsTail()) == pe &&
          (pe == t.size() || t[pe] == ';' || t[pe] == ',' || t[pe] == '.' || t[pe] == ' '))
        k = n;
    }
    // ("Sections 91.80, ch. 92, 93.06 (1n), 93.23": a whole chapter
    // among a list of the statutes' sections, the list going on after it.)
    if (absolute && !admin && k > j && base.empty() && (Is(code, "wis-stat"sv) || Is(code, "wis-adm"sv)) &&
        t.substr(k).starts_with("ch. "sv)) {
      size_t d = k + 4, m = d;
      while (m < t.size() && m - d <= 3 && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      if (m > d && m - d <= 3 && m < t.size() && t[m] == ',' && ReadSectionNumber(t, SkipSpace(t, m + 1)) > 0) {
        // (The statutes' chapter in a rule's list too: the code's own are
        // named with their agency, "ch. ATCP 92".)
        p.targets.emplace_back("wis-stat", "ch." + std::string(t.substr(d, m - d)));
        end = m;
        continue;
      }
    }
    // ("pars. (c) and either (f), (g) … or (j)": "either" after the word.)
    auto past_either = [&](size_t at) {
      return StartsWithSeparator(t, at, "either") && at + 7 < t.size() &&
                     t[SkipSpace(t, at + 6)] == '('
                 ? SkipSpace(t, at + 6)
                 : at;
    };
    // ("NR 19.73 (1) (e) 1., (2) (b) 1. And (3) (b) 2." in an order's
    // caption: the word in capitals before a level.)
    // ("s. 632.32 (5) (b) or, (c) , or (f) to (j)": a bill's copy that
    // lost its struck and inserted marks, the struck "or" before the
    // inserted comma.)
    // (An order's caption's stray comma after the word before a section:
    // "1.401 (2) (f) and, 1.405", "(3) and ,1.003 (intro.)".)
    auto past_struck_comma = [&](size_t at) {
      if (at + 1 >= t.size() || t[at] != ',') return at;
      size_t n = SkipSpace(t, at + 1);
      return t[n] == '(' || (admin && absolute && ReadSectionNumber(t, n) > 0) ? n : at;
    };
    if (StartsWithSeparator(t, k, "and") ||
        (admin && StartsWithSeparator(t, k, "And") && t.substr(SkipSpace(t, k + 3), 1) == "("sv))
      k = past_struck_comma(past_either(SkipSpace(t, k + 3)));
    // ("DHS 10.53 (2) (c) 1. To 4." in a caption: the range's word in
    // capitals before a level.)
    else if (admin && StartsWithSeparator(t, k, "To") && SkipSpace(t, k + 2) < t.size() &&
             (t[SkipSpace(t, k + 2)] == '(' || ascii::IsDigit(static_cast<unsigned char>(t[SkipSpace(t, k + 2)])))) {
      k = SkipSpace(t, k + 2);
      range = true;
    }
    else if (StartsWithSeparator(t, k, "or")) k = past_struck_comma(past_either(SkipSpace(t, k + 2)));
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
    // "§ 167.10(1)(k)-(1)(n)": a hyphen between two levels; an
    // analysis's "ss. 227.11 (2) (a) – (c)", a dash between spaces.
    else if (cur.size() > 1 && k < t.size() && (t[k] == '-' || t[k] == '\xE2')) {
      size_t d = t[k] == '-' ? 1
                 : t.substr(k).starts_with("\xE2\x80\x93"sv) || t.substr(k).starts_with("\xE2\x80\x94"sv)
                     ? 3
                     : 0;
      size_t q = d == 0 ? k : k == end ? k + d : SkipSpace(t, k + d);
      if (d > 0 && q < t.size() && t[q] == '(' && (k == end) == (q == k + d)) {
        k = q;
        range = true;
      }
    }
    // "125.07(4)(a)(b) and (bm)", "23.33(5)(a)(c)", "941.12(2)(3)" in an
    // ordinance: a level after one of its own level, later in order, is
    // the next item of a list written without its commas. (So in a
    // hearing notice's "ss. 166.20 (1) (f) (fm) (g), (ge) (gi) (k)".)
    bool unseparated = false;
    if (k == j && (ctx.wisconsin_ordinance || ctx.wisconsin) && cur.size() > 1 && k <= end + 1 && k < t.size() &&
        t[k] == '(' && t[end - 1] == ')') {
      size_t n = ReadWisComponent(t.substr(k));
      std::string_view next = t.substr(k, n), last = cur.back();
      unseparated = n > 2 && WisLevel(next) == WisLevel(last) && WisLevel(last) <= 2 &&
                    LaterLabel(next.substr(1, n - 2), last.substr(1, last.size() - 2));
    }
    // The length of a section's number after the item and a space, of the
    // item's own chapter ("302.043 302.045"), or 0.
    auto next_in_chapter = [&]() -> size_t {
      if (end + 1 >= t.size() || t[end] != ' ' || cur[0].size() <= agency.size()) return 0;
      std::string_view number = std::string_view(cur[0]).substr(agency.size());
      size_t n = ReadSectionNumber(t, end + 1);
      size_t dot = number.find('.');
      return n > 0 && dot != std::string_view::npos &&
                     t.substr(end + 1, n).starts_with(number.substr(0, dot + 1))
                 ? n
                 : 0;
    };
    // "ss. 301.055, 302.043 302.045, 302.05": a list's comma lost between
    // two sections of one chapter, inside the list (the next item ends at
    // a comma too).
    if (k == j && absolute && cur.size() == 1 && p.targets.size() >= 2) {
      size_t n = next_in_chapter();
      unseparated = n > 0 && end + 1 + n < t.size() && t[end + 1 + n] == ',';
    }
    // ("(4) (b) (Note), (f), and (i) 250.11 (4) (a) 2.": an order's list
    // of an agency's sections, the semicolon lost before the next of the
    // same chapter.)
    // (Or of another chapter, an item of the list after it: "62.01 (2),
    // 63.02 (4), 68.06 (2) 69.03, 71.02 (1) (intro.)".)
    if (k == j && !unseparated && admin && absolute && !agency.empty() && cur.size() > 1 &&
        t[end - 1] == ')') {
      size_t n = end + 1 < t.size() && t[end] == ' ' ? ReadSectionNumber(t, end + 1) : 0;
      unseparated = next_in_chapter() > 0 ||
                    (n > 0 && end + 1 + n < t.size() &&
                     (t[end + 1 + n] == ',' || t.substr(end + 1 + n).starts_with(" ("sv)));
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
    // ("(a) 2. (intro.), 2. c. 3., (6) (b)": an order's comma lost between
    // a subdivision's paragraph and the next subdivision.)
    if (k == j && !unseparated && admin && absolute && cur.size() > 1 && end + 1 < t.size() && t[end] == ' ' &&
        WisLevel(cur.back()) == 4) {
      size_t n = ReadWisComponent(t.substr(end + 1));
      unseparated = n > 0 && WisLevel(t.substr(end + 1, n)) == 3 && end + 1 + n < t.size() && t[end + 1 + n] == ',';
    }
    // ("3.08 (1) (h) (intro.), 1. and 2. (2) (a), (b)": an order's comma
    // lost before a level above the one before, which cannot be its own.)
    if (k == j && !unseparated && admin && absolute && cur.size() > 2 && end + 1 < t.size() && t[end] == ' ' &&
        t[end + 1] == '(' && t[end - 1] == '.') {
      size_t n = ReadWisComponent(t.substr(end + 1));
      int next_level = n > 0 ? WisLevel(t.substr(end + 1, n)) : 0;
      unseparated = next_level >= 1 && next_level < WisLevel(cur.back());
    }
    // ("s. 59.97 59.69 (2)", "s. 851.51 854.20", "s. 551.02 (13) 551.102
    // (28)": a bill's copy that lost its struck and inserted marks, the
    // struck number and the inserted one side by side; both are cited.
    // Not after a subdivision's period, "under s. 13.92 (1) (bm) 2. 949.04
    // Application …", the next section's label run on.)
    if (k == j && !unseparated && absolute && !admin && !cur.empty() && t[end - 1] != '.' &&
        Is(ctx.spec.code, "wis-stat"sv) &&
        end + 1 < t.size() && t[end] == ' ' && ReadSectionNumber(t, end + 1) > 0)
      unseparated = true;
    // "NR 12.06 (title) (1) and (2)": a level after a title's mark.
    if (k == j && !unseparated && absolute && k < t.size() && t[k] == '(' && end >= 7 &&
        TitleMark(t.substr(end - 7)))
      unseparated = true;
    if (k == j && !unseparated) break;  // no separator
    std::vector<std::string> next = cur;
    size_t ne = read_ref(k, false, &next, nullptr);
    if (ne == 0) break;
    if (range && next.size() == cur.size() && !next.empty()) {
      std::string prefix = base + Join(cur, cur.size() - 1);
      auto members = ExpandRange(ctx, code, prefix, cur.back(), next.back());
      p.targets.pop_back();
      for (const auto& m : members) p.targets.emplace_back(code, prefix + m);
    } else if (int level = range && next.size() == cur.size() + 1 ? WisLevel(next.back()) : 0;
               level > 0 && (Trim(t.substr(0, end)).ends_with("(intro.)"sv) ||
                             Trim(t.substr(0, end)).ends_with("(intro)"sv))) {
      // ("321.05 (3) (intro.) to (d)": from a provision's lead-in to one
      // of its own levels, its first level to that one.)
      static constexpr std::string_view kFirst[] = {"", "(1)", "(a)", "1.", "a."};
      std::string prefix = base + Join(cur, cur.size());
      for (const auto& m : ExpandRange(ctx, code, prefix, std::string(kFirst[level]), next.back()))
        p.targets.emplace_back(code, prefix + m);
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

std::optional<std::string> SourcePrefix(const Context& ctx, size_t depth) {
  if (ctx.comps().size() < depth) return std::nullopt;
  return Join(ctx.comps(), depth);
}

std::span<const int32_t> ProvisionsNear(const Context& ctx, size_t radius) {
  const std::vector<int32_t>& ids = ctx.corpus.documents[ctx.source.doc].provisions;
  auto self = std::find_if(ids.begin(), ids.end(),
                           [&](int32_t id) { return ctx.corpus.provisions[id].key == ctx.source.key; });
  size_t here = self == ids.end() ? 0 : static_cast<size_t>(self - ids.begin());
  size_t from = here > radius ? here - radius : 0;
  return std::span<const int32_t>(ids).subspan(from, std::min(ids.size(), here + radius + 1) - from);
}

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
  // (A whole number is a title of the U.S. Code's kind, "usc:42", but an
  // ordinance's section: "Sec. 811. - Walls and fences." is 811, not
  // its subsection (c).)
  auto container = [&](std::string_view path) {
    return IsContainerPath(path) &&
           !(ctx.ordinance() && std::all_of(path.begin(), path.end(),
                                            [](char c) { return ascii::IsDigit(static_cast<unsigned char>(c)); }));
  };
  while (p && !container(p->key.path())) {
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
  // (Its own levels glued on are inside it: "8-507B(1)" in 8-507.)
  bool inside = path.size() > held_in.size() && path.starts_with(held_in) &&
                !ascii::IsDigit(static_cast<unsigned char>(path[held_in.size()]));
  if (paren != std::string_view::npos && paren > 0 && path != held_in && !inside &&
      path.substr(0, paren).find('/') == std::string_view::npos)
    return Key(ctx.source.key.code(), std::string(path.substr(0, paren)));
  return section->key;
}


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

bool ClauseLevelOf(std::string_view level, std::string_view cited) {
  int style = LabelStyle(cited);
  if (cited.size() == 3 && (cited[1] == 'I' || cited[1] == 'V' || cited[1] == 'X'))
    style = LabelStyle("(II)");  // "clause (I)" in (n)(1)(G)(ii)(II)
  return LabelStyle(level) == style ||
         (level.size() == 3 && std::string_view("ivxIVX").find(level[1]) != std::string_view::npos &&
          SameLevelStyle(level, cited));
}

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

size_t ReadSeparator(std::string_view t, size_t i, bool* range) {
  *range = false;
  size_t k = SkipSpace(t, i);
  if (k < t.size() && t[k] == ',') k = SkipSpace(t, k + 1);
  // (Also in capitals: "SECTIONS 7-17(A), (C), (F), AND (H)".)
  // ("Chapter 1252 and/or 1254": the two words as one.)
  if (StartsWithSeparator(t, k, "and") || StartsWithSeparator(t, k, "AND"))
    return SkipSpace(t, k + (t.substr(k + 3).starts_with("/or"sv) || t.substr(k + 3).starts_with("/OR"sv) ? 6 : 3));
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
  // ("1125.04(d)(3)A-K", "(3)A - K": a hyphen between two capitals, a
  // level's letters; or two small letters, the first's stop before it
  // and the dash a long one, "subsection (3)a.—c.".)
  if (i > 0) {
    size_t l = i > 1 && t[i - 1] == '.' ? i - 2 : i - 1;  // the letter before
    size_t dash = k < t.size() && t[k] == '-' ? 1
                  : t.substr(k).starts_with("\xE2\x80\x93"sv) || t.substr(k).starts_with("\xE2\x80\x94"sv) ? 3
                                                                                                              : 0;
    bool upper = ascii::IsUpper(static_cast<unsigned char>(t[l]));
    if (dash && ascii::IsAlpha(static_cast<unsigned char>(t[l])) &&
        (l < 1 || !ascii::IsAlpha(static_cast<unsigned char>(t[l - 1])))) {
      size_t b = SkipSpace(t, k + dash);
      if (b < t.size() &&
          (upper ? ascii::IsUpper(static_cast<unsigned char>(t[b])) : ascii::IsLower(static_cast<unsigned char>(t[b]))) &&
          (b + 1 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[b + 1])))) {
        *range = true;
        return b;
      }
    }
  }
  if (StartsWithSeparator(t, k, "or")) return SkipSpace(t, k + 2);
  if (StartsWithSeparator(t, k, "to")) {
    *range = true;
    return SkipSpace(t, k + 2);
  }
  // ("Sections 2-21 Through 2-25", "SECTIONS 22-31 THROUGH 22-39": in an
  // ordinance's title, in title case or capitals.)
  if (k < t.size() && (t[k] == 't' || t[k] == 'T') &&
      (StartsWithSeparator(t, k, "through") || StartsWithSeparator(t, k, "Through") ||
       StartsWithSeparator(t, k, "THROUGH"))) {
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
  // (The rarer forms last, after the common separators have returned.)
  // The next item after a title that ends at `after`: a separator there,
  // then a number; 0 where none.
  auto item_after_title = [&](size_t after, bool* r) -> size_t {
    size_t n = ReadSeparator(t, after, r);
    return n > after && n < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[n])) ? n : 0;
  };
  // ("SECTIONS 12.02 THROUGH 12.05" in an ordinance's title in capitals:
  // before a number only, not "ADDING SECTION 5-3 TO CHAPTER 5".)
  if (k < t.size() && (t[k] == 'T' || t[k] == 'O')) {
    for (std::string_view w : {"THROUGH"sv, "TO"sv, "OR"sv}) {
      if (!StartsWithSeparator(t, k, w)) continue;
      size_t n = SkipSpace(t, k + w.size());
      if (n < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[n]))) {
        *range = w != "OR"sv;
        return n;
      }
    }
  }
  // ("amending sections 10-6-2: Definitions, 10-9B-6-1: Lot Area Per
  // Dwelling, and 10-15-32": each item's title after a colon, in capitals'
  // words, before the separator and a number.)
  if (k == i && k + 2 < t.size() && t[k] == ':' && t[k + 1] == ' ' &&
      ascii::IsUpper(static_cast<unsigned char>(t[k + 2]))) {
    size_t e = k + 2;
    while (e < t.size() && e - k <= 80 && t[e] != ',' && t[e] != ';' && t[e] != '\n' && t[e] != ':' &&
           t[e] != '.' && !ascii::IsDigit(static_cast<unsigned char>(t[e])))
      ++e;
    bool r = false;
    if (size_t n = e < t.size() && t[e] == ',' ? item_after_title(e, &r) : 0; n > 0) {
      *range = r;
      return n;
    }
  }
  // ("Sections 30-140 “Flag lots” and 30-237 “Public streets …”",
  // "Sections 34-111 “Intent”, 34-112 “Application”": each item's title
  // in quotes after it, on one line, before the separator and a number.)
  if (k < t.size() && (t[k] == '"' || (t[k] == '\xE2' && t.substr(k).starts_with("\xE2\x80\x9C"sv)))) {
    size_t from = k + (t[k] == '"' ? 1 : 3);
    std::string_view title = t.substr(from, 100);
    size_t close = title.find_first_of("\"\n\xE2");
    while (close != std::string_view::npos && title[close] == '\xE2' &&
           !title.substr(close).starts_with("\xE2\x80\x9D"sv))
      close = title.find_first_of("\"\n\xE2", close + 1);
    // (A title's capital and two letters more: not the Code of Iowa's
    // lettered paragraph, "15.329(1)"a."".)
    if (close != std::string_view::npos && close > 2 && title[close] != '\n' &&
        ascii::IsUpper(static_cast<unsigned char>(title[0]))) {
      size_t after = from + close + (title[close] == '"' ? 1 : 3);
      bool r = false;
      if (size_t n = item_after_title(after, &r); n > 0) {
        *range = r;
        return n;
      }
    }
  }
  // ("SECTIONS: 41-196 (ESTABLISHMENTS SELLING ALCOHOLIC BEVERAGES),
  // 41-313.5 (PARKING LOT …)": each item's title in capitals in
  // brackets, before the separator and a number; not a level, "(AA)".)
  if (k < t.size() && t[k] == '(' && k + 6 < t.size() && ascii::IsUpper(static_cast<unsigned char>(t[k + 1])) &&
      ascii::IsUpper(static_cast<unsigned char>(t[k + 2]))) {
    size_t e = k + 1;
    while (e < t.size() && e - k <= 100 &&
           (ascii::IsUpper(static_cast<unsigned char>(t[e])) || t[e] == ' ' || t[e] == ',' || t[e] == '-' ||
            t[e] == '&' || t[e] == '\''))
      ++e;
    bool r = false;
    if (size_t n = e < t.size() && t[e] == ')' && e - k > 5 ? item_after_title(e + 1, &r) : 0; n > 0) {
      *range = r;
      return n;
    }
  }
  // A bare comma; "sections 20-711 , 20-713": set apart by spaces.
  if (k > i && t[SkipSpace(t, i)] == ',') return k;
  return i;
}

bool GluedLevelRange(std::string_view t, size_t end, size_t* next) {
  if (end + 1 >= t.size() || t[end] != '-') return false;
  size_t q = t[end + 1] == ' ' ? end + 2 : end + 1;
  if (q >= t.size() || t[q] != '(') return false;
  *next = q;
  return true;
}

size_t SkipEditorialBrackets(std::string_view t, size_t end) {
  size_t k = SkipSpace(t, end);
  if (k + 1 < t.size() && t[k] == '[' &&
      !ascii::IsDigit(static_cast<unsigned char>(t[k + 1]))) {
    size_t close = t.find(']', k);
    if (close != std::string_view::npos && close - k < 40) return close + 1;
  }
  // ("Iowa Code sections 17A.3(1)“b” (rescinded), 17A.7(1) and 17A.9(2)":
  // the note in parentheses.)
  for (std::string_view note : {"(rescinded)"sv, "(repealed)"sv})
    if (t.substr(k).starts_with(note)) return k + note.size();
  return end;
}

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
        // ("123.47[1A]": the Code of Iowa's subsection 1A, inserted after 1;
        // not a rule's "567-104.9[455B]", the chapter it implements.)
        if (d < close && d - k <= 2 && ascii::IsUpper(static_cast<unsigned char>(t[d])) &&
            !ascii::IsAlpha(static_cast<unsigned char>(t[d + 1]))) {
          items.push_back("(" + std::string(t.substr(k, d + 1 - k)) + ")");
          k = d + 1;
          continue;
        }
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

bool NamesTitledCode(std::string_view after) {
  if (after.empty() || (after[0] != 'U' && after[0] != 'C' && after[0] != 'P')) return false;
  for (std::string_view name : {"U.S.C", "U. S. C", "USC", "C.F.R", "CFR", "Pa.C.S", "Pa. C.S",
                                "P.S.", "Pa. Code"})
    if (after.starts_with(name)) return true;
  return false;
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
  // ("Section\n12-287 B, C, D, E, F & G": capitals without their stops,
  // two or more listed, each the section's subsection.)
  static const RE2 kBareCapitals(R"(^ ([A-Z])((?:(?:,\s*(?:and\s+|or\s+|&\s*)?|\s*&\s*|\s+(?:and|or)\s+)[A-Z])+)(?:$|[^A-Za-z0-9.]))",
                                 RE2::Quiet);
  std::string capital, others;
  if (re2::StringPiece bp(rest.data(), rest.size()); RE2::PartialMatch(bp, kBareCapitals, &capital, &others)) {
    auto wrap = [paren](char c) { return paren ? std::string{'(', c, ')'} : std::string(1, c); };
    groups->push_back(wrap(capital[0]));
    for (char c : others)
      if (ascii::IsUpper(static_cast<unsigned char>(c))) more->push_back(wrap(c));
    return at + 2 + others.size();
  }
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

// "SECTIONS 118-\n354", "(see subsections 11-3-6C; 11-\n4-3A; 11-5-\n1A1c)":
// where an ordinance's number at t[j] breaks across a line at a hyphen
// (the next line opening on the rest), the hyphen's place; else npos.
size_t LineBreakingHyphen(const Context& ctx, std::string_view t, size_t j) {
  size_t h = j;
  for (;;) {
    size_t d = h;
    while (d < t.size() && d - h < 4 && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
    if (d == h) return std::string_view::npos;
    h = d;
    if (h + 1 < t.size() && t[h] == '-' && ascii::IsDigit(static_cast<unsigned char>(t[h + 1]))) {
      ++h;
      continue;
    }
    break;
  }
  if (h + 2 < t.size() && t[h] == '-' &&
      (t[h + 1] == '\n' ||
       (t[h + 1] == ' ' && t.data() == ctx.source.text.data() && ctx.source.LineStart(h + 2) == h + 2)))
    return h;
  return std::string_view::npos;
}

}  // namespace

size_t EditorsSign(std::string_view t, size_t k) {
  if (!t.substr(k).starts_with("[\xC2\xA7"sv)) return 0;
  size_t e = k + 3;
  if (e < t.size() && t[e] == ' ') ++e;
  if (e + 1 >= t.size() || t[e] != ']' || t[e + 1] != ' ') return 0;
  return e + 2 - k;
}

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
  // ("SECTIONS 118-\n354, 118-393 AND 118-423": an ordinance's number
  // broken across a line at its hyphen, the next line opening on the
  // rest.)
  if (n == 0 && ctx.ordinance()) {
    if (size_t h = LineBreakingHyphen(ctx, t, j); h != std::string_view::npos) {
      size_t k = h + 2;
      std::string prefix(t.substr(j, h + 1 - j));
      std::string joined = prefix + std::string(t.substr(k, 24));
      size_t m = ascii::IsDigit(static_cast<unsigned char>(t[k])) ? ReadSectionNumberOf(code, joined, 0) : 0;
      if (m > prefix.size()) {
        number = joined.substr(0, m);
        n = k + (m - prefix.size()) - j;
      }
    }
  }
  // ("Section 6 -43", "Subsection 15- 198(8)", "section 30- 58 (a)": a
  // scan's space on one side of the hyphen of a number numbered
  // chapter-section, in an ordinance; not a range's spaced hyphen, "17.70
  // - 17.89".)
  if (n == 0 && ctx.ordinance() && code == ctx.spec.code) {
    size_t d = j;
    while (d < t.size() && d - j < 4 && ascii::IsDigit(static_cast<unsigned char>(t[d]))) ++d;
    size_t h = d;
    bool before = h + 2 < t.size() && t[h] == ' ' && t[h + 1] == '-' && ascii::IsDigit(static_cast<unsigned char>(t[h + 2]));
    bool after = h + 2 < t.size() && t[h] == '-' && t[h + 1] == ' ' && ascii::IsDigit(static_cast<unsigned char>(t[h + 2]));
    if (d > j && d - j <= 3 && (before || after)) {
      size_t k = h + 2;
      std::string digits(t.substr(j, d - j));
      size_t head = digits.size() + 1;
      std::string joined = digits + "-" + std::string(t.substr(k, 24));
      size_t m = ReadSectionNumberOf(code, joined, 0);
      if (m > head) {
        number = joined.substr(0, m);
        n = k + (m - head) - j;
      }
    }
  }
  // ("§§14-41- 125, 14-41-125.2": the space after a number's second
  // hyphen, where the section the reference stands in is numbered in
  // one part more than what was read.)
  if (n > 0 && ctx.ordinance() && code == ctx.spec.code && j + n + 2 < t.size() &&
      ascii::IsDigit(static_cast<unsigned char>(t[j + n + 2])) &&
      ((t[j + n] == '-' && t[j + n + 1] == ' ') || (t[j + n] == ' ' && t[j + n + 1] == '-'))) {
    auto parts = [](std::string_view s) { return std::count(s.begin(), s.begin() + std::min(s.find('('), s.size()), '-'); };
    if (const std::optional<Key>& sec = ctx.section();
        sec && ascii::IsDigit(static_cast<unsigned char>(sec->path()[0])) && parts(sec->path()) == parts(number) + 1) {
      std::string joined = number + "-" + std::string(t.substr(j + n + 2, 24));
      if (size_t m = ReadSectionNumberOf(code, joined, 0); m > number.size() + 1) {
        n = n + 2 + (m - number.size() - 1);
        number = joined.substr(0, m);
      }
    }
  }
  // ("§ 9.2.2 .a Artisanal Production": a space before a dotted number's
  // small subsection letter, where a scrape ended the link before it.)
  if (n > 0 && ctx.ordinance() && code == ctx.spec.code && j + n + 2 < t.size() && t[j + n] == ' ' &&
      t[j + n + 1] == '.' && ascii::IsLower(static_cast<unsigned char>(t[j + n + 2]))) {
    std::string joined = number + std::string(t.substr(j + n + 1, 24));
    if (size_t m = ReadSectionNumberOf(code, joined, 0); m > number.size() + 1) {
      n = n + 1 + (m - number.size());
      number = joined.substr(0, m);
    }
  }
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
    // (The next in brackets of their own, "162.10A[2a] or [2b]",
    // "64.24[1a] and [3]".)
    static const RE2 kNext(R"(^(?:,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+and[ \t]+|[ \t]+or[ \t]+)\[)", RE2::Quiet);
    for (;;) {
      std::string_view r = t.substr(*at, 12);
      re2::StringPiece sp(r.data(), r.size());
      if (!Consume(&sp, kNext)) break;
      size_t open = PieceAt(t, sp) - 1;
      std::vector<std::string> next = ReadBracketLevels(t, open, &e);
      if (next.empty()) break;
      more->insert(more->end(), next.begin(), next.end());
      *at = e;
    }
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
  // (But one that goes on with the sentence: "Section 333.01" over "(a)
  // of the Traffic Code when …".)
  if (groups.empty() && j + n + 1 < t.size() && t[j + n] == ' ' && t[j + n + 1] == '(') {
    std::vector<std::string> spaced;
    size_t e = ReadLevelGroups(t, j + n + 1, &spaced);
    if (!spaced.empty() && spaced[0].size() <= 5 && LabelStyle(spaced[0]) >= 0 &&
        (!opens_line(j + n + 1) || (ctx.ordinance() && NextIsOf(t, e)) ||
         // (Or closes the parenthesis the reference stands in: "(as
         // defined at 40 CFR 35.2005" over "(20));"; or goes on with the
         // sentence's punctuation, "261.33" over "(e), requires …": no
         // label opens a line so.)
         (e < t.size() && (t[e] == ')' || t[e] == ',' || t[e] == ';')))) {
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
  // Minnesota's codes part a section into subdivisions: "Section 850.21,
  // Subd. 1", "Section 5.75 Subd. 4", "Section 45.03 Subd. 1-D",
  // "subsection 431.11, subdivisions 2 and 3", "425.31, subdivision
  // 14(c)": the section's "Subd.N" (its word capitalized as the text has
  // it), the levels after it, a list's each.
  if (ctx.ordinance() && groups.empty() && more.empty() && Is(code, ctx.spec.code) &&
      Is(ctx.spec.jurisdiction, "Minnesota"sv)) {
    static const RE2 kSubd(
        R"(^,?[ \t]+(Subd|subd|Subdivision|subdivision)(?:s\.?|\.)?[ \t]+(\d{1,3}[A-Z]?(?:-[A-Z]\b)?)((?:\([0-9A-Za-z]{1,3}\))*))",
        RE2::Quiet);
    static const RE2 kNextSubd(
        R"(^(?:,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+and[ \t]+|[ \t]+or[ \t]+)(\d{1,3}[A-Z]?)((?:\([0-9A-Za-z]{1,3}\))*)\b)",
        RE2::Quiet);
    std::string_view r = t.substr(end, 80);
    re2::StringPiece sp(r.data(), r.size());
    std::string word, first, levels;
    if (Consume(&sp, kSubd, &word, &first, &levels)) {
      std::string prefix_word = word[0] == 'S' ? "Subd." : "subd.";
      groups.push_back(prefix_word + first + levels);
      std::string item;
      for (re2::StringPiece next = sp; Consume(&next, kNextSubd, &item, &levels); sp = next)
        more.push_back(prefix_word + item + levels);
      end = PieceAt(t, sp);
    }
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
  // ("Section 2-50 (b)(1-4)": a range of a level's items in one pair of
  // parentheses, in an ordinance: each item, (b)(1) to (b)(4); not an
  // inserted level, "(b-1)", "(12-1)". Of letters too, "Sec. 11-40
  // (d)(1)(a-c)", and of small Roman numerals, "(4)(i-xi)".)
  if (!groups.empty() && more.empty() && ctx.ordinance()) {
    if (std::vector<std::string> items = LevelRangeItems(groups.back()); !items.empty()) {
      std::string base = Join(groups, groups.size() - 1);
      groups.back() = "(" + items[0] + ")";
      for (size_t m = 1; m < items.size(); ++m) more.push_back(base + "(" + items[m] + ")");
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
    // parenthesis of words between two items. (Or the section's heading,
    // "Sections 42-702 (Definitions), 42-709 (Creations; duties and
    // powers; title), and 42-716": a capital word, not a label.)
    size_t r = SkipSpace(t, end);
    bool paren = r + 2 < t.size() && t[r] == '(';
    bool lower = paren && ascii::IsLower(static_cast<unsigned char>(t[r + 1]));
    bool heading = paren && ascii::IsUpper(static_cast<unsigned char>(t[r + 1])) &&
                   ascii::IsLower(static_cast<unsigned char>(t[r + 2]));
    if (lower || heading) {
      size_t close = t.find(')', r);
      std::string_view words =
          close == std::string_view::npos ? std::string_view() : t.substr(r + 1, close - r - 1);
      if (t.substr(r).starts_with("(relating to "sv)) {
        if (close != std::string_view::npos) end = close + 1;
      } else if (close != std::string_view::npos && words.size() < 80 &&
                 (heading || words.find(' ') != std::string_view::npos) &&
                 words.find_first_of("()0123456789") == std::string_view::npos) {
        bool range = false;
        size_t k = ReadSeparator(t, close + 1, &range);
        // (After a heading, a number of the list's shape, not another
        // citation's title: "18 Pa.C.S.A. § 5501 (Riot), 18 Pa.C.S.A. §
        // 5502".)
        size_t n2 = heading && k < t.size() ? ReadSectionNumberOf(code, t, k) : 0;
        bool next_title = heading && (n2 == 0 || (k + n2 + 1 < t.size() && t[k + n2] == ' ' &&
                                                  ascii::IsUpper(static_cast<unsigned char>(t[k + n2 + 1]))));
        if (k > close + 1 && k < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k])) && !next_title)
          end = close + 1;
        // ("§§\n18.20.010(C)(1) (floor elevations);\n18.20.010(C)(2)
        // (elevations …);": each item's subject, the list parted by
        // semicolons, read on below.)
        else if (size_t at = close + 2 < t.size() ? SkipSpace(t, close + 2) : t.size();
                 lower && at < t.size() && t[close + 1] == ';') {
          if (t.substr(at).starts_with("and "sv)) at = SkipSpace(t, at + 4);
          if (at < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[at]))) end = close + 1;
        }
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
    // ("see GEN. OFF. 612.02 et seq., 612.08, 612.10": the code's own
    // list goes on after an item's "et seq.", to a number of its shape;
    // not "33 U.S.C. § 1251 et seq., 86 Stat 816".)
    if (end + 8 < t.size() && t[end] == ' ' && t[end + 1] == 'e' && ctx.ordinance() && code == ctx.spec.code) {
      size_t e = PastEtSeq(t, end);
      bool r = false;
      if (size_t sep = e > end && e < t.size() && t[e] == ',' ? ReadSeparator(t, e, &r) : e;
          sep > e && sep < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[sep])) && !r) {
        size_t n = ReadSectionNumberOf(code, t, sep);
        if (n > 0 && NumberShape(t.substr(sep, n)) == NumberShape(number)) end = e;
      }
    }
    // ("§§ 9-2-5C., 9-4-1, or 9-4-2": a level's letter glued on with its
    // full stop, before the separator.)
    // ("Section 1462.13(e)(2)A. and B.", "section 12-77(3)a., c.",
    // "section 12-52(1)c. and (2)": a letter after the levels, before the
    // next letter of its case, the next level or the next section; not a
    // word, "c. or a fine".)
    if (end + 1 < t.size() && t[end] == '.' && (t[end + 1] == ',' || t[end + 1] == ' ') && end > 0 &&
        ascii::IsAlpha(static_cast<unsigned char>(t[end - 1])) && ctx.ordinance() && code == ctx.spec.code) {
      bool r = false;
      size_t after = end + 1;
      size_t sep = ReadSeparator(t, after, &r);
      bool next = sep > after && sep < t.size();
      bool upper = ascii::IsUpper(static_cast<unsigned char>(t[end - 1]));
      auto letter_item = [&](size_t at) {
        char c = t[at];
        bool same_case = upper ? ascii::IsUpper(static_cast<unsigned char>(c)) != 0
                               : ascii::IsLower(static_cast<unsigned char>(c)) && c != 'a' && c != 'i';
        return same_case && c > t[end - 1] && (at + 1 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[at + 1])));
      };
      if (upper && groups.empty() && !number.empty() && number.back() == t[end - 1] && next &&
          ascii::IsDigit(static_cast<unsigned char>(t[sep])))
        end = after;
      else if (!groups.empty() && groups.back() == t.substr(end - 1, 1) && next &&
               (letter_item(sep) || t[sep] == '(' ||
                // ("sections 38-52(1)c. and 38-52(2)": a section of the
                // same shape.)
                (ascii::IsDigit(static_cast<unsigned char>(t[sep])) &&
                 NumberShape(t.substr(sep, ReadSectionNumberOf(code, t, sep))) == NumberShape(number))))
        end = after;
    }
    size_t k = ReadSeparator(t, end, &range);
    // "18 U.S.C. § 3583(d)-(i)", "§ 47-363(b)-(d)": a hyphen between two
    // levels ("Section 1453.28(a)- (c)": a space after it only).
    if (k == end && !groups.empty() && GluedLevelRange(t, end, &k)) range = true;
    // "49 CFR parts 107, 171-173, 177": a range of the regulations' parts
    // set close, inside the list (not "Part 301-10.303", a part whose
    // number holds the hyphen, before its section).
    if (k == end && Is(code, "cfr"sv) && groups.empty() && end + 1 < t.size() && t[end] == '-' &&
        ascii::IsDigit(static_cast<unsigned char>(t[end + 1])) &&
        std::all_of(number.begin(), number.end(), ::isdigit)) {
      size_t m = end + 1;
      while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      if (m == t.size() || !(t[m] == '.' || t[m] == '-' || ascii::IsAlpha(static_cast<unsigned char>(t[m])))) {
        k = end + 1;
        range = true;
      }
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
    // A table of ordinances' "Amends §§ 16.12.250 Expiration, 17.13.060
    // TDR Documentation of Restrictions, 17.29.030 Conditional uses": the
    // code's own sections of three parts, each with its caption after it.
    if (k == end && ctx.other_state_ordinance && code == ctx.spec.code &&
        std::count(number.begin(), number.end(), '.') == 2) {
      static const RE2 kCaptioned(
          R"(^\s+[A-Z][A-Za-z'\x{2019}-]*(?:\s+[A-Za-z'\x{2019}&/-]+){0,7},\s+(?:and\s+|or\s+)?)", RE2::Quiet);
      std::string_view r = t.substr(end, 120);
      re2::StringPiece cp(r.data(), r.size());
      if (Consume(&cp, kCaptioned)) {
        size_t at = PieceAt(t, cp);
        size_t n3 = ReadSectionNumberOf(code, t, at);
        std::string_view next = t.substr(at, n3);
        if (n3 > 0 && std::count(next.begin(), next.end(), '.') == 2) k = at;
      }
    }
    // "Chapter 17.04.020; 17.32.020; 17.32.030": an amending ordinance's
    // list parted by semicolons, each item the code's own number in three
    // parts of the first's title (not a history note's "§ 2; 1998").
    if (k == end && ctx.ordinance() && code == ctx.spec.code && end + 2 < t.size() && t[end] == ';') {
      // (Or in two parts, the items of one chapter, "Sec. 15.0101-15.0103;
      // 15.0201-15.0206; … & 15.0401-15.0409" in a history note's list.)
      size_t at = SkipSpace(t, end + 1);
      if (t.substr(at).starts_with("& "sv) || t.substr(at).starts_with("and "sv))
        at = SkipSpace(t, at + (t[at] == '&' ? 1 : 3));
      std::string_view next = t.substr(at, ReadSectionNumberOf(code, t, at));
      // (An item broken across a line at a hyphen, "11-\n4-3A", joined.)
      std::string joined;
      if (size_t h = LineBreakingHyphen(ctx, t, at); h != std::string_view::npos &&
                                                        (next.empty() || h <= at + next.size())) {
        joined = std::string(t.substr(at, h + 1 - at)) + std::string(t.substr(h + 2, 24));
        next = std::string_view(joined).substr(0, ReadSectionNumberOf(code, joined, 0));
      }
      size_t cut = number.find_first_of(".-");
      size_t parts = NumberShape(number).size();
      if (cut != std::string::npos && parts >= 1 && parts <= 2 && NumberShape(next).size() == parts &&
          next.substr(0, cut + 1) == std::string_view(number).substr(0, cut + 1))
        k = at;
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
    // ("… Part 403 and 33 United States Code section 1342", "and 40 CFR
    // 122": a title of the federal codes, which opens a citation of its
    // own, no item.)
    if (n2 > 0 && n2 <= 2 && k + n2 + 4 < t.size() && t[k + n2] == ' ') {
      static const RE2 kFederalTitle(
          R"(^\s(?:United\s+States\s+Code|U\.\s?S\.\s?C\.?|USC\b|C\.\s?F\.\s?R\.?|CFR\b|Code\s+of\s+Federal\s+Regulations))",
          RE2::Quiet);
      std::string_view after = t.substr(k + n2, 36);
      if (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kFederalTitle)) break;
    }
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
    // ("11-3-6C; 11-\n4-3A": an item broken across a line at a hyphen.)
    if (cut.empty() && k > end && ctx.ordinance()) {
      if (size_t h = LineBreakingHyphen(ctx, t, k); h != std::string_view::npos && (n2 == 0 || h <= k + n2) &&
                                                     ascii::IsDigit(static_cast<unsigned char>(t[h + 2]))) {
        std::string head(t.substr(k, h + 1 - k));
        std::string joined = head + std::string(t.substr(h + 2, 24));
        size_t m = ReadSectionNumberOf(code, joined, 0);
        if (m > head.size()) {
          cut = std::move(head);
          k = h + 2;
          n2 = m - cut.size();
        }
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
    // ("RCW 36.70A.060 and 170": the RCW's, its point left out too; as
    // many digits as the last part, and not a number of something, "and
    // 170 days". So in a code of the RCW's shape: "Sections 16.89.030 and
    // 040" in Canby's; and in the Code of Iowa's, one point: "Code of
    // Iowa, Sec. 321.471 and 472", read as an Iowa city's own before the
    // Code's name is seen; not a year, "section 15.106A and 2023 Iowa
    // Acts".)
    size_t points = static_cast<size_t>(std::count(number.begin(), number.end(), '.'));
    if (n2 == 0 &&
        (((Is(code, "wa-rcw"sv) || (ctx.ordinance() && code == ctx.spec.code)) && points == 2) ||
         ((Is(code, "iowa-code"sv) || (ctx.ordinance() && code == ctx.spec.code &&
                                         Is(ctx.spec.jurisdiction, "Iowa"sv))) &&
          points == 1)) &&
        k > end &&
        k < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k]))) {
      size_t m = k;
      while (m < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[m]))) ++m;
      std::string_view last = std::string_view(number).substr(number.rfind('.') + 1);
      std::string_view after = t.substr(m, 2);
      bool ends = m == t.size() || after[0] == ',' || after[0] == ';' || after[0] == ')' ||
                  (after[0] == '.' && (after.size() == 1 || !ascii::IsDigit(static_cast<unsigned char>(after[1])))) ||
                  (after[0] == ' ' && points == 2 &&
                   !ascii::IsLower(static_cast<unsigned char>(after.size() > 1 ? after[1] : 'x'))) ||
                  StartsWith(t.substr(m), " RCW"sv) || StartsWith(t.substr(m), " of "sv) ||
                  StartsWith(t.substr(m), " and "sv) || StartsWith(t.substr(m), " or "sv);
      if (m - k == last.size() && ends) {
        cut = number.substr(0, number.rfind('.') + 1);
        n2 = m - k;
      }
    }
    // "subsections 14-1-7B2a, B2b and B2h": a subsection's capital, item
    // and small letter glued on, the next ones with the section left out
    // ("11-3-6C and D3", "11-3-4E2 and G", "11-5-9E1, F, G and H").
    if (n2 == 0 && k > end && number.find('-') != std::string::npos && k < t.size() &&
        ascii::IsUpper(static_cast<unsigned char>(t[k]))) {
      static const RE2 kGlued(R"(^(.*-\d+)([A-Z](?:\d{1,2}[a-z]?)?)$)", RE2::Quiet);
      static const RE2 kItem(R"(^([A-Z](?:\d{1,2}[a-z]?)?)(?:[^0-9A-Za-z]|$))", RE2::Quiet);
      std::string section, item;
      std::string_view r = t.substr(k, 8);
      if (RE2::FullMatch(number, kGlued, &section) && RE2::PartialMatch(re2::StringPiece(r.data(), r.size()), kItem, &item)) {
        cut = section;
        n2 = item.size();
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
      // a space before a section's levels, as after the first item; so the
      // U.S. Code's in a Wisconsin text, "15 USC 78m or 78o (d)", a label's
      // few letters.)
      if (g2.empty() && (Is(code, "wa-rcw"sv) || Is(code, "usc"sv)) && k + n2 + 1 < t.size() && t[k + n2] == ' ' &&
          t[k + n2 + 1] == '(') {
        size_t e3 = ReadLevelGroups(t, k + n2 + 1, &g2);
        if (!g2.empty() && (Is(code, "wa-rcw"sv) || g2[0].size() <= 5)) e2 = e3;
        else g2.clear();
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
        bool capital = g.size() == 1 && ascii::IsUpper(static_cast<unsigned char>(g[0]));
        return digits ? 1 : lower ? 2 : capital ? 3 : 0;
      };
      // One letter ("b or c"; "or in", "or by" are words), or a number; a
      // capital glued after the levels, "1125.04(d)(3)A-K", "(3)A or C".
      bool word = Is(item, "a"sv) || Is(item, "i"sv) || (style(item) == 2 && item.size() > 1);
      if (item.size() <= 3 && style(item) != 0 && style(item) == style(last_tail) &&
          !word && (e2 >= t.size() || t[e2] != '.' || e2 + 1 >= t.size() ||
                    !ascii::IsDigit(static_cast<unsigned char>(t[e2 + 1])))) {
        // (A range of capitals: each between.)
        if (range && style(item) == 3 && item[0] > last_tail[0] && item[0] - last_tail[0] <= 26)
          for (char c = static_cast<char>(last_tail[0] + 1); c < item[0]; ++c) {
            groups.back() = std::string(1, c);
            p.targets.emplace_back(code, prefix + number + Join(groups, groups.size()));
          }
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
    // ("subsections 13.52.050D4 and D7 of this chapter": a capital and its
    // item glued to the number, and the next alone.)
    if (groups.empty() && number.size() > 3 && k + 1 < t.size() &&
        ascii::IsUpper(static_cast<unsigned char>(t[k])) && ascii::IsDigit(static_cast<unsigned char>(t[k + 1]))) {
      size_t c = number.size();
      while (c > 0 && ascii::IsDigit(static_cast<unsigned char>(number[c - 1]))) --c;
      size_t e2 = k + 1;
      while (e2 < t.size() && e2 - k <= 3 && ascii::IsDigit(static_cast<unsigned char>(t[e2]))) ++e2;
      if (c < number.size() && c >= 2 && number[c - 1] == t[k] &&
          ascii::IsDigit(static_cast<unsigned char>(number[c - 2])) && e2 - k <= 3 &&
          (e2 == t.size() || !ascii::IsAlnum(static_cast<unsigned char>(t[e2])))) {
        number = number.substr(0, c) + std::string(t.substr(k + 1, e2 - k - 1));
        p.targets.emplace_back(code, prefix + number);
        end = e2;
        continue;
      }
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
      // ("Section 16.12.040(A)(1) through (A)(6)": the levels above
      // written again before the range's end.)
      if (range && g2.size() > 1 && at + g2.size() == groups.size() &&
          std::equal(g2.begin(), g2.end() - 1, groups.begin() + static_cast<std::ptrdiff_t>(at))) {
        at = groups.size() - 1;
        g2.erase(g2.begin(), g2.end() - 1);
      }
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

namespace {

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

}  // namespace

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
      } else if (held.back() != ')' && holds("." + group)) {
        // ("(A)(2)(a)1a" where the tree holds "1.a", a dotted level under
        // a numbered one, as the code cites it "1.a.")
        held += "." + group;
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

}  // namespace lexgraph::cite
