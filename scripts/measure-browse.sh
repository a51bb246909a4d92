#!/usr/bin/env bash
# Measures `pokecli browse` against ../shared/tools/pokeapi-mirror (30 ms of latency per
# request) on an 80 × 24
# pseudo-terminal: the time from a key press that needs no data to the frame it causes,
# the bytes of a one-row move, and the peak memory after scrolling through all 1351
# Pokémon, cold (empty cache) and then warm.
# Usage: scripts/measure-browse.sh [PRESSES]
# Figures are recorded in docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/mirror.sh

swift build -c release --product pokecli >/dev/null
pokecli="$(swift build -c release --show-bin-path)/pokecli"
start_mirror --latency 30
use_scratch_folders

echo "cold:"
python3 scripts/lib/browse_probe.py "$pokecli" "$MIRROR_URL" "${1:-200}"
echo "warm:"
python3 scripts/lib/browse_probe.py "$pokecli" "$MIRROR_URL" "${1:-200}"
