"""One accessor for the top-level `resources/` folder, wherever the application runs.

- a checkout: `resources/` beside the `arbiter_app` package;
- an installed wheel: the package `arbiter_app._resources` (pyproject maps resources/ onto it);
- a frozen bundle (PyInstaller): `sys._MEIPASS/resources`.
"""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    checkout = Path(__file__).resolve().parent.parent / "resources"
    if checkout.is_dir():
        return checkout
    spec = importlib.util.find_spec("arbiter_app._resources")
    if spec and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    raise FileNotFoundError("the resources folder of arbiter_app is missing")


def resource(*parts: str) -> Path:
    """Path of a file under resources/, e.g. resource("fonts", "DejaVuSans.ttf")."""
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"resource not found: {path}")
    return path
