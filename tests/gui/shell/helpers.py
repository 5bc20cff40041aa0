"""Shared pieces of the GTP shell tests."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from gogui_py.gui.shell import GtpShell


def make_shell(qtbot: QtBot, **options: object) -> GtpShell:
    """A shown 640x360 :class:`GtpShell` built with ``options``, closed with the test."""
    shell = GtpShell(**options)  # type: ignore[arg-type]
    qtbot.addWidget(shell)
    shell.resize(640, 360)
    shell.show()
    return shell
