"""A team given twice in one TRF (formats.trf_reader): FIDE's TRF-2026 team sample declares every team
in a 310 record and again in a TRF16 013 record, with the same players. One team given twice is one
team; the same name with other players, or one player in two teams, stays a problem."""

from pathlib import Path

from arbiter_app.formats.trf_reader import parse_trf
from arbiter_app.i18n import set_language
from arbiter_app.services import trf_import

TEAMS = ("India", "Czechia", "Norway", "Brazil")
BOARDS = 2
ROUNDS = (((1, 4), (2, 3)), ((4, 3), (1, 2)), ((2, 4), (3, 1)))
"""Berger's table for four teams [C.05 Annex 1]: the home team first."""


def _player(team: int, board: int) -> int:
    return (team - 1) * BOARDS + board


def _player_lines() -> list[str]:
    """Every board drawn; the home team has White on board 1 and Black on board 2."""
    cells: dict[int, list[str]] = {_player(t, b): [] for t in range(1, len(TEAMS) + 1) for b in range(1, BOARDS + 1)}
    for pairs in ROUNDS:
        for home, away in pairs:
            for board in range(1, BOARDS + 1):
                white, black = (home, away) if board % 2 else (away, home)
                cells[_player(white, board)].append(f"{_player(black, board):>4} w =  ")
                cells[_player(black, board)].append(f"{_player(white, board):>4} b =  ")
    lines = []
    for no, rounds in cells.items():
        team = TEAMS[(no - 1) // BOARDS]
        name = f"{team}, Board{(no - 1) % BOARDS + 1}"
        lines.append(f"001 {no:>4} m    {name:<33} {2400 - no:>4} {'':3} {'':11} {'':10} {1.5:>4} {no:>4}  " + "".join(rounds))
    return lines


def _team_310(no: int, name: str, members: tuple[int, ...]) -> str:
    """310: team number 5-8, name 9-40, the players from column 73."""
    return f"310 {no:>4}{name:<32}{'':32}" + "".join(f"{m:>5}" for m in members)


def _team_013(name: str, members: tuple[int, ...]) -> str:
    """013: name 5-36, the players from column 37."""
    return f"013 {name:<32}" + "".join(f"{m:>5}" for m in members)


def _members(team: int) -> tuple[int, ...]:
    return tuple(_player(team, b) for b in range(1, BOARDS + 1))


def _file(teams_013: list[str] | None = None) -> str:
    """As FIDE's TRF-2026 team sample: the 310 records, the players, then the same teams as 013."""
    lines = ["012 Olympiad 2026", "022 Prague", "092 Team round robin", "042 2026/01/10", "052 2026/01/12", "062 8", "142 3"]
    lines += [_team_310(t, name, _members(t)) for t, name in enumerate(TEAMS, start=1)]
    lines += _player_lines()
    lines += teams_013 if teams_013 is not None else [_team_013(name, _members(t)) for t, name in enumerate(TEAMS, start=1)]
    return "\n".join(lines) + "\n"


def test_a_team_in_both_310_and_013_records_is_one_team():
    document = parse_trf(_file())
    assert document.problems == ()
    assert [(t.name, t.members) for t in document.teams] == [(name, _members(t)) for t, name in enumerate(TEAMS, start=1)]


def test_the_import_sets_up_four_teams_of_two_boards(empty_db, tmp_path: Path):
    path = tmp_path / "olympiáda 2026.trf"
    path.write_text(_file(), encoding="utf-8")
    preview = trf_import.preview_trf(empty_db, path, "TEAMS")
    assert list(preview.problems) == []
    assert preview.data is not None
    assert [t.name for t in preview.data.teams] == list(TEAMS)
    assert sorted((e.team, e.board) for e in preview.data.entries) == [(t, b) for t in range(1, 5) for b in range(1, 3)]


def test_the_same_name_with_other_players_is_a_problem():
    swapped = [_team_013(name, _members(t)) for t, name in enumerate(TEAMS, start=1)]
    swapped[1] = _team_013("Czechia", (4, 3))  # other board order
    lines = _file(swapped).splitlines()
    first, again = lines.index(_team_310(2, "Czechia", _members(2))) + 1, lines.index(swapped[1]) + 1
    problems = [str(p) for p in parse_trf(_file(swapped)).problems]
    assert problems == [f"line {again}: team Czechia is declared again with other players than on line {first}"]
    set_language("cs")
    try:
        assert [str(p) for p in parse_trf(_file(swapped)).problems] == [
            f"řádek {again}: družstvo Czechia je uvedeno znovu s jinými hráči než na řádku {first}"]
    finally:
        set_language("en")


def test_one_player_in_two_teams_stays_a_problem():
    other = [_team_013(name, _members(t)) for t, name in enumerate(TEAMS, start=1)]
    other.append(_team_013("Slovakia", (3,)))
    problems = [str(p) for p in parse_trf(_file(other)).problems]
    assert f"line {len(_file(other).splitlines())}: team Slovakia: player 3 is also in team Czechia" in problems
