// The lexgraph command line (spec/cli.md). Run returns the exit status:
// 0 success, 1 bad input (with diagnostics naming file and line), 2 usage.
#ifndef LEXGRAPH_APP_COMMANDS_H_
#define LEXGRAPH_APP_COMMANDS_H_

#include <iosfwd>

namespace lexgraph {

int Run(int argc, const char* const* argv, std::ostream& out,
        std::ostream& err);

}  // namespace lexgraph

#endif  // LEXGRAPH_APP_COMMANDS_H_
