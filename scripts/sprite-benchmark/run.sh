#!/usr/bin/env bash
# Builds the sprite benchmark optimised (-O) from the decoder's and the cache codec's own
# sources, and runs it over a corpus: PNG decoding time per 96×96 sprite, cached bytes per
# sprite. Usage: scripts/sprite-benchmark/run.sh [CORPUS] (default: ../shared/pokeapi)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
corpus="${1:-${POKEAPI_CORPUS:-$root/../shared/pokeapi}}"
out="$root/.build-bench"
mkdir -p "$out"
domain="$root/Packages/Domain/Sources/Domain"
swiftc -O -parse-as-library -emit-library -static -emit-module -module-name Domain \
  -emit-module-path "$out/Domain.swiftmodule" -o "$out/libDomain.a" \
  "$domain/Entities/Pixel.swift" "$domain/Entities/Sprite.swift" \
  "$domain/Entities/Sprite+Resizing.swift" "$domain/Ports/Images/ImageDecoder.swift" \
  "$domain/Ports/Images/ImageDecodingError.swift"
swiftc -O -module-name SpriteBenchmark -I "$out" \
  -I "$root/Packages/Infrastructure/Sources/CZlib" \
  "$root"/Packages/Infrastructure/Sources/Infrastructure/Image/*.swift \
  "$root"/Packages/Data/Sources/PokedexData/Sprites/*.swift \
  "$root/scripts/sprite-benchmark/main.swift" \
  "$out/libDomain.a" -lz -o "$out/sprite-benchmark"
"$out/sprite-benchmark" "$corpus"
