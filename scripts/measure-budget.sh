#!/usr/bin/env bash
# Times every command the 20 ms budget covers (process start included, on the built-in
# data), beside the process floor (`pokecli --version`) measured in the same rounds:
# one lookup of each kind, the team tools, every query docs/search.md shows, every sort
# of `list`, `moves`, `abilities`, `items` and `locations`, and the encounter views.
# Prints each command's median, lower quartile and fastest run, then the ones whose
# median is over the budget.
#
# Usage: scripts/measure-budget.sh [ROUNDS] [BINARY]
#   ROUNDS: rounds, each running every command once (default 21)
#   BINARY: a pokecli to time (default: the portable release build, built first and
#           stripped as scripts/install.sh installs it)
# The figures go in docs/performance.md ("The 20 ms budget"); a busy machine moves
# every row with the floor, so compare rows with the floor of the same run.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds="${1:-21}"
binary="${2:-}"
budget_ms=20

# A scratch home: the database is expanded into its cache on the first run, which the
# warm-up below pays, and no user's favorites or settings are read.
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
if [ -z "$binary" ]; then
  # The binary as scripts/install.sh installs it: built, then stripped (the symbols the
  # build keeps cost a start about half a millisecond more).
  swift build -c release --static-swift-stdlib --product pokecli >/dev/null
  binary="$home/pokecli"
  cp "$(swift build -c release --static-swift-stdlib --show-bin-path)/pokecli" "$binary"
  strip "$binary"
fi
export HOME="$home" XDG_CACHE_HOME="$home/.cache" XDG_CONFIG_HOME="$home/.config"

# LABEL and ARGUMENTS, a pair a line, the arguments as a shell would split them.
commands=(
  "floor" "--version"
  # One lookup of each kind.
  "show pikachu" "show pikachu --no-sprite"
  "show clefairy --game red" "show clefairy --game red --no-sprite"
  "move thunderbolt" "move thunderbolt"
  "move thunderbolt --game red" "move thunderbolt --game red"
  "ability static" "ability static"
  "item leftovers" "item leftovers"
  "type fire" "type fire"
  "type fire flying" "type fire flying"
  "nature" "nature adamant"
  "show pikachu --moves" "show pikachu --moves --no-sprite"
  "types" "types"
  "find pika" "find pika"
  "location eterna-forest" "location eterna-forest"
  "location giants-bed" "location giants-bed"
  "where eevee" "where eevee"
  "where magikarp" "where magikarp"
  "where magikarp --game red" "where magikarp --game red"
  "locations" "locations"
  "locations --sort pokemon" "locations --sort pokemon"
  "locations --game sword" "locations --game sword"
  # The team tools.
  "stats mewtwo --game red" "stats mewtwo --game red"
  "speed garchomp" "speed garchomp"
  "coverage" "coverage earthquake ice-beam"
  "compare" "compare garchomp dragonite"
  "team" "team garchomp rotom-wash ferrothorn"
  "random --seed 7" "random --seed 7"
  "damage" "damage garchomp earthquake heatran"
  # Every sort of the lists.
  "list" "list"
  "list --sort name" "list --sort name"
  "list --sort total" "list --sort total"
  "list --sort speed --reverse" "list --sort speed --reverse"
  "moves" "moves"
  "moves --sort power" "moves --sort power"
  "moves --game red" "moves --game red"
  "abilities" "abilities"
  "abilities --sort pokemon" "abilities --sort pokemon"
  "items" "items"
  "items --sort cost" "items --sort cost"
  "berries" "berries"
  # Every query docs/search.md shows.
  "search learns x2" "search 'learns earthquake in scarlet-violet, learns stealth rock in scarlet-violet'"
  "search fire|water…" "search 'fire | water, spe > 100, !legendary, sort spe'"
  "search immune ground…" "search 'immune ground, type steel'"
  "search fire fe sort" "search 'type fire, fully evolved, !form, sort spe'"
  "search weak ice…" "search 'weak ice, !weak rock, type dragon, fe'"
  "search legendary gen 9" "search 'legendary | mythical, gen 9, !form'"
  "search levitate sort" "search 'ability levitate, !form, sort -bst'"
  "search fast hitters" "search 'spe >= 100, atk >= 100, bst <= 500, fe, !form'"
  "search paldea dragons" "search 'in paldea, egg group dragon, fe, !form'"
  "search weight < 1kg" "search 'weight < 1kg, !form'"
  "search trick room" "search 'learns trick room in scarlet-violet, spe < 40, fe, !form, sort -spe'"
  "search egg/color" "search 'egg monster, color green'"
  "list gen 4 query" "list 'gen 4, spe > 100, sort spe'"
  "moves query" "moves 'ground, physical, power >= 90, !recoil, sort power'"
  "moves learned by" "moves 'learned by garchomp in scarlet-violet, raises | heals'"
  "moves ailment" "moves 'ailment paralysis, ailment chance >= 30'"
  "abilities immune" "abilities 'immune ground'"
  "abilities of" "abilities 'of garchomp | of dragonite, sort pokemon'"
  "abilities pokemon 1" "abilities 'pokemon 1-1, gen 9'"
  "items raises speed" "items 'raises speed'"
  "items held by" "items 'held by pikachu | held by raichu'"
  "items holdable" "items 'attribute holdable, fling >= 100, sort cost'"
)

pairs=()
for ((i = 0; i < ${#commands[@]}; i += 2)); do
  arguments="${commands[i + 1]}"
  [ "$arguments" = "--version" ] || arguments="$arguments --offline"
  pairs+=("${commands[i]}" "$binary $arguments")
  # Each command once before timing: the database expanded, every command checked to
  # answer (a failing one would be timed as fast).
  eval "\"$binary\" $arguments" >/dev/null || { echo "failed: pokecli $arguments" >&2; exit 1; }
done

echo "pokecli $(eval "\"$binary\" --version"), $rounds rounds, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
results="$(python3 scripts/lib/compare_runs.py "$rounds" "${pairs[@]}")"
echo "$results"
echo
echo "over ${budget_ms} ms (median):"
echo "$results" | awk -v budget="$budget_ms" '
  { for (i = 1; i <= NF; i++) if ($i == "median") { label = substr($0, 1, index($0, " median") - 1); value = $(i + 1) } }
  value + 0 > budget { sub(/ +$/, "", label); print "  " label ": " value " ms"; over++ }
  END { if (!over) print "  none" }'
