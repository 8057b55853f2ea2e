"""The warm-up after the start (gui.warm_up): its steps wait for the window's first paint, run one per
turn of the event loop, stop with the window, and a window closed before they are done quits cleanly."""

import subprocess
import sys
import threading
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from arbiter_app.gui.warm_up import ORM, WRITE_PATH, WarmUp
from tests.test_cold_start import child_env

ROOT = Path(__file__).resolve().parents[2]


def test_the_steps_wait_for_the_first_paint_and_run_one_per_turn_of_the_event_loop(qtbot):
    done: list[str] = []

    def first() -> None:
        done.append("first")
        QTimer.singleShot(0, lambda: done.append("an event between the steps"))

    window = QWidget()
    qtbot.addWidget(window)
    warm_up = WarmUp(window, [first, lambda: done.append("second")])
    qtbot.wait(50)
    assert done == []  # not shown, not painted: nothing yet
    with qtbot.waitSignal(warm_up.finished, timeout=5000):
        window.show()
    assert done == ["first", "an event between the steps", "second"]


def test_a_step_on_a_thread_of_its_own_is_waited_for_while_the_event_loop_turns(qtbot):
    """SQLAlchemy is imported aside (warm_up.ASIDE): the next step waits for the thread, and the
    window's events are handled meanwhile."""
    done: list[str] = []
    release = threading.Event()

    def aside() -> threading.Thread:
        thread = threading.Thread(target=lambda: (release.wait(5), done.append("aside")))
        thread.start()
        QTimer.singleShot(30, lambda: (done.append("an event meanwhile"), release.set()))
        return thread

    window = QWidget()
    qtbot.addWidget(window)
    warm_up = WarmUp(window, [aside, lambda: done.append("next")])
    with qtbot.waitSignal(warm_up.finished, timeout=5000):
        window.show()
    assert done == ["an event meanwhile", "aside", "next"]


def test_a_window_destroyed_first_stops_the_warm_up(qtbot):
    done: list[str] = []
    window = QWidget()
    warm_up = WarmUp(window, [lambda: (done.append("first"), window.deleteLater()), lambda: done.append("second")])
    with qtbot.waitSignal(warm_up.destroyed, timeout=5000):
        window.show()
    qtbot.wait(50)
    assert done == ["first"]


# The window on an existing database, closed by the arbiter after the warm-up's first step; prints the
# exit status and how many steps had run.
CLOSED_EARLY = """
import os, sys
from PySide6.QtCore import QSettings, QTimer
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, os.environ["TEST_SETTINGS"])
from PySide6.QtWidgets import QApplication
from arbiter_app.gui import warm_up
from arbiter_app.cli.main import main

done = []
_load = warm_up.load
def load(name):
    _load(name)
    done.append(name)
    if len(done) == 1:
        window = next(w for w in QApplication.topLevelWidgets() if w.inherits("QMainWindow"))
        QTimer.singleShot(0, window.close)
warm_up.load = load
status = main(["--db", sys.argv[1]])
print("EXIT", status, len(done), flush=True)
"""


def test_a_window_closed_before_the_warm_up_finished_quits_cleanly(demo_db, tmp_path):
    demo_db.close()
    done = subprocess.run([sys.executable, "-c", CLOSED_EARLY, demo_db.target], cwd=ROOT, env=child_env(tmp_path),
                          capture_output=True, text=True, timeout=60)  # a hang fails here
    assert (done.returncode, "Traceback" in done.stderr) == (0, False), done.stderr
    _exit, status, steps = done.stdout.split()
    assert int(status) == 0 and 1 <= int(steps) < len(WRITE_PATH) + len(ORM)
