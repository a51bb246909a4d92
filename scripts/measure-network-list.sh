#!/usr/bin/env bash
# Measures `list` over the network path (an API without built-in data) against
# ../shared/tools/pokeapi-mirror with 30 ms of latency per request: a cold first page, a
# cold fifth page (empty cache), and a fifth page after the first (the national list and
# the table of types kept), with the requests and the bytes each downloaded.
# Usage: scripts/measure-network-list.sh [RUNS]
# Bytes are counted by asking a second mirror, with no latency, for the same paths:
# as sent (gzip, as pokecli asks) and as decoded. Figures are recorded in
# docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/mirror.sh

runs="${1:-10}"
swift build -c release --product pokecli >/dev/null
pokecli="$(swift build -c release --show-bin-path)/pokecli"
start_mirror
plain_root="$MIRROR_ROOT"
start_mirror --latency 30
use_scratch_folders

milliseconds() { echo $(( $(date +%s%N) / 1000000 )); }
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }

# Prints "REQUESTS requests, GZIP KB sent, JSON KB decoded" for what the mirror served
# since its last reset.
served() {
  curl -fsS "$MIRROR_ROOT/__stats" | python3 -c '
import json, sys, urllib.request
stats = json.load(sys.stdin)
sent = decoded = 0
for path, count in stats["paths"].items():
    url = sys.argv[1] + path
    with urllib.request.urlopen(urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})) as answer:
        sent += len(answer.read()) * count
    with urllib.request.urlopen(url) as answer:
        decoded += len(answer.read()) * count
print("%d requests, %d KB sent, %d KB decoded" % (stats["requests"], sent // 1024, decoded // 1024))
' "$plain_root"
}

run() {
  local start
  start=$(milliseconds)
  "$pokecli" list "$@" --base-url "$MIRROR_URL" --color never >/dev/null 2>&1
  echo $(( $(milliseconds) - start ))
}

first=() fifth=() after=()
for _ in $(seq 1 "$runs"); do
  clear_scratch_cache; reset_mirror_stats
  first+=("$(run)"); first_served="$(served)"
  clear_scratch_cache; reset_mirror_stats
  fifth+=("$(run --page 5)"); fifth_served="$(served)"
  clear_scratch_cache; run >/dev/null; reset_mirror_stats
  after+=("$(run --page 5)"); after_served="$(served)"
done
echo "pokecli list over the network path — $runs runs, mirror latency 30 ms"
echo "  cold first page (ms): ${first[*]} — median $(median "${first[@]}"); $first_served"
echo "  cold fifth page (ms): ${fifth[*]} — median $(median "${fifth[@]}"); $fifth_served"
echo "  fifth page after the first (ms): ${after[*]} — median $(median "${after[@]}"); $after_served"
