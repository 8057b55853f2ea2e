"""Opening the main window in GUI tests, as an arbiter would: a database, then a tournament."""


from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import MainWindow


def open_window(qtbot, qapp, db, code: str) -> MainWindow:
    install_fonts(qapp)
    window = MainWindow(db)
    qtbot.addWidget(window)
    window.tournament_list.select(code)
    return window


def show_panel(window: MainWindow, kind: type):
    """The panel of class `kind`, brought to the front."""
    panel = next(window.panels.widget(i) for i in range(window.panels.count()) if isinstance(window.panels.widget(i), kind))
    window.panels.setCurrentWidget(panel)
    return panel


def menu_action(window: MainWindow, key: str):
    """The Tournament menu's action named `key`."""
    return next(a for a in window.tournament_menu.actions() if a.objectName() == key)


def new_go_wizard(qtbot, window: MainWindow, code: str, name: str, system, rounds: int):
    """The new-tournament wizard opened from the menu, its event page filled for a ČAGo event of
    `system` with `rounds` rounds: (wizard, the event form)."""
    from arbiter_app.gui.new_tournament_wizard import NewTournamentWizard
    from arbiter_app.rules.model import Organiser

    menu_action(window, "setup.action.new").trigger()
    wizard = window.findChild(NewTournamentWizard)
    qtbot.addWidget(wizard)
    form = wizard.event_page.form
    form.code.setText(code)
    form.name.setText(name)
    form.organiser.setCurrentIndex(form.organiser.findData(Organiser.CAGO))
    form.system.setCurrentIndex(form.system.findData(system))
    form.round_count.setValue(rounds)
    return wizard, form
