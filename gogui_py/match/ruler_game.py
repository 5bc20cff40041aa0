"""A match game of another board game, refereed by a ruler (issue 12; rulers.md).

:class:`RulerGame` is what :func:`~gogui_py.match.play.play_game` runs for a
:class:`~gogui_py.match.game.GameTask` with a ``ruler``: the two engines play the
ruler's game (Othello, Gomoku, Hex...) and the ruler, a third GTP program speaking
the ``gogui-rules_*`` commands (../shared/specs/rulers.md "The commands"), owns the
rules. It is driven through :class:`~gogui_py.gtp.ruler.RulerSync`, forward only: a
move costs the ruler ``play`` then ``gogui-rules_board``, ``gogui-rules_side_to_move``
and ``gogui-rules_legal_moves`` (plus the optional queries it lists, and
``gogui-rules_final_result`` once the legal list is empty).

- Set-up: the ruler gets ``clear_board``, and ``boardsize`` first when the match
  gives a size (``size`` 0: the ruler's own; a ruler that does not take the size, or
  refuses it: void). Each engine gets ``boardsize`` (``N``, or ``W H`` for a
  rectangle), ``clear_board``, its startup commands and the time settings, never
  ``komi`` nor a handicap. An engine listing ``gogui-rules_game_id`` that names
  another game is only warned about (rulers.md "Engine + ruler").
- Play: the ruler says whose turn it is (``gogui-rules_side_to_move``). A side whose
  only legal move is ``pass`` passes without being asked, as the GUI does. Otherwise
  that side's engine is asked ``genmove``; ``resign`` gives ``X+R``; a failure
  response, an ill-formed vertex, or a move not in the ruler's legal list is a
  forfeit (``X+F``), as is a move the ruler then refuses (``? ...`` to ``play``).
  The move then goes to the other engine (and, for a forced pass, to both) with
  ``play``; an engine refusing a legal move forfeits, except ``play C pass``: some
  engines refuse passes although the game has them (gtp-rhino), so passes are not
  sent to that engine any more (as :class:`~gogui_py.gtp.sync.EngineSync`'s
  ``skips_passes``) and the game goes on.
- The end: an empty legal list. ``gogui-rules_final_result``'s last word is the SGF
  result (``B+8``, ``W+``, ``0``: :func:`~gogui_py.go.rules.sgf_result`); a text
  without one gives ``?`` (unknown) and the text stays in the record's comment.
  Time losses and the move limit (``Void``) as for Go.
- Void (not counted, replayed): as for Go, a fault of either engine or of the ruler
  (start failure, death, a hang past ``command_timeout``, garbage, an answer that makes
  no sense such as a board of the wrong size, a refused set-up command or query)
  voids the game unless the result is established.
- Record (:mod:`~gogui_py.match.record`): GM from the ruler's game id (Othello 2...)
  and GOGUIGAME, no KM; the ruler's name in the root comment.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

from gogui_py.go import Board, BoardSize, Color, Move, Point
from gogui_py.go.rules import BLACK, WHITE, RulerPosition, sgf_result
from gogui_py.go.vertex import to_gtp
from gogui_py.gtp.errors import GtpEngineDied, GtpError, GtpFailure, GtpTimeout
from gogui_py.gtp.ruler import RulerSync
from gogui_py.match.game import FAULTED_CLOSE, GameTask, MoveCallback, _Ended, _Game
from gogui_py.match.player import EngineFault, Player
from gogui_py.match.scoring import Verdict

RULER = "ruler"
"""The label of the ruler in faults and warnings."""

T = TypeVar("T")


class RulerGame(_Game):
    """One game refereed by ``task.ruler`` (module docstring); :meth:`run` plays it and
    returns the :class:`~gogui_py.match.game.GameOutcome` (never raises for engine or
    ruler trouble).

    Raises:
        ValueError: ``task`` has no ruler.
    """

    def __init__(self, task: GameTask, on_move: MoveCallback | None = None) -> None:
        if task.ruler is None:
            raise ValueError("RulerGame needs a task with a ruler")
        super().__init__(replace(task, size=task.size or 1), on_move)
        self.task = task
        self.ruler_player: Player | None = None
        self.rules: RulerSync | None = None
        self.ruler_faulted = False
        self.moves: list[Move] = []
        self.position: RulerPosition | None = None
        self.skips_passes: set[Color] = set()

    # -- the ruler ----------------------------------------------------------------

    def _ruler(self, call: Callable[[], T]) -> T:
        """``call()`` on the ruler; its faults become :class:`EngineFault` (void).

        Raises:
            GtpFailure: the ruler refused (the caller judges).
            EngineFault: timeout, death, garbage or nonsense (``RulerError``), a move off
                the ruler's board.
        """
        try:
            return call()
        except GtpFailure:
            raise
        except GtpTimeout as error:
            kind, detail = "timeout", str(error)
        except GtpEngineDied as error:
            kind, detail = "died", str(error)
        except (GtpError, ValueError) as error:
            kind, detail = "protocol", str(error)
        self.ruler_faulted = True
        raise EngineFault(RULER, kind, detail)

    def _query(self) -> RulerPosition:
        """The ruler's position after ``self.moves``; a refused query voids."""
        assert self.rules is not None
        rules, moves = self.rules, tuple(self.moves)
        try:
            return self._ruler(lambda: rules.position(moves))
        except GtpFailure as failure:
            self.ruler_faulted = True
            raise EngineFault(RULER, "setup", f"refused a query: {failure}") from None

    # -- set-up -------------------------------------------------------------------

    def _start(self) -> None:
        super()._start()
        assert self.task.ruler is not None
        self.ruler_player = Player(self.task.ruler, self.task.command_timeout)
        self.rules = RulerSync(self.ruler_player.client, self.task.command_timeout)

    def _setup(self) -> None:
        assert self.rules is not None
        rules, task = self.rules, self.task
        wanted = BoardSize.square(task.size) if task.size else None
        try:
            info = self._ruler(lambda: rules.new_game(wanted))
        except GtpFailure as failure:
            self.ruler_faulted = True
            raise EngineFault(RULER, "setup", f"refused the new game: {failure}") from None
        if wanted is not None and info.size != wanted:
            have = f"{info.size.width}x{info.size.height}"
            raise EngineFault(
                RULER, "setup", f"its board is {have}, the match asks for {task.size}x{task.size}"
            )
        self.size = info.size
        self.board = Board.empty(info.size)
        self.record.size, self.record.height = info.size.width, info.size.height
        self.record.game = info.game_id
        self.position = self._query()
        started = getattr(self.on_move, "game_started", None)  # the live file (live module)
        if callable(started):
            started(info.game_id, info.hex, _board(self.position))
        width, height = info.size.width, info.size.height
        size_args = (str(width),) if width == height else (str(width), str(height))
        for player in self.players.values():
            player.setup("boardsize", *size_args)
            player.setup("clear_board")
            player.startup(player.spec.startup)
            self._check_game(player, info.game_id)
        self._setup_time()

    def _check_game(self, player: Player, game_id: str) -> None:
        """Warn when ``player`` names its game and it is not the ruler's."""
        if not player.knows("gogui-rules_game_id"):
            return
        with contextlib.suppress(GtpFailure):
            answer = player.send("gogui-rules_game_id").strip()
            if answer and answer.lower() != game_id.lower():
                self.warnings.append(f"{player.label} plays {answer}, the ruler {game_id}")

    # -- play ---------------------------------------------------------------------

    def _play(self) -> Verdict:
        while True:
            position = self.position
            assert position is not None
            if position.game_over:
                return _ruler_verdict(position.result)
            if len(self.moves) >= self.task.move_limit:
                raise _Ended(Verdict(None, "Void", f"move limit {self.task.move_limit} reached"))
            color = position.to_move
            if position.pass_legal and not position.legal:
                move, comment, generated = Move(color, None), "", False
            else:
                move, comment = self._ask(color, position)
                generated = True
            self._referee(move)
            self.record.add_move(move, comment)
            if generated:
                self.generated += 1
            self.board = _board(self.position)
            if self.on_move is not None:
                self.on_move(self.board, len(self.record.moves), move)
            told = (color.opponent,) if generated else (color, color.opponent)
            for receiver in told:
                self._tell(receiver, move)

    def _ask(self, color: Color, position: RulerPosition) -> tuple[Move, str]:
        """``genmove`` to ``color``'s engine (the clock as for Go); the move and the engine's
        explanation.

        Raises:
            _Ended: a forfeit (failure, ill-formed or illegal move, time) or resignation.
            EngineFault: the engine's fault.
        """
        word, point = self._genmove(color)
        if not position.is_legal(point):
            why = f"illegal move {word.upper()} (not in the ruler's legal moves)"
            raise self._forfeit(color, "F", why)
        return Move(color, point), self._explain(self.players[color])

    def _referee(self, move: Move) -> None:
        """The ruler plays ``move`` (a refusal: the mover forfeits); ``self.position``
        becomes the position after it."""
        assert self.rules is not None
        rules, after = self.rules, (*self.moves, move)
        try:
            self._ruler(lambda: rules.go_to(after))
        except GtpFailure as failure:
            vertex = to_gtp(move.point, self.size).upper()
            why = f"the ruler refused {vertex} ({failure.message})"
            raise self._forfeit(move.color, "F", why) from None
        self.moves.append(move)
        self.position = self._query()

    def _tell(self, color: Color, move: Move) -> None:
        """``play`` ``move`` to ``color``'s engine (module docstring: refusals)."""
        if move.point is None and color in self.skips_passes:
            return
        vertex = to_gtp(move.point, self.size)
        try:
            self.players[color].send("play", move.color.to_gtp(), vertex)
        except GtpFailure as failure:
            if move.point is None:
                self.skips_passes.add(color)
                self.warnings.append(
                    f"{self.label(color)} refuses 'play {move.color.to_gtp()} pass' "
                    f"({failure.message}): passes are no longer sent to it"
                )
                return
            why = f"refused the legal move {vertex.upper()} ({failure.message})"
            raise self._forfeit(color, "F", why) from None

    # -- after the game -------------------------------------------------------------

    def _close(self) -> None:
        """Close both engines and the ruler at once (a faulted one: a short deadline)."""
        normal = self.task.close_timeout
        closing = [
            (player, FAULTED_CLOSE if color in self.faulted else normal)
            for color, player in self.players.items()
        ]
        if self.ruler_player is not None:
            closing.append((self.ruler_player, FAULTED_CLOSE if self.ruler_faulted else normal))
        threads = [
            threading.Thread(target=p.close, args=(d,), name="match-close") for p, d in closing
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        if self.ruler_player is not None:
            self.warnings += [f"{RULER}: {w}" for w in self.ruler_player.warnings]

    def _describe(self) -> tuple[dict[str, float | None], list[str]]:
        cpu, lines = super()._describe()
        info = None if self.rules is None else self.rules.info
        if info is not None:
            name = f"{info.name} {info.version}".strip() or "?"
            lines.append(f"Ruler ({info.game_id}): {name}")
        return cpu, lines


def _ruler_verdict(text: str) -> Verdict:
    """The verdict from a ``gogui-rules_final_result`` text (module docstring)."""
    text = " ".join(text.split()) or "game over"
    result = sgf_result(text)
    note = f"ruler: {text}"
    if result is None:
        return Verdict(None, "?", f"{note}\nno result word in the ruler's answer: unknown")
    if result == "0":
        return Verdict(None, "0", note)
    return Verdict(Color.BLACK if result.startswith("B") else Color.WHITE, result, note)


def _board(position: RulerPosition | None) -> Board:
    """A Go board showing ``position``'s discs (for the live view)."""
    assert position is not None
    size = position.size
    black: list[Point] = []
    white: list[Point] = []
    for index, cell in enumerate(position.cells):
        if cell == BLACK:
            black.append(Point(index % size.width, index // size.width))
        elif cell == WHITE:
            white.append(Point(index % size.width, index // size.width))
    return Board.empty(size).with_setup(black=black, white=white)
