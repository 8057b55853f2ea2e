"""Team substitutes: limits, the captain's deadline, substitute status, how games move and count.

SKŠ ČR rules 2014 [000 §4.7, §7.7–7.10], ICCF Tournament Rules 2016 [001 §8.1, §8.7b–e, App. I 18]
and the ICCF three-block explanation [004 Art. III]. The choices are in docs/withdrawals.md.
"""

from __future__ import annotations

import calendar
import enum
from dataclasses import dataclass, replace
from datetime import date, timedelta

from ..model import Entry, Flag, Game, Organiser, Player, Result, StartNo, Tournament, TournamentData, WithdrawalReason
from ..results import is_finished
from .timecontrol import DAY, TimeControlError, time_control_for
from .withdrawal import GameChange, has_moved, summarize_moves

STATUS_AVERAGE_MOVES = 10
"""Substitute status only while the predecessor's games average fewer moves [000 §7.8; 001 §8.7e]."""


class SubstitutionProblem(enum.Enum):
    NOT_A_TEAM_PLAYER = "substitute.problem.not_a_team_player"
    TEAM_LIMIT = "substitute.problem.team_limit"
    """At most 50 % of a team replaced during the event, deaths excepted [000 §7.7d]."""
    BOARD_LIMIT = "substitute.problem.board_limit"
    """One replacement per board, deaths excepted [000 §7.7d]."""
    AFTER_END = "substitute.problem.after_end"
    """No replacement after the planned end of the event [004 Art. III 1]."""
    NUMBER_TAKEN = "substitute.problem.number_taken"
    STATUS_NOT_POSSIBLE = "substitute.problem.status_not_possible"
    BANK_TRANSFER = "substitute.problem.bank_transfer"
    """Bank time moved onto the clock: only in the three-block system, 1 day up to the clock's
    50-day cap [004 Art. II 6, Art. III 1]."""


class StatusProblem(enum.Enum):
    """Why substitute status cannot be offered [000 §7.8; 001 §8.7e]."""

    GAME_FINISHED = "substitute.status.game_finished"
    AVERAGE_MOVES = "substitute.status.average_moves"
    MOVES_UNKNOWN = "substitute.status.moves_unknown"


class RatingCredit(enum.Enum):
    ALL_GAMES = "substitute.credit.all_games"
    """With status: every game counts for the substitute [000 §7.8; 001 §8.7e]."""
    FAVOURABLE_ONLY = "substitute.credit.favourable_only"
    """Without status: a game counts for the substitute only where it raises his rating, otherwise for
    the replaced player; the opponent is credited with the higher rating of the two [000 §4.7, §7.9;
    001 §8.7e, App. I 18]."""


class SubstitutionRefused(ValueError):
    def __init__(self, codes: tuple[SubstitutionProblem, ...], message: str) -> None:
        super().__init__(message)
        self.codes = codes


@dataclass(frozen=True)
class SubstitutionCheck:
    replaced_no: StartNo
    team: int
    board: int | None
    problems: tuple[SubstitutionProblem, ...]
    """Empty when the replacement is allowed."""
    team_size: int
    replacements_counted: int
    """Earlier replacements in the team that count toward the 50 % limit (deaths do not)."""
    captain_deadline: date
    """The captain names the substitute by this day [000 §7.7a: 30 days; 001 §8.7b: 2 months]."""
    status_possible: bool | None
    """Whether substitute status can be offered; None while move counts are missing."""
    status_problems: tuple[StatusProblem, ...]
    average_moves: float | None

    @property
    def allowed(self) -> bool:
        return not self.problems


@dataclass(frozen=True)
class SubstitutionPlan:
    entry: Entry
    """The substitute's new entry."""
    moved: tuple[GameChange, ...]
    """Unfinished games, now played by the substitute."""
    kept: tuple[GameChange, ...]
    """Finished games, staying with the original player, flagged O where they had no flag."""
    rating_credit: RatingCredit
    norms_possible: bool
    """Without status the substitute can earn no norm [001 §8.7e]."""
    category_recalculated: bool
    """With status the category is recalculated, never lowered [001 §8.7e]."""

    @property
    def changes(self) -> tuple[GameChange, ...]:
        return self.moved + self.kept


@dataclass(frozen=True)
class UnstartedBoard:
    """A board whose player has not begun all his games by the deadline, no substitute named: the
    team loses all games on it [000 §7.7g; 001 §8.7d]."""

    team: int
    board: int | None
    no: StartNo
    not_started: tuple[Game, ...]
    """Games in which he has certainly not moved."""
    unknown: tuple[Game, ...]
    """Games without a move count: the arbiter must check them."""
    forfeits: tuple[GameChange, ...]
    """Every game not already lost by him becomes D lost by him (applies when `not_started`)."""


def add_months(day: date, months: int) -> date:
    """The same day `months` later, or the month's last day when it is shorter."""
    index = day.month - 1 + months
    year, month = day.year + index // 12, index % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def _deadline(organiser: Organiser, since: date) -> date:
    """30 days under SKŠ rules [000 §7.7a, §7.7g], 2 months under ICCF rules [001 §8.7b, §8.7d];
    other organisers follow the SKŠ period."""
    if organiser is Organiser.ICCF:
        return add_months(since, 2)
    return since + timedelta(days=30)


def _died(entry: Entry) -> bool:
    return entry.withdrawal is not None and entry.withdrawal.reason is WithdrawalReason.DEATH


def check_substitution(data: TournamentData, replaced_no: int, *, on: date, death: bool) -> SubstitutionCheck:
    """May player `replaced_no` be replaced on `on`, and can his substitute get status?

    Limits [000 §7.7d]: at most 50 % of the team's players replaced during the event and one
    replacement per board; neither applies after a death (`death`, or the replaced entry's recorded
    withdrawal for death). Replacements made after a death do not count toward the 50 %.
    Status [000 §7.8; 001 §8.7e]: none of his games finished and their average below 10 moves.
    """
    entry = data.entry(replaced_no)
    if entry.team is None:
        raise SubstitutionRefused(
            (SubstitutionProblem.NOT_A_TEAM_PLAYER,), f"player {replaced_no} does not play for a team"
        )
    death = death or _died(entry)
    team = [e for e in data.entries if e.team == entry.team]
    team_size = sum(1 for e in team if e.replaces is None)
    counted = sum(1 for e in team if e.replaces is not None and not _died(data.entry(e.replaces)))
    problems: list[SubstitutionProblem] = []
    if not death:
        if 2 * (counted + 1) > team_size:
            problems.append(SubstitutionProblem.TEAM_LIMIT)
        if any(e.replaces is not None and e.board == entry.board for e in team):
            problems.append(SubstitutionProblem.BOARD_LIMIT)
    end = data.tournament.end_date
    if end is not None and on > end:
        problems.append(SubstitutionProblem.AFTER_END)

    games = data.games_of(replaced_no)
    moves = summarize_moves(games)
    status_problems: list[StatusProblem] = []
    if any(is_finished(g) for g in games):
        status_problems.append(StatusProblem.GAME_FINISHED)
    too_many = moves.at_least(STATUS_AVERAGE_MOVES)
    if too_many:
        status_problems.append(StatusProblem.AVERAGE_MOVES)
    elif too_many is None:
        status_problems.append(StatusProblem.MOVES_UNKNOWN)
    certain_no = [p for p in status_problems if p is not StatusProblem.MOVES_UNKNOWN]
    status_possible = False if certain_no else (None if status_problems else True)
    return SubstitutionCheck(
        replaced_no=entry.no,
        team=entry.team,
        board=entry.board,
        problems=tuple(problems),
        team_size=team_size,
        replacements_counted=counted,
        captain_deadline=_deadline(data.tournament.organiser, on),
        status_possible=status_possible,
        status_problems=tuple(status_problems),
        average_moves=moves.average,
    )


def plan_substitution(
    data: TournamentData,
    replaced_no: int,
    substitute: Player,
    *,
    status: bool,
    on: date,
    new_no: int,
    death: bool = False,
    bank_moved_days: int | None = None,
) -> SubstitutionPlan:
    """Replace player `replaced_no` by `substitute` (new starting number `new_no`) from `on`.

    Unfinished games move to the substitute; finished games stay with the original player, flagged
    O unless they carry a flag already [000 §7.9; 001 §8.7e]. Status needs `check_substitution` to
    say it is possible [000 §7.8; 001 §8.7e]. Applying = replacing each change's `old` by `new`
    (withdrawal.replace_games) and adding `entry`. `bank_moved_days`: time the captain moved from the
    replaced player's bank onto the new player's clock, recorded on the entry [004 Art. III 1].
    """
    check = check_substitution(data, replaced_no, on=on, death=death)
    problems = list(check.problems)
    if any(e.no == new_no for e in data.entries):
        problems.append(SubstitutionProblem.NUMBER_TAKEN)
    if status and check.status_possible is not True:
        problems.append(SubstitutionProblem.STATUS_NOT_POSSIBLE)
    limit = bank_transfer_limit(data.tournament)
    if bank_moved_days is not None and (limit is None or not 1 <= bank_moved_days <= limit):
        problems.append(SubstitutionProblem.BANK_TRANSFER)
    if problems:
        raise SubstitutionRefused(
            tuple(problems),
            f"player {replaced_no} cannot be replaced as asked: " + ", ".join(p.value for p in problems),
        )
    old = data.entry(replaced_no)
    entry = Entry(
        no=StartNo(new_no),
        player=substitute,
        team=old.team,
        board=old.board,
        replaces=old.no,
        substitute_status=status,
        substitute_since=on,
        bank_moved_days=bank_moved_days,
    )
    moved: list[GameChange] = []
    kept: list[GameChange] = []
    for g in data.games_of(replaced_no):
        if g.result is Result.RUNNING and g.flag is None:
            moved.append(GameChange(g, _renumber(g, replaced_no, StartNo(new_no))))
        elif is_finished(g) and g.flag is None:
            kept.append(GameChange(g, replace(g, flag=Flag.ORIGINAL_PLAYER)))
    return SubstitutionPlan(
        entry=entry,
        moved=tuple(moved),
        kept=tuple(kept),
        rating_credit=RatingCredit.ALL_GAMES if status else RatingCredit.FAVOURABLE_ONLY,
        norms_possible=status,
        category_recalculated=status,
    )


def bank_transfer_limit(tournament: Tournament) -> int | None:
    """The most days the captain can move from the replaced player's bank onto the new player's
    clock: the clock never shows more than its cap, 50 days [004 Art. II 6, Art. III 1]; None when
    the tournament's time control has no bank (Planet Šah, or no three-block settings)."""
    try:
        control = time_control_for(tournament)
    except TimeControlError:
        return None
    if not control.bank or control.cap is None:
        return None
    return control.cap // DAY


def _renumber(game: Game, old: int, new: StartNo) -> Game:
    if game.white == old:
        return replace(game, white=new)
    return replace(game, black=new)


def unstarted_boards(data: TournamentData, on: date) -> tuple[UnstartedBoard, ...]:
    """Boards whose player has not begun all his games within 30 days (SKŠ [000 §7.7g]) or 2 months
    (ICCF [001 §8.7d]) of the start, with no substitute named; checked only once that period has
    passed on `on`. "Begun" = he has made a move (withdrawal.has_moved); Black is not held to a game
    White never opened (0 moves): he could not begin it. Withdrawn players, whose games a withdrawal
    plan settles, are left out."""
    start = data.tournament.start_date
    if start is None or on <= _deadline(data.tournament.organiser, start):
        return ()
    replaced = {e.replaces for e in data.entries if e.replaces is not None}
    out: list[UnstartedBoard] = []
    for e in data.entries:
        if e.team is None or e.no in replaced or e.replaces is not None or e.withdrawal is not None:
            continue  # substitutes, replaced and withdrawn players are dealt with elsewhere
        games = data.games_of(e.no)
        answers = [True if g.black == e.no and g.moves == 0 else has_moved(g, e.no) for g in games]
        not_started = tuple(g for g, a in zip(games, answers) if a is False)
        unknown = tuple(g for g, a in zip(games, answers) if a is None)
        if not_started or unknown:
            forfeits = tuple(GameChange(g, _lost_by(g, e.no)) for g in games if _lost_by(g, e.no) != g)
            out.append(UnstartedBoard(e.team, e.board, e.no, not_started, unknown, forfeits))
    return tuple(out)


def _lost_by(game: Game, no: int) -> Game:
    lost = Result.BLACK_WIN if no == game.white else Result.WHITE_WIN
    if game.result is lost:
        return game
    return replace(game, result=lost, flag=Flag.DEFAULT)


RESERVES = "team_reserves"
"""Setting: the players each team listed at set-up without a board, {"team number": [player ids]}."""


def reserves(data: TournamentData, team: int) -> tuple[str, ...]:
    """The reserves team `team` listed at set-up who have not played yet: those from whom the
    captain names a substitute [000 §7.7a; 001 §8.7b] (a reserve who became a substitute has an
    entry and is no longer listed)."""
    listed = data.tournament.settings.get(RESERVES, {})
    ids = listed.get(str(team), []) if isinstance(listed, dict) else []
    entered = {e.player.id for e in data.entries}
    return tuple(str(pid) for pid in ids if pid not in entered)
