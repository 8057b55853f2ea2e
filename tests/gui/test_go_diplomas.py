"""A go event's diplomas from the print dialog: the places, category wins and the best woman of the
finished event (rules.go.awards), each by what it is for in the window's language, the go rank under
the name and never a chess title; the language chosen for a printed document kept as the event's.

The demo's go event CZE/go/2026-Brno has 3 of its 4 McMahon rounds played; White wins every board of
round 4 here. MM scores after round 3 (the wall list): Kratochvíl 4d 33, Dvořák 1d, Vondráčková 3d and
Sedláček 2d 32, Černý 2k 31, Novotná 1k 30, ... So after round 4: Kratochvíl 34 (beats Černý) is 1st;
Vondráčková (beats Sedláček) and Dvořák (beats Novotná) 33 take 2nd and 3rd; below them Sedláček 2d
(32) is the best dan player, Černý 2k (31) the best 1-9 kyu and Novotná 1k (30) the best woman
(Vondráčková is 2nd or 3rd); Marek 12k (19, beats Pokorný 15k) the best 10-19 kyu, Křížová 20k the
only 20-30 kyu."""

from __future__ import annotations

import pytest

from arbiter_app.gui.print_actions import PrintDialog
from arbiter_app.rules.model import Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.documents import DocumentRefused
from arbiter_app.services.go.diploma import go_diploma_of
from arbiter_app.services.go.rounds import load_event
from tests.gui.test_print_actions import text_of, trigger
from tests.gui.windows import open_window

GO_DEMO = "CZE/go/2026-Brno"


def finish_round_4(window) -> None:
    for board in load_event(window.db, GO_DEMO).round(4).boards:
        window.perform(lambda b=board: results.enter_result(window.db, GO_DEMO, b.white, b.black, Result.WHITE_WIN, round=4))


def awards_offered(dialog: PrintDialog) -> dict[str, str]:
    return {dialog.award.itemData(i): dialog.award.itemText(i) for i in range(dialog.award.count())}


def choose_player(dialog: PrintDialog, name: str) -> None:
    dialog.player.setCurrentIndex(next(i for i in range(dialog.player.count()) if name in dialog.player.itemText(i)))


def test_go_diplomas_offer_places_categories_and_the_best_woman(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, GO_DEMO)
    finish_round_4(window)
    with pytest.raises(DocumentRefused, match=r"Kučera, Vojtěch \(7\) won no place or category in CZE/go/2026-Brno"):
        go_diploma_of(window.db, GO_DEMO, 7)  # 7th: no award of his own
    dialog = trigger(window, "report.diploma")
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert not {"place-1", "best-woman", "IM"} & set(dialog.award.toolTip().split())  # words, no codes, no chess titles
    players = [dialog.player.itemText(i).split(maxsplit=1)[1] for i in range(dialog.player.count())]
    assert players == ["Kratochvíl, Ondřej", "Vondráčková, Tereza", "Sedláček, Jan", "Dvořák, Lukáš",
                       "Novotná, Kateřina", "Černý, Michal", "Marek, Jiří", "Křížová, Lenka"]
    choose_player(dialog, "Kratochvíl")
    assert awards_offered(dialog) == {"place-1": "1st place"}
    choose_player(dialog, "Sedláček")
    assert awards_offered(dialog) == {"category-dan": "winning the dan category"}
    choose_player(dialog, "Novotná")
    assert awards_offered(dialog) == {"best-woman": "the best result among women"}
    text = " ".join(text_of(dialog.save(tmp_path / "novotna.pdf")).split())
    assert "DIPLOMA Kateřina Novotná 1 kyu for the best result among women in Brněnský pohár v go 2026" in text
    for chess in ("IM", "MKŠ", "norm", "title", "♞"):
        assert chess not in text
    # in Czech: the diploma; the list stays in the window's language (issue 46)
    dialog.language.setCurrentIndex(dialog.language.findData("cs"))
    choose_player(dialog, "Kratochvíl")
    assert awards_offered(dialog) == {"place-1": "1st place"}
    text = " ".join(text_of(dialog.save(tmp_path / "kratochvil.pdf")).split())
    assert "DIPLOM Ondřej Kratochvíl 4. dan za 1. místo v turnaji Brněnský pohár v go 2026" in text
    assert "ČESKÁ ASOCIACE GO" in text
    dialog.show()
    dialog.grab().save(str(tmp_path / "go-diploma.png"))
    dialog.close()


def test_an_unfinished_go_event_has_no_awards_and_says_so(qtbot, qapp, demo_db):
    """No award to type (issue 46: a typed code went unchecked); a place by hand is `report diploma --award place-5`."""
    window = open_window(qtbot, qapp, demo_db, GO_DEMO)
    dialog = trigger(window, "report.diploma")
    assert dialog.award.count() == 0 and dialog.player.count() == 14  # round 4 unplayed: everybody, no award
    assert not dialog.award.isEditable() and dialog.preview_pdf is None
    assert dialog.info.text() == "CZE/go/2026-Brno is not finished: its diplomas are given once every round is played"
    dialog.close()


def test_the_language_of_a_saved_document_is_kept_as_the_events(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, GO_DEMO)
    dialog = trigger(window, "report.start-list")
    assert dialog.language.currentData() == "cs"
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert tournaments.load(demo_db, GO_DEMO).tournament.settings.get("language") is None  # a preview keeps nothing
    dialog.save(tmp_path / "start.pdf")
    assert tournaments.load(demo_db, GO_DEMO).tournament.settings["language"] == "en"
    dialog.close()
    again = trigger(window, "report.crosstable")
    assert again.language.currentData() == "en"  # the next document, and the `report` command, take it
    again.close()
    window.undo_action.trigger()  # one undoable change
    assert "language" not in tournaments.load(demo_db, GO_DEMO).tournament.settings
