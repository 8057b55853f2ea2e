"""The window's go features: the Rounds tab, the go Standings tab and the wall list, the
knockout-from-groups dialog, the EGD facts form and the EGD import.

Feature modules: they take the window as a `Session`/`Workbench` (gui.workbench), never the main window."""
