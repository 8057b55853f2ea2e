"""Round-robin pairing tables and colours: Berger tables, double rounds, team board colours.

Correspondence games all start at once, so a "round" here is a row of the printed table; it fixes
who meets whom and with which colour [001 §0.3 (colours by lot or table); 003 §3.2.1].

The tables are the Berger tables as FIDE prints them (for 4 players: 1-4 2-3 / 4-3 1-2 / 2-4 3-1).
[003 §3.2.1] names Schurig tables: Schurig's construction (`go/schurig.py`) gives this very table,
round for round and colour for colour. With an odd number of players the table of
n + 1 is used and the player drawn against n + 1 rests that round: `berger_rounds` omits that pair.
"""

from __future__ import annotations

from typing import Sequence

from ..i18n import tr
from .model import Game, StartNo


def berger_rounds(n: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The Berger table for `n` players (n ≥ 2) [001 §0.3; 003 §3.1]: rounds of (white, black) pairs,
    board 1 first.

    For an even count m = n - 1 (n odd: m = n): in round r the player k with 2k ≡ r + 1 (mod m) meets
    the last number (k has White in odd rounds), and on board b + 1 the player k + b (White) meets
    k - b, numbers taken mod m in 1..m. For odd n the pair with the dummy n + 1 is left out (a bye).
    """
    if n < 2:
        raise ValueError(tr("rules.round_robin_players", count=n))
    last = n + n % 2
    m = last - 1
    half_inverse = (m + 1) // 2  # 2 * half_inverse ≡ 1 (mod m), m is odd

    def wrap(x: int) -> int:
        return (x - 1) % m + 1

    rounds = []
    for r in range(1, m + 1):
        k = wrap((r + 1) * half_inverse)
        pairs = [(k, last) if r % 2 else (last, k)]
        pairs += [(wrap(k + b), wrap(k - b)) for b in range(1, last // 2)]
        rounds.append(tuple(p for p in pairs if last <= n or last not in p))
    return tuple(rounds)


def colour_table(n: int, rounds: int = 1) -> dict[tuple[int, int], int]:
    """(white, black) -> round number for every game of an `n`-player round robin of `rounds`
    cycles; each later cycle repeats the table with colours reversed [001 App. II 1a]."""
    if rounds < 1:
        raise ValueError(f"rounds must be 1 or more, not {rounds}")
    table = berger_rounds(n)
    result: dict[tuple[int, int], int] = {}
    for cycle in range(rounds):
        for r, pairs in enumerate(table, start=1 + cycle * len(table)):
            for white, black in pairs:
                result[(black, white) if cycle % 2 else (white, black)] = r
    return result


def round_robin_games(numbers: Sequence[int], rounds: int = 1) -> tuple[Game, ...]:
    """The running games of a round robin [001 §0.3, App. II 1a] among `numbers` (the i-th gets Berger number i + 1), in
    table order. In a double round robin `Game.round` is the cycle (1 or 2), else None."""
    if len(set(numbers)) != len(numbers):
        raise ValueError("starting numbers must be distinct")
    table = colour_table(len(numbers), rounds)
    per_cycle = len(berger_rounds(len(numbers)))
    return tuple(
        Game(
            white=StartNo(numbers[white - 1]),
            black=StartNo(numbers[black - 1]),
            round=(r - 1) // per_cycle + 1 if rounds > 1 else None,
        )
        for (white, black), r in sorted(table.items(), key=lambda item: item[1])
    )


def team_board_colours(team_a: int, team_b: int, board: int) -> tuple[int, int]:
    """(white team, black team) on `board` of the match team_a – team_b [001 §8.7g].

    The rule: team no. 1 has White on board 1 against even-numbered teams, and colours alternate by
    board. Generalised (the same parity rule as the Berger table): on board 1 the lower number has
    White when the two numbers differ in parity, the higher number when they do not.
    """
    if team_a == team_b or board < 1:
        raise ValueError(f"no board {board} in a match of team {team_a} against team {team_b}")
    low, high = sorted((team_a, team_b))
    white, black = (low, high) if (low + high) % 2 else (high, low)
    return (white, black) if board % 2 else (black, white)
