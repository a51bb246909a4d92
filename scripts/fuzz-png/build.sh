#!/usr/bin/env bash
# Builds the libFuzzer target for the PNG decoder: Domain's sprite files as a module, then
# Infrastructure's decoder and the entry point, all with -sanitize=fuzzer,address, linked
# against the system zlib through the CZlib module map. Output: .build-fuzz/fuzz-png.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="$root/.build-fuzz"
mkdir -p "$out"
domain="$root/Packages/Domain/Sources/Domain"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld)

swiftc "${flags[@]}" -emit-library -static -emit-module -module-name Domain \
  -emit-module-path "$out/Domain.swiftmodule" -o "$out/libDomain.a" \
  "$domain/Entities/Pixel.swift" "$domain/Entities/Sprite.swift" \
  "$domain/Entities/Sprite+Resizing.swift" "$domain/Ports/Images/ImageDecoder.swift" \
  "$domain/Ports/Images/ImageDecodingError.swift"

swiftc "${flags[@]}" -module-name FuzzPNG -I "$out" \
  -I "$root/Packages/Infrastructure/Sources/CZlib" \
  "$root"/Packages/Infrastructure/Sources/Infrastructure/Image/*.swift \
  "$root/scripts/fuzz-png/FuzzPNG.swift" \
  "$out/libDomain.a" -lz -o "$out/fuzz-png"
echo "built $out/fuzz-png"
