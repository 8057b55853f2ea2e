"""The texts of everything a person reads (window, command line, printed documents), in every
language that has a catalogue.

The rules layer returns reason codes (enum values, short keys); this package turns them into words.
The texts live in gettext catalogues, one per language: `resources/locale/<lang>/LC_MESSAGES/
arbiter.po` (what translators edit; msgid is the key, msgstr the text) compiled to the `arbiter.mo`
beside it (what is read here, by the standard library's `gettext`). English is the source language
and must have every key; a text missing in another language falls back to English; a missing key
is shown as the key itself, which the tests look for. A language is available when its `.mo` is
there: adding one needs no code (docs/translations.md).

A text that counts something ("1 turnaj", "2 turnaje", "5 turnajů") is a gettext plural entry
(`msgid_plural`, one `msgstr[i]` per form of the language's `Plural-Forms` rule) read by `tr_plural`.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator, Mapping
from datetime import date
from functools import cache
from pathlib import Path

from ..resources import resources_dir

DOMAIN = "arbiter"
SOURCE = "en"


def locale_dir() -> Path:
    return resources_dir() / "locale"


def _languages() -> tuple[str, ...]:
    found = sorted(mo.parent.parent.name for mo in locale_dir().glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return (SOURCE, *(lang for lang in found if lang != SOURCE))


LANGUAGES = _languages()
_current = SOURCE


class _Catalogue(gettext.GNUTranslations):
    """A compiled catalogue; `texts` is its msgid -> msgstr table (a plural entry by its first form)."""

    def texts(self) -> dict[str, str]:
        # `_catalog` is where GNUTranslations keeps the table (not in typeshed); the header is under "",
        # a plural entry under (msgid, form index).
        catalog: dict[object, str] = self._catalog  # type: ignore[attr-defined]
        texts = {key[0]: text for key, text in catalog.items() if isinstance(key, tuple) and key[1] == 0 and text}
        texts.update({key: text for key, text in catalog.items() if isinstance(key, str) and key and text})
        return texts

    def plural_text(self, key: str, n: int) -> str | None:
        catalog: dict[object, str] = self._catalog  # type: ignore[attr-defined]
        return catalog.get((key, self.plural(n))) or None  # type: ignore[attr-defined]


@cache
def _catalogue(lang: str) -> _Catalogue | None:
    if lang not in LANGUAGES:
        return None
    with (locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as handle:
        return _Catalogue(handle)


@cache
def _texts(lang: str) -> dict[str, str]:
    catalogue = _catalogue(lang)
    return catalogue.texts() if catalogue is not None else {}


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _current = lang


def language() -> str:
    return _current


def tr(key: str, lang: str | None = None, **values: object) -> str:
    """The text for `key` in `lang` (default: the current language), formatted with `values`."""
    text = _texts(lang or _current).get(key) or _texts(SOURCE).get(key)
    if text is None:
        return key
    return text.format(**values) if values else text


def tr_sex(key: str, sex: object, lang: str | None = None, /, **values: object) -> str:
    """The text of `key` that agrees with the sex of the person it speaks of (`Sex` or "m"/"f"):
    the entry `key.m` or `key.f` where the catalogue has one (Czech "odstoupil" / "odstoupila"),
    else `key` itself, written for either ("odstoupil(a)") or needing no agreement."""
    value = getattr(sex, "value", sex)
    variant = f"{key}.{value}"
    return tr(variant if value in ("m", "f") and has(variant) else key, lang, **values)


def tr_plural(key: str, number: int, lang: str | None = None, /, **values: object) -> str:
    """The form of plural entry `key` that goes with `number` in `lang` (Czech: 1 / 2–4 / 5 and more),
    formatted with `values` (which name the number as the text does); English when the language
    lacks the entry."""
    for candidate in (lang or _current, SOURCE):
        catalogue = _catalogue(candidate)
        text = catalogue.plural_text(key, number) if catalogue is not None else None
        if text is not None:
            return text.format(**values) if values else text
    return key


def date_text(day: date | None, lang: str | None = None) -> str:
    """A date as the language writes it (catalogue key `format.date`): 2025-11-20 in English,
    20. 11. 2025 in Czech; "" for no date."""
    return "" if day is None else tr("format.date", lang, year=day.year, month=day.month, day=day.day)


def decimal_text(value: float, lang: str | None = None, digits: int | None = None, separator: str | None = None) -> str:
    """A number with decimals as a person reads it, the one way every number shown is written: with
    the language's decimal separator (`format.decimal_separator`; 6.5, in Czech 6,5), as short as it
    can be or with `digits` decimals (SB 2.50, Czech 2,50). Output for programs (JSON, TRF, CSV) keeps
    the point whatever the language: it passes `separator` (".") itself."""
    text = f"{value:g}" if digits is None else f"{value:.{digits}f}"
    return text.replace(".", separator if separator is not None else tr("format.decimal_separator", lang))


def has(key: str) -> bool:
    return key in _texts(SOURCE)


class _AllTexts(Mapping[str, dict[str, str]]):
    """key -> {language: text} over every catalogue, for tests and tools."""

    def __getitem__(self, key: str) -> dict[str, str]:
        if key not in _texts(SOURCE):
            raise KeyError(key)
        return {lang: _texts(lang)[key] for lang in LANGUAGES if key in _texts(lang)}

    def __iter__(self) -> Iterator[str]:
        return iter(_texts(SOURCE))

    def __len__(self) -> int:
        return len(_texts(SOURCE))


MESSAGES: Mapping[str, dict[str, str]] = _AllTexts()
