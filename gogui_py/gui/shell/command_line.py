"""The GTP shell's command line: history on Up/Down, completion of command names."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QStringListModel, Qt, Signal
from PySide6.QtGui import QFontDatabase, QKeyEvent
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from gogui_py.gui.i18n import translate
from gogui_py.gui.shell.history import CommandHistory, HistoryBrowser


def _common_prefix(words: list[str]) -> str:
    first, last = min(words), max(words)
    length = 0
    while length < min(len(first), len(last)) and first[length] == last[length]:
        length += 1
    return first[:length]


class CommandLine(QLineEdit):
    """A line edit for GTP commands.

    Up/Down walk ``history`` (entries starting with the text typed before the first
    Up); the completer offers the program's command names (case-insensitive prefix
    match, popup). Enter emits :attr:`command_entered` with the stripped line, stores it
    in the history and clears the line; blank lines are ignored.
    """

    command_entered = Signal(str)

    def __init__(self, history: CommandHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self._browser = HistoryBrowser(history)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setPlaceholderText(translate("Shell", "GTP command (Up/Down: history, Tab: complete)"))
        self.setClearButtonEnabled(True)
        self._model = QStringListModel(self)
        completer = QCompleter(self._model, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setModelSorting(QCompleter.ModelSorting.CaseInsensitivelySortedModel)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.setMaxVisibleItems(12)
        self.setCompleter(completer)
        self.textEdited.connect(self._on_text_edited)
        self.returnPressed.connect(self._on_return_pressed)

    def set_commands(self, commands: Iterable[str]) -> None:
        """Offer ``commands`` (names) for completion."""
        names = sorted({name for name in commands if name}, key=lambda name: (name.lower(), name))
        self._model.setStringList(names)

    def commands(self) -> list[str]:
        """The command names offered for completion, sorted case-insensitively."""
        return list(self._model.stringList())

    def complete_name(self) -> bool:
        """Shell-like Tab completion of the command name being typed.

        One matching name: the line becomes that name and a space. Several: the line
        grows to their longest common prefix and the popup lists them. Returns False
        (nothing done) when the line is empty or already holds arguments.
        """
        text = self.text()
        if not text or " " in text:
            return False
        lowered = text.lower()
        matches = [name for name in self._model.stringList() if name.lower().startswith(lowered)]
        if len(matches) == 1:
            self.setText(matches[0] + " ")
        elif matches:
            common = _common_prefix([name.lower() for name in matches])
            if len(common) > len(text):
                self.setText(matches[0][: len(common)])
            completer = self.completer()
            completer.setCompletionPrefix(self.text())
            completer.complete()
        return True

    def event(self, event: QEvent) -> bool:
        """Tab completes the command name instead of moving the focus (when it can); Up
        and Down are claimed before the window's shortcuts (Go > Previous/Next Variation)
        so they browse the history."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
            and not event.modifiers()
        ):
            event.accept()
            return True
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Tab
            and not event.modifiers()
            and self.complete_name()
        ):
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Up/Down browse the history; other keys edit as usual."""
        key = event.key()
        if key == Qt.Key.Key_Up and not event.modifiers():
            entry = self._browser.older(self.text())
            if entry is not None:
                self.setText(entry)
            event.accept()
            return
        if key == Qt.Key.Key_Down and not event.modifiers():
            entry = self._browser.newer()
            if entry is not None:
                self.setText(entry)
            event.accept()
            return
        super().keyPressEvent(event)

    def _on_text_edited(self, _text: str) -> None:
        self._browser.reset()

    def _on_return_pressed(self) -> None:
        line = self.text().strip()
        if not line:
            return
        self.history.add(line)
        self._browser.reset()
        self.clear()
        self.command_entered.emit(line)
