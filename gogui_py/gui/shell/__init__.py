"""The GTP shell dock: each attached program's traffic, and a command line to it.

Public API: :class:`GtpShell` (tabs, one per program), :class:`GtpShellWidget` (one
program's log and command line), :func:`changes_state` and :func:`split_command_line`
(which typed commands change the engine state; how to send them).
"""

from gogui_py.gui.shell.commands import (
    STATE_CHANGING_COMMANDS,
    changes_state,
    command_name,
    split_command_line,
)
from gogui_py.gui.shell.history import CommandHistory
from gogui_py.gui.shell.shell import GtpShell
from gogui_py.gui.shell.widget import GtpShellWidget, TrafficSource

__all__ = [
    "STATE_CHANGING_COMMANDS",
    "CommandHistory",
    "GtpShell",
    "GtpShellWidget",
    "TrafficSource",
    "changes_state",
    "command_name",
    "split_command_line",
]
