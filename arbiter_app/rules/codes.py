"""Codes: the enums whose values are the texts of the exchange format, the database and the command
line (results, flags, kinds, organisers, rating kinds...). `Code.parse` is the one place that reads such
a text, so every reader, mapper and option refuses an unknown value with the same message."""

from __future__ import annotations

import enum
import re
from typing import TypeVar

from ..i18n import has, tr

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
        hint = tr("code.did_you_mean", value=close[0]) if close else tr("code.expected", values=", ".join(values))
        super().__init__(tr("code.unknown", label=code.label(), text=text, hint=hint))


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
        """The code's name in words, from the catalogue (`code.label.rating_kind`): "rating kind"."""
        words = re.sub(r"(?<!^)(?=[A-Z])", " ", cls.__name__).lower()
        key = "code.label." + words.replace(" ", "_")
        return tr(key) if has(key) else words
