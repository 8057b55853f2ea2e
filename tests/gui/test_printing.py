"""Printing through Qt's print system: every document of the print dialog painted on a QPrinter that
writes a PDF file (no printer needed), read back by tests/pdf_reading.py (poppler or PDFium); Qt's
print preview shows every page; Ctrl+P opens the print dialog on what is shown (the Rounds tab of a
go event: its round)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtTest import QTest

from arbiter_app.gui.go.rounds_panel import GoRoundsPanel
from arbiter_app.gui.pdf_preview import PdfPreview
from arbiter_app.gui.pdf_printing import page_count, print_pdf
from arbiter_app.gui.print_actions import PAIRING_LIST, PrintDialog
from arbiter_app.services import printing
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.gui.test_print_actions import text_of, trigger
from tests.gui.windows import open_window, show_panel
from tests.pdf_reading import pdf_info, pdf_page_image

GO_DEMO = "CZE/go/2026-Brno"


def pdf_printer(path: Path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


def ink(path: Path, page: int) -> float:
    """The share of dark pixels (HSL lightness under 128) on `page` of `path` rendered at 30 dpi: the
    printed page is not blank."""
    pixels = pdf_page_image(path, page, 30).tobytes()  # RGB: 3 bytes a pixel
    dark = sum(1 for rgb in zip(pixels[0::3], pixels[1::3], pixels[2::3]) if max(rgb) + min(rgb) < 256)
    return dark / (len(pixels) // 3)


@pytest.mark.parametrize(
    "code, action, lang, player, expected",
    [
        (SKS_DEMO, "report.start-list", "cs", None, ["STARTOVNÍ LISTINA", "Ševčík, Lukáš"]),
        (ICCF_DEMO, "report.crosstable", "en", None, ["CROSSTABLE", "Šťastný, Petr", "Židů, Tomáš"]),
        (ICCF_DEMO, "report.norms", "cs", None, ["Dvořáková, Eliška"]),
        (ICCF_DEMO, "report.diploma", "cs", 6, ["Ľubomír Kováč"]),
        (ICCF_DEMO, "report.withdrawal", "en", 10, ["Schäfer, Günther"]),
        (GO_DEMO, "report.pairing-list", "cs", None, ["Vondráčková, Tereza"]),
        (GO_DEMO, "report.crosstable", "en", None, ["WALL LIST"]),
    ],
)
def test_every_document_prints_through_qprinter(qtbot, qapp, demo_db, tmp_path, code, action, lang, player, expected):
    window = open_window(qtbot, qapp, demo_db, code)
    dialog = trigger(window, action)
    dialog.language.setCurrentIndex(dialog.language.findData(lang))
    if player is not None:
        dialog.player.setCurrentIndex(dialog.player.findData(player))
    assert dialog.print_button.isEnabled() and dialog.preview_button.isEnabled()
    pages = page_count(dialog.preview_pdf)
    printed = tmp_path / "printed.pdf"
    assert dialog.print_(pdf_printer(printed)) == pages
    assert page_count(printed) == pages
    text = " ".join(text_of(printed).split())
    source = " ".join(text_of(dialog.preview_pdf).split())
    for word in expected:
        assert word in text and word in source
    assert all(ink(printed, page) > 0.002 for page in range(1, pages + 1))
    assert "sent to" in window.statusBar().currentMessage() or "odesl" in window.statusBar().currentMessage()
    dialog.close()


def test_a_landscape_crosstable_stays_landscape_on_paper(qtbot, qapp, demo_db, tmp_path):
    window = open_window(qtbot, qapp, demo_db, ICCF_DEMO)  # 13 players: landscape (docs/reports.md)
    dialog = trigger(window, "report.crosstable")
    dialog.print_(pdf_printer(tmp_path / "wide.pdf"))
    width, height = pdf_info(tmp_path / "wide.pdf").size
    assert width > height and abs(width - 842) < 2 and abs(height - 595) < 2


def test_every_page_of_a_long_document_is_previewed_and_printed(qtbot, qapp, demo_db, tmp_path):
    """The start lists of all four demo events, one per page: the preview shows every page, Qt's print
    preview gets each one, and each reaches the printer."""
    source = tmp_path / "start-lists.pdf"
    codes = [ICCF_DEMO, SKS_DEMO, "CZE/T4L1/2025", GO_DEMO]
    printing.render_event_start_lists(demo_db, codes, source, "cs")
    assert page_count(source) == 4
    shown = PdfPreview()
    qtbot.addWidget(shown)
    shown.show_pdf(source)
    assert len(shown.pages) == 4 and all(not page.pixmap().isNull() for page in shown.pages)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    preview = QPrintPreviewDialog(printer)
    qtbot.addWidget(preview)
    preview.paintRequested.connect(lambda printer: print_pdf(source, printer))
    widget = preview.findChild(QPrintPreviewWidget)
    widget.updatePreview()
    assert widget.pageCount() == 4
    printed = tmp_path / "printed.pdf"
    assert print_pdf(source, pdf_printer(printed)) == 4
    pages = text_of(printed).split("\f")
    assert all(code in page for code, page in zip(codes, pages))


def test_ctrl_p_prints_what_is_shown(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, GO_DEMO)
    window.show()
    window.windowHandle().requestActivate()  # a shortcut reaches only the active window
    assert QTest.qWaitForWindowActive(window.windowHandle(), 2000)
    window.crosstable.setFocus()
    panel = show_panel(window, GoRoundsPanel)
    assert next(a for a in window.toolbar.actions() if a.objectName() == "report.print").shortcut().toString() == "Ctrl+P"
    panel.round_box.setValue(2)
    before = set(window.findChildren(PrintDialog))
    QTest.keyClick(window.crosstable, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    (dialog,) = set(window.findChildren(PrintDialog)) - before
    assert dialog.current_kind() == PAIRING_LIST and dialog.round.currentData() == 2
    dialog.close()
    window.panels.setCurrentIndex(0)
    QTest.keyClick(window.crosstable, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    (dialog,) = set(window.findChildren(PrintDialog)) - before - {dialog}
    assert dialog.current_kind() == "crosstable"


def test_the_pairing_list_prints_its_reasons_only_when_ticked(qtbot, qapp, demo_db):
    window = open_window(qtbot, qapp, demo_db, GO_DEMO)
    dialog = trigger(window, "report.pairing-list")
    dialog.language.setCurrentIndex(dialog.language.findData("en"))  # a ČAGo event prints in Czech by default
    assert dialog.form.isRowVisible(dialog.reasons) and not dialog.reasons.isChecked()
    assert "Why" not in text_of(dialog.preview_pdf) and "Komi 6.5 on every board." in text_of(dialog.preview_pdf)
    dialog.reasons.setChecked(True)
    assert "Why" in text_of(dialog.preview_pdf)
    dialog.kind.setCurrentIndex(dialog.kind.findData("start-list"))
    assert not dialog.form.isRowVisible(dialog.reasons)
    assert "Kratochvíl, Ondřej" in text_of(dialog.preview_pdf) and "Colour table" not in text_of(dialog.preview_pdf)
