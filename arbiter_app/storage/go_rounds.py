"""The rounds of a go event in the database: GoRoundRow <-> rules.go_event.GoRound."""

from __future__ import annotations

import json
from typing import Any

from sqlmodel import Session, col, select

from ..rules.go_event import GoRound
from ..rules.go_pairing import Board, Reason, Why
from .repository import tournament_row
from .tables import GoRoundRow


def _reason_values(r: Reason) -> dict[str, Any]:
    return {"why": r.why.value, "score_white": r.score_white, "score_black": r.score_black,
            "repeats_avoided": r.repeats_avoided, "same_club": r.same_club, "byes_before": r.byes_before,
            "from_white": r.from_white, "from_black": r.from_black, "first_place": r.first_place,
            "last_place": r.last_place}


def _reason(values: dict[str, Any]) -> Reason:
    return Reason(Why(values["why"]), values["score_white"], values.get("score_black"),
                  values.get("repeats_avoided", 0), values.get("same_club", False), values.get("byes_before", 0),
                  values.get("from_white", 0), values.get("from_black", 0), values.get("first_place", 0),
                  values.get("last_place", 0))


def go_round_from_row(row: GoRoundRow) -> GoRound:
    items = json.loads(row.boards)
    boards = tuple(Board(b["board"], b["white"], b["black"], _reason(b["reason"])) for b in items if "white" in b)
    bye_reason = next((_reason(b["reason"]) for b in items if "bye" in b), None)
    return GoRound(
        number=row.round,
        excused=frozenset(int(no) for no in row.excused.split()),
        bye=row.bye,
        seed=row.seed,
        boards=boards,
        bye_reason=bye_reason,
        passes=tuple((b["board"], b["pass"]) for b in items if "pass" in b),
    )


def go_round_values(r: GoRound) -> dict[str, object]:
    items: list[dict[str, Any]] = [
        {"board": b.board, "white": b.white, "black": b.black, "reason": _reason_values(b.reason)} for b in r.boards
    ]
    if r.bye is not None and r.bye_reason is not None:
        items.append({"bye": r.bye, "reason": _reason_values(r.bye_reason)})
    items += [{"pass": no, "board": board} for board, no in r.passes]
    return {
        "round": r.number,
        "excused": " ".join(str(no) for no in sorted(r.excused)),
        "seed": r.seed,
        "bye": r.bye,
        "boards": json.dumps(items, ensure_ascii=False),
    }


def load_go_rounds(session: Session, code: str) -> list[GoRound]:
    """The recorded rounds of tournament `code` in round order (excuses, draws)."""
    row = tournament_row(session, code)
    rows = session.exec(
        select(GoRoundRow).where(GoRoundRow.tournament_id == row.id).order_by(col(GoRoundRow.round))
    ).all()
    return [go_round_from_row(r) for r in rows]
