"""The GTP shell's "ruler" tab: the ruler's traffic, and commands typed to it.

rulers.md: ruler traffic is shown in the GTP shell in its own tab (GoGui hides it). A
typed command that changes the ruler's position makes the ruler sync start again from
``clear_board`` before the next position it is asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from gogui_py.gui.engine_bridge import EngineHandle
from gogui_py.gui.ruler_session import RulerSession
from gogui_py.gui.shell import GtpShell
from gogui_py.gui.shell_link import send_typed_command

RULER_KEY = "ruler"


class RulerShellLink(QObject):
    """Keeps the shell's "ruler" tab in step with the attached ruler."""

    def __init__(self, ruler: RulerSession, shell: GtpShell) -> None:
        super().__init__(shell)
        self._ruler = ruler
        self._shell = shell
        self._handle: EngineHandle | None = None
        ruler.changed.connect(self._on_ruler_changed)
        shell.command_entered.connect(self._on_shell_command_entered)
        shell.state_command_entered.connect(self._on_shell_state_command_entered)

    def _on_ruler_changed(self) -> None:
        handle = self._ruler.handle
        if handle is self._handle:
            if handle is not None and self._ruler.info is not None:
                self._shell.set_commands(RULER_KEY, sorted(self._ruler.info.commands))
            return
        if self._handle is not None:
            self._shell.remove_program(RULER_KEY)
        self._handle = handle
        if handle is not None:
            self._shell.add_program(RULER_KEY, f"Ruler: {handle.label}", handle.take_traffic)

    def _on_shell_command_entered(self, key: str, line: str) -> None:
        if key == RULER_KEY:
            send_typed_command(self._shell, key, self._handle, line, detach=self._ruler.detach)

    def _on_shell_state_command_entered(self, key: str, name: str) -> None:
        if key != RULER_KEY or self._ruler.sync is None or self._handle is None:
            return
        self._shell.append_note(
            key, f"'{name}' changed the ruler's position: it is set back before the next move"
        )
        sync = self._ruler.sync
        self._handle.submit(lambda _client, _sync: sync.invalidate(), lambda _result: None)
