"""`publish --all` publishes every event it can (services.publish.publish_all): an event with no
entries yet gets a page that says so, an event whose page cannot be made (a McMahon event with a
player without a rank) is left out with the reason, on the command line (exit status 1) and in the
window's File → Publish every tournament… alike; the others and the index are written."""

from __future__ import annotations


import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from arbiter_app.cli.main import main
from arbiter_app.gui import publish_action
from arbiter_app.rules.model import Organiser, PairingSystem, Player, PlayerId, Tournament
from arbiter_app.services import publish, setup, tournaments
from tests.conftest import ICCF_DEMO
from tests.gui.windows import open_window
from tests.web.pages import page, text_of

EMPTY, BROKEN = "CZE/EMPTY/2026", "GO/NORANK"


@pytest.fixture
def db(demo_db):
    setup.create_tournament(demo_db, Tournament(EMPTY, "Přebor bez přihlášek"), [])
    players = [Player(PlayerId("NR1"), "Bezranký, Petr", federation="CZE"),
               Player(PlayerId("NR2"), "Hodnocený, Jan", federation="CZE", rank="3k")]
    setup.create_tournament(demo_db, Tournament(BROKEN, "McMahon bez ranku", organiser=Organiser.CAGO,
                                                system=PairingSystem.MCMAHON, round_count=3,
                                                tiebreaks=("points", "sos", "ssos", "h2h")),
                            [p.id for p in players], new_players=players)
    return demo_db


def reason() -> str:
    return "player 1 (Bezranký, Petr) has no go rank; a McMahon draw needs one"


def test_the_others_are_published_and_the_index_lists_them(db, tmp_path):
    done = publish.publish_all(db, tmp_path / "web", "en")
    assert [(x.code, x.reason) for x in done.left_out] == [(BROKEN, reason())]
    links = [a.get("href") for a in page(done.index).iter("a")]
    codes = [t.code for t in tournaments.list_tournaments(db) if t.code != BROKEN]
    assert links == [publish.page_names(codes)[c] + ".html" for c in codes]
    assert all((tmp_path / "web" / link).exists() for link in links)


def test_an_event_with_no_entries_gets_a_page_that_says_so(db, tmp_path):
    publish.publish(db, EMPTY, tmp_path / "web", "cs")
    tree = page(tmp_path / "web" / "index.html")
    assert text_of(next(p for p in tree.iter("p") if p.get("class") == "empty")) == "Zatím není přihlášen žádný hráč."
    assert text_of(tree.find(".//h1")) == "Přebor bez přihlášek"
    assert sorted(p.name for p in (tmp_path / "web").iterdir()) == ["index.html", "style.css"]  # no games, no PGN


def test_publish_all_on_the_command_line_lists_what_it_left_out(db, tmp_path, capsys):
    folder = tmp_path / "web"
    status = main(["publish", "--all", "-o", str(folder), "--db", db.target])
    out, err = capsys.readouterr()
    assert status == 1
    published = len(tournaments.list_tournaments(db)) - 1
    assert out.strip() == f"{published} tournaments published; the index is {folder / 'index.html'}"
    assert err.splitlines() == ["1 tournament left out:", f"{BROKEN} was not published: {reason()}"]
    assert (folder / "index.html").exists() and (folder / "CZE_EMPTY_2026.html").exists()


def test_the_window_publishes_every_tournament_and_shows_the_list(qtbot, qapp, db, tmp_path, monkeypatch):
    monkeypatch.setattr(publish_action.QDesktopServices, "openUrl", staticmethod(lambda url: True))
    monkeypatch.setattr(publish_action, "settings", lambda: publish_action.QSettings(str(tmp_path / "s.ini"),
                                                                                  publish_action.QSettings.Format.IniFormat))
    window = open_window(qtbot, qapp, db, ICCF_DEMO)
    entry = next(a for a in window.file_menu.actions() if a.objectName() == "web.action.publish_all")
    assert entry.text() == "Publish every tournament as web pages…"
    shown: list[str] = []

    def answer():
        box = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()), None)
        if box is None:
            QTimer.singleShot(20, answer)
            return
        shown.append(box.text())
        box.accept()

    QTimer.singleShot(0, answer)
    folder = tmp_path / "web"
    assert publish_action.publish_every_page(window, folder) == folder / "index.html"
    assert shown == [f"{BROKEN} was not published: {reason()}"]
    assert str(folder / "index.html") in window.statusBar().currentMessage()
