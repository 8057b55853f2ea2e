"""`standings` and `pairings` on the demo database."""

import json

from arbiter_app.cli.main import main
from tests.conftest import ICCF_DEMO, SKS_DEMO


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def test_standings_json_has_one_key_per_criterion_in_order(demo_db, capsys):
    rows = json.loads(run(capsys, "standings", ICCF_DEMO, "--json", "--db", demo_db.target))
    assert len(rows) == 13
    assert set(rows[0]) == {"place", "no", "name", "points", "games_played", "remaining", "tiebreaks"}
    assert all(list(r["tiebreaks"]) == ["wins", "sb", "h2h"] for r in rows)
    keys = [(r["points"], r["tiebreaks"]["wins"], r["tiebreaks"]["sb"]) for r in rows]
    assert keys == sorted(keys, reverse=True)  # ICCF order [001 §7.2]
    assert {r["name"] for r in rows} >= {"Šťastný, Petr", "Ďurica, Peter"}
    sks = json.loads(run(capsys, "standings", SKS_DEMO, "--json", "--db", demo_db.target))
    assert all(list(r["tiebreaks"]) == ["sb"] for r in sks)  # SKŠ [000 §6.2]
    assert sum(r["points"] for r in sks) + sum(r["remaining"] for r in sks) / 2 == 21  # 21 games of 7 players


def test_explain_lists_contributions_that_sum_to_the_value(demo_db, capsys):
    rows = json.loads(run(capsys, "standings", SKS_DEMO, "--json", "--db", demo_db.target))
    leader = rows[0]
    text = run(capsys, "standings", SKS_DEMO, "--explain", str(leader["no"]), "--db", demo_db.target)
    assert text.startswith("SB: ")
    def contribution(line: str) -> float:  # the last number of the line: the note after it is words
        return next(float(t) for t in reversed(line.split()) if t.replace(".", "", 1).isdigit())

    contributions = [contribution(line) for line in text.splitlines()[3:] if line.strip()]
    assert abs(sum(contributions) - leader["tiebreaks"]["sb"]) < 1e-9


def test_pairings_cover_every_pair_once(demo_db, capsys):
    rounds = json.loads(run(capsys, "pairings", SKS_DEMO, "--json", "--db", demo_db.target))
    assert len(rounds) == 7  # 7 players: 7 rounds with a bye each
    pairs = [frozenset((g["white"], g["black"])) for r in rounds for g in r["games"]]
    assert len(pairs) == 21 and len(set(pairs)) == 21
    text = run(capsys, "pairings", SKS_DEMO, "--db", demo_db.target)
    assert text.startswith("Round 1: ") and "Řezníček, Vlastimil" in text
