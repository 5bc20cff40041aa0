"""Tables and report files of a statistics run.

- :func:`summarize`: per command and move number, how many answers, for numeric answers
  their mean, minimum and maximum, and the mean time.
- :func:`text_summary`: that table as plain text (the tool prints it).
- :func:`write_report`: ``index.html`` (run, summary per move number, per-command totals,
  per-game table), ``answers.csv`` and ``answers.json`` (every answer: file, game, move
  number, phase, command, answer, numeric value, seconds, ok), written atomically.
"""

from __future__ import annotations

import csv
import html
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from gogui_py.game.atomic_file import write_text_atomic
from gogui_py.statistics.runner import Answer, GameResult, StatisticsOptions

CSV_FIELDS = ("file", "game", "move", "phase", "command", "answer", "value", "seconds", "ok")
"""Columns of ``answers.csv`` (and keys of each answer in ``answers.json``)."""


@dataclass
class Cell:
    """The answers of one command at one move number (or of one command overall)."""

    count: int = 0
    values: list[float] = field(default_factory=list)
    seconds: float = 0.0
    failed: int = 0

    def add(self, answer: Answer) -> None:
        """Count ``answer`` in."""
        self.count += 1
        self.seconds += answer.seconds
        if not answer.ok:
            self.failed += 1
        if answer.value is not None:
            self.values.append(answer.value)

    @property
    def mean(self) -> float | None:
        """Mean of the numeric answers, None when there are none."""
        return sum(self.values) / len(self.values) if self.values else None

    @property
    def minimum(self) -> float | None:
        """Smallest numeric answer, None when there are none."""
        return min(self.values) if self.values else None

    @property
    def maximum(self) -> float | None:
        """Largest numeric answer, None when there are none."""
        return max(self.values) if self.values else None

    @property
    def mean_seconds(self) -> float:
        """Mean time of an answer."""
        return self.seconds / self.count if self.count else 0.0


@dataclass
class Summary:
    """Cells per (command, move number) of the ``move`` phase, and totals per command."""

    commands: list[str]
    numbers: list[int]
    cells: dict[tuple[str, int], Cell]
    totals: dict[str, Cell]


def all_answers(results: Sequence[GameResult]) -> list[Answer]:
    """Every answer of every game, games in order."""
    return [answer for result in results for answer in result.answers]


def summarize(results: Sequence[GameResult], commands: Sequence[str]) -> Summary:
    """The per-move-number table of the ``move``-phase answers of ``commands``."""
    cells: dict[tuple[str, int], Cell] = {}
    totals = {command: Cell() for command in commands}
    numbers: set[int] = set()
    for answer in all_answers(results):
        if answer.phase != "move":
            continue
        numbers.add(answer.number)
        cells.setdefault((answer.command, answer.number), Cell()).add(answer)
        totals.setdefault(answer.command, Cell()).add(answer)
    return Summary(list(totals), sorted(numbers), cells, totals)


def _number(value: float | None) -> str:
    if value is None:
        return ""
    return f"{value:.6g}" if value != int(value) else str(int(value))


def text_summary(summary: Summary) -> str:
    """Per move number and command: count, mean/min/max (numeric answers), mean ms."""
    header = ["move"]
    for command in summary.commands:
        header += [f"{command} n", "mean", "min", "max", "ms"]
    rows = [header]
    for number in summary.numbers:
        row = [str(number)]
        for command in summary.commands:
            cell = summary.cells.get((command, number), Cell())
            row += [
                str(cell.count),
                _number(cell.mean),
                _number(cell.minimum),
                _number(cell.maximum),
                f"{cell.mean_seconds * 1000:.1f}",
            ]
        rows.append(row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    return "\n".join(
        "  ".join(text.rjust(widths[i]) for i, text in enumerate(row)).rstrip() for row in rows
    )


def answer_record(answer: Answer) -> dict[str, object]:
    """One answer as the JSON object (and CSV row) of the report."""
    return {
        "file": answer.file,
        "game": answer.game,
        "move": answer.number,
        "phase": answer.phase,
        "command": answer.command,
        "answer": answer.answer,
        "value": answer.value,
        "seconds": round(answer.seconds, 6),
        "ok": answer.ok,
    }


def game_record(result: GameResult) -> dict[str, object]:
    """One game's line of the report."""
    return {
        "file": result.job.file,
        "game": result.job.game,
        "moves": result.job.moves,
        "positions": result.positions,
        "answers": len(result.answers),
        "seconds": round(result.seconds, 6),
        "error": result.error,
    }


def csv_text(results: Sequence[GameResult]) -> str:
    """``answers.csv``: a header, then one row per answer."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_FIELDS, lineterminator="\n")
    writer.writeheader()
    for answer in all_answers(results):
        record = answer_record(answer)
        record["value"] = "" if answer.value is None else answer.value
        writer.writerow(record)
    return out.getvalue()


def json_text(results: Sequence[GameResult], options: StatisticsOptions, seconds: float) -> str:
    """``answers.json``: the run, the games and every answer."""
    document = {
        "program": list(options.program),
        "commands": [c.text for c in options.commands],
        "begin": [c.text for c in options.begin],
        "final": [c.text for c in options.final],
        "min": options.min_number,
        "max": options.max_number,
        "backward": options.backward,
        "parallel": options.parallel,
        "cluster": options.cluster,
        "seconds": round(seconds, 3),
        "games": [game_record(result) for result in results],
        "answers": [answer_record(answer) for answer in all_answers(results)],
    }
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


_STYLE = (
    "body{font-family:sans-serif;margin:1.5em}table{border-collapse:collapse;margin:1em 0}"
    "th,td{border:1px solid #bbb;padding:2px 6px;text-align:right}th{background:#eee}"
    "td.text{text-align:left}tr.failed td{background:#fdd}"
)


def _cells(values: Sequence[object], tag: str = "td") -> str:
    parts = []
    for value in values:
        text = html.escape(str(value))
        css = ' class="text"' if tag == "td" and not isinstance(value, int | float) else ""
        parts.append(f"<{tag}{css}>{text}</{tag}>")
    return "<tr>" + "".join(parts) + "</tr>"


def html_text(results: Sequence[GameResult], options: StatisticsOptions, seconds: float) -> str:
    """``index.html``: the run, the summary per move number, totals and the games."""
    summary = summarize(results, [c.text for c in options.commands])
    positions = sum(r.positions for r in results)
    failed = sum(1 for r in results if r.error)
    lines = [
        "<!DOCTYPE html>",
        '<html><head><meta charset="utf-8"><title>gogui-statistics</title>',
        f"<style>{_STYLE}</style></head><body>",
        "<h1>gogui-statistics</h1>",
        "<table>",
        _cells(["Program", " ".join(options.program)]),
        _cells(["Commands", ", ".join(c.text for c in options.commands)]),
        _cells(["Begin", ", ".join(c.text for c in options.begin)]),
        _cells(["Final", ", ".join(c.text for c in options.final)]),
        _cells(["Moves", _range_text(options)]),
        _cells(["Games", f"{len(results)} ({failed} failed)"]),
        _cells(["Positions", positions]),
        _cells(["Seconds", f"{seconds:.2f}"]),
        _cells(["Run on", _where_text(options)]),
        "</table>",
        '<h2 id="summary">Summary per move number</h2>',
        "<table>",
        "<tr><th rowspan=2>Move</th>"
        + "".join(f"<th colspan=5>{html.escape(c)}</th>" for c in summary.commands)
        + "</tr>",
        _cells(["Count", "Mean", "Min", "Max", "ms"] * len(summary.commands), "th"),
    ]
    for number in summary.numbers:
        row: list[object] = [number]
        for command in summary.commands:
            cell = summary.cells.get((command, number), Cell())
            row += [
                cell.count,
                _number(cell.mean),
                _number(cell.minimum),
                _number(cell.maximum),
                f"{cell.mean_seconds * 1000:.1f}",
            ]
        lines.append(_cells(row))
    lines += [
        "</table>",
        '<h2 id="commands">Per command</h2>',
        "<table>",
        _cells(["Command", "Answers", "Failed", "Numeric", "Mean", "Min", "Max", "ms"], "th"),
    ]
    for command in summary.commands:
        cell = summary.totals[command]
        lines.append(
            _cells(
                [
                    command,
                    cell.count,
                    cell.failed,
                    len(cell.values),
                    _number(cell.mean),
                    _number(cell.minimum),
                    _number(cell.maximum),
                    f"{cell.mean_seconds * 1000:.1f}",
                ]
            )
        )
    lines += ["</table>", '<h2 id="games">Games</h2>', "<table>"]
    lines.append(
        _cells(["File", "Game", "Moves", "Positions", "Seconds", "Final answers", "Error"], "th")
    )
    for result in results:
        finals = "; ".join(f"{a.command}: {a.answer}" for a in result.answers if a.phase == "final")
        row_html = _cells(
            [
                result.job.file,
                result.job.game,
                result.job.moves,
                result.positions,
                f"{result.seconds:.2f}",
                finals,
                result.error,
            ]
        )
        if result.error:
            row_html = row_html.replace("<tr>", '<tr class="failed">', 1)
        lines.append(row_html)
    lines += [
        "</table>",
        '<p>Every answer: <a href="answers.csv">answers.csv</a>, '
        '<a href="answers.json">answers.json</a>.</p>',
        "</body></html>",
    ]
    return "\n".join(lines) + "\n"


def _where_text(options: StatisticsOptions) -> str:
    if options.cluster is not None:
        return f"Dask cluster {options.cluster}"
    engines = max(1, options.parallel)
    return f"{engines} local engine{'s' if engines != 1 else ''}"


def _range_text(options: StatisticsOptions) -> str:
    last = "end" if options.max_number is None else str(options.max_number)
    order = "backward (1 = before the last move)" if options.backward else "forward"
    return f"{options.min_number}..{last}, {order}"


def write_report(
    directory: str | Path,
    results: Sequence[GameResult],
    options: StatisticsOptions,
    seconds: float,
) -> list[Path]:
    """Write ``index.html``, ``answers.csv`` and ``answers.json`` in ``directory`` (made
    when missing); returns their paths.

    Raises:
        OSError: when the directory or a file cannot be written.
    """
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "index.html": html_text(results, options, seconds),
        "answers.csv": csv_text(results),
        "answers.json": json_text(results, options, seconds),
    }
    paths = []
    for name, text in files.items():
        path = folder / name
        write_text_atomic(path, text)
        paths.append(path)
    return paths
