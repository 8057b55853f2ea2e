"""A whole go event from an EGD tournament table (`egd-import FILE --as-event CODE`).

No OpenGotha table was found in the public sources searched (docs/exchange-formats.md says what
was searched); tests/formats/data/opengotha_latin9.h9 is written byte for byte in the layout of
OpenGotha's `generateH9File` (ISO-8859-15, place right-aligned in four columns and left blank on
a shared place, the name in 30, the club's last four letters, criteria in four with its `½` lost
as `?`, `!` for `/` in a result set by the arbiter, ` |PIN`), and egd_quirks.h9 by hand from the
EGD's description of the format. The expected values below are worked out by hand from the files.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.rules.go.pairing import Why
from arbiter_app.rules.model import Flag, Result
from arbiter_app.services import players, results, tournaments
from arbiter_app.services.go import egd as go_egd, egd_event, rounds as go_rounds
from arbiter_app.services.go import lists as go_lists
from arbiter_app.services.setup import SetupRefused
from tests.formats.test_egd import finished_swiss

DATA = Path(__file__).parent.parent / "formats" / "data"
OPENGOTHA = DATA / "opengotha_latin9.h9"
QUIRKS = DATA / "egd_quirks.h9"


def games_of(db, code):
    return {(g.round, g.white, g.black): (g.result, g.flag) for g in tournaments.load(db, code).games}


def test_an_opengotha_table_becomes_the_event(empty_db):
    change = egd_event.import_egd_event(empty_db, OPENGOTHA, "GO/BRNO25")
    assert change.description == "GO/BRNO25: event from opengotha_latin9.h9: 6 players (6 new in the register), 3 rounds, 8 games"
    data = tournaments.load(empty_db, "GO/BRNO25")
    t = data.tournament
    assert (t.name, t.start_date, t.end_date, t.round_count, t.system.value) == (
        "Podzimní Brno 2025", date(2025, 10, 18), date(2025, 10, 19), 3, "swiss")
    assert t.tiebreaks == ("points", "sos", "sdos", "h2h")  # ČAGo's Swiss criteria [003 §3.3.4]
    assert dict(t.settings) == {"place": "Brno", "egd_class": "B", "basic_time": 60, "komi": 0.5, "go_handicap_reduction": 1,
                                "import_notes": ["opengotha_latin9.h9: not UTF-8: read as ISO-8859-15"]}
    # Latin-9 names whole (Škoda, Žofie: Š and Ž are where Latin-1 has ¦ and ´), the EGD PIN as id,
    # the EGD's UK as GBR, the club as the file has it (OpenGotha writes its last four letters).
    entries = [(e.no, e.name, e.player.id, e.player.federation, e.player.rank, e.player.club) for e in data.entries]
    assert entries == [
        (1, "Rousseau, Jérémy", "EGD-12850431", "FRA", "3d", "Lyon"),
        (2, "Müller, Jürgen", "EGD-10920311", "GER", "2d", "rlin"),
        (3, "Nováková, Eliška", "EGD-13400552", "CZE", "1k", "Brno"),
        (4, "Smith, John", "EGD-11302020", "GBR", "1d", "ndon"),
        (5, "Škoda, Žofie", "EGD-14000111", "CZE", "5k", "raha"),
        (6, "Kowalski, Adam", "EGD-Kowalski-Adam", "POL", "3k", "zawa"),
    ]
    assert all("\ufffd" not in e.name + e.player.id for e in data.entries)
    assert games_of(empty_db, "GO/BRNO25") == {
        (1, 1, 4): (Result.WHITE_WIN, None), (1, 2, 5): (Result.WHITE_WIN, None),
        (1, 3, 6): (Result.WHITE_WIN, Flag.DEFAULT),  # 6+!w1 / 3-!b1: set by the arbiter
        (2, 1, 2): (Result.WHITE_WIN, None), (2, 4, 3): (Result.WHITE_WIN, None),
        (3, 1, 3): (Result.BLACK_WIN, None), (3, 2, 6): (Result.WHITE_WIN, None), (3, 4, 5): (Result.WHITE_WIN, None),
    }
    event = go_rounds.load_event(empty_db, "GO/BRNO25")
    assert (event.round(2).bye, event.round(2).excused) == (5, {6})  # 0+ the bye, 0= sat out
    assert [[go_rounds.stones(event, b) for b in r.boards] for r in event.rounds] == [[1, 5, 1], [0, 0], [2, 3, 4]]
    assert {b.reason.why for r in event.rounds for b in r.boards} == {Why.IMPORTED} and event.lot(1) is None

    # ČAGo's standings, by hand: four players on 2 points. SOS: Rousseau 2+2+2 = 6; Smith 2+2+1 = 5;
    # Nováková 1+2+2 = 5 (Kowalski counts 0 + ½ of his round sat out and his default loss, rounded
    # down: 1 [003 §3.3.3]); Müller 1+2+1 = 4. Smith and Nováková tie on SDOS too (3): Smith beat her.
    wall = go_lists.wall_list(empty_db, "GO/BRNO25")
    assert [(line.no, line.score, line.tiebreaks[:2], line.cells) for line in wall.lines] == [
        (1, 2, (6, 4), ("2+", "4+", "3-")),
        (4, 2, (5, 3), ("1-", "3+", "5+")),
        (3, 2, (5, 3), ("6+!", "2-", "1+")),
        (2, 2, (4, 2), ("5+", "1-", "6+")),
        (5, 1, (4, 0), ("4-", "0+", "2-")),
        (6, 0, (4, 0), ("3-!", "-", "4-")),
    ]
    assert players.get(empty_db, "EGD-14000111").name == "Škoda, Žofie"


def test_the_import_is_one_undoable_action(empty_db):
    egd_event.import_egd_event(empty_db, OPENGOTHA, "GO/BRNO25")
    results.undo(empty_db)
    assert tournaments.list_tournaments(empty_db) == [] and players.count(empty_db) == 0


def test_players_already_in_the_register_are_entered_as_they_are(empty_db):
    go_egd.import_egd_players(empty_db, OPENGOTHA)
    change = egd_event.import_egd_event(empty_db, OPENGOTHA, "GO/BRNO25")
    assert "6 players (0 new in the register)" in change.description
    with pytest.raises(SetupRefused, match="GO/BRNO25"):
        egd_event.import_egd_event(empty_db, OPENGOTHA, "GO/BRNO25")


def test_the_quirks_of_the_egd_description(empty_db):
    egd_event.import_egd_event(empty_db, QUIRKS, "GO/OLO")
    data = tournaments.load(empty_db, "GO/OLO")
    t = data.tournament
    assert (t.start_date, t.end_date) == (date(2026, 3, 7), date(2026, 3, 7))  # one day
    assert dict(t.settings) == {"place": "CZ, Olomouc", "egd_class": "C", "komi": 7.0}  # TM[0]: none given
    assert [(e.name, e.player.rank, e.player.federation) for e in data.entries] == [
        ("Dvořák, Karel", "5k", "CZE"), ("O'Neill, Seán", "2k", "GBR"), ("Jiráňová, Šárka", "4k", "CZE")]
    # Round 1: 1 beat 2, 3 the bye; round 2: 3 (White: 1-/w0!) lost to 1 by default, 2 sat out (0-);
    # round 3: 1 sat out (0=0), 2 beat 3, no colour written: the earlier line is White.
    assert games_of(empty_db, "GO/OLO") == {(1, 1, 2): (Result.WHITE_WIN, None), (2, 3, 1): (Result.BLACK_WIN, Flag.DEFAULT),
                                            (3, 2, 3): (Result.WHITE_WIN, None)}
    event = go_rounds.load_event(empty_db, "GO/OLO")
    assert [(r.bye, r.excused) for r in event.rounds] == [(3, set()), (None, {2}), (None, {1})]


def test_an_exported_event_comes_back_with_the_same_wall_list(empty_db, tmp_path):
    code = finished_swiss(empty_db)
    path = tmp_path / "swiss.h9"
    path.write_text(go_egd.egd_table(empty_db, code), encoding="ascii")
    egd_event.import_egd_event(empty_db, path, "GO/BACK")
    before, after = go_lists.wall_list(empty_db, code), go_lists.wall_list(empty_db, "GO/BACK")
    assert [(l.place, l.cells, l.score, l.tiebreaks) for l in after.lines] == [(l.place, l.cells, l.score, l.tiebreaks) for l in before.lines]
    def players_lines(table: str) -> list[str]:
        return [line for line in table.splitlines() if not line.startswith(";")]

    assert len(players_lines(go_egd.egd_table(empty_db, code))) == 8
    assert players_lines(go_egd.egd_table(empty_db, "GO/BACK")) == players_lines(go_egd.egd_table(empty_db, code))


@pytest.mark.parametrize("lines, expected", [
    (["1 A Jan 1d CZ - 2+/w0", "2 B Petr 1k CZ - 0-"], "line 1: round 1: plays line 2, whose line 2 says 0-"),
    (["1 A Jan 1d CZ - 2+/w0", "2 B Petr 1k CZ - 1-/w0"], "lines 1 and 2, round 1: both players have White"),
    (["1 A Jan 1d CZ - 2+/w0", "2 B Petr 1k CZ - 1+/b0"], "lines 1 and 2, round 1: the results do not fit: line 1 +, line 2 +"),
    (["1 A Jan 1d CZ - 2+/w1", "2 B Petr 1k CZ - 1-/b2"], "lines 1 and 2, round 1: the handicap differs: 1 and 2 stones"),
    (["1 A Jan 1d CZ - 0+", "2 B Petr 1k CZ - 0+"], "line 2: round 1: a second bye (0+); line 1 has the bye already"),
    (["1 A Jan 1d CZ - 9+/w0", "2 B Petr 1k CZ - 0-"], "line 1: round 1: no opponent on line 9 of 2 players"),
    (["1 A Jan 1d CZ - 2=!w0", "2 B Petr 1k CZ - 1=/b0"], "a result set by the arbiter (!) is a win by default"),
    (["1 A Jan 1d CZ - 0 2+/w0", "2 B Petr 1k CZ - 1-/b0"], "line 1: 2 columns after the club, the other lines have 1"),
    (["; KM[six]", "1 A Jan 1d CZ - 2+/w0", "2 B Petr 1k CZ - 1-/b0"], "line 1 (KM): not a komi: 'six'"),
    (["; DT[June]", "1 A Jan 1d CZ - 2+/w0", "2 B Petr 1k CZ - 1-/b0"], "line 1: not the event's days: June"),
    (["1 A Jan 1d CZ -", "2 B Petr 1k CZ -"], "the table has no rounds: import its players instead"),
])
def test_a_table_that_does_not_agree_with_itself_is_refused_whole(empty_db, tmp_path, lines, expected):
    path = tmp_path / "bad.h9"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ImportProblem) as refused:
        egd_event.import_egd_event(empty_db, path, "GO/BAD")
    assert expected in str(refused.value)
    assert tournaments.list_tournaments(empty_db) == [] and players.count(empty_db) == 0


def test_a_latin1_table_never_stores_a_replacement_character(empty_db, tmp_path: Path):
    """The issue's case: `Rousseau, J�r�my`, id `EGD-Rousseau-Jrmy` from a Latin-1 table."""
    path = tmp_path / "latin1.h9"
    path.write_bytes("1 Rousseau Jérémy 3d FR Lyon 0-\n2 Müller Jürgen 2k DE Köln 0-\n".encode("latin-1"))
    go_egd.import_egd_players(empty_db, path)
    assert players.get(empty_db, "EGD-Rousseau-Jeremy").name == "Rousseau, Jérémy"
    assert players.get(empty_db, "EGD-Muller-Jurgen").club == "Köln"


def test_a_missing_file_is_named(empty_db, tmp_path):
    with pytest.raises(ImportProblem, match="cannot read it"):
        egd_event.import_egd_event(empty_db, tmp_path / "none.h9", "GO/X")



def test_places_written_once_name_the_players_whatever_the_order_of_the_lines(empty_db, tmp_path):
    """Lines out of order, every place written once: the entries name the opponent by his place."""
    path = tmp_path / "unordered.h9"
    path.write_text("2 B Petr 1k CZ - 1-/b0 3+/w0\n1 A Jan 1d CZ - 2+/w0 0+\n3 C Karel 2k CZ - 0+ 2-/b0\n", encoding="utf-8")
    egd_event.import_egd_event(empty_db, path, "GO/UN")
    data = tournaments.load(empty_db, "GO/UN")
    assert [(e.no, e.name) for e in data.entries] == [(1, "A, Jan"), (2, "B, Petr"), (3, "C, Karel")]
    assert games_of(empty_db, "GO/UN") == {(1, 1, 2): (Result.WHITE_WIN, None), (2, 2, 3): (Result.WHITE_WIN, None)}


def test_the_real_opengotha_fragment_gives_its_player_and_is_no_whole_event(empty_db):
    """A real table's first line alone (tests/formats/test_egd.py says where it comes from): its player
    comes in; as an event it is refused, the missing opponents named."""
    fragment = DATA / "opengotha_belfast_2016_fragment.h9"
    assert go_egd.import_egd_players(empty_db, fragment).description == "1 player added from opengotha_belfast_2016_fragment.h9 (0 already in the register)"
    assert (players.get(empty_db, "EGD-12850431").name, players.get(empty_db, "EGD-12850431").federation) == ("Gociu, Tiberiu", "IRL")
    with pytest.raises(ImportProblem) as refused:
        egd_event.import_egd_event(empty_db, fragment, "GO/BELFAST")
    assert "line 13: round 1: no opponent on line 2 of 1 players" in str(refused.value)
    assert tournaments.list_tournaments(empty_db) == []


def test_a_further_round_is_drawn_from_the_imported_games(empty_db):
    """Round 4 after the three imported rounds: six players present, three boards, no pair met before
    [003 §3.2], Škoda (the round-2 bye) not given the bye again (nobody is: the field is even)."""
    from arbiter_app.services import setup

    egd_event.import_egd_event(empty_db, OPENGOTHA, "GO/BRNO25")
    setup.edit_tournament(empty_db, "GO/BRNO25", {"round_count": 4})
    go_rounds.draw(empty_db, "GO/BRNO25", 4, seed=5)
    event = go_rounds.load_event(empty_db, "GO/BRNO25")
    met = {frozenset((g.white, g.black)) for g in event.data.games if (g.round or 0) < 4}
    boards = event.round(4).boards
    assert len(boards) == 3 and event.round(4).bye is None
    assert not any(frozenset((b.white, b.black)) in met for b in boards)


def test_the_imported_handicaps_go_out_again_with_egd_export(empty_db, tmp_path):
    """The stones are the table's, kept with each board: they go out again as they came in, even where
    the header's rule would give others (HA[h2]: one stone less on every board)."""
    path = tmp_path / "h2.h9"
    path.write_bytes(OPENGOTHA.read_bytes().replace(b"HA[h1]", b"HA[h2]"))
    egd_event.import_egd_event(empty_db, path, "GO/BRNO25")
    assert tournaments.load(empty_db, "GO/BRNO25").tournament.settings["go_handicap_reduction"] == 2
    lines = [line for line in go_egd.egd_table(empty_db, "GO/BRNO25").splitlines() if not line.startswith(";")]
    # Wall-list order: Rousseau, Smith, Nováková, Müller, Škoda, Kowalski (numbered 1 to 6 again).
    assert lines[0].endswith(" 2+/w1 4+/w0 3-/w2")
    assert lines[1].endswith(" 1-/b1 3+/w0 5+/w4")
    assert lines[5].endswith(" 0- 0- 4-/b3")  # lost by default and sat out: free rounds for the EGD


def test_the_exchange_file_keeps_the_imported_rounds(empty_db, tmp_path):
    """export-json / import-json of an imported event: the same boards with their stones and reasons."""
    import json

    from arbiter_app.services.database import Database

    egd_event.import_egd_event(empty_db, OPENGOTHA, "GO/BRNO25")
    path = tmp_path / "event.json"
    path.write_text(json.dumps(tournaments.export_json(empty_db, "GO/BRNO25"), default=str, ensure_ascii=False), encoding="utf-8")
    other = Database(tmp_path / "other.sqlite")
    tournaments.import_json(other, path)
    assert go_rounds.load_event(other, "GO/BRNO25").rounds == go_rounds.load_event(empty_db, "GO/BRNO25").rounds
    other.close()
