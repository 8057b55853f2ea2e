"""File → Publish as web page…: the tournament shown written as a web page into a folder the arbiter
chooses (services.publish); File → Publish every tournament…: all of them with their index, those
that cannot be published listed with why; the folder remembered for the next time (QSettings), and the page opened
in the system browser once written. File → Language of web pages: each tournament's document language
(the default) or one language for every page, as `publish --lang` chooses; remembered too."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QUrl
from PySide6.QtGui import QAction, QActionGroup, QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from ..i18n import LANGUAGES, tr
from .lazy_import import lazy_module

if TYPE_CHECKING:
    from ..services.publish import Published
    from .workbench import Session, Workbench

# The page's writers (and ReportLab's legends under them) load when a page is published.
publish = lazy_module("arbiter_app.services.publish")

FOLDER_KEY = "publish/folder"
LANGUAGE_KEY = "publish/language"


def install(window: Workbench) -> None:
    """Menu installer: the entries before the separator above Quit."""
    before = next((a for a in window.file_menu.actions() if a.isSeparator()), None)
    for key, run in (("web.action.publish", publish_page), ("web.action.publish_all", publish_every_page)):
        action = QAction(tr(key), window)
        action.setObjectName(key)
        action.triggered.connect(lambda _=False, run=run: run(window))
        window.file_menu.insertAction(before, action)
    window.file_menu.insertMenu(before, language_menu(window))


def language_menu(parent: QWidget) -> QMenu:
    """The language of the pages: "each tournament's" or one of the program's languages, one checked."""
    menu = QMenu(tr("web.menu.language"), parent)
    menu.setObjectName("web.menu.language")
    group = QActionGroup(menu)
    chosen = chosen_language() or ""
    for lang, text in (("", tr("web.language.each")), *((lang, tr(f"gui.language.{lang}")) for lang in LANGUAGES)):
        action = QAction(text, menu)
        action.setObjectName(f"web.language.{lang or 'each'}")
        action.setCheckable(True)
        action.setChecked(lang == chosen)
        action.setData(lang)
        group.addAction(action)
        menu.addAction(action)
    group.triggered.connect(lambda action: settings().setValue(LANGUAGE_KEY, action.data()))
    return menu


def chosen_language() -> str | None:
    """The language chosen for the pages, None for each tournament's own (documents.document_language)."""
    value = str(settings().value(LANGUAGE_KEY, ""))
    return value if value in LANGUAGES else None


def settings() -> QSettings:
    """The user's settings of the application, in an INI file on every system (a test points
    QSettings.setPath elsewhere)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "arbiter-app", "arbiter-app")


def remembered_folder() -> Path:
    """The folder of the last page published, else the home folder."""
    value = settings().value(FOLDER_KEY, "")
    return Path(str(value)) if value else Path.home()


def choose_folder(parent: QWidget) -> Path | None:
    """The system's folder dialog (Qt's own where the system has none), opened in the folder used
    last; None when cancelled."""
    dialog = QFileDialog(parent, tr("web.dialog.folder"), str(remembered_folder()))
    dialog.setObjectName("web.dialog.folder")
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly)
    if not dialog.exec() or not dialog.selectedFiles():
        return None
    return Path(dialog.selectedFiles()[0])


def publish_page(window: Session, folder: Path | None = None) -> Path | None:
    """Write the page of the tournament shown into `folder` (asked when not given), remember the
    folder, say where the page is and open it in the browser; a refusal is shown and nothing kept."""
    if window.data is None or not window.code:
        window.show_error(tr("gui.no_tournament"))
        return None
    code = window.code
    return _publish(window, folder, lambda chosen: publish.publish(window.db, code, chosen, chosen_language()), "web.status.published")


def publish_every_page(window: Session, folder: Path | None = None) -> Path | None:
    """Every tournament of the database with their index, as `publish --all` writes them; the
    tournaments left out are listed with why, one line each, as the command line lists them."""
    return _publish(window, folder, lambda chosen: publish.publish_all(window.db, chosen, chosen_language()), "web.status.published_all")


def _publish(window: Session, folder: Path | None, write: Callable[[Path], Published], status: str) -> Path | None:
    """Ask the folder unless given, write, remember it, say so and open the index; a refusal shown, nothing kept."""
    from ..services.errors import USER_ERRORS, message_of

    folder = folder or choose_folder(window)  # type: ignore[arg-type]  # the window is a QWidget
    if folder is None:
        return None
    try:
        done = write(folder)
    except USER_ERRORS as exc:
        window.show_error(message_of(exc))
        return None
    settings().setValue(FOLDER_KEY, str(folder))
    window.statusBar().showMessage(tr(status, path=str(done.index)), 8000)
    if done.left_out:
        QMessageBox.warning(window, tr("web.left_out.title"), "\n".join(str(left) for left in done.left_out))  # type: ignore[arg-type]
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(done.index)))
    return done.index
