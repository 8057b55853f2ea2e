"""The table of countries and federations, and what is noted about a name or a country (issue 31),
case by case as worked out by hand from ISO 3166-1, the FIDE directory and the EGD's codes."""

from __future__ import annotations

import pytest

from arbiter_app.rules.countries import country_code, federation_of, is_no_country
from arbiter_app.rules.model import Player, PlayerId
from arbiter_app.rules.player_notes import Note, is_one_word, name_question, player_notes, read_federation


@pytest.mark.parametrize("code, federation", [
    ("CZ", "CZE"), ("cze", "CZE"), ("MY", "MAS"), ("MYS", "MAS"), ("MAS", "MAS"), ("DE", "GER"), ("DEU", "GER"),
    ("NL", "NED"), ("CH", "SUI"), ("UK", "GBR"), ("GB", "GBR"), ("ENG", "ENG"), ("XK", "KOS"), ("IN", "IND"),
    (" sk ", "SVK"), ("XX", None), ("--", None), ("", None), ("ZZ", None), ("ZZZ", None),
])  # fmt: skip
def test_a_code_as_the_field_writes_it_is_read_as_the_federation(code, federation):
    assert federation_of(code) == federation


def test_the_two_letters_an_egd_table_writes():
    assert [country_code(f) for f in ("CZE", "GER", "MAS", "ENG", "GBR", "KOS", "ZZZ")] == ["CZ", "DE", "MY", "GB", "GB", "XK", None]
    assert is_no_country("xx") and is_no_country(" ") and not is_no_country("CZ")


def test_what_is_noted_about_a_federation():
    assert read_federation("my") == ("MAS", None)
    assert read_federation("") == ("", Note.FEDERATION_BLANK)
    assert read_federation("XX") == ("", Note.NO_COUNTRY)
    assert read_federation("zzz") == ("ZZZ", Note.FEDERATION_UNKNOWN)  # three letters: kept as written
    assert read_federation("Z9") == ("", Note.FEDERATION_UNKNOWN)


def test_what_is_noted_or_asked_about_a_name():
    assert [is_one_word(n) for n in ("Aryan", " Aryan ", "Player One", "Novák, Jan", "")] == [True, True, False, False, False]
    assert [name_question(n) for n in ("Jan Novák", "Aryan", "Novák, Jan", "")] == [Note.NAME_ORDER, Note.ONE_WORD, None, None]
    assert player_notes(Player(PlayerId("1"), "Aryan", "")) == [Note.ONE_WORD, Note.FEDERATION_BLANK]
    assert player_notes(Player(PlayerId("1"), "Novák, Jan", "CZE"), "XX") == [Note.NO_COUNTRY]
    assert player_notes(Player(PlayerId("1"), "Novák, Jan", "CZE")) == []
