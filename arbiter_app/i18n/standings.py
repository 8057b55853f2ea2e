"""Texts of the standings area (see arbiter_app.i18n).

Keys: `standings.criterion.<code>` the name of a criterion, `standings.column.<code>` its short
column header, `standings.note.<code>` the notes of explanation lines (rules.standings.Contribution),
`standings.column.*` also for the fixed columns of standings tables.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # Criterion names
    "standings.criterion.points": {"en": "Points", "cs": "Body"},
    "standings.criterion.wins": {"en": "Number of wins (Baumbach)", "cs": "Počet výher (Baumbach)"},
    "standings.criterion.sb": {"en": "Sonneborn-Berger", "cs": "Sonneborn-Berger"},
    "standings.criterion.h2h": {
        "en": "Results of the games among the tied players",
        "cs": "Výsledky vzájemných partií",
    },
    "standings.criterion.weighted": {
        "en": "Σ (win with Black 3, with White 2, draw ½)",
        "cs": "Σ (výhra černými 3, bílými 2, remíza ½)",
    },
    "standings.criterion.sos": {"en": "SOS (sum of opponents' scores)", "cs": "SOS (součet bodů soupeřů)"},
    "standings.criterion.sdos": {
        "en": "SDOS (sum of the scores of opponents beaten)",
        "cs": "SDOS (součet bodů poražených soupeřů)",
    },
    "standings.criterion.ssos": {
        "en": "SSOS (sum of opponents' SOS)",
        "cs": "SSOS (součet SOS soupeřů)",
    },
    "standings.criterion.msos": {"en": "MSOS (modified SOS)", "cs": "MSOS (modifikovaný SOS)"},
    "standings.criterion.rating": {"en": "Rating", "cs": "Rating"},
    "standings.criterion.match_points": {"en": "Match points", "cs": "Zápasové body"},
    "standings.criterion.board_points": {"en": "Board points", "cs": "Body z partií"},
    "standings.criterion.board_order": {
        "en": "Result on board 1, then 2, 3, …",
        "cs": "Výsledek na 1. šachovnici, pak 2., 3., …",
    },
    # Column headers
    "standings.column.place": {"en": "Place", "cs": "Pořadí"},
    "standings.column.no": {"en": "No.", "cs": "Č."},
    "standings.column.name": {"en": "Name", "cs": "Jméno"},
    "standings.column.team": {"en": "Team", "cs": "Družstvo"},
    "standings.column.games": {"en": "Games", "cs": "Partie"},
    "standings.column.remaining": {"en": "RG", "cs": "ZP"},
    "standings.column.matches": {"en": "Matches", "cs": "Zápasy"},
    "standings.column.board": {"en": "B{board}", "cs": "Š{board}"},
    "standings.column.points": {"en": "Score", "cs": "Body"},
    "standings.column.wins": {"en": "Wins", "cs": "Výhry"},
    "standings.column.sb": {"en": "SB", "cs": "SB"},
    "standings.column.h2h": {"en": "H2H", "cs": "Vzáj."},
    "standings.column.weighted": {"en": "Σ", "cs": "Σ"},
    "standings.column.sos": {"en": "SOS", "cs": "SOS"},
    "standings.column.sdos": {"en": "SDOS", "cs": "SDOS"},
    "standings.column.ssos": {"en": "SSOS", "cs": "SSOS"},
    "standings.column.msos": {"en": "MSOS", "cs": "MSOS"},
    "standings.column.rating": {"en": "Rating", "cs": "Rating"},
    "standings.column.match_points": {"en": "MP", "cs": "ZB"},
    "standings.column.board_points": {"en": "BP", "cs": "BP"},
    "standings.column.board_order": {"en": "Boards", "cs": "Šachovnice"},
    # Notes on explanation lines
    "standings.note.default": {
        "en": "won or lost by default (counts as a normal result here)",
        "cs": "kontumace (zde se počítá jako běžný výsledek)",
    },
    "standings.note.default_not_win": {
        "en": "default win, not counted as a win (setting default_counts_as_win)",
        "cs": "výhra kontumací, nepočítá se jako výhra (nastavení default_counts_as_win)",
    },
    "standings.note.default_excluded": {
        "en": "default win, not counted in SB (setting default_in_sb)",
        "cs": "výhra kontumací, nezapočítává se do SB (nastavení default_in_sb)",
    },
    "standings.note.adjusted": {
        "en": "opponent's score raised by half his missed games, rounded down [ČAGo §3.3.3]",
        "cs": "body soupeře zvýšené o polovinu vynechaných partií, zaokrouhleno dolů [ČAGo §3.3.3]",
    },
    "standings.note.opponent_sos": {"en": "the opponent's SOS", "cs": "SOS soupeře"},
    "standings.note.dropped": {
        "en": "left out of MSOS (lowest or highest opponent score)",
        "cs": "vynecháno z MSOS (nejnižší nebo nejvyšší body soupeře)",
    },
    "standings.note.h2h_undecided": {
        "en": "not all games among the tied players are finished: head-to-head does not decide",
        "cs": "vzájemné partie nejsou všechny dohrány: vzájemné partie nerozhodují",
    },
    "standings.note.rating": {"en": "rating at the start", "cs": "rating na začátku turnaje"},
    "standings.note.unrated": {"en": "no rating (counts 0)", "cs": "bez ratingu (počítá se 0)"},
    "standings.note.cancelled": {
        "en": "cancelled game: counts for nobody",
        "cs": "anulovaná partie: nepočítá se nikomu",
    },
    "standings.note.running": {"en": "game still running", "cs": "partie se ještě hraje"},
    "standings.note.pending": {
        "en": "adjudication pending",
        "cs": "odhad partie dosud nerozhodnut",
    },
    # Pairing
    "standings.pairing.bye": {"en": "bye", "cs": "volno"},
    "standings.pairing.round": {"en": "Round {round}", "cs": "{round}. kolo"},
}
