"""A database server that goes away in the middle of an action (issue 48, item 7): the action ends
in one sentence naming the server (host and port, or its socket; never the password) and the
database, and says nothing was stored, which is so: the rating list's import is one transaction,
and the register is as it was. The server goes away for real: a proxy on the loopback in front of
PostgreSQL closes its connections (the server stopped, the network went), or another connection
terminates the import's backend (`pg_terminate_backend`, as an administrator does). The real
server stays up: other tests use it at the same time."""

from __future__ import annotations

import os
import socket
import threading
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter_app.services import players as register_service
from arbiter_app.services.database import Database
from arbiter_app.services.demo import fill_demo
from arbiter_app.services.ratings.list_import import import_rating_list
from arbiter_app.storage.database import DatabaseError
from benchmarks.rating_list_files import generated_players, write_txt
from tests.conftest import POSTGRES_URL

LIST_PLAYERS = 30_000
"""Two batches of the import (services.ratings.list_batches.CHUNK): the fault comes between or within them."""


@pytest.fixture
def own_database() -> Iterator[str]:
    """A throwaway database on the test server (not the one other tests wipe), dropped afterwards."""
    if not POSTGRES_URL:
        pytest.skip("ARBITER_TEST_POSTGRES_URL is not set")
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"arbiter_faults_{os.getpid()}_{uuid.uuid4().hex[:8]}"
    admin = create_engine(POSTGRES_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(POSTGRES_URL).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


class VanishingServer:
    """A port on the loopback that forwards to the PostgreSQL of `url` (its Unix socket or its TCP
    port) until `cut` is called: then every connection through it is closed and new ones are
    refused, as when the server stops. `cut_after` bytes sent by the client cut it by themselves."""

    def __init__(self, url: str, cut_after: int | None = None):
        from sqlalchemy.engine import make_url

        self.url = make_url(url)
        host, port = self.url.host or self.url.query.get("host") or "localhost", self.url.port or 5432
        self.upstream: tuple[int, object] = (
            (socket.AF_UNIX, f"{host}/.s.PGSQL.{port}") if str(host).startswith("/") else (socket.AF_INET, (host, port))
        )
        self.cut_after, self.sent = cut_after, 0
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.sockets: list[socket.socket] = []
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def target(self) -> str:
        """The URL through this proxy (the user and password as the real server's URL gives them)."""
        return self.url.set(host="127.0.0.1", port=self.port, query={}).render_as_string(hide_password=False)

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:  # cut
                return
            server = socket.socket(self.upstream[0])
            server.connect(self.upstream[1])  # type: ignore[arg-type]
            with self.lock:
                self.sockets += [client, server]
            threading.Thread(target=self._pump, args=(client, server, True), daemon=True).start()
            threading.Thread(target=self._pump, args=(server, client, False), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket, counted: bool) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
                if counted:
                    with self.lock:
                        self.sent += len(data)
                        over = self.cut_after is not None and self.sent > self.cut_after
                    if over:
                        self.cut()
        except OSError:
            pass
        for s in (source, sink):  # one side ended (the server closed its connection): both go, as a real one does
            self._close(s)

    def cut(self) -> None:
        self.listener.close()
        with self.lock:
            sockets, self.sockets = self.sockets, []
        for s in sockets:
            self._close(s)

    @staticmethod
    def _close(s: socket.socket) -> None:
        try:
            s.shutdown(socket.SHUT_RDWR)  # wakes the thread reading it
        except OSError:
            pass
        s.close()


def register_state(url: str) -> tuple[int, int, list[str]]:
    """(players, audit rows, tables) of the database, read on a connection of its own."""
    from sqlalchemy import create_engine, inspect, text

    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            players = conn.execute(text("SELECT count(*) FROM player")).scalar_one()
            audit = conn.execute(text("SELECT count(*) FROM audit")).scalar_one()
            return int(players), int(audit), sorted(inspect(conn).get_table_names())
    finally:
        engine.dispose()


@pytest.fixture
def demo_server(own_database: str, tmp_path: Path) -> tuple[str, Path, tuple[int, int, list[str]]]:
    """The demo on the throwaway database, a rating list of LIST_PLAYERS, and the register's state."""
    db = Database(own_database)
    fill_demo(db)
    db.close()
    rating_list = tmp_path / "fide list.txt"
    write_txt(rating_list, generated_players(LIST_PLAYERS))
    return own_database, rating_list, register_state(own_database)


def test_a_server_that_stops_in_the_middle_of_an_import_is_one_sentence_and_nothing_is_stored(demo_server) -> None:
    url, rating_list, before = demo_server
    proxy = VanishingServer(url, cut_after=1 << 20)  # within the first batch's rows
    db = Database(proxy.target())
    try:
        with pytest.raises(DatabaseError) as caught:
            import_rating_list(db, rating_list)
    finally:
        proxy.cut()
        db.close()
    from sqlalchemy.engine import make_url

    database = make_url(url).database
    assert str(caught.value).startswith(f"The connection to the database server (127.0.0.1:{proxy.port}, database {database}) was lost: ")
    assert "nothing was stored" in str(caught.value) and "\n" not in str(caught.value)
    assert "INSERT" not in str(caught.value) and "parameters" not in str(caught.value)
    assert proxy.sent > 1 << 20  # it was in the middle: the list had begun to be sent
    assert register_state(url) == before


def test_a_terminated_backend_is_one_sentence_and_nothing_is_stored(demo_server) -> None:
    url, rating_list, before = demo_server
    db = Database(url)
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    admin = create_engine(url)

    def terminate_after_the_first_batch(done: int, total: int) -> bool:
        if done < total:
            with admin.begin() as conn:  # the import's backend: the one holding the write lock
                pids = conn.execute(text("SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted")).scalars().all()
                conn.execute(text("SELECT pg_terminate_backend(pid) FROM unnest(CAST(:pids AS int[])) AS pid"), {"pids": list(pids)})
            assert pids
        return True

    try:
        with pytest.raises(DatabaseError) as caught:
            import_rating_list(db, rating_list, progress=terminate_after_the_first_batch)
    finally:
        db.close()
        admin.dispose()
    parsed = make_url(url)
    # the driver's reason: "terminating connection due to administrator command", or the closed
    # connection it met first
    assert f"database {parsed.database}) was lost: " in str(caught.value) and "; nothing was stored." in str(caught.value)
    assert register_state(url) == before
    assert len(register_service.players(Database(url))) == before[0]  # and it opens again, as it was


def test_a_server_nobody_listens_on_names_its_socket_never_the_password(tmp_path: Path) -> None:
    """No PostgreSQL needed: a socket folder where no server runs."""
    folder = tmp_path / "no server here"
    folder.mkdir()
    with pytest.raises(DatabaseError) as caught:
        Database(f"postgresql://arbiter:secret@/season?host={folder}")
    message = str(caught.value)
    assert message.startswith(f"cannot connect to the database server (socket {folder / '.s.PGSQL.5432'}, database season): ")
    assert "secret" not in message and "\n" not in message
