"""GUI tests never wait on a modal message box: offscreen nobody could close it, and the run would
hang. An unexpected box fails the test at once with its text; a test that expects one (a question
built and run with `exec()`) gives its answer beforehand through `modal_answers`."""

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from arbiter_app.i18n import set_language


@pytest.fixture(params=["en", "cs"])
def lang(request):
    """The test once in each language of the interface (English again after it)."""
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.fixture(autouse=True)
def own_settings(tmp_path):
    """The window's remembered size, splitters and last tournament (gui.window_state) in a folder of the
    test's own: never the user's, and nothing carried from one test to the next."""
    folder = tmp_path / "settings"
    folder.mkdir()
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))
    return folder


@pytest.fixture(autouse=True)
def no_modal_message_boxes(monkeypatch):
    def refuse(kind):
        def box(_parent, title, text, *args, **kwargs):
            pytest.fail(f"unexpected {kind} message box: {title}: {text}")

        return box

    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(refuse(kind)))


class ModalAnswers:
    """The answers to the next modal boxes, in turn, and the texts of the boxes answered."""

    def __init__(self):
        self.queue: list[tuple[QMessageBox.StandardButton, str | None]] = []
        self.seen: list[str] = []

    def next(self, button: QMessageBox.StandardButton, shot: str | None = None) -> None:
        """Answer the next box with `button`, after saving a screenshot of it to `shot`."""
        self.queue.append((button, shot))


@pytest.fixture(autouse=True)
def modal_answers(monkeypatch) -> ModalAnswers:
    answers = ModalAnswers()

    def run(box: QMessageBox):
        if not answers.queue:
            pytest.fail(f"unexpected modal box: {box.windowTitle()}: {box.text()}")
        button, shot = answers.queue.pop(0)
        answers.seen.append(box.text())
        if shot:
            box.show()
            box.grab().save(shot)
            box.hide()
        return button

    monkeypatch.setattr(QMessageBox, "exec", run)
    return answers
