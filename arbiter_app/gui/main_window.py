"""The main window: tournaments on the left, the crosstable in the middle, standings beside it.

Every action goes through `perform`: it calls one service, shows an error in one place if the
service refuses, and broadcasts the returned Changes once through `changed`; each view refreshes
itself from that signal.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..i18n import LANGUAGES, language, set_language, tr
from ..rules.model import TournamentData
from ..rules.names import safe_file_name
from ..services import output, tournaments
from ..services.database import Changes, Database, empty_file
from ..services.errors import USER_ERRORS, message_of
from .file_dialogs import open_file_name, save_file_name
from .languages import install_qt_translation, language_name
from .backup_actions import install as install_backup_actions
from .crosstable_view import CrosstableView
from .empty_database import new_database_wanted
from .event_actions import install_history_state, show_actions_for_event
from .exchange_actions import install as install_exchange_actions
from .publish_action import install as install_publish_action
from .external_changes import install as install_external_changes
from .go.rounds_panel import add_go_rounds_panel
from .go.standings_view import add_go_standings_panel
from .help_menu import install_help_menu
from .running.menu import install as install_running_event
from .lazy_import import lazy_module
from .menu_actions import (
    install_go_phases, install_player_register, install_print_actions, install_setup_actions, install_withdrawal_actions,
)
from .norm_panel import add_norm_panel
from .ratings.columns import install as install_rating_columns
from .standings_view import StandingsView
from .team_view import install as install_team_features
from .toolbar_icons import set_toolbar_icons
from .tournament_list import TournamentList
from .undo_confirm import confirmed
from . import window_state

if TYPE_CHECKING:
    from .workbench import Workbench

# The write path (SQLModel and pydantic) loads with the first change the arbiter makes: the window
# reads its first screen without it (storage.reading, docs/performance.md).
results = lazy_module("arbiter_app.services.results")


class Broadcaster(QObject):
    """The one signal that says what changed."""

    changed = Signal(object)


ROWS_IN_SIGHT = 8
"""The crosstable's rows the window keeps in sight where the tab below can give up the room (issue 46:
a 1366×768 screen at 150 % showed 2)."""
ERROR_LINES = 12
"""The lines of an error a message box shows; a longer one has all of its lines in the box's details."""


class Panels(QTabWidget):
    """The tabs below the crosstable, as small as the tab in front allows: a QTabWidget asks for the
    room of its largest page, shown or not (the Teams and go Rounds pages in a chess event), and the
    splitter gave the crosstable what was left, 2 rows at 150 % on a 1366×768 screen (issue 46)."""

    def __init__(self) -> None:
        super().__init__()
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        if page is None:
            return super().minimumSizeHint()
        inner = page.minimumSizeHint().expandedTo(page.minimumSize())
        return QSize(max(inner.width(), self.tabBar().minimumSizeHint().width()),
                     inner.height() + self.tabBar().sizeHint().height() + 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth))


class MainWindow(QMainWindow):
    def __init__(self, db: Database):
        super().__init__()
        self.db = db
        self.broadcaster = Broadcaster()
        self.code: str | None = None
        self.data: TournamentData | None = None

        self.tournament_list = TournamentList()
        self.tournament_list.chosen.connect(self.show_tournament)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; font-size: 12pt; padding: 1px 4px;")
        self.title.setMinimumWidth(1)  # a long name is cut at the window's edge (whole in the window title), not widening the window
        self.crosstable = CrosstableView(self)
        self.standings = StandingsView()
        # Functions that add actions to the Tournament and Reports menus and the toolbar; run again
        # whenever the menus are rebuilt (language switch).
        self.menu_installers: list[Callable[[Workbench], None]] = []
        self.panels = Panels()
        self._panel_keys: list[str] = []
        # Only the panel in front follows each change; the others catch up when they are shown.
        self._stale_panels: set[int] = set()
        self.panels.currentChanged.connect(self._show_panel)
        self.menu_installers.append(install_setup_actions)
        self.menu_installers.append(install_history_state)
        self.add_panel("gui.standings", self.standings)
        add_go_standings_panel(self)
        install_team_features(self)
        self.menu_installers.append(install_print_actions)
        add_norm_panel(self)
        add_go_rounds_panel(self)
        install_rating_columns(self)
        self.menu_installers.append(install_withdrawal_actions)
        self.menu_installers.append(install_go_phases)
        self.menu_installers.append(install_player_register)
        self.menu_installers.append(install_exchange_actions)
        self.menu_installers.append(install_publish_action)
        self.menu_installers.append(install_backup_actions)
        self.menu_installers.append(install_running_event)
        self.menu_installers.append(install_help_menu)  # last: Help ends the menu bar

        centre = QWidget()
        layout = QVBoxLayout(centre)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        inner = QSplitter(Qt.Orientation.Vertical)
        inner.setObjectName("remember-centre")
        inner.addWidget(self.crosstable)
        inner.addWidget(self.panels)
        inner.setStretchFactor(0, 3)
        inner.setStretchFactor(1, 2)
        inner.setSizes([3000, 2000])  # 3 : 2 from the start, not as the tabs' size hints would have it
        self.centre = inner
        layout.addWidget(inner)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("remember-main")
        self.splitter.addWidget(self.tournament_list)
        self.splitter.addWidget(centre)
        self.splitter.setStretchFactor(1, 4)
        self.splitter.setSizes([360, 1000])
        self.setCentralWidget(self.splitter)

        self.toolbar = self.addToolBar(tr("gui.toolbar.main"))
        self.toolbar.setObjectName("main-toolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.setIconSize(QSize(16, 16))  # as tall as its texts: the rows below get the height
        self.statusBar()  # from the start: the first message does not move the layout
        self._build_menus()
        self.broadcaster.changed.connect(self._on_changed)
        self.reload_tournaments()
        first_split = self.centre.saveState()
        last_shown = window_state.restore(self)
        self._split_kept = self.centre.saveState() != first_split
        """Whether the crosstable's split is the arbiter's, kept from last time (share_centre)."""
        window_state.keep_dialogs_on_screen(QApplication.instance())
        if last_shown in self.tournament_list.codes():
            self.tournament_list.select(last_shown)
            self.show_tab(window_state.shown_tab())
        self.external_changes = install_external_changes(self)
        self._split = False
        """Whether the first show has shared the centre (share_centre)."""

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._split:
            self._split = True
            self.layout().activate()  # the splitter's height as shown
            self.share_centre()

    def share_centre(self) -> None:
        """The crosstable over the tabs: 3 : 2 (or as the arbiter left it) where the tab in front keeps
        the room it asks for (a go round's boards), and at least ROWS_IN_SIGHT rows where the tab in
        front keeps its minimum."""
        table, (above, below) = self.crosstable, self.centre.sizes()
        total = above + below
        wanted = (table.horizontalHeader().sizeHint().height() + ROWS_IN_SIGHT * table.verticalHeader().defaultSectionSize()
                  + table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, table) + 2 * table.frameWidth())
        if not self._split_kept:
            above = min(above, total - self.panels.sizeHint().height())
        crosstable = max(above, min(wanted, total - self.panels.minimumSizeHint().height()))
        self.centre.setSizes([crosstable, total - crosstable])

    def closeEvent(self, event: QCloseEvent) -> None:
        window_state.save(self, self.code, self._panel_keys[self.panels.currentIndex()] if self.panels.count() else None)
        super().closeEvent(event)

    # --- menus -------------------------------------------------------------------------------
    def _action(self, key: str, slot: Callable[[], object], shortcut: QKeySequence | str | None = None) -> QAction:
        action = QAction(tr(key), self)
        action.setObjectName(key)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.clear()
        file_menu = self.file_menu = bar.addMenu(tr("gui.menu.file"))
        file_menu.addAction(self._action("gui.action.open_db", self.open_database, QKeySequence.StandardKey.Open))
        file_menu.addAction(self._action("gui.action.import_json", self.import_json, "Ctrl+I"))
        file_menu.addAction(self._action("gui.action.export_json", self.export_json, "Ctrl+E"))
        file_menu.addSeparator()
        file_menu.addAction(self._action("gui.action.quit", self.close, QKeySequence.StandardKey.Quit))
        edit_menu = bar.addMenu(tr("gui.menu.edit"))
        self.undo_action = self._action("gui.action.undo", self.undo, QKeySequence.StandardKey.Undo)
        edit_menu.addAction(self.undo_action)
        self.redo_action = self._action("gui.action.redo", self.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit_menu.addAction(self.redo_action)
        language_menu = bar.addMenu(tr("gui.menu.language"))
        languages = QActionGroup(language_menu)
        for lang in LANGUAGES:
            action = QAction(language_name(lang), languages)
            action.setCheckable(True)
            action.setChecked(lang == language())
            action.triggered.connect(lambda _checked=False, lang=lang: self.switch_language(lang))
            language_menu.addAction(action)

        self.tournament_menu = bar.addMenu(tr("gui.menu.tournament"))
        self.reports_menu = bar.addMenu(tr("gui.menu.reports"))
        self.toolbar.clear()
        self.toolbar.setWindowTitle(tr("gui.toolbar.main"))
        self.toolbar.addAction(self.undo_action)
        self.toolbar.addAction(self.redo_action)
        for install in self.menu_installers:
            install(self)
        set_toolbar_icons(self.toolbar, self.style())

    def add_panel(self, title_key: str, panel: QWidget) -> None:
        """A tab below the crosstable; `panel.show_data(data)` is called whenever the data changes, and
        a panel with `applies_to(data) -> bool` is shown only for the events it applies to."""
        self._panel_keys.append(title_key)
        self.panels.addTab(panel, tr(title_key))

    def show_tab(self, key: str | None) -> None:
        """The tab titled `key` in front, where it is shown for this event."""
        if key in self._panel_keys and self.panels.isTabVisible(index := self._panel_keys.index(key)):
            self.panels.setCurrentIndex(index)

    def switch_language(self, lang: str) -> None:
        set_language(lang)
        install_qt_translation(lang)
        self._build_menus()
        self.tournament_list.retranslate()
        self.reload_tournaments()  # the states in the new language
        for i, key in enumerate(self._panel_keys):
            self.panels.setTabText(i, tr(key))
        self.refresh()

    # --- the one place that runs services and shows errors ---------------------------------------
    def perform(self, service: Callable[[], Changes | None]) -> Changes | None:
        try:
            change = service()
        except USER_ERRORS as exc:
            self.show_error(message_of(exc))
            return None
        if change is not None:
            self.statusBar().showMessage(change.description, 8000)
            self.broadcaster.changed.emit(change)
        return change

    def show_error(self, message: str) -> None:
        lines = message.splitlines()
        self.statusBar().showMessage(lines[0], 12000)
        if len(lines) <= ERROR_LINES:
            QMessageBox.warning(self, tr("gui.error.title"), message)
            return
        # a refused file's problems (up to 100 and "and N more"): the first ones, and all of them in the
        # box's scrolling details, so that the box stays within the screen
        box = QMessageBox(QMessageBox.Icon.Warning, tr("gui.error.title"), "\n".join([*lines[:ERROR_LINES], "…"]), QMessageBox.StandardButton.Ok, self)
        box.setDetailedText(message)
        box.exec()

    # --- data ------------------------------------------------------------------------------------
    def reload_tournaments(self) -> None:
        self.tournament_list.fill(*tournaments.listed_tournaments(self.db), self.code)

    def show_tournament(self, code: str | None) -> None:
        before, another = self.panels.currentIndex(), code != self.code
        self.code = code
        self.refresh()
        if self.data is not None and another:  # the same event shown again keeps the arbiter's tab
            self._open_on_panel(before)

    def _open_on_panel(self, before: int) -> None:
        """Another event: the tab its kind opens on (`opens_on(data)`: a team event's teams); else the
        tab shown before if it still applies, else the first."""
        assert self.data is not None
        shown = [i for i in range(self.panels.count()) if self.panels.isTabVisible(i)]
        opening = [i for i in shown if getattr(self.panels.widget(i), "opens_on", lambda _data: False)(self.data)]
        self.panels.setCurrentIndex(opening[0] if opening else before if before in shown else shown[0])

    def refresh(self) -> None:
        self.data = tournaments.load(self.db, self.code) if self.code else None
        if self.data is None:  # an empty database says where to begin
            self.title.setText(tr("gui.no_tournament" if self.tournament_list.count() else "gui.no_tournament_yet"))
        else:
            t = self.data.tournament
            self.title.setText(f"{t.name}  ({t.code})")
        shown = f"{self.data.tournament.code} — " if self.data is not None else ""
        self.setWindowTitle(f"{shown}{tr('gui.app_title')} — {self.db.shown}")
        self.crosstable.show_data(self.data)
        show_actions_for_event(self)
        for i in range(self.panels.count()):  # a panel of another kind of event steps aside
            applies = getattr(self.panels.widget(i), "applies_to", None)
            if self.data is None:  # no event: the standings tab alone, not one of each kind
                self.panels.setTabVisible(i, i == 0)
            else:
                self.panels.setTabVisible(i, applies is None or applies(self.data))
        self._stale_panels = set(range(self.panels.count()))
        self._show_panel(self.panels.currentIndex())

    def _show_panel(self, index: int) -> None:
        if index in self._stale_panels:
            self._stale_panels.discard(index)
            self.panels.widget(index).show_data(self.data)  # type: ignore[attr-defined]

    def _on_changed(self, change: Changes) -> None:
        if change.action in ("import", "demo", "undo", "redo", "open", "external", "new-tournament", "edit-tournament", "delete-tournament"):
            self.reload_tournaments()
        elif change.touches(self.code):
            self.refresh()

    # --- actions ---------------------------------------------------------------------------------
    def undo(self) -> None:
        if confirmed(self, "undo"):
            self.perform(lambda: results.undo(self.db))

    def redo(self) -> None:
        if confirmed(self, "redo"):
            self.perform(lambda: results.redo(self.db))

    def open_database(self) -> None:
        path = open_file_name(self, "gui.action.open_db", "gui.filter.database")
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> None:
        new_in_empty = empty_file(path) is not None
        if new_in_empty and not new_database_wanted(self, path):
            return

        def service() -> Changes:
            db = Database(path, actor=self.db.actor, new_in_empty=new_in_empty)
            self.db.close()
            self.db = db
            self.code = None
            return Changes("open", frozenset(), tr("gui.opened", path=path))

        self.perform(service)

    def import_json(self) -> None:
        path = open_file_name(self, "gui.action.import_json", "gui.filter.json")
        if path:
            change = self.perform(lambda: tournaments.import_json(self.db, Path(path)))
            if change is not None and change.warnings:
                QMessageBox.warning(self, tr("gui.import.warnings"),
                                    "\n".join(tr("gui.import.warning", text=w) for w in change.warnings))
            if change is not None and change.notes:  # what the file writes as the field does, taken as it is
                from ..formats.problems import listing

                QMessageBox.information(self, tr("gui.action.import_json"), "\n".join([tr("import.notes"), *listing(change.notes)]))

    def export_json(self) -> None:
        if not self.code:
            self.show_error(tr("gui.no_tournament"))
            return
        default = safe_file_name(self.code) + ".json"
        path = save_file_name(self, "gui.action.export_json", "gui.filter.json", default)
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> None:
        try:
            document = tournaments.export_json(self.db, self.code or "")
            output.write_text(path, json.dumps(document, ensure_ascii=False, indent=1) + "\n")
        except USER_ERRORS as exc:
            self.show_error(message_of(exc))
            return
        self.statusBar().showMessage(tr("gui.exported", path=str(path)), 8000)
