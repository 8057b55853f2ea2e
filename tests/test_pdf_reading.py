"""tests/pdf_reading.py: PDFium's reading of the printed documents (the one Windows has) gives what
poppler's gives (the reference, where it is installed), and on its own finds a known row of a
crosstable, diacritics and all, on one line with its points.

The documents are the application's, printed from the demo database: tables with columns of one to
twenty letters, headings in a bigger font, a cell wrapped onto two lines, letter-spaced capitals
(the diploma), several pages."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from pathlib import Path

import pytest

from arbiter_app.services import printing
from arbiter_app.services.database import Database
from arbiter_app.services.demo import fill_demo
from tests import pdf_reading
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.pdf_reading import pdfium_fonts, pdfium_info, pdfium_text, pdfium_words

GO_DEMO, TEAM_DEMO = "CZE/go/2026-Brno", "CZE/T4L1/2025"
DOCUMENTS = {  # name: (kind, code, language, player)
    "crosstable": ("crosstable", ICCF_DEMO, "cs", None),
    "crosstable of a semifinal": ("crosstable", SKS_DEMO, "en", None),
    "start list": ("start-list", ICCF_DEMO, "en", None),
    "start list of a team event": ("start-list", TEAM_DEMO, "cs", None),
    "norm report": ("norms", ICCF_DEMO, "en", None),
    "withdrawal notice": ("withdrawal", ICCF_DEMO, "cs", 10),
    "diploma": ("diploma", ICCF_DEMO, "en", 2),
    "go start list": ("start-list", GO_DEMO, "cs", None),
    "go wall list": ("crosstable", GO_DEMO, "en", None),
}
EXTRA = ["start lists of an event", "go pairing list with reasons"]

needs_poppler = pytest.mark.skipif(not pdf_reading.POPPLER, reason="poppler (pdftotext, pdffonts, pdfinfo) "
                                   "is not installed: no reference to compare PDFium's reading with")


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> dict[str, Path]:
    """Each document printed once for the module, from one demo database."""
    folder = tmp_path_factory.mktemp("printed")
    db = Database(folder / "demo.sqlite")
    try:
        fill_demo(db)
        paths = {name: folder / f"{name}.pdf" for name in [*DOCUMENTS, *EXTRA]}
        for name, (kind, code, lang, player) in DOCUMENTS.items():
            printing.render(kind, db, code, paths[name], lang=lang, player=player)
        printing.render_event_start_lists(db, [ICCF_DEMO, SKS_DEMO], paths["start lists of an event"])
        printing.render_pairing_list(db, GO_DEMO, 4, paths["go pairing list with reasons"], "en", reasons=True)
    finally:
        db.close()
    return paths


def rows(text: str) -> list[list[tuple[str, bool]]]:
    """Each line with text, as its words, each with whether a column starts there (two spaces or
    more before it); a form feed (a new page) as a row of its own."""
    return [[(word, len(gap) >= 2 and i > 0) for i, (gap, word) in enumerate(re.findall(r"( *)(\S+)", line))]
            if line != "\f" else [("\f", False)] for line in text.replace("\f", "\n\f\n").split("\n")
            if line.strip() or line == "\f"]


# --- the same as poppler ---------------------------------------------------------------------------

def assert_lines_as_poppler_s(path: Path) -> None:
    """`pdf_text(path)`: the same pages, the same lines with the same words in the same order; where
    poppler starts a column (two spaces or more), PDFium does as well. (Poppler keeps a ligature
    as one character, "ﬁ"; PDFium gives its letters.)"""
    poppler = rows(re.sub("[\ufb00-\ufb06]", lambda m: unicodedata.normalize("NFKC", m.group()),
                          pdf_reading._poppler_text(path)))
    pdfium = rows(pdfium_text(path))
    assert [[w for w, _ in line] for line in pdfium] == [[w for w, _ in line] for line in poppler]
    for ours, theirs in zip(pdfium, poppler):
        assert [w for (w, c), (_, t) in zip(ours, theirs) if t and not c] == [], " ".join(w for w, _ in theirs)


@needs_poppler
@pytest.mark.parametrize("name", [*DOCUMENTS, *EXTRA])
def test_the_words_of_each_line_and_its_columns_are_poppler_s(printed, name):
    assert_lines_as_poppler_s(printed[name])


@needs_poppler
def test_a_document_printed_through_qt_reads_as_poppler_reads_it(printed, qapp, tmp_path):
    """Qt's PDF printer (tests/gui/test_printing.py prints to a file) writes its text at 1200 dpi,
    scaled down by the text's matrix, and "fi" as a ligature."""
    from PySide6.QtPrintSupport import QPrinter

    from arbiter_app.gui.pdf_printing import print_pdf

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert print_pdf(printed["crosstable"], printer) == 1
    assert_lines_as_poppler_s(tmp_path / "printed.pdf")
    assert "nefixní rating" in pdfium_text(tmp_path / "printed.pdf")
    assert set(pdfium_fonts(tmp_path / "printed.pdf")) == set(pdf_reading._poppler_fonts(tmp_path / "printed.pdf"))


@needs_poppler
@pytest.mark.parametrize("name", [*DOCUMENTS, *EXTRA])
def test_the_fonts_and_the_page_facts_are_poppler_s(printed, name):
    assert set(pdfium_fonts(printed[name])) == set(pdf_reading._poppler_fonts(printed[name]))
    ours, theirs = pdfium_info(printed[name]), pdf_reading._poppler_info(printed[name])
    assert (ours.pages, ours.title, ours.author) == (theirs.pages, theirs.title, theirs.author)
    assert ours.size == pytest.approx(theirs.size, abs=0.01)


@needs_poppler
@pytest.mark.parametrize("name", [*DOCUMENTS, *EXTRA])
def test_the_word_boxes_are_poppler_s(printed, name):
    """`pdf_word_boxes`: the same words on each page, each within 2 pt of where poppler puts it (the
    right edge of an italic or letter-spaced word differs most: poppler ends it at the advance)."""
    def by_word(words):
        found: dict[tuple[str, int], list] = {}
        for w in sorted(words, key=lambda w: (w.y_min, w.x_min)):
            found.setdefault((w.text, w.page), []).append(w)
        return found

    ours, theirs = by_word(pdfium_words(printed[name])), by_word(pdf_reading._poppler_words(printed[name]))
    assert {k: len(v) for k, v in ours.items()} == {k: len(v) for k, v in theirs.items()}
    for key in theirs:
        for a, b in zip(ours[key], theirs[key]):
            assert a[1:5] == pytest.approx(b[1:5], abs=2), key


@needs_poppler
@pytest.mark.parametrize("name", [*DOCUMENTS, *EXTRA])
def test_the_raw_and_plain_text_have_poppler_s_words(printed, name):
    """Modes "raw" and "plain" (by PDFium: the drawing order, the application's reading order): every
    word of poppler's layout, none more. (Poppler's own -raw parts letter-spaced capitals into
    letters, and its plain text joins a word broken by a hyphen at the end of a line.)"""
    words = Counter(pdf_reading._poppler_text(printed[name]).split())
    assert Counter(pdfium_text(printed[name], "raw").split()) == words
    assert Counter(pdfium_text(printed[name], "plain").split()) == words


# --- PDFium on its own --------------------------------------------------------------------------

def test_pdfium_reads_a_crosstable_row_with_its_diacritics_on_one_line(printed):
    """Šťastný, Petr (no. 2, SIM, 2468) of the ICCF demo group: 5 points, 2 wins, SB 19,00, 4 games
    to play, 1st [tests/conftest.py]; his cells between the rating and the points."""
    text = pdfium_text(printed["crosstable"])
    (line,) = [line for line in text.splitlines() if "Šťastný" in line]
    columns = re.split(r"\s{2,}", line.strip())
    assert columns[:5] == ["2", "CZE", "SIM", "Šťastný, Petr", "2468"]
    assert columns[-5:] == ["5", "2", "19,00", "4", "1"]
    assert columns[5:-5] == ["1", "½", "1", "½", "½", "½", "½", "½"]  # his cells, left to right
    assert "Turnajová tabulka" in text and text.count("\f") == 1
    # the words' boxes: on one baseline, left to right
    words = [w for w in pdfium_words(printed["crosstable"]) if w.text in ("Šťastný,", "Petr", "2468")]
    assert [w.text for w in sorted(words, key=lambda w: w.x_min)] == ["Šťastný,", "Petr", "2468"]
    assert max(w.y_max for w in words) - min(w.y_max for w in words) < 1
    assert set(pdfium_fonts(printed["crosstable"])) == {pdf_reading.Font("DejaVuSans", True),
                                                        pdf_reading.Font("DejaVuSans-Bold", True)}
    info = pdfium_info(printed["crosstable"])
    assert (info.pages, info.title) == (1, "Turnajová tabulka") and info.size[0] > info.size[1]  # landscape


def test_pdfium_parts_the_pages_and_reads_spaced_capitals_and_wrapped_cells(printed):
    pages = pdfium_text(printed["start lists of an event"]).split("\f")
    assert len(pages) == 3 and pages[2] == ""  # two pages, each ended by a form feed
    assert "Šťastný, Petr" in pages[0] and "Řezníček, Vlastimil" in pages[1]
    assert "Řezníček, Vlastimil" not in pages[0]
    diploma = pdfium_text(printed["diploma"])
    assert "INTERNATIONAL CORRESPONDENCE CHESS FEDERATION" in diploma and "Petr Šťastný" in diploma
    # the team start list: one player a line, his team and board in columns of their own
    (row,) = [re.split(r"\s{2,}", line.strip())
              for line in pdfium_text(printed["start list of a team event"]).splitlines() if "Vondráček" in line]
    assert row == ["12", "ŠK Lokomotiva Brno", "4", "CZE", "186184", "Vondráček, Ivo", "2139P"]
