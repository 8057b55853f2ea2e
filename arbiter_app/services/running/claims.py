"""The claim register of the running event [001 §8.7a–b, §15; 000 §7.7a–b]: filing a claim in a game,
the director's decision, an appeal and its outcome, each one audited action (services.results.undo
takes it back whole). A decision or an appeal's outcome that ends or restores the game writes the
game in the same batch; the rules are rules.chess.claims."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Any, Callable

from ...i18n import tr
from ...rules.chess import claims as rules
from ...rules.chess.claims import AppealOutcome, Claim, ClaimKind, ClaimRefused, ClaimState, Decision
from ...rules.model import Game, TournamentData
from ...storage import reading
from ...storage.driver import driver_rows
from ...storage.mappers import day, game_values
from ...storage.writer import Writer
from ..database import Changes, Database
from ..results import find_game, result_code

FILE, DECIDE, APPEAL, APPEAL_DECIDE = "claim-file", "claim-decide", "claim-appeal", "claim-appeal-decide"
"""The audit log's kinds of action (history.kind.claim_*)."""


@dataclass(frozen=True)
class ClaimLine:
    """A claim as the register lists it, with the names and its state on the day asked."""

    code: str
    event: str
    claim: Claim
    white_name: str
    black_name: str
    state: ClaimState
    decision_due: date
    """The day after which an undecided claim is overdue (`claim_decision_days`)."""
    appeal_due: date | None
    """The last day of the appeal period (`claim_appeal_days`); None while undecided."""
    team_event: bool = False

    @property
    def claimant_name(self) -> str:
        return self.white_name if self.claim.claimant == self.claim.white else self.black_name


def file_claim(db: Database, code: str, white: int, black: int, kind: ClaimKind, claimant: int, *,
               on: date | None = None, note: str = "", round: int | None = None) -> Changes:
    """File a claim of `claimant` in the game `white`-`black`; it takes the game's next number."""
    with db.writing() as conn:
        data = reading.load_tournament(conn, code)
        game = _game(data, white, black, round)
        seq = rules.next_seq(c for c in _claims(conn, code) if _of_game(c, game))
        with _named(code):
            claim = rules.file_claim(game, kind, claimant, on or date.today(), seq, note, data.tournament.start_date)
        writer = Writer(conn, FILE, code, actor=db.actor)
        _put(writer, code, claim)
    text = tr("claims.done.file", code=code, white=white, black=black, seq=seq, kind=tr(f"claims.kind.{kind.value}"))
    return Changes(FILE, frozenset({code}), text, writer.batch)


def decide_claim(db: Database, code: str, white: int, black: int, decision: Decision, *, seq: int | None = None,
                 round: int | None = None, on: date | None = None, substitute_due: date | None = None,
                 no_substitute: bool = False) -> Changes:
    """Decide the claim `seq` of the game (default: its latest undecided one). Upholding a time claim
    ends the game in the same batch; a first confirmed forfeit in a team event sets the captain's
    substitute deadline offered (`substitute_offer`), another one within it (`substitute_due`) or none
    (`no_substitute`)."""
    day = on or date.today()
    return _step(db, code, white, black, seq, round, DECIDE, lambda c: c.decision is None, "claims.refused.none_undecided",
                 lambda claim, game, _data: rules.decide(claim, game, decision, day), day, substitute_due, no_substitute)


def file_appeal(db: Database, code: str, white: int, black: int, *, seq: int | None = None, round: int | None = None,
                on: date | None = None) -> Changes:
    """Record an appeal against the decision on claim `seq` (default: the latest decided, not appealed) [001 §15]."""
    day = on or date.today()
    return _step(db, code, white, black, seq, round, APPEAL, lambda c: c.decision is not None and c.appeal_filed is None,
                 "claims.refused.none_appealable",
                 lambda claim, game, data: (rules.file_appeal(claim, day, rules.appeal_days(data)), game), day, None, False)


def decide_appeal(db: Database, code: str, white: int, black: int, outcome: AppealOutcome, *, seq: int | None = None,
                  round: int | None = None, on: date | None = None, substitute_due: date | None = None,
                  no_substitute: bool = False) -> Changes:
    """Record the outcome of the appeal on claim `seq` (default: the latest appeal pending); the game
    changes in the same batch when the outcome undoes or applies a time forfeit. A forfeit the
    appeal confirms offers the substitute deadline as a decision does."""
    day = on or date.today()
    return _step(db, code, white, black, seq, round, APPEAL_DECIDE,
                 lambda c: c.appeal_filed is not None and c.appeal_outcome is None, "claims.refused.none_appealed",
                 lambda claim, game, _data: rules.decide_appeal(claim, game, outcome, day), day, substitute_due, no_substitute)


def substitute_offer(db: Database, code: str, white: int, black: int, *, seq: int | None = None,
                     round: int | None = None, on: date | None = None) -> date | None:
    """The substitute deadline a decision upholding claim `seq` (default: the latest undecided) on `on`
    would offer, for the window's decision dialog; None where none applies."""
    day = on or date.today()
    with db.connection() as conn:
        data = reading.load_tournament(conn, code)
        game = _game(data, white, black, round)
        claim = _pick(_claims(conn, code), code, game, seq, lambda c: c.decision is None, "claims.refused.none_undecided")
        if claim.kind is not ClaimKind.TIME or not rules.in_play(game):
            return None
        return rules.substitute_offer(data, rules.forfeit(game, claim, day), claim, day)


def list_claims(db: Database, code: str | None = None, on: date | None = None) -> list[ClaimLine]:
    """Every claim (of the event `code`), by event, game and number, with its state on `on` (default today)."""
    day = on or date.today()
    lines: list[ClaimLine] = []
    with db.connection() as conn:
        codes = [code] if code is not None else _codes_with_claims(conn)
        for each in codes:
            data = reading.load_tournament(conn, each)
            decision_days, appeal_days = rules.decision_days(data), rules.appeal_days(data)
            for claim in _claims(conn, each):
                lines.append(ClaimLine(
                    each, data.tournament.name, claim, _name(data, claim.white), _name(data, claim.black),
                    rules.state(claim, day, decision_days, appeal_days), claim.filed + timedelta(days=decision_days),
                    rules.appeal_due(claim, appeal_days), data.tournament.team_event))
    return lines


def find_claim(db: Database, code: str, white: int, black: int, seq: int | None = None, round: int | None = None,
               on: date | None = None) -> ClaimLine:
    """The claim `seq` of the game (default: its latest), as the register lists it on `on` (its letter)."""
    lines = [l for l in list_claims(db, code, on) if (l.claim.white, l.claim.black) == (white, black) and round in (None, l.claim.round)]
    chosen = [l for l in lines if seq in (None, l.claim.seq)]
    if not chosen:
        raise reading.NotFound(tr("claims.refused.no_claim", code=code, white=white, black=black, seq=seq or "–"))
    return chosen[-1]


def claim_json(line: ClaimLine) -> dict[str, Any]:
    """A claim for `claims --json`: the register's values, dates as ISO text, with its state."""
    c = line.claim

    def day(value: date | None) -> str | None:
        return value.isoformat() if value else None

    return {
        "tournament": line.code, "white": c.white, "black": c.black, "round": c.round, "seq": c.seq,
        "white_name": line.white_name, "black_name": line.black_name, "kind": c.kind.value, "claimant": c.claimant,
        "filed": day(c.filed), "decision": c.decision.value if c.decision else None, "decided": day(c.decided),
        "substitute_due": day(c.substitute_due), "appeal_filed": day(c.appeal_filed),
        "appeal_outcome": c.appeal_outcome.value if c.appeal_outcome else None, "appeal_decided": day(c.appeal_decided),
        "effective": c.effective.value if c.effective else None, "state": line.state.value,
        "decision_due": day(line.decision_due), "appeal_due": day(line.appeal_due), "note": c.note,
    }


# --- one step on a claim ---------------------------------------------------------------------------

Step = Callable[[Claim, Game, TournamentData], tuple[Claim, Game]]


def _step(db: Database, code: str, white: int, black: int, seq: int | None, round: int | None, action: str,
          wanted: Callable[[Claim], bool], none_key: str, step: Step, day: date, substitute_due: date | None,
          no_substitute: bool) -> Changes:
    """Apply `step` to the chosen claim and write the claim and, when it changed, the game: one batch."""
    with db.writing() as conn:
        data = reading.load_tournament(conn, code)
        game = _game(data, white, black, round)
        with _named(code):
            claim = _pick(_claims(conn, code), code, game, seq, wanted, none_key)
            new, new_game = step(claim, game, data)
            new = _with_substitute(data, claim, new, new_game, day, substitute_due, no_substitute)
        writer = Writer(conn, action, code, actor=db.actor)
        _put(writer, code, new)
        if new_game != game:
            values = game_values(new_game)
            writer.put("game", {"tournament": code, "white": game.white, "black": game.black, "round": values["round"]}, values)
    return Changes(action, frozenset({code}), _done_text(action, code, claim, new, game, new_game), writer.batch)


def _with_substitute(data: TournamentData, before: Claim, after: Claim, game: Game, day: date,
                     due: date | None, no_substitute: bool) -> Claim:
    """The claim with the captain's substitute deadline this step sets [001 §8.7b; 000 §7.7b]."""
    offer = rules.substitute_offer(data, game, after, day) if rules.confirms_forfeit(before, after) else None
    if due is not None:
        if no_substitute:
            raise ClaimRefused(tr("claims.refused.substitute_both"))
        return replace(after, substitute_due=rules.check_substitute_due(due, offer, day))
    return after if no_substitute or offer is None else replace(after, substitute_due=offer)


def _done_text(action: str, code: str, before: Claim, claim: Claim, old: Game, new: Game) -> str:
    what = ""  # the step's outcome in words, where it has one
    if action == DECIDE and claim.decision is not None:
        what = tr(f"claims.decision.{claim.decision.value}")
    elif action == APPEAL_DECIDE and claim.appeal_outcome is not None:
        what = tr(f"claims.appeal.{claim.appeal_outcome.value}")
    text = tr(f"claims.done.{action.removeprefix('claim-').replace('-', '_')}", code=code, white=claim.white,
              black=claim.black, seq=claim.seq, what=what)
    if new != old:
        text += " " + tr("claims.done.game", old=result_code(old), new=result_code(new))
    if claim.substitute_due is not None and claim.substitute_due != before.substitute_due:
        text += " " + tr("claims.done.substitute", due=claim.substitute_due.isoformat())
    return text


@contextmanager
def _named(code: str) -> Iterator[None]:
    """A refusal of the rules names the event: "CZE/SF/2025-B: claim 1 is decided already"."""
    try:
        yield
    except ClaimRefused as exc:
        raise ClaimRefused(f"{code}: {exc}") from exc


# --- reading and writing claim rows ------------------------------------------------------------------


def _game(data: TournamentData, white: int, black: int, round: int | None) -> Game:
    game = find_game(data, white, black, round)
    if game is None:
        raise reading.NotFound(tr("results.refused.no_game", code=data.tournament.code, white=white, black=black))
    return game


def _of_game(claim: Claim, game: Game) -> bool:
    return (claim.white, claim.black, claim.round) == (game.white, game.black, game.round or 1)


def _pick(claims: list[Claim], code: str, game: Game, seq: int | None, wanted: Callable[[Claim], bool], none_key: str) -> Claim:
    """Claim `seq` of the game, or (no `seq`) its latest one the step applies to."""
    own = [c for c in claims if _of_game(c, game)]
    if seq is not None:
        found = next((c for c in own if c.seq == seq), None)
        if found is None:
            raise reading.NotFound(tr("claims.refused.no_claim", code=code, white=game.white, black=game.black, seq=seq))
        return found
    fitting = [c for c in own if wanted(c)]
    if not fitting:
        raise ClaimRefused(tr(none_key, white=game.white, black=game.black))
    return fitting[-1]


def _claims(conn: Any, code: str) -> list[Claim]:
    """The claims of the event `code` on the driver (a read or a writing connection), by game and number."""
    found = driver_rows(conn, "SELECT id FROM tournament WHERE code = ?", [code])
    if not found:
        raise reading.NotFound(tr("storage.no_tournament", code=code))
    rows = driver_rows(conn, "SELECT * FROM claim WHERE tournament_id = ? ORDER BY white, black, round, seq", [found[0][0]])
    return [_claim_of(row) for row in rows]


def _codes_with_claims(conn: Any) -> list[str]:
    return [row[0] for row in driver_rows(conn, "SELECT code FROM tournament WHERE id IN (SELECT tournament_id FROM claim) ORDER BY code")]


def _claim_of(row: Any) -> Claim:
    """A claim row, as the ORM or the driver gives it (a SQLite date is its ISO text: storage.mappers.day)."""
    filed = day(row.filed)
    assert filed is not None  # a NOT NULL column
    return Claim(
        row.white, row.black, row.round, row.seq, ClaimKind.parse(row.kind), row.claimant, filed,
        Decision.parse_optional(row.decision), day(row.decided), day(row.substitute_due), day(row.appeal_filed),
        AppealOutcome.parse_optional(row.appeal_outcome), day(row.appeal_decided), row.note)


def _put(writer: Writer, code: str, claim: Claim) -> None:
    key = {"tournament": code, "white": claim.white, "black": claim.black, "round": claim.round, "seq": claim.seq}
    writer.put("claim", key, {
        "kind": claim.kind.value, "claimant": claim.claimant, "filed": claim.filed,
        "decision": claim.decision.value if claim.decision else None, "decided": claim.decided,
        "substitute_due": claim.substitute_due, "appeal_filed": claim.appeal_filed,
        "appeal_outcome": claim.appeal_outcome.value if claim.appeal_outcome else None,
        "appeal_decided": claim.appeal_decided, "note": claim.note,
    })


def _name(data: TournamentData, no: int) -> str:
    return next((e.name for e in data.entries if e.no == no), str(no))
