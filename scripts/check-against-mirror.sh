#!/usr/bin/env bash
# Runs the built pokecli against ../shared/tools/pokeapi-mirror (30 ms latency) and fails
# on a wrong answer: page 1 must show Bulbasaur to Raticate with their types in at most
# 41 requests, and page 68 the last 11 of 1351 with no next-page hint.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/mirror.sh

swift build --product pokecli >/dev/null
pokecli="$(swift build --show-bin-path)/pokecli"
start_mirror --latency 30

failures=0
fail() { echo "check-against-mirror: $*" >&2; failures=$((failures + 1)); }
expect_line() { grep -qE "$2" <<<"$1" || fail "missing line /$2/ in:"$'\n'"$1"; }

reset_mirror_stats
page1="$("$pokecli" list --base-url "$MIRROR_URL" --color never --width 80)"
requests="$(mirror_stat requests)"
expect_line "$page1" '^#0001 +Bulbasaur +Grass +Poison$'
expect_line "$page1" '^#0004 +Charmander +Fire$'
expect_line "$page1" '^#0006 +Charizard +Fire +Flying$'
expect_line "$page1" '^#0012 +Butterfree +Bug +Flying$'
expect_line "$page1" '^#0016 +Pidgey +Normal +Flying$'
expect_line "$page1" '^#0020 +Raticate +Normal$'
expect_line "$page1" '^Showing 1–20 of 1351 · page 1 of 68$'
expect_line "$page1" '^Next page: pokecli list --page 2$'
[ "$(grep -cE '^#[0-9]+ ' <<<"$page1")" -eq 20 ] || fail "page 1 does not have 20 rows"
[ "$requests" -le 41 ] || fail "page 1 took $requests requests (at most 41)"

page68="$("$pokecli" list --page 68 --base-url "$MIRROR_URL" --color never --width 80)"
[ "$(grep -cE '^#[0-9]+ ' <<<"$page68")" -eq 11 ] || fail "page 68 does not have 11 rows"
expect_line "$page68" '^Showing 1341–1351 of 1351 · page 68 of 68$'
expect_line "$page68" '^#10326 +Meowstic \(Female Mega\) +Psychic$'
grep -q 'Next page' <<<"$page68" && fail "page 68 shows a next-page hint"

json="$("$pokecli" list --json --limit 3 --base-url "$MIRROR_URL")"
python3 -c 'import json,sys; d=json.loads(sys.argv[1]); assert d["count"]==1351 and [r["name"] for r in d["results"]]==["bulbasaur","ivysaur","venusaur"]' "$json" \
  || fail "list --json is not the first three Pokémon"

if [ "$failures" -ne 0 ]; then
  echo "check-against-mirror: $failures check(s) failed" >&2
  exit 1
fi
echo "check-against-mirror: list and list --page 68 answer correctly ($requests requests for page 1)"
