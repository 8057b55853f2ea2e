"""Today's desk window (Running event ▸ Today's desk): the season of tests/services/test_desk.py on
1 March 2027, grouped by state in both interface languages; Enter and double-click open the place of
an item (the running-event windows replaced by recorders: their modules are others'); a change
refreshes the list; at the start the desk opens only when something is overdue or due today."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QDate, Qt

from arbiter_app.gui.running import adjudications_view, claims_view, desk_view, sanctions_view
from arbiter_app.gui.running.desk_view import DeskWindow, open_desk, show_at_start
from arbiter_app.rules.model import Result
from arbiter_app.services import results
from tests.gui.windows import open_window
from tests.services.test_desk import make_season

ON = date(2027, 3, 1)
HEADS = {"en": ["Overdue (4)", "Due today (2)", "Coming (3)"], "cs": ["Po termínu (4)", "Dnes (2)", "Blíží se (3)"]}


@pytest.fixture
def season(empty_db):
    make_season(empty_db)
    return empty_db


@pytest.fixture
def opened(monkeypatch):
    """The calls of the running-event windows the desk opens."""
    calls: list[tuple] = []
    monkeypatch.setattr(adjudications_view, "open_adjudications", lambda window, code=None, game=None: calls.append(("adjudication", code, game)))
    monkeypatch.setattr(claims_view, "open_claims", lambda window, code=None, game=None: calls.append(("claim", code, game)))
    monkeypatch.setattr(sanctions_view, "open_sanctions", lambda window, player_id=None: calls.append(("sanction", player_id)))
    return calls


def lines(desk: DeskWindow) -> dict[str, list[list[str]]]:
    tree = desk.tree
    return {tree.topLevelItem(i).text(0): [[tree.topLevelItem(i).child(j).text(c) for c in range(4)]
                                          for j in range(tree.topLevelItem(i).childCount())]
            for i in range(tree.topLevelItemCount())}


def line_of(desk: DeskWindow, kind_value: str):
    """The tree line of the first item of that kind."""
    tree = desk.tree
    for i in range(tree.topLevelItemCount()):
        head = tree.topLevelItem(i)
        for j in range(head.childCount()):
            item = desk.item_of(head.child(j))
            if item.kind.value == kind_value:
                return head.child(j)
    raise AssertionError(kind_value)


def desk_on(qtbot, window) -> DeskWindow:
    desk = open_desk(window)
    assert open_desk(window) is desk  # one desk, brought to the front
    assert desk.day() == date.today() and not desk.isModal()
    desk.on.setDate(QDate(ON))
    qtbot.waitExposed(desk)
    return desk


def test_the_desk_grouped_by_state(qtbot, qapp, season, lang):
    window = open_window(qtbot, qapp, season, "CZE/B")
    desk = desk_on(qtbot, window)
    shown = lines(desk)
    assert list(shown) == HEADS[lang]
    overdue, today, coming = shown.values()
    assert [len(overdue), len(today), len(coming)] == [4, 2, 3]
    if lang == "en":
        assert overdue[0] == ["2027-01-31", "2027-01-01", "CZE/T",
                              "Team Šachy Říčany, board 2: Kříž, Ondřej had not begun every game by 2027-01-31, no substitute named"]
        assert desk.summary.text() == "Overdue 4, due today 2, coming 3."
    else:
        assert overdue[0] == ["31. 1. 2027", "1. 1. 2027", "CZE/T",
                              "Družstvo Šachy Říčany, 2. šachovnice: Kříž, Ondřej nezahájil do 31. 1. 2027 všechny partie, náhradník neurčen"]
        assert today[1] == ["1. 3. 2027", "2. 3. 2026", "", "Zákaz startu – Mrkvička, Jan: končí 1. 3. 2027"]
        assert desk.windowTitle() == "Co je dnes na řadě"
    desk.grab().save(f"/tmp/desk_window_{lang}.png")
    desk.within.setValue(0)
    assert list(lines(desk)) == HEADS[lang][:2]


def test_enter_and_double_click_open_the_place(qtbot, qapp, season, opened):
    window = open_window(qtbot, qapp, season, "CZE/B")
    desk = desk_on(qtbot, window)
    tree = desk.tree
    tree.setCurrentItem(line_of(desk, "analyses"))
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    claim = line_of(desk, "claim")
    tree.scrollToItem(claim)
    where = tree.visualItemRect(claim).center()
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=where)  # as a hand does: a click, then the double
    qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=where)
    tree.setCurrentItem(line_of(desk, "bond"))
    desk.open_button.click()
    assert opened == [("adjudication", "CZE/A", (1, 4, 1)), ("claim", "CZE/A", (2, 3, 1)), ("sanction", "90000")]
    # a game in play after the end date: its event shown, White's row, Black's column selected
    tree.setCurrentItem(line_of(desk, "running_after_end"))
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    view = window.crosstable
    assert window.code == "CZE/A" and window.data.tournament.code == "CZE/A"
    index = view.currentIndex()
    assert view.table.lines[index.row()].no == 2
    assert view.table.columns[index.column() - view.first_cell_column] == (3, 1)
    # a withdrawn team player: the team event shown, his row
    tree.setCurrentItem(line_of(desk, "substitute"))
    qtbot.keyClick(tree, Qt.Key.Key_Return)
    assert window.code == "CZE/T" and view.table.lines[view.currentIndex().row()].no == 1
    assert view.currentIndex().column() == 1
    window.grab().save("/tmp/desk_opened_entry.png")


def test_a_change_refreshes_the_desk(qtbot, qapp, season):
    window = open_window(qtbot, qapp, season, "CZE/A")
    desk = desk_on(qtbot, window)
    tree = desk.tree
    tree.setCurrentItem(line_of(desk, "bond"))
    # the game played on after the end date ends: its line goes, the bond stays selected
    window.perform(lambda: results.enter_result(season, "CZE/A", 2, 3, Result.DRAW, ended=date(2027, 2, 27)))
    assert list(lines(desk))[0] == "Overdue (3)"
    assert desk.item_of(tree.currentItem()).kind.value == "bond"


def test_at_the_start_only_when_something_is_overdue_or_due_today(qtbot, qapp, season, monkeypatch):
    window = open_window(qtbot, qapp, season, "CZE/A")

    class Day(date):
        today_is = date(2026, 1, 1)

        @classmethod
        def today(cls):
            return cls.today_is

    monkeypatch.setattr(desk_view, "date", Day)
    show_at_start(window)  # 1 Jan 2026: nothing due
    assert window.findChild(DeskWindow) is None
    Day.today_is = ON
    show_at_start(window)
    desk = window.findChild(DeskWindow)
    assert desk is not None and desk.isVisible() and desk.day() == ON
    assert list(lines(desk)) == HEADS["en"]
