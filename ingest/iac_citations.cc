// Citations in the Iowa Administrative Code's own forms (see
// iac_citations.h).
#include "ingest/iac_citations.h"

#include <re2/re2.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "corpus/ascii.h"
#include "ingest/re2_consume.h"
#include "ingest/text_util.h"

namespace lexgraph::cite {
namespace {

// The rule a provision of the Code stands in: "567-61.2(2)(b)" is agency
// 567, chapter 61, rule 2, levels {"(2)", "(b)"}; a chapter "ch.567-61"
// has no rule.
struct RulePlace {
  std::string agency, chapter, rule;
  std::vector<std::string> levels;
  std::string RulePath() const { return agency + "-" + chapter + "." + rule; }
  // The path of the first n levels below the rule.
  std::string LevelPath(size_t n) const {
    std::string p = RulePath();
    for (size_t i = 0; i < n && i < levels.size(); ++i) p += levels[i];
    return p;
  }
  // Whether the provision stands in a subrule ("(2)" first, not a letter).
  bool UnderSubrule() const;
  // How many levels down the deepest paragraph ("(b)") stands; 0 for none.
  size_t ParagraphDepth() const;
};

std::optional<RulePlace> PlaceOf(std::string_view path) {
  static const RE2 kPath(R"(^(?:ch\.)?(\d{1,3}[A-Z]?)-(\d+[A-Z]?)(?:\.(\d+[A-Z]?))?((?:\([0-9a-z]+\))*)$)",
                         RE2::Quiet);
  RulePlace r;
  std::string levels;
  if (!RE2::FullMatch(path, kPath, &r.agency, &r.chapter, &r.rule, &levels)) return std::nullopt;
  for (size_t i = 0; i < levels.size();) {
    size_t close = levels.find(')', i);
    r.levels.push_back(levels.substr(i, close + 1 - i));
    i = close + 1;
  }
  return r;
}

bool IsLetterLevel(const std::string& level) {
  return level.size() > 2 && ascii::IsLower(static_cast<unsigned char>(level[1]));
}

bool RulePlace::UnderSubrule() const { return !levels.empty() && !IsLetterLevel(levels[0]); }

size_t RulePlace::ParagraphDepth() const {
  size_t depth = 0;
  for (size_t i = 0; i < levels.size(); ++i)
    if (IsLetterLevel(levels[i])) depth = i + 1;
  return depth;
}

// A paragraph's letter in quotes, as Iowa writes it ("“a”", ""g.""): one
// group, the letter.
constexpr const char* kQuotedLetter = R"((?:\x{201C}|")([a-z]{1,2})[.,]?\s?(?:\x{201D}|"))";

// Whether the words right before t[at] name another body, whose numbers
// the general grammar reads: "Iowa Code section 17.5", "§ 17.5", "40 CFR
// 403.3", "chapter 17A", "Code 1977".
bool AfterOtherBody(std::string_view t, size_t at) {
  size_t k = at;
  while (k > 0 && (t[k - 1] == ' ' || t[k - 1] == '\n')) --k;
  if (k >= 2 && t.substr(k - 2, 2) == "\xC2\xA7") return true;
  size_t w = k;
  while (w > 0 && !ascii::IsSpace(static_cast<unsigned char>(t[w - 1]))) --w;
  std::string_view word = t.substr(w, k - w);
  // ("Iowa Administrative Code 641-70.3 (135)": the rules' own name.)
  if (word == std::string_view("Code") && TrimmedBefore(t, w).ends_with("Administrative")) return false;
  static constexpr std::string_view kWords[] = {
      "section", "sections", "Section", "Sections", "Code", "chapter", "chapters", "Chapter",
      "Chapters", "CFR", "C.F.R.", "U.S.C.", "USC", "Stats.", "s.", "ss.", "Act", "Laws"};
  if (std::find(std::begin(kWords), std::end(kWords), word) != std::end(kWords)) return true;
  // "Iowa Code subsection 321.208(12)": a level of the Code's section.
  if (word == std::string_view("subsection") || word == std::string_view("subsections") || word == std::string_view("paragraph")) {
    size_t v = w;
    while (v > 0 && t[v - 1] == ' ') --v;
    return t.substr(0, v).ends_with("Code");
  }
  return false;
}

// Whether the word right before t[at] is "rule" or "rules" (with
// `subrule`, "subrule" or "subrules" too).
bool AfterRuleWord(std::string_view t, size_t at, bool subrule = false) {
  size_t k = at;
  while (k > 0 && t[k - 1] == ' ') --k;
  std::string_view before = t.substr(0, k);
  // (With `subrule`, a rule's levels' words too: "Paragraph 223.1(3)“b”
  // was revised".)
  for (std::string_view w : {"rule", "rules", "Rule", "Rules", "subrule", "subrules", "Subrule",
                             "Subrules", "paragraph", "paragraphs", "Paragraph", "Paragraphs",
                             "subparagraph", "subparagraphs", "Subparagraph", "Subparagraphs"}) {
    if (!subrule && w[0] != 'r' && w[0] != 'R') continue;
    if (before.ends_with(w) &&
        (before.size() == w.size() ||
         !ascii::IsAlpha(static_cast<unsigned char>(before[before.size() - w.size() - 1]))))
      return true;
  }
  return false;
}

// The lower-case letters from a to b: "a", "c" -> a, b, c.
std::vector<std::string> Letters(const std::string& a, const std::string& b) {
  std::vector<std::string> out;
  if (a.size() != 1 || b.size() != 1 || a > b) return {a, b};
  for (char c = a[0]; c <= b[0]; ++c) out.push_back(std::string(1, c));
  return out;
}

// The quoted letters that go on a list at *sp ("and “b”", ", “c”",
// "through “f”": every one between), appended to `letters`; consumes them.
void MoreLetters(re2::StringPiece* sp, std::vector<std::string>* letters) {
  static const RE2 kMoreLetters(
      std::string(R"(^(,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*(?:through|to|-|\x{2013})\s*))") +
          kQuotedLetter,
      RE2::Quiet);
  std::string sep, next;
  while (Consume(sp, kMoreLetters, &sep, &next)) {
    std::string_view sv = Trim(sep);
    if (sv == "through" || sv == "to" || sv == "-" || sv == "\xE2\x80\x93") {
      std::vector<std::string> run = Letters(letters->back(), next);
      letters->insert(letters->end(), run.begin() + 1, run.end());
    } else {
      letters->push_back(next);
    }
  }
}

// The numbered subparagraphs that go on a list at *sp ("or (2)", ", (2)
// and (3)", "to (3)": every one between), appended to `numbers`; consumes
// them.
void MoreSubparagraphs(re2::StringPiece* sp, std::vector<int>* numbers) {
  static const RE2 kMore(
      R"(^(,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+(?:through|to)\s+)\((\d{1,2})\))",
      RE2::Quiet);
  std::string sep;
  int next = 0;
  while (Consume(sp, kMore, &sep, &next)) {
    std::string_view sv = Trim(sep);
    bool range = sv == "through" || sv == "to";
    if (range && next > numbers->back() && next - numbers->back() <= 30) {
      for (int k = numbers->back() + 1; k <= next; ++k) numbers->push_back(k);
    } else {
      numbers->push_back(next);
    }
  }
}

}  // namespace

std::string HeaderAgency(std::string_view t) {
  // (The running header, "IAC 2/2/94, 7/2/97 Human Services[441] Ch 78,
  // p.33"; the bulletin's in capitals, "HUMAN SERVICES DEPARTMENT[441]",
  // not an editor's note's "[Prior to 12/17/86, Revenue Department[730]]".)
  // (Or after the item's number, run together on the Legislature's copy:
  // "ARC 6359CEconomic Development Authority[261]Notice of Intended
  // Action". An agency's number may end in a letter: "ENGINEERING AND
  // LAND SURVEYING EXAMINING BOARD[193C]".)
  static const RE2 kHeader(
      R"((?:\[(\d{1,3})\]\s*Ch\s+\d+[A-Z]?,\s*p\.\s*\d|\b[A-Z]{3,}\[(\d{1,3}[A-Z]?)\]|)"
      R"(\bARC\s*\d{3,4}[A-Z]\s*[A-Z][A-Za-z ,.&'()-]{2,80}?\[(\d{1,3}[A-Z]?)\]))",
      RE2::Quiet);
  // (Within the page's first lines: the Bulletin's listing puts the
  // item's title, a long line, before its number and header.)
  std::string_view head = t.substr(0, 1200);
  std::string running, bulletin, item;
  if (head.find('[') == std::string_view::npos ||
      !RE2::PartialMatch(re2::StringPiece(head.data(), head.size()), kHeader, &running, &bulletin, &item))
    return "";
  return !running.empty() ? running : !bulletin.empty() ? bulletin : item;
}

std::string NamedItemAgency(std::string_view t) {
  // (The subject before "hereby": capitalized words and the small ones
  // that join them, an abbreviation in parentheses after.)
  static const RE2 kActor(
      R"(\b[Tt]he\s+((?:[A-Z][A-Za-z'\x{2019}-]*|of|and|on|for|the|,)(?:\s+(?:[A-Z][A-Za-z'\x{2019}-]*|of|and|on|for|the)|,){0,9}?))"
      R"((?:\s+\([A-Z]{2,8}\))?\s+hereby\b)",
      RE2::Quiet);
  // (Or the agency whose action a board's own page says was published:
  // "Rulemaking action by the Iowa Board of Pharmacy has been published
  // in the Iowa Administrative Bulletin".)
  static const RE2 kPublishedBy(
      R"(\b[Aa]ction\s+by\s+the\s+((?:[A-Z][A-Za-z'\x{2019}-]*)(?:\s+(?:[A-Z][A-Za-z'\x{2019}-]*|of|and|on|for|the)){0,9}?))"
      R"(\s+(?:has|have)\s+been\s+published\b)",
      RE2::Quiet);
  std::string_view head = t.substr(0, 1600);
  re2::StringPiece hp(head.data(), head.size());
  std::string name;
  if (!(head.find("hereby") != std::string_view::npos && RE2::PartialMatch(hp, kActor, &name)) &&
      !(head.find("published") != std::string_view::npos && RE2::PartialMatch(hp, kPublishedBy, &name)))
    return "";
  // The Code's agencies by the names its items give them, in small
  // letters, "Iowa" and "Director of the" dropped, "X of Y" read as "Y
  // X" where the table has no "X of Y".
  static constexpr std::pair<std::string_view, std::string_view> kAgencies[] = {
      {"accountancy examining board", "193A"},
      {"administrative services department", "11"},
      {"aging department", "17"},
      {"agricultural development authority", "25"},
      {"agriculture and land stewardship department", "21"},
      {"alcoholic beverages division", "185"},
      {"architectural examining board", "193B"},
      {"attorney general", "61"},
      {"auditor of state", "81"},
      {"banking division", "187"},
      {"child advocacy board", "489"},
      {"city development board", "263"},
      {"city finance committee", "545"},
      {"civil rights commission", "161"},
      {"college student aid commission", "283"},
      {"commission on volunteer service", "817"},
      {"comprehensive petroleum underground storage tank fund board", "591"},
      {"corrections department", "201"},
      {"county finance committee", "547"},
      {"credit union division", "189"},
      {"cultural affairs department", "221"},
      {"dental board", "650"},
      {"department for the blind", "111"},
      {"department on aging", "17"},
      {"economic development authority", "261"},
      {"education department", "281"},
      {"educational examiners board", "282"},
      {"elder affairs department", "321"},
      {"employment appeal board", "486"},
      {"engineering and land surveying examining board", "193C"},
      {"environmental protection commission", "567"},
      {"ethics and campaign disclosure board", "351"},
      {"executive council", "361"},
      {"finance authority", "265"},
      {"general services department", "401"},
      {"homeland security and emergency management department", "605"},
      {"homeland security and emergency management division", "605"},
      {"human rights department", "421"},
      {"human services department", "441"},
      {"insurance division", "191"},
      {"interior design examining board", "193G"},
      {"labor commissioner", "875"},
      {"labor services division", "875"},
      {"landscape architectural examining board", "193D"},
      {"law enforcement academy", "501"},
      {"lottery authority", "531"},
      {"management department", "541"},
      {"medicine board", "653"},
      {"natural resource commission", "571"},
      {"nursing board", "655"},
      {"parole board", "205"},
      {"personnel department", "581"},
      {"pharmacy board", "657"},
      {"professional licensing and regulation bureau", "193"},
      {"professional licensing and regulation division", "193"},
      {"public employees' retirement system", "495"},
      {"public employment relations board", "621"},
      {"public health department", "641"},
      {"public information board", "497"},
      {"public safety department", "661"},
      {"racing and gaming commission", "491"},
      {"real estate appraiser examining board", "193F"},
      {"real estate commission", "193E"},
      {"regents board", "681"},
      {"revenue department", "701"},
      {"school budget review committee", "289"},
      {"secretary of state", "721"},
      {"soil conservation and water quality division", "27"},
      {"state public defender", "493"},
      {"telecommunications and technology commission", "751"},
      {"transportation department", "761"},
      {"treasurer of state", "781"},
      {"utilities board", "199"},
      {"utilities commission", "199"},
      {"utilities division", "199"},
      {"veterans affairs commission", "801"},
      {"veterans affairs department", "801"},
      {"veterinary medicine board", "811"},
      {"volunteer service commission", "817"},
      {"voter registration commission", "821"},
      {"workers' compensation commissioner", "876"},
      {"workers' compensation division", "876"},
      {"workforce development department", "871"},
  };
  std::string key;
  for (size_t i = 0; i < name.size(); ++i) {
    if (name.compare(i, 3, "\xE2\x80\x99") == 0) {
      key += '\'';
      i += 2;
    } else if (unsigned char c = name[i]; ascii::IsSpace(c)) {
      if (!key.empty() && key.back() != ' ') key += ' ';
    } else if (c != ',') {
      key += static_cast<char>(ascii::IsUpper(c) ? c + ('a' - 'A') : c);
    }
  }
  // ("the Board of Directors of the Iowa Lottery Authority hereby
  // gives Notice": the authority's.)
  for (std::string_view drop : {"director of the ", "board of directors of the ", "iowa "})
    if (key.starts_with(drop)) key.erase(0, drop.size());
  auto find = [&](std::string_view k) -> std::string {
    for (const auto& [n, number] : kAgencies)
      if (n == k) return std::string(number);
    return "";
  };
  if (std::string number = find(key); !number.empty()) return number;
  // ("Board of Pharmacy", "Department of Workforce Development", "Iowa
  // Department of Veterans Affairs".)
  for (std::string_view head_word : {"board", "department", "commission", "division", "bureau"}) {
    std::string prefix = std::string(head_word) + " of ";
    if (key.starts_with(prefix)) {
      std::string rest = key.substr(prefix.size());
      if (rest.starts_with("the ")) rest.erase(0, 4);
      if (rest.starts_with("iowa ")) rest.erase(0, 5);
      return find(rest + " " + std::string(head_word));
    }
  }
  return "";
}

std::vector<Citation> FindIacCitations(const Context& ctx, int32_t provision) {
  std::vector<Citation> out;
  std::optional<RulePlace> place = PlaceOf(ctx.source.key.path());
  // (Text before any rule's heading cites an agency's chapters and rules
  // all the same: "281-Chapter 12"; its other references need the rule.)
  std::string_view t = ctx.source.text;
  // One pass over the candidates' starts: a rule number with or without
  // its agency, an agency's chapter, a paragraph or subparagraph named
  // relative to the source, and "this rule".
  static const RE2 kLead(
      // ("701—Chs 12, 30, 44": the abbreviation.)
      // ("347--chs 41, 42, 49" in the Bulletin's contents: the
      // abbreviation in small letters.)
      std::string(R"((\d{1,3}[A-Z]?)\s*(?:--?|\x{2013}|\x{2014})\s*(?:[Cc]hapters?|[Cc]hs?\.?)\s+(\d+[A-Z]?)\b|)")
      // (the agency may stand before the word: "641—subrule 23.8(3)")
      + R"((?:(\d{1,3}[A-Z]?)\s*(?:--?|\x{2013}|\x{2014})\s*(?:(?:[Ss]ub)?(?:rules?|paragraphs?)\s+)?)?(\d+)\.(\d+[A-Z]?)|)"
      + R"(\b((?:[Ss]ub)?[Pp]aragraphs?)\s+)" + kQuotedLetter + "|"
      + R"(\b([Ss]ubparagraphs?)\s+\((\d+)\)|)"
      R"(\b[Tt]his\s+(rule|chapter|subrule|paragraph|subparagraph)\b)",
      RE2::Quiet);
  // What may follow a rule number: a subrule "(3)", a paragraph "“a”",
  // a subparagraph "(1)", a numbered paragraph "“1”", and the Iowa Code
  // chapters the rule implements "(455B)".
  static const RE2 kTail(
      std::string(R"(^(?:\((\d{1,2})\)(?:\s?)") + kQuotedLetter +
          R"((?:\s?\((\d{1,2})\)(?:(?:\x{201C}|")(\d{1,2})(?:\x{201D}|"))?)?)?)?)"
          R"((?:\(([0-9A-Z]+(?:,\s*[0-9A-Z]+)*)\))?)",
      RE2::Quiet);
  static const RE2 kOfWhat(R"(^\s+of\s+this\s+(subrule|rule)\b)", RE2::Quiet);
  std::string stated_agency;  // the last an explicit number named
  // Where the last rule read after the word "rule" or "rules" ended: the
  // list's next item goes on after that word ("rules 261—187.3(15) and
  // 261—187.4(15)": each parenthesis the chapter each implements).
  size_t rule_list_end = std::string_view::npos;
  if (!place) stated_agency = HeaderAgency(t);
  // (A copy that lost the header: the agency its item names in words.)
  if (!place && stated_agency.empty()) stated_agency = NamedItemAgency(t);
  const std::string item_agency = stated_agency;  // the item's own, before any number
  // The chapters each agency's explicit numbers named (a bare rule of
  // another chapter is the item's own, below).
  std::map<std::string, std::set<std::string>, std::less<>> named_chapters;
  // A bulletin item's listing opens with its kind, then its title, the
  // rules it affects listed at the title's end ("Notice of Intended
  // Action\n\nNonoperator’s identification, 630.1(2), 630.2"): numbers
  // there are the header agency's rules, no rule word before them.
  size_t title_begin = 0, title_end = 0;
  if (!place) {
    // (The reader joins the lines: the title ends where the item's page
    // goes on, "Untitled document" or the item's number.)
    static const RE2 kItemTitle(
        R"(^\s*(?:Amended\s+)?(?:Notice\s+of\s+Intended\s+Action|Adopted\s+and\s+Filed(?:\s+Emergency(?:\s+After\s+Notice)?)?|)"
        R"(Filed\s+Emergency|Regulatory\s+Analysis|Notice\s+of\s+Termination)\s+(.{1,600}?)\s+(?:Untitled\s+document|ARC\s*\d{3,4}[A-Z])\b)",
        RE2::Quiet);
    // (Or a copy that begins at the title, the kind cut off above it: a
    // title line then rules.iowa.gov's "Untitled document", "Certification;
    // training, 2.1(11), 3.2, … 10.1".)
    // (Or its number: "Wild turkey hunting—permitted weapons, 98.2(1)“a,”
    // 98.12(1), 99.8(1)" over "ARC 6578C".)
    static const RE2 kBareTitle(R"(^\s*(.{1,300}?)\s+(?:Untitled\s+document|ARC\s*\d{3,4}[A-Z])\b)", RE2::Quiet);
    re2::StringPiece title;
    re2::StringPiece head(t.data(), std::min<size_t>(t.size(), 1200));
    if (RE2::PartialMatch(head, kItemTitle, &title) || RE2::PartialMatch(head, kBareTitle, &title)) {
      title_begin = title.data() - t.data();
      title_end = title_begin + title.size();
    }
  }
  // The Bulletin's contents list each agency's items under its name and
  // number ("HUMAN SERVICES DEPARTMENT[441]", then "Notice, Mental health
  // service providers,\n24.1, 24.2(2), 24.3(7) ARC 8578A 1279"): the
  // numbers after an item's title, up to its ARC number, are that
  // agency's rules (not an umbrella department's, "NATURAL RESOURCES
  // DEPARTMENT[561]"umbrella"", whose boards' headers follow it).
  struct ContentsEntry {
    size_t begin, end;
    std::string agency;
  };
  std::vector<ContentsEntry> contents;
  if (!place && t.find("CONTENTS") != std::string_view::npos && t.find("ARC") != std::string_view::npos) {
    // (An agency's number of one to three figures and a board's letter:
    // "AGRICULTURE AND LAND STEWARDSHIP DEPARTMENT[21]", "Engineering and
    // Land Surveying Examining Board[193C]".)
    static const RE2 kHeader(R"(^[A-Za-z][A-Za-z ,.'&-]*\[(\d{1,3}[A-Z]?)\]\s*$)", RE2::Quiet);
    // (An effective date's delay too, "Delay, Waiver services, 79.1(15)
    // “d”(4) 838", and a regulatory analysis; "Filed" with its comma
    // lost, "Filed Well contractor certification, ch 82".)
    static const RE2 kEntry(
        R"(^(?:Amended\s+)?(?:(?:Notice(?:\s+Terminated)?|Filed(?:\s+Emergency(?:\s+After\s+Notice)?|\s+Without\s+Notice)?|)"
        R"(Adopted\s+and\s+Filed|Delay(?:\s+Lifted)?|Regulatory\s+[Aa]nalysis),\s|Filed\s+[A-Z][a-z])|\bDelay(?:\s+Lifted)?\s+\d{1,4}$)",
        RE2::Quiet);
    static const RE2 kArc(R"((\bARC\s*\d{3,4}[A-Z]\b))", RE2::Quiet);
    static const RE2 kPageEnd(R"(\s\d{1,4}$)", RE2::Quiet);
    // (The reader joins the source's lines with a space: text_lines says
    // where each starts.)
    std::string agency;
    bool after_header = false;
    // The contents' "DELAYS" list their items under each agency's name in
    // small letters, no kind before them ("Racing and Gaming
    // Commission[491]" then "Waivers or variances from rules, 1.8 1494"),
    // an item a line or more up to its page's number; the next header in
    // capitals ends them.
    bool delays = false, after_page = false;
    const auto& lines = ctx.source.text_lines;
    for (size_t i = 0; i < lines.size(); ++i) {
      size_t line = lines[i].offset;
      size_t next = i + 1 < lines.size() ? lines[i + 1].offset : t.size();
      if (line > next || next > t.size()) break;
      std::string_view l = Trim(t.substr(line, next - line));
      std::string number;
      bool starts_item = after_header || after_page;
      after_page = RE2::PartialMatch(re2::StringPiece(l.data(), l.size()), kPageEnd);
      if (l.size() <= 6 && (l == "DELAYS" || l == "DELAY" || l == "delays" || l == "Delays")) {
        delays = true;
        agency.clear();
        continue;
      }
      if (RE2::FullMatch(re2::StringPiece(l.data(), l.size()), kHeader, &number)) {
        if (delays && std::none_of(l.begin(), l.end(), [](char c) { return ascii::IsLower(c); })) delays = false;
        // (A board's header, then its umbrella division's right under it,
        // "ACCOUNTANCY EXAMINING BOARD[193A]" over "Professional Licensing
        // and Regulation Division[193]": the board's.)
        if (!after_header) agency = number;
        after_header = true;
        continue;
      }
      if (!l.empty()) after_header = false;
      if (!agency.empty() && (RE2::PartialMatch(re2::StringPiece(l.data(), l.size()), kEntry) ||
                              (delays && starts_item))) {
        // (Up to the next header or entry at most, 600 bytes.)
        size_t limit = std::min(t.size(), line + 600), page_end = 0;
        for (size_t j = i; j < lines.size(); ++j) {
          size_t jb = lines[j].offset, je = j + 1 < lines.size() ? lines[j + 1].offset : t.size();
          if (jb >= limit || je > t.size()) break;
          std::string_view lj = Trim(t.substr(jb, je - jb));
          re2::StringPiece lp(lj.data(), lj.size());
          if (j > i && (RE2::FullMatch(lp, kHeader) || RE2::PartialMatch(lp, kEntry))) {
            limit = jb;
            break;
          }
          // (An entry with no ARC number, a delay's, ends on its page's
          // number; or where the copy stops.)
          if (page_end == 0 && RE2::PartialMatch(lp, kPageEnd)) page_end = je;
        }
        re2::StringPiece rest(t.data() + line, limit - line), arc;
        if (RE2::PartialMatch(rest, kArc, &arc))
          contents.push_back({line, static_cast<size_t>(arc.data() - t.data()), agency});
        else
          contents.push_back({line, page_end != 0 ? std::min(page_end, limit) : limit, agency});
      }
    }
    // (A copy that ran the contents' lines together: "… EDUCATIONAL
    // EXAMINERS BOARD[282] EDUCATION DEPARTMENT[281]“umbrella” Notice,
    // Military exchange license, 13.17(4) ARC 1723C ........ 822 Notice
    // Terminated, …": the headers and items found where they stand, each
    // item the last header's (a board's over its umbrella's right after
    // it), up to its ARC number or the next item.)
    if (contents.empty()) {
      static const RE2 kInlineHeader(
          R"(\b[A-Z][A-Z ,.'&-]{2,80}\[(\d{1,3}[A-Z]?)\](?:\s*(?:\x{201C}|")umbrella(?:\x{201D}|"))?)", RE2::Quiet);
      static const RE2 kInlineEntry(
          R"(\b(?:Amended\s+)?(?:Notice(?:\s+Terminated)?|Filed(?:\s+Emergency(?:\s+After\s+Notice)?|\s+Without\s+Notice)?|)"
          R"(Adopted\s+and\s+Filed|Delay(?:\s+Lifted)?|Regulatory\s+[Aa]nalysis),\s)",
          RE2::Quiet);
      struct Mark {
        size_t begin, end;
        std::string agency;  // a header's; empty for an item
      };
      std::vector<Mark> marks;
      re2::StringPiece whole(t.data(), t.size()), m, number;
      size_t at = 0;
      while (at < t.size() && kInlineHeader.Match(whole, at, t.size(), RE2::UNANCHORED, &m, 1)) {
        re2::StringPiece sp = m;
        RE2::PartialMatch(sp, kInlineHeader, &number);
        marks.push_back({static_cast<size_t>(m.data() - t.data()), static_cast<size_t>(m.data() - t.data() + m.size()),
                         std::string(number.data(), number.size())});
        at = marks.back().end;
      }
      if (!marks.empty()) {
        at = 0;
        while (at < t.size() && kInlineEntry.Match(whole, at, t.size(), RE2::UNANCHORED, &m, 1)) {
          size_t b = m.data() - t.data();
          marks.push_back({b, b + m.size(), ""});
          at = b + m.size();
        }
        std::sort(marks.begin(), marks.end(), [](const Mark& x, const Mark& y) { return x.begin < y.begin; });
        std::string agency;
        bool after_header = false;
        for (size_t k = 0; k < marks.size(); ++k) {
          if (!marks[k].agency.empty()) {
            if (!after_header) agency = marks[k].agency;
            after_header = k + 1 < marks.size() && !marks[k + 1].agency.empty() &&
                           Trim(t.substr(marks[k].end, marks[k + 1].begin - marks[k].end)).empty();
            continue;
          }
          after_header = false;
          if (agency.empty()) continue;
          size_t limit = std::min({t.size(), marks[k].begin + 600,
                                   k + 1 < marks.size() ? marks[k + 1].begin : t.size()});
          re2::StringPiece rest(t.data() + marks[k].begin, limit - marks[k].begin), arc;
          size_t e = RE2::PartialMatch(rest, kArc, &arc) ? static_cast<size_t>(arc.data() - t.data()) : limit;
          contents.push_back({marks[k].begin, e, agency});
        }
      }
    }
  }
  auto contents_at = [&](size_t b) -> const ContentsEntry* {
    for (const ContentsEntry& c : contents)
      if (b > c.begin && b < c.end) {
        std::string_view before = Trim(t.substr(c.begin, b - c.begin));
        // (A title's quoted words before them: "“effluent data,” 2.1".)
        if (before.ends_with("\xE2\x80\x9D")) before.remove_suffix(3);
        else if (before.ends_with("\"")) before.remove_suffix(1);
        // ("rescind ch 3; 4.1, 4.6(1)": the item's chapter, then its rules.)
        if (before.ends_with(",") || before.ends_with(";") || before.ends_with(" and") || before.ends_with(" to"))
          return &c;
      }
    return nullptr;
  };
  auto in_title = [&](size_t b) {
    if (contents_at(b)) return true;
    if (b < title_begin || b >= title_end) return false;
    std::string_view before = t.substr(title_begin, b - title_begin);
    for (std::string_view separator : {", ", " to ", " and "})
      if (before.ends_with(separator)) return true;
    return false;
  };
  re2::StringPiece whole(t.data(), t.size());
  re2::StringPiece m[12];
  size_t pos = 0;
  while (pos < t.size() && kLead.Match(whole, pos, t.size(), RE2::UNANCHORED, m, 12)) {
    size_t b = m[0].data() - t.data(), e = b + m[0].size();
    pos = e;
    auto s = [&](int i) { return std::string(m[i].data(), m[i].size()); };
    Parsed p;
    p.begin = b;
    p.end = e;
    std::optional<Parsed> implements;
    // (Without the rule, only what names its agency: "281-Chapter 12",
    // "subject to the provisions of rule 191-16.28 (507B)".)
    // ("subrule 12.10(1)" after "rule 281—12.10(256)" in such text: the
    // agency the text named last, where a rule word leads in.)
    // ("Subrules 223.3(1) and 223.3(2)": a list's next item after one so
    // read.)
    auto listed = [&] {
      if (out.empty() || out.back().end >= b) return false;
      std::string_view between = t.substr(out.back().end, b - out.back().end);
      return between == std::string_view(", ") || between == std::string_view(" and ") ||
             between == std::string_view(", and ") ||
             between == std::string_view(" or ") || between == std::string_view(", or ");
    };
    if (!place && m[1].empty() && (m[3].empty() || m[4].empty()) && !(m[3].empty() && contents_at(b)) &&
        (m[4].empty() || stated_agency.empty() ||
         (!AfterRuleWord(t, b, true) && !listed() && !in_title(b))))
      continue;
    if (!m[1].empty()) {
      // "567—Chapter 63", "571—Chapters 40 and 41", "761—Chapters 600 to
      // 699" (a long range of chapters: its endpoints).
      if (b > 0 && ascii::IsAlnum(static_cast<unsigned char>(t[b - 1]))) continue;
      p.targets.emplace_back("iowa-iac", "ch." + s(1) + "-" + s(2));
      stated_agency = s(1);
      static const RE2 kMoreChapters(
          R"(^(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|\s+(to|through)\s+)(\d+[A-Z]?)\b)",
          RE2::Quiet);
      while (true) {
        std::string_view rest = t.substr(p.end);
        re2::StringPiece sp(rest.data(), rest.size());
        std::string range, next;
        if (!Consume(&sp, kMoreChapters, &range, &next)) break;
        // ("661—Chapter 202, 661—Chapter 205": the next item's agency.)
        // ("… to 875--\nchs 204 to 209": the typed dash, a line's break.)
        std::string_view after(sp.data(), sp.size());
        for (bool more = true; more;) {
          more = false;
          for (std::string_view dash : {"-", "\xE2\x80\x93", "\xE2\x80\x94"})
            if (after.starts_with(dash)) {
              after.remove_prefix(dash.size());
              more = true;
            }
        }
        if (after.size() < sp.size()) after = Trim(after);
        if (after.size() < sp.size() &&
            (after.starts_with("Chapter") || after.starts_with("chapter") || after.starts_with("ch")))
          break;
        // ("641—Chapters 39 to 45": a short range's every chapter, as the
        // statutes' are read; a long one's ends.)
        if (!range.empty()) {
          std::string_view last = p.targets.back().path();
          last.remove_prefix(last.rfind('-') + 1);
          for (const std::string& c : ChaptersBetween(last, next))
            p.targets.emplace_back("iowa-iac", "ch." + s(1) + "-" + c);
        }
        p.targets.emplace_back("iowa-iac", "ch." + s(1) + "-" + next);
        p.end = t.size() - sp.size();
      }
      // (Every chapter so listed is named: "641—Chapters 39 to 45".)
      for (const Key& k : p.targets) {
        std::string_view path = k.path();
        named_chapters[stated_agency].emplace(path.substr(path.rfind('-') + 1));
      }
      pos = p.end;
    } else if (!m[4].empty()) {
      size_t nb = m[3].empty() ? static_cast<size_t>(m[4].data() - t.data()) : b;
      if (nb > 0 && (ascii::IsAlnum(static_cast<unsigned char>(t[nb - 1])) || t[nb - 1] == '.' ||
                     t[nb - 1] == ',' || t[nb - 1] == '$'))
        continue;
      if (e < t.size() && (ascii::IsDigit(static_cast<unsigned char>(t[e])) || t[e] == '.') &&
          e + 1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e + 1])))
        continue;  // "1.2.3", a longer number
      if (AfterOtherBody(t, b)) continue;
      const ContentsEntry* entry = m[3].empty() ? contents_at(nb) : nullptr;
      std::string agency = !m[3].empty() ? s(3) : place ? place->agency : entry ? entry->agency : stated_agency;
      if (!m[3].empty()) stated_agency = agency;
      std::string chapter = s(4), rule = s(5);
      if (!m[3].empty()) named_chapters[agency].insert(chapter);
      // ("The newly adopted Chapter 14 contains language … adopted by the
      // Public Health Department in 641—Chapter 139. … Paragraph
      // 14.2(1)“h” was removed" in the Law Enforcement Academy's item:
      // another agency's chapter named in passing leaves a bare rule of
      // another chapter the item's own; not a list's next item, "641—139.2
      // and 140.3".)
      if (m[3].empty() && !place && !entry && !item_agency.empty() && agency != item_agency && !listed() &&
          !named_chapters[agency].count(chapter))
        agency = item_agency;
      // "Renumbered from 199-10.17IAB February 26, 2020": the Bulletin's
      // initials glued on, no letter of the rule's.
      // (Or a sentence run on after a reference tag, "Rule 761-524.9The
      // following …": a capital and small letters, a word.)
      if (rule.size() > 1 && ascii::IsUpper(static_cast<unsigned char>(rule.back())) && e < t.size() &&
          (ascii::IsUpper(static_cast<unsigned char>(t[e])) || ascii::IsLower(static_cast<unsigned char>(t[e])))) {
        rule.pop_back();
        --e;
      }
      std::string_view rest = t.substr(e);
      re2::StringPiece tail(rest.data(), rest.size());
      std::string sub, par, subpar, numbered, paren;
      Consume(&tail, kTail, &sub, &par, &subpar, &numbered, &paren);
      // "rule 871—26.1(96)": after the word "rule", the parenthesis names
      // the chapters the rule implements, whatever its size.
      bool rule_word = AfterRuleWord(t, b);
      if (!rule_word && rule_list_end != std::string_view::npos && rule_list_end <= b && b - rule_list_end <= 6) {
        std::string_view between = Trim(t.substr(rule_list_end, b - rule_list_end));
        rule_word = between == "and" || between == "or" || between == "," || between == ", and" ||
                    between == ", or";
      }
      // (Not in rules.iowa.gov's list of a notice's reference tags, "Rule
      // 761-380.4(2) Rule 761-400.18 …": a subrule there, the next tag
      // right after it or the list's end, "… Rule 761-524.9The following
      // Iowa code references …".)
      if (rule_word && !sub.empty() && par.empty() && paren.empty()) {
        static const RE2 kNextTag(R"(^\s*(?:Rule\s+\d|The\s+following\b))", RE2::Quiet);
        re2::StringPiece after_tag = tail;
        if (RE2::PartialMatch(after_tag, kNextTag)) rule_word = false;
      }
      if (!sub.empty() && par.empty() && paren.empty() && rule_word) {
        paren = sub;
        sub.clear();
      }
      // "(459)" after the rule: the chapters it implements, never a
      // subrule (none runs to a hundred); "(455B)", "(17A,455B)" too.
      if (sub.empty() && !paren.empty()) {
        bool chapters = rule_word || paren.find_first_not_of("0123456789") != std::string::npos ||
                        paren.size() >= 3;
        if (!chapters) {
          sub = paren;
          paren.clear();
        }
      }
      bool cued = !m[3].empty() || !sub.empty() || !paren.empty() || (!place && in_title(nb));
      // A bare decimal ("2.5 feet") counts only in the rule's own chapter.
      if (!cued && (!place || chapter != place->chapter || agency != place->agency)) continue;
      std::string path = agency + "-" + chapter + "." + rule;
      if (!sub.empty()) path += "(" + sub + ")";
      if (!par.empty()) path += "(" + par + ")";
      if (!subpar.empty()) path += "(" + subpar + ")";
      if (!numbered.empty()) path += "(" + numbered + ")";
      p.targets.emplace_back("iowa-iac", path);
      // "subrule 78.19(1), paragraphs “a” and “b.”": the subrule's
      // paragraphs, named after it.
      if (!sub.empty() && par.empty() && paren.empty()) {
        static const RE2 kCommaParagraphs(std::string(R"(^,\s+paragraphs?\s+)") + kQuotedLetter,
                                          RE2::Quiet);
        re2::StringPiece r = tail;
        std::string first;
        if (Consume(&r, kCommaParagraphs, &first)) {
          std::vector<std::string> letters = {first};
          MoreLetters(&r, &letters);
          p.targets.clear();
          for (const std::string& l : letters) p.targets.emplace_back("iowa-iac", path + "(" + l + ")");
          tail = r;
        }
      }
      // "paragraphs 8.4(3)“a” and “b”": more paragraphs of the subrule.
      if (!par.empty() && subpar.empty() && numbered.empty()) {
        std::string subrule = agency + "-" + chapter + "." + rule + "(" + sub + ")";
        std::vector<std::string> letters = {par};
        MoreLetters(&tail, &letters);
        for (size_t k = 1; k < letters.size(); ++k)
          p.targets.emplace_back("iowa-iac", subrule + "(" + letters[k] + ")");
      }
      // "subparagraphs 170.2(1)“a”(1) to (3)": more subparagraphs of the
      // paragraph.
      if (!subpar.empty() && numbered.empty()) {
        std::vector<int> more = {std::stoi(subpar)};
        MoreSubparagraphs(&tail, &more);
        std::string paragraph = path.substr(0, path.rfind('('));
        for (size_t k = 1; k < more.size(); ++k)
          p.targets.emplace_back("iowa-iac", paragraph + "(" + std::to_string(more[k]) + ")");
      }
      // "281-subrules 79.15(2) to 79.15(5)", "62.4(3) to 62.4(71)",
      // "62.4(2) through (5)": the rule's subrules between, of the same
      // agency (none runs to a hundred).
      if (!sub.empty() && par.empty() && paren.empty()) {
        static const RE2 kSubruleRange(
            R"(^\s+(?:to|through)\s+(?:(\d+)\.(\d+[A-Z]?))?\((\d{1,2})\))", RE2::Quiet);
        re2::StringPiece r = tail;
        std::string c2, r2, s2;
        if (Consume(&r, kSubruleRange, &c2, &r2, &s2) &&
            ((c2 == chapter && r2 == rule) || (c2.empty() && r2.empty()))) {
          int lo = std::stoi(sub), hi = std::stoi(s2);
          if (lo < hi) {
            std::string base = agency + "-" + chapter + "." + rule;
            for (int k = lo + 1; k <= hi; ++k)
              p.targets.emplace_back("iowa-iac", base + "(" + std::to_string(k) + ")");
            tail = r;
          }
        }
      }
      size_t tail_end = t.size() - tail.size();
      if (!paren.empty()) {
        Parsed ch;
        ch.end = tail_end - 1;
        ch.begin = ch.end - paren.size();
        size_t from = 0;
        while (from <= paren.size()) {
          size_t comma = paren.find(',', from);
          std::string item(Trim(std::string_view(paren).substr(from, comma - from)));
          // "(17A,474,476,78GA,HF2206)": a General Assembly and its House or
          // Senate File are the session law, no chapter of the Code.
          static const RE2 kSessionLaw(R"(\d+GA|[HS]F\d+)", RE2::Quiet);
          if (!RE2::FullMatch(item, kSessionLaw))
            ch.targets.emplace_back("iowa-code", "ch." + item);
          if (comma == std::string::npos) break;
          from = comma + 1;
        }
        if (!ch.targets.empty()) implements = std::move(ch);
      }
      p.end = tail_end;
      pos = tail_end;
      rule_list_end = rule_word ? tail_end : std::string_view::npos;
    } else if (!m[6].empty()) {
      // "paragraph “a”", "paragraphs “a” and “b”", "subparagraph “c”":
      // within the subrule the source stands in, or the one named after
      // ("of this rule": directly under the rule).
      std::vector<std::string> letters = {s(7)};
      std::string_view after = t.substr(e);
      re2::StringPiece more(after.data(), after.size());
      MoreLetters(&more, &letters);
      size_t end = t.size() - more.size();
      std::string base;
      std::string_view rest = t.substr(end);
      re2::StringPiece of(rest.data(), rest.size());
      std::string what;
      if (Consume(&of, kOfWhat, &what)) end = t.size() - of.size();
      if (what == "rule" || (what.empty() && !place->UnderSubrule()) || place->rule.empty())
        base = place->rule.empty() ? "" : place->RulePath();
      else
        base = place->LevelPath(1);
      if (base.empty()) {
        p.unresolved = "a paragraph of no rule";
      } else {
        for (const std::string& l : letters) p.targets.emplace_back("iowa-iac", base + "(" + l + ")");
      }
      p.end = end;
      pos = end;
    } else if (!m[8].empty()) {
      // "subparagraph (1)": of the paragraph the source stands in.
      size_t depth = place->ParagraphDepth();
      // "subparagraph (1) or (2)": each (a number of three digits at most
      // goes on a list).
      std::string first = s(9);
      std::vector<int> numbers = {first.size() <= 3 ? std::stoi(first) : 0};
      std::string_view after = t.substr(e);
      re2::StringPiece more(after.data(), after.size());
      if (first.size() <= 3) MoreSubparagraphs(&more, &numbers);
      if (depth == 0 || place->rule.empty()) {
        p.unresolved = "a subparagraph whose paragraph the text does not name";
      } else {
        p.targets.emplace_back("iowa-iac", place->LevelPath(depth) + "(" + first + ")");
        for (size_t k = 1; k < numbers.size(); ++k)
          p.targets.push_back(
              Key("iowa-iac", place->LevelPath(depth) + "(" + std::to_string(numbers[k]) + ")"));
      }
      p.end = t.size() - more.size();
      pos = p.end;
    } else {
      // "this rule", "this chapter", "this subrule", "this paragraph"
      std::string what = s(10);
      p.self = true;
      std::optional<std::string> path;
      if (what == "chapter") {
        path = "ch." + place->agency + "-" + place->chapter;
      } else if (place->rule.empty()) {
      } else if (what == "rule") {
        path = place->RulePath();
      } else if (what == "subrule") {
        if (place->UnderSubrule()) path = place->LevelPath(1);
      } else {
        size_t letter = place->ParagraphDepth();
        size_t depth =
            what == "paragraph" ? letter : (letter < place->levels.size() ? letter + 1 : 0);
        if (depth > 0 && letter > 0) path = place->LevelPath(depth);
      }
      if (!path) continue;
      p.targets.emplace_back("iowa-iac", *path);
    }
    AppendCitation(ctx, provision, std::move(p), &out);
    if (implements) {
      AppendCitation(ctx, provision, std::move(*implements), &out);
      out.back().relation = "implements";
    }
  }
  // The passes below add citations after the others: sorted once at the
  // end.
  const size_t found = out.size();
  // A contents entry's chapters of its agency ("Filed, Drinking water
  // revolving fund, ch 44", "amendments to ch 22", "chs 38 to 42, 45");
  // so an item's title, of the item's agency ("Sales, use, and excise
  // tax, amend chs 4, 27, 34, 67 to 70, …" over "REVENUE
  // DEPARTMENT[701]").
  // (Not on a page of the Bulletin's contents, its entries read so
  // already.)
  if (title_end > title_begin && !item_agency.empty() && contents.empty())
    contents.push_back({title_begin, title_end, item_agency});
  if (!contents.empty()) {
    static const RE2 kContentsChapters(R"(\b(?:ch|chs)\.?\s+(\d{1,3}[A-Z]?)\b)", RE2::Quiet);
    static const RE2 kMore(R"(^(?:,\s*(?:and\s+)?|\s+and\s+|\s+(to|through)\s+)(\d{1,3}[A-Z]?)\b)", RE2::Quiet);
    for (const ContentsEntry& c : contents) {
      re2::StringPiece in(t.data(), c.end);
      re2::StringPiece m[2];
      size_t pos = c.begin;
      while (pos < c.end && kContentsChapters.Match(in, pos, c.end, RE2::UNANCHORED, m, 2)) {
        size_t b = m[0].data() - t.data();
        pos = b + m[0].size();
        // (Not an agency's own, "347--chs 41", read above.)
        std::string_view before = Trim(t.substr(c.begin, b - c.begin));
        if (before.ends_with("-") || before.ends_with("\xE2\x80\x94") || before.ends_with("\xE2\x80\x93")) continue;
        Parsed p;
        p.begin = b;
        p.targets.emplace_back("iowa-iac", "ch." + c.agency + "-" + std::string(m[1].data(), m[1].size()));
        size_t e = pos;
        for (;;) {
          re2::StringPiece rest(t.data() + e, c.end - e);
          std::string range, next;
          if (!RE2::Consume(&rest, kMore, &range, &next)) break;
          // (Not a rule's number, "ch 65, 68.1, 68.2".)
          size_t after = static_cast<size_t>(rest.data() - t.data());
          if (after + 1 < t.size() && (t[after] == '.' || t[after] == '(' || t[after] == '-') &&
              ascii::IsDigit(static_cast<unsigned char>(t[after + 1])))
            break;
          if (!range.empty()) {
            std::string_view last = p.targets.back().path();
            last.remove_prefix(last.rfind('-') + 1);
            for (const std::string& ch : ChaptersBetween(last, next))
              p.targets.emplace_back("iowa-iac", "ch." + c.agency + "-" + ch);
          }
          p.targets.emplace_back("iowa-iac", "ch." + c.agency + "-" + next);
          e = static_cast<size_t>(rest.data() - t.data());
        }
        p.end = e;
        pos = e;
        AppendCitation(ctx, provision, std::move(p), &out);
      }
    }
  }
  // "Iowa Code 321.1", "Iowa Code 325A.3(5)", "Iowa Code 17A": the Code of
  // Iowa's section or chapter right after its name, no "section" or
  // "chapter" between (rules.iowa.gov's list of a notice's reference
  // tags, "Iowa Code 17A Iowa Code 321.1 … Iowa Code 321.8The following
  // …"); not an edition, "Iowa Code 2023".
  if (t.find("Iowa Code ") != std::string_view::npos) {
    static const RE2 kBareIowaCode(
        R"(\bIowa\s+Code\s+(\d{1,3}[A-Z]{0,2})(?:\.(\d{1,4}[A-Z]?))?((?:\([0-9A-Za-z]{1,4}\))*))", RE2::Quiet);
    re2::StringPiece in(t.data(), t.size());
    re2::StringPiece m[4];
    size_t pos = 0;
    while (pos < t.size() && kBareIowaCode.Match(in, pos, t.size(), RE2::UNANCHORED, m, 4)) {
      size_t b = m[0].data() - t.data(), e = b + m[0].size();
      pos = e;
      // ("Iowa Code 321.8The following …": the next sentence run on, no
      // section "321.8T".)
      if (m[3].empty() && m[2].size() > 1 && ascii::IsUpper(static_cast<unsigned char>(m[2][m[2].size() - 1])) &&
          e < t.size() && ascii::IsLower(static_cast<unsigned char>(t[e]))) {
        m[2] = re2::StringPiece(m[2].data(), m[2].size() - 1);
        --e;
      }
      if (e < t.size() && (ascii::IsDigit(static_cast<unsigned char>(t[e])) ||
                           ascii::IsLower(static_cast<unsigned char>(t[e])) ||
                           (t[e] == '.' && e + 1 < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[e + 1])))))
        continue;
      Parsed p;
      p.begin = b;
      p.end = e;
      std::string chapter(m[1].data(), m[1].size());
      if (m[2].empty()) {
        if (!m[3].empty()) continue;  // (a chapter's number with levels: no such key)
        p.targets.emplace_back("iowa-code", "ch." + chapter);
      } else {
        p.targets.emplace_back("iowa-code", chapter + "." + std::string(m[2].data(), m[2].size()) +
                                                std::string(m[3].data(), m[3].size()));
      }
      AppendCitation(ctx, provision, std::move(p), &out);
    }
  }
  if (out.size() > found)
    std::stable_sort(out.begin(), out.end(), [](const Citation& x, const Citation& y) { return x.begin < y.begin; });
  return out;
}

}  // namespace lexgraph::cite
