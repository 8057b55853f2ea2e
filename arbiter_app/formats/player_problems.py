"""The problems of the players a file brings, in the words of `player add`: every importer (exchange
JSON, the rating lists, a club's CSV, TRF, PGN, EGD) checks its players by the register's rules
(rules.player_checks) and lists each fault with where it is in the file.

A reader calls `player_problems(player, "line 12", problems)` for each player it builds, or, for a list
read column by column, `column_problems`; and `player_notes(player, "line 12", notes)` for what is taken
as the field writes it (rules.player_notes: a one-word name, a blank or unknown country).
"""

from __future__ import annotations

from datetime import date
from typing import Any, Callable, Mapping, Sequence

from ..i18n import tr
from ..rules.model import Player
from ..rules.player_checks import FieldProblem, check_columns, check_imported
from ..rules.player_notes import player_notes as notes_of
from .problems import Note, Problem



def problem_text(problem: FieldProblem, label: Callable[[str], str] | None = None) -> str:
    """ "Federation: a three-letter code in capitals, e.g. CZE" in the current language (`label`
    names the field: default its translated name; the CLI: its option)."""
    name = label(problem.field) if label else tr("players.field." + problem.field)
    return f"{name}: {tr(problem.reason.value, None, **problem.values)}"


def player_problems(player: Player, where: str, problems: list[Problem]) -> bool:
    """Append the faults of `player` (a federation the file does not give may stay empty) to
    `problems`, as one problem at `where` (a line, a JSON path); whether he is fine."""
    found = check_imported(player, date.today().year)
    if found:
        problems.append(Problem(where, f"{_who(player.name or player.id)}: " + "; ".join(map(problem_text, found))))
    return not found


def column_problems(columns: Mapping[str, Sequence[Any]], where: Callable[[int], str]) -> tuple[list[Problem], set[int]]:
    """The faults of players given column by column (rules.player_checks.check_columns), one problem
    per player at his place `where(i)` (put in words only for a player at fault), and the indexes of
    the players at fault."""
    by_row: dict[int, list[FieldProblem]] = {}
    for row, found in check_columns(columns, date.today().year):
        by_row.setdefault(row, []).append(found)
    names = columns.get("name", ())
    return [
        Problem(where(row), (f"{_who(names[row])}: " if names else "") + "; ".join(map(problem_text, found))) for row, found in by_row.items()
    ], set(by_row)


def player_notes(player: Player, where: str, notes: list[Problem], federation_as_written: str | None = None) -> None:
    """Append what is noted about `player` (rules.player_notes; his federation as the file wrote it,
    default his own) to `notes`, as one note at `where`."""
    found = notes_of(player, federation_as_written)
    if found:
        written = player.federation if federation_as_written is None else federation_as_written
        texts = [tr(note.value, code=written.strip()) for note in found]
        notes.append(Note(where, f"{_who(player.name or player.id)}: " + "; ".join(texts)))


def _who(name: str) -> str:
    """A name as a problem shows it: quoted with its escapes when it holds a control character, which
    would break the listing."""
    return name if name.isprintable() else repr(name)
