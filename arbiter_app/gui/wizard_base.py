"""What the GUI's wizards share (withdrawal, substitute, new tournament): pages that plan, one service
call on Finish, the wizard open on a refusal.

Nothing is stored before Finish. A page that needs the rules' verdict plans on Next
(`PlannedWizard.plan_or_show`): a refusal keeps the arbiter on that page with the reason. Finish runs
the wizard's `store`, one service call (one transaction with its audit entry, undoable), through the
`perform` the wizard was given; a refusal keeps the wizard open on its last page with the reason shown.
A page whose Next is greyed says why (`StepPage.why_blocked`).
"""

from __future__ import annotations

from datetime import date
from typing import Callable, TypeVar

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QAbstractItemView, QDateEdit, QLabel, QTableView, QWidget, QWizard, QWizardPage

from ..i18n import tr
from ..rules.model import Tournament
from ..services.database import Changes
from ..services.errors import USER_ERRORS, message_of
from .table_model import RowsModel
from .greyed import say_why

T = TypeVar("T")
Perform = Callable[[Callable[[], Changes]], Changes | None]
"""Runs a service: a refusal it either reports itself and returns None (the window's `perform`:
message box and status bar) or lets through."""


def error_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020; font-weight: bold;")
    return label


def read_only_table(model: RowsModel) -> QTableView:
    """A plan's rows: nothing to select or edit."""
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(20)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return view


def default_day(tournament: Tournament, today: date | None = None) -> date:
    """Today, brought inside the event's dates: an event that has ended proposes its last day, one
    not started its first, so that a wizard does not open on a date the rules refuse."""
    day = today or date.today()
    if tournament.end_date is not None and day > tournament.end_date:
        day = tournament.end_date
    if tournament.start_date is not None and day < tournament.start_date:
        day = tournament.start_date
    return day


def date_field(tournament: Tournament) -> QDateEdit:
    """A date with a calendar, starting on `default_day` of the event."""
    day = default_day(tournament)
    field = QDateEdit(QDate(day.year, day.month, day.day))
    field.setCalendarPopup(True)
    field.setDisplayFormat(tr("format.date.qt"))
    return field


def perform_showing(perform: Perform, service: Callable[[], Changes], label: QLabel, describe: Callable[[Exception], str] = message_of) -> Changes | None:
    """`perform(service)`, and the refusal (if any) also written into `label`, so the dialog that
    stays open says why."""
    failure: list[Exception] = []

    def run() -> Changes:
        try:
            return service()
        except USER_ERRORS as exc:
            failure.append(exc)
            raise

    try:
        change = perform(run)
    except USER_ERRORS:
        change = None
    label.setText(tr("withdrawal.wizard.failed", message=describe(failure[0])) if failure else "")
    return change


class PlannedWizard(QWizard):
    """A wizard whose pages plan and whose Finish stores the plan in one service call.

    A subclass gives `store` (the call) and `refusal_label` (where a refusal at Finish is shown), and
    may give `refusal_text` (a refusal in words)."""

    def __init__(self, parent: QWidget | None, perform: Perform, title: str):
        super().__init__(parent)
        self.perform = perform
        self.setWindowTitle(title)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self._explain_buttons()
        self.currentIdChanged.connect(lambda _id: self._explain_buttons())

    def _explain_buttons(self) -> None:
        """A greyed Next or Finish says why in its tooltip (the page shown's reason)."""
        for which in (QWizard.WizardButton.NextButton, QWizard.WizardButton.FinishButton):
            say_why(self.button(which), self.why_blocked)

    def why_blocked(self) -> str:
        """Why the page shown cannot go on: its own words (`StepPage.why_blocked`), else a general hint."""
        page = self.currentPage()
        why = page.why_blocked() if isinstance(page, StepPage) else ""
        return why or tr("wizard.greyed.incomplete")

    def add_pages(self, *pages: QWizardPage) -> None:
        for page in pages:
            self.addPage(page)

    def store(self) -> Changes:
        raise NotImplementedError

    def refusal_label(self) -> QLabel:
        raise NotImplementedError

    def refusal_text(self, exc: Exception) -> str:
        return message_of(exc)

    def plan_or_show(self, label: QLabel, plan: Callable[[], T]) -> T | None:
        """The plan, or None with the refusal written into `label` (the page then keeps the arbiter)."""
        label.clear()
        try:
            return plan()
        except USER_ERRORS as exc:
            label.setText(self.refusal_text(exc))
            return None

    def grow_to(self, width: int, height: int) -> None:
        """At least this size, within the screen: a page with a plan's tables needs room the first
        page's few fields do not."""
        screen = self.screen().availableGeometry()
        self.resize(min(max(self.width(), width), screen.width()), min(max(self.height(), height), screen.height() - 40))

    def accept(self) -> None:
        if perform_showing(self.perform, self.store, self.refusal_label(), self.refusal_text) is not None:
            super().accept()


class StepPage(QWizardPage):
    """A page whose Next is greyed while `why_blocked` names a reason, shown in `blocked`."""

    def __init__(self) -> None:
        super().__init__()
        self.blocked = QLabel()
        self.blocked.setWordWrap(True)
        self.blocked.setStyleSheet("color: #7a4b00;")  # what is still missing: a hint, not an error
        self.blocked.setObjectName("blocked")

    def why_blocked(self) -> str:
        return ""

    def isComplete(self) -> bool:
        # QWizard asks on every completeChanged: the reason is written where the arbiter looks.
        why = self.why_blocked()
        self.blocked.setText(why)
        return super().isComplete() and not why
