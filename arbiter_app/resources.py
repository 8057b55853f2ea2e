"""One accessor for the top-level `resources/` folder (and `docs/`, whose user guide the Help menu
shows), wherever the application runs.

- a checkout: `resources/` beside the `arbiter_app` package;
- an installed wheel: the package `arbiter_app._resources` (pyproject maps resources/ onto it; docs/
  likewise onto `arbiter_app._docs`);
- a frozen bundle (PyInstaller): `sys._MEIPASS/resources` (and `sys._MEIPASS/docs`).
"""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path


def _shipped_dir(folder: str, package: str) -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / folder
    checkout = Path(__file__).resolve().parent.parent / folder
    if checkout.is_dir():
        return checkout
    spec = importlib.util.find_spec(package)
    if spec and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    raise FileNotFoundError(f"the {folder} folder of arbiter_app is missing")


@cache
def resources_dir() -> Path:
    return _shipped_dir("resources", "arbiter_app._resources")


@cache
def docs_dir() -> Path:
    """The documentation (docs/): the user guide and its screenshots, read offline by the Help menu."""
    return _shipped_dir("docs", "arbiter_app._docs")


def resource(*parts: str) -> Path:
    """Path of a file under resources/, e.g. resource("fonts", "DejaVuSans.ttf")."""
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"resource not found: {path}")
    return path
