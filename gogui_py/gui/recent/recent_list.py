"""The list of recently used files (no Qt): most recent first, at most :data:`KEPT`,
each path once (compared as absolute paths)."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

KEPT = 10
"""Files kept in File > Open Recent (GoGui and most editors keep 10)."""


def remember(paths: Sequence[str], path: str, kept: int = KEPT) -> list[str]:
    """``paths`` with ``path`` (made absolute) moved or added first, cut to ``kept``."""
    new = os.path.abspath(path)
    return [new, *(p for p in paths if os.path.abspath(p) != new)][:kept]


def prune(paths: Sequence[str], exists: Callable[[str], bool] = os.path.isfile) -> list[str]:
    """``paths`` without the files ``exists`` says are gone (moved or deleted)."""
    return [p for p in paths if exists(p)]


def from_stored(value: object) -> list[str]:
    """The list kept in the settings: QSettings gives a list, a single string (one
    entry, in some back ends) or None; anything else is dropped."""
    if isinstance(value, str):
        return [value] if value else []
    if isinstance(value, (list, tuple)):
        return [str(p) for p in value if isinstance(p, str) and p]
    return []


def menu_labels(paths: Sequence[str]) -> list[str]:
    """The text of each entry: ``&1 name.sgf`` (``1&0`` for the tenth), with the folder
    added when two entries share a file name."""
    names = [os.path.basename(p) for p in paths]
    labels = []
    for number, (path, name) in enumerate(zip(paths, names, strict=True), start=1):
        mnemonic = f"&{number}" if number < 10 else f"{str(number)[:-1]}&{str(number)[-1]}"
        shown = name if names.count(name) == 1 else f"{name} ({os.path.dirname(path)})"
        labels.append(f"{mnemonic} {shown.replace('&', '&&')}")
    return labels
