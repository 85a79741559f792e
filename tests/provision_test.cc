// A provision's text keeps where each source line starts: the line of a
// byte, where its line starts and where the next line starts.
#include "corpus/corpus.h"

#include <gtest/gtest.h>

namespace lexgraph {
namespace {

TEST(ProvisionTest, FindsTheLineOfAByteWhereItStartsAndWhereTheNextStarts) {
  Provision p;
  p.line = 10;
  p.text = "first line second line third";
  p.text_lines = {{0, 10}, {11, 11}, {23, 13}};
  EXPECT_EQ(p.LineAt(0), 10);
  EXPECT_EQ(p.LineAt(11), 11);
  EXPECT_EQ(p.LineAt(27), 13);
  EXPECT_EQ(p.NextLineStart(0), 11u);
  EXPECT_EQ(p.NextLineStart(10), 11u);  // the space the reader joined with
  EXPECT_EQ(p.NextLineStart(11), 23u);
  EXPECT_EQ(p.NextLineStart(23), p.text.size());  // the last line
  EXPECT_EQ(p.LineStart(0), 0u);
  EXPECT_EQ(p.LineStart(10), 0u);
  EXPECT_EQ(p.LineStart(11), 11u);
  EXPECT_EQ(p.LineStart(27), 23u);
  Provision empty;
  empty.text = "no lines kept";
  EXPECT_EQ(empty.NextLineStart(3), empty.text.size());
  EXPECT_EQ(empty.LineStart(3), 0u);
}

}  // namespace
}  // namespace lexgraph
