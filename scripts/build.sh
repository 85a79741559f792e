#!/usr/bin/env bash
# Installs what is missing, builds lexgraph (Release) and builds the bundled
# sample corpus into out/. Usage: scripts/build.sh [MANIFEST [OUT]]
set -euo pipefail
cd "$(dirname "$0")/.."

manifest=${1:-examples/shoreland/corpus.toml}
out=${2:-out}

scripts/install-deps.sh
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DLEXGRAPH_BUILD_TESTS=OFF -DLEXGRAPH_BUILD_BENCH=OFF >/dev/null
cmake --build build/release --target lexgraph -j"$(nproc)"
build/release/app/lexgraph build "$manifest" -o "$out"
echo "open $(pwd)/$out/site/index.html"
