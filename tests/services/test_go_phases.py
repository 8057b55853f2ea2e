"""Knockouts with placing matches and knockouts made from groups, through the services on a real
SQLite file (docs/go-events.md, examples 3-5): every round's draw, the reasons, the final places."""

from __future__ import annotations

import json

import pytest

from arbiter_app.rules.draw import DrawMethod
from arbiter_app.rules.go.groups import QualifyingTie
from arbiter_app.rules.standings import default_criteria
from arbiter_app.rules.model import Organiser, PairingSystem, Player, PlayerId, Result, Tournament
from arbiter_app.services import results, setup, tournaments
from arbiter_app.services.go import phases as go_phases, rounds as go_rounds
from arbiter_app.services.go import lists as go_lists
from arbiter_app.services.database import Database
from arbiter_app.services.go.phases import PhaseRefused
from arbiter_app.services.go.rounds import RoundRefused
from tests.conftest import enter_win, play_round_robin
from tests.pdf_reading import pdf_text
from tests.rules.go_examples import SWISS_FIELD

CAGO = default_criteria(Organiser.CAGO, PairingSystem.ROUND_ROBIN, False)
PLAYERS = [Player(PlayerId(f"G{i}"), name, federation="CZE", rank=rank, club=club)
           for i, (name, rank, club) in enumerate(SWISS_FIELD, start=1)]


def knockout(db, code: str, players: int, placing: str) -> str:
    t = Tournament(code, "Pohár", organiser=Organiser.CAGO, system=PairingSystem.KNOCKOUT,
                   tiebreaks=CAGO, round_count=3,
                   settings={"go_placing": placing})
    setup.create_tournament(db, t, [p.id for p in PLAYERS[:players]], new_players=PLAYERS[:players])
    return code


def play(db, code: str, number: int, upsets: set[frozenset[int]] = set()) -> list[tuple[int, int, int, str]]:
    """Draw round `number`, note each board (board, White, Black, reason), then let the stronger
    player (the lower number here) win, except in the pairs of `upsets`."""
    go_rounds.draw(db, code, number, seed=number)
    r = go_rounds.load_event(db, code).round(number)
    for b in r.boards:
        stronger = min(b.white, b.black)
        winner = max(b.white, b.black) if frozenset((b.white, b.black)) in upsets else stronger
        results.enter_result(db, code, b.white, b.black, Result.WHITE_WIN if winner == b.white else Result.BLACK_WIN,
                             round=number)
    return [(b.board, b.white, b.black, go_lists.reason_text(b.reason, "en")) for b in r.boards]


def test_eight_players_every_place_played(empty_db):
    """Example 3 [003 §3.1.4]: seeds = numbers (the ranks fall 3d ... 8k); 5 beats 4 in round 1."""
    code = knockout(empty_db, "KO8", 8, "all")
    assert play(empty_db, code, 1, {frozenset((4, 5))}) == [
        (1, 1, 8, "bracket: seed 1 against seed 8"), (2, 4, 5, "bracket: seed 4 against seed 5"),
        (3, 2, 7, "bracket: seed 2 against seed 7"), (4, 3, 6, "bracket: seed 3 against seed 6")]
    assert play(empty_db, code, 2) == [
        (1, 1, 5, "winners of boards 1 and 2"), (2, 2, 3, "winners of boards 3 and 4"),
        (3, 8, 4, "places 5–8; losers of boards 1 and 2"), (4, 7, 6, "places 5–8; losers of boards 3 and 4")]
    assert play(empty_db, code, 3) == [
        (1, 1, 2, "final; winners of boards 1 and 2"), (2, 5, 3, "match for 3rd place; losers of boards 1 and 2"),
        (3, 4, 6, "match for 5th place; winners of boards 3 and 4"),
        (4, 8, 7, "match for 7th place; losers of boards 3 and 4")]
    table = go_rounds.standings(empty_db, code)
    assert [(r.place, r.no) for r in table.rows] == [("1", 1), ("2", 2), ("3", 3), ("4", 5), ("5", 4), ("6", 6),
                                                     ("7", 7), ("8", 8)]
    with pytest.raises(RoundRefused, match="rounds 1 to 3, not 4"):
        go_rounds.draw(empty_db, code, 4)
    assert go_lists.reason_text(go_rounds.load_event(empty_db, code).round(3).boards[1].reason, "cs") == \
        "zápas o 3. místo; poražení ze stolů 1 a 2"


def test_six_players_third_place_and_shared_places(empty_db):
    """Example 4: seeds 1 and 2 go on without play; 5 beats 4 and 3 beats 6 (4 and 6 share 5-6);
    3 beats 2 in the semifinal; the final 1-3 and the match for 3rd place 5-2 in round 3."""
    code = knockout(empty_db, "KO6", 6, "third")
    assert play(empty_db, code, 1, {frozenset((4, 5))}) == [
        (2, 4, 5, "bracket: seed 4 against seed 5"), (4, 3, 6, "bracket: seed 3 against seed 6")]
    assert go_rounds.load_event(empty_db, code).round(1).passes == ((1, 1), (3, 2))
    assert [(r.place, r.no) for r in go_rounds.standings(empty_db, code).rows] == [
        ("1-4", 1), ("1-4", 2), ("1-4", 3), ("1-4", 5), ("5-6", 4), ("5-6", 6)]
    assert play(empty_db, code, 2, {frozenset((2, 3))}) == [
        (1, 1, 5, "winners of boards 1 and 2"), (2, 2, 3, "winners of boards 3 and 4")]
    assert play(empty_db, code, 3) == [
        (1, 1, 3, "final; winners of boards 1 and 2"), (2, 5, 2, "match for 3rd place; losers of boards 1 and 2")]
    wall = go_lists.wall_list(empty_db, code)
    assert [(line.place, line.no, line.cells) for line in wall.lines] == [
        ("1", 1, ("0+", "4+", "2+")), ("2", 3, ("6+", "3+", "1-")), ("3", 2, ("0+", "2-", "4+")),
        ("4", 5, ("5+", "1-", "3-")), ("5-6", 4, ("4-", "-", "-")), ("5-6", 6, ("2-", "-", "-"))]
    assert wall.criteria == ()


def test_the_placing_setting_changed_in_mid_event_is_refused(empty_db):
    """The brackets are replayed from the setting: a round drawn under another one must be taken back."""
    code = knockout(empty_db, "KO8", 8, "all")
    play(empty_db, code, 1)
    play(empty_db, code, 2)
    setup.edit_tournament(empty_db, code, {"settings": {"go_placing": "none"}})
    with pytest.raises(RoundRefused, match="round 2 was drawn with other placing matches"):
        go_rounds.draw(empty_db, code, 3)
    setup.edit_tournament(empty_db, code, {"settings": {"go_placing": "all"}})
    go_rounds.draw(empty_db, code, 3)


def test_a_jigo_in_a_placing_match_is_no_winner(empty_db):
    code = knockout(empty_db, "KO4", 4, "third")
    setup.edit_tournament(empty_db, code, {"settings": {"go_placing": "third", "komi": 7}})  # a jigo needs a whole komi [003 §4.4.5]
    play(empty_db, code, 1)
    go_rounds.draw(empty_db, code, 2, seed=2)
    results.enter_result(empty_db, code, 4, 3, Result.DRAW, round=2)
    assert [(r.place, r.no) for r in go_rounds.standings(empty_db, code).rows][2:] == [("3-4", 3), ("3-4", 4)]


def round_robin_group(db, code: str, numbers: list[int], upsets: set[frozenset[int]] = frozenset()) -> None:
    """A 4-player group (a go round robin) of the players G<n>; the stronger (lower n) wins, except
    in `upsets`."""
    t = Tournament(code, f"Skupina {code}", organiser=Organiser.CAGO, system=PairingSystem.ROUND_ROBIN,
                   tiebreaks=CAGO)
    setup.create_tournament(db, t, [f"G{n}" for n in numbers], method=DrawMethod.GIVEN,
                            new_players=[PLAYERS[n - 1] for n in numbers])
    player = dict(enumerate(numbers, start=1))

    def winner_of(a: int, b: int) -> int:
        stronger, weaker = sorted((a, b), key=player.__getitem__)
        return weaker if frozenset((player[a], player[b])) in upsets else stronger

    play_round_robin(db, code, winner_of)


def test_final_from_two_groups_of_four(empty_db, tmp_path):
    """Example 5 [003 §3.1.5]: A = Novák 3d, Dvořák 1d, Procházka 2k, Veselý 5k (Procházka beats Dvořák);
    B = Svoboda 2d, Černý 1k, Kučera 3k, Horák 8k. A1 Novák, A2 Procházka, B1 Svoboda, B2 Černý; seeds
    A1, B1, A2, B2: Novák-Černý and Svoboda-Procházka; then the final and the match for 3rd place."""
    round_robin_group(empty_db, "A", [1, 3, 5, 7], {frozenset((3, 5))})
    t = Tournament("FINAL", "Finále", organiser=Organiser.CAGO, system=PairingSystem.KNOCKOUT,
                   tiebreaks=CAGO,
                   settings={"go_placing": "third"})
    undrawn = Tournament("B", "Skupina B", organiser=Organiser.CAGO, system=PairingSystem.ROUND_ROBIN, tiebreaks=CAGO)
    setup.create_tournament(empty_db, undrawn, [], new_players=[PLAYERS[n - 1] for n in (2, 4, 6, 8)])
    with pytest.raises(PhaseRefused, match="group B has no games"):
        go_phases.knockout_from_groups(empty_db, t, ["A", "B"], 2)
    setup.delete_tournament(empty_db, "B")
    round_robin_group(empty_db, "B", [2, 4, 6, 8])
    game = next(g for g in tournaments.load(empty_db, "B").games if {g.white, g.black} == {3, 4})
    results.enter_result(empty_db, "B", game.white, game.black, Result.RUNNING)
    with pytest.raises(PhaseRefused, match=r"group B is not finished: 1 game without a result \(\d-\d\)"):
        go_phases.knockout_from_groups(empty_db, t, ["A", "B"], 2)
    enter_win(empty_db, "B", 3, 4)

    go_phases.knockout_from_groups(empty_db, t, ["A", "B"], 2)
    results.undo(empty_db)  # one action, undone whole
    assert "FINAL" not in [x.code for x in tournaments.list_tournaments(empty_db)]
    change = go_phases.knockout_from_groups(empty_db, t, ["A", "B"], 2)
    assert "from groups A, B: A1 Novák, Jan; B1 Svoboda, Petr; A2 Procházka, Jiří; B2 Černý, Tomáš" in change.description
    final = tournaments.load(empty_db, "FINAL")
    assert [(e.no, e.player.id) for e in final.entries] == [(1, "G1"), (2, "G2"), (3, "G5"), (4, "G4")]
    assert final.tournament.round_count == 2 and final.tournament.settings["go_from_groups"]["groups"] == ["A", "B"]
    assert play(empty_db, "FINAL", 1) == [(1, 1, 4, "bracket: seed 1 against seed 4"),
                                          (2, 2, 3, "bracket: seed 2 against seed 3")]
    assert play(empty_db, "FINAL", 2) == [(1, 1, 2, "final; winners of boards 1 and 2"),
                                          (2, 4, 3, "match for 3rd place; losers of boards 1 and 2")]
    assert [(line.place, line.label) for line in go_lists.wall_list(empty_db, "FINAL").lines] == [
        ("1", "Novák, Jan (A1)"), ("2", "Svoboda, Petr (B1)"), ("3", "Procházka, Jiří (A2)"), ("4", "Černý, Tomáš (B2)")]
    pdf = tmp_path / "r2.pdf"
    go_lists.print_pairing_list(empty_db, "FINAL", 2, pdf, "en", reasons=True)
    text = pdf_text(pdf)
    assert "1 Novák, Jan 3d (A1)" in text and "match for 3rd place; losers of boards 1 and 2" in text


CYCLE = {frozenset((1, 2)): 1, frozenset((2, 3)): 2, frozenset((1, 3)): 3}
"""Who wins each game of a 3-player group in which each player beats one other."""


def test_a_tie_on_the_qualifying_line_is_refused(empty_db):
    """Three players each beat one other: all on 1 point, head-to-head and SDOS cannot part them, so
    the place 1-3 is shared and one qualifier cannot be chosen."""
    t = Tournament("C", "Skupina C", organiser=Organiser.CAGO, system=PairingSystem.ROUND_ROBIN,
                   tiebreaks=CAGO)
    setup.create_tournament(empty_db, t, ["G1", "G2", "G3"], method=DrawMethod.GIVEN, new_players=PLAYERS[:3])
    play_round_robin(empty_db, "C", lambda a, b: CYCLE[frozenset((a, b))])
    final = Tournament("F", "Finále", organiser=Organiser.CAGO, system=PairingSystem.KNOCKOUT,
                   tiebreaks=CAGO)
    with pytest.raises(QualifyingTie, match="group C: Novák, Jan, Svoboda, Petr, Dvořák, Karel share place 1-3"):
        go_phases.knockout_from_groups(empty_db, final, ["C"], 1)
    assert [q.label for q in go_phases.group_qualifiers(empty_db, ["C"], 3)] == ["C1", "C2", "C3"]
    # The TD decides (a play-off): Svoboda, number 2 of the group, goes on; the decision is recorded.
    go_phases.knockout_from_groups(empty_db, final, ["C"], 1, {"C": [2]})
    link = tournaments.load(empty_db, "F").tournament.settings["go_from_groups"]
    assert (link["seeds"], link["ahead"]) == ([["C", 1, "G2"]], {"C": [2]})
    with pytest.raises(PhaseRefused, match="X is not one of the groups C"):
        go_phases.group_qualifiers(empty_db, ["C"], 1, {"X": [1]})


def test_seven_players_all_places_a_pass_in_a_placing_bracket(empty_db):
    """7 with `all`: seed 1 has the bye, so places 5-7 hold the losers of boards 2, 3, 4 (5, 7, 6 with
    the stronger winning) and a bye: 5 goes on without play there in round 2, and the pairing list
    says what he plays for, while 7-6 play. Round 3: 5th place between 5 and the winner 6; 7 is 7th."""
    code = knockout(empty_db, "KO7", 7, "all")
    play(empty_db, code, 1)
    assert play(empty_db, code, 2)[2:] == [(4, 7, 6, "places 5–7; losers of boards 3 and 4")]
    assert go_rounds.load_event(empty_db, code).round(2).passes == ((3, 5),)
    assert go_lists.pairing_list_view(empty_db, code, 2, "en").bye == "Bye: 5 Procházka, Jiří 2k – places 5–7"
    assert play(empty_db, code, 3)[1:] == [(2, 4, 3, "match for 3rd place; losers of boards 1 and 2"),
                                           (3, 5, 6, "match for 5th place; winners of boards 3 and 4")]
    assert [(r.place, r.no) for r in go_rounds.standings(empty_db, code).rows] == [(str(k), k) for k in range(1, 8)]


def test_placing_matches_and_the_group_link_survive_the_exchange_file(empty_db, tmp_path):
    """A knockout with `all` exported after round 2 and imported elsewhere: the same reasons (with the
    places they decide), the same places, and the same round 3."""
    code = knockout(empty_db, "KO8", 8, "all")
    play(empty_db, code, 1)
    play(empty_db, code, 2)
    path = tmp_path / "ko.json"
    path.write_text(json.dumps(tournaments.export_json(empty_db, code), ensure_ascii=False), encoding="utf-8")
    other = Database(tmp_path / "other.sqlite")
    try:
        tournaments.import_json(other, path)
        assert go_lists.pairing_list_view(other, code, 2, "en") == go_lists.pairing_list_view(empty_db, code, 2, "en")
        assert go_rounds.standings(other, code) == go_rounds.standings(empty_db, code)
        for db in (empty_db, other):
            go_rounds.draw(db, code, 3, seed=3)
        assert go_rounds.load_event(other, code).round(3) == go_rounds.load_event(empty_db, code).round(3)
    finally:
        other.close()


def test_a_group_with_rounds_still_to_draw_is_not_finished(empty_db):
    """A go round robin is drawn round by round: all games of the rounds drawn so far have results,
    yet the group is not finished while rounds of its table are not drawn."""
    t = Tournament("D", "Skupina D", organiser=Organiser.CAGO, system=PairingSystem.ROUND_ROBIN, tiebreaks=CAGO)
    setup.create_tournament(empty_db, t, ["G1", "G2", "G3", "G4"], method=DrawMethod.GIVEN, new_players=PLAYERS[:4])
    go_rounds.draw(empty_db, "D", 1)
    for g in tournaments.load(empty_db, "D").games:
        enter_win(empty_db, "D", min(g.white, g.black), max(g.white, g.black))
    final = Tournament("F", "Finále", organiser=Organiser.CAGO, system=PairingSystem.KNOCKOUT, tiebreaks=CAGO)
    with pytest.raises(PhaseRefused, match="group D is not finished: 1 of its 3 rounds drawn"):
        go_phases.knockout_from_groups(empty_db, final, ["D"], 2)
