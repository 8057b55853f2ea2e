"""The refusals an arbiter can cause (unknown code, refused result, malformed file, ...): the GUI
and the CLI show their message in one place, never a traceback.

Every refusal a service raises derives from ValueError (ResultRefused, UndoRefused, PlayerRefused,
PlayerInUse, AlreadyExists, ImportProblem, ...) or LookupError (NotFound, NothingToUndo), so the
tuple names those and not each service's classes: the window can catch them without importing every
service at start (docs/performance.md).
"""

from ..i18n import tr
from ..storage.database import DatabaseError
from ..storage.disk_faults import sentence


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
    """The message alone (a KeyError/LookupError would otherwise print its argument quoted); a fault
    of the disk the action did not word itself as one sentence naming the file, never "[Errno 13] …"."""
    if isinstance(exc, OSError) and exc.errno is not None:
        return sentence(exc, exc.filename or "", tr("disk.outcome.nothing"))
    return str(exc.args[0]) if isinstance(exc, LookupError) and exc.args else str(exc)
