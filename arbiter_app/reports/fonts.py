"""The bundled DejaVu TrueType fonts, registered with ReportLab once.

Never Helvetica: the PDF base-14 fonts have no glyphs for ř, ů, ě and friends. DejaVu is embedded
(as a subset) in every PDF, so the documents print the same on any machine.
"""

from __future__ import annotations

from functools import cache

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from arbiter_app.resources import resource

SANS = "DejaVuSans"
SANS_BOLD = "DejaVuSans-Bold"
SANS_ITALIC = "DejaVuSans-Oblique"
SERIF = "DejaVuSerif"
SERIF_BOLD = "DejaVuSerif-Bold"
SERIF_ITALIC = "DejaVuSerif-Italic"

# Bundled DejaVu has no bold-italic face: map it to bold so <b><i> markup still works.
_FAMILIES = {
    SANS: (SANS, SANS_BOLD, SANS_ITALIC, SANS_BOLD),
    SERIF: (SERIF, SERIF_BOLD, SERIF_ITALIC, SERIF_BOLD),
}


@cache
def register_fonts() -> None:
    """Register the six faces and their families (idempotent; cheap after the first call)."""
    for face in (SANS, SANS_BOLD, SANS_ITALIC, SERIF, SERIF_BOLD, SERIF_ITALIC):
        pdfmetrics.registerFont(TTFont(face, str(resource("fonts", f"{face}.ttf"))))
    for family, (normal, bold, italic, bold_italic) in _FAMILIES.items():
        addMapping(family, 0, 0, normal)
        addMapping(family, 1, 0, bold)
        addMapping(family, 0, 1, italic)
        addMapping(family, 1, 1, bold_italic)
