"""Printed documents from the database: the plain views of `arbiter_app.reports` filled from the
rules' results, and `render`, the one entry point the CLI and the GUI print through.

Every number comes from the rules (standings, tie-breaks, norms, seeding ratings); this module only
picks and formats. The document language is the tournament's (setting `language`; default Czech
for an SKŠ event, English otherwise) unless the caller names one. See docs/reports.md, "In the product".
"""

from __future__ import annotations

import dataclasses
import re
from contextlib import AbstractContextManager, nullcontext
from datetime import date
from pathlib import Path
from fractions import Fraction
from typing import TYPE_CHECKING, Mapping, Sequence, cast

from reportlab.lib.pagesizes import A4

from ..formats.norm_tables_json import default_norm_tables
from ..i18n import LANGUAGES, date_text, decimal_text, tr, tr_sex
from ..reports.views import (
    CrosstableView,
    DiplomaKind,
    DiplomaView,
    GameChange,
    GoPlayerLine,
    Lang,
    NormLine,
    NormReportView,
    NormRequirement,
    PlayerLine,
    Signatory,
    StartListView,
    TeamEntry,
    TeamTableView,
    TieBreakColumn,
    TournamentHeader,
    WithdrawalNoticeView,
)
from ..rules.chess.categories import round_half_up
from ..rules.names import safe_file_name
from ..rules.event_kinds import EventKind
from ..rules.go.event import GoSettings, is_go_event
from ..rules.model import Entry, Flag, Game, Organiser, Player, Result, StartNo, Tournament, TournamentData, WithdrawalReason
from ..rules.chess.norm_tables import TITLES, title_code
from ..rules.chess.norms import NormReport, norm_report, start_view
from ..rules.pairing import berger_rounds, colour_table
from ..rules.chess.qualifications import Placing
from ..rules.results import cell_text, is_remaining
from ..rules.ratings.seeding import rating_for_calculation
from ..rules.standings import explain
from ..rules.chess.titles import SksGroup, direct_titles, mks_candidates
from ..rules.chess.withdrawal import Recipient, WithdrawalRefused, plan_withdrawal
from . import output, tournaments
from .crosstable import crosstable, format_number, format_points, player_standings, rating_text
from .database import Database
from .teams import reserve_players, team_crosstable, team_names

# The renderers (ReportLab, slow to import) load when a document is printed, not with the window.
if TYPE_CHECKING:
    from ..reports.layout import Out, PageSize

KINDS = ("start-list", "crosstable", "norms", "diploma", "withdrawal")
"""The documents `render` makes, as the CLI names them."""

NORM_SUFFIX = "-norm"
"""An award code ending so is a norm diploma: "IM-norm"."""


class DocumentRefused(ValueError):
    """A document that cannot be made as asked; the message says why and what to do."""


# --- common parts ------------------------------------------------------------------------------

def document_language(tournament: Tournament, lang: str | None = None) -> Lang:
    """`lang` when given, else the setting `language`, else Czech for an SKŠ event, English otherwise."""
    chosen = lang or tournament.settings.get("language") or ("cs" if tournament.organiser is Organiser.SKS else "en")
    if chosen not in LANGUAGES:
        raise DocumentRefused(f"documents are printed in {' or '.join(LANGUAGES)}, not {chosen!r}")
    return cast(Lang, chosen)


def format_date(day: date | None, lang: Lang) -> str:
    """2025-06-01 in English, 1. 6. 2025 in Czech; "" for no date."""
    return date_text(day, lang)


def player_line(entry: Entry, data: TournamentData) -> PlayerLine:
    p = entry.player
    return PlayerLine(no=entry.no, federation=p.federation, player_id=str(p.id), title=p.title or "",
                      name=p.name, rating=rating_text(entry, data))


def _header(data: TournamentData, lang: Lang, category: str = "", average: int | None = None) -> TournamentHeader:
    t = data.tournament
    return TournamentHeader(
        name=t.name, code=t.code, organiser=tr(f"report.organiser.{t.organiser.value}", lang), td=t.td,
        start=format_date(t.start_date, lang), end=format_date(t.end_date, lang), time_control=t.time_control,
        rating_system=tr(f"report.rating_system.{t.rating_system.value}", lang),
        category=category, average=average, lang=lang)


def _field_average(data: TournamentData) -> int | None:
    """Average of the ratings the players count with (seeding and assumed ones included, as the MKŠ
    rule counts them [000 §5.1b]), rounded half up; None when nobody has one."""
    values = [v for e in data.entries if (v := rating_for_calculation(e, data.tournament, data.entries)[0]) is not None]
    return round_half_up(Fraction(sum(values), len(values))) if values else None


def _norm_overview(data: TournamentData) -> NormReport | None:
    """The norm report of a title tournament [001 App. II], None for any other event."""
    if not data.tournament.title_tournament or not data.entries:
        return None
    return norm_report(data, default_norm_tables())


def _category_and_average(report: NormReport | None, data: TournamentData) -> tuple[str, int | None]:
    if report is not None:
        return report.category or "", report.rounded_average
    return "", _field_average(data)


# --- start list ----------------------------------------------------------------------------------

def colours(data: TournamentData) -> tuple[tuple[str, ...], ...]:
    """The colour table: per row player, per opponent, "W"/"B" (double round: one letter per cycle).
    Empty for a team event. A stored game decides the colour; a pair without one takes the Berger table [001 §0.3, App. II 1a]
    with the players numbered in starting order."""
    numbers = [e.no for e in data.entries]
    rounds = data.tournament.rounds
    if len(numbers) < 2 or data.tournament.team_event:
        return ()  # a team event pairs teams; board colours follow the match [001 §8.7g]
    per_cycle = len(berger_rounds(len(numbers)))
    white: dict[tuple[frozenset[int], int], int] = {}
    for (w, b), r in colour_table(len(numbers), rounds).items():
        white[(frozenset((numbers[w - 1], numbers[b - 1])), (r - 1) // per_cycle + 1)] = numbers[w - 1]
    for g in data.games:
        white[(frozenset((g.white, g.black)), (g.round or 1) if rounds > 1 else 1)] = g.white
    return tuple(
        tuple("" if me == opp else "".join("W" if white.get((frozenset((me, opp)), c)) == me else "B"
                                           for c in range(1, rounds + 1))
              for opp in numbers)
        for me in numbers)


def start_list_of(data: TournamentData, lang: str | None = None,
                  reserves: Mapping[int, Sequence[Player]] | None = None) -> StartListView:
    """The start list as at the start: category, average and norm requirements of a title
    tournament come from the start field with every game still to play [001 App. II 4a]; a team
    event's `reserves` (services.teams.reserve_players) after each team's boards. A go event's: its
    players with rank, club and country, and its facts (go_start_list_of)."""
    language = document_language(data.tournament, lang)
    if is_go_event(data.tournament):
        return go_start_list_of(data, language)
    report = _norm_overview(start_view(data)) if data.tournament.title_tournament else None
    category, average = _category_and_average(report, data)
    norms = tuple(NormRequirement(t, report.requirements.get(t)) for t in TITLES) if report else ()
    return StartListView(header=_header(data, language, category, average),
                         players=tuple(player_line(e, data) for e in data.entries),
                         colours=colours(data), norms=norms, teams=_team_boards(data),
                         team_list=tuple(TeamEntry(t.no, t.name, t.federation, t.captain) for t in data.teams),
                         reserves=_reserve_lines(data, reserves or {}, language))


def _reserve_lines(data: TournamentData, reserves: Mapping[int, Sequence[Player]],
                   lang: Lang) -> tuple[tuple[str, str, PlayerLine], ...]:
    names = team_names(data)
    return tuple((names[team], tr_sex("team.reserve", p.sex, lang),
                  player_line(Entry(no=StartNo(0), player=p), data))
                 for team, players in reserves.items() for p in players)


def go_start_list_of(data: TournamentData, lang: Lang) -> StartListView:
    """A go event's start list: players by starting number with rank, club and country [003 §2]; the
    facts the EGD table's header carries (place, class, basic time, komi) with the system, the rounds
    and the handicap rule [003 §3.1, §4.4.3]. No rating system, colour table or norms: a go event is
    drawn round by round and makes no title norms."""
    t = data.tournament
    go = GoSettings.of(t)
    handicap = (tr("report.go.even", lang) if go.handicap_reduction is None else
                tr("report.go.handicap_rule", lang, reduction=go.handicap_reduction, most=go.handicap_max,
                   komi=decimal_text(go.handicap_komi, lang)))
    basic_time = t.settings.get("basic_time")
    facts = (
        (tr("setup.field.system", lang), tr(f"setup.system.{t.system.value}", lang)),
        (tr("report.field.rounds", lang), str(t.round_count or "")),
        (tr("setup.field.place", lang), str(t.settings.get("place") or "")),
        (tr("setup.field.egd_class", lang), str(t.settings.get("egd_class") or "")),
        (tr("setup.field.basic_time", lang), f"{basic_time} min" if basic_time else ""),
        (tr("go.komi", lang), decimal_text(go.komi, lang)),
        (tr("go.handicap", lang), handicap),
    )
    header = dataclasses.replace(_header(data, lang), rating_system="")
    players = tuple(GoPlayerLine(e.no, e.name, e.player.rank or "", e.player.club, e.player.federation)
                    for e in data.entries)
    return StartListView(header=header, players=(), go_players=players, facts=facts)


def _team_boards(data: TournamentData) -> tuple[tuple[str, int], ...]:
    """(team name, board) per entry of a team event, in entry order; () for an individual event."""
    if not data.tournament.team_event:
        return ()
    names = team_names(data)
    return tuple((names[e.team], e.board) for e in data.entries if e.team is not None and e.board is not None)


def start_list_view(db: Database, code: str, lang: str | None = None) -> StartListView:
    data = tournaments.load(db, code)
    return start_list_of(data, lang, reserve_players(db, data))


# --- crosstable ----------------------------------------------------------------------------------

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


def tiebreak_texts(criterion: str, values: Sequence[float | None]) -> tuple[str, ...]:
    """One column of tie-break values: head-to-head in points ("1½"), any other criterion with two
    decimals when one of its values needs them (SB "19.00", "7.75"), else whole numbers; None (a
    criterion that did not apply to the player [001 §7.2c]) is blank."""
    given = [v for v in values if v is not None]
    if criterion == "h2h":
        show = format_points
    elif all(float(v).is_integer() for v in given):
        show = format_number
    else:
        show = "{:.2f}".format
    return tuple("" if v is None else show(v) for v in values)


def crosstable_of(data: TournamentData, lang: str | None = None) -> CrosstableView:
    language = document_language(data.tournament, lang)
    table = crosstable(data)
    category, average = _category_and_average(_norm_overview(data), data)
    criteria = [c for c in table.criteria if c != "wins"]
    lines = table.lines

    return CrosstableView(
        header=_header(data, language, category, average),
        players=tuple(player_line(data.entry(line.no), data) for line in lines),
        cells=tuple(tuple("" if c == "X" else c for c in line.cells) for line in lines),
        score=tuple(line.score for line in lines),
        wins=tuple(_wins(data, line.no) for line in lines),
        remaining=tuple(line.remaining for line in lines),
        place=tuple(line.place.replace("-", "–") for line in lines),
        tiebreaks=tuple(column for column in (
            TieBreakColumn(c, tiebreak_texts(c, [None if c in line.not_applied else line.tiebreaks[c] for line in lines]))
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


# --- norm report ---------------------------------------------------------------------------------

def norm_report_of(data: TournamentData, lang: str | None = None) -> NormReportView:
    """Each player's highest norm made [001 §10, App. II 4e], with the numbers that prove it."""
    language = document_language(data.tournament, lang)
    report = _norm_overview(data)
    category, average = _category_and_average(report, data)
    header = _header(data, language, category, average)
    if report is None:
        return NormReportView(header=header, norms=())
    at_start = norm_report(data, default_norm_tables(), start=start_view(data))
    tables = default_norm_tables()
    norms = []
    for p in report.players:
        row = tables.row_for_games(p.games)
        if not p.made or row is None or p.category is None:
            continue
        title = p.made[0]
        requirement = tables.requirement(title, row.players, p.category)
        remarks = []
        if len(p.made) > 1:
            remarks.append(tr("report.norm.also", language, titles=", ".join(p.made[1:])))
        if report.category != at_start.category and at_start.category is not None:
            remarks.append(tr("report.norm.recalculated", language, category=at_start.category))
        norms.append(NormLine(player=player_line(data.entry(p.no), data), title=title, games=p.games,
                              score=p.score, category=p.category, requirement=requirement or 0.0,
                              remark="; ".join(remarks)))
    return NormReportView(header=header, norms=tuple(norms))


def norm_report_view(db: Database, code: str, lang: str | None = None) -> NormReportView:
    return norm_report_of(tournaments.load(db, code), lang)


# --- diploma -------------------------------------------------------------------------------------

def parse_award(award: str) -> tuple[str, DiplomaKind]:
    """"IM" -> ("IM", "title"), "IM-norm" -> ("IM", "norm"), "MKS" -> ("MKS", "honorary")."""
    code = award.strip()
    if code.lower().endswith(NORM_SUFFIX):
        return code[: -len(NORM_SUFFIX)].upper(), "norm"
    code = code.upper().replace("MKŠ", "MKS")
    return code, "honorary" if code == "MKS" else "title"


def display_name(name: str) -> str:
    """"Surname, Firstname" as a diploma prints it: "Firstname Surname"; a trailing "(CZE)" stays last."""
    match = re.fullmatch(r"\s*([^,]+?)\s*,\s*(.+?)\s*(\([^()]*\))?\s*", name)
    if match is None:
        return name.strip()
    surname, first, suffix = match.groups()
    return " ".join(part for part in (first, surname, suffix) if part)


def _finished(data: TournamentData) -> bool:
    return bool(data.games) and not any(is_remaining(g) for g in data.games)


def awards_made(data: TournamentData, no: int) -> tuple[str, ...]:
    """The awards player `no` earned in this group, best first: direct titles by placing
    [001 §10.2–10.8] and the SKŠ honorary title MKŠ [000 §5.1a–b] once the group is finished, then the
    norms made (the highest first) [001 App. II 4e]."""
    from ..reports.diploma import templates

    data.entry(no)
    found: list[str] = []
    if _finished(data):
        standings = player_standings(data)
        placings = [Placing(int(r.place.split("-")[0]), r.no, r.points, r.games_played) for r in standings.rows]
        found += [d.title for d in direct_titles(placings, EventKind.of(data.tournament.kind)) if d.no == no
                  and d.title in templates()["awards"]]
        winners = tuple(r.no for r in standings.rows if r.place.split("-")[0] == "1")
        ratings = tuple(v for e in data.entries if (v := rating_for_calculation(e, data.tournament, data.entries)[0]))
        group = SksGroup(data.tournament.code, EventKind.of(data.tournament.kind),
                         data.tournament.organiser is Organiser.SKS, data.tournament.rating_system.value != "none",
                         ratings, winners)
        if any(c.no == no for c in mks_candidates(group)):
            found.append("MKS")
    report = _norm_overview(data)
    if report is not None:
        found += [t + NORM_SUFFIX for t in report.player(no).made]
    return tuple(dict.fromkeys(found))


def diploma_of(
    data: TournamentData,
    no: int,
    award: str | None = None,
    kind: DiplomaKind | None = None,
    lang: str | None = None,
    place: str | None = None,
    day: date | None = None,
    signatories: Sequence[Signatory] | None = None,
) -> DiplomaView:
    """A diploma for player `no`. `award` as in `parse_award`; None takes the best award he made here
    and refuses when he made none. A norm diploma is refused for a norm not made in this group.
    Defaults: place = setting `place`, date = the end of the tournament (else today), signatory the TD."""
    language = document_language(data.tournament, lang)
    entry = data.entry(no)
    if award is None:
        made = awards_made(data, no)
        if not made:
            raise DocumentRefused(tr_sex("report.refused.no_award", entry.player.sex, name=entry.name, no=no, code=data.tournament.code))
        award = made[0]
    from ..reports.diploma import templates

    code, parsed_kind = parse_award(award)
    known = templates()["awards"]
    if code not in known:
        raise DocumentRefused(tr("report.refused.unknown_award", award=repr(award), known=", ".join(known),
                                 suffix=NORM_SUFFIX))
    if parsed_kind == "norm" and title_code(code) + NORM_SUFFIX not in awards_made(data, no):
        raise DocumentRefused(tr_sex("report.refused.norm_not_made", entry.player.sex, name=entry.name, no=no, award=code,
                                 code=data.tournament.code))
    t = data.tournament
    if signatories is None:
        signatories = (Signatory(display_name(t.td), tr("report.role.td", language)),) if t.td else ()
    return DiplomaView(
        holder=display_name(entry.name), sex=entry.player.sex.value, award=code,  # type: ignore[arg-type]
        kind=kind or parsed_kind, event=t.name, date=format_date(day or t.end_date or date.today(), language),
        place=place if place is not None else str(t.settings.get("place", "")),
        signatories=tuple(signatories), issuer=tr(f"report.issuer.{t.organiser.value}", language), lang=language)


def diploma_view(
    db: Database,
    code: str,
    no: int,
    award: str | None = None,
    kind: DiplomaKind | None = None,
    lang: str | None = None,
    place: str | None = None,
    date: date | None = None,
    signatories: Sequence[Signatory] | None = None,
) -> DiplomaView:
    return diploma_of(tournaments.load(db, code), no, award, kind, lang, place, date, signatories)


# --- withdrawal notice ---------------------------------------------------------------------------

def game_before_withdrawal(game: Game) -> Game:
    """A game as it stood before the withdrawal decision, read back from its flag: a cancelled game
    keeps its result, an adjudicated or defaulted one was still running [000 §7.3–7.5]."""
    if game.flag is Flag.CANCELLED:
        return dataclasses.replace(game, flag=None)
    if game.flag in (Flag.ADJUDICATED, Flag.DEFAULT):
        return dataclasses.replace(game, flag=None, result=Result.RUNNING)
    return game


def withdrawn_players(data: TournamentData) -> tuple[Entry, ...]:
    return tuple(e for e in data.entries if e.withdrawal is not None)


def withdrawal_notice_of(data: TournamentData, no: int, lang: str | None = None) -> WithdrawalNoticeView:
    """The notice of the withdrawal recorded on entry `no`, rebuilt from the entry and the flags of his
    games; the recipients are his opponents and the officials the rules name [000 §7; 001 §8]."""
    language = document_language(data.tournament, lang)
    entry = data.entry(no)
    withdrawal = entry.withdrawal
    if withdrawal is None:
        raise DocumentRefused(f"{entry.name} ({no}) has not withdrawn from {data.tournament.code}; "
                              "a withdrawal notice is printed for a withdrawn player")
    games = sorted(data.games_of(no), key=lambda g: (g.opponent(no), g.round or 0))
    changes = tuple(
        GameChange(opponent=data.entry(g.opponent(no)).name, colour="W" if g.white == no else "B",
                   before=cell_text(game_before_withdrawal(g), no), after=cell_text(g, no))
        for g in games)
    recipients = [data.entry(o).name for o in dict.fromkeys(g.opponent(no) for g in games)]
    before = dataclasses.replace(
        data, entries=tuple(dataclasses.replace(e, withdrawal=None) if e.no == no else e for e in data.entries),
        games=tuple(game_before_withdrawal(g) if g.involves(no) else g for g in data.games))
    try:
        plan = plan_withdrawal(before, no, withdrawal.kind, withdrawal.reason, withdrawal.date)
        recipients += [_official(r, data, entry, language) for r in plan.notify[1:]]  # [0] is the opponents, named above
    except WithdrawalRefused:
        pass  # the officials cannot be told apart (e.g. move counts missing): the opponents alone
    reason = tr(f"withdrawal.reason.{withdrawal.reason.value}", language) if withdrawal.reason else ""
    return WithdrawalNoticeView(
        header=_header(data, language), player=player_line(entry, data), kind=withdrawal.kind.value,
        death=withdrawal.reason is WithdrawalReason.DEATH, date=format_date(withdrawal.date, language), reason=reason or tr("report.withdrawal.no_reason", language),
        games=changes, recipients=tuple(recipients), sex=entry.player.sex.value)


def _official(recipient: Recipient, data: TournamentData, entry: Entry, language: str) -> str:
    """"Team captain: Horáček, Jiří" when the captain of the player's team is known; else the office."""
    text = tr_sex(recipient.value, entry.player.sex, language)
    captain = next((t.captain for t in data.teams if t.no == entry.team and t.captain), "")
    return f"{text}: {captain}" if recipient is Recipient.TEAM_CAPTAIN and captain else text


def withdrawal_notice_view(db: Database, code: str, no: int, lang: str | None = None) -> WithdrawalNoticeView:
    return withdrawal_notice_of(tournaments.load(db, code), no, lang)


# --- printing ------------------------------------------------------------------------------------

def event_codes(db: Database, prefix: str) -> list[str]:
    """The codes of the groups of an event: every tournament whose code starts with `prefix`."""
    codes = sorted(t.code for t in tournaments.list_tournaments(db) if t.code.startswith(prefix))
    if not codes:
        raise DocumentRefused(f"no tournament code starts with {prefix!r}")
    return codes


def render_event_start_lists(db: Database, codes: Sequence[str], out: Out, lang: str | None = None,
                             pagesize: PageSize = A4) -> None:
    """The start lists of several groups in one PDF, each from a new page, in the order given."""
    from ..reports.start_list import render_start_lists

    views = [start_list_view(db, code, lang) for code in codes]
    with _writing(out):
        render_start_lists(views, out, pagesize=pagesize)


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
) -> None:
    """Print document `kind` (one of KINDS) of tournament `code` to `out` (a path or a binary file).
    A diploma and a withdrawal notice need `player`; `award`, `place` and `day` are the diploma's."""
    if kind not in KINDS:
        raise DocumentRefused(f"unknown document {kind!r}; choose one of {', '.join(KINDS)}")
    if kind in ("diploma", "withdrawal") and player is None:
        raise DocumentRefused(f"a {kind} is printed for one player: give his starting number")
    data = tournaments.load(db, code)
    if is_go_event(data.tournament) and kind in ("crosstable", "norms"):
        if kind == "norms":
            raise DocumentRefused(tr("report.go_no_norms"))
        from .go.rounds import print_wall_list  # a go event's crosstable is its wall list [003 §3.3]

        with _writing(out):
            print_wall_list(db, code, out, lang)
        return
    with _writing(out):
        _render(kind, data, out, lang, player, pagesize, award=award, place=place, day=day,
                reserves=reserve_players(db, data) if kind == "start-list" else None)


def render_pairing_list(db: Database, code: str, number: int, out: Out, lang: str | None = None,
                        pagesize: PageSize = A4, reasons: bool = False) -> None:
    """The pairing list of round `number` of a go event (what `go-print CODE --round N [--reasons]`
    prints), its path checked like any document's."""
    from .go.rounds import print_pairing_list

    with _writing(out):
        print_pairing_list(db, code, number, out, lang, pagesize, reasons)


def _writing(out: Out) -> AbstractContextManager[object]:
    """A path is checked first and a failed write named (services.output); a file object as is."""
    return output.writing(out) if isinstance(out, Path) else nullcontext()


def _render(
    kind: str, data: TournamentData, out: Out, lang: str | None, player: int | None, pagesize: PageSize, *,
    award: str | None, place: str | None, day: date | None, reserves: Mapping[int, Sequence[Player]] | None = None,
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
        render_diploma(diploma_of(data, player, award, lang=lang, place=place, day=day), out, pagesize=pagesize)
    else:
        assert player is not None
        render_withdrawal_notice(withdrawal_notice_of(data, player, lang), out, pagesize=pagesize)


def default_file_name(kind: str, code: str, player: int | None = None) -> str:
    """"CZE_SF_2025-B_crosstable.pdf", "CZE_Jubilee_M1_diploma_3.pdf"."""
    return safe_file_name(f"{code}_{kind}{f'_{player}' if player is not None else ''}") + ".pdf"
