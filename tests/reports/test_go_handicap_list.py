"""The handicap of each board on the printed pairing list, the Rounds tab and `go-pairings --json`,
in an event with handicaps only. Hand-computed: reduction 1, so stones = rank difference - 1; komi 7
in an even game, 0.5 from one stone on (settings `komi`, `go_handicap_komi`)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import Qt

from arbiter_app.cli.main import main
from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.i18n import set_language
from arbiter_app.rules.go.event import GoSettings
from arbiter_app.rules.model import PairingSystem, Tournament
from arbiter_app.services.go import rounds as go_rounds
from arbiter_app.services.go import lists as go_lists
from arbiter_app.services.database import Database
from tests.gui.windows import open_window, show_panel
from tests.pdf_reading import pdf_page_image, pdf_text as text_of, pdf_word_boxes
from tests.rules.go_examples import SWISS_FIELD
from tests.services.test_go_rounds_service import make_event

# Ranks 3d, 2d, 1d, 1k of players 1-4: the stones of each pair with reduction 1.
STONES = {frozenset({1, 2}): 0, frozenset({1, 3}): 1, frozenset({1, 4}): 2,
          frozenset({2, 3}): 0, frozenset({2, 4}): 1, frozenset({3, 4}): 0}
SETTINGS = {"go_handicap_reduction": 1, "komi": 7, "go_handicap_komi": 0.5}


def test_the_komi_policy():
    s = GoSettings.of(Tournament("X", "X", settings=SETTINGS))
    assert [s.komi_of(n) for n in (0, 1, 2, 9)] == [7.0, 0.5, 0.5, 0.5]
    assert GoSettings.of(Tournament("X", "X")).komi_of(0) == 6.5


def test_pairing_list_pdf_tab_and_json_show_stones_and_komi(empty_db, tmp_path, qtbot, qapp, capsys):
    code = make_event(empty_db, "GO/HC", PairingSystem.SWISS, SWISS_FIELD[:4], SETTINGS)
    go_rounds.draw(empty_db, code, 1, seed=1)  # 1-4 (2 stones), 2-3 (0)
    boards = go_rounds.load_event(empty_db, code).round(1).boards
    expected = [(STONES[frozenset({b.white, b.black})], 7.0 if STONES[frozenset({b.white, b.black})] == 0 else 0.5)
                for b in boards]
    assert any(stones > 0 for stones, _ in expected)  # the seed gives a handicap game to look at
    pdf = tmp_path / "hc.pdf"
    go_lists.print_pairing_list(empty_db, code, 1, pdf, "cs")
    text = text_of(pdf)
    assert "Fora" in text and "Komi" in text
    for b, (stones, komi) in zip(boards, expected):
        row = next(line for line in text.splitlines() if f"{b.white} {SWISS_FIELD[b.white - 1][0]}" in line)
        assert f" {stones} " in f"{row} " and f" {komi:g} ".replace(".", ",") in f"{row} ", row  # Czech: "0,5"
    english = tmp_path / "hc-en.pdf"
    go_lists.print_pairing_list(empty_db, code, 1, english, "en")
    assert " 0.5\n" in text_of(english) and "0,5" not in text_of(english)  # the last column
    even = tmp_path / "even.pdf"
    other = Database(tmp_path / "even.sqlite")
    plain = make_event(other, "GO/EV", PairingSystem.SWISS, SWISS_FIELD[:4])
    go_rounds.draw(other, plain, 1, seed=1)
    go_lists.print_pairing_list(other, plain, 1, even, "en")
    other.close()
    # An even event: no Handicap and Komi columns, its one komi under the table.
    assert "Handicap" not in text_of(even) and "Komi 6.5 on every board." in text_of(even)
    # The same on the command line: the keys handicap and komi only in the handicap event.
    assert main(["go-pairings", code, "1", "--json", "--db", str(tmp_path / "arbiter.sqlite")]) == 0
    items = json.loads(capsys.readouterr().out)
    assert [(i["handicap"], i["komi"]) for i in items] == expected
    assert set(items[0]) == {"board", "white", "black", "why", "result", "handicap", "komi"}
    # The Rounds tab: columns Handicap and Komi after the scores.
    window = open_window(qtbot, qapp, empty_db, code)
    window.resize(1300, 700)
    panel = show_panel(window, GoRoundsPanel)
    heads = [panel.model.headerData(c, Qt.Orientation.Horizontal) for c in range(panel.model.columnCount())]
    h, k = heads.index("Handicap"), heads.index("Komi")
    cells = [(panel.model.data(panel.model.index(r, h)), panel.model.data(panel.model.index(r, k)))
             for r in range(panel.model.rowCount())]
    assert cells == [(str(s), f"{x:g}") for s, x in expected]
    shots = os.environ.get("ARBITER_SCREENSHOTS")
    if shots:
        pdf_page_image(pdf, 1, 70).save(os.path.join(shots, "hc-1.png"))  # the name pdftoppm gave it
        window.grab().save(os.path.join(shots, "go_handicap_tab.png"))
    # In Czech the tab and `go-pairings` write the decimal comma; the JSON keeps numbers.
    set_language("cs")
    try:
        panel.show_data(panel.data)
        assert [panel.model.data(panel.model.index(r, k)) for r in range(panel.model.rowCount())] == \
            [f"{x:g}".replace(".", ",") for _, x in expected]
        if shots:
            window.grab().save(os.path.join(shots, "go_handicap_tab_cs.png"))
        assert main(["go-pairings", code, "1", "--db", str(tmp_path / "arbiter.sqlite")]) == 0
        assert " 0,5 " in capsys.readouterr().out
        assert main(["go-pairings", code, "1", "--json", "--db", str(tmp_path / "arbiter.sqlite")]) == 0
        assert [i["komi"] for i in json.loads(capsys.readouterr().out)] == [x for _, x in expected]
    finally:
        set_language("en")


def words(pdf: Path) -> dict[str, float]:
    """The left and right edge of each word of page 1 (pdftotext -bbox), as "word:xMin" and "word:xMax"."""
    found: dict[str, float] = {}
    for word in pdf_word_boxes(pdf):
        found.setdefault(f"{word.text}:xMin", word.x_min)
        found.setdefault(f"{word.text}:xMax", word.x_max)
    return found


def test_the_handicap_heading_fits_its_column(empty_db, tmp_path):
    """"Handicap" (bold 8 pt, about 40 pt wide) once ran over the rule into the Komi column of 34 pt:
    now its column is as wide as the heading plus 6 pt, so the heading ends at least 3 pt before the
    rule and "Komi", centred in its own column of 34 pt, starts about 5 pt after it."""
    code = make_event(empty_db, "GO/HC", PairingSystem.SWISS, SWISS_FIELD[:4], SETTINGS)
    go_rounds.draw(empty_db, code, 1, seed=1)
    pdf = tmp_path / "hc.pdf"
    go_lists.print_pairing_list(empty_db, code, 1, pdf, "en")
    edges = words(pdf)
    assert edges["Komi:xMin"] - edges["Handicap:xMax"] >= 6
