"""The European Go Database in the window, on the demo go event: the EGD header facts (place, class,
basic time) typed in the Tournament properties dialog, stored, and refused with the field named when
wrong; File → Export for upload offers a go event the EGD table and the exchange file, and writes the
table read back game by game, the names in plain ASCII; the wizard takes the facts too, and File →
Import an EGD table… adds a table's players to the register."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWizard

from arbiter_app.cli.main import main
from arbiter_app.formats.egd import ascii_text, read_egd_players
from arbiter_app.gui.go.egd_import import EgdImportDialog
from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.setup_actions import TournamentDialog
from arbiter_app.gui.upload_export_dialog import open_upload_export
from arbiter_app.rules.model import PairingSystem, Result
from arbiter_app.services import players, tournaments
from tests.conftest import ICCF_DEMO
from tests.gui.test_go_options_window import choose, lang, shot  # noqa: F401 (lang: the fixture, en and cs)
from tests.gui.windows import menu_action, new_go_wizard, open_window, show_panel
from tests.gui.dialogs import answer_file_dialogs

CODE = "CZE/go/2026-Brno"


def properties(qtbot, window) -> TournamentDialog:
    """Tournament → Properties…: the dialog just opened (an earlier one stays a hidden child)."""
    before = set(window.findChildren(TournamentDialog))
    menu_action(window, "setup.action.edit").trigger()
    dialog = next(d for d in window.findChildren(TournamentDialog) if d not in before)
    qtbot.addWidget(dialog)
    return dialog


def finish_the_last_round(window) -> None:
    """Round 4 of the demo is drawn and partly played: White wins the boards without a result, entered
    on the Rounds tab."""
    panel = show_panel(window, GoRoundsPanel)
    panel.round_box.setValue(4)
    for row in range(panel.model.rowCount()):
        panel.table.selectRow(row)
        board = panel.selected_board()
        game = next(g for g in window.data.games if g.round == 4 and (g.white, g.black) == (board.white, board.black))
        if game.result is Result.RUNNING:
            panel.buttons["go.white_wins"].click()


def test_the_egd_facts_are_typed_stored_and_refused_when_wrong(qtbot, qapp, demo_db, lang):
    window = open_window(qtbot, qapp, demo_db, CODE)
    dialog = properties(qtbot, window)
    egd = dialog.event.egd
    assert egd.isVisibleTo(dialog) and (egd.place.text(), egd.egd_class.currentData(), egd.basic_time.value()) == ("", None, 0)
    assert [egd.egd_class.itemData(i) for i in range(egd.egd_class.count())] == [None, "A", "B", "C", "D"]
    egd.place.setText("CZ, Brno [Morava]")
    choose(egd.egd_class, "A")
    egd.basic_time.setValue(40)  # class A needs 45 minutes even with Fischer time
    dialog.accept()
    problems = dialog.problems.text().split("; ")
    if lang == "en":
        assert problems == ["Place: 'CZ, Brno [Morava]' holds a bracket, which would end the EGD's PC[…] line",
                            "Basic time: too short for class A: A needs at least 45 minutes, B and D 30, C 20 (EGF tournament classes)"]
    else:
        assert problems[0].startswith("Místo: 'CZ, Brno [Morava]' obsahuje hranatou závorku")
        assert problems[1].startswith("Základní čas: na třídu A příliš krátký")
    assert dialog.isVisible()
    settings = tournaments.load(demo_db, CODE).tournament.settings
    assert not {"place", "egd_class", "basic_time"} & set(settings)  # nothing stored
    shot(dialog, f"go-egd-properties-refused-{lang}.png")
    egd.place.setText("CZ, Brno")
    egd.basic_time.setValue(60)
    dialog.accept()
    assert not dialog.isVisible()
    settings = tournaments.load(demo_db, CODE).tournament.settings
    assert (settings["place"], settings["egd_class"], settings["basic_time"]) == ("CZ, Brno", "A", 60)
    assert (settings["mcmahon_bar"], settings["mcmahon_floor"]) == ("2d", "15k")  # the go options kept
    # shown again as stored; class and time cleared leave their keys unset
    dialog = properties(qtbot, window)
    egd = dialog.event.egd
    assert (egd.place.text(), egd.egd_class.currentData(), egd.basic_time.value()) == ("CZ, Brno", "A", 60)
    dialog.event.parentWidget().parentWidget().ensureWidgetVisible(egd.basic_time)  # scrolled down to the EGD facts
    shot(dialog, f"go-egd-properties-{lang}.png")
    choose(egd.egd_class, None)
    egd.basic_time.setValue(0)
    dialog.accept()
    settings = tournaments.load(demo_db, CODE).tournament.settings
    assert settings["place"] == "CZ, Brno" and "egd_class" not in settings and "basic_time" not in settings
    window.undo_action.trigger()
    assert tournaments.load(demo_db, CODE).tournament.settings["egd_class"] == "A"


def test_a_class_outside_a_to_d_is_refused_on_the_command_line_too(demo_db, capsys):
    db = ["--db", str(demo_db.target)]
    assert main(["edit-tournament", CODE, "--settings", '{"egd_class": "E", "basic_time": "sixty"}', *db]) == 1
    err = capsys.readouterr().err
    assert "EGD class: 'E' is not an EGD class; choose A, B, C or D" in err
    assert "Basic time: a whole number of minutes from 1 to 600, not sixty" in err


def test_the_upload_dialog_writes_the_egd_table_of_a_go_event(qtbot, qapp, demo_db, tmp_path: Path, monkeypatch, lang):
    window = open_window(qtbot, qapp, demo_db, CODE)
    window.resize(1400, 900)
    dialog = properties(qtbot, window)
    dialog.event.egd.place.setText("CZ, Brno – Líšeň")
    choose(dialog.event.egd.egd_class, "B")
    dialog.event.egd.basic_time.setValue(50)
    dialog.accept()
    folder = tmp_path / "upload"
    folder.mkdir()
    dialog = open_upload_export(window)
    qtbot.addWidget(dialog)
    # a go event: the EGD table and the exchange file; no TRF version nor CSV separator to choose
    assert list(dialog.boxes) == ["json", "egd"] and dialog.boxes["egd"].isChecked() and not dialog.boxes["json"].isChecked()
    assert not dialog.trf_version.isVisibleTo(dialog) and not dialog.separator.isVisibleTo(dialog)
    assert dialog.names.text() == "CZE_go_2026-Brno.h9"
    shot(dialog, f"go-egd-upload-{lang}.png")
    dialog.folder.setText(str(folder))
    # round 4 has boards without a result: refused, nothing written, the dialog stays open
    errors: list[str] = []
    monkeypatch.setattr("arbiter_app.gui.main_window.QMessageBox.warning", lambda _w, _t, text: errors.append(text))
    dialog.export()
    expected = {"en": f"{CODE}: round 4 has games without a result; the EGD accepts only finished events",
                "cs": f"{CODE}: kolo 4 má partie bez výsledku; do EGD lze poslat jen dohraný turnaj"}
    assert errors == [expected[lang]]  # in the window's language, as the box's title is
    assert list(folder.iterdir()) == [] and dialog.isVisible()
    finish_the_last_round(window)
    dialog.boxes["json"].setChecked(True)
    dialog.export()
    assert not dialog.isVisible()
    assert sorted(p.name for p in folder.iterdir()) == ["CZE_go_2026-Brno.h9", "CZE_go_2026-Brno.json"]
    raw = (folder / "CZE_go_2026-Brno.h9").read_bytes()
    assert max(raw) < 128  # plain ASCII, as the EGD reads it
    table = raw.decode("ascii")
    assert table.startswith("; EV[Brnensky pohar v go 2026]\n; PC[CZ, Brno - Lisen]\n; DT[2026-10-10,2026-10-11]\n; CL[B]\n")
    assert "; KM[6.5]\n; TM[50]\n" in table  # the komi played: the default, not stored
    read, problems = read_egd_players(table)
    data = tournaments.load(demo_db, CODE)
    assert problems == [] and sorted(p.name for p in read) == sorted(ascii_text(e.name) for e in data.entries)
    assert "Kratochvil, Ondrej" in {p.name for p in read}
    # every game, on both players' lines, with its result: the place of one is the other's opponent
    no_of = {p.place: next(e.no for e in data.entries if ascii_text(e.name) == p.name) for p in read}
    written = {(k, no_of[p.place], no_of[int(entry.split("/")[0][:-1])], entry.split("/")[0][-1])
               for p in read for k, entry in enumerate(p.rounds, start=1) if not entry.startswith("0")}
    mark = {Result.WHITE_WIN: ("+", "-"), Result.BLACK_WIN: ("-", "+"), Result.DRAW: ("=", "=")}
    expected = {(g.round, no, other, mark[g.result][side]) for g in data.games
                for side, (no, other) in enumerate(((g.white, g.black), (g.black, g.white)))}
    assert written == expected and len(written) == 2 * len(data.games)
    # the same table as the command writes it
    out = tmp_path / "cli.h9"
    assert main(["export", CODE, "--format", "egd", "-o", str(out), "--db", str(demo_db.target)]) == 0
    assert out.read_bytes() == raw


def test_a_chess_group_is_not_offered_the_egd_table(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    dialog = open_upload_export(window)
    qtbot.addWidget(dialog)
    assert list(dialog.boxes) == ["json", "trf", "csv", "pgn"] and dialog.trf_version.isVisibleTo(dialog)


def import_players(window) -> None:
    """The dialog File → Import an EGD table… just opened, "players only" (its default) applied."""
    dialog = window.findChildren(EgdImportDialog)[-1]
    assert dialog.players_only.isChecked()
    dialog.apply()


def test_file_import_players_from_an_egd_table(qtbot, qapp, demo_db, tmp_path: Path, monkeypatch):
    """File → Import an EGD table…, players only: a bad line refuses the table, named; then the
    players are added (id EGD-Surname-First), one undoable action."""
    window = open_window(qtbot, qapp, demo_db, CODE)
    action = next(a for a in window.file_menu.actions() if a.objectName() == "exchange.action.import_egd")
    assert action.text() == "Import an EGD table (players or the whole event)…"
    table = tmp_path / "vienna.h9"
    table.write_text("; EV[Vienna Open]\n;\n1 Novak Jan 3k CZ Brno 2 0 2+/w0\n2 Kovacs Peter 5x SK Brat 0 0 1-/b0\n", encoding="ascii")
    errors: list[str] = []
    monkeypatch.setattr("arbiter_app.gui.main_window.QMessageBox.warning", lambda _w, _t, text: errors.append(text))
    answer_file_dialogs(monkeypatch, table)
    count = players.count(demo_db)
    action.trigger()
    import_players(window)
    assert len(errors) == 1 and "vienna.h9: refused" in errors[0] and "line 4" in errors[0] and "5x" in errors[0]
    assert players.count(demo_db) == count
    table.write_text(table.read_text(encoding="ascii").replace("5x", "5k"), encoding="ascii")
    action.trigger()
    import_players(window)
    assert players.count(demo_db) == count + 2
    kovacs = players.get(demo_db, "EGD-Kovacs-Peter")
    assert (kovacs.name, kovacs.rank, kovacs.federation, kovacs.club) == ("Kovacs, Peter", "5k", "SVK", "Brat")
    assert "2 players added from vienna.h9" in window.statusBar().currentMessage()
    window.undo_action.trigger()
    assert players.count(demo_db) == count


def test_the_wizard_takes_the_egd_facts_on_its_event_page(qtbot, qapp, empty_db):
    window = MainWindow(empty_db)
    qtbot.addWidget(window)
    wizard, form = new_go_wizard(qtbot, window, "GO/2027", "Turnaj v Žďáru", PairingSystem.SWISS, 5)
    assert form.egd.isVisibleTo(wizard)
    choose(form.egd.egd_class, "C")
    form.egd.basic_time.setValue(15)
    wizard.button(QWizard.WizardButton.NextButton).click()
    assert wizard.currentPage() is wizard.event_page
    assert form.problems.text() == "Basic time: too short for class C: A needs at least 45 minutes, B and D 30, C 20 (EGF tournament classes)"
    form.egd.basic_time.setValue(20)
    wizard.button(QWizard.WizardButton.NextButton).click()
    assert wizard.currentPage() is wizard.rules_page
    assert (wizard.tournament.settings["egd_class"], wizard.tournament.settings["basic_time"]) == ("C", 20)
    assert "place" not in wizard.tournament.settings  # left empty: no PC line
    wizard.back()
    shot(wizard, "go-egd-wizard.png")


def test_the_notes_of_a_running_opengotha_table_are_shown_before_the_import(qtbot, qapp, demo_db, lang):
    """OpenGotha's running event (tests/formats/data/opengotha_running.h9): the dialog lists what is
    taken as the table writes it, in the window's language, before anything is stored."""
    window = open_window(qtbot, qapp, demo_db, CODE)
    dialog = EgdImportDialog(window, Path(__file__).parents[1] / "formats" / "data" / "opengotha_running.h9")
    qtbot.addWidget(dialog)
    items = [dialog.notes.item(i).text() for i in range(dialog.notes.count())]
    assert dialog.notes.isVisibleTo(dialog) and len(items) == 8  # 2 names lost, 2 without a country, a one-word name, DT, CL, rounds
    if lang == "cs":
        assert "ℹ řádek 14: Aryan: jméno o jednom slově, převzato, jak je zapsáno" in items
    else:
        assert "ℹ line 14: Aryan: a one-word name, taken as written" in items and "ℹ line 1: class X is no EGD class (A–D): not stored" in items
    dialog.resize(900, 420)
    dialog.grab().save(f"/tmp/egd-import-notes-{lang}.png")
    dialog.whole_event.setChecked(True)
    dialog.code.setText("GO/KL20")
    dialog.apply()
    assert tournaments.load(demo_db, "GO/KL20").tournament.round_count is None


def test_a_big_table_shows_a_progress_line_in_the_window(qtbot, qapp, demo_db, tmp_path: Path):
    from tests.formats.big_egd import make

    path = tmp_path / "velký turnaj.h9"
    path.write_text(make(2400), encoding="utf-8")
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    dialog = EgdImportDialog(window, path)
    qtbot.addWidget(dialog)
    assert any(text.startswith("velký turnaj.h9: 41 % read") for text in shown), shown
    notes = [dialog.notes.item(i).text() for i in range(dialog.notes.count())]
    assert len(notes) == 101 and notes[-1] == "ℹ and 654 more"
    shown.clear()
    assert dialog.apply() is not None
    assert any(text.startswith("velký turnaj.h9: 83 % read") for text in shown), shown
    assert window.statusBar().currentMessage().startswith("2400 players added from velký turnaj.h9")
