"""Option types shared by the commands: a code read by its one parser (rules.codes), with the code's
own message for an unknown value."""

from __future__ import annotations

import argparse
from typing import Callable, TypeVar

from ..rules.codes import Code, CodeError

C = TypeVar("C", bound=Code)


def code_option(code: type[C]) -> Callable[[str], C]:
    """The `type=` of an option that takes one value of `code` ("--organiser cago")."""

    def read(text: str) -> C:
        try:
            return code.parse(text)
        except CodeError as e:
            raise argparse.ArgumentTypeError(str(e)) from None

    read.__name__ = code.label()
    return read
