"""The two forms of a tournament's set-up, shared by the new-tournament wizard and the properties
dialog: the event (code, name, organiser, kind, dates, ...) and the rule set (tie-break criteria in
order, rating system, settings). Each form reads a Tournament in and gives its fields back; the
checks are the rules' (rules.setup_checks), shown beside the form with the field named."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QDate, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..i18n import language, tr
from ..rules.event_kinds import EventKind
from ..rules.model import Organiser, PairingSystem, RatingSystem, Tournament
from ..rules.ratings.planet import DEFAULT_TOLERANCE
from ..rules.setup_checks import DEFAULT_RATING, SetupProblem, allowed_criteria, criterion_note
from ..rules.standings import default_criteria
from ..rules.tiebreaks import SWITCH_CRITERIA, Settings
from .go.egd_facts_form import EgdFactsForm
from .form_widgets import NO_DATE, combo, date_edit, date_of, problems_label, required_label, select, show_problems
from .go.options_form import GoOptions
from .tournament_list import ORGANISER_NAMES
from .greyed import say_why


RATING_NAMES = {RatingSystem.ICCF: "ICCF", RatingSystem.SKS: "SKŠ", RatingSystem.PLANET_SAH: "Planet Šah", RatingSystem.NONE: "—"}


REQUIRED = ("setup.field.code", "setup.field.name")
"""Fields the arbiter must fill; marked with an asterisk."""


SWITCHES = ("default_counts_as_win", "default_in_sb", "h2h_unambiguous_only")
"""Boolean settings of the standings (docs/rule-choices.md); unset means the documented default."""


class EventForm(QWidget):
    """Code, name, organiser, kind, dates, cycles, title/ladies/team, TD, time control, entry fee."""

    organiser_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None, *, editing: bool = False):
        super().__init__(parent)
        self.code = QLineEdit()
        self.code.setObjectName("code")
        self.code.setReadOnly(editing)  # the code is the key of the audit log and of every file
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.organiser = combo([(ORGANISER_NAMES[o], o) for o in Organiser])
        self.organiser.setObjectName("organiser")
        self.kind = combo(sorted(((tr(f"kind.{k.value}"), k.value) for k in EventKind), key=lambda item: item[0]))
        self.kind.setObjectName("kind")
        select(self.kind, EventKind.OTHER.value)
        self.start = date_edit()
        self.start.setObjectName("start_date")
        self.end = date_edit()
        self.end.setObjectName("end_date")
        self.rounds = combo([(tr("setup.field.single"), 1), (tr("setup.field.double"), 2)])
        self.rounds.setObjectName("rounds")
        self.system = combo([(tr(f"setup.system.{s.value}"), s) for s in PairingSystem])
        self.system.setObjectName("system")
        self.round_count = QSpinBox()
        self.round_count.setRange(0, 30)
        self.round_count.setSpecialValueText("—")
        self.title_tournament = QCheckBox(tr("setup.field.title_tournament"))
        self.title_tournament.setObjectName("title_tournament")
        self.ladies = QCheckBox(tr("setup.field.ladies"))
        self.team_event = QCheckBox(tr("setup.field.team_event"))
        self.team_event.setObjectName("team_event")
        self.team_event.setEnabled(not editing)
        say_why(self.team_event, tr("setup.greyed.team_event"))
        self.td = QLineEdit()
        self.td.setObjectName("td")
        self.tc_system = combo([(tr("setup.field.tc.three_block"), "three_block"), (tr("setup.field.tc.planet_sah"), "planet_sah"),
                                (tr("setup.field.tc.standard"), "standard")])
        self.duration = QSpinBox()
        self.duration.setRange(0, 3000)
        self.duration.setSpecialValueText("—")
        self.duration.setSuffix(" d")
        self.tc_text = QLineEdit()
        self.tc_text.setObjectName("time_control")
        self.fee = QDoubleSpinBox()
        self.fee.setLocale(QLocale(language()))  # 20,00 in Czech
        self.fee.setRange(0, 100000)
        self.fee.setSpecialValueText("—")
        # Planet Šah entries: the base rating (iRating) and the tolerance (Tol) [002 "Prijave na turnirje"].
        self.planet_base = QSpinBox()
        self.planet_base.setRange(0, 3000)
        self.planet_base.setSpecialValueText("—")
        self.planet_tolerance = QSpinBox()
        self.planet_tolerance.setRange(0, 1000)
        self.planet_tolerance.setValue(DEFAULT_TOLERANCE)
        planet = QHBoxLayout()
        planet.addWidget(self.planet_base)
        planet.addWidget(QLabel(tr("setup.field.planet_tolerance")))
        planet.addWidget(self.planet_tolerance)
        planet.addStretch(1)
        self.go = GoOptions(self)
        self.egd = EgdFactsForm(self)
        self.problems = problems_label()

        flags = QHBoxLayout()
        for box in (self.title_tournament, self.ladies, self.team_event):
            flags.addWidget(box)
        tc = QHBoxLayout()
        tc.addWidget(self.tc_system, 1)
        tc.addWidget(self.duration)
        tc_column = QVBoxLayout()
        tc_column.addLayout(tc)
        tc_column.addWidget(self.tc_text)
        self.form = form = QFormLayout()
        for key, widget in (
            ("setup.field.code", self.code),
            ("setup.field.name", self.name),
            ("setup.field.organiser", self.organiser),
            ("setup.field.kind", self.kind),
            ("setup.field.start_date", self.start),
            ("setup.field.end_date", self.end),
            ("setup.field.rounds", self.rounds),
            ("setup.field.system", self.system),
            ("setup.field.round_count", self.round_count),
            ("setup.field.td", self.td),
            ("setup.field.time_control", tc_column),
            ("setup.field.entry_fee", self.fee),
            ("setup.field.planet_base_rating", planet),
        ):
            form.addRow(required_label(key) if key in REQUIRED else tr(key), widget)
        form.addRow(flags)
        self._planet_row = form.rowCount() - 2
        form.setRowVisible(self._planet_row, False)  # shown for Planet Šah (_organiser_chosen)
        required = QLabel(tr("setup.required"))
        required.setStyleSheet("color: #555;")
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.go)
        layout.addWidget(self.egd)
        layout.addWidget(required)
        layout.addWidget(self.problems)
        layout.addStretch(1)
        self.shown_problems: list[SetupProblem] = []
        self.organiser.currentIndexChanged.connect(self._organiser_chosen)
        self.tc_system.currentIndexChanged.connect(self._time_control_chosen)
        self.system.currentIndexChanged.connect(lambda: self.go.set_system(self.system.currentData()))
        self.system.currentIndexChanged.connect(self._fit_to_event)
        self.go.set_system(self.system.currentData())
        for field, signal in (("code", self.code.textChanged), ("name", self.name.textChanged), ("start_date", self.start.dateChanged),
                              ("end_date", self.end.dateChanged), ("round_count", self.round_count.valueChanged)):
            signal.connect(lambda *_args, field=field: self._field_edited(field))
        self._fit_to_event()
        self.duration.valueChanged.connect(self._time_control_chosen)
        self._settings: dict[str, Any] = {}

    def _time_control_chosen(self) -> None:
        """The printed text follows the choice (the arbiter may still edit it)."""
        three_block = self.tc_system.currentData() == "three_block"
        self.duration.setEnabled(three_block)
        say_why(self.duration, tr("setup.greyed.duration"))
        days = self.duration.value()
        if self.tc_system.currentData() == "planet_sah":
            self.tc_text.setText(tr("setup.field.tc.planet_sah"))
        elif not three_block:  # a standard control: as the arbiter types it ("10 moves in 30 days")
            if self.tc_text.text() in ("", tr("setup.field.tc.planet_sah"), tr("setup.tc.three_block", days=days)):
                self.tc_text.setText(tr("setup.tc.standard_text"))
        elif days:
            self.tc_text.setText(tr("setup.tc.three_block", days=days))

    def show_problems(self, problems: list[SetupProblem]) -> None:
        """The problems below the form; each goes as soon as its field is edited."""
        self.shown_problems = list(problems)
        show_problems(self.problems, self.shown_problems)

    def _field_edited(self, field: str) -> None:
        if any(p.field == field for p in self.shown_problems):
            self.show_problems([p for p in self.shown_problems if p.field != field])

    def _fit_to_event(self) -> None:
        """Only the fields that apply: a chess round robin's cycles and a title tournament
        [001 App. II], a go event's or a Swiss's number of rounds [003 §3.1]."""
        go = self.organiser.currentData() is Organiser.CAGO
        round_robin = self.system.currentData() is PairingSystem.ROUND_ROBIN
        round_by_round = go or not round_robin
        for widget, applies in ((self.rounds, not round_by_round), (self.round_count, round_by_round)):
            self.form.setRowVisible(widget, applies)
        self.title_tournament.setVisible(not go)
        if round_by_round:
            select(self.rounds, 1)
        else:
            self.round_count.setValue(0)
        if go:
            self.title_tournament.setChecked(False)

    def _organiser_chosen(self) -> None:
        self._fit_to_event()
        organiser = self.organiser.currentData()
        self.go.setVisible(organiser is Organiser.CAGO)
        self.egd.setVisible(organiser is Organiser.CAGO)
        # a go event's time control is the text alone: the correspondence systems do not apply
        self.tc_system.setVisible(organiser is not Organiser.CAGO)
        self.duration.setVisible(organiser is not Organiser.CAGO)
        if organiser is Organiser.PLANET_SAH:
            select(self.tc_system, "planet_sah")
        self.form.setRowVisible(self._planet_row, organiser is Organiser.PLANET_SAH)
        self.organiser_changed.emit(organiser)

    def load(self, t: Tournament) -> None:
        self.code.setText(t.code)
        self.name.setText(t.name)
        select(self.organiser, t.organiser)
        select(self.kind, t.kind)
        for edit, value in ((self.start, t.start_date), (self.end, t.end_date)):
            edit.setDate(QDate(value.year, value.month, value.day) if value else NO_DATE)
        select(self.rounds, t.rounds)
        select(self.system, t.system)
        self.round_count.setValue(t.round_count or 0)
        self.title_tournament.setChecked(t.title_tournament)
        self.ladies.setChecked(t.ladies)
        self.team_event.setChecked(t.team_event)
        self.td.setText(t.td)
        self._settings = dict(t.settings)
        select(self.tc_system, self._settings.get("timecontrol.system", "planet_sah" if t.organiser is Organiser.PLANET_SAH else "three_block"))
        duration = self._settings.get("timecontrol.duration_days")
        self.duration.setValue(duration if isinstance(duration, int) else 0)
        self.tc_text.setText(t.time_control)  # as stored, after the choices that would rewrite it
        self.go.load(t.settings)
        self.go.setVisible(t.organiser is Organiser.CAGO)
        self.egd.load(t.settings)
        self.egd.setVisible(t.organiser is Organiser.CAGO)
        self.fee.setValue(t.entry_fee or 0)
        self.planet_base.setValue(int(str(t.settings.get("planet_base_rating", 0))))
        self.planet_tolerance.setValue(int(str(t.settings.get("planet_tolerance", DEFAULT_TOLERANCE))))
        self.form.setRowVisible(self._planet_row, t.organiser is Organiser.PLANET_SAH)
        self._fit_to_event()

    def apply_to(self, t: Tournament) -> Tournament:
        """`t` with this form's fields (the rule set's fields are kept)."""
        settings = {k: v for k, v in t.settings.items() if not k.startswith("timecontrol.")}
        settings.update({k: v for k, v in self._settings.items() if k.startswith("timecontrol.") and k not in ("timecontrol.system", "timecontrol.duration_days")})
        settings = {k: v for k, v in settings.items() if k not in GoOptions.KEYS}
        if self.organiser.currentData() is Organiser.CAGO:  # the EGD facts are kept otherwise: `place` is also a diploma's
            settings = {k: v for k, v in settings.items() if k not in EgdFactsForm.KEYS}
            settings.update(self.go.settings())
            settings.update(self.egd.settings())
        if self.organiser.currentData() is Organiser.PLANET_SAH:
            settings = {k: v for k, v in settings.items() if k not in ("planet_base_rating", "planet_tolerance")}
            if self.planet_base.value():
                settings.update(planet_base_rating=self.planet_base.value(), planet_tolerance=self.planet_tolerance.value())
        if self.organiser.currentData() is not Organiser.CAGO:
            settings["timecontrol.system"] = self.tc_system.currentData()
            duration = self.duration.value()
            if settings["timecontrol.system"] == "three_block" and duration:
                settings["timecontrol.duration_days"] = duration
        return replace(
            t,
            code=self.code.text(),
            name=self.name.text().strip(),
            organiser=self.organiser.currentData(),
            kind=self.kind.currentData(),
            start_date=date_of(self.start),
            end_date=date_of(self.end),
            rounds=self.rounds.currentData(),
            system=self.system.currentData(),
            round_count=self.round_count.value() or None,
            title_tournament=self.title_tournament.isChecked(),
            ladies=self.ladies.isChecked(),
            team_event=self.team_event.isChecked(),
            td=self.td.text().strip(),
            time_control=self.tc_text.text().strip(),
            entry_fee=self.fee.value() or None,
            settings=settings,
        )


class RuleSetForm(QWidget):
    """The tie-break criteria as an ordered list (add, remove, up, down) with the regulations' notes,
    the rating system and the standings switches."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.organiser = Organiser.ICCF
        self.system = PairingSystem.ROUND_ROBIN
        self.team_event = False
        self.criteria = QListWidget()
        self.criteria.setObjectName("criteria")
        self.criteria.setDragDropMode(QListWidget.DragDropMode.InternalMove)
        self.available = QComboBox()
        self.available.setObjectName("available")
        buttons = QHBoxLayout()
        buttons.addWidget(self.available, 1)
        for key, slot in (("setup.button.add", self.add_selected), ("setup.button.remove", self.remove_current), ("setup.button.up", lambda: self.move(-1)), ("setup.button.down", lambda: self.move(1))):
            button = QPushButton(tr(key))
            button.setObjectName(key)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        self.rating_system = combo([(RATING_NAMES[r], r) for r in RatingSystem])
        self.rating_system.setObjectName("rating_system")
        self.switches = {key: QCheckBox(tr(f"setup.field.{key}")) for key in SWITCHES}
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #8a5a00;")
        self.problems = problems_label()
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("setup.field.tiebreaks")))
        layout.addWidget(self.criteria)
        layout.addLayout(buttons)
        layout.addWidget(self.note)
        form = QFormLayout()
        form.addRow(tr("setup.field.rating_system"), self.rating_system)
        layout.addLayout(form)
        for box in self.switches.values():
            layout.addWidget(box)
        layout.addWidget(self.problems)
        layout.addStretch(1)
        self.criteria.model().rowsMoved.connect(self._refresh)

    def set_context(self, organiser: Organiser, system: PairingSystem, team_event: bool, *, reset: bool) -> None:
        """The organiser's allowed criteria; `reset` also puts its default list and rating system."""
        self.organiser, self.system, self.team_event = organiser, system, team_event
        if reset:
            self.set_criteria(default_criteria(organiser, system, team_event))
            select(self.rating_system, DEFAULT_RATING[organiser])
            self._show_switches(Settings.of(Tournament("", "", organiser=organiser, system=system)))
        self._refresh()

    def _show_switches(self, values: Settings) -> None:
        for key, box in self.switches.items():
            box.setChecked(getattr(values, key))

    def set_criteria(self, codes: tuple[str, ...]) -> None:
        self.criteria.clear()
        for code in codes:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, code)
            self.criteria.addItem(item)
        self._refresh()

    def codes(self) -> tuple[str, ...]:
        return tuple(self.criteria.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.criteria.count()))

    def _refresh(self, *_: object) -> None:
        chosen = self.codes()
        notes = []
        for i in range(self.criteria.count()):
            item = self.criteria.item(i)
            code = item.data(Qt.ItemDataRole.UserRole)
            note = criterion_note(code, self.system)
            item.setText(f"{i + 1}. {tr('criterion.' + code)}" + (" ⚠" if note else ""))
            if note:
                notes.append(tr("setup.note." + note))
        self.note.setText("\n".join(dict.fromkeys(notes)))
        for key, box in self.switches.items():  # a go event's criteria have no SB or wins to switch
            box.setVisible(bool(SWITCH_CRITERIA[key] & set(chosen)))
        self.available.clear()
        for code in allowed_criteria(self.organiser, self.team_event):
            if code not in chosen:
                self.available.addItem(tr("criterion." + code), code)

    def add_selected(self) -> None:
        code = self.available.currentData()
        if code:
            self.set_criteria(self.codes() + (code,))

    def remove_current(self) -> None:
        row = self.criteria.currentRow()
        if row >= 0:
            codes = list(self.codes())
            del codes[row]
            self.set_criteria(tuple(codes))
            self.criteria.setCurrentRow(min(row, len(codes) - 1))

    def move(self, step: int) -> None:
        row = self.criteria.currentRow()
        codes = list(self.codes())
        if row < 0 or not 0 <= row + step < len(codes):
            return
        codes[row], codes[row + step] = codes[row + step], codes[row]
        self.set_criteria(tuple(codes))
        self.criteria.setCurrentRow(row + step)

    def load(self, t: Tournament) -> None:
        self.set_context(t.organiser, t.system, t.team_event, reset=False)
        self.set_criteria(t.tiebreaks)
        select(self.rating_system, t.rating_system)
        self._show_switches(Settings.of(t))

    def apply_to(self, t: Tournament) -> Tournament:
        """`t` with this form's rule set; a switch is stored only where it differs from the rule
        set's default, so that a later change of organiser keeps its own default."""
        settings = {k: v for k, v in t.settings.items() if k not in SWITCHES}
        defaults = Settings.of(replace(t, settings={}))
        settings.update({key: box.isChecked() for key, box in self.switches.items() if box.isChecked() != getattr(defaults, key)})
        return replace(t, tiebreaks=self.codes(), rating_system=self.rating_system.currentData(), settings=settings)
