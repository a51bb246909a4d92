#!/usr/bin/env bash
# Checks that the built-in database is built once per change of its inputs (the table
# files, the schema and the tool that loads them), not once per change of the
# environment: after a build, a second build with one more, unrelated variable set must
# leave the database, its C source and pokecli itself as they were. SwiftPM relinks the
# build tool whenever the environment changes; `pokedex-sqlite` then keeps its outputs
# (Apps/pokedex-sqlite/InputFingerprint.swift). Costs one build that is already done and
# one that relinks the tool only (about 20 seconds on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product pokecli >/dev/null
pokecli="$(swift build --show-bin-path)/pokecli"
found="$(find .build/plugins/outputs -path '*BuiltInPokedex*' -name pokedex.sqlite.z)"
[ "$(grep -c . <<<"$found")" -eq 1 ] || { echo "check-database-built-once: not one database output under .build/plugins/outputs: ${found:-none}" >&2; exit 1; }
outputs="$(dirname "$found")"
[ -f "$outputs/BuiltInPokedex.c" ] || { echo "check-database-built-once: no BuiltInPokedex.c beside $found" >&2; exit 1; }
stamps() { stat -c '%n %Y.%y' "$outputs/pokedex.sqlite.z" "$outputs/BuiltInPokedex.c" "$pokecli" 2>/dev/null || stat -f '%N %Fm' "$outputs/pokedex.sqlite.z" "$outputs/BuiltInPokedex.c" "$pokecli"; }
before="$(stamps)"

POKECLI_CHECK_UNRELATED_VARIABLE="$$-$RANDOM" swift build --product pokecli >/dev/null
after="$(stamps)"
if [ "$before" != "$after" ]; then
  echo "check-database-built-once: a build with an unrelated variable set remade the database or pokecli:" >&2
  diff <(echo "$before") <(echo "$after") >&2 || true
  exit 1
fi
echo "check-database-built-once: an unrelated variable left the database and pokecli as they were"
