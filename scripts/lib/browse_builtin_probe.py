#!/usr/bin/env python3
"""Drives `pokecli browse` on the built-in data on a pseudo-terminal and measures it.

Usage: browse_builtin_probe.py POKECLI [ROUNDS]

For each kind of key the browse issue names, the time from writing the key to the frame
that shows its outcome (its status line settled, nothing loading), median and 95th
percentile over ROUNDS presses:
  - a one-row move in the Moves section (j and k in turn);
  - End in the Pokémon list, from its first page to "1351 of 1351" (a new process each
    time: once every row is in, End only moves);
  - a search keystroke in the Pokémon list (the letters of "pikachu" typed and erased);
then visits every section to its end (Alt and its number, End) and prints the process's
peak resident memory (VmHWM).
"""
import os, pty, re, select, statistics, struct, sys, time, fcntl, termios

pokecli = sys.argv[1]
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 40

def spawn():
    """A new `pokecli browse` on an 80 × 24 pseudo-terminal."""
    global pid, fd, screen
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execv(pokecli, [pokecli, "browse"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    screen = b""

def quit():
    os.write(fd, b"\x03")
    read_for(0.3)
    _, code = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(code)

def read_for(seconds):
    global screen
    end = time.monotonic() + seconds
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return
            screen = (screen + chunk)[-40000:]

def status():
    return screen.rsplit(b"\x1b[24;1H", 1)[-1]

def press(key, settled, timeout=10, anywhere=False):
    """Writes `key`; returns the milliseconds until the status line (or, `anywhere`, the
    output since the key) matches `settled` with nothing loading."""
    global screen
    screen = b""
    start = time.perf_counter()
    os.write(fd, key)
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            screen = (screen + os.read(fd, 65536))[-40000:]
            line = screen if anywhere else status()
            if re.search(settled, line) and b"loading" not in status():
                return (time.perf_counter() - start) * 1000
    raise SystemExit(f"{key!r}: no frame matching {settled!r}; last status {status()!r}")

def report(name, times):
    times = sorted(times)
    print(f"{name}: median {statistics.median(times):.2f} ms, "
          f"p95 {times[min(len(times) - 1, int(len(times) * 0.95))]:.2f} ms, "
          f"max {times[-1]:.2f} ms ({len(times)} presses)")

# End in the Pokémon list with only its first page loaded, in a new process each time
# (once every row is in, End only moves).
ends = []
for _ in range(max(1, rounds // 2)):
    spawn()
    press(b"", rb" 1 of 1351", timeout=30)
    read_for(0.2)
    ends.append(press(b"G", rb" 1351 of 1351"))
    quit()
report("End to #1351 from the first page (Pokémon)", ends)

spawn()
press(b"", rb" 1 of 1351", timeout=30)
read_for(0.2)

# A search keystroke: each letter of "pikachu" typed, then erased with ^U.
keys = []
for _ in range(max(1, rounds // 7)):
    press(b"/", rb"Search:", anywhere=True)
    for letter in b"pikachu":
        keys.append(press(bytes([letter]), rb" of \d+"))
    press(b"\x15", rb"Search:", anywhere=True)
    os.write(fd, b"\x1b")  # closes the line; the status line stays as it was
    read_for(0.3)
report("search keystroke (Pokémon)", keys)

# One-row moves in the Moves section.
press(b"\x1b2", rb" 1 of \d+")
moves = []
for i in range(rounds * 4):
    row = 2 if i % 2 == 0 else 1
    moves.append(press(b"j" if i % 2 == 0 else b"k", rb" %d of \d+" % row))
report("one-row move (Moves)", moves)

# Every section to its end.
for number in b"1234567":
    press(b"\x1b" + bytes([number]), rb"(of \d+|0 of 0)")
    if b" 0 of 0" not in status():  # no favorites: nothing to go to
        press(b"G", rb"(\d+) of \1\b")
status_file = open(f"/proc/{pid}/status").read()
peak = re.search(r"VmHWM:\s+(\d+) kB", status_file).group(1)
rss = re.search(r"VmRSS:\s+(\d+) kB", status_file).group(1)
print(f"every section to its end: peak memory {int(peak) / 1024:.1f} MB, "
      f"now {int(rss) / 1024:.1f} MB")
print(f"exit status {quit()}")
