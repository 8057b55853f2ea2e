"""argparse's own words ("usage:", "options", "error: argument --x: invalid choice: ...") and the
placeholders of values in the help (FILE, CODE) from our catalogue, in the interface's language.

argparse looks its words up at call time through the two gettext functions it imported into its
own namespace (`from gettext import gettext as _, ngettext`). Python's gettext would look them up
by their English text in a process-wide domain chosen by environment variables (LANGUAGE, LANG);
our texts are read by key (`i18n.tr`). `install` gives argparse two functions of the same kind that
map its English messages (MESSAGES) to our keys: a message not listed (a programmer's error, such as
"conflicting option string") stays as argparse writes it. The catalogue's texts name their values
`{value}` (or by argparse's own names); argparse fills in `%`-style placeholders, so each `{name}`
is turned back into the placeholder of the English message.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

from ..i18n import has, tr, tr_plural

MESSAGES = {
    "usage: ": "cli.argparse.usage",
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "cli.argparse.unknown_command",
    "can't open '%(filename)s': %(error)s": "cli.argparse.cannot_open",
    "positional arguments": "cli.argparse.positionals",
    "options": "cli.argparse.options",
    "show this help message and exit": "cli.argparse.help",
    "subcommands": "cli.argparse.subcommands",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "not allowed with argument %s": "cli.argparse.not_allowed_with",
    "ignored explicit argument %r": "cli.argparse.ignored_value",
    "the following arguments are required: %s": "cli.argparse.required",
    "one of the arguments %s is required": "cli.argparse.one_required",
    "expected one argument": "cli.argparse.expected_one",
    "expected at most one argument": "cli.argparse.expected_at_most_one",
    "expected at least one argument": "cli.argparse.expected_at_least_one",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
    "unexpected option string: %s": "cli.argparse.unexpected_option",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid_value",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid_choice",
    "%(prog)s: error: %(message)s\n": "cli.argparse.error",
}
"""argparse's English message -> our catalogue key."""

PLURAL_MESSAGES = {"expected %s argument": "cli.argparse.expected_n"}
"""argparse's English singular of a counted message -> our plural entry."""

_SPEC = re.compile(r"%(?:\((\w+)\))?[rsd]")


def _with_placeholders(text: str, english: str) -> str:
    """`text` with each `{name}` turned into the `%` placeholder of that name in `english` (`{value}`:
    its unnamed one), and any other `%` doubled, ready for argparse's `%` formatting."""
    specs = {match.group(1) or "value": match.group(0) for match in _SPEC.finditer(english)}
    return re.sub(r"\{(\w+)\}", lambda m: specs.get(m.group(1), m.group(0)), text.replace("%", "%%"))


def argparse_text(message: str) -> str:
    key = MESSAGES.get(message) if isinstance(message, str) else None
    return message if key is None else _with_placeholders(tr(key), message)


def argparse_plural(singular: str, plural: str, n: int) -> str:
    key = PLURAL_MESSAGES.get(singular)
    if key is None:
        return singular if n == 1 else plural
    return _with_placeholders(tr_plural(key, n), singular)


_ACTION_NAME = argparse._get_action_name  # type: ignore[attr-defined]


def action_name(argument: argparse.Action | None) -> str | None:
    """How a refusal names an argument: an option as typed (--db), a value by its placeholder as the
    help shows it (Č_ČERNÉHO, not BLACK_NO)."""
    name: str | None = _ACTION_NAME(argument)
    if argument is None or argument.option_strings or name is None or _is_command(argument):
        return name
    return metavar_text(name)


def install() -> None:
    """Give argparse our words (see the module's description); argparse reads them at call time,
    so the language set before a parser is built or an error is reported is the one used."""
    argparse._ = argparse_text  # type: ignore[attr-defined]
    argparse.ngettext = argparse_plural  # type: ignore[attr-defined]
    argparse._get_action_name = action_name


def metavar_text(metavar: str) -> str:
    """The placeholder of a value as the interface writes it: each word with a `cli.metavar.<word>`
    entry in its language (FILE -> SOUBOR, in lower case where the word is: code -> kód); the rest
    (N, YYYY-MM-DD, ICCF|SKS, even) as written."""

    def word(match: re.Match[str]) -> str:
        key = f"cli.metavar.{match.group(0).lower()}"
        if not has(key):
            return match.group(0)
        text = tr(key)
        return text.lower() if match.group(0).islower() else text

    return re.sub(r"[A-Za-z_]+", word, metavar)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help with the placeholders of values in the interface's language (metavar_text);
    a list of choices ({cs,en}) and the names of commands are left as they are: they are typed so."""

    def _metavar_formatter(self, action: argparse.Action, default_metavar: str) -> Callable[[int], tuple[str, ...]]:
        format = super()._metavar_formatter(action, default_metavar)
        if (action.metavar is None and action.choices is not None) or not action.option_strings and _is_command(action):
            return format
        # a metavar may be None while argparse checks a new argument (typeshed says str)
        return lambda size: tuple(metavar_text(m) if isinstance(m, str) else m for m in format(size))


def _is_command(action: argparse.Action) -> bool:
    """A subcommand in the list of commands: its metavar is its name, typed as it is."""
    return type(action).__name__ == "_ChoicesPseudoAction"


class Parser(argparse.ArgumentParser):
    """The command line's parser: our HelpFormatter, passed on to every subcommand's parser (argparse
    makes those of the class of the parser that adds them)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
