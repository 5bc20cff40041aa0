"""EncodingDialog: current encoding selected, codec names returned, invalid names refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from gogui_py.game.sgf_io import load_bytes
from gogui_py.gui.dialogs.encoding import ENCODINGS, EncodingDialog, codec_name
from tests.gui.dialogs.layout_check import assert_tidy

SAMPLE = "(;GM[1]PB[本因坊秀策]C[こんにちは])".encode("cp932")


def make(qtbot: QtBot, current: str, sample: bytes | None = None) -> EncodingDialog:
    dialog = EncodingDialog(current, sample=sample)
    qtbot.addWidget(dialog)
    return dialog


def ok_enabled(dialog: EncodingDialog) -> bool:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    return bool(box.button(QDialogButtonBox.StandardButton.Ok).isEnabled())


def type_name(qtbot: QtBot, dialog: EncodingDialog, text: str) -> None:
    line = dialog.combo.lineEdit()
    assert line is not None
    line.selectAll()
    QTest.keyClicks(line, text)


@pytest.mark.parametrize(
    ("current", "label", "codec"),
    [
        ("utf-8", "UTF-8", "utf-8"),
        ("cp932", "Shift_JIS (Japanese, cp932)", "cp932"),
        ("gb18030", "GB18030 (Chinese, GB2312, GBK)", "gb18030"),
        ("iso8859-1", "ISO-8859-1 (Latin-1)", "iso8859-1"),
        ("UTF8", "UTF-8", "utf-8"),
    ],
)
def test_current_is_selected(qtbot: QtBot, current: str, label: str, codec: str) -> None:
    dialog = make(qtbot, current)
    assert dialog.combo.currentText() == label
    assert dialog.encoding() == codec
    assert ok_enabled(dialog)


def test_current_not_in_the_list_is_kept(qtbot: QtBot) -> None:
    dialog = make(qtbot, "mac_roman")
    assert dialog.combo.currentText() == "mac_roman"
    assert dialog.encoding() == "mac-roman"


def test_choosing_from_the_list(qtbot: QtBot) -> None:
    dialog = make(qtbot, "utf-8")
    dialog.combo.setCurrentIndex(dialog.combo.findData("koi8_r"))
    assert dialog.encoding() == "koi8-r"


def test_typed_names(qtbot: QtBot) -> None:
    dialog = make(qtbot, "utf-8")
    type_name(qtbot, dialog, "latin1")
    assert dialog.encoding() == "iso8859-1"
    assert ok_enabled(dialog) and not dialog.hint_label.isVisibleTo(dialog)
    type_name(qtbot, dialog, "Shift_JIS")
    assert dialog.encoding() == "shift_jis"


@pytest.mark.parametrize("name", ["nonsense", "base64", "rot13", "undefined", ""])
def test_invalid_names_disable_ok(qtbot: QtBot, name: str) -> None:
    dialog = make(qtbot, "utf-8")
    type_name(qtbot, dialog, name) if name else dialog.combo.setEditText("")
    assert dialog.encoding() == ""
    assert not ok_enabled(dialog)
    assert dialog.hint_label.isVisibleTo(dialog)
    assert "Not an encoding" in dialog.hint_label.text()


def test_every_offered_encoding_is_accepted_by_the_reader() -> None:
    for _label, codec in ENCODINGS:
        name = codec_name(codec)
        assert name is not None
        data = "(;GM[1]C[abc])".encode(name)
        assert load_bytes(data, encoding=name).games[0].root.comment == "abc"


def test_preview_follows_the_choice(qtbot: QtBot) -> None:
    dialog = make(qtbot, "cp932", SAMPLE)
    assert dialog.preview.toPlainText() == "(;GM[1]PB[本因坊秀策]C[こんにちは])"
    dialog.combo.setCurrentIndex(dialog.combo.findData("utf-8"))
    assert "\ufffd" in dialog.preview.toPlainText()
    type_name(qtbot, dialog, "bogus")
    assert dialog.preview.toPlainText() == ""


def test_no_preview_without_sample(qtbot: QtBot) -> None:
    dialog = make(qtbot, "utf-8")
    assert not dialog.preview.isVisibleTo(dialog)


def test_layout_is_tidy(qtbot: QtBot, tmp_path: Path) -> None:
    assert_tidy(qtbot, make(qtbot, "cp932", SAMPLE), tmp_path / "encoding.png")
    assert_tidy(qtbot, make(qtbot, "bogus"), tmp_path / "encoding_bad.png")
