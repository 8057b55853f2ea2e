"""A go season in the window, as a ČAGo tournament director works it, from an empty database to the
printed results: the players typed into the register with their ranks and clubs, a McMahon event of
12 players and 4 rounds set up by the wizard (bar, floor, handicaps, komi), each round drawn and its
results entered on the Rounds tab (a jigo, handicap games, a player excused, so a bye), the
standings checked by hand, the wall list (Reports → Crosstable) and a pairing list (Print… on the
Rounds tab) printed and read back, and the EGD file (its header facts typed in the wizard) written by
File → Export for upload and read back. Each step is tested on its own elsewhere; this test checks
that they fit."""

from __future__ import annotations

import itertools
from pathlib import Path

from PySide6.QtCore import QDate, QTimer
from PySide6.QtWidgets import QApplication, QWizard

from arbiter_app.formats.egd import ascii_text, read_egd_players
from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.gui.go.standings_view import GoStandingsView
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.print_actions import PrintDialog
from arbiter_app.gui.players_view import PlayerDialog, PlayerRegister
from arbiter_app.gui.upload_export_dialog import UploadExportDialog
from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import PairingSystem, Result
from arbiter_app.services import players, tournaments
from tests.gui.test_go_print_and_excuse import choose_in_excuse_dialog
from tests.gui.test_print_actions import text_of, trigger
from tests.gui.windows import new_go_wizard, show_panel

CODE = "CZE/go/2027-Praha"
# id, name, rank, club, federation; the order of the register is the order of strength
FIELD = [
    ("G01", "Kratochvíl, Ondřej", "4d", "Praha", "CZE"),
    ("G02", "Šťastná, Eva", "3d", "Brno", "CZE"),
    ("G03", "Židů, Petr", "2d", "Praha", "CZE"),
    ("G04", "Mrkvička, Jan", "1d", "Ostrava", "CZE"),
    ("G05", "Dvořáková, Lenka", "1k", "Brno", "CZE"),
    ("G06", "Čermák, Aleš", "2k", "Plzeň", "CZE"),
    ("G07", "Řezníček, Vít", "3k", "Praha", "CZE"),
    ("G08", "Hájková, Zuzana", "5k", "Brno", "CZE"),
    ("G09", "Bláha, Tomáš", "8k", "Ostrava", "CZE"),
    ("G10", "Kůrka, Jiří", "12k", "Plzeň", "CZE"),
    ("G11", "Nováčková, Štěpánka", "18k", "Praha", "CZE"),
    ("G12", "Ďuriš, Ľubomír", "25k", "Bratislava", "SVK"),
]


# The draws (White, Black by starting number), checked by hand against docs/go-events.md ("The draw
# of a Swiss or McMahon round"): smallest MM differences first, then the club rule, then the lot.
# Round 1: nobody has met, so neighbours on the MM line pair (31 31 | 31 30 | 29 28 | 27 25 | 22 18 |
#   12 10); Black is the weaker rank in a handicap event.
# Round 2 (after 1-0, 1-0, jigo, 0-1, 1-0, 1-0): 1 and 3 are alone on 32 and meet though both are of
#   Praha (parting them would turn a 0 into two 1s); 2 (31) - 4 (30); 5 (29½) - 7 (27), 6 (28½) - 8 (26)
#   as 5-6 and 7-8 have met; 9-11 and 10-12 as 9-10 and 11-12 have met.
# Round 3: 7 excused, 11 present: the bye to 12, the lowest (10) without one. 1 (33) has met 2 and 3
#   (32) and takes 5 (30½); 2-3 on 32; 4 (30) - 6 (29½); 8 (26) - 9 (24); 10 (19) - 11 (13).
# Round 4: 10 and 11 have met all three of the others below 24 (9, 10, 11, 12 among them), so both
#   go up to the 27s, 7 and 8 (who have met): 11 takes 8 (difference 14; 7-11 would be a Praha pair),
#   10 takes 7 (7), 9-12 (13). Above: 1 (34) has met 2, 3 and 5: 1-4 (3), then 2-5 and 3-6 (2½, 2½)
#   beat 2-6 and 3-5 (3½, 1½); 2 and 5 are both of Brno, but no draw as close parts them.
DRAWS = {
    1: [(1, 2), (3, 4), (5, 6), (7, 8), (9, 10), (11, 12)],
    2: [(1, 3), (2, 4), (5, 7), (6, 8), (9, 11), (10, 12)],
    3: [(1, 5), (2, 3), (4, 6), (8, 9), (10, 11)],
    4: [(1, 4), (2, 5), (3, 6), (7, 10), (8, 11), (9, 12)],
}
EXCEPTIONS = {(1, 5, 6): "go.result.jigo", (1, 7, 8): "go.black_wins"}
"""The results that are not a win of the stronger player (White: Black is the weaker in a handicap event)."""


def register_player(register: PlayerRegister, texts: dict[str, str]) -> None:
    """Players → Register, Add: the dialog filled in and OK pressed, as the TD does it."""

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PlayerDialog)
        for name, text in texts.items():
            dialog.inputs[name].setText(text)
        dialog.ok_button.click()

    QTimer.singleShot(0, fill)
    register.buttons["add"].click()


def pairs(panel: GoRoundsPanel) -> list[tuple[int, int]]:
    """(White, Black) of each board, by starting number."""
    return [(b.white, b.black) for b in (panel.model.row_object(r) for r in range(panel.model.rowCount()))]


def shot(window: MainWindow, folder: Path, name: str) -> None:
    QApplication.processEvents()
    window.grab().save(str(folder / name))


def rows(model) -> list[list[str]]:
    return [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(model.rowCount())]


def test_a_go_season_from_an_empty_database_to_the_egd_file(qtbot, qapp, empty_db, tmp_path, monkeypatch):
    install_fonts(qapp)
    window = MainWindow(empty_db)
    qtbot.addWidget(window)
    window.resize(1500, 950)

    # 1. the players, typed into the register with rank and club
    next(a for a in window.findChildren(type(window.undo_action)) if a.objectName() == "players.register.action").trigger()
    register = window.findChild(PlayerRegister)
    for pid, name, rank, club, fed in FIELD:
        register_player(register, {"id": pid, "name": name, "rank": rank, "club": club, "federation": fed})
    assert players.count(empty_db) == 12 and players.get(empty_db, "G12").rank == "25k"
    register.close()

    # 2. the event: McMahon, bar 2d, floor 20k, handicaps of the rank difference less 2, komi 7
    wizard, form = new_go_wizard(qtbot, window, CODE, "Velká cena Prahy – Šťastný turnaj", PairingSystem.MCMAHON, 4)
    go = form.go
    go.bar.setText("2d")
    go.floor.setText("20k")
    go.handicap.setValue(2)
    go.handicap_max.setValue(9)
    go.komi.setValue(7)  # whole-point komi in even games: a jigo can happen
    form.start.setDate(QDate(2027, 4, 17))
    form.end.setDate(QDate(2027, 4, 18))
    form.egd.place.setText("CZ, Praha")  # the EGD file's header facts (docs/go-events.md)
    form.egd.egd_class.setCurrentIndex(form.egd.egd_class.findData("B"))
    form.egd.basic_time.setValue(60)
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.NextButton).click()  # the McMahon criteria as they come
    wizard.entries_page.editor.add_ids([pid for pid, *_ in FIELD])
    wizard.button(QWizard.WizardButton.NextButton).click()
    next(b for b in wizard.numbers_page.group.buttons() if b.property("method") == DrawMethod.GIVEN.value).setChecked(True)
    wizard.button(QWizard.WizardButton.NextButton).click()
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert window.code == CODE
    settings = tournaments.load(empty_db, CODE).tournament.settings
    assert {k: settings[k] for k in ("mcmahon_bar", "mcmahon_floor", "go_handicap_reduction", "komi")} == {
        "mcmahon_bar": "2d", "mcmahon_floor": "20k", "go_handicap_reduction": 2, "komi": 7.0}
    assert (settings["place"], settings["egd_class"], settings["basic_time"]) == ("CZ, Praha", "B", 60)

    # 3. the rounds, drawn and played on the Rounds tab; the lot of round N is seed 30 + N
    panel = show_panel(window, GoRoundsPanel)
    seeds = itertools.count(31)
    monkeypatch.setattr("arbiter_app.services.go.rounds.new_seed", lambda: next(seeds))
    for number in range(1, 5):
        panel.round_box.setValue(number)
        if number == 3:  # Řezníček (7) cannot come to round 3: the TD picks him from the players present
            offered: list[list[str]] = []
            choose_in_excuse_dialog("7 Řezníček, Vít 3k", offered)
            panel.buttons["go.excuse"].click()
            assert len(offered[0]) == 12
        panel.buttons["go.draw"].click()
        assert f"random seed of the draw: {30 + number}" in panel.status.text()
        assert pairs(panel) == DRAWS[number]
        for row in range(panel.model.rowCount()):
            panel.table.selectRow(row)
            board = panel.selected_board()
            panel.buttons[EXCEPTIONS.get((number, board.white, board.black), "go.white_wins")].click()
        assert all(cells[-2] for cells in rows(panel.model))  # every board has its result
        if number == 1:  # stones: ranks apart less 2; komi 7 even, ½ with stones (docs/go-events.md, Handicaps)
            assert [(r[4], r[5]) for r in rows(panel.model)] == [
                ("0", "7"), ("0", "7"), ("0", "7"), ("0", "7"), ("2", "0.5"), ("5", "0.5")]
            assert rows(panel.model)[2][6] == "Jigo" and rows(panel.model)[3][6] == "0-1"
    assert "Bye: 12 Ďuriš, Ľubomír 25k" not in panel.bye_label.text()  # round 4: 12 present, no bye
    panel.round_box.setValue(3)
    assert "Bye: 12 Ďuriš, Ľubomír 25k" in panel.bye_label.text() and "Excused: 7 Řezníček, Vít 3k" in panel.bye_label.text()
    games = tournaments.load(empty_db, CODE).games
    assert len(games) == 23 and all(g.result is not Result.RUNNING for g in games)
    assert {(g.round, g.white, g.black) for g in games if g.result is Result.DRAW} == {(1, 5, 6)}
    panel.round_box.setValue(4)
    window.show()
    shot(window, tmp_path, "season-go-rounds.png")

    # 4. the standings after round 4, by hand. The initial MM score [003 §3.1.3] is the strength
    #    (30k = 0 … 1k = 29, 1d = 30), lowered to the bar 2d = 31 and raised to the floor 20k = 10
    #    (docs/go-events.md, "Ranks and the McMahon score"): 1-3 start on 31, 4 on 30, 5 on 29, 6 on 28,
    #    7 on 27, 8 on 25, 9 on 22, 10 on 18, 11 on 12, 12 (25k) on 10. A win adds 1, the jigo ½
    #    (docs/go-events.md, "Scores"), the bye 1, the excused round 0:
    #      1: 31 + 4 wins = 35;  2: 31 + 3 = 34 (lost to 1);  3: 31 + 2 = 33 (lost to 1 and 2);
    #      5: 29 + ½ + 1 (beat 7) = 30½;  7: 27 + 1 (beat 10 in round 4) = 28, excused in round 3;
    #      8: 25 + 3 (beat 7, 9, 11) = 28;  12: 10 + 1 (the bye) = 11.
    #    SOS [003 §3.3.2a] adds the opponents' final MM scores; an opponent who missed rounds counts
    #    with half of them added, rounded down [003 §3.3.3] (7 missed one: 28 + 0); the bye is no
    #    opponent:  1: 34 (2) + 33 (3) + 30½ (5) + 31 (4) = 128½;  2: 35 + 31 + 33 + 30½ = 129½;
    #    8: 28 (7) + 29½ (6) + 25 (9) + 13 (11) = 95½;  7: 28 (8) + 30½ (5) + 20 (10) = 78½;
    #    12: 13 (11) + 20 (10) + 25 (9) = 58.
    #    7 and 8 tie on 28 and SOS puts 8 first [003 §3.3.4c: MM score, SOS, SSOS, head-to-head].
    #    SSOS [003 §3.3.2c] of 1 adds his opponents' SOS: 2: 129½; 3: 31 (4) + 35 + 34 + 29½ (6) = 129½;
    #    5: 29½ (6) + 28 (7) + 35 + 34 = 126½; 4: 33 + 34 + 29½ + 35 = 131½; 129½ + 129½ + 126½ + 131½ = 517.
    view = show_panel(window, GoStandingsView)
    table = {r[4]: r for r in rows(view.model_)}  # by starting number: place, name, rank, club, no, MM, SOS, SSOS
    assert [r[4] for r in rows(view.model_)] == ["1", "2", "3", "4", "5", "6", "8", "7", "9", "10", "11", "12"]
    assert table["1"][:8] == ["1", "Kratochvíl, Ondřej", "4d", "Praha", "1", "35", "128½", "517"]
    assert [table[no][5:7] for no in ("2", "5", "8", "7", "12")] == [
        ["34", "129½"], ["30½", "126½"], ["28", "95½"], ["28", "78½"], ["11", "58"]]
    assert (table["8"][0], table["7"][0]) == ("7", "8") and table["12"][1] == "Ďuriš, Ľubomír"
    shot(window, tmp_path, "season-go-standings.png")

    # 5. the wall list printed through Reports → Crosstable (a go event's crosstable is its wall list);
    #    round 3's pairing list (the bye, the excused player) by Print… on the Rounds tab showing round 3
    wall = trigger(window, "report.crosstable")
    text = text_of(wall.save(tmp_path / "wall.pdf"))
    wall.close()
    assert "TABULKA TURNAJE" in text and all(name in text for _, name, *_ in FIELD)  # a ČAGo event prints in Czech
    lines = {line.split()[2]: line.split() for line in text.splitlines() if line.split()[:1] in (["7"], ["8"], ["12"])}
    assert lines["Hájková,"][-7:] == ["8+", "6-", "9+", "11+", "28", "95½", "357"]  # line 8 is Řezníček
    assert lines["Řezníček,"][-7:] == ["7-", "5-", "-", "10+", "28", "78½", "299"]  # "-": excused
    assert lines["Ďuriš,"][-7:] == ["11-", "10-", "0+", "9-", "11", "58", "233"]  # "0+": the bye
    panel = show_panel(window, GoRoundsPanel)
    panel.round_box.setValue(3)
    before = set(window.findChildren(PrintDialog))
    panel.buttons["go.print"].click()
    (dialog,) = set(window.findChildren(PrintDialog)) - before
    assert dialog.current_kind() == "pairing-list" and dialog.round.currentData() == 3
    text = text_of(dialog.save(tmp_path / "round3.pdf"))
    dialog.close()
    assert "ROZLOSOVÁNÍ – KOLO 3" in text and "číslo losování: 33" in text
    assert "Volno: 12 Ďuriš, Ľubomír 25k" in text and "Omluveni: 7 Řezníček, Vít 3k" in text
    board = next(line for line in text.splitlines() if "Kůrka" in line).split()
    assert board[:9] == ["5", "10", "Kůrka,", "Jiří", "12k", "11", "Nováčková,", "Štěpánka", "18k"]
    assert board[9:12] == ["4", "0,5", "1-0"]  # 12k against 18k: 6 ranks less 2 = 4 stones

    # 6. the EGD file through File → Export for upload: a go event is offered the EGD table, named
    #    from the event code, with the header facts typed in the wizard
    next(a for a in window.file_menu.actions() if a.objectName() == "exchange.action.export_upload").trigger()
    dialog = window.findChild(UploadExportDialog)
    qtbot.addWidget(dialog)
    assert dialog.formats() == ["egd"]
    dialog.folder.setText(str(tmp_path))
    dialog.export()
    assert not dialog.isVisible()
    table = (tmp_path / "CZE_go_2027-Praha.h9").read_text(encoding="ascii")
    assert table.startswith("; EV[Velka cena Prahy - Stastny turnaj]\n; PC[CZ, Praha]\n; DT[2027-04-17,2027-04-18]\n")
    assert "; CL[B]\n; KM[7.0]\n; TM[60]\n" in table
    read, problems = read_egd_players(table)
    assert problems == [] and [p.name for p in read][:3] == ["Kratochvil, Ondrej", "Stastna, Eva", "Zidu, Petr"]
    # By hand: opponent's place, result, colour and stones of each round (Řezníček is place 8, Hájková 7)
    rounds = {p.place: p.rounds for p in read}
    assert rounds[1] == ("2+/w0", "3+/w0", "5+/w2", "4+/w1")  # 4d-1k: 4 ranks less 2; 4d-1d: 1 stone
    assert rounds[5] == ("6=/w0", "8+/w0", "1-/b2", "2-/b1")  # the jigo
    assert rounds[8] == ("7-/w0", "5-/b0", "0-", "10+/w7")  # excused in round 3
    assert rounds[12] == ("11-/b5", "10-/b9", "0+", "9-/b9")  # the bye; 25k-12k is 13 ranks: at most 9
    # Every game of the event, on both players' lines: the place of one is the opponent of the other
    place = {next(p.place for p in read if p.name == ascii_text(e.name)): e.no for e in tournaments.load(empty_db, CODE).entries}
    written = {(k + 1, place[p.place], place[int(entry.split("/")[0][:-1])], entry.split("/")[0][-1])
               for p in read for k, entry in enumerate(p.rounds) if not entry.startswith("0")}
    mark = {Result.WHITE_WIN: ("+", "-"), Result.BLACK_WIN: ("-", "+"), Result.DRAW: ("=", "=")}
    expected = {(g.round, no, other, mark[g.result][side]) for g in games
                for side, (no, other) in enumerate(((g.white, g.black), (g.black, g.white)))}
    assert written == expected and len(written) == 2 * 23
