"""Reserves listed at set-up (issue 23, item 6): players of a team without a board, from whom the
captain names a substitute [000 §7.7a; 001 §8.7b]. Stored with the event (setting `team_reserves`),
in the exchange file with it; a reserve who becomes a substitute is no longer listed."""

from __future__ import annotations

import json
from datetime import date

import pytest

from arbiter_app.rules.chess.substitutes import reserves
from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Organiser, Player, PlayerId, RatingKind, Tournament, WithdrawalReason
from arbiter_app.services import results, setup, substitutes, tournaments
from arbiter_app.services.setup import SetupRefused, TeamSpec

EVENT = Tournament("CZE/R2", "Družstva", organiser=Organiser.SKS, team_event=True, start_date=date(2025, 3, 1),
                   tiebreaks=("match_points", "board_points", "board_order"))
NAMES = ["Židů, Pavel", "Mrkvička, Jan", "Šťastný, Ondřej", "Černá, Věra", "Kříž, Ondřej", "Bárta, Zdeněk"]
PLAYERS = [Player(PlayerId(f"8000{i}"), name, "CZE", rating=2100 + 10 * i, rating_kind=RatingKind.FIXED)
           for i, name in enumerate(NAMES)]


def make(db):
    teams = [TeamSpec("ŠK Dukla Praha", ("80000", "80001"), reserves=("80004", "80005")),
             TeamSpec("Šachy Říčany", ("80002", "80003"))]
    setup.create_tournament(db, EVENT, new_players=PLAYERS, teams=teams, method=DrawMethod.GIVEN)
    return tournaments.load(db, EVENT.code)


def test_reserves_are_stored_with_the_event_and_play_only_as_substitutes(empty_db, tmp_path):
    data = make(empty_db)
    assert [e.player.id for e in data.entries] == ["80000", "80001", "80002", "80003"]  # reserves have no board
    assert reserves(data, 1) == ("80004", "80005") and reserves(data, 2) == ()
    assert len(data.games) == 2  # one match on 2 boards: the reserves play no game
    document = tournaments.export_json(empty_db, EVENT.code)
    assert document["tournament"]["settings"]["team_reserves"] == {"1": ["80004", "80005"]}
    # Board 2 of Dukla (no. 2, Mrkvička) withdraws; the captain names reserve Kříž.
    kriz = next(p for p in PLAYERS if p.id == "80004")
    substitutes.substitute(empty_db, EVENT.code, 2, kriz, False, date(2025, 4, 1), withdrawal_reason=WithdrawalReason.PERSONAL)
    after = tournaments.load(empty_db, EVENT.code)
    assert reserves(after, 1) == ("80005",)
    assert after.entry(5).player.id == "80004" and (after.entry(5).team, after.entry(5).board) == (1, 2)
    results.undo(empty_db)
    assert reserves(tournaments.load(empty_db, EVENT.code), 1) == ("80004", "80005")
    # The exchange file carries them to another database.
    document["tournament"]["code"] = "CZE/R2-copy"
    copy = tmp_path / "r2 kopie.json"
    copy.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    tournaments.import_json(empty_db, copy)
    assert reserves(tournaments.load(empty_db, "CZE/R2-copy"), 1) == ("80004", "80005")


def test_a_reserve_cannot_also_hold_a_board(empty_db):
    teams = [TeamSpec("Dukla", ("80000", "80001"), reserves=("80002",)), TeamSpec("Říčany", ("80002", "80003"))]
    with pytest.raises(SetupRefused, match="80002"):
        setup.create_tournament(empty_db, EVENT, new_players=PLAYERS, teams=teams)


def test_the_reserves_as_the_register_has_them(empty_db):
    """services.teams.reserve_players: by team, in the order of entry; one deleted from the register
    since (he plays nowhere, so the register lets him go) is shown by his id, not dropped."""
    from arbiter_app.services import players, teams

    data = make(empty_db)
    assert {t: [p.name for p in ps] for t, ps in teams.reserve_players(empty_db, data).items()} == {
        1: ["Kříž, Ondřej", "Bárta, Zdeněk"]}
    players.delete_player(empty_db, "80005")
    assert [p.name for p in teams.reserve_players(empty_db, data)[1]] == ["Kříž, Ondřej", "80005"]
