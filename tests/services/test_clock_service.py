"""The time-forfeit claim check: move times from CSV/PGN, the control of a tournament or of a
duration, and the verdict [004 Art. I–III]. Clocks computed by hand in the comments."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest

from arbiter_app.rules.chess.timecontrol import ClockCode
from arbiter_app.services import clock
from arbiter_app.services.clock import ClockCheckRefused, Verdict
from tests.conftest import SKS_DEMO

TEAM_DEMO = "CZE/T4L1/2025"
D = timedelta(days=1)

# 400 days: clock 50, increment 2, bank 50 [004 Art. II 7].
# Move 1: 1 Mar 00:00 -> 3 Mar 12:00 uses 2d12h: 47d12h; +2d = 49d12h; refilled by 12h to 50d, bank 49d12h.
# Move 2: received 5 Mar with 50 days on the clock, never sent: the flag falls on 24 Apr 00:00.
SLOW = """move,received,sent
1,2025-03-01 00:00:00,2025-03-03 12:00:00
2,2025-03-05 00:00:00,2025-04-30 00:00:00
"""
# Move 2 sent on 20 Apr instead: 46 days used, 4d left; +2d = 6d; 44d from the bank -> 50d, bank 5d12h.
# Move 3: received 2 May, still on move; on 15 June 44 days have run: 6 days left on the clock.
ON_MOVE = """move,received,sent
1,2025-03-01 00:00:00,2025-03-03 12:00:00
2,2025-03-05 00:00:00,2025-04-20 00:00:00
3,2025-05-02 00:00:00,
"""


def test_claim_upheld_when_the_flag_fell_before_it_004_I_3() -> None:
    report = clock.clock_check(SLOW, clock.time_control(duration_days=400), claimed_at=datetime(2025, 7, 1))
    assert report.verdict is Verdict.CLAIM_UPHELD
    assert report.check.flag_fall == datetime(2025, 4, 24) and report.check.move == 2
    auto = next(s for s in report.check.steps if s.code is ClockCode.AUTO_REFILL)
    assert (auto.amount, auto.clock, auto.bank) == (timedelta(hours=12), 50 * D, 49 * D + timedelta(hours=12))
    assert report.verdict_text() == (
        "Claim upheld: the time ran out on 2025-04-24 00:00:00 (move 2), before the claim of 2025-07-01 00:00:00."
    )


def test_claim_made_before_the_flag_fell_is_rejected_as_early() -> None:
    report = clock.clock_check(SLOW, clock.time_control(duration_days=400), claimed_at=datetime(2025, 4, 20))
    assert report.verdict is Verdict.CLAIM_EARLY


def test_player_still_on_move_is_replayed_until_the_claim() -> None:
    report = clock.clock_check(ON_MOVE, clock.time_control(duration_days=400), claimed_at=datetime(2025, 6, 15))
    assert report.verdict is Verdict.CLAIM_REJECTED and not report.check.timed_out
    last = report.check.steps[-1]
    assert last.code is ClockCode.STILL_ON_MOVE and last.clock == 6 * D and last.bank == 5 * D + timedelta(hours=12)
    assert "the clock shows 6d 00:00:00, the bank 5d 12:00:00" in report.verdict_text()
    # Without a claim the replay ends with his last move, in time.
    assert clock.clock_check(ON_MOVE, clock.time_control(duration_days=400)).verdict is Verdict.IN_TIME


def test_time_control_of_a_tournament_and_refusals(demo_db) -> None:
    # Demo league: 1 Mar 2025 - 30 Jun 2026 = 486 days -> the 450 row: increment 2, bank 75.
    control = clock.time_control(demo_db, TEAM_DEMO)
    assert (control.increment, control.bank) == (2 * D, 75 * D)
    with pytest.raises(ClockCheckRefused, match="set the start and end dates"):
        clock.time_control(demo_db, SKS_DEMO)  # no end date
    with pytest.raises(ClockCheckRefused, match="starts at a planned duration of 302 days"):
        clock.time_control(duration_days=300)
    with pytest.raises(ClockCheckRefused, match="either"):
        clock.time_control(demo_db, TEAM_DEMO, 400)


def test_every_file_problem_is_listed_with_its_line() -> None:
    bad = "move,received,sent\n1,yesterday,2025-03-03 12:00\n3,2025-03-05 00:00,\n"
    with pytest.raises(ClockCheckRefused) as refused:
        clock.clock_check(bad, clock.time_control(duration_days=400))
    assert str(refused.value).splitlines() == [
        "Line 2: yesterday is not a date and time.",
        "Line 3: move number 3 is not the next one.",
    ]


PGN = """[Event "Demo"]
[White "Štěpánek, Vojtěch"]
[Black "Dvořák, Bohumil"]
[Result "*"]

1. d4 {[%ccsnt 2025.03.02,12:00]} Nf6 {[%ccsnt 2025.03.04,08:00]} 2. c4 {[%ccsnt 2025.03.06,18:30:15]} *
"""


def test_pgn_file_needs_the_side_and_takes_the_tournament_start(demo_db, tmp_path: Path) -> None:
    path = tmp_path / "game.pgn"
    path.write_text(PGN, encoding="utf-8")
    control = clock.time_control(demo_db, TEAM_DEMO)
    with pytest.raises(ClockCheckRefused, match="whose clock"):
        clock.clock_check(path, control)
    start = clock.tournament_start(demo_db, TEAM_DEMO)
    assert start == datetime(2025, 3, 1)
    # White: move 1 from the start (1 Mar 00:00) to 2 Mar 12:00 = 1d12h; move 2 from 4 Mar 08:00 to
    # 6 Mar 18:30:15 = 2d10h30m15s.
    report = clock.clock_check(path, control, white=True, start=start)
    moves = [s.amount for s in report.check.steps if s.code is ClockCode.MOVE]
    assert moves == [D + timedelta(hours=12), 2 * D + timedelta(hours=10, minutes=30, seconds=15)]
    # Black is on move after 2. c4 and the game runs: his last turn has no sent time.
    black = clock.clock_check(path, control, white=False, claimed_at=datetime(2025, 3, 7))
    assert black.check.steps[-1].code is ClockCode.STILL_ON_MOVE and black.verdict is Verdict.CLAIM_REJECTED


def test_format_duration_to_the_second_004_II_2() -> None:
    assert clock.format_duration(49 * D + timedelta(hours=12, seconds=5)) == "49d 12:00:05"
    assert clock.format_duration(timedelta(seconds=-5)) == "-0d 00:00:05"
