"""The director's decision letter on a claim, in the event's language (document_language): the view of
reports.letters.claim filled from a claim of the register and its game (services.running.claim_letters
reads the claim and prints the letter)."""

from __future__ import annotations

from ...i18n import tr, tr_sex
from ...reports.letters.claim_view import ClaimLetterView
from ...reports.views import Lang
from ...rules.chess.claims import AppealOutcome, Claim, ClaimKind, Decision, appeal_days, appeal_due
from ...rules.model import Entry, Game, Organiser, TournamentData
from ...rules.names import safe_file_name
from ...rules.results import is_remaining
from ..results import find_game
from .diploma import display_name
from .common import DocumentRefused, document_language, format_date, tournament_header


def claim_letter_file_name(code: str, white: int, black: int, seq: int) -> str:
    """"CZE_T4L1_2025_claim_3-7_1.pdf"."""
    return safe_file_name(f"{code}_claim_{white}-{black}_{seq}") + ".pdf"


def claim_letter_of(data: TournamentData, claim: Claim, lang: str | None = None) -> ClaimLetterView:
    """The letter on the decided `claim` of `data` [001 §8.7a–b, §15; 000 §7.7b]."""
    language = document_language(data.tournament, lang)
    if claim.decision is None or claim.decided is None:
        raise DocumentRefused(tr("claims.letter.undecided", code=data.tournament.code, white=claim.white, black=claim.black, seq=claim.seq))
    white, black = data.entry(claim.white), data.entry(claim.black)
    claimant, against = (white, black) if claim.claimant == claim.white else (black, white)
    game = find_game(data, claim.white, claim.black, claim.round)
    kind = tr(f"claims.kind.{claim.kind.value}", language)

    def fact(key: str, value: str) -> tuple[str, str]:
        return tr(f"claims.letter.{key}", language), value

    facts = (
        fact("to", "; ".join([white.name, black.name, *_captains(data, (white, black), language)])),
        fact("game", _game_text(data, white, black, claim.round, language)),
        fact("claim", tr("claims.letter.claim_value", language, seq=claim.seq, kind=kind)),
        fact("claimant", f"{claimant.name} ({claimant.no})"),
        fact("against", f"{against.name} ({against.no})"),
        fact("filed", format_date(claim.filed, language)),
        fact("note", claim.note),
        fact("decided", format_date(claim.decided, language)),
        fact("decision_label", tr(f"claims.decision.{claim.decision.value}", language)),
        fact("state", _state_text(game, language)),
    )
    return ClaimLetterView(
        header=tournament_header(data, language),
        subject=tr("claims.letter.subject", language, seq=claim.seq, kind=kind, white=white.name, black=black.name),
        facts=facts,
        decision=_decision_text(claim, claimant, against, language),
        substitute=_substitute_text(data, claim, against, language),
        appeal=_appeal_text(data, claim, language),
    )


def _decision_text(claim: Claim, claimant: Entry, against: Entry, lang: Lang) -> str:
    if claim.kind is ClaimKind.TIME and claim.decision is Decision.UPHELD:
        return tr_sex("claims.letter.time_upheld", against.player.sex, lang, loser=display_name(against.name), winner=display_name(claimant.name),
                      result=_forfeit_result(claim))
    if claim.kind is ClaimKind.TIME:
        return tr("claims.letter.time_rejected", lang)
    return tr(f"claims.letter.other_{claim.decision.value if claim.decision else 'rejected'}", lang)


def _forfeit_result(claim: Claim) -> str:
    """The result the forfeit gives: the claimant wins, flag E [001 §8.7a]."""
    return ("1-0" if claim.claimant == claim.white else "0-1") + " E"


def _substitute_text(data: TournamentData, claim: Claim, against: Entry, lang: Lang) -> str:
    due = claim.substitute_due
    if due is None:
        return ""
    team = next((t for t in data.teams if t.no == against.team), None)
    captain = tr("claims.letter.captain_named", lang, captain=team.captain) if team is not None and team.captain else ""
    reference = "001 §8.7b" if data.tournament.organiser is Organiser.ICCF else "000 §7.7b"
    return tr_sex("claims.letter.substitute_text", against.player.sex, lang, loser=display_name(against.name),
                  team=team.name if team is not None else "", captain=captain, due=format_date(due, lang), reference=reference)


def _appeal_text(data: TournamentData, claim: Claim, lang: Lang) -> str:
    outcome = claim.appeal_outcome
    if claim.appeal_filed is not None and outcome is None:
        return tr("claims.letter.appeal_pending", lang, filed=format_date(claim.appeal_filed, lang))
    if claim.appeal_filed is not None and outcome is not None:
        text = tr("claims.letter.appeal_decided", lang, filed=format_date(claim.appeal_filed, lang),
                  decided=format_date(claim.appeal_decided, lang), outcome=tr(f"claims.appeal.{outcome.value}", lang))
        if claim.kind is ClaimKind.TIME and outcome is AppealOutcome.OVERTURNED:
            text += " " + (tr("claims.letter.appeal_restored", lang) if claim.decision is Decision.UPHELD
                           else tr("claims.letter.appeal_forfeit", lang, result=_forfeit_result(claim)))
        return text
    # the letter is the decision: it states the right of appeal whenever it is printed
    days = appeal_days(data)
    body = "iccf" if data.tournament.organiser is Organiser.ICCF else "organiser"
    return tr("claims.letter.appeal_right", lang, due=format_date(appeal_due(claim, days), lang), days=days,
              body=tr(f"claims.letter.body.{body}", lang))


def _captains(data: TournamentData, players: tuple[Entry, Entry], lang: Lang) -> list[str]:
    """The captains of the players' teams in a team event, who may be asked for a substitute [001 §8.7b]."""
    teams = [t for p in players for t in data.teams if t.no == p.team and t.captain]
    return [tr("claims.letter.captain_of", lang, team=t.name, captain=t.captain) for t in dict.fromkeys(teams)]


def _game_text(data: TournamentData, white: Entry, black: Entry, round: int, lang: Lang) -> str:
    text = f"{white.name} ({white.no}) – {black.name} ({black.no})"
    return text + tr("claims.letter.cycle", lang, cycle=round) if data.tournament.rounds > 1 else text


def _state_text(game: Game | None, lang: Lang) -> str:
    if game is None:
        return ""
    if is_remaining(game) and game.flag is None:
        return tr("claims.letter.running", lang)
    return f"{game.result.value} {game.flag.value}" if game.flag else game.result.value

