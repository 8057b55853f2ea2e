"""The words of the set-up's summaries: how the numbers were drawn, counts of players and games,
the fields a change touched ("CZE/X: tournament created: 6 players, 15 games; numbers drawn by lot
(random seed of the draw 4711)")."""

from __future__ import annotations

from typing import Sequence

from ..i18n import has, tr, tr_plural
from ..rules.draw import DrawMethod
from ..rules.model import Tournament, TournamentData


def draw_text(t: Tournament) -> str:
    """How the numbers were drawn: "by lot (random seed of the draw 4711)", "by rating"."""
    if t.draw_method == DrawMethod.LOT.value:
        return tr("setup.drawn.lot", seed=t.draw_seed)
    return tr(f"setup.drawn.{t.draw_method}")


def count_text(things: str, number: int) -> str:
    """"6 players", "15 games" (Czech "6 hráčů", "15 partií")."""
    return tr_plural(f"setup.count.{things}", number, count=number)


def created_text(data: TournamentData) -> str:
    t = data.tournament
    text = tr("setup.done.created", code=t.code, players=count_text("players", len(data.entries)), games=count_text("games", len(data.games)))
    return tr("setup.done.created_drawn", created=text, drawn=draw_text(t)) if t.draw_method else text


def rebuilt_text(old: TournamentData, new: TournamentData) -> str:
    """"; the table was rebuilt: 21 games" after a change of the entries, when there is a table."""
    return tr("setup.done.rebuilt", games=count_text("games", len(new.games))) if old.games or new.games else ""


def changed_text(code: str, fields: Sequence[str]) -> str:
    """"CZE/X: name, rounds changed" in the words of the set-up form; "CZE/X: nothing changed"."""
    if not fields:
        return tr("setup.done.nothing_changed", code=code)
    labels = [_in_sentence(tr(f"setup.field.{f}")) if has(f"setup.field.{f}") else f for f in fields]
    return tr("setup.done.changed", code=code, fields=", ".join(labels))


def _in_sentence(label: str) -> str:
    """A form's label inside a sentence: "Rounds" -> "rounds"; "SB", "ICCF ..." as they are."""
    return label[0].lower() + label[1:] if label[1:2].islower() else label
