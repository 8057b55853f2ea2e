"""Publish the tournaments as web pages: a self-contained folder that can be copied to any web host
as it is (docs/publish.md). One tournament: `index.html`, the stylesheet and the group's games in
PGN; every tournament: an index page linking one page per tournament, each with its PGN file, the
events that cannot be shown left out with the reason. The pages come from the printed documents'
views (services.web_page, reports.web), in each event's document language unless one is asked for.

A publication is written whole or not at all: every file is written as a new file into a new folder
beside the target, then moved into the target file by file (os.replace, a rename on one file system:
a link in the target is replaced, never followed), each earlier file first moved aside so that a
failure puts every earlier file back. Files of the target that are not the publication's stay."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from ..i18n import date_text, language, tr
from ..reports.web import STYLE, STYLESHEET, IndexEntry, render_index, render_page
from ..rules.names import safe_file_name
from ..storage.disk_faults import sentence
from . import output
from .database import Database
from .errors import message_of
from .web_page import last_result_text, web_page_view
from .exchange import export_text
from .tournaments import list_tournaments

INDEX = "index.html"


@dataclass(frozen=True)
class LeftOut:
    """A tournament a publication of every tournament could not show, and why."""

    code: str
    reason: str

    def __str__(self) -> str:
        return tr("web.left_out", code=self.code, reason=self.reason)


@dataclass(frozen=True)
class Published:
    index: Path
    """The page to open: the tournament's page, or the index of every tournament."""
    files: tuple[Path, ...]
    """Every file written, the index first."""
    left_out: tuple[LeftOut, ...] = ()
    """With every tournament: those not published, in the index's order."""


def publish(db: Database, code: str, folder: Path, lang: str | None = None) -> Published:
    """The page of tournament `code` as `folder/index.html`, with the stylesheet and its PGN file."""
    files = _page_files(db, code, INDEX, safe_file_name(code), lang, index="")
    return Published(folder / INDEX, _put(folder, {**files, STYLESHEET: STYLE}))


def publish_all(db: Database, folder: Path, lang: str | None = None) -> Published:
    """Every tournament of the database: an index page and one page per tournament (named by its
    code, page_names), each with its PGN file, and the stylesheet. A tournament whose page cannot be
    made is left out, the reason kept; the others are published."""
    index_lang = lang or language()  # the index in the language asked, else the interface's
    tournaments = list_tournaments(db)
    stems = page_names(t.code for t in tournaments)
    entries, files, left_out = [], {}, []
    for t in tournaments:
        page = stems[t.code] + ".html"
        try:
            files.update(_page_files(db, t.code, page, stems[t.code], lang, index=INDEX))
            last = last_result_text(db, t.code, index_lang)
        except (ValueError, LookupError) as exc:  # what the event's data refuses: the others go on
            left_out.append(LeftOut(t.code, message_of(exc)))
            continue
        period = (date_text(t.start_date, index_lang), date_text(t.end_date, index_lang))
        entries.append(IndexEntry(page, t.code, t.name, tr(f"report.organiser.{t.organiser.value}", index_lang),
                                  " – ".join(d for d in period if d), last))
    written = _put(folder, {INDEX: render_index(entries, index_lang), **files, STYLESHEET: STYLE})
    return Published(folder / INDEX, written, tuple(left_out))


def page_names(codes: Iterable[str]) -> dict[str, str]:
    """Each code's file name without its extension, unique however a file system compares names
    (Windows and macOS ignore case, macOS also the composition of accented letters) and never the
    index's: safe_file_name's, then "-2", "-3"... for the codes that come later in code order."""
    def key(name: str) -> str:
        return unicodedata.normalize("NFC", name).casefold()

    taken = {key(Path(INDEX).stem)}
    names: dict[str, str] = {}
    for code in sorted(set(codes)):
        base = safe_file_name(code)
        name, n = base, 1
        while key(name) in taken:
            n += 1
            name = f"{base}-{n}"
        taken.add(key(name))
        names[code] = name
    return names


def _page_files(db: Database, code: str, page: str, stem: str, lang: str | None, index: str) -> dict[str, str]:
    """The page of `code` as `page` and, for a chess event with entries, its games as `stem.pgn`
    (the export's PGN): file name -> text."""
    view = web_page_view(db, code, lang, pgn=stem + ".pgn", index=index)
    return {page: render_page(view), **({view.pgn: export_text(db, code, "pgn")} if view.pgn else {})}


def _put(folder: Path, files: Mapping[str, str]) -> tuple[Path, ...]:
    """Write `files` (name -> text, UTF-8) into a new folder beside `folder`, then move them in
    (_move_in); an OSError on the way leaves the earlier files as they were and is refused in one
    sentence. The new folder is removed in any case, unless it holds earlier files that could not
    be put back."""
    if folder.exists() and not folder.is_dir():
        raise output.OutputRefused(tr("web.refused.folder", folder=folder, reason=tr("web.refused.not_a_folder")))
    parent = folder.absolute().parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", suffix=".new", dir=parent))
    except OSError as exc:
        raise output.OutputRefused(tr("web.refused.folder", folder=folder, reason=exc.strerror or exc)) from exc
    made = not folder.exists()
    keep = False
    try:
        for name, text in files.items():
            with open(staging / name, "xb") as f:  # a new file: nothing existing is opened for writing
                f.write(text.encode("utf-8"))
        folder.mkdir(exist_ok=True)
        _move_in(staging, folder, list(files))
    except _NotRestored as exc:
        keep = True
        raise output.OutputRefused(sentence(exc, folder, tr("web.outcome.not_restored", folder=folder, aside=staging / EARLIER))) from exc
    except OSError as exc:
        if made:
            with contextlib.suppress(OSError):
                folder.rmdir()
        raise output.OutputRefused(sentence(exc, folder, tr("web.outcome.kept", folder=folder))) from exc
    finally:
        if not keep:
            shutil.rmtree(staging, ignore_errors=True)  # a file a browser holds open on Windows may stay
    return tuple(folder / name for name in files)


EARLIER = ".earlier"
"""The earlier files' folder inside the new one while they are replaced (no published name is a
dot and a word without an extension)."""


class _NotRestored(OSError):
    """A publication failed and some earlier file could not be put back (it is in EARLIER)."""


def _move_in(staging: Path, folder: Path, names: list[str]) -> None:
    """Move `staging/name` to `folder/name` for each name, the file there before (a link: the link
    itself) first moved to `staging/EARLIER`. On an OSError every rename done is undone in reverse
    order and the error raised again (_NotRestored when an undo failed too). A folder in the way
    is not moved: the rename onto it fails."""
    aside = staging / EARLIER
    aside.mkdir()
    done: list[tuple[Path, Path]] = []
    try:
        for name in names:
            old = folder / name
            if os.path.lexists(old) and (old.is_symlink() or not old.is_dir()):
                os.replace(old, aside / name)
                done.append((old, aside / name))
            os.replace(staging / name, old)
            done.append((staging / name, old))
    except OSError as exc:
        failed = False
        for source, target in reversed(done):
            try:
                os.replace(target, source)
            except OSError:
                failed = True
        if failed:
            raise _NotRestored(exc.errno, exc.strerror, exc.filename) from exc
        raise
