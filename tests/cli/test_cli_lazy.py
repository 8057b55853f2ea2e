"""A read-only command imports only what it uses (docs/performance.md, issue 26): its own command
module, and no ORM, ReportLab or python-chess, nor the rules and formats it does not use (LEFT_OUT);
benchmarks/bench_season.py measures what that saves against the floor (Python, SQLAlchemy Core, one
query). And `cli.main.COMMANDS_OF` names each module's subcommands exactly, so that a command is found
without importing the other modules."""

import argparse
import subprocess
import sys
import types
from importlib import import_module
from pathlib import Path

import pytest

from arbiter_app.cli.main import COMMAND_MODULES, COMMANDS_OF, modules_of
from tests.conftest import ICCF_DEMO

ROOT = Path(__file__).resolve().parents[2]

RUN = """
import sys, types
from arbiter_app.cli.main import main
code = main(["--db", sys.argv[1], *sys.argv[2:]])
print("MODULES", " ".join(sorted(n for n, m in sys.modules.items() if type(m) is types.ModuleType)))
raise SystemExit(code)
"""
HEAVY = ("sqlmodel", "pydantic", "sqlalchemy.orm", "reportlab", "chess", "arbiter_app.storage.tables")
LEFT_OUT = (
    "arbiter_app.formats.exchange_json",  # ImportProblem is a ValueError; player_object with --json alone
    "arbiter_app.rules.go",  # a chess group's standings ask round_by_round, not the go rules
    "arbiter_app.rules.pairing",  # the Berger table: `pairings`
    "arbiter_app.rules.chess",  # team standings: a team event's
    "arbiter_app.rules.ratings",  # seeding: a player without a rating of his own
    "arbiter_app.services.backups",  # an import's
    "arbiter_app.storage.backups",  # a migration's, as
    "arbiter_app.storage.player_words",
    "difflib",  # a code's refusal ("did you mean")
)
"""Application modules that a read-only command on a chess group does not need (issue 26)."""


def test_commands_of_names_each_modules_subcommands():
    assert set(COMMANDS_OF) == set(COMMAND_MODULES)
    for module in COMMAND_MODULES:
        sub = argparse.ArgumentParser().add_subparsers()
        import_module(f"arbiter_app.cli.{module}").register(sub, argparse.ArgumentParser(add_help=False))
        assert tuple(sub.choices) == COMMANDS_OF[module], module


def test_a_command_needs_its_own_module_and_help_all_of_them():
    assert modules_of(["--db", "x.sqlite", "standings", "A", "--json"]) == ["standings"]
    assert modules_of(["players", "--db", "x.sqlite", "--search", "nov"]) == ["players"]
    assert modules_of(["--help"]) == COMMAND_MODULES
    assert modules_of(["no-such-command"]) == COMMAND_MODULES


@pytest.mark.parametrize(
    "args",
    [["list"], ["standings", ICCF_DEMO], ["standings", ICCF_DEMO, "--json"], ["crosstable", ICCF_DEMO],
     ["players", "--search", "nov"], ["standings", ICCF_DEMO, "--lang", "cs"]],
)
def test_a_read_only_command_imports_only_what_it_uses(demo_db, args):
    # into a pipe the command line writes UTF-8 on every platform (cli.console), not the locale's code page
    done = subprocess.run([sys.executable, "-c", RUN, demo_db.target, *args], cwd=ROOT, capture_output=True, encoding="utf-8")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()  # the command printed its answer
    modules = set(done.stdout.split("MODULES", 1)[1].split())
    heavy = {m for m in modules if m.split(".")[0] in HEAVY or m.startswith(HEAVY + LEFT_OUT)}
    # the command modules loaded (helpers such as cli.console and cli.ranges are no commands)
    commands = {m.rsplit(".", 1)[1] for m in modules if m.startswith("arbiter_app.cli.")} & set(COMMAND_MODULES)
    assert heavy == set()
    assert commands - {"basic"} <= set(modules_of(args))  # its own module (and basic's print_table)
