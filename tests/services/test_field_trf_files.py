"""Every TRF written by other programs that the tests keep (tests/formats/data/trf/README.md says where
each came from) is read: what it holds, its problems and its notes, as `import-trf --dry-run --json`
gives them (issue 31: one-word names, blank or unknown federations are notes)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.services import trf_import

DATA = Path(__file__).parent.parent / "formats" / "data" / "trf"
EXPECTED = {  # file: (system, players, problems, notes)
    "bbppairings-generated-60-players.trf": ("swiss", 60, 0, 60),  # no federations
    "spec-trf16-double-round-robin-cp1250.trf": ("double_round_robin", 4, 0, 1),  # not UTF-8
    "spec-trf16-swiss-cr-blank-half-byes.trf": ("swiss", 4, 0, 2),
    "spec-trf26-round-robin-bom-crlf.trf": ("round_robin", 5, 0, 2),
    "swiss-manager-byes-and-forfeits.trf": ("swiss", 15, 0, 15),  # federation ZZZ
    "swiss-manager-team-swiss-heraklion-2024.trf": ("swiss", 129, 13, 0),  # points columns the codes do not give
    "tiebreak-checker-round-robin.trf": ("round_robin", 6, 0, 6),  # one-word names
    "tiebreak-checker-swiss-16.trf": ("swiss", 16, 0, 16),
    "tiebreak-checker-team-no-colours.trf": ("swiss", 18, 0, 18),
}


def test_every_kept_file_is_listed():
    assert sorted(p.name for p in DATA.glob("*.trf")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_file_written_by_another_program_is_read(empty_db, name):
    summary = trf_import.summary(trf_import.preview_trf(empty_db, DATA / name, "FIELD"))
    assert (summary["system"], len(summary["players"]), len(summary["problems"]), len(summary["notes"])) == EXPECTED[name]
    assert all(text.startswith(("line ", "record ", "file")) for text in summary["problems"])
