"""Rating systems: the ICCF system and its tables, SKŠ seeding ratings, the Planet Šah formula, the
preview of one tournament and the rating period over many. A new rating system is a module here.

Builds on the shared core of `rules`; never imports `rules.go`."""
