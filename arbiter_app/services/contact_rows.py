"""The rows of the players' contacts (table player_contact, entity "contact") and their words: read one
player's or many players' at once, read typed texts, and write a contact inside a caller's batch.

The register's own actions write the row inside their batches through `write_contact`
(services.players: a player added or edited with his contacts, deleted, his id corrected), the
exchange import through services.tournaments; services.running.contacts saves contacts alone. Kept
out of services.running, as services.sanction_rows is, because those lower services use it. Reading
goes over the driver (db.connection()), so `player show` and a start list stay quick.
"""

from __future__ import annotations

from datetime import date
from typing import Any, Callable, Mapping, Sequence

from ..formats.contacts_json import contact_object
from ..i18n import date_text, tr
from ..rules.contacts import Contact, ContactProblem, contact_from_texts, contact_texts
from ..storage.driver import driver_rows, placeholders
from ..storage.reading import IN_CHUNK
from ..storage.writer import Writer
from .database import Database

ENTITY = "contact"
_COLUMNS = ("player_id", "email", "address", "phone", "consent")


class ContactRefused(ValueError):
    """Contacts with bad fields; nothing was stored. `problems` says which field and why."""

    def __init__(self, problems: list[ContactProblem], label: Callable[[str], str] | None = None):
        """`label` names a field in the message (default: its translated name; the CLI: its option)."""
        self.problems = problems
        super().__init__(tr("contacts.refused") + ": " + "; ".join(problem_text(p, label) for p in problems))


def problem_text(problem: ContactProblem, label: Callable[[str], str] | None = None) -> str:
    name = label(problem.field) if label else tr("contacts.field." + problem.field)
    return f"{name}: {tr(problem.reason.value, None, **problem.values)}"


# --- reading ------------------------------------------------------------------------------------------


def _contact(row: Sequence[Any]) -> Contact:
    consent = row[4]
    return Contact(row[1] or "", row[2] or "", row[3] or "", date.fromisoformat(consent) if isinstance(consent, str) else consent)


def contacts_of(db: Database, player_ids: Sequence[str]) -> dict[str, Contact]:
    """The contacts of the players of `player_ids` who have any (asked in chunks: SQL limits an IN list)."""
    ids = list(dict.fromkeys(player_ids))
    found: dict[str, Contact] = {}
    with db.connection() as conn:
        for start in range(0, len(ids), IN_CHUNK):
            chunk = ids[start : start + IN_CHUNK]
            sql = f"SELECT {', '.join(_COLUMNS)} FROM player_contact WHERE player_id IN ({placeholders(len(chunk))})"
            found.update((row[0], _contact(row)) for row in driver_rows(conn, sql, chunk))
    return found


def contact_of(db: Database, player_id: str) -> Contact | None:
    """The player's contacts; None when none are kept."""
    return contacts_of(db, [player_id]).get(player_id)


def contact_lines(contact: Contact | None, lang: str | None = None) -> list[str]:
    """The contacts in words, a line each ("E-mail: ...", the address's lines indented under its label,
    the consent or that none is noted); none when none are kept."""
    if contact is None:
        return []
    lines = [f"{tr('contacts.field.email', lang)}: {contact.email}"] if contact.email else []
    if contact.address:
        first, *rest = contact.address_lines
        lines += [f"{tr('contacts.field.address', lang)}: {first}", *("    " + line for line in rest)]
    if contact.phone:
        lines.append(f"{tr('contacts.field.phone', lang)}: {contact.phone}")
    lines.append(tr("contacts.consent_on", lang, day=date_text(contact.consent, lang)) if contact.consent
                 else tr("contacts.no_consent", lang))
    return lines


# --- writing ------------------------------------------------------------------------------------------


def read_texts(texts: Mapping[str, str | None], base: Contact | None) -> Contact:
    """The contacts typed over `base` (rules.contacts.contact_from_texts); ContactRefused names every
    field at fault."""
    typed = {field: text for field, text in texts.items() if text is not None}
    kept = contact_texts(base) | typed
    if not any(kept[field].strip() for field in ("email", "address", "phone")) and not typed.get("consent", "").strip():
        typed["consent"] = ""  # every contact cleared: the consent they had goes with them
    contact, problems = contact_from_texts(typed, date.today(), base)
    if contact is None:
        raise ContactRefused(problems)
    return contact


def write_contact(writer: Writer, player_id: str, contact: Contact | None) -> bool:
    """Store `contact` as the player's in the writer's batch; None or an empty one deletes his row.
    Whether anything changed."""
    key = {"player_id": player_id}
    if contact is None or contact.empty:
        return writer.delete(ENTITY, key)
    values = contact_object(contact)
    return writer.put(ENTITY, key, {**values, "consent": contact.consent})
