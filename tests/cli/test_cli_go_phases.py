"""Knockout placing matches and a final from groups on the command line: `new-tournament ... --placing`,
`--from-groups --qualifiers`, `go-pairings --json` (its keys kept), `standings --json` with the places."""

from __future__ import annotations

import json
from pathlib import Path

from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Organiser, Tournament
from arbiter_app.services import setup
from arbiter_app.services.database import Database
from tests.conftest import play_round_robin
from tests.cli.test_cli_go import run
from tests.rules.go_examples import SWISS_FIELD
from tests.services.test_go_phases import CYCLE, CAGO, round_robin_group


def test_eight_players_all_places_on_the_command_line(tmp_path: Path, capsys):
    db = str(tmp_path / "ko.sqlite")
    for i, (name, rank, club) in enumerate(SWISS_FIELD, start=1):
        assert run(capsys, "player", "add", "--id", f"G{i}", "--name", name, "--federation", "CZE", "--rank", rank,
                   "--club", club, "--db", db)[0] == 0
    code, _, err = run(capsys, "new-tournament", "KO", "--name", "Pohár", "--organiser", "CAGo", "--system", "knockout",
                       "--round-count", "3", "--placing", "all", "--db", db)
    assert code == 0, err
    run(capsys, "enter", "KO", *[f"G{i}" for i in range(1, 9)], "--db", db)
    for number in (1, 2, 3):
        assert run(capsys, "go-draw", "KO", str(number), "--seed", "1", "--db", db)[0] == 0
        items = json.loads(run(capsys, "go-pairings", "KO", str(number), "--json", "--db", db)[1])
        assert all(set(i) == {"board", "white", "black", "why", "result"} for i in items)
        for i in items:  # the stronger (lower number) wins
            result = "1-0" if i["white"] < i["black"] else "0-1"
            assert run(capsys, "result", "KO", str(i["white"]), str(i["black"]), result, "--round", str(number), "--db", db)[0] == 0
    assert [(i["board"], i["white"], i["black"], i["why"]) for i in items] == [
        (1, 1, 2, "final; winners of boards 1 and 2"), (2, 4, 3, "match for 3rd place; losers of boards 1 and 2"),
        (3, 5, 6, "match for 5th place; winners of boards 3 and 4"), (4, 8, 7, "match for 7th place; losers of boards 3 and 4")]
    table = json.loads(run(capsys, "standings", "KO", "--json", "--db", db)[1])
    assert [(r["place"], r["no"]) for r in table] == [(str(k), k) for k in range(1, 9)]


def test_a_final_from_two_groups_on_the_command_line(tmp_path: Path, capsys):
    path = tmp_path / "groups.sqlite"
    db = Database(path)
    round_robin_group(db, "A", [1, 3, 5, 7], {frozenset((3, 5))})
    round_robin_group(db, "B", [2, 4, 6, 8])
    db.close()
    code, _, err = run(capsys, "new-tournament", "FINAL", "--name", "Finále", "--from-groups", "A,X",
                       "--db", str(path))
    assert (code, err) == (1, "error: no tournament with code 'X'\n")
    code, out, err = run(capsys, "new-tournament", "FINAL", "--name", "Finále", "--from-groups", "A,B", "--qualifiers", "2",
                         "--placing", "third", "--db", str(path))
    assert code == 0, err
    assert "from groups A, B: A1 Novák, Jan; B1 Svoboda, Petr; A2 Procházka, Jiří; B2 Černý, Tomáš" in out
    assert run(capsys, "go-draw", "FINAL", "1", "--db", str(path))[0] == 0
    code, out, _ = run(capsys, "go-pairings", "FINAL", "1", "--db", str(path))
    assert "1 Novák, Jan 3d (A1)" in out and "4 Černý, Tomáš 1k (B2)" in out
    wall = json.loads(run(capsys, "go-wall", "FINAL", "--json", "--db", str(path))[1])
    assert {line["from"] for line in wall} == {"A1", "B1", "A2", "B2"}
    # A group of three, each beating one other: the tie on the line is the TD's to decide.
    db = Database(path)
    setup.create_tournament(db, Tournament("C", "Skupina C", organiser=Organiser.CAGO, tiebreaks=CAGO), ["G1", "G2", "G3"],
                            method=DrawMethod.GIVEN)
    play_round_robin(db, "C", lambda a, b: CYCLE[frozenset((a, b))])
    db.close()
    code, _, err = run(capsys, "new-tournament", "F2", "--name", "Finále", "--from-groups", "C", "--qualifiers", "1",
                       "--db", str(path))
    assert code == 1 and err.startswith("error: group C: Novák, Jan, Svoboda, Petr, Dvořák, Karel share place 1-3")
    code, out, err = run(capsys, "new-tournament", "F2", "--name", "Finále", "--from-groups", "C", "--qualifiers", "1",
                         "--ahead", "C:3", "--db", str(path))
    assert code == 0 and "from groups C: C1 Dvořák, Karel" in out, err
