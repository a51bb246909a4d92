#!/usr/bin/env bash
# Runs the built pokecli against ../shared/tools/pokeapi-mirror (30 ms latency) and fails
# on a wrong answer: page 1 must show Bulbasaur to Raticate with their types in at most
# 41 requests, page 68 the last 11 of 1351 with no next-page hint, `show` must find
# Pokémon by name, number and species, bad names must fail with one clear line, the
# search examples must give the right Pokémon, favorites and --offline must work, a damage
# calculation naming an item and abilities must match the built-in data's, and list,
# show and prefetch must ride out a mirror that fails one request in five.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/mirror.sh

swift build --product pokecli >/dev/null
pokecli="$(swift build --show-bin-path)/pokecli"
start_mirror --latency 30
use_scratch_folders

failures=0
fail() { echo "check-against-mirror: $*" >&2; failures=$((failures + 1)); }
expect_line() { grep -qE "$2" <<<"$1" || fail "missing line /$2/ in:"$'\n'"$1"; }

reset_mirror_stats
page1="$("$pokecli" list --base-url "$MIRROR_URL" --color never --width 80)"
requests="$(mirror_stat requests)"
reset_mirror_stats
warm="$("$pokecli" list --base-url "$MIRROR_URL" --color never --width 80)"
[ "$(mirror_stat requests)" -eq 0 ] || fail "a warm list made $(mirror_stat requests) requests"
[ "$warm" = "$page1" ] || fail "a warm list differs from the cold one"
expect_line "$page1" '^#0001 +Bulbasaur +Grass +Poison$'
expect_line "$page1" '^#0004 +Charmander +Fire$'
expect_line "$page1" '^#0006 +Charizard +Fire +Flying$'
expect_line "$page1" '^#0012 +Butterfree +Bug +Flying$'
expect_line "$page1" '^#0016 +Pidgey +Normal +Flying$'
expect_line "$page1" '^#0020 +Raticate +Normal$'
expect_line "$page1" '^Showing 1–20 of 1351 · page 1 of 68$'
expect_line "$page1" "^Next page: pokecli list --base-url $MIRROR_URL --page 2\$"
[ "$(grep -cE '^#[0-9]+ ' <<<"$page1")" -eq 20 ] || fail "page 1 does not have 20 rows"
[ "$requests" -le 41 ] || fail "page 1 took $requests requests (at most 41)"

page68="$("$pokecli" list --page 68 --base-url "$MIRROR_URL" --color never --width 80)"
[ "$(grep -cE '^#[0-9]+ ' <<<"$page68")" -eq 11 ] || fail "page 68 does not have 11 rows"
expect_line "$page68" '^Showing 1341–1351 of 1351 · page 68 of 68$'
expect_line "$page68" '^#10326 +Mega Meowstic ♀ +Psychic$'
grep -q 'Next page' <<<"$page68" && fail "page 68 shows a next-page hint"

json="$("$pokecli" list --json --limit 3 --base-url "$MIRROR_URL")"
python3 -c 'import json,sys; d=json.loads(sys.argv[1]); assert d["count"]==1351 and [r["name"] for r in d["results"]]==["bulbasaur","ivysaur","venusaur"]' "$json" \
  || fail "list --json is not the first three Pokémon"

# show: every way of naming a Pokémon the README lists, and the failures.
for query in pikachu 25 "Mr. Mime" giratina eevee 10034; do
  if ! card="$("$pokecli" show "$query" --base-url "$MIRROR_URL" --color never --width 80)"; then
    fail "show \"$query\" failed"
    continue
  fi
  case "$query" in
    pikachu|25) expect_line "$card" '^#0025  Pikachu  Electric$' ;;
    "Mr. Mime") expect_line "$card" '^#0122  Mr\. Mime  Psychic +Fairy$' ;;
    giratina) expect_line "$card" '^  Origin Giratina +pokecli show giratina-origin$' ;;
    eevee) expect_line "$card" '^  ├─ Vaporeon · use Water Stone$' ;;
    10034) expect_line "$card" '^#10034  Mega Charizard X  Fire +Dragon$' ;;
  esac
done
expect_failure() {
  local status=$1 message=$2
  shift 2
  local out code=0
  out="$("$pokecli" "$@" --base-url "$MIRROR_URL" 2>&1 >/dev/null)" || code=$?
  [ "$code" -eq "$status" ] || fail "$* exited $code, not $status"
  [ "$out" = "$message" ] || fail "$* said: $out"
}
expect_failure 1 'pokecli: no Pokémon named "pikachuu" — did you mean "pikachu"?' show pikachuu
expect_failure 64 "pokecli: give a Pokémon's name or number (help: pokecli show --help)" show ""
expect_failure 64 "pokecli: \"0\" is not a Pokédex number: numbers start at 1 (help: pokecli show --help)" show 0
expect_failure 1 'pokecli: no Pokémon numbered 99999 (national numbers run from 1, forms from 10001)' show 99999

# search and list filters: the README's examples
names() { python3 -c 'import json,sys; print("|".join(r["displayName"] for r in json.load(sys.stdin)["results"]))'; }
expect_names() {
  local expected=$1
  shift
  local got
  got="$("$pokecli" "$@" --json --limit 100 --base-url "$MIRROR_URL" | names)" || got="(failed)"
  [ "$got" = "$expected" ] || fail "$* gave: $got"
}
expect_names "Pikachu|Pikachu Rock Star|Pikachu Belle|Pikachu Pop Star|Pikachu Ph.D.|Pikachu Libre|Cosplay Pikachu|Original Cap Pikachu|Hoenn Cap Pikachu|Sinnoh Cap Pikachu|Unova Cap Pikachu|Kalos Cap Pikachu|Alola Cap Pikachu|Partner Cap Pikachu|Partner Pikachu|World Cap Pikachu|Gigantamax Pikachu" search pika
expect_names "Charizard|Moltres|Ho-Oh|Fletchinder|Talonflame|Oricorio|Mega Charizard Y|Gigantamax Charizard" search fire flying
expect_names "Mr. Mime|Galarian Mr. Mime" search "mr mime"
expect_names "Flabébé" search flabebe
expect_names "Dewgong|Cloyster|Lapras|Gigantamax Lapras" list --type water --type ice --generation 1
# By the name shown: "Mega Zygarde" sorts under M, so plain Zygarde is last, and the
# regional forms sort under their region ("Alolan Raichu" among the first sixty).
first="$("$pokecli" list --sort name --reverse --limit 1 --json --base-url "$MIRROR_URL" | names)"
[ "$first" = "Zygarde" ] || fail "list --sort name --reverse starts with $first"
page="$("$pokecli" list --sort name --limit 60 --json --base-url "$MIRROR_URL" | names)"
[[ "|$page|" == *"|Alolan Raichu|"* ]] || fail "list --sort name puts Alolan Raichu after #60"
# Matching nothing is an answer (docs/behaviour.md): said on stdout, exit 0.
nothing="$("$pokecli" search pikachuu --base-url "$MIRROR_URL" 2>&1)" || fail "search pikachuu exited $?, not 0"
[ "$nothing" = 'no Pokémon matches "pikachuu" — did you mean "pikachu"?' ] || fail "search pikachuu said: $nothing"

# sprites: the mirror serves the corpus's PNGs and rewrites PokeAPI's image links to itself
clear_scratch_cache
reset_mirror_stats
"$pokecli" show pikachu --base-url "$MIRROR_URL" --color always --no-sprite >/dev/null
plain="$(mirror_stat requests)"
clear_scratch_cache
reset_mirror_stats
drawn="$("$pokecli" show pikachu --base-url "$MIRROR_URL" --color always)"
[ "$(mirror_stat requests)" -eq $((plain + 1)) ] \
  || fail "a cold card with its sprite made $(mirror_stat requests) requests, not $((plain + 1))"
grep -q '▀' <<<"$drawn" || fail "show pikachu --color always drew no sprite"

# favorites and the offline cache
fav="$("$pokecli" favorite pikachu --base-url "$MIRROR_URL")"
[ "$fav" = "★ added Pikachu to favorites (1)" ] || fail "favorite pikachu said: $fav"
offline="$("$pokecli" show pikachu --offline --base-url "$MIRROR_URL" --color never --width 80)" || fail "show --offline failed"
expect_line "$offline" '^#0025  Pikachu ★  Electric$'
expect_failure 64 "pokecli: \"../../etc\" is not a Pokémon's name or number (help: pokecli show --help)" show "../../etc"

# A calculation naming an item and abilities reads their names over the API (each read
# whole) as the built-in data reads them (one row each): the same sheet, word for word.
set_up=(damage garchomp earthquake heatran --item choice-band --ability rough-skin
  --vs-ability flash-fire --color never --width 80)
over_api="$("$pokecli" "${set_up[@]}" --base-url "$MIRROR_URL")" || fail "damage over the mirror failed"
built_in="$("$pokecli" "${set_up[@]}")" || fail "damage from the built-in data failed"
[ "$over_api" = "$built_in" ] \
  || fail "damage over the mirror is not the built-in data's:"$'\n'"$over_api"$'\n'"$built_in"
expect_failure 1 'pokecli: no item named "choise-band" — did you mean "choice-band"?' \
  damage garchomp earthquake heatran --item choise-band

# The longest lists of encounters, where Magikarp is met and the place where the most
# are met, are kept whole in the cache and read back: a second run asks nothing and says
# the same. A mirror without latency: a cold run reads hundreds of documents, one after
# another.
start_mirror
clear_scratch_cache
for asked in "where magikarp" "location giants-bed"; do
  read -ra words <<<"$asked"
  cold="$("$pokecli" "${words[@]}" --base-url "$MIRROR_URL" --color never --width 80 2>&1)" \
    || fail "$asked failed"
  reset_mirror_stats
  warm="$("$pokecli" "${words[@]}" --base-url "$MIRROR_URL" --color never --width 80 2>&1)" \
    || fail "a warm $asked failed"
  [ "$(mirror_stat requests)" -eq 0 ] || fail "a warm $asked made $(mirror_stat requests) requests"
  [ "$warm" = "$cold" ] || fail "a warm $asked differs from the cold one:"$'\n'"$cold"
done

# resilience: a mirror that fails 10% of requests, cuts 5% short and garbles 5% more
start_mirror --fail-rate 0.1 --truncate-rate 0.05 --garbage-rate 0.05 --seed 7
clear_scratch_cache
# Without retries most of these fail, which is fine; none may hang (124) or crash (132):
# a failed row cancels its siblings while their requests are in flight.
for page in 1 2 3 4 5 6 7 8; do
  code=0
  POKECLI_RETRIES=0 timeout 60 "$pokecli" list --page "$page" --base-url "$MIRROR_URL" \
    >/dev/null 2>&1 || code=$?
  [ "$code" -le 1 ] || fail "list --page $page against a faulty mirror ended with $code"
done
clear_scratch_cache
"$pokecli" list --base-url "$MIRROR_URL" >/dev/null || fail "list failed against a faulty mirror"
"$pokecli" show eevee --base-url "$MIRROR_URL" >/dev/null \
  || fail "show eevee failed against a faulty mirror"
# A prefetch makes about 600 requests: with one in five failing, a few may still fail
# after every retry, and the prefetch says to run it again, which resumes; so does this.
"$pokecli" cache prefetch --generation 1 --base-url "$MIRROR_URL" >/dev/null 2>&1 \
  || "$pokecli" cache prefetch --generation 1 --base-url "$MIRROR_URL" >/dev/null 2>&1 \
  || fail "cache prefetch --generation 1 failed twice against a faulty mirror"

if [ "$failures" -ne 0 ]; then
  echo "check-against-mirror: $failures check(s) failed" >&2
  exit 1
fi
echo "check-against-mirror: list, show, search, favorites and the cache answer correctly ($requests requests for page 1)"
