#!/usr/bin/env bash
# Where a CI run's time went: each phase of .ci/run ("ci phase NAME: N s") and the suites
# that took longest, from the log of a run.
# Usage: scripts/ci-phases.sh LOG   (LOG: what `bash .ci/run > LOG 2>&1` wrote)
# Suites run side by side on every core, so a suite's time is how long it was open, not
# what it cost alone; the longest are still the ones to look at first.
set -euo pipefail
log="${1:?usage: scripts/ci-phases.sh LOG}"
grep -E '^ci phase ' "$log" || echo "no phase lines in $log (a run of an older .ci/run?)"
echo "slowest suites (seconds open):"
{ grep -E '^[^ ]+ Suite ".*" (passed|failed) after' "$log" || true; } \
  | sed -E 's/^[^ ]+ Suite "(.*)" (passed|failed) after ([0-9.]+) seconds.*/\3  \1/' \
  | sort -rn | head -12
