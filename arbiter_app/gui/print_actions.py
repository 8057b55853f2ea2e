"""The print dialog of the Reports menu and the "Print / Save PDF" toolbar button (the actions are
put there by menu_actions; this module loads when one is first triggered).

Each action opens a small dialog: the document, its player (diploma, withdrawal notice; preselected
from the crosstable row) or round (a go event's pairing list: the drawn rounds, the last one or the
round shown on the Rounds tab preselected), the award (what the player earned, by what it is for; a
chess title, norm or place he did not earn only after a warning), the language and the paper; a preview of all
its pages; Print preview… (Qt's preview of the pages as the printer will get them), Print… (Ctrl+P,
the system's print dialog) and Save PDF, which writes the PDF where the arbiter chooses. The PDF
comes from services.documents, the same call the `report` command makes; gui.pdf_printing puts its
pages on the screen and the printer.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from reportlab.lib.pagesizes import A4, letter

from ..i18n import LANGUAGES, tr, tr_plural
from ..services.errors import USER_ERRORS, message_of
from .go.rounds_panel import GoRoundsPanel
from .file_dialogs import save_file_name
from .greyed import say_why
from .lazy_import import lazy_module
from .menu_actions import REPORTS as MENU
from .pdf_preview import FIT_WIDTH, PdfPreview, PdfPreviewDialog, size_for_pages
from .pdf_printing import page_count, print_pdf

if TYPE_CHECKING:
    from .workbench import Session, Workbench

documents = lazy_module("arbiter_app.services.documents")  # loaded when a document is first printed
contact_service = lazy_module("arbiter_app.services.running.contacts")
printing = lazy_module("arbiter_app.services.printing")
go_rounds = lazy_module("arbiter_app.services.go.rounds")
go_diplomas = lazy_module("arbiter_app.services.go.diploma")
setup = lazy_module("arbiter_app.services.setup")
PAIRING_LIST = "pairing-list"


def open_print_dialog(window: Session, kind: str, round_: int | None = None) -> PrintDialog | None:
    """The print dialog on document `kind`; a pairing list on round `round_` (default: the last drawn)."""
    if not window.code or window.data is None:
        window.show_error(tr("gui.no_tournament"))
        return None
    dialog = PrintDialog(window, kind, round_)
    size_for_pages(dialog, "print")  # its preview's page readable, as large as the arbiter left it
    dialog.show()
    return dialog


def current_document(window: Workbench) -> tuple[str, int | None]:
    """The document of what is shown: the pairing list of the round on a go event's Rounds tab, else
    the crosstable (a go event's wall list); with the round for a pairing list."""
    panel = window.panels.currentWidget()
    if isinstance(panel, GoRoundsPanel) and window.panels.isTabVisible(window.panels.currentIndex()):
        return PAIRING_LIST, panel.round_box.value()
    return "crosstable", None


def print_current(window: Workbench) -> PrintDialog | None:
    """File → Print… (Ctrl+P), the toolbar's Print / Save PDF: the print dialog on the document of what is shown."""
    return open_print_dialog(window, *current_document(window))


def preview_current(window: Workbench) -> PdfPreviewDialog | PrintDialog | None:
    """File → Print preview…: the pages of the document of what is shown in the preview window (the
    print dialog instead, saying why, if the document cannot be made)."""
    dialog = _unshown_dialog(window)
    if dialog is None:
        return None
    preview = dialog.print_preview()
    if preview is None:
        dialog.show()
        return dialog
    preview.finished.connect(lambda _result: _discard(dialog))
    return preview


def save_current(window: Workbench, path: Path | None = None) -> Path | None:
    """File → Save as PDF…: the document of what is shown, where the arbiter chooses (or to `path`)."""
    dialog = _unshown_dialog(window)
    if dialog is None:
        return None
    try:
        if dialog.preview_pdf is None:  # say why it cannot be made
            window.show_error(dialog.info.text())
            return None
        return dialog.save(path)
    finally:
        _discard(dialog)


def _unshown_dialog(window: Workbench) -> PrintDialog | None:
    """The print dialog on the document of what is shown, with its PDF made, not shown."""
    if not window.code or window.data is None:
        window.show_error(tr("gui.no_tournament"))
        return None
    return PrintDialog(window, *current_document(window))


def _discard(dialog: PrintDialog) -> None:
    dialog.reject()  # its temporary folder goes
    dialog.deleteLater()


def selected_player(window: Session) -> int | None:
    """The starting number of the crosstable's current row, if any."""
    table = getattr(window.crosstable, "table", None)
    row = window.crosstable.currentIndex().row()
    return table.lines[row].no if table is not None and 0 <= row < len(table.lines) else None


class PrintDialog(QDialog):
    """One document of the current tournament: options, a preview of its pages, Print preview, Print, Save PDF."""

    def __init__(self, window: Session, kind: str, round_: int | None = None):
        super().__init__(window)
        self.window_ = window
        self.code = window.code or ""
        self.data = window.data
        self._temp = tempfile.TemporaryDirectory(prefix="arbiter-print-")
        self.preview_pdf: Path | None = None
        self.warnings: list[str] = []  # of the document shown: names with characters no bundled font has
        self.setWindowTitle(tr("report.gui.dialog_title", code=self.code))

        self.kind = QComboBox()
        go = window.data is not None and window.data.tournament.round_by_round
        for k, key in MENU:
            # A go event has no title norms and its crosstable is the wall list; a correspondence
            # tournament has no round drawn by round to print the pairing list of.
            if k != ("norms" if go else PAIRING_LIST):
                self.kind.addItem(tr(key).rstrip("…"), k)
        self.round = QComboBox()
        drawn = [r.number for r in go_rounds.load_event(window.db, self.code).rounds if r.drawn] if go else []
        for number in drawn:
            self.round.addItem(str(number), number)
        self.round.setCurrentIndex(self.round.findData(round_) if round_ in drawn else len(drawn) - 1)
        self.player = QComboBox()
        self.award = QComboBox()  # the awards listed, never typed: a typed code went unchecked
        self.forced = False  # the arbiter confirmed an award the event did not give the player
        self._award_index = -1  # the award chosen before, to go back to when the warning is declined
        self.award.setToolTip(tr("report.gui.go_award_tip" if go else "report.gui.award_tip"))  # go: places, not titles
        self.place = QLineEdit(str(window.data.tournament.settings.get("place", "")) if window.data else "")
        self.language = QComboBox()
        for lang in LANGUAGES:
            self.language.addItem(tr(f"gui.language.{lang}"), lang)
        assert self.data is not None
        self.language.setCurrentIndex(LANGUAGES.index(documents.document_language(self.data.tournament)))
        self.go = go
        self._go_awards = go_diplomas.go_awards_of(window.db, self.code) if go else {}
        self.letter = QCheckBox(tr("report.gui.letter"))
        self.reasons = QCheckBox(tr("report.gui.reasons"))  # the pairing list: for the arbiter, off for the wall
        self.contacts = QCheckBox(tr("contacts.gui.with_contacts"))  # a chess start list: personal data, off by default
        self.contacts.setToolTip(tr("contacts.gui.with_contacts_tip"))

        self.form = QFormLayout()
        self.form.addRow(tr("report.gui.document"), self.kind)
        self.form.addRow(tr("go.round"), self.round)
        self.form.addRow(tr("report.gui.player"), self.player)
        self.form.addRow(tr("report.gui.award"), self.award)
        self.form.addRow(tr("report.gui.place"), self.place)
        self.form.addRow(tr("report.gui.language"), self.language)
        self.form.addRow("", self.letter)
        self.form.addRow("", self.reasons)
        self.form.addRow("", self.contacts)

        self.pages = PdfPreview(self, FIT_WIDTH)  # the pages, sharp, re-rendered as the dialog is resized
        self.pages.setMinimumSize(420, 360)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        buttons = QDialogButtonBox()
        self.preview_button = QPushButton(tr("report.gui.print_preview"))
        self.preview_button.clicked.connect(lambda: self.print_preview())
        buttons.addButton(self.preview_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button = QPushButton(tr("report.gui.print_paper"))
        self.print_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
        self.print_button.setToolTip(QKeySequence(QKeySequence.StandardKey.Print).toString(QKeySequence.SequenceFormat.NativeText))
        self.print_button.setDefault(True)
        self.print_button.clicked.connect(lambda: self.print_())
        buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button = QPushButton(tr("report.gui.save"))
        self.save_button.clicked.connect(lambda: self.save())
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.AcceptRole)
        close = QPushButton(tr("report.gui.close"))
        close.clicked.connect(self.reject)
        buttons.addButton(close, QDialogButtonBox.ButtonRole.RejectRole)

        side = QWidget()
        side.setMaximumWidth(330)
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(self.form)
        column.addStretch(1)
        column.addWidget(self.info)
        body = QHBoxLayout()
        body.addWidget(side)
        body.addWidget(self.pages, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(buttons)

        self.kind.setCurrentIndex(max(self.kind.findData(kind), 0))
        self._fill_players()
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.player.currentIndexChanged.connect(self._player_changed)
        self.round.currentIndexChanged.connect(lambda _i: self.refresh_preview())
        self.award.currentIndexChanged.connect(self._award_changed)
        self.place.editingFinished.connect(self.refresh_preview)
        self.language.currentIndexChanged.connect(self._language_changed)
        self.letter.toggled.connect(lambda _on: self.refresh_preview())
        self.reasons.toggled.connect(lambda _on: self.refresh_preview())
        self.contacts.toggled.connect(lambda _on: self.refresh_preview())
        self.finished.connect(lambda _result: self._temp.cleanup())
        self.refresh_preview()

    # --- options ---------------------------------------------------------------------------------
    def current_kind(self) -> str:
        return str(self.kind.currentData())

    def _fill_players(self) -> None:
        """Players the document can be made for (a withdrawal notice: the withdrawn ones; a diploma: those
        who earned an award, or everybody when nobody did, to name an award by hand), the crosstable's
        current row preselected; then the awards of the chosen player."""
        assert self.data is not None
        kind = self.current_kind()
        entries = documents.withdrawn_players(self.data) if kind == "withdrawal" else self.data.entries
        if kind == "diploma":
            entries = tuple(e for e in entries if self._awards(e.no)) or entries
        self.player.blockSignals(True)
        self.player.clear()
        for e in entries:
            self.player.addItem(f"{e.no}  {e.name}", e.no)
        wanted = self.player.findData(selected_player(self.window_))
        self.player.setCurrentIndex(wanted if wanted >= 0 else 0)
        self.form.setRowVisible(self.player, kind in ("diploma", "withdrawal"))
        self.form.setRowVisible(self.round, kind == PAIRING_LIST)
        self.form.setRowVisible(self.reasons, kind == PAIRING_LIST)
        self.form.setRowVisible(self.contacts, kind == "start-list" and not self.go)
        self.player.blockSignals(False)
        self._fill_awards()

    def _fill_awards(self) -> None:
        """The awards of the chosen player by what they are for, in the window's language (the preview
        shows the document's words): what he earned (the first preselected), then, in a chess group,
        the titles, norms and places he did not."""
        assert self.data is not None
        self.award.blockSignals(True)
        self.award.clear()
        self.forced = False
        no = self.player.currentData()
        if self.current_kind() == "diploma" and no is not None:
            for award in self._awards(no):
                self.award.addItem(self._award_label(award), award)
            others = () if self.go else documents.other_awards(self.data, no)
            if others and self.award.count():
                self.award.insertSeparator(self.award.count())
            for award in others:
                self.award.addItem(tr("report.gui.award_not_earned", award=self._award_label(award)), award)
            self.award.setCurrentIndex(0 if self._awards(no) else -1)
        self.form.setRowVisible(self.award, self.current_kind() == "diploma")
        self.form.setRowVisible(self.place, self.current_kind() == "diploma")
        self.award.blockSignals(False)
        self._award_index = self.award.currentIndex()

    def _award_label(self, award: str) -> str:
        assert self.data is not None
        return go_diplomas.award_text(award, None) if self.go else documents.award_label(self.data, award)

    def _awards(self, no: int) -> tuple[str, ...]:
        """The awards player `no` made: a go event's places and category wins, else titles, norms and places."""
        assert self.data is not None
        return self._go_awards.get(no, ()) if self.go else documents.awards_made(self.data, no)

    def _award_changed(self, index: int) -> None:
        """An award the event did not give the player only once the arbiter confirms the warning; else
        the choice goes back."""
        assert self.data is not None
        award, no = self.award.itemData(index), self.player.currentData()
        self.forced = False
        if award is not None and award not in self._awards(no):
            reason = documents.award_refusal(self.data, no, award)  # in the window's language
            box = QMessageBox(QMessageBox.Icon.Warning, tr("report.gui.award_not_given_title"),
                              tr("report.gui.award_not_given", reason=reason),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
            box.setDefaultButton(QMessageBox.StandardButton.No)
            if box.exec() != QMessageBox.StandardButton.Yes:
                self.award.blockSignals(True)
                self.award.setCurrentIndex(self._award_index)
                self.award.blockSignals(False)
                return
            self.forced = True
        self._award_index = index
        self.refresh_preview()

    def _kind_changed(self, _index: int) -> None:
        self._fill_players()
        self.refresh_preview()

    def _player_changed(self, _index: int) -> None:
        self._fill_awards()
        self.refresh_preview()

    def options(self) -> dict[str, object]:
        """The arguments of services.printing.render chosen in the dialog."""
        kind = self.current_kind()
        return {
            "lang": self.language.currentData(),
            "player": self.player.currentData() if kind in ("diploma", "withdrawal") else None,
            "pagesize": letter if self.letter.isChecked() else A4,
            "award": self.award.currentData() if kind == "diploma" else None,
            "place": self.place.text().strip() if kind == "diploma" else None,
            "force": kind == "diploma" and self.forced,
        }

    def _language_changed(self, _index: int) -> None:
        self.refresh_preview()

    def keep_language(self) -> None:
        """The language of a document printed or saved becomes the tournament's setting `language`
        (one undoable change), so that the next document, here or from the command line, takes it."""
        data = self.window_.data
        chosen = self.language.currentData()
        if data is None or data.tournament.code != self.code or chosen == documents.document_language(data.tournament):
            return
        settings = {**data.tournament.settings, "language": chosen}
        self.window_.perform(lambda: setup.edit_tournament(self.window_.db, self.code, {"settings": settings}))

    # --- output ----------------------------------------------------------------------------------
    def render_to(self, path: Path) -> list[str]:
        """The document written to `path`; its warnings (a name with a character no bundled font has)."""
        options = self.options()
        if self.current_kind() == PAIRING_LIST:
            return printing.render_pairing_list(self.window_.db, self.code, self.round.currentData(), path,  # type: ignore[no-any-return]
                                                options["lang"], options["pagesize"], self.reasons.isChecked())
        if self.current_kind() == "start-list" and self.contacts.isChecked() and not self.go:
            return contact_service.render_start_lists_with_contacts(self.window_.db, [self.code], path, options["lang"], options["pagesize"])  # type: ignore[arg-type]
        return printing.render(self.current_kind(), self.window_.db, self.code, path, **options)  # type: ignore[arg-type]

    def refresh_preview(self) -> None:
        """Render to a temporary file and show its pages (or say why there is nothing to show), and under
        the page count its warnings, before anything is printed or saved."""
        kind = self.current_kind()
        self.preview_pdf = None
        self.warnings = []
        if kind == "withdrawal" and self.player.count() == 0:
            self._show_problem(tr("report.gui.no_withdrawal"))
            return
        if kind == PAIRING_LIST and self.round.count() == 0:
            self._show_problem(tr("report.gui.no_round_drawn"))
            return
        pdf = Path(self._temp.name) / f"{kind}.pdf"
        try:
            self.warnings = self.render_to(pdf)
        except USER_ERRORS as exc:
            self._show_problem(message_of(exc))
            return
        self.preview_pdf = pdf
        self._enable_output(True)
        self.pages.show_pdf(pdf)
        self.info.setText("\n".join([tr_plural("report.gui.pages", pages := page_count(pdf), pages=pages),
                                      *self.warnings]))

    def _show_problem(self, message: str) -> None:
        self.pages.show_message(message)
        self.info.setText(message)
        self._enable_output(False)

    def _enable_output(self, on: bool) -> None:
        for button in (self.preview_button, self.print_button, self.save_button):
            button.setEnabled(on)
            say_why(button, self.info.text())  # the reason the document cannot be made

    def print_to(self, printer: QPrinter) -> int:
        """Every page of the document shown on `printer`; the pages printed."""
        assert self.preview_pdf is not None
        printer.setDocName(self.preview_pdf.stem)
        return print_pdf(self.preview_pdf, printer)

    def print_preview(self) -> PdfPreviewDialog | None:
        """The pages in a window of their own, zoomed at will (gui.pdf_preview), printed or saved from there."""
        if self.preview_pdf is None:
            return None
        preview = PdfPreviewDialog(self.preview_pdf, self.windowTitle(), lambda: self.print_(), lambda: self.save(), self)
        area = preview.screen().availableGeometry()
        preview.resize(min(900, area.width() - 40), area.height() - 80)
        preview.open()
        return preview

    def print_(self, printer: QPrinter | None = None) -> int:
        """The system's print dialog, then the pages to the printer chosen; with `printer` given (a
        test's PDF file), straight to it. Returns the pages printed (0: cancelled)."""
        if self.preview_pdf is None:
            return 0
        if printer is None:
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            dialog = QPrintDialog(printer, self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return 0
        pages = self.print_to(printer)
        self.keep_language()
        self.window_.statusBar().showMessage(tr_plural("report.gui.printed", pages, pages=pages,
                                                       printer=printer.printerName() or printer.outputFileName()), 8000)
        return pages

    def save(self, path: Path | None = None) -> Path | None:
        """Write the PDF to `path`; without one, ask where (the default name from the code and kind)."""
        if path is None:
            if self.current_kind() == PAIRING_LIST:  # the name `go-print --round N` gives
                name = documents.default_file_name(f"round{self.round.currentData()}", self.code)
            else:
                name = documents.default_file_name(self.current_kind(), self.code, self.options()["player"])  # type: ignore[arg-type]
            chosen = save_file_name(self, "report.gui.save", "report.gui.filter", name)
            if not chosen:
                return None
            path = Path(chosen)
        try:
            warnings = self.render_to(path)
        except USER_ERRORS as exc:
            self.window_.show_error(message_of(exc))
            return None
        self.keep_language()
        # File → Save as PDF… shows no dialog: its warnings go with the message that it was saved
        self.window_.statusBar().showMessage(" ".join([tr("report.gui.saved", path=str(path)), *warnings]), 8000)
        return path
