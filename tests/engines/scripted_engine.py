"""A raw-bytes GTP engine whose misbehaviour is chosen by flags (protocol edge cases).

Run as ``python scripted_engine.py [flags]``. It answers every command with
success and an empty payload unless a flag says otherwise; ``name`` answers
``Scripted``, ``version`` ``1.0``, ``echo ARGS`` answers its arguments, and
``list_commands`` the names given with ``--answer`` plus the standard ones.
Flags taking ``CMD=VALUE`` may be repeated; in VALUE, ``\\n`` stands for a newline.
"""

from __future__ import annotations

import argparse
import sys
import time


def _pairs(values: list[str]) -> dict[str, str]:
    result: dict[str, str] = {}
    for value in values:
        key, _, text = value.partition("=")
        result[key] = text.replace("\\n", "\n")
    return result


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__)
    add = parser.add_argument
    add("--no-ids", action="store_true", help="never echo command ids")
    add("--crlf", action="store_true", help="end lines with CR LF")
    add("--extra-blank", action="store_true", help="3 extra blank lines after each response")
    add("--no-space", action="store_true", help="no space after '=' (use with --no-ids)")
    add("--answer", action="append", default=[], metavar="CMD=TEXT", help="payload for CMD")
    add("--fail", action="append", default=[], metavar="CMD=MSG", help="answer '? MSG'")
    add("--stray-before", action="append", default=[], metavar="CMD", help="debug line first")
    add("--hang", action="append", default=[], metavar="CMD", help="sleep forever on CMD")
    add("--delay", action="append", default=[], metavar="CMD=SECONDS", help="sleep, answer")
    add("--eof-mid", action="append", default=[], metavar="CMD", help="'= D4', no blank, exit")
    add("--bad-bytes", action="append", default=[], metavar="CMD", help="non-UTF-8 payload")
    add("--stderr-flood", action="append", default=[], metavar="CMD=MB", help="MB to stderr")
    add("--exit-code", type=int, default=3, help="exit status for --eof-mid")
    add("--refuse-pass", action="store_true", help="'? syntax error' to play C pass (gtp-rhino)")
    add("--wrong-id", action="append", default=[], metavar="CMD", help="answer with id + 7")
    return parser


class Script:
    """The engine's behaviour, from the parsed flags."""

    def __init__(self, options: argparse.Namespace) -> None:
        self.options = options
        self.answers = _pairs(options.answer)
        self.failures = _pairs(options.fail)
        self.delays = {k: float(v) for k, v in _pairs(options.delay).items()}
        self.floods = {k: float(v) for k, v in _pairs(options.stderr_flood).items()}
        self.end = b"\r\n" if options.crlf else b"\n"
        self.out = sys.stdout.buffer

    def write(self, text: bytes) -> None:
        self.out.write(text.replace(b"\n", self.end))
        self.out.flush()

    def payload(self, name: str, args: list[str]) -> str:
        if name in self.answers:
            return self.answers[name]
        standard = {"name": "Scripted", "version": "1.0", "protocol_version": "2"}
        if name == "list_commands":
            return "\n".join([*standard, "echo", "list_commands", "quit", *self.answers])
        if name == "echo":
            return " ".join(args)
        return standard.get(name, "")

    def respond(self, command_id: str, name: str, args: list[str]) -> None:
        opts = self.options
        if name in self.floods:
            flood_stderr(self.floods[name])
        if name in opts.hang:
            while True:
                time.sleep(3600)
        if name in self.delays:
            time.sleep(self.delays[name])
        if name in opts.stray_before:
            self.write(b"DEBUG: thinking about " + name.encode() + b"\n")
        shown_id = b"" if opts.no_ids else command_id.encode()
        if name in opts.wrong_id and command_id:
            shown_id = str(int(command_id) + 7).encode()
        if name in opts.eof_mid:
            self.write(b"=" + shown_id + b" D4\n")
            sys.exit(opts.exit_code)
        status, text = (b"?", self.failures[name]) if name in self.failures else (b"=", "")
        if opts.refuse_pass and name == "play" and args[-1:] == ["pass"]:
            status, text = b"?", "syntax error"
        body = text.encode() if status == b"?" else self.payload(name, args).encode()
        if name in opts.bad_bytes:
            body = b"caf\xe9 \xff\xfe ok"
        space = b"" if opts.no_space else b" "
        tail = b"\n\n\n\n\n" if opts.extra_blank else b"\n\n"
        self.write(status + shown_id + space + body + tail)


def flood_stderr(megabytes: float) -> None:
    """Write ``megabytes`` MB of 100-byte lines to stderr, blocking while the pipe is full."""
    line = b"x" * 99 + b"\n"
    block = line * 10_000  # ~1 MB
    remaining = int(megabytes * 1_000_000)
    while remaining > 0:
        chunk = block[:remaining]
        sys.stderr.buffer.write(chunk)
        remaining -= len(chunk)
    sys.stderr.buffer.flush()


def main() -> None:
    script = Script(_parser().parse_args())
    for raw in sys.stdin.buffer:
        words = raw.decode("utf-8", errors="replace").split("#", 1)[0].split()
        if not words:
            continue
        command_id = words.pop(0) if words[0].isdigit() else ""
        if not words:
            continue
        script.respond(command_id, words[0], words[1:])
        if words[0] == "quit":
            return


if __name__ == "__main__":
    main()
