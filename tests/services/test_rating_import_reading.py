"""A FIDE list imported the quick way (services.ratings.list_batches: the reader's blocks passed on,
titles and flags left unread, the `\\r` of each line end kept and stripped, the names folded together,
many rows to an INSERT) stores each player as his own values say, in every layout of the file, and
a player's line is the one he is on."""

from __future__ import annotations

import io
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_app.formats import rating_lists
from arbiter_app.formats.problems import ImportProblem
from arbiter_app.rules.names import fold
from arbiter_app.services.database import Database
from arbiter_app.services.ratings import list_batches
from arbiter_app.services.ratings.list_import import import_rating_list
from benchmarks.rating_list_files import FidePlayer, txt_header, txt_line, xml_record
from tests.services.test_rating_import_cpu import players_of_every_name

XML_HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n'


def written(path: Path, players: list[FidePlayer], layout: str) -> Path:
    """The list in `layout`: TXT with its lines ended by CR LF, LF or CR; XML a record to a line
    ("compact") or a child to a line ("pretty", as FIDE writes it)."""
    if layout.startswith("txt"):
        end = {"txt-crlf": "\r\n", "txt-lf": "\n", "txt-cr": "\r"}[layout]
        path.write_bytes(end.join([txt_header(), *map(txt_line, players), ""]).encode())
    else:
        records = [xml_record(p) if layout == "xml-compact" else xml_record(p).replace("><", ">\n<") for p in players]
        path.write_bytes((XML_HEAD + "\n".join(records) + "\n</playerslist>\n").encode())
    return path


def expected(p: FidePlayer) -> tuple:
    """The register row of a player new to the register: no title from a FIDE list, the rest his."""
    return (f"FIDE:{p.fide_id}", p.name, fold(p.name), p.federation, None, "f" if p.sex == "F" else "m", p.rating,
            p.games if p.rating else 0, "fide" if p.rating else "none", str(p.fide_id), p.birth_year, None, "")  # fmt: skip


def stored(db_path: Path) -> list[tuple]:
    conn = sqlite3.connect(db_path)
    try:
        return sorted(conn.execute(f"SELECT {', '.join(list_batches.COLUMNS)} FROM player"))
    finally:
        conn.close()


LAYOUTS = ["txt-crlf", "txt-lf", "txt-cr", "xml-compact", "xml-pretty"]


@pytest.mark.parametrize("layout", LAYOUTS)
def test_each_player_is_stored_as_his_values_say(tmp_path: Path, monkeypatch, layout):
    players = players_of_every_name(1500)
    players[7] = replace(players[7], name="Pipe|Name, Ann", title="GM", flag="wi")  # `|` joins the names that fold_many folds
    monkeypatch.setattr(rating_lists, "_CHUNK", 1 << 16)  # several pieces, each cut into batches
    monkeypatch.setattr(list_batches, "CHUNK", 150)
    path = written(tmp_path / ("list.xml" if layout.startswith("xml") else "list.txt"), players, layout)
    db = Database(tmp_path / "arbiter.sqlite")
    try:
        assert import_rating_list(db, path).added == len(players)
    finally:
        db.close()
    assert stored(tmp_path / "arbiter.sqlite") == sorted(map(expected, players))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_a_player_listed_twice_is_reported_at_his_line(tmp_path: Path, layout):
    players = players_of_every_name(40)
    path = written(tmp_path / ("list.xml" if layout.startswith("xml") else "list.txt"), [*players, players[5]], layout)
    data = path.read_bytes()
    last = 42 if layout.startswith("txt") else data[: data.rfind(b"<player>")].count(b"\n") + 1  # the line of the last record
    db = Database(tmp_path / "arbiter.sqlite")
    try:
        with pytest.raises(ImportProblem) as refused:
            import_rating_list(db, path)
    finally:
        db.close()
    assert [(p.path, p.message) for p in refused.value.problems] == [
        (f"line {last}", f"player FIDE {players[5].fide_id} is listed a second time")
    ]


def test_titles_and_flags_left_unread_leave_every_other_value_as_it_was():
    players = [replace(p, title="IM", flag="wi") for p in players_of_every_name(300)]
    txt = "\r\n".join([txt_header(), *map(txt_line, players), ""]).encode()
    xml = (XML_HEAD + "\n".join(map(xml_record, players)) + "\n</playerslist>\n").encode()
    for data, read in ((txt, rating_lists.read_fide_txt_columns), (xml, rating_lists.read_fide_xml_columns)):
        titled, untitled = list(read(io.BytesIO(data), [])), list(read(io.BytesIO(data), [], titles=False))
        assert len(titled) == len(untitled) == 1
        at_title, at_flags = rating_lists.ListedPlayer._fields.index("title"), rating_lists.ListedPlayer._fields.index("flags")
        assert set(titled[0][at_title]) == {"IM"} and set(titled[0][at_flags]) == {"wi"}
        assert set(untitled[0][at_title]) == {None} and set(untitled[0][at_flags]) == {""}
        others = [i for i in range(len(titled[0])) if i not in (at_title, at_flags)]
        assert [list(titled[0][i]) for i in others] == [list(untitled[0][i]) for i in others]


def test_a_carriage_return_inside_a_line_still_breaks_it():
    """Only a piece whose every CR ends a line keeps them (text_encoding.pieces): any other is read
    with each CR a line break, as before."""
    players = players_of_every_name(20)
    lines = [txt_header(), *map(txt_line, players)]
    lines[4] = lines[4][:30] + "\r" + lines[4][30:]
    crlf = "\r\n".join([*lines, ""]).encode()
    lf = crlf.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    found = {}
    for name, data in (("crlf", crlf), ("lf", lf)):
        problems: list = []
        found[name] = (list(rating_lists.read_fide_txt(io.BytesIO(data), problems)), [(p.path, p.message) for p in problems])
    assert found["crlf"] == found["lf"] and found["lf"][1]  # the line cut in two is at fault
