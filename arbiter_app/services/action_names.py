"""The kinds of action in the audit log (AuditRow.action: "result", "import-ratings", "undo"...) in the
arbiter's words, wherever one is shown: the undo and redo messages, the window's question before a
large undo, the `log` command. The labels are one table in the catalogues, `history.kind.<kind>`
(hyphens as underscores); tests/services/test_action_names.py checks that every kind the code writes
has one in English and Czech."""

from __future__ import annotations

from ..i18n import has, tr


def label_key(kind: str) -> str:
    return "history.kind." + kind.replace("-", "_")


def action_label(kind: str, lang: str | None = None) -> str:
    """"import of a rating list" for "import-ratings"; a kind without a label (written by another
    version of the program) as it is stored."""
    key = label_key(kind)
    return tr(key, lang) if has(key) else kind
