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
    "ratings.column.no_figures": {"en": "Why no figures", "cs": "Proč bez údajů"},
    # rating_period.PlayerResult columns
    "ratings.column.period_games": {"en": "Games in period", "cs": "Partie v období"},
    "ratings.column.total_games": {"en": "Rated games", "cs": "Hodnocené partie"},
    "ratings.column.published": {"en": "Published", "cs": "Publikován"},
    "ratings.column.method": {"en": "Method", "cs": "Metoda"},
    # In the product: the preview columns beside the standings and the rating period dialog
    "ratings.system.iccf": {"en": "ICCF rating system", "cs": "ratingový systém ICCF"},
    "ratings.system.sks": {"en": "SKŠ rating (ICCF system)", "cs": "rating SKŠ (systém ICCF)"},
    "ratings.system.planetsah": {"en": "Planet Šah rating", "cs": "rating Planet Šah"},
    "ratings.system.none": {"en": "unrated event", "cs": "turnaj bez zápočtu do ratingu"},
    "ratings.gui.preview": {"en": "Rating preview", "cs": "Náhled ratingu"},
    "ratings.gui.preview.tip": {
        "en": "Show beside the standings what the games so far do to each player's rating",
        "cs": "Zobrazit vedle pořadí, jak dosavadní partie mění rating jednotlivých hráčů",
    },
    "ratings.gui.col.rating": {"en": "Rtg", "cs": "Rtg"},
    "ratings.gui.col.rating.tip": {
        "en": "The rating he counts with ({system}); P: provisional formula (fewer than 30 rated games)",
        "cs": "Rating, se kterým se počítá ({system}); P: vzorec pro nefixní rating (méně než 30 partií)",
    },
    "ratings.gui.col.expected": {"en": "Expected", "cs": "Očekáváno"},
    "ratings.gui.col.expected.tip": {
        "en": "Expected score (Σ We) in his finished rated games",
        "cs": "Očekávaný počet bodů (Σ We) v jeho dohraných hodnocených partiích",
    },
    "ratings.gui.col.delta": {"en": "Δ so far", "cs": "Δ dosud"},
    "ratings.gui.col.delta.tip": {
        "en": "Rating change from the finished games so far",
        "cs": "Změna ratingu z dosud dohraných partií",
    },
    "ratings.gui.col.new": {"en": "New rating", "cs": "Nový rating"},
    "ratings.gui.col.new.tip": {
        "en": "Rating after the finished games, rounded (.5 up)",
        "cs": "Rating po dohraných partiích, zaokrouhlený (.5 nahoru)",
    },
    "ratings.gui.col.if_drawn": {"en": "Δ if drawn", "cs": "Δ při remízách"},
    "ratings.gui.col.if_drawn.tip": {
        "en": "The change if every running game ends in a draw",
        "cs": "Změna, pokud všechny rozehrané partie skončí remízou",
    },
    "ratings.gui.period": {"en": "Rating period…", "cs": "Ratingové období…"},
    "ratings.gui.period.title": {"en": "Rating period: the new rating list", "cs": "Ratingové období: nová ratingová listina"},
    "ratings.gui.period.hint": {
        "en": "The new list from the finished rated games of all ICCF and SKŠ tournaments that ended in the "
        "period. Nothing is stored until you apply it; “Undo last change” takes it back.",
        "cs": "Nová listina z dohraných hodnocených partií všech turnajů ICCF a SKŠ ukončených v tomto období. "
        "Nic se neuloží, dokud listinu nezapíšete; „Vrátit poslední změnu“ zápis vezme zpět.",
    },
    "ratings.gui.period.from": {"en": "Games ended from", "cs": "Partie ukončené od"},
    "ratings.gui.period.to": {"en": "to", "cs": "do"},
    "ratings.gui.period.overload": {"en": "Too many games in the period", "cs": "Příliš mnoho partií v období"},
    "ratings.overload.iccf": {"en": "ICCF: more than 50 games", "cs": "ICCF: více než 50 partií"},
    "ratings.overload.sks": {"en": "SKŠ: more than 800/k games", "cs": "SKŠ: více než 800/k partií"},
    "ratings.gui.period.run": {"en": "Compute", "cs": "Spočítat"},
    "ratings.gui.period.close": {"en": "Close", "cs": "Zavřít"},
    "ratings.gui.period.apply": {"en": "Apply to the player register", "cs": "Zapsat do registru hráčů"},
    "ratings.gui.period.count": {
        "en": "{changed} of {players} players have games in the period.",
        "cs": "{changed} z {players} hráčů má v období partie.",
    },
    "ratings.column.id": {"en": "Id", "cs": "Id"},
    "ratings.column.old_rating": {"en": "Old", "cs": "Starý"},
    "ratings.column.new": {"en": "New", "cs": "Nový"},
    "ratings.column.change": {"en": "Change", "cs": "Změna"},
    "ratings.column.status": {"en": "Status", "cs": "Stav"},
}
