// corpus/same_bytes.h against string_view's own comparisons: every length
// up to 40 (the word, half-word, two-byte and one-byte steps), a
// difference at every position, and literals as the grammar writes them.
#include "corpus/same_bytes.h"

#include <gtest/gtest.h>

#include <string>

namespace lexgraph {
namespace {

using namespace std::string_view_literals;

TEST(SameBytesTest, FindsADifferenceAtEveryPositionOfEveryLength) {
  for (size_t n = 0; n <= 40; ++n) {
    std::string a(n, 'x');
    for (size_t i = 0; i < n; ++i) a[i] = static_cast<char>('a' + i % 26);
    EXPECT_TRUE(SameBytes(a.data(), a.data(), n)) << n;
    for (size_t at = 0; at < n; ++at) {
      std::string b = a;
      b[at] = static_cast<char>(b[at] ^ 0x20);
      EXPECT_FALSE(SameBytes(a.data(), b.data(), n)) << n << " at " << at;
      // (Only the n bytes count.)
      EXPECT_TRUE(SameBytes(a.data(), b.data(), at)) << n << " at " << at;
    }
  }
}

TEST(SameBytesTest, IsStartsWithEndsWithAgreeWithStringView) {
  const std::string_view texts[] = {"",        "s",           "sub.",          "subsection",
                                    "Section", "section 5",   "in lieu thereof:", "wis-stat",
                                    "wis-stas", "through",    "chapter 82.32 RCW"};
  const std::string_view words[] = {"",         "s",        "sub",     "sub.",    "section",
                                    "Section",  "wis-stat", "through", "to",      "RCW",
                                    "in lieu thereof:", "subsection (2) of this"};
  for (std::string_view t : texts) {
    for (std::string_view w : words) {
      EXPECT_EQ(Is(t, w), t == w) << t << " | " << w;
      EXPECT_EQ(StartsWith(t, w), t.starts_with(w)) << t << " | " << w;
      EXPECT_EQ(EndsWith(t, w), t.ends_with(w)) << t << " | " << w;
    }
  }
  EXPECT_TRUE(Is(std::string("usc"), "usc"sv));
  EXPECT_FALSE(Is("usca"sv, "usc"sv));
  EXPECT_FALSE(Is("us"sv, "usc"sv));
}

}  // namespace
}  // namespace lexgraph
