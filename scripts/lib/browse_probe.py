#!/usr/bin/env python3
"""Drives `pokecli browse` on a pseudo-terminal and measures it.

Usage: browse_probe.py POKECLI BASE_URL [PRESSES]

Prints, for one-row moves (j and k in turn, rows already loaded, so no key needs data):
the time from writing the key to the first byte of the frame it causes (the frame is
sent in one write), and the bytes of that frame; then scrolls through the whole list with
End (each press selects the last row loaded and so loads the next page) and prints the
process's peak resident memory (VmHWM) once row 1351 is selected.
"""
import os, pty, re, select, statistics, struct, sys, time, fcntl, termios

pokecli, base = sys.argv[1], sys.argv[2]
presses = int(sys.argv[3]) if len(sys.argv) > 3 else 200

pid, fd = pty.fork()
if pid == 0:
    os.environ["TERM"] = "xterm-256color"
    os.execv(pokecli, [pokecli, "browse", "--base-url", base])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))

screen = b""

def read_for(seconds):
    """Reads what arrives within `seconds`; returns it."""
    global screen
    got = b""
    end = time.monotonic() + seconds
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return got
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # the program has exited and the terminal hung up
                return got
            got += chunk
            screen = (screen + chunk)[-20000:]

def wait_for(pattern, timeout=120):
    """Reads until the last status line written matches `pattern`."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        read_for(0.05)
        status = screen.rsplit(b"\x1b[24;1H", 1)[-1]
        if re.search(pattern, status):
            return True
    return False

def rows_selected():
    status = screen.rsplit(b"\x1b[24;1H", 1)[-1]
    match = re.search(rb" (\d+) of (\d+)", status)
    return (int(match.group(1)), int(match.group(2))) if match else (0, 0)

assert wait_for(rb" 1 of \d+"), "no first frame"
read_for(1.0)  # the second page, which fills the screen

latencies, sizes = [], []
for i in range(presses):
    key = b"j" if i % 2 == 0 else b"k"
    start = time.perf_counter()
    os.write(fd, key)
    ready, _, _ = select.select([fd], [], [], 2)
    first = time.perf_counter()
    frame = read_for(0.03)
    latencies.append((first - start) * 1000)
    sizes.append(len(frame))

latencies.sort()
print(f"one-row move, {presses} presses: key to frame median "
      f"{statistics.median(latencies):.2f} ms, "
      f"p95 {latencies[int(len(latencies) * 0.95)]:.2f} ms, "
      f"max {latencies[-1]:.2f} ms; frame bytes median {statistics.median(sizes):.0f}, "
      f"min {min(sizes)}, max {max(sizes)}")

start = time.monotonic()
while True:
    selected, total = rows_selected()
    if total and selected >= total:
        break
    os.write(fd, b"G")
    # End selects the last row loaded and loads the next page; the next End waits for it.
    wait_for(rb" (?!%d )\d+ of" % selected, timeout=5)
    wait_for(rb"^(?!.*loading).*help", timeout=60)
    if os.environ.get("BROWSE_PROBE_TRACE"):
        rss = re.search(r"VmRSS:\s+(\d+) kB", open(f"/proc/{pid}/status").read()).group(1)
        print(f"  row {selected}: {int(rss) / 1024:.1f} MB", file=sys.stderr)
elapsed = time.monotonic() - start
status = open(f"/proc/{pid}/status").read()
peak = re.search(r"VmHWM:\s+(\d+) kB", status).group(1)
rss = re.search(r"VmRSS:\s+(\d+) kB", status).group(1)
print(f"scrolled to {selected} of {total} in {elapsed:.1f} s; "
      f"peak memory {int(peak) / 1024:.1f} MB, now {int(rss) / 1024:.1f} MB")
os.write(fd, b"q")
read_for(0.5)
_, code = os.waitpid(pid, 0)
print(f"exit status {os.waitstatus_to_exitcode(code)}")
