"""Files of the field in and out: the exchange JSON, FIDE TRF, PGN, CSV, the EGD table, rating lists,
club CSVs, move-time files, the norm tables. Readers return `(data, problems)` with every problem's line
or path and store nothing. Imports rules only; imported by services."""
