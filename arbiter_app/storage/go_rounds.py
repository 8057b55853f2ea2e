"""The rounds of a go event in the database: GoRoundRow <-> rules.go.event.GoRound."""

from __future__ import annotations

import json
from typing import Any

from ..i18n import tr
from ..rules.go.round import GoRound
from ..rules.go.round_items import board_items, with_board_items
from .driver import driver_rows
from .reading import NotFound


def go_round_from_row(row: Any) -> GoRound:
    """A round from its row (storage.tables.GoRoundRow, or the driver's row of the same columns)."""
    plain = GoRound(number=row.round, excused=frozenset(int(no) for no in row.excused.split()), bye=row.bye,
                    seed=row.seed)
    return with_board_items(plain, json.loads(row.boards))


def go_round_values(r: GoRound) -> dict[str, object]:
    return {
        "round": r.number,
        "excused": " ".join(str(no) for no in sorted(r.excused)),
        "seed": r.seed,
        "bye": r.bye,
        "boards": json.dumps(board_items(r), ensure_ascii=False),
    }


def load_go_rounds(conn: Any, code: str) -> list[GoRound]:
    """The recorded rounds of tournament `code` in round order (excuses, draws), read on the driver
    connection `conn` (storage.driver; an ORM session's `connection()`)."""
    found = driver_rows(conn, "SELECT id FROM tournament WHERE code = ?", [code])
    if not found:
        raise NotFound(tr("storage.no_tournament", code=code))
    rows = driver_rows(conn, "SELECT round, excused, seed, bye, boards FROM go_round WHERE tournament_id = ? ORDER BY round", [found[0][0]])
    return [go_round_from_row(r) for r in rows]
