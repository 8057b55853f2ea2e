"""Qualifications by final placings [001 §0.4, §1, §2]."""

from arbiter_app.rules.event_kinds import EventKind
from arbiter_app.rules.chess.qualifications import Placing, Qualification, Target, qualifications


def standings(*points, games=12):
    """Places 1, 2, 3, ... in the order given; start numbers = place."""
    return [Placing(i + 1, i + 1, p, games) for i, p in enumerate(points)]


def targets(result):
    return {q.no: (q.target, q.rule) for q in result}


def test_1_2_1d_1_1_1c_preliminary_group():
    # 12 games: places 1–2 -> semifinal; 3–4 -> preliminary again; 5th 6 and 6th 5 are below 60 % (7.2).
    result = qualifications(standings(9, 8, 7, 6.5, 6, 5), EventKind.WCH_PRELIM)
    assert targets(result) == {
        1: (Target.WCH_SEMIFINAL, "1.2.1d"),
        2: (Target.WCH_SEMIFINAL, "1.2.1d"),
        3: (Target.WCH_PRELIM, "1.1.1c"),
        4: (Target.WCH_PRELIM, "1.1.1c"),
    }


def test_1_1_1c_sixty_percent_outside_the_places():
    # 5th place with 7½ of 12 = 62.5 % >= 60 % -> another preliminary; 6th with 7 = 58 % -> nothing
    result = qualifications(standings(9, 8.5, 8, 8, 7.5, 7), EventKind.WCH_PRELIM)
    assert targets(result)[5] == (Target.WCH_PRELIM, "1.1.1c") and 6 not in targets(result)


def test_0_4_first_place_needs_a_positive_score():
    # 1st with 6 of 12 = 50 %: no promotion for anyone (nobody above 50 %); 3rd–4th still requalify.
    result = qualifications(standings(6, 6, 6, 6, 6), EventKind.WCH_PRELIM)
    assert targets(result) == {3: (Target.WCH_PRELIM, "1.1.1c"), 4: (Target.WCH_PRELIM, "1.1.1c")}


def test_0_4_second_place_qualifies_when_the_first_is_positive():
    # 1st 6½ (54 %) and 2nd 6 (50 %): both reach the semifinal
    result = qualifications(standings(6.5, 6, 5.5), EventKind.WCH_PRELIM)
    assert [q.target for q in result[:2]] == [Target.WCH_SEMIFINAL, Target.WCH_SEMIFINAL]


def test_1_3_1_1_4_1_candidates_best_qualification_only():
    # places 1–2 -> final; 3rd 7½ -> candidates (3–4); 5th 7½ (62.5 %) -> candidates by 60 %;
    # 6th 6 (50 %) -> semifinal; 7th 5 (41.7 %) -> preliminary (40 %); 8th 4½ (37.5 %) -> nothing
    result = qualifications(standings(9, 8, 7.5, 7.5, 7.5, 6, 5, 4.5), EventKind.CANDIDATES)
    assert targets(result) == {
        1: (Target.WCH_FINAL, "1.4.1b"),
        2: (Target.WCH_FINAL, "1.4.1b"),
        3: (Target.CANDIDATES, "1.3.1b"),
        4: (Target.CANDIDATES, "1.3.1b"),
        5: (Target.CANDIDATES, "1.3.1b"),
        6: (Target.WCH_SEMIFINAL, "1.2.1b"),
        7: (Target.WCH_PRELIM, "1.1.1a"),
    }


def test_1_4_1a_final_every_participant_keeps_a_semifinal():
    result = qualifications(standings(10, 9, 9, 8, 7, 3, games=16), EventKind.WCH_FINAL)
    assert targets(result)[3] == (Target.WCH_FINAL, "1.4.1a")
    assert targets(result)[4] == (Target.CANDIDATES, "1.3.1a")  # 8 of 16 = 50 %
    assert targets(result)[6] == (Target.WCH_SEMIFINAL, "1.2.1a")


def test_zonal_final_depends_on_the_category():
    high = qualifications(standings(9, 8, 7), EventKind.ZONAL_FINAL, category_index=9)
    low = qualifications(standings(9, 8, 7), EventKind.ZONAL_FINAL, category_index=8)
    assert targets(high)[1] == (Target.CANDIDATES, "1.3.1e")  # category IX or higher
    assert targets(low)[1] == (Target.WCH_SEMIFINAL, "1.2.1g")  # category VIII or lower
    assert qualifications(standings(9), EventKind.ZONAL_FINAL) == ()  # category unknown


def test_2_promotion_classes():
    # Master class, 11 players (10 games): winner 7 -> preliminary, 2nd half a qualification
    master = qualifications(standings(7, 6.5, 6, games=10), EventKind.MASTER_CLASS)
    assert targets(master) == {1: (Target.WCH_PRELIM, "1.1.1d"), 2: (Target.WCH_PRELIM_HALF, "1.1.2a")}
    # Higher and Open class (7 players, 6 games): only the winner, only above 50 %
    assert qualifications(standings(4, 3, games=6), EventKind.HIGHER_CLASS) == (Qualification(1, Target.MASTER_CLASS, "2.6b"),)
    assert qualifications(standings(3, 3, games=6), EventKind.OPEN_CLASS) == ()


def test_excluded_players_get_nothing():
    result = qualifications(standings(9, 8, 7), EventKind.WCH_PRELIM, excluded={1})
    assert [q.no for q in result] == [2, 3]


def test_unknown_kind_has_no_qualifications():
    assert qualifications(standings(9, 8), EventKind.OTHER) == ()
