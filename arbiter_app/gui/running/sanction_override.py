"""The question an entry of a barred player asks [000 §7.3–7.5; 001 §8.3–8.5]: the bar named with its
event and its end, and the arbiter's reason to admit him anyway, or Cancel. The reason goes with the
entry to the set-up service (`override_sanction`), which keeps it on the bar in the entry's batch."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...i18n import tr
from ...services.sanction_entry import barred_text
from ..greyed import say_why


class OverrideDialog(QDialog):
    """`barred`: (player id, name, bar) each, as services.entry_checks.sanction_check gives them.
    Opened with `open()` (a window-modal sheet, never a blocking loop); `reason()` once accepted."""

    def __init__(self, barred: Sequence[tuple[str, str, Any]], parent: QWidget | None = None):
        super().__init__(parent)
        self.barred = tuple(barred)
        self.setObjectName("sanction-override")
        self.setWindowTitle(tr("sanctions.gui.override.title"))
        self.text = QLabel("\n\n".join(barred_text(name, bar) for _pid, name, bar in self.barred))
        self.text.setWordWrap(True)
        question = QLabel(tr("sanctions.gui.override.question"))
        question.setWordWrap(True)
        self.reason_field = QLineEdit()
        self.reason_field.setObjectName("override-reason")
        self.reason_field.setPlaceholderText(tr("sanctions.gui.override.placeholder"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(tr("sanctions.gui.override.enter"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(question)
        layout.addWidget(self.reason_field)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.reason_field.textChanged.connect(lambda _t: self._enable())
        self._enable()
        self.resize(560, 220)

    def _enable(self) -> None:
        self.ok.setEnabled(bool(self.reason()))
        say_why(self.ok, tr("sanctions.gui.override.no_reason"))

    def reason(self) -> str:
        return self.reason_field.text().strip()

    def player_ids(self) -> list[str]:
        return [pid for pid, _name, _bar in self.barred]
