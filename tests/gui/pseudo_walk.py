"""Reading a window as a person sees it, for the pseudo-locale walk (test_gui_pseudo.py): every
visible text of a widget and its children (labels, buttons, titles, tabs, tables' headers and cells,
menus, tooltips, the status bar), and every modal box or dialog opened meanwhile."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6 import QtGui
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QDialog, QDialogButtonBox, QGroupBox, QHeaderView,
    QLabel, QLineEdit, QMainWindow, QMenu, QMessageBox, QPlainTextEdit, QTabWidget, QTextEdit, QToolBar,
    QWidget, QWizard,
)

ROWS_READ = 40
"""A table's first rows are read: the rest repeat their words."""

QT_BUTTONS = (
    QWizard.WizardButton.BackButton, QWizard.WizardButton.NextButton, QWizard.WizardButton.CommitButton,
    QWizard.WizardButton.FinishButton, QWizard.WizardButton.CancelButton, QWizard.WizardButton.HelpButton,
)


def _qt_own(button: QAbstractButton) -> bool:
    """A standard button whose words are Qt's (its `qtbase` catalogue, not ours): OK, Cancel, Next."""
    parent = button.parentWidget()
    while parent is not None:
        if isinstance(parent, (QDialogButtonBox, QMessageBox)) and parent.standardButton(button) != QDialogButtonBox.StandardButton.NoButton:
            return True
        if isinstance(parent, QWizard):
            return any(parent.button(which) is button for which in QT_BUTTONS)
        parent = parent.parentWidget()
    return False


def _model_texts(model: QAbstractItemModel | None) -> Iterator[str]:
    if model is None:
        return
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(QModelIndex())
    for section in range(columns):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield value
    for row in range(min(model.rowCount(QModelIndex()), ROWS_READ)):
        for column in range(columns):
            index = model.index(row, column)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield value


def _own_texts(widget: QWidget) -> Iterator[str]:
    yield widget.toolTip()
    if widget.isWindow() or isinstance(widget, QToolBar):
        yield widget.windowTitle()
    if isinstance(widget, QLabel):
        yield widget.text()
    elif isinstance(widget, QAbstractButton) and not _qt_own(widget):
        yield widget.text()
    elif isinstance(widget, QGroupBox):
        yield widget.title()
    elif isinstance(widget, QLineEdit):
        yield widget.text()
        yield widget.placeholderText()
    elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
        yield widget.toPlainText()
        yield widget.placeholderText()
    elif isinstance(widget, QComboBox):
        yield from (widget.itemText(i) for i in range(widget.count()))
    elif isinstance(widget, QAbstractSpinBox):
        yield widget.text()
        yield widget.specialValueText()
    elif isinstance(widget, QTabWidget):
        yield from (widget.tabText(i) for i in range(widget.count()))
        yield from (widget.tabToolTip(i) for i in range(widget.count()))
    elif isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):  # the header: its view's
        yield from _model_texts(widget.model())
    if isinstance(widget, QMessageBox):
        yield widget.informativeText()
        yield widget.detailedText()
    if isinstance(widget, QMainWindow):
        yield widget.statusBar().currentMessage()
        yield from menu_texts(widget)
    if isinstance(widget, QWizard) and widget.currentPage() is not None:
        yield widget.currentPage().title()
        yield widget.currentPage().subTitle()


def menu_texts(window: QMainWindow) -> Iterator[str]:
    for action in window.menuBar().actions():
        yield action.text()
        if action.menu() is not None:
            yield from _menu(action.menu())


def _menu(menu: QMenu) -> Iterator[str]:
    for action in menu.actions():
        yield action.text()
        yield action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""
        if action.menu() is not None:
            yield from _menu(action.menu())


def _plain(text: str) -> str:
    """A rich text as it reads (its tags and entities gone)."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def visible_texts(top: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text shown in `top` and its visible children; `where` names the widget."""
    found = []
    for widget in (top, *top.findChildren(QWidget)):
        if widget is not top and not widget.isVisibleTo(top):
            continue
        where = f"{type(top).__name__} > {type(widget).__name__} {widget.objectName()}".strip()
        found += [(where, _plain(text)) for text in _own_texts(widget) if text]
    return found


def all_actions(window: QMainWindow) -> list:
    """Every action of the menus (submenus too) and the toolbars, each once."""
    found: list = []

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())
            elif not action.isSeparator() and action not in found:
                found.append(action)

    for action in window.menuBar().actions():
        if action.menu() is not None:
            walk(action.menu())
    for toolbar in window.findChildren(QToolBar):
        found += [a for a in toolbar.actions() if not a.isSeparator() and a.menu() is None and a not in found]
    return found


def modal_dialog_texts(dialog: QDialog) -> list[tuple[str, str]]:
    """A modal dialog's texts, shown for the moment of reading (offscreen nobody could close it)."""
    dialog.show()
    texts = visible_texts(dialog)
    dialog.hide()
    return texts
