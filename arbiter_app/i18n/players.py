"""Texts of the player register (see arbiter_app.i18n): field names (`players.field.<field>`), the
reason codes of arbiter_app.rules.player_checks (`players.problem.*`, placeholders from
`FieldProblem.values`), the services' refusals and the register window and dialog."""

MESSAGES: dict[str, dict[str, str]] = {
    # Fields (rules.player_checks.FIELDS); also the column headers of the register
    "players.field.id": {"en": "ID", "cs": "ID"},
    "players.field.name": {"en": "Name", "cs": "Jméno"},
    "players.field.federation": {"en": "Federation", "cs": "Federace"},
    "players.field.title": {"en": "Title", "cs": "Titul"},
    "players.field.sex": {"en": "Sex", "cs": "Pohlaví"},
    "players.field.rating": {"en": "Rating", "cs": "Rating"},
    "players.field.rated_games": {"en": "Rated games", "cs": "Hodnocené partie"},
    "players.field.rating_kind": {"en": "Rating kind", "cs": "Druh ratingu"},
    "players.field.fide_id": {"en": "FIDE ID", "cs": "FIDE ID"},
    "players.field.birth_year": {"en": "Year of birth", "cs": "Rok narození"},
    "players.field.rank": {"en": "Go rank", "cs": "Výkonnostní třída (go)"},
    "players.field.club": {"en": "Club", "cs": "Klub"},
    "players.field.tournaments": {"en": "Tournaments", "cs": "Turnaje"},
    # Why a field is refused (rules.player_checks.Reason)
    "players.problem.empty": {"en": "must not be empty", "cs": "nesmí být prázdné"},
    "players.problem.spaces": {"en": "must not contain spaces", "cs": "nesmí obsahovat mezery"},
    "players.problem.taken": {
        "en": "{id} is already another player's id in the register",
        "cs": "{id} už je v registru ID jiného hráče",
    },
    "players.problem.name_format": {
        "en": 'write "Surname, Firstname" (a comma between two non-empty parts)',
        "cs": "pište „Příjmení, Jméno“ (čárka mezi dvěma neprázdnými částmi)",
    },
    "players.problem.too_long": {"en": "at most {limit} characters", "cs": "nejvýše {limit} znaků"},
    "players.problem.federation": {
        "en": "a three-letter code in capitals, e.g. CZE",
        "cs": "třípísmenný kód velkými písmeny, např. CZE",
    },
    "players.problem.title": {
        "en": "an ICCF title ({choices}) or empty",
        "cs": "titul ICCF ({choices}) nebo nic",
    },
    "players.problem.choice": {"en": "one of {choices}", "cs": "jedna z hodnot {choices}"},
    "players.problem.not_whole_number": {"en": "must be a whole number", "cs": "musí být celé číslo"},
    "players.problem.range": {"en": "must be between {low} and {high}", "cs": "musí být mezi {low} a {high}"},
    "players.problem.negative": {"en": "must not be negative", "cs": "nesmí být záporný"},
    "players.problem.kind_without_rating": {
        "en": 'a player without a rating has the rating kind "none"',
        "cs": "hráč bez ratingu má druh ratingu „none“ (žádný)",
    },
    "players.problem.rating_without_kind": {
        "en": 'a rating needs its kind (fixed, provisional, fide or national), not "none"',
        "cs": "rating potřebuje svůj druh (fixed, provisional, fide nebo national), ne „none“",
    },
    "players.problem.digits": {"en": "digits only", "cs": "jen číslice"},
    "players.problem.rank": {
        "en": "a go rank: 30k to 1k, 1d to 9d or 1p to 9p",
        "cs": "výkonnostní třída go: 30k až 1k, 1d až 9d nebo 1p až 9p",
    },
    # Services
    "players.refused": {"en": "player refused, nothing stored", "cs": "hráč odmítnut, nic nebylo uloženo"},
    "players.in_tournaments": {
        "en": "{name} ({id}) plays in {codes}; a player with entries cannot be deleted",
        "cs": "{name} ({id}) hraje v turnajích {codes}; hráče s přihláškami nelze smazat",
    },
    "players.added": {"en": "player {name} added", "cs": "hráč {name} přidán"},
    "players.edited": {"en": "player {name} changed", "cs": "hráč {name} změněn"},
    "players.unchanged": {"en": "player {name}: nothing changed", "cs": "hráč {name}: beze změny"},
    "players.deleted": {"en": "player {name} deleted", "cs": "hráč {name} smazán"},
    # Rating kinds and sexes (model enums RatingKind, Sex)
    "players.kind.fixed": {"en": "fixed", "cs": "fixní"},
    "players.kind.provisional": {"en": "provisional", "cs": "předběžný"},
    "players.kind.fide": {"en": "FIDE", "cs": "FIDE"},
    "players.kind.national": {"en": "national", "cs": "národní"},
    "players.kind.none": {"en": "none", "cs": "žádný"},
    "players.sex.m": {"en": "male", "cs": "muž"},
    "players.sex.f": {"en": "female", "cs": "žena"},
    # The register window, the search and the dialog
    "players.menu": {"en": "&Players", "cs": "&Hráči"},
    "players.register.action": {"en": "Player register…", "cs": "Registr hráčů…"},
    "players.register.title": {"en": "Player register", "cs": "Registr hráčů"},
    "players.register.add": {"en": "Add…", "cs": "Přidat…"},
    "players.register.edit": {"en": "Edit…", "cs": "Upravit…"},
    "players.register.delete": {"en": "Delete", "cs": "Smazat"},
    "players.register.undo": {"en": "Undo", "cs": "Zpět"},
    "players.search.placeholder": {
        "en": "Search by name or id (diacritics optional)",
        "cs": "Hledat podle jména nebo ID (bez diakritiky stačí)",
    },
    "players.search.count": {"en": "{count} player(s)", "cs": "hráčů: {count}"},
    "players.search.first": {
        "en": "the first {count} players shown; type to narrow the list",
        "cs": "zobrazeno prvních {count} hráčů; psaním seznam zúžíte",
    },
    "players.dialog.add": {"en": "Add a player", "cs": "Přidat hráče"},
    "players.dialog.edit": {"en": "Edit a player", "cs": "Upravit hráče"},
    "players.dialog.name_hint": {"en": "Surname, Firstname", "cs": "Příjmení, Jméno"},
}
