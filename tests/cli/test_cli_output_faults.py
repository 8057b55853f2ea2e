"""A file the command is to write that the file system refuses (issue 48, item 7): a name too long
(ENAMETOOLONG, for real: 300 characters, longer than any file system takes), in a folder or as the file's own name; exit status 1, one
line on stderr naming it, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_app.cli.main import main
from arbiter_app.services.demo import fill_demo
from arbiter_app.services.database import Database
from tests.conftest import SKS_DEMO


@pytest.mark.parametrize("where", ["folder", "file"])
def test_export_to_a_name_too_long_is_one_line(tmp_path: Path, capsys, where: str) -> None:
    db_file = tmp_path / "season.sqlite"
    db = Database(db_file)
    fill_demo(db)
    db.close()
    long = "ž" * 300  # 600 bytes in UTF-8, 300 UTF-16 units: longer than a name can be on ext4 and NTFS alike
    target = tmp_path / long / "crosstable.trf" if where == "folder" else tmp_path / f"{long}.trf"
    code = main(["export", SKS_DEMO, "--format", "trf", "--output", str(target), "--db", str(db_file)])
    out, err = capsys.readouterr()
    assert (code, out) == (1, "")
    assert err == f"error: {target} cannot be used: its name is too long for the file system; nothing was written.\n"
