"""The Teams panel (team and board crosstables) and the clock-check dialog in the main window."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QDate, QDateTime, Qt, QTime

from arbiter_app.gui.clock_dialog import open_clock_dialog
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.team_view import TeamView
from arbiter_app.rules.model import Player, PlayerId
from arbiter_app.services import substitutes
from arbiter_app.services.clock import Verdict
from tests.gui.windows import open_window, show_panel
from tests.conftest import SKS_DEMO

TEAM_DEMO = "CZE/T4L1/2025"


def open_team_window(qtbot, qapp, db, code: str) -> tuple[MainWindow, TeamView]:
    window = open_window(qtbot, qapp, db, code)
    panel = show_panel(window, TeamView)
    assert window.panels.tabText(window.panels.currentIndex()) == "Teams"
    return window, panel


def cells(model, row: int) -> list[str]:
    return [model.index(row, c).data() for c in range(model.columnCount())]


def test_team_crosstable_and_board_selector(qtbot, qapp, demo_db, tmp_path) -> None:
    window, panel = open_team_window(qtbot, qapp, demo_db, TEAM_DEMO)
    assert panel.content.isVisibleTo(panel) and not panel.notice.isVisibleTo(panel)
    # Dukla (captain Horáček): X, 1½ (+1), 1 (+2), 2½ (+1); MP 2, BP 5, boards 1½ 1 1 1½, RG 4, place 1.
    assert cells(panel.teams_model, 0) == ["1", "ŠK Dukla Praha", "Horáček, Jiří", "X", "1½ (+1)", "1 (+2)", "2½ (+1)", "2", "5", "1½", "1", "1", "1½", "4", "1"]
    tip = panel.teams_model.index(0, 6).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "ŠK Dukla Praha – Šachy Říčany: 2½ : ½\n1 game still running\nmatch points: 2"
    assert [panel.board_model.index(r, 1).data() for r in range(4)][0] == "Štěpánek, Vojtěch"
    panel.board_choice.setCurrentIndex(3)  # board 4
    assert [panel.board_model.index(r, 0).data() for r in range(panel.board_model.rowCount())] == ["4", "8", "12", "16"]
    panel.grab().save(str(tmp_path / "teams.png"))
    # A substitution through the window refreshes the panel and keeps the board chosen.
    window.perform(lambda: substitutes.substitute(demo_db, TEAM_DEMO, 16, Player(PlayerId("990001"), "Čapek, Květoslav"), True, date(2025, 4, 1)))
    assert panel.board_choice.currentData() == 4
    assert panel.board_model.index(4, 1).data() == "Čapek, Květoslav" and panel.board_model.index(4, 2).data() == "Šachy Říčany"


def test_individual_tournament_shows_the_notice_only(qtbot, qapp, demo_db) -> None:
    _window, panel = open_team_window(qtbot, qapp, demo_db, SKS_DEMO)
    assert not panel.content.isVisibleTo(panel) and panel.notice.isVisibleTo(panel)
    assert panel.notice.text().startswith("This is not a team event")
    assert panel.teams_model.rowCount() == 0 and panel.board_choice.count() == 0


CSV = """move,received,sent
1,2025-03-01 00:00:00,2025-03-03 12:00:00
2,2025-03-05 00:00:00,2025-04-30 00:00:00
"""


def test_clock_dialog_shows_the_steps_and_the_verdict(qtbot, qapp, demo_db, tmp_path: Path) -> None:
    window, _panel = open_team_window(qtbot, qapp, demo_db, TEAM_DEMO)
    action = next((a for a in window.tournament_menu.actions() if a.objectName() == "clock.dialog.action"), None)
    assert action is not None and action.text() == "Check a time-forfeit claim…"
    path = tmp_path / "times.csv"
    path.write_text(CSV, encoding="utf-8")
    dialog = open_clock_dialog(window)
    qtbot.addWidget(dialog)
    dialog.path.setText(str(path))
    assert not dialog.side.isEnabled()  # only a PGN needs the side
    dialog.claim.setDateTime(QDateTime(QDate(2025, 5, 1), QTime(9, 0)))
    dialog.run_check()
    # League control (486 days): 50 days on the clock from 5 March run out on 24 April 00:00.
    assert dialog.report is not None and dialog.report.verdict is Verdict.CLAIM_UPHELD
    assert dialog.steps_model.rowCount() == 6
    assert cells(dialog.steps_model, 5)[:5] == ["2025-04-24 00:00:00", "2", "50d 00:00:00", "0d 00:00:00", "74d 12:00:00"]
    assert dialog.verdict.text().startswith("Claim upheld: the time ran out on 2025-04-24 00:00:00 (move 2)")
    dialog.grab().save(str(tmp_path / "clock.png"))
    # A duration too short for the three-block table is refused in the dialog itself.
    dialog.use_duration.setChecked(True)
    dialog.duration.setValue(302)
    dialog.run_check()
    assert dialog.report is not None and dialog.error.text() == ""
    path.write_text("move,received\n", encoding="utf-8")
    dialog.run_check()
    assert dialog.report is None and dialog.error.text() == "Line 1: missing column(s) sent."
    assert dialog.steps_model.rowCount() == 0
