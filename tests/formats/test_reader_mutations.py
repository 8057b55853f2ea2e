"""Mutated files fed to the EGD and PGN readers: whatever the damage, only the reader's problem type
(ImportProblem, every problem with its line) comes out, never another exception, and a refused file
stores nothing. The files mutated are the test data of each reader (tests/formats/data)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.services import pgn_games, players, results, tournaments
from arbiter_app.services.go import egd as go_egd, egd_event
from tests.conftest import ICCF_DEMO

DATA = Path(__file__).parent / "data"
EGD_FILES = [DATA / "opengotha_latin9.h9", DATA / "egd_quirks.h9", DATA / "opengotha_belfast_2016_fragment.h9"]
PGN_FILE = DATA / "iccf_server.pgn"

# Pieces the formats are made of, so that mutations often stay close to a readable file.
TOKENS = [b" ", b"\n", b"\r\n", b";", b"[", b"]", b"|", b"!", b"?", b"/", b"+", b"-", b"=", b"0", b"12", b"w", b"b",
          b"3d", b"30k", b"UK", b"XX", b"\xbd", b"\xff", b"\xc3", b"\x00", b"{", b"}", b"(", b")", b"*", b"1-0", b"0-1",
          b"1/2-1/2", b'"', b"[%ccsnt 2019.02.31,10:00]", b'[Result ""]', b'[White "BYE"]', b"1.", b"e4", b"Kxe8",
          b"; KM[x]", b"; DT[2026-13-40]", b"; HA[h12]", b"; TM[-5]", b"; CL[Z]", b"%"]

mutation = st.one_of(
    st.tuples(st.just("insert"), st.floats(0, 1), st.sampled_from(TOKENS)),
    st.tuples(st.just("insert"), st.floats(0, 1), st.binary(min_size=1, max_size=8)),
    st.tuples(st.just("delete"), st.floats(0, 1), st.integers(1, 40)),
    st.tuples(st.just("lines"), st.floats(0, 1), st.sampled_from(["drop", "repeat", "swap"])),
)


def mutate(raw: bytes, mutations: list[tuple]) -> bytes:
    for kind, where, what in mutations:
        at = int(where * len(raw))
        if kind == "insert":
            raw = raw[:at] + what + raw[at:]
        elif kind == "delete":
            raw = raw[:at] + raw[at + what:]
        else:
            lines = raw.split(b"\n")
            k = min(int(where * len(lines)), len(lines) - 1)
            if what == "drop":
                del lines[k]
            elif what == "repeat":
                lines.insert(k, lines[k])
            elif k + 1 < len(lines):
                lines[k], lines[k + 1] = lines[k + 1], lines[k]
            raw = b"\n".join(lines)
    return raw


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(source=st.sampled_from(EGD_FILES), mutations=st.lists(mutation, min_size=1, max_size=4))
def test_a_mutated_egd_table_gives_only_import_problems(empty_db, tmp_path, source, mutations):
    path = tmp_path / "mutated.h9"
    path.write_bytes(mutate(source.read_bytes(), mutations))
    for action in (lambda: egd_event.import_egd_event(empty_db, path, "GO/MUT"),
                   lambda: go_egd.import_egd_players(empty_db, path)):
        try:
            action()
        except ImportProblem as refused:
            assert refused.problems and all(str(p) for p in refused.problems)
            assert tournaments.list_tournaments(empty_db) == [] and players.count(empty_db) == 0
        else:
            results.undo(empty_db)  # read whole: taken back, for the next example
            assert tournaments.list_tournaments(empty_db) == [] and players.count(empty_db) == 0


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mutations=st.lists(mutation, min_size=1, max_size=4))
def test_a_mutated_iccf_pgn_gives_only_import_problems(demo_db, tmp_path, mutations):
    path = tmp_path / "mutated.pgn"
    path.write_bytes(mutate(PGN_FILE.read_bytes(), mutations))
    try:
        preview = pgn_games.preview_pgn(demo_db, ICCF_DEMO, path)
    except ImportProblem as refused:
        assert refused.problems and all(str(p) for p in refused.problems)
        return
    # What is read whole is previewed against the group; every status is one of the four.
    assert {m.status for m in preview.matches} <= {"matched", "equal", "conflict"}
    assert all(u.reason for u in preview.unmatched)
