"""Ratings services on the demo database: the preview with the register's ratings, the rating period
over every rated tournament, applying the list and undoing it [000 §1.6, §3–§4; 001 §9.4–9.5, App. I]."""

from dataclasses import replace
from datetime import date

import pytest

from arbiter_app.rules.model import PlayerId, RatingKind, RatingSystem
from arbiter_app.rules.ratings.period import Method, first_list_including
from arbiter_app.services import players, results, tournaments
from arbiter_app.services.ratings import period as ratings
from arbiter_app.services.ratings.period import PeriodRefused
from arbiter_app.storage import repository
from arbiter_app.storage.mappers import player_values
from arbiter_app.storage.writer import Writer
from tests.conftest import ICCF_DEMO, SKS_DEMO

MUELLER, MRKVICKA, NOVAK, REZNICEK, PRIBYL = "083520", "182204", "180412", "187201", "189910"


def row_of(rows, no):
    return next(r for r in rows if r.no == no)


def set_register_rating(db, player_id: str, rating: int) -> None:
    with db.transaction() as session:
        player = repository.player(session, player_id)
        Writer(session, "test").put("player", {"id": player_id}, player_values(replace(player, rating=rating)))


def test_preview_of_a_fixed_player_hand_checked_001_app_i_6_to_9(demo_db):
    """Müller (No. 9) 2540, 402 games: k = r·g = 10·1 [001 App. I 9]. Finished games, We from the
    table [001 App. I 4], difference capped at 350 [App. I 8]:
      vs 6 2475 (diff 65)  ½ We .59 | vs 4 2290 (250) 1 We .81 | vs 2 2468 (72) ½ We .60
      vs 13 2400 (140) ½ We .69 — No. 13 is unrated: national event, the average of the 12 published
        ratings 28797/12 = 2399.75 → 2400, at most 2400 [001 App. I 11]
      vs 11 2384 (156) ½ We .71 | vs 10 2430 (110) ½ We .65
    Σ We = 4.05, Σ W = 3.5, Δ = 10·(3.5 − 4.05) = −5.5, new = 2534.5 → 2535 (.5 up, App. I 17).
    Running games drawn: vs 1 (128) .67, 7 (139) .69, 5 (326) .87, 3 (205) .76, 12 (48) .57,
    8 (184) .74 → Σ (½ − We) = −1.30 → −13.0; if all drawn −5.5 − 13.0 = −18.5."""
    row = row_of(ratings.tournament_preview(demo_db, ICCF_DEMO), 9)
    assert (row.rating, row.provisional) == (2540, False)
    assert row.expected == pytest.approx(4.05)
    assert row.score == 3.5
    assert row.delta == pytest.approx(-5.5)
    assert row.new_rating == 2535
    assert row.delta_if_drawn == pytest.approx(-18.5)


def test_preview_counts_the_more_favourable_register_rating_000_3_5_001_9_4(demo_db):
    """Mrkvička (No. 4) started at 2290; the register now has 2300. Müller's opponent counts with
    max(2290, 2300) = 2300: diff 240, We .80 instead of .81 → Δ = −5.5 + 10·0.01 = −5.4; and
    Mrkvička's own rating is the current one [001 §9.4]."""
    set_register_rating(demo_db, MRKVICKA, 2300)
    rows = ratings.tournament_preview(demo_db, ICCF_DEMO)
    assert row_of(rows, 9).delta == pytest.approx(-5.4)
    assert row_of(rows, 4).rating == 2300


def copy_as(db, code: str, system: RatingSystem) -> None:
    data = tournaments.load(db, SKS_DEMO)
    tournaments.store_tournament(db, replace(data, tournament=replace(data.tournament, code=code, rating_system=system)))


def test_an_unrated_tournament_has_no_preview(demo_db):
    copy_as(demo_db, "CZE/FRIENDLY", RatingSystem.NONE)
    assert ratings.tournament_preview(demo_db, "CZE/FRIENDLY") == ()


def test_unrated_and_planet_sah_games_stay_off_the_iccf_list(demo_db):
    """The list is the ICCF/SKŠ list [000 §1.2]; Planet Šah rates on its own scale [002]
    (docs/ratings.md). Řezníček has 3 SKŠ games in the period; the copies add none."""
    copy_as(demo_db, "CZE/FRIENDLY", RatingSystem.NONE)
    copy_as(demo_db, "SLO/PLANET", RatingSystem.PLANET_SAH)
    rows = {r.id: r for r in ratings.rating_period(demo_db, date(2025, 9, 1), date(2025, 12, 31))}
    assert rows[PlayerId(REZNICEK)].period_games == 3


def test_rating_period_over_both_demo_tournaments_hand_checked(demo_db):
    """Games that ended 2025-09-01 … 2025-12-31 [001 App. I 12–16].
    Novák (ICCF group) 2412, 187 games, k = 10: vs 12 2492 ½ We .39 (+.11), vs 10 2430 1 We .47
    (+.53), vs 5 2214 ½ We .76 (−.26), vs 3 2335 0 We .61 (−.61), vs 2 2468 0 We .42 (−.42):
    Σ = −.65 → 2412 − 6.5 = 2405.5 → 2406; his June game is outside the period.
    Řezníček (SKŠ group) 2241, 58 games: k = (70 − 2241/40)·(1.4 − 58/200) = 13.975·1.11 = 15.51225;
    vs 4 2023 1 We .78 (+.22), vs 3 2187 ½ We .58 (−.08), vs 2 2105 1 We .68 (+.32): Σ = .46 →
    2241 + 7.1356 → 2248; his game of 2026-01-09 is outside."""
    rows = {r.id: r for r in ratings.rating_period(demo_db, date(2025, 9, 1), date(2025, 12, 31))}
    # on the list: the players of the rated groups with a game in the period (the demo's ICCF group,
    # SKŠ semifinal and SKŠ team league; not the go event), not the whole register
    groups = [tournaments.load(demo_db, t.code) for t in tournaments.list_tournaments(demo_db)]
    period = [d for d in groups if d.tournament.rating_system in (RatingSystem.ICCF, RatingSystem.SKS)
              and any(g.ended and date(2025, 9, 1) <= g.ended <= date(2025, 12, 31) for g in d.games)]
    assert len(period) == 3 and {ICCF_DEMO, SKS_DEMO} < {d.tournament.code for d in period}
    assert set(rows) == {e.player.id for d in period for e in d.entries} != {p.id for p in players.players(demo_db)}
    novak, reznicek = rows[PlayerId(NOVAK)], rows[PlayerId(REZNICEK)]
    assert (novak.old_rating, novak.new_rating, novak.period_games, novak.total_games) == (2412, 2406, 5, 192)
    assert (novak.name, novak.federation, novak.method, novak.fixed, novak.published) == ("Novák, Jan", "CZE", Method.FIXED, True, True)
    assert (reznicek.old_rating, reznicek.new_rating, reznicek.period_games, reznicek.total_games) == (2241, 2248, 3, 61)
    assert reznicek.change == 7
    pribyl = rows[PlayerId(PRIBYL)]  # no game ended in the period: unchanged [001 §9.7]
    assert (pribyl.new_rating, pribyl.period_games, pribyl.method) == (1988, 0, Method.UNCHANGED)
    names = [r.name for r in rows.values()]
    assert names.index("Čermák, Radek") < names.index("Dvořák, Bohumil")  # Č beside C, not after Z


def test_a_period_the_wrong_way_round_is_refused(demo_db):
    with pytest.raises(PeriodRefused, match="starts .* after it ends"):
        ratings.rating_period(demo_db, date(2026, 1, 1), date(2025, 12, 31))


def test_apply_writes_the_register_and_undo_restores_it(demo_db):
    before = {p.id: p for p in players.players(demo_db)}
    change = ratings.apply_rating_list(demo_db, date(2025, 9, 1), date(2025, 12, 31))
    assert change.action == "rating-list" and "updated" in change.description
    after = {p.id: p for p in players.players(demo_db)}
    assert (after[NOVAK].rating, after[NOVAK].rated_games, after[NOVAK].rating_kind) == (2406, 192, RatingKind.FIXED)
    assert after[PRIBYL] == before[PRIBYL]
    # the preview now counts with the new list: Novák's own rating is 2406
    assert row_of(ratings.tournament_preview(demo_db, ICCF_DEMO), 1).rating == 2406
    log = [line for line in results.audit_log(demo_db) if line.action == "rating-list"]
    assert len({line.batch for line in log}) == 1
    assert len(log) == sum(1 for p in after if after[p] != before[p]) + 1  # and the applied period
    assert log[-1].what == "rating period 2025-09-01/2025-12-31"
    results.undo(demo_db)
    assert {p.id: p for p in players.players(demo_db)} == before


def test_list_periods_follow_the_one_month_cut_off_000_1_6_001_9_5():
    """January list: reported by 1 December (one month before); the October list took up to 1 September."""
    assert ratings.list_period(date(2026, 1, 1)) == (date(2025, 9, 2), date(2025, 12, 1))
    first, last = ratings.list_period(date(2026, 7, 1))
    assert first_list_including(first) == first_list_including(last) == date(2026, 7, 1)
    assert first_list_including(date(2026, 3, 1)) == date(2026, 4, 1)  # the day before belongs to April
    assert ratings.last_closed_period(date(2026, 11, 21)) == (date(2026, 6, 2), date(2026, 9, 1))
    assert ratings.last_closed_period(date(2026, 12, 2)) == (date(2026, 9, 2), date(2026, 12, 1))
    with pytest.raises(PeriodRefused):
        ratings.list_period(date(2026, 2, 1))
