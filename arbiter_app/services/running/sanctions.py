"""Sanctions that follow a player [000 §7.3–7.6; 001 §8.3–8.6] (being written: see issue 45)."""

from __future__ import annotations

from typing import Any

from ..database import Database


def player_sanctions(db: Database, player_id: str) -> list[dict[str, Any]]:
    """The player's sanctions as JSON-ready objects, newest first (`player show ID --json`)."""
    raise NotImplementedError


def sanction_lines(db: Database, player_id: str) -> list[str]:
    """The player's sanctions in words, a line each, newest first (`player show ID`, the register)."""
    raise NotImplementedError
