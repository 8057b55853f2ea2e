"""A PGN file in its own encoding (formats.pgn_import, docs/formats-encodings.md): UTF-8 as it is; a
Windows-1250 file of Czech names read as Windows-1250 and said so, its players matched; a byte that
neither UTF-8 nor the code page can take refused naming its line, nothing stored."""

import pytest

from arbiter_app.rules.model import Result
from arbiter_app.services import pgn_games, tournaments
from arbiter_app.formats.problems import ImportProblem
from tests.conftest import ICCF_DEMO


def _first_game_text(demo_db) -> str:
    """A running game of the demo group, as PGN by its players' names (Czech letters among them)."""
    data = tournaments.load(demo_db, ICCF_DEMO)
    entry = {e.no: e for e in data.entries}
    white, black = next((entry[g.white], entry[g.black]) for g in data.games if g.result is Result.RUNNING
                        and not (entry[g.white].name + entry[g.black].name).isascii())
    return f'[White "{white.name}"]\n[Black "{black.name}"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n'


def test_a_windows_1250_file_is_read_as_such_and_said_so(demo_db, tmp_path):
    text = _first_game_text(demo_db) + '\n[White "Šťastný, Ondřej"]\n[Black "Dvořák, Jiří"]\n[Result "0-1"]\n\n1. d4 0-1\n'
    path = tmp_path / "Zápis.pgn"
    path.write_bytes(text.encode("cp1250"))
    preview = pgn_games.preview_pgn(demo_db, ICCF_DEMO, path)
    assert len(preview.matches) == 1
    assert [u.reason for u in preview.unmatched] == ["Šťastný, Ondřej is not in the group; Dvořák, Jiří is not in the group"]
    assert any("Windows-1250" in note for note in preview.notes)


def test_a_utf8_file_carries_no_note(demo_db, tmp_path):
    path = tmp_path / "games.pgn"
    path.write_bytes(b"\xef\xbb\xbf" + _first_game_text(demo_db).encode("utf-8"))
    preview = pgn_games.preview_pgn(demo_db, ICCF_DEMO, path)
    assert len(preview.matches) == 1 and preview.notes == ()


def test_a_byte_no_encoding_takes_is_refused_naming_its_line(demo_db, tmp_path):
    # mostly UTF-8 (Czech names), one damaged byte on line 8: never re-read in a code page
    text = _first_game_text(demo_db) + '\n[White "Mrkvička, Jiří"]\n[Black "X\x00"]\n'
    data = text.encode("utf-8").replace(b"X\x00", b"X\xff")
    path = tmp_path / "damaged.pgn"
    path.write_bytes(data)
    with pytest.raises(ImportProblem) as refused:
        pgn_games.preview_pgn(demo_db, ICCF_DEMO, path)
    [problem] = refused.value.problems
    assert problem.path == "line 8" and "FF" in problem.message
