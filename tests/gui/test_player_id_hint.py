"""The register's new-player form says what its id is and what the register takes as one
(rules.player_checks): the ICCF id, a go player's EGD PIN, no spaces, at most MAX_TEXT characters."""

from arbiter_app.gui.players_view import PlayerDialog
from arbiter_app.i18n import tr
from arbiter_app.rules.player_checks import MAX_TEXT


def test_the_id_field_of_a_new_player_has_its_hint(qtbot, empty_db, lang):
    dialog = PlayerDialog(empty_db)
    qtbot.addWidget(dialog)
    field = dialog.inputs["id"]
    assert field.text() == "" and field.placeholderText() == tr("players.dialog.id_hint")
    assert "ICCF" in field.placeholderText() and "EGD" in field.placeholderText()
    assert "ICCF" in field.toolTip() and "EGD" in field.toolTip() and str(MAX_TEXT) in field.toolTip()
