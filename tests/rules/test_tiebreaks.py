"""Tie-break criteria, each value computed by hand from the games listed in the test.

References: [001 §7.2] ICCF, [000 §6.2] SKŠ, [002 "Delitev mest"] Planet Šah, [003 §3.3] ČAGo.
"""

from __future__ import annotations

import random

import pytest

from arbiter_app import i18n
from arbiter_app.i18n import MESSAGES
from arbiter_app.rules.model import (
    Entry, Flag, Game, Organiser, PairingSystem, Player, PlayerId, Result, StartNo, Tournament,
    TournamentData,
)
from arbiter_app.rules.results import game_points, points
from arbiter_app.rules.standings import UnknownCriterion, compute_standings, explain
from arbiter_app.rules.chess.team_standings import TEAM_CRITERIA
from arbiter_app.rules.tiebreaks import INDIVIDUAL_CRITERIA


def g(white: int, black: int, result: str, flag: str | None = None) -> Game:
    return Game(StartNo(white), StartNo(black), Result(result), Flag(flag) if flag else None)


def event(n: int, games: list[Game], **tournament: object) -> TournamentData:
    entries = tuple(
        Entry(StartNo(i), Player(PlayerId(f"p{i}"), f"Player {i}", rating=2000 + 10 * i))
        for i in range(1, n + 1)
    )
    return TournamentData(Tournament("T", "Test", **tournament), entries, tuple(games))  # type: ignore[arg-type]


def values(data: TournamentData, criteria: tuple[str, ...]) -> dict[int, dict[str, float]]:
    return {r.no: {"points": r.points, **r.tiebreaks} for r in compute_standings(data, criteria).rows}


# Player 4 beat 3, then withdrew without an accepted reason: his two unfinished games were lost
# by default (D) [000 §7.4].
DEFAULTS = [
    g(1, 2, "1-0"), g(1, 3, "1/2-1/2"), g(2, 3, "0-1"),
    g(3, 4, "0-1"), g(4, 1, "0-1", "D"), g(2, 4, "1-0", "D"),
]


def test_sonneborn_berger_with_draws_and_defaults_iccf_7_2b() -> None:
    """[001 §7.2b] SB = full score of opponents beaten + half of those drawn. Scores: 1 2.5, 2 1,
    3 1.5, 4 1. SB 1 = 1 (beat 2) + 0.75 (drew 3) + 1 (beat 4 by D) = 2.75; 2 = 1 (beat 4 by D);
    3 = 1.25 (drew 1) + 1 (beat 2) = 2.25; 4 = 1.5 (beat 3)."""
    v = values(event(4, DEFAULTS), ("points", "sb"))
    assert {no: v[no]["points"] for no in v} == {1: 2.5, 2: 1.0, 3: 1.5, 4: 1.0}
    assert {no: v[no]["sb"] for no in v} == {1: 2.75, 2: 1.0, 3: 2.25, 4: 1.5}


def test_default_left_out_of_sb_by_setting_default_in_sb() -> None:
    """Setting default_in_sb=False: 1 loses the 1.0 of the default over 4 (2.75 -> 1.75), 2 keeps
    nothing (1 -> 0); the point itself still counts [000 §7.4]."""
    data = event(4, DEFAULTS, settings={"default_in_sb": False})
    v = values(data, ("points", "sb"))
    assert (v[1]["sb"], v[2]["sb"], v[2]["points"]) == (1.75, 0.0, 1.0)
    lines = explain(data, 1, "sb")
    assert [(c.opponent, c.value, c.note) for c in lines] == [
        (2, 1.0, ""), (3, 0.75, ""), (4, 0.0, "default_excluded"),
    ]


def test_wins_count_default_wins_as_iccf_prints_1d() -> None:
    """[001 §7.2a] Baumbach: wins. ICCF counts "1D" as a win: 1 has 2 (2, 4 by D), 2 has 1 (4 by D)."""
    v = values(event(4, DEFAULTS), ("points", "wins"))
    assert {no: v[no]["wins"] for no in v} == {1: 2.0, 2: 1.0, 3: 1.0, 4: 1.0}
    assert [c.note for c in explain(event(4, DEFAULTS), 2, "wins")] == ["", "", "default"]


def test_default_not_a_win_by_setting_default_counts_as_win() -> None:
    """default_counts_as_win=False: 1 keeps 1 win, 2 has none; the note says why."""
    data = event(4, DEFAULTS, settings={"default_counts_as_win": "false"})
    v = values(data, ("points", "wins"))
    assert (v[1]["wins"], v[2]["wins"]) == (1.0, 0.0)
    assert explain(data, 2, "wins")[2].note == "default_not_win"


def test_cancelled_and_pending_games_count_for_nobody_000_7_3() -> None:
    """[000 §7.3] C counts for nobody (even with a result entered); A with `*` is pending and in RG.
    1: beat 2, drew 3, 1-4 cancelled -> 1.5 from 2 games; 2: 0, RG 2 (2-3 running, 2-4 pending);
    3: 0.5 + 1 (adjudicated win over 4) = 1.5, RG 1; 4: 0, RG 1."""
    games = [
        g(1, 2, "1-0"), g(1, 3, "1/2-1/2"), g(2, 3, "*"),
        g(1, 4, "1-0", "C"), g(2, 4, "*", "A"), g(3, 4, "1-0", "A"),
    ]
    data = event(4, games)
    rows = {r.no: r for r in compute_standings(data).rows}
    assert {no: (r.points, r.games_played, r.remaining) for no, r in rows.items()} == {
        1: (1.5, 2, 0), 2: (0.0, 1, 2), 3: (1.5, 2, 1), 4: (0.0, 1, 1),
    }
    sb = explain(data, 1, "sb")
    assert [(c.opponent, c.result, c.value, c.note) for c in sb] == [
        (2, 1.0, 0.0, ""), (3, 0.5, 0.75, ""), (4, None, 0.0, "cancelled"),
    ]
    assert [c.note for c in explain(data, 2, "points")] == ["", "running", "pending"]


def test_weighted_sigma_planet_sah() -> None:
    """[002 "Delitev mest"] Σ: win with Black 3, win with White 2, draw ½, loss 0. Everybody has 1.5:
    1 = 2 (beat 3 with White) + ½ = 2.5; 2 = 3 (beat 4 with Black) + ½ = 3.5; 3 = ½ + 3 = 3.5;
    4 = ½ + 3 = 3.5. So 2, 3, 4 share 1-3, and 1 is 4th."""
    games = [
        g(1, 3, "1-0"), g(4, 2, "0-1"), g(1, 2, "1/2-1/2"),
        g(3, 4, "1/2-1/2"), g(1, 4, "0-1"), g(2, 3, "0-1"),
    ]
    data = event(4, games, organiser=Organiser.PLANET_SAH, tiebreaks=("points", "weighted"))
    rows = compute_standings(data).rows
    assert [(r.place, r.no, r.tiebreaks["weighted"]) for r in rows] == [
        ("1-3", 2, 3.5), ("1-3", 3, 3.5), ("1-3", 4, 3.5), ("4", 1, 2.5),
    ]


# ČAGo example: 5 withdrew after his game with 1; his three other games are lost by default.
# Scores: 1 2.5, 2 2.5, 3 1.5, 4 3.5, 5 0 (adjusted for SOS: 0 + 3 missed // 2 = 1) [003 §3.3.3].
WITHDRAWN = [
    g(5, 1, "0-1"), g(5, 2, "0-1", "D"), g(5, 3, "0-1", "D"), g(4, 5, "1-0", "D"),
    g(1, 2, "1-0"), g(3, 1, "1/2-1/2"), g(1, 4, "0-1"),
    g(2, 3, "1-0"), g(2, 4, "1/2-1/2"), g(3, 4, "0-1"),
]


def cago_swiss(games: list[Game], n: int = 5) -> TournamentData:
    return event(n, games, organiser=Organiser.CAGO, system=PairingSystem.SWISS,
                 tiebreaks=("points", "sos", "sdos", "ssos", "msos"))


def test_sos_with_withdrawn_opponent_cago_3_3_3() -> None:
    """[003 §3.3.2a, §3.3.3] SOS; 5 counts 1 (0 points + 3 missed games // 2).
    1: 1 + 2.5 + 1.5 + 3.5 = 8.5; 2: 1 + 2.5 + 1.5 + 3.5 = 8.5; 3: 1 + 2.5 + 2.5 + 3.5 = 9.5;
    4: 1 + 2.5 + 2.5 + 1.5 = 7.5; 5 (own score not adjusted): 2.5 + 2.5 + 1.5 + 3.5 = 10."""
    data = cago_swiss(WITHDRAWN)
    v = values(data, ("points", "sos"))
    assert {no: v[no]["sos"] for no in v} == {1: 8.5, 2: 8.5, 3: 9.5, 4: 7.5, 5: 10.0}
    first = explain(data, 1, "sos")[0]
    assert (first.opponent, first.opponent_score, first.value, first.note) == (5, 0.0, 1.0, "adjusted")


def test_sdos_counts_only_opponents_beaten_cago_3_3_2b() -> None:
    """[003 §3.3.2b] SDOS: 1 beat 5 (1) and 2 (2.5) = 3.5; 2 beat 5 by D (1) and 3 (1.5) = 2.5;
    3 beat 5 by D = 1; 4 beat 5 by D (1), 1 (2.5), 3 (1.5) = 5; 5 beat nobody = 0."""
    v = values(cago_swiss(WITHDRAWN), ("points", "sdos"))
    assert {no: v[no]["sdos"] for no in v} == {1: 3.5, 2: 2.5, 3: 1.0, 4: 5.0, 5: 0.0}


def test_ssos_sums_opponents_sos_cago_3_3_2c() -> None:
    """[003 §3.3.2c] SSOS of 4 = SOS(5) + SOS(1) + SOS(2) + SOS(3) = 10 + 8.5 + 8.5 + 9.5 = 36.5;
    of 1 = 10 + 8.5 + 9.5 + 7.5 = 35.5."""
    v = values(cago_swiss(WITHDRAWN), ("points", "ssos"))
    assert (v[4]["ssos"], v[1]["ssos"]) == (36.5, 35.5)


def test_msos_above_and_below_half_cago_3_3_2d() -> None:
    """[003 §3.3.2d] 4 rounds (not above 8): one score dropped. 4 (3.5/4 > 50 %): 7.5 - 1 (5's
    adjusted score, the lowest) = 6.5; 3 (1.5/4 < 50 %): 9.5 - 3.5 (4, the highest) = 6;
    5 (0/4): 10 - 3.5 = 6.5."""
    data = cago_swiss(WITHDRAWN)
    v = values(data, ("points", "msos"))
    assert (v[4]["msos"], v[3]["msos"], v[5]["msos"]) == (6.5, 6.0, 6.5)
    assert [c.note for c in explain(data, 4, "msos")] == ["dropped", "", "", ""]


def test_msos_at_exactly_half_drops_lowest_and_highest_cago_3_3_2d() -> None:
    """[003 §3.3.2d] Scores 1 2.5, 2 1.5, 3 0.5, 4 1.5. Player 2 has 1.5/3 = 50 %: SOS 2.5 + 0.5 +
    1.5 = 4.5 minus the lowest (0.5) and the highest (2.5) = 1.5. Player 1 (above): 3.5 - 0.5 = 3;
    player 3 (below): 5.5 - 2.5 = 3."""
    games = [
        g(1, 2, "1-0"), g(1, 3, "1-0"), g(1, 4, "1/2-1/2"),
        g(2, 3, "1/2-1/2"), g(2, 4, "1-0"), g(3, 4, "0-1"),
    ]
    v = values(cago_swiss(games, n=4), ("points", "msos"))
    assert (v[2]["msos"], v[1]["msos"], v[3]["msos"]) == (1.5, 3.0, 3.0)


def test_msos_drops_two_above_eight_rounds_cago_3_3_2d() -> None:
    """[003 §3.3.2d] 10 players, 9 rounds (> 8): two scores dropped. The lower number always wins,
    so player i scores 10 - i. Player 1 (9/9): SOS 8+...+0 = 36 minus 0 and 1 = 35; player 10 (0/9):
    SOS 9+...+1 = 45 minus 9 and 8 = 28; player 5 (5/9): 9+8+7+6+4+3+2+1+0 = 40 minus 0, 1 = 39."""
    games = [g(a, b, "1-0") for a in range(1, 11) for b in range(a + 1, 11)]
    v = values(cago_swiss(games, n=10), ("points", "msos"))
    assert (v[1]["msos"], v[10]["msos"], v[5]["msos"]) == (35.0, 28.0, 39.0)


def test_rating_criterion_unrated_counts_zero_cago_3_3_2f() -> None:
    """[003 §3.3.2f] Rating: the start rating; an unrated player counts 0."""
    data = event(2, [g(1, 2, "1/2-1/2")])
    unrated = Entry(StartNo(2), Player(PlayerId("p2"), "Player 2"))
    data = TournamentData(data.tournament, (data.entries[0], unrated), data.games)
    v = values(data, ("points", "rating"))
    assert (v[1]["rating"], v[2]["rating"]) == (2010.0, 0.0)
    assert [r.no for r in compute_standings(data, ("points", "rating")).rows] == [1, 2]
    assert explain(data, 2, "rating")[0].note == "unrated"


def test_explanations_add_up_for_every_criterion() -> None:
    """explain() lines sum to the value in the standings, for every criterion, on a random group with
    defaults, cancelled, pending and running games (a double round robin of 7)."""
    rnd = random.Random(7)
    choices = [("1-0", None), ("0-1", None), ("1/2-1/2", None), ("*", None), ("1-0", "D"),
               ("0-1", "D"), ("1-0", "C"), ("*", "A"), ("0-1", "A"), ("1-0", "E")]
    states = (choices * 5)[:42]  # every state at least four times, in random places
    rnd.shuffle(states)
    pairs = [(a, b) for a in range(1, 8) for b in range(1, 8) if a != b]
    games = [g(a, b, *state) for (a, b), state in zip(pairs, states)]
    criteria = INDIVIDUAL_CRITERIA
    data = event(7, games, rounds=2, tiebreaks=criteria)
    notes = set()
    for row in compute_standings(data).rows:
        for c in criteria:
            expected = row.points if c == "points" else row.tiebreaks[c]
            lines = explain(data, row.no, c)
            assert sum(x.value for x in lines) == pytest.approx(expected), (row.no, c)
            notes |= {x.note for x in lines if x.note}
    assert {"default", "cancelled", "pending", "running", "dropped", "rating"} <= notes
    missing = {n for n in notes if not i18n.has(f"standings.note.{n}")}
    assert not missing, f"notes without a text: {missing}"


def test_every_criterion_has_a_name_and_a_column_header_in_both_languages() -> None:
    for code in (*INDIVIDUAL_CRITERIA, *TEAM_CRITERIA):
        for kind in ("criterion", "column"):
            assert set(MESSAGES.get(f"standings.{kind}.{code}", {})) == {"en", "cs"}, (kind, code)


def test_unknown_criterion_names_the_code_and_lists_the_valid_ones() -> None:
    with pytest.raises(UnknownCriterion, match="'buchholz'.*points, wins, sb, h2h"):
        compute_standings(event(2, []), ("points", "buchholz"))
    with pytest.raises(UnknownCriterion, match="'board_order'"):
        explain(event(2, []), 1, "board_order")


def test_bad_setting_value_is_refused() -> None:
    with pytest.raises(ValueError, match="default_in_sb"):
        compute_standings(event(2, [], settings={"default_in_sb": "maybe"}))


@pytest.mark.parametrize("result, flag, expected", [
    (Result.WHITE_WIN, None, (1.0, 0.0)), (Result.BLACK_WIN, None, (0.0, 1.0)), (Result.DRAW, None, (0.5, 0.5)),
    (Result.BOTH_LOSE, None, (0.0, 0.0)), (Result.WHITE_WIN, Flag.DEFAULT, (1.0, 0.0)),
    (Result.BLACK_WIN, Flag.TIME_EXCEEDED, (0.0, 1.0)), (Result.DRAW, Flag.ADJUDICATED, (0.5, 0.5)),
    (Result.RUNNING, None, None), (Result.RUNNING, Flag.ADJUDICATED, None), (Result.DRAW, Flag.CANCELLED, None),
])
def test_game_points_are_both_players_points(result, flag, expected):
    """[000 §6.1, §7.3]: what the standings' loops read once per game, the same as `points` of each side."""
    game = Game(StartNo(3), StartNo(7), result, flag)
    assert game_points(game) == expected
    assert (None if expected is None else (points(game, 3), points(game, 7))) == expected
