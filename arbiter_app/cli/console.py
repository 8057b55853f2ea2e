"""The command line's output streams, the same on every platform (docs/installing.md, "Consoles").

Into a file or a pipe the command line writes UTF-8, whatever the platform's code page or
PYTHONIOENCODING says, so `arbiter-app crosstable X > table.txt` gives the same file on Windows as on
Linux: UTF-8 with `\n` line ends (Windows' text streams would write `\r\n`). On a console it writes the console's encoding, and a character the console cannot show (the ½
on cp852, an í on ascii) becomes a replacement, never an error that stops the command halfway.
"""

from __future__ import annotations

import io
import sys


def prepare_streams() -> None:
    """Set stdout and stderr up as described above (streams that are not text files are left alone,
    e.g. a test's capture)."""
    for stream in (sys.stdout, sys.stderr):
        if not isinstance(stream, io.TextIOWrapper):
            continue
        if stream.isatty():
            stream.reconfigure(errors="replace")
        else:
            stream.reconfigure(encoding="utf-8", errors="replace", newline="\n")
