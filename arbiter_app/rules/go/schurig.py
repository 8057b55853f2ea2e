"""Schurig tables: the draw of a go round robin [003 §3.2.1].

Schurig's construction for n players (n odd: n + 1, the last number being the bye): a table of n - 1
rounds of n/2 boards. Write 1, 2, …, n - 1 over and over into the left places, round by round; write
n - 1, n - 2, …, 1 over and over into the right places from the second board on; the right place of
board 1 is n. The first named has White, except that n takes White in every even round so that his
colours alternate. For 6 players: 1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1.

The result is the same table, round for round and colour for colour, as the Berger table that FIDE
prints (`pairing.berger_rounds`); the tests check that for every size up to 40.
"""

from __future__ import annotations

from ...i18n import tr


def schurig_rounds(n: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The Schurig table for `n` players (n ≥ 2) [003 §3.2.1]: rounds of (white, black) pairs, board
    1 first; for odd n the pair with the dummy n + 1 is left out (that player has the bye)."""
    if n < 2:
        raise ValueError(tr("rules.round_robin_players", count=n))
    last = n + n % 2
    m = last - 1
    half = last // 2
    rounds = []
    for r in range(m):
        left = [(r * half + b) % m + 1 for b in range(half)]
        right = [last] + [m - (r * (half - 1) + b) % m for b in range(half - 1)]
        pairs = [(right[0], left[0]) if r % 2 else (left[0], right[0])]
        pairs += list(zip(left[1:], right[1:]))
        rounds.append(tuple(p for p in pairs if last <= n or last not in p))
    return tuple(rounds)
