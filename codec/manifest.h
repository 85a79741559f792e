// The corpus manifest (spec/cli.md): a TOML file naming the documents of a
// corpus, their reader, key code and metadata. Validated with errors that
// name the manifest line.
#ifndef LEXGRAPH_CODEC_MANIFEST_H_
#define LEXGRAPH_CODEC_MANIFEST_H_

#include <string>
#include <vector>

#include "corpus/corpus.h"
#include "corpus/diagnostic.h"
#include "corpus/status.h"

namespace lexgraph {

struct Manifest {
  std::string path;  // the manifest file
  std::string dir;   // its folder; document files are relative to it
  std::string title;
  std::vector<DocumentSpec> documents;  // globs expanded, in manifest order
};

// The reader names the manifest accepts.
const std::vector<std::string>& KnownFormats();

// Reads and validates a manifest. Every problem found is reported to
// `reporter` with the manifest line; the result fails when any was an error.
Result<Manifest> LoadManifest(const std::string& path, Reporter* reporter);

// Same, from text (for tests); `path` names the file in diagnostics and its
// folder anchors relative document paths.
Result<Manifest> ParseManifest(const std::string& text,
                               const std::string& path, Reporter* reporter);

}  // namespace lexgraph

#endif  // LEXGRAPH_CODEC_MANIFEST_H_
