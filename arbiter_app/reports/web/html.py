"""The few pieces every published page is built of, as strings: escaped text, a cell, a table in
its own scrolling box, a section, the document around them. Every text is escaped here
(`html.escape`); a caller passes markup only through `raw` parameters it built with these."""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

STYLESHEET = "style.css"


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def attributes(**values: str) -> str:
    """` class="x" title="y"` for the values given (underscores in names become dashes; `cls` is class)."""
    names = {"cls": "class"}
    return "".join(f' {names.get(k, k.replace("_", "-"))}="{esc(v)}"' for k, v in values.items() if v)


def direction(free: bool) -> str:
    """` dir="auto"` for free text the arbiter stored (a name, a club): its direction taken from its
    own letters, so that a Hebrew or Arabic name reads in its order beside numbers and punctuation
    (HTML, "The dir attribute"); "" for the program's own texts, in the page's language."""
    return ' dir="auto"' if free else ""


def td(text: object = "", *, cls: str = "", title: str = "", raw: str = "", colspan: int = 1, free: bool = False) -> str:
    span = f' colspan="{colspan}"' if colspan > 1 else ""
    return f"<td{attributes(cls=cls, title=title)}{span}{direction(free)}>{raw or esc(text)}</td>"


def th(text: object, *, scope: str = "col", cls: str = "", title: str = "", colspan: int = 1, rowspan: int = 1,
       raw: str = "", free: bool = False) -> str:
    span = (f' colspan="{colspan}"' if colspan > 1 else "") + (f' rowspan="{rowspan}"' if rowspan > 1 else "")
    return f'<th scope="{scope}"{span}{attributes(cls=cls, title=title)}{direction(free)}>{raw or esc(text)}</th>'


def row(cells: Iterable[str], cls: str = "") -> str:
    return f"<tr{attributes(cls=cls)}>{''.join(cells)}</tr>"


def table(caption: str, head: Sequence[str], body: Sequence[str], *, cls: str = "", label: str = "") -> str:
    """A table with its caption in a box of its own that scrolls sideways when the table is wider
    than the page (keyboard users reach it: it takes the focus and names itself by `label`)."""
    box = attributes(cls="scroll", aria_label=label or caption)
    return (f'<div{box} role="region" tabindex="0"><table{attributes(cls=cls)}>'
            f"<caption>{esc(caption)}</caption><thead>{''.join(head)}</thead>"
            f"<tbody>{''.join(body)}</tbody></table></div>")


def section(ident: str, heading: str, *parts: str) -> str:
    return f'<section id="{esc(ident)}"><h2>{esc(heading)}</h2>{"".join(p for p in parts if p)}</section>'


def paragraph(text: str, cls: str = "") -> str:
    return f"<p{attributes(cls=cls)}>{esc(text)}</p>" if text else ""


def items(texts: Iterable[str], cls: str = "", free: bool = False) -> str:
    shown = [t for t in texts if t]
    return f"<ul{attributes(cls=cls)}>{''.join(f'<li{direction(free)}>{esc(t)}</li>' for t in shown)}</ul>" if shown else ""


def facts(pairs: Iterable[tuple[str, str]]) -> str:
    """Label and value pairs as a definition list (the pairs without a value left out)."""
    shown = "".join(f"<div><dt>{esc(k)}</dt><dd{direction(True)}>{esc(v)}</dd></div>" for k, v in pairs if v)
    return f'<dl class="facts">{shown}</dl>' if shown else ""


def link(href: str, text: str, *, title: str = "", cls: str = "") -> str:
    return f'<a href="{esc(href)}"{attributes(title=title, cls=cls)}>{esc(text)}</a>'


def document(lang: str, title: str, body: str) -> str:
    """A whole HTML5 document in UTF-8 with its language, the stylesheet beside it and nothing else."""
    return ("<!DOCTYPE html>\n"
            f'<html lang="{esc(lang)}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{esc(title)}</title>\n"
            f'<link rel="stylesheet" href="{STYLESHEET}">\n</head>\n<body>\n{body}\n</body>\n</html>\n')
