"""The plain data of a claim decision letter (reports.letters.claim prints it), filled in the
document's language by services.documents.claim_letters: no ReportLab here, so the window builds it
without loading the renderer."""

from __future__ import annotations

from dataclasses import dataclass

from ..views import TournamentHeader


@dataclass(frozen=True)
class ClaimLetterView:
    """The director's decision on a claim in one game [001 §8.7a–b, §15; 000 §7.7b], for both players."""

    header: TournamentHeader
    subject: str
    facts: tuple[tuple[str, str], ...]
    """(label, value) lines under the subject: recipients, game, claimant, claim, dates, decision."""
    decision: str
    """The decision in words with its reference [001 §8.7a] and what it does to the game."""
    substitute: str
    """The captain's substitute deadline [001 §8.7b; 000 §7.7b]; "" when none was set."""
    appeal: str
    """The right of appeal and its period [001 §15], or the appeal's course and outcome."""
