"""Big files (issue 31): a 2 MB TRF is previewed in at most 5 s of the processor's time (its wall time
on a machine shared by others is longer), and a 50 MB TRF or EGD table is refused at once for its size."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from arbiter_app.formats.problems import ImportProblem
from arbiter_app.services import trf_import
from arbiter_app.services.go import egd as go_egd
from tests.formats.big_trf import make


def test_a_2_mb_trf_is_previewed_in_at_most_5_seconds(empty_db, tmp_path: Path):
    path = tmp_path / "big.trf"
    path.write_text(make(9600), encoding="utf-8")
    assert path.stat().st_size > 1_900_000
    started = time.process_time()
    preview = trf_import.preview_trf(empty_db, path, "BIG")
    assert time.process_time() - started <= 5.0
    assert len(preview.entries) == 9600 and preview.problems == () and preview.system == "swiss"
    assert len(preview.notes) == 6400 + 1920 - 1280  # one-word names, blank federations; a player with both: one note


@pytest.mark.parametrize("name", ["huge.trf", "huge.h9"])
def test_a_50_mb_file_is_refused_at_once_for_its_size(empty_db, tmp_path: Path, name):
    path = tmp_path / name
    with path.open("wb") as handle:
        handle.truncate(50_000_000)  # a sparse file: nothing written, nothing read
    started = time.monotonic()
    with pytest.raises(ImportProblem, match="file: 50 MB: larger than the 20 MB any event's file holds; not read"):
        trf_import.preview_trf(empty_db, path, "HUGE") if name.endswith(".trf") else go_egd.import_egd_players(empty_db, path)
    assert time.monotonic() - started < 1.0
