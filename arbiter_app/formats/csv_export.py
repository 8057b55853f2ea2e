"""CSV for spreadsheet programs: the crosstable and the standings (docs/exchange-formats.md).

UTF-8 with a byte-order mark, so that Excel and LibreOffice show diacritics (Šťastný) without an
import dialog; `,` by default, `;` as an option (what a Czech Excel expects). A cell that a
spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return)
is neutralised with a leading apostrophe (the OWASP advice against CSV injection); plain numbers
such as `-1.5` are left as they are.
"""

from __future__ import annotations

import csv
import io
import re
from typing import Iterable, Sequence

BOM = "\ufeff"
DELIMITERS = (",", ";")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?\d+(?:[.,]\d+)?")


def neutralise(cell: str) -> str:
    """`=1+1` -> `'=1+1`; `-1.5` and `Novák` unchanged."""
    if cell.startswith(_FORMULA_START) and not _NUMBER.fullmatch(cell):
        return "'" + cell
    return cell


def write_csv(headers: Sequence[str], rows: Iterable[Sequence[object]], delimiter: str = ",") -> str:
    """The text of a CSV file (BOM first, CR LF line ends as RFC 4180 asks), every cell neutralised."""
    if delimiter not in DELIMITERS:
        raise ValueError(f"delimiter must be one of {' '.join(DELIMITERS)}, not {delimiter!r}")
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
    for row in (headers, *rows):
        writer.writerow([neutralise("" if cell is None else str(cell)) for cell in row])
    return BOM + out.getvalue()
