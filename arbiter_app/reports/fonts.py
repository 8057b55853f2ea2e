"""The bundled TrueType fonts, registered with ReportLab once, and the one way text reaches a PDF:
`runs` cuts a text into runs of one face each, in the order they are drawn (docs/fonts.md).

Never Helvetica: the PDF base-14 fonts have no glyphs for ř, ů, ě and friends. Every face is
embedded (as a subset) in every PDF, so the documents print the same on any machine. DejaVu is the
primary face (Latin, Greek, Cyrillic; DejaVu Sans also Hebrew and Arabic); a character it lacks is
drawn in the first fallback face that has it: Noto Serif Hebrew and Noto Naskh Arabic beside DejaVu
Serif, Droid Sans Fallback for Chinese and Japanese.

ReportLab neither joins Arabic letters nor orders right-to-left text by itself (its own shaping and
bidi need uharfbuzz and rlbidi, the latter not on PyPI), so a text is first shaped with
arabic-reshaper (each letter becomes its contextual presentation form, U+FE70–U+FEFF), then put in
drawing order by the Unicode bidi algorithm [UAX #9] in a left-to-right line: python-bidi resolves
the levels, `visual` reverses the right-to-left runs (rule L2) and mirrors their brackets (L4).

A character no bundled face has (an emoji, a private-use character) is drawn all the same (the
primary face's .notdef box) and noted by `unshown_texts`, so the caller can warn about it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache

from arabic_reshaper import ArabicReshaper
from bidi import get_display
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont

from arbiter_app.resources import resource

SANS = "DejaVuSans"
SANS_BOLD = "DejaVuSans-Bold"
SANS_ITALIC = "DejaVuSans-Oblique"
SERIF = "DejaVuSerif"
SERIF_BOLD = "DejaVuSerif-Bold"
SERIF_ITALIC = "DejaVuSerif-Italic"
HEBREW_SERIF = "NotoSerifHebrew-Regular"
HEBREW_SERIF_BOLD = "NotoSerifHebrew-Bold"
ARABIC_SERIF = "NotoNaskhArabic-Regular"
ARABIC_SERIF_BOLD = "NotoNaskhArabic-Bold"
CJK = "DroidSansFallbackFull"
DEJAVU = (SANS, SANS_BOLD, SANS_ITALIC, SERIF, SERIF_BOLD, SERIF_ITALIC)
"""The primary faces, which documents name."""
FACES = (*DEJAVU, HEBREW_SERIF, HEBREW_SERIF_BOLD, ARABIC_SERIF, ARABIC_SERIF_BOLD, CJK)
"""Every bundled face, each in resources/fonts/FACE.ttf."""

# Bundled DejaVu has no bold-italic face: map it to bold so <b><i> markup still works.
_FAMILIES = {
    SANS: (SANS, SANS_BOLD, SANS_ITALIC, SANS_BOLD),
    SERIF: (SERIF, SERIF_BOLD, SERIF_ITALIC, SERIF_BOLD),
}

# The fallbacks of each primary face that match its look, in this order; after them every other
# bundled face, so that a character any of them has is shown. DejaVu Sans Oblique has no Arabic.
_FALLBACKS = {
    SANS_ITALIC: (SANS,),
    SERIF: (HEBREW_SERIF, ARABIC_SERIF),
    SERIF_BOLD: (HEBREW_SERIF_BOLD, ARABIC_SERIF_BOLD),
    SERIF_ITALIC: (HEBREW_SERIF, ARABIC_SERIF),
}

# Arabic harakat (vowel marks) are part of a name: never deleted, as the reshaper does by default.
_RESHAPER = ArabicReshaper(configuration={"delete_harakat": False})
_ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]")
_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
_LEVEL = re.compile(r"Level\(\s*(\d+),?\s*\)")

_unshown: ContextVar[dict[str, tuple[str, ...]] | None] = ContextVar("unshown", default=None)


@cache
def register_fonts() -> None:
    """Register the DejaVu faces, which documents name, and the families of all bundled faces
    (idempotent; cheap after the first call). A fallback face is its own bold and italic, so that <b>
    and <i> around its run keep it; it is registered when a text first needs it (`_chars`): Droid
    Sans Fallback alone takes some 20-40 MB once read, which a document in Latin letters never needs."""
    for face in DEJAVU:
        _registered(face)
    for face in FACES:
        normal, bold, italic, bold_italic = _FAMILIES.get(face, (face,) * 4)
        addMapping(face, 0, 0, normal)
        addMapping(face, 1, 0, bold)
        addMapping(face, 0, 1, italic)
        addMapping(face, 1, 1, bold_italic)


@cache
def _registered(face: str) -> TTFont:
    """`face` read from resources/fonts and registered with ReportLab, once."""
    font = TTFont(face, str(resource("fonts", f"{face}.ttf")))
    pdfmetrics.registerFont(font)
    return font


@cache
def _chars(face: str) -> frozenset[int]:
    """The code points `face` has a glyph for (registering it: a text drawn in it follows)."""
    register_fonts()
    return frozenset(_registered(face).face.charToGlyph)


@cache
def _chain(face: str) -> tuple[str, ...]:
    """`face`, its matching fallbacks, then every other bundled face."""
    preferred = (face, *_FALLBACKS.get(face, ()))
    return preferred + tuple(f for f in FACES if f not in preferred)


def shown(char: str) -> bool:
    """Whether some bundled face has a glyph for `char` (a control character needs none)."""
    return unicodedata.category(char) == "Cc" or any(ord(char) in _chars(f) for f in FACES)


def _face_for(char: str, face: str, current: str) -> str:
    """The face that draws `char` in a text set in `face`: a space or a mark stays in the run it
    follows (a mark must sit on its letter's face); any other character takes the first face of the
    chain that has it, or `face` (its .notdef) when none has."""
    code = ord(char)
    if unicodedata.category(char)[0] in "ZM" and code in _chars(current):
        return current
    return next((f for f in _chain(face) if code in _chars(f)), face)


def visual(text: str) -> str:
    """`text` as it is drawn left to right: Arabic letters in their joined forms, then the Unicode bidi
    algorithm [UAX #9] in a left-to-right paragraph: right-to-left runs reversed (rule L2), their
    brackets mirrored (rule L4)."""
    if not _RTL.search(text):
        return text
    if _ARABIC.search(text):
        text = _RESHAPER.reshape(text)
    levels = _levels(text)
    order = list(range(len(text)))
    lowest_odd = min((level for level in levels if level % 2), default=max(levels) + 1)
    for level in range(max(levels), lowest_odd - 1, -1):  # L2: reverse every run at `level` or above
        start = 0
        while start < len(order):
            end = start
            while end < len(order) and levels[order[end]] >= level:
                end += 1
            order[start:end] = reversed(order[start:end])
            start = end + 1
    return "".join(_MIRROR.get(text[i], text[i]) if levels[i] % 2 else text[i] for i in order)


def _levels(text: str) -> list[int]:
    """The embedding level of each character of `text` in a left-to-right paragraph [UAX #9 X1–I2].
    python-bidi computes them (its Rust unicode-bidi) but gives them only in its debug output, one per
    UTF-8 byte, and applies neither rule L4 nor the reordering per line; the byte of each character's
    start carries its level."""
    debug = str(get_display(text, base_dir="L", debug=True))
    per_byte = [int(level) for level in _LEVEL.findall(debug, debug.index("levels:"))]  # not in the text quoted
    starts = [0]
    for char in text[:-1]:
        starts.append(starts[-1] + len(char.encode("utf-8")))
    return [per_byte[start] for start in starts]


# The bracket pairs of BidiMirroring.txt a name or a title may hold [UAX #9 L4].
_MIRROR = dict(zip("()[]{}<>«»‹›", ")(][}{><»«›‹"))


def runs(text: str, face: str) -> list[tuple[str, str]]:
    """(face, text) runs of `text` drawn in `face`, in drawing order (see `visual`). A character no
    bundled face has is kept (drawn as `face`'s .notdef) and the text noted for `unshown_texts`."""
    collected = _unshown.get()
    if collected is not None and text not in collected:
        missing = tuple(dict.fromkeys(c for c in text if not shown(c)))
        if missing:
            collected[text] = missing
    return _split(text, face)


def _split(text: str, face: str) -> list[tuple[str, str]]:
    out: list[list[str]] = []
    for char in visual(text):
        chosen = _face_for(char, face, out[-1][0] if out else face)
        if out and out[-1][0] == chosen:
            out[-1][1] += char
        else:
            out.append([chosen, char])
    return [(f, t) for f, t in out]


def markup(text: str, face: str) -> str:
    """`text` as Paragraph markup in a paragraph (or <b>/<i> span) set in `face`: escaped, each
    fallback run in a <font name=...> tag."""
    return "".join(t if f == face else f'<font name="{f}">{t}</font>'
                   for f, t in ((f, _escaped(t)) for f, t in runs(text, face)))


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def text_width(text: str, face: str, size: float) -> float:
    """The width of `text` set in `face` at `size`, each run measured in the face that draws it (a
    measure, not a drawing: nothing is noted for `unshown_texts`)."""
    return sum(stringWidth(t, f, size) for f, t in _split(text, face))


@contextmanager
def unshown_texts() -> Iterator[dict[str, tuple[str, ...]]]:
    """While open, every text drawn (`runs`) with a character no bundled face has is collected:
    {text: those characters, in order of appearance}."""
    collected: dict[str, tuple[str, ...]] = {}
    token = _unshown.set(collected)
    try:
        yield collected
    finally:
        _unshown.reset(token)
