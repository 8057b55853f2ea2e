"""Mutated TRF files (bytes changed, cut, inserted, lines repeated or swapped) from the real and the
specification files: the reader never raises, and importing raises nothing but ImportProblem, the
readers' problem type; a refused file stores nothing."""

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.formats.trf_reader import read_trf_bytes
from arbiter_app.services import players, results, tournaments
from arbiter_app.services.trf_import import import_trf, preview_trf

DATA = Path(__file__).parents[1] / "formats" / "data" / "trf"
FILES = {name: (DATA / name).read_bytes() for name in (
    "spec-trf26-round-robin-bom-crlf.trf", "spec-trf16-double-round-robin-cp1250.trf", "spec-trf16-swiss-cr-blank-half-byes.trf",
    "tiebreak-checker-round-robin.trf", "swiss-manager-byes-and-forfeits.trf",
)}
SPECIAL = [b"\r", b"\n", b" ", b"-", b"+", b"0", b"9", b"w", b"b", b"=", b"#", b"\xff", b"\xc5", b"001 ", b"\xef\xbb\xbf"]


@st.composite
def mutated(draw) -> bytes:
    data = bytearray(FILES[draw(st.sampled_from(sorted(FILES)))])
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(data)))
        kind = draw(st.sampled_from(["replace", "insert", "delete", "repeat_line", "swap_lines"]))
        piece = draw(st.one_of(st.sampled_from(SPECIAL), st.binary(min_size=1, max_size=4)))
        if kind == "replace":
            data[at : at + len(piece)] = piece
        elif kind == "insert":
            data[at:at] = piece
        elif kind == "delete":
            del data[at : at + draw(st.integers(1, 40))]
        else:
            lines = bytes(data).splitlines(keepends=True)
            if len(lines) > 1:
                i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
                if kind == "repeat_line":
                    lines.insert(j, lines[i])
                else:
                    lines[i], lines[j] = lines[j], lines[i]
                data = bytearray(b"".join(lines))
    return bytes(data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mutated())
def test_the_reader_reports_problems_and_never_raises(data):
    document = read_trf_bytes(data)
    assert all(p.path and p.message for p in document.problems + document.notes)
    assert document.system in ("round_robin", "double_round_robin", "swiss", "knockout", "scheveningen", "unknown")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mutated())
def test_an_import_is_refused_by_its_problems_alone_and_stores_nothing(empty_db, tmp_path, data):
    path = tmp_path / "mutated.trf"
    path.write_bytes(data)
    before = (tournaments.list_tournaments(empty_db), players.players(empty_db))
    try:
        import_trf(empty_db, preview_trf(empty_db, path, "M"))
    except ImportProblem as refused:
        assert refused.problems
        assert (tournaments.list_tournaments(empty_db), players.players(empty_db)) == before
    else:  # the mutation left a whole round robin: it was stored, as one action
        results.undo(empty_db)
        assert (tournaments.list_tournaments(empty_db), players.players(empty_db)) == before
