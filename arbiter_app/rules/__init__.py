"""The regulations as pure functions over small frozen dataclasses: no Qt, SQL, ReportLab or I/O.

The modules here are the shared core that every game uses (the model, results, standings and
tie-breaks, names, event kinds, entry checks, the draw of starting numbers and the Berger table).
Beside them, one package per family of rules:

- `chess/`: correspondence chess (norms, categories and titles, withdrawals, substitutes, the
  three-block clock, team standings) [000], [001], [002], [004];
- `ratings/`: the rating systems (ICCF, SKŠ seeding, Planet Šah) and the rating period; a new rating
  system goes here;
- `go/`: the go events of the Czech Go Association (ranks, pairing, McMahon, knockout, round robin) [003].

`go` and `chess`/`ratings` never import each other; both build on the core (import-linter contracts
in pyproject.toml). Anything may import `rules`; `rules` imports nothing of the application's upper layers.
"""
