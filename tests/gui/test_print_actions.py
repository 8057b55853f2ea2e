"""The Reports menu: each action opens the print dialog; the dialog previews the pages and saves the PDF
to a path set by the test (no modal file dialog)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from arbiter_app.gui.pdf_printing import page_count
from arbiter_app.gui.print_actions import PrintDialog
from arbiter_app.i18n import set_language
from arbiter_app.services import documents
from tests.gui.windows import open_window
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.pdf_reading import pdf_info, pdf_text as text_of


def trigger(window, name: str) -> PrintDialog:
    """Trigger the action `name` and return the dialog it opened."""
    action = next(a for a in window.findChildren(type(window.undo_action)) if a.objectName() == name)
    before = set(window.findChildren(PrintDialog))
    action.trigger()
    (dialog,) = set(window.findChildren(PrintDialog)) - before
    return dialog


def test_reports_menu_has_every_document_and_the_toolbar_button(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    names = [a.objectName() for a in window.reports_menu.actions()]
    assert names == ["report.start-list", "report.pairing-list", "report.crosstable", "report.norms", "report.diploma", "report.withdrawal"]
    assert "report.print" in [a.objectName() for a in window.toolbar.actions()]
    assert [a.text() for a in window.reports_menu.actions()][4] == "Diploma…"


@pytest.mark.parametrize(
    "action, code, expected",
    [
        ("report.start-list", SKS_DEMO, "Ševčík, Lukáš"),
        ("report.crosstable", ICCF_DEMO, "Šťastný, Petr"),
        ("report.norms", ICCF_DEMO, "Dvořáková, Eliška"),
        ("report.print", SKS_DEMO, "Řezníček, Vlastimil"),
    ],
)
def test_each_action_previews_and_saves(qtbot, qapp, demo_db, tmp_path, action, code, expected):
    window = open_window(qtbot, qapp, demo_db, code)
    dialog = trigger(window, action)
    assert dialog.preview_pdf is not None and dialog.save_button.isEnabled()
    assert dialog.pages.pages and not dialog.pages.pages[0].pixmap().isNull()
    pages = page_count(dialog.preview_pdf)
    assert dialog.info.text() == f"{pages} page" + ("s" if pages > 1 else "")
    saved = dialog.save(tmp_path / "out.pdf")
    assert saved == tmp_path / "out.pdf"
    assert expected in text_of(saved)
    dialog.close()


def test_diploma_player_preselected_from_the_crosstable_row(qtbot, qapp, demo_db, tmp_path, modal_answers):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    window.crosstable.setCurrentIndex(window.crosstable.model_.index(5, 1))  # row 6: Kováč, a CCM norm
    dialog = trigger(window, "report.diploma")
    assert dialog.player.currentData() == 6
    assert dialog.award.currentData() == "CCM-norm"
    text = text_of(dialog.save(tmp_path / "diploma.pdf"))
    assert "Ľubomír Kováč" in text and "Correspondence Chess Master" in text
    # only the players who earned something are offered (Židů, no. 3, made no norm)
    offered = [dialog.player.itemData(i) for i in range(dialog.player.count())]
    assert 6 in offered and 3 not in offered
    assert all(documents.awards_made(window.data, no) for no in offered)
    # an award he did not earn, once the warning is confirmed (tests/gui/test_diploma_awards.py)
    modal_answers.next(QMessageBox.StandardButton.Yes)
    dialog.award.setCurrentIndex(dialog.award.findData("IM"))
    assert dialog.save_button.isEnabled()
    assert "Ľubomír Kováč" in text_of(dialog.save(tmp_path / "im.pdf"))


def test_a_diploma_refused_says_why_in_full(qtbot, qapp, demo_db):
    """A group where nobody earned anything yet offers everybody; the refusal, wrapped, in full."""
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    dialog = trigger(window, "report.diploma")
    assert dialog.player.count() == len(window.data.entries)
    assert not dialog.save_button.isEnabled() and not dialog.print_button.isEnabled()
    assert dialog.pages.message.wordWrap() and dialog.info.wordWrap() and not dialog.pages.pages
    assert dialog.pages.message.text() == dialog.info.text() and "--award" not in dialog.info.text()


def test_withdrawal_notice_lists_only_withdrawn_players_czech_letter(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    dialog = trigger(window, "report.withdrawal")
    assert [dialog.player.itemData(i) for i in range(dialog.player.count())] == [10]
    dialog.language.setCurrentIndex(dialog.language.findData("cs"))
    dialog.letter.setChecked(True)
    path = dialog.save(tmp_path / "notice.pdf")
    text = text_of(path)
    assert "Neakceptované vystoupení" in text and "Schäfer, Günther" in text and "Čížek, Radoslav" in text
    assert pdf_info(path).size == (612, 792)  # US Letter


def test_withdrawal_dialog_without_a_withdrawn_player_says_so(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    dialog = trigger(window, "report.withdrawal")
    assert dialog.player.count() == 0
    assert dialog.info.text() == "Nobody has withdrawn from this tournament."
    assert not dialog.save_button.isEnabled()


def test_czech_menu(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    window.switch_language("cs")
    try:
        assert [a.text() for a in window.reports_menu.actions()][0] == "Startovní listina…"
        assert [a.objectName() for a in window.reports_menu.actions()].count("report.start-list") == 1
    finally:
        set_language("en")
