"""A PGN file of tag sections alone (formats.pgn_import), as servers write a round robin's results:
`[White ..] [Black ..] [Result "1-0"]` for every game, with one empty line between the sections or
none, no movetext. Every section is a game, its result the Result tag; a section the reader cannot
take refuses the file naming its line, and nothing is stored."""

from __future__ import annotations

import io
from itertools import combinations

import pytest

from arbiter_app.cli.main import main
from arbiter_app.formats.pgn_import import read_pgn
from arbiter_app.i18n import set_language
from arbiter_app.rules.model import Entry, Game, Organiser, Result, StartNo, Tournament, TournamentData
from arbiter_app.services import tournaments
from tests.conftest import ICCF_DEMO

CODE = "TEST/RR-10"
RESULTS = (Result.WHITE_WIN, Result.DRAW, Result.BLACK_WIN)


@pytest.fixture
def group(demo_db) -> TournamentData:
    """A round robin of 10 players of the ICCF demo, its 45 games running."""
    players = [e.player for e in tournaments.load(demo_db, ICCF_DEMO).entries[:10]]
    entries = tuple(Entry(StartNo(i), p) for i, p in enumerate(players, start=1))
    games = tuple(Game(StartNo(a), StartNo(b), Result.RUNNING, None, None, None, 1) for a, b in combinations(range(1, 11), 2))
    data = TournamentData(Tournament(CODE, "Round robin of tag sections", Organiser.SKS), entries, games)
    tournaments.store_tournament(demo_db, data, action="test")
    return data


def sections(data: TournamentData) -> str:
    """Each game a tag section; an empty line after every other one, none after the rest."""
    names = {e.no: e.player.name for e in data.entries}
    text = ""
    for i, g in enumerate(data.games):
        text += f'[Event "RR"]\n[White "{names[g.white]}"]\n[Black "{names[g.black]}"]\n[Result "{RESULTS[i % 3].value}"]\n'
        text += "\n" if i % 2 else ""
    return text


def test_every_tag_section_is_a_game():
    text = '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n[White "C"]\n[Black "D"]\n[Result "0-1"]\n[White "E"]\n[Black "F"]\n[Result "1/2-1/2"]\n'
    read, problems = read_pgn(io.StringIO(text))
    assert problems == [] and read is not None
    assert [(g.line, g.white, g.black, g.result) for g in read.games] == [
        (1, "A", "B", Result.WHITE_WIN), (5, "C", "D", Result.BLACK_WIN), (8, "E", "F", Result.DRAW)]
    assert read.records == 3


def test_a_round_robin_of_45_sections_stores_45_games(demo_db, group, tmp_path, capsys):
    path = tmp_path / "výsledky turnaje.pgn"
    path.write_text(sections(group), encoding="utf-8")
    assert main(["import-pgn", CODE, str(path), "--db", demo_db.target]) == 0
    out = capsys.readouterr().out
    assert "výsledky turnaje.pgn: 45 records read (games and byes)" in out
    assert "to store: 45" in out and "unmatched: 0" in out
    stored = {(g.white, g.black): g.result for g in tournaments.load(demo_db, CODE).games}
    assert stored == {(g.white, g.black): RESULTS[i % 3] for i, g in enumerate(group.games)}


def test_a_section_the_reader_cannot_take_refuses_the_file_naming_its_line(demo_db, group, tmp_path, capsys):
    text = sections(group).split("\n")
    broken = [i for i, line in enumerate(text) if line.startswith("[Result")][7]  # the 8th section's
    text[broken] = "[Result 0-1]"  # no quotes: chess.pgn would pass over it and read a running game
    path = tmp_path / "results.pgn"
    path.write_text("\n".join(text), encoding="utf-8")
    assert main(["import-pgn", CODE, str(path), "--db", demo_db.target]) != 0
    err = capsys.readouterr().err
    assert f"line {broken + 1}: not a tag pair: [Result 0-1]" in err
    assert all(g.result is Result.RUNNING for g in tournaments.load(demo_db, CODE).games)
    set_language("cs")
    try:
        _, problems = read_pgn(io.StringIO("\n".join(text)))
        assert [str(p) for p in problems] == [f"řádek {broken + 1}: není to značka PGN: [Result 0-1]"]
    finally:
        set_language("en")


def test_the_problems_of_a_record_are_in_czech_too():
    text = '[White "A"]\n[Black "?"]\n[Result "2-0"]\n\n[White "C"]\n[Black "D"]\n[Result "1-0"]\n\n1. e4 e5 2. Ke3 1-0\n'
    set_language("cs")
    try:
        texts = [str(p) for p in read_pgn(io.StringIO(text))[1]]
    finally:
        set_language("en")
    assert texts[:2] == ["řádek 1: chybí jméno černého", "řádek 1: neznámý výsledek '2-0'; očekává se 1-0, 0-1, 1/2-1/2 nebo *"]
    assert texts[2].startswith("řádek 5: partii nelze přečíst: ")
