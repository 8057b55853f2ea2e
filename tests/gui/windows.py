"""Opening the main window in GUI tests, as an arbiter would: a database, then a tournament."""

from PySide6.QtCore import Qt

from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import MainWindow


def open_window(qtbot, qapp, db, code: str) -> MainWindow:
    install_fonts(qapp)
    window = MainWindow(db)
    qtbot.addWidget(window)
    codes = [window.tournament_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(window.tournament_list.count())]
    window.tournament_list.setCurrentRow(codes.index(code))
    return window


def show_panel(window: MainWindow, kind: type):
    """The panel of class `kind`, brought to the front."""
    panel = next(window.panels.widget(i) for i in range(window.panels.count()) if isinstance(window.panels.widget(i), kind))
    window.panels.setCurrentWidget(panel)
    return panel
