"""Analyze command definitions (analyze.md "Analyze commands and gfx", "Wildcards")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from gogui_py.analysis.commands import (
    GNUGO_COMMANDS,
    AnalyzeCommand,
    AnalyzeType,
    CommandList,
    FillError,
    builtin_gnugo_commands,
    is_gnugo,
    merge_commands,
    parse_analyze_commands,
    parse_definition,
    program_commands,
    read_user_commands,
    user_commands_path,
)
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import from_gtp
from tests.conftest import examples

NINE = BoardSize.square(9)


def p(vertex: str, size: BoardSize = NINE) -> Point:
    point = from_gtp(vertex, size)
    assert point is not None
    return point


def command(line: str) -> AnalyzeCommand:
    return parse_definition(line)


# -- reading definitions ---------------------------------------------------------------


def test_an_answer_with_comments_blank_lines_and_a_description() -> None:
    found = parse_analyze_commands(
        "# a comment\n"
        "\n"
        "dboard/Influence/influence %c\n"
        "  gfx/Show Gfx/gfx_demo/Draws every gfx command  \n"
        "param/Settings/settings\n"
    )
    assert [c.label for c in found.commands] == ["Influence", "Show Gfx", "Settings"]
    influence, gfx, settings_ = found.commands
    assert influence.type is AnalyzeType.DBOARD and influence.command == "influence %c"
    assert gfx.description == "Draws every gfx command"
    assert settings_.type is AnalyzeType.PARAM
    assert found.warnings == ()


def test_every_type_of_the_spec_is_known() -> None:
    names = [
        *("none", "string", "hstring", "pstring", "hpstring", "plist", "pspairs"),
        *("sboard", "cboard", "dboard", "bwboard", "eplist", "param", "var", "varb"),
        *("varw", "varc", "varp", "varpo", "gfx"),
    ]
    for name in names:
        definition = command(f"{name}/L/cmd")
        assert definition.type.value == name and not definition.is_unknown_type
    assert {t.value for t in AnalyzeType} == set(names)


def test_an_unknown_type_runs_as_none_but_is_remembered() -> None:
    found = parse_analyze_commands("movie/Film/film\n")
    (film,) = found.commands
    assert film.type is AnalyzeType.NONE
    assert film.is_unknown_type and film.type_name == "movie"
    assert film.definition() == "movie/Film/film"
    assert "unknown type 'movie'" in found.warnings[0]


def test_malformed_lines_are_skipped_with_a_warning_never_fatal() -> None:
    found = parse_analyze_commands(
        "string/ok/name\nno slashes here\nstring//empty_label\nstring/empty command/\n"
        "string/ok/version\nplist/Two/list_stones black\n",
        source="program",
    )
    assert [c.label for c in found.commands] == ["ok", "Two"]
    assert len(found.warnings) == 4
    assert found.warnings[0].startswith("program line 2: expected type/label/command")
    assert "line 3: empty label" in found.warnings[1]
    assert "line 4: empty command" in found.warnings[2]
    assert "line 5: label 'ok' repeated" in found.warnings[3]


def test_a_description_may_hold_slashes() -> None:
    definition = command("string/Path/echo/see a/b/c")
    assert definition.command == "echo" and definition.description == "see a/b/c"
    assert definition.definition() == "string/Path/echo/see a/b/c"


def test_wildcards_present_and_needs() -> None:
    definition = command("hpstring/Eye/eye_data %c %p")
    assert definition.wildcards == frozenset({"%c", "%p"})
    assert definition.needs_color and definition.needs_point
    assert not definition.needs_point_list and not definition.needs_string
    assert command("eplist/Edit/edit").needs_point_list
    every = command("none/All/x %c %m %p %P %s %o %r %w")
    assert every.wildcards == frozenset(["%c", "%m", "%p", "%P", "%s", "%o", "%r", "%w"])
    assert every.needs_optional and every.needs_file_open and every.needs_file_save
    assert command("string/Name/name").name == "name"


@given(st.text(max_size=200))
@settings(max_examples=examples(300))
def test_reading_any_text_never_raises(text: str) -> None:
    found = parse_analyze_commands(text)
    assert len({c.label for c in found.commands}) == len(found.commands)


# -- filling wildcards -------------------------------------------------------------------


def test_fill_points_colours_and_strings() -> None:
    eye = command("hpstring/Eye/eye_data %c %p")
    assert eye.fill(NINE, to_move=Color.WHITE, point=p("E5")) == "eye_data w E5"
    assert eye.fill(NINE, to_move="black", color="white", point=p("a1")) == "eye_data w A1"
    semeai = command("pstring/Semeai/analyze_semeai %P")
    assert semeai.fill(NINE, points=[p("C3"), p("G7")]) == "analyze_semeai C3 G7"
    level = command("none/Level/level %s")
    assert level.fill(NINE, string="10") == "level 10"
    assert command("string/Move/x %m").fill(NINE, to_move=Color.BLACK) == "x b"


def test_fill_quotes_file_names_with_spaces_or_quotes() -> None:
    save = command("none/Save/printsgf %w")
    assert save.fill(NINE, file_save="/tmp/game.sgf") == "printsgf /tmp/game.sgf"
    assert save.fill(NINE, file_save=Path("/tmp/my game.sgf")) == 'printsgf "/tmp/my game.sgf"'
    assert save.fill(NINE, file_save='a "b"\\c') == 'printsgf "a \\"b\\"\\\\c"'
    load = command("none/Load/load %r")
    assert load.fill(NINE, file_open="x.sgf") == "load x.sgf"


def test_fill_is_one_pass_so_values_are_not_filled_again() -> None:
    echo = command("string/Echo/echo %s %p")
    assert echo.fill(NINE, string="%p", point=p("A1")) == "echo %p A1"


def test_a_missing_value_is_a_clear_error() -> None:
    with pytest.raises(FillError, match=r"'Eye' needs a point \(%p\)"):
        command("hpstring/Eye/eye_data %c %p").fill(NINE, to_move=Color.BLACK)
    with pytest.raises(FillError, match=r"needs a colour \(%c\)"):
        command("plist/Stones/list_stones %c").fill(NINE)
    with pytest.raises(FillError, match=r"needs a point list \(%P\)"):
        command("pstring/S/analyze_semeai %P").fill(NINE)
    with pytest.raises(FillError, match=r"needs a file to save \(%w\)"):
        command("none/Save/printsgf %w").fill(NINE)


def test_values_that_would_inject_a_command_are_refused() -> None:
    with pytest.raises(FillError, match="control character"):
        command("none/Level/level %s").fill(NINE, string="1\nquit")
    with pytest.raises(FillError, match="control character"):
        command("none/Save/printsgf %w").fill(NINE, file_save="a\rb")
    with pytest.raises(FillError, match="off a 9 board"):
        command("string/Lib/countlib %p").fill(NINE, point=Point(9, 0))
    with pytest.raises(FillError, match="not a colour"):
        command("plist/Stones/list_stones %c").fill(NINE, color="red")


def test_eplist_appends_the_points_and_asks_with_show() -> None:
    edit = command("eplist/Edit/edit_list")
    assert edit.show_line(NINE) == "edit_list show"
    assert edit.fill(NINE) == "edit_list"
    assert edit.fill(NINE, points=[p("A1"), p("B2")]) == "edit_list A1 B2"
    assert command("eplist/Edit/edit %P x").fill(NINE) == "edit x"


_PIECES = st.sampled_from(["cmd", "%c", "%m", "%p", "%P", "%s", "%o", "%r", "%w", "%x", " ", "%"])
_VALUES = st.one_of(st.none(), st.text(max_size=12))


@given(
    template=st.lists(_PIECES, min_size=1, max_size=10).map("".join),
    string=_VALUES,
    optional=_VALUES,
    file=_VALUES,
    color=st.sampled_from([None, Color.BLACK, "white", "w"]),
    point=st.sampled_from([None, Point(0, 0), Point(8, 8)]),
    points=st.lists(st.sampled_from([Point(1, 1), Point(4, 4)]), max_size=3),
)
@settings(max_examples=examples(300))
@example(  # found by the random search (seed 2176447764): a stray "%" meets the text after "%o"
    template="%%ocmd%c",
    string=None,
    optional="",
    file=None,
    color=Color.BLACK,
    point=None,
    points=[],
)
def test_fill_gives_a_line_or_a_fill_error(
    *,
    template: str,
    string: str | None,
    optional: str | None,
    file: str | None,
    color: Color | str | None,
    point: Point | None,
    points: list[Point],
) -> None:
    definition = AnalyzeCommand(AnalyzeType.STRING, "L", template.strip() or "cmd")
    try:
        line = definition.fill(
            NINE,
            to_move=color,
            point=point,
            points=points,
            string=string,
            optional=optional,
            file_open=file,
            file_save=file,
        )
    except FillError as exc:
        assert "needs" in str(exc) or "control character" in str(exc)
        return
    assert not any(ord(ch) < 32 for ch in line)
    if re.sub(r"%[cmpPsorwf]", "", definition.command).count("%"):
        return  # a stray "%" may meet the text after a value: "%" "%o" "cmd" -> "%cmd"
    rest = line
    for value in (string, optional, file):
        rest = rest.replace(value or "", "")
    for wildcard in definition.wildcards - {"%s", "%o", "%r", "%w", "%f"}:
        assert wildcard not in rest


def test_fill_is_one_pass_so_a_stray_percent_stays_text() -> None:
    """Each wildcard is replaced once, where it stands; what the replacement puts beside a
    stray "%" is not read again (a value holding "%p" is not filled either)."""
    stray = AnalyzeCommand(AnalyzeType.STRING, "L", "%%ocmd%c")
    assert stray.fill(NINE, to_move=Color.BLACK, optional="") == "%cmdb"


# -- where the definitions come from -------------------------------------------------------


def test_the_builtin_gnugo_list() -> None:
    labels = {c.label: c for c in GNUGO_COMMANDS.commands}
    assert GNUGO_COMMANDS.warnings == ()
    assert labels["Influence White"].command == "initial_influence white influence_regions"
    assert labels["Influence White"].type is AnalyzeType.DBOARD
    assert labels["Dragon Status"].type is AnalyzeType.HPSTRING
    assert labels["Owl Attack"].type is AnalyzeType.VARPO
    assert labels["Worm Data"].command == "worm_data %p"
    assert labels["Top Moves"].type is AnalyzeType.PSPAIRS
    assert labels["Estimate Score"].command == "estimate_score"
    kept = builtin_gnugo_commands({"dragon_status", "estimate_score"})
    assert [c.label for c in kept.commands] == [
        "Dragon Status",
        "Dragon Status At",
        "Estimate Score",
    ]


def test_program_commands_policy() -> None:
    own = program_commands("string/Hi/hello\n", name="GNU Go", supported={"hello"})
    assert [c.label for c in own.commands] == ["Hi"] and own.source == "program"
    gnugo = program_commands(None, name="GNU Go", supported={"name", "top_moves"})
    assert {c.label for c in gnugo.commands} == {"Name", "Top Moves"}
    other = program_commands(None, name="gogui-py Go", supported={"name"})
    assert other.commands == ()
    assert is_gnugo("GNU  go") and not is_gnugo("GNU Go Clone")


def test_user_file_is_appended_without_repeated_labels(tmp_path: Path) -> None:
    file = tmp_path / "gnugo.analyze"
    file.write_text("# mine\nstring/Name/name\nstring/Komi/get_komi\nbroken\n", "utf-8")
    extra = read_user_commands(file)
    assert [c.label for c in extra.commands] == ["Name", "Komi"]
    first = CommandList((command("string/Name/name"),), (), "program")
    merged = merge_commands(first, [extra])
    assert [c.label for c in merged.commands] == ["Name", "Komi"]
    assert any("label 'Name' already used" in w for w in merged.warnings)
    assert any("expected type/label/command" in w for w in merged.warnings)
    assert read_user_commands(tmp_path / "missing").commands == ()
    unreadable = read_user_commands(tmp_path)  # a directory
    assert unreadable.commands == () and "cannot read" in unreadable.warnings[0]


def test_user_commands_path_per_program(tmp_path: Path) -> None:
    assert user_commands_path(tmp_path, "GNU Go") == tmp_path / "gnu-go.analyze-commands"
    assert user_commands_path(tmp_path, "KataGo v1.15 (OpenCL)").name == (
        "katago-v1-15-opencl.analyze-commands"
    )
    assert user_commands_path(tmp_path, "???").name == "program.analyze-commands"
