"""English and Czech texts for everything a person reads (GUI, CLI messages, reports).

The rules layer returns reason codes (enum values, short keys); this package turns them into words.
Each area keeps its own catalogue module (`MESSAGES = {key: {"en": ..., "cs": ...}}`) so that
areas do not edit one shared file. A missing Czech text falls back to English; a missing key is
shown as the key itself, which the tests look for.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module

LANGUAGES = ("en", "cs")
_AREAS = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__)))
"""Every module of this package is a catalogue area (found, not listed: areas are added side by side)."""

_current = "en"
_catalogue: dict[str, dict[str, str]] = {}
for _area in _AREAS:
    _catalogue.update(import_module(f"{__name__}.{_area}").MESSAGES)


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _current = lang


def language() -> str:
    return _current


def tr(key: str, lang: str | None = None, **values: object) -> str:
    """The text for `key` in `lang` (default: the current language), formatted with `values`."""
    texts = _catalogue.get(key)
    if texts is None:
        return key
    text = texts.get(lang or _current) or texts["en"]
    return text.format(**values) if values else text


def has(key: str) -> bool:
    return key in _catalogue
