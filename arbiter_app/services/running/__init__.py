"""The running event: what the arbiter keeps between an event's start and its end (docs/running-event.md):
players' contacts, the sanctions that follow a player, adjudications and claims as processes, and the
desk of what is due."""
