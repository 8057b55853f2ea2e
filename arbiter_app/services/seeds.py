"""The seed of a draw by lot: recorded with the draw, so that it can be repeated [003 §3.2.2]."""

from __future__ import annotations

import secrets

SEED_LIMIT = 10**9
"""Seeds of a draw by lot are drawn below this: short enough to print on a start list."""


def new_seed() -> int:
    """A fresh seed for a draw by lot."""
    return secrets.randbelow(SEED_LIMIT)
