"""Codes: the enums whose values are the texts of the exchange format, the database and the command
line (results, flags, kinds, organisers, rating kinds...). `Code.parse` is the one place that reads such
a text, so every reader, mapper and option refuses an unknown value with the same message."""

from __future__ import annotations

import enum
import re
from typing import TypeVar

C = TypeVar("C", bound="Code")


class CodeError(ValueError):
    """A text that is no value of a code: the message names the code, the text, and the closest value
    or all of them."""

    def __init__(self, code: type[Code], text: object):
        import difflib  # a refusal's alone: every command parses codes, few are refused

        self.code = code
        self.text = text
        values = code.values()
        close = difflib.get_close_matches(str(text), values, n=1) if isinstance(text, str) else []
        hint = f"did you mean {close[0]!r}?" if close else f"expected one of {', '.join(values)}"
        super().__init__(f"unknown {code.label()} {text!r}; {hint}")


class Code(enum.Enum):
    """Base of every code: members whose values are the texts written in files and in the database."""

    @classmethod
    def parse(cls: type[C], text: object) -> C:
        """The member named by `text` (a value, or an alias the code accepts); CodeError otherwise."""
        try:
            return cls(text)
        except ValueError:
            raise CodeError(cls, text) from None

    @classmethod
    def parse_optional(cls: type[C], text: object) -> C | None:
        """None for a missing or empty text, else `parse`."""
        return None if text is None or text == "" else cls.parse(text)

    @classmethod
    def values(cls) -> list[str]:
        """The texts of the members, in their order (for option choices and messages)."""
        return [str(m.value) for m in cls]

    @classmethod
    def label(cls) -> str:
        """The code's name in words: RatingKind -> "rating kind"."""
        return re.sub(r"(?<!^)(?=[A-Z])", " ", cls.__name__).lower()
