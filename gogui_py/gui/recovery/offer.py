"""The offer at start to restore the unsaved games of instances that died (``kill -9``,
a crash, a power cut): a dialog lists them (file name or "Untitled", when, moves, the
engines); the first one chosen is restored in this window, each other one in a new
``gogui-py --recover FILE`` window. Shown after the window's first paint.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gogui_py.game.recovery import Recoverable, describe_time, list_recoverable, node_at
from gogui_py.go import Color
from gogui_py.gui.clock.game_clock import GameClock
from gogui_py.gui.i18n import translate
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.record.controller import GameController

MODES = ("ask", "all", "none")
"""``--recover``: the dialog, restore every file without asking, or leave them; any other
value is the path of one recovery file to restore."""


def describe(item: Recoverable) -> str:
    """One line of the list: ``game.sgf — today 14:02 — 57 moves — GNU Go vs you``."""
    header = item.header
    parts = [item.name, describe_time(header.saved_at), f"{header.moves} moves"]
    if header.engines:
        parts.append("engine: " + ", ".join(e.label for e in header.engines))
    if header.path:
        parts[0] += f" ({Path(header.path).parent})"
    return " — ".join(parts)


class RecoveryDialog(QDialog):
    """Lists recoverable games, each checked; Restore, Discard (the checked ones) or
    Not Now (every file is left for a later start)."""

    def __init__(self, items: Sequence[Recoverable], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Recovery", "Restore Unsaved Games"))
        self.items = list(items)
        layout = QVBoxLayout(self)
        count = len(self.items)
        text = (
            translate("Recovery", "gogui-py ended without saving this game. Restore it?")
            if count == 1
            else translate(
                "Recovery",
                "gogui-py ended without saving these {} games. Restore the checked ones?",
            ).format(count)
        )
        layout.addWidget(QLabel(text))
        self.list = QListWidget()
        for item in self.items:
            row = QListWidgetItem(describe(item))
            row.setFlags(row.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            row.setCheckState(Qt.CheckState.Checked)
            self.list.addItem(row)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        self.restore_button = buttons.addButton(
            translate("Recovery", "&Restore"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.discard_button = buttons.addButton(
            translate("Recovery", "&Discard"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.later_button = buttons.addButton(
            translate("Recovery", "&Not Now"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.restore_button.setDefault(True)
        self.choice = "later"
        self.restore_button.clicked.connect(lambda: self._choose("restore"))
        self.discard_button.clicked.connect(lambda: self._choose("discard"))
        self.later_button.clicked.connect(lambda: self._choose("later"))
        layout.addWidget(buttons)
        self.resize(640, 120 + 24 * min(count, 10))

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.done(QDialog.DialogCode.Accepted if choice != "later" else QDialog.DialogCode.Rejected)

    def checked(self) -> list[Recoverable]:
        """The items whose box is checked."""
        rows = range(self.list.count())
        return [
            self.items[i] for i in rows if self.list.item(i).checkState() == Qt.CheckState.Checked
        ]


class RecoveryOffer(QObject):
    """Finds the recoverable games and offers them (see the module documentation)."""

    def __init__(
        self,
        parent: QWidget,
        controller: GameController,
        session: PlaySession,
        clock: GameClock | None,
        *,
        pause: Callable[[], None] = lambda: None,
        message: Callable[[str], None] = lambda _text: None,
        folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._controller = controller
        self._session = session
        self._clock = clock
        self._pause = pause
        self._message = message
        self._folder = folder
        self.dialog: RecoveryDialog | None = None
        self.spawned: list[subprocess.Popen[bytes]] = []
        self.clock_waits_for_pause = False
        """A restored engine game's clock was halted with the game paused: ending the pause
        (Game > Pause, F6) runs it again (:meth:`pause_ended`)."""

    def start(self, mode: str = "ask") -> None:
        """Offer (``"ask"``), restore all (``"all"``), do nothing (``"none"``), or restore
        the recovery file whose path ``mode`` is."""
        if mode == "none":
            return
        items, problems = list_recoverable(self._folder)
        for problem in problems:
            print(f"gogui-py: recovery: {problem}", file=sys.stderr)
        if mode not in MODES:
            wanted = Path(mode).resolve()
            chosen = [i for i in items if i.path.resolve() == wanted]
            for item in items:
                if item not in chosen:
                    item.release()
            if not chosen:
                self._message(
                    translate("Recovery", "{}: no unsaved game to restore there").format(mode)
                )
            self.restore(chosen)
            return
        if not items:
            return
        if mode == "all":
            self.restore(items)
            return
        dialog = self.dialog = RecoveryDialog(items, self._parent)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(lambda _code: self._on_dialog_finished(dialog))
        dialog.open()

    def _on_dialog_finished(self, dialog: RecoveryDialog) -> None:
        self.dialog = None
        checked = dialog.checked()
        rest = [i for i in dialog.items if i not in checked]
        for item in rest:
            item.release()
        if dialog.choice == "restore":
            self.restore(checked)
        elif dialog.choice == "discard":
            for item in checked:
                item.discard()
        else:
            for item in checked:
                item.release()
        dialog.deleteLater()

    def restore(self, items: Sequence[Recoverable]) -> None:
        """The first of ``items`` in this window, the others each in a new window."""
        if not items:
            return
        first, *others = items
        for item in others:
            item.release()  # the new instance takes the lock
            self.spawned.append(
                subprocess.Popen(
                    [sys.executable, "-m", "gogui_py.gui.app", "--recover", str(item.path)],
                    start_new_session=True,
                )
            )
        self.restore_here(first)

    def restore_here(self, item: Recoverable) -> bool:
        """Show ``item``'s record as it was: games, current node, engines with their
        colours (paused: the user resumes with Game > Pause), clocks (halted: Game > Clock >
        Resume), the undo history of each game that had one. The recovery file is
        removed: the window's own journal takes over. False (and a message) when the record
        cannot be read."""
        header = item.header
        try:
            trees = item.trees()
        except ValueError as exc:
            item.release()
            self._message(translate("Recovery", "Cannot restore {0}: {1}").format(item.name, exc))
            return False
        controller, session = self._controller, self._session
        path = Path(header.path) if header.path else None
        engines = [e for e in header.engines if e.argv]
        if engines:
            self._pause()  # the engine game waits for the user
        histories = item.histories(trees)  # Edit > Undo goes back through the lost edits
        controller.adopt(trees, path, header.game_index, histories)
        node = node_at(controller.game.tree, header.current)
        controller.navigate(lambda game: game.go_to(node))
        halted = self._restore_clocks(item)
        if engines:
            session.detach()
            for engine in engines:
                colors = frozenset(Color(c) for c in engine.colors)
                session.attach(engine.argv, engine.label, engine.cwd, colors=colors)
        else:
            session.set_computer(frozenset())
        item.discard()
        self.clock_waits_for_pause = halted and bool(engines)
        note = translate("Recovery", " — paused: Game > Pause (F6) goes on") if engines else ""
        if halted and not engines:
            note += " — " + translate("Recovery", "clock halted: Game > Clock > Resume")
        self._message(
            translate("Recovery", "Restored {0} ({1} moves){2}").format(
                item.name, header.moves, note
            )
        )
        return True

    def pause_ended(self) -> None:
        """The user ended the pause of a restored engine game: its halted clock runs again
        (once; later pauses leave the clock alone, as before)."""
        if self.clock_waits_for_pause and self._clock is not None:
            self.clock_waits_for_pause = False
            self._clock.resume()

    def _restore_clocks(self, item: Recoverable) -> bool:
        """Each side's time left as journaled, the clock halted (nobody is charged while
        the user looks at the restored game); True when there was a clock."""
        game_clock = self._clock
        clock = game_clock.clock if game_clock is not None else None
        if game_clock is None or clock is None or not item.header.clocks:
            return False
        game_clock.halt()  # before the times: halting charges the running side
        for state in item.header.clocks:
            clock.restore(Color(state.color), state.seconds, state.stones)
        game_clock.update()
        return True
