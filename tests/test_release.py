"""The release pipeline for the platforms CI cannot run (issue 27): the workflow is valid (actionlint)
and calls the same scripts as .ci/run, and the window check those platforms use (offscreen, the window
pictures itself) really fails on a blank picture and passes on the demo's window."""

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def test_the_workflow_passes_actionlint() -> None:
    actionlint = shutil.which("actionlint", path=str(Path(sys.executable).parent)) or shutil.which("actionlint")
    if actionlint is None:
        pytest.skip("actionlint is not installed (pyproject's dev extra installs it on Linux, the only system its wheel is for)")
    done = subprocess.run([actionlint, str(WORKFLOW)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_workflow_runs_our_own_scripts_on_three_platforms() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    runs = [line.split("run:", 1)[1].strip() for line in text.splitlines() if line.strip().startswith("run:")]
    assert "bash .ci/run" in runs and "bash installer/package.sh" in runs
    assert not any("pytest" in r or "pyinstaller" in r for r in runs), "a second recipe beside .ci/run"
    assert all(os in text for os in ("windows-latest", "macos-latest", "ubuntu-"))
    assert "actions/upload-artifact" in text


def test_ci_checks_the_workflow_and_build_has_an_offscreen_window_check() -> None:
    assert "actionlint .github/workflows/release.yml" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "--headless" in (ROOT / "installer" / "build.sh").read_text(encoding="utf-8")


def test_ci_tests_builds_installs_and_uninstalls_the_windows_bundle_under_wine() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert all(f"bash installer/windows.sh {step}" in ci for step in ("test", "bundle", "install-check"))
    # one recipe for the setup program, here (NSIS under Linux) and on a Windows runner (package.sh)
    assert "installer/windows/arbiter.nsi" in (ROOT / "installer" / "windows.sh").read_text(encoding="utf-8")
    assert "installer/windows/arbiter.nsi" in (ROOT / "installer" / "package.sh").read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash: Windows has no shell of its own for the scripts (Git for Windows brings one)")
def test_the_installer_scripts_parse() -> None:
    for script in ("build.sh", "package.sh", "setup.sh", "windows.sh"):
        assert subprocess.run(["bash", "-n", str(ROOT / "installer" / script)]).returncode == 0


def app_script(folder: Path, *python_args: str) -> Path:
    """A stand-in application: this Python with `python_args` and the check's arguments, run from the
    checkout; a shell script on POSIX, a batch file on Windows."""
    quoted = " ".join(f'"{a}"' for a in (sys.executable, *python_args))
    if os.name == "nt":
        script = folder / "app.cmd"
        script.write_text(f'@echo off\r\ncd /d "{ROOT}"\r\n{quoted} %*\r\n', encoding="utf-8", newline="")
        return script
    script = folder / "app"
    script.write_text(f"#!/bin/sh\ncd '{ROOT}'\nexec {quoted} \"$@\"\n", encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


def test_the_offscreen_window_check(tmp_path: Path) -> None:
    check = [sys.executable, str(ROOT / "installer" / "window_check.py")]
    app = app_script(tmp_path, "-m", "arbiter_app")
    picture = tmp_path / "Jiří window.png"
    done = subprocess.run(check + [str(app), str(tmp_path / "demo.sqlite"), str(picture), "--headless"],
                          capture_output=True, text=True, encoding="utf-8", timeout=300)
    assert done.returncode == 0, done.stderr
    assert picture.stat().st_size > 10_000 and "window check (offscreen)" in done.stdout
    # an application that quits without painting anything is caught
    (blank := tmp_path / "blank").mkdir()
    painter = blank / "painter.py"
    painter.write_text("from PySide6.QtGui import QGuiApplication, QImage; import sys; QGuiApplication([]); "
                       "img = QImage(800, 600, QImage.Format.Format_RGB32); img.fill(0); img.save(sys.argv[-1])\n",
                       encoding="utf-8")
    app = app_script(blank, str(painter))
    done = subprocess.run(check + [str(app), str(blank / "demo.sqlite"), str(blank / "shot.png"), "--headless"],
                          capture_output=True, text=True, encoding="utf-8", timeout=300)
    assert done.returncode == 1 and "blank" in done.stderr
