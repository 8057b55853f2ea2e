"""The print dialog opens large enough to read its preview on a 1366×768 screen at 100 % and 150 %:
the screen's available height, the page about 700 pixels wide beside the options (its text readable),
and as large as the arbiter left it the next time. Run in a
process of its own per screen (Qt reads its screen once per process), as tests/gui/test_screens.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
CHECK = """
import json, os, sys
from PySide6.QtCore import QSettings
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, os.environ["TEST_SETTINGS"])
from PySide6.QtWidgets import QApplication
from arbiter_app.gui import print_actions
from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.services.database import Database
from arbiter_app.services.demo import fill_demo
from arbiter_app.i18n import set_language

app = QApplication(sys.argv[:1])
install_fonts(app)
set_language(sys.argv[2])
db = Database(sys.argv[1])
fill_demo(db)
window = MainWindow(db)
window.show()
window.tournament_list.select("CZE/Jubilee/M1")
seen = []
for turn in range(2):
    dialog = print_actions.open_print_dialog(window, "start-list")
    for _ in range(20):
        app.processEvents()
    seen.append({"size": [dialog.width(), dialog.height()], "frame": dialog.frameGeometry().getRect(),
                 "area": dialog.screen().availableGeometry().getRect(), "page_width": dialog.pages.viewport().width()})
    dialog.grab().save(os.environ["SHOT"] + f"-{turn}.png")
    if turn == 0:
        dialog.resize(dialog.width() - 100, dialog.height() - 60)  # the arbiter makes it smaller
    dialog.reject()
print(json.dumps(seen))
db.close()
"""


@pytest.mark.parametrize("scale", ["1", "1.5"])
def test_the_print_dialog_opens_readable_on_a_small_screen(tmp_path, scale):
    (tmp_path / "screen.json").write_text(json.dumps({"screens": [
        {"name": "S1", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    shot = os.environ.get("ARBITER_SCREENSHOTS", str(tmp_path))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen:configfile=screen.json", "QT_SCALE_FACTOR": scale,
           "QT_FORCE_STDERR_LOGGING": "1", "TEST_SETTINGS": str(tmp_path / "settings"),
           "SHOT": str(Path(shot) / f"print-dialog-{scale}"),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    run = subprocess.run([sys.executable, "-c", CHECK, str(tmp_path / "demo.sqlite"), "en"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    first, again = json.loads(run.stdout.strip().splitlines()[-1])
    x, y, width, height = first["area"]
    fx, fy, fw, fh = first["frame"]
    assert x <= fx and y <= fy and fx + fw <= x + width and fy + fh <= y + height  # inside the screen
    assert first["size"][1] >= height - 60  # the screen's height, less its frame
    assert first["page_width"] >= min(700, width - 400)  # an A4 page's text readable beside the options
    assert again["size"] == [first["size"][0] - 100, first["size"][1] - 60]  # as the arbiter left it
