// The state law that an ordinance of a state other than Wisconsin names
// around a section number: "Section 414.7 of the Code of Iowa", "(Code of
// Iowa, Sec. 414.1)", "Iowa Code chapter 364", "Section 8-2 of the General
// Statutes", "C.G.S. § 8-2", "Section 22a-39-4 of the Regulations of
// Connecticut State Agencies". The citation grammar reads the numbers; this
// says whose they are. (Wisconsin's ordinances, with their ", Wis.
// Stats." tails, are read in citations.cc.)
#ifndef LEXGRAPH_INGEST_STATE_LAW_H_
#define LEXGRAPH_INGEST_STATE_LAW_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace lexgraph {

// Past an "et seq." right after t[end], if there is one ("612.02 et
// seq.", "76-5-201 et. seq."); else end.
size_t PastEtSeq(std::string_view t, size_t end);

struct StateLaw {
  std::string code;  // the body's key code: "iowa-code", "ct-gs", "ct-rcsa"
  size_t begin = 0;  // the citation's bounds with the words that name it
  size_t end = 0;
  std::string name;  // a body without a key: its name ("O.C.G.A.")
};

// Whether keys.md names a code for the laws of `state` ("Wisconsin",
// "Iowa", "Washington", "Connecticut", "Pennsylvania"); a state named
// otherwise has none.
bool HasKeyedLaw(std::string_view state);

// For a reference at [begin, end) of t, read as the ordinance's own, in an
// ordinance of `jurisdiction` ("Iowa", "Connecticut"): the state's body of
// law that the words right before it or the tail after it name, with the
// citation's bounds widened over those words; nullopt when none does. A
// `chapter` takes the body of the section it locates ("Chapter 545, §
// 30-1 of the Connecticut General Statutes").
std::optional<StateLaw> StateLawAround(std::string_view jurisdiction,
                                       std::string_view t, size_t begin,
                                       size_t end, bool chapter = false);

// For a reference at [begin, end) of t read as an ordinance's own: the
// statutes of a state that has no key (keys.md), named by the words right
// before the number ("O.C.G.A. § 16-7-40", "G.S. 160A-184", "Idaho Code
// 18-113") or after it ("…, RSMo"); a StateLaw with an empty code and the
// citation's bounds widened over the words, or nullopt.
std::optional<StateLaw> UnkeyedStateLawAround(std::string_view t, size_t begin, size_t end);

// The pattern (RE2 source) of such a name right before a bare number,
// with the number's first digit: "Idaho Code 18-113", "I.C. 10-14-3-29",
// "MCL 125.3201"; a lead-in of the citation scan.
std::string UnkeyedStateLawLead();
// The length of such a name at the start of t, with the space after it,
// or 0; sets *name to the name.
size_t UnkeyedStateLawName(std::string_view t, std::string* name);

// The reason given for a citation of such statutes.
inline constexpr std::string_view kUnkeyedStatutesReason = "a state's law that has no key (";
inline std::string UnkeyedStatutes(const std::string& name) {
  return std::string(kUnkeyedStatutesReason) + name + ")";
}

// The state's body of law that a section number's shape alone names in
// an ordinance of `jurisdiction`, or "": Connecticut's statutes number
// titles with a small letter ("22a-42a", "13a-71"), which no town's code
// does.
std::string StateLawOfNumber(std::string_view jurisdiction, std::string_view path);

}  // namespace lexgraph

#endif  // LEXGRAPH_INGEST_STATE_LAW_H_
