#!/usr/bin/env python3
"""Runs a command RUNS times and prints its median wall time and largest peak memory.

Usage: measure_runs.py RUNS LABEL PREPARE -- COMMAND...

PREPARE is a shell command run before each run (":" for none), outside the timing. Each
run is timed from just before the process is spawned to just after it is reaped, so the
figure includes the process's start; its peak resident memory comes from wait4(2)'s
rusage of that one process, without a wrapper such as /usr/bin/time whose own start
would be counted too.
"""
import os
import statistics
import subprocess
import sys
import time


def timed_run(label: str, command: list, devnull) -> tuple:
    """One run of `command`, its output to `devnull`: its wall time in milliseconds and its
    peak resident memory in kB. A status other than 0 or 1 ends the measurement."""
    start = time.perf_counter()
    pid = os.posix_spawn(command[0], command, os.environ,
                         file_actions=[(os.POSIX_SPAWN_DUP2, devnull.fileno(), 1),
                                       (os.POSIX_SPAWN_DUP2, devnull.fileno(), 2)])
    _, status, usage = os.wait4(pid, 0)
    elapsed = (time.perf_counter() - start) * 1000
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"{label}: exited with {os.waitstatus_to_exitcode(status)}")
    return elapsed, usage.ru_maxrss


def main() -> None:
    runs, label, prepare = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    command = sys.argv[sys.argv.index("--") + 1:]
    times, peak_kb = [], 0
    with open(os.devnull, "wb") as devnull:
        for _ in range(runs):
            if prepare != ":":
                subprocess.run(prepare, shell=True, check=True)
            elapsed, peak = timed_run(label, command, devnull)
            times.append(elapsed)
            peak_kb = max(peak_kb, peak)
    times.sort()
    print(f"{label}: median {statistics.median(times):.1f} ms, "
          f"range {times[0]:.1f}-{times[-1]:.1f} ms, peak memory {peak_kb // 1024} MB")


if __name__ == "__main__":
    main()
