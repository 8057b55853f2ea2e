"""Choosing the entries of a new tournament: players picked from the register (search as you type),
or new players added inline (stored only with the tournament); for a team event, teams with their
players in board order, each team with its captain and federation (typed in place on its row), and
its reserves: players without a board, from whom substitutes come [SKŠ §7.7a; ICCF §8.7b].

A player a sanction bars from entering [SKŠ §7.3–7.5; ICCF §8.3–8.5] is added only once the arbiter
gives his reason in a dialog naming the bar (gui.running.sanction_override), or not at all; the
reasons go with the tournament to the service, and the bonds owed are said below the entries."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import tr
from ..rules.model import Player, Tournament
from ..services import players as register
from ..services.entry_checks import sanction_check
from ..services.database import Database
from ..services.setup import TeamSpec
from .players_view import PlayerDialog, PlayerSearch
from .running.sanction_override import OverrideDialog

ID_ROLE = Qt.ItemDataRole.UserRole
RESERVE_ROLE = Qt.ItemDataRole.UserRole + 1
"""Set on a team's child that is a reserve, not a board."""
NAME, CAPTAIN, FEDERATION = range(3)
"""Columns of the teams tree; a player's row spans them all."""


class EntriesEditor(QWidget):
    """The register's search on the left; the entries (or the teams) on the right."""

    def __init__(self, db: Database, parent: QWidget | None = None):
        super().__init__(parent)
        self.db = db
        self._new: dict[str, Player] = {}
        self.tournament: Tournament | None = None
        """The event being set up: whose rules say whether sanctions bar an entry (set by the wizard)."""
        self.overrides: dict[str, str] = {}
        """Player id -> the arbiter's reason to enter him despite a bar."""
        self.override_dialog: OverrideDialog | None = None
        self.search = PlayerSearch(db, self, multi_select=True, compact=True)
        self.search.chosen.connect(self.add_ids)
        add = QPushButton(tr("setup.button.add") + " →")
        add.setObjectName("add-entries")
        add.clicked.connect(lambda: self.add_ids(self.search.selected_ids()))
        self.add_reserve = QPushButton(tr("setup.button.add_reserve") + " →")
        self.add_reserve.setObjectName("add-reserve")
        self.add_reserve.clicked.connect(lambda: self.add_ids(self.search.selected_ids(), reserve=True))
        new = QPushButton(tr("setup.button.new_player"))
        new.setObjectName("new-player")
        new.clicked.connect(self.new_player)
        left = QVBoxLayout()
        left.addWidget(self.search)
        buttons = QHBoxLayout()
        buttons.addWidget(new)
        buttons.addStretch(1)
        buttons.addWidget(self.add_reserve)
        buttons.addWidget(add)
        left.addLayout(buttons)

        self.entries = QListWidget()
        self.entries.setObjectName("entries")
        self.entries.setDragDropMode(QListWidget.DragDropMode.InternalMove)
        self.count = QLabel()
        remove = QPushButton(tr("setup.button.remove"))
        remove.clicked.connect(self.remove_selected)
        individual = QWidget()
        column = QVBoxLayout(individual)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.count)
        column.addWidget(self.entries)
        column.addWidget(remove)

        self.teams_tree = QTreeWidget()
        self.teams_tree.setObjectName("teams")
        self.teams_tree.setHeaderLabels([tr("setup.team.name"), tr("setup.team.captain"), tr("setup.team.federation")])
        header = self.teams_tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(FEDERATION, QHeaderView.ResizeMode.ResizeToContents)
        self.teams_tree.setColumnWidth(CAPTAIN, 130)
        self.teams_tree.itemChanged.connect(self._capitals)
        add_team = QPushButton(tr("setup.button.add_team"))
        add_team.setObjectName("add-team")
        add_team.clicked.connect(lambda: self.add_team(tr("setup.team") + f" {self.teams_tree.topLevelItemCount() + 1}"))
        remove_team = QPushButton(tr("setup.button.remove"))
        remove_team.clicked.connect(self.remove_selected)
        team_widget = QWidget()
        team_column = QVBoxLayout(team_widget)
        team_column.setContentsMargins(0, 0, 0, 0)
        team_column.addWidget(QLabel(tr("setup.team.boards")))
        team_column.addWidget(self.teams_tree)
        hint = QLabel(tr("setup.team.edit_hint"))
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #555;")
        team_column.addWidget(hint)
        team_buttons = QHBoxLayout()
        team_buttons.addWidget(add_team)
        team_buttons.addWidget(remove_team)
        team_column.addLayout(team_buttons)

        self.stack = QStackedWidget()
        self.stack.addWidget(individual)
        self.stack.addWidget(team_widget)
        self.sanction_notes = QLabel()
        self.sanction_notes.setObjectName("sanction-notes")
        self.sanction_notes.setWordWrap(True)
        self.sanction_notes.setStyleSheet("color: #7a4d00;")
        right = QVBoxLayout()
        right.addWidget(self.stack, 1)
        right.addWidget(self.sanction_notes)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)
        self.entries.model().rowsInserted.connect(self._count)
        self.entries.model().rowsRemoved.connect(self._count)
        self._count()

    # --- what the wizard reads --------------------------------------------------------------------
    def set_team_event(self, team_event: bool) -> None:
        self.stack.setCurrentIndex(1 if team_event else 0)
        self.add_reserve.setVisible(team_event)

    def team_event(self) -> bool:
        return self.stack.currentIndex() == 1

    def player_ids(self) -> list[str]:
        if self.team_event():
            return []
        return [self.entries.item(i).data(ID_ROLE) for i in range(self.entries.count())]

    def teams(self) -> list[TeamSpec]:
        if not self.team_event():
            return []
        specs = []
        for i in range(self.teams_tree.topLevelItemCount()):
            item = self.teams_tree.topLevelItem(i)
            children = [item.child(j) for j in range(item.childCount())]
            boards = tuple(c.data(0, ID_ROLE) for c in children if not c.data(0, RESERVE_ROLE))
            reserves = tuple(c.data(0, ID_ROLE) for c in children if c.data(0, RESERVE_ROLE))
            specs.append(TeamSpec(item.text(NAME).strip(), boards, item.text(FEDERATION).strip().upper(),
                                  item.text(CAPTAIN).strip(), reserves))
        return specs

    def new_players(self) -> list[Player]:
        used = set(self.player_ids()) | {pid for team in self.teams() for pid in (*team.player_ids, *team.reserves)}
        return [p for pid, p in self._new.items() if pid in used]

    def reorder(self, keys: list) -> None:  # type: ignore[type-arg]
        """The order given: player ids (individual) or the teams' present indexes (team event)."""
        if self.team_event():
            items = [self.teams_tree.takeTopLevelItem(0) for _ in range(self.teams_tree.topLevelItemCount())]
            for index in keys:
                self.teams_tree.addTopLevelItem(items[index])
                items[index].setExpanded(True)
                for j in range(items[index].childCount()):  # a row's span is the view's: set it again
                    items[index].child(j).setFirstColumnSpanned(True)
        else:
            items = {self.entries.item(i).data(ID_ROLE): self.entries.item(i).text() for i in range(self.entries.count())}
            self.entries.clear()
            for pid in keys:
                self._add_item(pid, items[pid])

    # --- editing ----------------------------------------------------------------------------------
    def _label(self, player: Player) -> str:
        rating = f"  {player.rating}" if player.rating is not None else ""
        return f"{player.name}  ({player.id}, {player.federation}){rating}"

    def _add_item(self, pid: str, text: str) -> None:
        item = QListWidgetItem(text)
        item.setData(ID_ROLE, pid)
        self.entries.addItem(item)

    def _player(self, pid: str) -> Player:
        return self._new.get(pid) or register.get(self.db, pid)

    def add_ids(self, ids: list[str], reserve: bool = False) -> None:
        """Enter the players `ids`; in a team event on the boards of the team chosen, or (`reserve`)
        as its reserves. Those a sanction bars wait for the arbiter's reason (`override_dialog`):
        entered with it, left out on Cancel; the others are entered at once."""
        barred = [b for b in self.sanctions_of(ids)[0] if b[0] not in self.overrides] if not reserve else []
        if barred:
            waiting = {pid for pid, _name, _bar in barred}
            if free := [pid for pid in ids if pid not in waiting]:
                self._add_ids(free)
            self.override_dialog = dialog = OverrideDialog(barred, self)
            dialog.accepted.connect(lambda: self._overridden(dialog))
            dialog.open()
            return
        self._add_ids(ids, reserve)

    def _overridden(self, dialog: OverrideDialog, add: bool = True) -> None:
        self.overrides.update({pid: dialog.reason() for pid in dialog.player_ids()})
        if add:
            self._add_ids(dialog.player_ids())
        else:
            self.show_sanction_notes()

    def ask_unconfirmed(self) -> bool:
        """Ask the reason for each entrant barred without one (the event's rules changed since he was
        added): True while the question is open, so that the page waits for it."""
        barred = [b for b in self.sanctions_of(self._entrant_ids())[0] if b[0] not in self.overrides]
        if not barred:
            return False
        self.override_dialog = dialog = OverrideDialog(barred, self)
        dialog.accepted.connect(lambda: self._overridden(dialog, add=False))
        dialog.open()
        return True

    def _entrant_ids(self) -> list[str]:
        return self.player_ids() or [pid for team in self.teams() for pid in team.player_ids]

    def sanctions_of(self, ids: list[str]) -> tuple[list[tuple[str, str, Any]], list[str]]:
        """The bars refusing `ids` today and the bonds they owe (services.entry_checks.sanction_check)."""
        if self.tournament is None:
            return [], []
        return sanction_check(self.db, self.tournament, [self._player(pid) for pid in ids])

    def show_sanction_notes(self) -> list[str]:
        """Below the entries: each entrant admitted despite a bar, with the reason, and each bond owed."""
        barred, bonds = self.sanctions_of(self._entrant_ids())
        notes = [tr("sanctions.gui.admitted", name=name, reason=self.overrides[pid]) for pid, name, _bar in barred if pid in self.overrides]
        self.sanction_notes.setText("\n".join(notes + bonds))
        return notes + bonds

    def _add_ids(self, ids: list[str], reserve: bool = False) -> None:
        if self.team_event():
            team = self._current_team()
            if team is None:
                team = self.add_team(tr("setup.team") + f" {self.teams_tree.topLevelItemCount() + 1}")
            for pid in ids:
                player = self._player(pid)
                label = self._label(player)
                child = QTreeWidgetItem([tr("setup.team.reserve", player=label) if reserve else label])
                child.setData(0, ID_ROLE, pid)
                child.setData(0, RESERVE_ROLE, reserve)
                boards = sum(1 for j in range(team.childCount()) if not team.child(j).data(0, RESERVE_ROLE))
                team.insertChild(team.childCount() if reserve else boards, child)  # the reserves below the boards
                child.setFirstColumnSpanned(True)
                if reserve:
                    continue
                if not team.text(FEDERATION):  # the first board's federation, until the arbiter types one
                    team.setText(FEDERATION, player.federation)
            team.setExpanded(True)
        else:
            present = set(self.player_ids())
            for pid in ids:
                if pid not in present:
                    self._add_item(pid, self._label(self._player(pid)))
                    present.add(pid)
        self.show_sanction_notes()

    def add_team(self, name: str, captain: str = "", federation: str = "") -> QTreeWidgetItem:
        item = QTreeWidgetItem([name, captain, federation])
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
        self.teams_tree.addTopLevelItem(item)
        self.teams_tree.setCurrentItem(item)
        return item

    def _capitals(self, item: QTreeWidgetItem, column: int) -> None:
        """A federation typed "svk" shows as it is stored: SVK."""
        if column == FEDERATION and item.text(FEDERATION) != item.text(FEDERATION).upper():
            item.setText(FEDERATION, item.text(FEDERATION).upper())

    def _current_team(self) -> QTreeWidgetItem | None:
        item = self.teams_tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        return item

    def remove_selected(self) -> None:
        if self.team_event():
            item = self.teams_tree.currentItem()
            if item is not None:
                parent = item.parent()
                (parent.removeChild(item) if parent else self.teams_tree.takeTopLevelItem(self.teams_tree.indexOfTopLevelItem(item)))
            return
        for item in self.entries.selectedItems():
            self.entries.takeItem(self.entries.row(item))

    def new_player(self) -> None:
        """A player new to the register, entered now and stored with the tournament on Finish."""
        dialog = PlayerDialog(self.db, parent=self, store=False)
        if dialog.exec() and dialog.player is not None:
            self.add_new_player(dialog.player)

    def add_new_player(self, player: Player) -> None:
        self._new[player.id] = player
        self.add_ids([player.id])

    def _count(self, *_: object) -> None:
        self.count.setText(tr("setup.entered", count=self.entries.count()))
