"""PGN out (records readable by chess.pgn, golden file) and PGN in (a whole group's games made with
chess.pgn: names with diacritics and one "Firstname Surname", every move count, a conflict)."""

import io
import random
from datetime import date
from pathlib import Path

import chess
import chess.pgn

from arbiter_app.formats.pgn_export import write_pgn
from arbiter_app.formats.pgn_import import read_pgn
from arbiter_app.rules.model import Result
from arbiter_app.rules.results import is_finished
from arbiter_app.services import pgn_games, results, tournaments
from tests.conftest import ICCF_DEMO
from tests.formats.exchange_fixtures import every_state_group

DATA = Path(__file__).parent / "data"


def test_golden_file_and_read_back_by_chess_pgn(demo_db):
    data = every_state_group(demo_db)
    text = write_pgn(data, site="ICCF server")
    assert text == (DATA / "every_state.pgn").read_text(encoding="utf-8")
    handle = io.StringIO(text)
    read = []
    while (game := chess.pgn.read_game(handle)) is not None:
        assert game.errors == []
        read.append(game)
    finished = [g for g in data.games if is_finished(g)]
    assert len(read) == len(finished)
    names = {e.no: e.name for e in data.entries}
    pairs = {(names[g.white], names[g.black], g.result.value) for g in finished}
    assert {(g.headers["White"], g.headers["Black"], g.headers["Result"]) for g in read} == pairs
    default = next(g for g in read if g.comment.startswith("D:"))
    assert default.headers["WhiteId"] and default.headers["EventCode"] == "CZE/SF/2025-X"
    assert {g.headers["Event"] for g in read} == {"Semifinále X – všechny stavy"}


def random_game(rng: random.Random, plies: int) -> tuple[chess.pgn.Game, int]:
    """A game of random legal moves; returns it and its number of moves, counted here by plies."""
    game = chess.pgn.Game()
    node, board, played = game, chess.Board(), 0
    while played < plies and not board.is_game_over():
        move = rng.choice(list(board.legal_moves))
        board.push(move)
        node = node.add_variation(move)
        played += 1
    return game, (played + 1) // 2


def group_pgn(db, code, *, conflict_pair, reversed_name_of):
    """The PGN of every game of the group, as a server would send it."""
    rng = random.Random(11)
    data = tournaments.load(db, code)
    names = {e.no: e.name for e in data.entries}
    ids = {e.no: e.player.id for e in data.entries}
    expected = {}
    out = io.StringIO()
    for g in data.games:
        game, moves = random_game(rng, rng.randrange(30, 90))
        result = g.result if g.result is not Result.RUNNING else rng.choice([Result.WHITE_WIN, Result.DRAW, Result.BLACK_WIN])
        if (g.white, g.black) == conflict_pair:
            result = Result.BLACK_WIN if g.result is not Result.BLACK_WIN else Result.WHITE_WIN
        for side, no in (("White", g.white), ("Black", g.black)):
            surname, first = names[no].split(", ")
            game.headers[side] = f"{first} {surname}" if no == reversed_name_of else names[no]
        if g.white != reversed_name_of:
            game.headers["WhiteId"] = ids[g.white]
        game.headers["Result"] = result.value
        game.headers["Date"] = "2025.03.15"  # the event's start in ICCF files: never the end date
        game.headers["EndDate"] = "2026.05.01"
        print(game, file=out, end="\n\n")
        expected[(g.white, g.black)] = (result, moves)
    return out.getvalue(), expected


def test_a_whole_group_imports_with_every_move_count_right(demo_db, tmp_path):
    data = tournaments.load(demo_db, ICCF_DEMO)
    decided = next(g for g in data.games if g.result is Result.WHITE_WIN and g.flag is None)
    zidu = next(e.no for e in data.entries if e.name == "Židů, Tomáš")
    text, expected = group_pgn(demo_db, ICCF_DEMO, conflict_pair=(decided.white, decided.black), reversed_name_of=zidu)
    text = text.replace("Tomáš Židů", "Tomas Zidu")  # written without diacritics, first name first
    path = tmp_path / "group.pgn"
    path.write_text(text, encoding="utf-8")

    preview = pgn_games.preview_pgn(demo_db, ICCF_DEMO, path)
    assert preview.unmatched == ()
    conflicts = preview.of("conflict")
    assert [(m.stored.white, m.stored.black) for m in conflicts] == [(decided.white, decided.black)]
    assert conflicts[0].stored.result is Result.WHITE_WIN and conflicts[0].pgn.result is Result.BLACK_WIN
    assert sum(1 for m in preview.matches if zidu in (m.stored.white, m.stored.black)) == 12

    change = pgn_games.apply_pgn(demo_db, preview)  # the conflict not chosen: its stored result stays
    after = {(g.white, g.black): g for g in tournaments.load(demo_db, ICCF_DEMO).games}
    for (w, b), (result, moves) in expected.items():
        if (w, b) == (decided.white, decided.black):
            assert after[(w, b)] == decided  # not overwritten
        elif after[(w, b)].flag is None:
            assert after[(w, b)].result is result and after[(w, b)].moves == moves
            assert after[(w, b)].ended in (date(2026, 5, 1), next(g for g in data.games if (g.white, g.black) == (w, b)).ended)
    assert change.batch is not None

    again = pgn_games.preview_pgn(demo_db, ICCF_DEMO, path)
    assert len(again.of("matched")) == 0 and len(again.of("conflict")) == 1

    results.undo(demo_db)  # one action, undone whole
    assert tournaments.load(demo_db, ICCF_DEMO) == data


def test_the_arbiter_may_overwrite_a_conflict(demo_db, tmp_path):
    data = tournaments.load(demo_db, ICCF_DEMO)
    decided = next(g for g in data.games if g.result is Result.WHITE_WIN and g.flag is None)
    text, _ = group_pgn(demo_db, ICCF_DEMO, conflict_pair=(decided.white, decided.black), reversed_name_of=None)
    path = tmp_path / "group.pgn"
    path.write_text(text, encoding="utf-8")
    preview = pgn_games.preview_pgn(demo_db, ICCF_DEMO, path)
    pgn_games.apply_pgn(demo_db, preview, overwrite={preview.of("conflict")[0].key})
    after = next(g for g in tournaments.load(demo_db, ICCF_DEMO).games if (g.white, g.black) == (decided.white, decided.black))
    assert after.result is Result.BLACK_WIN


def test_unreadable_records_are_listed_with_their_lines():
    text = (
        '[White "A, B"]\n[Black "C, D"]\n[Result "1-0"]\n\n1. e4 e5 2. Ke3 1-0\n\n'
        '[White "E, F"]\n[Black "?"]\n[Result "1-0"]\n\n1. d4 1-0\n\n'
        '[White "G, H"]\n[Black "I, J"]\n[Result "2-0"]\n\n1. c4 *\n'
    )
    games, problems = read_pgn(io.StringIO(text))
    assert games is None
    texts = [str(p) for p in problems]
    assert texts[0].startswith("line 1:") and "illegal" in texts[0].lower()
    assert texts[1] == "line 7: Black is missing"
    assert texts[2].startswith("line 13:") and "unknown result" in texts[2]


def test_unmatched_games_say_why(demo_db, tmp_path):
    data = tournaments.load(demo_db, ICCF_DEMO)
    g = data.games[0]
    names = {e.no: e.name for e in data.entries}
    text = (
        f'[White "{names[g.black]}"]\n[Black "{names[g.white]}"]\n[Result "1-0"]\n\n1. e4 1-0\n\n'
        '[White "Nikdo, Není"]\n[Black "Novák, Jan"]\n[Result "0-1"]\n\n1. e4 0-1\n'
    )
    path = tmp_path / "x.pgn"
    path.write_text(text, encoding="utf-8")
    preview = pgn_games.preview_pgn(demo_db, ICCF_DEMO, path)
    reasons = [u.reason for u in preview.unmatched]
    assert "colours differ" in reasons[0] and reasons[1] == "Nikdo, Není is not in the group"
