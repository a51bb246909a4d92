#!/usr/bin/env bash
# Measures `pokecli browse` against ../shared/tools/pokeapi-mirror (30 ms of latency per
# request) on an 80 × 24
# pseudo-terminal: the time from a key press that needs no data to the frame it causes,
# the bytes of a one-row move, and the peak memory after scrolling through all 1351
# Pokémon, cold (empty cache) and then warm.
# With --built-in, on the built-in data instead (no server): key to settled frame for a
# one-row move in the Moves section, End to #1351 and a search keystroke, and the peak
# memory after every section to its end (scripts/lib/browse_builtin_probe.py).
# Usage: scripts/measure-browse.sh [PRESSES] | --built-in [ROUNDS]
# Figures are recorded in docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product pokecli >/dev/null
pokecli="$(swift build -c release --show-bin-path)/pokecli"
if [ "${1:-}" = "--built-in" ]; then
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  POKECLI_DATA_DIR="$scratch/data" POKECLI_CACHE_DIR="$scratch/cache" \
    python3 scripts/lib/browse_builtin_probe.py "$pokecli" "${2:-40}"
  exit 0
fi
source scripts/lib/mirror.sh
start_mirror --latency 30
use_scratch_folders

echo "cold:"
python3 scripts/lib/browse_probe.py "$pokecli" "$MIRROR_URL" "${1:-200}"
echo "warm:"
python3 scripts/lib/browse_probe.py "$pokecli" "$MIRROR_URL" "${1:-200}"
