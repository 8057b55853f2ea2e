"""team-edit as an arbiter types it: the change printed and stored, a refusal one line on stderr."""

from __future__ import annotations

from pathlib import Path

from arbiter_app.services import tournaments
from arbiter_app.services.database import Database
from tests.cli.test_cli_teams import TEAM_DEMO, demo, run


def captain(db: str, no: int) -> tuple[str, str, str]:
    database = Database(db)
    try:
        team = next(t for t in tournaments.load(database, TEAM_DEMO).teams if t.no == no)
        return team.name, team.captain, team.federation
    finally:
        database.close()


def test_team_edit_changes_the_captain_and_undo_takes_it_back(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    code, out, _ = run(capsys, "team-edit", TEAM_DEMO, "4", "--captain", "Řezníček, Luboš (reznicek@example.cz)", "--db", db)
    assert (code, out) == (0, "CZE/T4L1/2025: team 4 Šachy Říčany: captain changed\n")
    assert captain(db, 4) == ("Šachy Říčany", "Řezníček, Luboš (reznicek@example.cz)", "CZE")
    assert run(capsys, "undo", "--db", db)[0] == 0
    assert captain(db, 4) == ("Šachy Říčany", "Kubíček, Luboš", "CZE")


def test_team_edit_refuses_a_name_another_team_has(tmp_path: Path, capsys) -> None:
    db = demo(tmp_path, capsys)
    code, out, err = run(capsys, "team-edit", TEAM_DEMO, "4", "--name", "ŠK Dukla Praha", "--db", db)
    assert (code, out) == (1, "")
    assert err.strip().splitlines()[-1].endswith("Team name: another team is called ŠK Dukla Praha")
    assert len(err.strip().splitlines()) == 1
    assert captain(db, 4)[0] == "Šachy Říčany"
