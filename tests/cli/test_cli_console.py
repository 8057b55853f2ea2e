"""Windows consoles and redirections (issue 27): the command line writes UTF-8 into pipes and files
whatever PYTHONIOENCODING says, and on a console that cannot show a character it shows a replacement,
never an error. Proposed file names are safe on Windows; paths with diacritics and spaces work."""

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter_app.services.exchange import file_names
from arbiter_app.rules.names import safe_file_name
from tests.cli.test_cli_teams import demo, run
from tests.conftest import ICCF_DEMO

CLI = [sys.executable, "-m", "arbiter_app"]
ROOT = Path(__file__).parents[2]
ENCODINGS = ["cp1250", "cp852", "ascii"]


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("console") / "demo.sqlite"
    subprocess.run(CLI + ["demo", "--db", str(db)], check=True, capture_output=True, cwd=ROOT)
    return db


def cli(db: Path, encoding: str, *argv: str, **kwargs) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    return subprocess.run(CLI + [*argv, "--db", str(db)], env=env, cwd=ROOT, **kwargs)


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_a_pipe_gets_utf8_whatever_the_code_page(demo_file: Path, encoding: str) -> None:
    done = cli(demo_file, encoding, "crosstable", ICCF_DEMO, capture_output=True)
    assert done.returncode == 0, done.stderr
    text = done.stdout.decode("utf-8")  # strictly UTF-8: a cp1250 byte would fail here
    assert "Čížek, Radoslav" in text and "4½" in text and text.rstrip().endswith("11")
    assert b"\r\n" not in done.stdout  # the same file as on Linux: Windows' text streams would write CRLF
    listing = cli(demo_file, encoding, "list", capture_output=True)
    assert "Jubilejní turnaj SKŠ 70 – mistrovská norma" in listing.stdout.decode("utf-8")


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_a_redirected_file_gets_utf8(demo_file: Path, tmp_path: Path, encoding: str) -> None:
    target = tmp_path / "Jiří Novák" / "tabulka turnaje.txt"
    target.parent.mkdir()
    with target.open("wb") as handle:
        done = cli(demo_file, encoding, "crosstable", ICCF_DEMO, stdout=handle, stderr=subprocess.PIPE)
    assert done.returncode == 0, done.stderr
    assert "Kühn, Sören" in target.read_bytes().decode("utf-8")


@pytest.mark.skipif(os.name == "nt", reason="a pseudo-terminal (pty) is POSIX: Windows has none that a test can read")
@pytest.mark.parametrize("encoding", ["cp852", "ascii"])
def test_a_console_shows_replacements_not_an_error(demo_file: Path, encoding: str) -> None:
    """A terminal (pty) whose encoding lacks ½ (cp852) or every diacritic (ascii)."""
    import pty
    leader, follower = pty.openpty()
    done = cli(demo_file, encoding, "crosstable", ICCF_DEMO, stdout=follower, stderr=subprocess.PIPE)
    os.close(follower)
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the terminal closed
            break
        if not chunk:
            break
        shown += chunk
    os.close(leader)
    assert done.returncode == 0 and done.stderr == b""
    text = shown.decode(encoding)
    assert "4?" in text and "Radoslav" in text and "error" not in text
    if encoding == "ascii":
        assert "???ek, Radoslav" in text  # Čížek


def test_proposed_file_names_are_safe_on_windows() -> None:
    assert safe_file_name("CZE/SF 2025:B") == "CZE_SF_2025_B"
    assert safe_file_name('a<b>c"d|e?f*g\\h') == "a_b_c_d_e_f_g_h"
    assert safe_file_name("CON") == "_CON" and safe_file_name("lpt1") == "_lpt1" and safe_file_name("nul.x") == "_nul.x"
    assert safe_file_name("CONTEST") == "CONTEST" and safe_file_name("Mistrovství ČR.") == "Mistrovství_ČR"
    assert safe_file_name("///") == "event" and safe_file_name("a\tb\x01c") == "a_b_c"
    assert file_names("AUX", ["json", "csv"]) == ["_AUX.json", "_AUX-crosstable.csv", "_AUX-standings.csv"]


def test_an_export_of_a_reserved_code_into_a_folder_with_diacritics(tmp_path: Path, capsys, monkeypatch) -> None:
    db = demo(tmp_path, capsys)
    assert run(capsys, "new-tournament", "CON", "--name", "Přebor", "--db", db)[0] == 0
    folder = tmp_path / "C" / "Users" / "Jiří Novák" / "Documents"
    folder.mkdir(parents=True)
    monkeypatch.chdir(folder)
    code, out, err = run(capsys, "report", "start-list", "CON", "--db", db)
    assert (code, err) == (0, ""), err
    assert [p.name for p in folder.iterdir()] == ["CON_start-list.pdf"]
    code, _, err = run(capsys, "export-json", "CON", "-o", str(folder / "Přebor CON.json"), "--db", db)
    assert code == 0 and (folder / "Přebor CON.json").read_text(encoding="utf-8").startswith("{")


def test_a_legacy_windows_console_is_written_in_the_code_page_it_shows(tmp_path: Path) -> None:
    """With PYTHONLEGACYWINDOWSSTDIO a console stream is a plain file written in the ANSI code page
    (cp1250) while the console shows its output code page (cp852): the console's page is used."""
    from arbiter_app.cli.console import shown_encoding

    with io.FileIO(tmp_path / "console", "w") as raw:
        legacy = io.TextIOWrapper(io.BufferedWriter(raw), encoding="cp1250")
        assert shown_encoding(legacy, 852) == "cp852"
        assert shown_encoding(legacy, 0) == "cp1250"  # no Windows console behind it: as it was
        assert "Šťastný".encode(shown_encoding(legacy, 852)).decode("cp852") == "Šťastný"
        legacy.detach()
    # Python's own console writer (not a plain file) hands the console Unicode: left as it is
    unicode_writer = io.TextIOWrapper(io.BufferedWriter(io.BytesIO()), encoding="utf-8")
    assert shown_encoding(unicode_writer, 852) == "utf-8"
