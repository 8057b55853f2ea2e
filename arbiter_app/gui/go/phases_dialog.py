"""Tournament menu: Knockout from groups… [003 §3.1.5]. The arbiter ticks the finished groups, says
how many of each go on and which placing matches are played; the dialog previews the qualifiers in
seed order (or why they cannot be chosen yet) and creates the knockout in one service call, staying
open if it is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QSpinBox, QVBoxLayout,
)

from ...i18n import tr
from ...rules.go.groups import decisions
from ...rules.go.placing import Placing
from ...rules.model import Organiser, PairingSystem, Tournament
from ...rules.standings import default_criteria
from ...services import tournaments
from ...services.errors import USER_ERRORS, message_of
from ..lazy_import import lazy_module
from ..form_widgets import combo, required_label

# The groups' standings and the seeding load when the dialog is first used.
go_phases = lazy_module("arbiter_app.services.go.phases")

if TYPE_CHECKING:
    from ..workbench import Session


class KnockoutFromGroupsDialog(QDialog):
    def __init__(self, window: Session) -> None:
        super().__init__(window)
        self._window = window
        self.setWindowTitle(tr("go.phases.title"))
        self.code = QLineEdit()
        self.code.setObjectName("code")
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.groups = QListWidget()
        for t in tournaments.list_tournaments(window.db):
            if t.organiser is Organiser.CAGO and not t.team_event and t.system is not PairingSystem.KNOCKOUT:
                item = QListWidgetItem(f"{t.code} – {t.name}")
                item.setData(Qt.ItemDataRole.UserRole, t.code)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                self.groups.addItem(item)
        self.groups.setMinimumWidth(self.groups.sizeHintForColumn(0) + 2 * self.groups.frameWidth() + 24)  # names whole
        self.qualifiers = QSpinBox()
        self.qualifiers.setRange(1, 32)
        self.qualifiers.setValue(2)
        self.placing = combo([(tr(f"setup.go.placing.{p.value}"), p.value) for p in Placing])
        self.ahead = QLineEdit()
        self.ahead.setObjectName("ahead")
        self.ahead.setPlaceholderText("C:3, C:1")
        self.ahead.setToolTip(tr("go.phases.ahead.tip"))
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setObjectName("preview")
        form = QFormLayout()
        form.addRow(required_label("setup.field.code"), self.code)
        form.addRow(required_label("setup.field.name"), self.name)
        form.addRow(tr("go.phases.groups"), self.groups)
        form.addRow(tr("go.phases.qualifiers"), self.qualifiers)
        form.addRow(tr("go.phases.ahead"), self.ahead)
        form.addRow(tr("setup.go.placing"), self.placing)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.create)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.preview)
        layout.addWidget(buttons)
        self.groups.itemChanged.connect(lambda _item: self.show_preview())
        self.qualifiers.valueChanged.connect(lambda _value: self.show_preview())
        self.ahead.textChanged.connect(lambda _text: self.show_preview())
        self.show_preview()

    def chosen(self) -> list[str]:
        items = [self.groups.item(k) for k in range(self.groups.count())]
        return [i.data(Qt.ItemDataRole.UserRole) for i in items if i.checkState() == Qt.CheckState.Checked]

    def decided(self) -> dict[str, list[int]]:
        return decisions(self.ahead.text().replace(";", ",").split(",") if self.ahead.text().strip() else [])

    def show_preview(self) -> None:
        """The qualifiers in seed order with where each comes from, or why there are none yet."""
        if not self.chosen():
            self.preview.setText(tr("go.phases.choose"))
            return
        try:
            seeded = go_phases.group_qualifiers(self._window.db, self.chosen(), self.qualifiers.value(), self.decided())
        except USER_ERRORS as exc:
            self.preview.setText(message_of(exc))
            return
        lines = [f"{k}. {q.name} ({q.label})" for k, q in enumerate(seeded, start=1)]
        self.preview.setText(tr("go.phases.seeds") + "\n" + "\n".join(lines))

    def create(self) -> None:
        organiser, system = Organiser.CAGO, PairingSystem.KNOCKOUT
        placing = self.placing.currentData()
        t = Tournament(self.code.text().strip(), self.name.text().strip(), organiser=organiser, system=system,
                       tiebreaks=default_criteria(organiser, system, False),
                       settings={} if placing == Placing.NONE.value else {"go_placing": placing})
        change = self._window.perform(
            lambda: go_phases.knockout_from_groups(self._window.db, t, self.chosen(), self.qualifiers.value(),
                                                   self.decided()))
        if change is not None:
            self._window.code = t.code  # the new final is selected
            self._window.reload_tournaments()
            self.accept()
