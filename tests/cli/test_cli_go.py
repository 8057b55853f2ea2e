"""The go commands as a user runs them: new McMahon event with a bar, excuse, go-draw, go-pairings
--json, result --round, standings --json, go-wall; refusals end with one line and exit 1."""

from __future__ import annotations

import json
from pathlib import Path

from arbiter_app.cli.main import main
from tests.rules.go_examples import MCMAHON_FIELD


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_mcmahon_event_on_the_command_line(tmp_path: Path, capsys):
    db = str(tmp_path / "go.sqlite")
    for i, (name, rank, club) in enumerate(MCMAHON_FIELD, start=1):
        code, _, err = run(capsys, "player", "add", "--id", f"G{i}", "--name", name, "--federation", "CZE",
                           "--rank", rank, "--club", club, "--db", db)
        assert code == 0, err
    ids = [f"G{i}" for i in range(1, 21)]
    assert run(capsys, "new-tournament", "MM", "--name", "Turnaj", "--organiser", "CAGo", "--system", "mcmahon",
               "--round-count", "4", "--mcmahon-bar", "2d", "--mcmahon-floor", "20k", "--db", db)[0] == 0
    assert run(capsys, "enter", "MM", *ids, "--db", db)[0] == 0
    assert run(capsys, "excuse", "MM", "7", "1", "--db", db)[:2] == (0, "MM: player 7 excused from round 1\n")
    code, out, _ = run(capsys, "go-draw", "MM", "1", "--seed", "21", "--db", db)
    assert code == 0 and "seed 21" in out and "bye" in out
    code, out, _ = run(capsys, "go-pairings", "MM", "1", "--json", "--db", db)
    items = json.loads(out)
    boards, bye = items[:-1], items[-1]
    assert [b["board"] for b in boards] == list(range(1, 10)) and set(bye) == {"bye"}
    assert {"board", "white", "black", "why"} <= set(boards[0]) and "handicap" not in boards[0]
    drawn = sorted([n for b in boards for n in (b["white"], b["black"])] + [bye["bye"]])
    assert drawn == [n for n in range(1, 21) if n != 7]
    # Board 1 is the top of the bar group (MM 31): 1, 2, 3 are 4d, 3d, 2d, all at the bar.
    assert {boards[0]["white"], boards[0]["black"]} <= {1, 2, 3}
    for b in boards:
        assert run(capsys, "result", "MM", str(b["white"]), str(b["black"]), "1-0", "--round", "1", "--db", db)[0] == 0
    code, out, _ = run(capsys, "standings", "MM", "--json", "--db", db)
    table = json.loads(out)
    winner = boards[0]["white"]
    assert table[0]["no"] == winner and table[0]["points"] == 32.0  # MM 31 + a win
    assert set(table[0]["tiebreaks"]) == {"sos", "ssos", "h2h"}
    code, out, _ = run(capsys, "go-wall", "MM", "--db", db)
    line = next(row for row in out.splitlines() if "Šťastný, Ondřej" in row or "Mrkvička, Jan" in row)
    assert "+" in line or "-" in line
    code, _, err = run(capsys, "go-draw", "MM", "3", "--db", db)
    assert code == 1 and err == "error: MM: the next round to draw is 2, not 3\n"
    code, _, err = run(capsys, "result", "MM", "1", "20", "1-0", "--round", "1", "--db", db)
    assert code == 1 and "no game 1-20" in err
    code, _, err = run(capsys, "go-pairings", "MM", "2", "--db", db)
    assert code == 1 and "not drawn" in err


def test_a_knockout_and_a_handicap_on_the_command_line(tmp_path: Path, capsys):
    """Six players in a knockout: two byes in the JSON pairing list; a handicap event's JSON has the
    stones (Mrkvička 3d against Fiala 1k, reduction 1: 2)."""
    db = str(tmp_path / "ko.sqlite")
    for i, (name, rank, club) in enumerate(MCMAHON_FIELD[:6], start=1):
        assert run(capsys, "player", "add", "--id", f"K{i}", "--name", name, "--federation", "CZE", "--rank", rank,
                   "--club", club, "--db", db)[0] == 0
    ids = [f"K{i}" for i in range(1, 7)]
    run(capsys, "new-tournament", "KO", "--name", "Pohár", "--organiser", "CAGo", "--system", "knockout",
        "--round-count", "3", "--db", db)
    run(capsys, "enter", "KO", *ids, "--db", db)
    assert run(capsys, "go-draw", "KO", "1", "--seed", "2", "--db", db)[0] == 0
    items = json.loads(run(capsys, "go-pairings", "KO", "1", "--json", "--db", db)[1])
    assert [i for i in items if "bye" in i] == [{"bye": 1}, {"bye": 2}]
    assert [i["why"] for i in items if "board" in i] == ["bracket: seed 4 against seed 5", "bracket: seed 3 against seed 6"]
    run(capsys, "new-tournament", "HC", "--name", "Handicap", "--organiser", "CAGo", "--system", "swiss",
        "--round-count", "3", "--settings", '{"go_handicap_reduction": 1}', "--db", db)
    run(capsys, "enter", "HC", "K2", "K6", "--db", db)
    assert run(capsys, "go-draw", "HC", "1", "--seed", "1", "--db", db)[0] == 0
    (board,) = json.loads(run(capsys, "go-pairings", "HC", "1", "--json", "--db", db)[1])
    assert (board["white"], board["black"], board["handicap"]) == (1, 2, 2)


def test_a_round_robin_drawn_round_by_round_on_the_command_line(tmp_path: Path, capsys):
    """`new-tournament --system round_robin --organiser CAGo` stores no games; go-draw puts the
    Schurig table's round, the excused player's game postponed, the free player as the bye."""
    db = str(tmp_path / "rr.sqlite")
    for i, (name, rank, club) in enumerate(MCMAHON_FIELD[:5], start=1):
        assert run(capsys, "player", "add", "--id", f"R{i}", "--name", name, "--federation", "CZE",
                   "--rank", rank, "--club", club, "--db", db)[0] == 0
    code, out, _ = run(capsys, "new-tournament", "RR", "--name", "Přebor", "--organiser", "CAGo", "--system", "round_robin", "--db", db)
    assert code == 0 and "0 games" in out
    assert run(capsys, "enter", "RR", "R1", "R2", "R3", "R4", "R5", "--db", db)[0] == 0
    assert run(capsys, "excuse", "RR", "3", "1", "--db", db)[0] == 0
    code, out, _ = run(capsys, "go-draw", "RR", "1", "--db", db)
    assert (code, out) == (0, "RR: round 1 drawn from the Schurig table: 2 boards, bye 1\n")
    code, out, _ = run(capsys, "go-pairings", "RR", "1", "--json", "--db", db)
    assert json.loads(out) == [
        {"board": 1, "white": 2, "black": 5, "why": "by Schurig's table (round robin)", "result": "*"},
        {"board": 2, "white": 3, "black": 4, "why": "postponed: 3 excused", "result": "*"},
        {"bye": 1},
    ]
    code, out, _ = run(capsys, "go-pairings", "RR", "1", "--db", db)
    assert "seed" not in out and "Přebor – Round 1\n" in out
    assert run(capsys, "result", "RR", "2", "5", "1-0", "--round", "1", "--db", db)[0] == 0
    assert run(capsys, "go-draw", "RR", "2", "--db", db)[0] == 0  # 3-4 is still to be played
    assert run(capsys, "result", "RR", "3", "4", "0-1", "--round", "1", "--db", db)[0] == 0
    code, out, _ = run(capsys, "standings", "RR", "--json", "--db", db)
    table = {row["no"]: row for row in json.loads(out)}
    assert table[2]["points"] == 1 and table[4]["points"] == 1 and table[1]["points"] == 0  # the free round is no win
    assert set(table[2]["tiebreaks"]) == {"h2h", "sdos"}
    code, _, err = run(capsys, "go-swap", "RR", "2", "1", "2", "--db", db)
    assert code == 1 and "Schurig" in err
    code, _, err = run(capsys, "go-draw", "RR", "6", "--db", db)
    assert code == 1 and "rounds 1 to 5, not 6" in err


def test_a_withdrawn_players_round_robin_games_on_the_command_line(tmp_path: Path, capsys):
    """Six players of a round robin, 4 withdrawn after round 2: round 3's table game 4-5 is not
    drawn, so 5 is listed free, in the JSON as the round robin's free round (`bye`, 0 points)."""
    from datetime import date

    from arbiter_app.rules.model import WithdrawalKind, WithdrawalReason
    from arbiter_app.services import withdrawals
    from arbiter_app.services.database import Database
    from tests.services.test_go_round_robin_service import AFTER_WITHDRAWAL, make_round_robin

    db = Database(tmp_path / "rr.sqlite")
    code = make_round_robin(db)
    for number in (1, 2):
        assert run(capsys, "go-draw", code, str(number), "--db", db.target)[0] == 0
        for (w, b), winner in AFTER_WITHDRAWAL[number].items():
            assert run(capsys, "result", code, str(w), str(b), "1-0" if winner == w else "0-1",
                       "--round", str(number), "--db", db.target)[0] == 0
    withdrawals.withdraw(db, code, 4, WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS, date(2026, 3, 1))
    db.close()
    assert run(capsys, "go-draw", code, "3", "--db", str(tmp_path / "rr.sqlite"))[0] == 0
    items = json.loads(run(capsys, "go-pairings", code, "3", "--json", "--db", str(tmp_path / "rr.sqlite"))[1])
    assert [(i.get("white"), i.get("black"), i.get("bye")) for i in items] == [(2, 6, None), (3, 1, None), (None, None, 5)]
    text = run(capsys, "go-pairings", code, "3", "--db", str(tmp_path / "rr.sqlite"))[1]
    assert "Bye: 5 Beneš, Vít 5k – free round (opponent withdrew)" in text
