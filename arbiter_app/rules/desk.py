"""Today's desk: what needs the arbiter on a day, across every tournament (issue 45, item 5).

Each item has a deadline, and its state on the day follows from it alone: overdue once the deadline
has passed, due today on it, coming within the days asked for ahead (`within_days`); later ones are
not shown yet. The items, with their seeds:

- an adjudication's analyses missing (by their deadline), or the decision awaited once both are in
  or the deadline passed [000 §7.3a; 001 §8.3; rules.chess.adjudication_cases];
- a claim undecided `claim_decision_days` after it was filed, an appeal undecided as long after it
  was filed [001 §8.7a, §15; rules.chess.claims];
- a game still played once the event's end date has come [000 §7.3a; 001 §8.3];
- the captain's substitute after a withdrawal [000 §7.7a: 30 days; 001 §8.7b: 2 months] or after a
  first confirmed forfeit, by the deadline the arbiter gave [001 §8.7b; 000 §7.7b];
- a board not begun within the period of [000 §7.7g; 001 §8.7d] (rules.chess.substitutes);
- a paid bond to return: "returned at the end of the tournament" when the player finished it
  properly [000 §7.4, §7.6; 001 §8.6];
- a bar (no entry, suspension) whose last day comes [000 §7.3–7.5; 001 §8.3–8.5].
Pure: the service (services.running.desk) reads the facts and words the items.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Mapping

from .codes import Code
from .chess.adjudication_cases import AdjudicationCase, analyses_deadline
from .chess.claims import AppealOutcome, Claim, Decision, substitute_period_end
from .model import Organiser


class DueState(Code):
    """Where an item stands on the day, by its deadline."""

    OVERDUE = "overdue"
    """The deadline has passed."""
    TODAY = "today"
    """The deadline is the day itself."""
    COMING = "coming"
    """The deadline comes within the days asked for ahead."""


class DueKind(Code):
    """What needs the arbiter."""

    ANALYSES = "analyses"
    """An adjudication whose players' analyses are awaited by their deadline [000 §7.3a]."""
    DECISION = "adjudication_decision"
    """An adjudication with both analyses in, or their deadline passed: the decision is awaited [000 §7.3a]."""
    CLAIM = "claim"
    """A claim not decided yet [001 §8.7a]."""
    APPEAL = "appeal"
    """An appeal against a claim's decision not decided yet [001 §15]."""
    RUNNING_AFTER_END = "running_after_end"
    """A game still played at the event's end date [000 §7.3a; 001 §8.3]."""
    SUBSTITUTE = "substitute"
    """A team player withdrew and no substitute replaces him yet [000 §7.7a; 001 §8.7b]."""
    FORFEIT_SUBSTITUTE = "forfeit_substitute"
    """The captain's deadline for a substitute after a first confirmed forfeit [001 §8.7b; 000 §7.7b]."""
    UNSTARTED = "unstarted"
    """A team board not begun in time, no substitute named [000 §7.7g; 001 §8.7d]."""
    BOND = "bond"
    """A paid bond whose event is finished, the player not withdrawn there [000 §7.6; 001 §8.6]."""
    SANCTION_END = "sanction_end"
    """A bar whose last day comes [000 §7.3–7.5; 001 §8.3–8.5]."""


@dataclass(frozen=True)
class Due:
    """One item's dates and its state on the day."""

    kind: DueKind
    since: date
    """Since when the matter is open (requested, filed, withdrawn, finished, ...)."""
    deadline: date
    state: DueState


def deadline_state(deadline: date, on: date, within_days: int) -> DueState | None:
    """Overdue after the deadline, due today on it, coming when it is at most `within_days` ahead;
    None when it is further."""
    if deadline < on:
        return DueState.OVERDUE
    if deadline == on:
        return DueState.TODAY
    return DueState.COMING if deadline <= on + timedelta(days=within_days) else None


def _due(kind: DueKind, since: date, deadline: date, on: date, within_days: int) -> Due | None:
    state = deadline_state(deadline, on, within_days)
    return None if state is None else Due(kind, since, deadline, state)


def adjudication_due(case: AdjudicationCase, settings: Mapping[str, object], on: date, within_days: int) -> Due | None:
    """An undecided case [000 §7.3a]: its analyses by their deadline (the case's own, else the
    setting `adjudication_analyses_days` after the request) while one is missing; the decision from
    the day both were in, or from the deadline once it passed with one missing. None when decided."""
    if case.decision is not None:
        return None
    deadline = case.analyses_due or analyses_deadline(case.requested, settings)
    if case.analysis_white is not None and case.analysis_black is not None:
        awaited = min(max(case.analysis_white, case.analysis_black), deadline)
        return _due(DueKind.DECISION, awaited, awaited, on, within_days)
    return _due(DueKind.ANALYSES, case.requested, deadline, on, within_days)


def claim_dues(claim: Claim, decision_days: int, on: date, within_days: int) -> tuple[Due, ...]:
    """An undecided claim, due `decision_days` (the setting `claim_decision_days`) after it was filed
    [001 §8.7a]; an appeal filed and undecided, due as long after its filing [001 §15]."""
    period = timedelta(days=decision_days)
    dues: list[Due | None] = []
    if claim.decision is None:
        dues.append(_due(DueKind.CLAIM, claim.filed, claim.filed + period, on, within_days))
    if claim.appeal_filed is not None and claim.appeal_outcome is None:
        dues.append(_due(DueKind.APPEAL, claim.appeal_filed, claim.appeal_filed + period, on, within_days))
    return tuple(d for d in dues if d is not None)


def forfeit_substitute_due(claim: Claim, substituted: bool, on: date, within_days: int) -> Due | None:
    """The captain's deadline (`substitute_due`) after a confirmed first forfeit [001 §8.7b; 000 §7.7b],
    while the forfeit is in force and no substitute replaces the player (`substituted`)."""
    if claim.substitute_due is None or substituted or claim.effective is not Decision.UPHELD:
        return None
    confirmed = claim.appeal_decided if claim.appeal_outcome is AppealOutcome.OVERTURNED else claim.decided
    return _due(DueKind.FORFEIT_SUBSTITUTE, confirmed or claim.filed, claim.substitute_due, on, within_days)


def running_after_end(end_date: date | None, on: date) -> Due | None:
    """A game still played once the event's end date has come: due on the end date, overdue after
    it [000 §7.3a; 001 §8.3]. Not listed before (every running game of the event would be)."""
    if end_date is None or on < end_date:
        return None
    return _due(DueKind.RUNNING_AFTER_END, end_date, end_date, on, 0)


def withdrawal_substitute_due(organiser: Organiser, withdrawn: date, on: date, within_days: int) -> Due | None:
    """The captain names a substitute for a withdrawn player within 30 days (SKŠ [000 §7.7a]) or
    2 months (ICCF [001 §8.7b]) of the withdrawal. The caller lists only a team player replaced by
    nobody yet who still has games in play: one whose games the withdrawal settled needs none."""
    return _due(DueKind.SUBSTITUTE, withdrawn, substitute_period_end(organiser, withdrawn), on, within_days)


def unstarted_due(organiser: Organiser, start: date, on: date) -> Due | None:
    """A board rules.chess.substitutes.unstarted_boards reports on `on`: due when its period (30 days
    [000 §7.7g], ICCF 2 months [001 §8.7d], the captain's periods of [000 §7.7a; 001 §8.7b] too)
    ended, i.e. overdue, as the rule reports a board only after it."""
    return _due(DueKind.UNSTARTED, start, substitute_period_end(organiser, start), on, 0)


def event_finished(games: int, remaining: int) -> bool:
    """Every listed game decided or cancelled (rules.results.is_remaining counts the others); an
    event without games is not finished."""
    return games > 0 and remaining == 0


def bond_due(finished_on: date, on: date) -> Due | None:
    """A paid bond is returned at the end of the tournament it was paid with, when the player
    finished it properly (the caller checks he did not withdraw there) [000 §7.4, §7.6; 001 §8.6]:
    due on the day the event finished."""
    return _due(DueKind.BOND, finished_on, finished_on, on, 0)


def finished_on(last_ended: date | None, end_date: date | None, on: date) -> date:
    """The day an event finished: its last game's end, else its planned end, else the day asked about."""
    return last_ended or end_date or on


def sanction_end_due(since: date, until: date | None, lifted: date | None, on: date, within_days: int) -> Due | None:
    """A bar whose last day (`until`) is today or within `within_days`; one lifted, ended or
    without an end is not listed [000 §7.3–7.5; 001 §8.3–8.5]."""
    if until is None or lifted is not None or until < on:
        return None
    return _due(DueKind.SANCTION_END, since, until, on, within_days)


STATE_ORDER = (DueState.OVERDUE, DueState.TODAY, DueState.COMING)
KIND_ORDER = tuple(DueKind)


def order_key(due: Due) -> tuple[int, date, int]:
    """Overdue first, then by deadline (then by kind, in DueKind's order)."""
    return STATE_ORDER.index(due.state), due.deadline, KIND_ORDER.index(due.kind)
