#!/usr/bin/env bash
# Measures the built-in SQLite database in a release build: the binary's size (as built
# and stripped), the first run of a build (which expands the database into the cache
# folder), a warm `data info` (opens the database, counts every table) and `--version`,
# as medians of RUNS runs, and the peak memory of each. Needs python3 (for the medians);
# not hyperfine.
# Usage: scripts/measure-database.sh [RUNS]
# Figures are recorded in docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"
swift build -c release --product pokecli >/dev/null
pokecli="$(swift build -c release --show-bin-path)/pokecli"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export POKECLI_CACHE_DIR="$scratch/cache" POKECLI_DATA_DIR="$scratch/data"
strip -o "$scratch/pokecli-stripped" "$pokecli"
echo "binary: $(stat -c %s "$pokecli") bytes, stripped $(stat -c %s "$scratch/pokecli-stripped")"

# Runs "$@" RUNS times (after PREPARE each time), printing the median wall time and the
# largest peak resident memory.
measure() {
  local label="$1" prepare="$2"
  shift 2
  local times=() peak=0
  for _ in $(seq 1 "$runs"); do
    eval "$prepare"
    local start end kb
    start=$(date +%s%N)
    /usr/bin/time -f "%M" -o "$scratch/memory" "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    kb=$(tail -1 "$scratch/memory")
    times+=($(( (end - start) / 1000 )))
    [ "$kb" -gt "$peak" ] && peak="$kb"
  done
  python3 -c "import statistics,sys; t=sorted(int(x) for x in sys.argv[2:]); print(f'{sys.argv[1]}: median {statistics.median(t)/1000:.1f} ms, range {t[0]/1000:.1f}-{t[-1]/1000:.1f} ms, peak memory $((peak / 1024)) MB')" "$label" "${times[@]}"
}

measure "--version" ":" "$pokecli" --version
measure "first run of a build (expands the database)" "rm -rf '$POKECLI_CACHE_DIR'" "$pokecli" data info
measure "data info, warm" ":" "$pokecli" data info
measure "show pikachu --offline, warm" ":" "$pokecli" show pikachu --offline
