"""Players ▸ Titles and norms: the titles overview of the whole database in the window, as `titles`
prints it (services.titles_sections): first the players of the groups the last change touched, then
the first page of each list, and every row on request. The overview is kept in the database and
computed once per change (services.titles); the view follows changes while it is open."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ..i18n import tr
from ..services import titles, titles_sections
from ..services.titles_sections import Section
from .greyed import say_why
from .table_model import Column, RowsModel, fit_columns
from .wizard_base import read_only_table

if TYPE_CHECKING:
    from .workbench import Session


class TitlesView(QDialog):
    def __init__(self, window: Session):
        super().__init__(window)  # type: ignore[arg-type]
        self.setObjectName("titles.view")
        self.window_ = window
        self.whole = False
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a closed view reads nothing at later changes
        self.setWindowTitle(tr("titles.gui.title"))
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.all_button = QPushButton(tr("titles.gui.all"))
        self.all_button.setObjectName("titles.all")
        self.all_button.clicked.connect(self.show_all)
        say_why(self.all_button, lambda: tr("titles.gui.all_shown" if self.whole else "titles.gui.all_fit"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.all_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll)
        layout.addWidget(buttons)
        self.resize(1000, 640)
        window.broadcaster.changed.connect(self.refresh)
        self.fill()

    def show_all(self) -> None:
        self.whole = True
        self.fill()

    def refresh(self, *_: object) -> None:
        """After a change, while the view is shown."""
        if self.isVisible():
            self.fill()

    def fill(self) -> None:
        """The page (or, after "Show every row", the whole) as the database holds it now."""
        db = self.window_.db
        parts: list[QWidget] = []
        if self.whole:
            overview, totals = titles.overview(db), None
        else:
            page = titles.first_page(db)
            overview, totals = page.overview, page.totals
            if page.changed_players:
                parts += [_label(titles_sections.changed_text(page.changed), bold=True),
                          *_section_widgets(titles_sections.progress_section(page.changed_players))]
        parts.append(_label(titles_sections.finished_text(overview)))
        for section in titles_sections.sections(overview, totals):
            parts += _section_widgets(section)
        self.all_button.setEnabled(not self.whole and any(s.more() for s in titles_sections.sections(overview, totals)))
        body = QWidget()
        layout = QVBoxLayout(body)
        for part in parts:
            layout.addWidget(part)
        layout.addStretch(1)
        self.scroll.setWidget(body)  # the scroll area deletes the previous one


def _label(text: str, bold: bool = False) -> QLabel:
    label = QLabel(f"<b>{text}</b>" if bold else text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if bold else Qt.TextFormat.PlainText)
    return label


def _section_widgets(section: Section) -> list[QWidget]:
    widgets: list[QWidget] = [_label(section.heading, bold=True)]
    if not section.rows:
        return [*widgets, _label(tr("norms.none"))]
    def align(i: int) -> Qt.AlignmentFlag:  # names and words read from the left, numbers and codes centred
        words = any(" " in row[i] for row in section.rows)
        return Qt.AlignmentFlag.AlignLeft if words else Qt.AlignmentFlag.AlignCenter

    columns = [Column(head, lambda row, i=i: row[i], align=align(i)) for i, head in enumerate(section.headers)]
    model = RowsModel(columns, section.rows)
    view = read_only_table(model)
    model.setParent(view)
    fit_columns(view)
    view.setFixedHeight(view.horizontalHeader().height() + 20 * len(section.rows) + 4)
    widgets.append(view)
    if section.more():
        widgets.append(_label(section.more("titles.gui.more_rows")))
    return widgets


def open_titles(window: Session) -> TitlesView:
    view = TitlesView(window)
    view.show()
    return view
