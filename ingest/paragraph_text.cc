// Reader for a code's text as paragraphs (format paragraph-text).
//
// Where the numbering was lost, each paragraph (lines up to a blank line) is
// a provision keyed in reading order under the manifest's chapter,
// "greendale:ch.17/p12"; a short capitalized sentence opening a paragraph
// ("Areas to be regulated.") is its heading.
//
// Where the text keeps its section headings, as the code publishers print
// them ("§ 15.3.005 GENERAL PROVISIONS.", "Sec. 22-5. Definitions.",
// "§ 338-32 Building setbacks.", "Sec. 18-19. - Purpose and intent.",
// "16.10.010 Regulation of moorings and piers.", "8-14-3: SHORELAND-WETLAND
// ZONING DISTRICT:"), each heading opens the section under its own number
// ("medford:15.3.005"), and the lines that open with a label ("(A)   Areas
// to be regulated. …", "(1)", "a.") open its subsections, nested by style
// and position as in ordinance-history-text ("medford:15.3.005(B)(1)").
// A history note on a line of its own ("(Prior Code, § 22.01)", "(Ord.
// 2008-3, passed 6-2-2008)") is the section's note; a chapter or article
// heading line ends the section.
//
// A table of contents (the headings listed before the sections repeat
// them) is text, as are the rows of a table of statutes adopted by
// reference ("9.03.010 Abandoning, discarding refrigeration equipment.",
// after "The following statutes are adopted by reference …"), which look
// like section headings but head nothing.
#include <re2/re2.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "ingest/ordinance_labels.h"
#include "ingest/reader.h"
#include "ingest/text_util.h"
#include "ingest/tree_builder.h"

namespace lexgraph {

namespace {

// The section number of a heading line, or empty; *label is what the line
// prints before the heading ("§ 152.01", "Sec. 18-19.", "16.10.010").
std::string SectionHeading(std::string_view line, std::string* label, std::string* heading) {
  // A number with at least one inner "." or "-" (or ":", Louisiana's
  // parishes' "§ 2:52."): not "Section 1." of an amending ordinance.
  static const RE2 kSigned(
      R"((?:§|Sec\.|SEC\.|Section|SECTION)\s*(\d+[A-Za-z]?(?:[.:-]\d+[A-Za-z]?)+)\.?(?:(?:\s*[-–—]\s*|\s+)(.*))?)",
      RE2::Quiet);
  // A bare number opens a heading only with a short capitalized title
  // after it, ended as a heading is ("16.10.010 Definitions."; a dash
  // between in Municode's downloads, "7-4-2-110 - Sanitary conditions and
  // procedures."; a county's land development code's "26-6.05.01 -
  // Drainage."), not a row of a table of statutes ("8.341.04 Use of
  // registered farm trucks").
  static const RE2 kBare(
      R"((\d+(?:\.\d+){1,3}|\d+-\d+(?:-\d+){0,3}[A-Z]?|\d+-\d+(?:\.\d+){1,3})[.:]?(?:\s+[-\x{2013}\x{2014}])?\s+([A-Z][^.;:]{0,100}[.:]))",
      RE2::Quiet);
  // Municode's dash with no stop after the title, where the number has
  // three parts ("3.04.03 - Exemptions", a city's unified development
  // ordinance): the dash and the number's shape tell it from a sentence.
  static const RE2 kBareDashed(
      R"((\d+\.\d+\.\d+(?:\.\d+)?|\d+-\d+-\d+(?:-\d+)?)\s+[-\x{2013}\x{2014}]\s+([A-Z][^.;:]{0,100}?)\s*)",
      RE2::Quiet);
  // The Iowa League of Cities' codes: a bare number, the title in
  // capitals, then the text on the same line ("165.01 PURPOSE. The
  // purpose of …", "3-9-2 REQUIRED OBEDIENCE TO STATE LAW. The …"; a
  // chapter inserted later has a letter, "75A.02 DEFINITIONS."; a
  // section inserted later a point, "18-6.1: UNLAWFUL POSSESSION ...:";
  // a chapter's article a letter, "13-5K-1: PURPOSE:"; a title inserted
  // later a letter, and an article a number, "5A-5-9-5: PERMITTED
  // PERCENTAGE OF REAR YARD OCCUPIED BY ACCESSORY STRUCTURES:"; a
  // chapter inserted with a letter in a title.chapter.part.section code,
  // "18.78C.120.030: LOTS, BUILDINGS, YARDS, AND OPEN SPACES:").
  // Capitals tell a title from a table's row. (A semicolon too: "1177.13
  // REGIONAL FLOOD PLAIN DISTRICT; USES AND REQUIREMENTS."; and American
  // Legal's colons, "13-2-2: FLOODPLAIN ADMINISTRATOR; DUTIES AND
  // RESPONSIBILITIES:"; the state's sections it adopts, "182.96 ELECTION
  // TO BE SUBJECT TO ORC 718.80 to 718.95."; a comma for the stop at the
  // line's end, "1060.03 COMMERCIAL HAULERS; FRANCHISES AND SPECIAL
  // PERMITS,"; an abbreviation's points and a section sign, "882.27
  // ELECTION TO BE SUBJECT TO R.C. §§ 718.80 TO 718.95.", "11-6-2: CLARK
  // BRIDGE/U.S. 67 OVERLAY DISTRICT (CB):".)
  static const RE2 kBareCapitals(
      R"((\d+[A-Z]?\.\d+[A-Z]?(?:\.\d+){0,2}|\d+[A-Z]?-\d+(?:[A-Z]?-\d+){0,2}(?:\.\d+)?[A-Z]?):?\s+([A-Z](?:[A-Z0-9,;'’&/() -]|\d\.\d| to |[A-Z]\.(?:[A-Z]|\s)|\x{00A7}){1,100}(?:[.:](?:\s+.*)?|,)))",
      RE2::Quiet);
  std::string number, rest;
  if (!line.starts_with("\xC2\xA7") && !line.starts_with("Sec") &&
      !line.starts_with("SEC") &&
      !(line.size() > 1 && std::isdigit(static_cast<unsigned char>(line[0]))))
    return "";
  // A reserved range's line, Municode's "Secs. 16.5-2–16.5-15. Reserved":
  // a section (under its first number) that holds no text, not a
  // citation of the range.
  if (RE2::FullMatch(line, ReservedSectionLine(), label, &number, heading)) return number;
  bool signed_number = RE2::FullMatch(line, kSigned, &number, &rest);
  if (signed_number || RE2::FullMatch(line, kBare, &number, &rest) ||
      RE2::FullMatch(line, kBareCapitals, &number, &rest) ||
      RE2::FullMatch(line, kBareDashed, &number, &rest)) {
    // (A note in parentheses before the title after "Sec.": "Sec. 16-3-2.
    // (Formerly 16-7-23 …)- Connection with system, when required.")
    // (Or the title in brackets, an editor's: "§ 19-506 [Regulations and
    // enforcement.]".)
    bool note_first = signed_number && rest.size() > 1 && (rest[0] == '(' || rest[0] == '[') &&
                      std::isupper(static_cast<unsigned char>(rest[1]));
    // "§ 59.69 of the statutes applies." is a sentence, not a heading.
    if (!rest.empty() && ((!std::isupper(static_cast<unsigned char>(rest[0])) && !note_first) ||
                          rest.starts_with("Wis") || rest.starts_with("Stat.") ||
                          rest.starts_with("Stats")))
      return "";
    // (Every pattern's title runs to the end of the line.)
    std::string_view before = line.substr(0, line.size() - rest.size());
    for (bool trimmed = true; trimmed;) {
      trimmed = false;
      for (std::string_view end : {" ", "\t", "-", "\xE2\x80\x93", "\xE2\x80\x94"}) {
        if (!before.ends_with(end)) continue;
        before.remove_suffix(end.size());
        trimmed = true;
      }
    }
    *label = std::string(before);
    *heading = std::string(Trim(rest));
    return number;
  }
  return "";
}

// Whether the text after a line's label goes on with a sentence, not an
// item's: a small word that follows a reference ("of the Traffic Code",
// "of this section", "hereof", "and (b)").
bool GoesOnAfterLabel(std::string_view rest) {
  size_t k = 0;
  while (k < rest.size() && (rest[k] == ' ' || rest[k] == '\t')) ++k;
  std::string_view w = rest.substr(k);
  for (std::string_view word : {"of ", "hereof", "above", "below", "and (", "or ("})
    if (w.starts_with(word)) return true;
  return false;
}

// Whether a line's sentence runs on to the next line: it ends with a
// comma or a word that joins ("and", "or", "to", "of", "the", "in",
// "under", "by", "with", "per", "see"; in capitals too), a reference's
// word its number follows ("Section" over "1185.02. Major changes …"),
// or a federal code's title and name ("40 C.F.R." over "§ 403.12.").
bool RunsOn(std::string_view line) {
  if (line.ends_with(",")) return true;
  // (Or a federal code's name, its number on the next line: "under 40
  // C.F.R." over "§ 403.12.")
  for (std::string_view body : {" C.F.R.", " CFR", " U.S.C.", " USC", " U.S.C.A."})
    if (line.ends_with(body) && line.size() > body.size() &&
        std::isdigit(static_cast<unsigned char>(line[line.size() - body.size() - 1])))
      return true;
  // (Or a state's: "the same meaning as in R.C." over "§ 2935.01.")
  for (std::string_view body : {" R.C.", " O.R.C.", " ORC", " KRS", " G.S.", " O.C.G.A.", " RSMo", " Stats."})
    if (line.ends_with(body)) return true;
  size_t w = line.size();
  while (w > 0 && std::isalpha(static_cast<unsigned char>(line[w - 1]))) --w;
  if (w == line.size() || (w > 0 && line[w - 1] != ' ')) return false;
  std::string word(line.substr(w));
  for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (std::string_view j : {"and", "or", "to", "of", "the", "in", "under", "by", "with", "per", "see"})
    if (word == j) return true;
  // (Not a reference already whole, "Download and Print this Chapter".)
  std::string_view rest = line.substr(0, w);
  while (!rest.empty() && rest.back() == ' ') rest.remove_suffix(1);
  if (rest.ends_with(" this") || rest.ends_with(" This") || rest == "this" || rest == "This") return false;
  for (std::string_view j : {"section", "sections", "chapter", "chapters", "subsection", "subsections"})
    if (word == j) return true;
  return false;
}

// A title, chapter or article heading line ("CHAPTER 152: EROSION
// CONTROL", "Chapter 16.10", "ARTICLE II. DEFINITIONS", "TITLE 11 —
// CHAPTER 62"; American Legal's marks around it, "***** CHAPTER 7").
// A title after the number may be in capitals or in title case, set off
// by a dash ("Chapter 50 – Nuisance Abatement Procedure", "Chapter
// 92—Water Rates", "Chapter 9-Beer and Liquor Licenses", "- Chapter 170
// -").
bool ContainerHeading(std::string_view line) {
  static const RE2 kContainer(
      R"((?:\*+\s*)?(?:-\s*)?(?:CHAPTER|Chapter|ARTICLE|Article|SUBCHAPTER|Subchapter|TITLE|Title)\s+[0-9IVXL][0-9A-Z.]*(?:-[0-9][0-9A-Z.]*)*(?:\s*[:.–—-]?\s*(.*))?)",
      RE2::Quiet);
  std::string title;
  if (line.size() >= 120 || !RE2::FullMatch(line, kContainer, &title)) return false;
  // Not a line of text that opens with a citation ("Chapter 30, Wis.
  // Stats., …", "Chapter 236 Wis. Stats.", a county's table of statutes'
  // "Chapter 36.13 RCW").
  if (!title.empty() && (!std::isupper(static_cast<unsigned char>(title[0])) ||
                         title.find_first_of(",;") != std::string::npos ||
                         title.find("Wis") != std::string::npos ||
                         title.find("Stat") != std::string::npos))
    return false;
  for (std::string_view body : {"RCW", "WAC", "IAC", "U.S.C", "USC", "CFR", "C.F.R"})
    if (title.starts_with(body) && (title.size() == body.size() ||
                                    !std::isalpha(static_cast<unsigned char>(title[body.size()]))))
      return false;
  // Every word of the title capitalized, but for the small ones.
  static constexpr std::string_view kSmall[] = {"of", "and", "the", "for", "in", "to",
                                                "on", "a", "an", "or", "by"};
  std::string_view rest = title;
  while (!rest.empty()) {
    size_t sp = rest.find(' ');
    std::string_view word = rest.substr(0, sp);
    rest = sp == std::string_view::npos ? std::string_view() : rest.substr(sp + 1);
    if (word.empty() || !std::islower(static_cast<unsigned char>(word[0]))) continue;
    if (std::find(std::begin(kSmall), std::end(kSmall), word) == std::end(kSmall)) return false;
  }
  return true;
}

// A history note on a line of its own.
bool HistoryNoteLine(std::string_view line) {
  if (line.size() < 6 || line.front() != '(' || line.back() != ')') return false;
  std::string_view in = line.substr(1);
  // The Iowa League of Cities' codes: "(Section 62.01 – Ord. 20-2023 –
  // Dec. 23 Supp.)", "(Ch. 165 - Ord. 403 - Sep. 01 Supp.)".
  if (line.ends_with("Supp.)") && in.find("Ord") != std::string_view::npos) return true;
  return in.starts_with("Prior Code") || in.starts_with("Ord.") ||
         in.starts_with("Ord ") || in.starts_with("Am. Ord") ||
         (in.starts_with("Code ") && !in.starts_with("Code of ")) ||
         in.starts_with("Cr. ") ||
         in.starts_with("Am. ") || in.starts_with("Rep. ") ||
         (in.size() > 9 && std::isdigit(static_cast<unsigned char>(in[0])) &&
          (in.substr(4).starts_with(" code") || in.substr(4).starts_with(" Code")));
}

// The label opening a line ("(A)   Areas …", "1.   Map …", "(b)"): its
// length, or 0.
size_t LineLabel(std::string_view line) {
  size_t n = 0;
  if (!line.empty() && line[0] == '(') {
    size_t close = line.find(')');
    if (close == std::string_view::npos || close < 2 || close > 6) return 0;
    n = close + 1;
  } else {
    while (n < line.size() && n < 4 && std::isalnum(static_cast<unsigned char>(line[n]))) ++n;
    if (n == 0 || n >= line.size() || line[n] != '.') return 0;
    ++n;
  }
  if (n < line.size() && line[n] != ' ' && line[n] != '\t') return 0;
  return n;
}

// A line without its spaces: a table of contents may space its lines
// other than the headings ("15.48.010    Statutory authorization—Findings
// of fact —Purpose" for "15.48.010 Statutory authorization—Findings of
// fact—Purpose").
std::string Unspaced(std::string_view line) {
  std::string out;
  for (char c : line)
    if (c != ' ' && c != '\t') out += c;
  return out;
}

class ParagraphReader {
 public:
  ParagraphReader(const SourceText& src, int32_t doc, Corpus* corpus,
                  Reporter* reporter)
      : src_(src), b_(corpus, doc, reporter), reporter_(reporter),
        spec_(corpus->documents[doc].spec) {
    chapter_ = "ch." + (spec_.options.count("chapter") ? spec_.options.at("chapter")
                                                        : std::string("0"));
  }

  void Run() {
    const auto& lines = src_.lines();
    ReadHeadings();
    FindContents();
    FindAmendingLists();
    for (size_t i = 0; i < lines.size(); ++i) {
      int ln = static_cast<int>(i + 1);
      std::string_view line = Trim(lines[i]);
      // A web copy's bullet before a label ("  • (a)"): no word of the
      // code, and the label opens its provision as it does without.
      if (line.starts_with("\xE2\x80\xA2")) {
        std::string_view rest = Trim(line.substr(3));
        if (!rest.empty() && LineLabel(rest) > 0) line = rest;
      }
      if (line.empty()) {
        if (section_ != kNoProvision) {
          b_.BreakParagraph(current_);
          new_paragraph_ = true;
        }
        paragraph_ = kNoProvision;
        continue;
      }
      bool row_title = table_ && i > 0 && SignRow(Trim(lines[i - 1])) && line.size() <= 120 &&
                       std::isupper(static_cast<unsigned char>(line[0]));
      if (contents_[i] || (table_ && (TableRow(i) || GroupLine(line) || row_title))) {
        AsLine(line, ln);
        continue;
      }
      const LineHeading& head = headings_[i];
      if (head.continued) continue;  // (in the heading above)
      // (A heading never stands as an item's text: "(1)\n§ 97.627\nCausing
      // fires by tobacco smoking" is a row of a table of statutes under
      // its item's label.)
      std::string_view above = i > 0 ? Trim(lines[i - 1]) : std::string_view();
      // (Not a word that ends a sentence run over from the line before it,
      // "… a violation of this" over "Part.", which no label is.)
      bool after_label = !above.empty() && LineLabel(above) == above.size() &&
                         ParseOrdinanceLabel(above, {}).has_value();
      if (!head.number.empty() && !after_label) {
        table_ = false;
        // "Sec. 1-1 General Provisions. (1) Authority. This Ordinance …":
        // a heading, then the section's text on the same line.
        std::string_view rest = head.heading;
        size_t h = TitleLength(rest);
        OpenSection(head.number, head.label, std::string(Trim(rest.substr(0, h))), ln);
        std::string_view text = Trim(rest.substr(h));
        if (!text.empty()) InSection(text, ln);
        continue;
      }
      // (Not a reference that goes on with the sentence of the line above,
      // ended by a joining word: "… the provisions of" over "Chapter 1296.",
      // as American Legal Publishing breaks a line before a link; in a
      // chapter's cross-references before its first section, after "see":
      // "Building Regulations, see" over "Chapter 150".)
      bool see_above = above.ends_with(" see") || above == "see" || above.ends_with(" See");
      // (Nor an item's text under its label alone on the line above, the
      // Iowa League's list of chapters: "1." over "Chapter 22 – Library".)
      if (ContainerHeading(line) && !(section_ != kNoProvision && after_label) &&
          !((section_ != kNoProvision || see_above) && RunsOn(above))) {  // a heading of its own
        section_ = current_ = paragraph_ = kNoProvision;
        table_ = false;
        // "CHAPTER 12" over a page's first paragraph, where the manifest
        // names no chapter: the chapter its paragraphs are keyed under.
        static const RE2 kChapterNumber(R"((?:CHAPTER|Chapter)\s+(\d+[A-Z]?)\b.*)", RE2::Quiet);
        std::string number;
        if (count_ == 0 && !spec_.options.count("chapter") &&
            RE2::FullMatch(line, kChapterNumber, &number)) {
          chapter_ = "ch." + number;
          warned_ = true;  // (the chapter is known)
        }
      } else if (table_ && !GroupLine(line) && !HistoryNoteLine(line) && !RowStart(line)) {
        table_ = false;
      }
      if (AdoptsByReference(line)) table_ = true;
      if (section_ != kNoProvision) {
        InSection(line, ln);
        continue;
      }
      Unnumbered(line, ln);
    }
  }

 private:
  // The length of a section heading's title: up to the text that follows
  // it on the line, if any.
  static size_t TitleLength(std::string_view rest) {
    size_t h = HeadingLength(rest, 12);
    if (h == 0 && rest.size() <= 100) h = rest.size();  // a heading alone
    return h;
  }

  // Reads each line as a section heading once: its number, label and
  // title, and whether the title is alone on the line ("9.05.010
  // Statutory provisions – Adopted by reference – Scope."), with the line
  // unspaced to compare with others.
  void ReadHeadings() {
    const auto& lines = src_.lines();
    headings_.assign(lines.size(), LineHeading{});
    const bool charter = spec_.title.find("Charter") != std::string::npos;
    static const RE2 kWholeSection(
        R"(((?:Section|SECTION|Sec\.|SEC\.)\s*)?(\d{1,4}(?:-[a-z])?)\.(\s+-)?(?:\s+([A-Z].{0,120}))?)", RE2::Quiet);
    // ("7-302 CERTIFICATE OF OCCUPANCY" opening the page: a number and a
    // title in capitals with no stop after it heads a section where it is
    // the document's first line.)
    static const RE2 kFirstCapitals(R"((\d{1,4}(?:[.-]\d{1,4}){1,2}[A-Z]?)\s+([A-Z][A-Z0-9,;'’&/() -]{2,100}[A-Z)]))",
                                    RE2::Quiet);
    bool first_line = true;
    for (size_t i = 0; i < lines.size(); ++i) {
      LineHeading& h = headings_[i];
      std::string_view line = Trim(lines[i]);
      if (h.continued) continue;  // (the heading above ran on to it)
      h.number = SectionHeading(line, &h.label, &h.heading);
      if (first_line && !line.empty() && h.number.empty() &&
          RE2::FullMatch(line, kFirstCapitals, &h.number, &h.heading))
        h.label = h.number;
      if (!line.empty()) first_line = false;
      // ("1123.13  NONCONFORMING SITE CONDITIONS EXISTING AT TIME OF
      // DEVELOPMENT PLAN" over "REVIEW.": a title in capitals that runs
      // on to the next line, ended there; after a semicolon too, "8-4-4:
      // NOTICE TO REMOVE; … LIENS;" over "FORECLOSURES:"; broken at a
      // district's hyphen, "… IN THE B-" over "1, B-2 AND B-O DISTRICTS.")
      bool broken = line.size() > 2 && line.back() == '-' &&
                    std::isupper(static_cast<unsigned char>(line[line.size() - 2]));
      if (h.number.empty() && i + 1 < lines.size() && !line.empty() && std::isdigit(static_cast<unsigned char>(line[0])) &&
          (std::isupper(static_cast<unsigned char>(line.back())) || line.back() == ';' || broken)) {
        std::string_view next = Trim(lines[i + 1]);
        bool capitals = next.size() >= 2 && next.size() <= 60 && (next.back() == '.' || next.back() == ':') &&
                        std::none_of(next.begin(), next.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); });
        if (capitals) {
          std::string joined = std::string(line) + (broken ? "" : " ") + std::string(next);
          std::string label, heading;
          std::string number = SectionHeading(joined, &label, &heading);
          if (!number.empty()) {
            h.number = number;
            h.label = label;
            h.heading = heading;
            headings_[i + 1].continued = true;
          }
        }
      }
      // (Not a line that goes on with the sentence of the line above,
      // one ended by a comma or a joining word: an ordinance's title in
      // capitals, "… NIGHT CLUB, AND" over "SECTION 90-283 SPECIAL
      // EXCEPTION USES, ADDING …".)
      const bool runs_on = i > 0 && RunsOn(Trim(lines[i - 1]));
      if (!h.number.empty() && runs_on) h.number.clear();
      // (A charter numbers its sections whole: "Section 192. City planning
      // commission.", "Section 197-a." in New York City's, where the
      // manifest's title names the charter; so does a zoning ordinance
      // Municode prints with its dash, "Section 2305. - Application
      // requirements.", "710. - HIGH DENSITY RESIDENTIAL". An amending
      // ordinance's "Section 1." heads no section of a code, nor does a
      // list's "1. Professional offices;".)
      // (So does a Pennsylvania borough's code with the sign, its chapter
      // left out, its part the hundreds: "§ 212. THROUGH HIGHWAYS
      // ESTABLISHED.", "§ 603. Curfew; Exceptions."; not an ordinance's
      // "§ 1. Adoption.")
      static const RE2 kSignedWholeSection(R"(§\s?(\d{3,4})\.\s+([A-Z].{0,120}))", RE2::Quiet);
      std::string word, number, dash, title;
      if (h.number.empty() && !runs_on && (RE2::FullMatch(line, kSignedWholeSection, &number, &title) ||
                               (RE2::FullMatch(line, kWholeSection, &word, &number, &dash, &title) &&
                                (!dash.empty() || (charter && !word.empty()))))) {
        h.number = number;
        // (Its label up to the number: "Sec. 811", not "Sec".)
        h.label = std::string(line.substr(0, line.find(number) + number.size()));
        h.heading = std::string(Trim(title));
      }
      h.alone = !h.number.empty() && TitleLength(h.heading) == h.heading.size();
      if (h.alone) h.unspaced = Unspaced(line);
    }
    // (The charter's number alone on a line over its heading, "Section
    // 192." then "Section 192. City planning commission.": one section.)
    if (charter)
      for (size_t i = 0; i < lines.size(); ++i) {
        if (headings_[i].number.empty() || !headings_[i].heading.empty()) continue;
        size_t k = i + 1;
        while (k < lines.size() && Trim(lines[k]).empty()) ++k;
        if (k < lines.size() && headings_[k].number == headings_[i].number) headings_[i] = LineHeading{};
      }
    // A code that ends no title with a period ("170.05 User Guide" over
    // its text): a bare number and a capitalized title alone on a line
    // heads a section where the same line stands twice, in the table of
    // contents and over the section (a table of statutes' row stands
    // once, and is no section of the page's chapter).
    static const RE2 kUnended(
        R"((\d+(?:\.\d+){1,3}|\d+-\d+(?:-\d+){0,3}[A-Z]?)\s+([A-Z][^.;:]{0,100}[^.;:\s]))", RE2::Quiet);
    std::map<std::string, std::vector<size_t>> unended;
    for (size_t i = 0; i < lines.size(); ++i) {
      std::string_view line = Trim(lines[i]);
      if (!headings_[i].number.empty() || line.empty() || !std::isdigit(static_cast<unsigned char>(line[0])))
        continue;
      if (RE2::FullMatch(line, kUnended)) unended[Unspaced(line)].push_back(i);
    }
    // (Or once, where its number is in a chapter the page names on a line
    // of its own, "Chapter 111: Solicitations; Handbills" over "111.01
    // Peddlers and Solicitors Regulated", or the manifest's chapter, and
    // no numbered line stands next to it, as in a table of contents.)
    static const RE2 kChapterLine(R"((?:CHAPTER|Chapter)\s+(\d+[A-Z]?)(?:[:.\s].*)?)", RE2::Quiet);
    std::set<std::string> chapters;
    if (spec_.options.count("chapter")) chapters.insert(spec_.options.at("chapter"));
    for (const auto& l : lines)
      if (std::string n; Trim(l).size() < 120 && RE2::FullMatch(Trim(l), kChapterLine, &n))
        chapters.insert(n);
    auto numbered = [](std::string_view l) {
      return !l.empty() && std::isdigit(static_cast<unsigned char>(l[0]));
    };
    auto apart = [&](size_t i) {  // no numbered line next to it, above or below
      size_t k = i;
      while (k > 0 && Trim(lines[k - 1]).empty()) --k;
      if (k > 0 && numbered(Trim(lines[k - 1]))) return false;
      for (k = i + 1; k < lines.size(); ++k)
        if (std::string_view next = Trim(lines[k]); !next.empty()) return !numbered(next);
      return false;
    };
    // (Or in the chapter of the section the page opens with, a code
    // numbered title.chapter.section, the section in three figures:
    // "13.24.080 Confidential Information" on the first line puts
    // "13.24.090 Publication Of Users In Significant Noncompliance" in
    // chapter 13.24 too. Not a zoning ordinance's "12.1.9 Compliance",
    // article 12's section 1's ninth part.)
    auto chapter_of = [](std::string_view number) {
      size_t last = number.find_last_of(".-");
      return std::string(number.substr(0, last == std::string_view::npos ? 0 : last));
    };
    std::string opening_chapter;
    for (const auto& l : lines) {
      std::string_view line = Trim(l);
      if (line.empty()) continue;
      std::string number, title;
      static const RE2 kTitleChapterSection(R"(\d+\.\d+\.\d{3})", RE2::Quiet);
      if (RE2::FullMatch(line, kUnended, &number, &title) && RE2::FullMatch(number, kTitleChapterSection))
        opening_chapter = chapter_of(number);
      break;
    }
    auto in_named_chapter = [&](std::string_view line) {
      size_t sep = line.find_first_of(".-");
      size_t digits = sep == std::string_view::npos ? 0 : sep + 1;
      while (digits < line.size() && std::isdigit(static_cast<unsigned char>(line[digits]))) ++digits;
      if (!opening_chapter.empty()) {
        std::string_view number = line.substr(0, line.find(' '));
        if (chapter_of(number) == opening_chapter) return true;
      }
      return sep != std::string_view::npos && digits - sep - 1 >= 2 &&
             chapters.count(std::string(line.substr(0, sep))) > 0;
    };
    for (auto& [unspaced, at] : unended) {
      if (at.size() < 2 && !(in_named_chapter(Trim(lines[at[0]])) && apart(at[0]))) continue;
      for (size_t i : at) {
        LineHeading& h = headings_[i];
        std::string_view line = Trim(lines[i]);
        std::string number, title;
        RE2::FullMatch(line, kUnended, &number, &title);
        h.number = number;
        h.label = number;
        h.heading = title;
        h.alone = true;
        h.unspaced = unspaced;
      }
    }
    // (Or alone on its line, its title in capitals on the next line that
    // holds words, a page's copy of American Legal's layout: "14-41-125"
    // over "BASELINE MONITORING REPORTS". A number in three parts, or
    // parted by a dash and a point; the title stays the section's text.)
    static const RE2 kAlone(R"((\d{1,3}-\d{1,3}-\d{1,4}(?:\.\d{1,3})?|\d{1,3}-\d{1,3}\.\d{1,3}))", RE2::Quiet);
    static const RE2 kCapitalsTitle(R"([A-Z][A-Z ,;&'/()-]{3,100})", RE2::Quiet);
    for (size_t i = 0; i < lines.size(); ++i) {
      std::string_view line = Trim(lines[i]);
      if (!headings_[i].number.empty() || line.empty() || !std::isdigit(static_cast<unsigned char>(line[0])) ||
          !RE2::FullMatch(line, kAlone))
        continue;
      size_t k = i + 1;
      while (k < lines.size() && Trim(lines[k]).empty()) ++k;
      if (k >= lines.size() || k - i > 3 || !RE2::FullMatch(Trim(lines[k]), kCapitalsTitle)) continue;
      LineHeading& h = headings_[i];
      h.number = std::string(line);
      h.label = h.number;
      h.alone = true;
      h.unspaced = Unspaced(line);
    }
  }

  // Marks the lines of an amending ordinance's lists of the sections it
  // changes, under what it does to them, as text that cites them, not
  // sections: "By Amending:\nSec. 17-102 Purposes\nSec. 17-104
  // Definitions", "By Amending, Renumbering and Renaming:\nOld New\nSec.
  // 30.3.02.2 Sec. 30.3.7 Determinations\nAdministration; interpretation
  // of Flood Insurance Rate Map\nSec. 30.3.08 …" (a title's wrapped line
  // between). The list ends at a line of other text.
  void FindAmendingLists() {
    const auto& lines = src_.lines();
    for (size_t i = 0; i < lines.size(); ++i) {
      if (!AmendingListTitle(Trim(lines[i]))) {
        // (Maryland's form, no colon, the title wrapped over a line or
        // two: "BY repealing and re-enacting the following portions of the
        // Code of the\nCity of Annapolis (2015 Edition)\nSection 2.08.030".)
        if (!FollowingPortionsTitle(Trim(lines[i]))) continue;
        size_t k = i + 1;
        auto item = [&](size_t at) { return !headings_[at].number.empty() || ListedContainer(Trim(lines[at])); };
        while (k < lines.size() && k - i <= 2 && !item(k) && Trim(lines[k]).size() <= 80) ++k;
        if (k >= lines.size() || !item(k)) continue;
        i = k - 1;
      }
      // (A title's wrapped line: short, no sentence, no heading. A list's
      // own lines: its next title, the "Old New" over renumberings.)
      auto wrapped = [&](std::string_view line) {
        return line.size() <= 80 && line.back() != '.' && line.back() != ':' && !ContainerHeading(line);
      };
      auto furniture = [](std::string_view line) {
        return AmendingListTitle(line) || FollowingPortionsTitle(line) || line == "Old New";
      };
      size_t j = i + 1;
      for (; j < lines.size(); ++j) {
        std::string_view line = Trim(lines[j]);
        if (line.empty() || furniture(line)) continue;
        if (!headings_[j].number.empty()) {
          // (Not a section's heading over its text: the list ends.)
          size_t n = j + 1;
          while (n < lines.size() && Trim(lines[n]).empty()) ++n;
          std::string_view next = n < lines.size() ? Trim(lines[n]) : std::string_view();
          if (!next.empty() && headings_[n].number.empty() && !furniture(next) && !ContainerHeading(next) &&
              !wrapped(next) && !EnactingLine(next))
            break;
          contents_[j] = true;
          continue;
        }
        // ("BY repealing in its entirety the following portion of the
        // Code …" then "Chapter 2.25": a chapter the list names.)
        if (ListedContainer(line)) {
          contents_[j] = true;
          continue;
        }
        if (j == i + 1 || !wrapped(line)) break;
      }
      i = j > i ? j - 1 : i;
    }
  }

  // Marks the lines of tables of contents: a run of headings with no text
  // after their titles, under the title "Sections:" or at least two, one
  // of which heads a section later
  // ("Sections:\n9.05.010 Statutory provisions – Adopted by reference –
  // Scope.\n9.05.030 …", then "9.05.010 Statutory provisions – …" again
  // with its text). They are text, not sections.
  void FindContents() {
    const auto& lines = src_.lines();
    contents_.assign(lines.size(), false);
    std::map<std::string_view, size_t> last;  // a heading line's last place
    for (size_t i = 0; i < lines.size(); ++i)
      if (headings_[i].alone) last[headings_[i].unspaced] = i;
    size_t i = 0;
    while (i < lines.size()) {
      if (!headings_[i].alone) {
        ++i;
        continue;
      }
      std::vector<size_t> run;
      std::set<std::string_view> seen;
      size_t j = i;
      for (; j < lines.size(); ++j) {
        std::string_view line = Trim(lines[j]);
        if (line.empty() || ContainerHeading(line)) continue;
        if (!headings_[j].alone || !seen.insert(headings_[j].unspaced).second) break;
        run.push_back(j);
      }
      bool repeated = false;
      for (size_t k : run) repeated = repeated || last[headings_[k].unspaced] > run.back();
      // Under its own title ("Sections:"), a table of contents may list
      // one section and stand alone: an amendment's new table ("The table
      // of contents for Chapter 13.56 TCC is hereby amended to read as
      // follows:\nSections:\n13.56.400 Violations and penalties.").
      size_t before = i;
      while (before > 0 && Trim(lines[before - 1]).empty()) --before;
      bool titled = before > 0 && (Trim(lines[before - 1]) == "Sections:" ||
                                   Trim(lines[before - 1]) == "SECTIONS:");
      if (!run.empty() && ((run.size() >= 2 && repeated) || titled)) {
        for (size_t k : run) {
          contents_[k] = true;
          contents_lines_.insert(headings_[k].unspaced);
        }
      }
      i = std::max(j, i + 1);
    }
  }

  // "By Amending:", "By Adding:", "By Amending, Renaming and Separating
  // Into Multiple Sections:": the title of an amending ordinance's list.
  static bool AmendingListTitle(std::string_view line) {
    static const RE2 kTitle(
        R"((?:By|BY)\s+(?:Amending|Adding|Repealing|Renumbering|Renaming|Deleting|Reordaining|Amending and Reordaining|AMENDING|ADDING|REPEALING)\b[^:.;]{0,80}:)",
        RE2::Quiet);
    return line.size() < 100 && RE2::FullMatch(line, kTitle);
  }

  // A chapter or an article an amending list names, alone on its line
  // ("Chapter 2.25"), not a heading over text.
  static bool ListedContainer(std::string_view line) {
    return line.size() <= 24 && (line.starts_with("Chapter ") || line.starts_with("Article ")) &&
           ContainerHeading(line);
  }

  // An ordinance's enacting words after its lists: "SECTION I: BE IT
  // ESTABLISHED AND ORDAINED …", "BE IT FURTHER ORDAINED", "WHEREAS".
  static bool EnactingLine(std::string_view line) {
    static const RE2 kEnacting(R"((?:(?:SECTION|Section)\s+[IVXL0-9]+[.:]|BE\s+IT\b|Be\s+it\b|WHEREAS\b|NOW,?\s+THEREFORE\b).*)",
                               RE2::Quiet);
    return RE2::FullMatch(line, kEnacting);
  }

  // "BY repealing and re-enacting with amendments the following portions
  // of the Code", "BY adding the following section": Maryland's title of
  // an ordinance's list, which ends in no colon.
  static bool FollowingPortionsTitle(std::string_view line) {
    static const RE2 kTitle(
        R"((?:By|BY)\s+(?:repealing|adding|amending|renumbering|re-enacting)\b[^:.;]{0,80}\bthe\s+following\s+(?:portions?|sections?|chapters?)\b[^:.;]{0,80})",
        RE2::Quiet);
    // (Cheap first: every line of the document comes here.)
    return line.size() < 200 && (line.starts_with("BY ") || line.starts_with("By ")) &&
           RE2::FullMatch(line, kTitle);
  }

  // A line of a table that is not a row: a group's title ("Abandoned
  // Refrigerator Equipment", "Fire, Crimes Relating To") or the code the
  // rows below it belong to ("RCW", "WAC").
  static bool GroupLine(std::string_view line) {
    return line.size() <= 80 && std::isupper(static_cast<unsigned char>(line[0])) &&
           line.back() != '.' && line.back() != ';' && line.back() != ':' &&
           LineLabel(line) == 0;
  }

  // A line that opens as a table's row does: a number (with its levels:
  // "46.12.101(2) and (5) Transfer of ownership"), then a capital
  // ("9.03.030 Violation of RCW 9.03.010 or 9.03.020."), maybe quoted
  // ("66.04.011 “Public place” not to include certain parks").
  static bool RowStart(std::string_view line) {
    static const RE2 kRow(
        R"((?:\d+[A-Z]?(?:\.\d+[A-Z]?){1,3}|\d+-\d+(?:-\d+)?[A-Z]?)(?:\(\w{1,4}\))*(?:(?:,\s*|\s+and\s+|\s+or\s+)\(\w{1,4}\))*\s+(?:“|")?[A-Z])",
        RE2::Quiet);
    std::string_view head = line.substr(0, 40);
    return std::isdigit(static_cast<unsigned char>(line[0])) &&
           kRow.Match(head, 0, head.size(), RE2::ANCHOR_START, nullptr, 0);
  }

  // "§ 350.01" alone on its line, its title on the next ("Definitions",
  // "Head Lamps, Tail Lamps and Brakes, Etc."): a row of an eCode360 table
  // of adopted statutes.
  // ("§ 106.52(3)(am)1": a subdivision's number after its levels.)
  static bool SignRow(std::string_view line) {
    static const RE2 kSignRow(
        R"(\x{00A7}\s*\d+[A-Z]?(?:\.\d+[A-Za-z]?){1,2}(?:\(\w{1,4}\))*(?:(?:\d{1,2}|[a-z])\.?)?)", RE2::Quiet);
    return line.starts_with("\xC2\xA7") && RE2::FullMatch(line, kSignRow);
  }

  // A sentence that adopts what the lines after it list ("The following
  // statutes are adopted by reference …", "The county adopts the
  // following sections by reference …").
  static bool AdoptsByReference(std::string_view line) {
    return (line.find("dopt") != std::string_view::npos ||
            line.find("ncorporate") != std::string_view::npos) &&
           (line.find("by reference") != std::string_view::npos ||
            line.find("following") != std::string_view::npos);
  }

  // Whether heading line i, after an adoption sentence, is a row of the
  // table of what it adopts ("9.03.010 Abandoning, discarding refrigeration
  // equipment."), not the next section's heading: a row has no text after
  // its title, is not in the table of contents, and (without one) is
  // followed by another row, a group's title, a note or the end, where a
  // heading is followed by its text.
  bool TableRow(size_t i) const {
    const auto& lines = src_.lines();
    std::string_view line = Trim(lines[i]);
    if (SignRow(line)) return true;
    if (!RowStart(line) || !Caption(i)) return false;
    if (!contents_lines_.empty()) return !contents_lines_.count(Unspaced(line));
    for (size_t j = i + 1; j < lines.size(); ++j) {
      std::string_view next = Trim(lines[j]);
      if (next.empty() || GroupLine(next)) continue;
      if (HistoryNoteLine(next) || ContainerHeading(next)) return true;
      return RowStart(next);
    }
    return true;
  }

  // Whether a line opening with a number is a caption alone, as a row's
  // is ("9.04.070 False, misleading, deceptive advertising – Penalty –
  // Other remedies and penalties not applicable."), not a title and its
  // text ("165.01 PURPOSE. The purpose of …").
  bool Caption(size_t i) const {
    if (headings_[i].alone) return true;
    std::string_view line = Trim(src_.lines()[i]);
    if (line.size() > 200) return false;
    for (size_t k = 0; k + 2 < line.size(); ++k)
      if (line[k] == '.' && line[k + 1] == ' ' && std::isupper(static_cast<unsigned char>(line[k + 2])))
        return false;
    return true;
  }

  // A line of a table kept as a line of the open provision's text.
  void AsLine(std::string_view line, int ln) {
    if (section_ == kNoProvision && paragraph_ == kNoProvision) {
      Unnumbered(line, ln);
      return;
    }
    int32_t at = section_ != kNoProvision ? current_ : paragraph_;
    b_.BreakParagraph(at);
    b_.Append(at, line, ln);
    b_.BreakParagraph(at);
  }

  void OpenSection(const std::string& number, const std::string& label,
                   const std::string& heading, int ln) {
    section_ = b_.Open(Key(spec_.code, number), label, ln, kNoProvision);
    if (!heading.empty()) b_.SetHeading(section_, heading);
    current_ = section_;
    stack_.clear();
    paragraphs_.clear();
    new_paragraph_ = true;
    paragraph_ = kNoProvision;
  }

  // Whether a number with a full stop opening line ln is the sentence of
  // the line above going on, not a label: the line above ends in no stop
  // and the number continues no level ("… contained in Chapter" over
  // "1262.", as American Legal Publishing's text breaks a line before a
  // cross-reference's link).
  // (Any label after a level's word that ends the line above: "pursuant
  // to subsection" over "(f) hereof.")
  // (Or after a level's word and its first group, or a section's number,
  // "… identified in division (A)" over "(4) of this section", "section
  // 156.61(A)" over "(4).")
  bool RunInNumber(const OrdinanceLabel& label, int ln) const {
    if (ln < 2) return false;
    std::string_view above = Trim(src_.lines()[static_cast<size_t>(ln) - 2]);
    bool groups = false;
    while (above.ends_with(")")) {
      size_t open = above.rfind('(');
      if (open == std::string_view::npos || above.size() - open > 6) break;
      above = Trim(above.substr(0, open));
      groups = true;
    }
    if (groups && !above.empty() && std::isdigit(static_cast<unsigned char>(above.back()))) {
      size_t w = above.find_last_of(" \t");
      std::string_view before = w == std::string_view::npos ? std::string_view() : Trim(above.substr(0, w));
      size_t v = before.find_last_of(" \t");
      std::string_view word = v == std::string_view::npos ? before : before.substr(v + 1);
      if (word == "section" || word == "Section" || word == "\xC2\xA7" || word == "sections" || word == "Sections")
        return true;
    }
    // (After the sign: "… see §" over "208.")
    if (above.ends_with("\xC2\xA7")) return true;
    if (above.empty() || !std::isalpha(static_cast<unsigned char>(above.back()))) return false;
    size_t w = above.find_last_of(" \t");
    std::string_view word = w == std::string_view::npos ? above : above.substr(w + 1);
    using namespace std::string_view_literals;
    for (std::string_view lead : {"subsection"sv, "subsections"sv, "paragraph"sv, "paragraphs"sv, "subparagraph"sv,
                                  "subparagraphs"sv, "division"sv, "divisions"sv, "subdivision"sv, "subdivisions"sv,
                                  "section"sv, "sections"sv, "Section"sv, "Sections"sv, "chapter"sv, "chapters"sv,
                                  "Chapter"sv, "Chapters"sv, "item"sv, "items"sv, "clause"sv, "clauses"sv})
      if (word == lead) return true;
    // (A number in words, then in figures in parentheses, the line broken
    // between: "within a one" over "(1) year period".)
    static constexpr std::string_view kNumberWords[] = {
        "one"sv, "two"sv, "three"sv, "four"sv, "five"sv, "six"sv, "seven"sv, "eight"sv, "nine"sv, "ten"sv,
        "eleven"sv, "twelve"sv, "thirteen"sv, "fourteen"sv, "fifteen"sv, "sixteen"sv, "seventeen"sv,
        "eighteen"sv, "nineteen"sv, "twenty"sv};
    if (!groups && label.text.size() > 2 && label.text.front() == '(' && label.ordinal >= 1 &&
        label.ordinal <= 20 && std::isdigit(static_cast<unsigned char>(label.text[1]))) {
      std::string lower(word);
      for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (lower == kNumberWords[label.ordinal - 1]) return true;
    }
    if (groups || label.style != OrdinanceStyle::kDotNum || label.ordinal == 1) return false;
    for (const OrdinanceLevel& l : stack_)
      if (l.style == label.style && l.ordinal + 1 == label.ordinal) return false;
    return true;
  }

  void InSection(std::string_view line, int ln) {
    if (HistoryNoteLine(line)) {
      b_.AddNote(section_, std::string(line), ln);
      return;
    }
    // (American Legal's note with the penalty's cross-reference after it
    // on its line, "(Prior Code, Part 9, Chapter VII, Article 65, § 3)
    // Penalty, see § 90.99": the note, then the reference as text.)
    if (size_t close = line.starts_with("(") ? line.find(") ") : std::string_view::npos;
        close != std::string_view::npos && HistoryNoteLine(line.substr(0, close + 1))) {
      std::string_view rest = Trim(line.substr(close + 1));
      if (rest.starts_with("Penalty, see") || rest.starts_with("Penalty see")) {
        b_.AddNote(section_, std::string(line.substr(0, close + 1)), ln);
        b_.Append(current_, rest, ln);
        return;
      }
    }
    // (Not a reference's levels or letter that the line above broke
    // before, the sentence going on: "Section 333.01" over "(a) of the
    // Traffic Code when …", "subsection (f)(1)B., C., or" over "D. of this
    // section.")
    if (size_t n = LineLabel(line); n > 0 && !GoesOnAfterLabel(line.substr(n))) {
      if (auto label = ParseOrdinanceLabel(line.substr(0, n), stack_); label && !RunInNumber(*label, ln)) {
        current_ = OpenOrdinanceLabel(&b_, spec_.code, section_, *label, ln,
                                      paragraphs_, &stack_, reporter_,
                                      LevelsInParentheses(spec_.jurisdiction), dotted_letters_);
        line = Trim(line.substr(n));
        new_paragraph_ = false;
        ++paragraphs_[current_];
        // (American Legal's "(A)   (1)   Every pawnbroker shall …", "(2)
        // (a)   1.   No individual shall …": the level's first item on its
        // line, opened under it, and its first under that.)
        OrdinanceStyle outer = label->style;
        for (size_t m = LineLabel(line); m > 0 && !GoesOnAfterLabel(line.substr(m)); m = LineLabel(line)) {
          auto inner = ParseOrdinanceLabel(line.substr(0, m), stack_);
          if (!inner || inner->ordinal != 1 || inner->style == outer) break;
          current_ = OpenOrdinanceLabel(&b_, spec_.code, section_, *inner, ln, paragraphs_, &stack_, reporter_,
                                        LevelsInParentheses(spec_.jurisdiction), dotted_letters_);
          line = Trim(line.substr(m));
          ++paragraphs_[current_];
          outer = inner->style;
        }
        if (!line.empty()) b_.Append(current_, line, ln);
        return;
      }
    }
    if (new_paragraph_) ++paragraphs_[current_];
    new_paragraph_ = false;
    b_.Append(current_, line, ln);
  }

  // A paragraph of a code whose numbering was lost.
  void Unnumbered(std::string_view line, int ln) {
    if (paragraph_ == kNoProvision) {
      if (!warned_ && !spec_.options.count("chapter")) {
        reporter_->Warn({spec_.file, 0, 0},
                        "paragraph-text document has no 'chapter' in the "
                        "manifest; paragraphs are keyed under ch.0");
        warned_ = true;
      }
      Key key(spec_.code, chapter_ + "/p" + std::to_string(++count_));
      paragraph_ = b_.OpenNested(key, "", ln);
      // "Chapter 1", "CHAPTER 152: EROSION CONTROL": the heading of what
      // follows, not a reference.
      if (ContainerHeading(line)) {
        b_.SetHeading(paragraph_, std::string(line));
        return;
      }
      size_t h = HeadingLength(line, 8);
      // A heading is a short phrase, not a short sentence with a verb, nor
      // an abbreviation opening a row ("Ind. 1 Safety").
      if (h > 0 && line.substr(0, h).find(' ') == std::string_view::npos && h < 6) h = 0;
      // Nor a cross-reference ("See § 18.40.040 Completeness Review.",
      // "RCW 35.27.070 et seq." on a line of a table of statutes).
      // Nor a sentence that cites a section ("State Statute 86.04
      // addresses right of way encroachments."): a number in the
      // statutes' shape is no heading's word, and a heading's citations
      // would not be read.
      auto sectioned = [](std::string_view s) {
        for (size_t k = 1; k + 1 < s.size(); ++k)
          if (s[k] == '.' && std::isdigit(static_cast<unsigned char>(s[k - 1])) &&
              std::isdigit(static_cast<unsigned char>(s[k + 1])))
            return true;
        return false;
      };
      if (h > 0 && (line.starts_with("See ") || line.starts_with("RCW ") ||
                    line.starts_with("WAC ") ||
                    line.substr(0, h).find("\xC2\xA7") != std::string_view::npos ||
                    sectioned(line.substr(0, h))))
        h = 0;
      if (h > 0 && line.substr(0, h).find(" shall") == std::string_view::npos &&
          line.substr(0, h).find(" must") == std::string_view::npos &&
          line.substr(0, h).find(" may ") == std::string_view::npos) {
        b_.SetHeading(paragraph_, std::string(line.substr(0, h)));
        line = Trim(line.substr(h));
        if (line.empty()) return;
      }
    }
    b_.Append(paragraph_, line, ln);
  }

  const SourceText& src_;
  TreeBuilder b_;
  Reporter* reporter_;
  const DocumentSpec& spec_;
  std::string chapter_;
  int count_ = 0;
  bool warned_ = false;
  int32_t paragraph_ = kNoProvision;  // the open unnumbered paragraph
  int32_t section_ = kNoProvision;    // the open numbered section
  int32_t current_ = kNoProvision;    // its deepest open provision
  bool new_paragraph_ = true;
  bool table_ = false;            // after a sentence adopting a table
  // The code cites its sections' letters after a dot, "15.44.210.C".
  const bool dotted_letters_ = CitesDottedLetters(src_.text());
  struct LineHeading {
    std::string number, label, heading;  // SectionHeading's
    bool alone = false;                   // no text after the title
    bool continued = false;               // the heading above's title, run on
    std::string unspaced;                 // the line, when alone
  };
  std::vector<LineHeading> headings_;     // each line's
  std::vector<bool> contents_;    // the lines of tables of contents
  std::set<std::string> contents_lines_;  // Unspaced
  std::vector<OrdinanceLevel> stack_;
  std::map<int32_t, int> paragraphs_;
};

}  // namespace

void ReadParagraphText(const SourceText& src, int32_t doc, Corpus* corpus,
                       Reporter* reporter) {
  ParagraphReader(src, doc, corpus, reporter).Run();
}

}  // namespace lexgraph
