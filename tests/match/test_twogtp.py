"""gogui-twogtp's -time spec and -openings folder as the quick form reads them."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.match.twogtp import opening_files, time_table


@pytest.mark.parametrize(
    ("spec", "table"),
    [
        ("5", {"main": 300.0}),
        ("90s", {"main": 90.0}),
        ("2min", {"main": 120.0}),
        ("1+30s/10", {"main": 60.0, "overtime": "canadian", "period": 30.0, "stones": 10}),
        ("10m+5/25", {"main": 600.0, "overtime": "canadian", "period": 300.0, "stones": 25}),
    ],
)
def test_time_spec(spec: str, table: dict[str, object]) -> None:
    assert time_table(spec) == table


@pytest.mark.parametrize("spec", ["", "0", "5h", "1+30s", "1+30s/0", "1+0/5", "x"])
def test_bad_time_specs_are_refused(spec: str) -> None:
    with pytest.raises(ValueError, match="bad time"):
        time_table(spec)


def test_openings_folder(tmp_path: Path) -> None:
    for name in ("b.SGF", "a.sgf", "notes.txt"):
        (tmp_path / name).write_text("")
    assert [Path(f).name for f in opening_files(str(tmp_path))] == ["a.sgf", "b.SGF"]
    assert opening_files("one.sgf") == ["one.sgf"]
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValueError, match=r"no \.sgf files"):
        opening_files(str(tmp_path / "empty"))
