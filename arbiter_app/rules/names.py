"""Names of players: the folded form used to search the register.

An arbiter types "zidu" for "Židů" and "stastny" for "Šťastný": the search compares names with
their diacritics removed and in lower case. Not a regulation; a convention of the register.
"""

from __future__ import annotations

import re
import unicodedata

_EXTRA = str.maketrans({"ø": "o", "ł": "l", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i"})


def fold(text: str) -> str:
    """`text` in lower case without diacritics, white space collapsed: "Šťastný,  Jan" -> "stastny, jan"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).translate(_EXTRA)
    return " ".join(bare.split())


_WORD = re.compile(r"[^\W_]+")


def name_words(key: str) -> set[str]:
    """The words of a folded name, split at anything but a letter or digit: "zidu, tomas-jan" ->
    {"zidu", "tomas", "jan"}. A typed word finds a player when it starts one of them."""
    return set(_WORD.findall(key))
