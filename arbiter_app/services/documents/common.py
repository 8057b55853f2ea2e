"""What every printed document shares: its language, dates, the tournament's header, a player's
line, the category and average, and the file it is written to."""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from datetime import date
from pathlib import Path
from fractions import Fraction
from typing import TYPE_CHECKING, cast


from ...formats.norm_tables_json import default_norm_tables
from ...i18n import LANGUAGES, date_text, tr
from ...reports.views import (
    Lang,
    PlayerLine,
    TournamentHeader,
)
from ...rules.chess.categories import round_half_up
from ...rules.go.event import is_go_event
from ...rules.names import safe_file_name
from ...rules.model import Entry, Organiser, Tournament, TournamentData
from ...rules.chess.norms import NormReport, norm_report
from ...rules.ratings.seeding import rating_for_calculation
from .. import output
from ..time_control_text import printed_time_control
from ..crosstable import rating_text

# The renderers (ReportLab, slow to import) load when a document is printed, not with the window.
if TYPE_CHECKING:
    from ...reports.layout import Out


class DocumentRefused(ValueError):
    """A document that cannot be made as asked; the message says why and what to do."""


CZECH_ORGANISERS = frozenset({Organiser.SKS, Organiser.PLANET_SAH, Organiser.CAGO})
"""Organisers whose events print in Czech unless told otherwise; an ICCF event prints in English."""


def document_language(tournament: Tournament, lang: str | None = None) -> Lang:
    """`lang` when given, else the setting `language`, else Czech for an SKŠ, Planet Šah or ČAGo event
    and English for an ICCF one."""
    chosen = lang or tournament.settings.get("language") or ("cs" if tournament.organiser in CZECH_ORGANISERS else "en")
    if chosen not in LANGUAGES:
        raise DocumentRefused(tr("documents.refused.language", languages=", ".join(LANGUAGES), chosen=chosen))
    return cast(Lang, chosen)


def format_date(day: date | None, lang: Lang) -> str:
    """2025-06-01 in English, 1. 6. 2025 in Czech; "" for no date."""
    return date_text(day, lang)


def diploma_date(day: date, lang: Lang) -> str:
    """A diploma's date written out: "1 March 2027", in Czech "1. března 2027" (month in the genitive)."""
    return tr("format.date_long", lang, day=day.day, month=tr(f"format.month.{day.month}", lang), year=day.year)


def ordinal(n: int, lang: str | None = None) -> str:
    """"3rd" / "3." in `lang`."""
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return tr(f"go.ordinal.{suffix}", lang, n=n)


def player_line(entry: Entry, data: TournamentData) -> PlayerLine:
    p = entry.player
    return PlayerLine(no=entry.no, federation=p.federation, player_id=str(p.id), title=p.title or "",
                      name=p.name, rating=rating_text(entry, data))


def tournament_header(data: TournamentData, lang: Lang, category: str = "", average: int | None = None) -> TournamentHeader:
    t = data.tournament
    return TournamentHeader(
        name=t.name, code=t.code, organiser=tr(f"report.organiser.{t.organiser.value}", lang), td=t.td,
        start=format_date(t.start_date, lang), end=format_date(t.end_date, lang), time_control=printed_time_control(t, lang),
        rating_system="" if is_go_event(t) else tr(f"report.rating_system.{t.rating_system.value}", lang),
        category=category, average=average, lang=lang)


def field_average(data: TournamentData) -> int | None:
    """Average of the ratings the players count with (seeding and assumed ones included, as the MKŠ
    rule counts them [000 §5.1b]), rounded half up; None when nobody has one."""
    values = [v for e in data.entries if (v := rating_for_calculation(e, data.tournament, data.entries)[0]) is not None]
    return round_half_up(Fraction(sum(values), len(values))) if values else None


def norm_overview(data: TournamentData) -> NormReport | None:
    """The norm report of a title tournament [001 App. II], None for any other event."""
    if not data.tournament.title_tournament or not data.entries:
        return None
    return norm_report(data, default_norm_tables())


def category_and_average(report: NormReport | None, data: TournamentData) -> tuple[str, int | None]:
    if report is not None:
        return report.category or "", report.rounded_average
    return "", field_average(data)


def writing(out: Out) -> AbstractContextManager[Out]:
    """Where to render `out`: for a path, a file beside it that replaces it once written whole, the
    path checked first and a failed write named (services.output.writing); a file object as is."""
    return output.writing(out) if isinstance(out, Path) else nullcontext(out)


def default_file_name(kind: str, code: str, player: int | None = None) -> str:
    """"CZE_SF_2025-B_crosstable.pdf", "CZE_Jubilee_M1_diploma_3.pdf"."""
    return safe_file_name(f"{code}_{kind}{f'_{player}' if player is not None else ''}") + ".pdf"
