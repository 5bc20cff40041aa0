"""Writing a file atomically (saves of records, logs and exports never lose the old file)."""

from __future__ import annotations

import contextlib
import os
import tempfile


def write_text_atomic(path: str | os.PathLike[str], text: str, *, errors: str = "strict") -> None:
    """Write ``text`` as UTF-8 with LF line ends to ``path``, atomically.

    The text goes to a temporary file in the same folder, which is flushed, fsynced
    and renamed over ``path`` (os.replace); the folder is then fsynced. A failure at
    any point leaves the old file intact and no temporary file behind. An existing
    file keeps its permission bits (0o644 for a new one). ``errors`` is the codec's
    error handler (``"replace"`` for logs that may hold lone surrogates).

    Raises:
        OSError: when the folder cannot be written.
        UnicodeEncodeError: with ``errors="strict"``, for text UTF-8 cannot encode.
    """
    write_bytes_atomic(path, text.encode("utf-8", errors=errors))


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path``, atomically, as :func:`write_text_atomic` writes text.

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
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _fsync_folder(folder)


def _fsync_folder(folder: str) -> None:
    """Make the rename durable (POSIX); ignored where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
