"""Claims in one game and their decision: time exceeded, no reply, other [001 §8.7a–b, §15; 000 §7.7a–b].

In postal play a time forfeit counts only once the tournament director confirms it [001 §8.7a]: the
decision that upholds a "time" claim ends the game (the claimant wins, flag E) in the same action.
A decision can be appealed once [001 §15]; an appeal that overturns it undoes or applies the forfeit.
After a player's FIRST confirmed forfeit in a team event the director may ask the captain for a
substitute within at most 2 months [001 §8.7b] (SKŠ: at most 30 days [000 §7.7b]).

Periods the seeds leave open are tournament settings (docs/rule-choices.md): the days within which a
claim should be decided (`claim_decision_days`) and the appeal period (`claim_appeal_days`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Iterable

from ..codes import Code
from ..model import Flag, Game, Organiser, Result, TournamentData
from .substitutes import add_months
from ...i18n import tr

DECISION_DAYS_SETTING = "claim_decision_days"
"""Tournament.settings key: a claim undecided longer than this many days after it was filed is overdue."""
DECISION_DAYS_DEFAULT = 14
APPEAL_DAYS_SETTING = "claim_appeal_days"
"""Tournament.settings key: the days after a decision within which it can be appealed [001 §15 names
the body, not the period]."""
APPEAL_DAYS_DEFAULT = 14


class ClaimKind(Code):
    """What a player claims in a game."""

    TIME = "time"
    """His opponent exceeded the time limit [001 §8.7a]."""
    NO_REPLY = "no_reply"
    """His opponent does not reply to his moves."""
    OTHER = "other"
    """Anything else the director is asked to rule on (a disputed move, a wrong result reported)."""


class Decision(Code):
    """The director's decision on a claim."""

    UPHELD = "upheld"
    REJECTED = "rejected"


class AppealOutcome(Code):
    """The outcome of an appeal against a decision [001 §15]."""

    UPHELD = "upheld"
    """The decision stands."""
    OVERTURNED = "overturned"
    """The decision is reversed: an upheld claim counts as rejected, a rejected one as upheld."""


class ClaimState(Code):
    """Where a claim stands on a given day."""

    OPEN = "open"
    """Filed, not decided yet, within the decision period."""
    OVERDUE = "overdue"
    """Undecided past `claim_decision_days` after it was filed."""
    APPEALABLE = "appealable"
    """Decided, the appeal period still running."""
    APPEALED = "appealed"
    """An appeal filed, not decided yet."""
    FINAL = "final"
    """Decided for good: the appeal decided, or the appeal period over without one."""


class ClaimRefused(ValueError):
    """A claim, decision or appeal the rules do not allow; the message says why. Nothing is stored."""


@dataclass(frozen=True)
class Claim:
    """One claim of a game, as the register keeps it (storage.tables.ClaimRow)."""

    white: int
    black: int
    round: int
    seq: int
    kind: ClaimKind
    claimant: int
    """The start number of the player who claims; the other player of the game is the one claimed against."""
    filed: date
    decision: Decision | None = None
    decided: date | None = None
    substitute_due: date | None = None
    appeal_filed: date | None = None
    appeal_outcome: AppealOutcome | None = None
    appeal_decided: date | None = None
    note: str = ""

    @property
    def against(self) -> int:
        """The player claimed against: the claimant's opponent."""
        return self.black if self.claimant == self.white else self.white

    @property
    def effective(self) -> Decision | None:
        """The decision in force: the director's, reversed by an appeal that overturned it."""
        if self.decision is None or self.appeal_outcome is not AppealOutcome.OVERTURNED:
            return self.decision
        return Decision.REJECTED if self.decision is Decision.UPHELD else Decision.UPHELD


def decision_days(data: TournamentData) -> int:
    return _days(data, DECISION_DAYS_SETTING, DECISION_DAYS_DEFAULT)


def appeal_days(data: TournamentData) -> int:
    return _days(data, APPEAL_DAYS_SETTING, APPEAL_DAYS_DEFAULT)


def _days(data: TournamentData, key: str, default: int) -> int:
    value = data.tournament.settings.get(key, default)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else default


def in_play(game: Game) -> bool:
    """Still being played: no result and no flag (a cancelled game or a pending adjudication is not played on)."""
    return game.result is Result.RUNNING and game.flag is None


def file_claim(game: Game, kind: ClaimKind, claimant: int, filed: date, seq: int, note: str = "",
               start: date | None = None) -> Claim:
    """A new claim of `claimant` in `game`, number `seq` of that game. A time or no-reply claim needs a
    game still in play; an "other" claim may concern a finished game (a disputed result) and never
    changes it. Not before the event's `start`."""
    if not game.involves(claimant):
        raise ClaimRefused(tr("claims.refused.not_in_game", no=claimant, white=game.white, black=game.black))
    if kind is not ClaimKind.OTHER and not in_play(game):
        raise ClaimRefused(tr("claims.refused.not_in_play", white=game.white, black=game.black, state=_state(game)))
    if start is not None and filed < start:
        raise ClaimRefused(tr("claims.refused.before_start", day=filed.isoformat(), start=start.isoformat()))
    return Claim(game.white, game.black, game.round or 1, seq, kind, claimant, filed, note=note)


def forfeit(game: Game, claim: Claim, on: date) -> Game:
    """The game lost on time by the player claimed against, confirmed on `on`: the claimant wins, flag E
    [001 §8.7a]. Only a game in play can be forfeited."""
    if not in_play(game):
        raise ClaimRefused(tr("claims.refused.not_in_play", white=game.white, black=game.black, state=_state(game)))
    return replace(game, result=_claimant_wins(claim), flag=Flag.TIME_EXCEEDED, ended=on)


def restored(game: Game, claim: Claim) -> Game:
    """The game as it was before an upheld time claim ended it: running again, no flag, no end date.
    Refused when the game no longer holds that forfeit (its result was changed since)."""
    if (game.result, game.flag) != (_claimant_wins(claim), Flag.TIME_EXCEEDED):
        raise ClaimRefused(tr("claims.refused.game_changed", white=game.white, black=game.black, state=_state(game)))
    return replace(game, result=Result.RUNNING, flag=None, ended=None)


def decide(claim: Claim, game: Game, decision: Decision, on: date) -> tuple[Claim, Game]:
    """The director's decision on `on` and the game after it: an upheld time claim ends the game at
    once [001 §8.7a]; anything else leaves it as it is. A claim is decided once, not before it was filed."""
    if claim.decision is not None:
        raise ClaimRefused(tr("claims.refused.decided", seq=claim.seq, decision=tr(f"claims.decision.{claim.decision.value}")))
    _not_before(on, claim.filed)
    new_game = forfeit(game, claim, on) if decision is Decision.UPHELD and claim.kind is ClaimKind.TIME else game
    return replace(claim, decision=decision, decided=on), new_game


def appeal_due(claim: Claim, days: int) -> date | None:
    """The last day an appeal against the decision can be filed [001 §15]; None while undecided."""
    return None if claim.decided is None else claim.decided + timedelta(days=days)


def file_appeal(claim: Claim, on: date, days: int) -> Claim:
    """An appeal against the decision [001 §15]: only after a decision, only once, within `days` of it."""
    if claim.decision is None or claim.decided is None:
        raise ClaimRefused(tr("claims.refused.undecided", seq=claim.seq))
    if claim.appeal_filed is not None:
        raise ClaimRefused(tr("claims.refused.appealed", seq=claim.seq, day=claim.appeal_filed.isoformat()))
    _not_before(on, claim.decided)
    due = appeal_due(claim, days)
    if due is not None and on > due:
        raise ClaimRefused(tr("claims.refused.appeal_late", day=on.isoformat(), due=due.isoformat(), days=days))
    return replace(claim, appeal_filed=on)


def decide_appeal(claim: Claim, game: Game, outcome: AppealOutcome, on: date) -> tuple[Claim, Game]:
    """The appeal's outcome on `on` and the game after it. Overturning an upheld time claim restores the
    game as it was before the decision; overturning a rejected one applies the forfeit [001 §8.7a, §15]."""
    if claim.appeal_filed is None:
        raise ClaimRefused(tr("claims.refused.no_appeal", seq=claim.seq))
    if claim.appeal_outcome is not None:
        raise ClaimRefused(tr("claims.refused.appeal_decided", seq=claim.seq))
    _not_before(on, claim.appeal_filed)
    new_game = game
    if outcome is AppealOutcome.OVERTURNED and claim.kind is ClaimKind.TIME:
        new_game = restored(game, claim) if claim.decision is Decision.UPHELD else forfeit(game, claim, on)
    new = replace(claim, appeal_outcome=outcome, appeal_decided=on)
    if new.effective is not Decision.UPHELD:
        new = replace(new, substitute_due=None)  # no confirmed forfeit: no substitute asked for it
    return new, new_game


def confirms_forfeit(before: Claim, after: Claim) -> bool:
    """Whether this step confirms a time forfeit that was not in force before it."""
    return after.kind is ClaimKind.TIME and after.effective is Decision.UPHELD and before.effective is not Decision.UPHELD


def substitute_period_end(organiser: Organiser, decided: date) -> date:
    """The latest deadline the director can give the captain for a substitute: 2 months under ICCF rules
    [001 §8.7b], 30 days under SKŠ rules [000 §7.7b]; other organisers follow the SKŠ period, as
    rules.chess.substitutes does."""
    return add_months(decided, 2) if organiser is Organiser.ICCF else decided + timedelta(days=30)


def substitute_offer(data: TournamentData, game: Game, claim: Claim, on: date) -> date | None:
    """The substitute deadline to offer when the forfeit confirmed on `on` in `game` (as it is after the
    decision) is the FIRST of the player claimed against in a team event [001 §8.7b; 000 §7.7b];
    None otherwise (an individual event, an earlier E loss of his in the event)."""
    if not data.tournament.team_event or game.flag is not Flag.TIME_EXCEEDED:
        return None
    loser = claim.against
    earlier = [g for g in data.games_of(loser) if g.flag is Flag.TIME_EXCEEDED and _lost_by(g, loser)
               and (g.white, g.black, g.round or 1) != (game.white, game.black, game.round or 1)]
    return None if earlier else substitute_period_end(data.tournament.organiser, on)


def check_substitute_due(due: date, offer: date | None, on: date) -> date:
    """A deadline the director chose instead of the offered one: only where a substitute can be asked
    for, from the decision day to the latest the rules allow [001 §8.7b; 000 §7.7b]."""
    if offer is None:
        raise ClaimRefused(tr("claims.refused.no_substitute_here"))
    if not on <= due <= offer:
        raise ClaimRefused(tr("claims.refused.substitute_due", due=due.isoformat(), on=on.isoformat(), latest=offer.isoformat()))
    return due


def state(claim: Claim, on: date, decision_period: int, appeal_period: int) -> ClaimState:
    """Where `claim` stands on `on`, by the event's decision and appeal periods."""
    if claim.decision is None:
        return ClaimState.OVERDUE if on > claim.filed + timedelta(days=decision_period) else ClaimState.OPEN
    if claim.appeal_filed is not None:
        return ClaimState.FINAL if claim.appeal_outcome is not None else ClaimState.APPEALED
    due = appeal_due(claim, appeal_period)
    return ClaimState.APPEALABLE if due is not None and on <= due else ClaimState.FINAL


def next_seq(claims: Iterable[Claim]) -> int:
    """The number of a game's next claim: one more than the highest so far."""
    return max((c.seq for c in claims), default=0) + 1


def _claimant_wins(claim: Claim) -> Result:
    return Result.WHITE_WIN if claim.claimant == claim.white else Result.BLACK_WIN


def _lost_by(game: Game, no: int) -> bool:
    return game.result is (Result.BLACK_WIN if no == game.white else Result.WHITE_WIN)


def _not_before(on: date, since: date) -> None:
    if on < since:
        raise ClaimRefused(tr("claims.refused.too_early", day=on.isoformat(), since=since.isoformat()))


def _state(game: Game) -> str:
    return game.result.value + (game.flag.value if game.flag else "")
