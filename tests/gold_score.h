// Scoring extracted citations against a hand-checked gold file of
// tests/gold/ (the format of ../shared/gold: one JSON object per citation
// occurrence with "source", "targets" and "optional"), over the sections
// its sample drew (tests/gold/NAME.sections, one key a line).
#ifndef LEXGRAPH_TESTS_GOLD_SCORE_H_
#define LEXGRAPH_TESTS_GOLD_SCORE_H_

#include <fstream>
#include <ostream>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "codec/json.h"
#include "corpus/corpus.h"

namespace lexgraph::testing {

struct GoldScore {
  size_t tp = 0, fp = 0, fn = 0;
  std::vector<std::string> differences;  // "extra S -> T", "missed S -> T"
  double precision() const { return tp + fp ? double(tp) / (tp + fp) : 1; }
  double recall() const { return tp + fn ? double(tp) / (tp + fn) : 1; }
};

// "code:30.12(1)(a)." -> "code:30.12(1)(a)": one trailing period ignored.
inline std::string GoldCanon(std::string key) {
  // Wisconsin prints paragraph l as "(L)"; annotators write it either way.
  if (key.starts_with("wis-stat:") || key.starts_with("wis-adm:"))
    for (size_t l = key.find("(l)"); l != std::string::npos; l = key.find("(l)", l)) key[l + 1] = 'L';
  if (!key.empty() && key.back() == '.') key.pop_back();
  return key;
}

// The section of a key: its path cut before the first "(".
inline std::string GoldSection(const Key& key) {
  return key.code() + ":" + key.path().substr(0, key.path().find('('));
}

// (source, target) pairs: the corpus's citations standing in the sampled
// sections, self-references left out, against the gold file's; optional
// gold pairs count neither way.
inline GoldScore ScoreAgainstGold(const Corpus& corpus,
                                  const std::string& gold_file,
                                  const std::string& sections_file) {
  using Pair = std::pair<std::string, std::string>;
  std::set<std::string> sample;
  std::ifstream sections(sections_file);
  for (std::string line; std::getline(sections, line);)
    if (!line.empty()) sample.insert(line);
  std::set<Pair> required, optional;
  std::ifstream gold(gold_file);
  for (std::string line; std::getline(gold, line);) {
    if (line.empty()) continue;
    Result<FlatJson> row = ParseFlatJson(line);
    if (!row.ok()) continue;
    bool opt = (*row)["optional"] == std::vector<std::string>{"true"};
    for (const std::string& t : (*row)["targets"])
      (opt ? optional : required)
          .insert({GoldCanon((*row)["source"].at(0)), GoldCanon(t)});
  }
  std::set<Pair> found;
  for (const Citation& c : corpus.citations) {
    if (c.self_reference || c.source < 0) continue;
    const Key& source = corpus.provisions[c.source].key;
    if (!sample.count(GoldSection(source))) continue;
    for (const Key& t : c.targets)
      found.insert({GoldCanon(source.ToString()), GoldCanon(t.ToString())});
  }
  GoldScore s;
  for (const Pair& p : found) {
    if (required.count(p)) {
      ++s.tp;
    } else if (!optional.count(p)) {
      ++s.fp;
      s.differences.push_back("extra " + p.first + " -> " + p.second);
    }
  }
  for (const Pair& p : required) {
    if (found.count(p)) continue;
    ++s.fn;
    s.differences.push_back("missed " + p.first + " -> " + p.second);
  }
  return s;
}

// Prints "NAME: precision P recall R (tp, fp, fn)" and each difference.
inline void PrintGoldScore(const std::string& name, const GoldScore& s,
                           std::ostream& out) {
  out << name << ": precision " << s.precision() << " recall " << s.recall()
      << " (tp " << s.tp << ", fp " << s.fp << ", fn " << s.fn << ")\n";
  for (const std::string& d : s.differences) out << "  " << d << "\n";
}

}  // namespace lexgraph::testing

#endif  // LEXGRAPH_TESTS_GOLD_SCORE_H_
