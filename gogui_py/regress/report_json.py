"""``results.json``: every result of a run, and the comparison of two runs.

The document (``FORMAT``, version 1; docs/regress.md "results.json")::

    {"format": "gogui-regress-results", "version": 1,
     "program": "gnugo --mode gtp", "started": "2025-01-31T12:00:00+00:00",
     "host": "...", "wall_seconds": 46.0,
     "files": [{"file": "joseki.tst", "seconds": 8.5, "engine_seconds": 8.5,
                "restarts": 0, "cancelled": false, "engine": {"name": ..., "version": ...},
                "other_errors": ["line 3: ..."],
                "results": [{"key": "joseki.tst:10", "number": 10, "line": 2,
                             "command": "reg_genmove white", "expected": "#? [E16]",
                             "outcome": "pass", "answer": "E16", "seconds": 1.02,
                             "error": "", "position": {"sgf": ..., "move": 29,
                                                       "commands": [], "stop_at": null}}]}]}

``outcome`` is an :class:`~gogui_py.regress.model.Outcome` value (``pass``, ``FAIL``,
``known failure``, ``PASSED``, ``error``). The GTP logs are not in it (the HTML pages
have them).

Comparing two runs (``gogui-regress --compare OLD NEW``): a test *passes* when its
answer matched (pass, PASSED) and *fails* otherwise (FAIL, known failure, error);
tests are matched by key (``file.tst:number``).
"""

from __future__ import annotations

import json
import os
import socket
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gogui_py.regress.model import FileResult, Outcome, Position, TestResult

FORMAT = "gogui-regress-results"
VERSION = 1
PASSING = frozenset({Outcome.PASS, Outcome.UNEXPECTED_PASS})


class ResultsError(Exception):
    """A results file that cannot be read: missing, not JSON, or not this format."""


def _position(position: Position | None) -> dict[str, Any] | None:
    if position is None:
        return None
    return {
        "sgf": position.sgf,
        "move": position.move,
        "commands": list(position.commands),
        "stop_at": position.stop_at,
    }


def _result(result: TestResult) -> dict[str, Any]:
    test = result.test
    return {
        "key": test.key,
        "number": test.number,
        "line": test.line,
        "command": test.command,
        "expected": test.expectation.text if test.expectation is not None else "",
        "outcome": result.outcome.value,
        "answer": result.answer,
        "seconds": round(result.seconds, 4),
        "error": result.error,
        "position": _position(test.position),
    }


def results_document(
    files: Sequence[FileResult],
    *,
    program: str,
    started: str,
    wall_seconds: float | None = None,
) -> dict[str, Any]:
    """The JSON document of a run (module docstring) as a dict."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "program": program,
        "started": started,
        "host": socket.gethostname(),
        "wall_seconds": None if wall_seconds is None else round(wall_seconds, 3),
        "files": [
            {
                "file": file.file,
                "seconds": round(file.seconds, 3),
                "engine_seconds": round(file.engine_seconds, 3),
                "restarts": file.restarts,
                "cancelled": file.cancelled,
                "engine": {"name": file.engine_name, "version": file.engine_version},
                "other_errors": list(file.other_errors),
                "results": [_result(result) for result in file.results],
            }
            for file in files
        ],
    }


def write_results(path: str | os.PathLike[str], document: dict[str, Any]) -> None:
    """Write ``document`` as UTF-8 JSON (indented) to ``path``, atomically.

    Raises:
        OSError: when the file cannot be written.
    """
    target = Path(path)
    partial = target.with_name(target.name + ".partial")
    partial.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", "utf-8")
    os.replace(partial, target)


def load_outcomes(path: str | os.PathLike[str]) -> dict[str, Outcome]:
    """The outcome of every test of a ``results.json``: key -> Outcome, in file order.

    A key met again (two files with one name) gets ``#2``, ``#3``... appended.

    Raises:
        ResultsError: when the file is missing, not JSON, or not a results file.
    """
    try:
        document = json.loads(Path(path).read_text("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ResultsError(f"{os.fspath(path)}: {error}") from error
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ResultsError(f"{os.fspath(path)}: not a {FORMAT} file")
    outcomes: dict[str, Outcome] = {}
    try:
        for file in document["files"]:
            for result in file["results"]:
                key = str(result["key"])
                unique, count = key, 1
                while unique in outcomes:
                    count += 1
                    unique = f"{key}#{count}"
                outcomes[unique] = Outcome(result["outcome"])
    except (KeyError, TypeError, ValueError) as error:
        raise ResultsError(f"{os.fspath(path)}: malformed results ({error!r})") from error
    return outcomes


@dataclass
class Comparison:
    """What changed between two runs; each change is (key, old outcome, new outcome).

    Attributes:
        newly_passing: failed before, passes now.
        newly_failing: passed before, fails now.
        changed: another outcome on the same side (known failure -> error...).
        only_old: keys in the old run only.
        only_new: keys in the new run only.
    """

    newly_passing: list[tuple[str, Outcome, Outcome]] = field(default_factory=list)
    newly_failing: list[tuple[str, Outcome, Outcome]] = field(default_factory=list)
    changed: list[tuple[str, Outcome, Outcome]] = field(default_factory=list)
    only_old: list[str] = field(default_factory=list)
    only_new: list[str] = field(default_factory=list)


def compare(old: dict[str, Outcome], new: dict[str, Outcome]) -> Comparison:
    """Compare two runs' outcomes (from :func:`load_outcomes`), in the new run's order."""
    comparison = Comparison()
    for key, after in new.items():
        before = old.get(key)
        if before is None:
            comparison.only_new.append(key)
        elif (before in PASSING) != (after in PASSING):
            target = comparison.newly_passing if after in PASSING else comparison.newly_failing
            target.append((key, before, after))
        elif before is not after:
            comparison.changed.append((key, before, after))
    comparison.only_old = [key for key in old if key not in new]
    return comparison


def format_comparison(comparison: Comparison) -> str:
    """The comparison as text, one section per kind of change (empty ones left out)."""
    lines: list[str] = []
    for title, changes in (
        ("Newly passing", comparison.newly_passing),
        ("Newly failing", comparison.newly_failing),
        ("Other changes", comparison.changed),
    ):
        if changes:
            lines.append(f"{title} ({len(changes)}):")
            lines += [f"  {key}: {before.value} -> {after.value}" for key, before, after in changes]
    for title, keys in (
        ("Only in the old run", comparison.only_old),
        ("Only in the new run", comparison.only_new),
    ):
        if keys:
            lines.append(f"{title} ({len(keys)}): {' '.join(keys)}")
    if not lines:
        lines.append("No changes.")
    return "\n".join(lines)
