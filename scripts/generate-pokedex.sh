#!/usr/bin/env bash
# Regenerates the Pokédex built into pokecli (Packages/Data/Sources/BuiltInPokedexBytes/
# pokedex.bin) with pokecli's own repositories, then rebuilds nothing else: the next build
# links the new bytes.
# Usage: scripts/generate-pokedex.sh DATE [BASE-URL]
#   scripts/generate-pokedex.sh 2026-11-21                               from the local corpus
#   scripts/generate-pokedex.sh "$(date -u +%F)" https://pokeapi.co/api/v2/   from PokeAPI
# DATE is the day the data is as of (yyyy-MM-dd): given, not read from the clock, so that
# the same answers give the same bytes. Without BASE-URL, ../shared/tools/pokeapi-mirror
# serves ../shared/pokeapi, a copy of PokeAPI's documents. Either way the data is marked
# as pokeapi.co's: pokecli uses it for that API only.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/mirror.sh

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: scripts/generate-pokedex.sh DATE [BASE-URL]" >&2
  exit 64
fi
date="$1"
if [ $# -eq 2 ]; then
  base_url="$2"
else
  start_mirror
  base_url="$MIRROR_URL"
fi
swift build -c release --product pokecli-data >/dev/null
"$(swift build -c release --show-bin-path)/pokecli-data" --base-url "$base_url" --date "$date"
