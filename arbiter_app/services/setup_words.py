"""The words of the set-up's summaries: how the numbers were drawn, counts of players and games,
the fields a change touched ("CZE/X: tournament created: 6 players, 15 games; numbers drawn by lot
(random seed of the draw 4711)")."""

from __future__ import annotations

from typing import Iterable, Sequence

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


SETTING_LABELS = {
    "mcmahon_bar": "setup.go.bar", "mcmahon_floor": "setup.go.floor", "go_colours": "setup.go.colours",
    "go_club_rule": "setup.go.club_rule", "go_bye_points": "setup.go.bye_points", "go_excused_game": "setup.go.excused_game",
    "go_withdrawn_game": "setup.go.withdrawn_game", "go_placing": "setup.go.placing", "go_handicap_reduction": "setup.go.handicap",
    "go_handicap_max": "setup.go.handicap_max", "komi": "setup.go.komi", "go_handicap_komi": "setup.go.handicap_komi",
    "timecontrol.system": "setup.field.time_control", "language": "report.gui.language",
}
"""The label of a setting the forms set, by its settings key, where it is not `setup.field.<key>`
(`place`, `egd_class`, `planet_tolerance`...). Any other key (one the program keeps for itself, or one
given with `--settings`) is one of the "other settings"."""


def changed_fields(old: Tournament, new: Tournament, fields: Iterable[str]) -> list[str]:
    """The tournament's `fields` changed, `settings` given as the keys of the settings that changed."""
    names = [f for f in fields if f != "settings"]
    if "settings" in fields:
        names += sorted(k for k in old.settings.keys() | new.settings.keys() if old.settings.get(k) != new.settings.get(k))
    return names


def changed_text(code: str, fields: Sequence[str]) -> str:
    """"CZE/X: name, rounds changed" in the words of the set-up form, a setting by its label
    (SETTING_LABELS); "CZE/X: nothing changed"."""
    if not fields:
        return tr("setup.done.nothing_changed", code=code)
    labels = [_in_sentence(tr(_label_key(f))) for f in fields]
    return tr("setup.done.changed", code=code, fields=", ".join(dict.fromkeys(labels)))


def _label_key(field: str) -> str:
    if has(f"setup.field.{field}"):
        return f"setup.field.{field}"
    return SETTING_LABELS.get(field, "setup.field.settings")


def _in_sentence(label: str) -> str:
    """A form's label inside a sentence: "Rounds" -> "rounds"; "SB", "ICCF ..." as they are."""
    return label[0].lower() + label[1:] if label[1:2].islower() else label
