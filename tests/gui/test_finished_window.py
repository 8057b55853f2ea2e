"""A finished window (issue 24 items 4 and 6): the tournament list as a table with a filter box, the
window title, the status bar from the start, the language checked, toolbar icons, a team event on its
team crosstable, the marks of the PDFs on screen, and everything fitting 1366×768 in both languages."""

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHeaderView

from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.gui.team_view import TeamView
from arbiter_app.i18n import date_text, tr, tr_sex
from arbiter_app.rules.model import Player, PlayerId, WithdrawalKind, WithdrawalReason
from arbiter_app.services import substitutes, withdrawals
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.gui.windows import open_window

TEAM_DEMO, GO_DEMO = "CZE/T4L1/2025", "CZE/go/2026-Brno"


def shown_codes(window) -> list[str]:
    table = window.tournament_list.table
    return [code for row, code in enumerate(window.tournament_list.codes()) if not table.isRowHidden(row)]


def test_the_tournament_list_is_a_table_with_a_filter(qtbot, qapp, demo_db, lang):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    listing = window.tournament_list
    table = listing.table
    model = table.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == [tr(k) for k in ("gui.list.code", "gui.list.name", "gui.list.organiser", "gui.list.state")]
    row = listing.codes().index(SKS_DEMO)
    assert [model.index(row, c).data() for c in range(4)] == [
        SKS_DEMO, "Mistrovství ČR – semifinále 2025, skupina B", "SKŠ", tr("gui.list.state.running")]
    assert window.windowTitle().startswith(f"{SKS_DEMO} — ")
    listing.filter.setText("brne")  # the start of a word, diacritics aside: "Brněnský"
    assert shown_codes(window) == [GO_DEMO] and window.code == GO_DEMO and window.windowTitle().startswith(GO_DEMO)
    listing.filter.setText("sks")  # SKŠ the organiser, and "Jubilejní turnaj SKŠ 70"; the go event hidden: the first shown
    assert shown_codes(window) == [ICCF_DEMO, SKS_DEMO, TEAM_DEMO] and window.code == ICCF_DEMO
    listing.filter.setText("sks sem")  # every word must start one
    assert shown_codes(window) == [SKS_DEMO] and window.code == SKS_DEMO
    listing.filter.setText("xyz")
    assert shown_codes(window) == [] and window.data is None
    listing.filter.clear()
    assert len(shown_codes(window)) == 4 and window.code == ICCF_DEMO


def test_the_keyboard_and_the_mouse_pick_a_tournament_from_the_list(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    window.show()
    qtbot.waitExposed(window)
    listing = window.tournament_list
    codes = listing.codes()
    listing.table.setFocus()
    qtbot.keyClick(listing.table, Qt.Key.Key_Down)
    assert window.code == codes[codes.index(ICCF_DEMO) + 1] and listing.current_code() == window.code
    table = listing.table
    cell = table.visualRect(table.model().index(codes.index(TEAM_DEMO), 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    assert window.code == TEAM_DEMO and window.windowTitle().startswith(TEAM_DEMO)


def test_language_status_bar_and_toolbar_icons(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    window.show()
    assert window.statusBar().isVisible()  # before any message: the layout does not move later

    def checked():
        menu = next(a.menu() for a in window.menuBar().actions() if a.menu() and a.menu().title() == tr("gui.menu.language"))
        return [a.text() for a in menu.actions() if a.isChecked()]

    try:
        assert checked() == ["English"]
        window.switch_language("cs")
        assert checked() == ["Čeština"] and window.tournament_list.table.model().headerData(0, Qt.Orientation.Horizontal) == "Kód"
    finally:
        window.switch_language("en")
    icons = {a.objectName(): not a.icon().isNull() for a in window.toolbar.actions()}
    assert icons == {"gui.action.undo": True, "gui.action.redo": True, "setup.action.new": True,
                     "report.print": True, "ratings.gui.preview": True}


def test_a_team_event_opens_on_its_team_crosstable(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    assert window.panels.tabText(window.panels.currentIndex()) == tr("gui.standings")
    window.tournament_list.select(TEAM_DEMO)
    assert isinstance(window.panels.currentWidget(), TeamView)
    window.tournament_list.select(SKS_DEMO)  # the Teams tab steps aside: back to the standings
    assert window.panels.tabText(window.panels.currentIndex()) == tr("gui.standings")


def _index(model, header: str) -> int:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())].index(header)


def _column(model, header: str, role=Qt.ItemDataRole.DisplayRole) -> list[str]:
    c = _index(model, header)
    return [model.data(model.index(r, c), role) for r in range(model.rowCount())]


def test_the_marks_of_the_printed_documents_are_on_screen(qtbot, qapp, demo_db, lang):
    """Kučera (no. 4) has a provisional rating 2023 [001 §9.3]; Ševčík (no. 6) has none of his own and
    counts with 2200; after Ševčík's withdrawal [000 §7.2] and a substitute for Nováková (no. 4 of
    the team league) [000 §7.7] the window says so where the PDFs do."""
    withdrawals.withdraw(demo_db, SKS_DEMO, 6, WithdrawalKind.ACCEPTED, WithdrawalReason.ILLNESS, date(2026, 2, 1))
    substitutes.substitute(demo_db, TEAM_DEMO, 4, Player(PlayerId("990013"), "Vávra, Jan"), False, date(2025, 4, 1))
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    model = window.crosstable.model_
    ratings = _column(model, tr("gui.col.rating"))
    assert ratings[3] == "2023P" and ratings[5] == "(2200)"
    assert tr("gui.col.title") not in [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]  # nobody has one
    tips = _column(model, tr("gui.col.rating"), Qt.ItemDataRole.ToolTipRole)
    assert tips[3] == tr("report.mark.P") and tips[5] == tr("gui.mark.bracketed") and not tips[0]
    withdrawn = f"Ševčík, Lukáš ({tr_sex('gui.mark.withdrawn', 'm')})"  # "vystoupil": he is a man
    assert _column(model, tr("gui.col.name"))[5] == withdrawn
    assert withdrawn in _column(window.standings.model_, tr("gui.col.name"))
    assert date_text(date(2026, 2, 1)) in _column(model, tr("gui.col.name"), Qt.ItemDataRole.ToolTipRole)[5]  # 1. 2. 2026 in Czech
    window.tournament_list.select(TEAM_DEMO)
    names = _column(window.crosstable.model_, tr("gui.col.name"))
    assert f"Vávra, Jan ({tr('gui.mark.substitute', no=4)})" in names


@pytest.mark.parametrize("code", [ICCF_DEMO, SKS_DEMO, TEAM_DEMO, GO_DEMO])
def test_every_demo_event_fits_1366_by_768(qtbot, qapp, demo_db, lang, code, tmp_path):
    window = open_window(qtbot, qapp, demo_db, code)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    assert window.width() <= 1366 and window.height() <= 768
    assert window.minimumSizeHint().width() <= 1366
    listing = window.tournament_list.table
    assert not listing.horizontalScrollBar().isVisible()
    assert listing.horizontalHeader().sectionResizeMode(1) is QHeaderView.ResizeMode.Stretch  # the name takes the rest
    cross = window.crosstable
    assert not cross.horizontalScrollBar().isVisible()  # the 16 of the team league too
    for i in range(window.panels.count()):
        if not window.panels.isTabVisible(i):
            continue
        window.panels.setCurrentIndex(i)
        panel = window.panels.widget(i)
        assert panel.minimumSizeHint().width() <= window.panels.width()
        for combo in panel.findChildren(QComboBox):  # the board chooser: "1. šachovnice" whole
            if combo.isVisible() and combo.count():
                longest = max(combo.fontMetrics().horizontalAdvance(combo.itemText(k)) for k in range(combo.count()))
                assert combo.width() >= longest + 20
        if isinstance(panel, GoRoundsPanel):
            table = panel.table
            drawn = panel.model.rowCount()
            assert drawn == 7 and table.rowViewportPosition(drawn - 1) + table.rowHeight(drawn - 1) <= table.viewport().height()
    window.grab().save(str(tmp_path / f"window-{lang}.png"))


def test_the_same_team_event_shown_again_keeps_the_tab_chosen(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, TEAM_DEMO)
    assert isinstance(window.panels.currentWidget(), TeamView)
    window.panels.setCurrentIndex(0)  # the arbiter looks at the standings
    window.reload_tournaments()  # as after an undo or another program's change
    assert window.panels.currentIndex() == 0
