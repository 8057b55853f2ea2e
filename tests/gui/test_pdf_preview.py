"""The print preview is sharp at every zoom: each page is rendered by PDFium for the size it is shown
at (the screen's resolution × the zoom × the device pixel ratio) and drawn pixel for pixel, again
when the zoom changes; File → Print…, Print preview… and Save as PDF… act on what is shown."""

import pypdfium2 as pdfium
import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog

from arbiter_app.gui import print_actions
from arbiter_app.gui.pdf_preview import FIT_PAGE, FIT_WIDTH, PdfPreviewDialog
from arbiter_app.gui.pdf_printing import POINTS_PER_INCH
from tests.conftest import SKS_DEMO
from tests.gui.windows import open_window
from tests.pdf_reading import pdf_text


def file_action(window, name):
    return next(a for a in window.file_menu.actions() if a.objectName() == name)


def direct_render(pdf, scale) -> QImage:
    document = pdfium.PdfDocument(str(pdf))
    bitmap = document[0].render(scale=scale, prefer_bgrx=True)
    image = QImage(bitmap.buffer, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGB32).copy()
    document.close()
    return image


def test_the_preview_is_sharp_at_fit_page_fit_width_and_100(qtbot, qapp, demo_db, tmp_path, lang):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    window.resize(1366, 768)
    window.show()
    preview = print_actions.open_print_dialog(window, "start-list").print_preview()
    assert isinstance(preview, PdfPreviewDialog)
    preview.resize(900, 700)
    qtbot.waitExposed(preview)
    shown = preview.preview
    sizes = {}
    for zoom, button in ((FIT_PAGE, "zoom-page"), (FIT_WIDTH, "zoom-width"), (1.0, "zoom-1.0")):
        next(b for b in preview.zoom_buttons.buttons() if b.objectName() == button).click()
        assert shown.zoom == zoom
        ratio = shown.devicePixelRatioF()
        expected = shown.zoom_factor() * shown.logicalDpiY() / POINTS_PER_INCH * ratio
        assert shown.rendered_scale == pytest.approx(expected)
        page = shown.pages[0]
        pixmap = page.pixmap()
        width_pt, _height_pt = pdfium.PdfDocument(str(shown.pdf))[0].get_size()
        # rendered for the size shown, drawn 1:1: the label is the pixmap's size, nothing scaled
        assert pixmap.width() == pytest.approx(width_pt * shown.rendered_scale, abs=1)
        assert page.size() == pixmap.deviceIndependentSize().toSize()
        # what the screen shows is exactly PDFium's rendering at that resolution (the text's crops equal)
        on_screen = page.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        assert on_screen == direct_render(shown.pdf, shown.rendered_scale)
        sizes[zoom] = pixmap.width()
        preview.grab().save(str(tmp_path / f"preview-{zoom}-{lang}.png"))
    assert sizes[1.0] == pytest.approx(595 * 96 / 72 * shown.devicePixelRatioF(), abs=2)  # A4 at its real size
    assert sizes[FIT_PAGE] < sizes[FIT_WIDTH]  # the preview window is wider than a page's height allows
    before = shown.rendered_scale
    shown.zoom_by(1.25)
    assert shown.rendered_scale == pytest.approx(before * 1.25)  # re-rendered, not magnified


def test_print_preview_and_save_in_the_file_menu(qtbot, qapp, demo_db, tmp_path, monkeypatch):
    window = open_window(qtbot, qapp, demo_db, SKS_DEMO)
    names = [a.objectName() for a in window.file_menu.actions()]
    assert names.index("report.print") < names.index("report.preview") < names.index("report.save") < names.index("gui.action.quit")
    assert file_action(window, "report.print").shortcut().toString() == "Ctrl+P"
    assert file_action(window, "report.print") in window.toolbar.actions()  # the toolbar keeps its button
    assert window.toolbar.widgetForAction(file_action(window, "report.print")).text() == "Print / Save PDF"
    assert file_action(window, "report.print").text() == "Print…"
    # Print preview… opens the preview of the crosstable shown
    before = set(window.findChildren(PdfPreviewDialog))
    file_action(window, "report.preview").trigger()
    (preview,) = set(window.findChildren(PdfPreviewDialog)) - before
    qtbot.addWidget(preview)
    assert preview.preview.pages and "crosstable" in preview.preview.pdf.name
    preview.reject()
    # Save as PDF… writes the crosstable shown where the arbiter chooses
    target = tmp_path / "Křížová tabulka.pdf"
    monkeypatch.setattr(QFileDialog, "exec", lambda dialog: dialog.selectFile(str(target)) or 1)  # the arbiter's choice
    file_action(window, "report.save").trigger()
    text = pdf_text(target)
    assert "Řezníček, Vlastimil" in text
