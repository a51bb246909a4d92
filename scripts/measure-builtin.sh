#!/usr/bin/env bash
# Measures pokecli answering from its built-in Pokédex: cold runs (empty cache) of list,
# search and show, with hyperfine, and the size of the release binary.
# Usage: scripts/measure-builtin.sh [RUNS]
# Figures are recorded in docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/mirror.sh

runs="${1:-20}"
swift build -c release --product pokecli >/dev/null
pokecli="$(swift build -c release --show-bin-path)/pokecli"
use_scratch_folders
echo "binary: $(stat -c %s "$pokecli") bytes ($("$pokecli" --version))"

for command in "list" "list --page 68" "search fire flying" \
  "list --type water --generation 1" "show pikachu" "show eevee --json"; do
  hyperfine --runs "$runs" --warmup 2 --shell none --style basic \
    --prepare "rm -rf $POKECLI_CACHE_DIR" \
    "$pokecli $command --offline" 2>/dev/null | grep -E "Time|Range"
done
