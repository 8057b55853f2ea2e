"""The main window with a go event: the go Standings tab (score, criteria, the round selector, the
explanations), the wall list in the crosstable area, no norm panel, and the wall list printed
from the Reports dialog. The event is the Swiss example of docs/go-events.md (worked example 1)."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt

from arbiter_app.gui.event_actions import CORRESPONDENCE_ONLY
from arbiter_app.gui.go.standings_view import GoStandingsView
from arbiter_app.gui.norm_panel import NormPanel
from arbiter_app.gui.print_actions import open_print_dialog
from arbiter_app.gui.standings_view import StandingsView
from arbiter_app.i18n import set_language
from arbiter_app.services.go import rounds as go_rounds
from tests.gui.windows import open_window, show_panel
from tests.pdf_reading import pdf_text
from tests.services.test_go_rounds_service import make_event, play_round


def swiss_event(db) -> str:
    code = make_event(db)
    for number in range(1, 5):
        go_rounds.draw(db, code, number, seed=10 + number)
        play_round(db, code, number)
    return code


def rows(model) -> list[list[str]]:
    return [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(model.rowCount())]


def action_visible(window, name: str) -> bool:
    menus = (window.tournament_menu, window.reports_menu)
    return next(a for m in menus for a in m.actions() if a.objectName() == name).isVisible()


def tab_visible(window, kind: type) -> bool:
    return any(window.panels.isTabVisible(i) for i in range(window.panels.count()) if isinstance(window.panels.widget(i), kind))


def test_a_go_event_shows_go_standings_and_the_wall_list(qtbot, qapp, empty_db, tmp_path):
    code = swiss_event(empty_db)
    window = open_window(qtbot, qapp, empty_db, code)
    window.resize(1400, 900)
    assert not tab_visible(window, StandingsView) and not tab_visible(window, NormPanel)
    for name in CORRESPONDENCE_ONLY:  # substitutes, clock claims, adjudication, the norm report, ratings
        assert not action_visible(window, name)
    assert {"ratings.gui.preview", "ratings.gui.period"} <= CORRESPONDENCE_ONLY
    preview = next(a for a in window.toolbar.actions() if a.objectName() == "ratings.gui.preview")
    window.show()
    assert not window.toolbar.widgetForAction(preview).isVisible()  # gone from the toolbar too
    view = show_panel(window, GoStandingsView)
    table = rows(view.model_)
    # Worked example 1, final standings: place, name, rank, club, no, points, SOS, SDOS, h2h, played.
    assert table[0][:8] == ["1", "Novák, Jan", "3d", "Praha", "1", "4", "9", "9"]
    assert [r[4] for r in table] == ["1", "2", "4", "3", "5", "6", "7", "8"]
    assert [(r[6], r[7]) for r in table[2:4]] == [("10", "4"), ("10", "3")]  # SDOS puts 4 before 3
    # The crosstable area is the wall list: 4 (line 3) beat 6 (line 6), lost to 3 (line 4), beat 5, lost to 1.
    wall = rows(window.crosstable.model_)
    assert wall[2][:9] == ["3", "3", "Černý, Tomáš", "1k", "Brno", "6+", "4-", "5+", "1-"]
    assert wall[2][9:] == ["2", "10", "4"]  # score, SOS, SDOS; head-to-head applied to nobody: left out
    # A click on 4's SDOS explains it with the opponents beaten and their points.
    sdos = view.model_.index(2, 7)
    view.table.clicked.emit(sdos)
    text = view.explanation.text()
    assert "Černý, Tomáš: 4" in text and "6 Kučera, Pavel" in text and "5 Procházka, Jiří" in text
    view.table.clicked.emit(view.model_.index(2, 5))
    assert "Tie on SOS: 4 10, 3 10" in view.explanation.text()
    # The standings after round 2: 1, 3 won both rounds.
    view.after.setValue(2)
    assert [r[4] for r in rows(view.model_)][:2] == ["1", "3"] and "after round 2 of 4" in view.heading.text()
    shots = os.environ.get("ARBITER_SCREENSHOTS")
    if shots:
        view.after.setValue(4)
        view.table.clicked.emit(view.model_.index(2, 6))
        window.grab().save(os.path.join(shots, "go_standings_en.png"))
        set_language("cs")
        try:
            window.switch_language("cs")
            qapp.processEvents()  # the rebuilt toolbar of the shown window
            window.grab().save(os.path.join(shots, "go_standings_cs.png"))
        finally:
            window.switch_language("en")
    # The Reports dialog: no norm report, and the "crosstable" is the go wall list.
    dialog = open_print_dialog(window, "crosstable")
    assert dialog is not None and dialog.kind.findData("norms") == -1
    if shots:
        dialog.resize(1000, 700)
        dialog.grab().save(os.path.join(shots, "go_print_dialog.png"))
    pdf = dialog.save(tmp_path / "wall.pdf")
    text = pdf_text(pdf)
    assert "TABULKA TURNAJE" in text and "Černý, Tomáš" in text  # a ČAGo event prints in Czech and "6+" in text
    assert any(line.split()[-3:] == ["2", "10", "4"] for line in text.splitlines() if "Černý" in line)
    dialog.close()


def test_the_chess_standings_stay_for_a_correspondence_event(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, "CZE/Jubilee/M1")
    assert tab_visible(window, StandingsView) and tab_visible(window, NormPanel)
    assert not tab_visible(window, GoStandingsView)
    assert all(action_visible(window, name) for name in CORRESPONDENCE_ONLY)
    preview = next(a for a in window.toolbar.actions() if a.objectName() == "ratings.gui.preview")
    window.show()
    assert window.toolbar.widgetForAction(preview).isVisible()
    assert window.crosstable.table is not None
