"""Every dialog and wizard page the window opens on an event, as an arbiter reaches them: each action of
the menus (the File menu's readers given a real file of the field), the Teams panel's buttons, each
page of a wizard as far as Next goes. The checks of tests/gui/test_every_dialog.py and the screen
checks (tests/gui/screen_checks.py) walk them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import Qt
from shiboken6 import isValid as shiboken_alive
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QRadioButton,
    QScrollBar,
    QTabBar,
    QTextEdit,
    QWidget,
    QWizard,
)

DATA = Path(__file__).parents[1] / "formats" / "data"
EVENTS = ("CZE/Jubilee/M1", "CZE/T4L1/2025", "CZE/go/2026-Brno")
"""A correspondence chess event, a team event and a go event of the demo database."""
NOT_DIALOGS = {
    "gui.action.open_db", "gui.action.quit", "gui.action.import_json", "gui.action.export_json",  # file choosers only
    "setup.action.delete",  # a question, then the event is gone
    "gui.action.undo", "gui.action.redo", "help.guide",  # no dialog; the guide opens in the browser
    "exchange.action.import_ratings", "report.save",  # a file chooser, then the work is done
    "backup.gui.back_up_now",  # a backup made, a message box
}
FILES = {"exchange.action.import_pgn": DATA / "iccf_server.pgn", "exchange.action.import_egd": DATA / "egd_quirks.h9",
         "exchange.action.import_trf": DATA / "trf" / "spec-trf26-round-robin-bom-crlf.trf"}
PANEL_BUTTONS = ("team.edit.button", "corrections.unstarted.button")
CONTROLS = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView, QTextEdit, QPlainTextEdit)
INSIDE_CONTROLS = (QComboBox, QAbstractSpinBox, QTabBar, QScrollBar, QAbstractItemView)
"""A control's own parts (a spin box's line, a tab bar's arrows) are the control's."""


def menu_actions(window) -> Iterator[tuple[str, object]]:
    """(name, action) of every named action in the menu bar's menus."""
    for top in window.menuBar().actions():
        menu = top.menu()
        if menu is None:
            continue
        for action in menu.actions():
            if action.objectName() and not action.isSeparator() and action.menu() is None:
                yield action.objectName(), action


def answer_file_dialogs(monkeypatch, chosen: Path | None) -> None:
    """Every file dialog (gui.file_dialogs) answered with `chosen`, or cancelled when it is None."""
    monkeypatch.setattr(QFileDialog, "exec", lambda dialog: (dialog.selectFile(str(chosen)) or 1) if chosen else 0)


def new_windows(before: set[QWidget]) -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets()
            if w not in before and w.isVisible() and not isinstance(w, QMenu) and w.windowType() != Qt.WindowType.ToolTip]


def every_dialog(qtbot, window, monkeypatch) -> Iterator[tuple[str, QWidget]]:
    """(a name, the dialog shown) for each dialog, and each reachable page of each wizard, of the event
    shown in `window`; each one is closed again after the caller has looked at it."""
    chosen: list[Path | None] = [None]
    # an open dialog answered with the file of the action (FILES), a save dialog cancelled
    monkeypatch.setattr(QFileDialog, "exec", lambda dialog: (dialog.selectFile(str(chosen[0])) or 1)
                        if chosen[0] and dialog.acceptMode() is QFileDialog.AcceptMode.AcceptOpen else 0)
    monkeypatch.setattr(QDialog, "exec", lambda self: (self.open(), 0)[1])  # a modal dialog shown, not waited on
    openers = [(name, action.trigger, FILES.get(name)) for name, action in menu_actions(window)
               if name not in NOT_DIALOGS and action.isVisible() and action.isEnabled() and not action.isCheckable()]
    for name in PANEL_BUTTONS:
        button = window.findChild(QAbstractButton, name)
        if button is not None and button.isVisibleTo(window) and button.isEnabled():
            openers.append((name, button.click, None))
    for name, open_, path in openers:
        before = set(QApplication.topLevelWidgets())
        chosen[0] = path
        open_()
        qtbot.wait(20)
        for dialog in new_windows(before):
            yield from _pages(qtbot, name, dialog)
            if shiboken_alive(dialog):  # one closed with WA_DeleteOnClose is gone already
                dialog.close()
                if isinstance(dialog, QDialog):
                    dialog.reject()


def _pages(qtbot, name: str, dialog: QWidget) -> Iterator[tuple[str, QWidget]]:
    if not isinstance(dialog, QWizard):
        yield name, dialog
        return
    seen = set()
    while dialog.currentId() not in seen:
        seen.add(dialog.currentId())
        yield f"{name} page {dialog.currentId()}", dialog
        if not dialog.button(QWizard.WizardButton.NextButton).isEnabled() or dialog.currentPage().isFinalPage():
            return
        dialog.next()
        qtbot.wait(10)


def shown_controls(dialog: QWidget) -> list[QWidget]:
    """The controls a person sees in `dialog`: buttons, choices, fields, lists (not a control's own parts)."""
    found = []
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not widget.isVisibleTo(dialog) or widget.window() is not dialog:
            continue
        parent = widget.parentWidget()
        inside = False
        while parent is not None and parent is not dialog:
            if isinstance(parent, INSIDE_CONTROLS):
                inside = True
                break
            parent = parent.parentWidget()
        if not inside:
            found.append(widget)
    return found


def greyed_without_reason(dialog: QWidget) -> list[str]:
    """The greyed controls of `dialog` that do not say why in a tooltip (their own or a greyed
    container's, such as a group box greyed as a whole)."""
    silent = []
    for widget in shown_controls(dialog):
        if widget.isEnabled():
            continue
        holder: QWidget | None = widget
        while holder is not None and not holder.toolTip() and holder is not dialog:
            holder = holder.parentWidget()
        if holder is None or holder is dialog or not holder.toolTip():
            silent.append(describe(widget))
    return silent


def describe(widget: QWidget) -> str:
    text = widget.text() if hasattr(widget, "text") and callable(widget.text) else ""
    return f"{type(widget).__name__} {widget.objectName()!r} {text!r}"


def is_button_box_button(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    return isinstance(parent, QDialogButtonBox) or (isinstance(widget.window(), QWizard) and parent is widget.window())


def tab_chain(dialog: QWidget) -> list[QWidget]:
    """The controls Tab visits in `dialog`, in turn from its first (Qt's focus chain, as Tab follows it)."""
    chain: list[QWidget] = []
    widget = dialog.nextInFocusChain()
    while widget is not dialog and widget not in chain:
        if (widget.focusPolicy() & Qt.FocusPolicy.TabFocus) == Qt.FocusPolicy.TabFocus and widget.isVisibleTo(dialog) \
                and widget.isEnabled() and widget.window() is dialog:
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def unreachable(dialog: QWidget) -> list[str]:
    """The usable controls of `dialog` Tab never reaches (a radio button of a group: Tab reaches the
    group's chosen one, the arrow keys the others)."""
    chain = set(tab_chain(dialog))

    def reached(w: QWidget) -> bool:
        if w in chain or (w.focusProxy() or w) in chain:
            return True
        return isinstance(w, QRadioButton) and any(isinstance(o, QRadioButton) and o.parentWidget() is w.parentWidget() for o in chain)

    return [describe(w) for w in shown_controls(dialog) if w.isEnabled() and not reached(w)]


def backward_steps(dialog: QWidget) -> list[str]:
    """Steps of the tab order that go back up within a column (to a control wholly above the last one
    and not to its right): the order a person reads the dialog in is top to bottom, column by column.
    The one step from the last control round to the first is not one of them."""
    chain = tab_chain(dialog)
    places = [w.mapTo(dialog, w.rect().topLeft()) for w in chain]
    wrong = []
    for (a, pa), (b, pb) in zip(zip(chain, places), zip(chain[1:], places[1:])):
        if pb.y() + b.height() <= pa.y() and pb.x() + b.width() <= pa.x() + a.width() and pb.x() <= pa.x():
            wrong.append(f"{describe(a)} -> {describe(b)}")
    return wrong[1:] if wrong else []  # the chain is a ring: it starts anywhere, so one step wraps round
