"""The rating preview of a tournament equals what the rating period gives for its games
[000 §4; 001 App. I 12–18]: on the demo database, for every player of a rated demo group whose games
in the period are all in that group."""

from datetime import date

import pytest

from arbiter_app.services import tournaments
from arbiter_app.services.ratings import period as ratings
from tests.conftest import ICCF_DEMO, SKS_DEMO


@pytest.mark.parametrize("code", [ICCF_DEMO, SKS_DEMO, "CZE/T4L1/2025"])
def test_preview_new_rating_is_the_periods(demo_db, code):
    data = tournaments.load(demo_db, code)
    ended = [g.ended for g in data.games if g.ended is not None]
    period = {r.id: r for r in ratings.rating_period(demo_db, min(ended), max(ended))}
    elsewhere = {
        e.player.id
        for other in tournaments.list_tournaments(demo_db) if other.code != code
        for e in tournaments.load(demo_db, other.code).entries
    }
    compared = 0
    for row in ratings.tournament_preview(demo_db, code):
        pid = data.entry(row.no).player.id
        if pid in elsewhere or row.rating is None:
            continue
        assert row.new_rating == period[pid].new_rating, data.entry(row.no).player.name
        compared += 1
    assert compared >= 6
