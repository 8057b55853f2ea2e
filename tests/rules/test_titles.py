"""Titles by norms and by placings [001 §10.2–10.8, §10.0.3, App. II 4e] and MKŠ candidates [000 §5]."""

from datetime import date

from arbiter_app.rules.chess.eligibility import Failure
from arbiter_app.rules.event_kinds import EventKind
from arbiter_app.rules.chess.qualifications import Placing
from arbiter_app.rules.chess.titles import (
    DirectTitle,
    MksCandidate,
    NormRecord,
    SksGroup,
    all_title_progress,
    direct_titles,
    mks_by_title,
    mks_candidates,
    title_progress,
)


def test_10_6d_two_norms_over_24_games():
    records = [NormRecord("A", "IM", 12, end_date=date(2020, 5, 1)), NormRecord("B", "IM", 12, end_date=date(2022, 1, 1))]
    progress = title_progress(records, "IM")
    assert progress.achieved and progress.games == 24 and progress.completed == date(2022, 1, 1)


def test_10_6d_one_norm_or_too_few_games():
    # one norm of 24 games is still one norm
    assert title_progress([NormRecord("A", "IM", 24)], "IM").missing == (Failure("title_norms", 2, 1),)
    short = title_progress([NormRecord("A", "IM", 10), NormRecord("B", "IM", 12)], "IM")
    assert short.missing == (Failure("title_games", 24, 22),) and short.completed is None


def test_10_0_3_overfulfilment_can_make_up_the_games():
    # 10 + 12 = 22 games, but the first norm was overfulfilled and counts as 13 games: 25 >= 24
    records = [NormRecord("A", "IM", 10, credited_games=13), NormRecord("B", "IM", 12)]
    assert title_progress(records, "IM").achieved
    assert not title_progress(records, "IM", overfulfilment=False).achieved


def test_app_ii_4e_a_norm_counts_for_every_lower_title():
    records = [NormRecord("A", "SIM", 12), NormRecord("B", "IM", 12), NormRecord("C", "CCM", 14)]
    progress = {p.title: p for p in all_title_progress(records)}
    assert progress["SIM"].tournaments == ("A",) and not progress["SIM"].achieved
    assert progress["IM"].tournaments == ("A", "B") and progress["IM"].achieved
    assert progress["CCM"].games == 38  # 12 + 12 + 14
    assert title_progress([NormRecord("A", "LGM", 12), NormRecord("B", "CCM", 12)], "CCM/LGM").achieved


def test_10_4c_gm_needs_five_games_against_gms_or_2600():
    base = [NormRecord("A", "GM", 12, games_vs_gm=2), NormRecord("B", "GM", 12, games_vs_gm=2)]
    assert title_progress(base, "GM").missing == (Failure("title_gm_opponents", 5, 4),)
    # 4 GM games + 2 SIM games: the 2 SIM games replace 1 GM game -> 5
    with_sim = [NormRecord("A", "GM", 12, games_vs_gm=2, games_vs_sim=2), NormRecord("B", "GM", 12, games_vs_gm=2)]
    assert title_progress(with_sim, "GM").achieved
    # 3 GM games + 8 SIM games: at most 2 replaced -> 5; 2 GM games + 8 SIM -> only 4
    assert title_progress([NormRecord("A", "GM", 12, 3, 8), NormRecord("B", "GM", 12)], "GM").achieved
    assert title_progress([NormRecord("A", "GM", 12, 2, 8), NormRecord("B", "GM", 12)], "GM").missing == (
        Failure("title_gm_opponents", 5, 4),
    )


def places(*points, games=16):
    return [Placing(i + 1, i + 1, p, games) for i, p in enumerate(points)]


def test_10_2_10_4a_wch_final():
    awards = direct_titles(places(11, 10, 9.5, 9), EventKind.WCH_FINAL)
    assert awards == (
        DirectTitle(1, "WCCC", "10.2"),
        DirectTitle(1, "GM", "10.4a"),
        DirectTitle(2, "GM", "10.4a"),
        DirectTitle(3, "GM", "10.4a"),
    )


def test_10_4b_olympiad_final_board_1_only():
    assert direct_titles(places(8, 7, games=12), EventKind.OLYMPIAD_FINAL, board=1) == (DirectTitle(1, "GM", "10.4b"),)
    assert direct_titles(places(8, 7, games=12), EventKind.OLYMPIAD_FINAL, board=2) == ()


def test_10_6a_candidates_qualifiers_and_im_norms():
    # 12 games: 1st 8, 2nd 7 qualify for the final; player 5 made an IM norm
    awards = direct_titles(places(8, 7, 6.5, 6, 6, games=12), EventKind.CANDIDATES, im_norms={5})
    assert {(a.no, a.title) for a in awards} == {(1, "IM"), (2, "IM"), (5, "IM")}


def test_10_3_10_6b_10_7a_10_8a_ladies_final():
    # 10 games: 60 % = 6 points
    awards = direct_titles(places(8, 7, 6, 5.5, games=10), EventKind.LADIES_WCH_FINAL)
    assert {(a.no, a.title) for a in awards} == {
        (1, "LWCCC"), (1, "IM"), (1, "CCM"), (1, "CCE"),
        (2, "CCM"), (2, "CCE"),
        (3, "CCM"), (3, "CCE"),
    }


def test_10_6c_world_cup_and_10_7b_10_8b_ladies_olympiad():
    assert direct_titles(places(9, 8), EventKind.CUP_FINAL) == (DirectTitle(1, "IM", "10.6c"),)
    awards = direct_titles(places(7, 6, 5, games=10), EventKind.LADIES_OLYMPIAD, board=1)
    assert {(a.no, a.title) for a in awards} == {(1, "CCM"), (1, "CCE"), (2, "CCE")}


def test_000_5_mks_cr_final_winner():
    group = SksGroup("MCR-F", EventKind.SKS_CR_FINAL, True, True, (2300,) * 11, (3,))
    assert mks_candidates(group) == (MksCandidate(3, "mks_cr_final_winner", "MCR-F"),)


def test_000_5b_mks_strong_group():
    # 13 players averaging (12 * 2350 + 2351) / 13 = 2350.08 > 2350
    strong = SksGroup("X", EventKind.SKS_OTHER, True, True, (2350,) * 12 + (2351,), (7,))
    assert mks_candidates(strong) == (MksCandidate(7, "mks_strong_group_winner", "X"),)
    exactly = SksGroup("Y", EventKind.SKS_OTHER, True, True, (2350,) * 13, (7,))
    assert mks_candidates(exactly) == ()  # 2350 is not above 2350
    small = SksGroup("Z", EventKind.SKS_OTHER, True, True, (2500,) * 12, (7,))
    assert mks_candidates(small) == ()  # 12 players
    unrated = SksGroup("U", EventKind.SKS_OTHER, True, False, (2500,) * 13, (7,))
    assert mks_candidates(unrated) == ()
    foreign = SksGroup("V", EventKind.OTHER, False, True, (2500,) * 13, (7,))
    assert mks_candidates(foreign) == ()


def test_000_5cde_mks_by_iccf_title():
    assert [mks_by_title(t) is not None for t in ("GM", "LGM", "SIM", "IM", None)] == [True, True, True, False, False]
