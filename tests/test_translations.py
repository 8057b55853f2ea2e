"""The message catalogues (resources/locale): complete in every language, and the compiled `.mo`
files the application reads say what the `.po` files translators edit say (docs/translations.md)."""

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from arbiter_app import i18n
from arbiter_app.i18n import LANGUAGES, MESSAGES, tr, tr_plural

LOCALE = i18n.locale_dir()


def po_texts(path: Path) -> dict[str, str]:
    """key -> text; a plural entry (msgid, msgid_plural) by its first form, as `MESSAGES` holds it."""
    with path.open("rb") as handle:
        return {str(m.id[0] if m.pluralizable else m.id): str(m.string[0] if m.pluralizable else m.string)
                for m in read_po(handle) if m.id}


def plural_forms(path: Path) -> dict[str, tuple[str, ...]]:
    with path.open("rb") as handle:
        return {m.id[0]: tuple(m.string) for m in read_po(handle) if m.id and m.pluralizable}


def test_the_languages_are_the_catalogues_found_english_first():
    assert LANGUAGES[0] == "en"
    assert set(LANGUAGES) == {p.parent.parent.name for p in LOCALE.glob("*/LC_MESSAGES/arbiter.po")}
    assert {"en", "cs"} <= set(LANGUAGES)


def test_every_text_has_english_and_czech():
    keys = list(MESSAGES)
    assert len(keys) > 500
    incomplete = [k for k in keys if not {"en", "cs"} <= set(MESSAGES[k]) or not all(MESSAGES[k].values())]
    assert incomplete == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compiled_catalogue_says_what_the_po_file_says(lang):
    po = po_texts(LOCALE / lang / "LC_MESSAGES" / "arbiter.po")
    assert {k: v for k, v in po.items() if v} == {k: MESSAGES[k][lang] for k in MESSAGES if lang in MESSAGES[k]}


def test_the_template_lists_every_key_without_texts():
    template = po_texts(LOCALE / "arbiter.pot")
    assert set(template) == set(MESSAGES)
    assert set(template.values()) == {""}


def test_every_plural_entry_has_each_form_of_its_language():
    """Czech has three forms (1 / 2–4 / 5 and more), English two; every form filled, the same in each
    language, and with the template's keys."""
    forms = {lang: plural_forms(LOCALE / lang / "LC_MESSAGES" / "arbiter.po") for lang in ("en", "cs")}
    assert set(forms["en"]) == set(forms["cs"]) == set(plural_forms(LOCALE / "arbiter.pot")) != set()
    assert all(len(f) == 2 and all(f) for f in forms["en"].values())
    assert all(len(f) == 3 and all(f) for f in forms["cs"].values())


def test_tr_plural_picks_the_form_of_the_number():
    czech = [tr_plural("withdrawal.wizard.summary", n, "cs", name="Židů, Tomáš", no=3, count=n, codes="X") for n in (1, 2, 5, 0)]
    assert czech == ["Židů, Tomáš (č. 3) vystupuje z 1 turnaje: X.", "Židů, Tomáš (č. 3) vystupuje ze 2 turnajů: X.",
                     "Židů, Tomáš (č. 3) vystupuje z 5 turnajů: X.", "Židů, Tomáš (č. 3) vystupuje z 0 turnajů: X."]
    assert [tr_plural("players.search.count", n, "cs", count=n) for n in (1, 3, 22, 25)] == ["1 hráč", "3 hráči", "22 hráčů", "25 hráčů"]
    assert [tr_plural("players.search.count", n, "en", count=n) for n in (0, 1, 2)] == ["0 players", "1 player", "2 players"]
    assert tr_plural("no.such.key", 2, "cs") == "no.such.key"


def test_tr_formats_falls_back_and_shows_an_unknown_key():
    assert tr("gui.opened", "cs", path="/tmp/x.sqlite") == "Otevřeno: /tmp/x.sqlite"
    assert tr("gui.opened", "en", path="a") == "Opened a"
    assert tr("no.such.key", "cs") == "no.such.key"
    assert i18n.has("gui.app_title") and not i18n.has("no.such.key")


def test_a_third_language_needs_only_its_catalogue(tmp_path):
    """A copy of the application with a German catalogue made from the template (as
    docs/translations.md tells a translator) offers German, shows its texts and falls back to English."""
    import shutil
    import subprocess
    import sys

    from babel.messages.mofile import write_mo

    root = Path(i18n.__file__).resolve().parents[2]
    shutil.copytree(root / "arbiter_app", tmp_path / "arbiter_app", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(root / "resources", tmp_path / "resources")
    with (LOCALE / "arbiter.pot").open("rb") as handle:
        catalog = read_po(handle, locale="de")
    catalog["gui.menu.file"].string = "&Datei"
    german = tmp_path / "resources" / "locale" / "de" / "LC_MESSAGES" / "arbiter.mo"
    german.parent.mkdir(parents=True)
    with german.open("wb") as handle:
        write_mo(handle, catalog)
    code = ("from arbiter_app.i18n import LANGUAGES, tr; from arbiter_app.cli.main import build_parser; "
            "print(LANGUAGES, tr('gui.menu.file', 'de'), tr('gui.menu.edit', 'de'), build_parser().parse_args(['--lang', 'de']).lang)")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env={"PYTHONPATH": str(tmp_path)},
                         capture_output=True, text=True, check=True).stdout
    assert out.split() == ["('en',", "'cs',", "'de')", "&Datei", "&Edit", "de"]


def test_dates_are_written_as_the_language_writes_them():
    from datetime import date

    from arbiter_app.i18n import date_text

    day = date(2025, 11, 20)
    assert (date_text(day, "en"), date_text(day, "cs"), date_text(None, "cs")) == ("2025-11-20", "20. 11. 2025", "")
    assert date_text(date(2026, 3, 5), "cs") == "5. 3. 2026" and date_text(date(2026, 3, 5), "en") == "2026-03-05"
    assert (tr("format.date.qt", "en"), tr("format.date.qt", "cs")) == ("yyyy-MM-dd", "d. M. yyyy")
