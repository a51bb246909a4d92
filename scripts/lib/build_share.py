#!/usr/bin/env python3
"""Runs a build command and says which package its compilers' CPU time went to.

Usage: build_share.py CHECKOUT -- COMMAND [ARGUMENT]...

While COMMAND runs (in CHECKOUT), every compiler, linker and build-step process it starts
is found in /proc five times a second; each one's CPU time (user + system, read from
/proc/PID/stat) is kept at its largest, and charged to the package whose code it
compiles: a Swift compiler's by its `-module-name` (a module whose folder is under
`.build/checkouts/NAME/` is the package NAME's, one of the project's folders "pokecli"),
a C compiler's by its source file; a linker's is "linking", the built-in database's build
step "the database". A process that starts and ends between two looks is missed, so the sum
falls a little short of the build's CPU time (printed beside it, from the build's own
`getrusage`).
"""
import os
import re
import resource
import subprocess
import sys
import time

COMPILERS = ("swift-frontend", "clang", "clang++", "swiftc", "ld", "lld", "ld.lld", "ld.gold",
             "swift-autolink-extract")
TICKS = os.sysconf("SC_CLK_TCK")


def descendants(root: int) -> list[int]:
    """Every process below `root`, found through each process's parent."""
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(name))
        except (OSError, IndexError, ValueError):
            continue
    found, stack = [], [root]
    while stack:
        for child in children.get(stack.pop(), []):
            found.append(child)
            stack.append(child)
    return found


def cpu_seconds(pid: int) -> float | None:
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS
    except (OSError, IndexError, ValueError):
        return None


def command_line(pid: int) -> list[str]:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as line:
            return [part.decode(errors="replace") for part in line.read().split(b"\0") if part]
    except OSError:
        return []


def module_packages(checkout: str) -> dict[str, str]:
    """Each Swift module's package, by its folder of sources: `.build/checkouts/NAME/Sources/
    MODULE` is NAME's (some packages keep modules elsewhere: every folder two levels down
    counts), the project's own folders pokecli's. Read again at each look: the checkouts
    appear once the build has resolved them."""
    modules: dict[str, str] = {}
    checkouts = os.path.join(checkout, ".build", "checkouts")
    for package in sorted(os.listdir(checkouts)) if os.path.isdir(checkouts) else []:
        root = os.path.join(checkouts, package)
        for parent in ("Sources", "Sources/Private", "Tests", "."):
            folder = os.path.join(root, parent)
            if os.path.isdir(folder):
                for module in os.listdir(folder):
                    modules.setdefault(module.replace("-", "_"), package)
    for parent in ("Apps", "Tests", "Plugins", *[os.path.join("Packages", name, "Sources")
                   for name in (os.listdir(os.path.join(checkout, "Packages"))
                                if os.path.isdir(os.path.join(checkout, "Packages")) else [])]):
        folder = os.path.join(checkout, parent)
        if os.path.isdir(folder):
            for module in os.listdir(folder):
                modules[module.replace("-", "_")] = "pokecli"
    return modules


def package_of(arguments: list[str], checkout: str, modules: dict[str, str]) -> str | None:
    """The package a compiler's arguments compile, or None for a process that compiles
    nothing: a Swift compiler by its `-module-name`, a C compiler by its source file."""
    if not arguments:
        return None
    program = os.path.basename(arguments[0])
    if program.startswith("pokedex-sqlite"):
        return "the database"
    if program in ("ld", "lld", "ld.lld", "ld.gold") or "-emit-executable" in arguments:
        return "linking"
    if program not in COMPILERS:
        return None
    if "-module-name" in arguments:
        index = arguments.index("-module-name")
        if index + 1 < len(arguments):
            name = arguments[index + 1]
            if name.endswith("PackageTests") or name.endswith("PackageDiscoveredTests"):
                return "pokecli"
            return modules.get(name, "other steps")
    sources = [argument for argument in arguments[1:]
               if argument.endswith((".c", ".cc", ".cpp", ".S", ".swift"))]
    for source in sources:
        match = re.search(r"/\.build/checkouts/([^/]+)/", source)
        if match:
            return match.group(1)
        if os.path.realpath(source).startswith(checkout):
            return "pokecli"
    return "other steps"


def main() -> None:
    if len(sys.argv) < 4 or sys.argv[2] != "--":
        sys.exit(__doc__)
    checkout = os.path.realpath(sys.argv[1])
    started = time.monotonic()
    # The build's own output goes where errors go, so what is printed here is the table.
    build = subprocess.Popen(sys.argv[3:], cwd=checkout, stdout=sys.stderr)
    seen: dict[int, tuple[str, float]] = {}
    while build.poll() is None:
        modules = module_packages(checkout)
        for pid in descendants(build.pid):
            package = seen[pid][0] if pid in seen else package_of(command_line(pid), checkout, modules)
            if package is None:
                continue
            spent = cpu_seconds(pid)
            if spent is not None:
                seen[pid] = (package, max(spent, seen.get(pid, (package, 0.0))[1]))
        time.sleep(0.2)
    wall = time.monotonic() - started
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    totals: dict[str, float] = {}
    for package, spent in seen.values():
        totals[package] = totals.get(package, 0.0) + spent
    counted = sum(totals.values())
    print(f"build exit {build.returncode}, {wall:.0f} s wall, "
          f"{usage.ru_utime + usage.ru_stime:.0f} CPU s in all, {counted:.0f} CPU s seen in compilers")
    for package, spent in sorted(totals.items(), key=lambda item: -item[1]):
        print(f"{spent:8.0f} CPU s  {100 * spent / max(counted, 1):5.1f} %  {package}")
    sys.exit(build.returncode)


if __name__ == "__main__":
    main()
