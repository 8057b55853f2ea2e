"""A tournament's published web page as plain view data (reports.web.views): the printed documents'
views (start list, crosstable, the go lists) and what a page shows beyond them, in the document's
language: each standings value with how it was computed (as the Standings tab explains it), the
moves of each game, the norm status of each player [001 App. II], every match's boards, the games
the standings leave out and why (services.crosstable.left_out_problems), the date and time of the last
result."""

from __future__ import annotations

from datetime import datetime, timezone

from ..i18n import date_text, tr
from ..reports.views import Lang
from ..reports.web.views import Explained, MatchPanel, NormPanel, StandingsLine, StandingsPanel, WebPageView
from ..rules.chess.norm_tables import TITLES
from ..rules.model import Game, Result, TournamentData
from ..storage import repository
from . import norms, tournaments
from .crosstable import (
    crosstable, explanation_text, format_points, game_text, left_out_problems, player_standings, tiebreak_text,
)
from .database import Database
from .documents.common import document_language
from .documents.crosstable import crosstable_of, tiebreak_texts
from .documents.start_list import go_start_list_of, start_list_of
from .go import standings as go_standings
from .go.lists import pairing_list_of, wall_list_view_of
from .go.rounds import load_event
from .teams import reserve_players, team_crosstable

RESULT_TEXT = {Result.WHITE_WIN: "1–0", Result.BLACK_WIN: "0–1", Result.DRAW: "½–½", Result.BOTH_LOSE: "0–0"}


def web_page_view(db: Database, code: str, lang: str | None = None, *, pgn: str = "", index: str = "") -> WebPageView:
    """The page of the tournament `code` in `lang` (default: the event's document language), linking
    the games' PGN file `pgn` (a chess event; a go event has none) and the `index` page, if named."""
    data = tournaments.load(db, code)
    language = document_language(data.tournament, lang)
    last = last_result_text(db, code, language)
    go = data.tournament.round_by_round
    if not data.entries:  # nothing to tabulate yet and no games for a PGN file: the facts, and that it is so
        start_list = go_start_list_of(data, language) if go else start_list_of(data, language)
        return WebPageView(header=start_list.header, start_list=start_list, last_result=last, index=index, empty=True)
    if go:
        return _go_page(db, code, language, last, index)
    view = crosstable_of(data, language)
    lines = crosstable(data).lines
    names: dict[int, str] = {e.no: e.player.name for e in data.entries}
    return WebPageView(
        header=view.header,
        start_list=start_list_of(data, language, reserve_players(db, data)),
        crosstable=view,
        cell_moves=tuple(tuple(str(g.moves) if g is not None and g.moves is not None else "" for g in line.games)
                         for line in lines),
        cell_titles=tuple(tuple("" if g is None else game_text(g, language, names) for g in line.games) for line in lines),
        standings=None if data.tournament.team_event else _standings(data, language),  # a team event: the team table
        norms=_norms(db, data, language) if data.tournament.title_tournament and data.entries else None,
        matches=_matches(data) if data.tournament.team_event else (),
        problems=left_out_problems(data, language),
        pgn=pgn, last_result=last, index=index)


def _standings(data: TournamentData, lang: Lang) -> StandingsPanel:
    """The standings with each value formatted as the crosstable prints its column (tiebreak_texts)
    and explained as the Standings tab explains it; a criterion that says nothing (head-to-head
    with no tie) is left out, as in the crosstable."""
    standings = player_standings(data)
    rows = standings.rows
    names: dict[int, str] = {e.no: e.player.name for e in data.entries}
    columns = {c: tiebreak_texts(c, [None if c in r.not_applied else r.tiebreaks[c] for r in rows], lang)
               for c in standings.criteria if c != "points"}
    criteria = tuple(c for c, texts in columns.items() if any(texts))
    return StandingsPanel(tr("gui.col.points", lang), criteria, tuple(
        StandingsLine(r.place.replace("-", "–"), r.no, names[r.no], Explained(format_points(r.points)),
                      tuple(Explained(columns[c][k], "" if c in r.not_applied else explanation_text(data, r, c, lang))
                            for c in criteria),
                      r.games_played, r.remaining)
        for k, r in enumerate(rows)))


def _norms(db: Database, data: TournamentData, lang: Lang) -> NormPanel:
    """The norm overview as the Norms panel shows it now: category, average, field, eligibility, the
    points needed and each player's status per title [001 App. II 4]."""
    report = norms.norm_overview(db, data).current
    facts = (norms.category_text(report, lang), norms.average_text(report, lang),
             tr("norms.label.field", lang, players=report.players_at_start, games=report.games),
             tr("norms.label.eligible" if report.eligible else "norms.label.not_eligible", lang))
    return NormPanel(
        facts=facts, titles=tuple(tr(f"norms.title.{t}", lang) for t in TITLES),
        requirements=tuple(norms.requirement_text(report.requirements[t]) for t in TITLES),
        players=tuple((str(p.no), data.entry(p.no).player.name, format_points(p.score), str(p.remaining),
                       tuple(norms.title_status(p, t, lang)[1] for t in TITLES), norms.player_remark(p, lang))
                      for p in report.players))


def _matches(data: TournamentData) -> tuple[MatchPanel, ...]:
    """Every match of the team event with its boards, in team-number order (services.teams)."""
    table = team_crosstable(data)
    names = {line.team: line.name for line in table.lines}
    entries = {e.no: e for e in data.entries}
    panels = []
    for line in table.lines:
        for cell in line.cells:
            if cell is None or cell.opponent < line.team:
                continue
            teams = {line.team, cell.opponent}
            games = sorted((g for g in data.games if {entries[g.white].team, entries[g.black].team} == teams),
                           key=lambda g: (entries[g.white].board or 0, g.round or 0))
            score = f"{format_points(cell.points)} : {format_points(cell.opponent_points)}"
            panels.append(MatchPanel(names[line.team], names[cell.opponent],
                                     f"{score} (+{cell.remaining})" if cell.remaining else score,
                                     tuple((str(entries[g.white].board or ""), entries[g.white].name, entries[g.black].name,
                                            result_text(g)) for g in games)))
    return tuple(panels)


def result_text(game: Game) -> str:
    """A board's result as a results page writes it: "1–0", "½–½", "0–0", with its flag ("1–0D");
    "" while the game runs."""
    if game.result is Result.RUNNING:
        return ""
    return RESULT_TEXT.get(game.result, game.result.value) + (game.flag.value if game.flag else "")


def _go_page(db: Database, code: str, lang: Lang, last: str, index: str) -> WebPageView:
    """A go event's page: the wall list with its score and criteria explained [003 §3.3], every drawn
    round's pairings with handicap and komi [003 §4.4], the start list."""
    event = load_event(db, code)  # read once: every list below is made from it
    table = go_standings.table_of(event)
    wall = wall_list_view_of(event, lang, standings=table.standings)
    names = table.names
    explained = StandingsPanel(wall.score_heading, wall.criteria, tuple(
        StandingsLine(r.place, k, names[r.no], Explained(format_points(r.points), go_standings.explanation_text(table, r, "points", lang)),
                      tuple(Explained(tiebreak_text(r, c, go=True, lang=lang),
                                      "" if c in r.not_applied else go_standings.explanation_text(table, r, c, lang))
                            for c in wall.criteria),
                      r.games_played, r.remaining)
        for k, r in enumerate(table.standings.rows, start=1)))
    rounds = tuple(pairing_list_of(event, r.number, lang) for r in event.rounds if r.drawn)
    return WebPageView(header=wall.header, start_list=go_start_list_of(event.data, lang), standings=explained,
                       wall=wall, rounds=rounds, last_result=last, index=index)


def last_result_time(db: Database, code: str) -> datetime | None:
    """When a game of the tournament was last changed (the audit log), in local time; None: never."""
    with db.reading() as session:
        times = [r.at for r in repository.audit_rows(session, code) if r.entity == "game" and not r.undone]
    if not times:
        return None
    at = max(times)
    return (at if at.tzinfo else at.replace(tzinfo=timezone.utc)).astimezone()  # stored in UTC


def last_result_text(db: Database, code: str, lang: str) -> str:
    at = last_result_time(db, code)
    return f"{date_text(at.date(), lang)} {at:%H:%M}" if at else ""
