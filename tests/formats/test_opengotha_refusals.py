"""A file that is not OpenGotha's is refused, not stored as an empty event (issue 48): nested
`<Players>` 2 500 to 100 000 deep (112 s at the deepest) and a bare `<Tournament/>` were "imported:
0 players, 0 games" with exit code 0. Each is refused at its line, at once, and nothing is stored."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.formats.opengotha import read_opengotha
from arbiter_app.services import tournaments
from tests.formats.opengotha_files import ANKARA, CDFO, CHINOIS, JUVISY

HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<Tournament dataVersion="201">\n'
PLAYER = '<Player name="Novák" firstName="Jan" rank="2K" participating="11111"/>\n'


def problems(text: str) -> list[str]:
    return [str(p) for p in read_opengotha(text.encode()).problems]


@pytest.mark.parametrize("depth", [2_500, 100_000])
def test_players_inside_players_are_refused_at_once(depth):
    text = HEAD + "<Players>\n" * depth + "</Players>\n" * depth + "</Tournament>\n"
    started = time.process_time()
    assert problems(text) == ["line 4: <Players> inside <Players>, where an OpenGotha tournament file has none: not such a file"]
    assert time.process_time() - started < 2


def test_nesting_deeper_than_the_format_is_refused_at_once():
    """Elements OpenGotha does not know, 100 000 deep: no parent rule applies, the depth does."""
    text = HEAD + "<Players>\n" + "<x>" * 100_000 + "</x>" * 100_000 + "\n</Players></Tournament>\n"
    started = time.process_time()
    assert problems(text) == ["line 4: elements nested deeper than 8 levels: not an OpenGotha tournament file"]
    assert time.process_time() - started < 2


@pytest.mark.parametrize("text, line", [
    (HEAD + "<Players>" + PLAYER + "</Players><Games><Player/></Games></Tournament>", 4),
    (HEAD + "<Players><Games/></Players></Tournament>", 3),
    (HEAD + "<Players>" + PLAYER + "</Players><Tournament/></Tournament>", 4),
])
def test_a_known_element_under_a_wrong_parent_is_refused(text, line):
    found = problems(text)
    assert len(found) == 1 and found[0].startswith(f"line {line}: <") and "where an OpenGotha tournament file has none" in found[0]


@pytest.mark.parametrize("text", ["<Tournament/>", '<Tournament dataVersion="201"/>', HEAD + "<Players></Players></Tournament>"])
def test_a_file_without_players_is_refused(text):
    assert problems(text) == ["(file): no players: not an OpenGotha tournament file"]


def test_unknown_leaf_elements_are_left_aside():
    text = HEAD + "<Players>" + PLAYER + "</Players><Licences><Licence id='1'/></Licences></Tournament>"
    document = read_opengotha(text.encode())
    assert document.problems == [] and len(document.players) == 1 and document.others == {"Licences": 4, "Licence": 4}


@pytest.mark.parametrize("path", [JUVISY, CHINOIS, CDFO, ANKARA, *sorted((JUVISY.parent / "pairgoth").glob("*.xml"))], ids=lambda p: p.name)
def test_real_files_are_read_whole(path: Path):
    """OpenGotha's own files and those of pairgoth's tests (3.52's `<ByePlayer>` container among them)."""
    document = read_opengotha(path.read_bytes())
    assert document.problems == [] and document.players


def test_opengotha_import_of_a_false_file_fails_and_stores_nothing(tmp_path: Path, empty_db, capsys):
    path = tmp_path / "turnaj ž.xml"
    path.write_text(HEAD + "<Players>\n" * 3000 + "</Players>\n" * 3000 + "</Tournament>\n", encoding="utf-8")
    assert main(["--db", str(tmp_path / "arbiter.sqlite"), "opengotha-import", str(path), "--code", "GO/FALSE"]) != 0
    assert "turnaj ž.xml" in capsys.readouterr().err
    assert tournaments.list_tournaments(empty_db) == []
