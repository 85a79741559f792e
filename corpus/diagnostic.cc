// Formatting and collection of diagnostics.
#include "corpus/diagnostic.h"

namespace lexgraph {

std::string Diagnostic::Format() const {
  std::string out = where.file;
  if (where.line > 0) {
    out += ":" + std::to_string(where.line);
    if (where.column > 0) out += ":" + std::to_string(where.column);
  }
  out += severity == Severity::kError ? ": error: " : ": warning: ";
  out += message;
  if (!source_line.empty()) {
    out += "\n" + source_line;
    if (where.column > 0) {
      out += "\n" + std::string(where.column - 1, ' ') + "^ near here";
    }
  }
  return out;
}

void Reporter::Warn(SourceLocation where, std::string message,
                    std::string source_line) {
  diagnostics_.push_back({Severity::kWarning, std::move(where),
                          std::move(message), std::move(source_line)});
}

void Reporter::Error(SourceLocation where, std::string message,
                     std::string source_line) {
  diagnostics_.push_back({Severity::kError, std::move(where),
                          std::move(message), std::move(source_line)});
}

int Reporter::error_count() const {
  int n = 0;
  for (const auto& d : diagnostics_) n += d.severity == Severity::kError;
  return n;
}

int Reporter::warning_count() const {
  return static_cast<int>(diagnostics_.size()) - error_count();
}

}  // namespace lexgraph
