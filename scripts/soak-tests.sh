#!/usr/bin/env bash
# Runs the whole test suite RUNS times back to back, as CI runs it (with the corpus when
# ../shared/pokeapi is there), optionally with a clean build of a second copy of the
# project running beside it the whole time, and says how many runs passed. A test that
# fails one run in three shows up here long before it sinks a CI run.
# Usage: scripts/soak-tests.sh RUNS [--with-build]
# Each run's output is kept in a temporary folder, named at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"
with_build="${2:-}"
logs="$(mktemp -d "${TMPDIR:-/tmp}/pokecli-soak.XXXXXX")"
shared="$(cd .. && pwd)/shared"
if [ -d "$shared/pokeapi/api/v2" ]; then export POKEAPI_CORPUS="$shared/pokeapi"; fi
export SNAPSHOT_TESTING_RECORD=never

swift build --build-tests >"$logs/build.log" 2>&1 || { echo "build failed: $logs/build.log"; exit 1; }

load_pid=""
if [ "$with_build" = "--with-build" ]; then
  # A clean debug build of a copy of the project, over and over: two cores kept busy.
  copy="$logs/load"
  git clone -q . "$copy"
  ( while true; do rm -rf "$copy/.build"; swift build --package-path "$copy" >/dev/null 2>&1; done ) &
  load_pid=$!
  trap 'pkill -P "$load_pid" 2>/dev/null; kill "$load_pid" 2>/dev/null' EXIT
fi

passed=0
for i in $(seq 1 "$runs"); do
  if swift test --skip-build >"$logs/run-$i.log" 2>&1; then
    passed=$((passed + 1))
    echo "run $i: passed"
  else
    echo "run $i: FAILED ($(grep -c '✘ Test .* recorded an issue' "$logs/run-$i.log") issues)"
    grep '✘ Test .* recorded an issue' "$logs/run-$i.log" | head -3
  fi
done
echo "$passed of $runs runs passed; logs in $logs"
[ "$passed" -eq "$runs" ]
