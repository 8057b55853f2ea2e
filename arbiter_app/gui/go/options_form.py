"""The go options of a tournament's rule set (docs/go-events.md, Settings): McMahon bar and floor,
the club rule, colours, handicap and komi, the bye's points, excused and withdrawn games [003]."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QGroupBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from ...i18n import language, tr
from ...rules.go.event import GoSettings
from ...rules.go.pairing import Colours
from ...rules.go.placing import Placing
from ...rules.go.round_robin import ExcusedGame, WithdrawnGame
from ...rules.model import PairingSystem, Tournament
from ..form_widgets import combo, select


class GoOptions(QGroupBox):
    """The options of a go event (settings keys of docs/go-events.md), each shown only for the
    systems it applies to: McMahon bar and floor [003 §3.1.3]; colours and the club rule of a Swiss
    or McMahon draw [003 §3.2]; the bye's points; a round robin's excused and withdrawn games
    [003 §3.2, §3.3.3]; a knockout's placing matches [003 §3.1.4]; handicaps with their maximum and
    the komi of even and handicap games [003 §4.1.1, §4.4.7]. A number is stored only where it
    differs from its default, so that a change of system keeps that system's own default."""

    KEYS = ("mcmahon_bar", "mcmahon_floor", "go_handicap_reduction", "go_colours", "go_club_rule", "go_placing",
            "go_bye_points", "go_handicap_max", "komi", "go_handicap_komi", "go_excused_game", "go_withdrawn_game")

    def __init__(self, parent: QWidget | None = None):
        super().__init__(tr("setup.go.title"), parent)
        self.system = PairingSystem.ROUND_ROBIN
        self.bar = QLineEdit()
        self.bar.setObjectName("mcmahon_bar")
        self.bar.setPlaceholderText("3d")
        self.floor = QLineEdit()
        self.floor.setObjectName("mcmahon_floor")
        self.floor.setPlaceholderText("20k")
        self.handicap = QSpinBox()
        self.handicap.setRange(-1, 9)
        self.handicap.setSpecialValueText(tr("setup.go.even"))
        self.handicap.setValue(-1)
        self.handicap_max = QSpinBox()
        self.handicap_max.setObjectName("go_handicap_max")
        self.handicap_max.setRange(0, 9)
        self.komi = half_points("komi")
        self.handicap_komi = half_points("go_handicap_komi")
        self.colours = combo([(tr(f"setup.go.colours.{c.value}"), c.value) for c in Colours])
        self.club_rule = QCheckBox(tr("setup.go.club_rule"))
        self.placing = combo([(tr(f"setup.go.placing.{p.value}"), p.value) for p in Placing])
        self.placing.setObjectName("go_placing")
        self.bye_points = half_points("go_bye_points")
        self.bye_points.setRange(0, 1)
        self.excused_game = combo([(tr(f"setup.go.excused_game.{e.value}"), e.value) for e in ExcusedGame])
        self.excused_game.setObjectName("go_excused_game")
        self.withdrawn_game = combo([(tr(f"setup.go.withdrawn_game.{w.value}"), w.value) for w in WithdrawnGame])
        self.withdrawn_game.setObjectName("go_withdrawn_game")
        self.form = QFormLayout(self)
        for key, widget in (("bar", self.bar), ("floor", self.floor), ("colours", self.colours), ("club_rule", self.club_rule),
                            ("bye_points", self.bye_points), ("excused_game", self.excused_game),
                            ("withdrawn_game", self.withdrawn_game), ("placing", self.placing), ("handicap", self.handicap),
                            ("handicap_max", self.handicap_max), ("komi", self.komi), ("handicap_komi", self.handicap_komi)):
            widget.setToolTip(tr(f"setup.go.{key}.tip"))
            if widget is self.club_rule:
                self.form.addRow(widget)
            else:
                self.form.addRow(tr(f"setup.go.{key}"), widget)
        self.handicap.valueChanged.connect(self._show_rows)
        self.load({})
        self.setVisible(False)

    def set_system(self, system: PairingSystem) -> None:
        """Show the options of `system`; the bye's points follow its default unless set apart."""
        if self.bye_points.value() == _default_bye(self.system):
            self.bye_points.setValue(_default_bye(system))
        self.system = system
        self._show_rows()

    def _applies(self) -> dict[QWidget, bool]:
        s, handicaps = self.system, self.handicap.value() >= 0
        drawn = s in (PairingSystem.SWISS, PairingSystem.MCMAHON)
        return {
            self.bar: s is PairingSystem.MCMAHON, self.floor: s is PairingSystem.MCMAHON,
            self.colours: drawn and not handicaps,  # a handicap game gives Black to the weaker player
            self.club_rule: drawn, self.bye_points: s is not PairingSystem.KNOCKOUT,
            self.excused_game: s is PairingSystem.ROUND_ROBIN, self.withdrawn_game: s is PairingSystem.ROUND_ROBIN,
            self.placing: s is PairingSystem.KNOCKOUT, self.handicap: True,
            self.handicap_max: handicaps, self.komi: True, self.handicap_komi: handicaps,  # komi: also the EGD file's KM
        }

    def _show_rows(self) -> None:
        for widget, shown in self._applies().items():
            self.form.setRowVisible(widget, shown)

    def load(self, settings: Mapping[str, Any]) -> None:
        """The stored settings; an unset one shows its default (rules.go.event.GoSettings)."""
        self.bar.setText(str(settings.get("mcmahon_bar") or ""))
        self.floor.setText(str(settings.get("mcmahon_floor") or ""))
        reduction = settings.get("go_handicap_reduction")
        self.handicap.setValue(int(str(reduction)) if reduction is not None else -1)
        self.handicap_max.setValue(int(str(settings.get("go_handicap_max", DEFAULTS.handicap_max))))
        self.komi.setValue(float(str(settings.get("komi", DEFAULTS.komi))))
        self.handicap_komi.setValue(float(str(settings.get("go_handicap_komi", DEFAULTS.handicap_komi))))
        select(self.colours, settings.get("go_colours", Colours.RANK.value))
        self.club_rule.setChecked(str(settings.get("go_club_rule", True)).lower() != "false")
        select(self.placing, settings.get("go_placing", Placing.NONE.value))
        self.bye_points.setValue(float(str(settings.get("go_bye_points", _default_bye(self.system)))))
        select(self.excused_game, settings.get("go_excused_game", DEFAULTS.excused_game.value))
        select(self.withdrawn_game, settings.get("go_withdrawn_game", DEFAULTS.withdrawn_game.value))
        self._show_rows()

    def settings(self) -> dict[str, Any]:
        """The settings of the options that apply to the system, each as its settings key."""
        applies = self._applies()
        values: dict[str, Any] = {}
        if applies[self.colours]:
            values["go_colours"] = self.colours.currentData()
        if applies[self.club_rule]:
            values["go_club_rule"] = self.club_rule.isChecked()
        for key, edit in (("mcmahon_bar", self.bar), ("mcmahon_floor", self.floor)):
            if applies[edit] and edit.text().strip():
                values[key] = edit.text().strip()
        if self.handicap.value() >= 0:
            values["go_handicap_reduction"] = self.handicap.value()
        for key, box, default in (("go_bye_points", self.bye_points, _default_bye(self.system)),
                                  ("go_handicap_max", self.handicap_max, DEFAULTS.handicap_max),
                                  ("komi", self.komi, DEFAULTS.komi), ("go_handicap_komi", self.handicap_komi, DEFAULTS.handicap_komi)):
            if applies[box] and box.value() != default:
                values[key] = box.value()
        for key, choice, default in (("go_placing", self.placing, Placing.NONE.value),
                                     ("go_excused_game", self.excused_game, DEFAULTS.excused_game.value),
                                     ("go_withdrawn_game", self.withdrawn_game, DEFAULTS.withdrawn_game.value)):
            if applies[choice] and choice.currentData() != default:
                values[key] = choice.currentData()
        return values


DEFAULTS = GoSettings()
"""The defaults of the go settings (one place: rules.go.event)."""


def _default_bye(system: PairingSystem) -> float:
    """A round robin's free round scores 0, the bye of a drawn round 1 (rules.go.event.GoSettings.of)."""
    return GoSettings.of(Tournament("", "", system=system)).bye_points


def half_points(name: str) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setObjectName(name)
    box.setLocale(QLocale(language()))  # the decimal comma in Czech, 6,5
    box.setDecimals(1)
    box.setSingleStep(0.5)
    box.setRange(0, 20)
    return box
