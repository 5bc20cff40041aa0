"""Writing a shell log to a file atomically."""

from __future__ import annotations

import os

from gogui_py.game.atomic_file import write_text_atomic as _write_text_atomic


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write the log ``text`` to ``path`` atomically (see
    :func:`gogui_py.game.atomic_file.write_text_atomic`); characters UTF-8 cannot
    encode (lone surrogates from a broken engine) are replaced, never fatal.

    Raises:
        OSError: when the folder cannot be written.
    """
    _write_text_atomic(path, text, errors="replace")
