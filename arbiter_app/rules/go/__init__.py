"""Rules of the go events of the Czech Go Association [003]: ranks and handicaps, the pairing of
Swiss, McMahon and knockout rounds, round robins from Schurig's table, placing and the criteria.

Builds on the shared core of `rules`; never imports `rules.chess` or `rules.ratings`."""
