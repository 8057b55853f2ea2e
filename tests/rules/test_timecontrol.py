"""The three-block time control [004] and Planet Šah [002]: hand-computed clock timelines."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest

from arbiter_app.rules.model import Organiser, Tournament
from arbiter_app.rules.chess.timecontrol import (
    ClockCode,
    Refill,
    TimeControlError,
    Turn,
    check_clock,
    planet_sah,
    three_block,
    time_control_for,
)

D = timedelta(days=1)
H = timedelta(hours=1)
T0 = datetime(2024, 1, 1, 0, 0, 0)


def codes(check) -> list[ClockCode]:  # type: ignore[no-untyped-def]
    return [s.code for s in check.steps]


@pytest.mark.parametrize(
    ("days", "increment", "bank"),
    [(302, 1, 50), (349, 1, 50), (350, 1, 75), (400, 2, 50), (450, 2, 75), (700, 5, 50), (1050, 8, 75),
     (1100, 9, 50), (1150, 9, 75), (1200, 10, 50)],
)
def test_three_block_table_004_II_7(days: int, increment: int, bank: int) -> None:
    control = three_block(days)
    assert (control.increment, control.bank, control.initial, control.cap) == (increment * D, bank * D, 50 * D, 50 * D)


def test_three_block_refuses_durations_below_the_table_and_bad_sdp() -> None:
    with pytest.raises(TimeControlError):
        three_block(301)
    with pytest.raises(TimeControlError):
        three_block(400, sdp_days=6)


def test_time_control_from_tournament_settings() -> None:
    t = Tournament("X", "X", start_date=date(2024, 1, 1), end_date=date(2024, 12, 16))  # 350 days
    assert (time_control_for(t).increment, time_control_for(t).bank) == (D, 75 * D)
    t = Tournament("X", "X", settings={"timecontrol.duration_days": 700, "timecontrol.sdp_days": 3,
                                       "timecontrol.auto_refill": False})
    control = time_control_for(t)
    assert (control.increment, control.sdp, control.auto_refill) == (5 * D, 3 * D, False)
    assert time_control_for(Tournament("P", "P", organiser=Organiser.PLANET_SAH)) == planet_sah()
    with pytest.raises(TimeControlError):
        time_control_for(Tournament("X", "X"))


def test_increment_overflow_goes_to_the_bank_and_auto_refill_004_II_4_6() -> None:
    # 700 days: increment 5, bank 50.
    # Move 1: 2 days used → clock 48; +5 = 53 → clock 50, 3 days overflow → bank 53.
    # Move 2: 10 d 6 h used → clock 39 d 18 h; +5 → 44 d 18 h; auto-refill 5 d 6 h → 50, bank 47 d 18 h.
    turns = (Turn(T0, T0 + 2 * D), Turn(T0 + 4 * D, T0 + 14 * D + 6 * H))
    check = check_clock(three_block(700), turns)
    assert not check.timed_out
    first = [s for s in check.steps if s.move == 1]
    assert [(s.code, s.amount) for s in first[1:]] == [
        (ClockCode.MOVE, 2 * D), (ClockCode.INCREMENT, 2 * D), (ClockCode.OVERFLOW_TO_BANK, 3 * D)]
    assert (first[-1].clock, first[-1].bank) == (50 * D, 53 * D)
    last = check.steps[-1]
    assert (last.code, last.amount, last.clock, last.bank) == (ClockCode.AUTO_REFILL, 5 * D + 6 * H, 50 * D, 47 * D + 18 * H)


def test_manual_refill_from_the_bank_004_II_8() -> None:
    # 350 days (increment 1, bank 75), no automatic refill. Refill after 45 days: clock 5 → 50, bank 30.
    # Sent after 80 days: 35 more days → clock 15; +1 → 16.
    turns = (Turn(T0, T0 + 80 * D, (Refill(T0 + 45 * D),)),)
    check = check_clock(three_block(350, auto_refill=False), turns)
    refill = next(s for s in check.steps if s.code is ClockCode.REFILL)
    assert (refill.amount, refill.clock, refill.bank) == (45 * D, 50 * D, 30 * D)
    assert (check.steps[-1].clock, check.steps[-1].bank, check.timed_out) == (16 * D, 30 * D, False)


def test_fifty_days_without_move_or_refill_lose_despite_the_bank_004_I_3() -> None:
    # Same control, no refill: the clock (50 days) runs out at T0 + 50 days with 75 days still banked.
    check = check_clock(three_block(350), (Turn(T0, T0 + 80 * D),))
    assert check.flag_fall == T0 + 50 * D and check.move == 1
    assert check.steps[-1].code is ClockCode.TIME_OUT_NO_REFILL and check.steps[-1].bank == 75 * D
    # A refill at the very second the clock reaches zero is too late.
    late = check_clock(three_block(350), (Turn(T0, T0 + 80 * D, (Refill(T0 + 50 * D),)),))
    assert late.flag_fall == T0 + 50 * D


def test_time_is_counted_to_the_second_004_II_2() -> None:
    received = datetime(2024, 3, 1, 12, 0, 0)
    ok = check_clock(three_block(302), (Turn(received, received + 50 * D - timedelta(seconds=1)),))
    assert not ok.timed_out
    assert [s for s in ok.steps if s.code is ClockCode.MOVE][0].clock == timedelta(seconds=1)
    out = check_clock(three_block(302), (Turn(received, received + 50 * D),))
    assert out.flag_fall == datetime(2024, 4, 20, 12, 0, 0)


def test_captain_moves_the_replaced_players_bank_004_III_1() -> None:
    # 400 days (increment 2, bank 50), no auto-refill. Move 1: 10 days → 40 + 2 = 42.
    # Move 2 received at day 12; at day 52 the clock shows 2 days; the captain moves 48 from the bank
    # → clock 50, bank 2; the new player sends at day 60: 8 days → 42; +2 → 44.
    turns = (Turn(T0, T0 + 10 * D), Turn(T0 + 12 * D, T0 + 60 * D, (Refill(T0 + 52 * D, by_captain=True),)))
    check = check_clock(three_block(400, auto_refill=False), turns)
    captain = next(s for s in check.steps if s.code is ClockCode.CAPTAIN_REFILL)
    assert (captain.amount, captain.clock, captain.bank) == (48 * D, 50 * D, 2 * D)
    assert (check.steps[-1].clock, check.timed_out) == (44 * D, False)


def sdp_timeline(move50: timedelta, tail: list[timedelta]) -> tuple[Turn, ...]:
    """302 days (increment 1, bank 50). Move 1: refill at day 49 (clock 1 → 50, bank 1), sent at day
    98 (clock 1); +1 = 2; auto-refill 1 → clock 3, bank 0. Moves 2–49 take exactly 1 day (clock stays
    3); move 50 takes `move50`; moves 51… take the `tail` times. Each turn starts 1 hour after the last."""
    turns = [Turn(T0, T0 + 98 * D, (Refill(T0 + 49 * D),))]
    t = T0 + 98 * D
    for used in [D] * 48 + [move50] + tail:
        start = t + H
        turns.append(Turn(start, start + used))
        t = start + used
    return tuple(turns)


def test_sudden_death_protection_resets_after_move_50_004_II_10() -> None:
    # Move 50 takes 2.5 days: 3 − 2.5 + 1 = 1.5 days, below 2 but no reset before move 51.
    # Move 51 takes 1 day: 0.5 left, no increment, no bank → reset to 2 days (gained 1.5).
    # Move 52 takes 1.5 days: 0.5 → reset to 2. Move 53 takes exactly 2 days → time out.
    turns = sdp_timeline(timedelta(days=2.5), [D, timedelta(days=1.5), 2 * D])
    check = check_clock(three_block(302, sdp_days=2), turns)
    move50 = [s for s in check.steps if s.move == 50]
    assert move50[-1].code is ClockCode.INCREMENT and move50[-1].clock == timedelta(days=1.5)
    resets = [(s.move, s.amount, s.clock) for s in check.steps if s.code is ClockCode.SDP_RESET]
    assert resets == [(51, timedelta(days=1.5), 2 * D), (52, timedelta(days=1.5), 2 * D)]
    assert check.move == 53 and check.flag_fall == turns[52].received + 2 * D
    assert check.steps[-1].code is ClockCode.TIME_OUT


def test_without_sdp_the_clock_is_never_reset_004_II_11() -> None:
    turns = sdp_timeline(timedelta(days=2.5), [D, D])
    check = check_clock(three_block(302), turns)
    # Move 51 leaves 0.5 day; move 52 needs 1 day → flag 12 hours after it was received.
    assert check.move == 52 and check.flag_fall == turns[51].received + 12 * H


def test_planet_sah_30_days_plus_one_per_move_002() -> None:
    # 30 → 29.5 + 1 = 30.5 → 31 → 31.5 (no cap); the fourth turn runs out after 31.5 days.
    turns = tuple(Turn(T0 + i * D, T0 + i * D + 12 * H) for i in range(3)) + (Turn(T0 + 3 * D, T0 + 40 * D),)
    check = check_clock(planet_sah(), turns)
    assert [s.clock for s in check.steps if s.code is ClockCode.INCREMENT] == [
        timedelta(days=30.5), 31 * D, timedelta(days=31.5)]
    assert check.flag_fall == T0 + 3 * D + timedelta(days=31.5)


def test_claim_judged_while_the_player_is_still_on_move() -> None:
    # On move since T0 with 50 days; checked at T0 + 20 days: 30 days left, claim rejected.
    check = check_clock(three_block(302), (Turn(T0),), now=T0 + 20 * D)
    assert check.steps[-1].code is ClockCode.STILL_ON_MOVE and check.steps[-1].clock == 30 * D
    assert not check.confirms_claim(T0 + 20 * D)
    later = check_clock(three_block(302), (Turn(T0),), now=T0 + 60 * D)
    assert later.confirms_claim(T0 + 60 * D) and not later.confirms_claim(T0 + 49 * D)


def test_inconsistent_timeline_refused() -> None:
    with pytest.raises(TimeControlError) as err:
        check_clock(three_block(302), (Turn(T0, T0 - H),))
    assert err.value.code == "clock.problem.sent_before_received"
    with pytest.raises(TimeControlError) as err:
        check_clock(three_block(302), (Turn(T0, T0 + D), Turn(T0 + H, T0 + 2 * D)))
    assert err.value.code == "clock.problem.overlap"
