// cite::Consume against RE2::Consume: the same answer, the same captures
// and the same rest, on patterns whose captures depend on the alternatives'
// order, on the text after the match (\b, $) and on groups that take no
// part, over random texts of their pieces.
#include "ingest/re2_consume.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace lexgraph::cite {
namespace {

struct Outcome {
  bool matched = false;
  std::string a, b;
  size_t rest = 0;
  bool operator==(const Outcome&) const = default;
};

Outcome ByRe2(const RE2& re, const std::string& text) {
  re2::StringPiece sp(text);
  Outcome o;
  o.matched = RE2::Consume(&sp, re, &o.a, &o.b);
  o.rest = sp.size();
  return o;
}

Outcome Ours(const RE2& re, const std::string& text) {
  re2::StringPiece sp(text);
  Outcome o;
  o.matched = Consume(&sp, re, &o.a, &o.b);
  o.rest = sp.size();
  return o;
}

const char* const kPatterns[] = {
    // The first alternative wins where both match; the captures show which.
    R"((a+)(b*)|(a)(ab))",
    R"((s\.|ss\.)\s*(\d+(?:\.\d+)?))",
    // A word boundary and the end of text after the match: seen only when
    // the text after it is still the context.
    R"((sub\.)\s*\((\d+)\)\b)",
    R"((\d+)(a?)$)",
    R"((?:(ab)\b|(a)b))",
    R"((?:(\d+)$|(\d)\d*))",
    R"((\d+)(?:\s+(and|or)\b)?)",
    // Groups that take no part, lazy and bounded repetition.
    R"((?:(x)|y)(\d+?)\d{0,2})",
    R"(\s*,?\s*(?:(and|or|to)\s+)?\((\w+)\))",
    R"((§+)\s*(\d+[a-z]?))",
};

TEST(Re2ConsumeTest, SameAsRe2OnHandPickedTexts) {
  const std::string texts[] = {
      "aab",        "aaab rest",  "aab",      "s. 30.12 of", "ss.30",
      "sub. (3)x",  "sub. (3) x", "sub.(12)", "42a",         "42a ",
      "42",         "7 and 8",    "7 andy",   "x123",        "y1234",
      " , and (b)", ", (2)(c)",   "§§ 5a",    "§ 12b3",      "abc",
      "ab c",       "ab",         "12 ",      "12",          ""};
  for (const char* pattern : kPatterns) {
    RE2 re(pattern, RE2::Quiet);
    ASSERT_TRUE(re.ok()) << pattern;
    for (const std::string& text : texts)
      EXPECT_TRUE(ByRe2(re, text) == Ours(re, text))
          << pattern << " on \"" << text << "\"";
  }
}

TEST(Re2ConsumeTest, SameAsRe2OnRandomTexts) {
  const char* const pieces[] = {
      "a",  "b", "ab", "s.",   "ss.", " ",   "  ", "sub.", "(", ")", "3",
      "12", ".", ",",  "and ", "or",  "to ", "x",  "y",    "§", "z", "\n"};
  std::mt19937 rng(20261202);
  std::uniform_int_distribution<size_t> piece(0, std::size(pieces) - 1),
      length(0, 12);
  int compared = 0;
  for (const char* pattern : kPatterns) {
    RE2 re(pattern, RE2::Quiet);
    for (int n = 0; n < 3000; ++n) {
      std::string text;
      for (size_t k = length(rng); k > 0; --k) text += pieces[piece(rng)];
      ASSERT_TRUE(ByRe2(re, text) == Ours(re, text))
          << pattern << " on \"" << text << "\"";
      ++compared;
    }
  }
  EXPECT_EQ(compared, 3000 * static_cast<int>(std::size(kPatterns)));
}

TEST(Re2ConsumeTest, ParsesNumbersAndRefusesTooManyArguments) {
  RE2 re(R"((\d+)-(\d+))");
  re2::StringPiece sp("12-345 rest");
  int a = 0, b = 0;
  ASSERT_TRUE(Consume(&sp, re, &a, &b));
  EXPECT_EQ(a, 12);
  EXPECT_EQ(b, 345);
  EXPECT_EQ(sp, " rest");
  // A number too big for an int: no match, nothing consumed (as RE2).
  re2::StringPiece big("99999999999-1");
  EXPECT_FALSE(Consume(&big, re, &a, &b));
  EXPECT_EQ(big.size(), 13u);
  // More arguments than groups: no match.
  std::string x, y, z;
  re2::StringPiece three("1-2");
  EXPECT_FALSE(Consume(&three, re, &x, &y, &z));
  EXPECT_EQ(three.size(), 3u);
}

}  // namespace
}  // namespace lexgraph::cite
