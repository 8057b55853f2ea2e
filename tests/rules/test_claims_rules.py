"""Claims, their decision and appeal [001 §8.7a–b, §15; 000 §7.7b], worked by hand."""

from dataclasses import replace
from datetime import date

import pytest

from arbiter_app.rules.chess import claims as c
from arbiter_app.rules.chess.claims import AppealOutcome, Claim, ClaimKind, ClaimRefused, ClaimState, Decision
from arbiter_app.rules.model import Entry, Flag, Game, Organiser, Player, PlayerId, Result, StartNo, Tournament, TournamentData

RUNNING = Game(StartNo(3), StartNo(7), moves=27, round=1)
FILED, DECIDED = date(2025, 9, 1), date(2025, 9, 10)


def event(team: bool = True, organiser: Organiser = Organiser.SKS, games: tuple[Game, ...] = (RUNNING,), **settings) -> TournamentData:
    entries = tuple(Entry(StartNo(n), Player(PlayerId(f"p{n}"), f"Hráč {n}"), team=1 if n < 5 else 2) for n in (3, 4, 7, 8))
    tournament = Tournament("T", "Liga", organiser=organiser, team_event=team, start_date=date(2025, 3, 1), settings=settings)
    return TournamentData(tournament, entries, games)


def time_claim(claimant: int = 3) -> Claim:
    return c.file_claim(RUNNING, ClaimKind.TIME, claimant, FILED, 1)


def test_a_claim_is_filed_on_a_running_game_by_one_of_its_players():
    claim = time_claim(7)
    assert claim == Claim(3, 7, 1, 1, ClaimKind.TIME, 7, FILED)
    assert claim.against == 3 and claim.effective is None


@pytest.mark.parametrize("claimant, game, kind, start", [
    (5, RUNNING, ClaimKind.TIME, None),  # not a player of the game
    (3, replace(RUNNING, result=Result.DRAW), ClaimKind.TIME, None),  # finished
    (3, replace(RUNNING, flag=Flag.ADJUDICATED), ClaimKind.NO_REPLY, None),  # a pending adjudication is not played on
    (3, RUNNING, ClaimKind.TIME, date(2025, 9, 2)),  # before the start
])
def test_a_claim_the_rules_refuse(claimant, game, kind, start):
    with pytest.raises(ClaimRefused):
        c.file_claim(game, kind, claimant, FILED, 1, start=start)


def test_an_other_claim_may_concern_a_finished_game():
    finished = replace(RUNNING, result=Result.WHITE_WIN, ended=date(2025, 8, 1))
    assert c.file_claim(finished, ClaimKind.OTHER, 7, FILED, 2).seq == 2


def test_upholding_a_time_claim_ends_the_game_claimant_wins_flag_e_001_8_7a():
    claim, game = c.decide(time_claim(7), RUNNING, Decision.UPHELD, DECIDED)
    assert (claim.decision, claim.decided) == (Decision.UPHELD, DECIDED)
    assert game == Game(3, 7, Result.BLACK_WIN, Flag.TIME_EXCEEDED, moves=27, ended=DECIDED, round=1)


@pytest.mark.parametrize("kind, decision", [(ClaimKind.TIME, Decision.REJECTED), (ClaimKind.NO_REPLY, Decision.UPHELD),
                                            (ClaimKind.OTHER, Decision.UPHELD)])
def test_other_decisions_leave_the_game_as_it_is(kind, decision):
    claim = c.file_claim(RUNNING, kind, 3, FILED, 1)
    assert c.decide(claim, RUNNING, decision, DECIDED)[1] is RUNNING


def test_a_claim_is_decided_once_and_not_before_it_was_filed():
    decided, _game = c.decide(time_claim(), RUNNING, Decision.REJECTED, DECIDED)
    with pytest.raises(ClaimRefused, match="decided already"):
        c.decide(decided, RUNNING, Decision.UPHELD, DECIDED)
    with pytest.raises(ClaimRefused, match="before"):
        c.decide(time_claim(), RUNNING, Decision.UPHELD, date(2025, 8, 31))


def test_an_appeal_only_after_a_decision_once_and_within_the_period():
    with pytest.raises(ClaimRefused, match="not decided"):
        c.file_appeal(time_claim(), DECIDED, 14)
    decided = c.decide(time_claim(), RUNNING, Decision.REJECTED, DECIDED)[0]
    assert c.appeal_due(decided, 14) == date(2025, 9, 24)
    with pytest.raises(ClaimRefused, match="2025-09-24"):
        c.file_appeal(decided, date(2025, 9, 25), 14)
    appealed = c.file_appeal(decided, date(2025, 9, 24), 14)
    assert appealed.appeal_filed == date(2025, 9, 24)
    with pytest.raises(ClaimRefused, match="once"):
        c.file_appeal(appealed, date(2025, 9, 24), 14)


def test_overturning_an_upheld_time_claim_restores_the_game():
    claim, forfeited = c.decide(time_claim(3), RUNNING, Decision.UPHELD, DECIDED)
    claim = replace(c.file_appeal(claim, date(2025, 9, 12), 14), substitute_due=date(2025, 10, 10))
    after, game = c.decide_appeal(claim, forfeited, AppealOutcome.OVERTURNED, date(2025, 9, 20))
    assert game == RUNNING  # running, no flag, no end date, its 27 moves kept
    assert after.effective is Decision.REJECTED and after.substitute_due is None
    with pytest.raises(ClaimRefused, match="no longer"):  # the result was changed by hand since the decision
        c.decide_appeal(claim, replace(forfeited, result=Result.DRAW, flag=None), AppealOutcome.OVERTURNED, date(2025, 9, 20))


def test_overturning_a_rejected_time_claim_applies_the_forfeit():
    claim = c.file_appeal(c.decide(time_claim(3), RUNNING, Decision.REJECTED, DECIDED)[0], date(2025, 9, 12), 14)
    after, game = c.decide_appeal(claim, RUNNING, AppealOutcome.OVERTURNED, date(2025, 9, 20))
    assert (game.result, game.flag, game.ended) == (Result.WHITE_WIN, Flag.TIME_EXCEEDED, date(2025, 9, 20))
    assert after.effective is Decision.UPHELD and c.confirms_forfeit(claim, after)


def test_an_appeal_that_upholds_the_decision_changes_nothing_and_is_decided_once():
    claim, forfeited = c.decide(time_claim(3), RUNNING, Decision.UPHELD, DECIDED)
    with pytest.raises(ClaimRefused, match="no appeal"):
        c.decide_appeal(claim, forfeited, AppealOutcome.UPHELD, date(2025, 9, 20))
    claim = c.file_appeal(claim, date(2025, 9, 12), 14)
    after, game = c.decide_appeal(claim, forfeited, AppealOutcome.UPHELD, date(2025, 9, 20))
    assert game is forfeited and after.effective is Decision.UPHELD and not c.confirms_forfeit(claim, after)
    with pytest.raises(ClaimRefused, match="decided already"):
        c.decide_appeal(after, forfeited, AppealOutcome.OVERTURNED, date(2025, 9, 21))


def test_the_substitute_period_sks_30_days_iccf_2_months():
    assert c.substitute_period_end(Organiser.SKS, DECIDED) == date(2025, 10, 10)  # [000 §7.7b]
    assert c.substitute_period_end(Organiser.ICCF, date(2025, 12, 31)) == date(2026, 2, 28)  # [001 §8.7b], the month's last day


def test_a_substitute_is_offered_after_the_first_forfeit_in_a_team_event_only():
    claim = time_claim(7)  # 3 exceeded
    forfeited = c.decide(claim, RUNNING, Decision.UPHELD, DECIDED)[1]
    assert c.substitute_offer(event(games=(forfeited,)), forfeited, claim, DECIDED) == date(2025, 10, 10)
    assert c.substitute_offer(event(organiser=Organiser.ICCF, games=(forfeited,)), forfeited, claim, DECIDED) == date(2025, 11, 10)
    assert c.substitute_offer(event(team=False, games=(forfeited,)), forfeited, claim, DECIDED) is None
    earlier = Game(StartNo(8), StartNo(3), Result.WHITE_WIN, Flag.TIME_EXCEEDED, ended=date(2025, 6, 1), round=1)
    assert c.substitute_offer(event(games=(forfeited, earlier)), forfeited, claim, DECIDED) is None
    won_on_time = replace(earlier, result=Result.BLACK_WIN)  # his opponent 8 exceeded there: still his first
    assert c.substitute_offer(event(games=(forfeited, won_on_time)), forfeited, claim, DECIDED) == date(2025, 10, 10)


def test_a_chosen_substitute_deadline_lies_within_the_rules():
    offer = date(2025, 10, 10)
    assert c.check_substitute_due(date(2025, 10, 1), offer, DECIDED) == date(2025, 10, 1)
    for due, offered in ((date(2025, 10, 11), offer), (date(2025, 9, 9), offer), (date(2025, 10, 1), None)):
        with pytest.raises(ClaimRefused):
            c.check_substitute_due(due, offered, DECIDED)


def test_the_state_of_a_claim_by_the_periods():
    claim = time_claim()
    assert c.state(claim, date(2025, 9, 15), 14, 14) is ClaimState.OPEN  # 1 Sep + 14 days
    assert c.state(claim, date(2025, 9, 16), 14, 14) is ClaimState.OVERDUE
    decided = c.decide(claim, RUNNING, Decision.REJECTED, DECIDED)[0]
    assert c.state(decided, date(2025, 9, 17), 14, 7) is ClaimState.APPEALABLE  # 10 Sep + 7 days
    assert c.state(decided, date(2025, 9, 18), 14, 7) is ClaimState.FINAL
    appealed = c.file_appeal(decided, date(2025, 9, 12), 7)
    assert c.state(appealed, date(2026, 1, 1), 14, 7) is ClaimState.APPEALED
    done = c.decide_appeal(appealed, RUNNING, AppealOutcome.UPHELD, date(2025, 9, 20))[0]
    assert c.state(done, date(2025, 9, 20), 14, 7) is ClaimState.FINAL


def test_the_periods_are_settings_with_defaults():
    assert (c.decision_days(event()), c.appeal_days(event())) == (14, 14)
    assert (c.decision_days(event(claim_decision_days=7)), c.appeal_days(event(claim_appeal_days=30))) == (7, 30)
    assert c.decision_days(event(claim_decision_days="soon")) == 14  # not a number of days: the default


def test_the_next_claim_number_of_a_game():
    assert c.next_seq([]) == 1
    assert c.next_seq([time_claim(), replace(time_claim(), seq=3)]) == 4
