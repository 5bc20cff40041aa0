"""Tools > Matches: the match window.

It builds a match file (:class:`~gogui_py.gui.match.builder.MatchBuilder`) or opens
one, runs it in a child process (:class:`~gogui_py.gui.match.runner_process.RunnerProcess`;
Stop lets the games under way finish, Start again resumes) and follows its folder
(:class:`~gogui_py.gui.match.follower.MatchFollower`): the results table, the Elo plot,
the games under way as small boards, the finished games (one opens in the main window).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QSplitter,
    QToolBar,
    QWidget,
)

from gogui_py.gui.dialogs.file_path import ask_file_path
from gogui_py.gui.dialogs.screen_fit import fit_to_screen
from gogui_py.gui.i18n import translatable, translate
from gogui_py.gui.match.builder import MatchBuilder
from gogui_py.gui.match.elo_plot import EloPlot
from gogui_py.gui.match.follower import MatchFollower
from gogui_py.gui.match.games_list import GamesList
from gogui_py.gui.match.live_boards import LiveBoards
from gogui_py.gui.match.runner_process import RunnerProcess
from gogui_py.gui.match.table import ResultsTable
from gogui_py.gui.programs.catalog import ProgramList, builtin_entries
from gogui_py.gui.record.confirmations import CONFIRM_STOP_MATCH_KEY, asks
from gogui_py.match.config import ConfigError, MatchConfig, load_config
from gogui_py.match.journal import MatchFolder
from gogui_py.match.live import clear_live
from gogui_py.match.runner import match_folder_for

EXIT_TEXT = {
    0: translatable("Match", "done"),
    1: translatable("Match", "stopped or halted"),
    2: translatable("Match", "match file refused"),
    3: translatable("Match", "folder in use"),
}
"""What the runner's exit status means (English; shown translated)."""


class MatchWindow(QMainWindow):
    """The window (module docstring).

    Args:
        programs: the engine list to build matches from (read when New Match opens).
        open_game: opens a record in the main window (it asks before dropping unsaved work).
        rulers: the ruler list New Match offers as referees (None: the bundled rulers).
    """

    def __init__(
        self,
        programs: Callable[[], ProgramList],
        open_game: Callable[[Path], None],
        parent: QWidget | None = None,
        rulers: Callable[[], ProgramList] | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(translate("Match", "Matches — gogui-py"))
        self._programs = programs
        self._open_game = open_game
        self._rulers = rulers or (lambda: ProgramList("ruler", builtin_entries("ruler")))
        self.match_file: Path | None = None
        self.config: MatchConfig | None = None
        self.folder: MatchFolder | None = None
        self.follower: MatchFollower | None = None
        self.builder: MatchBuilder | None = None  # the last New Match dialog
        self.runner = RunnerProcess(self)
        self.runner.output.connect(self._log_text)
        self.runner.finished.connect(self._on_runner_finished)
        self.runner.running_changed.connect(lambda _r: self._update_state())
        self.table = ResultsTable()
        self.plot = EloPlot()
        self.live = LiveBoards()
        self.games = GamesList()
        self.games.open_requested.connect(self.open_game)
        self.log = QPlainTextEdit(readOnly=True)
        self.log.setMaximumBlockCount(1000)
        self.status = QLabel(translate("Match", "No match: New Match… or Open Match…"))
        self._build_toolbar()
        self._lay_out()
        self.statusBar().addWidget(self.status, 1)
        fit_to_screen(self, 1100, 820)  # bounded to the screen, centred
        self._update_state()

    def _build_toolbar(self) -> None:
        bar = QToolBar(translate("Match", "Match"), self)
        bar.setObjectName("match")
        bar.setMovable(False)
        self.addToolBar(bar)
        self.new_action = QAction(translate("Match", "&New Match…"), self)
        self.new_action.triggered.connect(self.new_match)
        self.open_action = QAction(translate("Match", "&Open Match…"), self)
        self.open_action.triggered.connect(self._on_open_triggered)
        self.start_action = QAction(translate("Match", "&Start"), self)
        self.start_action.triggered.connect(self.start)
        self.stop_action = QAction(translate("Match", "S&top"), self)
        self.stop_action.triggered.connect(self.stop)
        self.parallel = QSpinBox(minimum=1, maximum=64, value=1)
        self.parallel.setToolTip(translate("Match", "Games at once"))
        for action in (self.new_action, self.open_action):
            bar.addAction(action)
        bar.addSeparator()
        bar.addAction(self.start_action)
        bar.addAction(self.stop_action)
        bar.addWidget(QLabel(translate("Match", "  Games at once: ")))
        bar.addWidget(self.parallel)

    def _lay_out(self) -> None:
        middle = QSplitter(Qt.Orientation.Horizontal)
        middle.addWidget(self.plot)
        middle.addWidget(self.live)
        middle.setSizes([600, 420])
        bottom = QSplitter(Qt.Orientation.Horizontal)
        bottom.addWidget(self.games)
        bottom.addWidget(self.log)
        bottom.setSizes([600, 420])
        main = QSplitter(Qt.Orientation.Vertical)
        main.addWidget(self.table)
        main.addWidget(middle)
        main.addWidget(bottom)
        main.setSizes([150, 420, 220])
        self.setCentralWidget(main)

    # --- the match --------------------------------------------------------------------
    def new_match(self) -> MatchBuilder:
        """Open New Match (not modal); an accepted match is loaded. Returns the dialog."""
        folder = str(self.match_file.parent) if self.match_file is not None else ""
        dialog = MatchBuilder(self._programs(), folder, self, self._rulers())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._on_built(dialog))
        dialog.open()
        self.builder = dialog
        return dialog

    def _on_built(self, dialog: MatchBuilder) -> None:
        if dialog.path is not None:
            self.parallel.setValue(dialog.parallel)
            self.load(dialog.path)

    def _on_open_triggered(self) -> None:
        start = str(self.match_file.parent) if self.match_file is not None else ""
        path = ask_file_path(
            self,
            translate("Match", "Open Match"),
            start,
            translate("Match", "Match files (*.toml)"),
            save=False,
        )
        if path:
            self.load(Path(path))

    def load(self, path: Path) -> bool:
        """Show the match of the file ``path`` (refused while a run of ours goes on)."""
        if self.runner.running:
            self._warn(translate("Match", "Stop the match under way first."))
            return False
        try:
            config = load_config(path)
        except ConfigError as error:
            self._warn(str(error))
            return False
        if self.follower is not None:
            self.follower.stop()
            self.follower.deleteLater()
        self.match_file, self.config = path, config
        self.folder = folder = match_folder_for(path)
        self.follower = MatchFollower(config, folder, self._runner_active, self)
        self.follower.changed.connect(self._on_progress)
        self.follower.live_changed.connect(self.live.show_games)
        self.follower.live_changed.connect(lambda _games: self._update_state())
        self.table.setRowCount(0)
        self.table.show_sprt(config.sprt is not None)
        self.plot.set_pairings(config.pairings)
        self.games.clear()
        self.live.show_games([])
        self.setWindowTitle(translate("Match", "Match {} — gogui-py").format(config.name))
        self._log_text(f"match {config.name}: {path}\n")
        self.follower.start()
        self._on_progress()
        return True

    def _runner_active(self) -> bool:
        return self.runner.running or (self.folder is not None and self.folder.is_running())

    def start(self) -> None:
        """Start the match, or resume it (the journal keeps the games played)."""
        if self.match_file is None or self.folder is None or self.runner.running:
            return
        if self.folder.is_running():
            self._warn(translate("Match", "Another run is playing this match (gogui-match run)."))
            return
        clear_live(self.folder.path)  # left by a killed run
        self._log_text(f"run: {self.parallel.value()} game(s) at once\n")
        self.runner.start(self.match_file, self.parallel.value())

    def stop(self) -> None:
        """Stop: the games under way finish; Stop again (Kill) ends the runner now."""
        if not self.runner.running or self.folder is None:
            return
        if self.runner.stopping:
            self.runner.kill()
            return
        self.runner.request_stop(self.folder)
        self._log_text("stop requested: the games under way finish\n")
        self._update_state()

    def open_game(self, game_id: str) -> None:
        """Open the record of the finished game ``game_id`` in the main window."""
        if self.folder is None:
            return
        path = self.folder.record(game_id, void=False)
        if not path.is_file():
            self._warn(translate("Match", "No record of game {0} ({1}).").format(game_id, path))
            return
        self._open_game(path)

    def shutdown(self) -> None:
        """For the application's end: the runner stops (or is killed), polling ends."""
        self.runner.shutdown(self.folder)
        if self.follower is not None:
            self.follower.stop()

    # --- views ------------------------------------------------------------------------
    def _on_progress(self) -> None:
        if self.follower is None:
            return
        progress = self.follower.progress
        self.table.show_stats(progress.stats)
        self.plot.set_history(progress.history)
        self.games.show_games(progress.finished)
        self._update_state()

    def _on_runner_finished(self, code: int) -> None:
        meaning = (
            translate("Match", EXIT_TEXT[code])
            if code in EXIT_TEXT
            else translate("Match", "status {}").format(code)
        )
        self._log_text(translate("Match", "runner ended: {}").format(meaning) + "\n")
        if self.follower is not None:
            self.follower.poll()
        self._update_state()

    def _update_state(self) -> None:
        running, loaded = self.runner.running, self.follower is not None
        self.new_action.setEnabled(not running)
        self.open_action.setEnabled(not running)
        self.parallel.setEnabled(not running)
        self.stop_action.setEnabled(running)
        stop = translate("Match", "S&top")  # a second click kills the engines
        self.stop_action.setText(translate("Match", "&Kill") if self.runner.stopping else stop)
        progress = self.follower.progress if self.follower is not None else None
        complete = progress is not None and progress.complete
        self.start_action.setEnabled(loaded and not running and not complete)
        self.start_action.setText(
            translate("Match", "&Resume")
            if progress and progress.counted
            else translate("Match", "&Start")
        )
        if progress is None:
            return
        state = (
            "stopping"
            if self.runner.stopping
            else "running"
            if running
            else translate("Match", "not running")
        )
        under_way = len(self.follower.live) if self.follower is not None else 0
        self.status.setText(
            translate("Match", "{0}/{1} games, {2} void, {3} under way · {4}").format(
                progress.counted, progress.total, len(progress.voids), under_way, state
            )
        )

    def _log_text(self, text: str) -> None:
        for line in text.replace("\r", "\n").splitlines():
            if line.strip():
                self.log.appendPlainText(line)

    def _warn(self, text: str) -> None:
        QMessageBox.warning(self, translate("Match", "Matches"), text)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.runner.running and self.folder is not None and not self.runner.stopping:
            answer = QMessageBox.StandardButton.Yes
            if asks(CONFIRM_STOP_MATCH_KEY):  # Edit > Preferences > Confirmations
                answer = QMessageBox.question(
                    self,
                    translate("Match", "Matches"),
                    (
                        translate(
                            "Match",
                            "The match is running. Stop it? The games under way finish "
                            "first; Start resumes it later.",
                        )
                    ),
                )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
            self.stop()
        event.accept()
