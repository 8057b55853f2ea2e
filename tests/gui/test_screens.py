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
    """The child runs in the test's folder and names the screen's file relative to it: Qt splits its
    platform arguments at every ':', so a Windows path (C:\\...) would reach the offscreen plugin as
    "C", a file it cannot find, and Qt would abort. The checkout comes first on the child's
    PYTHONPATH, as the working folder puts it first here. QT_FORCE_STDERR_LOGGING: without a console
    Qt on Windows writes its messages, a fatal one too, to the debugger, not to stderr."""
    (tmp_path / "screen.json").write_text(json.dumps({"screens": [
        {"name": "S1", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96,
         "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen:configfile=screen.json", "QT_SCALE_FACTOR": scale,
           "QT_FORCE_STDERR_LOGGING": "1", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    if os.environ.get("ARBITER_SHOTS"):  # a folder named from here, not from the child's working folder
        env["ARBITER_SHOTS"] = str(Path(os.environ["ARBITER_SHOTS"]).resolve())
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                          str(ROOT / "tests" / "gui" / "screen_checks.py")],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
