"""The shell's bounded traffic backlog: lines, kinds, clipping, skipping under a flood."""

from __future__ import annotations

import time

import pytest

from gogui_py.gui.shell.traffic import (
    ENTRY_SPLIT_CHARS,
    LogLine,
    TrafficQueue,
    format_timestamp,
    plain_line,
)


def kinds_and_texts(lines: list[LogLine]) -> list[tuple[str, str]]:
    return [(line.kind, line.display_text()) for line in lines]


def test_entries_become_lines_with_kinds() -> None:
    queue = TrafficQueue()
    queue.ingest(
        [
            ("sent", "1 list_commands"),
            ("received", "=1 name\nversion"),
            ("sent", "2 play b Z9"),
            ("received", "?2 invalid coordinate\nsecond line"),
            ("stderr", "thinking"),
            ("warning", "invalid response line ignored: x"),
            ("something else", "odd"),
        ],
        when=1.0,
    )
    lines = queue.take(100)
    assert kinds_and_texts(lines) == [
        ("sent", "1 list_commands"),
        ("received", "=1 name"),
        ("received", "version"),
        ("sent", "2 play b Z9"),
        ("failure", "?2 invalid coordinate"),
        ("failure", "second line"),
        ("stderr", "thinking"),
        ("warning", "invalid response line ignored: x"),
        ("note", "odd"),
    ]
    assert [line.continued for line in lines[:3]] == [False, False, True]
    assert len(queue) == 0


def test_long_lines_are_clipped_with_a_count() -> None:
    queue = TrafficQueue(max_line_chars=10)
    queue.ingest([("stderr", "a" * 25)])
    (line,) = queue.take(5)
    assert line.text == "a" * 10 + " \u2026 [15 more characters]"


def test_take_returns_the_oldest_first_in_chunks() -> None:
    queue = TrafficQueue()
    queue.ingest([("stderr", str(n)) for n in range(10)])
    assert [line.text for line in queue.take(3)] == ["0", "1", "2"]
    assert [line.text for line in queue.take(100)] == [str(n) for n in range(3, 10)]


def test_overflow_drops_stderr_first_and_keeps_commands_and_responses() -> None:
    queue = TrafficQueue(max_backlog=100)
    entries = [("sent", "1 genmove b")]
    entries += [("stderr", f"e{n}") for n in range(150)]
    entries += [("received", "=1 D4")]
    for start in range(0, len(entries), 20):  # several polls
        queue.ingest(entries[start : start + 20])
    lines = queue.pending()
    assert len(lines) <= 100
    assert kinds_and_texts(lines)[0] == ("sent", "1 genmove b")
    assert kinds_and_texts(lines)[-1] == ("received", "=1 D4")
    markers = [line for line in lines if line.kind == "skipped"]
    assert len(markers) == 1  # runs of drops merge into one marker
    stderr = [line.text for line in lines if line.kind == "stderr"]
    assert stderr == [f"e{n}" for n in range(150 - len(stderr), 150)]  # the newest survive
    assert markers[0].dropped == queue.skipped_total == 150 - len(stderr)
    assert markers[0].display_text() == f"\u2026 {markers[0].dropped:,} lines skipped"


def test_overflow_of_responses_alone_still_bounds_the_backlog() -> None:
    queue = TrafficQueue(max_backlog=50)
    queue.ingest([("received", f"={n}") for n in range(40)])
    queue.ingest([("received", f"={n}") for n in range(40, 80)])
    lines = queue.pending()
    assert len(lines) <= 50
    assert lines[0].kind == "skipped"
    assert lines[-1].text == "=79"
    assert lines[0].dropped + len(lines) - 1 == 80


def test_a_batch_larger_than_the_backlog_is_cut_cheaply() -> None:
    queue = TrafficQueue(max_backlog=1000)
    entries = [("stderr", "x" * 99) for _ in range(200_000)]
    entries[10] = ("sent", "1 genmove b")
    entries[-1] = ("received", "=1 D4")
    queue.ingest(entries)  # how long it takes: benchmarks/bench_stalls.py
    lines = queue.pending()
    assert len(lines) <= 1000
    assert kinds_and_texts(lines)[0] == ("sent", "1 genmove b")
    assert lines[-1].text == "=1 D4"
    assert queue.skipped_total == 200_000 - sum(1 for line in lines if line.kind != "skipped")


def test_a_huge_response_keeps_its_head_and_tail() -> None:
    queue = TrafficQueue(max_backlog=1000)
    queue.ingest([("received", "\n".join(f"line {n}" for n in range(100_000)))])
    lines = queue.pending()
    assert len(lines) <= 1000
    assert lines[0].text == "line 0"
    assert lines[-1].text == "line 99999"
    (marker,) = [line for line in lines if line.kind == "skipped"]
    assert marker.dropped == 100_000 - (len(lines) - 1)


def test_a_ten_megabyte_line_is_one_clipped_line() -> None:
    queue = TrafficQueue(max_line_chars=2000)
    queue.ingest([("received", "= " + "y" * 10_000_000 + "\n")])
    (line,) = queue.pending()
    assert line.text == "= " + "y" * 1998 + " \u2026 [9,998,002 more characters]"


def test_a_ten_megabyte_answer_of_many_lines_keeps_exact_head_tail_and_count() -> None:
    queue = TrafficQueue(max_backlog=1000)
    body = "\n".join(f"{n:099d}" for n in range(100_000))  # 10 MB, lines of 99 digits
    assert len(body) > ENTRY_SPLIT_CHARS
    queue.ingest([("received", f"=1 {body}\n\n")])
    lines = queue.pending()
    texts = [line.text for line in lines if line.kind != "skipped"]
    assert texts[0] == f"=1 {0:099d}"
    assert texts[1:50] == [f"{n:099d}" for n in range(1, 50)]
    assert texts[-1] == f"{99_999:099d}"
    assert texts[50:] == [f"{n:099d}" for n in range(100_000 - len(texts) + 50, 100_000)]
    (marker,) = [line for line in lines if line.kind == "skipped"]
    assert marker.dropped == 100_000 - len(texts)
    assert lines[0].kind == "received" and not lines[0].continued
    assert all(line.continued for line in lines[1:] if line.kind != "skipped")


def test_a_huge_answer_whose_line_crosses_the_split_part_is_clipped_whole() -> None:
    queue = TrafficQueue(max_backlog=1000, max_line_chars=100)
    long_line = "z" * (ENTRY_SPLIT_CHARS * 4)
    queue.ingest([("received", f"=1 head\n{long_line}\nlast")])
    texts = [line.display_text() for line in queue.pending()]
    assert texts == [
        "=1 head",
        "z" * 100 + f" \u2026 [{len(long_line) - 100:,} more characters]",
        "last",
    ]


def test_notes_are_kept_with_their_kind() -> None:
    queue = TrafficQueue()
    queue.add_note("not sent:\nbad argument", "warning", when=0.0)
    assert kinds_and_texts(queue.take(5)) == [("warning", "not sent:"), ("warning", "bad argument")]


def test_a_note_never_splits_a_command_from_its_answer() -> None:
    """QA: notes of the GUI came between "10 boardsize 19" and "=10", and inside the
    list_commands answer; they now wait for the answer of the command in flight."""
    queue = TrafficQueue()
    queue.ingest([("sent", "3 list_commands")], when=0.0)
    queue.add_note("engine busy", "warning", when=0.0)
    assert kinds_and_texts(queue.pending()) == [
        ("sent", "3 list_commands"),
        ("warning", "engine busy"),
    ]  # kept (Save Log writes it), but not ready to be shown before the answer
    assert len(queue) == 1
    queue.ingest([("sent", "# interrupt"), ("received", "=3 boardsize\nplay")], when=0.0)
    queue.add_note("after", when=0.0)
    assert [text for _, text in kinds_and_texts(queue.take(10))] == [
        "3 list_commands",
        "# interrupt",
        "=3 boardsize",
        "play",
        "engine busy",
        "after",
    ]
    # a failed request ends its exchange without an answer: release lets the note go
    queue.ingest([("sent", "4 genmove b")], when=0.0)
    queue.add_note("no answer within 30 s", when=0.0)
    assert len(queue) == 1
    queue.release()
    assert [text for _, text in kinds_and_texts(queue.take(10))] == [
        "4 genmove b",
        "no answer within 30 s",
    ]


def test_limits_are_checked() -> None:
    with pytest.raises(ValueError, match="max_backlog"):
        TrafficQueue(max_backlog=2)


def test_plain_line_with_and_without_timestamps() -> None:
    stamp = time.mktime((2024, 5, 17, 13, 4, 5, 0, 0, -1)) + 0.25
    first = LogLine("sent", "1 name", stamp)
    continued = LogLine("received", "more", stamp, continued=True)
    assert format_timestamp(stamp) == "13:04:05.250"
    assert plain_line(first, False) == "1 name"
    assert plain_line(first, True) == "13:04:05.250 1 name"
    assert plain_line(continued, True) == " " * 13 + "more"


def test_a_flood_in_one_poll_is_split_only_for_its_newest_quarter() -> None:
    """A full bridge buffer of stderr in one poll: the lines that would be trimmed anyway
    are counted, not split (that work stalled the GUI thread ~90 ms under a 20 MB flood)."""
    queue = TrafficQueue(max_backlog=100)
    entries = [("stderr", f"e{n}") for n in range(60)] + [("received", "=1 D4")]
    entries += [("stderr", f"f{n}") for n in range(40)]
    queue.ingest(entries)
    lines = queue.pending()
    stderr = [line.text for line in lines if line.kind == "stderr"]
    assert stderr == [f"f{n}" for n in range(15, 40)]  # the newest quarter of the backlog
    assert ("received", "=1 D4") in kinds_and_texts(lines)  # responses are never dropped
    assert queue.skipped_total == 75
