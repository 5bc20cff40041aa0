"""Tools > GTP Shell (GoGui's Tools menu): the shell's command files offered from the main
window too: Save Commands…, Send File…, Send Recent
(:class:`~gogui_py.gui.shell.command_files.CommandFilesMenu`), enabled once a program is
attached. The shell is not made for this: before a program is attached there is none, and
the entries are disabled."""

from __future__ import annotations

from gogui_py.gui.i18n import translate
from gogui_py.gui.shell.command_files import CommandFiles, CommandFilesMenu
from gogui_py.gui.window.features import Features

__all__ = ["install"]


def install(features: Features) -> None:
    """Add Tools > GTP Shell; ``features.installed["shell_menu"]`` is the submenu (a
    :class:`CommandFilesMenu`)."""
    parts = features.parts
    programs = parts.session.programs

    def files() -> CommandFiles | None:
        if not programs.programs:  # the shell is made once a program is attached
            return None
        return parts.shell.files

    tools = features.menu("tools")
    tools.addSeparator()
    menu = CommandFilesMenu(translate("Menu", "GTP &Shell"), files, features.window)
    tools.addMenu(menu)
    programs.changed.connect(menu.update_menu)
    features.installed["shell_menu"] = menu
