#!/usr/bin/env bash
# Regenerates the Pokédex built into pokecli: the table files in Apps/BuiltInPokedex/tables,
# from which the next build makes the SQLite database and links it in. Run it again
# whenever the Domain entities, their mapping or the schema change: the corpus test in
# CLITests fails until the committed tables are what this makes.
# Usage: scripts/generate-pokedex.sh DATE [BASE-URL]
#   scripts/generate-pokedex.sh 2026-11-21                                from ../shared/pokeapi
#   scripts/generate-pokedex.sh "$(date -u +%F)" https://pokeapi.co/api/v2/  from PokeAPI
# DATE is the day the data is as of (yyyy-MM-dd): given, not read from the clock, so that
# the same answers give the same files. Without BASE-URL the documents of ../shared/pokeapi
# are read in place, as pokeapi.co's (a mirror would rewrite their sprite links). The data
# stands for https://pokeapi.co/api/v2/: pokecli uses it for that API only.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: scripts/generate-pokedex.sh DATE [BASE-URL]" >&2
  exit 64
fi
date="$1"
if [ $# -eq 2 ]; then
  source=(--base-url "$2")
else
  corpus="$(cd .. && pwd)/shared/pokeapi"
  if [ ! -d "$corpus/api/v2" ]; then
    echo "no ../shared/pokeapi beside the project: name a PokeAPI" >&2
    exit 1
  fi
  source=(--corpus "$corpus")
fi
swift build -c release --product pokecli-data >/dev/null
"$(swift build -c release --show-bin-path)/pokecli-data" "${source[@]}" --date "$date"
