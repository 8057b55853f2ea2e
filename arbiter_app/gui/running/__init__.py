"""The window's part of the running event (services.running): sanctions, adjudications, claims and
the desk of what is due."""
