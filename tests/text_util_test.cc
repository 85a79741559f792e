// ingest/text_util.h's RFind against std::string_view::rfind.
#include "ingest/text_util.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace lexgraph {
namespace {

TEST(TextUtilTest, RFindAnswersAsRfind) {
  EXPECT_EQ(RFind("Editor's Note: x. Editor's Note: y", "Editor's Note"), 18u);
  EXPECT_EQ(RFind("abc", ""), 3u);
  EXPECT_EQ(RFind("ab", "abc"), std::string_view::npos);
  EXPECT_EQ(RFind("", "a"), std::string_view::npos);
  EXPECT_EQ(RFind("aaa", "aa"), 1u);
  // Random texts over a small alphabet, so that needles occur, overlap
  // and sit at either end.
  std::mt19937 rng(34);
  for (int round = 0; round < 20000; ++round) {
    std::string s(rng() % 40, 'a'), w(rng() % 5, 'a');
    for (char& c : s) c = "abE'"[rng() % 4];
    for (char& c : w) c = "abE'"[rng() % 4];
    ASSERT_EQ(RFind(s, w), std::string_view(s).rfind(w)) << s << " / " << w;
  }
}

}  // namespace
}  // namespace lexgraph
