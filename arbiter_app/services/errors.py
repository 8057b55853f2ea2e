"""The refusals an arbiter can cause (unknown code, refused result, malformed file, ...): the GUI
and the CLI show their message in one place, never a traceback.

Every refusal a service raises derives from ValueError (ResultRefused, UndoRefused, PlayerRefused,
PlayerInUse, AlreadyExists, ImportProblem, ...) or LookupError (NotFound, NothingToUndo), so the
tuple names those and not each service's classes: the window can catch them without importing every
service at start (docs/performance.md).
"""

from ..i18n import tr
from ..storage.database import DatabaseError


class ImportCancelled(Exception):
    """The arbiter cancelled an import (services.ratings.list_import); nothing was stored."""


USER_ERRORS: tuple[type[Exception], ...] = (
    ImportCancelled,
    DatabaseError,
    ValueError,
    LookupError,
    OSError,
)


def message_of(exc: Exception) -> str:
    """The message alone (a KeyError/LookupError would otherwise print its argument quoted); a file the
    system refused, in the catalogue's words with the system's reason."""
    if isinstance(exc, OSError) and exc.strerror:
        return tr("errors.os", file=exc.filename or "", reason=exc.strerror)
    return str(exc.args[0]) if isinstance(exc, LookupError) and exc.args else str(exc)
