"""Publish the tournaments as web pages: a self-contained folder that can be copied to any web host
as it is (docs/publish.md). One tournament: `index.html`, the stylesheet and the group's games in
PGN; every tournament: an index page linking one page per tournament, each with its PGN file. The
pages come from the printed documents' views (services.web_page, reports.web), in each
event's document language unless one is asked for."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..i18n import date_text, language, tr
from ..reports.web import STYLE, STYLESHEET, IndexEntry, render_index, render_page
from ..rules.names import safe_file_name
from . import output
from .database import Database
from .web_page import last_result_text, web_page_view
from .exchange import export_text
from .tournaments import list_tournaments

INDEX = "index.html"


@dataclass(frozen=True)
class Published:
    index: Path
    """The page to open: the tournament's page, or the index of every tournament."""
    files: tuple[Path, ...]
    """Every file written, the index first."""


def publish(db: Database, code: str, folder: Path, lang: str | None = None) -> Published:
    """The page of tournament `code` as `folder/index.html`, with the stylesheet and its PGN file."""
    _prepare(folder)
    files = [folder / INDEX, *_write_page(db, code, folder, INDEX, lang, index="")]
    files.append(_write(folder / STYLESHEET, STYLE))
    return Published(folder / INDEX, tuple(files))


def publish_all(db: Database, folder: Path, lang: str | None = None) -> Published:
    """Every tournament of the database: an index page and one page per tournament (named by its
    code), each with its PGN file, and the stylesheet."""
    _prepare(folder)
    index_lang = lang or language()  # the index in the language asked, else the interface's
    entries, files = [], []
    for t in list_tournaments(db):
        page = safe_file_name(t.code) + ".html"
        files += [folder / page, *_write_page(db, t.code, folder, page, lang, index=INDEX)]
        period = (date_text(t.start_date, index_lang), date_text(t.end_date, index_lang))
        entries.append(IndexEntry(page, t.code, t.name, tr(f"report.organiser.{t.organiser.value}", index_lang),
                                  " – ".join(d for d in period if d), last_result_text(db, t.code, index_lang)))
    _write(folder / INDEX, render_index(entries, index_lang))
    files.append(_write(folder / STYLESHEET, STYLE))
    return Published(folder / INDEX, (folder / INDEX, *files))


def _write_page(db: Database, code: str, folder: Path, page: str, lang: str | None, index: str) -> list[Path]:
    """Write the page of `code` as `folder/page` and, for a chess event, its games as PGN (the
    export's PGN); returns the PGN file written, if any."""
    view = web_page_view(db, code, lang, pgn=safe_file_name(code) + ".pgn", index=index)
    _write(folder / page, render_page(view))
    return [_write(folder / view.pgn, export_text(db, code, "pgn"))] if view.pgn else []


def _prepare(folder: Path) -> None:
    """Make the folder (and its parents) unless it is there; a file in its place is refused by name."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise output.OutputRefused(tr("web.refused.folder", folder=folder, reason=exc.strerror or exc)) from exc


def _write(path: Path, text: str) -> Path:
    output.write_text(path, text)
    return path
