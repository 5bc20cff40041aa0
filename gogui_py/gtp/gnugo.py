"""Finding GNU Go, the default engine (engines-here.md): its path and GTP command line.

Apart from :mod:`gogui_py.gtp.client` so that the program list can name GNU Go without
importing the process machinery (subprocess, reader threads) before the window is shown.
"""

from __future__ import annotations

import os
import shutil

GNUGO_DIRS = ("/usr/games", "/usr/local/games")
"""Where Debian-style systems install GNU Go, often not on PATH (engines-here.md)."""


def find_gnugo() -> str | None:
    """Path of the ``gnugo`` executable: PATH first, then /usr/games, /usr/local/games."""
    found = shutil.which("gnugo")
    if found:
        return found
    for directory in GNUGO_DIRS:
        path = os.path.join(directory, "gnugo")
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None


def default_gnugo_argv(level: int = 10) -> list[str]:
    """Command line for GNU Go in GTP mode: ``[path, "--mode", "gtp", "--quiet", "--level", N]``.

    Uses ``"gnugo"`` as the path when :func:`find_gnugo` finds nothing, so the
    error surfaces when the client starts it (GtpEngineDied).
    """
    return [find_gnugo() or "gnugo", "--mode", "gtp", "--quiet", "--level", str(level)]
