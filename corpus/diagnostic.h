// Diagnostics: warnings and errors with a place in a source file. Readers
// hand them to a Reporter and go on; nothing bad in the input is silent.
#ifndef LEXGRAPH_CORPUS_DIAGNOSTIC_H_
#define LEXGRAPH_CORPUS_DIAGNOSTIC_H_

#include <string>
#include <vector>

namespace lexgraph {

struct SourceLocation {
  std::string file;  // as the user named it (manifest-relative or path)
  int line = 0;      // 1-based; 0 when unknown
  int column = 0;    // 1-based; 0 when unknown
};

enum class Severity { kWarning, kError };

struct Diagnostic {
  Severity severity = Severity::kWarning;
  SourceLocation where;
  std::string message;
  std::string source_line;  // the offending line, when known

  // "file:12:3: warning: message" followed, when the line is known, by the
  // line and a "^ near here" marker under the column.
  std::string Format() const;
};

// Collects diagnostics. Readers report and continue.
class Reporter {
 public:
  void Warn(SourceLocation where, std::string message,
            std::string source_line = "");
  void Error(SourceLocation where, std::string message,
             std::string source_line = "");
  void Add(Diagnostic d) { diagnostics_.push_back(std::move(d)); }

  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  int error_count() const;
  int warning_count() const;

 private:
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace lexgraph

#endif  // LEXGRAPH_CORPUS_DIAGNOSTIC_H_
