"""Both lose (0-0) and a win by default (flag D) in a go event on the command line: the standings,
the wall list, the EGD table, PGN, CSV and the JSON exchange file round trip."""

from __future__ import annotations

import json
from pathlib import Path

from arbiter_app.cli.main import main
from tests.rules.go_examples import SWISS_FIELD


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def make_round(tmp_path: Path, capsys) -> tuple[str, list[dict]]:
    """Four players (3d, 2d, 1d, 1k) of a Swiss event, round 1 drawn with seed 11."""
    db = str(tmp_path / "go.sqlite")
    for i, (name, rank, club) in enumerate(SWISS_FIELD[:4], start=1):
        assert run(capsys, "player", "add", "--id", f"G{i}", "--name", name, "--federation", "CZE",
                   "--rank", rank, "--club", club, "--db", db)[0] == 0
    assert run(capsys, "new-tournament", "SW", "--name", "Turnaj", "--organiser", "CAGo", "--system", "swiss",
               "--round-count", "3", "--db", db)[0] == 0
    assert run(capsys, "enter", "SW", "G1", "G2", "G3", "G4", "--db", db)[0] == 0
    assert run(capsys, "go-draw", "SW", "1", "--seed", "11", "--db", db)[0] == 0
    boards = json.loads(run(capsys, "go-pairings", "SW", "1", "--json", "--db", db)[1])
    return db, boards


def test_both_lose_and_a_default_win_from_entry_to_every_export(tmp_path: Path, capsys):
    db, boards = make_round(tmp_path, capsys)
    first, second = boards
    w1, b1, w2, b2 = first["white"], first["black"], second["white"], second["black"]
    code, out, err = run(capsys, "result", "SW", str(w1), str(b1), "0-0", "--round", "1", "--db", db)
    assert code == 0 and out == f"SW: {w1}-{b1} 0-0\n", err
    code, out, _ = run(capsys, "result", "SW", str(w2), str(b2), "1-0", "--flag", "D", "--round", "1", "--db", db)
    assert code == 0 and out == f"SW: {w2}-{b2} 1-0D\n"
    code, out, _ = run(capsys, "go-pairings", "SW", "1", "--db", db)
    assert "0-0" in out and "1-0D" in out
    assert [b["result"] for b in json.loads(run(capsys, "go-pairings", "SW", "1", "--json", "--db", db)[1])] == ["0-0", "1-0"]
    standings = {row["no"]: row for row in json.loads(run(capsys, "standings", "SW", "--json", "--db", db)[1])}
    # 0 points for both of the 0-0, 1 for the default winner; no opponent in SOS for the 0-0 pair,
    # the default's loser is the winner's opponent (SOS 0) [003 §3.3.2a].
    assert {no: row["points"] for no, row in standings.items()} == {w1: 0, b1: 0, w2: 1, b2: 0}
    assert standings[w2]["tiebreaks"]["sos"] == 0 and standings[b2]["tiebreaks"]["sos"] == 1
    assert standings[w1]["tiebreaks"]["sos"] == 0
    wall = {line["no"]: line for line in json.loads(run(capsys, "go-wall", "SW", "--json", "--db", db)[1])}
    num = {no: line["num"] for no, line in wall.items()}
    assert wall[w1]["rounds"] == [f"{num[b1]}-"] and wall[b1]["rounds"] == [f"{num[w1]}-"]
    # The default is marked "!" on both lines (not played; OpenGotha's "1-0!"), the 0-0 is not.
    assert wall[w2]["rounds"] == [f"{num[b2]}+!"] and wall[b2]["rounds"] == [f"{num[w2]}-!"]
    text = run(capsys, "go-wall", "SW", "--db", db)[1]
    assert f" {num[b2]}+! " in text and text.splitlines()[-1].startswith("The opponent's number (#)")
    code, out, _ = run(capsys, "egd-export", "SW", "--db", db)
    rows = {int(line.split()[0]): line.split() for line in out.splitlines() if line and not line.startswith(";")}
    # Neither game was played: the EGD gets free rounds, which it does not rate.
    assert [rows[num[no]][-1] for no in (w1, b1, w2, b2)] == ["0-", "0-", "0+", "0-"]
    pgn = tmp_path / "sw.pgn"
    assert run(capsys, "export", "SW", "--format", "pgn", "-o", str(pgn), "--db", db)[0] == 0
    text = pgn.read_text(encoding="utf-8")
    assert text.count("[Event ") == 1 and '[Result "1-0"]' in text and "0-0" not in text
    csv = tmp_path / "sw.csv"
    assert run(capsys, "export", "SW", "--format", "csv", "-o", str(csv), "--db", db)[0] == 0
    assert csv.read_text(encoding="utf-8-sig").count("0-0") == 2  # the cell on each player's line
    exchange = tmp_path / "sw.json"
    assert run(capsys, "export-json", "SW", "-o", str(exchange), "--db", db)[0] == 0
    assert '"0-0"' in exchange.read_text(encoding="utf-8")
    other = str(tmp_path / "other.sqlite")
    assert run(capsys, "import-json", str(exchange), "--db", other)[0] == 0
    again = {row["no"]: row["points"] for row in json.loads(run(capsys, "standings", "SW", "--json", "--db", other)[1])}
    assert again == {no: row["points"] for no, row in standings.items()}


def test_an_unknown_result_names_the_written_forms(tmp_path: Path, capsys):
    db, boards = make_round(tmp_path, capsys)
    code, _, err = run(capsys, "result", "SW", str(boards[0]["white"]), str(boards[0]["black"]), "0:0",
                       "--round", "1", "--db", db)
    assert code == 1 and "0-0" in err and err.count("\n") == 1
