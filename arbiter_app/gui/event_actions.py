"""Menu actions that belong to correspondence chess only, hidden while a go event is shown:
substitutes, time-forfeit claims on the clock, adjudication, the title-norm report and the ICCF /
national rating preview and rating period make no sense over the go board [003] (a go event is
rated by the European Go Database: `egd-export`). And the other way round: the pairing list of a
round, drawn round by round in a go event only, and a knockout from go groups [003 §3.1.5] are hidden
while a correspondence tournament is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING


if TYPE_CHECKING:
    from .workbench import Workbench

CORRESPONDENCE_ONLY = frozenset({
    "substitute.wizard.action", "clock.dialog.action", "withdrawal.adjudication.action", "report.norms",
    "ratings.gui.preview", "ratings.gui.period",
})
"""Object names of the actions hidden for a go event."""
GO_ONLY = frozenset({"report.pairing-list", "go.phases.action"})
"""Object names of the actions shown for a go event only."""


def show_actions_for_event(window: Workbench) -> None:
    go = window.data is not None and window.data.tournament.round_by_round
    for menu in (window.tournament_menu, window.reports_menu):
        for action in menu.actions():
            if action.objectName() in CORRESPONDENCE_ONLY:
                action.setVisible(not go)  # an action also on the toolbar (Rating preview) leaves it too
            elif action.objectName() in GO_ONLY:
                action.setVisible(go)
