"""The embedded demo database: the tournaments shipped in resources/demo/."""

from __future__ import annotations

from pathlib import Path

from ..resources import resources_dir
from .database import Changes, Database, user_data_file
from .tournaments import list_tournaments, read_exchange_with_rounds, store_tournament


def demo_files() -> list[Path]:
    return sorted((resources_dir() / "demo").glob("*.json"))


def fill_demo(db: Database) -> list[Changes]:
    """Store every demo tournament; refuses (AlreadyExists) if one of them is there already."""
    changes = []
    for path in demo_files():
        data, rounds = read_exchange_with_rounds(path)
        changes.append(store_tournament(db, data, action="demo", rounds=rounds))
    return changes


def open_demo(path: Path | None = None, actor: str | None = None) -> Database:
    """The demo database (a file in the user data directory), created on first use."""
    db = Database(path or user_data_file("demo.sqlite"), actor)
    if not list_tournaments(db):
        fill_demo(db)
    return db
