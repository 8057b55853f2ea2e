"""A go round's drawn boards as plain values (lists of dicts of numbers, strings and booleans): the one
shape in which the database (`storage.go_rounds`) and the JSON exchange file
(`formats.go_rounds_json`) keep the boards, the bye's reason and the knockout passes of a round.

Items, in board order: `{"board", "white", "black", "reason"}` per board (and `"stones"` where an
imported table gave the handicap), `{"bye", "reason"}` for
the bye, `{"pass", "board"}` per knockout player going on without play. A reason is
`{"why", "score_white", "score_black", "repeats_avoided", "same_club", "byes_before", "from_white",
"from_black", "first_place", "last_place"}` (rules.go.pairing.Reason).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from ...i18n import tr
from .round import GoRound
from .pairing import Board, Reason, Why


def reason_values(r: Reason) -> dict[str, Any]:
    return {"why": r.why.value, "score_white": r.score_white, "score_black": r.score_black,
            "repeats_avoided": r.repeats_avoided, "same_club": r.same_club, "byes_before": r.byes_before,
            "from_white": r.from_white, "from_black": r.from_black, "first_place": r.first_place,
            "last_place": r.last_place}


def reason_of(values: Mapping[str, Any]) -> Reason:
    """The Reason of `values`; KeyError or ValueError when `why` or `score_white` is missing or wrong."""
    return Reason(Why(values["why"]), values["score_white"], values.get("score_black"),
                  values.get("repeats_avoided", 0), values.get("same_club", False), values.get("byes_before", 0),
                  values.get("from_white", 0), values.get("from_black", 0), values.get("first_place", 0),
                  values.get("last_place", 0))


def board_items(r: GoRound) -> list[dict[str, Any]]:
    """The boards, the bye's reason and the passes of round `r` as items."""
    items: list[dict[str, Any]] = [
        {"board": b.board, "white": b.white, "black": b.black, "reason": reason_values(b.reason)}
        | ({"stones": b.stones} if b.stones is not None else {}) for b in r.boards
    ]
    if r.bye is not None and r.bye_reason is not None:
        items.append({"bye": r.bye, "reason": reason_values(r.bye_reason)})
    items += [{"pass": no, "board": board} for board, no in r.passes]
    return items


def with_board_items(r: GoRound, items: Sequence[Mapping[str, Any]]) -> GoRound:
    """Round `r` with the boards, bye reason and passes of `items` (KeyError, ValueError or TypeError
    on an item that is not one of the three shapes)."""
    for item in items:
        if not any(key in item for key in ("white", "bye", "pass")):
            raise ValueError(f"an item with neither white, bye nor pass: {dict(item)}")
    return replace(
        r,
        boards=tuple(Board(b["board"], b["white"], b["black"], reason_of(b["reason"]), _stones(b.get("stones")))
                     for b in items if "white" in b),
        bye_reason=next((reason_of(b["reason"]) for b in items if "bye" in b), None),
        passes=tuple((b["board"], b["pass"]) for b in items if "pass" in b),
    )


def _stones(value: Any) -> int | None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
        raise ValueError(tr("rules.stones", value=repr(value)))
    return value
