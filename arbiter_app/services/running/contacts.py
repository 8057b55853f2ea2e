"""A player's contacts in the register (docs/player-register.md, "Contacts: personal data"): save them,
one audited batch that undo takes back whole, and print start lists with them.

The checks are rules.contacts. A value typed empty clears that value; when no e-mail, address or
telephone is left, the row is deleted, its consent with it. The rows, their reading and their words
are services.contact_rows (the register's own actions write contacts inside their batches there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

from ...i18n import tr
from ...storage.driver import driver_rows
from ...storage.reading import NotFound
from ...storage.writer import Writer
from ..contact_rows import ContactRefused, contact_lines, contact_of, contacts_of, read_texts, write_contact
from ..database import Changes, Database

if TYPE_CHECKING:
    from ...reports.layout import Out, PageSize

__all__ = ["ContactRefused", "contact_lines", "contact_of", "contacts_of", "save_contact", "render_start_lists_with_contacts"]


def save_contact(db: Database, player_id: str, texts: Mapping[str, str | None]) -> Changes:
    """Change the contacts of a player of the register (field -> text, module docstring), one batch."""
    base = contact_of(db, player_id)
    contact = read_texts(texts, base)
    with db.writing() as conn:
        if not driver_rows(conn, "SELECT 1 FROM player WHERE id = ?", [player_id]):
            raise NotFound(tr("players.refused.no_id", id=player_id))
        writer = Writer(conn, "edit-contact", actor=db.actor)
        changed = write_contact(writer, player_id, contact)
    return Changes("edit-contact", frozenset(), tr("contacts.saved" if changed else "contacts.unchanged", id=player_id), writer.batch)


def render_start_lists_with_contacts(db: Database, codes: Sequence[str], out: Out, lang: str | None = None,
                                     pagesize: PageSize | None = None) -> list[str]:
    """The start lists of `codes` with the players' contacts (services.documents.start_list.
    start_list_contacts), in one PDF; the warnings (services.printing.unshown_warnings). A go event
    is refused (DocumentRefused)."""
    from reportlab.lib.pagesizes import A4

    from ...reports.start_list import render_start_lists
    from ..documents.common import DocumentRefused, writing
    from ..documents.start_list import start_list_contacts, start_list_view
    from ..printing import unshown_warnings

    views = [start_list_view(db, code, lang) for code in codes]
    if any(view.go_players for view in views):
        raise DocumentRefused(tr("contacts.start_list.go"))
    ids = [p.player_id for view in views for p in (*view.players, *(r for _t, _m, r in view.reserves))]
    contacts = contacts_of(db, ids)
    lists = [start_list_contacts(view, contacts, view.header.lang) for view in views]
    with writing(out) as target:
        return unshown_warnings(lambda: render_start_lists(views, target, pagesize=pagesize or A4, contacts=lists))
