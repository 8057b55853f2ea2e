"""The Tournament menu's set-up actions: New tournament (the wizard), Tournament properties (the
wizard's event and rule-set forms as a dialog), Entries and draw (late entries, removals, the draw),
Delete tournament. Every change is one service call through `window.perform`, so it is audited,
undoable and broadcast once. The actions are put in the menu by menu_actions; this module loads
when one is first triggered."""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..i18n import tr
from ..rules.draw import DrawMethod
from ..rules.model import Tournament, TournamentData
from ..services import setup, tournaments
from ..services.database import Changes, Database
from ..services.errors import USER_ERRORS, message_of
from ..services.sanction_entry import SanctionBarred
from ..services.setup import SEED_LIMIT, problem_text
from .running.sanction_override import OverrideDialog
from .lazy_import import lazy_module
from .players_view import PlayerSearch
from .form_widgets import problems_label, scrolled
from .tournament_forms import EventForm, RuleSetForm

if TYPE_CHECKING:
    from .workbench import Session
    from .new_tournament_wizard import NewTournamentWizard

# The wizard (and the norm rules it previews with) loads when first opened (docs/performance.md).
new_tournament_wizard = lazy_module("arbiter_app.gui.new_tournament_wizard")


def open_new_tournament_wizard(window: Session) -> NewTournamentWizard:
    def created(change: Changes) -> None:
        window.code = next(iter(change.tournaments))  # the new tournament is selected
        window.perform(lambda: change)

    wizard = new_tournament_wizard.NewTournamentWizard(window.db, created, window)
    wizard.open()
    return wizard


def open_with_tournament(window: Session, dialog_class: type) -> QDialog | None:
    if window.data is None:
        window.show_error(tr("gui.no_tournament"))
        return None
    dialog = dialog_class(window.db, window.data, window.perform, window)
    dialog.open()
    return dialog


def delete_current(window: Session, confirm: Callable[[str], bool] | None = None) -> None:
    """Delete the selected tournament after a confirmation (undo brings it back)."""
    if window.data is None:
        window.show_error(tr("gui.no_tournament"))
        return
    data = window.data
    question = tr("setup.delete.confirm", code=data.tournament.code, entries=len(data.entries), games=len(data.games))
    ask = confirm or (lambda text: QMessageBox.question(window, tr("setup.action.delete"), text) == QMessageBox.StandardButton.Yes)
    if ask(question):
        window.perform(lambda: setup.delete_tournament(window.db, data.tournament.code))


Perform = Callable[[Callable[[], Changes | None]], Changes | None]


class TournamentDialog(QDialog):
    """The event and rule-set forms of the wizard, editing a stored tournament."""

    def __init__(self, db: Database, data: TournamentData, perform: Perform, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self.perform = perform
        self.original = data.tournament
        self.setWindowTitle(tr("setup.edit.title") + f" — {self.original.code}")
        self.event = EventForm(self, editing=True)
        self.event.load(self.original)
        self.rules = RuleSetForm(self)
        self.rules.load(self.original)
        self.event.organiser_changed.connect(lambda organiser: self.rules.set_context(organiser, self.original.system, self.original.team_event, reset=False))
        tabs = QTabWidget()
        tabs.addTab(scrolled(self.event), tr("setup.page.event"))
        tabs.addTab(self.rules, tr("setup.page.rules"))
        self.problems = problems_label()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(self.problems)
        layout.addWidget(buttons)
        self.resize(640, 620)

    def changes(self) -> dict[str, object]:
        edited = self.rules.apply_to(self.event.apply_to(self.original))
        return {f.name: getattr(edited, f.name) for f in fields(Tournament) if getattr(edited, f.name) != getattr(self.original, f.name)}

    def accept(self) -> None:
        """Stored through the service; a refusal keeps the dialog open with the fields named."""
        try:
            change = setup.edit_tournament(self.db, self.original.code, self.changes())
        except USER_ERRORS as exc:
            self.problems.setText(message_of(exc))
            return
        super().accept()
        self.perform(lambda: change)


class EntriesDialog(QDialog):
    """Late entries and removals until the first result, and the draw of the numbers (each one
    action); once the start date has passed a note says so."""

    def __init__(self, db: Database, data: TournamentData, perform: Perform, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self.code = data.tournament.code
        self.perform = perform
        self.override_dialog: OverrideDialog | None = None
        self.setWindowTitle(tr("setup.entries.title") + f" — {self.code}")
        self.entries = QListWidget()
        self.entries.setObjectName("entries")
        self.remove = remove = QPushButton(tr("setup.button.remove_entry"))
        remove.clicked.connect(self.remove_selected)
        self.search = PlayerSearch(db, self, multi_select=True, compact=True)
        self.enter = enter = QPushButton(tr("setup.button.enter"))
        enter.setObjectName("enter")
        enter.clicked.connect(self.enter_selected)
        self.method = QComboBox()
        for method in DrawMethod:
            self.method.addItem(tr(f"setup.method.{method.value}"), method)
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_LIMIT - 1)
        self.seed.setValue(setup.new_seed())
        self.draw = draw = QPushButton(tr("setup.button.draw"))
        draw.setObjectName("draw")
        draw.clicked.connect(lambda: self.act(lambda: setup.draw(db, self.code, self.method.currentData(), self.seed.value())))
        self.problems = problems_label()
        self.started = QLabel()
        self.started.setWordWrap(True)
        right = QVBoxLayout()
        right.addWidget(self.entries)
        right.addWidget(remove)
        draw_row = QHBoxLayout()
        draw_row.addWidget(self.method)
        draw_row.addWidget(QLabel(tr("setup.seed")))
        draw_row.addWidget(self.seed)
        draw_row.addWidget(draw)
        right.addLayout(draw_row)
        left = QVBoxLayout()
        left.addWidget(self.search)
        left.addWidget(enter)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addLayout(right, 2)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.started)
        layout.addLayout(body)
        layout.addWidget(self.problems)
        layout.addWidget(close)
        self.show_entries(data)
        self.resize(900, 560)

    def show_entries(self, data: TournamentData) -> None:
        self.started.setText(setup.started_note(data.tournament))
        self.started.setVisible(bool(self.started.text()))
        self.entries.clear()
        for e in data.entries:
            self.entries.addItem(f"{e.no}. {e.name}  {e.rating or ''}")
        # A running event keeps its entries and numbers: the buttons say why they are greyed.
        closed = "\n".join(problem_text(p) for p in setup.entries_closed(data, "players"))
        for button in (self.enter, self.remove, self.draw):
            button.setEnabled(not closed)
            button.setToolTip(closed)
        self.problems.setText(closed)

    def act(self, service: Callable[[], Changes]) -> None:
        """One action; the message of a refusal stays in the dialog."""
        try:
            change = service()
        except USER_ERRORS as exc:
            self.problems.setText(message_of(exc))
            return
        self.problems.clear()
        self.perform(lambda: change)
        self.show_entries(tournaments.load(self.db, self.code))

    def enter_selected(self, override: str | None = None) -> None:
        """Enter the players chosen; a barred one asks for the reason to admit him anyway [000 §7.3–7.5]."""
        ids = self.search.selected_ids()
        try:
            change = setup.enter_players(self.db, self.code, ids, override_sanction=override)
        except SanctionBarred as barred:
            self.override_dialog = dialog = OverrideDialog(barred.barred, self)
            dialog.accepted.connect(lambda: self.act(lambda: setup.enter_players(self.db, self.code, ids, override_sanction=dialog.reason())))
            dialog.open()
            return
        except USER_ERRORS as exc:
            self.problems.setText(message_of(exc))
            return
        self.act(lambda: change)

    def remove_selected(self) -> None:
        row = self.entries.currentRow()
        if row >= 0:
            self.act(lambda: setup.remove_entry(self.db, self.code, row + 1))
