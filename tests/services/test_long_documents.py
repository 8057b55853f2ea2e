"""Long documents in bounded memory (issue 47): the start lists of an event of many groups are laid
out group by group, each group read from the database when its page is reached, so that an event of
400 groups prints within 100 MB (benchmarks/bench_reports.py); every group is printed, in order, and
the file is replaced only once written whole."""

from __future__ import annotations

import io
import tracemalloc
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer

from arbiter_app.reports.layout import MARGIN, build_pdf, para_style
from arbiter_app.services import printing, tournaments
from arbiter_app.services.database import Database
from arbiter_app.storage.reading import NotFound
from benchmarks.season_database import add_groups, fill_register
from tests.pdf_reading import pdf_text

REGISTER = 1_000
GROUPS = 30


@pytest.fixture
def season(demo_db: Database) -> tuple[Database, list[str]]:
    """The demo database with GROUPS finished 13-player title groups of one event, SEASON..."""
    with demo_db.engine.begin() as conn:
        fill_register(conn, REGISTER)
        codes = add_groups(conn, GROUPS, REGISTER)
    return demo_db, codes


def test_every_group_of_a_long_event_is_printed_in_order(season, tmp_path: Path) -> None:
    db, codes = season
    assert printing.event_codes(db, "SEASON") == codes
    out = tmp_path / "season.pdf"
    printing.render_event_start_lists(db, codes, out)
    pages = pdf_text(out, "raw").split("\f")[:-1]
    assert len(pages) == GROUPS
    for k, (page, code) in enumerate(zip(pages, codes)):
        assert f"Title group {k + 1} · {code}" in page and f"Page {k + 1} of {GROUPS}" in page
        names = [e.name for e in tournaments.load(db, code).entries]
        at = [page.index(name) for name in names]  # each player once, by starting number
        assert at == sorted(at), code
    assert "Šťastný" in pdf_text(out)  # the generated register's diacritics


def test_a_failure_in_the_middle_leaves_the_earlier_file_as_it_was(season, tmp_path: Path) -> None:
    db, codes = season
    (tmp_path / "out").mkdir()
    out = tmp_path / "out" / "season.pdf"
    out.write_bytes(b"the earlier start lists")
    with pytest.raises(NotFound):  # a group that is gone by the time its page is reached
        printing.render_event_start_lists(db, [*codes[:20], "GONE", *codes[20:]], out)
    assert out.read_bytes() == b"the earlier start lists"
    assert [p.name for p in out.parent.iterdir()] == ["season.pdf"]  # no part of the new one beside it
    printing.render_event_start_lists(db, codes, out)
    assert pdf_text(out).count("\f") == GROUPS


def test_memory_does_not_grow_with_the_groups_laid_out(season) -> None:
    """The Python memory at the peak of printing 30 groups against 10: what ReportLab keeps of a page
    until the file is saved (its content stream, about 26 kB), never a group's tables and paragraphs
    (about 450 kB when the whole story was built first)."""
    db, codes = season
    printing.render_event_start_lists(db, codes[:1], io.BytesIO())  # fonts and catalogues read once

    def peak(count: int) -> int:
        tracemalloc.start()
        try:
            printing.render_event_start_lists(db, codes[:count], io.BytesIO())
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    per_group = (peak(GROUPS) - peak(10)) / (GROUPS - 10)
    assert per_group < 100_000, per_group


def test_a_heading_kept_with_the_next_moves_with_it_from_a_lazy_story(tmp_path: Path) -> None:
    """The story is taken from a generator as the pages are laid out, yet a heading that keeps with the
    next (keepWithNext) still goes to the next page with the paragraphs it heads."""
    kept = para_style("kept", size=12, keepWithNext=1)
    body = para_style("body", size=9)

    room = 25.0  # on page 1 under the spacer: one heading, not both with a line

    def story():
        yield Spacer(1, A4[1] - 2 * MARGIN - 2 * mm - room)
        yield Paragraph("Heading kept with the next", kept)
        yield Paragraph("Second heading kept with the next", kept)
        yield from (Paragraph(f"Line {i} of the section", body) for i in range(12))

    out = tmp_path / "kept.pdf"
    build_pdf(out, story(), title="Kept", lang="en", pagesize=A4)
    first, second = pdf_text(out).split("\f")[:2]
    assert "Heading kept" not in first and "Second heading" in second and "Line 0 of" in second
