"""The folded names the register searches by (rules.names)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_app.rules.names import fold, fold_many, indexed_words, indexed_words_of


def test_fold_drops_diacritics_and_case():
    assert fold("Židů, Jan") == "zidu, jan"
    assert fold("Šťastný,  Petr ") == "stastny, petr"
    assert fold("Mrkvička") == "mrkvicka"


def test_fold_letters_without_a_decomposition():
    assert fold("Łukasz Øster Straße") == "lukasz oster strasse"


def test_fold_many_folds_each_text_as_fold_does():
    names = ["Židů, Jan", "Šťastný,  Petr ", "Carlsen, Magnus", "", " Łukasz\tØster", "Иванов, Иван", "ＡＢＣ", "e\u0301\u0327x"]
    assert fold_many(names) == ["zidu, jan", "stastny, petr", "carlsen, magnus", "", "lukasz oster", "иванов, иван", "abc", "ex"]
    assert fold_many(["Novák", "a\nb"]) == ["novak", "a b"]  # a text with a line break of its own
    assert fold_many([]) == []


# letters with and without diacritics, combining marks, white space of all kinds, line breaks
_CHARACTERS = st.characters(codec="utf-8") | st.sampled_from("aZ ,-\n\t\u00a0\u0301\u0327\u2003ŠšŁøßİıǅ")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(_CHARACTERS, max_size=12), max_size=8))
def test_fold_many_is_fold_of_each(texts):
    assert fold_many(texts) == [fold(text) for text in texts]


def test_indexed_words_leave_out_those_the_name_starts_with():
    assert indexed_words("novak, jan") == {"jan"}
    assert indexed_words("nov novak") == {"novak"}
    assert indexed_words("novak nov") == set()
    assert indexed_words("-novak, jan-jan") == {"novak", "jan"}


def test_indexed_words_of_a_column_name_each_word_once_with_its_name():
    words, owners = indexed_words_of(["novak, jan", "nov novak", "novak nov", "jan jan", "", "le, quang liem", "-novak, jan-jan"])
    assert sorted(zip(owners, words)) == [(0, "jan"), (1, "novak"), (5, "liem"), (5, "quang"), (6, "jan"), (6, "novak")]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(_CHARACTERS, max_size=12), max_size=8))
def test_indexed_words_of_a_column_are_those_of_each_name(texts):
    keys = fold_many(texts)
    words, owners = indexed_words_of(keys)
    assert sorted(zip(owners, words)) == sorted((at, word) for at, key in enumerate(keys) for word in indexed_words(key))
