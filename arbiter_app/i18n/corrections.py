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
    "corrections.unstarted.none": {
        "en": "No board of {code} is unstarted on {on}: the period after the start has not passed, or every player has begun his games.",
        "cs": "Žádná šachovnice {code} není ke dni {on} nezahájená: lhůta od zahájení neuplynula, nebo všichni hráči hru zahájili.",
    },
    "corrections.unstarted.heading": {
        "en": "{code}: boards not started on {on}, no substitute named [SKŠ rules 2014 §7.7g; ICCF Tournament Rules 2016 §8.7d]",
        "cs": "{code}: šachovnice nezahájené ke dni {on}, bez určeného náhradníka [pravidla SKŠ 2014 §7.7g; Turnajová pravidla ICCF 2016 §8.7d]",
    },
    "corrections.unstarted.board": {
        "en": "Team {team} ({team_name}), board {board}: {no} {name}: not begun {not_started}, move count unknown {unknown}",
        "cs": "Družstvo {team} ({team_name}), šachovnice {board}: {no} {name}: nezahájeno {not_started}, neznámý počet tahů {unknown}",
    },
    "corrections.unstarted.apply_hint": {
        "en": "The team loses the games on these boards: run again with --apply to record the losses (D), one undoable change. "
        "Games with an unknown move count: check them first.",
        "cs": "Družstvo na těchto šachovnicích partie prohrává: spusťte znovu s --apply, prohry (D) se zapíší jako jedna vratná změna. "
        "Partie s neznámým počtem tahů nejdřív ověřte.",
    },
    "corrections.unstarted.title": {"en": "Boards not started", "cs": "Nezahájené šachovnice"},
    "corrections.unstarted.button": {"en": "Boards not started…", "cs": "Nezahájené šachovnice…"},
    "corrections.unstarted.rule": {
        "en": "A player who has not begun play against all his opponents within 30 days of the start (ICCF: 2 months), "
        "when the captain has named no substitute for the board: the team loses the games on that board "
        "[SKŠ rules 2014 §7.7g; ICCF Tournament Rules 2016 §8.7d].",
        "cs": "Pokud hráč družstva nezahájí hru se všemi soupeři do 30 dnů po zahájení turnaje (ICCF: 2 měsíce) a kapitán "
        "neurčil na šachovnici náhradníka, družstvo partie na této šachovnici prohrává "
        "[pravidla SKŠ 2014 §7.7g; Turnajová pravidla ICCF 2016 §8.7d].",
    },
    "corrections.unstarted.on": {"en": "Date of the check", "cs": "Datum kontroly"},
    "corrections.unstarted.apply": {"en": "Record the losses", "cs": "Zapsat prohry"},
    "corrections.unstarted.col.not_started": {"en": "Not begun", "cs": "Nezahájeno"},
    "corrections.unstarted.col.unknown": {"en": "Moves unknown", "cs": "Tahy neznámé"},
    "corrections.unstarted.col.losses": {"en": "Losses (D)", "cs": "Prohry (D)"},
    "corrections.unstarted.check_moves": {
        "en": "Some games have no move count: check them before deciding.",
        "cs": "U některých partií chybí počet tahů: před rozhodnutím je ověřte.",
    },
    "corrections.unstarted.dialog_hint": {
        "en": "\"Record the losses\" stores every loss listed as one change; Undo takes it back.",
        "cs": "„Zapsat prohry“ uloží všechny uvedené prohry jako jednu změnu; Zpět ji vrátí.",
    },
    "corrections.no_bank": {
        "en": "This tournament's time control has no bank (not the three-block system): no bank time can be moved.",
        "cs": "Časová kontrola tohoto turnaje nemá banku (není to systém tří bloků): žádný čas z banky nelze přesunout.",
    },
    "corrections.bank.moved": {
        "en": "{days} day(s) of the replaced player's bank go onto the clock of {name} [ICCF three-block system, Art. III 1].",
        "cs": "{days} dní z banky vystřídaného hráče přejde na hodiny hráče {name} [systém tří bloků ICCF, čl. III 1].",
    },
    "corrections.bank.offer": {
        "en": "The captain moves time from the replaced player's bank onto the new player's clock [ICCF three-block system, Art. III 1]",
        "cs": "Kapitán přesune čas z banky vystřídaného hráče na hodiny nového hráče [systém tří bloků ICCF, čl. III 1]",
    },
    "corrections.bank.days": {"en": "Days moved (the clock shows at most {limit})", "cs": "Přesunuto dní (hodiny ukážou nejvýše {limit})"},
    "corrections.bank.none": {
        "en": "No bank to move: this tournament's time control is not the three-block system.",
        "cs": "Banku nelze přesunout: časová kontrola turnaje není systém tří bloků.",
    },
    "corrections.db.not_a_database": {
        "en": "{target} is not an arbiter database; it was not changed",
        "cs": "{target} není databáze rozhodčího; soubor nebyl změněn",
    },
    "corrections.db.read_only": {
        "en": "{target} is read-only: nothing was changed",
        "cs": "{target} je jen pro čtení: nic nebylo změněno",
    },
    "corrections.db.cannot_open": {
        "en": "cannot open {target}: the file or its folder cannot be read or written",
        "cs": "{target} nelze otevřít: soubor nebo jeho složku nelze číst nebo do ní zapisovat",
    },
    "corrections.output.folder": {
        "en": "cannot write {path}: it is a folder; give a file name",
        "cs": "nelze zapsat {path}: je to složka; zadejte jméno souboru",
    },
    "corrections.output.no_folder": {
        "en": "cannot write {path}: the folder {folder} does not exist",
        "cs": "nelze zapsat {path}: složka {folder} neexistuje",
    },
    "corrections.output.not_a_folder": {
        "en": "cannot write {path}: {folder} is not a folder",
        "cs": "nelze zapsat {path}: {folder} není složka",
    },
    "corrections.output.not_writable": {
        "en": "cannot write {path}: {reason}",
        "cs": "nelze zapsat {path}: {reason}",
    },
    "corrections.output.permission": {"en": "no permission to write there", "cs": "chybí oprávnění k zápisu"},
}
