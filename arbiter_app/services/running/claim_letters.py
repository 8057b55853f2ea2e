"""Printing the director's decision letter on a claim of the register (services.documents.claim_letters
builds it, reports.letters.claim renders it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...reports.letters.claim_view import ClaimLetterView
from .. import tournaments
from ..database import Database
from ..documents.claim_letters import claim_letter_of
from ..documents.common import writing
from .claims import find_claim

if TYPE_CHECKING:
    from ...reports.layout import Out, PageSize


def claim_letter_view(db: Database, code: str, white: int, black: int, seq: int | None = None,
                      round: int | None = None, lang: str | None = None) -> ClaimLetterView:
    """The letter on claim `seq` of the game (default: its latest), in `lang` (default: the event's)."""
    claim = find_claim(db, code, white, black, seq, round).claim
    return claim_letter_of(tournaments.load(db, code), claim, lang)


def print_claim_letter(db: Database, code: str, white: int, black: int, out: Out, *, seq: int | None = None,
                       round: int | None = None, lang: str | None = None, pagesize: PageSize | None = None) -> list[str]:
    """Write the letter as a PDF to `out` (a path is written whole or not at all); the warnings of
    characters no bundled font has (services.printing.unshown_warnings)."""
    from ...reports.letters.claim import render_claim_letter
    from ..printing import unshown_warnings

    view = claim_letter_view(db, code, white, black, seq, round, lang)
    size = {} if pagesize is None else {"pagesize": pagesize}
    with writing(out) as target:
        return unshown_warnings(lambda: render_claim_letter(view, target, **size))
