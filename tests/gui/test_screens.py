"""The window, every dialog and the print preview on a 1366×768 screen at 100 %, 125 % and 150 %
display scaling: tests/gui/screen_checks.py run in a pytest process of its own per screen (Qt reads its
screen once per process), with its settings in a folder of its own."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]


@pytest.mark.parametrize("scale", ["1", "1.25", "1.5"])
def test_everything_fits_a_1366_by_768_screen(tmp_path, scale):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "S1", "x": 0, "y": 0, "width": 1366, "height": 768,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": scale,
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    if os.environ.get("ARBITER_SHOTS"):
        env["ARBITER_SHOTS"] = os.environ["ARBITER_SHOTS"]
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                          str(ROOT / "tests" / "gui" / "screen_checks.py")],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
