"""The published pages of the demo's events (services.publish) read back with a strict HTML5 parser:
a self-contained folder, the language of each event, semantic tables, and what each page shows
checked against the services the window and the command line use."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter_app.i18n import tr
from arbiter_app.services import exchange, norms, publish, tournaments
from arbiter_app.services.crosstable import explanation_text, format_points, player_standings
from arbiter_app.services.go import standings as go_standings
from arbiter_app.services.go.rounds import load_event
from arbiter_app.services.output import OutputRefused
from tests.conftest import enter_win
from tests.web.pages import GO_DEMO, ICCF_DEMO, SKS_DEMO, TEAM_DEMO, ParseError, page, parse_strictly, table_rows, text_of


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "Web stránky – Židů"  # spaces and diacritics, as on an arbiter's Windows desktop


def test_the_parser_is_strict():
    """The check below would be worthless if the parser forgave: a stray end tag is an error."""
    with pytest.raises(ParseError):
        parse_strictly("<!DOCTYPE html><html lang=en><head><title>x</title></head><body><p><div></p></body></html>")


@pytest.mark.parametrize("code, lang", [(ICCF_DEMO, "en"), (SKS_DEMO, "cs"), (TEAM_DEMO, "cs"), (GO_DEMO, "cs")])  # ČAGo prints in Czech
def test_each_event_is_a_self_contained_folder_in_its_language(demo_db, folder, code, lang):
    done = publish.publish(demo_db, code, folder)
    go = code == GO_DEMO
    pgn = re.sub(r"[/]", "_", code) + ".pgn"
    assert sorted(p.name for p in folder.iterdir()) == sorted(["index.html", "style.css"] + ([] if go else [pgn]))
    assert done.index == folder / "index.html"
    text = done.index.read_bytes().decode("utf-8")  # UTF-8, or this fails
    tree = parse_strictly(text)
    assert tree.get("lang") == lang
    assert tree.find("head/meta").get("charset") == "utf-8"
    # nothing that runs, nothing fetched from elsewhere: the stylesheet and the PGN beside the page
    assert not list(tree.iter("script")) and all(not k.startswith("on") for e in tree.iter() for k in e.attrib)
    links = [e.get("href") or e.get("src") for e in tree.iter() if e.get("href") or e.get("src")]
    assert all(not re.match(r"[a-z]+:", href) for href in links), links
    assert {h for h in links if not h.startswith("#")} == {"style.css"} | (set() if go else {pgn})
    # every in-page link has its target
    ids = {e.get("id") for e in tree.iter() if e.get("id")}
    assert {h[1:] for h in links if h.startswith("#")} <= ids
    # semantic tables: a caption, header cells with their scope
    for table in tree.iter("table"):
        assert text_of(table.find("caption"))
        assert all(th.get("scope") in ("col", "row") for th in table.iter("th"))
    assert "Š" in text or "Ž" in text or "ř" in text
    assert "body" in (folder / "style.css").read_text(encoding="utf-8") and "@media print" in (folder / "style.css").read_text(encoding="utf-8")


def test_the_chess_page_shows_the_crosstable_standings_explanations_norms_and_games(demo_db, folder):
    publish.publish(demo_db, ICCF_DEMO, folder)
    tree = page(folder / "index.html")
    data = tournaments.load(demo_db, ICCF_DEMO)
    standings = player_standings(data)
    # the crosstable: one row per player in starting order, the score as the standings have it
    rows = table_rows(tree, "crosstable")
    points = {r.no: format_points(r.points) for r in standings.rows}
    assert [r[3] for r in rows] == [e.player.name for e in data.entries]
    n = len(data.entries)
    assert [r[5 + n] for r in rows] == [points[e.no] for e in data.entries]
    # move counts where known: a cell shows its result and then the moves
    game = next(g for g in data.games if g.moves is not None and g.result.value == "1-0")
    white = [e.no for e in data.entries].index(game.white)
    black = [e.no for e in data.entries].index(game.black)
    assert rows[white][5 + black] == f"1{game.moves}"
    # the legend names the flags the table shows
    legend = text_of(next(p for p in tree.iter("p") if p.get("class") == "legend"))
    assert tr("report.flag.D", "en") in legend and tr("web.legend.moves", "en") in legend
    # standings: each tie-break value explains itself on hover, the same words as the window's
    # Standings tab (services.crosstable.explanation_text), and its link leads to the same words
    table = next(t for t in tree.iter("table") if t.get("class") == "standings")
    first = standings.rows[0]
    link = next(a for a in table.iter("a") if a.get("href") == f"#x-{first.no}-sb")
    assert link.get("title") == explanation_text(data, first, "sb", "en")
    target = next(e for e in tree.iter("pre") if e.get("id") == f"x-{first.no}-sb")
    assert target.text == link.get("title")
    assert [r[2] for r in table_rows(tree, "standings")] == [next(e.player.name for e in data.entries if e.no == r.no) for r in standings.rows]
    # the norm status of each player, as the Norms panel words it
    report = norms.norm_overview(demo_db, data).current
    status = {r[0]: r for r in table_rows(tree, "norms")}
    for p in report.players:
        assert status[str(p.no)][4:9] == [norms.title_status(p, t, "en")[1] for t in ("GM", "SIM", "IM", "CCM", "CCE")]
    # the games, as the PGN export writes them
    assert (folder / "CZE_Jubilee_M1.pgn").read_text(encoding="utf-8") == exchange.export_text(demo_db, ICCF_DEMO, "pgn")


def test_the_team_page_shows_the_team_table_and_every_match(demo_db, folder):
    publish.publish(demo_db, TEAM_DEMO, folder)
    tree = page(folder / "index.html")
    data = tournaments.load(demo_db, TEAM_DEMO)
    teams = table_rows(tree, "teams")
    assert [r[1] for r in teams] == [t.name for t in data.teams]
    matches = [t for t in tree.iter("table") if t.get("class") == "match"]
    n = len(data.teams)
    assert len(matches) == n * (n - 1) // 2  # a single round robin of teams
    boards = [[text_of(c) for c in tr] for m in matches for tr in m.find("tbody")]
    assert len(boards) == len(data.games)
    names = {e.name for e in data.entries}
    assert all(b[1] in names and b[2] in names for b in boards)
    assert "standings" not in {t.get("class") for t in tree.iter("table")}  # the team table ranks a team event


def test_the_go_page_shows_the_wall_list_and_every_round_with_komi(demo_db, folder):
    publish.publish(demo_db, GO_DEMO, folder, "cs")
    tree = page(folder / "index.html")
    event = load_event(demo_db, GO_DEMO)
    drawn = [r for r in event.rounds if r.drawn]
    rounds = [e for e in tree.iter("div") if e.get("class") == "round"]
    assert [r.get("id") for r in rounds] == [f"round-{r.number}" for r in reversed(drawn)]
    for r, shown in zip(reversed(drawn), rounds):
        assert len(shown.find(".//tbody")) == len(r.boards)
        assert "6,5" in text_of(shown)  # the komi, with the Czech decimal comma
    wall = table_rows(tree, "wall")
    table = go_standings.go_table(demo_db, GO_DEMO)
    names = {e.no: e.name for e in event.data.entries}
    assert [r[2] for r in wall] == [names[r.no] for r in table.standings.rows]
    top = table.standings.rows[0]
    link = next(a for a in tree.iter("a") if a.get("href") == "#x-1-points")
    assert link.get("title") == go_standings.explanation_text(table, top, "points", "cs")


def test_the_last_result_is_dated_and_timed(demo_db, folder):
    enter_win(demo_db, SKS_DEMO, 1, 2)
    publish.publish(demo_db, SKS_DEMO, folder, "en")
    text = text_of(next(p for p in page(folder / "index.html").iter("p") if p.get("class") == "updated"))
    assert re.fullmatch(r"Last result entered: \d{4}-\d\d-\d\d \d\d:\d\d", text), text


def test_the_language_asked_for_is_kept(demo_db, folder):
    publish.publish(demo_db, SKS_DEMO, folder, "en")
    tree = page(folder / "index.html")
    assert tree.get("lang") == "en"
    assert text_of(tree.find(".//section/h2")) == "Crosstable"


def test_every_tournament_with_an_index(demo_db, folder):
    done = publish.publish_all(demo_db, folder)
    index = page(done.index)
    links = [a.get("href") for a in index.iter("a")]
    assert links == [f"{re.sub('/', '_', t.code)}.html" for t in tournaments.list_tournaments(demo_db)]
    for name in links:
        tree = page(folder / name)  # every page parses strictly
        assert next(a for a in tree.iter("a")).get("href") == "index.html"
    assert sorted(p.suffix for p in folder.iterdir()).count(".pgn") == 3  # the chess events' games


def test_a_file_where_the_folder_should_be_is_refused_by_name(demo_db, tmp_path):
    blocker = tmp_path / "web"
    blocker.write_text("not a folder")
    with pytest.raises(OutputRefused, match="web"):
        publish.publish(demo_db, ICCF_DEMO, blocker)
    assert blocker.read_text() == "not a folder"


def test_a_handicap_event_shows_each_boards_stones_and_komi(empty_db, folder):
    """Hand-computed as in tests/reports/test_go_handicap_list.py: reduction 1, ranks 3d 2d 1d 1k;
    round 1 pairs 1-4 (2 stones, komi 0.5) and 2-3 (even, komi 7)."""
    from arbiter_app.rules.model import PairingSystem
    from arbiter_app.services.go import rounds as go_rounds
    from tests.rules.go_examples import SWISS_FIELD
    from tests.services.test_go_rounds_service import make_event

    code = make_event(empty_db, "GO/HC", PairingSystem.SWISS, SWISS_FIELD[:4],
                      {"go_handicap_reduction": 1, "komi": 7, "go_handicap_komi": 0.5})
    go_rounds.draw(empty_db, code, 1, seed=1)
    publish.publish(empty_db, code, folder, "en")
    rows = table_rows(page(folder / "index.html"), "pairings")
    assert [(r[1].split()[0], r[2].split()[0], r[3], r[4]) for r in rows] == [("1", "4", "2", "0.5"), ("2", "3", "0", "7")]
