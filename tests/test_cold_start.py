"""The window's cold start imports nothing the first screen does not need (docs/performance.md): no
ReportLab, no python-chess, no subcommand module; on an existing database not even SQLAlchemy (the
file is read over `sqlite3`: storage.driver) or the ORM (SQLModel, pydantic), which the warm-up
(gui.warm_up) loads once the window has painted, so that the first result typed later imports nothing. Their import time is what benchmarks/bench_startup.py measures;
this keeps a later change from pulling them back into the start unnoticed."""

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QAction

from arbiter_app.cli.main import COMMAND_MODULES
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.warm_up import ORM, WRITE_PATH

ROOT = Path(__file__).resolve().parent.parent

# The real start; prints as JSON the modules executed (a module of gui.lazy_import.lazy_module not
# yet used is not) at the first turn of the event loop (the moment bench_startup.py calls the window
# usable), at the window's first paint and when the warm-up begins its first step; the names of
# the window's actions; then, once the warm-up has finished (or at once, given "at-once"), the
# modules that "1" typed on a running game (the first result) executes, and that game.
START = """
import json, os, sys, types
from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, os.environ["TEST_SETTINGS"])
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from arbiter_app.gui import warm_up
from arbiter_app.cli.main import main

def executed():
    return {n for n, m in sys.modules.items() if type(m) is types.ModuleType}
seen = {}

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and watched.inherits("QMainWindow") and "painted" not in seen:
            seen["painted"] = sorted(executed())
        return False
app = QApplication(sys.argv[:1])
first_paint = FirstPaint()
app.installEventFilter(first_paint)

def noted(step):
    def first_noted(name):
        if "warm_up_begins" not in seen:
            seen["warm_up_begins"] = sorted(executed())
            seen["painted_before_warm_up"] = "painted" in seen
        return step(name)
    return first_noted
warm_up.load, warm_up.load_aside = noted(warm_up.load), noted(warm_up.load_aside)

def window():
    return next(w for w in QApplication.topLevelWidgets() if w.inherits("QMainWindow"))

def at_start():
    import gc
    seen["start"] = sorted(executed())
    seen["collecting"] = [gc.isenabled(), gc.get_freeze_count() > 0]  # on again, the start's objects frozen
    seen["actions"] = sorted(a.objectName() for a in window().findChildren(QAction) if a.objectName())
    if sys.argv[2:] == ["at-once"]:  # typed before the warm-up has begun
        first_result()
    else:  # connected in time: the warm-up's steps begin after the first paint, one per turn of the loop
        window().findChild(warm_up.WarmUp).finished.connect(first_result)

def first_result():
    view = window().crosstable
    row, column, game = next((r, view.first_cell_column + i, g) for r, line in enumerate(view.table.lines)
                             for i, g in enumerate(line.games)
                             if g is not None and g.result.value == "*" and line.no == g.white)
    view.setCurrentIndex(view.model_.index(row, column))
    QApplication.processEvents()
    before = executed()
    seen["warmed"] = sorted(before)
    QTest.keyClick(view, Qt.Key.Key_1)
    window().repaint()
    QApplication.processEvents()
    seen["first_result"] = sorted(executed() - before)
    seen["game"] = [window().code, game.white, game.black]
    QApplication.quit()

_exec = QApplication.exec
QApplication.exec = lambda *a: (QTimer.singleShot(0, at_start), QTimer.singleShot(30000, QApplication.quit), _exec())[2]
main(["--demo", "--db", sys.argv[1]])
print(json.dumps(seen))
"""
# What the first screen reads without: SQLAlchemy, the ORM and its tables, the write path, the exchange format
# (the demo's files are read only to create its database), and the features behind a menu.
NOT_AT_START = {
    "sqlalchemy", "sqlmodel", "pydantic", "sqlalchemy.orm", "sqlalchemy.dialects.postgresql", "arbiter_app.storage.engine",
    "arbiter_app.storage.tables", "arbiter_app.storage.writer", "arbiter_app.formats.exchange_json",
    "arbiter_app.services.results", "arbiter_app.services.setup", "arbiter_app.services.withdrawals",
    "arbiter_app.services.players", "arbiter_app.services.teams",
    "arbiter_app.gui.setup_actions", "arbiter_app.gui.withdrawal_wizard", "arbiter_app.gui.players_view",
    "arbiter_app.gui.print_actions",
}


def child_env(settings: Path) -> dict[str, str]:
    """The environment of a window started for a test: this one's (Windows' programs need PATH and
    SYSTEMROOT), offscreen, the checkout first, and the window's settings in `settings` (the script
    points QSettings there: on Windows they are not found through HOME or XDG_CONFIG_HOME)."""
    return {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "TEST_SETTINGS": str(settings)}


def start(db: Path, home: Path, *args: str) -> dict:
    """What START saw in `arbiter-app --demo --db db` (given `args`), its settings in `home`."""
    env = child_env(home)
    out = subprocess.run([sys.executable, "-c", START, str(db), *args], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=True, timeout=120).stdout
    return json.loads(out.splitlines()[-1])


def test_the_window_opens_without_reportlab_chess_or_the_subcommands(tmp_path):
    seen = start(tmp_path / "demo.sqlite", tmp_path)
    modules = set(seen["start"])
    assert "arbiter_app.gui.main_window" in modules  # the window did open
    loaded = {m for m in modules if m.split(".")[0] in ("reportlab", "chess")}
    subcommands = {m for m in modules if m.startswith("arbiter_app.cli.") and m.rsplit(".", 1)[1] in COMMAND_MODULES}
    assert (loaded, subcommands) == (set(), set())


def test_on_an_existing_database_the_window_opens_without_the_orm_and_with_every_action(qtbot, demo_db, tmp_path):
    db = tmp_path / "demo.sqlite"
    first = start(db, tmp_path)  # creates the demo database: that stores, through the ORM
    seen = start(db, tmp_path)
    assert "sqlmodel" in first["start"] and "arbiter_app.gui.main_window" in seen["start"]
    assert set(seen["start"]) & NOT_AT_START == set()
    # the warm-up began only once the window had painted, and nothing of it had come in before
    assert seen["painted_before_warm_up"]
    assert set(seen["painted"]) & NOT_AT_START == set() and set(seen["warm_up_begins"]) & NOT_AT_START == set()
    # the actions of the features loaded later are all in the menus, as when everything is loaded
    window = MainWindow(demo_db)
    qtbot.addWidget(window)
    every = {a.objectName() for a in window.findChildren(QAction) if a.objectName()}
    assert {"setup.action.new", "withdrawal.wizard.action", "players.register.action", "report.print"} <= every
    assert set(seen["actions"]) == every
    assert seen["collecting"] == [True, True]


def test_after_the_warm_up_the_first_result_imports_nothing(tmp_path):
    db = tmp_path / "demo.sqlite"
    start(db, tmp_path)  # creates the demo database (and its first backups, whose names a change reads)
    seen = start(db, tmp_path)
    assert set(WRITE_PATH) | set(ORM) | {"sqlalchemy", "arbiter_app.storage.engine"} <= set(seen["warmed"])
    assert seen["first_result"] == []
    assert_stored(db, seen["game"])


def test_a_result_typed_before_the_warm_up_loads_neither_sqlalchemy_nor_the_orm(tmp_path):
    """A result is written on the driver (storage.writer): typed at once, it does not wait for the
    0.9 s of SQLAlchemy and the ORM, which undo and the other changes need."""
    db = tmp_path / "demo.sqlite"
    start(db, tmp_path)
    seen = start(db, tmp_path, "at-once")
    assert "arbiter_app.services.results" in seen["first_result"]
    assert set(seen["first_result"]) & (set(ORM) | {"sqlalchemy", "arbiter_app.storage.engine"}) == set()
    assert_stored(db, seen["game"])


def assert_stored(db: Path, game: list) -> None:
    """The keystroke did store the result: "1-0" in the game `game` (code, white, black)."""
    code, white, black = game
    with sqlite3.connect(db) as connection:
        assert connection.execute(
            "SELECT g.result FROM game g JOIN tournament t ON t.id = g.tournament_id "
            "WHERE t.code = ? AND g.white = ? AND g.black = ?", (code, white, black)).fetchall() == [("1-0",)]
