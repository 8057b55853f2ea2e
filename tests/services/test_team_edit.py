"""A team's name, captain and federation: entered with the event, changed later, each change one
undoable action; refusals store nothing."""

import pytest

from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.model import Organiser, Player, PlayerId, Tournament, WithdrawalKind
from arbiter_app.services import documents, results, setup, tournaments, withdrawals
from arbiter_app.services import printing
from arbiter_app.services.setup import SetupRefused, TeamSpec
from tests.pdf_reading import pdf_text

EVENT = Tournament("CZE/T2", "Družstva", organiser=Organiser.SKS, team_event=True, tiebreaks=("match_points", "board_points", "board_order"))
PLAYERS = [Player(PlayerId(f"7000{i}"), name, "CZE") for i, name in enumerate(["Židů, Pavel", "Mrkvička, Jan", "Šťastný, Ondřej", "Černá, Věra"])]


def team_event(db):
    teams = [
        TeamSpec("ŠK Dukla Praha", ("70000", "70001"), "CZE", "Horáček, Jiří (horacek@example.cz)"),
        TeamSpec("Šachy Říčany", ("70002", "70003")),
    ]
    setup.create_tournament(db, EVENT, new_players=PLAYERS, teams=teams, method=DrawMethod.GIVEN)


def captains(db):
    return [(t.name, t.captain, t.federation) for t in tournaments.load(db, "CZE/T2").teams]


def test_captains_entered_with_the_event_then_changed_and_undone(empty_db):
    team_event(empty_db)
    assert captains(empty_db) == [("ŠK Dukla Praha", "Horáček, Jiří (horacek@example.cz)", "CZE"), ("Šachy Říčany", "", "")]
    change = setup.edit_team(empty_db, "CZE/T2", 2, captain="  Kubíček, Luboš ", federation="cze")
    assert change.description == "CZE/T2: team 2 Šachy Říčany: captain, federation changed"
    assert captains(empty_db)[1] == ("Šachy Říčany", "Kubíček, Luboš", "CZE")
    setup.edit_team(empty_db, "CZE/T2", 2, name="Šachy Říčany B")  # the captain stays
    assert captains(empty_db)[1] == ("Šachy Říčany B", "Kubíček, Luboš", "CZE")
    results.undo(empty_db)
    assert captains(empty_db)[1] == ("Šachy Říčany", "Kubíček, Luboš", "CZE")
    results.undo(empty_db)
    assert captains(empty_db)[1] == ("Šachy Říčany", "", "")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"name": "  "}, "Team name: must not be empty"),
        ({"name": "ŠK Dukla Praha"}, "Team name: another team is called ŠK Dukla Praha"),
        ({"federation": "CZ"}, "Team federation: a three-letter code like CZE, not 'CZ'"),
    ],
)
def test_refusals_name_the_field_and_store_nothing(empty_db, changes, message):
    team_event(empty_db)
    before = captains(empty_db)
    with pytest.raises(SetupRefused) as refused:
        setup.edit_team(empty_db, "CZE/T2", 2, captain="Kubíček, Luboš", **changes)
    assert str(refused.value) == message
    assert captains(empty_db) == before


def test_an_unknown_team_and_names_two_teams_share_are_refused(empty_db):
    team_event(empty_db)
    with pytest.raises(SetupRefused, match="Team: no team 3 in this event"):
        setup.edit_team(empty_db, "CZE/T2", 3, captain="Nobody")
    twins = [TeamSpec("Dukla", ("70000", "70001")), TeamSpec("Dukla ", ("70002", "70003"))]
    with pytest.raises(SetupRefused, match="another team is called Dukla"):
        setup.create_tournament(empty_db, Tournament("T3", "T3", team_event=True, tiebreaks=("match_points",)), teams=twins)
    assert [t.code for t in tournaments.list_tournaments(empty_db)] == ["CZE/T2"]


def test_the_withdrawal_notice_names_the_captain_of_the_team_demo(demo_db, tmp_path):
    code, no = "CZE/T4L1/2025", 12
    data = tournaments.load(demo_db, code)
    assert data.entry(no).team == 3  # Vondráček, board 4 of Brno, whose captain is Janoušek
    preview = withdrawals.preview_withdrawal(demo_db, code, no, WithdrawalKind.UNACCEPTED, None, data.tournament.start_date)
    withdrawals.withdraw(demo_db, code, no, WithdrawalKind.UNACCEPTED, None, data.tournament.start_date, preview=preview)
    view = documents.withdrawal_notice_view(demo_db, code, no, "cs")
    assert view.recipients[-1] == "Kapitán družstva (určí náhradníka): Janoušek, Přemysl"
    printing.render("withdrawal", demo_db, code, tmp_path / "notice.pdf", "cs", no)
    assert "Kapitán družstva (určí náhradníka): Janoušek, Přemysl" in " ".join(pdf_text(tmp_path / "notice.pdf").split())
