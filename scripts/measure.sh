#!/usr/bin/env bash
# Measures cold pokecli commands against ../shared/tools/pokeapi-mirror with 30 ms of
# latency per request: wall time over several runs, requests and peak concurrency.
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

times=()
for _ in $(seq 1 "$runs"); do
  reset_mirror_stats
  start=$(date +%s%N)
  "$pokecli" "$@" --base-url "$MIRROR_URL" --color never >/dev/null
  end=$(date +%s%N)
  times+=($(( (end - start) / 1000000 )))
done
requests="$(mirror_stat requests)"
concurrent="$(mirror_stat concurrent_max)"
sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median=$(sed -n "$(( (runs + 1) / 2 ))p" <<<"$sorted")
echo "pokecli $* — $runs cold runs, mirror latency 30 ms"
echo "  times (ms): ${times[*]}"
echo "  median: ${median} ms, requests per run: ${requests}, most in flight: ${concurrent}"
