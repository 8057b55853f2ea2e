"""Norm report of a group [001 §8.7e, §10.0.1–3, App. II 1–4].

The group: 13 players, CZE/GER/SVK, players 1–12 fixed 2400 (4 is a GM, 5 a SIM), player 13 varies.
Row 13 players = 12 games. Requirements read by hand from the tables of seed 001:
category 6: SIM 8½ (line 1879), IM 7 printed (line 1886) corrected to 7½ (D1-IM13-typo), CCM 5 (1893),
CCE 4½ (1900), GM blank; category 5: SIM 9 (1878), IM 8 (corrected, printed 7 line 1885), CCM 5½ (1892),
CCE 4½ (1899); category 8: GM 9 (2436), SIM 8 (2449), IM 6½ (2462), CCM 4½ (2475), CCE 4½ (2488).
"""

import dataclasses
from datetime import date
from itertools import combinations


from arbiter_app.formats.norm_tables_json import default_norm_tables
from arbiter_app.rules.model import (
    Entry,
    Flag,
    Game,
    Player,
    PlayerId,
    RatingKind,
    Result,
    StartNo,
    Tournament,
    TournamentData,
    Withdrawal,
    WithdrawalKind,
)
from arbiter_app.rules.chess.norms import norm_report, overfulfilment_games, start_view

TABLES = default_norm_tables()
FEDS = ("CZE", "GER", "SVK")
CAT6 = {"GM": None, "SIM": 8.5, "IM": 7.5, "CCM": 5.0, "CCE": 4.5}
CAT5 = {"GM": None, "SIM": 9.0, "IM": 8.0, "CCM": 5.5, "CCE": 4.5}
CAT8 = {"GM": 9.0, "SIM": 8.0, "IM": 6.5, "CCM": 4.5, "CCE": 4.5}


def player(no, rating=2400, title=None, kind=RatingKind.FIXED):
    return Player(PlayerId(f"id{no}"), f"Player {no}", FEDS[no % 3], title=title, rating=rating, rating_kind=kind)


def group(rating13=2400, *, results=None, kind="wch_semifinal"):
    """`results` maps (white, black) -> Result; every other game of the round robin is running.
    Player 1 beats 2–9 (8 points) and has 10, 11, 12, 13 to play; player 2 loses every game."""
    titles = {4: "GM", 5: "SIM"}
    entries = tuple(Entry(StartNo(n), player(n, 2400 if n < 13 else rating13, titles.get(n))) for n in range(1, 14))
    decided = {(1, b): Result.WHITE_WIN for b in range(2, 10)}
    decided |= {(2, b): Result.BLACK_WIN for b in range(3, 14)}
    decided |= results or {}
    games = tuple(Game(StartNo(a), StartNo(b), decided.get((a, b), Result.RUNNING)) for a, b in combinations(range(1, 14), 2))
    return TournamentData(Tournament("G", "G", kind=kind, title_tournament=True, td="Arbiter"), entries, games)


def withdraw_13_cancelled(data):
    """Player 13 withdrew with no game finished: all his games cancelled [000 §7.3b]."""
    entries = data.entries[:12] + (dataclasses.replace(data.entries[12], withdrawal=Withdrawal(WithdrawalKind.ACCEPTED, date(2024, 3, 1))),)
    games = tuple(dataclasses.replace(g, result=Result.RUNNING, flag=Flag.CANCELLED) if g.involves(13) else g for g in data.games)
    return dataclasses.replace(data, entries=entries, games=games)


def test_app_ii_3_requirements_and_player_states_category_6():
    report = norm_report(group(), TABLES)
    assert (report.average, report.rounded_average, report.category) == (2400.0, 2400, "6")
    assert report.eligible and report.failed == () and report.games == 12
    assert dict(report.requirements) == CAT6
    p1 = report.player(1)
    # 8 points, 4 games left: IM 7½, CCM 5, CCE 4½ made; SIM 8½ needs ½ of 4; GM blank cell
    assert (p1.score, p1.remaining) == (8.0, 4)
    assert p1.made == ("IM", "CCM", "CCE")
    assert dict(p1.possible) == {"SIM": (0.5, 4)}
    assert dict(p1.reasons) == {"GM": "not_in_category"}
    p2 = report.player(2)
    # 0 points, nothing left: every norm out of reach
    assert (p2.score, p2.remaining, p2.made, dict(p2.possible)) == (0.0, 0, (), {})
    assert dict(p2.reasons) == {"GM": "not_in_category", "SIM": "out_of_reach", "IM": "out_of_reach",
                                "CCM": "out_of_reach", "CCE": "out_of_reach"}
    # player 3 lost to 1, beat 2 (1 point), 10 running: IM needs 6½ of 10
    assert report.player(3).possible["IM"] == (6.5, 10)


def test_10_4c_titled_opponents_counted():
    p1 = norm_report(group(), TABLES).player(1)
    assert (p1.games_vs_gm, p1.games_vs_sim) == (1, 1)  # player 4 GM, player 5 SIM


def test_10_0_3_overfulfilment_credits_more_games():
    p1 = norm_report(group(), TABLES).player(1)
    # IM cat 6 = table column k 12: 14 players need 8 -> 8 points count as 13 games; 15 need 8½.
    # CCM cat 6 = column k 18: 20 players need 8 -> 19 games.
    assert p1.credited_games == {"IM": 13, "CCM": 19, "CCE": 19}
    assert overfulfilment_games(TABLES, "IM", "6", 7.5, 13) == 12  # exactly the norm: no credit


def test_app_ii_4a_withdrawal_raises_the_category_but_start_games_count():
    # Start: (12 * 2400 + 1900) / 13 = 30700 / 13 = 2361.5 -> 2362 -> category 5.
    # After player 13's games are cancelled: 2400 -> category 6; still the 13-player row (12 games).
    data = withdraw_13_cancelled(group(1900))
    start = norm_report(start_view(data), TABLES)
    assert (start.rounded_average, start.category, dict(start.requirements)) == (2362, "5", CAT5)
    assert start.player(1).score == 0.0 and start.player(1).remaining == 12
    now = norm_report(data, TABLES)
    assert (now.rounded_average, now.category, now.games) == (2400, "6", 12)
    assert dict(now.requirements) == CAT6
    p1 = now.player(1)
    assert (p1.remaining, p1.games) == (3, 12)  # the game against 13 is cancelled, the row stays 12
    assert now.player(13).reasons["IM"] == "not_in_field"


def test_app_ii_4a_withdrawal_lowers_the_category_titled_count_stays():
    # Start: (12 * 2400 + 2800) / 13 = 31600 / 13 = 2430.8 -> 2431 -> category 8; after: 2400 -> 6.
    data = withdraw_13_cancelled(group(2800))
    assert norm_report(start_view(data), TABLES).category == "8"
    assert dict(norm_report(start_view(data), TABLES).requirements) == CAT8
    now = norm_report(data, TABLES)
    assert now.category == "6"
    # 13 was a fixed 2800 opponent at the start: still counts for the GM quota of player 1
    assert now.player(1).games_vs_gm == 2


def substitute(data, rating, status):
    """Player 6 replaced by player 14 before any of 6's games finished [001 §8.7e]."""
    sub = Entry(StartNo(14), player(14, rating), replaces=StartNo(6), substitute_status=status)
    games = tuple(Game(StartNo(14) if g.white == 6 else g.white, StartNo(14) if g.black == 6 else g.black, g.result)
                  for g in data.games)
    return dataclasses.replace(data, entries=data.entries + (sub,), games=games)


def test_8_7e_substitute_status_raises_the_category():
    # The field 1-5, 7-13 at 2400 and 14 at 2700: 31500 / 13 = 2423.1 -> 2423 -> category 7.
    report = norm_report(substitute(group(), 2700, True), TABLES)
    assert report.category == "7"
    # 14 took over 6's games: lost to 1, beat 2, 10 running; GM 13 players category 7 = 9½ (line 2435)
    p14 = report.player(14)
    assert (p14.score, p14.remaining, p14.games) == (1.0, 10, 12)
    assert p14.possible["GM"] == (8.5, 10)
    assert report.player(6).reasons["IM"] == "replaced"


def test_8_7e_substitute_status_never_lowers_the_category():
    # With 14 at 1900: 30700 / 13 -> 2362 -> 5, lower than the start's 6: the category stays 6.
    report = norm_report(substitute(group(), 1900, True), TABLES)
    assert report.category == "6"
    assert "IM" in report.player(14).possible


def test_8_7e_substitute_without_status_makes_no_norm_and_keeps_the_category():
    report = norm_report(substitute(group(), 2700, False), TABLES)
    assert report.category == "6"  # the replaced player's 2400 still counts
    assert set(report.player(14).reasons.values()) == {"substitute_without_status"}


def test_silent_withdrawal_makes_no_norm():
    data = group()
    entries = (dataclasses.replace(data.entries[0], withdrawal=Withdrawal(WithdrawalKind.SILENT, date(2024, 5, 1))),) + data.entries[1:]
    p1 = norm_report(dataclasses.replace(data, entries=entries), TABLES).player(1)
    assert p1.made == () and set(p1.reasons.values()) == {"silent_withdrawal"}


def test_app_ii_1_ineligible_group_has_no_norms():
    report = norm_report(group(kind="thematic"), TABLES)
    assert not report.eligible and report.failed[0].code == "event_kind"
    assert set(report.player(1).reasons.values()) == {"not_title_tournament"}


def test_app_ii_4c_fixed_category_when_the_fixed_quota_fails():
    # 13 players need E = 8 fixed; make 6 of them provisional -> 7 fixed. A WCh semifinal gets category 2.
    data = group()
    entries = tuple(dataclasses.replace(e, player=dataclasses.replace(e.player, rating_kind=RatingKind.PROVISIONAL))
                    if e.no > 7 else e for e in data.entries)
    report = norm_report(dataclasses.replace(data, entries=entries), TABLES)
    assert report.fixed_category and report.category == "2" and report.eligible
    assert [f.code for f in report.failed] == ["min_fixed"]
    # 13 players, category 2: IM 9 (line 1882)
    assert report.requirements["IM"] == 9.0
    other = norm_report(dataclasses.replace(data, entries=entries, tournament=dataclasses.replace(data.tournament, kind="national")), TABLES)
    assert not other.eligible and not other.fixed_category


def test_10_0_1_scheveningen_category_per_player():
    # Two teams of 9 (1-9: 2500, 10-18: 2300); each player plays the 9 of the other team (row B = 9 games).
    entries = tuple(Entry(StartNo(n), player(n, 2500 if n <= 9 else 2300)) for n in range(1, 19))
    games = tuple(Game(StartNo(a), StartNo(b)) for a in range(1, 10) for b in range(10, 19))
    t = Tournament("S", "S", kind="other", title_tournament=True, td="Arbiter", settings={"scheveningen": True})
    report = norm_report(TournamentData(t, entries, games), TABLES)
    # team 1 meets 2300s: category 2 (2276–2300); 10-player row, IM category 2 = 7 (line 1810)
    assert report.player(1).category == "2" and report.player(1).games == 9
    assert report.player(1).possible["IM"] == (7.0, 9)
    # team 2 meets 2500s: category 10 (2476–2500); GM 10 players category 10 = 6 (line 2243)
    assert report.player(10).category == "10"
    assert report.player(10).possible["GM"] == (6.0, 9)


def test_every_code_has_english_and_czech_text():
    from arbiter_app.i18n import MESSAGES
    from arbiter_app.rules.chess.eligibility import Condition
    from arbiter_app.rules.chess.norm_tables import TITLES
    from arbiter_app.rules.chess.norms import NoNorm
    from arbiter_app.rules.chess.qualifications import Target
    from arbiter_app.rules.chess.titles import Missing, MksReason

    keys = [f"norms.condition.{c.value}" for c in Condition] + [f"norms.no_norm.{c.value}" for c in NoNorm]
    keys += [f"norms.missing.{c.value}" for c in Missing] + [f"norms.mks.{c.value}" for c in MksReason]
    keys += [f"norms.qualification.{c.value}" for c in Target] + [f"norms.title.{t}" for t in TITLES + ("WCCC", "LWCCC")]
    assert [k for k in keys if set(MESSAGES.get(k, {})) != {"en", "cs"}] == []
