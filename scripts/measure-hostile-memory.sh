#!/usr/bin/env bash
# Measures the peak memory (resident set, `VmHWM`) of a release pokecli against a hostile
# API at the bounds it accepts: lists of 24,990 entries whose names are 113 bytes long
# (a 4.7 MB document of 74,970 values, under the 75,000 a document may hold) and a type
# listing 14,900 Pokémon. Each command runs once on a first run (the built-in database
# expanded in the same run) and once after it. Linux only (GNU time's `%M`).
# Usage: scripts/measure-hostile-memory.sh
# Figures are recorded in docs/reliability.md ("Memory").
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product pokecli >/dev/null
pokecli="$(swift build -c release --show-bin-path)/pokecli"
scratch="$(mktemp -d)"
port=$(( 20000 + RANDOM % 20000 ))
python3 scripts/lib/hostile_lists.py "$port" &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$scratch"' EXIT
sleep 2
api="http://127.0.0.1:$port/api/v2/"

peak() {  # peak RSS in MB of one run of pokecli with HOME=$1 and the rest as arguments
  local home=$1 measured; shift
  rm -rf "$home/.cache/pokecli/127-0-0-1-$port-api-v2"
  # Most of these runs fail (the API answers 404 past its lists): that is not the point.
  measured="$(HOME="$home" /usr/bin/time -f '%M' "$pokecli" "$@" --base-url "$api" \
    2>&1 >/dev/null || true)"
  echo "$measured" | tail -1 | awk '{ printf "%d MB", $1 / 1024 }'
}

echo "pokecli against a hostile API at the bounds it accepts (peak resident memory)"
echo "  --version: $(peak "$scratch" --version)"
for command in "list" "search zzz" "search entry-number-0000001" "show zzz" "moves zzz" \
  "items --sort cost" "abilities zzz" "berries" "type water" "list --type water"; do
  first="$(peak "$(mktemp -d -p "$scratch")" $command)"
  warm="$scratch/warm"; mkdir -p "$warm"; HOME="$warm" "$pokecli" show 1 >/dev/null 2>&1 || true
  echo "  $command: first run $first, later runs $(peak "$warm" $command)"
done
