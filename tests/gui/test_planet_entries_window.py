"""The new-tournament wizard of a Planet Šah event (issue 23, item 2): the event page takes iRating
and Tol [002 "Prijave na turnirje"]; the entries page refuses a player outside iRating ± Tol or the
spread of 200 [002 "Ratingiranje" 3] with the reason and the ratings allowed, in English and Czech."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QApplication, QWizard

from arbiter_app import i18n
from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.new_tournament_wizard import NewTournamentWizard
from arbiter_app.rules.model import Organiser, Player, PlayerId, RatingKind
from arbiter_app.services import players, tournaments
from tests.gui.windows import menu_action

FIELD = [Player(PlayerId("SLO1"), "Kovač, Marko", "SLO", rating=2050, rating_kind=RatingKind.FIXED),
         Player(PlayerId("SLO2"), "Žagar, Tomaž", "SLO", rating=2300, rating_kind=RatingKind.FIXED),
         Player(PlayerId("SLO3"), "Zupan, Luka", "SLO", rating=1950, rating_kind=RatingKind.FIXED)]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_entries_page_refuses_a_rating_outside_the_tolerance(qtbot, qapp, empty_db, lang):
    for p in FIELD:
        players.add_player(empty_db, p)
    i18n.set_language(lang)
    try:
        install_fonts(qapp)
        window = MainWindow(empty_db)
        qtbot.addWidget(window)
        menu_action(window, "setup.action.new").trigger()
        wizard = window.findChild(NewTournamentWizard)
        qtbot.addWidget(wizard)
        form = wizard.event_page.form
        form.code.setText("PS/2026")
        form.name.setText("Planet Šah – Žalec")
        form.organiser.setCurrentIndex(form.organiser.findData(Organiser.PLANET_SAH))
        assert form.form.isRowVisible(form._planet_row)
        form.planet_base.setValue(2000)
        form.planet_tolerance.setValue(100)
        wizard.button(QWizard.WizardButton.NextButton).click()
        wizard.button(QWizard.WizardButton.NextButton).click()
        page = wizard.entries_page
        assert wizard.currentPage() is page
        page.editor.add_ids(["SLO1", "SLO2", "SLO3"])
        wizard.button(QWizard.WizardButton.NextButton).click()
        assert wizard.currentPage() is page  # refused: Žagar 2300 > 2000 + 100
        text = page.problems.text()
        expected = i18n.tr("ratings.entry.above_tolerance", lang, rating=2300, tolerance=100, base=2000)
        assert "Žagar, Tomaž: " + expected in text
        assert i18n.tr("ratings.entry.range", lang, low=1900, high=2100) in text
        assert "Kovač" not in text and "Zupan" not in text
        QApplication.processEvents()
        if os.environ.get("ARBITER_SCREENSHOTS"):
            wizard.grab().save(os.path.join(os.environ["ARBITER_SCREENSHOTS"], f"planet_entries_{lang}.png"))
        page.editor.entries.setCurrentRow(1)
        page.editor.remove_selected()
        wizard.button(QWizard.WizardButton.NextButton).click()
        assert wizard.currentPage() is not page
        for _ in range(3):
            if wizard.button(QWizard.WizardButton.FinishButton).isVisible():
                break
            wizard.button(QWizard.WizardButton.NextButton).click()
        wizard.button(QWizard.WizardButton.FinishButton).click()
        stored = tournaments.load(empty_db, "PS/2026")
        assert stored.tournament.settings["planet_base_rating"] == 2000 and stored.tournament.settings["planet_tolerance"] == 100
        assert sorted(e.player.id for e in stored.entries) == ["SLO1", "SLO3"]  # numbers by lot
    finally:
        i18n.set_language("en")
