"""Title norms of one group: ICCF Tournament Rules 2016 §8.7e, §10.0.1–10.0.3 and Appendix II [001].

- Requirements: the norm table of the group's size (the row whose B is the number of games each player
  has at the start) and category; a blank cell means the norm cannot be made [App. II 3].
- Per player: made (score ≥ requirement), still possible (score + remaining games ≥ requirement: the
  points still needed and the games left) or no longer possible. One norm counts for every title it
  satisfies [App. II 4e].
- No norm for a player who withdrew silently [000 §7.5], for a substitute without substitute status
  [001 §8.7e], for a replaced player and for a player no longer in the field (withdrew before the start,
  or all his games cancelled).
- After a withdrawal with cancelled games the category is recalculated without the withdrawn player,
  but the number of games and of titled opponents at the start still count [App. II 4a].
- A granted substitute status recalculates the category with the substitute's rating, but it is never
  lower than at the start; the GM/SIM count for GM norms stays as at the start [001 §8.7e].
- Overfulfilment [§10.0.3]: a score above the requirement "could have been kept over more games, all
  lost"; a made norm is credited with the games of the largest table row whose requirement the score
  still meets (used for the 24-game total of a title, see titles.py).

"As at the start" is `norm_report(start_view(data), tables)`: the start field with every game still to
play, the overview the Qualifications commissioner prepares at the start [App. II 4a].

Settings (Tournament.settings): `scheveningen` (bool, default False): each player's category comes
from his opponents' average [§10.0.1]; `boards` (int, default unset): the number of boards of a team
event, needed for the fixed categories of the upper/lower half of the boards [App. II 4c].
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from fractions import Fraction
from typing import Mapping

from ...i18n import tr
from .categories import category_for_average, field_average, fixed_category, opponents_average, round_half_up
from .eligibility import QUOTA_CONDITIONS, Failure, check_title_tournament, start_field
from ..event_kinds import EventKind
from ..model import Entry, Game, RatingKind, Result, StartNo, TournamentData, WithdrawalKind
from .norm_tables import TITLES, NormTables
from ..results import is_cancelled, is_remaining, points

GM_STRENGTH = 2600
"""Opponents with a fixed rating of at least 2600 count like GMs for the GM title [001 §10.4c]."""


class NoNorm(enum.Enum):
    """Why a title norm is not possible for a player; the value is the reason code."""

    NOT_TITLE_TOURNAMENT = "not_title_tournament"
    """The group fails a condition of App. II 1 (see NormReport.failed)."""
    NO_CATEGORY = "no_category"
    """The average is below category A and the event has no fixed category [App. II 2d, 4c]."""
    NO_TABLE_ROW = "no_table_row"
    """No norm-table row for the number of games (the tables cover 9–20 players) [App. II 3]."""
    NOT_IN_CATEGORY = "not_in_category"
    """Blank cell: this title's norm cannot be made in this category [App. II 3]."""
    OUT_OF_REACH = "out_of_reach"
    """Even winning every remaining game does not reach the requirement."""
    SILENT_WITHDRAWAL = "silent_withdrawal"
    """A silently withdrawn player makes no norm [000 §7.5]."""
    SUBSTITUTE_WITHOUT_STATUS = "substitute_without_status"
    """A substitute without substitute status makes no norm [001 §8.7e]."""
    REPLACED = "replaced"
    """The player was replaced by a substitute."""
    NOT_IN_FIELD = "not_in_field"
    """Withdrew before the start, or all his games were cancelled [App. II 4a]."""


@dataclass(frozen=True)
class PlayerNorms:
    """The norm situation of one player."""

    no: int
    score: float
    remaining: int
    games: int
    """Games at the start: the table row's B [App. II 4a]."""
    category: str | None
    made: tuple[str, ...]
    possible: Mapping[str, tuple[float, int]]
    """title -> (points still needed, remaining games)."""
    impossible: tuple[str, ...]
    reasons: Mapping[str, str]
    """impossible title -> NoNorm code."""
    credited_games: Mapping[str, int]
    """made title -> games the norm counts for, with overfulfilment [§10.0.3]."""
    games_vs_gm: int
    """Games at the start against GMs or fixed 2600+ [§10.4c, App. II 4a, §8.7e]."""
    games_vs_sim: int
    """Games at the start against SIMs (titled before the start) [§10.4c]."""


@dataclass(frozen=True)
class NormReport:
    """The norm overview of a group."""

    average: float | None
    """Exact average rating of the current field (Scheveningen: of the whole field)."""
    rounded_average: int | None
    category: str | None
    fixed_category: bool
    """The category is the fixed one of App. II 4c."""
    eligible: bool
    failed: tuple[Failure, ...]
    """Every unmet condition of App. II 1 (quota failures stay listed when a fixed category covers them)."""
    players_at_start: int
    games: int
    """Games per player at the start (B)."""
    requirements: Mapping[str, float | None]
    players: tuple[PlayerNorms, ...]

    def player(self, no: int) -> PlayerNorms:
        for p in self.players:
            if p.no == no:
                return p
        raise KeyError(tr("rules.no_player", no=no))


def _root(data: TournamentData, no: int) -> int:
    """The start player a substitute (or a chain of substitutes) stands for."""
    seen = set()
    entry = data.entry(no)
    while entry.replaces is not None and entry.no not in seen:
        seen.add(entry.no)
        entry = data.entry(entry.replaces)
    return entry.no


def start_view(data: TournamentData) -> TournamentData:
    """The group as at the start [App. II 4a]: the start field, substitutes' games given back to the
    players they replaced, and every game still to play."""
    field = start_field(data)
    nos = {e.no for e in field}
    games = []
    for g in data.games:
        white, black = _root(data, g.white), _root(data, g.black)
        if white in nos and black in nos:
            games.append(Game(StartNo(white), StartNo(black), Result.RUNNING, None, round=g.round))
    return dataclasses.replace(data, entries=field, games=tuple(games))


def _substitute_of(data: TournamentData, no: int) -> Entry | None:
    for e in data.entries:
        if e.replaces == no:
            return e
    return None


def _all_cancelled(data: TournamentData, no: int) -> bool:
    games = data.games_of(no)
    return bool(games) and all(is_cancelled(g) for g in games)


def current_field(data: TournamentData) -> tuple[int, ...]:
    """The players the category is calculated from now: the start field without players whose games
    were all cancelled [App. II 4a], with a substitute in place of his predecessor only when he holds
    substitute status [001 §8.7e]."""
    nos = []
    for entry in start_field(data):
        current, sub = entry, _substitute_of(data, entry.no)
        while sub is not None and sub.substitute_status:
            current, sub = sub, _substitute_of(data, sub.no)
        if not _all_cancelled(data, current.no):
            nos.append(current.no)
    return tuple(nos)


def overfulfilment_games(tables: NormTables, title: str, category: str, score: float, players: int) -> int:
    """The games a norm counts for [001 §10.0.3]: those of the largest table row (at least the group's
    own) whose requirement `score` still meets; the group's own games when none does."""
    credited = players - 1
    for row in tables.rows:
        needed = tables.requirement(title, row.players, category)
        if row.players >= players and needed is not None and score >= needed:
            credited = max(credited, row.games)
    return credited


def _strength_counts(start: TournamentData, no: int) -> tuple[int, int]:
    """Games against GMs or fixed 2600+, and against SIMs, as at the start [§10.4c; App. II 4a]."""
    gm = sim = 0
    for g in start.games_of(no):
        opponent = start.entry(g.opponent(no)).player
        strong = opponent.rating_kind is RatingKind.FIXED and (opponent.rating or 0) >= GM_STRENGTH
        if opponent.title == "GM" or strong:
            gm += 1
        elif opponent.title == "SIM":
            sim += 1
    return gm, sim


def _player_block(data: TournamentData, entry: Entry, in_field: set[int]) -> NoNorm | None:
    if entry.withdrawal is not None and entry.withdrawal.kind is WithdrawalKind.SILENT:
        return NoNorm.SILENT_WITHDRAWAL
    if entry.replaces is not None and not entry.substitute_status:
        return NoNorm.SUBSTITUTE_WITHOUT_STATUS
    if _substitute_of(data, entry.no) is not None:
        return NoNorm.REPLACED
    if entry.no not in in_field:
        return NoNorm.NOT_IN_FIELD
    return None


def _common_board(data: TournamentData) -> int | None:
    boards = {e.board for e in data.entries}
    return boards.pop() if len(boards) == 1 else None


def _category(tables: NormTables, average: Fraction | None, start_category: str | None, floor_at_start: bool) -> str | None:
    """The category of `average`; with a granted substitute status never below the start [001 §8.7e]."""
    category = category_for_average(average, tables) if average is not None else None
    if floor_at_start and start_category is not None:
        if category is None or tables.category(category).index < tables.category(start_category).index:
            category = start_category
    return category


def norm_report(
    data: TournamentData,
    tables: NormTables,
    *,
    start: TournamentData | None = None,
    current_ratings: Mapping[int, int] | None = None,
) -> NormReport:
    """The norm overview of the group `data` [001 §8.7e, §10.0.1–3, App. II 1–4].

    `start`: the group as at the start (default `start_view(data)`); its games per player and titled
    opponents fix the requirements [App. II 4a]. `current_ratings`: start number -> rating on the current
    list, for the category average [App. II 2a]; default the crosstable ratings.
    """
    start = start if start is not None else start_view(data)
    t = data.tournament
    kind = EventKind.of(t.kind)
    failed = check_title_tournament(start, tables)
    start_nos = tuple(e.no for e in start.entries)
    games0 = max(len(start_nos) - 1, 0) * t.rounds

    field = current_field(data)
    substituted = any(_root(data, no) != no for no in field)
    start_category = category_for_average(field_average(start, start_nos), tables) if start_nos else None
    average = field_average(data, field, current_ratings) if field else None
    category = _category(tables, average, start_category, substituted)

    board = _common_board(data)
    boards = t.settings.get("boards")
    fixed = fixed_category(kind, board, boards if isinstance(boards, int) else None)
    quota_codes = {c.value for c in QUOTA_CONDITIONS}
    use_fixed = fixed is not None and (category is None or any(f.code in quota_codes for f in failed))
    if use_fixed:
        category = fixed
    blocking = [f for f in failed if not (use_fixed and f.code in quota_codes)]
    eligible = not blocking

    row = tables.row_for_games(games0)
    requirements = tables.requirements(row.players, category) if row and category else dict.fromkeys(TITLES)

    scheveningen = bool(t.settings.get("scheveningen", False)) and not use_fixed
    in_field = set(field)
    players = []
    for entry in sorted(data.entries, key=lambda e: e.no):
        root = _root(data, entry.no)
        start_games = len(start.games_of(root)) if start.games else games0
        block = NoNorm.NOT_TITLE_TOURNAMENT if not eligible else _player_block(data, entry, in_field)
        own_category = category
        if scheveningen and block is None:
            own_category = category_for_average(opponents_average(data, entry.no, current_ratings), tables)
        players.append(_player_norms(data, start, tables, entry.no, root, start_games, own_category, block))
    return NormReport(
        average=float(average) if average is not None else None,
        rounded_average=round_half_up(average) if average is not None else None,
        category=category,
        fixed_category=use_fixed,
        eligible=eligible,
        failed=failed,
        players_at_start=len(start_nos),
        games=games0,
        requirements=requirements,
        players=tuple(players),
    )


def _player_norms(
    data: TournamentData,
    start: TournamentData,
    tables: NormTables,
    no: int,
    root: int,
    start_games: int,
    category: str | None,
    block: NoNorm | None,
) -> PlayerNorms:
    games = data.games_of(no)
    score = float(sum(p for g in games if (p := points(g, no)) is not None))
    remaining = sum(1 for g in games if is_remaining(g))
    row = tables.row_for_games(start_games)
    if block is None and category is None:
        block = NoNorm.NO_CATEGORY
    if block is None and row is None:
        block = NoNorm.NO_TABLE_ROW
    made: list[str] = []
    possible: dict[str, tuple[float, int]] = {}
    reasons: dict[str, str] = {}
    credited: dict[str, int] = {}
    for title in TITLES:
        if block is not None or row is None or category is None:
            reasons[title] = (block or NoNorm.NO_TABLE_ROW).value
            continue
        needed = tables.requirement(title, row.players, category)
        if needed is None:
            reasons[title] = NoNorm.NOT_IN_CATEGORY.value
        elif score >= needed:
            made.append(title)
            credited[title] = overfulfilment_games(tables, title, category, score, row.players)
        elif score + remaining >= needed:
            possible[title] = (needed - score, remaining)
        else:
            reasons[title] = NoNorm.OUT_OF_REACH.value
    gm, sim = _strength_counts(start, root) if root in {e.no for e in start.entries} else (0, 0)
    return PlayerNorms(
        no=no,
        score=score,
        remaining=remaining,
        games=start_games,
        category=category,
        made=tuple(made),
        possible=possible,
        impossible=tuple(reasons),
        reasons=reasons,
        credited_games=credited,
        games_vs_gm=gm,
        games_vs_sim=sim,
    )
