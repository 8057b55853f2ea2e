"""Published web pages of the tournaments: HTML5 built as strings from the plain views the printed
documents use, one stylesheet, no script and nothing fetched from elsewhere (services.publish)."""

from .html import STYLESHEET
from .page import render_index, render_page
from .style import STYLE
from .views import Explained, IndexEntry, MatchPanel, NormPanel, StandingsLine, StandingsPanel, WebPageView

__all__ = ["STYLESHEET", "STYLE", "render_index", "render_page", "Explained", "IndexEntry", "MatchPanel",
           "NormPanel", "StandingsLine", "StandingsPanel", "WebPageView"]
