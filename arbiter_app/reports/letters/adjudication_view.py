"""The plain view of an adjudication letter (services.documents.adjudication_letters fills it; the
renderer is reports.letters.adjudication). Dates are strings in the letter's language."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..views import PlayerLine, TournamentHeader

LetterKind = Literal["request", "decision"]
LETTER_KINDS: tuple[LetterKind, ...] = ("request", "decision")


@dataclass(frozen=True)
class AdjudicationLetterView:
    """The arbiter's letter to both players of a game in adjudication [000 §7.3a]: the request for
    their analyses, or the decision."""

    header: TournamentHeader
    kind: LetterKind
    white: PlayerLine
    black: PlayerLine
    cycle: int | None
    """The cycle of a double round robin; None in a single one."""
    moves: int | None
    """The moves played when the game went to adjudication, if known: the position the analyses start from."""
    requested: str
    due: str
    """The deadline of the analyses; "" when none is set."""
    adjudicator: str
    analysis_white: str
    """The day White's analysis arrived; "" not received."""
    analysis_black: str
    decision: str
    """The adjudicated result ("1-0", "1/2-1/2", "0-1"); "" in a request."""
    decided: str
