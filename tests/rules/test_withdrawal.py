"""Withdrawals [000 §7.1–7.5; 001 §8.1–8.5]: every branch, the thresholds exactly, the plan applied."""

from __future__ import annotations

from datetime import date

import pytest

from arbiter_app.rules.model import (
    Entry,
    Flag,
    Game,
    Organiser,
    Player,
    PlayerId,
    Result,
    StartNo,
    Tournament,
    TournamentData,
    Withdrawal,
    WithdrawalKind,
    WithdrawalReason,
)
from arbiter_app.rules.results import points
from arbiter_app.rules.chess.withdrawal import (
    Bound,
    Outcome,
    Recipient,
    SanctionCode,
    WithdrawalProblem,
    WithdrawalRefused,
    abuse_sanction,
    adjudicate,
    apply_plan,
    has_moved,
    plan_withdrawal,
)

START = date(2024, 1, 10)
LATER = date(2024, 6, 1)
A, S, U, B = (
    WithdrawalKind.ACCEPTED,
    WithdrawalKind.SILENT,
    WithdrawalKind.UNACCEPTED,
    WithdrawalKind.BEFORE_START,
)


def entry(no: int, team: int | None = None) -> Entry:
    return Entry(StartNo(no), Player(PlayerId(f"p{no}"), f"Hráč {no}"), team=team, board=no if team else None)


def tournament_with(games: list[Game], organiser: Organiser = Organiser.SKS, n: int = 5, fee: float | None = None,
                    team: int | None = None) -> TournamentData:
    t = Tournament("T1", "Test", organiser=organiser, start_date=START, entry_fee=fee)
    return TournamentData(t, tuple(entry(i, team) for i in range(1, n + 1)), tuple(games))


def g(white: int, black: int, moves: int | None, result: Result = Result.RUNNING, flag: Flag | None = None) -> Game:
    return Game(StartNo(white), StartNo(black), result, flag, moves)


def by_pair(plan) -> dict[tuple[int, int], Game]:  # type: ignore[no-untyped-def]
    return {(c.new.white, c.new.black): c.new for c in plan.changes}


# --- accepted [000 §7.3] -----------------------------------------------------------------------------

def test_accepted_average_exactly_25_adjudicates_000_7_3a() -> None:
    # Player 1, four running games, 24+25+26+25 = 100 moves / 4 = 25.0 → A.
    games = [g(1, 2, 24), g(3, 1, 25), g(1, 4, 26), g(5, 1, 25)]
    plan = plan_withdrawal(tournament_with(games), 1, A, WithdrawalReason.ILLNESS, LATER)
    assert plan.outcome is Outcome.ADJUDICATE
    assert plan.average_moves == 25.0
    assert all(c.new.flag is Flag.ADJUDICATED and c.new.result is Result.RUNNING for c in plan.changes)
    assert len(plan.changes) == 4


def test_accepted_average_24_9_cancels_all_000_7_3b() -> None:
    # 10 running games, 249 moves: 24.9 < 25 and nothing finished → all C.
    games = [g(1, i, 25) for i in range(2, 11)] + [g(11, 1, 24)]
    data = tournament_with(games, n=11)
    plan = plan_withdrawal(data, 1, A, WithdrawalReason.PERSONAL, LATER)
    assert plan.average_moves == pytest.approx(24.9)
    assert plan.outcome is Outcome.CANCEL_ALL
    assert {c.new.flag for c in plan.changes} == {Flag.CANCELLED}
    assert len(plan.changes) == 10


def test_accepted_one_finished_game_adjudicates_the_rest_000_7_3a() -> None:
    # A finished game (he lost in 12 moves) decides it although the average is 8.
    games = [g(1, 2, 12, Result.BLACK_WIN), g(3, 1, 4), g(1, 4, 8)]
    plan = plan_withdrawal(tournament_with(games), 1, A, WithdrawalReason.DEATH, LATER)
    assert plan.outcome is Outcome.ADJUDICATE
    assert plan.finished_games == 1
    assert set(by_pair(plan)) == {(3, 1), (1, 4)}  # the finished game does not change


def test_accepted_unknown_moves_refused_only_when_they_decide() -> None:
    # Known 60 moves over 3 games (one unknown): 60 < 75, the unknown one decides → refused.
    games = [g(1, 2, 30), g(3, 1, 30), g(1, 4, None)]
    with pytest.raises(WithdrawalRefused) as err:
        plan_withdrawal(tournament_with(games), 1, A, WithdrawalReason.ILLNESS, LATER)
    assert err.value.code is WithdrawalProblem.MOVES_UNKNOWN
    # Known 80 ≥ 75 already: the unknown game can only raise the average → A.
    games = [g(1, 2, 40), g(3, 1, 40), g(1, 4, None)]
    assert plan_withdrawal(tournament_with(games), 1, A, WithdrawalReason.ILLNESS, LATER).outcome is Outcome.ADJUDICATE


def test_accepted_sanctions_and_recipients_iccf_001_8_3() -> None:
    plan = plan_withdrawal(tournament_with([g(1, 2, 30)], Organiser.ICCF), 1, A, WithdrawalReason.FORCE_MAJEURE, LATER)
    assert [(s.code, s.months, s.bound) for s in plan.sanctions] == [(SanctionCode.NO_ENTRY, 6, Bound.AT_LEAST)]
    assert plan.notify == (Recipient.OPPONENTS, Recipient.OTHER_TOURNAMENT_DIRECTORS,
                           Recipient.WORLD_TOURNAMENT_DIRECTOR, Recipient.RATING_COMMISSIONER)
    assert plan.all_tournaments and plan.norm_possible
    assert plan.opponents == (2,)


def test_after_a_death_there_is_no_sanction_000_7_3() -> None:
    """The bar of at least 6 months on new entries [000 §7.3; 001 §8.3] is for the living: a death
    gets no sanction, nor a referral for a repeat; the games are settled as for any accepted one."""
    plan = plan_withdrawal(tournament_with([g(1, 2, 30), g(3, 1, 20)]), 1, A, WithdrawalReason.DEATH, LATER,
                           previous_withdrawals=1)
    assert plan.sanctions == ()
    assert plan.outcome is Outcome.ADJUDICATE  # 50 moves over 2 games: 25 on average
    living = plan_withdrawal(tournament_with([g(1, 2, 30), g(3, 1, 20)]), 1, A, WithdrawalReason.ILLNESS, LATER)
    assert [s.code for s in living.sanctions] == [SanctionCode.NO_ENTRY]


def test_second_accepted_withdrawal_goes_to_the_organiser_000_7_4() -> None:
    plan = plan_withdrawal(tournament_with([g(1, 2, 30)]), 1, A, WithdrawalReason.PERSONAL, LATER,
                           previous_withdrawals=1)
    assert SanctionCode.REFERRED_TO_ORGANISER in {s.code for s in plan.sanctions}
    assert Recipient.ORGANISER in plan.notify
    assert Recipient.INTERNATIONAL_OFFICER in plan.notify  # SKŠ route [000 §7.3]


def test_abuse_is_five_years_000_7_3() -> None:
    assert (abuse_sanction().code, abuse_sanction().months) == (SanctionCode.SUSPENSION, 60)


# --- unaccepted and silent [000 §7.4, §7.5] ----------------------------------------------------------

def test_unaccepted_after_a_move_defaults_unfinished_games_000_7_4() -> None:
    # He is White vs 2 (5 moves), Black vs 3 (0 moves), drew with 4: running games D, opponent wins.
    games = [g(1, 2, 5), g(3, 1, 0), g(4, 1, 30, Result.DRAW)]
    plan = plan_withdrawal(tournament_with(games, fee=40.0), 1, U, None, LATER)
    assert plan.outcome is Outcome.DEFAULT and plan.started is True
    new = by_pair(plan)
    assert new[(1, 2)].result is Result.BLACK_WIN and new[(1, 2)].flag is Flag.DEFAULT
    assert new[(3, 1)].result is Result.WHITE_WIN and new[(3, 1)].flag is Flag.DEFAULT
    assert (4, 1) not in new
    no_entry, bond = plan.sanctions
    assert (no_entry.code, no_entry.months, no_entry.bound) == (SanctionCode.NO_ENTRY, 12, Bound.AT_LEAST)
    assert (bond.code, bond.fee_multiple, bond.minimum_amount) == (SanctionCode.BOND, 2, 80.0)


def test_unaccepted_without_any_move_cancels_all_000_7_4() -> None:
    # White vs 2 with 0 moves; Black vs 3 with 1 move (only White's first move is certain) → not started.
    games = [g(1, 2, 0), g(3, 1, 1)]
    plan = plan_withdrawal(tournament_with(games), 1, U, None, LATER)
    assert plan.started is False and plan.outcome is Outcome.CANCEL_ALL
    assert {c.new.flag for c in plan.changes} == {Flag.CANCELLED} and len(plan.changes) == 2


def test_silent_without_any_move_cancels_all_000_7_5() -> None:
    plan = plan_withdrawal(tournament_with([g(2, 1, 1), g(1, 3, 0)]), 1, S, None, LATER)
    assert plan.outcome is Outcome.CANCEL_ALL
    assert not plan.norm_possible and not plan.qualification_possible


def test_silent_as_black_from_move_two_counts_as_started_000_7_5() -> None:
    # Black vs 2 with 2 moves: he replied at move 1 → started → D.
    plan = plan_withdrawal(tournament_with([g(2, 1, 2), g(1, 3, 0)]), 1, S, None, LATER)
    assert plan.outcome is Outcome.DEFAULT
    sanction = plan.sanctions[0]
    assert (sanction.code, sanction.months, sanction.bound, sanction.discretionary) == (
        SanctionCode.SUSPENSION, 24, Bound.AT_MOST, True)


def test_second_silent_withdrawal_at_least_five_years_001_8_5() -> None:
    plan = plan_withdrawal(tournament_with([g(1, 2, 3)], Organiser.ICCF), 1, S, None, LATER, previous_withdrawals=1)
    assert (plan.sanctions[0].months, plan.sanctions[0].bound) == (60, Bound.AT_LEAST)
    assert Recipient.NATIONAL_FEDERATION in plan.notify


def test_has_moved_definition() -> None:
    assert has_moved(g(1, 2, 1), 1) is True
    assert has_moved(g(1, 2, 1), 2) is False
    assert has_moved(g(1, 2, 1, Result.WHITE_WIN), 2) is True  # played over the board
    assert has_moved(g(1, 2, None), 2) is None


def test_default_leaves_a_pending_adjudication_alone() -> None:
    # Game 1-2 is already A (player 2 withdrew accepted): player 1's silent withdrawal keeps it.
    games = [g(1, 2, 30, flag=Flag.ADJUDICATED), g(1, 3, 30)]
    plan = plan_withdrawal(tournament_with(games), 1, S, None, LATER)
    assert set(by_pair(plan)) == {(1, 3)}


# --- before the start [000 §7.1; 001 §8.1] ----------------------------------------------------------

def test_before_start_no_penalty_but_no_refund_and_qualification_lost() -> None:
    data = tournament_with([g(1, 2, None), g(3, 1, None)], Organiser.ICCF, team=1)
    plan = plan_withdrawal(data, 1, B, None, date(2024, 1, 9))
    assert {s.code for s in plan.sanctions} == {SanctionCode.NO_REFUND, SanctionCode.QUALIFICATION_FORFEITED}
    assert plan.outcome is Outcome.CANCEL_ALL and len(plan.changes) == 2
    assert plan.counts_as_team_replacement and Recipient.TEAM_CAPTAIN in plan.notify


@pytest.mark.parametrize(
    ("kind", "reason", "on", "code"),
    [
        (B, None, START, WithdrawalProblem.NOT_BEFORE_START),
        (U, None, date(2024, 1, 9), WithdrawalProblem.BEFORE_START),
        (A, None, LATER, WithdrawalProblem.REASON_MISSING),
        (S, WithdrawalReason.ILLNESS, LATER, WithdrawalProblem.REASON_NOT_ACCEPTED),
        (U, WithdrawalReason.DEATH, LATER, WithdrawalProblem.REASON_NOT_ACCEPTED),
    ],
)
def test_refused_plans_000_7_1_and_7_2(kind, reason, on, code) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(WithdrawalRefused) as err:
        plan_withdrawal(tournament_with([g(1, 2, 30)]), 1, kind, reason, on)
    assert err.value.code is code


def test_already_withdrawn_refused() -> None:
    data = tournament_with([g(1, 2, 30)])
    data = apply_plan(data, plan_withdrawal(data, 1, S, None, LATER))
    with pytest.raises(WithdrawalRefused) as err:
        plan_withdrawal(data, 1, U, None, LATER)
    assert err.value.code is WithdrawalProblem.ALREADY_WITHDRAWN


# --- applying and adjudicating ----------------------------------------------------------------------

def test_apply_plan_replaces_games_and_records_the_withdrawal() -> None:
    games = [g(1, 2, 10), g(3, 1, 10), g(2, 3, 40, Result.DRAW)]
    data = tournament_with(games)
    plan = plan_withdrawal(data, 1, U, None, LATER)
    after = apply_plan(data, plan)
    assert after.entry(1).withdrawal == Withdrawal(U, LATER, None)
    assert points(after.games[0], 2) == 1.0 and points(after.games[1], 3) == 1.0
    assert after.games[2] == games[2]
    # Applying the same plan again: its old games are gone → stale.
    with pytest.raises(WithdrawalRefused) as err:
        apply_plan(TournamentData(data.tournament, data.entries, after.games), plan)
    assert err.value.code is WithdrawalProblem.STALE_PLAN


def test_adjudicate_keeps_the_flag_000_7_3a() -> None:
    pending = g(1, 2, 30, flag=Flag.ADJUDICATED)
    done = adjudicate(pending, Result.DRAW)
    assert (done.flag, done.result) == (Flag.ADJUDICATED, Result.DRAW)
    assert points(done, 1) == 0.5
    with pytest.raises(WithdrawalRefused) as err:
        adjudicate(g(1, 2, 30), Result.DRAW)
    assert err.value.code is WithdrawalProblem.NOT_ADJUDICATED
    with pytest.raises(WithdrawalRefused):
        adjudicate(pending, Result.RUNNING)


# --- texts ------------------------------------------------------------------------------------------

def test_every_code_has_english_and_czech_text() -> None:
    from arbiter_app.formats.move_times import MoveTimesError
    from arbiter_app.i18n import MESSAGES
    from arbiter_app.rules.chess import substitutes, timecontrol, withdrawal

    enums = [withdrawal.WithdrawalProblem, withdrawal.Outcome, withdrawal.SanctionCode, withdrawal.Bound,
             withdrawal.Recipient, substitutes.SubstitutionProblem, substitutes.StatusProblem,
             substitutes.RatingCredit, timecontrol.ClockCode, timecontrol.TimelineProblem, MoveTimesError]
    keys = [m.value for e in enums for m in e if m is not withdrawal.Bound.EXACTLY]  # no words: never translated
    keys += [f"withdrawal.kind.{k.value}" for k in WithdrawalKind]
    keys += [f"withdrawal.reason.{r.value}" for r in WithdrawalReason]
    missing = [k for k in keys if k not in MESSAGES or set(MESSAGES[k]) != {"en", "cs"}]
    assert missing == []


def test_refusal_texts_take_the_refusal_values() -> None:
    from arbiter_app.i18n import MESSAGES

    with pytest.raises(WithdrawalRefused) as err:
        plan_withdrawal(tournament_with([g(1, 2, 30)]), 1, S, WithdrawalReason.ILLNESS, LATER)
    text = MESSAGES[err.value.code.value]["cs"].format(**err.value.values)
    assert text == "Důvod illness znamená akceptované vystoupení; vystoupení druhu silent jej mít nemůže."
