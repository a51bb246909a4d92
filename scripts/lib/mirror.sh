# Starts ../shared/tools/pokeapi-mirror on a free loopback port for the calling script.
# Usage: source scripts/lib/mirror.sh; start_mirror [mirror options...]
# Sets MIRROR_URL (the API root) and stops the mirror when the script exits.

shared_dir() {
  local here
  here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  (cd "$here/../shared" 2>/dev/null && pwd) || true
}

start_mirror() {
  local shared
  shared="$(shared_dir)"
  if [ -z "$shared" ] || [ ! -x "$shared/tools/pokeapi-mirror" ]; then
    echo "no ../shared/tools/pokeapi-mirror beside the project" >&2
    return 1
  fi
  MIRROR_PORT_FILE="$(mktemp)"
  "$shared/tools/pokeapi-mirror" --data "$shared/pokeapi" --port 0 --port-file "$MIRROR_PORT_FILE" \
    "$@" >/dev/null 2>&1 &
  MIRROR_PID=$!
  trap 'kill "$MIRROR_PID" 2>/dev/null || true; rm -rf "$MIRROR_PORT_FILE" "${POKECLI_SCRATCH:-}"' EXIT
  for _ in $(seq 1 100); do
    [ -s "$MIRROR_PORT_FILE" ] && break
    sleep 0.1
  done
  if [ ! -s "$MIRROR_PORT_FILE" ]; then
    echo "the mirror did not start" >&2
    return 1
  fi
  MIRROR_ROOT="http://127.0.0.1:$(cat "$MIRROR_PORT_FILE")"
  MIRROR_URL="$MIRROR_ROOT/api/v2"
}

# Zeroes the mirror's request counters.
reset_mirror_stats() {
  curl -fsS -X POST "$MIRROR_ROOT/__reset" >/dev/null
}

# Prints one field (requests or concurrent_max) of the mirror's counters.
mirror_stat() {
  curl -fsS "$MIRROR_ROOT/__stats" | python3 -c "import json,sys; print(json.load(sys.stdin)['$1'])"
}

# Points pokecli at empty data and cache folders of its own, removed when the script exits,
# so a check or a measurement never reads or changes the user's favorites or cache.
use_scratch_folders() {
  POKECLI_SCRATCH="$(mktemp -d)"
  export POKECLI_DATA_DIR="$POKECLI_SCRATCH/data" POKECLI_CACHE_DIR="$POKECLI_SCRATCH/cache"
  trap 'kill "${MIRROR_PID:-}" 2>/dev/null || true; rm -rf "$POKECLI_SCRATCH" "${MIRROR_PORT_FILE:-}"' EXIT
}

# Empties the scratch cache, for a cold run.
clear_scratch_cache() {
  rm -rf "$POKECLI_CACHE_DIR"
}
