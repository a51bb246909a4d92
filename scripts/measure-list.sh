#!/usr/bin/env bash
# Measures a cold `pokecli list` against ../shared/tools/pokeapi-mirror with 30 ms of
# latency per request: wall time over several runs, requests and peak concurrency.
# Usage: scripts/measure-list.sh [runs] [extra list options...]
# Figures are recorded in docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/mirror.sh

runs="${1:-5}"
shift || true
swift build -c release --product pokecli >/dev/null
pokecli="$(swift build -c release --show-bin-path)/pokecli"
start_mirror --latency 30

times=()
for _ in $(seq 1 "$runs"); do
  reset_mirror_stats
  start=$(date +%s%N)
  "$pokecli" list --base-url "$MIRROR_URL" --color never "$@" >/dev/null
  end=$(date +%s%N)
  times+=($(( (end - start) / 1000000 )))
done
requests="$(mirror_stat requests)"
concurrent="$(mirror_stat concurrent_max)"
sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median=$(sed -n "$(( (runs + 1) / 2 ))p" <<<"$sorted")
echo "pokecli list $* — $runs cold runs, mirror latency 30 ms"
echo "  times (ms): ${times[*]}"
echo "  median: ${median} ms, requests per run: ${requests}, most in flight: ${concurrent}"
