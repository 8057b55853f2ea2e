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


def test_team_standings_as_json_and_the_players_place_on_their_board(tmp_path: Path, capsys) -> None:
    """Issue 23, item 6. The demo league [000 §6.3]: match points, board points, board order. By hand:
    Dukla 2 MP (2½–1½ Říčany), 5 BP (1½ 1 1 1½); Žďár 1 MP (2–2 Brno), 4½ BP; Brno 1 MP, 4 BP;
    Říčany 0 MP, 1½ BP."""
    db = demo(tmp_path, capsys)
    code, out, _ = run(capsys, "team-crosstable", TEAM_DEMO, "--json", "--db", db)
    table = json.loads(out)
    assert code == 0 and table["criteria"] == ["match_points", "board_points", "board_order"]
    assert set(table["rows"][0]) == {"place", "team", "name", "match_points", "board_points", "boards", "remaining"}
    assert [(r["place"], r["team"], r["name"], r["match_points"], r["board_points"], r["remaining"]) for r in table["rows"]] == [
        ("1", 1, "ŠK Dukla Praha", 2, 5, 4), ("2", 2, "TJ Slavoj Žďár nad Sázavou", 1, 4.5, 4),
        ("3", 3, "ŠK Lokomotiva Brno", 1, 4, 4), ("4", 4, "Šachy Říčany", 0, 1.5, 6)]
    assert table["rows"][0]["boards"] == [1.5, 1, 1, 1.5]
    # Board 1 is 1 Štěpánek 1½, 5 Dvořák 1, 9 Janoušek 1½, 13 Kubíček 0: places 1-2, 3, 1-2, 4 on the
    # board (across the boards 1½ would be shared with 4 Nováková and others).
    code, out, _ = run(capsys, "standings", TEAM_DEMO, "--json", "--db", db)
    places = {r["no"]: r["place"] for r in json.loads(out)}
    assert [places[no] for no in (1, 5, 9, 13)] == ["1-2", "3", "1-2", "4"]
    assert [r["no"] for r in json.loads(out)][:4] == [1, 9, 5, 13]  # board 1 first, in its order
    # Board 2: 6 Čermák 2½; 2 Horáček and 10 Pokorný 1 each; 14 Bárta ½. SB [000 §6.2] parts the two:
    # 10 drew with 2 (1) and 6 (2½): ½ + 1¼ = 1¾; 2 lost to 6, drew with 10 (1) and 14 (½): ½ + ¼ = ¾.
    assert {no: places[no] for no in (6, 10, 2, 14)} == {6: "1", 10: "2", 2: "3", 14: "4"}
    code, out, _ = run(capsys, "board-crosstable", TEAM_DEMO, "2", "--db", db)
    board = {row.split()[0]: row.split()[-1] for row in out.splitlines()[3:] if row.strip()}
    assert {no: places[int(no)] for no in board} == board  # the same places as the board's crosstable


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
    assert lines[0].split()[:3] == ["Time", "Move", "Event"]
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


def test_in_a_team_event_a_withdrawal_asks_for_a_substitute_first(tmp_path: Path, capsys) -> None:
    """Issue 23, item 6 [000 §7.7a, c, f; 001 §8.7b–c]. Ťoupalová (no. 16, Říčany board 4; 3 games
    running, none finished) withdraws for illness: `withdraw` asks for a substitute; Čapek takes over
    her 3 running games as no. 17 and her withdrawal is recorded; another board's player, for whom no
    substitute can be named, is settled by the withdrawal rules with --no-substitute."""
    from arbiter_app.rules.model import WithdrawalKind, WithdrawalReason
    from arbiter_app.services import tournaments
    from arbiter_app.services.database import Database

    db = demo(tmp_path, capsys)
    code, _, err = run(capsys, "withdraw", TEAM_DEMO, "16", "--kind", "accepted", "--reason", "illness", "--date", "2025-04-01", "--db", db)
    assert code == 1 and "the captain names a substitute first" in err
    assert f"substitute {TEAM_DEMO} 16 --reason illness" in err and "--no-substitute" in err
    code, out, err = run(capsys, "substitute", TEAM_DEMO, "16", "--reason", "illness", "--id", "990001",
                         "--name", "Čapek, Květoslav", "--rating", "2050", "--date", "2025-04-01", "--db", db)
    assert code == 0, err
    assert "Čapek, Květoslav (no. 17) replaces Ťoupalová, Iveta (no. 16), team 4, board 4: 3 games moved" in out
    database = Database(db)
    try:
        data = tournaments.load(database, TEAM_DEMO)
    finally:
        database.close()
    withdrawal = data.entry(16).withdrawal
    assert (withdrawal.kind, withdrawal.reason) == (WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS)
    assert [len([g for g in data.games_of(no) if g.result.value == "*"]) for no in (16, 17)] == [0, 3]
    code, out, _ = run(capsys, "board-crosstable", TEAM_DEMO, "4", "--db", db)
    rows = {line.split()[0]: line.split() for line in out.splitlines()[3:] if line.strip()}
    assert rows["17"][-2:] == ["3", "4-5"] and rows["16"][-2:] == ["0", "4-5"]  # RG and place on board 4
    code, out, _ = run(capsys, "team-crosstable", TEAM_DEMO, "--json", "--db", db)
    assert json.loads(out)["rows"][3]["remaining"] == 6  # Říčany's games go on, now played by Čapek
    code, out, _ = run(capsys, "withdraw", TEAM_DEMO, "12", "--kind", "accepted", "--reason", "illness",
                       "--date", "2025-04-01", "--no-substitute", "--dry-run", "--db", db)
    assert code == 0 and "Dry run" in out
