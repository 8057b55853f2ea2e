"""The rows of a tournament's running event beyond its table: adjudication cases and claims
(storage.tables.AdjudicationRow, ClaimRow), by their natural keys."""

from __future__ import annotations

from typing import Any

from .driver import driver_rows


def case_keys(conn: Any, code: str) -> dict[str, list[dict[str, Any]]]:
    """The natural keys (storage.writer.ENTITIES) of the adjudication cases and claims of tournament
    `code`, read on the driver connection `conn`: what deleting the tournament deletes first."""
    keys: dict[str, list[dict[str, Any]]] = {}
    for entity, table, own in (("adjudication", "adjudication_case", ("white", "black", "round")),
                               ("claim", "claim", ("white", "black", "round", "seq"))):
        rows = driver_rows(conn, f"SELECT {', '.join(own)} FROM {table} t JOIN tournament ON tournament.id = t.tournament_id"
                                 " WHERE tournament.code = ?", [code])
        keys[entity] = [{"tournament": code, **dict(zip(own, row))} for row in rows]
    return keys
