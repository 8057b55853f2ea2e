"""FIDE rating lists, TXT and XML, read as a stream (docs/exchange-formats.md).

The full list has about 1.1 million players: the readers are generators that yield one
`ListedPlayer` at a time from a binary file and never hold the file; every problem is appended to
the caller's list with its line number, and the caller stores nothing when there is any.

TXT: fixed width; the first line names the columns, and each column starts where its name starts
(`ID Number`, `Name`, `Fed`, `Sex`, `Tit`, `WTit`, `OTit`, `FOA`, then the rating, games and K of the
list: `SRtng SGm SK` / `RRtng RGm RK` / `BRtng BGm BK` in the combined list, or a month such as
`NOV25` with `GMS` and `K` in a single list, then `B-day` and `Flag`).
XML: `<playerslist><player>` with `fideid name country sex title w_title o_title foa_title rating
games k birthday flag` (`rapid_rating`, `blitz_rating`... in the combined list).
"""

from __future__ import annotations

import codecs
import itertools
import operator
import re
import xml.etree.ElementTree as ET
from typing import Any, BinaryIO, Iterator, Literal, NamedTuple, Sequence, cast

from .numbers import is_number
from .problems import PROBLEMS_KEPT, Problem
from .text_encoding import Reading, Undecodable, pieces, reading_of, sample_of

ListKind = Literal["standard", "rapid", "blitz"]
LIST_KINDS: tuple[ListKind, ...] = ("standard", "rapid", "blitz")
MAX_PROBLEMS = PROBLEMS_KEPT
"""A file with more problems is refused after this many (problems.ImportProblem says so)."""


class ListedPlayer(NamedTuple):
    """One player of a rating list or a club's CSV, as the file gives it (a tuple: a million of them
    are made in a few tenths of a second)."""

    line: int
    id: str | None
    """The register's id (ICCF id or a club's id); None in a FIDE list."""
    fide_id: str | None
    name: str
    federation: str = ""
    sex: str | None = None
    """"m" or "f"; None when the file does not say."""
    title: str | None = None
    rating: int | None = None
    games: int | None = None
    rating_kind: str | None = None
    """A `RatingKind` value ("fixed", "provisional", "fide", "national", "none")."""
    birth_year: int | None = None
    flags: str = ""
    """FIDE flags: `i` inactive, `w` woman."""
    club: str | None = None
    rank: str | None = None
    """The go rank as stored (`2k`, `3d`); only a club's CSV has one."""


PlayerColumns = Sequence[Sequence[Any]]
"""Players column by column: the values of each of ListedPlayer's fields, in its order."""


def columns_of(players: Sequence[ListedPlayer]) -> PlayerColumns:
    return list(zip(*players)) if players else [[] for _ in ListedPlayer._fields]


def listed_players(columns: PlayerColumns) -> Iterator[ListedPlayer]:
    """The players of `columns`, each made in C (ListedPlayer._make is a call of Python's for each)."""
    return map(tuple.__new__, itertools.repeat(ListedPlayer), zip(*columns))


class TooManyProblems(Exception):
    """Raised by `add_problem` once MAX_PROBLEMS are listed, to stop reading a file that is refused anyway."""


def add_problem(problems: list[Problem], line: int, message: str) -> None:
    problems.append(Problem(f"line {line}", message))
    if len(problems) >= MAX_PROBLEMS:
        raise TooManyProblems


_TXT_RATING = {"standard": ("SRTNG", "SGM", "SK"), "rapid": ("RRTNG", "RGM", "RK"), "blitz": ("BRTNG", "BGM", "BK")}
_MONTH = re.compile(r"[A-Z]{3}\d{2}")


def _txt_columns(header: str) -> dict[str, tuple[int, int | None]]:
    """Column name (upper case) -> (start, end) from the header line; `ID Number` is one name."""
    found = [(m.group().upper(), m.start()) for m in re.finditer(r"\S+", header)]
    merged: list[tuple[str, int]] = []
    for name, start in found:
        if name == "NUMBER" and merged and merged[-1][0] == "ID":
            merged[-1] = ("ID NUMBER", merged[-1][1])
        else:
            merged.append((name, start))
    return {name: (start, merged[i + 1][1] if i + 1 < len(merged) else None) for i, (name, start) in enumerate(merged)}


def read_fide_txt(handle: BinaryIO, problems: list[Problem], kind: ListKind = "standard", encoding: str | None = None) -> Iterator[ListedPlayer]:
    """Players of a FIDE TXT list (`read_fide_txt_columns`), one by one."""
    for columns in read_fide_txt_columns(handle, problems, kind, encoding):
        yield from listed_players(columns)


def read_fide_txt_columns(handle: BinaryIO, problems: list[Problem], kind: ListKind = "standard",
                          encoding: str | None = None, titles: bool = True) -> Iterator[PlayerColumns]:
    """Players of a FIDE TXT list (`kind` picks the rating of a combined list) column by column, in
    pieces of whole lines (about 4 MB). `encoding`: as `list_reading` chose it (None: chosen here);
    `titles`: False leaves the titles and flags unread (None and ''), for a reader that stores neither.
    Each value is stripped, the `\r` of a line end among them (text_encoding.pieces keeps it)."""
    layout = None
    try:
        for number, piece in pieces(handle, encoding or list_reading(handle).encoding, _CHUNK, keep_crlf=True):
            if layout is None:
                header, _, piece = piece.partition("\n")
                layout = _txt_layout(header, kind, problems, _TXT_FIELDS if titles else _UNTITLED)
                if layout is None:
                    return
                number += 1
            if piece:
                columns = _txt_piece(piece.removesuffix("\n"), number, problems, layout)
                if columns[0]:
                    yield columns
        if layout is None:
            _txt_layout("", kind, problems)  # an empty file: its refusal
    except TooManyProblems:
        return
    except Undecodable as exc:
        problems.append(Problem(f"line {exc.line}", exc.message))


FIDE_CODE_PAGES = ("cp1252", "cp1250")
"""The code pages a TXT list not in UTF-8 may be in; FIDE's own first, taken when both fit alike."""


def list_reading(handle: BinaryIO, encoding: str | None = None, legacy: tuple[str, ...] = FIDE_CODE_PAGES) -> Reading:
    """How a TXT or CSV list is read (formats.text_encoding): as the user named it, else UTF-8, else
    the code page of `legacy` whose letters fit its names. The stream is rewound."""
    return reading_of(b"" if encoding else sample_of(handle), encoding, legacy)


_TXT_FIELDS = ("fide_id", "name", "federation", "sex", "title", "rating", "games", "birth", "flag")
_UNTITLED = tuple(field for field in _TXT_FIELDS if field not in ("title", "flag"))


class _TxtLayout(NamedTuple):
    slices: dict[str, slice]
    """The places of the columns read, by field (_TXT_FIELDS; a column the list lacks or not read is left out)."""
    line: re.Pattern[str]
    """A line cut as the slices cut it: a group for each column read, in the order of `slices`."""


def _txt_layout(header: str, kind: ListKind, problems: list[Problem], read: tuple[str, ...] = _TXT_FIELDS) -> _TxtLayout | None:
    """The layout of the columns of `header` that hold the fields `read` (_TXT_FIELDS); None when it
    lacks one of those a player needs (reported)."""
    columns = _txt_columns(header)
    rating_name, games_name, _k = _TXT_RATING[kind]
    if rating_name not in columns:  # a single list: the rating column is named by its month
        rating_name = next((c for c in columns if _MONTH.fullmatch(c)), rating_name)
        games_name = "GMS"
    missing = [c for c in ("ID NUMBER", "NAME", rating_name) if c not in columns]
    if missing:
        problems.append(Problem("line 1", f"not a FIDE rating list: no column {', '.join(missing)} in the header"))
        return None
    names = ("ID NUMBER", "NAME", "FED", "SEX", "TIT", rating_name, games_name, "B-DAY", "FLAG")
    field_of = {name: field for name, field in zip(names, _TXT_FIELDS) if name in columns and field in read}
    places = sorted(columns.items(), key=lambda item: item[1][0])
    slices = {field_of[name]: slice(start, end) for name, (start, end) in places if name in field_of}
    # each column as many characters as the line has up to its width (what a slice of a short line
    # gives), after those before it that no column holds (a name the header has twice holds its last place)
    cut, at = "", 0
    for name, (start, end) in places:
        width = ".*" if end is None else f".{{0,{end - start}}}"
        cut += (f".{{0,{start - at}}}" if start > at else "") + (f"({width})" if name in field_of else width)
        at = start if end is None else end
    return _TxtLayout(slices, re.compile(f"^{cut}$", re.M))


def _txt_piece(piece: str, number: int, problems: list[Problem], layout: _TxtLayout) -> PlayerColumns:
    """The players of a piece of whole lines (the first is line `number`): at once when every line is
    a player with sound values, as `_txt_lines` reads each; else line by line. One split of the
    piece cuts every line: a million lines in 4.7-6.3 s against 7-8.7 s cutting each."""
    parts = layout.line.split(piece)
    stride = layout.line.groups + 1  # the line break before a line, then its groups
    count = len(parts) // stride
    found = dict(zip(layout.slices, (list(map(str.strip, parts[1 + i :: stride])) for i in range(len(layout.slices)))))
    fide_ids, names, countries, sexes, titles, ratings, games, births, flags = (found.get(field, [""] * count) for field in _TXT_FIELDS)
    numbers = "".join(fide_ids) + "".join(ratings) + "".join(games) + "".join(births)
    if not (all(fide_ids) and all(names) and is_number(numbers) and count == piece.count("\n") + 1):
        return columns_of(list(_txt_lines(piece.split("\n"), number, problems, layout.slices)))
    nothing = [None] * count
    return [list(range(number, number + count)), nothing, fide_ids, names, countries, [_SEX.get(sex) for sex in sexes],
            [title or None for title in titles], _numbers(ratings), _numbers(games), ["fide" if rating else "none" for rating in ratings],
            [year or None for year in _numbers(births)], flags, nothing, nothing]  # fmt: skip


def _txt_lines(lines: list[str], number: int, problems: list[Problem], slices: dict[str, slice]) -> Iterator[ListedPlayer]:
    """The players of `lines` (the first is line `number`) one by one, each fault reported."""
    s_id, s_name, s_fed, s_sex, s_tit, s_rating, s_games, s_birth, s_flag = map(slices.get, _TXT_FIELDS)
    assert s_id is not None and s_name is not None and s_rating is not None
    for number, line in enumerate(lines, start=number):
        if not line.strip():
            continue
        fide_id = line[s_id].strip()
        name = line[s_name].strip()
        if not is_number(fide_id):
            add_problem(problems, number, f"FIDE id (column ID Number) is not a number: {fide_id!r}")
            continue
        if not name:
            add_problem(problems, number, "the name is empty")
            continue
        rating = line[s_rating].strip()
        games = line[s_games].strip() if s_games else ""
        birth = line[s_birth].strip() if s_birth else ""
        if not (is_number(rating) or not rating) or not (is_number(games) or not games) or not (is_number(birth) or not birth):
            add_problem(problems, number, f"rating, games or birth year is not a number: {rating!r}, {games!r}, {birth!r}")
            continue
        sex = line[s_sex].strip().upper() if s_sex else ""
        yield ListedPlayer(
            number,
            None,
            fide_id,
            name,
            line[s_fed].strip() if s_fed else "",
            "f" if sex == "F" else "m" if sex == "M" else None,
            (line[s_tit].strip() or None) if s_tit else None,
            int(rating) if rating else None,
            int(games) if games else None,
            "fide" if rating else "none",
            int(birth) if birth and int(birth) > 0 else None,
            line[s_flag].strip() if s_flag else "",
        )


_XML_RATING = {"standard": ("rating", "games"), "rapid": ("rapid_rating", "rapid_games"), "blitz": ("blitz_rating", "blitz_games")}
_XML_FIELDS = ("fideid", "name", "country", "sex", "title", "rating", "games", "birthday", "flag")
_CHUNK = 1 << 22
_PLAYER = re.compile(rb"<player[\s>]")
_FIRST_RECORD = re.compile(rb"<player[\s>].*?</player>", re.S)
_ENCODING = re.compile(rb"""<\?xml[^>]*encoding=["']([A-Za-z0-9._-]+)["']""")


class _Layout:
    """The children of the list's first player, in their order: a record with exactly these children,
    each holding plain text (no markup, no entity, no space at either end), is read by one regular
    expression; any other is read by ElementTree, which also reports what is not well-formed.
    Measured on 200 000 players: 0.5 s against 5.0 s for ElementTree on every record (and 4.3-5.5 s
    for expat with Python handlers); the TXT reader takes 0.35 s. A piece whose records all have the
    layout and sound values is read column by column from its bytes (`_xml_columns`)."""

    def __init__(self, first: bytes, encoding: str, rating_tag: str, games_tag: str, titles: bool = True):
        self.encoding = encoding
        self.fields = (*_XML_FIELDS[:5], rating_tag, games_tag, *_XML_FIELDS[7:])
        try:
            tags = [child.tag for child in ET.fromstring(first)]
        except ET.ParseError:
            tags = []  # every record goes to ElementTree, which says where the file is broken
        wanted = [t for t in tags if t in self.fields]  # the others' texts are not read: any text will do
        self.record = re.compile(_record_pattern(tags, wanted, "[^<]*")) if tags else None
        # the same on bytes, where a text not read holds ASCII only (every other byte is decoded in its
        # column), without the title and flag unless `titles`
        columns = [t for t in wanted if titles or t not in ("title", "flag")]
        self.bytes_record = re.compile(_record_pattern(tags, columns, r"[^<\x80-\xff]*").encode()) if tags and _ascii_based(encoding) else None
        self.tags = wanted
        self.at = _places(self.fields, wanted)
        """Where each of `fields` is among a record's groups (counted from 0: the white space first)."""
        self.bytes_at = _places(self.fields, columns)
        self.pick = operator.itemgetter(*self.at)


def _places(fields: tuple[str, ...], read: list[str]) -> list[int]:
    """Where each of `fields` is among the groups of `_record_pattern` reading the children `read`."""
    return [read.index(f) + 2 if f in read else len(read) + 2 for f in fields]


def _record_pattern(tags: list[str], wanted: list[str], other: str) -> str:
    """A record with children `tags`, the `wanted` ones' texts as words with single spaces between them,
    the others' as `other`. Groups: the white space before <player>, the record, the wanted children's
    texts, an empty one for a missing field."""
    text = r"([^<&\s]*(?: [^<&\s]+)*)"
    children = "".join(rf"\s*<{re.escape(t)}>{text if t in wanted else other}</{re.escape(t)}>" for t in tags)
    return rf"(\s*)(<player>{children}\s*</player>)()"


def _ascii_based(encoding: str) -> bool:
    """Whether the encoding writes ASCII as ASCII and no other character with an ASCII byte."""
    try:
        name = codecs.lookup(encoding).name
    except LookupError:
        return False
    return name in ("utf-8", "ascii") or name.startswith(("iso8859-", "cp125", "latin"))


def read_fide_xml(handle: BinaryIO, problems: list[Problem], kind: ListKind = "standard") -> Iterator[ListedPlayer]:
    """Players of a FIDE XML list (`read_fide_xml_columns`), one by one."""
    for columns in read_fide_xml_columns(handle, problems, kind):
        yield from listed_players(columns)


def read_fide_xml_columns(handle: BinaryIO, problems: list[Problem], kind: ListKind = "standard", titles: bool = True) -> Iterator[PlayerColumns]:
    """Players of a FIDE XML list column by column, read in pieces of about 4 MB, each ending at a
    `</player>` (see _Layout): a reader of a million players makes no object for each of them.
    `titles`: False leaves the titles and flags of plain pieces unread (None and ''), for a reader
    that stores neither."""
    rating_tag, games_tag = _XML_RATING[kind]
    buffer = b""
    line = 1
    layout: _Layout | None = None
    try:
        while True:
            block = handle.read(_CHUNK)
            buffer += block
            end = buffer.rfind(b"</player>")
            if end < 0 and block:
                continue
            piece, buffer = (buffer[: end + 9], buffer[end + 9 :]) if end >= 0 else (b"", buffer)
            if layout is None and piece:
                found = _PLAYER.search(piece)
                start = found.start() if found else 0
                if b"<playerslist" not in piece[:start]:
                    problems.append(Problem("line 1", "not a FIDE XML rating list: no <playerslist> before the first <player>"))
                    return
                declared = _ENCODING.search(piece[:start])
                encoding = declared.group(1).decode() if declared else "utf-8"
                first = _FIRST_RECORD.search(piece, start)
                layout = _Layout(first.group() if first else b"", encoding, rating_tag, games_tag, titles)
                line += piece.count(b"\n", 0, start)
                piece = piece[start:]
            columns = _xml_piece(piece, line, problems, layout) if piece else None  # type: ignore[arg-type]
            if columns and columns[0]:
                yield columns
            if piece:
                line += piece.count(b"\n")
            if not block:
                break
        rest = buffer.strip()
        if layout is None:
            problems.append(Problem("line 1", "not a FIDE XML rating list: no <player> record"))
        elif rest.replace(b"</playerslist>", b"").strip():
            problems.append(Problem(f"line {line}", f"unexpected text after the last player: {rest[:40]!r}"))
    except TooManyProblems:
        return


def _xml_piece(piece: bytes, line: int, problems: list[Problem], layout: _Layout) -> PlayerColumns:
    """The players of a piece: at once when it is plain (`_xml_columns`), else record by record."""
    columns = _xml_columns(piece, line, layout) if layout.bytes_record is not None else None
    return columns if columns is not None else columns_of(list(_xml_records(piece, line, problems, layout)))


def _xml_records(piece: bytes, line: int, problems: list[Problem], layout: _Layout) -> Iterator[ListedPlayer]:
    """The players of a piece one by one: those of the layout by its expression, any other by ElementTree."""
    try:
        text = piece.decode(layout.encoding)
    except (UnicodeDecodeError, LookupError):
        yield from _xml_tree(piece, line, problems, layout)
        return
    if layout.record is None:
        yield from _xml_tree(piece, line, problems, layout)
        return
    pick = layout.pick
    at = counted = 0  # the end of the text read so far; the place up to which `line` counts
    for match in layout.record.finditer(text):
        if match.start() != at and text[at : match.start()].strip():
            yield from _xml_tree(text[at : match.start()].encode(), line + text.count("\n", counted, at), problems, layout)
        line += text.count("\n", counted, match.end(1))
        counted = match.end(1)
        values = match.groups()
        player = _listed(line, pick(values))
        if player is not None:
            yield player
        else:
            add_problem(problems, line, _BAD_RECORD + str(dict(zip(layout.tags, values[2:]))))
        at = match.end()
    if text[at:].strip():
        yield from _xml_tree(text[at:].encode(), line + text.count("\n", counted, at), problems, layout)


def _xml_columns(piece: bytes, line: int, layout: _Layout) -> PlayerColumns | None:
    """The players of a piece read column by column, when every record of it has the layout and sound
    values, as `_listed` reads them one by one; else None. One split of the bytes gives every
    record's groups, and a column is decoded at once: a million records in about 7 s, where
    decoding the text, matching and reading each record took 10 s."""
    record = layout.bytes_record
    assert record is not None
    parts = record.split(piece)
    stride = record.groups + 1  # a gap between records, then the groups of a record
    gaps = parts[::stride]
    if any(gaps[:-1]) or gaps[-1].strip():
        return None  # text between records: read record by record
    raw_ids, raw_names, raw_countries, raw_sexes, raw_titles, ratings, games, births, raw_flags = (parts[1 + i :: stride] for i in layout.bytes_at)
    if not (all(raw_ids) and all(raw_names) and (b"".join(raw_ids) + b"".join(ratings) + b"".join(games) + b"".join(births)).isdigit()):
        return None  # a record at fault: reported by `_listed`
    texts = [_decoded(column, layout.encoding) for column in (raw_ids, raw_names, raw_countries, raw_sexes, raw_titles, raw_flags)]
    if None in texts:
        return None
    fide_ids, names, countries, sexes, titles, flags = cast("list[list[str]]", texts)
    lines = _record_lines(parts[1::stride], parts[2::stride], gaps[-1], piece.count(b"\n"), line)
    born = [year or None for year in _numbers(births)]
    nothing = [None] * len(lines)
    return [lines, nothing, fide_ids, names, countries, list(map(_SEX.get, sexes)), [title or None for title in titles], _numbers(ratings),
            _numbers(games), ["fide" if rating else "none" for rating in ratings], born, flags, nothing, nothing]  # fmt: skip


def _record_lines(spaces: list[bytes], records: list[bytes], rest: bytes, breaks: int, line: int) -> list[int]:
    """The line of each record's <player> (the piece's first is `line`): the line breaks of the white
    space and records before it. When the records hold none (the piece's `breaks` are all in the
    white space), only the white space is counted: half the work."""
    spacing = list(map(bytes.count, spaces, itertools.repeat(b"\n")))
    if sum(spacing) + rest.count(b"\n") == breaks:
        return list(itertools.accumulate(spacing, initial=line))[1:]
    counted = map(bytes.count, itertools.chain.from_iterable(zip(spaces, records)), itertools.repeat(b"\n"))
    return list(itertools.accumulate(counted, initial=line))[1::2]


_SEX: dict[str, str | None] = {"F": "f", "f": "f", "M": "m", "m": "m"}
"""A record's sex as `_listed` reads it (any other text: None)."""
_SPACE_NOT_BLANK = re.compile(r"[^\S ]")


def _decoded(column: list[bytes], encoding: str) -> list[str] | None:
    """A column's texts decoded at once; None when one does not decode or holds white space that the
    text's expression would not take (on bytes it knows ASCII white space only)."""
    try:
        joined = b"\0".join(column).decode(encoding)
    except UnicodeDecodeError:
        return None
    texts = joined.split("\0")
    return texts if len(texts) == len(column) and not _SPACE_NOT_BLANK.search(joined) else None


def _numbers(texts: Sequence[str] | Sequence[bytes]) -> list[int | None]:
    """Texts of ASCII digits or empty, as numbers or None."""
    return list(map(int, texts)) if all(texts) else [int(text) if text else None for text in texts]


def _xml_tree(piece: bytes, line: int, problems: list[Problem], layout: _Layout) -> Iterator[ListedPlayer]:
    """The players of a piece (UTF-8) by ElementTree; a piece that is not well-formed stops the file."""
    try:
        root = ET.fromstring(b"<playerslist>" + piece + b"</playerslist>")
    except ET.ParseError as exc:
        add_problem(problems, line + exc.position[0] - 1, f"not well-formed XML: {exc}")
        raise TooManyProblems from exc  # the rest of the file cannot be trusted
    starts = [line + piece.count(b"\n", 0, m.start()) for m in _PLAYER.finditer(piece)]
    for i, player in enumerate(root):
        where = starts[i] if i < len(starts) else line
        found = _listed(where, [(player.findtext(f) or "").strip() for f in layout.fields]) if player.tag == "player" else None
        if found is not None:
            yield found
        else:
            add_problem(problems, where, _BAD_RECORD + str({c.tag: c.text for c in player}))


_BAD_RECORD = "player record without a numeric fideid, a name or numeric rating/games/birthday: "


def _listed(line: int, values: Sequence[str]) -> ListedPlayer | None:
    """The player of a record's texts (in the order of _Layout.fields); None when they are wrong."""
    fide_id, name, country, sex, title, rating, games, birth, flag = values
    if not (is_number(fide_id) and name and (is_number(rating) or not rating) and (is_number(games) or not games) and (is_number(birth) or not birth)):
        return None
    sex = sex.upper()
    return ListedPlayer(  # positional: a million of them
        line,
        None,
        fide_id,
        name,
        country,
        "f" if sex == "F" else "m" if sex == "M" else None,
        title or None,
        int(rating) if rating else None,
        int(games) if games else None,
        "fide" if rating else "none",
        int(birth) if birth and int(birth) > 0 else None,
        flag,
    )
