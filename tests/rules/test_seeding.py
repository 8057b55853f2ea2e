"""Ratings for calculation: published, FIDE, assumed [001 §9.4, App. I 11], SKŠ seeding [000 §1.5]."""

from fractions import Fraction as Fr

import pytest

from arbiter_app.rules.event_kinds import EventKind
from arbiter_app.rules.model import Entry, Organiser, Player, PlayerId, RatingKind, StartNo, Tournament
from arbiter_app.rules.ratings.seeding import RatingSource, rating_for_calculation, round_up_to_50


def entry(no: int, rating: int | None = None, kind: RatingKind = RatingKind.NONE, board: int | None = None) -> Entry:
    player = Player(PlayerId(str(no)), f"P{no}", rating=rating, rating_kind=kind)
    return Entry(StartNo(no), player, board=board)


NEW = entry(9)


def calc(kind: EventKind | str, e: Entry = NEW, others: tuple[Entry, ...] = (), **tournament: object) -> tuple:
    value = kind.value if isinstance(kind, EventKind) else kind
    t = Tournament("T", "T", kind=value, **tournament)  # type: ignore[arg-type]
    return rating_for_calculation(e, t, (e, *others))


def test_published_rating_is_used_001_s9_4() -> None:
    assert calc(EventKind.MASTER_CLASS, entry(1, 2345, RatingKind.PROVISIONAL)) == (2345, RatingSource.PUBLISHED)


def test_fide_rating_stands_in_for_a_new_player_001_s9_4() -> None:
    fide = entry(1, 2123, RatingKind.FIDE)
    assert calc(EventKind.MASTER_CLASS, fide) == (2123, RatingSource.FIDE)
    assert calc(EventKind.MASTER_CLASS, fide, settings={"use_fide_rating": False}) == (2200, RatingSource.ASSUMED)


def test_national_rating_does_not_stand_in_001_s9_4() -> None:
    assert calc(EventKind.HIGHER_CLASS, entry(1, 2123, RatingKind.NATIONAL)) == (2000, RatingSource.ASSUMED)


@pytest.mark.parametrize(
    ("kind", "value"),
    [
        (EventKind.OPEN_CLASS, 1800), (EventKind.CUP_PRELIM, 1800), (EventKind.OPEN_PRELIM, 1800),
        (EventKind.FRIENDLY_MATCH, 1800),
        (EventKind.LADIES_WCH_SEMIFINAL, 1900), (EventKind.LADIES_OLYMPIAD, 1900),
        (EventKind.HIGHER_CLASS, 2000), (EventKind.CUP_SEMIFINAL, 2000), (EventKind.OPEN_SEMIFINAL, 2000),
        (EventKind.LADIES_WCH_FINAL, 2100),
        (EventKind.MASTER_CLASS, 2200), (EventKind.CUP_FINAL, 2200), (EventKind.ZONAL_PRELIM, 2200),
        (EventKind.INVITATIONAL_TEAM, 2200), (EventKind.OPEN_FINAL, 2200),
        (EventKind.MASTER_NORM, 2300),
        (EventKind.WCH_SEMIFINAL, 2400), (EventKind.ZONAL_SEMIFINAL, 2400), (EventKind.OLYMPIAD_PRELIM, 2400),
        (EventKind.GM_NORM, 2450),
        (EventKind.CANDIDATES, 2500), (EventKind.ZONAL_FINAL, 2500), (EventKind.OLYMPIAD_FINAL, 2500),
    ],
)
def test_assumed_ratings_by_level_001_app1_11(kind: EventKind, value: int) -> None:
    assert calc(kind) == (value, RatingSource.ASSUMED)


def test_level_without_assumed_rating_needs_the_propositions_001_app1_11() -> None:
    assert calc(EventKind.WCH_FINAL) == (None, RatingSource.NONE)
    assert calc(EventKind.WCH_FINAL, settings={"assumed_rating": 2350}) == (2350, RatingSource.SETTING)
    # Friendly match: "usually 1800", another agreed value through the setting.
    assert calc(EventKind.FRIENDLY_MATCH, settings={"assumed_rating": 1900}) == (1900, RatingSource.SETTING)


def test_national_event_average_of_published_001_app1_11() -> None:
    # (2301 + 2400) / 2 = 2350.5 -> 2351 (.5 up); the FIDE-rated and unrated players do not count.
    others = (entry(1, 2301, RatingKind.FIXED), entry(2, 2400, RatingKind.PROVISIONAL), entry(3, 1500, RatingKind.FIDE))
    assert calc(EventKind.NATIONAL_FINAL, others=others) == (2351, RatingSource.NATIONAL_AVERAGE)


def test_national_event_average_capped_at_2400_001_app1_11() -> None:
    others = (entry(1, 2500, RatingKind.FIXED), entry(2, 2450, RatingKind.FIXED))
    assert calc(EventKind.NATIONAL, others=others) == (2400, RatingSource.NATIONAL_AVERAGE)
    assert calc(EventKind.NATIONAL) == (None, RatingSource.NONE)  # nobody published


@pytest.mark.parametrize(
    ("kind", "value"),
    [
        (EventKind.SKS_CR_FINAL, 2350), (EventKind.SKS_CR_SEMIFINAL, 2200),
        (EventKind.SKS_CR_QUARTERFINAL, 2050), (EventKind.SKS_CR_QUALIFYING, 1900),
        (EventKind.SKS_VETERANS_FINAL, 2300), (EventKind.SKS_CUP_FINAL, 2200), (EventKind.SKS_CUP_BASIC, 1900),
    ],
)
def test_sks_seeding_ratings_000_s1_5(kind: EventKind, value: int) -> None:
    assert calc(kind, organiser=Organiser.SKS) == (value, RatingSource.SKS_SEEDING)


@pytest.mark.parametrize(
    ("kind", "boards"),
    [
        (EventKind.SKS_TEAM4_LEAGUE1, (2300, 2250, 2200, 2150)),
        (EventKind.SKS_TEAM4_LEAGUE2, (2150, 2100, 2050, 2000)),
        (EventKind.SKS_TEAM3_LEAGUE1, (2300, 2250, 2200)),
        (EventKind.SKS_TEAM3_LEAGUE2, (2050, 2000, 1950)),
    ],
)
def test_sks_team_seeding_by_board_000_s1_5(kind: EventKind, boards: tuple[int, ...]) -> None:
    for board, value in enumerate(boards, start=1):
        assert calc(kind, entry(9, board=board)) == (value, RatingSource.SKS_SEEDING)
    assert calc(kind, entry(9, board=len(boards) + 1)) == (None, RatingSource.NONE)
    assert calc(kind, entry(9)) == (None, RatingSource.NONE)  # board unknown


@pytest.mark.parametrize(
    ("average", "rounded"),
    [(Fr(2099), 2100), (Fr(2221), 2250), (Fr(2251), 2300), (Fr(2250), 2250), (Fr(4401, 2), 2250)],
)
def test_round_up_to_50_000_s1_5(average: Fr, rounded: int) -> None:
    assert round_up_to_50(average) == rounded


def test_other_sks_event_average_rounded_up_000_s1_5() -> None:
    # (2098 + 2100) / 2 = 2099 -> 2100.
    others = (entry(1, 2098, RatingKind.FIXED), entry(2, 2100, RatingKind.FIXED))
    assert calc(EventKind.SKS_OTHER, others=others) == (2100, RatingSource.SKS_AVERAGE)
    # An SKŠ event of a kind outside both tables: the SKŠ rule. (2221 alone -> 2250.)
    assert calc("other", others=(entry(1, 2221, RatingKind.FIXED),), organiser=Organiser.SKS) == (
        2250,
        RatingSource.SKS_AVERAGE,
    )


def test_unknown_level_outside_sks_has_no_rating() -> None:
    assert calc("server_blitz") == (None, RatingSource.NONE)
