"""Texts of the withdrawal area (see arbiter_app.i18n): withdrawals, team substitutes, time control
and move-time files. Keys are the code values of arbiter_app.rules.withdrawal, .substitutes,
.timecontrol and arbiter_app.formats.move_times; placeholders are the `values` of the exceptions
(`WithdrawalRefused.values`), the fields of `Sanction` (`months`, `fee_multiple`) and of
`MoveTimesProblem` (`line`, `move`, `text`)."""

MESSAGES: dict[str, dict[str, str]] = {
    # Kinds and reasons of withdrawals (model enums WithdrawalKind, WithdrawalReason)
    "withdrawal.kind.accepted": {"en": "Accepted withdrawal", "cs": "Akceptované vystoupení"},
    "withdrawal.kind.unaccepted": {"en": "Unaccepted withdrawal", "cs": "Neakceptované vystoupení"},
    "withdrawal.kind.silent": {"en": "Silent withdrawal", "cs": "Tiché vystoupení"},
    "withdrawal.kind.before-start": {"en": "Withdrawal before the start", "cs": "Vystoupení před zahájením turnaje"},
    "withdrawal.reason.death": {"en": "Death", "cs": "Úmrtí"},
    "withdrawal.reason.illness": {
        "en": "Serious illness for at least 3 months",
        "cs": "Vážné onemocnění na dobu nejméně 3 měsíců",
    },
    "withdrawal.reason.force-majeure": {
        "en": "Circumstances beyond his control for at least 3 months",
        "cs": "Okolnosti mimo dosah kontroly hráče na dobu nejméně 3 měsíců",
    },
    "withdrawal.reason.personal": {
        "en": "Personal circumstances for at least 3 months (described in detail)",
        "cs": "Okolnosti osobní povahy na dobu nejméně 3 měsíců (podrobně popsané)",
    },
    # Why a withdrawal or adjudication is refused
    "withdrawal.problem.reason_missing": {
        "en": "An accepted withdrawal needs a reason: death, illness, circumstances beyond control or personal circumstances.",
        "cs": "Akceptované vystoupení vyžaduje důvod: úmrtí, nemoc, okolnosti mimo kontrolu hráče nebo osobní okolnosti.",
    },
    "withdrawal.problem.reason_not_accepted": {
        "en": "The reason {reason} makes a withdrawal accepted; a {kind} withdrawal cannot carry it.",
        "cs": "Důvod {reason} znamená akceptované vystoupení; vystoupení typu {kind} jej mít nemůže.",
    },
    "withdrawal.problem.already_withdrawn": {
        "en": "Player {no} has already withdrawn.",
        "cs": "Hráč č. {no} již z turnaje vystoupil.",
    },
    "withdrawal.problem.not_before_start": {
        "en": "The tournament started on {start}; a withdrawal on {on} is not before the start.",
        "cs": "Turnaj začal {start}; vystoupení ke dni {on} není vystoupením před zahájením.",
    },
    "withdrawal.problem.before_start": {
        "en": "The tournament starts on {start}; a withdrawal on {on} is a withdrawal before the start.",
        "cs": "Turnaj začíná {start}; vystoupení ke dni {on} je vystoupením před zahájením.",
    },
    "withdrawal.problem.moves_unknown": {
        "en": "Enter the number of moves of player {no}'s games {games}: the decision depends on them.",
        "cs": "Zadejte počet tahů v partiích hráče č. {no} ({games}): rozhodnutí na nich závisí.",
    },
    "withdrawal.problem.not_adjudicated": {
        "en": "Game {game} is not sent to adjudication (flag A).",
        "cs": "Partie {game} není určena k odhadu (příznak A).",
    },
    "withdrawal.problem.no_adjudication_result": {
        "en": "An adjudication needs a result: 1-0, ½-½ or 0-1.",
        "cs": "Odhad musí mít výsledek: 1-0, ½-½ nebo 0-1.",
    },
    "withdrawal.problem.stale_plan": {
        "en": "Game {game} has changed since the plan was made; make the plan again.",
        "cs": "Partie {game} se od přípravy plánu změnila; připravte plán znovu.",
    },
    # Outcomes
    "withdrawal.outcome.adjudicate": {
        "en": "Unfinished games go to adjudication (A).",
        "cs": "Neukončené partie budou odhadovány (A).",
    },
    "withdrawal.outcome.cancel_all": {
        "en": "All his games are cancelled (C).",
        "cs": "Všechny jeho partie jsou zrušeny (C).",
    },
    "withdrawal.outcome.default": {
        "en": "Unfinished games are lost by default (D).",
        "cs": "Neukončené partie jsou kontumovány (D).",
    },
    # Sanctions and bounds
    "withdrawal.sanction.no_entry": {
        "en": "No entry to any event for {months} months",
        "cs": "Zákaz přihlášky do soutěží na {months} měsíců",
    },
    "withdrawal.sanction.bond": {
        "en": "A bond of {fee_multiple} × the entry fee with the next entry",
        "cs": "Záruka (kauce) ve výši {fee_multiple}× startovné při příští přihlášce",
    },
    "withdrawal.sanction.suspension": {
        "en": "Suspension from all events for {months} months",
        "cs": "Suspendace ze všech soutěží na {months} měsíců",
    },
    "withdrawal.sanction.no_refund": {"en": "No refund of the entry fee", "cs": "Startovné se nevrací"},
    "withdrawal.sanction.qualification_forfeited": {
        "en": "The qualification for this event is lost",
        "cs": "Kvalifikace pro tuto soutěž propadá",
    },
    "withdrawal.sanction.referred_to_organiser": {
        "en": "A second withdrawal within a short time: the case goes to the organiser",
        "cs": "Opakované vystoupení v krátké době: případ se předává pořadateli soutěže",
    },
    "withdrawal.bound.at_least": {"en": "at least", "cs": "nejméně"},
    "withdrawal.bound.at_most": {"en": "up to", "cs": "až"},
    "withdrawal.bound.exactly": {"en": "", "cs": ""},
    # Who must be told
    "withdrawal.notify.opponents": {"en": "His opponents", "cs": "Jeho soupeři"},
    "withdrawal.notify.other_tds": {
        "en": "The directors of his other tournaments",
        "cs": "Rozhodčí jeho dalších turnajů",
    },
    "withdrawal.notify.international_officer": {
        "en": "Head of the SKŠ international section (passes it to the ICCF WTD and rating commissioner)",
        "cs": "Vedoucí Mezinárodního úseku SKŠ (předá řediteli světových turnajů a ratingovému komisaři ICCF)",
    },
    "withdrawal.notify.wtd": {"en": "ICCF World Tournament Director", "cs": "Ředitel světových turnajů ICCF"},
    "withdrawal.notify.rating_commissioner": {"en": "ICCF rating commissioner", "cs": "Ratingový komisař ICCF"},
    "withdrawal.notify.organiser": {"en": "The tournament organiser", "cs": "Pořadatel soutěže"},
    "withdrawal.notify.national_federation": {"en": "His national federation", "cs": "Jeho národní federace"},
    "withdrawal.notify.team_captain": {
        "en": "The team captain (to name a substitute)",
        "cs": "Kapitán družstva (určí náhradníka)",
    },
    # The withdrawal service, the `withdraw` command and the wizard
    "withdrawal.service.amount": {"en": "(at least {amount})", "cs": "(nejméně {amount})"},
    "withdrawal.service.discretionary": {"en": "(may be imposed)", "cs": "(může být uložena)"},
    "withdrawal.service.outdated": {
        "en": "{code} changed since the preview; look at the plan again.",
        "cs": "Turnaj {code} se od náhledu změnil; prohlédněte si plán znovu.",
    },
    "withdrawal.section.games": {"en": "Games", "cs": "Partie"},
    "withdrawal.section.standings": {"en": "Standings", "cs": "Pořadí"},
    "withdrawal.section.norms": {"en": "Category and norms", "cs": "Kategorie a normy"},
    "withdrawal.section.sanctions": {"en": "Sanctions", "cs": "Sankce"},
    "withdrawal.section.others": {"en": "His other tournaments", "cs": "Jeho další turnaje"},
    "withdrawal.section.notify": {"en": "Who must be told", "cs": "Koho je třeba informovat"},
    "withdrawal.none": {"en": "none", "cs": "žádné"},
    "withdrawal.before": {"en": "before", "cs": "předtím"},
    "withdrawal.after": {"en": "after", "cs": "poté"},
    "withdrawal.norms.made": {"en": "made", "cs": "splněno"},
    "withdrawal.norms.possible": {"en": "still possible", "cs": "ještě možné"},
    "withdrawal.norms.category": {
        "en": "Category {before} → {after} (average {average_before} → {average_after})",
        "cs": "Kategorie {before} → {after} (průměr {average_before} → {average_after})",
    },
    "withdrawal.norms.no_change": {
        "en": "No player's norm chances change.",
        "cs": "Šance na normu se nemění u žádného hráče.",
    },
    "withdrawal.cli.dry_run": {"en": "Dry run: nothing was stored.", "cs": "Zkouška nanečisto: nic nebylo uloženo."},
    "withdrawal.wizard.action": {"en": "Withdraw a player…", "cs": "Vystoupení hráče…"},
    "withdrawal.wizard.title": {"en": "Withdraw a player", "cs": "Vystoupení hráče z turnaje"},
    "withdrawal.wizard.page.input": {"en": "Player and kind of withdrawal", "cs": "Hráč a typ vystoupení"},
    "withdrawal.wizard.page.input.sub": {
        "en": "The reasons (a)–(d) make a withdrawal accepted [000 §7.2].",
        "cs": "Důvody a)–d) činí vystoupení akceptovaným [000 §7.2].",
    },
    "withdrawal.wizard.page.plan": {"en": "The plan", "cs": "Plán"},
    "withdrawal.wizard.page.plan.sub": {
        "en": "Nothing is stored yet. Changed rows are marked.",
        "cs": "Zatím se nic neukládá. Změněné řádky jsou zvýrazněny.",
    },
    "withdrawal.wizard.page.confirm": {"en": "Confirm", "cs": "Potvrzení"},
    "withdrawal.wizard.page.confirm.sub": {
        "en": "Finish stores everything in one step; Edit ▸ Undo last change takes it back.",
        "cs": "Dokončit vše uloží najednou; Úpravy ▸ Vrátit poslední změnu to vezme zpět.",
    },
    "withdrawal.wizard.player": {"en": "Player", "cs": "Hráč"},
    "withdrawal.wizard.kind": {"en": "Kind", "cs": "Typ"},
    "withdrawal.wizard.reason": {"en": "Reason", "cs": "Důvod"},
    "withdrawal.wizard.date": {"en": "Date", "cs": "Datum"},
    "withdrawal.wizard.choose": {"en": "— choose —", "cs": "— vyberte —"},
    "withdrawal.wizard.summary": {
        "en": "{name} ({no}) withdraws from {count} tournament(s): {codes}. {games} game(s) change.",
        "cs": "{name} (č. {no}) vystupuje z {count} turnaje (turnajů): {codes}. Mění se {games} partií.",
    },
    "withdrawal.wizard.back": {"en": "< &Back", "cs": "< &Zpět"},
    "withdrawal.wizard.next": {"en": "&Next >", "cs": "&Další >"},
    "withdrawal.wizard.finish": {"en": "&Finish", "cs": "&Dokončit"},
    "withdrawal.wizard.cancel": {"en": "Cancel", "cs": "Zrušit"},
    "withdrawal.wizard.failed": {"en": "Not stored: {message}", "cs": "Neuloženo: {message}"},
    "withdrawal.column.tournament": {"en": "Tournament", "cs": "Turnaj"},
    "withdrawal.column.game": {"en": "Game", "cs": "Partie"},
    "withdrawal.column.now": {"en": "Now", "cs": "Nyní"},
    "withdrawal.column.after": {"en": "After", "cs": "Poté"},
    "withdrawal.column.no": {"en": "No", "cs": "Č."},
    "withdrawal.column.name": {"en": "Name", "cs": "Jméno"},
    "withdrawal.column.players": {"en": "Players", "cs": "Hráči"},
    "withdrawal.column.place": {"en": "Place", "cs": "Pořadí"},
    "withdrawal.column.points": {"en": "Points", "cs": "Body"},
    "withdrawal.adjudication.action": {"en": "Enter adjudication…", "cs": "Zadat výsledek odhadu…"},
    "withdrawal.adjudication.title": {"en": "Enter adjudication", "cs": "Výsledek odhadu"},
    "withdrawal.adjudication.none": {
        "en": "No game of this tournament is waiting for an adjudication.",
        "cs": "V tomto turnaji nečeká žádná partie na odhad.",
    },
    "withdrawal.adjudication.result": {"en": "Result", "cs": "Výsledek"},
    # Team substitutes
    "substitute.problem.not_a_team_player": {
        "en": "The player does not play for a team.",
        "cs": "Hráč nehraje za družstvo.",
    },
    "substitute.problem.team_limit": {
        "en": "At most half of a team may be replaced during the event.",
        "cs": "V družstvu lze během soutěže nahradit nejvýše 50 % hráčů.",
    },
    "substitute.problem.board_limit": {
        "en": "Only one replacement per board is allowed.",
        "cs": "Na jedné šachovnici je možná pouze jedna náhrada.",
    },
    "substitute.problem.after_end": {
        "en": "No replacement after the planned end of the event.",
        "cs": "Po plánovaném datu skončení soutěže nelze hráče nahradit.",
    },
    "substitute.problem.number_taken": {
        "en": "That starting number is already taken.",
        "cs": "Toto startovní číslo je již obsazeno.",
    },
    "substitute.problem.status_not_possible": {
        "en": "Substitute status cannot be granted here.",
        "cs": "Status náhradníka zde nelze udělit.",
    },
    "substitute.problem.bank_transfer": {
        "en": "Bank time can be moved onto the new player's clock only in the three-block system, from 1 day up to "
        "the clock's cap (at most {limit} days) [ICCF three-block system, Art. III 1].",
        "cs": "Čas z banky lze přesunout na hodiny nového hráče jen v systému tří bloků, od 1 dne do stropu hodin "
        "(nejvýše {limit} dnů) [systém tří bloků ICCF, čl. III 1].",
    },
    "substitute.status.game_finished": {
        "en": "One of the predecessor's games has finished.",
        "cs": "Některá z partií předchůdce již skončila.",
    },
    "substitute.status.average_moves": {
        "en": "The predecessor's games average 10 moves or more.",
        "cs": "V partiích předchůdce bylo sehráno průměrně 10 a více tahů.",
    },
    "substitute.status.moves_unknown": {
        "en": "Enter the number of moves of the predecessor's games to decide.",
        "cs": "Pro rozhodnutí zadejte počty tahů v partiích předchůdce.",
    },
    "substitute.credit.all_games": {
        "en": "All games count for the substitute's rating and norms.",
        "cs": "Všechny partie se náhradníkovi započítají do ratingu i norem.",
    },
    "substitute.credit.favourable_only": {
        "en": "Only games favourable to his rating count for the substitute; the others count for the "
        "replaced player; the opponent gets the higher rating of the two; no norm.",
        "cs": "Náhradníkovi se započtou jen partie příznivé pro jeho rating, ostatní vystřídanému hráči; "
        "soupeři se započte vyšší z obou ratingů; normu získat nemůže.",
    },
    # Time control: steps of the clock
    "clock.turn_start": {"en": "Opponent's move received; clock running", "cs": "Přijat tah soupeře; hodiny běží"},
    "clock.refill": {"en": "Time moved from the bank to the clock", "cs": "Přesun času z banky na hodiny"},
    "clock.captain_refill": {
        "en": "The captain moved the replaced player's bank to the clock",
        "cs": "Kapitán přesunul čas z banky nahrazeného hráče na hodiny",
    },
    "clock.move": {"en": "Move sent", "cs": "Tah odeslán"},
    "clock.increment": {"en": "Increment added", "cs": "Připočten přírůstek"},
    "clock.overflow_to_bank": {
        "en": "Increment above 50 days went to the bank",
        "cs": "Přírůstek nad 50 dnů převeden do banky",
    },
    "clock.auto_refill": {
        "en": "Clock refilled from the bank after the move",
        "cs": "Hodiny po tahu dobity z banky",
    },
    "clock.sdp_reset": {"en": "Sudden death protection: clock reset", "cs": "Ochrana před náhlou smrtí: hodiny resetovány"},
    "clock.time_out": {"en": "Time exceeded: clock and bank empty", "cs": "Překročení času: hodiny i banka jsou prázdné"},
    "clock.time_out_no_refill": {
        "en": "Time exceeded: neither moved nor refilled from the bank in time (50-day rule)",
        "cs": "Překročení času: hráč včas netáhl ani nedobil hodiny z banky (pravidlo 50 dnů)",
    },
    "clock.still_on_move": {"en": "Still on move", "cs": "Stále na tahu"},
    # Time control: problems
    "clock.problem.duration_too_short": {
        "en": "The three-block table starts at a planned duration of 302 days.",
        "cs": "Tabulka Systému tří bloků začíná plánovanou dobou 302 dnů.",
    },
    "clock.problem.sdp_days": {
        "en": "Sudden death protection is 1 to 5 days.",
        "cs": "Ochrana před náhlou smrtí je 1 až 5 dnů.",
    },
    "clock.problem.system": {"en": "Unknown time-control system.", "cs": "Neznámý systém časové kontroly."},
    "clock.problem.duration_unknown": {
        "en": "The planned duration is unknown: set the start and end dates.",
        "cs": "Plánovaná doba trvání není známa: zadejte datum zahájení a ukončení.",
    },
    "clock.problem.sent_before_received": {
        "en": "Move {move}: sent before the opponent's move was received.",
        "cs": "Tah {move}: odeslán dříve, než byl přijat tah soupeře.",
    },
    "clock.problem.overlap": {
        "en": "Move {move}: received before the previous reply was sent.",
        "cs": "Tah {move}: přijat dříve, než byla odeslána předchozí odpověď.",
    },
    "clock.problem.unfinished_turn": {
        "en": "Move {move}: only the last move may lack a sent time.",
        "cs": "Tah {move}: čas odeslání smí chybět jen u posledního tahu.",
    },
    "clock.problem.refill_outside_turn": {
        "en": "Move {move}: a refill outside the time the player was on move.",
        "cs": "Tah {move}: dobití hodin mimo dobu, kdy byl hráč na tahu.",
    },
    "clock.problem.negative_refill": {
        "en": "Move {move}: a refill cannot be negative.",
        "cs": "Tah {move}: dobití hodin nemůže být záporné.",
    },
    # Move-time files
    "move_times.missing_column": {
        "en": "Line {line}: missing column(s) {text}.",
        "cs": "Řádek {line}: chybí sloupec (sloupce) {text}.",
    },
    "move_times.bad_move_number": {
        "en": "Line {line}: move number {text} is not the next one.",
        "cs": "Řádek {line}: číslo tahu {text} nenásleduje v pořadí.",
    },
    "move_times.bad_time": {
        "en": "Line {line}: {text} is not a date and time.",
        "cs": "Řádek {line}: {text} není datum a čas.",
    },
    "move_times.bad_refill": {
        "en": "Line {line}: cannot read the refills {text}.",
        "cs": "Řádek {line}: nelze přečíst dobití hodin {text}.",
    },
    "move_times.no_moves": {"en": "The file holds no moves.", "cs": "Soubor neobsahuje žádné tahy."},
    "move_times.missing_timestamp": {
        "en": "Move {move} ({text}): no [%ccsnt] time.",
        "cs": "Tah {move} ({text}): chybí čas [%ccsnt].",
    },
    "move_times.missing_start": {
        "en": "White's first move needs the start time of the game.",
        "cs": "Pro první tah bílého je třeba zadat čas zahájení partie.",
    },
    "move_times.pgn_error": {"en": "PGN error: {text}", "cs": "Chyba v PGN: {text}"},
    # Team tables, the substitute wizard and the clock check (services teams/substitutes/clock)
    "team.tab": {"en": "Teams", "cs": "Družstva"},
    "team.not_team_event": {
        "en": "This is not a team event: team and board tables are shown for team events only.",
        "cs": "Nejde o soutěž družstev: tabulky družstev a šachovnic se zobrazují jen u soutěží družstev.",
    },
    "team.crosstable": {"en": "Team crosstable", "cs": "Tabulka družstev"},
    "team.board": {"en": "Board", "cs": "Šachovnice"},
    "team.board_n": {"en": "Board {board}", "cs": "{board}. šachovnice"},
    "team.col.team": {"en": "Team", "cs": "Družstvo"},
    "team.col.mp": {"en": "MP", "cs": "ZB"},
    "team.col.mp.tip": {"en": "Match points: 2 for a win, 1 for a draw", "cs": "Zápasové body: 2 za výhru, 1 za remízu"},
    "team.col.bp": {"en": "BP", "cs": "PB"},
    "team.col.bp.tip": {"en": "Board points: all games together", "cs": "Partiové body: všechny partie dohromady"},
    "team.col.board_points": {"en": "B{board}", "cs": "Š{board}"},
    "team.col.board_points.tip": {"en": "Points on board {board}", "cs": "Body na {board}. šachovnici"},
    "team.legend": {
        "en": "A cell is the row team's board points in the match; (+n): games of the match still running.",
        "cs": "Buňka udává partiové body družstva v řádku v daném zápase; (+n): partie zápasu, které se ještě hrají.",
    },
    "team.cell.tip": {
        "en": "{team} – {opponent}: {points} : {opponent_points}",
        "cs": "{team} – {opponent}: {points} : {opponent_points}",
    },
    "team.cell.running": {"en": "{n} game(s) still running", "cs": "ještě se hraje partií: {n}"},
    "team.cell.match_points": {"en": "match points: {mp}", "cs": "zápasové body: {mp}"},
    "substitute.wizard.action": {"en": "Name a substitute…", "cs": "Určit náhradníka…"},
    "substitute.wizard.title": {"en": "Name a substitute", "cs": "Určení náhradníka"},
    "substitute.wizard.page.replaced": {"en": "The player to be replaced", "cs": "Nahrazovaný hráč"},
    "substitute.wizard.page.replaced.sub": {
        "en": "The limits are checked as you choose [000 §7.7; 001 §8.7].",
        "cs": "Omezení se ověřují průběžně [000 §7.7; 001 §8.7].",
    },
    "substitute.wizard.page.substitute": {"en": "The substitute", "cs": "Náhradník"},
    "substitute.wizard.page.substitute.sub": {
        "en": "Pick him from the player register or enter a new player.",
        "cs": "Vyberte ho z registru hráčů nebo zadejte nového hráče.",
    },
    "substitute.wizard.page.preview": {"en": "Preview", "cs": "Náhled"},
    "substitute.wizard.page.preview.sub": {
        "en": "Nothing is stored until Finish; Edit ▸ Undo takes it back.",
        "cs": "Nic se neuloží, dokud nestisknete Dokončit; Úpravy ▸ Zpět to vrátí.",
    },
    "substitute.wizard.player": {"en": "Player", "cs": "Hráč"},
    "substitute.wizard.date": {"en": "From", "cs": "Od"},
    "substitute.wizard.death": {
        "en": "The player has died (the limits do not apply)",
        "cs": "Hráč zemřel (omezení se neuplatní)",
    },
    "substitute.wizard.team_board": {"en": "Team {team}, board {board}", "cs": "Družstvo {team}, {board}. šachovnice"},
    "substitute.wizard.no_team_players": {
        "en": "This tournament has no team players.",
        "cs": "Tento turnaj nemá hráče družstev.",
    },
    "substitute.limit.team": {
        "en": "At most half of the team replaced: {counted} replacement(s) so far, {allowed} allowed",
        "cs": "Nejvýše polovina družstva nahrazena: dosud náhrad {counted}, povoleno {allowed}",
    },
    "substitute.limit.board": {"en": "One replacement per board", "cs": "Jedna náhrada na šachovnici"},
    "substitute.limit.death": {
        "en": "After a death the 50 % and per-board limits do not apply.",
        "cs": "Po úmrtí hráče se omezení 50 % a jedné náhrady na šachovnici neuplatní.",
    },
    "substitute.deadline": {
        "en": "The captain names the substitute by {date}.",
        "cs": "Kapitán určí náhradníka nejpozději {date}.",
    },
    "substitute.status.possible": {
        "en": "Substitute status can be granted: no game has finished, average {average} moves.",
        "cs": "Status náhradníka lze udělit: žádná partie neskončila, průměr {average} tahů.",
    },
    "substitute.status.not_possible": {
        "en": "Substitute status cannot be granted:",
        "cs": "Status náhradníka nelze udělit:",
    },
    "substitute.status.unknown": {
        "en": "Substitute status cannot be decided yet:",
        "cs": "O statusu náhradníka zatím nelze rozhodnout:",
    },
    "substitute.wizard.from_register": {"en": "From the register", "cs": "Z registru"},
    "substitute.wizard.new_player": {"en": "New player", "cs": "Nový hráč"},
    "substitute.wizard.search": {"en": "Search by id or name", "cs": "Hledat podle id nebo jména"},
    "substitute.wizard.id": {"en": "Id", "cs": "Id"},
    "substitute.wizard.name": {"en": "Name (Surname, Firstname)", "cs": "Jméno (Příjmení, Jméno)"},
    "substitute.wizard.federation": {"en": "Federation", "cs": "Federace"},
    "substitute.wizard.rating": {"en": "Rating", "cs": "Rating"},
    "substitute.wizard.no_rating": {"en": "none", "cs": "žádný"},
    "substitute.wizard.status": {
        "en": "Grant substitute status (every game counts for his rating and norms)",
        "cs": "Udělit status náhradníka (všechny partie se mu započtou do ratingu i norem)",
    },
    "substitute.wizard.pick": {
        "en": "Pick a player from the register, or enter the new player's id and name.",
        "cs": "Vyberte hráče z registru, nebo zadejte id a jméno nového hráče.",
    },
    "substitute.wizard.failed": {"en": "Not stored: {message}", "cs": "Neuloženo: {message}"},
    "substitute.wizard.back": {"en": "< &Back", "cs": "< &Zpět"},
    "substitute.wizard.next": {"en": "&Next >", "cs": "&Další >"},
    "substitute.wizard.finish": {"en": "&Finish", "cs": "&Dokončit"},
    "substitute.wizard.cancel": {"en": "Cancel", "cs": "Zrušit"},
    "substitute.preview.entry": {
        "en": "{name} gets starting number {no} (team {team}, board {board}) from {date}.",
        "cs": "{name} dostane startovní číslo {no} (družstvo {team}, {board}. šachovnice) od {date}.",
    },
    "substitute.preview.moved": {"en": "Games that move to the substitute", "cs": "Partie, které přebírá náhradník"},
    "substitute.preview.kept": {
        "en": "Finished games that stay with the original player (flag O)",
        "cs": "Skončené partie, které zůstávají původnímu hráči (příznak O)",
    },
    "substitute.preview.none": {"en": "none", "cs": "žádné"},
    "substitute.preview.norms_yes": {
        "en": "He can earn a norm; the category is recalculated, never lowered.",
        "cs": "Může splnit normu; kategorie se přepočítá, ale nikdy nesníží.",
    },
    "substitute.preview.norms_no": {
        "en": "He cannot earn a norm; the category stays as it is.",
        "cs": "Normu splnit nemůže; kategorie zůstává beze změny.",
    },
    "substitute.column.result": {"en": "Result", "cs": "Výsledek"},
    "substitute.column.now": {"en": "Now", "cs": "Nyní"},
    "substitute.column.after": {"en": "After", "cs": "Poté"},
    "substitute.cli.dry_run": {"en": "Dry run: nothing was stored.", "cs": "Zkouška nanečisto: nic nebylo uloženo."},
    "clock.dialog.action": {"en": "Check a time-forfeit claim…", "cs": "Ověřit reklamaci překročení času…"},
    "clock.dialog.title": {"en": "Time-forfeit claim", "cs": "Reklamace překročení času"},
    "clock.dialog.file": {"en": "Move times (CSV or PGN)", "cs": "Časy tahů (CSV nebo PGN)"},
    "clock.dialog.browse": {"en": "Choose…", "cs": "Vybrat…"},
    "clock.dialog.filter": {"en": "Move times (*.csv *.pgn);;All files (*)", "cs": "Časy tahů (*.csv *.pgn);;Všechny soubory (*)"},
    "clock.dialog.side": {"en": "Whose clock (PGN)", "cs": "Čí hodiny (PGN)"},
    "clock.dialog.white": {"en": "White", "cs": "Bílý"},
    "clock.dialog.black": {"en": "Black", "cs": "Černý"},
    "clock.dialog.start": {"en": "Game started (PGN)", "cs": "Začátek partie (PGN)"},
    "clock.dialog.from_tournament": {"en": "Time control of this tournament", "cs": "Časová kontrola tohoto turnaje"},
    "clock.dialog.duration": {"en": "Planned duration in days", "cs": "Plánovaná doba v dnech"},
    "clock.dialog.claim": {"en": "Claim made at", "cs": "Reklamace podána"},
    "clock.dialog.check": {"en": "Check", "cs": "Ověřit"},
    "clock.dialog.close": {"en": "Close", "cs": "Zavřít"},
    "clock.dialog.control": {
        "en": "Clock {initial}, increment {increment}, bank {bank}",
        "cs": "Hodiny {initial}, přírůstek {increment}, banka {bank}",
    },
    "clock.column.time": {"en": "Time", "cs": "Čas"},
    "clock.column.move": {"en": "Move", "cs": "Tah"},
    "clock.column.event": {"en": "Event", "cs": "Událost"},
    "clock.column.amount": {"en": "Amount", "cs": "Množství"},
    "clock.column.clock": {"en": "Clock", "cs": "Hodiny"},
    "clock.column.bank": {"en": "Bank", "cs": "Banka"},
    "clock.verdict.claim_upheld": {
        "en": "Claim upheld: the time ran out on {flag_fall} (move {move}), before the claim of {claim}.",
        "cs": "Reklamace je oprávněná: čas vypršel {flag_fall} (tah {move}), před reklamací podanou {claim}.",
    },
    "clock.verdict.claim_early": {
        "en": "Claim rejected: the time ran out only on {flag_fall} (move {move}), after the claim of {claim}.",
        "cs": "Reklamace se zamítá: čas vypršel až {flag_fall} (tah {move}), po reklamaci podané {claim}.",
    },
    "clock.verdict.claim_rejected": {
        "en": "Claim rejected: the time had not run out by {claim}; the clock shows {clock}, the bank {bank}.",
        "cs": "Reklamace se zamítá: do {claim} čas nevypršel; hodiny ukazují {clock}, banka {bank}.",
    },
    "clock.verdict.timed_out": {
        "en": "The time ran out on {flag_fall} (move {move}).",
        "cs": "Čas vypršel {flag_fall} (tah {move}).",
    },
    "clock.verdict.in_time": {
        "en": "No time-out in the recorded moves; the clock shows {clock}, the bank {bank}.",
        "cs": "V zaznamenaných tazích čas nevypršel; hodiny ukazují {clock}, banka {bank}.",
    },
}
