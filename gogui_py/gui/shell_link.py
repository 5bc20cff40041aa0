"""Connects the GTP shell dock to the attached engine: its traffic, typed commands,
and a resync after a typed command that changes the engine's state."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.engine_bridge import EngineHandle
from gogui_py.gui.play_session import PlaySession
from gogui_py.gui.shell import GtpShell, split_command_line

ENGINE_KEY = "engine"


def send_typed_command(
    shell: GtpShell,
    key: str,
    handle: EngineHandle | None,
    line: str,
    *,
    detach: Callable[[], None],
    busy: str = "",
) -> None:
    """Send ``line``, typed in the tab ``key``, to the program of ``handle``.

    ``quit`` calls ``detach`` instead; a non-empty ``busy`` is shown instead of sending;
    a bad line, a missing program and the program's failure answer become notes in the tab.
    """
    if handle is None or not handle.is_running:
        shell.append_note(key, "No program attached", warning=True)
        return
    try:
        name, args = split_command_line(line)
    except ValueError as exc:
        shell.append_note(key, str(exc), warning=True)
        return
    if name == "quit":
        detach()
        return
    if busy:
        shell.append_note(key, busy, warning=True)
        return

    def send(client: GtpClient, _sync: EngineSync) -> str:
        return client.send(name, *args)

    handle.submit(
        send,
        lambda _answer: None,
        lambda message: shell.append_note(key, message, warning=True),
    )


class ShellLink(QObject):
    """Keeps the shell's "engine" tab in step with the session's engine."""

    def __init__(self, session: PlaySession, shell: GtpShell) -> None:
        super().__init__(shell)
        self._session = session
        self._shell = shell
        self._handle: EngineHandle | None = None
        session.engine_changed.connect(self._on_session_engine_changed)
        shell.command_entered.connect(self._on_shell_command_entered)
        shell.state_command_entered.connect(self._on_shell_state_command_entered)

    def _on_session_engine_changed(self) -> None:
        handle = self._session.engine
        if handle is self._handle:
            if handle is not None and handle.is_running:
                self._shell.add_program(ENGINE_KEY, f"Engine: {handle.name}", handle.take_traffic)
            return
        if self._handle is not None:
            self._shell.remove_program(ENGINE_KEY)
        self._handle = handle
        if handle is None:
            return
        self._shell.add_program(ENGINE_KEY, f"Engine: {handle.label}", handle.take_traffic)
        handle.started.connect(self._on_engine_started)

    def _on_engine_started(self, name: str, _version: str) -> None:
        handle = self._handle
        if handle is None:
            return
        self._shell.add_program(ENGINE_KEY, f"Engine: {name}", handle.take_traffic)
        handle.submit(
            lambda client, _sync: sorted(client.commands),
            lambda commands: self._shell.set_commands(ENGINE_KEY, commands),
        )

    def _on_shell_command_entered(self, key: str, line: str) -> None:
        if key != ENGINE_KEY:
            return  # another program's tab (the ruler's)
        busy = "The engine is busy; try again when it has moved" if self._session.thinking else ""
        send_typed_command(
            self._shell, key, self._handle, line, detach=self._session.detach, busy=busy
        )

    def _on_shell_state_command_entered(self, key: str, name: str) -> None:
        handle = self._handle
        if key != ENGINE_KEY or handle is None:
            return
        self._shell.append_note(
            key,
            f"'{name}' changed the engine's position: it is set back to the game before "
            "it plays again",
            warning=True,
        )
        handle.submit(lambda _client, sync: sync.invalidate(), lambda _result: None)
