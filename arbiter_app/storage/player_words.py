"""The words of the players' folded names (table player_word, schema 7), kept by the write path.

The register's search looks each typed word up as the start of one of these words, and as the start
of the folded name itself in the player table's name_key index (services.players.search). So the
table holds every word of a name but those the name starts with (schema 8): the name_key index
finds those players already, in name order, and leaving them out halves the table and the time a
rating list of a million players takes to fill it. The words are derived from `player.name_key`:
storage.writer re-derives a player's words whenever it writes his row (an undo too, since it writes
the row back), so they are not audited themselves.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable, Optional, Sequence

from ..rules.names import indexed_words, indexed_words_of

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

NameChange = tuple[str, Optional[str], Optional[str]]
"""(player id, name_key before or None for a new player, name_key after or None for a deleted one)."""


STAGED = "player_word_staged"


def rewrite(conn: Connection, changes: Iterable[NameChange], table: str = "player_word") -> None:
    """Replace the words of players whose name changed, with one statement for all the deletes and one
    for all the inserts (into `table`: STAGED while `stage` holds them back)."""
    gone: list[tuple[str, str, str]] = []
    added: list[tuple[str, str, str]] = []
    for player_id, before, after in changes:
        if before == after:
            continue
        if before is not None:
            gone += [(word, before, player_id) for word in indexed_words(before)]
        if after is not None:
            added += [(word, after, player_id) for word in indexed_words(after)]
    mark = "?" if conn.dialect.paramstyle == "qmark" else "%s"
    if gone:
        conn.exec_driver_sql(f"DELETE FROM player_word WHERE word = {mark} AND name_key = {mark} AND player_id = {mark}", gone)
    insert(conn, added, table)


def rows_of(ids: Sequence[str], keys: Sequence[str]) -> list[tuple[str, str, str]]:
    """The rows (word, name_key, player id) of new players' names."""
    found, owners = indexed_words_of(keys)
    return list(zip(found, map(keys.__getitem__, owners), map(ids.__getitem__, owners)))


_TWO_WORDS = re.compile(r"[^\W_]+, [^\W_]+")
"""A folded name of two words parted by a comma and a space ("novak, jan"; rules.names._WORD's words),
as nearly every name of a FIDE list is: its one indexed word is the second, unless the name starts
with it (rules.names.indexed_words), which `unstage` finds in SQL."""


def staged_rows(ids: Sequence[str], keys: Sequence[str]) -> list[tuple[str | None, str, str]]:
    """The rows `stage` holds for new players: the words of each name `unstage` does not derive
    itself (any but _TWO_WORDS), and (None, name_key, id) for such a name without any. Deriving the
    usual name's word in SQL saves Python's work on a million names (finding, binding, inserting)."""
    others = [at for at, two in enumerate(map(_TWO_WORDS.fullmatch, keys)) if two is None]
    rows: list[tuple[str | None, str, str]] = []
    for at in others:
        rows += [(word, keys[at], ids[at]) for word in indexed_words(keys[at])] or [(None, keys[at], ids[at])]
    return rows


def insert(conn: Connection, rows: Sequence[tuple[str | None, str, str]], table: str = "player_word") -> None:
    """Insert rows (word, name_key, player id) of new players' names, each word of a name once."""
    if rows:
        mark = "?" if conn.dialect.paramstyle == "qmark" else "%s"
        conn.exec_driver_sql(f"INSERT INTO {table} (word, name_key, player_id) VALUES ({mark}, {mark}, {mark})", rows)


def stage(conn: Connection) -> None:
    """Collect the words of a large bulk insert into an empty register (`staged_rows`) in a temporary
    table without an index, until `unstage` writes them all in the order of the key: filling the
    index in order took half the time of 2.2 million inserts at random places (3.6 s against 7.6 s,
    SQLite)."""
    conn.exec_driver_sql(f"CREATE TEMPORARY TABLE {STAGED} (word VARCHAR, name_key VARCHAR, player_id VARCHAR)")


def unstage(conn: Connection) -> None:
    """The words of every player: the second word of each name not staged (_TWO_WORDS) where the name
    does not start with it, then those staged, each in the order of the key. Every player is new (the
    register was empty). Two statements, and `instr` rather than comparing a `substr`, take 0.23 s of
    CPU time for 200 000 players where one statement over a union took 0.33 s."""
    find = "instr" if conn.dialect.name == "sqlite" else "strpos"
    conn.exec_driver_sql(
        f"INSERT INTO player_word (word, name_key, player_id) SELECT substr(name_key, {find}(name_key, ', ') + 2) AS found, name_key, id"
        f" FROM player WHERE {find}(name_key, substr(name_key, {find}(name_key, ', ') + 2)) <> 1 AND id NOT IN (SELECT player_id FROM {STAGED})"
        " ORDER BY found, name_key, id"
    )
    conn.exec_driver_sql(
        f"INSERT INTO player_word (word, name_key, player_id) SELECT word, name_key, player_id FROM {STAGED}"
        " WHERE word IS NOT NULL ORDER BY word, name_key, player_id"
    )
    conn.exec_driver_sql(f"DROP TABLE {STAGED}")


def rebuild(conn: Connection, batch: int = 20_000) -> None:
    """The words of every player, from scratch (the migration to schema 7)."""
    conn.exec_driver_sql("DELETE FROM player_word")
    for rows in conn.exec_driver_sql("SELECT id, name_key FROM player").partitions(batch):
        rewrite(conn, [(player_id, None, key) for player_id, key in rows])
