// Runs the lexgraph command line in-process for tests, capturing its exit
// status and both output streams.
#ifndef LEXGRAPH_TESTS_RUN_LEXGRAPH_H_
#define LEXGRAPH_TESTS_RUN_LEXGRAPH_H_

#include <sstream>
#include <string>
#include <vector>

#include "app/commands.h"

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

}  // namespace lexgraph::testing

#endif  // LEXGRAPH_TESTS_RUN_LEXGRAPH_H_
