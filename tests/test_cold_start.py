"""The window's cold start imports nothing the first screen does not need (docs/performance.md): no
ReportLab, no python-chess, no subcommand module. Their import time is what benchmarks/bench_startup.py
measures; this keeps a later change from pulling them back in unnoticed."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# reportlab.lib.pagesizes (the paper sizes, a few tuples) is all the print menu needs before printing
PAPER_SIZES = {"reportlab", "reportlab.lib", "reportlab.lib.pagesizes", "reportlab.lib.units", "reportlab.local_rl_mods",
               "reportlab_mods", "reportlab.rl_settings", "reportlab.rl_config"}

START = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
QApplication.exec = lambda *a: (QTimer.singleShot(0, QApplication.quit), QApplication.processEvents(), 0)[2]
from arbiter_app.cli.main import main
main(["--demo", "--db", sys.argv[1]])
print(" ".join(sorted(sys.modules)))
"""


def test_the_window_opens_without_reportlab_chess_or_the_subcommands(tmp_path):
    env = {"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", START, str(tmp_path / "demo.sqlite")], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=True).stdout
    modules = set(out.split())
    assert "arbiter_app.gui.main_window" in modules  # the window did open
    loaded = {m for m in modules if m.split(".")[0] in ("reportlab", "chess")} - PAPER_SIZES
    subcommands = {m for m in modules if m.startswith("arbiter_app.cli.") and m != "arbiter_app.cli.main"}
    assert (loaded, subcommands) == (set(), set())
