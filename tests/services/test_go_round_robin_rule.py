"""A go round robin read from its EGD table is ranked by ČAGo's round-robin rule (issue 46): points,
head-to-head, SDOS [003 §3.3.4a], never SOS, which "cannot be used in tournaments played as a round
robin" [003 §3.3.2a]; and an event read with the wrong system can be set to it afterwards.

The table, written by hand: a Czech championship of 7 players, every player meets every other once
in 7 rounds, one free player a round (`0-`, the table's free round: no points). Who beat whom:
1 beat 2 4 5 6 7 (lost to 3): 5;  2 beat 3 5 6 7: 4;  3 beat 1 4 5 7: 4;  4 beat 2 6 7: 3;
5 beat 4 6 7: 3;  6 beat 3: 1;  7 beat 6: 1 (21 points in all).
SDOS (the scores of the opponents beaten): 1: 4+3+3+1+1 = 12; 2: 4+3+1+1 = 9; 3: 5+3+3+1 = 12;
4: 4+1+1 = 6; 5: 3+1+1 = 5; 6: 4; 7: 1. SOS is 21 less one's own score, equal within a score group.
Round robin (points, head-to-head, SDOS): 2 beat 3, 5 beat 4, 7 beat 6, so 1, 2, 3, 5, 4, 7, 6.
Swiss (points, SOS, SDOS, head-to-head): SOS ties, SDOS decides: 1, 3 (12), 2 (9), 4 (6), 5 (5),
6 (4), 7 (1): every tie the other way round.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.rules.model import PairingSystem
from arbiter_app.services import tournaments
from arbiter_app.services.database import Database
from arbiter_app.services.go import rounds as go_rounds
from arbiter_app.services.setup import SetupRefused, edit_tournament
from tests.pdf_reading import pdf_text

CODE = "GO/MČR"
HEADER = "; EV[Mistrovství ČR v go 2026]\n; PC[CZ, Praha]\n; DT[2026-05-01,2026-05-03]\n; CL[A]\n; KM[6.5]\n; TM[90]\n"
LINES = """\
1 Novák Jan 3d CZ Prah 5        0-    7+/b0 6+/w0 5+/b0 4+/w0 3-/b0 2+/w0
2 Dvořák Petr 2d CZ Brno 4      7+/b0 5+/b0 3+/b0 0-    6+/b0 4-/b0 1-/b0
3 Šťastná Eva 2d CZ Olom 4      6-/w0 4+/w0 2-/w0 7+/w0 5+/w0 1+/w0 0-
4 Černý Tomáš 1k CZ Prah 3      5-/b0 3-/b0 0-    6+/b0 1-/b0 2+/w0 7+/w0
5 Kučera Jiří 1k CZ Brno 3      4+/w0 2-/w0 7+/w0 1-/w0 3-/b0 0-    6+/b0
6 Růžička Ondřej 3k CZ Plze 1   3+/b0 0-    1-/b0 4-/w0 2-/w0 7-/w0 5-/w0
7 Bílá Marie 4k CZ Ostr 1       2-/w0 1-/w0 5-/b0 3-/b0 0-    6+/b0 4-/b0
"""
ROUND_ROBIN_ORDER = [1, 2, 3, 5, 4, 7, 6]
SWISS_ORDER = [1, 3, 2, 4, 5, 6, 7]
SDOS = {1: 12, 2: 9, 3: 12, 4: 6, 5: 5, 6: 4, 7: 1}


def run(capsys, *argv: str) -> str:
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def imported(tmp_path: Path, capsys, lines: str = LINES) -> str:
    """The table imported with `egd-import --as-event` into a new database (its path returned)."""
    table = tmp_path / "mistrovství ČR.h9"
    table.write_text(HEADER + lines, encoding="utf-8")
    db = str(tmp_path / "go data.sqlite")
    run(capsys, "egd-import", str(table), "--as-event", CODE, "--db", db)
    return db


def standings(capsys, db: str) -> list[dict]:
    return json.loads(run(capsys, "standings", CODE, "--json", "--db", db))


def test_a_round_robin_table_is_ranked_by_points_head_to_head_sdos(tmp_path, capsys):
    db = imported(tmp_path, capsys)
    t = tournaments.load(Database(db), CODE).tournament
    assert (t.system, t.rounds, t.tiebreaks) == (PairingSystem.ROUND_ROBIN, 1, ("points", "h2h", "sdos"))
    rows = standings(capsys, db)
    assert [r["no"] for r in rows] == ROUND_ROBIN_ORDER
    assert [r["place"] for r in rows] == ["1", "2", "3", "4", "5", "6", "7"]
    assert {r["no"]: r["tiebreaks"]["sdos"] for r in rows} == SDOS
    assert all(set(r["tiebreaks"]) == {"h2h", "sdos"} for r in rows)
    # Each round's free player is the table's free round (the bye, 0 points), not a round missed.
    event = go_rounds.load_event(Database(db), CODE)
    assert [(r.bye, r.excused) for r in event.rounds] == [(1, set()), (6, set()), (4, set()), (2, set()), (7, set()), (5, set()), (3, set())]
    assert [r["points"] for r in rows] == [5, 4, 4, 3, 3, 1, 1]
    # The wall list shown and printed has the round-robin criteria, no SOS.
    wall = run(capsys, "go-wall", CODE, "--db", db)
    assert "SDOS" in wall.splitlines()[0] and "SOS " not in wall.splitlines()[0]
    pdf = tmp_path / "wall list.pdf"
    run(capsys, "go-print", CODE, "-o", str(pdf), "--db", db)
    text = pdf_text(pdf)
    assert "SDOS" in text and "SOS" not in text.replace("SDOS", "")


def test_the_same_table_as_a_swiss_orders_otherwise_and_the_system_can_be_set_back(tmp_path, capsys):
    db = imported(tmp_path, capsys)
    # The arbiter sets the system: the drawn rounds stay, the criteria follow the system [003 §3.3.4].
    out = run(capsys, "edit-tournament", CODE, "--system", "swiss", "--db", db)
    assert "tie-break" in out
    t = tournaments.load(Database(db), CODE).tournament
    assert (t.system, t.tiebreaks) == (PairingSystem.SWISS, ("points", "sos", "sdos", "h2h"))
    assert t.settings["go_bye_points"] == 0  # the free rounds already scored keep their 0
    rows = standings(capsys, db)
    assert [r["no"] for r in rows] == SWISS_ORDER
    assert {r["no"]: r["tiebreaks"]["sos"] for r in rows} == {no: 21 - p for no, p in zip(range(1, 8), [5, 4, 4, 3, 3, 1, 1])}
    run(capsys, "edit-tournament", CODE, "--system", "round_robin", "--db", db)
    t = tournaments.load(Database(db), CODE).tournament
    assert (t.system, t.tiebreaks) == (PairingSystem.ROUND_ROBIN, ("points", "h2h", "sdos"))
    assert [r["no"] for r in standings(capsys, db)] == ROUND_ROBIN_ORDER


def test_free_rounds_scored_as_byes_keep_their_point(tmp_path, capsys):
    db = imported(tmp_path, capsys, LINES.replace("0-   ", "0+   ").replace(" 0-\n", " 0+\n"))
    t = tournaments.load(Database(db), CODE).tournament
    assert (t.system, t.settings["go_bye_points"]) == (PairingSystem.ROUND_ROBIN, 1)
    rows = standings(capsys, db)
    assert [r["no"] for r in rows] == ROUND_ROBIN_ORDER and [r["points"] for r in rows] == [6, 5, 5, 4, 4, 2, 2]


def test_a_table_that_is_no_whole_round_robin_stays_a_swiss_and_refuses_a_table_it_is_not(tmp_path, capsys):
    # The first three rounds only: not every player has met every other, so nothing says round robin.
    first_three = "\n".join(" ".join(line.split()[:9]) for line in LINES.splitlines()) + "\n"
    db = imported(tmp_path, capsys, first_three)
    t = tournaments.load(Database(db), CODE).tournament
    assert (t.system, t.tiebreaks) == (PairingSystem.SWISS, ("points", "sos", "sdos", "h2h"))
    # Schurig's table for 7 [003 §3.2.1]: round 1 2-7 3-6 4-5 (1 free), as here; round 2 6-4 7-3 1-2
    # (5 free), where this table has 7-1 5-2 3-4 (6 free): drawing on from the table would repeat games.
    with pytest.raises(SetupRefused) as refused:
        edit_tournament(Database(db), CODE, {"system": PairingSystem.ROUND_ROBIN})
    assert str(refused.value).startswith("Pairing system: round 2 as drawn is not that round of the round-robin table")
    assert tournaments.load(Database(db), CODE).tournament == t
