"""A test file's checks run on a 1366×768 screen at a given scale, in a pytest process of their own (Qt
reads its screen once per process), as tests/gui/test_screens.py runs screen_checks.py: the parent
test calls `run_on_screen`, the checks read the scale from QT_SCALE_FACTOR and skip outside the child."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
CHILD = "ARBITER_SCREEN_CHILD"
on_screen = pytest.mark.skipif(not os.environ.get(CHILD), reason="runs on a screen of its own (run_on_screen)")


def run_on_screen(tmp_path: Path, scale: str, test_file: str, shots: Path | None = None) -> None:
    """The `on_screen` tests of `test_file` on a 1366×768 screen at `scale` (see test_screens.py for
    why the screen's file is named relative to the child's folder)."""
    (tmp_path / "screen.json").write_text(json.dumps({"screens": [
        {"name": "S1", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen:configfile=screen.json", "QT_SCALE_FACTOR": scale, CHILD: "1",
           "QT_FORCE_STDERR_LOGGING": "1", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    if shots is not None:
        env["ARBITER_SHOTS"] = str(shots.resolve())
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                          "-k", "on_screen", test_file], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
