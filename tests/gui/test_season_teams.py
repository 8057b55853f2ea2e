"""A season of the Czech team championship (SKŠ, teams of four boards) in the window, from an empty
database to the printed results: the club's list in, the event set up by the wizard, the results
typed into the crosstable, a substitute named, a withdrawal with its adjudications, a board lost by
default, the team standings, the crosstable and the start list printed, the files for upload
written and read back. Each step is tested on its own elsewhere; this test checks that they fit.

Single round robin (each board plays the same board of every other team once), as the demo league
`CZE/T4L1/2025`: the SKŠ rules [000 §6.3] refer to the competition rules (Soutěžní řád, art. 4.1.1)
for the system, which are not among the regulations we hold. A team has exactly its four boards and
no reserves, so the substitute comes from the register (reserves listed at set-up and a withdrawal
handed to a substitute: tests/gui/test_team_withdrawal_window.py)."""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QWizard

from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.entries_editor import CAPTAIN
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.new_tournament_wizard import NewTournamentWizard
from arbiter_app.gui.ratings.list_import import import_rating_list_with_progress
from arbiter_app.gui.substitute_wizard import SubstituteWizard
from arbiter_app.gui.team_view import TeamView
from arbiter_app.gui.unstarted_dialog import UnstartedDialog
from arbiter_app.gui.upload_export_dialog import UploadExportDialog
from arbiter_app.gui.withdrawal_wizard import AdjudicationDialog, WithdrawalWizard
from arbiter_app.rules.model import Flag, Organiser, Result, WithdrawalKind, WithdrawalReason
from arbiter_app.rules.results import points
from arbiter_app.rules.chess.team_standings import compute_team_standings
from arbiter_app.services import players, tournaments
from tests.gui.test_main_window import cell_of
from tests.gui.test_print_actions import text_of, trigger
from tests.gui.test_team_captains import type_in_place
from tests.gui.windows import menu_action, show_panel

CODE = "CZE/T4L1/2026"
SHOTS = Path(os.environ["ARBITER_SCREENSHOTS"]) if os.environ.get("ARBITER_SCREENSHOTS") else None

# The club's list: id; name; federation; rating; club. Teams in board order, then the substitute.
TEAMS = {
    "TJ Slavoj Žďár nad Sázavou": [("186201", "Mrkvička, Jan", 2410), ("186202", "Novák, Petr", 2350),
                                   ("186203", "Černá, Věra", 2290), ("186204", "Dvořák, Tomáš", 2230)],
    "ŠK Dukla Praha": [("186205", "Šťastný, Ondřej", 2400), ("186206", "Kučera, Aleš", 2340),
                       ("186207", "Procházka, Jiří", 2280), ("186208", "Veselý, Karel", 2220)],
    "Šachy Říčany": [("186209", "Židů, Pavel", 2390), ("186210", "Horák, Martin", 2330),
                     ("186211", "Němec, Zdeněk", 2270), ("186212", "Pokorná, Jana", 2210)],
    "ŠK Lokomotiva Brno": [("186213", "Řezníček, Luboš", 2380), ("186214", "Marek, Josef", 2320),
                           ("186215", "Růžička, Ladislav", 2260), ("186216", "Beneš, Vít", 2200)],
}  # fmt: skip
SUBSTITUTE = ("186217", "Čapek, Květoslav", 2150, "ŠK Lokomotiva Brno")
# Each team's captain as SKŠ writes him: a name, perhaps with an e-mail.
CAPTAINS = ["Dvořák, Bohumil", "Horáček, Jiří (horacek@dukla.cz)", "Kubíček, Luboš (kubicek@sachyricany.cz)", "Janoušek, Přemysl"]
NAMES = [name for team in TEAMS.values() for _pid, name, _r in team] + [SUBSTITUTE[1]]


def club_csv(path: Path) -> Path:
    """The list as a Czech Excel saves it: Windows-1250, `;`, Czech column names."""
    lines = ["Reg. číslo;Jméno hráče;Stát;ELO;Oddíl"]
    lines += [f"{pid};{name};CZE;{rating};{club}" for club, team in TEAMS.items() for pid, name, rating in team]
    lines.append(f"{SUBSTITUTE[0]};{SUBSTITUTE[1]};CZE;{SUBSTITUTE[2]};{SUBSTITUTE[3]}")
    path.write_bytes("\r\n".join(lines).encode("cp1250") + b"\r\n")
    return path


def shot(widget, name: str, tmp_path: Path) -> Path:
    QApplication.processEvents()
    path = (SHOTS or tmp_path) / name
    widget.grab().save(str(path))
    return path


def no(team: int, board: int) -> int:
    """Starting numbers follow team and board: team 1 boards 1-4 are 1-4, team 2 5-8, ... [setup.md]."""
    return 4 * (team - 1) + board


def type_result(qtbot, window: MainWindow, me: int, opponent: int, my_points: float) -> None:
    """The row player's points typed into his cell of the crosstable (1, = or 0)."""
    view = window.crosstable
    view.setFocus()
    view.setCurrentIndex(cell_of(window, me, opponent))
    qtbot.keyClick(view, {1.0: Qt.Key.Key_1, 0.5: Qt.Key.Key_Equal, 0.0: Qt.Key.Key_0}[my_points])


def flag_from_context_menu(window: MainWindow, me: int, opponent: int, flag: Flag) -> None:
    """Right-click the cell, then Flag ▸ `flag` (the menu is modal: picked once it is up)."""
    view = window.crosstable
    index = cell_of(window, me, opponent)
    view.setCurrentIndex(index)
    picked: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        submenu = next(a.menu() for a in menu.actions() if a.menu() is not None)
        action = next(a for a in submenu.actions() if a.text().startswith(f"{flag.value} —"))
        picked.append(action.text())
        action.trigger()
        menu.close()

    QTimer.singleShot(0, pick)
    view.customContextMenuRequested.emit(view.visualRect(index).center())
    assert picked, "the context menu did not open"


def between(data, a: int, b: int):
    return next(g for g in data.games if {g.white, g.black} == {a, b})


# The results of the matches, board by board, for the team with the lower number (None: typed later
# or set by the withdrawal, the substitution or the default below).
MATCHES: dict[tuple[int, int], list[float | None]] = {
    (1, 2): [1.0, 0.5, 0.0, 1.0],
    (1, 3): [0.5, 0.5, 0.5, 0.0],
    (1, 4): [1.0, 1.0, None, None],  # board 3 still running at the end; board 4 by default
    (2, 3): [0.5, 0.5, None, 0.0],  # board 3: Němec (no. 11) withdraws, adjudicated
    (2, 4): [0.0, None, 1.0, None],  # board 2: the substitute
    (3, 4): [0.5, None, None, None],
}


def test_a_team_season_from_an_empty_database_to_the_upload(qtbot, qapp, empty_db, tmp_path, monkeypatch):
    install_fonts(qapp)
    window = MainWindow(empty_db)
    qtbot.addWidget(window)
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)

    # 1. the register from the club's list (File → Import rating list; the path is given here
    #    instead of the file dialog's choice)
    assert "exchange.action.import_ratings" in [a.objectName() for a in window.file_menu.actions()]
    imported = import_rating_list_with_progress(window, str(club_csv(tmp_path / "clenove-oddilu.csv")), "csv")
    assert imported is not None and imported.added == 17 and players.count(empty_db) == 17
    assert players.get(empty_db, "186209").name == "Židů, Pavel"  # Windows-1250 read right
    assert players.get(empty_db, "186213").club == "ŠK Lokomotiva Brno"

    # 2. the event by the wizard: SKŠ, 1st league of four-board teams, teams in the order given
    menu_action(window, "setup.action.new").trigger()
    wizard = window.findChild(NewTournamentWizard)
    qtbot.addWidget(wizard)
    form = wizard.event_page.form
    form.code.setText(CODE)
    form.name.setText("Mistrovství ČR družstev 2026 – 1. liga")
    form.organiser.setCurrentIndex(form.organiser.findData(Organiser.SKS))
    form.kind.setCurrentIndex(form.kind.findData("sks_team4_league1"))
    form.start.setDate(QDate(2026, 1, 15))
    form.end.setDate(QDate(2027, 6, 30))
    form.team_event.setChecked(True)
    form.td.setText("Kratochvíl, Josef")
    assert form.rounds.currentData() == 1
    wizard.button(QWizard.WizardButton.NextButton).click()
    # SKŠ teams [000 §6.3]: match points, board points, then board 1, 2, 3, 4
    assert wizard.rules_page.form.codes() == ("match_points", "board_points", "board_order")
    wizard.button(QWizard.WizardButton.NextButton).click()
    editor = wizard.entries_page.editor
    for (name, team), captain in zip(TEAMS.items(), CAPTAINS):
        editor.add_team(name)
        editor.add_ids([pid for pid, _n, _r in team])
        # the captain typed in place on the team's row; the federation is the first board's
        type_in_place(qtbot, editor.teams_tree, editor.teams_tree.topLevelItem(editor.teams_tree.topLevelItemCount() - 1), CAPTAIN, captain)
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.numbers_page.group.buttons()[2].setChecked(True)  # in the order given
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert errors == [] and window.code == CODE
    data = tournaments.load(empty_db, CODE)
    assert [(t.name, t.captain, t.federation) for t in data.teams] == [(name, c, "CZE") for name, c in zip(TEAMS, CAPTAINS)]
    assert [(e.no, e.team, e.board, e.name) for e in data.entries][8] == (9, 3, 1, "Židů, Pavel")
    # board b of each team plays board b of the other three teams: 6 matches × 4 boards
    assert len(data.games) == 24 and all(data.entry(g.white).board == data.entry(g.black).board for g in data.games)

    # 3a. the results typed into the crosstable, from the lower-numbered team's side
    for (a, b), boards in MATCHES.items():
        for board, result in enumerate(boards, start=1):
            if result is not None:
                type_result(qtbot, window, no(a, board), no(b, board), result)
    type_result(qtbot, window, no(1, 3), no(3, 3), 0.5)  # Černá – Němec, before his withdrawal
    type_result(qtbot, window, no(1, 2), no(4, 2), 1.0)  # Novák beats Marek, before Marek stops
    assert errors == []

    # 3b. Marek (no. 14) stops playing; the captain names Čapek [000 §7.7b]. At most 50 % of the team
    #     and one replacement per board [000 §7.7d]; no status, a game of Marek's has finished [000 §7.8]
    menu_action(window, "substitute.wizard.action").trigger()
    sub = window.findChild(SubstituteWizard)
    qtbot.addWidget(sub)
    page = sub.replaced_page
    page.player.setCurrentIndex(page.player.findData(14))
    page.date.setDate(QDate(2026, 6, 1))
    assert page.isComplete() and "✔ At most half of the team replaced: 0 replacements so far, 2 allowed" in page.limits.text()
    sub.next()
    page2 = sub.substitute_page
    assert not page2.status.isEnabled()
    page2.search.setText("čap")  # the register, searched by name
    assert page2.register.count() == 1
    page2.register.setCurrentRow(0)
    sub.next()
    assert sub.preview_page.moved_model.rowCount() == 2  # his two running games, vs nos. 6 and 10
    assert "Čapek, Květoslav gets starting number 17 (team ŠK Lokomotiva Brno, board 2)" in sub.preview_page.summary.text()
    sub.button(QWizard.WizardButton.FinishButton).click()
    assert errors == []
    data = tournaments.load(empty_db, CODE)
    assert (data.entry(17).name, data.entry(17).team, data.entry(17).board, data.entry(17).replaces) == ("Čapek, Květoslav", 4, 2, 14)
    assert between(data, 2, 14).flag is Flag.ORIGINAL_PLAYER  # finished by the original player
    type_result(qtbot, window, no(2, 2), 17, 0.5)
    type_result(qtbot, window, no(3, 2), 17, 0.0)

    # 3c. Němec (no. 11) withdraws, ill for months: accepted [000 §7.2b]; Říčany has no one to name
    #     [000 §7.7f] (the wizard asks first), and a game of his has finished, so his unfinished
    #     games are adjudicated, flag A [000 §7.3a]
    row = [line.no for line in window.crosstable.table.lines].index(11)
    window.crosstable.setCurrentIndex(window.crosstable.model_.index(row, 1))
    menu_action(window, "withdrawal.wizard.action").trigger()
    withdrawal = window.findChild(WithdrawalWizard)
    qtbot.addWidget(withdrawal)
    first = withdrawal.input_page
    assert first.player.currentData() == 11 and "Němec, Zdeněk" in first.player.currentText()
    first.kind.setCurrentIndex(first.kind.findData(WithdrawalKind.ACCEPTED))
    first.reason.setCurrentIndex(first.reason.findData(WithdrawalReason.ILLNESS))
    assert first.settle.isEnabled() and first.settle.currentData() is True  # a substitute is offered first
    first.settle.setCurrentIndex(first.settle.findData(False))
    first.date.setDate(QDate(2026, 7, 1))
    withdrawal.button(QWizard.WizardButton.NextButton).click()
    plan = withdrawal.plan_page
    assert withdrawal.currentPage() is plan and plan.games_model.rowCount() == 2, first.error.text()
    shot(withdrawal, "teams-withdrawal-plan.png", tmp_path)
    withdrawal.button(QWizard.WizardButton.NextButton).click()
    withdrawal.button(QWizard.WizardButton.FinishButton).click()
    assert errors == [] and not withdrawal.isVisible()
    data = tournaments.load(empty_db, CODE)
    assert {(g.white, g.black) for g in data.games if g.flag is Flag.ADJUDICATED and g.result is Result.RUNNING} == {
        (g.white, g.black) for g in (between(data, 7, 11), between(data, 11, 15))}
    # the adjudications come back: Procházka (7) wins, Němec – Růžička (15) is a draw
    for opponent, winner in ((7, 7), (15, None)):
        menu_action(window, "withdrawal.adjudication.action").trigger()
        dialog = window.findChild(AdjudicationDialog)
        qtbot.addWidget(dialog)
        game = between(tournaments.load(empty_db, CODE), 11, opponent)
        rows = [dialog.model.index(r, 0).data() for r in range(dialog.model.rowCount())]
        dialog.table.selectRow(rows.index(f"{game.white}-{game.black}"))
        outcome = Result.DRAW if winner is None else Result.WHITE_WIN if game.white == winner else Result.BLACK_WIN
        dialog.result.setCurrentIndex(dialog.result.findData(outcome))
        dialog.ok.click()
        assert errors == [] and not dialog.isVisible()
        dialog.deleteLater()

    # 3d. Beneš (no. 16) has begun none of his games within 30 days and no substitute was named: his
    #     team loses the games of board 4 [000 §7.7g]. The Teams panel's "Boards not started…" lists
    #     his board, but only "to check": results typed into the crosstable carry no move count, and
    #     the window has no field for one, so it cannot record the losses (a gap, see the report).
    panel = show_panel(window, TeamView)
    panel.unstarted_button.click()
    unstarted = window.findChild(UnstartedDialog)
    qtbot.addWidget(unstarted)
    unstarted.on.setDate(QDate(2026, 2, 20))
    listed = {unstarted.model_.index(r, 2).data(): unstarted.model_.index(r, 4).data() for r in range(unstarted.model_.rowCount())}
    assert listed["16 Beneš, Vít"] == "3" and not unstarted.apply_button.isEnabled()  # 3 games, moves unknown
    unstarted.close()
    #     So each is typed as his loss, then flagged D from the cell's context menu.
    for opponent in (no(1, 4), no(2, 4), no(3, 4)):
        type_result(qtbot, window, 16, opponent, 0.0)
        flag_from_context_menu(window, 16, opponent, Flag.DEFAULT)
    assert errors == []
    data = tournaments.load(empty_db, CODE)
    assert {(g.white, g.black) for g in data.games if g.flag is Flag.DEFAULT} == {
        (g.white, g.black) for g in (between(data, 16, 4), between(data, 16, 8), between(data, 16, 12))}
    assert all(points(between(data, 16, o), o) == 1 for o in (4, 8, 12))
    running = [(g.white, g.black) for g in data.games if g.result is Result.RUNNING]
    assert running == [(g.white, g.black) for g in [between(data, 3, 15)]]  # Černá – Růžička goes on

    # 4. the team standings, by hand [000 §6.3]: 2 match points for a match won, 1 drawn; then
    #    board points; then board 1, 2, 3, 4. A match with a game running counts once decided.
    #    1–2: 1 ½ 0 1 = 2½:1½      1–3: ½ ½ ½ 0 = 1½:2½     1–4: 1 1 (running) 1D = 3:0 (+1), decided
    #    2–3: ½ ½ 1A 0 = 2:2        2–4: 0 ½ 1 1D = 2½:1½    3–4: ½ 0 ½A 1D = 2:2
    #    Žďár (1): MP 2+0+2 = 4, BP 2½+1½+3 = 7      Dukla (2): MP 0+1+2 = 3, BP 1½+2+2½ = 6
    #    Říčany (3): MP 2+1+1 = 4, BP 2½+2+2 = 6½    Brno (4): MP 0+0+1 = 1, BP 0+1½+2 = 3½
    #    Žďár and Říčany are level on match points: board points, the first tie-break, put Žďár first.
    #    Boards of Žďár: 1 + ½ + 1 = 2½, ½ + ½ + 1 = 2, 0 + ½ = ½ (one running), 1 + 0 + 1 = 2.
    standings = compute_team_standings(tournaments.load(empty_db, CODE))
    assert standings.criteria == ("match_points", "board_points", "board_order")
    assert [(r.place, r.team, r.match_points, r.board_points, r.remaining) for r in standings.rows] == [
        ("1", 1, 4, 7, 1), ("2", 3, 4, 6.5, 0), ("3", 2, 3, 6, 0), ("4", 4, 1, 3.5, 1)]
    assert standings.rows[0].boards == (2.5, 2, 0.5, 2)
    # the Teams panel shows the same
    panel = show_panel(window, TeamView)
    window.resize(1500, 900)
    window.show()
    model = panel.teams_model
    lines = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]
    assert lines[0][:8] == ["1", "TJ Slavoj Žďár nad Sázavou", "Dvořák, Bohumil", "X", "2½", "1½", "3 (+1)", "4"]
    assert [(line[1], line[7], line[8], line[-1]) for line in lines] == [
        ("TJ Slavoj Žďár nad Sázavou", "4", "7", "1"), ("ŠK Dukla Praha", "3", "6", "3"),
        ("Šachy Říčany", "4", "6½", "2"), ("ŠK Lokomotiva Brno", "1", "3½", "4")]
    picture = shot(window, "teams-season-main.png", tmp_path)
    assert picture.exists()

    # 5. the crosstable and the start list printed (Reports menu) and read back
    for action in ("report.crosstable", "report.start-list"):
        dialog = trigger(window, action)
        text = text_of(dialog.save(tmp_path / f"{action}.pdf"))
        assert all(name in text for name in NAMES), action
        dialog.close()
    # the start list names each player's team and board: Židů is board 1 of Říčany
    zidu = next(line for line in text_of(tmp_path / "report.start-list.pdf").splitlines() if "Židů, Pavel" in line)
    assert zidu.split()[:4] == ["9", "Šachy", "Říčany", "1"]
    # the printed crosstable starts with the teams (in Czech, an SKŠ event's language), as by hand above
    zdar = next(line for line in text_of(tmp_path / "report.crosstable.pdf").splitlines() if "Žďár nad Sázavou" in line)
    assert zdar.split("Sázavou", 1)[1].split() == ["2½", "1½", "3", "(+1)", "4", "7", "2½", "2", "½", "2", "1", "1"]
    notice = trigger(window, "report.withdrawal")  # Němec's, to his opponents and his team's captain
    assert [notice.player.itemData(i) for i in range(notice.player.count())] == [11]
    printed = text_of(notice.save(tmp_path / "notice.pdf"))
    assert "Němec, Zdeněk" in printed and "Kubíček, Luboš (kubicek@sachyricany.cz)" in " ".join(printed.split())
    notice.close()

    # 6. the files for upload (File → Export for upload…) into a folder; the standings CSV read back
    next(a for a in window.file_menu.actions() if a.objectName() == "exchange.action.export_upload").trigger()
    upload = window.findChild(UploadExportDialog)
    qtbot.addWidget(upload)
    folder = tmp_path / "upload"
    folder.mkdir()
    upload.folder.setText(str(folder))
    upload.separator.setCurrentIndex(upload.separator.findData(";"))
    upload.export()
    assert errors == []
    raw = (folder / "CZE_T4L1_2026-standings.csv").read_bytes()
    assert raw.startswith("\ufeff".encode())
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))
    # the standings of a team event are the team standings [000 §6.3], with the boards as above:
    #    Říčany 1½ (Židů ½ ½ ½), 1 (Horák ½ ½ 0), 1 (Němec ½ 0A ½A), 3 (Pokorná 1 1 1D)
    #    Dukla ½ (0 ½ 0), 1½ (½ ½ ½), 3 (1 1A 1), 1 (0 0 1D)
    #    Brno 1½ (0 1 ½), 1½ (Marek 0, Čapek ½ 1), ½ (running, 0, ½A), 0 (0D 0D 0D)
    assert rows == [
        ["Place", "No", "Team", "MP", "BP", "B1", "B2", "B3", "B4", "RG"],
        ["1", "1", "TJ Slavoj Žďár nad Sázavou", "4", "7", "2,50", "2", "0,50", "2", "1"],
        ["2", "3", "Šachy Říčany", "4", "6,50", "1,50", "1", "1", "3", "0"],
        ["3", "2", "ŠK Dukla Praha", "3", "6", "0,50", "1,50", "3", "1", "0"],
        ["4", "4", "ŠK Lokomotiva Brno", "1", "3,50", "1,50", "1,50", "0,50", "0", "1"],
    ]
    # the players' crosstable beside it: Němec's adjudicated games and Beneš's defaults as printed
    table = list(csv.reader(io.StringIO((folder / "CZE_T4L1_2026-crosstable.csv").read_text(encoding="utf-8-sig")), delimiter=";"))
    line = {row[1]: row for row in table[1:]}
    assert set(line) == set(NAMES)
    assert sorted(c for c in line["Němec, Zdeněk"][5:22] if c) == ["0A", "X", "½", "½A"]
    assert sorted(c for c in line["Beneš, Vít"][5:22] if c) == ["0D", "0D", "0D", "X"]
