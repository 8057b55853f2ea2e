"""Go standings after a round and their explanations, on worked example 2 of docs/go-events.md (the
McMahon event of 20 players with a bar, 7 excused from rounds 2 and 3), through the services on a
real SQLite file and through `standings CODE --explain NO`."""

from __future__ import annotations

import json

from arbiter_app.cli.main import main
from arbiter_app.rules.model import PairingSystem, Result
from arbiter_app.services import results
from arbiter_app.services.go import rounds as go_rounds, standings as go_standings
from tests.rules.go_examples import MCMAHON_FIELD, stronger_wins
from tests.services.test_go_rounds_service import make_event


def mcmahon_example(db) -> str:
    code = make_event(db, "GO/MM", PairingSystem.MCMAHON, MCMAHON_FIELD, {"mcmahon_bar": "2d", "mcmahon_floor": "20k"})
    for number in (2, 3):
        go_rounds.excuse(db, code, 7, number)
    for number in range(1, 5):
        go_rounds.draw(db, code, number, seed=20 + number)
        event = go_rounds.load_event(db, code)
        for b in event.round(number).boards:
            result = stronger_wins(event.data, b.white, b.black)
            if {b.white, b.black} == {11, 12}:  # the example's one upset: Black won 11-12
                result = Result.BLACK_WIN
            results.enter_result(db, code, b.white, b.black, result, round=number)
    return code


def test_explanations_of_the_mcmahon_example(empty_db, tmp_path, capsys):
    code = mcmahon_example(empty_db)
    table = go_standings.go_table(empty_db, code)
    assert table.after == 4 and table.mcmahon
    # 8: MM start 28 (2k), lost to 7, beat 9, lost to 4, beat 12: MM 30.
    score = go_standings.score_lines(table, 8)
    assert [(c.opponent, c.value, c.note) for c in score] == [
        (None, 28.0, "mm_start"), (7, 0.0, ""), (9, 1.0, ""), (4, 0.0, ""), (12, 1.0, "")]
    # SOS 119: 7 has MM 30 but missed two rounds, so he counts 30 + 2 // 2 = 31 [003 §3.3.3].
    sos = go_standings.explain_criterion(table, 8, "sos")
    assert [(c.opponent, c.opponent_score, c.value, c.note) for c in sos] == [
        (7, 30.0, 31.0, "adjusted"), (9, 29.0, 29.0, ""), (4, 32.0, 32.0, ""), (12, 27.0, 27.0, "")]
    # 6, 8 and 7 share MM 30; SOS (125, 119, 58) separates them.
    assert go_standings.tie(table, 8) == [("points", {6: 30.0, 8: 30.0, 7: 30.0}), ("sos", {6: 125.0, 8: 119.0, 7: 58.0})]
    # 19 had the bye in round 3: MM start 10 (20k, the floor), a win, the bye, a loss... 12 in all.
    assert [c.note for c in go_standings.score_lines(table, 19)].count("bye") == 1
    assert sum(c.value for c in go_standings.score_lines(table, 19)) == 12
    # 7's excused rounds are listed with 0.
    assert [c.note for c in go_standings.score_lines(table, 7)].count("excused") == 2
    # After round 1 the table is the one of round 1: the winners have MM start + 1.
    first = go_standings.go_table(empty_db, code, after=1)
    assert first.after == 1 and {r.no: r.points for r in first.standings.rows}[1] == 32

    assert main(["standings", code, "--explain", "8", "--db", str(tmp_path / "arbiter.sqlite")]) == 0
    out = capsys.readouterr().out
    assert "place 7, MM score 30 after round 4  (8 Doležal, Tomáš)" in out
    assert "tie on SOS: 6 125, 8 119, 7 58" in out
    sos_block = out[out.index("SOS: 119"):]
    assert "7 Sedláček, Jan" in sos_block.splitlines()[3] and "31" in sos_block and "raised by half his missed games" in sos_block
    db = str(tmp_path / "arbiter.sqlite")
    assert main(["standings", code, "--after", "1", "--json", "--db", db]) == 0
    after_one = json.loads(capsys.readouterr().out)
    assert [(r["no"], r["points"]) for r in after_one[:2]] == [(1, 32.0), (3, 32.0)]  # 1 and 3 won at MM 31
    assert main(["standings", "GO/MM", "--after", "2", "--explain", "7", "--db", db]) == 0
    assert "place" in capsys.readouterr().out
