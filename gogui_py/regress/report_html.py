"""The HTML report folder (``--output DIR``), in the manner of GoGui's gogui-regress.

Files (docs/regress.md "The report folder")::

    DIR/index.html              the run: program, engine, date, host; a summary table
                                (a row per file and the total: tests, FAIL, known
                                failures, PASSED, pass, errors, times); then a table
                                per file, a row per test, linking to its page
    DIR/STEM/NUMBER.html        one page per test: command, expected and actual
                                answers, outcome, time, the comments before it, the
                                position as an inline SVG image with the expected
                                (green) and answered (blue) points, links to the .tst
                                file and the record, and the GTP log since the
                                previous test
    DIR/results.json            every result (report_json.py; written by the CLI)

STEM is the ``.tst`` file's name without extension; a second file of the same name
gets ``STEM_2`` (GoGui's ``initOutNames``). Colours follow GoGui's report (FAIL red,
PASSED green, errors orange).
"""

from __future__ import annotations

import html
import os
import socket
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import quote

from gogui_py.regress.expect import expected_text, not_judged, outcome_label
from gogui_py.regress.model import FileResult, Outcome, TestResult
from gogui_py.regress.position import PositionError, result_svg

_STYLE = """body { font-family: sans-serif; margin: 0; }
header { background: #91aee8; padding: 0.5em 1em; }
h1 { margin: 0.2em 0; font-size: 1.5em; }
main { padding: 0 1em 1em; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { padding: 0.15em 0.6em; text-align: left; vertical-align: top; }
thead th { background: #91aee8; }
tbody tr:nth-child(even) { background: #f0f0f0; }
td.n { text-align: right; }
.FAIL { background: #ff5454; font-weight: bold; }
.PASSED { background: #5eaf5e; font-weight: bold; }
.error { background: #ffa954; font-weight: bold; }
.known { color: #666; }
pre.log { background: #f8f8f8; padding: 0.5em; overflow-x: auto; }
pre.log .sent { font-weight: bold; }
pre.log .stderr { color: #666; }
pre.log .warning { background: #ff5454; }
"""

_OUTCOME_CLASS = {
    Outcome.PASS: "pass",
    Outcome.FAIL: "FAIL",
    Outcome.KNOWN_FAIL: "known",
    Outcome.UNEXPECTED_PASS: "PASSED",
    Outcome.ERROR: "error",
}

_LOG_CLASS = {">": "sent", "<": "received", "!": "stderr", "~": "warning"}


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _url(path: str) -> str:
    """A relative path as a URL path (``/`` separators, escaped)."""
    return quote(Path(path).as_posix())


def _page(title: str, body: str) -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{_e(title)}</title>\n<style>\n{_STYLE}</style>\n</head>\n<body>\n"
        f"{body}\n<footer><main><small>gogui-regress (gogui-py)</small></main></footer>\n"
        "</body>\n</html>\n"
    )


def stems(files: Sequence[FileResult]) -> list[str]:
    """A unique folder name per file: its stem, ``STEM_2`` for a second one."""
    names: list[str] = []
    for file in files:
        stem = Path(file.file).stem or "tests"
        name, count = stem, 1
        while name in names:
            count += 1
            name = f"{stem}_{count}"
        names.append(name)
    return names


def page_names(file: FileResult) -> list[str]:
    """A unique page name per result of ``file``: ``NUMBER.html`` (``NUMBER_2.html`` for
    a number met again)."""
    names: list[str] = []
    for result in file.results:
        base = str(result.test.number)
        name, count = base, 1
        while f"{name}.html" in names:
            count += 1
            name = f"{base}_{count}"
        names.append(f"{name}.html")
    return names


def write_html(
    folder: str | os.PathLike[str],
    files: Sequence[FileResult],
    *,
    program: str,
    started: str,
    wall_seconds: float | None = None,
) -> Path:
    """Write ``index.html`` and the test pages into ``folder`` (created if missing).

    Returns:
        The path of ``index.html``.

    Raises:
        OSError: when the folder or a page cannot be written.
    """
    root = Path(folder)
    root.mkdir(parents=True, exist_ok=True)
    file_stems = stems(files)
    for file, stem in zip(files, file_stems, strict=True):
        (root / stem).mkdir(exist_ok=True)
        for result, name in zip(file.results, page_names(file), strict=True):
            text = _test_page(result, root / stem, f"{stem}/{name}")
            (root / stem / name).write_text(text, "utf-8")
    index = root / "index.html"
    index.write_text(_index(files, file_stems, program, started, wall_seconds), "utf-8")
    return index


# -- index.html -----------------------------------------------------------------------

_COLUMNS = (
    "File",
    "Tests",
    "FAIL",
    "known failures",
    "PASSED",
    "pass",
    "errors",
    "other errors",
    "restarts",
    "time (s)",
    "engine (s)",
)


def _summary_row(label: str, files: Sequence[FileResult], link: str = "") -> str:
    def count(outcome: Outcome) -> int:
        return sum(file.count(outcome) for file in files)

    name = f'<a href="#{_e(link)}">{_e(label)}</a>' if link else f"<b>{_e(label)}</b>"
    cells: list[int | str] = [
        sum(len(file.results) for file in files),
        count(Outcome.FAIL),
        count(Outcome.KNOWN_FAIL),
        count(Outcome.UNEXPECTED_PASS),
        _passes_cell(files),
        count(Outcome.ERROR),
        sum(len(file.other_errors) for file in files),
        sum(file.restarts for file in files),
        f"{sum(file.seconds for file in files):.1f}",
        f"{sum(file.engine_seconds for file in files):.1f}",
    ]
    classes = ["", "FAIL", "", "PASSED", "", "error", "", "", "", ""]
    tds = "".join(
        f'<td class="n{" " + c if c and v != 0 else ""}">{_e(v)}</td>'
        for v, c in zip(cells, classes, strict=True)
    )
    return f"<tr><td>{name}</td>{tds}</tr>"


def _passes_cell(files: Sequence[FileResult]) -> str:
    """The pass count, with how many of them were not judged (``&`` tests)."""
    passes = sum(file.count(Outcome.PASS) for file in files)
    unjudged = sum(1 for file in files for result in file.results if not_judged(result))
    return f"{passes} ({unjudged} not judged)" if unjudged else str(passes)


def _index(
    files: Sequence[FileResult],
    file_stems: list[str],
    program: str,
    started: str,
    wall_seconds: float | None,
) -> str:
    engines = sorted({f"{f.engine_name} {f.engine_version}".strip() for f in files} - {""})
    info = [
        ("Command", f"<code>{_e(program)}</code>"),
        ("Engine", _e(", ".join(engines) or "(no name)")),
        ("Started", _e(started)),
        ("Host", _e(socket.gethostname())),
    ]
    if wall_seconds is not None:
        info.append(("Wall time", f"{wall_seconds:.1f} s"))
    parts = ["<header><h1>Regression Test Summary</h1></header>", "<main>", "<table>"]
    parts += [f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in info]
    parts += ["</table>", "<table>", "<thead><tr>"]
    parts += [f"<th>{_e(c)}</th>" for c in _COLUMNS]
    parts.append("</tr></thead><tbody>")
    for file, stem in zip(files, file_stems, strict=True):
        parts.append(_summary_row(file.file, [file], stem))
    if len(files) > 1:
        parts.append(_summary_row("Total", files))
    parts.append("</tbody></table>")
    for file, stem in zip(files, file_stems, strict=True):
        parts.append(_file_section(file, stem))
    parts.append("</main>")
    return _page("Regression Test Summary", "\n".join(parts))


def _file_section(file: FileResult, stem: str) -> str:
    parts = [f'<h2 id="{_e(stem)}">{_e(file.file)}</h2>']
    if file.cancelled:
        parts.append("<p><b>Cancelled</b> before the end of the file.</p>")
    if file.other_errors:
        parts.append("<p>Other errors:</p><ul>")
        parts += [f"<li>{_e(error)}</li>" for error in file.other_errors]
        parts.append("</ul>")
    parts.append(
        "<table><thead><tr><th>#</th><th>Command</th><th>Outcome</th><th>Expected</th>"
        "<th>Answer</th><th>Time (s)</th></tr></thead><tbody>"
    )
    for result, name in zip(file.results, page_names(file), strict=True):
        answer = result.error if result.outcome is Outcome.ERROR else result.answer
        parts.append(
            f'<tr><td class="n"><a href="{_url(f"{stem}/{name}")}">{result.test.number}</a></td>'
            f"<td><code>{_e(result.test.command)}</code></td>"
            f'<td class="{_OUTCOME_CLASS[result.outcome]}">{_e(outcome_label(result))}</td>'
            f"<td><code>{_e(expected_text(result.test.expectation))}</code></td>"
            f"<td><code>{_e(_short(answer))}</code></td>"
            f'<td class="n">{result.seconds:.2f}</td></tr>'
        )
    parts.append("</tbody></table>")
    return "\n".join(parts)


def _short(text: str, limit: int = 120) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


# -- one page per test ----------------------------------------------------------------


def _test_page(result: TestResult, page_folder: Path, page_path: str) -> str:
    test = result.test
    tst = Path(test.file).resolve()
    to_tst = os.path.relpath(tst, page_folder.resolve())
    rows = [
        ("File", f'<a href="{_url(to_tst)}">{_e(test.file)}</a>, line {test.line}'),
        ("Command", f"<code>{_e(test.command)}</code>"),
        ("Expected", f"<code>{_e(test.expectation.text if test.expectation else '(none)')}</code>"),
        ("Answer", f"<pre>{_e(result.answer)}</pre>"),
        (
            "Outcome",
            f'<span class="{_OUTCOME_CLASS[result.outcome]}">{_e(outcome_label(result))}</span>',
        ),
        ("Time", f"{result.seconds:.3f} s"),
    ]
    if result.error:
        rows.append(("Error", _e(result.error)))
    position = test.position
    if position is not None:
        to_sgf = os.path.relpath(tst.parent / position.sgf, page_folder.resolve())
        where = "" if position.move is None else f" before move {position.move}"
        if position.stop_at is not None:
            where = f" before the first move at {_e(position.stop_at)}"
        then = "".join(f"<br><code>{_e(c)}</code>" for c in position.commands)
        rows.append(("Position", f'<a href="{_url(to_sgf)}">{_e(position.sgf)}</a>{where}{then}'))
    parts = [
        f"<header><h1>{_e(test.key)}</h1>"
        f'<a href="{_url(os.path.relpath("index.html", os.path.dirname(page_path)))}">'
        "Summary</a></header>",
        "<main><table>",
    ]
    parts += [f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in rows]
    parts.append("</table>")
    if test.comments:
        parts.append("<h2>Comments</h2><pre>" + _e("\n".join(test.comments)) + "</pre>")
    if position is not None:
        parts.append("<h2>Position</h2>")
        try:
            parts.append(result_svg(result, tst.parent))
        except PositionError as error:
            parts.append(f"<p>No image: {_e(error)}</p>")
    parts.append("<h2>GTP log</h2>")
    parts.append(_log(result.gtp_log))
    parts.append("</main>")
    return _page(test.key, "\n".join(parts))


def _log(lines: Sequence[str]) -> str:
    """The GTP log as a ``<pre>``, a class per kind of line (sent, received, stderr,
    warning)."""
    out = ['<pre class="log">']
    for line in lines:
        kind = _LOG_CLASS.get(line[:1], "received")
        out.append(f'<span class="{kind}">{_e(line)}</span>')
    out.append("</pre>")
    return "\n".join(out)
