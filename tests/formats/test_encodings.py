"""A text file's encoding honoured (issue 48): UTF-8 first, else the code page whose letters fit the
names (Windows-1250 for a Czech list, Windows-1252 for a Western one), else what the user names;
bytes the encoding has no character for refuse the file at their line; never a replaced byte."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.formats import text_encoding
from arbiter_app.formats.egd import decode_table
from arbiter_app.formats.players_csv import read_players_csv
from arbiter_app.formats.rating_lists import read_fide_txt
from arbiter_app.formats.trf_reader import read_trf_bytes
from arbiter_app.services import players
from arbiter_app.services.ratings.list_import import import_rating_list
from benchmarks.rating_list_files import FidePlayer, txt_header, txt_line

CZECH = [FidePlayer(23700010 + i, name, "CZE", "M", "", 1800 + i, 0, 20, 1970, "") for i, name in enumerate(
    ["Čermák, Jan", "Dvořák, Přemysl", "Šťastný, Petr", "Řehoř, Tomáš", "Kůň, Ondřej", "Němec, Zdeněk"])]
WESTERN = [FidePlayer(1000 + i, name, fed, "M", "", 2000 + i, 0, 20, 1980, "") for i, (name, fed) in enumerate(
    [("Lefèvre, Hélène", "FRA"), ("Jørgensen, Søren", "DEN"), ("Niño, José", "ESP"), ("Müller, Jürgen", "GER"), ("Åberg, Björn", "SWE")])]


def txt_list(people: list[FidePlayer], encoding: str) -> bytes:
    return ("\r\n".join([txt_header(), *map(txt_line, people)]) + "\r\n").encode(encoding)


@pytest.mark.parametrize("people, encoding", [(CZECH[:2] + CZECH[3:], "cp1250"), (WESTERN, "cp1252"), (CZECH + WESTERN[3:], "utf-8")])
def test_a_list_is_read_in_the_code_page_its_names_fit(people, encoding):
    """The tester's list: Czech names in Windows-1250 were read as Windows-1252 (`Č` as `È`, `Ř` as
    `Ø`); a Western list in Windows-1252 must stay Windows-1252."""
    data = txt_list(people, encoding)
    assert text_encoding.detect(data, ("cp1252", "cp1250")).encoding == encoding
    found = list(read_fide_txt(io.BytesIO(data), problems := []))
    assert problems == [] and [p.name for p in found] == [p.name for p in people]


def test_a_byte_windows_1252_lacks_decides_for_windows_1250():
    """`ť` is 0x9D in Windows-1250, a byte Windows-1252 does not define (it became U+FFFD)."""
    found = list(read_fide_txt(io.BytesIO(txt_list([CZECH[2]], "cp1250")), problems := []))
    assert problems == [] and found[0].name == "Šťastný, Petr"


def test_letters_that_fit_both_code_pages_take_the_readers_first_and_say_so():
    reading = text_encoding.detect("Jørgensen, Søren".encode("cp1252"), ("cp1252", "cp1250"))
    assert reading == text_encoding.Reading("cp1252", ("cp1250",))
    assert reading.note == "not UTF-8: read as Windows-1252; its letters fit Windows-1250 as well, so check its names"


def test_bytes_the_encoding_cannot_read_refuse_the_list_at_their_line():
    """A UTF-8 list with one line in another code page is damaged UTF-8, never re-read as cp1252."""
    data = txt_list(CZECH[:4], "utf-8") + txt_line(CZECH[4]).encode("cp1250") + b"\r\n"
    list(read_fide_txt(io.BytesIO(data), problems := []))
    assert len(problems) == 1 and str(problems[0]) == (
        "line 6: the bytes F9 are not UTF-8 („23700014 K\ufffd\ufffd, Ond\ufffdej CZE M 1804 0 20 1970“): the file is in another encoding, or damaged")


def test_a_byte_no_code_page_defines_is_refused_with_its_line():
    data = txt_list(WESTERN[:2], "cp1252") + b"1 \x81\x90 x\r\n"
    list(read_fide_txt(io.BytesIO(data), problems := []))
    assert str(problems[-1]).startswith("line 4: the bytes 81 are not Windows-1252")


def test_the_encoding_the_user_names_is_used_and_checked():
    data = txt_list(WESTERN[:2], "cp1252")
    found = list(read_fide_txt(io.BytesIO(data), [], encoding="cp1250"))
    assert found[0].name == "Lefčvre, Hélčne"  # as asked: the user's choice is not second-guessed
    with pytest.raises(ValueError, match="^no encoding koi8-r is known here; choose one of utf-8, cp1250"):
        text_encoding.declared("koi8-r")


def test_a_club_csv_in_windows_1252_is_no_longer_read_as_windows_1250():
    """`Thérèse` is `Théręse` in Windows-1250 (é Czech, ę Polish), `Núñez` `Núńez`, `Ångström` `Ĺngström`."""
    names = ["Lefèvre, Thérèse", "Núñez, José", "Ångström, Åse", "Jørgensen, Søren"]
    data = ("ID;Name;Rating\n" + "".join(f"{i};{name};1800\n" for i, name in enumerate(names))).encode("cp1252")
    found = list(read_players_csv(io.BytesIO(data), problems := []))
    assert problems == [] and [p.name for p in found] == names


def test_a_trf_with_an_undefined_byte_is_refused_at_its_line():
    """A Czech TRF was read as Windows-1250 with the bytes it does not define replaced by U+FFFD."""
    line = "001    1 m    Novák, Jan                        1800 CZE    23700010 1970/01/01  0.0    1"
    document = read_trf_bytes(("012 Turnaj\n" + line + "\n").encode("cp1250").replace(b"Nov", b"N\x98v"), "ó.trf")
    assert [str(p) for p in document.problems] == [
        "line 2: the bytes 98 are not Windows-1250 („001 1 m N\ufffdvák, Jan 1800 CZE 23700010 1970/01/01 0.0 1“): "
        "the file is in another encoding, or damaged"]


def test_a_trf_without_players_is_refused():
    assert [str(p) for p in read_trf_bytes(b"012 Turnaj\n", "t.trf").problems] == ["t.trf: no player record (001): not a tournament report file"]


def test_an_egd_table_in_windows_1250_is_not_read_as_latin_9():
    """OpenGotha writes ISO-8859-15; a Czech program Windows-1250, where `ř` (0xF8) is Latin-9's `ø`."""
    text, reading = decode_table("1 Dvořák Přemysl 3d CZ Brno 0-\n2 Čermák Jiří 2k CZ Praha 0-\n".encode("cp1250"))
    assert reading.encoding == "cp1250" and "Dvořák Přemysl" in text and "Čermák Jiří" in text
    text, reading = decode_table("1 Šafář Šimon 3d CZ Brno 0-\n".encode("iso-8859-15", errors="replace"))
    assert reading.encoding == "iso-8859-15"


def test_import_ratings_says_how_it_read_the_list_and_takes_encoding(tmp_path: Path, empty_db, capsys):
    path = tmp_path / "seznam ČR.txt"
    path.write_bytes(txt_list(CZECH, "cp1250"))
    done = import_rating_list(empty_db, path)
    assert done.changes.description.endswith("\nseznam ČR.txt: not UTF-8: read as Windows-1250")
    assert {p.player.name for p in players.search(empty_db)} >= {"Čermák, Jan", "Šťastný, Petr"}
    db = str(tmp_path / "d.sqlite")
    assert main(["--db", db, "import-ratings", str(path), "--encoding", "cp1252"]) == 1
    error = capsys.readouterr().err
    assert "seznam ČR.txt" in error and "line 4: the bytes 9D are not Windows-1252" in error and "nothing was stored" in error
