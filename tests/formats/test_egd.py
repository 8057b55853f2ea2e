"""The European Go Database tournament table: export of the hand-checked Swiss event (lines checked by
hand against the EGD layout), import of its players, and refusals naming the line."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.formats.egd import EgdEntry, ascii_text, decode_table, read_egd, read_egd_players
from arbiter_app.formats.problems import ImportProblem
from arbiter_app.services import players
from arbiter_app.services.go import egd as go_egd, rounds as go_rounds
from arbiter_app.services.database import Database
from tests.services.test_go_rounds_service import make_event, play_round


def finished_swiss(db) -> str:
    code = make_event(db)
    for number, seed in enumerate([11, 12, 13, 14], start=1):
        go_rounds.draw(db, code, number, seed=seed)
        play_round(db, code, number)
    return code


def test_export_of_the_swiss_example(empty_db):
    """docs/go-events.md example 1: 1 beat 5, 2, 3, 4 (lines 5, 2, 4, 3 of the wall list) with White."""
    table = go_egd.egd_table(empty_db, finished_swiss(empty_db))
    lines = [line for line in table.splitlines() if not line.startswith(";")]
    assert table.startswith("; EV[Velka cena Brna]\n")
    assert lines[0] == "1 Novak Jan 3d CZ Prah 4 9 9 0 5+/w0 2+/w0 4+/w0 3+/w0"
    # Place 4 is Dvořák (3): beat 7 (line 7) with White, lost to 1 and 2 with Black, beat 4 (line 3).
    assert lines[3] == "4 Dvorak Karel 1d CZ Prah 2 10 3 0 7+/w0 3+/w0 1-/b0 2-/b0"
    assert len(lines) == 8


def test_export_refuses_an_unfinished_event(empty_db):
    code = make_event(empty_db)
    go_rounds.draw(empty_db, code, 1, seed=1)
    with pytest.raises(go_rounds.RoundRefused, match="round 1 has games without a result"):
        go_egd.egd_table(empty_db, code)


def test_players_read_back_and_imported(empty_db, tmp_path: Path):
    source = Database(tmp_path / "source.sqlite")
    table = go_egd.egd_table(source, finished_swiss(source))
    source.close()
    read, problems = read_egd_players(table)
    assert not problems and [(p.place, p.name, p.rank, p.federation, p.club) for p in read][:2] == [
        (1, "Novak, Jan", "3d", "CZE", "Prah"), (2, "Svoboda, Petr", "2d", "CZE", "Brno")]
    # The round entries without the score and criteria columns (4 9 9 0): 1 beat 5, 2, 4, 3 with White.
    assert read[0].rounds == ("5+/w0", "2+/w0", "4+/w0", "3+/w0")
    path = tmp_path / "event.h"
    path.write_text(table, encoding="ascii")
    change = go_egd.import_egd_players(empty_db, path)
    assert change.description == "8 players added from event.h (0 already in the register)"
    assert players.get(empty_db, "EGD-Novak-Jan").rank == "3d"
    assert go_egd.import_egd_players(empty_db, path).description.startswith("0 players added")


def test_bad_lines_are_named_and_nothing_is_stored(empty_db, tmp_path: Path):
    path = tmp_path / "bad.h"
    path.write_text("; EV[x]\n1 Novak Jan 3x CZ Prah 1+/w0\n2 Svoboda Petr 2d XX Brno 1-/b0\n3 A B 1k CZ - zz\n",
                    encoding="ascii")
    with pytest.raises(ImportProblem) as refused:
        go_egd.import_egd_players(empty_db, path)
    text = str(refused.value)
    assert "line 2: not a go rank: '3x'" in text and "line 4: not a result entry or criterion: 'zz'" in text
    assert "2 problems" in text and "line 3" not in text  # XX: no country, a note (docs/exchange-formats.md)
    assert players.count(empty_db) == 0


def test_export_of_a_handicap_event_gives_the_stones(empty_db):
    """The same event with handicaps (reduction 0): 1 (3d) gives 5 (2k) 4 stones, 2 (2d) 1, 3 (1d) 2,
    4 (1k) 3; the draw is the same (the weaker takes Black either way)."""
    code = make_event(empty_db, settings={"go_handicap_reduction": 0})
    for number, seed in enumerate([11, 12, 13, 14], start=1):
        go_rounds.draw(empty_db, code, number, seed=seed)
        play_round(empty_db, code, number)
    first = [line for line in go_egd.egd_table(empty_db, code).splitlines() if not line.startswith(";")][0]
    assert first == "1 Novak Jan 3d CZ Prah 4 9 9 0 5+/w4 2+/w1 4+/w2 3+/w3"


def test_ascii_text_keeps_dashes_and_quotes():
    """NFKD takes the marks off letters but leaves "–" and "„…“", which the ASCII encoding then dropped
    ("Velká cena – jaro" became "Velka cena  jaro")."""
    assert ascii_text("Velká cena Prahy – „jaro“ — Ďuriš") == 'Velka cena Prahy - "jaro" - Duris'


def test_a_real_opengotha_fragment_is_read():
    """The header and first line of a real table OpenGotha 3.35 wrote (Belfast Handicap, 2016-01-30,
    EGD tournament T160130A), quoted verbatim, tabs and all, in a comment of github.com/Lecale/Ire
    (Ire/TournamentBoss.cs): tests/formats/data/opengotha_belfast_2016_fragment.h9."""
    raw = (Path(__file__).parent / "data" / "opengotha_belfast_2016_fragment.h9").read_bytes()
    text, reading = decode_table(raw)
    table, problems = read_egd(text)
    assert problems == [] and reading.encoding == "utf-8" and table.rounds == 4
    assert {key: value for key, (_, value) in table.header.items()} == {
        "TC": "T160130A", "CL": "C", "EV": "BelfastHandicap", "PC": "IE, Belfast", "DT": "2016-01-30,2016-01-30",
        "HA": "h9", "KM": "6.5", "TM": "52", "CM": "Standard byo-yomi (submitted by jameshut)"}
    (p,) = table.players
    assert (p.place, p.name, p.rank, p.federation, p.club, p.pin) == (1, "Gociu, Tiberiu", "5k", "IRL", "Belf", "12850431")
    # CAT NBW EXT EXR (1 3 7 7) are criteria; then Black with 7 stones against line 2 won, ..., a free round.
    assert p.entries == (EgdEntry(2, "+", "b", 7), EgdEntry(4, "+", "w", 6), EgdEntry(5, "+", "w", 1), EgdEntry(0, "-"))
