"""The layers import one way only and the rules stay pure (contracts in pyproject.toml)."""

import shutil
import subprocess
import sys
from pathlib import Path


def test_import_contracts_hold():
    root = Path(__file__).parents[1]
    lint = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))
    proc = subprocess.run([lint], cwd=root, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_types_check_outside_the_gui():
    """mypy over the package (the GUI is excluded by an override in pyproject.toml)."""
    root = Path(__file__).parents[1]
    proc = subprocess.run([sys.executable, "-m", "mypy", "arbiter_app"], cwd=root, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_main_window_satisfies_the_protocols_the_features_take():
    """Features are typed against gui.workbench's protocols; mypy checks the window still has every member."""
    root = Path(__file__).parents[1]
    program = (
        "from arbiter_app.gui.main_window import MainWindow\n"
        "from arbiter_app.gui.workbench import Session, Workbench\n"
        "def check(window: MainWindow) -> tuple[Session, Workbench]:\n"
        "    return window, window\n"
    )
    proc = subprocess.run([sys.executable, "-m", "mypy", "-c", program], cwd=root, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_no_module_is_over_500_lines():
    """A module that grows past 500 lines is split where the design has a seam (issue 37)."""
    root = Path(__file__).parents[1] / "arbiter_app"
    long = {str(p.relative_to(root)): n for p in root.rglob("*.py") if (n := len(p.read_text(encoding="utf-8").splitlines())) > 500}
    assert long == {}
