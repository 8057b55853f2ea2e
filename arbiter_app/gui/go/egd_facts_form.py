"""The header facts of a go event's EGD tournament table (docs/go-events.md): place, class and basic
time, the `PC`, `CL` and `TM` lines, typed in the event form of the wizard and of the Tournament
properties dialog. The checks are the rules' (rules.setup_checks.check_egd_facts)."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QSpinBox, QWidget

from ...i18n import tr
from ...rules.setup_checks import EGD_CLASSES, MAX_BASIC_TIME


class EgdFactsForm(QGroupBox):
    """Place (`place`), class (`egd_class`) and basic time in minutes (`basic_time`); an empty field
    leaves its key unset, and the EGD file without that line."""

    KEYS = ("place", "egd_class", "basic_time")

    def __init__(self, parent: QWidget | None = None):
        super().__init__(tr("setup.egd.title"), parent)
        self.place = QLineEdit()
        self.place.setObjectName("place")
        self.place.setPlaceholderText("CZ, Brno")
        self.egd_class = QComboBox()
        self.egd_class.setObjectName("egd_class")
        self.egd_class.addItem("—", None)
        for letter in EGD_CLASSES:
            self.egd_class.addItem(tr(f"setup.egd.class.{letter}"), letter)
        self.basic_time = QSpinBox()
        self.basic_time.setObjectName("basic_time")
        self.basic_time.setRange(0, MAX_BASIC_TIME)
        self.basic_time.setSpecialValueText("—")
        self.basic_time.setSuffix(" min")
        form = QFormLayout(self)
        for key, widget in (("place", self.place), ("egd_class", self.egd_class), ("basic_time", self.basic_time)):
            widget.setToolTip(tr(f"setup.egd.{key}.tip"))
            form.addRow(tr(f"setup.field.{key}"), widget)
        self.setVisible(False)

    def load(self, settings: Mapping[str, Any]) -> None:
        self.place.setText(str(settings.get("place") or ""))
        index = self.egd_class.findData(settings.get("egd_class"))
        if index < 0 and settings.get("egd_class") is not None:  # stored by hand, outside A-D: shown, then refused
            self.egd_class.addItem(str(settings["egd_class"]), settings["egd_class"])
            index = self.egd_class.count() - 1
        self.egd_class.setCurrentIndex(max(index, 0))
        minutes = str(settings.get("basic_time", ""))
        self.basic_time.setValue(int(minutes) if minutes.isdecimal() else 0)

    def settings(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        if self.place.text().strip():
            values["place"] = self.place.text().strip()
        if self.egd_class.currentData() is not None:
            values["egd_class"] = self.egd_class.currentData()
        if self.basic_time.value():
            values["basic_time"] = self.basic_time.value()
        return values
