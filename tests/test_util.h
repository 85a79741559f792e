// Helpers shared by the tests: paths of the repository, the shared folder
// and temporary folders, and loading the sample corpus.
#ifndef LEXGRAPH_TESTS_TEST_UTIL_H_
#define LEXGRAPH_TESTS_TEST_UTIL_H_

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace lexgraph::testing {

inline std::string SourceDir() { return LEXGRAPH_SOURCE_DIR; }
inline std::string SharedDir() { return LEXGRAPH_SHARED_DIR; }
inline std::string SampleManifest() {
  return SourceDir() + "/examples/shoreland/corpus.toml";
}

inline std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline void WriteFile(const std::string& path, const std::string& text) {
  std::filesystem::create_directories(
      std::filesystem::path(path).parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

// A fresh folder under the system temp folder, removed when destroyed.
class TempDir {
 public:
  TempDir() {
    static int counter = 0;
    path_ = (std::filesystem::temp_directory_path() /
             ("lexgraph-test-" + std::to_string(::getpid()) + "-" +
              std::to_string(++counter)))
                .string();
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() { std::filesystem::remove_all(path_); }
  const std::string& path() const { return path_; }
  std::string operator/(const std::string& rel) const {
    return path_ + "/" + rel;
  }

 private:
  std::string path_;
};

// Compares `actual` with the golden file at tests/golden/REL; with
// LEXGRAPH_UPDATE_GOLDEN=1 in the environment, rewrites it instead.
inline std::string Golden(const std::string& rel, const std::string& actual) {
  std::string path = SourceDir() + "/tests/golden/" + rel;
  const char* update = std::getenv("LEXGRAPH_UPDATE_GOLDEN");
  if (update && std::string(update) == "1") WriteFile(path, actual);
  return ReadFile(path);
}

}  // namespace lexgraph::testing

#endif  // LEXGRAPH_TESTS_TEST_UTIL_H_
