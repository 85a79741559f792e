// corpus/ascii.h against <cctype> in the "C" locale, on every byte.
#include "corpus/ascii.h"

#include <gtest/gtest.h>

#include <cctype>

namespace lexgraph {
namespace {

TEST(AsciiTest, SameAsCctypeInTheCLocaleForEveryByte) {
  for (int c = 0; c < 256; ++c) {
    EXPECT_EQ(ascii::IsDigit(c), std::isdigit(c) != 0) << c;
    EXPECT_EQ(ascii::IsUpper(c), std::isupper(c) != 0) << c;
    EXPECT_EQ(ascii::IsLower(c), std::islower(c) != 0) << c;
    EXPECT_EQ(ascii::IsAlpha(c), std::isalpha(c) != 0) << c;
    EXPECT_EQ(ascii::IsAlnum(c), std::isalnum(c) != 0) << c;
    EXPECT_EQ(ascii::IsSpace(c), std::isspace(c) != 0) << c;
  }
}

}  // namespace
}  // namespace lexgraph
