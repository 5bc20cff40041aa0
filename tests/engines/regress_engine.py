"""A GTP engine for the regression-runner tests: each misbehaviour is a command.

Run as ``python regress_engine.py [flags]``. Standard library only, so it starts
fast. The ``.tst`` files of the tests choose the behaviour test by test:

``echo ARGS``           answers ARGS.
``fail MESSAGE``        answers ``? MESSAGE``.
``hang``                never answers (sleeps until killed; SIGINT ignored).
``die``                 writes ``regress_engine: dying`` to stderr, exits with status 3.
``garbage``             writes three lines that are not GTP, then never answers.
``garbage_then ARGS``   writes a line that is not GTP, then answers ARGS.
``wrong_id``            answers with the command's id plus 7 (out of step).
``history``             the commands received since the start, ``" ; "``-separated
                        (not ``history`` itself): what a restarted engine was sent.
``pid``                 the process id.
``touch NAME``          creates the empty file NAME (relative to the working directory).
``wait_for NAME``       answers once the file NAME exists (a rendezvous between two
                        engines: it never answers when no other engine creates NAME).
``loadsgf FILE [N]``    ``= black`` when FILE exists (relative to the working
                        directory), else ``? cannot open FILE``.
``reg_genmove C``,      answer ``--move`` (default ``D4``); after ``set_move V``, V.
``genmove C``
``play``, ``boardsize``, ``clear_board``, ``komi``, ``undo``, ``name``, ``version``,
``protocol_version``, ``list_commands``, ``quit``: the usual; other commands fail.

Flags:

``--exit-at-start``     exits with status 4 before reading anything.
``--die-on TEXT``,      any command whose line holds TEXT dies (as ``die``) or hangs
``--hang-on TEXT``      (as ``hang``), e.g. ``--die-on bad.sgf`` for ``loadsgf bad.sgf``.
``--move V``            what the genmoves answer.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from typing import NoReturn

QUIET = ("play", "boardsize", "clear_board", "komi", "undo", "quit", "level")
"""Commands answered ``=`` with nothing."""

FIXED = {"name": "RegressFake", "version": "1.0", "protocol_version": "2"}


def hang() -> NoReturn:
    while True:
        time.sleep(3600)


def die() -> NoReturn:
    sys.stderr.write("regress_engine: dying\n")
    sys.stderr.flush()
    sys.exit(3)


class Engine:
    """The engine's state and its answers."""

    def __init__(self, options: argparse.Namespace) -> None:
        self.options = options
        self.history: list[str] = []
        self.move: str = options.move
        self.out = sys.stdout

    def answer(self, name: str, args: list[str]) -> tuple[str, str]:
        """(status, text) for one command; may never return (hang, die)."""
        text = " ".join(args)
        if name == "hang":
            hang()
        if name == "die":
            die()
        if name == "garbage":
            self.out.write("\x00\x01 junk\nnot a response\n%%%%\n")
            self.out.flush()
            hang()
        if name == "garbage_then":
            self.out.write("DEBUG: thinking\n")
            return "=", text
        simple = {
            "echo": ("=", text),
            "fail": ("?", text),
            "history": ("=", " ; ".join(self.history)),
            "pid": ("=", str(os.getpid())),
            "reg_genmove": ("=", self.move),
            "genmove": ("=", self.move),
            "list_commands": ("=", "\n".join([*FIXED, *QUIET, "echo", "fail", "loadsgf"])),
        }
        if name in simple:
            return simple[name]
        if name in FIXED:
            return "=", FIXED[name]
        if name == "loadsgf":
            if args and os.path.isfile(args[0]):
                return "=", "black"
            return "?", f"cannot open {args[0] if args else ''}"
        if name == "touch":
            with open(args[0], "a", encoding="utf-8"):
                pass
            return "=", ""
        if name == "wait_for":
            while not os.path.exists(args[0]):
                time.sleep(0.01)
            return "=", ""
        if name == "set_move":
            self.move = args[0] if args else "pass"
            return "=", ""
        if name in QUIET or name == "wrong_id":
            return "=", ""
        return "?", "unknown command"

    def serve(self) -> None:
        for raw in sys.stdin:
            words = raw.split("#", 1)[0].split()
            command_id = words.pop(0) if words and words[0].isdigit() else ""
            if not words:
                continue
            line = " ".join(words)
            name = words[0]
            if any(text in line for text in self.options.die_on):
                name = "die"
            if any(text in line for text in self.options.hang_on):
                name = "hang"
            status, text = self.answer(name, words[1:])
            if name == "wrong_id":
                command_id = str(int(command_id or "0") + 7)
            if name != "history":
                self.history.append(line)
            self.out.write(f"{status}{command_id} {text}".rstrip() + "\n\n")
            self.out.flush()
            if name == "quit":
                return


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--exit-at-start", action="store_true")
    parser.add_argument("--move", default="D4")
    parser.add_argument("--die-on", action="append", default=[], metavar="TEXT")
    parser.add_argument("--hang-on", action="append", default=[], metavar="TEXT")
    options = parser.parse_args()
    if options.exit_at_start:
        sys.stderr.write("regress_engine: refusing to start\n")
        sys.exit(4)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    Engine(options).serve()


if __name__ == "__main__":
    main()
