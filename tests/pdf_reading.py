"""The printed PDFs read back for the tests: their text, fonts, word boxes, page facts and pixels.

Two readers, because Windows has no poppler. Where poppler's `pdftotext`, `pdffonts` and `pdfinfo`
(and `pdftoppm`, for the pixels) are on the PATH (Linux, poppler-utils) they read the PDF, exactly
as the tests always did: they are the reference. Elsewhere (Windows: no package registry carries a
poppler for it) PDFium reads it, through pypdfium2, which the application depends on already (its
print preview). PDFium gives each character with its box; the layout text is rebuilt from those
boxes the way poppler lays a page out, as far as the tests rely on it: one line per printed row,
its words left to right, one space between the words of a phrase and at least two between columns.
The raw and plain text are the words in their drawing order, which is the application's reading
order. tests/test_pdf_reading.py checks that both readers agree on the application's own documents.
"""

from __future__ import annotations

import ctypes
import html
import io
import math
import re
import shutil
import subprocess
from pathlib import Path
from typing import TYPE_CHECKING, Literal, NamedTuple

if TYPE_CHECKING:
    import PIL.Image

POPPLER = all(shutil.which(tool) for tool in ("pdftotext", "pdffonts", "pdfinfo"))
PDFTOPPM = shutil.which("pdftoppm") is not None

Mode = Literal["layout", "raw", "plain"]


class Font(NamedTuple):
    name: str  # the base font name without a subset prefix: "DejaVuSans-Bold"
    embedded: bool


class Word(NamedTuple):
    """A word as `pdftotext -bbox` gives it: points from the page's top left corner."""

    text: str
    x_min: float
    y_min: float
    x_max: float
    y_max: float
    page: int  # 1, 2, ...


class Info(NamedTuple):
    pages: int
    size: tuple[float, float]  # of page 1, in points: (width, height)
    title: str
    author: str


def pdf_text(path: Path | str, mode: Mode = "layout") -> str:
    """The text of every page, each ended by a form feed: `pdftotext -layout`, `-raw`, or neither
    ("plain": poppler's reading order)."""
    return (_poppler_text if POPPLER else pdfium_text)(path, mode)


def pdf_fonts(path: Path | str) -> list[Font]:
    """The fonts the pages use, as `pdffonts` lists them."""
    return (_poppler_fonts if POPPLER else pdfium_fonts)(path)


def pdf_word_boxes(path: Path | str, page: int | None = 1) -> list[Word]:
    """The words of one page (None: of all pages) with their boxes, as `pdftotext -bbox`."""
    words = (_poppler_words if POPPLER else pdfium_words)(path)
    return [w for w in words if page is None or w.page == page]


def pdf_info(path: Path | str) -> Info:
    """Page count, size of page 1, title and author, as `pdfinfo`."""
    return (_poppler_info if POPPLER else pdfium_info)(path)


def pdf_page_image(path: Path | str, page: int = 1, dpi: float = 72) -> PIL.Image.Image:
    """Page `page` (1, 2, ...) rendered to RGB pixels at `dpi`: by `pdftoppm`, else by PDFium. Pillow
    holds them (reportlab's dependency), not numpy, which does not load in the Windows venv under Wine."""
    from PIL import Image

    if PDFTOPPM:
        png = subprocess.run(["pdftoppm", "-png", "-r", f"{dpi:g}", "-f", str(page), "-l", str(page), "-singlefile",
                              str(path)], capture_output=True, check=True).stdout
        return Image.open(io.BytesIO(png)).convert("RGB")
    with _open(path) as pdf:
        return pdf[page - 1].render(scale=dpi / 72).to_pil().convert("RGB")


# --- poppler --------------------------------------------------------------------------------------

def _run(*argv: str) -> str:
    return subprocess.run(argv, capture_output=True, text=True, encoding="utf-8", check=True).stdout


def _poppler_text(path: Path | str, mode: Mode = "layout") -> str:
    flags = {"layout": ["-layout"], "raw": ["-raw"], "plain": []}[mode]
    return _run("pdftotext", *flags, str(path), "-")


def _poppler_fonts(path: Path | str) -> list[Font]:
    rows = _run("pdffonts", str(path)).splitlines()[2:]  # under the heading and its rule
    # name type... encoding emb sub uni object-ID: "emb" is the fifth column from the right
    return [Font(row.split()[0].split("+")[-1], row.split()[-5] == "yes") for row in rows]


def _poppler_words(path: Path | str) -> list[Word]:
    words, page = [], 0
    tags = r'<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>'
    for tag in re.finditer(tags, _run("pdftotext", "-bbox", str(path), "-")):
        if tag.group(0) == "<page ":
            page += 1
        else:
            x0, y0, x1, y1 = (float(v) for v in tag.groups()[:4])
            words.append(Word(html.unescape(tag.group(5)), x0, y0, x1, y1, page))
    return words


def _poppler_info(path: Path | str) -> Info:
    lines = _run("pdfinfo", str(path)).splitlines()
    facts = {k.strip(): v.strip() for k, _, v in (line.partition(":") for line in lines)}
    w, h = re.findall(r"[\d.]+", facts["Page size"])[:2]
    return Info(int(facts["Pages"]), (float(w), float(h)), facts.get("Title", ""), facts.get("Author", ""))


# --- PDFium ---------------------------------------------------------------------------------------

class _Char(NamedTuple):
    text: str
    apart: bool  # a space or a line break (the PDF's or one PDFium adds) comes before it
    x0: float  # where the pen starts (its origin)
    x1: float  # where it ends
    y: float  # the baseline; all y from the page's top, as poppler gives them
    top: float  # the baseline less the font's ascent
    bottom: float  # the baseline plus the font's descent
    size: float


class _Run(NamedTuple):
    """A word: the characters drawn one after the other, touching, on one baseline."""

    text: str
    x0: float
    x1: float
    y: float
    top: float
    bottom: float
    size: float


def _open(path: Path | str):
    import pypdfium2 as pdfium  # only here: where poppler reads, pypdfium2 is not needed

    return pdfium.PdfDocument(str(path))


def _chars(page) -> list[_Char]:
    """The characters drawn on a page in their drawing order, without spaces and line breaks: each
    says whether one came before it. A character ends at the right edge of its box, or where the
    space after it starts if that is sooner (an accent may reach beyond). PDFium gives a hyphen
    that ends a line as U+0002, and the letters of a ligature each at the ligature's place."""
    import pypdfium2.raw as raw

    textpage, height = page.get_textpage(), page.get_height()
    x, y, ascent, descent = ctypes.c_double(), ctypes.c_double(), ctypes.c_float(), ctypes.c_float()
    matrix = raw.FS_MATRIX()
    chars: list[_Char] = []
    apart = True
    for i in range(textpage.count_chars()):
        text = "-" if raw.FPDFText_IsHyphen(textpage, i) == 1 else chr(raw.FPDFText_GetUnicode(textpage, i))
        generated = raw.FPDFText_IsGenerated(textpage, i) == 1
        raw.FPDFText_GetCharOrigin(textpage, i, x, y)
        base = height - y.value
        last = chars[-1] if chars and not apart else None
        if generated or text.isspace() or not text.isprintable():
            if last and text == " " and not generated and abs(base - last.y) < 0.01 and last.x0 <= x.value < last.x1:
                chars[-1] = last._replace(x1=x.value)
            apart = True
        elif last and (last.x0, last.y) == (x.value, base):  # a ligature PDFium has parted ("fi")
            chars[-1] = last._replace(text=last.text + text)
        else:
            # the font size on the page: the text's size scaled by its matrix (Qt writes 1200 dpi)
            raw.FPDFText_GetMatrix(textpage, i, matrix)
            size = raw.FPDFText_GetFontSize(textpage, i) * math.sqrt(abs(matrix.a * matrix.d - matrix.b * matrix.c))
            font = raw.FPDFTextObj_GetFont(raw.FPDFText_GetTextObject(textpage, i))
            raw.FPDFFont_GetAscent(font, size, ascent)
            raw.FPDFFont_GetDescent(font, size, descent)
            right = textpage.get_charbox(i, loose=True)[2]
            chars.append(_Char(text, apart, x.value, max(right, x.value), base, base - ascent.value,
                               base - descent.value, size))
            apart = False
    return chars


LETTER_GAP = 0.35
"""Two characters drawn one after the other with no space between are one word while the gap
between them is under 0.35 of the font size: letter-spaced capitals (the diploma's) too."""


def _runs(chars: list[_Char]) -> list[_Run]:
    """The words, in their drawing order."""
    runs: list[list[_Char]] = []
    for c in chars:
        last = runs[-1][-1] if runs else None
        if last and not c.apart and abs(c.y - last.y) < 0.2 * c.size and \
                -0.2 * c.size < c.x0 - last.x1 < LETTER_GAP * c.size:
            runs[-1].append(c)
        else:
            runs.append([c])
    return [_Run("".join(c.text for c in run), run[0].x0, run[-1].x1, run[0].y, min(c.top for c in run),
                 max(c.bottom for c in run), max(c.size for c in run)) for run in runs]


def _lines(runs: list[_Run]) -> list[list[_Run]]:
    """The rows of words, top to bottom, each left to right, as poppler makes them: taken by their
    tops, a row's first word takes each next one whose baseline lies within half its font size;
    read from the left, the row ends early at a word that overlaps the last or whose baseline
    lies more than half the last one's font size from the last one's."""
    groups: list[list[_Run]] = []
    for run in sorted(runs, key=lambda r: (r.top, r.x0)):
        if groups and abs(run.y - groups[-1][0].y) < 0.5 * groups[-1][0].size:
            groups[-1].append(run)
        else:
            groups.append([run])
    lines: list[list[_Run]] = []
    for group in groups:
        group.sort(key=lambda r: r.x0)
        lines.append(group[:1])
        for last, run in zip(group, group[1:]):
            if run.x0 < last.x1 or abs(run.y - last.y) > 0.5 * last.size:
                lines.append([])
            lines[-1].append(run)
    return lines


PHRASE_GAP = 1.0
"""A gap narrower than the font size (DejaVu's space is 0.32 of it) parts two words of one phrase,
a wider one two columns of a table: poppler's threshold (minColSpacing2)."""


def _layout_line(line: list[_Run], left: float, pitch: float) -> str:
    """One row as `pdftotext -layout` writes it: the next word of a phrase one space after the last,
    a word that starts a column where its x puts it on a grid of `pitch` points from the page's
    leftmost text, at least two spaces after the last word."""
    text = ""
    for last, run in zip([None, *line], line):
        if last and run.x0 - last.x1 < PHRASE_GAP * last.size:
            text += " "
        else:
            text += " " * max(2 if last else 0, round((run.x0 - left) / pitch) - len(text))
        text += run.text
    return text


def _raw_lines(runs: list[_Run]) -> list[str]:
    """The words in their drawing order (`pdftotext -raw`), a new line at each new baseline."""
    lines: list[list[_Run]] = []
    for run in runs:
        if lines and abs(run.y - lines[-1][-1].y) < 0.5 * run.size:
            lines[-1].append(run)
        else:
            lines.append([run])
    return [" ".join(r.text for r in line) for line in lines]


def pdfium_text(path: Path | str, mode: Mode = "layout") -> str:
    """`pdf_text` by PDFium. Poppler's reading order (mode "plain") is taken as the drawing order
    (mode "raw"): the application draws its paragraphs and tables in reading order."""
    pages = []
    with _open(path) as pdf:
        for page in pdf:
            chars = _chars(page)
            runs = _runs(chars)
            if mode == "layout" and runs:
                # the grid: the mean width of a character on the page
                pitch = sum(c.x1 - c.x0 for c in chars) / len(chars)
                left = min(r.x0 for r in runs)
                lines = [_layout_line(line, left, pitch) for line in _lines(runs)]
            else:
                lines = _raw_lines(runs)
            pages.append("".join(line + "\n" for line in lines) + "\f")
    return "".join(pages)


def pdfium_words(path: Path | str) -> list[Word]:
    """`pdf_word_boxes` by PDFium, of all pages: a word ends where the next character does not touch it."""
    words = []
    with _open(path) as pdf:
        for number, page in enumerate(pdf, 1):
            words += [Word(r.text, r.x0, r.top, r.x1, r.bottom, number)
                      for line in _lines(_runs(_chars(page))) for r in line]
    return words


def pdfium_fonts(path: Path | str) -> list[Font]:
    """`pdf_fonts` by PDFium: the font of each text object on the pages, each font once."""
    import pypdfium2.raw as raw

    fonts: dict[Font, None] = {}
    with _open(path) as pdf:
        for page in pdf:
            for obj in page.get_objects(filter=(raw.FPDF_PAGEOBJ_TEXT,)):
                font = raw.FPDFTextObj_GetFont(obj.raw)
                size = raw.FPDFFont_GetBaseFontName(font, None, 0)
                name = ctypes.create_string_buffer(size)
                raw.FPDFFont_GetBaseFontName(font, name, size)
                base = name.value.decode("utf-8", "replace").split("+")[-1]
                fonts[Font(base, raw.FPDFFont_GetIsEmbedded(font) == 1)] = None
    return list(fonts)


def pdfium_info(path: Path | str) -> Info:
    with _open(path) as pdf:
        meta = pdf.get_metadata_dict()
        return Info(len(pdf), tuple(pdf[0].get_size()), meta.get("Title", ""), meta.get("Author", ""))
