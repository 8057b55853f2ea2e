"""The go wall list as table columns, shown in the crosstable area of a go event: number, place, name, rank, club, each round's cell (`12+`, `7-`, `=` jigo, `12+!` by default,
`0+` bye, `-` excused), score and criteria [003 §3.3]."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from ...i18n import tr
from ...services.crosstable import format_halves, format_points
from ..table_model import Column

if TYPE_CHECKING:
    from ...services.go.lists import WallList

LEFT = Qt.AlignmentFlag.AlignLeft


def wall_columns(wall: "WallList", score_heading: str) -> list[Column]:
    return [
        Column("#", lambda line: str(line.num)),
        Column(tr("go.place"), lambda line: line.place),
        Column(tr("go.name"), lambda line: line.label, align=LEFT),
        Column(tr("go.rank"), lambda line: line.rank),
        Column(tr("go.club"), lambda line: line.club, align=LEFT),
        *[Column(str(k), lambda line, k=k: line.cells[k - 1], header_tooltip=tr("go.wall.legend"))
          for k in range(1, wall.rounds + 1)],
        Column(score_heading, lambda line: format_points(line.score)),
        *[Column(tr(f"standings.column.{c}"),
                 lambda line, i=i, c=c: "" if c in line.not_applied else format_halves(line.tiebreaks[i]),
                 header_tooltip=tr(f"standings.criterion.{c}"), optional=True) for i, c in enumerate(wall.criteria)],
    ]
