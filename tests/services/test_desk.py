"""Today's desk (services.running.desk.due_items) on a season of three events and the register's
sanctions, on 1 March 2027 looking 30 days ahead (to 31 March). Each expected line is counted by hand:

- CZE/A (SKŠ, 1 Sep 2026 – 28 Feb 2027, decisions within 10 days): a game in adjudication whose
  analyses were due on 19 Feb, Black's missing (overdue); a game in play after the end date
  (overdue, 28 Feb), with a no-reply claim of 20 Feb (due 2 March: coming).
- CZE/B: finished, last game ended 10 Feb: Novák's bond paid with it is to return (overdue);
  Dvořáková withdrew there, her bond is not.
- CZE/T (SKŠ team event, from 1 Jan 2027): board 2 of Šachy Říčany (Kříž, 0 moves) not begun by
  31 Jan (overdue); Bárta lost on time on board 3, the captain's deadline 1 March (today);
  Židů withdrew on 10 Feb, his game in play: a substitute by 12 March (10 Feb + 30 days: coming).
- Sanctions: Mrkvička's bar ends on 1 March (today), Šťastný's suspension on 15 March (coming);
  Černá's ends 1 May (too far), Kříž's was lifted.
"""

from __future__ import annotations

from datetime import date

import pytest

from arbiter_app.i18n import set_language
from arbiter_app.rules.desk import DueKind, DueState
from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Flag, Organiser, Player, PlayerId, RatingKind, Result, Tournament
from arbiter_app.services import results, setup, substitutes, tournaments
from arbiter_app.services.running.desk import DeskRefused, due_items, item_object
from arbiter_app.services.setup import TeamSpec
from arbiter_app.storage.writer import Writer

ON = date(2027, 3, 1)
TEAM_NAMES = ["Židů, Pavel", "Mrkvička, Jan", "Šťastný, Ondřej", "Černá, Věra", "Kříž, Ondřej", "Bárta, Zdeněk"]
SOLO_NAMES = ["Novák, Jan", "Dvořáková, Eva", "Svoboda, Petr", "Horáček, Jiří"]
PLAYERS = [Player(PlayerId(f"8000{i}"), name, "CZE", rating=2100 + 10 * i, rating_kind=RatingKind.FIXED)
           for i, name in enumerate(TEAM_NAMES)]
SOLO = [Player(PlayerId(f"9000{i}"), name, "CZE", rating=2000 + 10 * i, rating_kind=RatingKind.FIXED)
        for i, name in enumerate(SOLO_NAMES)]
TEAM = Tournament("CZE/T", "Družstva 2027", organiser=Organiser.SKS, team_event=True, start_date=date(2027, 1, 1),
                  tiebreaks=("match_points", "board_points", "board_order"))
A = Tournament("CZE/A", "Semifinále A", organiser=Organiser.SKS, start_date=date(2026, 9, 1), end_date=date(2027, 2, 28),
               settings={"claim_decision_days": 10})
B = Tournament("CZE/B", "Semifinále B", organiser=Organiser.SKS, start_date=date(2026, 3, 1))
ADJUDICATED = (1, 4)
"""The game of CZE/A in adjudication (white, black); PLAYED_ON is the one in play after the end date."""
PLAYED_ON = (2, 3)


def games(db, code):
    return {(g.white, g.black): g for g in tournaments.load(db, code).games}


def make_season(db) -> None:
    setup.create_tournament(db, TEAM, new_players=PLAYERS, method=DrawMethod.GIVEN, teams=[
        TeamSpec("ŠK Dukla Praha", ("80000", "80001", "80002")), TeamSpec("Šachy Říčany", ("80003", "80004", "80005"))])
    setup.create_tournament(db, A, [p.id for p in SOLO], new_players=SOLO, method=DrawMethod.GIVEN)
    setup.create_tournament(db, B, player_ids=("90000", "90001", "90002"), method=DrawMethod.GIVEN)
    assert set(games(db, "CZE/A")) >= {ADJUDICATED, PLAYED_ON}
    for white, black in games(db, "CZE/A"):
        if (white, black) not in (ADJUDICATED, PLAYED_ON):
            results.enter_result(db, "CZE/A", white, black, Result.DRAW, ended=date(2026, 12, 1))
    for i, (white, black) in enumerate(sorted(games(db, "CZE/B"))):
        results.enter_result(db, "CZE/B", white, black, Result.WHITE_WIN, ended=date(2027, 2, 10 - i))
    results.enter_result(db, "CZE/T", 3, 6, Result.WHITE_WIN, Flag.TIME_EXCEEDED, moves=20, ended=date(2027, 2, 1))
    with db.transaction() as session:
        w = Writer(session, "edit", None)
        w.put("game", {"tournament": "CZE/A", "white": 1, "black": 4, "round": 1}, {"flag": "A"})
        w.put("adjudication", {"tournament": "CZE/A", "white": 1, "black": 4, "round": 1},
              {"cause": "withdrawal", "requested": date(2027, 1, 20), "analyses_due": date(2027, 2, 19),
               "analysis_white": date(2027, 2, 1)})
        w.put("claim", {"tournament": "CZE/A", "white": 2, "black": 3, "round": 1, "seq": 1},
              {"kind": "no_reply", "claimant": 2, "filed": date(2027, 2, 20)})
        w.put("claim", {"tournament": "CZE/T", "white": 3, "black": 6, "round": 1, "seq": 1},
              {"kind": "time", "claimant": 3, "filed": date(2027, 1, 25), "decision": "upheld", "decided": date(2027, 2, 1),
               "substitute_due": ON})
        w.put("game", {"tournament": "CZE/T", "white": 1, "black": 4, "round": 1}, {"moves": 12})
        w.put("game", {"tournament": "CZE/T", "white": 5, "black": 2, "round": 1}, {"moves": 0})
        w.put("entry", {"tournament": "CZE/T", "no": 1}, {"withdrawal_kind": "accepted", "withdrawal_date": date(2027, 2, 10)})
        w.put("entry", {"tournament": "CZE/B", "no": 2}, {"withdrawal_kind": "accepted", "withdrawal_date": date(2026, 6, 1)})
        for player, event, kind, values in (
            ("80001", "CZE/X", "no_entry", {"since": date(2026, 3, 2), "until": ON}),
            ("80002", "CZE/X", "suspension", {"since": date(2025, 3, 16), "until": date(2027, 3, 15)}),
            ("80003", "CZE/X", "suspension", {"since": date(2025, 5, 2), "until": date(2027, 5, 1)}),
            ("80004", "CZE/X", "no_entry", {"since": date(2026, 9, 11), "until": date(2027, 3, 10), "lifted": date(2027, 1, 5)}),
            ("90000", "CZE/X", "bond", {"since": date(2026, 1, 1), "bond_status": "paid", "bond_event": "CZE/B"}),
            ("90001", "CZE/X", "bond", {"since": date(2026, 1, 1), "bond_status": "paid", "bond_event": "CZE/B"}),
            ("90002", "CZE/X", "bond", {"since": date(2026, 1, 1), "bond_status": "paid", "bond_event": "CZE/A"}),
            ("90003", "CZE/X", "bond", {"since": date(2026, 1, 1), "bond_status": "due"}),
        ):
            w.put("sanction", {"player_id": player, "event": event, "kind": kind}, values)


@pytest.fixture
def season(any_db):
    """The season on each backend: the SQLite file, and PostgreSQL where the tests have one."""
    make_season(any_db)
    return any_db


EXPECTED = [
    # kind, tournament, state, since, deadline, place
    (DueKind.UNSTARTED, "CZE/T", DueState.OVERDUE, date(2027, 1, 1), date(2027, 1, 31), ("unstarted", "CZE/T", 5)),
    (DueKind.BOND, "CZE/B", DueState.OVERDUE, date(2027, 2, 10), date(2027, 2, 10), ("sanction", "90000")),
    (DueKind.ANALYSES, "CZE/A", DueState.OVERDUE, date(2027, 1, 20), date(2027, 2, 19), ("adjudication", "CZE/A", (1, 4, 1))),
    (DueKind.RUNNING_AFTER_END, "CZE/A", DueState.OVERDUE, date(2027, 2, 28), date(2027, 2, 28), ("game", "CZE/A", (2, 3, 1))),
    (DueKind.FORFEIT_SUBSTITUTE, "CZE/T", DueState.TODAY, date(2027, 2, 1), ON, ("entry", "CZE/T", 6)),
    (DueKind.SANCTION_END, None, DueState.TODAY, date(2026, 3, 2), ON, ("sanction", "80001")),
    (DueKind.CLAIM, "CZE/A", DueState.COMING, date(2027, 2, 20), date(2027, 3, 2), ("claim", "CZE/A", (2, 3, 1))),
    (DueKind.SUBSTITUTE, "CZE/T", DueState.COMING, date(2027, 2, 10), date(2027, 3, 12), ("entry", "CZE/T", 1)),
    (DueKind.SANCTION_END, None, DueState.COMING, date(2025, 3, 16), date(2027, 3, 15), ("sanction", "80002")),
]


def test_every_kind_on_its_day_overdue_first_then_by_deadline(season):
    items = due_items(season, ON)
    assert [(i.kind, i.code, i.state, i.since, i.deadline, i.place) for i in items] == EXPECTED
    texts = [i.text for i in items]
    assert texts == [
        "Team Šachy Říčany, board 2: Kříž, Ondřej had not begun every game by 2027-01-31, no substitute named",
        "Return the bond of Novák, Jan: CZE/B finished on 2027-02-10",
        "Adjudication of 1 Novák, Jan – 4 Horáček, Jiří: analysis missing from Horáček, Jiří, due 2027-02-19",
        "Game 2 Dvořáková, Eva – 3 Svoboda, Petr still in play at the end date (2027-02-28)",
        "First confirmed time forfeit of Bárta, Zdeněk (3 Šťastný, Ondřej – 6 Bárta, Zdeněk): the captain of team Šachy Říčany"
        " names a substitute by 2027-03-01",
        "The bar on entries of Mrkvička, Jan ends on 2027-03-01",
        "Claim 1 (no reply) of Dvořáková, Eva in 2 Dvořáková, Eva – 3 Svoboda, Petr: to decide by 2027-03-02",
        "Židů, Pavel withdrew on 2027-02-10: the captain of team ŠK Dukla Praha names a substitute by 2027-03-12",
        "The suspension of Šťastný, Ondřej ends on 2027-03-15",
    ]
    assert [(i.player_id, i.player_name) for i in items if i.player_id] == [
        ("80004", "Kříž, Ondřej"), ("90000", "Novák, Jan"), ("80005", "Bárta, Zdeněk"), ("80001", "Mrkvička, Jan"),
        ("80000", "Židů, Pavel"), ("80002", "Šťastný, Ondřej")]


def test_the_days_ahead_bound_what_is_coming(season):
    assert [i.state for i in due_items(season, ON, within_days=0)] == [DueState.OVERDUE] * 4 + [DueState.TODAY] * 2
    # 1 March + 1 day: the claim (2 March) comes, the substitute (12 March) and the suspension (15 March) not yet
    assert [i.kind for i in due_items(season, ON, within_days=1) if i.state is DueState.COMING] == [DueKind.CLAIM]
    with pytest.raises(DeskRefused, match="--within: the days ahead must be 0 or more, not -1"):
        due_items(season, ON, within_days=-1)


def test_the_day_before_and_after(season):
    """On 28 Feb the end date is today, the claim's deadline (2 March) comes, the bar's end (1 March) comes;
    on 2 March what was today is overdue, except the bar, which is over."""
    before = {(i.kind, i.code): i.state for i in due_items(season, date(2027, 2, 28))}
    assert before[(DueKind.RUNNING_AFTER_END, "CZE/A")] is DueState.TODAY
    assert before[(DueKind.FORFEIT_SUBSTITUTE, "CZE/T")] is DueState.COMING
    assert before[(DueKind.SANCTION_END, None)] is DueState.COMING
    after = [(i.kind, i.state) for i in due_items(season, date(2027, 3, 2))]
    assert (DueKind.FORFEIT_SUBSTITUTE, DueState.OVERDUE) in after and (DueKind.CLAIM, DueState.TODAY) in after
    assert [k for k, _state in after].count(DueKind.SANCTION_END) == 1  # Šťastný's alone


def test_what_the_arbiter_does_takes_items_off(season):
    """A substitute for Židů, the claim decided, a result in the game played on: three items fewer."""
    substitutes.substitute(season, "CZE/T", 1, Player(PlayerId("80009"), "Šulc, Matěj", "CZE"), False, date(2027, 2, 20))
    results.enter_result(season, "CZE/A", 2, 3, Result.DRAW, ended=date(2027, 2, 27))
    with season.transaction() as session:
        Writer(session, "edit", "CZE/A").put("claim", {"tournament": "CZE/A", "white": 2, "black": 3, "round": 1, "seq": 1},
                                             {"decision": "rejected", "decided": date(2027, 2, 27)})
    kinds = [i.kind for i in due_items(season, ON)]
    assert DueKind.SUBSTITUTE not in kinds and DueKind.CLAIM not in kinds and DueKind.RUNNING_AFTER_END not in kinds
    assert len(kinds) == len(EXPECTED) - 3


def test_json_and_czech_words(season):
    set_language("cs")
    items = due_items(season, ON)
    assert items[5].text == "Zákaz startu – Mrkvička, Jan: končí 1. 3. 2027"
    assert items[7].text == "Židů, Pavel vystoupil 10. 2. 2027: kapitán družstva ŠK Dukla Praha určí náhradníka do 12. 3. 2027"
    assert item_object(items[2]) == {
        "kind": "analyses", "tournament": "CZE/A", "player": None, "game": {"white": 1, "black": 4, "round": 1},
        "since": "2027-01-20", "deadline": "2027-02-19", "state": "overdue",
        "text": "Odhad partie 1 Novák, Jan – 4 Horáček, Jiří: chybí analýza – Horáček, Jiří, termín 19. 2. 2027",
        "place": ["adjudication", "CZE/A", [1, 4, 1]]}
    assert item_object(items[1])["player"] == {"id": "90000", "name": "Novák, Jan"}


def test_an_empty_database_has_nothing_due(empty_db):
    assert due_items(empty_db, ON) == []
