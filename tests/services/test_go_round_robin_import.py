"""A ČAGo round robin whose games come in an exchange file without `go_rounds` (issue 23, item 1): the
games are placed in the rounds of Schurig's table [003 §3.2.1], so `crosstable`, `standings --json`,
`go-wall --json`, the window's Standings tab and the printed wall list give the same points and
criteria, and the event goes on round by round.

The event is "Worked example 3" of docs/go-events.md, 6 players, criteria points, head-to-head,
SDOS [003 §3.3.4a], with 6-4 of round 2 played (6 wins) instead of defaulted. The table:
1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.formats.problems import ImportProblem
from arbiter_app.rules.model import Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.go import rounds as go_rounds
from arbiter_app.services.go.standings import go_table
from tests.pdf_reading import pdf_text
from tests.services.test_go_round_robin_service import NAMES, WINNERS

CODE = "GO/TABLE"
WINNERS_PLAYED = {**WINNERS, 2: {(6, 4): 6, **WINNERS[2]}}


def game_items(rounds, with_round: bool) -> list[dict]:
    """The games of `rounds` listed as a table lists them, in starting-number order of White, with
    or without their round."""
    items = []
    for number in rounds:
        for (w, b), winner in WINNERS_PLAYED[number].items():
            result = "1/2-1/2" if winner is None else "1-0" if winner == w else "0-1"
            items.append({"white": w, "black": b, "result": result, **({"round": number} if with_round else {})})
    return sorted(items, key=lambda g: (g["white"], g["black"]))


def table_file(tmp_path: Path, rounds, with_round: bool = False, games=None) -> Path:
    document = {
        "format": "arbiter-tournament", "version": 1,
        "tournament": {"code": CODE, "name": "Přebor Brna", "organiser": "CAGo", "system": "round_robin",
                       "tiebreaks": ["points", "h2h", "sdos"], "settings": {"komi": 7}},  # a jigo needs it
        "players": [{"no": i, "id": f"R{i}", "name": name, "federation": "CZE", "rank": f"{i}k", "club": "Brno"}
                    for i, name in enumerate(NAMES, start=1)],
        "games": games if games is not None else game_items(rounds, with_round),
    }
    path = tmp_path / "přebor table.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


def run(capsys, *argv: str) -> str:
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def columns(text: str) -> dict[str, list[str]]:
    """The columns of a table the CLI prints (header, dashes, rows), blank cells kept."""
    lines = text.splitlines()[1:]
    spans, start = [], 0
    for dashes in lines[1].split("  "):
        spans.append((start, start + len(dashes)))
        start += len(dashes) + 2
    cut = [[line[a:b].strip() for a, b in spans] for line in lines]
    return {name: [row[k] for row in cut[2:]] for k, name in enumerate(cut[0])}


def test_a_whole_table_without_rounds_counts_everywhere_alike(tmp_path, capsys):
    db = str(tmp_path / "go.sqlite")
    run(capsys, "import-json", str(table_file(tmp_path, range(1, 6))), "--db", db)
    # By hand (docs/go-events.md, example 3): 1: 4 (W6 L2 W3 W4 W5); 6: 3 (L1 W4 W2 W5 L3); 2 and 3:
    # 2½ with a jigo between them (head-to-head ½ each), SDOS 2: 1 (4) + 4 (2) = 6 puts 2 ahead of
    # 3: 5 (1) + 6 (3) = 4; 4: 2; 5: 1. SDOS 1: 6 (3) + 3 (2½) + 4 (2) + 5 (1) = 8½.
    points = {1: 4.0, 6: 3.0, 2: 2.5, 3: 2.5, 4: 2.0, 5: 1.0}
    sdos = {1: 8.5, 6: 5.5, 2: 6.0, 3: 4.0, 4: 3.5, 5: 2.5}
    order = [1, 6, 2, 3, 4, 5]
    standings = json.loads(run(capsys, "standings", CODE, "--json", "--db", db))
    assert [r["no"] for r in standings] == order and [r["place"] for r in standings] == ["1", "2", "3", "4", "5", "6"]
    assert {r["no"]: r["points"] for r in standings} == points
    assert {r["no"]: r["tiebreaks"]["sdos"] for r in standings} == sdos
    assert {r["no"]: r["tiebreaks"]["h2h"] for r in standings} == {1: None, 6: None, 2: 0.5, 3: 0.5, 4: None, 5: None}
    wall = json.loads(run(capsys, "go-wall", CODE, "--json", "--db", db))
    assert [line["no"] for line in wall] == order
    assert {line["no"]: line["score"] for line in wall} == points
    assert {line["no"]: line["tiebreaks"]["sdos"] for line in wall} == sdos
    # 4 (wall number 5): W3 L6 W5 L1 L2 by rounds; 3 is number 4, 6 is 2, 5 is 6, 1 is 1, 2 is 3.
    assert next(line for line in wall if line["no"] == 4)["rounds"] == ["4+", "2-", "6+", "1-", "3-"]
    text = run(capsys, "crosstable", CODE, "--db", db)
    cross = columns(text)
    assert {int(no): score for no, score in zip(cross["No"], cross["Score"])} == \
        {1: "4", 2: "2½", 3: "2½", 4: "2", 5: "1", 6: "3"}
    assert cross["H2H"] == ["", "½", "½", "", "", ""]
    assert cross["SDOS"] == ["8½", "6", "4", "3½", "2½", "5½"]
    assert cross["Place"] == ["1", "3", "4", "5", "6", "2"]
    out = tmp_path / "zeď.pdf"
    run(capsys, "go-print", CODE, "-o", str(out), "--db", db)
    printed = pdf_text(out)
    row = next(r for r in printed.splitlines() if "Šťastný, Ondřej" in r)
    assert row.split()[-2:] == ["4", "8½"]  # score and SDOS (his head-to-head blank)


def test_a_table_of_three_rounds_goes_on_round_by_round(empty_db, tmp_path):
    tournaments.import_json(empty_db, table_file(tmp_path, range(1, 4)))
    event = go_rounds.load_event(empty_db, CODE)
    assert event.last_drawn == 3 and [r.seed for r in event.rounds] == [0, 0, 0]
    assert sorted((g.round, g.white, g.black) for g in event.data.games) == [
        (1, 1, 6), (1, 2, 5), (1, 3, 4), (2, 1, 2), (2, 5, 3), (2, 6, 4), (3, 2, 6), (3, 3, 1), (3, 4, 5)]
    # After 3 rounds by hand: 1 W6 L2 W3 = 2; 2 L5 W1 L6 = 1; 3 L4 W5 L1 = 1; 4 W3 L6 W5 = 2;
    # 5 W2 L3 L4 = 1; 6 L1 W4 W2 = 2. SDOS: 1: 6 (2) + 3 (1) = 3; 4: 3 (1) + 5 (1) = 2;
    # 6: 4 (2) + 2 (1) = 3; 2: 1 (2) = 2; 3: 5 (1) = 1; 5: 2 (1) = 1.
    table = go_table(empty_db, CODE)
    assert {r.no: r.points for r in table.standings.rows} == {1: 2, 2: 1, 3: 1, 4: 2, 5: 1, 6: 2}
    assert {r.no: r.tiebreaks["sdos"] for r in table.standings.rows} == {1: 3, 2: 2, 3: 1, 4: 2, 5: 1, 6: 3}
    for number in (4, 5):
        go_rounds.draw(empty_db, CODE, number)
        for (w, b), winner in WINNERS_PLAYED[number].items():
            result = Result.DRAW if winner is None else Result.WHITE_WIN if winner == w else Result.BLACK_WIN
            results.enter_result(empty_db, CODE, w, b, result, round=number)
    fourth = go_rounds.load_event(empty_db, CODE).round(4)
    assert [(b.white, b.black) for b in fourth.boards] == [(6, 5), (1, 4), (2, 3)]
    final = go_rounds.standings(empty_db, CODE)
    assert [(r.no, r.points) for r in final.rows] == [(1, 4), (6, 3), (2, 2.5), (3, 2.5), (4, 2), (5, 1)]


def test_games_with_their_go_rounds_but_no_go_rounds_list_keep_their_rounds(empty_db, tmp_path):
    """A file written before the rounds were recorded, or with them left out: the games' rounds are
    go rounds of the table, kept; the missing game of a drawn round (5-3 of round 2) is added
    without a result, as the draw stores it."""
    games = [g for g in game_items(range(1, 4), with_round=True) if (g["white"], g["black"]) != (5, 3)]
    tournaments.import_json(empty_db, table_file(tmp_path, (), games=games))
    event = go_rounds.load_event(empty_db, CODE)
    assert event.last_drawn == 3
    added = next(g for g in event.data.games if (g.white, g.black) == (5, 3))
    assert (added.round, added.result) == (2, Result.RUNNING)
    # 3 had 1 point (W5); 5 had 1 (W2). The game is entered as any other of round 2: 3 wins.
    assert {r.no: r.points for r in go_table(empty_db, CODE).standings.rows}[3] == 0
    results.enter_result(empty_db, CODE, 5, 3, Result.BLACK_WIN, round=2)
    assert {r.no: r.points for r in go_table(empty_db, CODE).standings.rows} == {1: 2, 2: 1, 3: 1, 4: 2, 5: 1, 6: 2}


def test_a_game_the_table_has_in_no_round_is_refused_with_its_path(empty_db, tmp_path):
    games = game_items(range(1, 2), with_round=False)
    games.append({"white": 1, "black": 2, "result": "1-0", "round": 4})  # 1-2 is the table's round 2
    with pytest.raises(ImportProblem) as refused:
        tournaments.import_json(empty_db, table_file(tmp_path, (), games=games))
    assert "games[3].round: players 1 and 2 meet in round 2 of Schurig's table [003 §3.2.1], not in round 4" in str(refused.value)
    assert tournaments.list_tournaments(empty_db) == []


def test_a_draw_never_overwrites_a_stored_result(empty_db, tmp_path):
    """An event stored before this fix (games in round 1 of no drawn round): drawing round 1 would
    have replaced the results by empty games; it is refused, the results stay."""
    data, _ = tournaments.read_exchange_with_rounds(table_file(tmp_path, range(1, 2)))
    tournaments.store_tournament(empty_db, data)  # without the rounds, as an older version stored it
    with pytest.raises(go_rounds.RoundRefused, match="stored already"):
        go_rounds.draw(empty_db, CODE, 1)
    assert {g.result for g in go_rounds.load_event(empty_db, CODE).data.games} == {Result.WHITE_WIN, Result.BLACK_WIN}
