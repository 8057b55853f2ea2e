"""The new-tournament wizard: event, rule set, entries, starting numbers, summary.

Nothing is stored before Finish; Finish stores the tournament, the new players, the entries and every
game of the table in one service call (services.setup.create_tournament), and the wizard stays open
with the reason shown if the service refuses (gui.wizard_base). The wizard depends on the database and a callback for
the stored change, not on the main window. An entrant a sanction bars is entered only with the
arbiter's reason, asked when he is added (gui.entries_editor); the summary says each such entry and
each bond owed, and Finish hands the reasons to the service, which keeps them on the bars.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from ..i18n import tr
from .greyed import say_why
from ..rules.draw import DrawMethod
from ..rules.model import Tournament
from ..rules.names import name_list
from ..rules.pairing import berger_rounds
from ..rules.setup_checks import check_tiebreaks, check_tournament
from ..services import norms, setup
from ..services.database import Changes, Database
from ..services.errors import USER_ERRORS, message_of
from ..services.setup import SEED_LIMIT, Plan
from .entries_editor import EntriesEditor
from .form_widgets import problems_label, scrolled, show_problems
from .tournament_forms import EventForm, RuleSetForm
from .wizard_base import PlannedWizard

EVENT_FIELDS = {"code", "name", "kind", "start_date", "end_date", "rounds", "round_count", "entry_fee", "timecontrol.duration_days", "mcmahon_bar", "mcmahon_floor",
                "place", "egd_class", "basic_time"}


class NewTournamentWizard(PlannedWizard):
    """Collects a whole tournament; `on_created(changes)` is called once Finish stored it."""

    def __init__(self, db: Database, on_created: Callable[[Changes], None], parent: QWidget | None = None):
        super().__init__(parent, self._create, tr("setup.wizard.title"))
        self.db = db
        self.on_created = on_created
        self.tournament = Tournament(code="", name="")
        self.setObjectName("new-tournament-wizard")
        self.event_page = EventPage(self)
        self.rules_page = RulesPage(self)
        self.entries_page = EntriesPage(self)
        self.numbers_page = NumbersPage(self)
        self.summary_page = SummaryPage(self)
        self.add_pages(self.event_page, self.rules_page, self.entries_page, self.numbers_page, self.summary_page)
        self.resize(820, 640)

    def _create(self, service: Callable[[], Changes]) -> Changes:
        """A refusal is let through: it is shown on the summary page only (no message box over the wizard)."""
        change = service()
        self.on_created(change)
        return change

    def _choices(self) -> dict[str, Any]:
        """What the pages hold, as the set-up services take it."""
        editor = self.entries_page.editor
        return dict(
            player_ids=editor.player_ids(),
            new_players=editor.new_players(),
            teams=editor.teams(),
            method=self.numbers_page.method(),
            seed=self.numbers_page.seed.value(),
        )

    def store(self) -> Changes:
        return setup.create_tournament(self.db, self.tournament, **self._choices(),
                                       override_sanction=dict(self.entries_page.editor.overrides))

    def plan(self) -> Plan:
        return setup.plan_tournament(self.db, self.tournament, **self._choices())

    def refusal_label(self) -> QLabel:
        return self.summary_page.problems


class EventPage(QWizardPage):
    def __init__(self, wizard: NewTournamentWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("setup.page.event"))
        self.setSubTitle(tr("setup.page.event.sub"))
        self.form = EventForm(self)
        QVBoxLayout(self).addWidget(scrolled(self.form))

    def validatePage(self) -> bool:
        t = self.form.apply_to(self.wizard_.tournament)
        problems = [p for p in check_tournament(t) if p.field in EVENT_FIELDS]
        self.form.show_problems(problems)
        if problems:
            return False
        self.wizard_.tournament = t
        return True


class RulesPage(QWizardPage):
    def __init__(self, wizard: NewTournamentWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("setup.page.rules"))
        self.setSubTitle(tr("setup.page.rules.sub"))
        self.form = RuleSetForm(self)
        QVBoxLayout(self).addWidget(self.form)
        self._context: tuple[object, ...] | None = None

    def initializePage(self) -> None:
        t = self.wizard_.tournament
        context = (t.organiser, t.system, t.team_event)
        # a new organiser or system brings its own default criteria; coming back keeps the arbiter's list
        self.form.set_context(t.organiser, t.system, t.team_event, reset=context != self._context)
        self._context = context

    def validatePage(self) -> bool:
        t = self.form.apply_to(self.wizard_.tournament)
        problems = check_tiebreaks(t.tiebreaks, t.organiser, t.team_event)
        show_problems(self.form.problems, problems)
        if problems:
            return False
        self.wizard_.tournament = t
        return True


class EntriesPage(QWizardPage):
    def __init__(self, wizard: NewTournamentWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("setup.page.entries"))
        self.editor = EntriesEditor(wizard.db, self)
        self.problems = problems_label()
        layout = QVBoxLayout(self)
        layout.addWidget(self.editor)
        layout.addWidget(self.problems)

    def initializePage(self) -> None:
        team = self.wizard_.tournament.team_event
        self.setSubTitle(tr("setup.page.teams.sub" if team else "setup.page.entries.sub"))
        self.editor.set_team_event(team)
        self.editor.tournament = self.wizard_.tournament  # its organiser: whether sanctions bar an entry
        self.editor.show_sanction_notes()

    def validatePage(self) -> bool:
        editor = self.editor
        if editor.ask_unconfirmed():
            return False
        return self.wizard_.plan_or_show(
            self.problems,
            lambda: setup.plan_tournament(self.wizard_.db, self.wizard_.tournament, editor.player_ids(), new_players=editor.new_players(), teams=editor.teams()),
        ) is not None


class NumbersPage(QWizardPage):
    """By lot (the seed shown and stored), by rating, or in the order given (drag to reorder)."""

    def __init__(self, wizard: NewTournamentWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("setup.page.numbers"))
        self.setSubTitle(tr("setup.page.numbers.sub"))
        self.group = QButtonGroup(self)
        methods = QHBoxLayout()
        self.buttons: dict[DrawMethod, QRadioButton] = {}
        for method in DrawMethod:
            button = self.buttons[method] = QRadioButton(tr(f"setup.method.{method.value}"))
            button.setObjectName(f"method-{method.value}")
            self.group.addButton(button)
            button.setProperty("method", method.value)
            methods.addWidget(button)
        self.group.buttons()[0].setChecked(True)
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, SEED_LIMIT - 1)
        self.seed.setValue(setup.new_seed())
        redraw = QPushButton(tr("setup.button.redraw"))
        redraw.clicked.connect(lambda: self.seed.setValue(setup.new_seed()))
        seed_row = QHBoxLayout()
        seed_row.addWidget(QLabel(tr("setup.seed")))
        seed_row.addWidget(self.seed)
        seed_row.addWidget(redraw)
        seed_row.addStretch(1)
        hint = QLabel(tr("setup.seed.hint"))
        hint.setWordWrap(True)
        self.order = QListWidget()
        self.order.setObjectName("order")
        self.order.model().rowsMoved.connect(self._dragged)
        layout = QVBoxLayout(self)
        layout.addLayout(methods)
        layout.addLayout(seed_row)
        layout.addWidget(hint)
        layout.addWidget(self.order)
        self.group.buttonToggled.connect(lambda *_: self.refresh())
        self.seed.valueChanged.connect(lambda *_: self.refresh())

    def method(self) -> DrawMethod:
        return DrawMethod(self.group.checkedButton().property("method"))

    def initializePage(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        method = self.method()
        self.seed.setEnabled(method is DrawMethod.LOT)
        say_why(self.seed, tr("setup.greyed.seed"))
        given = method is DrawMethod.GIVEN
        self.order.setDragDropMode(QListWidget.DragDropMode.InternalMove if given else QListWidget.DragDropMode.NoDragDrop)
        self.order.clear()
        try:
            data = self.wizard_.plan().data
        except USER_ERRORS as exc:
            self.order.addItem(message_of(exc))
            return
        go_event = data.tournament.round_by_round  # "by rating" is by rank there (rules.draw.strength_order)
        self.buttons[DrawMethod.RATING].setText(tr("setup.method.rank" if go_event else "setup.method.rating"))
        if data.tournament.team_event:
            rows = [(i, f"{team.no}. {team.name}") for i, team in enumerate(data.teams)]
        else:
            rows = [(i, f"{e.no}. {e.name}  {(e.player.rank if go_event else e.rating) or ''}") for i, e in enumerate(data.entries)]
        for index, text in rows:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, data.entries[index].player.id if not data.tournament.team_event else index)
            self.order.addItem(item)

    def _dragged(self, *_: object) -> None:
        """The arbiter's order becomes the order of the entries (or teams) given."""
        keys = [self.order.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.order.count())]
        self.wizard_.entries_page.editor.reorder(keys)
        self.refresh()


class SummaryPage(QWizardPage):
    """Average rating and category, the title-tournament conditions, and the pairing table."""

    def __init__(self, wizard: NewTournamentWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("setup.page.summary"))
        self.setSubTitle(tr("setup.page.summary.sub"))
        self.text = QPlainTextEdit()
        self.text.setObjectName("summary")
        self.text.setReadOnly(True)
        self.problems = problems_label()
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.problems)

    def initializePage(self) -> None:
        self.problems.clear()
        try:
            plan = self.wizard_.plan()
        except USER_ERRORS as exc:
            self.text.setPlainText(message_of(exc))
            return
        notes = self.wizard_.entries_page.editor.show_sanction_notes()
        self.text.setPlainText("\n".join([summary_text(self.wizard_.db, plan), *([""] + notes if notes else [])]))


def summary_text(db: Database, plan: Plan) -> str:
    """The summary in words: counts, average and category, every condition, the table by rounds."""
    data = plan.data
    t = data.tournament
    lines = [f"{t.code}  {t.name}", tr("setup.summary.players", count=len(data.entries), games=len(data.games))]
    if plan.new_players:
        lines.append(tr("setup.summary.new_players", names=name_list(p.name for p in plan.new_players)))
    if t.round_by_round:  # no title norms; the rounds are drawn one by one in the Rounds tab
        return "\n".join(lines + ["", tr("setup.summary.go_rounds")])
    if data.entries:
        report = norms.norm_overview(db, data).start
        lines += ["", norms.average_text(report), norms.category_text(report), "", tr("setup.summary.conditions")]
        lines += [("✓ " if line.ok else "✗ ") + norms.check_text(line) for line in norms.checklist(data, report)]
    lines += ["", tr("setup.summary.table")]
    if not data.games:
        lines.append(tr("setup.summary.undrawn"))
    elif not t.team_event:
        names = {e.no: e.name for e in data.entries}
        for r, pairs in enumerate(berger_rounds(len(data.entries)), start=1):
            lines.append(tr("setup.summary.round", no=r) + ": " + ", ".join(f"{w}–{b}" for w, b in pairs))
        lines += [""] + [f"{no:>3}. {name}" for no, name in names.items()]
    else:
        lines += [f"{g.white}–{g.black}" + (f" ({g.round})" if g.round else "") for g in data.games]
    return "\n".join(lines)
