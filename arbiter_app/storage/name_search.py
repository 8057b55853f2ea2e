"""The register's search by the words of a name (docs/player-register.md, "Speed"): the ids of the
players whose folded name has, for each typed word, a word starting with it, in name order.

Two indexes give names in name order: the player table's name_key index (for the word a name starts
with) and the table player_word (every later word of a name, with the whole name: storage.player_words).
The search reads the entries of one typed word off both and checks the other words on each name.
Which word is read is decided by what it costs: the entries of player_word are all read and sorted,
those of name_key only until enough players are found. The cost is counted on a small register; on
a large SQLite register it is estimated from a sample of names, since counting two common letters
among a million names took longer than reading the cheaper of them.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from sqlalchemy import and_, func, literal, or_, select, true
from sqlalchemy.engine import Connection

from ..rules.names import name_words
from .reading import tables

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

_SAMPLE_SQL = (
    "WITH RECURSIVE pick(r) AS (SELECT ? UNION ALL SELECT r + ? FROM pick WHERE r + ? <= ?)"
    " SELECT name_key FROM pick JOIN player ON player.rowid = pick.r"
)

Reading = tuple[Any, Any, Any]
"""(a query of (player id, folded name), its name column, its id column)."""


def matching_ids(conn: Connection, words: list[str], limit: int | None) -> list[str]:
    """The ids of the first `limit` players (all when None), in name order, whose folded name has a
    word starting with each of `words` (folded, letters and digits only)."""
    if not words:
        return []
    player, player_word = tables(conn)["player"], tables(conn)["player_word"]
    word, word_key, word_player = player_word.c.word, player_word.c.name_key, player_word.c.player_id
    name_key, player_id = player.c.name_key, player.c.id

    def starting(typed: str) -> list[Reading]:
        """The readings of the players with a word starting with `typed`, one for each index."""
        return [
            (select(word_player, word_key).where(word >= typed, word < typed + AFTER), word_key, word_player),
            (select(player_id, name_key).where(name_key >= typed, name_key < typed + AFTER), name_key, player_id),
        ]

    dialect = conn.dialect.name
    costs, rarest_first = _costs(conn, words, limit, starting)
    cheapest = min(sorted(costs, key=len, reverse=True), key=lambda typed: costs[typed])  # ties: the longer
    if cheapest == ALL_NAMES:
        queries = [select(player_id, name_key).where(_starts_words(name_key, rarest_first, dialect)).order_by(name_key, player_id)]
    else:
        others = [typed for typed in rarest_first if typed != cheapest]
        queries = [query.where(_starts_words(key, others, dialect)).order_by(key, pid) for query, key, pid in starting(cheapest)]
    fetch = limit
    while True:
        parts = [conn.execute(query.limit(fetch)).all() for query in queries]
        found = sorted([(key, pid) for part in parts for pid, key in part])  # two sorted runs: a merge
        cut = [(part[-1][1], part[-1][0]) for part in parts if fetch is not None and len(part) == fetch]
        if cut:  # past the last row of an index read up to `fetch`, that index may hold more
            found = [row for row in found if row <= min(cut)]
        # the SQL condition lets through some names that the exact check refuses (see _starts_words)
        ids = list(dict.fromkeys(pid for key, pid in found if has_words(key, words)))
        if not cut or limit is None or len(ids) >= limit:
            return ids[:limit]
        fetch *= 4  # type: ignore[operator]


ALL_NAMES = ""
"""The plan that reads every name in name order (the name_key index), not the entries of one word."""


Costs = tuple[dict[str, float], list[str]]
"""What reading each typed word, or ALL_NAMES, would cost, in index entries; and the typed words in
the order their conditions are best tried, the one that fewest names meet first."""


def _costs(conn: Connection, words: list[str], limit: int | None, starting: Callable[[str], list[Reading]]) -> Costs:
    """The costs counted up to FIRST_CAP first: a word under it is cheap enough to read without
    knowing more. Else estimated from a sample on a large SQLite register, or counted further."""
    if len(words) == 1:  # every name of name_key's range has it: those are read only up to `limit`
        query = starting(words[0])[0][0].with_only_columns(literal(1)).limit(FIRST_CAP).subquery()
        counted: dict[str, float] = {words[0]: conn.execute(select(func.count()).select_from(query)).scalar_one()}
    else:
        counted = _counted_costs(conn, words, starting, FIRST_CAP, FIRST_CAP)
    if min(counted.values()) < FIRST_CAP:
        return counted, sorted(words, key=lambda typed: counted[typed])
    if conn.dialect.name == "sqlite":
        top = conn.exec_driver_sql("SELECT max(rowid) FROM player").scalar() or 0
        if top >= SAMPLED_FROM:
            return _sampled_costs(conn, words, limit, top)
    if len(words) > 1:
        counted = _counted_costs(conn, words, starting, FIRST_CAP * 8, COUNT_CAP)
    return counted, sorted(words, key=lambda typed: counted[typed])


def _sampled_costs(conn: Connection, words: list[str], limit: int | None, top: int) -> Costs:
    """The costs estimated from SAMPLE names read by rowid, each standing for `step` rows. A word:
    its entries in player_word, plus its names in name_key, of which only as many are read as it takes
    to find `limit` players (from the share of the sampled names that have every typed word). ALL_NAMES:
    the names before the `limit`-th that has every word, from where the sampled ones fall in name
    order (a share alone would mislead: "s j" meets hardly a name before those starting with "j")."""
    step = max(1, top // SAMPLE)
    keys = sorted(conn.exec_driver_sql(_SAMPLE_SQL, (step // 2 + 1, step, step, top)).scalars().all())
    # a typed word starts a word of the name (rules.names.name_words) where no letter or digit precedes it
    anywhere = {typed: re.compile(rf"(?<![^\W_]){typed}") for typed in words}
    has = {typed: [anywhere[typed].search(key) is not None for key in keys] for typed in words}
    every = [all(found) for found in zip(*has.values())]
    costs: dict[str, float] = {}
    for typed in words:
        later = re.compile(rf"(?<=[\W_]){typed}")  # the words of player_word: all but the first
        entries = sum(len(later.findall(key)) for key in keys)
        starts = [place for place, key in enumerate(keys) if key.startswith(typed)]
        names: float = len(starts)
        hits = sum(1 for place in starts if every[place])
        if limit is not None and hits:
            names = min(names, limit / step * len(starts) / hits)
        costs[typed] = (entries + names) * step
    needed = -(-(limit or top) // step)  # sampled names with every word that stand for `limit` players
    found = [place for place, ok in enumerate(every) if ok]
    costs[ALL_NAMES] = (found[needed - 1] + 1) * step if len(found) >= needed else top
    # the SQL condition first asks whether a word is in the name at all ("j" is in fewer names than
    # "a", though more names have a word starting with it)
    return costs, sorted(words, key=lambda typed: sum(typed in key for key in keys))


def _counted_costs(conn: Connection, words: list[str], starting: Callable[[str], list[Reading]], first_cap: int, last_cap: int) -> dict[str, float]:
    """The costs counted: the entries of each word in player_word plus those in name_key over
    STREAMING, counted in rounds, each up to a higher cap (from `first_cap` to `last_cap`), until some
    word stays under it, and in a round each word only as far as the cheapest before it, so that the
    others are counted not much further than the cheapest (of the indexed columns alone: reading a
    player's row would take longer)."""

    def cost(typed: str, cap: float) -> int:
        found = 0
        for (query, _key, _id), weight in zip(starting(typed), (1, STREAMING)):
            if found < cap:
                counted = query.with_only_columns(literal(1)).limit(int(cap - found) * weight).subquery()
                found += int(conn.execute(select(func.count()).select_from(counted)).scalar_one()) // weight
        return found

    cap = first_cap
    while True:
        costs: dict[str, float] = {}
        for typed in sorted(words, key=len, reverse=True):  # a longer word is likely rarer
            costs[typed] = cost(typed, min([cap, *costs.values()]))
        if min(costs.values()) < cap or cap >= last_cap:
            return costs
        cap *= 8


_NOT_WORD = "[^0-9a-z]"
"""Every character that ends a word (rules.names.name_words: anything but a letter or digit) is one of
these; so are a few that do not (capitals, letters outside a-z), which `has_words` then refuses."""


def _starts_words(key: Any, words: list[str], dialect: str) -> Any:
    """SQL: each of `words` (letters and digits only, so never a pattern character) starts the folded
    name `key` or follows a character of _NOT_WORD in it: every name with a word starting with each
    and a few more. SQLite's GLOB with a character class is slow, so `instr` first skips the names
    without each word at all; PostgreSQL has regular expressions. The rarest word first: the
    conditions are tried in their order."""
    if dialect == "postgresql":
        return and_(true(), *(key.regexp_match(f"(^|{_NOT_WORD}){typed}") for typed in words))
    starts = (or_(key.op("GLOB")(typed + "*"), key.op("GLOB")(f"*{_NOT_WORD}{typed}*")) for typed in words)
    return and_(true(), *(func.instr(key, typed) > 0 for typed in words), *starts)


def has_words(name_key: str, words: list[str]) -> bool:
    """Whether each of `words` starts a word of the folded name `name_key`."""
    own = name_words(name_key)
    return all(any(word.startswith(typed) for word in own) for typed in words)
