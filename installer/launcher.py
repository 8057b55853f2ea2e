"""Entry point of the frozen bundle (PyInstaller): the same `arbiter-app` command line."""

from arbiter_app.cli.main import main

raise SystemExit(main())
