"""Texts of the norms area (see arbiter_app.i18n).

Keys: `norms.condition.<code>` (rules.eligibility.Condition; placeholders needed, actual, detail),
`norms.no_norm.<code>` (rules.norms.NoNorm), `norms.title.<code>` (norm and direct titles),
`norms.missing.<code>` (rules.titles.Missing; needed, actual), `norms.mks.<code>` (rules.titles.MksReason),
`norms.qualification.<code>` (rules.qualifications.Target), plus report labels `norms.label.*`.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # Title-tournament conditions [001 App. II 1]
    "norms.condition.event_kind": {
        "en": "Promotion, thematic and cup-preliminary events are never title tournaments ({detail}).",
        "cs": "Postupové a tematické turnaje a předkola poháru nejsou turnaji pro plnění norem ({detail}).",
    },
    "norms.condition.not_declared": {
        "en": "The tournament is not marked as a title tournament.",
        "cs": "Turnaj není označen jako turnaj pro plnění norem.",
    },
    "norms.condition.min_players": {
        "en": "At least {needed} players needed, the group has {actual}.",
        "cs": "Je potřeba nejméně {needed} hráčů, skupina jich má {actual}.",
    },
    "norms.condition.min_games": {
        "en": "A double round robin needs at least {needed} games per player, here {actual}.",
        "cs": "Dvoukolový turnaj vyžaduje nejméně {needed} partií na hráče, zde {actual}.",
    },
    "norms.condition.min_rated": {
        "en": "At least {needed} players with a published rating needed, there are {actual}.",
        "cs": "Je potřeba nejméně {needed} hráčů s publikovaným ratingem, je jich {actual}.",
    },
    "norms.condition.min_fixed": {
        "en": "At least {needed} players with a fixed rating needed, there are {actual}.",
        "cs": "Je potřeba nejméně {needed} hráčů s fixním ratingem, je jich {actual}.",
    },
    "norms.condition.min_federations": {
        "en": "At least {needed} federations needed, there are {actual}.",
        "cs": "Musí být zastoupeny nejméně {needed} federace, jsou {actual}.",
    },
    "norms.condition.max_same_federation": {
        "en": "At most {needed} players of one federation allowed, {detail} has {actual}.",
        "cs": "Z jedné federace smí být nejvýše {needed} hráčů, {detail} má {actual}.",
    },
    "norms.condition.td_missing": {
        "en": "No tournament director is named; the event should if possible be run by an International Arbiter.",
        "cs": "Není uveden rozhodčí turnaje; turnaj by měl být pokud možno řízen Mezinárodním rozhodčím.",
    },
    "norms.condition.td_plays": {
        "en": "The tournament director ({detail}) plays in the group.",
        "cs": "Rozhodčí turnaje ({detail}) hraje ve skupině.",
    },
    # Why a norm is not possible
    "norms.no_norm.not_title_tournament": {
        "en": "Not a title tournament",
        "cs": "Nejde o turnaj pro plnění norem",
    },
    "norms.no_norm.no_category": {
        "en": "The group has no category",
        "cs": "Skupina nemá kategorii",
    },
    "norms.no_norm.no_table_row": {
        "en": "The norm tables have no row for this number of games",
        "cs": "Tabulky norem nemají řádek pro tento počet partií",
    },
    "norms.no_norm.not_in_category": {
        "en": "Not possible in this category",
        "cs": "V této kategorii nelze splnit",
    },
    "norms.no_norm.out_of_reach": {
        "en": "No longer possible",
        "cs": "Již nelze splnit",
    },
    "norms.no_norm.silent_withdrawal": {
        "en": "Withdrew without notice: no norm",
        "cs": "Vystoupil potichu: norma nelze",
    },
    "norms.no_norm.substitute_without_status": {
        "en": "Substitute without substitute status: no norm",
        "cs": "Náhradník bez statutu „Náhradníka“: norma nelze",
    },
    "norms.no_norm.replaced": {
        "en": "Replaced by a substitute",
        "cs": "Nahrazen náhradníkem",
    },
    "norms.no_norm.not_in_field": {
        "en": "No longer in the group (games cancelled)",
        "cs": "Již není ve skupině (partie anulovány)",
    },
    # Titles
    "norms.title.GM": {"en": "GM", "cs": "GM"},
    "norms.title.SIM": {"en": "SIM", "cs": "SIM"},
    "norms.title.IM": {"en": "IM", "cs": "IM"},
    "norms.title.CCM": {"en": "CCM/LGM", "cs": "CCM/LGM"},
    "norms.title.CCE": {"en": "CCE/LIM", "cs": "CCE/LIM"},
    "norms.title.WCCC": {
        "en": "World Correspondence Chess Champion",
        "cs": "Mistr světa v korespondenčním šachu",
    },
    "norms.title.LWCCC": {
        "en": "Ladies World Correspondence Chess Champion",
        "cs": "Mistryně světa v korespondenčním šachu",
    },
    # What a title still lacks
    "norms.missing.title_norms": {
        "en": "{actual} of {needed} norms",
        "cs": "{actual} z {needed} norem",
    },
    "norms.missing.title_games": {
        "en": "{actual} of {needed} games",
        "cs": "{actual} z {needed} partií",
    },
    "norms.missing.title_gm_opponents": {
        "en": "{actual} of {needed} games against GMs or fixed 2600+",
        "cs": "{actual} z {needed} partií proti GM nebo hráčům s fixním ratingem 2600+",
    },
    # SKŠ honorary title MKŠ [000 §5]
    "norms.mks.mks_cr_final_winner": {
        "en": "Winner of the Czech championship final",
        "cs": "Vítěz finále Mistrovství ČR jednotlivců",
    },
    "norms.mks.mks_strong_group_winner": {
        "en": "Winner of a rated SKŠ group with an average above 2350 and at least 13 players",
        "cs": "Vítěz ratingové skupiny SKŠ s průměrným ratingem nad 2350 a nejméně 13 účastníky",
    },
    "norms.mks.mks_iccf_title": {
        "en": "ICCF title {detail}",
        "cs": "Titul ICCF {detail}",
    },
    # Qualifications [001 §1–§2]
    "norms.qualification.wch_final": {"en": "World Championship final", "cs": "Finále Mistrovství světa"},
    "norms.qualification.candidates": {"en": "Candidates tournament", "cs": "Turnaj kandidátů"},
    "norms.qualification.wch_semifinal": {"en": "World Championship semifinal", "cs": "Semifinále Mistrovství světa"},
    "norms.qualification.wch_prelim": {"en": "World Championship preliminary", "cs": "Předkolo Mistrovství světa"},
    "norms.qualification.wch_prelim_half": {
        "en": "Half a qualification for a preliminary",
        "cs": "Poloviční kvalifikace do Předkola",
    },
    "norms.qualification.ladies_wch_final": {"en": "Ladies World Championship final", "cs": "Finále Mistrovství světa žen"},
    "norms.qualification.ladies_wch_semifinal": {
        "en": "Ladies World Championship semifinal",
        "cs": "Semifinále Mistrovství světa žen",
    },
    "norms.qualification.olympiad_final": {"en": "Olympiad final", "cs": "Finále Olympiády"},
    "norms.qualification.master_class": {"en": "Master class", "cs": "Mistrovská třída"},
    "norms.qualification.higher_class": {"en": "Higher class", "cs": "Vyšší třída"},
    # Report labels
    "norms.label.category": {"en": "Category {category}", "cs": "Kategorie {category}"},
    "norms.label.fixed_category": {"en": "Fixed category {category}", "cs": "Pevná kategorie {category}"},
    "norms.label.average": {"en": "Average rating {average}", "cs": "Průměrný rating {average}"},
    "norms.label.made": {"en": "Norm made", "cs": "Norma splněna"},
    "norms.label.possible": {
        "en": "{needed} points needed from {remaining} games",
        "cs": "Potřebuje {needed} bodů ze {remaining} partií",
    },
    "norms.label.at_start": {"en": "As at the start", "cs": "Stav na začátku turnaje"},
    "norms.label.current": {"en": "Current", "cs": "Aktuální stav"},
    # The norm panel and the `norms` / `titles` commands (services/norms.py)
    "gui.tab.norms": {"en": "Norms", "cs": "Normy"},
    "norms.check.event_kind": {
        "en": "Event kind {detail} may be a title tournament",
        "cs": "Druh turnaje {detail} může být turnajem pro plnění norem",
    },
    "norms.check.not_declared": {
        "en": "Marked as a title tournament",
        "cs": "Označen jako turnaj pro plnění norem",
    },
    "norms.check.min_players": {"en": "{actual} players (at least {needed})", "cs": "{actual} hráčů (nejméně {needed})"},
    "norms.check.min_games": {
        "en": "Double round robin, {actual} games per player (at least {needed})",
        "cs": "Dvoukolový turnaj, {actual} partií na hráče (nejméně {needed})",
    },
    "norms.check.min_rated": {
        "en": "{actual} players with a published rating (at least {needed})",
        "cs": "{actual} hráčů s publikovaným ratingem (nejméně {needed})",
    },
    "norms.check.min_fixed": {
        "en": "{actual} players with a fixed rating (at least {needed})",
        "cs": "{actual} hráčů s fixním ratingem (nejméně {needed})",
    },
    "norms.check.min_federations": {
        "en": "{actual} federations (at least {needed})",
        "cs": "{actual} federací (nejméně {needed})",
    },
    "norms.check.max_same_federation": {
        "en": "At most {actual} players of one federation ({detail}; allowed {needed})",
        "cs": "Nejvýše {actual} hráčů z jedné federace ({detail}; povoleno {needed})",
    },
    "norms.check.td_plays": {
        "en": "Tournament director {detail}, who does not play",
        "cs": "Rozhodčí turnaje {detail}, který nehraje",
    },
    "norms.check.covered": {"en": "covered by the fixed category", "cs": "nahrazeno pevnou kategorií"},
    "norms.label.eligible": {"en": "Title tournament", "cs": "Turnaj pro plnění norem"},
    "norms.label.not_eligible": {"en": "Not a title tournament", "cs": "Nejde o turnaj pro plnění norem"},
    "norms.label.no_category": {"en": "No category", "cs": "Bez kategorie"},
    "norms.label.field": {
        "en": "{players} players at the start, {games} games each",
        "cs": "{players} hráčů na začátku, {games} partií každý",
    },
    "norms.label.requirements": {"en": "Points required", "cs": "Potřebný počet bodů"},
    "norms.label.show_start": {"en": "Show players as at the start", "cs": "Zobrazit hráče podle stavu na začátku"},
    "norms.cell.made": {"en": "✓ made", "cs": "✓ splněna"},
    "norms.cell.possible": {"en": "needs {needed} of {remaining}", "cs": "potřebuje {needed} z {remaining}"},
    "norms.cell.out_of_reach": {"en": "out of reach", "cs": "nelze"},
    "norms.col.no": {"en": "No", "cs": "Č."},
    "norms.col.name": {"en": "Name", "cs": "Jméno"},
    "norms.col.score": {"en": "Score", "cs": "Body"},
    "norms.col.rg": {"en": "RG", "cs": "ZP"},
    "norms.col.report": {"en": "Report", "cs": "Stav"},
    "norms.col.remark": {"en": "Remark", "cs": "Poznámka"},
    "norms.col.title": {"en": "Title", "cs": "Titul"},
    "norms.col.tournament": {"en": "Tournament", "cs": "Turnaj"},
    "norms.col.norms": {"en": "Norms", "cs": "Normy"},
    "norms.col.games": {"en": "Games", "cs": "Partie"},
    "norms.col.credited": {"en": "Credited games (§10.0.3)", "cs": "Započtené partie (§10.0.3)"},
    "norms.col.vs_gm": {"en": "vs GM/2600+", "cs": "proti GM/2600+"},
    "norms.col.vs_sim": {"en": "vs SIM", "cs": "proti SIM"},
    "norms.col.status": {"en": "Status", "cs": "Stav"},
    "norms.col.rule": {"en": "Rule", "cs": "Pravidlo"},
    "norms.col.what": {"en": "Award", "cs": "Zisk"},
    "norms.progress.achieved": {"en": "achieved", "cs": "splněno"},
    "norms.heading.titles": {"en": "Progress towards titles by norms", "cs": "Plnění titulů normami"},
    "norms.heading.provisional": {
        "en": "Norms reached in running tournaments (final when the group ends)",
        "cs": "Normy dosažené v probíhajících turnajích (platné po skončení skupiny)",
    },
    "norms.heading.direct": {"en": "Direct titles", "cs": "Přímé tituly"},
    "norms.heading.qualifications": {"en": "Qualifications", "cs": "Kvalifikace"},
    "norms.heading.mks": {"en": "MKŠ candidates", "cs": "Kandidáti titulu MKŠ"},
    "norms.heading.finished": {"en": "Finished tournaments: {codes}", "cs": "Skončené turnaje: {codes}"},
    "norms.none": {"en": "(none)", "cs": "(žádné)"},
}
