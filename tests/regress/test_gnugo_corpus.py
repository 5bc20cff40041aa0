"""GNU Go 3.8 on the corpus suites (../shared/corpus/regress): every test's outcome.

The ``*`` marks in the files are GNU Go's own expectations. GNU Go is run as its
regress.sh runs it (``--quiet --mode gtp``, the default level 10). The outcomes below
were observed with this runner and agree line for line with GNU Go's own
regress.awk fed by ``gnugo --quiet --mode gtp < FILE.tst`` (run by hand: the same
passes, failures and "PASSED" on the three files). Where GNU Go 3.8 disagrees with
a file's mark, that is an honest PASSED or known failure, said in a comment.

One fixture serves every test of this module: the three files run once with
``--parallel 1`` and once with ``--parallel 2`` (the runner spreads score.tst's 29
segments over both engines), the two runs at the same time (three GNU Go processes;
GNU Go's answers do not depend on the time it gets). Both must give these outcomes,
and the same answers.
"""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from gogui_py.regress.model import FileResult, Outcome
from gogui_py.regress.report_text import TextReport
from gogui_py.regress.runner import run_files
from tests.conftest import corpus_dir
from tests.regress.conftest import gnugo_regress_argv

P, F, K, U = Outcome.PASS, Outcome.FAIL, Outcome.KNOWN_FAIL, Outcome.UNEXPECTED_PASS

OBSERVED: dict[str, dict[int, tuple[Outcome, str]]] = {
    "joseki.tst": {
        10: (P, "E16"),
        20: (P, "B4"),
        30: (K, "F16"),
        40: (K, "R13"),
        50: (K, "F13"),
        60: (K, "P13"),
        70: (K, "Q3"),
    },
    "tactics.tst": {
        1: (K, "H6"),
        2: (P, "S12"),
        3: (P, "M18"),
        4: (K, "M17"),  # expected K18 (an atari_atari problem, says the file)
        5: (P, "N16"),
    },
    "score.tst": {
        **dict.fromkeys(range(2, 31), (P, "")),
        # Marked * (known failure: "See also owl1:351"), but GNU Go 3.8 scores it right.
        11: (U, "W+132.5"),
        # Marked *: GNU Go 3.8 counts one point less than the expected W+73.5.
        14: (K, "W+72.5"),
        # Marked *, and GNU Go 3.8 scores it right.
        15: (U, "W+45.5"),
    },
}
"""file -> test number -> (outcome, answer; "" when the expected answer itself)."""

AWK_SUMMARIES = {
    "joseki.tst": "Summary: 2/7 passes. 0 unexpected passes, 0 unexpected failures, 0 errors",
    "tactics.tst": "Summary: 3/5 passes. 0 unexpected passes, 0 unexpected failures, 0 errors",
    "score.tst": "Summary: 28/29 passes. 2 unexpected passes, 0 unexpected failures, 0 errors",
}
"""regress.awk's summary line per file (ours adds the errors)."""


def _run_corpus() -> dict[int, dict[str, FileResult]]:
    folder = corpus_dir("regress")
    argv = gnugo_regress_argv()
    paths = [folder / name for name in ("joseki.tst", "tactics.tst", "score.tst")]
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = {n: pool.submit(run_files, argv, paths, parallel=n) for n in (1, 2)}
        runs = {n: future.result() for n, future in futures.items()}
    return {n: {Path(r.file).name: r for r in results} for n, results in runs.items()}


@pytest.fixture(scope="module")
def both_runs() -> dict[int, dict[str, FileResult]]:
    return _run_corpus()


@pytest.fixture(params=[1, 2], ids=["parallel1", "parallel2"])
def corpus_results(
    request: pytest.FixtureRequest, both_runs: dict[int, dict[str, FileResult]]
) -> dict[str, FileResult]:
    parallel: int = request.param
    return both_runs[parallel]


pytestmark = [pytest.mark.gnugo, pytest.mark.timeout(600)]
"""The fixture's two runs take about 40 s of a quiet 2-core machine; a loaded one may
need more than the suite's 120 s."""


@pytest.mark.parametrize("name", sorted(OBSERVED))
def test_every_outcome_as_observed(corpus_results: dict[str, FileResult], name: str) -> None:
    result = corpus_results[name]
    assert result.other_errors == [] and result.restarts == 0
    assert result.engine_name == "GNU Go" and result.engine_version == "3.8"
    got = {r.test.number: (r.outcome, r.answer) for r in result.results}
    expected = {}
    for number, (outcome, answer) in OBSERVED[name].items():
        test = next(r.test for r in result.results if r.test.number == number)
        assert test.expectation is not None
        expected[number] = (outcome, answer or test.expectation.pattern.replace("\\", ""))
    assert got == expected


@pytest.mark.parametrize("name", sorted(OBSERVED))
def test_counted_as_gnu_go_scripts_count(corpus_results: dict[str, FileResult], name: str) -> None:
    out = io.StringIO()
    TextReport(out).summary([corpus_results[name]])
    assert out.getvalue().splitlines()[-1] == AWK_SUMMARIES[name]


def test_the_marks_are_gnu_gos_own(corpus_results: dict[str, FileResult]) -> None:
    """Nothing unexpected but the two scores GNU Go 3.8 now gets right."""
    unexpected = [
        r.test.key
        for result in corpus_results.values()
        for r in result.results
        if r.outcome.unexpected
    ]
    assert sorted(unexpected) == ["score.tst:11", "score.tst:15"]


def test_positions_and_logs(corpus_results: dict[str, FileResult]) -> None:
    four = next(r for r in corpus_results["tactics.tst"].results if r.test.number == 4)
    assert four.test.position is not None
    assert (four.test.position.sgf, four.test.position.move) == ("games/rosebud4.sgf", 138)
    assert four.test.comments[0].startswith("# This is in part an atari_atari problem")
    sent = [line[2:] for line in four.gtp_log if line.startswith("> ")]
    assert sent == ["loadsgf games/rosebud4.sgf 138", "4 reg_genmove white"]  # its own id
    assert any(line.startswith("< =4 ") for line in four.gtp_log)
    assert all(r.seconds > 0 for result in corpus_results.values() for r in result.results)


def test_two_engines_answer_as_one(both_runs: dict[int, dict[str, FileResult]]) -> None:
    """--parallel 2 gives --parallel 1's outcomes and answers, test by test, in file order."""

    def table(run: dict[str, FileResult]) -> dict[str, list[tuple[int, Outcome, str]]]:
        return {
            name: [(r.test.number, r.outcome, r.answer) for r in file.results]
            for name, file in run.items()
        }

    assert table(both_runs[2]) == table(both_runs[1])
    for file in both_runs[2].values():
        assert file.seconds > 0 and file.engine_seconds > 0 and not file.cancelled


def test_the_cli_on_two_corpus_tests(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Quick ones (under a second each), the report folder with real positions."""
    from gogui_py.regress.cli import main

    folder = corpus_dir("regress")
    argv = " ".join(gnugo_regress_argv())
    files = [str(folder / "tactics.tst"), str(folder / "joseki.tst")]
    code = main(
        [
            "--long",
            "--filter",
            r"tactics\.tst:5$|joseki\.tst:20$",
            "--output",
            str(tmp_path / "out"),
            argv,
            *files,
        ]
    )
    assert code == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == [f"{files[0]} 5 passed", f"{files[1]} 20 passed"]
    page = (tmp_path / "out" / "tactics" / "5.html").read_text("utf-8")
    assert "<svg" in page and "expected: N16" in page and "answer: N16" in page
    assert "games/tactics04.sgf</a> before move 206" in page
