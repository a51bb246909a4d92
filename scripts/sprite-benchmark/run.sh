#!/usr/bin/env bash
# Builds the sprite benchmark optimised (-O) from the decoder's, the cache codec's and the
# zlib compressor's own sources, and runs it over a corpus: PNG decoding time per 96×96
# sprite, cached bytes per sprite. Usage: scripts/sprite-benchmark/run.sh [CORPUS]
# (default: ../shared/pokeapi)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
corpus="${1:-${POKEAPI_CORPUS:-$root/../shared/pokeapi}}"
out="$root/.build-bench"
mkdir -p "$out"
domain="$root/Packages/Domain/Sources/Domain"
# All of Domain: the compressor's errors reach into most of it, and it imports only Foundation.
find "$domain" -name '*.swift' -print0 | xargs -0 \
  swiftc -O -parse-as-library -emit-library -static -emit-module -module-name Domain \
  -emit-module-path "$out/Domain.swiftmodule" -o "$out/libDomain.a"
swiftc -O -module-name SpriteBenchmark -I "$out" \
  -I "$root/Packages/Infrastructure/Sources/CZlib" \
  "$root"/Packages/Infrastructure/Sources/Infrastructure/Image/*.swift \
  "$root/Packages/Infrastructure/Sources/Infrastructure/Compression/ZlibCompressor.swift" \
  "$root"/Packages/Data/Sources/PokedexData/Sprites/*.swift \
  "$root/scripts/sprite-benchmark/main.swift" \
  "$out/libDomain.a" -lz -o "$out/sprite-benchmark"
"$out/sprite-benchmark" "$corpus"
