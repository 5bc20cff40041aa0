"""Keep an engine's board in step with a position: the ONLY sender of state changes.

gtp.md "Keeping an engine in sync with the game tree" (GoGui's rule: one object
owns every state-changing command). :class:`EngineSync` remembers what the engine
has and sends the fewest commands that bring it to a target :class:`Position`:
``boardsize`` + ``clear_board`` when the size changes, ``komi`` when it changes,
``undo``/``gg-undo`` back to the longest common prefix of moves (or
``clear_board`` and a replay), then the missing moves. An engine listing
``kata-set-rules`` (KataGo) gets the record's rules when they change
(:mod:`gogui_py.gtp.kata_rules`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gtp.errors import GtpArgumentError, GtpBadAnswer, GtpError, GtpFailure
from gogui_py.gtp.kata_rules import kata_rules_name
from gogui_py.gtp.protocol import quoted_text
from gogui_py.gtp.time_commands import GtpTimeSettings, TimeSync

if TYPE_CHECKING:
    from gogui_py.gtp.client import GtpClient


@dataclass(frozen=True)
class Position:
    """What an engine should have: board size, komi, setup stones, then moves in order.

    Setup stones are placed on an empty board before the first move. ``rules``: the
    record's rules as written (SGF ``RU``), "" for none; only engines listing
    ``kata-set-rules`` are told them (KataGo's names, :func:`kata_rules_name`).
    """

    size: BoardSize
    komi: float
    setup_black: tuple[Point, ...] = ()
    setup_white: tuple[Point, ...] = ()
    moves: tuple[Move, ...] = ()
    rules: str = ""


def format_komi(komi: float) -> str:
    """GTP komi argument: ``6.5`` -> ``"6.5"``, ``0`` -> ``"0"``, ``-3`` -> ``"-3"``."""
    text = f"{komi:.6f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def common_prefix(first: tuple[Move, ...], second: tuple[Move, ...]) -> int:
    """How many moves the two move lists share from their start (engines and rulers
    keep that part and take back or replay only the rest)."""
    count = 0
    for a, b in zip(first, second, strict=False):
        if a != b:
            break
        count += 1
    return count


class EngineSync:
    """Bring one engine lazily to target positions.

    Every state-changing command for the engine must go through this object, so
    its record of the engine's board stays true. After any error the record is
    "unknown" and the next :meth:`sync` starts from ``boardsize`` + ``clear_board``.
    """

    def __init__(self, client: GtpClient) -> None:
        self._client = client
        self._state: Position | None = None
        self._komi: float | None = None
        self._rules = ""
        self.skips_passes = False
        """True once the engine refused ``play C pass``: passes are then kept in the
        record of what it has but not sent (rulers.md: gtp-rhino refuses them although
        the game has passes; ``play`` carries the colour, so the engine still knows
        whose move it is)."""
        self._time = TimeSync(lambda name, args: client.send(name, *args), client.known_command)

    def send_time(
        self,
        settings: GtpTimeSettings | None,
        color: Color,
        seconds: float,
        stones: int,
        periods: int = 0,
    ) -> None:
        """Time settings (only when changed since last sent) and ``time_left`` for ``color``
        (GTP v2 section 6.3; sent before genmove). Refused time commands are ignored."""
        try:
            self._time.update(settings)
            if settings is not None:
                self._time.send_time_left(color, seconds, stones, periods)
        except GtpFailure:
            pass

    @property
    def engine_position(self) -> Position | None:
        """What the engine is believed to have, or None when unknown."""
        return self._state

    def invalidate(self) -> None:
        """Forget what the engine has (after an error or a user-typed command)."""
        self._state = None
        self._komi = None
        self._rules = ""
        self._time.reset()

    def sync(self, target: Position) -> None:
        """Send the commands that bring the engine to ``target``; no-op when already there.

        Raises:
            GtpArgumentError: a non-square board (GTP ``boardsize`` takes one number).
            GtpFailure, GtpTimeout, GtpEngineDied, GtpProtocolError: from the client;
                the engine state is then marked unknown.
        """
        if not target.size.is_square:
            raise GtpArgumentError(f"GTP engines take square boards only, not {target.size}")
        try:
            self._sync(target)
        except GtpError:
            self.invalidate()
            raise

    def _sync(self, target: Position) -> None:
        state = self._state
        if state is None or state.size != target.size:
            self._client.send("boardsize", str(target.size.width))
            state = None
        self._send_rules(target.rules)
        if self._komi != target.komi:
            self._client.send("komi", format_komi(target.komi))
            self._komi = target.komi
        setup = (target.setup_black, target.setup_white)
        if state is None or (state.setup_black, state.setup_white) != setup:
            state = self._clear(target)
        common = common_prefix(state.moves, target.moves)
        if common < len(state.moves):
            state = self._take_back(state, common)
        missing = target.moves[len(state.moves) :]
        listed = self._client.known_commands or frozenset()
        if len(missing) > 1 and "gogui-play_sequence" in listed:
            # One command instead of a replay of many (gtp.md "GoGui extensions"); only
            # when the command list is known already, so syncing never asks for it.
            sent = [m for m in missing if not (self.skips_passes and m.point is None)]
            args = [a for m in sent for a in (m.color.to_gtp(), to_gtp(m.point, target.size))]
            self._client.send("gogui-play_sequence", *args)
        else:
            for move in missing:
                self._send_play(move, target.size)
        self._state = target

    def _send_rules(self, rules: str) -> None:
        """``kata-set-rules`` with KataGo's name of ``rules`` (SGF ``RU``) when they are
        not those last sent and the engine lists the command (KataGo's GTP extensions),
        then ``komi`` again (new rules may change KataGo's komi). No rules ("") send
        nothing; unknown ones send nothing and say so in the traffic log (the shell);
        a refusal is ignored."""
        if not rules or rules == self._rules:
            return
        self._rules = rules
        if "kata-set-rules" not in self._client.commands:
            return
        name = kata_rules_name(rules)
        if name is None:
            self._client.note(f"rules {rules!r} unknown to kata-set-rules: not sent")
            return
        try:
            self._client.send("kata-set-rules", name)
        except GtpFailure:
            return
        self._komi = None

    def _clear(self, target: Position) -> Position:
        """clear_board, then place target's setup stones; returns the engine's new state."""
        self._client.send("clear_board")
        if target.setup_black or target.setup_white:
            self._place_setup(target)
        return Position(target.size, target.komi, target.setup_black, target.setup_white)

    def _place_setup(self, target: Position) -> None:
        size = target.size
        if len(target.setup_black) >= 2 and not target.setup_white:
            vertices = [to_gtp(p, size) for p in target.setup_black]
            try:
                self._client.send("set_free_handicap", *vertices)
                return
            except GtpFailure:
                self._client.send("clear_board")
        stones = [(Color.BLACK, p) for p in target.setup_black]
        stones += [(Color.WHITE, p) for p in target.setup_white]
        if self._client.known_command("gogui-setup"):
            args = [word for c, p in stones for word in (c.to_gtp(), to_gtp(p, size))]
            self._client.send("gogui-setup", *args)
            return
        for color, point in stones:
            self._send_play(Move(color, point), size)

    def _take_back(self, state: Position, keep: int) -> Position:
        """Back to the first ``keep`` moves of ``state``: gg-undo, undo, or clear_board.

        Uses clear_board and setup when undo is missing or fails, or when replaying
        ``keep`` moves is cheaper than undoing the others one by one.
        """
        client = self._client
        count = len(state.moves) - keep
        kept = replace(state, moves=state.moves[:keep])
        setup_cost = len(state.setup_black) + len(state.setup_white)
        try:
            if count > 1 and client.known_command("gg-undo") and not self.skips_passes:
                client.send("gg-undo", str(count))
                return kept
            if client.known_command("undo") and count <= 1 + setup_cost + keep:
                dropped = state.moves[keep:]
                sent = sum(1 for m in dropped if not (self.skips_passes and m.point is None))
                for _ in range(sent):
                    client.send("undo")
                return kept
        except GtpFailure:
            pass
        return self._clear(state)

    def _send_play(self, move: Move, size: BoardSize) -> None:
        if move.point is None and self.skips_passes:
            return
        try:
            self._client.send("play", move.color.to_gtp(), to_gtp(move.point, size))
        except GtpFailure:
            if move.point is not None:
                raise
            self.skips_passes = True

    def play(self, move: Move, target_after: Position) -> None:
        """Sync to the position before ``move``, then ``play`` it.

        ``target_after.moves`` must end with ``move``. When the engine refuses the
        move (GtpFailure, e.g. illegal), its board is unchanged (GTP v2 ``play``) and
        the record stays at the position before.

        Raises:
            ValueError: when ``target_after.moves`` does not end with ``move``.
            GtpFailure, GtpTimeout, GtpEngineDied, GtpProtocolError: as for sync().
        """
        if not target_after.moves or target_after.moves[-1] != move:
            raise ValueError("target_after.moves must end with the move played")
        before = replace(target_after, moves=target_after.moves[:-1])
        self.sync(before)
        try:
            self._send_play(move, before.size)
        except GtpFailure:
            self._state = before
            raise
        except GtpError:
            self.invalidate()
            raise
        self._state = target_after

    def genmove(
        self, color: Color, before: Position, *, timeout: float | None = None
    ) -> Move | None:
        """Sync to ``before``, then ``genmove color``; the move is recorded as played.

        Args:
            color: the side to move.
            before: the position the engine must think about.
            timeout: seconds for the genmove answer (default: the client's).

        Returns:
            The generated Move (a pass is ``Move(color, None)``), or None when the
            engine resigns. ``PASS``/``pass``/``resign`` are accepted in any case.

        Raises:
            GtpBadAnswer: the answer is not a vertex on the board, pass or resign (the
                message shows it escaped and cut short: :func:`quoted_text`).
            GtpFailure, GtpTimeout, GtpEngineDied: as for sync().
        """
        self.sync(before)
        try:
            answer = self._client.send(
                "genmove", color.to_gtp(), timeout=timeout, interruptible=True
            ).strip()
        except GtpError:
            self.invalidate()
            raise
        if len(answer) <= 16 and answer.lower() == "resign":
            return None
        try:
            point = from_gtp(answer, before.size)
        except ValueError as error:
            self.invalidate()
            raise GtpBadAnswer(f"genmove {color.to_gtp()}", answer, quoted_text(answer)) from error
        move = Move(color, point)
        self._state = replace(before, moves=(*before.moves, move))
        return move
