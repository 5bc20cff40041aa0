"""Talking to GTP programs (../shared/specs/gtp.md); imports gogui_py.go only.

- :mod:`~gogui_py.gtp.protocol`: sans-IO command formatting and response reading.
- :mod:`~gogui_py.gtp.channel`: the program's process and its pipe reader threads.
- :mod:`~gogui_py.gtp.client`: :class:`GtpClient`, blocking, one command in flight.
- :mod:`~gogui_py.gtp.sync`: :class:`EngineSync`, the only sender of state changes.
- :mod:`~gogui_py.gtp.engine`: a framework to write GTP programs in Python.
- :mod:`~gogui_py.gtp.gnugo`: where GNU Go is and its command line.

The names below are imported from their module when first used: importing a light module
of the package (:mod:`~gogui_py.gtp.gfx`, :mod:`~gogui_py.gtp.protocol`) does not import
the process machinery (subprocess, reader threads) with it (issue 10: the board's start).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gogui_py.gtp.client import GtpClient, TrafficKind
    from gogui_py.gtp.errors import (
        GtpArgumentError,
        GtpEngineDied,
        GtpError,
        GtpFailure,
        GtpProtocolError,
        GtpTimeout,
    )
    from gogui_py.gtp.gnugo import default_gnugo_argv, find_gnugo
    from gogui_py.gtp.sync import EngineSync, Position

__all__ = [
    "EngineSync",
    "GtpArgumentError",
    "GtpClient",
    "GtpEngineDied",
    "GtpError",
    "GtpFailure",
    "GtpProtocolError",
    "GtpTimeout",
    "Position",
    "TrafficKind",
    "default_gnugo_argv",
    "find_gnugo",
]

_MODULES = {
    "EngineSync": "sync",
    "Position": "sync",
    "GtpClient": "client",
    "TrafficKind": "client",
    "default_gnugo_argv": "gnugo",
    "find_gnugo": "gnugo",
} | dict.fromkeys(
    (
        "GtpArgumentError",
        "GtpEngineDied",
        "GtpError",
        "GtpFailure",
        "GtpProtocolError",
        "GtpTimeout",
    ),
    "errors",
)


def __getattr__(name: str) -> Any:
    """A name of ``__all__``, from its module (imported on first use)."""
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
