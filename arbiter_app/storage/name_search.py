"""The register's search by the words of a name (docs/player-register.md, "Speed"): the rows of the
players whose folded name has, for each typed word, a word starting with it, in name order.

Two indexes give names in name order: the player table's name_key index (for the word a name starts
with) and the table player_word (every later word of a name, with the whole name: storage.player_words).
The search reads the entries of one typed word off both and checks the other words on each name.
Which word is read is decided by what it costs: the entries of player_word are all read and sorted,
those of name_key only until enough players are found. The cost is counted on a small register; on
a large SQLite register it is estimated from a sample of names, since counting two common letters
among a million names took longer than reading the cheaper of them.

The statements are SQL text put together from a few fixed pieces and run on the driver itself: on a
register of a million a search that lists few players takes a few milliseconds, of which building
and compiling SQLAlchemy's statements took more than SQLite's reading (docs/performance.md).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from typing import Any, NamedTuple

from ..rules.player_checks import FIELDS
from .driver import database_key, driver_rows

Connection = Any
"""An SQLAlchemy connection or a storage.driver.SQLiteConnection: both run SQL text on the driver."""

AFTER = "\U0010ffff"
"""After every text that starts with a given one (the word and id columns compare in byte order)."""
FIRST_CAP = 1000
"""Entries are first counted up to this many: a word with fewer is read without further ado."""
COUNT_CAP = 512_000
"""Entries are counted up to at most this many, to start from the cheapest typed word."""
STREAMING = 8
"""How many entries of the name_key index cost as much as one of player_word when they are counted
(not sampled): the first come in name order and are read only until enough players are found, the
second are all read and sorted."""
SAMPLED_FROM = 50_000
"""From this many player rows (the largest rowid), SQLite estimates the costs from a sample."""
SAMPLE = 512
"""Names read for the estimate, evenly spread over the rows: a word on 5 % of the names is estimated
within about 20 %, enough to tell the cheapest; a word in none is rare, so cheap to read."""

COLUMNS = ", ".join(f"player.{name}" for name in FIELDS)
"""The columns of a listed player (rules.player_checks.FIELDS); each row of the search ends with his
folded name after them."""

_SAMPLE_SQL = (
    "WITH RECURSIVE pick(r) AS (SELECT ? UNION ALL SELECT r + ? FROM pick WHERE r + ? <= ?)"
    " SELECT name_key FROM pick JOIN player ON player.rowid = pick.r"
)


class Sample(NamedTuple):
    """Sampled folded names: sorted, as one text of a line each (a folded name has no line break,
    so a pattern is searched once in all of them), and where each line starts in it."""

    keys: list[str]
    text: str
    lines: list[int]


_samples: dict[str, tuple[tuple[int, int], Sample]] = {}
"""Per database (storage.driver.database_key): (the largest rowid, SAMPLE) and the sample."""


Reading = tuple[str, list[Any]]
"""SQL giving players' rows (COLUMNS, then the folded name) in name order, whose LIMIT (where it says
{limit}) is bound last, and its other parameters."""


def matching_rows(conn: Connection, words: list[str], limit: int | None) -> list[Any]:
    """The rows (COLUMNS, then the folded name) of the first `limit` players (all when None), in name
    order, whose folded name has a word starting with each of `words` (folded, letters and digits only)."""
    if not words:
        return []
    costs, rarest_first = _costs(conn, words, limit)
    cheapest = min(sorted(costs, key=len, reverse=True), key=lambda typed: costs[typed])  # ties: the longer
    if cheapest == ALL_NAMES:
        terms, parameters = _starts_words("name_key", rarest_first, conn.dialect.name)
        readings = [(f"SELECT {COLUMNS}, name_key FROM player WHERE {' AND '.join(terms)} ORDER BY name_key, id{{limit}}", parameters)]
    else:
        readings = _readings(cheapest, [typed for typed in rarest_first if typed != cheapest], conn.dialect.name)
    fetch = limit
    while True:
        parts = [driver_rows(conn, sql.format(limit="" if fetch is None else " LIMIT ?"), parameters + [fetch] * (fetch is not None)) for sql, parameters in readings]
        found = sorted((row for part in parts for row in part), key=lambda row: (row[-1], row[0]))  # two sorted runs: a merge
        cut = [max((row[-1], row[0]) for row in part) for part in parts if fetch is not None and len(part) == fetch]
        if cut:  # past the last row of an index read up to `fetch`, that index may hold more
            found = [row for row in found if (row[-1], row[0]) <= min(cut)]
        # the SQL condition lets through some names that the exact check refuses (see _starts_words)
        rows = list({row[0]: row for row in found if all(starts_a_word(row[-1], typed) for typed in words)}.values())
        if not cut or limit is None or len(rows) >= limit:
            return rows[:limit]
        fetch *= 4  # type: ignore[operator]


def starts_a_word(name_key: str, typed: str) -> bool:
    """Whether `typed` (letters and digits) starts a word of the folded name `name_key`: it is found
    where no letter or digit precedes it (rules.names.name_words: a word is a run of letters and digits,
    `[^\\W_]`, which is what `str.isalnum` says of a character)."""
    at = name_key.find(typed)
    while at > 0 and name_key[at - 1].isalnum():
        at = name_key.find(typed, at + 1)
    return at >= 0


def _readings(typed: str, others: list[str], dialect: str) -> list[Reading]:
    """The readings of the players with a word starting with `typed` and each of `others`: off
    player_word (its entries in name order, then their players' rows) and off name_key."""
    bounds = [typed, typed + AFTER]
    terms, parameters = _starts_words("name_key", others, dialect)
    condition = "".join(f" AND {term}" for term in terms)
    return [
        (
            f"SELECT {COLUMNS}, w.name_key FROM (SELECT player_id, name_key FROM player_word WHERE word >= ? AND word < ?{condition}"
            " ORDER BY name_key, player_id{limit}) AS w JOIN player ON player.id = w.player_id ORDER BY w.name_key, w.player_id",
            bounds + parameters,
        ),
        (f"SELECT {COLUMNS}, name_key FROM player WHERE name_key >= ? AND name_key < ?{condition} ORDER BY name_key, id{{limit}}", bounds + parameters),
    ]


ALL_NAMES = ""
"""The plan that reads every name in name order (the name_key index), not the entries of one word."""


Costs = tuple[dict[str, float], list[str]]
"""What reading each typed word, or ALL_NAMES, would cost, in index entries; and the typed words in
the order their conditions are best tried, the one that fewest names meet first."""


def _costs(conn: Connection, words: list[str], limit: int | None) -> Costs:
    """The costs counted up to FIRST_CAP first: a word under it is cheap enough to read without
    knowing more. Else estimated from a sample on a large SQLite register, or counted further."""
    if len(words) == 1:  # every name of name_key's range has it: those are read only up to `limit`
        counted: dict[str, float] = {words[0]: _counts(conn, [("player_word", "word", words[0], FIRST_CAP)])[0]}
    else:
        counted = _counted_costs(conn, words, FIRST_CAP, FIRST_CAP)
    if min(counted.values()) < FIRST_CAP:
        return counted, sorted(words, key=lambda typed: counted[typed])
    if conn.dialect.name == "sqlite":
        top = driver_rows(conn, "SELECT max(rowid) FROM player")[0][0] or 0
        if top >= SAMPLED_FROM:
            return _sampled_costs(_sample(conn, top), words, limit, max(1, top // SAMPLE), top)
    if len(words) > 1:
        counted = _counted_costs(conn, words, FIRST_CAP * 8, COUNT_CAP)
    return counted, sorted(words, key=lambda typed: counted[typed])


def _sample(conn: Connection, top: int) -> Sample:
    """The folded names of SAMPLE rows evenly spread up to the rowid `top`: read once per database
    while the largest rowid stays (a name edited since changes an estimate, never a result)."""
    kept = _samples.get(database_key(conn))
    if kept is not None and kept[0] == (top, SAMPLE):
        return kept[1]
    step = max(1, top // SAMPLE)
    keys = sorted(row[0] for row in driver_rows(conn, _SAMPLE_SQL, (step // 2 + 1, step, step, top)))
    lines = [0]
    for key in keys[:-1]:
        lines.append(lines[-1] + len(key) + 1)
    sample = Sample(keys, "\n".join(keys), lines)
    _samples[database_key(conn)] = ((top, SAMPLE), sample)
    return sample


def _sampled_costs(sample: Sample, words: list[str], limit: int | None, step: int, top: int) -> Costs:
    """The costs estimated from the sampled names, each standing for `step` rows. A word: its
    entries in player_word, plus its names in name_key, of which only as many are read as it takes
    to find `limit` players (from the share of the sampled names that have every typed word). ALL_NAMES:
    the names before the `limit`-th that has every word, from where the sampled ones fall in name
    order (a share alone would mislead: "s j" meets hardly a name before those starting with "j")."""
    keys, text, lines = sample
    line_starts = set(lines)

    def name_of(at: int) -> int:
        """The sampled name (its place) whose line holds the place `at` of the text."""
        return bisect_right(lines, at) - 1

    found_at = {typed: [found.start() for found in re.finditer(re.escape(typed), text)] for typed in words}
    # a typed word starts a word of the name where no letter or digit precedes it (as in starts_a_word)
    word_starts = {typed: [at for at in places if at == 0 or not text[at - 1].isalnum()] for typed, places in found_at.items()}
    has = {typed: {name_of(at) for at in found} for typed, found in word_starts.items()}
    every = sorted(set.intersection(*has.values()))
    costs: dict[str, float] = {}
    for typed in words:
        entries = sum(at not in line_starts for at in word_starts[typed])  # the words of player_word: all but the first
        first, last = bisect_left(keys, typed), bisect_left(keys, typed + AFTER)  # the sorted names starting with it
        names: float = last - first
        hits = bisect_left(every, last) - bisect_left(every, first)
        if limit is not None and hits:
            names = min(names, limit / step * (last - first) / hits)
        costs[typed] = (entries + names) * step
    needed = -(-(limit or top) // step)  # sampled names with every word that stand for `limit` players
    costs[ALL_NAMES] = (every[needed - 1] + 1) * step if len(every) >= needed else top
    # the SQL condition first asks whether a word is in the name at all ("j" is in fewer names than
    # "a", though more names have a word starting with it)
    inside = {typed: len({name_of(at) for at in places}) for typed, places in found_at.items()}
    return costs, sorted(words, key=lambda typed: inside[typed])


def _counts(conn: Connection, counted: list[tuple[str, str, str, int]]) -> list[int]:
    """In one statement: for each (table, column, typed word, cap), the entries of the index on
    column whose text starts with the word, counted up to the cap."""
    sql = ", ".join(f"(SELECT count(*) FROM (SELECT 1 FROM {table} WHERE {column} >= ? AND {column} < ? LIMIT ?) AS c{place})"
                    for place, (table, column, _typed, _cap) in enumerate(counted))
    return list(driver_rows(conn, f"SELECT {sql}", [value for _t, _c, typed, cap in counted for value in (typed, typed + AFTER, cap)])[0])


def _counted_costs(conn: Connection, words: list[str], first_cap: int, last_cap: int) -> dict[str, float]:
    """The costs counted: the entries of each word in player_word plus those in name_key over
    STREAMING, counted in rounds, each up to a higher cap (from `first_cap` to `last_cap`), until some
    word stays under it; in a round, all the words' entries in player_word in one statement, then in
    name_key those of the words still under the cap (of the indexed columns alone: reading a player's
    row would take longer)."""
    cap = first_cap
    while True:
        later = dict(zip(words, _counts(conn, [("player_word", "word", typed, cap) for typed in words])))
        under = [typed for typed in words if later[typed] < cap]
        first = dict(zip(under, _counts(conn, [("player", "name_key", typed, (cap - later[typed]) * STREAMING) for typed in under]))) if under else {}
        costs: dict[str, float] = {typed: later[typed] + first.get(typed, 0) // STREAMING for typed in words}
        if min(costs.values()) < cap or cap >= last_cap:
            return costs
        cap *= 8


_NOT_WORD = "[^0-9a-z]"
"""Every character that ends a word (rules.names.name_words: anything but a letter or digit) is one of
these; so are a few that do not (capitals, letters outside a-z), which the check in Python then refuses."""


def _starts_words(key: str, words: list[str], dialect: str) -> tuple[list[str], list[Any]]:
    """SQL terms and their parameters: each of `words` (letters and digits only, so never a pattern
    character) starts the folded name in the column `key` or follows a character of _NOT_WORD in it:
    every name with a word starting with each and a few more. SQLite's GLOB with a character class is
    slow, so `instr` first skips the names without each word at all, and then finds the word after a
    space; PostgreSQL has regular expressions. The rarest word first: the conditions are tried in their order."""
    if dialect == "postgresql":
        return [f"{key} ~ ?" for _ in words], [f"(^|{_NOT_WORD}){typed}" for typed in words]
    # a word after a space, the usual case, is found by `instr`, the others by GLOB
    terms = [f"instr({key}, ?) > 0" for _ in words] + [f"({key} GLOB ? OR instr({key}, ?) > 0 OR {key} GLOB ?)" for _ in words]
    return terms, [*words, *(pattern for typed in words for pattern in (typed + "*", " " + typed, f"*{_NOT_WORD}{typed}*"))]
