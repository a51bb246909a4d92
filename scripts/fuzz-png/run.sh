#!/usr/bin/env bash
# Builds the PNG fuzzer and runs it for SECONDS (default 600), niced, on a fresh seed corpus.
# Findings (crashes, leaks, timeouts) are written to .build-fuzz/findings/.
# Usage: POKEAPI_CORPUS=../shared/pokeapi scripts/fuzz-png/run.sh [SECONDS]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
seconds="${1:-600}"
"$root/scripts/fuzz-png/build.sh"
python3 "$root/scripts/fuzz-png/make-seeds.py" "$root/.build-fuzz/seeds"
mkdir -p "$root/.build-fuzz/corpus" "$root/.build-fuzz/findings"
# -malloc_limit_mb: one allocation over 64 MB (a decoder trusting a 100000×100000 header) is a
# finding. -rss_limit_mb leaves room for AddressSanitizer's quarantine.
nice -n 10 "$root/.build-fuzz/fuzz-png" \
  -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -malloc_limit_mb=64 -timeout=5 \
  -print_final_stats=1 -artifact_prefix="$root/.build-fuzz/findings/" \
  "$root/.build-fuzz/corpus" "$root/.build-fuzz/seeds"
