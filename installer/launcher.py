"""Entry point of the frozen bundle (PyInstaller): the same `arbiter-app` command line."""

import multiprocessing

# A large rating list is read in a second process (services.ratings.list_batches): in the frozen bundle that
# process is this program started again, and freeze_support() makes it run the reader, not the CLI.
multiprocessing.freeze_support()

from arbiter_app.cli.main import main  # noqa: E402

raise SystemExit(main())
