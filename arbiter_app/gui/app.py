"""Starting the window: the QApplication, the bundled fonts, Qt's own texts in the interface's
language (gui.languages), the database."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from ..i18n import language, set_language
from ..resources import resource
from ..services.database import Database, window_actor
from ..services.demo import open_demo
from .languages import install_qt_translation
from .warm_up import WarmUp, settle_memory, write_path_steps

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf")


def install_fonts(app: QApplication) -> None:
    """Register the bundled Unicode font and make it the default, so ř, ů, ě, Ľ, ß show right
    on any machine, whatever fonts it has (ENVIRONMENT.md gotcha 2)."""
    families = set()
    for name in FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(resource("fonts", name)))
        families.update(QFontDatabase.applicationFontFamilies(font_id))
    if "DejaVu Sans" in families:
        app.setFont(QFont("DejaVu Sans", 9))


def application() -> QApplication:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Arbiter workstation")
    install_fonts(app)  # type: ignore[arg-type]
    install_qt_translation(language())
    return app  # type: ignore[return-value]


def run_gui(db_target: str | None = None, demo: bool = False, lang: str | None = None, screenshot: Path | None = None) -> int:
    """Open the window. With `screenshot`, save a picture of the window once it has painted and quit:
    a start that needs no screen (the bundle's check where there is no X server: Windows, macOS)."""
    if lang:
        set_language(lang)
    app = application()
    from .main_window import MainWindow

    actor = window_actor()  # this window's undo takes back its own actions only (docs/concurrency.md)
    db = open_demo(Path(db_target) if db_target else None, actor) if demo else Database(db_target, actor)
    window = MainWindow(db)
    WarmUp(window, write_path_steps(db))  # the write path, once the window has painted
    window.show()
    QTimer.singleShot(0, settle_memory)
    if screenshot is None:  # what is due today, once the window has painted (docs/running-event.md)
        QTimer.singleShot(300, lambda: _show_desk(window))
    if screenshot is not None:

        def save_and_quit() -> None:
            window.grab().save(str(screenshot))
            app.quit()

        QTimer.singleShot(2000, save_and_quit)
    status = app.exec()
    window.db.close()  # its last connection closed: SQLite folds the journal into the file (another program copying it gets it whole)
    return status


def _show_desk(window: object) -> None:
    from .running.desk_view import show_at_start  # not at start: the window paints first

    show_at_start(window)  # type: ignore[arg-type]
