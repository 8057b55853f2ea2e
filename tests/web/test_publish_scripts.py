"""Names in right-to-left scripts on a published page (reports.web.html.direction): in Chromium a
Hebrew or Arabic name or club takes its own direction, a Czech one stays left to right, and the
stylesheet falls back to the system's fonts for other scripts. And the page of a generated go
event (excuses, byes) read once for every list says what the lists read one by one say."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arbiter_app.services import publish
from arbiter_app.services.go import lists as go_lists
from arbiter_app.services.go import standings as go_standings
from benchmarks.bench_publish_go import go_event
from tests.rules.go_examples import SWISS_FIELD
from tests.services.test_go_rounds_service import make_event
from tests.web.pages import page, table_rows
from tests.web.test_pages_in_browser import CHROMEDRIVER, browser, show  # noqa: F401  (the browser fixture)

HEBREW, ARABIC_CLUB = "כהן, דוד", "نادي القاهرة"
needs_chromium = pytest.mark.skipif(os.name == "nt" or not Path(CHROMEDRIVER).exists(),
                                    reason="chromium and chromium-driver missing (installer/setup.sh --dev)")


@needs_chromium
def test_right_to_left_names_and_clubs_read_in_their_direction(empty_db, tmp_path, browser):  # noqa: F811
    field = [(HEBREW, "3d", ARABIC_CLUB), *SWISS_FIELD[1:]]
    code = make_event(empty_db, "GO/RTL", field=field)
    from arbiter_app.services.go import rounds as go_rounds
    go_rounds.draw(empty_db, code, 1, seed=3)
    done = publish.publish(empty_db, code, tmp_path / "web", "en")
    show(browser, done.index, 1366)
    cells = browser.execute_script(
        "return [...document.querySelectorAll('table.start-list tbody tr')].map(tr => [...tr.children].map("
        "c => [c.innerText, getComputedStyle(c).direction]))")
    by_name = {row[1][0]: row for row in cells}
    assert by_name[HEBREW][1][1] == "rtl" and by_name[HEBREW][3] == [ARABIC_CLUB, "rtl"]
    assert by_name["Svoboda, Petr"][1][1] == "ltr" and by_name["Svoboda, Petr"][0][1] == "ltr"
    pairing = browser.execute_script(
        "return [...document.querySelectorAll('table.pairings td.name')].map(c => getComputedStyle(c).direction)")
    assert sorted(pairing) == ["ltr"] * (len(field) - 1) + ["rtl"]  # only the Hebrew name's cell
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 1366
    fonts = browser.execute_script("return getComputedStyle(document.body).fontFamily")
    assert "system-ui" in fonts and "Noto Sans Hebrew" in fonts and "Noto Sans Arabic" in fonts
    assert fonts.endswith("sans-serif")


def test_a_generated_go_event_shows_what_each_list_shows(empty_db, tmp_path):
    code = go_event(empty_db, "GO/GEN", 41, rounds=6, seed=5)  # odd: a bye each round; player 1 excused in round 2
    publish.publish(empty_db, code, tmp_path / "web", "cs")
    tree = page(tmp_path / "web" / "index.html")
    wall = go_lists.wall_list_view(empty_db, code, "cs")
    first = 5 + wall.rounds  # the score, then the criteria: one blank for everybody is left out
    shown = [i for i in range(len(wall.lines[0])) if i <= first or any(line[i] for line in wall.lines)]
    assert table_rows(tree, "wall") == [[line[i] for i in shown] for line in wall.lines]
    table = go_standings.go_table(empty_db, code)
    titles = {a.get("href"): a.get("title") for a in tree.iter("a") if a.get("title")}
    for k, r in enumerate(table.standings.rows, start=1):
        assert titles[f"#x-{k}-points"] == go_standings.explanation_text(table, r, "points", "cs")
        for c in table.criteria:
            if c not in r.not_applied and f"#x-{k}-{c}" in titles:
                assert titles[f"#x-{k}-{c}"] == go_standings.explanation_text(table, r, c, "cs")
    rounds = [e for e in tree.iter("div") if e.get("class") == "round"]
    assert len(rounds) == 6
    for number, box in zip(range(6, 0, -1), rounds):
        view = go_lists.pairing_list_view(empty_db, code, number, "cs")
        assert table_rows(box, "pairings") == [list(b[:4]) for b in view.boards]
