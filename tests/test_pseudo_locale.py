"""The pseudo-locale check itself (tests/pseudo.py): `qps` marks every text of the catalogue, keeps
its placeholders and plural forms, is offered to nobody, and its reader finds a sentence that does
not come from the catalogue. The windows and the commands are walked in tests/gui/test_gui_pseudo.py
and tests/cli/test_cli_pseudo.py."""

from arbiter_app import i18n
from arbiter_app.i18n import LANGUAGES, MESSAGES, date_text, tr, tr_plural
from tests.pseudo import PSEUDO, outside_marks, pseudo_language, untranslated


def test_the_pseudo_language_is_offered_to_nobody():
    assert PSEUDO not in LANGUAGES
    assert not (i18n.locale_dir() / PSEUDO).exists()


def test_every_text_is_marked_with_its_placeholders_kept(monkeypatch):
    with pseudo_language(monkeypatch):
        assert i18n.language() == PSEUDO
        assert tr("gui.menu.file") == "⟦&File⟧"
        assert tr("history.what_in", action="x", code="CZE/SF/2025-B", at="now") == "x⟦ in ⟧CZE/SF/2025-B⟦ (⟧now⟦)⟧"
        assert tr_plural("history.done_undo", 2, what="w", count=2) == "⟦undone: ⟧w⟦ (⟧2⟦ changes)⟧"
        assert date_text(__import__("datetime").date(2026, 1, 2)) == "2026-01-02"  # a pattern, not a text
        unmarked = [key for key in MESSAGES if not key.startswith("format.") and "⟦" not in tr(key)]
    assert unmarked == []
    assert i18n.language() == "en" and tr("gui.menu.file") == "&File"


def test_words_outside_the_marks_are_found_and_data_is_not():
    assert outside_marks("⟦Round ⟦Yes⟧ {n}⟧ and more") == "  and more\n"
    assert untranslated("⟦Standings⟧ Novák, Petr 6 CZE/SF/2025-B", data=["Novák, Petr"]) == []
    assert untranslated("⟦Place⟧  Date  ⟦Name⟧") == ["Date"]
    assert untranslated("⟦Nam") == []  # a column cut short
    assert untranslated("CZE/SF/2025-B: 1-2 unchanged") == ["CZE/SF/2025-B: 1-2 unchanged"]
    assert untranslated("⟦a⟧\nrounds 4 have games without a result") == ["rounds 4 have games without a result"]


def test_an_untranslated_sentence_fails_the_check(monkeypatch, capsys):
    """What the walks do for every command, with a command that prints a sentence of its own."""
    with pseudo_language(monkeypatch):
        print(tr("gui.menu.file"), "is the menu")
        print(tr("gui.menu.file"))
        print(tr("cli.error", message="rounds 4 have games without a result"))  # English in a marked frame
        print(tr("cli.error", message=tr("storage.no_tournament", code="X")))
    lines = untranslated(capsys.readouterr().out)
    assert lines == ["is the menu", "rounds 4 have games without a result"]
