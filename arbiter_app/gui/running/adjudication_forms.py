"""The small forms of the Adjudications window: an analysis received, the adjudicator and the
deadline, the decision. Each collects its values and, on OK, hands them to the window, which performs
the step (services.running.adjudications); a refusal keeps the form open."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QComboBox, QDateEdit, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QVBoxLayout, QWidget

from ...i18n import tr
from ...rules.chess.adjudication_cases import DECISIONS, AdjudicationCase
from ...rules.model import Result

Done = Callable[[], bool]
"""Performs the form's step; False when it was refused (the form stays open)."""


def date_edit(day: date | None) -> QDateEdit:
    edit = QDateEdit(QDate(day) if day else QDate.currentDate())
    edit.setCalendarPopup(True)
    edit.setDisplayFormat(tr("format.date.qt"))
    return edit


def day_of(edit: QDateEdit) -> date:
    return edit.date().toPython()  # type: ignore[return-value]


class CaseForm(QDialog):
    """A form on one case: its fields in a form layout, OK and Cancel."""

    def __init__(self, parent: QWidget, title: str):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = QFormLayout()
        self.done_: Done = lambda: True
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._ok)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(buttons)

    def _ok(self) -> None:
        if self.done_():
            self.accept()


class AnalysisForm(CaseForm):
    """Whose analysis arrived, and when (default: today)."""

    def __init__(self, parent: QWidget, game: str):
        super().__init__(parent, tr("adjudications.gui.form.analysis", game=game))
        self.side = QComboBox()
        for side in ("white", "black"):
            self.side.addItem(tr(f"adjudications.col.{side}"), side)
        self.day = date_edit(None)
        self.form.addRow(tr("adjudications.gui.side"), self.side)
        self.form.addRow(tr("adjudications.gui.day"), self.day)


class SetForm(CaseForm):
    """The adjudicator, the deadline of the analyses and the note, as the case has them."""

    def __init__(self, parent: QWidget, game: str, case: AdjudicationCase):
        super().__init__(parent, tr("adjudications.gui.form.set", game=game))
        self.adjudicator = QLineEdit(case.adjudicator)
        self.due = date_edit(case.analyses_due)
        self.note = QLineEdit(case.note)
        self.form.addRow(tr("adjudications.gui.adjudicator"), self.adjudicator)
        self.form.addRow(tr("adjudications.gui.due"), self.due)
        self.form.addRow(tr("adjudications.gui.note"), self.note)


class DecideForm(CaseForm):
    """The result (a win or a draw [000 §7.3a]) and the day of the decision (default: today)."""

    def __init__(self, parent: QWidget, game: str, case: AdjudicationCase):
        super().__init__(parent, tr("adjudications.gui.form.decide", game=game))
        self.result = QComboBox()
        for result in DECISIONS:
            self.result.addItem(result.value, result)
        if case.decision is not None:
            self.result.setCurrentIndex(self.result.findData(case.decision))
        self.day = date_edit(case.decided)
        self.form.addRow(tr("adjudications.gui.result"), self.result)
        self.form.addRow(tr("adjudications.gui.decided_on"), self.day)

    def chosen(self) -> Result:
        return self.result.currentData()  # type: ignore[no-any-return]
