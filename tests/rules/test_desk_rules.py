"""Today's desk, the pure classification (rules.desk), on a fixed day: 1 March 2027, looking 30 days
ahead (to 31 March 2027). Every date below is counted by hand."""

from datetime import date

import pytest

from arbiter_app.rules.chess.adjudication_cases import AdjudicationCase, Cause
from arbiter_app.rules.chess.claims import AppealOutcome, Claim, ClaimKind, Decision
from arbiter_app.rules.desk import (
    Due,
    DueKind,
    DueState,
    adjudication_due,
    bond_due,
    claim_dues,
    deadline_state,
    event_finished,
    finished_on,
    forfeit_substitute_due,
    order_key,
    running_after_end,
    sanction_end_due,
    unstarted_due,
    withdrawal_substitute_due,
)
from arbiter_app.rules.model import Organiser

ON = date(2027, 3, 1)
OVERDUE, TODAY, COMING = DueState.OVERDUE, DueState.TODAY, DueState.COMING


@pytest.mark.parametrize(("deadline", "within", "state"), [
    (date(2027, 2, 28), 30, OVERDUE),
    (date(2027, 3, 1), 30, TODAY),
    (date(2027, 3, 2), 30, COMING),
    (date(2027, 3, 31), 30, COMING),  # 1 March + 30 days
    (date(2027, 4, 1), 30, None),
    (date(2027, 3, 2), 0, None),
])
def test_the_state_follows_the_deadline_alone(deadline, within, state):
    assert deadline_state(deadline, ON, within) is state


def case(**values) -> AdjudicationCase:
    return AdjudicationCase(white=3, black=6, round=1, cause=Cause.WITHDRAWAL, requested=date(2027, 1, 15), **values)


def test_adjudication_analyses_overdue_due_and_coming_000_7_3a():
    # analyses due 28 Feb, Black's missing: overdue since the deadline passed
    assert adjudication_due(case(analyses_due=date(2027, 2, 28), analysis_white=date(2027, 2, 1)), {}, ON, 30) == Due(
        DueKind.ANALYSES, date(2027, 1, 15), date(2027, 2, 28), OVERDUE)
    assert adjudication_due(case(analyses_due=ON), {}, ON, 30).state is TODAY
    assert adjudication_due(case(analyses_due=date(2027, 3, 20)), {}, ON, 30).state is COMING
    assert adjudication_due(case(analyses_due=date(2027, 4, 20)), {}, ON, 30) is None
    # no deadline stored: the setting's days after the request (15 Jan + 30 = 14 Feb; + 60 = 16 Mar)
    assert adjudication_due(case(), {}, ON, 30).deadline == date(2027, 2, 14)
    assert adjudication_due(case(), {"adjudication_analyses_days": 60}, ON, 30).deadline == date(2027, 3, 16)


def test_adjudication_decision_awaited_from_the_day_both_analyses_are_in_000_7_3a():
    both_in = case(analyses_due=date(2027, 2, 28), analysis_white=date(2027, 2, 10), analysis_black=date(2027, 2, 20))
    assert adjudication_due(both_in, {}, ON, 30) == Due(DueKind.DECISION, date(2027, 2, 20), date(2027, 2, 20), OVERDUE)
    in_today = case(analyses_due=date(2027, 3, 10), analysis_white=date(2027, 2, 10), analysis_black=ON)
    assert adjudication_due(in_today, {}, ON, 30).state is TODAY
    # Black's came late (5 Mar, after the 28 Feb deadline): the decision was awaited from the deadline
    late = case(analyses_due=date(2027, 2, 28), analysis_white=date(2027, 2, 10), analysis_black=date(2027, 3, 5))
    assert adjudication_due(late, {}, date(2027, 3, 6), 30).deadline == date(2027, 2, 28)


def test_a_decided_case_is_not_due():
    from arbiter_app.rules.model import Result

    assert adjudication_due(case(analyses_due=date(2027, 1, 1), decision=Result.DRAW, decided=date(2027, 2, 1)), {}, ON, 30) is None


def claim(**values) -> Claim:
    return Claim(white=1, black=2, round=1, seq=1, kind=ClaimKind.TIME, claimant=1, filed=date(2027, 2, 10), **values)


def test_claims_and_appeals_by_the_decision_period_001_8_7a_15():
    # filed 10 Feb + 14 days = 24 Feb: overdue on 1 March; with 20 days, 2 March: coming
    assert claim_dues(claim(), 14, ON, 30) == (Due(DueKind.CLAIM, date(2027, 2, 10), date(2027, 2, 24), OVERDUE),)
    assert claim_dues(claim(), 19, ON, 30)[0].state is TODAY
    assert claim_dues(claim(), 20, ON, 30)[0].state is COMING
    decided = claim(decision=Decision.REJECTED, decided=date(2027, 2, 12))
    assert claim_dues(decided, 14, ON, 30) == ()
    appealed = claim(decision=Decision.REJECTED, decided=date(2027, 2, 12), appeal_filed=date(2027, 2, 20))
    # appeal filed 20 Feb + 14 days = 6 March
    assert claim_dues(appealed, 14, ON, 30) == (Due(DueKind.APPEAL, date(2027, 2, 20), date(2027, 3, 6), COMING),)
    closed = claim(decision=Decision.REJECTED, decided=date(2027, 2, 12), appeal_filed=date(2027, 2, 20),
                   appeal_outcome=AppealOutcome.UPHELD, appeal_decided=date(2027, 2, 25))
    assert claim_dues(closed, 14, ON, 30) == ()


def test_the_captains_deadline_after_a_first_forfeit_001_8_7b():
    upheld = claim(decision=Decision.UPHELD, decided=date(2027, 2, 1), substitute_due=date(2027, 3, 1))
    assert forfeit_substitute_due(upheld, False, ON, 30) == Due(DueKind.FORFEIT_SUBSTITUTE, date(2027, 2, 1), ON, TODAY)
    assert forfeit_substitute_due(upheld, True, ON, 30) is None  # a substitute replaces him
    overturned = claim(decision=Decision.UPHELD, decided=date(2027, 2, 1), substitute_due=date(2027, 3, 1),
                       appeal_filed=date(2027, 2, 5), appeal_outcome=AppealOutcome.OVERTURNED, appeal_decided=date(2027, 2, 9))
    assert forfeit_substitute_due(overturned, False, ON, 30) is None  # no forfeit in force
    assert forfeit_substitute_due(claim(decision=Decision.UPHELD, decided=date(2027, 2, 1)), False, ON, 30) is None


def test_games_in_play_at_the_end_date_000_7_3a():
    assert running_after_end(date(2027, 3, 2), ON) is None  # not before the end date
    assert running_after_end(ON, ON) == Due(DueKind.RUNNING_AFTER_END, ON, ON, TODAY)
    assert running_after_end(date(2026, 12, 31), ON).state is OVERDUE
    assert running_after_end(None, ON) is None


def test_the_captains_30_days_and_ICCF_2_months_after_a_withdrawal_000_7_7a_001_8_7b():
    # SKŠ: 10 Feb + 30 days = 12 March; ICCF: 10 Feb + 2 months = 10 April (past the 30 days ahead)
    assert withdrawal_substitute_due(Organiser.SKS, date(2027, 2, 10), ON, 30) == Due(
        DueKind.SUBSTITUTE, date(2027, 2, 10), date(2027, 3, 12), COMING)
    assert withdrawal_substitute_due(Organiser.ICCF, date(2027, 2, 10), ON, 30) is None
    assert withdrawal_substitute_due(Organiser.ICCF, date(2027, 2, 10), ON, 40).deadline == date(2027, 4, 10)
    assert withdrawal_substitute_due(Organiser.SKS, date(2027, 1, 20), ON, 30).state is OVERDUE  # 19 Feb


def test_unstarted_boards_are_due_when_the_period_ended_000_7_7g_001_8_7d():
    # SKŠ start 1 Jan: 31 Jan; ICCF start 1 Jan: 1 March (due today, the rule reports none yet)
    assert unstarted_due(Organiser.SKS, date(2027, 1, 1), ON) == Due(DueKind.UNSTARTED, date(2027, 1, 1), date(2027, 1, 31), OVERDUE)
    assert unstarted_due(Organiser.ICCF, date(2027, 1, 1), ON).state is TODAY
    assert unstarted_due(Organiser.ICCF, date(2027, 1, 2), ON) is None


def test_a_bond_is_returned_when_its_event_finished_000_7_6_001_8_6():
    assert event_finished(78, 0) and not event_finished(78, 1) and not event_finished(0, 0)
    assert finished_on(date(2027, 2, 3), date(2027, 6, 30), ON) == date(2027, 2, 3)  # finished early
    assert finished_on(None, date(2027, 2, 28), ON) == date(2027, 2, 28)
    assert finished_on(None, None, ON) == ON
    assert bond_due(date(2027, 2, 3), ON) == Due(DueKind.BOND, date(2027, 2, 3), date(2027, 2, 3), OVERDUE)
    assert bond_due(ON, ON).state is TODAY


def test_a_bar_ending_today_or_within_the_days_ahead_000_7_3_001_8_3():
    since = date(2026, 9, 1)
    assert sanction_end_due(since, ON, None, ON, 30) == Due(DueKind.SANCTION_END, since, ON, TODAY)
    assert sanction_end_due(since, date(2027, 3, 31), None, ON, 30).state is COMING
    assert sanction_end_due(since, date(2027, 4, 1), None, ON, 30) is None
    assert sanction_end_due(since, date(2027, 2, 28), None, ON, 30) is None  # over: nothing to do
    assert sanction_end_due(since, date(2027, 3, 10), date(2027, 1, 5), ON, 30) is None  # lifted
    assert sanction_end_due(since, None, None, ON, 30) is None  # no end


def test_overdue_first_then_by_deadline():
    dues = [Due(DueKind.BOND, ON, date(2027, 3, 5), COMING), Due(DueKind.CLAIM, ON, ON, TODAY),
            Due(DueKind.ANALYSES, ON, date(2027, 2, 1), OVERDUE), Due(DueKind.CLAIM, ON, date(2027, 1, 1), OVERDUE)]
    assert [d.deadline for d in sorted(dues, key=order_key)] == [
        date(2027, 1, 1), date(2027, 2, 1), ON, date(2027, 3, 5)]
