#!/usr/bin/env bash
# Checks that a pokecli binary is portable: copied alone into an empty folder, with no
# library path and no toolchain on PATH, it runs and answers from its built-in data, and
# it links no Swift runtime or Foundation library from outside and none that is missing
# (ldd), and it does link the system's SQLite (libsqlite3, the one pokecli reads its
# built-in data with: libsqlite3-0 on Debian and Ubuntu, found on nearly every Linux).
# What it links besides is the system's own (libc, libm, libstdc++, libgcc_s, zlib), as
# the script prints; it does not refuse other system libraries by name. Linux only: on
# macOS the Swift runtime and SQLite are part of the system.
# Usage: scripts/check-portable.sh BINARY
set -euo pipefail
binary="${1:?usage: scripts/check-portable.sh BINARY}"
[ "$(uname)" = Linux ] || { echo "check-portable: Linux only, skipped"; exit 0; }
[ -x "$binary" ] || { echo "check-portable: $binary is not an executable" >&2; exit 1; }

folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
cp "$binary" "$folder/pokecli"

libraries="$(ldd "$folder/pokecli")"
if grep -Eq 'libswift|libFoundation|lib_Foundation|libdispatch|not found' <<<"$libraries"; then
  echo "check-portable: $binary needs libraries from the toolchain, or missing ones:" >&2
  echo "$libraries" >&2
  exit 1
fi
if ! grep -q 'libsqlite3' <<<"$libraries"; then
  echo "check-portable: $binary does not link the system's SQLite; the docs say it does:" >&2
  echo "$libraries" >&2
  exit 1
fi

# No toolchain anywhere: an empty environment, an empty library path, a bare PATH.
run() {
  env -i LD_LIBRARY_PATH= PATH=/usr/bin:/bin HOME="$folder/home" \
    POKECLI_CACHE_DIR="$folder/cache" POKECLI_DATA_DIR="$folder/data" "$folder/pokecli" "$@"
}
version="$(run --version)"
card="$(run show pikachu --offline)"
sprite="$(run sprite charizard --shiny --offline --color always)"
# The commands whose reads run side by side, in the optimized build the tests never run
# (Swift 6.3 once miscompiled one of them there, and only there).
coverage="$(run coverage earthquake ice-beam --offline)"
speed="$(run speed garchomp --offline)"
compared="$(run compare garchomp dragonite tyranitar --offline --width 120 | head -1)"
team="$(run team garchomp:earthquake dragonite tyranitar:crunch --offline --width 120 | head -1)"
case "$card" in "#0025  Pikachu"*) ;; *) echo "check-portable: show printed: $card" >&2; exit 1 ;; esac
case "$sprite" in *"▀"*) ;; *) echo "check-portable: sprite drew nothing" >&2; exit 1 ;; esac
case "$coverage" in "Earthquake (Ground) · Ice Beam (Ice)"*) ;;
  *) echo "check-portable: coverage printed: $coverage" >&2; exit 1 ;; esac
case "$speed" in "Garchomp"*"Against "[1-9]*"fully evolved"*) ;;
  *) echo "check-portable: speed printed: $speed" >&2; exit 1 ;; esac
# Every Pokémon asked, in the order asked: the miscompiled build showed only one.
case "$compared" in *"Garchomp"*"Dragonite"*"Tyranitar"*) ;;
  *) echo "check-portable: compare printed: $compared" >&2; exit 1 ;; esac
case "$team" in "Defense"*"Garchomp"*"Dragonite"*"Tyranitar"*) ;;
  *) echo "check-portable: team printed: $team" >&2; exit 1 ;; esac
echo "portable: $version; links only $(awk '{print $1}' <<<"$libraries" | xargs)"
