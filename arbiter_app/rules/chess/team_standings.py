"""Team standings: match points 2/1/0, board points, mutual matches, board order; board tables.

A team match is all games between the players of two teams. Each game counts as in results.py
(docs/results-and-flags.md). A match gives match points (2 win, 1 draw, 0 loss [001 §7.3a;
000 §6.3]) once it is decided: when one team leads by more than the games still running could
change, or, for a draw, when no game is left. Criteria, primary first:
- ICCF [001 §7.1, §7.3]: board points (the "points" that tie), match points, mutual matches of the
  tied teams (match points in their mini-table), the better result on board 1, then 2, 3, ...
- SKŠ [000 §6.3]: match points, board points, points on board 1, then 2, 3, 4.
Teams equal on everything share the place ("3-4").
A game between two players of one team is no board of any match (`check_team_game`): the standings
leave it out and name it (`TeamStandings.left_out`), so that a table holding one still shows.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping, Sequence, cast

from ...i18n import tr
from ..model import Game, TournamentData
from ..results import InvalidGame, check_game, game_points, is_remaining
from ..standings import Key, UnknownCriterion, default_criteria, places, split_ties
from ..tiebreaks import INDIVIDUAL_CRITERIA

TEAM_CRITERIA: tuple[str, ...] = ("match_points", "board_points", "h2h", "board_order")
"""The codes of team criteria, as the CLI and the exchange format spell them."""
_ROW_FIELDS = frozenset({"match_points", "board_points", "board_order"})


@dataclass(frozen=True)
class TeamStandingRow:
    place: str
    """"1", or "3-4" for a shared place."""
    team: int
    match_points: float
    board_points: float
    matches: int
    """Decided matches (those that gave match points)."""
    remaining: int
    """Games of the team still running or waiting for adjudication."""
    boards: tuple[float, ...]
    """Board points on board 1, 2, ... (the `board_order` criterion)."""
    tiebreaks: Mapping[str, float]
    """Criteria of the rule set without a field of their own (`h2h`: the team's match points in the
    mini-table of the tied teams it was applied to)."""


@dataclass(frozen=True)
class TeamStandings:
    criteria: tuple[str, ...]
    """The criteria applied, primary first."""
    rows: tuple[TeamStandingRow, ...]
    """In standings order; shared places in order of team number."""
    left_out: tuple[Game, ...] = ()
    """Games between two players of one team (stored by an earlier version): counted for nobody."""


@dataclass
class _Match:
    points: dict[int, float]
    remaining: int = 0
    counted: int = 0

    def match_points(self) -> dict[int, float] | None:
        """2/1/0 to each team once the result cannot change any more, else None."""
        (a, pa), (b, pb) = self.points.items()
        if pa > pb + self.remaining:
            return {a: 2.0, b: 0.0}
        if pb > pa + self.remaining:
            return {a: 0.0, b: 2.0}
        if self.remaining == 0 and self.counted and pa == pb:
            return {a: 1.0, b: 1.0}
        return None


def within_team(data: TournamentData, game: Game, lang: str | None = None) -> str | None:
    """Why `game` cannot be a game of the team event `data`, in words (in `lang`), when both its players
    play for one team: a team's players meet only the players of the other teams, a match being the
    games of two teams board against board [001 §8.7g; 001 §7.3b; 000 §6.3]. None when it can be (and
    in an individual event). Both players must be entries of `data`."""
    if not data.tournament.team_event:
        return None
    white, black = data.entry(game.white), data.entry(game.black)
    if white.team is None or white.team != black.team:
        return None
    name = next((t.name for t in data.teams if t.no == white.team), "")
    return tr("rules.game_within_team", lang, white=white.no, white_name=white.name, black=black.no, black_name=black.name,
              team=f"{white.team} ({name})" if name else white.team)


def check_team_game(data: TournamentData, game: Game) -> None:
    """Raise InvalidGame when `game` cannot be a game of the team event `data` (`within_team`)."""
    reason = within_team(data, game)
    if reason is not None:
        raise InvalidGame(reason)


def team_criteria(codes: Sequence[str]) -> tuple[str, ...]:
    """Check team criterion codes; repeats are dropped, the first one is the primary criterion."""
    if not codes:
        raise ValueError("team standings need at least one criterion")
    for code in codes:
        if code not in TEAM_CRITERIA:
            raise UnknownCriterion(code, TEAM_CRITERIA)
    return tuple(dict.fromkeys(codes))


def _resolve(data: TournamentData, criteria: Sequence[str] | None) -> tuple[str, ...]:
    """None: the tournament's tiebreaks if they are team codes (else they belong to the board
    tables), otherwise the organiser's team defaults."""
    if criteria is not None:
        return team_criteria(criteria)
    t = data.tournament
    if t.tiebreaks and all(c in TEAM_CRITERIA for c in t.tiebreaks):
        return team_criteria(t.tiebreaks)
    return default_criteria(t.organiser, t.system, team_event=True)


def compute_team_standings(
    data: TournamentData, criteria: Sequence[str] | None = None
) -> TeamStandings:
    """Standings of a team event [001 §7.3; 000 §6.3]; every entry must carry its team and board."""
    crit = _resolve(data, criteria)
    team_of: dict[int, int] = {}
    board_of: dict[int, int] = {}
    for e in data.entries:
        if e.team is None or e.board is None:
            raise ValueError(tr("rules.no_team_board", no=e.no))
        team_of[e.no], board_of[e.no] = e.team, e.board
    teams = sorted({t.no for t in data.teams} | set(team_of.values()))
    n_boards = max(board_of.values(), default=0)
    board_points = {t: 0.0 for t in teams}
    boards = {t: [0.0] * n_boards for t in teams}
    remaining = dict.fromkeys(teams, 0)
    matches: dict[tuple[int, int], _Match] = {}
    left_out: list[Game] = []
    for g in data.games:
        check_game(g)
        if g.white not in team_of or g.black not in team_of:
            raise ValueError(tr("rules.game_without_player", white=g.white, black=g.black))
        tw, tb = team_of[g.white], team_of[g.black]
        if tw == tb:
            left_out.append(g)
            continue
        pair = (min(tw, tb), max(tw, tb))
        match = matches.setdefault(pair, _Match(dict.fromkeys(pair, 0.0)))
        if is_remaining(g):
            match.remaining += 1
            remaining[tw] += 1
            remaining[tb] += 1
            continue
        scored = game_points(g)
        if scored is None:  # cancelled: counts for nobody
            continue
        for no, team, p in ((g.white, tw, scored[0]), (g.black, tb, scored[1])):
            board_points[team] += p
            boards[team][board_of[no] - 1] += p
            match.points[team] += p
        match.counted += 1

    decided = {pair: mp for pair, m in matches.items() if (mp := m.match_points()) is not None}
    match_points = {t: 0.0 for t in teams}
    played = dict.fromkeys(teams, 0)
    for mp in decided.values():
        for t, v in mp.items():
            match_points[t] += v
            played[t] += 1
    board_tuples = {t: tuple(boards[t]) for t in teams}

    def values_of(c: str, group: tuple[int, ...]) -> Mapping[int, Key]:
        if c == "match_points":
            return match_points
        if c == "board_points":
            return board_points
        if c == "board_order":
            return board_tuples
        members = set(group)
        mini = {t: 0.0 for t in group}
        for (a, b), mp in decided.items():
            if a in members and b in members:
                mini[a] += mp[a]
                mini[b] += mp[b]
        return mini

    split = split_ties(teams, crit, values_of)
    place = places(split.classes)
    rows = tuple(
        TeamStandingRow(
            place=place[t],
            team=t,
            match_points=match_points[t],
            board_points=board_points[t],
            matches=played[t],
            remaining=remaining[t],
            boards=board_tuples[t],
            tiebreaks={c: cast(float, split.values[c][t]) for c in crit if c not in _ROW_FIELDS},
        )
        for cls in split.classes
        for t in cls
    )
    return TeamStandings(crit, rows, tuple(left_out))


def board_data(data: TournamentData, board: int) -> TournamentData:
    """The crosstable of one board: its players and the games among them, as an individual event
    for `compute_standings` (e.g. the best result on board 1 [001 §10.4]). Its criteria are the
    tournament's tiebreaks when they are individual codes, else the organiser's individual defaults.
    A game between two players of one team (a substitute and the player he replaced) is left out, as
    the team standings leave it out."""
    entries = tuple(e for e in data.entries if e.board == board)
    team_of = {e.no: e.team for e in entries}
    games = tuple(g for g in data.games if g.white in team_of and g.black in team_of and team_of[g.white] != team_of[g.black])
    t = data.tournament
    tiebreaks = (
        t.tiebreaks
        if all(c in INDIVIDUAL_CRITERIA for c in t.tiebreaks)
        else default_criteria(t.organiser, t.system, team_event=False)
    )
    return TournamentData(replace(t, team_event=False, tiebreaks=tiebreaks), entries, games, data.teams)
