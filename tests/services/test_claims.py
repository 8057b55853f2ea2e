"""The claim register as a service [001 §8.7a–b, §15; 000 §7.7b]: each step one audited batch, the game
changed in the same batch, each taken back whole by undo; on the demo's SKŠ events."""

from datetime import date

import pytest

from arbiter_app.rules.chess.claims import AppealOutcome, ClaimKind, ClaimRefused, ClaimState, Decision
from arbiter_app.rules.model import Flag, Result
from arbiter_app.services import results, tournaments
from arbiter_app.services.running import claims
from arbiter_app.storage import repository
from tests.conftest import SKS_DEMO

TEAM = "CZE/T4L1/2025"
"""The demo's SKŠ team league: the game 3 Růžička – 7 Kříž runs (27 moves)."""
FILED, DECIDED = date(2025, 9, 1), date(2025, 9, 10)


def game(db, code=TEAM, white=3, black=7):
    return results.find_game(tournaments.load(db, code), white, black)


def only(db, code=TEAM):
    (line,) = claims.list_claims(db, code, on=date(2025, 9, 11))
    return line.claim


def batch_entities(db, batch, code=TEAM):
    with db.reading() as session:
        return sorted(r.entity for r in repository.audit_rows(session, code) if r.batch == batch)


def test_claims_are_numbered_per_game_and_listed_with_names(demo_db):
    claims.file_claim(demo_db, TEAM, 3, 7, ClaimKind.TIME, 3, on=FILED)
    change = claims.file_claim(demo_db, TEAM, 3, 7, ClaimKind.OTHER, 7, on=date(2025, 9, 2), note="Špatně zapsaný tah")
    assert change.description == f"{TEAM}: claim 2 in the game 3-7 filed (other)."
    claims.file_claim(demo_db, SKS_DEMO, 1, 6, ClaimKind.NO_REPLY, 6, on=FILED)
    lines = claims.list_claims(demo_db, on=date(2025, 9, 16))
    assert [(l.code, l.claim.seq, l.claimant_name, l.state) for l in lines] == [
        (SKS_DEMO, 1, "Ševčík, Lukáš", ClaimState.OVERDUE),  # filed 1 Sep, 14 days to decide
        (TEAM, 1, "Růžička, Ladislav", ClaimState.OVERDUE),
        (TEAM, 2, "Kříž, Ondřej", ClaimState.OPEN),
    ]
    assert [l.white_name + " – " + l.black_name for l in claims.list_claims(demo_db, TEAM)] == ["Růžička, Ladislav – Kříž, Ondřej"] * 2
    assert claims.claim_json(lines[2])["note"] == "Špatně zapsaný tah" and claims.claim_json(lines[2])["decision_due"] == "2025-09-16"


def test_upholding_a_time_claim_ends_the_game_and_offers_the_substitute_in_one_undoable_batch(demo_db):
    claims.file_claim(demo_db, TEAM, 3, 7, ClaimKind.TIME, 3, on=FILED)
    assert claims.substitute_offer(demo_db, TEAM, 3, 7, on=DECIDED) == date(2025, 10, 10)  # SKŠ: 30 days [000 §7.7b]
    change = claims.decide_claim(demo_db, TEAM, 3, 7, Decision.UPHELD, on=DECIDED)
    assert "1-0E" in change.description and "2025-10-10" in change.description
    g = game(demo_db)
    assert (g.result, g.flag, g.ended, g.moves) == (Result.WHITE_WIN, Flag.TIME_EXCEEDED, DECIDED, 27)
    claim = only(demo_db)
    assert (claim.decision, claim.decided, claim.substitute_due) == (Decision.UPHELD, DECIDED, date(2025, 10, 10))
    assert batch_entities(demo_db, change.batch) == ["claim", "game"]
    results.undo(demo_db)
    assert game(demo_db).result is Result.RUNNING and game(demo_db).flag is None
    assert only(demo_db).decision is None and only(demo_db).substitute_due is None


def test_the_arbiter_chooses_another_deadline_or_none(demo_db):
    claims.file_claim(demo_db, TEAM, 3, 7, ClaimKind.TIME, 3, on=FILED)
    with pytest.raises(ClaimRefused, match=f"^{TEAM}: --substitute-due: 2025-10-11"):  # past the 30 days
        claims.decide_claim(demo_db, TEAM, 3, 7, Decision.UPHELD, on=DECIDED, substitute_due=date(2025, 10, 11))
    assert game(demo_db).result is Result.RUNNING and only(demo_db).decision is None  # nothing stored
    claims.decide_claim(demo_db, TEAM, 3, 7, Decision.UPHELD, on=DECIDED, substitute_due=date(2025, 9, 30))
    assert only(demo_db).substitute_due == date(2025, 9, 30)
    results.undo(demo_db)
    claims.decide_claim(demo_db, TEAM, 3, 7, Decision.UPHELD, on=DECIDED, no_substitute=True)
    assert only(demo_db).substitute_due is None and game(demo_db).flag is Flag.TIME_EXCEEDED


def test_an_individual_event_offers_no_substitute(demo_db):
    claims.file_claim(demo_db, SKS_DEMO, 1, 6, ClaimKind.TIME, 6, on=FILED)
    with pytest.raises(ClaimRefused, match="no substitute"):
        claims.decide_claim(demo_db, SKS_DEMO, 1, 6, Decision.UPHELD, on=DECIDED, substitute_due=date(2025, 9, 20))
    claims.decide_claim(demo_db, SKS_DEMO, 1, 6, Decision.UPHELD, on=DECIDED)
    assert only(demo_db, SKS_DEMO).substitute_due is None
    assert game(demo_db, SKS_DEMO, 1, 6).result is Result.BLACK_WIN  # 6, the claimant, had Black


def test_an_appeal_overturning_the_forfeit_restores_the_game_in_the_same_batch(demo_db):
    claims.file_claim(demo_db, TEAM, 3, 7, ClaimKind.TIME, 3, on=FILED)
    claims.decide_claim(demo_db, TEAM, 3, 7, Decision.UPHELD, on=DECIDED)
    appeal = claims.file_appeal(demo_db, TEAM, 3, 7, on=date(2025, 9, 12))
    assert batch_entities(demo_db, appeal.batch) == ["claim"]
    with pytest.raises(ClaimRefused, match="once"):
        claims.file_appeal(demo_db, TEAM, 3, 7, seq=1, on=date(2025, 9, 13))
    change = claims.decide_appeal(demo_db, TEAM, 3, 7, AppealOutcome.OVERTURNED, on=date(2025, 9, 20))
    assert batch_entities(demo_db, change.batch) == ["claim", "game"]
    g = game(demo_db)
    assert (g.result, g.flag, g.ended, g.moves) == (Result.RUNNING, None, None, 27)
    claim = only(demo_db)
    assert (claim.appeal_outcome, claim.effective, claim.substitute_due) == (AppealOutcome.OVERTURNED, Decision.REJECTED, None)
    results.undo(demo_db)
    assert game(demo_db).flag is Flag.TIME_EXCEEDED and only(demo_db).substitute_due == date(2025, 10, 10)


def test_an_appeal_overturning_a_rejection_applies_the_forfeit(demo_db):
    claims.file_claim(demo_db, TEAM, 3, 7, ClaimKind.TIME, 7, on=FILED)
    claims.decide_claim(demo_db, TEAM, 3, 7, Decision.REJECTED, on=DECIDED)
    claims.file_appeal(demo_db, TEAM, 3, 7, on=date(2025, 9, 12))
    claims.decide_appeal(demo_db, TEAM, 3, 7, AppealOutcome.OVERTURNED, on=date(2025, 9, 20), no_substitute=True)
    g = game(demo_db)
    assert (g.result, g.flag, g.ended) == (Result.BLACK_WIN, Flag.TIME_EXCEEDED, date(2025, 9, 20))
    assert only(demo_db).substitute_due is None


def test_refusals_name_the_event_and_store_nothing(demo_db):
    with pytest.raises(ClaimRefused, match=f"^{TEAM}: the game 3-7 has no undecided claim"):
        claims.decide_claim(demo_db, TEAM, 3, 7, Decision.UPHELD, on=DECIDED)
    with pytest.raises(LookupError):
        claims.file_claim(demo_db, TEAM, 3, 4, ClaimKind.TIME, 3, on=FILED)  # no such game
    with pytest.raises(ClaimRefused, match=f"^{TEAM}: player 5 does not play"):
        claims.file_claim(demo_db, TEAM, 3, 7, ClaimKind.TIME, 5, on=FILED)
    with pytest.raises(LookupError, match="no claim 4"):
        claims.decide_claim(demo_db, TEAM, 3, 7, Decision.UPHELD, seq=4, on=DECIDED)
    assert claims.list_claims(demo_db) == []
