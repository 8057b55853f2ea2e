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
