#!/usr/bin/env bash
# Runs the libFuzzer targets of a LEXGRAPH_FUZZ=ON build one after the other,
# each for SECONDS (default 120), starting from its seeds in fuzz/corpus/.
# New inputs go to BUILD/fuzz-work/<target>/corpus, crashes to .../artifacts.
#   CXX=clang++ cmake -S . -B build-fuzz -DLEXGRAPH_FUZZ=ON
#   cmake --build build-fuzz --target citations_fuzzer ...
#   fuzz/run.sh build-fuzz 120 citations wis_statute_text
set -uo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-fuzz}
seconds=${2:-120}
shift 2 2>/dev/null || shift $#
targets=("$@")
if ((${#targets[@]} == 0)); then
  targets=(citations wis_statute_text iac_text ordinance_history_text
           paragraph_text jsonl_sections dc_law_xml uslm akn manifest key json)
fi
status=0
for t in "${targets[@]}"; do
  work=$build/fuzz-work/$t
  mkdir -p "$work/corpus" "$work/artifacts"
  echo "== $t ($seconds s)"
  "$build/fuzz/${t}_fuzzer" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 \
      -artifact_prefix="$work/artifacts/" "$work/corpus" "fuzz/corpus/$t" \
      >"$work/log" 2>&1 || status=1
  tail -n 12 "$work/log" | grep -E "stat::|Done|ERROR|SUMMARY|Test unit" || true
  ls "$work/artifacts"
done
exit $status
