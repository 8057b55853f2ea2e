"""The register search against a brute-force filter: every query of a list, on a generated register
of names with diacritics, hyphens, apostrophes and rarer separators, gives the same players in the same
order as a Python filter of all players, for several limits (docs/player-register.md)."""

from __future__ import annotations

import random

import pytest
from sqlalchemy import insert

from arbiter_app.rules.model import Player, PlayerId, RatingKind, Sex
from arbiter_app.rules.names import fold, name_words
from arbiter_app.services import players
from arbiter_app.storage import name_search, player_words
from arbiter_app.storage.mappers import player_values
from arbiter_app.storage.tables import PlayerRow

SURNAMES = [
    "Novák", "Nováková-Svobodová", "Šťastný", "Židů", "Jelínek", "O'Brien", "d'Artagnan", "Dvořák", "Nguyen",
    "Ján", "Janák", "van der Berg", "St. John", "Müller/Møller", "Kowal (Jr.)", "Lee_Kim", "O’Neil", "Иванов",
    "Navrátil", "Anna-Maria", "Jankovič", "Ng", "Nová", "Xu", "J.-P. Nová", "№ Jansen",
]  # fmt: skip
FIRST = ["Jan", "Jana", "Jiří", "Nikola", "Anna", "Eva", "Ján-Pavel", "Ivan", "Иван", "Ng", "J.", "N'Golo", "A.J."]
QUERIES = [
    "n", "j", "a", "x", "в", "n j", "j n", "j a", "a j", "n a j", "no", "ja", "jan", "jan n", "nova", "nov j",
    "nova jana", "obrien", "o brien", "brien", "artagnan d", "d a", "s j", "st john", "berg van", "der", "jr",
    "kim", "lee", "kim lee", "moller", "neil o", "ng", "ng ng", "ng n", "golo", "ivan", "иван", "иванов и",
    "и в", "n в", "a в", "j o", "jansen o", "no 1", "a b", "zzz", "n zzz", "j a e i n", "1000", "10001 n", "idu", "xu j", "jansen no", "j p", "p",
]  # fmt: skip


def expected(register: list[Player], text: str, limit: int | None) -> list[str]:
    """The ids a search must give: the name matches and the id matches, each cut at `limit`, together in name order."""
    typed = name_words(fold(text))
    key = {p.id: fold(p.name) for p in register}
    by_name = [p for p in register if typed and all(any(w.startswith(t) for w in name_words(key[p.id])) for t in typed)]
    by_id = sorted((p for p in register if p.id.startswith(text)), key=lambda p: p.id)[:limit]
    found = {p.id for p in sorted(by_name, key=lambda p: (key[p.id], p.id))[:limit]} | {p.id for p in by_id}
    return sorted(found, key=lambda pid: (key[pid], pid))[:limit]


@pytest.mark.parametrize(
    "settings",
    [
        {"COUNT_CAP": name_search.COUNT_CAP},
        {"COUNT_CAP": 1},  # the longest typed word is read, not the rarest
        {"SAMPLED_FROM": 1},  # the costs estimated from a sample of 1024 names (SQLite)
        {"SAMPLED_FROM": 1, "SAMPLE": 7},  # from 7 names: often the wrong word is read
    ],
    ids=["counted", "cap-1", "sampled", "sampled-7"],
)
def test_search_gives_what_a_filter_of_every_player_gives(any_db, monkeypatch, settings):
    for name, value in settings.items():
        monkeypatch.setattr(name_search, name, value)
    rnd = random.Random(7)
    register = [
        Player(PlayerId(str(10000 + i)), f"{rnd.choice(SURNAMES)}, {rnd.choice(FIRST)}", "CZE", None, Sex.MALE, None, 0, RatingKind.NONE)
        for i in range(3000)
    ]
    with any_db.engine.begin() as conn:
        conn.execute(insert(PlayerRow.__table__), [player_values(p) for p in register])  # type: ignore[attr-defined]
        player_words.rebuild(conn)
    for text in QUERIES:
        for limit in (1, 3, 50, 500, None):
            got = [listing.player.id for listing in players.search(any_db, text, limit)]
            assert got == expected(register, text, limit), (text, limit)


def test_the_kept_sample_is_read_again_when_the_register_grows(empty_db, monkeypatch):
    """The sampled names are kept per database while the largest rowid stays; a player added reads them again."""
    kept = str(empty_db.sqlite_file)  # storage.driver.database_key of a SQLite file read over sqlite3
    monkeypatch.setattr(name_search, "SAMPLED_FROM", 1)
    monkeypatch.setattr(name_search, "FIRST_CAP", 0)  # estimated from the sample, whatever the counts
    for number, name in enumerate(["Novák, Jan", "Nová, Eva", "Jansen, Nils"]):
        players.add_player(empty_db, Player(PlayerId(str(10 + number)), name, "CZE"))
    assert [p.player.name for p in players.search(empty_db, "n j")] == ["Jansen, Nils", "Novák, Jan"]
    assert name_search._samples[kept][0] == (3, name_search.SAMPLE)
    assert name_search._samples[kept][1].keys == ["jansen, nils", "nova, eva", "novak, jan"]
    players.add_player(empty_db, Player(PlayerId("20"), "Nguyen, Jana", "CZE"))
    assert [p.player.name for p in players.search(empty_db, "n j")] == ["Jansen, Nils", "Nguyen, Jana", "Novák, Jan"]
    assert name_search._samples[kept][0] == (4, name_search.SAMPLE)
