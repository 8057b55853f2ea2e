"""One name and country rule for the register and every importer (issue 31), over names and codes a
hypothesis draws: the register's form (`player add`, the window: player_from_texts), a list read
column by column (rating lists, a club's CSV: check_columns and the list's federations), a TRF's new
player, an EGD table's player and an exchange file's player (formats.player_problems) take the same
names and read a country code to the same federation."""

from __future__ import annotations

import string

from hypothesis import given, settings, strategies as st

from arbiter_app.formats.egd import read_egd
from arbiter_app.formats.player_problems import player_problems
from arbiter_app.formats.trf_reader import TrfPlayer
from arbiter_app.rules.countries import ALPHA3, _COUNTRY_OF, federation_of
from arbiter_app.rules.model import Player, PlayerId
from arbiter_app.rules.player_checks import check_columns, check_player, player_from_texts
from arbiter_app.rules.player_notes import read_federation
from arbiter_app.formats.rating_lists import columns_of
from arbiter_app.services.ratings.list_batches import new_columns
from arbiter_app.services.trf_import import _new_player

YEAR = 2026
WORD = st.text(alphabet=string.ascii_letters + "ÁáČčĎďÉéĚěÍíŇňÓóŘřŠšŤťÚúŮůÝýŽžßøł'-", min_size=1, max_size=12)
NAME = st.one_of(
    WORD,  # one word: "Aryan"
    st.tuples(WORD, WORD).map(", ".join),  # "Surname, Firstname"
    st.lists(WORD, min_size=2, max_size=4).map(" ".join),  # "Firstname Surname", "A C J John"
    st.tuples(WORD).map(lambda w: w[0] + ","),  # a comma with nothing after it: refused
)
CODE = st.one_of(
    st.sampled_from(sorted(ALPHA3)), st.sampled_from(sorted(_COUNTRY_OF)), st.sampled_from(["UK", "XX", "--", ""]),
    st.text(alphabet=string.ascii_letters, min_size=2, max_size=3),
).flatmap(lambda code: st.sampled_from([code, code.lower()]))


def name_refused_by_register(name: str) -> bool:
    _player, problems = player_from_texts({"id": "1", "name": name, "federation": "CZE"}, YEAR)
    return any(p.field == "name" for p in problems)


@settings(max_examples=300, deadline=None)
@given(NAME)
def test_every_reader_takes_the_names_the_register_takes(name):
    refused = name_refused_by_register(name)
    player = Player(PlayerId("1"), name, "CZE")
    assert any(p.field == "name" for p in check_player(player, YEAR)) == refused
    assert any(p.field == "name" for _row, p in check_columns({"name": [name]}, YEAR)) == refused
    found: list = []
    player_problems(player, "players[0]", found)  # exchange JSON, PGN, EGD, TRF
    assert bool(found) == refused
    trf = _new_player(TrfPlayer(1, "m", "", name, None, "CZE", "", "", None, None, (), 5))
    assert any(p.field == "name" for p in check_player(trf, YEAR)) == refused


@settings(max_examples=300, deadline=None)
@given(CODE)
def test_every_reader_reads_a_country_code_to_the_same_federation(code):
    federation, _note = read_federation(code)
    known = federation_of(code)
    if known is not None:  # the register takes any known code as its federation
        player, problems = player_from_texts({"id": "1", "name": "Novák, Jan", "federation": code}, YEAR)
        assert problems == [] and player is not None and player.federation == known == federation
    trf = _new_player(TrfPlayer(1, "m", "", "Novák, Jan", None, code, "", "", None, None, (), 5))
    assert trf.federation == federation
    if len(code.strip()) == 2 and code.strip().isalpha() or code.strip() in ("--", ""):
        table, problems = read_egd(f"1 Novak Jan 1d {code or 'XX'} Brno 0+\n")
        assert problems == [] and table.players[0].federation == read_federation(code or "XX")[0]
    listed = (5, "1", None, "Novák, Jan", code, "m", None, None, None, None, None, None, None, None)
    assert new_columns(columns_of([listed]), ["1"], ["novak, jan"], True)[3] == [known or code]  # a rating list: a known code as the register writes it
