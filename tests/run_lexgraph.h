// Runs the lexgraph command line in-process for tests, capturing its exit
// status and both output streams.
#ifndef LEXGRAPH_TESTS_RUN_LEXGRAPH_H_
#define LEXGRAPH_TESTS_RUN_LEXGRAPH_H_

#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "app/commands.h"
#include "tests/test_util.h"

namespace lexgraph::testing {

struct RunResult {
  int status;
  std::string out, err;
};

// `args` without the program name: {"build", "corpus.toml", "-o", "out"}.
inline RunResult RunLexgraph(std::vector<std::string> args) {
  args.insert(args.begin(), "lexgraph");
  std::vector<const char*> argv;
  for (const auto& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  int status = Run(static_cast<int>(argv.size()), argv.data(), out, err);
  return {status, out.str(), err.str()};
}

// Base of a test suite whose tests share one `lexgraph build` of the sample
// corpus, made before the suite's first test and removed after its last.
class SampleBuildTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new TempDir;
    RunResult r = RunLexgraph({"build", SampleManifest(), "-o", *dir_ / "out"});
    ASSERT_EQ(r.status, 0) << r.err;
  }
  static void TearDownTestSuite() {
    delete dir_;
    dir_ = nullptr;
  }
  static std::string Out() { return *dir_ / "out"; }

 private:
  static inline TempDir* dir_ = nullptr;
};

}  // namespace lexgraph::testing

#endif  // LEXGRAPH_TESTS_RUN_LEXGRAPH_H_
