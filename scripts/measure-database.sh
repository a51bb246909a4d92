#!/usr/bin/env bash
# Measures the built-in SQLite database in a release build: the binary's size (as built
# and stripped), the shared libraries it loads, `--version`, the first run of a build
# (which expands the database into the cache folder), and the lookups that read it warm
# (a card, a card with its sprite, a sprite alone, list pages, a search, a move, a learnset, who learns a move, the list of moves,
# an ability, a type and the chart, an item, a nature, a regional Pokédex, the search over
# every kind, shell completion of names, `data info`, the same in other languages and by
# names in other languages), as medians of RUNS runs, and the
# peak memory of each. Needs python3 (for the timing); not hyperfine.
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
echo "shared libraries: $(ldd "$pokecli" | awk '{print $1}' | tr '\n' ' ')"

# Runs "$@" RUNS times (after PREPARE each time), printing the median wall time and the
# largest peak resident memory (scripts/lib/measure_runs.py).
measure() {
  local label="$1" prepare="$2"
  shift 2
  python3 scripts/lib/measure_runs.py "$runs" "$label" "$prepare" -- "$@"
}

measure "--version" ":" "$pokecli" --version
measure "first run of a build: show pikachu, expanding the database" "rm -rf '$POKECLI_CACHE_DIR'" "$pokecli" show pikachu --offline
measure "show pikachu --offline" ":" "$pokecli" show pikachu --offline
measure "show charizard --offline (forms, a three-stage chain)" ":" "$pokecli" show charizard --offline
measure "show pikachu --color always --offline (with its built-in sprite)" ":" "$pokecli" show pikachu --color always --offline
measure "sprite charizard --shiny --color always --offline" ":" "$pokecli" sprite charizard --shiny --color always --offline
measure "show eevee --json --offline" ":" "$pokecli" show eevee --json --offline
measure "list --offline (page 1)" ":" "$pokecli" list --offline
measure "list --page 68 --offline" ":" "$pokecli" list --page 68 --offline
measure "list --type water --generation 1 --offline" ":" "$pokecli" list --type water --generation 1 --offline
measure "search fire flying --offline" ":" "$pokecli" search fire flying --offline
measure "data info (counts every table)" ":" "$pokecli" data info
measure "move thunderbolt --offline" ":" "$pokecli" move thunderbolt --offline
measure "show pikachu --moves --offline" ":" "$pokecli" show pikachu --moves --offline
measure "move surf --pokemon --offline" ":" "$pokecli" move surf --pokemon --offline
measure "moves --type electric --sort power --offline" ":" "$pokecli" moves --type electric --sort power --offline
measure "ability levitate --offline" ":" "$pokecli" ability levitate --offline
measure "type fire flying --offline" ":" "$pokecli" type fire flying --offline
measure "types --offline (the whole chart)" ":" "$pokecli" types --offline
measure "item leftovers --offline" ":" "$pokecli" item leftovers --offline
measure "item oran-berry --offline (a berry)" ":" "$pokecli" item oran-berry --offline
measure "nature --offline (all 25)" ":" "$pokecli" nature --offline
measure "list --pokedex paldea --offline" ":" "$pokecli" list --pokedex paldea --offline
measure "find thunder --offline (every kind)" ":" "$pokecli" find thunder --offline
# What a shell's Tab runs: the completion scripts' request for names.
measure "completion: show pika<Tab>" ":" "$pokecli" ---completion show -- positional@0 2 4 pokecli show pika
measure "completion: move thu<Tab>" ":" "$pokecli" ---completion move -- positional@0 2 3 pokecli move thu
# Every language: a card, a list page and a move read in another language, and look-ups
# by a name in another language (the same reads as an English one's, plus the key).
measure "show charizard --language fr --offline" ":" "$pokecli" show charizard --language fr --offline
measure "show charizard --language ja-hrkt --offline" ":" "$pokecli" show charizard --language ja-hrkt --offline
measure "list --language zh-hans --offline" ":" "$pokecli" list --language zh-hans --offline
measure "move thunderbolt --language de --offline" ":" "$pokecli" move thunderbolt --language de --offline
measure "languages" ":" "$pokecli" languages
measure "show リザードン --offline" ":" "$pokecli" show リザードン --offline
measure "show Glurak --offline" ":" "$pokecli" show Glurak --offline
measure "move Tonnerre --offline" ":" "$pokecli" move Tonnerre --offline
measure "type eau --offline" ":" "$pokecli" type eau --offline
# Evolution steps named in the language (their items, moves, places and forms looked up
# by their English names), names ranked in the language shown, and "did you mean" among
# every language's names.
measure "show pikachu --language fr --offline (evolution items and forms)" ":" "$pokecli" show pikachu --language fr --offline
measure "search pi --language fr --offline (French names first)" ":" "$pokecli" search pi --language fr --offline
measure "find char --language fr --offline" ":" "$pokecli" find char --language fr --offline
measure "show glurakk --offline (did you mean Glurak)" ":" "$pokecli" show glurakk --offline
