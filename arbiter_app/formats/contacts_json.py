"""The players' contacts in the JSON exchange file: a player's optional object `contact`, with the
keys `email`, `address` (lines separated by "\\n"), `phone` and `consent` (YYYY-MM-DD or null), written
only for a player who has contacts (docs/exchange-format.md; personal data: docs/player-register.md).

A file without them (written before, or by another program) imports as it did. Each contact is
checked by the register's rules (rules.contacts), every problem named by its JSON path, so that a
file with a bad contact is refused whole like any other bad field.
"""

from __future__ import annotations

from datetime import date
from typing import Any, Mapping

from ..i18n import tr
from ..rules.contacts import CONTACT_FIELDS, Contact, contact_from_texts
from .problems import Problem

KEY = "contact"


def contact_object(contact: Contact) -> dict[str, Any]:
    """A contact as JSON: every key, "" or null where none (also `player show --json`)."""
    return {"email": contact.email, "address": contact.address, "phone": contact.phone,
            "consent": contact.consent.isoformat() if contact.consent else None}


def write_contacts(document: dict[str, Any], contacts: Mapping[str, Contact]) -> None:
    """Put each player's contact (by his id) into his object of `document["players"]`."""
    for item in document["players"]:
        contact = contacts.get(str(item["id"]))
        if contact is not None and not contact.empty:
            item[KEY] = contact_object(contact)


def read_contacts(document: dict[str, Any], today: date) -> tuple[dict[str, Contact], list[Problem]]:
    """Player id -> contact of every player object of `document` that has one, and their problems."""
    found: dict[str, Contact] = {}
    problems: list[Problem] = []
    for i, item in enumerate(document.get("players") or ()):
        obj = item.get(KEY) if isinstance(item, dict) else None
        if obj is None:
            continue
        path = f"players[{i}].{KEY}"
        if not isinstance(obj, dict):
            problems.append(Problem(path, tr("contacts.json.not_an_object")))
            continue
        texts = {field: obj.get(field) or "" for field in CONTACT_FIELDS}
        wrong = [field for field, value in texts.items() if not isinstance(value, str)]
        problems += [Problem(f"{path}.{field}", tr("contacts.json.not_text")) for field in wrong]
        if wrong:
            continue
        contact, faults = contact_from_texts(texts, today)
        problems += [Problem(f"{path}.{p.field}", tr(p.reason.value, None, **p.values)) for p in faults]
        if contact is not None and not contact.empty:
            found[str(item.get("id"))] = contact
    return found, problems
