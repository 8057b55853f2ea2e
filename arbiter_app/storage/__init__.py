"""The database: the SQLModel tables, rows <-> rules mappers, the repository, the audit log and undo
(changes), schema versions and migrations, the Core read path of the first screen. SQLite by default,
PostgreSQL through a URL. Imports rules only; imported by services."""
