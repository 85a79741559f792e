// Fuzz target: the manifest parser (TOML and its validation). The manifest
// sits in a folder that does not exist, so globs match nothing.
#include "codec/manifest.h"
#include "fuzz/fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace lexgraph;
  Reporter reporter;
  Result<Manifest> m = ParseManifest(
      std::string(reinterpret_cast<const char*>(data), size),
      "/nonexistent-lexgraph-fuzz/corpus.toml", &reporter);
  FUZZ_CHECK(m.ok() == (reporter.error_count() == 0),
             "the result fails exactly when an error was reported");
  if (m.ok()) {
    for (const DocumentSpec& d : m->documents) {
      FUZZ_CHECK(!d.format.empty() && !d.code.empty(), d.file);
      FUZZ_CHECK(Key::Parse(d.code + ":x").has_value(),
                 "code '" + d.code + "' is not a key code");
    }
  }
  for (const Diagnostic& d : reporter.diagnostics()) (void)d.Format();
  return 0;
}
