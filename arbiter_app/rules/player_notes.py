"""What is noted about a player's name and country, not refused (docs/exchange-formats.md, "Problems
and notes"): the one rule of the register, the wizard and every importer.

Not a regulation; the field's data as it is. A one-word name is a name (a FIDE list holds thousands,
online events have handles): an importer stores it and notes it. A name without a comma of two words
or more ("Jan Novák") may be "Firstname Surname" where the register writes "Surname, Firstname": the
window questions it before storing, an importer takes it as written. A federation or country is read
by rules.countries: a blank one, `XX` (no country) and a code no table knows are noted; a known code
becomes the register's federation (MY -> MAS). A note's value is its i18n key (area "players").
"""

from __future__ import annotations

import enum

from .countries import federation_of, is_no_country
from .model import Player


class Note(enum.Enum):
    ONE_WORD = "players.note.one_word"
    NAME_ORDER = "players.note.name_order"
    """Asked in the window only: "Jan Novák" may be "Firstname Surname"."""
    FEDERATION_BLANK = "players.note.federation_blank"
    NO_COUNTRY = "players.note.no_country"
    FEDERATION_UNKNOWN = "players.note.federation_unknown"


def is_one_word(name: str) -> bool:
    """Whether `name` is one word: no comma and no space inside ("Aryan", "Magnus_C")."""
    text = name.strip()
    return bool(text) and "," not in text and len(text.split()) == 1


def name_question(name: str) -> Note | None:
    """What the window asks about a typed name: NAME_ORDER for two words or more without a comma
    ("Jan Novák": did you mean "Novák, Jan"?); ONE_WORD for one word; None for "Surname, Firstname"."""
    text = name.strip()
    if not text or "," in text:
        return None
    return Note.ONE_WORD if len(text.split()) == 1 else Note.NAME_ORDER


def read_federation(code: str) -> tuple[str, Note | None]:
    """The federation the register stores for a code as a file writes it, and the note about it:
    a known code -> its federation ("MY" -> "MAS"), no note; blank -> "" and FEDERATION_BLANK; `XX`
    or `--` -> "" and NO_COUNTRY; an unknown code of three letters is kept as written (in capitals),
    any other unknown code is not kept: FEDERATION_UNKNOWN."""
    federation = federation_of(code)
    if federation is not None:
        return federation, None
    if not code.strip():
        return "", Note.FEDERATION_BLANK
    if is_no_country(code):
        return "", Note.NO_COUNTRY
    text = code.strip().upper()
    return (text if len(text) == 3 and text.isascii() and text.isalpha() else ""), Note.FEDERATION_UNKNOWN


def player_notes(player: Player, federation_as_written: str | None = None) -> list[Note]:
    """The notes about a player a file brings: a one-word name, and his federation as the file wrote
    it (`federation_as_written`; default the player's own)."""
    notes = [Note.ONE_WORD] if is_one_word(player.name) else []
    written = player.federation if federation_as_written is None else federation_as_written
    note = read_federation(written)[1]
    return notes + ([note] if note is not None else [])
