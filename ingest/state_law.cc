#include "ingest/state_law.h"

#include <re2/re2.h>

#include <cctype>

#include "corpus/ascii.h"
#include "ingest/text_util.h"

namespace lexgraph {

namespace {

// One state's bodies of law as its ordinances name them: a tail after the
// number ("of the Code of Iowa", ", C.G.S.") and words before it ("Iowa
// Code", "(Code of Iowa, "). Each pattern's first group is the words.
struct Naming {
  const char* code;
  const RE2* tail;    // anchored at the reference's end
  const RE2* before;  // anchored at the reference's start ("$"), or none
};

struct StateNamings {
  const char* state;
  Naming namings[2];
  int count;
};

const StateNamings* NamingsOf(std::string_view jurisdiction) {
  // "Code of Iowa", "Iowa Code", "2019 Code of Iowa", "Code of Iowa (2019)",
  // "code of Iowa",
  // "(Code of Iowa, 2013 Sec. 321G.1 (18))"
  static const RE2 kIowaTail(
      R"(^(,?\s*(?:of\s+the\s+)?(?:\d{4}\s+)?(?:[Cc]ode\s+of\s+Iowa|Iowa\s+[Cc]ode)\b(?:\s*\(\d{4}\))?))",
      RE2::Quiet);
  // (Or a list's earlier chapters between: "(Code of Iowa, Ch.321G and
  // Ch. 321I)".)
  // (In the League's note in parentheses, its sections too: "(Code of
  // Iowa, Sec. 85.2, 85.61, and Sec. 410.18)".)
  static const RE2 kIowaBefore(
      R"(((?:Code\s+of\s+Iowa|Iowa\s+Code)(?:\s*\(\d{4}\))?(?:,?\s*\d{4})?,?\s*(?:(?:Ch\.|Chapters?)\s*\d[0-9A-Za-z]*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+))*|\(Code\s+of\s+Iowa,\s*(?:(?:Secs?\.|Ch\.)\s*)?(?:\d+[A-Z]?\.\d[0-9A-Za-z.()\[\]]*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:(?:Secs?\.|Ch\.)\s*)?)+)$)",
      RE2::Quiet);
  // "of the General Statutes", "of the Connecticut General Statutes", "of
  // the 1961 Supplement to the Connecticut General Statutes" (or
  // "Statues", a misprint that ordinances carry, or "Statute"), "Conn. Gen. Stat.",
  // "C.G.S.", "CGS" ("G.S. § 7-148" before a number), then a revision's year
  // ("the General Statutes of Connecticut, Section 8-18" before it).
  static const RE2 kCtTail(
      R"(^(,?\s*(?:Title\s+\d+[a-z]?,?\s+)?(?:inclusive,?\s+)?(?:of\s+(?:the\s+)?)?(?:(?:\d{4}\s+)?(?:Cumulative\s+)?Supplement\s+to\s+(?:the\s+)?)?(?:Connecticut\s+(?:General\s+)?Statut?es?\b|General\s+Statut?es?\b(?:\s+of\s+Connecticut\b)?|Conn(?:ecticut|\.)\s*Gen(?:eral|\.)\s*Stat(?:utes\b|s?\.)|C\.\s?G\.\s?S\.|CGS\b)(?:,?\s+(?:[Rr]evision\s+of\s+)?\d{4}\b)?(?:,?\s+as\s+amended\b)?))",
      RE2::Quiet);
  // ("C.G.S., TITLE 14, CHAPTER 249, PART 1, SECTION 14-307": the path
  // down to the section between.)
  static const RE2 kCtBefore(
      R"(((?:Connecticut\s+General\s+Statut?es?|General\s+Statut?es?(?:\s+of\s+Connecticut)?|Conn(?:ecticut|\.)\s*Gen(?:eral|\.)\s*Stat(?:utes|s?\.)|C\.\s?G\.\s?S\.|G\.\s?S\.|CGS)(?:\s+(?:[Rr]evision\s+of\s+)?\d{4})?(?:,?\s*(?:Title|TITLE)\s+\d+[a-z]?)?(?:,?\s*(?:Chapter|CHAPTER)\s+\d+[a-z]?)?(?:,?\s*(?:Part|PART)\s+(?:\d+|[IVX]+))?,?\s*)$)",
      RE2::Quiet);
  static const RE2 kRcsaTail(
      R"(^(,?\s*(?:of\s+the\s+)?(?:Regulations\s+of\s+Connecticut\s+State\s+Agencies\b|R\.\s?C\.\s?S\.\s?A\.|RCSA\b)))",
      RE2::Quiet);
  // ("Connecticut Administrative Regulation section 19-508-17",
  // "Connecticut Regulations of State Agencies, § 22a-241b-1")
  static const RE2 kRcsaBefore(
      R"(((?:Regulations\s+of\s+Connecticut\s+State\s+Agencies|Connecticut\s+Regulations\s+of\s+State\s+Agencies|Connecticut\s+Administrative\s+Regulations?|R\.\s?C\.\s?S\.\s?A\.|RCSA),?\s*)$)",
      RE2::Quiet);
  // "Chapter 69.50 of the Revised Code of Washington" ("RCW 69.50.101"
  // and "chapter 69.50 RCW" are read as lead-ins and tails).
  static const RE2 kWaTail(
      R"(^(,?\s*(?:of\s+the\s+)?Revised\s+Code\s+[Oo]f\s+Washington\b(?:\s*\(RCW\))?))", RE2::Quiet);
  // ("RCW Sec. 36.70B.140": the abbreviation before the section's word.)
  static const RE2 kWaBefore(
      R"(((?:Revised\s+Code\s+[Oo]f\s+Washington(?:\s*\(RCW\))?|\bRCW)\s*,?\s*)$)",
      RE2::Quiet);
  // "Chapter 308-330 of the Washington Administrative Code (“WAC”)".
  static const RE2 kWacTail(
      R"(^(,?\s*(?:of\s+the\s+)?Washington\s+Administrative\s+Code\b(?:\s*\((?:\x{201C}|")?WAC(?:\x{201D}|")?\))?))",
      RE2::Quiet);
  // ("WAC ch. 197-11": the abbreviation before the chapter's word.)
  static const RE2 kWacBefore(
      R"(((?:Washington\s+Administrative\s+Code(?:\s*\((?:\x{201C}|")?WAC(?:\x{201D}|")?\))?|\bWAC)\s*,?\s*)$)",
      RE2::Quiet);
  // "Chapter 12 of the Iowa Administrative Code" names no agency: the
  // caller reports it unresolved.
  // (`Chapter 57, “Appointments,” Iowa Administrative Code`: the
  // chapter's title between.)
  static const RE2 kIacTail(
      R"(^(,?\s*(?:(?:\x{201C}|")[^\x{201D}"\n]{1,80}(?:\x{201D}|")\s*,?\s*)?(?:of\s+the\s+)?Iowa\s+Administrative\s+Code\b))",
      RE2::Quiet);
  static const StateNamings kStates[] = {
      {"Iowa", {{"iowa-iac", &kIacTail, nullptr}, {"iowa-code", &kIowaTail, &kIowaBefore}}, 2},
      {"Washington", {{"wa-wac", &kWacTail, &kWacBefore}, {"wa-rcw", &kWaTail, &kWaBefore}}, 2},
      // The regulations first: "Regulations of Connecticut State
      // Agencies" is no tail of the statutes.
      {"Connecticut",
       {{"ct-rcsa", &kRcsaTail, &kRcsaBefore}, {"ct-gs", &kCtTail, &kCtBefore}},
       2},
  };
  for (const StateNamings& s : kStates)
    if (jurisdiction == s.state) return &s;
  return nullptr;
}

// Whether t[at] opens another reference, which a comma tail leads into
// ("Section 414.7, Iowa Code section 414.12": the words are the second's).
bool OpensReference(std::string_view t, size_t at) {
  while (at < t.size() && (t[at] == ' ' || t[at] == '\n')) ++at;
  std::string_view r = t.substr(at);
  return r.starts_with("\xC2\xA7") || r.starts_with("Sec") || r.starts_with("sec") ||
         r.starts_with("Ch") || r.starts_with("ch") ||
         (!r.empty() && ascii::IsDigit(static_cast<unsigned char>(r[0])));
}

// Whether a state's name ending at t[at] opens the reference after it,
// on its line: "R.C. § 3719.05", "R.C. 3719.05" (not "67-7-203(1)(a),
// MCA." at an item's end, the next line's label after it).
bool NameOpensNext(std::string_view t, size_t at) {
  std::string_view r = t.substr(at, 16);
  if (r.starts_with(" \xC2\xA7") || r.starts_with(" Sec") || r.starts_with(" sec")) return true;
  // (A number of a section's shape, not a footnote's mark: "Montana Code
  // Annotated 2 .")
  if (r.size() < 2 || r[0] != ' ' || !ascii::IsDigit(static_cast<unsigned char>(r[1]))) return false;
  size_t k = 1;
  while (k < r.size() && ascii::IsDigit(static_cast<unsigned char>(r[k]))) ++k;
  return k + 1 < r.size() && (r[k] == '.' || r[k] == '-') && ascii::IsDigit(static_cast<unsigned char>(r[k + 1]));
}

// The end of one word of a list of references at t[i] ("," "and" "or"
// "Section" "Chapter" "§" "13a-71" "of Chapter"), or i when none starts
// there. With `titles`, also a capitalized word of a chapter's title
// ("Chapter 335, County Zoning and Chapter 352, County Land Preservation
// and Use, Code of Iowa").
size_t ListWord(std::string_view t, size_t i, bool titles) {
  if (i >= t.size()) return i;
  std::string_view r = t.substr(i);
  if (r[0] == ',' || r[0] == ' ' || r[0] == '\n') return i + 1;
  if (r.starts_with("\xC2\xA7")) return i + 2;
  // ("sections 14-305 to 14-308, inclusive, of the General Statutes": a
  // range's word.)
  for (std::string_view w : {"and ", "or ", "in ", "to ", "through ", "Title ", "of Chapter ",
                             "of chapter ",
                             "Sections ", "Section ",
                             "sections ", "section ", "Secs. ", "Sec. ", "Chapters ", "Chapter ",
                             "chapters ", "chapter "})
    if (r.starts_with(w)) return i + w.size();
  if (titles && ascii::IsUpper(static_cast<unsigned char>(r[0]))) {
    size_t k = 1;
    while (k < r.size() && ascii::IsLower(static_cast<unsigned char>(r[k]))) ++k;
    if (k > 1 && k < r.size() && (r[k] == ' ' || r[k] == ',')) return i + k;
  }
  if (!ascii::IsDigit(static_cast<unsigned char>(r[0]))) return i;
  size_t k = 0;
  while (k < r.size() && (ascii::IsAlnum(static_cast<unsigned char>(r[k])) || r[k] == '-' ||
                          r[k] == '(' || r[k] == ')' ||
                          (r[k] == '.' && k + 1 < r.size() &&
                           ascii::IsDigit(static_cast<unsigned char>(r[k + 1])))))
    ++k;
  return i + k;
}

// The length of `re`'s match at t[at], read within `window` bytes; 0
// for none.
size_t MatchLengthAt(std::string_view t, size_t at, size_t window, const RE2& re) {
  std::string_view r = t.substr(at, window);
  re2::StringPiece sp(r.data(), r.size());
  return RE2::Consume(&sp, re) ? r.size() - sp.size() : 0;
}

}  // namespace

size_t PastEtSeq(std::string_view t, size_t end) {
  // ("MCA 76-5-201 et. seq.": a stop after "et" too.)
  static const RE2 kEtSeq(R"(^,?\s+et\.?\s+seq\.?)", RE2::Quiet);
  return end + MatchLengthAt(t, end, 16, kEtSeq);
}

namespace {

// Past the articles, parts and sections a chapter cited after a state's
// name holds, "G.S. ch. 113A, art. 4", "G.S. ch. 160D art. 9, part 2",
// "F.S. ch. 162, pt. I", "M.G.L. Chapter 43B section 13", "Chapter 822,
// Subchapters A and B": the citation's end.
size_t PastChapterParts(std::string_view t, size_t begin, size_t end) {
  std::string_view cited = t.substr(begin, end - begin);
  if (cited.find("ch.") == std::string_view::npos && cited.find("Chapter") == std::string_view::npos &&
      cited.find("chapter") == std::string_view::npos)
    return end;
  static const RE2 kParts(
      R"(^(?:\s*,?\s*(?:(?:art\.|Art\.|[Aa]rticle|pt\.|[Pp]art|[Ss]ection|§)\s*(?:\d+[A-Z]?(?:[-.]\d+[A-Za-z]*)*|[IVXL]+)\b|[Ss]ubchapters?\s+[A-Z](?:(?:,\s*|\s+and\s+|\s+or\s+)[A-Z])*\b)){1,3})",
                          RE2::Quiet);
  size_t n = MatchLengthAt(t, end, 40, kParts);
  // (Not a part that names its own body after it: "F.S. ch. 327, section
  // 1-7 of this Code".)
  return n == 0 || NextIsOf(t, end + n) ? end : end + n;
}

// Past the later items of a list a state's name opens, each with its
// word ("M.S. Chapter 104 and Chapter 462", "Minnesota Statutes Chapter
// 103F and Chapter 462") or levels of the one before ("A.R.S. §
// 9-240(B)(21), § 9-276(16) and (19) and § 9-499"): one citation. Not
// where "of" after the list names another body ("… and Chapter 5 of this
// code"), nor a list of signed sections ("and §§ 90.70 through 90.72").
size_t PastListedItems(std::string_view t, size_t end) {
  static const RE2 kItems(
      R"(^(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:(?:[Cc]hapters?\s+|§\s*)\d[0-9A-Za-z.:\-]*(?:\([0-9A-Za-z]{1,4}\))*|(?:\([0-9A-Za-z]{1,4}\))+)){1,6})",
      RE2::Quiet);
  size_t n = MatchLengthAt(t, end, 120, kItems);
  if (n == 0) return end;
  size_t past = end + n;
  while (past > end && t[past - 1] == '.') --past;  // a sentence's full stop
  if (NextIsOf(t, past)) return end;
  size_t k = past;
  while (k < t.size() && (t[k] == ' ' || t[k] == '\n')) ++k;
  // (Nor a range's first end: "… and § 90.70 through 90.72", whose body
  // the range's reading decides.)
  if (t.substr(k).starts_with("through") || t.substr(k).starts_with("to ") ||
      (past < t.size() && t[past] == '-'))
    return end;
  return past;
}

}  // namespace

bool HasKeyedLaw(std::string_view state) {
  return state == "Wisconsin" || state == "Iowa" || state == "Washington" || state == "Connecticut" ||
         state == "Pennsylvania";
}

std::optional<StateLaw> StateLawAround(std::string_view jurisdiction,
                                       std::string_view t, size_t begin,
                                       size_t end, bool chapter) {
  const StateNamings* state = NamingsOf(jurisdiction);
  if (!state) return std::nullopt;
  // The words are short: look at most this far either side.
  constexpr size_t kWindow = 64;
  // ("Section 30-1 et seq. of the Connecticut General Statutes": the tail
  // after "et seq.")
  end = PastEtSeq(t, end);
  for (int i = 0; i < state->count; ++i) {
    const Naming& n = state->namings[i];
    std::string_view after = t.substr(end, kWindow);
    re2::StringPiece sp(after.data(), after.size());
    std::string words;
    if (RE2::PartialMatch(sp, *n.tail, &words)) {
      bool comma = words.find("of") == std::string::npos;
      if (!(comma && OpensReference(t, end + words.size())))
        return StateLaw{n.code, begin, end + words.size()};
    }
    // "§ 7-246 and by other relevant sections of the General Statutes":
    // the body named for the other sections is this one's too.
    static const RE2 kOtherSections(
        R"(^\s+(?:and|or)\s+(?:by\s+|in\s+|under\s+|with\s+)?(?:any\s+|all\s+|the\s+)?other\s+(?:relevant\s+|applicable\s+|pertinent\s+)?(?:sections|provisions)\s)",
        RE2::Quiet);
    if (after.find("other ") != std::string_view::npos) {
      re2::StringPiece op(after.data(), after.size());
      if (RE2::Consume(&op, kOtherSections)) {
        std::string_view rest = t.substr(end + (after.size() - op.size()), kWindow);
        re2::StringPiece rp(rest.data(), rest.size());
        if (RE2::PartialMatch(rp, *n.tail, &words) && words.find("of") != std::string::npos)
          return StateLaw{n.code, begin, end};
      }
    }
    size_t from = begin >= kWindow ? begin - kWindow : 0;
    std::string_view b = t.substr(from, begin - from);
    re2::StringPiece bp(b.data(), b.size());
    // (Not the tail of the reference before: "Section 22a-42a of the
    // Connecticut General Statutes, Subsection (b) of § 22a-42a".)
    if (n.before && RE2::PartialMatch(bp, *n.before, &words)) {
      std::string_view lead = b.substr(0, b.size() - words.size());
      while (!lead.empty() && (lead.back() == ' ' || lead.back() == '\n')) lead.remove_suffix(1);
      if (lead.ends_with(" the")) lead.remove_suffix(4);
      bool tail_of_number = false;
      if (lead.ends_with(" of")) {
        lead.remove_suffix(3);
        size_t sp = lead.find_last_of(' ');
        std::string_view token = sp == std::string_view::npos ? lead : lead.substr(sp + 1);
        // (Not a level: "Subdivision (19) of C.G.S. § 12-81".)
        tail_of_number = token.find_first_of("0123456789") != std::string_view::npos &&
                         !token.starts_with("(");
      }
      // (Nor "chapter 35.21 RCW, section 2 of this code": the name after a
      // number is that reference's tail.)
      // (But not after a section's own number opening its line, "9.04.012
      // RCW Section 46.61.500 amended--Reckless driving.", a table of
      // contents' entry.)
      if ((words.starts_with("RCW") || words.starts_with("WAC")) && !lead.empty() &&
          ascii::IsDigit(static_cast<unsigned char>(lead.back()))) {
        size_t sp = lead.find_last_of(" \n");
        bool line_start = sp == std::string_view::npos ? from == 0 : lead[sp] == '\n';
        if (!line_start) tail_of_number = true;
      }
      // (A chapter on the path is read as a citation of its own: the
      // section's text starts at its lead.)
      // (So is a list's earlier chapter.)
      bool chapter_between = words.find("hapter") != std::string::npos ||
                             words.find("HAPTER") != std::string::npos ||
                             words.find("Ch.") != std::string::npos ||
                             (words.starts_with("(") && words.find_first_of("0123456789") != std::string::npos);
      if (!tail_of_number)
        return StateLaw{n.code, chapter_between ? begin : begin - words.size(), end};
    }
  }
  // The tail, set off by a comma, after the rest of a list this reference
  // opens ("Chapter 126, Section 13a-71 of Chapter 238, and Section 7-120
  // of Chapter 97, of the General Statutes"): the list's, so this one's
  // too.
  for (int i = 0; i < state->count; ++i) {
    const Naming& n = state->namings[i];
    std::string words;
    bool comma = false, conjunction = false;
    int numbers = 0;
    for (size_t k = end, next; k < end + 200; k = next) {
      next = ListWord(t, k, chapter);
      if (next == k) break;
      comma = comma || t[k] == ',';
      conjunction = conjunction || t.substr(k).starts_with("or ") || t.substr(k).starts_with("and ");
      numbers += ascii::IsDigit(static_cast<unsigned char>(t[k])) ? 1 : 0;
      // ("section 7-148 or section 22a-226d of the Connecticut General
      // Statutes": the tail right after two joined without a comma; "§
      // 12-81(19), § 12-81f and § 12-81l of the Connecticut General
      // Statutes": after a list of three or more, the last joined by a
      // conjunction.)
      bool of = t[k] == ' ' && conjunction && (!comma || numbers >= 2) &&
                t.substr(k + 1).starts_with("of ");
      if (t[k] != ',' && !(chapter && t[k] == ' ') && !of) continue;
      std::string_view rest = t.substr(k, kWindow);
      re2::StringPiece rp(rest.data(), rest.size());
      if (RE2::PartialMatch(rp, *n.tail, &words) && words.find("of") != std::string::npos)
        return StateLaw{n.code, begin, end};
    }
  }
  return std::nullopt;
}

namespace {

// The states keys.md has no code for, by name.
constexpr std::string_view kUnkeyedStates[] = {
    "Alabama",
    "Alaska",
    "Arizona",
    "Arkansas",
    "California",
    "Colorado",
    "Delaware",
    "Florida",
    "Georgia",
    "Hawaii",
    "Idaho",
    "Illinois",
    "Indiana",
    "Kansas",
    "Kentucky",
    "Louisiana",
    "Maine",
    "Maryland",
    "Massachusetts",
    "Michigan",
    "Minnesota",
    "Mississippi",
    "Missouri",
    "Montana",
    "Nebraska",
    "Nevada",
    "New Hampshire",
    "New Jersey",
    "New Mexico",
    "New York",
    "North Carolina",
    "North Dakota",
    "Ohio",
    "Oklahoma",
    "Oregon",
    "Rhode Island",
    "South Carolina",
    "South Dakota",
    "Tennessee",
    "Texas",
    "Utah",
    "Vermont",
    "Virginia",
    "Wyoming"};

// Their names as a pattern's alternatives ("New\s+Hampshire"), in
// capitals or as written.
std::string StateNames(bool capitals) {
  std::string out;
  for (std::string_view name : kUnkeyedStates) {
    if (!out.empty()) out += '|';
    for (char c : name) {
      if (c == ' ') out += "\\s+";
      else out += capitals ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    }
  }
  return out;
}

// Other states' statutes by the names their ordinances print: "O.C.G.A."
// (Georgia), "A.C.A." (Arkansas), "G.S.", "N.C.G.S." (North Carolina),
// "C.R.S." (Colorado), "I.C." (Indiana, Idaho), "Idaho Code", Idaho's rules
// "IDAPA" ("IDAPA 58.01.16", "IDAPA 58, title 01, chapter 25"), "Indiana
// Code", "MCL", "M.C.L.A.", "F.A.C." (Florida's rules), "ORS", "OAR"
// (Oregon's rules), "30 TAC" (the Texas Administrative Code's title 30),
// "RSMo",
// "K.S.A.", "Minn. Stat.", "F.S.", "Fla. Stat.", "T.C.A.", "KRS", "KAR",
// Montana's "MCA" and "ARM", Oklahoma's and Ohio's "OAC",
// "N.J.S.A.", "NRS", "A.R.S.", "NMSA", "SDCL", "N.D.C.C.", "Neb. Rev.
// Stat." ("RS Neb.", "R.R.S. Neb.", "Neb. R.R.S."), "RSA", "M.R.S.A.", "Ohio Revised
// Code", "O.R.C.", "Code of Virginia", "S.C. Code 1976", Minnesota's
// "M.S. Chapter 103F", Ohio's "R.C. 4513.01" and "ORC", Michigan's "MSA",
// Illinois's "ILCS", "Illinois Revised Statutes" and "Illinois Municipal
// Code", "Kansas Statutes Annotated", "Missouri Revised Statutes", Texas's
// codes ("Tex. Health and Safety Code"). Without "G.S." and "M.S." when
// `lead` (a name right before a bare number), for Connecticut's "C.G.S.
// 8-2" holds the one and the other is a degree too.
std::string UnkeyedNames(bool lead) {
  return std::string(
             R"((?:O\.\s?C\.\s?G\.\s?A\.?|OCGA|Official\s+Code\s+of\s+Georgia(?:\s+Annotated)?|)"
             // (West Virginia's before Virginia's: "W. Va. Code 11-3-3A", "W. V.
             // Code § 11-12-86", "West Va. Code 29-3E-2"; its rules, "W. Va.
             // Code of State Rules Tit. 42, Series 19, §§ 10.1, 10.2".)
             R"(W\.\s?Va?\.\s+Code(?:\s+Ann\.|\s+of\s+State\s+Rules)?|WV\s+Code|West\s+Virginia\s+Code|West\s+Va\.\s+Code|)") +
         // A state's named code, statutes or laws, of the states keys.md
         // has no code for ("Alabama Criminal Code", "Utah Code Annotated",
         // "Hawaii Revised Statutes", "Massachusetts General Laws",
         // "Wyoming Statute section 15-1-610"; a copy's "Florida statutes"
         // and "Florida Statues" too, and "Utah code section 76-10-101"; the
         // "Kentucky Administrative Regulations").
         "(?:" + StateNames(false) + R"()\s+)"
         R"((?:[A-Z][a-z]+\s+){0,3}(?:[Cc]ode|[Ss]tatutes?|Statues|Laws?|Rules?|Administrative\s+Regulations)(?:\s+Annotated)?(?:\s+of\s+\d{4}\b|,?\s+\d{4}\b(?:\s+Annotated\b)?)?|)"
         // (Or after it: "Chapter 36.15 Administrative Rules of Montana".)
         R"(Administrative\s+(?:Rules|Code|Regulations)\s+of\s+(?:)" + StateNames(false) + R"()\b|)"
         // (In capitals, as an ordinance's title prints it: "AS CONSISTENT
         // WITH IDAHO CODE §18-3302J", "UTAH CODE ANNOTATED".)
         "(?:" + StateNames(true) + R"()\s+)"
         R"((?:REVISED\s+|GENERAL\s+|COMPILED\s+)?(?:CODE|STATUTES?|LAWS?)(?:\s+ANNOTATED)?|)" +
         std::string(
             // ("the Laws of the State of Minnesota Chapter 169", "§ 7-718 of
             // the Village Law of the State of New York", "Minn. Rules Ch.
             // 1341")
             R"((?:[A-Z][a-z]+\s+){0,3}Laws?\s+of\s+the\s+State\s+of\s+(?:(?:New|North|South|West|Rhode)\s+)?[A-Z][a-z]+|)"
             R"(Constitution\s+of\s+the\s+State\s+of\s+(?:(?:New|North|South|West|Rhode)\s+)?[A-Z][a-z]+|Minn(?:esota|\.)\s+[Rr](?:ules?|\.)|)"
             R"(Code\s+of\s+Ala(?:bama|\.)(?:,?\s+\d{4}\b|\s+\(\d{4}\))?|Ala\.\s+Code(?:\s+\d{4}\b|\s+\(\d{4}\))?|Ariz\.\s+Rev\.\s+Stat\.|)"
             // (The Bluebook's abbreviations in an ordinance's capitals:
             // "ARIZ. REV. STAT. § 9-462.04", "TEX. LOC. GOV'T CODE §
             // 211.006", "FLA. STAT. ANN."; the states keys.md names a code
             // for left out.)
             R"((?:ALA|ARIZ|ARK|CAL|COLO|DEL|FLA|GA|HAW|ILL|IND|KAN|KY|LA|MD|MASS|MICH|MINN|MISS|MO|MONT|NEB|NEV|N\.\s?H|N\.\s?J|N\.\s?M|N\.\s?Y|N\.\s?C|N\.\s?D|OKLA|OR|R\.\s?I|S\.\s?C|S\.\s?D|TENN|TEX|VT|VA|W\.\s?VA|WYO|ME)\.\s+(?:[A-Z][A-Z.'\x{2019}]*\s+){0,4}?(?:STAT|CODE|LAWS)\b\.?(?:\s+ANN\.)?|)"
             R"(Cal(?:ifornia|\.)\s+(?:[A-Z][a-z.]*\s+(?:(?:and|&)\s+)?){1,3}Code|Del\.\s+Code|H\.\s?R\.\s?S\.|HRS|)"
             R"(Haw\.\s+Rev\.\s+Stat\.|La\.\s+R\.\s?S\.|La\.\s+Rev\.\s+Stat\.|Md\.\s+Code(?:\s+Ann\.)?|)"
             R"(Annotated\s+Code\s+of\s+Maryland|M\.\s?G\.\s?L\.|MGL|Mass\.\s+Gen\.\s+Laws|R\.\s?I\.\s+Gen\.\s+Laws|)"
             R"(R\.\s?I\.\s?G\.\s?L\.|Miss\.\s+Code(?:\s+Ann\.)?|Okla\.\s+Stat\.|Utah\s+Code(?:\s+Ann\.)?|U\.\s?C\.\s?A\.|UCA|)"
             R"(V\.\s?S\.\s?A\.|Wyo\.\s+Stat\.(?:\s+Ann\.)?|N\.\s?J\.\s?A\.\s?C\.|)"
             R"(A\.\s?C\.\s?A\.|Ark(?:ansas|\.)\s+Code(?:\s+Ann(?:otated|\.))?|)"
             R"(N\.\s?C\.\s?G\.\s?S\.|N\.\s?C\.\s?Gen\.\s?Stat\.|General\s+Statutes\s+of\s+North\s+Carolina|)"
             // (Vernon's Texas Codes, with the code's name: "V.T.C.A., Health &
             // Safety, Chapter 822", "V.T.C.A., Local Government Code, §
             // 215.026".)
             R"(V\.\s?T\.\s?C\.\s?A\.(?:,?\s+[A-Z][A-Za-z]*(?:\s+(?:&|and)\s+[A-Z][A-Za-z]*|\s+[A-Z][A-Za-z]*){0,3})?|)") +
         // (Texas's and California's codes by their names alone, around a
         // citation, not as its lead: "section 31.055, Parks and Wildlife
         // Code", "section 683.071 of the Transportation Code", "Water Code §
         // 13160", "Business and Professions Code Section 19300"; not
         // "Pennsylvania Vehicle Code, 75 Pa.C.S.A. § 101".)
         (lead ? "" : R"((?:Agriculture|Alcoholic\s+Beverage|Business\s+and\s+(?:Commerce|Professions)|Civil(?:\s+Practice\s+and\s+Remedies)?|)"
         R"(Commercial|Corporations|Education|Elections?|Estates|Evidence|Family|Finance|Financial|Fish\s+and\s+Game|)"
         R"(Food\s+and\s+Agricultural|Government|Harbors\s+and\s+Navigation|Health\s+(?:and|&)\s+Safety|Human\s+Resources|)"
         R"(Insurance|Labor|Local\s+Government|Military\s+and\s+Veterans|Natural\s+Resources|Occupations|Parks\s+and\s+Wildlife|)"
         R"(Penal|Probate|Property|Public\s+(?:Contract|Resources|Utilities)|Revenue\s+and\s+Taxation|Streets\s+and\s+Highways|)"
         R"(Transportation|Unemployment\s+Insurance|Utilities|Vehicle|Water|Welfare\s+and\s+Institutions)\s+Code|)"
         R"(Code\s+of\s+(?:Civil|Criminal)\s+Procedure|)"
         // (New York's consolidated laws by their names: "Village Law §
         // 7-718", "Town Law § 274-a", "General Municipal Law § 239-m";
         // in small letters as New York City's codes write them, "section
         // 460.10 of the penal law", "section 27-0901 of the environmental
         // conservation law".)
         R"((?i:(?:Village|Town|General\s+(?:Municipal|City|Construction|Business|Obligations)|Municipal\s+Home\s+Rule|)"
         R"(Environmental\s+Conservation|Real\s+Property(?:\s+Tax)?|Public\s+(?:Health|Officers|Authorities)|Highway|)"
         R"(Executive|Agriculture\s+and\s+Markets|Vehicle\s+and\s+Traffic|Navigation|Multiple\s+(?:Dwelling|Residence)|)"
         R"(Penal|Correction|Labor|Tax|Education|Social\s+Services|Alcoholic\s+Beverage\s+Control|Civil\s+Rights|)"
         R"(Mental\s+Hygiene|State\s+Finance|Banking|Insurance|Election|Parks,\s+Recreation\s+and\s+Historic\s+Preservation)\s+Law)|)") +
         // (Short ones named only before "§" or a section's word, not before a
         // bare number: Arkansas's "A.C.", Oklahoma's "O.S.", "G.L. 1956"
         // of Rhode Island and Massachusetts and their "General Laws",
         // Wyoming's "W.S.", "VA Code", Ohio's "RC Chapter 4921"; the state's
         // unnamed, "Town Code Sec.18.1-1402; State Code Sec.15.2-2308", not
         // a heading's "Adoption Of State Code 9-1-1.".)
         (lead ? "" : R"(G\.\s?S\.|M\.\s?S\.(?:\s?A\.)?|A\.\s?C\.|O\.\s?S\.|G\.\s?L\.(?:,?\s+\d{4}\b)?|W\.\s?S\.?|VA\s+Code|General\s+Laws|RC\b|State\s+Code|CRS\b|IC\b|)") +
         R"(C\.\s?R\.\s?S\.|Colorado\s+Revised\s+Statutes|I\.\s?C\.|Idaho\s+Code|IDAPA|Ind(?:iana|\.)\s+Code|)"
         R"(M\.?C\.?L\.?(?:A\.?)?|Michigan\s+Compiled\s+Laws|F\.\s?A\.\s?C\.|O\.?R\.?S\.|ORS|Oregon\s+Revised\s+Statutes|\d{1,2}\s+TAC|\d{1,2}\s+T\.\s?A\.\s?C\.|O\.\s?A\.\s?R\.|OAR|Oregon\s+Administrative\s+Rules|RSMo|NDCC|)"
         R"(K\.\s?S\.\s?A\.|Minn(?:esota|\.)\s+[Ss]tat(?:utes|\.)|F\.\s?S\.|Fla\.\s+Stat\.|Florida\s+Statutes|)"
         R"(T\.\s?C\.\s?A\.|Tenn\.\s+Code\s+Ann\.|KRS|KAR(?:\s+\((?:Kentucky\s+)?Administrative\s+Regulations\))?|MCA|M\.\s?C\.\s?A\.|ARM|A\.\s?R\.\s?M\.|OAC|O\.\s?A\.\s?C\.|N\.\s?J\.\s?S\.\s?A\.|NRS|A\.\s?R\.\s?S\.|ARS|NMSA(?:\s+1978)?|)"
         R"(SDCL|N\.\s?D\.\s?C\.\s?C\.?|Neb\.\s+Rev\.\s+Stat\.|(?:Reissue\s+)?Revised\s+Statutes\s+of\s+Nebraska|R\.?\s?R\.?\s?S\.?\s+Neb\.?|Neb\.\s+R\.\s?R\.\s?S\.|R\.?\s?S\.?\s+Neb\.?|RSA|M\.\s?R\.\s?S\.(?:\s?A\.)?|)"
         R"(Ohio\s+Revised\s+Code|O\.\s?R\.\s?C\.|ORC|Revised\s+Code\s+of\s+Ohio|(?:Ohio\s+)?R\.\s?C\.|)"
         R"(MSA|ILCS|Ill(?:inois|\.)\s+Comp(?:iled|\.)\s+Stat(?:utes|\.)|)"
         // ("Ill Admin. Code tit. 68 §1340.65", "ILL. Admin. Code tit. 68".)
         R"((?:Ill|ILL)(?:inois|\.)?\s+Adm(?:in)?(?:\.|inistrative)?\s+Code(?:,?\s+[Tt]it(?:le|\.)\s*\d+)?|Ill(?:inois|\.)\s+Rev(?:ised|\.)\s+Stat(?:utes|\.)|)"
         R"(Illinois\s+Municipal\s+Code|Kansas\s+Statutes(?:\s+Annotated)?|Tex(?:as|\.)\s+(?:[A-Z][A-Za-z.'\x{2019}]*\s+(?:(?:and|&)\s+)?){1,4}Code(?:\s+Ann(?:otated|\.))?|Missouri\s+Revised\s+Statutes|Revised\s+Statutes\s+of\s+Missouri|)"
         R"(Code\s+of\s+West\s+Virginia|Code\s+of\s+Virginia|Code\s+of\s+Va\.|Va\.\s+Code(?:\s+Ann\.)?|)"
         // (The Virginia Administrative Code's section, its title glued to
         // the name: "subsection D of 9VAC25-870-48".)
         R"(\d{1,2}\s?VAC\s?\d{1,3}-\d{1,4}(?:-\d{1,4})?|)"
         R"(S\.?\s?C\.?\s+Code(?:\s+of\s+Laws)?(?:\s+Ann\.)?(?:\s+\d{4})?|South\s+Carolina\s+Code(?:\s+of\s+Laws)?|)"
         R"(Code\s+of\s+Laws\s+of\s+South\s+Carolina(?:,?\s+\d{4}\b)?|)"
         // (A state's regulations by their code's name alone, the state
         // understood: "State reclamation regulations (Code of Regulations
         // §§ 3500-3505)".)
         R"(Code\s+of\s+Regulations))";
}

}  // namespace

std::string UnkeyedStateLawLead() { return "\\b" + UnkeyedNames(true) + ",?\\s+\\d"; }

size_t UnkeyedStateLawName(std::string_view t, std::string* name) {
  static const RE2 kName("^((" + UnkeyedNames(true) + R"(),?\s+)\d)", RE2::Quiet);
  re2::StringPiece words;
  if (!RE2::PartialMatch(re2::StringPiece(t.data(), t.size()), kName, &words, name)) return 0;
  return words.size();
}

std::optional<StateLaw> UnkeyedStateLawAround(std::string_view t, size_t begin, size_t end) {
  static const std::string kNames = UnkeyedNames(false);
  static const RE2 kBefore(
      R"((?:^|[^.\w])((?:Title\s+\d+[A-Z]?,?\s+|\d{1,3}[A-Z]?\s+)?()" + kNames + R"()\.?(?:\s*\([A-Z.]{2,8}\))?(?:\s*,?\s*(?:19|20)\d\d\b)?(?:\s*,?\s*(?:[Tt]itle|TITLE|[Tt]it\.)\s*\d+[A-Z]?(?:,\s*Series\s+\d+)?|(\s+\d{1,3},(?:\s*[Tt]itle\s+\d+[A-Z]?,)?)|\s+Ch\.\s*\d+,\s*Act\s+\d+)?(?:\s*,?\s*(?:particularly|specifically|especially|namely|including(?:\s+but\s+not\s+limited\s+to)?))?\s*,?\s*(?:§§?|[Ss]ections?|[Ss]ecs?\.|[Cc]hs?\.|[Cc]hapters?)?\s*)$)",
      RE2::Quiet);
  // (The name before, with a title or the Illinois statutes' chapter and
  // act between: "ILCS Ch. 65, Act 5 §§ 1-2-1, 11-12-12", "O.C.G.A. tit.
  // 48, ch. 4, art. 5"; or words that point into it, "the Code of
  // Virginia, including but not limited to, Sections 15.2-1433 and
  // 15.2-2204".)
  // (Through the containers that hold it: "Chapter 3.1 of Title 62.1 of
  // the Code of Virginia", Maryland's named articles, "§ 5-801 et seq. of
  // the Environment Article of the Annotated Code of Maryland", and from a
  // number the city's grammar read short inside a parenthesis, "(§
  // 62.1-44.15:24 et seq.) of Chapter 3.1 …"; past a level's word,
  // "Sections 195.010 and 195.025, Subsection (2), RSMo."; with the name's edition
  // after it, "Section 31-15-401, C.R.S. 1973"; after a range's end the
  // number's grammar did not read, "sections 76-5-101 through 406,
  // Montana Code Annotated"; the sign again before the next, "§§ 239-l
  // and §§ 239-m of the General Municipal Law"; the name glued on by a
  // hyphen, "Title 76, Chapter 5-MCA"; past the rest of a number the
  // chapter's grammar read short, "Chapter 43-B of the Consolidated Laws
  // of the State of New York"; past a division, "Chapter 5 of Division 2 of the
  // Health and Safety Code", "Chapter 2, Division 1, Title 24 of the
  // California Code of Regulations"; past the list's other numbers, "sections 8-16-1 et
  // seq., and 16-13-1 et seq., of the West Virginia Code"; past the
  // chapter's title after a dash, "Chapter 166 —Municipalities, Florida
  // Statutes".)
  static const RE2 kTail(
      R"(^((?:\s+(?:through|to)\s+\d[0-9A-Za-z.\-]*)?(?:[.:\-][0-9A-Za-z]+)*,?\s*(?:et\.?\s+seq\.?\)?,?\s*)?(?:(?:,?\s*of\s+|,\s*(?:and\s+|or\s+)?|(?:and|or)\s+|;\s*(?:and\s+)?)(?:[Aa]rticle|[Cc]hapter|[Tt]itle|[Pp]arts?|[Ss]ubtitle|[Ss]ubchapter|[Dd]ivision|[Ss]ections?|Rule|[Ss]ubsections?)\s+(?:[0-9A-Z][0-9A-Za-z.\-]*|\([0-9A-Za-z]{1,4}\))(?:(?:,\s*(?:and\s+)?|\s+and\s+)\d{1,3}[A-Z]?\b)*,?\s*|,?\s*of\s+the\s+(?:[A-Z][a-z]+\s+){1,3}Article,?\s*|\s*(?:\x{2014}|\x{2013}|--?)\s*[A-Z][A-Za-z' ]{1,40},\s*|(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:\x{00A7}\x{00A7}?\s*)?\d[0-9A-Za-z.:\-]*(?:\s*et\.?\s+seq\.?)?,?\s*){0,12}-?(?:of\s+(?:the\s+)?)?(?:\d{4}\s+)?()" + kNames + R"()(?:\s+\d{4}\b)?))", RE2::Quiet);
  constexpr size_t kWindow = 64;
  size_t from = begin >= kWindow ? begin - kWindow : 0;
  std::string_view b = t.substr(from, begin - from);
  std::string words, name, bare_title;
  // (A bare title number only before a chapter's word: "Montana
  // Administrative Rule (ARM) 36, Chapter 15".)
  if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kBefore, &words, &name, &bare_title) &&
      (bare_title.empty() || t.substr(begin).starts_with("Chapter") ||
       t.substr(begin).starts_with("chapter"))) {
    // (A title between the name and the number, "Montana Code Annotated
    // (MCA) Title 76, Chapter 5", "Montana Administrative Rule (ARM) 36,
    // Chapter 15", "South Carolina State Law, Title 48, Chapter 39", or
    // the edition's year, "W. S. , 1977 §§ 8-4-101 to 8-4-104"; but not
    // where the name ends an earlier citation: "Section 32-8 of the 1976
    // South Carolina Code, Title 6, Chapter 29 of the Code of Laws …", a
    // number before the "of"; not "the provisions of A.R.S. Title 28,
    // Chapter 5".)
    static const RE2 kOfBefore(R"(\d[\w.()-]*,?\s+of\s+(?:the\s+)?(?:\d{4}\s+)?$)", RE2::Quiet);
    std::string_view w = words;
    std::string_view head = b.substr(0, b.size() - words.size());
    bool titled = w.find("Title", name.size()) != std::string_view::npos ||
                  w.find("TITLE", name.size()) != std::string_view::npos;
    if (!titled || w.starts_with("Title") ||
        !RE2::PartialMatch(re2::StringPiece(head.data(), head.size()), kOfBefore))
      return StateLaw{"", begin - words.size(),
                      PastListedItems(t, PastEtSeq(t, PastChapterParts(t, begin - words.size(), end))),
                      name};
  }
  // (A chain of containers runs long: "Chapter 19, Sections 1-24, Chapter
  // 45, Sections 1-11, Chapter 52, Sections 1-84, and Title 41, Chapter 9,
  // Section 166 of the Code of Alabama, 1975".)
  std::string_view after = t.substr(end, 4 * kWindow);
  // ("Chapter 25 of the Hawaii County Code": a county's or a city's own
  // code, though a state's name opens it; not the "Illinois Municipal
  // Code", a state's statute.)
  static const RE2 kLocalCode(R"(\b(?:County|City|Town|Village|Borough|Township|Parish)\s+Code\b)", RE2::Quiet);
  // (Nor a name after a comma that opens the next reference: "division
  // (B) of this section, R.C. § 3719.05, 3719.06": the name is the
  // next's, as the keyed states' are.)
  if (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kTail, &words, &name) &&
      !RE2::PartialMatch(name, kLocalCode) &&
      !(words.find("of") == std::string::npos && words.find_first_of("0123456789") == std::string::npos &&
        NameOpensNext(t, end + words.size()))) {
    // ("Title 29, Article 20, C.R.S.": the title before the article;
    // "Subchapter I, Title 43, Chapter 21, of the Texas Administrative
    // Code", "Part 2 of Article 16 of Title 31, C.R.S."; "Title 30, Part 1,
    // Chapter 288, Subchapter B, Rule 288.20 of the Texas Administrative
    // Code".)
    static const RE2 kTitleBefore(
        R"(((?:Subchapter\s+[IVXL]+,\s*)?(?:Title|TITLE)\s+\d+[A-Z]?,\s*(?:Part\s+\d+,\s*)?|Part\s+\d+\s+of\s+)$)", RE2::Quiet);
    std::string title;
    RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kTitleBefore, &title);
    // ("Article 2.3 (§ 62.1-44.15:24 et seq.) of Chapter 3.1 of Title 62.1
    // of the Code of Virginia": the article whose sections the
    // parenthesis gives.)
    static const RE2 kOpenedBefore(R"(((?:Article|Chapter)\s+\d+(?:\.\d+)*[A-Z]?\s*\(\s*)$)",
                                   RE2::Quiet);
    if (title.empty() && words.find(')') != std::string::npos)
      RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kOpenedBefore, &title);
    return StateLaw{"", begin - title.size(), end + words.size(), name};
  }
  // (Or a later item of a list such a name opens: "M.S. Chapter 103F and
  // Chapter 462": the same state's, its words its own; after a tail that
  // names another body, checked first.)
  static const RE2 kListedBefore(
      R"((?:^|[^.\w])()" + kNames +
          R"(),?\s*((?:§§?|[Ss]ections?|[Ss]ecs?\.|[Cc]hs?\.|[Cc]hapters?)?)\s*\d[0-9A-Za-z.:\-]*(?:\([0-9A-Za-z]{1,4}\))*)"
          // ("A.R.S. § 9-240(B)(21), § 9-276(16) and (19) and § 9-499": more
          // items before this one, each with its sign or levels alone.)
          // ("G.S. Ch. 131E, Article 7, § 131E-158, and Ch. 143, Article 56":
          // a chapter's article, then its section.)
          R"((?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:§§?\s*|(?:Article|Art\.|[Cc]hs?\.|[Cc]hapters?)\s+)?(?:\d[0-9A-Za-z.:\-]*)?(?:\([0-9A-Za-z]{1,4}\))*){0,6})"
          R"((?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)((?:§§?\s*|[Ss]ections?\s+|[Cc]hs?\.\s*|[Cc]hapters?\s+)?)$)",
      RE2::Quiet);
  // (Not one that names its own body: "M.S. § 412.221 and Section 5.03
  // of this code".)
  // (Nor a sign that only the later item has: "KRS 83A.140 and §\n32.04",
  // the code's own section after the state's.)
  std::string_view next = after.substr(std::min(after.size(), after.find_first_not_of(", ")));
  std::string first_word, last_word;
  if (!next.starts_with("of ") && t.substr(begin, end - begin).find(" of ") == std::string_view::npos &&
      RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kListedBefore, &name, &first_word, &last_word) &&
      !(first_word.empty() && (last_word.starts_with("\xC2\xA7") || t.substr(begin).starts_with("\xC2\xA7"))))
    return StateLaw{"", begin, PastEtSeq(t, end), name};
  return std::nullopt;
}

std::string StateLawOfNumber(std::string_view jurisdiction, std::string_view path) {
  if (jurisdiction != "Connecticut") return "";
  size_t i = 0;
  while (i < path.size() && ascii::IsDigit(static_cast<unsigned char>(path[i]))) ++i;
  size_t digits = i;
  while (i < path.size() && ascii::IsLower(static_cast<unsigned char>(path[i]))) ++i;
  bool lettered = digits > 0 && i > digits && i < path.size() && path[i] == '-';
  // ... or a section with one ("14-250a", "8-3a"): towns' codes letter
  // theirs in capitals ("§ 154-3A").
  if (!lettered && digits > 0 && i < path.size() && path[i] == '-') {
    size_t j = i + 1, d = j;
    while (j < path.size() && ascii::IsDigit(static_cast<unsigned char>(path[j]))) ++j;
    size_t l = j;
    while (l < path.size() && ascii::IsLower(static_cast<unsigned char>(path[l]))) ++l;
    lettered = j > d && l > j && (l == path.size() || path[l] == '(');
  }
  return lettered ? "ct-gs" : "";
}

}  // namespace lexgraph
