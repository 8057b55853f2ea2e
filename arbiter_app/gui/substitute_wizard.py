"""The substitute wizard (Tournament menu, "Name a substitute…").

Page 1: the player replaced, the date and a death, with the limits checked at once (50 %, one per
board, the death waiver [000 §7.7d]), the captain's deadline and whether status is possible. Page 2:
the substitute, from the register or new, substitute status, offered only when the rules allow
it [000 §7.8; 001 §8.7e], and, in the three-block system, the days of the replaced player's bank the
captain moves onto the new player's clock [004 Art. III 1]. Page 3: the plan (games that move, games kept with O, rating credit,
norms). Finish stores it in one service call through `window.perform`; a refusal keeps the wizard
open with the reason shown (gui.wizard_base). The date is proposed inside the event's dates.

After an accepted withdrawal in a team event the withdrawal wizard opens this one for the player, the
date and the reason [000 §7.7a; 001 §8.7b–c]: Finish then also records his withdrawal. The team's
reserves listed at set-up head the list of substitutes.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from ..i18n import date_text, decimal_text, tr, tr_plural
from ..rules.model import Game, Player, PlayerId, RatingKind, TournamentData, WithdrawalReason
from ..rules.chess.substitutes import SubstitutionCheck, SubstitutionPlan, bank_transfer_limit, reserves
from ..services import players, substitutes
from ..services.database import Changes
from ..services.teams import team_names
from .table_model import Column, RowsModel
from .wizard_base import PlannedWizard, StepPage, date_field, error_label, read_only_table
from .greyed import say_why

if TYPE_CHECKING:
    from .workbench import Session

OK, NOT_OK = "✔", "✘"


def open_substitute_wizard(window: Session) -> SubstituteWizard | None:
    if window.data is None:
        window.show_error(tr("gui.no_tournament"))
        return None
    wizard = SubstituteWizard(window)
    wizard.open()
    return wizard


def _label(rich: bool = False) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    return label


class SubstituteWizard(PlannedWizard):
    def __init__(self, window: Session, withdrawal: tuple[int, date, WithdrawalReason] | None = None):
        """`withdrawal`: (player, date, reason) of an accepted withdrawal this substitution follows."""
        self.data: TournamentData = window.data  # type: ignore[assignment]
        self.code = self.data.tournament.code
        super().__init__(window, window.perform, f"{tr('substitute.wizard.title')} — {self.code}")
        self.window_ = window
        self.withdrawal_reason = withdrawal[2] if withdrawal else None
        self.check: SubstitutionCheck | None = None
        self.plan: SubstitutionPlan | None = None
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.replaced_page = ReplacedPage(self)
        self.substitute_page = SubstitutePage(self)
        self.preview_page = PreviewPage(self)
        self.add_pages(self.replaced_page, self.substitute_page, self.preview_page)
        if withdrawal is not None:
            self.replaced_page.follow(*withdrawal)
        self.resize(900, 620)

    def request(self) -> tuple[int, date, bool]:
        return self.replaced_page.request()

    def store(self) -> Changes:
        no, on, death = self.request()
        player, status = self.substitute_page.substitute(), self.substitute_page.status.isChecked()
        bank_days = self.substitute_page.bank_moved_days()
        return substitutes.substitute(self.window_.db, self.code, no, player, status, on, death, bank_days,
                                      self.withdrawal_reason)

    def refusal_label(self) -> QLabel:
        return self.preview_page.error


class ReplacedPage(StepPage):
    def __init__(self, wizard: SubstituteWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("substitute.wizard.page.replaced"))
        self.setSubTitle(tr("substitute.wizard.page.replaced.sub"))
        data = wizard.data
        names = team_names(data) if any(e.team is not None for e in data.entries) else {}
        replaced = {e.replaces for e in data.entries}
        self.player = QComboBox()
        for e in data.entries:
            if e.team is not None and e.no not in replaced:
                where = tr("substitute.wizard.team_board", team=names[e.team], board=e.board)
                self.player.addItem(f"{e.no}. {e.name} — {where}", e.no)
        self.date = date_field(data.tournament)
        self.death = QCheckBox(tr("substitute.wizard.death"))
        self.limits = _label(rich=True)
        self.error = error_label()
        self.following = _label()
        self.following.setVisible(False)
        form = QFormLayout(self)
        form.addRow(self.following)
        form.addRow(tr("substitute.wizard.player"), self.player)
        form.addRow(tr("substitute.wizard.date"), self.date)
        form.addRow("", self.death)
        form.addRow(self.limits)
        form.addRow(self.blocked)
        form.addRow(self.error)
        for signal in (self.player.currentIndexChanged, self.date.dateChanged, self.death.toggled):
            signal.connect(self.update_check)
        self.update_check()

    def follow(self, no: int, on: date, reason: WithdrawalReason) -> None:
        """Set for the accepted withdrawal of `no` on `on`: the player and the date as withdrawn, a
        death ticked, and a line saying whose withdrawal this follows."""
        self.player.setCurrentIndex(max(self.player.findData(no), 0))
        self.date.setDate(QDate(on.year, on.month, on.day))
        self.death.setChecked(reason is WithdrawalReason.DEATH)
        for field in (self.player, self.date, self.death):
            field.setEnabled(False)
            say_why(field, tr("substitute.wizard.greyed.following"))
        name = self.wizard_.data.entry(no).name
        self.following.setText(tr("substitute.wizard.following", name=name, reason=tr(f"withdrawal.reason.{reason.value}")))
        self.following.setVisible(True)

    def request(self) -> tuple[int, date, bool]:
        """The player replaced, from when, and whether he died."""
        return self.player.currentData(), self.date.date().toPython(), self.death.isChecked()

    def update_check(self) -> None:
        """Check the limits for what is chosen now; the page is complete when they allow it."""
        self.wizard_.check = None
        self.limits.clear()
        no, on, death = self.request()
        if no is not None:
            self.wizard_.check = self.wizard_.plan_or_show(
                self.error, lambda: substitutes.check(self.wizard_.window_.db, self.wizard_.code, no, on, death)
            )
        if self.wizard_.check is not None:
            self.limits.setText(limits_html(self.wizard_.check, death))
        self.completeChanged.emit()

    def why_blocked(self) -> str:
        """No player to replace, a refusal (shown below), or the limits crossed out above."""
        check = self.wizard_.check
        if self.player.count() == 0:
            return tr("substitute.wizard.no_team_players")
        if check is None:
            return tr("substitute.wizard.blocked.refused")
        if not check.allowed:
            return tr("substitute.wizard.blocked.limits")
        return ""


def limits_html(check: SubstitutionCheck, death: bool) -> str:
    """The limits, each ticked or crossed, other problems, the captain's deadline and status."""
    problems = {p.value for p in check.problems}
    lines = []
    if death:
        lines.append(f"{OK} {tr('substitute.limit.death')}")
    else:
        team_ok = "substitute.problem.team_limit" not in problems
        board_ok = "substitute.problem.board_limit" not in problems
        allowed = check.team_size // 2
        lines.append(f"{OK if team_ok else NOT_OK} {tr_plural('substitute.limit.team', check.replacements_counted, counted=check.replacements_counted, allowed=allowed)}")
        lines.append(f"{OK if board_ok else NOT_OK} {tr('substitute.limit.board')}")
    limit_codes = {"substitute.problem.team_limit", "substitute.problem.board_limit"}
    lines += [f"{NOT_OK} {tr(code)}" for code in sorted(problems - limit_codes)]
    lines.append(f"<b>{tr('substitute.deadline', date=date_text(check.captain_deadline))}</b>")
    lines.append(status_text(check))
    return "<br>".join(lines)


def status_text(check: SubstitutionCheck) -> str:
    """Whether substitute status may be offered, and why not [000 §7.8; 001 §8.7e]."""
    if check.status_possible:
        average = decimal_text(check.average_moves, digits=1) if check.average_moves is not None else "0"
        return tr("substitute.status.possible", average=average)
    head = tr("substitute.status.not_possible" if check.status_possible is False else "substitute.status.unknown")
    return head + " " + " ".join(tr(p.value) for p in check.status_problems)


class SubstitutePage(StepPage):
    def __init__(self, wizard: SubstituteWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("substitute.wizard.page.substitute"))
        self.setSubTitle(tr("substitute.wizard.page.substitute.sub"))
        self.from_register = QRadioButton(tr("substitute.wizard.from_register"))
        self.new_player = QRadioButton(tr("substitute.wizard.new_player"))
        group = QButtonGroup(self)
        group.addButton(self.from_register)
        group.addButton(self.new_player)
        self.from_register.setChecked(True)
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("substitute.wizard.search"))
        self.register = QListWidget()
        self.entered = {e.player.id for e in wizard.data.entries}
        self.reserves: list[Player] = []
        self.id = QLineEdit()
        self.name = QLineEdit()
        self.federation = QLineEdit()
        self.federation.setMaxLength(3)
        self.rating = QSpinBox()
        self.rating.setRange(0, 3000)
        self.rating.setSpecialValueText(tr("substitute.wizard.no_rating"))
        self.new_fields = QWidget()
        fields = QFormLayout(self.new_fields)
        fields.setContentsMargins(20, 0, 0, 0)
        fields.addRow(tr("substitute.wizard.id"), self.id)
        fields.addRow(tr("substitute.wizard.name"), self.name)
        fields.addRow(tr("substitute.wizard.federation"), self.federation)
        fields.addRow(tr("substitute.wizard.rating"), self.rating)
        self.status = QCheckBox(tr("substitute.wizard.status"))
        self.status_why = _label()
        self.status_why.setStyleSheet("color: #555;")
        limit = bank_transfer_limit(wizard.data.tournament)
        self.bank = QCheckBox(tr("corrections.bank.offer"))
        self.bank.setEnabled(limit is not None)
        say_why(self.bank, tr("corrections.bank.none"))
        self.bank_days = QSpinBox()
        self.bank_days.setRange(1, limit or 1)
        self.bank_days.setValue(limit or 1)
        self.bank_days.setEnabled(False)
        say_why(self.bank_days, tr("corrections.bank.greyed.days"))
        self.bank_days.setMaximumWidth(90)
        self.bank.toggled.connect(self.bank_days.setEnabled)
        bank_row = QFormLayout()
        bank_row.setContentsMargins(20, 0, 0, 0)
        bank_row.addRow(tr("corrections.bank.days", limit=limit or 0), self.bank_days)
        self.error = error_label()
        layout = QGridLayout(self)
        layout.addWidget(self.from_register, 0, 0)
        layout.addWidget(self.search, 1, 0)
        layout.addWidget(self.register, 2, 0)
        layout.addWidget(self.new_player, 0, 1)
        layout.addWidget(self.new_fields, 1, 1, 2, 1, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.status, 3, 0, 1, 2)
        layout.addWidget(self.status_why, 4, 0, 1, 2)
        layout.addWidget(self.bank, 5, 0, 1, 2)
        layout.addLayout(bank_row, 6, 0, 1, 2)
        layout.addWidget(self.blocked, 7, 0, 1, 2)
        layout.addWidget(self.error, 8, 0, 1, 2)
        layout.setRowStretch(2, 1)
        self.search.textChanged.connect(self._fill_register)
        for signal in (self.from_register.toggled, self.register.currentRowChanged, self.id.textChanged, self.name.textChanged):
            signal.connect(self._changed)
        self._fill_register()

    def initializePage(self) -> None:
        """Offer status only when the rules allow it, and say why not otherwise; the reserves of the
        replaced player's team first."""
        no = self.wizard_.request()[0]
        team = self.wizard_.data.entry(no).team if no is not None else None
        known = players.by_ids(self.wizard_.window_.db, reserves(self.wizard_.data, team)) if team is not None else {}
        self.reserves = list(known.values())
        self._fill_register()
        check = self.wizard_.check
        allowed = check is not None and check.status_possible is True
        self.status.setEnabled(allowed)
        say_why(self.status, lambda: self.status_why.text() or tr("substitute.wizard.greyed.status"))
        if not allowed:
            self.status.setChecked(False)
        self.status_why.setText(status_text(check) if check is not None else "")
        self._changed()

    def _fill_register(self) -> None:
        """The register's first players matching the search, as the register window finds them (the
        register may hold a whole rating list: never read whole)."""
        found = players.search(self.wizard_.window_.db, self.search.text(), limit=players.LIST_LIMIT + len(self.entered))
        self.register.clear()
        listed = {p.id for p in self.reserves}
        others = [listing.player for listing in found if listing.player.id not in self.entered | listed]
        for p in [*self.reserves, *others[: players.LIST_LIMIT]]:
            rating = f", {p.rating}" if p.rating else ""
            text = f"{p.name} ({p.id}, {p.federation or '–'}{rating})"
            item = QListWidgetItem(tr("substitute.wizard.reserve", player=text) if p.id in listed else text)
            item.setData(Qt.ItemDataRole.UserRole, p)
            self.register.addItem(item)

    def _changed(self) -> None:
        use_register = self.from_register.isChecked()
        self.search.setEnabled(use_register)
        self.register.setEnabled(use_register)
        self.new_fields.setEnabled(not use_register)
        say_why(self.new_fields, tr("substitute.wizard.greyed.new"))
        for field in (self.search, self.register):
            say_why(field, tr("substitute.wizard.greyed.register"))
        self.completeChanged.emit()

    def substitute(self) -> Player | None:
        if self.from_register.isChecked():
            item = self.register.currentItem()
            return item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if not self.id.text().strip() or not self.name.text().strip():
            return None
        rating = self.rating.value() or None
        return Player(
            id=PlayerId(self.id.text().strip()),
            name=self.name.text().strip(),
            federation=self.federation.text().strip().upper(),
            rating=rating,
            rating_kind=RatingKind.FIXED if rating else RatingKind.NONE,
        )

    def bank_moved_days(self) -> int | None:
        """Days of the replaced player's bank moved onto the new player's clock, or None."""
        return self.bank_days.value() if self.bank.isChecked() else None

    def why_blocked(self) -> str:
        return "" if self.substitute() else tr("substitute.wizard.pick")

    def validatePage(self) -> bool:
        """Plan it now: a refusal (id of another register player, already playing) keeps the
        arbiter on this page with the reason."""
        player = self.substitute()
        no, on, death = self.wizard_.request()
        if player is None:
            return False
        self.wizard_.plan = self.wizard_.plan_or_show(
            self.error,
            lambda: substitutes.plan(
                self.wizard_.window_.db, self.wizard_.code, no, player, self.status.isChecked(), on, death, self.bank_moved_days()
            ),
        )
        return self.wizard_.plan is not None


class PreviewPage(QWizardPage):
    def __init__(self, wizard: SubstituteWizard):
        super().__init__()
        self.wizard_ = wizard
        self.setTitle(tr("substitute.wizard.page.preview"))
        self.setSubTitle(tr("substitute.wizard.page.preview.sub"))
        self.summary = _label(rich=True)
        self.moved_model = RowsModel()
        self.kept_model = RowsModel()
        self.moved = read_only_table(self.moved_model)
        self.kept = read_only_table(self.kept_model)
        self.error = error_label()
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(QLabel(f"<b>{tr('substitute.preview.moved')}</b>"))
        layout.addWidget(self.moved, 1)
        layout.addWidget(QLabel(f"<b>{tr('substitute.preview.kept')}</b>"))
        layout.addWidget(self.kept, 1)
        layout.addWidget(self.error)

    def initializePage(self) -> None:
        self.error.clear()
        plan = self.wizard_.plan
        if plan is None:
            return
        e = plan.entry
        on = date_text(e.substitute_since)
        names = team_names(self.wizard_.data)
        lines = [
            tr("substitute.preview.entry", name=e.name, no=e.no, team=names.get(e.team or 0, ""), board=e.board, date=on),
            tr(plan.rating_credit.value),
            tr("substitute.preview.norms_yes" if plan.norms_possible else "substitute.preview.norms_no"),
        ]
        if e.bank_moved_days:
            lines.append(tr_plural("corrections.bank.moved", e.bank_moved_days, days=e.bank_moved_days, name=e.name))
        self.summary.setText("<br>".join(lines))
        for model, view, changes in ((self.moved_model, self.moved, plan.moved), (self.kept_model, self.kept, plan.kept)):
            model.set_data(self._columns(plan), changes)
            view.resizeColumnsToContents()
            view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            view.horizontalHeader().setStretchLastSection(True)

    def _columns(self, plan: SubstitutionPlan) -> list[Column]:
        names = {x.no: x.name for x in self.wizard_.data.entries} | {plan.entry.no: plan.entry.name}

        def game(g: Game) -> str:
            return f"{g.white}-{g.black}  {names[g.white]} – {names[g.black]}"

        def state(g: Game) -> str:
            return g.result.value.replace("1/2", "½") + (g.flag.value if g.flag else "")

        left = Qt.AlignmentFlag.AlignLeft
        return [
            Column(tr("substitute.column.now"), lambda c: game(c.old), align=left),
            Column(tr("substitute.column.after"), lambda c: game(c.new), align=left),
            Column(tr("substitute.column.result"), lambda c: f"{state(c.old)} → {state(c.new)}"),
        ]

