"""Every kind of action the code can write to the audit log has a label in English and in Czech. The
kinds are collected from the source, not from a list kept by hand: the action argument of every call
of a function or class whose parameter is named `action` (Writer, store_tournament, ...), by its
position or keyword, and the defaults of such parameters; a name is read from the module-level string
constants of the program (ACTION, UNDO...). A parameter passed on (`action`) is followed at its callers."""

import ast
from pathlib import Path

import arbiter_app
from arbiter_app.i18n import MESSAGES
from arbiter_app.services.action_names import action_label, label_key

SOURCE = Path(arbiter_app.__file__).parent
NOT_AUDIT = {"before_bulk", "_metavar_formatter", "_is_command"}
"""Their `action` is not an entry of the audit log: the reason of a backup (services.backups), an
argument of argparse (cli.words)."""


def _trees() -> dict[Path, ast.Module]:
    return {path: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(SOURCE.rglob("*.py"))}


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module-level NAME = "text" (also NAME, OTHER = "a", "b") of a module."""
    found: dict[str, str] = {}
    for node in tree.body:
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            pairs = zip(target.elts, node.value.elts) if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) else [(target, node.value)]
            for name, value in pairs:
                if isinstance(name, ast.Name) and isinstance(value, ast.Constant) and isinstance(value.value, str):
                    found[name.id] = value.value
    return found


def _action_positions(trees: dict[Path, ast.Module]) -> tuple[dict[str, int], set[str]]:
    """Callable name -> position of its `action` argument in a call (a class by its __init__, less
    self); and the defaults given to such parameters."""
    positions: dict[str, int] = {}
    defaults: set[str] = set()
    for tree in trees.values():
        for node in ast.walk(tree):
            functions = [(node.name, node, 0)] if isinstance(node, ast.FunctionDef) and node.name not in NOT_AUDIT | {"__init__"} else []
            if isinstance(node, ast.ClassDef):
                functions = [(node.name, f, 1) for f in node.body if isinstance(f, ast.FunctionDef) and f.name == "__init__"]
            for name, function, skip in functions:
                args = function.args.args
                names = [a.arg for a in args]
                if "action" in names:
                    positions[name] = names.index("action") - skip
                    default_at = names.index("action") - (len(args) - len(function.args.defaults))
                    if default_at >= 0 and isinstance(value := function.args.defaults[default_at], ast.Constant):
                        defaults.add(value.value)
    return positions, defaults


def written_kinds() -> set[str]:
    trees = _trees()
    everywhere = {name: text for tree in trees.values() for name, text in _constants(tree).items()}  # imported ones (UNDO)
    positions, kinds = _action_positions(trees)
    for tree in trees.values():
        constants = everywhere | _constants(tree)
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
            name = call.func.id if isinstance(call.func, ast.Name) else call.func.attr if isinstance(call.func, ast.Attribute) else ""
            if name not in positions:
                continue
            given = [k.value for k in call.keywords if k.arg == "action"] + call.args[positions[name] : positions[name] + 1]
            for value in given:
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    kinds.add(value.value)
                elif isinstance(value, ast.Name) and value.id in constants:
                    kinds.add(constants[value.id])
                else:  # a parameter passed on: its callers give the kind
                    assert isinstance(value, ast.Name) and value.id == "action", ast.dump(value)
    return kinds


def test_every_action_kind_the_code_writes_has_a_label_in_english_and_czech():
    kinds = written_kinds()
    # the collection finds kinds of every sort: a literal, a constant, a default, undo and redo
    assert {"result", "import-ratings", "import-egd", "egd-import", "substitute", "import", "undo", "redo"} <= kinds
    missing = {kind: MESSAGES.get(label_key(kind), {}) for kind in kinds if set(MESSAGES.get(label_key(kind), {})) < {"en", "cs"}}
    assert missing == {}
    labels = {kind: (action_label(kind, "en"), action_label(kind, "cs")) for kind in kinds}
    assert labels["egd-import"] == ("import of an event from an EGD table", "import turnaje z tabulky EGD")
    assert labels["import-egd"] == ("import of players from an EGD table", "import hráčů z tabulky EGD")
    assert labels["import-ratings"] == ("import of a rating list", "import listiny ratingů")
    assert len(set(labels.values())) == len(kinds)  # no two kinds read alike


def test_a_kind_without_a_label_is_shown_as_stored():
    assert action_label("merge-players", "cs") == "merge-players"
