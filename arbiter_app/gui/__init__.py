"""The window (PySide6), the only layer that talks Qt. `main_window` hooks the
features in; a feature module takes the window as a `Session` or `Workbench` (workbench.py) and never
imports main_window. `go/` holds the go events' panels and dialogs, `ratings/` the rating columns,
the rating period and the list import; the wizards share `wizard_base`. Imports services (and rules
for codes and texts); imported by the entry points only."""
