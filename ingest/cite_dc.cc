// The D.C. Code's containers: "Chapter 3 of Title 2", "subchapter I of
// Chapter 5 of this title", "part E of this subchapter".
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
#include "ingest/re2_consume.h"
#include "ingest/text_util.h"

namespace lexgraph::cite {

using namespace std::string_view_literals;

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

namespace {

// A subchapter's numeral with its letter as the Code's tables write it:
// "IIIB" is III-B.
std::string LetteredSubchapter(std::string s) {
  if (s.size() > 1 && s.find('-') == std::string::npos &&
      std::string_view("IVXL").find(s.back()) == std::string_view::npos)
    s.insert(s.size() - 1, "-");
  return s;
}

}  // namespace

std::optional<std::string> AncestorPathWith(const Context& ctx, std::string_view marker) {
  for (int32_t a = ctx.source.parent; a != kNoProvision; a = ctx.corpus.provisions[a].parent) {
    const std::string& path = ctx.corpus.provisions[a].key.path();
    size_t at = path.rfind(marker);
    if (at != std::string::npos && path.find('/', at + 1) == std::string::npos) return path;
  }
  return std::nullopt;
}

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

namespace {

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

}  // namespace

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

}  // namespace lexgraph::cite
