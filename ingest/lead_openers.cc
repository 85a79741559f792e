#include "ingest/lead_openers.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "corpus/ascii.h"
#include "corpus/same_bytes.h"

#if defined(__GNUC__) && !defined(__clang__) && (defined(__x86_64__) || defined(__i386__))
#include <immintrin.h>
#endif

namespace lexgraph::cite {
namespace {

using namespace std::string_view_literals;

bool At(std::string_view t, size_t p, std::string_view s) {
  return p <= t.size() && StartsWith(t.substr(p), s);
}

// The lead-in patterns' alternatives, by what they open with (see
// LeadInSource in citations.cc, whose alternatives this follows one by
// one; a new alternative there needs its opener here, or the differential
// tests fail).
struct Openers {
  bool text;       // statutes' and rules' plain text (not the XML)
  bool wisconsin;  // Wisconsin's plain text: its agencies, "S. 343.085"
};

// After a word's first letter, r: the rest of "Sec.", "Secs.", "Section",
// "sections: ", and of the words that open with "Sub": "subd.", "subs.",
// "sub.", "subch.", "subchapter", "subdivision", "subparagraph",
// "subclause", "Subtitle", "subsection", and "SubParagraph", "subClause"
// ("subject", "security", "substantial", "subsec." are none).
bool SecOrSub(std::string_view r) {
  if (r.size() < 3) return false;
  if (r[0] == 'e' && r[1] == 'c') return r[2] == '.' || r[2] == 's' || r[2] == 't';
  if (r[0] == 'u' && r[1] == 'b') {
    if (r[2] == 's') return r.substr(3).starts_with("."sv) || r.substr(3).starts_with("ection"sv);
    return r[2] == 'd' || r[2] == '.' || r[2] == 'c' || r[2] == 'p' || r[2] == 't' ||
           r[2] == 'P' || r[2] == 'C';
  }
  return false;
}

// "par.", "pars.", "paragraph", "Part A", "Parts C" ("party", "partner"
// are none).
bool ParOrPart(std::string_view r) {
  if (r.size() < 3 || r[0] != 'a' || r[1] != 'r') return false;
  char c = r[2];
  if (c == '.' || c == 's' || c == 'a') return true;
  if (c != 't' || r.size() < 4) return false;
  if (r[3] == 's') return true;
  size_t k = 3;  // "Part A", "part 4": white space, a capital or a digit
  while (k < r.size() && IsRe2SpaceByte(static_cast<unsigned char>(r[k]))) ++k;
  return k > 3 && k < r.size() &&
         ((r[k] >= 'A' && r[k] <= 'Z') || ascii::IsDigit(static_cast<unsigned char>(r[k])));
}

// After a number and white space, r: "U.S.C.", "USC", "United States
// Code", "C.F.R.", "CFR", "C F R", "Code of Federal Regulations", "code of
// federal regulations" (the text's), "Pa.C.S.", "P.S.", "Pa. Code",
// "PA Code", "Pennsylvania Code"; in Wisconsin's texts, "IAC" (Iowa's
// rules by agency number).
bool FederalOrPennsylvania(std::string_view r, bool text, bool wisconsin) {
  if (r.empty()) return false;
  switch (r[0]) {
    case 'I':
      return wisconsin && r.starts_with("IAC"sv);
    case 'U':
      return true;
    case 'C': {
      if (r.substr(1).starts_with("ode"sv)) return true;
      size_t k = 1;
      if (k < r.size() && r[k] == '.') ++k;
      if (k < r.size() && IsRe2SpaceByte(static_cast<unsigned char>(r[k]))) ++k;
      return k < r.size() && r[k] == 'F';
    }
    case 'c':
      return text && r.substr(1).starts_with("ode"sv);
    case 'P':  // ("PA Code" too)
      return r.size() > 1 && (r[1] == 'a' || r[1] == '.' || r[1] == 'e' || r[1] == 'A');
    default:
      return false;
  }
}

// "ch.", "chs.", "chapter", "clause" ("child", "class" are none).
bool ChapterOrClause(std::string_view r) {
  return r.starts_with("h."sv) || r.starts_with("hs."sv) || r.starts_with("hapter"sv) ||
         r.starts_with("lause"sv);
}

// "Title 42", "title 40": the word, white space, a digit.
bool TitleNumber(std::string_view r) {
  if (!r.starts_with("itle"sv)) return false;
  size_t k = 4;
  while (k < r.size() && IsRe2SpaceByte(static_cast<unsigned char>(r[k]))) ++k;
  return k > 4 && k < r.size() && ascii::IsDigit(static_cast<unsigned char>(r[k]));
}

// Whether a lead-in of the set can begin at q, a word's first character,
// a section sign's first byte, or a "W" or "D" anywhere.
bool Opens(Openers o, std::string_view t, size_t q) {
  unsigned char c = static_cast<unsigned char>(t[q]);
  // "§", "§§", and the names that may stand before it without a word
  // boundary: "Wis. Stats. §", "D.C. Official Code §"; "Wis. Adm. Code".
  if (c == 0xC2) return At(t, q + 1, "\xA7"sv);
  if ((c == 'W' && At(t, q + 1, "is."sv)) || (c == 'D' && At(t, q + 1, "."sv))) return true;
  if (q > 0 && IsRe2WordByte(static_cast<unsigned char>(t[q - 1]))) return false;
  std::string_view r = t.substr(q + 1);
  switch (c) {
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9': {
      // "42 U.S.C.", "40 CFR", "40 C.F.R.", "75 Pa.C.S.", "53 P.S.", "33
      // United States Code", "40 Code of Federal Regulations", "25 Pa.
      // Code", "34 Pennsylvania Code", "42USC".
      size_t k = q + 1;
      while (k < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k]))) ++k;
      while (k < t.size() && IsRe2SpaceByte(static_cast<unsigned char>(t[k]))) ++k;
      return k < t.size() && FederalOrPennsylvania(t.substr(k), o.text, o.wisconsin);
    }
    case 'S':  // "Sec.", "Section", "Sub.", "Subchapter"; "S. 343.085", "SPS 20"
      return SecOrSub(r) ||
             (o.wisconsin && (r.starts_with("."sv) || r.starts_with("S."sv) || r.starts_with("PS"sv)));
    case 's':  // "s.", "ss.", "sec.", "sections: ", "sub.", "subd.", "subsection"; "ss 457.12"
               // (any white space after "ss", as RE2's \s: "ss\t457.12")
      return SecOrSub(r) || r.starts_with("."sv) || r.starts_with("s."sv) ||
             (o.wisconsin && r.size() > 1 && r[0] == 's' && IsRe2SpaceByte(static_cast<unsigned char>(r[1])));
    case 'P':  // "Par.", "Paragraph", "Part A", "Parts C and D"; "PSC 113"
      return ParOrPart(r) || (o.wisconsin && r.starts_with("SC"sv));
    case 'p':
      return ParOrPart(r);
    case 'C':  // "Ch.", "Chapter", "Clause"; "C.F.R. Title 49", "CFR Title",
               // "Code of Federal Regulations, Title", "CHAPTER"; "COMM", "Comm"
      if (ChapterOrClause(r)) return true;
      if (!o.text) return false;
      if (FederalOrPennsylvania(t.substr(q), true, false) || r.starts_with("HAPTER"sv)) return true;
      return o.wisconsin && (r.starts_with("OMM"sv) || r.starts_with("omm"sv));
    case 'c':  // "ch.", "chapter", "clause"
      return ChapterOrClause(r);
    case 'T':  // "Title 42, United States Code"; "Trans 401"
      return TitleNumber(r) || (o.wisconsin && r.starts_with("rans"sv));
    case 't':  // "this section", "title 40 of CFR"
      if (r.starts_with("his "sv)) {
        std::string_view w = r.substr(4);
        for (std::string_view level : {"section"sv, "subsection"sv, "paragraph"sv, "subdivision"sv,
                                       "chapter"sv, "article"sv})
          if (w.starts_with(level)) return true;
        return false;
      }
      return TitleNumber(r);
    case 'A':  // "Article 9 of Title 28"; "ATCP 50"
      return r.starts_with("rticle"sv) || (o.wisconsin && r.starts_with("TCP"sv));
    case 'a':
      return r.starts_with("rticle"sv);
    case 'R':  // "RCW"; "Rule 806.01" in Wisconsin's statutes
      return r.starts_with("CW"sv) || (o.wisconsin && r.starts_with("ule"sv));
    case 'W':  // ("Wis." above) "WAC 173-26-221"; "Wisconsin Statutes 990.01"
      return (o.text && r.starts_with("AC"sv)) || (o.wisconsin && r.starts_with("isconsin"sv));
    case 'D':  // ("D." above) "DNR", "DHS", "DCF", "DWD"
      return o.wisconsin && (r.starts_with("NR"sv) || r.starts_with("HS"sv) ||
                             r.starts_with("CF"sv) || r.starts_with("WD"sv));
    case 'N':  // "NR 115"
      return o.wisconsin && r.starts_with("R"sv);
    case 'i':  // "in lieu thereof: 1-79"
      return o.text && r.starts_with("n lieu thereof: "sv);
    default:
      return false;
  }
}

// Within a word (the text sets only): "thesubsection 5", "a42 U.S.C.",
// "insection 3", "notwithstandingchapter 7": a lead-in that opens with a
// small letter before a level's word or a number, or with a word glued to
// "section" or "chapter". Where the one whose word or number begins at g
// would start, or SIZE_MAX.
size_t GluedStart(std::string_view t, size_t g) {
  if (g == 0 || !ascii::IsLower(static_cast<unsigned char>(t[g - 1]))) return SIZE_MAX;
  if (ascii::IsDigit(static_cast<unsigned char>(t[g]))) {  // "a42 U.S.C.", "b40 CFR"
    size_t k = g + 1;
    while (k < t.size() && ascii::IsDigit(static_cast<unsigned char>(t[k]))) ++k;
    size_t d = k;
    while (k < t.size() && IsRe2SpaceByte(static_cast<unsigned char>(t[k]))) ++k;
    return k > d && k < t.size() && (t[k] == 'U' || t[k] == 'C') ? g - 1 : SIZE_MAX;
  }
  if (At(t, g, "subsection"sv)) return g - 1;
  if (!At(t, g, "section"sv) && !At(t, g, "chapter"sv)) return SIZE_MAX;
  size_t start = SIZE_MAX;
  for (std::string_view w : {"in"sv, "under"sv, "to"sv, "of"sv, "by"sv, "with"sv, "or"sv, "and"sv,
                             "Notwithstanding"sv, "notwithstanding"sv, "supersede"sv}) {
    if (g < w.size() || !Is(t.substr(g - w.size(), w.size()), w)) continue;
    size_t s = g - w.size();
    if (s == 0 || !IsRe2WordByte(static_cast<unsigned char>(t[s - 1]))) start = std::min(start, s);
  }
  return start;
}

// One position, as the vector loop reads many: the candidate it gives (p
// itself, or where a glued lead-in would start), or SIZE_MAX.
// (Opens reads any position: it checks the word's start itself.)
size_t CandidateAt(Openers o, std::string_view t, size_t from, size_t p) {
  if (size_t g = o.text ? GluedStart(t, p) : SIZE_MAX; g != SIZE_MAX && g >= from) return g;
  return Opens(o, t, p) ? p : SIZE_MAX;
}

#if defined(__GNUC__) && !defined(__clang__) && (defined(__x86_64__) || defined(__i386__))
#define LEXGRAPH_LEAD_VECTORS 1

// The pairs of a first character and the next that Opens can accept, by
// the sets that have them, and how the vector loop finds them: by the
// class of its bit (a first character's and the next one's, each read as a
// superset: see Nibbles), or (bit -1) by comparisons of its own, for the
// lead-ins that may open within a word ("Wis.", "D.", "§") and for those
// whose classes would take in common words ("this", not "the"; "in lieu
// thereof:", not "in"; the text's "C.F.R.", "CFR", "Code", "CHAPTER" and
// "COMM", not "county"). The exact table MakePairs builds from these is
// tested before Opens is called.
struct PairRow {
  std::string_view first, next;
  enum Sets { kAll, kText, kWisconsin } sets;
  int bit;
  constexpr bool In(bool text, bool wisconsin) const {
    return sets == kAll || (sets == kText && text) || (sets == kWisconsin && wisconsin);
  }
};

constexpr PairRow kPairRows[] = {
    {"\xC2", "\xA7", PairRow::kAll, -1},
    {"W", "i", PairRow::kAll, -1},
    {"D", ".", PairRow::kAll, -1},
    {"sS", "eu", PairRow::kAll, 0},  // "Sec.", "Section", "sub.", "Subchapter"
    {"s", ".s", PairRow::kAll, 0},   // "s.", "ss."
    {"S", ".SP", PairRow::kWisconsin, 0},  // "S. 343.085", "SS.", "SPS 20"
    {"pP", "a", PairRow::kAll, 1},  // "par.", "Paragraph", "Part A"
    {"P", "S", PairRow::kWisconsin, 1},  // "PSC 113"
    {"cC", "hl", PairRow::kAll, 2},  // "ch.", "Chapter", "clause"
    {"t", "h", PairRow::kAll, -1},   // "this section"
    {"tT", "i", PairRow::kAll, 3},   // "title 40", "Title 42"
    {"T", "r", PairRow::kWisconsin, 3},  // "Trans 401"
    {"aA", "r", PairRow::kAll, 4},  // "article", "Article 9"
    {"A", "T", PairRow::kWisconsin, 4},  // "ATCP 50"
    // "42 U.S.C.", "40 CFR", "75 Pa.C.S.", "42USC", the text's "40 code of
    // federal regulations".
    {"0123456789", "0123456789 \t\n\r\fUCP", PairRow::kAll, 5},
    {"0123456789", "c", PairRow::kText, 5},
    {"W", "A", PairRow::kText, 6},  // "WAC 173-26-221"
    {"D", "NHCW", PairRow::kWisconsin, 6},  // "DNR", "DHS", "DCF", "DWD"
    {"R", "C", PairRow::kAll, 7},  // "RCW 90.58.030"
    {"R", "u", PairRow::kWisconsin, 7},  // "Rule 806.01"
    {"N", "R", PairRow::kWisconsin, 7},  // "NR 115"
    {"C", ".FoH \t\n\r\f", PairRow::kText, -1},
    {"C", "Oo", PairRow::kWisconsin, -1},  // "COMM", "Comm"
    {"i", "n", PairRow::kText, -1},
};

// The classes of characters the vector loop looks for, a bit each, as
// tables by a byte's low and high four bits: a byte is of a class if both
// its halves' entries have the bit (so each class is read as a superset of
// its characters: the products of their halves). A class is of a first
// character and of the one after it: "s" before "e", "u", "." or "s".
// (Each table twice over: one per 16-byte lane of AVX2.)
struct Nibbles {
  uint8_t first_lo[32], first_hi[32], next_lo[32], next_hi[32];
  uint8_t word_lo[32], word_hi[32];  // RE2's \w: [0-9A-Za-z_], exactly
};

constexpr Nibbles MakeNibbles(bool text, bool wisconsin) {
  Nibbles n{};
  auto add = [&n](int bit, std::string_view first, std::string_view next) {
    for (char ch : first) {
      auto c = static_cast<unsigned char>(ch);
      n.first_lo[c & 15] |= static_cast<uint8_t>(1 << bit);
      n.first_hi[c >> 4] |= static_cast<uint8_t>(1 << bit);
    }
    for (char ch : next) {
      auto c = static_cast<unsigned char>(ch);
      n.next_lo[c & 15] |= static_cast<uint8_t>(1 << bit);
      n.next_hi[c >> 4] |= static_cast<uint8_t>(1 << bit);
    }
  };
  // (The rows of bit -1 are read by comparisons in the loop.)
  for (const PairRow& row : kPairRows)
    if (row.bit >= 0 && row.In(text, wisconsin)) add(row.bit, row.first, row.next);
  // The word characters, in four products: [0-9], [A-O a-o], [P-Z p-z], _.
  const int word_hi_of[4][2] = {{3, 3}, {4, 6}, {5, 7}, {5, 5}};
  for (int w = 0; w < 4; ++w) {
    for (int h : word_hi_of[w]) n.word_hi[h] |= static_cast<uint8_t>(1 << w);
    int lo_from = w == 0 ? 0 : w == 1 ? 1 : w == 2 ? 0 : 15;
    int lo_to = w == 0 ? 9 : w == 1 ? 15 : w == 2 ? 10 : 15;
    for (int l = lo_from; l <= lo_to; ++l) n.word_lo[l] |= static_cast<uint8_t>(1 << w);
  }
  for (int i = 16; i < 32; ++i) {
    n.first_lo[i] = n.first_lo[i - 16];
    n.first_hi[i] = n.first_hi[i - 16];
    n.next_lo[i] = n.next_lo[i - 16];
    n.next_hi[i] = n.next_hi[i - 16];
    n.word_lo[i] = n.word_lo[i - 16];
    n.word_hi[i] = n.word_hi[i - 16];
  }
  return n;
}

// Every byte, 32 times over (a vector of it, for the loop's comparisons).
struct Splats {
  alignas(32) uint8_t b[256][32];
};

constexpr Splats MakeSplats() {
  Splats k{};
  for (int c = 0; c < 256; ++c)
    for (int i = 0; i < 32; ++i) k.b[c][i] = static_cast<uint8_t>(c);
  return k;
}

// kPairRows' pairs exactly (the vector loop's classes are supersets): a
// bit per pair.
struct Pairs {
  uint64_t bits[65536 / 64];
  constexpr bool Has(unsigned char a, unsigned char b) const {
    unsigned i = a * 256u + b;
    return (bits[i / 64] >> (i % 64)) & 1;
  }
};

constexpr Pairs MakePairs(bool text, bool wisconsin) {
  Pairs pairs{};
  for (const PairRow& row : kPairRows) {
    if (!row.In(text, wisconsin)) continue;
    for (char a : row.first)
      for (char b : row.next) {
        unsigned i = static_cast<unsigned char>(a) * 256u + static_cast<unsigned char>(b);
        pairs.bits[i / 64] |= uint64_t{1} << (i % 64);
      }
  }
  return pairs;
}

#pragma GCC push_options
#pragma GCC target("ssse3")
#define LEAD_BLOCKS_NAME Scan16
#define LEAD_BLOCKS_W 16
#define LEAD_SHIFT_INDEX {15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30}
#define LEAD_LOOKUP(table, index) \
  reinterpret_cast<V>(_mm_shuffle_epi8(reinterpret_cast<__m128i>(table), reinterpret_cast<__m128i>(index)))
#define LEAD_MOVEMASK(m) static_cast<uint32_t>(_mm_movemask_epi8(reinterpret_cast<__m128i>(m)))
#include "ingest/lead_openers_blocks.inc"
#pragma GCC pop_options

#pragma GCC push_options
#pragma GCC target("avx2")
#define LEAD_BLOCKS_NAME Scan32
#define LEAD_BLOCKS_W 32
#define LEAD_SHIFT_INDEX                                           \
  {31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, \
   47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62}
#define LEAD_LOOKUP(table, index)                                                      \
  reinterpret_cast<V>(_mm256_shuffle_epi8(reinterpret_cast<__m256i>(table), \
                                          reinterpret_cast<__m256i>(index)))
#define LEAD_MOVEMASK(m) static_cast<uint32_t>(_mm256_movemask_epi8(reinterpret_cast<__m256i>(m)))
#include "ingest/lead_openers_blocks.inc"
#pragma GCC pop_options

// Reads as many bytes at a time as asked and the processor can (none
// without SSSE3: *at unmoved).
size_t ScanVectors(int bytes, Openers o, std::string_view t, size_t from, size_t to, size_t* at) {
  static const bool avx2 = __builtin_cpu_supports("avx2");
  static const bool ssse3 = __builtin_cpu_supports("ssse3");
  if (bytes >= 32 && avx2) {
    if (o.wisconsin) return Scan32<true, true>(o, t, from, to, at);
    return o.text ? Scan32<true, false>(o, t, from, to, at) : Scan32<false, false>(o, t, from, to, at);
  }
  if (!ssse3) return SIZE_MAX;
  if (o.wisconsin) return Scan16<true, true>(o, t, from, to, at);
  return o.text ? Scan16<true, false>(o, t, from, to, at) : Scan16<false, false>(o, t, from, to, at);
}
#endif

}  // namespace

size_t NextLeadStartBy(int bytes, LeadSet set, std::string_view t, size_t from, size_t to) {
  if (!SkipsToLeadStarts(set)) return from;
  Openers o{set != LeadSet::kXml, set == LeadSet::kWisconsinText};
  if (to > t.size()) to = t.size();
  size_t p = from;
#if defined(LEXGRAPH_LEAD_VECTORS)
  if (bytes >= 16) {
    // (The blocks read one byte before theirs.)
    if (p == 0 && p < to) {
      if (size_t c = CandidateAt(o, t, from, 0); c != SIZE_MAX) return c;
      p = 1;
    }
    if (size_t c = ScanVectors(bytes, o, t, from, to, &p); c != SIZE_MAX) return c;
  }
#else
  (void)bytes;  // (clang, other processors: byte by byte)
#endif
  for (; p < to; ++p)
    if (size_t c = CandidateAt(o, t, from, p); c != SIZE_MAX) return c;
  return to;
}

size_t NextLeadStart(LeadSet set, std::string_view t, size_t from, size_t to) {
  return NextLeadStartBy(32, set, t, from, to);
}

}  // namespace lexgraph::cite
