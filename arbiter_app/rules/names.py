"""Names: the folded form of players' names used to search the register, and names of files.

An arbiter types "zidu" for "Židů" and "stastny" for "Šťastný": the search compares names with
their diacritics removed and in lower case. Not a regulation; a convention of the register.
A file name the program proposes (an export, a printed document, a backup) is made safe for every
file system, Windows' being the strictest (`safe_file_name`).

Identifying text (the names of players, teams and clubs; tournaments' codes and names) follows one
rule, `forbidden_character`, wherever it comes from (the window, the command line, an imported file):
no control character (a tab, a line break, ESC, NUL...), no line or paragraph separator and no
bidirectional control (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C). Such a character is
invisible or moves what follows it: "Novák<U+202E>kávoN" prints as another name than the one stored,
and a tab or line break breaks every list and file written from it. The text is refused with the
character named, never converted (a tab quietly made a space would store what nobody typed).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable, Sequence

_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_CONTROL_NAMES = {
    "\x00": "NULL", "\t": "CHARACTER TABULATION", "\n": "LINE FEED", "\x0b": "LINE TABULATION",
    "\x0c": "FORM FEED", "\r": "CARRIAGE RETURN", "\x1b": "ESCAPE", "\x7f": "DELETE", "\x85": "NEXT LINE",
}
"""Unicode's names of the control characters met most (unicodedata.name knows none of them)."""


def character_name(ch: str) -> str:
    """A character as a message names it: "U+202E RIGHT-TO-LEFT OVERRIDE", "U+0009 CHARACTER TABULATION"."""
    name = _CONTROL_NAMES.get(ch) or unicodedata.name(ch, "") or "CONTROL"
    return f"U+{ord(ch):04X} {name}"


def forbidden_character(text: str) -> str | None:
    """The first character identifying text may not hold (see the module's docstring), named by
    character_name, or None when the text is clean."""
    if text.isprintable():  # the common case in one C pass: no control, separator or format character
        return None
    for ch in text:
        if ch in _BIDI_CONTROLS or unicodedata.category(ch) in ("Cc", "Zl", "Zp", "Cs"):
            return character_name(ch)
    return None


NAME_SEPARATOR = "; "
"""What separates the names of a list written on one line: a name is "Surname, First", so commas
would join "Novák, Jiří, Šťastný, Václav" into names nobody can tell apart. Not a regulation; the
convention of every list of names the program writes (docs/withdrawals.md)."""


def name_list(names: Iterable[str]) -> str:
    """`names` on one line, told apart: "Novák, Jiří; Šťastný, Václav" (NAME_SEPARATOR)."""
    return NAME_SEPARATOR.join(names)


def trimmed(text: str) -> str:
    """Typed text without spaces at its ends and with runs of spaces made one; any other white space
    (a tab, a line break) stays, for forbidden_character to refuse."""
    return _SPACES.sub(" ", text.strip(" "))


_SPACES = re.compile(" {2,}")
_EXTRA = str.maketrans({"ø": "o", "ł": "l", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i"})


def fold(text: str) -> str:
    """`text` in lower case without diacritics, white space collapsed: "Šťastný,  Jan" -> "stastny, jan"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).translate(_EXTRA)
    return " ".join(bare.split())


def fold_many(texts: Sequence[str]) -> list[str]:
    """`[fold(text) for text in texts]`, done on all the texts at once (joined by `|`, which case
    folding and NFKD leave as it is): a rating list's names fold in half the time. Case folding and
    NFKD act on each character alone, and the marks NFKD reorders are all dropped, so the joined text
    folds to the joined folds; a text that holds `|` or folds to it splits in more parts, and each
    text is folded alone."""
    joined = "|".join(texts)
    if joined.isascii():
        bare = joined.lower()  # an ASCII text casefolds to lower case and NFKD leaves it as it is
    else:
        decomposed = unicodedata.normalize("NFKD", joined.casefold())
        others = set(_ASCII.sub("", decomposed))  # what is not ASCII (the runs of ASCII are long: quicker than finding the others)
        marks = "".join(sorted(ch for ch in others if unicodedata.combining(ch)))
        if len(marks) == len(others):  # letters with diacritics only: their marks are all that is not ASCII
            bare = decomposed.encode("ascii", "ignore").decode("ascii")
        else:
            bare = re.sub(f"[{re.escape(marks)}]+", "", decomposed) if marks else decomposed
            if not others.isdisjoint(_EXTRA_LETTERS):
                bare = bare.translate(_EXTRA)
    folded = bare.split("|")
    if len(folded) != len(texts):
        return [fold(text) for text in texts]
    if _uneven_space(bare):
        return [" ".join(text.split()) for text in folded]
    return folded


_ASCII = re.compile(r"[\x00-\x7f]+")
_EXTRA_LETTERS = frozenset(map(chr, _EXTRA))
_OTHER_SPACE = re.compile(r"[^\S ]")


def _uneven_space(text: str) -> bool:
    """Whether `text` (texts joined by `|`) has white space that fold() changes: any but a single
    space inside a text. A printable text has no white space but the space (str.isprintable, in C)."""
    return ("  " in text or " |" in text or "| " in text or text[:1] == " " or text[-1:] == " "
            or (not text.isprintable() and _OTHER_SPACE.search(text) is not None))


_WORD = re.compile(r"[^\W_]+")


def name_words(key: str) -> set[str]:
    """The words of a folded name, split at anything but a letter or digit: "zidu, tomas-jan" ->
    {"zidu", "tomas", "jan"}. A typed word finds a player when it starts one of them."""
    return set(_WORD.findall(key))


def indexed_words(key: str) -> set[str]:
    """The words of the folded name `key` that the register's search index holds: all but those `key`
    starts with, which the index of the folded names finds ("novak, jan" -> {"jan"};
    "nov novak" -> {"novak"}; docs/player-register.md)."""
    return {word for word in _WORD.findall(key) if not key.startswith(word)}


def indexed_words_of(keys: Iterable[str]) -> tuple[list[str], list[int]]:
    """`indexed_words` of a column of folded names: the words, and for each the index of its name. The
    usual name, of two different words ("novak, jan"), without a set: a million names in 2 s, not 4."""
    find = _WORD.findall
    words: list[str] = []
    owners: list[int] = []
    add_word, add_owner = words.append, owners.append
    for at, key in enumerate(keys):
        found = find(key)
        for word in found if len(found) == 2 and found[0] != found[1] else indexed_words(key):
            if not key.startswith(word):
                add_word(word)
                add_owner(at)
    return words, owners


# Names Windows keeps for devices, with or without an extension ("CON.pdf" opens the console).
_RESERVED = re.compile(r"(CON|PRN|AUX|NUL|COM[0-9¹²³]|LPT[0-9¹²³])(\..*)?", re.IGNORECASE)


def safe_file_name(stem: str, fallback: str = "event") -> str:
    """`stem` (an event code such as "CZE/SF 2025:B") as a file name every file system takes: characters
    Windows refuses (<>:"/\\|?*, control characters) and spaces become "_", no trailing dot, and a
    device name (CON, NUL, COM1...) gets a "_" in front. Letters with diacritics stay."""
    name = re.sub(r'[\\/:*?"<>|\x00-\x1f\s]+', "_", stem).strip("_").rstrip(". ") or fallback
    return f"_{name}" if _RESERVED.fullmatch(name) else name
