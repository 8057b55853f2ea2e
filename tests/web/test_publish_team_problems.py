"""Issue 48, a loose end of item 1: the published page of a team event into which an earlier version let
a game between two players of one team names that game, in the page's language, as the team crosstable
does (services.crosstable.left_out_problems [001 §8.7g; 000 §6.3]); the page leaves it out of the
standings and the matches. The demo league CZE/T4L1/2025: 15 Hnátek and 14 Bárta both play for team 4
(Šachy Říčany); Hnátek is renamed with the characters HTML must escape."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from arbiter_app.services import players, publish, tournaments
from tests.services.test_team_own_games import OWN_GAME, store_as_the_earlier_version
from tests.web.pages import TEAM_DEMO, page, table_rows, text_of

ODD_NAME = 'Hnátek <b>"Štěpán"</b> & syn'
SENTENCES = {
    "cs": f"{TEAM_DEMO}: partie 15-14 se do pořadí družstev nepočítá: {ODD_NAME} (15) a Bárta, Zdeněk (14) hrají oba "
          "za družstvo 4 (Šachy Říčany), a hráči družstva hrají jen s hráči jiných družstev",
    "en": f"{TEAM_DEMO}: game 15-14 is left out of the team standings: {ODD_NAME} (15) and Bárta, Zdeněk (14) both "
          "play for team 4 (Šachy Říčany), and a team's players meet only the players of other teams",
}


@pytest.fixture
def db(demo_db):
    hnatek = tournaments.load(demo_db, TEAM_DEMO).entry(15).player
    players.edit_player(demo_db, hnatek.id, dataclasses.replace(hnatek, name=ODD_NAME))
    return demo_db


def problems_of(folder: Path) -> list[str]:
    tree = page(folder / "index.html")  # strict HTML5: an unescaped name would break it
    return [text_of(li) for ul in tree.iter("ul") if ul.get("class") == "problems" for li in ul]


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_page_names_the_game_left_out_in_its_language(db, tmp_path, lang):
    clean, folder = tmp_path / "čistá", tmp_path / "s partií v družstvu"
    publish.publish(db, TEAM_DEMO, clean, lang)
    store_as_the_earlier_version(db, OWN_GAME)
    publish.publish(db, TEAM_DEMO, folder, lang)
    assert problems_of(clean) == [] and problems_of(folder) == [SENTENCES[lang]]
    assert "&lt;b&gt;" in (folder / "index.html").read_text(encoding="utf-8")
    # left out of the tables: the team table, the matches, and the crosstable's Score, wins, RG and
    # Place (a team event has no tie-break columns) as in the clean database
    for css in ("teams", "match"):
        assert table_rows(page(folder / "index.html"), css) == table_rows(page(clean / "index.html"), css)
    tails = [r[-4:] for r in table_rows(page(clean / "index.html"), "crosstable")]
    assert [r[-4:] for r in table_rows(page(folder / "index.html"), "crosstable")] == tails
