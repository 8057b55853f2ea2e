"""PGN as the ICCF server writes it (tests/formats/data/iccf_server.pgn): names with suffixes, the end
date from the last `%ccsnt` stamp, running games, a record whose tag and movetext disagree, a BYE.

The movetext of the first two records (every move with its `%ccsnt` stamp) is real: games fetched
from the ICCF server over XFCC, kept in github.com/hauva69/go-chess-xfcc (xfcc.go, FewPiecesGame2b
and the first 12 moves of FewPiecesGame1b); their headers are written in the server's layout around
the players of the demo group."""

from datetime import date
from pathlib import Path

from arbiter_app.rules.model import Result
from arbiter_app.services import pgn_games, results, tournaments
from tests.conftest import ICCF_DEMO

ICCF_FILE = Path(__file__).parent / "data" / "iccf_server.pgn"


def game(db, white: int, black: int):
    return next(g for g in tournaments.load(db, ICCF_DEMO).games if (g.white, g.black) == (white, black))


def test_suffixes_are_left_aside_when_names_match():
    key = pgn_games.name_key
    assert key("Němec, Zdeněk (*1960)") == key("Němec, Zdeněk") == key("Zdenek Nemec")
    assert key("Everitt, Gordon T. (USA)") == key("Everitt, Gordon T.")
    assert key("Novák, Jan (CZE) (*1960)") == key("Novák, Jan")


def test_the_server_file_is_read_and_stored(demo_db):
    preview = pgn_games.preview_pgn(demo_db, ICCF_DEMO, ICCF_FILE)
    matched = {(m.stored.white, m.stored.black): m for m in preview.of("matched")}
    # Novák (1) - Mrkvička (4) 0-1, 66 moves; the last move was sent on 2019-02-18, the Date tag
    # (2018-10-01) is the event's start.
    first = matched[(1, 4)].pgn
    assert (first.result, first.moves, first.ended) == (Result.BLACK_WIN, 66, date(2019, 2, 18))
    # Running games, `*` and an empty tag: their move counts, no end date.
    assert (matched[(1, 8)].pgn.result, matched[(1, 8)].pgn.moves, matched[(1, 8)].pgn.ended) == (Result.RUNNING, 12, None)
    assert (matched[(2, 3)].pgn.result, matched[(2, 3)].pgn.moves) == (Result.RUNNING, 3)
    # No stamp: the EndDate tag.
    assert matched[(2, 13)].pgn.ended == date(2019, 3, 2)
    assert set(matched) == {(1, 4), (1, 8), (2, 3), (2, 13)}
    # The tag says 1-0, the moves end with 0-1: listed, not guessed.
    assert [(u.pgn.line, u.reason) for u in preview.unmatched] == [
        (116, "conflict in the file: the Result tag says 1-0, the moves end with 0-1; not guessed")]
    assert preview.notes == ("line 127: Kühn, Sören (GER) – BYE is a bye, not a game: left out",)

    before = tournaments.load(demo_db, ICCF_DEMO)
    pgn_games.apply_pgn(demo_db, preview)
    g14, g18, g23, g27 = game(demo_db, 1, 4), game(demo_db, 1, 8), game(demo_db, 2, 3), game(demo_db, 2, 7)
    assert (g14.result, g14.moves, g14.ended) == (Result.BLACK_WIN, 66, date(2019, 2, 18))
    assert (g18.result, g18.moves, g18.ended) == (Result.RUNNING, 12, None)
    assert (g23.result, g23.moves, g23.ended) == (Result.RUNNING, 3, None)
    assert g27 == next(g for g in before.games if (g.white, g.black) == (2, 7))  # the conflict untouched
    results.undo(demo_db)
    assert tournaments.load(demo_db, ICCF_DEMO) == before


def test_a_running_game_in_the_file_does_not_undo_a_stored_result(demo_db, tmp_path):
    """The stored game is decided, the file still shows it running: a conflict the arbiter decides."""
    results.enter_result(demo_db, ICCF_DEMO, 1, 8, Result.WHITE_WIN)
    preview = pgn_games.preview_pgn(demo_db, ICCF_DEMO, ICCF_FILE)
    assert [(m.stored.white, m.stored.black) for m in preview.of("conflict")] == [(1, 8)]
