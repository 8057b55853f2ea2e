"""What the tests of the published pages share: the demo's events, the strict HTML5 parser, the
tables of a page read back."""

from __future__ import annotations

from pathlib import Path

import html5lib
from html5lib.html5parser import ParseError

ICCF_DEMO = "CZE/Jubilee/M1"
SKS_DEMO = "CZE/SF/2025-B"
TEAM_DEMO = "CZE/T4L1/2025"
GO_DEMO = "CZE/go/2026-Brno"


def parse_strictly(text: str):
    """The document as an ElementTree (no namespaces); any HTML5 parse error raises ParseError."""
    return html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(text)


def page(path: Path):
    return parse_strictly(path.read_bytes().decode("utf-8"))


def text_of(element) -> str:
    return "".join(element.itertext()).strip()


def table_rows(tree, css_class: str) -> list[list[str]]:
    """The body rows of the first table of `css_class`, each cell's text."""
    table = next(t for t in tree.iter("table") if css_class in (t.get("class") or "").split())
    return [[text_of(c) for c in tr] for tr in table.find("tbody")]


__all__ = ["ParseError", "parse_strictly", "page", "text_of", "table_rows", "ICCF_DEMO", "SKS_DEMO", "TEAM_DEMO", "GO_DEMO"]
