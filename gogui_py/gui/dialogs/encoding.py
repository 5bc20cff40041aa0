"""File > Reopen with Encoding: choose the text encoding to read a file with.

An editable combo box offers the encodings found in SGF files (Chinese, Japanese, Korean,
Western and Cyrillic ones, UTF-16); any other codec Python knows can be typed by name.
:meth:`EncodingDialog.encoding` returns the Python codec name (``codecs.lookup(...).name``).
A name that is not a text codec disables OK and says so. When the caller passes the file's
bytes as ``sample``, a preview shows the start of the file decoded with the chosen encoding,
so the user sees at once whether names and comments read right.
"""

from __future__ import annotations

import codecs

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from gogui_py.gui.i18n import translatable, translate

ENCODINGS: tuple[tuple[str, str], ...] = (
    ("UTF-8", "utf-8"),
    ("ISO-8859-1 (Latin-1)", "latin-1"),
    ("Windows-1252 (Western)", "cp1252"),
    ("GB18030 (Chinese, GB2312, GBK)", "gb18030"),
    ("Big5 (Traditional Chinese)", "big5hkscs"),
    ("Shift_JIS (Japanese, cp932)", "cp932"),
    ("EUC-JP (Japanese)", "euc_jp"),
    ("EUC-KR (Korean, cp949)", "cp949"),
    ("KOI8-R (Russian)", "koi8_r"),
    ("Windows-1251 (Cyrillic)", "cp1251"),
    ("Windows-1250 (Central European)", "cp1250"),
    ("UTF-16", "utf-16"),
)
"""Offered encodings: (label, Python codec); the part in parentheses is shown translated
(:func:`encoding_label`)."""
_DESCRIPTIONS = (
    translatable("Encoding", "Latin-1"),
    translatable("Encoding", "Western"),
    translatable("Encoding", "Chinese, GB2312, GBK"),
    translatable("Encoding", "Traditional Chinese"),
    translatable("Encoding", "Japanese, cp932"),
    translatable("Encoding", "Japanese"),
    translatable("Encoding", "Korean, cp949"),
    translatable("Encoding", "Russian"),
    translatable("Encoding", "Cyrillic"),
    translatable("Encoding", "Central European"),
)
"""The descriptions of :data:`ENCODINGS`, for pyside6-lupdate."""


def encoding_label(label: str) -> str:
    """A label of :data:`ENCODINGS` in the user's language: ``"EUC-JP (Japanese)"`` with
    its description (context ``Encoding``) translated; the encoding's name stays."""
    name, bracket, description = label.partition(" (")
    if not bracket or not description.endswith(")"):
        return label
    return f"{name} ({translate('Encoding', description[:-1])})"


_PREVIEW_BYTES = 4096
_ERROR_STYLE = "color: #b00020;"


def codec_name(name: str) -> str | None:
    """Python's canonical name of text codec ``name`` (``"Latin1"`` -> ``"iso8859-1"``);
    None if Python does not know it or it is not a text codec (``base64``, ``rot13``)."""
    name = name.strip()
    if not name:
        return None
    try:
        info = codecs.lookup(name)
        b"(;FF[4])".decode(info.name)
    except UnicodeDecodeError:
        pass  # a text codec (UTF-16 with an odd byte count, say)
    except (LookupError, UnicodeError, ValueError):
        return None  # unknown, bytes-to-bytes, or the "undefined" codec
    return info.name


class EncodingDialog(QDialog):
    """Editable combo box of encodings with ``current`` (a codec name) selected.

    ``sample``: optional bytes of the file, previewed decoded with the chosen encoding.
    ``combo`` is public for callers and tests.
    """

    def __init__(
        self, current: str, parent: QWidget | None = None, *, sample: bytes | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Encoding", "Reopen with Encoding"))
        self._sample = sample[:_PREVIEW_BYTES] if sample is not None else None
        self.combo = QComboBox()
        self.combo.setEditable(True)
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for label, codec in ENCODINGS:
            self.combo.addItem(encoding_label(label), codec)
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setStyleSheet(_ERROR_STYLE)
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.preview.setVisible(sample is not None)
        preview_label = QLabel(translate("Encoding", "Preview of the file with this encoding:"))
        preview_label.setVisible(sample is not None)
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.addRow(translate("Encoding", "Encoding:"), self.combo)
        layout.addLayout(form)
        layout.addWidget(self.hint_label)
        layout.addWidget(preview_label)
        layout.addWidget(self.preview, stretch=1)
        layout.addWidget(self._buttons)

        self._select(current)
        self.combo.editTextChanged.connect(self._update)
        self.combo.currentIndexChanged.connect(self._update)
        self._update()
        self.resize(460, 360 if sample is not None else self.sizeHint().height())

    def _select(self, current: str) -> None:
        wanted = codec_name(current)
        for index in range(self.combo.count()):
            if wanted is not None and codec_name(self.combo.itemData(index)) == wanted:
                self.combo.setCurrentIndex(index)
                return
        self.combo.setCurrentIndex(-1)
        self.combo.setEditText(current)

    def encoding(self) -> str:
        """Python codec name of the chosen encoding; "" when the text is not a text codec."""
        text = self.combo.currentText()
        index = self.combo.findText(text)
        if index >= 0:
            text = str(self.combo.itemData(index))
        return codec_name(text) or ""

    def _update(self) -> None:
        codec = self.encoding()
        ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(codec))
        if codec:
            self.hint_label.clear()
        else:
            self.hint_label.setText(
                translate(
                    "Encoding",
                    "Not an encoding Python knows: choose one from the list or type a "
                    "codec name such as cp1251, iso8859-2 or utf-16-le.",
                )
            )
        self.hint_label.setVisible(not codec)
        if self._sample is not None:
            text = self._sample.decode(codec, errors="replace") if codec else ""
            self.preview.setPlainText(text)


__all__ = ["ENCODINGS", "EncodingDialog", "codec_name"]
