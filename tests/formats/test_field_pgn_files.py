"""PGN files written by other programs (tests/formats/data/pgn/README.md says where each came from),
read by the reader of `import-pgn` (formats.pgn_import): what each game is, names matched as the
import matches them."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.formats.pgn_import import read_pgn_file
from arbiter_app.rules.model import Result
from arbiter_app.services import pgn_games

DATA = Path(__file__).parent / "data" / "pgn"


def test_an_iccf_database_game_with_federations_in_the_names():
    pgn, problems = read_pgn_file(DATA / "iccf-napz-1997-everitt-wang.pgn")
    assert problems == [] and pgn is not None
    (game,) = pgn.games
    assert (game.white, game.black, game.result, game.moves, game.ended) == (
        "Everitt, Gordon T. (USA)", "Wang, Mong Lin (SIN)", Result.BLACK_WIN, 54, None)
    assert not game.disagrees
    assert pgn_games.name_key(game.white) == pgn_games.name_key("Everitt, Gordon T.")  # the register's name
