"""A group without a named tournament director is still a title tournament [001 App. II 1f]: the
13-player demo group (every quota met) with `td` cleared keeps its norms, its norm report and its
diplomas; the checklist shows the missing name as a notice."""

from arbiter_app.services import documents, norms, tournaments
from arbiter_app.storage.writer import Writer
from tests.conftest import ICCF_DEMO


def _clear_td(db):
    with db.transaction() as session:
        Writer(session, "edit", ICCF_DEMO).put("tournament", {"code": ICCF_DEMO}, {"td": ""})


def test_unnamed_td_keeps_norms_report_and_diploma(demo_db):
    _clear_td(demo_db)
    current, start = norms.tournament_norms(demo_db, ICCF_DEMO)
    assert current.eligible and start.eligible and current.failed == ()
    assert current.player(2).made == ("CCM", "CCE")
    assert [n.player.no for n in documents.norm_report_view(demo_db, ICCF_DEMO).norms] == [2, 4, 5, 6, 11]
    view = documents.diploma_view(demo_db, ICCF_DEMO, 2)
    assert (view.award, view.kind, view.signatories) == ("CCM", "norm", ())


def test_unnamed_td_is_a_notice_in_the_checklist(demo_db):
    _clear_td(demo_db)
    data = tournaments.load(demo_db, ICCF_DEMO)
    current, _ = norms.norm_overview(demo_db, data)
    lines = norms.checklist(data, current)
    td_line = lines[-1]
    assert (td_line.code, td_line.ok, td_line.notice) == ("td_missing", True, True)
    assert norms.check_text(td_line) == "No tournament director is named; the event should if possible be run by an International Arbiter."
    assert all(c.ok for c in lines) and sum(c.notice for c in lines) == 1
    assert [norms.check_mark(c) for c in lines] == ["✓"] * 7 + ["!"]
