"""What an arbiter does, one function per action (enter a result, withdraw a player, import a list,
print a document...): each runs in one transaction with an audit entry and returns what changed. The
window and the command line call the same functions. `go/` holds the go events' actions, `ratings/`
the rating preview, the rating period and the list import. Imports storage, formats, reports and rules;
imported by gui and cli."""
