"""Withdrawals: what happens to a withdrawn player's games, the sanctions, and who must be told.

SKŠ ČR rating and tournament rules 2014 [000 §7.1–7.5] and ICCF Tournament Rules 2016 [001 §8.1–8.5].
`plan_withdrawal` computes a `WithdrawalPlan` without changing anything; a service applies it in one
transaction by replacing each `GameChange.old` with `GameChange.new` and recording `plan.withdrawal`
on the entry. `apply_plan` does the same on a `TournamentData` so the caller can preview standings
and norms after the plan. The choices the regulations leave open are listed in docs/withdrawals.md.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from datetime import date

from ..model import (
    Entry,
    Flag,
    Game,
    Organiser,
    Result,
    StartNo,
    TournamentData,
    Withdrawal,
    WithdrawalKind,
    WithdrawalReason,
)
from ..results import is_finished, is_played

ACCEPTED_AVERAGE_MOVES = 25
"""Average number of moves from which unfinished games are adjudicated [000 §7.3a]."""


class WithdrawalProblem(enum.Enum):
    """Why a withdrawal cannot be planned as asked."""

    REASON_MISSING = "withdrawal.problem.reason_missing"
    """An accepted withdrawal needs one of the reasons (a)–(d) [000 §7.2; 001 §8.2]."""
    REASON_NOT_ACCEPTED = "withdrawal.problem.reason_not_accepted"
    """The reasons (a)–(d) make a withdrawal accepted; another kind cannot carry one."""
    ALREADY_WITHDRAWN = "withdrawal.problem.already_withdrawn"
    NOT_BEFORE_START = "withdrawal.problem.not_before_start"
    """A before-start withdrawal dated on or after the start of the tournament [000 §7.1; 001 §8.1]."""
    BEFORE_START = "withdrawal.problem.before_start"
    """Another kind of withdrawal dated before the start: it is a before-start withdrawal [000 §7.1]."""
    MOVES_UNKNOWN = "withdrawal.problem.moves_unknown"
    """The decision depends on move counts that are not recorded."""
    NOT_ADJUDICATED = "withdrawal.problem.not_adjudicated"
    """Only a game flagged A can be adjudicated [000 §7.3a]."""
    NO_ADJUDICATION_RESULT = "withdrawal.problem.no_adjudication_result"
    STALE_PLAN = "withdrawal.problem.stale_plan"
    """A game of the plan is no longer in the tournament as planned (it changed in the meantime)."""


class WithdrawalRefused(ValueError):
    """A withdrawal (or an adjudication) that the rules do not allow; `code` says why, `values` fill
    the text of the code in arbiter_app.i18n."""

    def __init__(self, code: WithdrawalProblem, message: str, **values: object) -> None:
        super().__init__(message)
        self.code = code
        self.values = values


class Outcome(enum.Enum):
    """What happens to the games [000 §7.3–7.5; 001 §8]."""

    ADJUDICATE = "withdrawal.outcome.adjudicate"
    """Accepted, a game finished or average ≥ 25 moves: unfinished games get A [000 §7.3a]."""
    CANCEL_ALL = "withdrawal.outcome.cancel_all"
    """All his games get C: accepted below the thresholds [000 §7.3b], unaccepted or silent without
    a started game [000 §7.4, §7.5], or before the start (docs/withdrawals.md)."""
    DEFAULT = "withdrawal.outcome.default"
    """Unaccepted or silent after a started game: unfinished games are lost by him, D [000 §7.4, §7.5]."""


class SanctionCode(enum.Enum):
    NO_ENTRY = "withdrawal.sanction.no_entry"
    """No entry to any SKŠ/ICCF event for at least `months` [000 §7.3: 6, §7.4: 12; 001 §8.3, §8.4]."""
    BOND = "withdrawal.sanction.bond"
    """A bond of at least `fee_multiple` × the entry fee with the next entry [000 §7.4; 001 §8.4]."""
    SUSPENSION = "withdrawal.sanction.suspension"
    """Suspension: silent withdrawal up to 24 months, the second at least 60 [000 §7.5; 001 §8.5];
    abuse of an accepted withdrawal 60 months [000 §7.3; 001 §8.3]."""
    NO_REFUND = "withdrawal.sanction.no_refund"
    """No refund of the entry fee (before the start) [000 §7.1; 001 §8.1a]."""
    QUALIFICATION_FORFEITED = "withdrawal.sanction.qualification_forfeited"
    """The qualification he entered with is lost (before the start) [000 §7.1; 001 §8.1b]."""
    REFERRED_TO_ORGANISER = "withdrawal.sanction.referred_to_organiser"
    """A second withdrawal within a short time cannot be accepted by the TD alone [000 §7.4; 001 §8.4]."""


class Bound(enum.Enum):
    AT_LEAST = "withdrawal.bound.at_least"
    AT_MOST = "withdrawal.bound.at_most"
    EXACTLY = "withdrawal.bound.exactly"


@dataclass(frozen=True)
class Sanction:
    code: SanctionCode
    months: int | None = None
    bound: Bound = Bound.EXACTLY
    fee_multiple: int | None = None
    """For a bond: the multiple of the entry fee."""
    minimum_amount: float | None = None
    """For a bond: `fee_multiple` × Tournament.entry_fee when the fee is known."""
    discretionary: bool = False
    """The regulation says "may be" (silent withdrawal [000 §7.5; 001 §8.5])."""


class Recipient(enum.Enum):
    """Who must be told of the withdrawal."""

    OPPONENTS = "withdrawal.notify.opponents"
    """All his opponents: their games change [000 §7.1; 001 §8.1]."""
    OTHER_TOURNAMENT_DIRECTORS = "withdrawal.notify.other_tds"
    """The TDs of his other events: the withdrawal covers all his tournaments [000 §7.3–7.4; 001 §8.3–8.4]."""
    INTERNATIONAL_OFFICER = "withdrawal.notify.international_officer"
    """SKŠ: head of the international section, who tells the ICCF WTD and rating commissioner [000 §7.3–7.4]."""
    WORLD_TOURNAMENT_DIRECTOR = "withdrawal.notify.wtd"
    """ICCF World Tournament Director, who keeps the record and tells the federation [001 §8.3]."""
    RATING_COMMISSIONER = "withdrawal.notify.rating_commissioner"
    """ICCF rating commissioner [001 §8.3]."""
    ORGANISER = "withdrawal.notify.organiser"
    """The organising body: reviews an unaccepted case, decides suspensions [000 §7.4; 001 §8.4]."""
    NATIONAL_FEDERATION = "withdrawal.notify.national_federation"
    """ICCF: his federation holds the bond [001 §8.4]."""
    TEAM_CAPTAIN = "withdrawal.notify.team_captain"
    """Team event: the captain is asked to name a substitute [000 §7.7a; 001 §8.7b]."""


@dataclass(frozen=True)
class GameChange:
    """One game as it is now and as the plan leaves it; applying the plan replaces `old` by `new`."""

    old: Game
    new: Game


@dataclass(frozen=True)
class MoveSummary:
    """The move counts of a player's games: what the thresholds are compared with."""

    games: int
    known_moves: int
    """Sum of the known move counts."""
    unknown: tuple[Game, ...]
    """Games without a move count."""

    @property
    def average(self) -> float | None:
        """The average over all games, or None while a count is unknown or there are no games."""
        if self.unknown or not self.games:
            return None
        return self.known_moves / self.games

    def at_least(self, threshold: int) -> bool | None:
        """Whether the average is ≥ `threshold`; compared in whole moves (sum ≥ threshold × games),
        so 24.9 and 25.0 are told apart exactly. Unknown counts can only raise the average: with the
        known ones already enough the answer is True, otherwise None (cannot tell)."""
        if self.games and self.known_moves >= threshold * self.games:
            return True
        return None if self.unknown else False


@dataclass(frozen=True)
class WithdrawalPlan:
    no: StartNo
    withdrawal: Withdrawal
    """To record on the entry."""
    outcome: Outcome
    changes: tuple[GameChange, ...]
    """Only games that change; a game already as planned (e.g. cancelled) is left out."""
    sanctions: tuple[Sanction, ...]
    norm_possible: bool
    """Whether his result may still give him a norm [001 §8.5: silent, none]."""
    qualification_possible: bool
    """Whether his result may still qualify him [001 §8.1b, §8.5]."""
    all_tournaments: bool
    """He leaves every event he plays in [000 §7.3, §7.4; 001 §8.3, §8.4]."""
    counts_as_team_replacement: bool
    """Before the start of a team event the change of player counts toward the team's allowed
    replacements [001 §8.1]."""
    notify: tuple[Recipient, ...]
    opponents: tuple[StartNo, ...]
    """Starting numbers of the opponents to be told."""
    finished_games: int
    average_moves: float | None
    started: bool | None
    """Whether he made a move in any game (None where not needed for the decision)."""


def summarize_moves(games: tuple[Game, ...]) -> MoveSummary:
    """Move counts over all the given games ("ve všech jeho partiích" [000 §7.3a, §7.8])."""
    known = sum(g.moves for g in games if g.moves is not None)
    return MoveSummary(len(games), known, tuple(g for g in games if g.moves is None))


def has_moved(game: Game, no: int) -> bool | None:
    """Whether player `no` made a move in `game` ("zahájil hru" [000 §7.4, §7.5, §7.7g]).

    `Game.moves` counts full moves, as in PGN. A game finished over the board with no flag was
    played by both. Otherwise White has moved from move 1 on; Black only from move 2 on, because a
    count of 1 may be White's first move alone. None when the count is unknown.
    """
    if is_played(game) and game.flag is None:
        return True
    if game.moves is None:
        return None
    return game.moves >= (1 if no == game.white else 2)


def plan_withdrawal(
    data: TournamentData,
    no: int,
    kind: WithdrawalKind,
    reason: WithdrawalReason | None,
    on: date,
    *,
    previous_withdrawals: int = 0,
) -> WithdrawalPlan:
    """Plan the withdrawal of player `no` on `on` [000 §7.1–7.5; 001 §8.1–8.5].

    `previous_withdrawals` counts his earlier withdrawals of the same kind that the rules weigh:
    for an accepted one, those "within a short time" (the TD judges the period) – then the case goes
    to the organiser [000 §7.4; 001 §8.4]; for a silent one, any earlier silent withdrawal – then the
    suspension is at least 5 years [000 §7.5; 001 §8.5].
    """
    entry = data.entry(no)
    _validate(data, entry, kind, reason, on)
    games = data.games_of(no)
    moves = summarize_moves(games)
    finished = sum(1 for g in games if is_finished(g))
    started: bool | None = None

    if kind is WithdrawalKind.ACCEPTED:
        outcome = _accepted_outcome(no, finished, moves)
    elif kind is WithdrawalKind.BEFORE_START:
        outcome = Outcome.CANCEL_ALL
    else:
        started = _started_any(no, games)
        outcome = Outcome.DEFAULT if started else Outcome.CANCEL_ALL

    changes = tuple(
        GameChange(g, new) for g in games if (new := _new_game(g, no, outcome)) != g
    )
    organiser = data.tournament.organiser
    silent = kind is WithdrawalKind.SILENT
    before_start = kind is WithdrawalKind.BEFORE_START
    return WithdrawalPlan(
        no=entry.no,
        withdrawal=Withdrawal(kind, on, reason),
        outcome=outcome,
        changes=changes,
        sanctions=_sanctions(kind, reason, previous_withdrawals, data.tournament.entry_fee),
        norm_possible=not (silent or before_start),
        qualification_possible=not (silent or before_start),
        all_tournaments=kind in (WithdrawalKind.ACCEPTED, WithdrawalKind.UNACCEPTED),
        counts_as_team_replacement=before_start and entry.team is not None,
        notify=_recipients(kind, organiser, entry.team is not None, previous_withdrawals),
        opponents=tuple(sorted({g.opponent(no) for g in games})),
        finished_games=finished,
        average_moves=moves.average,
        started=started,
    )


def _validate(
    data: TournamentData, entry: Entry, kind: WithdrawalKind, reason: WithdrawalReason | None, on: date
) -> None:
    if entry.withdrawal is not None:
        raise WithdrawalRefused(
            WithdrawalProblem.ALREADY_WITHDRAWN,
            f"player {entry.no} has already withdrawn ({entry.withdrawal.kind.value}, {entry.withdrawal.date})",
            no=entry.no,
        )
    if kind is WithdrawalKind.ACCEPTED and reason is None:
        raise WithdrawalRefused(
            WithdrawalProblem.REASON_MISSING,
            "an accepted withdrawal needs a reason: death, illness, force majeure or personal circumstances",
        )
    if kind is not WithdrawalKind.ACCEPTED and reason is not None:
        raise WithdrawalRefused(
            WithdrawalProblem.REASON_NOT_ACCEPTED,
            f"reason {reason.value} makes a withdrawal accepted; a {kind.value} withdrawal has none",
            reason=reason.value,
            kind=kind.value,
        )
    start = data.tournament.start_date
    if start is None:
        return
    if kind is WithdrawalKind.BEFORE_START and on >= start:
        raise WithdrawalRefused(
            WithdrawalProblem.NOT_BEFORE_START,
            f"the tournament started on {start}; a withdrawal on {on} is not before the start",
            start=start,
            on=on,
        )
    if kind is not WithdrawalKind.BEFORE_START and on < start:
        raise WithdrawalRefused(
            WithdrawalProblem.BEFORE_START,
            f"the tournament starts on {start}; a withdrawal on {on} is a before-start withdrawal",
            start=start,
            on=on,
        )


def _accepted_outcome(no: int, finished: int, moves: MoveSummary) -> Outcome:
    """A finished game or an average of ≥ 25 moves: adjudicate; otherwise cancel all [000 §7.3]."""
    if finished:
        return Outcome.ADJUDICATE
    enough = moves.at_least(ACCEPTED_AVERAGE_MOVES)
    if enough is None:
        raise _moves_unknown(no, moves.unknown)
    return Outcome.ADJUDICATE if enough else Outcome.CANCEL_ALL


def _started_any(no: int, games: tuple[Game, ...]) -> bool:
    """Whether he made a move in any game [000 §7.4, §7.5]; unknown counts matter only when no
    known game shows a move of his."""
    answers = [has_moved(g, no) for g in games]
    if True in answers:
        return True
    unknown = tuple(g for g, a in zip(games, answers) if a is None)
    if unknown:
        raise _moves_unknown(no, unknown)
    return False


def _moves_unknown(no: int, games: tuple[Game, ...]) -> WithdrawalRefused:
    pairs = ", ".join(f"{g.white}-{g.black}" for g in games)
    return WithdrawalRefused(
        WithdrawalProblem.MOVES_UNKNOWN,
        f"enter the number of moves of player {no}'s games {pairs}: the decision depends on them",
        no=no,
        games=pairs,
    )


def _new_game(game: Game, no: int, outcome: Outcome) -> Game:
    if outcome is Outcome.CANCEL_ALL:
        return replace(game, flag=Flag.CANCELLED)
    if game.result is not Result.RUNNING or game.flag is not None:
        return game  # finished, cancelled, or already sent to adjudication: stays as it is
    if outcome is Outcome.ADJUDICATE:
        return replace(game, flag=Flag.ADJUDICATED, result=Result.RUNNING)
    lost = Result.BLACK_WIN if no == game.white else Result.WHITE_WIN
    return replace(game, flag=Flag.DEFAULT, result=lost)


def _sanctions(kind: WithdrawalKind, reason: WithdrawalReason | None, previous: int, entry_fee: float | None) -> tuple[Sanction, ...]:
    """The sanctions [000 §7.1, §7.3–7.5; 001 §8.1, §8.3–8.5]. The bar on entries after an accepted
    withdrawal [000 §7.3] is for the living: after a death there is none, and no referral to the
    organiser for a repeat."""
    if kind is WithdrawalKind.BEFORE_START:
        return (Sanction(SanctionCode.NO_REFUND), Sanction(SanctionCode.QUALIFICATION_FORFEITED))
    if kind is WithdrawalKind.ACCEPTED and reason is WithdrawalReason.DEATH:
        return ()
    if kind is WithdrawalKind.ACCEPTED:
        no_entry = Sanction(SanctionCode.NO_ENTRY, months=6, bound=Bound.AT_LEAST)
        if previous:
            return (no_entry, Sanction(SanctionCode.REFERRED_TO_ORGANISER))
        return (no_entry,)
    bond = Sanction(
        SanctionCode.BOND,
        bound=Bound.AT_LEAST,
        fee_multiple=2,
        minimum_amount=None if entry_fee is None else 2 * entry_fee,
    )
    if kind is WithdrawalKind.UNACCEPTED:
        return (Sanction(SanctionCode.NO_ENTRY, months=12, bound=Bound.AT_LEAST), bond)
    if previous:
        return (Sanction(SanctionCode.SUSPENSION, months=60, bound=Bound.AT_LEAST), bond)
    return (Sanction(SanctionCode.SUSPENSION, months=24, bound=Bound.AT_MOST, discretionary=True), bond)


def abuse_sanction() -> Sanction:
    """Abuse of an accepted withdrawal, found later: automatic suspension from all SKŠ and ICCF
    events for 5 years [000 §7.3; 001 §8.3]."""
    return Sanction(SanctionCode.SUSPENSION, months=60)


def _recipients(
    kind: WithdrawalKind, organiser: Organiser, team: bool, previous: int
) -> tuple[Recipient, ...]:
    """Who must be told [000 §7.1, §7.3, §7.4, §7.7a; 001 §8.1, §8.3, §8.4, §8.7b]."""
    out = [Recipient.OPPONENTS]
    if kind in (WithdrawalKind.ACCEPTED, WithdrawalKind.UNACCEPTED):
        out.append(Recipient.OTHER_TOURNAMENT_DIRECTORS)
    if kind is WithdrawalKind.ACCEPTED:
        if organiser is Organiser.SKS:
            out.append(Recipient.INTERNATIONAL_OFFICER)
        elif organiser is Organiser.ICCF:
            out += [Recipient.WORLD_TOURNAMENT_DIRECTOR, Recipient.RATING_COMMISSIONER]
        if previous:
            out.append(Recipient.ORGANISER)
    else:
        out.append(Recipient.ORGANISER)
        if kind is not WithdrawalKind.BEFORE_START:
            if organiser is Organiser.SKS:
                out.append(Recipient.INTERNATIONAL_OFFICER)
            elif organiser is Organiser.ICCF:
                out.append(Recipient.NATIONAL_FEDERATION)
    if team:
        out.append(Recipient.TEAM_CAPTAIN)
    return tuple(out)


def replace_games(data: TournamentData, changes: tuple[GameChange, ...]) -> tuple[Game, ...]:
    """The games of `data` with each `old` replaced by its `new`; refused when an `old` game is no
    longer there as planned (the data changed since the plan was made)."""
    games = list(data.games)
    for change in changes:
        try:
            i = games.index(change.old)
        except ValueError:
            raise WithdrawalRefused(
                WithdrawalProblem.STALE_PLAN,
                f"game {change.old.white}-{change.old.black} changed since the plan was made; plan again",
                game=f"{change.old.white}-{change.old.black}",
            ) from None
        games[i] = change.new
    return tuple(games)


def apply_plan(data: TournamentData, plan: WithdrawalPlan) -> TournamentData:
    """The tournament after `plan`: the withdrawal recorded on the entry and the games replaced.
    Pure: for previews of standings and norms; the service does the same in one transaction."""
    entries = tuple(replace(e, withdrawal=plan.withdrawal) if e.no == plan.no else e for e in data.entries)
    return replace(data, entries=entries, games=replace_games(data, plan.changes))


def adjudicate(game: Game, result: Result) -> Game:
    """Enter the adjudicated result of a game flagged A; the flag stays [000 §7.3a; 001 §8]."""
    if game.flag is not Flag.ADJUDICATED:
        raise WithdrawalRefused(
            WithdrawalProblem.NOT_ADJUDICATED,
            f"game {game.white}-{game.black} is not sent to adjudication (flag A)",
            game=f"{game.white}-{game.black}",
        )
    if result is Result.RUNNING:
        raise WithdrawalRefused(
            WithdrawalProblem.NO_ADJUDICATION_RESULT,
            "an adjudication needs a result: 1-0, 1/2-1/2 or 0-1",
        )
    return replace(game, result=result)
