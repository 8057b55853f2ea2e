"""The window's rating features: rating preview columns beside the standings, the rating period
dialog, and the rating-list import with its progress dialog.

Feature modules: they take the window as a `Session`/`Workbench` (gui.workbench), never the main window."""
