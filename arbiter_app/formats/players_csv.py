"""Players from a CSV with a header row (a club's list) and the ICCF rating list (docs/exchange-formats.md).

Encoding (formats.text_encoding): the one the user names, else UTF-8 (with or without BOM), else
Windows-1250, which is what a Czech Excel saves, or Windows-1252 when its letters fit the names and
Windows-1250's do not.
Separator: `;` or `,`, whichever the header row has more of. Columns are found by their header
name, case and diacritics ignored (English and Czech names, see COLUMNS). A rating may carry the
ICCF mark in the same cell (`2412P`) or in a column of its own: P provisional, F a FIDE rating, N a
national rating [001 §9.3-9.4]; a rating without a mark is a fixed rating. A go rank is read as a
go club writes it (`2k`, `2 kyu`, `2. kyu`, `3 dan`) and stored as `2k`, `3d` (rules.go.ranks.read_rank).

Every row must have as many cells as the header (else it is a problem with its line), and a quote
must be closed on the line it opens (a cell running over several lines is a problem: an unclosed
quote would pull the following lines into one name).

The ICCF rating list is read as ICCF's rating list pages show it: columns ICCF-id, country, title,
name, games and rating (ICCF webserver help, "How to check your rating"), saved as CSV; or as the
federations import it, without a header row: id;country;title;"Surname, First";games;rating;RD;flag
(ICCF_COLUMNS; the flag is the rating's mark, the RD is not stored).
"""

from __future__ import annotations

import csv
import io
import itertools
import re
from typing import BinaryIO, Iterator

from .numbers import is_number
from ..rules.go.ranks import RankError, read_rank
from ..rules.names import fold
from .problems import Problem
from .rating_lists import ListedPlayer, TooManyProblems, add_problem
from .text_encoding import Undecodable, decode, reading_of

COLUMNS: dict[str, tuple[str, ...]] = {
    "id": ("id", "iccf id", "iccf-id", "iccfid", "iccf", "cislo", "reg. cislo", "registracni cislo"),
    "fide_id": ("fide id", "fide-id", "fideid", "fide", "id number", "fide cislo"),
    "name": ("name", "player", "jmeno a prijmeni", "hrac", "jmeno hrace"),
    "surname": ("surname", "last name", "lastname", "family name", "prijmeni"),
    "first_name": ("first name", "firstname", "given name", "jmeno", "krestni jmeno"),
    "federation": ("fed", "federation", "country", "federace", "stat", "zeme"),
    "sex": ("sex", "gender", "pohlavi"),
    "title": ("title", "tit", "titul"),
    "rating": ("rating", "rtg", "elo", "iccf rating", "hodnoceni", "lok", "rating list"),
    "mark": ("mark", "flag", "status", "typ ratingu", "priznak"),
    "games": ("games", "gms", "rated games", "partie", "pocet partii"),
    "birth_year": ("birth year", "born", "b-day", "birthday", "year of birth", "rok narozeni", "narozen", "datum narozeni"),
    "club": ("club", "klub", "oddil"),
    "rank": ("rank", "go rank", "grade", "kyu/dan", "kyu / dan", "trida", "sila", "vykonnost"),
}
"""Our field -> the header names it is found under (folded: lower case, no diacritics)."""

MARKS = {"": "fixed", "P": "provisional", "F": "fide", "N": "national"}
_RATING = re.compile(r"(\d{3,4})\s*([PFN]?)", re.IGNORECASE)
_YEAR = re.compile(r"(?:^|\D)(\d{4})(?:\D|$)")
ICCF_COLUMNS = ("id", "country", "title", "name", "games", "rating", "rd", "flag")
"""The cells of a row of the ICCF list without a header row, in order."""


CSV_CODE_PAGES = ("cp1250", "cp1252")
"""The code pages a CSV not in UTF-8 may be in; a Czech Excel's first, taken when both fit alike."""


def _text(handle: BinaryIO, problems: list[Problem], encoding: str | None) -> str | None:
    """The file's text, or None with the problem of the line whose bytes the encoding cannot read."""
    data = handle.read()
    try:
        return decode(data, reading_of(data, encoding, CSV_CODE_PAGES))
    except Undecodable as exc:
        problems.append(Problem(f"line {exc.line}", exc.message))
        return None


def read_players_csv(handle: BinaryIO, problems: list[Problem], id_column: str = "id", encoding: str | None = None) -> Iterator[ListedPlayer]:
    """Players of a CSV with a header row. Needs a name (or surname) column and an id or FIDE id column.

    `id_column` names the field that holds the register's id ("id"); a club list may give FIDE ids only.
    """
    text = _text(handle, problems, encoding)
    if text is None:
        return
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") >= first.count(",") else ","
    rows = _rows(text, delimiter, problems)
    _line, header = next(rows, (1, None))
    if header is None:
        problems.append(Problem("line 1", "the file is empty; a header row naming the columns is needed"))
        return
    yield from _players(rows, header, _column_index(header, problems, id_column), id_column, problems)


def _column_index(header: list[str], problems: list[Problem], id_column: str) -> dict[str, int | None]:
    """Our field -> the index of its column in `header` (None: not in the file); a missing name or id
    column is a problem of line 1."""
    where = {fold(h).strip(): i for i, h in enumerate(header)}
    index = {field: next((where[n] for n in names if n in where), None) for field, names in COLUMNS.items()}
    if index["name"] is None and index["surname"] is None:  # a lone "Jméno" column is the whole name
        index["name"] = index["first_name"]
    if index["name"] is None and index["surname"] is None:
        problems.append(Problem("line 1", f"no name column; the header has: {', '.join(header)}"))
    if index[id_column] is None and index["fide_id"] is None:
        problems.append(Problem("line 1", f"no id or FIDE id column; the header has: {', '.join(header)}"))
    return index


def _players(
    rows: Iterator[tuple[int, list[str]]], header: list[str], index: dict[str, int | None], id_column: str, problems: list[Problem]
) -> Iterator[ListedPlayer]:
    if problems:
        return
    try:
        for number, row in rows:
            if not any(cell.strip() for cell in row):
                continue
            if len(row) != len(header):
                add_problem(problems, number, f"{len(row)} cell(s), the header has {len(header)}: {_shown(row)}")
                continue
            player = _player(row, number, index, id_column, problems)
            if player is not None:
                yield player
    except TooManyProblems:
        return


def _rows(text: str, delimiter: str, problems: list[Problem]) -> Iterator[tuple[int, list[str]]]:
    """(the line a row starts on, its cells); a row that is not well-formed CSV, or whose quoted cell
    runs over several lines, is a problem of the line it starts on and is left out."""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    start = 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            if "end of data" in str(exc):
                add_problem(problems, start, 'a quote (") opened on this line is not closed before the end of the file')
            else:
                add_problem(problems, start, f"not well-formed CSV at line {reader.line_num}: {exc}")
        else:
            if reader.line_num > start:
                add_problem(problems, start, f"a quoted cell runs on to line {reader.line_num}: is a quote (\") not closed?")
            else:
                yield start, row
        start = reader.line_num + 1


def _shown(row: list[str]) -> str:
    """A row as the problem quotes it (at most 80 characters)."""
    text = ";".join(row)
    return repr(text if len(text) <= 80 else text[:77] + "...")


def _player(row: list[str], number: int, index: dict[str, int | None], id_column: str, problems: list[Problem]) -> ListedPlayer | None:
    def cell(field: str) -> str:
        i = index[field]
        return row[i].strip() if i is not None and i < len(row) else ""

    before = len(problems)
    name = cell("name")
    if not name and cell("surname"):
        name = f"{cell('surname')}, {cell('first_name')}".rstrip(", ")
    if not name:
        add_problem(problems, number, "the name is empty")
    pid, fide_id = cell(id_column) or None, cell("fide_id") or None
    if pid is None and fide_id is None:
        add_problem(problems, number, "neither an id nor a FIDE id")
    if fide_id is not None and not is_number(fide_id):
        add_problem(problems, number, f"FIDE id is not a number: {fide_id!r}")
    rating, kind = None, "none"
    if cell("rating"):
        m = _RATING.fullmatch(cell("rating"))
        mark = (m.group(2) if m else "").upper() or cell("mark").upper()
        if m is None or mark not in MARKS:
            add_problem(problems, number, f"rating {cell('rating')!r} {cell('mark')!r}: expected a number with the mark P, F, N or none")
        else:
            rating, kind = int(m.group(1)), MARKS[mark]
    games = cell("games")
    if games and not is_number(games):
        add_problem(problems, number, f"games is not a number: {games!r}")
    year = _YEAR.search(cell("birth_year")) if cell("birth_year") else None
    if cell("birth_year") and year is None:
        add_problem(problems, number, f"no year of birth in {cell('birth_year')!r}")
    sex = fold(cell("sex"))[:1]
    if sex and sex not in "mfzw":
        add_problem(problems, number, f"sex {cell('sex')!r}: expected m or f (or z)")
    rank = None
    if cell("rank"):
        try:
            rank = read_rank(cell("rank"))
        except RankError as exc:
            add_problem(problems, number, str(exc))
    if len(problems) > before:
        return None
    return ListedPlayer(
        line=number,
        id=pid,
        fide_id=fide_id,
        name=name,
        federation=cell("federation").upper(),
        sex=None if not sex else "m" if sex == "m" else "f",
        title=cell("title") or None,
        rating=rating,
        games=int(games) if games else None,
        rating_kind=kind,
        birth_year=int(year.group(1)) if year else None,
        club=cell("club") or None,
        rank=rank,
    )


def read_iccf_list(handle: BinaryIO, problems: list[Problem], encoding: str | None = None) -> Iterator[ListedPlayer]:
    """The ICCF rating list saved as CSV: ICCF-id, country, title, name, games, rating (+ mark), with a
    header row; or without one (ICCF_COLUMNS), recognised by an ICCF id (digits) in the first cell."""
    text = _text(handle, problems, encoding)
    if text is None:
        return
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") >= first.count(",") else ","
    rows = _rows(text, delimiter, problems)
    peek = next(rows, None)
    if peek is None:
        if not problems:  # no row read because the first was malformed: that problem says enough
            problems.append(Problem("line 1", "the file is empty"))
        return
    if not (peek[1] and is_number(peek[1][0].strip())):
        yield from _players(rows, peek[1], _column_index(peek[1], problems, "id"), "id", problems)
        return
    header = list(ICCF_COLUMNS)
    index = {field: None for field in COLUMNS} | {"id": 0, "federation": 1, "title": 2, "name": 3, "games": 4, "rating": 5, "mark": 7}
    yield from _players(itertools.chain([peek], rows), header, index, "id", problems)
