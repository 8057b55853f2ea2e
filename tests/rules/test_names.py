"""The folded names the register searches by (rules.names)."""

from arbiter_app.rules.names import fold


def test_fold_drops_diacritics_and_case():
    assert fold("Židů, Jan") == "zidu, jan"
    assert fold("Šťastný,  Petr ") == "stastny, petr"
    assert fold("Mrkvička") == "mrkvicka"


def test_fold_letters_without_a_decomposition():
    assert fold("Łukasz Øster Straße") == "lukasz oster strasse"
