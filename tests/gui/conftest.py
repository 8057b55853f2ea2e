"""GUI tests never wait on a modal message box: offscreen nobody could close it, and the run would
hang. An unexpected box fails the test at once with its text."""

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.fixture(autouse=True)
def no_modal_message_boxes(monkeypatch):
    def refuse(kind):
        def box(_parent, title, text, *args, **kwargs):
            pytest.fail(f"unexpected {kind} message box: {title}: {text}")

        return box

    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(refuse(kind)))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: pytest.fail(f"unexpected message box: {box.windowTitle()}: {box.text()}"))
