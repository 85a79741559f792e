// The graph commands of the lexgraph program: deps, impact, path, cycles and
// dangling over a built OUT/data folder, and diff (the audit of a change)
// over two manifests.
#ifndef LEXGRAPH_APP_GRAPH_COMMANDS_H_
#define LEXGRAPH_APP_GRAPH_COMMANDS_H_

#include <iosfwd>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace lexgraph {

class GraphCommands {
 public:
  // Adds the subcommands to `app`, which must outlive this object.
  explicit GraphCommands(CLI::App* app);

  // After parsing: runs the graph command that was given, if any, and stores
  // its exit status. False when none of them was given.
  bool Run(std::ostream& out, std::ostream& err, int* status) const;

 private:
  CLI::App* deps_ = nullptr;
  CLI::App* impact_ = nullptr;
  CLI::App* path_ = nullptr;
  CLI::App* cycles_ = nullptr;
  CLI::App* dangling_ = nullptr;
  CLI::App* diff_ = nullptr;
  std::string out_dir_, format_ = "text", report_dir_;
  std::vector<std::string> keys_;
  std::string from_, to_, old_manifest_, new_manifest_;
  int depth_ = 0;
};

}  // namespace lexgraph

#endif  // LEXGRAPH_APP_GRAPH_COMMANDS_H_
