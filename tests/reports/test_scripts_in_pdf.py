"""Every name printed as written, whatever its script (docs/fonts.md): Czech, Greek and Cyrillic in
DejaVu, Chinese in the bundled CJK fallback, Hebrew and Arabic right to left with the Arabic letters
joined; a name with a character no bundled font has is warned of, naming it and the character, and
still printed (as the font's empty box).

The demo group CZE/Jubilee/M1 with its first players renamed, printed by services.printing (what the
`report` command and the print dialog call) and read back with tests/pdf_reading.py.

How a right-to-left name is checked: poppler's pdftotext gives it in logical order (it reorders the
runs it finds right to left), PDFium in drawing order; either is accepted (`found`), after NFKC,
which turns the joined presentation forms back into the letters. The order on the page is checked
on the word boxes (the first word of "محمد علي" is the rightmost), the joining on the characters
drawn (the initial, medial and final forms of U+FE70–U+FEFF).
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
import unicodedata
from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.reports.fonts import visual
from arbiter_app.services import players, printing, tournaments
from arbiter_app.services.documents import display_name
from tests.conftest import ICCF_DEMO
from tests.pdf_reading import POPPLER, pdf_fonts, pdf_page_image, pdf_text, pdf_word_boxes

CZECH = ("Židů, Radek", "Mrkvička, Jiří", "Šťastný, Ondřej")
CHINESE, HEBREW, ARABIC = "王小明", "דוד לוי", "محمد علي"
GREEK, CYRILLIC = "Παπαδόπουλος, Γιώργος", "Иванов, Сергей"
NAMES = (*CZECH, CHINESE, HEBREW, ARABIC, GREEK, CYRILLIC)
UNSHOWN = "Veselý 🎉 Karel\ue000"
"""U+1F389 PARTY POPPER and a private-use character: no bundled font has them (DejaVu Sans does have
U+1F600 GRINNING FACE, which therefore prints and needs no warning)."""
JOINED_MUHAMMAD = "\ufee3\ufea4\ufee4\ufeaa"
"""محمد as it is drawn joined: MEEM initial, HAH medial, MEEM medial, DAL final (logical order)."""
_BIDI_CONTROLS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def logical(text: str) -> str:
    """Extracted text compared by its letters: NFKC (joined forms back to letters), no bidi controls."""
    return _BIDI_CONTROLS.sub("", unicodedata.normalize("NFKC", text))


RTL = re.compile("[\u0590-\u08ff]")


def found(name: str, text: str) -> bool:
    """`name` in `text`, in logical order (poppler) or in drawing order (PDFium). Where only PDFium
    reads (Windows), a right-to-left name is looked for by its letters: PDFium's text breaks such a
    run into letters, spaced and over lines, which tests/pdf_reading cannot put together; the same
    PDF's order is read by poppler in the Linux run."""
    text = logical(text)
    if RTL.search(name) and not POPPLER:
        letters = Counter(c for c in text if not c.isspace())
        return all(letters[c] >= n for c, n in Counter(c for c in name if not c.isspace()).items())
    return name in text or logical(visual(name)) in text


@pytest.fixture
def world_db(demo_db):
    """The demo group's first players renamed to NAMES, then UNSHOWN."""
    data = tournaments.load(demo_db, ICCF_DEMO)
    for entry, name in zip(data.entries, (*NAMES, UNSHOWN)):
        players.edit_player(demo_db, entry.player.id, dataclasses.replace(entry.player, name=name))
    return demo_db


def numbers(db) -> dict[str, int]:
    return {e.player.name: e.no for e in tournaments.load(db, ICCF_DEMO).entries}


def font_names(pdf: Path) -> set[str]:
    return {font.name for font in pdf_fonts(pdf) if font.embedded}


@pytest.mark.parametrize("kind", ["start-list", "crosstable"])
def test_every_name_is_printed_in_its_script(world_db, tmp_path, kind):
    pdf = tmp_path / f"{kind}.pdf"
    printing.render(kind, world_db, ICCF_DEMO, pdf)
    text = pdf_text(pdf)
    for name in NAMES:
        assert found(name, text), name
    if POPPLER:  # the Arabic letters joined (PDFium gives their base letters)
        assert JOINED_MUHAMMAD in text or JOINED_MUHAMMAD[::-1] in text
    assert "DroidSansFallback" in font_names(pdf)  # the Chinese name's face, embedded


def word_x(words, word: str) -> float:
    """The left edge of the printed word whose letters are `word` (in either order)."""
    return next(w.x_min for w in words if logical(w.text) in (word, word[::-1]))


@pytest.mark.skipif(not POPPLER, reason="PDFium breaks a right-to-left run into letters (see found); poppler reads the same PDF in the Linux run")
@pytest.mark.parametrize("kind", ["start-list", "crosstable"])
def test_hebrew_and_arabic_names_run_right_to_left(world_db, tmp_path, kind):
    pdf = tmp_path / f"{kind}.pdf"
    printing.render(kind, world_db, ICCF_DEMO, pdf)
    words = pdf_word_boxes(pdf)
    assert word_x(words, "דוד") > word_x(words, "לוי")  # the first name at the right
    assert word_x(words, "محمد") > word_x(words, "علي")


@pytest.mark.parametrize("name, face", [
    (CHINESE, "DroidSansFallback"), (HEBREW, "NotoSerifHebrew-Bold"), (ARABIC, "NotoNaskhArabic-Bold"),
    (GREEK, "DejaVuSerif-Bold"), (CZECH[2], "DejaVuSerif-Bold"),
])
def test_the_diploma_prints_the_name_in_a_serif_fallback(world_db, tmp_path, name, face):
    pdf = tmp_path / "diploma.pdf"
    assert printing.render("diploma", world_db, ICCF_DEMO, pdf, player=numbers(world_db)[name], award="CCM",
                           force=True) == []  # the fonts, not whether the title was given
    assert found(display_name(name), pdf_text(pdf))  # "Firstname Surname"
    assert face in font_names(pdf)


def test_a_name_no_font_can_show_is_warned_of_and_still_printed(world_db, tmp_path):
    pdf = tmp_path / "start.pdf"
    warnings = printing.render("start-list", world_db, ICCF_DEMO, pdf)
    assert warnings == [f"“{UNSHOWN}”: no bundled font has U+1F389 PARTY POPPER, U+E000; they print as empty boxes."]
    # the characters are drawn (as the font's empty box), not dropped: ink between the two words
    words = pdf_word_boxes(pdf)
    before, after = (next(w for w in words if w.text == t) for t in ("Veselý", "Karel"))
    page = pdf_page_image(pdf, dpi=144)
    scale = 144 / 72
    gap = page.crop((int(before.x_max * scale) + 3, int(before.y_min * scale),
                     int(after.x_min * scale) - 3, int(before.y_max * scale)))
    assert gap.convert("L").getextrema()[0] < 90  # dark pixels: the boxes' outlines


def test_the_report_command_prints_each_warning_on_stderr(world_db, tmp_path, capsys):
    pdf = tmp_path / "cross.pdf"
    assert main(["report", "crosstable", ICCF_DEMO, "-o", str(pdf), "--db", world_db.target]) == 0
    out, err = capsys.readouterr()
    assert "printed to" in out
    assert err.splitlines() == [f"“{UNSHOWN}”: no bundled font has U+1F389 PARTY POPPER, U+E000; they print as "
                                "empty boxes."]
    assert pdf.exists()


@pytest.mark.parametrize("text, drawn", [
    ("Novák, Jan", "Novák, Jan"),  # left to right: as it is
    ("דוד לוי", "יול דוד"),  # reversed
    ("Kohen (דוד לוי) Praha", "Kohen (יול דוד) Praha"),  # a right-to-left run inside a left-to-right line
    ("דוד 12 לוי", "יול 12 דוד"),  # a number inside keeps its order
    ("דוד לוי (4)", "(4) יול דוד"),  # brackets taken into the run are mirrored [UAX #9 N0, L4]
])
def test_visual_order_follows_the_bidi_algorithm(text, drawn):
    assert visual(text) == drawn
