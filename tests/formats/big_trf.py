"""A large TRF made for the tests of big files (issue 31): blocks of 12 players, each block a round robin
of 11 rounds in which White wins; every third name one word, every fifth federation blank."""

from __future__ import annotations

BLOCK = 12


def berger(n: int) -> list[list[tuple[int, int]]]:
    """The rounds of a round robin of `n` (even) players 0..n-1, by the circle method."""
    players = list(range(n))
    rounds = []
    for r in range(n - 1):
        pairs = [(players[i], players[n - 1 - i]) for i in range(n // 2)]
        rounds.append(pairs if r % 2 == 0 else [(b, a) for a, b in pairs])
        players = [players[0], players[-1], *players[1:-1]]
    return rounds


def make(count: int) -> str:
    """The TRF text of `count` players (a multiple of BLOCK)."""
    cells: dict[tuple[int, int], str] = {}
    for base in range(0, count, BLOCK):
        for r, pairs in enumerate(berger(BLOCK)):
            for w, b in pairs:
                cells[(base + w + 1, r)] = f"{base + b + 1:4d} w 1"
                cells[(base + b + 1, r)] = f"{base + w + 1:4d} b 0"
    lines = ["012 Big Swiss", "042 2025/01/01", "092 Swiss Dutch", f"XXR {BLOCK - 1}"]
    for p in range(1, count + 1):
        points = sum(1.0 for r in range(BLOCK - 1) if cells[(p, r)].endswith("1"))
        name = f"Player{p}" if p % 3 else f"Surname{p}, First"
        federation = "" if p % 5 == 0 else "CZE"
        head = f"001 {p:4d} m    {name:<33} {1500 + p % 900:4d} {federation:<3} {p:11d} {'1990/01/01':>10} {points:4.1f} {p:4d}"
        lines.append(head + "".join("  " + cells[(p, r)] for r in range(BLOCK - 1)))
    return "\n".join(lines) + "\n"
