"""Groups, then a knockout [003 §3.1.5]: the qualifiers of a group, and the seeding that keeps players
of one group apart [003 §3.2.1]; hand-computed (docs/go-events.md, example 5)."""

from __future__ import annotations

import pytest

from arbiter_app.rules.go.groups import (
    Qualifier, QualifyingTie, decisions, group_labels, group_seeding, origins, qualifiers,
)
from arbiter_app.rules.go.knockout import first_round


def group(code: str, count: int) -> tuple[Qualifier, ...]:
    return tuple(Qualifier(code, k, f"{code}{k}") for k in range(1, count + 1))


def labels(seeded: tuple[Qualifier, ...]) -> list[str]:
    return [q.label for q in seeded]


def test_two_groups_of_two_meet_crosswise() -> None:
    """Seeds A1, B1, A2, B2: the bracket of 4 pairs seeds 1-4 and 2-3, so A1-B2 and B1-A2, and two
    players of one group can meet only in the final."""
    seeded = group_seeding([group("A", 2), group("B", 2)])
    assert labels(seeded) == ["A1", "B1", "A2", "B2"]
    assert [(seeded[m.white - 1].label, seeded[m.black - 1].label) for m in first_round([1, 2, 3, 4])
            if m.black] == [("A1", "B2"), ("B1", "A2")]


def test_three_groups_of_two_keep_each_group_apart_until_the_final() -> None:
    """6 in a bracket of 8 (order 1, 8, 4, 5 | 2, 7, 3, 6): seeds 1-3 are A1, B1, C1 and the byes go to
    seeds 1 and 2. The 2nd places in plain order (A2, B2, C2 as seeds 4, 5, 6) would pair C1-C2 in
    round 1; the order B2, C2, A2 gives B2-C2 and C1-A2, with the halves {A1, B2, C2} | {B1, C1, A2}:
    no two of one group before the final. It is the first such order."""
    seeded = group_seeding([group("A", 2), group("B", 2), group("C", 2)])
    assert labels(seeded) == ["A1", "B1", "C1", "B2", "C2", "A2"]


def test_two_groups_of_four_play_crosswise_in_round_one() -> None:
    seeded = group_seeding([group("A", 4), group("B", 4)])
    pairs = [(seeded[m.white - 1].group, seeded[m.black - 1].group) for m in first_round(list(range(1, 9)))]
    assert all(a != b for a, b in pairs)
    assert labels(seeded)[:2] == ["A1", "B1"]


def test_qualifiers_by_the_group_standings_and_a_tie_on_the_line() -> None:
    rows = [("1", "P1", "Novák"), ("2-3", "P2", "Svoboda"), ("2-3", "P3", "Dvořák"), ("4", "P4", "Černý")]
    assert [q.player_id for q in qualifiers("A", rows, 1)] == ["P1"]
    assert [q.player_id for q in qualifiers("A", rows, 3)] == ["P1", "P2", "P3"]
    with pytest.raises(QualifyingTie, match="group A: Svoboda, Dvořák share place 2-3"):
        qualifiers("A", rows, 2)
    # the TD decided the tie (a play-off): Dvořák goes on as A2
    assert [q.label + q.player_id for q in qualifiers("A", rows, 2, decided=["P3"])] == ["A1P1", "A2P3"]
    assert [q.player_id for q in qualifiers("A", rows, 3, decided=["P3"])] == ["P1", "P2", "P3"]
    with pytest.raises(QualifyingTie):
        qualifiers("A", rows, 2, decided=["P4"])  # not one of the tied
    with pytest.raises(ValueError, match="group A has 4 players, fewer than the 5 qualifiers"):
        qualifiers("A", rows, 5)


def test_the_decisions_of_ties_as_written() -> None:
    assert decisions(["C:3", " C:1", "Skupina B:2"]) == {"C": [3, 1], "Skupina B": [2]}
    with pytest.raises(ValueError, match="GROUP:NO, e.g. C:3, not 'C3'"):
        decisions(["C3"])


def test_origins_from_the_setting() -> None:
    settings = {"go_from_groups": {"groups": ["A", "B"], "qualifiers": 1, "seeds": [["A", 1, "P1"], ["B", 1, "P7"]]}}
    assert origins(settings) == {"P1": "A1", "P7": "B1"}
    assert origins({}) == {}


def test_groups_are_labelled_without_the_path_they_share():
    """Groups coded CZE/GO/A and CZE/GO/B print as A and B on the final's lists; codes without a
    shared path stay whole."""
    assert group_labels(["CZE/GO/A", "CZE/GO/B"]) == {"CZE/GO/A": "A", "CZE/GO/B": "B"}
    assert group_labels(["CZE/GO/2026/A"]) == {"CZE/GO/2026/A": "A"}
    assert group_labels(["A", "B"]) == {"A": "A", "B": "B"}
    assert group_labels(["X/A", "Y/A"]) == {"X/A": "X/A", "Y/A": "Y/A"}
    seeds = {"go_from_groups": {"seeds": [["CZE/GO/A", 1, "P1"], ["CZE/GO/B", 1, "P7"]]}}
    assert origins(seeds) == {"P1": "A1", "P7": "B1"}
    seeded = group_seeding([[Qualifier("CZE/GO/A", 1, "P1")], [Qualifier("CZE/GO/B", 1, "P7")]])
    assert [q.label for q in seeded] == ["A1", "B1"]
