#!/usr/bin/env bash
# What each phase of `.ci/run` cost in CPU, not only in time: runs `.ci/run` in this
# checkout (make it a fresh clone, as CI does) while reading the machine's CPU counters
# every 2 s, then prints each phase's wall seconds, CPU seconds (user + system, every
# process on the machine) and how much of the cores it kept busy.
# Usage: git clone -q . /tmp/ci-cpu && /tmp/ci-cpu/scripts/measure-ci-cpu.sh [LOG]
# LOG (default /tmp/ci-cpu.log) keeps the run's output, each line with the second it was
# printed. Linux only (/proc/stat). A run on a quiet machine says what CI itself costs:
# another process's CPU counts here too.
set -euo pipefail
cd "$(dirname "$0")/.."
log="${1:-/tmp/ci-cpu.log}"
samples="$(mktemp)"
trap 'kill "$sampler" 2>/dev/null || true; rm -f "$samples"' EXIT
# Each sample: the second, then the jiffies spent busy and idle since boot. Time a
# virtual machine's host took back (steal) is neither.
( while true; do
    read -r _ user nice system idle iowait irq softirq _ </proc/stat
    echo "$(date +%s) $((user + nice + system + irq + softirq)) $((idle + iowait))"
    sleep 2
  done ) >"$samples" &
sampler=$!
status=0
CI=true bash .ci/run 2>&1 | while IFS= read -r line; do echo "$(date +%s) $line"; done >"$log" \
  || status=$?
# A last sample after the run's end.
sleep 2
kill "$sampler" 2>/dev/null || true
python3 - "$log" "$samples" "$(getconf CLK_TCK)" "$(nproc)" <<'PY'
import re, sys
log, samples, hz, cores = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rows = [tuple(map(int, line.split())) for line in open(samples) if len(line.split()) == 3]
def at(second):
    return min(rows, key=lambda row: abs(row[0] - second))
print(f"{'phase':22} {'wall s':>7} {'CPU s':>7} {'busy':>6}")
for line in open(log, errors="replace"):
    m = re.match(r"(\d+) ci phase (\S+): (\d+) s", line)
    if not m:
        continue
    end, name, wall = int(m.group(1)), m.group(2), int(m.group(3))
    first, last = at(end - wall), at(end)
    busy, idle = (last[1] - first[1]) / hz, (last[2] - first[2]) / hz
    share = 100 * busy / (busy + idle) if busy + idle else 0
    print(f"{name:22} {wall:7d} {busy:7.0f} {share:5.0f}%")
print(f"({cores} cores; busy: the share of all cores' time; samples every 2 s, so a phase "
      "of a few seconds is rough)")
PY
exit "$status"
