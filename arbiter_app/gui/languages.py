"""The interface's languages in Qt: Qt's own texts in the chosen language, and each language's name
for the Language menu."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from ..i18n import has, tr


_qt_translator: QTranslator | None = None


def install_qt_translation(lang: str) -> bool:
    """Qt's own texts (file dialogs, message boxes, wizard buttons, the print dialog) in `lang`, from
    the `qtbase_<lang>.qm` catalogue PySide6 ships; English (Qt's source language) needs none.
    False when PySide6 has no catalogue for `lang` (Qt's texts stay English)."""
    global _qt_translator
    app = QApplication.instance()
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    if lang == "en":
        return True
    translator = QTranslator(app)
    if not translator.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        return False
    app.installTranslator(translator)
    _qt_translator = translator
    return True


def language_name(lang: str) -> str:
    """A language's name for the Language menu: its catalogue's own, else Qt's name of it in itself."""
    key = f"gui.language.{lang}"
    return tr(key) if has(key) else QLocale(lang).nativeLanguageName() or lang
