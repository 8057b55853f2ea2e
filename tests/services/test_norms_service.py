"""The norm services on the demo database: ICCF Tournament Rules 2016 §8.7e, §10, App. II [001];
SKŠ rules 2014 §5 [000].

The demo title group CZE/Jubilee/M1 by hand: ratings 2412, 2468, 2335, 2290, 2214, 2475, 2401, 2356,
2540, 2430, 2384, 2492 and no rating (Čížek, counts 2200 [App. II 2a]): sum 30997, average
30997 / 13 = 2384.38 -> 2384 -> category 6 (2376–2400) [App. II 2c–d]. Row of 13 players (12 games),
category 6 [App. II 3, seed 001 lines ~1880–1890]: GM blank, SIM 8½, IM 7½ (printed 7, corrected
D1-IM13-typo, docs/norms.md), CCM/LGM 5, CCE/LIM 4½.
"""

from datetime import date

from arbiter_app.rules.model import Flag, Game, Player, RatingKind, Result, StartNo, Tournament, TournamentData
from arbiter_app.rules.model import Entry, Organiser, PlayerId
from arbiter_app.services import norms, players, results, tournaments
from arbiter_app.storage.mappers import player_values
from arbiter_app.storage.writer import Writer
from tests.conftest import ICCF_DEMO, enter_win

DEMO_REQUIREMENTS = {"GM": None, "SIM": 8.5, "IM": 7.5, "CCM": 5.0, "CCE": 4.5}


def test_demo_category_and_requirements_app_ii_2_3(demo_db):
    current, start = norms.tournament_norms(demo_db, ICCF_DEMO)
    for report in (current, start):
        assert abs(report.average - 30997 / 13) < 1e-9
        assert report.rounded_average == 2384 and report.category == "6" and not report.fixed_category
        assert report.eligible and report.failed == ()
        assert report.players_at_start == 13 and report.games == 12
        assert dict(report.requirements) == DEMO_REQUIREMENTS


def test_the_average_is_written_as_each_language_writes_numbers(demo_db):
    current, _start = norms.tournament_norms(demo_db, ICCF_DEMO)
    assert norms.average_text(current, "en") == "Average rating 2384 (2384.38)"  # 30997 / 13 [App. II 2c]
    assert norms.average_text(current, "cs") == "Průměrný rating 2384 (2384,38)"


def test_demo_checklist_numbers_app_ii_1(demo_db):
    # 12 of 13 with a published rating (Čížek has none), 11 fixed (Ďurica provisional); row 13: D 10, E 8,
    # C 9; federations CZE 6 (1–5, 13), SVK 3, GER 4.
    data = tournaments.load(demo_db, ICCF_DEMO)
    current, _ = norms.norm_overview(demo_db, data)
    lines = {c.code: c for c in norms.checklist(data, current)}
    assert all(c.ok for c in lines.values())
    assert (lines["min_players"].needed, lines["min_players"].actual) == (9, 13)
    assert (lines["min_rated"].needed, lines["min_rated"].actual) == (10, 12)
    assert (lines["min_fixed"].needed, lines["min_fixed"].actual) == (8, 11)
    assert (lines["min_federations"].needed, lines["min_federations"].actual) == (3, 3)
    assert lines["max_same_federation"] == norms.CheckLine("max_same_federation", True, 9, 6, "CZE")


def test_player_makes_im_norm_after_results_app_ii_4e(demo_db):
    # Šťastný (2) has 5 points and 4 games to play (13, 7, 3 and 12): he already
    # has CCM (5) and CCE (4½); IM needs 7½ - 5 = 2½ of 4. Three wins -> 8 >= 7½: IM made; SIM 8½ needs ½ of 1.
    before, _ = norms.tournament_norms(demo_db, ICCF_DEMO)
    p = before.player(2)
    assert p.made == ("CCM", "CCE") and p.possible["IM"] == (2.5, 4) and p.possible["SIM"] == (3.5, 4)
    for white in (13, 7, 3):
        enter_win(demo_db, ICCF_DEMO, 2, white)
    after, start = norms.tournament_norms(demo_db, ICCF_DEMO)
    p = after.player(2)
    assert p.score == 8.0 and p.remaining == 1
    assert p.made == ("IM", "CCM", "CCE") and p.possible == {"SIM": (0.5, 1)}
    assert start.player(2).possible["IM"] == (7.5, 12)  # at the start: 7½ of 12, whatever happened since


def test_start_overview_unchanged_after_cancellation_app_ii_4a(demo_db):
    # Cancel all 12 games of Čížek (13, counted 2200): the category is recalculated without him,
    # (30997 - 2200) / 12 = 2399.75 -> 2400, still category 6; the row stays that of 13 players.
    _, start_before = norms.tournament_norms(demo_db, ICCF_DEMO)
    data = tournaments.load(demo_db, ICCF_DEMO)
    for g in data.games_of(13):
        results.enter_result(demo_db, ICCF_DEMO, g.white, g.black, g.result, Flag.CANCELLED)
    current, start = norms.tournament_norms(demo_db, ICCF_DEMO)
    assert start == start_before
    assert abs(current.average - 28797 / 12) < 1e-9 and current.rounded_average == 2400
    assert current.category == "6" and current.players_at_start == 13 and current.games == 12
    assert set(current.player(13).reasons.values()) == {"not_in_field"}
    assert norms.player_remark(current.player(13)) == "No longer in the group (games cancelled)"


def test_register_rating_moves_the_current_category_app_ii_2a(demo_db):
    # Čížek gets a fixed 2500 on the current list: (30997 - 2200 + 2500) / 13 = 31297 / 13 = 2407.46
    # -> 2407 -> category 7 (2401–2425); 13 players, category 7: GM 9½, SIM 8, IM 7, CCM 4½, CCE 4½.
    # The start overview keeps the crosstable ratings: category 6.
    register = {p.id: p for p in players.players(demo_db)}
    new = Player(PlayerId("184655"), register["184655"].name, "CZE", rating=2500, rated_games=40, rating_kind=RatingKind.FIXED)
    with demo_db.transaction() as session:
        Writer(session, "rating-list").put("player", {"id": new.id}, player_values(new))
    current, start = norms.tournament_norms(demo_db, ICCF_DEMO)
    assert current.rounded_average == 2407 and current.category == "7"
    assert dict(current.requirements) == {"GM": 9.5, "SIM": 8.0, "IM": 7.0, "CCM": 4.5, "CCE": 4.5}
    assert start.category == "6"


def test_current_ratings_take_published_and_fide_only_app_ii_4b(demo_db):
    data = tournaments.load(demo_db, ICCF_DEMO)
    register = {
        "180412": Player(PlayerId("180412"), "Novák, Jan", rating=2450, rating_kind=RatingKind.FIXED),
        "180977": Player(PlayerId("180977"), "Šťastný, Petr", rating=2300, rating_kind=RatingKind.NATIONAL),
        "181530": Player(PlayerId("181530"), "Židů, Tomáš", rating=2320, rating_kind=RatingKind.FIDE),
    }
    assert norms.current_ratings(data, register) == {1: 2450, 3: 2320}


def _draw_all_running(db, code):
    for g in tournaments.load(db, code).games:
        if g.result is Result.RUNNING:
            results.enter_result(db, code, g.white, g.black, Result.DRAW, ended=date(2026, 2, 1))


def test_titles_on_the_demo_provisional_then_final_norms_10_0_3(demo_db):
    # Running group: norms reached so far are provisional (CCM needs 5, CCE 4½): Šťastný 5 and Kováč 5
    # have CCM and CCE; Mrkvička, Dvořáková and Weiß 4½ have CCE.
    overview = norms.title_progress(demo_db)
    assert overview.finished == () and overview.direct == () and overview.qualifications == ()
    provisional = {p.player.name: [r.title for r in p.provisional] for p in overview.players}
    assert provisional == {
        "Dvořáková, Eliška": ["CCE"],
        "Kováč, Ľubomír": ["CCE", "CCM"],
        "Mrkvička, Jiří": ["CCE"],
        "Šťastný, Petr": ["CCE", "CCM"],
        "Weiß, Björn": ["CCE"],
    }
    assert all(p.norms == () for p in overview.players)
    # MKŠ by ICCF title [000 §5.1c–e]: Šťastný, SIM of the CZE federation (Kováč is SVK).
    by_title = {a.name: a.detail for a in overview.mks if a.what == "mks_iccf_title"}
    assert by_title.get("Šťastný, Petr") == "SIM" and "Kováč, Ľubomír" not in by_title

    # Every running game drawn: final scores 1: 2+6/2 = 5, 2: 5+4/2 = 7, 10 (Schäfer): 3½ ... all but
    # Schäfer reach CCM 5; nobody reaches IM 7½. One norm of 12 games each: 1 of 2 norms.
    _draw_all_running(demo_db, ICCF_DEMO)
    overview = norms.title_progress(demo_db)
    assert ICCF_DEMO in overview.finished
    people = {p.player.name: p for p in overview.players}
    assert "Schäfer, Günther" not in people and len(people) == 12
    stastny = people["Šťastný, Petr"]
    assert [r.title for r in stastny.norms] == ["CCE", "CCM"] and stastny.provisional == ()
    ccm = next(t for t in stastny.progress if t.title == "CCM")
    assert ccm.tournaments == (ICCF_DEMO,) and not ccm.achieved
    assert [(m.code, m.needed, m.actual) for m in ccm.missing][0] == ("title_norms", 2, 1)
    im = next(t for t in stastny.progress if t.title == "IM")
    assert im.tournaments == ()
    # a national event gives no direct titles and no qualifications [§1, §10]
    assert not [a for a in overview.direct + overview.qualifications if a.tournament == ICCF_DEMO]


def _group(code: str, kind: str, organiser: Organiser, names: list[str]) -> TournamentData:
    """A finished round robin where the lower number always wins: scores n-1, n-2, ..., 0."""
    entries = tuple(
        Entry(StartNo(i + 1), Player(PlayerId(f"{code}-{i + 1}"), name, "CZE", rating=2400, rated_games=50, rating_kind=RatingKind.FIXED))
        for i, name in enumerate(names)
    )
    games = tuple(
        Game(StartNo(a), StartNo(b), Result.WHITE_WIN, ended=date(2025, 12, 1))
        for a in range(1, len(names) + 1)
        for b in range(a + 1, len(names) + 1)
    )
    return TournamentData(Tournament(code, code, organiser=organiser, kind=kind, td="TD"), entries, games)


def test_direct_titles_qualifications_and_mks_from_final_placings(empty_db):
    # WCh final of 4, scores 3, 2, 1, 0 (shares 1, ⅔, ⅓, 0): places 1–3 GM [10.4a], 1st WCCC [10.2];
    # places 1–3 requalify for the final [1.4.1a]; 4th (share 0 >= 0) the semifinal [1.2.1a].
    # ČR final of 3: the winner is an MKŠ candidate [000 §5.1a].
    tournaments.store_tournament(empty_db, _group("WCH/F", "wch_final", Organiser.ICCF, ["Alfa, A", "Beta, B", "Gama, G", "Delta, D"]))
    tournaments.store_tournament(empty_db, _group("CZE/F", "sks_cr_final", Organiser.SKS, ["Čech, Č", "Řehoř, Ř", "Žák, Ž"]))
    overview = norms.title_progress(empty_db)
    assert set(overview.finished) == {"WCH/F", "CZE/F"}
    assert [(a.name, a.what, a.rule) for a in overview.direct] == [
        ("Alfa, A", "WCCC", "10.2"),
        ("Alfa, A", "GM", "10.4a"),
        ("Beta, B", "GM", "10.4a"),
        ("Gama, G", "GM", "10.4a"),
    ]
    assert [(a.no, a.what, a.rule) for a in overview.qualifications if a.tournament == "WCH/F"] == [
        (1, "wch_final", "1.4.1a"),
        (2, "wch_final", "1.4.1a"),
        (3, "wch_final", "1.4.1a"),
        (4, "wch_semifinal", "1.2.1a"),
    ]
    assert [(a.tournament, a.name, a.what, a.rule) for a in overview.mks] == [
        ("CZE/F", "Čech, Č", "mks_cr_final_winner", "000 §5.1a")
    ]


def test_a_finished_team_event_in_the_titles_overview(demo_db):
    """The team league ranks teams by match points [000 §6.3]; its players' placings are by points
    alone (the overview used to fail on the team criteria once the league was finished). A league of
    four-board teams gives no direct title and no qualification [001 §1, §10]."""
    _draw_all_running(demo_db, "CZE/T4L1/2025")
    overview = norms.title_progress(demo_db)
    assert "CZE/T4L1/2025" in overview.finished
    assert not [a for a in overview.direct + overview.qualifications if a.tournament == "CZE/T4L1/2025"]
