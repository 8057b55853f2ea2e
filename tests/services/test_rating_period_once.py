"""A rating period is applied once: its games would count twice [000 §1.6; 001 §9.5]. The applied
periods are recorded in the audited write path, so undoing the apply allows it again."""

from datetime import date

import pytest
from sqlalchemy import text

from arbiter_app.services import results, tournaments
from arbiter_app.services.ratings import period as ratings
from arbiter_app.services import players as register
from arbiter_app.services.ratings.period import PeriodRefused

FROM, TO = date(2025, 9, 1), date(2025, 12, 31)


def test_second_apply_is_refused_with_the_date_of_the_first(demo_db):
    ratings.apply_rating_list(demo_db, FROM, TO)
    after_first = register.players(demo_db)
    today = date.today().isoformat()
    with pytest.raises(PeriodRefused, match=rf"2025-09-01 – 2025-12-31 was applied on {today}; undo that change"):
        ratings.apply_rating_list(demo_db, FROM, TO)
    assert register.players(demo_db) == after_first
    assert ratings.applied_periods(demo_db) == [(FROM, TO, date.today())]


def test_an_overlapping_period_is_refused(demo_db):
    ratings.apply_rating_list(demo_db, FROM, TO)
    with pytest.raises(PeriodRefused, match="overlaps the period 2025-09-01 – 2025-12-31 applied on"):
        ratings.apply_rating_list(demo_db, date(2025, 12, 1), date(2026, 2, 28))
    ratings.apply_rating_list(demo_db, date(2026, 1, 1), date(2026, 2, 28))  # the next one is fine


def test_undo_of_the_apply_removes_the_record_and_allows_it_again(demo_db):
    before = register.players(demo_db)
    ratings.apply_rating_list(demo_db, FROM, TO)
    once = register.players(demo_db)
    results.undo(demo_db)
    assert ratings.applied_periods(demo_db) == [] and register.players(demo_db) == before
    ratings.apply_rating_list(demo_db, FROM, TO)
    assert register.players(demo_db) == once
    with demo_db.reading() as session:
        entities = session.exec(text("SELECT DISTINCT entity FROM audit WHERE action = 'rating-list'")).all()
    assert {e for (e,) in entities} == {"player", "rating_period"}
