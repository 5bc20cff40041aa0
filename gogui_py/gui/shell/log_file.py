"""Writing a shell log to a file atomically."""

from __future__ import annotations

import contextlib
import os
import tempfile


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` as UTF-8 (LF line ends) to ``path`` atomically.

    The text goes to a temporary file in the same folder, flushed, fsynced and
    renamed over ``path`` (os.replace): a failure leaves any old file intact and no
    temporary file behind. An existing file keeps its permission bits (0o644 for a
    new one).

    Raises:
        OSError: when the folder cannot be written.
    """
    target = os.path.abspath(os.fspath(path))
    folder, name = os.path.split(target)
    try:
        mode = os.stat(target).st_mode & 0o7777
    except OSError:
        mode = 0o644
    fd, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="replace", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
