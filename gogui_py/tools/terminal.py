"""``gogui-terminal``: play a GTP engine in a terminal (GoGui's gogui-terminal).

Usage::

    gogui-terminal "gnugo --mode gtp" --size 9 --color

The board is printed after each command: columns and rows labelled as GTP vertices,
``X`` Black, ``O`` White, the last move in parentheses, the captures counted. Type a
move (``D4``, ``pass``) for the side to move and the engine answers with ``genmove``.
Other commands: ``genmove`` (the engine plays the side to move), ``undo [N]`` (your
last move and the engine's answer, or N moves), ``save FILE.sgf``, ``load FILE.sgf``
(the main line), ``newgame [SIZE]``, ``list`` (the engine's commands), ``help``,
``quit``; anything else goes to the engine as a GTP command, unless it would change the
engine's board (``play``, ``boardsize``...), which only this program does (through
:class:`~gogui_py.gtp.sync.EngineSync`, the board's engine sync).

Rendering uses rich (already a dependency of the tool chain, small, no curses): colours
with ``--color`` on a terminal, plain text otherwise, so the tool can be scripted with
standard input and output pipes. Line editing and history come from the standard
library's readline when standard input is a terminal.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

from rich.console import Console
from rich.text import Text

from gogui_py import __version__
from gogui_py.game import GameTree, load_file, save_file
from gogui_py.go import Board, BoardSize, Color, Move, Point
from gogui_py.go.board import IllegalMoveError
from gogui_py.go.vertex import column_to_gtp, from_gtp, to_gtp
from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.errors import GtpEngineDied, GtpError, GtpFailure
from gogui_py.gtp.protocol import one_line
from gogui_py.gtp.sync import EngineSync, Position
from gogui_py.tools.program_args import add_program, parse_with_program

STATE_COMMANDS = frozenset(
    {
        "boardsize",
        "clear_board",
        "komi",
        "play",
        "undo",
        "gg-undo",
        "loadsgf",
        "fixed_handicap",
        "place_free_handicap",
        "set_free_handicap",
        "gogui-setup",
        "gogui-play_sequence",
        "kgs-genmove_cleanup",
    }
)
"""GTP commands refused when typed: they would change the engine's board behind the sync."""

HELP = """\
Commands:
  D4, pass        play for the side to move; the engine answers
  genmove         the engine plays the side to move
  undo [N]        take back your last move and the engine's answer (or N moves)
  save FILE.sgf   save the game
  load FILE.sgf   load a game (its main line)
  newgame [SIZE]  start again (on a SIZE board)
  list            the engine's commands
  help            this text
  quit            leave
Any other line is sent to the engine as a GTP command."""

STYLE_BOARD = "on dark_goldenrod"
STYLE_BLACK = "bold black on dark_goldenrod"
STYLE_WHITE = "bold bright_white on dark_goldenrod"


@dataclass
class TerminalGame:
    """The game: size, komi and the moves, each with the board after it and who played it."""

    size: BoardSize
    komi: float
    moves: list[Move] = field(default_factory=list)
    boards: list[Board] = field(default_factory=list)
    by_engine: list[bool] = field(default_factory=list)
    result: str = ""

    def __post_init__(self) -> None:
        if not self.boards:
            self.boards = [Board.empty(self.size)]

    @property
    def board(self) -> Board:
        """The current board."""
        return self.boards[-1]

    @property
    def to_move(self) -> Color:
        """The side to move (Black first; then the opponent of the last mover)."""
        return Color.BLACK if not self.moves else self.moves[-1].color.opponent

    @property
    def position(self) -> Position:
        """The position as the engine sync wants it."""
        return Position(self.size, self.komi, moves=tuple(self.moves))

    @property
    def over(self) -> bool:
        """True after two passes in a row or a resignation."""
        two_passes = len(self.moves) >= 2 and all(m.point is None for m in self.moves[-2:])
        return two_passes or bool(self.result)

    def play(self, move: Move, by_engine: bool = False) -> None:
        """Play ``move``; IllegalMoveError (occupied, suicide, ko) leaves the game as it was."""
        self.boards.append(self.board.play(move, check=True))
        self.moves.append(move)
        self.by_engine.append(by_engine)

    def undo(self, count: int) -> int:
        """Take back up to ``count`` moves; returns how many were taken back."""
        count = min(count, len(self.moves))
        for _ in range(count):
            self.moves.pop()
            self.boards.pop()
            self.by_engine.pop()
        if count:
            self.result = ""
        return count

    def tree(self, engine_name: str) -> GameTree:
        """The game as a game tree (engine as the player of its moves' colours)."""
        tree = GameTree.new(self.size, self.komi)
        colours = {m.color for m, e in zip(self.moves, self.by_engine, strict=True) if e}
        info = tree.info.replace(
            player_black=engine_name if Color.BLACK in colours else "",
            player_white=engine_name if Color.WHITE in colours else "",
            result=self.result,
        )
        tree.set_info(info)
        node = tree.root
        for move in self.moves:
            node, _ = tree.add_move(node, move)
        return tree


def render_board(game: TerminalGame, color: bool) -> Text:
    """The board as text: labelled columns and rows, ``X``/``O``/``.``, the last move in
    parentheses, then the captures, a ``Move N: colour vertex`` line for the last move
    (and for the typed move the engine answered, so a pass shows too) and the side to
    move."""
    board = game.board
    size = board.size
    last = game.moves[-1].point if game.moves else None
    stone_style = {Color.BLACK: STYLE_BLACK, Color.WHITE: STYLE_WHITE}
    text = Text()
    columns = " ".join(column_to_gtp(x) for x in range(size.width))
    text.append(f"    {columns}\n")
    for y in range(size.height):
        row = size.height - y
        text.append(f"{row:>2} ")
        for x in range(size.width):
            point_color = board.get(Point(x, y))
            here = last is not None and (last.x, last.y) == (x, y)
            before = last is not None and (last.x, last.y) == (x - 1, y)
            separator = "(" if here else (")" if before else " ")
            text.append(separator, style=STYLE_BOARD if color else "")
            glyph = "." if point_color is None else ("X" if point_color is Color.BLACK else "O")
            style = STYLE_BOARD if point_color is None else stone_style[point_color]
            text.append(glyph, style=style if color else "")
        closing = ")" if last is not None and (last.x, last.y) == (size.width - 1, y) else " "
        text.append(closing, style=STYLE_BOARD if color else "")
        text.append(f"{row}\n")
    text.append(f"    {columns}\n")
    text.append(
        f"Captured by Black (X): {board.prisoners(Color.BLACK)}   "
        f"by White (O): {board.prisoners(Color.WHITE)}\n"
    )
    shown = len(game.moves) - 1
    if shown >= 1 and game.by_engine[-1] and not game.by_engine[-2]:
        shown -= 1  # the engine answered a move typed in: show both (a pass too)
    for number in range(max(shown, 0), len(game.moves)):
        move = game.moves[number]
        who = " (engine)" if game.by_engine[number] else ""
        vertex = to_gtp(move.point, size)
        text.append(f"Move {number + 1}: {move.color.name_lower} {vertex}{who}\n")
    if game.over:
        text.append(f"Game over{': ' + game.result if game.result else ''}\n")
    else:
        text.append(f"{game.to_move.name_lower.capitalize()} to play\n")
    text.rstrip()
    return text


class Terminal:
    """The command loop: reads lines, keeps the game, drives the engine."""

    def __init__(
        self,
        program: Sequence[str],
        size: int,
        komi: float,
        *,
        console: Console,
        color: bool,
        timeout: float,
    ) -> None:
        self.program = tuple(program)
        self.console = console
        self.color = color
        self.timeout = timeout
        self.game = TerminalGame(BoardSize(size, size), komi)
        self.client: GtpClient | None = GtpClient(self.program, timeout=timeout)
        self.sync: EngineSync | None = EngineSync(self.client)
        self.engine_name = one_line(self.client.name_and_version()[0]) or self.program[0]

    def say(self, message: str) -> None:
        """Print a message line (never styled)."""
        self.console.print(Text(message))

    def paint(self) -> None:
        """Print the board (after clearing the screen on a terminal)."""
        if self.console.is_terminal:
            self.console.clear()
        self.console.print(render_board(self.game, self.color))

    def start(self) -> bool:
        """Bring the engine to the empty board; False (said why) when it refuses."""
        try:
            self._engine().sync(self.game.position)
        except GtpError as error:
            self.say(f"the engine cannot start this game: {error}")
            return False
        return True

    def _engine(self) -> EngineSync:
        if self.sync is None:
            raise GtpEngineDied("(none)", None, "")
        return self.sync

    def close(self) -> None:
        """End the engine."""
        if self.client is not None:
            self.client.close()
        self.client = None
        self.sync = None

    # -- commands -----------------------------------------------------------------

    def handle(self, line: str) -> bool:
        """Carry out one input line; False when the session ends."""
        words = line.split()
        if not words:
            return True
        name = words[0].lower()
        try:
            if name in ("quit", "exit"):
                return False
            if name == "help":
                self.say(HELP)
            elif name == "genmove":
                self._engine_move(self.game.to_move)
                self.paint()
            elif name == "undo":
                self._undo(words[1:])
            elif name == "save":
                self._save(line.strip()[4:].strip())
            elif name == "load":
                self._load(line.strip()[4:].strip())
            elif name == "newgame":
                self._new_game(words[1:])
            elif name == "list":
                self._gtp(["list_commands"])
            elif self._is_move(words):
                self._play(words[0])
            else:
                self._gtp(words)
        except GtpEngineDied as error:
            self.close()
            self.say(f"the engine is gone ({error}); save FILE.sgf keeps the game")
        except GtpError as error:
            self.say(f"engine error: {error}")
        return True

    def _is_move(self, words: list[str]) -> bool:
        if len(words) != 1:
            return False
        try:
            from_gtp(words[0], self.game.size)
        except ValueError:
            return False
        return True

    def _play(self, vertex: str) -> None:
        game = self.game
        if game.over:
            self.say("the game is over (undo, or newgame)")
            return
        move = Move(game.to_move, from_gtp(vertex, game.size))
        try:
            game.play(move)
        except IllegalMoveError as error:
            self.say(f"illegal move: {error}")
            return
        if not game.over:
            self._engine_move(game.to_move)
        self.paint()

    def _engine_move(self, color: Color) -> None:
        game = self.game
        if game.over:
            self.say("the game is over (undo, or newgame)")
            return
        move = self._engine().genmove(color, game.position, timeout=self.timeout)
        if move is None:
            game.result = f"{color.opponent.to_gtp().upper()}+R"
            self.say(f"{self.engine_name} resigns")
            return
        try:
            game.play(move, by_engine=True)
        except IllegalMoveError as error:
            self._engine().invalidate()
            self.say(f"{self.engine_name} played an illegal move: {error}")
            return
        if game.over:
            self._final_score()

    def _final_score(self) -> None:
        sync = self._engine()
        sync.sync(self.game.position)
        assert self.client is not None
        if not self.client.known_command("final_score"):
            return
        try:
            score = one_line(self.client.send("final_score"))
        except GtpFailure:
            return
        self.game.result = score
        self.say(f"{self.engine_name} counts {score}")

    def _undo(self, args: list[str]) -> None:
        game = self.game
        if args:
            try:
                count = int(args[0])
            except ValueError:
                self.say("undo takes a number of moves")
                return
        else:
            count = 2 if len(game.by_engine) >= 2 and game.by_engine[-1] else 1
        if game.undo(count) == 0:
            self.say("no move to take back")
        self.paint()

    def _save(self, path: str) -> None:
        if not path:
            self.say("save FILE.sgf")
            return
        try:
            save_file(path, [self.game.tree(self.engine_name)])
        except OSError as error:
            self.say(f"cannot save: {error}")
            return
        self.say(f"saved {len(self.game.moves)} moves to {path}")

    def _load(self, path: str) -> None:
        try:
            tree = load_file(path).games[0]
        except (OSError, ValueError, IndexError) as error:
            self.say(f"cannot load {path}: {error}")
            return
        if not tree.size.is_square:
            self.say(f"cannot load {path}: the board is not square")
            return
        game = TerminalGame(tree.size, tree.info.komi)
        try:
            for node in tree.main_line():
                if node.has_setup:
                    raise ValueError("setup stones are not supported")
                if node.move is not None:
                    game.play(node.move)
        except (IllegalMoveError, ValueError) as error:
            self.say(f"cannot load {path}: {error}")
            return
        self.game = game
        self._engine().sync(game.position)
        self.paint()

    def _new_game(self, args: list[str]) -> None:
        size = self.game.size.width
        if args:
            try:
                size = int(args[0])
                BoardSize(size, size)
                Board.empty(BoardSize(size, size))
            except ValueError:
                self.say("newgame [SIZE]: SIZE is a number from 2 to 25")
                return
        self.game = TerminalGame(BoardSize(size, size), self.game.komi)
        self._engine().sync(self.game.position)
        self.paint()

    def _gtp(self, words: list[str]) -> None:
        if words[0].lower() in STATE_COMMANDS:
            self.say(f"{words[0]} would change the engine's board: not sent")
            return
        sync = self._engine()
        sync.sync(self.game.position)
        assert self.client is not None
        try:
            answer = self.client.send(words[0], *words[1:])
        except GtpFailure as failure:
            self.say(f"? {failure.message}")
            return
        finally:
            if words[0].lower() == "genmove":
                sync.invalidate()
        self.say(f"=\n{answer}" if "\n" in answer else f"= {answer}")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gogui-terminal",
        description="Play a GTP engine in the terminal: type moves (D4, pass), undo, "
        "save FILE.sgf, quit; help lists the commands. Plain text when standard output "
        "is not a terminal.",
    )
    parser.add_argument("--size", type=int, default=19, help="board size (default 19)")
    parser.add_argument("--komi", type=float, default=6.5, help="komi (default 6.5)")
    parser.add_argument(
        "--color", action="store_true", help="colour the board (on a terminal only)"
    )
    parser.add_argument(
        "--timeout", type=float, default=300.0, help="seconds per engine command (default 300)"
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    add_program(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gogui-terminal``; returns the exit status (1: the engine cannot play)."""
    args = parse_with_program(_parser(), sys.argv[1:] if argv is None else argv)
    program = args.program
    if not 2 <= args.size <= 25:
        print("gogui-terminal: --size must be 2..25", file=sys.stderr)
        return 1
    console = Console(highlight=False, markup=False, emoji=False, soft_wrap=True)
    color = bool(args.color) and console.is_terminal
    if sys.stdin.isatty():
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401, PLC0415 (line editing and history for input())
    try:
        terminal = Terminal(
            program, args.size, args.komi, console=console, color=color, timeout=args.timeout
        )
    except GtpError as error:
        print(f"gogui-terminal: cannot start the engine: {error}", file=sys.stderr)
        return 1
    try:
        if not terminal.start():
            return 1
        terminal.paint()
        while True:
            prompt = f"{terminal.game.to_move.name_lower}> "
            try:
                line = input(prompt)
            except EOFError:
                break
            if not terminal.handle(line):
                break
    except KeyboardInterrupt:
        return 130
    finally:
        terminal.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
