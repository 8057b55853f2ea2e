"""A go event's diploma awards (rules.go.awards): places [003 §3.3], a group's winner [003 §3.1.5],
the best of each rank category and the best woman below the prize places; hand-made standings."""

from __future__ import annotations

from arbiter_app.rules.go.awards import Finisher, category_of, go_awards, is_go_award


def test_rank_categories():
    assert [category_of(r) for r in ("2p", "1d", "1k", "9k", "10k", "19k", "20k", "30k")] == [
        "dan", "dan", "1-9k", "1-9k", "10-19k", "10-19k", "20-30k", "20-30k"]
    assert category_of("") is None and category_of("?") is None


def test_places_categories_and_the_best_woman():
    # 1 (3d), 2 (1k), 3 and 4 share 3rd-4th (2d, 5k), 5 a 12k woman, 6 a 4k woman, 7 a 15k, 8 a 25k
    lines = [Finisher(1, "1", "3d", False), Finisher(2, "2", "1k", False), Finisher(3, "3-4", "2d", False),
             Finisher(4, "3-4", "5k", False), Finisher(5, "5", "12k", True), Finisher(6, "6", "4k", True),
             Finisher(7, "7", "15k", False), Finisher(8, "8", "25k", False)]
    awards = go_awards(lines, group=False)
    assert awards[1] == ("place-1",) and awards[2] == ("place-2",)
    assert awards[3] == ("place-3-4",) and awards[4] == ("place-3-4",)  # a shared 3rd place: both diplomas
    # below the prize places: no dan player is left; 6 is the best 1-9 kyu, 5 the best 10-19 kyu and
    # the best woman (she stands above 6), 8 the only 20-30 kyu
    assert awards[5] == ("category-10-19k", "best-woman")
    assert awards[6] == ("category-1-9k",)
    assert awards[7] == () and awards[8] == ("category-20-30k",)


def test_a_group_winner_and_a_field_of_one_category_and_one_sex():
    lines = [Finisher(4, "1", "2k", False), Finisher(1, "2", "3k", False), Finisher(2, "3", "5k", False),
             Finisher(3, "4", "7k", False)]
    awards = go_awards(lines, group=True)
    assert awards == {4: ("place-1", "group-winner"), 1: ("place-2",), 2: ("place-3",), 3: ()}


def test_codes_written_by_hand():
    assert all(is_go_award(c) for c in ("place-1", "place-5", "place-2-3", "group-winner", "category-dan", "best-woman"))
    assert not any(is_go_award(c) for c in ("place-", "place-x", "IM", "category-kyu", "MKS"))
