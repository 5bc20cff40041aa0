"""Command line: a program's analyze commands, or one analyze command's parsed answer.

Usage::

    python -m gogui_py.analysis commands [--timeout S] [--user-file F] PROGRAM [ARG...]
    python -m gogui_py.analysis run [OPTIONS] PROGRAM [ARG...] -- COMMAND

``commands`` starts the GTP program, reads its ``gogui-analyze_commands`` (or, for GNU
Go, the built-in list: :func:`~gogui_py.analysis.commands.program_commands`), appends
a user file's definitions, and prints one definition a line (warnings on stderr).

``run`` sets up a position (``boardsize``/``clear_board`` when the program lists
them, then ``--play C V`` moves), fills COMMAND's wildcards from the options, sends
it and prints the parsed answer as JSON. COMMAND is a label of the program's list,
or a definition ``type/label/command``. Every GTP command has ``--timeout`` seconds.

Exit status: 0 success; 1 the program failed (did not start, died, timed out,
answered ``?``), an unknown label, a missing wildcard value, or an answer that does
not fit its type; 2 a bad command line.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from gogui_py.analysis.answers import (
    Answer,
    AnswerError,
    BoardAnswer,
    GfxAnswer,
    ParamAnswer,
    PointLabelsAnswer,
    PointListAnswer,
    TextAnswer,
    VariationAnswer,
    parse_answer,
)
from gogui_py.analysis.commands import (
    AnalyzeCommand,
    AnalyzeType,
    CommandList,
    FillError,
    merge_commands,
    parse_definition,
    program_commands,
    read_user_commands,
)
from gogui_py.go import Board, BoardSize, Color, Move, Point
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gtp import GtpClient, GtpError, GtpFailure

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m gogui_py.analysis", description=__doc__)
    sub = parser.add_subparsers(dest="action", required=True)
    for name in ("commands", "run"):
        action = sub.add_parser(name)
        action.add_argument("--timeout", type=float, default=20.0, help="seconds per command")
        action.add_argument("--user-file", help="extra analyze command definitions")
        if name == "run":
            action.add_argument("--size", type=int, default=19, help="board size (19)")
            action.add_argument("--play", nargs=2, action="append", default=[], metavar=("C", "V"))
            action.add_argument("--point", help="the %%p vertex")
            action.add_argument("--points", default="", help="the %%P vertices, one string")
            action.add_argument("--color", help="the %%c colour (default: side to move)")
            action.add_argument("--string", help="the %%s string")
            action.add_argument("--optional", help="the %%o value")
            action.add_argument("--file-open", help="the %%r file")
            action.add_argument("--file-save", help="the %%w file")
        action.add_argument("program", nargs=argparse.REMAINDER, help="PROGRAM [ARG...]")
    return parser


def _analyze_commands(client: GtpClient, user_file: str | None) -> CommandList:
    """The program's analyze commands (and the user file's)."""
    supported = client.commands
    answer = None
    if "gogui-analyze_commands" in supported:
        try:
            answer = client.send("gogui-analyze_commands")
        except GtpFailure:
            answer = None
    name = client.name_and_version()[0]
    found = program_commands(answer, name=name, supported=supported)
    if user_file is None:
        return found
    return merge_commands(found, [read_user_commands(user_file)])


def _commands(options: argparse.Namespace) -> int:
    with GtpClient(options.program, timeout=options.timeout) as client:
        found = _analyze_commands(client, options.user_file)
    for warning in found.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    print(f"# {len(found.commands)} analyze commands from {found.source}")
    for command in found.commands:
        print(command.definition())
    return EXIT_OK


def _pick(found: CommandList, wanted: str) -> AnalyzeCommand:
    """The command labelled ``wanted`` (any case), or the definition ``wanted``.

    Raises:
        ValueError: neither.
    """
    command = found.by_label(wanted)
    if command is None:
        lowered = wanted.lower()
        command = next((c for c in found.commands if c.label.lower() == lowered), None)
    if command is None:
        try:
            command = parse_definition(wanted)
        except ValueError:
            raise ValueError(f"no analyze command labelled {wanted!r}") from None
    return command


def _position(client: GtpClient, size: BoardSize, moves: Sequence[Move]) -> Board:
    """Set the program's position; the board it should have (captures done)."""
    if client.known_command("boardsize"):
        client.send("boardsize", str(size.width))
        client.send("clear_board")
    board = Board.empty(size)
    for move in moves:
        client.send("play", move.color.to_gtp(), to_gtp(move.point, size))
        board = board.play(move, check=False)
    return board


def _vertex(text: str | None, size: BoardSize) -> Point | None:
    return None if text is None else from_gtp(text, size)


def _run(options: argparse.Namespace, command_text: str) -> int:
    size = BoardSize.square(options.size)
    moves = [Move(Color.from_gtp(c), from_gtp(v, size)) for c, v in options.play]
    point = _vertex(options.point, size)
    points = [p for p in (from_gtp(v, size) for v in options.points.split()) if p is not None]
    color = None if options.color is None else Color.from_gtp(options.color)
    to_move = moves[-1].color.opponent if moves else Color.BLACK
    with GtpClient(options.program, timeout=options.timeout) as client:
        command = _pick(_analyze_commands(client, options.user_file), command_text)
        board = _position(client, size, moves)
        values: dict[str, Any] = {
            "to_move": to_move,
            "color": color,
            "string": options.string,
            "optional": options.optional,
        }
        if command.type is AnalyzeType.EPLIST and not points:
            line = command.show_line(size, **values)
        else:
            line = command.fill(
                size,
                point=point,
                points=points,
                file_open=options.file_open,
                file_save=options.file_save,
                **values,
            )
        text = client.send(*line.split())
    point_color = None if point is None else board.get(point)
    answer = parse_answer(
        command, text, size, to_move=to_move, color=color, point_color=point_color
    )
    result = {
        "label": command.label,
        "type": command.type_name or command.type.value,
        "command": line,
        "answer": answer_to_json(answer, size),
    }
    print(json.dumps(result, indent=2, ensure_ascii=False))
    return EXIT_OK


def _v(point: Point | None, size: BoardSize) -> str:
    return to_gtp(point, size)


def _cell(value: object) -> object:
    if isinstance(value, Color):
        return value.to_gtp()
    return value


def answer_to_json(answer: Answer, size: BoardSize) -> dict[str, Any]:
    """A parsed answer as JSON-ready data: points as GTP vertices, colours ``b``/``w``."""
    if isinstance(answer, TextAnswer):
        return {"kind": "text", "text": answer.text, "points": [_v(p, size) for p in answer.points]}
    if isinstance(answer, PointListAnswer):
        return {"kind": "points", "points": [_v(p, size) for p in answer.points]}
    if isinstance(answer, PointLabelsAnswer):
        return {"kind": "labels", "pairs": [[_v(p, size), s] for p, s in answer.pairs]}
    if isinstance(answer, BoardAnswer):
        return {"kind": "board", "rows": [[_cell(v) for v in row] for row in answer.rows]}
    if isinstance(answer, ParamAnswer):
        params = [
            {"kind": p.kind, "key": p.key, "value": p.value, "choices": list(p.choices)}
            for p in answer.params
        ]
        return {"kind": "params", "params": params}
    if isinstance(answer, VariationAnswer):
        moves = [[m.color.to_gtp(), _v(m.point, size)] for m in answer.moves]
        return {"kind": "variation", "text": answer.text, "moves": moves}
    if isinstance(answer, GfxAnswer):
        gfx = answer.gfx
        return {
            "kind": "gfx",
            "marks": [[_v(p, size), k] for p, k in gfx.marks],
            "labels": [[_v(p, size), t] for p, t in gfx.labels],
            "fills": [[_v(p, size), c] for p, c in gfx.fills],
            "influence": [[_v(p, size), x] for p, x in gfx.influence],
            "variation": [[_v(p, size), c.to_gtp(), n] for p, c, n in gfx.variation],
            "text": gfx.text,
        }
    return {"kind": "raw", "text": answer.text}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default ``sys.argv[1:]``); the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    command_text = ""
    if args[:1] == ["run"]:
        if "--" not in args:
            print("run: expected PROGRAM [ARG...] -- COMMAND", file=sys.stderr)
            return EXIT_USAGE
        split = args.index("--")
        args, command_text = args[:split], " ".join(args[split + 1 :])
    try:
        options = _parser().parse_args(args)
    except SystemExit as exc:
        return EXIT_OK if exc.code == 0 else EXIT_USAGE
    if not options.program:
        print(f"{options.action}: no PROGRAM given", file=sys.stderr)
        return EXIT_USAGE
    try:
        if options.action == "commands":
            return _commands(options)
        return _run(options, command_text)
    except GtpFailure as exc:
        print(f"error: {exc.command}: ? {exc.message}", file=sys.stderr)
    except (GtpError, FillError, AnswerError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
    return EXIT_FAILURE


if __name__ == "__main__":
    sys.exit(main())
