"""Texts of the reports area (see arbiter_app.i18n). Every key starts with "report."."""

MESSAGES: dict[str, dict[str, str]] = {
    # document titles
    "report.title.start_list": {"en": "Start list", "cs": "Startovní listina"},
    "report.title.start_lists": {"en": "Start lists", "cs": "Startovní listiny"},
    "report.title.crosstable": {"en": "Crosstable", "cs": "Turnajová tabulka"},
    "report.title.norm_report": {"en": "Norm report", "cs": "Zpráva o splněných normách"},
    "report.title.withdrawal_notice": {"en": "Withdrawal notice", "cs": "Oznámení o odstoupení"},
    "report.title.diploma": {"en": "Diploma", "cs": "Diplom"},
    "report.page": {"en": "Page {page} of", "cs": "Strana {page} z"},
    # header fields
    "report.field.code": {"en": "Code", "cs": "Kód"},
    "report.field.organiser": {"en": "Organiser", "cs": "Pořadatel"},
    "report.field.td": {"en": "Tournament director", "cs": "Rozhodčí turnaje"},
    "report.field.period": {"en": "Played", "cs": "Termín"},
    "report.field.time_control": {"en": "Time control", "cs": "Tempo hry"},
    "report.field.rating_system": {"en": "Rating system", "cs": "Ratingový systém"},
    "report.field.category": {"en": "Category", "cs": "Kategorie"},
    "report.field.average": {"en": "Average rating", "cs": "Průměrný rating"},
    # table columns
    "report.col.no": {"en": "No", "cs": "Č."},
    "report.col.fed": {"en": "Fed", "cs": "Fed"},
    "report.col.id": {"en": "ID", "cs": "ID"},
    "report.col.title": {"en": "Title", "cs": "Titul"},
    "report.col.name": {"en": "Name", "cs": "Jméno"},
    "report.col.rating": {"en": "Rating", "cs": "Rating"},
    "report.col.score": {"en": "Score", "cs": "Body"},
    "report.col.wins": {"en": "Wins", "cs": "Výhry"},
    "report.col.rg": {"en": "RG", "cs": "ZP"},
    "report.col.place": {"en": "Place", "cs": "Pořadí"},
    "report.col.norm": {"en": "Norm", "cs": "Norma"},
    "report.col.games": {"en": "Games", "cs": "Partie"},
    "report.col.required": {"en": "Required", "cs": "Potřeba"},
    "report.col.surplus": {"en": "Surplus", "cs": "Přebytek"},
    "report.col.remark": {"en": "Remark", "cs": "Poznámka"},
    "report.col.opponent": {"en": "Opponent", "cs": "Soupeř"},
    "report.col.colour": {"en": "Colour", "cs": "Barva"},
    "report.col.before": {"en": "Before", "cs": "Dosud"},
    "report.col.after": {"en": "New state", "cs": "Nový stav"},
    "report.col.points": {"en": "Points", "cs": "Body"},
    # colours: White / Black as printed in colour tables
    "report.colour.W": {"en": "W", "cs": "B"},
    "report.colour.B": {"en": "B", "cs": "Č"},
    "report.colour.long.W": {"en": "White", "cs": "bílé"},
    "report.colour.long.B": {"en": "Black", "cs": "černé"},
    # tie-breaks (column heading and legend)
    "report.tiebreak.sb": {"en": "SB", "cs": "SB"},
    "report.tiebreak.h2h": {"en": "H2H", "cs": "VZ"},
    "report.tiebreak.sdos": {"en": "SDOS", "cs": "SDOS"},
    "report.tiebreak.sos": {"en": "SOS", "cs": "SOS"},
    "report.tiebreak.ssos": {"en": "SSOS", "cs": "SSOS"},
    "report.tiebreak.msos": {"en": "MSOS", "cs": "MSOS"},
    "report.tiebreak.sigma": {"en": "Σ", "cs": "Σ"},
    "report.legend.sb": {"en": "SB Sonneborn-Berger", "cs": "SB Sonneborn-Berger"},
    "report.legend.h2h": {"en": "H2H head-to-head", "cs": "VZ vzájemné zápasy"},
    "report.legend.sdos": {"en": "SDOS sum of defeated opponents' scores",
                           "cs": "SDOS součet bodů poražených soupeřů"},
    "report.legend.sos": {"en": "SOS sum of opponents' scores", "cs": "SOS součet bodů soupeřů"},
    "report.legend.ssos": {"en": "SSOS sum of opponents' SOS", "cs": "SSOS součet SOS soupeřů"},
    "report.legend.msos": {"en": "MSOS median SOS", "cs": "MSOS medián SOS"},
    "report.legend.sigma": {"en": "Σ Planet Šah scoring (Black win 3, White win 2, draw ½)",
                            "cs": "Σ hodnocení Planet Šah (výhra černými 3, bílými 2, remíza ½)"},
    "report.legend.rg": {"en": "RG remaining games", "cs": "ZP zbývající partie"},
    # flags and rating marks [000 §7.3–7.5; 001 §9.3–9.4]
    "report.legend.title": {"en": "Legend", "cs": "Vysvětlivky"},
    "report.flag.A": {"en": "A adjudicated", "cs": "A odhadovaná partie"},
    "report.flag.C": {"en": "C cancelled", "cs": "C anulovaná partie"},
    "report.flag.D": {"en": "D default", "cs": "D kontumace"},
    "report.flag.E": {"en": "E time exceeded", "cs": "E překročení času"},
    "report.flag.O": {"en": "O finished by the original player",
                      "cs": "O dohráno původním hráčem"},
    "report.mark.P": {"en": "P provisional rating", "cs": "P prozatímní rating"},
    "report.mark.F": {"en": "F FIDE rating", "cs": "F rating FIDE"},
    "report.mark.N": {"en": "N national rating", "cs": "N národní rating"},
    # notes under a crosstable (built by the services in the document's language)
    "report.note.withdrawal": {
        "en": "{name} ({no}) withdrew on {date}: {outcome}.",
        "cs": "{name} ({no}) odstoupil(a) dne {date}: {outcome}.",
    },
    "report.note.substitution": {
        "en": "{new} replaced {old} ({no}) on {date}.",
        "cs": "{new} nahradil(a) hráče {old} ({no}) dne {date}.",
    },
    # start list
    "report.section.players": {"en": "Players", "cs": "Hráči"},
    "report.section.colours": {"en": "Colour table", "cs": "Tabulka barev"},
    "report.colours.hint": {
        "en": "Row player's colour against the opponent in the column (W White, B Black).",
        "cs": "Barva hráče v řádku proti soupeři ve sloupci (B bílé, Č černé).",
    },
    "report.colours.hint2": {
        "en": "Row player's colours against the opponent in the column: first game, second game "
              "(W White, B Black).",
        "cs": "Barvy hráče v řádku proti soupeři ve sloupci: první a druhá partie "
              "(B bílé, Č černé).",
    },
    "report.section.norms": {"en": "Norm requirements", "cs": "Požadavky na normy"},
    "report.norms.hint": {
        "en": "Points needed for a title norm in this group; — the norm cannot be made here.",
        "cs": "Body potřebné ke splnění normy v této skupině; — normu zde nelze splnit.",
    },
    "report.norms.none": {"en": "This group is not a title tournament.",
                          "cs": "Tato skupina není turnajem s možností plnit normy."},
    # norm report
    "report.norm_report.none": {"en": "No title norm was made in this group.",
                                "cs": "V této skupině nikdo nesplnil titulovou normu."},
    "report.norm_report.intro": {
        "en": "The following norms were made; the numbers are those of the final crosstable.",
        "cs": "Byly splněny tyto normy; čísla odpovídají konečné turnajové tabulce.",
    },
    "report.role.td": {"en": "Tournament director", "cs": "Rozhodčí turnaje"},
    # withdrawal notice
    "report.withdrawal.to": {"en": "To", "cs": "Komu"},
    "report.withdrawal.subject": {"en": "Withdrawal of {name} ({no})",
                                  "cs": "Odstoupení hráče {name} ({no})"},
    "report.withdrawal.player": {"en": "Player", "cs": "Hráč"},
    "report.withdrawal.kind": {"en": "Decision", "cs": "Rozhodnutí"},
    "report.withdrawal.date": {"en": "Date", "cs": "Datum"},
    "report.withdrawal.reason": {"en": "Reason", "cs": "Důvod"},
    "report.withdrawal.games": {"en": "Games of the player", "cs": "Partie hráče"},
    "report.withdrawal.in_progress": {"en": "in progress", "cs": "rozehráno"},
    "report.withdrawal.pending": {"en": "adjudication pending", "cs": "čeká na odhad"},
    "report.withdrawal.kind.accepted": {"en": "Withdrawal accepted", "cs": "Odstoupení uznáno"},
    "report.withdrawal.kind.unaccepted": {"en": "Withdrawal not accepted",
                                          "cs": "Odstoupení neuznáno"},
    "report.withdrawal.kind.silent": {"en": "Silent withdrawal", "cs": "Tiché odstoupení"},
    "report.withdrawal.kind.before-start": {"en": "Withdrawal before the start",
                                            "cs": "Odstoupení před startem"},
    "report.withdrawal.explain.accepted": {
        "en": "The withdrawal is accepted. If any game of the player has finished or his games "
              "average at least 25 moves, his unfinished games are adjudicated (A); otherwise "
              "all his games are cancelled (C). No new entry for 6 months. "
              "[SKŠ §7; ICCF §8]",
        "cs": "Odstoupení se uznává. Pokud hráč dokončil některou partii nebo jeho partie mají "
              "v průměru alespoň 25 tahů, nedohrané partie se odhadují (A); jinak se všechny jeho "
              "partie anulují (C). Nová přihláška je možná nejdříve za 6 měsíců. "
              "[SKŠ §7; ICCF §8]",
    },
    "report.withdrawal.explain.unaccepted": {
        "en": "The withdrawal is not accepted. The unfinished games are lost by default (D), or "
              "all games are cancelled (C) if the player had not started any game. Suspension of "
              "at least 12 months and a bond of at least twice the entry fee. [SKŠ §7; ICCF §8]",
        "cs": "Odstoupení se neuznává. Nedohrané partie jsou kontumovány (D), nebo se všechny "
              "partie anulují (C), pokud hráč žádnou partii nezahájil. Zákaz startu nejméně na "
              "12 měsíců a kauce nejméně ve výši dvojnásobku vkladu. [SKŠ §7; ICCF §8]",
    },
    "report.withdrawal.explain.silent": {
        "en": "The player left without notice. The unfinished games are lost by default (D), or "
              "all games are cancelled (C) if he had not started any game; suspension up to "
              "2 years (5 years for a repeat), a bond, no norm or qualification. [SKŠ §7; ICCF §8]",
        "cs": "Hráč odstoupil bez oznámení. Nedohrané partie jsou kontumovány (D), nebo se "
              "všechny partie anulují (C), pokud žádnou nezahájil; zákaz startu až na 2 roky "
              "(při opakování 5 let), kauce, žádná norma ani postup. [SKŠ §7; ICCF §8]",
    },
    "report.withdrawal.explain.before-start": {
        "en": "Withdrawal after the start list but before the start: no penalty, but no refund "
              "of the entry fee and no qualification. [SKŠ §7; ICCF §8]",
        "cs": "Odstoupení po vydání startovní listiny a před startem: bez trestu, ale bez "
              "vrácení vkladu a bez postupu. [SKŠ §7; ICCF §8]",
    },
    # diploma
    "report.diploma.missing": {
        "en": "No diploma wording for {kind!r} in language {language!r} in {path}",
        "cs": "Chybí text diplomu {kind!r} pro jazyk {language!r} v {path}",
    },
    # built by services/documents.py: header fields, notes, remarks
    "report.organiser.ICCF": {"en": "ICCF", "cs": "ICCF"},
    "report.organiser.SKS": {"en": "SKŠ ČR", "cs": "SKŠ ČR"},
    "report.organiser.PlanetSah": {"en": "Planet Šah", "cs": "Planet Šah"},
    "report.organiser.CAGo": {"en": "ČAGo", "cs": "ČAGo"},
    "report.issuer.ICCF": {"en": "International Correspondence Chess Federation",
                           "cs": "Mezinárodní federace korespondenčního šachu ICCF"},
    "report.issuer.SKS": {"en": "Correspondence Chess Association of the Czech Republic",
                          "cs": "Svaz korespondenčního šachu ČR"},
    "report.issuer.PlanetSah": {"en": "Planet Šah", "cs": "Planet Šah"},
    "report.issuer.CAGo": {"en": "Czech Go Association", "cs": "Česká asociace go"},
    "report.rating_system.iccf": {"en": "ICCF", "cs": "ICCF"},
    "report.rating_system.sks": {"en": "SKŠ (ICCF system)", "cs": "SKŠ (systém ICCF)"},
    "report.rating_system.planetsah": {"en": "Planet Šah", "cs": "Planet Šah"},
    "report.rating_system.none": {"en": "unrated", "cs": "nehodnoceno"},
    "report.note.outcome.adjudicate": {"en": "his unfinished games are adjudicated (A)",
                                       "cs": "nedohrané partie se odhadují (A)"},
    "report.note.outcome.default": {"en": "his unfinished games are lost by default (D)",
                                    "cs": "nedohrané partie jsou kontumovány (D)"},
    "report.note.outcome.cancel_all": {"en": "all his games are cancelled (C)",
                                       "cs": "všechny jeho partie jsou anulovány (C)"},
    "report.note.outcome.none": {"en": "no game changed", "cs": "žádná partie se nezměnila"},
    "report.note.bracketed": {"en": "A rating in brackets is not the player's own: {source}.",
                              "cs": "Rating v závorce není vlastní rating hráče: {source}."},
    "report.norm.also": {"en": "also counts for {titles}", "cs": "platí i pro {titles}"},
    "report.norm.recalculated": {"en": "category recalculated (at the start: {category})",
                                 "cs": "kategorie přepočtena (na startu: {category})"},
    "report.withdrawal.no_reason": {"en": "No reason given", "cs": "Důvod neuveden"},
    # the Reports menu and the print dialog (gui/print_actions.py)
    "report.gui.start_list": {"en": "Start list…", "cs": "Startovní listina…"},
    "report.gui.crosstable": {"en": "Crosstable…", "cs": "Turnajová tabulka…"},
    "report.gui.norms": {"en": "Norm report…", "cs": "Zpráva o normách…"},
    "report.gui.diploma": {"en": "Diploma…", "cs": "Diplom…"},
    "report.gui.withdrawal": {"en": "Withdrawal notice…", "cs": "Oznámení o odstoupení…"},
    "report.gui.print": {"en": "Print / Save PDF", "cs": "Tisk / uložit PDF"},
    "report.gui.dialog_title": {"en": "Print – {code}", "cs": "Tisk – {code}"},
    "report.gui.document": {"en": "Document", "cs": "Dokument"},
    "report.gui.player": {"en": "Player", "cs": "Hráč"},
    "report.gui.award": {"en": "Award", "cs": "Ocenění"},
    "report.gui.language": {"en": "Language", "cs": "Jazyk"},
    "report.gui.letter": {"en": "US Letter paper (instead of A4)", "cs": "Papír US Letter (místo A4)"},
    "report.gui.save": {"en": "Save PDF…", "cs": "Uložit PDF…"},
    "report.gui.filter": {"en": "PDF documents (*.pdf)", "cs": "Dokumenty PDF (*.pdf)"},
    "report.gui.saved": {"en": "Saved to {path}", "cs": "Uloženo do {path}"},
    "report.gui.pages": {"en": "Page 1 of {pages}", "cs": "Strana 1 z {pages}"},
    "report.gui.no_preview": {"en": "No preview: poppler-utils (pdftoppm) is not installed.",
                              "cs": "Bez náhledu: není nainstalován balík poppler-utils (pdftoppm)."},
    "report.gui.preview_file": {"en": "The document ({pages} pages) is in {path}",
                                "cs": "Dokument ({pages} str.) je v souboru {path}"},
    "report.gui.no_withdrawal": {"en": "Nobody has withdrawn from this tournament.",
                                 "cs": "Z tohoto turnaje nikdo neodstoupil."},
    "report.gui.place": {"en": "Place of issue", "cs": "Místo vydání"},
    "report.gui.close": {"en": "Close", "cs": "Zavřít"},
    "report.gui.award_tip": {
        "en": "A title (GM, SIM, IM, CCM, CCE, LGM, LIM), a norm (e.g. IM-norm) or MKS",
        "cs": "Titul (GM, SIM, IM, CCM, CCE, LGM, LIM), norma (např. IM-norm) nebo MKS",
    },
}
