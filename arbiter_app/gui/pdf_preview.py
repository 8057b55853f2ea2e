"""A PDF's pages on screen, sharp at every zoom: the print dialog's preview and the Print preview window.

Each page is rendered by PDFium (pypdfium2) for the size it is shown at: the screen's resolution times
the zoom times the device pixel ratio, again whenever the zoom or the room changes, and drawn pixel for
pixel (never a larger or smaller picture scaled by the painter, which turned "Brno" into "Bmo").
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pypdfium2 as pdfium
from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QImage, QKeySequence, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..i18n import tr
from .pdf_printing import POINTS_PER_INCH
from .window_state import FRAME_ALLOWANCE, settings

FIT_PAGE, FIT_WIDTH = "page", "width"
ZOOM_STEP = 1.25
ZOOM_RANGE = (0.25, 4.0)
PAGE_GAP = 12
PAGES_WIDTH = 1100
"""A window of pages opens this wide at first (at most the screen's width): beside the print dialog's
options, an A4 page about 700 pixels wide, its text readable (a 1366×768 screen has the room)."""


def size_for_pages(dialog: QDialog, name: str) -> None:
    """Size `dialog`, a window showing pages, as the arbiter left it (settings `dialogs/<name>`), else
    PAGES_WIDTH wide and the screen's available height, within the screen either way; its size is
    remembered when it closes."""
    area = dialog.screen().availableGeometry()
    left = settings().value(f"dialogs/{name}")
    size = left if isinstance(left, QSize) else QSize(PAGES_WIDTH, area.height())
    dialog.resize(min(size.width(), area.width() - FRAME_ALLOWANCE.width()),
                  min(size.height(), area.height() - FRAME_ALLOWANCE.height()))
    dialog.finished.connect(lambda _result: settings().setValue(f"dialogs/{name}", dialog.size()))


class PdfPreview(QScrollArea):
    """The pages of a PDF one under another on grey; `zoom` is FIT_PAGE, FIT_WIDTH or a factor of the
    page's real size (1.0: 100 %)."""

    def __init__(self, parent: QWidget | None = None, zoom: str | float = FIT_WIDTH):
        super().__init__(parent)
        self.pdf: Path | None = None
        self.zoom: str | float = zoom
        self.page_sizes: list[tuple[float, float]] = []  # points
        self.pages: list[QLabel] = []
        self.rendered_scale = 0.0  # device pixels per point of the pages shown
        self.setWidgetResizable(True)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.setStyleSheet("QScrollArea > QWidget > QWidget { background: #8a8f96; }")
        self.sheet = QWidget()
        self.column = QVBoxLayout(self.sheet)
        self.column.setSpacing(PAGE_GAP)
        self.column.setContentsMargins(PAGE_GAP, PAGE_GAP, PAGE_GAP, PAGE_GAP)
        self.column.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.message = QLabel()
        self.message.setWordWrap(True)  # a message instead of the pages is shown whole
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.column.addWidget(self.message)
        self.setWidget(self.sheet)
        self._rerender = QTimer(self)
        self._rerender.setSingleShot(True)
        self._rerender.timeout.connect(self.render_pages)

    # --- what is shown ---------------------------------------------------------------------------
    def show_pdf(self, pdf: Path) -> None:
        self.pdf = pdf
        self.message.hide()
        document = pdfium.PdfDocument(str(pdf))
        try:
            self.page_sizes = [page.get_size() for page in document]
        finally:
            document.close()
        self._clear_pages()  # another document, whatever its pages
        self.render_pages()

    def show_message(self, text: str) -> None:
        self.pdf = None
        self.page_sizes = []
        self._clear_pages()
        self.message.setText(text)
        self.message.show()

    def set_zoom(self, zoom: str | float) -> None:
        if isinstance(zoom, float):
            zoom = min(max(zoom, ZOOM_RANGE[0]), ZOOM_RANGE[1])
        self.zoom = zoom
        self.render_pages()

    def zoom_by(self, factor: float) -> None:
        self.set_zoom(self.zoom_factor() * factor)

    # --- sizes -----------------------------------------------------------------------------------
    def screen_dpi(self) -> float:
        return self.logicalDpiY() or 96.0

    def zoom_factor(self) -> float:
        """The zoom as a factor of the real size: a fit mode's for the room there is now."""
        if not isinstance(self.zoom, str):
            return self.zoom
        if not self.page_sizes:
            return 1.0
        real = self.screen_dpi() / POINTS_PER_INCH  # logical pixels per point at 100 %
        room_w = self.viewport().width() - 2 * PAGE_GAP - self.verticalScrollBar().sizeHint().width()
        widest = max(w for w, _h in self.page_sizes)
        factor = room_w / (widest * real)
        if self.zoom == FIT_PAGE:
            room_h = self.viewport().height() - 2 * PAGE_GAP
            factor = min(factor, room_h / (max(h for _w, h in self.page_sizes) * real))
        return max(factor, ZOOM_RANGE[0] / 2)

    def render_pages(self) -> None:
        """Every page rendered for its size on this screen now (logical pixels times the ratio)."""
        if self.pdf is None or not self.pdf.exists():  # a re-render due after its dialog closed
            return
        ratio = self.devicePixelRatioF()
        logical = self.zoom_factor() * self.screen_dpi() / POINTS_PER_INCH
        self.rendered_scale = logical * ratio
        if len(self.pages) != len(self.page_sizes):  # another document: a label per page
            self._clear_pages()
            for _size in self.page_sizes:
                label = QLabel()
                self.column.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)
                label.show()  # at once, not when the layout next runs
                self.pages.append(label)
        document = pdfium.PdfDocument(str(self.pdf))
        try:
            for page, label in zip(document, self.pages):
                bitmap = page.render(scale=self.rendered_scale, prefer_bgrx=True)
                image = QImage(bitmap.buffer, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGB32).copy()
                bitmap.close()
                page.close()
                pixmap = QPixmap.fromImage(image)
                pixmap.setDevicePixelRatio(ratio)
                label.setPixmap(pixmap)
                label.setFixedSize(pixmap.deviceIndependentSize().toSize())
        finally:
            document.close()
        self.column.activate()  # laid out now, not when the event loop next runs

    def _clear_pages(self) -> None:
        for label in self.pages:
            label.setParent(None)
            label.deleteLater()
        self.pages = []

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if isinstance(self.zoom, str):
            self.render_pages()  # for the room there is now that it is laid out

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if isinstance(self.zoom, str) and self.pdf is not None:
            self._rerender.start(60)  # once the resizing settles


class PdfPreviewDialog(QDialog):
    """Print preview: the document's pages with the zoom (fit page, fit width, 100 %, larger, smaller),
    Print… and Save as PDF… from here."""

    def __init__(self, pdf: Path, title: str, print_: Callable[[], object], save: Callable[[], object],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.preview = PdfPreview(self, FIT_WIDTH)
        bar = QHBoxLayout()
        self.zoom_buttons = QButtonGroup(self)
        for key, zoom in (("report.preview.fit_page", FIT_PAGE), ("report.preview.fit_width", FIT_WIDTH),
                          ("report.preview.actual_size", 1.0)):
            button = QPushButton(tr(key))
            button.setObjectName(f"zoom-{zoom}")
            button.setCheckable(True)
            button.setChecked(zoom == FIT_WIDTH)
            button.clicked.connect(lambda _on=False, zoom=zoom: self.preview.set_zoom(zoom))
            self.zoom_buttons.addButton(button)
            bar.addWidget(button)
        for key, factor, shortcut in (("report.preview.zoom_out", 1 / ZOOM_STEP, QKeySequence.StandardKey.ZoomOut),
                                      ("report.preview.zoom_in", ZOOM_STEP, QKeySequence.StandardKey.ZoomIn)):
            button = QPushButton(tr(key))
            button.setShortcut(QKeySequence(shortcut))
            button.setToolTip(QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText))
            button.clicked.connect(lambda _on=False, factor=factor: self._zoom_by(factor))
            bar.addWidget(button)
        bar.addStretch(1)
        self.print_button = QPushButton(tr("report.gui.print_paper"))
        self.print_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
        self.print_button.setToolTip(QKeySequence(QKeySequence.StandardKey.Print).toString(QKeySequence.SequenceFormat.NativeText))
        self.print_button.clicked.connect(lambda: print_())
        self.save_button = QPushButton(tr("report.gui.save"))
        self.save_button.clicked.connect(lambda: save())
        close = QPushButton(tr("report.gui.close"))
        close.clicked.connect(self.reject)
        for button in (self.print_button, self.save_button, close):
            bar.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.preview, 1)
        self.preview.show_pdf(pdf)

    def _zoom_by(self, factor: float) -> None:
        checked = self.zoom_buttons.checkedButton()
        if checked is not None:  # no fit mode any more
            self.zoom_buttons.setExclusive(False)
            checked.setChecked(False)
            self.zoom_buttons.setExclusive(True)
        self.preview.zoom_by(factor)
