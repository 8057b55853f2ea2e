"""Reading move timestamps from CSV and PGN for the three-block clock check [004]."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from arbiter_app.formats.move_times import (
    parse_move_times_csv,
    parse_move_times_pgn,
)
from arbiter_app.rules.chess.timecontrol import Refill, Turn, check_clock, three_block

CSV = """move,received,sent,refills,captain_refills
1,2024-01-01 00:00:00,2024-01-03 00:00:00,,
2,2024-01-05T00:00,2024-01-15 06:00,2024-01-10 12:00=5;2024-01-12 09:00,
3,2024-01-20 10:00+01:00,,,2024-02-01 00:00
"""


def test_csv_reads_turns_refills_and_offsets(tmp_path: Path) -> None:
    path = tmp_path / "times.csv"
    path.write_text(CSV, encoding="utf-8")
    turns, problems = parse_move_times_csv(path.read_text(encoding="utf-8"))
    assert problems == []
    assert turns == (
        Turn(datetime(2024, 1, 1), datetime(2024, 1, 3)),
        Turn(datetime(2024, 1, 5), datetime(2024, 1, 15, 6),
             (Refill(datetime(2024, 1, 10, 12), timedelta(days=5)), Refill(datetime(2024, 1, 12, 9)))),
        # 10:00 at +01:00 is 09:00 UTC
        Turn(datetime(2024, 1, 20, 9), None, (Refill(datetime(2024, 2, 1), None, True),)),
    )


def test_csv_collects_every_problem_with_its_line_and_imports_nothing() -> None:
    text = """move,received,sent
1,2024-01-01 00:00,yesterday
3,2024-01-05 00:00,2024-01-06 00:00
2,2024-13-01 00:00,2024-01-02 00:00
"""
    turns, problems = parse_move_times_csv(text)
    assert turns == ()
    assert [(p.line, p.code, p.text) for p in problems] == [
        (2, "move_times.bad_time", "yesterday"),
        (3, "move_times.bad_move_number", "3"),
        (4, "move_times.bad_time", "2024-13-01 00:00"),
        (4, "move_times.bad_move_number", "2"),
    ]


def test_csv_timeline_problems_carry_lines() -> None:
    text = "move,received,sent\n1,2024-01-01 00:00,2024-01-03 00:00\n2,2024-01-02 00:00,2024-01-04 00:00\n"
    turns, problems = parse_move_times_csv(text)
    assert turns == () and [(p.line, p.code) for p in problems] == [(3, "clock.problem.overlap")]


def test_csv_missing_column() -> None:
    turns, problems = parse_move_times_csv("move,received\n1,2024-01-01 00:00\n")
    assert turns == () and [(p.code, p.text) for p in problems] == [("move_times.missing_column", "sent")]


PGN = """[Event "Test"]
[White "Mrkvička, Jan"]
[Black "Židů, Jan"]
[Result "*"]

1. e4 {[%ccsnt 2024.01.02,10:00]} e5 {[%ccsnt 2024.01.04,10:00:30]}
2. Nf3 {[%ccsnt 2024.01.10,08:00]} *
"""


def test_pgn_turns_of_each_side() -> None:
    start = datetime(2024, 1, 1)
    white, problems = parse_move_times_pgn(PGN, white=True, start=start)
    assert problems == []
    assert white == (Turn(start, datetime(2024, 1, 2, 10)),
                     Turn(datetime(2024, 1, 4, 10, 0, 30), datetime(2024, 1, 10, 8)))
    black, problems = parse_move_times_pgn(PGN, white=False)
    # Black answered move 1 and is now on move since White's 2. Nf3 (game running).
    assert black == (Turn(datetime(2024, 1, 2, 10), datetime(2024, 1, 4, 10, 0, 30)),
                     Turn(datetime(2024, 1, 10, 8), None))
    # Black's move 1 used 2 d 30 s: 50 d → 47 d 23:59:30, +1 d increment, refilled from the bank to
    # 50 d. On move since 10 Jan 08:00 with no refill: 10 Jan + 50 d = 29 Feb 2024 08:00.
    check = check_clock(three_block(302), black, now=datetime(2024, 3, 1))
    assert check.flag_fall == datetime(2024, 2, 29, 8)


def test_pgn_missing_timestamp_and_start() -> None:
    text = PGN.replace("{[%ccsnt 2024.01.04,10:00:30]}", "")
    turns, problems = parse_move_times_pgn(text, white=True)
    assert turns == ()
    assert [(p.code, p.move) for p in problems] == [("move_times.missing_timestamp", 1), ("move_times.missing_start", None)]
