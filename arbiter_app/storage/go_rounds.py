"""The rounds of a go event in the database: GoRoundRow <-> rules.go.event.GoRound."""

from __future__ import annotations

import json

from sqlmodel import Session, col, select

from ..rules.go.round import GoRound
from ..rules.go.round_items import board_items, with_board_items
from .repository import tournament_row
from .tables import GoRoundRow


def go_round_from_row(row: GoRoundRow) -> GoRound:
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


def load_go_rounds(session: Session, code: str) -> list[GoRound]:
    """The recorded rounds of tournament `code` in round order (excuses, draws)."""
    row = tournament_row(session, code)
    rows = session.exec(
        select(GoRoundRow).where(GoRoundRow.tournament_id == row.id).order_by(col(GoRoundRow.round))
    ).all()
    return [go_round_from_row(r) for r in rows]
