"""Checks that need a screen of their own, run by tests/gui/test_screens.py in a separate pytest process
per screen configuration (Qt reads the screen once per process): a 1366×768 screen from a JSON
`configfile` for the offscreen platform, at 100 %, 125 % and 150 % (QT_SCALE_FACTOR). With
ARBITER_SHOTS set, the window, the print preview, the 17-team crosstable and every dialog are saved
there as pictures to look at."""

from __future__ import annotations

import os
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from arbiter_app.gui import print_actions
from arbiter_app.gui.app import install_fonts
from arbiter_app.gui.main_window import MainWindow
from arbiter_app.gui.pdf_preview import FIT_PAGE
from arbiter_app.gui.pdf_printing import POINTS_PER_INCH
from arbiter_app.gui.team_view import TeamView
from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Organiser, Player, PlayerId, RatingKind, Tournament
from arbiter_app.services import setup
from arbiter_app.services.setup import TeamSpec
from tests.gui.dialogs import EVENTS, every_dialog
from tests.gui.windows import open_window, show_panel

SHOTS = Path(os.environ["ARBITER_SHOTS"]) if os.environ.get("ARBITER_SHOTS") else None
SCALE = os.environ.get("QT_SCALE_FACTOR", "1")
LEAGUE = Tournament("CZE/T17/2026", "1. liga družstev 2026", organiser=Organiser.SKS, team_event=True,
                    start_date=date(2026, 3, 1), tiebreaks=("match_points", "board_points", "board_order"))
TEAM_NAMES = ("ŠK Dukla Praha", "Šachy Říčany", "TJ Žďár nad Sázavou", "ŠK Mrkvička Brno", "Slavoj Šťastný Kolín",
              "Sokol Židů Vyšehrad", "ŠO Čechie Karlín", "TJ Lokomotiva Ústí", "ŠK Řečkovice", "Bohemians Ořechovka",
              "ŠK Zlín", "TJ Slavia Hradec Králové", "ŠK Duras Hlinsko", "Spartak Vlašim", "ŠK Labortech Ostrava",
              "Tatran Litovel", "ŠK Vyškov")


def shot(widget, name: str, lang: str) -> None:
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(SHOTS / f"{name.replace('/', '_').replace(' ', '_')}-{SCALE}-{lang}.png"))


def assert_inside(widget, what: str) -> None:
    area = widget.screen().availableGeometry()
    assert area.contains(widget.frameGeometry()), f"{what}: {widget.frameGeometry()} is not inside {area}"


def make_league(db) -> None:
    players, teams = [], []
    for t, name in enumerate(TEAM_NAMES):
        ids = []
        for board in range(4):
            pid = f"7{t:02d}{board}0"
            players.append(Player(PlayerId(pid), f"Hráč{t:02d}, Deska {board + 1}", "CZE", rating=2000 + t, rating_kind=RatingKind.FIXED))
            ids.append(pid)
        teams.append(TeamSpec(name, tuple(ids)))
    setup.create_tournament(db, LEAGUE, new_players=players, teams=teams, method=DrawMethod.GIVEN)


def test_the_screen_is_the_one_configured(qapp):
    screen = QGuiApplication.primaryScreen()
    factor = float(SCALE)
    assert abs(screen.geometry().width() - 1366 / factor) <= 1 and abs(screen.devicePixelRatio() - factor) < 0.01


def test_the_window_fits_at_the_first_start(qtbot, qapp, demo_db, lang):
    """The window with the bundled fonts, as application() starts it: Qt's offscreen platform on
    Windows knows no system font (it reads only Qt's own fonts folder, which PySide6 does not ship),
    and without one every letter is a wide box."""
    install_fonts(qapp)
    window = MainWindow(demo_db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert_inside(window, "the main window")
    area = window.screen().availableGeometry()
    assert window.width() >= min(1400, area.width()) - 40  # the room there is, used
    window.tournament_list.select(EVENTS[0])
    qtbot.wait(50)
    cross = window.crosstable
    frozen = cross.frozen.overlay
    if cross.horizontalScrollBar().maximum() > 0:  # the number and the name stay in sight, over them exactly
        assert frozen.isVisible() and frozen.width() == cross.columnWidth(0) + cross.columnWidth(1) + 1
        assert frozen.geometry().bottom() <= cross.viewport().geometry().bottom()
    shot(window, "main-window", lang)


@pytest.mark.parametrize("code", EVENTS)
def test_every_dialog_lies_inside_the_screen(qtbot, qapp, demo_db, code, lang, monkeypatch):
    window = open_window(qtbot, qapp, demo_db, code)
    window.show()
    qtbot.waitExposed(window)
    outside = []
    seen = 0
    for name, dialog in every_dialog(qtbot, window, monkeypatch):
        seen += 1
        qtbot.waitExposed(dialog)
        area = dialog.screen().availableGeometry()
        if not area.contains(dialog.frameGeometry()):
            outside.append(f"{name}: {dialog.frameGeometry()} min {dialog.minimumSizeHint()}")
        if code != EVENTS[2] or "go" in name or "egd" in name or "report" in name:
            shot(dialog, f"{code}-{name}", lang)
    assert seen >= 15 and not outside, "\n".join(outside)


def test_the_preview_renders_for_the_screens_pixels(qtbot, qapp, demo_db, lang):
    window = open_window(qtbot, qapp, demo_db, EVENTS[0])
    window.show()
    preview = print_actions.open_print_dialog(window, "start-list").print_preview()
    qtbot.waitExposed(preview)
    assert_inside(preview, "the print preview")
    shown = preview.preview
    shown.set_zoom(FIT_PAGE)
    ratio = shown.devicePixelRatioF()
    assert abs(ratio - float(SCALE)) < 0.01
    assert shown.rendered_scale == pytest.approx(shown.zoom_factor() * shown.logicalDpiY() / POINTS_PER_INCH * ratio)
    page = shown.pages[0]
    assert page.pixmap().devicePixelRatio() == pytest.approx(ratio)
    assert page.size() == page.pixmap().deviceIndependentSize().toSize()
    shot(preview, "print-preview-fit-page", lang)


def test_seventeen_teams_fit_the_width(qtbot, qapp, empty_db, lang):
    make_league(empty_db)
    window = open_window(qtbot, qapp, empty_db, LEAGUE.code)
    window.show()
    qtbot.waitExposed(window)
    panel = show_panel(window, TeamView)
    qtbot.wait(20)
    table = panel.teams_table
    assert panel.teams_model.rowCount() == 17
    qtbot.wait(20)
    shot(window, "seventeen-teams", lang)
    # compact cells; where the results still scroll sideways, the number and the team stay in sight
    table.horizontalScrollBar().setValue(table.horizontalScrollBar().maximum())
    frozen = panel.frozen.overlay
    if table.horizontalScrollBar().maximum() > 0:
        assert frozen.isVisible() and frozen.width() == table.columnWidth(0) + table.columnWidth(1) + 1
        assert [frozen.isColumnHidden(c) for c in range(3)] == [False, False, True]
    shot(window, "seventeen-teams-scrolled", lang)
