#!/usr/bin/env bash
# Whole-process benchmarks of lexgraph and its comparison with the tools a
# user would pick instead (docs/BENCHMARKS.md says what each figure means).
# Run by hand, never by .ci/run: it installs packages, unpacks ~500 MB of
# corpora into build/ and takes several minutes.
#
#   scripts/bench.sh            # everything
#   BENCH_SKIP_STATES_FULL=1 scripts/bench.sh   # without the 375 MB build
#
# Installs hugo, xapian-omega, hyperfine, node/npm (Debian) and the npm
# package `citation` (into build/bench-peers/); unpacks ../shared/corpora
# into build/bench-corpora/; builds lexgraph Release into build/release/;
# writes every result to build/bench-results/ and prints a summary.
set -euo pipefail
cd "$(dirname "$0")/.."

shared=${LEXGRAPH_SHARED_DIR:-$PWD/../shared}
corp=$PWD/build/bench-corpora
res=$PWD/build/bench-results
peers=$PWD/build/bench-peers
lg=$PWD/build/release/app/lexgraph
jobs=${BENCH_JOBS:-2}   # the machine is shared: never more than 2

log() { printf '\n== %s\n' "$*" >&2; }

# ---- what is needed ---------------------------------------------------------
need=()
for pair in hugo:hugo omindex:xapian-omega quest:xapian-omega \
            hyperfine:hyperfine node:nodejs npm:npm jq:jq; do
  command -v "${pair%%:*}" >/dev/null || need+=("${pair#*:}")
done
[[ -x /usr/bin/time ]] || need+=(time)
if ((${#need[@]})); then
  log "apt-get install ${need[*]}"
  sudo_=; [[ $(id -u) = 0 ]] || sudo_=sudo
  $sudo_ apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -qq \
    --no-install-recommends "${need[@]}" >/dev/null
fi
scripts/install-deps.sh >/dev/null

log "build lexgraph (Release, -j$jobs)"
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DLEXGRAPH_BUILD_TESTS=OFF -DLEXGRAPH_BUILD_BENCH=ON >/dev/null
cmake --build build/release -j"$jobs" --target lexgraph lexgraph_bench

log "peer extractor: npm package citation into $peers"
mkdir -p "$peers"
cp bench/peers/package.json bench/peers/package-lock.json "$peers/"
if [[ ! -d $peers/node_modules/citation ]]; then
  (cd "$peers" && npm ci --ignore-scripts --no-audit --no-fund >/dev/null)
fi

# ---- corpora ----------------------------------------------------------------
log "corpora into $corp"
mkdir -p "$corp" "$res"
for name in dc-code wi-akn; do
  if [[ ! -d $corp/$name ]]; then
    mkdir -p "$corp/$name.tmp"
    tar -xJf "$shared/corpora/$name.tar.xz" -C "$corp/$name.tmp"
    mv "$corp/$name.tmp" "$corp/$name"
  fi
done
if [[ ! -f $corp/us-states-5.jsonl ]]; then
  xz -dc "$shared/corpora/us-states-5.jsonl.xz" >"$corp/us-states-5.jsonl.tmp"
  mv "$corp/us-states-5.jsonl.tmp" "$corp/us-states-5.jsonl"
fi

# The D.C. Code as the extractor evaluation reads it: <cite> tags and
# <annotations> removed; the tags kept aside as the oracle.
if [[ ! -f $corp/dc-text.jsonl || ! -f $corp/dc-prepare.json ]]; then
  rm -rf "$corp/dc-stripped"
  node bench/peers/dc_prepare.js "$corp/dc-code" "$corp/dc-stripped" \
    "$corp/dc-oracle.jsonl" "$corp/dc-text.jsonl.tmp" >"$corp/dc-prepare.json"
  mv "$corp/dc-text.jsonl.tmp" "$corp/dc-text.jsonl"
fi
cp "$corp/dc-prepare.json" "$res/"
dc_manifest() {  # DIR: a manifest reading every section file under DIR
  cat >"$1/corpus.toml" <<'EOF'
title = "Code of the District of Columbia"

[[document]]
file = "titles/*/sections/*.xml"
format = "dc-law-xml"
code = "dc-code"
title = "D.C. Code"
kind = "statute"
jurisdiction = "District of Columbia"
EOF
}
dc_manifest "$corp/dc-code"
dc_manifest "$corp/dc-stripped"

cat >"$corp/wi-akn/corpus.toml" <<'EOF'
title = "Wisconsin Statutes, chapters 46-52 and 71-79 (Akoma Ntoso)"

[[document]]
file = "statutes/akn/*.xml"
format = "akn"
code = "wis-stat"
title = "Wisconsin Statutes"
kind = "statute"
jurisdiction = "Wisconsin"
EOF

# The five states: the whole file, and a one-in-ten sample of its lines
# (12,453 sections) for the extractor comparison. One document over all
# states (code us-states, each line's state picks its label style), as
# bench/citations_bench.cc reads it: at 19bc53d a manifest with
# `select = { state = "..." }` ends `lexgraph cites` with SIGSEGV.
states_manifest() {  # DIR FILE MANIFEST
  cat >"$1/$3" <<EOF
title = "Five states' statutes (us-statutes)"

[[document]]
file = "$2"
format = "jsonl-sections"
code = "us-states"
title = "Statutes of Wisconsin, Iowa, Washington, Connecticut, Pennsylvania"
kind = "statute"
jurisdiction = "United States"
EOF
}
if [[ ! -f $corp/states-sample.jsonl ]]; then
  awk 'NR % 10 == 1' "$corp/us-states-5.jsonl" >"$corp/states-sample.jsonl"
fi
states_manifest "$corp" us-states-5.jsonl states-full.toml
states_manifest "$corp" states-sample.jsonl states-sample.toml
# The peer reads the text field of each sampled section.
jq -c '{file: .state, section: .number, text: .text}' \
  "$corp/states-sample.jsonl" >"$corp/states-sample-text.jsonl"

# ---- measuring --------------------------------------------------------------
summary=$res/summary.tsv
: >"$summary"
put() { printf '%s\t%s\n' "$1" "$2" >>"$summary"; }

# timed NAME CMD...: runs CMD under /usr/bin/time -v (report in NAME.time,
# stdout in NAME.out, stderr in NAME.err); records NAME.wall_s, NAME.rss_mb
# and NAME.exit (lexgraph exits 1 when it reported bad input and went on).
timed() {
  local name=$1; shift
  local rc=0
  /usr/bin/time -v -o "$res/$name.time" "$@" >"$res/$name.out" \
    2>"$res/$name.err" || rc=$?
  put "$name.exit" "$rc"
  ((rc == 0)) || echo "$name: exit $rc (see $res/$name.err)" >&2
  local wall rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {
    n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i];
    print s }' "$res/$name.time")
  rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' \
    "$res/$name.time")
  put "$name.wall_s" "$wall"
  put "$name.rss_mb" "$rss"
}
get() { awk -F'\t' -v k="$1" '$1 == k { v = $2 } END { print v }' "$summary"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
mbps() { awk -v n="$1" -v s="$2" 'BEGIN { if (s > 0) printf "%.1f", n / 1e6 / s; else print "-" }'; }

put date "$(date -u +%FT%TZ)"
put machine "$(nproc) cores, $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)"
put lexgraph_commit "$(git rev-parse --short HEAD)"
put citation_npm "$(node -p "require('$peers/node_modules/citation/package.json').version")"
put load_at_start "$(cut -d' ' -f1-3 /proc/loadavg)"

# 1. Citations ---------------------------------------------------------------
log "citations: D.C. Code (stripped of <cite> and annotations)"
dc_text_bytes=$(jq .text_bytes "$res/dc-prepare.json")
dc_xml_bytes=$(jq .xml_bytes "$res/dc-prepare.json")
put dc.text_bytes "$dc_text_bytes"
put dc.xml_bytes "$dc_xml_bytes"
timed cites_dc_lexgraph "$lg" cites "$corp/dc-stripped/corpus.toml" --format jsonl
node bench/peers/score_dc.js "$corp/dc-oracle.jsonl" "$res/cites_dc_lexgraph.out" \
  lexgraph >"$res/score_dc_lexgraph.json"
timed cites_dc_peer node bench/peers/run_citation.js "$peers" \
  "$corp/dc-text.jsonl" "$res/cites_dc_peer.jsonl" dc
node bench/peers/score_dc.js "$corp/dc-oracle.jsonl" "$res/cites_dc_peer.jsonl" \
  peer >"$res/score_dc_peer.json"
for who in lexgraph peer; do
  for f in precision recall oracle_pairs found_pairs true_pairs; do
    put "dc.$who.$f" "$(jq ".$f" "$res/score_dc_$who.json")"
  done
done
put dc.lexgraph.citations "$(wc -l <"$res/cites_dc_lexgraph.out")"
put dc.peer.citations "$(jq .citations "$res/cites_dc_peer.out")"
put dc.peer.find_s "$(jq .find_seconds "$res/cites_dc_peer.out")"

log "citations: five-state sample"
st_bytes=$(jq -r '.text' "$corp/states-sample-text.jsonl" | wc -c)
put states_sample.text_bytes "$st_bytes"
put states_sample.sections "$(wc -l <"$corp/states-sample.jsonl")"
timed cites_states_lexgraph "$lg" cites "$corp/states-sample.toml" --format jsonl
timed cites_states_peer node bench/peers/run_citation.js "$peers" \
  "$corp/states-sample-text.jsonl" "$res/cites_states_peer.jsonl" all
put states_sample.lexgraph.citations "$(wc -l <"$res/cites_states_lexgraph.out")"
put states_sample.lexgraph.resolved "$(grep -c '"status":"resolved"' "$res/cites_states_lexgraph.out" || true)"
put states_sample.peer.citations "$(jq .citations "$res/cites_states_peer.out")"
put states_sample.peer.find_s "$(jq .find_seconds "$res/cites_states_peer.out")"

log "citations: seed 000 (Wisconsin) against ../shared/gold/000.jsonl"
seed=000_529a051a0fae6e40.txt
"$lg" cites examples/shoreland/corpus.toml --format jsonl >"$res/cites_shoreland_lexgraph.jsonl"
jq -cn --rawfile t "examples/shoreland/$seed" \
  '{file: "'$seed'", section: "000", text: $t}' >"$res/seed000.jsonl"
node bench/peers/run_citation.js "$peers" "$res/seed000.jsonl" \
  "$res/cites_seed000_peer.jsonl" all >/dev/null
node bench/peers/score_gold.js "$shared/gold/000.jsonl" \
  "$res/cites_shoreland_lexgraph.jsonl" lexgraph "$seed" >"$res/gold000_lexgraph.json"
node bench/peers/score_gold.js "$shared/gold/000.jsonl" \
  "$res/cites_seed000_peer.jsonl" peer "$seed" >"$res/gold000_peer.json"
python3 scripts/eval_citations.py "$shared/gold/000.jsonl" \
  <(jq -c 'select(.doc == "'$seed'")' "$res/cites_shoreland_lexgraph.jsonl") \
  >"$res/gold000_lexgraph_pairs.txt" 2>&1 || true
for who in lexgraph peer; do
  for f in gold gold_required found found_required extracted; do
    put "gold000.$who.$f" "$(jq ".$f" "$res/gold000_$who.json")"
  done
done

# 2. Site and search: lexgraph build against Markdown + Hugo + omindex -------
# site_peer NAME SRC...: the same words as Markdown pages, a Hugo site, an
# Omega index of it; each step timed.
site_peer() {
  local name=$1; shift
  local dir=$PWD/build/bench-peer-site/$name
  rm -rf "$dir"; mkdir -p "$dir"; cp -r bench/peers/hugo-site/. "$dir/"
  timed "site_${name}_peer_md" node bench/peers/to_markdown.js "$dir/content" "$@"
  timed "site_${name}_peer_hugo" hugo --quiet -s "$dir" -d "$dir/public"
  timed "site_${name}_peer_omindex" omindex --db "$dir/omega" --url / "$dir/public"
  put "site_${name}_peer.pages" "$(find "$dir/public" -name '*.html' | wc -l)"
  put "site_${name}_peer.bytes" "$(du -sb "$dir/public" "$dir/omega" | awk '{s += $1} END {print s}')"
}
log "site: shoreland sample"
out=$PWD/build/bench-out
mkdir -p "$out" build/bench-peer-site
timed site_shoreland_lexgraph "$lg" build examples/shoreland/corpus.toml -o "$out/shoreland"
hyperfine --warmup 1 --runs 10 --export-json "$res/site_shoreland_hyperfine.json" \
  "$lg build examples/shoreland/corpus.toml -o $out/shoreland" \
  "rm -rf build/bench-peer-site/hf && cp -r bench/peers/hugo-site build/bench-peer-site/hf && node bench/peers/to_markdown.js build/bench-peer-site/hf/content --files examples/shoreland/0*.txt && hugo --quiet -s build/bench-peer-site/hf -d $PWD/build/bench-peer-site/hf/public && omindex --db build/bench-peer-site/hf/omega --url / build/bench-peer-site/hf/public" \
  >"$res/site_shoreland_hyperfine.txt" 2>&1
put site_shoreland.lexgraph.mean_s "$(jq '.results[0].mean' "$res/site_shoreland_hyperfine.json")"
put site_shoreland.peer.mean_s "$(jq '.results[1].mean' "$res/site_shoreland_hyperfine.json")"
site_peer shoreland --files examples/shoreland/0*.txt

log "site: D.C. Code (the stripped text, the same words for both)"
timed site_dc_lexgraph "$lg" build "$corp/dc-stripped/corpus.toml" -o "$out/dc-stripped"
put site_dc_lexgraph.bytes "$(du -sb "$out/dc-stripped" | cut -f1)"
site_peer dc "$corp/dc-text.jsonl"

# 3. Whole-process runs -------------------------------------------------------
log "whole process: D.C. Code as published (tags and annotations kept)"
timed build_dc "$lg" build "$corp/dc-code/corpus.toml" -o "$out/dc"
timed check_dc "$lg" check "$corp/dc-code/corpus.toml" || true
timed build_wi_akn "$lg" build "$corp/wi-akn/corpus.toml" -o "$out/wi-akn"
timed build_states_sample "$lg" build "$corp/states-sample.toml" -o "$out/states-sample"
if [[ -z ${BENCH_SKIP_STATES_FULL:-} ]]; then
  log "whole process: five states, 375 MB"
  timed build_states "$lg" build "$corp/states-full.toml" -o "$out/states" || true
  timed check_states "$lg" check "$corp/states-full.toml" || true
fi

log "search latency over the D.C. Code"
hyperfine --warmup 2 --runs 20 --export-json "$res/search_dc_hyperfine.json" \
  "$lg search $out/dc 'landlord tenant' --limit 10" \
  "$lg search $out/dc '\"rental housing\" NEAR/5 eviction' --limit 10 --format jsonl" \
  "quest -d build/bench-peer-site/dc/omega -m 10 'landlord tenant'" \
  >"$res/search_dc_hyperfine.txt" 2>&1
for i in 0 1 2; do
  put "search_dc.$i.mean_s" "$(jq ".results[$i].mean" "$res/search_dc_hyperfine.json")"
  put "search_dc.$i.command" "$(jq -r ".results[$i].command" "$res/search_dc_hyperfine.json")"
done

# 4. Google Benchmark ----------------------------------------------------------
log "Google Benchmark: build/release/bench/lexgraph_bench"
LEXGRAPH_CORPORA_DIR=$corp build/release/bench/lexgraph_bench \
  --benchmark_out="$res/lexgraph_bench.json" --benchmark_out_format=json \
  >"$res/lexgraph_bench.txt" 2>&1 || echo "lexgraph_bench failed" >&2
put load_at_end "$(cut -d' ' -f1-3 /proc/loadavg)"

# ---- summary ------------------------------------------------------------------
{
  echo "lexgraph benchmarks, $(get date), $(get machine)"
  echo "load average: $(get load_at_start) at start, $(get load_at_end) at end"
  echo
  echo "Citations, D.C. Code ($((dc_text_bytes / 1000000)) MB of text; section-level pairs vs the Council's <cite> tags)"
  printf '  %-28s %9s %9s %9s %9s %9s\n' extractor wall_s 'MB/s' precision recall citations
  l_wall=$(get cites_dc_lexgraph.wall_s); p_wall=$(get cites_dc_peer.wall_s)
  printf '  %-28s %9s %9s %9s %9s %9s\n' "lexgraph cites" "$l_wall" \
    "$(mbps "$dc_text_bytes" "$l_wall")" "$(get dc.lexgraph.precision)" \
    "$(get dc.lexgraph.recall)" "$(get dc.lexgraph.citations)"
  printf '  %-28s %9s %9s %9s %9s %9s\n' "citation (npm), process" "$p_wall" \
    "$(mbps "$dc_text_bytes" "$p_wall")" "$(get dc.peer.precision)" \
    "$(get dc.peer.recall)" "$(get dc.peer.citations)"
  printf '  %-28s %9s %9s\n' "citation (npm), find() only" "$(get dc.peer.find_s)" \
    "$(mbps "$dc_text_bytes" "$(get dc.peer.find_s)")"
  echo "  wall-time ratio peer/lexgraph: $(ratio "$p_wall" "$l_wall")"
  echo
  echo "Citations, five-state sample ($((st_bytes / 1000000)) MB of text, $(get states_sample.sections) sections)"
  l_wall=$(get cites_states_lexgraph.wall_s); p_wall=$(get cites_states_peer.wall_s)
  [[ $(get cites_states_lexgraph.exit) = 0 ]] || echo "  lexgraph cites FAILED: exit $(get cites_states_lexgraph.exit)"
  echo "  lexgraph cites: $l_wall s, $(mbps "$st_bytes" "$l_wall") MB/s, $(get states_sample.lexgraph.citations) citations ($(get states_sample.lexgraph.resolved) resolved)"
  echo "  citation (npm): $p_wall s, $(mbps "$st_bytes" "$p_wall") MB/s ($(mbps "$st_bytes" "$(get states_sample.peer.find_s)") in find()), $(get states_sample.peer.citations) citations"
  echo "  wall-time ratio peer/lexgraph: $(ratio "$p_wall" "$l_wall")"
  echo
  echo "Seed 000 (Wisconsin), gold occurrences found by text (required/all):"
  for who in lexgraph peer; do
    echo "  $who: $(get gold000.$who.found_required)/$(get gold000.$who.gold_required), $(get gold000.$who.found)/$(get gold000.$who.gold)"
  done
  echo "  lexgraph pairs: $(head -1 "$res/gold000_lexgraph_pairs.txt")"
  echo
  echo "Site + search index (lexgraph build vs Markdown + hugo + omindex)"
  echo "  shoreland, hyperfine means: lexgraph $(printf %.3f "$(get site_shoreland.lexgraph.mean_s)") s, peer $(printf %.3f "$(get site_shoreland.peer.mean_s)") s, ratio $(ratio "$(get site_shoreland.peer.mean_s)" "$(get site_shoreland.lexgraph.mean_s)")"
  lw=$(get site_dc_lexgraph.wall_s)
  pw=$(awk -v a="$(get site_dc_peer_md.wall_s)" -v b="$(get site_dc_peer_hugo.wall_s)" -v c="$(get site_dc_peer_omindex.wall_s)" 'BEGIN {print a + b + c}')
  echo "  D.C. Code: lexgraph $lw s ($(get site_dc_lexgraph.rss_mb) MB); peer $pw s (md $(get site_dc_peer_md.wall_s) + hugo $(get site_dc_peer_hugo.wall_s) [$(get site_dc_peer_hugo.rss_mb) MB] + omindex $(get site_dc_peer_omindex.wall_s)); ratio peer/lexgraph $(ratio "$pw" "$lw")"
  echo
  echo "Whole process (wall s, max RSS MB)"
  for n in build_dc check_dc build_wi_akn build_states_sample build_states check_states; do
    [[ -n $(get $n.wall_s) ]] && echo "  $n: $(get $n.wall_s) s, $(get $n.rss_mb) MB, exit $(get $n.exit)"
  done
  for i in 0 1 2; do
    echo "  $(get search_dc.$i.command): $(awk -v s="$(get search_dc.$i.mean_s)" 'BEGIN {printf "%.1f ms", s * 1000}')"
  done
  echo
  echo "Google Benchmark: $res/lexgraph_bench.txt"
} | tee "$res/summary.txt"
