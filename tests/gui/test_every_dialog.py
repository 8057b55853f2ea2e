"""Every dialog and wizard page of a chess, a team and a go event: each greyed control says why in its
tooltip, and the keyboard reaches every control in a sensible order."""

import pytest

from tests.gui.dialogs import EVENTS, backward_steps, every_dialog, greyed_without_reason, tab_chain, unreachable
from tests.gui.windows import open_window


@pytest.mark.parametrize("code", EVENTS)
def test_every_greyed_control_says_why(qtbot, qapp, demo_db, code, monkeypatch):
    window = open_window(qtbot, qapp, demo_db, code)
    window.show()
    silent = {}
    names = []
    for name, dialog in every_dialog(qtbot, window, monkeypatch):
        names.append(name)
        if found := greyed_without_reason(dialog):
            silent[name] = found
    assert len(names) >= 15, names
    assert not silent, "\n".join(f"{name}: {found}" for name, found in silent.items())


@pytest.mark.parametrize("code", EVENTS)
def test_the_keyboard_reaches_every_control_in_reading_order(qtbot, qapp, demo_db, code, monkeypatch):
    window = open_window(qtbot, qapp, demo_db, code)
    window.show()
    problems = {}
    for name, dialog in every_dialog(qtbot, window, monkeypatch):
        found = [f"unreachable: {w}" for w in unreachable(dialog)] + [f"backwards: {s}" for s in backward_steps(dialog)]
        if found:
            problems[name] = found
        assert tab_chain(dialog), name
    assert not problems, "\n".join(f"{name}: {found}" for name, found in problems.items())
