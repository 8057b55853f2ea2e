"""The tables of a team event: the team crosstable (one cell per match) and the board crosstables.

Match points, board points and places come from rules.chess.team_standings (ICCF [001 §7.3], SKŠ
[000 §6.3]); a board crosstable is the individual crosstable of the players of one board
(rules.chess.team_standings.board_data). The CLI, the GUI and the reports show these views. A game
between two players of one team (an earlier version let one in) is left out of them and named in
`TeamCrosstable.problems`; `results.delete_game` removes it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from ..i18n import tr
from ..rules.model import Game, Player, PlayerId, TournamentData
from ..rules.chess.substitutes import reserves
from ..rules.chess.team_standings import board_data, compute_team_standings
from . import players
from .crosstable import Crosstable, crosstable, format_points, left_out_problems
from .database import Database


class NotATeamEvent(ValueError):
    """A team table asked of an individual tournament."""


class UnknownBoard(ValueError):
    """A board number the team event does not have."""


@dataclass(frozen=True)
class MatchCell:
    """One team's side of a match against `opponent`."""

    opponent: int
    points: float
    """Board points the team scored in this match."""
    opponent_points: float
    remaining: int
    """Games of the match still running or waiting for adjudication."""
    match_points: float | None
    """2 / 1 / 0 once the match is decided [001 §7.3a; 000 §6.3], None while it is open."""

    @property
    def text(self) -> str:
        """"2½", or "1½ (+1)" while one game of the match still runs."""
        text = format_points(self.points)
        return f"{text} (+{self.remaining})" if self.remaining else text


@dataclass(frozen=True)
class TeamLine:
    team: int
    name: str
    cells: tuple[MatchCell | None, ...]
    """One per team in `TeamCrosstable.teams`; None on the diagonal and where the teams do not meet."""
    match_points: float
    board_points: float
    remaining: int
    boards: tuple[float, ...]
    """Board points on board 1, 2, ..."""
    place: str


@dataclass(frozen=True)
class TeamCrosstable:
    code: str
    name: str
    criteria: tuple[str, ...]
    """The team criteria that decided the places, primary first."""
    teams: tuple[int, ...]
    """Team numbers of the cell columns, in order."""
    lines: tuple[TeamLine, ...]
    """In team number order."""
    order: tuple[int, ...] = ()
    """Team numbers in standings order (shared places by team number)."""
    left_out: tuple[Game, ...] = ()
    """Games between two players of one team, which no match counts."""
    problems: tuple[str, ...] = ()
    """One sentence per game of `left_out`, in its order, naming it and its players."""

    def ranked(self) -> tuple[TeamLine, ...]:
        """The lines in standings order."""
        by_team = {line.team: line for line in self.lines}
        return tuple(by_team[t] for t in self.order)


@dataclass(frozen=True)
class BoardCrosstable:
    board: int
    table: Crosstable
    team_of: Mapping[int, str]
    """Starting number -> the name of his team."""


def require_team_event(data: TournamentData) -> None:
    if not data.tournament.team_event:
        raise NotATeamEvent(tr("team.refused.not_team_event", code=data.tournament.code))


def team_names(data: TournamentData) -> dict[int, str]:
    """Team number -> name; a team without a record in `data.teams` is called by its number."""
    names = {t.no: t.name for t in data.teams}
    for e in data.entries:
        if e.team is not None:
            names.setdefault(e.team, f"{e.team}")
    return names


def reserve_players(db: Database, data: TournamentData) -> dict[int, tuple[Player, ...]]:
    """Team number -> the reserves it listed at set-up who have not played yet, in the order of
    entry (rules.chess.substitutes.reserves) [000 §7.7a; 001 §8.7b], as the register has them (one
    since deleted from the register is shown by its id). Empty for an individual event."""
    if not data.tournament.team_event:
        return {}
    listed = {t: reserves(data, t) for t in team_names(data)}
    known = players.by_ids(db, [pid for ids in listed.values() for pid in ids])
    return {t: tuple(known.get(pid) or Player(PlayerId(pid), pid) for pid in ids) for t, ids in listed.items() if ids}


def boards(data: TournamentData) -> tuple[int, ...]:
    return tuple(sorted({e.board for e in data.entries if e.board is not None}))


def _match(data: TournamentData, a: int, b: int) -> TournamentData | None:
    """The tournament reduced to the match of teams a and b (None when they have no game)."""
    team_of = {e.no: e.team for e in data.entries}
    games = tuple(g for g in data.games if {team_of[g.white], team_of[g.black]} == {a, b})
    if not games:
        return None
    entries = tuple(e for e in data.entries if e.team in (a, b))
    teams = tuple(t for t in data.teams if t.no in (a, b))
    return replace(data, entries=entries, games=games, teams=teams)


def team_crosstable(data: TournamentData) -> TeamCrosstable:
    """The team crosstable: each match scored by the team standings rule on the two teams alone, so
    a cell shows the same match points the totals count."""
    require_team_event(data)
    standings = compute_team_standings(data)
    names = team_names(data)
    numbers = tuple(sorted(names))
    cells: dict[tuple[int, int], MatchCell] = {}
    for i, a in enumerate(numbers):
        for b in numbers[i + 1 :]:
            match = _match(data, a, b)
            if match is None:
                continue
            rows = {r.team: r for r in compute_team_standings(match).rows}
            for me, other in ((a, b), (b, a)):
                row = rows[me]
                cells[(me, other)] = MatchCell(
                    opponent=other,
                    points=row.board_points,
                    opponent_points=rows[other].board_points,
                    remaining=row.remaining,
                    match_points=row.match_points if row.matches else None,
                )
    by_team = {r.team: r for r in standings.rows}
    lines = tuple(
        TeamLine(
            team=t,
            name=names[t],
            cells=tuple(cells.get((t, other)) for other in numbers),
            match_points=by_team[t].match_points,
            board_points=by_team[t].board_points,
            remaining=by_team[t].remaining,
            boards=by_team[t].boards,
            place=by_team[t].place,
        )
        for t in numbers
    )
    return TeamCrosstable(data.tournament.code, data.tournament.name, standings.criteria, numbers, lines,
                          tuple(r.team for r in standings.rows), standings.left_out, left_out_problems(data))


def board_crosstable(data: TournamentData, board: int) -> BoardCrosstable:
    """The individual crosstable of the players of one board (substitutes included)."""
    require_team_event(data)
    if board not in boards(data):
        raise UnknownBoard(tr("team.refused.no_board", code=data.tournament.code, board=board, boards=', '.join(map(str, boards(data)))))
    names = team_names(data)
    sub = board_data(data, board)
    team_of: dict[int, str] = {e.no: names[e.team] for e in sub.entries if e.team is not None}
    return BoardCrosstable(board, crosstable(sub), team_of)
