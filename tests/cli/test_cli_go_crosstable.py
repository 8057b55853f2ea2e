"""`crosstable` of a go event and the criteria that did not apply in `go-wall`: a Swiss/McMahon event
prints its wall list (the same as `go-wall`), a go round robin the round-robin table with go rank and
club; head-to-head of a player not tied is blank in the text and null in the JSON."""

from __future__ import annotations

import json

from arbiter_app.cli.main import main
from tests.services.test_go_round_robin_service import make_round_robin, play

GO_DEMO = "CZE/go/2026-Brno"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_crosstable_of_a_mcmahon_event_is_its_wall_list(demo_db, capsys):
    code, table, _ = run(capsys, "crosstable", GO_DEMO, "--db", demo_db.target)
    assert code == 0
    assert table == run(capsys, "go-wall", GO_DEMO, "--db", demo_db.target)[1]
    assert table.splitlines()[0].split()[:5] == ["#", "Place", "Name", "Rank", "Club"]


def test_crosstable_of_a_go_round_robin_has_rank_and_club(empty_db, capsys):
    code = make_round_robin(empty_db, players=4)
    from arbiter_app.services.go import rounds as go_rounds

    go_rounds.draw(empty_db, code, 1)  # 4 players: 1-4, 2-3
    main(["result", code, "1", "4", "1-0", "--round", "1", "--db", empty_db.target])
    capsys.readouterr()
    status, out, _ = run(capsys, "crosstable", code, "--db", empty_db.target)
    assert status == 0
    lines = out.splitlines()
    assert lines[1].split()[:6] == ["No", "Name", "Rank", "Club", "1", "2"]
    first = next(line for line in lines if line.startswith("1 ") and "Šťastný" in line)
    assert first.split()[3:6] == ["1k", "Brno", "X"] and first.split()[-1] == "1"  # place 1 after beating 4
    assert "Rtg" not in out


def test_head_to_head_that_did_not_apply_is_blank_and_null(empty_db, capsys):
    """Worked example 3 (docs/go-events.md): only 2 and 3 are tied on points (2½, a jigo between
    them: ½ each in their mini-table); for 1, 6, 4 and 5 head-to-head did not apply."""
    from arbiter_app.services.go import rounds as go_rounds

    code = make_round_robin(empty_db, settings={"go_excused_game": "default"})
    go_rounds.excuse(empty_db, code, 4, 2)
    for number in range(1, 6):
        go_rounds.draw(empty_db, code, number)
        play(empty_db, code, number)
    wall = json.loads(run(capsys, "go-wall", code, "--json", "--db", empty_db.target)[1])
    assert [(line["no"], line["tiebreaks"]["h2h"]) for line in wall] == [
        (1, None), (6, None), (2, 0.5), (3, 0.5), (4, None), (5, None)]
    assert all(set(line) >= {"num", "place", "no", "name", "rank", "club", "rounds", "score", "tiebreaks"} for line in wall)
    assert all(set(line["tiebreaks"]) == {"h2h", "sdos"} for line in wall)
    text = run(capsys, "go-wall", code, "--db", empty_db.target)[1].splitlines()
    h2h = text[0].index("H2H")
    assert [line[h2h:h2h + 4].strip() for line in text[2:-1]]  # the legend last == ["", "", "0.50", "0.50", "", ""]
