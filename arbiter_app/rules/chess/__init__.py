"""Rules of correspondence chess: title norms and tournament categories, eligibility and title
progress, qualifications, withdrawals and substitutes, the ICCF three-block clock and team standings.

Builds on the shared core of `rules` (and `rules.ratings`); never imports `rules.go`."""
