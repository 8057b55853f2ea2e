"""Adjudication as a process [000 §7.3a; 001 §8.3; DOMAIN.md §7b].

Once games are to be adjudicated, the arbiter "starts every step needed to obtain the adjudications"
and, "when the adjudication process is over, enters the results" [000 §7.3a]. A game goes to
adjudication after an accepted withdrawal [000 §7.3a; 001 §8.3], when the event's end date comes
with the game still running in the standard time control, never in the three-block system, whose
end dates are fixed and whose games all end by them [004 Art. I (3)], or by the arbiter's hand.

The steps themselves are in the SKŠ adjudication rules ("Odhadní řád SKŠ v ČR", named by [000 §7.3a]
but not among the regulations the program carries): the players' analyses are asked for by a
deadline, which is the tournament setting `adjudication_analyses_days` days after the request
(default 30: docs/rule-choices.md), the adjudicator decides, and the decision counts as the game's
result with the flag A [000 §7.3a].
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Mapping

from ...i18n import date_text, tr
from ..codes import Code
from ..model import Flag, Game, Result, Tournament, TournamentData
from ..results import is_remaining
from .withdrawal import adjudicate

ANALYSES_DAYS_SETTING = "adjudication_analyses_days"
"""Tournament.settings key: the days the players have for their analyses after the request."""
ANALYSES_DAYS_DEFAULT = 30
DECISIONS = (Result.WHITE_WIN, Result.DRAW, Result.BLACK_WIN)
"""What an adjudication decides: a win or a draw [000 §7.3a]."""


class AdjudicationRefused(ValueError):
    """A step of an adjudication the rules do not allow; `reason` is the catalogue key of the message."""

    def __init__(self, reason: str, /, **values: object) -> None:
        super().__init__(tr(reason, None, **values))
        self.reason = reason
        self.values = values


class Cause(Code):
    """Why a game went to adjudication."""

    WITHDRAWAL = "withdrawal"
    """An accepted withdrawal [000 §7.3a; 001 §8.3]."""
    END_DATE = "end_date"
    """Still running at the event's end date, standard time control (not three-block [004 Art. I (3)])."""
    BY_HAND = "by_hand"
    """Sent by the arbiter (e.g. after a death the TD chose adjudication [000 §7.7c])."""


class CaseState(Code):
    """Where a case stands."""

    AWAITING_ANALYSES = "awaiting_analyses"
    """Requested; an analysis is still missing and its deadline has not passed."""
    AWAITING_DECISION = "awaiting_decision"
    """Both analyses in, or the deadline passed: the adjudicator decides (with what came)."""
    DECIDED = "decided"
    """Decided: the result counts with the flag A [000 §7.3a]."""


@dataclass(frozen=True)
class AdjudicationCase:
    """The adjudication of one game (storage: AdjudicationRow)."""

    white: int
    black: int
    round: int
    cause: Cause
    requested: date
    adjudicator: str = ""
    analyses_due: date | None = None
    analysis_white: date | None = None
    """The day White's analysis arrived; None: not yet."""
    analysis_black: date | None = None
    decision: Result | None = None
    decided: date | None = None
    note: str = ""

    @property
    def analyses_in(self) -> bool:
        return self.analysis_white is not None and self.analysis_black is not None


def analyses_days(settings: Mapping[str, object]) -> int:
    """The days for the players' analyses: the setting `adjudication_analyses_days`, else 30."""
    days = settings.get(ANALYSES_DAYS_SETTING, ANALYSES_DAYS_DEFAULT)
    return days if isinstance(days, int) and not isinstance(days, bool) and days > 0 else ANALYSES_DAYS_DEFAULT


def analyses_deadline(requested: date, settings: Mapping[str, object]) -> date:
    """The deadline of the players' analyses: `analyses_days` after the request (SKŠ adjudication
    rules, not in the seeds: docs/rule-choices.md)."""
    return requested + timedelta(days=analyses_days(settings))


def overdue(case: AdjudicationCase, on: date) -> bool:
    """Undecided, an analysis missing, and the deadline passed on `on` (the deadline day itself still counts)."""
    return case.decision is None and not case.analyses_in and case.analyses_due is not None and on > case.analyses_due


def case_state(case: AdjudicationCase, on: date) -> CaseState:
    """Decided; else awaiting the decision once both analyses are in or their deadline passed; else
    awaiting the analyses."""
    if case.decision is not None:
        return CaseState.DECIDED
    if case.analyses_in or overdue(case, on):
        return CaseState.AWAITING_DECISION
    return CaseState.AWAITING_ANALYSES


def three_block(tournament: Tournament) -> bool:
    """Whether the event plays the ICCF three-block system: its settings name it
    (`timecontrol.system` = "three_block", as the tournament form writes it) or give its planned
    duration (`timecontrol.duration_days`, `--duration`) without naming another system. An event whose
    settings say neither (a time control typed as "10 moves in 50 days") plays a standard one."""
    system = tournament.settings.get("timecontrol.system")
    return system == "three_block" or (system is None and tournament.settings.get("timecontrol.duration_days") is not None)


def end_date_games(data: TournamentData, on: date) -> tuple[Game, ...]:
    """The games that go to adjudication at the end date: every game still to be decided (running,
    or already sent to adjudication) once `on` has reached the end date [000 §7.3a; DOMAIN.md §7b].
    Refused in the three-block system, which has no adjudication at the end date [004 Art. I (3)],
    without an end date, and before it."""
    t = data.tournament
    if three_block(t):
        raise AdjudicationRefused("adjudications.refused.three_block", code=t.code)
    if t.end_date is None:
        raise AdjudicationRefused("adjudications.refused.no_end_date", code=t.code)
    if on < t.end_date:
        raise AdjudicationRefused("adjudications.refused.before_end_date", code=t.code, end=date_text(t.end_date),
                                  on=date_text(on))
    return tuple(g for g in data.games if is_remaining(g))


def sent_to_adjudication(game: Game) -> Game:
    """The game flagged A with no result yet: only a game still to be decided goes [000 §7.3a]."""
    if not is_remaining(game):
        raise AdjudicationRefused("adjudications.refused.finished", white=game.white, black=game.black,
                                  result=game.result.value + (game.flag.value if game.flag else ""))
    return replace(game, flag=Flag.ADJUDICATED)


def decided_game(game: Game, result: Result, on: date) -> Game:
    """The game with the adjudicated result, flag A, ended on the day of the decision: the result
    counts [000 §7.3a] (rules.chess.withdrawal.adjudicate). A win or a draw only."""
    if result not in DECISIONS:
        raise AdjudicationRefused("adjudications.refused.decision", result=result.value)
    return replace(adjudicate(replace(game, flag=Flag.ADJUDICATED), result), ended=on)
