"""FIDE TRF (2016 and 2026 layouts): golden files, the columns of the 001 record, every result read
back, and defective files refused with their line numbers."""

from pathlib import Path

import pytest

from arbiter_app.formats.trf import round_table, standings_of, write_trf
from arbiter_app.formats.trf_reader import games_from_trf, read_trf
from arbiter_app.rules.results import is_cancelled, is_default, points
from arbiter_app.services import tournaments
from arbiter_app.services.crosstable import player_standings
from tests.conftest import ICCF_DEMO, SKS_DEMO
from tests.formats.exchange_fixtures import every_state_group

DATA = Path(__file__).parent / "data"
TEAM_DEMO = "CZE/T4L1/2025"


def trf_of(data, version):
    rows = player_standings(data).rows
    return write_trf(data, standings_of((r.no, r.points, r.place) for r in rows), version)


@pytest.mark.parametrize("version", ["2016", "2026"])
def test_golden_file_of_the_sks_demo_group(demo_db, version):
    text = trf_of(tournaments.load(demo_db, SKS_DEMO), version)
    assert text == (DATA / f"sks_semifinal.trf{version[2:]}").read_bytes().decode("utf-8")


def test_player_record_columns_as_the_specification_numbers_them(demo_db):
    """TRF16/TRF26 001 record: 5-8 rank, 10 sex, 15-47 name, 49-52 rating, 54-56 federation,
    81-84 points, 86-89 rank, round blocks from 92 (opponent 92-95, colour 97, result 99)."""
    data = tournaments.load(demo_db, SKS_DEMO)
    lines = [l for l in trf_of(data, "2016").split("\r\n") if l.startswith("001")]
    first = lines[0]  # Řezníček, no. 1: 4 points, first place; rests in round 1 (7 players)
    assert first[4:8] == "   1" and first[9] == "m" and first[14:47].rstrip() == "Řezníček, Vlastimil"
    assert first[48:52] == "2241" and first[53:56] == "CZE" and first[80:84] == " 4.0" and first[85:89] == "   1"
    assert first[91:99].strip() == "" and first[101:109] == "   2 w 1"  # round 2: White against 2, won
    assert lines[1][9] == "w"  # Šimková


def comparable(game, no):
    return (points(game, no), is_default(game), is_cancelled(game))


@pytest.mark.parametrize("version", ["2016", "2026"])
@pytest.mark.parametrize("code", [ICCF_DEMO, SKS_DEMO, TEAM_DEMO, "every-state"])
def test_every_result_survives_the_round_trip(demo_db, code, version):
    data = every_state_group(demo_db) if code == "every-state" else tournaments.load(demo_db, code)
    document, problems = read_trf(trf_of(data, version))
    assert problems == [] and document is not None
    read = {(g.white, g.black, g.round or 1): g for g in games_from_trf(document)}
    written = [g for g in data.games if round_table(data)[(g.white, g.black, g.round or 1)]]
    assert len(read) == len(written) == len(data.games)
    for g in data.games:
        back = read[(g.white, g.black, g.round or 1)]
        assert comparable(back, g.white) == comparable(g, g.white) and comparable(back, g.black) == comparable(g, g.black)
    standings = {r.no: r for r in player_standings(data).rows}
    for p in document.players:
        assert p.points == standings[p.no].points and p.rank == int(standings[p.no].place.split("-")[0])
    if code == "every-state":
        assert any(is_default(g) for g in read.values()) and any(is_cancelled(g) for g in read.values())


def test_a_defective_file_is_refused_with_every_line_named(demo_db):
    lines = trf_of(tournaments.load(demo_db, SKS_DEMO), "2016").split("\r\n")
    i = next(i for i, l in enumerate(lines) if l.startswith("001    2"))
    lines[i] = lines[i][:101] + "x" + lines[i][102:]  # round 2's opponent is not a number
    lines.insert(3, "999x nonsense")
    document, problems = read_trf("\n".join(lines))
    assert document is None
    texts = [str(p) for p in problems]
    assert any(t.startswith("line 4:") and "not a TRF record" in t for t in texts)
    assert any(t.startswith(f"line {i + 2}:") and "round 2 opponent" in t for t in texts)
    # the games against the refused line are reported on their own lines
    assert any("no readable player line with starting rank 2" in t for t in texts)
    lines = trf_of(tournaments.load(demo_db, SKS_DEMO), "2016").split("\r\n")
    lines[i] = lines[i].replace(" 1 b 0 ", " 1 b 1 ")  # Šimková's loss to Řezníček written as a win
    document, problems = read_trf("\n".join(lines))
    assert document is None and any(str(p).startswith(f"line {i + 1}:") and "written differently" in str(p) for p in problems)


def record(no, name, points, rank, *rounds):
    """A 001 record laid out column by column as TRF16 numbers them (independent of the writer)."""
    line = list(" " * 89)
    fields = {1: "001", 5: f"{no:>4}", 10: "m", 15: name, 49: "2100", 54: "CZE", 58: f"{no * 1111:>11}",
              70: "1980/01/01", 81: f"{points:>4}", 86: f"{rank:>4}"}
    for first, text in fields.items():
        line[first - 1 : first - 1 + len(text)] = text
    return "".join(line) + "".join(f"  {r}" for r in rounds)


def test_a_swiss_file_from_another_program_with_byes_and_forfeits():
    """Codes the product does not write itself: byes (H, U, Z with 0000), a forfeit, unrated W/L."""
    text = "\n".join([
        "012 Open 2025",
        "042 2025/05/01",
        record(1, "Alpha, Adam", "2.5", 1, "   2 w 1", "   3 b +", "0000 - H"),
        record(2, "Beta, Bára", "2.0", 2, "   1 b 0", "0000 - U", "   3 w W"),
        record(3, "Gama, Gita", "0.0", 3, "0000 - Z", "   1 w -", "   2 b L"),
    ])
    document, problems = read_trf(text)
    assert problems == [] and document is not None
    assert document.tags["012"] == ("Open 2025",) and [p.name for p in document.players] == ["Alpha, Adam", "Beta, Bára", "Gama, Gita"]
    assert document.players[0].fide_id == "1111" and document.players[1].points == 2.0
    games = {(g.white, g.black): g for g in games_from_trf(document)}
    assert set(games) == {(1, 2), (3, 1), (2, 3)}
    assert games[(1, 2)].result.value == "1-0" and games[(1, 2)].flag is None
    assert games[(3, 1)].result.value == "0-1" and is_default(games[(3, 1)])
    assert games[(2, 3)].result.value == "1-0" and games[(2, 3)].flag is None


def test_a_team_event_as_teams_and_their_matches(demo_db):
    """A team event [001 §8.7g]: 082 the number of teams, 092 says Team, one 013 record a team (its
    name, its players' numbers in board order), and each board's game in the round of its teams'
    match: the Berger round of the teams, not of all the players."""
    from arbiter_app.rules.pairing import colour_table

    data = tournaments.load(demo_db, TEAM_DEMO)
    text = trf_of(data, "2016")
    lines = text.split("\r\n")
    assert f"082 {len(data.teams)}" in lines and any(line.startswith("092 Team: round robin") for line in lines)
    teams = [line for line in lines if line.startswith("013 ")]
    assert [line[4:36].rstrip() for line in teams] == [t.name[:32] for t in data.teams]
    for line, team in zip(teams, data.teams):
        members = sorted((e for e in data.entries if e.team == team.no), key=lambda e: (e.board or 0, e.no))
        assert line[36:].split() == [str(e.no) for e in members]
        # TRF16: the first player in columns 37-40, the next in 42-45, ...
        assert [line[36 + 5 * i : 40 + 5 * i] for i in range(len(members))] == [f"{e.no:>4}" for e in members]
    match_round = {frozenset(pair): r for pair, r in colour_table(len(data.teams)).items()}
    team_of = {e.no: e.team for e in data.entries}
    rounds = round_table(data)
    assert {rounds[(g.white, g.black, 1)] for g in data.games} == set(match_round.values())
    for g in data.games:
        assert rounds[(g.white, g.black, 1)] == match_round[frozenset((team_of[g.white], team_of[g.black]))]
