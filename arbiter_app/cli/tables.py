"""Text tables on the console: columns padded to their widest cell (combining marks take no column)."""

from __future__ import annotations

import unicodedata


def _width(text: str) -> int:
    # combining marks take no column (names are stored composed, but be safe)
    return sum(0 if unicodedata.combining(ch) else 1 for ch in text)


def print_table(headers: tuple[str, ...] | list[str], rows: list, indent: str = "") -> None:
    """Columns padded to their widest cell, a rule under the header."""
    widths = [_width(h) for h in headers]
    for row in rows:
        widths = [max(w, _width(cell)) for w, cell in zip(widths, row)]

    def line(cells: list[str] | tuple[str, ...]) -> str:
        return indent + "  ".join(cell + " " * (w - _width(cell)) for cell, w in zip(cells, widths)).rstrip()

    print("\n".join([line(headers), line(["-" * w for w in widths])] + [line(r) for r in rows]))
