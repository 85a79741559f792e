#!/usr/bin/env bash
# Installs what is missing, then builds and runs the whole test suite twice:
# a Debug build with AddressSanitizer and UBSan, and a Release build. Tests
# over the big shared corpora (ctest label "corpus") run in Release only.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
jobs=$(nproc)

echo "== Debug + ASan/UBSan"
cmake -S . -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=Debug \
  -DLEXGRAPH_SANITIZE=ON -DLEXGRAPH_BUILD_BENCH=OFF >/dev/null
cmake --build build/asan -j"$jobs"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build/asan --output-on-failure -j"$jobs" -LE corpus

echo "== Release"
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DLEXGRAPH_BUILD_BENCH=ON >/dev/null
cmake --build build/release -j"$jobs"
ctest --test-dir build/release --output-on-failure -j"$jobs"
