-- A database written by schema version 1 (before entry_fee and substitute_since).
BEGIN TRANSACTION;
CREATE TABLE audit (
	id INTEGER NOT NULL, 
	batch INTEGER NOT NULL, 
	at DATETIME NOT NULL, 
	tournament_code VARCHAR, 
	action VARCHAR NOT NULL, 
	entity VARCHAR NOT NULL, 
	"key" VARCHAR NOT NULL, 
	old VARCHAR, 
	new VARCHAR, 
	undone BOOLEAN NOT NULL, 
	PRIMARY KEY (id)
);
INSERT INTO "audit" VALUES(1,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','tournament','{"code": "CZE/SF/2025-B"}',NULL,'{"code": "CZE/SF/2025-B", "end_date": null, "entry_fee": 10.0, "kind": "sks_cr_semifinal", "ladies": false, "name": "Mistrovství ČR – semifinále 2025, skupina B", "organiser": "SKS", "rating_system": "sks", "rounds": 1, "settings": "{}", "start_date": "2025-06-01", "system": "round_robin", "td": "Kratochvíl, Josef", "team_event": false, "tiebreaks": "points,sb", "time_control": "ICCF server: 10 moves in 50 days", "title_tournament": false}',0);
INSERT INTO "audit" VALUES(2,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','player','{"id": "187201"}',NULL,'{"federation": "CZE", "name": "Řezníček, Vlastimil", "rated_games": 58, "rating": 2241, "rating_kind": "fixed", "sex": "m", "title": null}',0);
INSERT INTO "audit" VALUES(3,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','entry','{"no": 1, "tournament": "CZE/SF/2025-B"}',NULL,'{"board": null, "no": 1, "player_id": "187201", "rated_games": 58, "rating": 2241, "rating_kind": "fixed", "replaces": null, "substitute_since": null, "substitute_status": false, "team": null, "title": null, "withdrawal_date": null, "withdrawal_kind": null, "withdrawal_reason": null}',0);
INSERT INTO "audit" VALUES(4,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','player','{"id": "187845"}',NULL,'{"federation": "CZE", "name": "Šimková, Alžběta", "rated_games": 33, "rating": 2105, "rating_kind": "fixed", "sex": "f", "title": null}',0);
INSERT INTO "audit" VALUES(5,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','entry','{"no": 2, "tournament": "CZE/SF/2025-B"}',NULL,'{"board": null, "no": 2, "player_id": "187845", "rated_games": 33, "rating": 2105, "rating_kind": "fixed", "replaces": null, "substitute_since": null, "substitute_status": false, "team": null, "title": null, "withdrawal_date": null, "withdrawal_kind": null, "withdrawal_reason": null}',0);
INSERT INTO "audit" VALUES(6,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','player','{"id": "188032"}',NULL,'{"federation": "CZE", "name": "Hořejší, Ondřej", "rated_games": 120, "rating": 2187, "rating_kind": "fixed", "sex": "m", "title": null}',0);
INSERT INTO "audit" VALUES(7,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','entry','{"no": 3, "tournament": "CZE/SF/2025-B"}',NULL,'{"board": null, "no": 3, "player_id": "188032", "rated_games": 120, "rating": 2187, "rating_kind": "fixed", "replaces": null, "substitute_since": null, "substitute_status": false, "team": null, "title": null, "withdrawal_date": null, "withdrawal_kind": null, "withdrawal_reason": null}',0);
INSERT INTO "audit" VALUES(8,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','player','{"id": "188519"}',NULL,'{"federation": "CZE", "name": "Kučera, Zdeněk", "rated_games": 15, "rating": 2023, "rating_kind": "provisional", "sex": "m", "title": null}',0);
INSERT INTO "audit" VALUES(9,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','entry','{"no": 4, "tournament": "CZE/SF/2025-B"}',NULL,'{"board": null, "no": 4, "player_id": "188519", "rated_games": 15, "rating": 2023, "rating_kind": "provisional", "replaces": null, "substitute_since": null, "substitute_status": false, "team": null, "title": null, "withdrawal_date": null, "withdrawal_kind": null, "withdrawal_reason": null}',0);
INSERT INTO "audit" VALUES(10,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','player','{"id": "189004"}',NULL,'{"federation": "CZE", "name": "Bělohlávek, Martin", "rated_games": 44, "rating": 2156, "rating_kind": "fixed", "sex": "m", "title": null}',0);
INSERT INTO "audit" VALUES(11,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','entry','{"no": 5, "tournament": "CZE/SF/2025-B"}',NULL,'{"board": null, "no": 5, "player_id": "189004", "rated_games": 44, "rating": 2156, "rating_kind": "fixed", "replaces": null, "substitute_since": null, "substitute_status": false, "team": null, "title": null, "withdrawal_date": null, "withdrawal_kind": null, "withdrawal_reason": null}',0);
INSERT INTO "audit" VALUES(12,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','player','{"id": "189377"}',NULL,'{"federation": "CZE", "name": "Ševčík, Lukáš", "rated_games": 0, "rating": null, "rating_kind": "none", "sex": "m", "title": null}',0);
INSERT INTO "audit" VALUES(13,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','entry','{"no": 6, "tournament": "CZE/SF/2025-B"}',NULL,'{"board": null, "no": 6, "player_id": "189377", "rated_games": 0, "rating": null, "rating_kind": "none", "replaces": null, "substitute_since": null, "substitute_status": false, "team": null, "title": null, "withdrawal_date": null, "withdrawal_kind": null, "withdrawal_reason": null}',0);
INSERT INTO "audit" VALUES(14,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','player','{"id": "189910"}',NULL,'{"federation": "CZE", "name": "Přibyl, Václav", "rated_games": 71, "rating": 1988, "rating_kind": "fixed", "sex": "m", "title": null}',0);
INSERT INTO "audit" VALUES(15,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','entry','{"no": 7, "tournament": "CZE/SF/2025-B"}',NULL,'{"board": null, "no": 7, "player_id": "189910", "rated_games": 71, "rating": 1988, "rating_kind": "fixed", "replaces": null, "substitute_since": null, "substitute_status": false, "team": null, "title": null, "withdrawal_date": null, "withdrawal_kind": null, "withdrawal_reason": null}',0);
INSERT INTO "audit" VALUES(16,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 2, "round": 1, "tournament": "CZE/SF/2025-B", "white": 7}',NULL,'{"black": 2, "ended": null, "flag": null, "moves": 22, "result": "*", "round": 1, "white": 7}',0);
INSERT INTO "audit" VALUES(17,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 6, "round": 1, "tournament": "CZE/SF/2025-B", "white": 3}',NULL,'{"black": 6, "ended": null, "flag": null, "moves": 35, "result": "*", "round": 1, "white": 3}',0);
INSERT INTO "audit" VALUES(18,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 4, "round": 1, "tournament": "CZE/SF/2025-B", "white": 5}',NULL,'{"black": 4, "ended": "2025-09-16", "flag": null, "moves": 36, "result": "1/2-1/2", "round": 1, "white": 5}',0);
INSERT INTO "audit" VALUES(19,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 1, "round": 1, "tournament": "CZE/SF/2025-B", "white": 7}',NULL,'{"black": 1, "ended": "2025-08-24", "flag": null, "moves": 35, "result": "1/2-1/2", "round": 1, "white": 7}',0);
INSERT INTO "audit" VALUES(20,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 2, "round": 1, "tournament": "CZE/SF/2025-B", "white": 5}',NULL,'{"black": 2, "ended": "2026-01-09", "flag": null, "moves": 68, "result": "1-0", "round": 1, "white": 5}',0);
INSERT INTO "audit" VALUES(21,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 4, "round": 1, "tournament": "CZE/SF/2025-B", "white": 3}',NULL,'{"black": 4, "ended": null, "flag": null, "moves": 9, "result": "*", "round": 1, "white": 3}',0);
INSERT INTO "audit" VALUES(22,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 6, "round": 1, "tournament": "CZE/SF/2025-B", "white": 1}',NULL,'{"black": 6, "ended": null, "flag": null, "moves": 20, "result": "*", "round": 1, "white": 1}',0);
INSERT INTO "audit" VALUES(23,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 7, "round": 1, "tournament": "CZE/SF/2025-B", "white": 5}',NULL,'{"black": 7, "ended": null, "flag": null, "moves": 28, "result": "*", "round": 1, "white": 5}',0);
INSERT INTO "audit" VALUES(24,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 2, "round": 1, "tournament": "CZE/SF/2025-B", "white": 3}',NULL,'{"black": 2, "ended": "2025-08-16", "flag": null, "moves": 57, "result": "1-0", "round": 1, "white": 3}',0);
INSERT INTO "audit" VALUES(25,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 1, "round": 1, "tournament": "CZE/SF/2025-B", "white": 5}',NULL,'{"black": 1, "ended": "2025-08-07", "flag": null, "moves": 62, "result": "0-1", "round": 1, "white": 5}',0);
INSERT INTO "audit" VALUES(26,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 4, "round": 1, "tournament": "CZE/SF/2025-B", "white": 6}',NULL,'{"black": 4, "ended": "2025-12-10", "flag": null, "moves": 36, "result": "1/2-1/2", "round": 1, "white": 6}',0);
INSERT INTO "audit" VALUES(27,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 7, "round": 1, "tournament": "CZE/SF/2025-B", "white": 3}',NULL,'{"black": 7, "ended": null, "flag": null, "moves": 15, "result": "*", "round": 1, "white": 3}',0);
INSERT INTO "audit" VALUES(28,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 4, "round": 1, "tournament": "CZE/SF/2025-B", "white": 1}',NULL,'{"black": 4, "ended": "2025-10-10", "flag": null, "moves": 65, "result": "1-0", "round": 1, "white": 1}',0);
INSERT INTO "audit" VALUES(29,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 5, "round": 1, "tournament": "CZE/SF/2025-B", "white": 3}',NULL,'{"black": 5, "ended": null, "flag": null, "moves": 21, "result": "*", "round": 1, "white": 3}',0);
INSERT INTO "audit" VALUES(30,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 2, "round": 1, "tournament": "CZE/SF/2025-B", "white": 6}',NULL,'{"black": 2, "ended": null, "flag": null, "moves": 37, "result": "*", "round": 1, "white": 6}',0);
INSERT INTO "audit" VALUES(31,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 1, "round": 1, "tournament": "CZE/SF/2025-B", "white": 3}',NULL,'{"black": 1, "ended": "2025-10-12", "flag": null, "moves": 56, "result": "1/2-1/2", "round": 1, "white": 3}',0);
INSERT INTO "audit" VALUES(32,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 2, "round": 1, "tournament": "CZE/SF/2025-B", "white": 4}',NULL,'{"black": 2, "ended": "2025-08-27", "flag": null, "moves": 49, "result": "0-1", "round": 1, "white": 4}',0);
INSERT INTO "audit" VALUES(33,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 7, "round": 1, "tournament": "CZE/SF/2025-B", "white": 6}',NULL,'{"black": 7, "ended": "2026-03-04", "flag": null, "moves": 25, "result": "1-0", "round": 1, "white": 6}',0);
INSERT INTO "audit" VALUES(34,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 2, "round": 1, "tournament": "CZE/SF/2025-B", "white": 1}',NULL,'{"black": 2, "ended": "2025-11-28", "flag": null, "moves": 27, "result": "1-0", "round": 1, "white": 1}',0);
INSERT INTO "audit" VALUES(35,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 7, "round": 1, "tournament": "CZE/SF/2025-B", "white": 4}',NULL,'{"black": 7, "ended": null, "flag": null, "moves": 20, "result": "*", "round": 1, "white": 4}',0);
INSERT INTO "audit" VALUES(36,1,'2026-11-21 03:58:52.000000','CZE/SF/2025-B','import','game','{"black": 5, "round": 1, "tournament": "CZE/SF/2025-B", "white": 6}',NULL,'{"black": 5, "ended": "2026-02-15", "flag": null, "moves": 36, "result": "1/2-1/2", "round": 1, "white": 6}',0);
CREATE TABLE entry (
	id INTEGER NOT NULL, 
	tournament_id INTEGER NOT NULL, 
	no INTEGER NOT NULL, 
	player_id VARCHAR NOT NULL, 
	title VARCHAR, 
	rating INTEGER, 
	rated_games INTEGER NOT NULL, 
	rating_kind VARCHAR NOT NULL, 
	team INTEGER, 
	board INTEGER, 
	withdrawal_kind VARCHAR, 
	withdrawal_date DATE, 
	withdrawal_reason VARCHAR, 
	replaces INTEGER, 
	substitute_status BOOLEAN NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (tournament_id, no), 
	FOREIGN KEY(tournament_id) REFERENCES tournament (id), 
	FOREIGN KEY(player_id) REFERENCES player (id)
);
INSERT INTO "entry" VALUES(1,1,1,'187201',NULL,2241,58,'fixed',NULL,NULL,NULL,NULL,NULL,NULL,0);
INSERT INTO "entry" VALUES(2,1,2,'187845',NULL,2105,33,'fixed',NULL,NULL,NULL,NULL,NULL,NULL,0);
INSERT INTO "entry" VALUES(3,1,3,'188032',NULL,2187,120,'fixed',NULL,NULL,NULL,NULL,NULL,NULL,0);
INSERT INTO "entry" VALUES(4,1,4,'188519',NULL,2023,15,'provisional',NULL,NULL,NULL,NULL,NULL,NULL,0);
INSERT INTO "entry" VALUES(5,1,5,'189004',NULL,2156,44,'fixed',NULL,NULL,NULL,NULL,NULL,NULL,0);
INSERT INTO "entry" VALUES(6,1,6,'189377',NULL,NULL,0,'none',NULL,NULL,NULL,NULL,NULL,NULL,0);
INSERT INTO "entry" VALUES(7,1,7,'189910',NULL,1988,71,'fixed',NULL,NULL,NULL,NULL,NULL,NULL,0);
CREATE TABLE game (
	id INTEGER NOT NULL, 
	tournament_id INTEGER NOT NULL, 
	white INTEGER NOT NULL, 
	black INTEGER NOT NULL, 
	round INTEGER NOT NULL, 
	result VARCHAR NOT NULL, 
	flag VARCHAR, 
	moves INTEGER, 
	ended DATE, 
	PRIMARY KEY (id), 
	UNIQUE (tournament_id, white, black, round), 
	FOREIGN KEY(tournament_id) REFERENCES tournament (id)
);
INSERT INTO "game" VALUES(1,1,7,2,1,'*',NULL,22,NULL);
INSERT INTO "game" VALUES(2,1,3,6,1,'*',NULL,35,NULL);
INSERT INTO "game" VALUES(3,1,5,4,1,'1/2-1/2',NULL,36,'2025-09-16');
INSERT INTO "game" VALUES(4,1,7,1,1,'1/2-1/2',NULL,35,'2025-08-24');
INSERT INTO "game" VALUES(5,1,5,2,1,'1-0',NULL,68,'2026-01-09');
INSERT INTO "game" VALUES(6,1,3,4,1,'*',NULL,9,NULL);
INSERT INTO "game" VALUES(7,1,1,6,1,'*',NULL,20,NULL);
INSERT INTO "game" VALUES(8,1,5,7,1,'*',NULL,28,NULL);
INSERT INTO "game" VALUES(9,1,3,2,1,'1-0',NULL,57,'2025-08-16');
INSERT INTO "game" VALUES(10,1,5,1,1,'0-1',NULL,62,'2025-08-07');
INSERT INTO "game" VALUES(11,1,6,4,1,'1/2-1/2',NULL,36,'2025-12-10');
INSERT INTO "game" VALUES(12,1,3,7,1,'*',NULL,15,NULL);
INSERT INTO "game" VALUES(13,1,1,4,1,'1-0',NULL,65,'2025-10-10');
INSERT INTO "game" VALUES(14,1,3,5,1,'*',NULL,21,NULL);
INSERT INTO "game" VALUES(15,1,6,2,1,'*',NULL,37,NULL);
INSERT INTO "game" VALUES(16,1,3,1,1,'1/2-1/2',NULL,56,'2025-10-12');
INSERT INTO "game" VALUES(17,1,4,2,1,'0-1',NULL,49,'2025-08-27');
INSERT INTO "game" VALUES(18,1,6,7,1,'1-0',NULL,25,'2026-03-04');
INSERT INTO "game" VALUES(19,1,1,2,1,'1-0',NULL,27,'2025-11-28');
INSERT INTO "game" VALUES(20,1,4,7,1,'*',NULL,20,NULL);
INSERT INTO "game" VALUES(21,1,6,5,1,'1/2-1/2',NULL,36,'2026-02-15');
CREATE TABLE meta (
	"key" VARCHAR NOT NULL, 
	value VARCHAR NOT NULL, 
	PRIMARY KEY ("key")
);
INSERT INTO "meta" VALUES('schema_version','1');
CREATE TABLE player (
	id VARCHAR NOT NULL, 
	name VARCHAR NOT NULL, 
	federation VARCHAR NOT NULL, 
	title VARCHAR, 
	sex VARCHAR NOT NULL, 
	rating INTEGER, 
	rated_games INTEGER NOT NULL, 
	rating_kind VARCHAR NOT NULL, 
	PRIMARY KEY (id)
);
INSERT INTO "player" VALUES('187201','Řezníček, Vlastimil','CZE',NULL,'m',2241,58,'fixed');
INSERT INTO "player" VALUES('187845','Šimková, Alžběta','CZE',NULL,'f',2105,33,'fixed');
INSERT INTO "player" VALUES('188032','Hořejší, Ondřej','CZE',NULL,'m',2187,120,'fixed');
INSERT INTO "player" VALUES('188519','Kučera, Zdeněk','CZE',NULL,'m',2023,15,'provisional');
INSERT INTO "player" VALUES('189004','Bělohlávek, Martin','CZE',NULL,'m',2156,44,'fixed');
INSERT INTO "player" VALUES('189377','Ševčík, Lukáš','CZE',NULL,'m',NULL,0,'none');
INSERT INTO "player" VALUES('189910','Přibyl, Václav','CZE',NULL,'m',1988,71,'fixed');
CREATE TABLE team (
	id INTEGER NOT NULL, 
	tournament_id INTEGER NOT NULL, 
	no INTEGER NOT NULL, 
	name VARCHAR NOT NULL, 
	federation VARCHAR NOT NULL, 
	captain VARCHAR NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (tournament_id, no), 
	FOREIGN KEY(tournament_id) REFERENCES tournament (id)
);
CREATE TABLE tournament (
	id INTEGER NOT NULL, 
	code VARCHAR NOT NULL, 
	name VARCHAR NOT NULL, 
	organiser VARCHAR NOT NULL, 
	kind VARCHAR NOT NULL, 
	start_date DATE, 
	end_date DATE, 
	rounds INTEGER NOT NULL, 
	title_tournament BOOLEAN NOT NULL, 
	ladies BOOLEAN NOT NULL, 
	tiebreaks VARCHAR NOT NULL, 
	rating_system VARCHAR NOT NULL, 
	system VARCHAR NOT NULL, 
	team_event BOOLEAN NOT NULL, 
	td VARCHAR NOT NULL, 
	time_control VARCHAR NOT NULL, 
	settings VARCHAR NOT NULL, 
	PRIMARY KEY (id)
);
INSERT INTO "tournament" VALUES(1,'CZE/SF/2025-B','Mistrovství ČR – semifinále 2025, skupina B','SKS','sks_cr_semifinal','2025-06-01',NULL,1,0,0,'points,sb','sks','round_robin',0,'Kratochvíl, Josef','ICCF server: 10 moves in 50 days','{}');
CREATE UNIQUE INDEX ix_tournament_code ON tournament (code);
CREATE INDEX ix_audit_batch ON audit (batch);
CREATE INDEX ix_audit_tournament_code ON audit (tournament_code);
CREATE INDEX ix_team_tournament_id ON team (tournament_id);
CREATE INDEX ix_entry_tournament_id ON entry (tournament_id);
CREATE INDEX ix_entry_player_id ON entry (player_id);
CREATE INDEX ix_game_tournament_id ON game (tournament_id);
COMMIT;
