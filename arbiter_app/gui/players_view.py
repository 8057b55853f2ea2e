"""The player register window, and its two parts that other windows reuse:

- `PlayerSearch`: a search box over a sortable table of the register; the list follows what is typed
  (name words without diacritics, or the beginning of an id), a moment after the last key.
- `PlayerDialog`: adds or edits one player with his contacts (gui.player_contacts); a refused field
  shows its reason under the field and the dialog stays open; OK stores the player through
  services.players (one undoable action).

The register window (`PlayerRegister`) needs only the Database and the one `changed` signal: every
change it makes is broadcast there, and it refreshes on every change broadcast by others.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..i18n import tr, tr_plural
from ..rules.model import Player, RatingKind, Sex
from ..rules.names import fold
from ..rules.countries import federation_of
from ..rules.player_checks import FIELDS, ICCF_TITLES, MAX_TEXT, FieldProblem, player_texts
from ..rules.player_notes import Note, name_question
from ..services import players, results
from ..services.database import Changes, Database
from ..services.errors import USER_ERRORS, message_of
from ..services.players import LIST_LIMIT, PlayerListing, PlayerRefused
from ..services.running.contacts import ContactRefused, contact_of
from .player_contacts import ContactFields, facts_text
from .menu_actions import REGISTER_NAME
from .table_model import Column, RowsModel
from .greyed import say_why

SEARCH_DELAY_MS = 150
"""The list follows the search box this long after the last key (not on every key of a fast typist)."""
ERROR_STYLE = "color: #b00020;"
QUESTION_STYLE = "color: #7a5200;"
LEFT = Qt.AlignmentFlag.AlignLeft
SELECT_ROW = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows


def _rating_key(listing: PlayerListing) -> int:
    return -1 if listing.player.rating is None else listing.player.rating


COMPACT = ("players.field.id", "players.field.name", "players.field.federation", "players.field.title", "players.field.rating")
"""The register's columns a choice of entries needs: the table fits beside the entries at 1366×768."""


def register_columns(compact: bool = False) -> list[Column]:
    """The columns of the register: id, name, federation, title, sex, rating, rated games, kind,
    tournaments; `compact`: those of COMPACT."""
    columns = [
        Column(tr("players.field.id"), lambda r: r.player.id, align=LEFT),
        Column(tr("players.field.name"), lambda r: r.player.name, align=LEFT, sort_key=lambda r: fold(r.player.name)),
        Column(tr("players.field.federation"), lambda r: r.player.federation),
        Column(tr("players.field.title"), lambda r: r.player.title or ""),
        Column(tr("players.field.sex"), lambda r: tr(f"players.sex.short.{r.player.sex.value}"),
               tooltip=lambda r: tr(f"players.sex.{r.player.sex.value}")),
        Column(tr("players.field.rating"), lambda r: "" if r.player.rating is None else str(r.player.rating), sort_key=_rating_key),
        Column(tr("players.field.rated_games"), lambda r: str(r.player.rated_games), sort_key=lambda r: r.player.rated_games),
        Column(tr("players.field.rating_kind"), lambda r: tr(f"players.kind.{r.player.rating_kind.value}")),
        Column(
            tr("players.field.tournaments"),
            lambda r: ", ".join(r.tournaments),
            tooltip=lambda r: "\n".join(r.tournaments),
            align=LEFT,
            sort_key=lambda r: (len(r.tournaments), r.tournaments),
        ),
    ]
    return [c for c in columns if c.header in {tr(key) for key in COMPACT}] if compact else columns


class PlayerSearch(QWidget):
    """A search box over the register's table.

    `PlayerSearch(db, parent=None, *, multi_select=False, limit=LIST_LIMIT, compact=False)`: `limit`
    players are listed, `limit` more each time the list is scrolled to its end (a register of a whole
    rating list is read a page at a time); `compact`: the columns of COMPACT, for a choice of entries.
    Signals: `chosen(ids)`
    on a double-click or Enter in the search box, `selection_changed(ids)` whenever the
    selection changes. `set_excluded(ids)` hides players (e.g. those already entered), `refresh()`
    asks the register again, `selected_ids()` / `selected_players()` read the selection.
    """

    chosen = Signal(list)
    selection_changed = Signal(list)

    def __init__(self, db: Database, parent: QWidget | None = None, *, multi_select: bool = False, limit: int | None = LIST_LIMIT,
                 compact: bool = False):
        super().__init__(parent)
        self.db = db
        self.limit = limit
        self.compact = compact
        self.pages = 1
        """Pages of `limit` players listed: one more each time the list is scrolled to its end."""
        self.full = False
        self.excluded: frozenset[str] = frozenset()
        self.box = QLineEdit()
        self.box.setPlaceholderText(tr("players.search.placeholder"))
        self.box.setClearButtonEnabled(True)
        self.model = RowsModel(register_columns(compact))
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        mode = QAbstractItemView.SelectionMode.ExtendedSelection if multi_select else QAbstractItemView.SelectionMode.SingleSelection
        self.table.setSelectionMode(mode)
        self.table.horizontalHeader().setSortIndicator(1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.note = QLabel()
        self.note.setStyleSheet("color: #555;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.refresh)
        self.box.textChanged.connect(self._timer.start)
        self.box.textChanged.connect(self._first_page)
        self.table.verticalScrollBar().valueChanged.connect(self._more_at_end)
        self.box.returnPressed.connect(self._activate_current)
        self.table.doubleClicked.connect(lambda _index: self.chosen.emit(self.selected_ids()))
        self.table.selectionModel().selectionChanged.connect(lambda *_: self.selection_changed.emit(self.selected_ids()))
        self.refresh()
        self.table.resizeColumnsToContents()
        if compact:  # beside the entries: every column whole, the name takes what is left
            header = self.table.horizontalHeader()
            header.setStretchLastSection(False)
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def refresh(self) -> None:
        """List the players matching the search box again, keeping the selection where possible."""
        self._timer.stop()
        keep = set(self.selected_ids())
        wanted = None if self.limit is None else self.limit * self.pages
        limit = None if wanted is None else wanted + len(self.excluded)
        rows = [r for r in players.search(self.db, self.box.text(), limit) if r.player.id not in self.excluded]
        shown = rows[:wanted] if wanted is not None else rows
        scrolled = self.table.verticalScrollBar().value()
        self.model.set_data(register_columns(self.compact), shown)
        header = self.table.horizontalHeader()
        self.model.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())
        self.table.verticalScrollBar().setValue(scrolled)
        self.full = wanted is not None and len(rows) >= wanted
        self.note.setText(tr("players.search.first", count=len(shown)) if self.full
                          else tr_plural("players.search.count", len(shown), count=len(shown)))
        selection = self.table.selectionModel()
        for row in range(self.model.rowCount()):
            if self.model.row_object(row).player.id in keep:
                selection.select(self.model.index(row, 0), SELECT_ROW)
        self.selection_changed.emit(self.selected_ids())

    def _first_page(self) -> None:
        self.pages = 1

    def _more_at_end(self, value: int) -> None:
        """The list scrolled to its end while more players match: list the next page too."""
        if self.full and value > 0 and value == self.table.verticalScrollBar().maximum():
            self.pages += 1
            self.refresh()

    def set_excluded(self, ids: set[str] | frozenset[str] | list[str]) -> None:
        self.excluded = frozenset(ids)
        self.refresh()

    def selected_players(self) -> list[Player]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.row_object(row).player for row in rows]

    def selected_ids(self) -> list[str]:
        return [p.id for p in self.selected_players()]

    def _activate_current(self) -> None:
        """Enter in the search box: choose the selected player, or the only one listed."""
        if not self.selected_ids() and self.model.rowCount() == 1:
            self.table.selectRow(0)
        if self.selected_ids():
            self.chosen.emit(self.selected_ids())


class PlayerDialog(QDialog):
    """Adds a player (`player=None`) or edits `player`. After OK (`exec()` returns Accepted), `player`
    is the stored Player and `changes` what the service changed (for the `changed` signal)."""

    def __init__(self, db: Database, player: Player | None = None, parent: QWidget | None = None, *, store: bool = True):
        super().__init__(parent)
        self.db = db
        self.store = store  # False: only read and checked (the new-tournament wizard stores him on Finish)
        self.original = player
        self.player: Player | None = None
        self.changes: Changes | None = None
        self.asked: dict[str, str] = {}
        """The questions shown (field -> text): OK again with the same texts stores them as typed."""
        self.setWindowTitle(tr("players.dialog.edit" if player else "players.dialog.add"))
        self.inputs: dict[str, QLineEdit | QComboBox] = {}
        self.errors: dict[str, QLabel] = {}
        form = QFormLayout()
        texts = player_texts(player) if player else {"sex": Sex.MALE.value, "rating_kind": RatingKind.NONE.value, "rated_games": "0"}
        for name in FIELDS:
            widget = self._input(name, texts.get(name, ""))
            error = QLabel()
            error.setStyleSheet(ERROR_STYLE)
            error.setWordWrap(True)
            error.hide()
            cell = QVBoxLayout()
            cell.setSpacing(1)
            cell.addWidget(widget)
            cell.addWidget(error)
            form.addRow(tr(f"players.field.{name}"), cell)
            self.inputs[name], self.errors[name] = widget, error
        self.contacts = ContactFields(contact_of(db, player.id) if player else None)
        if store:  # the wizard's new player gets his contacts in the register, once stored
            self.contacts.add_to(form)
        self.general_error = QLabel()
        self.general_error.setStyleSheet(ERROR_STYLE)
        self.general_error.setWordWrap(True)
        self.general_error.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.inputs["rating"].textEdited.connect(self._follow_rating)  # type: ignore[union-attr]
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.general_error)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def _input(self, name: str, text: str) -> QLineEdit | QComboBox:
        choices: list[tuple[str, str]] = []
        if name == "title":
            choices = [("", "")] + [(t, t) for t in ICCF_TITLES]
            if text and text not in ICCF_TITLES:
                choices.append((text, text))  # an imported title the checks will refuse: shown, not lost
        elif name == "sex":
            choices = [(s.value, tr(f"players.sex.{s.value}")) for s in Sex]
        elif name == "rating_kind":
            choices = [(k.value, tr(f"players.kind.{k.value}")) for k in RatingKind]
        if choices:
            combo = QComboBox()
            for value, label in choices:
                combo.addItem(label, value)
            combo.setCurrentIndex(max(0, combo.findData(text)))
            return combo
        line = QLineEdit(text)
        if name == "federation":
            line.setPlaceholderText("CZE")
        elif name == "name":
            line.setPlaceholderText(tr("players.dialog.name_hint"))
        elif name == "rank":
            line.setPlaceholderText("5k, 2d")
        elif name == "id":  # what the register takes as an id (rules.player_checks)
            line.setPlaceholderText(tr("players.dialog.id_hint"))
            line.setToolTip(tr("players.dialog.id_tip", limit=MAX_TEXT))
        return line

    def _follow_rating(self, text: str) -> None:
        """A first rating typed makes the kind "fixed", a cleared one "none" (the arbiter may change it)."""
        kind = self.inputs["rating_kind"]
        assert isinstance(kind, QComboBox)
        if text.strip() and kind.currentData() == RatingKind.NONE.value:
            kind.setCurrentIndex(kind.findData(RatingKind.FIXED.value))
        elif not text.strip():
            kind.setCurrentIndex(kind.findData(RatingKind.NONE.value))

    def texts(self) -> dict[str, str]:
        return {
            name: widget.currentData() if isinstance(widget, QComboBox) else widget.text()
            for name, widget in self.inputs.items()
        }

    def show_problems(self, problems: list[FieldProblem]) -> None:
        """Each reason under its field (the field's label names it); the first refused field gets the focus."""
        by_field: dict[str, list[str]] = {}
        for label in self.errors.values():
            label.setStyleSheet(ERROR_STYLE)
        for problem in problems:
            by_field.setdefault(problem.field, []).append(tr(problem.reason.value, None, **problem.values))
        for name, label in self.errors.items():
            label.setText("\n".join(by_field.get(name, [])))
            label.setVisible(name in by_field)
        if problems:
            self.inputs[problems[0].field].setFocus()
        self.adjustSize()

    def questions(self) -> dict[str, str]:
        """What is asked before storing, not refused (rules.player_notes): a new name of two words or
        more without a comma ("Jan Novák": the register writes "Surname, Firstname"), a new federation
        of three letters that no table of codes knows. A one-word name is a name: not asked."""
        texts = self.texts()
        name, federation = " ".join(texts["name"].split()), texts["federation"].strip().upper()
        asked = {}
        if name_question(name) is Note.NAME_ORDER and (self.original is None or name != self.original.name):
            asked["name"] = tr(Note.NAME_ORDER.value)
        new_federation = self.original is None or federation != self.original.federation
        if len(federation) == 3 and federation.isalpha() and federation_of(federation) is None and new_federation:
            asked["federation"] = tr(Note.FEDERATION_UNKNOWN.value, code=federation)
        return asked

    def _ask(self, asked: dict[str, str]) -> None:
        """Show the questions under their fields, in the colour of a question, not of a refusal."""
        for name, label in self.errors.items():
            label.setStyleSheet(QUESTION_STYLE if name in asked else ERROR_STYLE)
            label.setText(asked.get(name, ""))
            label.setVisible(name in asked)
        self.inputs[next(iter(asked))].setFocus()
        self.adjustSize()

    def save(self) -> None:
        """Store the player through the service; on a refusal show why and stay open. A question
        (`questions`) is shown first: OK again stores the texts as typed."""
        self.general_error.hide()
        asked = self.questions()
        if asked and asked != self.asked:
            self.asked = asked
            self._ask(asked)
            return
        try:
            if self.store:
                self.player, self.changes = players.save_texts(self.db, self.texts(), self.original.id if self.original else None,
                                                               self.contacts.texts())
            else:
                self.player = players.new_player_from_texts(self.db, self.texts())
        except PlayerRefused as refused:
            self.show_problems(refused.problems)
            return
        except ContactRefused as refused:
            self.show_problems([])
            self.contacts.show_problems(refused.problems)
            return
        except USER_ERRORS as exc:
            self.show_problems([])
            self.general_error.setText(message_of(exc))
            self.general_error.show()
            return
        self.accept()


class PlayerRegister(QWidget):
    """The register: search, Add, Edit (or double-click), Delete and Undo. Every change is broadcast
    through `changed`; any change broadcast there refreshes the list."""

    def __init__(self, db: Database, changed: SignalInstance, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self.changed = changed
        self.setWindowTitle(tr("players.register.title"))
        self.setObjectName(REGISTER_NAME)  # menu_actions finds it after a language switch
        self.search = PlayerSearch(db, multi_select=False)
        self.search.chosen.connect(lambda _ids: self.edit())
        self.search.selection_changed.connect(self._enable)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for key, slot in (("add", self.add), ("edit", self.edit), ("delete", self.delete), ("undo", self.undo)):
            button = QPushButton(tr(f"players.register.{key}"))
            button.clicked.connect(slot)
            row.addWidget(button)
            self.buttons[key] = button
        row.addStretch(1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.facts = QPlainTextEdit()  # the selected player's contacts and sanctions
        self.facts.setReadOnly(True)
        self.facts.setMaximumHeight(150)
        self.search.selection_changed.connect(self._show_facts)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.facts)
        layout.addLayout(row)
        layout.addWidget(self.status)
        changed.connect(self._on_changed)
        self._enable(self.search.selected_ids())
        self.resize(1000, 640)

    def _enable(self, ids: list[str]) -> None:
        for key in ("edit", "delete"):
            say_why(self.buttons[key], tr("players.greyed.no_selection"))
        self.buttons["edit"].setEnabled(bool(ids))
        self.buttons["delete"].setEnabled(bool(ids))

    def _show_facts(self, ids: list[str]) -> None:
        self.facts.setPlainText(facts_text(self.db, ids[0]) if ids else "")

    def _on_changed(self, _change: Changes) -> None:
        self.search.refresh()

    def _run(self, service: Callable[[], Changes]) -> None:
        try:
            change = service()
        except USER_ERRORS as exc:
            self.status.setStyleSheet(ERROR_STYLE)
            self.status.setText(message_of(exc))
            return
        self._broadcast(change)

    def _broadcast(self, change: Changes) -> None:
        self.status.setStyleSheet("")
        self.status.setText(change.description)
        self.changed.emit(change)

    def open_dialog(self, player: Player | None) -> PlayerDialog:
        """The Add/Edit dialog, not yet shown (tests fill it in)."""
        return PlayerDialog(self.db, player, self)

    def add(self) -> None:
        self._finish(self.open_dialog(None))

    def edit(self) -> None:
        chosen = self.search.selected_players()
        if chosen:
            self._finish(self.open_dialog(chosen[0]))

    def _finish(self, dialog: PlayerDialog) -> None:
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.changes is not None:
            self._broadcast(dialog.changes)

    def delete(self) -> None:
        for player_id in self.search.selected_ids():
            self._run(lambda: players.delete_player(self.db, player_id))

    def undo(self) -> None:
        self._run(lambda: results.undo(self.db))


def open_register(db: Database, changed: SignalInstance, parent: QWidget) -> PlayerRegister:
    """The register window of `parent` on `db`: the open one, or a new one (a new one on the other
    database after another file was opened)."""
    register = parent.findChild(PlayerRegister)
    if register is None or register.db is not db:
        if register is not None:
            register.setParent(None)
            register.deleteLater()
        register = PlayerRegister(db, changed, parent)
        register.setWindowFlag(Qt.WindowType.Window)
    register.raise_()
    return register
