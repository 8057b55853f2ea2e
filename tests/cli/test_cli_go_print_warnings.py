"""`go-print` warns of a name no bundled font can show as `report` does (services.printing,
docs/fonts.md): the pairing list and the wall list of the demo's go event, one of its players renamed
with U+1F389 PARTY POPPER and a private-use character, name him and the characters in one line on
stderr, and the list is printed all the same."""

from __future__ import annotations

import dataclasses

import pytest

from arbiter_app.cli.main import main
from arbiter_app.services import players
from arbiter_app.services.go.rounds import load_event
from tests.pdf_reading import pdf_text
from tests.reports.test_scripts_in_pdf import UNSHOWN
from tests.web.pages import GO_DEMO

CHARACTERS = "no bundled font has U+1F389 PARTY POPPER, U+E000; they print as empty boxes."


@pytest.mark.parametrize("which", [["--round", "4"], ["--round", "4", "--reasons"], [], ["--after", "2"]])
def test_go_print_names_the_unshown_characters_on_stderr(demo_db, tmp_path, capsys, which):
    event = load_event(demo_db, GO_DEMO)
    first = event.data.entries[0].player
    players.edit_player(demo_db, first.id, dataclasses.replace(first, name=UNSHOWN))
    pdf = tmp_path / "seznam – kolo.pdf"
    assert main(["go-print", GO_DEMO, *which, "-o", str(pdf), "--db", str(demo_db.target)]) == 0
    out, err = capsys.readouterr()
    (warning,) = err.splitlines()  # the text as drawn: the name alone, or with number and rank ("1 … 4d")
    assert UNSHOWN in warning and warning.endswith(f"”: {CHARACTERS}") and str(pdf) in out
    assert "Karel" in pdf_text(pdf)  # the name printed all the same
