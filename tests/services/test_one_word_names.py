"""Names and countries as the field writes them (issue 31): our own older case with one-word names, a
FIDE tie-break exercise round robin (tests/formats/data/fide-tiebreak-one-word-names.json, and the
same group as our TRF writer writes it, .trf), imports again; a TRF with blank federations is taken,
with notes; one-word names go into the register, its search and its order.

The group's figures are those of FIDE's exercise (tests/formats/data/trf/tiebreak-checker-round-robin.trf):
Alyx, Bruno and Charline 3½, David, Franck and Helene 1½.
"""

from __future__ import annotations

from pathlib import Path

from arbiter_app.rules.model import Player, PlayerId
from arbiter_app.services import players, tournaments, trf_import
from arbiter_app.services.crosstable import player_standings

DATA = Path(__file__).parent.parent / "formats" / "data"
POINTS = {"Alyx": 3.5, "Bruno": 3.5, "Charline": 3.5, "David": 1.5, "Franck": 1.5, "Helene": 1.5}


def points_of(db, code):
    data = tournaments.load(db, code)
    names = {e.no: e.name for e in data.entries}
    return {names[row.no]: row.points for row in player_standings(data).rows}


def test_the_older_json_case_with_one_word_names_imports_again(empty_db):
    change = tournaments.import_json(empty_db, DATA / "fide-tiebreak-one-word-names.json")
    assert points_of(empty_db, "FIDE/TB23") == POINTS
    assert change.notes[0] == "players[0]: Alyx: a one-word name, taken as written" and len(change.notes) == 6
    assert tournaments.load(empty_db, "FIDE/TB23").tournament.settings["import_notes"] == list(change.notes)


def test_the_older_trf_case_with_one_word_names_imports_again(empty_db):
    preview = trf_import.preview_trf(empty_db, DATA / "fide-tiebreak-one-word-names.trf", "FIDE/TB23T")
    summary = trf_import.summary(preview)
    assert summary["problems"] == [] and preview.data is not None
    assert summary["notes"] == [f"line {n}: {name}: a one-word name, taken as written" for n, name in zip(range(6, 12), POINTS)]
    change = trf_import.import_trf(empty_db, preview)
    assert points_of(empty_db, "FIDE/TB23T") == POINTS
    stored = tournaments.load(empty_db, "FIDE/TB23T").tournament.settings["import_notes"]
    assert stored == summary["notes"] and change.batch is not None  # kept with the import's audit entry


def test_blank_federations_are_notes_not_problems(empty_db, tmp_path):
    text = (DATA / "fide-tiebreak-one-word-names.trf").read_text(encoding="utf-8")
    blank = "\n".join(line[:53] + "   " + line[56:] if line.startswith("001") else line for line in text.splitlines())
    path = tmp_path / "blank federations.trf"
    path.write_text(blank.replace("Helene ", "Hélène "), encoding="utf-8")
    preview = trf_import.preview_trf(empty_db, path, "FIDE/BLANK")
    assert preview.problems == () and preview.data is not None
    assert [str(n) for n in preview.notes][5] == "line 11: Hélène: a one-word name, taken as written; no federation given"
    trf_import.import_trf(empty_db, preview)
    assert {p.player.federation for p in players.search(empty_db)} == {""}


def test_a_one_word_name_is_registered_found_and_sorted(empty_db):
    for pid, name in (("1", "Aryan"), ("2", "Šťastný, Petr"), ("3", "Ábel")):
        players.add_player(empty_db, Player(PlayerId(pid), name, "IND" if pid == "1" else "CZE"))
    assert [p.player.name for p in players.search(empty_db, "ary")] == ["Aryan"]
    assert [p.player.name for p in players.search(empty_db, "abel")] == ["Ábel"]
    assert [p.player.name for p in players.search(empty_db)] == ["Ábel", "Aryan", "Šťastný, Petr"]
