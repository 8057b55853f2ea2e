"""import-trf as a service on a real SQLite file: a round robin becomes a group (players matched by FIDE
id, by name without diacritics, or added), one undoable action with its audit entry; any other system
is refused naming what the file holds, and nothing is stored."""

import re
from pathlib import Path

import pytest

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.i18n import set_language, tr_plural
from arbiter_app.rules.model import Flag, Organiser, Player, PlayerId, RatingKind, Result
from arbiter_app.services import players, results, tournaments
from arbiter_app.services.crosstable import player_standings
from arbiter_app.services.trf_import import import_trf, preview_trf, summary

DATA = Path(__file__).parents[1] / "formats" / "data" / "trf"
ROUND_ROBIN = DATA / "spec-trf26-round-robin-bom-crlf.trf"


def register(db):
    """Řezníček known by his FIDE id in the register's FIDE id column, Šťastný by the id a FIDE list
    gives, Židů by his name only."""
    players.add_player(db, Player(PlayerId("CZ-1"), "Řezníček, Vlastimil", "CZE", rating=2380, rating_kind=RatingKind.FIXED, fide_id="311111"))
    players.add_player(db, Player(PlayerId("FIDE:322222"), "Šťastný, Petr", "CZE", fide_id="322222"))
    players.add_player(db, Player(PlayerId("CZ-3"), "Židů, Tomáš", "CZE", rating=2100, rating_kind=RatingKind.FIXED))


def test_a_round_robin_becomes_a_group_of_matched_and_added_players(empty_db):
    register(empty_db)
    preview = preview_trf(empty_db, ROUND_ROBIN, "CZE/MJN/2025", Organiser.SKS, "other")
    assert preview.problems == () and preview.refusal == ""
    assert [(e.player.id, e.matched_by) for e in preview.entries] == [
        ("CZ-1", "fide_id"), ("FIDE:322222", "fide_id"), ("CZ-3", "name"), ("FIDE:344444", ""), ("TRF:mrkvicka-jan", ""),
    ]
    change = import_trf(empty_db, preview)
    assert change.action == "import-trf" and "5 players (2 new to the register), 10 games" in change.description
    data = tournaments.load(empty_db, "CZE/MJN/2025")
    t = data.tournament
    assert (t.name, t.organiser, t.rounds, t.start_date.isoformat(), t.td, t.settings["city"]) == (
        "Memoriál Jana Nováka 2025", Organiser.SKS, 1, "2025-03-01", "Dvořák, Karel", "Brno")
    entries = {e.no: e for e in data.entries}
    assert entries[1].player.rating == 2241 and entries[1].player.rating_kind is RatingKind.FIDE  # the event's rating
    assert entries[3].player.name == "Židů, Tomáš" and entries[3].rating == 2100  # the register's name; same rating
    assert players.get(empty_db, "TRF:mrkvicka-jan").name == "Mrkvička, Ján"
    assert players.get(empty_db, "FIDE:344444").sex.value == "f" and players.get(empty_db, "CZ-1").rating == 2380
    games = {(g.white, g.black): g for g in data.games}
    assert len(games) == 10
    assert (games[(1, 2)].result, games[(1, 2)].flag) == (Result.WHITE_WIN, None)  # round 2: "2 w 1"
    assert (games[(4, 5)].result, games[(4, 5)].flag) == (Result.WHITE_WIN, Flag.DEFAULT)  # the forfeit is flag D
    assert games[(2, 3)].result is Result.RUNNING  # round 4: opponent and colours, no result yet
    assert (games[(5, 1)].result, games[(3, 1)].result) == (Result.DRAW, Result.DRAW)
    standings = {r.no: r.points for r in player_standings(data).rows}
    assert standings == {1: 3.0, 2: 2.0, 3: 2.0, 4: 1.5, 5: 0.5}  # the file's points column
    assert [line.action for line in results.audit_log(empty_db, "CZE/MJN/2025")][:1] == ["import-trf"]
    results.undo(empty_db)
    assert [t.code for t in tournaments.list_tournaments(empty_db)] == []
    assert {p.id for p in players.players(empty_db)} == {"CZ-1", "FIDE:322222", "CZ-3"}


def test_a_double_round_robin_in_windows_1250(empty_db):
    preview = preview_trf(empty_db, DATA / "spec-trf16-double-round-robin-cp1250.trf", "KP/2024")
    import_trf(empty_db, preview)
    data = tournaments.load(empty_db, "KP/2024")
    assert data.tournament.rounds == 2 and len(data.games) == 12 and data.tournament.start_date.isoformat() == "2024-10-01"
    assert [e.name for e in data.entries] == ["Černý, Jiří", "Dušek, Ľubomír", "Růžičková, Věra", "Kůň, Přemysl"]
    cycles = {(g.white, g.black, g.round): g.result for g in data.games}
    assert cycles[(1, 4, 1)] is Result.WHITE_WIN and cycles[(4, 1, 2)] is Result.BLACK_WIN
    assert {r.no: r.points for r in player_standings(data).rows} == {1: 4.5, 2: 2.5, 3: 3.5, 4: 1.5}


@pytest.mark.parametrize("name, says", [
    ("swiss-manager-byes-and-forfeits.trf", "The file holds a Swiss event (7 rounds)"),
    ("bbppairings-generated-60-players.trf", "The file holds a Swiss event (15 rounds)"),
    ("swiss-manager-team-swiss-heraklion-2024.trf", "The file holds a Swiss event (7 rounds)"),
])
def test_another_system_is_shown_and_refused_naming_what_the_file_holds(empty_db, name, says):
    preview = preview_trf(empty_db, DATA / name, "X")
    assert preview.data is None and preview.refusal.startswith(says)
    with pytest.raises(ImportProblem, match=re.escape(says)):
        import_trf(empty_db, preview)
    assert tournaments.list_tournaments(empty_db) == [] and players.players(empty_db) == []


def test_the_dry_run_summary_has_exactly_its_keys_for_any_system(empty_db):
    result = summary(preview_trf(empty_db, DATA / "swiss-manager-byes-and-forfeits.trf", "X"))
    assert list(result) == ["system", "rounds", "players", "problems", "notes"]
    assert (result["system"], result["rounds"], result["problems"]) == ("swiss", 7, [])
    assert result["players"][0] == {"no": 1, "name": "Player, 1", "id": "TRF:player-1", "fide_id": None,
                                    "federation": "ZZZ", "rating": 2240, "points": 4.0, "rank": 6}


def test_a_player_the_register_checks_refuse_is_named_and_nothing_is_stored(empty_db, tmp_path):
    """The tie-break checker's round robin with a rating `player add` refuses (3200: out of 0-3000); its
    one-word names are names (notes, not problems)."""
    path = tmp_path / "rating out of range.trf"
    path.write_text((DATA / "tiebreak-checker-round-robin.trf").read_text(encoding="utf-8").replace(" 2200 NOR", " 3200 NOR"), encoding="utf-8")
    preview = preview_trf(empty_db, path, "TB")
    assert preview.system == "round_robin" and preview.data is None
    assert [str(p) for p in preview.problems] == ["line 5: Alyx: Rating: must be between 0 and 3000"]
    assert str(preview.notes[0]) == "line 6: Bruno: a one-word name, taken as written"
    with pytest.raises(ImportProblem, match="Alyx"):
        import_trf(empty_db, preview)
    assert tournaments.list_tournaments(empty_db) == []


def test_a_taken_code_two_register_players_of_one_name_and_a_go_organiser(empty_db):
    import_trf(empty_db, preview_trf(empty_db, ROUND_ROBIN, "A"))
    again = preview_trf(empty_db, ROUND_ROBIN, "A")
    assert [e.matched_by for e in again.entries] == ["fide_id", "fide_id", "name", "fide_id", "name"]
    with pytest.raises(ImportProblem, match="already in the database"):
        import_trf(empty_db, again)
    players.add_player(empty_db, Player(PlayerId("CZ-9"), "Zidu, Tomas", "CZE"))
    twice = preview_trf(empty_db, ROUND_ROBIN, "B")
    assert any("Zidu,Tomas: the register has more than one player of this name (CZ-9, TRF:zidu-tomas)" in str(p) for p in twice.problems)
    go = preview_trf(empty_db, ROUND_ROBIN, "C", Organiser.CAGO)
    assert any("EGD table" in str(p) for p in go.problems) and go.data is None


def test_a_team_round_robin_comes_in_with_its_teams_and_a_player_without_a_team_is_named(demo_db, tmp_path):
    from arbiter_app.services import exchange

    text = exchange.export_text(demo_db, "CZE/T4L1/2025", "trf")
    path = tmp_path / "teams.trf"
    path.write_text(text, encoding="utf-8", newline="")
    preview = preview_trf(demo_db, path, "T")
    assert preview.system == "round_robin" and len(preview.document.teams) == 4 and preview.refusal == ""
    import_trf(demo_db, preview)
    data = tournaments.load(demo_db, "T")
    assert data.tournament.team_event and data.tournament.tiebreaks == ("board_points", "match_points", "h2h", "board_order")
    assert [t.name for t in data.teams] == [t.name for t in tournaments.load(demo_db, "CZE/T4L1/2025").teams]
    last = next(line for line in text.split("\r\n") if line.startswith("013 ") and line.endswith("  16"))
    path.write_text(text.replace(last, last[:-5]), encoding="utf-8", newline="")  # no. 16 taken out of his team
    broken = preview_trf(demo_db, path, "T2")
    assert broken.data is None and any("(no. 16) is in no team's record (013 or 310)" in str(p) for p in broken.problems)
    assert any("the teams do not have one number of boards" in str(p) for p in broken.problems)


def test_points_the_group_cannot_keep_are_named(empty_db, tmp_path):
    """A round robin whose free round scored (`0000 - +`, as older programs wrote a full-point bye):
    the group, 1 / ½ / 0 without byes, would lose the point."""
    text = ROUND_ROBIN.read_bytes().decode("utf-8-sig")
    scored = text.replace("3.0    1               2 w 1", "4.0    1  0000 - +     2 w 1")
    path = tmp_path / "scored-bye.trf"
    path.write_text(scored, encoding="utf-8", newline="")
    preview = preview_trf(empty_db, path, "B")
    assert preview.data is None and [str(p) for p in preview.problems] == [
        "line 17: Řezníček, Vlastimil: the file gives 4 points, the group would give 3 (a bye that scored, or a scoring other "
        "than 1, ½, 0, has no place in a group)"]


@pytest.mark.parametrize("written, read", [("2025/03/01", "2025-03-01"), ("2025-03-01", "2025-03-01"), ("2025.3.1", "2025-03-01"),
                                           ("1.3.2025", "2025-03-01"), ("01. 03. 2025", "2025-03-01"), ("2025/02/30", None)])
def test_start_dates_as_programs_write_them(empty_db, tmp_path, written, read):
    path = tmp_path / "dated.trf"
    path.write_text(ROUND_ROBIN.read_bytes().decode("utf-8-sig").replace("042 2025/03/01", f"042 {written}"), encoding="utf-8")
    preview = preview_trf(empty_db, path, "D")
    if read is None:
        assert [str(p) for p in preview.problems] == ["record 042: not a date YYYY/MM/DD: 2025/02/30"]
    else:
        assert preview.problems == () and preview.data.tournament.start_date.isoformat() == read


def test_the_refusal_counts_its_rounds_and_problems_in_each_language_s_plural_forms(empty_db, tmp_path):
    """A Swiss of 1, 2 and 5 rounds (`XXR` gives the number), and a round robin with one problem: the
    refusal lists each reason once, and its count is the problems' alone (no line of its own)."""
    swiss = (DATA / "swiss-manager-byes-and-forfeits.trf").read_text(encoding="utf-8")
    said = {}
    for rounds in (1, 2, 5):
        path = tmp_path / f"swiss {rounds}.trf"
        path.write_text(swiss.replace("092 Swiss System", f"092 Swiss System\nXXR {rounds}"), encoding="utf-8")
        preview = preview_trf(empty_db, path, "S")
        said[rounds] = [preview.refusal[:40], tr_plural("exchange.trf.refusal.system", rounds, "cs", system="X", rounds=rounds)[:25]]
    assert said == {1: ["The file holds a Swiss event (1 round): ", "Soubor obsahuje X (1 kolo"],
                    2: ["The file holds a Swiss event (2 rounds):", "Soubor obsahuje X (2 kola"],
                    5: ["The file holds a Swiss event (5 rounds):", "Soubor obsahuje X (5 kol)"]}
    wrong = ROUND_ROBIN.read_bytes().decode("utf-8-sig").replace("3.0    1               2 w 1", "3.5    1               2 w 1")
    path = tmp_path / "one problem.trf"
    path.write_text(wrong, encoding="utf-8", newline="")
    preview = preview_trf(empty_db, path, "B")
    assert preview.refusal == "The file has 1 problem: nothing is stored until it is corrected."
    with pytest.raises(ImportProblem) as refused:
        import_trf(empty_db, preview)
    assert refused.value.problems == list(preview.problems) and len(preview.problems) == 1
    assert str(refused.value).splitlines() == [
        f"{path}: refused, 1 problem, nothing was stored:",
        "  line 17: Řezníček, Vlastimil: the file gives 3.5 points, the group would give 3 (a bye that scored, or a scoring "
        "other than 1, ½, 0, has no place in a group)"]


def test_the_heading_and_the_imported_group_in_czech_plural_forms(empty_db):
    double = preview_trf(empty_db, DATA / "spec-trf16-double-round-robin-cp1250.trf", "D")
    single = preview_trf(empty_db, ROUND_ROBIN, "CZE/MJN/2025")
    set_language("cs")
    try:
        assert double.heading == "Přebor kraje 2024: dvoukolový turnaj každý s každým, 6 kol, 4 hráči"
        assert import_trf(empty_db, single).description == (
            "turnaj CZE/MJN/2025 importován z TRF: 5 hráčů (5 nově v registru), 10 partií")
    finally:
        set_language("en")
    assert double.heading == "Přebor kraje 2024: double round robin, 6 rounds, 4 players"
    assert [tr_plural("exchange.count.games", n, "cs", count=n) for n in (1, 3, 12)] == ["1 partie", "3 partie", "12 partií"]


def test_the_summary_gives_each_name_as_the_group_stores_it(empty_db):
    """"Zidu,Tomas" in the file is Židů of the register (matched by name), or "Zidu, Tomas" when new."""
    new = summary(preview_trf(empty_db, ROUND_ROBIN, "X"))["players"][2]
    register(empty_db)
    matched = summary(preview_trf(empty_db, ROUND_ROBIN, "X"))["players"][2]
    assert (new["name"], new["id"], matched["name"], matched["id"]) == ("Zidu, Tomas", "TRF:zidu-tomas", "Židů, Tomáš", "CZ-3")


def test_a_birth_date_of_other_digits_leaves_the_birth_year_unknown(empty_db, tmp_path):
    """"¹⁹⁷⁰" are digits to Python's isdigit, not to int: the new player has no birth year."""
    text = ROUND_ROBIN.read_bytes().decode("utf-8-sig").replace("1970/05/04", "¹⁹⁷⁰/05/04")
    path = tmp_path / "birth.trf"
    path.write_text(text, encoding="utf-8", newline="")
    first = preview_trf(empty_db, path, "B").entries[0].player
    assert (first.id, first.birth_year) == ("FIDE:311111", None)
