"""Texts of the ratings area (see arbiter_app.i18n).

Keys: `ratings.source.<RatingSource>`, `ratings.method.<Method>`, `ratings.entry.<EntryProblem>`,
`ratings.kind.<RatingKind>`, `ratings.column.<PreviewRow field>`.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # seeding.RatingSource
    "ratings.source.published": {"en": "published ICCF rating", "cs": "publikovaný rating ICCF"},
    "ratings.source.fide": {"en": "FIDE rating", "cs": "rating FIDE"},
    "ratings.source.setting": {"en": "rating set in the propositions", "cs": "rating stanovený v propozicích"},
    "ratings.source.assumed": {"en": "assumed rating for the level of the event", "cs": "předpokládaný rating podle úrovně turnaje"},
    "ratings.source.national_average": {
        "en": "average of the published ratings (at most 2400)",
        "cs": "průměr publikovaných ratingů (nejvýše 2400)",
    },
    "ratings.source.sks_seeding": {"en": "SKŠ seeding rating", "cs": "nasazovací rating SKŠ"},
    "ratings.source.sks_average": {
        "en": "average of the participants rounded up to 50",
        "cs": "průměr účastníků zaokrouhlený na padesátky nahoru",
    },
    "ratings.source.none": {"en": "no rating can be determined", "cs": "rating nelze určit"},
    # rating_period.Method
    "ratings.method.unchanged": {"en": "no rated game: unchanged", "cs": "žádná hodnocená partie: beze změny"},
    "ratings.method.fixed": {"en": "fixed rating formula", "cs": "vzorec pro fixní rating"},
    "ratings.method.provisional": {"en": "provisional formula from all games", "cs": "vzorec z dosud sehraných partií"},
    "ratings.method.overload": {
        "en": "too many games in the period: provisional formula from this period's games",
        "cs": "příliš mnoho partií v období: vzorec jen z partií tohoto období",
    },
    "ratings.estimated_basis": {
        "en": "earlier games estimated from the old rating",
        "cs": "dřívější partie odhadnuty ze starého ratingu",
    },
    # model.RatingKind as printed on a list
    "ratings.kind.fixed": {"en": "fixed", "cs": "fixní"},
    "ratings.kind.provisional": {"en": "provisional (P)", "cs": "nefixní (P)"},
    "ratings.kind.fide": {"en": "FIDE (F)", "cs": "FIDE (F)"},
    "ratings.kind.national": {"en": "national (N)", "cs": "národní (N)"},
    "ratings.kind.none": {"en": "unpublished", "cs": "nepublikovaný"},
    # rating_planet.EntryProblem
    "ratings.entry.no_rating": {"en": "the player has no rating", "cs": "hráč nemá rating"},
    "ratings.entry.below_tolerance": {
        "en": "rating {rating} is more than {tolerance} below the tournament rating {base}",
        "cs": "rating {rating} je o více než {tolerance} nižší než rating turnaje {base}",
    },
    "ratings.entry.above_tolerance": {
        "en": "rating {rating} is more than {tolerance} above the tournament rating {base}",
        "cs": "rating {rating} je o více než {tolerance} vyšší než rating turnaje {base}",
    },
    "ratings.entry.spread": {
        "en": "the participants' ratings would differ by more than {spread}",
        "cs": "ratingy účastníků by se lišily o více než {spread}",
    },
    # rating_preview.PreviewRow columns
    "ratings.column.no": {"en": "No.", "cs": "Č."},
    "ratings.column.rating": {"en": "Rating", "cs": "Rating"},
    "ratings.column.expected": {"en": "Expected", "cs": "Očekáváno"},
    "ratings.column.score": {"en": "Score", "cs": "Body"},
    "ratings.column.delta": {"en": "Change", "cs": "Změna"},
    "ratings.column.new_rating": {"en": "New rating", "cs": "Nový rating"},
    "ratings.column.delta_if_drawn": {"en": "Change if the rest drawn", "cs": "Změna při remízách zbytku"},
    "ratings.column.provisional": {"en": "Provisional", "cs": "Nefixní"},
    # rating_period.PlayerResult columns
    "ratings.column.period_games": {"en": "Games in period", "cs": "Partie v období"},
    "ratings.column.total_games": {"en": "Rated games", "cs": "Hodnocené partie"},
    "ratings.column.published": {"en": "Published", "cs": "Publikován"},
    "ratings.column.method": {"en": "Method", "cs": "Metoda"},
}
