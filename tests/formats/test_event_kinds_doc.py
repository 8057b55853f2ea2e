"""docs/exchange-format.md lists every event kind the reader accepts."""

from pathlib import Path

from arbiter_app.rules.event_kinds import EventKind

DOC = Path(__file__).resolve().parents[2] / "docs" / "exchange-format.md"


def test_every_event_kind_is_in_the_format_doc():
    text = DOC.read_text(encoding="utf-8")
    assert [k.value for k in EventKind if f"`{k.value}`" not in text] == []
