"""The Teams panel shows the line-up of the team chosen in the team crosstable: its boards, then the
reserves it listed at set-up (setting `team_reserves`), marked so, in the order of entry
[000 §7.7a; 001 §8.7b]; a reserve who became a substitute is on his board instead."""

from __future__ import annotations

from datetime import date

import pytest

from arbiter_app.gui.team_view import TeamView
from arbiter_app.i18n import tr
from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Organiser, Player, PlayerId, RatingKind, Sex, Tournament, WithdrawalReason
from arbiter_app.services import setup, substitutes
from arbiter_app.services.setup import TeamSpec
from tests.gui.windows import open_window, show_panel

EVENT = Tournament("CZE/R3", "Liga družstev 2026", organiser=Organiser.SKS, team_event=True, start_date=date(2026, 3, 1),
                   tiebreaks=("match_points", "board_points", "board_order"))
NAMES = [("Židů, Pavel", Sex.MALE), ("Mrkvička, Jan", Sex.MALE), ("Šťastný, Ondřej", Sex.MALE), ("Černá, Věra", Sex.FEMALE),
         ("Kříž, Ondřej", Sex.MALE), ("Bárta, Zdeněk", Sex.MALE), ("Nováková, Eva", Sex.FEMALE)]
PLAYERS = [Player(PlayerId(f"8100{i}"), name, "CZE", sex=sex, rating=2100 + 10 * i, rating_kind=RatingKind.FIXED)
           for i, (name, sex) in enumerate(NAMES)]


def make(db) -> None:
    teams = [TeamSpec("ŠK Dukla Praha", ("81000", "81001"), reserves=("81004", "81005")),
             TeamSpec("Šachy Říčany", ("81002", "81003"), reserves=("81006",))]
    setup.create_tournament(db, EVENT, new_players=PLAYERS, teams=teams, method=DrawMethod.GIVEN)


def lineup(panel: TeamView) -> list[tuple[str, ...]]:
    model = panel.lineup_model
    return [tuple(model.data(model.index(r, c)) for c in range(model.columnCount())) for r in range(model.rowCount())]


def test_the_line_up_lists_the_reserves_after_the_boards(qtbot, qapp, empty_db, lang, tmp_path):
    make(empty_db)
    window = open_window(qtbot, qapp, empty_db, EVENT.code)
    panel = show_panel(window, TeamView)
    reserve = tr("team.reserve")
    assert panel.lineup_heading.text() == tr("team.lineup", team="ŠK Dukla Praha")
    assert lineup(panel) == [("1", "1", "Židů, Pavel", "2100"), ("2", "2", "Mrkvička, Jan", "2110"),
                             (reserve, "", "Kříž, Ondřej", "2140"), (reserve, "", "Bárta, Zdeněk", "2150")]
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.grab().save(str(tmp_path / f"lineup-{lang}.png"))
    panel.teams_table.selectRow(1)  # Říčany: a woman's reserve mark agrees with her in Czech
    assert lineup(panel)[-1] == ({"en": "reserve", "cs": "náhradnice"}[lang], "", "Nováková, Eva", "2160")
    assert panel.lineup_heading.text() == tr("team.lineup", team="Šachy Říčany")
    # Board 2 of Dukla withdraws; the captain names reserve Kříž: on board 2 now, no longer a reserve.
    window.perform(lambda: substitutes.substitute(empty_db, EVENT.code, 2, PLAYERS[4], False, date(2026, 4, 1),
                                                  withdrawal_reason=WithdrawalReason.PERSONAL))
    assert panel.lineup_heading.text() == tr("team.lineup", team="Šachy Říčany")  # the team chosen stays
    panel.teams_table.selectRow(0)
    rows = lineup(panel)
    assert [r[0] for r in rows] == ["1", "2", "2", reserve] and rows[2][2].startswith("Kříž, Ondřej") and rows[3][2] == "Bárta, Zdeněk"
