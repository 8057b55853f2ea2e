"""The adjudication letters' views [000 §7.3a]: the request for the players' analyses and the
decision, for both players of the game, in the event's language (document_language)."""

from __future__ import annotations

from ...i18n import tr
from ...reports.letters.adjudication_view import LETTER_KINDS, AdjudicationLetterView, LetterKind
from ...rules.chess.adjudication_cases import AdjudicationCase
from ...rules.model import TournamentData
from .common import DocumentRefused, document_language, format_date, player_line, tournament_header


def adjudication_letter_of(data: TournamentData, case: AdjudicationCase, kind: str, moves: int | None,
                           lang: str | None = None) -> AdjudicationLetterView:
    """The letter `kind` ("request" or "decision") of `case`; `moves`: those played in the game. A
    decision letter of a case not decided yet is refused."""
    if kind not in LETTER_KINDS:
        raise DocumentRefused(tr("adjudications.letter.refused.kind", kind=kind, kinds=", ".join(LETTER_KINDS)))
    if kind == "decision" and case.decision is None:
        raise DocumentRefused(tr("adjudications.letter.refused.undecided", code=data.tournament.code, white=case.white,
                                 black=case.black))
    language = document_language(data.tournament, lang)
    letter: LetterKind = "request" if kind == "request" else "decision"
    return AdjudicationLetterView(
        header=tournament_header(data, language), kind=letter,
        white=player_line(data.entry(case.white), data), black=player_line(data.entry(case.black), data),
        cycle=case.round if data.tournament.rounds > 1 else None, moves=moves,
        requested=format_date(case.requested, language), due=format_date(case.analyses_due, language),
        adjudicator=case.adjudicator, analysis_white=format_date(case.analysis_white, language),
        analysis_black=format_date(case.analysis_black, language),
        decision=case.decision.value if case.decision else "", decided=format_date(case.decided, language))
