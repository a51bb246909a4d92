#!/usr/bin/env bash
# Runs each suite that reads the PokeAPI corpus on its own and prints what it cost: CPU
# seconds (user + system), wall seconds and, where /usr/bin/time is there, peak memory;
# the costliest first. `swift test` runs these suites side by side, so its own timings
# say only how long each stayed open; this says which ones to make cheaper.
# Usage: scripts/measure-corpus-tests.sh [CORPUS]   (default: ../shared/pokeapi)
# Needs the tests built (swift build --build-tests). Takes about the sum of the CPU
# seconds it prints (about 15 minutes on 2 cores).
set -uo pipefail
# A corpus given relative to where the script is run from, before moving to the project.
corpus="${1:-}"
if [ -n "$corpus" ] && [ -d "$corpus" ]; then corpus="$(cd "$corpus" && pwd)"; fi
cd "$(dirname "$0")/.."
corpus="${corpus:-$(cd .. && pwd)/shared/pokeapi}"
if [ ! -d "$corpus/api/v2" ]; then
  echo "measure-corpus-tests: no PokeAPI corpus at $corpus" >&2
  exit 64
fi
export POKEAPI_CORPUS="$corpus" SNAPSHOT_TESTING_RECORD=never

# The suites whose @Suite attribute asks for the corpus (not the few single tests of other
# suites that ask for it, such as RegionalPokedexTests').
suites=$(awk '
  /@Suite/ { attribute = 1; corpus = 0 }
  attribute && /POKEAPI_CORPUS|Corpus\.folder|PNGCorpus/ { corpus = 1 }
  /^struct / {
    if (attribute && corpus) { sub(/^struct /, ""); sub(/[ :{].*/, ""); print }
    attribute = 0
  }' Tests/*/*.swift | sort)

results="$(mktemp "${TMPDIR:-/tmp}/corpus-costs.XXXXXX")"
trap 'rm -f "$results"' EXIT
for suite in $suites; do
  log="$(mktemp "${TMPDIR:-/tmp}/corpus-suite.XXXXXX")"
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "%U %S %e %M" -o "$log.time" \
      swift test --skip-build --filter "$suite" >"$log" 2>&1
    status=$?
    # A failed command's time file starts with a line saying so: the figures are the last.
    read -r user system wall memory < <(tail -n 1 "$log.time")
    memory="$((memory / 1024)) MB"
  else
    TIMEFORMAT="%U %S %R"
    { time swift test --skip-build --filter "$suite" >"$log" 2>&1; } 2>"$log.time"
    status=$?
    read -r user system wall < <(tail -n 1 "$log.time")
    memory="-"
  fi
  verdict=passed
  [ "$status" -eq 0 ] || verdict="FAILED ($log)"
  cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.0f", u + s }')
  printf '%s\t%s\t%.0f\t%s\t%s\n' "$cpu" "$suite" "$wall" "$memory" "$verdict" >>"$results"
  [ "$status" -eq 0 ] && rm -f "$log"
  rm -f "$log.time"
done

printf '%-32s %8s %8s %10s  %s\n' suite "CPU s" "wall s" memory ""
sort -rn "$results" | while IFS=$'\t' read -r cpu suite wall memory verdict; do
  printf '%-32s %8s %8s %10s  %s\n' "$suite" "$cpu" "$wall" "$memory" "$verdict"
done
awk -F'\t' '{ sum += $1 } END { printf "%-32s %8d\n", "all", sum }' "$results"
