// Every RE2 pattern that ingest/ writes as raw string literals compiles.
// The patterns are built with RE2::Quiet, and one that does not compile
// (a parenthesis short: the raw string's own ")\"" ends it) matches
// nothing and says nothing: a reading silently lost. This reads the
// sources, as the compiler does, and compiles each literal pattern.
#include <re2/re2.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace {

struct Pattern {
  std::string file;
  int line = 0;
  std::string text;
};

bool IsIdentChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Past white space and line comments from s[i].
size_t SkipBlank(const std::string& s, size_t i) {
  while (i < s.size()) {
    if (s[i] == ' ' || s[i] == '\n' || s[i] == '\t' || s[i] == '\r') {
      ++i;
    } else if (s.compare(i, 2, "//") == 0) {
      size_t e = s.find('\n', i);
      i = e == std::string::npos ? s.size() : e + 1;
    } else {
      break;
    }
  }
  return i;
}

// The patterns of `RE2 name(R"(…)" R"(…)", …)` in a source: the literal
// pieces, joined; a pattern with anything else in it (a string built at
// run time) is left out.
std::vector<Pattern> LiteralPatterns(const std::string& file, const std::string& s) {
  std::vector<Pattern> out;
  size_t at = 0;
  while ((at = s.find("RE2 ", at)) != std::string::npos) {
    size_t i = at + 4;
    bool word_before = at > 0 && IsIdentChar(s[at - 1]);
    at = i;
    if (word_before) continue;
    size_t name = i;
    while (i < s.size() && IsIdentChar(s[i])) ++i;
    if (i == name || i >= s.size() || s[i] != '(') continue;
    i = SkipBlank(s, i + 1);
    std::string text;
    bool literal = false;
    while (s.compare(i, 3, "R\"(") == 0) {
      size_t end = s.find(")\"", i + 3);
      if (end == std::string::npos) break;
      text += s.substr(i + 3, end - i - 3);
      literal = true;
      i = SkipBlank(s, end + 2);
    }
    if (!literal || i >= s.size() || (s[i] != ',' && s[i] != ')')) continue;
    int line = 1 + static_cast<int>(std::count(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(name), '\n'));
    out.push_back({file, line, text});
  }
  return out;
}

TEST(Re2PatternsTest, EveryLiteralPatternOfIngestCompiles) {
  namespace fs = std::filesystem;
  fs::path dir = fs::path(LEXGRAPH_SOURCE_DIR) / "ingest";
  std::vector<Pattern> patterns;
  for (const auto& entry : fs::directory_iterator(dir)) {
    std::string ext = entry.path().extension().string();
    if (ext != ".cc" && ext != ".h") continue;
    std::ifstream in(entry.path());
    std::stringstream buf;
    buf << in.rdbuf();
    for (Pattern& p : LiteralPatterns(entry.path().filename().string(), buf.str()))
      patterns.push_back(std::move(p));
  }
  // (Some three hundred and fifty: fewer means this reading of the
  // sources has broken, not that the patterns are gone.)
  EXPECT_GT(patterns.size(), 300u);
  for (const Pattern& p : patterns) {
    RE2 re(p.text, RE2::Quiet);
    EXPECT_TRUE(re.ok()) << p.file << ":" << p.line << ": " << re.error() << "\n" << p.text;
  }
}

TEST(Re2PatternsTest, ReadsJoinedPiecesAndLeavesBuiltOnesOut) {
  std::string src =
      "static const RE2 kA(R\"(^a(b))\" // note\n R\"(c$)\", RE2::Quiet);\n"
      "static const RE2 kB(std::string(\"x\") + kY, RE2::Quiet);\n"
      "static const RE2 kC(R\"((x)\" + Suffix(), RE2::Quiet);\n"
      "static const RE2 kD(R\"(^(d)\");\n";
  std::vector<Pattern> p = LiteralPatterns("x.cc", src);
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p[0].text, "^a(b)c$");
  EXPECT_EQ(p[0].line, 1);
  EXPECT_EQ(p[1].text, "^(d");  // the short one the test above would flag
  EXPECT_EQ(p[1].line, 5);
  EXPECT_FALSE(RE2(p[1].text, RE2::Quiet).ok());
}

}  // namespace
