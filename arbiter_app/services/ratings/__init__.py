"""Use cases of ratings: the preview of one tournament and the new list of a rating period
(`period`), and rating lists read into the player register (`list_import`, with `list_batches`
reading a large list in a second process).

Imported by `cli` and `gui`; imports `storage`, `formats` and `rules` like every service."""
