"""Small pieces the forms and dialogs share: a combo box of (text, value) items, a date field that may
be empty, the label of a required field, the problems label under a form, a scrolled form."""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QLabel,
    QScrollArea,
    QWidget,
)

from ..i18n import tr
from ..rules.setup_checks import SetupProblem
from ..services.setup import problem_text


NO_DATE = QDate(2000, 1, 1)
"""The minimum of a date field, shown as "not set" (Qt's special-value idiom)."""


def combo(items: list[tuple[str, Any]]) -> QComboBox:
    box = QComboBox()
    for text, value in items:
        box.addItem(text, value)
    return box


def select(box: QComboBox, value: Any) -> None:
    index = box.findData(value)
    if index >= 0:
        box.setCurrentIndex(index)


def date_edit() -> QDateEdit:
    edit = QDateEdit()
    edit.setCalendarPopup(True)
    edit.setDisplayFormat(tr("format.date.qt"))
    edit.setMinimumDate(NO_DATE)
    edit.setSpecialValueText(tr("setup.field.no_date"))
    edit.setDate(NO_DATE)
    return edit


def date_of(edit: QDateEdit) -> date | None:
    value = edit.date()
    return None if value == NO_DATE else date(value.year(), value.month(), value.day())


def problems_label() -> QLabel:
    label = QLabel()
    label.setObjectName("problems")
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020;")
    return label


def required_label(key: str) -> str:
    """The label of a field the arbiter must fill: its text and an asterisk ("* required" below the form)."""
    return f"{tr(key)} *"


def scrolled(form: QWidget) -> QScrollArea:
    """`form` in a scroll area: a go event's options make the event form taller than a small screen."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setWidget(form)
    return scroll


def show_problems(label: QLabel, problems: list[SetupProblem]) -> None:
    label.setText("\n".join(problem_text(p) for p in problems))
