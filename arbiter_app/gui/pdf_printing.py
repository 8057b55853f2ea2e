"""Our PDFs on paper through Qt's print system (QPrintDialog, QPrinter); gui.pdf_preview shows them on screen.

ReportLab makes the documents; PDFium (pypdfium2, a small wheel per platform) rasterises each page
at the printer's resolution (at most `PRINT_DPI`) for the QPrinter. QtPdf would do the same but is not in PySide6-Essentials, and drawing
the documents a second time with QPainter would make two renderers to keep equal
(/work/shared/reference/printing.md). Over each printed page the page's text is laid invisibly at its
place, so a document "printed" to a PDF file can still be searched and copied from.
"""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QImage, QPageLayout, QPageSize, QPainter, QPen
from PySide6.QtPrintSupport import QPrinter

from ..i18n import tr
from ..resources import resources_dir

PRINT_DPI = 300
"""Sharp on paper at a size a printer spool takes (an A4 page is ~25 MB of pixels here, not ~500 at 1200 dpi)."""
POINTS_PER_INCH = 72.0
_text_family: str | None = None


def page_count(pdf: Path) -> int:
    document = pdfium.PdfDocument(str(pdf))
    try:
        return len(document)
    finally:
        document.close()


def _text_font_family() -> str:
    """DejaVu Sans from the bundled fonts (the documents' own font), so ř, ů, ě come out as text."""
    global _text_family
    if _text_family is None:
        font_id = QFontDatabase.addApplicationFont(str(resources_dir() / "fonts" / "DejaVuSans.ttf"))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        _text_family = families[0] if families else "DejaVu Sans"
    return _text_family


def _page_layout(width_pt: float, height_pt: float) -> QPageLayout:
    """The paper of a PDF page (A4, Letter or landscape of either), no margins: the PDF has its own."""
    size = QPageSize(QSizeF(min(width_pt, height_pt), max(width_pt, height_pt)), QPageSize.Unit.Point, "",
                     QPageSize.SizeMatchPolicy.FuzzyMatch)
    orientation = QPageLayout.Orientation.Landscape if width_pt > height_pt else QPageLayout.Orientation.Portrait
    return QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0))


def print_pdf(pdf: Path, printer: QPrinter) -> int:
    """Paint every page of `pdf` on `printer` (a real printer, a preview or a PDF file); returns the pages painted.
    Each page keeps its paper and orientation (a landscape crosstable after a portrait page)."""
    document = pdfium.PdfDocument(str(pdf))
    printer.setFullPage(True)
    painter = QPainter()
    try:
        for index, page in enumerate(document):
            width_pt, height_pt = page.get_size()
            printer.setPageLayout(_page_layout(width_pt, height_pt))
            if index == 0:
                if not painter.begin(printer):
                    raise OSError(tr("report.gui.printer_failed", printer=printer.printerName() or printer.outputFileName()))
            else:
                printer.newPage()
            _paint_page(painter, page, printer, width_pt, height_pt)
            page.close()
        return len(document)
    finally:
        if painter.isActive():
            painter.end()
        document.close()


def _paint_page(painter: QPainter, page: pdfium.PdfPage, printer: QPrinter, width_pt: float, height_pt: float) -> None:
    target = QRectF(printer.pageLayout().fullRectPixels(printer.resolution()))
    scale = min(target.width() / width_pt, target.height() / height_pt)  # device pixels per point
    dpi = min(PRINT_DPI, printer.resolution())
    bitmap = page.render(scale=dpi / POINTS_PER_INCH, prefer_bgrx=True)
    # A copy: the print preview keeps the pictures it is given and draws them later.
    image = QImage(bitmap.buffer, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGB32).copy()
    bitmap.close()
    painter.drawImage(QRectF(0, 0, width_pt * scale, height_pt * scale), image)
    _lay_text(painter, page, scale, height_pt)


def _lay_text(painter: QPainter, page: pdfium.PdfPage, scale: float, height_pt: float) -> None:
    """The page's text runs, transparent, each at its box (PDF y runs up, the painter's down)."""
    text_page = page.get_textpage()
    painter.save()
    painter.setPen(QPen(QColor(0, 0, 0, 0)))
    font = QFont(_text_font_family())
    try:
        for i in range(text_page.count_rects()):
            left, bottom, right, top = text_page.get_rect(i)
            text = text_page.get_text_bounded(left, bottom, right, top).strip()
            if not text:
                continue
            font.setPixelSize(max(1, round((top - bottom) * scale * 0.8)))
            painter.setFont(font)
            box = QRectF(QPointF(left * scale, (height_pt - top) * scale), QPointF(right * scale, (height_pt - bottom) * scale))
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextDontClip, text)
    finally:
        painter.restore()
        text_page.close()
