"""TM/OT on the root and BL/WL/OB/OW per node: parsing, canonical writing, round trips."""

from __future__ import annotations

import pytest

from gogui_py.game.clock import Clock, TimeSettings
from gogui_py.game.sgf_io import load_bytes, load_file, to_sgf
from gogui_py.game.time_record import (
    RecordedTime,
    format_seconds,
    overtime_text,
    parse_duration,
    record_time_left,
    root_changes,
    time_left_changes,
    time_left_of,
    time_settings_from_root,
    to_root,
)
from gogui_py.game.tree import GameTree
from gogui_py.go import Color, Move, Point
from tests.conftest import corpus_dir

B, W = Color.BLACK, Color.WHITE


@pytest.mark.parametrize(
    ("tm", "ot", "expected"),
    [
        ("1800", "5x30 byo-yomi", TimeSettings.byo_yomi(1800, 5, 30)),
        ("1800", "3x30 byo-yomi ", TimeSettings.byo_yomi(1800, 3, 30)),
        ("600", "5x0:30", TimeSettings.byo_yomi(600, 5, 30)),
        ("600", "5 x 30 Byoyomi", TimeSettings.byo_yomi(600, 5, 30)),
        ("600", "25/600 Canadian", TimeSettings.canadian(600, 25, 600)),
        ("600", "25/10:00 Canadian", TimeSettings.canadian(600, 25, 600)),
        ("0", "25/300 Canadian", TimeSettings.canadian(0, 25, 300)),
        ("600", "25 moves / 10 min", TimeSettings.canadian(600, 25, 600)),
        ("600", "1 moves / 30 sec", TimeSettings.canadian(600, 1, 30)),
        ("1:30:00", "", TimeSettings.absolute(5400)),
        ("90.5", None, TimeSettings.absolute(90.5)),
        ("300", "none", TimeSettings.absolute(300)),
        (None, "5x30 byo-yomi", TimeSettings.byo_yomi(0, 5, 30)),
        ("0", None, None),
        (None, None, None),
    ],
)
def test_time_settings_from_root(
    tm: str | None, ot: str | None, expected: TimeSettings | None
) -> None:
    props: dict[str, list[str]] = {}
    if tm is not None:
        props["TM"] = [tm]
    if ot is not None:
        props["OT"] = [ot]
    warnings: list[str] = []
    assert time_settings_from_root(props, warnings) == expected
    assert warnings == []


@pytest.mark.parametrize(
    ("props", "expected", "warning"),
    [
        ({"TM": ["1800"], "OT": ["8 xyz 16"]}, TimeSettings.absolute(1800), "unknown overtime"),
        ({"TM": ["259200"], "OT": ["86400 fischer"]}, TimeSettings.absolute(259200), "unknown"),
        ({"TM": ["600"], "OT": ["0x30 byo-yomi"]}, TimeSettings.absolute(600), "unknown"),
        ({"OT": ["8 xyz 16"]}, None, "no time limit"),
        ({"TM": ["soon"], "OT": ["5x30 byo-yomi"]}, TimeSettings.byo_yomi(0, 5, 30), "bad main"),
    ],
)
def test_unknown_overtime_and_bad_main_time_warn(
    props: dict[str, list[str]], expected: TimeSettings | None, warning: str
) -> None:
    warnings: list[str] = []
    assert time_settings_from_root(props, warnings) == expected
    assert len(warnings) == 1
    assert warning in warnings[0]
    assert time_settings_from_root(props) == expected  # no list: still no exception


def test_corpus_unknown_overtime() -> None:
    result = load_file(corpus_dir("gogui", "time-settings-unknown-ot.sgf"))
    warnings: list[str] = []
    settings = time_settings_from_root(result.games[0].root.props, warnings)
    assert settings == TimeSettings.absolute(1800)
    assert warnings == ["unknown overtime OT[8 xyz 16]: using absolute time"]


def test_corpus_pachi_time_left_per_move() -> None:
    tree = load_file(corpus_dir("pachi", "2011-08-24-StoneGrid-pachi2.sgf")).games[0]
    assert time_settings_from_root(tree.root.props) == TimeSettings.absolute(14400)
    line = tree.main_line()
    first, second = line[1], line[2]
    assert time_left_of(first.props, B) == RecordedTime(14399.379, None)
    assert time_left_of(first.props, W) is None
    assert time_left_of(second.props, W) == RecordedTime(14246.492, None)
    recorded = [time_left_of(n.props, n.move.color) for n in line[1:] if n.move is not None]
    seconds = [r.seconds for r in recorded if r is not None and r.seconds is not None]
    assert len(seconds) > 100
    black = [
        t.seconds
        for n in line[1:]
        if n.move is not None
        and n.move.color is B
        and (t := time_left_of(n.props, B)) is not None
        and t.seconds is not None
    ]
    assert black == sorted(black, reverse=True)  # a clock only runs down
    clock = Clock(TimeSettings.absolute(14400))
    clock.restore(B, black[-1], None)
    assert clock.state(B).main_left == black[-1]


@pytest.mark.parametrize(
    "settings",
    [
        TimeSettings.absolute(1800),
        TimeSettings.absolute(90.25),
        TimeSettings.byo_yomi(600, 5, 30),
        TimeSettings.byo_yomi(0, 3, 10.5),
        TimeSettings.canadian(3600, 25, 600),
    ],
)
def test_root_round_trip(settings: TimeSettings) -> None:
    props: dict[str, list[str]] = {"GM": ["1"], "OT": ["old"], "SZ": ["19"]}
    to_root(props, settings)
    assert time_settings_from_root(props) == settings
    if settings.overtime.value == "none":
        assert "OT" not in props
    else:
        assert list(props) == ["GM", "OT", "SZ", "TM"]  # OT kept its place


def test_canonical_texts_and_removal() -> None:
    assert overtime_text(TimeSettings.byo_yomi(600, 5, 30)) == "5x30 byo-yomi"
    assert overtime_text(TimeSettings.canadian(600, 25, 600)) == "25/600 Canadian"
    assert overtime_text(TimeSettings.absolute(600)) == ""
    assert root_changes(TimeSettings.canadian(600, 25, 600)) == {
        "TM": ["600"],
        "OT": ["25/600 Canadian"],
    }
    props = {"TM": ["60"], "OT": ["5x30 byo-yomi"], "KM": ["6.5"]}
    to_root(props, None)
    assert props == {"KM": ["6.5"]}


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(600.0, "600"), (14399.3791, "14399.379"), (0.5, "0.5"), (0.0, "0"), (1e-5, "0")],
)
def test_format_seconds(seconds: float, text: str) -> None:
    assert format_seconds(seconds) == text


@pytest.mark.parametrize(
    ("text", "seconds"), [("600", 600.0), ("10:00", 600.0), ("1:02:03", 3723.0), ("6,5", 6.5)]
)
def test_parse_duration(text: str, seconds: float) -> None:
    assert parse_duration(text) == seconds


def test_parse_duration_refuses_garbage() -> None:
    with pytest.raises(ValueError):
        parse_duration("ten minutes")


@pytest.mark.parametrize(
    ("color", "seconds", "stones", "expected"),
    [
        (B, 1234.5, None, {"BL": ["1234.5"]}),
        (W, 28.25, 3, {"WL": ["28.25"], "OW": ["3"]}),
        (B, -0.3, 0, {"BL": ["0"], "OB": ["0"]}),
    ],
)
def test_record_time_left_round_trip(
    color: Color, seconds: float, stones: int | None, expected: dict[str, list[str]]
) -> None:
    props: dict[str, list[str]] = {"OB": ["7"]} if stones is None and color is B else {}
    record_time_left(props, color, seconds, stones)
    assert props == expected  # a stale OB is removed in main time
    assert time_left_of(props, color) == RecordedTime(max(0.0, seconds), stones)
    assert time_left_of(props, color.opponent) is None


def test_time_left_of_bad_values() -> None:
    assert time_left_of({"BL": ["abc"], "OB": ["2"]}, B) == RecordedTime(None, 2)
    assert time_left_of({"BL": ["abc"]}, B) is None
    assert time_left_of({"WL": ["6,5"], "OW": ["x"]}, W) == RecordedTime(6.5, None)


def test_time_left_changes_refuse_infinity() -> None:
    with pytest.raises(ValueError):
        time_left_changes(B, float("inf"), None)
    with pytest.raises(ValueError):
        time_left_changes(B, float("nan"), None)


def test_through_game_tree_and_sgf_file() -> None:
    """Settings and per-move times written through GameTree survive a save and reload."""
    settings = TimeSettings.byo_yomi(60, 5, 30)
    tree = GameTree.new()
    tree.set_properties(tree.root, dict(root_changes(settings)))
    clock = Clock(settings)
    parent = tree.root
    now = 0.0
    for index, thinking in enumerate([20.0, 70.0, 75.0]):
        color = B if index % 2 == 0 else W
        clock.start(color, now)
        now += thinking
        clock.stop(now)
        node, _ = tree.add_move(parent, Move(color, Point(index, 0)))
        seconds, stones = clock.state(color).recorded(settings)
        tree.set_properties(node, dict(time_left_changes(color, seconds, stones)))
        parent = node
    text = to_sgf([tree])
    assert "TM[60]OT[5x30 byo-yomi]" in text
    assert "BL[40]" in text
    assert "WL[30]OW[5]" in text  # 70 s: main time and 10 s of the first period
    assert "BL[30]OB[4]" in text  # 40 s main left, then 35 s: a period lost
    loaded = load_bytes(text.encode()).games[0]
    assert time_settings_from_root(loaded.root.props) == settings
    last = loaded.main_line()[-1]
    recorded = time_left_of(last.props, B)
    assert recorded == RecordedTime(30.0, 4)
    restored = Clock(settings)
    assert recorded.seconds is not None
    restored.restore(B, recorded.seconds, recorded.stones)
    assert restored.state(B) == clock.state(B)
