"""Who acts: the name every audited change records (storage.writer), and undo and redo go by."""

from __future__ import annotations

import getpass
import os
import socket


def default_actor() -> str:
    """Who acts, when the caller does not say: $ARBITER_ACTOR, else the OS user at this host."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no login name in the environment or the user database
        user = "unknown"
    return os.environ.get("ARBITER_ACTOR") or f"{user}@{socket.gethostname()}"
