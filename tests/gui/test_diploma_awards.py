"""The print dialog's diploma awards in a chess group: what the chosen player earned, by what it is for in
the window's language, then the titles, norms and places he did not earn, each printed only once the
arbiter confirms the warning; no code to type and no English hint in the Czech window.

The SKŠ semifinal CZE/SF/2025-B is finished with draws (tests/services/test_chess_diplomas.py works
the standings out): Řezníček (1) wins it; he made no norm (not a title group)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from arbiter_app.i18n import set_language
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.gui.test_go_diplomas import awards_offered
from tests.gui.test_print_actions import text_of, trigger
from tests.gui.windows import open_window
from tests.pdf_reading import pdf_page_image
from tests.services.test_chess_diplomas import EVENT, finish_with_draws


def test_the_dialog_offers_what_the_player_earned_then_the_rest_in_czech(qtbot, qapp, demo_db, tmp_path):
    set_language("cs")
    try:
        finish_with_draws(demo_db)
        window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
        dialog = trigger(window, "report.diploma")
        assert not dialog.award.isEditable()
        assert "place-1" not in dialog.award.toolTip() and "Za co diplom je" in dialog.award.toolTip()
        offered = awards_offered(dialog)
        earned = {"place-1": "1. místo", "group-winner": "vítězství ve skupině B"}
        assert list(offered.items())[:2] == list(earned.items())
        assert offered["IM-norm"] == "norma IM (zde nezískáno)" and offered["MKS"] == "čestný titul MKŠ (zde nezískáno)"
        assert offered["place-2"] == "2. místo (zde nezískáno)" and dialog.award.currentData() == "place-1"
        dialog.language.setCurrentIndex(dialog.language.findData("en"))  # an English diploma: the list stays Czech
        assert awards_offered(dialog) == offered
        assert "for 1st place in" in " ".join(text_of(dialog.preview_pdf).split())
        dialog.language.setCurrentIndex(dialog.language.findData("cs"))
        path = dialog.save(tmp_path / "place.pdf")
        assert f"Vlastimil Řezníček za 1. místo v soutěži {EVENT}" in " ".join(text_of(path).split())
        pdf_page_image(path, dpi=60).save("/tmp/issue46-place-diploma.png")
        dialog.show()
        dialog.grab().save("/tmp/issue46-diploma-dialog.png")
        dialog.close()
    finally:
        set_language("en")


def test_a_norm_not_made_asks_before_it_prints(qtbot, qapp, demo_db, tmp_path, modal_answers):
    finish_with_draws(demo_db)
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    dialog = trigger(window, "report.diploma")
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    modal_answers.next(QMessageBox.StandardButton.No, "/tmp/issue46-norm-warning.png")
    dialog.award.setCurrentIndex(dialog.award.findData("IM-norm"))
    assert modal_answers.seen == ["Řezníček, Vlastimil (1) made no IM norm in CZE/SF/2025-B. Print the diploma anyway?"]
    assert dialog.award.currentData() == "place-1" and not dialog.options()["force"]  # declined: back to his place
    assert "for 1st place" in " ".join(text_of(dialog.save(tmp_path / "place.pdf")).split())
    modal_answers.next(QMessageBox.StandardButton.Yes)
    dialog.award.setCurrentIndex(dialog.award.findData("IM-norm"))
    assert dialog.award.currentData() == "IM-norm" and dialog.save_button.isEnabled()
    text = " ".join(text_of(dialog.save(tmp_path / "norm.pdf")).split())
    assert "Vlastimil Řezníček has achieved a norm for the title of International Correspondence Chess Master" in text
    dialog.close()


def test_a_title_not_given_in_a_title_group_warns_too(qtbot, qapp, demo_db, modal_answers):
    """ICCF_DEMO is running: Kováč (6) has a CCM norm and no title yet (the case of the issue: an IM
    diploma printed without a word)."""
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    window.crosstable.setCurrentIndex(window.crosstable.model_.index(5, 1))
    dialog = trigger(window, "report.diploma")
    assert list(awards_offered(dialog).items())[0] == ("CCM-norm", "CCM norm")
    modal_answers.next(QMessageBox.StandardButton.No)
    dialog.award.setCurrentIndex(dialog.award.findData("IM"))
    assert modal_answers.seen == ["Kováč, Ľubomír (6) was not awarded the IM title in CZE/Jubilee/M1. Print the diploma anyway?"]
    assert dialog.award.currentData() == "CCM-norm"
    dialog.close()
