"""Game records of other programs (Tygem GIB, WBaduk NGF, Pandanet UGF/UGI) as game trees.

Each reader (:mod:`.gib`, :mod:`.ngf`, :mod:`.ugf`) turns a record into the SGF
properties it means and lets :func:`gogui_py.game.sgf_io.tree_from_raw` map them, so
the result is a :class:`~gogui_py.game.sgf_io.LoadResult` like an SGF file's: game
info (players, ranks, komi, handicap, result, date), setup and the main line, with
warnings at 1-based lines and columns. Building SGF properties rather than nodes keeps
one place (sgf_io) where properties become moves, setup and :class:`GameInfo`, and
makes saving a converted record the ordinary SGF save.

:func:`load_record` opens any record by its file name: these formats by extension
(case ignored), everything else as SGF. These records are read, never written: a
converted record is saved as SGF (:func:`is_converted` tells the GUI to ask for a
``.sgf`` name rather than overwrite the original).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from gogui_py.game.formats import gib, ngf, ugf
from gogui_py.game.sgf_io import LoadResult, load_bytes

Reader = Callable[..., LoadResult]
"""``reader(data: bytes, *, encoding: str | None = None) -> LoadResult``."""

READERS: dict[str, tuple[str, Reader]] = {
    ".gib": (gib.NAME, gib.read_gib),
    ".ngf": (ngf.NAME, ngf.read_ngf),
    ".ugf": (ugf.NAME, ugf.read_ugf),
    ".ugi": (ugf.NAME, ugf.read_ugf),
}
"""Lower-case extension -> (format name shown to users, reader)."""

OPEN_PATTERNS = "*.gib *.ngf *.ugf *.ugi"
"""File-dialog patterns of the formats read here."""


def format_name(path: str | os.PathLike[str]) -> str | None:
    """The format of ``path`` by its extension ("Tygem GIB"), or None for SGF and others."""
    found = READERS.get(Path(path).suffix.lower())
    return found[0] if found else None


def is_converted(path: str | os.PathLike[str] | None) -> bool:
    """Whether a record at ``path`` is read by conversion (and so must be saved elsewhere)."""
    return path is not None and format_name(path) is not None


def load_record_bytes(data: bytes, name: str, *, encoding: str | None = None) -> LoadResult:
    """Read ``data`` as the format the file name ``name`` says (SGF when none of these).

    Raises:
        SgfError: nothing usable can be read (line and column in the message).
        LookupError: ``encoding`` is not a text codec.
    """
    found = READERS.get(Path(name).suffix.lower())
    if found is None:
        return load_bytes(data, encoding=encoding)
    return found[1](data, encoding=encoding)


def load_record(path: str | os.PathLike[str], *, encoding: str | None = None) -> LoadResult:
    """Read the record at ``path`` (GIB, NGF, UGF/UGI by extension, else SGF).

    Raises:
        OSError: the file cannot be read.
        SgfError: nothing usable can be read.
        LookupError: ``encoding`` is not a text codec.
    """
    with open(path, "rb") as file:
        data = file.read()
    return load_record_bytes(data, os.fspath(path), encoding=encoding)


__all__ = [
    "OPEN_PATTERNS",
    "READERS",
    "format_name",
    "is_converted",
    "load_record",
    "load_record_bytes",
]
