"""The player register service (services.players) on real SQLite files."""

from dataclasses import FrozenInstanceError, replace

import pytest

from arbiter_app.rules.model import Player, PlayerId, RatingKind, Sex
from arbiter_app.rules.names import fold
from arbiter_app.rules.player_checks import FIELDS, Reason
from arbiter_app.services import players, results, tournaments
from arbiter_app.services.errors import USER_ERRORS
from arbiter_app.services.players import PlayerInUse, PlayerRefused
from arbiter_app.storage import name_search
from arbiter_app.storage.repository import NotFound
from tests.conftest import ICCF_DEMO

NOVAK = Player(PlayerId("130794"), "Novák, Jan", "CZE", "IM", Sex.MALE, 2412, 87, RatingKind.FIXED, club="ŠK Brno")


def names(listings):
    return [listing.player.name for listing in listings]


def test_search_folds_diacritics_and_case(demo_db):
    assert names(players.search(demo_db, "zidu")) == ["Židů, Tomáš"]
    assert names(players.search(demo_db, "STASTNY")) == ["Šťastný, Petr"]
    assert names(players.search(demo_db, "mrkvicka jiri")) == ["Mrkvička, Jiří"]
    assert players.search(demo_db, "mrkvicka petr") == []  # every word must match



@pytest.mark.parametrize("cap", [name_search.COUNT_CAP, 1])
def test_each_typed_word_starts_a_word_of_the_name(demo_db, monkeypatch, cap):
    """Whichever typed word the index is read by (cap 1: the first, every count being 1 or 0)."""
    monkeypatch.setattr(name_search, "COUNT_CAP", cap)
    assert names(players.search(demo_db, "tomas")) == ["Pokorný, Tomáš", "Židů, Tomáš"]
    assert names(players.search(demo_db, "tom zi")) == ["Židů, Tomáš"]
    assert players.search(demo_db, "idu") == [] and players.search(demo_db, "zidu x") == []
    assert names(players.search(demo_db, "STASTNY")) == ["Šťastný, Petr"]
    assert names(players.search(demo_db, "mrkvicka, j")) == ["Mrkvička, Jiří"]
    everybody = names(players.search(demo_db))
    assert names(players.search(demo_db, "a", limit=3)) == [n for n in everybody if any(w.startswith("a") for w in fold(n).replace(",", " ").split())][:3]

def test_search_by_id_prefix_and_fide_id(demo_db):
    assert [p.player.id for p in players.search(demo_db, "18097")] == ["180977"]
    players.add_player(demo_db, replace(NOVAK, fide_id="316563"))
    assert [p.player.id for p in players.search(demo_db, "31656")] == ["130794"]


def test_search_lists_everybody_by_name_with_their_tournaments(demo_db):
    listings = players.search(demo_db)
    assert len(listings) == players.count(demo_db) == len(players.players(demo_db))
    assert names(listings) == sorted(names(listings), key=lambda n: fold(n))
    zidu = next(p for p in listings if p.player.name == "Židů, Tomáš")
    assert zidu.tournaments == (ICCF_DEMO,)
    assert len(players.search(demo_db, "", limit=5)) == 5


def test_search_text_is_not_a_pattern(demo_db):
    assert players.search(demo_db, "%") == [] and players.search(demo_db, "_") == []


def test_add_edit_delete_and_undo_each(empty_db):
    change = players.add_player(empty_db, NOVAK)
    assert change.action == "add-player" and players.get(empty_db, "130794") == NOVAK
    change = players.edit_player(empty_db, "130794", replace(NOVAK, rating=2420))
    assert change.action == "edit-player" and players.get(empty_db, "130794").rating == 2420
    change = players.delete_player(empty_db, "130794")
    assert change.action == "delete-player" and players.search(empty_db) == []
    results.undo(empty_db)
    assert players.get(empty_db, "130794").rating == 2420
    results.undo(empty_db)
    assert players.get(empty_db, "130794") == NOVAK
    results.undo(empty_db)
    with pytest.raises(NotFound, match="130794"):
        players.get(empty_db, "130794")


def test_bad_fields_are_refused_whole_and_named(empty_db):
    bad = replace(NOVAK, federation="cz", rating=4000)
    with pytest.raises(PlayerRefused, match="Federation.*Rating") as refused:
        players.add_player(empty_db, bad)
    assert [(p.field, p.reason) for p in refused.value.problems] == [("federation", Reason.FEDERATION), ("rating", Reason.RANGE)]
    assert isinstance(refused.value, USER_ERRORS)
    assert players.search(empty_db) == []


def test_an_id_is_unique(demo_db):
    with pytest.raises(PlayerRefused, match="180977") as refused:
        players.add_player(demo_db, replace(NOVAK, id=PlayerId("180977")))
    assert refused.value.problems[0].reason is Reason.TAKEN
    players.add_player(demo_db, NOVAK)
    with pytest.raises(PlayerRefused, match="ID"):
        players.edit_player(demo_db, "130794", replace(NOVAK, id=PlayerId("180977")))


def test_a_new_id_moves_the_entries_and_undo_moves_them_back(demo_db):
    before = tournaments.load(demo_db, ICCF_DEMO)
    zidu = players.get(demo_db, "181530")
    change = players.edit_player(demo_db, "181530", replace(zidu, id=PlayerId("181531")))
    assert change.tournaments == frozenset({ICCF_DEMO})
    assert [p.player.id for p in players.search(demo_db, "zidu")] == ["181531"]
    assert any(e.player.id == "181531" for e in tournaments.load(demo_db, ICCF_DEMO).entries)
    results.undo(demo_db)
    assert tournaments.load(demo_db, ICCF_DEMO) == before


def test_a_player_in_a_tournament_cannot_be_deleted(demo_db):
    with pytest.raises(PlayerInUse, match=f"Židů, Tomáš.*{ICCF_DEMO}"):
        players.delete_player(demo_db, "181530")
    assert players.get(demo_db, "181530").name == "Židů, Tomáš"


def test_unknown_ids_are_named(empty_db):
    for action in (lambda: players.get(empty_db, "1"), lambda: players.delete_player(empty_db, "1"), lambda: players.edit_player(empty_db, "1", NOVAK)):
        with pytest.raises(NotFound, match="'1'"):
            action()


def test_typed_texts_are_read_checked_and_stored(empty_db):
    player, change = players.save_texts(empty_db, {"id": "130794", "name": "Novák, Jan", "federation": "cze", "rating": "2412"})
    assert players.get(empty_db, "130794") == player and player.federation == "CZE"
    assert player.rating_kind is RatingKind.FIXED and change.action == "add-player"
    player, _ = players.save_texts(empty_db, {"rating": "2420"}, "130794")
    assert players.get(empty_db, "130794").rating == 2420 and player.name == "Novák, Jan"
    with pytest.raises(PlayerRefused, match="Rating: must be a whole number"):
        players.save_texts(empty_db, {"rating": "2420.5"}, "130794")
    assert players.get(empty_db, "130794").rating == 2420


def test_a_listed_player_is_the_player_stored(demo_db):
    """The listing builds its players without Player's __init__ (services.players._player): the same
    fields in the same order, equal and hashed alike, still frozen."""
    assert players.PLAYER_FIELDS == FIELDS and not hasattr(Player, "__post_init__")
    stored = replace(NOVAK, fide_id="316563", birth_year=1980)
    players.add_player(demo_db, stored)
    [listed] = players.search(demo_db, "130794")
    assert listed.player == stored and hash(listed.player) == hash(stored) and repr(listed.player) == repr(stored)
    with pytest.raises(FrozenInstanceError):
        listed.player.name = "Novák, Petr"  # type: ignore[misc]


@pytest.mark.parametrize("sampled", [False, True])
def test_a_word_starts_after_any_character_but_a_letter_or_digit(empty_db, monkeypatch, sampled):
    """Hand-made cases of the SQL condition and the check in Python after it (storage.name_search):
    "_", "/" and "’" end a word, a Cyrillic letter does not (SQL lets it through, Python refuses it),
    nor does a letter of a-z or a digit; a capital left by NFKD ("№" -> "No") is not the typed lower-case word."""
    if sampled:  # the costs estimated from a sample of every name, whatever the counts
        monkeypatch.setattr(name_search, "SAMPLED_FROM", 1)
        monkeypatch.setattr(name_search, "FIRST_CAP", 0)
    for number, name in enumerate(["Lee_Kim, Ann", "Dvořák/Kim, Jan", "Bojan, Petr", "Ивjan, Petr", "№ Jansen", "O’Jan, Eva", "Kumar77jan, Ida"]):
        players.add_player(empty_db, Player(PlayerId(str(100 + number)), name, "CZE"))
    assert names(players.search(empty_db, "kim")) == ["Dvořák/Kim, Jan", "Lee_Kim, Ann"]
    assert names(players.search(empty_db, "jan")) == ["№ Jansen", "Dvořák/Kim, Jan", "O’Jan, Eva"]  # "No jansen": N before d
    assert names(players.search(empty_db, "lee kim a")) == ["Lee_Kim, Ann"]
    assert names(players.search(empty_db, "no")) == [] and names(players.search(empty_db, "ивj")) == ["Ивjan, Petr"]
    assert names(players.search(empty_db, "o e")) == ["O’Jan, Eva"] and names(players.search(empty_db, "p j")) == []
    assert names(players.search(empty_db, "kumar77")) == ["Kumar77jan, Ida"] and names(players.search(empty_db, "jan i")) == []  # after a digit
