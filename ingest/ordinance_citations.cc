// What only municipal codes need of the citation parser: their history
// notes, other states' bodies of law named around a number, and tables of
// adopted statutes (see ordinance_citations.h).
#include "ingest/ordinance_citations.h"

#include <re2/re2.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <utility>

#include "corpus/ascii.h"
#include "ingest/cite_grammar.h"
#include "ingest/re2_consume.h"
#include "ingest/state_law.h"
#include "ingest/text_util.h"
#include "ingest/wis_label.h"

namespace lexgraph::cite {

namespace {

// A section of the town's charter named around t[begin, end) ("§ 8.01(3)
// of the Town Charter", "the City Charter, Article VIII, § 8.01"): a
// document of its own, numbered apart from the code. The bounds widened
// over the words, or nullopt.
std::optional<std::pair<size_t, size_t>> CharterAround(std::string_view t, size_t begin,
                                                       size_t end) {
  // (With the section's title between: "Section 4.06 Advisory and
  // Quasi-Judicial Boards of the Jefferson Parish Charter", "Section 4.05
  // Planning of the Charter".)
  static const RE2 kAfter(
      R"(^((?:\([0-9A-Za-z]{1,4}\))*(?:\s+[A-Z][A-Za-z-]*(?:\s+(?:[A-Z][A-Za-z-]*|and|&)){0,5})?,?\s+of\s+(?:the\s+|this\s+|said\s+)?(?:(?:[A-Z][a-z]+|Home\s+Rule)\s+(?:of\s+)?){0,3}(?:Charter|charter)\b)(\s+Township\b)?)",
      RE2::Quiet);
  static const RE2 kBefore(
      R"(\b((?:City|Town|Village|County|Borough|Township|Home\s+Rule)\s+Charter,?\s+(?:(?:Article|Art\.)\s+[IVXL\d]+,?\s+)?(?:§§?|[Ss]ections?|[Ss]ec\.)?\s*)$)",
      RE2::Quiet);
  // ("Charter reference — Provisions relative to ordinances, § 2-8 et
  // seq.": an editor's note that points into the charter.)
  static const RE2 kCharterNote(R"(\bCharter\s+references?\b[^.\n]{0,120}$)", RE2::Quiet);
  std::string words, township;
  std::string_view after = t.substr(end, 120);
  // (Not Michigan's charter townships: "Section 46-448 of the Charter
  // Township of Brandon Code of Ordinances" is the township's code. The
  // place's name before may hold "of": "Section 2.7 of the Town of
  // Morrison Charter".)
  if (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kAfter, &words, &township) &&
      township.empty())
    return std::pair{begin, end + words.size()};
  std::string_view before = Before(t, begin, 64);
  if (RE2::PartialMatch(re2::StringPiece(before.data(), before.size()), kBefore, &words))
    return std::pair{begin - words.size(), end};
  std::string_view line = Before(t, begin, 140);
  if (line.find("harter ref") != std::string_view::npos &&
      RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), kCharterNote))
    return std::pair{begin, end};
  return std::nullopt;
}

// The parts of a section number ("13A-7-22": 3), 0 for none.
size_t NumberParts(std::string_view path) {
  path = path.substr(0, path.find('('));
  if (path.empty() || !ascii::IsDigit(static_cast<unsigned char>(path[0]))) return 0;
  return 1 + static_cast<size_t>(
                 std::count_if(path.begin(), path.end(), [](char c) { return c == '.' || c == '-'; }));
}

// Whether the numbers p reads as the code's own are a state's named
// before in the same section: each has more parts than the section it
// stands in, as the number of an unkeyed state's law cited earlier there
// has ("(1) … penalties prescribed in § 32-5A-191 of the Code of Alabama
// …; (2) … the following offenses: a. … § 13A-7-22. b. … § 13A-7-23."
// in Mobile's "§ 1-21"), or each is a number such a citation there
// named ("Title 30, Part 1, Chapter 288, Subchapter B, Rule 288.20 of the
// Texas Administrative Code", then "Section 288.20(a)(1)(A) - Provisions
// to Inform the Public" in a list below it). `before` holds the citations
// read so far.
bool NumberedAsStateLawBefore(const Context& ctx, std::string_view t,
                              const std::vector<Citation>& before, const Parsed& p) {
  const std::optional<Key>& sec = ctx.section();
  if (!sec || sec->code() != ctx.spec.code) return false;
  size_t own = NumberParts(sec->path());
  if (own == 0) return false;
  bool any = false, deeper = true;
  std::vector<std::string_view> numbers;
  for (const Key& k : p.targets) {
    if (k.code() != ctx.spec.code) continue;
    std::string_view path = k.path();
    deeper &= NumberParts(path) > own;
    numbers.push_back(path.substr(0, path.find('(')));
    any = true;
  }
  if (!any) return false;
  // (Not where the citation names its own code: "Section 5.03 of this
  // code".)
  std::string_view words = t.substr(p.begin, std::min(t.size(), p.end + 16) - p.begin);
  if (words.find("this") != std::string_view::npos) return false;
  auto named_in = [](std::string_view text, std::string_view number) {
    if (NumberParts(number) < 2) return false;
    for (size_t at = text.find(number); at != std::string_view::npos;
         at = text.find(number, at + 1)) {
      size_t end = at + number.size();
      auto number_char = [&](size_t k) {
        return ascii::IsAlnum(static_cast<unsigned char>(text[k])) || text[k] == '.' ||
               text[k] == '-';
      };
      bool whole_after = end == text.size() || !number_char(end) ||
                         (text[end] == '.' && (end + 1 == text.size() || text[end + 1] == ' '));
      if ((at == 0 || !number_char(at - 1)) && whole_after) return true;
    }
    return false;
  };
  static const std::string kState = UnkeyedStatutes("");
  std::string_view state_reason = std::string_view(kState).substr(0, kState.size() - 1);
  std::string_view section = sec->path();
  auto in_section = [&](const Key& k) {
    std::string_view path = k.path();
    if (k.code() != sec->code() || !path.starts_with(section)) return false;
    return path.size() == section.size() ||
           !(ascii::IsDigit(static_cast<unsigned char>(path[section.size()])) ||
             path[section.size()] == '.' || path[section.size()] == '-');
  };
  for (auto c = before.rbegin(); c != before.rend() && c->doc == ctx.source.doc; ++c) {
    if (c->source == kNoProvision ||
        !in_section(ctx.corpus.provisions[static_cast<size_t>(c->source)].key))
      break;
    if (!std::string_view(c->reason).starts_with(state_reason)) continue;
    std::string_view text = c->text;
    if (std::all_of(numbers.begin(), numbers.end(),
                    [&](std::string_view n) { return named_in(text, n); }))
      return true;
    if (!deeper) continue;
    // (The earlier number: the first one in its text.)
    size_t d = text.find_first_of("0123456789");
    if (d == std::string_view::npos) continue;
    size_t e = d;
    while (e < text.size() && (ascii::IsAlnum(static_cast<unsigned char>(text[e])) ||
                               ((text[e] == '-' || text[e] == '.') && e + 1 < text.size() &&
                                ascii::IsDigit(static_cast<unsigned char>(text[e + 1])))))
      ++e;
    if (NumberParts(text.substr(d, e - d)) > own) return true;
  }
  return false;
}

// The code of the corpus's document whose manifest title names `name`:
// the document's own where its title does, else another's; empty if none.
std::string_view CodeTitled(const Corpus& corpus, const DocumentSpec& spec, std::string_view name) {
  auto names = [&](const DocumentSpec& s) { return s.title.find(name) != std::string::npos; };
  if (names(spec)) return spec.code;
  for (const Document& d : corpus.documents)
    if (d.spec.code != spec.code && names(d.spec)) return d.spec.code;
  return {};
}

}  // namespace

std::string_view CharterCode(const Corpus& corpus, const DocumentSpec& spec) {
  return CodeTitled(corpus, spec, "Charter");
}

std::string_view AdministrativeCodeCode(const Corpus& corpus, const DocumentSpec& spec) {
  return CodeTitled(corpus, spec, "Administrative Code");
}

// In an ordinance of another state, the state's body of law named around
// q ("Section 414.7 of the Code of Iowa", "(Code of Iowa, Sec. 414.1)",
// "C.G.S. § 8-2"): the numbers read as the ordinance's own are that
// body's, and the citation takes the words. Whether there were any.
bool TakeStateLaw(const Context& ctx, std::string_view t, Parsed* q) {
  // (Only numbers read as the ordinance's own take a state's body.)
  if (std::none_of(q->targets.begin(), q->targets.end(),
                   [&](const Key& k) { return k.code() == ctx.spec.code; }))
    return false;
  // (Nor numbers the citation already names as an ordinance's, "Section
  // 13-104 of the Fauquier County Zoning Ordinance and Section 15.2-2286
  // of the Code of Virginia": the state's name is the next one's.)
  if (q->named_own) return false;
  // (Nor one that an Ohio code's part names, "Ohio R.C. 711.13, 711.15,
  // P. & Z. \n1159.05": the code's own after the state's list.)
  if (size_t d = t.find_first_of("0123456789", q->begin);
      d != std::string_view::npos && d > q->begin && d - q->begin < 24 &&
      IsOhioPartAbbreviation(Trim(t.substr(q->begin, d - q->begin))))
    return false;
  bool chapter = q->targets.size() == 1 && q->targets[0].path().starts_with("ch.");
  // ("Chapter 73 of the Vehicle Code" in a Pennsylvania code: the
  // Consolidated Statutes' title the code's name is, its chapter.)
  if (std::string_view title; chapter && q->targets[0].code() == ctx.spec.code) {
    if (size_t e = PaCodeTail(ctx, t, q->end, &title); e != std::string_view::npos && !title.empty()) {
      q->targets[0] = Key("pa-cs", std::string(title) + "/" + std::string(q->targets[0].path()));
      q->range_members.clear();
      q->end = e;
      q->named_own = true;
      return true;
    }
  }
  std::optional<StateLaw> law =
      StateLawAround(ctx.spec.jurisdiction, t, q->begin, q->end, chapter);
  // (Not in Connecticut, whose General Statutes are "G.S." too.)
  if (!law && ctx.spec.jurisdiction != "Connecticut")
    law = UnkeyedStateLawAround(t, q->begin, q->end);
  // ("Section 718.30 of the Revised Code" in an Ohio code: the Ohio
  // Revised Code, as the state's codes name it without the state.)
  if (!law && ctx.spec.jurisdiction == "Ohio") {
    static const RE2 kOfRevisedCode(R"(^(,?\s+of\s+the\s+Revised\s+Code)\b)", RE2::Quiet);
    std::string_view after = t.substr(q->end, 32);
    re2::StringPiece words;
    if (RE2::PartialMatch(re2::StringPiece(after.data(), after.size()), kOfRevisedCode, &words))
      law = StateLaw{"", q->begin, q->end + words.size(), "Ohio Revised Code"};
  }
  if (!law) {
    // (The numbers read as the code's own are those of another code the
    // corpus holds, named after them up to t[end].)
    auto take_code = [&](std::string_view code, size_t end) {
      for (Key& k : q->targets)
        if (k.code() == ctx.spec.code) k = Key(std::string(code), std::string(k.path()));
      q->range_members.clear();
      q->end = end;
      q->named_own = true;
      return true;
    };
    // ("section 25-114 of the administrative code" in New York City's
    // Charter: the Administrative Code the corpus holds.)
    static const RE2 kOfAdministrativeCode(R"(^,?\s+of\s+the\s+[Aa]dministrative\s+[Cc]ode\b)", RE2::Quiet);
    std::string_view after = t.substr(q->end, 40);
    re2::StringPiece tail(after.data(), after.size());
    if (Consume(&tail, kOfAdministrativeCode))
      if (std::string_view code = AdministrativeCodeCode(ctx.corpus, ctx.spec); !code.empty())
        return take_code(code, q->end + static_cast<size_t>(tail.data() - after.data()));
    // ("Section 22-72 of the Dare County Zoning Ordinance" in the county's
    // code of ordinances, "Chapter 158 of the Code of Ordinances" in its
    // zoning ordinance: the place's other code the corpus holds, the one
    // the manifest's title names so.)
    static const RE2 kOfZoningOrdinance(R"(^,?\s+of\s+the\s+(?:[A-Z][a-z]+\s+){0,3}Zoning\s+Ordinance\b)",
                                        RE2::Quiet);
    static const RE2 kOfCodeOfOrdinances(R"(^,?\s+of\s+the\s+Code\s+of\s+Ordinances\b)", RE2::Quiet);
    for (auto [pattern, name] : {std::pair<const RE2*, std::string_view>{&kOfZoningOrdinance, "Zoning Ordinance"},
                                 {&kOfCodeOfOrdinances, "Code of Ordinances"}}) {
      re2::StringPiece named(after.data(), after.size());
      if (!Consume(&named, *pattern)) continue;
      // (A sibling code: its key the document's but for a suffix,
      // "dare-co-zo" of "dare-co", or the other way.)
      for (const Document& d : ctx.corpus.documents) {
        std::string_view code = d.spec.code, own = ctx.spec.code;
        bool sibling = (code.size() > own.size() && code.starts_with(own) && code[own.size()] == '-') ||
                       (own.size() > code.size() && own.starts_with(code) && own[code.size()] == '-');
        if (sibling && d.spec.title.find(name) != std::string::npos &&
            ctx.spec.title.find(name) == std::string::npos)
          return take_code(code, q->end + static_cast<size_t>(named.data() - after.data()));
      }
    }
    std::optional<std::pair<size_t, size_t>> charter = CharterAround(t, q->begin, q->end);
    if (!charter) return false;
    // (On the charter's own page, "Section 3.10 of this Charter" is its
    // own section: the manifest's title names the charter.)
    if (ctx.spec.title.find("Charter") != std::string::npos &&
        t.substr(q->end, charter->second - q->end).find("this Charter") != std::string_view::npos) {
      q->end = charter->second;
      q->named_own = true;
      return true;
    }
    // (A charter the corpus holds: "section 197-d of the charter" in New
    // York City's Administrative Code, beside the Charter's chapters, is
    // the Charter's section; "of the charter" in the Charter, its own.)
    std::string_view words = t.substr(q->end, charter->second - q->end);
    if (std::string_view code = CharterCode(ctx.corpus, ctx.spec);
        !code.empty() && charter->first == q->begin && words.find("Township") == std::string_view::npos &&
        (words.ends_with(" the charter") || words.ends_with(" the Charter") || words.ends_with(" this Charter") ||
         words.ends_with(" this charter") || words.ends_with(" New York city charter") ||
         words.ends_with(" New York City Charter")))
      return take_code(code, charter->second);
    q->targets.clear();
    q->range_members.clear();
    q->unresolved = "a section of the charter, a document apart from the code (no key)";
    q->begin = charter->first;
    q->end = charter->second;
    return true;
  }
  // ("I.C." in an Iowa ordinance is the Iowa Code.)
  if (law->code.empty() && ctx.spec.jurisdiction == "Iowa" && law->name.starts_with("I."))
    law->code = "iowa-code";
  if (law->code.empty()) {
    q->targets.clear();
    q->range_members.clear();
    q->unresolved = UnkeyedStatutes(law->name);
    q->begin = law->begin;
    q->end = law->end;
    // (Their numbers may have more parts than the ordinance's grammar
    // reads, and a list of such numbers or "et seq." goes on: "Code of
    // Virginia, §§ 3.1-796.93, 3.1-796.128", "§ 3.1-796.66 et seq."; not
    // ", 30 days".)
    // (Nor its levels, "I.C. 36-7-4-405(b), (c)", Minnesota's
    // subdivision, "M.S. § 103G.005, Subd. 14", a chapter's articles and
    // parts, "G.S. Ch. 143, Art. 21, part 6", or the act of an Illinois
    // chapter, "ILCS Ch. 220, Act 5, §§ 21-100".)
    static const RE2 kMore(
        R"(^(?:[.:-][0-9A-Za-z]+|(?:\([0-9A-Za-z]{1,5}\))+|(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d[0-9A-Za-z]*(?:[.-][0-9A-Za-z]+)+|,?\s+et\s+seq\.?|(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\([0-9A-Za-z]{1,4}\)|,?\s+[Ss]ubd(?:s?\.|ivisions?)\s+\d+[a-z]?\b|,\s*(?:Arts?\.|Articles?|[Pp]arts?|Pts?\.)\s+\d+[A-Z]?(?:(?:,\s*(?:and\s+)?|\s+and\s+)\d+[A-Z]?)*|,\s*Act\s+\d+,\s*(?:§§?\s*)?\d[0-9A-Za-z]*(?:[.-][0-9A-Za-z]+)*))",
        RE2::Quiet);
    std::string_view rest = t.substr(q->end);
    re2::StringPiece sp(rest.data(), rest.size());
    while (Consume(&sp, kMore)) q->end = t.size() - sp.size();
    return true;
  }
  const std::string& own = ctx.spec.code;
  // "Chapter 12 of the Iowa Administrative Code": a chapter whose agency
  // the text does not name.
  bool agencyless = law->code == "iowa-iac" &&
                    std::any_of(q->targets.begin(), q->targets.end(), [&](const Key& k) {
                      return k.code() == own && k.path().find('-') == std::string::npos;
                    });
  if (agencyless) {
    q->targets.clear();
    q->unresolved = "a chapter of the Iowa Administrative Code whose agency the text does not name";
    q->begin = law->begin;
    q->end = law->end;
    return true;
  }
  for (Key& k : q->targets) {
    if (k.code() != own) continue;
    std::string_view path = k.path();
    // "Chapter 364.17 of the Iowa Code": the Code of Iowa numbers no
    // chapter so; it is the section.
    if (law->code == "iowa-code") path = DottedChapterAsSection(path);
    std::string section(path);
    // ("§§ 7-131A and 7-131B": the General Statutes letter their sections
    // in small letters, 7-131a.)
    if (law->code == "ct-gs")
      for (size_t i = 1; i < section.size() && section[i] != '('; ++i)
        if (ascii::IsUpper(static_cast<unsigned char>(section[i])) &&
            ascii::IsDigit(static_cast<unsigned char>(section[i - 1])))
          section[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(section[i])));
    k = Key(law->code, section);
  }
  q->range_members.clear();  // the corpus's own members are not the state's
  q->begin = law->begin;
  q->end = law->end;
  return true;
}

// Whether t[at] stands in a municipal code's history note: a bracket that
// opens with the code's history words ("[Adopted as Title 10, Ch. 4, of
// the 1998 Village Code", "[Amended 5-3-2010 by Ord. No. 10-5]") or an
// editor's note on where the text was adopted or what it superseded or
// repealed ("Editor's Note: … originally adopted as Ch. 435", "… at time
// of adoption of Code (see Ch. 1 …", "… also superseded former Ch. 183",
// "This ordinance supersedes former Ch. 130").
bool InHistoryNote(std::string_view t, size_t at) {
  std::string_view w = Before(t, at, 300);
  size_t open = w.rfind('[');
  if (open != std::string_view::npos && w.find(']', open) == std::string_view::npos) {
    static constexpr std::string_view kWords[] = {
        "Adopted", "Amended", "Added", "Ord.", "Derived", "Formerly", "HISTORY",
        "Renumbered", "Repealed", "Editor's Note", "Former"};
    std::string_view in = w.substr(open + 1);
    for (std::string_view word : kWords)
      if (in.starts_with(word)) return true;
  }
  // ("[CC 1974 §2-37; Ord. No. 7 §1-702, 2-8-1958]", "[Rev. Ords. 1989, §
  // 1-1]", "(1957 Rev. Ords., § 16.301; …)", "[CC 1976 App. A §10.01;
  // …]", "(City Code 1965, § 20-2)", "(1998 Code, § 78-8)", "Prior Code,
  // § 1-4-1", "('87 Code, § 8-4-1)", "[Gen. Ords. 1962, § 1-1]", "derived
  // from code 1967, § 19-01", "derived from the Code of 2003, §§ 32-1,
  // 32-3-32-8": a section's number in an earlier
  // codification, its history; so are the next ones of its list, "(Code
  // 1976, §12-4-1(B), §12-6-3; §12-6-7; …)".)
  {
    static const RE2 kPriorCode(
        R"((?:\bCC\s+\d{4}|\bR\.\s?O\.\s+\d{4}|\bRev\.\s+Ords?\.,?\s+\d{4}|\b\d{4}\s+Rev\.\s+Ords?\.|\bPrior\s+Code|\b(?:City|Town|Village|County|Borough|Township)\s+Code,?\s+\d{4}|\bGen\.\s+Ords?\.,?\s+\d{4}|\b\d{4}\s+Code|(?:'|`|\x{2018}|\x{2019})\d{2}\s+Code|\b[Cc]ode\s+(?:of\s+)?\d{4}),?\s*(?:App(?:\.|endix)\s+[A-Z0-9]{1,3},?\s*)?(?:\x{00A7}\x{00A7}?|[Ss]ecs?\.|[Ss]ections?)?\s*(?:\d[0-9A-Za-z().:-]{0,16}\s*[,;]\s*(?:\x{00A7}\x{00A7}?\s*)?){0,4}$)",
        RE2::Quiet);
    std::string_view b = Before(t, at, 120);
    if (b.find("Code") != std::string_view::npos || b.find("code") != std::string_view::npos ||
        b.find("CC") != std::string_view::npos ||
        b.find("Ord") != std::string_view::npos || b.find("R.O") != std::string_view::npos)
      if (RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kPriorCode)) return true;
  }
  // ("Source: Section 13-1-329(b) and (c); Ord. 990225-70; Ord.
  // 031211-11.": a section's sources, the former code's numbers and the
  // ordinances, after the section's text.)
  {
    std::string_view b = Before(t, at, 200);
    size_t source = RFind(b, "Source: ");
    if (source != std::string_view::npos && (source == 0 || b[source - 1] == '\n' || b[source - 1] == ' ')) {
      std::string_view note = t.substr(at - (b.size() - source), 300);
      note = note.substr(0, note.find('\n'));
      size_t first_stop = note.find(". ");
      if (note.find("Ord. ") != std::string_view::npos &&
          (first_stop == std::string_view::npos || note.find("Ord. ") <= first_stop))
        return true;
    }
  }
  // ("derived from: Ord. No. 2004-35, §§ 7-1031—7-1057, adopted …", "Ord.
  // No. 2008-10Z, Exh. A, §§ 6.01—6.12", "Ord. No. 1997-39, App. B, §§
  // 1.1, 1.2", "Ord. No. 98-02, art. I, §§
  // 11-2-1—11-2-5": an adopting ordinance's own sections, in Municode's
  // editor's note; history.)
  {
    static const RE2 kOrdinanceSections(
        R"(\b(?:Ord|Res)\.\s*(?:No\.\s*)?[0-9][0-9A-Za-z-]*(?:,\s*(?:[Aa]rt|[Ee]xh|[Ee]xhibit|[Aa]ttachment|[Aa]pp|[Aa]ppendix)\.?\s*[0-9A-Za-z]{1,6})?,\s*(?:\x{00A7}\x{00A7}?|[Ss]ecs?\.)?\s*$)",
        RE2::Quiet);
    std::string_view b = Before(t, at, 48);
    if ((b.find("Ord.") != std::string_view::npos || b.find("Res.") != std::string_view::npos) &&
        RE2::PartialMatch(re2::StringPiece(b.data(), b.size()), kOrdinanceSections))
      return true;
    // ("… App. B, §§ 1.1, 1.2, …, derived from §§ 1.1, 1.2, … of an
    // ordinance adopted Nov. 3, 1992": the sections the text derives
    // from.)
    std::string_view lead = TrimmedBefore(t, at);
    while (lead.ends_with("\xC2\xA7")) lead = TrimmedBefore(lead, lead.size() - 2);
    if (lead.ends_with("derived from")) return true;
  }
  // An editor's note's sentence may run long ("This ordinance repealed
  // former Ch. 13, … comprised of Art. I, …, adopted as Secs. 13.01
  // through 13.20 of the Codification; Art. II, …").
  std::string_view n = Before(t, at, 1500);
  size_t note = RFind(n, "Editor's Note");
  if (note == std::string_view::npos) note = RFind(n, "Editor\xE2\x80\x99s Note");
  if (note != std::string_view::npos) {
    // (Within the note's sentence: a period ends it, but not one after an
    // abbreviation, "Ch. 13", "Art. I".)
    std::string_view since = n.substr(note);
    auto sentence_ends = [&] {
      for (size_t k = since.find(". ", 15); k != std::string_view::npos;
           k = since.find(". ", k + 1)) {
        size_t w = k;
        while (w > 0 && ascii::IsAlpha(static_cast<unsigned char>(since[w - 1]))) --w;
        static constexpr std::string_view kAbbreviations[] = {
            "Ch", "Chs", "Art", "Arts", "Sec", "Secs", "No", "Nos", "Ord",
            "Wis", "Stat", "Stats", "Adm", "Admin", "Par", "Sub", "Subd"};
        std::string_view word = since.substr(w, k - w);
        if (std::find(std::begin(kAbbreviations), std::end(kAbbreviations), word) ==
            std::end(kAbbreviations))
          return true;
      }
      return false;
    };
    // ("Ordinance No. 08-1413U added this chapter as Article IV, Chapter
    // 14": where the text was placed, its history.)
    if (since.find('\n') == std::string_view::npos && !sentence_ends() &&
        (since.find("adopted as") != std::string_view::npos || since.ends_with(" as ") ||
         // (Not a quoted ordinance's own "the adoption of this ordinance".)
         since.find("adoption of Code") != std::string_view::npos ||
         since.find("adoption of the Code") != std::string_view::npos ||
         since.find("supersede") != std::string_view::npos ||  // "superseded", "supersedes"
         since.find("repealed") != std::string_view::npos))
      return true;
  }
  return false;
}

// A "§" that names no body, in the sentence of a "§" citation of another
// body ("Iowa Code §321.285(5) and the provisions of §§321.297, 321.298",
// "53 P.S. § 10501 et seq., and § 10701 et seq."), or a "Sec." right after
// a "Sec." of another body in a run of them, in another state's
// ordinance: that body's, in the same title.
std::optional<Parsed> CarriedSectionSign(const Context& ctx, std::string_view t, size_t lb,
                                         size_t le, int32_t provision,
                                         const std::vector<Citation>& out) {
  std::string_view lead = t.substr(lb, le - lb);
  while (lead.starts_with("\xC2\xA7")) lead.remove_prefix(2);
  // ("Conn. General Stat. Sec. 7-340 - Sec. 7-349 inclusive; Sec. 7-12a;
  // Sec. 7-107": each "Sec." of the run, right after the one before.)
  std::string_view word = Trim(lead);
  bool sec = lead.size() == le - lb &&
             (word == "Sec." || word == "Secs." || word == "Sec" || word == "Section");
  if ((lead.size() == le - lb && !sec) || (!sec && !word.empty()) || out.empty())
    return std::nullopt;
  const Citation& prev = out.back();
  // (A "Sec." goes on a run of "Sec." only: "35 P.S. §§ 7210.101-7210.1103;
  // Section 501(c)" is the act's own section.)
  if (prev.source != provision || prev.end > lb || lb - prev.end > 200 || prev.targets.empty() ||
      (sec ? prev.text.find("Sec") == std::string::npos
           : prev.text.find("\xC2\xA7") == std::string::npos))
    return std::nullopt;
  std::string_view between = t.substr(prev.end, lb - prev.end);
  static const RE2 kNextInRun(R"(\s*(?:inclusive\s*)?[;,]\s*|\s*(?:-|\x{2013}|to|through)\s*)",
                              RE2::Quiet);
  if (sec ? !RE2::FullMatch(re2::StringPiece(between.data(), between.size()), kNextInRun)
          : (between.find(". ") != std::string_view::npos ||
             between.find(';') != std::string_view::npos ||
             between.find('\n') != std::string_view::npos))
    return std::nullopt;
  // ("see Borough Code § 1202(10)", "Environmental Conservation Law §§
  // 19-0703": a code or law named before the sign is its body, not the
  // one cited before.)
  {
    std::string_view before = TrimmedBefore(t, lb);
    for (std::string_view name : {"Code", "Act", "Law", "Laws", "Statutes"})
      if (before.ends_with(name)) return std::nullopt;
    // (Nor initials: "44 C.F.R. § 60.1 and ARM § 36.15.204(2)(a)",
    // Montana's rules.)
    std::string_view initials = LastToken(before);
    if (initials.size() >= 2 && initials.size() <= 8 &&
        std::all_of(initials.begin(), initials.end(),
                    [](char c) { return ascii::IsUpper(static_cast<unsigned char>(c)) || c == '.'; }) &&
        std::count_if(initials.begin(), initials.end(),
                      [](char c) { return ascii::IsUpper(static_cast<unsigned char>(c)); }) >= 2)
      return std::nullopt;
  }
  const Key& k = prev.targets[0];
  std::string code(k.code());
  if (code == ctx.spec.code) return std::nullopt;
  std::string_view path = k.path();
  std::string prefix;
  if (code == "pa-cs") prefix = std::string(path.substr(0, path.find('-') + 1));
  if (code == "usc" || code == "cfr" || code == "pa-code") prefix = std::string(path.substr(0, path.find('/') + 1));
  // (Not a number of the section's own chapter: "… being 75 Pa.C.S. §
  // 4902 and regulations …, the roads listed in § 71.08" in § 71.05.)
  if (const std::optional<Key>& section = ctx.section();
      section && section->code() == ctx.spec.code) {
    size_t at = SkipSpace(t, le);
    size_t n = ReadSectionNumberOf(ctx.spec.code, t, at);
    std::string_view own = section->path();
    size_t dot = own.find('.');
    if (n > 0 && dot != std::string_view::npos && dot > 0 &&
        t.substr(at, n).starts_with(own.substr(0, dot + 1)))
      return std::nullopt;
  }
  // (Nor a number two figures shorter than Purdon's section before it:
  // "53 P.S. § 10101 et seq., and … specifically pursuant to § 201 et
  // seq.", the Municipalities Planning Code's own section 201, which
  // Purdon's prints as § 10201.)
  if (code == "pa-cs") {
    size_t before = LeadingDigits(path.substr(prefix.size())), next = LeadingDigits(t.substr(SkipSpace(t, le)));
    if (next > 0 && next + 2 <= before) return std::nullopt;
  }
  Parsed q = ParsePlainList(ctx, t, le, code, prefix);
  if (q.targets.empty()) return std::nullopt;
  // (A "Sec." or "§" that names its own body after it, "Section
  // 22a-39-4 of the Regulations of Connecticut State Agencies", "§ 22a-207
  // of the General Statutes", is read as it says.)
  {
    std::string_view after = t.substr(q.end, 8);
    while (!after.empty() && (after[0] == ' ' || after[0] == ',')) after.remove_prefix(1);
    if (after.starts_with("of ") || after.starts_with("of\n")) return std::nullopt;
  }
  q.begin = lb;
  return q;
}

// "said Chapter 124", "such Section 8-5": the one the document cited
// before, by the same number, in whatever body it was ("Chapter 124, §
// 8-5, of the Connecticut General Statutes" a paragraph earlier). The
// targets read as the ordinance's own take that body. Without "said", a
// section the same provision cited before in another body ("Subdivision
// (19) of Section 12-81 of the Connecticut General Statutes … as provided
// under Section 12-81").
void SaidAsBefore(const Context& ctx, std::string_view t, int32_t provision,
                  const std::vector<Citation>& out, Parsed* p) {
  std::string_view before = TrimmedBefore(t, p->begin);
  bool said = before.ends_with("said") || before.ends_with("such") || before.ends_with("Said");
  const std::string& own = ctx.spec.code;
  // ("prescribed by section 66452.5 of the Government Code. If the last
  // day of the appeal period provided for in section 66452.5 falls …": a
  // state's section that has no key, cited again in the same provision
  // by its number alone, is the state's again.)
  if (p->targets.size() == 1 && p->targets[0].code() == own && p->unresolved.empty()) {
    std::string_view number = p->targets[0].path();
    for (size_t i = out.size(); i-- > 0;) {
      if (out[i].doc != ctx.source.doc || out[i].source != provision) break;
      if (out[i].status != CitationStatus::kUnresolved || !out[i].reason.starts_with(kUnkeyedStatutesReason))
        continue;
      std::string_view text = out[i].text;
      size_t at = text.find(number);
      if (at == std::string_view::npos || at == 0) continue;
      size_t e = at + number.size();
      // (The number whole in the earlier citation's text.)
      bool whole = !ascii::IsAlnum(static_cast<unsigned char>(text[at - 1])) && text[at - 1] != '.' &&
                   (e == text.size() || !(ascii::IsAlnum(static_cast<unsigned char>(text[e])) ||
                                          (text[e] == '.' && e + 1 < text.size() &&
                                           ascii::IsDigit(static_cast<unsigned char>(text[e + 1])))));
      if (whole) {
        p->targets.clear();
        p->range_members.clear();
        p->unresolved = out[i].reason;
        return;
      }
    }
  }
  for (Key& k : p->targets) {
    if (k.code() != own) continue;
    const std::string section = std::string(k.path()).substr(0, k.path().find('('));
    for (size_t i = out.size(); i-- > 0;) {
      if (out[i].doc != ctx.source.doc || (!said && out[i].source != provision)) break;
      if (said) {
        auto same = std::find_if(out[i].targets.begin(), out[i].targets.end(),
                                 [&](const Key& o) { return o.path() == k.path(); });
        if (same != out[i].targets.end()) {
          k = *same;
          break;
        }
        continue;
      }
      // (Of a titled code too, "44 C.F.R. Chapter 1, § 65.12 … all of
      // the provisions required by § 65.12": its title kept.)
      auto titled = [](std::string_view path) {
        size_t slash = path.find('/');
        return slash == std::string_view::npos ? std::string_view() : path.substr(0, slash + 1);
      };
      auto same = std::find_if(out[i].targets.begin(), out[i].targets.end(), [&](const Key& o) {
        std::string_view path = std::string_view(o.path()).substr(titled(o.path()).size());
        return o.code() != own && !path.starts_with("ch.") && path.substr(0, path.find('(')) == section;
      });
      if (same != out[i].targets.end()) {
        k = Key(std::string(same->code()), std::string(titled(same->path())) + std::string(k.path()));
        break;
      }
      // ("49 CFR, chapter 1, part 172 (…), subpart B, Tables of Hazardous
      // Materials, … section 172.101": a section of the CFR part cited
      // before it in the sentence.)
      // (In the same sentence; not one the text calls its own: "section
      // 122.5 of this code".)
      auto one_sentence = [&](std::string_view between) {
        if (between.find('\n') != std::string_view::npos) return false;
        for (size_t k = between.find(". "); k != std::string_view::npos; k = between.find(". ", k + 1))
          if (k + 2 < between.size() && ascii::IsUpper(static_cast<unsigned char>(between[k + 2])))
            return false;
        return true;
      };
      if (out[i].end <= p->begin && p->begin - out[i].end < 400 &&
          one_sentence(t.substr(out[i].end, p->begin - out[i].end)) &&
          t.substr(p->begin, p->end - p->begin).find(" this ") == std::string_view::npos) {
        auto part = std::find_if(out[i].targets.begin(), out[i].targets.end(), [&](const Key& o) {
          if (o.code() != "cfr") return false;
          std::string_view path = o.path();
          size_t slash = path.find('/');
          std::string_view number = slash == std::string_view::npos ? "" : path.substr(slash + 1);
          return !number.empty() && number.find_first_not_of("0123456789") == std::string_view::npos &&
                 section.size() > number.size() + 1 && std::string_view(section).starts_with(number) &&
                 section[number.size()] == '.';
        });
        if (part != out[i].targets.end()) {
          std::string_view path = part->path();
          k = Key("cfr", std::string(path.substr(0, path.find('/') + 1)) + std::string(k.path()));
          break;
        }
      }
    }
  }
}

// Whether t[at] stands in a parenthesized history note: the Iowa League
// of Cities' "(Section 62.01 – Ord. 20-2023 – Dec. 23 Supp.)", or one that
// opens with the ordinance ("(Ord. 6514 §6, 2007, repealed section
// 18.75.080 …)").
bool InOrdinanceHistory(std::string_view t, size_t at) {
  // (The parenthesis left open before t[at], over whole ones inside it:
  // "(Ord. 1007 § 1 (Exh. A) (part), 2020: Ord. 438 § 1.1, 1979)".)
  size_t open = std::string_view::npos;
  int depth = 0;
  // (A long note: Los Angeles County's run to a dozen ordinances, "(Ord.
  // 2010-0024 § 6, 2010: … Ord. 4478 Art. 1 § 6.2, 1945.)".)
  for (size_t k = std::min(at, t.size()); k > 0 && at - k < 600; --k) {
    if (t[k - 1] == ')') {
      ++depth;
    } else if (t[k - 1] == '(') {
      if (depth == 0) {
        open = k - 1;
        break;
      }
      --depth;
    }
  }
  if (open == std::string_view::npos) return false;
  size_t close = std::string_view::npos;
  depth = 0;
  for (size_t k = at; k < t.size() && k - open < 800; ++k) {
    if (t[k] == '(') {
      ++depth;
    } else if (t[k] == ')') {
      if (depth == 0) {
        close = k;
        break;
      }
      --depth;
    }
  }
  if (close == std::string_view::npos) return false;
  std::string_view in = t.substr(open + 1, close - open - 1);
  // ("(Rev. Ords. 1928, Ch. 15, Sec. 6, Ch. 7319, Sec. 1, 3-20-07)": an
  // earlier revision's numbers.)
  // ("(Min. of 11-10-2016, § 6.2)", "(Res. No. 2015-3, § 2, 2-1-2015)": a
  // council's minutes or resolution, Municode's Georgia codes' notes.)
  if (in.starts_with("Ord.") || in.starts_with("Ord ") || in.starts_with("Rev. Ord") ||
      in.starts_with("Gen. Ord") || in.starts_with("Min. of ") || in.starts_with("Res. No.") ||
      in.starts_with("Res. of "))
    return true;
  return in.find("Supp.") != std::string_view::npos && in.find("Ord") != std::string_view::npos;
}

namespace {

// Whether an "of the … Act" tail (skipping a parenthetical) follows
// t[end]: "§ 609.1 (landowner curative amendments) of the Municipalities
// Planning Code", a section of an act, which no key spells.
bool OfAnAct(std::string_view t, size_t end) {
  size_t k = SkipSpace(t, end);
  if (k < t.size() && t[k] == '(') {
    size_t close = t.find(')', k);
    if (close != std::string_view::npos && close - k <= 80) end = close + 1;
  }
  // ("§§ 609.1 and 961(a) of the MPC": the list's items the ordinance's
  // grammar did not read come first.)
  // ("§ 381, Subdivision 2, of the New York State Uniform Fire Prevention
  // and Building Code Act": the section's subdivision between, the act's
  // name of more words; "§§ 609.1 and 916.1 (a)(2) of the …", levels after
  // a number; "§ 916.2, Procedure to Obtain Preliminary Opinion, of the
  // Pennsylvania Municipalities Planning Code", the section's title.)
  static const RE2 kOfAct(
      R"(^(?:\s*\([0-9A-Za-z]{1,4}\))*(?:(?:,\s*|\s+)(?:and|or)\s+\d+[A-Za-z0-9.()]*(?:\s*\([0-9A-Za-z]{1,4}\))*)*(?:,\s*(?:[Ss]ubdivision|[Ss]ubsection|[Pp]aragraph)\s+\(?[0-9A-Za-z]{1,3}\)?)?(?:,\s*[A-Z][A-Za-z]*(?:\s+[A-Za-z]+){0,8},)?,?\s+of\s+the\s+(?:(?:[A-Z][A-Za-z]*|and|of|for)\s+){0,9}(?:Act|MPC|Planning\s+Code)\b)",
      RE2::Quiet);
  std::string_view r = t.substr(end, 120);
  return RE2::PartialMatch(r, kOfAct);
}

// "§ 8-402, Subsections 2 and 3", "Section 414.12, subsection 3", "Iowa
// Code § 455B.381, subs. 4": the section's subsections, written after it;
// q (one section) cites them instead. One subsection may name its
// paragraph ("§ 455B.411, subs. 3, par. a"). A range of numbers cites
// each ("§ 12-81, Subsections (7) through (16), inclusive"); paragraphs
// follow a subsection in parentheses, the next ones its siblings ("§
// 12-81, Subsection 56(a), (b), (c) and Subsection 57(a), (b), (c)").
void SubsectionsAfter(std::string_view t, Parsed* q) {
  if (q->targets.size() != 1 || q->end >= t.size() || q->targets[0].path().starts_with("ch."))
    return;
  // ("§42-298 (Nonconforming Uses) subsection A(2)e": the section's
  // title in parentheses between, no comma.)
  size_t after_title = q->end;
  static const RE2 kTitle(R"(^\s\([A-Z][A-Za-z ,;&'-]{1,60}\)\s(?:[Ss]ubsections?|[Ss]ubs?\.)\s)", RE2::Quiet);
  // (Or quoted: "Section 1153.05 "Application Contents," subsection (b)".)
  static const RE2 kQuotedTitle(
      R"(^\s(["\x{201C}][A-Z][A-Za-z ,;&'-]{1,60}["\x{201D}],?)\s(?:[Ss]ubsections?|[Ss]ubs?\.)\s)", RE2::Quiet);
  if (t[q->end] != ',') {
    re2::StringPiece title(t.data() + q->end, t.size() - q->end);
    re2::StringPiece quoted;
    if (RE2::PartialMatch(title, kQuotedTitle, &quoted)) {
      after_title = static_cast<size_t>(quoted.data() + quoted.size() - t.data());
    } else {
      if (!RE2::PartialMatch(title, kTitle)) return;
      after_title = t.find(')', q->end) + 1;
    }
  }
  // A label: "(7)", "7", "56", "A"; then paragraphs "(a)(b)…" (in
  // capitals too: "Subsection 2(C)"), or one capital glued on
  // ("Subsection 1A").
  static const std::string kLabel =
      R"((?:(?:\(([0-9]{1,3}[a-z]?|[A-Za-z])\)|([0-9]{1,3}[a-z]?|[A-Za-z])\b)((?:\([a-z]\)|\([A-Z]\))*)|([0-9]{1,3})([A-Z])\b))";
  // ("section 1304, subparagraph (d) of this zoning ordinance", "section
  // 2-38, paragraph (b)": a code that names its levels paragraphs.)
  static const RE2 kFirst(R"(^(?:,?\s+(?:[Ss]ubsections?|[Ss]ubs?\.)|,\s*(?:[Ss]ub)?[Pp]aragraphs?)\s+)" + kLabel, RE2::Quiet);
  static const RE2 kMore(
      R"(^(,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+(?:through|to)\s+)(?:[Ss]ubsection\s+)?)" +
          kLabel,
      RE2::Quiet);
  std::string_view rest = t.substr(after_title);
  re2::StringPiece sp(rest.data(), rest.size());
  std::string in_parens, bare, paragraphs, glued, capital;
  if (!Consume(&sp, kFirst, &in_parens, &bare, &paragraphs, &glued, &capital)) return;
  // (Not a section's number of its own after the word: "Section 14-1-7B2d,
  // subsection 14-1-7B".)
  if (sp.size() >= 2 && (sp[0] == '-' || sp[0] == '.') && ascii::IsDigit(static_cast<unsigned char>(sp[1]))) return;
  // ("subsection A(2)e": a lettered subsection's numbered paragraph and
  // its lettered subparagraph, one provision.)
  static const RE2 kDeeper(R"(^((?:\([0-9]{1,2}\))+(?:[a-z]\b)?))", RE2::Quiet);
  std::string deeper;
  if (paragraphs.empty() && glued.empty() && Consume(&sp, kDeeper, &deeper)) {
    // (A capital glued to the section's number, as the code writes it,
    // "42-298A(2)e", as "Subsection B of this § 88-5.1" is 88-5.1B; a
    // number in parentheses, "(3)(2)".)
    std::string label = in_parens.empty() ? bare : in_parens;
    auto level = [](const std::string& l) {
      return l.size() == 1 && ascii::IsUpper(static_cast<unsigned char>(l[0])) ? l : "(" + l + ")";
    };
    std::vector<std::string> levels = {level(label) + deeper};
    // ("… and/or A(2)f": another of the same shape.)
    static const RE2 kMoreDeeper(
        R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+and/or\s+)([A-Za-z])((?:\([0-9]{1,2}\))+(?:[a-z]\b)?))",
        RE2::Quiet);
    std::string next, next_deeper;
    while (Consume(&sp, kMoreDeeper, &next, &next_deeper)) levels.push_back(level(next) + next_deeper);
    Key section = q->targets[0];
    q->targets.clear();
    for (const std::string& l : levels) q->targets.emplace_back(section.code(), section.path() + l);
    q->end = t.size() - sp.size();
    return;
  }
  std::string label = !glued.empty() ? glued : in_parens.empty() ? bare : in_parens;
  if (!capital.empty()) paragraphs = "(" + capital + ")";
  // ("subsection 115.07": a section's number, not a label.)
  if (sp.size() > 1 && sp[0] == '.' && ascii::IsDigit(static_cast<unsigned char>(sp[1]))) return;
  std::vector<std::string> levels;  // each "(7)", "(56)(a)"
  auto add = [&](const std::string& l, const std::string& pars) {
    if (pars.empty()) {
      levels.push_back("(" + l + ")");
      return;
    }
    for (size_t k = 0; k < pars.size(); k += 3) levels.push_back("(" + l + ")" + pars.substr(k, 3));
  };
  add(label, paragraphs);
  std::string last = label;
  while (true) {
    re2::StringPiece before = sp;
    std::string sep, next_parens, next_bare, pars, next_glued, next_capital;
    if (!Consume(&sp, kMore, &sep, &next_parens, &next_bare, &pars, &next_glued,
                      &next_capital))
      break;
    std::string next = !next_glued.empty() ? next_glued : next_parens.empty() ? next_bare : next_parens;
    if (!next_capital.empty()) pars = "(" + next_capital + ")";
    bool range = sep.find("through") != std::string::npos || sep.find(" to ") != std::string::npos;
    // "(b)" after "56(a)": a sibling paragraph of the same subsection.
    bool sibling = pars.empty() && !next_parens.empty() && next.size() == 1 &&
                   ascii::IsLower(static_cast<unsigned char>(next[0])) && !levels.empty() &&
                   levels.back().size() > last.size() + 2;
    if (sibling) {
      levels.push_back("(" + last + ")(" + next + ")");
      continue;
    }
    if (range && std::all_of(last.begin(), last.end(), ::isdigit) &&
        std::all_of(next.begin(), next.end(), ::isdigit) && !next.empty()) {
      int from = std::stoi(last), to = std::stoi(next);
      if (to <= from || to - from > 50) {
        sp = before;
        break;
      }
      for (int n = from + 1; n < to; ++n) levels.push_back("(" + std::to_string(n) + ")");
    }
    add(next, pars);
    last = next;
  }
  // (", inclusive": the range's word.)
  static const RE2 kInclusive(R"(^,?\s+inclusive\b)", RE2::Quiet);
  Consume(&sp, kInclusive);
  // ("…, Subsection (b) of § 22a-42a" is a reference of its own.)
  static const RE2 kOfSection(R"(^,?\s+of\s+(?:\x{00A7}|[Ss]ection\b))", RE2::Quiet);
  if (RE2::PartialMatch(sp, kOfSection)) return;
  static const RE2 kParagraph(
      R"(^,\s+(?:[Pp]ar\.|[Pp]aragraph)\s+["\x{201C}]?([a-z])\b["\x{201D}]?)", RE2::Quiet);
  std::string paragraph;
  if (levels.size() == 1 && paragraphs.empty() && Consume(&sp, kParagraph, &paragraph))
    levels[0] += "(" + paragraph + ")";
  Key section = q->targets[0];
  q->targets.clear();
  for (const std::string& l : levels) q->targets.emplace_back(section.code(), section.path() + l);
  q->end = t.size() - sp.size();
}

}  // namespace

namespace {

// Pennsylvania's codes named in ordinances by name alone, each a title of
// the Consolidated Statutes numbered as the code was: "the Vehicle Code"
// (title 75), "the Borough Code" (8, recodified in 2014 with its
// sections' numbers; keyed as PaCodeSections says), "the Crimes Code"
// (18), "the Judicial Code" (42).
std::string_view PaCodeTitle(std::string_view name) {
  if (name == "Vehicle") return "75";
  if (name == "Borough") return "8";
  if (name == "Crimes") return "18";
  if (name == "Judicial") return "42";
  // (The Third Class City Code, title 11 since 2015: "Sections 11018.13
  // and 141A04 of the Third Class City Code"; the Statutory Construction
  // Act of 1972, title 1's chapter 19: "Section 1908 of the Statutory
  // Construction Act".)
  if (name.starts_with("Third")) return "11";
  if (name.starts_with("Statutory")) return "1";
  return {};
}

}  // namespace

bool PaCodeSections(std::string_view title, std::string_view t, Parsed* q) {
  if (title != "8" && title != "11") return true;
  // (The Borough Code's sections are numbered from 101 by chapter, 1202,
  // 3101: a lower number "of the Borough Code" is the borough's own code
  // so called, "§ 194 (Transient Retail Business) of the Borough Code".)
  if (title == "8")
    for (const Key& k : q->targets)
      if (LeadingDigits(std::string_view(k.path()).substr(title.size() + 1)) < 4) return false;
  // The Borough Code as the act of 1966, Purdon's title 53 from § 45101
  // (its § 1202 is 53 P.S. § 46202, as the codes' editors' notes give
  // it); its recodification, title 8 of the Consolidated Statutes, where
  // the text cites that title ("8 Pa.C.S.A. § 1202"). So the Third Class
  // City Code as the act of 1931, Purdon's title 53 from § 35101 ("Section
  // 1014.1 (53 P.S. § 36014.1) of the Third Class City Code"); title 11's
  // sections have five digits or more (11018.13).
  std::string cited = std::string(title) + " Pa.C.S", spaced = std::string(title) + " Pa. C.S";
  for (std::string_view recodified : {std::string_view(cited), std::string_view(spaced)})
    for (size_t at = t.find(recodified); at != std::string_view::npos; at = t.find(recodified, at + 1))
      if (at == 0 || !ascii::IsDigit(static_cast<unsigned char>(t[at - 1]))) return true;  // (not "18 Pa.C.S.")
  const int base = title == "8" ? 45000 : 35000;
  for (Key& k : q->targets) {
    std::string_view path = std::string_view(k.path()).substr(title.size() + 1);
    size_t n = LeadingDigits(path);
    // (Title 11's chapters with a letter, "141A04", are the recodification's.)
    if (n > 4 || n == 0 ||
        (n < path.size() && title == "11" && ascii::IsAlpha(static_cast<unsigned char>(path[n]))))
      continue;
    k = Key("pa-cs", "53-" + std::to_string(base + std::stoi(std::string(path.substr(0, n)))) +
                         std::string(path.substr(n)));
  }
  return true;
}

size_t PaCodeTail(const Context& ctx, std::string_view t, size_t end, std::string_view* title) {
  if (ctx.spec.jurisdiction != "Pennsylvania") return std::string_view::npos;
  static const RE2 kNamedCode(
      R"(^(?:\s*\([^()]{0,120}\))?,?\s+of\s+(?:the|The)\s+["\x{201C}]?(?:Pennsylvania\s+)?(?:Motor\s+(Vehicle)\s+Code|(Vehicle|Borough|Crimes|Judicial|Third\s+Class\s+City)\s+Code|(Statutory\s+Construction)\s+Act(?:\s+of\s+1972)?)\b["\x{201D}]?)",
      RE2::Quiet);
  std::string_view rest = t.substr(end, 160);
  re2::StringPiece sp(rest.data(), rest.size()), motor, code, act;
  if (!Consume(&sp, kNamedCode, &motor, &code, &act)) return std::string_view::npos;
  // ("of the Pennsylvania Motor Vehicle Code", "of The Vehicle Code": the
  // Vehicle Code's other names.)
  if (!motor.empty()) code = motor;
  // (Not the borough's own "Borough Code of Ordinances".)
  if (std::string_view(sp.data(), sp.size()).starts_with(" of Ordinances")) return std::string_view::npos;
  *title = PaCodeTitle(code.empty() ? std::string_view(act.data(), act.size())
                                    : std::string_view(code.data(), code.size()));
  return end + (rest.size() - sp.size());
}

std::optional<Parsed> PaCodeNamedBefore(const Context& ctx, std::string_view t, size_t lb) {
  if (ctx.spec.jurisdiction != "Pennsylvania") return std::nullopt;
  static const RE2 kLead(R"(^(?:[Ss]ections?|SECTIONS?|[Ss]ecs?\.|\x{00A7}\x{00A7}?)\s*\d)",
                         RE2::Quiet);
  if (!RE2::PartialMatch(re2::StringPiece(t.data() + lb, std::min<size_t>(t.size() - lb, 16)), kLead))
    return std::nullopt;
  // The name right before the lead, a comma perhaps between: "Borough
  // Code Sections 1202(6), 1202(21) … and 1202(74)", "the Borough Code,
  // Section 1202(6)", "MPC Section 909.1(a)(3)".
  std::string_view before = Trim(t.substr(0, lb));
  if (before.ends_with(",")) before = Trim(before.substr(0, before.size() - 1));
  // (Or the act's article between: "the Municipalities Planning Code,
  // Article VI, § 409.1 and Article X, § 1003".)
  static const RE2 kArticleBetween(R"(((?:,\s*|\s+)(?:Article|ARTICLE|Art\.)\s+(?:[IVXL]+|\d{1,2}))$)", RE2::Quiet);
  std::string_view tail = before.substr(before.size() - std::min<size_t>(before.size(), 24));
  std::string between;
  if (RE2::PartialMatch(re2::StringPiece(tail.data(), tail.size()), kArticleBetween, &between)) {
    std::string_view shorter = Trim(before.substr(0, before.size() - between.size()));
    if (shorter.ends_with("MPC") || shorter.ends_with("Municipalities Planning Code")) before = shorter;
  }
  bool planning = before.ends_with("MPC") || before.ends_with("Municipalities Planning Code");
  std::string_view title;
  if (!planning && before.ends_with("Code")) {
    std::string_view rest = Trim(before.substr(0, before.size() - 4));
    std::string_view name = LastToken(rest);
    title = PaCodeTitle(name);
    // (Not a place's own code so named: "the Kenhorst Borough Code".)
    std::string_view word = LastToken(rest.substr(0, rest.size() - name.size()));
    if (!word.empty() && ascii::IsUpper(static_cast<unsigned char>(word[0])) &&
        word != "Pennsylvania" && word != "The" && word != "See")
      title = {};
  }
  if (title.empty() && !planning) return std::nullopt;
  size_t j = lb;
  while (j < t.size() && !ascii::IsDigit(static_cast<unsigned char>(t[j]))) ++j;
  // The list, and the next signs' lists of the same act ("the
  // Pennsylvania Municipalities Planning Code, § 603(c)(2) and (2.1) and §
  // 913.2": its section too, not the ordinance's).
  auto read = [&](const std::string& prefix) {
    Parsed q = ParsePlainList(ctx, t, j, "pa-cs", prefix);
    static const RE2 kNextSign(R"(^(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\x{00A7}\x{00A7}?\s*\d)", RE2::Quiet);
    while (q.end > j && q.end < t.size()) {
      std::string_view r = t.substr(q.end, 24);
      re2::StringPiece sp(r.data(), r.size());
      if (!RE2::Consume(&sp, kNextSign)) break;
      Parsed more = ParsePlainList(ctx, t, q.end + (sp.data() - r.data()) - 1, "pa-cs", prefix);
      // (Not one that names its own body after it, "Crimes Code Section
      // 5503 and § 5503 of the Crimes Code": read as it says.)
      if (more.targets.empty() || more.end <= q.end || t.substr(more.end, 4) == std::string_view(" of ")) break;
      for (Key& k : more.targets) q.targets.push_back(std::move(k));
      q.end = more.end;
    }
    return q;
  };
  if (planning) {
    // (A section of the Municipalities Planning Code, an act no key
    // spells: read, and not reported.)
    Parsed q = read("53-");
    q.targets.clear();
    q.begin = lb;
    return q;
  }
  Parsed q = read(std::string(title) + "-");
  if (q.targets.empty() || !PaCodeSections(title, t, &q)) return std::nullopt;
  q.begin = lb;
  return q;
}

// Where the text a code publisher's note that t[at] stands in may begin:
// its line's start, and the lines before it up to 400 characters (see
// NoteBefore).
size_t NoteFloor(const Provision& source, size_t at) {
  size_t line = source.LineStart(at);
  if (at - line > 2000) line = at - 2000;
  return line > 400 ? line - 400 : 0;
}

// The text of a code publisher's note that t[at] stands in, lower-cased,
// up to at: its line, and the lines before it back to NoteFloor or to a
// blank line, where the note's paragraph begins ("State Law reference—\n
// Authority …, Code\n of Virginia, §§ 15.1-320, 15.1-876; …, §§
// 15.1-855,\n 15.1-856.", the note's words on a line of their own).
std::string NoteBefore(const Provision& source, std::string_view t, size_t at) {
  const size_t floor = NoteFloor(source, at);
  size_t from = std::max(source.LineStart(at), floor);
  while (from > floor) {
    size_t prev = source.LineStart(from - 1);
    if (prev < floor) break;
    bool blank = true;
    for (size_t k = prev; k + 1 < from && blank; ++k) blank = t[k] == ' ' || t[k] == '\t' || t[k] == '\r';
    if (blank) break;
    from = prev;
  }
  std::string window(t.substr(from, at - from));
  ToLower(&window);
  return window;
}

// Whether the last of a publisher's note's names in `window` (NoteBefore)
// is `note`; opening a line, if `opens_line` (not "… vegetation, ch. 90.
// State law reference(s)--…, MCL 125.581 et seq. Division 3. Zoning
// Commission Sec. 98-101", a contents page run into one line).
bool LastNoteIs(const std::string& window, std::string_view note, bool opens_line) {
  size_t at = window.rfind(note);
  if (at == std::string::npos) return false;
  if (opens_line) {
    size_t k = at;
    while (k > 0 && (window[k - 1] == ' ' || window[k - 1] == '*')) --k;
    if (k > 0 && window[k - 1] != '\n') return false;
  }
  for (std::string_view next : {std::string_view("cross reference"), std::string_view("cross-reference"),
                                std::string_view("state law reference"), std::string_view("charter reference")})
    if (next != note && window.find(next, at) != std::string::npos) return false;
  return true;
}

// Whether t[at] stands in a code publisher's note on the state's law:
// "State law reference— Land subdivision, Code of Virginia, § 15.2-2240
// et seq.; provisions to be included, § 15.2-2241."
bool InStateLawNote(const Provision& source, std::string_view t, size_t at) {
  size_t floor = NoteFloor(source, at);
  if (t.substr(floor, at - floor).find("eference") == std::string_view::npos) return false;  // (cheap)
  return LastNoteIs(NoteBefore(source, t, at), "state law reference", true);
}

// Whether t[at] stands in a code publisher's note on the city's charter,
// up to the next note: "Charter reference— Authority relative to
// nuisances, § 1-102(c)(30).", "Charter References: Authority of city to
// adopt ordinances …, § 2.01c. Cross References: …" (the charter's
// sections, which no key spells; the cross-references are the code's).
bool InCharterNote(const Provision& source, std::string_view t, size_t at) {
  size_t floor = NoteFloor(source, at);
  if (t.substr(floor, at - floor).find("harter") == std::string_view::npos) return false;  // (cheap)
  return LastNoteIs(NoteBefore(source, t, at), "charter reference", false);
}

// In another state's ordinance, whose the numbers read as the
// ordinance's own are: the state's, where words name it, the number's
// shape does (TakeStateLaw, StateLawOfNumber) or they stand in the
// publisher's note on the state's law. False for a section of an act,
// which is not reported.
bool OtherStateLaw(const Context& ctx, std::string_view t, const std::vector<Citation>& read,
                   Parsed* p) {
  SubsectionsAfter(t, p);
  if (TakeStateLaw(ctx, t, p)) return true;
  // ("Except as otherwise provided in Chapter 68B of the Code of Iowa, …
  // a "restricted donor" as defined in Chapter 68B": a chapter cited
  // bare after the state's chapter of that number in the same provision,
  // the state's again, in a state whose law has keys.)
  // (So is "said section 65.12" after "44 CFR chapter 1, section 65.12",
  // the federal rule's.)
  bool said = TrimmedBefore(t, p->begin).ends_with(" said");
  if (p->targets.size() == 1 && p->targets[0].code() == ctx.spec.code &&
      ((p->targets[0].path().starts_with("ch.") && HasKeyedLaw(ctx.spec.jurisdiction)) || said)) {
    const std::string& path = p->targets[0].path();
    for (auto c = read.rbegin(); c != read.rend(); ++c) {
      if (&ctx.corpus.provisions[c->source] != &ctx.source) break;
      for (const Key& k : c->targets) {
        bool federal = k.code() == "usc" || k.code() == "cfr";
        std::string_view other = k.path();
        if (federal) other = other.substr(other.find('/') + 1);
        if (k.code() != ctx.spec.code && other == path && (!federal || said)) {
          p->targets[0] = k;
          return true;
        }
      }
    }
  }
  if (std::all_of(p->targets.begin(), p->targets.end(),
                  [&](const Key& k) { return k.code() == ctx.spec.code; }) &&
      InStateLawNote(ctx.source, t, p->begin)) {
    // (The states keys.md has a code for name their statutes in the
    // note, read by TakeStateLaw; another's have no key.)
    p->targets.clear();
    p->range_members.clear();
    p->unresolved = UnkeyedStatutes("in the publisher's note on state law");
    return true;
  }
  if (std::all_of(p->targets.begin(), p->targets.end(),
                  [&](const Key& k) { return k.code() == ctx.spec.code; }) &&
      InCharterNote(ctx.source, t, p->begin)) {
    p->targets.clear();
    p->range_members.clear();
    p->unresolved = "a section of the city's charter, which no key spells";
    return true;
  }
  // "section 4.3 of appendix A of the Dublin City Code": a section of
  // the code's appendix (its zoning ordinance, numbered apart), which no
  // key spells.
  static const RE2 kOfAppendix(R"(^,?\s+of\s+(?:the\s+)?(?:[Aa]ppendix|APPENDIX|[Aa]pp\.)\s+[A-Z0-9]\b)", RE2::Quiet);
  if (std::all_of(p->targets.begin(), p->targets.end(), [&](const Key& k) { return k.code() == ctx.spec.code; }) &&
      !p->targets.empty() && RE2::PartialMatch(t.substr(p->end, 40), kOfAppendix)) {
    p->targets.clear();
    p->range_members.clear();
    p->unresolved = "a section of an appendix of the code, which no key spells";
    return true;
  }
  if (NumberedAsStateLawBefore(ctx, t, read, *p)) {
    p->targets.clear();
    p->range_members.clear();
    p->unresolved = "numbered as the state's law cited before it in the section, not as this code";
    return true;
  }
  // "as defined in APA Standard 87-1, Section 3.1.1": a section of a
  // standard named before it, which no key spells (or of a regulation,
  // "Title 401 KAR … Chapter 4, Regulation 060, Section 5(5)a").
  static const RE2 kStandardBefore(
      R"(\b(?:Standard|NFPA|ANSI|ASTM|Regulation)\s+[A-Z0-9][\w.-]*,\s*(?:including(?:\s+but\s+not\s+limited\s+to)?\s*)?$)",
      RE2::Quiet);
  std::string_view before = Before(t, p->begin, 72);
  bool standard = RE2::PartialMatch(before, kStandardBefore);
  // "GSMM Section 2.2.2.2" (the Georgia Stormwater Management Manual's):
  // a manual's or standard's initials right before, not the code's own
  // ("BMC", "LDC", "UDO"), nor a model code's ("IBC"), read elsewhere.
  // (In a sentence, before "Section": not an ordinance's title in
  // capitals, "AMENDING SECTION 13.10.312".)
  static const RE2 kInitialsBefore(R"([a-z,][\s(]+([A-Z]{3,6})\s+$)", RE2::Quiet);
  std::string initials;
  if (!standard && t.substr(p->begin).starts_with("Section") &&
      RE2::PartialMatch(Before(t, p->begin, 16), kInitialsBefore, &initials)) {
    std::string_view i = initials;
    // (Nor the initials of the code the manifest's title names: "ECLUR"
    // of "the Eagle County Land Use Regulations".)
    std::string title_initials;
    for (size_t k = 0; k < ctx.spec.title.size(); ++k)
      if (ascii::IsUpper(static_cast<unsigned char>(ctx.spec.title[k])) &&
          (k == 0 || !ascii::IsAlpha(static_cast<unsigned char>(ctx.spec.title[k - 1]))))
        title_initials += ctx.spec.title[k];
    bool own_like = i.ends_with("C") || i.ends_with("UDO") || i.ends_with("ZO") || i.ends_with("CO") ||
                    title_initials.find(i) != std::string::npos;
    standard = !own_like && i != "SEC" && i != "SECTION";
  }
  const std::string& own = ctx.spec.code;
  bool any_own = false;
  // One number of the statutes' shape makes its list the statutes'
  // ("Sections 14-250a, 14-251, … and 14-311b").
  std::string body;
  for (const Key& k : p->targets) {
    if (k.code() != own) continue;
    any_own = true;
    if (body.empty()) body = StateLawOfNumber(ctx.spec.jurisdiction, k.path());
  }
  if (!body.empty())
    for (Key& k : p->targets)
      if (k.code() == own) k = Key(body, k.path());
  // "under section 307(c) (33 USC 1317)": the federal act's section,
  // its place in the U.S. Code given after it.
  static const RE2 kUscAfter(R"(^\s*\(\s*\d+\s*U\.?\s?S\.?\s?C\.?(?:A\.?)?\s*(?:\x{00A7}{1,2}\s*)?\d)", RE2::Quiet);
  bool usc_after = RE2::PartialMatch(t.substr(p->end, 40), kUscAfter);
  return !(any_own && (standard || usc_after || OfAnAct(t, p->end)));
}

namespace {

// A Washington city's or county's sentence adopting the statutes listed
// on the lines after it ("The following sections of RCW Titles 9 and 77 …
// are hereby adopted by reference …:", "The county adopts the following
// sections by reference …", a heading "Adoption of sections of Revised
// Code of Washington … by reference.", *heading, whose table must start
// with its code's line "RCW:", for a table of contents may repeat it):
// where it is, or npos.
size_t WashingtonAdoptionCue(std::string_view t, bool* heading) {
  for (std::string_view word : {"following", "sections of"}) {
    *heading = word != "following";
    for (size_t f = t.find(word); f != std::string_view::npos; f = t.find(word, f + 1)) {
      size_t from = t.rfind(". ", f);
      from = from == std::string_view::npos ? 0 : from;
      size_t to = std::min(t.find(". ", f), t.find('\n', f));
      std::string_view sentence = t.substr(from, to == std::string_view::npos ? t.npos : to - from);
      // (Not "the following sections of the King County Code …": a
      // county's code, whose numbers are no statutes'.)
      bool other_code = sentence.find("County Code") != std::string_view::npos &&
                        sentence.find("RCW") == std::string_view::npos &&
                        sentence.find("Revised Code") == std::string_view::npos;
      if (sentence.find("dopt") != std::string_view::npos &&
          sentence.find("by reference") != std::string_view::npos && !other_code)
        return f;
    }
  }
  return std::string_view::npos;
}

// A sentence that lists amendments to the code after its colon ("… has
// approved the following amendments:", "the following sections are
// amended:"): where its items start, or npos.
size_t AmendmentsCue(std::string_view t) {
  if (t.find("amend") == std::string_view::npos) return std::string_view::npos;
  for (size_t colon = t.find(':'); colon != std::string_view::npos;
       colon = t.find(':', colon + 1)) {
    size_t from = t.rfind(". ", colon);
    std::string_view sentence = t.substr(from == std::string_view::npos ? 0 : from,
                                         colon - (from == std::string_view::npos ? 0 : from));
    // (Not a sentence adopting statutes "as now or hereafter amended".)
    if (sentence.find("following") == std::string_view::npos ||
        sentence.find("dopt") != std::string_view::npos)
      continue;
    for (std::string_view w :
         {"amendments", "are amended", "are hereby amended", "amending the following"})
      if (sentence.find(w) != std::string_view::npos) return colon + 1;
  }
  return std::string_view::npos;
}

// A sentence naming the code's own chapters listed on the lines after its
// colon ("… the following chapters of the Code of Miami-Dade County, as
// they may be amended from time to time:", "… the following chapters of
// this code:"): where its rows start, or npos. Not another body's code
// ("the following chapters of the Wisconsin Administrative Code").
size_t OwnChaptersCue(std::string_view t) {
  size_t f = t.find("following chapters of ");
  if (f == std::string_view::npos) return std::string_view::npos;
  static const RE2 kCue(
      R"(^following\s+chapters\s+of\s+(?:this\s+[Cc]ode|the\s+Code\s+of\s+(?:the\s+)?)"
      R"((?:[A-Z][A-Za-z.'-]*\s+){0,4}(?:County|City|Town|Township|Village|Borough|Parish)\b|)"
      R"(the\s+(?:[A-Z][A-Za-z.'-]*\s+){0,4}(?:County|City|Town|Township|Village|Borough|Parish)\s+Code\b))"
      R"([^.:;\n]{0,200}:)",
      RE2::Quiet);
  re2::StringPiece sp(t.data() + f, t.size() - f);
  if (!RE2::Consume(&sp, kCue)) return std::string_view::npos;
  return t.size() - sp.size();
}

// The chapter number a row of a kOwnChapters table opens its line with at
// t[i] (white space before it), then its caption ("8A Business
// Regulations;"): the number, empty when the line is no row.
std::string_view OwnChapterRow(std::string_view t, size_t i, size_t* at) {
  static const RE2 kRow(R"(^[ \t\n]*(\d{1,3}[A-Z]{0,2})[ \t]+[A-Z][A-Za-z])", RE2::Quiet);
  re2::StringPiece number;
  re2::StringPiece sp(t.data() + i, t.size() - i);
  if (!RE2::PartialMatch(sp, kRow, &number)) return {};
  *at = number.data() - t.data();
  return std::string_view(number.data(), number.size());
}

// Where an amendment list's item ends its numbers with a dash before its
// description ("2-399 and 2-837 – delete", "2-961 -remove"): the dash's
// position after t[end], or npos.
size_t ItemDash(std::string_view t, size_t end) {
  size_t k = SkipSpace(t, end);
  if (k >= t.size()) return std::string_view::npos;
  if (t.substr(k).starts_with("\xE2\x80\x93") || t.substr(k).starts_with("\xE2\x80\x94"))
    return k;
  if (t[k] == '-' && k > end && k + 1 < t.size() &&
      (t[k + 1] == ' ' || ascii::IsAlpha(static_cast<unsigned char>(t[k + 1]))))
    return k;
  return std::string_view::npos;
}

// Whether an amendment list's item can start at t[i]: just after the
// list's colon, a comma, a semicolon or "and" ("…, Interim Resource
// Ordinance: 17.01.060 Long-Term Commercial Forest Lands, 17.01.062
// Inholding Lands; … and 17.01.090 Frequently Flooded Areas").
bool ItemStart(std::string_view t, size_t i) {
  size_t k = i;
  while (k > 0 && (t[k - 1] == ' ' || t[k - 1] == '\n')) --k;
  if (k == 0) return false;
  char c = t[k - 1];
  return c == ':' || c == ',' || c == ';' ||
         (k >= 4 && t.substr(k - 4, 4) == " and");
}

// Whether a caption follows an item's numbers at t[end]: a capitalized
// word ("17.01.062 Inholding Lands").
bool CaptionAfter(std::string_view t, size_t end) {
  return end + 2 < t.size() && t[end] == ' ' &&
         ascii::IsUpper(static_cast<unsigned char>(t[end + 1])) &&
         ascii::IsAlpha(static_cast<unsigned char>(t[end + 2]));
}

// The adoption sentence in t: its table's kind, and where the rows may
// start (npos when there is none).
size_t FindAdoptionCue(std::string_view t, const DocumentSpec& spec, AdoptionTable* table) {
  if (size_t items = AmendmentsCue(t); items != std::string_view::npos) {
    table->kind = AdoptionTable::kAmendedSections;
    table->code = spec.code;
    return items;
  }
  if (size_t rows = OwnChaptersCue(t); rows != std::string_view::npos) {
    table->kind = AdoptionTable::kOwnChapters;
    table->code = spec.code;
    return rows;
  }
  if (spec.jurisdiction == "Washington") {
    bool heading = false;
    size_t cue = WashingtonAdoptionCue(t, &heading);
    if (cue != std::string_view::npos) {
      table->kind = AdoptionTable::kStatutes;
      table->code = "wa-rcw";  // (or the WAC's, by a row's shape)
      table->line_rows = true;
      table->pending = heading;
    }
    return cue;
  }
  if (t.find("adopted") == std::string_view::npos) return std::string_view::npos;
  // "The following provisions of Wis. Adm. Code PSC 185 are adopted by
  // reference", then rows "185.11" over "Authorization for and
  // Application of Rules": sections of the agency's chapter, numbered
  // without the agency.
  if (IsWisconsinOrdinance(spec)) {
    if (size_t f = t.find("following provisions of"); f != std::string_view::npos) {
      static const RE2 kChapter(
          R"(^following\s+provisions\s+of\s+(?:the\s+)?Wis(?:consin|\.)\s*Adm(?:in)?(?:\.|inistrative)\s*Code,?\s+(?:[Cc]h(?:apter|\.)\s*)?([A-Z][A-Za-z]{1,4})\s+(\d{1,3})\b[^.]{0,40}\badopted\b)",
          RE2::Quiet);
      std::string agency, chapter;
      std::string_view from = t.substr(f, 200);
      if (RE2::PartialMatch(re2::StringPiece(from.data(), from.size()), kChapter, &agency,
                            &chapter) &&
          IsAgencyPrefix(agency)) {
        ToUpper(&agency);
        table->kind = AdoptionTable::kStatutes;
        table->code = "wis-adm";
        table->prefix.clear();
        table->row_section.clear();
        table->row_chapter = chapter;
        table->row_agency = agency;
        return f;
      }
    }
  }
  size_t cue = t.find("sections of the Wisconsin");
  // "The following statutes defining offenses … are adopted by reference",
  // then "29.288 Throwing Refuse in Waters", a row to a paragraph.
  if (cue == std::string_view::npos && IsWisconsinOrdinance(spec))
    cue = t.find("following statutes");
  // ("The following state statutes which follow the prefix 24 defining
  // offenses … are adopted by reference", then "24.940.19(1) Battery".)
  if (cue == std::string_view::npos && IsWisconsinOrdinance(spec))
    cue = t.find("following state statutes");
  // "… in the following-enumerated subsections of § 23.33, Wis. Stats., …
  // are hereby adopted", then rows "23.33(2) Registration".
  if (cue == std::string_view::npos && IsWisconsinOrdinance(spec))
    cue = t.find("enumerated subsections of");
  // "… in the following enumerated sections of the statutes, … are hereby
  // adopted", then a table of rows "30.15  Obstruct navigable water.".
  if (cue == std::string_view::npos && IsWisconsinOrdinance(spec))
    cue = t.find("sections of the statutes");
  table->code = "wis-stat";
  // An Iowa city's traffic code: "These sections of the Code of Iowa are
  // adopted by reference and are as follows:", then "1. Display of
  // Registration …: 321.17, 321.20B, … and 321.219 through 321.224."
  if (cue == std::string_view::npos) {
    cue = t.find("sections of the Code of Iowa");
    if (cue == std::string_view::npos) cue = t.find("sections of the Iowa Code");
    if (cue != std::string_view::npos) table->code = "iowa-code";
  }
  if (cue != std::string_view::npos) {
    table->kind = AdoptionTable::kStatutes;
    static const RE2 kPrefix(R"(prefix\s+["\x{201C}]?(\d+)\b)", RE2::Quiet);
    table->prefix.clear();
    // (Before the cue or in its sentence: "The following statutes
    // following the prefix "10", describing … are adopted".)
    RE2::PartialMatch(t.substr(0, cue + 160), kPrefix, &table->prefix);
    // (Or a later sentence's, the table's own: "B. Interpretation. In the
    // following enumerated sections and subsections of the Wisconsin
    // Statutes: …  C. State laws adopted. The following state statutes
    // which follow the prefix 24 … are adopted by reference".)
    if (table->prefix.empty()) {
      std::string_view later = t.substr(cue, 2000);
      size_t at = later.find("prefix");
      if (at != std::string_view::npos &&
          later.substr(at, 200).find("adopted") != std::string_view::npos)
        RE2::PartialMatch(later.substr(at, 40), kPrefix, &table->prefix);
    }
    return cue;
  }
  cue = t.find("chapters of the Wisconsin Administrative Code");
  if (cue != std::string_view::npos) table->kind = AdoptionTable::kAdminChapters;
  return cue;
}

// Whether a whole number starts at t[i]: a digit, not a piece of a
// longer number or word ("2.5", "A-12", "(3)", "1/2").
bool StartsNumber(std::string_view t, size_t i) {
  return ascii::IsDigit(static_cast<unsigned char>(t[i])) &&
         !(i > 0 && (ascii::IsAlnum(static_cast<unsigned char>(t[i - 1])) || t[i - 1] == '.' ||
                     t[i - 1] == '-' || t[i - 1] == '(' || t[i - 1] == '/'));
}

// Whether at t[i] stands a number that a row of the statutes' table may
// hold: "340.01", not "2.5 acres" (the statutes number sections with two
// digits or more after the dot), nor a piece of a longer number. Returns
// where the section number starts (after the prefix), or npos.
size_t StatuteRowNumber(std::string_view t, size_t i, const AdoptionTable& table,
                        size_t* length) {
  const std::string& prefix = table.prefix;
  if (!StartsNumber(t, i)) return std::string_view::npos;
  size_t at = i;
  if (!prefix.empty()) {
    if (!t.substr(i).starts_with(prefix + ".")) return std::string_view::npos;
    at = i + prefix.size() + 1;
  }
  size_t n = table.code == "wis-stat" || !table.row_agency.empty()
                 ? ReadSectionNumber(t, at)
                 : ReadSectionNumberOf(table.code, t, at);
  if (!table.row_chapter.empty()) {
    const std::string& c = table.row_chapter;
    if (n <= c.size() + 1 || t.substr(at, c.size()) != c ||
        (t[at + c.size()] != '-' && t[at + c.size()] != '.'))
      return std::string_view::npos;
    *length = n;
    return at;
  }
  if (!table.row_section.empty()) {
    if (n == 0 || t.substr(at, n) != table.row_section) return std::string_view::npos;
    *length = n;
    return at;
  }
  size_t dot = n > 0 ? t.substr(at, n).find('.') : std::string_view::npos;
  // (Iowa's rows may have one: "123.2 and 123.3 General Prohibition".)
  size_t after_dot = table.code == "wis-stat" ? 3 : 2;
  if (n == 0 || n - dot < after_dot ||
      (at + n + 1 < t.size() && (t[at + n] == '.' || t[at + n] == '-') &&
       ascii::IsDigit(static_cast<unsigned char>(t[at + n + 1]))))
    return std::string_view::npos;
  *length = n;
  return at;
}

// The section number a row of a Washington table opens with at t[i], or
// 0: the RCW's "9.01.055", "43.21C.410" or the WAC's "197-11-300", then a
// space, its levels ("46.12.101(2) and (5) Transfer of ownership") or the
// line's end; not a label ("1."). *code is its body.
size_t WashingtonRow(std::string_view t, size_t i, const char** code = nullptr) {
  for (const char* body : {"wa-rcw", "wa-wac"}) {
    size_t n = ReadSectionNumberOf(body, t, i);
    if (n == 0 || (i + n < t.size() && t[i + n] != ' ' && t[i + n] != '\t' && t[i + n] != '\n' &&
                   t[i + n] != '('))
      continue;
    if (code) *code = body;
    return n;
  }
  return 0;
}

// An agency's chapter at the start of sp ("Ind. 1", "ILHR 50—64").
const RE2& AdminRow() {
  static const RE2 kRow(
      R"(\b([A-Z][A-Za-z]{1,4})\.?\s+(\d{1,3})(?:\s*(?:-|–|—)\s*(\d{1,3}))?\b)",
      RE2::Quiet);
  return kRow;
}

// Whether a paragraph of text goes on with the table: it opens with a row.
bool OpensWithRow(std::string_view t, const AdoptionTable& table) {
  size_t i = 0;
  while (i < t.size() && (t[i] == ' ' || t[i] == '\n')) ++i;
  if (i >= t.size()) return false;
  if (table.line_rows) return WashingtonRow(t, i) != 0;
  if (table.kind == AdoptionTable::kOwnChapters) {
    size_t at = 0;
    return !OwnChapterRow(t, 0, &at).empty();
  }
  if (table.kind == AdoptionTable::kAmendedSections) {
    size_t n = ReadSectionNumberOf(table.code, t, i);
    return n > 0 && ItemDash(t, i + n) != std::string_view::npos;
  }
  if (table.kind == AdoptionTable::kStatutes) {
    size_t n = 0;
    // "Section 321.17 – Misdemeanor to violate registration provisions."
    // (An Iowa table's; in Wisconsin such a paragraph is the code's own.)
    for (std::string_view word : {"Section ", "Sec. ", "\xC2\xA7 "})
      if (table.code != "wis-stat" && t.substr(i).starts_with(word)) i += word.size();
    if (StatuteRowNumber(t, i, table, &n) != std::string_view::npos) return true;
    // A row under a title: "Traffic Signs, Signals and Markings: 321.259
    // and 321.260."
    size_t colon = t.substr(0, 200).find(": ");
    return colon != std::string_view::npos &&
           StatuteRowNumber(t, colon + 2, table, &n) != std::string_view::npos;
  }
  std::string agency;
  re2::StringPiece sp(t.data() + i, t.size() - i);
  return Consume(&sp, AdminRow(), &agency) && IsAgencyPrefix(agency);
}

// Appends the citations of the table's rows in t[start, end) of the source.
// The citations of out from `from` on are those found so far in the text
// around the source (not cited twice).
void ReadAdoptionRows(const Context& ctx, int32_t provision, size_t start,
                      const AdoptionTable& table, size_t from,
                      std::vector<Citation>* out) {
  std::string_view t = ctx.source.text;
  auto covered = [&](size_t at) {
    for (size_t k = from; k < out->size(); ++k)
      if ((*out)[k].source == provision && !(*out)[k].in_heading && at >= (*out)[k].begin &&
          at < (*out)[k].end)
        return true;
    return false;
  };
  if (table.kind == AdoptionTable::kAdminChapters) {
    re2::StringPiece sp(t.data() + start, t.size() - start);
    std::string agency, lo, hi;
    while (RE2::FindAndConsume(&sp, AdminRow(), &agency, &lo, &hi)) {
      size_t end = t.size() - sp.size();
      size_t begin = t.rfind(agency, end);
      // Not "Code 2018" nor a decimal ("NR 115.05" is read by the scan).
      if (!IsAgencyPrefix(agency) || begin == std::string_view::npos || covered(begin) ||
          (end + 1 < t.size() && t[end] == '.' &&
           ascii::IsDigit(static_cast<unsigned char>(t[end + 1]))))
        continue;
      ToUpper(&agency);
      Parsed q;
      q.begin = begin;
      q.end = end;
      q.targets.emplace_back("wis-adm", "ch." + agency + lo);
      if (!hi.empty()) q.targets.emplace_back("wis-adm", "ch." + agency + hi);
      AppendCitation(ctx, provision, std::move(q), out);
    }
    return;
  }
  if (table.kind == AdoptionTable::kOwnChapters) {
    // A row to a source line, from the line after the cue's to the first
    // line that is none (blank lines aside; the reader joined the lines).
    const Provision& src = ctx.source;
    size_t line = start == 0 || src.LineStart(start) == start ? start : src.NextLineStart(start);
    while (line < t.size()) {
      size_t next = std::max(src.NextLineStart(line), line + 1);
      size_t at = 0;
      std::string_view number = OwnChapterRow(t.substr(0, next), line, &at);
      if (number.empty()) {
        if (Trim(t.substr(line, next - line)).empty()) {
          line = next;
          continue;
        }
        break;
      }
      if (!covered(at)) {
        Parsed q;
        q.begin = at;
        q.end = at + number.size();
        q.targets.emplace_back(table.code, "ch." + std::string(number));
        AppendCitation(ctx, provision, std::move(q), out);
      }
      line = next;
    }
    return;
  }
  if (table.kind == AdoptionTable::kAmendedSections) {
    // An item's numbers in the code's own shape, then its dash, or its
    // caption where the item follows a separator.
    for (size_t i = start; i < t.size(); ++i) {
      if (!StartsNumber(t, i) || covered(i)) continue;
      Parsed q = ParsePlainList(ctx, t, i, table.code, "");
      if (q.targets.empty() || (ItemDash(t, q.end) == std::string_view::npos &&
                                !(ItemStart(t, i) && CaptionAfter(t, q.end))))
        continue;
      size_t end = q.end;
      AppendCitation(ctx, provision, std::move(q), out);
      i = end;
    }
    return;
  }
  if (table.line_rows) {
    // A row to a line, keyed by its number's shape: the RCW's numbers have
    // dots, the WAC's hyphens (their grammars in cite_grammar).
    for (size_t i = start; i < t.size(); ++i) {
      if (!(i == 0 || t[i - 1] == '\n') || covered(i)) continue;
      const char* code = nullptr;
      size_t n = WashingtonRow(t, i, &code);
      if (n == 0) continue;
      Parsed q;
      if (i + n < t.size() && t[i + n] == '(') {
        q = ParsePlainList(ctx, t, i, code, "");
        if (q.targets.empty()) continue;
      } else {
        q.end = i + n;
        q.targets.emplace_back(code, std::string(t.substr(i, n)));
      }
      q.begin = i;
      AppendCitation(ctx, provision, std::move(q), out);
    }
    return;
  }
  // "1. Section 321.17 – Misdemeanor to violate registration provisions."
  // in an Iowa city's table: the scan read the row as the city's own
  // section, but the table's sections are the Code's.
  if (table.code != "wis-stat" && table.row_agency.empty()) {
    for (size_t k = from; k < out->size(); ++k) {
      Citation& c = (*out)[k];
      if (c.source != provision || c.begin < start) continue;
      for (Key& target : c.targets) {
        std::string_view path = target.path();
        if (target.code() == ctx.spec.code && !path.starts_with("ch.") &&
            !InOwnChapter(ctx, path.substr(0, path.find('('))))
          target = Key(table.code, std::string(path));
      }
    }
  }
  // "A.\nChapter 106, Apprentice, Employment and Equal Rights
  // Programs.\n(1)\nSection 106.50, Open housing.": a row that opens a
  // line with the chapter of the statutes its sections are in, and its
  // title.
  if (table.code == "wis-stat" && table.kind == AdoptionTable::kStatutes) {
    for (size_t k = from; k < out->size(); ++k) {
      Citation& c = (*out)[k];
      if (c.source != provision || c.begin < start || c.targets.size() != 1 ||
          c.targets[0].code() != ctx.spec.code || !c.targets[0].path().starts_with("ch.") ||
          (c.begin > 0 && ctx.source.LineAt(c.begin) == ctx.source.LineAt(c.begin - 1)))
        continue;
      static const RE2 kTitled(R"(^,\s+[A-Z][A-Za-z]+(?:[ ,;]+[A-Za-z]+){0,10}\.?\s*$)",
                               RE2::Quiet);
      // (The rest of the row's line: to where the next source line
      // starts in the provision's text.)
      size_t eol = ctx.source.NextLineStart(c.end);
      std::string_view after = t.substr(c.end, eol - c.end);
      if (RE2::FullMatch(re2::StringPiece(after.data(), after.size()), kTitled))
        c.targets[0] = Key("wis-stat", c.targets[0].path());
    }
  }
  size_t i = start;
  while (i < t.size()) {
    size_t n = 0;
    size_t at = StatuteRowNumber(t, i, table, &n);
    if (at == std::string_view::npos || covered(i)) {
      // Past this character, or past the whole number that starts here.
      if (!ascii::IsDigit(static_cast<unsigned char>(t[i]))) {
        ++i;
        continue;
      }
      while (i < t.size() && (ascii::IsDigit(static_cast<unsigned char>(t[i])) || t[i] == '.'))
        ++i;
      continue;
    }
    Parsed q;
    if (!table.row_agency.empty()) {
      // "185.11", "185.33(2)": the agency's section, its levels after.
      std::vector<std::string> groups;
      q.end = ReadLevelGroups(t, at + n, &groups);
      q.targets.emplace_back(table.code, table.row_agency + std::string(t.substr(at, n)) +
                                             Join(groups, groups.size()));
    } else if (table.code != "wis-stat") {
      q = ParsePlainList(ctx, t, at, table.code, "");
    } else if (table.prefix.empty()) {
      q = ParseWisList(ctx, t, at, "wis-stat", "", 1, true);
    } else {
      // One number a row: "8.341.11(4)", "8.342.30(2) and (3)",
      // "10.943.41(2), (3) (a-d) or (4)(b)".
      std::vector<std::string> groups;
      q.end = ReadLevelGroups(t, at + n, &groups);
      // ("9.939.22 (21)(mg)": one space before the first level.)
      if (groups.empty() && at + n + 1 < t.size() && t[at + n] == ' ' && t[at + n + 1] == '(') {
        std::vector<std::string> spaced;
        size_t e = ReadLevelGroups(t, at + n + 1, &spaced);
        if (!spaced.empty() && spaced[0].size() <= 5 && LabelStyle(spaced[0]) >= 0) {
          groups = std::move(spaced);
          q.end = e;
        }
      }
      std::string number(t.substr(at, n));
      auto add = [&] {
        // "(a-d)": each level of the range.
        static const RE2 kRange(R"(\(([a-z]|\d{1,3})-([a-z]|\d{1,3})\))", RE2::Quiet);
        std::string from, to;
        if (!groups.empty() && RE2::FullMatch(groups.back(), kRange, &from, &to)) {
          std::string base = number + Join(groups, groups.size() - 1);
          for (const std::string& level :
               ExpandRange(ctx, table.code, base, "(" + from + ")", "(" + to + ")"))
            q.targets.emplace_back(table.code, base + level);
          return;
        }
        q.targets.emplace_back(table.code, number + Join(groups, groups.size()));
      };
      add();
      static const RE2 kSibling(R"(^(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\()", RE2::Quiet);
      while (!groups.empty()) {
        std::string_view rest = t.substr(q.end, 16);
        re2::StringPiece sp(rest.data(), rest.size());
        if (!Consume(&sp, kSibling)) break;
        size_t open = q.end + (rest.size() - sp.size()) - 1;
        std::vector<std::string> more;
        size_t e = ReadLevelGroups(t, open, &more);
        if (more.empty()) break;
        // The item replaces the levels from the one of its first level's
        // kind on ("(4)(b)" after "(3)(a-d)": a subsection).
        auto digit = [](const std::string& g) {
          return g.size() > 1 && ascii::IsDigit(static_cast<unsigned char>(g[1]));
        };
        size_t keep = groups.size() - 1;
        for (size_t g = 0; g < groups.size(); ++g)
          if (digit(groups[g]) == digit(more[0])) {
            keep = g;
            break;
          }
        groups.resize(keep);
        for (std::string& g : more) groups.push_back(std::move(g));
        add();
        q.end = e;
      }
    }
    if (q.targets.empty()) {
      i = at + n;
      continue;
    }
    q.begin = i;
    size_t end = q.end;
    AppendCitation(ctx, provision, std::move(q), out);
    i = std::max(end, i + 1);
  }
}

// A provision whose sentence ends with ":" at a line's end after citing
// one section of another body ("… the exemptions within WAC 197-11-800
// that are inapplicable for that area are:"): the rows that follow open
// with that section's number ("197-11-800(24)(a), (c), (g)    Utilities.")
// and cite its levels. With no citation before the colon, a sentence on
// "sections" after the document adopted another body's chapter ("The
// following sections of the model traffic ordinance are expressly not
// adopted by reference:", after "Chapter 308-330 WAC"): rows opening with
// a section of that chapter ("308-330-250    Police department to
// administer bicycle licenses") cite it. Returns where the rows may start
// in the provision's text, or npos.
size_t CitedSectionCue(const Provision& src, int32_t id, const std::string& own, size_t from,
                       size_t scanned, const std::vector<Citation>& out, AdoptionTable* table) {
  std::string_view t = src.text;
  size_t colon = t.find(":\n");
  if (colon == std::string_view::npos) {
    std::string_view trimmed = Trim(t);
    if (!trimmed.ends_with(':')) return std::string_view::npos;
    colon = static_cast<size_t>(trimmed.data() - t.data()) + trimmed.size() - 1;
  }
  // The citations the scan found, out[from, scanned), are in reading
  // order by provision: this provision's are one run of them. (The tables'
  // rows come after them.)
  auto end = out.begin() + static_cast<std::ptrdiff_t>(scanned);
  auto first = std::lower_bound(out.begin() + static_cast<std::ptrdiff_t>(from), end, id,
                                [](const Citation& c, int32_t p) { return c.source < p; });
  const Citation* last = nullptr;
  for (auto k = first; k != end && k->source == id; ++k)
    if (k->end <= colon && (!last || k->begin > last->begin)) last = &*k;
  if (!last) {
    size_t sentence = t.rfind(". ", colon);
    std::string_view cue = t.substr(sentence == std::string_view::npos ? 0 : sentence,
                                    colon - (sentence == std::string_view::npos ? 0 : sentence));
    if (cue.find("ections") == std::string_view::npos) return std::string_view::npos;
    // (The chapter adopted before: among the citations just before.)
    size_t before = static_cast<size_t>(first - out.begin());
    for (size_t k = before; k-- > from && before - k <= 500;) {
      const Citation& c = out[k];
      if (c.doc != src.doc) break;
      if (c.targets.size() != 1 || c.targets[0].code() == own ||
          !c.targets[0].path().starts_with("ch."))
        continue;
      table->kind = AdoptionTable::kStatutes;
      table->code = std::string(c.targets[0].code());
      table->prefix.clear();
      table->row_section.clear();
      table->row_chapter = c.targets[0].path().substr(3);
      return colon + 1;
    }
    return std::string_view::npos;
  }
  if (last->targets.size() != 1 || last->targets[0].code() == own || colon - last->end > 80)
    return std::string_view::npos;
  const Key& k = last->targets[0];
  std::string_view path = k.path();
  if (path.starts_with("ch.") || path.find('/') != std::string_view::npos)
    return std::string_view::npos;
  table->kind = AdoptionTable::kStatutes;
  table->code = std::string(k.code());
  table->prefix.clear();
  table->row_section = std::string(path.substr(0, path.find('(')));
  table->row_chapter.clear();
  return colon + 1;
}

// The SEPA model ordinance's list, in nearly every Washington code:
// "WAC 197-11-040    Definitions." then rows naming the same chapter's
// sections by their last part ("050 Lead agency.", "055 Timing of the
// SEPA process.", or "-305" over a line "Categorical exemptions"): each
// row cites its section (197-11-050, 197-11-055, 197-11-305).
void AbbreviatedWacRows(const Context& ctx, int32_t provision, std::vector<Citation>* out) {
  std::string_view t = ctx.source.text;
  if (t.find("WAC ") == std::string_view::npos) return;
  std::string chapter;  // "197-11", after a row "WAC 197-11-040"
  bool heading_line = false;  // a row's heading may stand on the next line
  auto digits3 = [](std::string_view r, size_t at) {
    return r.size() >= at + 3 && ascii::IsDigit(static_cast<unsigned char>(r[at])) &&
           ascii::IsDigit(static_cast<unsigned char>(r[at + 1])) &&
           ascii::IsDigit(static_cast<unsigned char>(r[at + 2])) &&
           (r.size() == at + 3 || r[at + 3] == ' ' || r[at + 3] == '\t');
  };
  for (size_t line = 0; line < t.size();) {
    size_t next = t.find('\n', line);
    if (next == std::string_view::npos) next = t.size();
    size_t i = line;
    while (i < next && (t[i] == ' ' || t[i] == '\t')) ++i;
    std::string_view row = t.substr(i, next - i);
    while (!row.empty() && (row.back() == ' ' || row.back() == '\t' || row.back() == '\r'))
      row.remove_suffix(1);
    size_t lead = !row.empty() && row[0] == '-' ? 1 : 0;  // "-305"
    size_t k = lead + 3;
    while (k < row.size() && (row[k] == ' ' || row[k] == '\t')) ++k;
    bool heading_after = k < row.size() && ascii::IsUpper(static_cast<unsigned char>(row[k]));
    if (row.starts_with("WAC ")) {
      size_t n = ReadSectionNumberOf("wa-wac", t, i + 4);
      std::string number(t.substr(i + 4, n));
      size_t dash = number.rfind('-');
      chapter = n > 0 && dash != std::string::npos && number.find('-') != dash
                    ? number.substr(0, dash)
                    : std::string();
      heading_line = true;
    } else if (!chapter.empty() && digits3(row, lead) &&
               (heading_after || (lead == 1 && k == row.size()))) {
      auto cite = [&](size_t at) {
        Parsed q;
        q.begin = i + at;
        q.end = i + at + lead + 3;
        q.targets.emplace_back("wa-wac", chapter + "-" + std::string(row.substr(at + lead, 3)));
        AppendCitation(ctx, provision, std::move(q), out);
      };
      cite(0);
      // "-305 Categorical exemptions -310 Threshold determination
      // required": rows a reader ran together, each "-NNN" before a heading.
      for (size_t d = row.find(" -", 1); lead == 1 && d != std::string_view::npos;
           d = row.find(" -", d + 1)) {
        size_t h = d + 5;
        while (h < row.size() && row[h] == ' ') ++h;
        if (digits3(row, d + 2) && h > d + 5 && h < row.size() &&
            ascii::IsUpper(static_cast<unsigned char>(row[h])))
          cite(d + 1);
      }
      heading_line = !heading_after;
    } else if (!chapter.empty() && heading_line && !row.empty() &&
               ascii::IsUpper(static_cast<unsigned char>(row[0]))) {
      heading_line = false;  // "Categorical exemptions", under "-305"
    } else if (!row.empty()) {
      chapter.clear();
    }
    line = next + 1;
  }
}

// Whether a provision holds only a table row's title: a heading and no
// text, or one short line with no number and no label ("Lead agency for
// governmental proposals.").
bool RowTitleAlone(const Provision& p) {
  std::string_view t = Trim(p.text);
  if (t.empty()) return !p.heading.empty();
  if (t.size() > 200 || t.find('\n') != std::string_view::npos ||
      t.find_first_of("0123456789") != std::string_view::npos ||
      !ascii::IsUpper(static_cast<unsigned char>(t[0])))
    return false;
  // (Not an item: "B. When the city receives …".)
  std::string_view first = t.substr(0, t.find(' '));
  return !(first.size() <= 4 && first.ends_with('.'));
}

}  // namespace

// Reads the adoption tables of provisions [first, last) of a document, in
// reading order; `table` carries an open table from one provision into
// the paragraphs that go on with its rows.
void FindAdoptionTables(const Corpus& corpus, const SectionIndex& sections,
                        const DocumentSpec& spec, std::span<const int32_t> ids,
                        size_t from, AdoptionTable* table, std::vector<Citation>* out) {
  const size_t scanned = out->size();
  for (int32_t id : ids) {
    const Provision& src = corpus.provisions[id];
    std::string_view t = src.text;
    if (spec.jurisdiction == "Washington") {
      Context ctx(corpus, src, spec, sections);
      AbbreviatedWacRows(ctx, id, out);
    }
    size_t start = std::string_view::npos;
    // A Washington table's line naming the code of the rows below ("RCW:")
    // keeps it open, and opens one under a heading.
    if (table->line_rows) {
      std::string_view line = Trim(t);
      if (line == "RCW" || line == "RCW:" || line == "WAC" || line == "WAC:") {
        table->pending = false;
        continue;
      }
      if (table->pending) table->kind = AdoptionTable::kNone;
    }
    if (table->kind != AdoptionTable::kNone && OpensWithRow(t, *table)) start = 0;
    // A row's title on a paragraph of its own, below its number ("197-11-050"
    // over "Lead agency."): the table goes on.
    if (table->kind != AdoptionTable::kNone && start == std::string_view::npos &&
        RowTitleAlone(src)) continue;
    // (Nor does a row repealed, "27. (Repealed by Ordinance No. 597 – Jul.
    // 19 Supp.)", or reserved, end it.)
    if (table->kind != AdoptionTable::kNone && start == std::string_view::npos) {
      std::string_view row = Trim(t);
      if (row.starts_with("(Repealed") || row.starts_with("(Reserved") || row == "Reserved." ||
          row == "Reserved" || row == "(Reserved.)")
        continue;
    }
    AdoptionTable found;
    size_t cue = FindAdoptionCue(t, spec, &found);
    if (cue != std::string_view::npos) {
      *table = found;
      if (found.pending) continue;  // (its rows come after its code's line)
      if (start == std::string_view::npos) start = cue;
    } else if (start == std::string_view::npos) {
      table->kind = AdoptionTable::kNone;
      size_t rows = CitedSectionCue(src, id, spec.code, from, scanned, *out, &found);
      if (rows != std::string_view::npos) {
        *table = found;
        start = rows;
      }
    }
    if (start == std::string_view::npos) continue;
    Context ctx(corpus, src, spec, sections);
    ReadAdoptionRows(ctx, id, start, *table, from, out);
  }
}

}  // namespace lexgraph::cite
