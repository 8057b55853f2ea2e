"""Schurig tables [003 §3.2.1]: the 6-player table written out by hand, and equality with Berger."""

from __future__ import annotations

from itertools import combinations

import pytest

from arbiter_app.rules.pairing import berger_rounds
from arbiter_app.rules.go.schurig import schurig_rounds


def test_six_players_as_constructed_by_hand() -> None:
    """Left places 1 2 3 / 4 5 1 / 2 3 4 / 5 1 2 / 3 4 5; right places 6 5 4 / 6 3 2 / 6 1 5 /
    6 4 3 / 6 2 1; 6 has White in rounds 2 and 4."""
    assert schurig_rounds(6) == (
        ((1, 6), (2, 5), (3, 4)), ((6, 4), (5, 3), (1, 2)), ((2, 6), (3, 1), (4, 5)),
        ((6, 5), (1, 4), (2, 3)), ((3, 6), (4, 2), (5, 1)),
    )


def test_five_players_leave_out_the_dummy() -> None:
    assert schurig_rounds(5)[0] == ((2, 5), (3, 4))
    assert sum(len(r) for r in schurig_rounds(5)) == 10


@pytest.mark.parametrize("n", range(2, 41))
def test_every_pair_once_and_same_as_berger(n: int) -> None:
    rounds = schurig_rounds(n)
    games = sorted(tuple(sorted(p)) for r in rounds for p in r)
    assert games == list(combinations(range(1, n + 1), 2))
    assert rounds == berger_rounds(n)


def test_fewer_than_two_players_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 2"):
        schurig_rounds(1)
