"""The contacts in the register's window (docs/player-register.md, "Contacts: personal data"):

- `ContactFields`: the player dialog's e-mail, address (several lines), telephone and the consent (a
  check box and its day), read as texts for services.players.save_texts; a refused field shows its
  reason under it;
- `facts_text`: what the register shows of the selected player, read-only: his contacts and his
  sanctions (services.running.sanctions.sanction_lines).
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QCheckBox, QDateEdit, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from ..i18n import tr
from ..rules.contacts import Contact, ContactProblem
from ..services.database import Database
from ..services.running.contacts import contact_lines, contact_of
from ..services.running.sanctions import sanction_lines
from .greyed import say_why

ERROR_STYLE = "color: #b00020;"
ADDRESS_ROWS = 4
"""The address box shows this many lines (it takes up to rules.contacts.ADDRESS_LINES_MAX)."""


class ContactFields:
    """The contact inputs, added to a form by `add_to`; `texts()` what is typed (the consent ISO, or "")."""

    def __init__(self, contact: Contact | None):
        contact = contact or Contact()
        self.email = QLineEdit(contact.email)
        self.email.setPlaceholderText("jmeno@domena.cz")
        self.address = QPlainTextEdit(contact.address)
        self.address.setTabChangesFocus(True)
        self.address.setFixedHeight(self.address.fontMetrics().lineSpacing() * ADDRESS_ROWS + 12)
        self.phone = QLineEdit(contact.phone)
        self.phone.setPlaceholderText("+420 777 123 456")
        self.consented = QCheckBox(tr("contacts.gui.consent"))
        self.consented.setToolTip(tr("contacts.gui.consent_tip"))
        self.consent_day = QDateEdit(_qdate(contact.consent or date.today()))
        self.consent_day.setCalendarPopup(True)
        self.consent_day.setDisplayFormat("yyyy-MM-dd")
        self.consented.toggled.connect(self.consent_day.setEnabled)
        say_why(self.consent_day, tr("contacts.gui.consent_greyed"))
        self.consented.setChecked(contact.consent is not None)
        self.consent_day.setEnabled(contact.consent is not None)
        self.inputs: dict[str, QWidget] = {"email": self.email, "address": self.address, "phone": self.phone, "consent": self.consented}
        self.errors: dict[str, QLabel] = {}

    def add_to(self, form: QFormLayout) -> None:
        consent = QHBoxLayout()
        consent.addWidget(self.consented)
        consent.addWidget(self.consent_day)
        consent.addStretch(1)
        for name, widget in (("email", self.email), ("address", self.address), ("phone", self.phone), ("consent", consent)):
            error = QLabel()
            error.setStyleSheet(ERROR_STYLE)
            error.setWordWrap(True)
            error.hide()
            cell = QVBoxLayout()
            cell.setSpacing(1)
            if isinstance(widget, QWidget):
                cell.addWidget(widget)
            else:
                cell.addLayout(widget)
            cell.addWidget(error)
            form.addRow(tr(f"contacts.field.{name}"), cell)
            self.errors[name] = error

    def texts(self) -> dict[str, str]:
        day = self.consent_day.date()
        return {"email": self.email.text(), "address": self.address.toPlainText(), "phone": self.phone.text(),
                "consent": date(day.year(), day.month(), day.day()).isoformat() if self.consented.isChecked() else ""}

    def show_problems(self, problems: list[ContactProblem]) -> None:
        """Each reason under its field; the first refused field gets the focus (none: every one hidden)."""
        by_field: dict[str, list[str]] = {}
        for problem in problems:
            by_field.setdefault(problem.field, []).append(tr(problem.reason.value, None, **problem.values))
        for name, label in self.errors.items():
            label.setText("\n".join(by_field.get(name, [])))
            label.setVisible(name in by_field)
        if problems:
            self.inputs[problems[0].field].setFocus()


def _qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def facts_text(db: Database, player_id: str) -> str:
    """The player's contacts and sanctions, under their headings, for the register's read-only box."""
    contacts = contact_lines(contact_of(db, player_id)) or [tr("contacts.none")]
    sanctions = sanction_lines(db, player_id) or [tr("contacts.no_sanctions")]
    return "\n".join([tr("contacts.title"), *("  " + line for line in contacts), "",
                      tr("contacts.sanctions_title"), *("  " + line for line in sanctions)])
