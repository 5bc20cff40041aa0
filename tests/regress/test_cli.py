"""``gogui-regress`` as a user runs it: exit codes, output, the report folder, --compare."""

from __future__ import annotations

import json
import os
import shlex
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from gogui_py.regress.cli import expand_lists, main
from tests.regress.conftest import ENGINES, fake_argv, write_tst

FAKE = shlex.join(fake_argv())

GOOD = "1 echo a\n#? [a]\n2 echo b\n#? [x]*\n3 fail no\n#? [!a]*\n"
"""A pass and two known failures: a successful run."""


def run(*args: str) -> int:
    return main(list(args))


def test_a_run_with_only_expected_outcomes_exits_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(FAKE, str(write_tst(tmp_path, GOOD))) == 0
    out = capsys.readouterr().out.splitlines()
    assert "3 tests: 1 pass, 2 known failures, 0 FAIL, 0 PASSED, 0 errors" in out[0]
    assert out[-1] == "Summary: 1/3 passes. 0 unexpected passes, 0 unexpected failures, 0 errors"


@pytest.mark.parametrize(
    ("body", "line"),
    [
        ("1 echo a\n#? [b]\n", "1 unexpected FAIL: Correct 'b', got 'a'"),
        ("1 echo a\n#? [a]*\n", "1 unexpected PASS!"),
        ("1 die\n#? [a]\n", "1 ERROR: the engine died (exit code 3): regress_engine: dying"),
    ],
)
def test_anything_unexpected_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], body: str, line: str
) -> None:
    assert run(FAKE, str(write_tst(tmp_path, body))) == 1
    assert capsys.readouterr().out.splitlines()[0] == line


def test_long_output_has_a_line_per_test(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run("--long", FAKE, str(write_tst(tmp_path, GOOD))) == 0
    assert capsys.readouterr().out.splitlines()[:3] == [
        "1 passed",
        "2 failed: Correct 'x', got 'b'",
        "3 failed: Correct '!a', got '? no'",
    ]


@pytest.mark.parametrize(
    "args",
    [
        [],
        [FAKE],
        [FAKE, "missing.tst"],
        ["--filter", "(", FAKE, "t.tst"],
        ["'unbalanced", "t.tst"],
        ["--parallel", "0", FAKE, "t.tst"],
        ["--timeout", "0", FAKE, "t.tst"],
        ["--no-such-option", FAKE, "t.tst"],
        ["--gtpfile", "missing.gtp", FAKE, "t.tst"],
        ["--compare", "a.json"],
        ["--compare", "a.json", "b.json", "extra"],
        [FAKE, "@missing.list"],
        ["--output", "t.tst", FAKE, "t.tst"],
        ["no-such-engine --mode gtp", "t.tst"],
        ["./t.tst", "t.tst"],  # not executable
    ],
)
def test_usage_errors_exit_2(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    write_tst(tmp_path, GOOD)
    assert run(*args) == 2
    assert capsys.readouterr().err


def test_help_and_version_work_without_qt() -> None:
    script = (
        "import sys\n"
        "from gogui_py.regress.cli import main\n"
        "code = main(['--help'])\n"
        "assert code == 0, code\n"
        "assert main(['--version']) == 0\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "usage: gogui-regress" in done.stdout and "--compare OLD NEW" in done.stdout
    assert "gogui-regress 0." in done.stdout


def test_the_report_folder_and_compare(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "g.sgf").write_text("(;SZ[9];B[cc])")
    old_tst = write_tst(
        tmp_path, "loadsgf g.sgf\n1 echo C7\n#? [C7]\n2 echo b\n#? [x]\n3 echo c\n#? [c]\n"
    )
    assert run("--output", str(tmp_path / "old"), FAKE, str(old_tst)) == 1
    out = tmp_path / "old"
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == [
        "index.html",
        "results.json",
        "t",
        "t/1.html",
        "t/2.html",
        "t/3.html",
    ]
    page = (out / "t" / "1.html").read_text("utf-8")
    assert "<svg" in page and "expected: C7" in page and "answer: C7" in page
    results = json.loads((out / "results.json").read_text("utf-8"))
    assert [r["outcome"] for r in results["files"][0]["results"]] == ["pass", "FAIL", "pass"]
    assert capsys.readouterr().out.splitlines()[-1] == f"Report: {out / 'index.html'}"

    new_tst = write_tst(
        tmp_path, "loadsgf g.sgf\n1 echo D7\n#? [C7]\n2 echo x\n#? [x]\n3 echo c\n#? [c]\n"
    )
    assert run("--output", str(tmp_path / "new"), FAKE, str(new_tst)) == 1
    capsys.readouterr()
    assert run("--compare", str(out / "results.json"), str(tmp_path / "new" / "results.json")) == 1
    assert capsys.readouterr().out.splitlines() == [
        "Newly passing (1):",
        "  t.tst:2: FAIL -> pass",
        "Newly failing (1):",
        "  t.tst:1: pass -> FAIL",
    ]
    same = str(out / "results.json")
    assert run("--compare", same, same) == 0
    assert capsys.readouterr().out.strip() == "No changes."
    (tmp_path / "bad.json").write_text("[]")
    assert run("--compare", same, str(tmp_path / "bad.json")) == 2


def test_filter_selects_by_file_and_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = write_tst(tmp_path, "1 echo a\n#? [a]\n2 echo b\n#? [x]\n", "one.tst")
    second = write_tst(tmp_path, "1 echo a\n#? [x]\n2 echo b\n#? [b]\n", "two.tst")
    assert run("--long", "--filter", r"one\.tst:1$|two\.tst:2$", FAKE, str(first), str(second)) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == [f"{first} 1 passed", f"{second} 2 passed"]
    assert run("--filter", "nothing", FAKE, str(first)) == 0
    assert "no test was run" in capsys.readouterr().out


def test_parallel_2_gives_the_results_of_parallel_1(tmp_path: Path) -> None:
    files = [
        str(
            write_tst(
                tmp_path, "".join(f"{n} echo {n}\n#? [{n}|7]\n" for n in range(1, 9)), "a.tst"
            )
        ),
        str(write_tst(tmp_path, "1 die\n#? [x]\n2 echo y\n#? [y]*\n", "b.tst")),
        str(write_tst(tmp_path, "1 fail z\n#? [z]\n", "c.tst")),
    ]

    def results(folder: str, parallel: str) -> list[list[tuple[str, str, str, str]]]:
        assert run("--output", str(tmp_path / folder), "--parallel", parallel, FAKE, *files) == 1
        data = json.loads((tmp_path / folder / "results.json").read_text("utf-8"))
        return [
            [(r["key"], r["outcome"], r["answer"], r["error"]) for r in f["results"]]
            for f in data["files"]
        ]

    one = results("one", "1")
    assert one == results("two", "2")
    assert [len(f) for f in one] == [8, 2, 1]


def test_lists_gtpfile_and_verbose(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    write_tst(tmp_path, "1 history\n#? [name ; version ; komi 9 ; level 2]\n", "h.tst")
    (tmp_path / "inner.list").write_text("# the suite\nh.tst\n\n")
    (tmp_path / "outer.list").write_text("@inner.list\n")
    (tmp_path / "setup.gtp").write_text("# settings\nkomi 9\nlevel 2\n")
    assert expand_lists(["@outer.list", "x.tst"]) == ["h.tst", "x.tst"]
    assert run("-gtpfile", "setup.gtp", "-verbose", FAKE, "@outer.list") == 0
    err = capsys.readouterr().err
    assert "h.tst: > komi 9" in err and "h.tst: < =1 name ; version ; komi 9 ; level 2" in err


def test_a_relative_engine_path_is_taken_from_where_the_user_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "engine.sh"
    script.write_text(
        f"#!/bin/sh\nexec {shlex.quote(sys.executable)} "
        f'{shlex.quote(str(ENGINES / "regress_engine.py"))} "$@"\n'
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    suite = tmp_path / "suite"
    suite.mkdir()
    write_tst(suite, "1 echo a\n#? [a]\n")
    monkeypatch.chdir(tmp_path)
    assert run("./engine.sh", os.path.join("suite", "t.tst")) == 0


def test_ctrl_c_closes_the_engine_and_exits_1(tmp_path: Path) -> None:
    tst = write_tst(tmp_path, "0 pid\n#? [.*]\n1 echo a\n#? [a]\n2 hang\n#? [x]\n3 echo b\n")
    out = tmp_path / "out"
    command = [sys.executable, "-m", "gogui_py.regress", "--long", "--output", str(out), FAKE]
    with subprocess.Popen([*command, str(tst)], stdout=subprocess.PIPE, text=True) as process:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "0 passed"
        assert process.stdout.readline().strip() == "1 passed"
        process.send_signal(signal.SIGINT)
        rest, _ = process.communicate(timeout=60)
    assert process.returncode == 1
    assert "interrupted; closing the engines" in rest
    data = json.loads((out / "results.json").read_text("utf-8"))
    file = data["files"][0]
    assert file["cancelled"] and [r["number"] for r in file["results"]] == [0, 1]
    engine = int(file["results"][0]["answer"])
    with pytest.raises(ProcessLookupError):
        os.kill(engine, 0)
