"""Texts of the rule corrections and robustness fixes (issue 12): refusals and notes."""

MESSAGES: dict[str, dict[str, str]] = {
    "corrections.no_figures.no_stand_in": {
        "en": "no figures: no published rating, and an event of kind '{kind}' gives no assumed rating "
        "[ICCF Tournament Rules 2016, App. I 11]; set `assumed_rating` in the tournament's settings",
        "cs": "bez údajů: hráč nemá zveřejněný rating a turnaj druhu '{kind}' nepřiděluje předpokládaný rating "
        "[Turnajová pravidla ICCF 2016, příl. I 11]; zadejte `assumed_rating` v nastavení turnaje",
    },
    "corrections.no_figures.unrated": {
        "en": "no figures: no rating at the start [Planet Šah rules]",
        "cs": "bez údajů: hráč nemá na začátku rating [pravidla Planet Šah]",
    },
    "corrections.period.applied": {
        "en": "the rating period {period} was applied on {applied}; undo that change to apply it again "
        "(its games would count twice)",
        "cs": "ratingové období {period} bylo použito {applied}; chcete-li ho použít znovu, vraťte tu změnu zpět "
        "(jeho partie by se započítaly dvakrát)",
    },
    "corrections.period.overlaps": {
        "en": "this period overlaps the period {period} applied on {applied}; its games would count twice",
        "cs": "toto období se překrývá s obdobím {period} použitým {applied}; jeho partie by se započítaly dvakrát",
    },
}
