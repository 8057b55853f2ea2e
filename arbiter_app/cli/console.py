"""The command line's output streams, the same on every platform (docs/installing.md, "Consoles").

Into a file or a pipe the command line writes UTF-8, whatever the platform's code page or
PYTHONIOENCODING says, so `arbiter-app crosstable X > table.txt` gives the same file on Windows as on
Linux: UTF-8 with `\n` line ends (Windows' text streams would write `\r\n`). On a console it writes
the console's encoding, and a character the console cannot show (the ½ on cp852, an í on ascii)
becomes a replacement, never an error that stops the command halfway.
A reader that closes the pipe early (`| head -1`) is no error (`reader_gone`).
"""

from __future__ import annotations

import errno
import io
import sys


def prepare_streams() -> None:
    """Set stdout and stderr up as described above (streams that are not text files are left alone,
    e.g. a test's capture)."""
    for stream in (sys.stdout, sys.stderr):
        if not isinstance(stream, io.TextIOWrapper):
            continue
        if stream.isatty():
            stream.reconfigure(encoding=shown_encoding(stream, _console_output_page()), errors="replace")
        else:
            stream.reconfigure(encoding="utf-8", errors="replace", newline="\n")


def shown_encoding(stream: io.TextIOWrapper, console_page: int) -> str:
    """The encoding to write a console in. Python's own console writer (Windows' default) hands the
    console Unicode, whatever the stream's encoding; with PYTHONLEGACYWINDOWSSTDIO it writes bytes
    of the ANSI code page (cp1250 on a Czech Windows) into a console that shows its output code page
    (cp852): Šťastný came out garbled. Then, and only then, the console's page (`console_page`, 0
    where there is no Windows console) is the encoding."""
    legacy = console_page and isinstance(getattr(stream.buffer, "raw", None), io.FileIO)
    return f"cp{console_page}" if legacy else stream.encoding


def _console_output_page() -> int:
    if sys.platform != "win32":
        return 0
    import ctypes

    return int(ctypes.windll.kernel32.GetConsoleOutputCP())


def reader_gone(exc: BaseException) -> bool:
    """Whether `exc`, met while writing, says that the reader of standard output closed its pipe.
    POSIX says so with EPIPE (BrokenPipeError); Windows' C runtime says only EINVAL ("Invalid
    argument"), so there an empty write to the pipe asks Windows itself, which answers
    ERROR_NO_DATA (a BrokenPipeError) when the pipe is closed."""
    if isinstance(exc, BrokenPipeError):
        return True
    if sys.platform != "win32" or not isinstance(exc, OSError) or exc.errno != errno.EINVAL:
        return False
    import _winapi
    import msvcrt

    try:
        _winapi.WriteFile(msvcrt.get_osfhandle(sys.stdout.fileno()), b"")
    except BrokenPipeError:
        return True
    except (OSError, ValueError):  # no file behind standard output (a test's capture), or another fault
        return False
    return False
