// The corpus tests' check of the lead-in scan's skipping: over every
// provision of a corpus, RE2 after NextLeadStart finds the lead-ins RE2
// alone finds, and the extraction's scan (cite::LeadIns) the same extents
// (see tests/lead_openers_test.cc for the small cases).
#ifndef LEXGRAPH_TESTS_LEAD_CHECK_H_
#define LEXGRAPH_TESTS_LEAD_CHECK_H_

#include <gtest/gtest.h>

#include <iostream>

#include "corpus/corpus.h"
#include "ingest/citation_parse.h"

namespace lexgraph {

inline void ExpectLeadStartsAgree(const Corpus& corpus, const std::string& what) {
  size_t leads = 0, bytes = 0;
  int shown = 0;
  for (const Provision& p : corpus.provisions) {
    cite::LeadSet set = cite::LeadSetFor(corpus.documents[p.doc].spec);
    auto all = cite::LeadInMatches(set, p.text, 0);
    leads += all.size();
    bytes += p.text.size();
    if (all != cite::LeadInMatches(set, p.text, 32) && ++shown <= 10)
      ADD_FAILURE() << what << ": " << p.key.ToString()
                    << ": a lead-in RE2 finds is missed after NextLeadStart";
    // (As the extraction meets them: each search resumed past the last,
    // the commonest openers' extents read without RE2.)
    if (cite::LeadIns(set, p.text, false) != cite::LeadIns(set, p.text, true) &&
        ++shown <= 10)
      ADD_FAILURE() << what << ": " << p.key.ToString()
                    << ": the extraction's scan differs from RE2's alone";
  }
  std::cout << "[corpus] " << what << ": " << leads << " lead-ins in " << bytes
            << " bytes, the same after NextLeadStart\n";
  EXPECT_GT(leads, 0u);
}

}  // namespace lexgraph

#endif  // LEXGRAPH_TESTS_LEAD_CHECK_H_
