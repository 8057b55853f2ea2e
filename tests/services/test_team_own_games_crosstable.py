"""Issue 48, a loose end of item 1: a game between two players of one team, stored by an earlier
version, is left out of the individual standings of the team event as it is of the team standings
(`within_team` [001 §8.7g; 000 §6.3]), so that the crosstable's scores are the team tables' and an
exported TRF reads back; the crosstable names the game. The demo league CZE/T4L1/2025: 15 Hnátek and
14 Bárta both play for team 4."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.cli.main import main
from arbiter_app.services import exchange, tournaments
from arbiter_app.services.crosstable import crosstable, player_standings
from arbiter_app.services.database import Database
from arbiter_app.services.documents.crosstable import crosstable_of
from arbiter_app.services.trf_import import import_trf, preview_trf
from tests.services.test_team_own_games import OWN_GAME, REASON, TEAM_DEMO, store_as_the_earlier_version

LEFT_OUT = f"{TEAM_DEMO}: game 15-14 is left out of the team standings: {REASON}"


def scores(table) -> dict[str, float]:
    return {line.name: line.score for line in table.lines}


def test_the_crosstable_counts_the_game_for_nobody_and_names_it(demo_db) -> None:
    clean = tournaments.load(demo_db, TEAM_DEMO)
    store_as_the_earlier_version(demo_db, OWN_GAME)
    data = tournaments.load(demo_db, TEAM_DEMO)
    table, clean_table = crosstable(data), crosstable(clean)
    assert scores(table) == scores(clean_table) and clean_table.problems == ()
    assert [(line.place, line.remaining) for line in table.lines] == [(line.place, line.remaining) for line in clean_table.lines]
    assert player_standings(data).rows == player_standings(clean).rows  # the exports', the norms', the diplomas'
    assert crosstable_of(data).wins == crosstable_of(clean).wins  # the printed crosstable's wins column
    assert table.problems == (LEFT_OUT,)
    hnatek = next(line for line in table.lines if line.no == 15)
    assert hnatek.cells[[no for no, _cycle in table.columns].index(14)] == "1"  # the game still shows, to be deleted


def test_its_trf_is_imported_into_a_new_database_with_the_clean_scores(demo_db, tmp_path: Path) -> None:
    clean = scores(crosstable(tournaments.load(demo_db, TEAM_DEMO)))
    store_as_the_earlier_version(demo_db, OWN_GAME)
    path = tmp_path / "liga družstev 2025.trf"
    path.write_text(exchange.export_text(demo_db, TEAM_DEMO, "trf"), encoding="utf-8", newline="")
    other = Database(tmp_path / "nová databáze.sqlite")
    try:
        preview = preview_trf(other, path, "CZE/T4L1/TRF")
        assert preview.problems == ()
        import_trf(other, preview)
        assert scores(crosstable(tournaments.load(other, "CZE/T4L1/TRF"))) == clean
    finally:
        other.close()


def crosstable_command(db: Database, capsys) -> list[str]:
    assert main(["crosstable", TEAM_DEMO, "--db", str(db.target)]) == 0
    return capsys.readouterr().out.splitlines()


def test_the_crosstable_command_prints_the_sentence_under_the_table(demo_db, capsys) -> None:
    clean = crosstable_command(demo_db, capsys)
    store_as_the_earlier_version(demo_db, OWN_GAME)
    out = crosstable_command(demo_db, capsys)
    assert out[:-1] != clean and out[-1] == LEFT_OUT and len(out) == len(clean) + 1
    # Score, RG and Place of every player as in the clean database
    assert [line.split()[-3:] for line in out[3:-1]] == [line.split()[-3:] for line in clean[3:]]
