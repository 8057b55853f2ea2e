"""The player register window, its search widget and the player dialog (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import Broadcaster
from arbiter_app.gui.players_view import PlayerRegister, PlayerSearch
from arbiter_app.i18n import set_language, tr
from arbiter_app.services import players
from arbiter_app.storage.repository import NotFound
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window

SHOTS = Path("/tmp/register-shots")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


@pytest.fixture
def register(qtbot, qapp, demo_db):
    install_fonts(qapp)
    broadcaster = Broadcaster()
    heard = []
    broadcaster.changed.connect(heard.append)
    widget = PlayerRegister(demo_db, broadcaster.changed)
    widget.heard, widget.broadcaster = heard, broadcaster  # the signal lives as long as its QObject
    qtbot.addWidget(widget)
    widget.show()
    return widget


def listed(search: PlayerSearch) -> list[str]:
    return [search.model.row_object(r).player.name for r in range(search.model.rowCount())]


def fill(qtbot, dialog, **texts) -> None:
    """Fill the fields in (the rating typed key by key: typing it sets the kind) and pick from the lists."""
    for name, text in texts.items():
        widget = dialog.inputs[name]
        if name == "rating":
            widget.clear()
            qtbot.keyClicks(widget, text)
        elif hasattr(widget, "setText"):
            widget.setText(text)
        else:
            widget.setCurrentIndex(widget.findData(text))


def test_typing_filters_the_list_without_diacritics(qtbot, register):
    search = register.search
    everybody = listed(search)
    assert len(everybody) == players.count(register.db) and "Židů, Tomáš" in everybody
    qtbot.keyClicks(search.box, "zidu")
    qtbot.waitUntil(lambda: listed(search) == ["Židů, Tomáš"], timeout=2000)
    assert search.note.text() == "1 player"
    search.box.clear()
    qtbot.keyClicks(search.box, "18097")
    qtbot.waitUntil(lambda: listed(search) == ["Šťastný, Petr"], timeout=2000)


def test_columns_sort_by_number(register):
    search = register.search
    rating = next(c for c in range(search.model.columnCount()) if search.model.column(c).header == "Rating")
    search.table.sortByColumn(rating, Qt.SortOrder.DescendingOrder)
    ratings = [search.model.row_object(r).player.rating or -1 for r in range(search.model.rowCount())]
    assert ratings == sorted(ratings, reverse=True) and ratings[0] > 2400


def test_add_a_player_through_the_dialog(qtbot, register):
    dialog = register.open_dialog(None)
    qtbot.addWidget(dialog)
    fill(qtbot, dialog, id="130794", name="Novák, Jan", federation="cze", title="IM", rating="2412", rated_games="87")
    dialog.save()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.player == players.get(register.db, "130794") and dialog.player.federation == "CZE"
    assert dialog.player.rating_kind.value == "fixed"  # typing the first rating chose the kind
    register._broadcast(dialog.changes)
    assert register.heard[-1].action == "add-player"
    register.search.box.setText("130794")
    register.search.refresh()
    assert listed(register.search) == ["Novák, Jan"]


def test_a_bad_federation_keeps_the_dialog_open_with_the_reason(qtbot, register):
    dialog = register.open_dialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    fill(qtbot, dialog, id="130794", name="Novák, Jan", federation="C1", rating="24x")
    dialog.save()
    assert dialog.isVisible() and dialog.result() != dialog.DialogCode.Accepted
    assert dialog.errors["federation"].isVisible()
    assert dialog.errors["federation"].text() == "a three-letter code in capitals, e.g. CZE"
    assert dialog.errors["rating"].text() == "must be a whole number"
    assert not dialog.errors["name"].isVisible()
    with pytest.raises(NotFound):
        players.get(register.db, "130794")
    fill(qtbot, dialog, federation="CZE", rating="2412")
    dialog.save()
    assert dialog.result() == dialog.DialogCode.Accepted and not dialog.errors["federation"].isVisible()


def test_edit_keeps_the_selection_and_delete_is_refused_for_a_player_in_a_tournament(qtbot, register):
    search = register.search
    search.box.setText("zidu")
    search.refresh()
    search.table.selectRow(0)
    dialog = register.open_dialog(search.selected_players()[0])
    qtbot.addWidget(dialog)
    assert dialog.inputs["name"].text() == "Židů, Tomáš"
    fill(qtbot, dialog, club="ŠK Slavoj Židů")
    dialog.save()
    register._broadcast(dialog.changes)
    assert players.get(register.db, "181530").club == "ŠK Slavoj Židů" and search.selected_ids() == ["181530"]
    register.buttons["delete"].click()
    assert ICCF_DEMO in register.status.text() and players.get(register.db, "181530")
    register.buttons["undo"].click()
    assert players.get(register.db, "181530").club == ""


def test_an_unused_player_is_deleted_and_undo_brings_him_back(qtbot, register):
    players.save_texts(register.db, {"id": "900999", "name": "Mrkvička, Bořivoj", "federation": "CZE"})
    register.search.refresh()
    register.search.box.setText("borivoj")
    register.search.refresh()
    register.search.table.selectRow(0)
    register.buttons["delete"].click()
    assert register.heard[-1].action == "delete-player" and listed(register.search) == []
    register.buttons["undo"].click()
    assert listed(register.search) == ["Mrkvička, Bořivoj"]


def test_the_players_menu_opens_the_register_of_the_window(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    action = next(a for a in window.findChildren(type(window.undo_action)) if a.objectName() == "players.register.action")
    action.trigger()
    register = window.findChild(PlayerRegister)
    assert register.isVisible() and register.db is demo_db
    action.trigger()
    assert window.findChildren(PlayerRegister) == [register]
    window.switch_language("cs")
    again = window.findChild(PlayerRegister)
    assert again is not register and again.isVisible() and again.windowTitle() == "Registr hráčů"


def test_enter_chooses_the_only_match_and_several_can_be_selected(qtbot, qapp, demo_db):
    search = PlayerSearch(demo_db, multi_select=True)
    qtbot.addWidget(search)
    search.box.setText("zidu")
    search.refresh()
    with qtbot.waitSignal(search.chosen) as chosen:
        qtbot.keyClick(search.box, Qt.Key.Key_Return)
    assert chosen.args == [["181530"]]
    search.box.clear()
    search.set_excluded({"181530"})
    assert "Židů, Tomáš" not in listed(search) and len(listed(search)) == players.count(demo_db) - 1
    search.table.selectAll()
    assert len(search.selected_ids()) == players.count(demo_db) - 1
    search.refresh()  # e.g. after a change elsewhere: the selection stays
    assert len(search.selected_ids()) == players.count(demo_db) - 1


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_screenshots_of_the_register_and_the_dialog(qtbot, qapp, demo_db, lang):
    """Saved for a person to look at (names with diacritics, a refused field beside its reason)."""
    set_language(lang)
    install_fonts(qapp)
    broadcaster = Broadcaster()
    register = PlayerRegister(demo_db, broadcaster.changed)
    qtbot.addWidget(register)
    register.show()
    register.search.table.selectRow(3)
    SHOTS.mkdir(exist_ok=True)
    assert register.grab().save(str(SHOTS / f"register-{lang}.png"))
    dialog = register.open_dialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    fill(qtbot, dialog, id="130794", name="Šťastný Jan", federation="cz", rating="2412", rank="31k")
    dialog.save()
    assert dialog.isVisible() and dialog.errors["name"].isVisible()
    assert dialog.grab().save(str(SHOTS / f"dialog-{lang}.png"))


def test_a_long_list_grows_a_page_at_a_time_as_it_is_scrolled_to_its_end(qtbot, qapp, demo_db):
    """A register of a rating list is not read whole: 500 players, 500 more at the end of the list."""
    from benchmarks.season_database import fill_register

    with demo_db.engine.begin() as conn:
        fill_register(conn, 1_200)
    search = PlayerSearch(demo_db)
    qtbot.addWidget(search)
    search.resize(900, 500)
    search.show()
    assert search.model.rowCount() == players.LIST_LIMIT
    first = [search.model.row_object(r).player.id for r in range(search.model.rowCount())]
    bar = search.table.verticalScrollBar()
    bar.setValue(bar.maximum())
    qapp.processEvents()  # the scroll bar takes its new range
    assert search.model.rowCount() == 2 * players.LIST_LIMIT
    assert [search.model.row_object(r).player.id for r in range(players.LIST_LIMIT)] == first  # the same first page
    assert 0 < bar.value() < bar.maximum()  # still where the arbiter was, with more below
    bar.setValue(bar.maximum())
    qapp.processEvents()
    everyone = players.count(demo_db)
    assert search.model.rowCount() == everyone and not search.full
    search.box.setText("novak")  # a new search starts again from one page
    search.box.clear()
    search.refresh()
    assert search.model.rowCount() == players.LIST_LIMIT and search.pages == 1


def test_sex_and_the_count_in_the_language_of_the_window(qtbot, qapp, demo_db):
    """Czech: "ž"/"m" with the word as the tooltip, not the stored code "f"; "1 hráč", "3 hráči"."""
    install_fonts(qapp)
    set_language("cs")
    broadcaster = Broadcaster()  # kept: the signal lives as long as its QObject
    widget = PlayerRegister(demo_db, broadcaster.changed)
    qtbot.addWidget(widget)
    search = widget.search
    qtbot.keyClicks(search.box, "dvorakova")
    qtbot.waitUntil(lambda: listed(search) == ["Dvořáková, Eliška"], timeout=2000)
    column = next(c for c in range(search.model.columnCount())
                  if search.model.headerData(c, Qt.Orientation.Horizontal) == tr("players.field.sex"))
    index = search.model.index(0, column)
    assert (index.data(), index.data(Qt.ItemDataRole.ToolTipRole)) == ("ž", "žena")
    assert search.note.text() == "1 hráč"
