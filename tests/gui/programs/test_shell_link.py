"""The GTP shell dock with a real engine: traffic shown, typed commands answered,
state-changing commands followed by a resync."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gogui_py.go import Color
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.shell.traffic import LogLine
from gogui_py.gui.shell.widget import GtpShellWidget
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, fake_engine, gnugo_command, show, stone, wait_engine


def test_shell_shows_traffic_and_answers_typed_commands(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program",
        fake_engine("random_engine.py", "--seed", "1"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    window.shell_dock.show()
    page = window.shell.page("engine")
    assert page is not None
    click(qtbot, window, "E5")
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 2, timeout=10000)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "genmove w" in page.log_text(), timeout=5000)  # type: ignore[attr-defined]
    assert "play b E5" in page.log_text()
    line = page.command_line
    qtbot.keyClicks(line, "showboard")  # type: ignore[attr-defined]
    qtbot.keyClick(line, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "showboard" in page.log_text().split("genmove w", 1)[1], timeout=5000)  # type: ignore[attr-defined]
    # The command list from list_commands completes in the command line.
    qtbot.waitUntil(lambda: "genmove" in line.commands(), timeout=5000)  # type: ignore[attr-defined]


def test_state_changing_command_in_the_shell_resyncs_the_engine(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program",
        fake_engine("random_engine.py", "--seed", "2"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    window.shell_dock.show()
    page = window.shell.page("engine")
    assert page is not None
    line = page.command_line
    qtbot.keyClicks(line, "play b A1")  # type: ignore[attr-defined]
    qtbot.keyClick(line, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "changed the engine's position" in page.log_text(), timeout=5000)  # type: ignore[attr-defined]
    # The game is untouched; the engine's next move starts from the real position.
    assert stone(window, "A1") is None
    click(qtbot, window, "A1")
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 2, timeout=10000)  # type: ignore[attr-defined]
    assert stone(window, "A1") is Color.BLACK
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: "clear_board" in page.log_text().split("changed the engine's position", 1)[1],
        timeout=5000,
    )


@pytest.mark.gnugo
def test_the_engine_follows_the_displayed_position(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    """Fault 10 of issue 9: open a 9x9 record with GNU Go attached, type showboard in the
    shell: GNU Go shows that board at the displayed move (not an empty 19x19), and follows
    navigation; the shell says which position it is in."""
    path = tmp_path / "nine.sgf"
    path.write_text("(;FF[4]GM[1]SZ[9]KM[6.5];B[ee];W[cc];B[gg];W[cg])")
    window = make_window("--program", gnugo_command())
    show(qtbot, window)
    wait_engine(qtbot, window)
    assert window.files.open_path(path, ask=False)
    window.controller.to_end()
    window.shell_dock.show()
    page = window.shell.page("engine")
    assert page is not None

    def showboard() -> list[str]:
        """Type showboard; the rows of the board it answers, top first (cells only)."""
        before = page.log_text().count("showboard")
        line = page.command_line
        qtbot.keyClicks(line, "showboard")  # type: ignore[attr-defined]
        qtbot.keyClick(line, Qt.Key.Key_Return)  # type: ignore[attr-defined]
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: (
                page.log_text().count("showboard") > before
                and page.log_text().rstrip().endswith("A B C D E F G H J")
            ),
            timeout=10000,
        )
        answer = page.log_text().rsplit("showboard", 1)[1]
        return [m.group(2) for m in re.finditer(r"^ ?(\d+) ((?:[.+XO] )+)\1", answer, re.M)]

    rows = showboard()
    assert len(rows) == 9 and len(rows[0].split()) == 9  # a 9x9 board, not 19x19
    cells = "".join(rows)
    assert (cells.count("X"), cells.count("O")) == (2, 2)  # the four moves of the record
    # the tab's text follows the answer to the sync, not the traffic shown: wait for it
    qtbot.waitUntil(lambda: "move 4 of 9x9" in page.position_text, timeout=10000)  # type: ignore[attr-defined]
    window.controller.to_start()
    qtbot.waitUntil(lambda: "start of 9x9" in page.position_text, timeout=10000)  # type: ignore[attr-defined]
    cells = "".join(showboard())
    assert (cells.count("X"), cells.count("O")) == (0, 0)


def type_and_wait(qtbot: object, window: MainWindow, page: GtpShellWidget, text: str) -> None:
    """Type ``text`` in ``page``'s command line; wait until it was answered and the
    program is idle again (its resync done, if any) and the log shows everything."""
    before = sum(1 for line in page.log_lines() if line.kind == "sent")
    qtbot.keyClicks(page.command_line, text)  # type: ignore[attr-defined]
    qtbot.keyClick(page.command_line, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    program = window.session.programs.primary()
    assert program is not None

    def answered() -> bool:
        lines = page.log_lines()
        sent = [line for line in lines if line.kind == "sent"]
        if len(sent) <= before or program.handle.busy or page.backlog:
            return False
        ids = [line.text.split()[0] for line in sent[before:]]
        answers = {line.text[1:].split(" ")[0] for line in lines if line.kind != "sent"}
        return all(number in answers for number in ids)

    qtbot.waitUntil(answered, timeout=15000)  # type: ignore[attr-defined]


def notes_inside_exchanges(lines: list[LogLine]) -> list[str]:
    """Notes of the GUI written between a command and its answer (none should be)."""
    inside: list[str] = []
    waiting = False
    for line in lines:
        if line.kind == "sent":
            waiting = True
        elif line.kind in ("received", "failure") and not line.continued:
            waiting = False
        elif line.kind in ("note", "warning") and waiting:
            inside.append(line.text)
    return inside


@pytest.mark.gnugo
def test_shell_notes_follow_the_answers_they_are_about(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    """QA: the "changed the engine's position" note came before the command's answer
    (inside the resync's first exchange), also after a refused ``undo``; "— Engine: GNU
    Go 3.8 attached —" split the list_commands answer; an unknown command was followed
    by a full resync. Notes now follow the answer they are about, only for a command that
    succeeded (GTP 2: a failed command changes nothing), in the log and in Save Log."""
    window = make_window("--program", gnugo_command(), "--size", "9", "--computer-none")
    show(qtbot, window)
    wait_engine(qtbot, window)
    window.shell_dock.show()
    page = window.shell.page("engine")
    assert page is not None
    type_and_wait(qtbot, window, page, "name")
    # after the resync that follows play, GNU Go is at the empty board again: undo fails
    for text in ("foo_bar", "name", "play b D4", "name", "undo", "name"):
        type_and_wait(qtbot, window, page, text)
    path = tmp_path / "shell.log"
    window.shell.save_current_log(str(path))
    saved = path.read_text().splitlines()
    assert saved == page.log_text().splitlines()
    lines = page.log_lines()
    assert notes_inside_exchanges(lines) == []
    texts = [line.text for line in lines]
    assert not [t for t in texts if "attached —" in t]  # its first program: no reattach
    note = "changed the engine's position"
    noted = [texts[i - 1] for i, text in enumerate(texts) if note in text]
    # right after the answer to play, not after "?N cannot undo"
    assert len(noted) == 1 and re.fullmatch(r"=\d+ ?", noted[0]), noted
    number = noted[0][1:].strip()
    assert f"{number} play b D4" in texts
    # the unknown command changed nothing: the next command went out without a resync
    sent = [line.text.split(maxsplit=1)[1] for line in lines if line.kind == "sent"]
    after = sent[sent.index("foo_bar") + 1]
    assert after == "name", sent
    failed_undo = [i for i, t in enumerate(texts) if t.endswith("cannot undo")]
    assert failed_undo and note not in "".join(texts[failed_undo[0] :])
