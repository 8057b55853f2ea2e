"""Whole numbers in the text of files from other programs."""

from __future__ import annotations


def is_number(text: str) -> bool:
    """Digits 0-9 alone: `str.isdigit` takes "²" and other digits too, which `int` refuses."""
    return text.isascii() and text.isdigit()
