"""The pseudo-locale `qps` for the tests: the English catalogue with every text wrapped in marks,
`⟦like this⟧` ({placeholders} kept, outside the marks), built at test time and never shipped, so never offered
to a user (the application finds its languages by the `.mo` files in resources/locale).

A test switches the interface to `qps` (`pseudo_language`), drives a window, a dialog or a command,
and reads what a person would see with `untranslated`: any run of words outside the marks, other
than data (names, codes, numbers, dates, paths the test knows), is a text that does not come from
the catalogue.
"""

from __future__ import annotations

import io
import re
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from arbiter_app import i18n

PSEUDO = "qps"
OPEN, CLOSE = "⟦", "⟧"
FORMATS = "format."
"""Keys that are patterns the program reads (dates, Qt display formats, the decimal separator), not
texts: kept as English has them."""


_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def _marked(key: str, text: str) -> str:
    """Each run of the text's own words in marks, the placeholders between them left out: a value
    filled in ("error: {message}") is read on its own, so a message of English inside a marked frame
    is still found."""
    if key.startswith(FORMATS):
        return text
    return "".join(part if _PLACEHOLDER.fullmatch(part) else f"{OPEN}{part}{CLOSE}" for part in _PLACEHOLDER.split(text) if part)


@cache
def pseudo_catalogue() -> i18n._Catalogue:
    """The English catalogue with every text marked, compiled as the application reads it."""
    with (i18n.locale_dir() / "en" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po").open("rb") as handle:
        english = read_po(handle, locale="en")
    marked = Catalog(locale="en")
    for message in english:
        if not message.id:
            continue
        key = message.id[0] if message.pluralizable else message.id
        string = tuple(_marked(key, form) for form in message.string) if message.pluralizable else _marked(key, message.string)
        marked.add(message.id, string, flags=message.flags)
    marked.add(f"gui.language.{PSEUDO}", f"{OPEN}Pseudo{CLOSE}")  # its name, where a list of languages shows it
    compiled = io.BytesIO()
    write_mo(compiled, marked)
    compiled.seek(0)
    return i18n._Catalogue(compiled)


@contextmanager
def pseudo_language(monkeypatch) -> Iterator[None]:
    """The interface in `qps` (the language offered nowhere else), English again after it."""
    real = i18n._catalogue
    monkeypatch.setattr(i18n, "_catalogue", lambda lang: pseudo_catalogue() if lang == PSEUDO else real(lang))
    monkeypatch.setattr(i18n, "LANGUAGES", (*i18n.LANGUAGES, PSEUDO))
    i18n._texts.cache_clear()
    i18n.set_language(PSEUDO)
    try:
        yield
    finally:
        i18n._current = i18n.SOURCE
        monkeypatch.setattr(i18n, "_catalogue", real)
        i18n._texts.cache_clear()


_WORD = re.compile(r"[^\W\d_]+")
_DATA_TOKEN = re.compile(r"[/\\]|^-|\.[A-Za-z0-9]{1,6}\W*$|^(Ctrl|Shift|Alt)\+|^\d+$")
"""A token that is data: a path or a code with slashes, an option (--from), a file name (x.pgn), a key
(Ctrl+P)."""


def outside_marks(text: str) -> str:
    """What of `text` is not inside marks, each marked run a space (a mark a column cut short ends at
    the end of its line)."""
    kept: list[str] = []
    for line in text.splitlines():
        depth = 0
        for char in line:
            if char == OPEN:
                depth += 1
            elif char == CLOSE:
                depth = max(0, depth - 1)
                kept.append(" " if depth == 0 else "")
            elif depth == 0:
                kept.append(char)
        kept.append("\n")
    return "".join(kept)


def untranslated(text: str, data: Iterable[str] = (), paths: Iterable[Path | str] = ()) -> list[str]:
    """The lines of `text` with words outside the marks, each cut to what lies outside them: [] when
    every sentence came from the catalogue. A word counts as data (not a sentence) when it is one of
    `data`'s words, a code in capitals (CZE, SF, IM) or a single letter; a path or a code with
    slashes (CZE/SF/2025-B, C:\\Turnaje\\x.json), a file name, a key and a command-line option are data
    too (`_DATA_TOKEN`). `paths` (the database's folder: the test's temporary one) are data as a
    whole, and so is what lies under them: each is cut out of the line before it is split, since a
    path may hold spaces and words ("C:\\Users\\Zkouška rozhodčího\\arbiter.sqlite") that taken one by
    one are not a path, and taken as known words would hide the same words in a sentence."""
    known = {word.casefold() for value in data for word in _WORD.findall(value)}
    cut = sorted({str(path) for path in paths}, key=len, reverse=True)  # a folder after the files in it
    found = []
    for line in outside_marks(text).splitlines():
        for path in cut:
            line = line.replace(path, " ")
        tokens = [t for t in line.split() if not _DATA_TOKEN.search(t)]
        words = [w for t in tokens for w in _WORD.findall(t) if len(w) > 1 and not w.isupper() and w.casefold() not in known]
        if words:
            found.append(" ".join(line.split()))
    return found


DATA_COLUMNS = {
    "player": ("id", "name", "federation", "club"),
    "tournament": ("code", "name", "place", "td", "time_control"),
    "team": ("name", "federation", "captain"),
    "audit": ("actor", "source"),
}
"""The stored texts a person typed or imported (names, clubs, places, codes): data, shown as they are.
Not the stored codes of settings (`round_robin`, `iccf`), which a person reads in the catalogue's words."""


def database_words(path: Path) -> set[str]:
    """The data in the SQLite file at `path` that a window or a command may show outside the marks."""
    words: set[str] = set()
    with sqlite3.connect(path) as connection:
        for table, columns in DATA_COLUMNS.items():
            present = {row[1] for row in connection.execute(f'PRAGMA table_info("{table}")')}
            names = ", ".join(f'"{c}"' for c in columns if c in present)
            words.update(value for row in connection.execute(f'SELECT {names} FROM "{table}"') for value in row if isinstance(value, str))
    return words
