"""Modules a window feature needs only once it is used, loaded on first use (cold start speed)."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def lazy_module(name: str) -> ModuleType:
    """The module `name`, executed on the first access to one of its attributes.

    For a feature's services behind a menu or a hidden tab: the window opens without importing them
    (benchmarks/bench_startup.py). Uses the standard `importlib.util.LazyLoader`.
    """
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(name)
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    parent, _, child = name.rpartition(".")
    if parent:  # as an import does: `package.child` reaches it
        setattr(sys.modules[parent], child, module)
    return module
