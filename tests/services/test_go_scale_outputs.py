"""The go standings and their explanations as they are computed for large events (each index built
once: the games by round in GoIndex, the tied players in GoTable.tied_with, the head-to-head group
handed to rules.standings.explain instead of ranking the field again for each player) against a
straightforward computation from the stored games, on generated events in real SQLite files
(benchmarks/bench_publish_go.go_event); and the figures of a small Swiss event worked by hand."""

from __future__ import annotations

import pytest

from arbiter_app.i18n import tr
from arbiter_app.rules.go.event import GoIndex, GoSettings, contenders, start_scores
from arbiter_app.rules.model import PairingSystem
from arbiter_app.rules.results import points
from arbiter_app.rules.standings import explain
from arbiter_app.services.crosstable import format_halves
from arbiter_app.services.go import lists as go_lists, rounds as go_rounds, standings as go_standings
from benchmarks.bench_publish_go import go_event


def test_a_small_swiss_event_worked_by_hand(empty_db):
    # 9 players, 4 rounds (round, White-Black, result):
    #   1: 1-3 0-1, 5-8 0-1, 6-4 0-1, 7-9 0-1, bye 2     2: 2-6 0-1, 3-9 1-0, 4-7 0-1, 5-8 1-0, 1 excused
    #   3: 2-4 1-0, 3-7 0-1, 8-6 0-1, 9-5 0-1, bye 1     4: 1-9 0-1, 4-2 1-0, 5-8 0-1, 7-3 1-0, bye 6
    code = go_event(empty_db, "GO/S9", 9, rounds=4, seed=10, system=PairingSystem.SWISS)
    table = go_standings.go_table(empty_db, code)
    rows = table.rows
    # 5 lost to 8, beat 8, beat 9, lost to 8: 2 points; SOS 2 + 2 + 2 + 2 = 8; SDOS 8's 2 + 9's 2 = 4.
    # 9 beat 7 (3), lost to 3 (2), lost to 5 (2), beat 1 (1: the bye of round 3; his one missed
    # round raises nothing, 1 // 2 = 0): 2 points, SOS 8, SDOS 3 + 1 = 4. Tied on all three, and
    # they met (5 won in round 3): head-to-head 1 and 0 separates them, places 6 and 7.
    assert (rows[5].points, dict(rows[5].tiebreaks), rows[5].place) == (2.0, {"sos": 8.0, "sdos": 4.0, "h2h": 1.0}, "6")
    assert (rows[9].points, dict(rows[9].tiebreaks), rows[9].place) == (2.0, {"sos": 8.0, "sdos": 4.0, "h2h": 0.0}, "7")
    assert "h2h" in rows[4].not_applied and "h2h" not in rows[5].not_applied
    h2h = go_standings.explain_criterion(table, 5, "h2h")
    assert [(c.opponent, c.result, c.value) for c in h2h] == [(9, 1.0, 1.0)]
    # 4 has 2 points, SOS 10 (6: 3 with the bye, 7: 3, 2: 2, 2: 2): alone after SOS.
    assert (rows[4].tiebreaks["sos"], rows[4].place) == (10.0, "3")
    assert go_standings.tie(table, 5) == [
        ("points", {4: 2.0, 8: 2.0, 3: 2.0, 5: 2.0, 9: 2.0, 2: 2.0}),
        ("sos", {4: 10.0, 8: 9.0, 3: 9.0, 5: 8.0, 9: 8.0, 2: 7.0}),
        ("sdos", {5: 4.0, 9: 4.0}),
        ("h2h", {5: 1.0, 9: 0.0})]
    assert go_standings.tie(table, 4) == go_standings.tie(table, 5)[:2] and go_standings.tie(table, 1) == []
    text = go_standings.explanation_text(table, rows[9], "points", "en")
    assert text.endswith(tr("go.explain.tie", "en", criterion=tr("standings.column.h2h", "en"), values="5 1, 9 0"))
    wall = {line.no: line for line in go_lists.wall_list(empty_db, code).lines}  # 8 is 4th, 9 7th
    assert (wall[5].num, wall[5].cells, wall[5].tiebreaks) == (6, ("4-", "4+", "7+", "4-"), (8.0, 4.0, 1.0))


def straightforward(event: go_rounds.GoEvent) -> dict[int, dict[str, float]]:
    """Score, adjusted score, SOS, SDOS, SSOS and the missed rounds of each player, every figure by
    scanning all the games and rounds for each player [003 §3.3.2–3]."""
    data, settings = event.data, GoSettings.of(event.data.tournament)
    start = start_scores(data)
    withdrawn = {e.no for e in data.entries if e.withdrawal is not None}
    figures: dict[int, dict[str, float]] = {}
    for e in data.entries:
        games = [g for g in data.games if e.no in (g.white, g.black)]
        byes = sum(1 for r in event.rounds if r.bye == e.no or e.no in {no for _, no in r.passes})
        missed = sum(1 for r in event.rounds
                     if (e.no in r.excused or (e.no in withdrawn and r.drawn)) and r.bye != e.no
                     and not any(g.round == r.number for g in games))
        score = start[e.no] + sum(points(g, e.no) or 0.0 for g in games) + byes * settings.bye_points
        figures[e.no] = {"score": score, "missed": missed, "adjusted": score + missed // 2}
    for no, f in figures.items():
        games = [g for g in event.data.games if no in (g.white, g.black)]
        f["sos"] = sum(figures[g.opponent(no)]["adjusted"] for g in games)
        f["sdos"] = sum(figures[g.opponent(no)]["adjusted"] for g in games if points(g, no) == 1.0)
    for no, f in figures.items():
        f["ssos"] = sum(figures[g.opponent(no)]["sos"] for g in event.data.games if no in (g.white, g.black))
    return figures


def straightforward_order(event: go_rounds.GoEvent, criteria: tuple[str, ...]) -> list[tuple[str, int, dict[str, float]]]:
    """(place, player, criteria) in standings order, head-to-head (the last criterion) counted in the
    group of the players equal on everything before it, when every pair of them has met [003 §3.3.2e]."""
    figures = straightforward(event)
    games = event.data.games
    before = {no: (f["score"], *(f[c] for c in criteria[:-1])) for no, f in figures.items()}
    values = {}
    for no in figures:
        group = [n for n in figures if before[n] == before[no]]
        met = all(any({g.white, g.black} == {a, b} and points(g, a) is not None for g in games)
                  for a in group for b in group if a < b)
        h2h = sum(points(g, no) or 0.0 for g in games if no in (g.white, g.black) and g.opponent(no) in group) if met else 0.0
        values[no] = {**{c: figures[no][c] for c in criteria[:-1]}, "h2h": h2h}
    key = {no: (figures[no]["score"], *(values[no][c] for c in criteria)) for no in figures}
    order = sorted(figures, key=lambda no: (tuple(-v for v in key[no]), no))
    placed = []
    for no in order:
        equal = [n for n in order if key[n] == key[no]]
        first = order.index(equal[0]) + 1
        placed.append((str(first) if len(equal) == 1 else f"{first}-{first + len(equal) - 1}", no, values[no]))
    return placed


EVENTS = [(PairingSystem.MCMAHON, 24, 3, 12), (PairingSystem.SWISS, 40, 6, 7), (PairingSystem.SWISS, 25, 3, 2)]


@pytest.mark.parametrize("system, players, rounds, seed", EVENTS)
def test_standings_and_explanations_match_a_straightforward_computation(empty_db, system, players, rounds, seed):
    code = go_event(empty_db, f"GO/{players}", players, rounds=rounds, seed=seed, system=system)
    event = go_rounds.load_event(empty_db, code)
    table = go_standings.table_of(event)
    criteria = table.criteria
    assert criteria[-1] == "h2h"
    assert [(r.place, r.no, dict(r.tiebreaks)) for r in table.standings.rows] == straightforward_order(event, criteria)
    figures = straightforward(event)
    assert table.index.missed == {no: f["missed"] for no, f in figures.items()}
    assert sum(1 for r in table.standings.rows if "h2h" not in r.not_applied) >= 2  # some head-to-head to explain
    fresh = GoIndex(table.data, table.rounds)
    for r in table.standings.rows:
        # the head-to-head group as the whole field ranked again for this one player finds it
        assert go_standings.explain_criterion(table, r.no, "h2h") == explain(table.data, r.no, "h2h", index=fresh)
        # the tie, each criterion in turn with the players still tied with him when it came
        group = [n.no for n in table.standings.rows if n.points == r.points]
        steps = [("points", {n: table.rows[n].points for n in group})]
        for c in criteria:
            if len(group) < 2:
                break
            steps.append((c, {n: table.rows[n].tiebreaks[c] for n in group}))
            group = [n for n in group if table.rows[n].tiebreaks[c] == r.tiebreaks[c]]
        assert go_standings.tie(table, r.no) == (steps if len(steps) > 1 else [])
        text = go_standings.explanation_text(table, r, "points", "cs")
        for _, values in steps if len(steps) > 1 else []:
            listed = ", ".join(f"{n} {format_halves(v, 'cs')}" for n, v in values.items())
            assert f": {listed}" in text


@pytest.mark.parametrize("system, players, rounds, seed", EVENTS[:2])
def test_the_draws_contenders_match_a_straightforward_computation(empty_db, system, players, rounds, seed):
    code = go_event(empty_db, f"GO/{players}", players, rounds=rounds, seed=seed, system=system)
    event = go_rounds.load_event(empty_db, code)
    data, bye_points = event.data, GoSettings.of(event.data.tournament).bye_points
    start = start_scores(data)
    for number in range(1, rounds + 2):
        games = [g for g in data.games if g.round < number]
        expected = []
        for e in data.entries:
            own = [g for g in games if e.no in (g.white, g.black)]
            byes = sum(1 for r in event.rounds if r.number < number and r.bye == e.no)
            expected.append((e.no, start[e.no] + sum(points(g, e.no) or 0.0 for g in own) + byes * bye_points,
                             frozenset(g.opponent(e.no) for g in own), byes,
                             sum(1 if g.white == e.no else -1 for g in own)))
        assert [(c.no, c.score, c.opponents, c.byes, c.colour_balance)
                for c in contenders(data, event.rounds, number)] == expected
