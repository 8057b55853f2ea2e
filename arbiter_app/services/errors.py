"""The refusals an arbiter can cause (unknown code, refused result, malformed file, ...): the GUI
and the CLI show their message in one place, never a traceback."""

from ..formats.exchange_json import ImportProblem
from ..storage.database import DatabaseError
from ..storage.repository import NotFound
from .players import PlayerInUse, PlayerRefused
from .rating_import import ImportCancelled
from .results import NothingToUndo, ResultRefused, UndoRefused
from .tournaments import AlreadyExists

USER_ERRORS: tuple[type[Exception], ...] = (
    ImportProblem,
    NotFound,
    ResultRefused,
    AlreadyExists,
    PlayerRefused,
    PlayerInUse,
    NothingToUndo,
    UndoRefused,
    ImportCancelled,
    DatabaseError,
    ValueError,
    LookupError,
    OSError,
)


def message_of(exc: Exception) -> str:
    """The message alone (a KeyError/LookupError would otherwise print its argument quoted)."""
    return str(exc.args[0]) if isinstance(exc, LookupError) and exc.args else str(exc)
