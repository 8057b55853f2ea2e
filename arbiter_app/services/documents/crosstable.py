"""The printed crosstable: results, points, tie-breaks with how each was computed, the notes on
withdrawals and substitutes, a team event's table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence


from ...i18n import decimal_text, tr, tr_sex
from ...reports.views import (
    CrosstableView,
    Lang,
    TeamTableView,
    TieBreakColumn,
)
from ...rules.model import Flag, TournamentData
from ...rules.ratings.seeding import rating_for_calculation
from ...rules.standings import explain
from .. import tournaments
from ..crosstable import counted, crosstable, format_number, format_points, rating_text
from ..database import Database
from ..teams import team_crosstable
from .common import category_and_average, document_language, format_date, tournament_header, norm_overview, player_line

# The renderers (ReportLab, slow to import) load when a document is printed, not with the window.
if TYPE_CHECKING:
    pass


def _withdrawal_outcome(data: TournamentData, no: int) -> str:
    """What the withdrawal did to his games, read from their flags: A, D or all C [000 §7.3–7.5]."""
    flags = [g.flag for g in data.games_of(no)]
    if Flag.ADJUDICATED in flags:
        return "adjudicate"
    if Flag.DEFAULT in flags:
        return "default"
    if flags and all(f is Flag.CANCELLED for f in flags):
        return "cancel_all"
    return "none"


def crosstable_notes(data: TournamentData, lang: Lang) -> tuple[str, ...]:
    """The lines ICCF prints under a crosstable: each withdrawal with what became of the games, each
    substitution [000 §7.7; 001 §8.7], and what a rating in brackets is."""
    notes = []
    for e in data.entries:
        if e.withdrawal is not None:
            outcome = tr_sex(f"report.note.outcome.{_withdrawal_outcome(data, e.no)}", e.player.sex, lang)
            notes.append(tr_sex("report.note.withdrawal", e.player.sex, lang, name=e.name, no=e.no,
                            date=format_date(e.withdrawal.date, lang), outcome=outcome))
    for e in data.entries:
        if e.replaces is not None:
            old = data.entry(e.replaces)
            notes.append(tr_sex("report.note.substitution", e.player.sex, lang, new=f"{e.name} ({e.no})", old=old.name, no=old.no,
                            date=format_date(e.substitute_since, lang)))
    sources = []
    for e in data.entries:
        if not rating_text(e, data).startswith("("):
            continue
        source = rating_for_calculation(e, data.tournament, data.entries)[1]
        if source not in sources:
            sources.append(source)
    if sources:
        notes.append(tr("report.note.bracketed", lang, source="; ".join(tr(f"ratings.source.{s.value}", lang) for s in sources)))
    return tuple(notes)


def _wins(data: TournamentData, no: int) -> int:
    """Wins as the rule set counts them (a default win per setting) [001 §7.2a]."""
    return int(sum(c.value for c in explain(data, no, "wins")))


def tiebreak_texts(criterion: str, values: Sequence[float | None], lang: str | None = None) -> tuple[str, ...]:
    """One column of tie-break values: head-to-head in points ("1½"), any other criterion with two
    decimals when one of its values needs them (SB "19.00", "7.75"), else whole numbers; None (a
    criterion that did not apply to the player [001 §7.2c]) is blank. Decimals in `lang`'s way
    (Czech "19,00")."""
    given = [v for v in values if v is not None]
    if criterion == "h2h":
        return tuple("" if v is None else format_points(v) for v in values)
    digits = 0 if all(float(v).is_integer() for v in given) else 2
    return tuple("" if v is None else decimal_text(v, lang, digits) for v in values)


def crosstable_of(data: TournamentData, lang: str | None = None) -> CrosstableView:
    language = document_language(data.tournament, lang)
    table = crosstable(data)
    category, average = category_and_average(norm_overview(data), data)
    criteria = [c for c in table.criteria if c != "wins"]
    lines = table.lines
    scored = counted(data)  # a team event's game within a team wins nothing, as it scores nothing

    return CrosstableView(
        header=tournament_header(data, language, category, average),
        players=tuple(player_line(data.entry(line.no), data) for line in lines),
        cells=tuple(tuple("" if c == "X" else c for c in line.cells) for line in lines),
        score=tuple(line.score for line in lines),
        wins=tuple(_wins(scored, line.no) for line in lines),
        remaining=tuple(line.remaining for line in lines),
        place=tuple(line.place.replace("-", "–") for line in lines),
        tiebreaks=tuple(column for column in (
            TieBreakColumn(c, tiebreak_texts(c, [None if c in line.not_applied else line.tiebreaks[c] for line in lines], language))
            for c in criteria
        ) if any(column.values)),  # a criterion that says nothing (H2H with no tie) is left out, as on screen
        rounds=data.tournament.rounds,
        notes=crosstable_notes(data, language),
        teams=team_table_of(data) if data.tournament.team_event else None,
    )


def team_table_of(data: TournamentData) -> TeamTableView:
    """The team crosstable as the Teams panel shows it (services.teams)."""
    table = team_crosstable(data)
    lines = table.lines
    return TeamTableView(
        names=tuple(line.name for line in lines),
        numbers=tuple(line.team for line in lines),
        cells=tuple(tuple(cell.text if cell else "" for cell in line.cells) for line in lines),
        match_points=tuple(line.match_points for line in lines),
        board_points=tuple(line.board_points for line in lines),
        boards=tuple(line.boards for line in lines),
        remaining=tuple(line.remaining for line in lines),
        place=tuple(line.place.replace("-", "–") for line in lines),
    )


def crosstable_view(db: Database, code: str, lang: str | None = None) -> CrosstableView:
    return crosstable_of(tournaments.load(db, code), lang)
