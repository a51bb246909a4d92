#!/usr/bin/env bash
# Which package a clean build's compiler time goes to: a fresh clone of this checkout's
# HEAD built from nothing (the package cache warm), its compilers' CPU seconds summed by
# the package whose sources they compile (scripts/lib/build_share.py).
# Usage: scripts/measure-build-share.sh [debug|release]
#   debug (the default): `swift build --build-tests`, what CI and a contributor build;
#   release: the portable binary, as scripts/install.sh builds it.
# Takes as long as a clean build (about 6 to 15 minutes on 2 cores); the clone is removed after.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
kind="${1:-debug}"
case "$kind" in
  debug) build=(swift build --build-tests) ;;
  release) build=(swift build -c release --static-swift-stdlib --product pokecli) ;;
  *) echo "usage: scripts/measure-build-share.sh [debug|release]" >&2; exit 64 ;;
esac
clone="$(mktemp -d)"
trap 'rm -rf "$clone"' EXIT
git clone -q "$here" "$clone/pokecli"
echo "clean $kind build of $(git -C "$here" rev-parse --short HEAD): ${build[*]}"
python3 "$here/scripts/lib/build_share.py" "$clone/pokecli" -- "${build[@]}" > "$clone/share.txt" \
  2> "$clone/build.log" || { tail -20 "$clone/build.log" >&2; cat "$clone/share.txt"; exit 1; }
cat "$clone/share.txt"
