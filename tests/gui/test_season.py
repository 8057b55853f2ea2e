"""A season in the window, from an empty database to the last diploma, as an arbiter works it: the
ICCF rating list in, a title group set up by the wizard from the register, every result typed into
the crosstable, the standings and the norm panel, the diploma and the crosstable printed, the files
for the rating officer exported and read back, and the next rating list in (the entries keep their
ratings at the start). Each step is tested on its own elsewhere; this test checks that they fit."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from arbiter_app.formats import trf_reader
from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.new_tournament_wizard import NewTournamentWizard
from arbiter_app.gui.norm_panel import NormPanel
from arbiter_app.gui.ratings.list_import import import_rating_list_with_progress
from arbiter_app.gui.upload_export_dialog import open_upload_export
from arbiter_app.rules.model import Result
from arbiter_app.services import norms, players, tournaments
from tests.gui.test_main_window import cell_of, standings_points
from tests.gui.test_new_tournament_wizard import NAMES, fill_event, shot
from tests.gui.test_print_actions import text_of, trigger
from tests.gui.windows import menu_action, show_panel

FEDERATIONS = ["CZE", "CZE", "CZE", "CZE", "CZE", "SVK", "SVK", "GER", "POL", "DEN", "HUN", "GER", "NOR"]
IDS = [str(700100 + i) for i in range(13)]


def iccf_list(path: Path, ratings: list[int]) -> Path:
    """The ICCF rating list as ICCF publishes it (docs/exchange-formats.md), 13 players."""
    lines = ["ICCF-id;Country;Title;Name;Games;Rating"]
    lines += [f"{pid};{fed};{'SIM' if i == 0 else ''};{name};{70 + i};{rating}" for i, (pid, fed, name, rating) in
              enumerate(zip(IDS, FEDERATIONS, NAMES, ratings))]  # fmt: skip
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_season_from_an_empty_database_to_the_last_diploma(qtbot, qapp, empty_db, tmp_path):
    install_fonts(qapp)
    window = MainWindow(empty_db)
    qtbot.addWidget(window)

    # 1. the register from the rating list
    ratings = [2520 - 10 * i for i in range(13)]
    imported = import_rating_list_with_progress(window, str(iccf_list(tmp_path / "iccf-2027-1.csv", ratings)), "iccf")
    assert imported is not None and imported.added == 13 and players.count(empty_db) == 13

    # 2. the group, set up by the wizard from the register; starting numbers by lot
    menu_action(window, "setup.action.new").trigger()
    wizard = window.findChild(NewTournamentWizard)
    qtbot.addWidget(wizard)
    fill_event(wizard.event_page)
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.NextButton).click()  # the ICCF tie-breaks as they come
    wizard.entries_page.editor.add_ids(IDS)
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.numbers_page.seed.setValue(2027)
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert window.code == "CZE/M13"
    data = tournaments.load(empty_db, "CZE/M13")
    assert len(data.games) == 78 and {str(e.player.id) for e in data.entries} == set(IDS)

    # 3. every result typed into the crosstable: the strongest player wins all, the rest is drawn
    champion = next(e.no for e in data.entries if str(e.player.id) == IDS[0])
    view = window.crosstable
    view.setFocus()
    for game in data.games:
        view.setCurrentIndex(cell_of(window, game.white, game.black))
        key = Qt.Key.Key_1 if game.white == champion else Qt.Key.Key_0 if game.black == champion else Qt.Key.Key_Equal
        qtbot.keyClick(view, key)
    stored = tournaments.load(empty_db, "CZE/M13")
    assert all(g.result is not Result.RUNNING for g in stored.games)
    points = standings_points(window)
    assert points[champion] == 12 and {p for no, p in points.items() if no != champion} == {5.5}

    # 4. the norms, by hand [001 App. II]: the average of the field is 2460, category 9 (2451-2475);
    #    13 players need GM 8½, SIM 7½, IM 6, CCM and CCE 4½ points: 12 points make every norm,
    #    5½ points the CCM and CCE norms
    report = norms.tournament_norms(empty_db, "CZE/M13").current
    assert (report.average, report.category) == (2460, "9")
    assert dict(report.requirements) == {"GM": 8.5, "SIM": 7.5, "IM": 6.0, "CCM": 4.5, "CCE": 4.5}
    assert {p.no: p.made for p in report.players} == {no: ("GM", "SIM", "IM", "CCM", "CCE") if no == champion else ("CCM", "CCE") for no in points}
    panel = show_panel(window, NormPanel)  # the panel shows the same
    window.show()
    shot(window, "season-norms.png", tmp_path)
    other = next(no for no in points if no != champion)
    assert [panel.status_of(champion, title)[0] for title in report.requirements] == [norms.MADE] * 5
    assert [panel.status_of(other, title)[0] == norms.MADE for title in report.requirements] == [False, False, False, True, True]

    # 5. the diploma of the champion and the crosstable, printed and read back
    row = [line.no for line in view.table.lines].index(champion)
    view.setCurrentIndex(view.model_.index(row, 1))
    diploma = trigger(window, "report.diploma")
    assert diploma.player.currentData() == champion and diploma.award.currentText()
    text = text_of(diploma.save(tmp_path / "diploma.pdf"))
    assert "Pavel Židů" in text
    diploma.close()
    crosstable = trigger(window, "report.crosstable")
    text = text_of(crosstable.save(tmp_path / "crosstable.pdf"))
    assert all(name in text for name in NAMES)
    crosstable.close()

    # 6. the files for the rating officer: the TRF read back has every result
    dialog = open_upload_export(window)
    folder = tmp_path / "upload"
    folder.mkdir()
    dialog.folder.setText(str(folder))
    dialog.export()
    (trf_file,) = folder.glob("*.trf")
    read, problems = trf_reader.read_trf(trf_file.read_text(encoding="utf-8"))
    assert problems == [] and read is not None
    results = {(player.no, r.opponent): r.code for player in read.players for r in player.rounds if r.opponent is not None}
    assert len(results) == 2 * 78 and {code for (no, _), code in results.items() if no == champion} == {"1"}
    assert {code for (no, opponent), code in results.items() if champion not in (no, opponent)} == {"="}

    # 7. the next rating list: the register moves on, the entries keep their ratings at the start
    ratings[0] += 41
    updated = import_rating_list_with_progress(window, str(iccf_list(tmp_path / "iccf-2027-2.csv", ratings)), "iccf")
    assert updated is not None and (updated.added, updated.changed, updated.unchanged) == (0, 1, 12)
    assert players.get(empty_db, IDS[0]).rating == 2561
    after = tournaments.load(empty_db, "CZE/M13")
    assert next(e for e in after.entries if e.no == champion).player.rating == 2520
