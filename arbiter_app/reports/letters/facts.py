"""The facts of a letter (event, game, players, dates) as a table of labels and values."""

from __future__ import annotations

from typing import Sequence

from reportlab.platypus import Table, TableStyle

from arbiter_app.reports.fonts import SANS, SANS_BOLD
from arbiter_app.reports.layout import para, para_style


def facts_table(facts: Sequence[tuple[str, str]], width: float, label_width: float) -> Table:
    """A row per fact with a value, the label in bold; `width` the frame's, `label_width` the labels'."""
    label = para_style("label", size=9, font=SANS_BOLD)
    body = para_style("body", size=9.5)
    rows = [[para(head, label), para(value, body)] for head, value in facts if value]
    table = Table(rows, colWidths=[label_width, width - label_width], hAlign="LEFT")
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), SANS, 9),  # blank cells too: never the Helvetica default
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]))
    return table
