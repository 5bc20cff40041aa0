"""One program's shell page: styled, bounded log; batched appends under a flood; the
command line's history and completion; timestamps; saving the log."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QTextBlock
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gogui_py.gui.shell.history import CommandHistory
from gogui_py.gui.shell.widget import GtpShellWidget
from tests.gui.helpers import MAX_STALL_MS, longest_stall

Traffic = list[tuple[str, str]]


class Feed:
    """A traffic source handing out prepared batches, one per poll."""

    def __init__(self, *batches: Traffic) -> None:
        self.batches = list(batches)
        self.calls = 0

    def __call__(self) -> Traffic:
        self.calls += 1
        return self.batches.pop(0) if self.batches else []


def make_page(qtbot: QtBot, *batches: Traffic, **options: object) -> GtpShellWidget:
    page = GtpShellWidget(Feed(*batches), **options)  # type: ignore[arg-type]
    qtbot.addWidget(page)
    page.resize(600, 300)
    page.show()
    return page


def block_texts(page: GtpShellWidget) -> list[str]:
    document = page.log_view.document()
    return [document.findBlockByNumber(n).text() for n in range(document.blockCount())]


def fragments(block: QTextBlock) -> list[tuple[str, QColor, bool, bool]]:
    """(text, colour, bold, italic) of each fragment of a block."""
    result = []
    iterator = block.begin()
    while not iterator.atEnd():
        fragment = iterator.fragment()
        fmt = fragment.charFormat()
        result.append(
            (
                fragment.text(),
                fmt.foreground().color(),
                fmt.fontWeight() >= QFont.Weight.Bold,
                fmt.fontItalic(),
            )
        )
        iterator += 1
    return result


TRAFFIC: Traffic = [
    ("sent", "1 name"),
    ("received", "=1 GNU Go"),
    ("sent", "2 play b Z9"),
    ("received", "?2 invalid coordinate"),
    ("stderr", "Loading patterns"),
    ("warning", "invalid response line ignored: DEBUG"),
]


def test_traffic_is_shown_with_a_style_per_kind(qtbot: QtBot) -> None:
    page = make_page(qtbot, TRAFFIC)
    page.poll()
    assert block_texts(page) == [text for _, text in TRAFFIC]
    document = page.log_view.document()
    styles = [fragments(document.findBlockByNumber(n))[0] for n in range(6)]
    sent, received, sent2, failure, stderr, warning = styles
    assert sent[2] and sent2[2], "sent commands are bold"
    assert sent[1] != received[1], "sent commands are coloured"
    assert not received[2] and not received[3]
    red = failure[1]
    assert red.red() > 150 and red.green() < 100 and red.blue() < 100, red.name()
    assert stderr[3], "stderr is italic"
    assert stderr[1].saturation() < 30, "stderr is grey"
    orange = warning[1]
    assert orange.red() > orange.green() > orange.blue(), orange.name()
    metrics = QFontMetrics(page.log_view.font())
    assert metrics.horizontalAdvance("iiii") == metrics.horizontalAdvance("MMMM"), "monospace"


def test_the_log_is_bounded_and_drops_the_oldest_lines(qtbot: QtBot) -> None:
    batches = [[("stderr", f"line {n}") for n in range(k, k + 50)] for k in range(0, 500, 50)]
    page = make_page(qtbot, *batches, max_lines=120)
    for _ in range(12):
        page.poll()
    texts = block_texts(page)
    assert len(texts) == 120
    assert texts[-1] == "line 499"
    assert texts[0] == "line 380"
    assert len(page.log_lines()) == 120


def test_a_20_mb_stderr_flood_never_stalls_the_event_loop(qtbot: QtBot) -> None:
    line = "x" * 99  # 100 bytes with its newline, as the flooding fake engine writes
    block: Traffic = [("stderr", line)] * 20_000  # 2 MB per poll
    batches = [list(block) for _ in range(10)]
    batches[-1][-1] = ("received", "=5 D4")
    batches.append([("sent", "6 name"), ("received", "=6 Flood")])
    feed = Feed(*batches)
    page = GtpShellWidget(feed, max_lines=50_000)  # large enough to count every line
    qtbot.addWidget(page)
    page.resize(600, 300)
    page.show()
    start = time.perf_counter()
    with longest_stall() as stall:
        qtbot.waitUntil(lambda: not feed.batches and page.backlog == 0, timeout=20_000)
    elapsed = time.perf_counter() - start
    longest = stall()
    print(
        f"\n20 MB stderr flood: shown in {elapsed:.2f} s, longest stall {longest:.1f} ms,"
        f" {page.skipped_total:,} lines skipped"
    )
    assert longest < MAX_STALL_MS, f"the event loop stalled {longest:.0f} ms"
    texts = block_texts(page)
    assert texts[-3:] == ["=5 D4", "6 name", "=6 Flood"]
    assert any(text.endswith("lines skipped") for text in texts)
    assert page.skipped_total > 0
    assert len(texts) < 50_000  # nothing dropped by the bound of the log
    shown = sum(1 for text in texts if text == line)
    assert page.skipped_total > 0
    assert shown + page.skipped_total == 200_000 - 1


def test_one_huge_batch_does_not_stall_either(qtbot: QtBot) -> None:
    batch: Traffic = [("stderr", "y" * 99)] * 200_000
    batch[0] = ("sent", "1 genmove b")
    page = make_page(qtbot, batch)
    with longest_stall() as stall:
        qtbot.waitUntil(lambda: page.backlog == 0 and page.log_view.line_count > 1, timeout=10_000)
        qtbot.wait(150)
    assert stall() < MAX_STALL_MS, f"the event loop stalled {stall():.0f} ms"
    assert block_texts(page)[0] == "1 genmove b"


def test_timestamps_redraw_the_shown_lines(qtbot: QtBot) -> None:
    page = make_page(qtbot, [("sent", "1 list_commands"), ("received", "=1 name\nversion")])
    page.poll()
    assert block_texts(page) == ["1 list_commands", "=1 name", "version"]
    page.set_timestamps(True)
    qtbot.waitUntil(lambda: page.backlog == 0)
    texts = block_texts(page)
    assert texts[0][:13].count(":") == 2 and texts[0].endswith(" 1 list_commands")
    assert texts[2] == " " * 13 + "version"  # continuation lines are not stamped again
    assert page.log_text().splitlines() == texts
    page.set_timestamps(False)
    qtbot.waitUntil(lambda: page.backlog == 0)
    assert block_texts(page) == ["1 list_commands", "=1 name", "version"]


def test_history_navigation_with_up_and_down(qtbot: QtBot) -> None:
    page = make_page(qtbot)
    line = page.command_line
    entered: list[str] = []
    page.command_entered.connect(entered.append)
    for command in ("name", "version", "showboard"):
        QTest.keyClicks(line, command)
        QTest.keyClick(line, Qt.Key.Key_Return)
    assert entered == ["name", "version", "showboard"]
    assert line.text() == ""
    QTest.keyClick(line, Qt.Key.Key_Up)
    assert line.text() == "showboard"
    QTest.keyClick(line, Qt.Key.Key_Up)
    QTest.keyClick(line, Qt.Key.Key_Up)
    assert line.text() == "name"
    QTest.keyClick(line, Qt.Key.Key_Down)
    assert line.text() == "version"
    QTest.keyClick(line, Qt.Key.Key_Down)
    QTest.keyClick(line, Qt.Key.Key_Down)
    assert line.text() == ""  # back to the (empty) draft
    QTest.keyClicks(line, "v")
    QTest.keyClick(line, Qt.Key.Key_Up)
    assert line.text() == "version"  # prefix search
    QTest.keyClick(line, Qt.Key.Key_Return)
    assert entered[-1] == "version"
    QTest.keyClick(line, Qt.Key.Key_Return)  # a blank line is not sent
    assert len(entered) == 4


def test_the_history_object_can_be_shared(qtbot: QtBot) -> None:
    history = CommandHistory(["clear_board"])
    page = make_page(qtbot, history=history)
    QTest.keyClick(page.command_line, Qt.Key.Key_Up)
    assert page.command_line.text() == "clear_board"


def test_completion_from_the_command_list(qtbot: QtBot) -> None:
    commands = ["genmove", "gogui-analyze_commands", "gg-undo", "name", "Genmove_black"]
    page = make_page(qtbot, commands=commands)
    line = page.command_line
    completer = line.completer()
    completer.setCompletionPrefix("gen")
    found = [completer.currentCompletion()]
    while completer.setCurrentRow(completer.currentRow() + 1):
        found.append(completer.currentCompletion())
    assert found == ["genmove", "Genmove_black"]
    QTest.keyClicks(line, "go")
    QTest.keyClick(line, Qt.Key.Key_Tab)  # a single match: completed with a space
    assert line.text() == "gogui-analyze_commands "
    line.clear()
    QTest.keyClicks(line, "GE")
    QTest.keyClick(line, Qt.Key.Key_Tab)  # two matches: their common prefix
    assert line.text().lower() == "genmove"
    page.set_commands(["showboard"])
    assert line.commands() == ["showboard"]


def test_save_log_writes_the_text_atomically(qtbot: QtBot, tmp_path: Path) -> None:
    page = make_page(qtbot, TRAFFIC)
    page.poll()
    page.append_note("engine attached")
    target = tmp_path / "shell.log"
    target.write_text("old contents")
    page.save_log(str(target))
    expected = "\n".join([*(text for _, text in TRAFFIC), "engine attached"]) + "\n"
    assert target.read_text(encoding="utf-8") == expected
    assert [p.name for p in tmp_path.iterdir()] == ["shell.log"]  # no temporary left


def test_save_log_includes_traffic_not_shown_yet(qtbot: QtBot, tmp_path: Path) -> None:
    page = make_page(qtbot, [("sent", "1 name")], [("received", "=1 X")])
    page.poll()
    target = tmp_path / "out.log"
    page.save_log(str(target))  # pulls the second batch before writing
    assert target.read_text() == "1 name\n=1 X\n"


def test_detaching_drains_the_source_and_disables_the_command_line(qtbot: QtBot) -> None:
    feed = Feed([("sent", "1 quit")], [("received", "=1")])
    page = GtpShellWidget(feed)
    qtbot.addWidget(page)
    page.poll()
    page.set_traffic_source(None)
    assert not page.attached
    assert not page.command_line.isEnabled()
    qtbot.waitUntil(lambda: page.backlog == 0)
    assert block_texts(page) == ["1 quit", "=1"]
    calls = feed.calls
    qtbot.wait(250)
    assert feed.calls == calls  # no polling of a detached program


def test_clear_forgets_shown_and_waiting_lines(qtbot: QtBot) -> None:
    page = make_page(qtbot, TRAFFIC, [("sent", "3 name")])
    page.poll()
    page.clear_log()
    assert page.log_view.line_count == 0
    assert page.log_lines() == []
    assert page.log_text() == ""
