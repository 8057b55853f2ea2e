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

import io
import operator
import re
import xml.etree.ElementTree as ET
from typing import BinaryIO, Iterator, Literal, NamedTuple, Sequence

from .numbers import is_number
from .problems import PROBLEMS_KEPT, Problem

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


class TooManyProblems(Exception):
    """Raised by `add_problem` once MAX_PROBLEMS are listed, to stop reading a file that is refused anyway."""


def add_problem(problems: list[Problem], line: int, message: str) -> None:
    problems.append(Problem(f"line {line}", message))
    if len(problems) >= MAX_PROBLEMS:
        raise TooManyProblems


def _text(handle: BinaryIO) -> io.TextIOWrapper:
    """The file as text: UTF-8 if its first megabyte is, else Windows-1252."""
    head = handle.read(1 << 20)
    handle.seek(0)
    try:
        head.decode("utf-8")
        encoding = "utf-8"
    except UnicodeDecodeError as exc:
        encoding = "utf-8" if exc.start > len(head) - 4 else "cp1252"  # a character cut at the end of the megabyte
    return io.TextIOWrapper(handle, encoding=encoding, errors="replace", newline=None)


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


def read_fide_txt(handle: BinaryIO, problems: list[Problem], kind: ListKind = "standard") -> Iterator[ListedPlayer]:
    """Players of a FIDE TXT list (`kind` picks the rating of a combined list)."""
    text = _text(handle)
    try:
        yield from _txt_players(text, problems, kind)
    finally:
        text.detach()  # the caller closes the file


def _txt_players(text: io.TextIOWrapper, problems: list[Problem], kind: ListKind) -> Iterator[ListedPlayer]:
    header = text.readline().rstrip("\n")
    columns = _txt_columns(header)
    rating_name, games_name, _k = _TXT_RATING[kind]
    if rating_name not in columns:  # a single list: the rating column is named by its month
        rating_name = next((c for c in columns if _MONTH.fullmatch(c)), rating_name)
        games_name = "GMS"
    missing = [c for c in ("ID NUMBER", "NAME", rating_name) if c not in columns]
    if missing:
        problems.append(Problem("line 1", f"not a FIDE rating list: no column {', '.join(missing)} in the header"))
        return

    def cut(name: str) -> slice | None:
        if name not in columns:
            return None
        start, end = columns[name]
        return slice(start, end)

    s_id, s_name, s_fed, s_sex, s_tit = cut("ID NUMBER"), cut("NAME"), cut("FED"), cut("SEX"), cut("TIT")
    s_rating, s_games, s_birth, s_flag = cut(rating_name), cut(games_name), cut("B-DAY"), cut("FLAG")
    assert s_id is not None and s_name is not None and s_rating is not None
    try:
        for number, line in enumerate(text, start=2):
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
            yield ListedPlayer(  # positional: a million of them
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
    except TooManyProblems:
        return


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
    for expat with Python handlers); the TXT reader takes 0.35 s."""

    def __init__(self, first: bytes, encoding: str, rating_tag: str, games_tag: str):
        self.encoding = encoding
        self.fields = (*_XML_FIELDS[:5], rating_tag, games_tag, *_XML_FIELDS[7:])
        try:
            tags = [child.tag for child in ET.fromstring(first)]
        except ET.ParseError:
            tags = []  # every record goes to ElementTree, which says where the file is broken
        text = r"([^<&\s]*(?: [^<&\s]+)*)"  # words with single spaces between them
        wanted = [t for t in tags if t in self.fields]  # the others' texts are not read: any text will do
        children = "".join(rf"\s*<{re.escape(t)}>{text if t in wanted else '[^<]*'}</{re.escape(t)}>" for t in tags)
        # groups: the white space before <player>, the wanted children's texts, an empty one for a missing field
        self.record = re.compile(rf"(\s*)<player>{children}\s*</player>()") if tags else None
        self.tags = wanted
        self.pick = operator.itemgetter(*(wanted.index(f) + 1 if f in wanted else len(wanted) + 1 for f in self.fields))


def read_fide_xml(handle: BinaryIO, problems: list[Problem], kind: ListKind = "standard") -> Iterator[ListedPlayer]:
    """Players of a FIDE XML list, read in pieces of about 4 MB, each ending at a `</player>` (see _Layout)."""
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
                layout = _Layout(first.group() if first else b"", encoding, rating_tag, games_tag)
                line += piece.count(b"\n", 0, start)
                piece = piece[start:]
            if piece:
                yield from _xml_piece(piece, line, problems, layout)  # type: ignore[arg-type]
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


def _xml_piece(piece: bytes, line: int, problems: list[Problem], layout: _Layout) -> Iterator[ListedPlayer]:
    """The players of a piece: those of the layout by its expression, any other by ElementTree."""
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
            add_problem(problems, line, _BAD_RECORD + str(dict(zip(layout.tags, values[1:]))))
        at = match.end()
    if text[at:].strip():
        yield from _xml_tree(text[at:].encode(), line + text.count("\n", counted, at), problems, layout)


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
