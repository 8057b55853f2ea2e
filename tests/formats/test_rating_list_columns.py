"""FIDE lists read a piece at a time, column by column (formats.rating_lists: `_xml_columns`,
`_txt_piece`), give what reading each record or line alone gives: the same players, at the same
lines, and the same problems, however the file is damaged, in whatever encoding it declares."""

from __future__ import annotations

import io
import re

import pytest
from hypothesis import given, settings, strategies as st

from arbiter_app.formats import rating_lists
from benchmarks.rating_list_files import FidePlayer, txt_header, txt_line, xml_record

PLAYERS = [
    FidePlayer(1503014, "Carlsen, Magnus", "NOR", "M", "GM", 2833, 0, 10, 1990, ""),
    FidePlayer(8603006, "Hou, Yifan", "CHN", "F", "GM", 2633, 9, 10, 1994, "wi"),
    FidePlayer(23700017, "Šťastný, Petr", "CZE", "M", "", None, 0, 40, 1975, "i"),
    FidePlayer(301, "Le, Quang Liem", "VIE", "m", "", 2700, 3, 10, 0, ""),
    FidePlayer(302, "Židů, Eva", "CZE", "f", "WIM", 2100, 12, 20, 2001, "w"),
]
# what damages a list: white space other than a space, markup, an entity, digits int() refuses,
# bytes that do not decode, letters outside ASCII, line breaks
TOKENS = ["\u00a0", "\u2003", "\t", "\x1c", " ", "  ", "&amp;", "<", "</name>", "<k>", "²", "7", "x", "é", "Ř", "\n", "\r\n", ""]
BYTES = [b"\xff", b"\xc3", b"\x81", b"\x00"]
# where: anywhere (a fraction of the file), or at the start or end of a value (the k-th edge of the file)
damage = st.lists(
    st.tuples(st.one_of(st.floats(0, 1), st.integers(0, 400)), st.one_of(st.sampled_from(TOKENS).map(str.encode), st.sampled_from(BYTES)),
              st.integers(0, 3)),
    max_size=3,
)  # fmt: skip
_EDGE = re.compile(rb"(?<=>)|(?=<)|(?<= )(?=[^ ])|(?<=[^ ])(?= )")


def damaged(data: bytes, damages: list[tuple[float | int, bytes, int]]) -> bytes:
    for where, token, cut in damages:
        edges = [m.start() for m in _EDGE.finditer(data)]
        at = int(where * len(data)) if isinstance(where, float) else edges[where % len(edges)]
        data = data[:at] + token + data[at + cut :]
    return data


def both_ways(read, data: bytes, one_by_one: tuple[str, object]) -> tuple:
    """What `read` gives of `data` in pieces of 300 bytes: at once, and with each piece read alone."""
    results = []
    for whole in (True, False):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(rating_lists, "_CHUNK", 300)
            if not whole:
                patch.setattr(rating_lists, *one_by_one)
            problems: list = []
            results.append((list(read(io.BytesIO(data), problems)), [str(p) for p in problems]))
    return tuple(results)


@settings(max_examples=300, deadline=None)
@given(damages=damage, encoding=st.sampled_from(["utf-8", "windows-1252", "iso-8859-2"]), pretty=st.booleans())
def test_an_xml_list_read_column_by_column_gives_what_record_by_record_does(damages, encoding, pretty):
    records = [xml_record(p) for p in PLAYERS * 3]
    if pretty:  # a child on each line, as FIDE writes its file
        records = [r.replace("><", ">\n  <").replace("  </player>", "</player>") for r in records]
    text = f'<?xml version="1.0" encoding="{encoding}"?>\n<playerslist>\n' + "\n".join(records) + "\n</playerslist>\n"
    data = damaged(text.encode(encoding, errors="replace"), damages)
    at_once, one_by_one = both_ways(rating_lists.read_fide_xml, data, ("_xml_columns", lambda *args: None))
    assert at_once == one_by_one
    if not damages:
        names = [p.name.encode(encoding, errors="replace").decode(encoding) for p in PLAYERS * 3]  # "ť" is not in windows-1252
        assert [p.name for p in at_once[0]] == names and at_once[1] == []


def _line_by_line(piece: str, number: int, problems: list, layout) -> object:  # noqa: ANN001
    return rating_lists.columns_of(list(rating_lists._txt_lines(piece.split("\n"), number, problems, layout.slices)))


@settings(max_examples=300, deadline=None)
@given(damages=damage, ending=st.sampled_from(["\r\n", "\n", ""]))
def test_a_txt_list_read_a_piece_at_once_gives_what_line_by_line_does(damages, ending):
    text = "\r\n".join([txt_header(), *(txt_line(p) for p in PLAYERS * 3)]) + ending
    data = damaged(text.encode(), damages)
    at_once, one_by_one = both_ways(rating_lists.read_fide_txt, data, ("_txt_piece", _line_by_line))
    assert at_once == one_by_one
    if not damages:
        assert [(p.line, p.name) for p in at_once[0]] == [(i + 2, p.name) for i, p in enumerate(PLAYERS * 3)] and at_once[1] == []


def test_lines_of_fide_s_january_2023_list_cut_at_their_last_value():
    """Three lines as FIDE's single standard list of January 2023 has them (the month names the rating
    column, `Gms`; a line ends at its last value, so the flag or more is missing from a short one),
    quoted in a public parser's self-test."""
    header = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA JAN23 Gms K  B-day Flag"
    lines = [
        "25121731       A C J John                                                   IND M                                1063  0   40 1987  i",
        "5045886        A K, Kalshyan                                                IND M                                1671  0   20 1964",
        "4804929        A-ALI, Sali Abbas Abdulzahra                                 IRQ F   WFM  WFM                     1876  13  20 2001  w",
    ]
    data = ("\r\n".join([header, *lines]) + "\r\n").encode()
    (players, problems), one_by_one = both_ways(rating_lists.read_fide_txt, data, ("_txt_piece", _line_by_line))
    assert (players, problems) == one_by_one and problems == []
    assert [(p.fide_id, p.name, p.federation, p.sex, p.title, p.rating, p.games, p.birth_year, p.flags) for p in players] == [
        ("25121731", "A C J John", "IND", "m", None, 1063, 0, 1987, "i"),
        ("5045886", "A K, Kalshyan", "IND", "m", None, 1671, 0, 1964, ""),
        ("4804929", "A-ALI, Sali Abbas Abdulzahra", "IRQ", "f", "WFM", 1876, 13, 2001, "w"),
    ]
