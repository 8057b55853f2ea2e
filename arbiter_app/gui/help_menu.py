"""The Help menu: the user guide (docs/user-guide.md, in Czech docs/user-guide.cs.md; shipped with the
application and read offline, in the window's language),
the keyboard shortcuts, and About (version, the regulations implemented, the bundled fonts and
libraries with their licences).
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib import metadata
from typing import TYPE_CHECKING

from PySide6.QtCore import QUrl
from PySide6.QtGui import QAction, QDesktopServices, QImage, QKeySequence, QTextBlock, QTextCursor, QTextFragment
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QTextBrowser, QVBoxLayout, QWidget,
)

from .. import __version__
from ..i18n import language, tr
from ..resources import docs_dir

if TYPE_CHECKING:
    from .workbench import Workbench

GUIDE = "user-guide.md"
"""The English guide; another language's is beside it as user-guide.<lang>.md (`guide_page`)."""
IMAGE_WIDTH = 720
REGULATIONS = ("000", "001", "002", "003", "004")
"""The seeds of docs/regulations.md, by code."""
LICENCES = (
    # (part, distribution whose version is shown or None, licence, what it does here)
    ("DejaVu fonts", None, "Bitstream Vera / DejaVu", "help.about.use.fonts"),
    ("Qt for Python (PySide6)", "PySide6-Essentials", "LGPL-3.0", "help.about.use.qt"),
    ("SQLAlchemy", "SQLAlchemy", "MIT", "help.about.use.db"),
    ("SQLModel", "sqlmodel", "MIT", "help.about.use.db"),
    ("ReportLab", "reportlab", "BSD-3-Clause", "help.about.use.pdf"),
    ("pypdfium2 (PDFium)", "pypdfium2", "Apache-2.0 / BSD-3-Clause", "help.about.use.pdfium"),
    ("python-chess", "chess", "GPL-3.0-or-later", "help.about.use.chess"),
    ("rustworkx", "rustworkx", "Apache-2.0", "help.about.use.graph"),
    ("platformdirs", "platformdirs", "MIT", "help.about.use.dirs"),
)
APP_LICENCE = "MIT"
"""As pyproject.toml says."""

# (keys as Qt writes them, text key); the crosstable's keys act on the cell of the current row and column.
CROSSTABLE_KEYS = (
    ("1", "help.shortcuts.win"),
    ("0", "help.shortcuts.loss"),
    ("=  5", "help.shortcuts.draw"),
    ("-", "help.shortcuts.both_lose"),
    ("+", "help.shortcuts.default_win"),
    ("D  A  C  E  O", "help.shortcuts.flag"),
    ("Del  Backspace  *", "help.shortcuts.clear"),
    ("M", "help.shortcuts.moves"),
)


def window_keys(window: Workbench) -> list[tuple[str, str]]:
    """Every shortcut of the window's menus and toolbar, as the actions carry them (so the list cannot
    drift from the menus), with the action's text."""
    keys: dict[str, str] = {}
    for action in window.findChildren(QAction):
        if not action.associatedObjects():  # left over from the menus before a language switch
            continue
        for sequence in action.shortcuts():
            text = sequence.toString(QKeySequence.SequenceFormat.NativeText)
            if text and action.text():
                keys.setdefault(text, action.text().replace("&", ""))
    return sorted(keys.items())


def install_help_menu(window: Workbench) -> None:
    """Menu installer: Help ▸ User guide (F1), Keyboard shortcuts, About; the last menu of the bar."""
    menu = window.menuBar().addMenu(tr("help.menu"))
    for key, name, slot, shortcut in (
        ("help.guide.action", "help.guide", lambda: open_guide(window), QKeySequence.StandardKey.HelpContents),
        ("help.shortcuts.action", "help.shortcuts", lambda: ShortcutsDialog(window).open(), None),
        ("help.about.action", "help.about", lambda: AboutDialog(window).open(), None),
    ):
        action = QAction(tr(key), window)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)


def _closing_dialog(parent: QWidget, title: str, body: QWidget, width: int, height: int) -> tuple[QDialog, QVBoxLayout]:
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    layout = QVBoxLayout(dialog)
    layout.addWidget(body, 1)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(width, height)
    return dialog, layout


def _fragments(block: QTextBlock) -> Iterator[QTextFragment]:
    it = block.begin()
    while not it.atEnd():
        yield it.fragment()
        it += 1


class GuideBrowser(QTextBrowser):
    """A page of docs/ as Markdown, its screenshots from docs/images; a link to another page of docs/
    opens here, a web link in the browser."""

    def __init__(self) -> None:
        super().__init__()
        self.setOpenLinks(False)
        self.setSearchPaths([str(docs_dir())])
        self.anchorClicked.connect(self._follow)

    def show_page(self, name: str) -> None:
        """`name` from docs/; a translation not written yet ("norms.cs.md") shows its English twin."""
        name = existing_page(name)
        path = docs_dir() / name
        if not path.is_file():
            self.setPlainText(tr("help.guide.missing", path=str(path)))
            return
        self.setMarkdown(path.read_text(encoding="utf-8"))
        self.page = name
        self._fit_images()

    def _fit_images(self) -> None:
        """Screenshots at most `IMAGE_WIDTH` wide (Markdown has no size), keeping their proportions."""
        cursor = QTextCursor(self.document())
        block = self.document().begin()
        while block.isValid():
            for fragment in _fragments(block):
                form = fragment.charFormat()
                if not form.isImageFormat():
                    continue
                image = form.toImageFormat()
                size = QImage(str(docs_dir() / image.name())).size()
                if size.width() > IMAGE_WIDTH:
                    image.setWidth(IMAGE_WIDTH)
                    image.setHeight(size.height() * IMAGE_WIDTH / size.width())
                    cursor.setPosition(fragment.position())
                    cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
                    cursor.setCharFormat(image)
            block = block.next()

    def _follow(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
        elif url.path().endswith(".md"):
            self.show_page(url.path().split("/")[-1])
        elif url.hasFragment():
            self.scrollToAnchor(url.fragment())


def existing_page(name: str) -> str:
    """`name` if docs/ has it, else the English page it translates ("setup.cs.md" -> "setup.md")."""
    stem, dot, lang = name.removesuffix(".md").rpartition(".")
    if (docs_dir() / name).is_file() or not dot or len(lang) != 2:
        return name
    return f"{stem}.md"


def guide_page(lang: str) -> str:
    """The guide in `lang` ("user-guide.cs.md"), the English one where there is none."""
    return existing_page(GUIDE.replace(".md", f".{lang}.md"))


def open_guide(window: Workbench) -> QDialog:
    browser = GuideBrowser()
    browser.show_page(guide_page(language()))
    dialog, _layout = _closing_dialog(window, tr("help.guide.title"), browser, 900, 700)
    dialog.setObjectName("help.guide.dialog")
    dialog.browser = browser  # type: ignore[attr-defined]
    dialog.show()
    return dialog


class ShortcutsDialog(QDialog):
    """The keys of the crosstable, then every shortcut of the menus."""

    def __init__(self, window: Workbench):
        super().__init__(window)
        self.setWindowTitle(tr("help.shortcuts.title"))
        rows: list[tuple[str, str] | str] = [tr("help.shortcuts.section.crosstable")]
        rows += [(keys, tr(text)) for keys, text in CROSSTABLE_KEYS]
        rows.append(tr("help.shortcuts.section.window"))
        rows += window_keys(window)
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels([tr("help.shortcuts.col.key"), tr("help.shortcuts.col.does")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, row in enumerate(rows):
            if isinstance(row, str):  # a section heading across both columns
                item = QTableWidgetItem(row)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                self.table.setItem(r, 0, item)
                self.table.setSpan(r, 0, 1, 2)
            else:
                for c, text in enumerate(row):
                    self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.resizeColumnToContents(0)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.table.resizeRowsToContents()
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 560)


def _version(distribution: str | None) -> str:
    if distribution is None:
        return ""
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:  # a bundle without the package's metadata
        return ""


class AboutDialog(QDialog):
    def __init__(self, window: Workbench):
        super().__init__(window)
        self.setWindowTitle(tr("help.about.title"))
        heading = QLabel(f"<h2>{tr('gui.app_title')}</h2><p>{tr('help.about.version', version=__version__)}</p>"
                         f"<p>{tr('help.about.summary')}</p>")
        heading.setWordWrap(True)
        regulations = QLabel(f"<b>{tr('help.about.regulations')}</b><ul>"
                             + "".join(f"<li>[{code}] {tr(f'help.about.reg.{code}')}</li>" for code in REGULATIONS)
                             + "</ul>")
        regulations.setWordWrap(True)
        self.licences = QTableWidget(len(LICENCES), 4)
        self.licences.setHorizontalHeaderLabels([tr(f"help.about.col.{c}") for c in ("part", "version", "licence", "use")])
        self.licences.verticalHeader().hide()
        self.licences.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, (part, distribution, licence, use) in enumerate(LICENCES):
            for c, text in enumerate((part, _version(distribution), licence, tr(use))):
                self.licences.setItem(r, c, QTableWidgetItem(text))
        self.licences.resizeColumnsToContents()
        self.licences.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        own = QLabel(tr("help.about.licence_of_app", licence=APP_LICENCE))
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(regulations)
        layout.addWidget(QLabel(f"<b>{tr('help.about.licences')}</b>"))
        layout.addWidget(self.licences, 1)
        layout.addWidget(own)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 640)
