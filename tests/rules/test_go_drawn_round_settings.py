"""Which go settings a drawn round is read with, so that their change is refused once a round is drawn."""

from arbiter_app.rules.go_event import drawn_round_changes
from arbiter_app.rules.model import PairingSystem, Tournament


def test_drawn_round_changes_names_the_settings_a_drawn_round_is_read_with():
    rr = Tournament("A", "", system=PairingSystem.ROUND_ROBIN, settings={"go_bye_points": 0})
    assert drawn_round_changes(rr, Tournament("A", "", system=PairingSystem.ROUND_ROBIN)) == []  # 0 is the default
    changed = Tournament("A", "", system=PairingSystem.ROUND_ROBIN,
                         settings={"go_handicap_reduction": 2, "komi": 7.5, "go_colours": "balance", "go_excused_game": "default"})
    assert drawn_round_changes(rr, changed) == ["go_handicap_reduction", "komi"]
