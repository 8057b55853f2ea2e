"""The encoding of a text file (TRF, EGD table, CSV, FIDE TXT list), as docs/formats-encodings.md
explains it: the one the user names; else UTF-8 (with or without a byte-order mark) when the bytes
are UTF-8, or when most of them are and the rest is damage (refused at its line, never re-read);
else the legacy code page whose reading gives real words.

Choosing a code page (cp1250 against cp1252 or ISO-8859-15): the same byte is `č` in one and `è` in
the other, so each word with a letter beyond ASCII is read in both and counted as fitting when all
those letters belong to the alphabet of one European language (ALPHABETS) and no symbol sits among
its letters (`Dvořák`: Czech; `Dvøák`: no language has both ø and á; `Dąbrowski` / `D¹browski`; a byte
the code page leaves undefined, 0x9D `ť` in cp1252, fits none). The code page with fewer words that
fit no language is taken. When both fit alike (`Müller`, or `Jørgensen`/`Jřrgensen`), the reader's own
first choice is taken and the note says which others fit as well. The bytes are then decoded
strictly: one that the chosen encoding has no character for refuses the file, naming its line and
the bytes (`Undecodable`); no byte is ever replaced.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from typing import BinaryIO, Iterator

from ..i18n import tr

ENCODINGS = ("utf-8", "cp1250", "cp1252", "iso-8859-2", "iso-8859-15")
"""The encodings a user may name (`import-ratings --encoding`): UTF-8 and the code pages of the
Czech and Western European programs."""
_NAMES = {"utf-8": "UTF-8", "utf-8-sig": "UTF-8", "cp1250": "Windows-1250", "cp1252": "Windows-1252",
          "iso-8859-2": "ISO-8859-2", "iso-8859-15": "ISO-8859-15"}
_BOM = b"\xef\xbb\xbf"
ALPHABETS = tuple(frozenset(letters) for letters in (
    "áčďéěíňóřšťúůýž",  # Czech
    "áäčďéíĺľňóôŕšťúýž",  # Slovak
    "ąćęłńóśźż",  # Polish
    "áéíóöőúüű",  # Hungarian
    "čćđšž",  # Slovenian, Croatian, Bosnian, Serbian in Latin letters
    "ăâîşţșț",  # Romanian
    "äöüß",  # German
    "àâæçéèêëîïôœùûüÿ",  # French
    "àèéìíîòóùú",  # Italian
    "áéíñóúü",  # Spanish
    "áâãàçéêíóôõú",  # Portuguese
    "àçèéíïòóúü",  # Catalan
    "åæøé",  # Danish, Norwegian
    "åäöéšž",  # Swedish, Finnish
    "äöõüšž",  # Estonian
    "áðéíóúýþæö",  # Icelandic
    "áéíóúäëïöüè",  # Dutch, Afrikaans
))
"""The letters beyond ASCII of the languages whose names the lists hold, in lower case."""
_WORD = re.compile(r"[^\s\d,;:.()\[\]/|\"'=+*-]*[^\x00-\x7f][^\s\d,;:.()\[\]/|\"'=+*-]*")
"""A word with a character beyond ASCII (cut at spaces, digits and ASCII punctuation)."""
_UTF8_SEQUENCE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}")
_NOT_ASCII_LINE = re.compile(rb"(?m)^[^\n]*[\x80-\xff][^\n]*")
SAMPLE_BYTES = 1 << 20
"""Lines with a byte beyond ASCII read to choose a stream's encoding (a list is read twice only that far)."""


def name_of(encoding: str) -> str:
    """"Windows-1250" for cp1250: the name an arbiter knows from his programs' save dialogs."""
    return _NAMES.get(encoding, encoding)


class Undecodable(ValueError):
    """Bytes the chosen encoding has no character for: the file's line (from 1) and what it says."""

    def __init__(self, line: int, raw: bytes, encoding: str, text: str):
        self.line = line
        self.message = tr("import.encoding.undecodable", bytes=" ".join(f"{b:02X}" for b in raw), encoding=name_of(encoding), text=text)
        super().__init__(f"line {line}: {self.message}")


@dataclass(frozen=True)
class Reading:
    """How a file is read: its encoding (a codec's name; `utf-8-sig`: UTF-8 after a byte-order mark)."""

    encoding: str
    alike: tuple[str, ...] = ()
    """Other code pages whose letters fit the file as well (the reader's first choice was taken)."""
    declared: bool = False
    """Named by the user."""

    @property
    def note(self) -> str | None:
        """What the reader says of the reading: None for UTF-8 and for an encoding the user named."""
        if self.declared or self.encoding.startswith("utf-8"):
            return None
        if self.alike:
            return tr("import.encoding.read_as_alike", encoding=name_of(self.encoding), alike=", ".join(map(name_of, self.alike)))
        return tr("import.encoding.read_as", encoding=name_of(self.encoding))


def declared(encoding: str) -> Reading:
    """The reading the user named (one of ENCODINGS)."""
    if encoding.lower() not in ENCODINGS:
        raise ValueError(tr("import.encoding.unknown", encoding=encoding, encodings=", ".join(ENCODINGS)))
    return Reading(encoding.lower(), declared=True)


def reading_of(sample: bytes, encoding: str | None, legacy: tuple[str, ...]) -> Reading:
    """The encoding the user named (`encoding`), else the one `detect` finds."""
    return declared(encoding) if encoding else detect(sample, legacy)


def detect(sample: bytes, legacy: tuple[str, ...]) -> Reading:
    """The reading of a file from `sample` (its bytes, or its lines beyond ASCII: `sample_of`);
    `legacy`: the code pages to choose from, the reader's first choice first."""
    if sample.startswith(_BOM):
        return Reading("utf-8-sig")
    try:
        sample.decode("utf-8")
        return Reading("utf-8")
    except UnicodeDecodeError:
        pass
    in_sequences = sum(map(len, _UTF8_SEQUENCE.findall(sample)))
    if in_sequences > len(sample) - len(sample.translate(None, bytes(range(128, 256)))) - in_sequences:
        return Reading("utf-8")  # UTF-8 with some bytes damaged: decoding refuses them at their line
    # a byte a code page does not define is U+FFFD here: its word fits no language
    unfit = {encoding: _unfit_words(sample.decode(encoding, errors="replace")) for encoding in legacy}
    fewest = min(unfit.values())
    best = [encoding for encoding in legacy if unfit[encoding] == fewest]
    return Reading(best[0], tuple(best[1:]))


def _unfit_words(text: str) -> int:
    """The words with a letter beyond ASCII that no language of ALPHABETS writes so."""
    fits: dict[frozenset[str], bool] = {}
    unfit = 0
    for word in _WORD.findall(text):
        if not word.isalpha():
            unfit += 1
            continue
        letters = frozenset(c for c in word.lower() if c > "\x7f")
        if letters not in fits:
            fits[letters] = any(letters <= alphabet for alphabet in ALPHABETS)
        unfit += not fits[letters]
    return unfit


def decode(data: bytes, reading: Reading) -> str:
    """The text of the whole file `data`; Undecodable at the first byte the encoding has no character for."""
    try:
        return data.decode(reading.encoding)
    except UnicodeDecodeError as exc:
        raise _undecodable(data, exc, 1, reading.encoding) from None


def _undecodable(data: bytes, exc: UnicodeDecodeError, first_line: int, encoding: str) -> Undecodable:
    start = data.rfind(b"\n", 0, exc.start) + 1
    end = data.find(b"\n", exc.end)
    text = " ".join(data[start : end if end >= 0 else len(data)].decode(encoding, errors="replace").split())
    return Undecodable(first_line + data.count(b"\n", 0, exc.start), data[exc.start : exc.end], encoding, text[:60])


def sample_of(handle: BinaryIO) -> bytes:
    """A stream's lines that have a byte beyond ASCII, up to SAMPLE_BYTES of them (its first line
    first when it has a byte-order mark); the stream is rewound."""
    found: list[bytes] = []
    count, rest = 0, b""
    while count < SAMPLE_BYTES:
        block = handle.read(1 << 22)
        text = rest + block
        end = text.rfind(b"\n") + 1 if block else len(text)
        lines = _NOT_ASCII_LINE.findall(text, 0, end)
        found += lines
        count += sum(map(len, lines))
        rest = text[end:]
        if not block:
            break
    handle.seek(0)
    return b"\n".join(found)


def pieces(handle: BinaryIO, encoding: str, size: int, keep_crlf: bool = False) -> Iterator[tuple[int, str]]:
    """A stream's text in pieces of whole lines of about `size` bytes, each with the number of its
    first line; line ends as `\\n` (`keep_crlf`: a piece whose every `\\r` ends a line as `\\r\\n`
    keeps them, for a reader that strips the end of each line: replacing them took a tenth of
    reading a FIDE list). Undecodable at the first byte `encoding` (ASCII-based: a line end is the
    byte 0x0A in it) has no character for."""
    codec = codecs.lookup(encoding).name
    if codec in ("utf-8", "utf-8-sig") and handle.read(3) != _BOM:
        handle.seek(0)
    codec = "utf-8" if codec == "utf-8-sig" else codec
    number, rest = 1, b""
    while True:
        block = handle.read(size)
        data = rest + block
        end = data.rfind(b"\n") + 1 if block else len(data)
        piece, rest = data[:end], data[end:]
        if piece:
            try:
                text = piece.decode(codec)
            except UnicodeDecodeError as exc:
                raise _undecodable(piece, exc, number, codec) from None
            kept = "\r" not in text or (keep_crlf and text.count("\r") == text.count("\r\n"))
            yield number, text if kept else text.replace("\r\n", "\n").replace("\r", "\n")
            number += piece.count(b"\n")
        if not block:
            return
