"""Printing a document of a tournament: `render`, the one entry point the CLI and the GUI print
through, picks the document's builder (services.documents, a go event's lists in services.go.lists)
and its renderer (reports), and checks the output path first (services.output).

Each entry point returns its warnings: one for every text printed with a character that no bundled
font has (an emoji, a private-use character), naming the text and the character (docs/fonts.md).
The character is printed all the same, as an empty box: a name is never changed behind the
arbiter's back."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, Mapping, Sequence

from reportlab.lib.pagesizes import A4

from ..i18n import tr, tr_plural
from ..rules.go.event import is_go_event
from ..rules.model import Player, TournamentData
from . import tournaments
from .database import Database
from .teams import reserve_players
from .documents.common import DocumentRefused, writing
from .documents.crosstable import crosstable_of
from .documents.diploma import diploma_of
from .documents.norms import norm_report_of
from .documents.start_list import start_list_of, start_list_view
from .documents.withdrawal import withdrawal_notice_of

# The renderers (ReportLab, slow to import) load when a document is printed, not with the window.
if TYPE_CHECKING:
    from ..reports.layout import Out, PageSize


KINDS = ("start-list", "crosstable", "norms", "diploma", "withdrawal")
"""The documents `render` makes, as the CLI names them."""


def event_codes(db: Database, prefix: str) -> list[str]:
    """The codes of the groups of an event: every tournament whose code starts with `prefix`."""
    codes = sorted(t.code for t in tournaments.list_tournaments(db) if t.code.startswith(prefix))
    if not codes:
        raise DocumentRefused(tr("report.refused.no_prefix", prefix=prefix))
    return codes


def unshown_warnings(make: Callable[[], None]) -> list[str]:
    """Run `make`, which prints a document, and warn of each text it printed with characters no
    bundled font has: the text and each character's code point and name, in the interface language."""
    from ..reports.fonts import unshown_texts

    with unshown_texts() as unshown:
        make()
    return [tr_plural("report.warning.unshown", len(chars), text=text,
                      chars=", ".join(f"U+{ord(c):04X} {unicodedata.name(c, '')}".rstrip() for c in chars))
            for text, chars in unshown.items()]


def render_event_start_lists(db: Database, codes: Sequence[str], out: Out, lang: str | None = None,
                             pagesize: PageSize = A4) -> list[str]:
    """The start lists of several groups in one PDF, each from a new page, in the order given; the
    warnings (unshown_warnings). Each group is read as its pages are laid out: an event of any size
    holds one group in memory, and the file is replaced only once written whole (writing)."""
    from ..reports.start_list import render_start_lists

    views = (start_list_view(db, code, lang) for code in codes)
    with writing(out) as target:
        return unshown_warnings(lambda: render_start_lists(views, target, pagesize=pagesize))


def render(
    kind: str,
    db: Database,
    code: str,
    out: Out,
    lang: str | None = None,
    player: int | None = None,
    pagesize: PageSize = A4,
    *,
    award: str | None = None,
    place: str | None = None,
    day: date | None = None,
    force: bool = False,
) -> list[str]:
    """Print document `kind` (one of KINDS) of tournament `code` to `out` (a path or a binary file);
    the warnings (unshown_warnings). A diploma and a withdrawal notice need `player`; `award`, `place`,
    `day` and `force` (a chess award the event did not give him) are the diploma's."""
    if kind not in KINDS:
        raise DocumentRefused(tr("report.refused.unknown_kind", kind=kind, kinds=', '.join(KINDS)))
    if kind in ("diploma", "withdrawal") and player is None:
        raise DocumentRefused(tr("report.refused.needs_player", kind=kind))
    data = tournaments.load(db, code)
    if is_go_event(data.tournament) and kind == "diploma":
        from ..reports.diploma import render_diploma
        from .go.diploma import go_diploma_of  # places and categories, not chess titles

        assert player is not None
        with writing(out) as target:
            return unshown_warnings(lambda: render_diploma(go_diploma_of(db, code, player, award, lang, place, day),
                                                           target, pagesize=pagesize))
    if is_go_event(data.tournament) and kind in ("crosstable", "norms"):
        if kind == "norms":
            raise DocumentRefused(tr("report.go_no_norms"))
        return render_wall_list(db, code, out, lang)  # a go event's crosstable is its wall list [003 §3.3]
    with writing(out) as target:
        return unshown_warnings(lambda: _render(kind, data, target, lang, player, pagesize, award=award, place=place, day=day, force=force,
                                                reserves=reserve_players(db, data) if kind == "start-list" else None))


def render_wall_list(db: Database, code: str, out: Out, lang: str | None = None, after: int | None = None) -> list[str]:
    """The wall list of a go event after round `after` (default: the rounds played) [003 §3.3], what
    `go-print CODE [--after N]` and a go event's crosstable print, its path checked like any
    document's; the warnings (unshown_warnings)."""
    from .go.lists import print_wall_list

    with writing(out) as target:
        return unshown_warnings(lambda: print_wall_list(db, code, target, lang, after))


def render_pairing_list(db: Database, code: str, number: int, out: Out, lang: str | None = None,
                        pagesize: PageSize = A4, reasons: bool = False) -> list[str]:
    """The pairing list of round `number` of a go event (what `go-print CODE --round N [--reasons]`
    prints), its path checked like any document's; the warnings (unshown_warnings)."""
    from .go.lists import print_pairing_list

    with writing(out) as target:
        return unshown_warnings(lambda: print_pairing_list(db, code, number, target, lang, pagesize, reasons))


def _render(
    kind: str, data: TournamentData, out: Out, lang: str | None, player: int | None, pagesize: PageSize, *,
    award: str | None, place: str | None, day: date | None, force: bool = False, reserves: Mapping[int, Sequence[Player]] | None = None,
) -> None:
    from ..reports.crosstable import render_crosstable
    from ..reports.diploma import render_diploma
    from ..reports.norm_report import render_norm_report
    from ..reports.start_list import render_start_list
    from ..reports.withdrawal_notice import render_withdrawal_notice

    if kind == "start-list":
        render_start_list(start_list_of(data, lang, reserves), out, pagesize=pagesize)
    elif kind == "crosstable":
        render_crosstable(crosstable_of(data, lang), out, pagesize=pagesize)
    elif kind == "norms":
        render_norm_report(norm_report_of(data, lang), out, pagesize=pagesize)
    elif kind == "diploma":
        assert player is not None
        render_diploma(diploma_of(data, player, award, lang=lang, place=place, day=day, force=force), out, pagesize=pagesize)
    else:
        assert player is not None
        render_withdrawal_notice(withdrawal_notice_of(data, player, lang), out, pagesize=pagesize)
