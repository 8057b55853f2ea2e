"""How to reach a player: his postal address, e-mail and telephone, each optional, and the day he
agreed that they be kept and given to his opponents (docs/player-register.md, "Contacts: personal data").

Correspondence players send their moves to each other by post or e-mail, as the event's conditions
say [001 §1.8.1: "Způsob zasílání tahů je stanoven v propozicích"; 002 "Šahovska partija": a player
is told of his opponent's move at his valid e-mail], so a start list of a postal or e-mail event
carries the players' contacts [DOMAIN §7b]. The regulations set no form for them; these are the
register's own checks, so that what is printed on a start list or an envelope can be used:
- an e-mail is one address `name@domain.cz` (a domain of at least two labels, no spaces), at most
  EMAIL_MAX characters;
- a telephone holds only digits, spaces and `+ - / ( )`, a `+` only first, at least
  PHONE_DIGITS_MIN digits, at most PHONE_MAX characters;
- a postal address is lines (an envelope's), at most ADDRESS_LINES_MAX of at most ADDRESS_LINE_MAX
  characters; blank lines are dropped;
- no text holds a control character (rules.names.forbidden_character);
- the consent is a day, not after today, and only beside a contact it covers: a contact with no
  e-mail, address or telephone left is not kept at all.

Every check returns problems as (field, reason code) pairs, as rules.player_checks does: the caller
translates the codes (i18n area "contacts") and shows each beside its field or option.
"""

from __future__ import annotations

import dataclasses
import enum
import re
from dataclasses import dataclass
from datetime import date
from typing import Mapping

from .names import forbidden_character

CONTACT_FIELDS: tuple[str, ...] = ("email", "address", "phone", "consent")
"""The fields of a Contact a person can type, in the order of the dialog and the CLI options."""
EMAIL_MAX = 254
"""The longest e-mail address that can be sent to (RFC 5321 §4.5.3.1.3, a path's 256 less its brackets)."""
PHONE_MAX = 30
PHONE_DIGITS_MIN = 3
ADDRESS_LINES_MAX = 6
"""An envelope's address: name, street, town with its postcode, country, and room for a c/o or a box."""
ADDRESS_LINE_MAX = 80
_LABEL = r"[^\W_](?:(?:[^\W_]|-)*[^\W_])?"
"""A domain's label: letters (any script) and digits, hyphens inside."""
_EMAIL = re.compile(r"[^@\s\"(),:;<>\[\\\]]+@" + _LABEL + r"(?:\." + _LABEL + r")+")
_PHONE_CHARACTERS = frozenset("0123456789 +-/()")


class ContactReason(enum.Enum):
    """Why a contact field is refused; the value is the i18n key of the message."""

    EMAIL = "contacts.problem.email"
    TOO_LONG = "contacts.problem.too_long"
    CONTROL = "contacts.problem.control"
    PHONE_CHARACTER = "contacts.problem.phone_character"
    PHONE_PLUS = "contacts.problem.phone_plus"
    PHONE_DIGITS = "contacts.problem.phone_digits"
    ADDRESS_LINES = "contacts.problem.address_lines"
    ADDRESS_LINE_LONG = "contacts.problem.address_line_long"
    DATE = "contacts.problem.date"
    CONSENT_FUTURE = "contacts.problem.consent_future"
    CONSENT_ALONE = "contacts.problem.consent_alone"


@dataclass(frozen=True)
class ContactProblem:
    field: str
    """A name from CONTACT_FIELDS."""
    reason: ContactReason
    values: Mapping[str, object] = dataclasses.field(default_factory=dict)
    """Placeholders of the message (limits, the character at fault)."""


@dataclass(frozen=True)
class Contact:
    """A player's contacts (storage.tables.ContactRow); "" where not known."""

    email: str = ""
    address: str = ""
    """The postal address, lines separated by newlines."""
    phone: str = ""
    consent: date | None = None
    """The day the player agreed that these contacts be kept and given to his opponents; None: not noted."""

    @property
    def empty(self) -> bool:
        """Nothing to reach him by: such a contact is not kept (its consent covers nothing)."""
        return not (self.email or self.address or self.phone)

    @property
    def address_lines(self) -> tuple[str, ...]:
        return tuple(self.address.split("\n")) if self.address else ()


def may_be_given(contact: Contact) -> bool:
    """Whether the contact may go on a start list to his opponents: only with his consent noted
    (docs/player-register.md: personal data are given only with consent)."""
    return contact.consent is not None and not contact.empty


def address_of(text: str) -> str:
    """An address as typed (lines by newlines, a Windows line end too) as stored: each line trimmed,
    runs of spaces made one, blank lines dropped."""
    lines = (line.strip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    return "\n".join(re.sub(" {2,}", " ", line) for line in lines if line)


def check_contact(contact: Contact, today: date) -> list[ContactProblem]:
    """Every problem of `contact`, field by field in the order of CONTACT_FIELDS (empty: fine)."""
    found = [_email_problem(contact.email), _address_problem(contact.address), _phone_problem(contact.phone)]
    problems = [p for p in found if p is not None]
    if contact.consent is not None:
        if contact.consent > today:
            problems.append(ContactProblem("consent", ContactReason.CONSENT_FUTURE, {"today": today.isoformat()}))
        elif contact.empty:
            problems.append(ContactProblem("consent", ContactReason.CONSENT_ALONE))
    return problems


def _email_problem(email: str) -> ContactProblem | None:
    if not email:
        return None
    if character := forbidden_character(email):
        return ContactProblem("email", ContactReason.CONTROL, {"character": character})
    if len(email) > EMAIL_MAX:
        return ContactProblem("email", ContactReason.TOO_LONG, {"limit": EMAIL_MAX})
    local = email.partition("@")[0]
    if not _EMAIL.fullmatch(email) or local.startswith(".") or local.endswith(".") or ".." in local:
        return ContactProblem("email", ContactReason.EMAIL, {"value": email})
    return None


def _phone_problem(phone: str) -> ContactProblem | None:
    if not phone:
        return None
    if len(phone) > PHONE_MAX:
        return ContactProblem("phone", ContactReason.TOO_LONG, {"limit": PHONE_MAX})
    wrong = next((ch for ch in phone if ch not in _PHONE_CHARACTERS), None)
    if wrong is not None:
        return ContactProblem("phone", ContactReason.PHONE_CHARACTER, {"character": forbidden_character(wrong) or wrong})
    if "+" in phone[1:]:
        return ContactProblem("phone", ContactReason.PHONE_PLUS)
    if sum(ch.isdigit() for ch in phone) < PHONE_DIGITS_MIN:
        return ContactProblem("phone", ContactReason.PHONE_DIGITS, {"least": PHONE_DIGITS_MIN})
    return None


def _address_problem(address: str) -> ContactProblem | None:
    lines = address.split("\n") if address else []
    for line in lines:
        if character := forbidden_character(line):
            return ContactProblem("address", ContactReason.CONTROL, {"character": character})
    if len(lines) > ADDRESS_LINES_MAX:
        return ContactProblem("address", ContactReason.ADDRESS_LINES, {"limit": ADDRESS_LINES_MAX})
    for number, line in enumerate(lines, 1):
        if len(line) > ADDRESS_LINE_MAX:
            return ContactProblem("address", ContactReason.ADDRESS_LINE_LONG, {"line": number, "limit": ADDRESS_LINE_MAX})
    return None


def contact_texts(contact: Contact | None) -> dict[str, str]:
    """Every field as text (what a form shows; contact_from_texts reads it back); the consent ISO."""
    c = contact or Contact()
    return {"email": c.email, "address": c.address, "phone": c.phone, "consent": c.consent.isoformat() if c.consent else ""}


def contact_from_texts(texts: Mapping[str, str], today: date, base: Contact | None = None) -> tuple[Contact | None, list[ContactProblem]]:
    """The contact described by `texts` (field -> typed text; fields left out keep `base`'s values,
    an empty text clears its field); the consent as YYYY-MM-DD. Returns (contact, []) or (None, problems)."""
    unknown = sorted(set(texts) - set(CONTACT_FIELDS))
    if unknown:
        raise ValueError(f"unknown contact field(s): {', '.join(unknown)}")
    values = contact_texts(base) | dict(texts)
    consent, problems = None, []
    if text := values["consent"].strip():
        try:
            consent = date.fromisoformat(text) if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) else None
        except ValueError:
            consent = None
        if consent is None:
            problems.append(ContactProblem("consent", ContactReason.DATE, {"value": text}))
    contact = Contact(email=values["email"].strip(), address=address_of(values["address"]),
                      phone=re.sub(" {2,}", " ", values["phone"].strip()), consent=consent)
    problems = sorted(check_contact(contact, today) + problems, key=lambda p: CONTACT_FIELDS.index(p.field))
    return (None, problems) if problems else (contact, [])
