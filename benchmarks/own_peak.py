"""Runs a program and reports its own peak memory, for a benchmark that spawns it.

    python -m benchmarks.own_peak -c CODE [ARG ...]

runs CODE as `python -c CODE ARG ...` would, then writes "OWN_PEAK_KB <n>" as the last line of its
standard error: the process's own resident high-water mark (VmHWM in /proc/self/status). Neither the
parent's `os.wait4` nor the child's own `getrusage(RUSAGE_SELF)` gives it on Linux: both take the
larger of the process's peak and that of the memory it was forked with, the parent's whole (the
kernel keeps the old memory's peak when the child calls exec), so that a parent of 400 MB makes
every child "400 MB". VmHWM belongs to the memory the program itself has mapped since exec.
"""

from __future__ import annotations

import sys

TAG = "OWN_PEAK_KB"
"""The wrapper imports nothing the program would not (sys only): what it adds to a child's time is
a module read."""


def own_peak_kb() -> int:
    """This process's own resident high-water mark in kB."""
    with open("/proc/self/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))


def command(code: str, *args: str) -> list[str]:
    """The command line that runs `code` with `args` under this wrapper (PYTHONPATH must hold the
    repository)."""
    return [sys.executable, "-m", "benchmarks.own_peak", "-c", code, *args]


def split_peak(stderr: str) -> tuple[str, float]:
    """The child's standard error without the wrapper's line, and its own peak in MB."""
    lines = stderr.rstrip().splitlines()
    if not lines or not lines[-1].startswith(TAG + " "):
        raise ValueError(f"no {TAG} line: {stderr[-500:]}")
    return "\n".join(lines[:-1]), int(lines[-1].split()[1]) / 1024


def main() -> None:
    if sys.argv[1:2] != ["-c"] or len(sys.argv) < 3:
        raise SystemExit(__doc__.splitlines()[2].strip())
    code = sys.argv[2]
    sys.argv = ["-c", *sys.argv[3:]]
    try:
        exec(compile(code, "<string>", "exec"), {"__name__": "__main__", "__builtins__": __builtins__})
    finally:
        sys.stdout.flush()
        print(TAG, own_peak_kb(), file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
