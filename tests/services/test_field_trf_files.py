"""Every TRF written by other programs that the tests keep (tests/formats/data/trf/README.md says where
each came from) is read: what it holds, its problems and its notes, as `import-trf --dry-run --json`
gives them (issue 31: one-word names, blank or unknown federations are notes)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.services import trf_import

DATA = Path(__file__).parent.parent / "formats" / "data" / "trf"
EXPECTED = {  # file: (system, players, problems, notes)
    "bbppairings-dutch-2025-c5.trf": ("swiss", 6, 0, 6),  # no federations; round 3 a pairing-allocated bye `0000 - Z`
    "bbppairings-dutch-2025-c9.trf": ("swiss", 5, 0, 5),
    "bbppairings-generated-180-players-cr.trf": ("swiss", 180, 0, 180),  # CR line ends, the header on the first player's line
    "bbppairings-generated-60-players.trf": ("swiss", 60, 0, 60),  # no federations
    "spec-trf16-double-round-robin-cp1250.trf": ("double_round_robin", 4, 0, 1),  # not UTF-8
    "spec-trf16-swiss-cr-blank-half-byes.trf": ("swiss", 4, 0, 2),
    "spec-trf26-round-robin-bom-crlf.trf": ("round_robin", 5, 0, 2),
    "swiss-manager-byes-and-forfeits.trf": ("swiss", 15, 0, 15),  # federation ZZZ
    "swiss-manager-team-swiss-heraklion-2024.trf": ("swiss", 129, 13, 0),  # points columns the codes do not give
    "tiebreak-checker-chessroster-no-colour-preference.trf": ("swiss", 8, 0, 8),  # 142, 152, 162, 182, 192 records
    "tiebreak-checker-round-robin.trf": ("round_robin", 6, 0, 6),  # one-word names
    "tiebreak-checker-swiss-16.trf": ("swiss", 16, 0, 16),
    "tiebreak-checker-swiss-9.trf": ("swiss", 16, 0, 16),  # one-word names, byes H, U, Z, forfeits
    "tiebreak-checker-team-no-colours.trf": ("swiss", 18, 0, 18),
}


def test_every_kept_file_is_listed():
    assert sorted(p.name for p in DATA.glob("*.trf")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_file_written_by_another_program_is_read(empty_db, name):
    summary = trf_import.summary(trf_import.preview_trf(empty_db, DATA / name, "FIELD"))
    assert (summary["system"], len(summary["players"]), len(summary["problems"]), len(summary["notes"])) == EXPECTED[name]
    assert all(text.startswith(("line ", "record ", "file")) for text in summary["problems"])


FACTS = {  # file: (rounds, (no, name, rating, points, rank) of the first in the file's ranking)
    "bbppairings-dutch-2025-c5.trf": (3, (1, "Test0001 Player0001", 2720, 2.0, 1)),
    "bbppairings-generated-180-players-cr.trf": (11, (4, "Test0004 Player0004", 2746, 9.0, 1)),
    "tiebreak-checker-swiss-9.trf": (9, (1, "Alyx", 2150, 6.0, 1)),
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_what_the_files_hold(empty_db, name):
    summary = trf_import.summary(trf_import.preview_trf(empty_db, DATA / name, "FIELD"))
    top = next(p for p in summary["players"] if p["rank"] == 1)
    assert (summary["rounds"], (top["no"], top["name"], top["rating"], top["points"], top["rank"])) == FACTS[name]


def test_a_chessroster_file_of_two_rounds_played_of_three(empty_db):
    """chessroster's TRF-2026 (records 142 3, 152 B, 162 with its points, 182, 192 FIDE_DUTCH_2025), its
    ranks written 0: the points are the file's, forfeits `+`/`-` among them."""
    summary = trf_import.summary(trf_import.preview_trf(empty_db, DATA / "tiebreak-checker-chessroster-no-colour-preference.trf", "FIELD"))
    assert [p["points"] for p in summary["players"]] == [1.5, 2.0, 1.0, 1.5, 1.0, 0.5, 0.5, 0.0]
    assert summary["rounds"] == 3 and all(p["federation"] == "" for p in summary["players"])
