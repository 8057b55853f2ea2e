"""The team commands as an arbiter types them: team-crosstable, board-crosstable, substitute, clock-check."""

from __future__ import annotations

import json
from pathlib import Path

from arbiter_app.cli.main import main

TEAM_DEMO = "CZE/T4L1/2025"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def demo(tmp_path: Path, capsys) -> str:
    db = str(tmp_path / "a.sqlite")
    assert run(capsys, "demo", "--db", db)[0] == 0
    return db


def test_team_and_board_crosstables(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    code, out, _ = run(capsys, "team-crosstable", TEAM_DEMO, "--db", db)
    assert code == 0
    lines = out.splitlines()
    assert lines[1].split() == ["No", "Team", "1", "2", "3", "4", "MP", "BP", "B1", "B2", "B3", "B4", "RG", "Place"]
    # Dukla: X, 1½ (+1), 1 (+2), 2½ (+1); MP 2, BP 5; boards 1½ 1 1 1½; 4 games running; 1st.
    assert lines[3].split() == ["1", "ŠK", "Dukla", "Praha", "X", "1½", "(+1)", "1", "(+2)", "2½", "(+1)", "2", "5", "1½", "1", "1", "1½", "4", "1"]
    code, out, _ = run(capsys, "board-crosstable", TEAM_DEMO, "2", "--db", db)
    assert code == 0 and "Horáček, Jiří" in out and "TJ Slavoj Žďár nad Sázavou" in out


def test_substitute_dry_run_then_apply_and_undo(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    args = ["substitute", TEAM_DEMO, "16", "--id", "990001", "--name", "Čapek, Květoslav", "--rating", "2050",
            "--status", "--date", "2025-04-01", "--db", db]
    code, out, _ = run(capsys, *args, "--dry-run")
    assert code == 0 and "starting number 17" in out and "8-16 → 8-17 *" in out
    assert out.splitlines()[-1] == "Dry run: nothing was stored."
    assert "Čapek" not in run(capsys, "board-crosstable", TEAM_DEMO, "4", "--db", db)[1]
    code, out, _ = run(capsys, *args)
    assert code == 0 and out.startswith(f"{TEAM_DEMO}: Čapek, Květoslav (no. 17) replaces Ťoupalová, Iveta (no. 16)")
    assert "Čapek, Květoslav" in run(capsys, "board-crosstable", TEAM_DEMO, "4", "--db", db)[1]
    assert run(capsys, "undo", "--db", db)[0] == 0
    assert "Čapek" not in run(capsys, "board-crosstable", TEAM_DEMO, "4", "--db", db)[1]


def test_errors_are_one_line_with_exit_status_1(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    code, out, err = run(capsys, "substitute", TEAM_DEMO, "12", "--id", "990001", "--name", "Lán, Bořek",
                         "--status", "--date", "2025-04-01", "--db", db)
    assert code == 1 and out == "" and err.count("\n") == 1
    assert err.startswith(f"error: {TEAM_DEMO}: player 12 cannot be replaced: Substitute status cannot be granted here.")
    code, _, err = run(capsys, "team-crosstable", "CZE/SF/2025-B", "--db", db)
    assert (code, err) == (1, "error: CZE/SF/2025-B is not a team event\n")
    code, _, err = run(capsys, "board-crosstable", TEAM_DEMO, "9", "--db", db)
    assert code == 1 and err == f"error: {TEAM_DEMO} has no board 9; boards: 1, 2, 3, 4\n"


CSV = """move,received,sent
1,2025-03-01 00:00:00,2025-03-03 12:00:00
2,2025-03-05 00:00:00,2025-04-30 00:00:00
"""


def test_clock_check_prints_the_steps_and_the_verdict(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    path = tmp_path / "times.csv"
    path.write_text(CSV, encoding="utf-8")
    # The league's control: 486 days -> increment 2, bank 75. Move 1 leaves 47d12h, +2d, +12h from
    # the bank: 50d, bank 74d12h. Move 2 from 5 Mar: 50 days run out on 24 Apr.
    code, out, _ = run(capsys, "clock-check", str(path), "--tournament", TEAM_DEMO, "--claim", "2025-05-01T09:00", "--db", db)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:3] == ["Date", "Move", "Event"]
    assert "Clock refilled from the bank after the move" in lines[5] and lines[5].split()[-4:] == ["50d", "00:00:00", "74d", "12:00:00"]
    assert lines[-1] == "Claim upheld: the time ran out on 2025-04-24 00:00:00 (move 2), before the claim of 2025-05-01 09:00:00."
    code, out, _ = run(capsys, "clock-check", str(path), "--duration", "400", "--json", "--db", db)
    report = json.loads(out)
    assert report["verdict"] == "clock.verdict.timed_out" and report["flag_fall"] == "2025-04-24T00:00:00"
    assert report["steps"][-1] == {"at": "2025-04-24T00:00:00", "move": 2, "event": "clock.time_out_no_refill",
                                   "amount_seconds": 50 * 86400.0, "clock_seconds": 0.0, "bank_seconds": 49.5 * 86400}
    code, _, err = run(capsys, "clock-check", str(tmp_path / "none.csv"), "--duration", "400", "--db", db)
    assert code == 1 and err.startswith("error: ") and err.count("\n") == 1


def test_substitute_with_the_bank_moved_onto_the_new_clock(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    args = ["substitute", TEAM_DEMO, "16", "--id", "990001", "--name", "Čapek, Květoslav", "--date", "2025-04-01",
            "--bank-days", "25", "--db", db]
    code, out, _ = run(capsys, *args, "--dry-run")
    assert code == 0 and "25 days of the replaced player's bank go onto the clock of Čapek, Květoslav" in out
    code, out, _ = run(capsys, *args)
    assert code == 0 and "25 days of the bank moved onto his clock" in out
