"""Printed documents from the database: the plain views of `arbiter_app.reports` filled from the
rules' results, one module per kind of document (services.printing prints them).

Every number comes from the rules (standings, tie-breaks, norms, seeding ratings); these modules only
pick and format. The document language is the tournament's (setting `language`; default Czech for an
SKŠ, Planet Šah or ČAGo event, English for an ICCF one) unless the caller names one. See docs/reports.md, "In the product".
"""

from __future__ import annotations

from .common import DocumentRefused, default_file_name, document_language, format_date, player_line
from .start_list import colours, go_start_list_of, start_list_of, start_list_view
from .crosstable import crosstable_notes, crosstable_of, crosstable_view, team_table_of, tiebreak_texts
from .norms import norm_report_of, norm_report_view
from .diploma import (NORM_SUFFIX, award_label, award_refusal, awards_made, diploma_of, diploma_view, display_name,
                      other_awards, parse_award)
from .withdrawal import game_before_withdrawal, withdrawal_notice_of, withdrawal_notice_view, withdrawn_players

__all__ = [
    "annotations",
    "DocumentRefused",
    "default_file_name",
    "document_language",
    "format_date",
    "player_line",
    "colours",
    "go_start_list_of",
    "start_list_of",
    "start_list_view",
    "crosstable_notes",
    "crosstable_of",
    "crosstable_view",
    "team_table_of",
    "tiebreak_texts",
    "norm_report_of",
    "norm_report_view",
    "NORM_SUFFIX",
    "award_label",
    "award_refusal",
    "awards_made",
    "diploma_of",
    "other_awards",
    "diploma_view",
    "display_name",
    "parse_award",
    "game_before_withdrawal",
    "withdrawal_notice_of",
    "withdrawal_notice_view",
    "withdrawn_players",
]
