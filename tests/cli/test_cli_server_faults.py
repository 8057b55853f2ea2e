"""`import-ratings` into a PostgreSQL server that stops in the middle (issue 48, item 7): exit status
1 and one line on stderr naming the server and database, never the password, the SQL or the driver's
warnings; nothing of the list is stored."""

from __future__ import annotations

import getpass
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.storage.test_server_faults import VanishingServer, demo_server, own_database, register_state  # noqa: F401  (fixtures)

ROOT = Path(__file__).resolve().parents[2]


def terminate_when_inserting(url: str) -> threading.Thread:
    """A thread that terminates the backend holding the write lock once it inserts (the import's)."""
    from sqlalchemy import create_engine, text

    def watch() -> None:
        engine = create_engine(url, isolation_level="AUTOCOMMIT")
        query = text(
            "SELECT pg_terminate_backend(a.pid) FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid"
            " WHERE l.locktype = 'advisory' AND l.granted AND a.query LIKE 'INSERT%'"
        )
        with engine.connect() as conn:
            deadline = time.monotonic() + 120
            while not conn.execute(query).scalars().all() and time.monotonic() < deadline:
                time.sleep(0.05)
        engine.dispose()

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize("fault", ["server stops", "backend terminated"])
def test_import_ratings_into_a_server_that_stops_is_one_line(demo_server, fault: str) -> None:
    """In a process of its own: its real stderr, where the driver's logged warnings would go."""
    from sqlalchemy.engine import make_url

    url, rating_list, before = demo_server
    proxy = VanishingServer(url, cut_after=1 << 20 if fault == "server stops" else None)
    if fault == "backend terminated":
        terminate_when_inserting(url)
    target = make_url(proxy.target())
    if target.password is None:  # a local server that trusts its socket takes any password: it must not be shown
        target = target.set(username=target.username or getpass.getuser(), password="not-to-be-shown")
    try:
        argv = ["import-ratings", str(rating_list), "--db", target.render_as_string(hide_password=False)]
        done = subprocess.run([sys.executable, "-m", "arbiter_app", *argv], cwd=ROOT, capture_output=True, text=True, timeout=120)
    finally:
        proxy.cut()
    code, out, err = done.returncode, done.stdout, done.stderr.replace("\r", "\n")
    last = err.strip().splitlines()[-1]
    assert (code, out) == (1, "")
    assert last.startswith(f"error: The connection to the database server (127.0.0.1:{proxy.port}, database {make_url(url).database}) was lost: ")
    assert last.endswith("nothing was stored. Is the server running?")
    # before it, only the progress of the reading ("\r...% read")
    assert all("% read" in line for line in err.strip().splitlines()[:-1])
    assert str(target.password) not in err and "Traceback" not in err and "error ignored" not in err
    assert register_state(url) == before
