"""A large EGD tournament table made for the tests of big files (issue 31): blocks of 12 players, each
block a round robin of 11 rounds in which the lower line wins with White; every fifth country `XX`
(none), every seventh first name missing (a one-word name)."""

from __future__ import annotations

from tests.formats.big_trf import BLOCK, berger


def make(count: int) -> str:
    """The table's text of `count` players (a multiple of BLOCK)."""
    cells: dict[tuple[int, int], str] = {}
    for base in range(0, count, BLOCK):
        for r, pairs in enumerate(berger(BLOCK)):
            for w, b in pairs:
                cells[(base + w + 1, r)] = f"{base + b + 1}+/w0"
                cells[(base + b + 1, r)] = f"{base + w + 1}-/b0"
    lines = ["; EV[Big Open]", "; DT[2025-01-01,2025-01-05]", "; CL[B]", ";"]
    for p in range(1, count + 1):
        wins = sum(cells[(p, r)].count("+") for r in range(BLOCK - 1))
        first = "" if p % 7 == 0 else " Petr"
        country = "XX" if p % 5 == 0 else "CZ"
        rank = f"{1 + p % 20}k"
        lines.append(f"{p} Hráč{p}{first} {rank} {country} Brno {wins} 0 " + " ".join(cells[(p, r)] for r in range(BLOCK - 1)))
    return "\n".join(lines) + "\n"
