"""The window's cold start imports nothing the first screen does not need (docs/performance.md): no
ReportLab, no python-chess, no subcommand module; on an existing database not even the ORM (SQLModel,
pydantic), which loads with the first change. Their import time is what benchmarks/bench_startup.py
measures; this keeps a later change from pulling them back in unnoticed."""

import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QAction

from arbiter_app.cli.main import COMMAND_MODULES
from arbiter_app.gui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent

# Prints the modules executed (a module of gui.lazy_import.lazy_module not yet used is not) and the
# names of the window's actions.
START = """
import sys, types
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
QApplication.exec = lambda *a: (QTimer.singleShot(0, QApplication.quit), QApplication.processEvents(), 0)[2]
from arbiter_app.cli.main import main
main(["--demo", "--db", sys.argv[1]])
print(" ".join(sorted(n for n, m in sys.modules.items() if type(m) is types.ModuleType)))
window = next(w for w in QApplication.topLevelWidgets() if w.inherits("QMainWindow"))
print(" ".join(a.objectName() for a in window.findChildren(QAction) if a.objectName()))
"""
# What the first screen reads without: the ORM and its tables, the write path, the exchange format
# (the demo's files are read only to create its database), and the features behind a menu.
NOT_AT_START = {
    "sqlmodel", "pydantic", "sqlalchemy.orm", "sqlalchemy.dialects.postgresql",
    "arbiter_app.storage.tables", "arbiter_app.storage.writer", "arbiter_app.formats.exchange_json",
    "arbiter_app.services.results", "arbiter_app.services.setup", "arbiter_app.services.withdrawals",
    "arbiter_app.services.players", "arbiter_app.services.teams",
    "arbiter_app.gui.setup_actions", "arbiter_app.gui.withdrawal_wizard", "arbiter_app.gui.players_view",
    "arbiter_app.gui.print_actions",
}


def start(db: Path, home: Path) -> tuple[set[str], set[str]]:
    """(the modules executed, the names of the window's actions) after `arbiter-app --demo --db db`."""
    env = {"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "HOME": str(home)}
    out = subprocess.run([sys.executable, "-c", START, str(db)], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=True).stdout.splitlines()
    return set(out[0].split()), set(out[1].split())


def test_the_window_opens_without_reportlab_chess_or_the_subcommands(tmp_path):
    modules, _actions = start(tmp_path / "demo.sqlite", tmp_path)
    assert "arbiter_app.gui.main_window" in modules  # the window did open
    loaded = {m for m in modules if m.split(".")[0] in ("reportlab", "chess")}
    subcommands = {m for m in modules if m.startswith("arbiter_app.cli.") and m.rsplit(".", 1)[1] in COMMAND_MODULES}
    assert (loaded, subcommands) == (set(), set())


def test_on_an_existing_database_the_window_opens_without_the_orm_and_with_every_action(qtbot, demo_db, tmp_path):
    db = tmp_path / "demo.sqlite"
    first, _ = start(db, tmp_path)  # creates the demo database: that stores, through the ORM
    modules, actions = start(db, tmp_path)
    assert "sqlmodel" in first and "arbiter_app.gui.main_window" in modules
    assert modules & NOT_AT_START == set()
    # the actions of the features loaded later are all in the menus, as when everything is loaded
    window = MainWindow(demo_db)
    qtbot.addWidget(window)
    every = {a.objectName() for a in window.findChildren(QAction) if a.objectName()}
    assert {"setup.action.new", "withdrawal.wizard.action", "players.register.action", "report.print"} <= every
    assert actions == every
