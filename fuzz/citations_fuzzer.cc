// Fuzz target: the citation extractor on provision text given directly.
// The first input byte picks the provision the text stands in (its body of
// law and depth decide how relative references resolve); the rest is its
// text. The corpus also holds the provision's ancestors and a few sections
// around it, so that ranges have members and references have targets.
#include <optional>
#include <vector>

#include "fuzz/fuzz_util.h"
#include "ingest/citations.h"

namespace {

struct Place {
  const char* key;
  const char* kind;
  std::vector<const char*> others;  // more provisions of that body
  const char* jurisdiction = "Wisconsin";  // of an ordinance
};

const Place kPlaces[] = {
    {"wis-stat:30.12(1g)(f)", "statute", {"wis-stat:30.13", "wis-stat:30.2"}},
    {"wis-stat:30.12(3)(a)6.", "statute", {"wis-stat:59.692(1v)"}},
    {"dc-code:1-1001.01(b)(2)", "statute", {"dc-code:1-1001.02", "dc-code:1-1001.05"}},
    {"dc-code:28:9-102", "statute", {"dc-code:28:9-103"}},
    {"jefferson-co:11.10(f)(1)", "ordinance", {"jefferson-co:11.11", "jefferson-co:22-997"}},
    {"usc:33/1344(a)", "statute", {"usc:33/1345"}},
    {"iowa-iac:571-16.7(2)", "rule", {"iowa-iac:571-16.3"}},
    {"greendale:ch.17/p12", "ordinance", {"greendale:17.02"}},
    {"wis-adm:NR115.05(1)(b)1m.", "rule", {"wis-adm:NR115.04", "wis-adm:NR116.13"}},
    {"iowa-code:507.5(2)", "statute", {"iowa-code:8A.412"}},
    {"medford:15.3.005(B)", "ordinance", {"medford:15.3.005(B)(1)", "medford:15.3.010"}},
    // Other states' ordinances: the Code of Iowa's notes, Connecticut's
    // and Pennsylvania's statutes, Washington's regulations.
    {"adel:165.02(2)(A)", "ordinance", {"adel:165.01", "adel:165.04(1)"}, "Iowa"},
    {"town:1-1(b)", "ordinance", {"town:1-5"}, "Connecticut"},
    {"twp:149-3", "ordinance", {"twp:149-15"}, "Pennsylvania"},
    {"wcity:17.10.010(B)", "ordinance", {"wcity:17.10.030"}, "Washington"},
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace lexgraph;
  if (size == 0) return 0;
  const Place& place = kPlaces[data[0] % std::size(kPlaces)];
  Key key = *Key::Parse(place.key);
  Corpus corpus = fuzz::OneDocumentCorpus("paragraph-text", key.code());
  corpus.documents[0].spec.kind = place.kind;
  // An ordinance's state decides its statutes, articles and history notes.
  if (std::string_view(place.kind) == "ordinance")
    corpus.documents[0].spec.jurisdiction = place.jurisdiction;
  Reporter reporter;
  SourceText text = fuzz::Source(data + 1, size - 1, &reporter);

  std::vector<Key> chain;
  for (std::optional<Key> k = key; k; k = k->PathParent()) chain.push_back(*k);
  int32_t parent = kNoProvision, source = kNoProvision;
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    Provision p;
    p.key = *it;
    p.parent = parent;
    p.line = 1;
    if (*it == key) p.text = text.text();
    parent = corpus.Add(std::move(p));
    source = parent;
  }
  for (const char* other : place.others) {
    Provision p;
    p.key = *Key::Parse(other);
    corpus.Add(std::move(p));
  }
  corpus.LinkChildren();

  std::vector<Citation> found = FindCitations(corpus, source);
  ExtractCitations(&corpus, &reporter);
  fuzz::CheckCitations(corpus);
  FUZZ_CHECK(found.size() <= corpus.citations.size(),
             "FindCitations found more than ExtractCitations");
  return 0;
}
