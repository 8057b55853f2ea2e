"""Issue 48, item 1: a game between two players of one team, at every entry point of the services, and
a database an earlier version let one into. The demo league CZE/T4L1/2025: team 4 (Šachy Říčany) is
13 Kubíček, 14 Bárta, 15 Hnátek, 16 Ťoupalová; a team's players meet only the players of other teams
[001 §8.7g; 000 §6.3]."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.rules.chess.team_standings import compute_team_standings, within_team
from arbiter_app.rules.model import Game, Result, StartNo
from arbiter_app.services import exchange, pgn_games, results, teams, tournaments
from arbiter_app.services.results import ResultRefused
from arbiter_app.services.trf_import import preview_trf
from arbiter_app.storage.mappers import game_values
from arbiter_app.storage.writer import Writer

TEAM_DEMO = "CZE/T4L1/2025"
REASON = "Hnátek, Štěpán (15) and Bárta, Zdeněk (14) both play for team 4 (Šachy Říčany), and a team's players meet only the players of other teams"


def store_as_the_earlier_version(db, game: Game) -> None:
    """Write `game` as the earlier version's `result` command did: through the one write path, unchecked."""
    with db.writing() as conn:
        values = game_values(game)
        Writer(conn, "result", TEAM_DEMO, actor=db.actor).put(
            "game", {"tournament": TEAM_DEMO, "white": game.white, "black": game.black, "round": values["round"]}, values)


OWN_GAME = Game(StartNo(15), StartNo(14), Result.WHITE_WIN, round=1)


def test_the_rule_names_both_players_and_the_team_and_lets_other_games_be(demo_db) -> None:
    data = tournaments.load(demo_db, TEAM_DEMO)
    assert within_team(data, OWN_GAME) == REASON
    assert within_team(data, Game(StartNo(3), StartNo(15))) is None  # board 3 of teams 1 and 4
    individual = replace(data, tournament=replace(data.tournament, team_event=False))
    assert within_team(individual, OWN_GAME) is None


def test_a_result_between_two_players_of_one_team_is_refused_and_nothing_stored(demo_db) -> None:
    before = tournaments.load(demo_db, TEAM_DEMO).games
    log = len(results.audit_log(demo_db, TEAM_DEMO))
    with pytest.raises(ResultRefused) as refused:
        results.enter_result(demo_db, TEAM_DEMO, 15, 14, Result.WHITE_WIN)
    assert str(refused.value) == f"{TEAM_DEMO}: game 15-14: {REASON}"
    assert tournaments.load(demo_db, TEAM_DEMO).games == before and len(results.audit_log(demo_db, TEAM_DEMO)) == log
    # A game of two teams on one board is still entered.
    results.enter_result(demo_db, TEAM_DEMO, 3, 7, Result.DRAW)


def test_a_stored_game_of_one_team_is_left_out_and_named_by_the_tables(demo_db) -> None:
    clean = tournaments.load(demo_db, TEAM_DEMO)
    store_as_the_earlier_version(demo_db, OWN_GAME)
    data = tournaments.load(demo_db, TEAM_DEMO)
    assert len(data.games) == len(clean.games) + 1
    standings = compute_team_standings(data)
    assert standings.rows == compute_team_standings(clean).rows and standings.left_out == (OWN_GAME,)
    table = teams.team_crosstable(data)
    assert table.lines == teams.team_crosstable(clean).lines
    assert table.problems == (f"{TEAM_DEMO}: game 15-14 is left out of the team standings: {REASON}",)
    assert exchange.standings_csv(data) == exchange.standings_csv(clean)
    assert teams.board_crosstable(data, 2).table == teams.board_crosstable(clean, 2).table


def test_a_stored_game_of_one_team_cannot_be_changed_only_deleted_and_the_deletion_undone(demo_db) -> None:
    store_as_the_earlier_version(demo_db, OWN_GAME)
    for change in (lambda: results.enter_result(demo_db, TEAM_DEMO, 15, 14, Result.DRAW),
                   lambda: results.record_moves(demo_db, TEAM_DEMO, 15, 14, 30)):
        with pytest.raises(ResultRefused, match=f"^{TEAM_DEMO}: game 15-14: Hnátek"):
            change()
    with pytest.raises(ResultRefused, match="game 1-5 belongs to the table"):
        results.delete_game(demo_db, TEAM_DEMO, 1, 5)  # a game of two teams stays
    done = results.delete_game(demo_db, TEAM_DEMO, 15, 14)
    assert done.description == f"{TEAM_DEMO}: game 15-14 deleted"
    data = tournaments.load(demo_db, TEAM_DEMO)
    assert not any({g.white, g.black} == {14, 15} for g in data.games) and teams.team_crosstable(data).problems == ()
    results.undo(demo_db)
    assert any((g.white, g.black) == (15, 14) for g in tournaments.load(demo_db, TEAM_DEMO).games)


def test_an_exchange_file_with_a_game_of_one_team_is_refused_naming_the_file_and_game(demo_db, tmp_path: Path) -> None:
    document = tournaments.export_json(demo_db, TEAM_DEMO)
    document["tournament"]["code"] = "CZE/T4L1/2026"
    document["games"].append({"white": 15, "black": 14, "result": "1-0"})
    path = tmp_path / "liga družstev 2026.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ImportProblem) as refused:
        tournaments.import_json(demo_db, path)
    assert str(path) in str(refused.value) and f"games[{len(document['games']) - 1}]: {REASON}" in str(refused.value)
    assert "CZE/T4L1/2026" not in [t.code for t in tournaments.list_tournaments(demo_db)]


def test_a_trf_with_a_game_of_one_team_is_refused(demo_db, tmp_path: Path) -> None:
    """The demo's TRF with no. 4 and no. 5 swapped in the team records: 5 now plays for team 1, with
    1 whom he met on board 1."""
    text = exchange.export_text(demo_db, TEAM_DEMO, "trf")
    lines = text.split("\r\n")
    team_1, team_2 = [i for i, line in enumerate(lines) if line.startswith("013 ")][:2]
    lines[team_1] = lines[team_1][:-5] + "    5"
    lines[team_2] = lines[team_2][:-20] + "    4" + lines[team_2][-15:]
    path = tmp_path / "liga družstev.trf"
    path.write_text("\r\n".join(lines), encoding="utf-8", newline="")
    preview = preview_trf(demo_db, path, "CZE/T4L1/TRF")
    assert preview.data is None and any("1–5 (1×)" in str(p) for p in preview.problems)


def test_a_pgn_game_of_one_team_is_not_matched_and_the_others_are(demo_db, tmp_path: Path) -> None:
    store_as_the_earlier_version(demo_db, replace(OWN_GAME, result=Result.RUNNING))
    path = tmp_path / "partie družstev.pgn"
    path.write_text(
        '[White "Hnátek, Štěpán"]\n[Black "Bárta, Zdeněk"]\n[Result "0-1"]\n\n1. e4 e5 0-1\n\n'
        '[White "Růžička, Ladislav"]\n[Black "Kříž, Ondřej"]\n[Result "1-0"]\n\n1. d4 d5 1-0\n', encoding="utf-8")
    preview = pgn_games.preview_pgn(demo_db, TEAM_DEMO, path)
    assert [u.reason for u in preview.unmatched] == [f"{TEAM_DEMO}: game 15-14: {REASON}"]
    assert [(m.stored.white, m.stored.black) for m in preview.matches] == [(3, 7)]
    pgn_games.apply_pgn(demo_db, preview)
    games = {(g.white, g.black): g.result for g in tournaments.load(demo_db, TEAM_DEMO).games}
    assert games[(15, 14)] is Result.RUNNING and games[(3, 7)] is Result.WHITE_WIN
