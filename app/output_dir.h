// The one writer of OUT/: everything is built into a temporary folder next
// to OUT and swapped in whole, so a failed build leaves OUT as it was.
#ifndef LEXGRAPH_APP_OUTPUT_DIR_H_
#define LEXGRAPH_APP_OUTPUT_DIR_H_

#include <string>

#include "corpus/status.h"

namespace lexgraph {

class OutputDir {
 public:
  // Creates a fresh temporary folder beside `out` (same file system).
  static Result<OutputDir> Begin(const std::string& out);
  OutputDir(OutputDir&&) noexcept;
  OutputDir& operator=(OutputDir&&) = delete;
  // Removes the temporary folder unless Commit succeeded.
  ~OutputDir();

  // The temporary folder to write into.
  const std::string& staging() const { return staging_; }
  // Path of `rel` inside the staging folder; creates its parent folders.
  Result<std::string> Path(const std::string& rel) const;
  // Writes a whole file inside the staging folder.
  Status WriteFile(const std::string& rel, const std::string& content) const;

  // Replaces `out` by the staging folder. On failure `out` is unchanged.
  Status Commit();

 private:
  OutputDir(std::string out, std::string staging)
      : out_(std::move(out)), staging_(std::move(staging)) {}
  std::string out_;
  std::string staging_;
  bool committed_ = false;
};

}  // namespace lexgraph

#endif  // LEXGRAPH_APP_OUTPUT_DIR_H_
