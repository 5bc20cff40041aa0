"""Several programs at once (issue 9): Attach adds a program, the strip's stone toggles
give and take colours in one click, each program has its shell tab, detach and reattach
each, --black/--white on the command line, New Game chooses the players."""

from __future__ import annotations

import shlex

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from gogui_py.go import Color
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.programs.catalog import ProgramEntry
from gogui_py.gui.programs.program import Program, Role
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, fake_engine, show, wait_engine


def random_command(seed: int) -> str:
    return fake_engine("random_engine.py", "--seed", str(seed))


def wait_running(qtbot: object, program: Program) -> None:
    qtbot.waitUntil(lambda: program.running, timeout=10000)  # type: ignore[attr-defined]


def programs_of(window: MainWindow) -> list[Program]:
    return window.session.programs.engines()


def toggle(qtbot: object, window: MainWindow, program: Program, color: Color) -> QToolButton:
    """Click the stone toggle of ``color`` in ``program``'s row of the strip."""
    row = window.program_strip.row(program)
    assert row is not None
    button = row.color_buttons[color]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    return button


def two_engines(qtbot: object, make_window: WindowFactory) -> tuple[MainWindow, Program, Program]:
    """A 9x9 window: engine 1 plays White; engine 2 attached from the Engine menu."""
    window = make_window("--program", random_command(1), "--size", "9", "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    second = window.engine_menu.attach(ProgramEntry("Second", random_command(2)))
    assert second is not None
    wait_running(qtbot, second)
    first = programs_of(window)[0]
    return window, first, second


def test_attach_adds_a_program_with_its_own_shell_tab(
    qtbot: object, make_window: WindowFactory
) -> None:
    window, first, second = two_engines(qtbot, make_window)
    assert programs_of(window) == [first, second]
    assert first.colors == frozenset({Color.WHITE})  # the only engine took the computer colour
    assert second.colors == frozenset()  # a second one waits for the user's click
    assert window.shell.keys() == ["engine", "engine-2"]
    assert [row.program for row in window.program_strip.rows] == [first, second]
    row = window.program_strip.row(first)
    assert row is not None and row.color_buttons[Color.WHITE].isChecked()
    assert not row.color_buttons[Color.BLACK].isChecked()


def test_one_click_moves_a_colour_to_another_engine_and_they_play_each_other(
    qtbot: object, make_window: WindowFactory
) -> None:
    window, first, second = two_engines(qtbot, make_window)
    button = toggle(qtbot, window, second, Color.WHITE)
    assert button.isChecked()
    assert second.colors == frozenset({Color.WHITE})
    assert first.colors == frozenset()  # one player per colour
    assert window.session.computer == frozenset({Color.WHITE})
    toggle(qtbot, window, first, Color.BLACK)  # Black is to move: the first engine plays
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() >= 6, timeout=20000
    )
    window.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=10000)  # type: ignore[attr-defined]
    # Each engine got the other's moves through its own sync and played its own colour.
    logs = {key: window.shell.page(key) for key in ("engine", "engine-2")}

    def shown(key: str, *texts: str) -> bool:
        page = logs[key]
        return page is not None and all(text in page.log_text() for text in texts)

    qtbot.waitUntil(lambda: shown("engine", "genmove b", "play w"))  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: shown("engine-2", "genmove w", "play b"))  # type: ignore[attr-defined]
    assert not shown("engine", "genmove w")
    assert not shown("engine-2", "genmove b")


def test_toggling_a_colour_off_leaves_it_to_the_person(
    qtbot: object, make_window: WindowFactory
) -> None:
    window, first, _second = two_engines(qtbot, make_window)
    toggle(qtbot, window, first, Color.WHITE)
    assert first.colors == frozenset()
    assert window.session.computer == frozenset()
    click(qtbot, window, "E5")
    click(qtbot, window, "D4")  # White is the person's now
    assert window.controller.game.move_number() == 2
    assert not window.session.thinking


def test_detach_one_keeps_the_other_and_reattach_brings_its_roles_back(
    qtbot: object, make_window: WindowFactory
) -> None:
    window, first, second = two_engines(qtbot, make_window)
    toggle(qtbot, window, second, Color.BLACK)
    with qtbot.waitSignal(second.handle.closed, timeout=10000):  # type: ignore[attr-defined]
        window.program_strip.detach_requested.emit(second)
    assert programs_of(window) == [first]
    assert first.colors == frozenset({Color.WHITE})
    page = window.shell.page("engine-2")
    assert page is not None and not page.attached  # its log is kept, marked detached
    window.engine_menu.reattach.trigger()
    again = programs_of(window)[1]
    assert again.label == "Second" and again.colors == frozenset({Color.BLACK})
    wait_running(qtbot, again)
    assert window.shell.page("engine-2") is not None


def test_engine_detach_detaches_every_engine(qtbot: object, make_window: WindowFactory) -> None:
    window, _first, second = two_engines(qtbot, make_window)
    with qtbot.waitSignal(second.handle.closed, timeout=10000):  # type: ignore[attr-defined]
        window.window_actions.detach.trigger()  # type: ignore[union-attr]
    assert programs_of(window) == []
    assert window.session.engine is None
    assert window.program_strip.empty_label.isVisibleTo(window.program_strip)


def test_analyzer_role_is_one_program_at_a_time(qtbot: object, make_window: WindowFactory) -> None:
    window, first, second = two_engines(qtbot, make_window)
    window.program_strip.role_toggled.emit(first, Role.ANALYZER, True)
    assert window.session.programs.with_role(Role.ANALYZER) is first
    window.program_strip.role_toggled.emit(second, Role.ANALYZER, True)
    assert window.session.programs.with_role(Role.ANALYZER) is second
    assert Role.ANALYZER not in first.roles
    assert first.colors == frozenset({Color.WHITE})  # other roles are kept
    row = window.program_strip.row(second)
    assert row is not None and "analyzer" in row.name_label.text()


def test_black_and_white_on_the_command_line(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--black", random_command(3), "--white", random_command(4), "--size", "5")
    show(qtbot, window)
    black, white = programs_of(window)
    assert (black.colors, white.colors) == (frozenset({Color.BLACK}), frozenset({Color.WHITE}))
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.info.result != "", timeout=30000
    )
    root = window.controller.game.tree.root
    # the same name twice: each told apart by what differs in its command line
    assert (root.props["PB"], root.props["PW"]) == (
        ["Random 1.0 (--seed 3)"],
        ["Random 1.0 (--seed 4)"],
    )
    assert window.controller.game.move_number() > 10


def test_programs_of_the_same_name_are_told_apart(
    qtbot: object, make_window: WindowFactory
) -> None:
    """QA: two GNU Go with other levels showed as "GNU Go 3.8" twice in the shell tabs,
    the strip, the status bar and PB/PW. Each shows what differs in its command line;
    the tab's tooltip is the whole command line."""
    black_command = fake_engine("random_engine.py", "--seed", "3", "--genmove-delay", "0.2")
    white_command = fake_engine("random_engine.py", "--seed", "4", "--genmove-delay", "0.2")
    window = make_window("--black", black_command, "--white", white_command, "--size", "9")
    messages: list[str] = []
    window.session.message.connect(messages.append)
    show(qtbot, window)
    black, white = programs_of(window)
    wait_running(qtbot, black)
    wait_running(qtbot, white)
    names = ["Random 1.0 (--seed 3)", "Random 1.0 (--seed 4)"]
    qtbot.waitUntil(lambda: [black.name, white.name] == names, timeout=5000)  # type: ignore[attr-defined]
    tabs = window.shell.tabs
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: [tabs.tabText(i) for i in range(tabs.count())] == [f"Engine: {n}" for n in names],
        timeout=5000,
    )
    assert [tabs.tabToolTip(i) for i in range(tabs.count())] == [
        shlex.join(shlex.split(black_command)),
        shlex.join(shlex.split(white_command)),
    ]
    rows = [window.program_strip.row(p) for p in (black, white)]
    assert [row.name_label.text() for row in rows if row is not None] == names
    qtbot.waitUntil(lambda: window.controller.game.move_number() >= 2, timeout=20000)  # type: ignore[attr-defined]
    window.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=10000)  # type: ignore[attr-defined]
    assert f"{names[0]} is thinking…" in messages
    assert f"{names[1]} is thinking…" in messages
    root = window.controller.game.tree.root
    assert (root.props["PB"], root.props["PW"]) == ([names[0]], [names[1]])
    # alone again, a program goes by its own name
    window.session.programs.detach(white)
    qtbot.waitUntil(lambda: black.name == "Random 1.0", timeout=5000)  # type: ignore[attr-defined]
    assert tabs.tabText(0) == "Engine: Random 1.0"


def test_the_same_command_for_both_colours_is_one_program(
    qtbot: object, make_window: WindowFactory
) -> None:
    command = random_command(5)
    window = make_window("--black", command, "--white", command, "--size", "9")
    show(qtbot, window)
    (program,) = programs_of(window)
    assert program.colors == frozenset({Color.BLACK, Color.WHITE})
    window.session.programs.set_colors(program, frozenset())  # stop it before it plays on


def test_new_game_players_from_the_program_list(qtbot: object, make_window: WindowFactory) -> None:
    from gogui_py.go import BoardSize
    from gogui_py.gui.dialogs.new_game import NewGameSettings

    window = make_window("--program", random_command(6), "--size", "9", "--computer-none")
    show(qtbot, window)
    wait_engine(qtbot, window)
    menu = window.engine_menu
    menu.programs.add(ProgramEntry("Listed", random_command(7)))
    chooser = window.new_game.players
    choices = dict(chooser.choices())
    assert choices["program:engine"] == "Random 1.0"
    listed = next(key for key, label in choices.items() if label == "Listed")
    window.start_new_game(
        NewGameSettings(
            BoardSize.square(9),
            6.5,
            frozenset({Color.BLACK, Color.WHITE}),
            black=listed,
            white="program:engine",
        )
    )
    first, attached = programs_of(window)
    assert attached.label == "Listed" and attached.colors == frozenset({Color.BLACK})
    assert first.colors == frozenset({Color.WHITE})
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() >= 2, timeout=20000
    )
    window.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=10000)  # type: ignore[attr-defined]
    assert chooser.current(Color.BLACK) == "program:engine-2"


def test_each_engine_is_told_the_time_of_its_own_colour(
    qtbot: object, make_window: WindowFactory
) -> None:
    from gogui_py.game.clock import TimeSettings
    from gogui_py.go import BoardSize
    from gogui_py.gui.dialogs.new_game import NewGameSettings

    window = make_window("--black", random_command(8), "--white", random_command(9), "--size", "9")
    show(qtbot, window)
    window.pause_action.setChecked(True)
    black, white = programs_of(window)
    wait_running(qtbot, black)
    wait_running(qtbot, white)
    window.start_new_game(
        NewGameSettings(
            BoardSize.square(9),
            6.5,
            frozenset({Color.BLACK, Color.WHITE}),
            time=TimeSettings.absolute(300),
        )
    )
    window.pause_action.setChecked(False)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() >= 4, timeout=20000
    )
    window.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=10000)  # type: ignore[attr-defined]
    logs = {p: window.shell.page(p.key) for p in (black, white)}

    def log(program: Program) -> str:
        page = logs[program]
        return page.log_text() if page is not None else ""

    qtbot.waitUntil(lambda: "time_left w" in log(white) and "time_left b" in log(black))  # type: ignore[attr-defined]
    assert "time_left w" not in log(black) and "time_left b" not in log(white)
    assert "time_settings 300 0 0" in log(black) and "time_settings 300 0 0" in log(white)


def test_each_detached_engine_can_be_reattached_with_its_colours(
    qtbot: object, make_window: WindowFactory
) -> None:
    window, first, second = two_engines(qtbot, make_window)
    toggle(qtbot, window, second, Color.BLACK)
    for program in (first, second):
        with qtbot.waitSignal(program.handle.closed, timeout=10000):  # type: ignore[attr-defined]
            window.program_strip.detach_requested.emit(program)
    window.engine_menu.update()
    submenu = window.engine_menu.reattach_menu
    # most recent first, told apart by their command lines
    assert [a.text() for a in submenu.actions()] == [
        "Random 1.0 (--seed 2)",
        "Random 1.0 (--seed 1)",
    ]
    submenu.actions()[1].trigger()  # the first one detached: it played White
    (again,) = programs_of(window)
    assert again.argv == first.argv and again.colors == frozenset({Color.WHITE})
    window.engine_menu.update()
    assert len(submenu.actions()) == 1


def test_terminating_the_thinking_engine_keeps_the_other(
    qtbot: object, make_window: WindowFactory
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tests.gui.helpers import hung_engine_window

    window, hung_handle = hung_engine_window(qtbot, make_window)  # it plays White
    other = window.engine_menu.attach(ProgramEntry("Other", random_command(10)))
    assert other is not None
    wait_running(qtbot, other)
    click(qtbot, window, "E5")
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() == 1 and window.session.thinking,
        timeout=5000,
    )
    window.session.interrupt()  # the hung engine cannot be interrupted: an offer
    box = window.findChild(QMessageBox, "terminate-offer")
    assert box is not None
    with qtbot.waitSignal(hung_handle.closed, timeout=10000):  # type: ignore[attr-defined]
        box.button(QMessageBox.StandardButton.Yes).click()
    assert programs_of(window) == [other]
    assert window.controller.game.move_number() == 1


def test_one_click_on_the_magnifier_makes_a_program_the_analyzer(
    qtbot: object, make_window: WindowFactory
) -> None:
    window, first, second = two_engines(qtbot, make_window)
    strip = window.program_strip
    rows = [row for row in (strip.row(first), strip.row(second)) if row is not None]
    assert len(rows) == 2
    buttons = [row.analyzer_button for row in rows]
    assert buttons[0] is not None and buttons[1] is not None
    assert not buttons[1].isChecked()
    assert buttons[1].toolTip() == "Random 1.0 (--seed 2) does not analyse (click to change)"
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.session.programs.with_role(Role.ANALYZER) is second
    assert buttons[1].isChecked()
    assert buttons[1].toolTip() == "Random 1.0 (--seed 2) analyses (click to change)"
    assert "(analyzer)" in rows[1].name_label.text()
    assert rows[1].analyzer_action.isChecked()  # the menu entry follows
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.session.programs.with_role(Role.ANALYZER) is first  # one at a time
    assert buttons[0].isChecked() and not buttons[1].isChecked()
    assert "(analyzer)" not in rows[1].name_label.text()
    assert first.colors == frozenset({Color.WHITE})  # its colour is kept
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.session.programs.with_role(Role.ANALYZER) is None
    assert not buttons[0].isChecked()
    rows[1].analyzer_action.trigger()  # the menu entry still works
    assert window.session.programs.with_role(Role.ANALYZER) is second
    assert buttons[1].isChecked()
