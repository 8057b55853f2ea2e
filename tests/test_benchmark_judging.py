"""The benchmarks cannot mislead: run_all.py judges every goal by the line the benchmark printed, and a
child's peak memory is its own (benchmarks/own_peak.py), never the parent's it was forked from."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks import goals, run_all
from benchmarks.own_peak import command, split_peak

ROOT = Path(__file__).resolve().parent.parent
BIG_MB = 200
linux_only = pytest.mark.skipif(sys.platform != "linux", reason="the benchmarks read /proc and resource: Linux tools")


@linux_only
def test_a_child_reports_its_own_peak_not_its_parents() -> None:
    """The parent holds BIG_MB: the kernel's figure for the child (wait4) carries it, the wrapper's
    does not; a child that itself fills BIG_MB reports them."""
    held = b"x" * (BIG_MB << 20)  # written: resident
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    small = subprocess.run(command("print('small')"), env=env, capture_output=True, text=True)
    errors, peak = split_peak(small.stderr)
    assert (small.returncode, small.stdout, errors) == (0, "small\n", "")
    assert peak < 60
    big = subprocess.run(command(f"import sys; filled = bytearray({BIG_MB} << 20); filled[::4096] = b'x' * len(filled[::4096]); "
                                 "sys.exit(3)"), env=env, capture_output=True, text=True)
    assert big.returncode == 3  # the program's exit status is kept, the peak reported all the same
    assert split_peak(big.stderr)[1] > BIG_MB
    inherited = subprocess.run([sys.executable, "-c", "import resource; print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)"],
                               capture_output=True, text=True)
    assert int(inherited.stdout) / 1024 > BIG_MB  # what the wrapper avoids: the child's own rusage counts the parent's
    del held


def test_a_child_without_the_wrappers_line_is_an_error() -> None:
    with pytest.raises(ValueError):
        split_peak("Traceback ...\nKeyError: 1\n")


def outcome(output: str, *expected: str, failure: str | None = None) -> run_all.Outcome:
    return run_all.Outcome(run_all.Benchmark("bench_x.py", (), (), expected), (), output, 1.0, failure)


def test_each_goal_is_judged_by_the_value_it_prints(capsys: pytest.CaptureFixture[str]) -> None:
    lines = [goals.goal("window-mb", 446.0, 300, "MB", [440, 446]), goals.goal("exact", 0.3, 0.3, "x"),
             goals.median_goal("ratio", [1.1, 1.3, 1.2], 1.2, "x")]
    assert capsys.readouterr().out.splitlines() == lines
    rows = run_all.rows(outcome("ratio 0.5 (an old line, not judged)\n" + "\n".join(lines), "window-mb", "exact", "ratio"), quick=False)
    assert [(r.key, r.value, r.limit, r.unit, r.spread, r.met) for r in rows] == [
        ("window-mb", "446.0", "300.0", "MB", "440.0-446.0 (2)", "NO"),
        ("exact", "0.300", "0.300", "x", "0.300-0.300 (1)", "yes"),
        ("ratio", "1.200", "1.200", "x", "1.100-1.300 (3)", "yes"),
    ]


def test_a_missing_goal_fails_but_at_the_quick_sizes() -> None:
    printed = "goal a: 1.000 <= 2.000 x; spread 1.000-1.000 over 1 run"
    full, quick = (run_all.rows(outcome(printed, "a", "b"), quick=q) for q in (False, True))
    assert [(r.key, r.met, r.counts) for r in full] == [("a", "yes", True), ("b", "NO", True)]
    assert [(r.key, r.met, r.counts) for r in quick] == [("a", "yes", False), ("b", "NO", False)]
    assert [(r.met, r.spread, r.counts) for r in run_all.rows(outcome("ratio 1.0", "a"), quick=False)] == [("NO", "no goal line", True)]
    assert [r.counts for r in run_all.rows(outcome("ratio 1.0", "a"), quick=True)] == [False]
    for q in (False, True):  # a benchmark that failed fails the run however small
        assert run_all.rows(outcome("", "a", failure="FAILED (exit 1): boom"), quick=q)[0].counts


def test_run_all_exits_non_zero_on_a_goal_not_met(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "bench_fake.py"
    script.write_text("import sys\nprint(f'goal fake: {sys.argv[1]} <= 300.0 MB; spread 1.0-{sys.argv[1]} over 2 runs')\n")
    for value, status in (("299.0", 0), ("446.0", 1)):
        monkeypatch.setattr(run_all, "BENCHMARKS", (run_all.Benchmark(str(script), (value,), (value,), ("fake",)),))
        monkeypatch.setattr(sys, "argv", ["run_all.py"])
        assert run_all.main() == status
        table = capsys.readouterr().out
        assert f" {value}    300.0 MB   {'yes' if status == 0 else 'NO ':<4} 1.0-{value} (2)" in table


@linux_only
def test_a_database_being_generated_is_waited_for(tmp_path: Path) -> None:
    from benchmarks.bench_season import being_built

    building = tmp_path / "season.building"
    assert not being_built(building)
    (tmp_path / "season.building-wal").write_bytes(b"")
    assert being_built(building)
    old = time.time() - 3600
    os.utime(tmp_path / "season.building-wal", (old, old))
    assert not being_built(building)  # left by a build that died: generated again
