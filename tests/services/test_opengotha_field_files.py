"""OpenGotha tournament files of real events (tests/formats/data/opengotha/pairgoth/README.md says
where they came from), read as a user reads them: `opengotha-import FILE --code CODE --dry-run --json`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter_app.cli.main import main

DATA = Path(__file__).parent.parent / "formats" / "data" / "opengotha" / "pairgoth"
EXPECTED = {  # file: (event, system, rounds, players, games, drawn rounds, a name with diacritics or None)
    "20240921-KPMC-Splitbug.xml": ("19th KPMC Split bug", "swiss", 7, 60, 59, [1, 2], None),
    "Toulouse2024.xml": ("Toulouse_2024", "mcmahon", 6, 38, 105, [1, 2, 3, 4, 5, 6], "MENON, Jean-François"),
    "bosp2024.xml": ("4th Bogazici Go Tournament", "mcmahon", 5, 71, 38, [1, 2], None),
    "frioul-2018.xml": ("Frioul 2018", "mcmahon", 4, 58, 99, [1, 2, 3, 4], "Lefebvre, Loïc"),
    "stage-ete-2021.xml": ("stage ffg", "mcmahon", 10, 76, 0, [], "Girousse, Siméon"),
    "veterans-2021.xml": ("Championnat des Vieux Dragons", "swiss", 5, 43, 101, [1, 2, 3, 4, 5], "Hubert, Jérôme"),
}


def dry_run(tmp_path: Path, capsys, name: str) -> dict:
    assert main(["--db", str(tmp_path / "a.sqlite"), "opengotha-import", str(DATA / name), "--code", "GO/FIELD", "--dry-run", "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_every_kept_file_is_listed():
    assert sorted(p.name for p in DATA.glob("*.xml")) == sorted([*EXPECTED, "malavasi.geobug.xml"])


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_real_event_is_read_whole(tmp_path: Path, capsys, name):
    found = dry_run(tmp_path, capsys, name)
    event, system, rounds, players, games, drawn, accented = EXPECTED[name]
    assert (found["event"], found["system"], found["rounds"], len(found["players"]), found["games"], found["drawn"]) == (
        event, system, rounds, players, games, drawn)
    assert found["problems"] == []
    assert accented is None or accented in [p["name"] for p in found["players"]]


def test_opengotha_3_52_writes_its_byes_in_a_container_and_a_pin_with_a_line_end(tmp_path: Path, capsys):
    found = dry_run(tmp_path, capsys, "bosp2024.xml")
    first = found["players"][0]
    assert (first["name"], first["id"], first["rank"], first["federation"]) == ("Oren, Ulas", "EGD-16298832", "5d", "TUR")
    assert "EGD-14825052" in [p["id"] for p in found["players"]]  # egfPin="14825052&#10;"


def test_pin_0_is_no_pin_and_two_byes_in_one_round_are_refused(tmp_path: Path, capsys):
    """OpenGotha writes PIN 0 for players the EGD does not know: they are kept apart by their names.
    Two byes in round 1 cannot be stored truthfully (a go round has one bye): the file is refused
    with that line."""
    found = dry_run(tmp_path, capsys, "malavasi.geobug.xml")
    assert found["problems"] == ["line 1364: a second bye in round 1"]
