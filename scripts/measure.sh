#!/usr/bin/env bash
# Measures a pokecli command against ../shared/tools/pokeapi-mirror with 30 ms of latency
# per request: cold (empty cache) and warm (the cache the cold run left) wall times over
# several runs, requests and peak concurrency.
# Usage: scripts/measure.sh RUNS POKECLI-ARGUMENTS...
#   scripts/measure.sh 5 list
#   scripts/measure.sh 5 show eevee
# Figures are recorded in docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/mirror.sh

if [ $# -lt 2 ]; then
  echo "usage: scripts/measure.sh RUNS POKECLI-ARGUMENTS..." >&2
  exit 64
fi
runs="$1"
shift
swift build -c release --product pokecli >/dev/null
pokecli="$(swift build -c release --show-bin-path)/pokecli"
start_mirror --latency 30
use_scratch_folders

milliseconds() { echo $(( $(date +%s%N) / 1000000 )); }
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }

cold=() warm=()
for _ in $(seq 1 "$runs"); do
  clear_scratch_cache
  reset_mirror_stats
  start=$(milliseconds)
  "$pokecli" "$@" --base-url "$MIRROR_URL" --color never >/dev/null 2>&1
  cold+=($(( $(milliseconds) - start )))
  cold_requests="$(mirror_stat requests)"
  concurrent="$(mirror_stat concurrent_max)"
  reset_mirror_stats
  start=$(milliseconds)
  "$pokecli" "$@" --base-url "$MIRROR_URL" --color never >/dev/null 2>&1
  warm+=($(( $(milliseconds) - start )))
  warm_requests="$(mirror_stat requests)"
done
echo "pokecli $* — $runs runs, mirror latency 30 ms"
echo "  cold (ms): ${cold[*]} — median $(median "${cold[@]}") ms, ${cold_requests} requests, most in flight ${concurrent}"
echo "  warm (ms): ${warm[*]} — median $(median "${warm[@]}") ms, ${warm_requests} requests"
cached() { find "$POKECLI_CACHE_DIR" -path "*/$1/*.json" -printf '%s\n' | awk '{n++; s+=$1} END {printf "%d documents, %d bytes", n, s}'; }
echo "  cache after one run: cards $(cached card); list rows $(cached summary); national list $(cached index)"
