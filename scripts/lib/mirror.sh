# Starts ../shared/tools/pokeapi-mirror on free loopback ports for the calling script.
# Usage: source scripts/lib/mirror.sh; start_mirror [mirror options...]
# Sets MIRROR_ROOT and MIRROR_URL (the API root) for the last mirror started; every mirror
# is stopped, and every scratch folder removed, when the script exits.

MIRROR_PIDS=()
SCRATCH_PATHS=()
trap 'kill "${MIRROR_PIDS[@]}" 2>/dev/null || true; rm -rf "${SCRATCH_PATHS[@]}"' EXIT

shared_dir() {
  local here
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  (cd "$here/../shared" 2>/dev/null && pwd) || true
}

start_mirror() {
  local shared port_file
  shared="$(shared_dir)"
  if [ -z "$shared" ] || [ ! -x "$shared/tools/pokeapi-mirror" ]; then
    echo "no ../shared/tools/pokeapi-mirror beside the project" >&2
    return 1
  fi
  port_file="$(mktemp)"
  SCRATCH_PATHS+=("$port_file")
  "$shared/tools/pokeapi-mirror" --data "$shared/pokeapi" --port 0 --port-file "$port_file" \
    "$@" >/dev/null 2>&1 &
  MIRROR_PIDS+=($!)
  for _ in $(seq 1 100); do
    [ -s "$port_file" ] && break
    sleep 0.1
  done
  if [ ! -s "$port_file" ]; then
    echo "the mirror did not start" >&2
    return 1
  fi
  MIRROR_ROOT="http://127.0.0.1:$(cat "$port_file")"
  MIRROR_URL="$MIRROR_ROOT/api/v2"
}

# Zeroes the last mirror's request counters.
reset_mirror_stats() {
  curl -fsS -X POST "$MIRROR_ROOT/__reset" >/dev/null
}

# Prints one field (requests or concurrent_max) of the last mirror's counters.
mirror_stat() {
  curl -fsS "$MIRROR_ROOT/__stats" | python3 -c "import json,sys; print(json.load(sys.stdin)['$1'])"
}

# Points pokecli at empty data and cache folders of its own, removed when the script exits,
# so a check or a measurement never reads or changes the user's favorites or cache.
use_scratch_folders() {
  POKECLI_SCRATCH="$(mktemp -d)"
  SCRATCH_PATHS+=("$POKECLI_SCRATCH")
  export POKECLI_DATA_DIR="$POKECLI_SCRATCH/data" POKECLI_CACHE_DIR="$POKECLI_SCRATCH/cache"
}

# Empties the scratch cache, for a cold run.
clear_scratch_cache() {
  rm -rf "$POKECLI_CACHE_DIR"
}
