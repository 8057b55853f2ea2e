"""The "Played" column counts the games played, not the defaults: after an unaccepted withdrawal the
withdrawn player's unfinished games are declared lost, flag D [000 §7.4], and neither he nor his
opponents played them. The share of the points possible (qualifications, norms) still counts them.

The ICCF demo group (tests/conftest.py); Dvořáková (5) is withdrawn here unaccepted with `withdraw`."""

from __future__ import annotations

import json

from arbiter_app.cli.main import main
from arbiter_app.rules.model import Flag, Result
from arbiter_app.services import norms, tournaments
from tests.conftest import ICCF_DEMO

WITHDRAWN = 5


def _finished_before(data, no: int) -> int:
    """His games finished over the board: a result, neither a default nor cancelled."""
    return sum(1 for g in data.games if no in (g.white, g.black) and g.result is not Result.RUNNING
               and g.flag not in (Flag.DEFAULT, Flag.CANCELLED))


def test_played_after_an_unaccepted_withdrawal_is_the_games_he_finished(demo_db, capsys):
    before = tournaments.load(demo_db, ICCF_DEMO)
    running = sum(1 for g in before.games if WITHDRAWN in (g.white, g.black) and g.result is Result.RUNNING)
    assert running > 0 and _finished_before(before, WITHDRAWN) > 0
    assert main(["withdraw", ICCF_DEMO, str(WITHDRAWN), "--kind", "unaccepted", "--date", "2025-12-01", "--db", demo_db.target]) == 0
    capsys.readouterr()
    after = tournaments.load(demo_db, ICCF_DEMO)
    defaults = [g for g in after.games if g.flag is Flag.DEFAULT]
    assert sum(WITHDRAWN in (g.white, g.black) for g in defaults) == running

    assert main(["standings", ICCF_DEMO, "--json", "--db", demo_db.target]) == 0
    played = {r["no"]: r["games_played"] for r in json.loads(capsys.readouterr().out)}
    assert played[WITHDRAWN] == _finished_before(before, WITHDRAWN)
    # an opponent's default win is no game played either (the demo's Schäfer withdrew too)
    assert played == {e.no: _finished_before(after, e.no) for e in after.entries}

    # the share of the points possible (a qualification's "half the points") counts the defaults
    counted = {p.no: p.games for p in norms.placings(after)}
    assert counted[WITHDRAWN] == _finished_before(before, WITHDRAWN) + running
