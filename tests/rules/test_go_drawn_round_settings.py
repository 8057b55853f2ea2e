"""Which go settings a drawn round is read with, so that their change is refused once a round is drawn."""

from arbiter_app.rules.go.event import drawn_round_changes
from arbiter_app.rules.model import PairingSystem, Tournament


def test_drawn_round_changes_names_the_settings_a_drawn_round_is_read_with():
    rr = Tournament("A", "", system=PairingSystem.ROUND_ROBIN, settings={"go_bye_points": 0})
    assert drawn_round_changes(rr, Tournament("A", "", system=PairingSystem.ROUND_ROBIN)) == []  # 0 is the default
    changed = Tournament("A", "", system=PairingSystem.ROUND_ROBIN,
                         settings={"go_handicap_reduction": 2, "komi": 7.5, "go_colours": "balance", "go_excused_game": "default"})
    assert drawn_round_changes(rr, changed) == ["go_handicap_reduction", "komi"]


def test_the_mcmahon_bar_and_floor_are_read_with_every_drawn_round():
    """The bar and floor give the initial MM scores the drawn rounds were paired by [003 §3.1.3]."""
    mm = Tournament("M", "", system=PairingSystem.MCMAHON, settings={"mcmahon_bar": "2d", "mcmahon_floor": "20k"})
    lower = Tournament("M", "", system=PairingSystem.MCMAHON, settings={"mcmahon_bar": "1d", "mcmahon_floor": "20k"})
    assert drawn_round_changes(mm, lower) == ["mcmahon_bar"]
    assert drawn_round_changes(mm, mm) == []
