"""A rating list imported in one process stores what it stores read in a second one
(services.ratings.list_batches: one process unless processors are to spare), and the words of the
search index derived in SQL (storage.player_words.unstage) are those of rules.names.indexed_words."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_app.rules.names import indexed_words
from arbiter_app.services import players as register_service
from arbiter_app.services.database import Database
from arbiter_app.services.ratings import list_batches
from arbiter_app.services.ratings.list_import import import_rating_list
from benchmarks.rating_list_files import generated_players, write_txt, write_xml

# names of every shape: three words, one, a repeated word, a second word the name starts with, a
# hyphen, an apostrophe, no space after the comma, letters with diacritics, initials
ODD_NAMES = ("Van Foreest, Jorden", "Novak", "Jan, Jan", "Nov, Novak", "Novak, Nov", "Ng-Tran, Lan", "O'Brien, Sean",
             "Smith,John", "Müller, Jürgen", "Šťastný, Šťastný", "Li, Li Ming", "Kumar, R.", "A, B", "Ab, A", "Ann, Anna")
SEARCHES = ("nov", "novak jan", "jan", "li m", "stastny", "kumar", "a b", "o brien")


def players_of_every_name(count: int):
    return [replace(p, name=ODD_NAMES[i // 3 % len(ODD_NAMES)] + (str(i) if i % 2 else "")) if i % 3 == 0 else p
            for i, p in enumerate(generated_players(count))]  # fmt: skip


def tables(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table, the audit's but for its time (the two imports run seconds apart)."""
    conn = sqlite3.connect(path)
    try:
        names = [name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        found = {name: sorted(map(repr, conn.execute(f"SELECT * FROM {name}"))) for name in names if name != "audit"}
        found["audit"] = sorted(map(repr, conn.execute("SELECT batch, action, entity, key, old, new, undone, source FROM audit")))
        return found
    finally:
        conn.close()


@pytest.mark.parametrize("write", [write_txt, write_xml], ids=["txt", "xml"])
def test_one_process_and_two_store_the_same_register(tmp_path: Path, monkeypatch, write):
    path = tmp_path / ("list.txt" if write is write_txt else "list.xml")
    write(path, players_of_every_name(3000))
    monkeypatch.setattr(list_batches, "CHUNK", 700)  # several batches
    stored, searched = {}, {}
    for way, in_worker in (("here", False), ("worker", True)):
        monkeypatch.setattr(list_batches, "in_worker", lambda size, answer=in_worker: answer)
        db_path = tmp_path / way / "arbiter.sqlite"
        db_path.parent.mkdir()
        db = Database(db_path)
        try:
            assert import_rating_list(db, path).added == 3000
            searched[way] = {text: [listing.player.id for listing in register_service.search(db, text, limit=500)] for text in SEARCHES}
        finally:
            db.close()
        stored[way] = tables(db_path)
    assert stored["here"] == stored["worker"]
    assert searched["here"] == searched["worker"] and all(searched["here"].values())


def test_the_words_derived_in_sql_are_those_of_each_name(tmp_path: Path):
    path = tmp_path / "list.txt"
    write_txt(path, players_of_every_name(600))
    db = Database(tmp_path / "arbiter.sqlite")
    try:
        import_rating_list(db, path)
    finally:
        db.close()
    conn = sqlite3.connect(tmp_path / "arbiter.sqlite")
    try:
        players = conn.execute("SELECT id, name_key FROM player").fetchall()
        words = set(conn.execute("SELECT word, name_key, player_id FROM player_word"))
    finally:
        conn.close()
    assert words == {(word, key, player_id) for player_id, key in players for word in indexed_words(key)}
    # both ways of deriving them were taken: the usual name (in SQL) and every other shape (staged)
    assert len(players) == 600 and any(key.startswith("li, li ming") for _id, key in players)
    odd = [word for word, key, _id in words if key.startswith("li, li ming")]  # "Li, Li Ming75": li is the name's start
    assert odd and all(word.startswith("ming") for word in odd) and len(words) > 500
