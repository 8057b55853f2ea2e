"""A file the arbiter names is written whole or not at all (services.output.writing): an export or a
printed PDF over an earlier one on a full disk leaves the earlier file byte for byte, with no part
of the new one beside it; a link at the name is replaced, never written through."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from arbiter_app.rules.model import Result
from arbiter_app.services import tournaments
from arbiter_app.services.database import Database
from tests.cli.test_cli_basic import run
from tests.cli.test_cli_disk_faults import fill, small_disk  # noqa: F401  (a fixture)
from tests.conftest import ICCF_DEMO


@pytest.mark.parametrize("command, name", [(("export", ICCF_DEMO, "--format", "trf"), "event.trf"),
                                           (("report", "crosstable", ICCF_DEMO), "crosstable.pdf")])
def test_a_full_disk_leaves_the_earlier_file_as_it_was(small_disk: Path, tmp_path: Path, capsys, command, name):
    db = tmp_path / "arbiter.sqlite"
    assert run(capsys, "demo", "--db", str(db))[0] == 0
    out = small_disk / name
    assert run(capsys, *command, "-o", str(out), "--db", str(db))[0] == 0
    earlier = out.read_bytes()
    stored = Database(db)
    running = next(g for g in tournaments.load(stored, ICCF_DEMO).games if g.result is Result.RUNNING)
    stored.close()
    assert run(capsys, "result", ICCF_DEMO, str(running.white), str(running.black), "1-0", "--db", str(db))[0] == 0
    fill(small_disk)
    code, _, err = run(capsys, *command, "-o", str(out), "--db", str(db))
    assert code == 1 and str(out) in err and len(err.strip().splitlines()) == 1
    assert out.read_bytes() == earlier
    assert sorted(p.name for p in small_disk.iterdir()) == sorted(["filler", name])  # no part left beside it


@pytest.mark.skipif(sys.platform == "win32", reason="making a link needs a privilege on Windows")
def test_a_link_at_the_name_is_replaced_not_written_through(tmp_path: Path, capsys):
    db = tmp_path / "arbiter.sqlite"
    assert run(capsys, "demo", "--db", str(db))[0] == 0
    elsewhere = tmp_path / "not ours.txt"
    elsewhere.write_text("keep me", encoding="utf-8")
    out = tmp_path / "event.trf"
    os.symlink(elsewhere, out)
    assert run(capsys, "export", ICCF_DEMO, "--format", "trf", "-o", str(out), "--db", str(db))[0] == 0
    assert elsewhere.read_text(encoding="utf-8") == "keep me"
    assert not out.is_symlink() and out.read_bytes().startswith(b"012")
