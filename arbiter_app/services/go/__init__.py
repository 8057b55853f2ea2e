"""Use cases of go events: drawing and undrawing rounds, results by round, standings and the wall
list, combined phases (knockout from groups), the EGD tournament table in and out.

Imported by `cli` and `gui`; imports `storage`, `formats`, `reports` and `rules` like every service."""
