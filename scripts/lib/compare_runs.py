#!/usr/bin/env python3
"""Runs several commands in turn, RUNS rounds, and prints each one's median wall time.

Usage: compare_runs.py RUNS LABEL COMMAND [LABEL COMMAND]...

COMMAND is one argument, split as a shell would (no shell runs it; its program is given
by its path, as posix_spawn takes it). One round runs each
command once, in the order given, so a busy moment of the machine falls on all of them
alike: what `measure_runs.py` run one command after another cannot promise. Timed as
`measure_runs.py` times (spawn to reap, the process's start included); the median, the
lower quartile and the fastest run are printed.
"""
import os
import shlex
import statistics
import sys

from measure_runs import timed_run


def main() -> None:
    pairs = sys.argv[2:]
    if len(sys.argv) < 2 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1 \
            or not pairs or len(pairs) % 2:
        sys.exit(__doc__)
    runs = int(sys.argv[1])
    commands = [(pairs[i], shlex.split(pairs[i + 1])) for i in range(0, len(pairs), 2)]
    times = {label: [] for label, _ in commands}
    with open(os.devnull, "wb") as devnull:
        for _ in range(runs):
            for label, command in commands:
                times[label].append(timed_run(label, command, devnull)[0])
    width = max(len(label) for label in times)
    for label, measured in times.items():
        measured.sort()
        print(f"{label:<{width}}  median {statistics.median(measured):5.1f} ms, "
              f"lower quartile {measured[len(measured) // 4]:5.1f} ms, fastest {measured[0]:5.1f} ms")


if __name__ == "__main__":
    main()
