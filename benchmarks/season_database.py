"""The database of a whole season, generated: a FIDE rating list in the register and years of
finished groups, for benchmarks/bench_season.py and tests/services/test_season_shape.py.

Everything is written with plain bulk inserts (no service, no audit of the filling itself), from
seeded generators, so that the same arguments give the same database. The groups' results are
audited as the arbiter would have entered them (one batch per result), so that the audit log grows
with the history as a real one does.
"""

from __future__ import annotations

import random
from datetime import date, datetime, time, timedelta
from itertools import islice

from sqlalchemy import Boolean, DateTime, Integer, String, column, insert, table, text
from sqlalchemy.engine import Connection

from arbiter_app.rules.model import Entry, Game, Organiser, Player, PlayerId, RatingKind, Result, StartNo, Tournament
from arbiter_app.rules.names import fold, indexed_words
from arbiter_app.services.ratings.list_batches import COLUMNS, FIDE_PREFIX
from arbiter_app.storage.mappers import entry_values, game_values, tournament_values
from arbiter_app.storage.tables import SQLModel
from arbiter_app.storage.writer import to_json
from benchmarks.rating_list_files import generated_players

GENERATOR_VERSION = 1
"""Raise it whenever the generated database changes: cached copies are keyed by it."""

GROUP_SIZE = 13
_CHUNK = 20_000
AUDIT = table(
    "audit", column("batch", Integer), column("at", DateTime), column("tournament_code", String), column("action", String),
    column("entity", String), column("key", String), column("old", String), column("new", String),
    column("undone", Boolean), column("actor", String),
)
"""The audit columns a result fills (`at` stored as the ORM stores a datetime)."""
_INSERT_PLAYER = f"INSERT INTO player ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})"


def fill_register(conn: Connection, count: int) -> None:
    """`count` generated FIDE players (benchmarks.rating_list_files) in the register, with the words
    of their names (player_word), as an import of the FIDE list stores them (no ICCF titles)."""
    players = generated_players(count)
    while rows := [
        (FIDE_PREFIX + str(p.fide_id), p.name, fold(p.name), p.federation, None, "f" if p.sex == "F" else "m",
         p.rating, p.games, "fide" if p.rating else "none", str(p.fide_id), p.birth_year, None, "")
        for p in islice(players, _CHUNK)
    ]:
        conn.exec_driver_sql(_INSERT_PLAYER, rows)
        words = [(word, row[2], row[0]) for row in rows for word in indexed_words(row[2])]
        conn.exec_driver_sql("INSERT INTO player_word (word, name_key, player_id) VALUES (?, ?, ?)", words)


def add_groups(conn: Connection, count: int, register_size: int, first_year: int = 2006, seed: int = 1) -> list[str]:
    """`count` finished ICCF title groups of GROUP_SIZE players drawn from the register's first
    `register_size` generated players, ending over the twenty years from `first_year`, each result
    audited; returns their codes (oldest first)."""
    rng = random.Random(seed)
    t = SQLModel.metadata.tables
    batch = int(conn.execute(text("SELECT coalesce(max(batch), 0) FROM audit")).scalar_one())
    ids = [p for _, p in zip(range(register_size), generated_players(register_size))]
    codes = []
    for k in range(count):
        start = date(first_year + k * 20 // count, 1 + k % 12, 1)
        code = f"SEASON{start.year}-{k:03d}"
        tournament = Tournament(
            code=code, name=f"Title group {k + 1}", organiser=Organiser.ICCF, kind="wch_semifinal",
            start_date=start, title_tournament=True, td="Tomáš Mrkvička", draw_method="lot", draw_seed=k,
        )
        tournament_id = conn.execute(insert(t["tournament"]).values(tournament_values(tournament))).lastrowid
        chosen = rng.sample(ids, GROUP_SIZE)
        entries = [
            Entry(StartNo(no), Player(PlayerId(FIDE_PREFIX + str(p.fide_id)), p.name, p.federation, "IM" if no <= 3 else None,
                                      rating=rng.randint(2200, 2600), rated_games=rng.randint(30, 300), rating_kind=RatingKind.FIXED))
            for no, p in enumerate(chosen, start=1)
        ]
        conn.execute(insert(t["entry"]), [{**entry_values(e), "tournament_id": tournament_id} for e in entries])
        games = [
            Game(StartNo(w), StartNo(b), rng.choice((Result.WHITE_WIN, Result.DRAW, Result.DRAW, Result.BLACK_WIN)),
                 moves=rng.randint(20, 80), ended=start + timedelta(days=rng.randint(200, 700)), round=1)
            for w in range(1, GROUP_SIZE + 1) for b in range(w + 1, GROUP_SIZE + 1)
        ]
        conn.execute(insert(t["game"]), [{**game_values(g), "tournament_id": tournament_id} for g in games])
        rows = []
        for batch, g in enumerate(games, start=batch + 1):
            new = game_values(g)
            rows.append({
                "batch": batch, "at": datetime.combine(g.ended or start, time(12)), "tournament_code": code, "action": "result",
                "entity": "game", "key": to_json({"tournament": code, "white": g.white, "black": g.black, "round": 1}),
                "old": to_json({**new, "result": "*", "moves": None, "ended": None}), "new": to_json(new),
                "undone": False, "actor": "season generator",
            })
        conn.execute(insert(AUDIT), rows)
        codes.append(code)
    return codes
