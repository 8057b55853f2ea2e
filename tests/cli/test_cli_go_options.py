"""The go settings as named options of new-tournament and edit-tournament (docs/go-events.md): each
stored under its settings key and read back by the rules; a bad value refused naming the option."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.rules.go.event import GoSettings
from arbiter_app.rules.go.pairing import Colours
from arbiter_app.rules.go.round_robin import ExcusedGame, WithdrawnGame
from arbiter_app.services import tournaments
from arbiter_app.services.database import Database


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def stored(db: str, code: str) -> dict:
    database = Database(db)
    try:
        return dict(tournaments.load(database, code).tournament.settings)
    finally:
        database.close()


def test_a_round_robin_takes_its_go_options(tmp_path: Path, capsys):
    db = str(tmp_path / "go.sqlite")
    code, _, err = run(capsys, "new-tournament", "RR", "--name", "Turnaj Žďár", "--organiser", "CAGo", "--system", "round_robin",
                       "--excused-game", "default", "--withdrawn-game", "default", "--bye-points", "0.5", "--db", db)
    assert code == 0, err
    settings = stored(db, "RR")
    assert (settings["go_excused_game"], settings["go_withdrawn_game"], settings["go_bye_points"]) == ("default", "default", 0.5)


def test_edit_tournament_sets_and_clears_the_handicap_options(tmp_path: Path, capsys):
    db = str(tmp_path / "go.sqlite")
    assert run(capsys, "new-tournament", "MM", "--name", "Turnaj", "--organiser", "CAGo", "--system", "mcmahon",
               "--round-count", "4", "--mcmahon-bar", "2d", "--db", db)[0] == 0
    code, out, err = run(capsys, "edit-tournament", "MM", "--handicap-reduction", "1", "--handicap-max", "5", "--komi", "7,5",
                         "--handicap-komi", "0", "--no-club-rule", "--colours", "balance", "--db", db)
    assert code == 0 and out == ("MM: avoid pairing players of one club, colours, komi of a handicap game, handicap at most "
                                 "(stones), handicap: rank difference less, komi of an even game changed\n"), err
    settings = stored(db, "MM")
    assert settings["mcmahon_bar"] == "2d"  # an option not named is kept
    from arbiter_app.rules.model import PairingSystem, Tournament

    go = GoSettings.of(Tournament("MM", "", system=PairingSystem.MCMAHON, settings=settings))
    assert (go.handicap_reduction, go.handicap_max, go.komi, go.handicap_komi, go.club_rule) == (1, 5, 7.5, 0.0, False)
    assert settings["go_colours"] == "balance" and go.colours is Colours.RANK  # a handicap game gives Black to the weaker
    assert go.stones("1d", "5k") == 4  # 5 ranks apart, less 1
    assert run(capsys, "edit-tournament", "MM", "--handicap-reduction", "even", "--club-rule", "--db", db)[0] == 0
    go = GoSettings.of(Tournament("MM", "", system=PairingSystem.MCMAHON, settings=stored(db, "MM")))
    assert go.handicap_reduction is None and go.club_rule and go.colours is Colours.BALANCE
    assert (go.excused_game, go.withdrawn_game) == (ExcusedGame.POSTPONED, WithdrawnGame.FREE)
    assert run(capsys, "undo", "--db", db)[0] == 0
    assert stored(db, "MM")["go_handicap_reduction"] == 1


@pytest.mark.parametrize("option, value, says", [
    ("--excused-game", "later", "argument --excused-game: invalid choice: 'later'"),
    ("--withdrawn-game", "lost", "argument --withdrawn-game: invalid choice: 'lost'"),
    ("--bye-points", "2", "argument --bye-points: '2' is not a number of half points from 0 to 1"),
    ("--komi", "6.3", "argument --komi: '6.3' is not a number of half points from 0 to 20"),
    ("--handicap-max", "12", "argument --handicap-max: '12' is not a number of stones, 0 to 9"),
    ("--handicap-reduction", "x", "argument --handicap-reduction: 'x' is not a number of stones, 0 to 9"),
    ("--colours", "white", "argument --colours: invalid choice: 'white'"),
])
def test_a_bad_value_is_refused_naming_the_option(tmp_path: Path, capsys, option, value, says):
    db = str(tmp_path / "go.sqlite")
    with pytest.raises(SystemExit) as exit_:
        main(["new-tournament", "X", "--name", "x", "--organiser", "CAGo", option, value, "--db", db])
    assert exit_.value.code == 2 and says in capsys.readouterr().err
    assert not Path(db).exists()  # refused before the database is opened


def test_a_setting_the_drawn_rounds_were_played_with_is_refused(tmp_path: Path, capsys):
    """The komi of drawn rounds stays; the excused game steers only later draws."""
    from tests.services.test_go_phases import round_robin_group

    db = str(tmp_path / "go.sqlite")
    database = Database(db)
    round_robin_group(database, "A", [1, 3, 5, 7])
    database.close()
    code, _, err = run(capsys, "edit-tournament", "A", "--bye-points", "1", "--komi", "7.5", "--db", db)
    # No drawn round of a 4-player round robin has a bye: its points rewrite nothing (issue 46).
    assert code == 1 and err == "error: komi: A has rounds drawn with the old value; take their draws back first (go-undraw)\n", err
    assert run(capsys, "edit-tournament", "A", "--excused-game", "default", "--komi", "6.5", "--db", db)[0] == 0
    assert stored(db, "A") == {"go_excused_game": "default", "komi": 6.5}

