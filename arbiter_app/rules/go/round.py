"""One round of a go event as stored beside its games: who was excused, who had the bye, how it was
drawn [003 §3.2]."""

from __future__ import annotations

from dataclasses import dataclass

from .pairing import Board, Reason


@dataclass(frozen=True)
class GoRound:
    """What the games of a round do not say: who was excused, who had the bye, the seed of the draw."""

    number: int
    excused: frozenset[int] = frozenset()
    bye: int | None = None
    seed: int | None = None
    """None: not drawn yet (only excuses recorded)."""
    boards: tuple[Board, ...] = ()
    """The drawn boards with the reason of each pairing (a TD's swap marked `Why.SWAPPED`)."""
    bye_reason: Reason | None = None
    passes: tuple[tuple[int, int], ...] = ()
    """Knockout: (bracket place, player) of each player who goes on without play this round."""

    @property
    def drawn(self) -> bool:
        return self.seed is not None
