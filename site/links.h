// Names inside the site: provision anchors, document page names and the
// official web addresses of keys outside the corpus.
#ifndef LEXGRAPH_SITE_LINKS_H_
#define LEXGRAPH_SITE_LINKS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/corpus.h"
#include "corpus/key.h"

namespace lexgraph {

// The HTML id of a provision on its document page, derived from its key
// alone, so it is stable across builds:
//   take "CODE:" + key.Canonical() (the path without one trailing period),
//   keep the bytes A-Z a-z 0-9 '-' '.', and write every other byte (UTF-8
//   bytes included) as '_' and two upper-case hex digits.
// wis-stat:30.12(1g)(jm)7. -> wis-stat_3A30.12_281g_29_28jm_297
// greendale:ch.17/p12      -> greendale_3Ach.17_2Fp12
// Keys equal under Key's == get the same anchor; different keys get
// different anchors. The result is a valid id and needs no escaping in a URL.
// site/assets/search.js implements the same rule (anchorOf).
std::string AnchorOf(const Key& key);

// A file name for a document's page, from its manifest `file`: the last
// extension dropped, bytes other than A-Z a-z 0-9 '-' '_' '.' mapped to '-',
// runs of '-' collapsed, trimmed, at most 100 bytes, never empty ("document").
// "000_529a051a0fae6e40.txt" -> "000_529a051a0fae6e40"
// "titles/1/sections/1-101.xml" -> "titles-1-sections-1-101"
std::string SafePageStem(std::string_view file);

// One page file name per document ("STEM.html", in the order of `documents`),
// unique even on a case-insensitive file system: a later document whose stem
// is taken gets "-2", "-3", ... appended.
std::vector<std::string> DocumentPageNames(
    const std::vector<Document>& documents);

// The official web address of a key, where the body of law publishes one
// per provision: wis-stat, wis-adm (docs.legis.wisconsin.gov), usc (Cornell
// LII), cfr (eCFR), dc-code (code.dccouncil.gov). nullopt otherwise.
std::optional<std::string> OfficialUrl(const Key& key);

}  // namespace lexgraph

#endif  // LEXGRAPH_SITE_LINKS_H_
