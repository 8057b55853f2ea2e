"""An exported PDF or JSON path that is a folder, in a missing folder or not writable: one clear
message naming it, exit status 1, nothing written."""

from pathlib import Path

import pytest

from tests.cli.test_cli_teams import demo, run
from tests.conftest import ICCF_DEMO


def bad_paths(tmp_path: Path) -> list[tuple[Path, str]]:
    folder = tmp_path / "out"
    folder.mkdir()
    a_file = tmp_path / "notes.txt"
    a_file.write_text("x", encoding="utf-8")
    return [
        (folder, f"cannot write {folder}: it is a folder; give a file name"),
        (tmp_path / "missing" / "x.out", f"cannot write {tmp_path / 'missing' / 'x.out'}: the folder {tmp_path / 'missing'} does not exist"),
        (a_file / "x.out", f"cannot write {a_file / 'x.out'}: {a_file} is not a folder"),
    ]


@pytest.mark.parametrize("command", [["report", "crosstable", ICCF_DEMO], ["export-json", ICCF_DEMO]])
def test_bad_output_paths_give_one_line(tmp_path: Path, capsys, command: list[str]) -> None:
    db = demo(tmp_path, capsys)
    for path, message in bad_paths(tmp_path):
        code, out, err = run(capsys, *command, "-o", str(path), "--db", db)
        assert (code, out, err) == (1, "", f"error: {message}\n")
    assert not (tmp_path / "missing").exists() and list((tmp_path / "out").iterdir()) == []
