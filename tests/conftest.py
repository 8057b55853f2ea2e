"""Shared test fixtures. Qt runs offscreen: without a display it would abort (ENVIRONMENT.md)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
