"""A go diploma's words (services.go.diploma): the rank under the name and what the award is for, in
English and Czech; a go award is refused on a chess title."""

from __future__ import annotations

import pytest

from arbiter_app.services.documents import DocumentRefused
from arbiter_app.services.go.diploma import award_text, go_diploma_of, rank_text


def test_ranks_as_a_diploma_writes_them():
    assert [rank_text(r, "en") for r in ("3d", "5k", "2p", "")] == ["3 dan", "5 kyu", "2 dan professional", ""]
    assert [rank_text(r, "cs") for r in ("3d", "5k", "2p")] == ["3. dan", "5. kyu", "2. profesionální dan"]


def test_what_each_award_is_for():
    assert [award_text(a, "en") for a in ("place-1", "place-2-3", "place-11", "group-winner")] == [
        "1st place", "2nd–3rd place", "11th place", "winning the group"]
    assert [award_text(a, "cs") for a in ("place-1", "place-2-3", "category-1-9k", "category-dan", "best-woman")] == [
        "1. místo", "2.–3. místo", "vítězství v kategorii 1.–9. kyu", "vítězství v kategorii danových hráčů",
        "nejlepší výsledek mezi ženami"]
    assert award_text("category-20-30k", "en") == "winning the 20–30 kyu category"


def test_a_go_diploma_view_and_its_refusals(demo_db):
    view = go_diploma_of(demo_db, "CZE/go/2026-Brno", 2, "Place-2", lang="en")  # typed in any case
    assert (view.holder, view.rank, view.award, view.award_text, view.kind) == (
        "Tereza Vondráčková", "3 dan", "place-2", "2nd place", "go")
    assert (view.issuer, view.date) == ("Czech Go Association", "11 October 2026")
    with pytest.raises(DocumentRefused, match="'IM-norm' is not an award of a go diploma"):
        go_diploma_of(demo_db, "CZE/go/2026-Brno", 2, "IM-norm")
    with pytest.raises(DocumentRefused, match=r"CZE/go/2026-Brno is not finished: its diplomas are given once every round is played"):
        go_diploma_of(demo_db, "CZE/go/2026-Brno", 2)  # round 4 is not played yet: no award
