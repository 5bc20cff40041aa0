"""Talking to GTP programs (../shared/specs/gtp.md); imports gogui_py.go only.

- :mod:`~gogui_py.gtp.protocol`: sans-IO command formatting and response reading.
- :mod:`~gogui_py.gtp.channel`: the program's process and its pipe reader threads.
- :mod:`~gogui_py.gtp.client`: :class:`GtpClient`, blocking, one command in flight.
- :mod:`~gogui_py.gtp.sync`: :class:`EngineSync`, the only sender of state changes.
- :mod:`~gogui_py.gtp.engine`: a framework to write GTP programs in Python.
"""

from gogui_py.gtp.client import GtpClient, TrafficKind, default_gnugo_argv, find_gnugo
from gogui_py.gtp.errors import (
    GtpArgumentError,
    GtpEngineDied,
    GtpError,
    GtpFailure,
    GtpProtocolError,
    GtpTimeout,
)
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
